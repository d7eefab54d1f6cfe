/* host_test_harness.c: a real host on loopback for the tests, its table's mirror, and devices that join and play. */
#define _GNU_SOURCE
#include "host_test_harness.h"

#include "core/card.h"
#include "core/game/game_wire.h"
#include "host/table_protocol.h"

#include <cjson/cJSON.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <cmocka.h>

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

void HostTest_Room(Host *h)
{
    memset(h, 0, sizeof *h);
    HostRoom_Init(&h->room);
    MakeWebFolder(h);
}

/* A table in the room (before the server runs) and its mirror. */
void HostTest_TableVariant(Host *h, Table *tb, const char *game, int variant, uint64_t seed, const char *seats)
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

void HostTest_Table(Host *h, Table *tb, const char *game, uint64_t seed, const char *seats)
{
    HostTest_TableVariant(h, tb, game, 0, seed, seats);
}

void *HostTest_Serve(void *arg)
{
    Host *h = arg;
    HostServer_Run(h->server, &h->stop);
    return NULL;
}

void HostTest_Up(Host *h, const HostServerConfig *custom)
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
    assert_int_equal(pthread_create(&h->thread, NULL, HostTest_Serve, h), 0);
}

HostServerStats HostTest_Down(Host *h)
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

bool HostTest_IsType(const char *message, const char *type)
{
    char prefix[48];
    snprintf(prefix, sizeof prefix, "{\"type\":\"%s\"", type);
    return message != NULL && strncmp(message, prefix, strlen(prefix)) == 0;
}

/* The next message d is sent, which must be of type (freed by the caller). */
char *HostTest_Next(Device *d, const char *type)
{
    char *m = WsClient_Recv(&d->ws, WAIT_MS);
    if (!HostTest_IsType(m, type)) {
        fail_msg("seat %d expected a \"%s\" message, got: %.300s", d->seat, type, m != NULL ? m : "(nothing)");
    }
    return m;
}

void HostTest_ExpectSame(const char *got, char *expected, const char *what, int seat)
{
    assert_non_null(expected);
    if (strcmp(got, expected) != 0) {
        fail_msg("the %s sent to seat %d is not its own:\n  got      %.400s\n  expected %.400s", what, seat, got,
                 expected);
    }
    free(expected);
}

Device *HostTest_Connect(Host *h, const char *hello)
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

void HostTest_Disconnect(Device *d)
{
    WsClient_Close(&d->ws);
    free(d->view);
    free(d);
}

/* Joins tb as seat (GAME_NOBODY: a watcher): the welcome, then the seat's whole view, the mirror's. */
Device *HostTest_Join(Host *h, Table *tb, int seat)
{
    char *hello = TableProtocol_Hello(TABLE_RULES_REVISION, tb->code, seat >= 0 ? tb->token[seat] : NULL, "Ada");
    Device *d = HostTest_Connect(h, hello);
    free(hello);
    d->seat = seat;
    char *welcome = HostTest_Next(d, "welcome");
    char want[64];
    snprintf(want, sizeof want, "\"seat\":%d,\"game\":\"%s\"", seat, tb->rules->name);
    if (strstr(welcome, want) == NULL) {
        fail_msg("the welcome to seat %d: %s", seat, welcome);
    }
    free(welcome);
    d->view = HostTest_Next(d, "view");
    HostTest_ExpectSame(d->view, TableProtocol_View(tb->rules, tb->mirror.st, &tb->mirror.rec, seat), "view on joining",
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

/*
 * The first of the choices in a view ("" when it lists none). A choice of
 * cards to pick (docs/table-protocol.md) gives its verb and its last `min`
 * cards, last first, as a device would send a set picked in any order.
 */
void HostTest_FirstChoice(const char *view, char *out, size_t size)
{
    out[0] = '\0';
    cJSON *root = cJSON_Parse(view);
    const cJSON *first = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(root, "choices"), 0);
    const cJSON *action = cJSON_GetObjectItemCaseSensitive(first, "action");
    const cJSON *pick = cJSON_GetObjectItemCaseSensitive(first, "pick");
    const cJSON *cards = cJSON_GetObjectItemCaseSensitive(first, "cards");
    const cJSON *min = cJSON_GetObjectItemCaseSensitive(first, "min");
    if (cJSON_IsString(action)) {
        snprintf(out, size, "%s", action->valuestring);
    } else if (cJSON_IsString(pick) && cJSON_IsArray(cards) && cJSON_IsNumber(min) &&
               min->valueint <= cJSON_GetArraySize(cards)) {
        size_t used = (size_t)snprintf(out, size, "%s", pick->valuestring);
        int n = cJSON_GetArraySize(cards);
        for (int i = n - 1; i >= n - min->valueint && used < size; i--) {
            used += (size_t)snprintf(out + used, size - used, " %s", cJSON_GetArrayItem(cards, i)->valuestring);
        }
    }
    cJSON_Delete(root);
}

/* After a move of the mirror: each device gets that move as its seat may see it, then its own view. */
int HostTest_ExpectMove(Table *tb, Device **devices, int count, const GameState *before, int actedFor,
                        GameAction applied)
{
    int looked = 0;
    char played[GAME_ACTION_TEXT_MAX];
    tb->rules->formatAction(applied, played, sizeof played);
    for (int i = 0; i < count; i++) {
        Device *d = devices[i];
        char *move = HostTest_Next(d, "move");
        HostTest_ExpectSame(move, TableProtocol_Move(tb->rules, before, actedFor, applied, d->seat), "move", d->seat);
        free(d->view);
        d->view = HostTest_Next(d, "view");
        HostTest_ExpectSame(d->view, TableProtocol_View(tb->rules, tb->mirror.st, &tb->mirror.rec, d->seat), "view",
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
int HostTest_Play(Table *tb, Device **seats, Device **devices, int count)
{
    int decider = TableHost_Decider(&tb->mirror);
    Device *d = seats[decider];
    char action[GAME_ACTION_TEXT_MAX];
    HostTest_FirstChoice(d->view, action, sizeof action);
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
    int looked = HostTest_ExpectMove(tb, devices, count, before, actedFor, applied);
    free(before);
    return looked;
}

char *HostTest_ExpectRefused(Device *d, const char *words)
{
    char *m = HostTest_Next(d, "refused");
    if (strstr(m, words) == NULL) {
        fail_msg("expected \"%s\" in the refusal: %s", words, m);
    }
    return m;
}

void HostTest_ExpectPresence(Device *d, int seat, const char *presence)
{
    char *m = HostTest_Next(d, "seats");
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
void HostTest_ExpectQuiet(Device *d, int ms)
{
    char *m = WsClient_Recv(&d->ws, ms);
    if (m != NULL) {
        fail_msg("seat %d was sent something unexpected: %.300s", d->seat, m);
    }
}

long long HostTest_NowMs(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}