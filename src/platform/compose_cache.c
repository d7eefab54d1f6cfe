/* compose_cache.c: points libX11's Compose-table cache at a folder of the player's (see compose_cache.h). */
#define _POSIX_C_SOURCE 200809L
#include "compose_cache.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#if defined(__unix__)
#include <sys/stat.h>
#include <unistd.h>
#endif

bool ComposeCache_Prepare(const char *userDir, char *dir, size_t size)
{
#if defined(__unix__)
    int n = snprintf(dir, size, "%s/x11-compose", userDir);
    if (n < 0 || (size_t)n >= size || userDir[0] == '\0') {
        return false;
    }
    if (mkdir(dir, 0700) != 0 && errno != EEXIST) {
        return false;
    }
    struct stat st;
    if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != geteuid()) {
        return false;
    }
    /* libX11 ignores a cache folder others could write to. */
    return (st.st_mode & 0077) == 0 || chmod(dir, 0700) == 0;
#else
    (void)userDir;
    (void)dir;
    (void)size;
    return false;
#endif
}

bool ComposeCache_Use(const char *userDir)
{
#if defined(__unix__) && !defined(__APPLE__)
    const char *set = getenv("XCOMPOSECACHE");
    if ((set != NULL && set[0] != '\0') || getuid() == 0 || getuid() != geteuid() || getgid() != getegid()) {
        return false; /* the player's own choice, or a case libX11 caches nothing for */
    }
    char dir[1024];
    return ComposeCache_Prepare(userDir, dir, sizeof dir) && setenv("XCOMPOSECACHE", dir, 1) == 0;
#else
    (void)userDir;
    return false;
#endif
}
