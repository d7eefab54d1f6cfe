/* five_hundred_deal_result.h: a finished deal of Five Hundred told as the book computes it, line by line. */
#ifndef PARLOUR_CORE_FIVE_HUNDRED_DEAL_RESULT_H
#define PARLOUR_CORE_FIVE_HUNDRED_DEAL_RESULT_H

#include "five_hundred.h"

#include <stddef.h>

#define FH_RESULT_LINES 8
#define FH_RESULT_LINE_MAX 128

typedef struct FiveHundredDealResult {
    char title[FH_RESULT_LINE_MAX];                 /* "Deal 3: West bid 7 spades (140)" */
    int count;
    char lines[FH_RESULT_LINES][FH_RESULT_LINE_MAX]; /* the contract, each side's tricks and points, the totals */
} FiveHundredDealResult;

/*
 * The deal d (a record of history[]) told for the table: whether the contract
 * was made or set and by how much, what each side scores for it and why
 * (table value, 250 for all ten, 10 a trick), the net totals after it, and
 * the game's winner if it was won. names[side] names each side ("You",
 * "West", "North-South"); dealNumber is the deal's number in the game.
 * Returns the number of lines.
 */
int FiveHundred_DealResult(const FiveHundredDeal *d, int variant, int dealNumber, const char *const names[FH_MAX_SEATS],
                           FiveHundredDealResult *out);

#endif
