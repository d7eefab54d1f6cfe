/* test_table_waiting.c: the host's waiting room by keyboard, mouse and gamepad: typing the port, who is here, dealing. */
#define _POSIX_C_SOURCE 200809L
#include "app/app.h"
#include "core/piquet/piquet.h"
#include "games/piquet/piquet_scenes.h"
#include "games/table/table_hosting.h"
#include "games/table/table_lobby_scene.h"
#include "games/table/table_waiting_scene.h"
#include "host/table_protocol.h"
#include "scene_harness.h"
#include "ws_test_client.h"

#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

/* The waiting room of a two-seat Piquet table whose second seat plays from another device, on loopback. */
static Scene *OpenRoom(App *app)
{
    Scene *room = TableLobbyScene_CreateWaitingDemo(app, &Piquet_TableGame);
    assert_non_null(room);
    App_Push(app, room);
    Harness_Frames(app, 3);
    assert_string_equal(Harness_TopName(app), "table-waiting");
    return room;
}

static void Type(App *app, const char *text)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_TEXTINPUT;
    ev.text.windowID = SDL_GetWindowID(app->gfx.window);
    snprintf(ev.text.text, sizeof ev.text.text, "%s", text);
    SDL_PushEvent(&ev);
    Harness_Frames(app, 2);
}

/* Keyboard: down to the port, type another, Enter: the server listens there, and the links name it. */
static void test_keyboard_types_a_port_and_the_links_follow(void **state)
{
    (void)state;
    App *app = Harness_Start(1280, 720);
    Scene *room = OpenRoom(app);
    TableHosting *h = TableWaitingScene_Hosting(room);
    assert_non_null(h);
    int was = TableHosting_Port(h);
    /* Rows: the remote seat, Start now, Address in links, Port, Back. */
    Harness_Key(app, SDLK_DOWN);
    Harness_Key(app, SDLK_DOWN);
    Harness_Key(app, SDLK_DOWN);
    for (int i = 0; i < 6; i++) {
        Harness_Key(app, SDLK_BACKSPACE); /* erases the port, never leaves the room */
    }
    assert_string_equal(Harness_TopName(app), "table-waiting");
    char want[16];
    int port = was < 65000 ? was + 7 : was - 7;
    snprintf(want, sizeof want, "%d", port);
    Type(app, want);
    Type(app, "x"); /* not a digit: ignored */
    Harness_Key(app, SDLK_RETURN);
    assert_int_equal(TableHosting_Port(h), port);
    char link[TABLE_HOSTING_LINK_MAX];
    TableHosting_Link(h, 1, link, sizeof link);
    char at[32];
    snprintf(at, sizeof at, ":%d/#table=", port);
    assert_non_null(strstr(link, at));
    /* The new port takes connections (the kernel accepts them for the listening socket). */
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in to = {0};
    to.sin_family = AF_INET;
    to.sin_port = htons((uint16_t)port);
    to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    assert_int_equal(connect(fd, (struct sockaddr *)&to, sizeof to), 0);
    close(fd);
    /* Esc leaves the room (the hosted game stays in its own slot). */
    Harness_Key(app, SDLK_ESCAPE);
    Harness_Frames(app, 2);
    assert_string_not_equal(Harness_TopName(app), "table-waiting");
    char path[512];
    snprintf(path, sizeof path, "%s/piquet-hosted.txt", Harness_UserDir());
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    snprintf(path, sizeof path, "%s/piquet-hosted-seats.txt", Harness_UserDir());
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0600);
    Harness_Stop(app);
}

typedef struct Joiner {
    int port;
    char hello[512];
    char *welcome;
} Joiner;

/* The device, on a thread of its own: the room serves the network only while the test runs its frames. */
static void *Join(void *arg)
{
    Joiner *j = arg;
    WsClient ws;
    if (WsClient_Open(&ws, j->port, "parlour-table", 0) && WsClient_SendText(&ws, j->hello)) {
        j->welcome = WsClient_Recv(&ws, 5000);
        /* Stays a moment, as a person would, while the table is dealt. */
        char *more = WsClient_Recv(&ws, 300);
        free(more);
    }
    WsClient_Close(&ws);
    return NULL;
}

/* The person opens their link: the room shows them here and deals by itself, to the table scene. */
static void test_the_deal_starts_when_every_seat_is_here(void **state)
{
    (void)state;
    App *app = Harness_Start(1280, 720);
    Scene *room = OpenRoom(app);
    TableHosting *h = TableWaitingScene_Hosting(room);
    assert_false(TableHosting_Here(h, 1));
    Joiner j = {TableHosting_Port(h), "", NULL};
    char *hello = TableProtocol_Hello(TABLE_RULES_REVISION, TableHosting_Code(h), h->table->seat[1].token, "Ben");
    snprintf(j.hello, sizeof j.hello, "%s", hello);
    free(hello);
    pthread_t thread;
    assert_int_equal(pthread_create(&thread, NULL, Join, &j), 0);
    for (int i = 0; i < 1000 && strcmp(Harness_TopName(app), "table-waiting") == 0; i++) {
        Harness_Frames(app, 1);
        SDL_Delay(2);
    }
    assert_string_equal(Harness_TopName(app), "piquet-table");
    for (int i = 0; i < 100; i++) {
        Harness_Frames(app, 1); /* the table serves the network now */
        SDL_Delay(2);
    }
    pthread_join(thread, NULL);
    assert_non_null(j.welcome);
    assert_non_null(strstr(j.welcome, "\"type\":\"welcome\""));
    free(j.welcome);
    Harness_Stop(app);
}

/* Gamepad: down to "Start now", A: a computer stands in for the seat nobody took, and the table is dealt. */
static void test_pad_starts_now_with_a_computer_standing_in(void **state)
{
    (void)state;
    App *app = Harness_Start(800, 600);
    Scene *room = OpenRoom(app);
    assert_true(Harness_PadAttach(app));
    TableHosting *h = TableWaitingScene_Hosting(room);
    assert_true(Seating_IsPerson(&h->table->host.seating, 1));
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_A);
    Harness_Frames(app, 3);
    assert_string_equal(Harness_TopName(app), "piquet-table");
    assert_false(Seating_IsPerson(&h->table->host.seating, 1));
    assert_true(h->standIn[1]);
    Harness_PadDetach(app);
    Harness_Stop(app);
}

/* Mouse: a click on "Start now" deals too. */
static void test_mouse_clicks_start_now(void **state)
{
    (void)state;
    App *app = Harness_Start(1280, 720);
    OpenRoom(app);
    assert_true(Harness_Click(app, "Start now"));
    Harness_Frames(app, 3);
    assert_string_equal(Harness_TopName(app), "piquet-table");
    Harness_Frames(app, 240);
    Harness_Shot(app, "hosted-piquet-table"); /* PARLOUR_DEAL_SHOTS=DIR keeps a picture of the hosted table */
    Harness_Stop(app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_keyboard_types_a_port_and_the_links_follow),
        cmocka_unit_test(test_the_deal_starts_when_every_seat_is_here),
        cmocka_unit_test(test_pad_starts_now_with_a_computer_standing_in),
        cmocka_unit_test(test_mouse_clicks_start_now),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
