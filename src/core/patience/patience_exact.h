/* patience_exact.h: the best free layout of 25 known cards, searched exactly over their scoring cores. */
#ifndef PARLOUR_CORE_PATIENCE_EXACT_H
#define PARLOUR_CORE_PATIENCE_EXACT_H

#include <stdbool.h>
#include <stdint.h>

#include "patience_cores.h"

/*
 * A layout scores what its ten lines' best cores score, so the search picks
 * cores, highest value first, each as a row's or a column's, under three
 * rules a real square imposes: the rows' cores are disjoint, so are the
 * columns', and a row's core shares at most one card with a column's (they
 * meet in one cell). A choice is kept only if some square can hold it:
 * every card bound to a row and a column has its own cell, and the cards
 * bound to a row only or a column only fit the cells left (Hall's
 * condition, checked exactly). The other cards pad the lines, which can
 * only raise them. So the best choice is the best layout, and a search
 * that runs to the end proves it.
 *
 * The search looks only above a score already reached, and prunes a branch
 * when the lines left cannot lift it there: on each side, neither the best
 * values still open to it nor the best packing of disjoint cores among the
 * cards it has not used (remembered, as branches share them). It counts
 * nodes, not time, so the same budget always gives the same answer.
 */
typedef struct PatienceExact {
    int best;                       /* the highest score found above the floor, or the floor itself */
    int refused;                    /* the highest score of a square the acceptor refused, or best if higher */
    bool found;                     /* square holds a layout that scores best */
    bool finished;                  /* the search ran to the end: no layout scores more than best */
    long nodes;                     /* nodes visited */
    uint8_t square[PATIENCE_CARDS]; /* the deal index of the card in each cell, row by row (when found) */
} PatienceExact;

/*
 * A narrower rule than the free layout's (HOYLE's touching rule): given a
 * square the search would take, true if the rule allows it, possibly after
 * rearranging it in place to a square of the same score. A refused square
 * is not taken and the search goes on; as other squares with the same
 * choice of cores are not tried, a refusal proves nothing, and the highest
 * score refused stays a bound (PatienceExact.refused).
 */
typedef bool (*PatienceExactAccept)(uint8_t square[PATIENCE_CARDS], void *context);

/*
 * Searches for a free layout scoring more than floor, within budget nodes;
 * accept (may be NULL: every free layout) narrows the layouts taken.
 * Returns false on bad arguments or no memory (out then says nothing).
 */
bool PatienceExact_Search(const PatienceCores *cores, int floor, long budget, PatienceExactAccept accept,
                          void *context, PatienceExact *out);

#endif
