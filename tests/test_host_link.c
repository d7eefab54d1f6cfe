/* test_host_link.c: a connection's pieces put together up to the limit, its token bucket, its bounded outbox; and which files are served. */
#define _DEFAULT_SOURCE /* mkdtemp, symlink */
#include "host/host_files.h"
#include "host/host_link.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cmocka.h>

static void test_pieces_make_a_message_up_to_the_limit(void **state)
{
    (void)state;
    HostLink link;
    HostLink_Init(&link, 40, 0);
    assert_int_equal(HostLink_Receive(&link, "{\"type\":", 8, false), HOST_LINK_MORE);
    assert_int_equal(HostLink_Receive(&link, "\"ping\"}", 7, true), HOST_LINK_MESSAGE);
    assert_string_equal(link.in, "{\"type\":\"ping\"}");
    /* The next piece begins the next message. */
    assert_int_equal(HostLink_Receive(&link, "{}", 2, true), HOST_LINK_MESSAGE);
    assert_string_equal(link.in, "{}");
    /* Exactly the limit is a message; one byte more is too big, in one piece or in many. */
    static char big[TABLE_PROTOCOL_MAX_IN + 1];
    memset(big, 'x', sizeof big);
    assert_int_equal(HostLink_Receive(&link, big, TABLE_PROTOCOL_MAX_IN, true), HOST_LINK_MESSAGE);
    assert_int_equal(link.inLength, TABLE_PROTOCOL_MAX_IN);
    assert_int_equal(HostLink_Receive(&link, big, TABLE_PROTOCOL_MAX_IN + 1, true), HOST_LINK_TOO_BIG);
    HostLink_Init(&link, 40, 0);
    for (int i = 0; i < TABLE_PROTOCOL_MAX_IN / 100; i++) {
        assert_int_equal(HostLink_Receive(&link, big, 100, false), HOST_LINK_MORE);
    }
    assert_int_equal(HostLink_Receive(&link, big, 100, false), HOST_LINK_TOO_BIG);
    HostLink_Clear(&link);
}

static void test_the_bucket_lets_a_burst_through_then_the_rate(void **state)
{
    (void)state;
    HostLink link;
    HostLink_Init(&link, 40, 1000000);
    for (int i = 0; i < 40; i++) {
        assert_true(HostLink_Take(&link, 1000000, 20, 40));
    }
    assert_false(HostLink_Take(&link, 1000000, 20, 40));
    /* 20 a second: one more every 50 ms, and never more than the burst saved up. */
    assert_false(HostLink_Take(&link, 1040000, 20, 40));
    assert_true(HostLink_Take(&link, 1050000, 20, 40));
    assert_false(HostLink_Take(&link, 1050000, 20, 40));
    int taken = 0;
    while (HostLink_Take(&link, 100000000, 20, 40)) {
        taken++;
    }
    assert_int_equal(taken, 40);
}

static void test_the_outbox_keeps_order_and_its_bound(void **state)
{
    (void)state;
    HostLink link;
    HostLink_Init(&link, 40, 0);
    assert_true(HostLink_Queue(&link, "one", 16, 10));
    assert_true(HostLink_Queue(&link, "two", 16, 10));
    assert_false(HostLink_Queue(&link, "three", 16, 10)); /* 11 bytes would be over 10 */
    assert_true(HostLink_Queue(&link, "four", 16, 10));
    assert_int_equal(link.outBytes, 10);
    HostOut *out = HostLink_Pop(&link);
    assert_int_equal(out->length, 3);
    assert_memory_equal(out->bytes + 16, "one", 3);
    free(out);
    out = HostLink_Pop(&link);
    assert_memory_equal(out->bytes + 16, "two", 3);
    free(out);
    assert_true(HostLink_Queue(&link, "five", 16, 10));
    out = HostLink_Pop(&link);
    assert_memory_equal(out->bytes + 16, "four", 4);
    free(out);
    assert_int_equal(link.outCount, 1);
    HostLink_Clear(&link);
    assert_null(HostLink_Pop(&link));
    assert_int_equal(link.outBytes, 0);
}

static void test_only_plain_names_inside_the_folder_resolve(void **state)
{
    (void)state;
    char dir[] = "/tmp/parlour-files-test-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[256];
    snprintf(path, sizeof path, "%s/web", dir);
    assert_int_equal(mkdir(path, 0700), 0);
    snprintf(path, sizeof path, "%s/web/sub", dir);
    assert_int_equal(mkdir(path, 0700), 0);
    const char *files[] = {"web/index.html", "web/app.js", "web/sub/a.css", "web/.hidden", "secret.txt"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, files[i]);
        FILE *f = fopen(path, "w");
        assert_non_null(f);
        fclose(f);
    }
    snprintf(path, sizeof path, "%s/web/out.txt", dir);
    assert_int_equal(symlink("../secret.txt", path), 0);
    snprintf(path, sizeof path, "%s/web/in.js", dir);
    assert_int_equal(symlink("app.js", path), 0);

    char web[256];
    char root[HOST_FILES_PATH_MAX];
    char got[HOST_FILES_PATH_MAX];
    snprintf(web, sizeof web, "%s/web", dir);
    assert_true(HostFiles_Root(web, root, sizeof root));
    assert_true(HostFiles_Resolve(root, "/", got, sizeof got));
    assert_non_null(strstr(got, "/web/index.html"));
    assert_true(HostFiles_Resolve(root, "/app.js", got, sizeof got));
    assert_true(HostFiles_Resolve(root, "/sub/a.css", got, sizeof got));
    assert_true(HostFiles_Resolve(root, "/in.js", got, sizeof got)); /* a link that stays inside */
    assert_non_null(strstr(got, "/web/app.js"));
    const char *refused[] = {"/../secret.txt", "/sub/../app.js", "/./app.js", "/.hidden", "//etc/passwd",
                             "/etc/passwd",    "/out.txt",       "/sub/",     "/sub",     "/%2e%2e/secret.txt",
                             "/a b",           "app.js",         "/app.js\\", ""};
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        if (HostFiles_Resolve(root, refused[i], got, sizeof got)) {
            fail_msg("\"%s\" resolved to %s", refused[i], got);
        }
    }
    assert_false(HostFiles_Root("/nonexistent/folder", root, sizeof root));
    snprintf(path, sizeof path, "%s/secret.txt", dir);
    assert_false(HostFiles_Root(path, root, sizeof root)); /* a file is not a folder */

    const char *all[] = {"web/out.txt",   "web/in.js",   "web/index.html", "web/app.js",
                         "web/sub/a.css", "web/.hidden", "secret.txt"};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, all[i]);
        unlink(path);
    }
    snprintf(path, sizeof path, "%s/web/sub", dir);
    rmdir(path);
    rmdir(web);
    rmdir(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pieces_make_a_message_up_to_the_limit),
        cmocka_unit_test(test_the_bucket_lets_a_burst_through_then_the_rate),
        cmocka_unit_test(test_the_outbox_keeps_order_and_its_bound),
        cmocka_unit_test(test_only_plain_names_inside_the_folder_resolve),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
