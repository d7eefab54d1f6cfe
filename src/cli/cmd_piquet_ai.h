/* cmd_piquet_ai.h: the computer players' actions of `parlour-cli piquet` (play, bench), dispatched by cmd_piquet.c. */
#ifndef PARLOUR_CLI_CMD_PIQUET_AI_H
#define PARLOUR_CLI_CMD_PIQUET_AI_H

#include "game/game.h"

/* argv[0] is "piquet", argv[1] the action; return exit statuses. */
int PiquetCli_Play(int argc, char **argv);
int PiquetCli_Bench(int argc, char **argv);

/* Prints a Piquet partie move by move by replaying its record (cmd_piquet.c); returns an exit status. */
int PiquetCli_PrintRecord(const GameRecord *rec);

#endif
