/*
 * test_great_potlatch_board.c: a drag at The Great Potlatch table as a
 * move (great_potlatch_board.c): a role marker to your role spot in the
 * Gathering, an Elder's card only on its own Ancestor's space of its
 * icon, a Carver's pole, a Shaman's Ritual built in steps, a gift of one
 * valuable, and a sentence for every refusal.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "great_potlatch/great_potlatch_board.h"

typedef struct fixture {
	gp_state s;
	pg_move legal[PG_MAX_MOVES];
	gp_board_ask ask;
} fixture;

/* Refreshes the ask from the state, as the scene does each time. */
static void ask_now(fixture *f, pg_move staged)
{
	f->ask.state = &f->s;
	f->ask.seat = great_potlatch_game.current_player(&f->s);
	f->ask.legal = f->legal;
	f->ask.legal_count = f->ask.seat >= 0
	    ? great_potlatch_game.legal_moves(&f->s, f->legal, PG_MAX_MOVES) : 0;
	f->ask.staged = staged;
}

/* A three-player day with Red (seat 0) as Speaker, at the Gathering. */
static void gathering(fixture *f)
{
	memset(f, 0, sizeof *f);
	pg_options o = {.players = 3};
	great_potlatch_game.init(&f->s, &o);
	f->s.phase = GP_PHASE_GATHERING;
	f->s.speaker = 0;
	f->s.turn = 0;
	f->s.deck = 0;
	f->s.deck_count = 0;
	ask_now(f, PG_NO_MOVE);
}

/* Red acting in the daytime in role with these Potlatch cards. */
static void daytime(fixture *f, int role, uint64_t hand, uint32_t totems)
{
	gathering(f);
	f->s.phase = GP_PHASE_DAY_ACTION;
	f->s.role[0] = (uint8_t)role;
	f->s.hand[0] = hand;
	f->s.hand_potlatch[0] = (uint8_t)__builtin_popcountll(hand);
	f->s.totem_hand[0] = totems;
	f->s.hand_totem[0] = (uint8_t)__builtin_popcount(totems);
	ask_now(f, PG_NO_MOVE);
}

static void a_role_marker_goes_to_the_role_spot_in_the_gathering(void **unused)
{
	(void)unused;
	fixture f;
	gathering(&f);
	pg_move out[4];
	assert_int_equal(gp_board_moves(&f.ask, GP_PIECE_ROLE + GP_CARVER, GP_ZONE_ROLE, out, 4), 1);
	assert_int_equal(out[0], GP_MOVE_ROLE + GP_CARVER);
	assert_int_equal(gp_board_moves(&f.ask, GP_PIECE_ROLE + GP_CARVER, GP_ZONE_GIFT, out, 4), 0);
	/* Both Shaman markers taken: refused, and the sentence says so. */
	f.s.role_left[GP_SHAMAN] = 0;
	ask_now(&f, PG_NO_MOVE);
	assert_int_equal(gp_board_moves(&f.ask, GP_PIECE_ROLE + GP_SHAMAN, GP_ZONE_ROLE, out, 4), 0);
	char why[200];
	gp_board_refusal(&f.ask, GP_PIECE_ROLE + GP_SHAMAN, GP_ZONE_ROLE, why, sizeof why);
	assert_non_null(strstr(why, "Both Shaman markers"));
}

static void an_elder_gift_goes_only_on_the_matching_space(void **unused)
{
	(void)unused;
	fixture f;
	int card = gp_card(GP_WOLF, GP_MOON, GP_CANOE);
	daytime(&f, GP_ELDER, 1ull << card, 0);
	pg_move out[4];
	assert_int_equal(gp_board_moves(&f.ask, GP_PIECE_CARD + card, gp_zone_space(GP_WOLF, GP_MOON),
					 out, 4),
			 1);
	assert_int_equal(out[0], GP_MOVE_GIFT + card);
	/* Another Ancestor, or the right one's other icon: no move, a reason. */
	assert_int_equal(gp_board_moves(&f.ask, GP_PIECE_CARD + card, gp_zone_space(GP_RAVEN, GP_MOON),
					 out, 4),
			 0);
	assert_int_equal(gp_board_moves(&f.ask, GP_PIECE_CARD + card, gp_zone_space(GP_WOLF, GP_SUN),
					 out, 4),
			 0);
	char why[200];
	gp_board_refusal(&f.ask, GP_PIECE_CARD + card, gp_zone_space(GP_WOLF, GP_SUN), why, sizeof why);
	assert_non_null(strstr(why, "Wolf Ancestor's Moon space"));
	/* Both Moon spaces of the Wolf taken: no space glows for it. */
	f.s.space[GP_WOLF][GP_MOON][0] = 2;
	f.s.space[GP_WOLF][GP_MOON][1] = 3;
	ask_now(&f, PG_NO_MOVE);
	assert_int_equal(gp_board_moves(&f.ask, GP_PIECE_CARD + card, gp_zone_space(GP_WOLF, GP_MOON),
					 out, 4),
			 0);
	gp_board_refusal(&f.ask, GP_PIECE_CARD + card, gp_zone_space(GP_WOLF, GP_MOON), why, sizeof why);
	assert_non_null(strstr(why, "Both Moon spaces"));
}

static void a_carver_carves_only_when_the_markers_allow(void **unused)
{
	(void)unused;
	fixture f;
	int totem = gp_totem_of(GP_THUNDERBIRD, GP_THUNDERBIRD, GP_WOLF);
	daytime(&f, GP_CARVER, 0, 1u << totem);
	pg_move out[4];
	assert_int_equal(gp_board_moves(&f.ask, GP_PIECE_TOTEM + totem, GP_ZONE_POLES, out, 4), 0);
	char why[200];
	gp_board_refusal(&f.ask, GP_PIECE_TOTEM + totem, GP_ZONE_POLES, why, sizeof why);
	assert_non_null(strstr(why, "two for two alike"));
	/* Two markers on the Thunderbird and one on the Wolf: it carves. */
	f.s.space[GP_THUNDERBIRD][GP_SUN][0] = 1;
	f.s.space[GP_THUNDERBIRD][GP_MOON][0] = 1;
	f.s.space[GP_WOLF][GP_COPPER][0] = 1;
	f.s.placed[0][GP_THUNDERBIRD] = 2;
	f.s.placed[0][GP_WOLF] = 1;
	f.s.markers[0] = GP_MARKERS - 3;
	ask_now(&f, PG_NO_MOVE);
	assert_int_equal(gp_board_moves(&f.ask, GP_PIECE_TOTEM + totem, GP_ZONE_POLES, out, 4), 1);
	assert_int_equal(out[0], GP_MOVE_CARVE + totem);
	/* A click (no zone) goes to the poles too. */
	assert_int_equal(gp_board_moves(&f.ask, GP_PIECE_TOTEM + totem, -1, out, 4), 1);
}

static void a_ritual_is_staged_then_its_pick_changed(void **unused)
{
	(void)unused;
	fixture f;
	int totem = gp_totem_of(GP_KILLER_WHALE, GP_WOLF, GP_RAVEN);
	int k1 = gp_card(GP_KILLER_WHALE, GP_SUN, GP_BLANKET);
	int w1 = gp_card(GP_WOLF, GP_SUN, GP_OIL), w2 = gp_card(GP_WOLF, GP_COPPER, GP_BOX);
	int r1 = gp_card(GP_RAVEN, GP_MOON, GP_CANOE);
	int t1 = gp_card(GP_THUNDERBIRD, GP_SUN, GP_CANOE);
	daytime(&f, GP_SHAMAN, (1ull << k1) | (1ull << w1) | (1ull << w2) | (1ull << r1) | (1ull << t1),
		1u << totem);
	pg_move staged = PG_NO_MOVE;
	/* A card before the Totem Pole card builds nothing. */
	assert_false(gp_board_stage(&f.ask, GP_PIECE_CARD + w2, GP_ZONE_RITUAL, &staged));
	assert_true(gp_board_stage(&f.ask, GP_PIECE_TOTEM + totem, GP_ZONE_RITUAL, &staged));
	int t, cards[3];
	assert_true(gp_ritual_cards(staged, &t, cards));
	assert_int_equal(t, totem);
	assert_int_equal(cards[1], w1); /* the game's pick: the lowest Wolf card */
	ask_now(&f, staged);
	assert_true(gp_board_staged_legal(&f.ask));
	/* The other Wolf card takes the first one's place; the rest stay. */
	assert_true(gp_board_stage(&f.ask, GP_PIECE_CARD + w2, GP_ZONE_RITUAL, &staged));
	assert_true(gp_ritual_cards(staged, &t, cards));
	assert_int_equal(cards[0], k1);
	assert_int_equal(cards[1], w2);
	assert_int_equal(cards[2], r1);
	/* A Thunderbird is no crest of this pole. */
	ask_now(&f, staged);
	assert_false(gp_board_stage(&f.ask, GP_PIECE_CARD + t1, GP_ZONE_RITUAL, &staged));
	char why[200];
	gp_board_refusal(&f.ask, GP_PIECE_CARD + t1, GP_ZONE_RITUAL, why, sizeof why);
	assert_non_null(strstr(why, "no Thunderbird crest"));
}

static void a_potlatch_gift_is_of_one_valuable(void **unused)
{
	(void)unused;
	fixture f;
	gathering(&f);
	int b1 = gp_card(GP_RAVEN, GP_SUN, GP_BLANKET), b2 = gp_card(GP_WOLF, GP_MOON, GP_BLANKET);
	int c1 = gp_card(GP_WOLF, GP_SUN, GP_CANOE);
	f.s.phase = GP_PHASE_POTLATCH;
	f.s.turn = 1;
	f.s.hand[1] = (1ull << b1) | (1ull << b2) | (1ull << c1);
	f.s.hand_potlatch[1] = 3;
	ask_now(&f, PG_NO_MOVE);
	pg_move out[4];
	assert_int_equal(gp_board_moves(&f.ask, GP_PIECE_CARD + c1, GP_ZONE_GIFT, out, 4), 1);
	/* Once blankets are given, a canoe is refused with the reason. */
	great_potlatch_game.apply_move(&f.s, GP_MOVE_GIVE + b1, NULL);
	ask_now(&f, PG_NO_MOVE);
	assert_int_equal(gp_board_moves(&f.ask, GP_PIECE_CARD + b2, GP_ZONE_GIFT, out, 4), 1);
	assert_int_equal(gp_board_moves(&f.ask, GP_PIECE_CARD + c1, GP_ZONE_GIFT, out, 4), 0);
	char why[200];
	gp_board_refusal(&f.ask, GP_PIECE_CARD + c1, GP_ZONE_GIFT, why, sizeof why);
	assert_non_null(strstr(why, "giving Blankets"));
	/* Nobody may act: nothing moves, and it says whose turn it is not. */
	f.ask.seat = -1;
	assert_int_equal(gp_board_moves(&f.ask, GP_PIECE_CARD + b2, GP_ZONE_GIFT, out, 4), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(a_role_marker_goes_to_the_role_spot_in_the_gathering),
		cmocka_unit_test(an_elder_gift_goes_only_on_the_matching_space),
		cmocka_unit_test(a_carver_carves_only_when_the_markers_allow),
		cmocka_unit_test(a_ritual_is_staged_then_its_pick_changed),
		cmocka_unit_test(a_potlatch_gift_is_of_one_valuable),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
