/*
 * test_potluck.c: the rules of POTLUCK!, one test per rule of the book and
 * per decision of docs/rules/potluck.md, named after it.
 *
 * Positions are reached by playing moves in the game's notation; where a
 * test needs a crowded sheet it writes guests onto it with put() (which
 * keeps the sheet's masks consistent, as the invariant check confirms) and
 * aims the dice by setting the wedges they roll from.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_ai.h"
#include "pg_match.h"
#include "potluck/potluck_rules.h"

/* ---- helpers ------------------------------------------------------------ */

static pg_match *new_match(int players)
{
	pg_options options = {.players = players};
	pg_match *match = pg_match_create(&potluck_game, &options, 1);
	assert_non_null(match);
	return match;
}

static potluck_state *st(pg_match *match)
{
	return (potluck_state *)match->state;
}

static void play(pg_match *match, const char *moves)
{
	char err[256];
	if (!pg_match_apply_text(match, moves, err, sizeof err))
		fail_msg("%s", err);
	char why[256];
	if (!potluck_game.check_invariants(match->state, why, sizeof why))
		fail_msg("invariant: %s", why);
}

static bool is_legal(pg_match *match, const char *text)
{
	pg_move move;
	return potluck_game.move_from_text(match->state, text, &move) &&
	       pg_match_is_legal(match, move);
}

static int seat_of(const char *label)
{
	int table = label[0] - 'A';
	return potluck_table_first_seat(table) + label[1] - '1';
}

static int gen_of(char letter)
{
	const char *letters = "?CTYMOS";
	return (int)(strchr(letters, letter) - letters);
}

/* Writes a guest onto player's sheet, keeping its bit sets in step. */
static void put(pg_match *match, int player, const char *label, char letter)
{
	potluck_sheet *sheet = &st(match)->sheet[player];
	int seat = seat_of(label), g = gen_of(letter);
	sheet->seat[seat] = (uint8_t)g;
	sheet->occupied |= (uint64_t)1 << seat;
	sheet->with_gen[g] |= (uint64_t)1 << seat;
	sheet->next_to_gen[g] |= (uint64_t)1 << potluck_seat_neighbour(seat, 0);
	sheet->next_to_gen[g] |= (uint64_t)1 << potluck_seat_neighbour(seat, 1);
}

/* Seats a generation on every seat of player's sheet printed with number,
 * alternating two letters so no neighbours match. */
static void fill_number(pg_match *match, int player, int number)
{
	char label[4];
	int turn = 0;
	for (int s = 0; s < POTLUCK_SEATS; s++) {
		if (potluck_seat_number(s) != number || st(match)->sheet[player].seat[s])
			continue;
		potluck_seat_label(s, label, sizeof label);
		const char *pair = "YO";
		char letter = pair[turn++ % 2];
		/* Keep clear of a same letter next door. */
		for (const char *c = "YOMSCT"; *c; c++) {
			int g = gen_of(*c);
			if (!(st(match)->sheet[player].next_to_gen[g] & ((uint64_t)1 << s))) {
				letter = *c;
				break;
			}
		}
		put(match, player, label, letter);
	}
}

/* Plays the next round's rolls so die 1 shows roll1 on wedge1 and die 2
 * roll2 on wedge2 (by setting where the dice start from). */
static void roll_to(pg_match *match, int wedge1, int roll1, int wedge2, int roll2)
{
	assert_int_equal(st(match)->phase, POTLUCK_PHASE_ROLL_DIE1);
	st(match)->die_wedge[0] = (uint8_t)((wedge1 - roll1 + 7) % 7);
	st(match)->die_wedge[1] = (uint8_t)((wedge2 - roll2 + 7) % 7);
	char text[32];
	snprintf(text, sizeof text, "roll:%d;roll:%d", roll1, roll2);
	play(match, text);
}

static int count_action(pg_match *match, potluck_action action)
{
	pg_move moves[PG_MAX_MOVES];
	int n = potluck_game.legal_moves(match->state, moves, PG_MAX_MOVES), count = 0;
	for (int i = 0; i < n; i++)
		count += potluck_move_action(moves[i]) == action;
	return count;
}

/* Plays the first legal move of that kind (when which seat does not
 * matter to the test). */
static void play_first(pg_match *match, potluck_action action)
{
	pg_move moves[PG_MAX_MOVES];
	int n = potluck_game.legal_moves(match->state, moves, PG_MAX_MOVES);
	for (int i = 0; i < n; i++) {
		if (potluck_move_action(moves[i]) == action) {
			assert_true(pg_match_play(match, moves[i], NULL));
			return;
		}
	}
	fail_msg("no legal move of kind %d", (int)action);
}

static int score(pg_match *match, int player)
{
	return potluck_sheet_score(&st(match)->sheet[player]);
}

static void unlock(pg_match *match, int player, int bonus)
{
	st(match)->sheet[player].unlocked |= (uint8_t)(1u << bonus);
}

/* ---- the sheet ---------------------------------------------------------- */

static void test_sheet_has_six_round_tables_of_numbered_seats(void **unused)
{
	(void)unused;
	int seats = 0, five_seat_tables = 0, per_number[7] = {0};
	/* Ones and sixes are scarce, threes and fours plentiful. */
	const int expected_per_number[7] = {0, 2, 4, 9, 9, 4, 2};
	for (int t = 0; t < POTLUCK_TABLES; t++) {
		int first = potluck_table_first_seat(t), size = potluck_table_seat_count(t);
		assert_int_equal(first, seats);
		assert_int_equal(potluck_bits(potluck_table_mask(t)), size);
		seats += size;
		five_seat_tables += size == 5;
		/* Round: the first and last seats are neighbours. */
		assert_int_equal(potluck_seat_neighbour(first, 0), first + size - 1);
		assert_int_equal(potluck_seat_neighbour(first + size - 1, 1), first);
	}
	assert_int_equal(seats, POTLUCK_SEATS);
	assert_true(five_seat_tables >= 1);
	for (int s = 0; s < POTLUCK_SEATS; s++) {
		int number = potluck_seat_number(s);
		assert_true(number >= 1 && number <= 6);
		per_number[number]++;
		assert_true(potluck_number_mask(number) & ((uint64_t)1 << s));
		assert_true(potluck_table_mask(potluck_seat_table(s)) & ((uint64_t)1 << s));
	}
	for (int n = 1; n <= 6; n++)
		assert_int_equal(per_number[n], expected_per_number[n]);
}

/* ---- the rondel ----------------------------------------------------------- */

static void test_rondel_from_wild_two_lands_on_teenager_four_on_middle_aged(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	assert_int_equal(potluck_die_wedge(st(match), 0), POTLUCK_WILD);
	assert_int_equal(potluck_die_wedge(st(match), 1), POTLUCK_WILD);
	play(match, "roll:2;roll:4");
	assert_int_equal(potluck_die_wedge(st(match), 0), POTLUCK_TEENAGER);
	assert_int_equal(potluck_die_wedge(st(match), 1), POTLUCK_MIDDLE_AGED);
	assert_int_equal(potluck_die_roll(st(match), 0), 2);
	assert_int_equal(potluck_die_roll(st(match), 1), 4);
	/* A T in a 2 seat or an M in a 4 seat. */
	assert_true(is_legal(match, "d1T@A2"));
	assert_true(is_legal(match, "d2M@A4"));
	assert_false(is_legal(match, "d1M@A2"));
	assert_false(is_legal(match, "d2T@A4"));
	pg_match_destroy(match);
}

static void test_rondel_moves_clockwise_and_wraps_past_senior(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	st(match)->die_wedge[0] = POTLUCK_SENIOR;
	st(match)->die_wedge[1] = POTLUCK_OLDER_ADULT;
	play(match, "roll:1;roll:3");
	assert_int_equal(potluck_die_wedge(st(match), 0), POTLUCK_WILD);
	assert_int_equal(potluck_die_wedge(st(match), 1), POTLUCK_CHILDREN);
	/* Dice keep their place from round to round. */
	play(match, "d2C@A3");
	play(match, "roll:6;roll:6");
	assert_int_equal(potluck_die_wedge(st(match), 0), POTLUCK_SENIOR);
	assert_int_equal(potluck_die_wedge(st(match), 1), POTLUCK_WILD);
	pg_match_destroy(match);
}

static void test_rolls_are_chance_moves_one_to_six_equally_likely(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	pg_chance_outcome outcomes[PG_MAX_CHANCE];
	assert_int_equal(potluck_game.current_player(match->state), PG_CHANCE);
	int n = potluck_game.chance_outcomes(match->state, outcomes, PG_MAX_CHANCE);
	assert_int_equal(n, 6);
	for (int i = 0; i < n; i++) {
		assert_int_equal(potluck_move_target(outcomes[i].move), i + 1);
		assert_true(outcomes[i].probability > 0.1666 && outcomes[i].probability < 0.1667);
	}
	pg_match_destroy(match);
}

static void test_wild_wedge_lets_the_player_choose_the_generation(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	roll_to(match, POTLUCK_WILD, 6, POTLUCK_CHILDREN, 1);
	for (const char *c = "CTYMOS"; *c; c++) {
		char text[16];
		snprintf(text, sizeof text, "d1%c@F6", *c);
		assert_true(is_legal(match, text));
	}
	/* ...but must still use the number rolled. */
	assert_false(is_legal(match, "d1C@A1"));
	assert_false(is_legal(match, "d1@F6")); /* the letter must be said */
	pg_match_destroy(match);
}

/* ---- seating rules ------------------------------------------------------ */

static void test_seating_rule_1_guest_sits_in_a_seat_matching_the_number(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	play(match, "roll:2;roll:4");
	pg_move moves[PG_MAX_MOVES];
	int n = potluck_game.legal_moves(match->state, moves, PG_MAX_MOVES), seats = 0;
	for (int i = 0; i < n; i++) {
		if (potluck_move_action(moves[i]) != POTLUCK_ACT_SEAT)
			continue;
		seats++;
		int die = potluck_move_die(moves[i]);
		assert_int_equal(potluck_seat_number(potluck_move_target(moves[i])),
				 potluck_die_roll(st(match), die));
	}
	assert_int_equal(seats, 13); /* four 2 seats and nine 4 seats */
	/* Able to seat: no lawn chair. */
	assert_int_equal(count_action(match, POTLUCK_ACT_LAWN), 0);
	assert_int_equal(potluck_die_seat_problem(st(match), 0, seat_of("A3")),
			 POTLUCK_SEAT_WRONG_NUMBER);
	pg_match_destroy(match);
}

static void test_seating_rule_2_one_guest_per_seat(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	put(match, 0, "A2", 'C');
	play(match, "roll:2;roll:4");
	assert_false(is_legal(match, "d1T@A2"));
	assert_int_equal(potluck_die_seat_problem(st(match), 0, seat_of("A2")),
			 POTLUCK_SEAT_TAKEN);
	assert_true(is_legal(match, "d1T@D1"));
	pg_match_destroy(match);
}

static void test_seating_rule_3_no_same_generation_side_by_side(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	put(match, 0, "A1", 'T');
	put(match, 0, "E2", 'T');
	play(match, "roll:2;roll:4");
	assert_false(is_legal(match, "d1T@A2")); /* beside A1 */
	assert_false(is_legal(match, "d1T@E3")); /* beside E2 */
	assert_int_equal(potluck_die_seat_problem(st(match), 0, seat_of("A2")),
			 POTLUCK_SEAT_SAME_GENERATION_NEXT);
	assert_true(is_legal(match, "d1T@F2"));
	assert_true(is_legal(match, "d2M@A4")); /* another generation may */
	pg_match_destroy(match);
}

static void test_seating_rule_3_round_tables_wrap_last_seat_beside_first(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	put(match, 0, "A5", 'C');
	put(match, 0, "F7", 'C');
	roll_to(match, POTLUCK_CHILDREN, 1, POTLUCK_CHILDREN, 4);
	assert_false(is_legal(match, "d1C@A1")); /* A5 is beside A1 */
	assert_false(is_legal(match, "d1C@F1")); /* F7 is beside F1 */
	assert_false(is_legal(match, "d2C@A4")); /* A5 is beside A4 too */
	assert_true(is_legal(match, "d2C@B2"));
	pg_match_destroy(match);
}

static void test_seating_rule_4_unable_to_seat_goes_to_a_lawn_chair(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	fill_number(match, 0, 2);
	fill_number(match, 0, 4);
	int before = score(match, 0);
	play(match, "roll:2;roll:4");
	assert_int_equal(count_action(match, POTLUCK_ACT_SEAT), 0);
	assert_true(is_legal(match, "d1T@lawn"));
	assert_true(is_legal(match, "d2M@lawn"));
	play(match, "d1T@lawn");
	assert_int_equal(st(match)->sheet[0].lawn[0], POTLUCK_TEENAGER);
	assert_int_equal(score(match, 0), before - 3);
	pg_match_destroy(match);
}

static void test_unable_to_seat_may_enlist_a_server_instead_of_a_lawn_chair(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	fill_number(match, 0, 2);
	fill_number(match, 0, 4);
	int before = score(match, 0);
	play(match, "roll:2;roll:4");
	assert_true(is_legal(match, "d1T@lawn"));
	assert_true(is_legal(match, "d1@srv"));
	play(match, "d1@srv");
	assert_int_equal(potluck_lawn_count(&st(match)->sheet[0]), 0);
	assert_int_equal(score(match, 0), before);
	pg_match_destroy(match);
}

static void test_lawn_chairs_cost_3_6_and_10_adding_up_to_19(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	fill_number(match, 0, 2);
	fill_number(match, 0, 4);
	int before = score(match, 0);
	const int expected[3] = {-3, -9, -19};
	for (int i = 0; i < 3; i++) {
		roll_to(match, POTLUCK_TEENAGER, 2, POTLUCK_MIDDLE_AGED, 4);
		play(match, "d2M@lawn");
		assert_int_equal(potluck_lawn_total(&st(match)->sheet[0]), expected[i]);
		assert_int_equal(score(match, 0), before + expected[i]);
	}
	pg_match_destroy(match);
}

static void test_lawn_chair_only_when_neither_die_fits(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	fill_number(match, 0, 2); /* die 1 cannot sit, die 2 can */
	play(match, "roll:2;roll:4");
	assert_int_equal(count_action(match, POTLUCK_ACT_LAWN), 0);
	assert_false(is_legal(match, "d1T@lawn"));
	assert_true(is_legal(match, "d2M@A4"));
	pg_match_destroy(match);
}

static void test_seating_rule_5_seated_guests_stay_without_a_bonus(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	play(match, "roll:2;roll:4;d1T@A2;roll:1;roll:1");
	/* Doubles: unlock something other than a moving bonus. */
	play(match, "unlock:change");
	assert_int_equal(count_action(match, POTLUCK_ACT_MOVE), 0);
	assert_int_equal(count_action(match, POTLUCK_ACT_ERASE), 0);
	assert_false(is_legal(match, "move@A2"));
	assert_false(is_legal(match, "erase@A2"));
	pg_match_destroy(match);
}

static void test_seating_rule_6_guest_moved_from_a_lawn_chair_ignores_the_number(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	st(match)->sheet[0].lawn[0] = POTLUCK_SENIOR;
	unlock(match, 0, POTLUCK_BONUS_MOVE);
	play(match, "roll:2;roll:4");
	play(match, "move@L1");
	assert_int_equal(st(match)->phase, POTLUCK_PHASE_RELOCATE);
	assert_int_equal(st(match)->sheet[0].lawn[0], 0);
	assert_true(is_legal(match, "put@F6")); /* a 6 seat, no 6 rolled */
	assert_true(is_legal(match, "put@B1"));
	play(match, "put@F6");
	assert_int_equal(st(match)->sheet[0].seat[seat_of("F6")], POTLUCK_SENIOR);
	assert_int_equal(potluck_lawn_total(&st(match)->sheet[0]), 0);
	/* The turn's own guest still has to be seated. */
	assert_int_equal(potluck_guests_waiting(st(match)), 1);
	pg_match_destroy(match);
}

/* ---- servers' wild ------------------------------------------------------- */

static void test_server_space_may_take_a_guest_even_when_a_seat_fits(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	play(match, "roll:2;roll:4");
	assert_true(is_legal(match, "d1T@A2"));
	assert_true(is_legal(match, "d1@srv"));
	int before = score(match, 0);
	play(match, "d1@srv");
	assert_int_equal(st(match)->sheet[0].server[0], POTLUCK_TEENAGER);
	/* Server spaces are not scored. */
	assert_int_equal(score(match, 0), before);
	pg_match_destroy(match);
}

static void test_servers_wild_must_be_seated_at_once_any_generation_any_number(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	play(match, "roll:2;roll:4;d1@srv;roll:1;roll:2");
	play(match, "d2@srv");
	assert_int_equal(st(match)->phase, POTLUCK_PHASE_WILD);
	char prompt[128];
	potluck_prompt(st(match), prompt, sizeof prompt);
	assert_non_null(strstr(prompt, "wild"));
	/* Only wild moves: it cannot be saved, and no bonus comes first. */
	pg_move moves[PG_MAX_MOVES];
	int n = potluck_game.legal_moves(match->state, moves, PG_MAX_MOVES);
	assert_int_equal(n, POTLUCK_SEATS * POTLUCK_GENERATIONS);
	for (int i = 0; i < n; i++)
		assert_int_equal(potluck_move_action(moves[i]), POTLUCK_ACT_WILD);
	play(match, "wild:S@C2");
	assert_int_equal(st(match)->sheet[0].seat[seat_of("C2")], POTLUCK_SENIOR);
	/* The servers are done for the game. */
	play(match, "roll:3;roll:4");
	assert_int_equal(st(match)->phase, POTLUCK_PHASE_PLACE);
	assert_true(is_legal(match, "d1S@A3"));
	assert_int_equal(count_action(match, POTLUCK_ACT_SERVER), 0);
	assert_false(is_legal(match, "d1@srv"));
	pg_match_destroy(match);
}

static void test_servers_wild_obeys_the_generation_rule(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	put(match, 0, "C1", 'S');
	st(match)->sheet[0].server[0] = POTLUCK_CHILDREN;
	play(match, "roll:2;roll:4;d1@srv");
	assert_false(is_legal(match, "wild:S@C2"));
	assert_int_equal(potluck_free_seat_problem(st(match), seat_of("C2")), POTLUCK_SEAT_OK);
	assert_int_equal(potluck_check_seat(&st(match)->sheet[0], seat_of("C2"), POTLUCK_SENIOR, 0),
			 POTLUCK_SEAT_SAME_GENERATION_NEXT);
	assert_true(is_legal(match, "wild:C@C2"));
	pg_match_destroy(match);
}

static void test_servers_wild_is_lost_when_every_seat_is_taken(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	for (int n = 1; n <= 6; n++)
		fill_number(match, 0, n);
	assert_true(potluck_sheet_all_full(&st(match)->sheet[0]));
	st(match)->sheet[0].server[0] = POTLUCK_CHILDREN;
	play(match, "roll:2;roll:4;d1@srv");
	assert_int_equal(st(match)->phase, POTLUCK_PHASE_ROLL_DIE1);
	pg_match_destroy(match);
}

/* ---- doubles bonuses ---------------------------------------------------- */

static void test_doubles_unlock_one_bonus_of_the_players_choice(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	play(match, "roll:3;roll:3");
	assert_int_equal(st(match)->phase, POTLUCK_PHASE_UNLOCK);
	assert_int_equal(count_action(match, POTLUCK_ACT_UNLOCK), POTLUCK_BONUSES);
	play(match, "unlock:twice");
	assert_int_equal(st(match)->sheet[0].unlocked, 1u << POTLUCK_BONUS_TWICE);
	/* Usable in the round it was unlocked. */
	play(match, "d1Y@A3");
	assert_true(is_legal(match, "twice"));
	pg_match_destroy(match);
}

static void test_no_unlock_without_doubles(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	play(match, "roll:3;roll:4");
	assert_int_equal(st(match)->phase, POTLUCK_PHASE_PLACE);
	assert_int_equal(count_action(match, POTLUCK_ACT_UNLOCK), 0);
	pg_match_destroy(match);
}

static void test_doubles_do_nothing_once_all_six_are_unlocked(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	st(match)->sheet[0].unlocked = POTLUCK_ALL_BONUSES;
	play(match, "roll:3;roll:3");
	assert_int_equal(st(match)->phase, POTLUCK_PHASE_PLACE);
	assert_int_equal(count_action(match, POTLUCK_ACT_UNLOCK), 0);
	pg_match_destroy(match);
}

static void test_bonus_both_seats_both_dice_guests(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	unlock(match, 0, POTLUCK_BONUS_BOTH);
	play(match, "roll:2;roll:4");
	assert_false(is_legal(match, "both")); /* after choosing a die */
	play(match, "d1T@A2");
	assert_true(is_legal(match, "both"));
	assert_true(is_legal(match, "end"));
	play(match, "both");
	assert_int_equal(potluck_guests_waiting(st(match)), 1);
	assert_false(is_legal(match, "d1T@D1")); /* the other die's guest */
	play(match, "d2M@A4");
	assert_int_equal(st(match)->sheet[0].seat[seat_of("A2")], POTLUCK_TEENAGER);
	assert_int_equal(st(match)->sheet[0].seat[seat_of("A4")], POTLUCK_MIDDLE_AGED);
	assert_int_equal(st(match)->phase, POTLUCK_PHASE_ROLL_DIE1); /* turn over */
	pg_match_destroy(match);
}

static void test_bonus_twice_uses_the_chosen_die_again(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	unlock(match, 0, POTLUCK_BONUS_TWICE);
	play(match, "roll:2;roll:4;d1T@A2;twice");
	assert_false(is_legal(match, "d2M@A4"));
	play(match, "d1T@D1");
	assert_int_equal(st(match)->sheet[0].seat[seat_of("D1")], POTLUCK_TEENAGER);
	assert_true(st(match)->sheet[0].used & (1u << POTLUCK_BONUS_TWICE));
	pg_match_destroy(match);
}

static void test_bonus_erase_removes_a_seated_guest_or_a_lawn_chair_guest(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	unlock(match, 0, POTLUCK_BONUS_ERASE);
	put(match, 0, "B1", 'C');
	st(match)->sheet[0].lawn[0] = POTLUCK_SENIOR;
	st(match)->sheet[0].lawn[1] = POTLUCK_TEENAGER;
	play(match, "roll:2;roll:4");
	assert_true(is_legal(match, "erase@B1"));
	assert_true(is_legal(match, "erase@L2"));
	play(match, "erase@L2");
	assert_int_equal(potluck_lawn_total(&st(match)->sheet[0]), -3);
	/* Once only. */
	assert_false(is_legal(match, "erase@B1"));
	assert_int_equal(count_action(match, POTLUCK_ACT_ERASE), 0);
	pg_match_destroy(match);
}

static void test_bonus_erase_frees_the_seat_for_this_rounds_guest(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	unlock(match, 0, POTLUCK_BONUS_ERASE);
	fill_number(match, 0, 2);
	fill_number(match, 0, 4);
	play(match, "roll:2;roll:4");
	assert_true(is_legal(match, "d1T@lawn"));
	play(match, "erase@A2");
	assert_int_equal(st(match)->sheet[0].seat[seat_of("A2")], 0);
	assert_false(is_legal(match, "d1T@lawn"));
	play(match, "d1T@A2");
	pg_match_destroy(match);
}

static void test_bonus_move_relocates_a_guest_ignoring_the_number(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	unlock(match, 0, POTLUCK_BONUS_MOVE);
	play(match, "roll:2;roll:4;d1T@A2");
	play(match, "move@A2");
	assert_int_equal(st(match)->sheet[0].seat[seat_of("A2")], 0);
	assert_false(is_legal(match, "put@A2")); /* a relocation goes elsewhere */
	assert_int_equal(potluck_free_seat_problem(st(match), seat_of("A2")),
			 POTLUCK_SEAT_WHERE_IT_CAME_FROM);
	assert_true(is_legal(match, "put@E5"));
	play(match, "put@E5");
	assert_int_equal(st(match)->sheet[0].seat[seat_of("E5")], POTLUCK_TEENAGER);
	pg_match_destroy(match);
}

static void test_bonus_change_sets_the_generation_of_one_die(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	unlock(match, 0, POTLUCK_BONUS_CHANGE);
	play(match, "roll:2;roll:4;change:d1S");
	assert_int_equal(potluck_die_generation(st(match), 0), POTLUCK_SENIOR);
	assert_false(is_legal(match, "d1T@A2"));
	assert_true(is_legal(match, "d1S@A2"));
	assert_true(is_legal(match, "d1@A2")); /* the letter is fixed again */
	/* The die stays on its wedge: the change is this player's alone. */
	assert_int_equal(potluck_die_wedge(st(match), 0), POTLUCK_TEENAGER);
	play(match, "d1S@A2");
	pg_match_destroy(match);
}

static void test_bonus_again_repeats_a_bonus_already_used(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	unlock(match, 0, POTLUCK_BONUS_AGAIN);
	unlock(match, 0, POTLUCK_BONUS_ERASE);
	put(match, 0, "B1", 'C');
	put(match, 0, "D1", 'T');
	play(match, "roll:2;roll:4");
	/* Erase is still unused: Again does not stand in for it. */
	assert_false(is_legal(match, "again:erase@B1"));
	play(match, "erase@B1");
	assert_true(is_legal(match, "again:erase@D1"));
	/* Again cannot copy itself nor a bonus not unlocked. */
	assert_false(is_legal(match, "again:both"));
	play(match, "again:erase@D1");
	assert_int_equal(st(match)->sheet[0].occupied, 0);
	assert_int_equal(st(match)->sheet[0].used,
			 (1u << POTLUCK_BONUS_AGAIN) | (1u << POTLUCK_BONUS_ERASE));
	assert_int_equal(count_action(match, POTLUCK_ACT_ERASE), 0);
	pg_match_destroy(match);
}

static void test_several_bonuses_in_one_round(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	st(match)->sheet[0].unlocked = POTLUCK_ALL_BONUSES;
	play(match, "roll:2;roll:4;change:d1C;d1C@A2;twice;d1C@D1;both;d2M@A4");
	assert_int_equal(st(match)->phase, POTLUCK_PHASE_PLACE); /* erase, move left */
	play(match, "erase@D1;end");
	assert_int_equal(st(match)->phase, POTLUCK_PHASE_ROLL_DIE1);
	assert_int_equal(st(match)->sheet[0].used, (1u << POTLUCK_BONUS_CHANGE) |
							   (1u << POTLUCK_BONUS_TWICE) |
							   (1u << POTLUCK_BONUS_BOTH) |
							   (1u << POTLUCK_BONUS_ERASE));
	pg_match_destroy(match);
}

/* ---- scoring -------------------------------------------------------------- */

static void test_book_example_five_generations_at_a_full_five_seat_table_score_30(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	put(match, 0, "A1", 'C');
	put(match, 0, "A2", 'T');
	put(match, 0, "A3", 'Y');
	put(match, 0, "A4", 'M');
	put(match, 0, "A5", 'O');
	const potluck_sheet *sheet = &st(match)->sheet[0];
	assert_int_equal(potluck_table_seat_count(0), 5);
	assert_true(potluck_table_full(sheet, 0));
	assert_int_equal(potluck_table_generations(sheet, 0), 5);
	assert_int_equal(potluck_table_score(sheet, 0), 30);
	pg_match_destroy(match);
}

static void test_book_example_three_generations_score_9(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	put(match, 0, "B1", 'C');
	put(match, 0, "B2", 'T');
	put(match, 0, "B3", 'Y');
	const potluck_sheet *sheet = &st(match)->sheet[0];
	assert_false(potluck_table_full(sheet, 1));
	assert_int_equal(potluck_table_score(sheet, 1), 9);
	assert_int_equal(potluck_sheet_score(sheet), 9);
	pg_match_destroy(match);
}

static void test_full_table_bonus_counts_seats_even_with_repeated_generations(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	put(match, 0, "B1", 'C');
	put(match, 0, "B2", 'T');
	put(match, 0, "B3", 'C');
	put(match, 0, "B4", 'T');
	assert_int_equal(potluck_table_score(&st(match)->sheet[0], 1), 2 * 2 + 4);
	pg_breakdown breakdown = {0};
	potluck_game.score_breakdown(match->state, 0, &breakdown);
	assert_int_equal(breakdown.total, 8);
	pg_match_destroy(match);
}

/* ---- game end ------------------------------------------------------------ */

static void test_filling_the_sixth_table_triggers_one_more_round(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	for (int n = 1; n <= 6; n++)
		fill_number(match, 0, n);
	/* Free A2 (a 2 seat) so one T completes the sheet. */
	potluck_sheet *sheet = &st(match)->sheet[0];
	int a2 = seat_of("A2"), g = sheet->seat[a2];
	sheet->seat[a2] = 0;
	sheet->occupied &= ~((uint64_t)1 << a2);
	sheet->with_gen[g] &= ~((uint64_t)1 << a2);
	sheet->next_to_gen[g] = 0;
	for (int s = 0; s < POTLUCK_SEATS; s++)
		if (sheet->with_gen[g] & ((uint64_t)1 << s))
			sheet->next_to_gen[g] |= ((uint64_t)1 << potluck_seat_neighbour(s, 0)) |
						 ((uint64_t)1 << potluck_seat_neighbour(s, 1));
	roll_to(match, POTLUCK_WILD, 2, POTLUCK_MIDDLE_AGED, 4);
	play_first(match, POTLUCK_ACT_SEAT);
	assert_true(potluck_sheet_all_full(sheet));
	assert_int_equal(st(match)->end_triggered, 1);
	assert_int_equal(st(match)->final_round, 1);
	assert_int_equal(st(match)->phase, POTLUCK_PHASE_ROLL_DIE1);
	/* The final round: still a guest to place, even in a lawn chair. */
	roll_to(match, POTLUCK_TEENAGER, 2, POTLUCK_MIDDLE_AGED, 4);
	char prompt[128];
	potluck_prompt(st(match), prompt, sizeof prompt);
	assert_non_null(strstr(prompt, "Final round"));
	play(match, "d1T@lawn");
	assert_true(pg_match_is_terminal(match));
	pg_match_destroy(match);
}

static void test_third_lawn_chair_triggers_one_more_round(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	fill_number(match, 0, 2);
	fill_number(match, 0, 4);
	st(match)->sheet[0].lawn[0] = POTLUCK_CHILDREN;
	st(match)->sheet[0].lawn[1] = POTLUCK_CHILDREN;
	roll_to(match, POTLUCK_TEENAGER, 2, POTLUCK_MIDDLE_AGED, 4);
	assert_int_equal(st(match)->end_triggered, 0);
	play(match, "d1T@lawn");
	assert_int_equal(st(match)->end_triggered, 1);
	assert_int_equal(st(match)->final_round, 1);
	assert_false(pg_match_is_terminal(match));
	play(match, "roll:1;roll:1");
	assert_int_equal(st(match)->phase, POTLUCK_PHASE_UNLOCK); /* still a round */
	play(match, "unlock:erase");
	play_first(match, POTLUCK_ACT_SEAT);
	/* The last chance for bonuses: the player ends the turn. */
	play(match, "end");
	assert_true(pg_match_is_terminal(match));
	pg_match_destroy(match);
}

static void test_end_trigger_stays_when_erase_empties_the_third_chair(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	fill_number(match, 0, 2);
	fill_number(match, 0, 4);
	unlock(match, 0, POTLUCK_BONUS_ERASE);
	st(match)->sheet[0].lawn[0] = POTLUCK_CHILDREN;
	st(match)->sheet[0].lawn[1] = POTLUCK_CHILDREN;
	roll_to(match, POTLUCK_TEENAGER, 2, POTLUCK_MIDDLE_AGED, 4);
	play(match, "d1T@lawn;erase@L3");
	assert_int_equal(st(match)->sheet[0].lawn[2], 0);
	assert_int_equal(st(match)->final_round, 1);
	roll_to(match, POTLUCK_TEENAGER, 1, POTLUCK_MIDDLE_AGED, 3);
	play_first(match, POTLUCK_ACT_SEAT);
	assert_true(pg_match_is_terminal(match));
	pg_match_destroy(match);
}

static void test_final_round_is_played_by_every_player(void **unused)
{
	(void)unused;
	pg_match *match = new_match(2);
	fill_number(match, 1, 2);
	fill_number(match, 1, 4);
	st(match)->sheet[1].lawn[0] = POTLUCK_CHILDREN;
	st(match)->sheet[1].lawn[1] = POTLUCK_CHILDREN;
	roll_to(match, POTLUCK_TEENAGER, 2, POTLUCK_MIDDLE_AGED, 4);
	play(match, "d1T@A2");
	assert_int_equal(potluck_game.current_player(match->state), 1);
	play(match, "d2M@lawn"); /* player 2's third lawn chair */
	assert_int_equal(st(match)->end_triggered, 2);
	assert_int_equal(st(match)->final_round, 1);
	play(match, "roll:1;roll:3");
	assert_int_equal(potluck_game.current_player(match->state), 0);
	play(match, "d1Y@A1");
	assert_int_equal(potluck_game.current_player(match->state), 1);
	play(match, "d2@srv");
	assert_true(pg_match_is_terminal(match));
	pg_match_destroy(match);
}

static void test_guest_goes_home_when_no_seat_and_no_lawn_chair_is_left(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	fill_number(match, 0, 2);
	fill_number(match, 0, 4);
	for (int k = 0; k < 3; k++)
		st(match)->sheet[0].lawn[k] = POTLUCK_CHILDREN;
	st(match)->sheet[0].server[0] = st(match)->sheet[0].server[1] = POTLUCK_CHILDREN;
	st(match)->end_triggered = 1;
	st(match)->final_round = 1;
	int before = score(match, 0);
	roll_to(match, POTLUCK_TEENAGER, 2, POTLUCK_MIDDLE_AGED, 4);
	assert_int_equal(count_action(match, POTLUCK_ACT_LAWN), 0);
	assert_true(is_legal(match, "d1@away"));
	play(match, "d1@away");
	assert_int_equal(score(match, 0), before);
	assert_true(pg_match_is_terminal(match));
	pg_match_destroy(match);
}

/* ---- several players ------------------------------------------------------ */

static void test_every_player_seats_from_the_same_shared_roll(void **unused)
{
	(void)unused;
	pg_match *match = new_match(3);
	play(match, "roll:2;roll:4");
	assert_int_equal(potluck_game.current_player(match->state), 0);
	play(match, "d1T@A2");
	assert_int_equal(potluck_game.current_player(match->state), 1);
	assert_true(is_legal(match, "d1T@A2")); /* its own sheet, same dice */
	play(match, "d2M@A4");
	assert_int_equal(potluck_game.current_player(match->state), 2);
	play(match, "d1T@D1");
	assert_int_equal(potluck_game.current_player(match->state), PG_CHANCE);
	assert_int_equal(st(match)->sheet[0].seat[seat_of("A2")], POTLUCK_TEENAGER);
	assert_int_equal(st(match)->sheet[1].seat[seat_of("A4")], POTLUCK_MIDDLE_AGED);
	assert_int_equal(st(match)->sheet[2].seat[seat_of("D1")], POTLUCK_TEENAGER);
	pg_match_destroy(match);
}

static void test_tied_players_all_win(void **unused)
{
	(void)unused;
	pg_match *match = new_match(3);
	put(match, 0, "A1", 'C');
	put(match, 1, "D1", 'T');
	st(match)->phase = POTLUCK_PHASE_GAME_OVER;
	double returns[3];
	potluck_game.returns(match->state, returns);
	assert_true(returns[0] == 0.5 && returns[1] == 0.5 && returns[2] == 0.0);
	pg_match_destroy(match);
}

static void test_solo_return_is_the_score_scaled_to_0_1(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	put(match, 0, "B1", 'C');
	put(match, 0, "B2", 'T');
	put(match, 0, "B3", 'Y');
	st(match)->phase = POTLUCK_PHASE_GAME_OVER;
	double returns[1];
	potluck_game.returns(match->state, returns);
	assert_true(returns[0] > (9.0 + 19) / 196 - 1e-9 && returns[0] < (9.0 + 19) / 196 + 1e-9);
	pg_match_destroy(match);
}

/* ---- notation -------------------------------------------------------------- */

static void test_notation_round_trips_every_legal_move(void **unused)
{
	(void)unused;
	pg_rng rng;
	pg_rng_seed(&rng, 99);
	for (int game = 0; game < 80; game++) {
		pg_match *match = new_match(1 + game % 4);
		while (!pg_match_is_terminal(match)) {
			pg_move moves[PG_MAX_MOVES];
			int n;
			if (pg_match_to_move(match) == PG_CHANCE) {
				pg_chance_outcome outcomes[PG_MAX_CHANCE];
				n = potluck_game.chance_outcomes(match->state, outcomes, PG_MAX_CHANCE);
				for (int i = 0; i < n; i++)
					moves[i] = outcomes[i].move;
			} else {
				n = potluck_game.legal_moves(match->state, moves, PG_MAX_MOVES);
			}
			for (int i = 0; i < n; i++) {
				char text[64];
				potluck_game.move_to_text(match->state, moves[i], text, sizeof text);
				assert_null(strpbrk(text, "; "));
				pg_move back = PG_NO_MOVE;
				if (!potluck_game.move_from_text(match->state, text, &back) ||
				    back != moves[i])
					fail_msg("'%s' does not read back", text);
			}
			pg_move move = pg_match_to_move(match) == PG_CHANCE
					       ? pg_match_sample_chance(match)
					       : pg_ai_random_move(&potluck_game, match->state, &rng);
			assert_true(pg_match_play(match, move, NULL));
		}
		pg_match_destroy(match);
	}
}

static void test_notation_examples(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	pg_move move;
	assert_true(potluck_game.move_from_text(match->state, "roll:4", &move));
	assert_int_equal(potluck_move_action(move), POTLUCK_ACT_ROLL);
	assert_int_equal(potluck_move_target(move), 4);
	assert_false(potluck_game.move_from_text(match->state, "roll:7", &move));
	assert_true(potluck_game.move_from_text(match->state, "d1T@B3", &move));
	assert_int_equal(potluck_move_action(move), POTLUCK_ACT_SEAT);
	assert_int_equal(potluck_move_die(move), 0);
	assert_int_equal(potluck_move_generation(move), POTLUCK_TEENAGER);
	assert_int_equal(potluck_move_target(move), seat_of("B3"));
	assert_true(potluck_game.move_from_text(match->state, "wild:Y@D4", &move));
	assert_int_equal(potluck_move_action(move), POTLUCK_ACT_WILD);
	assert_int_equal(potluck_move_target(move), seat_of("D4"));
	assert_true(potluck_game.move_from_text(match->state, "again:erase@C2", &move));
	assert_true(potluck_move_again(move));
	assert_int_equal(potluck_move_target(move), seat_of("C2"));
	assert_true(potluck_game.move_from_text(match->state, "erase@L3", &move));
	assert_int_equal(potluck_move_target(move), POTLUCK_TARGET_LAWN + 2);
	assert_false(potluck_game.move_from_text(match->state, "d1T@C4", &move)); /* C has 3 */
	assert_false(potluck_game.move_from_text(match->state, "d3T@A1", &move));
	assert_false(potluck_game.move_from_text(match->state, "unlock:nap", &move));
	char text[32];
	potluck_game.move_to_text(match->state,
				  potluck_move_make(POTLUCK_ACT_CHANGE, 1, POTLUCK_YOUNG_ADULT, 0,
						    false),
				  text, sizeof text);
	assert_string_equal(text, "change:d2Y");
	pg_match_destroy(match);
}

/* The move log's sentence for move in the position of match. */
static const char *sentence(pg_match *match, pg_move move)
{
	static char text[160];
	potluck_game.describe_move(match->state, move, text, sizeof text);
	return text;
}

static void test_move_log_sentences_read_as_english(void **unused)
{
	(void)unused;
	pg_match *match = new_match(1);
	play(match, "roll:2;roll:4");
	static const char *const plurals[] = {
		"", "Children", "Teenagers", "Young adults", "Middle-aged adults", "Older adults",
		"Seniors",
	};
	static const char *const singulars[] = {
		"", "a Child", "a Teenager", "a Young adult", "a Middle-aged adult", "an Older adult",
		"a Senior",
	};
	char expected[160];
	for (int g = 1; g <= POTLUCK_GENERATIONS; g++) {
		snprintf(expected, sizeof expected,
			 "Red makes die 2's guests %s this turn.", plurals[g]);
		assert_string_equal(
			sentence(match, potluck_move_make(POTLUCK_ACT_CHANGE, 1, g, 0, false)),
			expected);
		snprintf(expected, sizeof expected, "Red seats die 1's guest, %s, in a 2 seat at table A.",
			 singulars[g]);
		assert_string_equal(
			sentence(match, potluck_move_make(POTLUCK_ACT_SEAT, 0, g, seat_of("A2"), false)),
			expected);
		snprintf(expected, sizeof expected,
			 "Red seats the servers' wild as %s in a 5 seat at table D.", singulars[g]);
		assert_string_equal(
			sentence(match, potluck_move_make(POTLUCK_ACT_WILD, 0, g, seat_of("D4"), false)),
			expected);
		snprintf(expected, sizeof expected,
			 "Red has no seat for die 2's guest, %s: lawn chair 1 (-3).", singulars[g]);
		assert_string_equal(sentence(match, potluck_move_make(POTLUCK_ACT_LAWN, 1, g,
								       POTLUCK_TARGET_LAWN, false)),
				    expected);
	}
	assert_string_equal(sentence(match, potluck_move_make(POTLUCK_ACT_CHANGE, 0,
								 POTLUCK_CHILDREN, 0, true)),
			    "Red makes die 1's guests Children this turn (paid with the "
			    "Again bonus).");
	assert_string_equal(sentence(match, potluck_move_make(POTLUCK_ACT_ERASE, 0, 0,
								 seat_of("B3"), false)),
			    "Red erases the guest in a 3 seat at table B.");
	assert_string_equal(sentence(match, potluck_move_make(POTLUCK_ACT_ERASE, 0, 0,
								 POTLUCK_TARGET_LAWN + 1, false)),
			    "Red erases the guest in lawn chair 2 (-6).");
	assert_string_equal(sentence(match, potluck_move_make(POTLUCK_ACT_MOVE, 0, 0,
								 POTLUCK_TARGET_LAWN, false)),
			    "Red lifts the guest in lawn chair 1 (-3) to relocate them.");
	assert_string_equal(sentence(match, potluck_move_make(POTLUCK_ACT_UNLOCK, 0, 0,
								 POTLUCK_BONUS_CHANGE, false)),
			    "Red unlocks the bonus \"Change a die's generation\".");
	assert_string_equal(sentence(match, potluck_move_make(POTLUCK_ACT_BOTH, 0, 0, 0, false)),
			    "Red will seat both dice's guests this turn.");
	assert_string_equal(sentence(match, potluck_move_make(POTLUCK_ACT_SERVER, 1, 0, 0, false)),
			    "Red makes die 2's guest a server.");
	pg_match_destroy(match);
}

/* The log names a player by the colour the table shows, and a seat by the
 * number printed on it, as a person would (issue 14). */
static void test_move_log_names_colours_and_printed_seat_numbers(void **unused)
{
	(void)unused;
	pg_match *match = new_match(4);
	play(match, "roll:2;roll:4;d1T@A2");
	assert_int_equal(st(match)->to_move, 1);
	assert_string_equal(
	    sentence(match, potluck_move_make(POTLUCK_ACT_SEAT, 1, POTLUCK_MIDDLE_AGED,
					      seat_of("F4"), false)),
	    "Blue seats die 2's guest, a Middle-aged adult, in a 4 seat at table F.");
	play(match, "d1T@A2");
	assert_string_equal(sentence(match, potluck_move_make(POTLUCK_ACT_SERVER, 0, 0, 0, false)),
			    "Yellow makes die 1's guest a server.");
	play(match, "d1T@A2");
	assert_string_equal(sentence(match, potluck_move_make(POTLUCK_ACT_SERVER, 0, 0, 0, false)),
			    "Green makes die 1's guest a server.");
	pg_match_destroy(match);
}

/* Both dice on Wild and no seat for a 2 or a 4: each die's guest goes to
 * the lawn chair as one move, with no letter to choose (issue 14). */
static pg_match *wild_dice_and_no_seat(void)
{
	pg_match *match = new_match(1);
	fill_number(match, 0, 2);
	fill_number(match, 0, 4);
	st(match)->die_wedge[0] = 5; /* + 2 = Wild */
	st(match)->die_wedge[1] = 3; /* + 4 = Wild */
	play(match, "roll:2;roll:4");
	assert_int_equal(potluck_die_wedge(st(match), 0), POTLUCK_WILD);
	assert_int_equal(potluck_die_wedge(st(match), 1), POTLUCK_WILD);
	return match;
}

static void test_wild_guest_to_a_lawn_chair_keeps_no_letter(void **unused)
{
	(void)unused;
	pg_match *match = wild_dice_and_no_seat();
	assert_int_equal(count_action(match, POTLUCK_ACT_SEAT), 0);
	assert_int_equal(count_action(match, POTLUCK_ACT_LAWN), 2); /* one a die */
	assert_true(is_legal(match, "d1@lawn"));
	pg_move move;
	assert_true(potluck_game.move_from_text(match->state, "d1@lawn", &move));
	char text[32];
	potluck_game.move_to_text(match->state, move, text, sizeof text);
	assert_string_equal(text, "d1@lawn");
	/* An older save's "d1T@lawn" is read as the same move. */
	pg_move old;
	assert_true(potluck_game.move_from_text(match->state, "d1T@lawn", &old));
	assert_int_equal(old, move);
	assert_string_equal(sentence(match, move),
			    "Red has no seat for die 1's guest, a Wild guest: lawn chair 1 (-3).");
	int before = score(match, 0);
	play(match, "d1@lawn");
	assert_int_equal(st(match)->sheet[0].lawn[0], POTLUCK_GEN_ANY);
	assert_int_equal(score(match, 0), before - 3);
	pg_match_destroy(match);
}

static void test_wild_guest_moved_from_a_lawn_chair_chooses_its_letter(void **unused)
{
	(void)unused;
	pg_match *match = wild_dice_and_no_seat();
	unlock(match, 0, POTLUCK_BONUS_MOVE);
	play(match, "d1@lawn");
	play(match, "move@L1");
	assert_int_equal(st(match)->phase, POTLUCK_PHASE_RELOCATE);
	assert_true(is_legal(match, "put:S@F6"));
	assert_true(is_legal(match, "put:C@F6"));
	assert_false(is_legal(match, "put@F6")); /* a letter is needed */
	pg_move move;
	assert_true(potluck_game.move_from_text(match->state, "put:S@F6", &move));
	assert_string_equal(sentence(match, move),
			    "Red relocates the guest, as a Senior, to a 6 seat at table F.");
	play(match, "put:S@F6");
	assert_int_equal(st(match)->sheet[0].seat[seat_of("F6")], POTLUCK_SENIOR);
	assert_int_equal(st(match)->sheet[0].lawn[0], 0);
	pg_match_destroy(match);
}

/* ---- playing whole games ---------------------------------------------------- */

static void test_random_games_end_by_a_trigger_and_a_final_round(void **unused)
{
	(void)unused;
	pg_rng rng;
	pg_rng_seed(&rng, 5);
	for (int game = 0; game < 200; game++) {
		pg_match *match = new_match(1 + game % 4);
		int final_rounds_seen = 0, last_round = 0;
		while (!pg_match_is_terminal(match)) {
			if (st(match)->final_round && st(match)->round != last_round) {
				final_rounds_seen++;
				last_round = st(match)->round;
			}
			pg_move move = pg_match_to_move(match) == PG_CHANCE
					       ? pg_match_sample_chance(match)
					       : pg_ai_random_move(&potluck_game, match->state, &rng);
			assert_true(pg_match_play(match, move, NULL));
		}
		assert_int_equal(final_rounds_seen, 1);
		/* (Erase may empty the third lawn chair later; the trigger stays.) */
		assert_true(st(match)->end_triggered != 0);
		pg_match_destroy(match);
	}
}

static void test_ai_evaluate_is_a_share_between_0_and_1(void **unused)
{
	(void)unused;
	pg_rng rng;
	pg_rng_seed(&rng, 11);
	for (int game = 0; game < 40; game++) {
		pg_match *match = new_match(1 + game % 4);
		while (!pg_match_is_terminal(match)) {
			for (int p = 0; p < st(match)->players; p++) {
				double value = potluck_game.ai->evaluate(match->state, p);
				assert_true(value >= 0.0 && value <= 1.0);
			}
			pg_move move = pg_match_to_move(match) == PG_CHANCE
					       ? pg_match_sample_chance(match)
					       : pg_ai_random_move(&potluck_game, match->state, &rng);
			assert_true(pg_match_play(match, move, NULL));
		}
		pg_match_destroy(match);
	}
}

static void test_ai_plays_legal_moves_at_every_level(void **unused)
{
	(void)unused;
	pg_match *match = new_match(2);
	int decisions = 0;
	while (!pg_match_is_terminal(match) && decisions < 30) {
		if (pg_match_to_move(match) == PG_CHANCE) {
			pg_match_resolve_chance(match, NULL);
			continue;
		}
		pg_ai_request request = {.kind = (pg_ai_kind)(decisions % PG_AI_KIND_COUNT),
					 .seat = pg_match_to_move(match),
					 .seed = (uint64_t)decisions};
		pg_ai_result result;
		pg_ai_choose(&potluck_game, match->state, &request, &result);
		assert_true(pg_match_play(match, result.move, NULL));
		decisions++;
	}
	pg_match_destroy(match);
}

/* Plays a solo game with every decision by kind, dice from seed. */
static int solo_game_score(pg_ai_kind kind, uint64_t seed)
{
	pg_match *match = new_match(1);
	pg_rng dice;
	pg_rng_seed(&dice, seed);
	while (!pg_match_is_terminal(match)) {
		pg_move move;
		if (pg_match_to_move(match) == PG_CHANCE) {
			move = potluck_move_make(POTLUCK_ACT_ROLL, 0, 0, 1 + (int)pg_rng_below(&dice, 6),
						 false);
		} else {
			pg_ai_request request = {.kind = kind, .seat = 0, .seed = seed};
			pg_ai_result result;
			pg_ai_choose(&potluck_game, match->state, &request, &result);
			move = result.move;
		}
		assert_true(pg_match_play(match, move, NULL));
	}
	int points = score(match, 0);
	pg_match_destroy(match);
	return points;
}

static void test_ai_hard_outscores_easy_and_random(void **unused)
{
	(void)unused;
	int games = 6, hard = 0, easy = 0, random = 0;
	for (int g = 0; g < games; g++) {
		hard += solo_game_score(PG_AI_HARD, 900 + (uint64_t)g);
		easy += solo_game_score(PG_AI_EASY, 900 + (uint64_t)g);
		random += solo_game_score(PG_AI_RANDOM, 900 + (uint64_t)g);
	}
	/* Measured over 1,000 games: Hard about 160, Easy about 134, random 60. */
	assert_true(hard > easy + 10 * games);
	assert_true(hard > random * 3 / 2);
}

static void test_ai_search_replays_the_same_move(void **unused)
{
	(void)unused;
	pg_match *match = new_match(2);
	play(match, "roll:3;roll:5;d1@B1;d2@A5;roll:2;roll:2");
	for (int kind = PG_AI_EASY; kind <= PG_AI_HARD; kind++) {
		pg_ai_request request = {.kind = (pg_ai_kind)kind, .seat = 0, .seed = 7};
		pg_ai_result first, again;
		pg_ai_choose(&potluck_game, match->state, &request, &first);
		pg_ai_choose(&potluck_game, match->state, &request, &again);
		assert_int_equal(first.move, again.move);
		assert_true(pg_match_is_legal(match, first.move));
	}
	pg_match_destroy(match);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sheet_has_six_round_tables_of_numbered_seats),
		cmocka_unit_test(test_rondel_from_wild_two_lands_on_teenager_four_on_middle_aged),
		cmocka_unit_test(test_rondel_moves_clockwise_and_wraps_past_senior),
		cmocka_unit_test(test_rolls_are_chance_moves_one_to_six_equally_likely),
		cmocka_unit_test(test_wild_wedge_lets_the_player_choose_the_generation),
		cmocka_unit_test(test_seating_rule_1_guest_sits_in_a_seat_matching_the_number),
		cmocka_unit_test(test_seating_rule_2_one_guest_per_seat),
		cmocka_unit_test(test_seating_rule_3_no_same_generation_side_by_side),
		cmocka_unit_test(test_seating_rule_3_round_tables_wrap_last_seat_beside_first),
		cmocka_unit_test(test_seating_rule_4_unable_to_seat_goes_to_a_lawn_chair),
		cmocka_unit_test(test_unable_to_seat_may_enlist_a_server_instead_of_a_lawn_chair),
		cmocka_unit_test(test_lawn_chairs_cost_3_6_and_10_adding_up_to_19),
		cmocka_unit_test(test_lawn_chair_only_when_neither_die_fits),
		cmocka_unit_test(test_seating_rule_5_seated_guests_stay_without_a_bonus),
		cmocka_unit_test(test_seating_rule_6_guest_moved_from_a_lawn_chair_ignores_the_number),
		cmocka_unit_test(test_server_space_may_take_a_guest_even_when_a_seat_fits),
		cmocka_unit_test(test_servers_wild_must_be_seated_at_once_any_generation_any_number),
		cmocka_unit_test(test_servers_wild_obeys_the_generation_rule),
		cmocka_unit_test(test_servers_wild_is_lost_when_every_seat_is_taken),
		cmocka_unit_test(test_doubles_unlock_one_bonus_of_the_players_choice),
		cmocka_unit_test(test_no_unlock_without_doubles),
		cmocka_unit_test(test_doubles_do_nothing_once_all_six_are_unlocked),
		cmocka_unit_test(test_bonus_both_seats_both_dice_guests),
		cmocka_unit_test(test_bonus_twice_uses_the_chosen_die_again),
		cmocka_unit_test(test_bonus_erase_removes_a_seated_guest_or_a_lawn_chair_guest),
		cmocka_unit_test(test_bonus_erase_frees_the_seat_for_this_rounds_guest),
		cmocka_unit_test(test_bonus_move_relocates_a_guest_ignoring_the_number),
		cmocka_unit_test(test_bonus_change_sets_the_generation_of_one_die),
		cmocka_unit_test(test_bonus_again_repeats_a_bonus_already_used),
		cmocka_unit_test(test_several_bonuses_in_one_round),
		cmocka_unit_test(test_book_example_five_generations_at_a_full_five_seat_table_score_30),
		cmocka_unit_test(test_book_example_three_generations_score_9),
		cmocka_unit_test(test_full_table_bonus_counts_seats_even_with_repeated_generations),
		cmocka_unit_test(test_filling_the_sixth_table_triggers_one_more_round),
		cmocka_unit_test(test_third_lawn_chair_triggers_one_more_round),
		cmocka_unit_test(test_end_trigger_stays_when_erase_empties_the_third_chair),
		cmocka_unit_test(test_final_round_is_played_by_every_player),
		cmocka_unit_test(test_guest_goes_home_when_no_seat_and_no_lawn_chair_is_left),
		cmocka_unit_test(test_every_player_seats_from_the_same_shared_roll),
		cmocka_unit_test(test_tied_players_all_win),
		cmocka_unit_test(test_solo_return_is_the_score_scaled_to_0_1),
		cmocka_unit_test(test_notation_round_trips_every_legal_move),
		cmocka_unit_test(test_notation_examples),
		cmocka_unit_test(test_move_log_sentences_read_as_english),
		cmocka_unit_test(test_move_log_names_colours_and_printed_seat_numbers),
		cmocka_unit_test(test_wild_guest_to_a_lawn_chair_keeps_no_letter),
		cmocka_unit_test(test_wild_guest_moved_from_a_lawn_chair_chooses_its_letter),
		cmocka_unit_test(test_random_games_end_by_a_trigger_and_a_final_round),
		cmocka_unit_test(test_ai_evaluate_is_a_share_between_0_and_1),
		cmocka_unit_test(test_ai_plays_legal_moves_at_every_level),
		cmocka_unit_test(test_ai_hard_outscores_easy_and_random),
		cmocka_unit_test(test_ai_search_replays_the_same_move),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
