/* test_host_server.c: tables across devices on loopback: whole games, privacy, refusals, floods, drops, rejoining, files. */
#define _GNU_SOURCE
#include "core/card.h"
#include "core/game/game.h"
#include "core/game/game_wire.h"
#include "host/host_room.h"
#include "host/host_server.h"
#include "host/table_protocol.h"
#include "ws_test_client.h"

#include <arpa/inet.h>
#include <cjson/cJSON.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <cmocka.h>

/*
 * Each test runs a real server (host_server.c on libwebsockets) on its own
 * thread, listening on 127.0.0.1 at a port the system chooses, and talks
 * to it through ws_test_client.c as devices would. Beside the server's
 * table the test keeps its own copy of it (the mirror: the same seed and
 * seating, the same actions), so every message a device receives can be
 * checked byte for byte against what its seat may be sent, and checked
 * again for any card another seat holds that this device does not see.
 */

enum {
    WAIT_MS = 5000 /* the longest any one message may take on loopback */
};

typedef struct Host {
    HostRoom room;
    HostServer *server;
    pthread_t thread;
    atomic_int stop;
    int port;
    char dir[64]; /* a folder of its own: web/ (the page), and a secret beside it */
    char web[96];
} Host;

typedef struct Table {
    HostTable *t; /* the server's: read only before the server runs */
    TableHost mirror;
    const GameRules *rules;
    char code[HOST_CODE_LEN + 1];
    char token[GAME_MAX_SEATS][HOST_TOKEN_HEX + 1];
} Table;

typedef struct Device {
    WsClient ws;
    int seat;
    char *view; /* the last view it was sent */
} Device;

static void WriteFile(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

/* The page's folder: an index, a hidden file, and a link out of the folder to a secret beside it. */
static void MakeWebFolder(Host *h)
{
    snprintf(h->dir, sizeof h->dir, "/tmp/parlour-host-test-XXXXXX");
    assert_non_null(mkdtemp(h->dir));
    snprintf(h->web, sizeof h->web, "%s/web", h->dir);
    assert_int_equal(mkdir(h->web, 0700), 0);
    char path[160];
    snprintf(path, sizeof path, "%s/index.html", h->web);
    WriteFile(path, "<!doctype html><p>the test page</p>\n");
    snprintf(path, sizeof path, "%s/.hidden", h->web);
    WriteFile(path, "HIDDENFILE\n");
    snprintf(path, sizeof path, "%s/secret.txt", h->dir);
    WriteFile(path, "SECRET outside the folder\n");
    snprintf(path, sizeof path, "%s/leak.txt", h->web);
    assert_int_equal(symlink("../secret.txt", path), 0);
}

static void RemoveWebFolder(Host *h)
{
    const char *names[] = {"web/index.html", "web/.hidden", "web/leak.txt", "secret.txt"};
    char path[160];
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        snprintf(path, sizeof path, "%s/%s", h->dir, names[i]);
        unlink(path);
    }
    rmdir(h->web);
    rmdir(h->dir);
}

static void RoomOpen(Host *h)
{
    memset(h, 0, sizeof *h);
    HostRoom_Init(&h->room);
    MakeWebFolder(h);
}

/* A table in the room (before the server runs) and its mirror. */
static void TableOpenVariant(Host *h, Table *tb, const char *game, int variant, uint64_t seed, const char *seats)
{
    memset(tb, 0, sizeof *tb);
    tb->rules = Game_Find(game);
    assert_non_null(tb->rules);
    GameSeating seating;
    assert_true(Seating_Parse(seats, Game_SeatsIn(tb->rules, variant), &seating));
    char problem[256] = "";
    tb->t = HostRoom_Open(&h->room, tb->rules, variant, seed, &seating, problem, sizeof problem);
    if (tb->t == NULL) {
        fail_msg("opening a table: %s", problem);
    }
    assert_true(TableHost_Start(&tb->mirror, tb->rules, variant, seed, &seating));
    snprintf(tb->code, sizeof tb->code, "%s", tb->t->code);
    for (int s = 0; s < seating.count; s++) {
        snprintf(tb->token[s], sizeof tb->token[s], "%s", tb->t->seat[s].token);
    }
}

static void TableOpen(Host *h, Table *tb, const char *game, uint64_t seed, const char *seats)
{
    TableOpenVariant(h, tb, game, 0, seed, seats);
}

static void *Serve(void *arg)
{
    Host *h = arg;
    HostServer_Run(h->server, &h->stop);
    return NULL;
}

static void ServerUp(Host *h, const HostServerConfig *custom)
{
    HostServerConfig config;
    if (custom != NULL) {
        config = *custom;
    } else {
        /* The test's players act as fast as the host answers, faster than any person: no rate limit for them. */
        HostServer_Defaults(&config);
        config.rate = config.burst = 1e6;
    }
    config.address = "127.0.0.1";
    config.port = 0;
    if (getenv("PARLOUR_TEST_LWS_LOG") != NULL) {
        config.logLevel = atoi(getenv("PARLOUR_TEST_LWS_LOG")); /* libwebsockets' own log, to debug */
    }
    if (config.assets == NULL || strcmp(config.assets, "assets/web") == 0) {
        config.assets = h->web;
    }
    char problem[256] = "";
    h->server = HostServer_Start(&config, &h->room, problem, sizeof problem);
    if (h->server == NULL) {
        fail_msg("starting the server: %s", problem);
    }
    h->port = HostServer_Port(h->server);
    assert_true(h->port > 0);
    atomic_store(&h->stop, 0);
    assert_int_equal(pthread_create(&h->thread, NULL, Serve, h), 0);
}

static HostServerStats ServerDown(Host *h)
{
    atomic_store(&h->stop, 1);
    HostServer_Wake(h->server);
    pthread_join(h->thread, NULL);
    HostServerStats stats = HostServer_Stats(h->server);
    HostServer_Free(h->server);
    HostRoom_Free(&h->room);
    RemoveWebFolder(h);
    return stats;
}

static bool IsType(const char *message, const char *type)
{
    char prefix[48];
    snprintf(prefix, sizeof prefix, "{\"type\":\"%s\"", type);
    return message != NULL && strncmp(message, prefix, strlen(prefix)) == 0;
}

/* The next message d is sent, which must be of type (freed by the caller). */
static char *Next(Device *d, const char *type)
{
    char *m = WsClient_Recv(&d->ws, WAIT_MS);
    if (!IsType(m, type)) {
        fail_msg("seat %d expected a \"%s\" message, got: %.300s", d->seat, type, m != NULL ? m : "(nothing)");
    }
    return m;
}

static void ExpectSame(const char *got, char *expected, const char *what, int seat)
{
    assert_non_null(expected);
    if (strcmp(got, expected) != 0) {
        fail_msg("the %s sent to seat %d is not its own:\n  got      %.400s\n  expected %.400s", what, seat, got,
                 expected);
    }
    free(expected);
}

static Device *Connect(Host *h, const char *hello)
{
    Device *d = calloc(1, sizeof *d);
    assert_non_null(d);
    d->seat = GAME_NOBODY;
    assert_true(WsClient_Open(&d->ws, h->port, "parlour-table", 0));
    if (hello != NULL) {
        assert_true(WsClient_SendText(&d->ws, hello));
    }
    return d;
}

static void Disconnect(Device *d)
{
    WsClient_Close(&d->ws);
    free(d->view);
    free(d);
}

/* Joins tb as seat (GAME_NOBODY: a watcher): the welcome, then the seat's whole view, the mirror's. */
static Device *Join(Host *h, Table *tb, int seat)
{
    char *hello = TableProtocol_Hello(TABLE_RULES_REVISION, tb->code, seat >= 0 ? tb->token[seat] : NULL, "Ada");
    Device *d = Connect(h, hello);
    free(hello);
    d->seat = seat;
    char *welcome = Next(d, "welcome");
    char want[64];
    snprintf(want, sizeof want, "\"seat\":%d,\"game\":\"%s\"", seat, tb->rules->name);
    if (strstr(welcome, want) == NULL) {
        fail_msg("the welcome to seat %d: %s", seat, welcome);
    }
    free(welcome);
    d->view = Next(d, "view");
    ExpectSame(d->view, TableProtocol_View(tb->rules, tb->mirror.st, &tb->mirror.rec, seat), "view on joining",
               seat);
    return d;
}

/* How often text names card c: by code ("QS", in quotes) and in words ("queen of spades"). */
static int Mentions(const char *text, Card c)
{
    char face[CARD_TEXT_MAX];
    char code[CARD_TEXT_MAX + 2];
    char words[48];
    snprintf(code, sizeof code, "\"%s\"", Card_Format(c, face));
    snprintf(words, sizeof words, "%s of %s", Card_RankName(Card_Rank(c)), Card_SuitName(Card_Suit(c)));
    int n = 0;
    for (const char *p = text; (p = strstr(p, code)) != NULL; p++) {
        n++;
    }
    for (const char *p = text; (p = strstr(p, words)) != NULL; p++) {
        n++;
    }
    return n;
}

/*
 * No card another seat holds or has discarded, and which viewer does not
 * see in its own view of the mirror, is in text, by code or in words.
 * Returns how many such hidden cards were looked for.
 */
static int CheckNoHiddenCard(const Table *tb, int viewer, const char *text)
{
    char problem[256];
    char *full = GameWire_EncodeState(tb->rules, tb->mirror.st, GAME_NOBODY, problem, sizeof problem);
    char *own = TableProtocol_View(tb->rules, tb->mirror.st, &tb->mirror.rec, viewer);
    assert_non_null(full);
    assert_non_null(own);
    cJSON *root = cJSON_Parse(full);
    const cJSON *state = cJSON_GetObjectItemCaseSensitive(root, "state");
    static const char *const kPrivate[] = {"hand", "discard"};
    int looked = 0;
    for (size_t f = 0; f < sizeof kPrivate / sizeof kPrivate[0]; f++) {
        const cJSON *rows = cJSON_GetObjectItemCaseSensitive(state, kPrivate[f]);
        int s = 0;
        const cJSON *row;
        cJSON_ArrayForEach(row, rows)
        {
            const cJSON *card;
            cJSON_ArrayForEach(card, row)
            {
                if (s == viewer || !cJSON_IsString(card)) {
                    continue;
                }
                Card c = Card_ParseToken(card->valuestring, strlen(card->valuestring));
                if (Mentions(own, c) > 0) {
                    continue; /* shown to this viewer: its own view has it */
                }
                looked++;
                if (Mentions(text, c) > 0) {
                    fail_msg("seat %d was sent %s, which seat %d holds unseen: %.300s", viewer, card->valuestring, s,
                             text);
                }
            }
            s++;
        }
    }
    cJSON_Delete(root);
    free(own);
    free(full);
    return looked;
}

/* The first of the choices in a view ("" when it lists none). */
static void FirstChoice(const char *view, char *out, size_t size)
{
    out[0] = '\0';
    cJSON *root = cJSON_Parse(view);
    const cJSON *first = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(root, "choices"), 0);
    const cJSON *action = cJSON_GetObjectItemCaseSensitive(first, "action");
    if (cJSON_IsString(action)) {
        snprintf(out, size, "%s", action->valuestring);
    }
    cJSON_Delete(root);
}

/* After a move of the mirror: each device gets that move as its seat may see it, then its own view. */
static int ExpectMove(Table *tb, Device **devices, int count, const GameState *before, int actedFor,
                      GameAction applied)
{
    int looked = 0;
    char played[GAME_ACTION_TEXT_MAX];
    tb->rules->formatAction(applied, played, sizeof played);
    for (int i = 0; i < count; i++) {
        Device *d = devices[i];
        char *move = Next(d, "move");
        ExpectSame(move, TableProtocol_Move(tb->rules, before, actedFor, applied, d->seat), "move", d->seat);
        free(d->view);
        d->view = Next(d, "view");
        ExpectSame(d->view, TableProtocol_View(tb->rules, tb->mirror.st, &tb->mirror.rec, d->seat), "view",
                   d->seat);
        /* A card played is laid face up for all (and may be dealt again in the next deal, now hidden). */
        if (strncmp(played, "play ", 5) != 0) {
            looked += CheckNoHiddenCard(tb, d->seat, move);
        }
        looked += CheckNoHiddenCard(tb, d->seat, d->view);
        free(move);
    }
    return looked;
}

/* The decider plays the first choice its view offers; every device gets the move and its view. */
static int PlayFirstChoice(Table *tb, Device **seats, Device **devices, int count)
{
    int decider = TableHost_Decider(&tb->mirror);
    Device *d = seats[decider];
    char action[GAME_ACTION_TEXT_MAX];
    FirstChoice(d->view, action, sizeof action);
    if (action[0] == '\0') {
        fail_msg("seat %d decides but its view offers no choice: %.300s", decider, d->view);
    }
    char *act = TableProtocol_Act(action);
    assert_true(WsClient_SendText(&d->ws, act));
    free(act);
    GameState *before = Game_NewState(tb->rules);
    GameAction applied;
    int actedFor;
    char why[256];
    assert_int_equal(TableHost_Act(&tb->mirror, decider, action, before, &applied, &actedFor, why, sizeof why),
                     TABLE_HOST_APPLIED);
    int looked = ExpectMove(tb, devices, count, before, actedFor, applied);
    free(before);
    return looked;
}

static char *ExpectRefused(Device *d, const char *words)
{
    char *m = Next(d, "refused");
    if (strstr(m, words) == NULL) {
        fail_msg("expected \"%s\" in the refusal: %s", words, m);
    }
    return m;
}

static void ExpectPresence(Device *d, int seat, const char *presence)
{
    char *m = Next(d, "seats");
    cJSON *root = cJSON_Parse(m);
    const cJSON *entry = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(root, "seats"), seat);
    const cJSON *p = cJSON_GetObjectItemCaseSensitive(entry, "presence");
    if (!cJSON_IsString(p) || strcmp(p->valuestring, presence) != 0) {
        fail_msg("seat %d should be %s: %s", seat, presence, m);
    }
    cJSON_Delete(root);
    free(m);
}

/* Nothing more for d within ms (it was sent nothing). */
static void ExpectQuiet(Device *d, int ms)
{
    char *m = WsClient_Recv(&d->ws, ms);
    if (m != NULL) {
        fail_msg("seat %d was sent something unexpected: %.300s", d->seat, m);
    }
}

static void test_a_whole_game_every_device_gets_its_own_view_and_no_hidden_card(void **state)
{
    (void)state;
    Host h;
    Table tb;
    RoomOpen(&h);
    TableOpen(&h, &tb, "piquet", 20261128, "person person");
    ServerUp(&h, NULL);
    Device *d0 = Join(&h, &tb, 0);
    Device *d1 = Join(&h, &tb, 1);
    ExpectPresence(d0, 1, "here");
    Device *w = Join(&h, &tb, GAME_NOBODY);
    Device *seats[2] = {d0, d1};
    Device *all[3] = {d0, d1, w};
    int moves = 0;
    int looked = 0;
    while (!TableHost_IsOver(&tb.mirror)) {
        looked += PlayFirstChoice(&tb, seats, all, 3);
        moves++;
    }
    /* A whole partie: six deals at least; and once over, the record goes to everyone. */
    assert_true(moves > 100);
    assert_true(looked > 1000);
    for (int i = 0; i < 3; i++) {
        assert_non_null(strstr(all[i]->view, "\"record\""));
        ExpectQuiet(all[i], 100);
    }
    for (int i = 0; i < 3; i++) {
        Disconnect(all[i]);
    }
    HostServerStats stats = ServerDown(&h);
    assert_int_equal(stats.moves, (unsigned)moves);
    assert_int_equal(stats.joined, 3);
    assert_int_equal(stats.refused, 0);
    TableHost_Free(&tb.mirror);
}

/* The hello's reply to a device that is refused: the sentence, then the host closes. */
static char *RefusedHello(Host *h, const char *hello)
{
    Device *d = Connect(h, hello);
    char *m = Next(d, "refused");
    assert_true(WsClient_WaitClosed(&d->ws, WAIT_MS));
    Disconnect(d);
    return m;
}

static void test_a_wrong_token_is_refused_like_an_unknown_table(void **state)
{
    (void)state;
    Host h;
    Table a;
    Table b;
    RoomOpen(&h);
    TableOpen(&h, &a, "piquet", 1, "person person");
    TableOpen(&h, &b, "piquet", 2, "person person");
    ServerUp(&h, NULL);
    char wrong[HOST_TOKEN_HEX + 1];
    snprintf(wrong, sizeof wrong, "%s", a.token[0]);
    wrong[HOST_TOKEN_HEX - 1] = wrong[HOST_TOKEN_HEX - 1] == '0' ? '1' : '0';
    const char *cases[][2] = {
        {a.code, wrong},      /* the right table, a token one digit off */
        {a.code, b.token[0]}, /* another table's seat */
        {a.code, "00"},       /* a short one */
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
    Device *w = Join(&h, &a, GAME_NOBODY);
    for (char *p = a.code; *p != '\0'; p++) {
        *p = (char)(*p >= 'A' && *p <= 'Z' ? *p - 'A' + 'a' : *p);
    }
    Device *d = Join(&h, &a, 0);
    Disconnect(d);
    Disconnect(w);
    HostServerStats stats = ServerDown(&h);
    assert_int_equal(stats.joined, 2);
    TableHost_Free(&a.mirror);
    TableHost_Free(&b.mirror);
}

static void test_another_protocol_or_rules_revision_is_refused_naming_both(void **state)
{
    (void)state;
    Host h;
    Table tb;
    RoomOpen(&h);
    TableOpen(&h, &tb, "piquet", 3, "person person");
    ServerUp(&h, NULL);
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
    HostServerStats stats = ServerDown(&h);
    assert_int_equal(stats.joined, 0);
    TableHost_Free(&tb.mirror);
}

static void test_out_of_turn_or_from_a_watcher_is_refused_and_changes_nothing(void **state)
{
    (void)state;
    Host h;
    Table tb;
    RoomOpen(&h);
    TableOpen(&h, &tb, "piquet", 4, "person person");
    ServerUp(&h, NULL);
    Device *d[2] = {Join(&h, &tb, 0), Join(&h, &tb, 1)};
    ExpectPresence(d[0], 1, "here");
    Device *w = Join(&h, &tb, GAME_NOBODY);
    int decider = TableHost_Decider(&tb.mirror);
    char action[GAME_ACTION_TEXT_MAX];
    FirstChoice(d[decider]->view, action, sizeof action);
    char *act = TableProtocol_Act(action);
    /* The other seat sends the decider's own move; the watcher tries it too. */
    assert_true(WsClient_SendText(&d[1 - decider]->ws, act));
    free(ExpectRefused(d[1 - decider], "It is not your turn"));
    assert_true(WsClient_SendText(&w->ws, act));
    free(ExpectRefused(w, "watcher"));
    /* A move of no game, and a message naming a seat to act for, from the decider. */
    assert_true(WsClient_SendText(&d[decider]->ws, "{\"type\":\"act\",\"action\":\"castle kingside\"}"));
    free(ExpectRefused(d[decider], "not a move of Piquet"));
    assert_true(WsClient_SendText(&d[decider]->ws, "{\"type\":\"act\",\"action\":\"play AS\",\"seat\":1}"));
    free(ExpectRefused(d[decider], "has no field"));
    free(act);
    /* Nothing changed: nobody was sent a move, and a newcomer sees the table as it was dealt. */
    ExpectQuiet(d[decider], 200);
    Device *late = Join(&h, &tb, GAME_NOBODY);
    Device *seats[2] = {d[0], d[1]};
    Device *all[4] = {d[0], d[1], w, late};
    PlayFirstChoice(&tb, seats, all, 4);
    for (int i = 0; i < 4; i++) {
        Disconnect(all[i]);
    }
    HostServerStats stats = ServerDown(&h);
    assert_int_equal(stats.moves, 1);
    assert_int_equal(stats.refused, 4);
    TableHost_Free(&tb.mirror);
}

static void test_oversized_messages_and_floods_drop_only_that_connection(void **state)
{
    (void)state;
    Host h;
    Table tb;
    RoomOpen(&h);
    TableOpen(&h, &tb, "piquet", 5, "person person");
    HostServerConfig config;
    HostServer_Defaults(&config); /* 20 a second, 40 at once: the test's few moves stay under it */
    ServerUp(&h, &config);
    Device *d0 = Join(&h, &tb, 0);
    Device *d1 = Join(&h, &tb, 1);
    ExpectPresence(d0, 1, "here");
    Device *seats[2] = {d0, d1};
    Device *all[2] = {d0, d1};
    PlayFirstChoice(&tb, seats, all, 2);

    /* One frame over the limit. */
    char big[TABLE_PROTOCOL_MAX_IN + 200];
    memset(big, ' ', sizeof big);
    memcpy(big, "{\"type\":\"ping\"}", 15);
    Device *x = Connect(&h, NULL);
    assert_true(WsClient_SendFrame(&x->ws, 1, true, big, sizeof big));
    assert_true(WsClient_WaitClosed(&x->ws, WAIT_MS));
    Disconnect(x);
    /* Fragments each small, together over the limit. */
    x = Connect(&h, NULL);
    assert_true(WsClient_SendFrame(&x->ws, 1, false, big, TABLE_PROTOCOL_MAX_IN / 2 + 10));
    assert_true(WsClient_SendFrame(&x->ws, 0, true, big, TABLE_PROTOCOL_MAX_IN / 2 + 10));
    assert_true(WsClient_WaitClosed(&x->ws, WAIT_MS));
    Disconnect(x);
    /* A hello in three fragments is put together and accepted. */
    char *hello = TableProtocol_Hello(TABLE_RULES_REVISION, tb.code, NULL, "");
    size_t n = strlen(hello);
    x = Connect(&h, NULL);
    assert_true(WsClient_SendFrame(&x->ws, 1, false, hello, 10));
    assert_true(WsClient_SendFrame(&x->ws, 0, false, hello + 10, 10));
    assert_true(WsClient_SendFrame(&x->ws, 0, true, hello + 20, n - 20));
    free(Next(x, "welcome"));
    free(Next(x, "view"));
    /* Then a flood: a hundred pings at once, beyond the burst of forty. */
    for (int i = 0; i < 100; i++) {
        WsClient_SendText(&x->ws, "{\"type\":\"ping\"}"); /* the host may close before the last */
    }
    free(ExpectRefused(x, "Too many messages"));
    assert_true(WsClient_WaitClosed(&x->ws, WAIT_MS));
    Disconnect(x);
    /* A binary frame is not a message. */
    x = Connect(&h, NULL);
    assert_true(WsClient_SendFrame(&x->ws, 2, true, hello, n));
    free(ExpectRefused(x, "JSON text"));
    assert_true(WsClient_WaitClosed(&x->ws, WAIT_MS));
    Disconnect(x);
    free(hello);

    /* The table never noticed. */
    for (int i = 0; i < 6; i++) {
        PlayFirstChoice(&tb, seats, all, 2);
    }
    Disconnect(d0);
    Disconnect(d1);
    HostServerStats stats = ServerDown(&h);
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
    RoomOpen(&h);
    TableOpen(&h, &tb, "piquet", 6, "person person");
    ServerUp(&h, NULL);
    Device *d[2] = {Join(&h, &tb, 0), Join(&h, &tb, 1)};
    ExpectPresence(d[0], 1, "here");
    Device *w = Join(&h, &tb, GAME_NOBODY);
    Device *all[3] = {d[0], d[1], w};
    for (int i = 0; i < 3; i++) {
        PlayFirstChoice(&tb, d, all, 3);
    }
    /* The seat that does not decide drops (killed, no goodbye): the others see it away. */
    int decider = TableHost_Decider(&tb.mirror);
    int other = 1 - decider;
    Disconnect(d[other]);
    ExpectPresence(d[decider], other, "away");
    ExpectPresence(w, other, "away");
    /* The table plays on without it while it is the other's turn. */
    Device *present[2] = {d[decider], w};
    while (TableHost_Decider(&tb.mirror) == decider) {
        PlayFirstChoice(&tb, d, present, 2);
    }
    /* The same link again: the whole view as it is now, not a replay of what was missed. */
    d[other] = Join(&h, &tb, other);
    ExpectPresence(d[decider], other, "here");
    ExpectPresence(w, other, "here");
    all[0] = d[0];
    all[1] = d[1];
    PlayFirstChoice(&tb, d, all, 3);
    /* Leaving is not dropping: the others see it left, and the host closes that connection. */
    decider = TableHost_Decider(&tb.mirror);
    other = 1 - decider;
    assert_true(WsClient_SendText(&d[other]->ws, "{\"type\":\"leave\"}"));
    assert_true(WsClient_WaitClosed(&d[other]->ws, WAIT_MS));
    Disconnect(d[other]);
    ExpectPresence(d[decider], other, "left");
    ExpectPresence(w, other, "left");
    d[other] = Join(&h, &tb, other);
    ExpectPresence(d[decider], other, "here");
    ExpectPresence(w, other, "here");
    /* The link opened twice (a phone woke before its old socket was seen dead): the newer holds the seat. */
    Device *again = Join(&h, &tb, other);
    free(ExpectRefused(d[other], "another device"));
    assert_true(WsClient_WaitClosed(&d[other]->ws, WAIT_MS));
    Disconnect(d[other]);
    d[other] = again;
    ExpectPresence(d[decider], other, "here");
    ExpectPresence(w, other, "here");
    all[0] = d[0];
    all[1] = d[1];
    PlayFirstChoice(&tb, d, all, 3);
    for (int i = 0; i < 3; i++) {
        Disconnect(all[i]);
    }
    ServerDown(&h);
    TableHost_Free(&tb.mirror);
}

static long long NowMs(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void test_a_silent_connection_is_pinged_then_dropped_and_shown_away(void **state)
{
    (void)state;
    Host h;
    Table tb;
    RoomOpen(&h);
    TableOpen(&h, &tb, "piquet", 7, "person person");
    HostServerConfig config;
    HostServer_Defaults(&config);
    config.pingSeconds = 1;
    config.idleSeconds = 2;
    config.rate = config.burst = 1e6;
    ServerUp(&h, &config);
    Device *d0 = Join(&h, &tb, 0);
    Device *d1 = Join(&h, &tb, 1);
    ExpectPresence(d0, 1, "here");
    /* d0 reads (and so answers pings, as a browser does); d1 is a phone asleep: it reads nothing. */
    long long until = NowMs() + 4000;
    char *away = NULL;
    while (NowMs() < until && away == NULL) {
        char *m = WsClient_Recv(&d0->ws, 100);
        if (m != NULL && IsType(m, "seats") && strstr(m, "\"away\"") != NULL) {
            away = m;
        } else {
            free(m);
        }
    }
    assert_non_null(away);
    free(away);
    assert_false(d0->ws.closed);
    assert_true(WsClient_WaitClosed(&d1->ws, WAIT_MS));
    Disconnect(d1);
    /* Well past the idle time, the reader is still there and still plays. */
    until = NowMs() + 1500;
    while (NowMs() < until) {
        free(WsClient_Recv(&d0->ws, 100));
    }
    d1 = Join(&h, &tb, 1);
    ExpectPresence(d0, 1, "here");
    Device *seats[2] = {d0, d1};
    PlayFirstChoice(&tb, seats, seats, 2);
    Disconnect(d0);
    Disconnect(d1);
    HostServerStats stats = ServerDown(&h);
    assert_int_equal(stats.idle, 1);
    TableHost_Free(&tb.mirror);
}

static void test_a_slow_reader_is_dropped_while_the_game_goes_on(void **state)
{
    (void)state;
    Host h;
    Table tb;
    RoomOpen(&h);
    /* Piquet au cent, to five games: some 2 MB of moves and views to a watcher, well over what it may fall behind. */
    TableOpenVariant(&h, &tb, "piquet", 3, 8, "person person");
    HostServerConfig config;
    HostServer_Defaults(&config);
    /* More than the largest message (a Piquet view listing every exchange, ~260 KB), less than a game's to a watcher. */
    config.outboxBytes = 300 * 1024;
    config.rate = config.burst = 1e6;
    ServerUp(&h, &config);
    Device *d0 = Join(&h, &tb, 0);
    Device *d1 = Join(&h, &tb, 1);
    ExpectPresence(d0, 1, "here");
    /* A watcher with a tiny window that never reads after its hello. */
    Device *slow = calloc(1, sizeof *slow);
    assert_true(WsClient_Open(&slow->ws, h.port, "parlour-table", 1024));
    char *hello = TableProtocol_Hello(TABLE_RULES_REVISION, tb.code, NULL, "");
    assert_true(WsClient_SendText(&slow->ws, hello));
    free(hello);
    Device *seats[2] = {d0, d1};
    while (!TableHost_IsOver(&tb.mirror)) {
        PlayFirstChoice(&tb, seats, seats, 2);
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
    Disconnect(slow);
    Disconnect(d0);
    Disconnect(d1);
    HostServerStats stats = ServerDown(&h);
    assert_int_equal(stats.slow, 1);
    TableHost_Free(&tb.mirror);
}

static void test_computers_move_after_a_person_in_the_host_loop(void **state)
{
    (void)state;
    Host h;
    Table tb;
    RoomOpen(&h);
    TableOpen(&h, &tb, "piquet", 9, "person easy");
    ServerUp(&h, NULL);
    /* The computer may have moved before the person came: the mirror catches up to the view sent. */
    char *hello = TableProtocol_Hello(TABLE_RULES_REVISION, tb.code, tb.token[0], "Ada");
    Device *d = Connect(&h, hello);
    free(hello);
    d->seat = 0;
    free(Next(d, "welcome"));
    d->view = Next(d, "view");
    for (int i = 0; i < 50; i++) {
        char *mine = TableProtocol_View(tb.rules, tb.mirror.st, &tb.mirror.rec, 0);
        bool same = strcmp(mine, d->view) == 0;
        free(mine);
        if (same) {
            break;
        }
        assert_true(TableHost_ComputerMove(&tb.mirror, NULL, NULL, NULL));
    }
    ExpectSame(d->view, TableProtocol_View(tb.rules, tb.mirror.st, &tb.mirror.rec, 0), "view on joining", 0);
    Device *seats[1] = {d};
    GameState *before = Game_NewState(tb.rules);
    int computerMoves = 0;
    while (!TableHost_IsOver(&tb.mirror)) {
        GameAction applied;
        int actedFor;
        if (TableHost_ComputerMove(&tb.mirror, before, &applied, &actedFor)) {
            ExpectMove(&tb, seats, 1, before, actedFor, applied);
            computerMoves++;
        } else {
            PlayFirstChoice(&tb, seats, seats, 1);
        }
    }
    free(before);
    assert_true(computerMoves > 50);
    Disconnect(d);
    ServerDown(&h);
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
    RoomOpen(&h);
    ServerUp(&h, NULL);
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
    ServerDown(&h);

    /* The real page, with its types. */
    RoomOpen(&h);
    HostServerConfig config;
    HostServer_Defaults(&config);
    config.assets = PARLOUR_WEB_DIR;
    ServerUp(&h, &config);
    ExpectStatus(h.port, "/", 200, "app.js");
    ExpectStatus(h.port, "/app.js", 200, "content-type: text/javascript");
    ExpectStatus(h.port, "/app.js", 200, "parlour-table");
    ExpectStatus(h.port, "/style.css", 200, "text/css");
    ServerDown(&h);
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
        cmocka_unit_test(test_a_whole_game_every_device_gets_its_own_view_and_no_hidden_card),
        cmocka_unit_test(test_a_wrong_token_is_refused_like_an_unknown_table),
        cmocka_unit_test(test_another_protocol_or_rules_revision_is_refused_naming_both),
        cmocka_unit_test(test_out_of_turn_or_from_a_watcher_is_refused_and_changes_nothing),
        cmocka_unit_test(test_oversized_messages_and_floods_drop_only_that_connection),
        cmocka_unit_test(test_a_device_that_drops_or_leaves_rejoins_with_the_whole_view),
        cmocka_unit_test(test_a_silent_connection_is_pinged_then_dropped_and_shown_away),
        cmocka_unit_test(test_a_slow_reader_is_dropped_while_the_game_goes_on),
        cmocka_unit_test(test_computers_move_after_a_person_in_the_host_loop),
        cmocka_unit_test(test_only_the_page_folder_is_served),
        cmocka_unit_test(test_a_port_in_use_is_said_in_a_sentence),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
