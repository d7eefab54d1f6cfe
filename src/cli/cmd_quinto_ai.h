/* cmd_quinto_ai.h: `parlour-cli quinto play|bench` and the record printer they share with replay. */
#ifndef PARLOUR_CLI_CMD_QUINTO_AI_H
#define PARLOUR_CLI_CMD_QUINTO_AI_H

#include "game/game.h"

int QuintoCli_Play(int argc, char **argv);
int QuintoCli_Bench(int argc, char **argv);
/* Prints a recorded game move by move, hand by hand, and its settlement; an exit status. */
int QuintoCli_PrintRecord(const GameRecord *rec);

#endif
