/*
 * pg_bits.h: counting and picking set bits without branches, for rules
 * that keep their choices as bit sets and whose random playouts pick one
 * of them on every ply.
 *
 * The default x86-64 target assumes no POPCNT instruction (GCC would call
 * a library routine for __builtin_popcount), and a loop over the bits
 * costs a mispredicted exit each time it runs in a random game, so both
 * work on the bytes of the word side by side.
 */
#ifndef PG_BITS_H
#define PG_BITS_H

#include <stdint.h>

#define PG_BYTE_ONES UINT64_C(0x0101010101010101)
#define PG_BYTE_HIGHS UINT64_C(0x8080808080808080)

/* The bit counts of each byte of set, side by side. */
static inline uint64_t pg_byte_counts(uint64_t set)
{
	uint64_t x = set - ((set >> 1) & UINT64_C(0x5555555555555555));
	x = (x & UINT64_C(0x3333333333333333)) + ((x >> 2) & UINT64_C(0x3333333333333333));
	return (x + (x >> 4)) & UINT64_C(0x0F0F0F0F0F0F0F0F);
}

static inline unsigned pg_popcount64(uint64_t set)
{
	return (unsigned)((pg_byte_counts(set) * PG_BYTE_ONES) >> 56);
}

/* How many bytes of running (each at most 64) are at most r: 0x80 + r -
 * byte keeps its high bit exactly when byte <= r, and no byte borrows
 * from its neighbour. */
static inline int pg_bytes_at_most(uint64_t running, uint32_t r)
{
	uint64_t below = ((r * PG_BYTE_ONES) | PG_BYTE_HIGHS) - running;
	return (int)((((below & PG_BYTE_HIGHS) >> 7) * PG_BYTE_ONES) >> 56);
}

/* The bits of a byte counted from the bottom, one byte each (byte k: the
 * set bits among bits 0..k); its top byte is the byte's count. */
static inline uint64_t pg_byte_prefix_counts(uint64_t byte)
{
	uint64_t spread = ((byte * PG_BYTE_ONES) & UINT64_C(0x8040201008040201)) +
	                  UINT64_C(0x7F7F7F7F7F7F7F7F);
	return ((spread & PG_BYTE_HIGHS) >> 7) * PG_BYTE_ONES;
}

/* The running byte counts of set (byte k: the set bits of bytes 0..k);
 * the top byte is its count. */
static inline uint64_t pg_running_counts(uint64_t set)
{
	return pg_byte_counts(set) * PG_BYTE_ONES;
}

/* The r-th set bit of set (from 0; r below its count), given its running
 * counts: the byte first, then, with each bit of that byte spread to a
 * byte of its own, the bit. */
static inline int pg_nth_bit_in(uint64_t set, uint64_t running, uint32_t r)
{
	int bytes = pg_bytes_at_most(running, r);
	int shift = 8 * bytes;
	/* Bits below the wanted byte: byte (bytes - 1) of running, or 0. */
	uint64_t before = (running << 8) >> shift;
	r -= (uint32_t)(before & 0xFF);
	return shift + pg_bytes_at_most(pg_byte_prefix_counts((set >> shift) & 0xFF), r);
}

static inline int pg_nth_bit(uint64_t set, uint32_t r)
{
	return pg_nth_bit_in(set, pg_running_counts(set), r);
}

/* pg_nth_bit for a set of at most 16 bits, with a shorter chain of
 * multiplications: both bytes are counted side by side and the byte is
 * chosen by a select rather than found from running counts. */
static inline int pg_nth_bit16(uint32_t set, uint32_t r)
{
	uint64_t low = pg_byte_prefix_counts(set & 0xFF);
	uint64_t high = pg_byte_prefix_counts((set >> 8) & 0xFF);
	uint32_t low_count = (uint32_t)(low >> 56);
	uint32_t in_high = r >= low_count;
	uint64_t pick = UINT64_C(0) - in_high; /* all ones for the high byte */
	uint64_t prefix = (high & pick) | (low & ~pick);
	return (int)(8 * in_high) + pg_bytes_at_most(prefix, r - (low_count & (uint32_t)pick));
}

/*
 * The same two with the CPU's own instructions (POPCNT; BMI2's PDEP puts
 * bit r of a one-bit word at the r-th set bit of set, TZCNT finds it).
 * Debian builds for baseline x86-64, which has neither, so a caller
 * compiles its hot path twice, once with PG_BITS_HW_TARGET and these, once
 * without, and picks one at run time with pg_bits_hw_available(). Plain
 * `inline`, not always_inline: in the baseline copy the call is dead code
 * that GCC may not inline and removes. Clang and other CPUs keep the
 * portable code.
 */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define PG_BITS_HW 1
#define PG_BITS_HW_TARGET __attribute__((target("popcnt,bmi,bmi2")))

PG_BITS_HW_TARGET static inline unsigned pg_popcount64_hw(uint64_t set)
{
	return (unsigned)__builtin_popcountll(set);
}

PG_BITS_HW_TARGET static inline int pg_nth_bit_hw(uint64_t set, uint32_t r)
{
	return __builtin_ctzll(__builtin_ia32_pdep_di(UINT64_C(1) << r, set));
}

/* Whether this CPU has POPCNT, BMI1 and BMI2 (libgcc reads the CPU's
 * features once, before main; this reads its copy). */
static inline int pg_bits_hw_available(void)
{
	return __builtin_cpu_supports("popcnt") && __builtin_cpu_supports("bmi") &&
	       __builtin_cpu_supports("bmi2");
}
#else
#define PG_BITS_HW 0
#endif

/* For code compiled both ways: hw is a constant in each copy. */
#if PG_BITS_HW
#define PG_POPCOUNT(hw, set) ((hw) ? pg_popcount64_hw(set) : pg_popcount64(set))
#define PG_NTH_BIT(hw, set, r) ((hw) ? pg_nth_bit_hw(set, r) : pg_nth_bit(set, r))
#define PG_NTH_BIT16(hw, set, r) ((hw) ? pg_nth_bit_hw(set, r) : pg_nth_bit16(set, r))
#else
#define PG_POPCOUNT(hw, set) ((void)(hw), pg_popcount64(set))
#define PG_NTH_BIT(hw, set, r) ((void)(hw), pg_nth_bit(set, r))
#define PG_NTH_BIT16(hw, set, r) ((void)(hw), pg_nth_bit16(set, r))
#endif

#endif
