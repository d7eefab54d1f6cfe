/* cmd_five_hundred_ai.c: `parlour-cli five-hundred play|bench`: the computer players against each other. */
#include "cmd_five_hundred_ai.h"

#include "cli.h"
#include "cli_game_bench.h"

#include "five_hundred/five_hundred.h"
#include "game/game.h"
#include "game/game_ai.h"

#include <stdio.h>
#include <string.h>

#define CMD "five-hundred"

enum {
    MOVES_PER_GAME_MAX = 20000 /* far above any real game (random players' games run to a few thousand) */
};

typedef struct Args {
    CliBenchArgs common;      /* bench: level[0] the hero's (--hero), level[1] the others' (--others) */
    int levels[FH_MAX_SEATS]; /* play: per seat (--levels) */
    const char *levelList;
} Args;

/* One level of a --levels list ("strong" of "strong,easy,easy"). */
static int LevelFromWord(const char *word, size_t len)
{
    char text[16];
    if (len >= sizeof text) {
        return CLI_LEVEL_BAD;
    }
    memcpy(text, word, len);
    text[len] = '\0';
    return CliBench_LevelFromName(text);
}

/* Five Hundred's own options: --levels (play), --hero and --others (bench). */
static int OwnOption(void *ctx, int argc, char **argv, int *i, bool bench)
{
    Args *a = ctx;
    bool missing = false;
    const char *value;
    int status = CLI_EXIT_OK;
    if (!bench && ((value = Cli_OptionValue(argc, argv, i, "--levels", &missing)) != NULL || missing)) {
        if (missing) {
            return Cli_UsageError(CMD, "--levels needs one level a seat, e.g. strong,easy,easy");
        }
        a->levelList = value;
        return CLI_EXIT_OK;
    }
    if (bench && (CliBench_LevelOption(CMD, "--hero", argc, argv, i, &a->common.level[0], &status) ||
                  CliBench_LevelOption(CMD, "--others", argc, argv, i, &a->common.level[1], &status))) {
        return status;
    }
    char shown[64];
    return Cli_UsageError(CMD, "unexpected argument \"%s\"", Cli_Shorten(argv[*i], shown, sizeof shown, 40));
}

/* The --levels list: one level a seat in play. */
static int ParseLevelList(Args *a)
{
    int players = FiveHundred_Players(a->common.variant), count = 0;
    for (const char *p = a->levelList; count <= players;) {
        size_t len = strcspn(p, ",");
        if (count < players) {
            a->levels[count] = LevelFromWord(p, len);
        }
        if (count >= players || a->levels[count] < CLI_LEVEL_RANDOM) {
            return Cli_UsageError(CMD, "--levels needs %d levels (random, easy, medium or strong), e.g. %s", players,
                                  players == 2   ? "strong,easy"
                                  : players == 3 ? "strong,easy,easy"
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
    return CLI_EXIT_OK;
}

static int ParseArgs(int argc, char **argv, Args *a, bool bench)
{
    memset(a, 0, sizeof *a);
    const CliBenchOptions options = {
        .command = CMD,
        .variantFromName = FiveHundred_VariantFromName,
        .variantNames = "three-handed, two-handed or four-handed",
        .countOption = "--games",
        .countMax = 1000000,
        .other = OwnOption,
        .ctx = a,
    };
    a->common = (CliBenchArgs){.variant = FH_THREE_HANDED, .level = {GAME_AI_MEDIUM, GAME_AI_EASY}, .count = 100};
    for (int p = 0; p < FH_MAX_SEATS; p++) {
        a->levels[p] = GAME_AI_EASY;
    }
    int status = CliBench_ParseArgs(&options, argc, argv, bench, &a->common);
    return status == CLI_EXIT_OK && a->levelList != NULL ? ParseLevelList(a) : status;
}

/* The random floor never bids: random bids would sink every score for ever. */
static bool FloorMove(const GameState *gs, int seat, GameAction *out)
{
    (void)seat;
    if (((const FiveHundredState *)(const void *)gs)->phase != FH_PHASE_BID) {
        return false;
    }
    *out = FiveHundred_Pass();
    return true;
}

_Static_assert(FH_MAX_SEATS <= GAME_MAX_SEATS, "a level for every seat fits CliPlayers");

/* A level a seat; a move's dice come from the game's seed, the move's number and the seat. */
static CliPlayers Players(const int *levels)
{
    CliPlayers p = {.rules = &FiveHundred_Rules, .diceStride = 4, .diceSalt = 0x706c6179ULL, .floorMove = FloorMove};
    memcpy(p.level, levels, sizeof(int) * FH_MAX_SEATS);
    return p;
}

static void PrintSeats(const void *ctx)
{
    const Args *a = ctx;
    for (int p = 0; p < FiveHundred_Players(a->common.variant); p++) {
        printf("%s%s: %s", p > 0 ? ", " : "", Game_SeatName(&FiveHundred_Rules, a->common.variant, p),
               CliBench_LevelName(a->levels[p]));
    }
    printf("\n");
}

/* A game still going after MOVES_PER_GAME_MAX moves is printed as it stands. */
int FiveHundredCli_Play(int argc, char **argv)
{
    Args a;
    int status = ParseArgs(argc, argv, &a, false);
    if (status != CLI_EXIT_OK) {
        return status;
    }
    CliPlayers players = Players(a.levels);
    return CliBench_Play(CMD, &players, &a.common, MOVES_PER_GAME_MAX, true, PrintSeats, &a, FiveHundredCli_PrintGame);
}

typedef struct Tally {
    int variant;
    long wins, bids[2], made[2]; /* [0] the hero's side, [1] the others' */
    CliMoments perDeal[2];
    /* Points a deal by who bid it (the hero's side, another side, nobody): the hero's, the bidder's, the rest's. */
    CliMoments byBidder[3][3];
    long deals, unfinished;
} Tally;

enum { BY_HERO, BY_OTHER, BY_NOBODY };

/* Adds a deal's points to the tally of deals bid by the same kind of side. */
static void TallyByBidder(Tally *t, const FiveHundredState *st, const FiveHundredDeal *d, int heroSide)
{
    int bidSide = d->bidder == FH_NOBODY ? -1 : FiveHundred_SideOf(t->variant, d->bidder);
    int kind = bidSide < 0 ? BY_NOBODY : bidSide == heroSide ? BY_HERO : BY_OTHER;
    for (int s = 0; s < st->sides; s++) {
        int who = s == heroSide ? 0 : s == bidSide ? 1 : 2;
        CliMoments_Add(&t->byBidder[kind][who], d->won[s] - d->lost[s]);
    }
}

static void PrintByBidder(const Tally *t)
{
    static const char *const kKind[3] = {"the hero bid", "another bid", "nobody bid"};
    static const char *const kWho[3] = {"hero", "bidder", "the rest"};
    printf("points per deal by who bid:\n");
    for (int k = 0; k < 3; k++) {
        long n = t->byBidder[k][0].n;
        printf("  %s: %ld deals (%.1f%%);", kKind[k], n, t->deals > 0 ? 100.0 * (double)n / (double)t->deals : 0.0);
        for (int w = 0; w < 3; w++) {
            if ((k == BY_HERO && w == 1) || (k == BY_NOBODY && w == 1) || t->byBidder[k][w].n == 0) {
                continue;
            }
            printf(" %s %.1f +- %.1f", kWho[w], CliMoments_Mean(&t->byBidder[k][w]), CliMoments_StdErr(&t->byBidder[k][w]));
        }
        printf("\n");
    }
}

static void Scored(void *ctx, const GameState *gs, long g, uint64_t seed, int heroSide, bool over)
{
    Tally *t = ctx;
    const FiveHundredState *st = (const FiveHundredState *)(const void *)gs;
    if (!over) {
        /* Computers that keep gambling near 500 can play for ever (seen four-handed): count it, go on. */
        t->unfinished++;
        fprintf(stderr, "game %ld (seed %llu) unfinished after %d moves (deal %d)\n", g + 1, (unsigned long long)seed,
                MOVES_PER_GAME_MAX, st->deal);
        return;
    }
    t->wins += st->winner == heroSide;
    /* Per deal (the history holds the last 40 deals of a game; a longer game counts those). */
    for (int i = 0; i < st->historyCount; i++) {
        const FiveHundredDeal *d = FiveHundred_HistoryAt(st, i);
        for (int s = 0; s < st->sides; s++) {
            CliMoments_Add(&t->perDeal[s == heroSide ? 0 : 1], d->won[s] - d->lost[s]);
        }
        if (d->bidder != FH_NOBODY) {
            int who = FiveHundred_SideOf(t->variant, d->bidder) == heroSide ? 0 : 1;
            t->bids[who]++;
            t->made[who] += d->made;
        }
        TallyByBidder(t, st, d, heroSide);
        t->deals++;
    }
    if ((g + 1) % 50 == 0) {
        fprintf(stderr, "%ld games: hero won %ld\n", g + 1, t->wins);
    }
}

/*
 * One computer of the hero's level against the others of the other level
 * (four-handed: the hero and his partner against two others). Game i uses
 * seed S + i / seats with the hero in seat i % seats (partnerships: side
 * i % 2), so each deal is met from every chair.
 */
int FiveHundredCli_Bench(int argc, char **argv)
{
    Args args;
    int status = ParseArgs(argc, argv, &args, true);
    if (status != CLI_EXIT_OK) {
        return status;
    }
    const CliBenchArgs *a = &args.common;
    int hero = a->level[0], others = a->level[1];
    int players = FiveHundred_Players(a->variant);
    int rotation = a->variant == FH_FOUR_HANDED ? 2 : players;
    Tally t = {.variant = a->variant};
    CliMatch m = CliBench_MatchOf(CMD, Players(args.levels), a, rotation, MOVES_PER_GAME_MAX);
    m.allowUnfinished = true;
    m.timeCpu = true; /* the processor time a move costs, whatever else the machine runs */
    m.scored = Scored;
    m.ctx = &t;
    status = CliBench_RunMatch(&m);
    if (status == CLI_EXIT_OK) {
        long n = a->count;
        double lo, hi;
        CliBench_Wilson(t.wins, n, &lo, &hi);
        printf("Five Hundred (%s), %ld games from seed %llu (each deal met from every chair): hero %s, others %s\n",
               FiveHundred_VariantName(a->variant), n, (unsigned long long)a->seed, CliBench_LevelName(hero),
               CliBench_LevelName(others));
        printf("hero wins %ld of %ld: %.1f%% (95%% interval %.1f-%.1f; an even share is %.1f%%)\n", t.wins, n,
               100.0 * (double)t.wins / (double)n, lo, hi, 100.0 / rotation);
        for (int w = 0; w < 2; w++) {
            const char *who = w == 0 ? "hero" : "others";
            double slo = 0, shi = 0;
            if (t.bids[w] == 0) {
                printf("%s (%s): no contracts; points per deal %.1f +- %.1f\n", who, CliBench_LevelName(a->level[w]),
                       CliMoments_Mean(&t.perDeal[w]), CliMoments_StdErr(&t.perDeal[w]));
                continue;
            }
            CliBench_Wilson(t.made[w], t.bids[w], &slo, &shi);
            printf("%s (%s): contracts made %ld of %ld (%.1f%%, 95%% %.1f-%.1f); points per deal %.1f +- %.1f\n", who,
                   CliBench_LevelName(a->level[w]), t.made[w], t.bids[w], 100.0 * (double)t.made[w] / (double)t.bids[w],
                   slo, shi, CliMoments_Mean(&t.perDeal[w]), CliMoments_StdErr(&t.perDeal[w]));
        }
        if (t.unfinished > 0) {
            printf("unfinished games (over %d moves, counted as not won): %ld\n", MOVES_PER_GAME_MAX, t.unfinished);
        }
        PrintByBidder(&t);
        printf("deals %ld; ms per move, processor time:\n", t.deals);
        CliTimes_PrintMoves("hero", hero, &m.cpu[0], false);
        CliTimes_PrintMoves("others", others, &m.cpu[1], false);
    }
    CliMatch_Free(&m);
    return status;
}
