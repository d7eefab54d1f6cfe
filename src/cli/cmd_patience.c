/* cmd_patience.c: `parlour-cli patience`: score a Poker Patience square, replay a saved game, show a deal. */
#include "cli.h"
#include "cmd_patience_ai.h"

#include "patience/patience.h"
#include "patience/patience_save.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#define CMD "patience"
enum {
    TEXT_MAX = 64 * 1024,
    MAX_TOKENS = 64
};

/* Reads a whole stream into buf (NUL-terminated); false if it does not fit or cannot be read. */
static bool ReadAll(FILE *f, char *buf, size_t size, size_t *len)
{
    size_t n = fread(buf, 1, size - 1, f);
    buf[n] = '\0';
    *len = n;
    if (ferror(f)) {
        return false;
    }
    return n < size - 1 || fgetc(f) == EOF;
}

static void PrintLine(const PatienceLine *line, int number)
{
    char cards[PATIENCE_SIDE * CARD_TEXT_MAX + 1];
    Card_FormatList(line->cards, line->count, cards, sizeof cards);
    const char *kind = line->isColumn ? "column" : "row";
    if (line->count < PATIENCE_SIDE) {
        printf("%-6s %d  %-16s  (%d of 5 cards)\n", kind, number, cards, line->count);
    } else {
        printf("%-6s %d  %-16s  %-15s %3d\n", kind, number, cards, Poker_ClassName(line->hand), line->points);
    }
}

static int PrintLines(const PatienceLine lines[PATIENCE_LINES])
{
    int total = 0;
    for (int i = 0; i < PATIENCE_LINES; i++) {
        PrintLine(&lines[i], i % PATIENCE_SIDE + 1);
        total += lines[i].points;
    }
    printf("total %d\n", total);
    return total;
}

static void PrintSquare(Card sq[PATIENCE_SIDE][PATIENCE_SIDE])
{
    for (int r = 0; r < PATIENCE_SIDE; r++) {
        printf("   ");
        for (int c = 0; c < PATIENCE_SIDE; c++) {
            char text[CARD_TEXT_MAX];
            printf(" %3s", sq[r][c] == CARD_NONE ? "--" : Card_Format(sq[r][c], text));
        }
        printf("\n");
    }
}

static bool ParseTable(const char *value, PatienceTable *table)
{
    *table = Patience_TableFromName(value);
    return *table != PATIENCE_TABLE_COUNT;
}

static int Score(int argc, char **argv)
{
    PatienceTable table = PATIENCE_TABLE_ENGLISH;
    static char text[TEXT_MAX];
    size_t used = 0;
    bool fromStdin = false;
    text[0] = '\0';
    for (int i = 2; i < argc;) {
        bool missing = false;
        const char *value = Cli_OptionValue(argc, argv, &i, "--table", &missing);
        if (value != NULL || missing) {
            if (missing || !ParseTable(value, &table)) {
                return Cli_UsageError(CMD, "--table needs english or american");
            }
            continue;
        }
        if (strcmp(argv[i], "-") == 0) {
            fromStdin = true;
        } else {
            /* The square may come as one quoted argument or as several; joined, token positions stay right. */
            int n = snprintf(text + used, sizeof text - used, "%s%s", used > 0 ? " " : "", argv[i]);
            if (n < 0 || (size_t)n >= sizeof text - used) {
                return Cli_UsageError(CMD, "the cards are too long a text: give exactly 25 cards");
            }
            used += (size_t)n;
        }
        i++;
    }
    if (fromStdin) {
        if (used > 0) {
            return Cli_UsageError(CMD, "give the cards either as arguments or as \"-\" (standard input), not both");
        }
        if (!ReadAll(stdin, text, sizeof text, &used)) {
            return Cli_UsageError(CMD, "standard input is too long or unreadable: give exactly 25 cards");
        }
    }
    Card cards[MAX_TOKENS];
    CardParseError err;
    int count = Card_ParseList(text, cards, MAX_TOKENS, &err);
    if (count < 0) {
        return Cli_UsageError(CMD, "%s", err.message);
    }
    if (count != PATIENCE_CARDS) {
        return Cli_UsageError(CMD,
                              "expected 25 cards, five rows top to bottom (e.g. \"8H 5H 3C 6H 10C / KH AH ...\"), "
                              "got %d",
                              count);
    }
    int bad = 0;
    if (!Patience_CheckCards(cards, PATIENCE_CARDS, &bad)) {
        char buf[CARD_TEXT_MAX];
        if (Card_Index52(cards[bad]) < 0) {
            return Cli_UsageError(CMD, "card %d is the Joker: the square is laid from the whist pack", bad + 1);
        }
        return Cli_UsageError(CMD, "card %d, %s, appears twice: one pack holds each card once", bad + 1,
                              Card_Format(cards[bad], buf));
    }
    PatienceLine lines[PATIENCE_LINES];
    Patience_ScoreSquare(cards, table, lines);
    printf("table %s\n", Patience_TableName(table));
    PrintLines(lines);
    return CLI_EXIT_OK;
}

static int Replay(int argc, char **argv)
{
    if (argc != 3) {
        return Cli_UsageError(CMD, "replay needs exactly one FILE");
    }
    const char *path = argv[2];
    static char text[TEXT_MAX];
    if (!Cli_ReadTextFile(CMD, path, text, sizeof text)) {
        return CLI_EXIT_FAILURE;
    }
    PatienceGame game;
    PatienceLoadError err;
    if (!Patience_Load(text, &game, &err)) {
        fprintf(stderr, "parlour-cli %s: %s: %s\n", CMD, path, err.message);
        return CLI_EXIT_FAILURE;
    }

    Card sq[PATIENCE_SIDE][PATIENCE_SIDE];
    int top = 0, left = 0;
    bool complete = Patience_Square(&game, sq, &top, &left);
    printf("variant %s %s, seed %llu\n", Patience_LayoutName(game.variant.layout),
           Patience_TableName(game.variant.table), (unsigned long long)game.seed);
    printf("moves (row and column within the square, 1-based):\n");
    for (int i = 0; i < game.placed; i++) {
        char buf[CARD_TEXT_MAX];
        int cell = game.moves[i];
        printf("  %2d. %-3s -> row %d, column %d (cell %d)\n", i + 1, Card_Format(game.deal[i], buf),
               Patience_CellRow(cell) - top + 1, Patience_CellCol(cell) - left + 1, cell);
    }
    if (complete) {
        printf("layout:\n");
    } else {
        printf("layout so far (%d of 25 cards laid%s):\n", game.placed,
               Patience_IsStuck(&game) ? "; the serpent has no way on" : "");
    }
    PrintSquare(sq);
    PatienceLine lines[PATIENCE_LINES];
    Patience_Lines(&game, lines);
    PrintLines(lines);
    return CLI_EXIT_OK;
}

static int New(int argc, char **argv)
{
    PatienceVariant variant = Patience_DefaultVariant();
    uint64_t seed = 0;
    bool haveSeed = false;
    bool save = false;
    for (int i = 2; i < argc;) {
        bool missing = false;
        const char *value;
        if ((value = Cli_OptionValue(argc, argv, &i, "--seed", &missing)) != NULL || missing) {
            if (missing || !Cli_ParseU64(value, &seed)) {
                return Cli_UsageError(CMD,
                                      "--seed needs a number from 0 to 18446744073709551615 (decimal, or hex with 0x)");
            }
            haveSeed = true;
        } else if ((value = Cli_OptionValue(argc, argv, &i, "--layout", &missing)) != NULL || missing) {
            variant.layout = missing ? PATIENCE_LAYOUT_COUNT : Patience_LayoutFromName(value);
            if (variant.layout == PATIENCE_LAYOUT_COUNT) {
                return Cli_UsageError(CMD, "--layout needs hoyle, free or serpent");
            }
        } else if ((value = Cli_OptionValue(argc, argv, &i, "--table", &missing)) != NULL || missing) {
            if (missing || !ParseTable(value, &variant.table)) {
                return Cli_UsageError(CMD, "--table needs english or american");
            }
        } else if (strcmp(argv[i], "--save") == 0) {
            save = true;
            i++;
        } else {
            return Cli_UsageError(CMD, "unexpected argument \"%s\"", argv[i]);
        }
    }
    if (!haveSeed) {
        return Cli_UsageError(CMD, "new needs --seed N (the same seed always gives the same deal)");
    }
    PatienceGame game;
    Patience_NewGame(&game, variant, seed);
    if (save) {
        char text[PATIENCE_SAVE_MAX];
        Patience_Save(&game, text, sizeof text);
        fputs(text, stdout);
    } else {
        char line[PATIENCE_CARDS * CARD_TEXT_MAX + 1];
        Card_FormatList(game.deal, PATIENCE_CARDS, line, sizeof line);
        printf("%s\n", line);
    }
    return CLI_EXIT_OK;
}

static int RunPatience(int argc, char **argv)
{
    static const CliAction kActions[] = {{"score", Score}, {"replay", Replay}, {"new", New}, {"bench", PatienceCli_Bench}, {"best", PatienceCli_Best}};
    return Cli_RunAction(CMD, kActions, (int)(sizeof kActions / sizeof kActions[0]), argc, argv);
}

const CliCommand CliCmd_Patience = {
    "patience",
    "score [--table english|american] CARDS... | -\n"
    "       parlour-cli patience replay FILE\n"
    "       parlour-cli patience new --seed N [--layout hoyle|free|serpent] [--table english|american] [--save]\n"
    "       parlour-cli patience bench --seed S [--deals N] [--layout L] [--table T] [--level fast|normal|analysis]"
    " [--threads T] [--work W] [--candidates K] [--horizon H] [--lookahead L] [--overrule-z Z] [--per-deal]\n"
    "       parlour-cli patience best --seed S [--layout L] [--table T] [--effort E] [--nodes N] [--deals N]",
    "Poker Patience: score a square of 25 cards (rows top to bottom, \"-\" reads them from standard input), "
    "replay a saved game, or show the 25 cards a seed deals (--save: as a save file to play from); "
    "bench: the engine plays N deals (seeds S, S+1, ...) and reports its mean score and speed; "
    "best: the best layout of a deal in hindsight and whether it is proven.",
    RunPatience,
};
