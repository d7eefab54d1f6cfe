/* piquet_deal_result.c: a finished deal of Piquet told as the book counts it, item by item. */
#include "piquet_deal_result.h"

#include <stdio.h>
#include <string.h>

/* The order a deal is scored in: carte blanche, the calls, pique or repique, the play and its ends. */
static const PiquetScoreKind kOrder[PIQ_SCORE_KIND_COUNT] = {
    PIQ_SCORE_CARTE, PIQ_SCORE_POINT, PIQ_SCORE_SEQUENCE, PIQ_SCORE_SET,   PIQ_SCORE_REPIQUE,
    PIQ_SCORE_PIQUE, PIQ_SCORE_PLAY,  PIQ_SCORE_LAST,     PIQ_SCORE_CARDS, PIQ_SCORE_CAPOT};

int Piquet_DealResult(const PiquetDealRecord *d, int dealNumber, const int32_t totals[2], const char *const names[2],
                      PiquetDealResult *out)
{
    memset(out, 0, sizeof *out);
    int sum[2] = {0, 0};
    for (int p = 0; p < 2; p++) {
        for (int k = 0; k < PIQ_SCORE_KIND_COUNT; k++) {
            sum[p] += d->points[p][k];
        }
    }
    int mult = d->multiplier > 1 ? d->multiplier : 1;
    snprintf(out->title, sizeof out->title, "Deal %d: %s %d, %s %d", dealNumber, names[0], sum[0] * mult, names[1],
             sum[1] * mult);
    for (int p = 0; p < 2; p++) {
        char *line = out->lines[out->count++];
        size_t size = PIQ_RESULT_LINE_MAX;
        int len = snprintf(line, size, "%s: ", names[p]);
        int items = 0;
        for (int i = 0; i < PIQ_SCORE_KIND_COUNT && len > 0 && (size_t)len < size; i++) {
            int k = kOrder[i], n = d->points[p][k];
            if (n != 0) {
                len += snprintf(line + len, size - (size_t)len, "%s%s %d", items > 0 ? ", " : "",
                                Piquet_ScoreKindName((PiquetScoreKind)k), n);
                items++;
            }
        }
        if (len > 0 && (size_t)len < size) {
            if (items == 0) {
                snprintf(line + len, size - (size_t)len, "nothing");
            } else if (items > 1) {
                snprintf(line + len, size - (size_t)len, " = %d", sum[p]);
            }
        }
    }
    if (mult > 1) {
        snprintf(out->lines[out->count++], PIQ_RESULT_LINE_MAX,
                 "The partie's first and last deals count %d times: %s %d, %s %d.", mult, names[0], sum[0] * mult,
                 names[1], sum[1] * mult);
    }
    if (totals != NULL) {
        snprintf(out->lines[out->count++], PIQ_RESULT_LINE_MAX, "Scores now: %s %d, %s %d.", names[0], (int)totals[0],
                 names[1], (int)totals[1]);
    }
    return out->count;
}
