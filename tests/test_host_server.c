/* test_host_server.c: tables across devices on loopback: whole games, each device its own view; refusals; computers. */
#define _GNU_SOURCE
#include "core/game/game.h"
#include "core/game/game_ai.h"
#include "host/host_room.h"
#include "host/host_server.h"
#include "host/table_protocol.h"
#include "host_test_harness.h"
#include "ws_test_client.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <cmocka.h>

static void test_a_whole_game_every_device_gets_its_own_view_and_no_hidden_card(void **state)
{
    (void)state;
    Host h;
    Table tb;
    HostTest_Room(&h);
    HostTest_Table(&h, &tb, "piquet", 20261128, "person person");
    HostTest_Up(&h, NULL);
    Device *d0 = HostTest_Join(&h, &tb, 0);
    Device *d1 = HostTest_Join(&h, &tb, 1);
    HostTest_ExpectPresence(d0, 1, "here");
    Device *w = HostTest_Join(&h, &tb, GAME_NOBODY);
    Device *seats[2] = {d0, d1};
    Device *all[3] = {d0, d1, w};
    int moves = 0;
    int looked = 0;
    while (!TableHost_IsOver(&tb.mirror)) {
        looked += HostTest_Play(&tb, seats, all, 3);
        moves++;
    }
    /* A whole partie: six deals at least; and once over, the record goes to everyone. */
    assert_true(moves > 100);
    assert_true(looked > 1000);
    for (int i = 0; i < 3; i++) {
        assert_non_null(strstr(all[i]->view, "\"record\""));
        HostTest_ExpectQuiet(all[i], 100);
    }
    for (int i = 0; i < 3; i++) {
        HostTest_Disconnect(all[i]);
    }
    HostServerStats stats = HostTest_Down(&h);
    assert_int_equal(stats.moves, (unsigned)moves);
    assert_int_equal(stats.joined, 3);
    assert_int_equal(stats.refused, 0);
    TableHost_Free(&tb.mirror);
}

/* The hello's reply to a device that is refused: the sentence, then the host closes. */
static char *RefusedHello(Host *h, const char *hello)
{
    Device *d = HostTest_Connect(h, hello);
    char *m = HostTest_Next(d, "refused");
    assert_true(WsClient_WaitClosed(&d->ws, WAIT_MS));
    HostTest_Disconnect(d);
    return m;
}

static void test_a_wrong_token_is_refused_like_an_unknown_table(void **state)
{
    (void)state;
    Host h;
    Table a;
    Table b;
    HostTest_Room(&h);
    HostTest_Table(&h, &a, "piquet", 1, "person person");
    HostTest_Table(&h, &b, "piquet", 2, "person person");
    HostTest_Up(&h, NULL);
    char wrong[HOST_TOKEN_HEX + 1];
    snprintf(wrong, sizeof wrong, "%s", a.token[0]);
    wrong[HOST_TOKEN_HEX - 1] = wrong[HOST_TOKEN_HEX - 1] == '0' ? '1' : '0';
    const char *cases[][2] = {
        {a.code, wrong},        /* the right table, a token one digit off */
        {a.code, b.token[0]},   /* another table's seat */
        {a.code, "00"},         /* a short one */
        {"ZZZZZZ", a.token[0]}, /* no such table, a real token */
        {"ZZZZZZ", wrong},
    };
    char *first = NULL;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *hello = TableProtocol_Hello(TABLE_RULES_REVISION, cases[i][0], cases[i][1], "Mallory");
        char *m = RefusedHello(&h, hello);
        free(hello);
        assert_non_null(strstr(m, HOST_ROOM_NO_SUCH_SEAT));
        if (first == NULL) {
            first = m;
        } else {
            assert_string_equal(m, first); /* byte for byte: nothing tells which part was wrong */
            free(m);
        }
    }
    free(first);
    /* The code alone watches; the right token still sits (letters of the code in either case). */
    Device *w = HostTest_Join(&h, &a, GAME_NOBODY);
    for (char *p = a.code; *p != '\0'; p++) {
        *p = (char)(*p >= 'A' && *p <= 'Z' ? *p - 'A' + 'a' : *p);
    }
    Device *d = HostTest_Join(&h, &a, 0);
    HostTest_Disconnect(d);
    HostTest_Disconnect(w);
    HostServerStats stats = HostTest_Down(&h);
    assert_int_equal(stats.joined, 2);
    TableHost_Free(&a.mirror);
    TableHost_Free(&b.mirror);
}

static void test_another_protocol_or_rules_revision_is_refused_naming_both(void **state)
{
    (void)state;
    Host h;
    Table tb;
    HostTest_Room(&h);
    HostTest_Table(&h, &tb, "piquet", 3, "person person");
    HostTest_Up(&h, NULL);
    char hello[256];
    snprintf(hello, sizeof hello,
             "{\"type\":\"hello\",\"protocol\":%d,\"rules\":%d,\"table\":\"%s\",\"token\":\"%s\",\"name\":\"\"}",
             TABLE_PROTOCOL_VERSION + 1, TABLE_RULES_REVISION, tb.code, tb.token[0]);
    char *m = RefusedHello(&h, hello);
    char want[128];
    snprintf(want, sizeof want, "This table speaks protocol %d; your Parlour speaks %d: update the older one.",
             TABLE_PROTOCOL_VERSION, TABLE_PROTOCOL_VERSION + 1);
    assert_non_null(strstr(m, want));
    free(m);
    snprintf(hello, sizeof hello,
             "{\"type\":\"hello\",\"protocol\":%d,\"rules\":%d,\"table\":\"%s\",\"token\":null,\"name\":\"\"}",
             TABLE_PROTOCOL_VERSION, TABLE_RULES_REVISION + 6, tb.code);
    m = RefusedHello(&h, hello);
    snprintf(want, sizeof want, "rules revision %d; your Parlour plays revision %d", TABLE_RULES_REVISION,
             TABLE_RULES_REVISION + 6);
    assert_non_null(strstr(m, want));
    free(m);
    HostServerStats stats = HostTest_Down(&h);
    assert_int_equal(stats.joined, 0);
    TableHost_Free(&tb.mirror);
}

static void test_out_of_turn_or_from_a_watcher_is_refused_and_changes_nothing(void **state)
{
    (void)state;
    Host h;
    Table tb;
    HostTest_Room(&h);
    HostTest_Table(&h, &tb, "piquet", 4, "person person");
    HostTest_Up(&h, NULL);
    Device *d[2] = {HostTest_Join(&h, &tb, 0), HostTest_Join(&h, &tb, 1)};
    HostTest_ExpectPresence(d[0], 1, "here");
    Device *w = HostTest_Join(&h, &tb, GAME_NOBODY);
    int decider = TableHost_Decider(&tb.mirror);
    char action[GAME_ACTION_TEXT_MAX];
    HostTest_FirstChoice(d[decider]->view, action, sizeof action);
    char *act = TableProtocol_Act(action);
    /* The other seat sends the decider's own move; the watcher tries it too. */
    assert_true(WsClient_SendText(&d[1 - decider]->ws, act));
    free(HostTest_ExpectRefused(d[1 - decider], "It is not your turn"));
    assert_true(WsClient_SendText(&w->ws, act));
    free(HostTest_ExpectRefused(w, "watcher"));
    /* A move of no game, and a message naming a seat to act for, from the decider. */
    assert_true(WsClient_SendText(&d[decider]->ws, "{\"type\":\"act\",\"action\":\"castle kingside\"}"));
    free(HostTest_ExpectRefused(d[decider], "not a move of Piquet"));
    assert_true(WsClient_SendText(&d[decider]->ws, "{\"type\":\"act\",\"action\":\"play AS\",\"seat\":1}"));
    free(HostTest_ExpectRefused(d[decider], "has no field"));
    free(act);
    /* Nothing changed: nobody was sent a move, and a newcomer sees the table as it was dealt. */
    HostTest_ExpectQuiet(d[decider], 200);
    Device *late = HostTest_Join(&h, &tb, GAME_NOBODY);
    Device *seats[2] = {d[0], d[1]};
    Device *all[4] = {d[0], d[1], w, late};
    HostTest_Play(&tb, seats, all, 4);
    for (int i = 0; i < 4; i++) {
        HostTest_Disconnect(all[i]);
    }
    HostServerStats stats = HostTest_Down(&h);
    assert_int_equal(stats.moves, 1);
    assert_int_equal(stats.refused, 4);
    TableHost_Free(&tb.mirror);
}

static void test_computers_move_after_a_person_in_the_host_loop(void **state)
{
    (void)state;
    Host h;
    Table tb;
    HostTest_Room(&h);
    HostTest_Table(&h, &tb, "piquet", 9, "person easy");
    HostTest_Up(&h, NULL);
    /* The computer may have moved before the person came: the mirror catches up to the view sent. */
    char *hello = TableProtocol_Hello(TABLE_RULES_REVISION, tb.code, tb.token[0], "Ada");
    Device *d = HostTest_Connect(&h, hello);
    free(hello);
    d->seat = 0;
    free(HostTest_Next(d, "welcome"));
    d->view = HostTest_Next(d, "view");
    for (int i = 0; i < 50; i++) {
        char *mine = TableProtocol_View(tb.rules, tb.mirror.st, &tb.mirror.rec, 0);
        bool same = strcmp(mine, d->view) == 0;
        free(mine);
        if (same) {
            break;
        }
        assert_true(TableHost_ComputerMove(&tb.mirror, NULL, NULL, NULL));
    }
    HostTest_ExpectSame(d->view, TableProtocol_View(tb.rules, tb.mirror.st, &tb.mirror.rec, 0), "view on joining", 0);
    Device *seats[1] = {d};
    GameState *before = Game_NewState(tb.rules);
    int computerMoves = 0;
    while (!TableHost_IsOver(&tb.mirror)) {
        GameAction applied;
        int actedFor;
        if (TableHost_ComputerMove(&tb.mirror, before, &applied, &actedFor)) {
            HostTest_ExpectMove(&tb, seats, 1, before, actedFor, applied);
            computerMoves++;
        } else {
            HostTest_Play(&tb, seats, seats, 1);
        }
    }
    free(before);
    assert_true(computerMoves > 50);
    HostTest_Disconnect(d);
    HostTest_Down(&h);
    TableHost_Free(&tb.mirror);
}

/*
 * The computers' thinking is held here while the test plays at another
 * table: a strong Bridge search can take a second, and the host's loop must
 * serve every other table meanwhile. The gate stands for that search.
 */
static atomic_int gGateOpen;
static atomic_int gThinking;

static bool GatedChoose(const GameRules *rules, const GameState *view, int toAct, GameAiLevel level, uint64_t seed,
                        GameAction *out)
{
    atomic_store(&gThinking, 1);
    for (int waited = 0; atomic_load(&gGateOpen) == 0 && waited < 20000; waited++) {
        struct timespec ms = {0, 1000000};
        nanosleep(&ms, NULL);
    }
    return GameAi_Choose(rules, view, toAct, level, seed, out);
}

/* On libev's loop, or on lws's own poll loop (where the plugin is missing): the worker wakes either. */
static void ComputerThinkingHoldsUpNoOtherTable(bool pollOnly)
{
    Host h;
    Table busy, people;
    HostTest_Room(&h);
    HostTest_Table(&h, &busy, "piquet", 21, "strong strong");
    HostTest_Table(&h, &people, "piquet", 22, "person person");
    HostServerConfig config;
    HostServer_Defaults(&config);
    config.rate = config.burst = 1e6;
    config.chooser = GatedChoose;
    config.pollOnly = pollOnly;
    atomic_store(&gGateOpen, 0);
    atomic_store(&gThinking, 0);
    HostTest_Up(&h, &config);
    if (pollOnly) {
        assert_string_equal(HostServer_EventLoop(h.server), "poll");
    } else if (strcmp(HostServer_EventLoop(h.server), "libev") != 0) {
        print_message("libwebsockets' libev plugin is not installed: the host runs on its poll loop\n");
    }

    /* The computers' table starts thinking at once; it is still thinking while two people play ten moves. */
    for (int waited = 0; atomic_load(&gThinking) == 0; waited++) {
        assert_true(waited < WAIT_MS);
        struct timespec ms = {0, 1000000};
        nanosleep(&ms, NULL);
    }
    Device *watcher = HostTest_Join(&h, &busy, GAME_NOBODY);
    Device *a = HostTest_Join(&h, &people, 0);
    Device *b = HostTest_Join(&h, &people, 1);
    free(HostTest_Next(a, "seats")); /* b came */
    Device *seats[2] = {a, b};
    for (int move = 0; move < 10; move++) {
        HostTest_Play(&people, seats, seats, 2);
    }
    assert_int_equal(atomic_load(&gGateOpen), 0);

    /* Let the computer choose: its move reaches the watcher of its table, the move the mirror makes. */
    atomic_store(&gGateOpen, 1);
    GameState *before = Game_NewState(busy.rules);
    GameAction applied;
    int actedFor;
    assert_true(TableHost_ComputerMove(&busy.mirror, before, &applied, &actedFor));
    Device *watching[1] = {watcher};
    HostTest_ExpectMove(&busy, watching, 1, before, actedFor, applied);
    free(before);

    HostTest_Disconnect(a);
    HostTest_Disconnect(b);
    HostTest_Disconnect(watcher);
    HostTest_Down(&h);
    TableHost_Free(&busy.mirror);
    TableHost_Free(&people.mirror);
}

static void test_a_computer_thinking_holds_up_no_other_table(void **state)
{
    (void)state;
    ComputerThinkingHoldsUpNoOtherTable(false);
}

static void test_a_computer_thinking_holds_up_no_other_table_on_poll(void **state)
{
    (void)state;
    ComputerThinkingHoldsUpNoOtherTable(true);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_whole_game_every_device_gets_its_own_view_and_no_hidden_card),
        cmocka_unit_test(test_a_wrong_token_is_refused_like_an_unknown_table),
        cmocka_unit_test(test_another_protocol_or_rules_revision_is_refused_naming_both),
        cmocka_unit_test(test_out_of_turn_or_from_a_watcher_is_refused_and_changes_nothing),
        cmocka_unit_test(test_computers_move_after_a_person_in_the_host_loop),
        cmocka_unit_test(test_a_computer_thinking_holds_up_no_other_table),
        cmocka_unit_test(test_a_computer_thinking_holds_up_no_other_table_on_poll),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
