/* test_host_comings.c: loopback: drops, a computer for one away, seats replaced or freed, rematches, saves. */
#define _GNU_SOURCE
#include "core/game/game.h"
#include "core/rng.h"
#include "host/host_room.h"
#include "host/host_save.h"
#include "host/host_server.h"
#include "host/table_protocol.h"
#include "host_test_harness.h"
#include "platform/atomic_file.h"
#include "temp_dir.h"
#include "ws_test_client.h"

#include <cjson/cJSON.h>
#include <pthread.h>
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

/* ---- Helpers ---- */

/* The devices of seats that are there (d[s] not NULL), then the watcher. */
static int Present(Device **d, int seats, Device *watcher, Device **out)
{
    int n = 0;
    for (int s = 0; s < seats; s++) {
        if (d[s] != NULL) {
            out[n++] = d[s];
        }
    }
    if (watcher != NULL) {
        out[n++] = watcher;
    }
    return n;
}

static void EveryoneSees(Device **devices, int count, int seat, const char *presence)
{
    for (int i = 0; i < count; i++) {
        HostTest_ExpectPresence(devices[i], seat, presence);
    }
}

/* The mirror plays what the decider asked for; the devices get the move and their views. */
static void MirrorAct(Table *tb, const char *action, Device **devices, int count)
{
    GameState *before = Game_NewState(tb->rules);
    GameAction applied;
    int actedFor;
    char why[256];
    assert_int_equal(TableHost_Act(&tb->mirror, TableHost_Decider(&tb->mirror), action, before, &applied, &actedFor,
                                   why, sizeof why),
                     TABLE_HOST_APPLIED);
    HostTest_ExpectMove(tb, devices, count, before, actedFor, applied);
    free(before);
}

/* The mirror's computers move (the host's do the same: same level, same seed); each move reaches the devices. */
static int MirrorComputers(Table *tb, Device **devices, int count)
{
    GameState *before = Game_NewState(tb->rules);
    GameAction applied;
    int actedFor;
    int moves = 0;
    while (TableHost_ComputerMove(&tb->mirror, before, &applied, &actedFor)) {
        HostTest_ExpectMove(tb, devices, count, before, actedFor, applied);
        moves++;
    }
    free(before);
    return moves;
}

/* The answers to the host's commands, gathered from the server's thread. */
typedef struct Replies {
    pthread_mutex_t lock;
    char text[4096];
    int count;
} Replies;

static void Gather(void *ctx, const char *line)
{
    Replies *r = ctx;
    pthread_mutex_lock(&r->lock);
    size_t n = strlen(r->text);
    snprintf(r->text + n, sizeof r->text - n, "%s\n", line);
    r->count++;
    pthread_mutex_unlock(&r->lock);
}

/* Sends a command and waits for its answer (which the caller frees). */
static char *Command(Host *h, Replies *r, const char *line)
{
    pthread_mutex_lock(&r->lock);
    int before = r->count;
    r->text[0] = '\0';
    pthread_mutex_unlock(&r->lock);
    assert_true(HostServer_Command(h->server, line));
    long long until = HostTest_NowMs() + WAIT_MS;
    while (HostTest_NowMs() < until) {
        pthread_mutex_lock(&r->lock);
        if (r->count > before) {
            char *answer = strdup(r->text);
            pthread_mutex_unlock(&r->lock);
            return answer;
        }
        pthread_mutex_unlock(&r->lock);
        usleep(2000);
    }
    fail_msg("no answer to \"%s\"", line);
    return NULL;
}

/* The seats entry of seat in a seats or welcome message, as text, with field (e.g. "standIn") or NULL. */
static char *SeatField(const char *message, int seat, const char *field)
{
    cJSON *root = cJSON_Parse(message);
    const cJSON *entry = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(root, "seats"), seat);
    const cJSON *value = cJSON_GetObjectItemCaseSensitive(entry, field);
    char *out = cJSON_IsString(value) ? strdup(value->valuestring) : NULL;
    cJSON_Delete(root);
    return out;
}

/* ---- Dropped at random moments ---- */

static void test_a_device_dropped_at_random_moments_rejoins_to_the_exact_view(void **state)
{
    (void)state;
    Host h;
    Table tb;
    HostTest_Room(&h);
    /* Bridge: four people, a dummy played by its declarer, views of some 20 KB. */
    HostTest_Table(&h, &tb, "bridge", 20261128, "person person person person");
    HostTest_Up(&h, NULL);
    Device *d[4] = {NULL};
    for (int s = 0; s < 4; s++) {
        d[s] = HostTest_Join(&h, &tb, s);
        for (int o = 0; o < s; o++) {
            HostTest_ExpectPresence(d[o], s, "here");
        }
    }
    Device *w = HostTest_Join(&h, &tb, GAME_NOBODY);
    Device *all[5];
    Rng rng = Rng_Make(7);
    int drops[4] = {0};
    int moves = 0;
    while (moves < 160 && !TableHost_IsOver(&tb.mirror)) {
        int decider = TableHost_Decider(&tb.mirror);
        /* Whoever is gone comes back on their turn: the same link, the whole view as it is now. */
        if (d[decider] == NULL) {
            int n = Present(d, 4, w, all);
            d[decider] = HostTest_Join(&h, &tb, decider);
            EveryoneSees(all, n, decider, "here");
        }
        int n = Present(d, 4, w, all);
        uint64_t r = Rng_Below(&rng, 10);
        char action[GAME_ACTION_TEXT_MAX];
        HostTest_FirstChoice(d[decider]->view, action, sizeof action);
        assert_true(action[0] != '\0');
        char *act = TableProtocol_Act(action);
        if (r == 0) {
            /* The decider acts and is gone at once: the act arrived first, so it counts. */
            assert_true(WsClient_SendText(&d[decider]->ws, act));
            HostTest_Disconnect(d[decider]);
            d[decider] = NULL;
            n = Present(d, 4, w, all);
            MirrorAct(&tb, action, all, n);
            EveryoneSees(all, n, decider, "away");
            drops[0]++;
        } else if (r == 1) {
            /* Another is gone with the move and its view unread in its socket. */
            int other = (decider + 1 + (int)Rng_Below(&rng, 3)) % 4;
            if (d[other] == NULL) {
                other = decider;
            }
            Device *gone = d[other];
            d[other] = NULL;
            n = Present(d, 4, w, all);
            assert_true(WsClient_SendText(&gone->ws, other == decider ? act : "{\"type\":\"ping\"}"));
            if (other != decider) {
                assert_true(WsClient_SendText(&d[decider]->ws, act));
            }
            MirrorAct(&tb, action, all, n);
            HostTest_Disconnect(gone);
            EveryoneSees(all, n, other, "away");
            drops[1]++;
        } else if (r == 2) {
            /* Another is gone in the middle of a message of its own (half a frame). */
            int other = (decider + 1 + (int)Rng_Below(&rng, 3)) % 4;
            if (d[other] != NULL) {
                const char *half = "{\"type\":\"act\",\"action\":\"pl";
                assert_true(WsClient_SendFrame(&d[other]->ws, 1, false, half, strlen(half)));
                HostTest_Disconnect(d[other]);
                d[other] = NULL;
                n = Present(d, 4, w, all);
                EveryoneSees(all, n, other, "away");
                drops[2]++;
            }
            assert_true(WsClient_SendText(&d[decider]->ws, act));
            MirrorAct(&tb, action, all, n);
        } else {
            assert_true(WsClient_SendText(&d[decider]->ws, act));
            MirrorAct(&tb, action, all, n);
        }
        free(act);
        moves++;
    }
    print_message("%d moves, %d drops after acting, %d with messages unread, %d in the middle of a message\n", moves,
                  drops[0], drops[1], drops[2]);
    /* Every kind of drop happened, and the table went on through them. */
    assert_true(drops[0] > 0 && drops[1] > 0 && drops[2] > 0);
    for (int s = 0; s < 4; s++) {
        if (d[s] == NULL) {
            d[s] = HostTest_Join(&h, &tb, s);
        }
    }
    int n = Present(d, 4, w, all);
    for (int i = 0; i < n; i++) {
        HostTest_Disconnect(all[i]);
    }
    HostServerStats stats = HostTest_Down(&h);
    assert_int_equal(stats.moves, (unsigned)moves);
    assert_int_equal(stats.refused, 0);
    TableHost_Free(&tb.mirror);
}

/* ---- Leaving is not dropping ---- */

static void test_leaving_and_dropping_are_told_apart_on_every_screen(void **state)
{
    (void)state;
    Host h;
    Table tb;
    HostTest_Room(&h);
    HostTest_Table(&h, &tb, "bridge", 5, "person person person person");
    HostServerConfig config;
    HostServer_Defaults(&config);
    config.rate = config.burst = 1e6;
    config.awayLevel = GAME_AI_MEDIUM;
    config.awayAfterMs = 300;
    HostTest_Up(&h, &config);
    Device *d[4] = {NULL};
    for (int s = 0; s < 4; s++) {
        d[s] = HostTest_Join(&h, &tb, s);
        for (int o = 0; o < s; o++) {
            HostTest_ExpectPresence(d[o], s, "here");
        }
    }
    Device *w = HostTest_Join(&h, &tb, GAME_NOBODY);
    Device *all[5];
    int n = Present(d, 4, w, all);
    /* On a turn of seat 0 or 1, who stay: no computer standing in has a move to make while the notices come. */
    do {
        HostTest_Play(&tb, d, all, n);
    } while (TableHost_Decider(&tb.mirror) > 1);
    /* Seat 2 says it leaves: every other screen shows it left. Seat 3 drops: every other screen shows it away. */
    assert_true(WsClient_SendText(&d[2]->ws, "{\"type\":\"leave\"}"));
    assert_true(WsClient_WaitClosed(&d[2]->ws, WAIT_MS));
    HostTest_Disconnect(d[2]);
    d[2] = NULL;
    n = Present(d, 4, w, all);
    EveryoneSees(all, n, 2, "left");
    HostTest_Disconnect(d[3]);
    d[3] = NULL;
    n = Present(d, 4, w, all);
    EveryoneSees(all, n, 3, "away");
    /* Both are absent, so after the time away a computer stands in for each (one notice each, in either order). */
    for (int i = 0; i < n; i++) {
        bool stood[4] = {false};
        for (int k = 0; k < 2; k++) {
            char *m = HostTest_Next(all[i], "seats");
            for (int s = 2; s < 4; s++) {
                char *level = SeatField(m, s, "standIn");
                stood[s] = stood[s] || level != NULL;
                free(level);
            }
            free(m);
            if (stood[2] && stood[3]) {
                break;
            }
        }
        assert_true(stood[2] && stood[3]);
    }
    /* Both come back by their links, to the whole view as it is now. */
    assert_true(TableHost_StandIn(&tb.mirror, 2, GAME_AI_MEDIUM));
    assert_true(TableHost_StandIn(&tb.mirror, 3, GAME_AI_MEDIUM));
    assert_int_equal(MirrorComputers(&tb, all, n), 0);
    /* A move by seat 0 or 1, then the computers' for the absent seats until a person who stayed decides again. */
    HostTest_Play(&tb, d, all, n);
    MirrorComputers(&tb, all, n);
    for (int s = 2; s < 4; s++) {
        d[s] = HostTest_Join(&h, &tb, s);
        TableHost_StandDown(&tb.mirror, s);
        EveryoneSees(all, n, s, "here");
        n = Present(d, 4, w, all);
    }
    for (int i = 0; i < n; i++) {
        HostTest_Disconnect(all[i]);
    }
    HostServerStats stats = HostTest_Down(&h);
    assert_int_equal(stats.refused, 0);
    TableHost_Free(&tb.mirror);
}

/* ---- A computer for a person away ---- */

static void test_a_computer_plays_for_a_person_away_until_their_next_turn_back(void **state)
{
    (void)state;
    Host h;
    Table tb;
    HostTest_Room(&h);
    HostTest_Table(&h, &tb, "piquet", 11, "person person");
    HostServerConfig config;
    HostServer_Defaults(&config);
    config.rate = config.burst = 1e6;
    config.awayLevel = GAME_AI_EASY;
    config.awayAfterMs = 300;
    HostTest_Up(&h, &config);
    Device *d[2] = {HostTest_Join(&h, &tb, 0), HostTest_Join(&h, &tb, 1)};
    HostTest_ExpectPresence(d[0], 1, "here");
    Device *w = HostTest_Join(&h, &tb, GAME_NOBODY);
    Device *all[3] = {d[0], d[1], w};
    for (int i = 0; i < 4; i++) {
        HostTest_Play(&tb, d, all, 3);
    }
    /* Seat 1 drops. Before the time is up, nobody plays for it: its turn waits. */
    while (TableHost_Decider(&tb.mirror) != 1) {
        HostTest_Play(&tb, d, all, 3);
    }
    long long dropped = HostTest_NowMs();
    HostTest_Disconnect(d[1]);
    d[1] = NULL;
    Device *here[2] = {d[0], w};
    EveryoneSees(here, 2, 1, "away");
    /* After it: the others are told a computer stands in, and it plays seat 1's turns. */
    char *notice = HostTest_Next(d[0], "seats");
    long long waited = HostTest_NowMs() - dropped;
    assert_true(waited >= 250);
    char *level = SeatField(notice, 1, "standIn");
    assert_non_null(level);
    assert_string_equal(level, "easy");
    free(level);
    free(notice);
    free(HostTest_Next(w, "seats"));
    assert_true(TableHost_StandIn(&tb.mirror, 1, GAME_AI_EASY));
    int computerMoves = 0;
    int personMoves = 0;
    while (computerMoves < 6 || TableHost_Decider(&tb.mirror) != 0) {
        int stood = MirrorComputers(&tb, here, 2);
        computerMoves += stood;
        if (stood == 0) {
            HostTest_Play(&tb, d, here, 2);
            personMoves++;
        }
    }
    assert_true(computerMoves >= 6);
    /* Back on seat 0's turn: the whole view now; seat 1's next turn is the person's, not the computer's. */
    d[1] = HostTest_Join(&h, &tb, 1);
    notice = HostTest_Next(d[0], "seats");
    assert_null(SeatField(notice, 1, "standIn"));
    char *presence = SeatField(notice, 1, "presence");
    assert_string_equal(presence, "here");
    free(presence);
    free(notice);
    free(HostTest_Next(w, "seats"));
    TableHost_StandDown(&tb.mirror, 1);
    all[1] = d[1];
    while (TableHost_Decider(&tb.mirror) != 1) {
        HostTest_Play(&tb, d, all, 3);
    }
    HostTest_ExpectQuiet(d[0], 700); /* more than the time away and the clock's tick: no computer moved */
    HostTest_Play(&tb, d, all, 3);
    for (int i = 0; i < 3; i++) {
        HostTest_Disconnect(all[i]);
    }
    HostTest_Down(&h);
    TableHost_Free(&tb.mirror);
}

static void test_without_an_away_computer_the_table_waits(void **state)
{
    (void)state;
    Host h;
    Table tb;
    HostTest_Room(&h);
    HostTest_Table(&h, &tb, "piquet", 12, "person person");
    HostServerConfig config;
    HostServer_Defaults(&config);
    config.rate = config.burst = 1e6;
    config.awayAfterMs = 100; /* no level: nobody plays for the one away, however long */
    HostTest_Up(&h, &config);
    Device *d[2] = {HostTest_Join(&h, &tb, 0), HostTest_Join(&h, &tb, 1)};
    HostTest_ExpectPresence(d[0], 1, "here");
    while (TableHost_Decider(&tb.mirror) != 1) {
        HostTest_Play(&tb, d, d, 2);
    }
    HostTest_Disconnect(d[1]);
    HostTest_ExpectPresence(d[0], 1, "away");
    HostTest_ExpectQuiet(d[0], 600);
    d[1] = HostTest_Join(&h, &tb, 1);
    HostTest_ExpectPresence(d[0], 1, "here");
    HostTest_Play(&tb, d, d, 2);
    HostTest_Disconnect(d[0]);
    HostTest_Disconnect(d[1]);
    HostServerStats stats = HostTest_Down(&h);
    assert_int_equal(stats.refused, 0);
    TableHost_Free(&tb.mirror);
}

/* ---- The host replaces or frees a seat ---- */

static void test_the_host_replaces_a_seat_then_frees_it(void **state)
{
    (void)state;
    Host h;
    Table tb;
    Replies replies;
    memset(&replies, 0, sizeof replies);
    pthread_mutex_init(&replies.lock, NULL);
    HostTest_Room(&h);
    HostTest_Table(&h, &tb, "piquet", 13, "person person");
    HostServerConfig config;
    HostServer_Defaults(&config);
    config.rate = config.burst = 1e6;
    config.reply = Gather;
    config.replyCtx = &replies;
    HostTest_Up(&h, &config);
    Device *d[2] = {HostTest_Join(&h, &tb, 0), HostTest_Join(&h, &tb, 1)};
    HostTest_ExpectPresence(d[0], 1, "here");
    Device *w = HostTest_Join(&h, &tb, GAME_NOBODY);
    Device *all[3] = {d[0], d[1], w};
    for (int i = 0; i < 3; i++) {
        HostTest_Play(&tb, d, all, 3);
    }
    /* Bad commands are answered, and change nothing. */
    char *answer = Command(&h, &replies, "replace ZZZZZZ 1");
    assert_non_null(strstr(answer, "No table here has the code"));
    free(answer);
    char line[96];
    snprintf(line, sizeof line, "replace %s 7", tb.code);
    answer = Command(&h, &replies, line);
    assert_non_null(strstr(answer, "has no person's seat"));
    free(answer);
    answer = Command(&h, &replies, "shuffle");
    assert_non_null(strstr(answer, "is not a command"));
    free(answer);

    /* Replace seat 1 by its place's name: its device is told and closed, the others see the seat waiting. */
    snprintf(line, sizeof line, "replace %s %s", tb.code, Game_SeatName(tb.rules, 0, 1));
    answer = Command(&h, &replies, line);
    const char *token = strstr(answer, "the new token is ");
    assert_non_null(token);
    char fresh[HOST_TOKEN_HEX + 1];
    snprintf(fresh, sizeof fresh, "%s", token + strlen("the new token is "));
    assert_string_not_equal(fresh, tb.token[1]);
    free(answer);
    free(HostTest_ExpectRefused(d[1], "someone else"));
    assert_true(WsClient_WaitClosed(&d[1]->ws, WAIT_MS));
    HostTest_Disconnect(d[1]);
    d[1] = NULL;
    HostTest_ExpectPresence(d[0], 1, "waiting");
    HostTest_ExpectPresence(w, 1, "waiting");
    /* The old link is refused like any wrong one; the new one sits, with the whole view. */
    char *hello = TableProtocol_Hello(TABLE_RULES_REVISION, tb.code, tb.token[1], "Old");
    Device *old = HostTest_Connect(&h, hello);
    free(hello);
    free(HostTest_ExpectRefused(old, HOST_ROOM_NO_SUCH_SEAT));
    HostTest_Disconnect(old);
    snprintf(tb.token[1], sizeof tb.token[1], "%s", fresh);
    d[1] = HostTest_Join(&h, &tb, 1);
    HostTest_ExpectPresence(d[0], 1, "here");
    HostTest_ExpectPresence(w, 1, "here");
    all[1] = d[1];
    HostTest_Play(&tb, d, all, 3);

    /* Free it: a strong computer sits there for good, and the link is refused from now on. */
    snprintf(line, sizeof line, "free %s 1 strong", tb.code);
    answer = Command(&h, &replies, line);
    assert_non_null(strstr(answer, "the strong computer plays there now"));
    free(answer);
    free(HostTest_ExpectRefused(d[1], "to a computer"));
    assert_true(WsClient_WaitClosed(&d[1]->ws, WAIT_MS));
    HostTest_Disconnect(d[1]);
    d[1] = NULL;
    char *seats = HostTest_Next(d[0], "seats");
    char *player = SeatField(seats, 1, "player");
    char *level = SeatField(seats, 1, "level");
    assert_string_equal(player, "computer");
    assert_string_equal(level, "strong");
    free(player);
    free(level);
    free(seats);
    free(HostTest_Next(w, "seats"));
    hello = TableProtocol_Hello(TABLE_RULES_REVISION, tb.code, fresh, "Again");
    old = HostTest_Connect(&h, hello);
    free(hello);
    free(HostTest_ExpectRefused(old, HOST_ROOM_NO_SUCH_SEAT));
    HostTest_Disconnect(old);
    TableHost_SeatComputer(&tb.mirror, 1, GAME_AI_STRONG);
    Device *here[2] = {d[0], w};
    int computerMoves = 0;
    for (int i = 0; i < 12; i++) {
        int moved = MirrorComputers(&tb, here, 2);
        computerMoves += moved;
        if (moved == 0) {
            HostTest_Play(&tb, d, here, 2);
        }
    }
    assert_true(computerMoves > 0);
    HostTest_Disconnect(d[0]);
    HostTest_Disconnect(w);
    HostTest_Down(&h);
    TableHost_Free(&tb.mirror);
    pthread_mutex_destroy(&replies.lock);
}

static void test_a_computer_standing_in_plays_on_until_the_replaced_seat_is_taken(void **state)
{
    (void)state;
    Host h;
    Table tb;
    Replies replies;
    memset(&replies, 0, sizeof replies);
    pthread_mutex_init(&replies.lock, NULL);
    HostTest_Room(&h);
    HostTest_Table(&h, &tb, "piquet", 17, "person person");
    HostServerConfig config;
    HostServer_Defaults(&config);
    config.rate = config.burst = 1e6;
    config.awayLevel = GAME_AI_EASY;
    config.awayAfterMs = 200;
    config.reply = Gather;
    config.replyCtx = &replies;
    HostTest_Up(&h, &config);
    Device *d[2] = {HostTest_Join(&h, &tb, 0), HostTest_Join(&h, &tb, 1)};
    HostTest_ExpectPresence(d[0], 1, "here");
    while (TableHost_Decider(&tb.mirror) != 0) {
        HostTest_Play(&tb, d, d, 2);
    }
    HostTest_Disconnect(d[1]);
    d[1] = NULL;
    HostTest_ExpectPresence(d[0], 1, "away");
    char *notice = HostTest_Next(d[0], "seats");
    char *level = SeatField(notice, 1, "standIn");
    assert_non_null(level);
    free(level);
    free(notice);
    assert_true(TableHost_StandIn(&tb.mirror, 1, GAME_AI_EASY));
    /* The host gives the seat a new link: it waits for someone, and the computer goes on playing it meanwhile. */
    char line[64];
    snprintf(line, sizeof line, "replace %s 1", tb.code);
    char *answer = Command(&h, &replies, line);
    const char *token = strstr(answer, "the new token is ");
    assert_non_null(token);
    snprintf(tb.token[1], sizeof tb.token[1], "%s", token + strlen("the new token is "));
    free(answer);
    notice = HostTest_Next(d[0], "seats");
    char *presence = SeatField(notice, 1, "presence");
    level = SeatField(notice, 1, "standIn");
    assert_string_equal(presence, "waiting");
    assert_non_null(level);
    free(presence);
    free(level);
    free(notice);
    int computerMoves = 0;
    while (computerMoves < 3 || TableHost_Decider(&tb.mirror) != 0) {
        int moved = MirrorComputers(&tb, d, 1);
        computerMoves += moved;
        if (moved == 0) {
            HostTest_Play(&tb, d, d, 1);
        }
    }
    /* Someone takes the new link: the computer stops, and seat 1's next turn is theirs. */
    d[1] = HostTest_Join(&h, &tb, 1);
    HostTest_ExpectPresence(d[0], 1, "here");
    TableHost_StandDown(&tb.mirror, 1);
    while (TableHost_Decider(&tb.mirror) != 1) {
        HostTest_Play(&tb, d, d, 2);
    }
    HostTest_ExpectQuiet(d[0], 500);
    HostTest_Play(&tb, d, d, 2);
    HostTest_Disconnect(d[0]);
    HostTest_Disconnect(d[1]);
    HostTest_Down(&h);
    TableHost_Free(&tb.mirror);
    pthread_mutex_destroy(&replies.lock);
}

/* ---- Rematch ---- */

static void test_a_rematch_keeps_the_same_links(void **state)
{
    (void)state;
    Host h;
    Table tb;
    Replies replies;
    memset(&replies, 0, sizeof replies);
    pthread_mutex_init(&replies.lock, NULL);
    HostTest_Room(&h);
    HostTest_Table(&h, &tb, "piquet", 14, "person person");
    HostServerConfig config;
    HostServer_Defaults(&config);
    config.rate = config.burst = 1e6;
    config.reply = Gather;
    config.replyCtx = &replies;
    HostTest_Up(&h, &config);
    Device *d[2] = {HostTest_Join(&h, &tb, 0), HostTest_Join(&h, &tb, 1)};
    HostTest_ExpectPresence(d[0], 1, "here");
    Device *w = HostTest_Join(&h, &tb, GAME_NOBODY);
    Device *all[3] = {d[0], d[1], w};
    /* Not before the game is over. */
    assert_true(WsClient_SendText(&d[0]->ws, "{\"type\":\"rematch\"}"));
    free(HostTest_ExpectRefused(d[0], "not over"));
    assert_true(WsClient_SendText(&w->ws, "{\"type\":\"rematch\"}"));
    free(HostTest_ExpectRefused(w, "watcher"));
    while (!TableHost_IsOver(&tb.mirror)) {
        HostTest_Play(&tb, d, all, 3);
    }
    uint64_t firstSeed = tb.mirror.rec.seed;
    /* Seat 1 asks: everyone gets the new game's view, from a new seed the host drew. */
    assert_true(WsClient_SendText(&d[1]->ws, "{\"type\":\"rematch\"}"));
    char *views[3];
    for (int i = 0; i < 3; i++) {
        views[i] = HostTest_Next(all[i], "view");
        assert_null(strstr(views[i], "\"record\""));
    }
    /* The server's table is read only once its view has come (the socket orders the two). */
    uint64_t seed = tb.t->host.rec.seed;
    assert_true(seed != firstSeed);
    assert_true(TableHost_Rematch(&tb.mirror, seed));
    for (int i = 0; i < 3; i++) {
        HostTest_ExpectSame(views[i], TableProtocol_View(tb.rules, tb.mirror.st, &tb.mirror.rec, all[i]->seat),
                            "view of the rematch", all[i]->seat);
        free(all[i]->view);
        all[i]->view = views[i];
    }
    for (int i = 0; i < 4; i++) {
        HostTest_Play(&tb, d, all, 3);
    }
    /* The same links: each seat's first link rejoins the new game. */
    for (int s = 0; s < 2; s++) {
        HostTest_Disconnect(d[s]);
        Device *others[2] = {d[1 - s], w};
        EveryoneSees(others, 2, s, "away");
        d[s] = HostTest_Join(&h, &tb, s);
        EveryoneSees(others, 2, s, "here");
    }
    all[0] = d[0];
    all[1] = d[1];
    HostTest_Play(&tb, d, all, 3);
    /* The host's command refuses a game not over. */
    char line[64];
    snprintf(line, sizeof line, "rematch %s", tb.code);
    char *answer = Command(&h, &replies, line);
    assert_non_null(strstr(answer, "not over"));
    free(answer);
    for (int i = 0; i < 3; i++) {
        HostTest_Disconnect(all[i]);
    }
    HostTest_Down(&h);
    TableHost_Free(&tb.mirror);
    pthread_mutex_destroy(&replies.lock);
}

/* ---- Saving ---- */

/* The table's saved file, read back; NULL if there is none. */
static HostTable *ReadSaved(const char *dir, const char *code)
{
    char path[256];
    snprintf(path, sizeof path, "%s/%s" HOST_SAVE_SUFFIX, dir, code);
    char *text = AtomicFile_ReadAll(path, NULL);
    if (text == NULL) {
        return NULL;
    }
    char problem[600];
    HostTable *t = HostSave_Parse(text, problem, sizeof problem);
    if (t == NULL) {
        fail_msg("%s does not read back: %s", path, problem);
    }
    free(text);
    return t;
}

static void test_every_change_is_on_the_disk_before_any_device_sees_it(void **state)
{
    (void)state;
    char dir[128];
    assert_true(TempDir_Make(dir, sizeof dir, "host-save"));
    char folder[160];
    snprintf(folder, sizeof folder, "%s/tables", dir);
    Host h;
    Table tb;
    Table other;
    HostTest_Room(&h);
    HostTest_Table(&h, &tb, "piquet", 15, "person person");
    HostTest_Table(&h, &other, "bezique", 16, "person strong");
    HostServerConfig config;
    HostServer_Defaults(&config);
    config.rate = config.burst = 1e6;
    config.saveFolder = folder;
    HostTest_Up(&h, &config);
    Device *d[2] = {HostTest_Join(&h, &tb, 0), HostTest_Join(&h, &tb, 1)};
    HostTest_ExpectPresence(d[0], 1, "here");
    Device *w = HostTest_Join(&h, &tb, GAME_NOBODY);
    Device *all[3] = {d[0], d[1], w};
    /* The folder and files are private: they hold the links' secrets. */
    struct stat st;
    assert_int_equal(stat(folder, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0700);
    for (int i = 0; i < 30; i++) {
        HostTest_Play(&tb, d, all, 3);
        /* The moment a device has the move, the file has it too. */
        HostTable *saved = ReadSaved(folder, tb.code);
        assert_non_null(saved);
        assert_int_equal(saved->host.rec.count, tb.mirror.rec.count);
        assert_int_equal(tb.rules->hash(saved->host.st), tb.rules->hash(tb.mirror.st));
        assert_string_equal(saved->seat[1].token, tb.token[1]);
        assert_string_equal(saved->seat[0].name, "Ada");
        HostTable_Delete(saved);
    }
    char path[256];
    snprintf(path, sizeof path, "%s/%s" HOST_SAVE_SUFFIX, folder, tb.code);
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0600);
    /* The other table, never joined, is saved too (its links survive a crash before anyone comes). */
    HostTable *second = ReadSaved(folder, other.code);
    assert_non_null(second);
    assert_string_equal(second->seat[0].token, other.token[0]);
    HostTable_Delete(second);
    for (int i = 0; i < 3; i++) {
        HostTest_Disconnect(all[i]);
    }
    HostTest_Down(&h);

    /* A new room from the folder: the same codes and links, each table where it was. */
    HostTest_Room(&h);
    char problem[600] = "";
    assert_int_equal(HostSave_LoadRoom(folder, &h.room, problem, sizeof problem), 2);
    /* Away is counted from the restart: nobody is stood in for at once for the time the host was down. */
    config.awayLevel = GAME_AI_EASY;
    config.awayAfterMs = 1500;
    HostTest_Up(&h, &config);
    d[0] = HostTest_Join(&h, &tb, 0); /* HostTest_Join checks the view against the mirror's, byte for byte */
    HostTest_ExpectQuiet(d[0], 500);
    d[1] = HostTest_Join(&h, &tb, 1);
    HostTest_ExpectPresence(d[0], 1, "here");
    HostTest_Play(&tb, d, d, 2);
    HostTest_Disconnect(d[0]);
    HostTest_Disconnect(d[1]);
    HostTest_Down(&h);
    TableHost_Free(&tb.mirror);
    TableHost_Free(&other.mirror);
    TempDir_Remove(dir);
}

static void test_a_saved_table_that_was_tampered_with_is_refused_naming_it(void **state)
{
    (void)state;
    HostRoom room;
    HostRoom_Init(&room);
    GameSeating seating;
    assert_true(Seating_Parse("person easy", 2, &seating));
    char problem[600] = "";
    HostTable *t = HostRoom_Open(&room, Game_Find("piquet"), 0, 21, &seating, problem, sizeof problem);
    assert_non_null(t);
    snprintf(t->seat[0].name, sizeof t->seat[0].name, " Ada  Lovelace");
    char *text = HostSave_Text(t);
    assert_non_null(text);
    HostTable *back = HostSave_Parse(text, problem, sizeof problem);
    assert_non_null(back);
    assert_string_equal(back->code, t->code);
    assert_string_equal(back->seat[0].token, t->seat[0].token);
    assert_string_equal(back->seat[0].name, " Ada  Lovelace");
    assert_true(Seating_Equal(&back->host.seating, &t->host.seating));
    HostTable_Delete(back);
    struct {
        const char *find;
        const char *put;
        const char *words;
    } cases[] = {
        {"parlour-table 1", "parlour-table 9", "does not begin"},
        {"seating person easy", "seating person", "seating"},
        {"seat 1 - here", "seat 1 0123 here", "line 5"},
        {"game piquet", "game chess", "record"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *bad = malloc(strlen(text) + 64);
        const char *at = strstr(text, cases[i].find);
        assert_non_null(at);
        sprintf(bad, "%.*s%s%s", (int)(at - text), text, cases[i].put, at + strlen(cases[i].find));
        problem[0] = '\0';
        assert_null(HostSave_Parse(bad, problem, sizeof problem));
        if (strstr(problem, cases[i].words) == NULL) {
            fail_msg("case %zu: \"%s\" does not say \"%s\"", i, problem, cases[i].words);
        }
        free(bad);
    }
    /* A folder is resumed whole or not at all: a second file with the same code, or a file that is not a table. */
    char dir[128];
    assert_true(TempDir_Make(dir, sizeof dir, "host-load"));
    char path[256];
    snprintf(path, sizeof path, "%s/%s" HOST_SAVE_SUFFIX, dir, t->code);
    assert_true(AtomicFile_Write(path, text, strlen(text), problem, sizeof problem));
    snprintf(path, sizeof path, "%s/copy" HOST_SAVE_SUFFIX, dir);
    assert_true(AtomicFile_Write(path, text, strlen(text), problem, sizeof problem));
    HostRoom other;
    HostRoom_Init(&other);
    assert_int_equal(HostSave_LoadRoom(dir, &other, problem, sizeof problem), -1);
    assert_non_null(strstr(problem, "Two tables have the code"));
    assert_int_equal(other.count, 0);
    assert_true(AtomicFile_Write(path, "parlour-table 1\ncode ABCDEF\n", 27, problem, sizeof problem));
    assert_int_equal(HostSave_LoadRoom(dir, &other, problem, sizeof problem), -1);
    assert_non_null(strstr(problem, "copy" HOST_SAVE_SUFFIX " is not a saved table"));
    assert_int_equal(other.count, 0);
    unlink(path);
    snprintf(path, sizeof path, "%s/%s" HOST_SAVE_SUFFIX ".tmp", dir, t->code);
    assert_true(AtomicFile_Write(path, "half", 4, problem, sizeof problem)); /* a crash mid-write: ignored */
    assert_int_equal(HostSave_LoadRoom(dir, &other, problem, sizeof problem), 1);
    assert_string_equal(other.tables[0]->seat[0].token, t->seat[0].token);
    HostRoom_Free(&other);
    TempDir_Remove(dir);
    /* A token of the wrong length on a person's seat. */
    char *bad = strdup(text);
    char *token = strstr(bad, t->seat[0].token);
    token[5] = 'Z';
    assert_null(HostSave_Parse(bad, problem, sizeof problem));
    free(bad);
    free(text);
    HostRoom_Free(&room);
}

int main(void)
{
    /* PARLOUR_TEST_FILTER=pattern runs only the tests it names (cmocka's filter), to look at one. */
    if (getenv("PARLOUR_TEST_FILTER") != NULL) {
        cmocka_set_test_filter(getenv("PARLOUR_TEST_FILTER"));
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_device_dropped_at_random_moments_rejoins_to_the_exact_view),
        cmocka_unit_test(test_leaving_and_dropping_are_told_apart_on_every_screen),
        cmocka_unit_test(test_a_computer_plays_for_a_person_away_until_their_next_turn_back),
        cmocka_unit_test(test_without_an_away_computer_the_table_waits),
        cmocka_unit_test(test_the_host_replaces_a_seat_then_frees_it),
        cmocka_unit_test(test_a_computer_standing_in_plays_on_until_the_replaced_seat_is_taken),
        cmocka_unit_test(test_a_rematch_keeps_the_same_links),
        cmocka_unit_test(test_every_change_is_on_the_disk_before_any_device_sees_it),
        cmocka_unit_test(test_a_saved_table_that_was_tampered_with_is_refused_naming_it),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
