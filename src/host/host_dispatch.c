/* host_dispatch.c: a device's messages, the host's commands, people away, each move sent as a device may see it. */
#include "host_server_local.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

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
    HostServer_Changed(server, t);
    /* The clock's next turn soon only when a computer decides now (a computer seat, or one standing in for a person
       away): a room of people costs no extra turns. */
    t->computerDue = !TableHost_IsOver(h) && TableHost_ComputerDecides(h);
    if (t->computerDue) {
        HostServer_Soon(server);
    }
}

/* Every device at t gets its seat's whole view (after a rematch). */
static void ViewsToAll(HostServer *server, HostTable *t)
{
    const TableHost *h = &t->host;
    char *views[GAME_MAX_SEATS + 1] = {NULL};
    for (HostConn *c = t->conns; c != NULL; c = c->tableNext) {
        if (!Listening(c)) {
            continue;
        }
        int k = c->seat + 1;
        if (views[k] == NULL) {
            views[k] = TableProtocol_View(h->rules, h->st, &h->rec, c->seat);
        }
        HostConn_Send(server, c, views[k]);
    }
    for (int k = 0; k <= GAME_MAX_SEATS; k++) {
        free(views[k]);
    }
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
        bool named = m->name[0] != '\0' && strcmp(m->name, t->seat[seat].name) != 0;
        if (named) {
            snprintf(t->seat[seat].name, sizeof t->seat[seat].name, "%s", m->name);
        }
        t->seat[seat].presence = TABLE_SEAT_HERE;
        /* Back: the computer that played for them stops, and their next turn is theirs. */
        TableHost_StandDown(&t->host, seat);
        if (named) {
            HostServer_Changed(server, t);
        }
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
        t->seat[conn->seat].absentSinceUs = lws_now_usecs();
        SeatsNotice(server, t, conn);
        HostServer_Changed(server, t);
    }
    HostConn_CloseWith(server, conn, NULL);
}

/* The next game at t, once over: a new seed from the operating system, the same seats and links. */
static bool Rematch(HostServer *server, HostTable *t, char *why, size_t size)
{
    uint64_t seed;
    if (!TableHost_IsOver(&t->host)) {
        snprintf(why, size, "The game at this table is not over: a rematch begins once it is.");
        return false;
    }
    if (!HostRoom_RandomBytes(&seed, sizeof seed) || !TableHost_Rematch(&t->host, seed)) {
        snprintf(why, size, "The host could not deal a new game (no random bytes or no memory): try again.");
        return false;
    }
    t->computerDue = true;
    HostServer_Changed(server, t);
    ViewsToAll(server, t);
    HostServer_Soon(server);
    return true;
}

static void RematchAsked(HostServer *server, HostConn *conn)
{
    char why[160];
    if (conn->table == NULL) {
        HostConn_CloseWith(server, conn, "Say hello first: a device joins its table before it plays.");
    } else if (conn->seat == GAME_NOBODY) {
        HostConn_Refuse(server, conn, "You are watching this table: a watcher does not ask for a rematch.");
    } else if (!Rematch(server, conn->table, why, sizeof why)) {
        HostConn_Refuse(server, conn, why);
    }
}

void HostDispatch_Message(HostServer *server, HostConn *conn, const TableClientMessage *message)
{
    switch (message->type) {
    case TABLE_MSG_HELLO: Hello(server, conn, message); break;
    case TABLE_MSG_ACT: Act(server, conn, message); break;
    case TABLE_MSG_LEAVE: Leave(server, conn); break;
    case TABLE_MSG_PING: break; /* its arrival is what keeps the connection alive */
    case TABLE_MSG_REMATCH: RematchAsked(server, conn); break;
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
    t->seat[conn->seat].absentSinceUs = lws_now_usecs();
    SeatsNotice(server, t, NULL);
}

void HostDispatch_AwayStep(HostServer *server, int64_t nowUs)
{
    if (server->config.awayLevel < 0) {
        return;
    }
    int64_t after = (int64_t)server->config.awayAfterMs * 1000;
    HostRoom *room = server->room;
    for (int i = 0; i < room->count; i++) {
        HostTable *t = room->tables[i];
        bool changed = false;
        for (int s = 0; s < t->host.seating.count; s++) {
            const HostSeat *seat = &t->seat[s];
            bool absent = seat->presence == TABLE_SEAT_AWAY || seat->presence == TABLE_SEAT_LEFT;
            if (absent && seat->token[0] != '\0' && !t->host.standIn[s] && nowUs - seat->absentSinceUs >= after &&
                TableHost_StandIn(&t->host, s, (GameAiLevel)server->config.awayLevel)) {
                changed = true;
            }
        }
        if (changed) {
            SeatsNotice(server, t, NULL);
            t->computerDue = true;
            HostServer_Soon(server);
        }
    }
}

/* ---- The host's commands ---- */

/* A seat by its number or its place ("South", "elder"), or GAME_NOBODY. */
static int SeatNamed(const HostTable *t, const char *word)
{
    char *end = NULL;
    long n = strtol(word, &end, 10);
    if (*word != '\0' && *end == '\0') {
        return n >= 0 && n < t->host.seating.count ? (int)n : GAME_NOBODY;
    }
    for (int s = 0; s < t->host.seating.count; s++) {
        if (strcasecmp(word, Game_SeatName(t->host.rules, t->variant, s)) == 0) {
            return s;
        }
    }
    return GAME_NOBODY;
}

/* The device on t's seat, if any, is told sentence and closed; its going changes no one's presence. */
static void SendAway(HostServer *server, HostTable *t, int seat, const char *sentence)
{
    HostConn *holder = SeatHolder(t, seat);
    if (holder != NULL) {
        holder->replaced = true;
        HostConn_CloseWith(server, holder, sentence);
    }
}

static void Answer(HostServer *server, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void Answer(HostServer *server, const char *fmt, ...)
{
    char line[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    HostServer_Reply(server, line);
}

void HostDispatch_Command(HostServer *server, const char *line)
{
    char verb[16] = "";
    char code[16] = "";
    char seatWord[32] = "";
    char levelWord[16] = "";
    int words = sscanf(line, "%15s %15s %31s %15s", verb, code, seatWord, levelWord);
    if (words <= 0) {
        return; /* an empty line */
    }
    static const char kUsage[] =
        "Commands: replace CODE SEAT (a new link for the seat), free CODE SEAT [easy|medium|strong] (a computer "
        "takes it), rematch CODE (a new game once it is over). SEAT is its number or place.";
    bool replace = strcmp(verb, "replace") == 0;
    bool freeSeat = strcmp(verb, "free") == 0;
    bool rematch = strcmp(verb, "rematch") == 0;
    if (!replace && !freeSeat && !rematch) {
        Answer(server, "\"%s\" is not a command. %s", verb, kUsage);
        return;
    }
    HostTable *t = words >= 2 ? HostRoom_Find(server->room, code) : NULL;
    if (t == NULL) {
        Answer(server, "No table here has the code \"%s\". %s", code, kUsage);
        return;
    }
    if (rematch) {
        char why[160];
        if (Rematch(server, t, why, sizeof why)) {
            Answer(server, "Table %s: a new game has begun, with the same seats and links.", t->code);
        } else {
            Answer(server, "Table %s: %s", t->code, why);
        }
        return;
    }
    int seat = words >= 3 ? SeatNamed(t, seatWord) : GAME_NOBODY;
    if (seat == GAME_NOBODY || t->seat[seat].token[0] == '\0') {
        Answer(server, "Table %s has no person's seat \"%s\": give a person's seat by its number or place.", t->code,
               seatWord);
        return;
    }
    const char *place = Game_SeatName(t->host.rules, t->variant, seat);
    if (replace) {
        if (!HostTable_ReplaceSeat(t, seat)) {
            Answer(server, "Table %s, %s: the operating system gave no random bytes for a new link.", t->code, place);
            return;
        }
        SendAway(server, t, seat, "The host gave this seat to someone else: this link no longer works.");
        HostServer_Changed(server, t);
        SeatsNotice(server, t, NULL);
        if (server->config.linkBase != NULL) {
            Answer(server, "Table %s, %s: the new link is %s/#table=%s&seat=%d&token=%s (the old one is refused).",
                   t->code, place, server->config.linkBase, t->code, seat, t->seat[seat].token);
        } else {
            Answer(server, "Table %s, %s: the new token is %s (the old link is refused).", t->code, place,
                   t->seat[seat].token);
        }
        return;
    }
    GameAiLevel level = server->config.awayLevel >= 0 ? (GameAiLevel)server->config.awayLevel : GAME_AI_MEDIUM;
    if (words >= 4) {
        level = GameAi_LevelFromName(levelWord);
        if (level >= GAME_AI_LEVEL_COUNT) {
            Answer(server, "\"%s\" is not a computer's level: easy, medium or strong.", levelWord);
            return;
        }
    }
    HostTable_FreeSeat(t, seat, level);
    SendAway(server, t, seat, "The host gave this seat to a computer: this link no longer works.");
    HostServer_Changed(server, t);
    SeatsNotice(server, t, NULL);
    HostServer_Soon(server);
    Answer(server, "Table %s, %s: the %s computer plays there now (its link is refused).", t->code, place,
           GameAi_LevelName(level));
}

/*
 * The computers think on the worker (host_worker.h), never in the host's
 * loop: a strong Bridge search of a second holds up no other table. Here
 * the loop hands the worker every table where a computer decides now, and
 * plays each move it hands back, if its table still shows what the
 * computer saw. A table has at most one thought out at a time.
 */
bool HostDispatch_ComputerStep(HostServer *server)
{
    HostRoom *room = server->room;
    HostThought thought;
    while (HostWorker_Take(server->worker, &thought)) {
        HostTable *t = thought.table;
        t->thinking = false;
        GameState *before = Game_NewState(t->host.rules);
        GameAction applied;
        int actedFor;
        HostThoughtUse use = before != NULL ? HostWorker_Apply(&t->host, &thought, before, &applied, &actedFor)
                                            : HOST_THOUGHT_REFUSED;
        if (use == HOST_THOUGHT_PLAYED) {
            Broadcast(server, t, before, actedFor, applied);
        } else {
            /* Of another moment: asked again if a computer still decides there. No move: after the next move. */
            t->computerDue = use == HOST_THOUGHT_STALE;
        }
        free(before);
        HostThought_Free(&thought);
    }
    for (int i = 0; i < room->count; i++) {
        HostTable *t = room->tables[i];
        if (!t->computerDue || t->thinking) {
            continue;
        }
        /* A person decides, the game is over, or memory ran out (tried again after the next person's move). */
        t->thinking = HostWorker_Ask(server->worker, &t->host, t);
        t->computerDue = false;
    }
    return false;
}
