/* bezique_view_check.c: whether a Bezique view read from another device has fields that agree, before a scene trusts it. */
#include "bezique.h"

#include <stdarg.h>
#include <stdio.h>

/*
 * The wire's decoder has checked every field's range; this checks pairs. A
 * view of seat v shows v's hand whole and of the other's only the cards v
 * has seen (known), never the stock's order nor the other's last draw
 * (Bezique_View); counts are true in every view. The rules' own invariants
 * already read a view so (a hidden hand is not counted), once the trick's
 * cards are cards: this adds what a view alone can say, that no kind of card
 * lies in more places than the packs hold it, that a hidden hand holds at
 * least what is known of it, and that the seat to act is the trick's.
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

static int HandCards(const BeziqueSide *s)
{
    int n = 0;
    for (int k = 0; k < BEZ_KINDS; k++) {
        n += s->hand[k];
    }
    return n;
}

/* Every kind at most as often as the packs hold it, counting every place a view shows. */
static bool CheckKinds(const BeziqueState *st, char *problem, size_t size)
{
    int count[BEZ_KINDS];
    for (int k = 0; k < BEZ_KINDS; k++) {
        count[k] = st->played[k] + st->side[0].hand[k] + st->side[1].hand[k];
    }
    for (int i = 0; i < st->trickCount; i++) {
        count[Bezique_Index(st->trick[i])]++;
    }
    for (int p = 0; p < 2; p++) {
        for (int slot = 0; slot < BEZ_TABLE_SLOTS; slot++) {
            if (st->side[p].table[slot] != CARD_NONE) {
                count[Bezique_Index(st->side[p].table[slot])]++;
            }
        }
    }
    if (st->turnUp != CARD_NONE) {
        count[Bezique_Index(st->turnUp)]++;
    }
    for (int k = 0; k < BEZ_KINDS; k++) {
        if (count[k] > Bezique_Copies(st->variant)) {
            return Fail(problem, size, "a card lies in %d places, but the packs hold it %d times", count[k],
                        Bezique_Copies(st->variant));
        }
    }
    return true;
}

bool Bezique_CheckView(const GameState *gs, int viewer, char *problem, size_t size)
{
    const BeziqueState *st = (const BeziqueState *)(const void *)gs;
    if (st->viewer != BEZ_FULL_VIEW && st->viewer != (viewer == GAME_NOBODY ? BEZ_PUBLIC_VIEW : viewer)) {
        return Fail(problem, size, "the view says it is seat %d's, the text seat %d's", st->viewer, viewer);
    }
    if (st->phase != BEZ_PHASE_OVER && (st->toAct > 1 || st->leader > 1)) {
        return Fail(problem, size, "the deal is in play, yet no seat is to act or led");
    }
    if (st->trickCount > 2 || (st->trickCount == 2 && st->phase == BEZ_PHASE_PLAY)) {
        return Fail(problem, size, "a trick of %d cards is still to be played to", st->trickCount);
    }
    for (int i = 0; i < 2; i++) {
        if ((i < st->trickCount) != (st->trick[i] != CARD_NONE)) {
            return Fail(problem, size, "the trick has %d cards, but its place %d %s", st->trickCount, i,
                        st->trick[i] == CARD_NONE ? "is empty" : "holds one");
        }
    }
    if (st->phase == BEZ_PHASE_PLAY && st->toAct != (st->leader + st->trickCount) % 2) {
        return Fail(problem, size, "seat %d is to play, but the trick led by seat %d has %d cards", st->toAct,
                    st->leader, st->trickCount);
    }
    if (st->stockCount > BEZ_STOCK_MAX) {
        return Fail(problem, size, "the stock holds %d cards, more than %d", st->stockCount, BEZ_STOCK_MAX);
    }
    if (st->viewer != BEZ_FULL_VIEW) {
        for (int i = 0; i < BEZ_STOCK_MAX; i++) {
            if (st->stock[i] != CARD_NONE) {
                return Fail(problem, size, "the stock's cards are shown");
            }
        }
        for (int p = 0; p < 2; p++) {
            const BeziqueSide *s = &st->side[p];
            if (p != viewer && (st->lastDraw[p] != CARD_NONE || HandCards(s) > s->handCount)) {
                return Fail(problem, size, "seat %d's hidden hand shows more than is known of it", p);
            }
            for (int k = 0; k < BEZ_KINDS; k++) {
                if (s->known[k] > s->hand[k]) {
                    return Fail(problem, size, "seat %d's hand shows fewer cards than the other has seen", p);
                }
            }
        }
    }
    if (!CheckKinds(st, problem, size)) {
        return false;
    }
    return Bezique_CheckInvariants(st, problem, size);
}
