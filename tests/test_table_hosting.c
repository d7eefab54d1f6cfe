/* test_table_hosting.c: a table hosted from the game's session layer on loopback: a local seat and a remote device play. */
#define _POSIX_C_SOURCE 200809L
#include "games/table/table_hosting.h"
#include "games/table/table_session.h"
#include "core/piquet/piquet.h"
#include "games/piquet/piquet_scenes.h"
#include "games/table/table_game.h"
#include "games/table/table_seat_names.h"
#include "host/table_protocol.h"
#include "platform/paths.h"
#include "temp_dir.h"
#include "ws_test_client.h"

#include <cjson/cJSON.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include <cmocka.h>

/* From host_test_harness.c, whose header names a Device of its own: the first choice of a view, a pick made. */
void HostTest_FirstChoice(const char *view, char *out, size_t size);

/*
 * The game's own hosting (table_hosting.c over src/host), driven as the
 * table scene drives it: the test's main thread is the game's, serving the
 * network through TableSession_Update; a device on a thread of its own
 * plays the remote seat through a real WebSocket, choosing the first legal
 * choice whenever its view offers one. Every view the device receives is
 * compared, in order and byte for byte, with the remote seat's view of the
 * host's state after each action, so the device got that seat's view and
 * nothing more.
 */

static char dir[256];
#define MAX_VIEWS 512
#define WEB_DIR PARLOUR_TEST_BUILD_DIR "/assets/web"


typedef struct Device {
    pthread_t thread;
    int port;
    char hello[512];
    atomic_int stop;
    atomic_int acts;
    atomic_int welcomed;
    pthread_mutex_t lock;
    char *views[MAX_VIEWS];
    int viewCount;
    char failure[256];
} Device;

static void *DeviceMain(void *arg)
{
    Device *d = arg;
    WsClient ws;
    if (!WsClient_Open(&ws, d->port, "parlour-table", 0) || !WsClient_SendText(&ws, d->hello)) {
        snprintf(d->failure, sizeof d->failure, "the device could not connect");
        return NULL;
    }
    while (atomic_load(&d->stop) == 0) {
        char *m = WsClient_Recv(&ws, 50);
        if (m == NULL) {
            if (ws.closed) {
                break;
            }
            continue;
        }
        if (strstr(m, "\"type\":\"welcome\"") != NULL) {
            atomic_store(&d->welcomed, 1);
        }
        if (strstr(m, "\"type\":\"refused\"") != NULL) {
            snprintf(d->failure, sizeof d->failure, "refused: %.200s", m);
        }
        if (strstr(m, "\"type\":\"view\"") == NULL) {
            free(m);
            continue;
        }
        char action[GAME_ACTION_TEXT_MAX * 4];
        HostTest_FirstChoice(m, action, sizeof action); /* an action, or a pick of cards (Piquet's exchange) */
        pthread_mutex_lock(&d->lock);
        if (d->viewCount < MAX_VIEWS) {
            d->views[d->viewCount++] = m;
        } else {
            free(m);
        }
        pthread_mutex_unlock(&d->lock);
        if (action[0] != '\0') {
            char *act = TableProtocol_Act(action);
            WsClient_SendText(&ws, act);
            free(act);
            atomic_fetch_add(&d->acts, 1);
        }
    }
    WsClient_Close(&ws);
    return NULL;
}

static void DeviceStart(Device *d, TableHosting *h, int seat)
{
    memset(d, 0, sizeof *d);
    pthread_mutex_init(&d->lock, NULL);
    d->port = TableHosting_Port(h);
    char *hello = TableProtocol_Hello(TABLE_RULES_REVISION, TableHosting_Code(h), h->table->seat[seat].token, "Ben");
    snprintf(d->hello, sizeof d->hello, "%s", hello);
    free(hello);
    assert_int_equal(pthread_create(&d->thread, NULL, DeviceMain, d), 0);
}

static void DeviceStop(Device *d)
{
    atomic_store(&d->stop, 1);
    pthread_join(d->thread, NULL);
    for (int i = 0; i < d->viewCount; i++) {
        free(d->views[i]);
    }
    pthread_mutex_destroy(&d->lock);
}

static long long NowMs(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void Nap(void)
{
    struct timespec ts = {0, 2 * 1000 * 1000};
    nanosleep(&ts, NULL);
}

/* The remote seat's views the host should have sent, one per state it reached: what the device must have got. */
typedef struct Expected {
    char *views[MAX_VIEWS];
    int count;
    int seenCount; /* the host's record count when the last was taken */
} Expected;

static void Expect(Expected *e, const TableHost *host, int seat)
{
    if (e->count < MAX_VIEWS) {
        e->views[e->count++] = TableProtocol_View(host->rules, host->st, &host->rec, seat);
    }
    e->seenCount = host->rec.count;
}

static void ExpectedFree(Expected *e)
{
    for (int i = 0; i < e->count; i++) {
        free(e->views[i]);
    }
    memset(e, 0, sizeof *e);
}

static int SetUp(void **state)
{
    (void)state;
    if (!TempDir_Make(dir, sizeof dir, "table-hosting")) {
        return -1;
    }
    setenv("PARLOUR_HOME", dir, 1);
    char err[1024];
    if (!Paths_Init(err, sizeof err)) {
        fprintf(stderr, "Paths_Init: %s\n", err);
        return -1;
    }
    return 0;
}

static int TearDown(void **state)
{
    (void)state;
    Paths_Shutdown();
    TempDir_Remove(dir);
    return 0;
}

static TableHostingSetup PiquetSetup(void)
{
    TableHostingSetup setup = {0};
    setup.rules = &Piquet_Rules;
    setup.variant = 0;
    setup.seed = 4242;
    setup.seating = Seating_OneAgainst(2, GAME_AI_EASY);
    setup.seating.seat[1] = (GameSeat){SEAT_PERSON, GAME_AI_MEDIUM};
    snprintf(setup.seating.name[0], sizeof setup.seating.name[0], "Ada");
    setup.remote[1] = true;
    setup.fillLevel = GAME_AI_EASY;
    setup.gameFile = "piquet-hosted.txt";
    setup.seatsFile = "piquet-hosted-seats.txt";
    setup.listen = "127.0.0.1";
    setup.port = 0;
    setup.assets = WEB_DIR;
    return setup;
}

static void UserPath(const char *name, char *buf, size_t size)
{
    Paths_User(name, buf, size);
}

/* Serves until the remote seat's person is connected (bounded). */
static void WaitHere(TableHosting *h, int seat)
{
    long long until = NowMs() + 5000;
    while (!TableHosting_Here(h, seat)) {
        assert_true(NowMs() < until);
        TableHosting_Service(h);
        Nap();
    }
}

/* Plays until each side has made `each` moves: the local person through the session, the device on its own. */
static void PlayBoth(TableSession *s, Device *d, Expected *e, int each)
{
    int local = 0;
    long long until = NowMs() + 20000;
    GameState *before = Game_NewState(s->rules);
    while ((local < each || atomic_load(&d->acts) < each) && !TableSession_IsOver(s)) {
        assert_true(NowMs() < until);
        TableMove move;
        TableSession_Update(s, 0.05f, true, 0.0f, &move, before);
        if (s->host->rec.count != e->seenCount) {
            assert_int_equal(s->host->rec.count, e->seenCount + 1); /* one remote action a look at most */
            Expect(e, s->host, 1);
        }
        if (TableSession_PersonToAct(s)) {
            GameAction a;
            assert_true(s->rules->legal(s->st, TableSession_ToAct(s), &a, 1) >= 1);
            char why[256];
            assert_int_equal(TableSession_PlayHuman(s, a, before, why, sizeof why), GAME_OK);
            Expect(e, s->host, 1);
            local++;
        }
        Nap();
    }
    free(before);
    /* Let the last messages reach the device. */
    long long settle = NowMs() + 5000;
    while (NowMs() < settle) {
        TableSession_Update(s, 0.05f, true, 0.0f, NULL, NULL);
        if (s->host->rec.count != e->seenCount) {
            Expect(e, s->host, 1);
            settle = NowMs() + 5000;
        }
        pthread_mutex_lock(&d->lock);
        int got = d->viewCount;
        pthread_mutex_unlock(&d->lock);
        if (got == e->count && !TableSession_PersonToAct(s) && TableSession_Decider(s) != 1) {
            break;
        }
        if (got == e->count && TableSession_PersonToAct(s)) {
            break;
        }
        Nap();
    }
}

static void ExpectSameViews(Device *d, const Expected *e)
{
    pthread_mutex_lock(&d->lock);
    assert_int_equal(d->viewCount, e->count);
    for (int i = 0; i < e->count; i++) {
        if (strcmp(d->views[i], e->views[i]) != 0) {
            fail_msg("view %d to the remote seat differs from its seat's view:\n got  %.300s\n want %.300s", i,
                     d->views[i], e->views[i]);
        }
    }
    pthread_mutex_unlock(&d->lock);
}

static void test_hosted_table_plays_saves_and_resumes(void **state)
{
    (void)state;
    TableHostingSetup setup = PiquetSetup();
    char problem[256] = "";
    TableHosting *h = TableHosting_Open(&setup, problem, sizeof problem);
    if (h == NULL) {
        fail_msg("hosting: %s", problem);
    }
    assert_true(TableHosting_Port(h) > 0);

    /* The seat keys: a private file, written atomically, holding the remote seat's token and not the local one's. */
    char path[PATHS_MAX];
    UserPath(setup.seatsFile, path, sizeof path);
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0600);
    char remoteToken[HOST_TOKEN_HEX + 1];
    snprintf(remoteToken, sizeof remoteToken, "%s", h->table->seat[1].token);
    assert_int_equal(strlen(remoteToken), HOST_TOKEN_HEX);
    assert_string_equal(h->table->seat[0].token, ""); /* this screen's seat has no link */
    char link[TABLE_HOSTING_LINK_MAX];
    TableHosting_Link(h, 1, link, sizeof link);
    assert_non_null(strstr(link, remoteToken));
    assert_non_null(strstr(link, TableHosting_Code(h)));
    assert_false(TableHosting_AllHere(h));

    Device d;
    DeviceStart(&d, h, 1);
    WaitHere(h, 1);
    assert_true(TableHosting_AllHere(h));

    TableSession s;
    assert_true(TableHosting_StartSession(h, &s));
    assert_true(TableSession_HasRemote(&s));
    Expected e = {0};
    Expect(&e, s.host, 1); /* the view on joining */
    PlayBoth(&s, &d, &e, 4);
    assert_null(d.failure[0] != '\0' ? d.failure : NULL);
    ExpectSameViews(&d, &e);
    /* Its view is the remote seat's, never the local seat's. */
    char *own = TableProtocol_View(s.rules, s.host->st, &s.host->rec, 0);
    pthread_mutex_lock(&d.lock);
    assert_string_not_equal(d.views[d.viewCount - 1], own);
    pthread_mutex_unlock(&d.lock);
    free(own);

    /* Undo is off at this table, and says why. */
    char why[160];
    assert_false(TableSession_CanUndo(&s, why, sizeof why));
    assert_non_null(strstr(why, "another device"));
    assert_false(TableSession_Undo(&s));

    /* The slot holds every action, whoever made it; the local game's slot is untouched. */
    int count = s.host->rec.count;
    assert_true(count >= 8);
    TableSaved saved;
    char message[256];
    assert_int_equal(TableStore_LoadGame(setup.gameFile, "hosted", &Piquet_Rules, &saved, message, sizeof message),
                     TABLE_STORE_OK);
    assert_int_equal(saved.rec.count, count);
    for (int i = 0; i < count; i++) {
        assert_true(GameAction_Equal(saved.rec.actions[i], s.host->rec.actions[i]));
    }
    TableSaved_Free(&saved);
    assert_false(TableStore_HasGame("piquet-game.txt"));
    GameState *was = Game_NewState(&Piquet_Rules);
    memcpy(was, s.host->st, Piquet_Rules.stateSize);
    char code[HOST_CODE_LEN + 1];
    snprintf(code, sizeof code, "%s", TableHosting_Code(h));

    /* The game ends (the table scene leaves): the network closes; the device is dropped. */
    TableSession_Free(&s);
    DeviceStop(&d);
    ExpectedFree(&e);

    /* Resumed from the lobby: the same code and key, the same table, and the same link joins it again. */
    h = TableHosting_Resume(&setup, problem, sizeof problem);
    if (h == NULL) {
        fail_msg("resuming: %s", problem);
    }
    assert_string_equal(TableHosting_Code(h), code);
    assert_string_equal(h->table->seat[1].token, remoteToken);
    assert_string_equal(h->table->seat[0].token, "");
    assert_int_equal(h->table->host.rec.count, count);
    assert_memory_equal(h->table->host.st, was, Piquet_Rules.stateSize);
    free(was);
    DeviceStart(&d, h, 1);
    WaitHere(h, 1);
    assert_true(TableHosting_StartSession(h, &s));
    Expected again = {0};
    Expect(&again, s.host, 1);
    PlayBoth(&s, &d, &again, 2);
    assert_null(d.failure[0] != '\0' ? d.failure : NULL);
    ExpectSameViews(&d, &again);
    assert_true(s.host->rec.count >= count + 4);

    /* The host's restart: the same table dealt anew, and the device is sent its whole new view. */
    pthread_mutex_lock(&d.lock);
    int before = d.viewCount;
    pthread_mutex_unlock(&d.lock);
    assert_true(TableSession_Redeal(&s, 99));
    assert_int_equal(s.host->rec.count, 0);
    assert_int_equal(s.rec.count, 0);
    char *fresh = TableProtocol_View(s.rules, s.host->st, &s.host->rec, 1);
    long long until = NowMs() + 5000;
    bool got = false;
    while (!got && NowMs() < until) {
        TableHosting_Service(h);
        pthread_mutex_lock(&d.lock);
        for (int i = before; i < d.viewCount && !got; i++) {
            got = strcmp(d.views[i], fresh) == 0;
        }
        pthread_mutex_unlock(&d.lock);
        Nap();
    }
    free(fresh);
    assert_true(got);
    assert_true(TableStore_LoadGame(setup.gameFile, "hosted", &Piquet_Rules, &saved, message, sizeof message) ==
                TABLE_STORE_OK);
    assert_int_equal(saved.rec.count, s.host->rec.count); /* the device may have made its first move of the new deal */
    assert_true(s.host->rec.count <= 1);
    assert_true(saved.rec.seed == 99);
    TableSaved_Free(&saved);

    TableSession_Free(&s);
    DeviceStop(&d);
    ExpectedFree(&again);
}

/* "Start now": a computer plays the seat nobody took, and the person takes it back on joining. */
static void test_start_now_fills_and_person_takes_seat_back(void **state)
{
    (void)state;
    TableHostingSetup setup = PiquetSetup();
    char problem[256] = "";
    TableHosting *h = TableHosting_Open(&setup, problem, sizeof problem);
    assert_non_null(h);
    TableHosting_FillEmpty(h);
    assert_false(Seating_IsPerson(&h->table->host.seating, 1));
    TableSession s;
    assert_true(TableHosting_StartSession(h, &s));
    /* The computer moves for the empty seat as the table needs. */
    long long until = NowMs() + 20000;
    while (s.host->rec.count < 6 && !TableSession_IsOver(&s)) {
        assert_true(NowMs() < until);
        TableSession_Update(&s, 0.05f, true, 0.0f, NULL, NULL);
        if (TableSession_PersonToAct(&s)) {
            GameAction a;
            assert_true(s.rules->legal(s.st, TableSession_ToAct(&s), &a, 1) >= 1);
            assert_int_equal(TableSession_PlayHuman(&s, a, NULL, NULL, 0), GAME_OK);
        }
        Nap();
    }
    /* The person arrives with their link: the seat is theirs again. */
    Device d;
    DeviceStart(&d, h, 1);
    WaitHere(h, 1);
    assert_true(Seating_IsPerson(&h->table->host.seating, 1));
    assert_true(Seating_IsPerson(&s.seating, 1));
    TableSession_Free(&s);
    DeviceStop(&d);
}

/* The lobby keeps which seats are on other devices, the players' names and the host's port and address. */
static void test_lobby_file_keeps_remote_seats_names_and_port(void **state)
{
    (void)state;
    TableLobbyPrefs prefs;
    char message[256];
    TableLobbyPrefs_Load(&Piquet_TableGame, &prefs, message, sizeof message);
    assert_int_equal(prefs.hostPort, TABLE_HOST_PORT);
    const char *text = "[lobby]\nvariant = rubicon\nseats.rubicon = person person\nremote.rubicon = 1\n"
                       "name.0 = Ada\nname.1 = Ben O'Neil\nhost.port = 9001\nhost.address = cards.example.org\n";
    char problem[256];
    assert_true(TableLobbyPrefs_Parse(text, &Piquet_TableGame, &prefs, problem, sizeof problem));
    assert_true(prefs.remote[0][1]);
    assert_false(prefs.remote[0][0]);
    assert_true(TableLobbyPrefs_Hosts(&prefs, 0));
    assert_string_equal(prefs.name[1], "Ben O'Neil");
    assert_int_equal(prefs.hostPort, 9001);
    assert_string_equal(prefs.hostAddress, "cards.example.org");
    char written[1024];
    assert_true(TableLobbyPrefs_Format(&Piquet_TableGame, &prefs, written, sizeof written) > 0);
    TableLobbyPrefs again;
    TableLobbyPrefs_Load(&Piquet_TableGame, &again, message, sizeof message);
    assert_true(TableLobbyPrefs_Parse(written, &Piquet_TableGame, &again, problem, sizeof problem));
    assert_memory_equal(again.remote, prefs.remote, sizeof prefs.remote);
    assert_memory_equal(again.name, prefs.name, sizeof prefs.name);
    assert_int_equal(again.hostPort, 9001);
    assert_string_equal(again.hostAddress, prefs.hostAddress);
    /* Bad values are refused with their line. */
    assert_false(TableLobbyPrefs_Parse("[lobby]\nhost.port = 70000\n", &Piquet_TableGame, &again, problem,
                                       sizeof problem));
    assert_non_null(strstr(problem, "line 2"));
    assert_false(TableLobbyPrefs_Parse("[lobby]\nremote.rubicon = 5\n", &Piquet_TableGame, &again, problem,
                                       sizeof problem));
    /* A person's seat named at the table goes by that name, never by a computer's words. */
    GameSeating seating = Seating_OneAgainst(2, GAME_AI_EASY);
    seating.seat[1] = (GameSeat){SEAT_PERSON, GAME_AI_MEDIUM};
    assert_string_equal(TableSeat_Label(&Piquet_Rules, 0, &seating, 1), Game_SeatName(&Piquet_Rules, 0, 1));
    snprintf(seating.name[1], sizeof seating.name[1], "Ben");
    assert_string_equal(TableSeat_Label(&Piquet_Rules, 0, &seating, 1), "Ben");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_hosted_table_plays_saves_and_resumes, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_start_now_fills_and_person_takes_seat_back, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_lobby_file_keeps_remote_seats_names_and_port, SetUp, TearDown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
