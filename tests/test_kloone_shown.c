/*
 * test_kloone_shown.c: the small rules helpers that Potlatch Kloone's scene
 * uses instead of repeating the rules (kloone_rules.h: kloone_run_adds_chip,
 * kloone_chip_source_check, kloone_put_pawn, kloone_supply_add) agree with
 * what the rules themselves do, in every position of a few whole games.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "kloone/kloone_rules.h"
#include "pg_options.h"

static const pg_game *const game = &kloone_game;

/* Calls check on every position of a game from seed's first player on,
 * each move picked from the legal ones by a small generator. */
static void for_each_position(unsigned seed, int actions, void (*check)(const kloone_state *))
{
	pg_options options;
	pg_options_default(game, &options);
	char err[128];
	assert_true(pg_options_set(game, &options, "actions", actions == 3 ? "3" : "2", err,
	                           sizeof err));
	kloone_state s;
	game->init(&s, &options);
	pg_move move;
	assert_true(game->move_from_text(&s, seed & 1 ? "first:1" : "first:0", &move));
	game->apply_move(&s, move, NULL);
	unsigned lcg = seed * 2654435761u + 1;
	for (int ply = 0; ply < 300 && kloone_to_move(&s) >= 0; ply++) {
		check(&s);
		pg_move legal[PG_MAX_MOVES];
		int n = game->legal_moves(&s, legal, PG_MAX_MOVES);
		assert_true(n > 0);
		lcg = lcg * 1103515245u + 12345u;
		game->apply_move(&s, legal[(lcg >> 16) % (unsigned)n], NULL);
	}
}

static int positions_with_a_run;

/* A run adds a chip exactly when ending it now makes the pawn's stack
 * higher. */
static void run_adds_chip_as_ending_it_does(const kloone_state *s)
{
	kloone_state ended = *s;
	kloone_end_run(&ended);
	int t = kloone_pawn_tile(s, kloone_to_move(s));
	bool grows = kloone_stack_height(&ended, t) > kloone_stack_height(s, t);
	assert_int_equal(kloone_run_adds_chip(s), grows);
	positions_with_a_run += kloone_run_in_progress(s);
}

static void test_run_adds_chip_when_ending_the_run_adds_one(void **state)
{
	(void)state;
	positions_with_a_run = 0;
	for (unsigned seed = 1; seed <= 12; seed++)
		for_each_position(seed, seed % 3 ? 2 : 3, run_adds_chip_as_ending_it_does);
	assert_true(positions_with_a_run > 20);
}

/* Red's pawn runs from a one-high stack at (0,0) onto one `height` high
 * at (1,0); Blue's stands at (-1,0). */
static void run_onto(kloone_state *s, int height)
{
	kloone_debug_empty(s, 2);
	kloone_debug_pawn(s, 0, kloone_debug_tile(s, 0, 0, 1, KLOONE_CHIP_NEUTRAL));
	kloone_debug_tile(s, 1, 0, height, KLOONE_CHIP_NEUTRAL);
	kloone_debug_pawn(s, 1, kloone_debug_tile(s, -1, 0, 0, KLOONE_CHIP_NEUTRAL));
	kloone_debug_begin_turn(s, 0);
	game->apply_move(s, kloone_move_pawn(1, 0), NULL);
	assert_true(kloone_run_in_progress(s));
}

/* Below the third level a run needs a white chip; the third takes the
 * runner's colour, or a white one when the colour is all on the board. */
static void test_run_adds_no_chip_when_the_chip_it_needs_is_gone(void **state)
{
	(void)state;
	kloone_state s;
	run_onto(&s, 1);
	assert_true(kloone_run_adds_chip(&s));
	kloone_supply_add(&s, KLOONE_CHIP_NEUTRAL, -kloone_neutral_supply(&s));
	assert_false(kloone_run_adds_chip(&s));
	run_onto(&s, 2);
	kloone_supply_add(&s, KLOONE_CHIP_NEUTRAL, -kloone_neutral_supply(&s));
	assert_true(kloone_run_adds_chip(&s));
	kloone_supply_add(&s, KLOONE_CHIP_RED, -kloone_colour_supply(&s, 0));
	assert_false(kloone_run_adds_chip(&s));
	kloone_supply_add(&s, KLOONE_CHIP_NEUTRAL, 1);
	assert_true(kloone_run_adds_chip(&s));
}

static int chip_moves_checked;

/* Where the chip at the pawn's feet may not leave, no neighbour takes it,
 * for that reason; where it may, a neighbour refuses it only for its own
 * reasons. */
static void source_check_agrees_with_move_check(const kloone_state *s)
{
	kloone_block source = kloone_chip_source_check(s);
	int t = kloone_pawn_tile(s, kloone_to_move(s));
	for (int d = 0; d < KLOONE_DIRECTIONS; d++) {
		kloone_block b =
		    kloone_chip_move_check(s, kloone_tile_q(s, t) + kloone_direction_q[d],
		                           kloone_tile_r(s, t) + kloone_direction_r[d]);
		if (b == KLOONE_BLOCK_OFF_BOARD)
			continue;
		if (source != KLOONE_OK)
			assert_int_equal(b, source);
		else
			assert_true(b != KLOONE_BLOCK_NO_CHIP && b != KLOONE_BLOCK_NO_NEUTRAL);
		chip_moves_checked++;
	}
}

static void test_chip_source_check_is_the_move_checks_first_reason(void **state)
{
	(void)state;
	chip_moves_checked = 0;
	for (unsigned seed = 1; seed <= 12; seed++)
		for_each_position(seed, seed % 3 ? 2 : 3, source_check_agrees_with_move_check);
	assert_true(chip_moves_checked > 200);
}

static void test_chip_source_check_names_a_missing_chip_and_a_missing_white(void **state)
{
	(void)state;
	kloone_state s;
	kloone_debug_empty(&s, 2);
	int bare = kloone_debug_tile(&s, 0, 0, 0, KLOONE_CHIP_NEUTRAL);
	kloone_debug_tile(&s, 1, 0, 0, KLOONE_CHIP_NEUTRAL);
	kloone_debug_pawn(&s, 0, bare);
	kloone_debug_pawn(&s, 1, 1);
	kloone_debug_begin_turn(&s, 0);
	assert_int_equal(kloone_chip_source_check(&s), KLOONE_BLOCK_NO_CHIP);

	kloone_debug_empty(&s, 2);
	int red = kloone_debug_tile(&s, 0, 0, 3, KLOONE_CHIP_RED);
	kloone_debug_tile(&s, 1, 0, 0, KLOONE_CHIP_NEUTRAL);
	kloone_debug_pawn(&s, 0, red);
	kloone_debug_pawn(&s, 1, 1);
	kloone_debug_begin_turn(&s, 0);
	assert_int_equal(kloone_chip_source_check(&s), KLOONE_OK);
	kloone_supply_add(&s, KLOONE_CHIP_NEUTRAL, -kloone_neutral_supply(&s));
	assert_int_equal(kloone_chip_source_check(&s), KLOONE_BLOCK_NO_NEUTRAL);
}

static void test_supply_add_gives_back_and_takes_down_to_none(void **state)
{
	(void)state;
	kloone_state s;
	kloone_debug_empty(&s, 2);
	int white = kloone_neutral_supply(&s), red = kloone_colour_supply(&s, 0);
	kloone_supply_add(&s, KLOONE_CHIP_NEUTRAL, -1);
	kloone_supply_add(&s, KLOONE_CHIP_RED, 1);
	assert_int_equal(kloone_neutral_supply(&s), white - 1);
	assert_int_equal(kloone_colour_supply(&s, 0), red + 1);
	assert_int_equal(kloone_colour_supply(&s, 1), red);
	kloone_supply_add(&s, KLOONE_CHIP_BLUE, -(red + 4));
	assert_int_equal(kloone_colour_supply(&s, 1), 0);
	assert_int_equal(kloone_colour_supply(&s, 0), red + 1);
}

static void test_put_pawn_stands_it_there_visited(void **state)
{
	(void)state;
	kloone_state s;
	kloone_debug_empty(&s, 2);
	int a = kloone_debug_tile(&s, 0, 0, 0, KLOONE_CHIP_NEUTRAL);
	int b = kloone_debug_tile(&s, 1, 0, 1, KLOONE_CHIP_NEUTRAL);
	kloone_debug_pawn(&s, 0, a);
	kloone_debug_pawn(&s, 1, b);
	kloone_debug_begin_turn(&s, 0);
	int c = kloone_debug_tile(&s, 0, 1, 0, KLOONE_CHIP_NEUTRAL);
	assert_false(kloone_tile_visited(&s, c));
	kloone_put_pawn(&s, 0, c);
	assert_int_equal(kloone_pawn_tile(&s, 0), c);
	assert_true(kloone_tile_visited(&s, c));
	assert_true(kloone_tile_visited(&s, a));
	kloone_put_pawn(&s, 0, -1);
	assert_int_equal(kloone_pawn_tile(&s, 0), c);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_run_adds_chip_when_ending_the_run_adds_one),
	    cmocka_unit_test(test_run_adds_no_chip_when_the_chip_it_needs_is_gone),
	    cmocka_unit_test(test_chip_source_check_is_the_move_checks_first_reason),
	    cmocka_unit_test(test_chip_source_check_names_a_missing_chip_and_a_missing_white),
	    cmocka_unit_test(test_supply_add_gives_back_and_takes_down_to_none),
	    cmocka_unit_test(test_put_pawn_stands_it_there_visited),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
