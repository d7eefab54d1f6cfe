/* quinto_view.c: what each seat may see, worlds consistent with a view for the honest AI, the state hash and invariants. */
#include "quinto_local.h"

#include <stdio.h>
#include <string.h>

/*
 * Who sees which hand. Everyone sees his own. In Dummy Quinto the
 * Dummy-player (seat 0) and Dummy (seat 2) are one person's two hands:
 * both views show both, except in the doubling round of a hand an
 * opponent dealt, when he sees only the hand that is to lead (DECISIONS,
 * "Doubling when an opponent deals"). Dummy lies face up to everyone once
 * the opening lead is made (the debatable ruling after Bridge Law 62).
 * A watcher (GAME_NOBODY, the public view) sees what every seat sees: no
 * hand but an exposed Dummy.
 */
bool Quinto_Sees(const QuintoState *st, int seat, int p)
{
    if (seat == GAME_NOBODY) {
        return p == QUINTO_DUMMY_SEAT && Quinto_DummyExposed(st);
    }
    if (seat < 0 || seat > 3 || p < 0 || p > 3) {
        return false;
    }
    if (!IsDummy(st)) {
        return seat == p;
    }
    bool dummySide = seat == 0 || seat == QUINTO_DUMMY_SEAT;
    if (dummySide && (p == 0 || p == QUINTO_DUMMY_SEAT)) {
        bool opponentDeals = Quinto_SideOf(st->dealer) != 0;
        if (st->phase == QUINTO_PHASE_DOUBLING && opponentDeals) {
            return p == Quinto_Eldest(st);
        }
        return true;
    }
    if (p == seat) {
        return true;
    }
    return p == QUINTO_DUMMY_SEAT && Quinto_DummyExposed(st);
}

void Quinto_View(const QuintoState *st, int seat, QuintoState *out)
{
    QuintoState v = *st;
    for (int p = 0; p < 4; p++) {
        if (!Quinto_Sees(st, seat, p)) {
            v.hand[p] = 0;
        }
    }
    v.cachette = 0;
    v.seed = 0;
    /* Not (uint8_t)GAME_NOBODY: that is QUINTO_FULL_VIEW, and the masked view would pass for the whole state. */
    v.viewer = seat == GAME_NOBODY ? QUINTO_PUBLIC_VIEW : (uint8_t)seat;
    *out = v;
}

/* Deals the pool's cards to the hidden places (hands with need[p] cards, the cachette with need[4]) at random, respecting voids. */
static bool DealPool(Rng *rng, uint64_t pool, const int need[5], const uint8_t voids[4], uint64_t place[5], bool strict)
{
    Card cards[QUINTO_CARDS];
    int n = 0;
    for (uint64_t m = pool; m != 0; m &= m - 1) {
        cards[n++] = Quinto_CardAt(__builtin_ctzll(m));
    }
    Rng_Shuffle(rng, cards, n);
    int left[5];
    memcpy(left, need, sizeof left);
    for (int i = 0; i < 5; i++) {
        place[i] = 0;
    }
    /* Cards of the most constrained seats first would be better; a few retries do as well at this size. */
    for (int i = 0; i < n; i++) {
        Card c = cards[i];
        int room = 0;
        int ok[5];
        for (int p = 0; p < 5; p++) {
            bool allowed = left[p] > 0;
            if (allowed && strict && p < 4 && c != CARD_QUINT_ROYAL && (voids[p] >> Card_Suit(c) & 1u)) {
                allowed = false;
            }
            ok[p] = allowed ? left[p] : 0;
            room += ok[p];
        }
        if (room == 0) {
            return false;
        }
        int r = (int)Rng_Below(rng, (uint64_t)room);
        int p = 0;
        while (r >= ok[p]) {
            r -= ok[p];
            p++;
        }
        place[p] |= 1ULL << Quinto_Bit(c);
        left[p]--;
    }
    return true;
}

bool Quinto_Sample(const QuintoState *view, Rng *rng, QuintoState *out)
{
    QuintoState w = *view;
    if (view->viewer == QUINTO_FULL_VIEW) {
        *out = w;
        return true;
    }
    if (view->viewer > 3) {
        return false; /* the public view (or a view from elsewhere naming no seat): nobody's worlds to sample */
    }
    uint64_t known = w.played;
    for (int i = 0; i < w.trickCount; i++) {
        known |= 1ULL << Quinto_Bit(w.trick[i]);
    }
    int need[5] = {0, 0, 0, 0, QUINTO_CACHETTE};
    for (int p = 0; p < 4; p++) {
        if (Quinto_Sees(view, view->viewer, p)) {
            known |= w.hand[p];
        } else {
            need[p] = w.handCount[p];
        }
    }
    if (w.phase == QUINTO_PHASE_OVER) {
        need[4] = 0;
    }
    uint64_t pool = QUINTO_ALL_CARDS & ~known;
    int total = need[0] + need[1] + need[2] + need[3] + need[4];
    if (Quinto_PopCount(pool) != total) {
        return false;
    }
    uint64_t place[5];
    bool dealt = false;
    for (int attempt = 0; attempt < 64 && !dealt; attempt++) {
        dealt = DealPool(rng, pool, need, w.voids, place, true);
    }
    if (!dealt) {
        /* Voids that no deal can honour cannot come from a real game; still give a world of the right counts. */
        dealt = DealPool(rng, pool, need, w.voids, place, false);
    }
    if (!dealt) {
        return false;
    }
    for (int p = 0; p < 4; p++) {
        if (need[p] > 0 || !Quinto_Sees(view, view->viewer, p)) {
            w.hand[p] = place[p];
        }
    }
    w.cachette = place[4];
    w.seed = Rng_Next(rng); /* later hands of a sampled world are dealt afresh */
    w.viewer = QUINTO_FULL_VIEW;
    *out = w;
    return true;
}

static uint64_t H(uint64_t h, const void *p, size_t n)
{
    return Game_HashBytes(h, p, n);
}

uint64_t Quinto_Hash(const QuintoState *st)
{
    uint64_t h = GAME_HASH_SEED;
    h = H(h, st->hand, sizeof st->hand);
    h = H(h, &st->cachette, sizeof st->cachette);
    h = H(h, &st->played, sizeof st->played);
    h = H(h, &st->seed, sizeof st->seed);
    h = H(h, st->score, sizeof st->score);
    h = H(h, st->rubber, sizeof st->rubber);
    h = H(h, &st->handNumber, sizeof st->handNumber);
    h = H(h, st->handQuints, sizeof st->handQuints);
    h = H(h, &st->lastQuints, sizeof st->lastQuints);
    h = H(h, &st->cachetteQuints, sizeof st->cachetteQuints);
    /* The byte fields from variant to cut[] lie together with no padding between them. */
    h = H(h, &st->variant, (size_t)((const uint8_t *)(st->cut + 4) - &st->variant));
    for (int i = 0; i < st->historyCount; i++) {
        const QuintoHandRow *r = &st->history[i];
        int16_t row[] = {r->game,     r->dealer,    r->multiplier, r->end,       r->units[0],
                         r->units[1], r->quints[0], r->quints[1],  r->tricks[0], r->tricks[1]};
        h = H(h, row, sizeof row);
    }
    for (int i = 0; i <= st->gameIndex && i < QUINTO_GAMES_MAX; i++) {
        const QuintoGameRow *g = &st->gameRows[i];
        int16_t row[] = {g->start[0], g->start[1], g->score[0], g->score[1], g->winner, g->firstHand};
        h = H(h, row, sizeof row);
    }
    return h;
}

#define FAIL(...)                                                                                                      \
    do {                                                                                                               \
        if (size > 0) {                                                                                                \
            snprintf(why, size, __VA_ARGS__);                                                                          \
        }                                                                                                              \
        return false;                                                                                                  \
    } while (0)

bool Quinto_CheckInvariants(const QuintoState *st, char *why, size_t size)
{
    uint64_t all = st->cachette | st->played;
    int count = Quinto_PopCount(st->cachette) + Quinto_PopCount(st->played);
    for (int p = 0; p < 4; p++) {
        all |= st->hand[p];
        count += Quinto_PopCount(st->hand[p]);
        if (Quinto_PopCount(st->hand[p]) != st->handCount[p]) {
            FAIL("seat %d holds %d cards but counts %d", p, Quinto_PopCount(st->hand[p]), st->handCount[p]);
        }
    }
    for (int i = 0; i < st->trickCount; i++) {
        int b = Quinto_Bit(st->trick[i]);
        if (b < 0) {
            FAIL("a card of the trick is not of the pack");
        }
        all |= 1ULL << b;
        count++;
    }
    if (all != QUINTO_ALL_CARDS || count != QUINTO_CARDS) {
        FAIL("the 53 cards are not each in one place (%d placed)", count);
    }
    if (st->phase != QUINTO_PHASE_OVER) {
        if (Quinto_PopCount(st->cachette) != QUINTO_CACHETTE) {
            FAIL("the cachette holds %d cards", Quinto_PopCount(st->cachette));
        }
        int held = QUINTO_HAND - st->tricksPlayed;
        for (int p = 0; p < 4; p++) {
            int expect = held - ((p - st->leader + 4) % 4 < st->trickCount ? 1 : 0);
            if (st->handCount[p] != expect) {
                FAIL("seat %d holds %d cards, %d expected", p, st->handCount[p], expect);
            }
        }
        if (st->units[0] + st->units[1] != st->tricksPlayed) {
            FAIL("tricks won %d + %d, but %d played", st->units[0], st->units[1], st->tricksPlayed);
        }
    }
    if (st->multiplier != 1 && st->multiplier != 2 && st->multiplier != 4) {
        FAIL("the doubling stands at %d", st->multiplier);
    }
    /* Scores are the sum of their parts: the game's start, each hand's quints and counted tricks. */
    const QuintoGameRow *g = &st->gameRows[st->gameIndex < QUINTO_GAMES_MAX ? st->gameIndex : 0];
    int rubber[2] = {0, 0};
    for (int i = 0; i < st->gameIndex && i < QUINTO_GAMES_MAX; i++) {
        for (int s = 0; s < 2; s++) {
            rubber[s] += st->gameRows[i].score[s];
        }
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
            FAIL("side %d scores %d, its parts add to %d", s, st->score[s], sum[s]);
        }
        if (rubber[s] != st->rubber[s]) {
            FAIL("side %d's finished games add to %d, not %d", s, rubber[s], st->rubber[s]);
        }
    }
    if (st->phase != QUINTO_PHASE_OVER && (st->score[0] >= QUINTO_GAME_POINTS || st->score[1] >= QUINTO_GAME_POINTS) &&
        !(st->tie && st->score[0] == st->score[1])) {
        FAIL("a game goes on with %d to %d", st->score[0], st->score[1]);
    }
    if (st->games[0] + st->games[1] != st->gameIndex + (st->phase == QUINTO_PHASE_OVER ? 1 : 0)) {
        FAIL("%d + %d games won in game %d", st->games[0], st->games[1], st->gameIndex + 1);
    }
    return true;
}
