/* cmd_bezique.c: `parlour-cli bezique`: compute a Rubicon game, replay a saved game, play a random one. */
#include "cli.h"
#include "cli_game_play.h"
#include "cmd_bezique_ai.h"

#include "bezique/bezique.h"
#include "game/game.h"

#include <stdio.h>
#include <string.h>

#define CMD "bezique"

static const char *const kNames[2] = {"A", "B"};

static bool ParseInt(const char *text, int lo, int hi, int *out)
{
    uint64_t v = 0;
    if (!Cli_ParseU64(text, &v) || v < (uint64_t)lo || v > (uint64_t)hi) {
        return false;
    }
    *out = (int)v;
    return true;
}

static void PrintComputation(const BeziqueComputation *c)
{
    for (int i = 0; i < c->lineCount; i++) {
        const BeziqueLine *l = &c->lines[i];
        printf("  %s\n", l->text);
    }
}

static int Compute(int argc, char **argv)
{
    int scores[2], brisques[2] = {0, 0};
    int nscores = 0;
    bool haveBrisques = false;
    for (int i = 2; i < argc; i++) {
        if (strcmp(argv[i], "--brisques") == 0) {
            if (i + 2 >= argc || !ParseInt(argv[i + 1], 0, 32, &brisques[0]) ||
                !ParseInt(argv[i + 2], 0, 32, &brisques[1]) || brisques[0] + brisques[1] > 32) {
                return Cli_UsageError(CMD, "--brisques needs two counts of aces and tens won, 0 to 32 in all");
            }
            haveBrisques = true;
            i += 2;
        } else if (nscores < 2 && ParseInt(argv[i], 0, 1000000, &scores[nscores])) {
            nscores++;
        } else {
            return Cli_UsageError(CMD, "compute needs two scores (whole points, e.g. 1510 1240), got \"%s\"", argv[i]);
        }
    }
    if (nscores != 2) {
        return Cli_UsageError(CMD, "compute needs two scores, e.g. `compute 1510 1240 --brisques 18 14`");
    }
    BeziqueComputation c;
    Bezique_Compute(scores[0], scores[1], brisques[0], brisques[1], kNames, &c);
    printf("Rubicon Bezique: A %d, B %d%s\n", scores[0], scores[1],
           haveBrisques ? "" : " (brisques not given: counted as none)");
    if (haveBrisques) {
        printf("brisques: A %d (%d), B %d (%d)\n", brisques[0], brisques[0] * 10, brisques[1], brisques[1] * 10);
    }
    PrintComputation(&c);
    if (c.winner < 0) {
        printf("null game\n");
    } else {
        printf("%s wins %d\n", kNames[c.winner], c.value);
    }
    return CLI_EXIT_OK;
}

static void PrintHand(const BeziqueSide *s)
{
    char buf[CARD_TEXT_MAX];
    for (int k = 0; k < BEZ_KINDS; k++) {
        for (int i = 0; i < s->hand[k]; i++) {
            printf(" %s", Card_Format(Bezique_CardAt(k), buf));
        }
    }
    for (int slot = 0; slot < BEZ_TABLE_SLOTS; slot++) {
        if (s->table[slot] != CARD_NONE) {
            printf(" %s#%d", Card_Format(s->table[slot], buf), slot);
        }
    }
}

static void PrintDealStart(const BeziqueState *st)
{
    char buf[CARD_TEXT_MAX];
    printf("deal %d: %s deals", st->deal, kNames[st->dealer]);
    if (st->turnUp != CARD_NONE) {
        printf("; turn-up %s, trumps %s", Card_Format(st->turnUp, buf), Card_SuitName((Suit)st->trumps));
    }
    printf("\n");
    for (int p = 0; p < 2; p++) {
        printf("  %s:", kNames[p]);
        PrintHand(&st->side[p]);
        printf("\n");
    }
}

static void PrintTally(const BeziqueState *st, int seat)
{
    const BeziqueSide *s = &st->side[seat];
    printf("  %s:", kNames[seat]);
    bool any = false;
    for (int k = 0; k < BEZ_SCORE_KIND_COUNT; k++) {
        if (s->tally[k] > 0) {
            int pts = Bezique_ScoreKindPoints(st->variant, (BeziqueScoreKind)k);
            printf("%s %s %dx%d", any ? "," : "", Bezique_ScoreKindName((BeziqueScoreKind)k), s->tally[k], pts);
            any = true;
        }
    }
    printf("%s = %d; brisques %d\n", any ? "" : " nothing", s->score, s->brisques);
}

int BeziqueCli_PrintRecord(const GameRecord *rec)
{
    BeziqueState st;
    if (GameRecord_Start(rec, (GameState *)&st) != GAME_OK) {
        fprintf(stderr, "parlour-cli %s: cannot start the game\n", CMD);
        return CLI_EXIT_FAILURE;
    }
    printf("%s Bezique, seed %llu, %d actions\n", st.variant == BEZIQUE_RUBICON ? "Rubicon" : "Ordinary",
           (unsigned long long)rec->seed, rec->count);
    PrintDealStart(&st);
    for (int i = 0; i < rec->count; i++) {
        GameAction a = rec->actions[i];
        int seat = Bezique_ToAct(&st);
        char line[160];
        Bezique_DescribeAction(&st, seat, a, line, sizeof line);
        int deal = st.deal;
        int before[2] = {st.side[0].score, st.side[1].score};
        BeziqueWhy why = Bezique_Apply(&st, seat, a);
        if (why != BEZ_WHY_OK) {
            char text[GAME_ACTION_TEXT_MAX];
            Bezique_FormatAction(a, text, sizeof text);
            fprintf(stderr, "parlour-cli %s: action %d (%s) is illegal: %s\n", CMD, i + 1, text, Bezique_WhyText(why));
            return CLI_EXIT_FAILURE;
        }
        printf("%4d. %s %s", i + 1, kNames[seat], line);
        bool dealt = st.deal != deal;
        int after0 = dealt ? st.history[st.historyCount - 1][0] : st.side[0].score;
        int after1 = dealt ? st.history[st.historyCount - 1][1] : st.side[1].score;
        if (after0 != before[0] || after1 != before[1]) {
            printf("  [A %d, B %d]", after0, after1);
        }
        if (a.kind == BEZ_ACT_PLAY && st.trickCount == 0 && st.lastWinner <= 1) {
            printf("  (trick to %s%s)", kNames[st.lastWinner], st.lastTookHeap ? ", who takes up the heap" : "");
        }
        printf("\n");
        if (dealt) {
            printf("end of deal %d: A %d, B %d; game A %d, B %d\n", deal, st.history[st.historyCount - 1][0],
                   st.history[st.historyCount - 1][1], st.side[0].total - st.side[0].score,
                   st.side[1].total - st.side[1].score);
            PrintDealStart(&st);
        }
    }
    if (!Bezique_IsOver(&st)) {
        printf("the game is not finished: %s to play\n", kNames[Bezique_ToAct(&st)]);
        return CLI_EXIT_OK;
    }
    printf("score sheet%s:\n", st.variant == BEZIQUE_RUBICON ? "" : " of the last deal");
    PrintTally(&st, 0);
    PrintTally(&st, 1);
    if (st.variant == BEZIQUE_RUBICON) {
        BeziqueComputation c;
        Bezique_ComputeGame(&st, kNames, &c);
        printf("computation:\n");
        PrintComputation(&c);
    } else {
        printf("deals:");
        for (int i = 0; i < st.historyCount; i++) {
            printf(" %d-%d", st.history[i][0], st.history[i][1]);
        }
        printf("\ngame: A %d, B %d: %s wins\n", st.side[0].total, st.side[1].total, kNames[st.winner]);
    }
    printf("state hash %016llx\n", (unsigned long long)Bezique_Hash(&st));
    return CLI_EXIT_OK;
}

static int Replay(int argc, char **argv)
{
    return CliGame_Replay(CMD, &Bezique_Rules, argc, argv, BeziqueCli_PrintRecord);
}

static int Random(int argc, char **argv)
{
    uint64_t seed = 0;
    bool haveSeed = false, save = false;
    int variant = BEZIQUE_RUBICON;
    for (int i = 2; i < argc;) {
        bool missing = false;
        const char *value;
        if ((value = Cli_OptionValue(argc, argv, &i, "--seed", &missing)) != NULL || missing) {
            if (missing || !Cli_ParseU64(value, &seed)) {
                return Cli_UsageError(CMD, "--seed needs a number from 0 to 18446744073709551615");
            }
            haveSeed = true;
        } else if ((value = Cli_OptionValue(argc, argv, &i, "--variant", &missing)) != NULL || missing) {
            variant = missing ? -1 : Bezique_VariantFromName(value);
            if (variant < 0) {
                return Cli_UsageError(CMD, "--variant needs rubicon or ordinary");
            }
        } else if (strcmp(argv[i], "--save") == 0) {
            save = true;
            i++;
        } else {
            return Cli_UsageError(CMD, "unexpected argument \"%s\"", argv[i]);
        }
    }
    if (!haveSeed) {
        return Cli_UsageError(CMD, "random needs --seed N (the deal and the moves both come from it)");
    }
    BeziqueState st;
    GameRecord rec;
    GameRecord_Init(&rec, &Bezique_Rules, variant, seed);
    Bezique_Init(&st, variant, seed);
    Rng rng = Rng_Make(Rng_Mix(seed ^ 0x72616e646f6dULL)); /* the moves' own stream, apart from the deal's */
    if (Game_PlayRandom(&Bezique_Rules, (GameState *)&st, &rec, &rng, 1000000) < 0) {
        fprintf(stderr, "parlour-cli %s: a listed move was refused (a bug: please report seed %llu)\n", CMD,
                (unsigned long long)seed);
        GameRecord_Free(&rec);
        return CLI_EXIT_FAILURE;
    }
    int status = save ? CliGame_WriteSave(&rec) : BeziqueCli_PrintRecord(&rec);
    GameRecord_Free(&rec);
    return status;
}

static int RunBezique(int argc, char **argv)
{
    static const CliAction kActions[] = {{"compute", Compute}, {"replay", Replay}, {"random", Random}, {"play", BeziqueCli_Play}, {"bench", BeziqueCli_Bench}};
    return Cli_RunAction(CMD, kActions, (int)(sizeof kActions / sizeof kActions[0]), argc, argv);
}

const CliCommand CliCmd_Bezique = {
    "bezique",
    "compute SCORE_A SCORE_B [--brisques A B] | replay FILE | random --seed N [--variant rubicon|ordinary] [--save]"
    " | play --seed N [--a LEVEL] [--b LEVEL] [--variant V] [--save]"
    " | bench --seed N [--games N] [--a LEVEL] [--b LEVEL] [--variant V]   (LEVEL: random, easy, medium, strong)",
    "Bezique: compute a Rubicon game (laws 56-61), replay a saved game, play a random game or one between computer "
    "players, benchmark the computer players",
    RunBezique,
};
