/* cmd_patience_ai.h: the engine's actions of `parlour-cli patience` (bench, best), dispatched by cmd_patience.c. */
#ifndef PARLOUR_CLI_CMD_PATIENCE_AI_H
#define PARLOUR_CLI_CMD_PATIENCE_AI_H

/* argv[0] is "patience", argv[1] the action; return exit statuses. */
int PatienceCli_Bench(int argc, char **argv);
int PatienceCli_Best(int argc, char **argv);

#endif
