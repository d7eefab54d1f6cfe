/* cli_util.c: argument parsing, file reading and error reporting shared by the parlour-cli commands. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* An error names what the user typed, but a 100 KB argument is not echoed whole: a message stops at this length. */
#define CLI_MESSAGE_MAX 300

int Cli_UsageError(const char *command, const char *fmt, ...)
{
    char message[CLI_MESSAGE_MAX + 1];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(message, sizeof message, fmt, ap);
    va_end(ap);
    fprintf(stderr, "parlour-cli %s: %s%s\n(see: parlour-cli %s --help)\n", command, message,
            n > CLI_MESSAGE_MAX ? "..." : "", command);
    return CLI_EXIT_USAGE;
}

int Cli_CheckRepeatedOptions(const char *command, int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        if (strncmp(argv[i], "--", 2) != 0 || argv[i][2] == '\0') {
            continue;
        }
        size_t len = strcspn(argv[i], "=");
        for (int j = 1; j < i; j++) {
            if (strncmp(argv[j], "--", 2) == 0 && strcspn(argv[j], "=") == len && strncmp(argv[j], argv[i], len) == 0) {
                return Cli_UsageError(command, "%.*s is given more than once: give each option once", (int)len,
                                      argv[i]);
            }
        }
    }
    return CLI_EXIT_OK;
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

const char *Cli_Shorten(const char *text, char *buf, size_t size, size_t max)
{
    size_t len = strlen(text);
    if (max + 4 > size) {
        max = size > 4 ? size - 4 : 0;
    }
    if (len <= max) {
        snprintf(buf, size, "%s", text);
    } else {
        snprintf(buf, size, "%.*s...", (int)max, text);
    }
    return buf;
}

bool Cli_ReadTextFile(const char *command, const char *path, char *buf, size_t size)
{
    char shown[96];
    Cli_Shorten(path, shown, sizeof shown, 80);
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        fprintf(stderr, "parlour-cli %s: %s: cannot open: %s\n", command, shown, strerror(errno));
        return false;
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        fprintf(stderr, "parlour-cli %s: %s: not a regular file (a pipe, a device or a folder)\n", command, shown);
        close(fd);
        return false;
    }
    size_t len = 0;
    bool ok = true;
    while (len < size - 1) {
        ssize_t n = read(fd, buf + len, size - 1 - len);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            ok = n == 0;
            break;
        }
        len += (size_t)n;
    }
    char extra;
    if (ok && len == size - 1 && read(fd, &extra, 1) > 0) {
        ok = false; /* larger than buf */
    }
    close(fd);
    buf[len] = '\0';
    if (!ok || memchr(buf, '\0', len) != NULL) {
        fprintf(stderr, "parlour-cli %s: %s: unreadable, not text, or larger than %zu bytes\n", command, shown,
                size - 1);
        return false;
    }
    return true;
}
