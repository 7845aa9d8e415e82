/*
 * test_great_potlatch.c: the rules of The Great Potlatch, one test per rule
 * of the rule book and per decision in docs/rules/great-potlatch.md, the
 * book's scoring example, and the hidden-information contract as this game
 * keeps it (what a seat may see, read and be told).
 *
 * Positions are scripted through the public pg_game table in the game's
 * notation ("elder;draw:WSB;gift:WSB;done"), every move checked to be legal
 * (or a listed chance outcome) before it is applied. Hands are set with
 * set_hand(), which puts a seat's cards back in the draw pile and takes
 * the named ones, so a test says exactly what each seat holds.
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
#include "pg_options.h"
#include "great_potlatch/great_potlatch_rules.h"

static const pg_game *const game = &great_potlatch_game;

static gp_state state;
static pg_event_list last_events;

static bool is_legal(const gp_state *s, pg_move move)
{
	if (game->current_player(s) == PG_CHANCE) {
		pg_chance_outcome outcomes[PG_MAX_CHANCE];
		int n = game->chance_outcomes(s, outcomes, PG_MAX_CHANCE);
		for (int i = 0; i < n; i++)
			if (outcomes[i].move == move)
				return true;
		return false;
	}
	pg_move moves[PG_MAX_MOVES];
	int n = game->legal_moves(s, moves, PG_MAX_MOVES);
	for (int i = 0; i < n; i++)
		if (moves[i] == move)
			return true;
	return false;
}

static pg_move parse(const char *text)
{
	pg_move move = PG_NO_MOVE;
	if (!game->move_from_text(&state, text, &move))
		fail_msg("cannot read move '%s'", text);
	return move;
}

static bool legal_text(const char *text)
{
	return is_legal(&state, parse(text));
}

static void check(void)
{
	char why[256] = "";
	if (!game->check_invariants(&state, why, sizeof why))
		fail_msg("invariant broken: %s", why);
}

/* Plays "M1;M2;..." checking each move is legal. */
static void play(const char *moves)
{
	char buf[4096];
	snprintf(buf, sizeof buf, "%s", moves);
	char *save = NULL;
	for (char *m = strtok_r(buf, ";", &save); m; m = strtok_r(NULL, ";", &save)) {
		pg_move move = parse(m);
		if (!is_legal(&state, move)) {
			char text[4096];
			game->state_to_text(&state, text, sizeof text);
			fail_msg("move '%s' is not legal here:\n%s", m, text);
		}
		last_events.count = 0;
		game->apply_move(&state, move, &last_events);
		check();
	}
}

/* The first chance outcome, or the first legal move. */
static void play_first(void)
{
	if (game->current_player(&state) == PG_CHANCE) {
		pg_chance_outcome outcomes[PG_MAX_CHANCE];
		assert_true(game->chance_outcomes(&state, outcomes, PG_MAX_CHANCE) > 0);
		game->apply_move(&state, outcomes[0].move, NULL);
	} else {
		pg_move moves[PG_MAX_MOVES];
		assert_true(game->legal_moves(&state, moves, PG_MAX_MOVES) > 0);
		game->apply_move(&state, moves[0], NULL);
	}
	check();
}

/* A game dealt the lowest cards in order, Speaker drawn as given. */
static void start(int players, int speaker)
{
	pg_options options;
	pg_options_default(game, &options);
	options.players = players;
	game->init(&state, &options);
	while (gp_get_phase(&state) == GP_PHASE_DEAL)
		play_first();
	char text[32];
	snprintf(text, sizeof text, "speaker:%d", speaker);
	play(text);
}

static int card_of(const char *text)
{
	pg_move move;
	char buf[32];
	snprintf(buf, sizeof buf, "give:%s", text);
	assert_true(game->move_from_text(&state, buf, &move));
	return move - GP_MOVE_GIVE;
}

static int totem_of(const char *text)
{
	pg_move move;
	char buf[32];
	snprintf(buf, sizeof buf, "carve:%s", text);
	assert_true(game->move_from_text(&state, buf, &move));
	return move - GP_MOVE_CARVE;
}

/* Takes a Potlatch card from wherever it lies (pile, discard, a hand). */
static void take_card(int seat, int card)
{
	uint64_t bit = 1ull << card;
	if (state.deck & bit) {
		state.deck &= ~bit;
		state.deck_count--;
	}
	state.discard &= ~bit;
	for (int p = 0; p < GP_MAX_PLAYERS; p++)
		if (state.hand[p] & bit) {
			state.hand[p] &= ~bit;
			state.hand_potlatch[p]--;
		}
	state.hand[seat] |= bit;
	state.hand_potlatch[seat]++;
}

/* Seat's Potlatch hand becomes exactly the cards listed ("WSB,TMO"). */
static void set_hand(int seat, const char *cards)
{
	state.deck |= state.hand[seat];
	state.deck_count = (uint8_t)(state.deck_count + state.hand_potlatch[seat]);
	state.hand[seat] = 0;
	state.hand_potlatch[seat] = 0;
	char buf[512];
	snprintf(buf, sizeof buf, "%s", cards);
	char *save = NULL;
	for (char *c = strtok_r(buf, ",", &save); c; c = strtok_r(NULL, ",", &save))
		take_card(seat, card_of(c));
	check();
}

/* Seat's Totem Pole hand becomes exactly the cards listed ("TKW,RRR"). */
static void set_totems(int seat, const char *cards)
{
	state.totem_box |= state.totem_hand[seat];
	state.totem_hand[seat] = 0;
	state.hand_totem[seat] = 0;
	char buf[512];
	snprintf(buf, sizeof buf, "%s", cards);
	char *save = NULL;
	for (char *c = strtok_r(buf, ",", &save); c; c = strtok_r(NULL, ",", &save)) {
		int t = totem_of(c);
		for (int p = 0; p < GP_MAX_PLAYERS; p++)
			if (state.totem_hand[p] & (1u << t)) {
				state.totem_hand[p] &= ~(1u << t);
				state.hand_totem[p]--;
			}
		state.totem_box &= ~(1u << t);
		state.totem_hand[seat] |= 1u << t;
		state.hand_totem[seat]++;
	}
	check();
}

/* Puts one of seat's markers on an Ancestor space directly. */
static void put_marker(int seat, int family, int icon)
{
	uint8_t *sp = state.space[family][icon];
	sp[sp[0] ? 1 : 0] = (uint8_t)(seat + 1);
	state.markers[seat]--;
	state.placed[seat][family]++;
	check();
}

static int count_events(int kind, int detail)
{
	int n = 0;
	for (int i = 0; i < last_events.count; i++)
		n += last_events.items[i].kind == kind && last_events.items[i].detail == detail;
	return n;
}

/* ---- the cards ------------------------------------------------------------ */

static void test_potlatch_deck_is_every_family_icon_valuable_once(void **unused)
{
	(void)unused;
	int seen[GP_FAMILIES][GP_ICONS][GP_VALUABLES] = {{{0}}};
	for (int c = 0; c < GP_POTLATCH_CARDS; c++)
		seen[gp_card_family(c)][gp_card_icon(c)][gp_card_valuable(c)]++;
	for (int f = 0; f < GP_FAMILIES; f++)
		for (int i = 0; i < GP_ICONS; i++)
			for (int v = 0; v < GP_VALUABLES; v++)
				assert_int_equal(seen[f][i][v], 1);
}

static void test_totem_deck_is_every_multiset_of_three_crests(void **unused)
{
	(void)unused;
	int triple = 0, pair = 0, distinct = 0;
	for (int t = 0; t < GP_TOTEM_CARDS; t++) {
		int a = gp_totem_family(t, 0), b = gp_totem_family(t, 1),
		    c = gp_totem_family(t, 2);
		assert_true(a <= b && b <= c);
		assert_int_equal(gp_totem_of(c, a, b), t);
		if (a == c)
			triple++;
		else if (a == b || b == c)
			pair++;
		else
			distinct++;
	}
	assert_int_equal(triple, 4);
	assert_int_equal(pair, 12);
	assert_int_equal(distinct, 4);
}

/* ---- set up ----------------------------------------------------------------- */

static void test_deal_two_potlatch_and_five_totem_cards_each_as_chance(void **unused)
{
	(void)unused;
	pg_options options;
	pg_options_default(game, &options);
	options.players = 3;
	game->init(&state, &options);
	int deals = 0;
	while (gp_get_phase(&state) == GP_PHASE_DEAL) {
		assert_int_equal(game->current_player(&state), PG_CHANCE);
		/* Each card is seen by its receiver only. */
		int to = pg_game_chance_private_to(game, &state);
		assert_true(to >= 0 && to < 3);
		play_first();
		deals++;
	}
	assert_int_equal(deals, 21);
	for (int p = 0; p < 3; p++) {
		assert_int_equal(state.hand_potlatch[p], 2);
		assert_int_equal(state.hand_totem[p], 5);
	}
	assert_int_equal(state.deck_count, 48 - 6);
	/* The five Totem Pole cards not dealt stay in the box. */
	assert_int_equal(__builtin_popcount(state.totem_box), 5);
}

static void test_youngest_player_is_a_chance_draw_and_takes_a_grey_marker(void **unused)
{
	(void)unused;
	start(4, 2);
	assert_int_equal(gp_speaker(&state), 2);
	assert_int_equal(state.greys[2], 1);
	assert_int_equal(gp_bad_points(&state, 0), 0);
	assert_int_equal(gp_get_phase(&state), GP_PHASE_GATHERING);
	assert_int_equal(game->current_player(&state), 2);
	pg_options options;
	pg_options_default(game, &options);
	options.players = 4;
	game->init(&state, &options);
	while (gp_get_phase(&state) == GP_PHASE_DEAL)
		play_first();
	pg_chance_outcome outcomes[PG_MAX_CHANCE];
	assert_int_equal(game->chance_outcomes(&state, outcomes, PG_MAX_CHANCE), 4);
	for (int i = 0; i < 4; i++)
		assert_true(outcomes[i].probability == 0.25);
}

/* ---- the Gathering ------------------------------------------------------------- */

static void test_gathering_speaker_chooses_first_then_clockwise(void **unused)
{
	(void)unused;
	start(3, 1);
	assert_int_equal(game->current_player(&state), 1);
	play("elder");
	assert_int_equal(game->current_player(&state), 2);
	play("carver");
	assert_int_equal(game->current_player(&state), 0);
	play("shaman");
	assert_int_equal(gp_get_phase(&state), GP_PHASE_DAY_DRAW);
	assert_int_equal(gp_turn(&state), 1);
}

static void test_role_whose_two_markers_are_taken_cannot_be_chosen(void **unused)
{
	(void)unused;
	start(4, 0);
	play("carver;carver");
	assert_false(legal_text("carver"));
	assert_true(legal_text("elder"));
	assert_true(legal_text("shaman"));
}

static void test_taking_the_speakers_role_costs_a_grey_marker(void **unused)
{
	(void)unused;
	start(3, 0);
	int speaker_before = gp_bad_points(&state, 0);
	play("shaman");
	assert_int_equal(gp_bad_points(&state, 0), speaker_before); /* not the Speaker */
	play("shaman");
	assert_int_equal(state.greys[1], 1);
	assert_int_equal(count_events(PG_EVENT_SPECIAL, GP_DETAIL_BAD_MARKER), 1);
	play("elder");
	assert_int_equal(gp_bad_points(&state, 2), 0);
}

/* ---- Daytime ----------------------------------------------------------------- */

static void test_daytime_draws_come_before_the_action(void **unused)
{
	(void)unused;
	start(3, 0);
	play("elder;carver;shaman");
	/* Seat 0 (Elder) draws two, then acts. */
	assert_int_equal(game->current_player(&state), PG_CHANCE);
	assert_int_equal(pg_game_chance_seat(game, &state), 0);
	assert_int_equal(pg_game_chance_private_to(game, &state), 0);
	int before = state.hand_potlatch[0];
	play_first();
	assert_int_equal(game->current_player(&state), PG_CHANCE);
	play_first();
	assert_int_equal(state.hand_potlatch[0], before + 2);
	assert_int_equal(gp_get_phase(&state), GP_PHASE_DAY_ACTION);
	assert_int_equal(game->current_player(&state), 0);
}

static void test_each_role_draws_its_day_and_night_cards(void **unused)
{
	(void)unused;
	static const int day[3] = {2, 4, 3}, night[3] = {3, 1, 2};
	for (int role = 0; role < 3; role++) {
		start(2, 0);
		static const char *const names[3] = {"elder", "carver", "shaman"};
		play(names[role]);
		play(names[(role + 1) % 3]);
		/* Nobody can act: no markers placed, no Totem cards. */
		set_totems(0, "");
		set_totems(1, "");
		set_hand(0, "");
		set_hand(1, "");
		int draws = 0;
		while (game->current_player(&state) == PG_CHANCE && gp_turn(&state) == 0) {
			play_first();
			draws++;
		}
		assert_int_equal(draws, day[role]);
		/* On to the night: play through the other seat's day and gift. */
		while (gp_get_phase(&state) != GP_PHASE_NIGHT_DRAW)
			play_first();
		int night_draws = 0, hand = state.hand_potlatch[0];
		while (gp_get_phase(&state) == GP_PHASE_NIGHT_DRAW && gp_turn(&state) == 0) {
			play_first();
			night_draws++;
		}
		assert_int_equal(night_draws, night[role]);
		assert_int_equal(state.hand_potlatch[0], hand + night[role]);
	}
}

/* Seat 0 (the Speaker, in the given role) at its day action, its draws
 * over (as if the pile had been empty), so a test sets the hand it wants
 * before any move is asked for. */
static void to_day_action(int players, const char *role, const char *others)
{
	start(players, 0);
	play(role);
	play(others);
	state.phase = GP_PHASE_DAY_ACTION;
	state.turn = 0;
	state.acted = 0;
	state.draws_left = 0;
}

static void test_elder_gives_a_card_onto_its_ancestors_matching_space(void **unused)
{
	(void)unused;
	start(2, 0);
	play("elder;carver");
	set_hand(0, "WSB,RCO");
	set_totems(0, "");
	play("draw:KSB;draw:KSO");
	assert_int_equal(gp_get_phase(&state), GP_PHASE_DAY_ACTION);
	assert_true(legal_text("gift:WSB"));
	play("gift:WSB");
	assert_int_equal(state.space[GP_WOLF][GP_SUN][0], 1);
	assert_int_equal(gp_markers_on(&state, 0, GP_WOLF), 1);
	assert_int_equal(state.markers[0], GP_MARKERS - 1);
	assert_true(state.discard & (1ull << card_of("WSB")));
	assert_int_equal(gp_score(&state, 0), 1 - 1); /* a marker, the first grey */
}

static void test_elder_cannot_give_onto_a_full_space_or_without_markers(void **unused)
{
	(void)unused;
	to_day_action(2, "elder", "carver");
	set_hand(0, "WSB,WSO,WMB");
	put_marker(1, GP_WOLF, GP_SUN);
	put_marker(1, GP_WOLF, GP_SUN);
	assert_false(legal_text("gift:WSB"));
	assert_false(legal_text("gift:WSO"));
	assert_true(legal_text("gift:WMB"));
	state.markers[0] = 0; /* (breaks conservation; only legality is read) */
	assert_false(legal_text("gift:WMB"));
}

static void test_elder_gives_any_number_then_is_done(void **unused)
{
	(void)unused;
	to_day_action(2, "elder", "carver");
	set_hand(0, "WSB,WMB,RCO,KSX");
	play("gift:WSB;gift:WMB;gift:RCO");
	assert_int_equal(gp_markers_placed(&state, 0), 3);
	assert_int_equal(game->current_player(&state), 0);
	play("done");
	assert_int_equal(gp_turn(&state), 1);
}

static void test_carver_needs_a_marker_per_crest_and_two_for_a_pair(void **unused)
{
	(void)unused;
	to_day_action(2, "carver", "elder");
	set_totems(0, "WWK,KWR,TTT");
	put_marker(0, GP_WOLF, GP_SUN);
	put_marker(0, GP_KILLER_WHALE, GP_MOON);
	/* One Wolf marker is not enough for two Wolf crests. */
	assert_false(legal_text("carve:KWW"));
	put_marker(0, GP_WOLF, GP_COPPER);
	assert_true(legal_text("carve:KWW"));
	assert_false(legal_text("carve:KRW")); /* no Raven marker */
	assert_false(legal_text("carve:TTT"));
	/* Other seats' markers do not count. */
	put_marker(1, GP_RAVEN, GP_SUN);
	assert_false(legal_text("carve:KRW"));
}

static void test_carving_takes_the_markers_back_and_scores_five(void **unused)
{
	(void)unused;
	to_day_action(2, "carver", "elder");
	set_totems(0, "WWK");
	put_marker(0, GP_WOLF, GP_SUN);
	put_marker(0, GP_WOLF, GP_COPPER);
	put_marker(0, GP_KILLER_WHALE, GP_MOON);
	put_marker(0, GP_RAVEN, GP_MOON);
	int before = gp_score(&state, 0);
	play("carve:KWW");
	assert_int_equal(count_events(PG_EVENT_PIECE_TAKEN, GP_DETAIL_MARKER_BACK), 3);
	assert_int_equal(gp_markers_on(&state, 0, GP_WOLF), 0);
	assert_int_equal(gp_markers_on(&state, 0, GP_RAVEN), 1);
	assert_int_equal(state.markers[0], GP_MARKERS - 1);
	assert_int_equal(gp_score(&state, 0), before - 3 + 5);
	assert_true(state.poles[0] & (1u << totem_of("WWK")));
}

static void test_carving_takes_sun_spaces_first(void **unused)
{
	(void)unused;
	to_day_action(2, "carver", "elder");
	set_totems(0, "WKR");
	put_marker(0, GP_WOLF, GP_COPPER);
	put_marker(0, GP_WOLF, GP_SUN);
	put_marker(0, GP_KILLER_WHALE, GP_MOON);
	put_marker(0, GP_RAVEN, GP_MOON);
	play("carve:KWR");
	assert_int_equal(state.space[GP_WOLF][GP_SUN][0], 0);
	assert_int_equal(state.space[GP_WOLF][GP_COPPER][0], 1);
}

static void test_shaman_ritual_discards_one_card_per_crest(void **unused)
{
	(void)unused;
	to_day_action(2, "shaman", "elder");
	set_totems(0, "WWK");
	set_hand(0, "WSB,KMO");
	pg_move move;
	assert_false(game->move_from_text(&state, "ritual:KWW/WSB,WSB,KMO", &move));
	assert_false(legal_text("ritual:KWW/WSB,WMX,KMO")); /* no WMX in hand */
	set_hand(0, "WSB,WMX,KMO,RCC");
	assert_true(legal_text("ritual:KWW/WSB,WMX,KMO"));
	play("ritual:KWW/KMO,WMX,WSB"); /* any order of the cards reads */
	assert_int_equal(state.hand_potlatch[0], 1);
	assert_true(state.rituals[0] & (1u << totem_of("KWW")));
	assert_int_equal(state.hand_totem[0], 0);
	assert_true(state.discard & (1ull << card_of("WSB")));
	/* Alone in Rituals: the majority's four points. */
	assert_int_equal(gp_ritual_points(&state, 0), 4);
}

static void test_a_seat_that_cannot_act_still_ends_its_day_with_done(void **unused)
{
	(void)unused;
	start(2, 0);
	play("carver;elder");
	set_totems(0, "");
	play("draw:KSB;draw:KSO;draw:KSX;draw:KSC");
	/* No Totem card: the Carver cannot carve, yet is asked, so the
	 * table does not learn that from a skipped turn. */
	assert_int_equal(gp_get_phase(&state), GP_PHASE_DAY_ACTION);
	pg_move moves[PG_MAX_MOVES];
	assert_int_equal(game->legal_moves(&state, moves, PG_MAX_MOVES), 1);
	assert_int_equal(moves[0], GP_MOVE_DONE);
	play("done");
	assert_int_equal(gp_turn(&state), 1);
}

/* ---- the Potlatch ------------------------------------------------------------ */

/* 3 players, Speaker 0, at the Potlatch with the given hands: the hands
 * are set while the last seat of the day (the Elder) decides. */
static void to_potlatch(const char *hand0, const char *hand1, const char *hand2)
{
	start(3, 0);
	play("carver;carver;elder");
	for (int p = 0; p < 3; p++)
		set_totems(p, "");
	while (gp_get_phase(&state) == GP_PHASE_DAY_DRAW ||
	       gp_get_phase(&state) == GP_PHASE_DAY_ACTION) {
		if (game->current_player(&state) == 2) {
			set_hand(0, hand0);
			set_hand(1, hand1);
			set_hand(2, hand2);
			play("done");
		} else if (game->current_player(&state) >= 0) {
			play("done");
		} else {
			play_first();
		}
	}
	/* With no card among the givers the Potlatch is over at once. */
	bool givers = hand1[0] || hand2[0];
	assert_int_equal(gp_get_phase(&state),
	                 givers ? GP_PHASE_POTLATCH : GP_PHASE_NIGHT_DRAW);
}

static void test_potlatch_starts_left_of_the_speaker_who_gives_nothing(void **unused)
{
	(void)unused;
	to_potlatch("TSB,TMB", "KSB", "RSO");
	assert_int_equal(game->current_player(&state), 1);
	play("give:KSB");
	assert_int_equal(game->current_player(&state), 2);
	play("give:RSO");
	assert_int_equal(gp_get_phase(&state), GP_PHASE_NIGHT_DRAW);
	assert_int_equal(state.gift[0], 0);
}

static void test_potlatch_gifts_all_share_one_valuable(void **unused)
{
	(void)unused;
	to_potlatch("", "KSB,KMB,KSO,WCB", "RSO");
	assert_false(legal_text("done")); /* one card at least */
	play("give:KSB");
	assert_true(legal_text("give:KMB"));
	assert_true(legal_text("give:WCB"));
	assert_false(legal_text("give:KSO"));
	play("give:WCB;done");
	assert_int_equal(game->current_player(&state), 2);
	assert_int_equal(__builtin_popcountll(state.gift[1]), 2);
}

static void test_a_giver_out_of_matching_cards_still_says_done(void **unused)
{
	(void)unused;
	to_potlatch("", "KSB,KSO", "RSO");
	play("give:KSB");
	/* No other blanket: "done" is the only move, yet seat 1 is asked,
	 * as its hand (one card, unseen) might have held another. */
	assert_int_equal(game->current_player(&state), 1);
	pg_move moves[PG_MAX_MOVES];
	assert_int_equal(game->legal_moves(&state, moves, PG_MAX_MOVES), 1);
	assert_int_equal(moves[0], GP_MOVE_DONE);
	play("done");
	assert_int_equal(game->current_player(&state), 2);
}

static void test_a_seat_without_potlatch_cards_gives_none(void **unused)
{
	(void)unused;
	to_potlatch("TSB", "", "RSO");
	assert_int_equal(game->current_player(&state), 2);
}

static void run_night(void)
{
	while (gp_get_phase(&state) == GP_PHASE_POTLATCH && game->current_player(&state) >= 0)
		play("done");
	while (gp_get_phase(&state) == GP_PHASE_NIGHT_DRAW)
		play_first();
}

static void test_most_cards_given_takes_the_stick_and_the_others_a_grey(void **unused)
{
	(void)unused;
	to_potlatch("TSB", "KSB,KMB,WSB", "RSO");
	play("give:KSB;give:KMB;done;give:RSO");
	int greys_before[3];
	for (int p = 0; p < 3; p++)
		greys_before[p] = gp_bad_points(&state, p);
	run_night();
	assert_int_equal(gp_speaker(&state), 1);
	assert_int_equal(gp_bad_points(&state, 0), greys_before[0]); /* the day's Speaker */
	assert_int_equal(gp_bad_points(&state, 1), greys_before[1]);
	assert_int_equal(gp_bad_points(&state, 2), greys_before[2] + 1);
	/* The gifts went to the discard pile. */
	assert_int_equal(state.gift[1], 0);
	assert_true(state.discard & (1ull << card_of("KMB")));
}

static void test_tie_for_most_passes_the_stick_left_without_markers(void **unused)
{
	(void)unused;
	to_potlatch("TSB", "KSB", "RSO");
	play("give:KSB;give:RSO");
	int before = gp_bad_points(&state, 1) + gp_bad_points(&state, 2);
	run_night();
	assert_int_equal(gp_speaker(&state), 1);
	assert_int_equal(gp_bad_points(&state, 1) + gp_bad_points(&state, 2), before);
}

static void test_the_only_giver_takes_the_stick(void **unused)
{
	(void)unused;
	to_potlatch("TSB", "", "RSO");
	play("give:RSO");
	int before = gp_bad_points(&state, 1);
	run_night();
	assert_int_equal(gp_speaker(&state), 2);
	/* The seat that gave nothing is one of "the others". */
	assert_int_equal(gp_bad_points(&state, 1), before + 1);
}

static void test_nobody_giving_is_a_tie(void **unused)
{
	(void)unused;
	to_potlatch("TSB", "", "");
	assert_int_equal(gp_get_phase(&state), GP_PHASE_NIGHT_DRAW);
	int before = gp_bad_points(&state, 1) + gp_bad_points(&state, 2);
	run_night();
	assert_int_equal(gp_speaker(&state), 1);
	assert_int_equal(gp_bad_points(&state, 1) + gp_bad_points(&state, 2), before);
}

/* ---- bad reputation ---------------------------------------------------------- */

static void test_two_greys_become_a_black(void **unused)
{
	(void)unused;
	start(3, 0);
	assert_int_equal(state.greys[0], 1);
	play("elder;elder"); /* seat 1 copies: its first grey */
	assert_int_equal(state.greys[1], 1);
	assert_int_equal(state.blacks[1], 0);
	play("shaman");
	/* A second grey for seat 1 at a later Gathering becomes a black. */
	state.greys[1] = 1;
	state.speaker = 0;
	state.phase = GP_PHASE_GATHERING;
	state.acted = 0;
	state.turn = 0;
	for (int r = 0; r < GP_ROLES; r++)
		state.role_left[r] = GP_ROLE_MARKERS;
	for (int p = 0; p < 3; p++)
		state.role[p] = GP_NO_ROLE;
	play("carver;carver");
	assert_int_equal(state.greys[1], 0);
	assert_int_equal(state.blacks[1], 1);
	assert_int_equal(gp_bad_points(&state, 1), 2);
}

static void test_bad_reputation_is_counted_past_sixteen_markers(void **unused)
{
	(void)unused;
	start(2, 0);
	/* Seat 1 copies the Speaker every day for many days. */
	for (int i = 0; i < 40; i++) {
		state.phase = GP_PHASE_GATHERING;
		state.acted = 0;
		state.turn = 0;
		for (int r = 0; r < GP_ROLES; r++)
			state.role_left[r] = GP_ROLE_MARKERS;
		state.role[0] = state.role[1] = GP_NO_ROLE;
		play("elder;elder");
	}
	assert_int_equal(gp_bad_points(&state, 1), 40);
	assert_int_equal(state.blacks[1], 20);
}

/* ---- the piles ----------------------------------------------------------------- */

static void test_an_empty_draw_pile_takes_the_discard_pile(void **unused)
{
	(void)unused;
	start(2, 0);
	play("carver;elder");
	set_totems(0, "");
	/* Everything but two cards in seat 1's hand or the discard pile. */
	state.discard = state.deck & ~((1ull << card_of("WSB")) | (1ull << card_of("WSO")) |
	                               (1ull << card_of("WSX")));
	state.deck &= ~state.discard;
	state.deck_count = (uint8_t)__builtin_popcountll(state.deck);
	check();
	play("draw:WSB;draw:WSO;draw:WSX");
	assert_int_equal(state.deck, 0);
	pg_chance_outcome outcomes[PG_MAX_CHANCE];
	int n = game->chance_outcomes(&state, outcomes, PG_MAX_CHANCE);
	assert_int_equal(n, __builtin_popcountll(state.discard));
	play("draw:RCC");
	assert_int_equal(count_events(PG_EVENT_SPECIAL, GP_DETAIL_RESHUFFLE), 1);
	assert_int_equal(state.discard, 0);
	assert_int_equal(state.deck_count, n - 1);
}

static void test_draws_past_an_empty_pile_and_discard_draw_nothing(void **unused)
{
	(void)unused;
	start(2, 0);
	play("carver;elder");
	set_totems(0, "");
	set_hand(1, "");
	/* Seat 1 holds every card but one. */
	for (int c = 0; c < GP_POTLATCH_CARDS; c++)
		if (c != card_of("WSB") && !(state.hand[0] & (1ull << c)))
			take_card(1, c);
	play("draw:WSB");
	/* Three more draws were due; there is nothing to draw. */
	assert_int_equal(gp_get_phase(&state), GP_PHASE_DAY_ACTION);
	assert_int_equal(gp_turn(&state), 0);
}

/* ---- Sunrise and the end --------------------------------------------------------- */

static void test_sunrise_discards_potlatch_cards_down_to_ten(void **unused)
{
	(void)unused;
	to_potlatch("", "KSB", "RSO");
	play("give:KSB;give:RSO");
	set_hand(0, "TSB,TSO,TSX,TSC,TMB,TMO,TMX,TMC,TCB");
	set_totems(0, "TTT,KKK,WWW");
	/* 12 cards, of which 3 Totem Pole cards that may not go. */
	while (gp_get_phase(&state) == GP_PHASE_NIGHT_DRAW)
		play_first();
	int hand = gp_hand_size(&state, 0);
	assert_true(hand > 10);
	assert_int_equal(gp_get_phase(&state), GP_PHASE_SUNRISE);
	assert_int_equal(game->current_player(&state), 0);
	pg_move moves[PG_MAX_MOVES];
	int n = game->legal_moves(&state, moves, PG_MAX_MOVES);
	for (int i = 0; i < n; i++)
		assert_true(moves[i] >= GP_MOVE_DISCARD && moves[i] < GP_MOVE_DISCARD + 48);
	for (int i = hand; i > 10; i--)
		play_first();
	assert_int_equal(gp_hand_size(&state, 0), 10);
	assert_int_equal(state.hand_totem[0], 3);
	assert_int_not_equal(game->current_player(&state), 0);
}

/* The Speaker is first in every step of a day, and the Stick has passed
 * before Sunrise: the new Speaker discards first, then clockwise. */
static void test_sunrise_begins_with_the_new_speaker(void **unused)
{
	(void)unused;
	to_potlatch("", "KSB", "RSO,RMO");
	play("give:KSB;give:RSO;give:RMO");
	set_hand(0, "TSB,TSO,TSX,TSC,TMB,TMO,TMX,TMC,TCB");
	set_totems(0, "TTT,KKK,WWW");
	set_hand(2, "WSB,WSO,WSX,WSC,WMB,WMO,WMX,WMC,WCB");
	set_totems(2, "RRR,TKW,KWR");
	while (gp_get_phase(&state) == GP_PHASE_NIGHT_DRAW)
		play_first();
	/* Seat 2 gave the most: it holds the Stick, and 15 cards (an Elder
	 * draws 3 at night); seat 0, the day's Speaker, 13 (a Carver, 1). */
	assert_int_equal(gp_speaker(&state), 2);
	assert_int_equal(gp_get_phase(&state), GP_PHASE_SUNRISE);
	for (int i = 0; i < 5; i++) {
		assert_int_equal(game->current_player(&state), 2);
		play_first();
	}
	for (int i = 0; i < 3; i++) {
		assert_int_equal(game->current_player(&state), 0);
		play_first();
	}
	assert_int_equal(gp_get_phase(&state), GP_PHASE_GATHERING);
	assert_int_equal(game->current_player(&state), 2);
}

/* With two players the one giver either gives and so gives the most, or
 * holds no Potlatch card and nobody gives (a tie: the Stick goes left,
 * to that same player). Either way the Stick changes hands every day and
 * nobody takes a grey marker for the Potlatch. */
static void test_two_players_pass_the_stick_every_day(void **unused)
{
	(void)unused;
	pg_rng rng;
	pg_rng_seed(&rng, 3);
	for (int game_number = 0; game_number < 20; game_number++) {
		start(2, game_number % 2);
		int speaker = gp_speaker(&state), day = 1;
		while (game->current_player(&state) != PG_TERMINAL) {
			last_events.count = 0;
			game->apply_move(&state, pg_ai_random_move(game, &state, &rng),
			                 &last_events);
			check();
			for (int i = 0; i < last_events.count; i++) {
				const pg_event *e = &last_events.items[i];
				if (e->kind == PG_EVENT_SPECIAL &&
				    e->detail == GP_DETAIL_BAD_MARKER)
					assert_int_not_equal(e->a, GP_BAD_POTLATCH);
			}
			if (gp_day(&state) != day) {
				day = gp_day(&state);
				assert_int_equal(gp_speaker(&state), 1 - speaker);
				speaker = gp_speaker(&state);
			}
		}
		assert_int_equal(day, GP_DAYS);
	}
}

static void test_game_ends_after_the_eighth_sunrise(void **unused)
{
	(void)unused;
	start(3, 0);
	int days_seen = 1, last_day = 1;
	while (game->current_player(&state) != PG_TERMINAL) {
		play_first();
		if (gp_day(&state) != last_day) {
			assert_int_equal(gp_day(&state), last_day + 1);
			last_day = gp_day(&state);
			days_seen++;
		}
	}
	assert_int_equal(days_seen, 8);
	assert_int_equal(gp_get_phase(&state), GP_PHASE_OVER);
}

/* ---- scoring ------------------------------------------------------------------------ */

/* An ended game with nothing on the table, for scoring tests. */
static void empty_end(int players)
{
	pg_options options;
	pg_options_default(game, &options);
	options.players = players;
	game->init(&state, &options);
	state.phase = GP_PHASE_OVER;
	state.day = GP_DAYS;
	state.speaker = 0;
	state.deal_index = (uint8_t)(players * 7);
}

static void test_book_example_dave_scores_ten(void **unused)
{
	(void)unused;
	/* Dave (seat 0): 3 markers on Ancestors, 2 Totem Poles, 1 Ritual;
	 * Tasha (seat 1) has the most Rituals (2); Dave has 1 grey, 1 black. */
	empty_end(3);
	put_marker(0, GP_WOLF, GP_SUN);
	put_marker(0, GP_RAVEN, GP_MOON);
	put_marker(0, GP_THUNDERBIRD, GP_COPPER);
	state.totem_box &= ~((1u << 0) | (1u << 1) | (1u << 2) | (1u << 3) | (1u << 4));
	state.poles[0] = (1u << 0) | (1u << 1);
	state.rituals[0] = 1u << 2;
	state.rituals[1] = (1u << 3) | (1u << 4);
	state.greys[0] = 1;
	state.blacks[0] = 1;
	check();
	assert_int_equal(gp_score(&state, 0), 10);
	pg_breakdown b;
	game->score_breakdown(&state, 0, &b);
	assert_int_equal(b.total, 10);
	assert_int_equal(b.count, 5);
	assert_int_equal(b.lines[0].value, 3);
	assert_int_equal(b.lines[1].value, 10);
	assert_int_equal(b.lines[2].value, 0);
	assert_int_equal(b.lines[3].value, -1);
	assert_int_equal(b.lines[4].value, -2);
	assert_non_null(strstr(b.lines[1].label, "Totem Poles (2 x 5)"));
	assert_int_equal(gp_ritual_points(&state, 1), 4);
}

static void test_tied_ritual_majority_scores_two_each(void **unused)
{
	(void)unused;
	empty_end(3);
	state.totem_box &= ~((1u << 5) | (1u << 6));
	state.rituals[0] = 1u << 5;
	state.rituals[2] = 1u << 6;
	check();
	assert_int_equal(gp_ritual_points(&state, 0), 2);
	assert_int_equal(gp_ritual_points(&state, 2), 2);
	assert_int_equal(gp_ritual_points(&state, 1), 0);
	/* Nobody with a Ritual: nobody has "the most". */
	empty_end(3);
	assert_int_equal(gp_ritual_points(&state, 0), 0);
}

static void test_highest_reputation_wins_and_ties_share(void **unused)
{
	(void)unused;
	empty_end(3);
	put_marker(0, GP_WOLF, GP_SUN);
	put_marker(2, GP_WOLF, GP_SUN);
	double share[3];
	game->returns(&state, share);
	assert_true(share[0] == 0.5 && share[2] == 0.5 && share[1] == 0.0);
}

/* ---- hidden information ------------------------------------------------------------ */

static void test_observation_blanks_other_hands_and_the_pile_keeping_counts(void **unused)
{
	(void)unused;
	start(3, 0);
	gp_state seen;
	game->observe(&state, 1, &seen);
	assert_int_equal(seen.hand[1], state.hand[1]);
	assert_int_equal(seen.totem_hand[1], state.totem_hand[1]);
	assert_int_equal(seen.hand[0], 0);
	assert_int_equal(seen.hand[2], 0);
	assert_int_equal(seen.totem_hand[0], 0);
	assert_int_equal(seen.deck, 0);
	assert_int_equal(seen.totem_box, 0);
	assert_int_equal(seen.hand_potlatch[0], state.hand_potlatch[0]);
	assert_int_equal(seen.hand_totem[2], 5);
	assert_int_equal(seen.deck_count, state.deck_count);
	assert_int_equal(seen.unseen, state.deck | state.hand[0] | state.hand[2]);
	/* A spectator sees no hand. */
	game->observe(&state, -1, &seen);
	for (int p = 0; p < 3; p++)
		assert_int_equal(seen.hand[p] | seen.totem_hand[p], 0);
}

static void test_determinize_keeps_what_the_seat_knows(void **unused)
{
	(void)unused;
	start(3, 0);
	play("elder;carver;shaman");
	gp_state seen, world, again;
	game->observe(&state, 0, &seen);
	pg_rng rng;
	pg_rng_seed(&rng, 7);
	bool differs = false;
	for (int i = 0; i < 50; i++) {
		memcpy(&world, &seen, sizeof world);
		game->determinize(&world, 0, &rng);
		char why[256];
		assert_true(game->check_invariants(&world, why, sizeof why));
		assert_int_equal(world.hand[0], state.hand[0]);
		game->observe(&world, 0, &again);
		assert_memory_equal(&again, &seen, sizeof seen);
		differs |= world.hand[1] != state.hand[1];
	}
	assert_true(differs); /* the unseen cards really are re-dealt */
}

/* The Potlatch cards in the hands of the seats other than seat, as a
 * re-deal for seat, from its observation, gives them. */
static uint64_t redealt_hand(int seat, int other, pg_rng *rng)
{
	gp_state world;
	game->observe(&state, seat, &world);
	game->determinize(&world, seat, rng);
	char why[256];
	if (!game->check_invariants(&world, why, sizeof why))
		fail_msg("re-deal breaks an invariant: %s", why);
	assert_int_equal(world.hand_potlatch[other], state.hand_potlatch[other]);
	return world.hand[other];
}

/* When the draw pile runs out everyone sees the discard pile become the
 * new one, so everyone knows that the cards not in it are in the hands,
 * and that a seat that has drawn nothing since holds only those. A
 * re-deal of the unseen cards keeps that: it once dealt them as if no
 * one had seen the reshuffle, putting a card a seat knew to be in a hand
 * into the draw pile. */
static void test_a_reshuffle_is_remembered_by_the_re_deal(void **unused)
{
	(void)unused;
	start(2, 0);
	play("carver;elder");
	set_totems(0, "");
	set_hand(1, "TSB,KMO");
	state.discard = state.deck & ~((1ull << card_of("WSB")) | (1ull << card_of("WSO")) |
	                               (1ull << card_of("WSX")));
	state.deck &= ~state.discard;
	state.deck_count = (uint8_t)__builtin_popcountll(state.deck);
	check();
	play("draw:WSB;draw:WSO;draw:WSX;draw:RCC"); /* the last one after the reshuffle */
	uint64_t held0 = state.hand[0] & ~(1ull << card_of("RCC"));
	pg_rng rng;
	pg_rng_seed(&rng, 11);
	for (int i = 0; i < 40; i++) {
		/* Seat 1 has drawn nothing since: its two cards are known. */
		assert_int_equal(redealt_hand(0, 1, &rng), state.hand[1]);
		/* Seat 0's five cards from before are known to seat 1; its
		 * sixth came from the new pile, which holds none of them. */
		uint64_t hand0 = redealt_hand(1, 0, &rng);
		assert_int_equal(hand0 & held0, held0);
		assert_int_equal(hand0 & ~held0 & ~state.deck & ~(1ull << card_of("RCC")), 0);
	}
	/* Seat 1 (Elder) draws two from the new pile and gives one of its
	 * old cards away: one old card and two new ones are left to guess. */
	play("done;draw:RCX;draw:RCO;gift:TSB");
	bool new_cards_vary = false;
	for (int i = 0; i < 40; i++) {
		uint64_t hand1 = redealt_hand(0, 1, &rng);
		assert_true(hand1 & (1ull << card_of("KMO")));
		new_cards_vary |= hand1 != state.hand[1];
	}
	assert_true(new_cards_vary);
}

/* Totem Pole cards are named in plain English plurals in the log:
 * "two Wolves and a Raven", "three Killer Whales". */
static void test_totem_cards_read_in_english_plurals(void **unused)
{
	(void)unused;
	pg_options options;
	pg_options_default(game, &options);
	options.players = 3;
	game->init(&state, &options);
	for (int i = 0; i < 6; i++) /* the two Potlatch cards to each seat */
		play_first();
	char text[256];
	game->describe_move(&state, parse("draw:WWR"), text, sizeof text);
	assert_non_null(strstr(text, "two Wolves and a Raven"));
	game->describe_move(&state, parse("draw:KKK"), text, sizeof text);
	assert_non_null(strstr(text, "three Killer Whales"));
}

static void test_a_private_draw_reads_without_the_card_to_others(void **unused)
{
	(void)unused;
	start(3, 0);
	play("elder;carver;shaman");
	pg_move draw = parse("draw:WSB");
	char own[256], other[256], spectator[256];
	game->describe_move_for(&state, draw, 0, own, sizeof own);
	game->describe_move_for(&state, draw, 1, other, sizeof other);
	game->describe_move_for(&state, draw, -1, spectator, sizeof spectator);
	assert_non_null(strstr(own, "Wolf Sun blankets"));
	assert_string_equal(other, "Red draws a Potlatch card.");
	assert_string_equal(spectator, other);
	play("draw:WSB");
	assert_int_equal(last_events.count >= 1, 1);
	const pg_event *e = &last_events.items[0];
	assert_int_equal(e->detail, GP_DETAIL_DRAW_POTLATCH);
	assert_true(pg_event_visible_to(e, 0));
	assert_false(pg_event_visible_to(e, 1));
	assert_false(pg_event_visible_to(e, -1));
}

static void test_revealed_cards_stay_known_to_all(void **unused)
{
	(void)unused;
	to_day_action(2, "shaman", "elder");
	set_totems(0, "WWK");
	set_hand(0, "WSB,WMX,KMO");
	play("ritual:KWW/WSB,WMX,KMO");
	gp_state seen;
	game->observe(&state, 1, &seen);
	assert_int_equal(seen.rituals[0], state.rituals[0]);
	assert_true(seen.discard & (1ull << card_of("WMX")));
}

/* The AI never peeks: given two states that its seat cannot tell apart
 * (the other hands and the pile re-dealt), every level chooses the same
 * move with the same seed. */
static void test_the_ai_chooses_the_same_whatever_the_hidden_hands(void **unused)
{
	(void)unused;
	start(3, 0);
	pg_rng rng;
	pg_rng_seed(&rng, 21);
	int compared = 0, differing_hands = 0;
	for (int ply = 0; ply < 400 && game->current_player(&state) != PG_TERMINAL; ply++) {
		int seat = game->current_player(&state);
		if (seat >= 0 && ply % 7 == 0) {
			gp_state other;
			game->observe(&state, seat, &other);
			game->determinize(&other, seat, &rng);
			differing_hands +=
			    memcmp(other.hand, state.hand, sizeof state.hand) != 0;
			static const pg_ai_kind kinds[] = {PG_AI_GREEDY, PG_AI_EASY};
			for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
				pg_ai_request request = {
				    .kind = kinds[k], .seat = seat, .seed = 99 + (uint64_t)ply};
				pg_ai_result a, b;
				pg_ai_choose(game, &state, &request, &a);
				pg_ai_choose(game, &other, &request, &b);
				assert_int_equal(a.move, b.move);
				compared++;
			}
		}
		pg_move move = pg_ai_random_move(game, &state, &rng);
		game->apply_move(&state, move, NULL);
	}
	assert_true(compared > 20);
	assert_true(differing_hands > 5);
}

/* ---- notation ------------------------------------------------------------------- */

static void test_notation_reads_and_writes_every_kind_of_move(void **unused)
{
	(void)unused;
	start(2, 0);
	static const char *const texts[] = {
	    "elder",    "carver",    "shaman",    "done",
	    "gift:WSB", "carve:KWW", "give:RCC",  "discard:TMO",
	    "draw:KCX", "draw:RRR",  "speaker:1", "ritual:KWW/KMO,WSB,WMX",
	};
	for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
		pg_move move = parse(texts[i]);
		char back[64];
		game->move_to_text(&state, move, back, sizeof back);
		assert_string_equal(back, texts[i]);
	}
	pg_move move;
	assert_false(game->move_from_text(&state, "gift:WSQ", &move));
	assert_false(game->move_from_text(&state, "ritual:KWW/WSB,WSB,KMO", &move));
	assert_false(game->move_from_text(&state, "ritual:KWW/WSB,RMX,KMO", &move));
	assert_false(game->move_from_text(&state, "speaker:3", &move));
	assert_true(game->move_from_text(&state, "give:wsb", &move));
}

/* Random playouts (the bench, the searches) draw through random_move and
 * sample_chance, which count instead of listing: each must make, from
 * the same generator, the very move a pick from the listed moves (or the
 * listed outcomes, all equally likely here) would make, and use the
 * generator the same way, so seeded games stay the same. */
static void test_random_moves_are_the_listed_moves_picked(void **unused)
{
	(void)unused;
	assert_non_null(game->random_move);
	pg_options options = {.players = 3};
	pg_rng rng;
	pg_rng_seed(&rng, 20261123);
	int decisions = 0, rituals = 0, draws = 0;
	for (int g = 0; g < 300; g++) {
		options.players = 2 + g % 3;
		game->init(&state, &options);
		int to_move;
		while ((to_move = game->current_player(&state)) != PG_TERMINAL) {
			pg_rng listed = rng, counted = rng;
			pg_move expected, got;
			if (to_move == PG_CHANCE) {
				pg_chance_outcome outcomes[PG_MAX_CHANCE];
				int n = game->chance_outcomes(&state, outcomes, PG_MAX_CHANCE);
				assert_true(n > 0);
				expected = outcomes[pg_rng_below(&listed, (uint32_t)n)].move;
				got = game->sample_chance(&state, &counted);
				draws++;
			} else {
				pg_move moves[PG_MAX_MOVES];
				int n = game->legal_moves(&state, moves, PG_MAX_MOVES);
				assert_true(n > 0);
				expected = moves[pg_rng_below(&listed, (uint32_t)n)];
				got = game->random_move(&state, &counted);
				decisions++;
				rituals += got >= GP_MOVE_RITUAL;
			}
			assert_int_equal(got, expected);
			assert_memory_equal(&listed, &counted, sizeof listed);
			rng = counted;
			game->apply_move(&state, got, NULL);
		}
	}
	assert_true(decisions > 10000);
	assert_true(rituals > 100);
	assert_true(draws > 10000);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_potlatch_deck_is_every_family_icon_valuable_once),
	    cmocka_unit_test(test_totem_deck_is_every_multiset_of_three_crests),
	    cmocka_unit_test(test_deal_two_potlatch_and_five_totem_cards_each_as_chance),
	    cmocka_unit_test(test_youngest_player_is_a_chance_draw_and_takes_a_grey_marker),
	    cmocka_unit_test(test_gathering_speaker_chooses_first_then_clockwise),
	    cmocka_unit_test(test_role_whose_two_markers_are_taken_cannot_be_chosen),
	    cmocka_unit_test(test_taking_the_speakers_role_costs_a_grey_marker),
	    cmocka_unit_test(test_daytime_draws_come_before_the_action),
	    cmocka_unit_test(test_each_role_draws_its_day_and_night_cards),
	    cmocka_unit_test(test_elder_gives_a_card_onto_its_ancestors_matching_space),
	    cmocka_unit_test(test_elder_cannot_give_onto_a_full_space_or_without_markers),
	    cmocka_unit_test(test_elder_gives_any_number_then_is_done),
	    cmocka_unit_test(test_carver_needs_a_marker_per_crest_and_two_for_a_pair),
	    cmocka_unit_test(test_carving_takes_the_markers_back_and_scores_five),
	    cmocka_unit_test(test_carving_takes_sun_spaces_first),
	    cmocka_unit_test(test_shaman_ritual_discards_one_card_per_crest),
	    cmocka_unit_test(test_a_seat_that_cannot_act_still_ends_its_day_with_done),
	    cmocka_unit_test(test_potlatch_starts_left_of_the_speaker_who_gives_nothing),
	    cmocka_unit_test(test_potlatch_gifts_all_share_one_valuable),
	    cmocka_unit_test(test_a_giver_out_of_matching_cards_still_says_done),
	    cmocka_unit_test(test_a_seat_without_potlatch_cards_gives_none),
	    cmocka_unit_test(test_most_cards_given_takes_the_stick_and_the_others_a_grey),
	    cmocka_unit_test(test_tie_for_most_passes_the_stick_left_without_markers),
	    cmocka_unit_test(test_the_only_giver_takes_the_stick),
	    cmocka_unit_test(test_nobody_giving_is_a_tie),
	    cmocka_unit_test(test_two_greys_become_a_black),
	    cmocka_unit_test(test_bad_reputation_is_counted_past_sixteen_markers),
	    cmocka_unit_test(test_an_empty_draw_pile_takes_the_discard_pile),
	    cmocka_unit_test(test_draws_past_an_empty_pile_and_discard_draw_nothing),
	    cmocka_unit_test(test_sunrise_discards_potlatch_cards_down_to_ten),
	    cmocka_unit_test(test_sunrise_begins_with_the_new_speaker),
	    cmocka_unit_test(test_two_players_pass_the_stick_every_day),
	    cmocka_unit_test(test_game_ends_after_the_eighth_sunrise),
	    cmocka_unit_test(test_book_example_dave_scores_ten),
	    cmocka_unit_test(test_tied_ritual_majority_scores_two_each),
	    cmocka_unit_test(test_highest_reputation_wins_and_ties_share),
	    cmocka_unit_test(test_observation_blanks_other_hands_and_the_pile_keeping_counts),
	    cmocka_unit_test(test_determinize_keeps_what_the_seat_knows),
	    cmocka_unit_test(test_a_reshuffle_is_remembered_by_the_re_deal),
	    cmocka_unit_test(test_a_private_draw_reads_without_the_card_to_others),
	    cmocka_unit_test(test_totem_cards_read_in_english_plurals),
	    cmocka_unit_test(test_revealed_cards_stay_known_to_all),
	    cmocka_unit_test(test_the_ai_chooses_the_same_whatever_the_hidden_hands),
	    cmocka_unit_test(test_notation_reads_and_writes_every_kind_of_move),
	    cmocka_unit_test(test_random_moves_are_the_listed_moves_picked),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
