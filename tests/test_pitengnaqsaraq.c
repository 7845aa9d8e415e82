/*
 * test_pitengnaqsaraq.c: the rules of Pitengnaqsaraq, one test per rule of
 * the rule book and per decision in docs/rules/pitengnaqsaraq.md, and the
 * book's worked example (first half of Kaugun at Tuntutuliak).
 *
 * Positions are scripted through the pg_game table in the game's notation
 * (chance moves included, each checked to be legal before it is played);
 * where a test needs a family to hold particular food, it is put into the
 * state's cells with all the running sums kept consistent, and
 * check_invariants confirms it.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_ai.h"
#include "pg_bits.h"
#include "pg_options.h"
#include "pitengnaqsaraq/pitengnaqsaraq_rules.h"
#include "pitengnaqsaraq/pitengnaqsaraq_rules_internal.h"

static const pg_game *const game = &pitengnaqsaraq_game;

static pit_state state;
static pg_event_list last_events;

enum { KAUGUN_1 = 10, CAUYARVIK_1 = 20, UIVIK_1 = 22 };

static void check_invariants(void)
{
	char why[256] = "";
	if (!game->check_invariants(&state, why, sizeof why))
		fail_msg("invariant broken: %s", why);
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

static bool text_is_legal(const char *text)
{
	pg_move move;
	return game->move_from_text(&state, text, &move) && is_legal(move);
}

/* Plays "M1;M2;..." checking that each move is legal. */
static void play(const char *moves)
{
	char buf[4096];
	snprintf(buf, sizeof buf, "%s", moves);
	char *save = NULL;
	for (char *tok = strtok_r(buf, ";", &save); tok; tok = strtok_r(NULL, ";", &save)) {
		pg_move move;
		if (!game->move_from_text(&state, tok, &move))
			fail_msg("'%s' does not parse", tok);
		if (!is_legal(move)) {
			char text[4096];
			game->state_to_text(&state, text, sizeof text);
			fail_msg("'%s' is not legal here:\n%s", tok, text);
		}
		last_events.count = 0;
		game->apply_move(&state, move, &last_events);
		check_invariants();
	}
}

/* A game with `players` families, keeper Red (seat 0), every family at
 * home in `village` with a furbearer card besides its two fish cards; it
 * stops at the first weather spin, in half-month `half_month`. */
static void start_at(int players, const char *options, const char *village, int half_month)
{
	pg_options o;
	char err[128];
	assert_true(pg_options_parse(game, options ? options : "", &o, err, sizeof err));
	o.players = players;
	game->init(&state, &o);
	char script[1024] = "keeper:0";
	for (int i = 0; i < players; i++)
		snprintf(script + strlen(script), sizeof script - strlen(script), ";home:%s",
		         village);
	for (int i = 0; i < players; i++)
		snprintf(script + strlen(script), sizeof script - strlen(script), ";food:furs");
	play(script);
	assert_int_equal(state.phase, PIT_PHASE_WEATHER);
	state.half_month = (uint8_t)half_month;
	state.start = (uint8_t)half_month;
	/* Move the starting cards into this half-month's cell too. */
	for (int p = 0; p < players; p++) {
		pit_family *f = &state.family[p];
		for (int h = 0; h < PIT_HALF_MONTHS; h++)
			if (h != half_month && f->cell_halves[h]) {
				for (int food = 0; food < PIT_FOODS; food++) {
					f->halves[half_month][food] += f->halves[h][food];
					f->halves[h][food] = 0;
				}
				f->cell_halves[half_month] += f->cell_halves[h];
				f->cell_halves[h] = 0;
			}
		pit_family_reindex(f);
	}
	check_invariants();
}

/* Puts halves of a food taken in half-month `taken` into a family's store. */
static void stock(int seat, int taken, int food, int halves)
{
	pit_family *f = &state.family[seat];
	f->halves[taken][food] = (uint8_t)(f->halves[taken][food] + halves);
	f->cell_halves[taken] = (uint16_t)(f->cell_halves[taken] + halves);
	f->food_halves[food] = (uint16_t)(f->food_halves[food] + halves);
	f->total_halves = (uint16_t)(f->total_halves + halves);
	pit_family_reindex(f);
}

static void empty_store(int seat)
{
	pit_family *f = &state.family[seat];
	memset(f->halves, 0, sizeof f->halves);
	memset(f->cell_halves, 0, sizeof f->cell_halves);
	memset(f->food_halves, 0, sizeof f->food_halves);
	f->total_halves = 0;
	pit_family_reindex(f);
}

static int village_index(const char *id)
{
	for (int v = 0; v < PIT_VILLAGES; v++)
		if (strcmp(pit_villages[v].id, id) == 0)
			return v;
	fail_msg("no village %s", id);
	return -1;
}

static int count_legal_prefix(const char *prefix)
{
	pg_move moves[PG_MAX_MOVES];
	int n = game->legal_moves(&state, moves, PG_MAX_MOVES), count = 0;
	for (int i = 0; i < n; i++) {
		char text[64];
		game->move_to_text(&state, moves[i], text, sizeof text);
		count += strncmp(text, prefix, strlen(prefix)) == 0;
	}
	return count;
}

static bool has_event(int kind, int detail, int seat)
{
	for (int i = 0; i < last_events.count; i++)
		if (last_events.items[i].kind == kind &&
		    last_events.items[i].detail == detail &&
		    (seat < 0 || last_events.items[i].seat == seat))
			return true;
	return false;
}

/* Everyone ends the turn with a roll of 2 (nothing) until the round ends. */
static void quiet_round(const char *weather)
{
	char script[64];
	snprintf(script, sizeof script, "weather:%s", weather);
	play(script);
	while (state.phase != PIT_PHASE_WEATHER && state.phase != PIT_PHASE_OVER) {
		if (state.phase == PIT_PHASE_START)
			play("roll");
		play("roll:1+1;end");
	}
}

/* ---- the book's worked example ------------------------------------------ */

static void test_worked_example_kaugun_at_tuntutuliak(void **unused)
{
	(void)unused;
	/* The calendar for the first half of Kaugun lists exactly king salmon
	 * 6, smelt 2, beluga 1 and seals 2 (in half cards: 12, 4, 2, 4). */
	for (int food = 0; food < PIT_FOODS; food++) {
		int expected = food == PIT_KING     ? 12
		               : food == PIT_SMELT  ? 4
		               : food == PIT_BELUGA ? 2
		               : food == PIT_SEAL   ? 4
		                                    : 0;
		assert_int_equal(pit_calendar_halves(KAUGUN_1, food), expected);
	}
	start_at(2, NULL, "tuntutuliak", KAUGUN_1);
	play("weather:avaituq");
	/* Of those, Tuntutuliak's area has king salmon and seals. */
	assert_int_equal(pit_available_foods(&state, 0), (1 << PIT_KING) | (1 << PIT_SEAL));
	pit_state before = state;

	/* A six: six king salmon or two seals. */
	play("roll:2+4");
	assert_int_equal(count_legal_prefix("take:"), 2);
	assert_true(text_is_legal("take:king") && text_is_legal("take:seal"));
	char sentence[256];
	pg_move move;
	game->move_from_text(&state, "take:king", &move);
	game->describe_move(&state, move, sentence, sizeof sentence);
	assert_string_equal(sentence, "Red takes 6 king salmon at Tuntutuliak.");
	pit_state rolled = state;
	play("take:king");
	assert_int_equal(state.family[0].food_halves[PIT_KING], 12);
	state = rolled;
	play("take:seal");
	assert_int_equal(state.family[0].food_halves[PIT_SEAL], 4);

	/* A seven or an eleven: all (6 + 2) or double one (12 or 4). */
	const char *rolls[2] = {"roll:3+4", "roll:5+6"};
	for (int r = 0; r < 2; r++) {
		state = before;
		play(rolls[r]);
		assert_int_equal(count_legal_prefix("take:"), 3);
		game->move_from_text(&state, "take:all", &move);
		game->describe_move(&state, move, sentence, sizeof sentence);
		assert_string_equal(sentence,
		                    "Red takes 6 king salmon and 2 seals at Tuntutuliak.");
		rolled = state;
		play("take:all");
		assert_int_equal(state.family[0].food_halves[PIT_KING], 12);
		assert_int_equal(state.family[0].food_halves[PIT_SEAL], 4);
		state = rolled;
		play("take:king");
		assert_int_equal(state.family[0].food_halves[PIT_KING], 24);
		state = rolled;
		play("take:seal");
		assert_int_equal(state.family[0].food_halves[PIT_SEAL], 8);
	}
}

/* ---- weather ----------------------------------------------------------- */

static void faces(int half_month, int *mask, double *sum)
{
	start_at(2, NULL, "bethel", half_month);
	pg_chance_outcome outcomes[PG_MAX_CHANCE];
	int n = game->chance_outcomes(&state, outcomes, PG_MAX_CHANCE);
	*mask = 0;
	*sum = 0;
	for (int i = 0; i < n; i++) {
		*mask |= 1 << (outcomes[i].move - PIT_MOVE_WEATHER);
		*sum += outcomes[i].probability;
	}
}

static void test_weather_spinner_shows_the_season_faces(void **unused)
{
	(void)unused;
	int mask;
	double sum;
	faces(KAUGUN_1, &mask, &sum);
	assert_int_equal(mask, (1 << PIT_AVAITUQ) | (1 << PIT_ANUQA) | (1 << PIT_ELLARAYAK) |
	                           (1 << PIT_ELLALLUK));
	assert_true(fabs(sum - 1) < 1e-9);
	faces(0, &mask, &sum); /* Kanruyauciq: winter */
	assert_int_equal(mask, (1 << PIT_PIRTUK) | (1 << PIT_QANIKCAQ) | (1 << PIT_ANUQA) |
	                           (1 << PIT_AVAITUQ) | (1 << PIT_ELLALLUK));
	assert_true(fabs(sum - 1) < 1e-9);
	/* Seasons: Tengmiirvik to Amiraayaaq is spring and summer. */
	assert_int_equal(pit_season(5), 1);
	assert_int_equal(pit_season(6), 0);
	assert_int_equal(pit_season(17), 0);
	assert_int_equal(pit_season(18), 1);
}

static void test_wind_and_storm_forbid_ocean_hunting_and_travel_in_summer(void **unused)
{
	(void)unused;
	const char *words[2] = {"weather:anuqa", "weather:ellarayak"};
	for (int w = 0; w < 2; w++) {
		start_at(2, NULL, "tuntutuliak", KAUGUN_1);
		play(words[w]);
		/* Seals are ocean hunting; king salmon are not. */
		assert_int_equal(pit_available_foods(&state, 0), 1 << PIT_KING);
		play("roll:1+1");
		/* Up the river is fine; out to sea (Nelson Island) is not. */
		state.family[0].village = (uint8_t)village_index("newtok");
		assert_false(text_is_legal("go:nightmute"));
		state.family[0].village = (uint8_t)village_index("bethel");
		assert_true(text_is_legal("go:napaskiak"));
	}
	start_at(2, NULL, "newtok", KAUGUN_1);
	play("weather:avaituq;roll:1+1");
	assert_true(text_is_legal("go:nightmute"));
}

static void test_storm_and_rain_forbid_fish_drying(void **unused)
{
	(void)unused;
	const char *words[2] = {"weather:ellalluk", "weather:ellarayak"};
	for (int w = 0; w < 2; w++) {
		start_at(2, NULL, "tuntutuliak", KAUGUN_1);
		play(words[w]);
		play("roll:2+4;take:king");
		/* One card: what the family eats, nothing to store. */
		assert_int_equal(state.family[0].food_halves[PIT_KING], 2);
	}
	/* Rain still lets seals be hunted: all = one card of fish + 2 seals. */
	start_at(2, NULL, "tuntutuliak", KAUGUN_1);
	play("weather:ellalluk;roll:3+4;take:all");
	assert_int_equal(state.family[0].food_halves[PIT_KING], 2);
	assert_int_equal(state.family[0].food_halves[PIT_SEAL], 4);
}

static void test_blizzard_and_winter_rain_stop_travel_and_hunting(void **unused)
{
	(void)unused;
	const char *words[2] = {"weather:pirtuk", "weather:ellalluk"};
	for (int w = 0; w < 2; w++) {
		start_at(2, NULL, "bethel", 0);
		play(words[w]);
		assert_int_equal(pit_available_foods(&state, 0), 0);
		play("roll:3+4"); /* a seven, and nothing to take */
		assert_int_equal(state.phase, PIT_PHASE_ACT);
		assert_int_equal(count_legal_prefix("go:"), 0);
	}
	start_at(2, NULL, "bethel", 0);
	play("weather:qanikcaq");
	assert_true(pit_available_foods(&state, 0) != 0);
	play("roll:1+1");
	assert_true(count_legal_prefix("go:") > 0);
}

/* ---- the luck table ---------------------------------------------------- */

static int take_after(const char *roll, const char *choice, int food)
{
	start_at(2, NULL, "tuntutuliak", KAUGUN_1);
	play("weather:avaituq");
	play(roll);
	if (choice)
		play(choice);
	return state.family[0].food_halves[food];
}

static void test_luck_2_brings_nothing(void **unused)
{
	(void)unused;
	start_at(2, NULL, "tuntutuliak", KAUGUN_1);
	play("weather:avaituq;roll:1+1");
	assert_int_equal(state.phase, PIT_PHASE_ACT);
	assert_int_equal(state.family[0].total_halves, 6);
}

static void test_luck_4_5_6_10_take_one_food(void **unused)
{
	(void)unused;
	assert_int_equal(take_after("roll:1+3", "take:king", PIT_KING), 2);  /* one card */
	assert_int_equal(take_after("roll:1+4", "take:king", PIT_KING), 6);  /* half of 6 */
	assert_int_equal(take_after("roll:1+5", "take:king", PIT_KING), 12); /* 6 */
	assert_int_equal(take_after("roll:4+6", "take:king", PIT_KING), 18); /* 9 */
	assert_int_equal(take_after("roll:4+6", "take:seal", PIT_SEAL), 6);  /* 3 */
	/* No "all" on these rolls. */
	start_at(2, NULL, "tuntutuliak", KAUGUN_1);
	play("weather:avaituq;roll:4+6");
	assert_false(text_is_legal("take:all"));
}

static void test_luck_3_others_help_and_pups_for_a_family_without_dogs(void **unused)
{
	(void)unused;
	start_at(3, NULL, "bethel", KAUGUN_1);
	play("weather:avaituq");
	state.family[0].dog_teams = 0;
	play("roll:1+2");
	assert_int_equal(state.family[0].dog_teams, 1);
	assert_true(has_event(PG_EVENT_SPECIAL, PIT_EV_PUPS, 0));
	/* Red, the receiver, chooses from each family in turn: Green first
	 * (to the right), then Blue. */
	assert_int_equal(state.phase, PIT_PHASE_PICK);
	assert_int_equal(game->current_player(&state), 0);
	assert_int_equal(state.giver, 2);
	assert_true(text_is_legal("pick:salmon") && text_is_legal("pick:furs"));
	assert_false(text_is_legal("pick:seal"));
	play("pick:salmon");
	assert_int_equal(state.family[2].food_halves[PIT_SALMON], 2);
	assert_int_equal(state.giver, 1);
	play("pick:furs");
	assert_int_equal(state.phase, PIT_PHASE_ACT);
	assert_int_equal(state.family[0].total_halves, 10);

	/* A family with a team gets no pups. */
	start_at(3, NULL, "bethel", KAUGUN_1);
	play("weather:avaituq;roll:1+2");
	assert_int_equal(state.family[0].dog_teams, 1);
}

static void test_luck_9_every_family_takes_a_card_from_the_roller(void **unused)
{
	(void)unused;
	start_at(3, NULL, "bethel", KAUGUN_1);
	play("weather:avaituq;roll:4+5");
	assert_int_equal(state.phase, PIT_PHASE_PICK);
	assert_int_equal(game->current_player(&state), 2); /* the receivers choose */
	assert_int_equal(state.giver, 0);
	play("pick:furs");
	assert_int_equal(game->current_player(&state), 1);
	play("pick:salmon");
	assert_int_equal(state.phase, PIT_PHASE_ACT);
	assert_int_equal(state.family[0].total_halves, 2);
	assert_int_equal(state.family[2].food_halves[PIT_FURS], 4);
	assert_int_equal(state.family[0].given_halves, 4);
}

static void test_luck_8_raven_flies_the_family_and_it_pays_the_poorest(void **unused)
{
	(void)unused;
	start_at(3, NULL, "bethel", KAUGUN_1);
	stock(2, KAUGUN_1, PIT_SEAL, 4); /* Green is richer than Blue */
	play("weather:avaituq;roll:2+6");
	assert_int_equal(state.phase, PIT_PHASE_RAVEN);
	assert_int_equal(game->current_player(&state), PG_CHANCE);
	assert_int_equal(pitengnaqsaraq_game.chance_seat(&state), 0);
	play("raven:mekoryuk");
	assert_int_equal(state.family[0].village, village_index("mekoryuk"));
	assert_int_equal(state.family[0].home, village_index("mekoryuk")); /* the new home */
	assert_int_equal(pit_poorest(&state, 0), 1);
	assert_int_equal(state.phase, PIT_PHASE_PAY);
	play("pay:salmon");
	assert_int_equal(state.family[1].food_halves[PIT_SALMON], 6);
	assert_int_equal(state.family[0].food_halves[PIT_SALMON], 2);
	/* Raven was the journey of this turn. */
	assert_int_equal(count_legal_prefix("go:"), 0);
	/* Ties go to the nearest family to the right. */
	state.family[2].total_halves = state.family[1].total_halves;
	assert_int_equal(pit_poorest(&state, 0), 2);
}

static void test_luck_12_loses_the_season_transport(void **unused)
{
	(void)unused;
	start_at(2, NULL, "bethel", 0); /* winter: the dog team */
	play("weather:avaituq;roll:6+6");
	assert_int_equal(state.family[0].dog_teams, 0);
	assert_int_equal(state.family[0].kayak, 1);
	start_at(2, NULL, "bethel", KAUGUN_1); /* summer: the kayak */
	play("weather:avaituq;roll:6+6");
	assert_int_equal(state.family[0].dog_teams, 1);
	assert_int_equal(state.family[0].kayak, 0);
	assert_true(has_event(PG_EVENT_SPECIAL, PIT_EV_LOST_TRANSPORT, 0));
}

/* ---- travel ------------------------------------------------------------ */

static void test_dog_team_in_winter_kayak_in_summer_neither_at_freeze_up(void **unused)
{
	(void)unused;
	assert_int_equal(pit_transport_season(0), PIT_TRANSPORT_DOGS);
	assert_int_equal(pit_transport_season(8), PIT_TRANSPORT_DOGS);  /* early Qusiirvik */
	assert_int_equal(pit_transport_season(9), PIT_TRANSPORT_KAYAK); /* break-up */
	assert_int_equal(pit_transport_season(18), PIT_TRANSPORT_KAYAK);
	assert_int_equal(pit_transport_season(19), PIT_TRANSPORT_NONE); /* freeze-up */
	assert_int_equal(pit_transport_season(20), PIT_TRANSPORT_DOGS);

	start_at(2, NULL, "bethel", 0);
	play("weather:avaituq;roll:1+1");
	state.family[0].kayak = 0;
	assert_true(text_is_legal("go:napaskiak"));
	state.family[0].dog_teams = 0;
	state.family[0].kayak = 1;
	assert_false(text_is_legal("go:napaskiak"));

	start_at(2, NULL, "bethel", KAUGUN_1);
	play("weather:avaituq;roll:1+1");
	state.family[0].dog_teams = 0;
	assert_true(text_is_legal("go:napaskiak"));
	state.family[0].dog_teams = 2;
	state.family[0].kayak = 0;
	assert_int_equal(count_legal_prefix("go:"), 0);

	start_at(2, NULL, "bethel", 19);
	play("weather:avaituq;roll:1+1");
	assert_int_equal(count_legal_prefix("go:"), 0);
}

static void test_without_the_season_transport_a_family_catches_one_card(void **unused)
{
	(void)unused;
	start_at(2, NULL, "tuntutuliak", KAUGUN_1);
	play("weather:avaituq");
	state.family[0].kayak = 0;
	play("roll:3+4;take:all");
	assert_int_equal(state.family[0].total_halves, 6 + 2);
}

static void test_four_inches_is_100_km_and_two_teams_double_it(void **unused)
{
	(void)unused;
	int bethel = village_index("bethel"), quinhagak = village_index("quinhagak");
	double d = pit_distance_km(bethel, quinhagak);
	assert_true(d > 100 && d < 200);
	assert_true(pit_distance_km(bethel, village_index("napaskiak")) < 100);
	start_at(2, NULL, "bethel", 0);
	play("weather:qanikcaq;roll:1+1");
	assert_int_equal(pit_travel_range_km(&state, 0), 100);
	assert_false(text_is_legal("go:quinhagak"));
	state.family[0].dog_teams = 2;
	assert_int_equal(pit_travel_range_km(&state, 0), 200);
	assert_true(text_is_legal("go:quinhagak"));
	play("go:quinhagak");
	assert_int_equal(state.family[0].village, quinhagak);
	/* One journey a turn. */
	assert_int_equal(count_legal_prefix("go:"), 0);
}

static void test_no_dog_team_route_to_nunivak(void **unused)
{
	(void)unused;
	start_at(2, NULL, "tununak", 0);
	play("weather:avaituq;roll:1+1");
	state.family[0].dog_teams = 2;
	assert_true(pit_distance_km(village_index("tununak"), village_index("mekoryuk")) < 100);
	assert_false(text_is_legal("go:mekoryuk"));
	start_at(2, NULL, "tununak", KAUGUN_1);
	play("weather:avaituq;roll:1+1");
	assert_true(text_is_legal("go:mekoryuk"));
}

static void test_building_a_kayak_costs_a_turn_and_two_seal_cards(void **unused)
{
	(void)unused;
	start_at(2, NULL, "bethel", KAUGUN_1);
	state.family[0].kayak = 0;
	stock(0, KAUGUN_1, PIT_SEAL, 4);
	play("weather:avaituq");
	assert_int_equal(state.phase, PIT_PHASE_START);
	assert_true(text_is_legal("build") && text_is_legal("roll"));
	play("build");
	assert_int_equal(state.family[0].kayak, 1);
	assert_int_equal(state.family[0].food_halves[PIT_SEAL], 0);
	/* The turn is over: Blue rolls. */
	assert_int_equal(state.turn, 1);
	assert_int_equal(state.phase, PIT_PHASE_ROLL);

	/* Without two seal cards there is nothing to build with. */
	start_at(2, NULL, "bethel", KAUGUN_1);
	state.family[0].kayak = 0;
	stock(0, KAUGUN_1, PIT_SEAL, 3);
	play("weather:avaituq");
	assert_int_equal(state.phase, PIT_PHASE_ROLL);
}

/* ---- eating --------------------------------------------------------------- */

static void test_each_family_eats_one_card_a_round(void **unused)
{
	(void)unused;
	start_at(2, NULL, "bethel", KAUGUN_1);
	quiet_round("avaituq");
	assert_int_equal(state.family[0].total_halves, 4);
	assert_int_equal(state.family[1].total_halves, 4);
	assert_int_equal(state.family[0].eaten_halves, 2);
	assert_int_equal(state.round, 1);
	assert_int_equal(state.half_month, KAUGUN_1 + 1);
}

static void test_two_dog_teams_eat_a_second_card(void **unused)
{
	(void)unused;
	start_at(2, NULL, "bethel", KAUGUN_1);
	state.family[0].dog_teams = 2;
	assert_int_equal(pit_meal_halves(&state, 0), 4);
	quiet_round("avaituq");
	assert_int_equal(state.family[0].total_halves, 2);
	assert_int_equal(state.family[1].total_halves, 4);
}

static void test_half_cards_pair_up_into_a_meal(void **unused)
{
	(void)unused;
	start_at(2, NULL, "bethel", KAUGUN_1);
	empty_store(0);
	stock(0, KAUGUN_1, PIT_PIKE, 1);
	stock(0, KAUGUN_1, PIT_BIRDS, 1);
	quiet_round("avaituq");
	assert_int_equal(state.family[0].total_halves, 0);
	assert_int_equal(state.family[0].hungry, 0);
	assert_int_equal(state.family[0].dog_teams, 1);
}

static void test_families_eat_their_oldest_food_and_keep_furs(void **unused)
{
	(void)unused;
	start_at(2, NULL, "bethel", KAUGUN_1);
	empty_store(0);
	stock(0, 2, PIT_FURS, 2); /* old furs */
	stock(0, 3, PIT_SEAL, 2); /* old seal */
	stock(0, KAUGUN_1, PIT_KING, 2);
	quiet_round("avaituq");
	assert_int_equal(state.family[0].food_halves[PIT_SEAL], 0);
	assert_int_equal(state.family[0].food_halves[PIT_FURS], 2);
	assert_int_equal(state.family[0].food_halves[PIT_KING], 2);
}

/* ---- the calendar's duties ------------------------------------------------ */

/* Sets the game to the last round before half-month `next` begins. */
static void just_before(int next)
{
	state.round = (uint8_t)((next - 1 - state.start + PIT_HALF_MONTHS) % PIT_HALF_MONTHS);
	state.half_month = (uint8_t)((next + PIT_HALF_MONTHS - 1) % PIT_HALF_MONTHS);
}

static void test_winter_clothing_in_cauyarvik(void **unused)
{
	(void)unused;
	start_at(4, NULL, "bethel", KAUGUN_1);
	just_before(CAUYARVIK_1);
	for (int p = 0; p < 4; p++)
		stock(p, KAUGUN_1, PIT_SALMON, 2); /* for the meal */
	/* Red: its furbearer card. Blue: no furs, two seal cards. Green: no
	 * hides at all, so a dog team. Yellow: nothing, no dogs: two cards. */
	for (int p = 1; p < 4; p++)
		state.family[p].food_halves[PIT_FURS] = 0;
	for (int p = 1; p < 4; p++) {
		state.family[p].halves[KAUGUN_1][PIT_FURS] = 0;
		state.family[p].cell_halves[KAUGUN_1] -= 2;
		state.family[p].total_halves -= 2;
		pit_family_reindex(&state.family[p]);
	}
	stock(1, 15, PIT_SEAL, 4);
	state.family[3].dog_teams = 0;
	stock(3, 15, PIT_BERRIES, 4);
	check_invariants();
	quiet_round("qanikcaq");
	assert_int_equal(state.half_month, CAUYARVIK_1);
	assert_int_equal(state.family[0].food_halves[PIT_FURS], 0);
	assert_int_equal(state.family[1].food_halves[PIT_SEAL], 0);
	assert_int_equal(state.family[2].dog_teams, 0);
	assert_int_equal(state.family[3].total_halves, 10 - 2 - 4);
	assert_true(has_event(PG_EVENT_SPECIAL, PIT_EV_CLOTHING, 2));
}

static void test_every_family_is_home_by_uivik(void **unused)
{
	(void)unused;
	start_at(2, NULL, "bethel", KAUGUN_1);
	just_before(UIVIK_1);
	state.family[0].village = (uint8_t)village_index("napaskiak");
	stock(0, KAUGUN_1, PIT_SALMON, 10);
	int before = state.family[0].total_halves;
	quiet_round("qanikcaq");
	assert_int_equal(state.half_month, UIVIK_1);
	assert_int_equal(state.family[0].village, village_index("bethel"));
	/* The meal and the late journey's two cards. */
	assert_int_equal(state.family[0].total_halves, before - 2 - 4);
	assert_true(has_event(PG_EVENT_PIECE_MOVED, PIT_EV_SENT_HOME, 0));
	/* A family at home pays nothing more. */
	assert_int_equal(state.family[1].total_halves, 4);
}

static void test_food_spoils_after_a_year(void **unused)
{
	(void)unused;
	start_at(2, "years=2", "bethel", KAUGUN_1);
	empty_store(0);
	/* Last of the year: round 23, in late Qusiirvik; next comes Kaugun. */
	state.round = 23;
	state.half_month = KAUGUN_1 - 1;
	stock(0, KAUGUN_1, PIT_KING, 6); /* taken last Kaugun */
	stock(0, 5, PIT_PIKE, 4);        /* taken last Tengmiirviguaq */
	quiet_round("avaituq");
	assert_int_equal(state.half_month, KAUGUN_1);
	/* The meal took two of the oldest (the king salmon); the rest of last
	 * Kaugun's catch spoils as Kaugun comes round again. */
	assert_int_equal(state.family[0].food_halves[PIT_KING], 0);
	assert_int_equal(state.family[0].food_halves[PIT_PIKE], 4);
	assert_true(has_event(PG_EVENT_SPECIAL, PIT_EV_SPOILED, 0));
}

/* ---- running out of food ---------------------------------------------------- */

static void test_running_out_eat_the_dogs_then_go_hungry_then_starve(void **unused)
{
	(void)unused;
	start_at(2, NULL, "bethel", KAUGUN_1);
	empty_store(0);
	stock(1, KAUGUN_1, PIT_SALMON, 20);
	/* Step 1: no food: the family eats its dogs. */
	quiet_round("avaituq");
	assert_int_equal(state.family[0].dog_teams, 0);
	assert_int_equal(state.family[0].hungry, 0);
	assert_int_equal(game->seat_status(&state, 0), PG_SEAT_PLAYING);
	/* Step 2: one round without food. */
	quiet_round("avaituq");
	assert_int_equal(state.family[0].hungry, 1);
	assert_int_equal(game->seat_status(&state, 0), PG_SEAT_PLAYING);
	/* Step 3: still nothing: it starves and is out. */
	quiet_round("avaituq");
	assert_int_equal(game->seat_status(&state, 0), PG_SEAT_OUT);
	assert_true(has_event(PG_EVENT_SPECIAL, PIT_EV_STARVED, 0));
	/* The game goes on without it: only Blue plays now, and the program
	 * spins the weather for the starved keeper. */
	assert_int_equal(game->chance_seat(&state), -1);
	play("weather:avaituq");
	assert_int_equal(state.turn, 1);
	play("roll:1+1");
	assert_int_equal(count_legal_prefix("give:"), 0);
	assert_int_equal(count_legal_prefix("offer:"), 0);
	assert_false(pit_table_survived(&state));
}

static void test_others_may_give_a_hungry_family_food(void **unused)
{
	(void)unused;
	start_at(2, NULL, "bethel", KAUGUN_1);
	empty_store(0);
	state.family[0].dog_teams = 0;
	state.family[0].hungry = 1;
	play("weather:avaituq;roll:1+1;end;roll:1+1");
	assert_int_equal(state.turn, 1);
	assert_true(text_is_legal("give:0:salmon"));
	play("give:0:salmon;end");
	assert_int_equal(game->seat_status(&state, 0), PG_SEAT_PLAYING);
	assert_int_equal(state.family[0].hungry, 0);
	assert_int_equal(state.family[1].given_halves, 2);
	assert_int_equal(state.family[0].received_halves, 2);
}

/* ---- trades -------------------------------------------------------------- */

static void test_a_trade_needs_both_families(void **unused)
{
	(void)unused;
	start_at(2, NULL, "bethel", 0);
	state.family[1].dog_teams = 2;
	state.family[0].dog_teams = 0;
	play("weather:avaituq;roll:1+1;offer:1;add:salmon;add:furs;ask:dogs");
	assert_false(text_is_legal("ask:salmon")); /* not both ways at once */
	play("send");
	assert_int_equal(game->current_player(&state), 1);
	assert_true(text_is_legal("accept") && text_is_legal("decline"));
	pit_state sent = state;
	play("decline");
	assert_int_equal(game->current_player(&state), 0);
	assert_int_equal(state.family[0].dog_teams, 0);
	assert_int_equal(state.family[0].total_halves, 6);
	state = sent;
	play("accept");
	assert_int_equal(state.family[0].dog_teams, 1);
	assert_int_equal(state.family[1].dog_teams, 1);
	assert_int_equal(state.family[0].total_halves, 2);
	assert_int_equal(state.family[1].total_halves, 10);
	assert_int_equal(state.phase, PIT_PHASE_ACT);
	/* Two offers a turn at most. */
	play("offer:1;cancel");
	assert_int_equal(count_legal_prefix("offer:"), 0);
}

static void test_a_family_keeps_at_most_one_kayak_and_two_teams(void **unused)
{
	(void)unused;
	start_at(2, NULL, "bethel", 0);
	play("weather:avaituq;roll:1+1;offer:1");
	assert_false(text_is_legal("ask:kayak")); /* Red has one */
	assert_false(text_is_legal("add:kayak")); /* so has Blue */
	state.family[0].dog_teams = 2;
	assert_false(text_is_legal("ask:dogs"));
	assert_true(text_is_legal("add:dogs"));
}

/* ---- turn order and the end ------------------------------------------------- */

static void test_keeper_plays_first_then_play_passes_right(void **unused)
{
	(void)unused;
	pg_options o;
	pg_options_default(game, &o);
	o.players = 3;
	game->init(&state, &o);
	play("keeper:1");
	assert_int_equal(game->current_player(&state), 1); /* the keeper chooses a home first */
	play("home:bethel");
	assert_int_equal(game->current_player(&state), 0);
	play("home:bethel;home:bethel;food:seal;food:seal;food:seal;weather:avaituq");
	assert_int_equal(game->current_player(&state), PG_CHANCE);
	assert_int_equal(game->chance_seat(&state), 1);
	play("roll:1+1;end");
	assert_int_equal(state.turn, 0);
	play("roll:1+1;end");
	assert_int_equal(state.turn, 2);
	/* Setup: two fish cards, the chosen other card, a dog team, a kayak. */
	assert_int_equal(state.family[2].food_halves[PIT_SALMON], 4);
	assert_int_equal(state.family[2].food_halves[PIT_SEAL], 2);
	assert_int_equal(state.family[2].dog_teams, 1);
	assert_int_equal(state.family[2].kayak, 1);
}

static void test_the_table_wins_together_when_every_family_survives(void **unused)
{
	(void)unused;
	start_at(3, NULL, "bethel", KAUGUN_1);
	for (int p = 0; p < 3; p++)
		stock(p, KAUGUN_1, PIT_SALMON, 60);
	int rounds = 0;
	while (state.phase != PIT_PHASE_OVER) {
		quiet_round(pit_season(state.half_month) ? "qanikcaq" : "avaituq");
		rounds++;
	}
	assert_int_equal(rounds, 24);
	double returns[PG_MAX_SEATS];
	int scores[PG_MAX_SEATS];
	game->returns(&state, returns);
	game->scores(&state, scores);
	for (int p = 0; p < 3; p++) {
		assert_true(returns[p] == 1.0);
		assert_int_equal(scores[p], 100);
	}
	/* One family starved: it gets 0, the others 1, and the table 0. */
	state.family[1].out = 1;
	empty_store(1);
	game->returns(&state, returns);
	game->scores(&state, scores);
	assert_true(returns[0] == 1.0 && returns[1] == 0.0 && returns[2] == 1.0);
	assert_int_equal(scores[0], 0);
	pg_breakdown b;
	memset(&b, 0, sizeof b);
	game->score_breakdown(&state, 0, &b);
	assert_int_equal(b.total, 0);
	assert_string_equal(b.lines[0].label, "2 of 3 families saw the year through");
}

static void test_standing_scores_each_family(void **unused)
{
	(void)unused;
	start_at(2, "standing=on", "bethel", KAUGUN_1);
	state.family[0].given_halves = 6;
	state.family[1].out = 1;
	empty_store(1);
	state.family[1].given_halves = 2;
	/* Red: 20 alive + 3 cards stored + 6 halves given. */
	assert_int_equal(pit_standing(&state, 0), 20 + 3 + 6);
	assert_int_equal(pit_standing(&state, 1), 2);
	pg_breakdown b;
	memset(&b, 0, sizeof b);
	game->score_breakdown(&state, 0, &b);
	assert_int_equal(b.total, 29);
	double returns[PG_MAX_SEATS];
	game->returns(&state, returns);
	assert_true(returns[0] == 1.0 && returns[1] == 0.0);
}

static void test_notation_round_trips(void **unused)
{
	(void)unused;
	start_at(2, NULL, "bethel", KAUGUN_1);
	const char *texts[] = {"end",       "roll",           "build",    "take:all",
	                       "take:king", "pick:seal",      "pay:furs", "food:seal",
	                       "add:dogs",  "ask:kayak",      "offer:1",  "home:bethel",
	                       "go:kotlik", "give:1:berries", "keeper:4", "weather:pirtuk",
	                       "roll:3+5",  "raven:mekoryuk", "send",     "cancel",
	                       "accept",    "decline"};
	for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
		pg_move move;
		char back[64];
		assert_true(game->move_from_text(&state, texts[i], &move));
		game->move_to_text(&state, move, back, sizeof back);
		assert_string_equal(back, texts[i]);
	}
	pg_move move;
	assert_false(game->move_from_text(&state, "go:anchorage", &move));
	assert_false(game->move_from_text(&state, "roll:7+1", &move));
	assert_false(game->move_from_text(&state, "give:9:seal", &move));
}

static void test_data_tables_are_consistent(void **unused)
{
	(void)unused;
	for (int v = 0; v < PIT_VILLAGES; v++) {
		assert_true(pit_villages[v].foods != 0);
		for (int w = v + 1; w < PIT_VILLAGES; w++)
			assert_true(strcmp(pit_villages[v].id, pit_villages[w].id) != 0);
	}
	for (int c = 0; c < PIT_RAVEN_CARDS; c++)
		assert_true(pit_raven_deck[c] < PIT_VILLAGES);
	for (int season = 0; season < 2; season++) {
		int sum = 0;
		for (int w = 0; w < PIT_WEATHERS; w++)
			sum += pit_weather_percent[season][w];
		assert_int_equal(sum, 100);
	}
	/* The year is lean in late winter and plentiful in summer: no food
	 * gives more than one card a roll of six in Kep'nerciq and
	 * Tengmiirviguaq, while Kaugun and Ingun offer five cards or more. */
	for (int h = 0; h < PIT_HALF_MONTHS; h++) {
		int most = 0;
		for (int food = 0; food < PIT_FOODS; food++)
			if (pit_calendar_halves(h, food) > most)
				most = pit_calendar_halves(h, food);
		if (h >= 2 && h <= 5)
			assert_true(most <= 2);
		if (h >= 10 && h <= 13)
			assert_true(most >= 10);
	}
}

/* ---- the AI -------------------------------------------------------------- */

static pg_move ai_move(pg_ai_kind kind)
{
	pg_ai_request request = {.kind = kind, .seat = game->current_player(&state), .seed = 5};
	pg_ai_result result;
	memset(&result, 0, sizeof result);
	pg_ai_choose(game, &state, &request, &result);
	assert_true(is_legal(result.move));
	return result.move;
}

static void test_ai_goes_where_the_smelt_and_king_salmon_will_run(void **unused)
{
	(void)unused;
	/* Early Qusiirvik on the tundra, where neither smelt nor king salmon
	 * come: the planner moves toward the river before they run. */
	start_at(2, NULL, "nunapitchuk", 8);
	play("weather:avaituq;roll:1+1");
	pg_move move = ai_move(PG_AI_NORMAL);
	assert_true(move >= PIT_MOVE_GO && move < PIT_MOVE_GO + PIT_VILLAGES);
	uint16_t foods = pit_villages[move - PIT_MOVE_GO].foods;
	assert_true(foods & (1u << PIT_SMELT));
	assert_true(foods & (1u << PIT_KING));
	/* Greedy never travels. */
	assert_int_equal(ai_move(PG_AI_GREEDY), PIT_MOVE_END);
}

static void test_ai_shares_with_a_family_about_to_go_hungry(void **unused)
{
	(void)unused;
	start_at(2, NULL, "bethel", KAUGUN_1);
	empty_store(1);
	state.family[1].dog_teams = 0;
	stock(0, KAUGUN_1, PIT_KING, 12);
	play("weather:avaituq;roll:1+1");
	pg_move move = ai_move(PG_AI_NORMAL);
	assert_true(move >= pit_move_give(1, 0) && move < pit_move_give(1, 0) + PIT_FOODS);
	assert_int_equal(ai_move(PG_AI_GREEDY), PIT_MOVE_END);
}

static void test_ai_answers_offers_and_says_why(void **unused)
{
	(void)unused;
	start_at(2, NULL, "bethel", 0);
	state.family[0].dog_teams = 0;
	/* Asking Blue for its only dog team in winter: declined. */
	play("weather:qanikcaq;roll:1+1;offer:1;add:salmon;ask:dogs;send");
	char why[160];
	pit_ai_explain_answer(&state, 1, why, sizeof why);
	assert_string_equal(why, "Blue declines: it needs its dog team.");
	assert_int_equal(ai_move(PG_AI_NORMAL), PIT_MOVE_DECLINE);
	/* With two teams, Blue spares one for food. */
	start_at(2, NULL, "bethel", 0);
	state.family[0].dog_teams = 0;
	state.family[1].dog_teams = 2;
	stock(0, 0, PIT_SALMON, 8);
	play("weather:qanikcaq;roll:1+1;offer:1;add:salmon;add:furs;ask:dogs;send");
	assert_int_equal(ai_move(PG_AI_NORMAL), PIT_MOVE_ACCEPT);
	pit_ai_explain_answer(&state, 1, why, sizeof why);
	assert_true(strstr(why, "accepts") != NULL);
}

/* The game's own chance sampler (which skips building the outcome list
 * for speed) must draw exactly what sampling the listed outcomes with the
 * same generator draws, or seeded games and benchmarks would change.
 * Checked at every chance node of random years with 2 to 5 families. */
static void test_sample_chance_draws_as_the_outcome_list(void **unused)
{
	(void)unused;
	assert_non_null(game->sample_chance);
	pg_rng rng;
	pg_rng_seed(&rng, 11);
	int chance_nodes = 0;
	for (int g = 0; g < 40; g++) {
		pg_options o;
		pg_options_default(game, &o);
		o.players = 2 + g % 4;
		game->init(&state, &o);
		while (game->current_player(&state) != PG_TERMINAL) {
			if (game->current_player(&state) == PG_CHANCE) {
				pg_chance_outcome outcomes[PG_MAX_CHANCE];
				int n = game->chance_outcomes(&state, outcomes, PG_MAX_CHANCE);
				assert_true(n > 0);
				pg_rng listed = rng;
				double r = pg_rng_double(&listed), acc = 0;
				pg_move expected = outcomes[n - 1].move;
				for (int i = 0; i < n; i++) {
					acc += outcomes[i].probability;
					if (r < acc) {
						expected = outcomes[i].move;
						break;
					}
				}
				pg_move drawn = game->sample_chance(&state, &rng);
				assert_int_equal(drawn, expected);
				assert_memory_equal(&rng, &listed, sizeof rng);
				chance_nodes++;
				game->apply_move(&state, drawn, NULL);
			} else {
				game->apply_move(&state, pg_ai_random_move(game, &state, &rng),
				                 NULL);
			}
		}
	}
	assert_true(chance_nodes > 40 * 24);
}

/* The move log's English: an offer's item keeps its article ("asks for a
 * card of egg", "puts a kayak into the offer"), and no sentence puts "a"
 * before a word that starts with a vowel ("a egg" was written). */
static bool a_before_a_vowel(const char *sentence)
{
	for (const char *p = strstr(sentence, " a "); p; p = strstr(p + 1, " a "))
		if (strchr("aeiouAEIOU", p[3]))
			return true;
	return !strncmp(sentence, "A ", 2) && strchr("aeiouAEIOU", sentence[2]);
}

static void test_offer_sentences_keep_their_articles(void **unused)
{
	(void)unused;
	assert_false(a_before_a_vowel("Red asks for a card of egg."));
	assert_true(a_before_a_vowel("Red asks for a egg."));
	pg_rng rng;
	pg_rng_seed(&rng, 5);
	int asks = 0, adds = 0, egg = 0;
	for (int g = 0; g < 12; g++) {
		pg_options o;
		pg_options_default(game, &o);
		o.players = 2 + g % 4;
		game->init(&state, &o);
		while (game->current_player(&state) != PG_TERMINAL) {
			pg_move moves[PG_MAX_MOVES];
			int n = game->current_player(&state) == PG_CHANCE
			            ? 0
			            : game->legal_moves(&state, moves, PG_MAX_MOVES);
			for (int i = 0; i < n; i++) {
				char sentence[256];
				game->describe_move(&state, moves[i], sentence, sizeof sentence);
				assert_false(a_before_a_vowel(sentence));
				asks += strstr(sentence, " asks for ") != NULL;
				adds += strstr(sentence, " into the offer.") != NULL;
				egg += strstr(sentence, " asks for a card of egg.") != NULL;
			}
			pg_move move = game->current_player(&state) == PG_CHANCE
			                   ? game->sample_chance(&state, &rng)
			                   : pg_ai_random_move(game, &state, &rng);
			game->apply_move(&state, move, NULL);
		}
	}
	assert_true(asks > 0 && adds > 0 && egg > 0);
}

/* The generated reach table is the distance table's: every village within
 * one and two times "four inches" of every village. */
static void test_reach_masks_match_the_distances(void **unused)
{
	(void)unused;
	for (int from = 0; from < PIT_VILLAGES; from++)
		for (int k = 1; k <= 2; k++) {
			uint64_t want = 0;
			for (int v = 0; v < PIT_VILLAGES; v++)
				if (v != from && pit_distance_km(from, v) <= k * PIT_TRAVEL_KM)
					want |= UINT64_C(1) << v;
			assert_true(pit_reach_mask(from, k * PIT_TRAVEL_KM) == want);
		}
	uint64_t nunivak = 0, open_water = 0;
	for (int v = 0; v < PIT_VILLAGES; v++) {
		pit_area_type area = pit_villages[v].area;
		if (pit_village_on_nunivak(v))
			nunivak |= UINT64_C(1) << v;
		if (area == PIT_AREA_COAST || area == PIT_AREA_ISLAND || area == PIT_AREA_BAY)
			open_water |= UINT64_C(1) << v;
	}
	assert_true(pit_nunivak_villages == nunivak);
	assert_true(pit_open_water_villages == open_water);
}

/* The generated food tables: the foods in season in each half-month and
 * the ocean foods, as the calendar and the food table have them. */
static void test_season_foods_match_the_calendar(void **unused)
{
	(void)unused;
	uint16_t ocean = 0;
	for (int food = 0; food < PIT_FOODS; food++)
		ocean |= (uint16_t)(pit_foods[food].ocean << food);
	assert_int_equal(pit_ocean_foods, ocean);
	for (int h = 0; h < PIT_HALF_MONTHS; h++) {
		uint16_t season = 0;
		for (int food = 0; food < PIT_FOODS; food++)
			season |= (uint16_t)((pit_calendar_halves(h, food) > 0) << food);
		assert_int_equal(pit_season_foods[h], season);
	}
}

/* The running sum pg_ai's draw makes over n equal chances. */
static int summed_chance_index(double r, int n)
{
	double acc = 0;
	for (int i = 0; i < n; i++) {
		acc += 1.0 / n;
		if (r < acc)
			return i;
	}
	return n - 1;
}

/* The draw over equal chances (keeper, dice, Raven) finds the index the
 * running sum would, at and around every boundary of the sum (where its
 * shortcut hands over to the sum), and at random draws. */
static void test_equal_chance_draws_match_the_running_sum(void **unused)
{
	(void)unused;
	static const int sizes[] = {1, 2, 3, 4, 5, PIT_RAVEN_CARDS, 36};
	for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
		int n = sizes[i];
		double acc = 0;
		for (int k = 0; k <= n; k++) {
			double edges[5] = {acc, nextafter(acc, 0), nextafter(acc, 1), k / (double)n,
			                   nextafter(k / (double)n, 0)};
			for (int e = 0; e < 5; e++)
				if (edges[e] >= 0 && edges[e] < 1)
					assert_int_equal(pit_equal_chance_index(edges[e], n),
					                 summed_chance_index(edges[e], n));
			acc += 1.0 / n;
		}
	}
	pg_rng rng;
	pg_rng_seed(&rng, 31);
	for (int i = 0; i < 100000; i++) {
		double r = pg_rng_double(&rng);
		int n = sizes[i % 7];
		assert_int_equal(pit_equal_chance_index(r, n), summed_chance_index(r, n));
	}
}

/* The branch-free bit picks the random moves use (pg_bits.h) find what a
 * walk over the bits finds, for every set of 16 bits and shifted up. */
static void test_bit_picks_match_a_walk(void **unused)
{
	(void)unused;
	for (uint32_t set = 0; set < 1u << 16; set++) {
		uint32_t k = 0;
		for (uint32_t bits = set; bits; bits &= bits - 1, k++) {
			int bit = __builtin_ctz(bits);
			assert_int_equal(pg_nth_bit16(set, k), bit);
			assert_int_equal(pg_nth_bit(set, k), bit);
			assert_int_equal(pg_nth_bit((uint64_t)set << 37, k), bit + 37);
		}
		assert_int_equal(pg_popcount64(set), k);
		assert_int_equal(pg_popcount64((uint64_t)set << 48 | set), 2 * k);
	}
}

/* Where the CPU has POPCNT and BMI2, its instructions (pg_bits.h) count
 * and pick what the portable code does, over random 64-bit sets. */
static void test_cpu_bit_picks_match_the_portable_ones(void **unused)
{
	(void)unused;
#if PG_BITS_HW
	if (!pg_bits_hw_available())
		skip();
	pg_rng rng;
	pg_rng_seed(&rng, 31);
	for (int i = 0; i < 20000; i++) {
		/* Sparse, dense and even sets: and-ed, or-ed or plain draws. */
		uint64_t a = pg_rng_next(&rng), b = pg_rng_next(&rng);
		uint64_t set = i % 3 == 0 ? a & b : i % 3 == 1 ? a | b : a;
		unsigned count = pg_popcount64(set);
		assert_int_equal(pg_popcount64_hw(set), count);
		for (uint32_t r = 0; r < count; r++)
			assert_int_equal(pg_nth_bit_hw(set, r), pg_nth_bit(set, r));
	}
#else
	skip();
#endif
}

/* The stores' bit indexes (half-months per food, non-empty half-months,
 * foods held) stay right through random years of every table size (2 to 5
 * families, one year and two): the invariants check recomputes them after
 * every move. */
static void test_store_indexes_hold_through_random_years(void **unused)
{
	(void)unused;
	pg_rng rng;
	pg_rng_seed(&rng, 23);
	char why[160];
	for (int g = 0; g < 25; g++) {
		pg_options o;
		pg_options_default(game, &o);
		o.players = 2 + g % 4;
		o.values[PIT_OPT_YEARS] = 1 + g / 4 % 2;
		game->init(&state, &o);
		while (game->current_player(&state) != PG_TERMINAL) {
			game->apply_move(&state, pg_ai_random_move(game, &state, &rng), NULL);
			if (!game->check_invariants(&state, why, sizeof why))
				fail_msg("%s", why);
		}
	}
}

/* The random move the playouts draw without building a turn's list is the
 * one the list holds at the same draw, with the same generator state after
 * it, at every decision of random years of every table size. */
static void test_random_move_is_the_listed_move_at_the_same_draw(void **unused)
{
	(void)unused;
	assert_true(game->random_move == pit_random_move);
	pg_rng rng;
	pg_rng_seed(&rng, 29);
	int decisions = 0;
	for (int g = 0; g < 300; g++) {
		pg_options o;
		pg_options_default(game, &o);
		o.players = 2 + g % 4;
		o.values[PIT_OPT_YEARS] = 1 + g / 4 % 2;
		game->init(&state, &o);
		while (game->current_player(&state) != PG_TERMINAL) {
			if (game->current_player(&state) == PG_CHANCE) {
				game->apply_move(&state, game->sample_chance(&state, &rng), NULL);
				continue;
			}
			pg_move moves[PG_MAX_MOVES];
			int n = game->legal_moves(&state, moves, PG_MAX_MOVES);
			assert_true(n > 0);
			pg_rng listed = rng, portable = rng;
			pg_move expected = moves[pg_rng_below(&listed, (uint32_t)n)];
			pg_move drawn = pit_random_move(&state, &rng);
			assert_int_equal(drawn, expected);
			assert_memory_equal(&rng, &listed, sizeof rng);
			/* The portable copy too, where the CPU's is the one used. */
			assert_int_equal(pit_random_move_portable(&state, &portable), expected);
			assert_memory_equal(&portable, &listed, sizeof rng);
			game->apply_move(&state, drawn, NULL);
			decisions++;
		}
	}
	assert_true(decisions > 300 * 100);
}

/* With the standing on, a card given scores more than a card kept, so in
 * the last round Hard, a little ahead, gives a card to the family that
 * cannot overtake it (its lead grows by one); without the standing, where
 * a gift changes nothing when every family will see the year through, it
 * does not. */
static void test_hard_gives_to_lead_the_standing(void **unused)
{
	(void)unused;
	for (int standing = 0; standing < 2; standing++) {
		start_at(3, standing ? "standing=on" : NULL, "bethel", KAUGUN_1);
		state.round = (uint8_t)(state.rounds - 1);
		state.start = (uint8_t)((KAUGUN_1 + 1) % PIT_HALF_MONTHS);
		stock(0, KAUGUN_1, PIT_KING, 34); /* Red: 20 cards */
		stock(1, KAUGUN_1, PIT_KING, 32); /* Blue: 19 cards */
		check_invariants();
		play("weather:avaituq;roll:1+1");
		assert_int_equal(state.phase, PIT_PHASE_ACT);
		assert_int_equal(state.turn, 0);
		pg_move move = ai_move(PG_AI_HARD);
		if (standing)
			assert_int_equal(move, pit_move_give(2, PIT_KING));
		else
			assert_true(move < PIT_MOVE_GIVE);
	}
}

/* The generated set of fish, as the food table has it. */
static void test_fish_foods_match_the_food_table(void **unused)
{
	(void)unused;
	uint16_t fish = 0;
	for (int food = 0; food < PIT_FOODS; food++)
		fish |= (uint16_t)(pit_foods[food].fish << food);
	assert_int_equal(pit_fish_foods, fish);
}

/* The dice, keeper and Raven draw from pg_rng_bits53 in integers; the
 * index is the one the double draw (and the running sum) gives, at and
 * around every boundary of r * n, at the edges of the integer shortcut,
 * and at random draws. */
static void test_integer_chance_draws_match_the_double_ones(void **unused)
{
	(void)unused;
	static const int sizes[] = {1, 2, 3, 4, 5, PIT_RAVEN_CARDS, 36};
	const uint64_t whole = UINT64_C(1) << 53, margin = UINT64_C(1) << 25;
	static const int64_t offsets[] = {0, 1, -1, 2, -2, 1 << 20, -(1 << 20)};
	for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
		uint64_t n = (uint64_t)sizes[i];
		for (uint64_t k = 0; k <= n; k++) {
			uint64_t boundary =
			    (k * whole + n - 1) / n; /* first bits with bits * n >= k */
			for (size_t o = 0; o < sizeof offsets / sizeof offsets[0]; o++)
				for (int edge = -1; edge <= 1; edge++) {
					int64_t bits = (int64_t)boundary + offsets[o] +
					               edge * (int64_t)(margin / n + 1);
					if (bits < 0 || bits >= (int64_t)whole)
						continue;
					double r = (double)bits * 0x1.0p-53;
					int expected = summed_chance_index(r, (int)n);
					assert_int_equal(pit_equal_chance_index(r, (int)n),
					                 expected);
					assert_int_equal(
					    pit_equal_chance_index53((uint64_t)bits, (int)n),
					    expected);
				}
		}
	}
	pg_rng rng, twin;
	pg_rng_seed(&rng, 37);
	twin = rng;
	for (int i = 0; i < 100000; i++) {
		int n = sizes[i % 7];
		int expected = pit_equal_chance_index(pg_rng_double(&twin), n);
		assert_int_equal(pit_equal_chance_index53(pg_rng_bits53(&rng), n), expected);
	}
	assert_memory_equal(&rng, &twin, sizeof rng);
}

/* The take plan as it was first written: a walk over every food. */
static int take_plan_by_every_food(const pit_state *s, int seat, int chosen, int out[PIT_FOODS])
{
	int mask = pit_available_foods(s, seat);
	int total = pit_dice_total(s);
	memset(out, 0, sizeof(int) * PIT_FOODS);
	for (int food = 0; food < PIT_FOODS; food++) {
		if (!(mask & (1 << food)) || (chosen >= 0 && food != chosen))
			continue;
		int calendar = pit_calendar_halves(s->half_month, food);
		if (chosen < 0)
			out[food] = calendar;
		else if (total == 4)
			out[food] = calendar < 2 ? calendar : 2;
		else if (total == 5)
			out[food] = (calendar + 1) / 2;
		else if (total == 6)
			out[food] = calendar;
		else if (total == 7 || total == 11)
			out[food] = 2 * calendar;
		else if (total == 10)
			out[food] = (3 * calendar + 1) / 2;
	}
	if (pit_forbidden(s) & PIT_NO_FISH_DRYING) {
		int best = -1;
		for (int food = 0; food < PIT_FOODS; food++)
			if (pit_foods[food].fish && out[food] &&
			    (best < 0 || out[food] > out[best]))
				best = food;
		for (int food = 0; food < PIT_FOODS; food++)
			if (pit_foods[food].fish && food != best)
				out[food] = 0;
		if (best >= 0 && out[best] > 2)
			out[best] = 2;
	}
	int sum = 0;
	for (int food = 0; food < PIT_FOODS; food++)
		sum += out[food];
	pit_transport season = pit_transport_season(s->half_month);
	const pit_family *f = &s->family[seat];
	bool transport = season == PIT_TRANSPORT_DOGS    ? f->dog_teams > 0
	                 : season == PIT_TRANSPORT_KAYAK ? f->kayak > 0
	                                                 : false;
	if (!transport && sum > 2) {
		int best = 0;
		for (int food = 1; food < PIT_FOODS; food++)
			if (out[food] > out[best])
				best = food;
		for (int food = 0; food < PIT_FOODS; food++)
			out[food] = food == best ? (out[food] > 2 ? 2 : out[food]) : 0;
		sum = out[best];
	}
	return sum;
}

/* pit_take_plan walks only the foods available where the family stands;
 * its plan is the walk over every food's, for every village, half-month,
 * weather face and choice, with dice and transport drawn at random. */
static void test_take_plan_matches_a_walk_over_every_food(void **unused)
{
	(void)unused;
	start_at(2, NULL, "bethel", KAUGUN_1);
	pg_rng rng;
	pg_rng_seed(&rng, 41);
	int plans = 0, food_plans = 0;
	for (int v = 0; v < PIT_VILLAGES; v++)
		for (int h = 0; h < PIT_HALF_MONTHS; h++)
			for (int w = 0; w <= PIT_WEATHERS; w++)
				for (int chosen = -1; chosen < PIT_FOODS; chosen++) {
					state.family[0].village = (uint8_t)v;
					state.half_month = (uint8_t)h;
					state.weather = (uint8_t)(w < PIT_WEATHERS ? w : 255);
					state.dice[0] = (uint8_t)(1 + pg_rng_below(&rng, 6));
					state.dice[1] = (uint8_t)(1 + pg_rng_below(&rng, 6));
					state.family[0].dog_teams =
					    (uint8_t)pg_rng_below(&rng, 3);
					state.family[0].kayak = (uint8_t)pg_rng_below(&rng, 2);
					int plan[PIT_FOODS], expected[PIT_FOODS];
					int sum = pit_take_plan(&state, 0, chosen, plan);
					assert_int_equal(sum, take_plan_by_every_food(
					                          &state, 0, chosen, expected));
					assert_memory_equal(plan, expected, sizeof plan);
					plans++;
					food_plans += sum > 0;
				}
	assert_int_equal(plans, PIT_VILLAGES * PIT_HALF_MONTHS * (PIT_WEATHERS + 1) * 17);
	assert_true(food_plans > plans / 10);
}

/* pit_take_plan_foods hands a take its foods as a bit set: exactly the
 * foods its plan gives something of, for every village, half-month,
 * weather face and choice, with dice and transport drawn at random. */
static void test_take_plan_foods_are_the_plan_s_foods(void **unused)
{
	(void)unused;
	start_at(2, NULL, "bethel", KAUGUN_1);
	pg_rng rng;
	pg_rng_seed(&rng, 43);
	int given = 0;
	for (int v = 0; v < PIT_VILLAGES; v++)
		for (int h = 0; h < PIT_HALF_MONTHS; h++)
			for (int w = 0; w <= PIT_WEATHERS; w++)
				for (int chosen = -1; chosen < PIT_FOODS; chosen++) {
					state.family[0].village = (uint8_t)v;
					state.half_month = (uint8_t)h;
					state.weather = (uint8_t)(w < PIT_WEATHERS ? w : 255);
					state.dice[0] = (uint8_t)(1 + pg_rng_below(&rng, 6));
					state.dice[1] = (uint8_t)(1 + pg_rng_below(&rng, 6));
					state.family[0].dog_teams =
					    (uint8_t)pg_rng_below(&rng, 3);
					state.family[0].kayak = (uint8_t)pg_rng_below(&rng, 2);
					int plan[PIT_FOODS], expected[PIT_FOODS];
					unsigned foods =
					    pit_take_plan_foods(&state, 0, chosen, plan);
					int sum = pit_take_plan(&state, 0, chosen, expected);
					assert_memory_equal(plan, expected, sizeof plan);
					unsigned nonzero = 0;
					int foods_sum = 0;
					for (int food = 0; food < PIT_FOODS; food++) {
						nonzero |= (unsigned)(plan[food] != 0) << food;
						foods_sum += (foods >> food & 1) ? plan[food] : 0;
					}
					assert_int_equal(foods, nonzero);
					assert_int_equal(foods_sum, sum);
					given += foods != 0;
				}
	assert_true(given > 1000);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_worked_example_kaugun_at_tuntutuliak),
	    cmocka_unit_test(test_weather_spinner_shows_the_season_faces),
	    cmocka_unit_test(test_wind_and_storm_forbid_ocean_hunting_and_travel_in_summer),
	    cmocka_unit_test(test_storm_and_rain_forbid_fish_drying),
	    cmocka_unit_test(test_blizzard_and_winter_rain_stop_travel_and_hunting),
	    cmocka_unit_test(test_luck_2_brings_nothing),
	    cmocka_unit_test(test_luck_4_5_6_10_take_one_food),
	    cmocka_unit_test(test_luck_3_others_help_and_pups_for_a_family_without_dogs),
	    cmocka_unit_test(test_luck_9_every_family_takes_a_card_from_the_roller),
	    cmocka_unit_test(test_luck_8_raven_flies_the_family_and_it_pays_the_poorest),
	    cmocka_unit_test(test_luck_12_loses_the_season_transport),
	    cmocka_unit_test(test_dog_team_in_winter_kayak_in_summer_neither_at_freeze_up),
	    cmocka_unit_test(test_without_the_season_transport_a_family_catches_one_card),
	    cmocka_unit_test(test_four_inches_is_100_km_and_two_teams_double_it),
	    cmocka_unit_test(test_no_dog_team_route_to_nunivak),
	    cmocka_unit_test(test_building_a_kayak_costs_a_turn_and_two_seal_cards),
	    cmocka_unit_test(test_each_family_eats_one_card_a_round),
	    cmocka_unit_test(test_two_dog_teams_eat_a_second_card),
	    cmocka_unit_test(test_half_cards_pair_up_into_a_meal),
	    cmocka_unit_test(test_families_eat_their_oldest_food_and_keep_furs),
	    cmocka_unit_test(test_winter_clothing_in_cauyarvik),
	    cmocka_unit_test(test_every_family_is_home_by_uivik),
	    cmocka_unit_test(test_food_spoils_after_a_year),
	    cmocka_unit_test(test_running_out_eat_the_dogs_then_go_hungry_then_starve),
	    cmocka_unit_test(test_others_may_give_a_hungry_family_food),
	    cmocka_unit_test(test_a_trade_needs_both_families),
	    cmocka_unit_test(test_a_family_keeps_at_most_one_kayak_and_two_teams),
	    cmocka_unit_test(test_keeper_plays_first_then_play_passes_right),
	    cmocka_unit_test(test_the_table_wins_together_when_every_family_survives),
	    cmocka_unit_test(test_standing_scores_each_family),
	    cmocka_unit_test(test_notation_round_trips),
	    cmocka_unit_test(test_data_tables_are_consistent),
	    cmocka_unit_test(test_ai_goes_where_the_smelt_and_king_salmon_will_run),
	    cmocka_unit_test(test_ai_shares_with_a_family_about_to_go_hungry),
	    cmocka_unit_test(test_ai_answers_offers_and_says_why),
	    cmocka_unit_test(test_hard_gives_to_lead_the_standing),
	    cmocka_unit_test(test_sample_chance_draws_as_the_outcome_list),
	    cmocka_unit_test(test_reach_masks_match_the_distances),
	    cmocka_unit_test(test_store_indexes_hold_through_random_years),
	    cmocka_unit_test(test_random_move_is_the_listed_move_at_the_same_draw),
	    cmocka_unit_test(test_season_foods_match_the_calendar),
	    cmocka_unit_test(test_equal_chance_draws_match_the_running_sum),
	    cmocka_unit_test(test_bit_picks_match_a_walk),
	    cmocka_unit_test(test_cpu_bit_picks_match_the_portable_ones),
	    cmocka_unit_test(test_fish_foods_match_the_food_table),
	    cmocka_unit_test(test_integer_chance_draws_match_the_double_ones),
	    cmocka_unit_test(test_take_plan_matches_a_walk_over_every_food),
	    cmocka_unit_test(test_take_plan_foods_are_the_plan_s_foods),
	    cmocka_unit_test(test_offer_sentences_keep_their_articles),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
