/*
 * pg_rng.h: the one random number generator of the project.
 *
 * xoshiro256** seeded through splitmix64: fast, small (a plain struct that
 * copies with memcpy, so a state holding one stays clonable) and the same
 * sequence on every machine, which is what makes seeded games replay.
 *
 * The draws are inline: a random playout makes one or more on every ply,
 * and a call into this module cost about a third of each draw.
 */
#ifndef PG_RNG_H
#define PG_RNG_H

#include <stdint.h>

typedef struct pg_rng {
	uint64_t s[4];
} pg_rng;

void pg_rng_seed(pg_rng *rng, uint64_t seed);
/* A well-mixed 64-bit value from two inputs (for deriving sub-seeds). */
uint64_t pg_rng_mix(uint64_t a, uint64_t b);

static inline uint64_t pg_rng_rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

static inline uint64_t pg_rng_next(pg_rng *rng)
{
	uint64_t *s = rng->s;
	uint64_t result = pg_rng_rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;
	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = pg_rng_rotl(s[3], 45);
	return result;
}

/* pg_rng_below's rare rejection step, given the first product m (kept
 * out of line: it runs for fewer than bound draws in 2^32). */
uint64_t pg_rng_below_retry(pg_rng *rng, uint32_t bound, uint64_t m);

/* Uniform in [0, bound); bound must be > 0. Lemire's multiply-shift with
 * rejection: unbiased and division-free in the common case. */
static inline uint32_t pg_rng_below(pg_rng *rng, uint32_t bound)
{
	uint64_t m = (uint64_t)(uint32_t)(pg_rng_next(rng) >> 32) * bound;
	if ((uint32_t)m < bound)
		m = pg_rng_below_retry(rng, bound, m);
	return (uint32_t)(m >> 32);
}

/* The 53 random bits pg_rng_double scales to [0, 1), for callers that
 * can work with the integer (bits * 0x1.0p-53 is the double, exactly). */
static inline uint64_t pg_rng_bits53(pg_rng *rng)
{
	return pg_rng_next(rng) >> 11;
}

/* Uniform in [0, 1). */
static inline double pg_rng_double(pg_rng *rng)
{
	return (double)pg_rng_bits53(rng) * 0x1.0p-53;
}

#endif
