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

/* The first person's seat, or 0 when only computers sit (a demonstration shows seat 0's view). */
static int FirstViewer(const GameSeating *seating)
{
    int first = Seating_FirstPerson(seating);
    return first >= 0 ? first : 0;
}

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

bool TableSession_Start(TableSession *s, const GameRules *rules, int variant, uint64_t seed, const GameSeating *seating,
                        const char *file)
{
    memset(s, 0, sizeof *s);
    if (!Alloc(s, rules)) {
        TableSession_Free(s);
        return false;
    }
    if (rules->init(s->st, variant, seed) != GAME_OK) {
        TableSession_Free(s);
        return false;
    }
    GameRecord_Init(&s->rec, rules, variant, seed);
    s->seating = *seating;
    Seating_Settle(rules, variant, &s->seating); /* no one sits at a seat another plays */
    s->viewer = FirstViewer(&s->seating);
    s->handOverFirst = Seating_People(&s->seating) > 1;
    s->casual = true;
    snprintf(s->file, sizeof s->file, "%s", file != NULL ? file : "");
    RefreshView(s);
    return true;
}

bool TableSession_StartFrom(TableSession *s, const TableSaved *saved, const char *file)
{
    memset(s, 0, sizeof *s);
    if (!Alloc(s, saved->rec.rules)) {
        TableSession_Free(s);
        return false;
    }
    GameRecord_InitLike(&s->rec, &saved->rec);
    for (int i = 0; i < saved->rec.count; i++) {
        if (!GameRecord_Push(&s->rec, saved->rec.actions[i])) {
            TableSession_Free(s);
            return false;
        }
    }
    memcpy(s->st, saved->st, s->rules->stateSize);
    s->seating = saved->seating;
    Seating_Settle(s->rules, saved->rec.variant, &s->seating); /* a save from before playedBy may seat a person there */
    s->viewer = Seating_IsPerson(&s->seating, saved->viewer) ? saved->viewer : FirstViewer(&s->seating);
    s->handOverFirst = Seating_People(&s->seating) > 1;
    s->undos = saved->undos;
    s->casual = saved->casual;
    s->overAtStart = TableSession_IsOver(s);
    snprintf(s->file, sizeof s->file, "%s", file != NULL ? file : "");
    RefreshView(s);
    return true;
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
    GameRecord_Free(&s->rec);
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
    return decider != GAME_NOBODY && decider == s->viewer && Seating_IsPerson(&s->seating, decider);
}

static bool OtherPersonDecides(const TableSession *s)
{
    int decider = TableSession_Decider(s);
    return decider != GAME_NOBODY && decider != s->viewer && Seating_IsPerson(&s->seating, decider);
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
    return TableStore_SaveGame(s->file, &s->rec, &s->seating, s->viewer, s->undos, s->casual, s->saveError,
                               sizeof s->saveError) == TABLE_STORE_OK;
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
    if (before != NULL) {
        memcpy(before, s->st, s->rules->stateSize);
    }
    GameStatus status = Game_Play(s->rules, s->st, &s->rec, action);
    if (status != GAME_OK) {
        if (why != NULL) {
            size_t n = s->rules->whyNot(s->st, s->rules->toAct(s->st), action, why, whySize);
            if (n == 0) {
                snprintf(why, whySize, "%s", Game_StatusText(status));
            }
        }
        return status;
    }
    s->redoTo = 0; /* a move of his own: what undo took back is gone */
    RefreshView(s);
    TableSession_Save(s);
    return GAME_OK;
}

GameStatus TableSession_PlayForced(TableSession *s, GameAction action)
{
    if (s->remote != NULL) {
        return GAME_ERR_TURN; /* only the host moves for a seat */
    }
    JoinAi(s);
    GameStatus status = Game_Play(s->rules, s->st, &s->rec, action);
    if (status == GAME_OK) {
        RefreshView(s);
        TableSession_Save(s);
    }
    return status;
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

bool TableSession_Update(TableSession *s, float dt, bool settled, float thinkSeconds, TableMove *move,
                         GameState *before)
{
    (void)dt;
    if (s->remote != NULL) {
        return TableRemote_Update(s, settled, move, before);
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
    if (before != NULL) {
        memcpy(before, s->st, s->rules->stateSize);
    }
    GameStatus status = Game_Play(s->rules, s->st, &s->rec, choice);
    if (status != GAME_OK) {
        /* A bug in a game's AI must not stop the game: the first legal action is always accepted. */
        char text[GAME_ACTION_TEXT_MAX];
        s->rules->formatAction(choice, text, sizeof text);
        Log_Warn("The computer's move \"%s\" was refused (%s); playing its first legal action instead.", text,
                 Game_StatusText(status));
        GameAction first;
        if (s->rules->legal(s->st, aiSeat, &first, 1) < 1 || Game_Play(s->rules, s->st, &s->rec, first) != GAME_OK) {
            return false;
        }
        choice = first;
    }
    RefreshView(s);
    TableSession_Save(s);
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
    GameRecord_Start(&s->rec, st);
    for (int i = 0; i < s->rec.count; i++) {
        int seat = s->rules->toAct(st);
        int decider = Game_Controller(s->rules, st, seat);
        if (decider == s->viewer) {
            last = i;
        } else if (Seating_IsPerson(&s->seating, decider)) {
            last = -1;
        }
        if (s->rules->apply(st, seat, s->rec.actions[i]) != GAME_OK) {
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
    GameError err;
    if (!Game_Replay(&s->rec, last, s->st, &err)) {
        /* Cannot happen for a record the rules built; keep the game as it is rather than lose it. */
        Log_Warn("Undo failed to replay the game: %s", err.message);
        Game_Replay(&s->rec, -1, s->st, &err);
        return false;
    }
    s->undos += s->rec.count - last;
    if (s->rec.count > s->redoTo) {
        s->redoTo = s->rec.count;
    }
    s->rec.count = last;
    RefreshView(s);
    TableSession_Save(s);
    return true;
}

bool TableSession_CanRedo(const TableSession *s, char *why, size_t size)
{
    const char *reason = NULL;
    if (!s->casual) {
        reason = "Redo is for casual games only.";
    } else if (s->redoTo <= s->rec.count || TableSession_IsOver(s)) {
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
        GameAction a = s->rec.actions[s->rec.count];
        if (Game_Play(s->rules, s->st, &s->rec, a) != GAME_OK) {
            s->redoTo = 0; /* cannot happen for a record the rules built */
            break;
        }
        seat = s->rules->toAct(s->st);
    } while (s->rec.count < s->redoTo && seat != GAME_NOBODY && Game_Controller(s->rules, s->st, seat) != s->viewer);
    RefreshView(s);
    TableSession_Save(s);
    return true;
}

uint64_t TableSession_FreshSeed(void)
{
    uint64_t x = Rng_Mix(SDL_GetPerformanceCounter() ^ ((uint64_t)time(NULL) << 24));
    return 1u + x % 999999999u;
}
