/* cmd_bridge_ai.h: `parlour-cli bridge play|bench` and the printing of a rubber, shared with cmd_bridge.c. */
#ifndef PARLOUR_CLI_CMD_BRIDGE_AI_H
#define PARLOUR_CLI_CMD_BRIDGE_AI_H

#include "bridge/bridge.h"
#include "game/game.h"

/* argv[0] is "bridge", argv[1] the action; return exit statuses. */
int BridgeCli_Play(int argc, char **argv);
int BridgeCli_Bench(int argc, char **argv);

/* A rubber move by move, replaying its record; returns an exit status. */
int BridgeCli_PrintRecord(const GameRecord *rec);
/* The score block of a rubber, above and below the line, and its settlement (cmd_bridge.c). */
void BridgeCli_PrintBlock(const BridgeRubber *r);

#endif
