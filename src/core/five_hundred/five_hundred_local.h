/* five_hundred_local.h: what the Five Hundred files share inside the module (not for other modules). */
#ifndef PARLOUR_CORE_FIVE_HUNDRED_LOCAL_H
#define PARLOUR_CORE_FIVE_HUNDRED_LOCAL_H

#include "five_hundred.h"

#define JOKER_MASK (1ULL << FH_JOKER_BIT)

/* Bit counts on card sets; the builtins where the compiler has them (the playouts of the AI live on these). */
static inline int PopCount(uint64_t x)
{
#if defined(__GNUC__)
    return __builtin_popcountll(x);
#else
    int n = 0;
    for (; x != 0; x &= x - 1) {
        n++;
    }
    return n;
#endif
}

/* The lowest set bit of a non-empty set. */
static inline int LowBit(uint64_t x)
{
#if defined(__GNUC__)
    return x != 0 ? __builtin_ctzll(x) : 64;
#else
    int i = 0;
    while (!(x & 1) && i < 64) {
        x >>= 1;
        i++;
    }
    return i;
#endif
}

static inline int NextSeat(const FiveHundredState *st, int seat)
{
    return (seat + 1) % st->players;
}

static inline int SideOfSeat(const FiveHundredState *st, int seat)
{
    return FiveHundred_SideOf(st->variant, seat);
}

/* five_hundred_deal.c: deals deal number st->deal with st->dealer dealing (keeps scores and history). */
void FhDeal_Start(FiveHundredState *st);

/* five_hundred_play.c: the power of a card in the current trick (higher wins; 0 never wins). */
int FhPlay_Power(const FiveHundredState *st, Card c, int ledSuit, bool jokerDead);
/* The suit led in the current trick (the named suit for a led Joker), -1 if none. */
int FhPlay_LedSuit(const FiveHundredState *st);

#endif
