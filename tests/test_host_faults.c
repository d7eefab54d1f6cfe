/* test_host_faults.c: on loopback: bad, fast, slow, silent and vanishing devices; no file outside the page. */
#define _GNU_SOURCE
#include "core/game/game.h"
#include "host/host_room.h"
#include "host/host_server.h"
#include "host/table_protocol.h"
#include "host_test_harness.h"
#include "ws_test_client.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
#include <cmocka.h>

static void test_oversized_messages_and_floods_drop_only_that_connection(void **state)
{
    (void)state;
    Host h;
    Table tb;
    HostTest_Room(&h);
    HostTest_Table(&h, &tb, "piquet", 5, "person person");
    HostServerConfig config;
    HostServer_Defaults(&config); /* 20 a second, 40 at once: the test's few moves stay under it */
    HostTest_Up(&h, &config);
    Device *d0 = HostTest_Join(&h, &tb, 0);
    Device *d1 = HostTest_Join(&h, &tb, 1);
    HostTest_ExpectPresence(d0, 1, "here");
    Device *seats[2] = {d0, d1};
    Device *all[2] = {d0, d1};
    HostTest_Play(&tb, seats, all, 2);

    /* One frame over the limit. */
    char big[TABLE_PROTOCOL_MAX_IN + 200];
    memset(big, ' ', sizeof big);
    memcpy(big, "{\"type\":\"ping\"}", 15);
    Device *x = HostTest_Connect(&h, NULL);
    assert_true(WsClient_SendFrame(&x->ws, 1, true, big, sizeof big));
    assert_true(WsClient_WaitClosed(&x->ws, WAIT_MS));
    HostTest_Disconnect(x);
    /* Fragments each small, together over the limit. */
    x = HostTest_Connect(&h, NULL);
    assert_true(WsClient_SendFrame(&x->ws, 1, false, big, TABLE_PROTOCOL_MAX_IN / 2 + 10));
    assert_true(WsClient_SendFrame(&x->ws, 0, true, big, TABLE_PROTOCOL_MAX_IN / 2 + 10));
    assert_true(WsClient_WaitClosed(&x->ws, WAIT_MS));
    HostTest_Disconnect(x);
    /* A hello in three fragments is put together and accepted. */
    char *hello = TableProtocol_Hello(TABLE_RULES_REVISION, tb.code, NULL, "");
    size_t n = strlen(hello);
    x = HostTest_Connect(&h, NULL);
    assert_true(WsClient_SendFrame(&x->ws, 1, false, hello, 10));
    assert_true(WsClient_SendFrame(&x->ws, 0, false, hello + 10, 10));
    assert_true(WsClient_SendFrame(&x->ws, 0, true, hello + 20, n - 20));
    free(HostTest_Next(x, "welcome"));
    free(HostTest_Next(x, "view"));
    /* Then a flood: a hundred pings at once, beyond the burst of forty. */
    for (int i = 0; i < 100; i++) {
        WsClient_SendText(&x->ws, "{\"type\":\"ping\"}"); /* the host may close before the last */
    }
    free(HostTest_ExpectRefused(x, "Too many messages"));
    assert_true(WsClient_WaitClosed(&x->ws, WAIT_MS));
    HostTest_Disconnect(x);
    /* A binary frame is not a message. */
    x = HostTest_Connect(&h, NULL);
    assert_true(WsClient_SendFrame(&x->ws, 2, true, hello, n));
    free(HostTest_ExpectRefused(x, "JSON text"));
    assert_true(WsClient_WaitClosed(&x->ws, WAIT_MS));
    HostTest_Disconnect(x);
    free(hello);

    /* The table never noticed. */
    for (int i = 0; i < 6; i++) {
        HostTest_Play(&tb, seats, all, 2);
    }
    HostTest_Disconnect(d0);
    HostTest_Disconnect(d1);
    HostServerStats stats = HostTest_Down(&h);
    assert_int_equal(stats.tooBig, 2);
    assert_int_equal(stats.flooded, 1);
    assert_int_equal(stats.moves, 7);
    TableHost_Free(&tb.mirror);
}

static void test_a_device_that_drops_or_leaves_rejoins_with_the_whole_view(void **state)
{
    (void)state;
    Host h;
    Table tb;
    HostTest_Room(&h);
    HostTest_Table(&h, &tb, "piquet", 6, "person person");
    HostTest_Up(&h, NULL);
    Device *d[2] = {HostTest_Join(&h, &tb, 0), HostTest_Join(&h, &tb, 1)};
    HostTest_ExpectPresence(d[0], 1, "here");
    Device *w = HostTest_Join(&h, &tb, GAME_NOBODY);
    Device *all[3] = {d[0], d[1], w};
    for (int i = 0; i < 3; i++) {
        HostTest_Play(&tb, d, all, 3);
    }
    /* The seat that does not decide drops (killed, no goodbye): the others see it away. */
    int decider = TableHost_Decider(&tb.mirror);
    int other = 1 - decider;
    HostTest_Disconnect(d[other]);
    HostTest_ExpectPresence(d[decider], other, "away");
    HostTest_ExpectPresence(w, other, "away");
    /* The table plays on without it while it is the other's turn. */
    Device *present[2] = {d[decider], w};
    while (TableHost_Decider(&tb.mirror) == decider) {
        HostTest_Play(&tb, d, present, 2);
    }
    /* The same link again: the whole view as it is now, not a replay of what was missed. */
    d[other] = HostTest_Join(&h, &tb, other);
    HostTest_ExpectPresence(d[decider], other, "here");
    HostTest_ExpectPresence(w, other, "here");
    all[0] = d[0];
    all[1] = d[1];
    HostTest_Play(&tb, d, all, 3);
    /* Leaving is not dropping: the others see it left, and the host closes that connection. */
    decider = TableHost_Decider(&tb.mirror);
    other = 1 - decider;
    assert_true(WsClient_SendText(&d[other]->ws, "{\"type\":\"leave\"}"));
    assert_true(WsClient_WaitClosed(&d[other]->ws, WAIT_MS));
    HostTest_Disconnect(d[other]);
    HostTest_ExpectPresence(d[decider], other, "left");
    HostTest_ExpectPresence(w, other, "left");
    d[other] = HostTest_Join(&h, &tb, other);
    HostTest_ExpectPresence(d[decider], other, "here");
    HostTest_ExpectPresence(w, other, "here");
    /* The link opened twice (a phone woke before its old socket was seen dead): the newer holds the seat. */
    Device *again = HostTest_Join(&h, &tb, other);
    free(HostTest_ExpectRefused(d[other], "another device"));
    assert_true(WsClient_WaitClosed(&d[other]->ws, WAIT_MS));
    HostTest_Disconnect(d[other]);
    d[other] = again;
    HostTest_ExpectPresence(d[decider], other, "here");
    HostTest_ExpectPresence(w, other, "here");
    all[0] = d[0];
    all[1] = d[1];
    HostTest_Play(&tb, d, all, 3);
    for (int i = 0; i < 3; i++) {
        HostTest_Disconnect(all[i]);
    }
    HostTest_Down(&h);
    TableHost_Free(&tb.mirror);
}

static void test_a_silent_connection_is_pinged_then_dropped_and_shown_away(void **state)
{
    (void)state;
    Host h;
    Table tb;
    HostTest_Room(&h);
    HostTest_Table(&h, &tb, "piquet", 7, "person person");
    HostServerConfig config;
    HostServer_Defaults(&config);
    config.pingSeconds = 1;
    config.idleSeconds = 2;
    config.rate = config.burst = 1e6;
    HostTest_Up(&h, &config);
    Device *d0 = HostTest_Join(&h, &tb, 0);
    Device *d1 = HostTest_Join(&h, &tb, 1);
    HostTest_ExpectPresence(d0, 1, "here");
    /* d0 reads (and so answers pings, as a browser does); d1 is a phone asleep: it reads nothing. */
    long long until = HostTest_NowMs() + 4000;
    char *away = NULL;
    while (HostTest_NowMs() < until && away == NULL) {
        char *m = WsClient_Recv(&d0->ws, 100);
        if (m != NULL && HostTest_IsType(m, "seats") && strstr(m, "\"away\"") != NULL) {
            away = m;
        } else {
            free(m);
        }
    }
    assert_non_null(away);
    free(away);
    assert_false(d0->ws.closed);
    assert_true(WsClient_WaitClosed(&d1->ws, WAIT_MS));
    HostTest_Disconnect(d1);
    /* Well past the idle time, the reader is still there and still plays. */
    until = HostTest_NowMs() + 1500;
    while (HostTest_NowMs() < until) {
        free(WsClient_Recv(&d0->ws, 100));
    }
    d1 = HostTest_Join(&h, &tb, 1);
    HostTest_ExpectPresence(d0, 1, "here");
    Device *seats[2] = {d0, d1};
    HostTest_Play(&tb, seats, seats, 2);
    HostTest_Disconnect(d0);
    HostTest_Disconnect(d1);
    HostServerStats stats = HostTest_Down(&h);
    assert_int_equal(stats.idle, 1);
    TableHost_Free(&tb.mirror);
}

static void test_a_slow_reader_is_dropped_while_the_game_goes_on(void **state)
{
    (void)state;
    Host h;
    Table tb;
    HostTest_Room(&h);
    /* Piquet au cent, to five games: some 2 MB of moves and views to a watcher, well over what it may fall behind. */
    HostTest_TableVariant(&h, &tb, "piquet", 3, 8, "person person");
    HostServerConfig config;
    HostServer_Defaults(&config);
    /* More than the largest message (a Piquet view listing every exchange, ~260 KB), less than a game's to a watcher. */
    config.outboxBytes = 300 * 1024;
    config.rate = config.burst = 1e6;
    HostTest_Up(&h, &config);
    Device *d0 = HostTest_Join(&h, &tb, 0);
    Device *d1 = HostTest_Join(&h, &tb, 1);
    HostTest_ExpectPresence(d0, 1, "here");
    /* A watcher with a tiny window that never reads after its hello. */
    Device *slow = calloc(1, sizeof *slow);
    assert_true(WsClient_Open(&slow->ws, h.port, "parlour-table", 1024));
    char *hello = TableProtocol_Hello(TABLE_RULES_REVISION, tb.code, NULL, "");
    assert_true(WsClient_SendText(&slow->ws, hello));
    free(hello);
    Device *seats[2] = {d0, d1};
    while (!TableHost_IsOver(&tb.mirror)) {
        HostTest_Play(&tb, seats, seats, 2);
    }
    /* It drains what the sockets held, then finds the connection closed. */
    size_t got = 0;
    char *m;
    while ((m = WsClient_Recv(&slow->ws, WAIT_MS)) != NULL) {
        got += strlen(m);
        free(m);
    }
    assert_true(slow->ws.closed);
    assert_true(got < 1024 * 1024); /* a small part of what the game would have sent it */
    HostTest_Disconnect(slow);
    HostTest_Disconnect(d0);
    HostTest_Disconnect(d1);
    HostServerStats stats = HostTest_Down(&h);
    assert_int_equal(stats.slow, 1);
    TableHost_Free(&tb.mirror);
}

static void ExpectStatus(int port, const char *path, int status, const char *bodyHas)
{
    static char body[1 << 16];
    char headers[2048];
    int got = Http_Get(port, path, body, sizeof body, headers, sizeof headers);
    if (got != status) {
        fail_msg("GET %s: %d, expected %d", path, got, status);
    }
    if (strstr(body, "SECRET") != NULL || strstr(body, "root:") != NULL || strstr(body, "HIDDENFILE") != NULL) {
        fail_msg("GET %s sent what is outside the page: %s", path, body);
    }
    if (bodyHas != NULL && strstr(body, bodyHas) == NULL && strstr(headers, bodyHas) == NULL) {
        fail_msg("GET %s: expected \"%s\" in:\n%s\n%s", path, bodyHas, headers, body);
    }
}

static void test_only_the_page_folder_is_served(void **state)
{
    (void)state;
    Host h;
    HostTest_Room(&h);
    HostTest_Up(&h, NULL);
    ExpectStatus(h.port, "/", 200, "the test page");
    ExpectStatus(h.port, "/index.html", 200, "the test page");
    ExpectStatus(h.port, "/../../etc/passwd", 404, NULL);
    ExpectStatus(h.port, "/%2e%2e/%2e%2e/etc/passwd", 404, NULL);
    ExpectStatus(h.port, "/%2E%2E/%2E%2E/%2E%2E/etc/passwd", 404, NULL);
    ExpectStatus(h.port, "/..%2f..%2fetc%2fpasswd", 404, NULL);
    ExpectStatus(h.port, "/web/../secret.txt", 404, NULL);
    ExpectStatus(h.port, "//etc/passwd", 404, NULL);
    ExpectStatus(h.port, "/leak.txt", 404, NULL); /* a symbolic link out of the folder */
    ExpectStatus(h.port, "/.hidden", 404, NULL);
    ExpectStatus(h.port, "/nothing.html", 404, NULL);
    /* A WebSocket that does not ask for the table's protocol is not upgraded. */
    WsClient ws;
    assert_false(WsClient_Open(&ws, h.port, NULL, 0));
    WsClient_Close(&ws);
    HostTest_Down(&h);

    /* The real page, with its types. */
    HostTest_Room(&h);
    HostServerConfig config;
    HostServer_Defaults(&config);
    config.assets = PARLOUR_WEB_DIR;
    HostTest_Up(&h, &config);
    ExpectStatus(h.port, "/", 200, "app.js");
    ExpectStatus(h.port, "/app.js", 200, "content-type: text/javascript");
    ExpectStatus(h.port, "/app.js", 200, "parlour-table");
    ExpectStatus(h.port, "/style.css", 200, "text/css");
    HostTest_Down(&h);
}

static void test_a_port_in_use_is_said_in_a_sentence(void **state)
{
    (void)state;
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in a;
    memset(&a, 0, sizeof a);
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    assert_int_equal(bind(fd, (struct sockaddr *)&a, sizeof a), 0);
    assert_int_equal(listen(fd, 1), 0);
    socklen_t length = sizeof a;
    getsockname(fd, (struct sockaddr *)&a, &length);
    HostRoom room;
    HostRoom_Init(&room);
    HostServerConfig config;
    HostServer_Defaults(&config);
    config.assets = PARLOUR_WEB_DIR;
    config.port = ntohs(a.sin_port);
    char problem[256] = "";
    /* libwebsockets 4.1.6 leaks 72 bytes (lws_smd_register) when its context cannot be made: LeakSanitizer
       reports it at exit when leaks are looked for (scripts/test.sh runs the sanitizers with detect_leaks=0). */
    assert_null(HostServer_Start(&config, &room, problem, sizeof problem));
    assert_non_null(strstr(problem, "is in use"));
    config.port = 0;
    config.address = "localhost";
    assert_null(HostServer_Start(&config, &room, problem, sizeof problem));
    assert_non_null(strstr(problem, "not a numeric address"));
    config.address = "127.0.0.1";
    config.assets = "/nonexistent/web";
    assert_null(HostServer_Start(&config, &room, problem, sizeof problem));
    assert_non_null(strstr(problem, "/nonexistent/web"));
    close(fd);
    HostRoom_Free(&room);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_oversized_messages_and_floods_drop_only_that_connection),
        cmocka_unit_test(test_a_device_that_drops_or_leaves_rejoins_with_the_whole_view),
        cmocka_unit_test(test_a_silent_connection_is_pinged_then_dropped_and_shown_away),
        cmocka_unit_test(test_a_slow_reader_is_dropped_while_the_game_goes_on),
        cmocka_unit_test(test_only_the_page_folder_is_served),
        cmocka_unit_test(test_a_port_in_use_is_said_in_a_sentence),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
