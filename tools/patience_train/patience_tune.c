/* patience_tune.c: cross-entropy tuning of a learned Poker Patience table for greedy play. */
#include "patience_tune.h"

#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "patience/patience_fast.h"
#include "rng.h"

enum {
    /* Entries sharing (axis, stage, pattern, flush) share an offset: the finer fields stay as learned. */
    GROUP_SPAN = PEVAL_WINDOWS * PEVAL_OUTS,
    GROUPS = PEVAL_SIZE / GROUP_SPAN,
    POPULATION = 40,
    ELITE = 8
};

/* Offsets start within a quarter of a point, the size of the round-to-round swings of policy iteration. */
#define SPREAD0 25.0
/* Each generation keeps 30% of the old mean and spread, and the spread never falls below this. */
#define INERTIA 0.3
#define SPREAD_FLOOR 2.0

static void DrawDeal(Rng *rng, Card deal[PATIENCE_CARDS])
{
    uint8_t pack[52];
    for (int i = 0; i < 52; i++) {
        pack[i] = (uint8_t)i;
    }
    Rng_Shuffle(rng, pack, 52);
    for (int i = 0; i < PATIENCE_CARDS; i++) {
        deal[i] = Card_FromIndex52(pack[i]);
    }
}

static int PlayGreedy(PatienceVariant variant, const Card deal[PATIENCE_CARDS], const int16_t *values)
{
    PatienceGame game;
    Patience_NewGameWithDeal(&game, variant, 0, deal);
    PatienceFast f;
    PatienceFast_FromGame(&f, &game);
    for (int t = 0; t < PATIENCE_CARDS; t++) {
        PatienceFast_Place(&f, PatienceEval_Greedy(&f, deal[t], values), deal[t]);
    }
    return f.points;
}

static void Apply(const int16_t *base, const double *offset, int16_t *out)
{
    for (int i = 0; i < PEVAL_SIZE; i++) {
        double v = floor(base[i] + offset[i / GROUP_SPAN] + 0.5);
        out[i] = (int16_t)(v < INT16_MIN ? INT16_MIN : (v > INT16_MAX ? INT16_MAX : v));
    }
}

static double MeanScore(const PatienceTuneOptions *o, const int16_t *base, const double *offset,
                        const Card (*deals)[PATIENCE_CARDS], int16_t *scratch)
{
    Apply(base, offset, scratch);
    long total = 0;
    for (int g = 0; g < o->games; g++) {
        total += PlayGreedy(o->variant, deals[g], scratch);
    }
    return (double)total / o->games;
}

/* A standard normal draw (Box-Muller) from the search's own Rng, so a seed gives the same table everywhere. */
static double Normal(Rng *rng)
{
    double u = Rng_Unit(rng);
    double v = Rng_Unit(rng);
    return sqrt(-2.0 * log(u > 1e-300 ? u : 1e-300)) * cos(6.283185307179586 * v);
}

/* Whether member x ranks above member y: the higher score, ties to the lower index so a seed fixes the order. */
static bool Above(int x, int y, const double score[POPULATION])
{
    return score[x] != score[y] ? score[x] > score[y] : x < y;
}

/* Orders the population best first (insertion sort: 40 members, and qsort has no context argument in C17). */
static void Rank(int order[POPULATION], const double score[POPULATION])
{
    for (int i = 0; i < POPULATION; i++) {
        int j = i;
        while (j > 0 && Above(i, order[j - 1], score)) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = i;
    }
}

void PatienceTune_Run(const PatienceTuneOptions *o, int16_t values[PEVAL_SIZE], FILE *log)
{
    if (o->generations <= 0 || o->games <= 0) {
        return;
    }
    int16_t *base = malloc(sizeof(int16_t) * PEVAL_SIZE);
    int16_t *scratch = malloc(sizeof(int16_t) * PEVAL_SIZE);
    Card (*deals)[PATIENCE_CARDS] = malloc(sizeof *deals * (size_t)o->games);
    double(*member)[GROUPS] = malloc(sizeof *member * POPULATION);
    if (base == NULL || scratch == NULL || deals == NULL || member == NULL) {
        if (log != NULL) {
            fprintf(log, "family %d tuning: out of memory; the table is left as trained\n", o->family);
        }
        free(base);
        free(scratch);
        free(deals);
        free(member);
        return;
    }
    memcpy(base, values, sizeof(int16_t) * PEVAL_SIZE);
    double mean[GROUPS], spread[GROUPS], score[POPULATION];
    for (int k = 0; k < GROUPS; k++) {
        mean[k] = 0.0;
        spread[k] = SPREAD0;
    }
    Rng rng = Rng_Make(Rng_Mix(o->seed ^ UINT64_C(0x7E57AB1E)));
    for (int gen = 0; gen < o->generations; gen++) {
        /* Fresh deals each generation, the same for the whole population: members compare on equal terms. */
        for (int g = 0; g < o->games; g++) {
            DrawDeal(&rng, deals[g]);
        }
        for (int p = 0; p < POPULATION; p++) {
            for (int k = 0; k < GROUPS; k++) {
                member[p][k] = mean[k] + spread[k] * Normal(&rng);
            }
            score[p] = MeanScore(o, base, member[p], (const Card(*)[PATIENCE_CARDS])deals, scratch);
        }
        int order[POPULATION];
        Rank(order, score);
        for (int k = 0; k < GROUPS; k++) {
            double m = 0.0, v = 0.0;
            for (int e = 0; e < ELITE; e++) {
                m += member[order[e]][k];
            }
            m /= ELITE;
            for (int e = 0; e < ELITE; e++) {
                double d = member[order[e]][k] - m;
                v += d * d;
            }
            mean[k] = (1.0 - INERTIA) * m + INERTIA * mean[k];
            spread[k] = (1.0 - INERTIA) * sqrt(v / ELITE) + INERTIA * spread[k] + SPREAD_FLOOR;
        }
        if (log != NULL && (gen % 10 == 9 || gen == o->generations - 1)) {
            fprintf(log, "family %d tuning: generation %d, best member %.3f, median %.3f over %d games\n", o->family,
                    gen + 1, score[order[0]], score[order[POPULATION / 2]], o->games);
        }
    }
    Apply(base, mean, values);
    free(base);
    free(scratch);
    free(deals);
    free(member);
}
