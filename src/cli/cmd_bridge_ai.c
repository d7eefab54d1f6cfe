/* cmd_bridge_ai.c: `parlour-cli bridge play|bench`: rubbers between computer players, and how well STRONG declares. */
#include "cmd_bridge_ai.h"

#include "cli.h"
#include "cli_game_play.h"

#include "bridge/bridge_dd.h"
#include "game/game_ai.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CMD "bridge"
#define LEVEL_RANDOM (-1)

enum {
    ACTIONS_PER_RUBBER_MAX = 6000 /* 90 hands of 56 actions at most */
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

/* The process's processor time: on a shared machine it says what a decision costs, where the clock says the load. */
static double CpuMs(void)
{
    return (double)clock() * 1000.0 / (double)CLOCKS_PER_SEC;
}

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
    if (st == NULL || Bridge_Init(st, rec->variant, rec->seed) != GAME_OK) {
        free(st);
        fprintf(stderr, "parlour-cli %s: cannot start the rubber\n", CMD);
        return CLI_EXIT_FAILURE;
    }
    printf("Bridge, seed %llu, %d actions\n", (unsigned long long)rec->seed, rec->count);
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
    uint64_t seed;
    bool haveSeed;
    int level[2]; /* --ns, --ew */
    long deals, rubbers;
    bool save;
} Args;

static int ParseArgs(int argc, char **argv, Args *a, bool bench)
{
    memset(a, 0, sizeof *a);
    a->level[0] = a->level[1] = GAME_AI_EASY;
    a->deals = 100;
    for (int i = 2; i < argc;) {
        bool missing = false;
        const char *value;
        uint64_t n = 0;
        if ((value = Cli_OptionValue(argc, argv, &i, "--seed", &missing)) != NULL || missing) {
            if (missing || !Cli_ParseU64(value, &a->seed)) {
                return Cli_UsageError(CMD, "--seed needs a number from 0 to 18446744073709551615");
            }
            a->haveSeed = true;
        } else if (strncmp(argv[i], "--ns", 4) == 0 || strncmp(argv[i], "--ew", 4) == 0) {
            int side = argv[i][2] == 'n' ? 0 : 1;
            value = Cli_OptionValue(argc, argv, &i, side == 0 ? "--ns" : "--ew", &missing);
            if (value == NULL && !missing) {
                return Cli_UsageError(CMD, "unexpected argument \"%s\"", argv[i]);
            }
            a->level[side] = missing ? -2 : LevelFromName(value);
            if (a->level[side] < LEVEL_RANDOM) {
                return Cli_UsageError(CMD, "%s needs a level: random, easy, medium or strong", side == 0 ? "--ns" : "--ew");
            }
        } else if (bench && ((value = Cli_OptionValue(argc, argv, &i, "--deals", &missing)) != NULL || missing)) {
            if (missing || !Cli_ParseU64(value, &n) || n < 1 || n > 100000) {
                return Cli_UsageError(CMD, "--deals needs a number from 1 to 100000");
            }
            a->deals = (long)n;
        } else if (bench && ((value = Cli_OptionValue(argc, argv, &i, "--rubbers", &missing)) != NULL || missing)) {
            if (missing || !Cli_ParseU64(value, &n) || n < 1 || n > 100000) {
                return Cli_UsageError(CMD, "--rubbers needs a number from 1 to 100000");
            }
            a->rubbers = (long)n;
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

/* One action by the player of the deciding seat's side; the dice come from the rubber's seed and the action's number. */
static bool ChooseAction(const BridgeState *st, int level, uint64_t seed, int index, GameAction *out)
{
    int seat = Bridge_ToAct(st);
    uint64_t dice = Rng_Mix(seed ^ Rng_Mix((uint64_t)index * 4 + (uint64_t)seat + 0x627269ULL));
    if (level == LEVEL_RANDOM) {
        GameAction acts[BRIDGE_MAX_ACTIONS];
        int n = Bridge_Legal(st, seat, acts, BRIDGE_MAX_ACTIONS);
        if (n <= 0) {
            return false;
        }
        Rng rng = Rng_Make(dice);
        *out = acts[Rng_Below(&rng, (uint64_t)n)];
        return true;
    }
    return GameAi_Choose(&Bridge_Rules, (const GameState *)(const void *)st, seat, (GameAiLevel)level, dice, out);
}

typedef struct Times {
    double *ms;
    long n, cap;
    struct Times *cpu; /* the same decisions in processor time, may be NULL */
} Times;

static void AddTime(Times *t, double ms)
{
    if (t->n == t->cap) {
        long cap = t->cap > 0 ? t->cap * 2 : 4096;
        double *p = realloc(t->ms, (size_t)cap * sizeof *p);
        if (p == NULL) {
            return;
        }
        t->ms = p;
        t->cap = cap;
    }
    t->ms[t->n++] = ms;
}

static int CompareDouble(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

static void PrintTimes(const char *what, Times *t)
{
    if (t->n == 0) {
        printf("  %s: none\n", what);
        return;
    }
    qsort(t->ms, (size_t)t->n, sizeof *t->ms, CompareDouble);
    long p99 = (long)((double)t->n * 0.99);
    printf("  %s: median %.1f, p99 %.1f, max %.1f (%ld)\n", what, t->ms[t->n / 2], t->ms[p99 < t->n ? p99 : t->n - 1],
           t->ms[t->n - 1], t->n);
}

/* Plays until stopAt hands are scored or the rubber ends; cards and calls timed apart. False on a bug. */
static bool PlayOn(BridgeState *st, const int level[2], uint64_t seed, GameRecord *rec, int stopAt, Times *cards,
                   Times *calls, int timedSide)
{
    for (int i = rec != NULL ? rec->count : 0; Bridge_ToAct(st) != GAME_NOBODY && st->rubber.count < stopAt; i++) {
        if (i >= ACTIONS_PER_RUBBER_MAX) {
            return false;
        }
        int seat = Bridge_ToAct(st);
        int side = Bridge_SideOf(Bridge_Controller(st, seat));
        int lv = level[side];
        bool card = st->phase == BRIDGE_PHASE_PLAY;
        GameAction a;
        double t0 = NowMs(), c0 = CpuMs();
        if (!ChooseAction(st, lv, seed, i, &a)) {
            return false;
        }
        if (lv != LEVEL_RANDOM && (timedSide < 0 || timedSide == side)) {
            Times *t = card ? cards : calls;
            AddTime(t, NowMs() - t0);
            if (t->cpu != NULL) {
                AddTime(t->cpu, CpuMs() - c0);
            }
        }
        if (rec != NULL ? Game_Play(&Bridge_Rules, (GameState *)(void *)st, rec, a) != GAME_OK
                        : Bridge_Apply(st, seat, a) != BRIDGE_WHY_OK) {
            return false;
        }
    }
    return true;
}

int BridgeCli_Play(int argc, char **argv)
{
    Args a;
    int status = ParseArgs(argc, argv, &a, false);
    if (status != CLI_EXIT_OK) {
        return status;
    }
    BridgeState *st = malloc(sizeof *st);
    GameRecord rec;
    GameRecord_Init(&rec, &Bridge_Rules, 0, a.seed);
    Times cards = {0}, calls = {0};
    Bridge_Init(st, 0, a.seed);
    if (!PlayOn(st, a.level, a.seed, &rec, BRIDGE_HISTORY_MAX + 1, &cards, &calls, -1)) {
        fprintf(stderr, "parlour-cli %s: a player found no legal action (a bug: please report seed %llu)\n", CMD,
                (unsigned long long)a.seed);
        status = CLI_EXIT_FAILURE;
    } else if (a.save) {
        status = CliGame_WriteSave(&rec);
    } else {
        printf("A-B (South-North): %s, C-D (West-East): %s\n", LevelName(a.level[0]), LevelName(a.level[1]));
        status = BridgeCli_PrintRecord(&rec);
    }
    free(cards.ms);
    free(calls.ms);
    free(st);
    GameRecord_Free(&rec);
    return status;
}

/* How far STRONG's declarer falls short of the double-dummy tricks of the strain it played, deal by deal. */
static int BenchDeals(const Args *a)
{
    BridgeState *st = malloc(sizeof *st);
    const int strong[2] = {GAME_AI_STRONG, GAME_AI_STRONG};
    double sum = 0, sumSq = 0;
    int strains[BRIDGE_STRAIN_COUNT] = {0}, doubled = 0, left = 0;
    Times cardsCpu = {0}, callsCpu = {0};
    Times cards = {0, 0, 0, &cardsCpu}, calls = {0, 0, 0, &callsCpu};
    printf("%ld deals from seed %llu, every seat strong: the declarer's tricks against double dummy\n", a->deals,
           (unsigned long long)a->seed);
    for (long d = 0; d < a->deals; d++) {
        uint64_t seed = a->seed + (uint64_t)d;
        Bridge_Init(st, 0, seed);
        uint64_t dealt[4];
        memcpy(dealt, st->hand, sizeof dealt);
        int dealer = st->dealer;
        if (!PlayOn(st, strong, seed, NULL, 1, &cards, &calls, -1)) {
            fprintf(stderr, "parlour-cli %s: deal %llu: a player found no legal action\n", CMD,
                    (unsigned long long)seed);
            free(st);
            return CLI_EXIT_FAILURE;
        }
        const BridgeHand *h = &st->rubber.hands[0];
        int dd;
        char err[BRIDGE_DD_ERR_MAX];
        if (!BridgeDd_Contract(dealt, h->strain, dealer, &dd, err, sizeof err)) {
            fprintf(stderr, "parlour-cli %s: %s\n", CMD, err);
            free(st);
            return CLI_EXIT_FAILURE;
        }
        double shortfall = dd - h->tricks[Bridge_SideOf(dealer)];
        sum += shortfall;
        sumSq += shortfall * shortfall;
        strains[h->strain]++;
        doubled += h->doublings > 0;
        left += h->leftToPartner;
        if ((d + 1) % 10 == 0 && d + 1 < a->deals) {
            fprintf(stderr, "%ld deals, shortfall so far %.3f\n", d + 1, sum / (double)(d + 1));
        }
    }
    double mean = sum / (double)a->deals;
    double var = a->deals > 1 ? (sumSq - (double)a->deals * mean * mean) / (double)(a->deals - 1) : 0;
    printf("shortfall (double-dummy tricks less tricks made): mean %.3f, standard error %.3f\n", mean,
           var > 0 ? sqrt(var / (double)a->deals) : 0);
    printf("strains: spades %d, hearts %d, diamonds %d, clubs %d, no trumps %d; left to partner %d; doubled %d\n",
           strains[0], strains[1], strains[2], strains[3], strains[4], left, doubled);
    printf("ms per decision (one thread), by the clock:\n");
    PrintTimes("card", &cards);
    PrintTimes("declaration or double", &calls);
    printf("ms per decision, processor time:\n");
    PrintTimes("card", &cardsCpu);
    PrintTimes("declaration or double", &callsCpu);
    free(cards.ms);
    free(calls.ms);
    free(cardsCpu.ms);
    free(callsCpu.ms);
    free(st);
    return CLI_EXIT_OK;
}

/* Rubbers between two levels: how often A-B's level wins, with a 95% interval, and the mean points. */
static int BenchRubbers(const Args *a)
{
    BridgeState *st = malloc(sizeof *st);
    long wins = 0;
    double points = 0;
    Times cardsCpu = {0}, callsCpu = {0};
    Times cards = {0, 0, 0, &cardsCpu}, calls = {0, 0, 0, &callsCpu};
    printf("%ld rubbers from seed %llu: A-B %s, C-D %s\n", a->rubbers, (unsigned long long)a->seed,
           LevelName(a->level[0]), LevelName(a->level[1]));
    for (long r = 0; r < a->rubbers; r++) {
        uint64_t seed = a->seed + (uint64_t)r;
        Bridge_Init(st, 0, seed);
        if (!PlayOn(st, a->level, seed, NULL, BRIDGE_HISTORY_MAX + 1, &cards, &calls, 0)) {
            fprintf(stderr, "parlour-cli %s: rubber %llu: a player found no legal action\n", CMD,
                    (unsigned long long)seed);
            free(st);
            return CLI_EXIT_FAILURE;
        }
        BridgeSettlement s = BridgeRubber_Settle(&st->rubber);
        wins += s.winner == 0;
        points += s.winner == 0 ? s.points : -s.points;
    }
    double p = (double)wins / (double)a->rubbers;
    double half = 1.96 * sqrt(p * (1 - p) / (double)a->rubbers);
    printf("rubbers won by A-B: %ld of %ld, %.1f%% (95%% interval %.1f%% to %.1f%%)\n", wins, a->rubbers, 100 * p,
           100 * (p - half), 100 * (p + half));
    printf("mean points a rubber to A-B: %.1f\n", points / (double)a->rubbers);
    printf("A-B's decisions (%s):\n", LevelName(a->level[0]));
    printf("ms per decision (one thread), by the clock:\n");
    PrintTimes("card", &cards);
    PrintTimes("declaration or double", &calls);
    printf("ms per decision, processor time:\n");
    PrintTimes("card", &cardsCpu);
    PrintTimes("declaration or double", &callsCpu);
    free(cards.ms);
    free(calls.ms);
    free(cardsCpu.ms);
    free(callsCpu.ms);
    free(st);
    return CLI_EXIT_OK;
}

int BridgeCli_Bench(int argc, char **argv)
{
    Args a;
    int status = ParseArgs(argc, argv, &a, true);
    if (status != CLI_EXIT_OK) {
        return status;
    }
    return a.rubbers > 0 ? BenchRubbers(&a) : BenchDeals(&a);
}
