/*
 * test_kloone.c: Potlatch Kloone, one test per rule of the rule book (named
 * after the rule), every decision docs/rules/kloone.md records, the layouts,
 * the notation, the hover checks and the AI's grasp of a win and a block.
 *
 * Positions are built with the kloone_debug_* helpers: red (seat 0) is to
 * move unless a test says otherwise, blue's pawn waits on a tile of its own
 * away from the action.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "kloone/kloone_ai.h"
#include "kloone/kloone_rules.h"
#include "pg_ai.h"
#include "pg_match.h"
#include "pg_options.h"

enum { RED = 0, BLUE = 1 };

/* ---- helpers ---------------------------------------------------------------- */

static kloone_state board(int actions)
{
	kloone_state s;
	kloone_debug_empty(&s, actions);
	return s;
}

static int tile(kloone_state *s, int q, int r, int height)
{
	return kloone_debug_tile(s, q, r, height, KLOONE_CHIP_NEUTRAL);
}

/* Red's pawn on (0,0) at from_height, blue's pawn parked at (-4,0). */
static kloone_state red_at_origin(int actions, int from_height)
{
	kloone_state s = board(actions);
	kloone_debug_pawn(&s, RED, tile(&s, 0, 0, from_height));
	kloone_debug_pawn(&s, BLUE, tile(&s, -4, 0, 0));
	return s;
}

static void start(kloone_state *s)
{
	kloone_debug_begin_turn(s, RED);
	assert_int_equal(kloone_to_move(s), RED);
}

static bool is_legal(const kloone_state *s, pg_move move)
{
	pg_move moves[PG_MAX_MOVES];
	int n = kloone_game.legal_moves(s, moves, PG_MAX_MOVES);
	for (int i = 0; i < n; i++)
		if (moves[i] == move)
			return true;
	return false;
}

/* Plays one move given in the notation; it must be legal. */
static void play(kloone_state *s, const char *text, pg_event_list *events)
{
	pg_move move;
	if (!kloone_game.move_from_text(s, text, &move))
		fail_msg("'%s' does not parse", text);
	if (!is_legal(s, move))
		fail_msg("'%s' is not legal here", text);
	if (events)
		events->count = 0;
	kloone_game.apply_move(s, move, events);
}

static int height_at(const kloone_state *s, int q, int r)
{
	int t = kloone_tile_at(s, q, r);
	assert_true(t >= 0);
	return kloone_stack_height(s, t);
}

static int count_events(const pg_event_list *events, int detail)
{
	int n = 0;
	for (int i = 0; i < events->count; i++)
		n += events->items[i].detail == detail;
	return n;
}

static const pg_event *find_event(const pg_event_list *events, int detail)
{
	for (int i = 0; i < events->count; i++)
		if (events->items[i].detail == detail)
			return &events->items[i];
	return NULL;
}

/* Red on (0,0) at from_height with one neighbour (1,0) at to_height. */
static kloone_block step_case(int from_height, int to_height)
{
	kloone_state s = red_at_origin(2, from_height);
	tile(&s, 1, 0, to_height);
	start(&s);
	kloone_block block = kloone_pawn_move_check(&s, 1, 0);
	assert_int_equal(block == KLOONE_OK, is_legal(&s, kloone_move_pawn(1, 0)));
	return block;
}

/* ---- move pawn ---------------------------------------------------------------- */

static void test_move_pawn_difference_plus_one(void **unused)
{
	(void)unused;
	assert_int_equal(step_case(0, 1), KLOONE_OK);
	assert_int_equal(step_case(2, 3), KLOONE_OK);
}

static void test_move_pawn_difference_minus_one(void **unused)
{
	(void)unused;
	assert_int_equal(step_case(1, 0), KLOONE_OK);
	assert_int_equal(step_case(3, 2), KLOONE_OK);
}

static void test_move_pawn_difference_zero(void **unused)
{
	(void)unused;
	assert_int_equal(step_case(0, 0), KLOONE_OK);
	assert_int_equal(step_case(3, 3), KLOONE_OK);
}

static void test_move_pawn_difference_plus_two(void **unused)
{
	(void)unused;
	assert_int_equal(step_case(0, 2), KLOONE_BLOCK_TOO_HIGH);
	assert_int_equal(step_case(1, 3), KLOONE_BLOCK_TOO_HIGH);
}

static void test_move_pawn_difference_minus_two(void **unused)
{
	(void)unused;
	assert_int_equal(step_case(2, 0), KLOONE_BLOCK_TOO_LOW);
	assert_int_equal(step_case(3, 1), KLOONE_BLOCK_TOO_LOW);
}

static void test_move_pawn_difference_plus_three(void **unused)
{
	(void)unused;
	assert_int_equal(step_case(0, 3), KLOONE_BLOCK_TOO_HIGH);
}

static void test_move_pawn_difference_minus_three(void **unused)
{
	(void)unused;
	assert_int_equal(step_case(3, 0), KLOONE_BLOCK_TOO_LOW);
}

/* The base tile is not a step: a blank space is at height 0, like a bare
 * tile, so a pawn at height 1 may go there and one at height 2 may not. */
static void test_move_pawn_base_tile_not_counted(void **unused)
{
	(void)unused;
	kloone_state s = red_at_origin(2, 1);
	start(&s);
	assert_int_equal(kloone_pawn_move_check(&s, 1, 0), KLOONE_OK);
	s = red_at_origin(2, 2);
	start(&s);
	assert_int_equal(kloone_pawn_move_check(&s, 1, 0), KLOONE_BLOCK_TOO_LOW);
	assert_false(is_legal(&s, kloone_move_pawn(1, 0)));
}

static void test_move_pawn_to_blank_space_lays_a_tile(void **unused)
{
	(void)unused;
	kloone_state s = red_at_origin(2, 0);
	start(&s);
	int stock = kloone_tile_stock(&s);
	pg_event_list events;
	play(&s, "p1,0", &events);
	int t = kloone_tile_at(&s, 1, 0);
	assert_true(t >= 0);
	assert_int_equal(kloone_pawn_tile(&s, RED), t);
	assert_int_equal(kloone_tile_stock(&s), stock - 1);
	const pg_event *laid = find_event(&events, KLOONE_EVENT_TILE);
	assert_non_null(laid);
	assert_int_equal(laid->a, kloone_cell(1, 0));
}

static void test_move_pawn_to_blank_space_without_stock(void **unused)
{
	(void)unused;
	kloone_state s = red_at_origin(2, 0);
	tile(&s, 0, 1, 0); /* something else to do, so red is not stuck */
	s.tile_stock = 0;
	start(&s);
	assert_int_equal(kloone_pawn_move_check(&s, 1, 0), KLOONE_BLOCK_NO_TILES);
	assert_false(is_legal(&s, kloone_move_pawn(1, 0)));
}

static void test_move_pawn_not_onto_the_other_pawn(void **unused)
{
	(void)unused;
	kloone_state s = board(2);
	kloone_debug_pawn(&s, RED, tile(&s, 0, 0, 0));
	kloone_debug_pawn(&s, BLUE, tile(&s, 1, 0, 0));
	start(&s);
	assert_int_equal(kloone_pawn_move_check(&s, 1, 0), KLOONE_BLOCK_OTHER_PAWN);
	assert_false(is_legal(&s, kloone_move_pawn(1, 0)));
}

static void test_move_pawn_onto_any_colour_stack(void **unused)
{
	(void)unused;
	kloone_state s = red_at_origin(2, 2);
	kloone_debug_tile(&s, 1, 0, 3, KLOONE_CHIP_RED);
	kloone_debug_tile(&s, -1, 0, 3, KLOONE_CHIP_BLUE);
	kloone_debug_tile(&s, 0, 1, 3, KLOONE_CHIP_NEUTRAL);
	start(&s);
	assert_true(is_legal(&s, kloone_move_pawn(1, 0)));
	assert_true(is_legal(&s, kloone_move_pawn(-1, 0)));
	assert_true(is_legal(&s, kloone_move_pawn(0, 1)));
}

static void test_move_pawn_not_where_it_stood_this_turn(void **unused)
{
	(void)unused;
	/* A triangle of level tiles: after (0,0) -> (1,0) -> (1,-1)... */
	kloone_state s = red_at_origin(3, 0);
	tile(&s, 1, 0, 0);
	tile(&s, 1, -1, 0);
	s.tile_stock = 0;
	start(&s);
	play(&s, "p1,0", NULL);
	play(&s, "p1,-1", NULL);
	/* ...(1,0) was entered this turn... */
	assert_int_equal(kloone_pawn_move_check(&s, 1, 0), KLOONE_BLOCK_VISITED);
	assert_false(is_legal(&s, kloone_move_pawn(1, 0)));
	assert_true(kloone_tile_visited(&s, kloone_tile_at(&s, 1, 0)));
}

static void test_move_pawn_not_back_to_the_starting_hex(void **unused)
{
	(void)unused;
	kloone_state s = red_at_origin(2, 0);
	tile(&s, 1, 0, 0);
	start(&s);
	assert_true(kloone_tile_visited(&s, kloone_tile_at(&s, 0, 0)));
	play(&s, "p1,0", NULL);
	assert_int_equal(kloone_pawn_move_check(&s, 0, 0), KLOONE_BLOCK_VISITED);
	assert_false(is_legal(&s, kloone_move_pawn(0, 0)));
}

static void test_move_pawn_visited_hexes_clear_next_turn(void **unused)
{
	(void)unused;
	kloone_state s = board(2);
	kloone_debug_pawn(&s, RED, tile(&s, 0, 0, 0));
	tile(&s, 1, 0, 0);
	tile(&s, 2, 0, 0);
	kloone_debug_pawn(&s, BLUE, tile(&s, -4, 0, 0));
	tile(&s, -5, 0, 0);
	start(&s);
	play(&s, "p1,0", NULL);
	play(&s, "p2,0", NULL);
	assert_int_equal(kloone_to_move(&s), BLUE);
	play(&s, "p-5,0", NULL);
	play(&s, "c-4,0", NULL);
	assert_int_equal(kloone_to_move(&s), RED);
	assert_false(kloone_tile_visited(&s, kloone_tile_at(&s, 1, 0)));
	assert_true(is_legal(&s, kloone_move_pawn(1, 0)));
}

static void test_move_pawn_only_to_a_neighbour(void **unused)
{
	(void)unused;
	kloone_state s = red_at_origin(2, 0);
	tile(&s, 1, 0, 0);
	tile(&s, 2, 0, 0);
	start(&s);
	assert_int_equal(kloone_pawn_move_check(&s, 2, 0), KLOONE_BLOCK_NOT_ADJACENT);
	assert_int_equal(kloone_pawn_move_check(&s, 0, 0), KLOONE_BLOCK_NOT_ADJACENT);
	assert_int_equal(kloone_chip_move_check(&s, 2, 0), KLOONE_BLOCK_NOT_ADJACENT);
}

/* ---- move chip ------------------------------------------------------------------ */

static void test_move_chip_only_from_the_pawns_feet(void **unused)
{
	(void)unused;
	kloone_state s = red_at_origin(2, 2);
	tile(&s, 1, 0, 2);
	tile(&s, -1, 0, 0);
	start(&s);
	play(&s, "c-1,0", NULL);
	assert_int_equal(height_at(&s, 0, 0), 1);
	assert_int_equal(height_at(&s, -1, 0), 1);
	assert_int_equal(height_at(&s, 1, 0), 2);
	assert_int_equal(kloone_pawn_tile(&s, RED), kloone_tile_at(&s, 0, 0));
}

static void test_move_chip_needs_a_chip_at_the_feet(void **unused)
{
	(void)unused;
	kloone_state s = red_at_origin(2, 0);
	tile(&s, 1, 0, 2);
	start(&s);
	assert_int_equal(kloone_chip_move_check(&s, 1, 0), KLOONE_BLOCK_NO_CHIP);
	pg_move moves[PG_MAX_MOVES];
	int n = kloone_game.legal_moves(&s, moves, PG_MAX_MOVES);
	for (int i = 0; i < n; i++)
		assert_false(kloone_move_is_chip(moves[i]));
}

static void test_move_chip_height_difference_does_not_matter(void **unused)
{
	(void)unused;
	kloone_state s = red_at_origin(2, 3);
	tile(&s, 1, 0, 0);
	tile(&s, -1, 0, 1);
	tile(&s, 0, 1, 2);
	start(&s);
	assert_true(is_legal(&s, kloone_move_chip(1, 0)));  /* -3 */
	assert_true(is_legal(&s, kloone_move_chip(-1, 0))); /* -2 */
	assert_true(is_legal(&s, kloone_move_chip(0, 1)));  /* -1 */
	s = red_at_origin(2, 1);
	tile(&s, 1, 0, 2);
	start(&s);
	assert_true(is_legal(&s, kloone_move_chip(1, 0))); /* +1 */
	play(&s, "c1,0", NULL);
	assert_int_equal(height_at(&s, 1, 0), 3);
}

static void test_move_chip_to_blank_space_with_stock(void **unused)
{
	(void)unused;
	kloone_state s = red_at_origin(2, 2);
	start(&s);
	int stock = kloone_tile_stock(&s);
	pg_event_list events;
	play(&s, "c0,1", &events);
	assert_int_equal(kloone_tile_stock(&s), stock - 1);
	assert_int_equal(height_at(&s, 0, 1), 1);
	assert_int_equal(height_at(&s, 0, 0), 1);
	/* The tile goes down before the chip lands on it. */
	const pg_event *laid = find_event(&events, KLOONE_EVENT_TILE);
	const pg_event *moved = find_event(&events, KLOONE_EVENT_CHIP);
	assert_non_null(laid);
	assert_non_null(moved);
	assert_true(laid < moved);
}

static void test_move_chip_to_blank_space_without_stock(void **unused)
{
	(void)unused;
	kloone_state s = red_at_origin(2, 2);
	tile(&s, 1, 0, 1);
	s.tile_stock = 0;
	start(&s);
	assert_int_equal(kloone_chip_move_check(&s, 0, 1), KLOONE_BLOCK_NO_TILES);
	assert_false(is_legal(&s, kloone_move_chip(0, 1)));
	assert_true(is_legal(&s, kloone_move_chip(1, 0)));
}

static void test_move_chip_colour_chip_exchanged_first(void **unused)
{
	(void)unused;
	kloone_state s = board(2);
	kloone_debug_pawn(&s, RED, kloone_debug_tile(&s, 0, 0, 3, KLOONE_CHIP_BLUE));
	kloone_debug_pawn(&s, BLUE, tile(&s, -4, 0, 0));
	tile(&s, 1, 0, 0);
	start(&s);
	assert_int_equal(kloone_stack_count(&s, BLUE), 1);
	int blue_chips = kloone_colour_supply(&s, BLUE);
	int neutral = kloone_neutral_supply(&s);
	pg_event_list events;
	play(&s, "c1,0", &events);
	int origin = kloone_tile_at(&s, 0, 0), target = kloone_tile_at(&s, 1, 0);
	assert_int_equal(kloone_colour_supply(&s, BLUE), blue_chips + 1);
	assert_int_equal(kloone_neutral_supply(&s), neutral - 1);
	assert_int_equal(kloone_stack_count(&s, BLUE), 0);
	assert_int_equal(kloone_stack_height(&s, origin), 2);
	assert_int_equal(kloone_chip_at(&s, origin, 2), KLOONE_CHIP_NEUTRAL);
	assert_int_equal(kloone_chip_at(&s, target, 1), KLOONE_CHIP_NEUTRAL);
	const pg_event *exchange = find_event(&events, KLOONE_EVENT_EXCHANGE);
	assert_non_null(exchange);
	assert_int_equal(exchange->b, KLOONE_CHIP_BLUE);
	assert_non_null(find_event(&events, KLOONE_EVENT_STACK_LOST));
}

static void test_move_chip_not_onto_a_three_level_stack(void **unused)
{
	(void)unused;
	kloone_state s = red_at_origin(2, 1);
	tile(&s, 1, 0, 3);
	kloone_debug_tile(&s, -1, 0, 3, KLOONE_CHIP_RED);
	start(&s);
	assert_int_equal(kloone_chip_move_check(&s, 1, 0), KLOONE_BLOCK_FULL);
	assert_int_equal(kloone_chip_move_check(&s, -1, 0), KLOONE_BLOCK_FULL);
	assert_false(is_legal(&s, kloone_move_chip(1, 0)));
	assert_false(is_legal(&s, kloone_move_chip(-1, 0)));
}

static void test_move_chip_onto_the_opponent_pawn(void **unused)
{
	(void)unused;
	kloone_state s = board(2);
	kloone_debug_pawn(&s, RED, tile(&s, 0, 0, 1));
	kloone_debug_pawn(&s, BLUE, tile(&s, 1, 0, 1));
	start(&s);
	assert_int_equal(kloone_chip_move_check(&s, 1, 0), KLOONE_OK);
	play(&s, "c1,0", NULL);
	assert_int_equal(height_at(&s, 1, 0), 2);
	assert_int_equal(kloone_pawn_tile(&s, BLUE), kloone_tile_at(&s, 1, 0));
	/* ...but not when the opponent stands on a full stack. */
	s = board(2);
	kloone_debug_pawn(&s, RED, tile(&s, 0, 0, 1));
	kloone_debug_pawn(&s, BLUE, tile(&s, 1, 0, 3));
	tile(&s, -1, 0, 0);
	start(&s);
	assert_int_equal(kloone_chip_move_check(&s, 1, 0), KLOONE_BLOCK_FULL);
}

static void test_move_chip_third_level_gets_a_neutral_chip(void **unused)
{
	(void)unused;
	kloone_state s = red_at_origin(2, 1);
	tile(&s, 1, 0, 2);
	start(&s);
	play(&s, "c1,0", NULL);
	int t = kloone_tile_at(&s, 1, 0);
	assert_int_equal(kloone_stack_height(&s, t), 3);
	assert_int_equal(kloone_chip_at(&s, t, 3), KLOONE_CHIP_NEUTRAL);
	assert_int_equal(kloone_stack_owner(&s, t), -1);
	assert_int_equal(kloone_stack_count(&s, RED), 0);
}

/* A chip move during a run ends the run first: its chip goes on, and the
 * chip moved is taken from the stack that includes it. */
static void test_move_chip_after_a_run_takes_from_the_increased_stack(void **unused)
{
	(void)unused;
	kloone_state s = red_at_origin(2, 0);
	tile(&s, 1, 0, 0);
	tile(&s, 2, 0, 0);
	start(&s);
	assert_int_equal(kloone_chip_move_check(&s, 1, 0), KLOONE_BLOCK_NO_CHIP);
	play(&s, "p1,0", NULL);
	assert_true(kloone_run_in_progress(&s));
	/* Standing on a bare tile, yet a chip move is allowed: the run's chip
	 * will be there. */
	assert_int_equal(kloone_chip_move_check(&s, 2, 0), KLOONE_OK);
	pg_event_list events;
	play(&s, "c2,0", &events);
	assert_int_equal(height_at(&s, 1, 0), 0);
	assert_int_equal(height_at(&s, 2, 0), 1);
	const pg_event *up = find_event(&events, KLOONE_EVENT_INCREASE);
	const pg_event *moved = find_event(&events, KLOONE_EVENT_CHIP);
	assert_non_null(up);
	assert_non_null(moved);
	assert_true(up < moved);
	assert_int_equal(up->a, kloone_cell(1, 0));
}

/* ---- increase chip ----------------------------------------------------------------- */

static void test_increase_chip_once_after_a_run_of_pawn_moves(void **unused)
{
	(void)unused;
	kloone_state s = red_at_origin(2, 0);
	tile(&s, 1, 0, 0);
	tile(&s, 2, 0, 0);
	start(&s);
	pg_event_list events;
	play(&s, "p1,0", &events);
	assert_int_equal(count_events(&events, KLOONE_EVENT_INCREASE), 0);
	play(&s, "p2,0", &events);
	assert_int_equal(count_events(&events, KLOONE_EVENT_INCREASE), 1);
	assert_int_equal(height_at(&s, 1, 0), 0); /* not one chip per step */
	assert_int_equal(height_at(&s, 2, 0), 1);
	assert_int_equal(find_event(&events, KLOONE_EVENT_INCREASE)->a, kloone_cell(2, 0));
	assert_int_equal(kloone_to_move(&s), BLUE);
}

static void test_increase_chip_colour_chip_at_third_level(void **unused)
{
	(void)unused;
	kloone_state s = red_at_origin(2, 2);
	tile(&s, 1, 0, 2);
	tile(&s, -1, 0, 0);
	start(&s);
	int red_chips = kloone_colour_supply(&s, RED);
	play(&s, "c-1,0", NULL);
	pg_event_list events;
	play(&s, "p1,0", &events);
	int t = kloone_tile_at(&s, 1, 0);
	assert_int_equal(kloone_stack_height(&s, t), 3);
	assert_int_equal(kloone_chip_at(&s, t, 3), KLOONE_CHIP_RED);
	assert_int_equal(kloone_stack_owner(&s, t), RED);
	assert_int_equal(kloone_stack_count(&s, RED), 1);
	assert_int_equal(kloone_colour_supply(&s, RED), red_chips - 1);
	const pg_event *made = find_event(&events, KLOONE_EVENT_STACK_MADE);
	assert_non_null(made);
	assert_int_equal(made->seat, RED);
}

static void test_increase_chip_none_on_a_full_stack(void **unused)
{
	(void)unused;
	kloone_state s = red_at_origin(2, 3);
	tile(&s, 1, 0, 3);
	tile(&s, -1, 0, 0);
	start(&s);
	int neutral = kloone_neutral_supply(&s);
	play(&s, "c-1,0", NULL);
	pg_event_list events;
	play(&s, "p1,0", &events);
	assert_int_equal(height_at(&s, 1, 0), 3);
	assert_int_equal(kloone_stack_owner(&s, kloone_tile_at(&s, 1, 0)), -1);
	assert_int_equal(kloone_neutral_supply(&s), neutral);
	const pg_event *none = find_event(&events, KLOONE_EVENT_NO_INCREASE);
	assert_non_null(none);
	assert_int_equal(none->b, 1);
	assert_int_equal(count_events(&events, KLOONE_EVENT_INCREASE), 0);
}

static void test_increase_chip_on_a_new_base_tile(void **unused)
{
	(void)unused;
	kloone_state s = red_at_origin(2, 1);
	tile(&s, -1, 0, 0);
	start(&s);
	play(&s, "c-1,0", NULL);
	pg_event_list events;
	play(&s, "p1,0", &events);
	assert_int_equal(height_at(&s, 1, 0), 1);
	const pg_event *laid = find_event(&events, KLOONE_EVENT_TILE);
	const pg_event *up = find_event(&events, KLOONE_EVENT_INCREASE);
	assert_non_null(laid);
	assert_non_null(up);
	assert_true(laid < up);
	assert_int_equal(up->a, laid->a);
}

/* FAQ: pawn, chip, pawn in the three-action rule adds two chips, one after
 * each run. */
static void test_increase_chip_faq_pawn_chip_pawn_gives_two(void **unused)
{
	(void)unused;
	kloone_state s = red_at_origin(3, 1);
	tile(&s, 1, 0, 1);
	tile(&s, 2, 0, 0);
	start(&s);
	int total = 0;
	pg_event_list events;
	play(&s, "p1,0", &events);
	total += count_events(&events, KLOONE_EVENT_INCREASE);
	play(&s, "c2,0", &events);
	total += count_events(&events, KLOONE_EVENT_INCREASE);
	play(&s, "p2,0", &events);
	total += count_events(&events, KLOONE_EVENT_INCREASE);
	assert_int_equal(total, 2);
	assert_int_equal(height_at(&s, 0, 0), 1);
	assert_int_equal(height_at(&s, 1, 0), 1);
	assert_int_equal(height_at(&s, 2, 0), 2);
	assert_int_equal(kloone_to_move(&s), BLUE);
}

/* Decision: with no colour chip left, the third chip is neutral and the
 * stack is nobody's. */
static void test_increase_chip_neutral_when_colour_chips_run_out(void **unused)
{
	(void)unused;
	kloone_state s = red_at_origin(2, 2);
	tile(&s, 1, 0, 2);
	tile(&s, -1, 0, 0);
	s.colour_supply[RED] = 0;
	start(&s);
	play(&s, "c-1,0", NULL);
	play(&s, "p1,0", NULL);
	int t = kloone_tile_at(&s, 1, 0);
	assert_int_equal(kloone_stack_height(&s, t), 3);
	assert_int_equal(kloone_chip_at(&s, t, 3), KLOONE_CHIP_NEUTRAL);
	assert_int_equal(kloone_stack_count(&s, RED), 0);
}

/* Decision: with no neutral chip left, a run adds nothing below the third
 * level, and a colour chip cannot leave (nothing to exchange it for). */
static void test_increase_chip_none_when_neutral_chips_run_out(void **unused)
{
	(void)unused;
	kloone_state s = red_at_origin(2, 0);
	tile(&s, 1, 0, 0);
	tile(&s, 2, 0, 0);
	s.neutral_supply = 0;
	start(&s);
	play(&s, "p1,0", NULL);
	assert_int_equal(kloone_chip_move_check(&s, 2, 0), KLOONE_BLOCK_NO_CHIP);
	pg_event_list events;
	play(&s, "p2,0", &events);
	assert_int_equal(height_at(&s, 2, 0), 0);
	const pg_event *none = find_event(&events, KLOONE_EVENT_NO_INCREASE);
	assert_non_null(none);
	assert_int_equal(none->b, 0);

	s = board(2);
	kloone_debug_pawn(&s, RED, kloone_debug_tile(&s, 0, 0, 3, KLOONE_CHIP_BLUE));
	kloone_debug_pawn(&s, BLUE, tile(&s, -4, 0, 0));
	tile(&s, 1, 0, 2);
	s.neutral_supply = 0;
	start(&s);
	assert_int_equal(kloone_chip_move_check(&s, 1, 0), KLOONE_BLOCK_NO_NEUTRAL);
}

/* The supplies are large enough that neither runs out in play: a colour
 * chip only sits on top of a full stack, and the board holds at most
 * 12 x 3 = 36 chips. Random games check the totals after every move. */
static void test_chips_are_conserved_in_random_games(void **unused)
{
	(void)unused;
	pg_rng rng;
	pg_rng_seed(&rng, 11);
	for (int game = 0; game < 300; game++) {
		pg_options options;
		pg_options_default(&kloone_game, &options);
		options.values[KLOONE_OPTION_ACTIONS] = 2 + game % 2;
		options.values[KLOONE_OPTION_LAYOUT] = game % KLOONE_LAYOUT_COUNT;
		kloone_state s;
		kloone_game.init(&s, &options);
		while (kloone_to_move(&s) != PG_TERMINAL) {
			kloone_game.apply_move(&s, pg_ai_random_move(&kloone_game, &s, &rng),
			                       NULL);
			char why[128];
			if (!kloone_game.check_invariants(&s, why, sizeof why))
				fail_msg("game %d: %s", game, why);
		}
	}
}

/* ---- turns ------------------------------------------------------------------------ */

static void test_turn_first_player_is_drawn(void **unused)
{
	(void)unused;
	pg_options options;
	pg_options_default(&kloone_game, &options);
	kloone_state s;
	kloone_game.init(&s, &options);
	assert_int_equal(kloone_to_move(&s), PG_CHANCE);
	pg_chance_outcome outcomes[PG_MAX_CHANCE];
	assert_int_equal(kloone_game.chance_outcomes(&s, outcomes, PG_MAX_CHANCE), 2);
	assert_int_equal(outcomes[0].move, kloone_move_first(RED));
	assert_int_equal(outcomes[1].move, kloone_move_first(BLUE));
	assert_true(outcomes[0].probability == 0.5 && outcomes[1].probability == 0.5);
	pg_event_list events;
	events.count = 0;
	kloone_game.apply_move(&s, kloone_move_first(BLUE), &events);
	assert_int_equal(kloone_to_move(&s), BLUE);
	assert_int_equal(kloone_actions_left(&s), 2);
	assert_non_null(find_event(&events, KLOONE_EVENT_FIRST));
	assert_non_null(find_event(&events, KLOONE_EVENT_TURN));
}

static void test_turn_has_exactly_the_rules_actions(void **unused)
{
	(void)unused;
	for (int actions = 2; actions <= 3; actions++) {
		kloone_state s = board(actions);
		kloone_debug_pawn(&s, RED, tile(&s, 0, 0, 0));
		for (int q = 1; q <= 3; q++)
			tile(&s, q, 0, 0);
		kloone_debug_pawn(&s, BLUE, tile(&s, -4, 0, 0));
		start(&s);
		char move[16];
		for (int a = 1; a <= actions; a++) {
			assert_int_equal(kloone_to_move(&s), RED);
			assert_int_equal(kloone_actions_left(&s), actions - a + 1);
			snprintf(move, sizeof move, "p%d,0", a);
			play(&s, move, NULL);
		}
		assert_int_equal(kloone_to_move(&s), BLUE);
		assert_int_equal(kloone_actions_left(&s), actions);
	}
}

/* ---- end conditions ------------------------------------------------------------------ */

static void test_end_three_stacks_when_your_turn_begins(void **unused)
{
	(void)unused;
	kloone_state s = red_at_origin(2, 0);
	tile(&s, 1, 0, 0);
	for (int q = 3; q <= 5; q++)
		kloone_debug_tile(&s, q, 3, 3, KLOONE_CHIP_RED);
	kloone_debug_begin_turn(&s, RED);
	assert_int_equal(kloone_to_move(&s), PG_TERMINAL);
	assert_int_equal(kloone_winner(&s), RED);
	assert_int_equal(kloone_end_reason(&s), KLOONE_END_THREE_STACKS);
	double returns[2];
	kloone_game.returns(&s, returns);
	assert_true(returns[RED] == 1.0 && returns[BLUE] == 0.0);
}

/* Three stacks made during a turn win only if they are still there when
 * that player's next turn begins; the opponent's three do not end the
 * turn of the player to move. */
static void test_end_three_stacks_only_at_the_start_of_your_turn(void **unused)
{
	(void)unused;
	kloone_state s = red_at_origin(2, 2);
	tile(&s, 1, 0, 2);
	tile(&s, -1, 0, 0);
	kloone_debug_tile(&s, 3, 3, 3, KLOONE_CHIP_RED);
	kloone_debug_tile(&s, 4, 3, 3, KLOONE_CHIP_RED);
	tile(&s, -5, 0, 0);
	start(&s);
	play(&s, "c-1,0", NULL);
	play(&s, "p1,0", NULL);
	assert_int_equal(kloone_stack_count(&s, RED), 3);
	assert_int_equal(kloone_to_move(&s), BLUE); /* blue still gets a turn */
	play(&s, "p-5,0", NULL);
	play(&s, "c-4,0", NULL);
	assert_int_equal(kloone_to_move(&s), PG_TERMINAL);
	assert_int_equal(kloone_winner(&s), RED);
	assert_int_equal(kloone_end_reason(&s), KLOONE_END_THREE_STACKS);
}

static void test_end_cannot_complete_your_actions(void **unused)
{
	(void)unused;
	/* Stuck mid-turn: after the chip move red has no action left to make. */
	kloone_state s = red_at_origin(2, 1);
	tile(&s, 1, 0, 3);
	tile(&s, -1, 0, 2);
	s.tile_stock = 0;
	start(&s);
	play(&s, "c-1,0", NULL);
	assert_int_equal(kloone_to_move(&s), PG_TERMINAL);
	assert_int_equal(kloone_winner(&s), BLUE);
	assert_int_equal(kloone_end_reason(&s), KLOONE_END_STUCK);
	/* Stuck when the turn begins. */
	s = red_at_origin(2, 0);
	tile(&s, 1, 0, 2);
	s.tile_stock = 0;
	kloone_debug_begin_turn(&s, RED);
	assert_int_equal(kloone_to_move(&s), PG_TERMINAL);
	assert_int_equal(kloone_winner(&s), BLUE);
	assert_int_equal(kloone_end_reason(&s), KLOONE_END_STUCK);
}

/* Red walks two full stacks: no chip is added, nothing changes. */
static kloone_state quiet_turn_position(void)
{
	kloone_state s = red_at_origin(2, 2);
	tile(&s, 1, 0, 3);
	tile(&s, 2, 0, 3);
	return s;
}

static void test_end_stacks_unchanged_after_a_turn_more_stacks_win(void **unused)
{
	(void)unused;
	kloone_state s = quiet_turn_position();
	kloone_debug_tile(&s, 3, 3, 3, KLOONE_CHIP_RED);
	start(&s);
	play(&s, "p1,0", NULL);
	play(&s, "p2,0", NULL);
	assert_int_equal(kloone_to_move(&s), PG_TERMINAL);
	assert_int_equal(kloone_end_reason(&s), KLOONE_END_UNCHANGED);
	assert_int_equal(kloone_winner(&s), RED);
	int scores[2];
	kloone_game.scores(&s, scores);
	assert_int_equal(scores[RED], 1);
	assert_int_equal(scores[BLUE], 0);
}

static void test_end_stacks_unchanged_after_a_turn_equal_is_a_draw(void **unused)
{
	(void)unused;
	kloone_state s = quiet_turn_position();
	kloone_debug_tile(&s, 3, 3, 3, KLOONE_CHIP_RED);
	kloone_debug_tile(&s, 5, 3, 3, KLOONE_CHIP_BLUE);
	start(&s);
	play(&s, "p1,0", NULL);
	play(&s, "p2,0", NULL);
	assert_int_equal(kloone_to_move(&s), PG_TERMINAL);
	assert_int_equal(kloone_winner(&s), -1);
	double returns[2];
	kloone_game.returns(&s, returns);
	assert_true(returns[RED] == 0.5 && returns[BLUE] == 0.5);
}

/* A turn that moves chips but puts everything back still counts as
 * unchanged (three actions: chip out, pawn after it, chip back). */
static void test_end_stacks_unchanged_when_chips_go_back(void **unused)
{
	(void)unused;
	kloone_state s = red_at_origin(3, 3);
	tile(&s, 1, 0, 2);
	kloone_debug_tile(&s, 3, 3, 3, KLOONE_CHIP_BLUE);
	start(&s);
	play(&s, "c1,0", NULL);
	play(&s, "p1,0", NULL);
	play(&s, "c0,0", NULL);
	assert_int_equal(kloone_to_move(&s), PG_TERMINAL);
	assert_int_equal(kloone_end_reason(&s), KLOONE_END_UNCHANGED);
	assert_int_equal(kloone_winner(&s), BLUE);
}

static void test_end_turn_limit(void **unused)
{
	(void)unused;
	kloone_state s = red_at_origin(2, 0);
	tile(&s, 1, 0, 0);
	tile(&s, 2, 0, 0);
	kloone_debug_tile(&s, 5, 3, 3, KLOONE_CHIP_BLUE);
	start(&s);
	s.turn = KLOONE_TURN_LIMIT - 1;
	play(&s, "p1,0", NULL);
	play(&s, "p2,0", NULL);
	assert_int_equal(kloone_to_move(&s), PG_TERMINAL);
	assert_int_equal(kloone_end_reason(&s), KLOONE_END_TURN_LIMIT);
	assert_int_equal(kloone_winner(&s), BLUE);
}

/* Random play ends well inside the turn limit (most games end by a player
 * being stuck or by a quiet turn). */
static void test_end_random_games_terminate(void **unused)
{
	(void)unused;
	pg_rng rng;
	pg_rng_seed(&rng, 5);
	for (int game = 0; game < 2000; game++) {
		pg_options options;
		pg_options_default(&kloone_game, &options);
		options.values[KLOONE_OPTION_ACTIONS] = 2 + game % 2;
		options.values[KLOONE_OPTION_LAYOUT] = (game / 2) % KLOONE_LAYOUT_COUNT;
		kloone_state s;
		kloone_game.init(&s, &options);
		int plies = 0;
		while (kloone_to_move(&s) != PG_TERMINAL) {
			kloone_game.apply_move(&s, pg_ai_random_move(&kloone_game, &s, &rng),
			                       NULL);
			assert_true(++plies <= 3 * KLOONE_TURN_LIMIT + 1);
		}
	}
}

/* ---- layouts ------------------------------------------------------------------------ */

static void test_layouts_are_symmetric(void **unused)
{
	(void)unused;
	for (int layout = 0; layout < KLOONE_LAYOUT_COUNT; layout++) {
		int q[KLOONE_MAX_TILES], r[KLOONE_MAX_TILES], pawn[2];
		int n = kloone_layout_tiles((kloone_layout)layout, q, r, pawn);
		assert_true(n >= 3);
		/* The half turn about the midpoint of the pawns swaps them and
		 * maps the layout onto itself. */
		int cq = q[pawn[0]] + q[pawn[1]], cr = r[pawn[0]] + r[pawn[1]];
		for (int i = 0; i < n; i++) {
			bool found = false;
			for (int j = 0; j < n; j++)
				found |= q[j] == cq - q[i] && r[j] == cr - r[i];
			assert_true(found);
		}
		assert_int_not_equal(pawn[0], pawn[1]);
	}
}

static void test_layouts_leave_the_rest_in_stock(void **unused)
{
	(void)unused;
	for (int actions = 2; actions <= 3; actions++) {
		for (int layout = 0; layout < KLOONE_LAYOUT_COUNT; layout++) {
			pg_options options;
			char text[64], err[128];
			snprintf(text, sizeof text, "actions=%d,layout=%s", actions,
			         kloone_layout_name((kloone_layout)layout));
			assert_true(
			    pg_options_parse(&kloone_game, text, &options, err, sizeof err));
			kloone_state s;
			kloone_game.init(&s, &options);
			assert_int_equal(kloone_tile_count(&s) + kloone_tile_stock(&s),
			                 actions == 3 ? 12 : 9);
			for (int seat = 0; seat < 2; seat++)
				assert_int_equal(
				    kloone_stack_height(&s, kloone_pawn_tile(&s, seat)), 0);
			assert_int_not_equal(kloone_pawn_tile(&s, RED),
			                     kloone_pawn_tile(&s, BLUE));
		}
	}
}

/* A tile is only laid next to another, so no tile ends farther from the
 * layout than the stock is long: that must stay inside the cell window. */
static void test_layouts_board_cannot_run_off_the_window(void **unused)
{
	(void)unused;
	for (int layout = 0; layout < KLOONE_LAYOUT_COUNT; layout++) {
		int q[KLOONE_MAX_TILES], r[KLOONE_MAX_TILES], pawn[2];
		int n = kloone_layout_tiles((kloone_layout)layout, q, r, pawn);
		int stock = KLOONE_MAX_TILES - n;
		for (int i = 0; i < n; i++) {
			int origin = kloone_cell(0, 0), here = kloone_cell(q[i], r[i]);
			assert_true(kloone_cell_distance(origin, here) + stock <=
			            KLOONE_GRID_RADIUS);
		}
	}
}

/* ---- notation and hover text ----------------------------------------------------------- */

static void test_notation_examples(void **unused)
{
	(void)unused;
	kloone_state s = board(2);
	pg_move move;
	char text[32];
	assert_true(kloone_game.move_from_text(&s, "p3,-1", &move));
	assert_int_equal(move, kloone_move_pawn(3, -1));
	kloone_game.move_to_text(&s, move, text, sizeof text);
	assert_string_equal(text, "p3,-1");
	assert_true(kloone_game.move_from_text(&s, "c-2,0", &move));
	assert_int_equal(move, kloone_move_chip(-2, 0));
	assert_true(kloone_game.move_from_text(&s, "first:1", &move));
	assert_int_equal(move, kloone_move_first(BLUE));
	kloone_game.move_to_text(&s, move, text, sizeof text);
	assert_string_equal(text, "first:1");
	static const char *const bad[] = {"",       "p",       "p3",    "p3,",
	                                  "p3,-1x", "x1,1",    "p99,0", "p3;-1",
	                                  "p 3,1",  "first:2", "c1,,1"};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		if (kloone_game.move_from_text(&s, bad[i], &move))
			fail_msg("'%s' should not parse", bad[i]);
}

static void test_notation_round_trip_and_hover_checks_match_legal_moves(void **unused)
{
	(void)unused;
	pg_rng rng;
	pg_rng_seed(&rng, 3);
	for (int game = 0; game < 200; game++) {
		pg_options options;
		pg_options_default(&kloone_game, &options);
		options.values[KLOONE_OPTION_ACTIONS] = 2 + game % 2;
		options.values[KLOONE_OPTION_LAYOUT] = game % KLOONE_LAYOUT_COUNT;
		kloone_state s;
		kloone_game.init(&s, &options);
		while (kloone_to_move(&s) != PG_TERMINAL) {
			if (kloone_to_move(&s) >= 0) {
				int t = kloone_pawn_tile(&s, kloone_to_move(&s));
				for (int dq = -2; dq <= 2; dq++) {
					for (int dr = -2; dr <= 2; dr++) {
						int q = kloone_tile_q(&s, t) + dq,
						    r = kloone_tile_r(&s, t) + dr;
						bool pawn_ok = kloone_pawn_move_check(
						                   &s, q, r) == KLOONE_OK;
						bool chip_ok = kloone_chip_move_check(
						                   &s, q, r) == KLOONE_OK;
						assert_int_equal(
						    pawn_ok,
						    is_legal(&s, kloone_move_pawn(q, r)));
						assert_int_equal(
						    chip_ok,
						    is_legal(&s, kloone_move_chip(q, r)));
					}
				}
				pg_move moves[PG_MAX_MOVES];
				int n = kloone_game.legal_moves(&s, moves, PG_MAX_MOVES);
				for (int i = 0; i < n; i++) {
					char text[32];
					pg_move back;
					kloone_game.move_to_text(&s, moves[i], text,
					                         sizeof text);
					assert_true(
					    kloone_game.move_from_text(&s, text, &back));
					assert_int_equal(back, moves[i]);
				}
			}
			kloone_game.apply_move(&s, pg_ai_random_move(&kloone_game, &s, &rng),
			                       NULL);
		}
	}
}

static void test_block_texts_exist(void **unused)
{
	(void)unused;
	for (int b = 0; b < KLOONE_BLOCK_COUNT; b++)
		assert_true(strlen(kloone_block_text((kloone_block)b)) > 3);
}

/* ---- the AI ---------------------------------------------------------------------------- */

/* Plays red's whole turn with the AI at level kind. */
static void ai_turn(kloone_state *s, pg_ai_kind kind)
{
	int seat = kloone_to_move(s);
	while (kloone_to_move(s) == seat) {
		pg_ai_request request = {.kind = kind, .seat = seat, .seed = 1};
		pg_ai_result result;
		pg_ai_choose(&kloone_game, s, &request, &result);
		assert_true(is_legal(s, result.move));
		kloone_game.apply_move(s, result.move, NULL);
	}
}

/* Red leads one stack to none and can walk over two full stacks, which ends
 * the game on stack count at once; every other turn changes a stack. */
static void test_ai_finds_an_immediate_win(void **unused)
{
	(void)unused;
	for (int kind = PG_AI_GREEDY; kind <= PG_AI_HARD; kind++) {
		kloone_state s = board(2);
		kloone_debug_pawn(&s, RED, tile(&s, 0, 0, 2));
		tile(&s, 1, 0, 1);
		tile(&s, -1, 0, 1);
		tile(&s, 0, 1, 3);
		tile(&s, 1, 1, 3);
		kloone_debug_tile(&s, 3, 3, 3, KLOONE_CHIP_RED);
		kloone_debug_pawn(&s, BLUE, tile(&s, -3, 0, 0));
		tile(&s, -3, 1, 1);
		start(&s);
		ai_turn(&s, (pg_ai_kind)kind);
		assert_int_equal(kloone_to_move(&s), PG_TERMINAL);
		assert_int_equal(kloone_winner(&s), RED);
	}
}

/* Blue made its third stack last turn; only the one at (1,0) is within
 * red's reach, and red must take it apart or lose when blue's turn begins. */
static void test_ai_blocks_an_immediate_opponent_win(void **unused)
{
	(void)unused;
	for (int kind = PG_AI_GREEDY; kind <= PG_AI_HARD; kind++) {
		kloone_state s = board(2);
		kloone_debug_pawn(&s, RED, tile(&s, 0, 0, 2));
		tile(&s, -1, 0, 1);
		tile(&s, 0, 1, 1);
		kloone_debug_tile(&s, 1, 0, 3, KLOONE_CHIP_BLUE);
		kloone_debug_tile(&s, 4, -3, 3, KLOONE_CHIP_BLUE);
		kloone_debug_tile(&s, 5, -3, 3, KLOONE_CHIP_BLUE);
		kloone_debug_pawn(&s, BLUE, tile(&s, 5, -2, 2));
		start(&s);
		pg_ai_request request = {.kind = (pg_ai_kind)kind, .seat = RED, .seed = 1};
		pg_ai_result result;
		pg_ai_choose(&kloone_game, &s, &request, &result);
		assert_int_equal(result.move, kloone_move_pawn(1, 0));
		ai_turn(&s, (pg_ai_kind)kind);
		assert_int_equal(kloone_stack_count(&s, BLUE), 2);
		assert_int_equal(kloone_to_move(&s), BLUE);
	}
}

static void test_ai_search_is_repeatable(void **unused)
{
	(void)unused;
	pg_options options;
	pg_options_default(&kloone_game, &options);
	pg_match *match = pg_match_create(&kloone_game, &options, 17);
	char err[128];
	if (!pg_match_apply_text(match, "first:0;p-1,-1;p0,-1;p1,-1;c2,-1", err, sizeof err))
		fail_msg("%s", err);
	pg_ai_request request = {
	    .kind = PG_AI_NORMAL, .seat = pg_match_to_move(match), .seed = 9};
	pg_ai_result first, second;
	pg_ai_choose(&kloone_game, match->state, &request, &first);
	pg_ai_choose(&kloone_game, match->state, &request, &second);
	assert_int_equal(first.move, second.move);
	assert_true(first.nodes == second.nodes);
	pg_match_destroy(match);
}

static void test_ai_cancel_stops_at_once(void **unused)
{
	(void)unused;
	volatile int cancel = 1;
	pg_options options;
	pg_options_default(&kloone_game, &options);
	kloone_state s;
	kloone_game.init(&s, &options);
	kloone_game.apply_move(&s, kloone_move_first(RED), NULL);
	pg_ai_request request = {.kind = PG_AI_HARD, .seat = RED, .seed = 1, .cancel = &cancel};
	pg_ai_result result;
	pg_ai_choose(&kloone_game, &s, &request, &result);
	assert_true(result.cancelled);
	assert_true(result.nodes == 0);
	assert_true(is_legal(&s, result.move));
}

/* The evaluation counts stacks: one more of yours is worth more than any
 * positional detail. */
static void test_ai_evaluation_counts_stacks(void **unused)
{
	(void)unused;
	kloone_state s = red_at_origin(2, 0);
	tile(&s, 1, 0, 0);
	kloone_debug_begin_turn(&s, RED);
	int level = kloone_ai_score(&s, RED);
	kloone_debug_tile(&s, 4, 4, 3, KLOONE_CHIP_RED);
	int ahead = kloone_ai_score(&s, RED);
	assert_true(ahead > level + 500);
	assert_int_equal(kloone_ai_score(&s, BLUE), -ahead);
}

/* The end rule in the evaluation: red is a stack ahead and can walk onto
 * two full stacks, a turn that changes nothing and so wins on stack count;
 * that is scored as a won game, far above any stack lead. With the second
 * stack only two high the quiet turn is gone and the lead is just a lead. */
static void test_ai_evaluation_sees_a_quiet_turn_win(void **unused)
{
	(void)unused;
	for (int full = 0; full <= 1; full++) {
		kloone_state s = red_at_origin(2, 2);
		tile(&s, 1, 0, 3);
		tile(&s, 2, 0, full ? 3 : 2);
		kloone_debug_tile(&s, 4, 4, 3, KLOONE_CHIP_RED);
		start(&s);
		int score = kloone_ai_score(&s, RED);
		if (full)
			assert_true(score > 100000);
		else
			assert_true(score > 500 && score < 100000);
	}
}

/* Turns of equal value are chosen between by the request's seed: the same
 * seed gives the same move (above), different seeds spread over the equal
 * turns, so games between two searchers do not all repeat one another. The
 * opening of the line layout has several turns of equal value. */
static void test_ai_equal_turns_are_chosen_by_the_seed(void **unused)
{
	(void)unused;
	pg_options options;
	pg_options_default(&kloone_game, &options);
	kloone_state s;
	kloone_game.init(&s, &options);
	kloone_game.apply_move(&s, kloone_move_first(RED), NULL);
	pg_move seen[8];
	int distinct = 0;
	for (uint64_t seed = 1; seed <= 8; seed++) {
		pg_ai_request request = {.kind = PG_AI_NORMAL, .seat = RED, .seed = seed};
		pg_ai_result result;
		pg_ai_choose(&kloone_game, &s, &request, &result);
		assert_true(is_legal(&s, result.move));
		bool known = false;
		for (int i = 0; i < distinct; i++)
			known = known || seen[i] == result.move;
		if (!known)
			seen[distinct++] = result.move;
	}
	assert_true(distinct >= 2);
}

/* Levels are budgets of work: Hard with no wall-clock cap stays within its
 * node budget and, given the same position and seed, searches exactly the
 * same nodes and picks the same move, on any machine. */
static void test_ai_hard_is_a_node_budget(void **unused)
{
	(void)unused;
	pg_options options;
	pg_options_default(&kloone_game, &options);
	options.values[KLOONE_OPTION_ACTIONS] = 3;
	pg_match *match = pg_match_create(&kloone_game, &options, 5);
	char err[128];
	if (!pg_match_apply_text(match, "first:0;p-1,-1;p0,-1;p1,-1", err, sizeof err))
		fail_msg("%s", err);
	pg_ai_budget budget = kloone_ai.levels[PG_AI_HARD - PG_AI_EASY];
	budget.max_seconds = 0;
	pg_ai_request request = {
	    .kind = PG_AI_HARD, .seat = pg_match_to_move(match), .seed = 3};
	pg_ai_result first = {0}, second = {0};
	kloone_ai_search(&kloone_game, match->state, &request, &budget, &first);
	kloone_ai_search(&kloone_game, match->state, &request, &budget, &second);
	assert_true(is_legal(match->state, first.move));
	assert_int_equal(first.move, second.move);
	assert_true(first.nodes == second.nodes);
	assert_true(first.nodes > 0);
	assert_true(first.nodes <= (long long)budget.iterations * 1000);
	pg_match_destroy(match);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_move_pawn_difference_plus_one),
	    cmocka_unit_test(test_move_pawn_difference_minus_one),
	    cmocka_unit_test(test_move_pawn_difference_zero),
	    cmocka_unit_test(test_move_pawn_difference_plus_two),
	    cmocka_unit_test(test_move_pawn_difference_minus_two),
	    cmocka_unit_test(test_move_pawn_difference_plus_three),
	    cmocka_unit_test(test_move_pawn_difference_minus_three),
	    cmocka_unit_test(test_move_pawn_base_tile_not_counted),
	    cmocka_unit_test(test_move_pawn_to_blank_space_lays_a_tile),
	    cmocka_unit_test(test_move_pawn_to_blank_space_without_stock),
	    cmocka_unit_test(test_move_pawn_not_onto_the_other_pawn),
	    cmocka_unit_test(test_move_pawn_onto_any_colour_stack),
	    cmocka_unit_test(test_move_pawn_not_where_it_stood_this_turn),
	    cmocka_unit_test(test_move_pawn_not_back_to_the_starting_hex),
	    cmocka_unit_test(test_move_pawn_visited_hexes_clear_next_turn),
	    cmocka_unit_test(test_move_pawn_only_to_a_neighbour),
	    cmocka_unit_test(test_move_chip_only_from_the_pawns_feet),
	    cmocka_unit_test(test_move_chip_needs_a_chip_at_the_feet),
	    cmocka_unit_test(test_move_chip_height_difference_does_not_matter),
	    cmocka_unit_test(test_move_chip_to_blank_space_with_stock),
	    cmocka_unit_test(test_move_chip_to_blank_space_without_stock),
	    cmocka_unit_test(test_move_chip_colour_chip_exchanged_first),
	    cmocka_unit_test(test_move_chip_not_onto_a_three_level_stack),
	    cmocka_unit_test(test_move_chip_onto_the_opponent_pawn),
	    cmocka_unit_test(test_move_chip_third_level_gets_a_neutral_chip),
	    cmocka_unit_test(test_move_chip_after_a_run_takes_from_the_increased_stack),
	    cmocka_unit_test(test_increase_chip_once_after_a_run_of_pawn_moves),
	    cmocka_unit_test(test_increase_chip_colour_chip_at_third_level),
	    cmocka_unit_test(test_increase_chip_none_on_a_full_stack),
	    cmocka_unit_test(test_increase_chip_on_a_new_base_tile),
	    cmocka_unit_test(test_increase_chip_faq_pawn_chip_pawn_gives_two),
	    cmocka_unit_test(test_increase_chip_neutral_when_colour_chips_run_out),
	    cmocka_unit_test(test_increase_chip_none_when_neutral_chips_run_out),
	    cmocka_unit_test(test_chips_are_conserved_in_random_games),
	    cmocka_unit_test(test_turn_first_player_is_drawn),
	    cmocka_unit_test(test_turn_has_exactly_the_rules_actions),
	    cmocka_unit_test(test_end_three_stacks_when_your_turn_begins),
	    cmocka_unit_test(test_end_three_stacks_only_at_the_start_of_your_turn),
	    cmocka_unit_test(test_end_cannot_complete_your_actions),
	    cmocka_unit_test(test_end_stacks_unchanged_after_a_turn_more_stacks_win),
	    cmocka_unit_test(test_end_stacks_unchanged_after_a_turn_equal_is_a_draw),
	    cmocka_unit_test(test_end_stacks_unchanged_when_chips_go_back),
	    cmocka_unit_test(test_end_turn_limit),
	    cmocka_unit_test(test_end_random_games_terminate),
	    cmocka_unit_test(test_layouts_are_symmetric),
	    cmocka_unit_test(test_layouts_leave_the_rest_in_stock),
	    cmocka_unit_test(test_layouts_board_cannot_run_off_the_window),
	    cmocka_unit_test(test_notation_examples),
	    cmocka_unit_test(test_notation_round_trip_and_hover_checks_match_legal_moves),
	    cmocka_unit_test(test_block_texts_exist),
	    cmocka_unit_test(test_ai_finds_an_immediate_win),
	    cmocka_unit_test(test_ai_blocks_an_immediate_opponent_win),
	    cmocka_unit_test(test_ai_search_is_repeatable),
	    cmocka_unit_test(test_ai_cancel_stops_at_once),
	    cmocka_unit_test(test_ai_evaluation_counts_stacks),
	    cmocka_unit_test(test_ai_evaluation_sees_a_quiet_turn_win),
	    cmocka_unit_test(test_ai_hard_is_a_node_budget),
	    cmocka_unit_test(test_ai_equal_turns_are_chosen_by_the_seed),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
