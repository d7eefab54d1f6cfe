/* piquet_ai.h: what the computer knows of Piquet: hand values, the exchange weighed over every draw, exact tricks. */
#ifndef PARLOUR_CORE_PIQUET_AI_H
#define PARLOUR_CORE_PIQUET_AI_H

#include <stdbool.h>

#include "game/game_ai.h"
#include "piquet.h"

/*
 * Piquet's GameAiPolicy (GameAi_FindPolicy("piquet")); the levels are
 * GameAi_Choose's.
 *
 *  - rate: the exchange by the value of the hand it leaves. On the AI's
 *    own view (the root of a search) every candidate discard among the
 *    best dozen by a quick estimate is weighed exactly over every draw of
 *    the unseen cards (PiquetOdds_Weigh: C(20,5) = 15,504 draws at most for
 *    the elder); in a sampled world the drawn cards are known and the
 *    kept-and-drawn hand is valued directly. Declaring is rated above
 *    sinking. In play: lead winners and long suits, win a trick cheaply when
 *    it is worth a point, discard from short weak suits.
 *  - evaluate: the difference of the running totals (the partie's total plus
 *    this deal times its multiplier); where a playout stops in the middle
 *    of a deal (at the next exchange), each hand's estimated value is added.
 *  - stop: at the end of the deal, and at any exchange after the root (so a
 *    playout never rates the dealer's 3,301 discards: the sampled world's
 *    draw is valued as it stands).
 *  - choose (strong only): its exchange, the best of its candidate discards
 *    weighed over every draw, unless one of the next five does clearly
 *    better played out over sampled deals (the other's exchange, the calls,
 *    the tricks); its card in play, every legal card tried in
 *    sampled deals of the unseen cards, each played out with the last
 *    tricks solved (piquet_search.c).
 *  - solve: in a full world in play every card is known: alpha-beta over
 *    the remaining tricks (PiquetAi_SolveTricks), with pique, the last
 *    trick, the cards and capot; not au cent (the game may end in a trick).
 */
extern const GameAiPolicy PiquetAi_Policy;

/*
 * The strong computer's deal of the unseen cards on a view (as
 * Piquet_Sample, kept to the calls), each deal weighed by how likely it is
 * given what the other seat did: his denials ("Good", silence) and the
 * cards he kept, his discard against its neighbours by the quick estimate
 * (piquet_infer.c). Reads only the view.
 */
bool PiquetAi_Sample(const PiquetState *view, Rng *rng, PiquetState *out);

/* The estimated worth in points of a twelve-card hand after the exchange (declarations and tricks). */
double PiquetAi_HandValue(PiquetMask hand, bool elder);

/*
 * The remaining tricks solved exactly (st a full state in PIQ_PHASE_PLAY):
 * at most *budget nodes (taken from it). True with value = the seat's net
 * points from here to the end of the deal (its gains less the other's,
 * before the multiplier) and, if best is not NULL, a best card for the seat
 * to act.
 */
bool PiquetAi_SolveTricks(const PiquetState *st, int seat, long *budget, int *value, GameAction *best);

/*
 * The chances of a discard, worked out exactly over every draw of the
 * unseen cards (the cards the seat has not seen: the draw is a uniformly
 * random set of them of the discard's size, as the book's odds passages
 * reckon): a quint or better, a quatorze, a point of at least the given
 * size, and the hand's expected value.
 */
typedef struct PiquetOdds {
    long draws;      /* the draws weighed */
    int unseen;      /* cards the draw may come from */
    double quint;    /* a sequence of five or more */
    double quatorze; /* four of A K Q J or 10 */
    double point;    /* a point of at least pointGoal cards */
    int pointGoal;
    double value; /* PiquetAi_HandValue's expectation */
} PiquetOdds;
/* view: the seat's view (or a full state) at its exchange; false if the discard is not one it may make. */
bool PiquetOdds_Weigh(const PiquetState *view, int seat, PiquetMask discard, int pointGoal, PiquetOdds *out);

/*
 * The chance that a discard of `take` cards draws at least atLeast of the
 * wanted cards, exactly (hypergeometric over the seat's unseen cards): the
 * book's "filling a trio taking in five" is 5/20.
 */
double PiquetOdds_Draw(const PiquetState *view, int seat, int take, PiquetMask wanted, int atLeast);

/*
 * The hint for an exchange: the discard the strong computer would make
 * (the best exact expectation) and one line saying why ("Keeps the quint
 * in diamonds; a quatorze 25%, a point of six 62%").
 */
bool PiquetAi_ExchangeHint(const PiquetState *view, int seat, GameAction *out, char *why, size_t size);

#endif
