/* table_session_remote.c: the remote mode of a table session: the host's views shown, this seat's actions sent, no undo. */
#include "table_session_remote.h"

#include "core/game/game_wire.h"
#include "platform/log.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct TableRemote {
    TableClient *client;
    int seat;      /* the device's seat; GAME_NOBODY when watching */
    bool pending;  /* an action sent, the host's answer not come yet */
    TableEvent *held; /* a move whose view has not come yet */
    char said[TABLE_CLIENT_SENTENCE_MAX];
    bool saidError;
    bool saidNew;
    TableClientStatus status;
    TableClientSeat seats[GAME_MAX_SEATS];
    int seatCount;
};

static void Say(TableRemote *r, const char *text, bool error)
{
    snprintf(r->said, sizeof r->said, "%s", text);
    r->saidError = error;
    r->saidNew = true;
}

/* The seating as far as this device knows it: its own seat a person, the others as the host says. */
static void Seating(TableSession *s, const TableClientSeat *seats, int count, bool watching)
{
    memset(&s->seating, 0, sizeof s->seating);
    s->seating.count = count;
    for (int i = 0; i < count; i++) {
        /* A watcher is no seat's "You": every seat is named by its place, as with several people at one screen. */
        s->seating.seat[i].kind = seats[i].computer && !watching ? SEAT_COMPUTER : SEAT_PERSON;
        s->seating.seat[i].level = GAME_AI_MEDIUM;
    }
}

bool TableSession_StartRemote(TableSession *s, TableClient *client, const TableEvent *welcome, const TableEvent *view)
{
    const GameRules *rules = welcome->rules;
    TableSession_Free(s);
    memset(s, 0, sizeof *s);
    s->rules = rules;
    s->st = Game_NewState(rules);
    s->view = Game_NewState(rules);
    s->aiView = Game_NewState(rules);
    s->remote = calloc(1, sizeof *s->remote);
    s->aiSeat = GAME_NOBODY;
    /* No computer's thread here: whoever waits on one (the tests) runs frames, which read the host's messages. */
    SDL_AtomicSet(&s->done, 1);
    if (s->st == NULL || s->view == NULL || s->aiView == NULL || s->remote == NULL) {
        TableClient_Stop(client);
        TableSession_Free(s);
        return false;
    }
    TableRemote *r = s->remote;
    r->client = client;
    r->seat = welcome->seat;
    r->status = TABLE_CLIENT_JOINED;
    r->seatCount = welcome->seatCount;
    memcpy(r->seats, welcome->seats, sizeof r->seats);
    /* No seed is known here, and none is needed: the record stays empty until the host sends the whole of it. */
    GameRecord_Init(&s->rec, rules, welcome->variant, 0);
    Seating(s, welcome->seats, welcome->seatCount, welcome->seat == GAME_NOBODY);
    /* A watcher is drawn from the first seat's side of the public view, and never acts. */
    s->viewer = welcome->seat >= 0 ? welcome->seat : 0;
    s->casual = false;
    memcpy(s->st, view->view, rules->stateSize);
    memcpy(s->view, view->view, rules->stateSize);
    return true;
}

void TableRemote_Free(TableSession *s)
{
    TableRemote *r = s->remote;
    if (r == NULL) {
        return;
    }
    if (r->client != NULL) {
        /* Going from the table is leaving it (not a dropped connection): the others see the seat as left. */
        TableClient_Leave(r->client);
        TableClient_Stop(r->client);
    }
    TableEvent_Free(r->held);
    free(r);
    s->remote = NULL;
}

bool TableRemote_PersonToAct(const TableSession *s)
{
    const TableRemote *r = s->remote;
    int decider = Seating_Decider(s->rules, s->st);
    return r->seat != GAME_NOBODY && !r->pending && decider != GAME_NOBODY && decider == r->seat &&
           r->status == TABLE_CLIENT_JOINED;
}

bool TableRemote_Busy(const TableSession *s)
{
    return s->remote->pending;
}

GameStatus TableRemote_Play(TableSession *s, GameAction action, GameState *before, char *why, size_t whySize)
{
    TableRemote *r = s->remote;
    if (!TableRemote_PersonToAct(s)) {
        const char *reason = r->seat == GAME_NOBODY                 ? "You are watching this table."
                             : r->status != TABLE_CLIENT_JOINED     ? "The host is not there: wait for it to come back."
                             : r->pending                           ? "Your last move is on its way to the host."
                             : Seating_Decider(s->rules, s->st) < 0 ? "The game is over."
                                                                    : "It is not your turn.";
        snprintf(why, whySize, "%s", reason);
        return GAME_ERR_TURN;
    }
    char text[GAME_ACTION_TEXT_MAX];
    s->rules->formatAction(action, text, sizeof text);
    if (!TableClient_Act(r->client, text)) {
        snprintf(why, whySize, "The move could not be sent to the host.");
        return GAME_ERR_TURN;
    }
    /*
     * Not applied here (the host decides): the scene shows the move leaving the hand at once, and the host's view
     * follows. Until it comes, nothing more is asked of this seat.
     */
    r->pending = true;
    if (before != NULL) {
        memcpy(before, s->st, s->rules->stateSize);
    }
    return GAME_OK;
}

static void ShowView(TableSession *s, const GameState *view)
{
    memcpy(s->st, view, s->rules->stateSize);
    memcpy(s->view, view, s->rules->stateSize);
}

/* The game is over: the host's record, replayed here and found to give the last view, becomes the session's. */
static void TakeRecord(TableSession *s, const TableEvent *ev)
{
    GameRecord rec;
    GameError err;
    GameState *full = Game_NewState(s->rules);
    GameState *seen = Game_NewState(s->rules);
    bool ok = full != NULL && seen != NULL && ev->record != NULL &&
              GameRecord_Load(ev->record, s->rules, &rec, full, &err);
    if (ok) {
        char problem[128];
        int viewer = s->remote->seat;
        s->rules->view(full, viewer, seen);
        char *a = GameWire_EncodeState(s->rules, seen, viewer, problem, sizeof problem);
        char *b = GameWire_EncodeState(s->rules, ev->view, viewer, problem, sizeof problem);
        bool same = a != NULL && b != NULL && strcmp(a, b) == 0;
        free(a);
        free(b);
        if (same && s->rules->toAct(full) == GAME_NOBODY) {
            GameRecord_Free(&s->rec);
            s->rec = rec;
            memcpy(s->st, full, s->rules->stateSize);
            memcpy(s->view, seen, s->rules->stateSize);
        } else {
            GameRecord_Free(&rec);
            ok = false;
        }
    }
    if (!ok) {
        Log_Warn("The host's record of the finished game does not give the game shown (%s).",
                 ev->record == NULL ? "none was sent" : err.message);
        Say(s->remote, "The host's record of this game did not match what was played: it is not counted here.", true);
    }
    free(full);
    free(seen);
}

static void Presence(TableRemote *r, const TableEvent *ev)
{
    for (int i = 0; i < ev->seatCount && i < r->seatCount; i++) {
        const TableClientSeat *was = &r->seats[i];
        const TableClientSeat *now = &ev->seats[i];
        if (i == r->seat || was->presence == now->presence || now->computer) {
            continue;
        }
        char line[TABLE_CLIENT_SENTENCE_MAX];
        const char *who = now->name[0] != '\0' ? now->name : now->place;
        switch (now->presence) {
        case TABLE_SEAT_HERE: snprintf(line, sizeof line, "%s (%s) is at the table.", who, now->place); break;
        case TABLE_SEAT_AWAY: snprintf(line, sizeof line, "%s (%s) is away: the table waits.", who, now->place); break;
        case TABLE_SEAT_LEFT: snprintf(line, sizeof line, "%s (%s) has left the table.", who, now->place); break;
        default: continue;
        }
        Say(r, line, false);
    }
    r->seatCount = ev->seatCount;
    memcpy(r->seats, ev->seats, sizeof r->seats);
}

bool TableRemote_Update(TableSession *s, bool settled, TableMove *move, GameState *before)
{
    TableRemote *r = s->remote;
    /* One move at a time, once the last is shown: the host's pace never outruns what the person can follow. */
    while (settled) {
        TableEvent *ev = TableClient_Next(r->client);
        if (ev == NULL) {
            return false;
        }
        switch (ev->kind) {
        case TABLE_EVENT_STATUS:
            r->status = ev->status;
            Say(r, ev->status == TABLE_CLIENT_JOINED ? "The host is back." : ev->sentence,
                ev->status == TABLE_CLIENT_FAILED);
            if (ev->status != TABLE_CLIENT_JOINED) {
                r->pending = false; /* an action in flight is lost with the connection; the view that comes is what is */
            }
            break;
        case TABLE_EVENT_WELCOME:
            /* Rejoined after a drop: the whole view follows. */
            if (r->status != TABLE_CLIENT_JOINED) {
                Say(r, "Back at the table.", false);
            }
            r->status = TABLE_CLIENT_JOINED;
            Presence(r, ev);
            break;
        case TABLE_EVENT_SEATS: Presence(r, ev); break;
        case TABLE_EVENT_REFUSED:
            r->pending = false;
            Say(r, ev->sentence, true);
            break;
        case TABLE_EVENT_MOVE:
            TableEvent_Free(r->held);
            r->held = ev;
            continue; /* kept until its view comes */
        case TABLE_EVENT_VIEW: {
            TableEvent *held = r->held;
            r->held = NULL;
            /* The answer to this seat's own move: already shown leaving the hand, so only the view changes. */
            bool mine = held != NULL && r->pending;
            if (held != NULL) {
                r->pending = false;
            }
            bool shown = held != NULL && !mine;
            if (shown && before != NULL) {
                memcpy(before, s->st, s->rules->stateSize);
            }
            ShowView(s, ev->view);
            if (ev->over) {
                TakeRecord(s, ev);
            }
            if (shown && move != NULL) {
                move->seat = held->moveSeat;
                move->action = held->action;
            }
            TableEvent_Free(held);
            TableEvent_Free(ev);
            if (shown) {
                return true;
            }
            continue;
        }
        }
        TableEvent_Free(ev);
    }
    return false;
}

bool TableSession_RemoteSaid(TableSession *s, char *out, size_t size, bool *error)
{
    TableRemote *r = s->remote;
    if (r == NULL || !r->saidNew) {
        return false;
    }
    r->saidNew = false;
    snprintf(out, size, "%s", r->said);
    *error = r->saidError;
    return true;
}

int TableSession_RemoteSeat(const TableSession *s)
{
    return s->remote != NULL ? s->remote->seat : GAME_NOBODY;
}
