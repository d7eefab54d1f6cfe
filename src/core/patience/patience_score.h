/* patience_score.h: the score tables of Poker Patience and the scoring of lines and squares. */
#ifndef PARLOUR_CORE_PATIENCE_SCORE_H
#define PARLOUR_CORE_PATIENCE_SCORE_H

#include <stdbool.h>
#include <stdint.h>

#include "card.h"
#include "poker_hand.h"

/*
 * ENGLISH is the book's table (straight flush 30 ... one pair 1; a royal
 * flush is only a straight flush). AMERICAN is the modern Poker Squares
 * table offered beyond the book (royal flush 100 ... one pair 2).
 */
typedef enum PatienceTable {
    PATIENCE_TABLE_ENGLISH = 0,
    PATIENCE_TABLE_AMERICAN,
    PATIENCE_TABLE_COUNT
} PatienceTable;

#define PATIENCE_SIDE 5   /* a finished layout is a 5x5 square */
#define PATIENCE_LINES 10 /* five rows, then five columns */

/* One row or column: the cards laid in it so far and, once it holds five, its hand. */
typedef struct PatienceLine {
    bool isColumn;
    int8_t at;                 /* board row or column; -1 while a floating layout has not reached this line */
    int8_t count;              /* cards laid in the line */
    Card cards[PATIENCE_SIDE]; /* the laid cards in board order (left to right, top to bottom) */
    PokerClass hand;           /* POKER_NOTHING until count == 5 */
    int16_t points;            /* 0 until count == 5 */
} PatienceLine;

const char *Patience_TableName(PatienceTable table);    /* "english", "american" */
PatienceTable Patience_TableFromName(const char *name); /* PATIENCE_TABLE_COUNT if unknown */

/* Points of a hand class under a table (the English table folds a royal flush into a straight flush). */
int Patience_ClassPoints(PatienceTable table, PokerClass hand);
/* The class a table scores a hand as: ROYAL_FLUSH becomes STRAIGHT_FLUSH under ENGLISH. */
PokerClass Patience_TableClass(PatienceTable table, PokerClass hand);
/* Classifies five cards and returns their points; hand (may be NULL) receives the class as the table names it. */
int Patience_ScoreHand(PatienceTable table, const Card cards[PATIENCE_SIDE], PokerClass *hand);

/*
 * Scores a complete square given row by row (cards[row * 5 + col]; flat
 * because a const two-dimensional parameter is awkward in C17); lines (may
 * be NULL) receives the five rows then the five columns with at = 0..4.
 * Returns the total, or -1 if the square holds a card that is not of the
 * whist pack.
 */
int Patience_ScoreSquare(const Card cards[PATIENCE_SIDE * PATIENCE_SIDE], PatienceTable table,
                         PatienceLine lines[PATIENCE_LINES]);

/* The highest points a single line can make under the table (30 or 100). */
int Patience_MaxLinePoints(PatienceTable table);

/*
 * Settlement of several players on one deal: every pair pays the difference
 * of their scores, so each player's balance is n*score - sum. Writes
 * balance[i] for i < count; the balances add to zero.
 */
void Patience_Settle(const int *scores, int count, int *balance);

#endif
