/* atomic_file.h: whole-file writes that never leave a half-written file behind. */
#ifndef PARLOUR_PLATFORM_ATOMIC_FILE_H
#define PARLOUR_PLATFORM_ATOMIC_FILE_H

#include <stdbool.h>
#include <stddef.h>

/* Writes data to "<path>.tmp", flushes it to disk, then renames it over path. */
bool AtomicFile_Write(const char *path, const void *data, size_t size, char *message, size_t messageSize);

/* Reads a whole file (NUL-terminated); caller frees. NULL if missing or unreadable (errno kept). */
char *AtomicFile_ReadAll(const char *path, size_t *sizeOut);

/* Renames a bad file to "<path>.corrupt-<n>", the first n free; writes the new name to keptAs. */
bool AtomicFile_SetAside(const char *path, char *keptAs, size_t keptAsSize);

#endif
