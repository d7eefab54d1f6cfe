/* patience_bound.h: an upper bound on the score of any Poker Patience layout of 25 known cards. */
#ifndef PARLOUR_CORE_PATIENCE_BOUND_H
#define PARLOUR_CORE_PATIENCE_BOUND_H

#include "patience.h"

/*
 * The five rows split the 25 cards into five hands, and so do the five
 * columns; so no layout scores more than twice the best split into five
 * hands. A hand scores what its best "core" scores (a pair, two pairs,
 * threes, fours, a full, a straight, a flush, a straight flush), and the
 * cards outside the cores can always pad them into five hands of five, so
 * the best split is the best packing of at most five disjoint cores: found
 * exactly by branch and bound, values in decreasing order. If the search
 * outgrows its node budget the bound falls back to the sum of the five
 * best cores (still a bound, a looser one).
 */
int PatienceBound_Split(const Card deal[PATIENCE_CARDS], PatienceTable table);
/*
 * A bound on any layout's score. The rows' cores and the columns' cores
 * must each be disjoint, and a row's core and a column's core share at
 * most one card (a row and a column meet in one cell): the best such
 * choice of up to five cores a side, found by branch and bound, bounds
 * every layout. known is a score already reached (the search only looks
 * above it; the answer is then at least known); when the search outgrows
 * its node budget the answer is twice PatienceBound_Split.
 */
int PatienceBound_LayoutAbove(const Card deal[PATIENCE_CARDS], PatienceTable table, int known);
/* PatienceBound_LayoutAbove with nothing known. */
int PatienceBound_Layout(const Card deal[PATIENCE_CARDS], PatienceTable table);

#endif
