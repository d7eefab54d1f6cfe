/* cmd_quinto_ai.c: `parlour-cli quinto play|bench`: computer partnerships against each other. */
#include "cmd_quinto_ai.h"

#include "cli.h"
#include "cli_game_play.h"

#include "game/game.h"
#include "game/game_ai.h"
#include "quinto/quinto.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CMD "quinto"

/* The benchmark's levels: GameAi's, and uniformly random legal moves as a floor. */
#define LEVEL_RANDOM (-1)

enum {
    MOVES_PER_GAME_MAX = 8000 /* far above any real rubber (a long one plays under 1,500 moves) */
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

typedef struct Args {
    uint64_t seed;
    bool haveSeed;
    int variant;
    int level[2]; /* --a (side 0: North-South, or the Dummy-player), --b */
    long games;
    bool save;
} Args;

static int ParseArgs(int argc, char **argv, Args *a, bool bench)
{
    memset(a, 0, sizeof *a);
    a->variant = QUINTO_FOUR;
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
            a->variant = missing ? -1 : Quinto_VariantFromName(value);
            if (a->variant < 0) {
                return Cli_UsageError(CMD, "--variant needs quinto or dummy");
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

/* One move for the seat to act, decided by its controller's player; the dice from the seed and the move's number. */
static bool ChooseMove(const QuintoState *st, int level, uint64_t gameSeed, int moveIndex, GameAction *out)
{
    int seat = Quinto_ToAct(st);
    uint64_t dice = Rng_Mix(gameSeed ^ Rng_Mix((uint64_t)moveIndex * 4 + (uint64_t)seat + 0x706c6179ULL));
    if (level == LEVEL_RANDOM) {
        GameAction acts[QUINTO_MAX_ACTIONS];
        int n = Quinto_Legal(st, seat, acts, QUINTO_MAX_ACTIONS);
        if (n <= 0) {
            return false;
        }
        Rng rng = Rng_Make(dice);
        *out = acts[Rng_Below(&rng, (uint64_t)n)];
        return true;
    }
    return GameAi_Choose(&Quinto_Rules, (const GameState *)(const void *)st, seat, (GameAiLevel)level, dice, out);
}

/*
 * Plays one game with levels[side] for each side, recording it in rec (may
 * be NULL) and each AI move's time in ms[side] (may be NULL). False if a
 * player found no move, a move was refused or the game ran too long (bugs).
 */
static bool PlayGame(int variant, uint64_t seed, const int levels[2], GameRecord *rec, QuintoState *st, double *ms[2],
                     long moves[2])
{
    Quinto_Init(st, variant, seed);
    for (int i = 0; !Quinto_IsOver(st); i++) {
        if (i >= MOVES_PER_GAME_MAX) {
            return false;
        }
        int seat = Quinto_ToAct(st);
        int side = Quinto_SideOf(Quinto_Controller(st, seat));
        GameAction a;
        double t0 = NowMs();
        if (!ChooseMove(st, levels[side], seed, i, &a)) {
            return false;
        }
        if (ms != NULL) {
            ms[side][moves[side]++] = NowMs() - t0;
        }
        if (Quinto_Apply(st, seat, a) != QUINTO_WHY_OK || (rec != NULL && !GameRecord_Push(rec, a))) {
            return false;
        }
    }
    return true;
}

int QuintoCli_Play(int argc, char **argv)
{
    Args a;
    int status = ParseArgs(argc, argv, &a, false);
    if (status != CLI_EXIT_OK) {
        return status;
    }
    GameRecord rec;
    GameRecord_Init(&rec, &Quinto_Rules, a.variant, a.seed);
    QuintoState st;
    if (!PlayGame(a.variant, a.seed, a.level, &rec, &st, NULL, NULL)) {
        fprintf(stderr, "parlour-cli %s: the game could not be played out (a bug: please report seed %llu)\n", CMD,
                (unsigned long long)a.seed);
        GameRecord_Free(&rec);
        return CLI_EXIT_FAILURE;
    }
    if (a.save) {
        status = CliGame_WriteSave(&rec);
    } else {
        printf("%s: %s, %s: %s\n", Quinto_SideName(a.variant, 0), LevelName(a.level[0]), Quinto_SideName(a.variant, 1),
               LevelName(a.level[1]));
        status = QuintoCli_PrintRecord(&rec);
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
    Moments m = {0, 0, 0};
    for (long i = 0; i < n; i++) {
        Add(&m, ms[i]);
    }
    printf("  %s (%s): median %.3f, p99 %.3f, max %.3f, mean %.3f +- %.3f (%ld moves)\n", who, LevelName(level),
           ms[n / 2], ms[p99 < n ? p99 : n - 1], ms[n - 1], Mean(&m), StdErr(&m), n);
}

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
 * Each seed is played twice with the partnerships changing places, so both
 * hold the same cards (game i: seed S + i/2, A on side i%2). In Dummy
 * Quinto the sides are not alike: A is the Dummy-player on even games and
 * his opponents on odd ones. The interval is the 95% normal one on A's
 * share of games won.
 */
int QuintoCli_Bench(int argc, char **argv)
{
    Args a;
    int status = ParseArgs(argc, argv, &a, true);
    if (status != CLI_EXIT_OK) {
        return status;
    }
    double *ms[2] = {NULL, NULL};
    long cap[2] = {0, 0};
    long moves[2] = {0, 0};
    long wins[2] = {0, 0};
    Moments pts = {0, 0, 0};
    for (long g = 0; g < a.games && status == CLI_EXIT_OK; g++) {
        uint64_t seed = a.seed + (uint64_t)(g / 2);
        int aSide = (int)(g % 2);
        if (!Reserve(&ms[0], &cap[0], moves[0] + MOVES_PER_GAME_MAX) ||
            !Reserve(&ms[1], &cap[1], moves[1] + MOVES_PER_GAME_MAX)) {
            fprintf(stderr, "parlour-cli %s: out of memory for the timings of %ld games\n", CMD, g + 1);
            status = CLI_EXIT_FAILURE;
            break;
        }
        int levels[2];
        levels[aSide] = a.level[0];
        levels[1 - aSide] = a.level[1];
        double *sideMs[2];
        sideMs[aSide] = ms[0] + moves[0];
        sideMs[1 - aSide] = ms[1] + moves[1];
        long sideMoves[2] = {0, 0};
        QuintoState st;
        if (!PlayGame(a.variant, seed, levels, NULL, &st, sideMs, sideMoves)) {
            fprintf(stderr, "parlour-cli %s: game %ld (seed %llu) could not be played out (a bug)\n", CMD, g + 1,
                    (unsigned long long)seed);
            status = CLI_EXIT_FAILURE;
            break;
        }
        moves[0] += sideMoves[aSide];
        moves[1] += sideMoves[1 - aSide];
        QuintoSettlement set;
        Quinto_Settle(&st, &set);
        bool aWon = set.winner == aSide;
        wins[aWon ? 0 : 1]++;
        Add(&pts, aWon ? set.value : -set.value);
        if ((g + 1) % 50 == 0) {
            fprintf(stderr, "%ld games: A %ld, B %ld\n", g + 1, wins[0], wins[1]);
        }
    }
    if (status == CLI_EXIT_OK) {
        long n = a.games;
        printf("%s, %ld games from seed %llu (each seed played twice, sides swapped): A %s, B %s\n",
               a.variant == QUINTO_DUMMY ? "Dummy Quinto" : "Quinto (rubbers)", n, (unsigned long long)a.seed,
               LevelName(a.level[0]), LevelName(a.level[1]));
        double share = (double)wins[0] / (double)n;
        double half = 1.96 * sqrt(share * (1 - share) / (double)n);
        printf("wins: A %ld (%.1f%%, 95%% interval %.1f-%.1f%%), B %ld\n", wins[0], 100 * share, 100 * (share - half),
               100 * (share + half), wins[1]);
        printf("settlement per game, A's view: %+.1f +- %.1f\n", Mean(&pts), StdErr(&pts));
        printf("ms per move:\n");
        PrintTimes("A", a.level[0], ms[0], moves[0]);
        PrintTimes("B", a.level[1], ms[1], moves[1]);
    }
    free(ms[0]);
    free(ms[1]);
    return status;
}
