/*
 * test_totem_pole_board.c: the pure mapping from a pyramid dropped on the
 * pole to a Totem Pole move, and the reasons given when there is none
 * (src/games/totem_pole/totem_pole_board.c). The rule each test pins is
 * in its name: the die decides the size (rule book, "Placing"), two
 * players place the dummy's on a double and when their own cannot match
 * (decisions D1-D4 in docs/rules/totem-pole.md), and Pass / Count coup
 * only when nothing fits.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "pg_options.h"
#include "totem_pole/totem_pole_board.h"

static const pg_game *const game = &totem_pole_game;

typedef struct position {
	tp_state state;
	pg_move legal[PG_MAX_MOVES];
	totem_pole_ask ask;
} position;

/* The position after moves (notation, ';'-separated) with players seats;
 * the person to move is seat (or -1 when nobody may act). */
static void setup(position *p, int players, const char *moves, int seat)
{
	pg_options options;
	pg_options_default(game, &options);
	options.players = players;
	game->init(&p->state, &options);
	char buf[512];
	snprintf(buf, sizeof buf, "%s", moves);
	char *save = NULL;
	for (char *item = strtok_r(buf, ";", &save); item; item = strtok_r(NULL, ";", &save)) {
		pg_move move;
		assert_true(game->move_from_text(&p->state, item, &move));
		game->apply_move(&p->state, move, NULL);
	}
	int n = seat >= 0 ? game->legal_moves(&p->state, p->legal, PG_MAX_MOVES) : 0;
	p->ask = (totem_pole_ask){&p->state, seat, p->legal, n, false};
}

static pg_move move_of(const position *p, int colour, int size, int zone)
{
	pg_move out = PG_NO_MOVE;
	int n = totem_pole_board_moves(&p->ask, totem_pole_piece(colour, size), zone, &out, 4);
	return n == 1 ? out : PG_NO_MOVE;
}

static void refusal_of(const position *p, int colour, int size, char *buf, size_t n)
{
	totem_pole_board_refusal(&p->ask, totem_pole_piece(colour, size), buf, n);
}

/* The die shows medium: the red medium pyramid on the pole is placing a
 * medium; a click (no zone) means the same. */
static void test_die_size_on_pole_places_it(void **state)
{
	(void)state;
	position p;
	setup(&p, 3, "first:0;roll:M", 0);
	assert_int_equal(move_of(&p, TP_RED, TP_MEDIUM, TOTEM_POLE_ZONE_POLE),
	                 tp_move_place(TP_MEDIUM));
	assert_int_equal(move_of(&p, TP_RED, TP_MEDIUM, -1), tp_move_place(TP_MEDIUM));
}

/* A size the die does not show makes no move, and the reason names the
 * face. */
static void test_other_size_is_refused_naming_the_die(void **state)
{
	(void)state;
	position p;
	setup(&p, 3, "first:0;roll:M", 0);
	assert_int_equal(move_of(&p, TP_RED, TP_SMALL, TOTEM_POLE_ZONE_POLE), PG_NO_MOVE);
	char why[200];
	refusal_of(&p, TP_RED, TP_SMALL, why, sizeof why);
	assert_string_equal(why, "The die shows medium: that small pyramid can't go on.");
}

/* Only the pole takes a pyramid: any other zone id makes no move. */
static void test_only_the_pole_is_a_target(void **state)
{
	(void)state;
	position p;
	setup(&p, 3, "first:0;roll:M", 0);
	assert_int_equal(move_of(&p, TP_RED, TP_MEDIUM, TOTEM_POLE_ZONE_POLE + 1), PG_NO_MOVE);
	assert_int_equal(move_of(&p, TP_RED, TP_MEDIUM, TOTEM_POLE_AREA_PANEL), PG_NO_MOVE);
}

/* Another seat's pyramids are not the person's to place. */
static void test_other_seats_pyramid_makes_no_move(void **state)
{
	(void)state;
	position p;
	setup(&p, 3, "first:0;roll:M", 0);
	assert_int_equal(move_of(&p, TP_BLUE, TP_MEDIUM, TOTEM_POLE_ZONE_POLE), PG_NO_MOVE);
}

/* Two players, a double: the own pyramid picked goes on first with the
 * dummy's of the other size on top; a grey one picked goes on first
 * with the own one on top. */
static void test_double_pair_order_follows_the_pyramid_picked(void **state)
{
	(void)state;
	position p;
	setup(&p, 2, "first:0;roll:SM", 0);
	assert_int_equal(move_of(&p, TP_RED, TP_SMALL, TOTEM_POLE_ZONE_POLE),
	                 tp_move_pair(TP_SMALL, TP_MEDIUM, false));
	assert_int_equal(move_of(&p, TP_GREY, TP_SMALL, TOTEM_POLE_ZONE_POLE),
	                 tp_move_pair(TP_MEDIUM, TP_SMALL, true));
}

/* Two players, no double, an own pyramid fits: the dummy's stay put. */
static void test_dummy_refused_while_own_fits(void **state)
{
	(void)state;
	position p;
	setup(&p, 2, "first:0;roll:L", 0);
	assert_int_equal(move_of(&p, TP_GREY, TP_LARGE, TOTEM_POLE_ZONE_POLE), PG_NO_MOVE);
	char why[200];
	refusal_of(&p, TP_GREY, TP_LARGE, why, sizeof why);
	assert_string_equal(why, "One of your own pyramids fits, so the dummy's stay put.");
}

/* Nobody may act: out of turn, or the person's own roll comes first. */
static void test_refusal_when_not_to_place(void **state)
{
	(void)state;
	position p;
	setup(&p, 2, "first:1;roll:L", -1);
	char why[200];
	refusal_of(&p, TP_RED, TP_LARGE, why, sizeof why);
	assert_string_equal(why, "Not your turn.");
	setup(&p, 2, "first:0", -1);
	p.ask.person_rolls_next = true;
	refusal_of(&p, TP_RED, TP_LARGE, why, sizeof why);
	assert_string_equal(why, "Roll the die first.");
	assert_int_equal(move_of(&p, TP_RED, TP_LARGE, TOTEM_POLE_ZONE_POLE), PG_NO_MOVE);
}

/* Count coup asked for while a pyramid fits, on an empty pole: place it. */
static void test_special_refusals(void **state)
{
	(void)state;
	position p;
	setup(&p, 3, "first:0;roll:M", 0);
	char why[200];
	totem_pole_board_special_refusal(&p.ask, TP_MOVE_COUP, why, sizeof why);
	assert_string_equal(why, "A pyramid fits: place it on the pole.");
	totem_pole_board_special_refusal(&p.ask, TP_MOVE_PASS, why, sizeof why);
	assert_string_equal(why, "A pyramid fits: you can only pass when none does.");
}

static void test_face_words(void **state)
{
	(void)state;
	assert_string_equal(totem_pole_face_words(TP_FACE_SM), "small or medium");
	assert_string_equal(totem_pole_face_words(TP_FACE_NONE), "nothing yet");
}

/* The single steps a scene replays match what the rules do: a placing
 * (supply to pole) and a coup (pole to the scoring area). */
static void test_steps_match_the_rules(void **state)
{
	(void)state;
	position p;
	setup(&p, 3, "first:0;roll:M;M;roll:L;L;roll:S", -1);
	tp_state steps = p.state, rules = p.state;
	pg_move place;
	assert_true(game->move_from_text(&rules, "S", &place));
	game->apply_move(&rules, place, NULL);
	tp_step_from_supply(&steps, TP_GREEN, TP_SMALL);
	tp_step_onto_pole(&steps, TP_GREEN, TP_SMALL, 2);
	assert_memory_equal(steps.supply, rules.supply, sizeof steps.supply);
	assert_int_equal(tp_pole_height(&steps), 3);
	assert_int_equal(tp_pole_colour(&steps, 2), TP_GREEN);
	tp_step_off_pole(&steps, 2);
	tp_step_into_area(&steps, TP_BLUE, TP_GREEN, TP_SMALL);
	assert_int_equal(tp_pole_height(&steps), 2);
	assert_int_equal(tp_area_count(&steps, TP_BLUE, TP_GREEN, TP_SMALL), 1);
	/* Out of range: nothing changes. */
	tp_state same = steps;
	tp_step_off_pole(&steps, 9);
	tp_step_into_area(&steps, 7, TP_RED, TP_SMALL);
	assert_memory_equal(&steps, &same, sizeof same);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_die_size_on_pole_places_it),
	    cmocka_unit_test(test_other_size_is_refused_naming_the_die),
	    cmocka_unit_test(test_only_the_pole_is_a_target),
	    cmocka_unit_test(test_other_seats_pyramid_makes_no_move),
	    cmocka_unit_test(test_double_pair_order_follows_the_pyramid_picked),
	    cmocka_unit_test(test_dummy_refused_while_own_fits),
	    cmocka_unit_test(test_refusal_when_not_to_place),
	    cmocka_unit_test(test_special_refusals),
	    cmocka_unit_test(test_face_words),
	    cmocka_unit_test(test_steps_match_the_rules),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
