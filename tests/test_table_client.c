/* test_table_client.c: joining a hosted table with Parlour's own client on loopback: a whole game, drops, refusals. */
#define _GNU_SOURCE
#include "core/game/game.h"
#include "core/game/game_wire.h"
#include "host/host_room.h"
#include "host/host_server.h"
#include "host/table_client.h"
#include "host/table_protocol.h"
#include "host_test_harness.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

static TableClient *Join(const Host *h, const char *code, const char *token, int protocol)
{
    TableClientConfig config;
    memset(&config, 0, sizeof config);
    snprintf(config.host, sizeof config.host, "127.0.0.1");
    config.port = h->port;
    snprintf(config.table, sizeof config.table, "%s", code);
    snprintf(config.token, sizeof config.token, "%s", token != NULL ? token : "");
    snprintf(config.name, sizeof config.name, "Ada");
    config.protocol = protocol;
    config.firstRetryMs = 100;
    config.maxRetryMs = 400;
    char problem[256] = "";
    TableClient *c = TableClient_Start(&config, problem, sizeof problem);
    if (c == NULL) {
        fail_msg("starting the client: %s", problem);
    }
    return c;
}

/* The next event, which must come within WAIT_MS. */
static TableEvent *Next(TableClient *c)
{
    long long until = HostTest_NowMs() + WAIT_MS;
    TableEvent *ev;
    while ((ev = TableClient_Next(c)) == NULL) {
        long long left = until - HostTest_NowMs();
        if (left <= 0) {
            fail_msg("no event from the client within %d ms", WAIT_MS);
        }
        TableClient_Wait(c, (int)left);
    }
    return ev;
}

static TableEvent *NextOf(TableClient *c, TableEventKind kind)
{
    TableEvent *ev = Next(c);
    if (ev->kind != kind) {
        fail_msg("expected an event of kind %d, got %d (%s)", kind, ev->kind, ev->sentence);
    }
    return ev;
}

/* The sentence of the final status the client comes to. */
static void ExpectFailed(TableClient *c, const char *words)
{
    TableEvent *ev = NextOf(c, TABLE_EVENT_STATUS);
    assert_int_equal(ev->status, TABLE_CLIENT_FAILED);
    if (strstr(ev->sentence, words) == NULL) {
        fail_msg("the sentence \"%s\" does not say \"%s\"", ev->sentence, words);
    }
    assert_int_equal(TableClient_Status(c), TABLE_CLIENT_FAILED);
    TableEvent_Free(ev);
}

/* The server stopped and made again on the same port, over the same room: every connection drops. */
static void Restart(Host *h)
{
    atomic_store(&h->stop, 1);
    HostServer_Wake(h->server);
    pthread_join(h->thread, NULL);
    HostServer_Free(h->server);
    HostServerConfig config;
    HostServer_Defaults(&config);
    config.rate = config.burst = 1e6;
    config.address = "127.0.0.1";
    config.port = h->port;
    config.assets = h->web;
    char problem[256] = "";
    h->server = HostServer_Start(&config, &h->room, problem, sizeof problem);
    if (h->server == NULL) {
        fail_msg("starting the server again: %s", problem);
    }
    atomic_store(&h->stop, 0);
    assert_int_equal(pthread_create(&h->thread, NULL, HostTest_Serve, h), 0);
}

static char *Encode(const GameRules *rules, const GameState *view, int seat)
{
    char problem[256];
    char *text = GameWire_EncodeState(rules, view, seat, problem, sizeof problem);
    if (text == NULL) {
        fail_msg("encoding a view: %s", problem);
    }
    return text;
}

static void test_a_joined_seat_plays_a_whole_game_with_computers_and_ends_with_the_hosts_view(void **state)
{
    (void)state;
    Host h;
    Table tb;
    HostTest_Room(&h);
    HostTest_Table(&h, &tb, "piquet", 20261128, "person easy");
    HostTest_Up(&h, NULL);
    TableClient *c = Join(&h, tb.code, tb.token[0], 0);
    TableEvent *welcome = NextOf(c, TABLE_EVENT_WELCOME);
    assert_ptr_equal(welcome->rules, tb.rules);
    assert_int_equal(welcome->seat, 0);
    assert_true(welcome->seats[1].computer);
    assert_int_equal(welcome->seats[0].presence, TABLE_SEAT_HERE);
    TableEvent_Free(welcome);
    assert_int_equal(TableClient_Status(c), TABLE_CLIENT_JOINED);

    TableEvent *last = NULL;
    int moves = 0;
    int mine = 0;
    int views = 0;
    bool restarted = false;
    bool rejoined = false;
    while (last == NULL || !last->over) {
        TableEvent *ev = Next(c);
        if (ev->kind == TABLE_EVENT_VIEW) {
            views++;
            TableEvent_Free(last);
            last = ev;
            if (ev->choiceCount > 0) {
                assert_int_equal(ev->decider, 0);
                assert_true(TableClient_Act(c, ev->choices[0].action));
                mine++;
            } else if (!ev->over && ev->decider == 0) {
                /* Cards to pick (Piquet's exchange) come as one entry the client does not list: the table's own rules
                   list the moves from the view, as the table scene does. */
                GameAction *legal = calloc((size_t)tb.rules->maxActions, sizeof *legal);
                assert_non_null(legal);
                assert_true(tb.rules->legal(ev->view, ev->toAct, legal, tb.rules->maxActions) > 0);
                char text[GAME_ACTION_TEXT_MAX];
                tb.rules->formatAction(legal[0], text, sizeof text);
                free(legal);
                assert_true(TableClient_Act(c, text));
                mine++;
            }
            /* Half way, the host's server goes and comes back: the client rejoins and plays on from the whole view. */
            if (moves > 40 && !restarted) {
                restarted = true;
                Restart(&h);
            }
        } else if (ev->kind == TABLE_EVENT_MOVE) {
            moves++;
            assert_true(ev->action.kind != 0);
            assert_true(ev->sentence[0] != '\0');
            TableEvent_Free(ev);
        } else if (ev->kind == TABLE_EVENT_STATUS) {
            assert_true(restarted);
            assert_int_equal(ev->status, TABLE_CLIENT_RETRYING);
            assert_non_null(strstr(ev->sentence, "The host went away"));
            TableEvent_Free(ev);
        } else if (ev->kind == TABLE_EVENT_WELCOME) {
            assert_true(restarted);
            assert_int_equal(ev->seat, 0);
            rejoined = true;
            TableEvent_Free(ev);
        } else if (ev->kind == TABLE_EVENT_REFUSED) {
            /* Only a view read from before the host came back may be stale; any other refusal is a fault. */
            if (!restarted || strstr(ev->sentence, "not your turn") == NULL) {
                fail_msg("refused: %s", ev->sentence);
            }
            TableEvent_Free(ev);
        } else {
            TableEvent_Free(ev);
        }
    }
    assert_true(rejoined);
    assert_true(moves > 60);
    assert_true(mine > 20);
    assert_non_null(last->record);
    /* The client's last view is the host's view of its seat, field for field. */
    atomic_store(&h.stop, 1);
    HostServer_Wake(h.server);
    pthread_join(h.thread, NULL);
    HostTable *t = HostRoom_Find(&h.room, tb.code);
    assert_non_null(t);
    assert_true(TableHost_IsOver(&t->host));
    GameState *hostView = Game_NewState(tb.rules);
    tb.rules->view(t->host.st, 0, hostView);
    char *want = Encode(tb.rules, hostView, 0);
    char *got = Encode(tb.rules, last->view, 0);
    assert_string_equal(got, want);
    GameResult r = tb.rules->result(t->host.st);
    assert_int_equal(last->winner, r.winner);
    assert_int_equal(last->score[0], r.score[0]);
    assert_int_equal(last->score[1], r.score[1]);
    free(want);
    free(got);
    free(hostView);
    TableEvent_Free(last);
    TableClient_Stop(c);
    atomic_store(&h.stop, 0);
    assert_int_equal(pthread_create(&h.thread, NULL, HostTest_Serve, &h), 0);
    HostTest_Down(&h);
    TableHost_Free(&tb.mirror);
}

static void test_a_wrong_code_or_token_gets_one_sentence(void **state)
{
    (void)state;
    Host h;
    Table tb;
    HostTest_Room(&h);
    HostTest_Table(&h, &tb, "piquet", 5, "person person");
    HostTest_Up(&h, NULL);
    char wrong[HOST_TOKEN_HEX + 1];
    snprintf(wrong, sizeof wrong, "%s", tb.token[0]);
    wrong[0] = wrong[0] == 'a' ? 'b' : 'a';
    const char *cases[][2] = {{"ZZZZZZ", tb.token[0]}, {tb.code, wrong}, {"ZZZZZZ", wrong}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        TableClient *c = Join(&h, cases[i][0], cases[i][1], 0);
        ExpectFailed(c, TABLE_CLIENT_NO_SUCH_SEAT);
        assert_false(TableClient_Act(c, "pass"));
        TableClient_Stop(c);
    }
    HostServerStats stats = HostTest_Down(&h);
    assert_int_equal(stats.joined, 0);
    TableHost_Free(&tb.mirror);
}

static void test_another_protocol_is_refused_naming_both_versions(void **state)
{
    (void)state;
    Host h;
    Table tb;
    HostTest_Room(&h);
    HostTest_Table(&h, &tb, "piquet", 6, "person person");
    HostTest_Up(&h, NULL);
    TableClient *c = Join(&h, tb.code, tb.token[1], TABLE_PROTOCOL_VERSION + 1);
    char want[96];
    snprintf(want, sizeof want, "protocol %d; your Parlour speaks %d", TABLE_PROTOCOL_VERSION,
             TABLE_PROTOCOL_VERSION + 1);
    ExpectFailed(c, want);
    TableClient_Stop(c);
    HostTest_Down(&h);
    TableHost_Free(&tb.mirror);
}

static void test_a_host_that_is_not_there_or_goes_away_is_said(void **state)
{
    (void)state;
    Host h;
    Table tb;
    HostTest_Room(&h);
    HostTest_Table(&h, &tb, "piquet", 7, "person person");
    HostTest_Up(&h, NULL);
    TableClient *c = Join(&h, tb.code, tb.token[0], 0);
    TableEvent_Free(NextOf(c, TABLE_EVENT_WELCOME));
    TableEvent_Free(NextOf(c, TABLE_EVENT_VIEW));
    int port = h.port;
    HostTest_Down(&h);
    /* Gone after joining: said, and tried again while it stays away. */
    for (int i = 0; i < 2; i++) {
        TableEvent *ev = NextOf(c, TABLE_EVENT_STATUS);
        assert_int_equal(ev->status, TABLE_CLIENT_RETRYING);
        assert_non_null(strstr(ev->sentence, "The host went away. Trying again in"));
        TableEvent_Free(ev);
    }
    TableClient_Stop(c);
    /* Never there: said at once, and final. */
    Host none;
    memset(&none, 0, sizeof none);
    none.port = port;
    c = Join(&none, tb.code, tb.token[0], 0);
    char want[96];
    snprintf(want, sizeof want, "Nobody answers at 127.0.0.1 port %d", port);
    ExpectFailed(c, want);
    TableClient_Stop(c);
    TableHost_Free(&tb.mirror);
}

static void test_a_seats_link_and_a_typed_address_are_read(void **state)
{
    (void)state;
    TableClientConfig c;
    memset(&c, 0, sizeof c);
    char problem[256];
    assert_true(TableClient_ParseLink("http://192.168.1.20:8765/#table=K7MQ3R&seat=1&token=00ff12ab", &c, problem,
                                      sizeof problem));
    assert_string_equal(c.host, "192.168.1.20");
    assert_int_equal(c.port, 8765);
    assert_string_equal(c.table, "K7MQ3R");
    assert_string_equal(c.token, "00ff12ab");
    /* A watcher's link: the code alone. Pasted with a line's end. */
    assert_true(TableClient_ParseLink(" http://cards.example.org:9000/#table=ABCDEF\n", &c, problem, sizeof problem));
    assert_string_equal(c.host, "cards.example.org");
    assert_int_equal(c.port, 9000);
    assert_string_equal(c.token, "");
    assert_true(TableClient_ParseLink("http://[::1]:8765/#table=ABCDEF&token=aa", &c, problem, sizeof problem));
    assert_string_equal(c.host, "::1");
    const char *bad[] = {"", "K7MQ3R", "http://192.168.1.20:8765/", "http://192.168.1.20:99999/#table=ABC",
                         "http://host/#seat=1&token=aa", "http://ho st/#table=ABC", "http://h/#table=AB&token=a;b",
                         "ftp://h/#table=AB"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        problem[0] = '\0';
        if (TableClient_ParseLink(bad[i], &c, problem, sizeof problem)) {
            fail_msg("the link \"%s\" was taken", bad[i]);
        }
        assert_true(problem[0] != '\0');
    }
    assert_true(TableClient_ParseAddress(" 10.0.0.5 ", &c, problem, sizeof problem));
    assert_string_equal(c.host, "10.0.0.5");
    assert_int_equal(c.port, 8765);
    assert_true(TableClient_ParseAddress("parlour.local:9001", &c, problem, sizeof problem));
    assert_int_equal(c.port, 9001);
    assert_false(TableClient_ParseAddress("10.0.0.5:port", &c, problem, sizeof problem));
    assert_non_null(strstr(problem, "is not an address"));
    assert_false(TableClient_ParseAddress("", &c, problem, sizeof problem));
}

static void test_a_host_message_that_fails_its_checks_is_refused(void **state)
{
    (void)state;
    const GameRules *piquet = Game_Find("piquet");
    TableEvent ev;
    char problem[256];
    const char *bad[] = {
        "{\"type\":\"view\",\"seat\":1,\"toAct\":0,\"decider\":0,\"state\":{},\"choices\":[]}", /* another seat's */
        "{\"type\":\"move\",\"seat\":7,\"action\":{\"kind\":1,\"choice\":0,\"cards\":[]},\"text\":\"x\"}",
        "{\"type\":\"move\",\"seat\":0,\"action\":{\"kind\":1,\"choice\":0,\"cards\":[\"ZZ\"]},\"text\":\"x\"}",
        "{\"type\":\"refused\"}",
        "{\"type\":\"surprise\"}",
        "[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]",
        "not json",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        problem[0] = '\0';
        if (TableClient_ParseMessage(bad[i], strlen(bad[i]), piquet, 0, &ev, problem, sizeof problem)) {
            fail_msg("the message %s was taken", bad[i]);
        }
        assert_true(problem[0] != '\0');
    }
    const char *welcome = "{\"type\":\"welcome\",\"table\":\"ABCDEF\",\"seat\":0,\"game\":\"piquet\",\"title\":"
                          "\"Piquet\",\"variant\":\"rubicon\",\"protocol\":9,\"rules\":1,\"seats\":[]}";
    assert_false(TableClient_ParseMessage(welcome, strlen(welcome), NULL, GAME_NOBODY, &ev, problem, sizeof problem));
    assert_non_null(strstr(problem, "This table speaks protocol 9"));
    assert_non_null(strstr(problem, "your Parlour speaks 1"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_joined_seat_plays_a_whole_game_with_computers_and_ends_with_the_hosts_view),
        cmocka_unit_test(test_a_wrong_code_or_token_gets_one_sentence),
        cmocka_unit_test(test_another_protocol_is_refused_naming_both_versions),
        cmocka_unit_test(test_a_host_that_is_not_there_or_goes_away_is_said),
        cmocka_unit_test(test_a_seats_link_and_a_typed_address_are_read),
        cmocka_unit_test(test_a_host_message_that_fails_its_checks_is_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
