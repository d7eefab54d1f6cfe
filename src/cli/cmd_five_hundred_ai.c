/* cmd_five_hundred_ai.c: `parlour-cli five-hundred play|bench`: the computer players against each other. */
#include "cmd_five_hundred_ai.h"

#include "cli.h"

#include "five_hundred/five_hundred.h"
#include "game/game.h"
#include "game/game_ai.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CMD "five-hundred"

/*
 * The benchmark's levels: GameAi's, and a floor that plays uniformly random
 * legal cards and never bids (random bids would sink every score for ever).
 */
#define LEVEL_RANDOM (-1)

enum {
    MOVES_PER_GAME_MAX = 20000 /* far above any real game (random players' games run to a few thousand) */
};

static int LevelFromName(const char *name, size_t len)
{
    char word[16];
    if (len >= sizeof word) {
        return -2;
    }
    memcpy(word, name, len);
    word[len] = '\0';
    if (strcmp(word, "random") == 0) {
        return LEVEL_RANDOM;
    }
    GameAiLevel l = GameAi_LevelFromName(word);
    return l == GAME_AI_LEVEL_COUNT ? -2 : (int)l;
}

static const char *LevelName(int level)
{
    return level == LEVEL_RANDOM ? "random" : GameAi_LevelName((GameAiLevel)level);
}

/* The processor time this (single-threaded) process has used: what a move costs whatever else the machine runs. */
static double NowMs(void)
{
    return (double)clock() * 1000.0 / (double)CLOCKS_PER_SEC;
}

typedef struct Args {
    uint64_t seed;
    bool haveSeed;
    int variant;
    int levels[FH_MAX_SEATS]; /* play: per seat */
    int hero, others;         /* bench */
    long games;
    bool save;
} Args;

static int ParseLevel(const char *option, const char *value, int *out)
{
    *out = value == NULL ? -2 : LevelFromName(value, strlen(value));
    if (*out < -1) {
        return Cli_UsageError(CMD, "%s needs a level: random, easy, medium or strong", option);
    }
    return CLI_EXIT_OK;
}

static int ParseArgs(int argc, char **argv, Args *a, bool bench)
{
    memset(a, 0, sizeof *a);
    a->variant = FH_THREE_HANDED;
    for (int p = 0; p < FH_MAX_SEATS; p++) {
        a->levels[p] = GAME_AI_EASY;
    }
    a->hero = GAME_AI_MEDIUM;
    a->others = GAME_AI_EASY;
    a->games = 100;
    const char *levels = NULL;
    for (int i = 2; i < argc;) {
        bool missing = false;
        const char *value;
        uint64_t n = 0;
        int status;
        if ((value = Cli_OptionValue(argc, argv, &i, "--seed", &missing)) != NULL || missing) {
            if (missing || !Cli_ParseU64(value, &a->seed)) {
                return Cli_UsageError(CMD, "--seed needs a number from 0 to 18446744073709551615");
            }
            a->haveSeed = true;
        } else if ((value = Cli_OptionValue(argc, argv, &i, "--variant", &missing)) != NULL || missing) {
            a->variant = missing ? -1 : FiveHundred_VariantFromName(value);
            if (a->variant < 0) {
                return Cli_UsageError(CMD, "--variant needs three-handed, two-handed or four-handed");
            }
        } else if (!bench && ((value = Cli_OptionValue(argc, argv, &i, "--levels", &missing)) != NULL || missing)) {
            if (missing) {
                return Cli_UsageError(CMD, "--levels needs one level a seat, e.g. strong,easy,easy");
            }
            levels = value;
        } else if (bench && ((value = Cli_OptionValue(argc, argv, &i, "--hero", &missing)) != NULL || missing)) {
            if ((status = ParseLevel("--hero", value, &a->hero)) != CLI_EXIT_OK) {
                return status;
            }
        } else if (bench && ((value = Cli_OptionValue(argc, argv, &i, "--others", &missing)) != NULL || missing)) {
            if ((status = ParseLevel("--others", value, &a->others)) != CLI_EXIT_OK) {
                return status;
            }
        } else if (bench && ((value = Cli_OptionValue(argc, argv, &i, "--games", &missing)) != NULL || missing)) {
            if (missing || !Cli_ParseU64(value, &n) || n < 1 || n > 1000000) {
                return Cli_UsageError(CMD, "--games needs a number from 1 to 1000000");
            }
            a->games = (long)n;
        } else if (!bench && strcmp(argv[i], "--save") == 0) {
            a->save = true;
            i++;
        } else {
            char shown[64];
            return Cli_UsageError(CMD, "unexpected argument \"%s\"", Cli_Shorten(argv[i], shown, sizeof shown, 40));
        }
    }
    if (!a->haveSeed) {
        return Cli_UsageError(CMD, "%s needs --seed N (the deals and the players' dice all come from it)",
                              bench ? "bench" : "play");
    }
    if (levels != NULL) {
        int players = FiveHundred_Players(a->variant), count = 0;
        for (const char *p = levels; count <= players;) {
            size_t len = strcspn(p, ",");
            if (count < players) {
                a->levels[count] = LevelFromName(p, len);
            }
            if (count >= players || a->levels[count] < -1) {
                return Cli_UsageError(CMD, "--levels needs %d levels (random, easy, medium or strong), e.g. %s",
                                      players, players == 2 ? "strong,easy" : players == 3 ? "strong,easy,easy"
                                                                                             : "strong,easy,strong,easy");
            }
            count++;
            if (p[len] == '\0') {
                break;
            }
            p += len + 1;
        }
        if (count != players) {
            return Cli_UsageError(CMD, "--levels needs %d levels, one a seat", players);
        }
    }
    return CLI_EXIT_OK;
}

/* One move of a player of the given level; the dice come from the game's seed and the move's number. */
static bool ChooseMove(const FiveHundredState *st, int level, uint64_t gameSeed, int moveIndex, GameAction *out)
{
    int seat = FiveHundred_ToAct(st);
    uint64_t dice = Rng_Mix(gameSeed ^ Rng_Mix((uint64_t)moveIndex * 4 + (uint64_t)seat + 0x706c6179ULL));
    if (level == LEVEL_RANDOM) {
        GameAction acts[FH_MAX_ACTIONS];
        int n = FiveHundred_Legal(st, seat, acts, FH_MAX_ACTIONS);
        if (n <= 0) {
            return false;
        }
        Rng rng = Rng_Make(dice);
        *out = st->phase == FH_PHASE_BID ? FiveHundred_Pass() : acts[Rng_Below(&rng, (uint64_t)n)];
        return true;
    }
    return GameAi_Choose(&FiveHundred_Rules, (const GameState *)st, seat, (GameAiLevel)level, dice, out);
}

/*
 * Plays one game with levels[seat], recording it in rec (may be NULL) and
 * each move's time in ms[seat] (may be NULL; room for MOVES_PER_GAME_MAX).
 * False if a player found no move or a move was refused (bugs); a game still going after MOVES_PER_GAME_MAX
 * moves stops there, unfinished.
 */
static bool PlayGame(int variant, uint64_t seed, const int *levels, GameRecord *rec, FiveHundredState *st,
                     double **ms, long *moves)
{
    FiveHundred_Init(st, variant, seed);
    for (int i = 0; !FiveHundred_IsOver(st); i++) {
        if (i >= MOVES_PER_GAME_MAX) {
            return true; /* not finished: the caller sees the game is not over */
        }
        int seat = FiveHundred_ToAct(st);
        GameAction a;
        double t0 = NowMs();
        if (!ChooseMove(st, levels[seat], seed, i, &a)) {
            return false;
        }
        if (ms != NULL) {
            ms[seat][moves[seat]++] = NowMs() - t0;
        }
        if (FiveHundred_Apply(st, seat, a) != FH_WHY_OK || (rec != NULL && !GameRecord_Push(rec, a))) {
            return false;
        }
    }
    return true;
}

int FiveHundredCli_Play(int argc, char **argv)
{
    Args a;
    int status = ParseArgs(argc, argv, &a, false);
    if (status != CLI_EXIT_OK) {
        return status;
    }
    GameRecord rec;
    GameRecord_Init(&rec, &FiveHundred_Rules, a.variant, a.seed);
    FiveHundredState st;
    if (!PlayGame(a.variant, a.seed, a.levels, &rec, &st, NULL, NULL)) {
        fprintf(stderr, "parlour-cli %s: the game could not be played out (a bug: please report seed %llu)\n", CMD,
                (unsigned long long)a.seed);
        GameRecord_Free(&rec);
        return CLI_EXIT_FAILURE;
    }
    if (a.save) {
        size_t need = GameRecord_Save(&rec, NULL, 0);
        char *text = malloc(need + 1);
        if (text == NULL) {
            GameRecord_Free(&rec);
            return CLI_EXIT_FAILURE;
        }
        GameRecord_Save(&rec, text, need + 1);
        fputs(text, stdout);
        free(text);
    } else {
        for (int p = 0; p < st.players; p++) {
            printf("%s%s: %s", p > 0 ? ", " : "", Game_SeatName(&FiveHundred_Rules, a.variant, p),
                   LevelName(a.levels[p]));
        }
        printf("\n");
        status = FiveHundredCli_PrintRecord(&rec, NULL);
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
    printf("  %s (%s): median %.3f, p99 %.3f, max %.3f (%ld moves)\n", who, LevelName(level), ms[n / 2],
           ms[p99 < n ? p99 : n - 1], ms[n - 1], n);
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

/* A 95% interval of a share (Wilson's), in percent. */
static void Wilson(long k, long n, double *lo, double *hi)
{
    double z = 1.96, p = n > 0 ? (double)k / (double)n : 0, nn = (double)n;
    double centre = (p + z * z / (2 * nn)) / (1 + z * z / nn);
    double half = z * sqrt(p * (1 - p) / nn + z * z / (4 * nn * nn)) / (1 + z * z / nn);
    *lo = 100 * (centre - half);
    *hi = 100 * (centre + half);
}

/*
 * One computer of the hero's level against the others of the other level
 * (four-handed: the hero and his partner against two others). Game i uses
 * seed S + i / seats with the hero in seat i % seats (partnerships: side
 * i % 2), so each deal is met from every chair.
 */
int FiveHundredCli_Bench(int argc, char **argv)
{
    Args a;
    int status = ParseArgs(argc, argv, &a, true);
    if (status != CLI_EXIT_OK) {
        return status;
    }
    int players = FiveHundred_Players(a.variant);
    int rotation = a.variant == FH_FOUR_HANDED ? 2 : players;
    double *ms[2] = {NULL, NULL}; /* hero, others */
    long cap[2] = {0, 0}, moves[2] = {0, 0};
    long wins = 0, bids[2] = {0, 0}, made[2] = {0, 0};
    Moments perDeal[2] = {{0, 0, 0}, {0, 0, 0}};
    long deals = 0, unfinished = 0;
    for (long g = 0; g < a.games && status == CLI_EXIT_OK; g++) {
        uint64_t seed = a.seed + (uint64_t)(g / rotation);
        int heroSide = (int)(g % rotation);
        if (!Reserve(&ms[0], &cap[0], moves[0] + MOVES_PER_GAME_MAX) ||
            !Reserve(&ms[1], &cap[1], moves[1] + MOVES_PER_GAME_MAX)) {
            fprintf(stderr, "parlour-cli %s: out of memory for the timings\n", CMD);
            status = CLI_EXIT_FAILURE;
            break;
        }
        int levels[FH_MAX_SEATS];
        double *seatMs[FH_MAX_SEATS];
        long seatMoves[FH_MAX_SEATS] = {0};
        double *scratch = malloc(sizeof(double) * MOVES_PER_GAME_MAX * FH_MAX_SEATS);
        if (scratch == NULL) {
            status = CLI_EXIT_FAILURE;
            break;
        }
        for (int p = 0; p < players; p++) {
            bool hero = FiveHundred_SideOf(a.variant, p) == heroSide;
            levels[p] = hero ? a.hero : a.others;
            seatMs[p] = scratch + (size_t)p * MOVES_PER_GAME_MAX;
        }
        FiveHundredState st;
        if (!PlayGame(a.variant, seed, levels, NULL, &st, seatMs, seatMoves)) {
            fprintf(stderr, "parlour-cli %s: game %ld (seed %llu) could not be played out (a bug)\n", CMD, g + 1,
                    (unsigned long long)seed);
            free(scratch);
            status = CLI_EXIT_FAILURE;
            break;
        }
        for (int p = 0; p < players; p++) {
            int who = FiveHundred_SideOf(a.variant, p) == heroSide ? 0 : 1;
            memcpy(ms[who] + moves[who], seatMs[p], (size_t)seatMoves[p] * sizeof(double));
            moves[who] += seatMoves[p];
        }
        free(scratch);
        if (!FiveHundred_IsOver(&st)) {
            /* Computers that keep gambling near 500 can play for ever (seen four-handed): count it, go on. */
            unfinished++;
            fprintf(stderr, "game %ld (seed %llu) unfinished after %d moves (deal %d)\n", g + 1,
                    (unsigned long long)seed, MOVES_PER_GAME_MAX, st.deal);
            continue;
        }
        wins += st.winner == heroSide;
        /* Per deal (the history holds the last 40 deals of a game; a longer game counts those). */
        for (int i = 0; i < st.historyCount; i++) {
            const FiveHundredDeal *d = FiveHundred_HistoryAt(&st, i);
            for (int s = 0; s < st.sides; s++) {
                Add(&perDeal[s == heroSide ? 0 : 1], d->won[s] - d->lost[s]);
            }
            if (d->bidder != FH_NOBODY) {
                int who = FiveHundred_SideOf(a.variant, d->bidder) == heroSide ? 0 : 1;
                bids[who]++;
                made[who] += d->made;
            }
            deals++;
        }
        if ((g + 1) % 50 == 0) {
            fprintf(stderr, "%ld games: hero won %ld\n", g + 1, wins);
        }
    }
    if (status == CLI_EXIT_OK) {
        long n = a.games;
        double lo, hi;
        Wilson(wins, n, &lo, &hi);
        printf("Five Hundred (%s), %ld games from seed %llu (each deal met from every chair): hero %s, others %s\n",
               FiveHundred_VariantName(a.variant), n, (unsigned long long)a.seed, LevelName(a.hero),
               LevelName(a.others));
        printf("hero wins %ld of %ld: %.1f%% (95%% interval %.1f-%.1f; an even share is %.1f%%)\n", wins, n,
               100.0 * (double)wins / (double)n, lo, hi, 100.0 / rotation);
        for (int w = 0; w < 2; w++) {
            double slo = 0, shi = 0;
            if (bids[w] == 0) {
                printf("%s (%s): no contracts; points per deal %.1f +- %.1f\n", w == 0 ? "hero" : "others",
                       LevelName(w == 0 ? a.hero : a.others), Mean(&perDeal[w]), StdErr(&perDeal[w]));
                continue;
            }
            Wilson(made[w], bids[w], &slo, &shi);
            printf("%s (%s): contracts made %ld of %ld (%.1f%%, 95%% %.1f-%.1f); points per deal %.1f +- %.1f\n",
                   w == 0 ? "hero" : "others", LevelName(w == 0 ? a.hero : a.others), made[w], bids[w],
                   bids[w] > 0 ? 100.0 * (double)made[w] / (double)bids[w] : 0.0, slo, shi, Mean(&perDeal[w]),
                   StdErr(&perDeal[w]));
        }
        if (unfinished > 0) {
            printf("unfinished games (over %d moves, counted as not won): %ld\n", MOVES_PER_GAME_MAX, unfinished);
        }
        printf("deals %ld; ms per move, processor time:\n", deals);
        PrintTimes("hero", a.hero, ms[0], moves[0]);
        PrintTimes("others", a.others, ms[1], moves[1]);
    }
    free(ms[0]);
    free(ms[1]);
    return status;
}
