/* player_file.c: setting a player's unreadable file aside, with one plain message about it. */
#include "player_file.h"

#include "atomic_file.h"
#include "paths.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void PlayerFile_Say(char *message, size_t size, const char *fmt, ...)
{
    if (message == NULL || size == 0) {
        return;
    }
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(message, size, fmt, ap);
    va_end(ap);
}

void PlayerFile_SetAside(const char *path, const char *what, const char *problem, const char *then, char *message,
                         size_t size)
{
    char keptAs[PATHS_MAX + 32];
    if (AtomicFile_SetAside(path, keptAs, sizeof keptAs)) {
        PlayerFile_Say(message, size, "%s (%s) could not be read: %s. The old file was kept as %s; %s", what, path,
                       problem, keptAs, then);
    } else {
        PlayerFile_Say(message, size,
                       "%s (%s) could not be read: %s. It could not be moved aside either (%s), so check the "
                       "folder's permissions; %s",
                       what, path, problem, strerror(errno), then);
    }
    Log_Warn("%s", message != NULL ? message : path);
}
