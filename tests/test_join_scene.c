/* test_join_scene.c: "Join a table" from the title, on loopback: a table heard, a link pasted, a whole Piquet partie. */
#define _GNU_SOURCE
#include "app/app.h"
#include "core/game/game.h"
#include "core/game/game_wire.h"
#include "games/table/table_scene.h"
#include "games/table/table_session_remote.h"
#include "host/host_beacon.h"
#include "host/table_client.h"
#include "host_test_harness.h"
#include "scene_harness.h"
#include "scenes/scenes.h"

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

#define TABLE_NAME "piquet-table"

static void Paste(App *app, const char *text)
{
    assert_int_equal(SDL_SetClipboardText(text), 0);
    Harness_KeyWith(app, SDLK_v, KMOD_LCTRL);
}

static App *OpenJoin(void)
{
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    app->settings.animSpeed = ANIM_OFF;
    /* A deal's held result waits on this device only (the host goes on); these tests play through without it. */
    app->settings.showDealResult = false;
    App_Push(app, TitleScene_Create(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, 5);
    assert_true(Harness_Click(app, "Join a table"));
    Harness_Frames(app, 2);
    assert_string_equal(Harness_TopName(app), "join");
    return app;
}

/* Frames until the join scene's line says something, or another scene is on top; the line. */
static const char *WaitForLine(App *app, const char *words)
{
    for (int i = 0; i < 3000; i++) {
        const char *line = JoinScene_Line(App_Top(app));
        if (line == NULL || (line[0] != '\0' && strstr(line, words) != NULL)) {
            return line;
        }
        Harness_Frames(app, 1);
        SDL_Delay(1);
    }
    fail_msg("the join scene never said \"%s\" (it says \"%s\")", words, JoinScene_Line(App_Top(app)));
    return NULL;
}

static void Link(char *out, size_t size, const Host *h, const char *code, const char *token)
{
    snprintf(out, size, "http://127.0.0.1:%d/#table=%s&seat=1&token=%s", h->port, code, token);
}

static void test_a_pasted_link_joins_and_a_whole_partie_is_played_from_the_seat(void **state)
{
    (void)state;
    Host h;
    Table tb;
    HostTest_Room(&h);
    HostTest_Table(&h, &tb, "piquet", 20261129, "person easy");
    HostTest_Up(&h, NULL);
    App *app = OpenJoin();
    char link[256];
    Link(link, sizeof link, &h, tb.code, tb.token[0]);
    Paste(app, link);
    WaitForLine(app, "A seat's link");
    Harness_Key(app, SDLK_RETURN); /* the focus is on Join after a link */
    for (int i = 0; i < 3000 && !Harness_AtTable(app, TABLE_NAME); i++) {
        Harness_Frames(app, 1);
        SDL_Delay(1);
    }
    if (!Harness_AtTable(app, TABLE_NAME)) {
        fail_msg("no table: %s on top, saying \"%s\"", Harness_TopName(app), JoinScene_Line(App_Top(app)));
    }
    const TableSession *s = TableScene_Session(App_Top(app));
    assert_int_equal(TableSession_RemoteSeat(s), 0);
    /* Undo is off, and nothing is saved here: the host keeps the game. */
    char why[128];
    assert_false(TableSession_CanUndo(s, why, sizeof why));
    assert_string_equal(why, TABLE_REMOTE_NO_UNDO);
    int turns = 0;
    while (Harness_AtTable(app, TABLE_NAME)) {
        if (!Harness_HintTurn(app, TABLE_NAME, 20000u)) {
            fail_msg("the person's turn never came back after %d turns", turns);
        }
        turns++;
        if (turns == 12) {
            Harness_Shot(app, "remote-piquet"); /* with PARLOUR_DEAL_SHOTS set: a look at the joined table */
        }
        assert_true(turns < 600);
    }
    /* The partie is over on the host, and here the score is shown from the host's record. */
    assert_true(turns > 30);
    assert_non_null(strstr(Harness_TopName(app), "piquet-score"));
    atomic_store(&h.stop, 1);
    HostServer_Wake(h.server);
    pthread_join(h.thread, NULL);
    HostTable *t = HostRoom_Find(&h.room, tb.code);
    assert_true(TableHost_IsOver(&t->host));
    /* This device's own statistics counted the game; no save of it was left here. */
    char path[512];
    struct stat st;
    snprintf(path, sizeof path, "%s/piquet-stats.txt", Harness_UserDir());
    assert_int_equal(stat(path, &st), 0);
    snprintf(path, sizeof path, "%s/piquet-game.txt", Harness_UserDir());
    assert_int_not_equal(stat(path, &st), 0);
    atomic_store(&h.stop, 0);
    assert_int_equal(pthread_create(&h.thread, NULL, HostTest_Serve, &h), 0);
    Harness_Stop(app);
    HostTest_Down(&h);
    TableHost_Free(&tb.mirror);
}

/* Bridge, joined as South with three computers at the host: the table plays on, and what is shown is the host's view. */
static void test_a_bridge_seat_joined_plays_and_shows_the_hosts_view(void **state)
{
    (void)state;
    Host h;
    Table tb;
    HostTest_Room(&h);
    HostTest_Table(&h, &tb, "bridge", 77, "person easy easy easy");
    HostTest_Up(&h, NULL);
    App *app = OpenJoin();
    char link[256];
    Link(link, sizeof link, &h, tb.code, tb.token[0]);
    Paste(app, link);
    WaitForLine(app, "A seat's link");
    Harness_Key(app, SDLK_RETURN);
    for (int i = 0; i < 3000 && !Harness_AtTable(app, "bridge-table"); i++) {
        Harness_Frames(app, 1);
        SDL_Delay(1);
    }
    if (!Harness_AtTable(app, "bridge-table")) {
        fail_msg("no table: %s on top, saying \"%s\"", Harness_TopName(app), JoinScene_Line(App_Top(app)));
    }
    for (int turns = 0; turns < 6; turns++) {
        if (!Harness_HintTurn(app, "bridge-table", 20000u)) {
            fail_msg("South's turn never came back after %d turns", turns);
        }
    }
    assert_true(Harness_WaitForPerson(app, "bridge-table", 20000u));
    assert_true(Harness_AtTable(app, "bridge-table"));
    /* South to act: the host waits for it, so its state is still; what South is shown is the host's view of South. */
    atomic_store(&h.stop, 1);
    HostServer_Wake(h.server);
    pthread_join(h.thread, NULL);
    HostTable *t = HostRoom_Find(&h.room, tb.code);
    GameState *hostView = Game_NewState(tb.rules);
    tb.rules->view(t->host.st, 0, hostView);
    char problem[128];
    char *want = GameWire_EncodeState(tb.rules, hostView, 0, problem, sizeof problem);
    char *got = GameWire_EncodeState(tb.rules, TableSession_Shown(TableScene_Session(App_Top(app))), 0, problem,
                                     sizeof problem);
    assert_non_null(want);
    assert_non_null(got);
    assert_string_equal(got, want);
    free(want);
    free(got);
    free(hostView);
    atomic_store(&h.stop, 0);
    assert_int_equal(pthread_create(&h.thread, NULL, HostTest_Serve, &h), 0);
    /* On to the end of the rubber: its score block, from the host's record, here. */
    int turns = 0;
    while (Harness_AtTable(app, "bridge-table")) {
        if (!Harness_HintTurn(app, "bridge-table", 20000u)) {
            fail_msg("South's turn never came back after %d more turns", turns);
        }
        assert_true(++turns < 400);
    }
    assert_string_equal(Harness_TopName(app), "bridge-score");
    atomic_store(&h.stop, 1);
    HostServer_Wake(h.server);
    pthread_join(h.thread, NULL);
    assert_true(TableHost_IsOver(&t->host));
    atomic_store(&h.stop, 0);
    assert_int_equal(pthread_create(&h.thread, NULL, HostTest_Serve, &h), 0);
    Harness_Stop(app);
    HostTest_Down(&h);
    TableHost_Free(&tb.mirror);
}

/* Joins seat 0 of a fresh table of game, plays turns hint turns there, and checks what is shown is the host's view. */
static void JoinAndPlay(const char *game, const char *seats, const char *tableName, int turns)
{
    Host h;
    Table tb;
    HostTest_Room(&h);
    HostTest_Table(&h, &tb, game, 2026, seats);
    HostTest_Up(&h, NULL);
    App *app = OpenJoin();
    char link[256];
    Link(link, sizeof link, &h, tb.code, tb.token[0]);
    Paste(app, link);
    WaitForLine(app, "A seat's link");
    Harness_Key(app, SDLK_RETURN);
    for (int i = 0; i < 3000 && !Harness_AtTable(app, tableName); i++) {
        Harness_Frames(app, 1);
        SDL_Delay(1);
    }
    if (!Harness_AtTable(app, tableName)) {
        fail_msg("%s: no table, %s on top, saying \"%s\"", game, Harness_TopName(app), JoinScene_Line(App_Top(app)));
    }
    for (int t = 0; t < turns; t++) {
        if (!Harness_HintTurn(app, tableName, 20000u) || !Harness_AtTable(app, tableName)) {
            fail_msg("%s: the turn did not come back (turn %d, %s on top)", game, t, Harness_TopName(app));
        }
    }
    assert_true(Harness_WaitForPerson(app, tableName, 20000u));
    atomic_store(&h.stop, 1);
    HostServer_Wake(h.server);
    pthread_join(h.thread, NULL);
    HostTable *t = HostRoom_Find(&h.room, tb.code);
    assert_true(t->host.rec.count >= turns);
    GameState *hostView = Game_NewState(tb.rules);
    tb.rules->view(t->host.st, 0, hostView);
    char problem[128];
    char *want = GameWire_EncodeState(tb.rules, hostView, 0, problem, sizeof problem);
    char *got = GameWire_EncodeState(tb.rules, TableSession_Shown(TableScene_Session(App_Top(app))), 0, problem,
                                     sizeof problem);
    assert_non_null(want);
    assert_non_null(got);
    if (strcmp(got, want) != 0) {
        fail_msg("%s: the view shown is not the host's:\n  shown %.300s\n  host  %.300s", game, got, want);
    }
    free(want);
    free(got);
    free(hostView);
    atomic_store(&h.stop, 0);
    assert_int_equal(pthread_create(&h.thread, NULL, HostTest_Serve, &h), 0);
    Harness_Stop(app);
    HostTest_Down(&h);
    TableHost_Free(&tb.mirror);
}

/* Every other table game joined the same way (their scenes draw from the view since the views branch). */
static void test_bezique_five_hundred_and_quinto_are_played_from_a_joined_seat(void **state)
{
    (void)state;
    JoinAndPlay("bezique", "person easy", "bezique-table", 12);
    JoinAndPlay("five-hundred", "person easy easy", "five-hundred-table", 12);
    JoinAndPlay("quinto", "person easy easy easy", "quinto-table", 12);
}

/* The code alone watches: the table is shown from the public view, and the watcher is never asked to move. */
static void test_the_code_alone_watches_the_table(void **state)
{
    (void)state;
    Host h;
    Table tb;
    HostTest_Room(&h);
    HostTest_Table(&h, &tb, "piquet", 41, "person easy");
    HostTest_Up(&h, NULL);
    App *app = OpenJoin();
    char link[256];
    snprintf(link, sizeof link, "http://127.0.0.1:%d/#table=%s", h.port, tb.code);
    Paste(app, link);
    WaitForLine(app, "A watcher's link");
    Harness_Key(app, SDLK_RETURN);
    for (int i = 0; i < 3000 && !Harness_AtTable(app, TABLE_NAME); i++) {
        Harness_Frames(app, 1);
        SDL_Delay(1);
    }
    if (!Harness_AtTable(app, TABLE_NAME)) {
        fail_msg("no table: %s on top, saying \"%s\"", Harness_TopName(app), JoinScene_Line(App_Top(app)));
    }
    Harness_Frames(app, 30);
    Harness_Shot(app, "remote-watcher");
    const TableSession *s = TableScene_Session(App_Top(app));
    assert_int_equal(TableSession_RemoteSeat(s), GAME_NOBODY);
    assert_false(TableSession_PersonToAct(s));
    /* What is shown is the public view, as the host makes it. */
    atomic_store(&h.stop, 1);
    HostServer_Wake(h.server);
    pthread_join(h.thread, NULL);
    HostTable *t = HostRoom_Find(&h.room, tb.code);
    GameState *pub = Game_NewState(tb.rules);
    tb.rules->view(t->host.st, GAME_NOBODY, pub);
    char problem[128];
    char *want = GameWire_EncodeState(tb.rules, pub, GAME_NOBODY, problem, sizeof problem);
    char *got = GameWire_EncodeState(tb.rules, TableSession_Shown(s), GAME_NOBODY, problem, sizeof problem);
    assert_non_null(want);
    assert_non_null(got);
    assert_string_equal(got, want);
    free(want);
    free(got);
    free(pub);
    atomic_store(&h.stop, 0);
    assert_int_equal(pthread_create(&h.thread, NULL, HostTest_Serve, &h), 0);
    Harness_Stop(app);
    HostTest_Down(&h);
    TableHost_Free(&tb.mirror);
}

static void test_a_wrong_link_or_a_host_not_there_is_said(void **state)
{
    (void)state;
    Host h;
    Table tb;
    HostTest_Room(&h);
    HostTest_Table(&h, &tb, "piquet", 3, "person person");
    HostTest_Up(&h, NULL);
    App *app = OpenJoin();
    char link[256];
    char wrong[HOST_TOKEN_HEX + 1];
    snprintf(wrong, sizeof wrong, "%s", tb.token[1]);
    wrong[3] = wrong[3] == 'f' ? 'e' : 'f';
    Link(link, sizeof link, &h, tb.code, wrong);
    Paste(app, link);
    Harness_Key(app, SDLK_RETURN);
    assert_string_equal(WaitForLine(app, "No such"), TABLE_CLIENT_NO_SUCH_SEAT);
    /* The same sentence for a code no table has. */
    Link(link, sizeof link, &h, "ZZZZZZ", tb.token[1]);
    Paste(app, link);
    Harness_Key(app, SDLK_RETURN);
    assert_string_equal(WaitForLine(app, "No such"), TABLE_CLIENT_NO_SUCH_SEAT);
    int port = h.port;
    HostTest_Down(&h);
    /* The host gone: said with its address. */
    Paste(app, link);
    Harness_Key(app, SDLK_RETURN);
    char want[96];
    snprintf(want, sizeof want, "Nobody answers at 127.0.0.1 port %d", port);
    WaitForLine(app, want);
    /* Not a link at all. */
    Paste(app, "http://example.org/page");
    assert_non_null(strstr(WaitForLine(app, "not a table's link"), "not a table's link"));
    assert_string_equal(Harness_TopName(app), "join");
    Harness_Stop(app);
    TableHost_Free(&tb.mirror);
}

static void test_a_table_on_the_network_is_listed_and_chosen(void **state)
{
    (void)state;
    HostRoom room;
    HostRoom_Init(&room);
    GameSeating seating;
    assert_true(Seating_Parse("person easy", 2, &seating));
    char problem[256] = "";
    HostTable *t = HostRoom_Open(&room, Game_Find("piquet"), 0, 9, &seating, problem, sizeof problem);
    assert_non_null(t);
    /* The scene listens on a port of the test's (PARLOUR_BEACON_PORT), where this beacon sends. */
    int port = 20000 + (int)(getpid() % 20000);
    char env[16];
    snprintf(env, sizeof env, "%d", port);
    setenv("PARLOUR_BEACON_PORT", env, 1);
    App *app = OpenJoin();
    HostBeacon *b = HostBeacon_Start(&room, "127.0.0.1", 43210, port, problem, sizeof problem);
    assert_non_null(b);
    char host[64] = "";
    gethostname(host, sizeof host - 1);
    char label[64];
    snprintf(label, sizeof label, "Piquet at %.18s, table %s", host, t->code);
    SDL_FRect where;
    bool listed = false;
    for (int i = 0; i < 400 && !listed; i++) {
        Harness_Frames(app, 1);
        SDL_Delay(5);
        listed = App_Top(app)->ops->locate(App_Top(app), app, label, &where);
    }
    assert_true(listed);
    assert_true(Harness_Click(app, label));
    Harness_Frames(app, 1);
    assert_non_null(strstr(JoinScene_Line(App_Top(app)), "Join watches it"));
    assert_true(App_Top(app)->ops->locate(App_Top(app), app, "Address: 127.0.0.1:43210", &where));
    char code[32];
    snprintf(code, sizeof code, "Table code: %s", t->code);
    assert_true(App_Top(app)->ops->locate(App_Top(app), app, code, &where));
    HostBeacon_Stop(b);
    Harness_Stop(app);
    unsetenv("PARLOUR_BEACON_PORT");
    HostRoom_Free(&room);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_pasted_link_joins_and_a_whole_partie_is_played_from_the_seat),
        cmocka_unit_test(test_a_bridge_seat_joined_plays_and_shows_the_hosts_view),
        cmocka_unit_test(test_bezique_five_hundred_and_quinto_are_played_from_a_joined_seat),
        cmocka_unit_test(test_the_code_alone_watches_the_table),
        cmocka_unit_test(test_a_wrong_link_or_a_host_not_there_is_said),
        cmocka_unit_test(test_a_table_on_the_network_is_listed_and_chosen),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
