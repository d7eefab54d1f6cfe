/* patience_tune.h: the trainer's second stage, cross-entropy tuning of a learned table for greedy play. */
#ifndef PARLOUR_TOOLS_PATIENCE_TUNE_H
#define PARLOUR_TOOLS_PATIENCE_TUNE_H

#include <stdint.h>
#include <stdio.h>

#include "patience/patience.h"
#include "patience/patience_eval.h"

/* Which entries share an offset (see GroupOf in patience_tune.c). */
typedef enum PatienceTuneGrouping {
    PATIENCE_TUNE_STAGE,   /* (axis, stage, rank pattern, flush live) */
    PATIENCE_TUNE_WINDOWS, /* (axis, rank pattern, flush live, straight windows live) */
    PATIENCE_TUNE_OUTS,    /* (axis, stage, rank pattern, unseen pairing cards) */
    PATIENCE_TUNE_GROUPINGS
} PatienceTuneGrouping;

enum { PATIENCE_TUNE_MAX_PASSES = 8 };

extern const char *const kPatienceTuneGroupingNames[PATIENCE_TUNE_GROUPINGS];

typedef struct PatienceTuneOptions {
    PatienceVariant variant;
    uint64_t seed;   /* every deal and every draw of the search comes from it */
    int generations; /* rounds of the cross-entropy method */
    int games;       /* greedy games that rate each candidate in a generation */
    int family;      /* named in the progress lines */
    PatienceTuneGrouping grouping;
} PatienceTuneOptions;

/*
 * Policy iteration (patience_train.c) values each line state by the mean
 * final points of lines that passed through it under the greedy policy: a
 * table consistent with its own play, not the table that plays best. This
 * stage searches for the table that plays best near it: one offset for every
 * group of entries (by default each (row or column, stage, rank pattern,
 * flush live); passes may use other groupings in turn), found by
 * the cross-entropy method with greedy games as the measure. Each generation
 * draws a population of offset vectors around the current mean, plays every
 * one on the same fresh deals, and moves the mean (and the spread) towards the
 * best few. Writes the tuned table over values; the caller decides whether to
 * keep it (on deals the search never saw).
 */
void PatienceTune_Run(const PatienceTuneOptions *options, int16_t values[PEVAL_SIZE], FILE *log);

#endif
