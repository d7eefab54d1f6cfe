/* main.c: parlour-cli, the rules core on the command line: finds the command and runs it. */
#include "cli.h"

#include <stdio.h>
#include <string.h>

#ifndef PARLOUR_VERSION
#define PARLOUR_VERSION "unknown"
#endif

static const CliCommand *const kCommands[] = {
#define CLI_COMMAND(sym) &sym,
#include "cli_commands.h"
#undef CLI_COMMAND
};
enum {
    COMMAND_COUNT = (int)(sizeof kCommands / sizeof kCommands[0])
};

static const CliCommand *FindCommand(const char *name)
{
    for (int i = 0; i < COMMAND_COUNT; i++) {
        if (strcmp(kCommands[i]->name, name) == 0) {
            return kCommands[i];
        }
    }
    return NULL;
}

static bool IsHelpFlag(const char *arg)
{
    return strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0;
}

static void PrintOverview(FILE *out)
{
    fprintf(out, "usage: parlour-cli COMMAND [ARGS...]\n"
                 "       parlour-cli help [COMMAND] | --help | --version\n\n"
                 "The rules of Parlour's card games, without the window.\n\ncommands:\n");
    for (int i = 0; i < COMMAND_COUNT; i++) {
        fprintf(out, "  %-10s %s\n", kCommands[i]->name, kCommands[i]->summary);
    }
    fprintf(out, "\nCards are written rank then suit: AS, 10H (or TH), 7D, QC; the Joker is JK.\n");
}

static void PrintCommandHelp(const CliCommand *cmd)
{
    printf("usage: parlour-cli %s %s\n\n%s\n", cmd->name, cmd->usage, cmd->summary);
}

static int UnknownCommand(const char *name)
{
    char shown[96];
    fprintf(stderr, "parlour-cli: unknown command \"%s\" (see: parlour-cli --help)\n", Cli_Shorten(name, shown, sizeof shown, 80));
    return CLI_EXIT_USAGE;
}

static int Help(int argc, char **argv)
{
    if (argc < 1) {
        PrintOverview(stdout);
        return CLI_EXIT_OK;
    }
    const CliCommand *cmd = FindCommand(argv[0]);
    if (cmd == NULL) {
        return UnknownCommand(argv[0]);
    }
    PrintCommandHelp(cmd);
    return CLI_EXIT_OK;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        PrintOverview(stderr);
        return CLI_EXIT_USAGE;
    }
    const char *name = argv[1];
    if (IsHelpFlag(name) || strcmp(name, "help") == 0) {
        return Help(argc - 2, argv + 2);
    }
    if (strcmp(name, "--version") == 0) {
        printf("parlour-cli %s\n", PARLOUR_VERSION);
        return CLI_EXIT_OK;
    }
    const CliCommand *cmd = FindCommand(name);
    if (cmd == NULL) {
        return UnknownCommand(name);
    }
    for (int i = 2; i < argc; i++) {
        if (IsHelpFlag(argv[i])) {
            PrintCommandHelp(cmd);
            return CLI_EXIT_OK;
        }
    }
    int repeated = Cli_CheckRepeatedOptions(cmd->name, argc - 1, argv + 1);
    if (repeated != CLI_EXIT_OK) {
        return repeated;
    }
    return cmd->run(argc - 1, argv + 1);
}
