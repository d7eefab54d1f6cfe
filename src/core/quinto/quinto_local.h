/* quinto_local.h: what the Quinto files share inside the module (not for other modules). */
#ifndef PARLOUR_CORE_QUINTO_LOCAL_H
#define PARLOUR_CORE_QUINTO_LOCAL_H

#include "quinto.h"

static inline uint64_t Bit(Card c)
{
    int b = Quinto_Bit(c);
    return b < 0 ? 0 : 1ULL << b;
}

static inline bool IsDummy(const QuintoState *st)
{
    return st->variant == QUINTO_DUMMY;
}

/* quinto_deal.c: shuffles and deals the next hand (handNumber + 1) with st->dealer dealing; the doubling opens. */
void QuintoDeal_NewHand(QuintoState *st);
/* quinto_deal.c: the next game of the rubber begins (scores from the start, the deal to the left). */
void QuintoDeal_NewGame(QuintoState *st);
/* quinto_play.c: a new row for the hand just dealt. */
void QuintoPlay_OpenRow(QuintoState *st);

#endif
