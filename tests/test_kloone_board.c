/*
 * test_kloone_board.c: the pure mapping from a Potlatch Kloone pawn or
 * chip put on a hex to a move, and the reasons given when there is none
 * (src/games/kloone/kloone_board.c). The rule each test pins is in its
 * name: a piece goes only to a neighbouring hex (rule book, "Actions"),
 * the pawn climbs or drops one chip at most and never onto the other pawn
 * or a hex it stood on this turn, a blank space takes a new tile while the
 * stock lasts, and the chip a pawn run will add is the chip that moves
 * (docs/rules/kloone.md).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "kloone/kloone_board.h"
#include "pg_options.h"

static const pg_game *const game = &kloone_game;

typedef struct position {
	kloone_state state;
	pg_move legal[PG_MAX_MOVES];
	kloone_ask ask;
} position;

/* The position after moves (notation, ';'-separated); the person to move
 * is the seat to move, or nobody when acting is false. */
static void setup(position *p, const char *moves, bool acting)
{
	pg_options options;
	pg_options_default(game, &options);
	game->init(&p->state, &options);
	char buf[512];
	snprintf(buf, sizeof buf, "%s", moves);
	char *save = NULL;
	for (char *item = strtok_r(buf, ";", &save); item; item = strtok_r(NULL, ";", &save)) {
		pg_move move;
		assert_true(game->move_from_text(&p->state, item, &move));
		game->apply_move(&p->state, move, NULL);
	}
	int seat = kloone_to_move(&p->state);
	bool may = acting && seat >= 0;
	int n = may ? game->legal_moves(&p->state, p->legal, PG_MAX_MOVES) : 0;
	p->ask = (kloone_ask){&p->state, may ? seat : -1, p->legal, n};
}

static pg_move move_of(const position *p, int piece, int q, int r)
{
	pg_move out = PG_NO_MOVE;
	int n = kloone_board_moves(&p->ask, piece, kloone_cell(q, r), &out, 4);
	return n == 1 ? out : PG_NO_MOVE;
}

static const char *refusal_of(const position *p, int piece, int q, int r)
{
	static char buf[200];
	kloone_board_refusal(&p->ask, piece, q > 99 ? -1 : kloone_cell(q, r), buf, sizeof buf);
	return buf;
}

static void test_pawn_goes_to_a_neighbouring_tile(void **state)
{
	(void)state;
	position p;
	setup(&p, "first:0", true);
	assert_int_equal(move_of(&p, KLOONE_PIECE_PAWN, 0, 0), kloone_move_pawn(0, 0));
	assert_int_equal(move_of(&p, KLOONE_PIECE_PAWN, 1, -1), PG_NO_MOVE);
	assert_string_equal(refusal_of(&p, KLOONE_PIECE_PAWN, 1, -1),
	                    "Pawn: Only a neighbouring hex can be reached.");
}

static void test_pawn_on_a_blank_space_lays_a_tile(void **state)
{
	(void)state;
	position p;
	setup(&p, "first:0", true);
	assert_int_equal(kloone_tile_at(&p.state, -1, -1), -1);
	assert_int_equal(move_of(&p, KLOONE_PIECE_PAWN, -1, -1), kloone_move_pawn(-1, -1));
}

static void test_pawn_never_onto_the_other_pawn(void **state)
{
	(void)state;
	position p;
	setup(&p, "first:0;p0,0", true);
	assert_int_equal(move_of(&p, KLOONE_PIECE_PAWN, 1, 0), PG_NO_MOVE);
	assert_string_equal(refusal_of(&p, KLOONE_PIECE_PAWN, 1, 0),
	                    "Pawn: The other pawn stands there.");
}

static void test_pawn_never_back_to_a_hex_of_this_turn(void **state)
{
	(void)state;
	position p;
	setup(&p, "first:0;p0,0", true);
	assert_int_equal(move_of(&p, KLOONE_PIECE_PAWN, -1, 0), PG_NO_MOVE);
	assert_string_equal(refusal_of(&p, KLOONE_PIECE_PAWN, -1, 0),
	                    "Pawn: The pawn already stood there this turn.");
}

static void test_piece_put_back_on_its_own_hex_is_no_refusal(void **state)
{
	(void)state;
	position p;
	setup(&p, "first:0", true);
	assert_int_equal(move_of(&p, KLOONE_PIECE_PAWN, -1, 0), PG_NO_MOVE);
	assert_string_equal(refusal_of(&p, KLOONE_PIECE_PAWN, -1, 0), "");
}

static void test_chip_at_the_feet_moves_to_a_neighbour(void **state)
{
	(void)state;
	position p;
	setup(&p, "first:0;p0,0;p-1,1;p2,-1;p2,0", true);
	assert_true(kloone_board_can_move(&p.ask, KLOONE_PIECE_CHIP));
	assert_int_equal(move_of(&p, KLOONE_PIECE_CHIP, -1, 0), kloone_move_chip(-1, 0));
	assert_int_equal(move_of(&p, KLOONE_PIECE_CHIP, 1, 0), PG_NO_MOVE);
}

/* During a run the chip the run will add is the one that moves. */
static void test_chip_of_a_run_in_progress_moves(void **state)
{
	(void)state;
	position p;
	setup(&p, "first:0;p0,0", true);
	assert_true(kloone_run_in_progress(&p.state));
	assert_int_equal(move_of(&p, KLOONE_PIECE_CHIP, 0, -1), kloone_move_chip(0, -1));
}

/* A bare tile with no run going on: no chip to move, and it says so when
 * picked up (zone -1). */
static void test_no_chip_at_the_feet_is_refused_at_pick_up(void **state)
{
	(void)state;
	position p;
	setup(&p, "first:0", true);
	assert_false(kloone_board_can_move(&p.ask, KLOONE_PIECE_CHIP));
	assert_true(kloone_board_can_move(&p.ask, KLOONE_PIECE_PAWN));
	assert_int_equal(kloone_board_moves(&p.ask, KLOONE_PIECE_CHIP, -1, p.legal, 4), 0);
	assert_string_equal(refusal_of(&p, KLOONE_PIECE_CHIP, 100, 0),
	                    "Chip: There is no chip under the pawn.");
}

static void test_nobody_acting_refuses_everything(void **state)
{
	(void)state;
	position p;
	setup(&p, "first:0", false);
	assert_int_equal(move_of(&p, KLOONE_PIECE_PAWN, 0, 0), PG_NO_MOVE);
	assert_string_equal(refusal_of(&p, KLOONE_PIECE_PAWN, 0, 0),
	                    kloone_block_text(KLOONE_BLOCK_NOT_PLAYING));
	assert_int_equal(kloone_board_click_piece(&p.ask, kloone_cell(0, 0)), -1);
}

/* A click on a hex next to the pawn means the pawn; elsewhere nothing. */
static void test_click_on_a_neighbour_means_the_pawn(void **state)
{
	(void)state;
	position p;
	setup(&p, "first:0", true);
	assert_int_equal(kloone_board_click_piece(&p.ask, kloone_cell(0, 0)),
	                 KLOONE_PIECE_PAWN);
	assert_int_equal(kloone_board_click_piece(&p.ask, kloone_cell(-1, 0)), -1);
	assert_int_equal(kloone_board_click_piece(&p.ask, kloone_cell(1, 0)), -1);
}

static void test_bad_pieces_and_zones_make_no_move(void **state)
{
	(void)state;
	position p;
	setup(&p, "first:0", true);
	pg_move out[4];
	assert_int_equal(kloone_board_moves(&p.ask, 2, kloone_cell(0, 0), out, 4), 0);
	assert_int_equal(kloone_board_moves(&p.ask, -1, kloone_cell(0, 0), out, 4), 0);
	assert_int_equal(kloone_board_moves(&p.ask, 0, KLOONE_CELLS, out, 4), 0);
	assert_int_equal(kloone_board_moves(&p.ask, 0, kloone_cell(0, 0), out, 0), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_pawn_goes_to_a_neighbouring_tile),
	    cmocka_unit_test(test_pawn_on_a_blank_space_lays_a_tile),
	    cmocka_unit_test(test_pawn_never_onto_the_other_pawn),
	    cmocka_unit_test(test_pawn_never_back_to_a_hex_of_this_turn),
	    cmocka_unit_test(test_piece_put_back_on_its_own_hex_is_no_refusal),
	    cmocka_unit_test(test_chip_at_the_feet_moves_to_a_neighbour),
	    cmocka_unit_test(test_chip_of_a_run_in_progress_moves),
	    cmocka_unit_test(test_no_chip_at_the_feet_is_refused_at_pick_up),
	    cmocka_unit_test(test_nobody_acting_refuses_everything),
	    cmocka_unit_test(test_click_on_a_neighbour_means_the_pawn),
	    cmocka_unit_test(test_bad_pieces_and_zones_make_no_move),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
