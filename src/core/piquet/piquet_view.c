/* piquet_view.c: what each seat may see, dealing the unseen cards for the AI, the state's hash and checks. */
#include "piquet_local.h"

#include <stdio.h>
#include <string.h>

/* Whether seat has seen stock position pos (the top is 0). */
static bool StockSeen(const PiquetState *st, int seat, int pos)
{
    int n = st->elderTook;
    int m = st->dealerTook;
    if (st->looked == 1 && pos >= st->stockPos) {
        return true; /* the dealer looked: both see the rest */
    }
    if (seat == Piquet_Elder(st)) {
        /* His own five: the ones he took, and the ones he left (he alone sees them). */
        return st->exchanged >= 1 && pos < 5;
    }
    return st->exchanged >= 2 && pos >= n && pos < n + m;
}

/* The other seat's call as seat heard it (see the top of piquet.h: a dealer's "Good" hides whether he sank). */
static PiquetCall HeardCall(const PiquetState *st, int seat, int item)
{
    int o = 1 - seat;
    PiquetCall c = st->calls[o][item];
    PiquetCall mine = st->calls[seat][item];
    if (c.made != PIQ_CALL_DECLARED) {
        return c;
    }
    bool asked = mine.made == PIQ_CALL_DECLARED && mine.count == c.count && item != PIQ_ITEM_SET;
    bool won = (o == Piquet_Elder(st) && st->outcome[item] == PIQ_OUT_ELDER) ||
               (o == st->dealer && st->outcome[item] == PIQ_OUT_DEALER);
    if (won || st->outcome[item] == PIQ_OUT_EQUAL) {
        return c;
    }
    if (o == Piquet_Elder(st)) {
        /* The elder's call is heard: its count always, the rest when asked ("How many?") or shown. */
        if (!asked && item != PIQ_ITEM_SET) {
            c.value = 0; /* a set is called by its rank ("Three aces"); a point or sequence by its count */
        }
        c.suit = SUIT_COUNT;
        return c;
    }
    /* The dealer's answer: "How many?" tells an equal count; otherwise only "Good". */
    if (asked && mine.made == PIQ_CALL_DECLARED) {
        c.value = 0;
        c.suit = SUIT_COUNT;
        return c;
    }
    PiquetCall answered = {PIQ_CALL_ANSWERED, 0, 0, SUIT_COUNT};
    return answered;
}

/*
 * What a watcher sees: what both seats may see. A hand shows only the cards
 * its owner has shown the other (calls, carte blanche); each call reads as
 * the other heard it; no discard; a stock card only if both have seen it.
 */
static void PublicView(const PiquetState *st, PiquetState *out)
{
    for (int p = 0; p < 2; p++) {
        for (int i = 0; i < PIQ_ITEM_COUNT; i++) {
            out->calls[p][i] = HeardCall(st, 1 - p, i);
        }
        out->hand[p] = st->hand[p] & st->shown[p];
        out->discard[p] = 0;
        if (!st->carteShown[p]) {
            out->dealt[p] = 0;
        }
    }
    for (int i = 0; i < PIQ_STOCK; i++) {
        if (!StockSeen(st, 0, i) || !StockSeen(st, 1, i)) {
            out->stock[i] = PIQ_NO_CARD;
        }
    }
    out->seed = 0;
    out->viewer = PIQ_PUBLIC_VIEW;
}

GameAction Piquet_ActionFor(const PiquetState *st, int seat, GameAction a, int viewer)
{
    (void)st;
    /* The discard goes face down: only the one who made it knows its cards. */
    if (a.kind == PIQ_ACT_EXCHANGE && viewer != seat) {
        for (int i = 0; i < a.count && i < GAME_ACTION_CARDS; i++) {
            a.cards[i] = CARD_NONE;
        }
    }
    return a;
}

void Piquet_View(const PiquetState *st, int seat, PiquetState *out)
{
    if (out != st) {
        memcpy(out, st, sizeof *out);
    }
    if (seat == GAME_NOBODY) {
        PublicView(st, out);
        return;
    }
    if (seat < 0 || seat > 1) {
        return;
    }
    int o = 1 - seat;
    PiquetCall heard[PIQ_ITEM_COUNT];
    for (int i = 0; i < PIQ_ITEM_COUNT; i++) {
        heard[i] = HeardCall(st, seat, i);
    }
    memcpy(out->calls[o], heard, sizeof heard);
    out->hand[o] = st->hand[o] & st->shown[o];
    out->discard[o] = 0;
    if (!st->carteShown[o]) {
        out->dealt[o] = 0;
    }
    for (int i = 0; i < PIQ_STOCK; i++) {
        if (!StockSeen(st, seat, i)) {
            out->stock[i] = PIQ_NO_CARD;
        }
    }
    /* The seed deals the deals to come: a seat may not know it (a sampled world deals its own). */
    out->seed = Rng_Mix(st->seed ^ 0x76696577ULL);
    out->viewer = (uint8_t)seat;
}

/* Whether a full state's hand of seat agrees with what a view heard it call (the hand as it was when calling). */
static bool CallsAgree(const PiquetState *view, const PiquetState *w, int seat)
{
    PiquetHolding h = Piquet_Hold(w->hand[seat] | w->played[seat]);
    for (int item = 0; item < PIQ_ITEM_COUNT; item++) {
        PiquetCall c = view->calls[seat][item];
        if (c.made != PIQ_CALL_DECLARED) {
            continue;
        }
        int count = item == PIQ_ITEM_POINT ? h.pointCount : item == PIQ_ITEM_SEQUENCE ? h.seqLen : h.setCount;
        int value = item == PIQ_ITEM_POINT ? h.pointPips : item == PIQ_ITEM_SEQUENCE ? h.seqTop : h.setRank;
        if (count != c.count || (c.value != 0 && value != c.value)) {
            return false;
        }
    }
    return true;
}

bool PiqView_Sample(const PiquetState *view, Rng *rng, PiquetState *out, PiqWorldWeight weight)
{
    memcpy(out, view, sizeof *out);
    out->viewer = PIQ_FULL_VIEW;
    if (view->viewer == PIQ_FULL_VIEW || view->phase == PIQ_PHASE_CHOOSE) {
        return true;
    }
    int v = view->viewer;
    int o = 1 - v;
    PiquetMask known = view->hand[v] | view->discard[v] | view->played[0] | view->played[1] | view->hand[o];
    int stockFree[PIQ_STOCK];
    int stockNeed = 0;
    for (int i = view->stockPos; i < PIQ_STOCK; i++) {
        if (view->stock[i] != PIQ_NO_CARD) {
            known |= PIQ_BIT(view->stock[i]);
        } else {
            stockFree[stockNeed++] = i;
        }
    }
    PiquetMask unseen = ~known;
    /* A carte blanche shown: its dealt cards not yet played are in its holder's hand or discard. */
    PiquetMask forced = view->carteShown[o] ? (view->dealt[o] & unseen) : 0;
    int handNeed = view->handCount[o] - PiqPop(view->hand[o]);
    int discardNeed = view->discardCount[o];
    int poolNeed = handNeed + discardNeed;
    uint8_t freeCards[PIQ_CARDS], forcedCards[PIQ_CARDS];
    int nFree = 0, nForced = 0;
    for (int i = 0; i < PIQ_CARDS; i++) {
        if (forced & PIQ_BIT(i)) {
            forcedCards[nForced++] = (uint8_t)i;
        } else if (unseen & PIQ_BIT(i)) {
            freeCards[nFree++] = (uint8_t)i;
        }
    }
    if (nForced > poolNeed || nFree + nForced != poolNeed + stockNeed) {
        return false;
    }
    /*
     * Rejection against what the other seat called (and, with a weight, by
     * its chance): a few tries, then the likeliest deal seen, or the last
     * deal consistent with the cards.
     */
    double bestWeight = -1;
    PiquetMask bestHand = 0, bestDiscard = 0;
    uint8_t bestStock[PIQ_STOCK] = {0};
    for (int attempt = 0; attempt < 200; attempt++) {
        uint8_t pool[PIQ_CARDS];
        Rng_Shuffle(rng, freeCards, nFree);
        int np = 0;
        for (int i = 0; i < nForced; i++) {
            pool[np++] = forcedCards[i];
        }
        int k = 0;
        while (np < poolNeed) {
            pool[np++] = freeCards[k++];
        }
        Rng_Shuffle(rng, pool, np);
        out->hand[o] = view->hand[o];
        out->discard[o] = 0;
        for (int i = 0; i < np; i++) {
            if (i < handNeed) {
                out->hand[o] |= PIQ_BIT(pool[i]);
            } else {
                out->discard[o] |= PIQ_BIT(pool[i]);
            }
        }
        for (int i = 0; i < stockNeed; i++) {
            out->stock[stockFree[i]] = freeCards[k++];
        }
        if (!CallsAgree(view, out, o)) {
            continue;
        }
        if (weight == NULL) {
            break;
        }
        double w = weight(view, out, rng);
        if (Rng_Unit(rng) < w) {
            return true;
        }
        if (w > bestWeight) {
            bestWeight = w;
            bestHand = out->hand[o];
            bestDiscard = out->discard[o];
            memcpy(bestStock, out->stock, sizeof bestStock);
        }
    }
    if (bestWeight >= 0) {
        out->hand[o] = bestHand;
        out->discard[o] = bestDiscard;
        memcpy(out->stock, bestStock, sizeof bestStock);
    }
    return true;
}

bool Piquet_Sample(const PiquetState *view, Rng *rng, PiquetState *out)
{
    return PiqView_Sample(view, rng, out, NULL);
}

uint64_t Piquet_Hash(const PiquetState *st)
{
    uint64_t h = GAME_HASH_SEED;
#define HF(field) h = Game_HashBytes(h, &st->field, sizeof st->field)
    HF(variant);
    HF(phase);
    HF(viewer);
    HF(dealer);
    HF(toAct);
    HF(chooser);
    HF(cut);
    HF(deal);
    HF(game);
    HF(seed);
    HF(hand);
    HF(discard);
    HF(dealt);
    HF(played);
    HF(shown);
    HF(handCount);
    HF(discardCount);
    HF(stockPos);
    HF(elderTook);
    HF(dealerTook);
    HF(exchanged);
    HF(looked);
    HF(carte);
    HF(carteShown);
    HF(item);
    HF(outcome);
    HF(scoredCards);
    HF(leader);
    HF(trickCount);
    HF(tricksDone);
    HF(tricksWon);
    HF(trickCards);
    HF(trickLeader);
    HF(trickWinner);
    HF(points);
    HF(dealScore);
    HF(piqued);
    HF(total);
    HF(gamesWon);
    HF(lastGameWinner);
    HF(lastGameDouble);
    HF(winner);
    HF(historyCount);
    /* Revision 1 had no such field: its states hash as they always did. */
    if (st->rules > 1) {
        HF(rules);
    }
#undef HF
    for (int i = st->stockPos; i < PIQ_STOCK; i++) {
        h = Game_HashBytes(h, &st->stock[i], 1);
    }
    for (int p = 0; p < 2; p++) {
        for (int i = 0; i < PIQ_ITEM_COUNT; i++) {
            const PiquetCall *c = &st->calls[p][i];
            uint8_t b[4] = {c->made, c->count, c->value, c->suit};
            h = Game_HashBytes(h, b, sizeof b);
        }
    }
    for (int i = 0; i < st->historyCount && i < PIQ_HISTORY_MAX; i++) {
        const PiquetDealRecord *r = &st->history[i];
        h = Game_HashBytes(h, &r->dealer, 1);
        h = Game_HashBytes(h, &r->multiplier, 1);
        h = Game_HashBytes(h, &r->complete, 1);
        h = Game_HashBytes(h, r->points, sizeof r->points);
    }
    return h;
}

#define FAIL(...)                                                                                                  \
    do {                                                                                                           \
        snprintf(why, size, __VA_ARGS__);                                                                          \
        return false;                                                                                              \
    } while (0)

bool Piquet_CheckInvariants(const PiquetState *st, char *why, size_t size)
{
    if (st->viewer != PIQ_FULL_VIEW) {
        FAIL("a view, not a full state");
    }
    if (st->phase == PIQ_PHASE_CHOOSE) {
        return true;
    }
    /* Every card in exactly one place: a hand, a discard, played, or still in the stock. */
    PiquetMask places[7] = {st->hand[0], st->hand[1], st->discard[0], st->discard[1], st->played[0], st->played[1], 0};
    for (int i = st->stockPos; i < PIQ_STOCK; i++) {
        if (st->stock[i] >= PIQ_CARDS) {
            FAIL("stock position %d holds no card", i);
        }
        places[6] |= PIQ_BIT(st->stock[i]);
    }
    if (PiqPop(places[6]) != PIQ_STOCK - st->stockPos) {
        FAIL("a card is twice in the stock");
    }
    PiquetMask all = 0;
    int total = 0;
    for (int i = 0; i < 7; i++) {
        if (all & places[i]) {
            FAIL("a card is in two places (place %d)", i);
        }
        all |= places[i];
        total += PiqPop(places[i]);
    }
    if (all != 0xFFFFFFFFu || total != PIQ_CARDS) {
        FAIL("%d cards accounted for, not 32", total);
    }
    for (int p = 0; p < 2; p++) {
        if (st->handCount[p] != PiqPop(st->hand[p]) || st->discardCount[p] != PiqPop(st->discard[p])) {
            FAIL("seat %d's counts are wrong", p);
        }
        if (st->phase != PIQ_PHASE_OVER && st->handCount[p] + PiqPop(st->played[p]) != PIQ_HAND) {
            FAIL("seat %d does not hold twelve cards", p);
        }
        if ((st->shown[p] & ~st->hand[p]) != 0) {
            FAIL("seat %d shows a card he does not hold", p);
        }
        int sum = 0;
        for (int k = 0; k < PIQ_SCORE_KIND_COUNT; k++) {
            sum += st->points[p][k];
        }
        if (sum != st->dealScore[p]) {
            FAIL("seat %d's deal score %d is not the sum of its parts %d", p, st->dealScore[p], sum);
        }
        if (st->historyCount < PIQ_HISTORY_MAX) {
            int t = 0;
            for (int i = 0; i < st->historyCount; i++) {
                int s = 0;
                for (int k = 0; k < PIQ_SCORE_KIND_COUNT; k++) {
                    s += st->history[i].points[p][k];
                }
                t += s * st->history[i].multiplier;
            }
            if (t != st->total[p] && st->phase != PIQ_PHASE_OVER) {
                FAIL("seat %d's total %d is not the sum of the deals %d", p, st->total[p], t);
            }
        }
    }
    if (st->tricksWon[0] + st->tricksWon[1] != st->tricksDone) {
        FAIL("tricks won do not add up");
    }
    /* Play points: one per card led, one per trick won second (while the deal is being played). */
    if (st->phase != PIQ_PHASE_OVER) {
        int play[2] = {0, 0};
        for (int t = 0; t <= st->tricksDone && t < PIQ_TRICKS; t++) {
            if (st->trickCards[t][0] == PIQ_NO_CARD) {
                continue;
            }
            play[st->trickLeader[t]]++;
            if (t < st->tricksDone && st->trickWinner[t] != st->trickLeader[t]) {
                play[st->trickWinner[t]]++;
            }
        }
        for (int p = 0; p < 2; p++) {
            if (play[p] != st->points[p][PIQ_SCORE_PLAY]) {
                FAIL("seat %d's play points %d, tricks say %d", p, st->points[p][PIQ_SCORE_PLAY], play[p]);
            }
        }
    }
    return true;
}

bool Piquet_ViewHonest(const PiquetState *st, const PiquetState *view, char *why, size_t size)
{
    int v = view->viewer;
    if (v > 1) {
        FAIL("not a view");
    }
    int o = 1 - v;
    if (view->hand[v] != st->hand[v] || view->discard[v] != st->discard[v]) {
        FAIL("the viewer's own cards differ");
    }
    /* Of the other's hand, only cards he has shown (calls, the stock's cards the viewer saw) may appear. */
    if ((view->hand[o] & ~st->hand[o]) != 0) {
        FAIL("the view puts a card in the other hand that is not there");
    }
    if ((view->hand[o] & ~st->shown[o]) != 0) {
        FAIL("the view shows a card of the other hand that was never shown");
    }
    if (view->discard[o] != 0) {
        FAIL("the view shows the other's discard");
    }
    if (view->dealt[o] != 0 && !st->carteShown[o]) {
        FAIL("the view shows the other's dealt hand");
    }
    for (int i = 0; i < PIQ_STOCK; i++) {
        if (view->stock[i] == PIQ_NO_CARD) {
            continue;
        }
        if (view->stock[i] != st->stock[i]) {
            FAIL("the view shows a wrong stock card");
        }
        bool leftByElder = st->exchanged >= 1 && i < 5;
        bool tookDealer = st->exchanged >= 2 && i >= st->elderTook && i < st->elderTook + st->dealerTook;
        bool allowed = (st->looked == 1 && i >= st->stockPos) || (v == Piquet_Elder(st) ? leftByElder : tookDealer);
        if (!allowed) {
            FAIL("the view shows stock card %d, which seat %d never saw", i, v);
        }
    }
    return true;
}
