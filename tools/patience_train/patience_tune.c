/* patience_tune.c: cross-entropy tuning of a learned Poker Patience table for greedy play. */
#include "patience_tune.h"

#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "patience/patience_fast.h"
#include "rng.h"

enum {
    MAX_GROUPS = 2 * PEVAL_STAGES * PFAST_PAT_OPEN * PEVAL_OUTS, /* the largest grouping below (outs) */
    POPULATION = 40,
    ELITE = 8
};

const char *const kPatienceTuneGroupingNames[PATIENCE_TUNE_GROUPINGS] = {"stage", "windows", "outs"};

/* A table index's fields, in the order PatienceEval_LineIndex packs them. */
typedef struct Fields {
    int axis, stage, pat, flush, windows, outs;
} Fields;

static Fields Unpack(int index)
{
    Fields f;
    f.outs = index % PEVAL_OUTS;
    index /= PEVAL_OUTS;
    f.windows = index % PEVAL_WINDOWS;
    index /= PEVAL_WINDOWS;
    f.flush = index % PEVAL_FLUSH;
    index /= PEVAL_FLUSH;
    f.pat = index % PFAST_PAT_OPEN;
    index /= PFAST_PAT_OPEN;
    f.stage = index % PEVAL_STAGES;
    f.axis = index / PEVAL_STAGES;
    return f;
}

/*
 * Which offset an entry takes under a grouping; entries of one group move
 * together, the fields a grouping leaves out stay as they are:
 *   stage:   (axis, stage, pattern, flush live), 480 groups;
 *   windows: (axis, pattern, flush live, straight windows live), 288;
 *   outs:    (axis, stage, pattern, unseen pairing cards), 960.
 */
static int GroupOf(PatienceTuneGrouping grouping, int index)
{
    Fields f = Unpack(index);
    switch (grouping) {
    case PATIENCE_TUNE_WINDOWS:
        return ((f.axis * PFAST_PAT_OPEN + f.pat) * PEVAL_FLUSH + f.flush) * PEVAL_WINDOWS + f.windows;
    case PATIENCE_TUNE_OUTS:
        return ((f.axis * PEVAL_STAGES + f.stage) * PFAST_PAT_OPEN + f.pat) * PEVAL_OUTS + f.outs;
    default:
        return ((f.axis * PEVAL_STAGES + f.stage) * PFAST_PAT_OPEN + f.pat) * PEVAL_FLUSH + f.flush;
    }
}

static int GroupCount(PatienceTuneGrouping grouping)
{
    switch (grouping) {
    case PATIENCE_TUNE_WINDOWS:
        return 2 * PFAST_PAT_OPEN * PEVAL_FLUSH * PEVAL_WINDOWS;
    case PATIENCE_TUNE_OUTS:
        return 2 * PEVAL_STAGES * PFAST_PAT_OPEN * PEVAL_OUTS;
    default:
        return 2 * PEVAL_STAGES * PFAST_PAT_OPEN * PEVAL_FLUSH;
    }
}

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

static void Apply(const int16_t *base, const int *group, const double *offset, int16_t *out)
{
    for (int i = 0; i < PEVAL_SIZE; i++) {
        double v = floor(base[i] + offset[group[i]] + 0.5);
        out[i] = (int16_t)(v < INT16_MIN ? INT16_MIN : (v > INT16_MAX ? INT16_MAX : v));
    }
}

static double MeanScore(const PatienceTuneOptions *o, const int16_t *base, const int *group, const double *offset,
                        const Card (*deals)[PATIENCE_CARDS], int16_t *scratch)
{
    Apply(base, group, offset, scratch);
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
    double(*member)[MAX_GROUPS] = malloc(sizeof *member * POPULATION);
    int *group = malloc(sizeof(int) * PEVAL_SIZE);
    if (base == NULL || scratch == NULL || deals == NULL || member == NULL || group == NULL) {
        if (log != NULL) {
            fprintf(log, "family %d tuning: out of memory; the table is left as trained\n", o->family);
        }
        free(base);
        free(scratch);
        free(deals);
        free(member);
        free(group);
        return;
    }
    memcpy(base, values, sizeof(int16_t) * PEVAL_SIZE);
    const int groups = GroupCount(o->grouping);
    for (int i = 0; i < PEVAL_SIZE; i++) {
        group[i] = GroupOf(o->grouping, i);
    }
    double mean[MAX_GROUPS], spread[MAX_GROUPS], score[POPULATION];
    for (int k = 0; k < groups; k++) {
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
            for (int k = 0; k < groups; k++) {
                member[p][k] = mean[k] + spread[k] * Normal(&rng);
            }
            score[p] = MeanScore(o, base, group, member[p], (const Card(*)[PATIENCE_CARDS])deals, scratch);
        }
        int order[POPULATION];
        Rank(order, score);
        for (int k = 0; k < groups; k++) {
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
            fprintf(log, "family %d tuning by %s: generation %d, best member %.3f, median %.3f over %d games\n",
                    o->family, kPatienceTuneGroupingNames[o->grouping], gen + 1, score[order[0]],
                    score[order[POPULATION / 2]], o->games);
        }
    }
    Apply(base, group, mean, values);
    free(group);
    free(base);
    free(scratch);
    free(deals);
    free(member);
}
