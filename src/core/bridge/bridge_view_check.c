/* bridge_view_check.c: whether a Bridge view read from another device has fields that agree, before a scene trusts it. */
#include "bridge_local.h"

#include <stdarg.h>
#include <stdio.h>

/*
 * The wire's decoder has checked every field's range; this checks pairs: a
 * view of seat v shows v's hand whole and the dummy's once it is down, and of
 * every other hand only the cards it has played (Bridge_View). So each seat
 * has played exactly the tricks turned plus its card in the trick, no card
 * lies in two hands, the trick's cards came from the seats in turn from the
 * leader, the seat to act is the phase's, and the rubber's totals are the sum
 * of its hands. A table scene reads the trick up to trickCount and a hand's
 * cards by its mask: with this, neither can disagree with the other.
 */

static bool Fail(char *problem, size_t size, const char *fmt, ...)
{
    if (problem != NULL && size > 0) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(problem, size, fmt, ap);
        va_end(ap);
    }
    return false;
}

static bool Sees(const BridgeState *st, int viewer, int p)
{
    return p == viewer || (p == Bridge_Dummy(st) && Bridge_DummyShown(st));
}

static bool CheckSeatToAct(const BridgeState *st, char *problem, size_t size)
{
    if (st->phase == BRIDGE_PHASE_OVER) {
        return st->toAct == 0xFF || Fail(problem, size, "the rubber is over, yet seat %d is to act", st->toAct);
    }
    if (st->toAct > 3) {
        return Fail(problem, size, "the rubber is not over, yet no seat is to act");
    }
    switch (st->phase) {
    case BRIDGE_PHASE_DECLARE:
        return st->toAct == st->dealer || Fail(problem, size, "the dealer declares, yet seat %d is to act", st->toAct);
    case BRIDGE_PHASE_PARTNER:
        return st->toAct == Bridge_Partner(st->dealer) ||
               Fail(problem, size, "the dealer's partner declares, yet seat %d is to act", st->toAct);
    case BRIDGE_PHASE_DOUBLE:
        return Bridge_SideOf(st->toAct) == st->doubleSide ||
               Fail(problem, size, "side %d is to answer the doubling, yet seat %d is to act", st->doubleSide,
                    st->toAct);
    default:
        return st->toAct == ((st->leader + st->trickCount) & 3) ||
               Fail(problem, size, "seat %d is to act, but the trick led by seat %d has %d cards", st->toAct,
                    st->leader, st->trickCount);
    }
}

static bool CheckCards(const BridgeState *st, int viewer, char *problem, size_t size)
{
    if (st->phase != BRIDGE_PHASE_PLAY && st->trickCount != 0) {
        return Fail(problem, size, "a trick has %d cards outside the play", st->trickCount);
    }
    if (st->phase == BRIDGE_PHASE_PLAY && st->tricksPlayed >= BRIDGE_TRICKS) {
        return Fail(problem, size, "all %d tricks are played, yet the hand is still in play", BRIDGE_TRICKS);
    }
    int inTrick[4] = {0};
    for (int i = 0; i < 4; i++) {
        if (i < st->trickCount && st->trick[i] == CARD_NONE) {
            return Fail(problem, size, "the trick has %d cards, but its place %d is empty", st->trickCount, i);
        }
        if (i >= st->trickCount && st->trick[i] != CARD_NONE) {
            return Fail(problem, size, "the trick has %d cards, but its place %d holds one", st->trickCount, i);
        }
    }
    for (int i = 0; i < st->trickCount; i++) {
        inTrick[(st->leader + i) & 3] = 1;
    }
    uint64_t all = 0;
    for (int p = 0; p < 4; p++) {
        if ((all & st->dealt[p]) != 0) {
            return Fail(problem, size, "a card of seat %d's hand is also in another hand", p);
        }
        all |= st->dealt[p];
    }
    for (int p = 0; p < 4; p++) {
        if ((st->hand[p] & ~st->dealt[p]) != 0) {
            return Fail(problem, size, "seat %d holds a card it was not dealt", p);
        }
        int played = st->tricksPlayed + inTrick[p];
        if (Sees(st, viewer, p)) {
            if (PopCount(st->dealt[p]) != BRIDGE_TRICKS || BRIDGE_TRICKS - PopCount(st->hand[p]) != played) {
                return Fail(problem, size, "seat %d's hand shown has %d of 13 cards left after %d played", p,
                            PopCount(st->hand[p]), played);
            }
        } else if (st->hand[p] != 0 || PopCount(st->dealt[p]) != played) {
            return Fail(problem, size, "seat %d's hidden hand shows %d cards played, not %d", p,
                        PopCount(st->dealt[p] | st->hand[p]), played);
        }
    }
    for (int i = 0; i < st->trickCount; i++) {
        int p = (st->leader + i) & 3;
        uint64_t bit = Bridge_Bit(st->trick[i]);
        if ((st->dealt[p] & bit) == 0 || (st->hand[p] & bit) != 0) {
            return Fail(problem, size, "card %d of the trick did not come from seat %d's hand", i, p);
        }
    }
    if (st->tricks[0] + st->tricks[1] != st->tricksPlayed) {
        return Fail(problem, size, "the sides won %d and %d tricks, but %d were played", st->tricks[0], st->tricks[1],
                    st->tricksPlayed);
    }
    return true;
}

static bool CheckRubber(const BridgeState *st, char *problem, size_t size)
{
    const BridgeRubber *r = &st->rubber;
    int32_t total[2] = {0, 0};
    int below[2] = {0, 0};
    int games[2] = {0, 0};
    for (int i = 0; i < r->count; i++) {
        const BridgeHand *x = &r->hands[i];
        if (x->tricks[0] + x->tricks[1] != BRIDGE_TRICKS) {
            return Fail(problem, size, "hand %d of the score took %d tricks, not 13", i + 1,
                        x->tricks[0] + x->tricks[1]);
        }
        for (int s = 0; s < 2; s++) {
            total[s] += x->below[s] + x->honourPoints[s] + x->chicanePoints[s] + x->slamPoints[s];
            below[s] += x->below[s];
        }
        if (x->gameWon >= 0) {
            games[x->gameWon]++;
            below[0] = below[1] = 0;
        }
    }
    for (int s = 0; s < 2; s++) {
        if (total[s] != r->total[s] || below[s] != r->belowGame[s] || games[s] != r->games[s]) {
            return Fail(problem, size, "side %d's totals are not the sum of the hands scored", s);
        }
    }
    if ((st->phase == BRIDGE_PHASE_OVER) != (r->over != 0)) {
        return Fail(problem, size, "the rubber's end and the phase disagree");
    }
    if (r->game != r->games[0] + r->games[1] && !r->over) {
        return Fail(problem, size, "game %d is played after %d games won", r->game + 1, r->games[0] + r->games[1]);
    }
    return true;
}

bool Bridge_CheckView(const GameState *gs, int viewer, char *problem, size_t size)
{
    const BridgeState *st = (const BridgeState *)(const void *)gs;
    if (st->viewer == BRIDGE_FULL_VIEW) {
        return Bridge_CheckInvariants(st, problem, size); /* the host's own state (a saved game, a test) */
    }
    int expect = viewer == GAME_NOBODY ? BRIDGE_PUBLIC_VIEW : viewer;
    if (st->viewer != expect) {
        return Fail(problem, size, "the view says it is seat %d's, the text seat %d's", st->viewer, viewer);
    }
    if (st->doublings > 0 && !Bridge_MayDouble(st->strain, st->doublings - 1)) {
        return Fail(problem, size, "%d doublings of %s pass the ceiling of 100 a trick", st->doublings,
                    Bridge_StrainName(st->strain));
    }
    if (!CheckSeatToAct(st, problem, size) || !CheckRubber(st, problem, size)) {
        return false;
    }
    return st->phase == BRIDGE_PHASE_OVER || CheckCards(st, viewer, problem, size);
}
