/*
 * test_scene_replay.c: the replay of a finished game (issue 14): Watch
 * again from the results; stepping forward and back, to the start and the
 * end, by keys, buttons and the log, shows the match as it was at that
 * move; autoplay plays on by itself and stops at the end; and what a
 * replay shows of hidden hands (docs/architecture.md, "Replays").
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
#include "pg_history.h"
#include "pg_history_scenes.h"
#include "pg_options.h"
#include "pg_play.h"
#include "pg_registry.h"
#include "pg_rng.h"
#include "pg_scenes.h"

static pg_app *app_in_new_folder(int width, int height)
{
	char dir[] = "/tmp/pg-test-replay-XXXXXX";
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

/* Seeded random moves straight on the match to its end. */
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
	assert_true(pg_match_is_terminal(match));
}

/* The replay shows the finished game cut at its ply: the same state as
 * the game's first `ply` moves played from the start. */
static void assert_shows(pg_app *app, const pg_match *full, int ply)
{
	assert_int_equal(pg_replay_ply(app), ply);
	pg_play *replay = pg_replay_play(app);
	assert_non_null(replay);
	assert_int_equal(replay->match->history_count, ply);
	pg_match *expected = pg_match_create(full->game, &full->options, full->seed);
	for (int i = 0; i < ply; i++)
		assert_true(pg_match_play(expected, full->history[i], NULL));
	assert_memory_equal(replay->match->state, expected->state, full->game->state_size);
	pg_match_destroy(expected);
}

static void click(pg_app *app, int control)
{
	SDL_Rect r;
	assert_true(pg_replay_button(app, control, &r));
	pg_test_click(app, r.x + r.w / 2, r.y + r.h / 2);
	pg_test_frame(app, 0);
}

static void test_watch_again_steps_through_the_game(void **unused)
{
	(void)unused;
	pg_app *app = app_in_new_folder(1280, 800);
	assert_true(pg_test_open_game(app, "totem-pole", "human,normal", NULL, 8, NULL));
	pg_play *play = pg_test_play(app);
	play_out(play->match, 3);
	pg_play_resync(play);
	pg_test_settle(app);
	assert_string_equal(pg_test_top_scene(app), "results");
	const pg_match *full = play->match;
	int total = full->history_count;
	assert_true(total > 6);

	SDL_Rect watch;
	assert_true(pg_results_watch_button(app, &watch));
	pg_test_click(app, watch.x + watch.w / 2, watch.y + watch.h / 2);
	pg_test_frame(app, 0);
	assert_string_equal(pg_test_top_scene(app), "replay");
	assert_shows(app, full, 0);

	for (int i = 1; i <= 5; i++) {
		pg_test_key(app, SDLK_RIGHT, 0);
		assert_shows(app, full, i);
	}
	pg_test_key(app, SDLK_LEFT, 0);
	assert_shows(app, full, 4);
	pg_test_key(app, SDLK_END, 0);
	assert_shows(app, full, total);
	assert_true(pg_match_is_terminal(pg_replay_play(app)->match));
	pg_test_key(app, SDLK_RIGHT, 0); /* nothing after the end */
	assert_shows(app, full, total);
	pg_test_key(app, SDLK_HOME, 0);
	assert_shows(app, full, 0);
	pg_test_key(app, SDLK_LEFT, 0); /* nothing before the start */
	assert_shows(app, full, 0);

	/* The buttons do the same. */
	click(app, PG_REPLAY_FORWARD);
	click(app, PG_REPLAY_FORWARD);
	assert_shows(app, full, 2);
	click(app, PG_REPLAY_BACK);
	assert_shows(app, full, 1);
	click(app, PG_REPLAY_END);
	assert_shows(app, full, total);
	click(app, PG_REPLAY_START);
	assert_shows(app, full, 0);

	/* Autoplay moves on by itself at its speed, and a step stops it. */
	pg_test_key(app, SDLK_SPACE, 0);
	assert_true(pg_replay_autoplay(app));
	for (int i = 0; i < 75; i++) /* 2.5 s at one move a second */
		pg_app_update(app, 1.0 / 30);
	assert_shows(app, full, 2);
	click(app, PG_REPLAY_SPEED); /* two a second */
	for (int i = 0; i < 30; i++)
		pg_app_update(app, 1.0 / 30);
	assert_true(pg_replay_ply(app) >= 3 && pg_replay_ply(app) <= 5);
	pg_test_key(app, SDLK_RIGHT, 0);
	assert_false(pg_replay_autoplay(app));
	int at = pg_replay_ply(app);
	for (int i = 0; i < 60; i++)
		pg_app_update(app, 1.0 / 30);
	assert_shows(app, full, at);
	/* Played to the end, it stops there. */
	pg_test_key(app, SDLK_SPACE, 0);
	for (int i = 0; i < 40 * total && pg_replay_autoplay(app); i++)
		pg_app_update(app, 1.0 / 30);
	assert_false(pg_replay_autoplay(app));
	assert_shows(app, full, total);

	/* The whole replay renders at the three sizes. */
	static const int sizes[3][2] = {{960, 600}, {1920, 1080}, {1280, 800}};
	for (int i = 0; i < 3; i++) {
		assert_true(pg_test_resize(app, sizes[i][0], sizes[i][1]));
		pg_test_key(app, SDLK_HOME, 0);
		pg_test_frame(app, 0);
		pg_test_key(app, SDLK_END, 0);
		pg_test_frame(app, 0);
	}
	/* The finished game itself is untouched, and Esc goes back to the
	 * results. */
	assert_int_equal(play->match->history_count, total);
	pg_test_key(app, SDLK_ESCAPE, 0);
	pg_test_frame(app, 0);
	assert_string_equal(pg_test_top_scene(app), "results");
	remove_folder(app);
}

/* A finished game of the first hidden-information game with a view, with
 * the seats given. NULL when no game hides anything. */
static pg_match *hidden_game(const char *seats, uint64_t seed)
{
	for (int i = 0; i < pg_view_count(); i++) {
		const pg_game *g = pg_registry_find(pg_view_at(i)->game_id);
		if (!g || !g->hidden_information)
			continue;
		pg_options options;
		pg_options_default(g, &options);
		options.players = 2;
		pg_match *match = pg_match_create(g, &options, seed);
		snprintf(match->seats, sizeof match->seats, "%s", seats);
		play_out(match, seed);
		return match;
	}
	return NULL;
}

/* One person: their own view. Hot seat: a spectator's, every hand hidden.
 * Either way the AI's hand is never shown. */
static void test_hidden_hands_as_the_viewer_saw_them(void **unused)
{
	(void)unused;
	pg_app *app = app_in_new_folder(1280, 800);
	static const struct {
		const char *seats;
		int viewer;
	} cases[] = {{"easy,human", 1}, {"human,human", -1}, {"easy,normal", -1}};
	for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
		pg_match *match = hidden_game(cases[c].seats, 50 + c);
		if (!match)
			skip();
		const pg_game *g = match->game;
		int half = match->history_count / 2;
		pg_match *truth = pg_match_create(g, &match->options, match->seed);
		for (int i = 0; i < half; i++)
			pg_match_play(truth, match->history[i], NULL);
		char err[256];
		assert_true(pg_open_replay(app, match, err, sizeof err));
		pg_test_frame(app, 0);
		for (int i = 0; i < half; i++)
			pg_test_key(app, SDLK_RIGHT, 0);
		pg_test_frame(app, 0);
		pg_play *replay = pg_replay_play(app);
		assert_int_equal(pg_play_viewer(replay), cases[c].viewer);
		/* What the view is given is that viewer's observation. */
		void *seen = malloc(g->state_size);
		pg_game_observe(g, truth->state, cases[c].viewer, seen);
		assert_memory_equal(pg_play_state(replay), seen, g->state_size);
		free(seen);
		pg_match_destroy(truth);
		pg_test_key(app, SDLK_ESCAPE, 0);
		pg_test_frame(app, 0);
		assert_string_equal(pg_test_top_scene(app), "title");
	}
	remove_folder(app);
}

static void test_a_game_not_over_is_refused(void **unused)
{
	(void)unused;
	pg_app *app = app_in_new_folder(1280, 800);
	const pg_game *g = pg_registry_find("totem-pole");
	pg_options options;
	pg_options_default(g, &options);
	options.players = 2;
	pg_match *match = pg_match_create(g, &options, 1);
	snprintf(match->seats, sizeof match->seats, "human,normal");
	char err[256] = "";
	assert_false(pg_open_replay(app, match, err, sizeof err));
	assert_non_null(strstr(err, "not over"));
	pg_test_frame(app, 0);
	assert_string_equal(pg_test_top_scene(app), "title");
	remove_folder(app);
}

/* A past game that does not load says why in its one-line row: the reason
 * opens with the file's name, not the whole path of the folder, which
 * once filled the row and cut the reason off. */
static void test_a_damaged_past_game_names_its_file_and_why(void **unused)
{
	(void)unused;
	pg_app *app = app_in_new_folder(1280, 800);
	char dir[PG_APP_PATH_MAX], path[PG_APP_PATH_MAX + 64];
	assert_true(pg_history_dir(app, dir, sizeof dir));
	assert_int_equal(mkdir(dir, 0700), 0);
	snprintf(path, sizeof path, "%s/000001-totem-pole.save", dir);
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs("potlatch-games save 1\ngame totem-pole\nseed x\n", f);
	fclose(f);
	pg_history_entry entry;
	assert_int_equal(pg_history_list(app, &entry, 1), 1);
	assert_true(entry.damaged);
	assert_null(strstr(entry.why, dir));
	assert_int_equal(strncmp(entry.why, "000001-totem-pole.save", 22), 0);
	assert_true(strlen(entry.why) > 23);
	remove_folder(app);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_watch_again_steps_through_the_game),
		cmocka_unit_test(test_hidden_hands_as_the_viewer_saw_them),
		cmocka_unit_test(test_a_game_not_over_is_refused),
		cmocka_unit_test(test_a_damaged_past_game_names_its_file_and_why),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
