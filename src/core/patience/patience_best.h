/* patience_best.h: the best layout of a Poker Patience deal in hindsight, with an upper bound. */
#ifndef PARLOUR_CORE_PATIENCE_BEST_H
#define PARLOUR_CORE_PATIENCE_BEST_H

#include <stdbool.h>
#include <stdint.h>

#include "patience.h"

/*
 * All 25 cards are known in the order dealt; the layout rule is the
 * game's. FREE: any arrangement of the 25 cards in the square. HOYLE: the
 * arrangements the touching rule can build in the dealt order (each card
 * next to, or corner to corner with, one dealt before it). SERPENT: the
 * deal laid along one of the square's rook paths (all of them are tried,
 * so a serpent's best is always proven).
 *
 * FREE and HOYLE are first searched by simulated annealing from several
 * starts (the given layout among them), with a fixed number of steps so
 * that a seed always gives the same answer. An exact search over the
 * deal's scoring cores (patience_exact.h) then starts above the annealer's
 * score: run to the end, it proves the layout the best of every free one,
 * or finds the better one the annealer missed. HOYLE: the search takes a
 * square only if some order of its rows and columns can be built
 * (patience_arrange.h), and goes on past the ones that cannot; the best
 * score it refused stays in the bound. When its node budget runs
 * out first, what is left of the budget narrows the bound, and the layout
 * is shown with that bound.
 *
 * The layout is always replayed through Patience_Place before it is
 * returned, and it is never worse than the starting layout given.
 */
typedef struct PatienceBest {
    int score;
    int bound;   /* no layout of the deal scores more */
    bool proven; /* score == bound */
    uint8_t moves[PATIENCE_CARDS]; /* the board cell of deal[i], for Patience_Place */
} PatienceBest;

/*
 * Solves the deal of game (its variant and 25 cards; its placements are
 * ignored). start (may be NULL) is a complete game on the same deal whose
 * score the answer must at least equal. effort scales the search: 0 a
 * quick look (tests, previews), 1 about half a second on a desktop core,
 * 2 the scoring scene's choice; each unit adds four annealing runs and
 * 2.5 million nodes of the exact search.
 * Returns false if the arguments are bad.
 */
bool PatienceBest_Solve(const PatienceGame *game, const PatienceGame *start, uint64_t seed, int effort,
                        PatienceBest *out);

/*
 * PatienceBest_Solve with the exact search's node budget set apart from
 * effort (nodes <= 0: effort's own). For proofs that may take minutes.
 */
bool PatienceBest_SolveWithNodes(const PatienceGame *game, const PatienceGame *start, uint64_t seed, int effort,
                                 long nodes, PatienceBest *out);

/* The best layout as a complete game on the same deal; false if it does not replay (never expected). */
bool PatienceBest_Game(const PatienceGame *game, const PatienceBest *best, PatienceGame *out);

#endif
