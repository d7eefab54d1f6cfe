/* cli.h: the subcommand table of parlour-cli and the helpers its commands share. */
#ifndef PARLOUR_CLI_CLI_H
#define PARLOUR_CLI_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * Adding a command (e.g. `parlour-cli patience ...`):
 *   1. write src/cli/cmd_patience.c defining
 *        const CliCommand CliCmd_Patience = {"patience", "ARGS...", "one-line summary", RunPatience};
 *   2. add the line `CLI_COMMAND(CliCmd_Patience)` to src/cli/cli_commands.h
 *      (that declares it here and puts it in main.c's table);
 *   3. add cmd_patience.c to the source list in src/cli/CMakeLists.txt.
 * The dispatcher handles `help`, `--help` and `-h` for every command from
 * usage and summary, so run() only sees real work.
 */

/* Exit statuses: 2 is for anything the user typed wrong, as with most Unix tools. */
enum {
    CLI_EXIT_OK = 0,
    CLI_EXIT_FAILURE = 1,
    CLI_EXIT_USAGE = 2
};

typedef struct CliCommand {
    const char *name;
    const char *usage;   /* the arguments after the name, e.g. "--pack NAME --seed N" */
    const char *summary; /* one line for `parlour-cli help` */
    /* argv[0] is the command name; returns an exit status. */
    int (*run)(int argc, char **argv);
} CliCommand;

#define CLI_COMMAND(sym) extern const CliCommand sym;
#include "cli_commands.h"
#undef CLI_COMMAND

/* Prints "parlour-cli <command>: <message>" and a pointer to the command's help to stderr; returns CLI_EXIT_USAGE. */
int Cli_UsageError(const char *command, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/*
 * Refuses an option given twice (as "--seed 1 --seed 2" or "--seed=1
 * --seed 2"): the user meant one of them, and keeping the last silently
 * would hide the mistake. argv[0] is the command's name. CLI_EXIT_OK, or
 * the usage error already reported.
 */
int Cli_CheckRepeatedOptions(const char *command, int argc, char **argv);

/*
 * Parses an unsigned 64-bit number, decimal or 0x-prefixed hex, with nothing
 * else around it (no sign, no spaces, no suffix). False on anything else,
 * including overflow.
 */
bool Cli_ParseU64(const char *text, uint64_t *out);

/*
 * Finds the value of an option given as "--name VALUE" or "--name=VALUE" at argv[*i];
 * on a match advances *i past the value and returns it, or NULL if argv[*i] is not
 * that option. *missing is set when the option is there but its value is not.
 */
const char *Cli_OptionValue(int argc, char **argv, int *i, const char *name, bool *missing);

/*
 * Reads the text file at path into buf (NUL-terminated). Only a regular
 * file is read (opened without blocking, so a FIFO never hangs the
 * command); anything else, an unreadable file, one with a NUL byte or one
 * that does not fit, is refused with one line on stderr naming the file
 * (its name cut to a readable length). False then.
 */
bool Cli_ReadTextFile(const char *command, const char *path, char *buf, size_t size);

/* At most max characters of text, with "..." when cut: for echoing what the user typed in an error. */
const char *Cli_Shorten(const char *text, char *buf, size_t size, size_t max);

/* One action of a command with several (`parlour-cli patience bench ...`): its name and what runs it. */
typedef struct CliAction {
    const char *name;
    int (*run)(int argc, char **argv); /* argv[1] is the action's name */
} CliAction;

/*
 * Runs the action argv[1] names, or tells the user which actions there are
 * ("say what to do: a, b or c"; "unknown action "x" (a, b or c)").
 */
int Cli_RunAction(const char *command, const CliAction *actions, int count, int argc, char **argv);

#endif
