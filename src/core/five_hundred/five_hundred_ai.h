/* five_hundred_ai.h: what the computer knows of Five Hundred: hand values for bidding, the discard, trick play. */
#ifndef PARLOUR_CORE_FIVE_HUNDRED_AI_H
#define PARLOUR_CORE_FIVE_HUNDRED_AI_H

#include "five_hundred.h"
#include "game/game_ai.h"

/*
 * Five Hundred's GameAiPolicy (GameAi_FindPolicy("five-hundred")); the
 * players are GameAi_Choose's levels.
 *
 *  - rate, bidding: the tricks the hand should take in each denomination
 *    (top trumps, trump length, side aces and guarded kings, short suits to
 *    ruff, and what the widow adds on average), and each bid rated by its
 *    table value when the estimate reaches it, or by what a failure costs
 *    when it does not. EASY bids from this alone. MEDIUM searches
 *    it: the widow and the other hands are sampled from what the seat has
 *    seen, and each candidate bid (and the pass) is played out to the end
 *    of the deal in every sample, so the widow's value is measured, not
 *    guessed. STRONG bids and discards by its own search
 *    (five_hundred_bid.h): worlds consistent with the bidding, each
 *    contract's first tricks played by the rating and the rest solved.
 *  - rate, the discard: keep trumps, the Joker, aces and guarded kings;
 *    lay away low cards, short suits first (a void to ruff with).
 *  - rate, play: win a trick the seat's side is not already winning, with
 *    the cheapest card that wins it; otherwise throw the least useful
 *    card; the bidder leads the master trump to draw trumps, anyone leads
 *    a master card. Against a bidder the two opponents play as partners.
 *  - solve (STRONG only: the others have no solver budget): the last two
 *    tricks of a sampled world searched exactly, each seat for its side.
 *  - choose (STRONG only): its bid and discard (five_hundred_bid.h), and
 *    from the fifth trick on its card play (five_hundred_search.h): every
 *    legal card valued in 24 sampled worlds by the rest of the deal solved
 *    exactly, on a budget of solver nodes.
 *  - evaluate: +-1,000 for a game won or lost; otherwise the side's chance
 *    of the game from how far each side is from 500, on the same scale, so
 *    that winning is always worth more than any lead. Playouts stop at the
 *    end of the deal.
 */
extern const GameAiPolicy FiveHundredAi_Policy;

/* The tricks a hand of ten (before the widow) is expected to take in a denomination 0..4, for bidding. */
double FiveHundredAi_HandTricks(uint64_t hand, int denomination, int variant);

#endif
