/*
 * pitengnaqsaraq_rules_internal.h: what the rule engine's files share and
 * nothing else includes.
 *
 * The engine is split by job:
 *   pitengnaqsaraq_rules.c        the flow of a round, apply_move, results,
 *                                 invariants and the game table;
 *   pitengnaqsaraq_store_rules.c  the data lookups, the families' food
 *                                 stores (eating, gifts, spoilage), travel
 *                                 range and what a roll lets a family take;
 *   pitengnaqsaraq_moves_rules.c  the legal moves and the chance draws;
 *   pitengnaqsaraq_text_rules.c   the notation and the sentences of the log.
 *
 * A family's store is halves[taken][food] with running sums and, for the
 * random playouts of the AI and the benchmark, three bit indexes kept with
 * every change: food_cells (for each food, the half-months it is held in),
 * cells (the half-months holding anything) and held / held_cards (the
 * foods with at least a half / a whole card). Every change to a store goes
 * through pit_add_halves and pit_remove_halves; code that writes the cells
 * directly (tests) calls pit_family_reindex afterwards.
 */
#ifndef PITENGNAQSARAQ_RULES_INTERNAL_H
#define PITENGNAQSARAQ_RULES_INTERNAL_H

#include "pitengnaqsaraq_rules.h"

#include <string.h>

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

/* Random playouts and searches apply moves with no event list; testing it
 * here saves a call into the core, and its seven arguments, on every step
 * of the flow. */
#define pit_event(events, ...)                                                  \
	do {                                                                    \
		if (__builtin_expect(events != NULL, 0))                        \
			pg_event_push(events, __VA_ARGS__);                     \
	} while (0)

static inline pit_state *pit_st(void *state)
{
	return (pit_state *)state;
}

static inline const pit_state *pit_cst(const void *state)
{
	return (const pit_state *)state;
}

/* A bit per byte of eight that is not zero: each byte's "not zero"
 * gathered into its high bit, then the eight high bits into one byte by a
 * multiplication. */
static inline uint32_t pit_nonzero_bytes8(const uint8_t *bytes)
{
	uint64_t word;
	memcpy(&word, bytes, sizeof word);
	uint64_t high = (((word & UINT64_C(0x7F7F7F7F7F7F7F7F)) + UINT64_C(0x7F7F7F7F7F7F7F7F)) |
	                 word) & UINT64_C(0x8080808080808080);
	return (uint32_t)((high * UINT64_C(0x0002040810204081)) >> 56);
}

/* The foods held in one half-month's cell, a bit each. */
static inline unsigned pit_cell_foods(const pit_family *f, int taken)
{
	return pit_nonzero_bytes8(f->halves[taken]) | pit_nonzero_bytes8(f->halves[taken] + 8) << 8;
}

/* The food bits after halves of a food came in (held for sure, a whole
 * card perhaps) or went out (perhaps neither any more). Without a branch:
 * whether a random gift empties a food is a coin toss. */
static inline void pit_note_food_gained(pit_family *f, int food)
{
	f->held = (uint16_t)(f->held | 1u << food);
	f->held_cards = (uint16_t)(f->held_cards | (unsigned)(f->food_halves[food] >= 2) << food);
}

static inline void pit_note_food_lost(pit_family *f, int food)
{
	unsigned halves = f->food_halves[food];
	f->held = (uint16_t)(f->held & ~((unsigned)(halves == 0) << food));
	f->held_cards = (uint16_t)(f->held_cards & ~((unsigned)(halves < 2) << food));
}

static inline void pit_add_halves(pit_family *f, int taken, int food, int halves)
{
	int room = 255 - f->halves[taken][food];
	if (halves > room)
		halves = room; /* the banker never runs out; a cell just saturates */
	if (halves <= 0)
		return;
	f->halves[taken][food] = (uint8_t)(f->halves[taken][food] + halves);
	f->cell_halves[taken] = (uint16_t)(f->cell_halves[taken] + halves);
	f->food_halves[food] = (uint16_t)(f->food_halves[food] + halves);
	f->total_halves = (uint16_t)(f->total_halves + halves);
	f->food_cells[food] |= 1u << taken;
	f->cells |= 1u << taken;
	pit_note_food_gained(f, food);
}

static inline void pit_remove_halves(pit_family *f, int taken, int food, int halves)
{
	f->halves[taken][food] = (uint8_t)(f->halves[taken][food] - halves);
	f->cell_halves[taken] = (uint16_t)(f->cell_halves[taken] - halves);
	f->food_halves[food] = (uint16_t)(f->food_halves[food] - halves);
	f->total_halves = (uint16_t)(f->total_halves - halves);
	f->food_cells[food] &= ~((uint32_t)(f->halves[taken][food] == 0) << taken);
	f->cells &= ~((uint32_t)(f->cell_halves[taken] == 0) << taken);
	pit_note_food_lost(f, food);
}

/* One card of a food: two halves, or the last half. */
static inline int pit_card_halves(const pit_family *f, int food)
{
	return f->food_halves[food] >= 2 ? 2 : f->food_halves[food];
}

/* Half-month bits rotated so that bit i is the i-th oldest half-month
 * (the oldest is the one after now). */
static inline uint32_t pit_oldest_first(uint32_t cells, int half_month)
{
	int start = half_month + 1 == PIT_HALF_MONTHS ? 0 : half_month + 1;
	uint32_t mask = (1u << PIT_HALF_MONTHS) - 1;
	return ((cells >> start) | (cells << (PIT_HALF_MONTHS - start))) & mask;
}

/* pitengnaqsaraq_store_rules.c */
bool pit_ocean_trip(int from, int to);
int pit_move_food(const pit_state *s, pit_family *from, pit_family *to, int food, int halves);
int pit_eat_halves(const pit_state *s, pit_family *f, int halves);
void pit_clear_food(pit_family *f);
bool pit_roll_takes_food(int total);
/* What a take gives, food -> halves; returns the halves in all
 * (pit_take_plan) or the foods given, a bit each (_foods). */
int pit_take_plan(const pit_state *s, int seat, int chosen, int out[PIT_FOODS]);
unsigned pit_take_plan_foods(const pit_state *s, int seat, int chosen, int out[PIT_FOODS]);
/* Villages within range km of a village, a bit each (generated from
 * pit_distance_tenths; a test recomputes it). */
uint64_t pit_reach_mask(int from, int range_km);
/* The villages the family whose turn it is can travel to now, a bit each
 * (pit_can_travel for each, at once). */
uint64_t pit_travel_mask(const pit_state *s);
/* A bit per village of Nunivak, and per village on open water (coast,
 * island, bay); test_pitengnaqsaraq recomputes both. */
extern const uint64_t pit_nunivak_villages;
extern const uint64_t pit_open_water_villages;
/* A bit per food in season in each half-month, per ocean food and per
 * fish (from pit_foods; test_pitengnaqsaraq recomputes them). */
extern const uint16_t pit_season_foods[PIT_HALF_MONTHS];
extern const uint16_t pit_ocean_foods;
extern const uint16_t pit_fish_foods;

/* pitengnaqsaraq_moves_rules.c */
int pit_legal_moves(const void *state, pg_move *out, int cap);
int pit_chance_outcomes(const void *state, pg_chance_outcome *out, int cap);
pg_move pit_sample_chance(const void *state, pg_rng *rng);
/* The index pg_ai's draw over n outcomes of chance 1.0 / n each gives for
 * r (the first whose running sum exceeds r), mostly without the sum. */
int pit_equal_chance_index(double r, int n);
/* The same for r = bits * 2^-53, bits from pg_rng_bits53, mostly in
 * integers. */
int pit_equal_chance_index53(uint64_t bits, int n);
/* The move pit_legal_moves lists at index pg_rng_below(rng, count), drawn
 * by that one call; a turn's action list is counted, not built. */
pg_move pit_random_move(const void *state, pg_rng *rng);
/* The same draw with the portable bit code (pg_bits.h), which
 * pit_random_move uses only where the CPU lacks POPCNT or BMI2; for the
 * tests. */
pg_move pit_random_move_portable(const void *state, pg_rng *rng);

/* pitengnaqsaraq_rules.c */
int pit_current_player(const void *state);

/* pitengnaqsaraq_text_rules.c */
int pit_move_to_text(const void *state, pg_move m, char *buf, size_t size);
bool pit_move_from_text(const void *state, const char *text, pg_move *out);
int pit_describe_move(const void *state, pg_move m, char *buf, size_t size);
int pit_state_to_text(const void *state, char *buf, size_t size);

#endif
