/* cmd_bezique_ai.c: `parlour-cli bezique play|bench`: the computer players against each other. */
#include "cmd_bezique_ai.h"

#include "cli.h"
#include "cli_game_bench.h"

#include "bezique/bezique.h"
#include "game/game.h"
#include "game/game_ai.h"

#include <stdio.h>

#define CMD "bezique"

enum {
    MOVES_PER_GAME_MAX = 4000 /* far above any real game (an ordinary game of many deals plays under 2,000) */
};

static int ParseArgs(int argc, char **argv, CliBenchArgs *a, bool bench)
{
    static const CliBenchOptions kOptions = {
        .command = CMD,
        .variantFromName = Bezique_VariantFromName,
        .variantNames = "rubicon or ordinary",
        .levelOption = {"--a", "--b"},
        .countOption = "--games",
        .countMax = 1000000,
    };
    *a = (CliBenchArgs){.variant = BEZIQUE_RUBICON, .level = {GAME_AI_EASY, GAME_AI_EASY}, .count = 100};
    return CliBench_ParseArgs(&kOptions, argc, argv, bench, a);
}

/* Each seat its own level; a move's dice come from the game's seed, the move's number and the seat. */
static CliPlayers Players(const int level[2])
{
    return (CliPlayers){.rules = &Bezique_Rules,
                        .level = {level[0], level[1]},
                        .bySide = false,
                        .diceStride = 2,
                        .diceSalt = 0x706c6179ULL};
}

int BeziqueCli_Play(int argc, char **argv)
{
    CliBenchArgs a;
    int status = ParseArgs(argc, argv, &a, false);
    if (status != CLI_EXIT_OK) {
        return status;
    }
    CliPlayers players = Players(a.level);
    return CliBench_Play(CMD, &players, &a, MOVES_PER_GAME_MAX, false, NULL, NULL, BeziqueCli_PrintRecord);
}

typedef struct Tally {
    bool rubicon;
    CliDuel duel;
} Tally;

/* Rubicon: what the computation gives the winner; ordinary: each one's game total. */
static double Won(const Tally *t, const GameResult *r, int seat)
{
    return t->rubicon ? (r->winner == seat ? r->value : 0) : r->score[seat];
}

static void Scored(void *ctx, const GameState *st, long g, uint64_t seed, int aSeat, bool over)
{
    Tally *t = ctx;
    (void)seed;
    (void)over;
    GameResult r = Bezique_Rules.result(st);
    CliDuel_Add(&t->duel, r.winner, aSeat, Won(t, &r, aSeat), Won(t, &r, 1 - aSeat));
    if ((g + 1) % 100 == 0) {
        fprintf(stderr, "%ld games: A %ld, B %ld\n", g + 1, t->duel.wins[0], t->duel.wins[1]);
    }
}

/*
 * Each seed is dealt twice, the players changing seats, so both meet the
 * same cards from both sides (the seed also decides who deals first): game
 * i uses seed S + i/2 with A in seat i%2.
 */
int BeziqueCli_Bench(int argc, char **argv)
{
    CliBenchArgs a;
    int status = ParseArgs(argc, argv, &a, true);
    if (status != CLI_EXIT_OK) {
        return status;
    }
    Tally t = {.rubicon = a.variant == BEZIQUE_RUBICON};
    CliMatch m = CliBench_MatchOf(CMD, Players(a.level), &a, 2, MOVES_PER_GAME_MAX);
    m.timeCpu = true;
    m.scored = Scored;
    m.ctx = &t;
    status = CliBench_RunMatch(&m);
    if (status == CLI_EXIT_OK) {
        long n = a.count;
        printf("%s Bezique, %ld games from seed %llu (each seed dealt twice, seats swapped): A %s, B %s\n",
               t.rubicon ? "Rubicon" : "Ordinary", n, (unsigned long long)a.seed, CliBench_LevelName(a.level[0]),
               CliBench_LevelName(a.level[1]));
        const CliDuel *d = &t.duel;
        double share = (double)d->wins[0] / (double)n;
        printf("wins: A %ld (%.1f%% +- %.1f), B %ld, drawn %ld\n", d->wins[0], 100 * share,
               100 * CliBench_ShareStdErr(share, n), d->wins[1], d->wins[2]);
        printf("%s per game: A %.1f +- %.1f, B %.1f +- %.1f, A - B %+.1f +- %.1f\n",
               t.rubicon ? "points won (the computed game)" : "points (game totals)", CliMoments_Mean(&d->got[0]),
               CliMoments_StdErr(&d->got[0]), CliMoments_Mean(&d->got[1]), CliMoments_StdErr(&d->got[1]),
               CliMoments_Mean(&d->net), CliMoments_StdErr(&d->net));
        printf("ms per move:\n");
        CliTimes_PrintMoves("A", a.level[0], &m.clock[0], false);
        CliTimes_PrintMoves("B", a.level[1], &m.clock[1], false);
        printf("processor ms per move (the same moves, whatever else the machine was running):\n");
        CliTimes_PrintMoves("A", a.level[0], &m.cpu[0], false);
        CliTimes_PrintMoves("B", a.level[1], &m.cpu[1], false);
    }
    CliMatch_Free(&m);
    return status;
}
