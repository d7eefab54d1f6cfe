/* bridge_review.c: replays a hand and asks the double-dummy solver what each card kept or cost. */
#include "bridge_review.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The position for the solver: the cards still held and the trick in progress. */
static BridgeDdPosition Position(const BridgeState *st)
{
    BridgeDdPosition pos;
    memset(&pos, 0, sizeof pos);
    memcpy(pos.hands, st->hand, sizeof pos.hands);
    pos.strain = st->strain;
    pos.leader = st->leader;
    pos.trickCount = st->trickCount;
    for (int i = 0; i < st->trickCount && i < 3; i++) {
        pos.trick[i] = st->trick[i];
    }
    return pos;
}

/* The tricks side could take in the whole hand from st with best play: won so far plus the solver's rest. */
static bool Value(const BridgeState *st, int side, int *out, char *err, size_t errSize)
{
    BridgeDdPosition pos = Position(st);
    int rest;
    if (!BridgeDd_Tricks(&pos, &rest, err, errSize)) {
        return false;
    }
    int left = BRIDGE_TRICKS - st->tricksPlayed;
    int toPlay = Bridge_SideOf(st->toAct);
    *out = st->tricks[side] + (toPlay == side ? rest : left - rest);
    return true;
}

/* The cards the seat to play could have played instead and kept `best` of the tricks left for its side. */
static uint64_t Kept(const BridgeState *st, int best)
{
    BridgeDdPosition pos = Position(st);
    BridgeDdCards cards;
    uint64_t kept = 0;
    char err[BRIDGE_DD_ERR_MAX];
    if (!BridgeDd_Cards(&pos, &cards, err, sizeof err)) {
        return 0; /* only a help to the reader: the review stands without it */
    }
    for (int i = 0; i < cards.count; i++) {
        if (cards.tricks[i] >= best) {
            kept |= Bridge_Bit(cards.card[i]);
        }
    }
    return kept;
}

bool BridgeReview_Hand(const GameRecord *rec, int hand, BridgeReview *out, char *err, size_t errSize)
{
    return BridgeReview_HandWatched(rec, hand, out, NULL, NULL, err, errSize);
}

bool BridgeReview_HandWatched(const GameRecord *rec, int hand, BridgeReview *out, BridgeReviewWatch watch, void *ctx,
                              char *err, size_t errSize)
{
    if (rec == NULL || rec->rules != &Bridge_Rules || hand < 0) {
        snprintf(err, errSize, "not a Bridge rubber");
        return false;
    }
    BridgeState *st = malloc(sizeof *st), *was = malloc(sizeof *was); /* was: the state before the card */
    if (st == NULL || was == NULL || GameRecord_Start(rec, (GameState *)(void *)st) != GAME_OK) {
        free(st);
        free(was);
        snprintf(err, errSize, "cannot start the rubber");
        return false;
    }
    memset(out, 0, sizeof *out);
    out->hand = hand;
    bool found = false, ok = true;
    for (int i = 0; i < rec->count && ok; i++) {
        int seat = Bridge_ToAct(st);
        bool inHand = st->rubber.count == hand;
        if (inHand && !found) {
            found = true;
            out->dealer = st->dealer;
            memcpy(out->dealt, st->dealt, sizeof out->dealt);
            ok = BridgeDd_Table(st->dealt, &out->table, err, errSize);
            if (ok && watch != NULL && !watch(ctx, out)) {
                snprintf(err, errSize, "stopped");
                ok = false;
            }
        }
        GameAction a = rec->actions[i];
        int side = Bridge_SideOf(seat), before = 0, after = 0;
        bool card = inHand && a.kind == BRIDGE_ACT_PLAY && st->phase == BRIDGE_PHASE_PLAY;
        if (card && ok) {
            out->strain = st->strain;
            out->doublings = st->doublings;
            ok = Value(st, side, &before, err, errSize);
            *was = *st; /* for the cards that would have kept the tricks, should this one cost any */
        }
        if (ok && Bridge_Apply(st, seat, a) != BRIDGE_WHY_OK) {
            snprintf(err, errSize, "action %d is illegal", i + 1);
            ok = false;
        }
        if (card && ok) {
            if (st->rubber.count > hand) {
                const BridgeHand *h = &st->rubber.hands[hand];
                after = h->tricks[side];
                out->made[0] = h->tricks[0];
                out->made[1] = h->tricks[1];
            } else {
                ok = Value(st, side, &after, err, errSize);
            }
            uint64_t kept = 0;
            if (ok && after < before) {
                /* BridgeDd_Cards counts the tricks left for the side to play, which is this card's side. */
                kept = Kept(was, before - was->tricks[side]);
            }
            out->cards[out->count++] = (BridgeReviewCard){seat, a.cards[0], before, after, kept};
            if (ok && watch != NULL && !watch(ctx, out)) {
                snprintf(err, errSize, "stopped");
                ok = false;
            }
        }
        if (st->rubber.count > hand) {
            break;
        }
    }
    free(st);
    free(was);
    if (ok && out->count != 52) {
        snprintf(err, errSize, "hand %d was not played out in this record", hand + 1);
        ok = false;
    }
    return ok;
}
