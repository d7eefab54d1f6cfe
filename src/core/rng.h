/* rng.h: the one seeded random generator of the rules, identical on every machine. */
#ifndef PARLOUR_CORE_RNG_H
#define PARLOUR_CORE_RNG_H

#include <stdint.h>

/*
 * The algorithms are fixed so that a seed gives the same deal everywhere:
 *
 *  - Seeding: the 64-bit seed is run through SplitMix64 (Steele, Lea, Flood
 *    2014: x += 0x9E3779B97F4A7C15; z = x; z = (z ^ z>>30) * 0xBF58476D1CE4E5B9;
 *    z = (z ^ z>>27) * 0x94D049BB133111EB; z ^= z>>31) four times to fill the state.
 *  - Generation: xoshiro256** 1.0 (Blackman and Vigna 2018).
 *  - Rng_Below(n): rejection sampling, no modulo bias: draws x until
 *    x >= (2^64 - n) mod n, then returns x mod n.
 *  - Rng_Shuffle: Fisher-Yates from the last element down: for i = n-1 .. 1,
 *    j = Rng_Below(i + 1), swap a[i] and a[j].
 *
 * Only unsigned 64-bit integer arithmetic is used; no floating point, no
 * platform rand(). Animations use their own Rng, never the game's.
 */
typedef struct Rng {
    uint64_t s[4];
} Rng;

Rng Rng_Make(uint64_t seed);
uint64_t Rng_Next(Rng *rng);
/* Uniform in [0, n); n must be at least 1 (n = 0 returns 0 and draws nothing). */
uint64_t Rng_Below(Rng *rng, uint64_t n);
/* Uniform double in [0, 1): for AI and cosmetics, never for deals. */
double Rng_Unit(Rng *rng);
void Rng_Shuffle(Rng *rng, uint8_t *items, int count);

/* A well-mixed 64-bit hash of a value (SplitMix64's finaliser), for deriving seeds. */
uint64_t Rng_Mix(uint64_t x);

#endif
