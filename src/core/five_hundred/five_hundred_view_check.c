/* five_hundred_view_check.c: whether a Five Hundred view read from another device has fields that agree, before a scene trusts it. */
#include "five_hundred_local.h"

#include <stdarg.h>
#include <stdio.h>

/*
 * The wire's decoder has checked every field's range; this checks pairs. A
 * view of seat v shows v's hand and no other, never the widow, the discard
 * or the dead hand (FiveHundred_View); counts, the calls, the trick and the
 * cards each seat has played are public. So: the seats and sides are the
 * variant's; no card in two places and every card of the pack; a hand shown
 * has its count; each seat holds ten less its tricks and its card in the
 * trick; the trick's cards were played by the seats in turn from the leader;
 * the seat to act is the trick's; and the columns are the sum of the deals.
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

static bool CheckSeats(const FiveHundredState *st, char *problem, size_t size)
{
    int players = FiveHundred_Players(st->variant);
    if (st->players != players || st->sides != (players == 4 ? 2 : players)) {
        return Fail(problem, size, "%d seats and %d sides, but this variant has %d seats", st->players, st->sides,
                    players);
    }
    if (st->dealer >= players || st->leader >= players || (st->phase != FH_PHASE_OVER && st->toAct >= players)) {
        return Fail(problem, size, "the dealer, the leader or the seat to act is not at the table");
    }
    if (st->bidder != FH_NOBODY && st->bidder >= players) {
        return Fail(problem, size, "the bidder is not at the table");
    }
    if (st->trickCount >= players) {
        return Fail(problem, size, "a trick of %d cards is still open at a table of %d", st->trickCount, players);
    }
    for (int i = 0; i < st->callCount; i++) {
        if (st->callSeat[i] >= players) {
            return Fail(problem, size, "call %d was made by a seat not at the table", i + 1);
        }
    }
    for (int p = players; p < FH_MAX_SEATS; p++) {
        if (st->handCount[p] != 0 || st->hand[p] != 0 || st->playedBy[p] != 0 || st->tricksWon[p] != 0) {
            return Fail(problem, size, "seat %d is not at the table, yet has cards", p);
        }
    }
    return true;
}

static bool CheckCards(const FiveHundredState *st, int viewer, char *problem, size_t size)
{
    uint64_t seen = st->played;
    uint64_t inTrick = 0;
    for (int i = 0; i < FH_MAX_SEATS; i++) {
        if ((i < st->trickCount) != (st->trick[i] != CARD_NONE)) {
            return Fail(problem, size, "the trick has %d cards, but its place %d %s", st->trickCount, i,
                        st->trick[i] == CARD_NONE ? "is empty" : "holds one");
        }
    }
    for (int i = 0; i < st->trickCount; i++) {
        uint64_t m = FiveHundred_Mask(st->trick[i]);
        int seat = (st->leader + i) % st->players;
        if ((seen & m) != 0 || (st->playedBy[seat] & m) == 0) {
            return Fail(problem, size, "card %d of the trick is also elsewhere, or was not played by seat %d", i + 1,
                        seat);
        }
        seen |= m;
        inTrick |= m;
    }
    for (int p = 0; p < st->players; p++) {
        if ((seen & st->hand[p]) != 0) {
            return Fail(problem, size, "a card of seat %d's hand is also in another place", p);
        }
        seen |= st->hand[p];
        if (p == viewer ? PopCount(st->hand[p]) != st->handCount[p] : st->hand[p] != 0) {
            return Fail(problem, size, "seat %d's hand shows %d cards, but it holds %d", p, PopCount(st->hand[p]),
                        st->handCount[p]);
        }
    }
    if ((seen & ~st->pack) != 0 || st->pack != FiveHundred_PackOf(st->variant)) {
        return Fail(problem, size, "a card is not of this variant's pack");
    }
    if (st->widow != 0 || st->discard != 0 || st->dummy != 0 || (viewer != st->bidder && st->widowTaken != 0)) {
        return Fail(problem, size, "the view shows cards laid face down");
    }
    uint64_t claimed = 0;
    for (int p = 0; p < st->players; p++) {
        if ((st->playedBy[p] & ~(st->played | inTrick)) != 0 || (st->playedBy[p] & claimed) != 0) {
            return Fail(problem, size, "seat %d is said to have played a card not played, or another's", p);
        }
        claimed |= st->playedBy[p];
    }
    if (claimed != (st->played | inTrick)) {
        return Fail(problem, size, "a card played was played by no seat");
    }
    int tricks = 0;
    for (int p = 0; p < st->players; p++) {
        tricks += st->tricksWon[p];
    }
    if (tricks > st->tricksPlayed || st->tricksPlayed > FH_TRICKS) {
        return Fail(problem, size, "%d tricks won of %d played", tricks, st->tricksPlayed);
    }
    if (st->phase == FH_PHASE_PLAY) {
        for (int i = 0; i < st->players; i++) {
            int seat = (st->leader + i) % st->players;
            int expect = FH_TRICKS - st->tricksPlayed - (i < st->trickCount ? 1 : 0);
            if (st->handCount[seat] != expect) {
                return Fail(problem, size, "seat %d holds %d cards at trick %d, not %d", seat, st->handCount[seat],
                            st->tricksPlayed + 1, expect);
            }
        }
        if (st->toAct != (st->leader + st->trickCount) % st->players) {
            return Fail(problem, size, "seat %d is to play, but the trick led by seat %d has %d cards", st->toAct,
                        st->leader, st->trickCount);
        }
    } else if (st->trickCount != 0) {
        return Fail(problem, size, "a card is in the trick outside the play");
    }
    return true;
}

static bool CheckScores(const FiveHundredState *st, char *problem, size_t size)
{
    if (st->historyCount > FH_HISTORY_MAX) {
        return Fail(problem, size, "%d deals kept, more than %d", st->historyCount, FH_HISTORY_MAX);
    }
    for (int i = 0; i < st->historyCount; i++) {
        const FiveHundredDeal *d = &st->history[i];
        if (d->dealer >= st->players || (d->bidder != FH_NOBODY && d->bidder >= st->players) ||
            (d->winner != FH_NOBODY && d->winner >= st->sides)) {
            return Fail(problem, size, "deal %d of the sheet names a seat or side not at the table", i + 1);
        }
    }
    bool dealStart = st->phase == FH_PHASE_OVER || (st->phase == FH_PHASE_BID && st->callCount == 0);
    if (st->dealsDropped == 0 && dealStart) {
        for (int s = 0; s < st->sides; s++) {
            int won = 0, lost = 0;
            for (int i = 0; i < st->historyCount; i++) {
                won += st->history[i].won[s];
                lost += st->history[i].lost[s];
                if (st->history[i].net[s] != won - lost) {
                    return Fail(problem, size, "deal %d: side %d's net %d is not %d", i + 1, s, st->history[i].net[s],
                                won - lost);
                }
            }
            if (won != st->won[s] || lost != st->lost[s]) {
                return Fail(problem, size, "side %d has won %d and lost %d, but the deals add to %d and %d", s,
                            st->won[s], st->lost[s], won, lost);
            }
        }
    }
    if (st->phase == FH_PHASE_OVER && (st->winner >= st->sides || FiveHundred_Net(st, st->winner) < FH_GAME)) {
        return Fail(problem, size, "the game is over without a side at %d", FH_GAME);
    }
    return true;
}

bool FiveHundred_CheckView(const GameState *gs, int viewer, char *problem, size_t size)
{
    const FiveHundredState *st = (const FiveHundredState *)(const void *)gs;
    if (!CheckSeats(st, problem, size)) {
        return false; /* first: every check after it indexes by the seats in play */
    }
    if (st->viewer == FH_FULL_VIEW) {
        return FiveHundred_CheckInvariants(st, problem, size); /* the host's own state (a saved game, a test) */
    }
    int expect = viewer == GAME_NOBODY ? FH_PUBLIC_VIEW : viewer;
    if (st->viewer != expect) {
        return Fail(problem, size, "the view says it is seat %d's, the text seat %d's", st->viewer, viewer);
    }
    return CheckScores(st, problem, size) && CheckCards(st, viewer, problem, size);
}
