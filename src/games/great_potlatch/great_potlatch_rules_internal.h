/*
 * great_potlatch_rules_internal.h: what the files of The Great Potlatch's
 * rules share and nothing else includes: the bit helpers every ply uses,
 * the Totem Pole crests, and the table functions each file gives.
 *
 *   great_potlatch_rules.c         the flow of a day, moves, draws, scores
 *   great_potlatch_text_rules.c    names, notation, sentences, state text
 *   great_potlatch_hidden_rules.c  observations, determinization, checks
 */
#ifndef GREAT_POTLATCH_RULES_INTERNAL_H
#define GREAT_POTLATCH_RULES_INTERNAL_H

#include "great_potlatch_rules.h"

#define ALL_POTLATCH ((uint64_t)0xFFFFFFFFFFFFull)
#define ALL_TOTEMS ((uint32_t)0xFFFFFu)

/* The 20 multisets of three families, lowest first. */
extern const uint8_t gp_crests[GP_TOTEM_CARDS][3];

/* Bit counts without the library call the portable build would make
 * (no -mpopcnt): the search counts sets on every ply. */
static inline int popcount64(uint64_t x)
{
	x = x - ((x >> 1) & 0x5555555555555555ull);
	x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
	x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
	return (int)((x * 0x0101010101010101ull) >> 56);
}

static inline int popcount32(uint32_t x)
{
	return popcount64(x);
}

static inline int lowest_bit(uint64_t x)
{
	return __builtin_ctzll(x);
}

/* The bit counts of each byte of set, side by side. */
static inline uint64_t byte_counts(uint64_t set)
{
	uint64_t x = set - ((set >> 1) & 0x5555555555555555ull);
	x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
	return (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
}

#define BYTE_ONES 0x0101010101010101ull
#define BYTE_HIGHS 0x8080808080808080ull

/* How many bytes of running (each at most 64) are at most r, with no
 * branch: 0x80 + r - byte keeps its high bit exactly when byte <= r,
 * and no byte borrows from its neighbour. */
static inline int bytes_at_most(uint64_t running, uint32_t r)
{
	uint64_t below = ((r * BYTE_ONES) | BYTE_HIGHS) - running;
	return (int)((((below & BYTE_HIGHS) >> 7) * BYTE_ONES) >> 56);
}

/* The r-th set bit (from 0, r below the count) of set, whose byte counts
 * summed from the bottom are running (byte k: the bits of bytes 0..k).
 * Random playouts pick a card of a pile or a hand on every ply, and a
 * loop over the bits costs a mispredicted exit each time: this has no
 * branch. The byte first, then, with each of its bits spread to a byte
 * of its own, the bit. */
static inline int nth_bit_in(uint64_t set, uint64_t running, uint32_t r)
{
	int bytes = bytes_at_most(running, r);
	int shift = 8 * bytes;
	/* Bits below the wanted byte: byte (bytes - 1) of running, or 0. */
	uint64_t before = (running << 8) >> shift;
	r -= (uint32_t)(before & 0xFF);
	uint64_t byte = (set >> shift) & 0xFF;
	uint64_t spread = ((byte * BYTE_ONES) & 0x8040201008040201ull) + 0x7F7F7F7F7F7F7F7Full;
	uint64_t prefix = ((spread & BYTE_HIGHS) >> 7) * BYTE_ONES;
	return shift + bytes_at_most(prefix, r);
}

static inline int nth_bit(uint64_t set, uint32_t r)
{
	return nth_bit_in(set, byte_counts(set) * BYTE_ONES, r);
}

/* A uniform set bit of set (not empty), drawn by pg_rng_below(count):
 * the byte counts give the count and the bit both. */
static inline int random_bit(uint64_t set, pg_rng *rng)
{
	uint64_t running = byte_counts(set) * BYTE_ONES;
	return nth_bit_in(set, running, pg_rng_below(rng, (uint32_t)(running >> 56)));
}

/* Searches and random playouts apply moves with no event list; testing
 * it here saves a call into the core on every step of the flow. */
#define push_event(events, ...)                                                \
	do {                                                                   \
		if (events)                                                    \
			pg_event_push(events, __VA_ARGS__);                    \
	} while (0)
#define push_event_seen(events, ...)                                           \
	do {                                                                   \
		if (events)                                                    \
			pg_event_push_seen(events, __VA_ARGS__);               \
	} while (0)

static inline const gp_state *cst(const void *state)
{
	return (const gp_state *)state;
}

/* The seat a chance move's card goes to (the dealt seat, the drawer),
 * or -1 (great_potlatch_rules.c). */
int gp_drawer(const gp_state *s);

/* Table functions, by file. */
int gp_move_to_text(const void *state, pg_move move, char *buf, size_t size);
bool gp_move_from_text(const void *state, const char *text, pg_move *out);
int gp_describe_move(const void *state, pg_move move, char *buf, size_t size);
int gp_describe_move_for(const void *state, pg_move move, int viewer, char *buf, size_t size);
int gp_state_to_text(const void *state, char *buf, size_t size);
void gp_observe(const void *state, int seat, void *out);
void gp_determinize(void *state, int seat, pg_rng *rng);
uint64_t gp_information_key(const void *state, int seat);
int gp_chance_seat(const void *state);
int gp_chance_private_to(const void *state);
bool gp_check_invariants(const void *state, char *why, size_t size);

#endif
