/* bridge_ai.h: the computer's Bridge: the book's hints as ratings, and a double-dummy sampling search for STRONG. */
#ifndef PARLOUR_CORE_BRIDGE_AI_H
#define PARLOUR_CORE_BRIDGE_AI_H

#include "bridge.h"
#include "game/game_ai.h"

/*
 * The levels (see game_ai.h for the generic search):
 *   EASY    the ratings below with noise: a declaration from the length
 *           and high cards of the hand (a weak dummy names spades, the
 *           cheapest suit, as players of 1904 did), doubles on strength,
 *           second hand low, third hand high, win as cheaply as possible.
 *   MEDIUM  the generic flat Monte Carlo: sampled worlds, each candidate
 *           played out to the end of the hand by the ratings, valued by
 *           the hand's score (tricks, honours, chicane, slam, a game).
 *   STRONG  BridgeAi_Choose: worlds sampled from the view, each solved by
 *           DDS (bridge_dd.h). A card: one solver call per world rates
 *           every card; the card with the most tricks on average. The
 *           declaration and the doubles: the hand's score per strain, or
 *           with and without the double, in every world, honours and
 *           chicane counted from the world's hands.
 */

extern const GameAiPolicy BridgeAi_Policy;

/* The score of a finished hand for side: its points less the other side's, with a game and a rubber valued. */
double BridgeAi_HandValue(const BridgeRubber *before, const BridgeHand *hand, int side);

/* STRONG's search from a view (the deciding seat's); false if the solver fails (the generic search then plays). */
bool BridgeAi_Choose(const GameState *view, int seat, GameAiLevel level, uint64_t seed, GameAction *out);

#endif
