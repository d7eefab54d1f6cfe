/* piquet_odds.c: a discard's chances worked out exactly over every draw of the cards its player has not seen. */
#include "piquet_ai.h"
#include "piquet_local.h"

#include <string.h>

/* The cards seat has not seen anywhere: the draw comes from these. */
static PiquetMask Unseen(const PiquetState *view, int seat)
{
    int o = 1 - seat;
    PiquetMask known = view->hand[seat] | view->discard[seat] | view->played[0] | view->played[1] | view->hand[o];
    if (view->carteShown[o]) {
        known |= view->dealt[o]; /* a carte blanche shown lies in its holder's hand or discard, not the stock */
    }
    return ~known;
}

bool PiquetOdds_Weigh(const PiquetState *st, int seat, PiquetMask discard, int pointGoal, PiquetOdds *out)
{
    memset(out, 0, sizeof *out);
    if (seat < 0 || seat > 1 || (discard & ~st->hand[seat]) != 0) {
        return false;
    }
    PiquetState view;
    const PiquetState *v = st;
    if (st->viewer != seat) {
        Piquet_View(st, seat, &view);
        v = &view;
    }
    PiquetMask unseen = Unseen(v, seat);
    int pool[PIQ_CARDS];
    int n = 0;
    for (int i = 0; i < PIQ_CARDS; i++) {
        if (unseen & PIQ_BIT(i)) {
            pool[n++] = i;
        }
    }
    int k = PiqPop(discard);
    if (k > n || k > PIQ_STOCK) {
        return false;
    }
    bool elder = seat == Piquet_Elder(v);
    PiquetMask kept = v->hand[seat] & ~discard;
    out->unseen = n;
    out->pointGoal = pointGoal;
    /* Every k-subset of the pool, in lexicographic order of positions. */
    int idx[PIQ_STOCK];
    for (int i = 0; i < k; i++) {
        idx[i] = i;
    }
    long draws = 0;
    long quint = 0, quatorze = 0, point = 0;
    double value = 0;
    for (;;) {
        PiquetMask hand = kept;
        for (int i = 0; i < k; i++) {
            hand |= PIQ_BIT(pool[idx[i]]);
        }
        PiquetHolding h = Piquet_Hold(hand);
        quint += h.seqLen >= 5;
        quatorze += h.setCount == 4;
        point += h.pointCount >= pointGoal;
        value += PiquetAi_HandValue(hand, elder);
        draws++;
        int i = k - 1;
        while (i >= 0 && idx[i] == n - k + i) {
            i--;
        }
        if (i < 0) {
            break;
        }
        idx[i]++;
        for (int j = i + 1; j < k; j++) {
            idx[j] = idx[j - 1] + 1;
        }
    }
    out->draws = draws;
    out->quint = (double)quint / (double)draws;
    out->quatorze = (double)quatorze / (double)draws;
    out->point = (double)point / (double)draws;
    out->value = value / (double)draws;
    return true;
}

static double Choose(int n, int k)
{
    if (k < 0 || k > n) {
        return 0;
    }
    double c = 1;
    for (int i = 1; i <= k; i++) {
        c = c * (n - k + i) / i;
    }
    return c;
}

double PiquetOdds_Draw(const PiquetState *st, int seat, int take, PiquetMask wanted, int atLeast)
{
    if (seat < 0 || seat > 1) {
        return 0;
    }
    PiquetState view;
    const PiquetState *v = st;
    if (st->viewer != seat) {
        Piquet_View(st, seat, &view);
        v = &view;
    }
    PiquetMask unseen = Unseen(v, seat);
    int n = PiqPop(unseen);
    int k = PiqPop(unseen & wanted);
    double total = Choose(n, take), hit = 0;
    for (int x = atLeast; x <= take && x <= k; x++) {
        hit += Choose(k, x) * Choose(n - k, take - x);
    }
    return total > 0 ? hit / total : 0;
}
