/* atomic_file.c: whole-file writes through a temp file and rename, so a crash never leaves half a file. */
#define _GNU_SOURCE /* syncfs */

#include "atomic_file.h"
#include "log.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Enough for the game's own files; a longer name is reported, never truncated. */
#define NAME_MAX_LEN 4096
#define SET_ASIDE_LIMIT 9999

static void Say(char *message, size_t messageSize, const char *fmt, ...) PARLOUR_PRINTF(3, 4);

static void Say(char *message, size_t messageSize, const char *fmt, ...)
{
    if (message == NULL || messageSize == 0) {
        return;
    }
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(message, messageSize, fmt, ap);
    va_end(ap);
}

static bool WriteAllFd(int fd, const unsigned char *data, size_t size)
{
    while (size > 0) {
        ssize_t n = write(fd, data, size);
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            return false;
        }
        data += n;
        size -= (size_t)n;
    }
    return true;
}

/*
 * The rename is only durable once the directory entry reaches the disk.
 * Some file systems refuse fsync on a directory (EINVAL); the file itself is
 * already safe by then, so such a refusal is not a failure of the write.
 */
static void SyncParentDir(const char *path)
{
    char dir[NAME_MAX_LEN];
    const char *slash = strrchr(path, '/');
    if (slash == NULL) {
        snprintf(dir, sizeof dir, ".");
    } else if (slash == path) {
        snprintf(dir, sizeof dir, "/");
    } else {
        int len = (int)(slash - path);
        snprintf(dir, sizeof dir, "%.*s", len, path);
    }
    int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        (void)fsync(fd);
        close(fd);
    }
}

static bool WriteMode(const char *path, const void *data, size_t size, mode_t mode, char *message,
                      size_t messageSize)
{
    char tmp[NAME_MAX_LEN];
    if (snprintf(tmp, sizeof tmp, "%s.tmp", path) >= (int)sizeof tmp) {
        Say(message, messageSize, "Could not save %s: the path is too long.", path);
        return false;
    }

    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode);
    if (fd < 0) {
        Say(message, messageSize, "Could not save %s: cannot create %s: %s.", path, tmp, strerror(errno));
        return false;
    }

    const char *step = NULL;
    /* A leftover .tmp keeps its old rights through O_TRUNC: a private file is made private before a byte is in it. */
    if (mode != 0666 && fchmod(fd, mode) != 0) {
        step = "cannot restrict the rights of";
    } else if (!WriteAllFd(fd, data, size)) {
        step = "cannot write";
    } else if (fsync(fd) != 0) {
        step = "cannot flush to disk";
    }
    int err = errno;
    if (close(fd) != 0 && step == NULL) {
        step = "cannot close";
        err = errno;
    }
    if (step == NULL && rename(tmp, path) != 0) {
        Say(message, messageSize, "Could not save %s: cannot replace it with %s: %s.", path, tmp, strerror(errno));
        unlink(tmp);
        return false;
    }
    if (step != NULL) {
        Say(message, messageSize, "Could not save %s: %s %s: %s.", path, step, tmp, strerror(err));
        unlink(tmp);
        return false;
    }

    SyncParentDir(path);
    return true;
}

bool AtomicFile_Write(const char *path, const void *data, size_t size, char *message, size_t messageSize)
{
    return WriteMode(path, data, size, 0666, message, messageSize);
}

bool AtomicFile_WritePrivate(const char *path, const void *data, size_t size, char *message, size_t messageSize)
{
    return WriteMode(path, data, size, 0600, message, messageSize);
}

int AtomicFile_WriteGroup(AtomicFileItem *items, int count, unsigned mode, char *message, size_t messageSize)
{
    char tmp[NAME_MAX_LEN];
    bool said = false;
    int anyFd = -1; /* one file of the group still open, whose file system is flushed once for all */
    for (int i = 0; i < count; i++) {
        AtomicFileItem *it = &items[i];
        it->written = false;
        if (snprintf(tmp, sizeof tmp, "%s.tmp", it->path) >= (int)sizeof tmp) {
            if (!said) {
                Say(message, messageSize, "Could not save %s: the path is too long.", it->path);
                said = true;
            }
            continue;
        }
        int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, (mode_t)mode);
        const char *step = NULL;
        if (fd < 0) {
            step = "cannot create";
        } else if (fchmod(fd, (mode_t)mode) != 0) {
            step = "cannot set the rights of"; /* a temp file left by a crash keeps its old rights otherwise */
        } else if (!WriteAllFd(fd, it->data, it->size)) {
            step = "cannot write";
        }
        int err = errno;
        if (fd >= 0 && step == NULL && anyFd < 0) {
            anyFd = fd;
        } else if (fd >= 0 && close(fd) != 0 && step == NULL) {
            step = "cannot close";
            err = errno;
        }
        if (step != NULL) {
            if (!said) {
                Say(message, messageSize, "Could not save %s: %s %s: %s.", it->path, step, tmp, strerror(err));
                said = true;
            }
            unlink(tmp);
            continue;
        }
        it->written = true;
    }
    if (anyFd < 0) {
        return 0;
    }
    /* Every temp file's bytes on the disk before any rename, so a rename never points at a file not yet written. */
    int synced = syncfs(anyFd);
    int err = errno;
    close(anyFd);
    int written = 0;
    for (int i = 0; i < count; i++) {
        AtomicFileItem *it = &items[i];
        if (!it->written) {
            continue;
        }
        snprintf(tmp, sizeof tmp, "%s.tmp", it->path);
        if (synced != 0 || rename(tmp, it->path) != 0) {
            if (synced == 0) {
                err = errno;
            }
            if (!said) {
                Say(message, messageSize, "Could not save %s: %s %s: %s.", it->path,
                    synced != 0 ? "cannot flush to disk" : "cannot replace it with", tmp, strerror(err));
                said = true;
            }
            unlink(tmp);
            it->written = false;
            continue;
        }
        written++;
    }
    if (written > 0) {
        SyncParentDir(items[0].path);
    }
    return written;
}

char *AtomicFile_ReadAll(const char *path, size_t *sizeOut)
{
    if (sizeOut != NULL) {
        *sizeOut = 0;
    }
    /* Without blocking: opening a FIFO for reading would otherwise wait for a writer for ever. */
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        return NULL;
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        close(fd);
        errno = ATOMIC_FILE_NOT_REGULAR;
        return NULL;
    }

    /* The size from fstat is only a first guess: the file may change while it is read. */
    size_t cap = 4096;
    if (st.st_size > 0) {
        cap = (size_t)st.st_size + 1;
    }
    size_t len = 0;
    char *buf = malloc(cap);
    if (buf == NULL) {
        close(fd);
        errno = ENOMEM;
        return NULL;
    }

    for (;;) {
        if (len + 1 >= cap) {
            char *bigger = realloc(buf, cap * 2);
            if (bigger == NULL) {
                free(buf);
                close(fd);
                errno = ENOMEM;
                return NULL;
            }
            buf = bigger;
            cap *= 2;
        }
        ssize_t n = read(fd, buf + len, cap - len - 1);
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            int err = errno;
            free(buf);
            close(fd);
            errno = err;
            return NULL;
        }
        if (n == 0) {
            break;
        }
        len += (size_t)n;
    }
    close(fd);
    buf[len] = '\0';
    if (sizeOut != NULL) {
        *sizeOut = len;
    }
    return buf;
}

const char *AtomicFile_ErrorText(int err)
{
    if (err == ATOMIC_FILE_NOT_REGULAR) {
        return "it is not a regular file (a pipe, a device or a folder is in its place)";
    }
    return strerror(err);
}

/*
 * link() fails with EEXIST instead of replacing, which makes "first free
 * number" race-free. File systems without hard links (or a directory in the
 * way) fall back to a look-then-rename, which is good enough for one player.
 */
static bool MoveNoReplace(const char *from, const char *to, bool *taken)
{
    *taken = false;
    if (link(from, to) == 0) {
        if (unlink(from) == 0) {
            return true;
        }
        int err = errno;
        unlink(to);
        errno = err;
        return false;
    }
    if (errno == EEXIST) {
        *taken = true;
        return false;
    }
    if (errno == ENOENT) {
        return false;
    }
    struct stat st;
    if (lstat(to, &st) == 0) {
        *taken = true;
        return false;
    }
    return rename(from, to) == 0;
}

bool AtomicFile_Remove(const char *path)
{
    if (unlink(path) != 0) {
        return errno == ENOENT;
    }
    /* Without this, a power cut soon after may bring the file back (a finished game's save, offered again). */
    SyncParentDir(path);
    return true;
}

bool AtomicFile_Move(const char *from, const char *to)
{
    bool taken = false;
    if (!MoveNoReplace(from, to, &taken)) {
        if (taken) {
            errno = EEXIST;
        }
        return false;
    }
    SyncParentDir(to);
    return true;
}

bool AtomicFile_SetAside(const char *path, char *keptAs, size_t keptAsSize)
{
    char candidate[NAME_MAX_LEN];
    for (int n = 1; n <= SET_ASIDE_LIMIT; n++) {
        if (snprintf(candidate, sizeof candidate, "%s.corrupt-%d", path, n) >= (int)sizeof candidate) {
            errno = ENAMETOOLONG;
            return false;
        }
        bool taken = false;
        if (MoveNoReplace(path, candidate, &taken)) {
            if (keptAs != NULL && keptAsSize > 0) {
                snprintf(keptAs, keptAsSize, "%s", candidate);
            }
            SyncParentDir(path);
            return true;
        }
        if (!taken) {
            return false;
        }
    }
    errno = EEXIST;
    return false;
}
