/* cmd_bezique_ai.h: the computer players' actions of `parlour-cli bezique` (play, bench), dispatched by cmd_bezique.c. */
#ifndef PARLOUR_CLI_CMD_BEZIQUE_AI_H
#define PARLOUR_CLI_CMD_BEZIQUE_AI_H

#include "game/game.h"

/* argv[0] is "bezique", argv[1] the action; return exit statuses. */
int BeziqueCli_Play(int argc, char **argv);
int BeziqueCli_Bench(int argc, char **argv);

/* Prints a Bezique game move by move by replaying its record (cmd_bezique.c); returns an exit status. */
int BeziqueCli_PrintRecord(const GameRecord *rec);

#endif
