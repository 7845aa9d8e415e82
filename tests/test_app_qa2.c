/*
 * test_app_qa2.c: what the app's QA found, each checked where the player
 * meets it.
 *
 * - A wrong seat count for --game is worded right: "is for 2 players"
 *   when the game takes one count, "1 seat was given" for one seat.
 * - A save that holds another game's match (Kloone's slot with a game of
 *   Totem Pole in it) is not offered or opened as that game: it reads as
 *   damaged, says why, and the file is left as it was.
 * - The replay's log keeps room for its current line, which is drawn bold:
 *   at End the last entry stays inside its highlight and the log.
 * - The notice about damaged files ends each sentence with a full stop and
 *   has no "(1 such line))".
 * - The saved games' row of a damaged save says why it cannot be opened.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "pg_app_test.h"
#include "pg_datadir.h"
#include "pg_history_scenes.h"
#include "pg_match.h"
#include "pg_options.h"
#include "pg_play.h"
#include "pg_registry.h"
#include "pg_rng.h"
#include "pg_saves.h"
#include "pg_scenes.h"
#include "pg_text.h"

static pg_app *app_in_new_folder(int width, int height)
{
	char dir[] = "/tmp/pg-test-qa2-XXXXXX";
	assert_non_null(mkdtemp(dir));
	pg_app *app = pg_test_app_create_in(width, height, dir);
	assert_non_null(app);
	return app;
}

static void remove_folder(pg_app *app)
{
	char cmd[PG_APP_PATH_MAX + 32];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", app->pref_dir);
	pg_test_app_destroy(app);
	assert_int_equal(system(cmd), 0);
}

static char *slurp(const char *path)
{
	FILE *f = fopen(path, "rb");
	assert_non_null(f);
	char *text = calloc(1, 65536);
	assert_non_null(text);
	size_t n = fread(text, 1, 65535, f);
	text[n] = '\0';
	fclose(f);
	return text;
}

static void write_text(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

/* ---- 1. the seat count -------------------------------------------------------- */

static void expect_refusal(pg_app *app, const char *game, const char *seats, const char *said)
{
	char err[512] = "";
	assert_int_equal(
	    pg_open_game_text(app, game, seats, NULL, true, 1, NULL, err, sizeof err), 2);
	assert_string_equal(err, said);
}

static void wrong_seat_count_is_worded_right(void **state)
{
	(void)state;
	pg_app *app = app_in_new_folder(960, 600);
	expect_refusal(app, "kloone", "human",
	               "Potlatch Kloone is for 2 players; 1 seat was given");
	expect_refusal(app, "kloone", "human,easy,hard",
	               "Potlatch Kloone is for 2 players; 3 seats were given");
	expect_refusal(app, "totem-pole", "human",
	               "Totem Pole is for 2 to 4 players; 1 seat was given");
	remove_folder(app);
}

/* ---- 2. a save of another game ------------------------------------------------- */

static void foreign_save_is_never_opened_as_the_wrong_game(void **state)
{
	(void)state;
	pg_app *app = app_in_new_folder(960, 600);
	assert_true(pg_test_open_game(app, "totem-pole", "human,easy", NULL, 7, NULL));
	mkdir(app->saves_dir, 0700);
	char kloone[PG_APP_PATH_MAX], err[256];
	pg_saves_resumable_path(app, "kloone", kloone, sizeof kloone);
	assert_true(pg_match_save_file(pg_test_play(app)->match, kloone, err, sizeof err));
	char *before = slurp(kloone);
	pg_open_title(app);
	pg_scenes_apply(&app->scenes, app);

	/* Listed for Kloone, it is damaged, and says it holds Totem Pole. */
	pg_save_info info;
	assert_true(pg_saves_read_info(kloone, &info));
	assert_true(info.damaged);
	assert_true(info.resumable);
	assert_string_equal(info.game_id, "kloone");
	assert_non_null(strstr(info.why, "Totem Pole"));
	assert_non_null(strstr(info.why, "Potlatch Kloone"));

	/* Opening it opens nothing, and says why and where the file is. */
	app->notice[0] = '\0';
	assert_false(pg_open_saved_game(app, kloone));
	pg_scenes_apply(&app->scenes, app);
	assert_string_not_equal(pg_test_top_scene(app), "game");
	assert_non_null(strstr(app->notice, "Totem Pole"));
	assert_non_null(strstr(app->notice, kloone));

	/* The file is as it was. */
	char *after = slurp(kloone);
	assert_string_equal(before, after);
	free(before);
	free(after);
	remove_folder(app);
}

/* ---- 3. the replay's log ------------------------------------------------------- */

static void play_out(pg_match *match, uint64_t seed)
{
	pg_rng rng;
	pg_rng_seed(&rng, seed);
	pg_move moves[4096];
	for (int guard = 0; !pg_match_is_terminal(match) && guard < 100000; guard++) {
		if (pg_match_to_move(match) == PG_CHANCE) {
			pg_match_resolve_chance(match, NULL);
			continue;
		}
		int n = match->game->legal_moves(match->state, moves, 4096);
		assert_true(n > 0);
		assert_true(pg_match_play(match, moves[pg_rng_below(&rng, (uint32_t)n)], NULL));
	}
}

/* Every line of the log has room for its text drawn bold (as the current
 * line is) inside its highlight; at End the last line's highlight is
 * inside the log. Returns how many lines wrap further in bold. */
static int check_replay_log(const char *game, int players, int width, int height)
{
	pg_app *app = app_in_new_folder(width, height);
	pg_options opts;
	const pg_game *g = pg_registry_find(game);
	assert_non_null(g);
	char why[256];
	assert_true(pg_options_parse(g, "", &opts, why, sizeof why));
	opts.players = players;
	pg_match *match = pg_match_create(g, &opts, 11);
	assert_non_null(match);
	int used = 0;
	for (int seat = 0; seat < players; seat++)
		used += snprintf(match->seats + used, sizeof match->seats - (size_t)used,
		                 "%s%s", seat ? "," : "", seat ? "normal" : "human");
	play_out(match, 5);
	char err[256];
	if (!pg_open_replay(app, match, err, sizeof err))
		fail_msg("%s replay: %s", game, err);
	pg_scenes_apply(&app->scenes, app);
	pg_test_frame(app, 0);
	pg_test_key(app, SDLK_END, 0);
	for (int i = 0; i < 120; i++)
		pg_test_frame(app, 1.0 / 30);

	int size = pg_app_px(app, PG_SIZE_SMALL), wraps_more = 0, lines = 0;
	const char *line;
	SDL_Rect mark, at, view;
	for (int i = 0; pg_replay_log_line(app, i, &line, &mark, &at, &view); i++) {
		int bold =
		    pg_text_draw_wrapped(app->text, line, 0, 0, at.w, size, PG_FONT_BOLD,
		                         (SDL_Color){0, 0, 0, 255}, PG_ALIGN_LEFT, false);
		int regular =
		    pg_text_draw_wrapped(app->text, line, 0, 0, at.w, size, PG_FONT_REGULAR,
		                         (SDL_Color){0, 0, 0, 255}, PG_ALIGN_LEFT, false);
		if (bold > regular)
			wraps_more++;
		assert_true(at.y + bold <= mark.y + mark.h);
		lines = i + 1;
	}
	assert_true(lines > 0);
	assert_true(pg_replay_log_line(app, lines - 1, &line, &mark, &at, &view));
	assert_true(mark.y + mark.h <= view.y + view.h);
	remove_folder(app);
	return wraps_more;
}

static void replay_log_has_room_for_its_bold_line(void **state)
{
	(void)state;
	int wraps_more = 0;
	for (int i = 0; i < pg_registry_count(); i++) {
		const pg_game *g = pg_registry_at(i);
		if (!pg_view_find(g->id))
			continue;
		wraps_more += check_replay_log(g->id, g->max_players, 960, 600);
		wraps_more += check_replay_log(g->id, g->min_players, 1280, 800);
	}
	/* The check met at least one line that bold wraps further. */
	assert_true(wraps_more > 0);
}

/* ---- 4. and 5. damaged files: the notice, the saved games' row ------------------ */

static void damaged_files_are_told_in_whole_sentences(void **state)
{
	(void)state;
	char dir[] = "/tmp/pg-test-qa2-XXXXXX";
	assert_non_null(mkdtemp(dir));
	char path[PG_APP_PATH_MAX + 64];
	snprintf(path, sizeof path, "%s/saves", dir);
	assert_int_equal(mkdir(path, 0700), 0);
	snprintf(path, sizeof path, "%s/saves/kloone.save", dir);
	write_text(path, "potlatch-games save 1\ngame kloone\nmove nowhere\n");
	snprintf(path, sizeof path, "%s/saves/totem-pole.save", dir);
	write_text(path, "potlatch-games sa");
	snprintf(path, sizeof path, "%s/settings.txt", dir);
	write_text(path, "this is not a setting\n");

	pg_app *app = pg_test_app_create_in(960, 600, dir);
	assert_non_null(app);
	pg_test_frame(app, 0);
	assert_string_equal(pg_test_top_scene(app), "title");
	const char *notice = app->notice;
	assert_non_null(strstr(notice, "kloone.save"));
	assert_non_null(strstr(notice, "totem-pole.save"));
	assert_non_null(strstr(notice, "such line"));
	assert_null(strstr(notice, "))"));
	/* A file named at a sentence's end is followed by its full stop, and
	 * the next sentence does not run on from it. */
	assert_non_null(strstr(notice, "kloone.save."));
	assert_non_null(strstr(notice, "totem-pole.save."));
	assert_null(strstr(notice, ".save The"));

	/* The saved games say why the Kloone save cannot be opened. */
	pg_open_saves(app);
	pg_scenes_apply(&app->scenes, app);
	pg_test_frame(app, 0);
	char line[768];
	bool found = false;
	for (int i = 0; pg_saves_scene_row_text(app, i, line, sizeof line); i++) {
		if (!strstr(line, "kloone.save"))
			continue;
		found = true;
		assert_non_null(strstr(line, "cannot be opened ("));
		/* The loader's reason, without the folder. */
		assert_non_null(strstr(line, "expected 'options'"));
		assert_null(strstr(line, dir));
	}
	assert_true(found);
	remove_folder(app);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(wrong_seat_count_is_worded_right),
	    cmocka_unit_test(foreign_save_is_never_opened_as_the_wrong_game),
	    cmocka_unit_test(replay_log_has_room_for_its_bold_line),
	    cmocka_unit_test(damaged_files_are_told_in_whole_sentences),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
