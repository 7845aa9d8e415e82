/*
 * test_potluck_board.c: the pure mapping from a guest dropped on a place
 * of the POTLUCK! sheet to moves, and the reasons given when there is none
 * (src/games/potluck/potluck_board.c). A die's guest takes a seat printed
 * with its number, one move per generation when the die is on Wild; the
 * servers take either die's guest; the lawn chairs only when no seat fits
 * (docs/rules/potluck.md, "Rule 1 with two dice"), and a Wild guest goes
 * there without a letter; the servers' wild and a lifted guest go to any
 * free seat.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "potluck/potluck_board.h"

static const pg_game *const game = &potluck_game;

typedef struct position {
	potluck_state state;
	pg_move legal[PG_MAX_MOVES];
	potluck_ask ask;
} position;

static void apply_text(position *p, const char *moves)
{
	char buf[512];
	snprintf(buf, sizeof buf, "%s", moves);
	char *save = NULL;
	for (char *item = strtok_r(buf, ";", &save); item; item = strtok_r(NULL, ";", &save)) {
		pg_move move;
		assert_true(game->move_from_text(&p->state, item, &move));
		game->apply_move(&p->state, move, NULL);
	}
}

static void ask_now(position *p, int seat)
{
	int n = seat >= 0 ? game->legal_moves(&p->state, p->legal, PG_MAX_MOVES) : 0;
	p->ask = (potluck_ask){&p->state, seat, p->legal, n};
}

/* The position after moves, solo, the person to move being seat 0 (or -1
 * for nobody). */
static void setup(position *p, const char *moves, int seat)
{
	pg_options options = {.players = 1};
	game->init(&p->state, &options);
	apply_text(p, moves);
	ask_now(p, seat);
}

static int seat_of(const char *label)
{
	return potluck_table_first_seat(label[0] - 'A') + label[1] - '1';
}

/* Fills every free seat printed with number, no two alike side by side. */
static void fill_number(position *p, int number)
{
	potluck_sheet *sheet = &p->state.sheet[0];
	for (int seat = 0; seat < POTLUCK_SEATS; seat++) {
		if (potluck_seat_number(seat) != number || sheet->seat[seat])
			continue;
		for (int g = 1; g <= POTLUCK_GENERATIONS; g++) {
			if (potluck_check_seat(sheet, seat, g, 0) == POTLUCK_SEAT_OK) {
				potluck_sheet_place(sheet, seat, g);
				break;
			}
		}
	}
}

static pg_move only_move(const position *p, int piece, int zone)
{
	pg_move out[4];
	int n = potluck_board_moves(&p->ask, piece, zone, out, 4);
	return n == 1 ? out[0] : PG_NO_MOVE;
}

static void test_die_guest_on_a_seat_with_its_number_is_that_seat(void **unused)
{
	(void)unused;
	position p;
	setup(&p, "roll:2;roll:4", 0); /* die 1 on T rolled 2, die 2 on M rolled 4 */
	assert_int_equal(
	    only_move(&p, POTLUCK_PIECE_DIE1, seat_of("A2")),
	    potluck_move_make(POTLUCK_ACT_SEAT, 0, POTLUCK_TEENAGER, seat_of("A2"), false));
	assert_int_equal(
	    only_move(&p, POTLUCK_PIECE_DIE2, seat_of("B2")),
	    potluck_move_make(POTLUCK_ACT_SEAT, 1, POTLUCK_MIDDLE_AGED, seat_of("B2"), false));
	/* "Either die" finds die 2 for a 4 seat. */
	assert_int_equal(only_move(&p, POTLUCK_PIECE_EITHER, seat_of("B2")),
	                 only_move(&p, POTLUCK_PIECE_DIE2, seat_of("B2")));
}

static void test_seat_with_another_number_is_refused_in_the_rules_words(void **unused)
{
	(void)unused;
	position p;
	setup(&p, "roll:2;roll:4", 0);
	assert_int_equal(only_move(&p, POTLUCK_PIECE_DIE1, seat_of("A3")), PG_NO_MOVE);
	char why[256];
	potluck_board_refusal(&p.ask, POTLUCK_PIECE_DIE1, seat_of("A3"), " ", why, sizeof why);
	assert_non_null(strstr(why, potluck_seat_problem_text(POTLUCK_SEAT_WRONG_NUMBER)));
	assert_non_null(strstr(why, "Die 1 (2)"));
	assert_non_null(strstr(why, "This is a 3 seat."));
	assert_null(strstr(why, "Die 2"));
	/* Either die: one line each, joined as asked. */
	potluck_board_refusal(&p.ask, POTLUCK_PIECE_EITHER, seat_of("A3"), "\n", why,
	                      sizeof why);
	assert_non_null(strstr(why, "Die 1 (2)"));
	assert_non_null(strstr(why, "\nDie 2 (4)"));
}

static void test_same_generation_beside_is_refused(void **unused)
{
	(void)unused;
	position p;
	setup(&p, "roll:2;roll:4", 0);
	potluck_sheet_place(&p.state.sheet[0], seat_of("D2"), POTLUCK_MIDDLE_AGED); /* a 3 */
	ask_now(&p, 0);
	/* D3 is a 4 seat beside the M at D2. */
	assert_int_equal(only_move(&p, POTLUCK_PIECE_DIE2, seat_of("D3")), PG_NO_MOVE);
	char why[256];
	potluck_board_refusal(&p.ask, POTLUCK_PIECE_DIE2, seat_of("D3"), " ", why, sizeof why);
	assert_non_null(
	    strstr(why, potluck_seat_problem_text(POTLUCK_SEAT_SAME_GENERATION_NEXT)));
}

static void test_wild_die_means_one_move_per_generation(void **unused)
{
	(void)unused;
	position p;
	setup(&p, "roll:4;roll:2;d1M@A4;roll:3;roll:5", 0); /* both dice back on Wild */
	assert_int_equal(potluck_die_wedge(&p.state, 0), POTLUCK_WILD);
	pg_move choices[POTLUCK_BOARD_CHOICES];
	/* B1 is a 3 seat with nobody beside it (A3 is beside the M at A4). */
	int n = potluck_board_choices(&p.ask, POTLUCK_PIECE_DIE1, seat_of("B1"), choices);
	assert_int_equal(n, POTLUCK_GENERATIONS);
	assert_int_equal(choices[0], PG_NO_MOVE);
	for (int g = 1; g <= POTLUCK_GENERATIONS; g++)
		assert_int_equal(choices[g], potluck_move_make(POTLUCK_ACT_SEAT, 0, g,
		                                               seat_of("B1"), false));
	pg_move list[8];
	assert_int_equal(
	    potluck_board_moves(&p.ask, POTLUCK_PIECE_DIE1, seat_of("B1"), list, 8),
	    POTLUCK_GENERATIONS);
	assert_int_equal(list[0], choices[1]);
	/* A3 is beside the Middle-aged guest at A4: one generation fewer. */
	assert_int_equal(
	    potluck_board_choices(&p.ask, POTLUCK_PIECE_DIE1, seat_of("A3"), choices),
	    POTLUCK_GENERATIONS - 1);
	assert_int_equal(choices[POTLUCK_MIDDLE_AGED], PG_NO_MOVE);
}

static void test_servers_take_either_die_the_first_when_none_is_chosen(void **unused)
{
	(void)unused;
	position p;
	setup(&p, "roll:2;roll:4", 0);
	assert_int_equal(only_move(&p, POTLUCK_PIECE_DIE2, POTLUCK_ZONE_SERVERS),
	                 potluck_move_make(POTLUCK_ACT_SERVER, 1, 0, 0, false));
	/* A server keeps no letter, so "either die" is one move: die 1's. */
	assert_int_equal(only_move(&p, POTLUCK_PIECE_EITHER, POTLUCK_ZONE_SERVERS),
	                 potluck_move_make(POTLUCK_ACT_SERVER, 0, 0, 0, false));
	/* Both trays full: the reason says so. */
	setup(&p,
	      "roll:4;roll:2;d1@srv;roll:1;roll:1;unlock:move;d2@srv;wild:C@F6;roll:2;roll:2",
	      0);
	char why[160];
	potluck_board_refusal(&p.ask, POTLUCK_PIECE_DIE1, POTLUCK_ZONE_SERVERS, " ", why,
	                      sizeof why);
	assert_string_equal(why, "Both server spaces are taken.");
}

static void test_lawn_chair_only_when_no_seat_fits_either_die(void **unused)
{
	(void)unused;
	position p;
	setup(&p, "roll:2;roll:4", 0);
	assert_int_equal(only_move(&p, POTLUCK_PIECE_DIE1, POTLUCK_ZONE_LAWN), PG_NO_MOVE);
	char why[160];
	potluck_board_refusal(&p.ask, POTLUCK_PIECE_DIE1, POTLUCK_ZONE_LAWN, " ", why,
	                      sizeof why);
	assert_non_null(strstr(why, "only when no seat fits"));
	setup(&p, "", -1);
	fill_number(&p, 2);
	fill_number(&p, 4);
	apply_text(&p, "roll:2;roll:4");
	ask_now(&p, 0);
	assert_int_equal(only_move(&p, POTLUCK_PIECE_DIE1, POTLUCK_ZONE_LAWN),
	                 potluck_move_make(POTLUCK_ACT_LAWN, 0, POTLUCK_TEENAGER,
	                                   POTLUCK_TARGET_LAWN, false));
}

/* Issue 14: a die on Wild sends its guest to a lawn chair in one move,
 * with no generation to choose. */
static void test_wild_guest_to_a_lawn_chair_is_one_move_without_a_letter(void **unused)
{
	(void)unused;
	position p;
	setup(&p, "", -1);
	fill_number(&p, 2);
	fill_number(&p, 4);
	p.state.die_wedge[0] = 5; /* + 2: Wild */
	p.state.die_wedge[1] = 3; /* + 4: Wild */
	apply_text(&p, "roll:2;roll:4");
	ask_now(&p, 0);
	pg_move choices[POTLUCK_BOARD_CHOICES];
	assert_int_equal(
	    potluck_board_choices(&p.ask, POTLUCK_PIECE_DIE1, POTLUCK_ZONE_LAWN, choices), 1);
	assert_int_equal(choices[0], potluck_move_make(POTLUCK_ACT_LAWN, 0, POTLUCK_GEN_ANY,
	                                               POTLUCK_TARGET_LAWN, false));
}

static void test_servers_wild_goes_to_any_free_seat(void **unused)
{
	(void)unused;
	position p;
	setup(&p, "roll:4;roll:2;d1@srv;roll:1;roll:1;unlock:move;d2@srv", 0);
	assert_int_equal(p.state.phase, POTLUCK_PHASE_WILD);
	pg_move choices[POTLUCK_BOARD_CHOICES];
	/* F6 is a 6 seat, which no die rolled. */
	assert_int_equal(
	    potluck_board_choices(&p.ask, POTLUCK_PIECE_WILD, seat_of("F6"), choices),
	    POTLUCK_GENERATIONS);
	assert_int_equal(
	    potluck_board_choices(&p.ask, POTLUCK_PIECE_DIE1, seat_of("F6"), choices), 0);
	char why[160];
	potluck_board_refusal(&p.ask, POTLUCK_PIECE_WILD, POTLUCK_ZONE_LAWN, " ", why,
	                      sizeof why);
	assert_non_null(strstr(why, "takes a seat at a table"));
}

static void test_waiting_piece_follows_the_phase_and_the_chosen_die(void **unused)
{
	(void)unused;
	position p;
	setup(&p, "roll:2;roll:4", 0);
	assert_int_equal(potluck_board_waiting_piece(&p.ask, -1), POTLUCK_PIECE_EITHER);
	assert_int_equal(potluck_board_waiting_piece(&p.ask, 1), POTLUCK_PIECE_DIE2);
	setup(&p, "roll:4;roll:2;d1@srv;roll:1;roll:1;unlock:move;d2@srv", 0);
	assert_int_equal(potluck_board_waiting_piece(&p.ask, -1), POTLUCK_PIECE_WILD);
	setup(&p, "roll:3;roll:3", 0);
	assert_int_equal(potluck_board_waiting_piece(&p.ask, -1), -1); /* unlock first */
	char why[160];
	potluck_board_refusal(&p.ask, -1, seat_of("A1"), " ", why, sizeof why);
	assert_non_null(strstr(why, "choose a bonus to unlock"));
}

static void test_nobody_acting_means_no_moves(void **unused)
{
	(void)unused;
	position p;
	setup(&p, "roll:2;roll:4", -1);
	pg_move choices[POTLUCK_BOARD_CHOICES];
	assert_int_equal(
	    potluck_board_choices(&p.ask, POTLUCK_PIECE_DIE1, seat_of("A2"), choices), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_die_guest_on_a_seat_with_its_number_is_that_seat),
	    cmocka_unit_test(test_seat_with_another_number_is_refused_in_the_rules_words),
	    cmocka_unit_test(test_same_generation_beside_is_refused),
	    cmocka_unit_test(test_wild_die_means_one_move_per_generation),
	    cmocka_unit_test(test_servers_take_either_die_the_first_when_none_is_chosen),
	    cmocka_unit_test(test_lawn_chair_only_when_no_seat_fits_either_die),
	    cmocka_unit_test(test_wild_guest_to_a_lawn_chair_is_one_move_without_a_letter),
	    cmocka_unit_test(test_servers_wild_goes_to_any_free_seat),
	    cmocka_unit_test(test_waiting_piece_follows_the_phase_and_the_chosen_die),
	    cmocka_unit_test(test_nobody_acting_means_no_moves),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
