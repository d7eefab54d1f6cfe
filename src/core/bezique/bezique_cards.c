/* bezique_cards.c: Bezique's cards and combinations: kinds, ranks, what a set of cards declares and is worth. */
#include "bezique_local.h"

#include <string.h>

/* The order of play for each rank (seven lowest, ten just below the ace), -1 for ranks not in the pack. */
static const int8_t kOrderOfRank[16] = {-1, -1, -1, -1, -1, -1, -1, 0, 1, 2, 6, 3, 4, 5, 7, -1};
static const uint8_t kRankOfOrder[8] = {7, 8, 9, RANK_JACK, RANK_QUEEN, RANK_KING, RANK_TEN, RANK_ACE};

static const char *const kVariantNames[BEZIQUE_VARIANT_COUNT] = {"rubicon", "ordinary"};

const char *Bezique_VariantName(int variant)
{
    return (variant >= 0 && variant < BEZIQUE_VARIANT_COUNT) ? kVariantNames[variant] : NULL;
}

int Bezique_VariantFromName(const char *name)
{
    for (int v = 0; name != NULL && v < BEZIQUE_VARIANT_COUNT; v++) {
        if (strcmp(kVariantNames[v], name) == 0) {
            return v;
        }
    }
    return -1;
}

int Bezique_Index(Card c)
{
    if (Card_IsJoker(c) || c == CARD_NONE || Card_Suit(c) >= SUIT_COUNT) {
        return -1;
    }
    int order = kOrderOfRank[Card_Rank(c)];
    return order < 0 ? -1 : IDX((int)Card_Suit(c), order);
}

Card Bezique_CardAt(int index)
{
    if (index < 0 || index >= BEZ_KINDS) {
        return CARD_NONE;
    }
    return Card_Make(kRankOfOrder[IDX_ORDER(index)], (Suit)IDX_SUIT(index));
}

int Bezique_Strength(Card c)
{
    int i = Bezique_Index(c);
    return i < 0 ? -1 : IDX_ORDER(i);
}

bool Bezique_IsCourt(Card c)
{
    int i = Bezique_Index(c);
    return i >= 0 && OrderIsCourt(IDX_ORDER(i));
}

bool Bezique_IsBrisque(Card c)
{
    int i = Bezique_Index(c);
    return i >= 0 && IDX_ORDER(i) >= ORDER_TEN;
}

int Bezique_Copies(int variant)
{
    return variant == BEZIQUE_RUBICON ? 4 : 2;
}

BeziqueCombo Bezique_Identify(const Card *cards, int count)
{
    BeziqueCombo none = {BEZ_COMBO_NONE, 0, 0, 0};
    uint8_t n[BEZ_KINDS] = {0};
    if (count < 2 || count > 8) {
        return none;
    }
    for (int i = 0; i < count; i++) {
        int k = Bezique_Index(cards[i]);
        if (k < 0) {
            return none;
        }
        n[k]++;
    }
    int suit = IDX_SUIT(Bezique_Index(cards[0]));
    if (count == 2 && n[IDX(suit, ORDER_KING)] == 1 && n[IDX(suit, ORDER_QUEEN)] == 1) {
        BeziqueCombo c = {BEZ_COMBO_MARRIAGE, (uint8_t)suit, 0, 0};
        return c;
    }
    if (count == 5 && n[IDX(suit, ORDER_ACE)] == 1 && n[IDX(suit, ORDER_TEN)] == 1 && n[IDX(suit, ORDER_KING)] == 1 &&
        n[IDX(suit, ORDER_QUEEN)] == 1 && n[IDX(suit, ORDER_KNAVE)] == 1) {
        BeziqueCombo c = {BEZ_COMBO_SEQUENCE, (uint8_t)suit, 0, 0};
        return c;
    }
    if (count % 2 == 0 && n[IDX_QUEEN_SPADES] == count / 2 && n[IDX_KNAVE_DIAMONDS] == count / 2) {
        BeziqueCombo c = {BEZ_COMBO_BEZIQUE, 0, 0, (uint8_t)(count / 2)};
        return c;
    }
    if (count == 4) {
        int rank = Card_Rank(cards[0]);
        int order = kOrderOfRank[rank];
        bool same = true;
        for (int i = 1; i < count; i++) {
            same = same && Card_Rank(cards[i]) == rank;
        }
        if (same && (order == ORDER_ACE || OrderIsCourt(order))) {
            BeziqueCombo c = {BEZ_COMBO_FOUR, 0, (uint8_t)rank, 0};
            return c;
        }
    }
    return none;
}

BeziqueScoreKind BezCombo_ScoreKind(const BeziqueState *st, BeziqueCombo c)
{
    bool trump = st->trumps == BEZ_NO_SUIT || st->trumps == c.suit;
    switch (c.type) {
    case BEZ_COMBO_MARRIAGE: return trump ? BEZ_SCORE_ROYAL_MARRIAGE : BEZ_SCORE_MARRIAGE;
    case BEZ_COMBO_SEQUENCE: return trump ? BEZ_SCORE_TRUMP_SEQUENCE : BEZ_SCORE_SEQUENCE;
    case BEZ_COMBO_BEZIQUE: return (BeziqueScoreKind)(BEZ_SCORE_BEZIQUE + c.level - 1);
    case BEZ_COMBO_FOUR:
        switch (c.rank) {
        case RANK_ACE: return BEZ_SCORE_FOUR_ACES;
        case RANK_KING: return BEZ_SCORE_FOUR_KINGS;
        case RANK_QUEEN: return BEZ_SCORE_FOUR_QUEENS;
        default: return BEZ_SCORE_FOUR_KNAVES;
        }
    default: return BEZ_SCORE_KIND_COUNT;
    }
}

int Bezique_ComboPoints(const BeziqueState *st, BeziqueCombo combo)
{
    BeziqueScoreKind k = BezCombo_ScoreKind(st, combo);
    return k == BEZ_SCORE_KIND_COUNT ? 0 : Bezique_ScoreKindPoints(st->variant, k);
}

const char *Bezique_ComboName(BeziqueCombo c)
{
    static const char *const kBezique[5] = {"bezique", "bezique", "double bezique", "triple bezique",
                                            "quadruple bezique"};
    switch (c.type) {
    case BEZ_COMBO_MARRIAGE: return "marriage";
    case BEZ_COMBO_SEQUENCE: return "sequence";
    case BEZ_COMBO_BEZIQUE: return kBezique[c.level <= 4 ? c.level : 0];
    case BEZ_COMBO_FOUR:
        return c.rank == RANK_ACE     ? "four aces"
               : c.rank == RANK_KING  ? "four kings"
               : c.rank == RANK_QUEEN ? "four queens"
                                      : "four knaves";
    default: return "nothing";
    }
}

const char *Bezique_ScoreKindName(BeziqueScoreKind kind)
{
    static const char *const kNames[BEZ_SCORE_KIND_COUNT] = {
        "carte blanche",  "marriage",        "royal marriage",    "sequence",  "sequence in trumps", "bezique",
        "double bezique", "triple bezique",  "quadruple bezique", "four aces", "four kings",         "four queens",
        "four knaves",    "seven of trumps", "last trick",        "brisques",
    };
    return (kind >= 0 && kind < BEZ_SCORE_KIND_COUNT) ? kNames[kind] : "?";
}

int Bezique_ScoreKindPoints(int variant, BeziqueScoreKind kind)
{
    static const int kRubicon[BEZ_SCORE_KIND_COUNT] = {50,   20,  40, 150, 250, 40, 500, 1500,
                                                       4500, 100, 80, 60,  40,  0,  50,  0};
    static const int kOrdinary[BEZ_SCORE_KIND_COUNT] = {0, 20, 40, 0, 250, 40, 500, 0, 0, 100, 80, 60, 40, 10, 10, 10};
    if (kind < 0 || kind >= BEZ_SCORE_KIND_COUNT) {
        return 0;
    }
    return variant == BEZIQUE_RUBICON ? kRubicon[kind] : kOrdinary[kind];
}

int Bezique_TallyScore(const BeziqueState *st, int seat)
{
    int sum = 0;
    for (int k = 0; k < BEZ_SCORE_KIND_COUNT; k++) {
        sum += st->side[seat].tally[k] * Bezique_ScoreKindPoints(st->variant, (BeziqueScoreKind)k);
    }
    return sum;
}

void BezScore_Add(BeziqueState *st, int seat, BeziqueScoreKind kind)
{
    BeziqueSide *s = &st->side[seat];
    int points = Bezique_ScoreKindPoints(st->variant, kind);
    if (s->tally[kind] < UINT8_MAX) {
        s->tally[kind]++;
        s->score += points;
        s->total += points;
    }
}

/* Action constructors. */

static GameAction Blank(int kind)
{
    GameAction a;
    memset(&a, 0, sizeof a);
    a.kind = (uint8_t)kind;
    for (int i = 0; i < GAME_ACTION_CARDS; i++) {
        a.cards[i] = CARD_NONE;
    }
    return a;
}

GameAction Bezique_Play(Card c, int slot)
{
    GameAction a = Blank(BEZ_ACT_PLAY);
    a.count = 1;
    a.cards[0] = c;
    a.choice = (uint16_t)(slot >= 0 && slot < BEZ_TABLE_SLOTS ? 1u << slot : 0u);
    return a;
}

GameAction Bezique_Pass(void)
{
    return Blank(BEZ_ACT_PASS);
}

GameAction Bezique_ScorePending(int index)
{
    GameAction a = Blank(BEZ_ACT_SCORE);
    a.choice = (uint16_t)(index < 0 ? 0xFFFF : index);
    return a;
}

GameAction Bezique_Carte(void)
{
    return Blank(BEZ_ACT_CARTE);
}

GameAction Bezique_Exchange(void)
{
    return Blank(BEZ_ACT_EXCHANGE);
}

GameAction Bezique_Seven(void)
{
    return Blank(BEZ_ACT_SEVEN);
}

GameAction Bezique_Declare(const int *slots, const Card *tableCards, int nslots, const Card *handCards, int nhand)
{
    GameAction a = Blank(BEZ_ACT_DECLARE);
    if (nslots < 0 || nhand < 0 || nslots + nhand > GAME_ACTION_CARDS) {
        return Blank(BEZ_ACT_NONE);
    }
    /* Table cards in increasing slot order (insertion sort of the few), then the hand cards by kind. */
    int order[GAME_ACTION_CARDS];
    for (int i = 0; i < nslots; i++) {
        int j = i;
        while (j > 0 && slots[order[j - 1]] > slots[i]) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = i;
    }
    for (int i = 0; i < nslots; i++) {
        int slot = slots[order[i]];
        if (slot < 0 || slot >= BEZ_TABLE_SLOTS || (a.choice & (1u << slot)) != 0) {
            return Blank(BEZ_ACT_NONE);
        }
        a.choice |= (uint16_t)(1u << slot);
        a.cards[a.count++] = tableCards[order[i]];
    }
    for (int i = 0; i < nhand; i++) {
        int j = a.count;
        while (j > nslots && Bezique_Index(a.cards[j - 1]) > Bezique_Index(handCards[i])) {
            a.cards[j] = a.cards[j - 1];
            j--;
        }
        a.cards[j] = handCards[i];
        a.count++;
    }
    return a;
}
