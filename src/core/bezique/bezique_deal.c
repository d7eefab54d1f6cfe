/* bezique_deal.c: dealing a Bezique game, hand-built positions, what each seat sees, and the state's checks. */
#include "bezique_local.h"

#include <stdio.h>
#include <string.h>

#include "pack.h"

/* Clears a side for a new deal; the ordinary game's running total survives. */
static void ResetSide(BeziqueSide *s)
{
    int32_t total = s->total;
    memset(s, 0, sizeof *s);
    s->total = total;
    for (int i = 0; i < BEZ_TABLE_SLOTS; i++) {
        s->table[i] = CARD_NONE;
    }
}

/* Clears everything a deal owns, keeping the game's variant, seed, deal number, dealer, totals and history. */
static void ResetDeal(BeziqueState *st)
{
    st->phase = BEZ_PHASE_PLAY;
    st->viewer = BEZ_FULL_VIEW;
    st->trumps = BEZ_NO_SUIT;
    st->scoredThisTrick = 0;
    st->trickCount = 0;
    st->trick[0] = st->trick[1] = CARD_NONE;
    st->trickFrom[0] = st->trickFrom[1] = 0;
    st->lastTrick[0] = st->lastTrick[1] = CARD_NONE;
    st->lastWinner = 0xFF;
    st->lastTookHeap = 0;
    st->lastDraw[0] = st->lastDraw[1] = CARD_NONE;
    st->stockCount = 0;
    st->turnUp = CARD_NONE;
    memset(st->stock, CARD_NONE, sizeof st->stock);
    memset(st->played, 0, sizeof st->played);
    st->heapCount = 0;
    st->tricks = 0;
    st->winner = 0xFF;
    ResetSide(&st->side[0]);
    ResetSide(&st->side[1]);
}

static void OfferCarte(BeziqueState *st)
{
    for (int p = 0; p < 2 && IsRubicon(st); p++) {
        bool court = false;
        for (int k = 0; k < BEZ_KINDS; k++) {
            court = court || (st->side[p].hand[k] > 0 && OrderIsCourt(IDX_ORDER(k)));
        }
        st->side[p].carteOffer = !court && st->side[p].handCount > 0;
    }
}

static void Give(BeziqueSide *s, Card c)
{
    s->hand[Bezique_Index(c)]++;
    s->handCount++;
}

void BezDeal_Start(BeziqueState *st)
{
    ResetDeal(st);
    bool rubicon = IsRubicon(st);
    uint64_t seed = st->deal <= 1 ? st->seed : Rng_Mix(st->seed + st->deal);
    Pack pack = Pack_Shuffled(rubicon ? PACK_RUBICON : PACK_BEZIQUE, seed);
    int nonDealer = 1 - st->dealer;
    /* Rubicon by threes to nine; ordinary by three, two and three (the book's way), the non-dealer first. */
    static const int kRubicon[] = {3, 3, 3};
    static const int kOrdinary[] = {3, 2, 3};
    const int *packets = rubicon ? kRubicon : kOrdinary;
    int next = 0;
    for (int round = 0; round < 3; round++) {
        for (int turn = 0; turn < 2; turn++) {
            BeziqueSide *s = &st->side[turn == 0 ? nonDealer : st->dealer];
            for (int i = 0; i < packets[round]; i++) {
                Give(s, pack.cards[next++]);
            }
        }
    }
    if (!rubicon) {
        st->turnUp = pack.cards[next++];
        st->trumps = (uint8_t)Card_Suit(st->turnUp);
        if (Card_Rank(st->turnUp) == 7) {
            BezScore_Add(st, st->dealer, BEZ_SCORE_SEVEN);
        }
    }
    int rest = pack.count - next;
    for (int i = 0; i < rest; i++) {
        st->stock[i] = pack.cards[pack.count - 1 - i]; /* the next card of the pack ends on top */
    }
    st->stockCount = (uint8_t)rest;
    st->leader = (uint8_t)nonDealer;
    st->toAct = (uint8_t)nonDealer;
    OfferCarte(st);
}

GameStatus Bezique_Init(BeziqueState *st, int variant, uint64_t seed)
{
    if (variant < 0 || variant >= BEZIQUE_VARIANT_COUNT) {
        return GAME_ERR_MALFORMED;
    }
    memset(st, 0, sizeof *st);
    st->variant = (uint8_t)variant;
    st->seed = seed;
    st->deal = 1;
    /* The cut for deal, drawn from the seed so that a seed is the whole game. */
    st->dealer = (uint8_t)(Rng_Mix(seed ^ 0x637574ULL) & 1);
    BezDeal_Start(st);
    return GAME_OK;
}

bool Bezique_Setup(BeziqueState *st, int variant, int leader, const Card *hand0, int n0, const Card *hand1, int n1,
                   const Card *stockTop, int stockCount, Card turnUp, int trumps)
{
    if (variant < 0 || variant >= BEZIQUE_VARIANT_COUNT || leader < 0 || leader > 1 || n0 < 0 || n1 < 0 ||
        n0 > BEZ_HAND_MAX || n1 > BEZ_HAND_MAX || stockCount < 0 || stockCount > BEZ_STOCK_MAX || trumps < 0 ||
        trumps > BEZ_NO_SUIT) {
        return false;
    }
    BeziqueState s;
    memset(&s, 0, sizeof s);
    s.variant = (uint8_t)variant;
    s.deal = 1;
    s.dealer = (uint8_t)(1 - leader);
    ResetDeal(&s);
    int left[BEZ_KINDS];
    for (int k = 0; k < BEZ_KINDS; k++) {
        left[k] = Bezique_Copies(variant);
    }
    const Card *hands[2] = {hand0, hand1};
    int counts[2] = {n0, n1};
    for (int p = 0; p < 2; p++) {
        for (int i = 0; i < counts[p]; i++) {
            int k = Bezique_Index(hands[p][i]);
            if (k < 0 || --left[k] < 0) {
                return false;
            }
            Give(&s.side[p], hands[p][i]);
        }
    }
    for (int i = 0; i < stockCount; i++) {
        int k = Bezique_Index(stockTop[i]);
        if (k < 0 || --left[k] < 0) {
            return false;
        }
        s.stock[stockCount - 1 - i] = stockTop[i];
    }
    s.stockCount = (uint8_t)stockCount;
    if (turnUp != CARD_NONE) {
        int k = Bezique_Index(turnUp);
        if (variant == BEZIQUE_RUBICON || k < 0 || --left[k] < 0) {
            return false;
        }
        s.turnUp = turnUp;
    }
    for (int k = 0; k < BEZ_KINDS; k++) {
        s.played[k] = (uint8_t)left[k];
    }
    s.trumps = (uint8_t)trumps;
    s.leader = (uint8_t)leader;
    s.toAct = (uint8_t)leader;
    if (stockCount == 0 && turnUp == CARD_NONE && n0 != n1) {
        return false;
    }
    /* Carte blanche is a dealt hand's: only offered when the position is a fresh deal. */
    if (n0 == BEZ_HAND_MAX && n1 == BEZ_HAND_MAX) {
        OfferCarte(&s);
    }
    *st = s;
    return true;
}

/*
 * What a watcher sees: what both seats may see. A hand shows only the
 * cards its owner has shown the other (known: the turn-up he took, a carte
 * blanche, declared cards taken back up for the last tricks); no stock and
 * neither seat's last draw. The tables, the trick, the turn-up, the counts
 * and the scores are face up for everyone.
 */
static void PublicView(BeziqueState *out)
{
    for (int p = 0; p < 2; p++) {
        BeziqueSide *s = &out->side[p];
        memcpy(s->hand, s->known, sizeof s->hand);
        out->lastDraw[p] = CARD_NONE;
    }
    memset(out->stock, CARD_NONE, sizeof out->stock);
    out->seed = 0;
    out->viewer = BEZ_PUBLIC_VIEW;
}

void Bezique_View(const BeziqueState *st, int seat, BeziqueState *out)
{
    if (out != st) {
        *out = *st;
    }
    if (seat != 0 && seat != 1) {
        PublicView(out); /* GAME_NOBODY; anything else that is no seat sees no more */
        return;
    }
    int other = 1 - seat;
    BeziqueSide *o = &out->side[other];
    memcpy(o->hand, o->known, sizeof o->hand);
    memset(out->stock, CARD_NONE, sizeof out->stock);
    out->lastDraw[other] = CARD_NONE;
    out->viewer = (uint8_t)seat;
}

bool Bezique_Sample(const BeziqueState *view, Rng *rng, BeziqueState *out)
{
    *out = *view;
    if (view->viewer == BEZ_FULL_VIEW) {
        return true;
    }
    int seat = view->viewer;
    if (seat > 1) {
        return false; /* the public view (BEZ_PUBLIC_VIEW): nobody's hand to fill from */
    }
    int other = 1 - seat;
    int pool[BEZ_KINDS];
    for (int k = 0; k < BEZ_KINDS; k++) {
        pool[k] =
            Bezique_Copies(view->variant) - view->played[k] - view->side[seat].hand[k] - view->side[other].hand[k];
    }
    for (int p = 0; p < 2; p++) {
        for (int slot = 0; slot < BEZ_TABLE_SLOTS; slot++) {
            if (view->side[p].table[slot] != CARD_NONE) {
                pool[Bezique_Index(view->side[p].table[slot])]--;
            }
        }
    }
    for (int i = 0; i < view->trickCount; i++) {
        pool[Bezique_Index(view->trick[i])]--;
    }
    if (view->turnUp != CARD_NONE) {
        pool[Bezique_Index(view->turnUp)]--;
    }
    uint8_t cards[128];
    int n = 0;
    for (int k = 0; k < BEZ_KINDS; k++) {
        if (pool[k] < 0) {
            return false;
        }
        for (int i = 0; i < pool[k]; i++) {
            cards[n++] = Bezique_CardAt(k);
        }
    }
    int knownHeld = 0;
    for (int k = 0; k < BEZ_KINDS; k++) {
        knownHeld += view->side[other].hand[k];
    }
    int unseen = view->side[other].handCount - knownHeld;
    if (unseen < 0 || n != unseen + view->stockCount) {
        return false;
    }
    Rng_Shuffle(rng, cards, n);
    for (int i = 0; i < unseen; i++) {
        out->side[other].hand[Bezique_Index(cards[i])]++;
    }
    for (int i = 0; i < view->stockCount; i++) {
        out->stock[i] = cards[unseen + i];
    }
    out->viewer = BEZ_FULL_VIEW;
    return true;
}

static uint64_t H(uint64_t h, const void *p, size_t n)
{
    return Game_HashBytes(h, p, n);
}

static uint64_t HashI32(uint64_t h, int32_t v)
{
    uint8_t b[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
    return H(h, b, 4);
}

uint64_t Bezique_Hash(const BeziqueState *st)
{
    uint64_t h = GAME_HASH_SEED;
    uint8_t head[] = {st->variant,      st->phase,           st->viewer,
                      st->dealer,       st->toAct,           st->leader,
                      st->trumps,       st->scoredThisTrick, st->trickCount,
                      st->trick[0],     st->trick[1],        st->trickFrom[0],
                      st->trickFrom[1], st->lastTrick[0],    st->lastTrick[1],
                      st->lastWinner,   st->lastTookHeap,    st->lastDraw[0],
                      st->lastDraw[1],  st->stockCount,      st->turnUp,
                      st->heapCount,    st->tricks,          st->winner,
                      st->historyCount, (uint8_t)st->deal,   (uint8_t)(st->deal >> 8)};
    h = H(h, head, sizeof head);
    h = H(h, st->stock, st->stockCount);
    h = H(h, st->played, sizeof st->played);
    h = HashI32(h, (int32_t)(st->seed & 0xFFFFFFFFu));
    h = HashI32(h, (int32_t)(st->seed >> 32));
    for (int i = 0; i < st->historyCount; i++) {
        h = HashI32(HashI32(h, st->history[i][0]), st->history[i][1]);
    }
    for (int p = 0; p < 2; p++) {
        const BeziqueSide *s = &st->side[p];
        h = H(h, s->hand, sizeof s->hand);
        h = H(h, s->known, sizeof s->known);
        h = H(h, s->table, sizeof s->table);
        h = H(h, s->flags, sizeof s->flags);
        for (int w = 0; w < BEZ_SET_WORDS; w++) {
            h = HashI32(HashI32(h, (int32_t)(s->declared[w] & 0xFFFFFFFFu)), (int32_t)(s->declared[w] >> 32));
            h = HashI32(HashI32(h, (int32_t)(s->pending[w] & 0xFFFFFFFFu)), (int32_t)(s->pending[w] >> 32));
        }
        h = H(h, s->tally, sizeof s->tally);
        uint8_t small[] = {s->handCount, s->tableCount,          s->pendingCount,        s->brisques,
                           s->taken,     (uint8_t)s->carteOffer, (uint8_t)s->carteActive};
        h = H(h, small, sizeof small);
        h = HashI32(HashI32(h, s->score), s->total);
    }
    return h;
}

static bool Bad(char *why, size_t size, const char *fmt, int a, int b)
{
    if (why != NULL && size > 0) {
        snprintf(why, size, fmt, a, b);
    }
    return false;
}

bool Bezique_CheckInvariants(const BeziqueState *st, char *why, size_t size)
{
    int count[BEZ_KINDS];
    bool full = st->viewer == BEZ_FULL_VIEW;
    for (int k = 0; k < BEZ_KINDS; k++) {
        count[k] = st->played[k];
    }
    for (int i = 0; i < st->trickCount; i++) {
        count[Bezique_Index(st->trick[i])]++;
    }
    for (int i = 0; i < st->stockCount && full; i++) {
        int k = Bezique_Index(st->stock[i]);
        if (k < 0) {
            return Bad(why, size, "stock card %d is not a card (%d)", i, st->stock[i]);
        }
        count[k]++;
    }
    if (st->turnUp != CARD_NONE) {
        count[Bezique_Index(st->turnUp)]++;
    }
    int brisquesPlayed = 0, playedTotal = 0;
    for (int k = 0; k < BEZ_KINDS; k++) {
        playedTotal += st->played[k];
        brisquesPlayed += IDX_ORDER(k) >= ORDER_TEN ? st->played[k] : 0;
    }
    for (int p = 0; p < 2; p++) {
        const BeziqueSide *s = &st->side[p];
        int inHand = 0, onTable = 0;
        for (int k = 0; k < BEZ_KINDS; k++) {
            inHand += s->hand[k];
            count[k] += s->hand[k];
            if (s->known[k] > s->hand[k] && (full || p == st->viewer)) {
                return Bad(why, size, "seat %d: known cards of kind %d exceed the hand", p, k);
            }
        }
        unsigned occupied = 0;
        for (int slot = 0; slot < BEZ_TABLE_SLOTS; slot++) {
            if (s->table[slot] != CARD_NONE) {
                count[Bezique_Index(s->table[slot])]++;
                onTable++;
                occupied |= 1u << slot;
            }
        }
        if ((full || p == st->viewer) && inHand != s->handCount) {
            return Bad(why, size, "seat %d: hand count %d is wrong", p, s->handCount);
        }
        if (onTable != s->tableCount) {
            return Bad(why, size, "seat %d: table count %d is wrong", p, s->tableCount);
        }
        int pending = 0;
        for (int w = 0; w < BEZ_SET_WORDS; w++) {
            if ((s->pending[w] & ~s->declared[w]) != 0) {
                return Bad(why, size, "seat %d: a set in word %d is to score but was never declared", p, w);
            }
            for (uint64_t x = s->declared[w]; x != 0; x &= x - 1) {
                int bit = 0;
                while (!((x >> bit) & 1u)) {
                    bit++;
                }
                unsigned m = (unsigned)(w * 64 + bit);
                if ((m & ~occupied) != 0 || m == 0) {
                    return Bad(why, size, "seat %d: declared set %d holds an empty slot", p, (int)m);
                }
            }
            for (uint64_t x = s->pending[w]; x != 0; x &= x - 1) {
                pending++;
            }
        }
        if (pending != s->pendingCount) {
            return Bad(why, size, "seat %d: %d declarations to score, miscounted", p, pending);
        }
        if (s->score != Bezique_TallyScore(st, p)) {
            return Bad(why, size, "seat %d: score %d is not the sum of its parts", p, s->score);
        }
        if (!IsRubicon(st) && st->historyCount < BEZ_HISTORY_MAX) {
            int32_t sum = st->phase == BEZ_PHASE_OVER ? 0 : s->score;
            for (int i = 0; i < st->historyCount; i++) {
                sum += st->history[i][p];
            }
            if (sum != s->total) {
                return Bad(why, size, "seat %d: game total %d is not the sum of the deals", p, s->total);
            }
        }
    }
    if (st->side[0].brisques + st->side[1].brisques != brisquesPlayed) {
        return Bad(why, size, "brisques won %d, brisques played %d", st->side[0].brisques + st->side[1].brisques,
                   brisquesPlayed);
    }
    int heap = IsRubicon(st) ? st->heapCount : 0;
    if (st->side[0].taken + st->side[1].taken + heap != playedTotal) {
        return Bad(why, size, "cards taken %d, cards played %d", st->side[0].taken + st->side[1].taken + heap,
                   playedTotal);
    }
    for (int k = 0; full && k < BEZ_KINDS; k++) {
        if (count[k] != Bezique_Copies(st->variant)) {
            return Bad(why, size, "card kind %d is counted %d times", k, count[k]);
        }
    }
    if (st->phase != BEZ_PHASE_OVER) {
        /* Both hands hold the same number of cards, counting a card already played to this trick. */
        int h0 = HandTotal(&st->side[0]) + (st->trickCount == 1 && st->leader == 0 ? 1 : 0);
        int h1 = HandTotal(&st->side[1]) + (st->trickCount == 1 && st->leader == 1 ? 1 : 0);
        if (h0 != h1) {
            return Bad(why, size, "hands differ: %d and %d cards", h0, h1);
        }
    }
    return true;
}
