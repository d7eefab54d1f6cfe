/* test_compose_cache.c: X's Compose table is cached in a private folder of the player's, unless the player chose one. */
#define _POSIX_C_SOURCE 200809L

#include "platform/compose_cache.h"
#include "temp_dir.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

static mode_t ModeOf(const char *path)
{
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_true(S_ISDIR(st.st_mode));
    return st.st_mode & 0777;
}

/* The folder is made private (libX11 ignores one that others could write to), and put right if it was not. */
static void test_prepare_makes_a_private_folder(void **state)
{
    (void)state;
    char home[512], dir[1024], expected[1100];
    assert_true(TempDir_Make(home, sizeof home, "compose"));
    assert_true(ComposeCache_Prepare(home, dir, sizeof dir));
    snprintf(expected, sizeof expected, "%s/x11-compose", home);
    assert_string_equal(dir, expected);
    assert_int_equal(ModeOf(dir), 0700);
    assert_int_equal(chmod(dir, 0777), 0);
    assert_true(ComposeCache_Prepare(home, dir, sizeof dir)); /* already there: kept, made private again */
    assert_int_equal(ModeOf(dir), 0700);
    rmdir(dir);
    TempDir_Remove(home);
}

/* A file where the folder should be, or a path too long for the buffer: no cache, and nothing else touched. */
static void test_prepare_refuses_what_it_cannot_use(void **state)
{
    (void)state;
    char home[512], dir[1024], file[1100];
    assert_true(TempDir_Make(home, sizeof home, "compose-file"));
    snprintf(file, sizeof file, "%s/x11-compose", home);
    FILE *f = fopen(file, "w");
    assert_non_null(f);
    fclose(f);
    assert_false(ComposeCache_Prepare(home, dir, sizeof dir));
    char tiny[8];
    assert_false(ComposeCache_Prepare(home, tiny, sizeof tiny));
    assert_false(ComposeCache_Prepare("", dir, sizeof dir));
    remove(file);
    TempDir_Remove(home);
}

/* The player's own XCOMPOSECACHE is left as it is. */
static void test_use_keeps_the_players_choice(void **state)
{
    (void)state;
    char home[512];
    assert_true(TempDir_Make(home, sizeof home, "compose-set"));
    setenv("XCOMPOSECACHE", "/somewhere/of/the/players", 1);
    assert_false(ComposeCache_Use(home));
    assert_string_equal(getenv("XCOMPOSECACHE"), "/somewhere/of/the/players");
    unsetenv("XCOMPOSECACHE");
    TempDir_Remove(home);
}

/* Unset, it names the player's folder; except for root, for whom libX11 caches nothing (nothing is made then). */
static void test_use_sets_the_folder(void **state)
{
    (void)state;
    char home[512], expected[1100];
    assert_true(TempDir_Make(home, sizeof home, "compose-use"));
    unsetenv("XCOMPOSECACHE");
    snprintf(expected, sizeof expected, "%s/x11-compose", home);
    if (getuid() == 0) {
        assert_false(ComposeCache_Use(home));
        assert_null(getenv("XCOMPOSECACHE"));
        struct stat st;
        assert_int_not_equal(stat(expected, &st), 0);
    } else {
        assert_true(ComposeCache_Use(home));
        assert_non_null(getenv("XCOMPOSECACHE"));
        assert_string_equal(getenv("XCOMPOSECACHE"), expected);
        assert_int_equal(ModeOf(expected), 0700);
        rmdir(expected);
    }
    unsetenv("XCOMPOSECACHE");
    TempDir_Remove(home);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_prepare_makes_a_private_folder),
        cmocka_unit_test(test_prepare_refuses_what_it_cannot_use),
        cmocka_unit_test(test_use_keeps_the_players_choice),
        cmocka_unit_test(test_use_sets_the_folder),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
