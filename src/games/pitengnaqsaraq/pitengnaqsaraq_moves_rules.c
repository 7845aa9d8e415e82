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

#include "pg_bits.h"

/* ---- legal moves ------------------------------------------------------ */

/* Inlined into each copy of pit_random_move (see there), whose every
 * draft step, offer and gift reads these. */
#define PIT_DRAW static inline __attribute__((always_inline))

/* The items a side of the draft (0 gives, 1 asks) could add, a bit each:
 * a food still open on that side (pit_state), or a dog team or the kayak
 * `from` has to spare that `to` could keep (at most two dog teams and one
 * kayak), in neither case one on the other side. Every random draft step
 * asks this: it has no branch. The dog teams and the kayak are worked out
 * side by side, a byte each: 0x80 + a - b - 1 keeps its high bit exactly
 * when a > b, and no byte borrows from the next (every count here is at
 * most a few). */
PIT_DRAW uint32_t offerable(const pit_state *s, int side, const pit_family *from,
                          const pit_family *to)
{
	const uint8_t *already = side ? s->offer_ask : s->offer_give;
	uint32_t have = from->dog_teams | (uint32_t)from->kayak << 8;
	uint32_t kept = to->dog_teams | (uint32_t)to->kayak << 8;
	uint32_t count = already[PIT_ITEM_DOGS] | (uint32_t)already[PIT_ITEM_KAYAK] << 8;
	uint32_t most = PIT_MAX_DOG_TEAMS | 1u << 8;
	uint32_t spare = (0x8080u + have - count - 0x0101u) &        /* have > count */
	                 (0x8080u + most - kept - count - 0x0101u) & /* most > kept + count */
	                 0x8080u;
	uint32_t transport = (spare & 0x80u) << (PIT_ITEM_DOGS - 7) |
	                     (spare & 0x8000u) << (PIT_ITEM_KAYAK - 15);
	return (s->offer_open[side] | transport) & ~s->offer_items[!side];
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
	unsigned others = s->others;
	uint64_t go = pit_travel_mask(s);
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

/* A draft's choices: whether it may be sent (it holds an item), and the
 * items each side could still add (ADD) or ask for (ASK), a bit each. */
typedef struct draft_choices {
	int send;
	uint32_t add, ask;
} draft_choices;

PIT_DRAW draft_choices draft_choices_of(const pit_state *s)
{
	const pit_family *me = &s->family[s->turn], *them = &s->family[s->partner];
	int given = s->offer_count[0], asked = s->offer_count[1];
	draft_choices c = {.send = given + asked > 0, .add = 0, .ask = 0};
	if (given < PIT_OFFER_MAX_ITEMS)
		c.add = offerable(s, 0, me, them);
	if (asked < PIT_OFFER_MAX_ITEMS)
		c.ask = offerable(s, 1, them, me);
	return c;
}

static int draft_moves(const pit_state *s, pg_move *out, int cap)
{
	draft_choices c = draft_choices_of(s);
	int n = 0;
	if (c.send)
		n = push(out, n, cap, PIT_MOVE_SEND);
	n = push(out, n, cap, PIT_MOVE_CANCEL);
	for (uint32_t bits = c.add; bits; bits &= bits - 1)
		n = push(out, n, cap, PIT_MOVE_ADD + __builtin_ctz(bits));
	for (uint32_t bits = c.ask; bits; bits &= bits - 1)
		n = push(out, n, cap, PIT_MOVE_ASK + __builtin_ctz(bits));
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

/* The Raven card naming the village the family is in, or -1: Raven moves
 * a family to a new village, so that card is not in the draw. */
static int raven_own_card(const pit_state *s)
{
	int village = s->family[s->turn].village;
	for (int c = 0; c < PIT_RAVEN_CARDS; c++)
		if (pit_raven_deck[c] == village)
			return c;
	return -1;
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
	case PIT_PHASE_RAVEN: {
		int own = raven_own_card(s), cards = PIT_RAVEN_CARDS - (own >= 0);
		for (int c = 0; c < PIT_RAVEN_CARDS && n < cap; c++)
			if (c != own)
				out[n++] = (pg_chance_outcome){PIT_MOVE_RAVEN + c, 1.0 / cards};
		break;
	}
	default:
		break;
	}
	return n;
}

/* The index the running sum of n equal chances (1.0 / n added up one at
 * a time, as pg_ai's sample_chance does) gives for r: the first i at
 * which r falls below the sum. The sum after k steps is k / n to within
 * a few units in the last place, so when r * n is clear of a whole number
 * the answer is its whole part, found without walking the sum; only
 * within 1e-9 of a boundary (about one draw in 10^9) is the sum walked. */
int pit_equal_chance_index(double r, int n)
{
	double x = r * n;
	int k = (int)x;
	if (x - k > 1e-9 && x - k < 1 - 1e-9 && k < n)
		return k;
	double acc = 0;
	for (int i = 0; i < n; i++) {
		acc += 1.0 / n;
		if (r < acc)
			return i;
	}
	return n - 1;
}

/* pit_equal_chance_index for r = bits * 2^-53 (pg_rng_double's draw from
 * pg_rng_bits53), in integers: bits * n is r * n exactly, with 53 bits of
 * fraction. When that fraction is clear of a whole number by 2^-28 (more
 * than the double's shortcut needs: 1e-9, and under 2^-47 of rounding),
 * both give its whole part; nearer, the double decides. The dice and
 * Raven draw this way, without a chain of conversions and products in
 * floating point ahead of every roll's branches. */
int pit_equal_chance_index53(uint64_t bits, int n)
{
	const uint64_t whole = UINT64_C(1) << 53, margin = UINT64_C(1) << 25;
	uint64_t scaled = bits * (uint64_t)n, fraction = scaled & (whole - 1);
	if (fraction > margin && fraction < whole - margin)
		return (int)(scaled >> 53);
	return pit_equal_chance_index((double)bits * 0x1.0p-53, n);
}

/* The draw pg_ai's sample_chance makes from pit_chance_outcomes, made
 * without building the list: the same one pg_rng_double and the same
 * running sum in the same order, so every seeded game draws the same
 * outcomes as before (a random playout draws about 100 of these). */
pg_move pit_sample_chance(const void *state, pg_rng *rng)
{
	const pit_state *s = pit_cst(state);
	switch (s->phase) {
	case PIT_PHASE_KEEPER:
		return PIT_MOVE_KEEPER +
		       pit_equal_chance_index53(pg_rng_bits53(rng), s->players);
	case PIT_PHASE_WEATHER: {
		int season = pit_season(s->half_month), last = -1;
		double acc = 0, r = pg_rng_double(rng);
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
		return PIT_MOVE_ROLL + pit_equal_chance_index53(pg_rng_bits53(rng), 36);
	case PIT_PHASE_RAVEN: {
		/* The cards but the family's own village's, in the list's order. */
		int own = raven_own_card(s), cards = PIT_RAVEN_CARDS - (own >= 0);
		int c = pit_equal_chance_index53(pg_rng_bits53(rng), cards);
		return PIT_MOVE_RAVEN + c + (own >= 0 && c >= own);
	}
	default:
		return PG_NO_MOVE;
	}
}

/* The drawing functions below take hw, a constant in each of the two
 * copies pit_random_move is compiled into: 1 for the CPU's bit
 * instructions (pg_bits.h), 0 for the portable code. */

/* A turn's action list (act_moves) counted, not built: the end, the
 * offers, the journeys and the gifts, in that order, and the move at the
 * drawn index found by arithmetic. */
PIT_DRAW pg_move random_act_move(const pit_state *s, pg_rng *rng, int hw)
{
	const pit_family *f = &s->family[s->turn];
	unsigned others = s->others, other_count = PG_POPCOUNT(hw, others);
	unsigned offers = s->offers_made < PIT_OFFERS_PER_TURN ? other_count : 0;
	uint64_t go = pit_travel_mask(s);
	unsigned journeys = PG_POPCOUNT(hw, go);
	unsigned held = f->held, foods = PG_POPCOUNT(hw, held);
	unsigned gifts = other_count * foods;
	unsigned r = pg_rng_below(rng, 1 + offers + journeys + gifts);
	if (r == 0)
		return PIT_MOVE_END;
	r--;
	if (r < offers)
		return PIT_MOVE_OFFER + PG_NTH_BIT16(hw, others, r);
	r -= offers;
	if (r < journeys)
		return PIT_MOVE_GO + PG_NTH_BIT(hw, go, r);
	r -= journeys;
	/* The gifts run seat by seat: r / foods by comparisons (at most four
	 * other families), not a division. */
	unsigned seat = (r >= foods) + (r >= 2 * foods) + (r >= 3 * foods);
	return pit_move_give(PG_NTH_BIT16(hw, others, seat),
	                     PG_NTH_BIT16(hw, held, r - seat * foods));
}

/* The move at index r of a list of `firsts` (0 to 2) fixed moves followed
 * by base + each bit of set, the list drawn from by one pg_rng_below. */
PIT_DRAW pg_move random_listed(pg_rng *rng, const pg_move *first, unsigned firsts, int base,
                               uint64_t set, int hw)
{
	if (hw) {
		unsigned n = firsts + PG_POPCOUNT(hw, set);
		if (n == 0)
			return PG_NO_MOVE;
		unsigned r = pg_rng_below(rng, n);
		return r < firsts ? first[r] : base + PG_NTH_BIT(hw, set, r - firsts);
	}
	uint64_t running = pg_running_counts(set); /* counted once for both */
	unsigned n = firsts + (unsigned)(running >> 56);
	if (n == 0)
		return PG_NO_MOVE;
	unsigned r = pg_rng_below(rng, n);
	return r < firsts ? first[r] : base + pg_nth_bit_in(set, running, r - firsts);
}

/* Every list a random playout meets often is counted from its bit sets
 * (the order is legal_moves' own); the rare ones (setup, building a
 * kayak) are listed. Chance and the end list no move: PG_NO_MOVE, as an
 * empty list gives. Not inlined: its list would give every draw a large
 * stack frame. */
static __attribute__((noinline)) pg_move random_rare_move(const void *state, pg_rng *rng)
{
	pg_move moves[64];
	int n = pit_legal_moves(state, moves, 64);
	return n > 0 ? moves[pg_rng_below(rng, (uint32_t)n)] : PG_NO_MOVE;
}

PIT_DRAW pg_move random_draft_move(const pit_state *s, pg_rng *rng, int hw)
{
	draft_choices c = draft_choices_of(s);
	static const pg_move send_cancel[2] = {PIT_MOVE_SEND, PIT_MOVE_CANCEL};
	/* The adds and asks as one set: ASK's items follow ADD's. */
	uint64_t items = c.add | (uint64_t)c.ask << (PIT_MOVE_ASK - PIT_MOVE_ADD);
	return random_listed(rng, send_cancel + !c.send, 1 + (unsigned)c.send, PIT_MOVE_ADD,
	                     items, hw);
}

PIT_DRAW pg_move random_take_move(const pit_state *s, pg_rng *rng, int hw)
{
	int total = pit_dice_total(s);
	static const pg_move all = PIT_MOVE_TAKE_ALL;
	return random_listed(rng, &all, total == 7 || total == 11, PIT_MOVE_TAKE,
	                     (uint64_t)pit_available_foods(s, s->turn), hw);
}

PIT_DRAW pg_move random_pick_move(const pit_state *s, pg_rng *rng, int hw)
{
	return random_listed(rng, NULL, 0, PIT_MOVE_PICK, s->family[s->giver].held, hw);
}

PIT_DRAW pg_move random_pay_move(const pit_state *s, pg_rng *rng, int hw)
{
	return random_listed(rng, NULL, 0, PIT_MOVE_PAY, s->family[s->turn].held, hw);
}

/* The answer to an offer, drawn from the two of pit_legal_moves' list
 * (a random year answers some 20 offers). */
static pg_move random_answer_move(const void *state, pg_rng *rng)
{
	(void)state;
	static const pg_move answers[2] = {PIT_MOVE_ACCEPT, PIT_MOVE_DECLINE};
	return answers[pg_rng_below(rng, 2)];
}

/* Each phase's draw is a function of its own in each copy, found in a
 * table by the phase: a switch over them all made every draw save the
 * registers the largest (a turn's action) needs. */
typedef pg_move (*random_draw)(const void *state, pg_rng *rng);

#if PG_BITS_HW
PG_BITS_HW_TARGET static pg_move act_hw(const void *state, pg_rng *rng)
{
	return random_act_move(pit_cst(state), rng, 1);
}
PG_BITS_HW_TARGET static pg_move draft_hw(const void *state, pg_rng *rng)
{
	return random_draft_move(pit_cst(state), rng, 1);
}
PG_BITS_HW_TARGET static pg_move take_hw(const void *state, pg_rng *rng)
{
	return random_take_move(pit_cst(state), rng, 1);
}
PG_BITS_HW_TARGET static pg_move pick_hw(const void *state, pg_rng *rng)
{
	return random_pick_move(pit_cst(state), rng, 1);
}
PG_BITS_HW_TARGET static pg_move pay_hw(const void *state, pg_rng *rng)
{
	return random_pay_move(pit_cst(state), rng, 1);
}
#endif

static pg_move act_portable(const void *state, pg_rng *rng)
{
	return random_act_move(pit_cst(state), rng, 0);
}
static pg_move draft_portable(const void *state, pg_rng *rng)
{
	return random_draft_move(pit_cst(state), rng, 0);
}
static pg_move take_portable(const void *state, pg_rng *rng)
{
	return random_take_move(pit_cst(state), rng, 0);
}
static pg_move pick_portable(const void *state, pg_rng *rng)
{
	return random_pick_move(pit_cst(state), rng, 0);
}
static pg_move pay_portable(const void *state, pg_rng *rng)
{
	return random_pay_move(pit_cst(state), rng, 0);
}

/* The phases without a draw of their own list their moves. */
#if PG_BITS_HW
static const random_draw draws_hw[PIT_PHASE_OVER + 1] = {
    [PIT_PHASE_KEEPER] = random_rare_move, [PIT_PHASE_HOME] = random_rare_move,
    [PIT_PHASE_FOOD] = random_rare_move,   [PIT_PHASE_WEATHER] = random_rare_move,
    [PIT_PHASE_START] = random_rare_move,  [PIT_PHASE_ROLL] = random_rare_move,
    [PIT_PHASE_TAKE] = take_hw,            [PIT_PHASE_PICK] = pick_hw,
    [PIT_PHASE_RAVEN] = random_rare_move,  [PIT_PHASE_PAY] = pay_hw,
    [PIT_PHASE_ACT] = act_hw,              [PIT_PHASE_DRAFT] = draft_hw,
    [PIT_PHASE_ANSWER] = random_answer_move, [PIT_PHASE_OVER] = random_rare_move,
};
#endif

static const random_draw draws_portable[PIT_PHASE_OVER + 1] = {
    [PIT_PHASE_KEEPER] = random_rare_move, [PIT_PHASE_HOME] = random_rare_move,
    [PIT_PHASE_FOOD] = random_rare_move,   [PIT_PHASE_WEATHER] = random_rare_move,
    [PIT_PHASE_START] = random_rare_move,  [PIT_PHASE_ROLL] = random_rare_move,
    [PIT_PHASE_TAKE] = take_portable,      [PIT_PHASE_PICK] = pick_portable,
    [PIT_PHASE_RAVEN] = random_rare_move,  [PIT_PHASE_PAY] = pay_portable,
    [PIT_PHASE_ACT] = act_portable,        [PIT_PHASE_DRAFT] = draft_portable,
    [PIT_PHASE_ANSWER] = random_answer_move, [PIT_PHASE_OVER] = random_rare_move,
};

static pg_move random_move_from(const random_draw draws[PIT_PHASE_OVER + 1],
                                const void *state, pg_rng *rng)
{
	int phase = pit_cst(state)->phase;
	return phase <= PIT_PHASE_OVER ? draws[phase](state, rng) : PG_NO_MOVE;
}

pg_move pit_random_move_portable(const void *state, pg_rng *rng)
{
	return random_move_from(draws_portable, state, rng);
}

/* The copy for this CPU: the one with its bit instructions where it has
 * them (x86-64 under GCC), the portable one otherwise. Both draw the same
 * move from the same state and generator. */
pg_move pit_random_move(const void *state, pg_rng *rng)
{
#if PG_BITS_HW
	if (pg_bits_hw_available())
		return random_move_from(draws_hw, state, rng);
#endif
	return pit_random_move_portable(state, rng);
}
