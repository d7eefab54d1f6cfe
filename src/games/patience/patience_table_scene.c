/* patience_table_scene.c: Poker Patience's table: mouse, keyboard and gamepad become placements, saved after each. */
#include "games/patience/patience_table.h"

#include "games/patience/challenges/patience_challenge_scenes.h"
#include "games/patience/patience_names.h"
#include "games/patience/patience_scenes.h"

#include "app/app.h"
#include "core/rng.h"
#include "platform/log.h"
#include "scenes/scenes.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define BEAT_TIME 1.3f    /* the finished layout stays in view this long before the scoring */
#define MESSAGE_TIME 3.0f /* a refusal's reason stays readable whatever the animation speed */
#define DRAG_START 8.0f   /* layout units the pointer must travel before a press on the card becomes a drag */
#define AUTO_PACE 1.0f /* seconds between the engine's cards in the attract mode: a watchable pace */
#define AUTO_HOLD 5.0f /* the finished layout stays this long before the next deal */

/* ---- the game and its file ---- */

static void Save(PtTable *t, App *app)
{
    if (t->demo) {
        return;
    }
    char message[PLAYER_MESSAGE_MAX];
    if (PatienceStore_SaveGameWithHints(&t->game, t->undos, t->hints, message, sizeof message) != PATIENCE_STORE_OK) {
        Log_Warn("%s", message);
        App_Toast(app, "%s", message);
    }
}

/* The challenge beside the game in progress, so that resuming a counted attempt keeps it counted. */
static void SaveAttempt(PtTable *t, App *app)
{
    if (t->demo) {
        return;
    }
    if (!t->attempt.active) {
        PatienceChallengeStore_ClearAttempt();
        return;
    }
    PatienceAttemptFile file = {t->attempt.challenge, t->attempt.counted, t->attempt.fromCode};
    char message[PLAYER_MESSAGE_MAX];
    if (!PatienceChallengeStore_SaveAttempt(&file, message, sizeof message)) {
        App_Toast(app, "%s", message);
    }
}

/* A sentence for the player: the core's reason with a capital and a full stop. */
static void Say(PtTable *t, int cell, const char *text)
{
    snprintf(t->message, sizeof t->message, "%s", text);
    t->message[0] = (char)toupper((unsigned char)t->message[0]);
    size_t n = strlen(t->message);
    if (n > 0 && n + 1 < sizeof t->message && t->message[n - 1] != '.') {
        t->message[n] = '.';
        t->message[n + 1] = '\0';
    }
    t->messageCell = cell;
    t->messageTime = MESSAGE_TIME;
}

static void Refuse(PtTable *t, App *app, int cell, const char *text)
{
    Say(t, cell, text);
    Audio_Play(SFX_ERROR);
    PtAnim_Shake(t, app);
}

/* The legal cell nearest to `from` (the first of equals in board order); `from` itself when none is legal. */
static int NearestLegal(const PatienceGame *game, int from)
{
    uint8_t cells[PATIENCE_CELLS];
    int n = Patience_LegalCells(game, cells);
    int best = from;
    int bestD = 1 << 30;
    for (int i = 0; i < n; i++) {
        int dr = Patience_CellRow(cells[i]) - Patience_CellRow(from);
        int dc = Patience_CellCol(cells[i]) - Patience_CellCol(from);
        int d = dr * dr + dc * dc;
        if (d < bestD) {
            bestD = d;
            best = cells[i];
        }
    }
    return best;
}

static int LastCell(const PatienceGame *game)
{
    return game->placed > 0 ? game->moves[game->placed - 1] : Patience_Cell(PATIENCE_CENTRE, PATIENCE_CENTRE);
}

/* Lays the current card at cell; from is where the card is seen leaving (the spot, or where it was dropped). */
static void Place(PtTable *t, App *app, int cell, const SDL_FRect *from)
{
    Card card = Patience_CurrentCard(&t->game);
    if (t->finished || card == CARD_NONE) {
        return;
    }
    PtAnim_Finish(t);
    int row = Patience_CellRow(cell);
    int col = Patience_CellCol(cell);
    PatienceStatus status = Patience_Check(&t->game, row, col);
    if (status != PATIENCE_OK) {
        Refuse(t, app, cell, Patience_StatusText(status));
        if (from != NULL) {
            PtAnim_Return(t, app, card, *from);
        }
        return;
    }
    PtHint_Hide(&t->hint); /* the hint was for this card: it goes with it */
    t->hintCounted = false;
    PtLayout l;
    PtView_Layout(app, &t->game, &l);
    SDL_FRect start = from != NULL ? *from : PtView_SpotRect(t, &l);
    Patience_Place(&t->game, row, col);
    t->redoCount = 0; /* a new card laid: the old future is gone (Redo puts back what it still holds) */
    t->messageTime = 0.0f;
    float slide = PtAnim_Place(t, app, card, cell, start);

    /* The row and the column through the new card may have just been completed. */
    PatienceLine lines[PATIENCE_LINES];
    Patience_Lines(&t->game, lines);
    for (int i = 0; i < PATIENCE_LINES; i++) {
        const PatienceLine *line = &lines[i];
        bool through = line->isColumn ? line->at == col : line->at == row;
        if (through && line->count == PATIENCE_SIDE && line->points > 0) {
            char name[40], text[48];
            PatienceNames_Hand(t->game.variant.table, line->hand, name, sizeof name);
            snprintf(text, sizeof text, "+%d %s", line->points, name);
            PtAnim_Popup(t, app, line->isColumn, line->at, text, slide);
        }
    }
    PtAnim_Deal(t, app, Patience_CurrentCard(&t->game), slide);
    t->focus = NearestLegal(&t->game, cell);
    t->hover = -1; /* the camera follows the new card: what is under the pointer is known at its next move */
    Save(t, app);
    if (Patience_IsComplete(&t->game)) {
        t->finished = true;
        t->beat = App_AnimTime(app, BEAT_TIME);
    } else if (Patience_IsStuck(&t->game)) {
        Audio_Play(SFX_ERROR);
    }
}

static void Undo(PtTable *t, App *app)
{
    if (t->finished) {
        return;
    }
    if (t->assistOff) {
        Refuse(t, app, -1, "No undo in a counted challenge attempt: every card stays where it is laid");
        return;
    }
    if (t->game.placed == 0) {
        Refuse(t, app, -1, "Nothing to undo: no card has been laid yet");
        return;
    }
    PtAnim_Finish(t);
    int cell = t->game.moves[t->game.placed - 1];
    Card card = t->game.deal[t->game.placed - 1];
    Card returned = Patience_CurrentCard(&t->game);
    Patience_Undo(&t->game);
    if (t->redoCount < PATIENCE_CARDS) {
        t->redo[t->redoCount++] = (uint8_t)cell;
    }
    PtHint_Hide(&t->hint);
    t->hintCounted = false;
    t->undos++;
    PtAnim_Undo(t, app, card, cell, returned);
    t->focus = cell;
    t->messageTime = 0.0f;
    Save(t, app);
}

/* Lays again the card undo took back last, where it was; any other placement forgets what could be redone. */
static void Redo(PtTable *t, App *app)
{
    if (t->finished || t->assistOff) {
        return;
    }
    if (t->redoCount == 0) {
        Refuse(t, app, -1, "Nothing to redo: no card has been taken back");
        return;
    }
    int cell = t->redo[--t->redoCount];
    int keep = t->redoCount;
    uint8_t saved[PATIENCE_CARDS];
    memcpy(saved, t->redo, sizeof saved);
    Place(t, app, cell, NULL);
    memcpy(t->redo, saved, sizeof saved);
    t->redoCount = keep;
}

static uint64_t FreshSeed(void)
{
    /* Deal numbers of at most nine digits: short enough to read out or type into parlour-cli. */
    uint64_t x = Rng_Mix(SDL_GetPerformanceCounter() ^ ((uint64_t)time(NULL) << 24));
    return 1u + x % 999999999u;
}

void PtTable_Reset(PtTable *t)
{
    PtAnim_Finish(t);
    memset(t->popups, 0, sizeof t->popups);
    t->finished = false;
    t->redoCount = 0;
    t->recorded = false;
    t->beat = 0.0f;
    t->shake = 0.0f;
    t->messageTime = 0.0f;
    t->dragging = false;
    t->pressCard = false;
    t->pressCell = -1;
    t->focus = NearestLegal(&t->game, LastCell(&t->game));
    t->shownScore = (float)Patience_Score(&t->game);
}

/* ---- the pause overlay's callbacks ---- */

static void OnRestart(App *app, void *ctx)
{
    PtTable *t = ctx;
    if (t->attempt.active) {
        /* A challenge restarts on its own deal; a restarted counted attempt would be a second try, so it is practice. */
        PatienceChallenge_NewGame(&t->attempt.challenge, &t->game);
        if (t->attempt.counted) {
            App_Toast(app, "%s", "Restarted as practice: a counted attempt has no second try.");
        }
        t->attempt.counted = false;
        t->assistOff = false;
        SaveAttempt(t, app);
    } else {
        Patience_NewGame(&t->game, t->game.variant, t->demo && !t->autoplay ? PT_DEMO_SEED : FreshSeed());
    }
    PtHint_Hide(&t->hint);
    t->undos = 0;
    t->hints = 0;
    t->hintCounted = false;
    PtTable_Reset(t);
    PtAnim_SnapCamera(t, app);
    Save(t, app);
    PtAnim_Deal(t, app, Patience_CurrentCard(&t->game), App_AnimTime(app, 0.2f));
}

static void OnQuit(App *app, void *ctx)
{
    /* The game was saved after its last change; saving again only reports a failure while the player can still see it. */
    Save(ctx, app);
    App_Pop(app);
}

/* ---- the record at the end ---- */

static void Finish(PtTable *t, App *app)
{
    if (t->recorded) {
        return;
    }
    t->recorded = true;
    PatienceOutcome outcome = {Patience_Score(&t->game), -1, false, 1, (double)Patience_Score(&t->game)};
    if (!t->demo) {
        char message[PLAYER_MESSAGE_MAX];
        PatienceStoreStatus status = PatienceStore_RecordFinishedWithHints(&t->game, t->undos, t->hints, t->foundAgain,
                                                                           &outcome, message, sizeof message);
        if (message[0] != '\0') {
            Log_Warn("%s", message); /* whole, with its paths: a toast holds one short line */
            if (status == PATIENCE_STORE_IO_ERROR) {
                App_Toast(app, "%s", "This game could not be counted in your statistics: it is kept, and counted "
                                     "when you next open Poker Patience.");
            } else {
                App_Toast(app, "%s", message);
            }
        }
    }
    PatienceAttemptResult result;
    char note[1200];
    if (!t->demo && !PatienceAttempt_Record(&t->attempt, &t->game, &result, note, sizeof note) && note[0] != '\0') {
        Log_Warn("%s", note);
        App_Toast(app, "%s", note);
    } else if (t->demo) {
        memset(&result, 0, sizeof result);
        result.score = Patience_Score(&t->game);
        result.isSerpent = PatienceAttempt_SolveSerpent(&t->game, &result.solution);
        result.best = result.isSerpent ? result.solution.best : -1;
        result.valid = true;
    }
    Scene *score = PatienceScoreScene_Create(app, &t->game, &outcome);
    if (score != NULL) {
        PatienceScoreScene_SetAttempt(score, &t->attempt, &result);
        App_Replace(app, score);
    }
}

/* ---- the hint ---- */

/*
 * Asking shows the engine's cell and, over the best few legal cells, the
 * final score it expects from each. A hint counts once per card, when it
 * is first shown; asking again while it shows hides it (and counts
 * nothing). In a counted challenge there are none, and the player is told.
 */
static void AskHint(PtTable *t, App *app)
{
    if (t->finished || Patience_CurrentCard(&t->game) == CARD_NONE) {
        return;
    }
    if (t->assistOff) {
        Refuse(t, app, -1, "Hints are off in a counted challenge");
        return;
    }
    if (Patience_IsStuck(&t->game)) {
        Refuse(t, app, -1, "The serpent is stuck: no cell to suggest. Undo to take back cards");
        return;
    }
    if (t->hint.shown) {
        PtHint_Hide(&t->hint);
        Audio_Play(SFX_MOVE);
        return;
    }
    PtAnim_Finish(t);
    PtHint_Show(&t->hint, &t->game);
    if (!t->hint.shown) {
        return;
    }
    if (!t->hintCounted) {
        t->hintCounted = true;
        t->hints++;
        Save(t, app);
    }
    t->messageTime = 0.0f;
    t->focus = t->hint.advice[0].cell;
    Audio_Play(SFX_SELECT);
}

/* ---- input ---- */

/* Arrow keys and the d-pad step the focus; Tab and the shoulder buttons jump between legal cells. */
static void SetFocus(PtTable *t, int cell)
{
    if (cell != t->focus) {
        t->focus = cell;
        Audio_Play(SFX_MOVE);
    }
}

/* Opens a scene over the table if it could be made (a failed allocation leaves the table as it was). */
static void Open(App *app, Scene *scene)
{
    if (scene != NULL) {
        App_Push(app, scene);
    }
}

static void PointerUp(PtTable *t, App *app, const PtLayout *l, float x, float y)
{
    if (t->pressHint) {
        t->pressHint = false;
        if (Gfx_Contains(PtView_HintButton(t, l), x, y)) {
            AskHint(t, app);
        }
        return;
    }
    int at = PtView_CellAt(l, &t->cam, x, y);
    if (t->dragging) {
        SDL_FRect dropped = PtView_DragRect(t, l);
        t->dragging = false;
        t->pressCard = false;
        if (at >= 0) {
            Place(t, app, at, &dropped);
        } else {
            PtAnim_Return(t, app, Patience_CurrentCard(&t->game), dropped);
        }
        return;
    }
    if (t->pressCard) {
        t->pressCard = false;
        if (Gfx_Contains(PtView_SpotRect(t, l), x, y)) {
            Say(t, -1, "Click a marked cell, or drag this card onto one");
            Audio_Play(SFX_SELECT);
        }
        return;
    }
    if (t->pressCell >= 0 && at == t->pressCell) {
        Place(t, app, at, NULL);
    }
    t->pressCell = -1;
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    PtTable *t = (PtTable *)s;
    if (t->autoplay) {
        /* Any input (a mere drift of the mouse aside) hands the screen back. */
        if (ev->action != ACTION_POINTER_MOVE && ev->action != ACTION_NONE) {
            App_Pop(app);
        }
        return;
    }
    PtLayout l;
    PtView_Layout(app, &t->game, &l);
    if (t->finished) {
        /* The scoring comes next; confirm or a click skips the pause before it. */
        if (ev->action == ACTION_CONFIRM || ev->action == ACTION_POINTER_UP) {
            t->beat = 0.0f;
        }
        return;
    }
    bool live = Patience_CurrentCard(&t->game) != CARD_NONE;
    if (ev->action == ACTION_COPY ||
        (ev->action == ACTION_POINTER_UP && !t->dragging && Gfx_Contains(PtView_CopyRect(t, app), ev->x, ev->y))) {
        PatienceAttempt_CopyCode(app, &t->attempt, &t->game);
        return;
    }
    int moved = PtFocus_AfterAction(&t->game, t->focus, ev->action);
    if (moved >= 0) {
        SetFocus(t, moved);
        return;
    }
    switch (ev->action) {
    case ACTION_CONFIRM:
        if (Patience_IsStuck(&t->game)) {
            Refuse(t, app, -1,
                   t->assistOff ? "The serpent is stuck, and a counted attempt has no undo: restart it from the menu"
                                : "The serpent is stuck: undo to take back cards");
        } else {
            Place(t, app, t->focus, NULL);
        }
        break;
    case ACTION_UNDO: Undo(t, app); break;
    case ACTION_REDO: Redo(t, app); break;
    case ACTION_HINT: AskHint(t, app); break;
    case ACTION_HELP: Open(app, RulesScene_Create(app, PATIENCE_RULES_FILE)); break;
    case ACTION_BACK:
    case ACTION_MENU:
        if (t->dragging) {
            t->dragging = false;
            t->pressCard = false;
            PtAnim_Return(t, app, Patience_CurrentCard(&t->game), PtView_DragRect(t, &l));
        }
        Open(app, PauseScene_Create(app, PATIENCE_RULES_FILE, OnRestart, OnQuit, t));
        break;
    case ACTION_POINTER_MOVE: {
        t->pointerX = ev->x;
        t->pointerY = ev->y;
        float dx = ev->x - t->pressX;
        float dy = ev->y - t->pressY;
        if (t->pressCard && !t->dragging && live && dx * dx + dy * dy > DRAG_START * DRAG_START) {
            PtAnim_Finish(t);
            t->dragging = true;
        }
        int at = PtView_CellAt(&l, &t->cam, ev->x, ev->y);
        t->hover = at >= 0 && PtView_InReach(&t->game, at) ? at : -1;
        if (t->hover >= 0) {
            t->focus = t->hover;
        }
        break;
    }
    case ACTION_POINTER_DOWN:
        t->pointerX = t->pressX = ev->x;
        t->pointerY = t->pressY = ev->y;
        t->pressHint = live && Gfx_Contains(PtView_HintButton(t, &l), ev->x, ev->y);
        t->pressCard = !t->pressHint && live && Gfx_Contains(PtView_SpotRect(t, &l), ev->x, ev->y);
        t->pressCell = t->pressCard || t->pressHint ? -1 : PtView_CellAt(&l, &t->cam, ev->x, ev->y);
        break;
    case ACTION_POINTER_UP: PointerUp(t, app, &l, ev->x, ev->y); break;
    default: break;
    }
}

/* The refined answer may suggest another cell: the focus follows it unless the player has moved it meanwhile. */
static void FollowHint(PtTable *t, int suggested)
{
    if (t->hint.shown && t->hint.count > 0 && t->focus == suggested) {
        t->focus = t->hint.advice[0].cell;
    }
}

/*
 * The attract mode's player: each card shows the engine's heat map at once
 * (the fast level), waits for the normal level's answer and a watchable
 * beat, then goes where the engine says. A finished (or stuck) layout stays
 * in view for a while, and a fresh deal follows.
 */
static void AutoPlay(PtTable *t, App *app, float dt)
{
    t->autoClock += dt;
    if (t->finished || Patience_IsStuck(&t->game)) {
        if (t->autoClock >= AUTO_HOLD) {
            OnRestart(app, t);
            t->autoClock = 0.0f;
        }
        return;
    }
    if (Patience_CurrentCard(&t->game) == CARD_NONE) {
        return;
    }
    if (!t->hint.shown) {
        PtHint_Show(&t->hint, &t->game);
        t->focus = t->hint.shown ? t->hint.advice[0].cell : t->focus;
        return;
    }
    if (t->autoClock >= AUTO_PACE && !t->hint.refined && app->fixedClock) {
        /* Tests and screenshots step a fixed clock without waiting: the card goes when its pace is due, not
           whenever the engine's thread happens to answer, so the same step always shows the same table. */
        PtHint_Wait(&t->hint, &t->game);
    }
    if (t->autoClock >= AUTO_PACE && t->hint.refined && t->hint.count > 0) {
        t->autoClock = 0.0f;
        Place(t, app, t->hint.advice[0].cell, NULL);
    }
}

static void Update(Scene *s, App *app, float dt)
{
    PtTable *t = (PtTable *)s;
    PtAnim_Update(t, app, dt);
    int suggested = t->hint.shown ? t->hint.advice[0].cell : -1;
    if (PtHint_Update(&t->hint, &t->game, dt)) {
        FollowHint(t, suggested);
    }
    if (t->autoplay) {
        AutoPlay(t, app, dt);
        return;
    }
    /* Only while on top: the scoring replaces the top scene, which must be this one. */
    if (t->finished && App_Top(app) == s) {
        t->beat -= dt;
        if (t->beat <= 0.0f) {
            Finish(t, app);
        }
    }
}

static void Draw(Scene *s, App *app)
{
    PtView_Draw((PtTable *)s, app);
}

static void Enter(Scene *s, App *app)
{
    PtTable *t = (PtTable *)s;
    PtAnim_SnapCamera(t, app);
    t->shownScore = (float)Patience_Score(&t->game);
    if (Patience_IsComplete(&t->game)) {
        /* A finished layout saved just before the game stopped: record it now, unless it was (its key says). */
        t->finished = true;
        t->foundAgain = true;
        t->beat = App_AnimTime(app, BEAT_TIME * 0.5f);
        return;
    }
    Save(t, app);
    SaveAttempt(t, app);
    PtAnim_Deal(t, app, Patience_CurrentCard(&t->game), App_AnimTime(app, 0.25f));
}

static void Destroy(Scene *s)
{
    PtTable *t = (PtTable *)s;
    /* The search reads the scene's copy of the game: it must be over before the scene goes. */
    PtHint_Hide(&t->hint);
    Worker_Wait(&t->hint.worker);
    free(s);
}

static bool Locate(Scene *s, App *app, const char *name, SDL_FRect *out)
{
    PtTable *t = (PtTable *)s;
    PtLayout l;
    PtView_Layout(app, &t->game, &l);
    int row, col;
    char extra;
    if (sscanf(name, "r%dc%d%c", &row, &col, &extra) == 2) {
        if (row < 0 || row >= PATIENCE_BOARD || col < 0 || col >= PATIENCE_BOARD) {
            return false;
        }
        *out = PtView_CellRect(&l, &t->cam, Patience_Cell(row, col));
        return true;
    }
    if (strcmp(name, "card") == 0) {
        *out = PtView_SpotRect(t, &l);
        return true;
    }
    if (strcmp(name, "hint") == 0) {
        *out = PtView_HintButton(t, &l);
        return true;
    }
    if (strcmp(name, "copy-code") == 0) {
        *out = PtView_CopyRect(t, app);
        return true;
    }
    if (strcmp(name, "pack") == 0) {
        *out = l.pack;
        return true;
    }
    if (strcmp(name, "board") == 0) {
        *out = l.area;
        return true;
    }
    if (strcmp(name, "focus") == 0) {
        *out = PtView_CellRect(&l, &t->cam, t->focus);
        return true;
    }
    return false;
}

static const SceneOps kOps = {
    .name = "patience-table",
    .enter = Enter,
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
};

PtTable *PtTable_Alloc(void)
{
    PtTable *t = calloc(1, sizeof *t);
    if (t == NULL) {
        return NULL;
    }
    t->base.ops = &kOps;
    t->hover = -1;
    t->pressCell = -1;
    t->messageCell = -1;
    return t;
}

Scene *PatienceTableScene_CreateNew(App *app, PatienceVariant variant, uint64_t seed)
{
    (void)app;
    PtTable *t = PtTable_Alloc();
    if (t == NULL) {
        return NULL;
    }
    Patience_NewGame(&t->game, variant, seed != 0 ? seed : FreshSeed());
    PtTable_Reset(t);
    return &t->base;
}

Scene *PatienceTableScene_CreateResume(App *app, const PatienceGame *game, int undosUsed)
{
    return PatienceTableScene_CreateResumeWithHints(app, game, undosUsed, 0);
}

Scene *PatienceTableScene_CreateResumeWithHints(App *app, const PatienceGame *game, int undosUsed, int hintsUsed)
{
    (void)app;
    PtTable *t = PtTable_Alloc();
    if (t == NULL) {
        return NULL;
    }
    t->game = *game;
    t->undos = undosUsed < 0 ? 0 : undosUsed;
    t->hints = hintsUsed < 0 ? 0 : hintsUsed;
    PatienceAttemptFile file;
    if (PatienceChallengeStore_LoadAttempt(game, &file)) {
        t->attempt = (PatienceAttempt){true, file.challenge, file.counted, file.fromCode};
        t->assistOff = file.counted;
    }
    PtTable_Reset(t);
    return &t->base;
}

Scene *PatienceTableScene_CreateAttempt(App *app, const PatienceAttempt *attempt, const PatienceGame *resume,
                                        int undosUsed, int hintsUsed)
{
    (void)app;
    PtTable *t = PtTable_Alloc();
    if (t == NULL) {
        return NULL;
    }
    if (resume != NULL) {
        t->game = *resume;
    } else if (!PatienceChallenge_NewGame(&attempt->challenge, &t->game)) {
        free(t);
        return NULL;
    }
    t->undos = undosUsed < 0 ? 0 : undosUsed;
    t->hints = hintsUsed < 0 ? 0 : hintsUsed;
    t->attempt = *attempt;
    t->assistOff = attempt->active && attempt->counted;
    PtTable_Reset(t);
    return &t->base;
}

/* ---- for tests ---- */

const PatienceAttempt *PatienceTableScene_Attempt(Scene *scene)
{
    return &((PtTable *)scene)->attempt;
}

const PatienceGame *PatienceTableScene_Game(Scene *scene)
{
    return &((PtTable *)scene)->game;
}

int PatienceTableScene_Undos(Scene *scene)
{
    return ((PtTable *)scene)->undos;
}

int PatienceTableScene_Focus(Scene *scene)
{
    return ((PtTable *)scene)->focus;
}

const char *PatienceTableScene_Message(Scene *scene)
{
    PtTable *t = (PtTable *)scene;
    return t->messageTime > 0.0f ? t->message : "";
}

int PatienceTableScene_Hints(Scene *scene)
{
    return ((PtTable *)scene)->hints;
}

const PatienceAdvice *PatienceTableScene_WaitHint(Scene *scene, int *count, bool *refined)
{
    PtTable *t = (PtTable *)scene;
    int suggested = t->hint.shown ? t->hint.advice[0].cell : -1;
    if (PtHint_Wait(&t->hint, &t->game)) {
        FollowHint(t, suggested);
    }
    *count = t->hint.shown ? t->hint.count : 0;
    *refined = t->hint.refined;
    return t->hint.shown ? t->hint.advice : NULL;
}

void PatienceTableScene_SetAssistOff(Scene *scene, bool off)
{
    PtTable *t = (PtTable *)scene;
    t->assistOff = off;
    if (off) {
        PtHint_Hide(&t->hint);
    }
}
