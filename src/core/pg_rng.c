#include "pg_rng.h"

static uint64_t splitmix64(uint64_t *x)
{
	uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

void pg_rng_seed(pg_rng *rng, uint64_t seed)
{
	uint64_t x = seed;
	for (int i = 0; i < 4; i++)
		rng->s[i] = splitmix64(&x);
}

uint64_t pg_rng_below_retry(pg_rng *rng, uint32_t bound, uint64_t m)
{
	uint32_t threshold = (uint32_t)(-bound) % bound;
	while ((uint32_t)m < threshold)
		m = (uint64_t)(uint32_t)(pg_rng_next(rng) >> 32) * bound;
	return m;
}

uint64_t pg_rng_mix(uint64_t a, uint64_t b)
{
	uint64_t x = a ^ pg_rng_rotl(b, 32) ^ 0xD1B54A32D192ED03ull;
	splitmix64(&x);
	return splitmix64(&x);
}
