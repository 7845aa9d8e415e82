/*
 * pitengnaqsaraq_rules.c: the Pitengnaqsaraq rule engine behind
 * pitengnaqsaraq_game.
 *
 * Food is kept in half cards by the half-month it was taken, with running
 * sums per half-month and per food, so that eating the oldest food first,
 * spoilage and the "poorest family" are cheap for the AI's playouts. The
 * decisions the rule book leaves open are in docs/rules/pitengnaqsaraq.md.
 */
#include "pitengnaqsaraq_rules.h"

#include <stdio.h>
#include <string.h>

static const char *const seat_names[PIT_MAX_PLAYERS] = {"Red", "Blue", "Green", "Yellow",
                                                        "Purple"};

/* Half-months of the calendar that matter to the rules. */
enum {
	HM_CAUYARVIK = 20,    /* first half of November: winter clothing */
	HM_UIVIK = 22,        /* first half of December: every family home */
	HM_KAYAK_FIRST = 9,   /* second half of Qusiirvik: break-up */
	HM_KAYAK_LAST = 18,   /* first half of Nulirun */
	HM_NO_TRANSPORT = 19, /* second half of Nulirun: freeze-up */
	HM_SPRING_FIRST = 6,  /* Tengmiirvik */
	HM_SPRING_LAST = 17,  /* Amiraayaaq */
};

static pit_state *st(void *state)
{
	return (pit_state *)state;
}

static const pit_state *cst(const void *state)
{
	return (const pit_state *)state;
}

/* ---- data lookups ----------------------------------------------------- */

int pit_season(int half_month)
{
	return (half_month >= HM_SPRING_FIRST && half_month <= HM_SPRING_LAST) ? 0 : 1;
}

pit_transport pit_transport_season(int half_month)
{
	if (half_month >= HM_KAYAK_FIRST && half_month <= HM_KAYAK_LAST)
		return PIT_TRANSPORT_KAYAK;
	if (half_month == HM_NO_TRANSPORT)
		return PIT_TRANSPORT_NONE;
	return PIT_TRANSPORT_DOGS;
}

int pit_calendar_halves(int half_month, int food)
{
	return pit_foods[food].halves[half_month];
}

double pit_distance_km(int from, int to)
{
	return pit_distance_tenths[from][to] / 10.0;
}

bool pit_village_on_nunivak(int village)
{
	const char *region = pit_villages[village].region;
	return region[0] == 'N' && region[1] == '\0';
}

static bool on_open_water(int village)
{
	pit_area_type area = pit_villages[village].area;
	return area == PIT_AREA_COAST || area == PIT_AREA_ISLAND || area == PIT_AREA_BAY;
}

/* A kayak trip out to sea: to or from Nunivak, or from one coast to another. */
static bool ocean_trip(int from, int to)
{
	if (pit_village_on_nunivak(from) || pit_village_on_nunivak(to))
		return true;
	return on_open_water(from) && on_open_water(to);
}

int pit_forbidden(const pit_state *s)
{
	if (s->weather >= PIT_WEATHERS)
		return 0;
	return pit_weather_forbids[pit_season(s->half_month)][s->weather];
}

const char *pit_seat_name(int seat)
{
	return (seat >= 0 && seat < PIT_MAX_PLAYERS) ? seat_names[seat] : "Nobody";
}

/* ---- families ---------------------------------------------------------- */

bool pit_family_alive(const pit_state *s, int seat)
{
	return seat >= 0 && seat < s->players && !s->family[seat].out;
}

int pit_alive_count(const pit_state *s)
{
	int n = 0;
	for (int p = 0; p < s->players; p++)
		n += !s->family[p].out;
	return n;
}

int pit_next_seat(const pit_state *s, int seat)
{
	return (seat + s->players - 1) % s->players;
}

int pit_meal_halves(const pit_state *s, int seat)
{
	return s->family[seat].dog_teams >= 2 ? 4 : 2;
}

bool pit_short_at_next_meal(const pit_state *s, int seat)
{
	const pit_family *f = &s->family[seat];
	return !f->out && f->total_halves < pit_meal_halves(s, seat);
}

int pit_dice_total(const pit_state *s)
{
	return s->dice[0] + s->dice[1];
}

static bool has_transport(const pit_state *s, int seat)
{
	const pit_family *f = &s->family[seat];
	switch (pit_transport_season(s->half_month)) {
	case PIT_TRANSPORT_DOGS:
		return f->dog_teams > 0;
	case PIT_TRANSPORT_KAYAK:
		return f->kayak > 0;
	default:
		return false;
	}
}

static void add_halves(pit_family *f, int taken, int food, int halves)
{
	int room = 255 - f->halves[taken][food];
	if (halves > room)
		halves = room; /* the banker never runs out; a cell just saturates */
	f->halves[taken][food] = (uint8_t)(f->halves[taken][food] + halves);
	f->cell_halves[taken] = (uint16_t)(f->cell_halves[taken] + halves);
	f->food_halves[food] = (uint16_t)(f->food_halves[food] + halves);
	f->total_halves = (uint16_t)(f->total_halves + halves);
}

static void remove_halves(pit_family *f, int taken, int food, int halves)
{
	f->halves[taken][food] = (uint8_t)(f->halves[taken][food] - halves);
	f->cell_halves[taken] = (uint16_t)(f->cell_halves[taken] - halves);
	f->food_halves[food] = (uint16_t)(f->food_halves[food] - halves);
	f->total_halves = (uint16_t)(f->total_halves - halves);
}

/* Half-months from oldest to newest: the oldest is the one after now. */
static int age_order(const pit_state *s, int i)
{
	return (s->half_month + 1 + i) % PIT_HALF_MONTHS;
}

/* Moves up to `halves` of one food, oldest first, from one family to
 * another (to = NULL: back to the banker). Returns what moved. */
static int move_food(const pit_state *s, pit_family *from, pit_family *to, int food, int halves)
{
	int moved = 0;
	/* Asking for no more than is held ends the walk at the last card
	 * found, and at once when there is none: the same halves move. */
	if (halves > from->food_halves[food])
		halves = from->food_halves[food];
	/* age_order walked with a wrap, not a division a step: every random
	 * gift and meal runs this loop. */
	int taken = age_order(s, 0);
	for (int i = 0; i < PIT_HALF_MONTHS && moved < halves;
	     i++, taken = taken + 1 == PIT_HALF_MONTHS ? 0 : taken + 1) {
		int here = from->halves[taken][food];
		if (here == 0)
			continue;
		int n = here < halves - moved ? here : halves - moved;
		remove_halves(from, taken, food, n);
		if (to)
			add_halves(to, taken, food, n);
		moved += n;
	}
	return moved;
}

/* One card of a food: two halves, or the last half. */
static int card_halves(const pit_family *f, int food)
{
	return f->food_halves[food] >= 2 ? 2 : f->food_halves[food];
}

/* Eats up to `halves`, oldest first (any foods: halves pair up), keeping
 * furbearers for clothing until nothing else is left. */
static int eat_halves(const pit_state *s, pit_family *f, int halves)
{
	int eaten = 0;
	for (int pass = 0; pass < 2 && eaten < halves; pass++) {
		int taken = age_order(s, 0);
		for (int i = 0; i < PIT_HALF_MONTHS && eaten < halves;
		     i++, taken = taken + 1 == PIT_HALF_MONTHS ? 0 : taken + 1) {
			if (!f->cell_halves[taken])
				continue;
			for (int food = 0; food < PIT_FOODS && eaten < halves; food++) {
				int here = f->halves[taken][food];
				if (!here || (pass == 0 && food == PIT_FURS))
					continue;
				int n = here < halves - eaten ? here : halves - eaten;
				remove_halves(f, taken, food, n);
				eaten += n;
			}
		}
	}
	return eaten;
}

static void clear_food(pit_family *f)
{
	memset(f->halves, 0, sizeof f->halves);
	memset(f->cell_halves, 0, sizeof f->cell_halves);
	memset(f->food_halves, 0, sizeof f->food_halves);
	f->total_halves = 0;
}

int pit_poorest(const pit_state *s, int seat)
{
	int best = -1, best_halves = 1 << 30;
	for (int i = 1, p = pit_next_seat(s, seat); i < s->players;
	     i++, p = pit_next_seat(s, p)) {
		if (s->family[p].out)
			continue;
		if (s->family[p].total_halves < best_halves) {
			best = p;
			best_halves = s->family[p].total_halves;
		}
	}
	return best;
}

int pit_travel_range_km(const pit_state *s, int seat)
{
	const pit_family *f = &s->family[seat];
	if (pit_forbidden(s) & PIT_NO_TRAVEL)
		return 0;
	switch (pit_transport_season(s->half_month)) {
	case PIT_TRANSPORT_DOGS:
		return f->dog_teams >= 2 ? 2 * PIT_TRAVEL_KM : f->dog_teams ? PIT_TRAVEL_KM : 0;
	case PIT_TRANSPORT_KAYAK:
		return f->kayak ? PIT_TRAVEL_KM : 0;
	default:
		return 0;
	}
}

bool pit_can_travel(const pit_state *s, int seat, int village)
{
	const pit_family *f = &s->family[seat];
	if (village < 0 || village >= PIT_VILLAGES || village == f->village)
		return false;
	int range = pit_travel_range_km(s, seat);
	if (range == 0)
		return false;
	pit_transport season = pit_transport_season(s->half_month);
	if (season == PIT_TRANSPORT_DOGS &&
	    (pit_village_on_nunivak(village) || pit_village_on_nunivak(f->village)))
		return false; /* Etolin Strait does not freeze solid */
	if (season == PIT_TRANSPORT_KAYAK && (pit_forbidden(s) & PIT_NO_OCEAN_TRAVEL) &&
	    ocean_trip(f->village, village))
		return false;
	return pit_distance_tenths[f->village][village] <= 10 * range;
}

int pit_available_foods(const pit_state *s, int seat)
{
	int forbidden = pit_forbidden(s);
	if (forbidden & PIT_NO_HUNTING)
		return 0;
	int mask = 0;
	uint16_t here = pit_villages[s->family[seat].village].foods;
	/* Only the village's own foods are looked at (a few of sixteen). */
	for (unsigned bits = here; bits; bits &= bits - 1) {
		int food = __builtin_ctz(bits);
		if (!pit_foods[food].halves[s->half_month])
			continue;
		if (pit_foods[food].ocean && (forbidden & PIT_NO_OCEAN_HUNTING))
			continue;
		mask |= 1 << food;
	}
	return mask;
}

bool pit_table_survived(const pit_state *s)
{
	return pit_alive_count(s) == s->players;
}

/* Standing (option standing=on): 20 for seeing the year through, one point
 * a whole card stored, two a whole card given to another family. */
int pit_standing(const pit_state *s, int seat)
{
	const pit_family *f = &s->family[seat];
	if (f->out)
		return f->given_halves;
	return 20 + f->total_halves / 2 + f->given_halves;
}

/* ---- what a roll lets a family take ------------------------------------ */

/* Halves of one food a total lets a family take (before the weather's and
 * the transport's caps). */
static int luck_halves(int total, int calendar)
{
	switch (total) {
	case 4:
		return calendar < 2 ? calendar : 2;
	case 5:
		return (calendar + 1) / 2;
	case 6:
		return calendar;
	case 7:
	case 11:
		return 2 * calendar;
	case 10:
		return (3 * calendar + 1) / 2;
	default:
		return 0;
	}
}

static bool roll_takes_food(int total)
{
	return total == 4 || total == 5 || total == 6 || total == 7 || total == 10 ||
	       total == 11;
}

/* What a family gets: food -> halves, for one food or (food = -1) all.
 * Drying weather lets fish give one card in all; without the season's
 * transport the family can catch one card in all. */
static int take_plan(const pit_state *s, int seat, int chosen, int out[PIT_FOODS])
{
	int mask = pit_available_foods(s, seat);
	int total = pit_dice_total(s);
	memset(out, 0, sizeof(int) * PIT_FOODS);
	if (chosen >= 0) {
		if (mask & (1 << chosen))
			out[chosen] =
			    luck_halves(total, pit_calendar_halves(s->half_month, chosen));
	} else {
		for (int food = 0; food < PIT_FOODS; food++)
			if (mask & (1 << food))
				out[food] = pit_calendar_halves(s->half_month, food);
	}
	if (pit_forbidden(s) & PIT_NO_FISH_DRYING) {
		/* Keep one card of the most plentiful fish, no other fish. */
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
	if (!has_transport(s, seat) && sum > 2) {
		/* Only what can be caught near camp: one card of the largest. */
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

/* ---- init and options ------------------------------------------------- */

static const char *const standing_names[] = {"off", "on"};
static const char *const start_names[PIT_HALF_MONTHS] = {
    "kanruyauciq-1",    "kanruyauciq-2", "kepnerciq-1",   "kepnerciq-2", "tengmiirviguaq-1",
    "tengmiirviguaq-2", "tengmiirvik-1", "tengmiirvik-2", "qusiirvik-1", "qusiirvik-2",
    "kaugun-1",         "kaugun-2",      "ingun-1",       "ingun-2",     "amirairun-1",
    "amirairun-2",      "amiraayaaq-1",  "amiraayaaq-2",  "nulirun-1",   "nulirun-2",
    "cauyarvik-1",      "cauyarvik-2",   "uivik-1",       "uivik-2",
};

static const pg_option_spec pit_options[PIT_OPTION_COUNT] = {
    [PIT_OPT_YEARS] = {.key = "years",
                       .label = "Years",
                       .min_value = 1,
                       .max_value = 2,
                       .default_value = 1,
                       .value_names = NULL,
                       .help =
                           "How many years the families live through (food spoils after one)."},
    [PIT_OPT_START] = {.key = "start",
                       .label = "Starting month",
                       .min_value = 0,
                       .max_value = PIT_HALF_MONTHS - 1,
                       .default_value = 10,
                       .value_names = start_names,
                       .help =
                           "The half-month the year begins with; Kaugun (June) by default."},
    [PIT_OPT_STANDING] = {.key = "standing",
                          .label = "Standing",
                          .min_value = 0,
                          .max_value = 1,
                          .default_value = 0,
                          .value_names = standing_names,
                          .help =
                              "Off: the table wins together. On: each family is also scored."},
};

static void pit_init(void *state, const pg_options *options)
{
	pit_state *s = st(state);
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
		add_halves(f, s->start, PIT_SALMON, 4);
	}
}

static int pit_num_seats(const void *state)
{
	return cst(state)->players;
}

static int pit_current_player(const void *state)
{
	const pit_state *s = cst(state);
	switch (s->phase) {
	case PIT_PHASE_KEEPER:
	case PIT_PHASE_WEATHER:
	case PIT_PHASE_ROLL:
	case PIT_PHASE_RAVEN:
		return PG_CHANCE;
	case PIT_PHASE_OVER:
		return PG_TERMINAL;
	case PIT_PHASE_HOME:
	case PIT_PHASE_FOOD:
	case PIT_PHASE_PICK:
	case PIT_PHASE_ANSWER:
		return s->actor;
	default:
		return s->turn;
	}
}

static int pit_chance_seat(const void *state)
{
	const pit_state *s = cst(state);
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
	return cst(state)->family[seat].out ? PG_SEAT_OUT : PG_SEAT_PLAYING;
}

/* ---- legal moves ------------------------------------------------------ */

/* The bytes of a word summed in its top byte by one multiplication; exact
 * while the sum stays below 256 (an offer holds a handful of items), and
 * the same whatever the byte order. */
static int byte_sum8(const uint8_t *bytes)
{
	uint64_t word;
	memcpy(&word, bytes, sizeof word);
	return (int)((word * UINT64_C(0x0101010101010101)) >> 56);
}

static int draft_count(const uint8_t items[PIT_ITEMS])
{
	/* Every random draft step counts both sides of the offer. */
	int n = 0, i = 0;
	for (; i + 8 <= PIT_ITEMS; i += 8)
		n += byte_sum8(items + i);
	for (; i < PIT_ITEMS; i++)
		n += items[i];
	return n;
}

/* Can `from` hand over one more of item, `already` being in the offer? */
static bool holds_item(const pit_family *from, int item, int already)
{
	if (item == PIT_ITEM_DOGS)
		return from->dog_teams > already;
	if (item == PIT_ITEM_KAYAK)
		return from->kayak > already;
	return from->food_halves[item] >= 2 * (already + 1);
}

/* Could `to` take one more of item (a family keeps at most two dog teams
 * and one kayak)? */
static bool could_receive(const pit_family *to, int item, int already, int leaving)
{
	if (item == PIT_ITEM_DOGS)
		return to->dog_teams - leaving + already + 1 <= PIT_MAX_DOG_TEAMS;
	if (item == PIT_ITEM_KAYAK)
		return to->kayak - leaving + already + 1 <= 1;
	return true;
}

static int push(pg_move *out, int n, int cap, pg_move move)
{
	if (n < cap)
		out[n] = move;
	return n + 1;
}

static int act_moves(const pit_state *s, pg_move *out, int cap)
{
	const pit_family *f = &s->family[s->turn];
	int n = push(out, 0, cap, PIT_MOVE_END);
	if (s->offers_made < PIT_OFFERS_PER_TURN)
		for (int p = 0; p < s->players; p++)
			if (p != s->turn && !s->family[p].out)
				n = push(out, n, cap, PIT_MOVE_OFFER + p);
	/* Travel: pit_can_travel for every village, with what does not depend
	 * on the destination worked out once (this runs in every playout). */
	int range = s->travelled ? 0 : pit_travel_range_km(s, s->turn);
	if (range > 0) {
		int from = f->village;
		bool dogs = pit_transport_season(s->half_month) == PIT_TRANSPORT_DOGS;
		bool from_nunivak = pit_village_on_nunivak(from);
		bool no_sea = !dogs && (pit_forbidden(s) & PIT_NO_OCEAN_TRAVEL);
		const uint16_t *row = pit_distance_tenths[from];
		for (int v = 0; v < PIT_VILLAGES; v++) {
			if (v == from || row[v] > 10 * range)
				continue;
			if (dogs && (from_nunivak || pit_village_on_nunivak(v)))
				continue;
			if (no_sea && ocean_trip(from, v))
				continue;
			n = push(out, n, cap, PIT_MOVE_GO + v);
		}
	}
	/* Four foods a step: the held-foods mask is taken at every random
	 * turn action. */
	_Static_assert(PIT_FOODS % 4 == 0, "the held-foods mask takes four foods a step");
	int held = 0;
	for (int food = 0; food < PIT_FOODS; food += 4)
		held |= (f->food_halves[food] != 0) << food |
		        (f->food_halves[food + 1] != 0) << (food + 1) |
		        (f->food_halves[food + 2] != 0) << (food + 2) |
		        (f->food_halves[food + 3] != 0) << (food + 3);
	if (!held)
		return n;
	for (int p = 0; p < s->players; p++) {
		if (p == s->turn || s->family[p].out)
			continue;
		for (int bits = held; bits; bits &= bits - 1)
			n = push(out, n, cap, pit_move_give(p, __builtin_ctz((unsigned)bits)));
	}
	return n;
}

static int draft_moves(const pit_state *s, pg_move *out, int cap)
{
	const pit_family *me = &s->family[s->turn], *them = &s->family[s->partner];
	int n = 0;
	int given = draft_count(s->offer_give), asked = draft_count(s->offer_ask);
	if (given + asked > 0)
		n = push(out, n, cap, PIT_MOVE_SEND);
	n = push(out, n, cap, PIT_MOVE_CANCEL);
	for (int item = 0; item < PIT_ITEMS && given < PIT_OFFER_MAX_ITEMS; item++)
		if (!s->offer_ask[item] && holds_item(me, item, s->offer_give[item]) &&
		    could_receive(them, item, s->offer_give[item], 0))
			n = push(out, n, cap, PIT_MOVE_ADD + item);
	for (int item = 0; item < PIT_ITEMS && asked < PIT_OFFER_MAX_ITEMS; item++)
		if (!s->offer_give[item] && holds_item(them, item, s->offer_ask[item]) &&
		    could_receive(me, item, s->offer_ask[item], 0))
			n = push(out, n, cap, PIT_MOVE_ASK + item);
	return n;
}

static int foods_held_moves(const pit_family *f, int base, pg_move *out, int cap)
{
	int n = 0;
	for (int food = 0; food < PIT_FOODS; food++)
		if (f->food_halves[food])
			n = push(out, n, cap, base + food);
	return n;
}

static int pit_legal_moves(const void *state, pg_move *out, int cap)
{
	const pit_state *s = cst(state);
	int n = 0;
	switch (s->phase) {
	case PIT_PHASE_HOME:
		for (int v = 0; v < PIT_VILLAGES; v++)
			n = push(out, n, cap, PIT_MOVE_HOME + v);
		break;
	case PIT_PHASE_FOOD:
		for (int food = 0; food < PIT_FOODS; food++)
			if (!pit_foods[food].fish)
				n = push(out, n, cap, PIT_MOVE_FOOD + food);
		break;
	case PIT_PHASE_START:
		n = push(out, n, cap, PIT_MOVE_ROLL_DICE);
		n = push(out, n, cap, PIT_MOVE_BUILD);
		break;
	case PIT_PHASE_TAKE: {
		int mask = pit_available_foods(s, s->turn);
		int total = pit_dice_total(s);
		if (total == 7 || total == 11)
			n = push(out, n, cap, PIT_MOVE_TAKE_ALL);
		for (int food = 0; food < PIT_FOODS; food++)
			if (mask & (1 << food))
				n = push(out, n, cap, PIT_MOVE_TAKE + food);
		break;
	}
	case PIT_PHASE_PICK:
		n = foods_held_moves(&s->family[s->giver], PIT_MOVE_PICK, out, cap);
		break;
	case PIT_PHASE_PAY:
		n = foods_held_moves(&s->family[s->turn], PIT_MOVE_PAY, out, cap);
		break;
	case PIT_PHASE_ACT:
		n = act_moves(s, out, cap);
		break;
	case PIT_PHASE_DRAFT:
		n = draft_moves(s, out, cap);
		break;
	case PIT_PHASE_ANSWER:
		n = push(out, n, cap, PIT_MOVE_ACCEPT);
		n = push(out, n, cap, PIT_MOVE_DECLINE);
		break;
	default:
		return 0;
	}
	if (n > cap)
		n = cap;
	/* Every list above is built in ascending order except ACT's, whose
	 * groups (end, offers 120+, travel 192+, gifts 256+) also ascend. */
	return n;
}

static int pit_chance_outcomes(const void *state, pg_chance_outcome *out, int cap)
{
	const pit_state *s = cst(state);
	int n = 0;
	switch (s->phase) {
	case PIT_PHASE_KEEPER:
		for (int p = 0; p < s->players && n < cap; p++)
			out[n++] = (pg_chance_outcome){PIT_MOVE_KEEPER + p, 1.0 / s->players};
		break;
	case PIT_PHASE_WEATHER: {
		int season = pit_season(s->half_month);
		for (int w = 0; w < PIT_WEATHERS && n < cap; w++)
			if (pit_weather_percent[season][w])
				out[n++] =
				    (pg_chance_outcome){PIT_MOVE_WEATHER + w,
				                        pit_weather_percent[season][w] / 100.0};
		break;
	}
	case PIT_PHASE_ROLL:
		for (int i = 0; i < 36 && n < cap; i++)
			out[n++] = (pg_chance_outcome){PIT_MOVE_ROLL + i, 1.0 / 36};
		break;
	case PIT_PHASE_RAVEN:
		for (int c = 0; c < PIT_RAVEN_CARDS && n < cap; c++)
			out[n++] =
			    (pg_chance_outcome){PIT_MOVE_RAVEN + c, 1.0 / PIT_RAVEN_CARDS};
		break;
	default:
		break;
	}
	return n;
}

/* The draw pg_ai's sample_chance makes from pit_chance_outcomes, made
 * without building the list: the same one pg_rng_double and the same
 * running sum in the same order, so every seeded game draws the same
 * outcomes as before (a random playout draws about 100 of these). */
static pg_move pit_sample_chance(const void *state, pg_rng *rng)
{
	const pit_state *s = cst(state);
	double acc = 0, r;
	switch (s->phase) {
	case PIT_PHASE_KEEPER:
		r = pg_rng_double(rng);
		for (int p = 0; p < s->players; p++) {
			acc += 1.0 / s->players;
			if (r < acc)
				return PIT_MOVE_KEEPER + p;
		}
		return PIT_MOVE_KEEPER + s->players - 1;
	case PIT_PHASE_WEATHER: {
		int season = pit_season(s->half_month), last = -1;
		r = pg_rng_double(rng);
		for (int w = 0; w < PIT_WEATHERS; w++) {
			if (!pit_weather_percent[season][w])
				continue;
			last = w;
			acc += pit_weather_percent[season][w] / 100.0;
			if (r < acc)
				return PIT_MOVE_WEATHER + w;
		}
		return last < 0 ? PG_NO_MOVE : PIT_MOVE_WEATHER + last;
	}
	case PIT_PHASE_ROLL:
		r = pg_rng_double(rng);
		for (int i = 0; i < 36; i++) {
			acc += 1.0 / 36;
			if (r < acc)
				return PIT_MOVE_ROLL + i;
		}
		return PIT_MOVE_ROLL + 35;
	case PIT_PHASE_RAVEN:
		r = pg_rng_double(rng);
		for (int c = 0; c < PIT_RAVEN_CARDS; c++) {
			acc += 1.0 / PIT_RAVEN_CARDS;
			if (r < acc)
				return PIT_MOVE_RAVEN + c;
		}
		return PIT_MOVE_RAVEN + PIT_RAVEN_CARDS - 1;
	default:
		return PG_NO_MOVE;
	}
}

/* ---- the flow of a round ------------------------------------------------ */

static void finish(pit_state *s, pg_event_list *ev)
{
	s->phase = PIT_PHASE_OVER;
	pg_event_push(ev, PG_EVENT_GAME_OVER, 0, -1, pit_alive_count(s), 0, 0, 0);
}

static void starve(pit_state *s, int p, pg_event_list *ev)
{
	pit_family *f = &s->family[p];
	clear_food(f);
	f->out = 1;
	f->dog_teams = 0;
	f->kayak = 0;
	f->hungry = 0;
	f->out_round = s->round;
	pg_event_push(ev, PG_EVENT_SPECIAL, PIT_EV_STARVED, p, 0, 0, 0, 0);
}

/* The meal at the end of a round: one card, two with two dog teams. A
 * family short of food eats its dogs; without dogs it goes hungry once; a
 * second time it starves. */
static void meal(pit_state *s, int p, pg_event_list *ev)
{
	pit_family *f = &s->family[p];
	int need = pit_meal_halves(s, p);
	int eaten = eat_halves(s, f, need);
	f->eaten_halves = (uint16_t)(f->eaten_halves + eaten);
	if (eaten)
		pg_event_push(ev, PG_EVENT_SPECIAL, PIT_EV_EAT, p, eaten, 0, 0, 0);
	if (eaten == need) {
		f->hungry = 0;
	} else if (f->dog_teams > 0) {
		f->dog_teams--;
		f->hungry = 0;
		pg_event_push(ev, PG_EVENT_SPECIAL, PIT_EV_ATE_DOGS, p, 0, 0, 0, 0);
	} else if (!f->hungry) {
		f->hungry = 1;
		pg_event_push(ev, PG_EVENT_SPECIAL, PIT_EV_HUNGRY, p, 0, 0, 0, 0);
	} else {
		starve(s, p, ev);
	}
}

/* New winter clothing in Cauyarvik: one furbearer card, or two cards of
 * seal, caribou or birds, or a dog team's hides; with none of these, two
 * cards of any food (fish skins were sewn too). */
static void winter_clothing(pit_state *s, int p, pg_event_list *ev)
{
	pit_family *f = &s->family[p];
	int paid = -1;
	if (f->food_halves[PIT_FURS] >= 2) {
		move_food(s, f, NULL, PIT_FURS, 2);
		paid = PIT_FURS;
	} else {
		int hides = f->food_halves[PIT_SEAL] + f->food_halves[PIT_CARIBOU] +
		            f->food_halves[PIT_BIRDS];
		if (hides >= 4) {
			int left = 4;
			static const int order[3] = {PIT_BIRDS, PIT_SEAL, PIT_CARIBOU};
			for (int i = 0; i < 3 && left; i++)
				left -= move_food(s, f, NULL, order[i], left);
			paid = PIT_SEAL;
		} else if (f->dog_teams > 0) {
			f->dog_teams--;
			paid = PIT_ITEM_DOGS;
		} else {
			eat_halves(s, f, 4);
			paid = PIT_SALMON;
		}
	}
	pg_event_push(ev, PG_EVENT_SPECIAL, PIT_EV_CLOTHING, p, paid, 0, 0, 0);
}

/* In Uivik a family away from home is brought back, and the late journey
 * costs it two cards of food. */
static void home_for_uivik(pit_state *s, int p, pg_event_list *ev)
{
	pit_family *f = &s->family[p];
	if (f->village == f->home)
		return;
	pg_event_push(ev, PG_EVENT_PIECE_MOVED, PIT_EV_SENT_HOME, p, f->village, f->home, 0, 0);
	f->village = f->home;
	eat_halves(s, f, 4);
}

static void spoil(pit_state *s, int p, pg_event_list *ev)
{
	pit_family *f = &s->family[p];
	int cell = s->half_month, spoiled = f->cell_halves[cell];
	if (!spoiled)
		return;
	for (int food = 0; food < PIT_FOODS; food++)
		if (f->halves[cell][food])
			remove_halves(f, cell, food, f->halves[cell][food]);
	pg_event_push(ev, PG_EVENT_SPECIAL, PIT_EV_SPOILED, p, spoiled, 0, 0, 0);
}

/* Families in turn order from the keeper. */
static int seat_in_order(const pit_state *s, int i)
{
	return (s->keeper + s->players - i % s->players) % s->players;
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
	pg_event_push(ev, PG_EVENT_PHASE_CHANGED, PIT_EV_ROUND, -1, s->round, s->half_month, 0,
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

static void begin_turn(pit_state *s, pg_event_list *ev)
{
	const pit_family *f = &s->family[s->turn];
	s->travelled = 0;
	s->offers_made = 0;
	s->dice[0] = s->dice[1] = 0;
	pg_event_push(ev, PG_EVENT_TURN_BEGAN, 0, s->turn, 0, 0, 0, 0);
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

static void end_turn(pit_state *s, pg_event_list *ev)
{
	memset(s->offer_give, 0, sizeof s->offer_give);
	memset(s->offer_ask, 0, sizeof s->offer_ask);
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
			pg_event_push(ev, PG_EVENT_SPECIAL, PIT_EV_PUPS, s->turn, 0, 0, 0, 0);
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
			pg_event_push(ev, PG_EVENT_SPECIAL, PIT_EV_LOST_TRANSPORT, s->turn,
			              lost, 0, 0, 0);
	} else if (roll_takes_food(total) && pit_available_foods(s, s->turn)) {
		s->phase = PIT_PHASE_TAKE;
	}
}

static void take(pit_state *s, int chosen, pg_event_list *ev)
{
	int plan[PIT_FOODS];
	take_plan(s, s->turn, chosen, plan);
	pit_family *f = &s->family[s->turn];
	for (int food = 0; food < PIT_FOODS; food++) {
		if (!plan[food])
			continue;
		add_halves(f, s->half_month, food, plan[food]);
		pg_event_push(ev, PG_EVENT_PIECE_TAKEN, PIT_EV_TAKE, s->turn, food, plan[food],
		              0, 0);
	}
	s->phase = PIT_PHASE_ACT;
}

static void gift(pit_state *s, int from, int to, int food, pg_event_list *ev)
{
	pit_family *giver = &s->family[from], *receiver = &s->family[to];
	int halves = move_food(s, giver, receiver, food, card_halves(giver, food));
	giver->given_halves = (uint16_t)(giver->given_halves + halves);
	receiver->received_halves = (uint16_t)(receiver->received_halves + halves);
	pg_event_push(ev, PG_EVENT_SPECIAL, PIT_EV_GIFT, from, to, food, halves, 0);
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
		move_food(s, from, to, item, 2 * count);
	}
}

static void trade(pit_state *s, pg_event_list *ev)
{
	pit_family *me = &s->family[s->turn], *them = &s->family[s->partner];
	for (int item = 0; item < PIT_ITEMS; item++) {
		if (s->offer_give[item])
			hand_over(s, me, them, item, s->offer_give[item]);
		if (s->offer_ask[item])
			hand_over(s, them, me, item, s->offer_ask[item]);
	}
	pg_event_push(ev, PG_EVENT_SPECIAL, PIT_EV_TRADE, s->turn, s->partner, 0, 0, 0);
}

static void clear_draft(pit_state *s)
{
	memset(s->offer_give, 0, sizeof s->offer_give);
	memset(s->offer_ask, 0, sizeof s->offer_ask);
}

static void apply_decision(pit_state *s, pg_move move, pg_event_list *ev)
{
	pit_family *f = &s->family[s->turn];
	if (s->phase == PIT_PHASE_HOME || s->phase == PIT_PHASE_FOOD) {
		pit_family *chooser = &s->family[s->actor];
		if (s->phase == PIT_PHASE_HOME) {
			chooser->village = chooser->home = (uint8_t)(move - PIT_MOVE_HOME);
			pg_event_push(ev, PG_EVENT_PIECE_PLACED, 0, s->actor, chooser->village,
			              0, 0, 0);
		} else {
			add_halves(chooser, s->start, move - PIT_MOVE_FOOD, 2);
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
		return;
	}
	if (move == PIT_MOVE_END) {
		end_turn(s, ev);
	} else if (move == PIT_MOVE_ROLL_DICE) {
		s->phase = PIT_PHASE_ROLL;
	} else if (move == PIT_MOVE_BUILD) {
		move_food(s, f, NULL, PIT_SEAL, 4);
		f->kayak = 1;
		pg_event_push(ev, PG_EVENT_SPECIAL, PIT_EV_BUILD, s->turn, 0, 0, 0, 0);
		end_turn(s, ev);
	} else if (move == PIT_MOVE_TAKE_ALL) {
		take(s, -1, ev);
	} else if (move >= PIT_MOVE_TAKE && move < PIT_MOVE_TAKE + PIT_FOODS) {
		take(s, move - PIT_MOVE_TAKE, ev);
	} else if (move >= PIT_MOVE_PICK && move < PIT_MOVE_PICK + PIT_FOODS) {
		gift(s, s->giver, s->actor, move - PIT_MOVE_PICK, ev);
		next_pick(s);
	} else if (move >= PIT_MOVE_PAY && move < PIT_MOVE_PAY + PIT_FOODS) {
		gift(s, s->turn, pit_poorest(s, s->turn), move - PIT_MOVE_PAY, ev);
		s->phase = PIT_PHASE_ACT;
	} else if (move >= PIT_MOVE_GO && move < PIT_MOVE_GO + PIT_VILLAGES) {
		pg_event_push(ev, PG_EVENT_PIECE_MOVED, PIT_EV_TRAVEL, s->turn, f->village,
		              move - PIT_MOVE_GO, 0, 0);
		f->village = (uint8_t)(move - PIT_MOVE_GO);
		s->travelled = 1;
	} else if (move >= PIT_MOVE_GIVE &&
	           move < PIT_MOVE_GIVE + PIT_MAX_PLAYERS * PIT_FOODS) {
		int to = (move - PIT_MOVE_GIVE) / PIT_FOODS,
		    food = (move - PIT_MOVE_GIVE) % PIT_FOODS;
		gift(s, s->turn, to, food, ev);
	} else if (move >= PIT_MOVE_OFFER && move < PIT_MOVE_OFFER + PIT_MAX_PLAYERS) {
		s->partner = (uint8_t)(move - PIT_MOVE_OFFER);
		s->offers_made++;
		clear_draft(s);
		s->phase = PIT_PHASE_DRAFT;
	} else if (move >= PIT_MOVE_ADD && move < PIT_MOVE_ADD + PIT_ITEMS) {
		s->offer_give[move - PIT_MOVE_ADD]++;
	} else if (move >= PIT_MOVE_ASK && move < PIT_MOVE_ASK + PIT_ITEMS) {
		s->offer_ask[move - PIT_MOVE_ASK]++;
	} else if (move == PIT_MOVE_SEND) {
		s->actor = s->partner;
		s->phase = PIT_PHASE_ANSWER;
	} else if (move == PIT_MOVE_CANCEL) {
		clear_draft(s);
		s->phase = PIT_PHASE_ACT;
	} else if (move == PIT_MOVE_ACCEPT) {
		trade(s, ev);
		clear_draft(s);
		s->phase = PIT_PHASE_ACT;
	} else if (move == PIT_MOVE_DECLINE) {
		pg_event_push(ev, PG_EVENT_SPECIAL, PIT_EV_DECLINED, s->partner, s->turn, 0, 0,
		              0);
		clear_draft(s);
		s->phase = PIT_PHASE_ACT;
	}
}

static void pit_apply_move(void *state, pg_move move, pg_event_list *ev)
{
	pit_state *s = st(state);
	switch (s->phase) {
	case PIT_PHASE_KEEPER:
		s->keeper = (uint8_t)(move - PIT_MOVE_KEEPER);
		s->actor = s->keeper;
		s->turn = s->keeper;
		pg_event_push(ev, PG_EVENT_DICE_ROLLED, PIT_EV_KEEPER, -1, s->keeper, 0, 0, 0);
		s->phase = PIT_PHASE_HOME;
		return;
	case PIT_PHASE_WEATHER:
		s->weather = (uint8_t)(move - PIT_MOVE_WEATHER);
		pg_event_push(ev, PG_EVENT_DICE_ROLLED, PIT_EV_WEATHER, s->keeper, s->weather,
		              0, 0, 0);
		s->turns_left = (uint8_t)pit_alive_count(s);
		s->turn = (uint8_t)next_living(s, s->keeper);
		begin_turn(s, ev);
		return;
	case PIT_PHASE_ROLL:
		s->dice[0] = (uint8_t)((move - PIT_MOVE_ROLL) / 6 + 1);
		s->dice[1] = (uint8_t)((move - PIT_MOVE_ROLL) % 6 + 1);
		pg_event_push(ev, PG_EVENT_DICE_ROLLED, PIT_EV_ROLL, s->turn, s->dice[0],
		              s->dice[1], 0, 0);
		after_roll(s, ev);
		return;
	case PIT_PHASE_RAVEN: {
		pit_family *f = &s->family[s->turn];
		s->raven_card = (uint8_t)(move - PIT_MOVE_RAVEN);
		int village = pit_raven_deck[s->raven_card];
		pg_event_push(ev, PG_EVENT_DICE_ROLLED, PIT_EV_RAVEN, s->turn, s->raven_card,
		              village, 0, 0);
		pg_event_push(ev, PG_EVENT_PIECE_MOVED, PIT_EV_FLY, s->turn, f->village,
		              village, 0, 0);
		f->village = f->home = (uint8_t)village;
		s->travelled = 1;
		s->phase = (f->total_halves && pit_poorest(s, s->turn) >= 0) ? PIT_PHASE_PAY
		                                                             : PIT_PHASE_ACT;
		return;
	}
	default:
		apply_decision(s, move, ev);
	}
}

/* ---- results ---------------------------------------------------------- */

static void pit_returns(const void *state, double *out)
{
	const pit_state *s = cst(state);
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
	const pit_state *s = cst(state);
	for (int p = 0; p < s->players; p++)
		out[p] = s->standing ? pit_standing(s, p) : (pit_table_survived(s) ? 100 : 0);
}

static void pit_score_breakdown(const void *state, int seat, pg_breakdown *out)
{
	const pit_state *s = cst(state);
	const pit_family *f = &s->family[seat];
	if (!s->standing) {
		if (pit_table_survived(s))
			pg_breakdown_add(out, 100, "Every family saw the year through");
		else
			pg_breakdown_add(out, 0, "%d of %d families saw the year through",
			                 pit_alive_count(s), s->players);
		return;
	}
	if (f->out) {
		pg_breakdown_add(out, 0, "Starved in round %d", f->out_round + 1);
	} else {
		pg_breakdown_add(out, 20, "Saw the year through");
		pg_breakdown_add(out, f->total_halves / 2, "Food stored (%d whole cards)",
		                 f->total_halves / 2);
	}
	pg_breakdown_add(out, f->given_halves, "Food given to others (%d half cards)",
	                 f->given_halves);
}

static bool pit_check_invariants(const void *state, char *why, size_t size)
{
	const pit_state *s = cst(state);
	if (s->players < PIT_MIN_PLAYERS || s->players > PIT_MAX_PLAYERS ||
	    s->phase > PIT_PHASE_OVER) {
		snprintf(why, size, "bad players or phase");
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
				         seat_names[p], h, cell, f->cell_halves[h]);
				return false;
			}
			total += cell;
		}
		for (int food = 0; food < PIT_FOODS; food++)
			if (by_food[food] != f->food_halves[food]) {
				snprintf(why, size, "%s: food %d sums wrong", seat_names[p],
				         food);
				return false;
			}
		if (total != f->total_halves || (f->out && total) ||
		    f->dog_teams > PIT_MAX_DOG_TEAMS || f->kayak > 1 ||
		    f->village >= PIT_VILLAGES || f->home >= PIT_VILLAGES) {
			snprintf(why, size, "%s: totals, transport or village out of range",
			         seat_names[p]);
			return false;
		}
	}
	return true;
}

/* ---- notation ---------------------------------------------------------- */

static const char *const item_ids[PIT_ITEMS] = {
    "king", "salmon", "smelt", "herring", "whitefish", "blackfish", "pike", "loche", "tomcod",
    "seal", "beluga", "birds", "eggs",    "berries",   "caribou",   "furs", "dogs",  "kayak",
};

static const char *const weather_ids[PIT_WEATHERS] = {
    "avaituq", "anuqa", "ellarayak", "ellalluk", "pirtuk", "qanikcaq",
};

static int pit_move_to_text(const void *state, pg_move m, char *buf, size_t size)
{
	(void)state;
	if (m == PIT_MOVE_END)
		return snprintf(buf, size, "end");
	if (m == PIT_MOVE_ROLL_DICE)
		return snprintf(buf, size, "roll");
	if (m == PIT_MOVE_BUILD)
		return snprintf(buf, size, "build");
	if (m == PIT_MOVE_TAKE_ALL)
		return snprintf(buf, size, "take:all");
	if (m == PIT_MOVE_SEND)
		return snprintf(buf, size, "send");
	if (m == PIT_MOVE_CANCEL)
		return snprintf(buf, size, "cancel");
	if (m == PIT_MOVE_ACCEPT)
		return snprintf(buf, size, "accept");
	if (m == PIT_MOVE_DECLINE)
		return snprintf(buf, size, "decline");
	if (m >= PIT_MOVE_TAKE && m < PIT_MOVE_TAKE + PIT_FOODS)
		return snprintf(buf, size, "take:%s", item_ids[m - PIT_MOVE_TAKE]);
	if (m >= PIT_MOVE_PICK && m < PIT_MOVE_PICK + PIT_FOODS)
		return snprintf(buf, size, "pick:%s", item_ids[m - PIT_MOVE_PICK]);
	if (m >= PIT_MOVE_PAY && m < PIT_MOVE_PAY + PIT_FOODS)
		return snprintf(buf, size, "pay:%s", item_ids[m - PIT_MOVE_PAY]);
	if (m >= PIT_MOVE_FOOD && m < PIT_MOVE_FOOD + PIT_FOODS)
		return snprintf(buf, size, "food:%s", item_ids[m - PIT_MOVE_FOOD]);
	if (m >= PIT_MOVE_ADD && m < PIT_MOVE_ADD + PIT_ITEMS)
		return snprintf(buf, size, "add:%s", item_ids[m - PIT_MOVE_ADD]);
	if (m >= PIT_MOVE_ASK && m < PIT_MOVE_ASK + PIT_ITEMS)
		return snprintf(buf, size, "ask:%s", item_ids[m - PIT_MOVE_ASK]);
	if (m >= PIT_MOVE_OFFER && m < PIT_MOVE_OFFER + PIT_MAX_PLAYERS)
		return snprintf(buf, size, "offer:%d", m - PIT_MOVE_OFFER);
	if (m >= PIT_MOVE_HOME && m < PIT_MOVE_HOME + PIT_VILLAGES)
		return snprintf(buf, size, "home:%s", pit_villages[m - PIT_MOVE_HOME].id);
	if (m >= PIT_MOVE_GO && m < PIT_MOVE_GO + PIT_VILLAGES)
		return snprintf(buf, size, "go:%s", pit_villages[m - PIT_MOVE_GO].id);
	if (m >= PIT_MOVE_GIVE && m < PIT_MOVE_GIVE + PIT_MAX_PLAYERS * PIT_FOODS)
		return snprintf(buf, size, "give:%d:%s", (m - PIT_MOVE_GIVE) / PIT_FOODS,
		                item_ids[(m - PIT_MOVE_GIVE) % PIT_FOODS]);
	if (m >= PIT_MOVE_KEEPER && m < PIT_MOVE_KEEPER + PIT_MAX_PLAYERS)
		return snprintf(buf, size, "keeper:%d", m - PIT_MOVE_KEEPER);
	if (m >= PIT_MOVE_WEATHER && m < PIT_MOVE_WEATHER + PIT_WEATHERS)
		return snprintf(buf, size, "weather:%s", weather_ids[m - PIT_MOVE_WEATHER]);
	if (m >= PIT_MOVE_ROLL && m < PIT_MOVE_ROLL + 36)
		return snprintf(buf, size, "roll:%d+%d", (m - PIT_MOVE_ROLL) / 6 + 1,
		                (m - PIT_MOVE_ROLL) % 6 + 1);
	if (m >= PIT_MOVE_RAVEN && m < PIT_MOVE_RAVEN + PIT_RAVEN_CARDS)
		return snprintf(buf, size, "raven:%s",
		                pit_villages[pit_raven_deck[m - PIT_MOVE_RAVEN]].id);
	return snprintf(buf, size, "?");
}

static int find_name(const char *const *names, int count, const char *text)
{
	for (int i = 0; i < count; i++)
		if (strcmp(names[i], text) == 0)
			return i;
	return -1;
}

static int find_village(const char *text)
{
	for (int v = 0; v < PIT_VILLAGES; v++)
		if (strcmp(pit_villages[v].id, text) == 0)
			return v;
	return -1;
}

static bool parse_seat(const char *text, int *seat)
{
	if (text[0] < '0' || text[0] >= '0' + PIT_MAX_PLAYERS || text[1] != '\0')
		return false;
	*seat = text[0] - '0';
	return true;
}

/* "prefix:rest": rest, or NULL when text does not start with prefix. */
static const char *after(const char *text, const char *prefix)
{
	size_t n = strlen(prefix);
	return strncmp(text, prefix, n) == 0 ? text + n : NULL;
}

static bool pit_move_from_text(const void *state, const char *text, pg_move *out)
{
	(void)state;
	static const struct {
		const char *text;
		pg_move move;
	} words[] = {
	    {"end", PIT_MOVE_END},       {"roll", PIT_MOVE_ROLL_DICE},
	    {"build", PIT_MOVE_BUILD},   {"take:all", PIT_MOVE_TAKE_ALL},
	    {"send", PIT_MOVE_SEND},     {"cancel", PIT_MOVE_CANCEL},
	    {"accept", PIT_MOVE_ACCEPT}, {"decline", PIT_MOVE_DECLINE},
	};
	for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
		if (strcmp(text, words[i].text) == 0) {
			*out = words[i].move;
			return true;
		}
	static const struct {
		const char *prefix;
		pg_move base;
		int count;
	} foods[] = {
	    {"take:", PIT_MOVE_TAKE, PIT_FOODS}, {"pick:", PIT_MOVE_PICK, PIT_FOODS},
	    {"pay:", PIT_MOVE_PAY, PIT_FOODS},   {"food:", PIT_MOVE_FOOD, PIT_FOODS},
	    {"add:", PIT_MOVE_ADD, PIT_ITEMS},   {"ask:", PIT_MOVE_ASK, PIT_ITEMS},
	};
	const char *rest;
	for (size_t i = 0; i < sizeof foods / sizeof foods[0]; i++) {
		if (!(rest = after(text, foods[i].prefix)))
			continue;
		int item = find_name(item_ids, foods[i].count, rest);
		if (item < 0)
			return false;
		*out = foods[i].base + item;
		return true;
	}
	int seat, v;
	if ((rest = after(text, "offer:")) && parse_seat(rest, &seat)) {
		*out = PIT_MOVE_OFFER + seat;
		return true;
	}
	if ((rest = after(text, "keeper:")) && parse_seat(rest, &seat)) {
		*out = PIT_MOVE_KEEPER + seat;
		return true;
	}
	if ((rest = after(text, "home:")) && (v = find_village(rest)) >= 0) {
		*out = PIT_MOVE_HOME + v;
		return true;
	}
	if ((rest = after(text, "go:")) && (v = find_village(rest)) >= 0) {
		*out = PIT_MOVE_GO + v;
		return true;
	}
	if ((rest = after(text, "weather:")) &&
	    (v = find_name(weather_ids, PIT_WEATHERS, rest)) >= 0) {
		*out = PIT_MOVE_WEATHER + v;
		return true;
	}
	if ((rest = after(text, "give:"))) {
		char seat_text[2] = {rest[0], '\0'};
		int food;
		if (!parse_seat(seat_text, &seat) || rest[1] != ':' ||
		    (food = find_name(item_ids, PIT_FOODS, rest + 2)) < 0)
			return false;
		*out = pit_move_give(seat, food);
		return true;
	}
	if ((rest = after(text, "roll:"))) {
		if (rest[0] < '1' || rest[0] > '6' || rest[1] != '+' || rest[2] < '1' ||
		    rest[2] > '6' || rest[3])
			return false;
		*out = pit_move_roll(rest[0] - '0', rest[2] - '0');
		return true;
	}
	if ((rest = after(text, "raven:")) && (v = find_village(rest)) >= 0) {
		for (int c = 0; c < PIT_RAVEN_CARDS; c++)
			if (pit_raven_deck[c] == v) {
				*out = PIT_MOVE_RAVEN + c;
				return true;
			}
	}
	return false;
}

/* ---- sentences ---------------------------------------------------------- */

static const char *const food_singular[PIT_FOODS] = {
    "king salmon", "salmon", "smelt",   "herring",   "whitefish", "blackfish",
    "pike",        "loche",  "tomcod",  "seal",      "beluga",    "bird",
    "egg",         "berry",  "caribou", "furbearer",
};

/* "6 king salmon", "1 seal", "half a card of pike", "2 and a half cards of
 * seal". */
static void amount_text(int halves, int food, char *buf, size_t size)
{
	int whole = halves / 2;
	if (halves % 2 == 0)
		snprintf(buf, size, "%d %s", whole,
		         whole == 1 ? food_singular[food] : pit_foods[food].plural);
	else if (whole == 0)
		snprintf(buf, size, "half a card of %s", food_singular[food]);
	else
		snprintf(buf, size, "%d and a half cards of %s", whole, food_singular[food]);
}

static const char *item_phrase(int item)
{
	if (item == PIT_ITEM_DOGS)
		return "dog team";
	if (item == PIT_ITEM_KAYAK)
		return "kayak";
	return food_singular[item];
}

static int list_items(const uint8_t items[PIT_ITEMS], char *buf, size_t size)
{
	int used = 0;
	buf[0] = '\0';
	for (int item = 0; item < PIT_ITEMS; item++) {
		if (!items[item] || (size_t)used >= size)
			continue;
		used += snprintf(buf + used, size - (size_t)used, "%s%d %s", used ? ", " : "",
		                 items[item], item_phrase(item));
	}
	if (!used)
		snprintf(buf, size, "nothing");
	return used;
}

static const char *village_name(int v)
{
	return pit_villages[v].english;
}

static int describe_take(const pit_state *s, int chosen, char *buf, size_t size)
{
	int plan[PIT_FOODS];
	take_plan(s, s->turn, chosen, plan);
	int kinds = 0;
	for (int food = 0; food < PIT_FOODS; food++)
		kinds += plan[food] > 0;
	/* "6 king salmon", "6 king salmon and 2 seals", "a, b and c". */
	char list[320] = "nothing";
	int used = 0, listed = 0;
	for (int food = 0; food < PIT_FOODS && (size_t)used < sizeof list; food++) {
		if (!plan[food])
			continue;
		char part[64];
		amount_text(plan[food], food, part, sizeof part);
		const char *sep = listed == 0 ? "" : listed == kinds - 1 ? " and " : ", ";
		used += snprintf(list + used, sizeof list - (size_t)used, "%s%s", sep, part);
		listed++;
	}
	return snprintf(buf, size, "%s takes %s at %s.", seat_names[s->turn], list,
	                village_name(s->family[s->turn].village));
}

static int pit_describe_move(const void *state, pg_move m, char *buf, size_t size)
{
	const pit_state *s = cst(state);
	const char *who =
	    pit_seat_name(pit_current_player(state) >= 0 ? pit_current_player(state) : s->turn);
	const pit_family *f = &s->family[s->turn];
	if (s->phase == PIT_PHASE_KEEPER)
		return snprintf(buf, size, "%s is drawn to keep the weather and the calendar.",
		                seat_names[m - PIT_MOVE_KEEPER]);
	if (s->phase == PIT_PHASE_WEATHER) {
		int w = m - PIT_MOVE_WEATHER;
		int forbids = pit_weather_forbids[pit_season(s->half_month)][w];
		const char *effect =
		    forbids & PIT_NO_HUNTING ? "no travel and no hunting"
		    : (forbids & PIT_NO_OCEAN_HUNTING) && (forbids & PIT_NO_FISH_DRYING)
		        ? "no ocean hunting or ocean travel, no fish drying"
		    : forbids & PIT_NO_OCEAN_HUNTING ? "no ocean hunting or ocean travel"
		    : forbids & PIT_NO_FISH_DRYING   ? "no fish drying"
		                                     : "everything is possible";
		return snprintf(buf, size, "The weather for %s %s: %s (%s), %s.",
		                s->half_month % 2 ? "late" : "early",
		                pit_months[s->half_month / 2].yupik, pit_weather_words[w],
		                pit_weather_english[w], effect);
	}
	if (s->phase == PIT_PHASE_ROLL) {
		int a = (m - PIT_MOVE_ROLL) / 6 + 1, b = (m - PIT_MOVE_ROLL) % 6 + 1;
		return snprintf(buf, size, "%s rolls %d and %d (%d): %s", seat_names[s->turn],
		                a, b, a + b, pit_luck_text[a + b]);
	}
	if (s->phase == PIT_PHASE_RAVEN) {
		int v = pit_raven_deck[m - PIT_MOVE_RAVEN];
		return snprintf(buf, size,
		                "Raven carries %s through the air to %s (%s), its new home.",
		                seat_names[s->turn], pit_villages[v].yupik, village_name(v));
	}
	if (m == PIT_MOVE_END)
		return snprintf(buf, size, "%s ends the turn.", who);
	if (m == PIT_MOVE_ROLL_DICE)
		return snprintf(buf, size, "%s rolls for luck.", who);
	if (m == PIT_MOVE_BUILD)
		return snprintf(
		    buf, size,
		    "%s sits out the turn to build a kayak frame and covers it with two seal "
		    "skins.",
		    who);
	if (m == PIT_MOVE_TAKE_ALL)
		return describe_take(s, -1, buf, size);
	if (m >= PIT_MOVE_TAKE && m < PIT_MOVE_TAKE + PIT_FOODS)
		return describe_take(s, m - PIT_MOVE_TAKE, buf, size);
	if (m >= PIT_MOVE_HOME && m < PIT_MOVE_HOME + PIT_VILLAGES)
		return snprintf(buf, size, "%s makes its home at %s (%s).", who,
		                pit_villages[m - PIT_MOVE_HOME].yupik,
		                village_name(m - PIT_MOVE_HOME));
	if (m >= PIT_MOVE_FOOD && m < PIT_MOVE_FOOD + PIT_FOODS)
		return snprintf(buf, size,
		                "%s starts the year with a card of %s besides its dried fish.",
		                who, food_singular[m - PIT_MOVE_FOOD]);
	if (m >= PIT_MOVE_PICK && m < PIT_MOVE_PICK + PIT_FOODS)
		return snprintf(buf, size, "%s takes a card of %s from %s.", who,
		                food_singular[m - PIT_MOVE_PICK], seat_names[s->giver]);
	if (m >= PIT_MOVE_PAY && m < PIT_MOVE_PAY + PIT_FOODS) {
		int poorest = pit_poorest(s, s->turn);
		return snprintf(
		    buf, size,
		    "%s pays a card of %s to %s, the poorest family, for the angalkuq's help.",
		    who, food_singular[m - PIT_MOVE_PAY], pit_seat_name(poorest));
	}
	if (m >= PIT_MOVE_GO && m < PIT_MOVE_GO + PIT_VILLAGES) {
		int v = m - PIT_MOVE_GO;
		bool dogs = pit_transport_season(s->half_month) == PIT_TRANSPORT_DOGS;
		return snprintf(buf, size, "%s travels by %s to %s, %.0f km.", who,
		                dogs ? (f->dog_teams >= 2 ? "two dog teams" : "dog team")
		                     : "kayak",
		                village_name(v), pit_distance_km(f->village, v));
	}
	if (m >= PIT_MOVE_GIVE && m < PIT_MOVE_GIVE + PIT_MAX_PLAYERS * PIT_FOODS) {
		int to = (m - PIT_MOVE_GIVE) / PIT_FOODS,
		    food = (m - PIT_MOVE_GIVE) % PIT_FOODS;
		return snprintf(buf, size, "%s gives %s a card of %s.", who, pit_seat_name(to),
		                food_singular[food]);
	}
	if (m >= PIT_MOVE_OFFER && m < PIT_MOVE_OFFER + PIT_MAX_PLAYERS)
		return snprintf(buf, size, "%s begins an offer to %s.", who,
		                pit_seat_name(m - PIT_MOVE_OFFER));
	if (m >= PIT_MOVE_ADD && m < PIT_MOVE_ADD + PIT_ITEMS)
		return snprintf(buf, size, "%s puts a %s into the offer.", who,
		                item_phrase(m - PIT_MOVE_ADD));
	if (m >= PIT_MOVE_ASK && m < PIT_MOVE_ASK + PIT_ITEMS)
		return snprintf(buf, size, "%s asks for a %s.", who,
		                item_phrase(m - PIT_MOVE_ASK));
	if (m == PIT_MOVE_CANCEL)
		return snprintf(buf, size, "%s drops the offer.", who);
	char gives[160], asks[160];
	list_items(s->offer_give, gives, sizeof gives);
	list_items(s->offer_ask, asks, sizeof asks);
	if (m == PIT_MOVE_SEND)
		return snprintf(buf, size, "%s offers %s %s for %s.", who,
		                pit_seat_name(s->partner), gives, asks);
	if (m == PIT_MOVE_ACCEPT)
		return snprintf(buf, size, "%s accepts: %s for %s.", who, asks, gives);
	if (m == PIT_MOVE_DECLINE)
		return snprintf(buf, size, "%s declines %s's offer.", who, seat_names[s->turn]);
	return snprintf(buf, size, "%s makes a move.", who);
}

static const char *const phase_ids[] = {
    "keeper", "home",  "food", "weather", "start", "roll",   "take",
    "pick",   "raven", "pay",  "act",     "draft", "answer", "over",
};

static int pit_state_to_text(const void *state, char *buf, size_t size)
{
	const pit_state *s = cst(state);
	int used =
	    snprintf(buf, size,
	             "round %d/%d, %s %s (%s), weather %s, phase %s, keeper %s, turn %s, "
	             "dice %d+%d\n",
	             s->round + 1, s->rounds, s->half_month % 2 ? "late" : "early",
	             pit_months[s->half_month / 2].yupik, pit_months[s->half_month / 2].english,
	             s->weather < PIT_WEATHERS ? pit_weather_words[s->weather] : "-",
	             phase_ids[s->phase], seat_names[s->keeper], seat_names[s->turn],
	             s->dice[0], s->dice[1]);
	for (int p = 0; p < s->players && (size_t)used < size; p++) {
		const pit_family *f = &s->family[p];
		used += snprintf(
		    buf + used, size - (size_t)used,
		    "%s%s at %s (home %s), %d dog team(s), %s, %d.%d cards:", seat_names[p],
		    f->out      ? " (starved)"
		    : f->hungry ? " (hungry)"
		                : "",
		    pit_villages[f->village].id, pit_villages[f->home].id, f->dog_teams,
		    f->kayak ? "kayak" : "no kayak", f->total_halves / 2,
		    f->total_halves % 2 ? 5 : 0);
		for (int food = 0; food < PIT_FOODS && (size_t)used < size; food++)
			if (f->food_halves[food])
				used += snprintf(buf + used, size - (size_t)used, " %s %d.%d",
				                 item_ids[food], f->food_halves[food] / 2,
				                 f->food_halves[food] % 2 ? 5 : 0);
		if ((size_t)used < size)
			used += snprintf(buf + used, size - (size_t)used, "\n");
	}
	return used;
}

extern const pg_game_ai pitengnaqsaraq_ai;

const pg_game pitengnaqsaraq_game = {
    .id = "pitengnaqsaraq",
    .name = "Pitengnaqsaraq",
    .tagline = "A Yup'ik subsistence year: hunt, fish, gather and share to see it through.",
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
