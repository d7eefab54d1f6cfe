/* host_test_harness.h: a real host on loopback for the tests, its table's mirror, and devices that join and play. */
#ifndef PARLOUR_TESTS_HOST_TEST_HARNESS_H
#define PARLOUR_TESTS_HOST_TEST_HARNESS_H

#include "core/game/game.h"
#include "host/host_room.h"
#include "host/host_server.h"
#include "ws_test_client.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

/*
 * Each test runs a real server (host_server.c on libwebsockets) on its own
 * thread, listening on 127.0.0.1 at a port the system chooses, and talks
 * to it through ws_test_client.c as devices would. Beside the server's
 * table the test keeps its own copy of it (the mirror: the same seed and
 * seating, the same actions), so every message a device receives can be
 * checked byte for byte against what its seat may be sent, and checked
 * again for any card another seat holds that this device does not see.
 * Every helper fails the running cmocka test on anything unexpected.
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

/* An empty room, and a folder for its page: an index, a hidden file and a link out of the folder. */
void HostTest_Room(Host *h);
/* A table in the room (before the server runs) and its mirror; seats in the seating's text ("person easy"). */
void HostTest_TableVariant(Host *h, Table *tb, const char *game, int variant, uint64_t seed, const char *seats);
void HostTest_Table(Host *h, Table *tb, const char *game, uint64_t seed, const char *seats);
/* The server on its thread; custom NULL: the defaults without a rate limit (the test plays faster than people). */
void HostTest_Up(Host *h, const HostServerConfig *custom);
/* The server's thread (h a Host): runs it until h->stop (for a test that stops and starts it again itself). */
void *HostTest_Serve(void *arg);
/* Stops and frees the server and the room (and the page's folder); what the server counted. */
HostServerStats HostTest_Down(Host *h);

bool HostTest_IsType(const char *message, const char *type);
/* The next message d is sent, which must be of type (free() it). */
char *HostTest_Next(Device *d, const char *type);
/* got must be expected (which is freed). */
void HostTest_ExpectSame(const char *got, char *expected, const char *what, int seat);
/* A connection with the table's protocol, which sends hello first (when not NULL). */
Device *HostTest_Connect(Host *h, const char *hello);
void HostTest_Disconnect(Device *d);
/* Joins tb as seat (GAME_NOBODY: a watcher): the welcome, then the seat's whole view, the mirror's. */
Device *HostTest_Join(Host *h, Table *tb, int seat);
/* The first of the choices in a view ("" when it lists none). */
void HostTest_FirstChoice(const char *view, char *out, size_t size);
/* After a move of the mirror: each device gets that move as its seat may see it, then its own view; no hidden card. */
int HostTest_ExpectMove(Table *tb, Device **devices, int count, const GameState *before, int actedFor,
                        GameAction applied);
/* The decider (seats[decider]) plays the first choice its view offers; every device gets the move and its view. */
int HostTest_Play(Table *tb, Device **seats, Device **devices, int count);
/* The next message to d is a refusal with words in it (free() it). */
char *HostTest_ExpectRefused(Device *d, const char *words);
/* The next message to d is a seats notice showing seat's presence. */
void HostTest_ExpectPresence(Device *d, int seat, const char *presence);
/* Nothing for d within ms. */
void HostTest_ExpectQuiet(Device *d, int ms);
long long HostTest_NowMs(void);

#endif
