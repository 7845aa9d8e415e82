/*
 * pg_rng.h: the one random number generator of the project.
 *
 * xoshiro256** seeded through splitmix64: fast, small (a plain struct that
 * copies with memcpy, so a state holding one stays clonable) and the same
 * sequence on every machine, which is what makes seeded games replay.
 */
#ifndef PG_RNG_H
#define PG_RNG_H

#include <stdint.h>

typedef struct pg_rng {
	uint64_t s[4];
} pg_rng;

void pg_rng_seed(pg_rng *rng, uint64_t seed);
uint64_t pg_rng_next(pg_rng *rng);
/* Uniform in [0, bound); bound must be > 0. */
uint32_t pg_rng_below(pg_rng *rng, uint32_t bound);
/* Uniform in [0, 1). */
double pg_rng_double(pg_rng *rng);
/* A well-mixed 64-bit value from two inputs (for deriving sub-seeds). */
uint64_t pg_rng_mix(uint64_t a, uint64_t b);

#endif
