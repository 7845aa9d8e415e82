/*
 * pitengnaqsaraq_store_rules.c: Pitengnaqsaraq's data lookups, the
 * families' food stores (adding, moving and eating food oldest first), the
 * travel range and what a roll lets a family take. Part of the rule engine
 * (pitengnaqsaraq_rules_internal.h says which file holds what).
 */
#include "pitengnaqsaraq_rules_internal.h"

#include <string.h>

#include "pg_i18n.h"

static const char *const seat_names[PIT_MAX_PLAYERS] = {N_("Red"), N_("Blue"), N_("Green"),
                                                        N_("Yellow"), N_("Purple")};

/* Villages within PIT_TRAVEL_KM ([0]) and twice that ([1]) of each village,
 * a bit each, generated from pit_distance_tenths (distance <= range; the
 * village itself left out). test_pitengnaqsaraq recomputes it. */
static const uint64_t reach_masks[PIT_VILLAGES][2] = {
    {UINT64_C(0xe000001fe), UINT64_C(0xff01feffe)}, /* bethel */
    {UINT64_C(0xe000001fd), UINT64_C(0xff013e7fd)}, /* kwethluk */
    {UINT64_C(0xf000001fb), UINT64_C(0xff013e7fb)}, /* akiachak */
    {UINT64_C(0xf00000177), UINT64_C(0xff013e7f7)}, /* akiak */
    {UINT64_C(0xf0000006f), UINT64_C(0xff01063ef)}, /* tuluksak */
    {UINT64_C(0xe000001df), UINT64_C(0xff01fffdf)}, /* napaskiak */
    {UINT64_C(0xe000021bf), UINT64_C(0xff01fefbf)}, /* napakiak */
    {UINT64_C(0xe0001e367), UINT64_C(0xfd03fff7f)}, /* tuntutuliak */
    {UINT64_C(0xe000062ef), UINT64_C(0xfc01ffeff)}, /* eek */
    {UINT64_C(0x000006d80), UINT64_C(0xe0017fdff)}, /* quinhagak */
    {UINT64_C(0x000001a00), UINT64_C(0x80001fbef)}, /* goodnews_bay */
    {UINT64_C(0x000001600), UINT64_C(0x00001f7e1)}, /* platinum */
    {UINT64_C(0x000000c00), UINT64_C(0x000006fa0)}, /* togiak */
    {UINT64_C(0x00001c3c0), UINT64_C(0xe003fdfff)}, /* kongiganak */
    {UINT64_C(0x00001a380), UINT64_C(0xe003fbfff)}, /* kwigillingok */
    {UINT64_C(0x0000f6080), UINT64_C(0xe00bf6fef)}, /* kipnuk */
    {UINT64_C(0x0001ee080), UINT64_C(0xe00feefef)}, /* chefornak */
    {UINT64_C(0x0003d8000), UINT64_C(0xe71fde3ef)}, /* nightmute */
    {UINT64_C(0x0003b8000), UINT64_C(0xe71fbe3e1)}, /* toksook_bay */
    {UINT64_C(0x000378000), UINT64_C(0xe71f7e1e1)}, /* tununak */
    {UINT64_C(0x0008f0000), UINT64_C(0xef5efe3ff)}, /* newtok */
    {UINT64_C(0x0000e0000), UINT64_C(0x001dfe080)}, /* mekoryuk */
    {UINT64_C(0x001800000), UINT64_C(0x077bf0000)}, /* hooper_bay */
    {UINT64_C(0x001500000), UINT64_C(0xeff7f8000)}, /* chevak */
    {UINT64_C(0x000c00000), UINT64_C(0x6fefe0000)}, /* scammon_bay */
    {UINT64_C(0x02c000000), UINT64_C(0x0fdc00000)}, /* emmonak */
    {UINT64_C(0x02a000000), UINT64_C(0x0fbd00000)}, /* alakanuk */
    {UINT64_C(0x006000000), UINT64_C(0x1f7800000)}, /* kotlik */
    {UINT64_C(0x0e0000000), UINT64_C(0xfefde00ff)}, /* st_marys */
    {UINT64_C(0x0d6000000), UINT64_C(0xfdfde007f)}, /* mountain_village */
    {UINT64_C(0x1b0000000), UINT64_C(0xfbfde01ff)}, /* pilot_station */
    {UINT64_C(0x170000000), UINT64_C(0xf7f9001ff)}, /* marshall */
    {UINT64_C(0x0c000001c), UINT64_C(0xef80001ff)}, /* russian_mission */
    {UINT64_C(0xc000001ff), UINT64_C(0xdf19fe3ff)}, /* nunapitchuk */
    {UINT64_C(0xa000001ff), UINT64_C(0xbf19fe3ff)}, /* kasigluk */
    {UINT64_C(0x6000001ff), UINT64_C(0x7f09fe7ff)}, /* atmautluak */
};

/* Generated like the reach table: the villages of Nunivak, and those on
 * open water (coast, island, bay). */
const uint64_t pit_nunivak_villages = UINT64_C(0x000200000);
const uint64_t pit_open_water_villages = UINT64_C(0x0017ffe00);

/* Generated from pit_foods like the reach table: the foods in season in
 * each half-month (a calendar count above zero), the ocean foods and the
 * fish.
 * test_pitengnaqsaraq recomputes both. */
const uint16_t pit_season_foods[PIT_HALF_MONTHS] = {
    0x8bf0, 0x8bf0, 0x8bf0, 0x8bf0, 0xcbf0, 0xcb70, 0xcb70, 0x8b70,
    0x8a70, 0x1e7c, 0x0605, 0x1e0b, 0x0c03, 0x2803, 0x2802, 0x6802,
    0x6a72, 0x6b72, 0x6b70, 0x4bf0, 0xcbf0, 0x8bf0, 0x8bf0, 0x8bf0,
};
const uint16_t pit_ocean_foods = 0x0600;
const uint16_t pit_fish_foods = 0x01ff;

uint64_t pit_reach_mask(int from, int range_km)
{
	if (range_km == PIT_TRAVEL_KM)
		return reach_masks[from][0];
	if (range_km == 2 * PIT_TRAVEL_KM)
		return reach_masks[from][1];
	uint64_t mask = 0;
	for (int v = 0; v < PIT_VILLAGES; v++)
		if (v != from && pit_distance_tenths[from][v] <= 10 * range_km)
			mask |= UINT64_C(1) << v;
	return mask;
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

/* A trip out to sea: to or from Nunivak, or from one coast to another. */
bool pit_ocean_trip(int from, int to)
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
	return (seat >= 0 && seat < PIT_MAX_PLAYERS) ? _(seat_names[seat]) : _("Nobody");
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
	return seat > 0 ? seat - 1 : s->players - 1;
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

/* Moves up to `halves` of one food, oldest first, from one family to
 * another (to = NULL: back to the banker). Returns what moved. The
 * half-months holding the food are a bit set, so the walk jumps from card
 * to card (every random gift and meal runs this); they hold the food's
 * whole count, so the walk ends when that much has moved. */
int pit_move_food(const pit_state *s, pit_family *from, pit_family *to, int food, int halves)
{
	if (halves > from->food_halves[food])
		halves = from->food_halves[food];
	int start = s->half_month + 1 == PIT_HALF_MONTHS ? 0 : s->half_month + 1;
	uint32_t bits = pit_oldest_first(from->food_cells[food], s->half_month);
	for (int left = halves; left > 0; bits &= bits - 1) {
		int taken = start + __builtin_ctz(bits);
		if (taken >= PIT_HALF_MONTHS)
			taken -= PIT_HALF_MONTHS;
		int here = from->halves[taken][food];
		int n = here < left ? here : left;
		pit_remove_halves(from, taken, food, n);
		if (to)
			pit_add_halves(to, taken, food, n);
		left -= n;
	}
	return halves;
}

/* Eats up to `halves`, oldest first (any foods: halves pair up), keeping
 * furbearers for clothing until nothing else is left: then they go too,
 * oldest first, as any one food leaves a store. */
int pit_eat_halves(const pit_state *s, pit_family *f, int halves)
{
	int eaten = 0;
	int start = s->half_month + 1 == PIT_HALF_MONTHS ? 0 : s->half_month + 1;
	for (uint32_t bits = pit_oldest_first(f->cells, s->half_month); bits && eaten < halves;
	     bits &= bits - 1) {
		int taken = start + __builtin_ctz(bits);
		if (taken >= PIT_HALF_MONTHS)
			taken -= PIT_HALF_MONTHS;
		unsigned foods = pit_cell_foods(f, taken) & ~(1u << PIT_FURS);
		for (; foods && eaten < halves; foods &= foods - 1) {
			int food = __builtin_ctz(foods);
			int here = f->halves[taken][food];
			int n = here < halves - eaten ? here : halves - eaten;
			pit_remove_halves(f, taken, food, n);
			eaten += n;
		}
	}
	if (eaten < halves)
		eaten += pit_move_food(s, f, NULL, PIT_FURS, halves - eaten);
	return eaten;
}

void pit_clear_food(pit_family *f)
{
	memset(f->halves, 0, sizeof f->halves);
	memset(f->cell_halves, 0, sizeof f->cell_halves);
	memset(f->food_halves, 0, sizeof f->food_halves);
	memset(f->food_cells, 0, sizeof f->food_cells);
	f->total_halves = 0;
	f->cells = 0;
	f->held = f->held_cards = 0;
}

void pit_family_reindex(pit_family *f)
{
	uint8_t halves[PIT_HALF_MONTHS][PIT_FOODS];
	memcpy(halves, f->halves, sizeof halves);
	pit_clear_food(f);
	for (int taken = 0; taken < PIT_HALF_MONTHS; taken++)
		for (int food = 0; food < PIT_FOODS; food++)
			pit_add_halves(f, taken, food, halves[taken][food]);
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

/* pit_travel_range_km, inlined into pit_travel_mask (every random turn
 * asks that). */
static inline __attribute__((always_inline)) int travel_range_km(const pit_state *s, int seat)
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

int pit_travel_range_km(const pit_state *s, int seat)
{
	return travel_range_km(s, seat);
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
	if ((pit_forbidden(s) & PIT_NO_OCEAN_TRAVEL) && pit_ocean_trip(f->village, village))
		return false; /* by kayak or, in spring, by sledge along the coast */
	return pit_distance_tenths[f->village][village] <= 10 * range;
}

/* The villages the family whose turn it is can travel to now, a bit each:
 * pit_can_travel for every village in reach (a generated bit set a
 * village), with what does not depend on the destination worked out once
 * (every random turn asks; here, beside the range and the weather, the
 * compiler inlines those). */
uint64_t pit_travel_mask(const pit_state *s)
{
	int range = s->travelled ? 0 : travel_range_km(s, s->turn);
	if (range <= 0)
		return 0;
	int from = s->family[s->turn].village;
	uint64_t from_bit = UINT64_C(1) << from;
	bool dogs = pit_transport_season(s->half_month) == PIT_TRANSPORT_DOGS;
	/* Spring's wind and storm stop travel by sea for the kayak and, in
	 * the last weeks of the dog teams, for the sledge along the coast. */
	bool no_sea = pit_forbidden(s) & PIT_NO_OCEAN_TRAVEL;
	/* The range is one or two steps of PIT_TRAVEL_KM: the table's own. */
	uint64_t mask = reach_masks[from][range == 2 * PIT_TRAVEL_KM];
	if (dogs || no_sea) {
		/* Etolin Strait does not freeze solid, and every trip to or
		 * from Nunivak is an ocean trip. */
		if (from_bit & pit_nunivak_villages)
			return 0;
		mask &= ~pit_nunivak_villages;
	}
	if (no_sea && (from_bit & pit_open_water_villages))
		mask &= ~pit_open_water_villages; /* coast to coast is out at sea */
	return mask;
}

int pit_available_foods(const pit_state *s, int seat)
{
	int forbidden = pit_forbidden(s);
	if (forbidden & PIT_NO_HUNTING)
		return 0;
	/* The village's symbols in season, by two lookups (every roll asks). */
	unsigned ocean = (forbidden & PIT_NO_OCEAN_HUNTING) ? pit_ocean_foods : 0;
	return pit_villages[s->family[seat].village].foods & pit_season_foods[s->half_month] &
	       ~ocean;
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

bool pit_roll_takes_food(int total)
{
	return total == 4 || total == 5 || total == 6 || total == 7 || total == 10 ||
	       total == 11;
}

/* What a family gets: food -> halves, for one food or (food = -1) all.
 * Drying weather lets fish give one card in all; without the season's
 * transport the family can catch one card in all. Only the foods
 * available here can be in the plan, so only they are walked (every take
 * of a random playout comes here); a walk in ascending order keeps the
 * first of equal amounts, as a walk over every food did. Returns the
 * foods the plan gives, a bit each. */
unsigned pit_take_plan_foods(const pit_state *s, int seat, int chosen, int out[PIT_FOODS])
{
	unsigned mask = (unsigned)pit_available_foods(s, seat);
	int total = pit_dice_total(s);
	memset(out, 0, sizeof(int) * PIT_FOODS);
	if (chosen >= 0) {
		mask &= 1u << chosen;
		if (mask)
			out[chosen] =
			    luck_halves(total, pit_calendar_halves(s->half_month, chosen));
	} else {
		for (unsigned bits = mask; bits; bits &= bits - 1) {
			int food = __builtin_ctz(bits);
			out[food] = pit_calendar_halves(s->half_month, food);
		}
	}
	if (pit_forbidden(s) & PIT_NO_FISH_DRYING) {
		/* Keep one card of the most plentiful fish, no other fish. */
		unsigned fish = mask & pit_fish_foods;
		int best = -1;
		for (unsigned bits = fish; bits; bits &= bits - 1) {
			int food = __builtin_ctz(bits);
			if (out[food] && (best < 0 || out[food] > out[best]))
				best = food;
		}
		for (unsigned bits = fish; bits; bits &= bits - 1) {
			int food = __builtin_ctz(bits);
			if (food != best)
				out[food] = 0;
		}
		if (best >= 0 && out[best] > 2)
			out[best] = 2;
	}
	int sum = 0;
	unsigned foods = 0;
	for (unsigned bits = mask; bits; bits &= bits - 1) {
		int food = __builtin_ctz(bits);
		sum += out[food];
		foods |= (unsigned)(out[food] != 0) << food;
	}
	if (!has_transport(s, seat) && sum > 2) {
		/* Only what can be caught near camp: one card of the largest. */
		int best = __builtin_ctz(mask); /* sum > 2: mask is not empty */
		for (unsigned bits = mask; bits; bits &= bits - 1) {
			int food = __builtin_ctz(bits);
			if (out[food] > out[best])
				best = food;
		}
		for (unsigned bits = mask; bits; bits &= bits - 1) {
			int food = __builtin_ctz(bits);
			if (food != best)
				out[food] = 0;
		}
		if (out[best] > 2)
			out[best] = 2;
		foods = 1u << best; /* sum > 2: the largest is not 0 */
	}
	return foods;
}

int pit_take_plan(const pit_state *s, int seat, int chosen, int out[PIT_FOODS])
{
	int sum = 0;
	for (unsigned foods = pit_take_plan_foods(s, seat, chosen, out); foods;
	     foods &= foods - 1)
		sum += out[__builtin_ctz(foods)];
	return sum;
}
