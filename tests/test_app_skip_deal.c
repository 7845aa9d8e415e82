/*
 * test_app_skip_deal.c: one fast-forward skips the table's own run of
 * chance moves (src/app/pg_play.c, pg_play_skip_ahead, through the game
 * scene's Space and board click).
 *
 * Pinned here: during The Great Potlatch's opening deal (a card at a time
 * into hidden hands) one Space or one click on the board plays the rest of
 * the deal at once, and the match, the move log and the pass screen
 * between two people are then exactly as a run that waited for the deal
 * (same seed); Pitengnaqsaraq's opening draw for the weather keeper goes
 * the same way; a fast-forward while an AI's move animates still finishes
 * only that move.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "pg_app_test.h"
#include "pg_play.h"

enum { WIDTH = 960, HEIGHT = 600, GUARD = 2000 };

static const double FRAME = 1.0 / 30;

/* What a run leaves behind when the table's chance moves are over. */
typedef struct outcome {
	int history_count;
	pg_move *history;
	void *state;
	int log_count;
	char (*log)[PG_PLAY_LOG_TEXT];
	bool curtain;
	int viewer;
} outcome;

static void keep(pg_app *app, outcome *out)
{
	const pg_play *play = pg_test_play(app);
	const pg_match *m = play->match;
	out->history_count = m->history_count;
	out->history = malloc(sizeof *out->history * (size_t)(m->history_count + 1));
	out->state = malloc(m->game->state_size);
	out->log_count = play->log_count;
	out->log = malloc(sizeof *out->log * (size_t)(play->log_count + 1));
	assert_non_null(out->history);
	assert_non_null(out->state);
	assert_non_null(out->log);
	memcpy(out->history, m->history, sizeof *out->history * (size_t)m->history_count);
	memcpy(out->state, m->state, m->game->state_size);
	for (int i = 0; i < play->log_count; i++)
		memcpy(out->log[i], pg_play_log_text(play, i), PG_PLAY_LOG_TEXT);
	out->curtain = play->curtain;
	out->viewer = pg_play_viewer(play);
}

static void assert_same(const outcome *a, const outcome *b, size_t state_size)
{
	assert_int_equal(a->history_count, b->history_count);
	assert_memory_equal(a->history, b->history, sizeof *a->history * (size_t)a->history_count);
	assert_memory_equal(a->state, b->state, state_size);
	assert_int_equal(a->log_count, b->log_count);
	for (int i = 0; i < a->log_count; i++)
		assert_string_equal(a->log[i], b->log[i]);
	assert_int_equal(a->curtain, b->curtain);
	assert_int_equal(a->viewer, b->viewer);
}

static void drop(outcome *o)
{
	free(o->history);
	free(o->state);
	free(o->log);
}

static bool table_chance(pg_app *app)
{
	const pg_play *play = pg_test_play(app);
	return pg_play_chance_pending(play) && !pg_play_person_rolls(play);
}

/* Opens the game and waits, frame by frame, for the table's chance moves
 * to be over. Returns how many there were. */
static int wait_out(pg_app *app, const char *game, const char *seats, uint64_t seed,
		    outcome *out)
{
	assert_true(pg_test_open_game(app, game, seats, NULL, seed, NULL));
	pg_test_frame(app, 0);
	int frames = 0;
	while (table_chance(app) && frames++ < GUARD)
		pg_test_frame(app, FRAME);
	assert_false(table_chance(app));
	/* The last card lands; then the pass screen may come down. */
	while (pg_play_animating(pg_test_play(app)) && frames++ < GUARD)
		pg_test_frame(app, FRAME);
	pg_test_frame(app, FRAME);
	keep(app, out);
	return out->history_count;
}

/* Opens the game, lets the table start (until `started` of its chance
 * moves are played), then fast-forwards once: Space, or a click on the
 * middle of the board. */
static void skip_once(pg_app *app, const char *game, const char *seats, uint64_t seed,
		      int started, bool click, outcome *out)
{
	assert_true(pg_test_open_game(app, game, seats, NULL, seed, NULL));
	pg_test_frame(app, 0);
	pg_play *play = pg_test_play(app);
	for (int frames = 0; play->match->history_count < started && frames < GUARD; frames++)
		pg_test_frame(app, FRAME);
	assert_int_equal(play->match->history_count, started);
	assert_true(table_chance(app));
	if (click) {
		SDL_Rect board = pg_test_view_area(app);
		pg_test_click(app, board.x + board.w / 2, board.y + board.h / 2);
	} else {
		pg_test_key(app, SDLK_SPACE, 0);
	}
	/* The next frame already shows the end of the run, at rest. */
	assert_false(table_chance(app));
	assert_false(pg_play_animating(play));
	keep(app, out);
	/* No move was made for the person: the click or key was only a skip. */
	assert_int_equal(pg_test_submitted_count(app), 0);
}

/* Waits out the table's run in one game, skips it in another with the
 * same seed, checks that both end alike; returns whether the pass screen
 * is then down. */
static bool check_skip(const char *game, const char *seats, uint64_t seed, int started,
		       bool click, int least_run)
{
	pg_app *app = pg_test_app_create(WIDTH, HEIGHT);
	assert_non_null(app);
	outcome waited, skipped;
	int run = wait_out(app, game, seats, seed, &waited);
	assert_true(run >= least_run);
	skip_once(app, game, seats, seed, started, click, &skipped);
	assert_same(&waited, &skipped, pg_test_play(app)->game->state_size);
	bool curtain = skipped.curtain;
	drop(&waited);
	drop(&skipped);
	pg_test_app_destroy(app);
	return curtain;
}

/* Four seats, a person first: the whole deal goes with one Space while
 * its second card is dealt. */
static void test_deal_one_person_space(void **state)
{
	(void)state;
	assert_false(check_skip("great-potlatch", "human,normal,normal,normal", 11, 1, false, 8));
}

/* Two people among four seats: one click on the board while the first
 * cards fly; the pass screen still comes between the deal and the first
 * person's turn, and nobody is the viewer behind it. */
static void test_deal_two_people_click(void **state)
{
	(void)state;
	assert_true(check_skip("great-potlatch", "human,normal,human,normal", 5, 3, true, 8));
	assert_true(check_skip("great-potlatch", "human,human,normal,normal", 23, 0, false, 8));
}

/* Pitengnaqsaraq opens with the draw for the weather keeper, no seat's:
 * one Space before it shows it drawn, at rest. */
static void test_pitengnaqsaraq_opening(void **state)
{
	(void)state;
	assert_false(check_skip("pitengnaqsaraq", "human,normal,normal", 4, 0, false, 1));
	check_skip("pitengnaqsaraq", "human,human,normal", 9, 0, true, 1);
}

/* After the deal, an AI's move animating: Space finishes that move's
 * animation and plays nothing more. */
static void test_ai_move_skips_only_itself(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(WIDTH, HEIGHT);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "great-potlatch", "human,normal,normal,normal", NULL, 11,
				      NULL));
	pg_test_settle(app);
	pg_play *play = pg_test_play(app);
	/* The person plays a move, so that the AIs move after it. */
	pg_move moves[PG_MAX_MOVES];
	assert_true(pg_play_legal_moves(play, moves, PG_MAX_MOVES) > 0);
	assert_true(pg_play_submit(play, moves[0]));
	int before = play->match->history_count;
	bool seen = false;
	for (int frames = 0; frames < GUARD && !seen; frames++) {
		pg_test_frame(app, FRAME);
		int count = play->match->history_count;
		seen = count > before + 1 && play->movers[count - 1] > 0 && pg_play_animating(play);
	}
	assert_true(seen);
	int count = play->match->history_count;
	pg_test_key(app, SDLK_SPACE, 0);
	assert_false(pg_play_animating(play));
	assert_int_equal(play->match->history_count, count);
	assert_int_equal(pg_test_submitted_count(app), 1);
	pg_test_app_destroy(app);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_deal_one_person_space),
	    cmocka_unit_test(test_deal_two_people_click),
	    cmocka_unit_test(test_pitengnaqsaraq_opening),
	    cmocka_unit_test(test_ai_move_skips_only_itself),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
