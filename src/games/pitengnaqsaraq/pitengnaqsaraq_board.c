/*
 * pitengnaqsaraq_board.c: a family's piece on a village, or a food card on
 * a family, as a move, or the reason why not (see pitengnaqsaraq_board.h).
 */
#include "pg_i18n.h"
#include "pitengnaqsaraq/pitengnaqsaraq_board.h"

#include <stdio.h>

static int one(const pit_board_ask *ask, pg_move move, pg_move *out, int cap)
{
	if (cap < 1 || !pg_moves_contain(ask->legal, ask->legal_count, move))
		return 0;
	out[0] = move;
	return 1;
}

static int family_moves(const pit_board_ask *ask, int seat, int zone, pg_move *out, int cap)
{
	const pit_state *s = ask->state;
	if (seat != ask->seat || zone < PIT_BOARD_VILLAGE ||
	    zone >= PIT_BOARD_VILLAGE + PIT_VILLAGES)
		return 0;
	int village = zone - PIT_BOARD_VILLAGE;
	if (s->phase == PIT_PHASE_HOME)
		return one(ask, PIT_MOVE_HOME + village, out, cap);
	return one(ask, PIT_MOVE_GO + village, out, cap);
}

static int card_moves(const pit_board_ask *ask, int owner, int food, int zone, pg_move *out,
                      int cap)
{
	const pit_state *s = ask->state;
	bool to_panel = zone >= PIT_BOARD_PANEL && zone < PIT_BOARD_PANEL + s->players;
	int target = to_panel ? zone - PIT_BOARD_PANEL : -1;
	if (!to_panel && zone != -1)
		return 0;
	switch (s->phase) {
	case PIT_PHASE_ACT:
		if (owner != ask->seat || target < 0 || target == owner)
			return 0;
		return one(ask, pit_move_give(target, food), out, cap);
	case PIT_PHASE_PAY:
		if (owner != ask->seat || (target >= 0 && target != pit_poorest(s, owner)))
			return 0;
		return one(ask, PIT_MOVE_PAY + food, out, cap);
	case PIT_PHASE_PICK:
		if (owner != s->giver || (target >= 0 && target != ask->seat))
			return 0;
		return one(ask, PIT_MOVE_PICK + food, out, cap);
	default:
		return 0;
	}
}

int pit_board_moves(const pit_board_ask *ask, int piece, int zone, pg_move *out, int cap)
{
	if (ask->seat < 0 || piece < 0 || piece >= PIT_BOARD_PIECES)
		return 0;
	if (piece < PIT_BOARD_CARD)
		return family_moves(ask, piece - PIT_BOARD_FAMILY, zone, out, cap);
	int owner = (piece - PIT_BOARD_CARD) / PIT_FOODS,
	    food = (piece - PIT_BOARD_CARD) % PIT_FOODS;
	return card_moves(ask, owner, food, zone, out, cap);
}

/* What the weather forbids, in words, for a refusal. */
static const char *weather_word(const pit_state *s)
{
	return s->weather < PIT_WEATHERS ? pit_weather_words[s->weather] : _("The weather");
}

bool pit_board_travel_refusal(const pit_state *s, int seat, int village, char *buf, size_t size)
{
	const pit_family *f = &s->family[seat];
	pit_transport season = pit_transport_season(s->half_month);
	if (pit_can_travel(s, seat, village))
		return false;
	if (village == f->village)
		snprintf(buf, size, _("Your family is already at %s (%s)."),
		         pit_villages[village].yupik, pit_villages[village].english);
	else if (pit_forbidden(s) & PIT_NO_TRAVEL)
		snprintf(buf, size, _("%s (%s): no one travels this half-month."), weather_word(s),
		         _(pit_weather_english[s->weather]));
	else if (season == PIT_TRANSPORT_NONE)
		snprintf(buf, size,
		         _("Freeze-up: the ice is neither open water for a kayak nor safe for a "
		           "dog team."));
	else if (season == PIT_TRANSPORT_DOGS && !f->dog_teams)
		snprintf(buf, size,
		         _("Winter travel needs a dog team, and your family has none."));
	else if (season == PIT_TRANSPORT_KAYAK && !f->kayak)
		snprintf(buf, size,
		         _("Travel on open water needs a kayak, and your family has none."));
	else if (season == PIT_TRANSPORT_DOGS &&
	         (pit_village_on_nunivak(village) || pit_village_on_nunivak(f->village)))
		snprintf(buf, size,
		         _("No dog team crosses Etolin Strait: Nunivak is reached by kayak."));
	else if (pit_distance_km(f->village, village) > pit_travel_range_km(s, seat))
		snprintf(buf, size, _("%s (%s) is %.0f km away; your family can go %d km."),
		         pit_villages[village].yupik, pit_villages[village].english,
		         pit_distance_km(f->village, village),
		         pit_travel_range_km(s, seat));
	else
		snprintf(buf, size, _("%s (%s) keeps kayaks off the open sea."), weather_word(s),
		         _(pit_weather_english[s->weather]));
	return true;
}

bool pit_board_travel_blocked(const pit_state *s, int seat, char *buf, size_t size)
{
	int from = s->family[seat].village, nearest = -1;
	for (int k = 0; k < PIT_VILLAGES; k++) {
		if (k == from)
			continue;
		if (pit_can_travel(s, seat, k))
			return false;
		if (nearest < 0 || pit_distance_km(from, k) < pit_distance_km(from, nearest))
			nearest = k;
	}
	return nearest >= 0 && pit_board_travel_refusal(s, seat, nearest, buf, size);
}

static void family_refusal(const pit_board_ask *ask, int seat, int zone, char *buf, size_t n)
{
	const pit_state *s = ask->state;
	if (seat != ask->seat) {
		snprintf(buf, n, _("That is the %s family: move your own piece."),
		         pit_seat_name(seat));
		return;
	}
	/* Why the piece cannot move now comes before where to drop it: a piece
	 * let go over no village, when no village would take it, says why. */
	bool on_village = zone >= PIT_BOARD_VILLAGE && zone < PIT_BOARD_VILLAGE + PIT_VILLAGES;
	bool act = s->phase == PIT_PHASE_ACT;
	if (s->phase == PIT_PHASE_TAKE)
		snprintf(buf, n, "%s", _("Choose what to take first."));
	else if (!act && (s->phase != PIT_PHASE_HOME || on_village))
		snprintf(buf, n, "%s", _("Your family cannot travel now."));
	else if (act && s->travelled)
		snprintf(buf, n, "%s", _("Your family has already travelled this turn."));
	else if (on_village) {
		if (!pit_board_travel_refusal(s, seat, zone - PIT_BOARD_VILLAGE, buf, n))
			snprintf(buf, n, "%s", _("Your family cannot travel there now."));
	} else if (!act || !pit_board_travel_blocked(s, seat, buf, n))
		snprintf(buf, n, "%s", _("Drop your family's piece on a village."));
}

static void card_refusal(const pit_board_ask *ask, int owner, int food, int zone, char *buf,
                         size_t n)
{
	const pit_state *s = ask->state;
	int target = zone >= PIT_BOARD_PANEL ? zone - PIT_BOARD_PANEL : -1;
	if (s->phase == PIT_PHASE_PICK) {
		if (owner != s->giver)
			snprintf(buf, n, _("Pick one of the %s family's cards."),
			         pit_seat_name(s->giver));
		else
			snprintf(buf, n, "%s", _("Drop the card on your own family."));
	} else if (s->phase == PIT_PHASE_PAY) {
		int poorest = pit_poorest(s, ask->seat);
		if (owner != ask->seat)
			snprintf(buf, n, "%s", _("Pay with one of your own cards."));
		else
			snprintf(buf, n, _("Raven's payment goes to the poorest family, %s."),
			         poorest >= 0 ? pit_seat_name(poorest) : _("none"));
	} else if (owner != ask->seat) {
		snprintf(buf, n, _("Those are the %s family's cards."), pit_seat_name(owner));
	} else if (s->phase != PIT_PHASE_ACT) {
		snprintf(buf, n, "%s", _("Finish the roll first; then give food."));
	} else if (target < 0 || target == owner) {
		snprintf(buf, n, "%s", _("Drop the card on another family to give it."));
	} else if (s->family[target].out) {
		snprintf(buf, n, _("The %s family starved and is out of the game."),
		         pit_seat_name(target));
	} else if (!s->family[owner].food_halves[food]) {
		snprintf(buf, n, _("Your family has no %s left."), _(pit_foods[food].plural));
	} else {
		snprintf(buf, n, "%s", _("That card cannot be given now."));
	}
}

void pit_board_refusal(const pit_board_ask *ask, int piece, int zone, char *buf, size_t size)
{
	const pit_state *s = ask->state;
	if (s->phase == PIT_PHASE_OVER) {
		snprintf(buf, size, "%s", _("The year is over."));
	} else if (ask->seat < 0) {
		bool own_roll = s->phase == PIT_PHASE_ROLL && ask->person_rolls_next;
		snprintf(buf, size, "%s", own_roll ? _("Roll the dice first.") : _("Not your turn."));
	} else if (piece >= 0 && piece < PIT_BOARD_CARD) {
		family_refusal(ask, piece - PIT_BOARD_FAMILY, zone, buf, size);
	} else if (piece >= PIT_BOARD_CARD && piece < PIT_BOARD_PIECES) {
		card_refusal(ask, (piece - PIT_BOARD_CARD) / PIT_FOODS,
		             (piece - PIT_BOARD_CARD) % PIT_FOODS, zone, buf, size);
	} else {
		snprintf(buf, size, "%s", _("That cannot be moved."));
	}
}
