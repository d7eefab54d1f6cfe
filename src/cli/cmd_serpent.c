/* cmd_serpent.c: `parlour-cli serpent`: solve a Serpent Poker Patience problem exactly, or check a layout. */
#include "cli.h"

#include "patience/patience_challenge.h"
#include "patience/patience_daily.h"
#include "patience/patience_serpent.h"

#include <stdio.h>
#include <string.h>

#define CMD "serpent"
enum {
    TEXT_MAX = 4096,
    MAX_TOKENS = 64
};

/* Joins argv[from..to) with spaces (a deal may come as one quoted argument or as 25). */
static bool JoinArgs(char **argv, int from, int to, char *text, size_t size)
{
    size_t used = 0;
    text[0] = '\0';
    for (int i = from; i < to; i++) {
        int n = snprintf(text + used, size - used, "%s%s", used > 0 ? " " : "", argv[i]);
        if (n < 0 || (size_t)n >= size - used) {
            return false;
        }
        used += (size_t)n;
    }
    return true;
}

/* Parses exactly 25 distinct whist cards; prints the reason and returns false otherwise. */
static bool Parse25(const char *text, const char *what, Card cards[PATIENCE_CARDS])
{
    Card parsed[MAX_TOKENS];
    CardParseError err;
    int count = Card_ParseList(text, parsed, MAX_TOKENS, &err);
    if (count < 0) {
        Cli_UsageError(CMD, "%s: %s", what, err.message);
        return false;
    }
    if (count != PATIENCE_CARDS) {
        Cli_UsageError(CMD, "%s: expected 25 cards, got %d", what, count);
        return false;
    }
    int bad = 0;
    if (!Patience_CheckCards(parsed, PATIENCE_CARDS, &bad)) {
        char buf[CARD_TEXT_MAX];
        if (Card_Index52(parsed[bad]) < 0) {
            Cli_UsageError(CMD, "%s: card %d is the Joker: Serpent is laid from the whist pack", what, bad + 1);
        } else {
            Cli_UsageError(CMD, "%s: card %d, %s, appears twice: one pack holds each card once", what, bad + 1,
                           Card_Format(parsed[bad], buf));
        }
        return false;
    }
    memcpy(cards, parsed, sizeof parsed[0] * PATIENCE_CARDS);
    return true;
}

static void PrintCards(const char *label, const Card *cards, int count)
{
    char line[PATIENCE_CARDS * CARD_TEXT_MAX + 1];
    Card_FormatList(cards, count, line, sizeof line);
    printf("%s%s\n", label, line);
}

static void PrintSquare(const Card square[PATIENCE_SERPENT_SQUARE])
{
    for (int r = 0; r < PATIENCE_SIDE; r++) {
        printf("   ");
        for (int c = 0; c < PATIENCE_SIDE; c++) {
            char text[CARD_TEXT_MAX];
            printf(" %3s", Card_Format(square[r * PATIENCE_SIDE + c], text));
        }
        printf("\n");
    }
}

static void PrintOrder(const uint8_t path[PATIENCE_CARDS])
{
    int order[PATIENCE_SERPENT_SQUARE];
    for (int i = 0; i < PATIENCE_CARDS; i++) {
        order[path[i]] = i + 1;
    }
    for (int r = 0; r < PATIENCE_SIDE; r++) {
        printf("   ");
        for (int c = 0; c < PATIENCE_SIDE; c++) {
            printf(" %3d", order[r * PATIENCE_SIDE + c]);
        }
        printf("\n");
    }
}

static void PrintLines(const Card square[PATIENCE_SERPENT_SQUARE], PatienceTable table)
{
    PatienceLine lines[PATIENCE_LINES];
    int total = Patience_ScoreSquare(square, table, lines);
    for (int i = 0; i < PATIENCE_LINES; i++) {
        char cards[PATIENCE_SIDE * CARD_TEXT_MAX + 1];
        Card_FormatList(lines[i].cards, PATIENCE_SIDE, cards, sizeof cards);
        printf("%-6s %d  %-16s  %-15s %3d\n", lines[i].isColumn ? "column" : "row", i % PATIENCE_SIDE + 1, cards,
               Poker_ClassName(lines[i].hand), lines[i].points);
    }
    printf("total %d\n", total);
}

typedef struct Options {
    PatienceTable table;
    const char *source; /* which option chose the deal, for messages; NULL: the cards are given */
    Card deal[PATIENCE_CARDS];
    int firstFree, argc; /* positional arguments, compacted to argv[firstFree..argc) */
} Options;

/* Reads --table, and for solve one of --book, --seed N, --daily DATE (each gives the deal); keeps the rest in order. */
static bool ParseOptions(int argc, char **argv, bool allowSource, Options *o)
{
    o->table = PATIENCE_TABLE_ENGLISH;
    o->source = NULL;
    int kept = 2;
    for (int i = 2; i < argc;) {
        bool missing = false;
        const char *value;
        const char *name = argv[i];
        if ((value = Cli_OptionValue(argc, argv, &i, "--table", &missing)) != NULL || missing) {
            o->table = missing ? PATIENCE_TABLE_COUNT : Patience_TableFromName(value);
            if (o->table == PATIENCE_TABLE_COUNT) {
                Cli_UsageError(CMD, "--table needs english or american");
                return false;
            }
            continue;
        }
        bool isSource = strcmp(name, "--book") == 0 || strncmp(name, "--seed", 6) == 0 || strncmp(name, "--daily", 7) == 0;
        if (allowSource && isSource && o->source != NULL) {
            Cli_UsageError(CMD, "give one problem only: --book, --seed N or --daily DATE (\"%s\" came after %s)", name,
                           o->source);
            return false;
        }
        if (allowSource && strcmp(name, "--book") == 0) {
            PatienceSerpent_BookProblem(o->deal);
            o->source = name;
            i++;
            continue;
        }
        if (allowSource && ((value = Cli_OptionValue(argc, argv, &i, "--seed", &missing)) != NULL || missing)) {
            uint64_t seed = 0;
            if (missing || !Cli_ParseU64(value, &seed)) {
                Cli_UsageError(CMD, "--seed needs a number from 0 to 18446744073709551615 (decimal, or hex with 0x)");
                return false;
            }
            PatienceSerpent_SeedProblem(seed, o->deal);
            o->source = "--seed";
            continue;
        }
        if (allowSource && ((value = Cli_OptionValue(argc, argv, &i, "--daily", &missing)) != NULL || missing)) {
            PatienceDate date;
            if (missing || !PatienceDate_Parse(value, &date)) {
                Cli_UsageError(CMD, "--daily needs a date YYYY-MM-DD from 1970-01-01 to 9999-12-31");
                return false;
            }
            PatienceChallenge daily = PatienceChallenge_Daily(PatienceDate_ToDay(date), true);
            PatienceChallenge_Deal(&daily, o->deal, NULL);
            o->source = "--daily";
            continue;
        }
        if (name[0] == '-' && name[1] == '-') {
            Cli_UsageError(CMD, "unknown option \"%s\"", name);
            return false;
        }
        argv[kept++] = argv[i++];
    }
    o->firstFree = 2;
    o->argc = kept;
    return true;
}

static int Solve(int argc, char **argv)
{
    Options o;
    if (!ParseOptions(argc, argv, true, &o)) {
        return CLI_EXIT_USAGE;
    }
    if (o.source != NULL && o.argc > o.firstFree) {
        return Cli_UsageError(CMD, "give either the 25 cards or %s, not both", o.source);
    }
    if (o.source == NULL) {
        static char text[TEXT_MAX];
        if (o.argc == o.firstFree) {
            return Cli_UsageError(CMD,
                                  "solve needs the 25 cards in the order dealt (or --book, --seed N, --daily DATE)");
        }
        if (!JoinArgs(argv, o.firstFree, o.argc, text, sizeof text)) {
            return Cli_UsageError(CMD, "the cards are too long a text: give exactly 25 cards");
        }
        if (!Parse25(text, "the deal", o.deal)) {
            return CLI_EXIT_USAGE;
        }
    }
    PatienceSerpentSolution s;
    PatienceSerpent_Solve(o.deal, o.table, &s);
    PrintCards("problem ", o.deal, PATIENCE_CARDS);
    printf("table %s\n", Patience_TableName(o.table));
    printf("best %d\n", s.best);
    printf("best paths %d of %d (the worst path scores %d)\n", s.bestPaths, PATIENCE_SERPENT_PATHS, s.worst);
    printf("a best layout, rows top to bottom:\n");
    PrintSquare(s.square);
    printf("the order it is laid in:\n");
    PrintOrder(s.path);
    PrintLines(s.square, o.table);
    return CLI_EXIT_OK;
}

static int Check(int argc, char **argv)
{
    Options o;
    if (!ParseOptions(argc, argv, false, &o)) {
        return CLI_EXIT_USAGE;
    }
    if (o.argc - o.firstFree != 2) {
        return Cli_UsageError(CMD,
                              "check needs two quoted lists: the deal (in order) and the layout (rows top to bottom)");
    }
    Card deal[PATIENCE_CARDS], square[PATIENCE_SERPENT_SQUARE];
    if (!Parse25(argv[o.firstFree], "the deal", deal) || !Parse25(argv[o.firstFree + 1], "the layout", square)) {
        return CLI_EXIT_USAGE;
    }
    PatienceSerpentCheck check;
    bool legal = PatienceSerpent_CheckSquare(deal, square, o.table, &check);
    PatienceSerpentSolution s;
    PatienceSerpent_Solve(deal, o.table, &s);
    if (!legal) {
        printf("not a serpent of this deal: %s\n", check.message);
        printf("best %d\n", s.best);
        return CLI_EXIT_FAILURE;
    }
    printf("legal serpent scoring %d\n", check.score);
    printf("best %d%s\n", s.best, check.score == s.best ? " (this layout is one of the best)" : "");
    printf("the order it is laid in:\n");
    PrintOrder(check.path);
    PrintLines(square, o.table);
    return CLI_EXIT_OK;
}

static int RunSerpent(int argc, char **argv)
{
    static const CliAction kActions[] = {{"solve", Solve}, {"check", Check}};
    return Cli_RunAction(CMD, kActions, (int)(sizeof kActions / sizeof kActions[0]), argc, argv);
}

const CliCommand CliCmd_Serpent = {
    "serpent",
    "solve [--table english|american] CARDS... | --book | --seed N | --daily YYYY-MM-DD\n"
    "       parlour-cli serpent check [--table english|american] \"DEAL\" \"LAYOUT\"",
    "Serpent Poker Patience: the exact best score of a problem (the 25 cards in the order dealt), found by trying "
    "all 8,648 rook's paths, with one best layout; or check that a layout (rows top to bottom) is a legal serpent.",
    RunSerpent,
};
