/* rng.c: SplitMix64 seeding, xoshiro256**, unbiased bounded draws and Fisher-Yates. */
#include "rng.h"

static uint64_t SplitMix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

uint64_t Rng_Mix(uint64_t x)
{
    return SplitMix64(&x);
}

Rng Rng_Make(uint64_t seed)
{
    Rng rng;
    for (int i = 0; i < 4; i++) {
        rng.s[i] = SplitMix64(&seed);
    }
    return rng;
}

static uint64_t Rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

uint64_t Rng_Next(Rng *rng)
{
    uint64_t *s = rng->s;
    uint64_t result = Rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = Rotl(s[3], 45);
    return result;
}

uint64_t Rng_Below(Rng *rng, uint64_t n)
{
    /* n == 1 still draws once, as rng.h documents, so that any other
       implementation written from the header replays the same stream. */
    if (n == 0) {
        return 0;
    }
    uint64_t threshold = (0 - n) % n;
    uint64_t x;
    do {
        x = Rng_Next(rng);
    } while (x < threshold);
    return x % n;
}

double Rng_Unit(Rng *rng)
{
    return (double)(Rng_Next(rng) >> 11) * (1.0 / 9007199254740992.0);
}

void Rng_Shuffle(Rng *rng, uint8_t *items, int count)
{
    for (int i = count - 1; i > 0; i--) {
        int j = (int)Rng_Below(rng, (uint64_t)i + 1);
        uint8_t tmp = items[i];
        items[i] = items[j];
        items[j] = tmp;
    }
}
