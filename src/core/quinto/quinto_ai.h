/* quinto_ai.h: what the computer knows of Quinto: the book's hints as ratings, and how a hand is valued. */
#ifndef PARLOUR_CORE_QUINTO_AI_H
#define PARLOUR_CORE_QUINTO_AI_H

#include "game/game_ai.h"
#include "quinto.h"

/*
 * Quinto's GameAiPolicy (GameAi_FindPolicy("quinto")); the players are
 * GameAi_Choose's levels, and a seat's partner is valued as the seat
 * itself (every value is the side's), so a computer partner plays for the
 * side, and the Dummy-player's computer plays Dummy's cards for his side.
 *
 *  - rate: the doubling by the tricks the hands it sees should take (an
 *    unseen partner is reckoned an average hand); a card by the chance its
 *    side takes the trick (sure when no card still unseen can beat it, a
 *    guess per opponent still to play otherwise) times what the trick
 *    carries (its tricks' points and every quint in it), less what the card
 *    is worth kept: high cards of high suits, a five to throw on the
 *    partner's trick later, Quint Royal to play on a sure trick (the
 *    book's advice: keep it until the partner is sure of the trick).
 *  - evaluate: the side's points less the opponents' (the rubber's points
 *    so far and this game's), with 150 for each game won and 100 for the
 *    rubber; playouts stop at the end of the hand (stop), where the tricks
 *    have just been counted.
 *  - solve: the last tricks of a sampled world, when every hand holds at
 *    most two cards: alpha-beta over the sides (QuintoAi_SolveEnd, the
 *    same search STRONG's playouts end with).
 */
extern const GameAiPolicy QuintoAi_Policy;

/*
 * STRONG's own search (the policy's choose; quinto_search.c): every legal
 * move in the same sampled deals, played out by the ratings with the last
 * three tricks solved; false at other levels (the shared search decides).
 */
bool QuintoAi_Choose(const GameState *view, int seat, GameAiLevel level, uint64_t seed, GameAction *out);

/* The tricks a hand should take, by its cards' chances: the doubling's measure (for tests and hints). */
double QuintoAi_HandTricks(uint64_t hand);

/*
 * The last tricks solved exactly in a full state (not a view) in the play
 * (quinto_search.c's alpha-beta); true with seat's value and best move,
 * false if budget's nodes run out first (budget: what is left).
 */
bool QuintoAi_SolveEnd(const QuintoState *st, int seat, long *budget, double *value, GameAction *best);

/*
 * One line on why action is good for seat, from what it sees (st: a view or
 * a full state): "Wins the trick and makes a quint of 15 for your side",
 * "...; keeps Quint Royal for partner's sure trick". Returns the length.
 */
size_t QuintoAi_Explain(const QuintoState *st, int seat, GameAction action, char *buf, size_t size);

#endif
