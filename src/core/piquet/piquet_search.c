/* piquet_search.c: the strong computer's exchange and play: each choice played out in sampled deals of the unseen cards. */
#include "piquet_ai.h"
#include "piquet_local.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/*
 * Perfect-information Monte Carlo over the seat's view: SEARCH_WORLDS deals
 * of the unseen cards (PiquetAi_Sample: kept to what the other called and
 * showed, weighed by what he denied and kept); in each, every legal card is played, the tricks are played on by
 * the rating (the same dice for every card; through the dealer's look, which
 * follows the elder's first lead) until SEARCH_SOLVE_AT remain, and those
 * are solved exactly. Every card is tried, not only the rating's
 * best few as in the generic search, and the mean decides. The worlds'
 * values are the partie's, not the deal's (Utility): the parties are won
 * by being ahead at the end, not by the margin. Figures: docs/piquet.md.
 */
enum {
    SEARCH_WORLDS = 48,
    SEARCH_SOLVE_AT = 8,  /* tricks left when the solver takes over */
    SEARCH_BUDGET = 20000 /* solver nodes a playout may spend */
};
#define SEARCH_NOISE 0.3 /* the playouts' noise on the rating */
#define WIN_WEIGHT 40.0  /* what winning the partie is worth, in points */
#define DEAL_SPREAD 30.0 /* the spread of a deal's net points, for the chance of winning later */

/*
 * The value of a running difference for the partie's winner: the points,
 * plus the chance of being ahead at the end turned into points. In the last
 * deal that chance is all or nothing; earlier, each deal to come may still
 * move the difference by about DEAL_SPREAD.
 */
static double Utility(const PiquetState *st, double diff)
{
    int deals = Piquet_PartieDeals(st->variant);
    int left = deals - (int)st->deal; /* deals after this one */
    double spread = left <= 0 ? 2.0 : DEAL_SPREAD * sqrt((double)left);
    return diff + WIN_WEIGHT * tanh(diff / spread);
}

static double Running(const PiquetState *st, int seat)
{
    int m = Piquet_Multiplier(st, st->deal);
    return (double)(st->total[seat] + m * st->dealScore[seat]) -
           (double)(st->total[1 - seat] + m * st->dealScore[1 - seat]);
}

/* The other seat's exchange in a playout, by the quick estimate, remembered for a world (it is the same for every candidate). */
typedef struct OtherExchange {
    PiquetMask discard[PIQ_STOCK + 1]; /* by the most he may take */
    bool known[PIQ_STOCK + 1];
} OtherExchange;

/* The action of the seat to act in w when it is not a card: the exchange by the quick estimate, every call, the look. */
static bool OtherAction(const PiquetState *w, int p, OtherExchange *other, GameAction *acts, GameAction *out)
{
    if (w->phase == PIQ_PHASE_EXCHANGE) {
        int most = PIQ_STOCK - w->stockPos;
        if (p == Piquet_Elder(w) && most > 5) {
            most = 5;
        }
        if (most <= 0) {
            return false;
        }
        PiquetMask d;
        if (other != NULL && other->known[most]) {
            d = other->discard[most];
        } else {
            d = PiqAi_QuickDiscard(w->hand[p], most, p == Piquet_Elder(w));
            if (other != NULL) {
                other->discard[most] = d;
                other->known[most] = true;
            }
        }
        Card cards[PIQ_STOCK];
        int c = 0;
        for (int i = 0; i < PIQ_CARDS; i++) {
            if (d & PIQ_BIT(i)) {
                cards[c++] = Piquet_CardAt(i);
            }
        }
        *out = Piquet_Exchange(cards, c);
        return true;
    }
    int n = Piquet_Legal(w, p, acts, PIQ_HAND);
    if (n <= 0) {
        return false;
    }
    int best = 0;
    for (int i = 1; i < n; i++) {
        /* Declare rather than sink; look at the stock. */
        bool better = w->phase == PIQ_PHASE_DECLARE ? acts[i].kind == PIQ_ACT_DECLARE && acts[best].kind != PIQ_ACT_DECLARE
                                                    : acts[i].choice > acts[best].choice;
        best = better ? i : best;
    }
    *out = acts[best];
    return true;
}

/*
 * Plays w on to the end of its deal (the other's exchange, the calls and the
 * look as above, the cards by the rating) until the solver can settle the
 * tricks; the partie's value for seat.
 */
static double Playout(PiquetState *w, int seat, Rng *rng, OtherExchange *other, GameAction *acts, double *ratings)
{
    unsigned deal = w->deal, game = w->game;
    for (;;) {
        if (w->phase == PIQ_PHASE_OVER || w->deal != deal || w->game != game) {
            return Utility(w, Running(w, seat));
        }
        if (w->phase == PIQ_PHASE_PLAY && PIQ_TRICKS - w->tricksDone <= SEARCH_SOLVE_AT) {
            long budget = SEARCH_BUDGET;
            int net;
            if (PiquetAi_SolveTricks(w, seat, &budget, &net, NULL)) {
                return Utility(w, Running(w, seat) + Piquet_Multiplier(w, w->deal) * net);
            }
        }
        int p = Piquet_ToAct(w);
        GameAction a;
        if (w->phase != PIQ_PHASE_PLAY) {
            if (!OtherAction(w, p, other, acts, &a)) {
                return Utility(w, Running(w, seat));
            }
        } else {
            int n = Piquet_Legal(w, p, acts, PIQ_HAND);
            if (n <= 0) {
                return Utility(w, Running(w, seat));
            }
            PiqAi_RatePlay(w, p, acts, n, ratings);
            int best = 0;
            double bestV = -1e9;
            for (int i = 0; i < n; i++) {
                double v = ratings[i] + SEARCH_NOISE * Rng_Unit(rng);
                if (v > bestV) {
                    bestV = v;
                    best = i;
                }
            }
            a = acts[best];
        }
        if (Piquet_Apply(w, p, a) != PIQ_WHY_OK) {
            return Utility(w, Running(w, seat));
        }
    }
}

bool PiqSearch_Play(const PiquetState *view, int seat, uint64_t seed, GameAction *out)
{
    if (view->phase != PIQ_PHASE_PLAY || PiqIsCentVariant(view->variant) || Piquet_ToAct(view) != seat) {
        return false;
    }
    GameAction root[PIQ_HAND], acts[PIQ_HAND];
    double ratings[PIQ_HAND];
    int n = Piquet_Legal(view, seat, root, PIQ_HAND);
    if (n <= 0) {
        return false;
    }
    if (n == 1) {
        *out = root[0];
        return true;
    }
    double sum[PIQ_HAND] = {0};
    PiquetState *world = malloc(sizeof *world);
    PiquetState *play = malloc(sizeof *play);
    if (world == NULL || play == NULL) {
        free(world);
        free(play);
        return false;
    }
    Rng rng = Rng_Make(Rng_Mix(seed ^ 0x70696d63ULL));
    int worlds = 0;
    for (int w = 0; w < SEARCH_WORLDS; w++) {
        if (!PiquetAi_Sample(view, &rng, world)) {
            continue;
        }
        uint64_t dice = Rng_Next(&rng);
        for (int c = 0; c < n; c++) {
            memcpy(play, world, sizeof *play);
            if (Piquet_Apply(play, seat, root[c]) != PIQ_WHY_OK) {
                sum[c] -= 1e6;
                continue;
            }
            Rng pr = Rng_Make(dice);
            sum[c] += Playout(play, seat, &pr, NULL, acts, ratings);
        }
        worlds++;
    }
    free(world);
    free(play);
    if (worlds == 0) {
        return false;
    }
    int best = 0;
    for (int c = 1; c < n; c++) {
        if (sum[c] > sum[best]) {
            best = c;
        }
    }
    *out = root[best];
    return true;
}

/*
 * The exchange: each candidate discard is made in EXCHANGE_WORLDS sampled
 * deals of the unseen cards (the same deals and dice for every candidate),
 * and the deal played out from there: the other's exchange by the quick
 * estimate, every item called, and the tricks as in play. So a discard is
 * valued against the hands the other may hold and by the tricks, the cards
 * and capot it plays to, not by its expected hand value alone. The first
 * candidate (the best expectation over every draw) is kept unless another
 * beats it world by world by more than EXCHANGE_Z standard errors: a
 * playout's value is noisy, and 96 deals alone would pick by chance among
 * discards worth nearly the same (they once threw an ace away).
 */
enum {
    EXCHANGE_WORLDS = 96,
    EXCHANGE_MAX_CANDIDATES = 32
};
#define EXCHANGE_Z 2.0

int PiqSearch_Exchange(const PiquetState *view, int seat, uint64_t seed, const GameAction *acts, const int *cand, int k)
{
    if (view->phase != PIQ_PHASE_EXCHANGE || PiqIsCentVariant(view->variant) || Piquet_ToAct(view) != seat || k <= 0) {
        return -1;
    }
    k = k < EXCHANGE_MAX_CANDIDATES ? k : EXCHANGE_MAX_CANDIDATES;
    if (k == 1) {
        return cand[0];
    }
    /* Each candidate's gain over the first, world by world: its sum and sum of squares. */
    double gain[EXCHANGE_MAX_CANDIDATES] = {0}, square[EXCHANGE_MAX_CANDIDATES] = {0};
    double value[EXCHANGE_MAX_CANDIDATES];
    bool legal[EXCHANGE_MAX_CANDIDATES];
    GameAction moves[PIQ_HAND];
    double ratings[PIQ_HAND];
    PiquetState *world = malloc(sizeof *world);
    PiquetState *play = malloc(sizeof *play);
    if (world == NULL || play == NULL) {
        free(world);
        free(play);
        return -1;
    }
    Rng rng = Rng_Make(Rng_Mix(seed ^ 0x78636867ULL));
    int worlds = 0;
    for (int w = 0; w < EXCHANGE_WORLDS; w++) {
        if (!PiquetAi_Sample(view, &rng, world)) {
            continue;
        }
        uint64_t dice = Rng_Next(&rng);
        OtherExchange other;
        memset(&other, 0, sizeof other);
        for (int c = 0; c < k; c++) {
            memcpy(play, world, sizeof *play);
            legal[c] = Piquet_Apply(play, seat, acts[cand[c]]) == PIQ_WHY_OK;
            Rng pr = Rng_Make(dice);
            value[c] = legal[c] ? Playout(play, seat, &pr, &other, moves, ratings) : 0;
        }
        if (!legal[0]) {
            continue;
        }
        for (int c = 1; c < k; c++) {
            double d = legal[c] ? value[c] - value[0] : -1e6;
            gain[c] += d;
            square[c] += d * d;
        }
        worlds++;
    }
    free(world);
    free(play);
    int best = 0;
    double bestGain = 0;
    for (int c = 1; c < k && worlds > 1; c++) {
        double mean = gain[c] / worlds;
        double var = (square[c] / worlds - mean * mean) * worlds / (worlds - 1);
        double se = sqrt(var > 0 ? var / worlds : 0);
        if (mean > EXCHANGE_Z * se && mean > bestGain) {
            best = c;
            bestGain = mean;
        }
    }
    return cand[best];
}
