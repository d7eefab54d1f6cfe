/* cmd_settle.c: `parlour-cli settle`: the book's settlement of several players' Poker Patience scores. */
#include "cli.h"

#include "patience/patience_score.h"

#include <stdio.h>

#define CMD "settle"
enum {
    MAX_PLAYERS = 26,
    MAX_SCORE = 1000000 /* far above any square (ten royal flushes are 1000); keeps n * score in an int */
};

static int RunSettle(int argc, char **argv)
{
    int count = argc - 1;
    if (count < 2 || count > MAX_PLAYERS) {
        return Cli_UsageError(CMD, "give the scores of 2 to %d players, e.g. parlour-cli settle 87 81 78 78 65",
                              MAX_PLAYERS);
    }
    int scores[MAX_PLAYERS], balance[MAX_PLAYERS];
    for (int i = 0; i < count; i++) {
        uint64_t value = 0;
        if (!Cli_ParseU64(argv[i + 1], &value) || value > MAX_SCORE) {
            return Cli_UsageError(CMD, "score %d, \"%s\", is not a score (a whole number from 0 to %d)", i + 1,
                                  argv[i + 1], MAX_SCORE);
        }
        scores[i] = (int)value;
    }
    Patience_Settle(scores, count, balance);
    printf("player  score  balance\n");
    for (int i = 0; i < count; i++) {
        printf("%-6c  %5d  %+7d\n", 'A' + i, scores[i], balance[i]);
    }
    /* The same as the book's pair by pair account: every lower score pays every higher one the difference. */
    printf("payments:\n");
    for (int i = 0; i < count; i++) {
        for (int j = 0; j < count; j++) {
            if (scores[j] < scores[i]) {
                printf("  %c pays %c %d\n", 'A' + j, 'A' + i, scores[i] - scores[j]);
            }
        }
    }
    return CLI_EXIT_OK;
}

const CliCommand CliCmd_Settle = {
    "settle",
    "SCORE SCORE [SCORE...]",
    "Settles a Poker Patience game of several players on one deal as the book does: every pair pays the "
    "difference of its scores, so each balance is the number of players times the score, less the sum.",
    RunSettle,
};
