/* cmd_patience_ai.c: `parlour-cli patience bench` and `patience best`: the engine's strength and the best layout. */
#include "cmd_patience_ai.h"

#include <pthread.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "patience/patience.h"
#include "patience/patience_ai.h"
#include "patience/patience_best.h"
#include "rng.h"

#define CMD "patience"
enum {
    MAX_DEALS = 1000000,
    MAX_THREADS = 64
};
#define MAX_PROOF_NODES 100000000000LL /* --nodes: hours of search, far past any deal seen */

typedef struct BenchArgs {
    PatienceVariant variant;
    PatienceAiLevel level;
    PatienceAiOptions options; /* the level's, with any --work, --candidates, --horizon */
    uint64_t seed;
    long deals;
    int threads;
    bool perDeal; /* --per-deal: each deal's score, for paired comparisons between versions */
} BenchArgs;

typedef struct BenchShared {
    const BenchArgs *args;
    int *scores;      /* per deal */
    double *moveMs;   /* per deal and placement */
    int *moveCount;   /* per deal */
    int thread;
} BenchShared;

static double NowMs(void)
{
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

/* Plays one deal to the end (or a serpent's dead end); the AI's seed comes from the deal's, not the thread's. */
static void PlayDeal(const BenchArgs *a, long d, int *score, double *ms, int *moves)
{
    PatienceGame game;
    uint64_t dealSeed = a->seed + (uint64_t)d;
    Patience_NewGame(&game, a->variant, dealSeed);
    uint64_t aiSeed = Rng_Mix(dealSeed ^ 0x5045414B45ull);
    *moves = 0;
    while (!Patience_IsComplete(&game)) {
        double t0 = NowMs();
        PatienceAdvice best;
        int cell = PatienceAi_RankWith(&game, &a->options, aiSeed, &best, 1) == 1 ? best.cell : -1;
        ms[(*moves)++] = NowMs() - t0;
        if (cell < 0 || Patience_Place(&game, Patience_CellRow(cell), Patience_CellCol(cell)) != PATIENCE_OK) {
            break;
        }
    }
    *score = Patience_Score(&game);
}

static void *BenchThread(void *arg)
{
    BenchShared *s = arg;
    const BenchArgs *a = s->args;
    for (long d = s->thread; d < a->deals; d += a->threads) {
        PlayDeal(a, d, &s->scores[d], &s->moveMs[d * PATIENCE_CARDS], &s->moveCount[d]);
    }
    return NULL;
}

static int CompareDouble(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

static bool ParseVariantOption(int argc, char **argv, int *i, PatienceVariant *v, int *status)
{
    bool missing = false;
    const char *value;
    if ((value = Cli_OptionValue(argc, argv, i, "--layout", &missing)) != NULL || missing) {
        v->layout = missing ? PATIENCE_LAYOUT_COUNT : Patience_LayoutFromName(value);
        if (v->layout == PATIENCE_LAYOUT_COUNT) {
            *status = Cli_UsageError(CMD, "--layout needs hoyle, free or serpent");
        }
        return true;
    }
    if ((value = Cli_OptionValue(argc, argv, i, "--table", &missing)) != NULL || missing) {
        v->table = missing ? PATIENCE_TABLE_COUNT : Patience_TableFromName(value);
        if (v->table == PATIENCE_TABLE_COUNT) {
            *status = Cli_UsageError(CMD, "--table needs english or american");
        }
        return true;
    }
    return false;
}

static bool ParseSeedOption(int argc, char **argv, int *i, uint64_t *seed, bool *have, int *status)
{
    bool missing = false;
    const char *value = Cli_OptionValue(argc, argv, i, "--seed", &missing);
    if (value == NULL && !missing) {
        return false;
    }
    if (missing || !Cli_ParseU64(value, seed)) {
        *status = Cli_UsageError(CMD, "--seed needs a number from 0 to 18446744073709551615 (decimal, or hex with 0x)");
    }
    *have = true;
    return true;
}

static void PrintBench(const BenchArgs *a, const int *scores, double *moveMs, const int *moveCount)
{
    double sum = 0, sum2 = 0;
    long high = 0;
    int lo = scores[0], hi = scores[0];
    size_t timed = 0;
    for (long d = 0; d < a->deals; d++) {
        sum += scores[d];
        sum2 += (double)scores[d] * scores[d];
        high += scores[d] >= 70;
        lo = scores[d] < lo ? scores[d] : lo;
        hi = scores[d] > hi ? scores[d] : hi;
        for (int k = 0; k < moveCount[d]; k++) {
            moveMs[timed++] = moveMs[d * PATIENCE_CARDS + k];
        }
    }
    double n = (double)a->deals;
    double mean = sum / n;
    double var = a->deals > 1 ? (sum2 - n * mean * mean) / (n - 1) : 0;
    double se = var > 0 ? __builtin_sqrt(var / n) : 0;
    qsort(moveMs, timed, sizeof moveMs[0], CompareDouble);
    for (long d = 0; a->perDeal && d < a->deals; d++) {
        /* Deal seeds, not indices: two runs on the same seeds pair up line by line. */
        printf("deal %llu score %d\n", (unsigned long long)(a->seed + (uint64_t)d), scores[d]);
    }
    printf("patience bench: %ld deals from seed %llu, %s layout, %s table, level %s, %d thread%s\n", a->deals,
           (unsigned long long)a->seed, Patience_LayoutName(a->variant.layout), Patience_TableName(a->variant.table),
           PatienceAi_LevelName(a->level), a->threads, a->threads == 1 ? "" : "s");
    if (a->level != PATIENCE_AI_FAST) {
        printf("search: %d candidates, %ld rollout placements a move, horizon %d, lookahead %d, ",
               a->options.candidates, a->options.work, a->options.horizon, a->options.lookahead);
        if (a->options.overruleZ >= 0) {
            printf("overrules the fast choice at %.2f standard errors\n", a->options.overruleZ);
        } else {
            printf("the best mean wins\n");
        }
    }
    printf("mean %.2f +- %.2f (standard error), min %d, max %d\n", mean, se, lo, hi);
    if (a->variant.table == PATIENCE_TABLE_ENGLISH) {
        printf("games of 70 or more: %.1f%% (%ld of %ld)\n", 100.0 * (double)high / n, high, a->deals);
    }
    if (timed > 0) {
        printf("ms per move: median %.3f, p99 %.3f, max %.3f (%zu moves)\n", moveMs[timed / 2],
               moveMs[(size_t)((double)(timed - 1) * 0.99)], moveMs[timed - 1], timed);
    }
}

int PatienceCli_Bench(int argc, char **argv)
{
    BenchArgs a;
    memset(&a, 0, sizeof a);
    a.variant = Patience_DefaultVariant();
    a.level = PATIENCE_AI_NORMAL;
    a.deals = 100;
    a.threads = 1;
    bool haveSeed = false;
    int status = CLI_EXIT_OK;
    long work = -1, candidates = -1, horizon = -1, lookahead = -1;
    double overruleZ = -2; /* -2: the level's own */
    for (int i = 2; i < argc && status == CLI_EXIT_OK;) {
        bool missing = false;
        const char *value;
        uint64_t number;
        if (ParseSeedOption(argc, argv, &i, &a.seed, &haveSeed, &status) ||
            ParseVariantOption(argc, argv, &i, &a.variant, &status)) {
            continue;
        }
        if ((value = Cli_OptionValue(argc, argv, &i, "--deals", &missing)) != NULL || missing) {
            if (missing || !Cli_ParseU64(value, &number) || number < 1 || number > MAX_DEALS) {
                return Cli_UsageError(CMD, "--deals needs a number from 1 to %d", MAX_DEALS);
            }
            a.deals = (long)number;
        } else if ((value = Cli_OptionValue(argc, argv, &i, "--threads", &missing)) != NULL || missing) {
            if (missing || !Cli_ParseU64(value, &number) || number < 1 || number > MAX_THREADS) {
                return Cli_UsageError(CMD, "--threads needs a number from 1 to %d", MAX_THREADS);
            }
            a.threads = (int)number;
        } else if ((value = Cli_OptionValue(argc, argv, &i, "--work", &missing)) != NULL || missing) {
            if (missing || !Cli_ParseU64(value, &number) || number > 1000000000) {
                return Cli_UsageError(CMD, "--work needs a number of rollout placements up to 1000000000");
            }
            work = (long)number;
        } else if ((value = Cli_OptionValue(argc, argv, &i, "--candidates", &missing)) != NULL || missing) {
            if (missing || !Cli_ParseU64(value, &number) || number > 81) {
                return Cli_UsageError(CMD, "--candidates needs a number from 0 to 81");
            }
            candidates = (long)number;
        } else if ((value = Cli_OptionValue(argc, argv, &i, "--horizon", &missing)) != NULL || missing) {
            if (missing || !Cli_ParseU64(value, &number) || number > 25) {
                return Cli_UsageError(CMD, "--horizon needs a number from 0 (to the end) to 25");
            }
            horizon = (long)number;
        } else if ((value = Cli_OptionValue(argc, argv, &i, "--lookahead", &missing)) != NULL || missing) {
            if (missing || !Cli_ParseU64(value, &number) || number > 25) {
                return Cli_UsageError(CMD, "--lookahead needs a number of placements from 0 (all greedy) to 25");
            }
            lookahead = (long)number;
        } else if ((value = Cli_OptionValue(argc, argv, &i, "--overrule-z", &missing)) != NULL || missing) {
            char *end = NULL;
            overruleZ = missing ? -2 : strtod(value, &end);
            /* NaN compares false with everything: it must be refused by name, or it would pass the range check. */
            if (missing || end == value || *end != '\0' || !isfinite(overruleZ) || overruleZ < -1 || overruleZ > 10) {
                return Cli_UsageError(CMD, "--overrule-z needs a number from 0 to 10 (or -1: the best mean wins)");
            }
        } else if (strcmp(argv[i], "--per-deal") == 0) {
            a.perDeal = true;
            i++;
        } else if ((value = Cli_OptionValue(argc, argv, &i, "--level", &missing)) != NULL || missing) {
            a.level = missing ? PATIENCE_AI_LEVEL_COUNT : PatienceAi_LevelFromName(value);
            if (a.level == PATIENCE_AI_LEVEL_COUNT) {
                return Cli_UsageError(CMD, "--level needs fast, normal or analysis");
            }
        } else {
            return Cli_UsageError(CMD, "unexpected argument \"%s\"", argv[i]);
        }
    }
    if (status != CLI_EXIT_OK) {
        return status;
    }
    if (!haveSeed) {
        return Cli_UsageError(CMD, "bench needs --seed S (deal i is dealt from seed S + i)");
    }
    a.options = PatienceAi_DefaultOptions(a.level);
    a.options.work = work >= 0 ? work : a.options.work;
    a.options.candidates = candidates >= 0 ? (int)candidates : a.options.candidates;
    a.options.horizon = horizon >= 0 ? (int)horizon : a.options.horizon;
    a.options.lookahead = lookahead >= 0 ? (int)lookahead : a.options.lookahead;
    a.options.overruleZ = overruleZ >= -1 ? overruleZ : a.options.overruleZ;
    int *scores = calloc((size_t)a.deals, sizeof *scores);
    int *moveCount = calloc((size_t)a.deals, sizeof *moveCount);
    double *moveMs = calloc((size_t)a.deals * PATIENCE_CARDS, sizeof *moveMs);
    BenchShared shared[MAX_THREADS];
    pthread_t threads[MAX_THREADS];
    if (scores == NULL || moveCount == NULL || moveMs == NULL) {
        fprintf(stderr, "parlour-cli %s: out of memory for %ld deals\n", CMD, a.deals);
        free(scores);
        free(moveCount);
        free(moveMs);
        return CLI_EXIT_FAILURE;
    }
    int started = 0;
    for (int t = 0; t < a.threads; t++) {
        shared[t] = (BenchShared){&a, scores, moveMs, moveCount, t};
        if (pthread_create(&threads[t], NULL, BenchThread, &shared[t]) != 0) {
            break;
        }
        started++;
    }
    if (started < a.threads) {
        /* Deals are dealt out by thread number: any missing thread's share is played here. */
        for (int t = started; t < a.threads; t++) {
            BenchThread(&shared[t]);
        }
    }
    for (int t = 0; t < started; t++) {
        pthread_join(threads[t], NULL);
    }
    PrintBench(&a, scores, moveMs, moveCount);
    free(scores);
    free(moveCount);
    free(moveMs);
    return CLI_EXIT_OK;
}

static void PrintLayout(const PatienceGame *game)
{
    Card sq[PATIENCE_SIDE][PATIENCE_SIDE];
    Patience_Square(game, sq, NULL, NULL);
    for (int r = 0; r < PATIENCE_SIDE; r++) {
        printf("   ");
        for (int c = 0; c < PATIENCE_SIDE; c++) {
            char text[CARD_TEXT_MAX];
            printf(" %3s", Card_Format(sq[r][c], text));
        }
        printf("\n");
    }
}

/* --deals N: the best layouts of seeds S .. S+N-1, summarised. */
static int BestSummary(PatienceVariant variant, uint64_t seed, long deals, int effort, long nodes)
{
    double sum = 0, sum2 = 0, gap = 0, *ms = calloc((size_t)deals, sizeof *ms);
    long proven = 0;
    if (ms == NULL) {
        fprintf(stderr, "parlour-cli %s: out of memory for %ld deals\n", CMD, deals);
        return CLI_EXIT_FAILURE;
    }
    for (long d = 0; d < deals; d++) {
        PatienceGame game;
        PatienceBest best;
        Patience_NewGame(&game, variant, seed + (uint64_t)d);
        double t0 = NowMs();
        if (!PatienceBest_SolveWithNodes(&game, NULL, seed + (uint64_t)d, effort, nodes, &best)) {
            fprintf(stderr, "parlour-cli %s: no layout found for seed %llu (a bug: please report it)\n", CMD,
                    (unsigned long long)(seed + (uint64_t)d));
            free(ms);
            return CLI_EXIT_FAILURE;
        }
        ms[d] = NowMs() - t0;
        sum += best.score;
        sum2 += (double)best.score * best.score;
        gap += best.bound - best.score;
        proven += best.proven;
    }
    double n = (double)deals, mean = sum / n;
    double var = (sum2 - n * mean * mean) / (n - 1);
    qsort(ms, (size_t)deals, sizeof *ms, CompareDouble);
    printf("patience best: %ld deals from seed %llu, %s layout, %s table, effort %d\n", deals,
           (unsigned long long)seed, Patience_LayoutName(variant.layout), Patience_TableName(variant.table), effort);
    printf("mean best layout %.2f +- %.2f (standard error)\n", mean, var > 0 ? __builtin_sqrt(var / n) : 0.0);
    printf("proven best: %ld of %ld; mean gap to the bound %.2f\n", proven, deals, gap / n);
    printf("ms per deal: median %.0f, max %.0f\n", ms[deals / 2], ms[deals - 1]);
    free(ms);
    return CLI_EXIT_OK;
}

int PatienceCli_Best(int argc, char **argv)
{
    PatienceVariant variant = Patience_DefaultVariant();
    uint64_t seed = 0, effort = 2, deals = 1, nodes = 0;
    bool haveSeed = false;
    int status = CLI_EXIT_OK;
    for (int i = 2; i < argc && status == CLI_EXIT_OK;) {
        bool missing = false;
        const char *value;
        if (ParseSeedOption(argc, argv, &i, &seed, &haveSeed, &status) ||
            ParseVariantOption(argc, argv, &i, &variant, &status)) {
            continue;
        }
        if ((value = Cli_OptionValue(argc, argv, &i, "--effort", &missing)) != NULL || missing) {
            if (missing || !Cli_ParseU64(value, &effort) || effort > 100) {
                return Cli_UsageError(CMD, "--effort needs a number from 0 to 100");
            }
        } else if ((value = Cli_OptionValue(argc, argv, &i, "--deals", &missing)) != NULL || missing) {
            if (missing || !Cli_ParseU64(value, &deals) || deals < 1 || deals > MAX_DEALS) {
                return Cli_UsageError(CMD, "--deals needs a number from 1 to %d", MAX_DEALS);
            }
        } else if ((value = Cli_OptionValue(argc, argv, &i, "--nodes", &missing)) != NULL || missing) {
            if (missing || !Cli_ParseU64(value, &nodes) || nodes < 1 || nodes > MAX_PROOF_NODES) {
                return Cli_UsageError(CMD, "--nodes needs a number from 1 to %lld", (long long)MAX_PROOF_NODES);
            }
        } else {
            return Cli_UsageError(CMD, "unexpected argument \"%s\"", argv[i]);
        }
    }
    if (status != CLI_EXIT_OK) {
        return status;
    }
    if (!haveSeed) {
        return Cli_UsageError(CMD, "best needs --seed S (the deal of `parlour-cli patience new --seed S`)");
    }
    if (deals > 1) {
        return BestSummary(variant, seed, (long)deals, (int)effort, (long)nodes);
    }
    PatienceGame game, layout;
    Patience_NewGame(&game, variant, seed);
    PatienceBest best;
    double t0 = NowMs();
    if (!PatienceBest_SolveWithNodes(&game, NULL, seed, (int)effort, (long)nodes, &best) ||
        !PatienceBest_Game(&game, &best, &layout)) {
        fprintf(stderr, "parlour-cli %s: no layout found for seed %llu (this is a bug: please report it)\n", CMD,
                (unsigned long long)seed);
        return CLI_EXIT_FAILURE;
    }
    double ms = NowMs() - t0;
    char deal[PATIENCE_CARDS * CARD_TEXT_MAX + 1];
    Card_FormatList(game.deal, PATIENCE_CARDS, deal, sizeof deal);
    printf("deal (seed %llu, %s layout, %s table): %s\n", (unsigned long long)seed,
           Patience_LayoutName(variant.layout), Patience_TableName(variant.table), deal);
    printf("best layout: %d\n", best.score);
    PrintLayout(&layout);
    if (best.proven) {
        printf("proven best: no layout of this deal scores more\n");
    } else {
        printf("not proven: no layout of this deal scores more than %d\n", best.bound);
    }
    printf("time: %.0f ms\n", ms);
    return CLI_EXIT_OK;
}
