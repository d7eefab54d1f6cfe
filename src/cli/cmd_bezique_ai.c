/* cmd_bezique_ai.c: `parlour-cli bezique play|bench`: the computer players against each other. */
#include "cmd_bezique_ai.h"

#include "cli.h"
#include "cli_game_play.h"

#include "bezique/bezique.h"
#include "game/game.h"
#include "game/game_ai.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CMD "bezique"

/* The benchmark's levels: GameAi's, and uniformly random legal moves as a floor. */
#define LEVEL_RANDOM (-1)

enum {
    MOVES_PER_GAME_MAX = 4000 /* far above any real game (an ordinary game of many deals plays under 2,000) */
};

static int LevelFromName(const char *name)
{
    if (name != NULL && strcmp(name, "random") == 0) {
        return LEVEL_RANDOM;
    }
    GameAiLevel l = GameAi_LevelFromName(name);
    return l == GAME_AI_LEVEL_COUNT ? -2 : (int)l;
}

static const char *LevelName(int level)
{
    return level == LEVEL_RANDOM ? "random" : GameAi_LevelName((GameAiLevel)level);
}

static double NowMs(void)
{
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

/* The processor time this process has used (it has one thread): what a move costs whatever else the machine runs. */
static double CpuMs(void)
{
    return (double)clock() * 1000.0 / (double)CLOCKS_PER_SEC;
}

typedef struct Args {
    uint64_t seed;
    bool haveSeed;
    int variant;
    int level[2]; /* --a, --b */
    long games;
    bool save;
} Args;

static int ParseArgs(int argc, char **argv, Args *a, bool bench)
{
    memset(a, 0, sizeof *a);
    a->variant = BEZIQUE_RUBICON;
    a->level[0] = a->level[1] = GAME_AI_EASY;
    a->games = 100;
    for (int i = 2; i < argc;) {
        bool missing = false;
        const char *value;
        uint64_t n = 0;
        if ((value = Cli_OptionValue(argc, argv, &i, "--seed", &missing)) != NULL || missing) {
            if (missing || !Cli_ParseU64(value, &a->seed)) {
                return Cli_UsageError(CMD, "--seed needs a number from 0 to 18446744073709551615");
            }
            a->haveSeed = true;
        } else if ((value = Cli_OptionValue(argc, argv, &i, "--variant", &missing)) != NULL || missing) {
            a->variant = missing ? -1 : Bezique_VariantFromName(value);
            if (a->variant < 0) {
                return Cli_UsageError(CMD, "--variant needs rubicon or ordinary");
            }
        } else if (strncmp(argv[i], "--a", 3) == 0 || strncmp(argv[i], "--b", 3) == 0) {
            int side = argv[i][2] == 'a' ? 0 : 1;
            const char *name = side == 0 ? "--a" : "--b";
            value = Cli_OptionValue(argc, argv, &i, name, &missing);
            if (value == NULL && !missing) {
                return Cli_UsageError(CMD, "unexpected argument \"%s\"", argv[i]);
            }
            int level = missing ? -2 : LevelFromName(value);
            if (level < -1) {
                return Cli_UsageError(CMD, "%s needs a level: random, easy, medium or strong", name);
            }
            a->level[side] = level;
        } else if (bench && ((value = Cli_OptionValue(argc, argv, &i, "--games", &missing)) != NULL || missing)) {
            if (missing || !Cli_ParseU64(value, &n) || n < 1 || n > 1000000) {
                return Cli_UsageError(CMD, "--games needs a number from 1 to 1000000");
            }
            a->games = (long)n;
        } else if (!bench && strcmp(argv[i], "--save") == 0) {
            a->save = true;
            i++;
        } else {
            return Cli_UsageError(CMD, "unexpected argument \"%s\"", argv[i]);
        }
    }
    if (!a->haveSeed) {
        return Cli_UsageError(CMD, "%s needs --seed N (the deals and the players' dice all come from it)",
                              bench ? "bench" : "play");
    }
    return CLI_EXIT_OK;
}

/* One move of a player of the given level; the dice come from the game's seed and the move's number. */
static bool ChooseMove(const BeziqueState *st, int level, uint64_t gameSeed, int moveIndex, GameAction *out)
{
    int seat = Bezique_ToAct(st);
    uint64_t dice = Rng_Mix(gameSeed ^ Rng_Mix((uint64_t)moveIndex * 2 + (uint64_t)seat + 0x706c6179ULL));
    if (level == LEVEL_RANDOM) {
        GameAction acts[BEZ_MAX_ACTIONS];
        int n = Bezique_Legal(st, seat, acts, BEZ_MAX_ACTIONS);
        if (n <= 0) {
            return false;
        }
        Rng rng = Rng_Make(dice);
        *out = acts[Rng_Below(&rng, (uint64_t)n)];
        return true;
    }
    return GameAi_Choose(&Bezique_Rules, (const GameState *)st, seat, (GameAiLevel)level, dice, out);
}

/*
 * Plays one game: levels[seat] for each seat, recording it in rec (may be
 * NULL) and the time of each AI move in ms[seat], its processor time in
 * cpu[seat] (both NULL or neither; room for
 * MOVES_PER_GAME_MAX). False if a player found no move, a chosen move was
 * refused or the game ran too long (bugs).
 */
static bool PlayGame(int variant, uint64_t seed, const int levels[2], GameRecord *rec, BeziqueState *st, double *ms[2],
                     double *cpu[2], long moves[2])
{
    Bezique_Init(st, variant, seed);
    for (int i = 0; !Bezique_IsOver(st); i++) {
        if (i >= MOVES_PER_GAME_MAX) {
            return false;
        }
        int seat = Bezique_ToAct(st);
        GameAction a;
        double t0 = NowMs(), c0 = CpuMs();
        if (!ChooseMove(st, levels[seat], seed, i, &a)) {
            return false;
        }
        if (ms != NULL) {
            cpu[seat][moves[seat]] = CpuMs() - c0;
            ms[seat][moves[seat]++] = NowMs() - t0;
        }
        if (Bezique_Apply(st, seat, a) != BEZ_WHY_OK || (rec != NULL && !GameRecord_Push(rec, a))) {
            return false;
        }
    }
    return true;
}

int BeziqueCli_Play(int argc, char **argv)
{
    Args a;
    int status = ParseArgs(argc, argv, &a, false);
    if (status != CLI_EXIT_OK) {
        return status;
    }
    GameRecord rec;
    GameRecord_Init(&rec, &Bezique_Rules, a.variant, a.seed);
    BeziqueState st;
    if (!PlayGame(a.variant, a.seed, a.level, &rec, &st, NULL, NULL, NULL)) {
        fprintf(stderr, "parlour-cli %s: the game could not be played out (a bug: please report seed %llu)\n", CMD,
                (unsigned long long)a.seed);
        GameRecord_Free(&rec);
        return CLI_EXIT_FAILURE;
    }
    if (a.save) {
        status = CliGame_WriteSave(&rec);
    } else {
        printf("A: %s, B: %s\n", LevelName(a.level[0]), LevelName(a.level[1]));
        status = BeziqueCli_PrintRecord(&rec);
    }
    GameRecord_Free(&rec);
    return status;
}

static int CompareDouble(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

typedef struct Moments {
    double sum, sumSq;
    long n;
} Moments;

static void Add(Moments *m, double x)
{
    m->sum += x;
    m->sumSq += x * x;
    m->n++;
}

static double Mean(const Moments *m)
{
    return m->n > 0 ? m->sum / (double)m->n : 0;
}

/* The standard error of the mean. */
static double StdErr(const Moments *m)
{
    if (m->n < 2) {
        return 0;
    }
    double mean = Mean(m);
    double var = (m->sumSq - (double)m->n * mean * mean) / (double)(m->n - 1);
    return var > 0 ? sqrt(var / (double)m->n) : 0;
}

static void PrintTimes(const char *who, int level, double *ms, long n)
{
    if (level == LEVEL_RANDOM || n == 0) {
        printf("  %s (%s): no timing\n", who, LevelName(level));
        return;
    }
    qsort(ms, (size_t)n, sizeof *ms, CompareDouble);
    long p99 = (long)((double)n * 0.99);
    printf("  %s (%s): median %.3f, p99 %.3f, max %.3f (%ld moves)\n", who, LevelName(level), ms[n / 2],
           ms[p99 < n ? p99 : n - 1], ms[n - 1], n);
}

/* Makes room for need timings in *buf (growing it by doubling); false if memory runs out. */
static bool Reserve(double **buf, long *cap, long need)
{
    if (need <= *cap) {
        return true;
    }
    long grown = *cap > 0 ? *cap : MOVES_PER_GAME_MAX;
    while (grown < need) {
        grown *= 2;
    }
    double *p = realloc(*buf, (size_t)grown * sizeof **buf);
    if (p == NULL) {
        return false;
    }
    *buf = p;
    *cap = grown;
    return true;
}

/*
 * Each seed is dealt twice, the players changing seats, so both meet the
 * same cards from both sides (the seed also decides who deals first): game
 * i uses seed S + i/2 with A in seat i%2.
 */
int BeziqueCli_Bench(int argc, char **argv)
{
    Args a;
    int status = ParseArgs(argc, argv, &a, true);
    if (status != CLI_EXIT_OK) {
        return status;
    }
    double *ms[2] = {NULL, NULL}, *cpu[2] = {NULL, NULL};
    long cap[2] = {0, 0}, cpuCap[2] = {0, 0};
    long moves[2] = {0, 0};
    bool rubicon = a.variant == BEZIQUE_RUBICON;
    long wins[3] = {0, 0, 0}; /* A, B, drawn */
    Moments pts[2] = {{0, 0, 0}, {0, 0, 0}}, net = {0, 0, 0};
    for (long g = 0; g < a.games && status == CLI_EXIT_OK; g++) {
        uint64_t seed = a.seed + (uint64_t)(g / 2);
        int aSeat = (int)(g % 2);
        if (!Reserve(&ms[0], &cap[0], moves[0] + MOVES_PER_GAME_MAX) ||
            !Reserve(&ms[1], &cap[1], moves[1] + MOVES_PER_GAME_MAX) ||
            !Reserve(&cpu[0], &cpuCap[0], moves[0] + MOVES_PER_GAME_MAX) ||
            !Reserve(&cpu[1], &cpuCap[1], moves[1] + MOVES_PER_GAME_MAX)) {
            fprintf(stderr, "parlour-cli %s: out of memory for the timings of %ld games\n", CMD, g + 1);
            status = CLI_EXIT_FAILURE;
            break;
        }
        int levels[2];
        levels[aSeat] = a.level[0];
        levels[1 - aSeat] = a.level[1];
        double *seatMs[2];
        seatMs[aSeat] = ms[0] + moves[0];
        seatMs[1 - aSeat] = ms[1] + moves[1];
        double *seatCpu[2];
        seatCpu[aSeat] = cpu[0] + moves[0];
        seatCpu[1 - aSeat] = cpu[1] + moves[1];
        long seatMoves[2] = {0, 0};
        BeziqueState st;
        if (!PlayGame(a.variant, seed, levels, NULL, &st, seatMs, seatCpu, seatMoves)) {
            fprintf(stderr, "parlour-cli %s: game %ld (seed %llu) could not be played out (a bug)\n", CMD, g + 1,
                    (unsigned long long)seed);
            status = CLI_EXIT_FAILURE;
            break;
        }
        moves[0] += seatMoves[aSeat];
        moves[1] += seatMoves[1 - aSeat];
        GameResult r = Bezique_Rules.result((const GameState *)&st);
        int who = r.winner == GAME_NOBODY ? 2 : (r.winner == aSeat ? 0 : 1);
        wins[who]++;
        double got[2]; /* A, B */
        for (int s = 0; s < 2; s++) {
            int seat = s == 0 ? aSeat : 1 - aSeat;
            got[s] = rubicon ? (r.winner == seat ? r.value : 0) : r.score[seat];
            Add(&pts[s], got[s]);
        }
        Add(&net, got[0] - got[1]);
        if ((g + 1) % 100 == 0) {
            fprintf(stderr, "%ld games: A %ld, B %ld\n", g + 1, wins[0], wins[1]);
        }
    }
    if (status == CLI_EXIT_OK) {
        long n = a.games;
        printf("%s Bezique, %ld games from seed %llu (each seed dealt twice, seats swapped): A %s, B %s\n",
               rubicon ? "Rubicon" : "Ordinary", n, (unsigned long long)a.seed, LevelName(a.level[0]),
               LevelName(a.level[1]));
        double share = (double)wins[0] / (double)n;
        printf("wins: A %ld (%.1f%% +- %.1f), B %ld, drawn %ld\n", wins[0], 100 * share,
               100 * sqrt(share * (1 - share) / (double)n), wins[1], wins[2]);
        printf("%s per game: A %.1f +- %.1f, B %.1f +- %.1f, A - B %+.1f +- %.1f\n",
               rubicon ? "points won (the computed game)" : "points (game totals)", Mean(&pts[0]), StdErr(&pts[0]),
               Mean(&pts[1]), StdErr(&pts[1]), Mean(&net), StdErr(&net));
        printf("ms per move:\n");
        PrintTimes("A", a.level[0], ms[0], moves[0]);
        PrintTimes("B", a.level[1], ms[1], moves[1]);
        printf("processor ms per move (the same moves, whatever else the machine was running):\n");
        PrintTimes("A", a.level[0], cpu[0], moves[0]);
        PrintTimes("B", a.level[1], cpu[1], moves[1]);
    }
    free(ms[0]);
    free(ms[1]);
    free(cpu[0]);
    free(cpu[1]);
    return status;
}
