/* cli_game_bench.c: the computer players' game loop, options, timings and statistics for every card game's command. */
#include "cli_game_bench.h"

#include "cli.h"
#include "cli_game_play.h"

#include "game/game_ai.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int CliBench_LevelFromName(const char *name)
{
    if (name == NULL) {
        return CLI_LEVEL_BAD;
    }
    if (strcmp(name, "random") == 0) {
        return CLI_LEVEL_RANDOM;
    }
    GameAiLevel l = GameAi_LevelFromName(name);
    return l == GAME_AI_LEVEL_COUNT ? CLI_LEVEL_BAD : (int)l;
}

const char *CliBench_LevelName(int level)
{
    return level == CLI_LEVEL_RANDOM ? "random" : GameAi_LevelName((GameAiLevel)level);
}

double CliBench_NowMs(void)
{
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

/* What a move costs whatever else the machine runs, where the clock also says the load. */
double CliBench_CpuMs(void)
{
    return (double)clock() * 1000.0 / (double)CLOCKS_PER_SEC;
}

/* --- Options --- */

bool CliBench_LevelOption(const char *command, const char *name, int argc, char **argv, int *i, int *level, int *status)
{
    bool missing = false;
    const char *value = Cli_OptionValue(argc, argv, i, name, &missing);
    if (value == NULL && !missing) {
        return false;
    }
    *level = CliBench_LevelFromName(value);
    *status = *level == CLI_LEVEL_BAD
                  ? Cli_UsageError(command, "%s needs a level: random, easy, medium or strong", name)
                  : CLI_EXIT_OK;
    return true;
}

bool CliBench_CountOption(const char *command, const char *name, long max, int argc, char **argv, int *i, long *count,
                          int *status)
{
    bool missing = false;
    const char *value = Cli_OptionValue(argc, argv, i, name, &missing);
    if (value == NULL && !missing) {
        return false;
    }
    uint64_t n = 0;
    if (missing || !Cli_ParseU64(value, &n) || n < 1 || n > (uint64_t)max) {
        *status = Cli_UsageError(command, "%s needs a number from 1 to %ld", name, max);
    } else {
        *count = (long)n;
        *status = CLI_EXIT_OK;
    }
    return true;
}

static bool SeedOption(const char *command, int argc, char **argv, int *i, CliBenchArgs *a, int *status)
{
    bool missing = false;
    const char *value = Cli_OptionValue(argc, argv, i, "--seed", &missing);
    if (value == NULL && !missing) {
        return false;
    }
    if (missing || !Cli_ParseU64(value, &a->seed)) {
        *status = Cli_UsageError(command, "--seed needs a number from 0 to 18446744073709551615");
    } else {
        a->haveSeed = true;
        *status = CLI_EXIT_OK;
    }
    return true;
}

static bool VariantOption(const CliBenchOptions *o, int argc, char **argv, int *i, CliBenchArgs *a, int *status)
{
    bool missing = false;
    const char *value = o->variantFromName == NULL ? NULL : Cli_OptionValue(argc, argv, i, "--variant", &missing);
    if (value == NULL && !missing) {
        return false;
    }
    a->variant = missing ? -1 : o->variantFromName(value);
    *status = a->variant < 0 ? Cli_UsageError(o->command, "--variant needs %s", o->variantNames) : CLI_EXIT_OK;
    return true;
}

/* One of the shared options, or the game's own (o->other); false when argv[*i] is neither. */
static bool TakeOption(const CliBenchOptions *o, int argc, char **argv, int *i, bool bench, CliBenchArgs *a,
                       int *status)
{
    if (SeedOption(o->command, argc, argv, i, a, status) || VariantOption(o, argc, argv, i, a, status)) {
        return true;
    }
    for (int side = 0; side < 2; side++) {
        if (o->levelOption[side] != NULL &&
            CliBench_LevelOption(o->command, o->levelOption[side], argc, argv, i, &a->level[side], status)) {
            return true;
        }
    }
    if (bench && o->countOption != NULL &&
        CliBench_CountOption(o->command, o->countOption, o->countMax, argc, argv, i, &a->count, status)) {
        return true;
    }
    if (!bench && strcmp(argv[*i], "--save") == 0) {
        a->save = true;
        (*i)++;
        *status = CLI_EXIT_OK;
        return true;
    }
    *status = o->other != NULL ? o->other(o->ctx, argc, argv, i, bench) : CLI_BENCH_NOT_MINE;
    return *status != CLI_BENCH_NOT_MINE;
}

int CliBench_ParseArgs(const CliBenchOptions *o, int argc, char **argv, bool bench, CliBenchArgs *a)
{
    for (int i = 2; i < argc;) {
        int status = CLI_EXIT_OK;
        if (!TakeOption(o, argc, argv, &i, bench, a, &status)) {
            return Cli_UsageError(o->command, "unexpected argument \"%s\"", argv[i]);
        }
        if (status != CLI_EXIT_OK) {
            return status;
        }
    }
    if (!a->haveSeed) {
        return Cli_UsageError(o->command, "%s needs --seed N (the deals and the players' dice all come from it)",
                              bench ? "bench" : "play");
    }
    return CLI_EXIT_OK;
}

/* --- Players and the game loop --- */

int CliBench_Decider(const CliPlayers *p, const GameState *st, int seat)
{
    if (!p->bySide) {
        return seat;
    }
    return Game_SideOf(p->rules, Game_VariantOf(p->rules, st), Game_Controller(p->rules, st, seat));
}

bool CliBench_ChooseMove(const CliPlayers *p, const GameState *st, uint64_t seed, int index, GameAction *out)
{
    int seat = p->rules->toAct(st);
    int level = p->level[CliBench_Decider(p, st, seat)];
    uint64_t dice = Rng_Mix(seed ^ Rng_Mix((uint64_t)index * p->diceStride + (uint64_t)seat + p->diceSalt));
    if (level == CLI_LEVEL_RANDOM) {
        GameAction *acts = malloc(sizeof *acts * (size_t)p->rules->maxActions);
        int n = acts == NULL ? 0 : p->rules->legal(st, seat, acts, p->rules->maxActions);
        bool found = n > 0;
        if (found && (p->floorMove == NULL || !p->floorMove(st, seat, out))) {
            Rng rng = Rng_Make(dice);
            *out = acts[Rng_Below(&rng, (uint64_t)n)];
        }
        free(acts);
        return found;
    }
    return GameAi_Choose(p->rules, st, seat, (GameAiLevel)level, dice, out);
}

bool CliTimes_Reserve(CliTimes *t, long more)
{
    long need = t->n + more;
    if (need <= t->cap) {
        return true;
    }
    long grown = t->cap > 0 ? t->cap : (more > 1024 ? more : 1024);
    while (grown < need) {
        grown *= 2;
    }
    double *p = realloc(t->ms, (size_t)grown * sizeof *p);
    if (p == NULL) {
        return false;
    }
    t->ms = p;
    t->cap = grown;
    return true;
}

void CliTimes_Free(CliTimes *t)
{
    free(t->ms);
    *t = (CliTimes){0};
}

void CliTimes_Add(CliTimes *t, double ms)
{
    if (t != NULL && CliTimes_Reserve(t, 1)) {
        t->ms[t->n++] = ms;
    }
}

CliGameEnd CliBench_PlayGame(const CliPlayers *p, GameState *st, int variant, uint64_t seed, int maxMoves,
                             GameRecord *rec, CliTimes *const *clock, CliTimes *const *cpu)
{
    if (p->rules->init(st, variant, seed) != GAME_OK) {
        return CLI_GAME_BROKEN;
    }
    for (int i = 0; p->rules->toAct(st) != GAME_NOBODY; i++) {
        if (i >= maxMoves) {
            return CLI_GAME_UNFINISHED;
        }
        int seat = p->rules->toAct(st);
        int decider = CliBench_Decider(p, st, seat);
        GameAction a;
        double t0 = CliBench_NowMs(), c0 = CliBench_CpuMs();
        if (!CliBench_ChooseMove(p, st, seed, i, &a)) {
            return CLI_GAME_BROKEN;
        }
        if (cpu != NULL) {
            CliTimes_Add(cpu[decider], CliBench_CpuMs() - c0);
        }
        if (clock != NULL) {
            CliTimes_Add(clock[decider], CliBench_NowMs() - t0);
        }
        if (p->rules->apply(st, seat, a) != GAME_OK || (rec != NULL && !GameRecord_Push(rec, a))) {
            return CLI_GAME_BROKEN;
        }
    }
    return CLI_GAME_OVER;
}

int CliBench_Play(const char *command, const CliPlayers *p, const CliBenchArgs *a, int maxMoves, bool allowUnfinished,
                  void (*header)(const void *ctx), const void *ctx, int (*print)(const GameRecord *rec))
{
    GameRecord rec;
    GameRecord_Init(&rec, p->rules, a->variant, a->seed);
    GameState *st = Game_NewState(p->rules);
    CliGameEnd end =
        st == NULL ? CLI_GAME_BROKEN : CliBench_PlayGame(p, st, a->variant, a->seed, maxMoves, &rec, NULL, NULL);
    free(st);
    int status = CLI_EXIT_OK;
    if (end == CLI_GAME_BROKEN || (end == CLI_GAME_UNFINISHED && !allowUnfinished)) {
        fprintf(stderr, "parlour-cli %s: the game could not be played out (a bug: please report seed %llu)\n", command,
                (unsigned long long)a->seed);
        status = CLI_EXIT_FAILURE;
    } else if (a->save) {
        status = CliGame_WriteSave(&rec);
    } else {
        if (header != NULL) {
            header(ctx);
        } else {
            printf("A: %s, B: %s\n", CliBench_LevelName(a->level[0]), CliBench_LevelName(a->level[1]));
        }
        status = print(&rec);
    }
    GameRecord_Free(&rec);
    return status;
}

CliMatch CliBench_MatchOf(const char *command, CliPlayers players, const CliBenchArgs *a, int rotation, int maxMoves)
{
    return (CliMatch){
        .command = command,
        .players = players,
        .variant = a->variant,
        .seed = a->seed,
        .games = a->count,
        .rotation = rotation,
        .level = {a->level[0], a->level[1]},
        .maxMoves = maxMoves,
    };
}

int CliBench_RunMatch(CliMatch *m)
{
    CliPlayers *p = &m->players;
    GameState *st = Game_NewState(p->rules);
    if (st == NULL) {
        fprintf(stderr, "parlour-cli %s: out of memory\n", m->command);
        return CLI_EXIT_FAILURE;
    }
    int status = CLI_EXIT_OK;
    for (long g = 0; g < m->games; g++) {
        uint64_t seed = m->seed + (uint64_t)(g / m->rotation);
        int place = (int)(g % m->rotation);
        if (!CliTimes_Reserve(&m->clock[0], m->maxMoves) || !CliTimes_Reserve(&m->clock[1], m->maxMoves) ||
            (m->timeCpu &&
             (!CliTimes_Reserve(&m->cpu[0], m->maxMoves) || !CliTimes_Reserve(&m->cpu[1], m->maxMoves)))) {
            fprintf(stderr, "parlour-cli %s: out of memory for the timings of %ld games\n", m->command, g + 1);
            status = CLI_EXIT_FAILURE;
            break;
        }
        CliTimes *clock[GAME_MAX_SEATS], *cpu[GAME_MAX_SEATS];
        for (int d = 0; d < GAME_MAX_SEATS; d++) {
            int where = p->bySide ? d : Game_SideOf(p->rules, m->variant, d);
            int who = where == place ? 0 : 1; /* A, B */
            p->level[d] = m->level[who];
            clock[d] = &m->clock[who];
            cpu[d] = m->timeCpu ? &m->cpu[who] : NULL;
        }
        CliGameEnd end = CliBench_PlayGame(p, st, m->variant, seed, m->maxMoves, NULL, clock, cpu);
        if (end == CLI_GAME_BROKEN || (end == CLI_GAME_UNFINISHED && !m->allowUnfinished)) {
            fprintf(stderr, "parlour-cli %s: game %ld (seed %llu) could not be played out (a bug)\n", m->command, g + 1,
                    (unsigned long long)seed);
            status = CLI_EXIT_FAILURE;
            break;
        }
        m->scored(m->ctx, st, g, seed, place, end == CLI_GAME_OVER);
    }
    free(st);
    return status;
}

void CliMatch_Free(CliMatch *m)
{
    for (int w = 0; w < 2; w++) {
        CliTimes_Free(&m->clock[w]);
        CliTimes_Free(&m->cpu[w]);
    }
}

/* --- Statistics --- */

void CliMoments_Add(CliMoments *m, double x)
{
    m->sum += x;
    m->sumSq += x * x;
    m->n++;
}

double CliMoments_Mean(const CliMoments *m)
{
    return m->n > 0 ? m->sum / (double)m->n : 0;
}

double CliMoments_StdErr(const CliMoments *m)
{
    if (m->n < 2) {
        return 0;
    }
    double mean = CliMoments_Mean(m);
    double var = (m->sumSq - (double)m->n * mean * mean) / (double)(m->n - 1);
    return var > 0 ? sqrt(var / (double)m->n) : 0;
}

void CliDuel_Add(CliDuel *d, int winner, int aPlace, double gotA, double gotB)
{
    d->wins[winner == GAME_NOBODY ? 2 : (winner == aPlace ? 0 : 1)]++;
    CliMoments_Add(&d->got[0], gotA);
    CliMoments_Add(&d->got[1], gotB);
    CliMoments_Add(&d->net, gotA - gotB);
}

double CliBench_ShareStdErr(double p, long n)
{
    return sqrt(p * (1 - p) / (double)n);
}

void CliBench_Wilson(long k, long n, double *lo, double *hi)
{
    CliBench_WilsonShare(n > 0 ? (double)k / (double)n : 0, n, lo, hi);
}

void CliBench_WilsonShare(double p, long n, double *lo, double *hi)
{
    double z = 1.96, nn = (double)n;
    double centre = (p + z * z / (2 * nn)) / (1 + z * z / nn);
    double half = z * sqrt(p * (1 - p) / nn + z * z / (4 * nn * nn)) / (1 + z * z / nn);
    *lo = 100 * (centre - half);
    *hi = 100 * (centre + half);
}

static int CompareDouble(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

CliTimeSummary CliTimes_Summarise(CliTimes *t)
{
    CliTimeSummary s = {0, 0, 0, 0, 0, 0};
    long n = t->n;
    if (n == 0) {
        return s;
    }
    qsort(t->ms, (size_t)n, sizeof *t->ms, CompareDouble);
    CliMoments m = {0, 0, 0};
    for (long i = 0; i < n; i++) {
        CliMoments_Add(&m, t->ms[i]);
    }
    long p99 = (long)((double)n * 0.99);
    s.n = n;
    s.median = t->ms[n / 2];
    s.p99 = t->ms[p99 < n ? p99 : n - 1];
    s.max = t->ms[n - 1];
    s.mean = CliMoments_Mean(&m);
    s.stdErr = CliMoments_StdErr(&m);
    return s;
}

void CliTimes_PrintMoves(const char *who, int level, CliTimes *t, bool withMean)
{
    if (level == CLI_LEVEL_RANDOM || t->n == 0) {
        printf("  %s (%s): no timing\n", who, CliBench_LevelName(level));
        return;
    }
    CliTimeSummary s = CliTimes_Summarise(t);
    printf("  %s (%s): median %.3f, p99 %.3f, max %.3f", who, CliBench_LevelName(level), s.median, s.p99, s.max);
    if (withMean) {
        printf(", mean %.3f +- %.3f", s.mean, s.stdErr);
    }
    printf(" (%ld moves)\n", s.n);
}
