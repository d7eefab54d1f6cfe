/* host_files.c: a request's path checked name by name, then resolved and kept only if it stays in the folder. */
#define _DEFAULT_SOURCE /* realpath */
#include "host_files.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define URI_MAX 200

bool HostFiles_Root(const char *folder, char *out, size_t size)
{
    char real[PATH_MAX];
    struct stat st;
    if (realpath(folder, real) == NULL || stat(real, &st) != 0 || !S_ISDIR(st.st_mode) ||
        access(real, R_OK | X_OK) != 0 || strlen(real) >= size) {
        return false;
    }
    memcpy(out, real, strlen(real) + 1);
    return true;
}

static bool PlainChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
           c == '.';
}

/* Every part a plain name not beginning with a dot; parts separated by one '/'. */
static bool PlainPath(const char *rel)
{
    bool partStart = true;
    for (const char *p = rel; *p != '\0'; p++) {
        if (*p == '/') {
            if (partStart) {
                return false; /* "//" or a leading '/' */
            }
            partStart = true;
            continue;
        }
        if (!PlainChar(*p) || (partStart && *p == '.')) {
            return false;
        }
        partStart = false;
    }
    return !partStart; /* not empty, no trailing '/' */
}

bool HostFiles_Resolve(const char *root, const char *uri, char *path, size_t size)
{
    if (uri == NULL || uri[0] != '/' || strlen(uri) > URI_MAX) {
        return false;
    }
    const char *rel = uri[1] == '\0' ? "index.html" : uri + 1;
    if (!PlainPath(rel)) {
        return false;
    }
    char joined[PATH_MAX];
    char real[PATH_MAX];
    if (snprintf(joined, sizeof joined, "%s/%s", root, rel) >= (int)sizeof joined || realpath(joined, real) == NULL) {
        return false;
    }
    /* Followed links must still end inside the folder. */
    size_t rootLength = strlen(root);
    struct stat st;
    if (strncmp(real, root, rootLength) != 0 || real[rootLength] != '/' || stat(real, &st) != 0 ||
        !S_ISREG(st.st_mode) || strlen(real) >= size) {
        return false;
    }
    memcpy(path, real, strlen(real) + 1);
    return true;
}
