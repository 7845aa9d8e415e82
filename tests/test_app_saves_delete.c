/*
 * test_app_saves_delete.c: a saved game can be removed from the saved
 * games (the pause menu's Load..., the title's All saved games), and only
 * when the player has said so. A damaged save, whose Load is off, has a
 * Delete that asks first; Keep it and Esc leave the file, Delete removes
 * it. A save that loads can be deleted the same way, by its button or the
 * Delete key on the chosen row. Nothing is offered for the file the open
 * game saves to, nor by a copy of the program that does not keep the
 * saves; nothing outside saves/ is removed. The screen and its questions
 * fit 960x600 in the pseudo-locale.
 *
 * "Save as..." says the file the game now saves to, which Save and quit
 * then writes and the saved games' row names. The pause menu of a game
 * that saves to a named file says which, under Save and quit; the title's
 * rows of two saves of one game end with their files' names.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include <cmocka.h>

#include "pg_ai.h"
#include "pg_app_test.h"
#include "pg_i18n.h"
#include "pg_match.h"
#include "pg_play.h"
#include "pg_saves.h"
#include "pg_scene_pause.h"
#include "pg_scenes.h"

static bool exists(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0;
}

/* The app's saves: good, a Totem Pole game of a few moves (its resumable
 * save), and damaged, a Kloone save whose moves do not load. The saved
 * games are open over the title. */
static pg_app *app_with_saves(char *good, char *damaged, size_t size)
{
	pg_app *app = pg_test_app_create(960, 600);
	assert_non_null(app);
	/* The test's folder is the process's: what an earlier test left goes. */
	pg_save_info left[PG_SAVES_LIST_MAX];
	for (int i = pg_saves_list(app, left, PG_SAVES_LIST_MAX, false); i > 0; i--)
		remove(left[i - 1].path);
	assert_true(pg_test_open_game(app, "totem-pole", "human,easy", NULL, 7, NULL));
	pg_play *play = pg_test_play(app);
	pg_rng rng;
	pg_rng_seed(&rng, 5);
	for (int i = 0; i < 8; i++)
		assert_true(pg_match_play(
		    play->match, pg_ai_random_move(play->game, play->match->state, &rng), NULL));
	pg_play_resync(play);
	pg_game_autosave(app);
	pg_saves_resumable_path(app, "totem-pole", good, size);
	assert_true(exists(good));
	assert_true(snprintf(damaged, size, "%s/%s", app->saves_dir, "kloone.save") < (int)size);
	FILE *f = fopen(damaged, "w");
	assert_non_null(f);
	fputs("potlatch-games save 1\ngame kloone\nmove nowhere\n", f);
	fclose(f);
	pg_open_title(app);
	pg_scenes_apply(&app->scenes, app);
	pg_open_saves(app);
	pg_scenes_apply(&app->scenes, app);
	pg_test_frame(app, 0);
	return app;
}

/* The row of the save at path: its index, or -1 when it is not listed. */
static int row_of(pg_app *app, const char *path, SDL_Rect *button, bool *enabled)
{
	pg_save_info info;
	for (int i = 0; pg_saves_scene_row(app, i, &info, button, enabled); i++)
		if (strcmp(info.path, path) == 0)
			return i;
	return -1;
}

static int rows(pg_app *app)
{
	pg_save_info info;
	SDL_Rect button;
	bool enabled;
	int n = 0;
	while (pg_saves_scene_row(app, n, &info, &button, &enabled))
		n++;
	return n;
}

/* Clicks the Delete of the save at path; the question opens. */
static void click_delete(pg_app *app, const char *path)
{
	SDL_Rect button;
	bool enabled;
	assert_true(row_of(app, path, &button, &enabled) >= 0);
	assert_true(enabled);
	pg_test_click(app, button.x + button.w / 2, button.y + button.h / 2);
	pg_scenes_apply(&app->scenes, app);
	pg_test_frame(app, 0);
	assert_string_equal(pg_test_top_scene(app), "confirm");
}

/* Clicks answer which (0 Keep it, 1 Delete) of the open question. */
static void answer(pg_app *app, int which)
{
	SDL_Rect rect;
	assert_true(pg_confirm_button(app, which, &rect));
	pg_test_click(app, rect.x + rect.w / 2, rect.y + rect.h / 2);
	pg_scenes_apply(&app->scenes, app);
	pg_test_frame(app, 0);
	assert_string_equal(pg_test_top_scene(app), "saves");
}

static void a_damaged_save_goes_only_when_the_player_says_delete(void **unused)
{
	(void)unused;
	char good[1100], damaged[1100];
	pg_app *app = app_with_saves(good, damaged, sizeof good);
	assert_int_equal(rows(app), 2);
	click_delete(app, damaged);
	assert_non_null(strstr(pg_confirm_body(app), "cannot be read"));
	assert_non_null(strstr(pg_confirm_body(app), "kloone.save"));
	/* The reason is given without the folder's path: the file is named. */
	assert_null(strstr(pg_confirm_body(app), damaged));
	answer(app, 0); /* Keep it */
	assert_true(exists(damaged));
	assert_int_equal(rows(app), 2);
	click_delete(app, damaged);
	pg_test_key(app, SDLK_ESCAPE, 0);
	pg_scenes_apply(&app->scenes, app);
	assert_string_equal(pg_test_top_scene(app), "saves");
	assert_true(exists(damaged));
	click_delete(app, damaged);
	answer(app, 1); /* Delete */
	assert_false(exists(damaged));
	assert_true(exists(good));
	assert_int_equal(rows(app), 1);
	assert_int_equal(row_of(app, damaged, &(SDL_Rect){0}, &(bool){false}), -1);
	pg_test_app_destroy(app);
}

static void a_good_save_is_deleted_by_the_delete_key_after_asking(void **unused)
{
	(void)unused;
	char good[1100], damaged[1100];
	pg_app *app = app_with_saves(good, damaged, sizeof good);
	SDL_Rect button;
	bool enabled;
	int row = row_of(app, good, &button, &enabled);
	assert_true(row >= 0 && enabled);
	for (int i = 0; i <= row; i++)
		pg_test_key(app, SDLK_DOWN, 0);
	pg_test_key(app, SDLK_DELETE, 0);
	pg_scenes_apply(&app->scenes, app);
	assert_string_equal(pg_test_top_scene(app), "confirm");
	assert_non_null(strstr(pg_confirm_body(app), "totem-pole.save"));
	assert_true(exists(good));
	answer(app, 1);
	assert_false(exists(good));
	assert_true(exists(damaged));
	assert_int_equal(rows(app), 1);
	pg_test_app_destroy(app);
}

static void nothing_is_offered_that_should_not_go(void **unused)
{
	(void)unused;
	char good[1100], damaged[1100];
	pg_app *app = app_with_saves(good, damaged, sizeof good);
	SDL_Rect button;
	bool enabled;
	/* The game resumed from good saves to it: Load... offers no Delete
	 * for it (the game would write it again), but does for the other. */
	assert_true(pg_open_saved_game(app, good));
	pg_scenes_apply(&app->scenes, app);
	pg_open_saves(app);
	pg_scenes_apply(&app->scenes, app);
	pg_test_frame(app, 0);
	assert_true(row_of(app, good, &button, &enabled) >= 0);
	assert_false(enabled);
	pg_test_click(app, button.x + button.w / 2, button.y + button.h / 2);
	pg_test_key(app, SDLK_DELETE, 0);
	pg_scenes_apply(&app->scenes, app);
	assert_string_equal(pg_test_top_scene(app), "saves");
	assert_true(row_of(app, damaged, &button, &enabled) >= 0);
	assert_true(enabled);
	/* A copy that does not keep the saves deletes nothing. */
	app->storage_read_only = true;
	pg_test_frame(app, 0);
	assert_true(row_of(app, damaged, &button, &enabled) >= 0);
	pg_test_click(app, button.x + button.w / 2, button.y + button.h / 2);
	pg_scenes_apply(&app->scenes, app);
	assert_string_equal(pg_test_top_scene(app), "saves");
	char err[256];
	assert_false(pg_saves_remove(app, damaged, err, sizeof err));
	assert_true(exists(damaged));
	/* Nor is anything outside saves/ removed. */
	app->storage_read_only = false;
	char outside[1100];
	snprintf(outside, sizeof outside, "%ssettings-copy.save", app->pref_dir);
	FILE *f = fopen(outside, "w");
	assert_non_null(f);
	fclose(f);
	assert_false(pg_saves_remove(app, outside, err, sizeof err));
	assert_true(exists(outside));
	remove(outside);
	pg_test_app_destroy(app);
}

/* No label of the list or of either question is cut at 960x600 in the
 * pseudo-locale. */
static void the_list_and_its_questions_fit(void **unused)
{
	(void)unused;
	pg_i18n_set_pseudo(true);
	char good[1100], damaged[1100];
	pg_app *app = app_with_saves(good, damaged, sizeof good);
	const char *paths[] = {NULL, damaged, good};
	for (int i = 0; i < 3; i++) {
		if (paths[i])
			click_delete(app, paths[i]);
		pg_text_clips_clear(app->text);
		pg_test_frame(app, 0);
		for (int c = 0; c < pg_text_clip_count(app->text); c++) {
			const pg_text_clip *clip = pg_text_clip_at(app->text, c);
			fail_msg("%s cut (%s): \"%s\"", paths[i] ? "question" : "list",
				 pg_text_clip_kind_name(clip->kind), clip->label);
		}
		if (paths[i])
			answer(app, 0);
	}
	pg_test_app_destroy(app);
	pg_i18n_set_pseudo(false);
}

/* After "Save as..." the player is told the file the game now saves to
 * (whole, at 960x600 in the pseudo-locale, for the longest game id); Save
 * and quit writes that file, and the saved games name it on its row. */
static void save_as_names_the_file_that_save_and_quit_writes(void **unused)
{
	(void)unused;
	for (int pseudo = 1; pseudo >= 0; pseudo--) {
		pg_i18n_set_pseudo(pseudo);
		pg_app *app = pg_test_app_create(960, 600);
		assert_non_null(app);
		assert_true(pg_test_open_game(app, "pitengnaqsaraq", "human,easy", NULL, 7, NULL));
		pg_test_settle(app);
		assert_true(pg_game_save_as(app));
		char path[1100];
		snprintf(path, sizeof path, "%s", pg_game_save_path(app));
		const char *file = pg_saves_file_name(path);
		assert_non_null(strstr(pg_test_last_toast(app), file));
		if (!pseudo)
			assert_non_null(strstr(pg_test_last_toast(app), "This game now saves to"));
		pg_text_clips_clear(app->text);
		pg_test_frame(app, 0);
		for (int c = 0; c < pg_text_clip_count(app->text); c++)
			if (strstr(pg_text_clip_at(app->text, c)->label, file))
				fail_msg("the toast is cut: \"%s\"", pg_text_clip_at(app->text, c)->label);
		/* A move more, then Save and quit: into that file. */
		pg_play *play = pg_test_play(app);
		pg_rng rng;
		pg_rng_seed(&rng, 3);
		assert_true(pg_match_play(
		    play->match, pg_ai_random_move(play->game, play->match->state, &rng), NULL));
		int moves = play->match->history_count;
		assert_true(pg_game_save_and_quit(app));
		pg_scenes_apply(&app->scenes, app);
		pg_save_info info;
		assert_true(pg_saves_read_info(path, &info));
		assert_false(info.damaged);
		assert_int_equal(info.moves, moves);
		char line[448];
		pg_saves_describe(&info, line, sizeof line);
		assert_non_null(strstr(line, file));
		remove(path);
		pg_test_app_destroy(app);
	}
	pg_i18n_set_pseudo(false);
}

/* No label drawn since the clips were last cleared holds text cut. */
static void nothing_cut_with(pg_app *app, const char *text)
{
	for (int c = 0; c < pg_text_clip_count(app->text); c++)
		if (strstr(pg_text_clip_at(app->text, c)->label, text))
			fail_msg("cut (%s): \"%s\"",
				 pg_text_clip_kind_name(pg_text_clip_at(app->text, c)->kind),
				 pg_text_clip_at(app->text, c)->label);
}

/* The pause menu's line under Save and quit, drawn. */
static const char *pause_says(pg_app *app)
{
	pg_open_pause(app);
	pg_scenes_apply(&app->scenes, app);
	pg_text_clips_clear(app->text);
	pg_test_frame(app, 0);
	assert_string_equal(pg_test_top_scene(app), "pause");
	return pg_pause_save_to(app);
}

/* A game resumed from its own save, then Save as...: the pause menu says
 * the named file Save and quit writes; the title lists both saves, each
 * row ending with its file's name (and only then: a game's one save is
 * named by the game). Whole at 960x600 in the pseudo-locale. */
static void two_saves_of_one_game_are_told_apart(void **unused)
{
	(void)unused;
	for (int pseudo = 1; pseudo >= 0; pseudo--) {
		pg_i18n_set_pseudo(pseudo);
		char own[1100], damaged[1100];
		pg_app *app = app_with_saves(own, damaged, sizeof own);
		remove(damaged);
		assert_true(pg_test_open_game(app, "totem-pole", "human,easy", NULL, 7, NULL));
		pg_test_settle(app);
		assert_string_equal(pause_says(app), "");
		pg_test_key(app, SDLK_ESCAPE, 0);
		pg_scenes_apply(&app->scenes, app);
		assert_true(pg_game_save_as(app));
		char named[1100];
		snprintf(named, sizeof named, "%s", pg_game_save_path(app));
		const char *file = pg_saves_file_name(named);
		const char *said = pause_says(app);
		assert_non_null(strstr(said, file));
		if (!pseudo) {
			char expected[300];
			snprintf(expected, sizeof expected, "This game saves to %s", file);
			assert_string_equal(said, expected);
		}
		nothing_cut_with(app, file);
		assert_true(pg_game_save_and_quit(app));
		pg_scenes_apply(&app->scenes, app);
		pg_text_clips_clear(app->text);
		pg_test_frame(app, 0);
		assert_string_equal(pg_test_top_scene(app), "title");
		char rows_said[2][800];
		assert_true(pg_title_save_row(app, 0, rows_said[0], sizeof rows_said[0]));
		assert_true(pg_title_save_row(app, 1, rows_said[1], sizeof rows_said[1]));
		assert_false(pg_title_save_row(app, 2, rows_said[0], sizeof rows_said[0]));
		/* Each row names its own file (both may be of the same second). */
		int named_row = strstr(rows_said[0], file) ? 0 : 1;
		assert_non_null(strstr(rows_said[named_row], file));
		assert_null(strstr(rows_said[1 - named_row], file));
		assert_non_null(strstr(rows_said[1 - named_row], pg_saves_file_name(own)));
		nothing_cut_with(app, file);
		nothing_cut_with(app, pg_saves_file_name(own));
		/* The named save gone, the game's one save is named by the game. */
		remove(named);
		pg_open_title(app);
		pg_scenes_apply(&app->scenes, app);
		pg_test_frame(app, 0);
		assert_true(pg_title_save_row(app, 0, rows_said[0], sizeof rows_said[0]));
		assert_false(pg_title_save_row(app, 1, rows_said[1], sizeof rows_said[1]));
		assert_null(strstr(rows_said[0], ".save"));
		remove(own);
		pg_test_app_destroy(app);
	}
	pg_i18n_set_pseudo(false);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(a_damaged_save_goes_only_when_the_player_says_delete),
		cmocka_unit_test(a_good_save_is_deleted_by_the_delete_key_after_asking),
		cmocka_unit_test(nothing_is_offered_that_should_not_go),
		cmocka_unit_test(the_list_and_its_questions_fit),
		cmocka_unit_test(save_as_names_the_file_that_save_and_quit_writes),
		cmocka_unit_test(two_saves_of_one_game_are_told_apart),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
