/* table_session.c: the turn loop of a table game: people's actions, the computers' on a worker thread, undo, saving. */
#include "table_session.h"

#include "core/rng.h"
#include "table_seat_names.h"
#include "table_session_remote.h"
#include "platform/log.h"
#include "platform/wake.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static void RefreshView(TableSession *s)
{
    s->rules->view(s->st, s->viewer >= 0 ? s->viewer : 0, s->view);
}

/* The record as far as shown: the authority's, up to what the screen has shown. */
static void Mirror(TableSession *s)
{
    s->rec = s->host->rec;
    s->rec.count = s->shown;
}

/* The screen catches up with the authority at once (after an action made here, an undo, a redo). */
static void ShowAll(TableSession *s)
{
    s->shown = s->host->rec.count;
    memcpy(s->st, s->host->st, s->rules->stateSize);
    Mirror(s);
    RefreshView(s);
}

/* A person at this screen sits at seat (not a computer, not a person on another device). */
static bool LocalPerson(const TableSession *s, int seat)
{
    return seat >= 0 && seat < GAME_MAX_SEATS && Seating_IsPerson(&s->seating, seat) && !s->link.remote[seat];
}

static int LocalPeople(const TableSession *s)
{
    int n = 0;
    for (int seat = 0; seat < s->seating.count; seat++) {
        n += LocalPerson(s, seat);
    }
    return n;
}

/* The first person's seat at this screen, or 0 when only computers sit (a demonstration shows seat 0's view). */
static int FirstViewer(const TableSession *s)
{
    for (int seat = 0; seat < s->seating.count; seat++) {
        if (LocalPerson(s, seat)) {
            return seat;
        }
    }
    return 0;
}

static void JoinAi(TableSession *s);

static bool Alloc(TableSession *s, const GameRules *rules)
{
    s->rules = rules;
    s->st = Game_NewState(rules);
    s->view = Game_NewState(rules);
    s->aiView = Game_NewState(rules);
    SDL_AtomicSet(&s->done, 0);
    s->aiSeat = GAME_NOBODY;
    return s->st != NULL && s->view != NULL && s->aiView != NULL;
}

/* What every start shares once the authority is there. */
static void Begin(TableSession *s, const char *file)
{
    s->seating = s->host->seating; /* as the authority settled it: no one sits at a seat another plays */
    s->viewer = FirstViewer(s);
    s->handOverFirst = LocalPeople(s) > 1;
    snprintf(s->file, sizeof s->file, "%s", file != NULL ? file : "");
    ShowAll(s);
}

bool TableSession_Start(TableSession *s, const GameRules *rules, int variant, uint64_t seed, const GameSeating *seating,
                        const char *file)
{
    memset(s, 0, sizeof *s);
    s->host = &s->own;
    if (!Alloc(s, rules) || !TableHost_Start(&s->own, rules, variant, seed, seating)) {
        TableSession_Free(s);
        return false;
    }
    s->casual = true;
    Begin(s, file);
    return true;
}

bool TableSession_StartFrom(TableSession *s, const TableSaved *saved, const char *file)
{
    memset(s, 0, sizeof *s);
    s->host = &s->own;
    if (!Alloc(s, saved->rec.rules) || !TableHost_Resume(&s->own, &saved->rec, saved->st, &saved->seating)) {
        TableSession_Free(s);
        return false;
    }
    s->undos = saved->undos;
    s->casual = saved->casual;
    Begin(s, file);
    if (LocalPerson(s, saved->viewer)) {
        s->viewer = saved->viewer;
        RefreshView(s);
    }
    s->overAtStart = TableSession_IsOver(s);
    return true;
}

bool TableSession_StartOn(TableSession *s, TableHost *host, const TableSessionLink *link, const char *file)
{
    memset(s, 0, sizeof *s);
    s->host = host;
    s->link = *link;
    if (!Alloc(s, host->rules)) {
        TableSession_Free(s);
        return false;
    }
    s->casual = true;
    Begin(s, file);
    s->overAtStart = TableSession_IsOver(s);
    return true;
}

bool TableSession_Redeal(TableSession *s, uint64_t seed)
{
    if (s->link.redeal == NULL) {
        return false;
    }
    JoinAi(s);
    if (!s->link.redeal(s->link.ctx, seed)) {
        return false;
    }
    s->undos = 0;
    s->redoTo = 0;
    s->overAtStart = false;
    s->handOverFirst = LocalPeople(s) > 1;
    ShowAll(s);
    TableSession_Save(s);
    return true;
}

void TableSession_Serve(TableSession *s)
{
    if (s->link.service != NULL) {
        s->link.service(s->link.ctx);
    }
}

bool TableSession_HasRemote(const TableSession *s)
{
    for (int seat = 0; seat < s->seating.count; seat++) {
        if (s->link.remote[seat] && Seating_IsPerson(&s->seating, seat)) {
            return true;
        }
    }
    return false;
}

static void JoinAi(TableSession *s)
{
    if (s->thread != NULL) {
        SDL_WaitThread(s->thread, NULL);
        s->thread = NULL;
    }
    s->aiSeat = GAME_NOBODY;
    SDL_AtomicSet(&s->done, 0);
}

void TableSession_Free(TableSession *s)
{
    TableRemote_Free(s);
    JoinAi(s);
    if (s->host == &s->own) {
        TableHost_Free(&s->own);
    }
    s->host = NULL;
    if (s->link.close != NULL) {
        s->link.close(s->link.ctx);
    }
    memset(&s->link, 0, sizeof s->link);
    memset(&s->rec, 0, sizeof s->rec); /* a view of the authority's: freed with it */
    free(s->st);
    free(s->view);
    free(s->aiView);
    s->st = s->view = s->aiView = NULL;
}

const GameState *TableSession_Shown(const TableSession *s)
{
    return s->view;
}

bool TableSession_IsOver(const TableSession *s)
{
    return s->rules->toAct(s->st) == GAME_NOBODY;
}

int TableSession_ToAct(const TableSession *s)
{
    return s->rules->toAct(s->st);
}

int TableSession_Decider(const TableSession *s)
{
    return Seating_Decider(s->rules, s->st);
}

bool TableSession_PersonToAct(const TableSession *s)
{
    if (s->remote != NULL) {
        return TableRemote_PersonToAct(s);
    }
    int decider = TableSession_Decider(s);
    return decider != GAME_NOBODY && decider == s->viewer && LocalPerson(s, decider) &&
           s->shown == s->host->rec.count;
}

static bool OtherPersonDecides(const TableSession *s)
{
    int decider = TableSession_Decider(s);
    return decider != GAME_NOBODY && decider != s->viewer && LocalPerson(s, decider);
}

bool TableSession_NeedsHandOver(const TableSession *s)
{
    if (s->remote != NULL) {
        return false; /* each person has a screen of their own */
    }
    return (s->handOverFirst && !TableSession_IsOver(s)) || OtherPersonDecides(s);
}

int TableSession_HandOverSeat(const TableSession *s)
{
    return OtherPersonDecides(s) ? TableSession_Decider(s) : s->viewer;
}

void TableSession_HandOver(TableSession *s)
{
    if (TableSession_NeedsHandOver(s)) {
        s->viewer = TableSession_HandOverSeat(s);
        s->handOverFirst = false;
        RefreshView(s);
        TableSession_Save(s);
    }
}

GameAiLevel TableSession_LevelAt(const TableSession *s, int seat)
{
    if (seat < 0 || seat >= s->seating.count || s->seating.seat[seat].kind == SEAT_PERSON) {
        return GAME_AI_MEDIUM;
    }
    return s->seating.seat[seat].level;
}

const char *TableSession_SeatLabel(const TableSession *s, int seat)
{
    return TableSeat_Label(s->rules, s->rec.variant, &s->seating, seat);
}

bool TableSession_Thinking(const TableSession *s)
{
    if (s->remote != NULL) {
        return TableRemote_Busy(s);
    }
    return s->aiSeat != GAME_NOBODY;
}

bool TableSession_Save(TableSession *s)
{
    s->saveError[0] = '\0';
    if (s->file[0] == '\0') {
        return true;
    }
    return TableStore_SaveGame(s->file, &s->host->rec, &s->seating, s->viewer, s->undos, s->casual, s->saveError,
                               sizeof s->saveError) == TABLE_STORE_OK;
}

/* After an action applied here: shown, saved, and told to the devices of a hosted table. */
static void Applied(TableSession *s, const GameState *before, int actedFor, GameAction action)
{
    ShowAll(s);
    TableSession_Save(s);
    if (s->link.moved != NULL) {
        s->link.moved(s->link.ctx, before, actedFor, action);
    }
}

/* The authority applies action for whoever acts now; before (may be NULL) gets the state before it. */
static GameStatus Play(TableSession *s, GameAction action, GameState *before, char *why, size_t whySize)
{
    GameState *was = before != NULL ? before : Game_NewState(s->rules);
    if (was == NULL) {
        return GAME_ERR_ILLEGAL;
    }
    int actedFor = GAME_NOBODY;
    char sentence[256];
    TableHostVerdict verdict = TableHost_Play(s->host, action, was, &actedFor, sentence, sizeof sentence);
    if (verdict == TABLE_HOST_APPLIED) {
        Applied(s, was, actedFor, action);
    } else if (why != NULL && whySize > 0) {
        snprintf(why, whySize, "%s", sentence);
    }
    if (was != before) {
        free(was);
    }
    if (verdict == TABLE_HOST_APPLIED) {
        return GAME_OK;
    }
    /* The status, for callers that test it: the rules' own, read again without changing anything. */
    GameState *probe = Game_NewState(s->rules);
    GameStatus status = GAME_ERR_ILLEGAL;
    if (probe != NULL) {
        memcpy(probe, s->host->st, s->rules->stateSize);
        int toAct = s->rules->toAct(probe);
        status = toAct == GAME_NOBODY ? GAME_ERR_OVER : s->rules->apply(probe, toAct, action);
        if (status == GAME_OK) {
            status = GAME_ERR_ILLEGAL;
        }
        free(probe);
    }
    return status;
}

GameStatus TableSession_PlayHuman(TableSession *s, GameAction action, GameState *before, char *why, size_t whySize)
{
    if (why != NULL && whySize > 0) {
        why[0] = '\0';
    }
    if (s->remote != NULL) {
        char ignored[8];
        return TableRemote_Play(s, action, before, why != NULL ? why : ignored, why != NULL ? whySize : sizeof ignored);
    }
    if (!TableSession_PersonToAct(s)) {
        if (why != NULL) {
            snprintf(why, whySize, "%s", TableSession_IsOver(s) ? "The game is over." : "It is not your turn.");
        }
        return TableSession_IsOver(s) ? GAME_ERR_OVER : GAME_ERR_TURN;
    }
    GameStatus status = Play(s, action, before, why, whySize);
    if (status == GAME_OK) {
        s->redoTo = 0; /* a move of his own: what undo took back is gone */
    }
    return status;
}

GameStatus TableSession_PlayForced(TableSession *s, GameAction action)
{
    if (s->remote != NULL) {
        return GAME_ERR_TURN; /* only the host moves for a seat */
    }
    JoinAi(s);
    return Play(s, action, NULL, NULL, 0);
}

/* The worker: chooses from the computer seat's view only. */
static int AiThread(void *data)
{
    TableSession *s = data;
    /* The frames come first: the search may take half a second, and the table must keep moving meanwhile. */
    SDL_SetThreadPriority(SDL_THREAD_PRIORITY_LOW);
    s->aiOk = GameAi_Choose(s->rules, s->aiView, s->aiSeat, TableSession_LevelAt(s, s->aiDecider),
                            Rng_Mix(s->rec.seed ^ ((uint64_t)s->rec.count * 0x9E3779B97F4A7C15ULL)), &s->aiChoice);
    SDL_AtomicSet(&s->done, 1);
    Wake_Post(); /* the loop may be asleep on a still picture */
    return 0;
}

/* When the thread cannot start (no threads left), the choice is made here: one slow frame beats a stuck game. */
static void StartAi(TableSession *s, int seat, float thinkSeconds)
{
    s->aiSeat = seat;
    s->aiDecider = Game_Controller(s->rules, s->st, seat);
    s->thinkLeft = thinkSeconds;
    /* The decider's eyes: for a dummy, the declarer's view (which shows the dummy's cards). */
    s->rules->view(s->st, s->aiDecider, s->aiView);
    SDL_AtomicSet(&s->done, 0);
    s->thread = SDL_CreateThread(AiThread, "parlour-ai", s);
    if (s->thread == NULL) {
        Log_Warn("Could not start the computer's thread (%s); choosing on the main thread.", SDL_GetError());
        AiThread(s);
    }
}

/*
 * A move the authority applied and the screen has not shown (a remote person's): shown now, from the state the
 * screen showed before it, so the scene animates it like any other.
 */
static bool ShowNext(TableSession *s, TableMove *move, GameState *before)
{
    int seat = s->rules->toAct(s->st);
    GameAction action = s->host->rec.actions[s->shown];
    if (before != NULL) {
        memcpy(before, s->st, s->rules->stateSize);
    }
    if (seat == GAME_NOBODY || s->rules->apply(s->st, seat, action) != GAME_OK) {
        ShowAll(s); /* cannot happen for the authority's record: show the table as it is */
    } else {
        s->shown++;
        if (s->shown == s->host->rec.count) {
            memcpy(s->st, s->host->st, s->rules->stateSize); /* exactly the authority's */
        }
        Mirror(s);
        RefreshView(s);
    }
    if (move != NULL) {
        move->seat = seat;
        move->action = action;
    }
    return true;
}

bool TableSession_Update(TableSession *s, float dt, bool settled, float thinkSeconds, TableMove *move,
                         GameState *before)
{
    (void)dt;
    if (s->remote != NULL) {
        return TableRemote_Update(s, settled, move, before);
    }
    if (s->link.service != NULL) {
        s->link.service(s->link.ctx);
    }
    if (s->shown != s->host->rec.count && s->aiSeat == GAME_NOBODY) {
        if (s->shown > s->host->rec.count) {
            ShowAll(s); /* the host took moves back (a restart): the screen follows */
            return false;
        }
        return settled && ShowNext(s, move, before);
    }
    int seat = s->rules->toAct(s->st);
    if (s->aiSeat == GAME_NOBODY) {
        int decider = Game_Controller(s->rules, s->st, seat);
        if (seat == GAME_NOBODY || Seating_IsPerson(&s->seating, decider)) {
            return false;
        }
        /* The search starts at once, while the last move is still being shown; the pause counts from then on. */
        StartAi(s, seat, thinkSeconds);
    }
    if (!settled) {
        return false;
    }
    s->thinkLeft -= dt;
    if (s->waitForAi && s->thinkLeft <= 0.0f && s->thread != NULL) {
        SDL_WaitThread(s->thread, NULL); /* the thread sets done before it ends */
        s->thread = NULL;
    }
    if (SDL_AtomicGet(&s->done) == 0 || s->thinkLeft > 0.0f) {
        return false;
    }
    int aiSeat = s->aiSeat;
    GameAction choice = s->aiChoice;
    bool ok = s->aiOk;
    JoinAi(s);
    if (!ok) {
        Log_Warn("The computer found no move for seat %d; playing its first legal action.", aiSeat);
        GameAction first;
        if (s->rules->legal(s->st, aiSeat, &first, 1) < 1) {
            return false;
        }
        choice = first;
    }
    char why[256];
    if (Play(s, choice, before, why, sizeof why) != GAME_OK) {
        /* A bug in a game's AI must not stop the game: the first legal action is always accepted. */
        char text[GAME_ACTION_TEXT_MAX];
        s->rules->formatAction(choice, text, sizeof text);
        Log_Warn("The computer's move \"%s\" was refused (%s); playing its first legal action instead.", text, why);
        GameAction first;
        if (s->rules->legal(s->st, aiSeat, &first, 1) < 1 || Play(s, first, before, NULL, 0) != GAME_OK) {
            return false;
        }
        choice = first;
    }
    if (move != NULL) {
        move->seat = aiSeat;
        move->action = choice;
    }
    return true;
}

/*
 * The index of the viewer's last decision in the record, or -1 when there
 * is none, or when another person has decided since (their move is theirs
 * to take back, not the viewer's).
 */
static int LastViewerAction(const TableSession *s)
{
    GameState *st = Game_NewState(s->rules);
    if (st == NULL) {
        return -1;
    }
    int last = -1;
    GameRecord_Start(&s->host->rec, st);
    for (int i = 0; i < s->host->rec.count; i++) {
        int seat = s->rules->toAct(st);
        int decider = Game_Controller(s->rules, st, seat);
        if (decider == s->viewer) {
            last = i;
        } else if (Seating_IsPerson(&s->seating, decider)) {
            last = -1;
        }
        if (s->rules->apply(st, seat, s->host->rec.actions[i]) != GAME_OK) {
            break;
        }
    }
    free(st);
    return last;
}

bool TableSession_CanUndo(const TableSession *s, char *why, size_t size)
{
    const char *reason = NULL;
    if (s->remote != NULL) {
        reason = TABLE_REMOTE_NO_UNDO;
    } else if (TableSession_HasRemote(s)) {
        reason = "Undo is off at a table with a person on another device: their moves are theirs.";
    } else if (!s->casual) {
        reason = "Undo is for casual games only.";
    } else if (TableSession_IsOver(s)) {
        reason = "The game is over.";
    } else if (LastViewerAction(s) < 0) {
        reason = Seating_People(&s->seating) > 1 ? "Nothing to undo: you have not moved since the others did."
                                                 : "Nothing to undo: you have not moved yet.";
    }
    if (why != NULL && size > 0) {
        snprintf(why, size, "%s", reason != NULL ? reason : "");
    }
    return reason == NULL;
}

bool TableSession_Undo(TableSession *s)
{
    if (!TableSession_CanUndo(s, NULL, 0)) {
        return false;
    }
    int last = LastViewerAction(s);
    JoinAi(s);
    int count = s->host->rec.count;
    if (!TableHost_Rewind(s->host, last)) {
        Log_Warn("Undo failed to replay the game; the game is kept as it was.");
        return false;
    }
    s->undos += count - last;
    if (count > s->redoTo) {
        s->redoTo = count;
    }
    ShowAll(s);
    TableSession_Save(s);
    return true;
}

bool TableSession_CanRedo(const TableSession *s, char *why, size_t size)
{
    const char *reason = NULL;
    if (s->remote != NULL) {
        reason = TABLE_REMOTE_NO_UNDO;
    } else if (TableSession_HasRemote(s)) {
        reason = "Redo is off at a table with a person on another device.";
    } else if (!s->casual) {
        reason = "Redo is for casual games only.";
    } else if (s->redoTo <= s->host->rec.count || TableSession_IsOver(s)) {
        reason = "Nothing to redo: redo makes again a move undo took back.";
    }
    if (why != NULL && size > 0) {
        snprintf(why, size, "%s", reason != NULL ? reason : "");
    }
    return reason == NULL;
}

bool TableSession_Redo(TableSession *s)
{
    if (!TableSession_CanRedo(s, NULL, 0)) {
        return false;
    }
    JoinAi(s);
    /* The viewer's action, then the others' until he is to decide again: the steps undo took back, one by one.
       Each action is pushed back where it lay, so the rest stay in place for the next redo. */
    int seat = GAME_NOBODY;
    do {
        GameAction a = s->host->rec.actions[s->host->rec.count];
        if (TableHost_Play(s->host, a, NULL, NULL, NULL, 0) != TABLE_HOST_APPLIED) {
            s->redoTo = 0; /* cannot happen for a record the rules built */
            break;
        }
        seat = s->rules->toAct(s->host->st);
    } while (s->host->rec.count < s->redoTo && seat != GAME_NOBODY &&
             Game_Controller(s->rules, s->host->st, seat) != s->viewer);
    ShowAll(s);
    TableSession_Save(s);
    return true;
}

uint64_t TableSession_FreshSeed(void)
{
    uint64_t x = Rng_Mix(SDL_GetPerformanceCounter() ^ ((uint64_t)time(NULL) << 24));
    return 1u + x % 999999999u;
}
