/* poker_hand.c: classifying five cards by rank counts and a rank bitmask. */
#include "poker_hand.h"

#include <stdbool.h>
#include <stdint.h>

PokerClass Poker_Classify(const Card hand[5])
{
    int counts[16] = {0}; /* a rank is a nibble: a Joker or CARD_NONE (rank 15) must not write past the end */
    unsigned mask = 0;
    bool flush = true;
    for (int i = 0; i < 5; i++) {
        int r = Card_Rank(hand[i]);
        counts[r]++;
        mask |= 1u << r;
        if (Card_Suit(hand[i]) != Card_Suit(hand[0])) {
            flush = false;
        }
    }
    int distinct = 0;
    int maxCount = 0;
    for (int r = RANK_TWO; r <= RANK_ACE; r++) {
        if (counts[r] > 0) {
            distinct++;
            if (counts[r] > maxCount) {
                maxCount = counts[r];
            }
        }
    }
    if (distinct == 5) {
        /* Five distinct ranks: a straight when they are consecutive; the ace
           may also stand below the two (5-4-3-2-A). Q-K-A-2-3 is not one. */
        unsigned low = mask & (0u - mask);
        bool straight = (mask == low * 0x1Fu) || mask == ((1u << RANK_ACE) | 0x3Cu);
        if (straight && flush) {
            return mask == (0x1Fu << RANK_TEN) ? POKER_ROYAL_FLUSH : POKER_STRAIGHT_FLUSH;
        }
        if (flush) {
            return POKER_FLUSH;
        }
        return straight ? POKER_STRAIGHT : POKER_NOTHING;
    }
    if (maxCount == 4) {
        return POKER_FOURS;
    }
    if (maxCount == 3) {
        return distinct == 2 ? POKER_FULL : POKER_THREES;
    }
    return distinct == 3 ? POKER_TWO_PAIRS : POKER_ONE_PAIR;
}

const char *Poker_ClassName(PokerClass c)
{
    static const char *const names[POKER_CLASS_COUNT] = {
        "nothing", "one pair", "two pairs", "threes", "straight", "flush", "full", "fours", "straight flush",
        "royal flush"};
    return (unsigned)c < POKER_CLASS_COUNT ? names[c] : "?";
}

const char *Poker_ClassKey(PokerClass c)
{
    static const char *const keys[POKER_CLASS_COUNT] = {
        "nothing", "one-pair", "two-pairs", "threes", "straight", "flush", "full", "fours", "straight-flush",
        "royal-flush"};
    return (unsigned)c < POKER_CLASS_COUNT ? keys[c] : "?";
}
