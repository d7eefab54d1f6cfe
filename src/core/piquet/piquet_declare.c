/* piquet_declare.c: the three items called in turn (point, sequence, quatorze/trio), compared and scored. */
#include "piquet_local.h"

/* Whether a hand has anything to declare for the item (every hand has a point). */
static bool Holds(PiquetHolding h, int item)
{
    switch (item) {
    case PIQ_ITEM_POINT: return h.pointCount > 0;
    case PIQ_ITEM_SEQUENCE: return h.seqLen >= 3;
    case PIQ_ITEM_SET: return h.setCount >= 3;
    default: return false;
    }
}

PiquetWhy PiqDeclare_Check(const PiquetState *st, int seat, GameAction a)
{
    if (a.choice != st->item) {
        return PIQ_WHY_WRONG_ITEM;
    }
    if (a.kind == PIQ_ACT_DECLARE && !Holds(Piquet_Hold(st->hand[seat]), a.choice)) {
        return PIQ_WHY_NOTHING;
    }
    return PIQ_WHY_OK;
}

/* What a declaration calls: the best of the item. */
static PiquetCall CallOf(PiquetHolding h, int item)
{
    PiquetCall c = {PIQ_CALL_DECLARED, 0, 0, SUIT_COUNT};
    switch (item) {
    case PIQ_ITEM_POINT:
        c.count = (uint8_t)h.pointCount;
        c.value = (uint8_t)h.pointPips;
        c.suit = (uint8_t)h.pointSuit;
        break;
    case PIQ_ITEM_SEQUENCE:
        c.count = (uint8_t)h.seqLen;
        c.value = (uint8_t)h.seqTop;
        c.suit = (uint8_t)h.seqSuit;
        break;
    default:
        c.count = (uint8_t)h.setCount;
        c.value = (uint8_t)h.setRank;
        break;
    }
    return c;
}

/* Compares two declared calls of an item: the longer (or any quatorze over a trio), then the higher. */
static int Compare(PiquetCall a, PiquetCall b)
{
    if (a.count != b.count) {
        return a.count > b.count ? 1 : -1;
    }
    if (a.value != b.value) {
        return a.value > b.value ? 1 : -1;
    }
    return 0;
}

/* Scores the item for its holder and shows the cards (C-law 55: the opponent is taken to ask). */
static bool ScoreItem(PiquetState *st, int seat, int item)
{
    PiquetHolding h = Piquet_Hold(st->hand[seat]);
    PiquetMask cards;
    int points;
    PiquetScoreKind kind;
    switch (item) {
    case PIQ_ITEM_POINT:
        cards = h.pointCards;
        points = h.pointCount;
        kind = PIQ_SCORE_POINT;
        break;
    case PIQ_ITEM_SEQUENCE:
        /* The best sequence good, every sequence of its holder scores. */
        cards = h.seqCards;
        points = h.seqScore;
        kind = PIQ_SCORE_SEQUENCE;
        break;
    default:
        cards = h.setCards;
        points = h.setScore;
        kind = PIQ_SCORE_SET;
        break;
    }
    st->scoredCards[seat][item] = cards;
    st->shown[seat] |= cards;
    return PiqScore_Add(st, seat, kind, points);
}

void PiqDeclare_Apply(PiquetState *st, int seat, GameAction a)
{
    int item = st->item;
    int e = Piquet_Elder(st);
    int d = st->dealer;
    PiquetCall call = {PIQ_CALL_SUNK, 0, 0, SUIT_COUNT};
    if (a.kind == PIQ_ACT_DECLARE) {
        call = CallOf(Piquet_Hold(st->hand[seat]), item);
    }
    st->calls[seat][item] = call;
    if (seat == e) {
        st->toAct = (uint8_t)d;
        return;
    }
    PiquetCall ec = st->calls[e][item];
    PiquetCall dc = st->calls[d][item];
    bool eIn = ec.made == PIQ_CALL_DECLARED;
    bool dIn = dc.made == PIQ_CALL_DECLARED;
    int winner = -1;
    /* A sunk item is treated as absent: it neither scores nor bars the other's. */
    if (eIn && dIn) {
        int c = Compare(ec, dc);
        st->outcome[item] = c > 0 ? PIQ_OUT_ELDER : c < 0 ? PIQ_OUT_DEALER : PIQ_OUT_EQUAL;
        winner = c > 0 ? e : c < 0 ? d : -1;
    } else if (eIn || dIn) {
        winner = eIn ? e : d;
        st->outcome[item] = eIn ? PIQ_OUT_ELDER : PIQ_OUT_DEALER;
    } else {
        st->outcome[item] = PIQ_OUT_NONE;
    }
    if (winner >= 0 && !ScoreItem(st, winner, item)) {
        return; /* au cent: the game ended on this score */
    }
    if (item + 1 < PIQ_ITEM_COUNT) {
        st->item = (uint8_t)(item + 1);
        st->toAct = (uint8_t)e;
        return;
    }
    st->phase = PIQ_PHASE_PLAY;
    st->leader = (uint8_t)e;
    st->toAct = (uint8_t)e;
}
