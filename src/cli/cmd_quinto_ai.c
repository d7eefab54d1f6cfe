/* cmd_quinto_ai.c: `parlour-cli quinto play|bench`: computer partnerships against each other. */
#include "cmd_quinto_ai.h"

#include "cli.h"
#include "cli_game_bench.h"

#include "game/game.h"
#include "game/game_ai.h"
#include "quinto/quinto.h"

#include <stdio.h>

#define CMD "quinto"

enum {
    MOVES_PER_GAME_MAX = 8000 /* far above any real rubber (a long one plays under 1,500 moves) */
};

/* --a is side 0 (North-South, or the Dummy-player), --b side 1. */
static int ParseArgs(int argc, char **argv, CliBenchArgs *a, bool bench)
{
    static const CliBenchOptions kOptions = {
        .command = CMD,
        .variantFromName = Quinto_VariantFromName,
        .variantNames = "quinto or dummy",
        .levelOption = {"--a", "--b"},
        .countOption = "--games",
        .countMax = 1000000,
    };
    *a = (CliBenchArgs){.variant = QUINTO_FOUR, .level = {GAME_AI_EASY, GAME_AI_EASY}, .count = 100};
    return CliBench_ParseArgs(&kOptions, argc, argv, bench, a);
}

/* A level a side, played by the seat that decides (the Dummy-player for Dummy); the dice from the seed and the move. */
static CliPlayers Players(const int level[2])
{
    return (CliPlayers){.rules = &Quinto_Rules,
                        .level = {level[0], level[1]},
                        .bySide = true,
                        .diceStride = 4,
                        .diceSalt = 0x706c6179ULL};
}

static void PrintSides(const void *ctx)
{
    const CliBenchArgs *a = ctx;
    printf("%s: %s, %s: %s\n", Quinto_SideName(a->variant, 0), CliBench_LevelName(a->level[0]),
           Quinto_SideName(a->variant, 1), CliBench_LevelName(a->level[1]));
}

int QuintoCli_Play(int argc, char **argv)
{
    CliBenchArgs a;
    int status = ParseArgs(argc, argv, &a, false);
    if (status != CLI_EXIT_OK) {
        return status;
    }
    CliPlayers players = Players(a.level);
    return CliBench_Play(CMD, &players, &a, MOVES_PER_GAME_MAX, false, PrintSides, &a, QuintoCli_PrintRecord);
}

typedef struct Tally {
    long wins[2];      /* A, B */
    CliMoments points; /* the settlement, as A sees it */
} Tally;

static void Scored(void *ctx, const GameState *gs, long g, uint64_t seed, int aSide, bool over)
{
    Tally *t = ctx;
    (void)seed;
    (void)over;
    QuintoSettlement set;
    Quinto_Settle((const QuintoState *)(const void *)gs, &set);
    bool aWon = set.winner == aSide;
    t->wins[aWon ? 0 : 1]++;
    CliMoments_Add(&t->points, aWon ? set.value : -set.value);
    if ((g + 1) % 50 == 0) {
        fprintf(stderr, "%ld games: A %ld, B %ld\n", g + 1, t->wins[0], t->wins[1]);
    }
}

/*
 * Each seed is played twice with the partnerships changing places, so both
 * hold the same cards (game i: seed S + i/2, A on side i%2). In Dummy
 * Quinto the sides are not alike: A is the Dummy-player on even games and
 * his opponents on odd ones. The interval is Wilson's 95% one on A's
 * share of games won.
 */
int QuintoCli_Bench(int argc, char **argv)
{
    CliBenchArgs a;
    int status = ParseArgs(argc, argv, &a, true);
    if (status != CLI_EXIT_OK) {
        return status;
    }
    Tally t = {{0, 0}, {0, 0, 0}};
    CliMatch m = CliBench_MatchOf(CMD, Players(a.level), &a, 2, MOVES_PER_GAME_MAX);
    m.timeCpu = true; /* what a move costs one thread, whatever else the machine runs */
    m.scored = Scored;
    m.ctx = &t;
    status = CliBench_RunMatch(&m);
    if (status == CLI_EXIT_OK) {
        long n = a.count;
        printf("%s, %ld games from seed %llu (each seed played twice, sides swapped): A %s, B %s\n",
               a.variant == QUINTO_DUMMY ? "Dummy Quinto" : "Quinto (rubbers)", n, (unsigned long long)a.seed,
               CliBench_LevelName(a.level[0]), CliBench_LevelName(a.level[1]));
        double share = (double)t.wins[0] / (double)n;
        double lo, hi;
        CliBench_WilsonShare(share, n, &lo, &hi);
        printf("wins: A %ld (%.1f%%, 95%% interval %.1f-%.1f%%), B %ld\n", t.wins[0], 100 * share, lo, hi, t.wins[1]);
        printf("settlement per game, A's view: %+.1f +- %.1f\n", CliMoments_Mean(&t.points),
               CliMoments_StdErr(&t.points));
        printf("ms per move:\n");
        CliTimes_PrintMoves("A", a.level[0], &m.clock[0], true);
        CliTimes_PrintMoves("B", a.level[1], &m.clock[1], true);
        printf("ms per move, processor time:\n");
        CliTimes_PrintMoves("A", a.level[0], &m.cpu[0], true);
        CliTimes_PrintMoves("B", a.level[1], &m.cpu[1], true);
    }
    CliMatch_Free(&m);
    return status;
}
