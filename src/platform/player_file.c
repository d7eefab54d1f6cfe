/* player_file.c: loading, saving and removing a player's file, and setting an unreadable one aside with one message. */
#define _POSIX_C_SOURCE 200809L
#include "player_file.h"

#include "atomic_file.h"
#include "paths.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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

const char *PlayerFile_Quote(const char *text, size_t maxChars, char *buf, size_t size)
{
    if (size == 0) {
        return buf;
    }
    size_t line = strcspn(text, "\r\n"), n = 0, chars = 0;
    while (n < line && chars < maxChars) {
        n++;
        while (n < line && ((unsigned char)text[n] & 0xC0u) == 0x80u) {
            n++; /* a character whole, never part of one */
        }
        chars++;
    }
    snprintf(buf, size, "%.*s%s", (int)n, text, n < line ? "..." : "");
    return buf;
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
                       what, path, problem, AtomicFile_ErrorText(errno), then);
    }
    Log_Warn("%s", message != NULL ? message : path);
}

PlayerFileStatus PlayerFile_Load(const char *fileName, PlayerFileParse parse, void *out, const char *what,
                                 const char *then, char *message, size_t size)
{
    PlayerFile_Say(message, size, "%s", "");
    char path[PATHS_MAX];
    Paths_User(fileName, path, sizeof path);
    char *text = AtomicFile_ReadAll(path, NULL);
    char problem[PLAYER_FILE_PROBLEM_MAX];
    if (text == NULL) {
        if (errno == ENOENT) {
            return PLAYER_FILE_NONE;
        }
        PlayerFile_Say(problem, sizeof problem, "%s", AtomicFile_ErrorText(errno));
    } else {
        bool ok = parse(text, out, problem, sizeof problem);
        free(text);
        if (ok) {
            return PLAYER_FILE_OK;
        }
    }
    PlayerFile_SetAside(path, what, problem, then, message, size);
    return PLAYER_FILE_CORRUPT;
}

bool PlayerFile_Save(const char *fileName, const char *text, size_t len, char *message, size_t size)
{
    char path[PATHS_MAX];
    Paths_User(fileName, path, sizeof path);
    if (!AtomicFile_Write(path, text, len, message, size)) {
        Log_Warn("%s", message != NULL ? message : path);
        return false;
    }
    return true;
}

bool PlayerFile_Remove(const char *fileName, const char *what)
{
    char path[PATHS_MAX];
    Paths_User(fileName, path, sizeof path);
    if (!AtomicFile_Remove(path)) {
        Log_Warn("Could not remove %s%s%s: %s", what != NULL ? what : "", what != NULL ? " " : "", path,
                 AtomicFile_ErrorText(errno));
        return false;
    }
    return true;
}

bool PlayerFile_Move(const char *fromName, const char *toName, char *message, size_t size)
{
    char from[PATHS_MAX], to[PATHS_MAX];
    Paths_User(fromName, from, sizeof from);
    Paths_User(toName, to, sizeof to);
    if (!AtomicFile_Move(from, to)) {
        PlayerFile_Say(message, size, "Could not move %s to %s: %s.", from, to, AtomicFile_ErrorText(errno));
        Log_Warn("%s", message != NULL ? message : from);
        return false;
    }
    return true;
}

bool PlayerFile_Exists(const char *fileName)
{
    char path[PATHS_MAX];
    Paths_User(fileName, path, sizeof path);
    return access(path, F_OK) == 0;
}
