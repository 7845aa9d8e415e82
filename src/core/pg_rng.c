#include "pg_rng.h"

static uint64_t splitmix64(uint64_t *x)
{
	uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

static uint64_t rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

void pg_rng_seed(pg_rng *rng, uint64_t seed)
{
	uint64_t x = seed;
	for (int i = 0; i < 4; i++)
		rng->s[i] = splitmix64(&x);
}

uint64_t pg_rng_next(pg_rng *rng)
{
	uint64_t *s = rng->s;
	uint64_t result = rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;
	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return result;
}

uint32_t pg_rng_below(pg_rng *rng, uint32_t bound)
{
	/* Lemire's multiply-shift with rejection: unbiased and division-free
	 * in the common case. */
	uint64_t m = (uint64_t)(uint32_t)(pg_rng_next(rng) >> 32) * bound;
	uint32_t low = (uint32_t)m;
	if (low < bound) {
		uint32_t threshold = (uint32_t)(-bound) % bound;
		while (low < threshold) {
			m = (uint64_t)(uint32_t)(pg_rng_next(rng) >> 32) * bound;
			low = (uint32_t)m;
		}
	}
	return (uint32_t)(m >> 32);
}

double pg_rng_double(pg_rng *rng)
{
	return (double)(pg_rng_next(rng) >> 11) * 0x1.0p-53;
}

uint64_t pg_rng_mix(uint64_t a, uint64_t b)
{
	uint64_t x = a ^ rotl(b, 32) ^ 0xD1B54A32D192ED03ull;
	splitmix64(&x);
	return splitmix64(&x);
}
