/* cmd_code.c: `parlour-cli code` (challenge codes) and `parlour-cli daily` (the day's deal and Serpent). */
#include "cli.h"

#include "patience/patience_challenge.h"
#include "patience/patience_code.h"
#include "patience/patience_daily.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

enum {
    TEXT_MAX = 1024
};

static void PrintDeal(const char *label, const PatienceChallenge *challenge)
{
    Card deal[PATIENCE_CARDS];
    uint64_t seed = 0;
    char line[PATIENCE_CARDS * CARD_TEXT_MAX + 1];
    PatienceChallenge_Deal(challenge, deal, &seed);
    Card_FormatList(deal, PATIENCE_CARDS, line, sizeof line);
    printf("%s%s\n", label, line);
}

/* Everything a code holds, one fact a line. */
static void PrintChallenge(const PatienceChallenge *c)
{
    char code[PATIENCE_CODE_TEXT_MAX];
    char text[PATIENCE_CHALLENGE_TEXT_MAX];
    uint64_t seed = 0;
    Card deal[PATIENCE_CARDS];
    PatienceCode_Encode(c, code, sizeof code);
    PatienceChallenge_Describe(c, text, sizeof text);
    PatienceChallenge_Deal(c, deal, &seed);
    printf("code %s\n", code);
    printf("challenge %s\n", text);
    printf("kind %s\n", PatienceChallenge_KindName(c->kind));
    printf("layout %s\n", Patience_LayoutName(c->variant.layout));
    printf("table %s\n", Patience_TableName(c->variant.table));
    if (c->kind == PATIENCE_CHALLENGE_DAILY) {
        char date[PATIENCE_DATE_TEXT_MAX];
        printf("date %s\n", PatienceDate_Format(PatienceDate_FromDay((int32_t)c->value), date));
    }
    if (c->kind != PATIENCE_CHALLENGE_BOOK) {
        printf("seed %llu\n", (unsigned long long)seed);
    }
    PrintDeal("deal ", c);
}

static int Decode(int argc, char **argv)
{
    /* Pasted codes may arrive split at the dashes or spaces: every argument is part of it. */
    static char text[TEXT_MAX];
    size_t used = 0;
    if (argc < 3) {
        return Cli_UsageError("code", "decode needs a CODE, e.g. parlour-cli code decode WBA3-FSZT-H2P3");
    }
    text[0] = '\0';
    for (int i = 2; i < argc; i++) {
        int n = snprintf(text + used, sizeof text - used, "%s%s", used > 0 ? " " : "", argv[i]);
        if (n < 0 || (size_t)n >= sizeof text - used) {
            return Cli_UsageError("code", "that is far too long for a code: a code has 12 characters");
        }
        used += (size_t)n;
    }
    PatienceChallenge challenge;
    PatienceCodeError err;
    if (PatienceCode_Decode(text, &challenge, &err) != PATIENCE_CODE_OK) {
        fprintf(stderr, "parlour-cli code: \"%s\" is not a valid code (%s): %s\n", text,
                PatienceCode_StatusKey(err.status), err.message);
        return CLI_EXIT_USAGE;
    }
    PrintChallenge(&challenge);
    return CLI_EXIT_OK;
}

static int Encode(int argc, char **argv)
{
    PatienceChallenge c = PatienceChallenge_Seed(Patience_DefaultVariant(), 0);
    int sources = 0;
    bool serpent = false, layoutGiven = false;
    for (int i = 2; i < argc;) {
        bool missing = false;
        const char *value;
        if ((value = Cli_OptionValue(argc, argv, &i, "--seed", &missing)) != NULL || missing) {
            if (missing || !Cli_ParseU64(value, &c.value) || c.value > PATIENCE_CHALLENGE_SEED_MAX) {
                return Cli_UsageError("code", "--seed needs a number from 0 to %llu: codes hold 48-bit seeds",
                                      (unsigned long long)PATIENCE_CHALLENGE_SEED_MAX);
            }
            c.kind = PATIENCE_CHALLENGE_SEED;
            sources++;
        } else if ((value = Cli_OptionValue(argc, argv, &i, "--date", &missing)) != NULL || missing) {
            PatienceDate date;
            if (missing || !PatienceDate_Parse(value, &date)) {
                return Cli_UsageError("code", "--date needs a date YYYY-MM-DD from 1970-01-01 to 9999-12-31");
            }
            c.kind = PATIENCE_CHALLENGE_DAILY;
            c.value = (uint64_t)PatienceDate_ToDay(date);
            sources++;
        } else if (strcmp(argv[i], "--book") == 0) {
            c.kind = PATIENCE_CHALLENGE_BOOK;
            c.value = 0;
            serpent = true;
            sources++;
            i++;
        } else if ((value = Cli_OptionValue(argc, argv, &i, "--layout", &missing)) != NULL || missing) {
            c.variant.layout = missing ? PATIENCE_LAYOUT_COUNT : Patience_LayoutFromName(value);
            if (c.variant.layout == PATIENCE_LAYOUT_COUNT) {
                return Cli_UsageError("code", "--layout needs hoyle, free or serpent");
            }
            layoutGiven = true;
        } else if ((value = Cli_OptionValue(argc, argv, &i, "--table", &missing)) != NULL || missing) {
            c.variant.table = missing ? PATIENCE_TABLE_COUNT : Patience_TableFromName(value);
            if (c.variant.table == PATIENCE_TABLE_COUNT) {
                return Cli_UsageError("code", "--table needs english or american");
            }
        } else if (strcmp(argv[i], "--serpent") == 0) {
            serpent = true;
            i++;
        } else {
            return Cli_UsageError("code", "unexpected argument \"%s\"", argv[i]);
        }
    }
    if (sources != 1) {
        return Cli_UsageError("code", "encode needs exactly one of --seed N, --date YYYY-MM-DD or --book");
    }
    if (serpent) {
        if (layoutGiven && c.variant.layout != PATIENCE_LAYOUT_SERPENT) {
            return Cli_UsageError("code", "--serpent (or --book) and --layout %s contradict each other",
                                  Patience_LayoutName(c.variant.layout));
        }
        c.variant.layout = PATIENCE_LAYOUT_SERPENT;
    }
    if (c.kind == PATIENCE_CHALLENGE_BOOK && c.variant.layout != PATIENCE_LAYOUT_SERPENT) {
        return Cli_UsageError("code", "the book's problem is a Serpent problem: --layout serpent only");
    }
    PrintChallenge(&c);
    return CLI_EXIT_OK;
}

static int RunCode(int argc, char **argv)
{
    static const CliAction kActions[] = {{"decode", Decode}, {"encode", Encode}};
    return Cli_RunAction("code", kActions, (int)(sizeof kActions / sizeof kActions[0]), argc, argv);
}

const CliCommand CliCmd_Code = {
    "code",
    "decode CODE\n"
    "       parlour-cli code encode (--seed N | --date YYYY-MM-DD | --book) [--layout hoyle|free|serpent] "
    "[--table english|american] [--serpent]",
    "Poker Patience challenge codes (12 characters, e.g. WBA3-FSZT-H2P3): show the game and deal a code holds, "
    "or say exactly why it is not valid; or make the code of a seed (up to 48 bits), a day's deal or the book's "
    "problem.",
    RunCode,
};

static int RunDaily(int argc, char **argv)
{
    PatienceDate date = {1970, 1, 1};
    bool haveDate = false;
    for (int i = 1; i < argc;) {
        bool missing = false;
        const char *value = Cli_OptionValue(argc, argv, &i, "--date", &missing);
        if (value == NULL && !missing) {
            return Cli_UsageError("daily", "unexpected argument \"%s\"", argv[i]);
        }
        if (missing || !PatienceDate_Parse(value, &date)) {
            return Cli_UsageError("daily", "--date needs a date YYYY-MM-DD from 1970-01-01 to 9999-12-31");
        }
        haveDate = true;
    }
    int32_t day = haveDate ? PatienceDate_ToDay(date) : PatienceDay_FromUnixTime((int64_t)time(NULL));
    if (!PatienceDay_IsValid(day)) {
        fprintf(stderr, "parlour-cli daily: the system clock is outside 1970..9999; give --date YYYY-MM-DD\n");
        return CLI_EXIT_FAILURE;
    }
    char text[PATIENCE_DATE_TEXT_MAX];
    printf("date %s (UTC day %ld)\n", PatienceDate_Format(PatienceDate_FromDay(day), text), (long)day);
    for (int serpent = 0; serpent <= 1; serpent++) {
        PatienceChallenge c = PatienceChallenge_Daily(day, serpent != 0);
        char code[PATIENCE_CODE_TEXT_MAX];
        uint64_t seed = 0;
        Card deal[PATIENCE_CARDS];
        PatienceCode_Encode(&c, code, sizeof code);
        PatienceChallenge_Deal(&c, deal, &seed);
        const char *name = serpent ? "serpent" : "deal";
        printf("%s code %s (%s %s, seed %llu)\n", name, code, Patience_LayoutName(c.variant.layout),
               Patience_TableName(c.variant.table), (unsigned long long)seed);
        PrintDeal(serpent ? "serpent cards " : "deal cards ", &c);
    }
    return CLI_EXIT_OK;
}

const CliCommand CliCmd_Daily = {
    "daily",
    "[--date YYYY-MM-DD]",
    "The daily Poker Patience deal and daily Serpent problem of a UTC day (today without --date): their codes "
    "and cards, the same on every machine.",
    RunDaily,
};
