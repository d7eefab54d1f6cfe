/* temp_dir.h: a fresh directory under /tmp for a test's files, removed whole afterwards. */
#ifndef PARLOUR_TESTS_TEMP_DIR_H
#define PARLOUR_TESTS_TEMP_DIR_H

#include <stdbool.h>
#include <stddef.h>

/* Makes /tmp/parlour-test-<tag>-XXXXXX and writes its path to dir; false if it could not. */
bool TempDir_Make(char *dir, size_t size, const char *tag);

/* Removes path and everything below it, read-only directories a test made included. */
void TempDir_Remove(const char *path);

#endif
