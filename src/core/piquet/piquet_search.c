/* piquet_search.c: the strong computer's play: every card tried in sampled deals of the unseen cards, tricks solved. */
#include "piquet_ai.h"
#include "piquet_local.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/*
 * Perfect-information Monte Carlo over the seat's view: SEARCH_WORLDS deals
 * of the unseen cards (Piquet_Sample, kept to what the other called and
 * showed); in each, every legal card is played, the tricks are played on by
 * the rating (the same dice for every card) until SEARCH_SOLVE_AT remain,
 * and those are solved exactly. Every card is tried, not only the rating's
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

/* Plays w on by the rating until the solver can settle it; the partie's value for seat. */
static double Playout(PiquetState *w, int seat, Rng *rng, GameAction *acts, double *ratings)
{
    for (;;) {
        if (w->phase != PIQ_PHASE_PLAY) {
            return Utility(w, Running(w, seat));
        }
        if (PIQ_TRICKS - w->tricksDone <= SEARCH_SOLVE_AT) {
            long budget = SEARCH_BUDGET;
            int net;
            if (PiquetAi_SolveTricks(w, seat, &budget, &net, NULL)) {
                return Utility(w, Running(w, seat) + Piquet_Multiplier(w, w->deal) * net);
            }
        }
        int p = Piquet_ToAct(w);
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
        if (Piquet_Apply(w, p, acts[best]) != PIQ_WHY_OK) {
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
        if (!Piquet_Sample(view, &rng, world)) {
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
            sum[c] += Playout(play, seat, &pr, acts, ratings);
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
