/* cmd_piquet_ai.c: `parlour-cli piquet play|bench`: the computer players against each other. */
#include "cmd_piquet_ai.h"

#include "cli.h"
#include "cli_game_bench.h"

#include "game/game.h"
#include "game/game_ai.h"
#include "piquet/piquet.h"

#include <stdio.h>

#define CMD "piquet"

enum {
    MOVES_PER_GAME_MAX = 4000 /* far above any real partie */
};

static int ParseArgs(int argc, char **argv, CliBenchArgs *a, bool bench)
{
    static const CliBenchOptions kOptions = {
        .command = CMD,
        .variantFromName = Piquet_VariantFromName,
        .variantNames = "rubicon, four-deal, cent or cent-five",
        .levelOption = {"--a", "--b"},
        .countOption = "--games",
        .countMax = 1000000,
    };
    *a = (CliBenchArgs){.variant = PIQUET_RUBICON, .level = {GAME_AI_EASY, GAME_AI_EASY}, .count = 100};
    return CliBench_ParseArgs(&kOptions, argc, argv, bench, a);
}

/* Each seat its own level; a move's dice come from the partie's seed, the move's number and the seat. */
static CliPlayers Players(const int level[2])
{
    return (CliPlayers){.rules = &Piquet_Rules,
                        .level = {level[0], level[1]},
                        .bySide = false,
                        .diceStride = 2,
                        .diceSalt = 0x706c6179ULL};
}

int PiquetCli_Play(int argc, char **argv)
{
    CliBenchArgs a;
    int status = ParseArgs(argc, argv, &a, false);
    if (status != CLI_EXIT_OK) {
        return status;
    }
    CliPlayers players = Players(a.level);
    return CliBench_Play(CMD, &players, &a, MOVES_PER_GAME_MAX, false, NULL, NULL, PiquetCli_PrintRecord);
}

/* What the winner of a partie wins: the settlement (au cent: games). */
static void Scored(void *ctx, const GameState *st, long g, uint64_t seed, int aSeat, bool over)
{
    CliDuel *d = ctx;
    (void)seed;
    (void)over;
    GameResult r = Piquet_Rules.result(st);
    CliDuel_Add(d, r.winner, aSeat, r.winner == aSeat ? r.value : 0, r.winner == 1 - aSeat ? r.value : 0);
    if ((g + 1) % 100 == 0) {
        fprintf(stderr, "%ld parties: A %ld, B %ld\n", g + 1, d->wins[0], d->wins[1]);
    }
}

/*
 * Each seed is dealt twice, the players changing seats, so both meet the
 * same cards from both sides (the seed also decides who deals first): game
 * i uses seed S + i/2 with A in seat i%2.
 */
int PiquetCli_Bench(int argc, char **argv)
{
    CliBenchArgs a;
    int status = ParseArgs(argc, argv, &a, true);
    if (status != CLI_EXIT_OK) {
        return status;
    }
    CliDuel d = {.wins = {0, 0, 0}};
    CliMatch m = CliBench_MatchOf(CMD, Players(a.level), &a, 2, MOVES_PER_GAME_MAX);
    m.timeCpu = true;
    m.scored = Scored;
    m.ctx = &d;
    status = CliBench_RunMatch(&m);
    if (status == CLI_EXIT_OK) {
        long n = a.count;
        printf("Piquet (%s), %ld parties from seed %llu (each seed dealt twice, seats swapped): A %s, B %s\n",
               Piquet_VariantName(a.variant), n, (unsigned long long)a.seed, CliBench_LevelName(a.level[0]),
               CliBench_LevelName(a.level[1]));
        /* Drawn parties count half to each in the share. */
        double share = ((double)d.wins[0] + 0.5 * (double)d.wins[2]) / (double)n;
        double lo, hi;
        CliBench_WilsonShare(share, n, &lo, &hi);
        printf("wins: A %ld, B %ld, drawn %ld: A's share %.1f%% (95%% interval %.1f%% to %.1f%%)\n", d.wins[0],
               d.wins[1], d.wins[2], 100 * share, lo, hi);
        printf("won per partie (the settlement; au cent: games): A %.1f +- %.1f, B %.1f +- %.1f, A - B %+.1f +- %.1f\n",
               CliMoments_Mean(&d.got[0]), CliMoments_StdErr(&d.got[0]), CliMoments_Mean(&d.got[1]),
               CliMoments_StdErr(&d.got[1]), CliMoments_Mean(&d.net), CliMoments_StdErr(&d.net));
        printf("ms per move, by the clock:\n");
        CliTimes_PrintMoves("A", a.level[0], &m.clock[0], false);
        CliTimes_PrintMoves("B", a.level[1], &m.clock[1], false);
        printf("ms per move, processor time:\n");
        CliTimes_PrintMoves("A", a.level[0], &m.cpu[0], false);
        CliTimes_PrintMoves("B", a.level[1], &m.cpu[1], false);
    }
    CliMatch_Free(&m);
    return status;
}
