/* piquet_deal_result.h: a finished deal of Piquet told as the book counts it, item by item. */
#ifndef PARLOUR_CORE_PIQUET_DEAL_RESULT_H
#define PARLOUR_CORE_PIQUET_DEAL_RESULT_H

#include "piquet.h"

#include <stdint.h>

#define PIQ_RESULT_LINES 5
#define PIQ_RESULT_LINE_MAX 192

typedef struct PiquetDealResult {
    char title[PIQ_RESULT_LINE_MAX]; /* "Deal 2: You 39, West 12" */
    int count;
    char lines[PIQ_RESULT_LINES][PIQ_RESULT_LINE_MAX];
} PiquetDealResult;

/*
 * The deal d told for the table: each player's points item by item as
 * scored (carte blanche, point, sequences, quatorzes and trios, repique,
 * pique, the play, the last trick, the cards, capot) and their sum; a
 * doubled deal's multiplier; then the totals after it (totals: the
 * partie's, or au cent the game's). names[seat] names each player.
 */
int Piquet_DealResult(const PiquetDealRecord *d, int dealNumber, const int32_t totals[2], const char *const names[2],
                      PiquetDealResult *out);

#endif
