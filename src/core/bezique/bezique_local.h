/* bezique_local.h: what the Bezique files share inside the module (not for other modules). */
#ifndef PARLOUR_CORE_BEZIQUE_LOCAL_H
#define PARLOUR_CORE_BEZIQUE_LOCAL_H

#include "bezique.h"

#define ORDER_SEVEN 0
#define ORDER_KNAVE 3
#define ORDER_QUEEN 4
#define ORDER_KING 5
#define ORDER_TEN 6
#define ORDER_ACE 7

#define IDX(suit, order) ((suit)*8 + (order))
#define IDX_SUIT(i) ((i) >> 3)
#define IDX_ORDER(i) ((i)&7)
#define IDX_QUEEN_SPADES IDX(SUIT_SPADES, ORDER_QUEEN)
#define IDX_KNAVE_DIAMONDS IDX(SUIT_DIAMONDS, ORDER_KNAVE)

static inline bool IsRubicon(const BeziqueState *st)
{
    return st->variant == BEZIQUE_RUBICON;
}

static inline int HandTotal(const BeziqueSide *s)
{
    return s->handCount + s->tableCount;
}

static inline int BezLevel(uint8_t flags)
{
    return (flags >> BEZ_FLAG_BEZIQUE_SHIFT) & 7;
}

static inline int PopCount16(unsigned m)
{
    int n = 0;
    for (; m != 0; m &= m - 1) {
        n++;
    }
    return n;
}

/* The 512-bit maps of sets of table slots. */
static inline bool SetHas(const uint64_t *bits, unsigned mask)
{
    return (bits[mask >> 6] >> (mask & 63)) & 1u;
}
static inline void SetPut(uint64_t *bits, unsigned mask)
{
    bits[mask >> 6] |= 1ULL << (mask & 63);
}
static inline void SetDel(uint64_t *bits, unsigned mask)
{
    bits[mask >> 6] &= ~(1ULL << (mask & 63));
}
static inline int PopCount64(uint64_t x)
{
    int n = 0;
    for (; x != 0; x &= x - 1) {
        n++;
    }
    return n;
}

static inline int OrderIsCourt(int order)
{
    return order >= ORDER_KNAVE && order <= ORDER_KING;
}

/* bezique_cards.c: the score line a combination makes now (trumps as they stand; none yet: it makes them). */
BeziqueScoreKind BezCombo_ScoreKind(const BeziqueState *st, BeziqueCombo c);

/* bezique_declare.c */
BeziqueWhy BezDeclare_Check(const BeziqueState *st, int seat, GameAction a);
void BezDeclare_Apply(BeziqueState *st, int seat, GameAction a);
void BezDeclare_ScorePending(BeziqueState *st, int seat, int index);
int BezDeclare_Legal(const BeziqueState *st, int seat, GameAction *out, int max);
/* Empties a table slot: the card leaves the table and every set or pending declaration holding it is lost. */
void BezDeclare_ClearSlot(BeziqueSide *s, int slot);
/* Adds one score line to a side (tally, score and, in ordinary Bezique, the game total). */
void BezScore_Add(BeziqueState *st, int seat, BeziqueScoreKind kind);

/* bezique_play.c: whether the card played second takes the trick (the AI's playouts ask it too). */
bool BezPlay_SecondWins(Card lead, Card second, int trumps);

/* bezique_deal.c */
/* Starts deal number st->deal with st->dealer dealing (keeps variant, seed, totals and history). */
void BezDeal_Start(BeziqueState *st);

#endif
