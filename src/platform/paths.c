/* paths.c: finds the asset folder (build tree, install prefix, or $PARLOUR_ASSETS) and the player's folder. */
#define _POSIX_C_SOURCE 200809L

#include "paths.h"

#include <SDL.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#ifndef PARLOUR_DATA_DIR
#define PARLOUR_DATA_DIR "/usr/local/share/parlour"
#endif

/* A folder counts as the assets only if it holds this file: every screen needs the font. */
#define ASSET_PROBE "fonts/DejaVuSans.ttf"
#define MAX_CANDIDATES 4

static char assetDir[PATHS_MAX];
static char userDir[PATHS_MAX];

static void Say(char *err, size_t errSize, const char *fmt, ...) SDL_PRINTF_VARARG_FUNC(3);

static void Say(char *err, size_t errSize, const char *fmt, ...)
{
    if (err == NULL || errSize == 0) {
        return;
    }
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errSize, fmt, ap);
    va_end(ap);
}

/* snprintf that says whether the whole text fitted: a cut path would name the wrong file. */
static bool Format(char *buf, size_t size, const char *fmt, ...) SDL_PRINTF_VARARG_FUNC(3);

static bool Format(char *buf, size_t size, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, size, fmt, ap);
    va_end(ap);
    return n >= 0 && (size_t)n < size;
}

static void StripTrailingSlashes(char *path)
{
    size_t len = strlen(path);
    while (len > 1 && path[len - 1] == '/') {
        path[--len] = '\0';
    }
}

static bool IsFile(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static bool HasAssets(const char *dir)
{
    char probe[PATHS_MAX];
    if (!Format(probe, sizeof probe, "%s/%s", dir, ASSET_PROBE)) {
        return false;
    }
    return IsFile(probe);
}

/* mkdir -p: the player's folder may sit several levels below an existing one. */
static bool MakeDirs(const char *path)
{
    char buf[PATHS_MAX];
    if (!Format(buf, sizeof buf, "%s", path)) {
        errno = ENAMETOOLONG;
        return false;
    }
    for (char *p = buf + 1; *p != '\0'; p++) {
        if (*p == '/') {
            *p = '\0';
            if (mkdir(buf, 0755) != 0 && errno != EEXIST) {
                return false;
            }
            *p = '/';
        }
    }
    if (mkdir(buf, 0755) != 0 && errno != EEXIST) {
        return false;
    }
    struct stat st;
    if (stat(buf, &st) != 0) {
        return false;
    }
    if (!S_ISDIR(st.st_mode)) {
        errno = ENOTDIR;
        return false;
    }
    return true;
}

/* The order of the search: the build tree first so a developer never runs stale installed assets. */
static int AssetCandidates(char list[MAX_CANDIDATES][PATHS_MAX])
{
    int count = 0;
    const char *env = SDL_getenv("PARLOUR_ASSETS");
    if (env != NULL && env[0] != '\0') {
        /* An explicit folder overrides the search, so a wrong one is reported, never skipped. */
        Format(list[count], PATHS_MAX, "%s", env);
        StripTrailingSlashes(list[count]);
        return count + 1;
    }
    char *base = SDL_GetBasePath();
    if (base != NULL) {
        char exeDir[PATHS_MAX];
        bool fits = Format(exeDir, sizeof exeDir, "%s", base);
        SDL_free(base);
        StripTrailingSlashes(exeDir);
        if (fits && Format(list[count], PATHS_MAX, "%s/assets", exeDir)) {
            count++;
        }
        /* The executable's path is already resolved, so the parent by text is the real parent. */
        char *slash = strrchr(exeDir, '/');
        if (fits && slash != NULL) {
            *slash = '\0';
            if (Format(list[count], PATHS_MAX, "%s/share/parlour/assets", exeDir)) {
                count++;
            }
        }
    }
    Format(list[count++], PATHS_MAX, "%s", PARLOUR_DATA_DIR "/assets");
    return count;
}

static bool FindAssets(char *err, size_t errSize)
{
    char list[MAX_CANDIDATES][PATHS_MAX];
    int count = AssetCandidates(list);
    for (int i = 0; i < count; i++) {
        if (HasAssets(list[i])) {
            Format(assetDir, sizeof assetDir, "%s", list[i]);
            return true;
        }
    }

    char tried[MAX_CANDIDATES * (PATHS_MAX + 4)];
    size_t used = 0;
    tried[0] = '\0';
    for (int i = 0; i < count && used < sizeof tried; i++) {
        int n = snprintf(tried + used, sizeof tried - used, "\n  %s", list[i]);
        if (n < 0) {
            break;
        }
        used += (size_t)n;
    }
    const char *env = SDL_getenv("PARLOUR_ASSETS");
    if (env != NULL && env[0] != '\0') {
        Say(err, errSize,
            "Parlour's assets (%s) were not found in the folder PARLOUR_ASSETS names:%s\n"
            "Set PARLOUR_ASSETS to the assets folder (after a build, build/assets), or unset it.",
            ASSET_PROBE, tried);
    } else {
        Say(err, errSize,
            "Parlour's assets (%s) were not found. Looked in:%s\n"
            "Build the game with cmake (cmake -S . -B build && cmake --build build), which makes "
            "build/assets beside the game, or set PARLOUR_ASSETS to the assets folder.",
            ASSET_PROBE, tried);
    }
    return false;
}

static bool FindUserDir(char *err, size_t errSize)
{
    const char *home = SDL_getenv("PARLOUR_HOME");
    if (home != NULL && home[0] != '\0') {
        if (!Format(userDir, sizeof userDir, "%s", home)) {
            Say(err, errSize, "PARLOUR_HOME is too long (over %d characters).", PATHS_MAX - 1);
            return false;
        }
        StripTrailingSlashes(userDir);
        if (!MakeDirs(userDir)) {
            Say(err, errSize, "Cannot create the player's folder %s (from PARLOUR_HOME): %s.", userDir,
                strerror(errno));
            userDir[0] = '\0';
            return false;
        }
        return true;
    }
    /* No organisation: on Linux this is $XDG_DATA_HOME/parlour, i.e. ~/.local/share/parlour. */
    char *pref = SDL_GetPrefPath("", "parlour");
    if (pref == NULL) {
        Say(err, errSize,
            "Cannot find or create the folder for your settings and saves (%s). "
            "Check that HOME is set and writable, or set PARLOUR_HOME to a folder.",
            SDL_GetError());
        return false;
    }
    bool fits = Format(userDir, sizeof userDir, "%s", pref);
    SDL_free(pref);
    if (!fits) {
        Say(err, errSize, "The folder for your settings and saves has a path over %d characters; "
            "set PARLOUR_HOME to a shorter one.", PATHS_MAX - 1);
        userDir[0] = '\0';
        return false;
    }
    StripTrailingSlashes(userDir);
    return true;
}

bool Paths_Init(char *err, size_t errSize)
{
    Say(err, errSize, "%s", "");
    assetDir[0] = '\0';
    userDir[0] = '\0';
    if (!FindAssets(err, errSize)) {
        return false;
    }
    return FindUserDir(err, errSize);
}

void Paths_Shutdown(void)
{
    assetDir[0] = '\0';
    userDir[0] = '\0';
}

static const char *Join(const char *dir, const char *relative, char *buf, size_t size)
{
    if (size == 0) {
        return buf;
    }
    if (dir[0] == '\0') {
        snprintf(buf, size, "%s", relative);
    } else {
        snprintf(buf, size, "%s/%s", dir, relative);
    }
    return buf;
}

const char *Paths_Asset(const char *relative, char *buf, size_t size)
{
    return Join(assetDir, relative, buf, size);
}

const char *Paths_User(const char *relative, char *buf, size_t size)
{
    return Join(userDir, relative, buf, size);
}

const char *Paths_AssetDir(void)
{
    return assetDir;
}

const char *Paths_UserDir(void)
{
    return userDir;
}
