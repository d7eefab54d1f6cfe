/* atomic_file.h: whole-file writes that never leave a half-written file behind. */
#ifndef PARLOUR_PLATFORM_ATOMIC_FILE_H
#define PARLOUR_PLATFORM_ATOMIC_FILE_H

#include <errno.h>
#include <stdbool.h>
#include <stddef.h>

/* Writes data to "<path>.tmp", flushes it to disk, then renames it over path. */
bool AtomicFile_Write(const char *path, const void *data, size_t size, char *message, size_t messageSize);
/* The same, readable and writable by its owner alone (mode 0600): for secrets such as a hosted table's seat keys. */
bool AtomicFile_WritePrivate(const char *path, const void *data, size_t size, char *message, size_t messageSize);

/* One file of a group written at once (AtomicFile_WriteGroup). */
typedef struct AtomicFileItem {
    const char *path;
    const void *data;
    size_t size;
    bool written; /* set by AtomicFile_WriteGroup */
} AtomicFileItem;

/*
 * Writes count files of one folder, each as AtomicFile_Write does (a temp
 * file renamed over it, so each is whole, old or new, after a crash), but
 * with one flush of the file system for the whole group (syncfs) and one of
 * the folder, rather than one of each per file: a room saving many tables
 * at once waits for the disk twice, not twice a table. Each file gets the
 * rights mode (0600: a private file, whatever rights an older temp file
 * had). Returns how many were written (item->written says which); message
 * says why the first that failed did.
 */
int AtomicFile_WriteGroup(AtomicFileItem *items, int count, unsigned mode, char *message, size_t messageSize);

/*
 * Reads a whole file (NUL-terminated); caller frees. NULL if missing or
 * unreadable (errno kept). Only a regular file is read: a FIFO, a device or
 * a folder in its place is refused at once with errno ATOMIC_FILE_NOT_REGULAR
 * (opened without blocking, so a pipe nobody writes to never hangs the game).
 */
char *AtomicFile_ReadAll(const char *path, size_t *sizeOut);

/* errno when the path is not a regular file (the system has no errno of its own for that). */
#define ATOMIC_FILE_NOT_REGULAR ENODEV
/* strerror(err), but for ATOMIC_FILE_NOT_REGULAR a sentence a player understands. */
const char *AtomicFile_ErrorText(int err);

/*
 * Removes path, and flushes its folder so that the removal itself survives a power cut. True when the file is
 * gone (already missing counts); false with errno otherwise.
 */
bool AtomicFile_Remove(const char *path);

/* Renames from to to in the same folder, never over an existing file (false, errno EEXIST), and flushes the folder. */
bool AtomicFile_Move(const char *from, const char *to);

/* Renames a bad file to "<path>.corrupt-<n>", the first n free; writes the new name to keptAs. */
bool AtomicFile_SetAside(const char *path, char *keptAs, size_t keptAsSize);

#endif
