/* piquet_infer.c: the strong computer's deals of the unseen cards, weighed by what the other seat denied and kept. */
#include "piquet_ai.h"
#include "piquet_local.h"

#include <math.h>

/*
 * The strong computer's sampled deals (PiquetAi_Sample) are weighed
 * by two things the other seat did that the calls' counts alone do not
 * pin down. Both read only the view (what the seat heard and saw) and the
 * sampled world being weighed, so they stay honest.
 *
 *  - His denials: a dealer's "Good" says his item is worse than the
 *    elder's; an elder's silence on the sequence or the sets says he holds
 *    none; a dealer's equal count answered "Good" says his pips or top card
 *    are lower. He may have sunk instead, so a world that contradicts a
 *    denial is not ruled out, only made SINK_CHANCE as likely.
 *  - What he kept: his discard should be the one a sensible player makes
 *    from the twelve he held before the exchange. Which of his cards he drew
 *    is not known, so one draw is dealt (each way of drawing is as likely
 *    before his choice is weighed), and the discard is compared with its
 *    neighbours (one card swapped, one more or one fewer) by the quick
 *    estimate of the exchange; a world in which a neighbour would have been
 *    better by g points is exp(-g / KEPT_TEMPERATURE) as likely.
 */
#define SINK_CHANCE 0.05
/* Half a point: the easy and medium players take the best discard by the quick estimate, or one of its best few. */
#define KEPT_TEMPERATURE 0.5

/* An item's holding as a call would give it: (count, value), count 0 if there is nothing to call. */
static void ItemKey(PiquetHolding h, int item, int *count, int *value)
{
    switch (item) {
    case PIQ_ITEM_POINT:
        *count = h.pointCount;
        *value = h.pointPips;
        return;
    case PIQ_ITEM_SEQUENCE:
        *count = h.seqLen >= 3 ? h.seqLen : 0;
        *value = h.seqTop;
        return;
    default:
        *count = h.setCount >= 3 ? h.setCount : 0;
        *value = h.setRank;
        return;
    }
}

/* Whether his (count, value) is lower than the call's. */
static bool Lower(int count, int value, PiquetCall c)
{
    return count < c.count || (count == c.count && value < c.value);
}

/* The weight of the other seat's denials and unsaid values in world w. */
static double DenialWeight(const PiquetState *view, const PiquetState *w, int o)
{
    int v = view->viewer;
    PiquetHolding h = Piquet_Hold(w->hand[o] | w->played[o]);
    double weight = 1.0;
    for (int item = 0; item < PIQ_ITEM_COUNT; item++) {
        PiquetCall his = view->calls[o][item];
        PiquetCall mine = view->calls[v][item];
        int count, value;
        ItemKey(h, item, &count, &value);
        bool contradicts = false;
        if (his.made == PIQ_CALL_ANSWERED && mine.made == PIQ_CALL_DECLARED) {
            contradicts = !Lower(count, value, mine); /* "Good": his is worse than mine */
        } else if (his.made == PIQ_CALL_DECLARED && his.value == 0 && mine.made == PIQ_CALL_DECLARED &&
                   his.count == mine.count && view->outcome[item] != PIQ_OUT_PENDING) {
            /* "How many?" then "Good": equal count, lower value. */
            bool iWon = (v == Piquet_Elder(view) && view->outcome[item] == PIQ_OUT_ELDER) ||
                        (v == view->dealer && view->outcome[item] == PIQ_OUT_DEALER);
            contradicts = iWon && !Lower(count, value, mine);
        } else if (his.made == PIQ_CALL_SUNK && item != PIQ_ITEM_POINT) {
            contradicts = count > 0; /* silence: nothing to call, unless he sank it */
        }
        weight *= contradicts ? SINK_CHANCE : 1.0;
    }
    return weight;
}

/* The weight of the other seat's discard in world w: how near the best of its neighbours it is. */
static double KeptWeight(const PiquetState *view, const PiquetState *w, int o, Rng *rng)
{
    bool elder = o == Piquet_Elder(view);
    int took = elder ? view->elderTook : view->dealerTook;
    if (view->exchanged < (elder ? 1 : 2) || took <= 0 || view->carte[o] || view->carteShown[o]) {
        return 1.0;
    }
    int first = elder ? 0 : view->elderTook;
    int most = elder ? 5 : PIQ_STOCK - view->elderTook;
    PiquetMask now = w->hand[o] | w->played[o];
    PiquetMask discard = w->discard[o];
    if (PiqPop(discard) != took || PiqPop(now) != PIQ_HAND) {
        return 1.0;
    }
    /* His draw: the stock cards the viewer saw him take, the rest dealt from his twelve. */
    PiquetMask drawn = 0;
    for (int p = first; p < first + took && p < PIQ_STOCK; p++) {
        if (view->stock[p] != PIQ_NO_CARD) {
            drawn |= PIQ_BIT(view->stock[p]);
        }
    }
    drawn &= now;
    uint8_t rest[PIQ_HAND];
    int n = 0;
    for (int i = 0; i < PIQ_CARDS; i++) {
        if ((now & ~drawn) & PIQ_BIT(i)) {
            rest[n++] = (uint8_t)i;
        }
    }
    Rng_Shuffle(rng, rest, n);
    for (int k = 0; k < n && PiqPop(drawn) < took; k++) {
        drawn |= PIQ_BIT(rest[k]);
    }
    PiquetMask held = (now & ~drawn) | discard; /* his twelve before the exchange */
    double chosen = PiqAi_QuickValue(held & ~discard, took, elder);
    double best = chosen;
    for (int x = 0; x < PIQ_CARDS; x++) {
        if ((held & PIQ_BIT(x)) == 0) {
            continue;
        }
        bool out = (discard & PIQ_BIT(x)) != 0;
        /* One fewer (x kept) or one more (x thrown too). */
        if (out ? took > 1 : took < most) {
            PiquetMask d = discard ^ PIQ_BIT(x);
            double v = PiqAi_QuickValue(held & ~d, PiqPop(d), elder);
            best = v > best ? v : best;
        }
        if (!out) {
            continue;
        }
        /* x kept in place of a kept card y. */
        for (int y = 0; y < PIQ_CARDS; y++) {
            if ((held & ~discard & PIQ_BIT(y)) == 0) {
                continue;
            }
            PiquetMask d = (discard & ~PIQ_BIT(x)) | PIQ_BIT(y);
            double v = PiqAi_QuickValue(held & ~d, took, elder);
            best = v > best ? v : best;
        }
    }
    return exp(-(best - chosen) / KEPT_TEMPERATURE);
}

static double Weight(const PiquetState *view, const PiquetState *w, Rng *rng)
{
    int o = 1 - view->viewer;
    return DenialWeight(view, w, o) * KeptWeight(view, w, o, rng);
}

bool PiquetAi_Sample(const PiquetState *view, Rng *rng, PiquetState *out)
{
    return PiqView_Sample(view, rng, out, Weight);
}
