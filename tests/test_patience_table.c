/* test_patience_table.c: whole Poker Patience games played headlessly by keyboard, mouse and gamepad, checked against the core. */
#define _POSIX_C_SOURCE 200809L
#include "scene_harness.h"
#include "temp_dir.h"

#include "core/patience/patience_stats.h"
#include "games/patience/patience_scenes.h"
#include "games/patience/patience_store.h"
#include "games/patience/patience_table.h"
#include "platform/audio.h"
#include "render/layout_record.h"
#include "scenes/scenes.h"
#include "ui/ui_draw.h"

#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cmocka.h>

typedef enum Device {
    BY_KEYBOARD,
    BY_MOUSE,
    BY_PAD
} Device;
/* Which legal cell the test player takes: all three are simple and computed from the core alone. */
typedef enum Policy {
    FIRST_LEGAL,
    LAST_LEGAL,
    MIDDLE_LEGAL
} Policy;

static App *StartTable(PatienceVariant variant, uint64_t seed, AnimSpeed speed)
{
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    app->settings.animSpeed = speed;
    App_Push(app, TitleScene_Create(app));
    App_Push(app, PatienceTableScene_CreateNew(app, variant, seed));
    App_ApplySceneOps(app);
    Harness_Frames(app, 5);
    assert_string_equal(Harness_TopName(app), "patience-table");
    return app;
}

static Scene *Table(App *app)
{
    Scene *top = App_Top(app);
    assert_non_null(top);
    assert_string_equal(top->ops->name, "patience-table");
    return top;
}

static int Choose(const PatienceGame *game, Policy policy)
{
    uint8_t cells[PATIENCE_CELLS];
    int n = Patience_LegalCells(game, cells);
    assert_true(n > 0);
    switch (policy) {
    case FIRST_LEGAL: return cells[0];
    case LAST_LEGAL: return cells[n - 1];
    default: return cells[n / 2];
    }
}

static void PressDir(App *app, Device device, int dr, int dc)
{
    if (device == BY_PAD) {
        Harness_PadButton(app, dr < 0   ? SDL_CONTROLLER_BUTTON_DPAD_UP
                               : dr > 0 ? SDL_CONTROLLER_BUTTON_DPAD_DOWN
                               : dc < 0 ? SDL_CONTROLLER_BUTTON_DPAD_LEFT
                                        : SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    } else {
        Harness_Key(app, dr < 0 ? SDLK_UP : dr > 0 ? SDLK_DOWN : dc < 0 ? SDLK_LEFT : SDLK_RIGHT);
    }
}

/* Moves the focus to cell with arrows (or the d-pad) and places the card there with Enter (or A). */
static void PlaceWithFocus(App *app, Device device, int cell)
{
    for (int guard = 0; guard < 20 && PatienceTableScene_Focus(Table(app)) != cell; guard++) {
        int focus = PatienceTableScene_Focus(Table(app));
        int dr = Patience_CellRow(cell) - Patience_CellRow(focus);
        int dc = Patience_CellCol(cell) - Patience_CellCol(focus);
        PressDir(app, device, dr > 0 ? 1 : (dr < 0 ? -1 : 0), dr != 0 ? 0 : (dc > 0 ? 1 : -1));
    }
    assert_int_equal(PatienceTableScene_Focus(Table(app)), cell);
    if (device == BY_PAD) {
        Harness_PadButton(app, SDL_CONTROLLER_BUTTON_A);
    } else {
        Harness_Key(app, SDLK_RETURN);
    }
}

static void ClickCell(App *app, int cell)
{
    char name[16];
    snprintf(name, sizeof name, "r%dc%d", Patience_CellRow(cell), Patience_CellCol(cell));
    /* Let the camera settle first: a player clicks where the cell is, not where it is going. */
    Harness_Frames(app, 50);
    assert_true(Harness_Click(app, name));
}

static void PlaceBy(App *app, Device device, int cell)
{
    if (device == BY_MOUSE) {
        ClickCell(app, cell);
    } else {
        PlaceWithFocus(app, device, cell);
    }
}

static void AssertSameGame(App *app, const PatienceGame *core)
{
    const PatienceGame *shown = PatienceTableScene_Game(Table(app));
    assert_int_equal(shown->placed, core->placed);
    assert_true(Patience_StateHash(shown) == Patience_StateHash(core));
}

/* Plays a whole game with one device, replaying every placement on a core game, and checks the record. */
static void PlayWholeGame(Device device, Policy policy, PatienceVariant variant, uint64_t seed, AnimSpeed speed)
{
    App *app = StartTable(variant, seed, speed);
    if (device == BY_PAD) {
        assert_true(Harness_PadAttach(app));
    }
    PatienceGame core;
    Patience_NewGame(&core, variant, seed);
    for (int i = 0; i < PATIENCE_CARDS; i++) {
        int cell = Choose(&core, policy);
        PlaceBy(app, device, cell);
        assert_int_equal(Patience_Place(&core, Patience_CellRow(cell), Patience_CellCol(cell)), PATIENCE_OK);
        if (i < PATIENCE_CARDS - 1) {
            AssertSameGame(app, &core);
        }
    }
    assert_true(Patience_IsComplete(&core));
    /* A short beat on the finished layout, then the scoring. */
    for (int i = 0; i < 600 && strcmp(Harness_TopName(app), "patience-score") != 0; i++) {
        Harness_Frames(app, 1);
    }
    assert_string_equal(Harness_TopName(app), "patience-score");
    if (device == BY_PAD) {
        assert_int_equal(app->input.lastDevice, DEVICE_GAMEPAD);
    }

    PatienceStats stats;
    char message[512];
    assert_int_equal(PatienceStore_LoadStats(&stats, message, sizeof message), PATIENCE_STORE_OK);
    const PatienceRecord *record = PatienceStats_Get(&stats, variant);
    assert_int_equal(record->games, 1);
    assert_int_equal((int)record->totalScore, Patience_Score(&core));
    assert_int_equal(record->best, Patience_Score(&core));
    assert_true(record->bestSeed == seed);
    assert_false(PatienceStore_HasGame());
    Harness_Stop(app);
}

static void test_keyboard_game(void **state)
{
    (void)state;
    PlayWholeGame(BY_KEYBOARD, FIRST_LEGAL, Patience_DefaultVariant(), 20261122u, ANIM_NORMAL);
}

static void test_mouse_game(void **state)
{
    (void)state;
    PatienceVariant free = {PATIENCE_LAYOUT_FREE, PATIENCE_TABLE_AMERICAN};
    PlayWholeGame(BY_MOUSE, LAST_LEGAL, free, 1909u, ANIM_NORMAL);
}

static void test_mouse_game_floating(void **state)
{
    (void)state;
    PlayWholeGame(BY_MOUSE, MIDDLE_LEGAL, Patience_DefaultVariant(), 31u, ANIM_FAST);
}

static void test_gamepad_game(void **state)
{
    (void)state;
    PatienceVariant american = {PATIENCE_LAYOUT_HOYLE, PATIENCE_TABLE_AMERICAN};
    PlayWholeGame(BY_PAD, MIDDLE_LEGAL, american, 4242u, ANIM_NORMAL);
}

static void test_animations_off(void **state)
{
    (void)state;
    PlayWholeGame(BY_KEYBOARD, LAST_LEGAL, Patience_DefaultVariant(), 77u, ANIM_OFF);
}

static void test_illegal_choices_are_refused(void **state)
{
    (void)state;
    App *app = StartTable(Patience_DefaultVariant(), 5u, ANIM_NORMAL);
    PatienceGame before = *PatienceTableScene_Game(Table(app));
    unsigned sounds = Audio_PlayedCount();

    /* The first card starts the layout at the centre. */
    ClickCell(app, Patience_Cell(3, 3));
    AssertSameGame(app, &before);
    assert_non_null(strstr(PatienceTableScene_Message(Table(app)), "first card"));

    ClickCell(app, Patience_Cell(PATIENCE_CENTRE, PATIENCE_CENTRE));
    assert_int_equal(PatienceTableScene_Game(Table(app))->placed, 1);
    before = *PatienceTableScene_Game(Table(app));

    /* A cell that touches nothing, by mouse... */
    ClickCell(app, Patience_Cell(2, 4));
    AssertSameGame(app, &before);
    assert_non_null(strstr(PatienceTableScene_Message(Table(app)), "touch"));
    /* ...and an occupied one by keyboard. */
    Harness_Frames(app, 400); /* the message fades */
    assert_string_equal(PatienceTableScene_Message(Table(app)), "");
    for (int i = 0; i < 3 && PatienceTableScene_Focus(Table(app)) != Patience_Cell(4, 4); i++) {
        int focus = PatienceTableScene_Focus(Table(app));
        PressDir(app, BY_KEYBOARD, Patience_CellRow(focus) < 4 ? 1 : (Patience_CellRow(focus) > 4 ? -1 : 0),
                 Patience_CellRow(focus) != 4 ? 0 : (Patience_CellCol(focus) < 4 ? 1 : -1));
    }
    assert_int_equal(PatienceTableScene_Focus(Table(app)), Patience_Cell(4, 4));
    Harness_Key(app, SDLK_RETURN);
    AssertSameGame(app, &before);
    assert_non_null(strstr(PatienceTableScene_Message(Table(app)), "already"));
    /* Every refusal is heard (counted only when a mixer is open, as under the dummy driver). */
    if (Audio_IsAvailable()) {
        assert_true(Audio_PlayedCount() > sounds);
    }
    Harness_Stop(app);
}

/* The focus rect lies inside the board area (not under the panel, not off the window), once the camera
   has settled. */
static void AssertFocusOnScreen(App *app)
{
    Harness_Frames(app, 90);
    SDL_FRect focus, board;
    assert_true(App_Top(app)->ops->locate(App_Top(app), app, "focus", &focus));
    assert_true(App_Top(app)->ops->locate(App_Top(app), app, "board", &board));
    const float slack = 1.0f;
    if (focus.x < board.x - slack || focus.y < board.y - slack || focus.x + focus.w > board.x + board.w + slack ||
        focus.y + focus.h > board.y + board.h + slack) {
        fail_msg("focus cell %d at (%.0f,%.0f %.0fx%.0f) leaves the board area (%.0f,%.0f %.0fx%.0f)",
                 PatienceTableScene_Focus(Table(app)), focus.x, focus.y, focus.w, focus.h, board.x, board.y,
                 board.w, board.h);
    }
}

/* Classic layout by keyboard: however far the arrows push, the highlight stays on a cell the player sees,
   at the start (where the rules allow cells four away) and as the layout grows. */
static void test_classic_focus_stays_in_view(void **state)
{
    (void)state;
    static const int sizes[][2] = {{1280, 720}, {800, 600}};
    for (int k = 0; k < 2; k++) {
        App *app = Harness_Start(sizes[k][0], sizes[k][1]);
        assert_non_null(app);
        App_Push(app, TitleScene_Create(app));
        App_Push(app, PatienceTableScene_CreateNew(app, Patience_DefaultVariant(), 77));
        App_ApplySceneOps(app);
        Harness_Frames(app, 5);
        static const SDL_Keycode dirs[4] = {SDLK_LEFT, SDLK_UP, SDLK_RIGHT, SDLK_DOWN};
        for (int card = 0; card < 8; card++) {
            for (int d = 0; d < 4; d++) {
                for (int i = 0; i < 6; i++) {
                    Harness_Key(app, dirs[d]);
                }
                AssertFocusOnScreen(app);
            }
            /* The next card on a legal cell: every legal cell can be reached and is on screen. */
            const PatienceGame *game = PatienceTableScene_Game(Table(app));
            int cell = Choose(game, card % 2 == 0 ? LAST_LEGAL : FIRST_LEGAL);
            PlaceWithFocus(app, BY_KEYBOARD, cell);
            Harness_Frames(app, 60);
            assert_int_equal(PatienceTableScene_Game(Table(app))->placed, card + 1);
        }
        Harness_Stop(app);
    }
}

/* Redo lays again what undo took back, in order; a new card forgets it. */
static void test_redo(void **state)
{
    (void)state;
    App *app = StartTable(Patience_DefaultVariant(), 31, ANIM_OFF);
    for (int i = 0; i < 4; i++) {
        PlaceWithFocus(app, BY_KEYBOARD, Choose(PatienceTableScene_Game(Table(app)), MIDDLE_LEGAL));
        Harness_Frames(app, 3);
    }
    PatienceGame four = *PatienceTableScene_Game(Table(app));
    Harness_Key(app, SDLK_z);
    Harness_Key(app, SDLK_z);
    assert_int_equal(PatienceTableScene_Game(Table(app))->placed, 2);
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_KEYDOWN;
    ev.key.keysym.sym = SDLK_z;
    ev.key.keysym.mod = KMOD_LSHIFT;
    ev.key.windowID = SDL_GetWindowID(app->gfx.window);
    SDL_PushEvent(&ev);
    ev.key.keysym.sym = SDLK_y;
    ev.key.keysym.mod = KMOD_LCTRL;
    SDL_PushEvent(&ev);
    Harness_Frames(app, 3);
    assert_int_equal(PatienceTableScene_Game(Table(app))->placed, 4);
    assert_true(Patience_StateHash(PatienceTableScene_Game(Table(app))) == Patience_StateHash(&four));
    /* Nothing more to redo; after an undo and a different card, redo has nothing either. */
    Harness_Key(app, SDLK_z);
    PlaceWithFocus(app, BY_KEYBOARD, Choose(PatienceTableScene_Game(Table(app)), FIRST_LEGAL));
    Harness_Frames(app, 3);
    int placed = PatienceTableScene_Game(Table(app))->placed;
    ev.key.keysym.sym = SDLK_y;
    SDL_PushEvent(&ev);
    Harness_Frames(app, 3);
    assert_int_equal(PatienceTableScene_Game(Table(app))->placed, placed);
    Harness_Stop(app);
}

/* One frame drawn with the layout record on: true if some text drawn is exactly text. */
static bool FrameShows(App *app, const char *text)
{
    LayoutRecord_Start();
    App_Render(app);
    LayoutRecord_Stop();
    for (int i = 0; i < LayoutRecord_Count(); i++) {
        if (LayoutRecord_Item(i)->kind == LAYOUT_TEXT && strcmp(LayoutRecord_Item(i)->text, text) == 0) {
            return true;
        }
    }
    return false;
}

/* The running score stays at 0 until a line is full: the caption over it says so while it does. */
static void test_zero_score_says_why(void **state)
{
    (void)state;
    App *app = StartTable(Patience_DefaultVariant(), 31, ANIM_OFF);
    assert_true(FrameShows(app, "SCORE")); /* nothing laid: nothing to explain */
    for (int i = 0; i < 4; i++) {
        PlaceWithFocus(app, BY_KEYBOARD, Choose(PatienceTableScene_Game(Table(app)), MIDDLE_LEGAL));
        Harness_Frames(app, 3);
    }
    assert_int_equal(Patience_Score(PatienceTableScene_Game(Table(app))), 0);
    assert_true(FrameShows(app, "FULL LINES SCORE"));
    assert_false(FrameShows(app, "SCORE"));
    Harness_Stop(app);
}

/* A game in progress is carried on from the title in one press: "Continue Poker Patience" opens its table. */
static void test_title_continues_a_saved_game(void **state)
{
    (void)state;
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    App_Push(app, TitleScene_Create(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, 3);
    SDL_FRect row;
    assert_false(App_Top(app)->ops->locate(App_Top(app), app, "Continue Poker Patience", &row)); /* nothing saved */
    PatienceGame game;
    Patience_NewGame(&game, Patience_DefaultVariant(), 515u);
    for (int i = 0; i < 3; i++) {
        uint8_t cells[PATIENCE_CELLS];
        assert_true(Patience_LegalCells(&game, cells) > 0);
        assert_int_equal(Patience_Place(&game, Patience_CellRow(cells[0]), Patience_CellCol(cells[0])), PATIENCE_OK);
    }
    char message[512];
    assert_int_equal(PatienceStore_SaveGame(&game, 0, message, sizeof message), PATIENCE_STORE_OK);
    /* Back on the title (from a lobby, say), the saved game is offered first. */
    App_Push(app, PatienceLobbyScene_Create(app));
    App_ApplySceneOps(app);
    Harness_Key(app, SDLK_ESCAPE);
    assert_string_equal(Harness_TopName(app), "title");
    assert_true(Harness_Click(app, "Continue Poker Patience"));
    Harness_Frames(app, 3);
    assert_int_equal(PatienceTableScene_Game(Table(app))->placed, 3);
    assert_true(Patience_StateHash(PatienceTableScene_Game(Table(app))) == Patience_StateHash(&game));
    Harness_Stop(app);
}

/* The drawn text that starts with prefix, or NULL (after FrameShows). */
static const LayoutItem *Drawn(const char *prefix)
{
    for (int i = 0; i < LayoutRecord_Count(); i++) {
        const LayoutItem *it = LayoutRecord_Item(i);
        if (it->kind == LAYOUT_TEXT && strncmp(it->text, prefix, strlen(prefix)) == 0) {
            return it;
        }
    }
    return NULL;
}

/* The "copied" notice at the top of the window leaves the count of rows above the board in sight (it covered it). */
static void test_notice_leaves_the_rows_count_in_sight(void **state)
{
    (void)state;
    static const int sizes[][2] = {{800, 600}, {1280, 720}, {1920, 1080}};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        App *app = Harness_Start(sizes[k][0], sizes[k][1]);
        assert_non_null(app);
        App_Push(app, TitleScene_Create(app));
        App_Push(app, Scenes_Find("patience-daily-table")(app));
        App_ApplySceneOps(app);
        App_Settle(app, 150);
        App_Toast(app, "Code 5NDG-QFM9-E81T copied: paste it to a friend to play this deal.");
        FrameShows(app, "");
        const LayoutItem *rows = Drawn("\xE2\x96\xB2");
        assert_non_null(Drawn("Code 5NDG"));
        assert_non_null(rows);
        SDL_FRect a = Ui_ToastRect(app, app->toast), b = rows->rect; /* the notice's box, over all it covers */
        assert_true(a.y + a.h <= b.y || b.y + b.h <= a.y || a.x + a.w <= b.x || b.x + b.w <= a.x);
        Harness_Stop(app);
    }
}

/* The board stands in the middle of the window at 16:9, though the panel at its left is wider than the strip at its
   right (it sat 30 units right of the middle). */
static void test_board_is_centred(void **state)
{
    (void)state;
    static const int sizes[][2] = {{1280, 720}, {1920, 1080}, {2560, 1440}};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        App *app = Harness_Start(sizes[k][0], sizes[k][1]);
        assert_non_null(app);
        PatienceGame g;
        Patience_NewGame(&g, (PatienceVariant){PATIENCE_LAYOUT_HOYLE, PATIENCE_TABLE_ENGLISH}, 7u);
        PtLayout l;
        PtView_Layout(app, &g, &l);
        SDL_FRect v = Gfx_View(&app->gfx);
        assert_true(fabsf(l.cx - (v.x + v.w * 0.5f)) < 1.0f);
        PtCamera cam = PtView_CameraTarget(&g, &l);
        SDL_FRect first = PtView_CellRect(&l, &cam, Patience_Cell(PATIENCE_FREE_FIRST, PATIENCE_FREE_FIRST));
        assert_true(first.x > l.panel.x + l.panel.w);
        Harness_Stop(app);
    }
}

static void test_undo(void **state)
{
    (void)state;
    App *app = StartTable(Patience_DefaultVariant(), 99u, ANIM_NORMAL);
    Harness_Key(app, SDLK_z);
    assert_non_null(strstr(PatienceTableScene_Message(Table(app)), "Nothing to undo"));
    PatienceGame core;
    Patience_NewGame(&core, Patience_DefaultVariant(), 99u);
    PatienceGame afterTwo;
    for (int i = 0; i < 3; i++) {
        int cell = Choose(&core, LAST_LEGAL);
        PlaceBy(app, BY_KEYBOARD, cell);
        Patience_Place(&core, Patience_CellRow(cell), Patience_CellCol(cell));
        if (i == 1) {
            afterTwo = core;
        }
    }
    AssertSameGame(app, &core);
    Harness_Key(app, SDLK_z);
    AssertSameGame(app, &afterTwo);
    assert_int_equal(PatienceTableScene_Undos(Table(app)), 1);
    /* The undo is saved, and counted in the save. */
    PatienceGame saved;
    int undos = -1;
    char message[512];
    assert_int_equal(PatienceStore_LoadGame(&saved, &undos, message, sizeof message), PATIENCE_STORE_OK);
    assert_true(Patience_StateHash(&saved) == Patience_StateHash(&afterTwo));
    assert_int_equal(undos, 1);
    /* The gamepad's X undoes too. */
    assert_true(Harness_PadAttach(app));
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_X);
    assert_int_equal(PatienceTableScene_Game(Table(app))->placed, 1);
    assert_int_equal(PatienceTableScene_Undos(Table(app)), 2);
    Harness_Stop(app);
}

/* Serpent (the contact rule on a blind deal) can run into a dead end: the table says so and undo gets out. */
static void test_serpent_dead_end(void **state)
{
    (void)state;
    PatienceVariant serpent = {PATIENCE_LAYOUT_SERPENT, PATIENCE_TABLE_ENGLISH};
    App *app = StartTable(serpent, 5u, ANIM_FAST);
    /* A rook's path that walls its own end in: (4,3) has no free neighbour left. */
    static const int kPath[] = {40, 31, 30, 29, 38, 47, 48, 39};
    for (unsigned i = 0; i < sizeof kPath / sizeof kPath[0]; i++) {
        ClickCell(app, kPath[i]);
        assert_int_equal(PatienceTableScene_Game(Table(app))->placed, (int)i + 1);
    }
    assert_true(Patience_IsStuck(PatienceTableScene_Game(Table(app))));
    Harness_Key(app, SDLK_RETURN);
    assert_non_null(strstr(PatienceTableScene_Message(Table(app)), "stuck"));
    Harness_Key(app, SDLK_u);
    assert_int_equal(PatienceTableScene_Game(Table(app))->placed, 7);
    assert_false(Patience_IsStuck(PatienceTableScene_Game(Table(app))));
    Harness_Stop(app);
}

static void MouseEvent(App *app, Uint32 type, float lx, float ly)
{
    SDL_FRect p = Gfx_ToPixels(&app->gfx, (SDL_FRect){lx, ly, 0, 0});
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = type;
    if (type == SDL_MOUSEMOTION) {
        ev.motion.windowID = SDL_GetWindowID(app->gfx.window);
        ev.motion.x = (int)p.x;
        ev.motion.y = (int)p.y;
    } else {
        ev.button.windowID = SDL_GetWindowID(app->gfx.window);
        ev.button.button = SDL_BUTTON_LEFT;
        ev.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
        ev.button.clicks = 1;
        ev.button.x = (int)p.x;
        ev.button.y = (int)p.y;
    }
    SDL_PushEvent(&ev);
    Harness_Frames(app, 2);
}

/* Presses on the card to place, drags it in steps and lets go at (x, y). */
static void DragCardTo(App *app, float x, float y)
{
    SDL_FRect card;
    Scene *top = Table(app);
    assert_true(top->ops->locate(top, app, "card", &card));
    float sx = card.x + card.w * 0.5f;
    float sy = card.y + card.h * 0.5f;
    MouseEvent(app, SDL_MOUSEMOTION, sx, sy);
    MouseEvent(app, SDL_MOUSEBUTTONDOWN, sx, sy);
    for (int i = 1; i <= 6; i++) {
        MouseEvent(app, SDL_MOUSEMOTION, sx + (x - sx) * (float)i / 6.0f, sy + (y - sy) * (float)i / 6.0f);
    }
    MouseEvent(app, SDL_MOUSEBUTTONUP, x, y);
}

static void test_drag_and_drop(void **state)
{
    (void)state;
    App *app = StartTable(Patience_DefaultVariant(), 12u, ANIM_NORMAL);
    Harness_Frames(app, 90);
    Scene *top = Table(app);
    SDL_FRect centre;
    assert_true(top->ops->locate(top, app, "r4c4", &centre));
    /* Let go on the felt: the card goes back, nothing is laid. */
    DragCardTo(app, centre.x + 40.0f, 700.0f);
    assert_int_equal(PatienceTableScene_Game(Table(app))->placed, 0);
    /* Dropped on the centre cell: laid there. */
    Harness_Frames(app, 60);
    DragCardTo(app, centre.x + centre.w * 0.5f, centre.y + centre.h * 0.5f);
    assert_int_equal(PatienceTableScene_Game(Table(app))->placed, 1);
    assert_int_equal(PatienceTableScene_Game(Table(app))->moves[0], Patience_Cell(4, 4));
    /* Dropped on a cell it may not go to: refused with the reason. */
    Harness_Frames(app, 90);
    SDL_FRect far;
    assert_true(top->ops->locate(top, app, "r4c7", &far));
    DragCardTo(app, far.x + far.w * 0.5f, far.y + far.h * 0.5f);
    assert_int_equal(PatienceTableScene_Game(Table(app))->placed, 1);
    assert_non_null(strstr(PatienceTableScene_Message(Table(app)), "touch"));
    Harness_Stop(app);
}

static void test_pause_quit_and_resume(void **state)
{
    (void)state;
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    App_Push(app, TitleScene_Create(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, 3);
    assert_true(Harness_Click(app, "Poker Patience"));
    assert_string_equal(Harness_TopName(app), "patience-lobby");
    SDL_FRect r;
    Scene *lobby = App_Top(app);
    assert_false(lobby->ops->locate(lobby, app, "Resume game", &r)); /* nothing saved yet */
    assert_true(Harness_Click(app, "New game"));
    assert_string_equal(Harness_TopName(app), "patience-table");
    Harness_Key(app, SDLK_RETURN);
    Harness_Key(app, SDLK_RIGHT);
    Harness_Key(app, SDLK_RETURN);
    PatienceGame played = *PatienceTableScene_Game(Table(app));
    assert_int_equal(played.placed, 2);

    Harness_Key(app, SDLK_ESCAPE);
    assert_string_equal(Harness_TopName(app), "pause");
    assert_true(Harness_Click(app, "Quit to menu"));
    assert_string_equal(Harness_TopName(app), "patience-lobby");
    assert_true(Harness_Click(app, "Resume game"));
    AssertSameGame(app, &played);

    /* Restart asks twice, then deals anew. */
    Harness_Key(app, SDLK_p);
    assert_string_equal(Harness_TopName(app), "pause");
    assert_true(Harness_Click(app, "Restart"));
    assert_string_equal(Harness_TopName(app), "pause");
    assert_true(Harness_Click(app, "Restart"));
    assert_string_equal(Harness_TopName(app), "patience-table");
    assert_int_equal(PatienceTableScene_Game(Table(app))->placed, 0);

    /* F1 opens the rules over the table. */
    Harness_Key(app, SDLK_F1);
    assert_string_equal(Harness_TopName(app), "rules");
    Harness_Key(app, SDLK_ESCAPE);
    assert_string_equal(Harness_TopName(app), "patience-table");

    /* A new game over a saved one wants a second press. */
    Harness_Key(app, SDLK_RETURN);
    Harness_Key(app, SDLK_ESCAPE);
    assert_true(Harness_Click(app, "Quit to menu"));
    assert_true(Harness_Click(app, "New game"));
    assert_string_equal(Harness_TopName(app), "patience-lobby");
    assert_true(Harness_Click(app, "New game"));
    assert_string_equal(Harness_TopName(app), "patience-table");
    assert_int_equal(PatienceTableScene_Game(Table(app))->placed, 0);
    Harness_Stop(app);
}

static void test_corrupt_save_is_told(void **state)
{
    (void)state;
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    char path[512];
    snprintf(path, sizeof path, "%s/patience-game.txt", Harness_UserDir());
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("parlour-patience 1\nvariant hoyle english\nseed 5\nmoves 0 0 0\n", f);
    fclose(f);
    App_Push(app, TitleScene_Create(app));
    App_Push(app, PatienceLobbyScene_Create(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, 3);
    assert_string_equal(Harness_TopName(app), "message");
    Harness_Key(app, SDLK_RETURN);
    assert_string_equal(Harness_TopName(app), "patience-lobby");
    SDL_FRect r;
    Scene *lobby = App_Top(app);
    assert_false(lobby->ops->locate(lobby, app, "Resume game", &r));
    Harness_Stop(app);
}

/*
 * The program stopped after the last card, before the game was counted and its save cleared (or after counting
 * it, before the clearing reached the disk): the lobby never offers the complete layout for Resume; it opens it as
 * a result, counted once (Resume used to count it a second time), with its score.
 */
static void test_complete_save_is_a_result_counted_once(void **state)
{
    (void)state;
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    app->settings.animSpeed = ANIM_OFF;
    PatienceGame game;
    Patience_NewGame(&game, Patience_DefaultVariant(), 517u);
    while (!Patience_IsComplete(&game)) {
        uint8_t cells[PATIENCE_CELLS];
        assert_true(Patience_LegalCells(&game, cells) > 0);
        assert_int_equal(Patience_Place(&game, Patience_CellRow(cells[0]), Patience_CellCol(cells[0])), PATIENCE_OK);
    }
    char message[2048];
    App_Push(app, TitleScene_Create(app));
    for (int round = 0; round < 2; round++) {
        /* The second round: counted already, its save back as if the removal never reached the disk. */
        assert_int_equal(PatienceStore_SaveGame(&game, 0, message, sizeof message), PATIENCE_STORE_OK);
        App_Push(app, PatienceLobbyScene_Create(app));
        App_ApplySceneOps(app);
        for (int i = 0; i < 600 && strcmp(Harness_TopName(app), "patience-score") != 0; i++) {
            Harness_Frames(app, 1);
        }
        assert_string_equal(Harness_TopName(app), "patience-score");
        PatienceStats stats;
        assert_int_equal(PatienceStore_LoadStats(&stats, message, sizeof message), PATIENCE_STORE_OK);
        assert_int_equal(PatienceStats_Get(&stats, Patience_DefaultVariant())->games, 1);
        assert_false(PatienceStore_HasGame());
        Harness_Key(app, SDLK_ESCAPE);
        Harness_Frames(app, 3);
        assert_string_equal(Harness_TopName(app), "patience-lobby");
        SDL_FRect r;
        assert_false(App_Top(app)->ops->locate(App_Top(app), app, "Resume game", &r));
        App_Pop(app);
        App_ApplySceneOps(app);
    }
    Harness_Stop(app);
}

/*
 * The game is killed mid-deal: a child process plays ten cards and ends
 * with _exit (no scene is popped, nothing is shut down) while the tenth
 * card's animations are still running. The parent then resumes from the
 * lobby on the child's saved file and must find the identical game.
 */
static void test_killed_mid_game_resumes_exactly(void **state)
{
    (void)state;
    int fds[2];
    assert_int_equal(pipe(fds), 0);
    pid_t child = fork();
    assert_true(child >= 0);
    if (child == 0) {
        close(fds[0]);
        App *app = Harness_Start(1280, 720);
        if (app == NULL) {
            _exit(2);
        }
        App_Push(app, TitleScene_Create(app));
        App_Push(app, PatienceTableScene_CreateNew(app, Patience_DefaultVariant(), 8080u));
        App_ApplySceneOps(app);
        Harness_Frames(app, 5);
        PatienceGame core;
        Patience_NewGame(&core, Patience_DefaultVariant(), 8080u);
        for (int i = 0; i < 10; i++) {
            int cell = Choose(&core, MIDDLE_LEGAL);
            PlaceWithFocus(app, BY_KEYBOARD, cell);
            Patience_Place(&core, Patience_CellRow(cell), Patience_CellCol(cell));
        }
        char report[600];
        int n = snprintf(report, sizeof report, "%s %llu %d\n", Harness_UserDir(),
                         (unsigned long long)Patience_StateHash(PatienceTableScene_Game(App_Top(app))),
                         PatienceTableScene_Game(App_Top(app))->placed);
        if (write(fds[1], report, (size_t)n) != n) {
            _exit(3);
        }
        _exit(0);
    }
    close(fds[1]);
    char report[600] = {0};
    size_t got = 0;
    ssize_t n;
    while ((n = read(fds[0], report + got, sizeof report - 1 - got)) > 0) {
        got += (size_t)n;
    }
    close(fds[0]);
    int status = 0;
    waitpid(child, &status, 0);
    assert_true(WIFEXITED(status));
    assert_int_equal(WEXITSTATUS(status), 0);
    char childDir[512];
    unsigned long long childHash = 0;
    int childPlaced = 0;
    assert_int_equal(sscanf(report, "%511s %llu %d", childDir, &childHash, &childPlaced), 3);
    assert_int_equal(childPlaced, 10);

    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    char from[700], to[700];
    snprintf(from, sizeof from, "%s/patience-game.txt", childDir);
    snprintf(to, sizeof to, "%s/patience-game.txt", Harness_UserDir());
    char *text = NULL;
    {
        FILE *f = fopen(from, "rb");
        assert_non_null(f);
        text = calloc(1, 4096);
        size_t len = fread(text, 1, 4095, f);
        fclose(f);
        FILE *g = fopen(to, "wb");
        assert_non_null(g);
        fwrite(text, 1, len, g);
        fclose(g);
    }
    free(text);
    TempDir_Remove(childDir); /* the killed game never stopped to tidy its own */
    App_Push(app, TitleScene_Create(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, 3);
    assert_true(Harness_Click(app, "Poker Patience"));
    assert_true(Harness_Click(app, "Resume game"));
    assert_string_equal(Harness_TopName(app), "patience-table");
    const PatienceGame *resumed = PatienceTableScene_Game(Table(app));
    assert_int_equal(resumed->placed, 10);
    assert_true(Patience_StateHash(resumed) == childHash);
    Harness_Stop(app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_keyboard_game),
        cmocka_unit_test(test_mouse_game),
        cmocka_unit_test(test_mouse_game_floating),
        cmocka_unit_test(test_gamepad_game),
        cmocka_unit_test(test_animations_off),
        cmocka_unit_test(test_illegal_choices_are_refused),
        cmocka_unit_test(test_zero_score_says_why),
        cmocka_unit_test(test_title_continues_a_saved_game),
        cmocka_unit_test(test_classic_focus_stays_in_view),
        cmocka_unit_test(test_redo),
        cmocka_unit_test(test_undo),
        cmocka_unit_test(test_board_is_centred),
        cmocka_unit_test(test_notice_leaves_the_rows_count_in_sight),
        cmocka_unit_test(test_serpent_dead_end),
        cmocka_unit_test(test_drag_and_drop),
        cmocka_unit_test(test_pause_quit_and_resume),
        cmocka_unit_test(test_corrupt_save_is_told),
        cmocka_unit_test(test_complete_save_is_a_result_counted_once),
        cmocka_unit_test(test_killed_mid_game_resumes_exactly),
    };
    if (getenv("PARLOUR_TEST_ONLY") != NULL) {
        cmocka_set_test_filter(getenv("PARLOUR_TEST_ONLY")); /* one test while working on it */
    }
    return cmocka_run_group_tests(tests, NULL, NULL);
}
