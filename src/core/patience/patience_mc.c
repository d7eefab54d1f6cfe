/* patience_mc.c: flat Monte Carlo with common random numbers and successive halving over candidate cells. */
#include "patience_mc.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "patience_eval.h"

static double NowMs(void)
{
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

/*
 * A rollout's look ahead: among the three best cells by the greedy value,
 * those within a point of the best. On their own (English table, Hoyle
 * layout, 10,000 deals) greedy scores 52.72 and this 53.62, at 32 times the
 * cost; one ply of expectimax over every cell scores no more.
 */
enum {
    LOOK_CELLS = 3,
    LOOK_MARGIN = 100
};

/*
 * Plays the future out from f after laying card at cell, in hundredths of a
 * point; a serpent's dead end keeps what it has. With a horizon the
 * rollout stops that many cards early and the learned values finish the
 * estimate: they are the greedy policy's own expectations, so the bias is
 * small, and the noise of the last cards is gone.
 */
static int Rollout(const PatienceFast *f, int cell, Card card, const Card *future, int remaining,
                   const PatienceMcPlan *plan)
{
    PatienceFast s = *f;
    PatienceFast_Place(&s, cell, card);
    int horizon = plan->horizon;
    int stop = horizon > 0 && horizon < remaining ? horizon : remaining;
    for (int j = 0; j < stop; j++) {
        int next = j < plan->lookahead ? PatienceEval_Lookahead(&s, future[j], LOOK_CELLS, LOOK_MARGIN, NULL)
                                       : PatienceEval_Greedy(&s, future[j], NULL);
        if (next < 0) {
            return 100 * s.points;
        }
        PatienceFast_Place(&s, next, future[j]);
    }
    if (stop < remaining) {
        PatienceEvalCtx ctx;
        PatienceEval_Context(&ctx, &s, CARD_NONE, NULL);
        return PatienceEval_Position(&ctx, &s);
    }
    return 100 * s.points;
}

static int CompareMeans(const void *a, const void *b)
{
    const PatienceMcCand *x = *(const PatienceMcCand *const *)a;
    const PatienceMcCand *y = *(const PatienceMcCand *const *)b;
    double mx = PatienceMc_Mean(x), my = PatienceMc_Mean(y);
    if (mx != my) {
        return mx > my ? -1 : 1;
    }
    return (int)x->cell - (int)y->cell; /* a total order: qsort is not stable */
}

static void Record(PatienceMcCand *c, int hundredths, int refHundredths)
{
    double value = hundredths / 100.0;
    c->n++;
    c->sum += value;
    c->sum2 += value * value;
    double d = (hundredths - refHundredths) / 100.0;
    c->dsum += d;
    c->dsum2 += d * d;
}

long PatienceMc_Search(const PatienceFast *f, Card card, PatienceMcCand *cands, int count, int ref,
                       const PatienceMcPlan *plan, Rng *rng)
{
    long work = plan->work;
    int horizon = plan->horizon;
    double timeLimitMs = plan->timeLimitMs;
    for (int i = 0; i < count; i++) {
        cands[i].alive = true;
        cands[i].n = 0;
        cands[i].sum = cands[i].sum2 = cands[i].dsum = cands[i].dsum2 = 0;
    }
    if (count == 0) {
        return 0;
    }
    /* The unknown cards: the pack less the laid cards and the current one. */
    Card pool[52];
    int poolSize = 0;
    int cardIndex = Card_Index52(card);
    for (uint64_t m = f->unseen; m != 0; m &= m - 1) {
        int index = __builtin_ctzll(m);
        if (index != cardIndex) {
            pool[poolSize++] = Card_FromIndex52(index);
        }
    }
    int remaining = PATIENCE_CARDS - f->placed - 1;
    double start = timeLimitMs > 0 ? NowMs() : 0;
    int rounds = 1;
    while ((1 << rounds) < count) {
        rounds++;
    }
    int alive = count;
    long futures = 0;
    bool outOfTime = false;
    PatienceMcCand *order[PATIENCE_CELLS];
    for (int round = 0; round < rounds && !outOfTime; round++) {
        int depth = horizon > 0 && horizon < remaining ? horizon : remaining;
        long samples = work / rounds / ((long)alive * (depth + 1));
        if (samples < 2) {
            samples = 2;
        }
        if (remaining == 0) {
            samples = 1; /* the last card: the score is known */
        }
        for (long s = 0; s < samples; s++) {
            for (int j = 0; j < remaining; j++) {
                int k = j + (int)Rng_Below(rng, (uint64_t)(poolSize - j));
                Card t = pool[j];
                pool[j] = pool[k];
                pool[k] = t;
            }
            int refValue = ref >= 0 ? Rollout(f, cands[ref].cell, card, pool, remaining, plan) : 0;
            for (int i = 0; i < count; i++) {
                if (!cands[i].alive) {
                    continue;
                }
                int v = i == ref ? refValue : Rollout(f, cands[i].cell, card, pool, remaining, plan);
                Record(&cands[i], v, ref >= 0 ? refValue : v);
            }
            futures++;
            if (timeLimitMs > 0 && (futures & 7) == 0 && NowMs() - start > timeLimitMs) {
                outOfTime = true;
                break;
            }
        }
        if (round == rounds - 1 || outOfTime) {
            break;
        }
        int k = 0;
        for (int i = 0; i < count; i++) {
            if (cands[i].alive) {
                order[k++] = &cands[i];
            }
        }
        qsort(order, (size_t)k, sizeof order[0], CompareMeans);
        int keep = (k + 1) / 2;
        for (int i = keep; i < k; i++) {
            if (ref < 0 || order[i] != &cands[ref]) {
                order[i]->alive = false;
            }
        }
        alive = 0;
        for (int i = 0; i < count; i++) {
            alive += cands[i].alive;
        }
    }
    return futures;
}

double PatienceMc_Mean(const PatienceMcCand *c)
{
    return c->n > 0 ? c->sum / (double)c->n : 0.0;
}

static double StdErr(double sum, double sum2, long n)
{
    if (n < 2) {
        return 0.0;
    }
    double mean = sum / (double)n;
    double var = (sum2 - (double)n * mean * mean) / (double)(n - 1);
    return var > 0 ? sqrt(var / (double)n) : 0.0;
}

double PatienceMc_StdErr(const PatienceMcCand *c)
{
    return StdErr(c->sum, c->sum2, c->n);
}

double PatienceMc_DiffMean(const PatienceMcCand *c)
{
    return c->n > 0 ? c->dsum / (double)c->n : 0.0;
}

double PatienceMc_DiffStdErr(const PatienceMcCand *c)
{
    return StdErr(c->dsum, c->dsum2, c->n);
}
