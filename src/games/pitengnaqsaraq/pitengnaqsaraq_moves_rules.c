/*
 * pitengnaqsaraq_moves_rules.c: Pitengnaqsaraq's legal moves and chance
 * draws. Part of the rule engine (pitengnaqsaraq_rules_internal.h says
 * which file holds what). The random playouts of the AI and of `bench`
 * build a move list at every one of a year's some 640 moves, so the lists
 * are built from the stores' bit indexes; every list keeps the ascending
 * order it always had, so seeded games play the same.
 */
#include "pitengnaqsaraq_rules_internal.h"

#include <string.h>

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

/* Items a family could put into an offer at all: foods it holds a whole
 * card of, its dog teams and its kayak. */
static uint32_t item_candidates(const pit_family *f)
{
	return f->held_cards | (uint32_t)(f->dog_teams > 0) << PIT_ITEM_DOGS |
	       (uint32_t)(f->kayak > 0) << PIT_ITEM_KAYAK;
}

static int push(pg_move *out, int n, int cap, pg_move move)
{
	if (n < cap)
		out[n] = move;
	return n + 1;
}

/* Set bits, without the library call the default x86-64 target makes of
 * __builtin_popcount (no POPCNT instruction is assumed). */
static unsigned bit_count(uint64_t bits)
{
	bits = bits - ((bits >> 1) & UINT64_C(0x5555555555555555));
	bits = (bits & UINT64_C(0x3333333333333333)) + ((bits >> 2) & UINT64_C(0x3333333333333333));
	bits = (bits + (bits >> 4)) & UINT64_C(0x0f0f0f0f0f0f0f0f);
	return (unsigned)((bits * UINT64_C(0x0101010101010101)) >> 56);
}

/* The villages the family whose turn it is can travel to now, a bit each:
 * pit_can_travel for every village in reach (a generated bit set a
 * village), with what does not depend on the destination worked out once
 * (this runs in every playout). */
static uint64_t travel_mask(const pit_state *s)
{
	int range = s->travelled ? 0 : pit_travel_range_km(s, s->turn);
	if (range <= 0)
		return 0;
	int from = s->family[s->turn].village;
	uint64_t from_bit = UINT64_C(1) << from;
	bool dogs = pit_transport_season(s->half_month) == PIT_TRANSPORT_DOGS;
	bool no_sea = !dogs && (pit_forbidden(s) & PIT_NO_OCEAN_TRAVEL);
	uint64_t mask = pit_reach_mask(from, range);
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

static int act_moves(const pit_state *s, pg_move *out, int cap)
{
	const pit_family *f = &s->family[s->turn];
	unsigned others = 0;
	for (int p = 0; p < s->players; p++)
		if (p != s->turn && !s->family[p].out)
			others |= 1u << p;
	uint64_t go = travel_mask(s);
	unsigned held = f->held;
	enum { MOST = 1 + PIT_MAX_PLAYERS + PIT_VILLAGES + PIT_MAX_PLAYERS * PIT_FOODS };
	if (cap < MOST) {
		/* A list too short for every possible move: the same moves, cut
		 * at cap (the playouts give a list of PG_MAX_MOVES). */
		pg_move all[MOST];
		int n = act_moves(s, all, MOST);
		memcpy(out, all, sizeof(pg_move) * (size_t)(cap < n ? cap : n));
		return n;
	}
	/* The groups ascend: end, offers (120+), travel (192+), gifts (256+). */
	int n = 0;
	out[n++] = PIT_MOVE_END;
	if (s->offers_made < PIT_OFFERS_PER_TURN)
		for (unsigned bits = others; bits; bits &= bits - 1)
			out[n++] = PIT_MOVE_OFFER + __builtin_ctz(bits);
	for (; go; go &= go - 1)
		out[n++] = PIT_MOVE_GO + __builtin_ctzll(go);
	if (held)
		for (unsigned seats = others; seats; seats &= seats - 1)
			for (unsigned bits = held; bits; bits &= bits - 1)
				out[n++] = pit_move_give(__builtin_ctz(seats), __builtin_ctz(bits));
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
	/* Only items a side holds at all can pass holds_item: walk those. */
	if (given < PIT_OFFER_MAX_ITEMS)
		for (uint32_t bits = item_candidates(me); bits; bits &= bits - 1) {
			int item = __builtin_ctz(bits);
			if (!s->offer_ask[item] && holds_item(me, item, s->offer_give[item]) &&
			    could_receive(them, item, s->offer_give[item], 0))
				n = push(out, n, cap, PIT_MOVE_ADD + item);
		}
	if (asked < PIT_OFFER_MAX_ITEMS)
		for (uint32_t bits = item_candidates(them); bits; bits &= bits - 1) {
			int item = __builtin_ctz(bits);
			if (!s->offer_give[item] && holds_item(them, item, s->offer_ask[item]) &&
			    could_receive(me, item, s->offer_ask[item], 0))
				n = push(out, n, cap, PIT_MOVE_ASK + item);
		}
	return n;
}

static int foods_held_moves(const pit_family *f, int base, pg_move *out, int cap)
{
	int n = 0;
	for (unsigned bits = f->held; bits; bits &= bits - 1)
		n = push(out, n, cap, base + __builtin_ctz(bits));
	return n;
}

int pit_legal_moves(const void *state, pg_move *out, int cap)
{
	const pit_state *s = pit_cst(state);
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

int pit_chance_outcomes(const void *state, pg_chance_outcome *out, int cap)
{
	const pit_state *s = pit_cst(state);
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
pg_move pit_sample_chance(const void *state, pg_rng *rng)
{
	const pit_state *s = pit_cst(state);
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


/* The index-th set bit of bits (index < popcount). */
static int nth_bit(uint64_t bits, unsigned index)
{
	for (; index; index--)
		bits &= bits - 1;
	return __builtin_ctzll(bits);
}

/* A turn's action list (act_moves) counted, not built: the end, the
 * offers, the journeys and the gifts, in that order, and the move at the
 * drawn index found by arithmetic. */
static pg_move random_act_move(const pit_state *s, pg_rng *rng)
{
	const pit_family *f = &s->family[s->turn];
	unsigned others = 0, other_count = 0;
	for (int p = 0; p < s->players; p++)
		if (p != s->turn && !s->family[p].out) {
			others |= 1u << p;
			other_count++;
		}
	unsigned offers = s->offers_made < PIT_OFFERS_PER_TURN ? other_count : 0;
	uint64_t go = travel_mask(s);
	unsigned journeys = bit_count(go);
	unsigned held = f->held, foods = bit_count(held);
	unsigned gifts = foods ? other_count * foods : 0;
	unsigned r = pg_rng_below(rng, 1 + offers + journeys + gifts);
	if (r == 0)
		return PIT_MOVE_END;
	r--;
	if (r < offers)
		return PIT_MOVE_OFFER + nth_bit(others, r);
	r -= offers;
	if (r < journeys)
		return PIT_MOVE_GO + nth_bit(go, r);
	r -= journeys;
	return pit_move_give(nth_bit(others, r / foods), nth_bit(held, r % foods));
}

pg_move pit_random_move(const void *state, pg_rng *rng)
{
	const pit_state *s = pit_cst(state);
	if (s->phase == PIT_PHASE_ACT)
		return random_act_move(s, rng);
	/* The other lists are short (at most 38 moves: a draft). */
	pg_move moves[64];
	int n = pit_legal_moves(state, moves, 64);
	return n > 0 ? moves[pg_rng_below(rng, (uint32_t)n)] : PG_NO_MOVE;
}
