/*
 * test_pitengnaqsaraq_board.c: the pure mapping from a person's drag to a
 * move in Pitengnaqsaraq (pitengnaqsaraq_board.h), and the reasons a drop
 * is refused: a home is chosen by dropping the family on a village; travel
 * goes only inside the range of the season's transport, once a turn, never
 * by dog team across Etolin Strait; food is given by dropping a card on
 * another family; nobody moves another family's piece or cards.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "pg_options.h"
#include "pitengnaqsaraq/pitengnaqsaraq_board.h"

static const pg_game *const game = &pitengnaqsaraq_game;
static pit_state state;
static pg_move legal[PG_MAX_MOVES];

static int village(const char *id)
{
	for (int v = 0; v < PIT_VILLAGES; v++)
		if (strcmp(pit_villages[v].id, id) == 0)
			return v;
	fail_msg("no village %s", id);
	return -1;
}

static void play(const char *moves)
{
	char buf[1024];
	snprintf(buf, sizeof buf, "%s", moves);
	char *save = NULL;
	for (char *tok = strtok_r(buf, ";", &save); tok; tok = strtok_r(NULL, ";", &save)) {
		pg_move move;
		assert_true(game->move_from_text(&state, tok, &move));
		game->apply_move(&state, move, NULL);
	}
}

static void start(const char *options, const char *moves)
{
	pg_options o;
	char err[128];
	assert_true(pg_options_parse(game, options, &o, err, sizeof err));
	o.players = 2;
	game->init(&state, &o);
	play(moves);
}

/* The question as the scene asks it of the seat to move. */
static pit_board_ask ask_seat(int seat)
{
	int n = game->current_player(&state) == seat
	            ? game->legal_moves(&state, legal, PG_MAX_MOVES)
	            : 0;
	return (pit_board_ask){&state, n ? seat : -1, legal, n, false};
}

static pg_move one_move(int piece, int zone)
{
	pit_board_ask ask = ask_seat(game->current_player(&state));
	pg_move out[4];
	int n = pit_board_moves(&ask, piece, zone, out, 4);
	return n == 1 ? out[0] : PG_NO_MOVE;
}

static void refusal_contains(int piece, int zone, const char *words)
{
	pit_board_ask ask = ask_seat(game->current_player(&state));
	pg_move out[4];
	assert_int_equal(pit_board_moves(&ask, piece, zone, out, 4), 0);
	char why[200];
	pit_board_refusal(&ask, piece, zone, why, sizeof why);
	if (!strstr(why, words))
		fail_msg("refusal '%s' does not say '%s'", why, words);
}

/* Kaugun (kayak season), Red at Tuntutuliak and Blue at Eek, fair weather,
 * Red rolled 6 and took king salmon: Red may act. */
static const char *const SUMMER =
    "keeper:0;home:tuntutuliak;home:eek;food:berries;food:birds;weather:avaituq;roll:3+3;"
    "take:king";

static void test_home_is_chosen_by_dropping_the_family_on_a_village(void **unused)
{
	(void)unused;
	start("", "keeper:0");
	assert_int_equal(one_move(PIT_BOARD_FAMILY + 0, PIT_BOARD_VILLAGE + village("bethel")),
	                 PIT_MOVE_HOME + village("bethel"));
	refusal_contains(PIT_BOARD_FAMILY + 1, PIT_BOARD_VILLAGE + village("bethel"),
	                 "Blue family");
}

static void test_travel_inside_the_kayak_range(void **unused)
{
	(void)unused;
	start("", SUMMER);
	int eek = village("eek"), mekoryuk = village("mekoryuk");
	assert_true(pit_distance_km(village("tuntutuliak"), eek) <= PIT_TRAVEL_KM);
	assert_int_equal(one_move(PIT_BOARD_FAMILY + 0, PIT_BOARD_VILLAGE + eek),
	                 PIT_MOVE_GO + eek);
	refusal_contains(PIT_BOARD_FAMILY + 0, PIT_BOARD_VILLAGE + mekoryuk, "km away");
	refusal_contains(PIT_BOARD_FAMILY + 1, PIT_BOARD_VILLAGE + eek, "Blue family");
}

static void test_travel_refusals_name_villages_as_the_captions_do(void **unused)
{
	(void)unused;
	start("", SUMMER);
	char want[96];
	int mekoryuk = village("mekoryuk"), home = village("tuntutuliak");
	snprintf(want, sizeof want, "%s (%s) is ", pit_villages[mekoryuk].yupik,
	         pit_villages[mekoryuk].english);
	refusal_contains(PIT_BOARD_FAMILY + 0, PIT_BOARD_VILLAGE + mekoryuk, want);
	char why[200];
	assert_true(pit_board_travel_refusal(&state, 0, home, why, sizeof why));
	snprintf(want, sizeof want, "already at %s (%s).", pit_villages[home].yupik,
	         pit_villages[home].english);
	if (!strstr(why, want))
		fail_msg("refusal '%s' does not say '%s'", why, want);
}

static void test_travel_once_a_turn(void **unused)
{
	(void)unused;
	start("", SUMMER);
	play("go:eek");
	refusal_contains(PIT_BOARD_FAMILY + 0, PIT_BOARD_VILLAGE + village("tuntutuliak"),
	                 "already travelled");
}

static void test_no_kayak_no_summer_travel(void **unused)
{
	(void)unused;
	start("", SUMMER);
	state.family[0].kayak = 0;
	refusal_contains(PIT_BOARD_FAMILY + 0, PIT_BOARD_VILLAGE + village("eek"), "kayak");
}

static void test_no_dog_team_across_etolin_strait(void **unused)
{
	(void)unused;
	/* January: dog teams; a roll of 2 brings nothing and leaves Red to act. */
	start("start=kanruyauciq-1", "keeper:0;home:tununak;home:tununak;food:berries;food:"
	                             "birds;weather:avaituq;roll:1+1");
	int mekoryuk = village("mekoryuk");
	assert_true(pit_distance_km(village("tununak"), mekoryuk) <= PIT_TRAVEL_KM);
	refusal_contains(PIT_BOARD_FAMILY + 0, PIT_BOARD_VILLAGE + mekoryuk, "Etolin Strait");
	assert_int_equal(
	    one_move(PIT_BOARD_FAMILY + 0, PIT_BOARD_VILLAGE + village("nightmute")),
	    PIT_MOVE_GO + village("nightmute"));
}

static void test_a_card_dropped_on_another_family_is_a_gift(void **unused)
{
	(void)unused;
	start("", SUMMER);
	assert_int_equal(one_move(pit_board_card(0, PIT_BERRIES), PIT_BOARD_PANEL + 1),
	                 pit_move_give(1, PIT_BERRIES));
	refusal_contains(pit_board_card(0, PIT_BERRIES), PIT_BOARD_PANEL + 0, "another family");
	refusal_contains(pit_board_card(1, PIT_BIRDS), PIT_BOARD_PANEL + 0,
	                 "Blue family's cards");
}

static void test_nothing_moves_out_of_turn(void **unused)
{
	(void)unused;
	start("", SUMMER);
	pit_board_ask ask = ask_seat(1); /* Blue, while Red acts */
	pg_move out[4];
	assert_int_equal(pit_board_moves(&ask, PIT_BOARD_FAMILY + 1, PIT_BOARD_VILLAGE, out, 4),
	                 0);
	char why[200];
	pit_board_refusal(&ask, PIT_BOARD_FAMILY + 1, PIT_BOARD_VILLAGE, why, sizeof why);
	assert_string_equal(why, "Not your turn.");
	/* Before a person's roll the reason is the roll. */
	start("", "keeper:0;home:tuntutuliak;home:eek;food:berries;food:birds;weather:avaituq");
	ask = (pit_board_ask){&state, -1, legal, 0, true};
	pit_board_refusal(&ask, PIT_BOARD_FAMILY + 0, PIT_BOARD_VILLAGE, why, sizeof why);
	assert_string_equal(why, "Roll the dice first.");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_home_is_chosen_by_dropping_the_family_on_a_village),
	    cmocka_unit_test(test_travel_inside_the_kayak_range),
	    cmocka_unit_test(test_travel_once_a_turn),
	    cmocka_unit_test(test_no_kayak_no_summer_travel),
	    cmocka_unit_test(test_no_dog_team_across_etolin_strait),
	    cmocka_unit_test(test_travel_refusals_name_villages_as_the_captions_do),
	    cmocka_unit_test(test_a_card_dropped_on_another_family_is_a_gift),
	    cmocka_unit_test(test_nothing_moves_out_of_turn),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
