/* cmd_piquet.c: `parlour-cli piquet`: replay a saved partie, play the book's example deal, settle a partie. */
#include "cli.h"
#include "cli_game_play.h"
#include "cmd_piquet_ai.h"

#include "game/game.h"
#include "piquet/piquet.h"

#include <stdio.h>
#include <string.h>

#define CMD "piquet"

static const char *const kNames[2] = {"A", "B"};

/* Spades, hearts, diamonds, clubs, each from the ace down, as the book lists hands. */
static void PrintMask(PiquetMask m)
{
    char buf[CARD_TEXT_MAX];
    for (int s = 0; s < SUIT_COUNT; s++) {
        for (int o = 7; o >= 0; o--) {
            int i = s * 8 + o;
            if (m & (1u << i)) {
                printf(" %s", Card_Format(Piquet_CardAt(i), buf));
            }
        }
    }
}

static void PrintDealStart(const PiquetState *st)
{
    printf("deal %d: %s deals, %s is elder%s\n", st->deal, kNames[st->dealer], kNames[1 - st->dealer],
           Piquet_Multiplier(st, st->deal) > 1 ? " (counts double)" : "");
    for (int p = 0; p < 2; p++) {
        printf("  %s:", kNames[p]);
        PrintMask(st->hand[p]);
        printf("%s\n", st->carte[p] ? "  (carte blanche)" : "");
    }
    printf("  stock:");
    char buf[CARD_TEXT_MAX];
    for (int i = 0; i < PIQ_STOCK; i++) {
        printf(" %s", Card_Format(Piquet_CardAt(st->stock[i]), buf));
    }
    printf("\n");
}

static void PrintCalls(const PiquetState *st, int from)
{
    PiquetCallLine lines[PIQ_CALL_LINES];
    int n = Piquet_Calls(st, lines, PIQ_CALL_LINES);
    for (int i = from; i < n; i++) {
        printf("        %s: %s\n", kNames[lines[i].seat], lines[i].text);
    }
}

static void PrintSheet(const PiquetState *st)
{
    printf("the sheet%s:\n", st->variant >= PIQUET_CENT ? " of the last game" : "");
    for (int i = 0; i < st->historyCount; i++) {
        const PiquetDealRecord *r = &st->history[i];
        printf("  deal %d (%s deals%s):", i + 1, kNames[r->dealer], r->multiplier > 1 ? ", double" : "");
        for (int p = 0; p < 2; p++) {
            int sum = 0;
            printf(" %s", kNames[p]);
            for (int k = 0; k < PIQ_SCORE_KIND_COUNT; k++) {
                if (r->points[p][k] != 0) {
                    printf(" %s %d,", Piquet_ScoreKindName((PiquetScoreKind)k), r->points[p][k]);
                }
                sum += r->points[p][k];
            }
            printf(" = %d%s", sum * r->multiplier, p == 0 ? ";" : "");
        }
        printf("%s\n", r->complete ? "" : " (the game ended within it)");
    }
    printf("  totals: A %d, B %d\n", st->total[0], st->total[1]);
}

int PiquetCli_PrintRecord(const GameRecord *rec)
{
    PiquetState st;
    if (GameRecord_Start(rec, (GameState *)(void *)&st) != GAME_OK) {
        fprintf(stderr, "parlour-cli %s: cannot start the partie\n", CMD);
        return CLI_EXIT_FAILURE;
    }
    char buf[CARD_TEXT_MAX];
    printf("Piquet (%s), seed %llu, %d actions\n", Piquet_VariantName(rec->variant), (unsigned long long)rec->seed,
           rec->count);
    char cut[160];
    Piquet_DescribeCut(&st, NULL, Card_Format, cut, sizeof cut);
    printf("%s\n", cut);
    int callsShown = 0;
    /* Au cent the lower card deals at once: the first deal is dealt before any action. */
    if (st.phase != PIQ_PHASE_CHOOSE) {
        PrintDealStart(&st);
        PiquetCallLine lines[PIQ_CALL_LINES];
        callsShown = Piquet_Calls(&st, lines, PIQ_CALL_LINES);
        PrintCalls(&st, 0);
    }
    for (int i = 0; i < rec->count; i++) {
        GameAction a = rec->actions[i];
        int seat = Piquet_ToAct(&st);
        char line[160];
        Piquet_DescribeAction(&st, seat, a, line, sizeof line);
        int deal = st.deal, game = st.game;
        int before[2] = {st.dealScore[0], st.dealScore[1]};
        PiquetWhy why = Piquet_Apply(&st, seat, a);
        if (why != PIQ_WHY_OK) {
            char text[GAME_ACTION_TEXT_MAX];
            Piquet_FormatAction(a, text, sizeof text);
            fprintf(stderr, "parlour-cli %s: action %d (%s) is illegal: %s\n", CMD, i + 1, text, Piquet_WhyText(why));
            return CLI_EXIT_FAILURE;
        }
        printf("%4d. %s", i + 1, line);
        if (a.kind == PIQ_ACT_EXCHANGE) {
            printf("  [");
            for (int c = 0; c < a.count; c++) {
                printf("%s%s", c ? " " : "", Card_Format(a.cards[c], buf));
            }
            printf("]");
        }
        bool newDeal = st.deal != deal || st.game != game || st.phase == PIQ_PHASE_OVER;
        if (!newDeal && (st.dealScore[0] != before[0] || st.dealScore[1] != before[1])) {
            printf("  [A %d, B %d]", st.dealScore[0], st.dealScore[1]);
        }
        printf("\n");
        if (deal == st.deal && !newDeal) {
            PiquetCallLine lines[PIQ_CALL_LINES];
            int n = Piquet_Calls(&st, lines, PIQ_CALL_LINES);
            if (n > callsShown) {
                PrintCalls(&st, callsShown);
                callsShown = n;
            }
        }
        if (newDeal && deal >= 1 && st.historyCount > 0) {
            const PiquetDealRecord *r = &st.history[st.historyCount - 1];
            int sums[2] = {0, 0};
            for (int p = 0; p < 2; p++) {
                for (int k = 0; k < PIQ_SCORE_KIND_COUNT; k++) {
                    sums[p] += r->points[p][k];
                }
            }
            printf("end of deal %d: A %d, B %d; %s A %d, B %d\n", deal, sums[0], sums[1],
                   st.game != game ? "that game" : "the partie", st.game != game ? 0 : st.total[0],
                   st.game != game ? 0 : st.total[1]);
            if (st.game != game) {
                printf("game %d to %s%s\n", game, kNames[st.lastGameWinner], st.lastGameDouble ? " (a double game)" : "");
            }
            callsShown = 0;
        }
        if ((newDeal || a.kind == PIQ_ACT_CHOOSE) && st.phase != PIQ_PHASE_OVER) {
            PrintDealStart(&st);
            callsShown = 0;
            PiquetCallLine lines[PIQ_CALL_LINES];
            callsShown = Piquet_Calls(&st, lines, PIQ_CALL_LINES);
            PrintCalls(&st, 0);
        }
    }
    if (st.phase != PIQ_PHASE_OVER) {
        printf("the partie is not finished: %s to act\n", kNames[Piquet_ToAct(&st)]);
        return CLI_EXIT_OK;
    }
    PrintSheet(&st);
    if (st.variant == PIQUET_RUBICON || st.variant == PIQUET_FOUR_DEAL) {
        PiquetSettlement s;
        Piquet_Settle(st.total[0], st.total[1], kNames, &s);
        printf("settlement:\n");
        for (int i = 0; i < s.lineCount; i++) {
            printf("  %s\n", s.lines[i]);
        }
    } else if (st.winner <= 1) {
        printf("%s wins%s (games A %d, B %d)\n", kNames[st.winner],
               st.variant == PIQUET_CENT && st.lastGameDouble ? " a double game" : "", st.gamesWon[0], st.gamesWon[1]);
    }
    printf("state hash %016llx\n", (unsigned long long)Piquet_Hash(&st));
    return CLI_EXIT_OK;
}

static int Replay(int argc, char **argv)
{
    return CliGame_Replay(CMD, &Piquet_Rules, argc, argv, PiquetCli_PrintRecord);
}

/* Applies one action by its text (the book's deal), or explains why not. */
static bool Step(PiquetState *st, const char *text)
{
    GameAction a;
    int seat = Piquet_ToAct(st);
    if (!Piquet_ParseAction(text, &a) || Piquet_Apply(st, seat, a) != PIQ_WHY_OK) {
        fprintf(stderr, "parlour-cli %s: the book's deal went wrong at \"%s\"\n", CMD, text);
        return false;
    }
    return true;
}

/* The book's example deal (DECISIONS.md, the check vector), played from its cards, with the running totals. */
static int DealCheck(int argc, char **argv)
{
    (void)argv;
    if (argc != 2) {
        return Cli_UsageError(CMD, "deal-check takes no arguments");
    }
    Card e[12], d[12], s[8];
    Card_ParseList("9S 7S AH 9H 8H JC 10C 7C JD 10D 9D 8D", e, 12, NULL);
    Card_ParseList("QS 10S 8S QH JH 7H AC KC QC 8C KD QD", d, 12, NULL);
    Card_ParseList("AD 9C 7D AS KH KS 10H JS", s, 8, NULL);
    PiquetState st;
    if (!Piquet_Setup(&st, PIQUET_RUBICON, 1, e, d, s)) {
        return CLI_EXIT_FAILURE;
    }
    printf("The book's deal: B deals, A is elder.\n");
    PrintDealStart(&st);
    static const char *const kSteps[] = {"exchange 9S 7S 9H 8H 7C", "exchange 10S 8S 7H", "declare point",
                                         "declare point", "declare sequence", "declare sequence", "declare set",
                                         "declare set"};
    for (size_t i = 0; i < sizeof kSteps / sizeof kSteps[0]; i++) {
        if (!Step(&st, kSteps[i])) {
            return CLI_EXIT_FAILURE;
        }
    }
    printf("after the exchange:\n  A:");
    PrintMask(st.hand[0]);
    printf("\n  B:");
    PrintMask(st.hand[1]);
    printf("\nthe calls:\n");
    PrintCalls(&st, 0);
    printf("in hand: A %d, B %d\nthe play (running totals as each card falls):\n", st.dealScore[0], st.dealScore[1]);
    static const char *const kCards[24] = {"AD", "QD", "7D", "KD", "AC", "JC", "KC", "10C", "QC", "9C", "8C", "KH",
                                           "KS", "AS", "JD", "QS", "10D", "JS", "9D", "10H", "8D", "JH", "AH", "QH"};
    for (int i = 0; i < 24; i++) {
        int seat = Piquet_ToAct(&st);
        char text[16];
        snprintf(text, sizeof text, "play %s", kCards[i]);
        bool last = i == 23;
        if (!Step(&st, text)) {
            return CLI_EXIT_FAILURE;
        }
        int score = last ? 0 : st.dealScore[seat];
        if (last) {
            const PiquetDealRecord *r = &st.history[0];
            score = r->points[seat][PIQ_SCORE_CARTE] + r->points[seat][PIQ_SCORE_POINT] +
                    r->points[seat][PIQ_SCORE_SEQUENCE] + r->points[seat][PIQ_SCORE_SET] +
                    r->points[seat][PIQ_SCORE_PLAY];
        }
        printf("  %s %-3s %d\n", kNames[seat], kCards[i], score);
    }
    const PiquetDealRecord *r = &st.history[0];
    printf("A: 1 for the last trick, %d for the cards\n", r->points[0][PIQ_SCORE_CARDS]);
    printf("deal: A %d, B %d\n", st.total[0], st.total[1]);
    PiquetSettlement set;
    printf("partie examples (C-laws 71-73):\n");
    Piquet_Settle(120, 102, kNames, &set);
    printf("  120 v 102: %s wins %d\n", kNames[set.winner], set.value);
    Piquet_Settle(120, 98, kNames, &set);
    printf("  120 v 98: %s wins %d (rubicon)\n", kNames[set.winner], set.value);
    bool ok = st.total[0] == 43 && st.total[1] == 23;
    printf("%s\n", ok ? "agrees with the book: A 43, B 23" : "DISAGREES with the book (A 43, B 23)");
    return ok ? CLI_EXIT_OK : CLI_EXIT_FAILURE;
}

static int Settle(int argc, char **argv)
{
    uint64_t t[2];
    if (argc != 4 || !Cli_ParseU64(argv[2], &t[0]) || !Cli_ParseU64(argv[3], &t[1]) || t[0] > 100000 ||
        t[1] > 100000) {
        return Cli_UsageError(CMD, "settle needs two partie totals, whole points up to 100000 (e.g. 120 98)");
    }
    PiquetSettlement s;
    Piquet_Settle((int)t[0], (int)t[1], kNames, &s);
    for (int i = 0; i < s.lineCount; i++) {
        printf("%s\n", s.lines[i]);
    }
    return CLI_EXIT_OK;
}

static int RunPiquet(int argc, char **argv)
{
    static const CliAction kActions[] = {{"replay", Replay},      {"deal-check", DealCheck}, {"settle", Settle},
                                         {"play", PiquetCli_Play}, {"bench", PiquetCli_Bench}};
    return Cli_RunAction(CMD, kActions, (int)(sizeof kActions / sizeof kActions[0]), argc, argv);
}

const CliCommand CliCmd_Piquet = {
    "piquet",
    "replay FILE | deal-check | settle TOTAL_A TOTAL_B"
    " | play --seed N [--a LEVEL] [--b LEVEL] [--variant V] [--save]"
    " | bench --seed N [--games N] [--a LEVEL] [--b LEVEL] [--variant V]"
    "   (LEVEL: random, easy, medium, strong; V: rubicon, four-deal, cent, cent-five)",
    "Piquet: replay a saved partie, play the book's example deal, settle a partie, play a partie between computer "
    "players, benchmark them",
    RunPiquet,
};
