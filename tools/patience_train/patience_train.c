/* patience_train.c: learns the Poker Patience line values by self-play and writes patience_eval_data.c. */
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "patience/patience_eval.h"
#include "patience/patience_fast.h"
#include "patience_tune.h"
#include "rng.h"

/*
 * Monte Carlo policy iteration. Each round plays games with the current
 * table (epsilon-greedy: a share of the placements at random so that rare
 * line states are seen), records the abstract state of every line after
 * every placement, and sets each state's value to the mean final points of
 * the lines that passed through it. A state seen too rarely borrows the
 * mean of a coarser state (forgetting the outs, then the straight windows,
 * then the flush). Everything is drawn from one Rng per family seeded from
 * --seed, so the same arguments always write the same file.
 *
 * Policy iteration does not settle: from one round to the next the greedy
 * policy's mean swings by a point or more. So after every round the new
 * table plays --eval-games greedy games on one fixed set of deals (the same
 * for every round, so rounds compare on equal terms) and the best round's
 * table is the one written, not merely the last.
 *
 * Then, with --tune-generations, the kept table is tuned for greedy play
 * (patience_tune.h) and the tuned one is written if it plays better on the
 * same evaluation deals, which the tuning never saw.
 */
#define DECAY 0.5

enum {
    MIN_COUNT = 40,
    STEPS = PATIENCE_CARDS - 1 /* states after placements 1..24; the 25th completes every line */
};

typedef struct Stats {
    double sum[PEVAL_SIZE];
    double count[PEVAL_SIZE];
} Stats;

typedef struct Job {
    int family;
    uint64_t seed;
    long games;
    int rounds;
    long evalGames;
    int tuneGenerations;
    int tuneGames;
    int tunePasses;
    PatienceTuneGrouping tuneGroups[PATIENCE_TUNE_MAX_PASSES];
    bool fromShipped; /* skip policy iteration: tune the table this build ships */
    int16_t values[PEVAL_SIZE];
    int16_t trial[PEVAL_SIZE]; /* the table being trained; values keeps the best round's */
    double mean;               /* greedy mean of the kept table on the evaluation deals */
    int bestRound;
    double untunedMean; /* the best round's mean before tuning (tuned: whether tuning was kept) */
    bool tuned;
} Job;

static PatienceVariant FamilyVariant(int family)
{
    PatienceVariant v;
    v.layout = (family & 1) ? PATIENCE_LAYOUT_HOYLE : PATIENCE_LAYOUT_FREE;
    v.table = (family & 2) ? PATIENCE_TABLE_AMERICAN : PATIENCE_TABLE_ENGLISH;
    return v;
}

/* Plays one game; adds its line states to stats (NULL: just play); returns the score. */
static int PlayGame(Rng *rng, PatienceVariant variant, const int16_t *values, double epsilon, Stats *stats)
{
    uint8_t pack[52];
    for (int i = 0; i < 52; i++) {
        pack[i] = (uint8_t)i;
    }
    Rng_Shuffle(rng, pack, 52);
    PatienceGame game;
    Card deal[PATIENCE_CARDS];
    for (int i = 0; i < PATIENCE_CARDS; i++) {
        deal[i] = Card_FromIndex52(pack[i]);
    }
    Patience_NewGameWithDeal(&game, variant, 0, deal);
    PatienceFast f;
    PatienceFast_FromGame(&f, &game);
    static _Thread_local int16_t index[STEPS][PFAST_LINES];
    for (int t = 0; t < PATIENCE_CARDS; t++) {
        Card card = deal[t];
        uint8_t cells[PATIENCE_CELLS];
        int count = PatienceFast_Legal(&f, cells);
        int cell;
        if (Rng_Unit(rng) < epsilon) {
            cell = cells[Rng_Below(rng, (uint64_t)count)];
        } else {
            cell = PatienceEval_Greedy(&f, card, values);
        }
        PatienceFast_Place(&f, cell, card);
        if (stats == NULL) {
            continue;
        }
        if (t == STEPS) {
            break;
        }
        PatienceEvalCtx ctx;
        PatienceEval_Context(&ctx, &f, CARD_NONE, values);
        for (int line = 0; line < PFAST_LINES; line++) {
            int n = f.n[line];
            index[t][line] = (int16_t)(n >= PATIENCE_SIDE ? -1
                                                          : PatienceEval_LineIndex(&ctx, line >= PATIENCE_BOARD, n,
                                                                                   f.pat[line], f.suits[line],
                                                                                   f.ranks[line]));
        }
    }
    for (int line = 0; stats != NULL && line < PFAST_LINES; line++) {
        if (f.n[line] != PATIENCE_SIDE) {
            continue;
        }
        int points = PatienceFast_LinePoints(f.table, f.pat[line], f.suits[line], f.ranks[line]);
        for (int t = 0; t < STEPS; t++) {
            int i = index[t][line];
            if (i >= 0) {
                stats->sum[i] += points;
                stats->count[i] += 1;
            }
        }
    }
    return f.points;
}

/* Sums stats over the finest `drop` fields of the index (outs, windows, flush). */
static void Coarse(const Stats *stats, int span, double *sum, double *count)
{
    for (int i = 0; i < PEVAL_SIZE; i += span) {
        double s = 0, c = 0;
        for (int k = 0; k < span; k++) {
            s += stats->sum[i + k];
            c += stats->count[i + k];
        }
        sum[i / span] = s;
        count[i / span] = c;
    }
}

static void UpdateValues(const Stats *stats, int16_t *values)
{
    static const int spans[4] = {1, PEVAL_OUTS, PEVAL_OUTS * PEVAL_WINDOWS, PEVAL_OUTS * PEVAL_WINDOWS * PEVAL_FLUSH};
    double *sum[4], *count[4];
    for (int level = 0; level < 4; level++) {
        sum[level] = calloc(PEVAL_SIZE, sizeof(double));
        count[level] = calloc(PEVAL_SIZE, sizeof(double));
        Coarse(stats, spans[level], sum[level], count[level]);
    }
    for (int i = 0; i < PEVAL_SIZE; i++) {
        for (int level = 0; level < 4; level++) {
            int j = i / spans[level];
            if (count[level][j] >= MIN_COUNT || (level == 3 && count[level][j] > 0)) {
                double v = 100.0 * sum[level][j] / count[level][j];
                values[i] = (int16_t)(v + 0.5);
                break;
            }
        }
    }
    for (int level = 0; level < 4; level++) {
        free(sum[level]);
        free(count[level]);
    }
}

/* The greedy mean of a table on the family's fixed evaluation deals. */
static double Evaluate(const Job *job, PatienceVariant variant, const int16_t *values)
{
    Rng rng = Rng_Make(Rng_Mix(job->seed ^ UINT64_C(0xE7A1)) + (uint64_t)job->family);
    double total = 0;
    for (long g = 0; g < job->evalGames; g++) {
        total += PlayGame(&rng, variant, values, 0.0, NULL);
    }
    return total / (double)job->evalGames;
}

static void *Train(void *arg)
{
    Job *job = arg;
    PatienceVariant variant = FamilyVariant(job->family);
    Rng rng = Rng_Make(Rng_Mix(job->seed + (uint64_t)job->family));
    Stats *stats = calloc(1, sizeof *stats);
    memset(job->trial, 0, sizeof job->trial);
    job->mean = -1;
    if (job->fromShipped) {
        /* The table this build ships: tuning it again need not wait for policy iteration. */
        memcpy(job->values, kPatienceEvalTables[job->family], sizeof job->values);
        job->mean = Evaluate(job, variant, job->values);
        job->bestRound = -1;
        fprintf(stderr, "family %d: the shipped table scores %.3f on the evaluation deals\n", job->family, job->mean);
    }
    for (int round = 0; round <= job->rounds && !job->fromShipped; round++) {
        /* Round 0 plays at random to seed the table; later rounds explore less and less. */
        double epsilon = round == 0 ? 1.0 : (round == job->rounds ? 0.0 : 0.10 / round);
        long games = round == 0 ? job->games / 4 : job->games;
        /* Older rounds fade rather than vanish: values from one policy alone make the next one oscillate. */
        for (int i = 0; i < PEVAL_SIZE; i++) {
            stats->sum[i] *= round == 1 ? 0.0 : DECAY;
            stats->count[i] *= round == 1 ? 0.0 : DECAY;
        }
        double total = 0;
        for (long g = 0; g < games; g++) {
            total += PlayGame(&rng, variant, job->trial, epsilon, stats);
        }
        UpdateValues(stats, job->trial);
        double eval = Evaluate(job, variant, job->trial);
        bool best = eval > job->mean;
        if (best) {
            job->mean = eval;
            job->bestRound = round;
            memcpy(job->values, job->trial, sizeof job->values);
        }
        fprintf(stderr,
                "family %d round %d epsilon %.3f: mean %.2f over %ld games; new table %.3f on the evaluation deals%s\n",
                job->family, round, epsilon, total / (double)games, games, eval, best ? " (best so far)" : "");
    }
    free(stats);
    job->untunedMean = job->mean;
    job->tuned = false;
    if (job->tuneGenerations > 0) {
        memcpy(job->trial, job->values, sizeof job->trial);
        for (int pass = 0; pass < job->tunePasses; pass++) {
            /* The first pass's seed is the one a single pass always used, so older tables still regenerate. */
            uint64_t passSeed = Rng_Mix(job->seed + (uint64_t)job->family) + (uint64_t)pass * UINT64_C(0x9E3779B97F4A7C15);
            PatienceTuneOptions tune = {variant, passSeed, job->tuneGenerations, job->tuneGames, job->family,
                                        job->tuneGroups[pass]};
            PatienceTune_Run(&tune, job->trial, stderr);
        }
        double eval = Evaluate(job, variant, job->trial);
        job->tuned = eval > job->mean;
        fprintf(stderr, "family %d tuned: %.3f on the evaluation deals against %.3f untuned (%s)\n", job->family, eval,
                job->mean, job->tuned ? "kept" : "not kept");
        if (job->tuned) {
            job->mean = eval;
            memcpy(job->values, job->trial, sizeof job->values);
        }
    }
    return NULL;
}

static void Write(FILE *out, Job jobs[PEVAL_FAMILIES], uint64_t seed, long games, int rounds, long evalGames,
                  int tuneGenerations, int tuneGames, const char *tuneGroups, bool fromShipped, int only)
{
    char family[32] = "";
    if (only >= 0) {
        snprintf(family, sizeof family, " --family %d", only);
    }
    fprintf(out, "/* patience_eval_data.c: learned Poker Patience line values; written by tools/patience_train. */\n");
    fprintf(out,
            "/* Regenerate: patience_train --seed %llu --games %ld --rounds %d --eval-games %ld"
            " --tune-generations %d --tune-games %d --tune-groups %s%s%s --out THIS_FILE (do not edit)%s */\n",
            (unsigned long long)seed, games, rounds, evalGames, tuneGenerations, tuneGames, tuneGroups,
            fromShipped ? " --start shipped" : "", family,
            fromShipped ? "; --start shipped tunes the table this file held before, without policy iteration (git"
                          " history has the commands that made that one)" : "");
    fprintf(out, "#include \"patience_eval.h\"\n\n");
    fprintf(out, "/* Hundredths of a point; families: English free, English floating, American free, American floating. */\n");
    fprintf(out, "const int16_t kPatienceEvalTables[PEVAL_FAMILIES][PEVAL_SIZE] = {\n");
    for (int f = 0; f < PEVAL_FAMILIES; f++) {
        char made[96];
        if (jobs[f].bestRound >= 0) {
            snprintf(made, sizeof made, "round %d kept, greedy mean %.2f", jobs[f].bestRound, jobs[f].untunedMean);
        } else {
            snprintf(made, sizeof made, "the previous table, greedy mean %.2f", jobs[f].untunedMean);
        }
        if (jobs[f].tuned) {
            fprintf(out, "    /* family %d: %s, tuned to %.2f over %ld evaluation deals */\n    {", f, made, jobs[f].mean,
                    evalGames);
        } else {
            fprintf(out, "    /* family %d: %s over %ld evaluation deals */\n    {", f, made, evalGames);
        }
        for (int i = 0; i < PEVAL_SIZE; i++) {
            if (i % 24 == 0) {
                fprintf(out, "\n        ");
            }
            fprintf(out, "%d,", jobs[f].values[i]);
        }
        fprintf(out, "\n    },\n");
    }
    fprintf(out, "};\n");
}

/* "stage,windows" into groupings; the number of passes, or 0 if the list is malformed. */
static int ParseGroupings(const char *list, PatienceTuneGrouping groups[PATIENCE_TUNE_MAX_PASSES])
{
    int passes = 0;
    const char *p = list;
    while (*p != '\0') {
        size_t len = strcspn(p, ",");
        int found = -1;
        for (int g = 0; g < PATIENCE_TUNE_GROUPINGS; g++) {
            if (strlen(kPatienceTuneGroupingNames[g]) == len && strncmp(p, kPatienceTuneGroupingNames[g], len) == 0) {
                found = g;
            }
        }
        if (found < 0 || passes == PATIENCE_TUNE_MAX_PASSES) {
            return 0;
        }
        groups[passes++] = (PatienceTuneGrouping)found;
        p += len;
        if (*p == ',') {
            p++;
        }
    }
    return passes;
}

int main(int argc, char **argv)
{
    uint64_t seed = 1;
    long games = 400000;
    int rounds = 4;
    long evalGames = 50000;
    int tuneGenerations = 0;
    int tuneGames = 5000;
    const char *tuneGroups = "stage";
    PatienceTuneGrouping groups[PATIENCE_TUNE_MAX_PASSES];
    int passes = 0;
    bool fromShipped = false;
    const char *outPath = NULL;
    int only = -1; /* --family: train this family alone */
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--seed") == 0) {
            seed = strtoull(argv[i + 1], NULL, 0);
        } else if (strcmp(argv[i], "--games") == 0) {
            games = atol(argv[i + 1]);
        } else if (strcmp(argv[i], "--rounds") == 0) {
            rounds = atoi(argv[i + 1]);
        } else if (strcmp(argv[i], "--eval-games") == 0) {
            evalGames = atol(argv[i + 1]);
        } else if (strcmp(argv[i], "--tune-generations") == 0) {
            tuneGenerations = atoi(argv[i + 1]);
        } else if (strcmp(argv[i], "--tune-games") == 0) {
            tuneGames = atoi(argv[i + 1]);
        } else if (strcmp(argv[i], "--tune-groups") == 0) {
            tuneGroups = argv[i + 1];
        } else if (strcmp(argv[i], "--start") == 0) {
            fromShipped = strcmp(argv[i + 1], "shipped") == 0;
        } else if (strcmp(argv[i], "--family") == 0) {
            only = atoi(argv[i + 1]);
        } else if (strcmp(argv[i], "--out") == 0) {
            outPath = argv[i + 1];
        } else {
            fprintf(stderr, "patience_train: unknown option %s\n", argv[i]);
            return 2;
        }
    }
    passes = ParseGroupings(tuneGroups, groups);
    if (outPath == NULL || games < 1 || rounds < 1 || evalGames < 1 || tuneGenerations < 0 || tuneGames < 1 ||
        passes < 1 || only < -1 || only >= PEVAL_FAMILIES) {
        fprintf(stderr, "usage: patience_train --out FILE.c [--seed S] [--games N] [--rounds R] [--eval-games N]"
                        " [--tune-generations G] [--tune-games N] [--tune-groups stage,windows,outs (passes in"
                        " order, up to %d)] [--start shipped] [--family F (0-3: train that family; the others keep the shipped"
                        " table)]\n",
                PATIENCE_TUNE_MAX_PASSES);
        return 2;
    }
    static Job jobs[PEVAL_FAMILIES];
    pthread_t threads[PEVAL_FAMILIES];
    for (int f = 0; f < PEVAL_FAMILIES; f++) {
        jobs[f].family = f;
        jobs[f].seed = seed;
        jobs[f].games = games;
        jobs[f].rounds = rounds;
        jobs[f].evalGames = evalGames;
        jobs[f].tuneGenerations = tuneGenerations;
        jobs[f].tuneGames = tuneGames;
        jobs[f].tunePasses = passes;
        memcpy(jobs[f].tuneGroups, groups, sizeof groups);
        jobs[f].fromShipped = fromShipped;
        if (only >= 0 && f != only) {
            /* Another family is being trained: this one keeps the shipped table as it is. */
            jobs[f].fromShipped = true;
            jobs[f].tuneGenerations = 0;
        }
        pthread_create(&threads[f], NULL, Train, &jobs[f]);
    }
    for (int f = 0; f < PEVAL_FAMILIES; f++) {
        pthread_join(threads[f], NULL);
    }
    FILE *out = fopen(outPath, "w");
    if (out == NULL) {
        fprintf(stderr, "patience_train: cannot write %s\n", outPath);
        return 1;
    }
    Write(out, jobs, seed, games, rounds, evalGames, tuneGenerations, tuneGames, tuneGroups, fromShipped, only);
    fclose(out);
    return 0;
}
