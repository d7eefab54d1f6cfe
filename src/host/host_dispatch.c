/* host_dispatch.c: a device's hello, act and leave at its table, and every move sent to each device as it may see it. */
#include "host_server_local.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void TableLink(HostTable *t, HostConn *conn)
{
    conn->tablePrev = NULL;
    conn->tableNext = t->conns;
    if (t->conns != NULL) {
        t->conns->tablePrev = conn;
    }
    t->conns = conn;
}

static void TableUnlink(HostTable *t, HostConn *conn)
{
    if (conn->tablePrev != NULL) {
        conn->tablePrev->tableNext = conn->tableNext;
    } else if (t->conns == conn) {
        t->conns = conn->tableNext;
    }
    if (conn->tableNext != NULL) {
        conn->tableNext->tablePrev = conn->tablePrev;
    }
    conn->tablePrev = conn->tableNext = NULL;
}

/* Whether conn is at its table to be sent moves (not on its way out). */
static bool Listening(const HostConn *conn)
{
    return !conn->closing && !conn->dropped;
}

/* Tells every device at t but except (may be NULL) who sits where and who is here. */
static void SeatsNotice(HostServer *server, HostTable *t, const HostConn *except)
{
    TableSeatInfo seats[GAME_MAX_SEATS];
    HostTable_SeatInfo(t, seats);
    char *text = TableProtocol_Seats(t->host.rules, t->variant, seats, t->host.seating.count);
    for (HostConn *c = t->conns; c != NULL; c = c->tableNext) {
        if (c != except && Listening(c)) {
            HostConn_Send(server, c, text);
        }
    }
    free(text);
}

/*
 * After a move: every device at the table gets the move as its seat may see
 * it, then its seat's view. Each message is built once per viewer (the
 * watchers all share the public one).
 */
static void Broadcast(HostServer *server, HostTable *t, const GameState *before, int actedFor, GameAction action)
{
    const TableHost *h = &t->host;
    char *moves[GAME_MAX_SEATS + 1] = {NULL};
    char *views[GAME_MAX_SEATS + 1] = {NULL};
    for (HostConn *c = t->conns; c != NULL; c = c->tableNext) {
        if (!Listening(c)) {
            continue;
        }
        int k = c->seat + 1; /* a watcher's GAME_NOBODY is 0 */
        if (moves[k] == NULL) {
            moves[k] = TableProtocol_Move(h->rules, before, actedFor, action, c->seat);
            views[k] = TableProtocol_View(h->rules, h->st, &h->rec, c->seat);
        }
        HostConn_Send(server, c, moves[k]);
        HostConn_Send(server, c, views[k]);
    }
    for (int k = 0; k <= GAME_MAX_SEATS; k++) {
        free(moves[k]);
        free(views[k]);
    }
    server->stats.moves++;
    t->computerDue = true;
    HostServer_Soon(server);
}

void HostServer_Moved(HostServer *server, HostTable *table, const GameState *before, int actedFor, GameAction action)
{
    Broadcast(server, table, before, actedFor, action);
}

void HostServer_Redealt(HostServer *server, HostTable *table)
{
    SeatsNotice(server, table, NULL);
    for (HostConn *c = table->conns; c != NULL; c = c->tableNext) {
        if (Listening(c)) {
            char *view = TableProtocol_View(table->host.rules, table->host.st, &table->host.rec, c->seat);
            HostConn_Send(server, c, view);
            free(view);
        }
    }
    table->computerDue = true;
}

static HostConn *SeatHolder(HostTable *t, int seat)
{
    for (HostConn *c = t->conns; c != NULL; c = c->tableNext) {
        if (c->seat == seat && Listening(c)) {
            return c;
        }
    }
    return NULL;
}

static void Hello(HostServer *server, HostConn *conn, const TableClientMessage *m)
{
    char sentence[160];
    if (conn->table != NULL) {
        HostConn_Refuse(server, conn, "This connection has joined its table already.");
        return;
    }
    if (m->protocol != TABLE_PROTOCOL_VERSION) {
        snprintf(sentence, sizeof sentence,
                 "This table speaks protocol %d; your Parlour speaks %d: update the older one.", TABLE_PROTOCOL_VERSION,
                 m->protocol);
        HostConn_CloseWith(server, conn, sentence);
        return;
    }
    if (m->rules != TABLE_RULES_REVISION) {
        snprintf(sentence, sizeof sentence,
                 "This table plays rules revision %d; your Parlour plays revision %d: update the older one.",
                 TABLE_RULES_REVISION, m->rules);
        HostConn_CloseWith(server, conn, sentence);
        return;
    }
    HostTable *t;
    int seat;
    if (!HostRoom_Join(server->room, m->table, m->token, &t, &seat)) {
        HostConn_CloseWith(server, conn, HOST_ROOM_NO_SUCH_SEAT);
        return;
    }
    if (seat != GAME_NOBODY) {
        /* The same link opened again (a phone woke before its old socket was seen dead): the newest holds the seat. */
        HostConn *old = SeatHolder(t, seat);
        if (old != NULL) {
            old->replaced = true;
            HostConn_CloseWith(server, old, "This seat was taken up on another device.");
        }
        if (m->name[0] != '\0') {
            snprintf(t->seat[seat].name, sizeof t->seat[seat].name, "%s", m->name);
        }
        t->seat[seat].presence = TABLE_SEAT_HERE;
    }
    conn->table = t;
    conn->seat = seat;
    TableLink(t, conn);
    server->stats.joined++;

    /* The whole view, not a replay of what was missed: a device that rejoins is exactly where the table is. */
    TableSeatInfo seats[GAME_MAX_SEATS];
    HostTable_SeatInfo(t, seats);
    char *welcome = TableProtocol_Welcome(t->host.rules, t->variant, t->code, seat, seats, t->host.seating.count);
    char *view = TableProtocol_View(t->host.rules, t->host.st, &t->host.rec, seat);
    HostConn_Send(server, conn, welcome);
    HostConn_Send(server, conn, view);
    free(view);
    free(welcome);
    if (seat != GAME_NOBODY) {
        SeatsNotice(server, t, conn);
    }
}

static void Act(HostServer *server, HostConn *conn, const TableClientMessage *m)
{
    if (conn->table == NULL) {
        HostConn_CloseWith(server, conn, "Say hello first: a device joins its table before it plays.");
        return;
    }
    if (conn->seat == GAME_NOBODY) {
        HostConn_Refuse(server, conn, "You are watching this table: a watcher does not play.");
        return;
    }
    HostTable *t = conn->table;
    GameState *before = Game_NewState(t->host.rules);
    if (before == NULL) {
        HostConn_Refuse(server, conn, "The host is out of memory: try again.");
        return;
    }
    GameAction applied;
    int actedFor;
    char why[256];
    if (TableHost_Act(&t->host, conn->seat, m->action, before, &applied, &actedFor, why, sizeof why) ==
        TABLE_HOST_APPLIED) {
        Broadcast(server, t, before, actedFor, applied);
    } else {
        HostConn_Refuse(server, conn, why);
    }
    free(before);
}

static void Leave(HostServer *server, HostConn *conn)
{
    HostTable *t = conn->table;
    if (t != NULL && conn->seat != GAME_NOBODY) {
        conn->left = true;
        t->seat[conn->seat].presence = TABLE_SEAT_LEFT;
        SeatsNotice(server, t, conn);
    }
    HostConn_CloseWith(server, conn, NULL);
}

void HostDispatch_Message(HostServer *server, HostConn *conn, const TableClientMessage *message)
{
    switch (message->type) {
    case TABLE_MSG_HELLO: Hello(server, conn, message); break;
    case TABLE_MSG_ACT: Act(server, conn, message); break;
    case TABLE_MSG_LEAVE: Leave(server, conn); break;
    case TABLE_MSG_PING: break; /* its arrival is what keeps the connection alive */
    case TABLE_MSG_TYPE_COUNT: break;
    }
}

void HostDispatch_Gone(HostServer *server, HostConn *conn)
{
    HostTable *t = conn->table;
    if (t == NULL) {
        return;
    }
    TableUnlink(t, conn);
    conn->table = NULL;
    if (conn->seat == GAME_NOBODY || conn->replaced || conn->left) {
        return; /* a watcher; a seat taken up elsewhere; or one whose leaving was told already */
    }
    t->seat[conn->seat].presence = TABLE_SEAT_AWAY;
    SeatsNotice(server, t, NULL);
}

/*
 * The computers move in the host's loop, one move per turn of it in the
 * whole room (taking the tables in turn), so a table of computers cannot
 * keep the others waiting for more than one move. A strong computer may
 * think for a few hundred milliseconds meanwhile: moving their thinking to
 * a worker thread is a later step.
 */
bool HostDispatch_ComputerStep(HostServer *server)
{
    HostRoom *room = server->room;
    for (int i = 0; i < room->count; i++) {
        int index = (server->nextTable + i) % room->count;
        HostTable *t = room->tables[index];
        if (!t->computerDue) {
            continue;
        }
        int decider = TableHost_Decider(&t->host);
        if (decider == GAME_NOBODY || Seating_IsPerson(&t->host.seating, decider)) {
            t->computerDue = false;
            continue;
        }
        GameState *before = Game_NewState(t->host.rules);
        GameAction applied;
        int actedFor;
        bool moved = before != NULL && TableHost_ComputerMove(&t->host, before, &applied, &actedFor);
        if (moved) {
            Broadcast(server, t, before, actedFor, applied);
        } else {
            t->computerDue = false; /* out of memory or no move: tried again after the next person's move */
        }
        free(before);
        server->nextTable = (index + 1) % room->count;
        return moved;
    }
    return false;
}
