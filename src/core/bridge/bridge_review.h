/* bridge_review.h: a played hand against double dummy: the tricks each card kept or cost its side. */
#ifndef PARLOUR_CORE_BRIDGE_REVIEW_H
#define PARLOUR_CORE_BRIDGE_REVIEW_H

#include <stdbool.h>
#include <stddef.h>

#include "bridge.h"
#include "bridge_dd.h"
#include "game/game.h"

/*
 * Each card of a hand, with what its side could still take with every
 * card seen (double dummy) before and after it: the tricks already won
 * plus the solver's value of the rest. A card after which that falls cost
 * its side the difference; with perfect play on both sides nothing falls.
 */
typedef struct BridgeReviewCard {
    int seat;   /* the seat whose card it is (the dummy's cards are the dummy's seat) */
    Card card;
    int before; /* the side's tricks in the hand with best play from here, before the card */
    int after;  /* the same after it */
    uint64_t kept; /* when the card cost a trick: the cards (bit Card_Index52) that would have kept `before` */
} BridgeReviewCard;

typedef struct BridgeReview {
    int hand;    /* 0-based, in the rubber */
    int dealer;
    int strain;
    int doublings;
    uint64_t dealt[4];
    BridgeDdTable table; /* the deal's double-dummy table */
    int made[2];         /* tricks each side took */
    int count;
    BridgeReviewCard cards[52];
} BridgeReview;

/* Reviews hand number `hand` (0-based) of a Bridge record; false with a reason if it was not played out. */
bool BridgeReview_Hand(const GameRecord *rec, int hand, BridgeReview *out, char *err, size_t errSize);

/*
 * The same, telling watch(ctx, out) as it goes: once the deal and its table
 * are in out (count 0), then after each card is added (count 1..52). A
 * caller on another thread may read what is there so far; watch returning
 * false stops the review (it then returns false with "stopped").
 */
typedef bool (*BridgeReviewWatch)(void *ctx, const BridgeReview *soFar);
bool BridgeReview_HandWatched(const GameRecord *rec, int hand, BridgeReview *out, BridgeReviewWatch watch, void *ctx,
                              char *err, size_t errSize);

#endif
