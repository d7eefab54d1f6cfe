/* test_atomic_file.c: atomic writes, whole-file reads and setting bad files aside, in a temp folder. */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "atomic_file.h"
#include "temp_dir.h"

static char dir[256];

#ifdef PARLOUR_WRAP_FSYNC
/* Linked with -Wl,--wrap=fsync: every flush of a folder is counted, so a test can see that a change to the
   folder itself (a rename, a removal) was made durable. */
int __real_fsync(int fd);
int __wrap_fsync(int fd);
static int sFolderSyncs;

int __wrap_fsync(int fd)
{
    struct stat st;
    if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
        sFolderSyncs++;
    }
    return __real_fsync(fd);
}
#endif

static int SetUp(void **state)
{
    (void)state;
    return TempDir_Make(dir, sizeof dir, "atomic") ? 0 : -1;
}

static int TearDown(void **state)
{
    (void)state;
    TempDir_Remove(dir);
    return 0;
}

static const char *InDir(const char *name, char *buf, size_t size)
{
    snprintf(buf, size, "%s/%s", dir, name);
    return buf;
}

static bool Exists(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0;
}

static void WritePlain(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

static void AssertContent(const char *path, const char *expected)
{
    size_t size = 0;
    char *text = AtomicFile_ReadAll(path, &size);
    assert_non_null(text);
    assert_int_equal(size, strlen(expected));
    assert_string_equal(text, expected);
    free(text);
}

static void WriteThenReadBack(void **state)
{
    (void)state;
    char path[512], tmp[512], msg[512];
    InDir("a.txt", path, sizeof path);
    InDir("a.txt.tmp", tmp, sizeof tmp);
    assert_true(AtomicFile_Write(path, "hello\n", 6, msg, sizeof msg));
    AssertContent(path, "hello\n");
    assert_false(Exists(tmp));

    assert_true(AtomicFile_Write(path, "second", 6, msg, sizeof msg));
    AssertContent(path, "second");
    assert_false(Exists(tmp));

    assert_true(AtomicFile_Write(path, "", 0, msg, sizeof msg));
    AssertContent(path, "");
}

static void ReadAllKeepsBinaryAndSize(void **state)
{
    (void)state;
    char path[512], msg[512];
    InDir("bin", path, sizeof path);
    unsigned char data[10000];
    for (size_t i = 0; i < sizeof data; i++) {
        data[i] = (unsigned char)(i * 7u);
    }
    assert_true(AtomicFile_Write(path, data, sizeof data, msg, sizeof msg));
    size_t size = 0;
    char *read = AtomicFile_ReadAll(path, &size);
    assert_non_null(read);
    assert_int_equal(size, sizeof data);
    assert_memory_equal(read, data, sizeof data);
    assert_int_equal(read[size], '\0');
    free(read);
}

static void ReadAllMissingKeepsErrno(void **state)
{
    (void)state;
    char path[512];
    size_t size = 99;
    errno = 0;
    assert_null(AtomicFile_ReadAll(InDir("nope", path, sizeof path), &size));
    assert_int_equal(errno, ENOENT);
    assert_int_equal(size, 0);
}

static void WriteIntoMissingFolderFails(void **state)
{
    (void)state;
    char path[512], msg[512] = "";
    InDir("no-such-folder/a.txt", path, sizeof path);
    assert_false(AtomicFile_Write(path, "x", 1, msg, sizeof msg));
    assert_non_null(strstr(msg, path));
    assert_non_null(strstr(msg, strerror(ENOENT)));
}

/* A directory where the temp file should go makes the create fail even for root. */
static void FailedCreateLeavesOldFile(void **state)
{
    (void)state;
    char path[512], tmp[512], msg[512] = "";
    InDir("keep.txt", path, sizeof path);
    InDir("keep.txt.tmp", tmp, sizeof tmp);
    WritePlain(path, "old");
    assert_int_equal(mkdir(tmp, 0700), 0);
    assert_false(AtomicFile_Write(path, "new", 3, msg, sizeof msg));
    assert_non_null(strstr(msg, path));
    AssertContent(path, "old");
}

/* The rename fails when the target is a non-empty folder: the temp file must not stay. */
static void FailedRenameRemovesTemp(void **state)
{
    (void)state;
    char path[512], tmp[512], inner[512], msg[512] = "";
    InDir("target", path, sizeof path);
    InDir("target.tmp", tmp, sizeof tmp);
    InDir("target/inner", inner, sizeof inner);
    assert_int_equal(mkdir(path, 0700), 0);
    WritePlain(inner, "x");
    assert_false(AtomicFile_Write(path, "new", 3, msg, sizeof msg));
    assert_non_null(strstr(msg, path));
    assert_false(Exists(tmp));
    AssertContent(inner, "x");
}

static void UnwritableFolderFails(void **state)
{
    (void)state;
    if (geteuid() == 0) {
        skip(); /* root writes through folder permissions; FailedCreateLeavesOldFile covers the path */
    }
    char path[512], tmp[512], msg[512] = "";
    InDir("ro.txt", path, sizeof path);
    InDir("ro.txt.tmp", tmp, sizeof tmp);
    WritePlain(path, "old");
    assert_int_equal(chmod(dir, 0500), 0);
    assert_false(AtomicFile_Write(path, "new", 3, msg, sizeof msg));
    assert_int_equal(chmod(dir, 0700), 0);
    assert_non_null(strstr(msg, path));
    assert_non_null(strstr(msg, strerror(EACCES)));
    AssertContent(path, "old");
    assert_false(Exists(tmp));
}

/* A group: every file whole and private (even over a temp file a crash left with other rights), one that cannot be
   written named and the others written all the same, the folder flushed. */
static void WriteGroupIsWholeAndPrivate(void **state)
{
    (void)state;
    char a[512], b[512], bTmp[512], lost[512], msg[512] = "";
    InDir("a.table", a, sizeof a);
    InDir("b.table", b, sizeof b);
    InDir("b.table.tmp", bTmp, sizeof bTmp);
    InDir("missing/c.table", lost, sizeof lost);
    WritePlain(b, "old b");
    WritePlain(bTmp, "half-written b from a crash");
    assert_int_equal(chmod(b, 0644), 0);
    assert_int_equal(chmod(bTmp, 0666), 0);
    AtomicFileItem items[3] = {
        {a, "new a", 5, false},
        {lost, "c", 1, false},
        {b, "new b", 5, false},
    };
#ifdef PARLOUR_WRAP_FSYNC
    int before = sFolderSyncs;
#endif
    assert_int_equal(AtomicFile_WriteGroup(items, 3, 0600, msg, sizeof msg), 2);
    assert_true(items[0].written);
    assert_false(items[1].written);
    assert_true(items[2].written);
    assert_non_null(strstr(msg, lost));
    AssertContent(a, "new a");
    AssertContent(b, "new b");
    struct stat st;
    assert_int_equal(stat(a, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0600);
    assert_int_equal(stat(b, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0600);
    assert_false(Exists(bTmp));
#ifdef PARLOUR_WRAP_FSYNC
    assert_int_equal(sFolderSyncs, before + 1); /* once for the group, not once a file */
#endif
}

static void SetAsideNeverOverwrites(void **state)
{
    (void)state;
    char path[512], c1[512], c2[512], c3[512], kept[512];
    InDir("s.ini", path, sizeof path);
    InDir("s.ini.corrupt-1", c1, sizeof c1);
    InDir("s.ini.corrupt-2", c2, sizeof c2);
    InDir("s.ini.corrupt-3", c3, sizeof c3);

    WritePlain(path, "first");
    assert_true(AtomicFile_SetAside(path, kept, sizeof kept));
    assert_string_equal(kept, c1);
    assert_false(Exists(path));

    WritePlain(path, "second");
    assert_true(AtomicFile_SetAside(path, kept, sizeof kept));
    assert_string_equal(kept, c2);
    AssertContent(c1, "first");
    AssertContent(c2, "second");

    /* A number freed by the player is the first free one again. */
    assert_int_equal(unlink(c1), 0);
    WritePlain(path, "third");
    assert_true(AtomicFile_SetAside(path, kept, sizeof kept));
    assert_string_equal(kept, c1);
    AssertContent(c2, "second");
    assert_false(Exists(c3));
}

static void SetAsideMissingFails(void **state)
{
    (void)state;
    char path[512], kept[512] = "unchanged";
    errno = 0;
    assert_false(AtomicFile_SetAside(InDir("absent", path, sizeof path), kept, sizeof kept));
    assert_int_equal(errno, ENOENT);
    assert_string_equal(kept, "unchanged");
}

/* A removal reaches the disk: the folder is flushed after the unlink (else a power cut may bring the file back). */
static void RemoveIsDurable(void **state)
{
    (void)state;
#ifndef PARLOUR_WRAP_FSYNC
    skip(); /* fsync cannot be wrapped by this linker */
#else
    char path[512];
    InDir("gone.txt", path, sizeof path);
    WritePlain(path, "finished");
    sFolderSyncs = 0;
    assert_true(AtomicFile_Remove(path));
    assert_false(Exists(path));
    assert_int_equal(sFolderSyncs, 1);
    /* Already gone is fine; nothing to flush. */
    assert_true(AtomicFile_Remove(path));
    assert_int_equal(sFolderSyncs, 1);
    /* The write's rename is flushed too. */
    char msg[256];
    assert_true(AtomicFile_Write(path, "x", 1, msg, sizeof msg));
    assert_int_equal(sFolderSyncs, 2);
#endif
}

/* A folder in the file's place cannot be unlinked: false, with errno, and the folder stays. */
static void RemoveFailureIsReported(void **state)
{
    (void)state;
    char path[512];
    InDir("folder", path, sizeof path);
    assert_int_equal(mkdir(path, 0700), 0);
    errno = 0;
    assert_false(AtomicFile_Remove(path));
    assert_int_not_equal(errno, 0);
    assert_true(Exists(path));
}

/* A move never replaces what is there, and is flushed. */
static void MoveNeverReplaces(void **state)
{
    (void)state;
    char from[512], to[512];
    InDir("game.txt", from, sizeof from);
    InDir("game.txt.unrecorded", to, sizeof to);
    WritePlain(from, "first");
#ifdef PARLOUR_WRAP_FSYNC
    sFolderSyncs = 0;
#endif
    assert_true(AtomicFile_Move(from, to));
#ifdef PARLOUR_WRAP_FSYNC
    assert_int_equal(sFolderSyncs, 1);
#endif
    assert_false(Exists(from));
    AssertContent(to, "first");
    WritePlain(from, "second");
    errno = 0;
    assert_false(AtomicFile_Move(from, to));
    assert_int_equal(errno, EEXIST);
    AssertContent(from, "second");
    AssertContent(to, "first");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(WriteThenReadBack, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(ReadAllKeepsBinaryAndSize, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(ReadAllMissingKeepsErrno, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(WriteIntoMissingFolderFails, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(FailedCreateLeavesOldFile, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(FailedRenameRemovesTemp, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(UnwritableFolderFails, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(WriteGroupIsWholeAndPrivate, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(SetAsideNeverOverwrites, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(SetAsideMissingFails, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(RemoveIsDurable, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(RemoveFailureIsReported, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(MoveNeverReplaces, SetUp, TearDown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
