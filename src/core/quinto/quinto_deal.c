/* quinto_deal.c: a new game of Quinto: the cut for the first deal, the cachette and the deal, hand-built positions. */
#include "quinto_local.h"

#include <string.h>

#include "pack.h"

const char *Quinto_VariantName(int variant)
{
    switch (variant) {
    case QUINTO_FOUR: return "quinto";
    case QUINTO_DUMMY: return "dummy";
    default: return NULL;
    }
}

int Quinto_VariantFromName(const char *name)
{
    for (int v = 0; name != NULL && v < QUINTO_VARIANT_COUNT; v++) {
        if (strcmp(name, Quinto_VariantName(v)) == 0) {
            return v;
        }
    }
    return -1;
}

int Quinto_SideOf(int seat)
{
    return seat & 1;
}

int Quinto_Controller(const QuintoState *st, int seat)
{
    if (st != NULL && IsDummy(st) && seat == QUINTO_DUMMY_SEAT) {
        return 0;
    }
    return seat;
}

const char *Quinto_SeatName(int variant, int seat)
{
    static const char *const kNames[4] = {"South", "West", "North", "East"};
    if (seat < 0 || seat > 3) {
        return NULL;
    }
    if (variant == QUINTO_DUMMY && seat == QUINTO_DUMMY_SEAT) {
        return "Dummy";
    }
    return kNames[seat];
}

const char *Quinto_SideName(int variant, int side)
{
    if (variant == QUINTO_DUMMY) {
        return side == 0 ? "South and Dummy" : "West and East";
    }
    return side == 0 ? "North-South" : "East-West";
}

int Quinto_Eldest(const QuintoState *st)
{
    return (st->dealer + 1) % 4;
}

bool Quinto_DummyExposed(const QuintoState *st)
{
    return IsDummy(st) && st->phase == QUINTO_PHASE_PLAY && (st->tricksPlayed > 0 || st->trickCount > 0);
}

/* The deal of hand number h comes from its own seed, so hands never depend on how earlier ones were played. */
static uint64_t HandSeed(uint64_t seed, unsigned hand)
{
    return Rng_Mix(seed ^ Rng_Mix(0x5117u + (uint64_t)hand));
}

void QuintoDeal_NewHand(QuintoState *st)
{
    st->handNumber++;
    Pack pack = Pack_Shuffled(PACK_QUINTO, HandSeed(st->seed, st->handNumber));
    st->cachette = 0;
    for (int i = 0; i < QUINTO_CACHETTE; i++) {
        st->cachette |= Bit(pack.cards[i]);
    }
    for (int p = 0; p < 4; p++) {
        st->hand[p] = 0;
        st->handCount[p] = QUINTO_HAND;
        st->voids[p] = 0;
    }
    /* One at a time from the dealer's left: card k of the rest goes to the (k mod 4)-th seat after him. */
    for (int k = 0; k < 4 * QUINTO_HAND; k++) {
        st->hand[(st->dealer + 1 + k) % 4] |= Bit(pack.cards[QUINTO_CACHETTE + k]);
    }
    st->played = 0;
    st->phase = QUINTO_PHASE_DOUBLING;
    st->multiplier = 1;
    st->doubledBy = QUINTO_NONE;
    st->redoubledBy = QUINTO_NONE;
    st->doublingTurns = 0;
    st->trickCount = 0;
    st->tricksPlayed = 0;
    st->units[0] = st->units[1] = 0;
    st->handQuints[0] = st->handQuints[1] = 0;
    st->toAct = (uint8_t)Quinto_Eldest(st);
    st->leader = st->toAct;
    QuintoPlay_OpenRow(st);
}

void QuintoDeal_NewGame(QuintoState *st)
{
    st->gameIndex++;
    QuintoGameRow *g = &st->gameRows[st->gameIndex];
    memset(g, 0, sizeof *g);
    g->winner = QUINTO_NONE;
    g->firstHand = st->historyCount;
    st->score[0] = st->score[1] = 0;
    st->tie = 0;
    st->dealer = (uint8_t)((st->dealer + 1) % 4);
    QuintoDeal_NewHand(st);
}

/* Law of the cut (DECISIONS, "Partners and the first dealer"): the lowest card deals, ace low; suits S < C < D < H. */
static int CutKey(Card c)
{
    int rank = Card_Rank(c) == RANK_ACE ? 1 : Card_Rank(c);
    return rank * 4 + Quinto_SuitOrder(Card_Suit(c));
}

GameStatus Quinto_Init(QuintoState *st, int variant, uint64_t seed)
{
    if (variant < 0 || variant >= QUINTO_VARIANT_COUNT) {
        return GAME_ERR_MALFORMED;
    }
    memset(st, 0, sizeof *st);
    st->variant = (uint8_t)variant;
    st->viewer = QUINTO_FULL_VIEW;
    st->seed = seed;
    st->winner = QUINTO_NONE;
    st->lastWinner = QUINTO_NONE;
    st->cachetteSide = QUINTO_NONE;
    for (int i = 0; i < QUINTO_CACHETTE; i++) {
        st->lastCachette[i] = CARD_NONE;
    }
    for (int i = 0; i < 4; i++) {
        st->lastTrick[i] = CARD_NONE;
        st->trick[i] = CARD_NONE;
        st->cut[i] = CARD_NONE;
    }
    if (variant == QUINTO_DUMMY) {
        st->dealer = 0; /* the partner of Dummy always takes the first deal of the game */
        st->score[1] = QUINTO_DUMMY_START;
    } else {
        Pack cut = Pack_Shuffled(PACK_WHIST, Rng_Mix(seed ^ 0xC0771u));
        int low = 0;
        for (int p = 0; p < 4; p++) {
            st->cut[p] = cut.cards[p];
            if (CutKey(cut.cards[p]) < CutKey(cut.cards[low])) {
                low = p;
            }
        }
        st->dealer = (uint8_t)low;
    }
    QuintoGameRow *g = &st->gameRows[0];
    g->start[0] = (int16_t)st->score[0];
    g->start[1] = (int16_t)st->score[1];
    g->winner = QUINTO_NONE;
    g->firstHand = 0;
    QuintoDeal_NewHand(st);
    return GAME_OK;
}

bool Quinto_Setup(QuintoState *st, const QuintoSetup *s)
{
    if (s->variant < 0 || s->variant >= QUINTO_VARIANT_COUNT || s->count < 1 || s->count > QUINTO_HAND ||
        s->dealer < 0 || s->dealer > 3 || s->leader < 0 || s->leader > 3 ||
        (s->multiplier != 1 && s->multiplier != 2 && s->multiplier != 4) || s->units[0] < 0 || s->units[1] < 0 ||
        s->units[0] + s->units[1] != QUINTO_HAND - s->count || s->games[0] > 1 || s->games[1] > 1 || s->games[0] < 0 ||
        s->games[1] < 0) {
        return false;
    }
    QuintoState t;
    Quinto_Init(&t, s->variant, 0);
    uint64_t seen = 0;
    for (int p = 0; p < 4; p++) {
        t.hand[p] = 0;
        for (int i = 0; i < s->count; i++) {
            uint64_t b = Bit(s->hands[p][i]);
            if (b == 0 || (seen & b) != 0) {
                return false;
            }
            seen |= b;
            t.hand[p] |= b;
        }
        t.handCount[p] = (uint8_t)s->count;
    }
    t.cachette = 0;
    for (int i = 0; i < QUINTO_CACHETTE; i++) {
        uint64_t b = Bit(s->cachette[i]);
        if (b == 0 || (seen & b) != 0) {
            return false;
        }
        seen |= b;
        t.cachette |= b;
    }
    t.played = QUINTO_ALL_CARDS & ~seen;
    t.dealer = (uint8_t)s->dealer;
    t.leader = t.toAct = (uint8_t)s->leader;
    t.phase = QUINTO_PHASE_PLAY;
    t.multiplier = (uint8_t)s->multiplier;
    t.doublingTurns = 4;
    t.tricksPlayed = (uint8_t)(QUINTO_HAND - s->count);
    t.units[0] = (uint8_t)s->units[0];
    t.units[1] = (uint8_t)s->units[1];
    t.games[0] = (uint8_t)s->games[0];
    t.games[1] = (uint8_t)s->games[1];
    t.gameIndex = (uint8_t)(s->games[0] + s->games[1]);
    /* The earlier games are not known: their rows record only who won them. */
    for (int g = 0; g < t.gameIndex; g++) {
        QuintoGameRow *row = &t.gameRows[g];
        memset(row, 0, sizeof *row);
        row->winner = (uint8_t)(g < s->games[0] ? 0 : 1);
    }
    QuintoGameRow *cur = &t.gameRows[t.gameIndex];
    memset(cur, 0, sizeof *cur);
    cur->winner = QUINTO_NONE;
    cur->start[0] = (int16_t)s->score[0];
    cur->start[1] = (int16_t)s->score[1];
    cur->firstHand = 0;
    t.score[0] = s->score[0];
    t.score[1] = s->score[1];
    t.history[0].game = t.gameIndex;
    t.history[0].dealer = t.dealer;
    t.history[0].multiplier = t.multiplier;
    *st = t;
    return true;
}
