/* cmd_quinto.c: `parlour-cli quinto`: what a trick scores, replay a saved game (play and bench: cmd_quinto_ai.c). */
#include "cli.h"
#include "cli_game_play.h"
#include "cmd_quinto_ai.h"

#include "game/game.h"
#include "quinto/quinto.h"

#include <stdio.h>
#include <string.h>

#define CMD "quinto"

static const char *const kCount[] = {"no quints",   "one quint",   "two quints", "three quints",
                                     "four quints", "five quints", "six quints", "seven quints"};

/* `trick "AH 4H 2H 3H"`: the quints in a trick (or a cachette of five), and who wins it as a trick. */
static int Trick(int argc, char **argv)
{
    if (argc != 3) {
        return Cli_UsageError(CMD,
                              "trick needs one quoted list of 4 cards (or the cachette's 5), e.g. \"AH 4H 2H 3H\"");
    }
    Card cards[6];
    CardParseError err;
    int n = Quinto_ParseCards(argv[2], cards, 6, &err);
    if (n < 0) {
        char shown[48];
        return Cli_UsageError(CMD, "card %d of \"%s\": %s", err.token, Cli_Shorten(argv[2], shown, sizeof shown, 40),
                              err.message);
    }
    if (n != 4 && n != 5) {
        return Cli_UsageError(CMD, "a trick is 4 cards and the cachette 5, not %d", n);
    }
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < i; j++) {
            if (cards[i] == cards[j]) {
                char c[CARD_TEXT_MAX];
                return Cli_UsageError(CMD, "%s is given twice: the pack holds one of each card",
                                      Quinto_FormatCard(cards[i], c));
            }
        }
    }
    Quint q[QUINTO_MAX_QUINTS];
    int points = 0;
    int count = Quinto_FindQuints(cards, n, q, &points);
    printf("%s, %d\n", kCount[count < 7 ? count : 7], points);
    for (int i = 0; i < count && i < QUINTO_MAX_QUINTS; i++) {
        char name[48], list[32] = "";
        Quinto_QuintName(q[i], name, sizeof name);
        for (int k = 0; k < n; k++) {
            if (q[i].cards >> k & 1u) {
                char c[CARD_TEXT_MAX];
                strncat(list, list[0] != '\0' ? " " : "", sizeof list - strlen(list) - 1);
                strncat(list, Quinto_FormatCard(cards[k], c), sizeof list - strlen(list) - 1);
            }
        }
        printf("  %s (%s): %d\n", name, list, q[i].value);
    }
    if (n == 4) {
        int w = Quinto_TrickWinner(cards, 4);
        char c[CARD_TEXT_MAX];
        printf("as a trick led by the first card, won by %s (card %d)\n", Quinto_FormatCard(cards[w], c), w + 1);
    }
    return CLI_EXIT_OK;
}

static void PrintMask(uint64_t mask)
{
    char c[CARD_TEXT_MAX];
    /* Shown suit by suit from hearts down, as a player sorts a hand. */
    static const Suit kDown[4] = {SUIT_HEARTS, SUIT_DIAMONDS, SUIT_CLUBS, SUIT_SPADES};
    if (mask >> QUINTO_QR_BIT & 1u) {
        printf(" QR");
    }
    for (int k = 0; k < 4; k++) {
        for (int r = RANK_ACE; r >= 2; r--) {
            Card card = Card_Make(r, kDown[k]);
            if (mask >> Quinto_Bit(card) & 1u) {
                printf(" %s", Quinto_FormatCard(card, c));
            }
        }
    }
}

static void PrintHandStart(const QuintoState *st)
{
    printf("game %d, hand %d: %s deals; score %s %d, %s %d\n", st->gameIndex + 1, st->handNumber,
           Quinto_SeatName(st->variant, st->dealer), Quinto_SideName(st->variant, 0), st->score[0],
           Quinto_SideName(st->variant, 1), st->score[1]);
    for (int p = 0; p < 4; p++) {
        printf("  %-6s", Quinto_SeatName(st->variant, p));
        PrintMask(st->hand[p]);
        printf("\n");
    }
    printf("  cachette");
    PrintMask(st->cachette);
    printf("\n");
}

static void PrintRow(const QuintoState *st, const QuintoHandRow *row)
{
    static const char *const kEnd[] = {"playing", "played out", "ended by quints", "ended by the cachette's quints"};
    printf("hand %s (x%d): quints %d-%d, tricks %d-%d (%d-%d units)\n", kEnd[row->end], row->multiplier, row->quints[0],
           row->quints[1], row->tricks[0], row->tricks[1], row->units[0], row->units[1]);
    (void)st;
}

int QuintoCli_PrintRecord(const GameRecord *rec)
{
    QuintoState st;
    if (GameRecord_Start(rec, (GameState *)(void *)&st) != GAME_OK) {
        fprintf(stderr, "parlour-cli %s: cannot start the game\n", CMD);
        return CLI_EXIT_FAILURE;
    }
    printf("%s, seed %llu, %d actions\n", st.variant == QUINTO_DUMMY ? "Dummy Quinto" : "Quinto",
           (unsigned long long)rec->seed, rec->count);
    PrintHandStart(&st);
    for (int i = 0; i < rec->count; i++) {
        GameAction a = rec->actions[i];
        int seat = Quinto_ToAct(&st);
        char line[160];
        Quinto_DescribeAction(&st, seat, a, line, sizeof line);
        QuintoState before = st;
        QuintoWhy why = Quinto_Apply(&st, seat, a);
        if (why != QUINTO_WHY_OK) {
            char text[GAME_ACTION_TEXT_MAX];
            Quinto_FormatAction(a, text, sizeof text);
            fprintf(stderr, "parlour-cli %s: action %d (%s, %s) is illegal: %s\n", CMD, i + 1, text,
                    Quinto_SeatName(st.variant, seat), Quinto_WhyText(why));
            return CLI_EXIT_FAILURE;
        }
        printf("%4d. %s", i + 1, line);
        bool trickDone = a.kind == QUINTO_ACT_PLAY && before.trickCount == 3;
        if (trickDone) {
            int ws = Quinto_SideOf(st.lastWinner);
            printf("  Trick to %s", Quinto_SeatName(st.variant, st.lastWinner));
            if (st.lastQuints > 0) {
                Quint q[QUINTO_MAX_QUINTS];
                int n = Quinto_FindQuints(st.lastTrick, 4, q, NULL);
                printf(", quints %d to %s (", st.lastQuints, Quinto_SideName(st.variant, ws));
                for (int k = 0; k < n; k++) {
                    char name[48];
                    Quinto_QuintName(q[k], name, sizeof name);
                    printf("%s%s %d", k > 0 ? ", " : "", name, q[k].value);
                }
                printf(")");
            }
            printf(".");
        }
        printf("\n");
        bool newHand = st.handNumber != before.handNumber || Quinto_IsOver(&st);
        if (newHand) {
            int rowIndex = before.historyCount - 1;
            if (st.cachetteSide != QUINTO_NONE && before.tricksPlayed == QUINTO_TRICKS - 1) {
                printf("      the cachette to %s:", Quinto_SideName(st.variant, st.cachetteSide));
                for (int k = 0; k < QUINTO_CACHETTE; k++) {
                    char c[CARD_TEXT_MAX];
                    printf(" %s", Quinto_FormatCard(st.lastCachette[k], c));
                }
                printf(", quints %d\n", st.cachetteQuints);
            }
            PrintRow(&st, &st.history[rowIndex]);
            if (st.gameIndex != before.gameIndex || Quinto_IsOver(&st)) {
                const QuintoGameRow *g = &st.gameRows[before.gameIndex];
                printf("game %d to %s, %d to %d\n", before.gameIndex + 1, Quinto_SideName(st.variant, g->winner),
                       g->score[g->winner], g->score[1 - g->winner]);
            }
            if (!Quinto_IsOver(&st)) {
                PrintHandStart(&st);
            }
        }
    }
    if (!Quinto_IsOver(&st)) {
        printf("the game is not finished: %s to play\n", Quinto_SeatName(st.variant, Quinto_ToAct(&st)));
        return CLI_EXIT_OK;
    }
    QuintoSettlement set;
    Quinto_Settle(&st, &set);
    printf("settlement:\n");
    for (int i = 0; i < set.lineCount; i++) {
        printf("  %s\n", set.lines[i]);
    }
    printf("state hash %016llx\n", (unsigned long long)Quinto_Hash(&st));
    return CLI_EXIT_OK;
}

static int Replay(int argc, char **argv)
{
    return CliGame_Replay(CMD, &Quinto_Rules, argc, argv, QuintoCli_PrintRecord);
}

static int RunQuinto(int argc, char **argv)
{
    static const CliAction kActions[] = {
        {"play", QuintoCli_Play}, {"replay", Replay}, {"bench", QuintoCli_Bench}, {"trick", Trick}};
    return Cli_RunAction(CMD, kActions, (int)(sizeof kActions / sizeof kActions[0]), argc, argv);
}

const CliCommand CliCmd_Quinto = {
    "quinto",
    "play --seed N [--a LEVEL] [--b LEVEL] [--variant quinto|dummy] [--save] | replay FILE"
    " | bench --seed N [--games N] [--a LEVEL] [--b LEVEL] [--variant V] | trick \"AH 4H 2H 3H\""
    "   (LEVEL: random, easy, medium, strong; A is North-South, or the Dummy-player)",
    "Quinto: play a rubber between computer partnerships, replay a saved game, benchmark the computer players, "
    "score a trick's quints",
    RunQuinto,
};
