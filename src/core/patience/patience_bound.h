/* patience_bound.h: how high any Poker Patience layout of 25 known cards can score. */
#ifndef PARLOUR_CORE_PATIENCE_BOUND_H
#define PARLOUR_CORE_PATIENCE_BOUND_H

#include <stdbool.h>
#include <stdint.h>

#include "patience.h"
#include "patience_exact.h"

/*
 * The five rows split the 25 cards into five hands, and so do the five
 * columns; so no layout scores more than twice the best split into five
 * hands. A hand scores what its best core scores (patience_cores.h), and
 * the cards outside the cores can always pad them into five hands of five,
 * so the best split is the best packing of at most five disjoint cores:
 * found exactly by branch and bound, values in decreasing order. If that
 * search outgrows its node budget the answer falls back to the sum of the
 * five best cores (still a bound, a looser one).
 */
int PatienceBound_Split(const Card deal[PATIENCE_CARDS], PatienceTable table);

/* What PatienceBound_Layout learnt about a deal. */
typedef struct PatienceLayoutBound {
    int bound;  /* no layout the rule allows scores more (no acceptor: no free layout, nor a HOYLE or SERPENT one) */
    int best;   /* the best score reached: the known one, or a free layout found above it */
    bool found; /* square holds a free layout scoring best (above the known score) */
    uint8_t square[PATIENCE_CARDS]; /* the deal index of the card in each cell, row by row */
    long nodes;                     /* search nodes spent */
} PatienceLayoutBound;

/*
 * Bounds every layout of the deal by the exact search of patience_exact.h,
 * starting above known (a score already reached). Within budget nodes it
 * first looks for anything better than known; if that runs out it halves
 * the gap between the best reached and the bound, search by search, with
 * what is left. bound == best means best is proven the most the deal allows.
 * accept (may be NULL) narrows the layouts to a rule's (patience_exact.h):
 * then best and square are the rule's, and bound also covers the squares
 * it refused. Returns false on bad arguments or no memory.
 */
bool PatienceBound_Layout(const Card deal[PATIENCE_CARDS], PatienceTable table, int known, long budget,
                          PatienceExactAccept accept, void *context, PatienceLayoutBound *out);

#endif
