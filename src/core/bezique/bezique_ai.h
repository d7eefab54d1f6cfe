/* bezique_ai.h: what the computer knows of Bezique: the book's hints as ratings, values, and exact last tricks. */
#ifndef PARLOUR_CORE_BEZIQUE_AI_H
#define PARLOUR_CORE_BEZIQUE_AI_H

#include <stdbool.h>

#include "bezique.h"
#include "game/game_ai.h"

/*
 * Bezique's GameAiPolicy (found by GameAi_FindPolicy("bezique")); the
 * players themselves are GameAi_Choose's levels.
 *
 *  - rate: the book's hints in points. A card's worth in hand is what the
 *    combinations it may still help to make are worth (how near each is,
 *    whether the missing cards can still come, how many draws are left),
 *    plus its trick-taking worth; the card played is the one whose loss
 *    costs least, unless winning the trick pays (brisques in it, a
 *    declaration waiting, the stock nearly out). After winning: the best
 *    combination now, the others laid out "to score", trumps made in the
 *    suit with sequence cards.
 *  - evaluate: Rubicon: the computed game value for the seat (plus or
 *    minus), with a fiftieth of the score difference to separate equal
 *    values; ordinary: the difference of the game totals, plus or minus
 *    1000 for a game won or lost. Playouts stop at the end of the deal
 *    (stop), so a sampled world never deals its next hand.
 *  - solve: once the stock is out every card is known in a determinised
 *    world: alpha-beta over the last tricks (BeziqueAi_SolveEndgame).
 */
extern const GameAiPolicy BeziqueAi_Policy;

/* The value evaluate() gives a finished deal with these scores (Rubicon: without brisques) for seat. */
double BeziqueAi_Utility(const BeziqueState *st, const int score[2], const int brisques[2], const int total[2],
                         int seat);

/* The Rubicon computation's value (Bezique_Compute's, without its text): > 0 if seat 0 wins, < 0 if seat 1. */
int BeziqueAi_RubiconValue(int score0, int score1, int brisques0, int brisques1);

/*
 * The last tricks solved exactly: st is a full state (not a view) in the
 * play phase with the stock and turn-up gone. Searches at most *budget
 * nodes (taken from it); true with the value for seat and, if best is not
 * NULL, a best card for the seat to act.
 */
bool BeziqueAi_SolveEndgame(const BeziqueState *st, int seat, long *budget, double *value, GameAction *best);

#endif
