/* five_hundred_search.h: the strong computer's own search for Five Hundred (sampled worlds solved exactly). */
#ifndef PARLOUR_CORE_FIVE_HUNDRED_SEARCH_H
#define PARLOUR_CORE_FIVE_HUNDRED_SEARCH_H

#include "five_hundred.h"
#include "five_hundred_ai.h"

/*
 * STRONG solves the rest of the deal in every sampled world once this many
 * tricks are played (earlier a whole deal's solve costs too much in every
 * world); before that it plays each of its best few cards on by the rating
 * to the fifth trick and solves from there. Four-handed, with a fourth
 * hand to solve, the whole rest from the fifth trick (from the fourth,
 * moves took up to 577 ms).
 */
#define FH_SEARCH_FROM_TRICK 3
#define FH_SEARCH_FROM_TRICK_FOUR 4

/*
 * STRONG's card play from the seat's view only: false if view is not the
 * seat's turn to play a card or it has one legal play (the generic search
 * decides). Deterministic for the seed.
 */
bool FiveHundredAi_SearchPlay(const FiveHundredState *view, int seat, uint64_t seed, GameAction *out);

/* The chance of the game (1000 * (2p - 1)) for side with these net scores (the players' evaluation). */
double FiveHundredAi_Chance(const int net[FH_MAX_SEATS], int sides, int side);
/* What the deal ending with the contract's side (or, with none, the seat's) on `tricks` tricks is worth to seat. */
double FiveHundredAi_DealValue(const FiveHundredState *st, int seat, int tricks);

#endif
