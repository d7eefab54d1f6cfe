/* cli_commands.h: the list of parlour-cli commands, in the order `help` shows them (see cli.h). */
/* No include guard: cli.h and main.c include this with their own CLI_COMMAND. */
CLI_COMMAND(CliCmd_Deal)
CLI_COMMAND(CliCmd_Classify)
CLI_COMMAND(CliCmd_Patience)
CLI_COMMAND(CliCmd_Serpent)
CLI_COMMAND(CliCmd_Code)
CLI_COMMAND(CliCmd_Daily)
CLI_COMMAND(CliCmd_Settle)
CLI_COMMAND(CliCmd_Bezique)
CLI_COMMAND(CliCmd_Piquet)
CLI_COMMAND(CliCmd_Bridge)
CLI_COMMAND(CliCmd_FiveHundred)
CLI_COMMAND(CliCmd_Quinto)
