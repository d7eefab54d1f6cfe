/* cmd_five_hundred_ai.h: the computer players' actions of `parlour-cli five-hundred` (play, bench). */
#ifndef PARLOUR_CLI_CMD_FIVE_HUNDRED_AI_H
#define PARLOUR_CLI_CMD_FIVE_HUNDRED_AI_H

#include "game/game.h"

/* argv[0] is "five-hundred", argv[1] the action; return exit statuses. */
int FiveHundredCli_Play(int argc, char **argv);
int FiveHundredCli_Bench(int argc, char **argv);

/* Prints a game deal by deal by replaying its record (cmd_five_hundred.c); names[seat] may be NULL. */
int FiveHundredCli_PrintRecord(const GameRecord *rec, const char *const *names);
/* The same under the seats' own names (as replay and play print it). */
int FiveHundredCli_PrintGame(const GameRecord *rec);

#endif
