/*
 * test_pitengnaqsaraq_book.c: the rules of Pitengnaqsaraq that the outside
 * checks reach through the command line (`moves`, `play`), pinned through
 * the game table where tests/test_pitengnaqsaraq.c has no test for them:
 * every face of the weather spinner, the luck table on the calendar's half
 * cards, the transport seasons at their edges, Raven, the gift rolls in
 * the cases the book leaves out, meals, clothing, home, spoilage, trades
 * and the end.
 *
 * Games start as `moves` starts them (the options, then keeper, homes and
 * starting food in the game's notation); every move is checked to be
 * legal before it is played. Where a family must hold particular food it
 * is put into its store and the store's sums rebuilt
 * (pit_family_reindex), and check_invariants confirms it.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "pg_match.h"
#include "pg_options.h"
#include "pg_rng.h"
#include "pitengnaqsaraq/pitengnaqsaraq_rules.h"

static const pg_game *const game = &pitengnaqsaraq_game;

static pit_state state;
static pg_event_list last_events;

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

/* Plays "M1;M2;..." as `moves --after` does, each move checked legal. */
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

/* A game with the given options and `players` families, keeper Red, all
 * at home in `village` with `food` as the starting choice; it stops at the
 * first weather spin. */
static void start(const char *options, int players, const char *village, const char *food)
{
	pg_options o;
	char err[128];
	if (!pg_options_parse(game, options, &o, err, sizeof err))
		fail_msg("options '%s': %s", options, err);
	o.players = players;
	game->init(&state, &o);
	char script[1024] = "keeper:0";
	for (int i = 0; i < players; i++)
		snprintf(script + strlen(script), sizeof script - strlen(script), ";home:%s",
		         village);
	for (int i = 0; i < players; i++)
		snprintf(script + strlen(script), sizeof script - strlen(script), ";food:%s",
		         food);
	play(script);
	assert_int_equal(state.phase, PIT_PHASE_WEATHER);
}

/* Puts halves of a food, taken in half-month `taken`, into a store. */
static void stock(int seat, int taken, int food, int halves)
{
	pit_family *f = &state.family[seat];
	f->halves[taken][food] = (uint8_t)(f->halves[taken][food] + halves);
	pit_family_reindex(f);
	check_invariants();
}

static void empty_store(int seat)
{
	pit_family *f = &state.family[seat];
	memset(f->halves, 0, sizeof f->halves);
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

/* The weather, then every living family rolls a 2 (nothing) and ends. */
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

/* A face the spinner shows in every season's rounds. */
static const char *calm_weather(void)
{
	return pit_season(state.half_month) ? "qanikcaq" : "avaituq";
}

enum {
	KANRUYAUCIQ_1 = 0,
	TENGMIIRVIK_1 = 6,
	KAUGUN_1 = 10,
	AMIRAAYAAQ_2 = 17,
	NULIRUN_1 = 18,
	CAUYARVIK_1 = 20,
	UIVIK_1 = 22,
};

/* ---- III-a: weather ------------------------------------------------------ */

/* docs/rules: the spinner's odds, face by face, in every half-month. */
static void test_weather_odds_are_the_table_of_the_rules(void **unused)
{
	(void)unused;
	static const double summer[PIT_WEATHERS] = {[PIT_AVAITUQ] = 0.40,
	                                            [PIT_ANUQA] = 0.25,
	                                            [PIT_ELLARAYAK] = 0.15,
	                                            [PIT_ELLALLUK] = 0.20};
	static const double winter[PIT_WEATHERS] = {[PIT_PIRTUK] = 0.15,
	                                            [PIT_QANIKCAQ] = 0.30,
	                                            [PIT_ANUQA] = 0.20,
	                                            [PIT_AVAITUQ] = 0.25,
	                                            [PIT_ELLALLUK] = 0.10};
	for (int h = 0; h < PIT_HALF_MONTHS; h++) {
		char options[32];
		snprintf(options, sizeof options, "start=%d", h);
		start(options, 2, "bethel", "furs");
		const double *odds = h >= TENGMIIRVIK_1 && h <= AMIRAAYAAQ_2 ? summer : winter;
		pg_chance_outcome outcomes[PG_MAX_CHANCE];
		int n = game->chance_outcomes(&state, outcomes, PG_MAX_CHANCE), faces = 0;
		for (int w = 0; w < PIT_WEATHERS; w++)
			faces += odds[w] > 0;
		assert_int_equal(n, faces);
		for (int i = 0; i < n; i++)
			assert_true(fabs(outcomes[i].probability -
			                 odds[outcomes[i].move - PIT_MOVE_WEATHER]) < 1e-9);
	}
}

/* "AVAITUQ (fair)-All hunting, fishing, travel and food storage possible."
 * "ELLALLUK (rain)-Hunting and travel possible; no fish drying." */
static void test_summer_fair_and_rain_allow_ocean_hunting_and_travel_by_sea(void **unused)
{
	(void)unused;
	const char *words[2] = {"weather:avaituq", "weather:ellalluk"};
	for (int w = 0; w < 2; w++) {
		start("start=kaugun-1", 2, "newtok", "furs");
		play(words[w]);
		assert_true(pit_available_foods(&state, 0) & (1 << PIT_SEAL));
		play("roll:1+1");
		assert_true(text_is_legal("go:nightmute")); /* coast to coast */
	}
	/* Fair weather stores the whole catch of fish. */
	start("start=kaugun-1", 2, "tuntutuliak", "furs");
	play("weather:avaituq;roll:2+4;take:king");
	assert_int_equal(state.family[0].food_halves[PIT_KING], 12);
}

/* III-a: spring "ANUQA (wind)" and "ELLARAYAK (storm)": "No ocean hunting
 * or travel". In Tengmiirvik the families still travel by dog team, and a
 * run along the open coast is travel by sea (docs/rules): it waits for the
 * weather, whatever the transport; a run inland does not. */
static void test_spring_wind_and_storm_stop_coast_travel_by_dog_team(void **unused)
{
	(void)unused;
	const char *words[2] = {"weather:anuqa", "weather:ellarayak"};
	for (int w = 0; w < 2; w++) {
		start("start=tengmiirvik-1", 2, "newtok", "furs");
		play(words[w]);
		assert_int_equal(pit_transport_season(state.half_month), PIT_TRANSPORT_DOGS);
		play("roll:1+1");
		assert_false(text_is_legal("go:nightmute")); /* coast to island */
		assert_false(text_is_legal("go:chefornak")); /* coast to coast */
		assert_false(pit_can_travel(&state, 0, village_index("nightmute")));
		assert_true(text_is_legal("go:chevak")); /* inland, over the tundra */
	}
	start("start=tengmiirvik-1", 2, "newtok", "furs");
	play("weather:avaituq;roll:1+1");
	assert_true(text_is_legal("go:nightmute"));
	assert_true(pit_can_travel(&state, 0, village_index("nightmute")));
}

/* Fall and winter: "QANIKCAQ (snow)", "ANUQA (wind)" and "AVAITUQ (fair)":
 * "Everything possible", ocean hunting and fish stores included. */
static void test_winter_snow_wind_and_fair_allow_everything(void **unused)
{
	(void)unused;
	const char *words[3] = {"weather:qanikcaq", "weather:anuqa", "weather:avaituq"};
	for (int w = 0; w < 3; w++) {
		start("start=kanruyauciq-1", 2, "tuntutuliak", "furs");
		play(words[w]);
		assert_int_equal(pit_forbidden(&state), 0);
		assert_true(pit_available_foods(&state, 0) & (1 << PIT_SEAL));
		play("roll:3+4;take:whitefish"); /* double the calendar's 1 */
		assert_int_equal(state.family[0].food_halves[PIT_WHITEFISH], 4);
		assert_true(text_is_legal("go:kipnuk")); /* out to the coast */
		assert_true(text_is_legal("go:bethel"));
	}
}

/* ---- the luck table on the calendar's half cards -------------------------- */

static int halves_taken(const char *month, const char *roll, const char *food)
{
	char options[32], script[64];
	snprintf(options, sizeof options, "start=%s", month);
	start(options, 2, "bethel", "furs");
	snprintf(script, sizeof script, "weather:qanikcaq;roll:%s;take:%s", roll, food);
	int food_id = -1;
	for (int k = 0; k < PIT_FOODS; k++)
		if (strcmp(pit_foods[k].id, food) == 0)
			food_id = k;
	int before = state.family[0].food_halves[food_id];
	play(script);
	return state.family[0].food_halves[food_id] - before;
}

/* A 4 is one card, or the calendar's half card where it offers only a half;
 * a 5 (half the number) and a 10 (one and a half times it) round up to the
 * next half card. */
static void test_luck_4_5_10_on_half_cards(void **unused)
{
	(void)unused;
	/* Early Kanruyauciq: pike 1/2 (one half), whitefish 1 (two halves). */
	assert_int_equal(pit_calendar_halves(KANRUYAUCIQ_1, PIT_PIKE), 1);
	assert_int_equal(halves_taken("kanruyauciq-1", "1+3", "pike"), 1);
	assert_int_equal(halves_taken("kanruyauciq-1", "1+4", "pike"), 1);
	assert_int_equal(halves_taken("kanruyauciq-1", "4+6", "pike"), 2);
	assert_int_equal(halves_taken("kanruyauciq-1", "1+4", "whitefish"), 1);
	/* Early Cauyarvik: whitefish 1 1/2 (three halves). */
	assert_int_equal(pit_calendar_halves(CAUYARVIK_1, PIT_WHITEFISH), 3);
	assert_int_equal(halves_taken("cauyarvik-1", "1+3", "whitefish"), 2);
	assert_int_equal(halves_taken("cauyarvik-1", "1+4", "whitefish"), 2);
	assert_int_equal(halves_taken("cauyarvik-1", "1+5", "whitefish"), 3);
	assert_int_equal(halves_taken("cauyarvik-1", "4+6", "whitefish"), 5);
	assert_int_equal(halves_taken("cauyarvik-1", "5+6", "whitefish"), 6);
}

/* An 11 is a 7: all the foods here or double one. */
static void test_luck_11_is_a_7(void **unused)
{
	(void)unused;
	const char *rolls[2] = {"roll:3+4", "roll:5+6"};
	int all[2], doubled[2];
	for (int r = 0; r < 2; r++) {
		start("start=kanruyauciq-1", 2, "bethel", "furs");
		play("weather:qanikcaq");
		play(rolls[r]);
		pit_state rolled = state;
		play("take:all");
		all[r] = state.family[0].total_halves;
		state = rolled;
		play("take:loche");
		doubled[r] = state.family[0].food_halves[PIT_LOCHE];
	}
	assert_int_equal(all[0], all[1]);
	assert_int_equal(doubled[0], 4);
	assert_int_equal(doubled[1], 4);
}

/* "If a player rolls a twelve, then he loses whatever means of
 * transportation he would be using at that season": one team of two; in
 * late Nulirun, the season of neither, nothing; without it, nothing. */
static void test_luck_12_loses_one_team_of_two_and_nothing_at_freeze_up(void **unused)
{
	(void)unused;
	start("start=kanruyauciq-1", 2, "bethel", "furs");
	state.family[0].dog_teams = 2;
	play("weather:qanikcaq;roll:6+6");
	assert_int_equal(state.family[0].dog_teams, 1);
	assert_int_equal(state.family[0].kayak, 1);

	start("start=nulirun-2", 2, "bethel", "furs");
	play("weather:qanikcaq;roll:6+6");
	assert_int_equal(state.family[0].dog_teams, 1);
	assert_int_equal(state.family[0].kayak, 1);
	assert_false(has_event(PG_EVENT_SPECIAL, PIT_EV_LOST_TRANSPORT, 0));

	start("start=kaugun-1", 2, "bethel", "furs");
	state.family[0].kayak = 0;
	play("weather:avaituq;roll:6+6");
	assert_int_equal(state.family[0].dog_teams, 1);
	assert_false(has_event(PG_EVENT_SPECIAL, PIT_EV_LOST_TRANSPORT, 0));
}

/* "If a player's team dies, he can get another one ... by rolling a three,
 * which get him new pups": a team lost on a 12 comes back on a 3. */
static void test_a_team_lost_on_12_comes_back_as_pups_on_3(void **unused)
{
	(void)unused;
	start("start=kanruyauciq-1", 2, "bethel", "furs");
	play("weather:qanikcaq;roll:6+6;end;roll:1+1;end");
	assert_int_equal(state.family[0].dog_teams, 0);
	play("weather:qanikcaq;roll:1+2");
	assert_int_equal(state.family[0].dog_teams, 1);
	assert_true(has_event(PG_EVENT_SPECIAL, PIT_EV_PUPS, 0));
}

/* ---- III-b: travel and transport ----------------------------------------- */

/* "Players need a dog team from freeze-up to break-up, and kayak from
 * break-up to freeze-up, in order to be able to travel and hunt." In late
 * Nulirun, between the two, nobody travels and every family catches one
 * card at most, near camp. */
static void test_at_freeze_up_every_family_catches_one_card(void **unused)
{
	(void)unused;
	start("start=nulirun-2", 2, "bethel", "furs");
	state.family[0].dog_teams = 2;
	play("weather:avaituq;roll:3+4");
	assert_true(text_is_legal("take:all"));
	int before = state.family[0].total_halves;
	play("take:all");
	assert_int_equal(state.family[0].total_halves - before, 2);
	assert_int_equal(count_legal_prefix("go:"), 0);
	/* The half-month before, the kayak still goes. */
	start("start=nulirun-1", 2, "bethel", "furs");
	play("weather:avaituq;roll:1+1");
	assert_true(count_legal_prefix("go:") > 0);
}

/* "If he has two dog teams he can travel twice as far": by dog team only;
 * a kayak goes four inches (100 km) whatever the dogs. */
static void test_two_teams_do_not_speed_a_kayak(void **unused)
{
	(void)unused;
	start("start=kaugun-1", 2, "bethel", "furs");
	state.family[0].dog_teams = 2;
	play("weather:avaituq;roll:1+1");
	assert_int_equal(pit_travel_range_km(&state, 0), 100);
	assert_false(text_is_legal("go:quinhagak"));
	start("start=kanruyauciq-1", 2, "bethel", "furs");
	state.family[0].dog_teams = 2;
	play("weather:qanikcaq;roll:1+1");
	assert_true(text_is_legal("go:quinhagak"));
}

/* Crossing to or from Nunivak by kayak is travel by sea: wind and storm
 * keep the family where it is. */
static void test_the_kayak_crossing_to_nunivak_needs_sea_weather(void **unused)
{
	(void)unused;
	const char *calm[2] = {"weather:avaituq", "weather:ellalluk"};
	const char *rough[2] = {"weather:anuqa", "weather:ellarayak"};
	for (int w = 0; w < 2; w++) {
		start("start=kaugun-1", 2, "tununak", "furs");
		play(rough[w]);
		play("roll:1+1");
		assert_false(text_is_legal("go:mekoryuk"));
		start("start=kaugun-1", 2, "mekoryuk", "furs");
		play(rough[w]);
		play("roll:1+1");
		assert_int_equal(count_legal_prefix("go:"), 0);
		start("start=kaugun-1", 2, "mekoryuk", "furs");
		play(calm[w]);
		play("roll:1+1");
		assert_true(text_is_legal("go:tununak"));
	}
	/* In winter Nunivak is cut off from the mainland. */
	start("start=kanruyauciq-1", 2, "mekoryuk", "furs");
	play("weather:qanikcaq;roll:1+1");
	assert_int_equal(count_legal_prefix("go:"), 0);
}

/* "If his kayak sinks or is lost, he can get another one by ... making a
 * new one": lost on a 12, built the next turn with two seal cards (in any
 * season), never offered to a family that has a kayak. */
static void test_a_lost_kayak_is_rebuilt_the_next_turn(void **unused)
{
	(void)unused;
	start("start=kaugun-1", 2, "bethel", "seal");
	stock(0, KAUGUN_1, PIT_SEAL, 2);
	play("weather:avaituq");
	assert_int_equal(state.phase, PIT_PHASE_ROLL); /* has a kayak: no build */
	play("roll:6+6;end;roll:1+1;end");
	assert_int_equal(state.family[0].kayak, 0);
	play("weather:avaituq");
	assert_int_equal(state.phase, PIT_PHASE_START);
	play("build");
	assert_int_equal(state.family[0].kayak, 1);
	assert_int_equal(state.family[0].food_halves[PIT_SEAL], 0);
	assert_true(has_event(PG_EVENT_SPECIAL, PIT_EV_BUILD, 0));

	start("start=kanruyauciq-1", 2, "bethel", "seal");
	stock(0, KANRUYAUCIQ_1, PIT_SEAL, 2);
	state.family[0].kayak = 0;
	play("weather:qanikcaq");
	assert_true(text_is_legal("build"));
}

/* ---- III-d: Raven ------------------------------------------------------------- */

/* The angalkuq sends the family through the air: in a blizzard, without a
 * dog team, even to Nunivak in winter. */
static void test_raven_flies_in_any_weather_without_transport(void **unused)
{
	(void)unused;
	start("start=kanruyauciq-1", 2, "bethel", "furs");
	state.family[0].dog_teams = 0;
	play("weather:pirtuk;roll:2+6;raven:mekoryuk");
	assert_int_equal(state.family[0].village, village_index("mekoryuk"));
	assert_int_equal(state.family[0].home, village_index("mekoryuk"));
	/* The payer chooses the card: any food it holds. */
	assert_int_equal(count_legal_prefix("pay:"), 2);
	play("pay:furs");
	assert_int_equal(state.family[1].food_halves[PIT_FURS], 4);
}

/* The poorest is found among the families still in the game; with nothing
 * to pay, or no one to pay, the turn goes on. */
static void test_raven_pays_the_poorest_living_family(void **unused)
{
	(void)unused;
	start("start=kaugun-1", 3, "bethel", "furs");
	/* Green starved (nothing left); Blue is poorer than Red. */
	empty_store(2);
	state.family[2].out = 1;
	state.family[2].dog_teams = 0;
	state.family[2].kayak = 0;
	empty_store(1);
	stock(1, KAUGUN_1, PIT_BERRIES, 1);
	assert_int_equal(pit_poorest(&state, 0), 1);
	play("weather:avaituq;roll:3+5;raven:kotlik;pay:salmon");
	assert_int_equal(state.family[1].food_halves[PIT_SALMON], 2);
	assert_int_equal(state.family[1].received_halves, 2);

	start("start=kaugun-1", 2, "bethel", "furs");
	empty_store(0);
	play("weather:avaituq;roll:2+6;raven:kotlik");
	assert_int_equal(state.phase, PIT_PHASE_ACT);
	assert_int_equal(state.family[1].total_halves, 6);
}

/* III-d: Raven says "move to a new village, as directed on the card": the
 * card naming the village the family is in is left out of the draw, and
 * the other eleven are equally likely. A family elsewhere draws from all
 * twelve; a family away from home can be sent home. */
static void test_raven_always_moves_the_family_to_a_new_village(void **unused)
{
	(void)unused;
	start("start=kaugun-1", 2, "bethel", "furs");
	play("weather:avaituq;roll:4+4");
	pg_chance_outcome outcomes[PG_MAX_CHANCE];
	int n = game->chance_outcomes(&state, outcomes, PG_MAX_CHANCE);
	assert_int_equal(n, PIT_RAVEN_CARDS - 1);
	double sum = 0;
	for (int i = 0; i < n; i++) {
		assert_true(pit_raven_deck[outcomes[i].move - PIT_MOVE_RAVEN] !=
		            village_index("bethel"));
		assert_true(fabs(outcomes[i].probability - 1.0 / n) < 1e-12);
		sum += outcomes[i].probability;
	}
	assert_true(fabs(sum - 1) < 1e-9);
	assert_false(text_is_legal("raven:bethel"));
	/* The game's own draw never gives the card left out, and gives each
	 * of the others. */
	int drawn[PIT_RAVEN_CARDS] = {0};
	pg_rng rng;
	pg_rng_seed(&rng, 3);
	for (int i = 0; i < 2400; i++) {
		pg_move move = game->sample_chance(&state, &rng);
		assert_true(is_legal(move));
		drawn[move - PIT_MOVE_RAVEN]++;
	}
	for (int c = 0; c < PIT_RAVEN_CARDS; c++)
		if (pit_raven_deck[c] == village_index("bethel"))
			assert_int_equal(drawn[c], 0);
		else
			assert_true(drawn[c] > 100);

	/* Napaskiak has no card: all twelve can come. */
	start("start=kaugun-1", 2, "napaskiak", "furs");
	play("weather:avaituq;roll:4+4");
	assert_int_equal(game->chance_outcomes(&state, outcomes, PG_MAX_CHANCE),
	                 PIT_RAVEN_CARDS);
	/* Away from Bethel, a Bethel family may be flown back there. */
	start("start=kaugun-1", 2, "bethel", "furs");
	play("weather:avaituq;roll:1+1;go:napaskiak;end;roll:1+1;end");
	play("weather:avaituq;roll:4+4;raven:bethel");
	assert_int_equal(state.family[0].village, village_index("bethel"));
}

/* ---- the gift rolls: 3 and 9 ----------------------------------------------- */

/* A family with nothing gives nothing on a 3; a roller with nothing gives
 * nothing on a 9; a half card is a card to pick. */
static void test_gift_rolls_skip_an_empty_store_and_allow_halves(void **unused)
{
	(void)unused;
	start("start=kaugun-1", 3, "bethel", "furs");
	empty_store(2); /* Green, the first to the right, has nothing */
	empty_store(1);
	stock(1, KAUGUN_1, PIT_PIKE, 1); /* Blue has half a card */
	play("weather:avaituq;roll:1+2");
	assert_int_equal(state.phase, PIT_PHASE_PICK);
	assert_int_equal(state.giver, 1);
	assert_int_equal(count_legal_prefix("pick:"), 1);
	play("pick:pike");
	assert_int_equal(state.family[0].food_halves[PIT_PIKE], 1);
	assert_int_equal(state.family[1].total_halves, 0);
	assert_int_equal(state.phase, PIT_PHASE_ACT);

	start("start=kaugun-1", 3, "bethel", "furs");
	empty_store(0);
	play("weather:avaituq;roll:4+5");
	assert_int_equal(state.phase, PIT_PHASE_ACT);
	assert_int_equal(state.family[1].total_halves, 6);
	assert_int_equal(state.family[2].total_halves, 6);
}

/* When the other family has starved and dropped out, the family left at
 * the table has no one to give to: its 3s bring only the pups, its 9s cost
 * nothing, and Raven's fare has no one to go to. */
static void test_the_family_left_alone_has_no_one_to_give_to(void **unused)
{
	(void)unused;
	start("start=kaugun-1", 2, "bethel", "furs");
	empty_store(1); /* Blue has no food and no dogs to eat */
	state.family[1].dog_teams = 0;
	quiet_round("avaituq"); /* it goes hungry */
	assert_int_equal(game->seat_status(&state, 1), PG_SEAT_PLAYING);
	quiet_round("avaituq"); /* and starves */
	assert_int_equal(game->seat_status(&state, 1), PG_SEAT_OUT);
	assert_int_equal(state.phase, PIT_PHASE_WEATHER);
	/* Red ate a card each round; its store made up to the six halves it
	 * started with. */
	assert_int_equal(state.family[0].total_halves, 2);
	stock(0, KAUGUN_1 + 2, PIT_SALMON, 4);
	state.family[0].dog_teams = 0;
	play("weather:avaituq;roll:1+2");
	assert_int_equal(state.family[0].dog_teams, 1);
	assert_int_equal(state.phase, PIT_PHASE_ACT);
	assert_int_equal(count_legal_prefix("give:") + count_legal_prefix("offer:"), 0);
	play("end;weather:avaituq;roll:4+5");
	assert_int_equal(state.phase, PIT_PHASE_ACT);
	assert_int_equal(state.family[0].total_halves, 4); /* one meal, no gift */
	play("end;weather:avaituq;roll:4+4;raven:kotlik");
	assert_int_equal(state.phase, PIT_PHASE_ACT);
	assert_int_equal(state.family[0].total_halves, 2);
	assert_int_equal(state.family[0].home, village_index("kotlik"));
	assert_int_equal(state.family[1].total_halves, 0);
}

static const pg_game *find_game(const char *id)
{
	return strcmp(id, game->id) == 0 ? game : NULL;
}

/* The book is for "2 and up": a year of one family is refused with the
 * message any number of families outside 2 to 5 gets. */
static void test_a_year_of_one_family_is_refused(void **unused)
{
	(void)unused;
	assert_int_equal(game->min_players, 2);
	assert_int_equal(game->max_players, 5);
	pg_options o;
	char err[128] = "";
	assert_false(pg_options_parse(game, "players=1", &o, err, sizeof err));
	assert_string_equal(err, "pitengnaqsaraq takes 2 to 5 players, not '1'");
	assert_false(pg_options_parse(game, "players=6", &o, err, sizeof err));
	assert_string_equal(err, "pitengnaqsaraq takes 2 to 5 players, not '6'");
	assert_true(pg_options_parse(game, "players=2", &o, err, sizeof err));
	assert_int_equal(o.players, 2);
	/* A save of one family (as a solo year once wrote) is refused on
	 * load with the same words, and a position of one family fails the
	 * invariants. */
	static const char solo_save[] = "potlatch-games save 1\n"
	                                "game pitengnaqsaraq\n"
	                                "options players=1,years=1,start=10,standing=0\n"
	                                "seed 1\n"
	                                "seats human\n"
	                                "moves 0\n";
	assert_null(pg_match_load_text(solo_save, find_game, err, sizeof err));
	assert_string_equal(err, "line 3: pitengnaqsaraq takes 2 to 5 players, not '1'");
	o.players = 1;
	game->init(&state, &o);
	char why[64] = "";
	assert_false(game->check_invariants(&state, why, sizeof why));
}

/* ---- eating and running out -------------------------------------------------- */

/* "If a player has two dog teams, he/she has to give up an extra food
 * card": short of two cards, the family eats what it has and one team. */
static void test_two_teams_short_of_food_eat_one_team(void **unused)
{
	(void)unused;
	start("start=kaugun-1", 2, "bethel", "furs");
	empty_store(0);
	stock(0, KAUGUN_1, PIT_KING, 3);
	state.family[0].dog_teams = 2;
	quiet_round("avaituq");
	assert_int_equal(state.family[0].total_halves, 0);
	assert_int_equal(state.family[0].eaten_halves, 3);
	assert_int_equal(state.family[0].dog_teams, 1);
	assert_int_equal(state.family[0].hungry, 0);
}

/* "After this, a player can go without food for one turn": half a meal
 * without dogs is a round without food; a full meal ends the hunger. */
static void test_hunger_counts_a_short_meal_and_ends_with_a_full_one(void **unused)
{
	(void)unused;
	start("start=kaugun-1", 2, "bethel", "furs");
	empty_store(0);
	state.family[0].dog_teams = 0;
	stock(0, KAUGUN_1, PIT_KING, 1);
	quiet_round("avaituq");
	assert_int_equal(state.family[0].hungry, 1);
	stock(0, KAUGUN_1 + 1, PIT_KING, 2);
	quiet_round("avaituq");
	assert_int_equal(state.family[0].hungry, 0);
	quiet_round("avaituq"); /* hungry once more, not starved */
	assert_int_equal(game->seat_status(&state, 0), PG_SEAT_PLAYING);
	assert_int_equal(state.family[0].hungry, 1);
}

/* A starved family "must drop out of the game": its cards go back to the
 * bank, and when the last family starves the game is over. */
static void test_the_game_ends_when_every_family_has_starved(void **unused)
{
	(void)unused;
	start("start=kaugun-1", 2, "bethel", "furs");
	for (int round = 0; round < 6; round++)
		quiet_round("avaituq");
	assert_int_equal(state.phase, PIT_PHASE_OVER);
	assert_int_equal(game->current_player(&state), PG_TERMINAL);
	for (int p = 0; p < 2; p++) {
		assert_int_equal(game->seat_status(&state, p), PG_SEAT_OUT);
		assert_int_equal(state.family[p].total_halves, 0);
		assert_int_equal(state.family[p].dog_teams + state.family[p].kayak, 0);
	}
	double returns[PG_MAX_SEATS];
	int scores[PG_MAX_SEATS];
	game->returns(&state, returns);
	game->scores(&state, scores);
	assert_true(returns[0] == 0.0 && returns[1] == 0.0);
	assert_int_equal(scores[0] + scores[1], 0);
}

/* ---- III-f, e, g: the calendar's duties -------------------------------------- */

/* "two seal, caribou, or bird cards": any two of them, one of each here. */
static void test_winter_clothing_takes_two_hides_of_any_kinds(void **unused)
{
	(void)unused;
	start("start=nulirun-2", 2, "bethel", "berries");
	empty_store(0);
	stock(0, NULIRUN_1, PIT_SALMON, 2); /* the meal */
	stock(0, NULIRUN_1, PIT_SEAL, 2);
	stock(0, NULIRUN_1, PIT_CARIBOU, 2);
	quiet_round("qanikcaq");
	assert_int_equal(state.half_month, CAUYARVIK_1);
	assert_int_equal(state.family[0].total_halves, 0);
	assert_int_equal(state.family[0].dog_teams, 1);
	assert_true(has_event(PG_EVENT_SPECIAL, PIT_EV_CLOTHING, 0));
	/* Blue (berries and fish, no hides) skins its dogs. */
	assert_int_equal(state.family[1].dog_teams, 0);
	assert_int_equal(state.family[1].total_halves, 4);
}

/* III-h: "Players may combine one-half of one kind of resource with
 * one-half of another to make one whole card of either type." Clothing
 * takes a half furbearer card and a half of another food as the
 * furbearer card, and three halves of hides and a half of another food as
 * the two hide cards: the dogs are kept. */
static void test_two_half_cards_make_a_whole_card_for_clothing(void **unused)
{
	(void)unused;
	start("start=nulirun-2", 2, "bethel", "berries");
	empty_store(0);
	stock(0, NULIRUN_1, PIT_SALMON, 2); /* the meal */
	stock(0, NULIRUN_1, PIT_FURS, 1);
	stock(0, NULIRUN_1, PIT_PIKE, 1);
	stock(0, NULIRUN_1, PIT_BERRIES, 2); /* a whole card stays */
	empty_store(1);
	stock(1, NULIRUN_1, PIT_SALMON, 2);
	stock(1, NULIRUN_1, PIT_SEAL, 1);
	stock(1, NULIRUN_1, PIT_BIRDS, 2);
	stock(1, NULIRUN_1, PIT_TOMCOD, 1);
	quiet_round("qanikcaq");
	assert_int_equal(state.half_month, CAUYARVIK_1);
	assert_int_equal(state.family[0].dog_teams, 1);
	assert_int_equal(state.family[0].total_halves, 2);
	assert_int_equal(state.family[0].food_halves[PIT_BERRIES], 2);
	assert_int_equal(state.family[1].dog_teams, 1);
	assert_int_equal(state.family[1].total_halves, 0);
	/* The clothing event names what was paid and the half that paired. */
	int clothed = 0;
	for (int i = 0; i < last_events.count; i++) {
		const pg_event *e = &last_events.items[i];
		if (e->kind != PG_EVENT_SPECIAL || e->detail != PIT_EV_CLOTHING)
			continue;
		assert_int_equal(e->a, e->seat == 0 ? PIT_FURS : PIT_SEAL);
		assert_int_equal(e->b, e->seat == 0 ? PIT_PIKE : PIT_TOMCOD);
		clothed++;
	}
	assert_int_equal(clothed, 2);

	/* Two whole cards cannot be split: a half furbearer card with a
	 * whole card of pike is no furbearer card, and the dogs go. */
	start("start=nulirun-2", 2, "bethel", "berries");
	empty_store(0);
	stock(0, NULIRUN_1, PIT_SALMON, 2);
	stock(0, NULIRUN_1, PIT_FURS, 1);
	stock(0, NULIRUN_1, PIT_PIKE, 2);
	quiet_round("qanikcaq");
	assert_int_equal(state.family[0].dog_teams, 0);
	assert_int_equal(state.family[0].total_halves, 3);
}

/* "It is to this new home that the player must return by Uivik": a family
 * Raven flew is home where it landed, and pays nothing. */
static void test_home_by_uivik_is_the_home_raven_gave(void **unused)
{
	(void)unused;
	start("start=cauyarvik-2", 2, "bethel", "furs");
	play("weather:qanikcaq;roll:2+6;raven:kotlik;pay:furs;end;roll:1+1;end");
	assert_int_equal(state.half_month, UIVIK_1);
	assert_int_equal(state.family[0].village, village_index("kotlik"));
	assert_false(has_event(PG_EVENT_PIECE_MOVED, PIT_EV_SENT_HOME, 0));
	assert_int_equal(state.family[0].total_halves, 2); /* fare and meal only */
}

/* III-e: "must return to his/her village by Uivik". Our reading: the
 * family must be home when Uivik begins (it is brought home if not); it
 * may then travel again by dog team, as winter visits were made. */
static void test_home_by_uivik_is_checked_as_uivik_begins(void **unused)
{
	(void)unused;
	start("start=cauyarvik-2", 2, "bethel", "furs");
	play("weather:qanikcaq;roll:1+1;go:napaskiak;end;roll:1+1;end");
	assert_int_equal(state.half_month, UIVIK_1);
	assert_true(has_event(PG_EVENT_PIECE_MOVED, PIT_EV_SENT_HOME, 0));
	assert_int_equal(state.family[0].village, village_index("bethel"));
	play("weather:qanikcaq;roll:1+1");
	assert_true(text_is_legal("go:napaskiak"));
	play("go:napaskiak;end;roll:1+1;end");
	/* Away in the second half of Uivik: nothing is charged. */
	assert_int_equal(state.family[0].village, village_index("napaskiak"));
	assert_false(has_event(PG_EVENT_PIECE_MOVED, PIT_EV_SENT_HOME, 0));
}

/* "Foods can only be kept for one year": a one-year game never spoils;
 * in a two-year game, as a half-month comes round again, what is left
 * from it a year earlier goes back, and nothing else. */
static void test_food_spoils_only_in_a_second_year(void **unused)
{
	(void)unused;
	start("start=kaugun-1", 2, "bethel", "furs");
	stock(0, KAUGUN_1 + 2, PIT_KING, 60);
	stock(1, KAUGUN_1 + 2, PIT_KING, 60);
	while (state.phase != PIT_PHASE_OVER) {
		quiet_round(calm_weather());
		assert_false(has_event(PG_EVENT_SPECIAL, PIT_EV_SPOILED, -1));
	}

	start("years=2,start=kaugun-1", 2, "bethel", "furs");
	stock(0, KAUGUN_1 + 2, PIT_KING, 60);
	for (int round = 0; round < PIT_HALF_MONTHS - 1; round++)
		quiet_round(calm_weather());
	/* The last round of the first year, in late Qusiirvik. */
	stock(0, KAUGUN_1, PIT_BIRDS, 6);
	stock(0, KAUGUN_1 + 1, PIT_PIKE, 4);
	pit_family before = state.family[0];
	quiet_round("avaituq");
	assert_int_equal(state.half_month, KAUGUN_1);
	assert_true(has_event(PG_EVENT_SPECIAL, PIT_EV_SPOILED, 0));
	/* The meal ate two halves of the oldest (early Kaugun's); the rest of
	 * early Kaugun's food spoiled; every other half-month's food kept. */
	const pit_family *after = &state.family[0];
	assert_int_equal(after->cell_halves[KAUGUN_1], 0);
	assert_int_equal(after->total_halves,
	                 before.total_halves - before.cell_halves[KAUGUN_1]);
	for (int h = 0; h < PIT_HALF_MONTHS; h++)
		if (h != KAUGUN_1)
			assert_int_equal(after->cell_halves[h], before.cell_halves[h]);
}

/* ---- III-c: trading, and the start --------------------------------------- */

/* "Both players must agree on the terms": a declined offer changes
 * nothing; an offer holds four cards a side at most. */
static void test_an_offer_holds_four_cards_a_side(void **unused)
{
	(void)unused;
	start("start=kaugun-1", 2, "bethel", "furs");
	stock(0, KAUGUN_1, PIT_KING, 12);
	stock(1, KAUGUN_1, PIT_KING, 12);
	play("weather:avaituq;roll:1+1;offer:1;add:king;add:king;add:king;add:king");
	assert_int_equal(count_legal_prefix("add:"), 0);
	play("ask:salmon;ask:salmon;ask:furs;ask:dogs");
	assert_int_equal(count_legal_prefix("ask:"), 0);
	pit_state before = state;
	play("send;decline");
	assert_int_equal(memcmp(state.family, before.family, sizeof state.family), 0);
	assert_int_equal(count_legal_prefix("offer:"), 1); /* one offer left */
}

/* "two fish cards, one other food card of the player's choice, one dog
 * team card, and one kayak card": the choice is of the other foods. */
static void test_the_starting_choice_is_a_food_other_than_fish(void **unused)
{
	(void)unused;
	pg_options o;
	pg_options_default(game, &o);
	o.players = 2;
	game->init(&state, &o);
	play("keeper:1;home:bethel;home:kotlik");
	assert_int_equal(count_legal_prefix("food:"), 7);
	for (int food = 0; food < PIT_FOODS; food++) {
		char text[32];
		snprintf(text, sizeof text, "food:%s", pit_foods[food].id);
		assert_true(text_is_legal(text) == !pit_foods[food].fish);
	}
}

/* ---- the end ------------------------------------------------------------------ */

/* A year is 24 rounds from the starting half-month, and its last meal
 * counts: a family that cannot eat it has not seen the year through. */
static void test_the_year_ends_after_its_last_meal(void **unused)
{
	(void)unused;
	start("start=uivik-2", 2, "bethel", "furs");
	stock(0, 0, PIT_SALMON, 120);
	stock(1, 0, PIT_SALMON, 120);
	int rounds = 0;
	while (state.phase != PIT_PHASE_OVER) {
		if (rounds == PIT_HALF_MONTHS - 1) {
			/* Blue comes to the last round with nothing, hungry once. */
			empty_store(1);
			state.family[1].dog_teams = 0;
			state.family[1].hungry = 1;
		}
		quiet_round(calm_weather());
		rounds++;
	}
	assert_int_equal(rounds, PIT_HALF_MONTHS);
	assert_int_equal(game->seat_status(&state, 0), PG_SEAT_PLAYING);
	assert_int_equal(game->seat_status(&state, 1), PG_SEAT_OUT);
	double returns[PG_MAX_SEATS];
	int scores[PG_MAX_SEATS];
	game->returns(&state, returns);
	game->scores(&state, scores);
	assert_true(returns[0] == 1.0 && returns[1] == 0.0);
	assert_int_equal(scores[0], 0);
	assert_int_equal(scores[1], 0);
}

/* The words a player reads: the state text counts the year's last round
 * as its last (not one past it), and an unknown start names what is
 * accepted. */
static void test_the_year_and_start_are_told_in_range(void **unused)
{
	(void)unused;
	start("start=uivik-2", 2, "bethel", "furs");
	char text[4096];
	game->state_to_text(&state, text, sizeof text);
	assert_true(strncmp(text, "round 1/24,", 11) == 0);
	stock(0, 0, PIT_SALMON, 120);
	stock(1, 0, PIT_SALMON, 120);
	while (state.phase != PIT_PHASE_OVER)
		quiet_round(calm_weather());
	game->state_to_text(&state, text, sizeof text);
	assert_true(strncmp(text, "round 24/24,", 12) == 0);

	pg_options o;
	char err[256] = "";
	assert_false(pg_options_parse(game, "start=june", &o, err, sizeof err));
	assert_non_null(strstr(err, "'june'"));
	assert_non_null(strstr(err, "kanruyauciq-1"));
	assert_non_null(strstr(err, "uivik-2"));
	assert_non_null(strstr(err, "0 to 23"));
	assert_true(pg_options_parse(game, "start=23", &o, err, sizeof err));
	assert_false(pg_options_parse(game, "years=x", &o, err, sizeof err));
	assert_non_null(strstr(err, "is not a number"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_weather_odds_are_the_table_of_the_rules),
	    cmocka_unit_test(test_summer_fair_and_rain_allow_ocean_hunting_and_travel_by_sea),
	    cmocka_unit_test(test_winter_snow_wind_and_fair_allow_everything),
	    cmocka_unit_test(test_spring_wind_and_storm_stop_coast_travel_by_dog_team),
	    cmocka_unit_test(test_luck_4_5_10_on_half_cards),
	    cmocka_unit_test(test_luck_11_is_a_7),
	    cmocka_unit_test(test_luck_12_loses_one_team_of_two_and_nothing_at_freeze_up),
	    cmocka_unit_test(test_a_team_lost_on_12_comes_back_as_pups_on_3),
	    cmocka_unit_test(test_at_freeze_up_every_family_catches_one_card),
	    cmocka_unit_test(test_two_teams_do_not_speed_a_kayak),
	    cmocka_unit_test(test_the_kayak_crossing_to_nunivak_needs_sea_weather),
	    cmocka_unit_test(test_a_lost_kayak_is_rebuilt_the_next_turn),
	    cmocka_unit_test(test_raven_flies_in_any_weather_without_transport),
	    cmocka_unit_test(test_raven_pays_the_poorest_living_family),
	    cmocka_unit_test(test_raven_always_moves_the_family_to_a_new_village),
	    cmocka_unit_test(test_gift_rolls_skip_an_empty_store_and_allow_halves),
	    cmocka_unit_test(test_the_family_left_alone_has_no_one_to_give_to),
	    cmocka_unit_test(test_a_year_of_one_family_is_refused),
	    cmocka_unit_test(test_two_teams_short_of_food_eat_one_team),
	    cmocka_unit_test(test_hunger_counts_a_short_meal_and_ends_with_a_full_one),
	    cmocka_unit_test(test_the_game_ends_when_every_family_has_starved),
	    cmocka_unit_test(test_winter_clothing_takes_two_hides_of_any_kinds),
	    cmocka_unit_test(test_two_half_cards_make_a_whole_card_for_clothing),
	    cmocka_unit_test(test_home_by_uivik_is_the_home_raven_gave),
	    cmocka_unit_test(test_home_by_uivik_is_checked_as_uivik_begins),
	    cmocka_unit_test(test_food_spoils_only_in_a_second_year),
	    cmocka_unit_test(test_an_offer_holds_four_cards_a_side),
	    cmocka_unit_test(test_the_starting_choice_is_a_food_other_than_fish),
	    cmocka_unit_test(test_the_year_ends_after_its_last_meal),
	    cmocka_unit_test(test_the_year_and_start_are_told_in_range),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
