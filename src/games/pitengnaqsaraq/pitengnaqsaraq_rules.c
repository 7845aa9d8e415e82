/*
 * pitengnaqsaraq_rules.c: the Pitengnaqsaraq rule engine behind
 * pitengnaqsaraq_game: the options, the flow of a round, applying a move,
 * the results and the invariants. The other parts of the engine are listed
 * in pitengnaqsaraq_rules_internal.h.
 *
 * Food is kept in half cards by the half-month it was taken, with running
 * sums per half-month and per food, so that eating the oldest food first,
 * spoilage and the "poorest family" are cheap for the AI's playouts. The
 * decisions the rule book leaves open are in docs/rules/pitengnaqsaraq.md.
 */
#include "pitengnaqsaraq_rules_internal.h"
#include "pg_i18n.h"

#include <stdio.h>
#include <string.h>

/* ---- init and options ------------------------------------------------- */

static const char *const standing_names[] = {"off", "on"};
static const char *const start_names[PIT_HALF_MONTHS] = {
    "kanruyauciq-1",    "kanruyauciq-2", "kepnerciq-1",   "kepnerciq-2", "tengmiirviguaq-1",
    "tengmiirviguaq-2", "tengmiirvik-1", "tengmiirvik-2", "qusiirvik-1", "qusiirvik-2",
    "kaugun-1",         "kaugun-2",      "ingun-1",       "ingun-2",     "amirairun-1",
    "amirairun-2",      "amiraayaaq-1",  "amiraayaaq-2",  "nulirun-1",   "nulirun-2",
    "cauyarvik-1",      "cauyarvik-2",   "uivik-1",       "uivik-2",
};

/* The setup screen's names of the starting half-months, in start_names'
 * order: the Yup'ik month stays as it is, its English month is translated. */
static const char *const start_labels[PIT_HALF_MONTHS] = {
    N_("early Kanruyauciq (January)"),  N_("late Kanruyauciq (January)"),
    N_("early Kep'nerciq (February)"),  N_("late Kep'nerciq (February)"),
    N_("early Tengmiirviguaq (March)"), N_("late Tengmiirviguaq (March)"),
    N_("early Tengmiirvik (April)"),    N_("late Tengmiirvik (April)"),
    N_("early Qusiirvik (May)"),        N_("late Qusiirvik (May)"),
    N_("early Kaugun (June)"),          N_("late Kaugun (June)"),
    N_("early Ingun (July)"),           N_("late Ingun (July)"),
    N_("early Amirairun (August)"),     N_("late Amirairun (August)"),
    N_("early Amiraayaaq (September)"), N_("late Amiraayaaq (September)"),
    N_("early Nulirun (October)"),      N_("late Nulirun (October)"),
    N_("early Cauyarvik (November)"),   N_("late Cauyarvik (November)"),
    N_("early Uivik (December)"),       N_("late Uivik (December)"),
};
static const char *const standing_labels[] = {N_("Off"), N_("On")};

static const pg_option_spec pit_options[PIT_OPTION_COUNT] = {
    [PIT_OPT_YEARS] =
        {.key = "years",
         .label = N_("Years"),
         .min_value = 1,
         .max_value = 2,
         .default_value = 1,
         .value_names = NULL,
         .help = N_("How many years the families live through (food spoils after one).")},
    [PIT_OPT_START] = {.key = "start",
                       .label = N_("Starting month"),
                       .min_value = 0,
                       .max_value = PIT_HALF_MONTHS - 1,
                       .default_value = 10,
                       .value_names = start_names,
                       .value_labels = start_labels,
                       .help = N_(
                           "The half-month the year begins with; Kaugun (June) by default.")},
    [PIT_OPT_STANDING] = {.key = "standing",
                          .label = N_("Standing"),
                          .min_value = 0,
                          .max_value = 1,
                          .default_value = 0,
                          .value_names = standing_names,
                          .value_labels = standing_labels,
                          .help = N_(
                              "Off: the table wins together. On: each family is also scored.")},
};

static void pit_init(void *state, const pg_options *options)
{
	pit_state *s = pit_st(state);
	memset(s, 0, sizeof *s);
	s->players = (uint8_t)options->players;
	s->years = (uint8_t)options->values[PIT_OPT_YEARS];
	s->start = (uint8_t)options->values[PIT_OPT_START];
	s->standing = (uint8_t)options->values[PIT_OPT_STANDING];
	s->rounds = (uint8_t)(PIT_HALF_MONTHS * s->years);
	s->half_month = s->start;
	s->phase = PIT_PHASE_KEEPER;
	s->weather = 255;
	s->raven_card = 255;
	for (int p = 0; p < s->players; p++) {
		pit_family *f = &s->family[p];
		f->dog_teams = 1;
		f->kayak = 1;
		/* Two fish cards: dried salmon from last summer's racks. */
		pit_add_halves(f, s->start, PIT_SALMON, 4);
	}
}

static int pit_num_seats(const void *state)
{
	return pit_cst(state)->players;
}

int pit_current_player(const void *state)
{
	/* Who moves in each phase, looked up rather than switched on (every
	 * ply of a playout asks): chance, nobody, the actor or the turn. */
	enum { CHANCE, OVER, ACTOR, TURN };
	static const uint8_t who[PIT_PHASE_OVER + 1] = {
	    [PIT_PHASE_KEEPER] = CHANCE, [PIT_PHASE_HOME] = ACTOR,  [PIT_PHASE_FOOD] = ACTOR,
	    [PIT_PHASE_WEATHER] = CHANCE, [PIT_PHASE_START] = TURN, [PIT_PHASE_ROLL] = CHANCE,
	    [PIT_PHASE_TAKE] = TURN,     [PIT_PHASE_PICK] = ACTOR,  [PIT_PHASE_RAVEN] = CHANCE,
	    [PIT_PHASE_PAY] = TURN,      [PIT_PHASE_ACT] = TURN,    [PIT_PHASE_DRAFT] = TURN,
	    [PIT_PHASE_ANSWER] = ACTOR,  [PIT_PHASE_OVER] = OVER,
	};
	const pit_state *s = pit_cst(state);
	int w = who[s->phase];
	return w == TURN ? s->turn : w == ACTOR ? s->actor : w == CHANCE ? PG_CHANCE : PG_TERMINAL;
}

static int pit_chance_seat(const void *state)
{
	const pit_state *s = pit_cst(state);
	switch (s->phase) {
	case PIT_PHASE_ROLL:
	case PIT_PHASE_RAVEN:
		return s->turn;
	case PIT_PHASE_WEATHER:
		/* The keeper spins; a keeper who starved leaves it to the program. */
		return s->family[s->keeper].out ? -1 : s->keeper;
	default:
		return -1;
	}
}

static int pit_seat_status(const void *state, int seat)
{
	return pit_cst(state)->family[seat].out ? PG_SEAT_OUT : PG_SEAT_PLAYING;
}

/* ---- the flow of a round ------------------------------------------------ */

static void finish(pit_state *s, pg_event_list *ev)
{
	s->phase = PIT_PHASE_OVER;
	pit_event(ev, PG_EVENT_GAME_OVER, 0, -1, pit_alive_count(s), 0, 0, 0);
}

static void starve(pit_state *s, int p, pg_event_list *ev)
{
	pit_family *f = &s->family[p];
	pit_clear_food(f);
	f->out = 1;
	f->dog_teams = 0;
	f->kayak = 0;
	f->hungry = 0;
	f->out_round = s->round;
	pit_event(ev, PG_EVENT_SPECIAL, PIT_EV_STARVED, p, 0, 0, 0, 0);
}

/* The meal at the end of a round: one card, two with two dog teams. A
 * family short of food eats its dogs; without dogs it goes hungry once; a
 * second time it starves. */
static void meal(pit_state *s, int p, pg_event_list *ev)
{
	pit_family *f = &s->family[p];
	int need = pit_meal_halves(s, p);
	int eaten = pit_eat_halves(s, f, need);
	f->eaten_halves = (uint16_t)(f->eaten_halves + eaten);
	if (eaten)
		pit_event(ev, PG_EVENT_SPECIAL, PIT_EV_EAT, p, eaten, 0, 0, 0);
	if (eaten == need) {
		f->hungry = 0;
	} else if (f->dog_teams > 0) {
		f->dog_teams--;
		f->hungry = 0;
		pit_event(ev, PG_EVENT_SPECIAL, PIT_EV_ATE_DOGS, p, 0, 0, 0, 0);
	} else if (!f->hungry) {
		f->hungry = 1;
		pit_event(ev, PG_EVENT_SPECIAL, PIT_EV_HUNGRY, p, 0, 0, 0, 0);
	} else {
		starve(s, p, ev);
	}
}

/* A food outside `kinds` (a bit each) of which a family holds a half
 * card (an odd number of halves), the first in food order, or -1. */
static int half_card_outside(const pit_family *f, unsigned kinds)
{
	for (int food = 0; food < PIT_FOODS; food++)
		if (!(kinds & 1u << food) && f->food_halves[food] % 2)
			return food;
	return -1;
}

/* New winter clothing in Cauyarvik: one furbearer card, or two cards of
 * seal, caribou or birds, or a dog team's hides; with none of these, two
 * cards of any food (fish skins were sewn too). The book lets a half card
 * of one kind and a half of another make a whole card of either: a half
 * furbearer card with a half of any other food is a furbearer card, and
 * three halves of hides with a half of another food are two hide cards. */
static void winter_clothing(pit_state *s, int p, pg_event_list *ev)
{
	pit_family *f = &s->family[p];
	const unsigned hide_kinds = 1u << PIT_SEAL | 1u << PIT_CARIBOU | 1u << PIT_BIRDS;
	int paid = -1, furs = f->food_halves[PIT_FURS];
	int hides =
	    f->food_halves[PIT_SEAL] + f->food_halves[PIT_CARIBOU] + f->food_halves[PIT_BIRDS];
	int pair = -1; /* the half card of another food that completes a card */
	if (furs == 1)
		pair = half_card_outside(f, 1u << PIT_FURS);
	else if (furs == 0 && hides == 3)
		pair = half_card_outside(f, hide_kinds | 1u << PIT_FURS);
	if (furs >= 2 || (furs == 1 && pair >= 0)) {
		pit_move_food(s, f, NULL, PIT_FURS, 2);
		paid = PIT_FURS;
	} else if (hides >= 4 || pair >= 0) {
		int left = 4 - (pair >= 0);
		static const int order[3] = {PIT_BIRDS, PIT_SEAL, PIT_CARIBOU};
		for (int i = 0; i < 3 && left; i++)
			left -= pit_move_food(s, f, NULL, order[i], left);
		paid = PIT_SEAL;
	} else if (f->dog_teams > 0) {
		f->dog_teams--;
		paid = PIT_ITEM_DOGS;
	} else {
		pit_eat_halves(s, f, 4);
		paid = PIT_SALMON;
	}
	if (pair >= 0)
		pit_move_food(s, f, NULL, pair, 1);
	pit_event(ev, PG_EVENT_SPECIAL, PIT_EV_CLOTHING, p, paid, pair, 0, 0);
}

/* In Uivik a family away from home is brought back, and the late journey
 * costs it two cards of food. */
static void home_for_uivik(pit_state *s, int p, pg_event_list *ev)
{
	pit_family *f = &s->family[p];
	if (f->village == f->home)
		return;
	pit_event(ev, PG_EVENT_PIECE_MOVED, PIT_EV_SENT_HOME, p, f->village, f->home, 0, 0);
	f->village = f->home;
	pit_eat_halves(s, f, 4);
}

static void spoil(pit_state *s, int p, pg_event_list *ev)
{
	pit_family *f = &s->family[p];
	int cell = s->half_month, spoiled = f->cell_halves[cell];
	if (!spoiled)
		return;
	for (int food = 0; food < PIT_FOODS; food++)
		if (f->halves[cell][food])
			pit_remove_halves(f, cell, food, f->halves[cell][food]);
	pit_event(ev, PG_EVENT_SPECIAL, PIT_EV_SPOILED, p, spoiled, 0, 0, 0);
}

/* Families in turn order from the keeper. */
static int seat_in_order(const pit_state *s, int i)
{
	/* i runs over 0 .. players - 1: a wrap, not a division, each round. */
	int p = s->keeper - i;
	return p < 0 ? p + s->players : p;
}

static void begin_round(pit_state *s, bool eat_first, pg_event_list *ev)
{
	if (eat_first) {
		for (int i = 0; i < s->players; i++) {
			int p = seat_in_order(s, i);
			if (!s->family[p].out)
				meal(s, p, ev);
		}
		s->round++;
	}
	if (s->round >= s->rounds || pit_alive_count(s) == 0) {
		finish(s, ev);
		return;
	}
	s->half_month = (uint8_t)((s->start + s->round) % PIT_HALF_MONTHS);
	pit_event(ev, PG_EVENT_PHASE_CHANGED, PIT_EV_ROUND, -1, s->round, s->half_month, 0,
	              0);
	for (int i = 0; i < s->players; i++) {
		int p = seat_in_order(s, i);
		if (s->family[p].out)
			continue;
		if (s->round >= PIT_HALF_MONTHS)
			spoil(s, p, ev);
		if (s->half_month == HM_CAUYARVIK)
			winter_clothing(s, p, ev);
		if (s->half_month == HM_UIVIK)
			home_for_uivik(s, p, ev);
	}
	s->phase = PIT_PHASE_WEATHER;
}

/* The families other than the turn's still playing, a bit each (no
 * branch per seat): every slot is read, the seats beyond the table masked
 * off after. */
static unsigned other_families(const pit_state *s)
{
	unsigned playing = 0;
#pragma GCC unroll 5
	for (int p = 0; p < PIT_MAX_PLAYERS; p++)
		playing |= (unsigned)!s->family[p].out << p;
	unsigned seats = (1u << s->players) - 1;
	return playing & seats & ~(1u << s->turn);
}

static void begin_turn(pit_state *s, pg_event_list *ev)
{
	const pit_family *f = &s->family[s->turn];
	s->others = (uint8_t)other_families(s);
	s->travelled = 0;
	s->offers_made = 0;
	s->dice[0] = s->dice[1] = 0;
	pit_event(ev, PG_EVENT_TURN_BEGAN, 0, s->turn, 0, 0, 0, 0);
	s->phase =
	    (!f->kayak && f->food_halves[PIT_SEAL] >= 4) ? PIT_PHASE_START : PIT_PHASE_ROLL;
}

static int next_living(const pit_state *s, int seat)
{
	int p = seat;
	for (int i = 0; i < s->players; i++) {
		if (!s->family[p].out)
			return p;
		p = pit_next_seat(s, p);
	}
	return -1;
}

static void clear_draft(pit_state *s)
{
	memset(s->offer_give, 0, sizeof s->offer_give);
	memset(s->offer_ask, 0, sizeof s->offer_ask);
	memset(s->offer_count, 0, sizeof s->offer_count);
	memset(s->offer_items, 0, sizeof s->offer_items);
	memset(s->offer_open, 0, sizeof s->offer_open);
}

/* (The draft is empty here: every offer ends in a cancel or an answer,
 * which clear it.) */
static void end_turn(pit_state *s, pg_event_list *ev)
{
	if (--s->turns_left == 0) {
		begin_round(s, true, ev);
		return;
	}
	s->turn = (uint8_t)next_living(s, pit_next_seat(s, s->turn));
	begin_turn(s, ev);
}

/* Next gift of a roll of 3 or 9, or on to the rest of the turn. */
static void next_pick(pit_state *s)
{
	for (int i = 1, p = pit_next_seat(s, s->turn); i < s->players;
	     i++, p = pit_next_seat(s, p)) {
		if (!(s->pick_left & (1 << p)))
			continue;
		s->pick_left &= (uint8_t) ~(1 << p);
		int giver = s->pick_kind == 3 ? p : s->turn;
		int receiver = s->pick_kind == 3 ? s->turn : p;
		if (s->family[giver].out || s->family[receiver].out ||
		    s->family[giver].total_halves == 0)
			continue;
		s->giver = (uint8_t)giver;
		s->actor = (uint8_t)receiver;
		s->phase = PIT_PHASE_PICK;
		return;
	}
	s->phase = PIT_PHASE_ACT;
}

static void after_roll(pit_state *s, pg_event_list *ev)
{
	pit_family *f = &s->family[s->turn];
	int total = pit_dice_total(s);
	s->phase = PIT_PHASE_ACT;
	if (total == 3 || total == 9) {
		if (total == 3 && f->dog_teams == 0) {
			f->dog_teams = 1;
			pit_event(ev, PG_EVENT_SPECIAL, PIT_EV_PUPS, s->turn, 0, 0, 0, 0);
		}
		s->pick_kind = (uint8_t)total;
		s->pick_left = 0;
		for (int p = 0; p < s->players; p++)
			if (p != s->turn && !s->family[p].out)
				s->pick_left |= (uint8_t)(1 << p);
		next_pick(s);
	} else if (total == 8) {
		s->phase = PIT_PHASE_RAVEN;
	} else if (total == 12) {
		int lost = -1;
		pit_transport season = pit_transport_season(s->half_month);
		if (season == PIT_TRANSPORT_DOGS && f->dog_teams) {
			f->dog_teams--;
			lost = PIT_ITEM_DOGS;
		} else if (season == PIT_TRANSPORT_KAYAK && f->kayak) {
			f->kayak = 0;
			lost = PIT_ITEM_KAYAK;
		}
		if (lost >= 0)
			pit_event(ev, PG_EVENT_SPECIAL, PIT_EV_LOST_TRANSPORT, s->turn,
			              lost, 0, 0, 0);
	} else if (pit_roll_takes_food(total) && pit_available_foods(s, s->turn)) {
		s->phase = PIT_PHASE_TAKE;
	}
}

static void take(pit_state *s, int chosen, pg_event_list *ev)
{
	int plan[PIT_FOODS];
	unsigned foods = pit_take_plan_foods(s, s->turn, chosen, plan);
	pit_family *f = &s->family[s->turn];
	for (; foods; foods &= foods - 1) {
		int food = __builtin_ctz(foods);
		pit_add_halves(f, s->half_month, food, plan[food]);
		pit_event(ev, PG_EVENT_PIECE_TAKEN, PIT_EV_TAKE, s->turn, food, plan[food],
		              0, 0);
	}
	s->phase = PIT_PHASE_ACT;
}

static void gift(pit_state *s, int from, int to, int food, pg_event_list *ev)
{
	pit_family *giver = &s->family[from], *receiver = &s->family[to];
	/* A card is never more than the giver holds, so all of it moves:
	 * counted and told first, the move is the last step (a jump, with no
	 * registers to keep for after it). */
	int halves = pit_card_halves(giver, food);
	giver->given_halves = (uint16_t)(giver->given_halves + halves);
	receiver->received_halves = (uint16_t)(receiver->received_halves + halves);
	pit_event(ev, PG_EVENT_SPECIAL, PIT_EV_GIFT, from, to, food, halves, 0);
	pit_move_food(s, giver, receiver, food, halves);
}

static void hand_over(pit_state *s, pit_family *from, pit_family *to, int item, int count)
{
	if (item == PIT_ITEM_DOGS) {
		from->dog_teams = (uint8_t)(from->dog_teams - count);
		to->dog_teams = (uint8_t)(to->dog_teams + count);
	} else if (item == PIT_ITEM_KAYAK) {
		from->kayak = (uint8_t)(from->kayak - count);
		to->kayak = (uint8_t)(to->kayak + count);
	} else {
		pit_move_food(s, from, to, item, 2 * count);
	}
}

static void trade(pit_state *s, pg_event_list *ev)
{
	pit_family *me = &s->family[s->turn], *them = &s->family[s->partner];
	/* No item is on both sides, so each side is handed over in turn. */
	for (uint32_t items = s->offer_items[0]; items; items &= items - 1) {
		int item = __builtin_ctz(items);
		hand_over(s, me, them, item, s->offer_give[item]);
	}
	for (uint32_t items = s->offer_items[1]; items; items &= items - 1) {
		int item = __builtin_ctz(items);
		hand_over(s, them, me, item, s->offer_ask[item]);
	}
	pit_event(ev, PG_EVENT_SPECIAL, PIT_EV_TRADE, s->turn, s->partner, 0, 0, 0);
}

static void choose_at_setup(pit_state *s, pg_move move, pg_event_list *ev)
{
	pit_family *chooser = &s->family[s->actor];
	if (s->phase == PIT_PHASE_HOME) {
		chooser->village = chooser->home = (uint8_t)(move - PIT_MOVE_HOME);
		pit_event(ev, PG_EVENT_PIECE_PLACED, 0, s->actor, chooser->village, 0, 0, 0);
	} else {
		pit_add_halves(chooser, s->start, move - PIT_MOVE_FOOD, 2);
	}
	int next = pit_next_seat(s, s->actor);
	if (next != s->keeper) {
		s->actor = (uint8_t)next;
	} else if (s->phase == PIT_PHASE_HOME) {
		s->phase = PIT_PHASE_FOOD;
		s->actor = s->keeper;
	} else {
		begin_round(s, false, ev);
	}
}

/* A turn's actions: the end, an offer (120+), a journey (192+) or a gift
 * (256+), the bulk of a random playout's moves. */
static void act(pit_state *s, pg_move move, pg_event_list *ev)
{
	pit_family *f = &s->family[s->turn];
	if (move >= PIT_MOVE_GIVE) {
		int to = (move - PIT_MOVE_GIVE) / PIT_FOODS, food = (move - PIT_MOVE_GIVE) % PIT_FOODS;
		gift(s, s->turn, to, food, ev);
	} else if (move >= PIT_MOVE_GO) {
		pit_event(ev, PG_EVENT_PIECE_MOVED, PIT_EV_TRAVEL, s->turn, f->village,
		              move - PIT_MOVE_GO, 0, 0);
		f->village = (uint8_t)(move - PIT_MOVE_GO);
		s->travelled = 1;
	} else if (move >= PIT_MOVE_OFFER) {
		s->partner = (uint8_t)(move - PIT_MOVE_OFFER);
		s->offers_made++;
		s->offer_open[0] = f->held_cards;
		s->offer_open[1] = s->family[s->partner].held_cards;
		s->phase = PIT_PHASE_DRAFT;
	} else {
		end_turn(s, ev);
	}
}

/* One more of item on a side of the draft (0 gives, 1 asks), held by
 * family `from`: a food stays open while `from` holds a whole card more. */
static void draft_item(pit_state *s, int side, const pit_family *from, int item)
{
	uint8_t *counts = side ? s->offer_ask : s->offer_give;
	counts[item]++;
	s->offer_count[side]++;
	s->offer_items[side] |= 1u << item;
	/* (No branch: whether a random item closes is a coin toss.) */
	unsigned closes = (item < PIT_FOODS) &
	                  (from->food_halves[item % PIT_FOODS] < 2 * counts[item] + 2);
	s->offer_open[side] &= ~(closes << item);
}

static void draft(pit_state *s, pg_move move, pg_event_list *ev)
{
	(void)ev; /* nothing to tell until the offer is answered */
	if (move >= PIT_MOVE_ASK) {
		draft_item(s, 1, &s->family[s->partner], move - PIT_MOVE_ASK);
	} else if (move >= PIT_MOVE_ADD) {
		draft_item(s, 0, &s->family[s->turn], move - PIT_MOVE_ADD);
	} else if (move == PIT_MOVE_SEND) {
		s->actor = s->partner;
		s->phase = PIT_PHASE_ANSWER;
	} else {
		clear_draft(s);
		s->phase = PIT_PHASE_ACT;
	}
}

/* ---- applying a move: a function per phase --------------------------- */

static void keeper_drawn(pit_state *s, pg_move move, pg_event_list *ev)
{
	s->keeper = (uint8_t)(move - PIT_MOVE_KEEPER);
	s->actor = s->keeper;
	s->turn = s->keeper;
	pit_event(ev, PG_EVENT_DICE_ROLLED, PIT_EV_KEEPER, -1, s->keeper, 0, 0, 0);
	s->phase = PIT_PHASE_HOME;
}

static void weather_spun(pit_state *s, pg_move move, pg_event_list *ev)
{
	s->weather = (uint8_t)(move - PIT_MOVE_WEATHER);
	pit_event(ev, PG_EVENT_DICE_ROLLED, PIT_EV_WEATHER, s->keeper, s->weather, 0, 0, 0);
	s->turns_left = (uint8_t)pit_alive_count(s);
	s->turn = (uint8_t)next_living(s, s->keeper);
	begin_turn(s, ev);
}

static void build_or_roll(pit_state *s, pg_move move, pg_event_list *ev)
{
	pit_family *f = &s->family[s->turn];
	if (move == PIT_MOVE_BUILD) {
		pit_move_food(s, f, NULL, PIT_SEAL, 4);
		f->kayak = 1;
		pit_event(ev, PG_EVENT_SPECIAL, PIT_EV_BUILD, s->turn, 0, 0, 0, 0);
		end_turn(s, ev);
	} else {
		s->phase = PIT_PHASE_ROLL;
	}
}

static void dice_rolled(pit_state *s, pg_move move, pg_event_list *ev)
{
	s->dice[0] = (uint8_t)((move - PIT_MOVE_ROLL) / 6 + 1);
	s->dice[1] = (uint8_t)((move - PIT_MOVE_ROLL) % 6 + 1);
	pit_event(ev, PG_EVENT_DICE_ROLLED, PIT_EV_ROLL, s->turn, s->dice[0], s->dice[1], 0, 0);
	after_roll(s, ev);
}

static void take_chosen(pit_state *s, pg_move move, pg_event_list *ev)
{
	take(s, move == PIT_MOVE_TAKE_ALL ? -1 : move - PIT_MOVE_TAKE, ev);
}

static void gift_picked(pit_state *s, pg_move move, pg_event_list *ev)
{
	gift(s, s->giver, s->actor, move - PIT_MOVE_PICK, ev);
	next_pick(s);
}

static void raven_drawn(pit_state *s, pg_move move, pg_event_list *ev)
{
	pit_family *f = &s->family[s->turn];
	s->raven_card = (uint8_t)(move - PIT_MOVE_RAVEN);
	int village = pit_raven_deck[s->raven_card];
	pit_event(ev, PG_EVENT_DICE_ROLLED, PIT_EV_RAVEN, s->turn, s->raven_card, village, 0, 0);
	pit_event(ev, PG_EVENT_PIECE_MOVED, PIT_EV_FLY, s->turn, f->village, village, 0, 0);
	f->village = f->home = (uint8_t)village;
	s->travelled = 1;
	s->phase =
	    (f->total_halves && pit_poorest(s, s->turn) >= 0) ? PIT_PHASE_PAY : PIT_PHASE_ACT;
}

static void raven_paid(pit_state *s, pg_move move, pg_event_list *ev)
{
	gift(s, s->turn, pit_poorest(s, s->turn), move - PIT_MOVE_PAY, ev);
	s->phase = PIT_PHASE_ACT;
}

static void offer_answered(pit_state *s, pg_move move, pg_event_list *ev)
{
	if (move == PIT_MOVE_ACCEPT)
		trade(s, ev);
	else
		pit_event(ev, PG_EVENT_SPECIAL, PIT_EV_DECLINED, s->partner, s->turn, 0, 0, 0);
	clear_draft(s);
	s->phase = PIT_PHASE_ACT;
}

static void game_over(pit_state *s, pg_move move, pg_event_list *ev)
{
	(void)s;
	(void)move;
	(void)ev;
}

/* What a move means depends on the phase (each phase's legal moves are
 * listed in pit_legal_moves). A table rather than a switch: every ply of
 * a playout comes here, and a jump straight to the phase's function
 * spares the registers the largest of them would need saved on every
 * call (the draft steps and a turn's actions are most of a year). */
typedef void (*apply_fn)(pit_state *s, pg_move move, pg_event_list *ev);
static const apply_fn apply_in_phase[PIT_PHASE_OVER + 1] = {
    [PIT_PHASE_KEEPER] = keeper_drawn,   [PIT_PHASE_HOME] = choose_at_setup,
    [PIT_PHASE_FOOD] = choose_at_setup,  [PIT_PHASE_WEATHER] = weather_spun,
    [PIT_PHASE_START] = build_or_roll,   [PIT_PHASE_ROLL] = dice_rolled,
    [PIT_PHASE_TAKE] = take_chosen,      [PIT_PHASE_PICK] = gift_picked,
    [PIT_PHASE_RAVEN] = raven_drawn,     [PIT_PHASE_PAY] = raven_paid,
    [PIT_PHASE_ACT] = act,               [PIT_PHASE_DRAFT] = draft,
    [PIT_PHASE_ANSWER] = offer_answered, [PIT_PHASE_OVER] = game_over,
};

static void pit_apply_move(void *state, pg_move move, pg_event_list *ev)
{
	pit_state *s = pit_st(state);
	if (s->phase <= PIT_PHASE_OVER)
		apply_in_phase[s->phase](s, move, ev);
}

/* ---- results ---------------------------------------------------------- */

static void pit_returns(const void *state, double *out)
{
	const pit_state *s = pit_cst(state);
	if (!s->standing) {
		for (int p = 0; p < s->players; p++)
			out[p] = s->family[p].out ? 0.0 : 1.0;
		return;
	}
	int best = -1, count = 0;
	for (int p = 0; p < s->players; p++) {
		int v = pit_standing(s, p);
		if (v > best) {
			best = v;
			count = 1;
		} else if (v == best) {
			count++;
		}
	}
	for (int p = 0; p < s->players; p++)
		out[p] = pit_standing(s, p) == best ? 1.0 / count : 0.0;
}

static void pit_scores(const void *state, int *out)
{
	const pit_state *s = pit_cst(state);
	for (int p = 0; p < s->players; p++)
		out[p] = s->standing ? pit_standing(s, p) : (pit_table_survived(s) ? 100 : 0);
}

static void pit_score_breakdown(const void *state, int seat, pg_breakdown *out)
{
	const pit_state *s = pit_cst(state);
	const pit_family *f = &s->family[seat];
	if (!s->standing) {
		if (pit_table_survived(s))
			pg_breakdown_add(out, 100, _("Every family saw the year through"));
		else
			pg_breakdown_add(out, 0, _("%d of %d families saw the year through"),
			                 pit_alive_count(s), s->players);
		return;
	}
	if (f->out) {
		pg_breakdown_add(out, 0, _("Starved in round %d"), f->out_round + 1);
	} else {
		pg_breakdown_add(out, 20, _("Saw the year through"));
		pg_breakdown_add(out, f->total_halves / 2, _("Food stored (%d whole cards)"),
		                 f->total_halves / 2);
	}
	pg_breakdown_add(out, f->given_halves, _("Food given to others (%d half cards)"),
	                 f->given_halves);
}

/* The draft's bit sets and counts, recomputed from its items (the foods
 * still open only while drafting: the stores change once it is sent). */
static bool draft_indexes_hold(const pit_state *s)
{
	for (int side = 0; side < 2; side++) {
		const uint8_t *counts = side ? s->offer_ask : s->offer_give;
		const pit_family *from = &s->family[side ? s->partner : s->turn];
		uint32_t items = 0, open = 0;
		int count = 0;
		for (int item = 0; item < PIT_ITEMS; item++) {
			items |= (uint32_t)(counts[item] > 0) << item;
			count += counts[item];
			if (item < PIT_FOODS && from->food_halves[item] >= 2 * counts[item] + 2)
				open |= 1u << item;
		}
		if (items != s->offer_items[side] || count != s->offer_count[side])
			return false;
		if (s->phase == PIT_PHASE_DRAFT && open != s->offer_open[side])
			return false;
	}
	return true;
}

static bool pit_check_invariants(const void *state, char *why, size_t size)
{
	const pit_state *s = pit_cst(state);
	if (s->players < PIT_MIN_PLAYERS || s->players > PIT_MAX_PLAYERS ||
	    s->phase > PIT_PHASE_OVER) {
		snprintf(why, size, "bad players or phase");
		return false;
	}
	bool drafting = s->phase == PIT_PHASE_DRAFT || s->phase == PIT_PHASE_ANSWER;
	if (!drafting && (s->offer_count[0] || s->offer_count[1] || s->offer_open[0] ||
	                  s->offer_open[1])) {
		snprintf(why, size, "a draft left over outside an offer");
		return false;
	}
	bool in_turn = s->phase >= PIT_PHASE_START && s->phase <= PIT_PHASE_ANSWER;
	if (in_turn && s->others != other_families(s)) {
		snprintf(why, size, "the turn's other families do not match who is out");
		return false;
	}
	if (!draft_indexes_hold(s)) {
		snprintf(why, size, "the draft's bit sets do not match its items");
		return false;
	}
	for (int p = 0; p < s->players; p++) {
		const pit_family *f = &s->family[p];
		int total = 0, by_food[PIT_FOODS] = {0};
		for (int h = 0; h < PIT_HALF_MONTHS; h++) {
			int cell = 0;
			for (int food = 0; food < PIT_FOODS; food++) {
				cell += f->halves[h][food];
				by_food[food] += f->halves[h][food];
			}
			if (cell != f->cell_halves[h]) {
				snprintf(why, size, "%s: half-month %d sums to %d, not %d",
				         pit_seat_name(p), h, cell, f->cell_halves[h]);
				return false;
			}
			total += cell;
		}
		uint32_t food_cells[PIT_FOODS] = {0}, cells = 0;
		uint16_t held = 0, held_cards = 0;
		for (int h = 0; h < PIT_HALF_MONTHS; h++) {
			cells |= (uint32_t)(f->cell_halves[h] != 0) << h;
			for (int food = 0; food < PIT_FOODS; food++)
				food_cells[food] |= (uint32_t)(f->halves[h][food] != 0) << h;
		}
		for (int food = 0; food < PIT_FOODS; food++) {
			held |= (uint16_t)((by_food[food] > 0) << food);
			held_cards |= (uint16_t)((by_food[food] >= 2) << food);
		}
		if (cells != f->cells || held != f->held || held_cards != f->held_cards ||
		    memcmp(food_cells, f->food_cells, sizeof food_cells) != 0) {
			snprintf(why, size, "%s: the store's bit indexes are stale", pit_seat_name(p));
			return false;
		}
		for (int food = 0; food < PIT_FOODS; food++)
			if (by_food[food] != f->food_halves[food]) {
				snprintf(why, size, "%s: food %d sums wrong", pit_seat_name(p),
				         food);
				return false;
			}
		if (total != f->total_halves || (f->out && total) ||
		    f->dog_teams > PIT_MAX_DOG_TEAMS || f->kayak > 1 ||
		    f->village >= PIT_VILLAGES || f->home >= PIT_VILLAGES) {
			snprintf(why, size, "%s: totals, transport or village out of range",
			         pit_seat_name(p));
			return false;
		}
	}
	return true;
}

extern const pg_game_ai pitengnaqsaraq_ai;

const pg_game pitengnaqsaraq_game = {
    .id = "pitengnaqsaraq",
    .name = "Pitengnaqsaraq",
    .tagline = N_("A Yup'ik subsistence year: hunt, fish, gather and share to see it through."),
    .min_players = PIT_MIN_PLAYERS,
    .max_players = PIT_MAX_PLAYERS,
    .default_players = 3,
    .state_size = sizeof(pit_state),
    .option_specs = pit_options,
    .option_count = PIT_OPTION_COUNT,
    .init = pit_init,
    .num_seats = pit_num_seats,
    .current_player = pit_current_player,
    .legal_moves = pit_legal_moves,
    .sample_chance = pit_sample_chance,
    .random_move = pit_random_move,
    .chance_outcomes = pit_chance_outcomes,
    .apply_move = pit_apply_move,
    .returns = pit_returns,
    .scores = pit_scores,
    .score_breakdown = pit_score_breakdown,
    .move_to_text = pit_move_to_text,
    .move_from_text = pit_move_from_text,
    .describe_move = pit_describe_move,
    .state_to_text = pit_state_to_text,
    .hidden_information = false,
    .chance_seat = pit_chance_seat,
    .seat_status = pit_seat_status,
    .ai = &pitengnaqsaraq_ai,
    .check_invariants = pit_check_invariants,
};

