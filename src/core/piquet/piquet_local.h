/* piquet_local.h: what the Piquet files share inside the module (not for other modules). */
#ifndef PARLOUR_CORE_PIQUET_LOCAL_H
#define PARLOUR_CORE_PIQUET_LOCAL_H

#include "piquet.h"

#define PIQ_IDX(suit, order) ((suit)*8 + (order))
#define PIQ_SUIT(i) ((i) >> 3)
#define PIQ_ORDER(i) ((i)&7)
#define PIQ_NO_CARD 0xFF
#define PIQ_BIT(i) ((PiquetMask)1u << (i))

static inline int PiqPop(PiquetMask m)
{
    int n = 0;
    for (; m != 0; m &= m - 1) {
        n++;
    }
    return n;
}

/* The lowest card of a mask (its index), or -1. */
static inline int PiqLowest(PiquetMask m)
{
    if (m == 0) {
        return -1;
    }
    int i = 0;
    while (((m >> i) & 1u) == 0) {
        i++;
    }
    return i;
}

static inline PiquetMask PiqSuitMask(int suit)
{
    return (PiquetMask)0xFFu << (suit * 8);
}

static inline bool PiqIsCentVariant(int variant)
{
    return variant == PIQUET_CENT || variant == PIQUET_CENT_FIVE;
}

/* piquet_deal.c */
/* Deals deal number st->deal (st->dealer deals) from the seed and starts its exchange. */
void PiqDeal_Start(PiquetState *st);
/* Starts a deal from given cards (indices): the elder's 12, the dealer's 12, the stock's 8 top first. */
void PiqDeal_StartWith(PiquetState *st, const uint8_t *elder, const uint8_t *dealer, const uint8_t *stock);
PiquetWhy PiqDeal_CheckExchange(const PiquetState *st, int seat, GameAction a);
void PiqDeal_ApplyExchange(PiquetState *st, int seat, GameAction a);
/* Ends the deal: the record, the partie's totals, and the next deal or the end. */
void PiqDeal_Finish(PiquetState *st);

/* piquet_score.c */
/*
 * Adds points of one kind to a seat, then what they set off: repique (hand
 * scores reaching 30 while the other has nothing), pique (the elder's hand
 * and play reaching 30 while the dealer has nothing) and, au cent, the end
 * of the game at 100. False if the game has ended (the caller stops).
 */
bool PiqScore_Add(PiquetState *st, int seat, PiquetScoreKind kind, int points);
/* The running total of the game for seat (the partie's total plus this deal times its multiplier). */
int PiqScore_Running(const PiquetState *st, int seat);
/* Au cent: the game ends; starts the next one in a best of five, or ends the partie. */
void PiqScore_EndCentGame(PiquetState *st, int winner);

/* piquet_declare.c */
PiquetWhy PiqDeclare_Check(const PiquetState *st, int seat, GameAction a);
void PiqDeclare_Apply(PiquetState *st, int seat, GameAction a);

/* piquet_play.c */
PiquetWhy PiqPlay_Check(const PiquetState *st, int seat, GameAction a);
void PiqPlay_Apply(PiquetState *st, int seat, GameAction a);
void PiqPlay_ApplyLook(PiquetState *st, bool look);
/* Whether the card played second wins the trick (no trumps: the higher of the suit led). */
static inline bool PiqPlay_SecondWins(int lead, int second)
{
    return PIQ_SUIT(lead) == PIQ_SUIT(second) && PIQ_ORDER(second) > PIQ_ORDER(lead);
}

/* piquet_view.c */
/* How likely a world w (agreeing with the calls) is given the view, in (0, 1]; may draw from rng. */
typedef double (*PiqWorldWeight)(const PiquetState *view, const PiquetState *w, Rng *rng);
/*
 * Piquet_Sample's deal of the unseen cards; with a weight, each deal that
 * agrees with the calls is kept with the chance the weight gives it, and
 * if none is kept within the tries, the likeliest one seen is dealt.
 */
bool PiqView_Sample(const PiquetState *view, Rng *rng, PiquetState *out, PiqWorldWeight weight);

/* piquet_ai.c: the play's ratings (lead winners and long suits, win cheaply, discard from weak suits). */
void PiqAi_RatePlay(const PiquetState *st, int seat, const GameAction *acts, int n, double *out);

/*
 * The best discard of 1..most cards of hand by the quick estimate (the kept
 * cards' value plus a fixed worth a card drawn): the easy and medium
 * players' exchange, and the other seat's in the strong one's playouts.
 */
PiquetMask PiqAi_QuickDiscard(PiquetMask hand, int most, bool elder);
/* The quick estimate of a discard of `count` cards that keeps `kept`, before the draw is seen. */
double PiqAi_QuickValue(PiquetMask kept, int count, bool elder);

/* piquet_search.c: the strong computer's card in play (false: leave it to the generic search). */
bool PiqSearch_Play(const PiquetState *view, int seat, uint64_t seed, GameAction *out);
/*
 * The strong computer's exchange: of the candidate discards acts[cand[0..k-1]]
 * (best first by the caller's measure), the first unless another's deal,
 * played out over sampled deals of the unseen cards (the other's exchange,
 * the calls, the look and the tricks), does clearly better for the partie.
 * The index into acts, or -1 (leave it to the caller).
 */
int PiqSearch_Exchange(const PiquetState *view, int seat, uint64_t seed, const GameAction *acts, const int *cand,
                       int k);

#endif
