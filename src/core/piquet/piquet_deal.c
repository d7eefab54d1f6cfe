/* piquet_deal.c: the cut, the deal, the exchange and carte blanche, and the partie's deals from first to last. */
#include "piquet_local.h"

#include <string.h>

int Piquet_PartieDeals(int variant)
{
    return variant == PIQUET_RUBICON ? 6 : variant == PIQUET_FOUR_DEAL ? 4 : 0;
}

int Piquet_Multiplier(const PiquetState *st, int deal)
{
    /* C-law 71 note: the first and last of four deals count double; the deals after a tie, single. */
    if (st->variant == PIQUET_FOUR_DEAL && (deal == 1 || deal == 4)) {
        return 2;
    }
    return 1;
}

/* The cut: two cards from a shuffled pack; equal ranks cut again (the next pair). */
static void Cut(PiquetState *st)
{
    Rng rng = Rng_Make(Rng_Mix(st->seed ^ 0x637574ULL));
    for (;;) {
        uint8_t pack[PIQ_CARDS];
        for (int i = 0; i < PIQ_CARDS; i++) {
            pack[i] = (uint8_t)i;
        }
        Rng_Shuffle(&rng, pack, PIQ_CARDS);
        if (PIQ_ORDER(pack[0]) != PIQ_ORDER(pack[1])) {
            st->cut[0] = Piquet_CardAt(pack[0]);
            st->cut[1] = Piquet_CardAt(pack[1]);
            st->chooser = PIQ_ORDER(pack[0]) > PIQ_ORDER(pack[1]) ? 0 : 1;
            return;
        }
    }
}

bool Piquet_LowerCutDeals(const PiquetState *st)
{
    return st->rules >= 2 && PiqIsCentVariant(st->variant);
}

GameStatus Piquet_Init(PiquetState *st, int variant, uint64_t seed)
{
    return Piquet_InitRevision(st, variant, seed, PIQUET_RULES_REVISION);
}

GameStatus Piquet_InitRevision(PiquetState *st, int variant, uint64_t seed, int revision)
{
    if (variant < 0 || variant >= PIQUET_VARIANT_COUNT || revision < 1 || revision > PIQUET_RULES_REVISION) {
        return GAME_ERR_MALFORMED;
    }
    memset(st, 0, sizeof *st);
    st->variant = (uint8_t)variant;
    st->viewer = PIQ_FULL_VIEW;
    st->seed = seed;
    st->rules = (uint8_t)revision;
    st->game = 1;
    st->winner = PIQ_NOBODY;
    st->lastGameWinner = PIQ_NOBODY;
    memset(st->stock, PIQ_NO_CARD, sizeof st->stock);
    memset(st->trickCards, PIQ_NO_CARD, sizeof st->trickCards);
    Cut(st);
    if (Piquet_LowerCutDeals(st)) {
        /* "The player who cuts the lower card has to deal" (the laws of Piquet au cent): nothing to choose. */
        st->dealer = (uint8_t)(1 - st->chooser);
        st->deal = 1;
        PiqDeal_Start(st);
        return GAME_OK;
    }
    st->phase = PIQ_PHASE_CHOOSE;
    st->toAct = st->chooser;
    return GAME_OK;
}

/* Clears what belongs to one deal. */
static void ResetDeal(PiquetState *st)
{
    memset(st->hand, 0, sizeof st->hand);
    memset(st->discard, 0, sizeof st->discard);
    memset(st->dealt, 0, sizeof st->dealt);
    memset(st->played, 0, sizeof st->played);
    memset(st->shown, 0, sizeof st->shown);
    memset(st->handCount, 0, sizeof st->handCount);
    memset(st->discardCount, 0, sizeof st->discardCount);
    memset(st->stock, PIQ_NO_CARD, sizeof st->stock);
    st->stockPos = 0;
    st->elderTook = st->dealerTook = 0;
    st->exchanged = 0;
    st->looked = 0;
    memset(st->carte, 0, sizeof st->carte);
    memset(st->carteShown, 0, sizeof st->carteShown);
    st->item = 0;
    memset(st->calls, 0, sizeof st->calls);
    memset(st->outcome, 0, sizeof st->outcome);
    memset(st->scoredCards, 0, sizeof st->scoredCards);
    st->leader = (uint8_t)Piquet_Elder(st);
    st->trickCount = 0;
    st->tricksDone = 0;
    memset(st->tricksWon, 0, sizeof st->tricksWon);
    memset(st->trickCards, PIQ_NO_CARD, sizeof st->trickCards);
    memset(st->trickLeader, 0, sizeof st->trickLeader);
    memset(st->trickWinner, PIQ_NOBODY, sizeof st->trickWinner);
    memset(st->points, 0, sizeof st->points);
    memset(st->dealScore, 0, sizeof st->dealScore);
    st->piqued = 0;
}

void PiqDeal_StartWith(PiquetState *st, const uint8_t *elder, const uint8_t *dealer, const uint8_t *stock)
{
    ResetDeal(st);
    int e = Piquet_Elder(st);
    int d = st->dealer;
    for (int i = 0; i < PIQ_HAND; i++) {
        st->hand[e] |= PIQ_BIT(elder[i]);
        st->hand[d] |= PIQ_BIT(dealer[i]);
    }
    memcpy(st->stock, stock, PIQ_STOCK);
    for (int p = 0; p < 2; p++) {
        st->dealt[p] = st->hand[p];
        st->handCount[p] = PIQ_HAND;
    }
    st->phase = PIQ_PHASE_EXCHANGE;
    st->toAct = (uint8_t)e;
    /* Carte blanche is announced at once and scored first of all; only one hand can hold it. */
    for (int p = 0; p < 2; p++) {
        if (Piquet_IsCarteBlanche(st->hand[p])) {
            st->carte[p] = 1;
            if (!PiqScore_Add(st, p, PIQ_SCORE_CARTE, 10)) {
                return;
            }
        }
    }
}

void PiqDeal_Start(PiquetState *st)
{
    uint8_t pack[PIQ_CARDS];
    for (int i = 0; i < PIQ_CARDS; i++) {
        pack[i] = (uint8_t)i;
    }
    Rng rng = Rng_Make(Rng_Mix(st->seed + 0x9E3779B97F4A7C15ULL * st->deal));
    Rng_Shuffle(&rng, pack, PIQ_CARDS);
    /* By twos or threes makes no difference after a random shuffle: the elder's twelve, the dealer's, the stock. */
    PiqDeal_StartWith(st, pack, pack + PIQ_HAND, pack + 2 * PIQ_HAND);
}

bool Piquet_Setup(PiquetState *st, int variant, int dealer, const Card *elder12, const Card *dealer12,
                  const Card *stock8)
{
    if (variant < 0 || variant >= PIQUET_VARIANT_COUNT || dealer < 0 || dealer > 1) {
        return false;
    }
    uint8_t e[PIQ_HAND], d[PIQ_HAND], s[PIQ_STOCK];
    PiquetMask seen = 0;
    const Card *lists[3] = {elder12, dealer12, stock8};
    uint8_t *outs[3] = {e, d, s};
    const int counts[3] = {PIQ_HAND, PIQ_HAND, PIQ_STOCK};
    for (int l = 0; l < 3; l++) {
        for (int i = 0; i < counts[l]; i++) {
            int idx = Piquet_Index(lists[l][i]);
            if (idx < 0 || (seen & PIQ_BIT(idx))) {
                return false;
            }
            seen |= PIQ_BIT(idx);
            outs[l][i] = (uint8_t)idx;
        }
    }
    if (Piquet_Init(st, variant, 0) != GAME_OK) {
        return false;
    }
    st->dealer = (uint8_t)dealer;
    st->chooser = (uint8_t)dealer;
    st->deal = 1;
    PiqDeal_StartWith(st, e, d, s);
    return true;
}

PiquetWhy PiqDeal_CheckExchange(const PiquetState *st, int seat, GameAction a)
{
    PiquetMask cards = 0;
    for (int i = 0; i < a.count; i++) {
        int idx = Piquet_Index(a.cards[i]);
        if (idx < 0 || (cards & PIQ_BIT(idx))) {
            return PIQ_WHY_MALFORMED;
        }
        cards |= PIQ_BIT(idx);
    }
    if ((cards & ~st->hand[seat]) != 0) {
        return PIQ_WHY_NO_CARD;
    }
    int left = PIQ_STOCK - st->stockPos;
    if (seat == Piquet_Elder(st)) {
        return (a.count >= 1 && a.count <= 5) ? PIQ_WHY_OK : PIQ_WHY_ELDER_COUNT;
    }
    /* Au cent the dealer may decline to exchange. */
    int least = PiqIsCentVariant(st->variant) ? 0 : 1;
    return (a.count >= least && a.count <= left) ? PIQ_WHY_OK : PIQ_WHY_DEALER_COUNT;
}

void PiqDeal_ApplyExchange(PiquetState *st, int seat, GameAction a)
{
    int e = Piquet_Elder(st);
    int d = st->dealer;
    PiquetMask out = 0;
    for (int i = 0; i < a.count; i++) {
        out |= PIQ_BIT(Piquet_Index(a.cards[i]));
    }
    st->hand[seat] &= ~out;
    st->discard[seat] = out;
    st->discardCount[seat] = a.count;
    for (int i = 0; i < a.count; i++) {
        int pos = st->stockPos + i;
        PiquetMask bit = PIQ_BIT(st->stock[pos]);
        st->hand[seat] |= bit;
        /* The elder saw the cards he left of his five: taken by the dealer, they are known to be in his hand. */
        if (seat == d && pos < 5) {
            st->shown[d] |= bit;
        }
    }
    st->stockPos = (uint8_t)(st->stockPos + a.count);
    if (seat == e) {
        st->elderTook = a.count;
        st->exchanged = 1;
        /* The dealer's carte blanche is shown once the elder has chosen his discard. */
        if (st->carte[d]) {
            st->carteShown[d] = 1;
        }
        st->toAct = (uint8_t)d;
        return;
    }
    st->dealerTook = a.count;
    st->exchanged = 2;
    if (st->carte[e]) {
        st->carteShown[e] = 1;
    }
    st->phase = PIQ_PHASE_DECLARE;
    st->item = PIQ_ITEM_POINT;
    st->toAct = (uint8_t)e;
}

/* Rubicon and four-deal: whether the partie is over after this deal, and the winner (PIQ_NOBODY drawn). */
static bool PartieOver(const PiquetState *st, uint8_t *winner)
{
    int n = Piquet_PartieDeals(st->variant);
    /* On a tie each player deals once more (two deals), then a tie is a drawn partie. */
    if (st->deal != n && st->deal != n + 2) {
        return false;
    }
    if (st->total[0] != st->total[1]) {
        *winner = st->total[0] > st->total[1] ? 0 : 1;
        return true;
    }
    if (st->deal == n + 2) {
        *winner = PIQ_NOBODY;
        return true;
    }
    return false;
}

/* Writes this deal into the sheet (as far as it went). */
static void Record(PiquetState *st, bool complete)
{
    if (st->historyCount >= PIQ_HISTORY_MAX) {
        return;
    }
    PiquetDealRecord *r = &st->history[st->historyCount++];
    r->dealer = st->dealer;
    r->multiplier = (uint8_t)Piquet_Multiplier(st, st->deal);
    r->complete = complete ? 1 : 0;
    memcpy(r->points, st->points, sizeof r->points);
}

static void NextDeal(PiquetState *st)
{
    st->dealer = (uint8_t)(1 - st->dealer);
    st->deal++;
    PiqDeal_Start(st);
}

void PiqDeal_Finish(PiquetState *st)
{
    int m = Piquet_Multiplier(st, st->deal);
    for (int p = 0; p < 2; p++) {
        st->total[p] += m * st->dealScore[p];
    }
    Record(st, true);
    uint8_t winner;
    if (!PiqIsCentVariant(st->variant) && PartieOver(st, &winner)) {
        st->winner = winner;
        st->phase = PIQ_PHASE_OVER;
        st->toAct = PIQ_NOBODY;
        return;
    }
    NextDeal(st);
}

void PiqScore_EndCentGame(PiquetState *st, int winner)
{
    int loser = 1 - winner;
    /* A winner who reaches 100 before the loser has 50 wins a double game. */
    bool twice = PiqScore_Running(st, loser) < 50;
    for (int p = 0; p < 2; p++) {
        st->total[p] += st->dealScore[p];
    }
    Record(st, false);
    st->lastGameWinner = (uint8_t)winner;
    st->lastGameDouble = twice ? 1 : 0;
    st->gamesWon[winner] = (uint8_t)(st->gamesWon[winner] + (twice ? 2 : 1));
    if (st->variant == PIQUET_CENT || st->gamesWon[winner] >= 3) {
        st->winner = (uint8_t)winner;
        st->phase = PIQ_PHASE_OVER;
        st->toAct = PIQ_NOBODY;
        return;
    }
    /* The next game of the best of five: fresh totals and sheet; the deal keeps alternating. */
    st->game++;
    st->total[0] = st->total[1] = 0;
    st->historyCount = 0;
    memset(st->history, 0, sizeof st->history);
    NextDeal(st);
}
