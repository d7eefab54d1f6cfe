/* cmd_five_hundred.c: `parlour-cli five-hundred`: the Avondale table, a deal's settlement, replaying a saved game. */
#include "cli.h"
#include "cli_game_play.h"
#include "cmd_five_hundred_ai.h"

#include "five_hundred/five_hundred.h"
#include "game/game.h"

#include <stdio.h>
#include <string.h>

#define CMD "five-hundred"

static const char *SeatName(const char *const *names, int variant, int seat)
{
    return names != NULL && names[seat] != NULL ? names[seat] : Game_SeatName(&FiveHundred_Rules, variant, seat);
}

/* `value "8 NT"`: the bid's worth on the Avondale table (no argument: the whole table). */
static int Value(int argc, char **argv)
{
    if (argc == 2) {
        printf("%-12s %5s %5s %5s %5s %5s\n", "", "6", "7", "8", "9", "10");
        for (int d = 0; d <= FH_NO_TRUMPS; d++) {
            printf("%-12s", FiveHundred_DenominationName(d));
            for (int t = 6; t <= 10; t++) {
                printf(" %5d", FiveHundred_BidValue(FiveHundred_MakeBid(t, d)));
            }
            printf("\n");
        }
        return CLI_EXIT_OK;
    }
    if (argc != 3) {
        return Cli_UsageError(CMD, "value needs one bid in quotes, e.g. value \"8 NT\"");
    }
    int bid = FiveHundred_ParseBid(argv[2]);
    if (bid < 0) {
        char shown[64];
        return Cli_UsageError(CMD, "\"%s\" is not a bid: 6 to 10 tricks and S, C, D, H or NT, e.g. \"8 NT\"",
                              Cli_Shorten(argv[2], shown, sizeof shown, 40));
    }
    printf("%d\n", FiveHundred_BidValue(bid));
    return CLI_EXIT_OK;
}

/* `settle "7 S" 6`: what the bidder and each opponent score when the bidder takes that many tricks. */
static int Settle(int argc, char **argv)
{
    if (argc != 4) {
        return Cli_UsageError(CMD, "settle needs a bid and the bidder's tricks, e.g. settle \"7 S\" 6");
    }
    int bid = FiveHundred_ParseBid(argv[2]);
    uint64_t tricks = 0;
    if (bid < 0) {
        char shown[64];
        return Cli_UsageError(CMD, "\"%s\" is not a bid: 6 to 10 tricks and S, C, D, H or NT, e.g. \"8 NT\"",
                              Cli_Shorten(argv[2], shown, sizeof shown, 40));
    }
    if (!Cli_ParseU64(argv[3], &tricks) || tricks > 10) {
        return Cli_UsageError(CMD, "the bidder's tricks must be a number from 0 to 10");
    }
    int t[FH_MAX_SEATS] = {(int)tricks, 10 - (int)tricks, 0, 0};
    int won[FH_MAX_SEATS], lost[FH_MAX_SEATS];
    FiveHundred_Settle(2, 0, bid, t, won, lost);
    char text[16];
    FiveHundred_FormatBid(bid, text, sizeof text);
    printf("%s (%d) taking %d: ", text, FiveHundred_BidValue(bid), (int)tricks);
    if (lost[0] > 0) {
        printf("set, %d in the LOST column\n", -lost[0]);
    } else {
        const char *note = "";
        if (tricks == 10) {
            note = FiveHundred_BidValue(bid) < 250 ? " (all ten tricks: at least 250)"
                                                   : " (all ten tricks: nothing extra above 250)";
        } else if ((int)tricks > FiveHundred_BidTricks(bid)) {
            note = " (no overtricks)";
        }
        printf("made, %d%s\n", won[0], note);
    }
    printf("each opponent: 10 a trick (%d between them)\n", won[1]);
    return CLI_EXIT_OK;
}

static void PrintSet(uint64_t set)
{
    for (int b = 0; b < 64; b++) {
        if (set & (1ULL << b)) {
            char card[CARD_TEXT_MAX];
            printf(" %s", Card_Format(FiveHundred_CardAt(b), card));
        }
    }
}

static void PrintDealStart(const FiveHundredState *st, const char *const *names)
{
    printf("deal %d: %s deals\n", st->deal, SeatName(names, st->variant, st->dealer));
    for (int p = 0; p < st->players; p++) {
        printf("  %-6s", SeatName(names, st->variant, p));
        PrintSet(st->hand[p]);
        printf("\n");
    }
    printf("  widow ");
    PrintSet(st->widow);
    printf("\n");
    if (st->dummyCount > 0) {
        printf("  dead hand");
        PrintSet(st->dummy);
        printf("\n");
    }
}

static void PrintDealEnd(const FiveHundredState *st, const FiveHundredDeal *d, const char *const *names)
{
    char bid[16];
    if (d->bidder == FH_NOBODY) {
        printf("end of deal: nobody bid; 10 a trick to each\n");
    } else {
        FiveHundred_FormatBid(d->bid, bid, sizeof bid);
        printf("end of deal: %s bid %s (%d), took %d: %s\n", SeatName(names, st->variant, d->bidder), bid,
               FiveHundred_BidValue(d->bid), d->tricks[FiveHundred_SideOf(st->variant, d->bidder)],
               d->made ? "made" : "set");
    }
    for (int s = 0; s < st->sides; s++) {
        const char *who = st->sides == 2 && st->players == 4 ? (s == 0 ? "South-North" : "West-East")
                                                             : SeatName(names, st->variant, s);
        printf("  %-12s tricks %2d  won %+4d  lost %4d  net %d\n", who, d->tricks[s], d->won[s], d->lost[s], d->net[s]);
    }
    if (d->winner != FH_NOBODY) {
        const char *who = st->sides == 2 && st->players == 4 ? (d->winner == 0 ? "South-North" : "West-East")
                                                             : SeatName(names, st->variant, d->winner);
        printf("%s wins the game (%s)\n", who,
               d->winByBid ? "the bidder reaching 500 has precedence" : "the first whose tricks reached 500");
    }
}

int FiveHundredCli_PrintRecord(const GameRecord *rec, const char *const *names)
{
    FiveHundredState st;
    if (FiveHundred_Init(&st, rec->variant, rec->seed) != GAME_OK) {
        fprintf(stderr, "parlour-cli %s: cannot start the game\n", CMD);
        return CLI_EXIT_FAILURE;
    }
    printf("Five Hundred (%s), seed %llu, %d actions\n", FiveHundred_VariantName(rec->variant),
           (unsigned long long)rec->seed, rec->count);
    PrintDealStart(&st, names);
    for (int i = 0; i < rec->count; i++) {
        GameAction a = rec->actions[i];
        int seat = FiveHundred_ToAct(&st);
        char line[160];
        FiveHundred_DescribeAction(&st, seat, a, line, sizeof line);
        int deal = st.deal;
        int tricks = st.tricksPlayed;
        FiveHundredWhy why = FiveHundred_Apply(&st, seat, a);
        if (why != FH_WHY_OK) {
            char text[GAME_ACTION_TEXT_MAX];
            FiveHundred_FormatAction(a, text, sizeof text);
            fprintf(stderr, "parlour-cli %s: action %d (%s) is illegal: %s\n", CMD, i + 1, text,
                    FiveHundred_WhyText(why));
            return CLI_EXIT_FAILURE;
        }
        printf("%4d. %s %s", i + 1, SeatName(names, st.variant, seat), line);
        if (a.kind == FH_ACT_DISCARD) {
            printf("  (trumps: %s)", FiveHundred_DenominationName(st.trumps));
        }
        if (st.tricksPlayed != tricks || st.deal != deal || FiveHundred_IsOver(&st)) {
            printf("  (trick %d to %s)", st.deal != deal || FiveHundred_IsOver(&st) ? 10 : st.tricksPlayed,
                   SeatName(names, st.variant, st.lastWinner));
        }
        printf("\n");
        if (st.deal != deal || FiveHundred_IsOver(&st)) {
            PrintDealEnd(&st, FiveHundred_HistoryAt(&st, st.historyCount - 1), names);
            if (!FiveHundred_IsOver(&st)) {
                PrintDealStart(&st, names);
            }
        }
    }
    if (!FiveHundred_IsOver(&st)) {
        printf("the game is not finished: %s to play\n", SeatName(names, st.variant, FiveHundred_ToAct(&st)));
    }
    printf("state hash %016llx\n", (unsigned long long)FiveHundred_Hash(&st));
    return CLI_EXIT_OK;
}

int FiveHundredCli_PrintGame(const GameRecord *rec)
{
    return FiveHundredCli_PrintRecord(rec, NULL);
}

static int Replay(int argc, char **argv)
{
    return CliGame_Replay(CMD, &FiveHundred_Rules, argc, argv, FiveHundredCli_PrintGame);
}

static int RunFiveHundred(int argc, char **argv)
{
    static const CliAction kActions[] = {
        {"value", Value}, {"settle", Settle}, {"replay", Replay}, {"play", FiveHundredCli_Play},
        {"bench", FiveHundredCli_Bench},
    };
    return Cli_RunAction(CMD, kActions, (int)(sizeof kActions / sizeof kActions[0]), argc, argv);
}

const CliCommand CliCmd_FiveHundred = {
    "five-hundred",
    "value [\"8 NT\"] | settle \"7 S\" TRICKS | replay FILE"
    " | play --seed N [--variant three-handed|two-handed|four-handed] [--levels L,L,L] [--save]"
    " | bench --seed N [--games N] [--hero LEVEL] [--others LEVEL] [--variant V]   (LEVEL: random, easy, medium, "
    "strong)",
    "Five Hundred: the Avondale table, a deal's settlement, replay a saved game, play a game between computer "
    "players, benchmark them",
    RunFiveHundred,
};
