/* cli_util.c: argument parsing and error reporting shared by the parlour-cli commands. */
#include "cli.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

int Cli_UsageError(const char *command, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "parlour-cli %s: ", command);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\n(see: parlour-cli %s --help)\n", command);
    return CLI_EXIT_USAGE;
}

static int DigitValue(char ch, unsigned base)
{
    int v = -1;
    if (ch >= '0' && ch <= '9') {
        v = ch - '0';
    } else if (ch >= 'a' && ch <= 'f') {
        v = ch - 'a' + 10;
    } else if (ch >= 'A' && ch <= 'F') {
        v = ch - 'A' + 10;
    }
    return (v >= 0 && (unsigned)v < base) ? v : -1;
}

/* By hand rather than strtoull, which accepts leading spaces and a minus sign that wraps around. */
bool Cli_ParseU64(const char *text, uint64_t *out)
{
    unsigned base = 10;
    if (text == NULL) {
        return false;
    }
    if (text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        base = 16;
        text += 2;
    }
    if (*text == '\0') {
        return false;
    }
    uint64_t value = 0;
    for (; *text != '\0'; text++) {
        int d = DigitValue(*text, base);
        if (d < 0 || value > (UINT64_MAX - (uint64_t)d) / base) {
            return false;
        }
        value = value * base + (uint64_t)d;
    }
    *out = value;
    return true;
}

const char *Cli_OptionValue(int argc, char **argv, int *i, const char *name, bool *missing)
{
    const char *arg = argv[*i];
    size_t len = strlen(name);
    *missing = false;
    if (strncmp(arg, name, len) != 0) {
        return NULL;
    }
    if (arg[len] == '=') {
        *i += 1;
        return arg + len + 1;
    }
    if (arg[len] != '\0') {
        return NULL;
    }
    if (*i + 1 >= argc) {
        *missing = true;
        *i += 1;
        return NULL;
    }
    *i += 2;
    return argv[*i - 1];
}

int Cli_RunAction(const char *command, const CliAction *actions, int count, int argc, char **argv)
{
    for (int i = 0; argc >= 2 && i < count; i++) {
        if (strcmp(argv[1], actions[i].name) == 0) {
            return actions[i].run(argc, argv);
        }
    }
    char names[256] = "";
    size_t used = 0;
    for (int i = 0; i < count && used < sizeof names; i++) {
        const char *sep = i == 0 ? "" : (i == count - 1 ? " or " : ", ");
        int n = snprintf(names + used, sizeof names - used, "%s%s", sep, actions[i].name);
        used += n > 0 ? (size_t)n : 0;
    }
    if (argc < 2) {
        return Cli_UsageError(command, "say what to do: %s", names);
    }
    return Cli_UsageError(command, "unknown action \"%s\" (%s)", argv[1], names);
}
