/*
 * test_app_save.c: saving and resuming through the app's save path
 * (<pref dir>/current.save). Quitting a game in progress to the menu saves
 * it, the title offers to resume it, and resuming gives back the same
 * game, seats and history; closing the window saves too; a finished game
 * resumed from the save removes it. A damaged save gives a clear message
 * naming the file, the file is left exactly as it was, and nothing else is
 * lost.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "pg_app_test.h"
#include "pg_options.h"
#include "pg_play.h"
#include "pg_registry.h"
#include "pg_saves.h"
#include "pg_registry.h"
#include "pg_scenes.h"

static char dir[256];

static int make_dir(void **state)
{
	(void)state;
	snprintf(dir, sizeof dir, "/tmp/pg-test-save-%ld", (long)getpid());
	mkdir(dir, 0700);
	return 0;
}

static int remove_dir(void **state)
{
	(void)state;
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

static const char *game_id(void)
{
	assert_true(pg_view_count() > 0);
	return pg_view_at(0)->game_id;
}

/* The game's resumable save: <pref>/saves/<id>.save */
static void resumable(pg_app *app, const char *id, char *path, size_t size)
{
	pg_saves_resumable_path(app, id, path, size);
}

/* People play the first legal move a few times (chance moves between). */
static void play_some(pg_app *app, int moves)
{
	for (int i = 0; i < moves; i++) {
		pg_test_settle(app);
		pg_play *play = pg_test_play(app);
		pg_move legal[PG_MAX_MOVES];
		int n = pg_play_legal_moves(play, legal, PG_MAX_MOVES);
		if (n == 0)
			break;
		assert_true(pg_play_submit(play, legal[n - 1]));
		pg_test_frame(app, 1.0 / 60);
	}
	pg_test_settle(app);
}

static char *read_file(const char *path, size_t *length)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	char *buf = malloc(1 << 20);
	*length = fread(buf, 1, (1 << 20) - 1, f);
	buf[*length] = '\0';
	fclose(f);
	return buf;
}

static void quit_to_menu_saves_and_resume_restores(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create_in(1280, 800, dir);
	assert_non_null(app);
	char path[1024];
	resumable(app, game_id(), path, sizeof path);
	remove(path);
	assert_true(pg_test_open_game(app, game_id(), "human,human", NULL, 77, NULL));
	play_some(app, 4);
	pg_play *play = pg_test_play(app);
	int count = play->match->history_count;
	assert_true(count > 2);
	pg_move history[512];
	memcpy(history, play->match->history, sizeof(pg_move) * (size_t)count);
	assert_true(pg_game_save_and_quit(app));
	pg_scenes_apply(&app->scenes, app);
	assert_string_equal(pg_test_top_scene(app), "title");
	assert_null(pg_test_play(app));
	struct stat st;
	assert_int_equal(stat(path, &st), 0);
	assert_string_equal(app->notice, "");

	assert_true(pg_open_saved_game(app, path));
	pg_scenes_apply(&app->scenes, app);
	assert_string_equal(pg_test_top_scene(app), "game");
	play = pg_test_play(app);
	assert_true(play->from_save);
	assert_int_equal(play->match->seed, 77);
	assert_int_equal(play->match->history_count, count);
	assert_memory_equal(play->match->history, history, sizeof(pg_move) * (size_t)count);
	assert_true(pg_play_is_human(play, 0) && pg_play_is_human(play, 1));
	/* The log was rebuilt from the history. */
	assert_int_equal(play->log_count, count);
	pg_test_app_destroy(app);
}

static void closing_the_window_saves(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create_in(1280, 800, dir);
	char path[1024];
	resumable(app, game_id(), path, sizeof path);
	remove(path);
	assert_true(pg_test_open_game(app, game_id(), "human,normal", NULL, 12, NULL));
	play_some(app, 1);
	int count = pg_test_play(app)->match->history_count;
	assert_true(count > 0);
	app->autosave = true; /* as pg_app_run sets it */
	pg_test_app_destroy(app);
	char err[256];
	pg_match *saved = pg_match_load_file(path, pg_registry_find, err, sizeof err);
	assert_non_null(saved);
	assert_true(saved->history_count >= count);
	assert_string_equal(saved->seats, "human,normal");
	pg_match_destroy(saved);
}

static void damaged_save_is_reported_and_left_alone(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create_in(1280, 800, dir);
	char path[1024];
	resumable(app, game_id(), path, sizeof path);
	mkdir(app->saves_dir, 0700);
	FILE *f = fopen(path, "wb");
	assert_non_null(f);
	fprintf(f, "potlatch-games save 1\ngame %s\noptions \nseed 5\nseats human,human\nmoves 2\n"
		   "this-is-not-a-move\n",
		game_id());
	fclose(f);
	size_t before_length;
	char *before = read_file(path, &before_length);
	struct stat st_before;
	stat(path, &st_before);

	pg_open_title(app);
	pg_scenes_apply(&app->scenes, app);
	pg_test_frame(app, 0);
	/* The message says what is wrong and where the file is. */
	assert_non_null(strstr(app->notice, "could not be opened"));
	assert_non_null(strstr(app->notice, "this-is-not-a-move"));
	assert_non_null(strstr(app->notice, path));
	/* Trying to resume anyway changes nothing either. */
	assert_false(pg_open_saved_game(app, path));
	pg_scenes_apply(&app->scenes, app);
	assert_string_equal(pg_test_top_scene(app), "title");
	pg_test_app_destroy(app);

	size_t after_length;
	char *after = read_file(path, &after_length);
	assert_non_null(after);
	assert_int_equal(after_length, before_length);
	assert_memory_equal(after, before, before_length);
	struct stat st_after;
	stat(path, &st_after);
	assert_true(st_after.st_ino == st_before.st_ino);
	free(before);
	free(after);
	remove(path);
}

static void finishing_a_resumed_game_forgets_the_save(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create_in(1280, 800, dir);
	char path[1024];
	resumable(app, game_id(), path, sizeof path);
	remove(path);
	assert_true(pg_test_open_game(app, game_id(), "human,human", NULL, 31, NULL));
	play_some(app, 2);
	assert_true(pg_game_save_and_quit(app));
	pg_scenes_apply(&app->scenes, app);
	assert_true(pg_open_saved_game(app, path));
	pg_scenes_apply(&app->scenes, app);
	pg_play *play = pg_test_play(app);
	pg_rng rng;
	pg_rng_seed(&rng, 9);
	while (!pg_match_is_terminal(play->match))
		pg_match_play(play->match, pg_ai_random_move(play->game, play->match->state, &rng),
			      NULL);
	pg_play_resync(play);
	assert_true(pg_game_save_and_quit(app));
	struct stat st;
	assert_int_not_equal(stat(path, &st), 0);
	pg_test_app_destroy(app);
}

/* ---- saved games are the player's (issue 13, finding 1) ------------------- */

/* A game of id played by random moves for about plies moves (never to its
 * end), saved where pg_saves keeps that game's resumable save. */
static void make_save(pg_app *app, const char *id, int plies, uint64_t seed, char *path,
		      size_t size)
{
	const pg_game *game = pg_registry_find(id);
	assert_non_null(game);
	pg_options opts;
	pg_options_default(game, &opts);
	pg_match *match = pg_match_create(game, &opts, seed);
	assert_non_null(match);
	snprintf(match->seats, sizeof match->seats, "human");
	for (int seat = 1; seat < opts.players; seat++)
		strcat(match->seats, ",normal");
	pg_rng rng;
	pg_rng_seed(&rng, seed);
	for (int i = 0; i < plies; i++) {
		pg_move move = pg_ai_random_move(game, match->state, &rng);
		pg_match_play(match, move, NULL);
		if (pg_match_is_terminal(match)) {
			pg_match_truncate(match, match->history_count - 1);
			break;
		}
	}
	pg_saves_resumable_path(app, id, path, size);
	mkdir(app->saves_dir, 0700);
	char err[256];
	assert_true(pg_match_save_file(match, path, err, sizeof err));
	pg_match_destroy(match);
}

static bool same_file(const char *path, const char *text, size_t length)
{
	size_t now_length;
	char *now = read_file(path, &now_length);
	bool same = now && now_length == length && memcmp(now, text, length) == 0;
	free(now);
	return same;
}

static void clear_saves(pg_app *app)
{
	char cmd[1200];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", app->saves_dir);
	assert_int_equal(system(cmd), 0);
}

/* Finding 1: a saved Totem Pole game, then `--game kloone` and closing
 * the window, used to write the Kloone game over it. */
static void another_game_leaves_a_saved_game_alone(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create_in(1280, 800, dir);
	clear_saves(app);
	char totem[1024], kloone[1024];
	make_save(app, "totem-pole", 45, 3, totem, sizeof totem);
	size_t length;
	char *before = read_file(totem, &length);
	assert_non_null(before);
	assert_true(pg_test_open_game(app, "kloone", "human,normal", NULL, 8, NULL));
	assert_string_equal(pg_test_top_scene(app), "game");
	pg_test_settle(app);
	app->autosave = true;
	pg_test_app_destroy(app);
	assert_true(same_file(totem, before, length));
	free(before);
	/* the Kloone game went to its own file */
	app = pg_test_app_create_in(1280, 800, dir);
	pg_saves_resumable_path(app, "kloone", kloone, sizeof kloone);
	char err[256];
	pg_match *saved = pg_match_load_file(kloone, pg_registry_find, err, sizeof err);
	assert_non_null(saved);
	assert_int_equal(saved->seed, 8);
	pg_match_destroy(saved);
	pg_test_app_destroy(app);
}

static void click_answer(pg_app *app, int which)
{
	SDL_Rect r;
	assert_true(pg_confirm_button(app, which, &r));
	pg_test_click(app, r.x + r.w / 2, r.y + r.h / 2);
	pg_scenes_apply(&app->scenes, app);
}

/* Finding 1: `--game kloone` with a saved Kloone game, then closing,
 * used to replace it without a word. Now the game asks first, and only
 * "Play the new game instead" lets the new game take its place. */
static void a_new_game_asks_before_taking_a_saves_place(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create_in(1280, 800, dir);
	clear_saves(app);
	char path[1024];
	make_save(app, "kloone", 23, 4, path, sizeof path);
	size_t length;
	char *before = read_file(path, &length);
	char err[256];
	pg_match *old = pg_match_load_file(path, pg_registry_find, err, sizeof err);
	int old_moves = old->history_count;
	pg_match_destroy(old);

	/* closed while the question is open: the saved game stays */
	assert_true(pg_test_open_game(app, "kloone", "human,normal", NULL, 9, NULL));
	assert_string_equal(pg_test_top_scene(app), "confirm");
	assert_non_null(strstr(pg_confirm_body(app), "Kloone"));
	assert_non_null(strstr(pg_confirm_body(app), "move"));
	app->autosave = true;
	pg_test_app_destroy(app);
	assert_true(same_file(path, before, length));

	/* "Resume the saved game" opens it */
	app = pg_test_app_create_in(1280, 800, dir);
	assert_true(pg_test_open_game(app, "kloone", "human,normal", NULL, 9, NULL));
	click_answer(app, 0);
	assert_string_equal(pg_test_top_scene(app), "game");
	assert_true(pg_test_play(app)->from_save);
	assert_int_equal(pg_test_play(app)->match->history_count, old_moves);
	assert_int_equal(pg_test_play(app)->match->seed, 4);
	pg_test_app_destroy(app);
	assert_true(same_file(path, before, length));

	/* "Play the new game instead": now, and only now, it may replace it */
	app = pg_test_app_create_in(1280, 800, dir);
	assert_true(pg_test_open_game(app, "kloone", "human,human", NULL, 9, NULL));
	click_answer(app, 1);
	assert_string_equal(pg_test_top_scene(app), "game");
	assert_false(pg_test_play(app)->from_save);
	play_some(app, 2);
	assert_true(same_file(path, before, length)); /* nothing written yet */
	assert_true(pg_game_save_and_quit(app));
	pg_match *saved = pg_match_load_file(path, pg_registry_find, err, sizeof err);
	assert_non_null(saved);
	assert_int_equal(saved->seed, 9);
	pg_match_destroy(saved);
	pg_test_app_destroy(app);
	free(before);
}

/* The setup screen's Start asks too; Back (or Esc) keeps the saved game. */
static void setup_start_asks_before_replacing(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create_in(1280, 800, dir);
	clear_saves(app);
	char path[1024];
	make_save(app, "totem-pole", 30, 5, path, sizeof path);
	size_t length;
	char *before = read_file(path, &length);
	pg_open_title(app);
	pg_scenes_apply(&app->scenes, app);
	pg_open_setup(app, pg_view_find("totem-pole"));
	pg_scenes_apply(&app->scenes, app);
	pg_test_key(app, SDLK_RETURN, 0); /* Start */
	pg_scenes_apply(&app->scenes, app);
	assert_string_equal(pg_test_top_scene(app), "confirm");
	assert_non_null(strstr(pg_confirm_body(app), "Totem Pole"));
	pg_test_key(app, SDLK_ESCAPE, 0);
	pg_scenes_apply(&app->scenes, app);
	assert_string_equal(pg_test_top_scene(app), "setup");
	assert_null(pg_test_play(app));

	pg_test_key(app, SDLK_RETURN, 0);
	pg_scenes_apply(&app->scenes, app);
	click_answer(app, 1); /* Start a new game and replace it */
	assert_string_equal(pg_test_top_scene(app), "game");
	assert_true(same_file(path, before, length));
	play_some(app, 2);
	app->autosave = true;
	pg_test_app_destroy(app);
	assert_false(same_file(path, before, length));
	free(before);
}

/* The title lists each saved game with its game, players, moves and date,
 * newest first. */
static void title_lists_saved_games(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create_in(1280, 800, dir);
	clear_saves(app);
	char totem[1024], kloone[1024];
	make_save(app, "totem-pole", 45, 6, totem, sizeof totem);
	make_save(app, "kloone", 12, 7, kloone, sizeof kloone);
	/* the Kloone save is the older one */
	struct timespec times[2] = {{.tv_sec = time(NULL) - 3600}, {.tv_sec = time(NULL) - 3600}};
	utimensat(AT_FDCWD, kloone, times, 0);
	pg_open_title(app);
	pg_scenes_apply(&app->scenes, app);
	pg_test_frame(app, 0);
	char row[512];
	assert_true(pg_title_save_row(app, 0, row, sizeof row));
	assert_non_null(strstr(row, "Totem Pole"));
	assert_non_null(strstr(row, "players: a person, Normal AI"));
	assert_non_null(strstr(row, "move 4"));
	assert_non_null(strstr(row, "today"));
	assert_true(pg_title_save_row(app, 1, row, sizeof row));
	assert_non_null(strstr(row, "Kloone"));
	assert_non_null(strstr(row, "move 12"));
	assert_false(pg_title_save_row(app, 2, row, sizeof row));
	pg_test_app_destroy(app);
}

/* The single current.save of earlier versions becomes the game's own save. */
static void old_current_save_moves_into_saves(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create_in(1280, 800, dir);
	clear_saves(app);
	char made[1024];
	make_save(app, "totem-pole", 20, 10, made, sizeof made);
	char legacy[1100];
	snprintf(legacy, sizeof legacy, "%scurrent.save", app->pref_dir);
	assert_int_equal(rename(made, legacy), 0);
	size_t length;
	char *before = read_file(legacy, &length);
	pg_test_app_destroy(app);
	app = pg_test_app_create_in(1280, 800, dir);
	struct stat st;
	assert_int_not_equal(stat(legacy, &st), 0);
	assert_true(same_file(made, before, length));
	free(before);
	pg_test_app_destroy(app);
}

/* "Save as..." writes a new named save each time and the game goes on in
 * it; the game's resumable save is not touched. */
static void save_as_makes_a_new_named_save(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create_in(1280, 800, dir);
	clear_saves(app);
	char resumable_path[1024];
	make_save(app, "totem-pole", 10, 11, resumable_path, sizeof resumable_path);
	size_t length;
	char *before = read_file(resumable_path, &length);
	assert_true(pg_test_open_game(app, "totem-pole", "human,human", NULL, 12, NULL));
	click_answer(app, 1);
	play_some(app, 2);
	assert_true(pg_game_save_as(app));
	char first[1024];
	snprintf(first, sizeof first, "%s", pg_game_save_path(app));
	assert_non_null(strstr(first, "/saves/totem-pole-"));
	play_some(app, 1);
	assert_true(pg_game_save_as(app));
	assert_string_not_equal(first, pg_game_save_path(app));
	char err[256];
	pg_match *a = pg_match_load_file(first, pg_registry_find, err, sizeof err);
	pg_match *b = pg_match_load_file(pg_game_save_path(app), pg_registry_find, err, sizeof err);
	assert_non_null(a);
	assert_non_null(b);
	assert_true(b->history_count > a->history_count);
	pg_match_destroy(a);
	pg_match_destroy(b);
	assert_true(same_file(resumable_path, before, length));
	free(before);
	pg_test_app_destroy(app);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(quit_to_menu_saves_and_resume_restores),
		cmocka_unit_test(closing_the_window_saves),
		cmocka_unit_test(damaged_save_is_reported_and_left_alone),
		cmocka_unit_test(finishing_a_resumed_game_forgets_the_save),
		cmocka_unit_test(another_game_leaves_a_saved_game_alone),
		cmocka_unit_test(a_new_game_asks_before_taking_a_saves_place),
		cmocka_unit_test(setup_start_asks_before_replacing),
		cmocka_unit_test(title_lists_saved_games),
		cmocka_unit_test(old_current_save_moves_into_saves),
		cmocka_unit_test(save_as_makes_a_new_named_save),
	};
	return cmocka_run_group_tests(tests, make_dir, remove_dir);
}
