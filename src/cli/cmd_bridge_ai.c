/* cmd_bridge_ai.c: `parlour-cli bridge play|bench`: rubbers between computer players, and how well STRONG declares. */
#include "cmd_bridge_ai.h"

#include "cli.h"
#include "cli_game_bench.h"
#include "cli_game_play.h"

#include "bridge/bridge_dd.h"
#include "game/game_ai.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CMD "bridge"

enum {
    ACTIONS_PER_RUBBER_MAX = 6000 /* 90 hands of 56 actions at most */
};

static void PrintDealStart(const BridgeState *st)
{
    printf("deal %d: %s deals\n", st->deal, Bridge_SeatName(st->dealer));
    for (int p = 0; p < 4; p++) {
        char buf[64];
        Bridge_FormatHand(st->hand[p], buf, sizeof buf);
        printf("  %-6s %s\n", Bridge_SeatName(p), buf);
    }
}

int BridgeCli_PrintRecord(const GameRecord *rec)
{
    BridgeState *st = malloc(sizeof *st);
    if (st == NULL || GameRecord_Start(rec, (GameState *)(void *)st) != GAME_OK) {
        free(st);
        fprintf(stderr, "parlour-cli %s: cannot start the rubber\n", CMD);
        return CLI_EXIT_FAILURE;
    }
    printf("Bridge, seed %llu, %d actions\n", (unsigned long long)rec->seed, rec->count);
    char cut[256];
    Bridge_DescribeCut(st, Card_Format, cut, sizeof cut);
    printf("%s\n", cut);
    PrintDealStart(st);
    for (int i = 0; i < rec->count; i++) {
        GameAction a = rec->actions[i];
        int seat = Bridge_ToAct(st);
        char line[160];
        Bridge_DescribeAction(st, seat, a, line, sizeof line);
        int count = st->rubber.count;
        BridgeWhy why = Bridge_Apply(st, seat, a);
        if (why != BRIDGE_WHY_OK) {
            char text[GAME_ACTION_TEXT_MAX];
            Bridge_FormatAction(a, text, sizeof text);
            fprintf(stderr, "parlour-cli %s: action %d (%s) is illegal: %s\n", CMD, i + 1, text, Bridge_WhyText(why));
            free(st);
            return CLI_EXIT_FAILURE;
        }
        printf("%4d. %s\n", i + 1, line);
        if (st->rubber.count != count) {
            const BridgeHand *h = &st->rubber.hands[count];
            int decl = Bridge_SideOf(h->dealer);
            printf("end of deal %d: %s, %s %d tricks; below %d-%d, above %d-%d; games %d-%d\n", count + 1,
                   Bridge_StrainName(h->strain), decl == 0 ? "A-B" : "C-D", h->tricks[decl], h->below[0], h->below[1],
                   h->honourPoints[0] + h->chicanePoints[0] + h->slamPoints[0],
                   h->honourPoints[1] + h->chicanePoints[1] + h->slamPoints[1], st->rubber.games[0],
                   st->rubber.games[1]);
            if (st->phase != BRIDGE_PHASE_OVER) {
                PrintDealStart(st);
            }
        }
    }
    if (st->phase != BRIDGE_PHASE_OVER) {
        printf("the rubber is not finished: %s to act\n", Bridge_SeatName(Bridge_ToAct(st)));
    }
    BridgeCli_PrintBlock(&st->rubber);
    printf("state hash %016llx\n", (unsigned long long)Bridge_Hash(st));
    free(st);
    return CLI_EXIT_OK;
}

typedef struct Args {
    CliBenchArgs common; /* level[0] A-B's (--ns), level[1] C-D's (--ew); count: --deals */
    long rubbers;
} Args;

/* Bridge's own option: --rubbers (bench). */
static int OwnOption(void *ctx, int argc, char **argv, int *i, bool bench)
{
    Args *a = ctx;
    int status = CLI_EXIT_OK;
    if (bench && CliBench_CountOption(CMD, "--rubbers", 100000, argc, argv, i, &a->rubbers, &status)) {
        return status;
    }
    return CLI_BENCH_NOT_MINE;
}

static int ParseArgs(int argc, char **argv, Args *a, bool bench)
{
    const CliBenchOptions options = {
        .command = CMD,
        .levelOption = {"--ns", "--ew"},
        .countOption = "--deals",
        .countMax = 100000,
        .other = OwnOption,
        .ctx = a,
    };
    a->common = (CliBenchArgs){.level = {GAME_AI_EASY, GAME_AI_EASY}, .count = 100};
    a->rubbers = 0;
    return CliBench_ParseArgs(&options, argc, argv, bench, &a->common);
}

/* A level a side, played by the seat that decides (the declarer for the dummy); dice from the seed and the action. */
static CliPlayers Players(const int level[2])
{
    return (CliPlayers){.rules = &Bridge_Rules,
                        .level = {level[0], level[1]},
                        .bySide = true,
                        .diceStride = 4,
                        .diceSalt = 0x627269ULL};
}

/* Decisions timed by the clock and in processor time. */
typedef struct Times {
    CliTimes clock, cpu;
} Times;

static void FreeTimes(Times *t)
{
    CliTimes_Free(&t->clock);
    CliTimes_Free(&t->cpu);
}

static void PrintTimes(const char *what, CliTimes *t)
{
    if (t->n == 0) {
        printf("  %s: none\n", what);
        return;
    }
    CliTimeSummary s = CliTimes_Summarise(t);
    printf("  %s: median %.1f, p99 %.1f, max %.1f (%ld)\n", what, s.median, s.p99, s.max, s.n);
}

static void PrintDecisionTimes(Times *cards, Times *calls)
{
    printf("ms per decision (one thread), by the clock:\n");
    PrintTimes("card", &cards->clock);
    PrintTimes("declaration or double", &calls->clock);
    printf("ms per decision, processor time:\n");
    PrintTimes("card", &cards->cpu);
    PrintTimes("declaration or double", &calls->cpu);
}

/* Plays until stopAt hands are scored or the rubber ends; cards and calls timed apart (timedSide's, or all). False on a bug. */
static bool PlayOn(BridgeState *st, const CliPlayers *players, uint64_t seed, GameRecord *rec, int stopAt, Times *cards,
                   Times *calls, int timedSide)
{
    GameState *gs = (GameState *)(void *)st;
    for (int i = rec != NULL ? rec->count : 0; Bridge_ToAct(st) != GAME_NOBODY && st->rubber.count < stopAt; i++) {
        if (i >= ACTIONS_PER_RUBBER_MAX) {
            return false;
        }
        int seat = Bridge_ToAct(st);
        int side = CliBench_Decider(players, gs, seat);
        bool card = st->phase == BRIDGE_PHASE_PLAY;
        GameAction a;
        double t0 = CliBench_NowMs(), c0 = CliBench_CpuMs();
        if (!CliBench_ChooseMove(players, gs, seed, i, &a)) {
            return false;
        }
        if (players->level[side] != CLI_LEVEL_RANDOM && (timedSide < 0 || timedSide == side)) {
            Times *t = card ? cards : calls;
            CliTimes_Add(&t->clock, CliBench_NowMs() - t0);
            CliTimes_Add(&t->cpu, CliBench_CpuMs() - c0);
        }
        if (rec != NULL ? Game_Play(&Bridge_Rules, gs, rec, a) != GAME_OK
                        : Bridge_Apply(st, seat, a) != BRIDGE_WHY_OK) {
            return false;
        }
    }
    return true;
}

int BridgeCli_Play(int argc, char **argv)
{
    Args args;
    int status = ParseArgs(argc, argv, &args, false);
    if (status != CLI_EXIT_OK) {
        return status;
    }
    const CliBenchArgs *a = &args.common;
    CliPlayers players = Players(a->level);
    BridgeState *st = malloc(sizeof *st);
    GameRecord rec;
    GameRecord_Init(&rec, &Bridge_Rules, 0, a->seed);
    Times cards = {{0}, {0}}, calls = {{0}, {0}};
    if (st == NULL || Bridge_Init(st, 0, a->seed) != GAME_OK ||
        !PlayOn(st, &players, a->seed, &rec, BRIDGE_HISTORY_MAX + 1, &cards, &calls, -1)) {
        fprintf(stderr, "parlour-cli %s: a player found no legal action (a bug: please report seed %llu)\n", CMD,
                (unsigned long long)a->seed);
        status = CLI_EXIT_FAILURE;
    } else if (a->save) {
        status = CliGame_WriteSave(&rec);
    } else {
        printf("A-B (South-North): %s, C-D (West-East): %s\n", CliBench_LevelName(a->level[0]),
               CliBench_LevelName(a->level[1]));
        status = BridgeCli_PrintRecord(&rec);
    }
    FreeTimes(&cards);
    FreeTimes(&calls);
    free(st);
    GameRecord_Free(&rec);
    return status;
}

/* How far STRONG's declarer falls short of the double-dummy tricks of the strain it played, deal by deal. */
static int BenchDeals(const Args *args, BridgeState *st, Times *cards, Times *calls)
{
    const CliBenchArgs *a = &args->common;
    const int strong[2] = {GAME_AI_STRONG, GAME_AI_STRONG};
    CliPlayers players = Players(strong);
    CliMoments shortfall = {0, 0, 0};
    int strains[BRIDGE_STRAIN_COUNT] = {0}, doubled = 0, left = 0;
    printf("%ld deals from seed %llu, every seat strong: the declarer's tricks against double dummy\n", a->count,
           (unsigned long long)a->seed);
    for (long d = 0; d < a->count; d++) {
        uint64_t seed = a->seed + (uint64_t)d;
        Bridge_Init(st, 0, seed);
        uint64_t dealt[4];
        memcpy(dealt, st->hand, sizeof dealt);
        int dealer = st->dealer;
        if (!PlayOn(st, &players, seed, NULL, 1, cards, calls, -1)) {
            fprintf(stderr, "parlour-cli %s: deal %llu: a player found no legal action\n", CMD,
                    (unsigned long long)seed);
            return CLI_EXIT_FAILURE;
        }
        const BridgeHand *h = &st->rubber.hands[0];
        int dd;
        char err[BRIDGE_DD_ERR_MAX];
        if (!BridgeDd_Contract(dealt, h->strain, dealer, &dd, err, sizeof err)) {
            fprintf(stderr, "parlour-cli %s: %s\n", CMD, err);
            return CLI_EXIT_FAILURE;
        }
        CliMoments_Add(&shortfall, dd - h->tricks[Bridge_SideOf(dealer)]);
        strains[h->strain]++;
        doubled += h->doublings > 0;
        left += h->leftToPartner;
        if ((d + 1) % 10 == 0 && d + 1 < a->count) {
            fprintf(stderr, "%ld deals, shortfall so far %.3f\n", d + 1, CliMoments_Mean(&shortfall));
        }
    }
    printf("shortfall (double-dummy tricks less tricks made): mean %.3f, standard error %.3f\n",
           CliMoments_Mean(&shortfall), CliMoments_StdErr(&shortfall));
    printf("strains: spades %d, hearts %d, diamonds %d, clubs %d, no trumps %d; left to partner %d; doubled %d\n",
           strains[0], strains[1], strains[2], strains[3], strains[4], left, doubled);
    PrintDecisionTimes(cards, calls);
    return CLI_EXIT_OK;
}

/* Rubbers between two levels: how often A-B's level wins, with a 95% interval, and the mean points. */
static int BenchRubbers(const Args *args, BridgeState *st, Times *cards, Times *calls)
{
    const CliBenchArgs *a = &args->common;
    CliPlayers players = Players(a->level);
    long wins = 0;
    double points = 0;
    printf("%ld rubbers from seed %llu: A-B %s, C-D %s\n", args->rubbers, (unsigned long long)a->seed,
           CliBench_LevelName(a->level[0]), CliBench_LevelName(a->level[1]));
    for (long r = 0; r < args->rubbers; r++) {
        uint64_t seed = a->seed + (uint64_t)r;
        Bridge_Init(st, 0, seed);
        if (!PlayOn(st, &players, seed, NULL, BRIDGE_HISTORY_MAX + 1, cards, calls, 0)) {
            fprintf(stderr, "parlour-cli %s: rubber %llu: a player found no legal action\n", CMD,
                    (unsigned long long)seed);
            return CLI_EXIT_FAILURE;
        }
        BridgeSettlement s = BridgeRubber_Settle(&st->rubber);
        wins += s.winner == 0;
        points += s.winner == 0 ? s.points : -s.points;
    }
    double p = (double)wins / (double)args->rubbers;
    double lo, hi;
    CliBench_WilsonShare(p, args->rubbers, &lo, &hi);
    printf("rubbers won by A-B: %ld of %ld, %.1f%% (95%% interval %.1f%% to %.1f%%)\n", wins, args->rubbers, 100 * p,
           lo, hi);
    printf("mean points a rubber to A-B: %.1f\n", points / (double)args->rubbers);
    printf("A-B's decisions (%s):\n", CliBench_LevelName(a->level[0]));
    PrintDecisionTimes(cards, calls);
    return CLI_EXIT_OK;
}

int BridgeCli_Bench(int argc, char **argv)
{
    Args a;
    int status = ParseArgs(argc, argv, &a, true);
    if (status != CLI_EXIT_OK) {
        return status;
    }
    BridgeState *st = malloc(sizeof *st);
    if (st == NULL) {
        fprintf(stderr, "parlour-cli %s: out of memory\n", CMD);
        return CLI_EXIT_FAILURE;
    }
    Times cards = {{0}, {0}}, calls = {{0}, {0}};
    status = a.rubbers > 0 ? BenchRubbers(&a, st, &cards, &calls) : BenchDeals(&a, st, &cards, &calls);
    FreeTimes(&cards);
    FreeTimes(&calls);
    free(st);
    return status;
}
