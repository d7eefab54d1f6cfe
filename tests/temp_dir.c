/* temp_dir.c: a fresh directory under /tmp for a test's files, removed whole afterwards. */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */
#include "temp_dir.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

bool TempDir_Make(char *dir, size_t size, const char *tag)
{
    int n = snprintf(dir, size, "/tmp/parlour-test-%s-XXXXXX", tag);
    return n > 0 && (size_t)n < size && mkdtemp(dir) != NULL;
}

void TempDir_Remove(const char *path)
{
    chmod(path, 0700); /* a test may have made it read-only to see writes fail */
    DIR *d = opendir(path);
    if (d == NULL) {
        unlink(path);
        return;
    }
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0) {
            char child[1024];
            snprintf(child, sizeof child, "%s/%s", path, e->d_name);
            TempDir_Remove(child);
        }
    }
    closedir(d);
    rmdir(path);
}
