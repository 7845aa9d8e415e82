/*
 * test_app_seed_pin.c: the setup screen's seed (issue 14). A typed seed
 * deals one game; the next visit to the setup screen starts empty and
 * deals at random, unless the player pinned the seed ("Keep this seed for
 * later games"): then every later game deals the same until the box is
 * cleared. The pin and the seed survive a restart of the app. Rematch
 * deals a typed seed again, and a pinned one always (pg_setup.h).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "pg_app_test.h"
#include "pg_play.h"
#include "pg_scenes.h"
#include "pg_setup.h"

static const char *const GAME = "totem-pole";

static SDL_Point centre(SDL_Rect r)
{
	return (SDL_Point){r.x + r.w / 2, r.y + r.h / 2};
}

static void open_setup(pg_app *app)
{
	pg_open_title(app);
	pg_open_setup(app, pg_view_find(GAME));
	pg_test_frame(app, 0);
	assert_string_equal(pg_test_top_scene(app), "setup");
}

static void click(pg_app *app, pg_setup_part part)
{
	SDL_Point c = centre(pg_setup_rect(app, part));
	pg_test_click(app, c.x, c.y);
	pg_test_frame(app, 0);
}

/* Clicks the seed box, clears it and types digits (may be ""). */
static void type_seed(pg_app *app, const char *digits)
{
	click(app, PG_SETUP_SEED_BOX);
	pg_test_key(app, SDLK_DELETE, 0);
	for (const char *d = digits; *d; d++)
		pg_test_key(app, (SDL_Keycode)(SDLK_0 + (*d - '0')), 0);
	pg_test_key(app, SDLK_RETURN, 0); /* leaves the box */
	assert_string_equal(pg_setup_seed(app), digits);
}

/* Starts the game from the setup screen and returns its seed. */
static uint64_t start(pg_app *app)
{
	click(app, PG_SETUP_START);
	assert_string_equal(pg_test_top_scene(app), "game");
	return pg_test_play(app)->match->seed;
}

static void a_typed_seed_is_for_one_game(void **unused)
{
	(void)unused;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	open_setup(app);
	assert_string_equal(pg_setup_seed(app), "");
	type_seed(app, "4242");
	assert_int_equal(start(app), 4242);
	/* Back on the setup screen the box is empty and the deal is new. */
	open_setup(app);
	assert_string_equal(pg_setup_seed(app), "");
	assert_int_not_equal(start(app), 4242);
	pg_test_app_destroy(app);
}

static void a_pinned_seed_deals_every_game_until_cleared(void **unused)
{
	(void)unused;
	char dir[] = "/tmp/pg-seed-pin-XXXXXX";
	assert_non_null(mkdtemp(dir));
	pg_app *app = pg_test_app_create_in(1280, 800, dir);
	assert_non_null(app);
	open_setup(app);
	type_seed(app, "777");
	click(app, PG_SETUP_KEEP_SEED);
	assert_int_equal(start(app), 777);
	open_setup(app);
	assert_string_equal(pg_setup_seed(app), "777");
	assert_int_equal(start(app), 777);
	pg_test_app_destroy(app);

	/* The pin outlives the app. */
	app = pg_test_app_create_in(1280, 800, dir);
	open_setup(app);
	assert_string_equal(pg_setup_seed(app), "777");
	assert_int_equal(start(app), 777);
	/* Cleared, the next game is random and nothing comes back. */
	open_setup(app);
	type_seed(app, "");
	assert_int_not_equal(start(app), 777);
	open_setup(app);
	assert_string_equal(pg_setup_seed(app), "");
	/* Unpinned with a seed typed: that one game only. */
	type_seed(app, "31");
	click(app, PG_SETUP_KEEP_SEED); /* off again */
	assert_int_equal(start(app), 31);
	open_setup(app);
	assert_string_equal(pg_setup_seed(app), "");
	pg_test_app_destroy(app);
}

/* Plays the open game to its end with the first legal move each time,
 * then lets the results open and presses Enter (Rematch); returns the
 * seed the rematch deals. */
static uint64_t rematch(pg_app *app)
{
	pg_play *play = pg_test_play(app);
	assert_non_null(play);
	pg_move moves[4096];
	for (int guard = 0; !pg_match_is_terminal(play->match) && guard < 100000; guard++) {
		if (pg_match_to_move(play->match) == PG_CHANCE) {
			pg_match_resolve_chance(play->match, NULL);
			continue;
		}
		assert_true(play->game->legal_moves(play->match->state, moves, 4096) > 0);
		assert_true(pg_match_play(play->match, moves[0], NULL));
	}
	pg_play_resync(play);
	pg_test_settle(app);
	assert_string_equal(pg_test_top_scene(app), "results");
	pg_test_key(app, SDLK_RETURN, 0);
	pg_scenes_apply(&app->scenes, app);
	assert_string_equal(pg_test_top_scene(app), "game");
	assert_int_equal(pg_test_play(app)->match->history_count, 0);
	return pg_test_play(app)->match->seed;
}

/* Rematch: a typed seed is for its game and the rematch (again and
 * again), a pinned one for every game, a game dealt at random gets a new
 * deal. */
static void rematch_keeps_a_typed_or_pinned_seed(void **unused)
{
	(void)unused;
	char dir[] = "/tmp/pg-seed-rematch-XXXXXX";
	assert_non_null(mkdtemp(dir));
	pg_app *app = pg_test_app_create_in(1280, 800, dir);
	assert_non_null(app);
	open_setup(app);
	type_seed(app, "4242");
	assert_int_equal(start(app), 4242);
	assert_int_equal(rematch(app), 4242);
	assert_int_equal(rematch(app), 4242);

	/* Dealt at random: the rematch is a new deal. */
	open_setup(app);
	assert_string_equal(pg_setup_seed(app), "");
	uint64_t random_seed = start(app);
	assert_int_not_equal(rematch(app), random_seed);

	/* A game not from the setup screen whose seed only equals the typed
	 * one's number is not a typed game. */
	open_setup(app);
	type_seed(app, "5");
	start(app);
	assert_true(pg_test_open_game(app, GAME, "human,easy", NULL, 6, NULL));
	assert_int_not_equal(rematch(app), 6);

	/* Pinned: every rematch deals it, even of a game dealt otherwise. */
	open_setup(app);
	type_seed(app, "777");
	click(app, PG_SETUP_KEEP_SEED);
	assert_int_equal(start(app), 777);
	assert_int_equal(rematch(app), 777);
	assert_true(pg_test_open_game(app, GAME, "human,easy", NULL, 12, NULL));
	assert_int_equal(rematch(app), 777);
	pg_test_app_destroy(app);
	char cmd[64];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	assert_int_equal(system(cmd), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(a_typed_seed_is_for_one_game),
		cmocka_unit_test(a_pinned_seed_deals_every_game_until_cleared),
		cmocka_unit_test(rematch_keeps_a_typed_or_pinned_seed),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
