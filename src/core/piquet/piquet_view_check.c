/* piquet_view_check.c: whether a Piquet view read from another device has fields that agree, before a scene trusts it. */
#include "piquet_local.h"

#include <stdarg.h>
#include <stdio.h>

/*
 * The wire's decoder has checked every field's range; this checks pairs. A
 * view of seat v shows v's cards whole and of the other's hand only what he
 * has shown (Piquet_View); counts are true in every view. So: no card in
 * two places, each count at least what its list shows (exactly, for the
 * viewer's own), twelve cards a seat while a deal is played, the trick's
 * cards played by its leader and the other, the seat to act the trick's,
 * and every score the sum of its parts and of the deals before.
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

static bool CheckCards(const PiquetState *st, int viewer, char *problem, size_t size)
{
    PiquetMask stock = 0;
    for (int i = st->stockPos; i < PIQ_STOCK; i++) {
        if (st->stock[i] == PIQ_NO_CARD) {
            continue;
        }
        if ((stock & PIQ_BIT(st->stock[i])) != 0) {
            return Fail(problem, size, "a card is twice in the stock");
        }
        stock |= PIQ_BIT(st->stock[i]);
    }
    PiquetMask places[7] = {st->hand[0],   st->hand[1],   st->discard[0], st->discard[1],
                            st->played[0], st->played[1], stock};
    static const char *const kPlace[7] = {"seat 0's hand",    "seat 1's hand",         "seat 0's discard",
                                          "seat 1's discard", "seat 0's cards played", "seat 1's cards played",
                                          "the stock"};
    PiquetMask all = 0;
    for (int i = 0; i < 7; i++) {
        if ((all & places[i]) != 0) {
            return Fail(problem, size, "a card in %s is also in another place", kPlace[i]);
        }
        all |= places[i];
    }
    for (int p = 0; p < 2; p++) {
        int held = PiqPop(st->hand[p]);
        int laid = PiqPop(st->discard[p]);
        if (st->handCount[p] < held || st->discardCount[p] < laid ||
            (p == viewer && (st->handCount[p] != held || st->discardCount[p] != laid))) {
            return Fail(problem, size, "seat %d holds %d cards and laid out %d, but its hand shows %d and %d", p,
                        st->handCount[p], st->discardCount[p], held, laid);
        }
        if (st->handCount[p] + PiqPop(st->played[p]) != PIQ_HAND) {
            return Fail(problem, size, "seat %d holds %d cards and played %d, not twelve", p, st->handCount[p],
                        PiqPop(st->played[p]));
        }
        if ((st->shown[p] & ~st->hand[p]) != 0) {
            return Fail(problem, size, "seat %d shows a card it does not hold", p);
        }
    }
    return true;
}

static bool CheckTricks(const PiquetState *st, char *problem, size_t size)
{
    if (st->trickCount > 1 || (st->trickCount == 1 && st->tricksDone >= PIQ_TRICKS)) {
        return Fail(problem, size, "a trick of %d cards after %d tricks", st->trickCount, st->tricksDone);
    }
    if (st->tricksWon[0] + st->tricksWon[1] != st->tricksDone) {
        return Fail(problem, size, "the seats won %d and %d tricks, but %d were played", st->tricksWon[0],
                    st->tricksWon[1], st->tricksDone);
    }
    for (int t = 0; t < PIQ_TRICKS; t++) {
        int want = t < st->tricksDone ? 2 : t == st->tricksDone ? st->trickCount : 0;
        for (int i = 0; i < 2; i++) {
            uint8_t c = st->trickCards[t][i];
            if ((i < want) != (c != PIQ_NO_CARD)) {
                return Fail(problem, size, "trick %d has %s card %d after %d tricks", t + 1,
                            c == PIQ_NO_CARD ? "no" : "a", i + 1, st->tricksDone);
            }
            if (c == PIQ_NO_CARD) {
                continue;
            }
            int seat = i == 0 ? st->trickLeader[t] : 1 - st->trickLeader[t];
            if (st->trickLeader[t] > 1 || (st->played[seat] & PIQ_BIT(c)) == 0) {
                return Fail(problem, size, "card %d of trick %d is not among the cards its seat played", i + 1, t + 1);
            }
        }
        if (t < st->tricksDone && st->trickWinner[t] > 1) {
            return Fail(problem, size, "trick %d was won by no seat", t + 1);
        }
    }
    if (st->phase == PIQ_PHASE_PLAY) {
        int toAct = st->trickCount == 0 ? st->leader : 1 - st->leader;
        if (st->toAct != toAct) {
            return Fail(problem, size, "seat %d is to play, but the trick says seat %d", st->toAct, toAct);
        }
        if (st->trickCount == 1 && st->trickLeader[st->tricksDone] != st->leader) {
            return Fail(problem, size, "the trick's leader and the seat that led disagree");
        }
    }
    return true;
}

static bool CheckScores(const PiquetState *st, char *problem, size_t size)
{
    if (st->historyCount > PIQ_HISTORY_MAX) {
        return Fail(problem, size, "%d deals kept, more than %d", st->historyCount, PIQ_HISTORY_MAX);
    }
    for (int p = 0; p < 2; p++) {
        int sum = 0;
        for (int k = 0; k < PIQ_SCORE_KIND_COUNT; k++) {
            sum += st->points[p][k];
        }
        if (sum != st->dealScore[p]) {
            return Fail(problem, size, "seat %d's deal score %d is not the sum of its parts %d", p, st->dealScore[p],
                        sum);
        }
        if (st->phase != PIQ_PHASE_OVER && st->historyCount < PIQ_HISTORY_MAX) {
            long total = 0;
            for (int i = 0; i < st->historyCount; i++) {
                int s = 0;
                for (int k = 0; k < PIQ_SCORE_KIND_COUNT; k++) {
                    s += st->history[i].points[p][k];
                }
                total += (long)s * st->history[i].multiplier;
            }
            if (total != st->total[p]) {
                return Fail(problem, size, "seat %d's total %ld is not the sum of the deals %ld", p, (long)st->total[p],
                            total);
            }
        }
    }
    return true;
}

bool Piquet_CheckView(const GameState *gs, int viewer, char *problem, size_t size)
{
    const PiquetState *st = (const PiquetState *)(const void *)gs;
    if (st->viewer == PIQ_FULL_VIEW) {
        return Piquet_CheckInvariants(st, problem, size); /* the host's own state (a saved game, a test) */
    }
    int expect = viewer == GAME_NOBODY ? PIQ_PUBLIC_VIEW : viewer;
    if (st->viewer != expect) {
        return Fail(problem, size, "the view says it is seat %d's, the text seat %d's", st->viewer, viewer);
    }
    if (st->phase != PIQ_PHASE_OVER && st->toAct > 1) {
        return Fail(problem, size, "the partie is not over, yet no seat is to act");
    }
    if (st->dealer > 1) {
        return Fail(problem, size, "no seat deals");
    }
    if (!CheckScores(st, problem, size)) {
        return false;
    }
    if (st->phase == PIQ_PHASE_CHOOSE || st->phase == PIQ_PHASE_OVER) {
        return true; /* no deal in play: its cards are the last deal's, or none */
    }
    /* The elder leads before the dealer's calls (and his look at the rest): one card, no trick turned. */
    if (st->phase != PIQ_PHASE_PLAY && st->tricksDone != 0) {
        return Fail(problem, size, "%d tricks are turned before the play", st->tricksDone);
    }
    return CheckCards(st, viewer, problem, size) && CheckTricks(st, problem, size);
}
