/*
 * test_totem_pole.c: the rules of Totem Pole, one test per rule of the
 * rule book and per decision in docs/rules/totem-pole.md.
 *
 * Positions are scripted through the public pg_game table, chance moves
 * included ("first:0;roll:SM;S"), and every script move is checked to be
 * legal before it is applied. Expected scores are worked out by hand in the
 * comments next to them.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_options.h"
#include "pg_registry.h"
#include "totem_pole/totem_pole_rules.h"

static const pg_game *const game = &totem_pole_game;

static tp_state state;
static pg_event_list last_events; /* events of the last move played */

static void start(int players)
{
	pg_options options;
	pg_options_default(game, &options);
	options.players = players;
	game->init(&state, &options);
}

static bool is_legal(pg_move move)
{
	if (game->current_player(&state) == PG_CHANCE) {
		pg_chance_outcome outcomes[PG_MAX_CHANCE];
		int n = game->chance_outcomes(&state, outcomes, PG_MAX_CHANCE);
		for (int i = 0; i < n; i++)
			if (outcomes[i].move == move)
				return true;
		return false;
	}
	pg_move moves[PG_MAX_MOVES];
	int n = game->legal_moves(&state, moves, PG_MAX_MOVES);
	for (int i = 0; i < n; i++)
		if (moves[i] == move)
			return true;
	return false;
}

/* Plays "M1;M2;..." checking that each move is legal. */
static void play(const char *moves)
{
	char buf[2048];
	snprintf(buf, sizeof buf, "%s", moves);
	char *save = NULL;
	for (char *item = strtok_r(buf, ";", &save); item; item = strtok_r(NULL, ";", &save)) {
		pg_move move;
		if (!game->move_from_text(&state, item, &move))
			fail_msg("'%s' does not parse", item);
		if (!is_legal(move))
			fail_msg("'%s' is not legal here", item);
		last_events.count = 0;
		game->apply_move(&state, move, &last_events);
	}
}

/* Plays the same moves n times. */
static void play_times(int n, const char *moves)
{
	for (int i = 0; i < n; i++)
		play(moves);
}

/* The legal moves of the player to move, as "A,B,C". */
static const char *legal_text(void)
{
	static char text[256];
	pg_move moves[PG_MAX_MOVES];
	int n = game->legal_moves(&state, moves, PG_MAX_MOVES);
	size_t used = 0;
	text[0] = '\0';
	for (int i = 0; i < n; i++) {
		char item[32];
		game->move_to_text(&state, moves[i], item, sizeof item);
		used += (size_t)snprintf(text + used, sizeof text - used, "%s%s", i ? "," : "",
		                         item);
	}
	return text;
}

static pg_move parse(const char *text)
{
	pg_move move = PG_NO_MOVE;
	assert_true(game->move_from_text(&state, text, &move));
	return move;
}

static void assert_pole(const char *expected)
{
	char text[256] = "";
	size_t used = 0;
	for (int i = 0; i < tp_pole_height(&state); i++)
		used +=
		    (size_t)snprintf(text + used, sizeof text - used, "%s%c%c", i ? " " : "",
		                     tp_colour_name(tp_pole_colour(&state, i))[0],
		                     "SML"[tp_pole_size(&state, i)]);
	assert_string_equal(text, expected);
}

static void assert_event(int index, pg_event_kind kind, int detail, int seat, int a, int b,
                         int c)
{
	assert_true(index < last_events.count);
	const pg_event *e = &last_events.items[index];
	assert_int_equal(e->kind, kind);
	assert_int_equal(e->detail, detail);
	assert_int_equal(e->seat, seat);
	assert_int_equal(e->a, a);
	assert_int_equal(e->b, b);
	assert_int_equal(e->c, c);
}

/* ---- scripted games used by several tests --------------------------------- */

/* Three players; every player stacks large pyramids until all nine are up
 * (red, blue, green, red, ...), leaving rL bL gL rL bL gL rL bL gL. */
static void nine_large_pyramids(void)
{
	start(3);
	play("first:0");
	play_times(9, "roll:L;L");
}

/* Three players. Rounds 1-3 all place small; rounds 4-9 red places its
 * mediums and larges while blue and green pass on small rolls. Red ends
 * with no pyramids, blue is to roll. */
static void red_runs_out_first(void)
{
	start(3);
	play("first:0");
	play_times(9, "roll:S;S");
	play_times(3, "roll:M;M;roll:S;pass;roll:S;pass");
	play_times(2, "roll:L;L;roll:S;pass;roll:S;pass");
	play("roll:L;L");
}

/* Two players, blue starts; blue runs out first and red keeps one large.
 * Pole, bottom to top: bS rL bS rS bS rS bM rS bM rM bM rM bL rM bL rL bL. */
static void blue_runs_out_in_two_player_game(void)
{
	start(2);
	play("first:1");
	play("roll:S;S;roll:L;L;roll:S;S;roll:S;S;roll:S;S;roll:S;S");
	play("roll:M;M;roll:S;S;roll:M;M;roll:M;M;roll:M;M;roll:M;M");
	play("roll:L;L;roll:M;M;roll:L;L;roll:L;L;roll:L;L");
}

/* Two players, red starts and uses the dummy on every double it rolls.
 * Pole: rS gM bS rS gM bS rS gM bS rM gL bM rM gL bM rM gL bM rL bL rL bL,
 * then red's last large and a grey small on top. */
static void red_feeds_the_dummy(void)
{
	start(2);
	play("first:0");
	play_times(3, "roll:SM;S+dM;roll:S;S");
	play_times(3, "roll:ML;M+dL;roll:M;M");
	play_times(2, "roll:L;L;roll:L;L");
	play("roll:SL;L+dS");
}

/* ---- setup and first player ------------------------------------------------ */

static void test_game_is_registered_for_two_to_four_players(void **unused)
{
	(void)unused;
	assert_ptr_equal(pg_registry_find("totem-pole"), game);
	assert_int_equal(game->min_players, 2);
	assert_int_equal(game->max_players, 4);
	assert_true(game->state_size <= 128);
}

static void test_each_player_gets_three_trios(void **unused)
{
	(void)unused;
	for (int players = 2; players <= 4; players++) {
		start(players);
		for (int colour = 0; colour < TP_COLOURS; colour++) {
			bool in_play = colour < players || (colour == TP_GREY && players == 2);
			for (int size = 0; size < TP_SIZES; size++)
				assert_int_equal(tp_supply(&state, colour, size),
				                 in_play ? 3 : 0);
		}
		assert_int_equal(tp_pole_height(&state), 0);
		assert_int_equal(tp_has_dummy(&state), players == 2);
	}
}

static void test_first_player_is_a_chance_move(void **unused)
{
	(void)unused;
	start(4);
	assert_int_equal(game->current_player(&state), PG_CHANCE);
	assert_int_equal(tp_get_phase(&state), TP_PHASE_FIRST_PLAYER);
	pg_chance_outcome outcomes[PG_MAX_CHANCE];
	assert_int_equal(game->chance_outcomes(&state, outcomes, PG_MAX_CHANCE), 4);
	for (int seat = 0; seat < 4; seat++) {
		assert_int_equal(outcomes[seat].move, TP_MOVE_FIRST + seat);
		assert_float_equal(outcomes[seat].probability, 0.25, 1e-12);
	}
	play("first:2");
	assert_int_equal(tp_first_player(&state), 2);
	assert_int_equal(tp_turn(&state), 2);
	/* The drawn seat now rolls: another chance move, then seat 2 acts. */
	assert_int_equal(game->current_player(&state), PG_CHANCE);
	play("roll:S");
	assert_int_equal(game->current_player(&state), 2);
}

static void test_first_player_draw_in_two_player_game_leaves_out_the_dummy(void **unused)
{
	(void)unused;
	start(2);
	pg_chance_outcome outcomes[PG_MAX_CHANCE];
	assert_int_equal(game->chance_outcomes(&state, outcomes, PG_MAX_CHANCE), 2);
	assert_float_equal(outcomes[0].probability, 0.5, 1e-12);
	assert_float_equal(outcomes[1].probability, 0.5, 1e-12);
}

/* ---- the die and placing --------------------------------------------------- */

static void test_die_has_six_equally_likely_faces(void **unused)
{
	(void)unused;
	start(3);
	play("first:0");
	pg_chance_outcome outcomes[PG_MAX_CHANCE];
	int n = game->chance_outcomes(&state, outcomes, PG_MAX_CHANCE);
	assert_int_equal(n, 6);
	const char *faces[6] = {"roll:S", "roll:M", "roll:L", "roll:SM", "roll:ML", "roll:SL"};
	const int sizes[6] = {1, 2, 4, 3, 6, 5};
	for (int i = 0; i < n; i++) {
		char text[32];
		game->move_to_text(&state, outcomes[i].move, text, sizeof text);
		assert_string_equal(text, faces[i]);
		assert_float_equal(outcomes[i].probability, 1.0 / 6.0, 1e-12);
		assert_int_equal(tp_face_sizes((tp_face)i), sizes[i]);
	}
	play("roll:ML");
	assert_int_equal(tp_die_face(&state), TP_FACE_ML);
}

static void test_matching_pyramid_is_compulsory(void **unused)
{
	(void)unused;
	start(3);
	play("first:0;roll:M");
	/* Red holds mediums: placing one is the only move, no pass, no coup. */
	assert_string_equal(legal_text(), "M");
	play("M");
	assert_pole("rM");
	assert_int_equal(tp_supply(&state, TP_RED, TP_MEDIUM), 2);
}

static void test_double_roll_offers_both_sizes(void **unused)
{
	(void)unused;
	start(3);
	play("first:0;roll:SL");
	assert_string_equal(legal_text(), "S,L");
	play("L");
	assert_pole("rL");
}

static void test_double_roll_offers_only_the_size_in_hand(void **unused)
{
	(void)unused;
	nine_large_pyramids();
	/* Red has no large left: on small-or-large only small matches. */
	play("roll:SL");
	assert_string_equal(legal_text(), "S");
}

static void test_no_match_offers_pass_or_count_coup(void **unused)
{
	(void)unused;
	nine_large_pyramids();
	play("roll:L");
	assert_string_equal(legal_text(), "pass,coup");
}

static void test_pass_changes_nothing_but_the_turn(void **unused)
{
	(void)unused;
	nine_large_pyramids();
	play("roll:L");
	tp_state before = state;
	play("pass");
	assert_int_equal(tp_pole_height(&state), tp_pole_height(&before));
	assert_memory_equal(state.supply, before.supply, sizeof state.supply);
	assert_memory_equal(state.area, before.area, sizeof state.area);
	assert_int_equal(tp_turn(&state), TP_BLUE);
	assert_event(0, PG_EVENT_PASS, 0, TP_RED, 0, 0, 0);
}

static void test_count_coup_takes_top_pyramid(void **unused)
{
	(void)unused;
	nine_large_pyramids();
	play("roll:L;coup");
	assert_pole("rL bL gL rL bL gL rL bL");
	assert_int_equal(tp_area_count(&state, TP_RED, TP_GREEN, TP_LARGE), 1);
	assert_event(0, PG_EVENT_SPECIAL, TP_DETAIL_COUP, TP_RED, TP_GREEN, TP_LARGE, 8);
	/* A large of another colour is worth 6; red's six unplayed small and
	 * medium pyramids would cost 3 + 6. */
	assert_int_equal(tp_score(&state, TP_RED), 6 - 9);
}

static void test_count_coup_needs_a_non_empty_pole(void **unused)
{
	(void)unused;
	nine_large_pyramids();
	/* Nobody holds a large any more: nine large rolls, nine coups. */
	play_times(9, "roll:L;coup");
	assert_int_equal(tp_pole_height(&state), 0);
	play("roll:L");
	assert_int_equal(game->current_player(&state), TP_RED);
	assert_string_equal(legal_text(), "pass");
	assert_int_equal(tp_area_count(&state, TP_RED, TP_GREEN, TP_LARGE), 3);
	assert_int_equal(tp_area_count(&state, TP_BLUE, TP_BLUE, TP_LARGE), 3);
	assert_int_equal(tp_area_count(&state, TP_GREEN, TP_RED, TP_LARGE), 3);
}

static void test_play_passes_to_the_left(void **unused)
{
	(void)unused;
	start(4);
	play("first:2;roll:S;S");
	assert_int_equal(tp_turn(&state), 3);
	assert_event(1, PG_EVENT_TURN_BEGAN, 0, 3, 0, 0, 0);
	play("roll:S;S");
	assert_int_equal(tp_turn(&state), 0);
	play("roll:S;S");
	assert_int_equal(tp_turn(&state), 1);
}

static void test_player_without_pyramids_is_skipped(void **unused)
{
	(void)unused;
	red_runs_out_first();
	assert_int_equal(tp_supply_total(&state, TP_RED), 0);
	assert_int_equal(tp_turn(&state), TP_BLUE);
	play("roll:S;pass");
	assert_int_equal(tp_turn(&state), TP_GREEN);
	play("roll:S;pass");
	assert_int_equal(tp_turn(&state), TP_BLUE); /* not red */
}

/* ---- end of placing and capture ------------------------------------------- */

static void test_placing_ends_when_one_player_has_pyramids(void **unused)
{
	(void)unused;
	red_runs_out_first();
	/* Blue stacks its six mediums and larges; green can only pass. */
	play_times(3, "roll:M;M;roll:S;pass");
	play_times(2, "roll:L;L;roll:S;pass");
	assert_int_equal(game->current_player(&state), PG_CHANCE);
	play("roll:L;L");
	/* Only green holds pyramids now: the pole is captured at once. */
	assert_int_equal(game->current_player(&state), PG_TERMINAL);
	assert_int_equal(tp_get_phase(&state), TP_PHASE_OVER);
	assert_int_equal(tp_pole_height(&state), 0);
	assert_int_equal(tp_supply_total(&state, TP_GREEN), 6);
	/* Pole was rS bS gS rS bS gS rS bS gS rM rM rM rL rL rL bM bM bM bL bL bL.
	 * Blue: bL bL bL | bM bM | bM rL; red: rL rL rM | rM rM; then singles.
	 * Red: 2x3 + 3x2 + 3x1 = 15. Blue: 3x3 + 3x2 + 6 + 3x1 = 24.
	 * Green: 3x1 - (3x2 + 3x3) = -12. */
	int scores[4];
	game->scores(&state, scores);
	assert_int_equal(scores[0], 15);
	assert_int_equal(scores[1], 24);
	assert_int_equal(scores[2], -12);
}

static void test_two_player_dummy_is_not_a_player_with_pyramids(void **unused)
{
	(void)unused;
	start(2);
	play("first:0");
	play_times(3, "roll:S;S;roll:S;S");
	play_times(3, "roll:M;M;roll:M;M");
	play_times(2, "roll:L;L;roll:L;L");
	assert_int_equal(game->current_player(&state), PG_CHANCE);
	play("roll:L;L");
	/* Red is out; blue (one large) and the dummy (all nine) still hold
	 * pyramids, but the dummy is no player: placing is over. */
	assert_int_equal(game->current_player(&state), PG_TERMINAL);
	assert_int_equal(tp_supply_total(&state, TP_BLUE), 1);
	assert_int_equal(tp_supply_total(&state, TP_GREY), 9);
	/* Pole rS bS rS bS rS bS rM bM rM bM rM bM rL bL rL bL rL. Red takes
	 * rL bL rL | rM bM | rM bM | rM bS | rS | rS | rS: 6+6+6+8+2+3 = 31.
	 * Blue takes bL rL bM | bS | bS: 3+6+2+2 = 13, less its large, 10. */
	int scores[2];
	game->scores(&state, scores);
	assert_int_equal(scores[0], 31);
	assert_int_equal(scores[1], 10);
}

static void test_capture_small_medium_large(void **unused)
{
	(void)unused;
	blue_runs_out_in_two_player_game();
	assert_int_equal(game->current_player(&state), PG_TERMINAL);
	/* One event per pyramid, top to bottom, grouped in steps: a large
	 * takes three, a medium two, a small one. */
	static const int expected[17][5] = {
	    /* seat, colour, size, index, step */
	    {TP_BLUE, TP_BLUE, TP_LARGE, 16, 0}, {TP_BLUE, TP_RED, TP_LARGE, 15, 0},
	    {TP_BLUE, TP_BLUE, TP_LARGE, 14, 0}, {TP_RED, TP_RED, TP_MEDIUM, 13, 1},
	    {TP_RED, TP_BLUE, TP_LARGE, 12, 1},  {TP_RED, TP_RED, TP_MEDIUM, 11, 2},
	    {TP_RED, TP_BLUE, TP_MEDIUM, 10, 2}, {TP_RED, TP_RED, TP_MEDIUM, 9, 3},
	    {TP_RED, TP_BLUE, TP_MEDIUM, 8, 3},  {TP_RED, TP_RED, TP_SMALL, 7, 4},
	    {TP_BLUE, TP_BLUE, TP_MEDIUM, 6, 5}, {TP_BLUE, TP_RED, TP_SMALL, 5, 5},
	    {TP_BLUE, TP_BLUE, TP_SMALL, 4, 6},  {TP_RED, TP_RED, TP_SMALL, 3, 7},
	    {TP_BLUE, TP_BLUE, TP_SMALL, 2, 8},  {TP_RED, TP_RED, TP_LARGE, 1, 9},
	    {TP_RED, TP_BLUE, TP_SMALL, 0, 9},
	};
	/* Events: blue's large placed, phase change, 17 taken, game over. */
	assert_int_equal(last_events.count, 1 + 1 + 17 + 1);
	assert_event(0, PG_EVENT_PIECE_PLACED, 0, TP_BLUE, TP_BLUE, TP_LARGE, 16);
	assert_event(1, PG_EVENT_PHASE_CHANGED, TP_PHASE_CAPTURE, -1, 0, 0, 0);
	for (int i = 0; i < 17; i++) {
		assert_event(2 + i, PG_EVENT_PIECE_TAKEN, TP_DETAIL_CAPTURE, expected[i][0],
		             expected[i][1], expected[i][2], expected[i][3]);
		assert_int_equal(last_events.items[2 + i].d, expected[i][4]);
	}
	assert_event(19, PG_EVENT_GAME_OVER, 0, TP_RED, 1, 0, 0);
}

static void test_capture_large_near_the_bottom_takes_what_is_left(void **unused)
{
	(void)unused;
	blue_runs_out_in_two_player_game();
	/* The last step: red's large at index 1 has only one pyramid below,
	 * and red takes both. */
	assert_int_equal(tp_area_count(&state, TP_RED, TP_RED, TP_LARGE), 1);
	assert_int_equal(tp_area_count(&state, TP_RED, TP_BLUE, TP_SMALL), 1);
	assert_int_equal(tp_pole_height(&state), 0);
}

/* ---- scoring ----------------------------------------------------------------- */

static void test_scoring_own_and_other_colours(void **unused)
{
	(void)unused;
	blue_runs_out_in_two_player_game();
	/* Red holds rM rM rM (3x2), rS rS (2x1), rL (3), bL (6), bM bM (2x4),
	 * bS (2): 6 + 2 + 3 + 6 + 8 + 2 = 27, less its unplayed large: 24.
	 * Blue holds bL bL (2x3), bM (2), bS bS (2x1), rL (6), rS (2): 18. */
	assert_int_equal(tp_score(&state, TP_RED), 24);
	assert_int_equal(tp_score(&state, TP_BLUE), 18);
	double returns[2];
	game->returns(&state, returns);
	assert_float_equal(returns[0], 1.0, 1e-12);
	assert_float_equal(returns[1], 0.0, 1e-12);
}

static void test_unused_pyramids_count_negative(void **unused)
{
	(void)unused;
	start(4);
	/* Before anything is played, all nine pyramids count against you:
	 * 3x1 + 3x2 + 3x3 = 18. */
	for (int seat = 0; seat < 4; seat++)
		assert_int_equal(tp_score(&state, seat), -18);
	blue_runs_out_in_two_player_game();
	assert_int_equal(tp_supply(&state, TP_RED, TP_LARGE), 1);
	pg_breakdown breakdown;
	game->score_breakdown(&state, TP_RED, &breakdown);
	assert_int_equal(breakdown.lines[breakdown.count - 1].value, -3);
	assert_string_equal(breakdown.lines[breakdown.count - 1].label,
	                    "Unused large pyramids (1 x -3)");
}

static void test_score_breakdown_lists_own_other_and_unused(void **unused)
{
	(void)unused;
	blue_runs_out_in_two_player_game();
	pg_breakdown breakdown;
	game->score_breakdown(&state, TP_RED, &breakdown);
	static const struct {
		const char *label;
		int value;
	} lines[] = {
	    {"Own-colour large pyramids (1 x 3)", 3},
	    {"Own-colour medium pyramids (3 x 2)", 6},
	    {"Own-colour small pyramids (2 x 1)", 2},
	    {"Other-colour large pyramids (1 x 6)", 6},
	    {"Other-colour medium pyramids (2 x 4)", 8},
	    {"Other-colour small pyramids (1 x 2)", 2},
	    {"Unused large pyramids (1 x -3)", -3},
	};
	assert_int_equal(breakdown.count, 7);
	for (int i = 0; i < 7; i++) {
		assert_string_equal(breakdown.lines[i].label, lines[i].label);
		assert_int_equal(breakdown.lines[i].value, lines[i].value);
	}
	assert_int_equal(breakdown.total, 24);
}

/* ---- the two-player dummy ---------------------------------------------------- */

static void test_two_player_dummy_on_double(void **unused)
{
	(void)unused;
	start(2);
	play("first:0;roll:SM");
	/* One size for red, the other for the grey dummy, either way round,
	 * and either of the two on top. */
	assert_string_equal(legal_text(), "S+dM,M+dS,dS+M,dM+S");
	play("S+dM");
	/* Red's own pyramid goes on first, the dummy's on top of it. */
	assert_pole("rS gM");
	assert_int_equal(tp_pole_colour(&state, 1), TP_GREY);
	assert_int_equal(tp_supply(&state, TP_RED, TP_SMALL), 2);
	assert_int_equal(tp_supply(&state, TP_GREY, TP_MEDIUM), 2);
	assert_event(0, PG_EVENT_PIECE_PLACED, 0, TP_RED, TP_RED, TP_SMALL, 0);
	assert_event(1, PG_EVENT_PIECE_PLACED, 0, TP_RED, TP_GREY, TP_MEDIUM, 1);
	/* A single roll uses only the player's own pyramid. */
	play("roll:L");
	assert_string_equal(legal_text(), "L");
}

static void test_two_player_double_with_one_own_size(void **unused)
{
	(void)unused;
	red_feeds_the_dummy();
	/* The last roll, small or large, found red with one large and no
	 * small: its large went on and the dummy gave the small. */
	assert_int_equal(tp_area_count(&state, TP_GREY, TP_GREY, TP_SMALL), 1);
	start(2);
	play("first:0");
	play_times(3, "roll:S;S;roll:M;M");
	play("roll:SM");
	assert_string_equal(legal_text(), "M+dS,dS+M");
}

static void test_two_player_double_puts_either_pyramid_on_top(void **unused)
{
	(void)unused;
	start(2);
	play("first:1;roll:ML;dM+L");
	assert_pole("gM bL");
	assert_event(0, PG_EVENT_PIECE_PLACED, 0, TP_BLUE, TP_GREY, TP_MEDIUM, 0);
	assert_event(1, PG_EVENT_PIECE_PLACED, 0, TP_BLUE, TP_BLUE, TP_LARGE, 1);
	play("roll:ML;L+dM");
	assert_pole("gM bL rL gM");
	assert_int_equal(tp_supply(&state, TP_GREY, TP_MEDIUM), 1);
}

static void test_two_player_double_when_dummy_lacks_other_size(void **unused)
{
	(void)unused;
	start(2);
	play("first:0");
	play_times(3, "roll:SM;S+dM;roll:SM;M+dS");
	/* Red has no small, the dummy no small and no medium: red places
	 * a medium of its own and the dummy places nothing. */
	play("roll:SM");
	assert_string_equal(legal_text(), "M");
	play("M");
	/* Blue has smalls but no medium left: a small of its own. */
	play("roll:SM");
	assert_string_equal(legal_text(), "S");
}

static void test_two_player_dummy_when_no_match(void **unused)
{
	(void)unused;
	start(2);
	play("first:0");
	play_times(3, "roll:S;S;roll:L;L");
	/* Red has no small: it must play the dummy's. */
	play("roll:S");
	assert_string_equal(legal_text(), "dS");
	play("dS");
	assert_pole("rS bL rS bL rS bL gS");
	play("roll:L");
	assert_string_equal(legal_text(), "dL");
	play("dL");
	play_times(2, "roll:M;M;roll:L;dL");
	play("roll:M;M");
	/* Neither blue nor the dummy has a large: pass or coup. */
	play("roll:L");
	assert_string_equal(legal_text(), "pass,coup");
	play("pass");
	/* Red has neither size of a double: the dummy gives one, red picks. */
	play("roll:SM");
	assert_string_equal(legal_text(), "dS,dM");
}

static void test_dummy_scores_nothing(void **unused)
{
	(void)unused;
	red_feeds_the_dummy();
	assert_int_equal(game->current_player(&state), PG_TERMINAL);
	assert_int_equal(game->num_seats(&state), 2);
	/* Capture from the top: grey S alone; red rL bL rL; blue bL rL bM;
	 * grey gL rM bM; grey gL rM bM; grey gL rM bS; grey gM rS; blue bS;
	 * grey gM rS; blue bS; grey gM rS. The dummy keeps sixteen pyramids
	 * and they score for nobody. Red: 3 + 6 + 3 = 12. Blue: 3 + 6 + 2 +
	 * 1 + 1 = 13, less one unplayed large: 10. */
	int in_grey_area = 0;
	for (int colour = 0; colour < TP_COLOURS; colour++)
		for (int size = 0; size < TP_SIZES; size++)
			in_grey_area += tp_area_count(&state, TP_GREY, colour, size);
	assert_int_equal(in_grey_area, 16);
	int scores[2];
	game->scores(&state, scores);
	assert_int_equal(scores[0], 12);
	assert_int_equal(scores[1], 10);
	/* The dummy's steps are reported with seat -1. */
	assert_int_equal(last_events.items[3].kind, PG_EVENT_PIECE_TAKEN);
	assert_int_equal(last_events.items[3].seat, -1);
	assert_int_equal(last_events.items[3].a, TP_GREY);
}

/* ---- winning ------------------------------------------------------------------ */

static void test_ties_share_the_win(void **unused)
{
	(void)unused;
	/* Two players, 18 all. Pole at the end: rL bL gM rS gM bS gL rS bM gL
	 * rS bM rM bM rL bS rM gL bL rL rM (blue counted coup on a grey
	 * medium). Red takes rM rL | rL bM rM | rS | rL: 2+3+3+4+2+1+3 = 18.
	 * Blue takes bL gL rM | bS | bM rS, plus its coup: 3+6+4+1+2+2+4 = 22,
	 * less an unplayed small and large: 18. */
	start(2);
	play("first:0;roll:L;L;roll:ML;L+dM;roll:SM;S+dM;roll:SL;S+dL;roll:S;S;roll:ML;M+dL");
	play("roll:S;S;roll:M;M;roll:M;M;roll:M;M;roll:L;L;roll:S;S;roll:ML;M+dL;roll:L;L");
	play("roll:ML;L+dM;roll:M;coup;roll:M;M");
	assert_int_equal(game->current_player(&state), PG_TERMINAL);
	assert_int_equal(tp_score(&state, TP_RED), 18);
	assert_int_equal(tp_score(&state, TP_BLUE), 18);
	double returns[3];
	game->returns(&state, returns);
	assert_float_equal(returns[0], 0.5, 1e-12);
	assert_float_equal(returns[1], 0.5, 1e-12);
	assert_event(last_events.count - 1, PG_EVENT_GAME_OVER, 0, -1, 2, 0, 0);

	/* Three players: blue and green 34 each, red 11. Red takes rM gS | rM
	 * gM | rS: 2+2+2+4+1 = 11. Blue takes bM rL | bS | bM rL | bL rS gL |
	 * bM rM: 2+6+1+2+6+3+2+6+2+4 = 34. Green takes gS | gL bL rS | gM bL |
	 * gM bS | gL bS rL: 1+3+6+2+2+6+2+2+3+2+6 = 35, less a small: 34. */
	start(3);
	play("first:0;roll:L;L;roll:S;S;roll:SL;L;roll:S;S;roll:S;S;roll:M;M;roll:SM;M");
	play("roll:M;M;roll:ML;L;roll:S;S;roll:L;L;roll:M;M;roll:ML;M;roll:L;L;roll:ML;M");
	play("roll:S;S;roll:ML;L;roll:SL;L;roll:L;L;roll:ML;M;roll:SL;S;roll:M;M;roll:SL;S");
	play("roll:SL;S;roll:SL;L;roll:SM;M");
	assert_int_equal(game->current_player(&state), PG_TERMINAL);
	int scores[3];
	game->scores(&state, scores);
	assert_int_equal(scores[0], 11);
	assert_int_equal(scores[1], 34);
	assert_int_equal(scores[2], 34);
	game->returns(&state, returns);
	assert_float_equal(returns[0], 0.0, 1e-12);
	assert_float_equal(returns[1], 0.5, 1e-12);
	assert_float_equal(returns[2], 0.5, 1e-12);
}

/* ---- notation, sentences, events ---------------------------------------------- */

static void test_notation_round_trip(void **unused)
{
	(void)unused;
	start(4);
	static const char *const texts[] = {
	    "S",       "M",      "L",      "dS",     "dM",      "dL",      "S+dM",
	    "S+dL",    "M+dS",   "M+dL",   "L+dS",   "L+dM",    "dS+M",    "dS+L",
	    "dM+S",    "dM+L",   "dL+S",   "dL+M",   "pass",    "coup",    "first:0",
	    "first:3", "roll:S", "roll:M", "roll:L", "roll:SM", "roll:ML", "roll:SL",
	};
	for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
		pg_move move = parse(texts[i]);
		char back[32];
		game->move_to_text(&state, move, back, sizeof back);
		assert_string_equal(back, texts[i]);
	}
	assert_int_equal(parse("S+dM"), tp_move_pair(TP_SMALL, TP_MEDIUM, false));
	assert_int_equal(parse("dM+S"), tp_move_pair(TP_SMALL, TP_MEDIUM, true));
	assert_true(tp_move_dummy_below(parse("dM+S")));
	assert_false(tp_move_dummy_below(parse("S+dM")));
	assert_int_equal(tp_move_own_size(parse("L+dS")), TP_LARGE);
	assert_int_equal(tp_move_dummy_size(parse("L+dS")), TP_SMALL);
	assert_int_equal(tp_move_own_size(parse("dM")), -1);
	/* Any case, either order of a double, a colour for the first player. */
	assert_int_equal(parse("roll:ms"), TP_MOVE_ROLL + TP_FACE_SM);
	assert_int_equal(parse("PASS"), TP_MOVE_PASS);
	assert_int_equal(parse("first:yellow"), TP_MOVE_FIRST + 3);
}

static void test_notation_rejects_bad_text(void **unused)
{
	(void)unused;
	start(3);
	static const char *const bad[] = {
	    "",           "X",        "S;",     "S ",      "SM",
	    "dX",         "d",        "S+dS",   "S+M",     "dS+dM",
	    "dS+S",       "S+dM+L",   "+",      "S+",      "roll:",
	    "roll:SS",    "roll:SML", "roll:X", "first:3", "first:yellow",
	    "first:grey", "first:",   "coup!",
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		pg_move move;
		if (game->move_from_text(&state, bad[i], &move))
			fail_msg("'%s' should not parse", bad[i]);
	}
}

static void assert_sentence(const char *move, const char *expected)
{
	char text[256];
	game->describe_move(&state, parse(move), text, sizeof text);
	assert_string_equal(text, expected);
}

static void test_describe_move_sentences(void **unused)
{
	(void)unused;
	start(3);
	assert_sentence("first:1", "Blue's small pyramid comes out of the bag: Blue starts.");
	play("first:1");
	assert_sentence("roll:SM", "The die shows small or medium.");
	assert_sentence("roll:L", "The die shows large.");
	play("roll:M");
	assert_sentence("M", "Blue places a medium pyramid on the totem pole.");
	nine_large_pyramids();
	play("roll:L");
	assert_sentence("coup", "Red counts coup and takes the top pyramid (a large green).");
	assert_sentence("pass", "Red passes.");
	start(2);
	play("first:0;roll:SM");
	assert_sentence("S+dM",
	                "Red places a small pyramid on the totem pole and a medium grey "
	                "one for the dummy on top of it.");
	assert_sentence("dM+S",
	                "Red places a medium grey pyramid for the dummy on the totem pole "
	                "and a small pyramid of its own on top of it.");
	assert_sentence("dL",
	                "Red places a large grey pyramid on the totem pole for the dummy.");
}

/* The move that ends placing takes the pole apart (rule 9); its log line
 * says so and who took how many (the capture of
 * test_capture_small_medium_large: Blue 3+2+1+1, Red 2+2+2+1+1+2). */
static void test_describe_move_tells_the_take_apart(void **unused)
{
	(void)unused;
	start(2);
	play("first:1");
	play("roll:S;S;roll:L;L;roll:S;S;roll:S;S;roll:S;S;roll:S;S");
	play("roll:M;M;roll:S;S;roll:M;M;roll:M;M;roll:M;M;roll:M;M");
	play("roll:L;L;roll:M;M;roll:L;L;roll:L;L;roll:L");
	assert_sentence("L", "Blue places a large pyramid on the totem pole. Placing is over "
	                     "and the pole comes apart from the top: Blue takes 7 and Red "
	                     "takes 10.");
}

static void test_events_of_draw_and_roll(void **unused)
{
	(void)unused;
	start(3);
	play("first:1");
	assert_int_equal(last_events.count, 3);
	assert_event(0, PG_EVENT_DICE_ROLLED, TP_DETAIL_FIRST_DRAW, -1, 1, 0, 0);
	assert_event(1, PG_EVENT_PHASE_CHANGED, TP_PHASE_ROLL, -1, 0, 0, 0);
	assert_event(2, PG_EVENT_TURN_BEGAN, 0, 1, 0, 0, 0);
	play("roll:ML");
	assert_int_equal(last_events.count, 1);
	assert_event(0, PG_EVENT_DICE_ROLLED, TP_FACE_ML, 1, TP_FACE_ML, 6, 0);
	play("L");
	assert_int_equal(last_events.count, 2);
	assert_event(0, PG_EVENT_PIECE_PLACED, 0, 1, TP_BLUE, TP_LARGE, 0);
	assert_event(1, PG_EVENT_TURN_BEGAN, 0, 2, 0, 0, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_game_is_registered_for_two_to_four_players),
	    cmocka_unit_test(test_each_player_gets_three_trios),
	    cmocka_unit_test(test_first_player_is_a_chance_move),
	    cmocka_unit_test(test_first_player_draw_in_two_player_game_leaves_out_the_dummy),
	    cmocka_unit_test(test_die_has_six_equally_likely_faces),
	    cmocka_unit_test(test_matching_pyramid_is_compulsory),
	    cmocka_unit_test(test_double_roll_offers_both_sizes),
	    cmocka_unit_test(test_double_roll_offers_only_the_size_in_hand),
	    cmocka_unit_test(test_no_match_offers_pass_or_count_coup),
	    cmocka_unit_test(test_pass_changes_nothing_but_the_turn),
	    cmocka_unit_test(test_count_coup_takes_top_pyramid),
	    cmocka_unit_test(test_count_coup_needs_a_non_empty_pole),
	    cmocka_unit_test(test_play_passes_to_the_left),
	    cmocka_unit_test(test_player_without_pyramids_is_skipped),
	    cmocka_unit_test(test_placing_ends_when_one_player_has_pyramids),
	    cmocka_unit_test(test_two_player_dummy_is_not_a_player_with_pyramids),
	    cmocka_unit_test(test_capture_small_medium_large),
	    cmocka_unit_test(test_capture_large_near_the_bottom_takes_what_is_left),
	    cmocka_unit_test(test_scoring_own_and_other_colours),
	    cmocka_unit_test(test_unused_pyramids_count_negative),
	    cmocka_unit_test(test_score_breakdown_lists_own_other_and_unused),
	    cmocka_unit_test(test_two_player_dummy_on_double),
	    cmocka_unit_test(test_two_player_double_with_one_own_size),
	    cmocka_unit_test(test_two_player_double_puts_either_pyramid_on_top),
	    cmocka_unit_test(test_two_player_double_when_dummy_lacks_other_size),
	    cmocka_unit_test(test_two_player_dummy_when_no_match),
	    cmocka_unit_test(test_dummy_scores_nothing),
	    cmocka_unit_test(test_ties_share_the_win),
	    cmocka_unit_test(test_notation_round_trip),
	    cmocka_unit_test(test_notation_rejects_bad_text),
	    cmocka_unit_test(test_describe_move_sentences),
	    cmocka_unit_test(test_describe_move_tells_the_take_apart),
	    cmocka_unit_test(test_events_of_draw_and_roll),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
