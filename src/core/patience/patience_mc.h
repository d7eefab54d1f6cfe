/* patience_mc.h: Monte Carlo comparison of candidate cells on common sampled futures (internal to the core). */
#ifndef PARLOUR_CORE_PATIENCE_MC_H
#define PARLOUR_CORE_PATIENCE_MC_H

#include <stdbool.h>
#include <stdint.h>

#include "patience_fast.h"
#include "rng.h"

/* One candidate cell and what the sampled futures said of it. */
typedef struct PatienceMcCand {
    uint8_t cell;
    bool alive; /* still searched after successive halving */
    long n;     /* futures played from this cell */
    double sum, sum2;   /* final scores */
    double dsum, dsum2; /* final score minus the reference cell's on the same future */
} PatienceMcCand;

/* How a search spends its effort. */
typedef struct PatienceMcPlan {
    long work;          /* rollout placements, shared by log2(count) rounds of halving */
    int horizon;        /* > 0: stop each rollout that many cards ahead and add the learned values (0: to the end) */
    int lookahead;      /* the first this many placements of each rollout look ahead where greedy is unsure */
    double timeLimitMs; /* > 0: also stop by the clock (only then is the result machine-dependent) */
} PatienceMcPlan;

/*
 * Plays sampled futures of f (card is the current card, about to be laid)
 * from every live candidate with the learned policy, the same future for
 * all of them: greedy, or for a rollout's first plan->lookahead placements
 * PatienceEval_Lookahead (stronger, and dearer: a rollout that looks ahead
 * all the way costs about 30 greedy ones). Successive halving: log2(count)
 * rounds share the work; after each round the worse half stops. The
 * candidate at index ref (-1: none) is never dropped and every other
 * candidate's score is also kept as a difference from it. Returns the
 * number of futures sampled.
 */
long PatienceMc_Search(const PatienceFast *f, Card card, PatienceMcCand *cands, int count, int ref,
                       const PatienceMcPlan *plan, Rng *rng);

/* A candidate's mean and the standard error of the mean (0 with fewer than two samples). */
double PatienceMc_Mean(const PatienceMcCand *c);
double PatienceMc_StdErr(const PatienceMcCand *c);
/* Mean and standard error of the candidate's difference from the reference. */
double PatienceMc_DiffMean(const PatienceMcCand *c);
double PatienceMc_DiffStdErr(const PatienceMcCand *c);

#endif
