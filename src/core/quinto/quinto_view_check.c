/* quinto_view_check.c: whether a Quinto view read from another device has fields that agree, before a scene trusts it. */
#include "quinto_local.h"

#include <stdarg.h>
#include <stdio.h>

/*
 * The wire's decoder has checked every field's range; this checks pairs. A
 * view of seat v shows the hands v may see (Quinto_Sees: its own, its
 * partner Dummy's, Dummy once exposed) and no other, and never the cachette;
 * counts are true in every view. So: a hand shown has its count of cards, a
 * hand hidden none; no card in two places; every seat holds twelve less the
 * tricks turned and its card in the trick; the seat to act is the trick's;
 * and the scores are the sum of the hands and games on the sheet.
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

static bool CheckCards(const QuintoState *st, int viewer, char *problem, size_t size)
{
    if (st->cachette != 0) {
        return Fail(problem, size, "the cachette's cards are shown");
    }
    uint64_t all = st->played;
    for (int p = 0; p < 4; p++) {
        if (Quinto_Sees(st, viewer, p) ? Quinto_PopCount(st->hand[p]) != st->handCount[p] : st->hand[p] != 0) {
            return Fail(problem, size, "seat %d's hand shows %d cards, but it holds %d", p,
                        Quinto_PopCount(st->hand[p]), st->handCount[p]);
        }
        if ((all & st->hand[p]) != 0) {
            return Fail(problem, size, "a card of seat %d's hand is also in another place", p);
        }
        all |= st->hand[p];
    }
    for (int i = 0; i < 4; i++) {
        if ((i < st->trickCount) != (st->trick[i] != CARD_NONE)) {
            return Fail(problem, size, "the trick has %d cards, but its place %d %s", st->trickCount, i,
                        st->trick[i] == CARD_NONE ? "is empty" : "holds one");
        }
        if (i < st->trickCount) {
            uint64_t bit = 1ULL << Quinto_Bit(st->trick[i]);
            if ((all & bit) != 0) {
                return Fail(problem, size, "card %d of the trick is also in another place", i + 1);
            }
            all |= bit;
        }
    }
    if (st->phase == QUINTO_PHASE_OVER) {
        return true;
    }
    int held = QUINTO_HAND - st->tricksPlayed;
    for (int p = 0; p < 4; p++) {
        int expect = held - ((p - st->leader + 4) % 4 < st->trickCount ? 1 : 0);
        if (st->handCount[p] != expect) {
            return Fail(problem, size, "seat %d holds %d cards after %d tricks, not %d", p, st->handCount[p],
                        st->tricksPlayed, expect);
        }
    }
    if (st->units[0] + st->units[1] != st->tricksPlayed) {
        return Fail(problem, size, "the sides won %d and %d tricks, but %d were played", st->units[0], st->units[1],
                    st->tricksPlayed);
    }
    if (st->phase == QUINTO_PHASE_PLAY && st->toAct != (st->leader + st->trickCount) % 4) {
        return Fail(problem, size, "seat %d is to play, but the trick led by seat %d has %d cards", st->toAct,
                    st->leader, st->trickCount);
    }
    if (st->phase == QUINTO_PHASE_DOUBLING && st->trickCount != 0) {
        return Fail(problem, size, "a card is played in the doubling");
    }
    return true;
}

static bool CheckScores(const QuintoState *st, char *problem, size_t size)
{
    if (st->multiplier != 1 && st->multiplier != 2 && st->multiplier != 4) {
        return Fail(problem, size, "the doubling stands at %d", st->multiplier);
    }
    const QuintoGameRow *g = &st->gameRows[st->gameIndex];
    if (g->firstHand >= st->historyCount) {
        return Fail(problem, size, "game %d begins at hand %d of %d on the sheet", st->gameIndex + 1, g->firstHand + 1,
                    st->historyCount);
    }
    int rubber[2] = {0, 0};
    for (int i = 0; i < st->gameIndex; i++) {
        rubber[0] += st->gameRows[i].score[0];
        rubber[1] += st->gameRows[i].score[1];
    }
    int sum[2] = {g->start[0], g->start[1]};
    for (int i = g->firstHand; i < st->historyCount; i++) {
        for (int s = 0; s < 2; s++) {
            sum[s] += st->history[i].quints[s] + st->history[i].tricks[s];
        }
    }
    if (st->phase == QUINTO_PHASE_OVER) {
        rubber[0] += g->score[0];
        rubber[1] += g->score[1];
    }
    for (int s = 0; s < 2; s++) {
        if (sum[s] != st->score[s]) {
            return Fail(problem, size, "side %d scores %d, but its hands on the sheet add to %d", s, st->score[s],
                        sum[s]);
        }
        if (rubber[s] != st->rubber[s]) {
            return Fail(problem, size, "side %d's finished games add to %d, not %d", s, rubber[s], st->rubber[s]);
        }
    }
    if (st->games[0] + st->games[1] != st->gameIndex + (st->phase == QUINTO_PHASE_OVER ? 1 : 0)) {
        return Fail(problem, size, "%d and %d games won in game %d", st->games[0], st->games[1], st->gameIndex + 1);
    }
    return true;
}

bool Quinto_CheckView(const GameState *gs, int viewer, char *problem, size_t size)
{
    const QuintoState *st = (const QuintoState *)(const void *)gs;
    if (st->viewer == QUINTO_FULL_VIEW) {
        return Quinto_CheckInvariants(st, problem, size); /* the host's own state (a saved game, a test) */
    }
    int expect = viewer == GAME_NOBODY ? QUINTO_PUBLIC_VIEW : viewer;
    if (st->viewer != expect) {
        return Fail(problem, size, "the view says it is seat %d's, the text seat %d's", st->viewer, viewer);
    }
    if (st->phase != QUINTO_PHASE_OVER && st->toAct > 3) {
        return Fail(problem, size, "the game is not over, yet no seat is to act");
    }
    return CheckScores(st, problem, size) && CheckCards(st, viewer, problem, size);
}
