/* five_hundred_bid.h: the strong computer's bidding and discard: sampled deals played out, their ends solved exactly. */
#ifndef PARLOUR_CORE_FIVE_HUNDRED_BID_H
#define PARLOUR_CORE_FIVE_HUNDRED_BID_H

#include "five_hundred.h"
#include "five_hundred_dd.h"
#include "rng.h"

/*
 * STRONG's bid from the seat's view (BID phase, its turn): the widow and
 * the other hands dealt at random consistently with the bidding so far
 * (FiveHundredAi_SampleBidding), and in each world the tricks the seat
 * would take as bidder in every denomination (the widow taken up, the
 * rating's discard laid away, the first tricks played by the rating and
 * the rest solved exactly). A bid is worth, world by world, what its
 * contract made or set is worth to the seat (the players' chance of the
 * game), unless another seat's hand reaches a higher bid, when it is worth
 * what passing is: that seat's contract played the same way against the
 * seat. False: the generic search decides. Deterministic for the seed.
 */
bool FiveHundredAi_SearchBid(const FiveHundredState *view, int seat, uint64_t seed, GameAction *out);

/*
 * STRONG's discard from the bidder's view (DISCARD phase): the rating's
 * best few discards, each valued in sampled worlds by the contract's
 * tricks (played and solved as for the bid); the rating's pick stands
 * unless another's gain over it is clear. False: the generic search decides.
 */
bool FiveHundredAi_SearchDiscard(const FiveHundredState *view, int seat, uint64_t seed, GameAction *out);

/*
 * A world for the seat's view (FiveHundred_Sample) in which every other
 * seat that bid holds a hand worth its highest bid, by the rating's hand
 * value less a trick of slack, and every other seat that passed holds no
 * hand worth half a trick more than the lowest bid it could then have
 * made (a pass bounds a hand from above as a bid does from below); after
 * `tries` worlds that all fail, the one that missed least. False only if
 * the view cannot be sampled. In the card play a
 * seat's hand is what it holds and what it has played (the bidder's, his
 * ten after the widow and the discard), so the play samples by the
 * bidding too.
 */
bool FiveHundredAi_SampleBidding(const FiveHundredState *view, Rng *rng, int tries, FiveHundredState *out);

/*
 * The group's tricks in a world in the card play, from the start of the
 * deal: the rating plays on until `played` tricks are complete, the rest
 * is solved exactly on `nodes` nodes (a solve that runs out is played on
 * by the rating to the last trick, which is solved). Changes w.
 */
int FiveHundredAi_PlayAndSolve(FiveHundredState *w, unsigned group, FhDdTable *table, int played, long nodes);

/* The rating's reach for a hand: the highest bid whose denomination's estimate comes within a quarter trick; -1 if none. */
int FiveHundredAi_Reach(uint64_t hand, int variant);

/*
 * What a deal is worth to seat (the players' value: +-1,000 for the game,
 * else the chance of it) when `bidder` plays `bid` and his side takes
 * `tricks` in a sampled world (bidder FH_NOBODY: nobody bid, and `tricks` are
 * the seat's side's). Three- and two-handed, another seat's contract is
 * valued partly at one trick more than the world gives, since a world's
 * exact play is harsh on the bidder, and the seat's own at the world's
 * word; four-handed, the seat's own partly at one trick fewer (the
 * variant's tuning, five_hundred_bid.c). scratch: a copy of the seat's
 * view, whose bidder and bid are overwritten.
 */
double FiveHundredAi_ContractValue(FiveHundredState *scratch, int seat, int bidder, int bid, int tricks);

#endif
