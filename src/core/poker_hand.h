/* poker_hand.h: the class of a five-card poker hand (ace high or low, no wrap-around). */
#ifndef PARLOUR_CORE_POKER_HAND_H
#define PARLOUR_CORE_POKER_HAND_H

#include "card.h"

/* High to low, as the book orders Poker; ROYAL_FLUSH is kept apart for the American table. */
typedef enum PokerClass {
    POKER_NOTHING = 0,
    POKER_ONE_PAIR,
    POKER_TWO_PAIRS,
    POKER_THREES,
    POKER_STRAIGHT,
    POKER_FLUSH,
    POKER_FULL,
    POKER_FOURS,
    POKER_STRAIGHT_FLUSH,
    POKER_ROYAL_FLUSH, /* A-K-Q-J-10 suited; the English table counts it as a straight flush */
    POKER_CLASS_COUNT
} PokerClass;

/* Classifies exactly five cards of one whist pack (no Joker). */
PokerClass Poker_Classify(const Card hand[5]);

/* "straight flush", "fours", "full", "flush", ... (the book's names). */
const char *Poker_ClassName(PokerClass c);
/* "royal-flush", "straight-flush", ... for files and the command line. */
const char *Poker_ClassKey(PokerClass c);

#endif
