/* patience_multi_scene.c: several players on one Poker Patience deal: each device drives its own board only. */
#include "games/patience/multiplayer/patience_multi_table.h"

#include "games/patience/multiplayer/patience_multi_store.h"
#include "games/patience/patience_scenes.h"

#include "app/app.h"
#include "core/patience/patience_ai.h"
#include "core/rng.h"
#include "platform/log.h"
#include "scenes/scenes.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define BEAT_TIME 1.4f    /* the finished layouts stay in view this long before the results */
#define MESSAGE_TIME 2.5f /* a refusal's reason stays readable */
#define SLIDE_TIME 0.22f
#define DEMO_SEED 39u

enum {
    MENU_RESUME,
    MENU_RULES,
    MENU_QUIT
};

/* ---- the rules of the table ---- */

Card PmTable_CardFor(const PmTable *t, int seat)
{
    const PatienceGame *g = &t->boards[seat].game;
    if (t->finished || seat < 0 || seat >= t->setup.count) {
        return CARD_NONE;
    }
    if (t->setup.mode == PM_PASS) {
        return seat == t->turn && !t->handOver ? Patience_CurrentCard(g) : CARD_NONE;
    }
    /* Split screen: a player who has placed this round's card waits for the others. */
    return g->placed == t->round && t->round < PATIENCE_CARDS ? g->deal[t->round] : CARD_NONE;
}

Card PmTable_SharedCard(const PmTable *t)
{
    if (t->setup.mode == PM_PASS) {
        return t->turn < t->setup.count ? Patience_CurrentCard(&t->boards[t->turn].game) : CARD_NONE;
    }
    return t->round < PATIENCE_CARDS ? t->boards[0].game.deal[t->round] : CARD_NONE;
}

/* The seat an action belongs to: by its device in split screen, the player in turn in pass-and-play. */
static int SeatOf(const PmTable *t, const InputEvent *ev)
{
    if (t->setup.mode == PM_PASS) {
        return t->turn < t->setup.count ? t->turn : -1;
    }
    int pad = ev->device == DEVICE_GAMEPAD ? ev->pad : PM_KEYBOARD;
    for (int i = 0; i < t->setup.count; i++) {
        if (t->setup.seats[i].pad == pad) {
            return i;
        }
    }
    return -1;
}

static int NearestLegal(const PatienceGame *game, int from)
{
    uint8_t cells[PATIENCE_CELLS];
    int n = Patience_LegalCells(game, cells);
    int best = from;
    int bestD = 1 << 30;
    for (int i = 0; i < n; i++) {
        int dr = Patience_CellRow(cells[i]) - Patience_CellRow(from);
        int dc = Patience_CellCol(cells[i]) - Patience_CellCol(from);
        if (dr * dr + dc * dc < bestD) {
            bestD = dr * dr + dc * dc;
            best = cells[i];
        }
    }
    return best;
}

/* Saved after every change, so a game stopped any way at all can be resumed from the setup screen. */
static void Save(PmTable *t, App *app)
{
    if (t->demo || t->recorded) {
        return;
    }
    PmSavedGame saved;
    memset(&saved, 0, sizeof saved);
    saved.setup = t->setup;
    saved.seed = t->seed;
    saved.turn = t->turn < t->setup.count ? t->turn : t->setup.count - 1;
    for (int i = 0; i < t->setup.count; i++) {
        saved.games[i] = t->boards[i].game;
    }
    char message[PLAYER_MESSAGE_MAX];
    if (PatienceMultiStore_SaveGame(&saved, message, sizeof message) != PATIENCE_STORE_OK) {
        App_Toast(app, "%s", message);
    }
}

static void Refuse(PmBoard *b, const char *text)
{
    snprintf(b->message, sizeof b->message, "%s", text);
    b->messageTime = MESSAGE_TIME;
    Audio_Play(SFX_ERROR);
}

static void Finish(PmTable *t, App *app)
{
    if (t->recorded) {
        return;
    }
    t->recorded = true;
    if (!t->demo) {
        const char *names[PM_MAX_SEATS];
        int scores[PM_MAX_SEATS];
        for (int i = 0; i < t->setup.count; i++) {
            names[i] = t->setup.seats[i].name;
            scores[i] = Patience_Score(&t->boards[i].game);
        }
        char message[PLAYER_MESSAGE_MAX];
        PatienceStoreStatus status =
            PatienceMultiStore_Record(names, scores, t->setup.count, NULL, message, sizeof message);
        if (status != PATIENCE_STORE_OK && message[0] != '\0') {
            App_Toast(app, "%s", message);
        }
        /* Only with the result safely in the records does the game in progress go. */
        if (status != PATIENCE_STORE_IO_ERROR) {
            PatienceMultiStore_ClearGame();
        }
    }
    PatienceGame games[PM_MAX_SEATS];
    for (int i = 0; i < t->setup.count; i++) {
        games[i] = t->boards[i].game;
    }
    Scene *results = PatienceMultiResultsScene_Create(app, &t->setup, games);
    if (results != NULL) {
        App_Replace(app, results);
    }
}

/* After a placement or an undo: deals the next card once everyone has placed, or ends a turn or the game. */
static void Advance(PmTable *t, App *app)
{
    if (t->setup.mode == PM_PASS) {
        if (Patience_IsComplete(&t->boards[t->turn].game)) {
            t->beat = App_AnimTime(app, BEAT_TIME);
            t->finished = t->turn == t->setup.count - 1;
            if (!t->finished) {
                t->beat = fmaxf(t->beat, 0.01f);
            }
        }
        return;
    }
    for (int i = 0; i < t->setup.count; i++) {
        if (t->boards[i].game.placed <= t->round) {
            return;
        }
    }
    t->round++;
    for (int i = 0; i < t->setup.count; i++) {
        t->boards[i].placedPulse = 0.0f;
    }
    if (t->round >= PATIENCE_CARDS) {
        t->finished = true;
        t->beat = App_AnimTime(app, BEAT_TIME);
    } else {
        Audio_Play(SFX_DEAL);
    }
}

static void Place(PmTable *t, App *app, int seat, int cell)
{
    PmBoard *b = &t->boards[seat];
    Card card = PmTable_CardFor(t, seat);
    if (card == CARD_NONE) {
        if (t->setup.mode == PM_SPLIT && !t->finished) {
            Refuse(b, "Placed: waiting for the others");
        }
        return;
    }
    int row = Patience_CellRow(cell);
    int col = Patience_CellCol(cell);
    PatienceStatus status = Patience_Check(&b->game, row, col);
    if (status != PATIENCE_OK) {
        Refuse(b, Patience_StatusText(status));
        return;
    }
    Patience_Place(&b->game, row, col);
    b->redoCount = 0; /* a card laid: what undo took back is gone (Redo restores its own after this) */
    b->messageTime = 0.0f;
    b->placedPulse = 0.0f;
    b->slide = (PmSlide){true, card, cell, PmView_Spot(t, app), 0.0f, App_AnimTime(app, SLIDE_TIME)};
    b->hover = -1;
    Audio_Play(SFX_PLACE);
    PatienceLine lines[PATIENCE_LINES];
    Patience_Lines(&b->game, lines);
    for (int i = 0; i < PATIENCE_LINES; i++) {
        bool through = lines[i].isColumn ? lines[i].at == col : lines[i].at == row;
        if (through && lines[i].count == PATIENCE_SIDE && lines[i].points > 0) {
            Audio_Play(SFX_SCORE);
            break;
        }
    }
    b->focus = NearestLegal(&b->game, cell);
    Advance(t, app);
    Save(t, app);
}

static void Undo(PmTable *t, App *app, int seat)
{
    PmBoard *b = &t->boards[seat];
    bool mayUndo = t->setup.mode == PM_PASS ? seat == t->turn && !t->handOver && b->game.placed > 0 && t->beat <= 0.0f
                                            : b->game.placed == t->round + 1;
    if (t->finished || !mayUndo) {
        Refuse(b, t->setup.mode == PM_PASS ? "Nothing to undo" : "Only the card of this round can be taken back");
        return;
    }
    int cell = b->game.moves[b->game.placed - 1];
    Patience_Undo(&b->game);
    if (b->redoCount < PATIENCE_CARDS) {
        b->redo[b->redoCount++] = cell;
    }
    b->slide.active = false;
    b->focus = cell;
    Audio_Play(SFX_MOVE);
    Save(t, app);
}

/* Lays again, where it lay, the card undo took back (Shift+Z, Ctrl+Y, the left stick's click). */
static void Redo(PmTable *t, App *app, int seat)
{
    PmBoard *b = &t->boards[seat];
    if (b->redoCount == 0) {
        Refuse(b, "Nothing to redo");
        return;
    }
    int rest = b->redoCount - 1;
    int placed = b->game.placed;
    Place(t, app, seat, b->redo[rest]);
    if (b->game.placed > placed) {
        b->redoCount = rest;
    }
}

static void SetFocus(PmBoard *b, int cell)
{
    if (cell != b->focus) {
        b->focus = cell;
        Audio_Play(SFX_MOVE);
    }
}

/* ---- the pause menu and the lost controller ---- */

static void OpenMenu(PmTable *t)
{
    UiMenu_Init(&t->menu, LAYOUT_W * 0.5f - 200.0f, 300.0f, 400.0f, 56.0f);
    UiMenu_Add(&t->menu, "Resume");
    UiMenu_Add(&t->menu, "Rules");
    UiMenu_Add(&t->menu, "Quit to menu");
    t->pause = PM_PAUSED;
    Audio_Play(SFX_SELECT);
}

static void HandleMenu(PmTable *t, App *app, const InputEvent *ev)
{
    if (ev->action == ACTION_BACK || ev->action == ACTION_MENU) {
        t->pause = PM_PLAYING; /* a missing controller is noticed again at the next step */
        Audio_Play(SFX_SELECT);
        return;
    }
    int index = 0;
    UiMenuResult r = UiMenu_Handle(&t->menu, ev, &index);
    if (r != UI_MENU_ACTIVATE) {
        return;
    }
    switch (index) {
    case MENU_RESUME: t->pause = PM_PLAYING; break;
    case MENU_RULES: {
        Scene *rules = RulesScene_Create(app, PATIENCE_RULES_FILE);
        if (rules != NULL) {
            App_Push(app, rules);
        }
        break;
    }
    case MENU_QUIT:
        /* The game was saved after its last change: it can be resumed from the setup screen. */
        Save(t, app);
        App_Pop(app);
        break;
    default: break;
    }
}

static bool DeviceTaken(const PmTable *t, int pad)
{
    for (int i = 0; i < t->setup.count; i++) {
        if (t->setup.seats[i].pad == pad) {
            return true;
        }
    }
    return false;
}

static void HandleLost(PmTable *t, App *app, const InputEvent *ev)
{
    if (ev->action == ACTION_MENU) {
        OpenMenu(t);
        return;
    }
    if (ev->action != ACTION_CONFIRM) {
        return;
    }
    int pad = ev->device == DEVICE_GAMEPAD ? ev->pad : PM_KEYBOARD;
    if (DeviceTaken(t, pad)) {
        return; /* another player's device: it cannot take over a second board */
    }
    PmSeat *seat = &t->setup.seats[t->lostSeat];
    seat->pad = pad;
    char device[32];
    App_Toast(app, "%s now plays with %s", seat->name, PatienceMulti_DeviceName(pad, device, sizeof device));
    t->pause = PM_PLAYING;
    t->lostSeat = -1;
    Audio_Play(SFX_SELECT);
    Save(t, app);
}

/* ---- input ---- */

static void Pointer(PmTable *t, App *app, const InputEvent *ev, int seat)
{
    PmBoard *b = &t->boards[seat];
    PmBoardLayout bl;
    PmView_Board(t, app, seat, &bl);
    int at = PtView_CellAt(&bl.cells, &b->cam, ev->x, ev->y);
    at = at >= 0 && PtView_InReach(&b->game, at) ? at : -1;
    switch (ev->action) {
    case ACTION_POINTER_MOVE:
        b->hover = at;
        if (at >= 0) {
            b->focus = at;
        }
        break;
    case ACTION_POINTER_DOWN: t->pressCell = at; break;
    case ACTION_POINTER_UP:
        if (at >= 0 && at == t->pressCell) {
            Place(t, app, seat, at);
        }
        t->pressCell = -1;
        break;
    default: break;
    }
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    PmTable *t = (PmTable *)s;
    if (t->pause == PM_PAUSED) {
        HandleMenu(t, app, ev);
        return;
    }
    if (t->pause == PM_LOST_CONTROLLER) {
        HandleLost(t, app, ev);
        return;
    }
    if (ev->action == ACTION_MENU || ev->action == ACTION_BACK) {
        OpenMenu(t);
        return;
    }
    if (ev->action == ACTION_HELP) {
        Scene *rules = RulesScene_Create(app, PATIENCE_RULES_FILE);
        if (rules != NULL) {
            App_Push(app, rules);
        }
        return;
    }
    if (t->finished) {
        if (ev->action == ACTION_CONFIRM || ev->action == ACTION_POINTER_UP) {
            t->beat = 0.0f; /* skip the pause before the results */
        }
        return;
    }
    if (t->handOver) {
        if (ev->action == ACTION_CONFIRM || ev->action == ACTION_POINTER_UP) {
            t->handOver = false;
            t->boards[t->turn].focus = NearestLegal(&t->boards[t->turn].game, Patience_Cell(4, 4));
            Audio_Play(SFX_DEAL);
        }
        return;
    }
    int seat = SeatOf(t, ev);
    if (seat < 0) {
        /* A device no player has: it joins at the setup, not mid-game, and says so rather than do nothing. */
        if (ev->action == ACTION_CONFIRM) {
            if (ev->device == DEVICE_GAMEPAD) {
                App_Toast(app, "Gamepad %d has no board at this table: players join on the setup screen.", ev->pad + 1);
            } else {
                App_Toast(app, "The keyboard has no board at this table: players join on the setup screen.");
            }
        }
        return;
    }
    PmBoard *b = &t->boards[seat];
    int moved = PtFocus_AfterAction(&b->game, b->focus, ev->action);
    if (moved >= 0) {
        SetFocus(b, moved);
        return;
    }
    switch (ev->action) {
    case ACTION_CONFIRM: Place(t, app, seat, b->focus); break;
    case ACTION_UNDO: Undo(t, app, seat); break;
    case ACTION_REDO: Redo(t, app, seat); break;
    case ACTION_POINTER_MOVE:
    case ACTION_POINTER_DOWN:
    case ACTION_POINTER_UP: Pointer(t, app, ev, seat); break;
    default: break;
    }
}

static void Update(Scene *s, App *app, float dt)
{
    PmTable *t = (PmTable *)s;
    t->time += dt;
    if (t->setup.mode == PM_SPLIT && !t->demo && t->pause != PM_PAUSED) {
        int lost = -1;
        for (int i = 0; i < t->setup.count && lost < 0; i++) {
            int pad = t->setup.seats[i].pad;
            if (pad >= 0 && (pad >= INPUT_MAX_PADS || app->input.pads[pad] == NULL)) {
                lost = i;
            }
        }
        if (lost >= 0 && t->pause != PM_LOST_CONTROLLER) {
            t->pause = PM_LOST_CONTROLLER;
            Audio_Play(SFX_ERROR);
        } else if (lost < 0 && t->pause == PM_LOST_CONTROLLER) {
            t->pause = PM_PLAYING; /* plugged back in */
            Audio_Play(SFX_SELECT);
        }
        t->lostSeat = lost;
    }
    for (int i = 0; i < t->setup.count; i++) {
        PmBoard *b = &t->boards[i];
        PtCamera target = PmView_CameraTarget(t, app, i);
        float k = 1.0f - expf(-dt * 9.0f);
        b->cam.row += (target.row - b->cam.row) * k;
        b->cam.col += (target.col - b->cam.col) * k;
        b->cam.halfR += (target.halfR - b->cam.halfR) * k;
        b->cam.halfC += (target.halfC - b->cam.halfC) * k;
        b->cam.zoom += (target.zoom - b->cam.zoom) * k;
        if (b->slide.active) {
            b->slide.t += dt;
            b->slide.active = b->slide.t < b->slide.dur;
        }
        b->placedPulse += dt;
        b->messageTime = fmaxf(0.0f, b->messageTime - dt);
        float score = (float)Patience_Score(&b->game);
        b->shownScore = b->shownScore < score ? fminf(score, b->shownScore + dt * 40.0f) : score;
    }
    if (t->beat > 0.0f && App_Top(app) == s && t->pause == PM_PLAYING) {
        t->beat -= dt;
        if (t->beat > 0.0f) {
            return;
        }
        t->beat = 0.0f;
        if (t->finished) {
            Finish(t, app);
        } else if (t->setup.mode == PM_PASS) {
            t->turn++;
            t->handOver = true;
            Save(t, app);
        }
    } else if (t->finished && t->beat <= 0.0f && App_Top(app) == s) {
        Finish(t, app);
    }
}

static void Draw(Scene *s, App *app)
{
    PmView_Draw((PmTable *)s, app);
}

static void Destroy(Scene *s)
{
    free(s);
}

static bool Locate(Scene *s, App *app, const char *name, SDL_FRect *out)
{
    PmTable *t = (PmTable *)s;
    int seat, row, col;
    char extra;
    /* "p1r4c4": player 1's cell (4,4), for tests that click like a player. */
    if (sscanf(name, "p%dr%dc%d%c", &seat, &row, &col, &extra) == 3) {
        seat--;
        if (seat < 0 || seat >= t->setup.count || row < 0 || row >= PATIENCE_BOARD || col < 0 ||
            col >= PATIENCE_BOARD) {
            return false;
        }
        PmBoardLayout bl;
        PmView_Board(t, app, seat, &bl);
        *out = PtView_CellRect(&bl.cells, &t->boards[seat].cam, Patience_Cell(row, col));
        return true;
    }
    if (strcmp(name, "card") == 0) {
        *out = PmView_Spot(t, app);
        return true;
    }
    if (t->pause == PM_PAUSED) {
        return UiMenu_Locate(&t->menu, name, out);
    }
    return false;
}

static void Enter(Scene *s, App *app)
{
    Save((PmTable *)s, app);
}

static const SceneOps kOps = {
    .name = "patience-multi",
    .enter = Enter,
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
};

static uint64_t FreshSeed(void)
{
    uint64_t x = Rng_Mix(SDL_GetPerformanceCounter() ^ ((uint64_t)time(NULL) << 24));
    return 1u + x % 999999999u;
}

static PmTable *Make(const PmSetup *setup, uint64_t seed)
{
    if (setup->count < 2 || setup->count > PM_MAX_SEATS) {
        return NULL;
    }
    PmTable *t = calloc(1, sizeof *t);
    if (t == NULL) {
        return NULL;
    }
    t->base.ops = &kOps;
    t->setup = *setup;
    t->seed = seed != 0 ? seed : FreshSeed();
    t->lostSeat = -1;
    t->pressCell = -1;
    t->handOver = setup->mode == PM_PASS;
    for (int i = 0; i < setup->count; i++) {
        PmBoard *b = &t->boards[i];
        Patience_NewGame(&b->game, setup->variant, t->seed);
        b->focus = NearestLegal(&b->game, Patience_Cell(PATIENCE_CENTRE, PATIENCE_CENTRE));
        b->hover = -1;
        b->cam = (PtCamera){PATIENCE_CENTRE, PATIENCE_CENTRE, PATIENCE_SIDE * 0.5f, PATIENCE_SIDE * 0.5f, 1.0f};
    }
    return t;
}

Scene *PatienceMultiScene_Create(App *app, const PmSetup *setup, uint64_t seed)
{
    PmTable *t = Make(setup, seed);
    if (t == NULL) {
        return NULL;
    }
    for (int i = 0; i < setup->count; i++) {
        t->boards[i].cam = PmView_CameraTarget(t, app, i);
    }
    return &t->base;
}

Scene *PatienceMultiScene_CreateResume(App *app, const PmSavedGame *saved)
{
    PmTable *t = Make(&saved->setup, saved->seed);
    if (t == NULL) {
        return NULL;
    }
    t->round = PATIENCE_CARDS;
    for (int i = 0; i < saved->setup.count; i++) {
        PmBoard *b = &t->boards[i];
        b->game = saved->games[i];
        int last = b->game.placed > 0 ? b->game.moves[b->game.placed - 1] : Patience_Cell(4, 4);
        b->focus = NearestLegal(&b->game, last);
        b->shownScore = (float)Patience_Score(&b->game);
        b->placedPulse = 5.0f;
        t->round = b->game.placed < t->round ? b->game.placed : t->round;
    }
    if (saved->setup.mode == PM_PASS) {
        t->turn = saved->turn;
        t->handOver = true; /* whoever holds the device now must not see the layout before its player is ready */
    }
    for (int i = 0; i < saved->setup.count; i++) {
        t->boards[i].cam = PmView_CameraTarget(t, app, i);
    }
    return &t->base;
}

/* ---- demos for screenshots ---- */

static PmSetup DemoSetup(int count, PmMode mode)
{
    static const char *const kNames[] = {"Ada", "Ben", "Cleo", "Dora"};
    PmSetup s = {mode, Patience_DefaultVariant(), count, {{{0}, 0, 0}}};
    for (int i = 0; i < count; i++) {
        snprintf(s.seats[i].name, sizeof s.seats[i].name, "%s", Scenes_DemoName(i, kNames[i]));
        s.seats[i].colour = i;
        s.seats[i].pad = mode == PM_PASS ? PM_KEYBOARD : (i == 0 ? PM_KEYBOARD : i - 1);
    }
    return s;
}

/* Demo players follow the engine's quick ranking, each taking a different choice of it, so the boards differ. */
static void DemoPlay(PmTable *t, int seat, int cards)
{
    PatienceGame *g = &t->boards[seat].game;
    for (int i = 0; i < cards && !Patience_IsComplete(g); i++) {
        PatienceAdvice advice[PATIENCE_CELLS];
        int n = PatienceAi_Rank(g, PATIENCE_AI_FAST, 1000u + (uint64_t)i, advice, PATIENCE_CELLS);
        if (n <= 0) {
            break;
        }
        int cell = advice[(seat * (i % 3)) % n].cell;
        if (Patience_Place(g, Patience_CellRow(cell), Patience_CellCol(cell)) != PATIENCE_OK) {
            break;
        }
    }
    t->boards[seat].focus = NearestLegal(g, g->placed > 0 ? g->moves[g->placed - 1] : Patience_Cell(4, 4));
    t->boards[seat].shownScore = (float)Patience_Score(g);
    t->boards[seat].placedPulse = 5.0f;
}

static Scene *Demo(App *app, int count, int round, int ahead)
{
    PmSetup setup = DemoSetup(count, PM_SPLIT);
    PmTable *t = Make(&setup, DEMO_SEED);
    if (t == NULL) {
        return NULL;
    }
    t->demo = true;
    t->round = round;
    for (int i = 0; i < count; i++) {
        /* The first `ahead` players have placed this round's card already: they wait, the others think. */
        DemoPlay(t, i, round + (i < ahead ? 1 : 0));
        t->boards[i].cam = PmView_CameraTarget(t, app, i);
    }
    return &t->base;
}

Scene *PatienceMultiScene_CreateDemo2(App *app)
{
    return Demo(app, 2, 18, 1);
}

Scene *PatienceMultiScene_CreateDemo4(App *app)
{
    return Demo(app, 4, 20, 2);
}

Scene *PatienceMultiScene_CreateDemoPass(App *app)
{
    PmSetup setup = DemoSetup(3, PM_PASS);
    PmTable *t = Make(&setup, DEMO_SEED);
    if (t == NULL) {
        return NULL;
    }
    t->demo = true;
    DemoPlay(t, 0, PATIENCE_CARDS);
    t->turn = 1;
    t->handOver = true;
    (void)app;
    return &t->base;
}

/* ---- for tests ---- */

const PatienceGame *PatienceMultiScene_Game(Scene *scene, int seat)
{
    return &((PmTable *)scene)->boards[seat].game;
}

int PatienceMultiScene_Focus(Scene *scene, int seat)
{
    return ((PmTable *)scene)->boards[seat].focus;
}

int PatienceMultiScene_Round(Scene *scene)
{
    PmTable *t = (PmTable *)scene;
    return t->setup.mode == PM_PASS ? t->turn : t->round;
}

bool PatienceMultiScene_HandOver(Scene *scene)
{
    return ((PmTable *)scene)->handOver;
}

int PatienceMultiScene_LostSeat(Scene *scene)
{
    PmTable *t = (PmTable *)scene;
    return t->pause == PM_LOST_CONTROLLER ? t->lostSeat : -1;
}
