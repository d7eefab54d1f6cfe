/* test_patience_multi.c: several players on one Poker Patience deal, played headlessly by two gamepads and by keyboard. */
#define _POSIX_C_SOURCE 200809L
#include "scene_harness.h"

#include "games/patience/multiplayer/patience_multi.h"
#include "games/patience/multiplayer/patience_multi_store.h"
#include "games/patience/patience_scenes.h"
#include "scenes/scenes.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

/* ---- two virtual gamepads (the harness drives one; this game needs a pad per player) ---- */

static SDL_Joystick *gPads[2];

static void DetachPad(App *app, int k);

static void AttachPads(App *app)
{
    /* A failed test may have left its pads attached. */
    DetachPad(app, 1);
    DetachPad(app, 0);
    for (int k = 0; k < 2; k++) {
        SDL_VirtualJoystickDesc desc;
        SDL_zero(desc);
        desc.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION;
        desc.type = SDL_JOYSTICK_TYPE_GAMECONTROLLER;
        desc.naxes = SDL_CONTROLLER_AXIS_MAX;
        desc.nbuttons = SDL_CONTROLLER_BUTTON_MAX;
        desc.name = k == 0 ? "Parlour test pad A" : "Parlour test pad B";
        int index = SDL_JoystickAttachVirtualEx(&desc);
        assert_true(index >= 0);
        gPads[k] = SDL_JoystickOpen(index);
        assert_non_null(gPads[k]);
        for (int i = 0; i < 60 && Input_PadCount(&app->input) < k + 1; i++) {
            Harness_Frames(app, 1);
        }
    }
    assert_int_equal(Input_PadCount(&app->input), 2);
    /* The first pad plugged in takes slot 0, the second slot 1. */
    assert_non_null(app->input.pads[0]);
    assert_non_null(app->input.pads[1]);
}

/* Unplugs pad k (the later pad first, so the device indices of the others stay put). */
static void DetachPad(App *app, int k)
{
    if (gPads[k] == NULL) {
        return;
    }
    SDL_JoystickID id = SDL_JoystickInstanceID(gPads[k]);
    SDL_JoystickClose(gPads[k]);
    gPads[k] = NULL;
    for (int i = 0; i < SDL_NumJoysticks(); i++) {
        if (SDL_JoystickGetDeviceInstanceID(i) == id) {
            SDL_JoystickDetachVirtual(i);
            break;
        }
    }
    Harness_Frames(app, 3);
}

static void Press(App *app, int k, SDL_GameControllerButton button)
{
    SDL_JoystickSetVirtualButton(gPads[k], (int)button, SDL_PRESSED);
    Harness_Frames(app, 2);
    SDL_JoystickSetVirtualButton(gPads[k], (int)button, SDL_RELEASED);
    Harness_Frames(app, 2);
}

static PmSetup TwoPlayers(PmMode mode, int padA, int padB)
{
    PmSetup s;
    memset(&s, 0, sizeof s);
    s.mode = mode;
    s.variant = Patience_DefaultVariant();
    s.count = 2;
    snprintf(s.seats[0].name, sizeof s.seats[0].name, "Ada");
    snprintf(s.seats[1].name, sizeof s.seats[1].name, "Ben");
    s.seats[0].colour = 0;
    s.seats[1].colour = 1;
    s.seats[0].pad = padA;
    s.seats[1].pad = padB;
    return s;
}

static Scene *Table(App *app)
{
    Scene *top = App_Top(app);
    assert_non_null(top);
    assert_string_equal(top->ops->name, "patience-multi");
    return top;
}

/* The app with its title up: with no scene at all the app stops running, and no frame would pass. */
static App *StartApp(void)
{
    /* A small window: the layout is the same in layout units, and the software renderer is four times quicker. */
    App *app = Harness_Start(640, 360);
    assert_non_null(app);
    App_Push(app, TitleScene_Create(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, 2);
    return app;
}

static void PushTable(App *app, const PmSetup *setup, uint64_t seed)
{
    App_Push(app, PatienceMultiScene_Create(app, setup, seed));
    App_ApplySceneOps(app);
    Harness_Frames(app, 5);
    Table(app);
}

static int Choose(const PatienceGame *game, bool first)
{
    uint8_t cells[PATIENCE_CELLS];
    int n = Patience_LegalCells(game, cells);
    assert_true(n > 0);
    return first ? cells[0] : cells[n - 1];
}

/* Moves seat's focus to cell with pad k's d-pad (k < 0: the arrow keys), checking that no other board's focus moves. */
static void Steer(App *app, int k, int seat, int cell)
{
    int other = 1 - seat;
    int otherFocus = PatienceMultiScene_Focus(Table(app), other);
    for (int guard = 0; guard < 20 && PatienceMultiScene_Focus(Table(app), seat) != cell; guard++) {
        int focus = PatienceMultiScene_Focus(Table(app), seat);
        int dr = Patience_CellRow(cell) - Patience_CellRow(focus);
        int dc = Patience_CellCol(cell) - Patience_CellCol(focus);
        if (k >= 0) {
            Press(app, k,
                  dr < 0   ? SDL_CONTROLLER_BUTTON_DPAD_UP
                  : dr > 0 ? SDL_CONTROLLER_BUTTON_DPAD_DOWN
                  : dc < 0 ? SDL_CONTROLLER_BUTTON_DPAD_LEFT
                           : SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
        } else {
            Harness_Key(app, dr < 0 ? SDLK_UP : dr > 0 ? SDLK_DOWN : dc < 0 ? SDLK_LEFT : SDLK_RIGHT);
        }
        assert_int_equal(PatienceMultiScene_Focus(Table(app), other), otherFocus);
    }
    assert_int_equal(PatienceMultiScene_Focus(Table(app), seat), cell);
}

static void AssertSame(App *app, int seat, const PatienceGame *core)
{
    const PatienceGame *shown = PatienceMultiScene_Game(Table(app), seat);
    assert_int_equal(shown->placed, core->placed);
    assert_true(Patience_StateHash(shown) == Patience_StateHash(core));
}

static Scene *WaitForResults(App *app)
{
    for (int i = 0; i < 800 && strcmp(Harness_TopName(app), "patience-multi-results") != 0; i++) {
        Harness_Frames(app, 1);
    }
    assert_string_equal(Harness_TopName(app), "patience-multi-results");
    return App_Top(app);
}

/* The results scene's scores and balances are the core's scoring of the layouts and the core's settlement. */
static void AssertResults(Scene *results, const PatienceGame *cores)
{
    int scores[2] = {Patience_Score(&cores[0]), Patience_Score(&cores[1])};
    int balance[2];
    Patience_Settle(scores, 2, balance);
    int count = 0;
    const PmStanding *st = PatienceMultiResults_Standings(results, &count);
    assert_int_equal(count, 2);
    for (int i = 0; i < 2; i++) {
        assert_int_equal(st[i].score, scores[st[i].seat]);
        assert_int_equal(st[i].balance, balance[st[i].seat]);
    }
    assert_true(st[0].score >= st[1].score);
    assert_int_equal(st[0].balance, scores[st[0].seat] - scores[st[1].seat]);
}

static void AssertRecorded(const PatienceGame *cores)
{
    PmRecords records;
    char message[512];
    assert_int_equal(PatienceMultiStore_Load(&records, message, sizeof message), PATIENCE_STORE_OK);
    assert_int_equal(records.games, 1);
    int a = Patience_Score(&cores[0]);
    int b = Patience_Score(&cores[1]);
    assert_int_equal(records.best, a > b ? a : b);
    const PmPlayerRecord *ada = PatienceMultiRecords_Find(&records, "Ada");
    const PmPlayerRecord *ben = PatienceMultiRecords_Find(&records, "Ben");
    assert_non_null(ada);
    assert_non_null(ben);
    assert_int_equal(ada->wins, a >= b ? 1 : 0);
    assert_int_equal(ben->wins, b >= a ? 1 : 0);
}

static void test_two_gamepads_split_screen(void **state)
{
    (void)state;
    App *app = StartApp();
    AttachPads(app);
    const uint64_t seed = 20261122u;
    PmSetup setup = TwoPlayers(PM_SPLIT, 0, 1);
    PushTable(app, &setup, seed);
    PatienceGame cores[2];
    Patience_NewGame(&cores[0], setup.variant, seed);
    Patience_NewGame(&cores[1], setup.variant, seed);
    for (int i = 0; i < PATIENCE_CARDS; i++) {
        assert_int_equal(PatienceMultiScene_Round(Table(app)), i);
        /* Player A (pad 0) steers and places; player B's board does not move. */
        int cellA = Choose(&cores[0], true);
        Steer(app, 0, 0, cellA);
        Press(app, 0, SDL_CONTROLLER_BUTTON_A);
        assert_int_equal(Patience_Place(&cores[0], Patience_CellRow(cellA), Patience_CellCol(cellA)), PATIENCE_OK);
        AssertSame(app, 0, &cores[0]);
        AssertSame(app, 1, &cores[1]);
        /* The next card waits for B: A pressing again places nothing. */
        assert_int_equal(PatienceMultiScene_Round(Table(app)), i);
        Press(app, 0, SDL_CONTROLLER_BUTTON_A);
        AssertSame(app, 0, &cores[0]);
        /* Player B (pad 1) steers to another cell and places; A's focus stays. */
        int cellB = Choose(&cores[1], false);
        Steer(app, 1, 1, cellB);
        Press(app, 1, SDL_CONTROLLER_BUTTON_A);
        assert_int_equal(Patience_Place(&cores[1], Patience_CellRow(cellB), Patience_CellCol(cellB)), PATIENCE_OK);
        if (i < PATIENCE_CARDS - 1) {
            AssertSame(app, 0, &cores[0]);
            AssertSame(app, 1, &cores[1]);
            assert_int_equal(PatienceMultiScene_Round(Table(app)), i + 1);
        }
    }
    assert_true(Patience_IsComplete(&cores[0]) && Patience_IsComplete(&cores[1]));
    assert_true(Patience_StateHash(&cores[0]) != Patience_StateHash(&cores[1])); /* two different layouts */
    AssertResults(WaitForResults(app), cores);
    AssertRecorded(cores);
    PmSavedGame saved;
    char message[512];
    assert_int_equal(PatienceMultiStore_LoadGame(&saved, message, sizeof message), PATIENCE_STORE_NONE);
    DetachPad(app, 1);
    DetachPad(app, 0);
    Harness_Stop(app);
}

static void test_unplugged_pad_pauses_and_another_device_takes_over(void **state)
{
    (void)state;
    App *app = StartApp();
    AttachPads(app);
    PmSetup setup = TwoPlayers(PM_SPLIT, 0, 1);
    PushTable(app, &setup, 7u);
    Press(app, 0, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(PatienceMultiScene_Game(Table(app), 0)->placed, 1);
    assert_int_equal(PatienceMultiScene_LostSeat(Table(app)), -1);

    DetachPad(app, 1);
    assert_int_equal(PatienceMultiScene_LostSeat(Table(app)), 1);
    /* Paused: nothing is placed, and A's own pad cannot take B's board as well. */
    Press(app, 0, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(PatienceMultiScene_LostSeat(Table(app)), 1);
    assert_int_equal(PatienceMultiScene_Game(Table(app), 1)->placed, 0);
    /* The keyboard, which nobody plays with, takes over B's board and plays it. */
    Harness_Key(app, SDLK_RETURN);
    assert_int_equal(PatienceMultiScene_LostSeat(Table(app)), -1);
    assert_int_equal(PatienceMultiScene_Game(Table(app), 1)->placed, 0);
    Harness_Key(app, SDLK_RETURN);
    assert_int_equal(PatienceMultiScene_Game(Table(app), 1)->placed, 1);
    assert_int_equal(PatienceMultiScene_Round(Table(app)), 1);
    DetachPad(app, 0);
    Harness_Stop(app);
}

/* Quitting keeps the game; the setup screen resumes it with the same boards and the same devices. */
static void test_quit_and_resume(void **state)
{
    (void)state;
    App *app = StartApp();
    AttachPads(app);
    PmSetup setup = TwoPlayers(PM_SPLIT, 0, 1);
    PushTable(app, &setup, 555u);
    PatienceGame cores[2];
    Patience_NewGame(&cores[0], setup.variant, 555u);
    Patience_NewGame(&cores[1], setup.variant, 555u);
    for (int i = 0; i < 3; i++) {
        for (int seat = 0; seat < 2; seat++) {
            if (i == 2 && seat == 1) {
                break; /* B is thinking about the third card when the game stops */
            }
            int cell = Choose(&cores[seat], seat == 0);
            Steer(app, seat, seat, cell);
            Press(app, seat, SDL_CONTROLLER_BUTTON_A);
            assert_int_equal(Patience_Place(&cores[seat], Patience_CellRow(cell), Patience_CellCol(cell)), PATIENCE_OK);
        }
    }
    assert_int_equal(PatienceMultiScene_Round(Table(app)), 2);
    Press(app, 1, SDL_CONTROLLER_BUTTON_START); /* B's pad opens the menu */
    assert_true(Harness_Click(app, "Quit to menu"));
    assert_string_equal(Harness_TopName(app), "title");

    App_Push(app, PatienceMultiSetupScene_Create(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, 3);
    assert_true(Harness_Click(app, "Resume game"));
    assert_string_equal(Harness_TopName(app), "patience-multi");
    AssertSame(app, 0, &cores[0]);
    AssertSame(app, 1, &cores[1]);
    assert_int_equal(PatienceMultiScene_Round(Table(app)), 2);
    /* The same pads drive the same boards after the resume. */
    int cell = Choose(&cores[1], false);
    Steer(app, 1, 1, cell);
    Press(app, 1, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(Patience_Place(&cores[1], Patience_CellRow(cell), Patience_CellCol(cell)), PATIENCE_OK);
    AssertSame(app, 1, &cores[1]);
    assert_int_equal(PatienceMultiScene_Round(Table(app)), 3);
    DetachPad(app, 1);
    DetachPad(app, 0);
    Harness_Stop(app);
}

/* Two people passing the keyboard, on a free layout and the American table. */
static PmSetup PassAndPlay(App *app, uint64_t seed)
{
    PmSetup setup = TwoPlayers(PM_PASS, PM_KEYBOARD, PM_KEYBOARD);
    setup.variant = (PatienceVariant){PATIENCE_LAYOUT_FREE, PATIENCE_TABLE_AMERICAN};
    PushTable(app, &setup, seed);
    return setup;
}

static void test_pass_and_play_by_keyboard(void **state)
{
    (void)state;
    App *app = StartApp();
    const uint64_t seed = 1909u;
    PmSetup setup = PassAndPlay(app, seed);
    PatienceGame cores[2];
    for (int seat = 0; seat < 2; seat++) {
        Patience_NewGame(&cores[seat], setup.variant, seed);
        /* The hand-over screen first: the board is hidden until the player says they are ready. */
        for (int i = 0; i < 400 && !PatienceMultiScene_HandOver(Table(app)); i++) {
            Harness_Frames(app, 1);
        }
        assert_true(PatienceMultiScene_HandOver(Table(app)));
        assert_int_equal(PatienceMultiScene_Round(Table(app)), seat);
        Harness_Key(app, SDLK_RETURN);
        assert_false(PatienceMultiScene_HandOver(Table(app)));
        for (int i = 0; i < PATIENCE_CARDS; i++) {
            int cell = Choose(&cores[seat], seat == 0);
            Steer(app, -1, seat, cell);
            Harness_Key(app, SDLK_RETURN);
            assert_int_equal(Patience_Place(&cores[seat], Patience_CellRow(cell), Patience_CellCol(cell)), PATIENCE_OK);
            AssertSame(app, seat, &cores[seat]);
        }
        /* The next player's board is untouched until their turn. */
        if (seat == 0) {
            assert_int_equal(PatienceMultiScene_Game(Table(app), 1)->placed, 0);
        }
    }
    AssertResults(WaitForResults(app), cores);
    AssertRecorded(cores);
    Harness_Stop(app);
}

/* Undo takes back the player's cards one by one; Shift+Z and Ctrl+Y lay them again where they lay, and a card the
   player lays after an undo leaves nothing to redo. */
static void test_pass_and_play_undo_and_redo(void **state)
{
    (void)state;
    App *app = StartApp();
    const uint64_t seed = 1909u;
    PmSetup setup = PassAndPlay(app, seed);
    for (int i = 0; i < 400 && !PatienceMultiScene_HandOver(Table(app)); i++) {
        Harness_Frames(app, 1);
    }
    Harness_Key(app, SDLK_RETURN);
    PatienceGame core;
    Patience_NewGame(&core, setup.variant, seed);
    for (int i = 0; i < 3; i++) {
        int cell = Choose(&core, true);
        Steer(app, -1, 0, cell);
        Harness_Key(app, SDLK_RETURN);
        assert_int_equal(Patience_Place(&core, Patience_CellRow(cell), Patience_CellCol(cell)), PATIENCE_OK);
    }
    AssertSame(app, 0, &core);
    Harness_Key(app, SDLK_z);
    Harness_Key(app, SDLK_z);
    assert_int_equal(PatienceMultiScene_Game(Table(app), 0)->placed, 1);
    Harness_KeyWith(app, SDLK_z, KMOD_LSHIFT);
    Harness_KeyWith(app, SDLK_y, KMOD_LCTRL);
    AssertSame(app, 0, &core);
    Harness_KeyWith(app, SDLK_z, KMOD_LSHIFT); /* nothing left to redo: refused, nothing laid */
    assert_int_equal(PatienceMultiScene_Game(Table(app), 0)->placed, 3);
    Harness_Key(app, SDLK_z);
    Harness_Key(app, SDLK_RETURN); /* a card of the player's own, wherever the focus is */
    assert_int_equal(PatienceMultiScene_Game(Table(app), 0)->placed, 3);
    Harness_KeyWith(app, SDLK_z, KMOD_LSHIFT);
    assert_int_equal(PatienceMultiScene_Game(Table(app), 0)->placed, 3);
    Harness_Stop(app);
}

static void test_setup_joins_by_device_and_starts(void **state)
{
    (void)state;
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    App_Push(app, TitleScene_Create(app));
    App_Push(app, PatienceLobbyScene_Create(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, 3);
    assert_true(Harness_Click(app, "Several players"));
    assert_string_equal(Harness_TopName(app), "patience-multi-setup");
    /* One player (the mouse and keyboard) cannot start alone. */
    assert_true(Harness_Click(app, "Start"));
    assert_string_equal(Harness_TopName(app), "patience-multi-setup");
    /* A gamepad joins with A; the game starts with two boards, one for each device. */
    AttachPads(app);
    Press(app, 1, SDL_CONTROLLER_BUTTON_A);
    assert_true(Harness_Click(app, "Start"));
    assert_string_equal(Harness_TopName(app), "patience-multi");
    /* The mouse belongs to the keyboard player: a click on the other board places nothing there. */
    Harness_Frames(app, 30);
    assert_true(Harness_Click(app, "p2r4c4"));
    assert_int_equal(PatienceMultiScene_Game(Table(app), 1)->placed, 0);
    assert_int_equal(PatienceMultiScene_Game(Table(app), 0)->placed, 0);
    assert_true(Harness_Click(app, "p1r4c4")); /* the keyboard player's first card, by mouse */
    assert_int_equal(PatienceMultiScene_Game(Table(app), 0)->placed, 1);
    assert_int_equal(PatienceMultiScene_Game(Table(app), 1)->placed, 0);
    Press(app, 0, SDL_CONTROLLER_BUTTON_A); /* pad 0 never joined: it moves no board */
    assert_int_equal(PatienceMultiScene_Game(Table(app), 1)->placed, 0);
    Press(app, 1, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(PatienceMultiScene_Game(Table(app), 1)->placed, 1);
    assert_int_equal(PatienceMultiScene_Round(Table(app)), 1);
    DetachPad(app, 1);
    DetachPad(app, 0);
    Harness_Stop(app);
}

static void test_book_settlement_through_results(void **state)
{
    (void)state;
    const int scores[] = {87, 81, 78, 78, 65};
    PmStanding st[PM_MAX_STANDINGS];
    assert_int_equal(PatienceMulti_Standings(scores, 5, st), 5);
    const int balance[] = {46, 16, 1, 1, -64};
    const int rank[] = {1, 2, 3, 3, 5};
    for (int i = 0; i < 5; i++) {
        assert_int_equal(st[i].seat, i);
        assert_int_equal(st[i].score, scores[i]);
        assert_int_equal(st[i].balance, balance[i]);
        assert_int_equal(st[i].rank, rank[i]);
    }
    /* Out of seat order, the ranking sorts and the balances follow their players. */
    const int shuffled[] = {65, 78, 87, 81};
    assert_int_equal(PatienceMulti_Standings(shuffled, 4, st), 4);
    assert_int_equal(st[0].seat, 2);
    assert_int_equal(st[0].balance, 4 * 87 - (65 + 78 + 87 + 81));
    assert_int_equal(st[3].seat, 0);
    assert_int_equal(st[3].balance, 4 * 65 - (65 + 78 + 87 + 81));
    assert_int_equal(PatienceMulti_Standings(scores, 1, st), 0);
}

static void test_records_survive_a_corrupt_file(void **state)
{
    (void)state;
    App *app = Harness_StartWithFile(640, 360, "patience-multi-records.txt", "parlour-patience-multi 1\ngames lots\n");
    assert_non_null(app);
    PmRecords records;
    char message[1024];
    assert_int_equal(PatienceMultiStore_Load(&records, message, sizeof message), PATIENCE_STORE_CORRUPT);
    assert_non_null(strstr(message, "line 2"));
    assert_non_null(strstr(message, "patience-multi-records.txt.corrupt-1"));
    char path[512];
    snprintf(path, sizeof path, "%s/patience-multi-records.txt.corrupt-1", Harness_UserDir());
    assert_int_equal(access(path, F_OK), 0); /* kept, not deleted */
    assert_int_equal(records.games, 0);

    const char *names[] = {"Ada", "Ben", "Cleo"};
    const int scores[] = {40, 52, 52};
    assert_int_equal(PatienceMultiStore_Record(names, scores, 3, &records, message, sizeof message), PATIENCE_STORE_OK);
    const int again[] = {60, 10, 20};
    assert_int_equal(PatienceMultiStore_Record(names, again, 3, &records, message, sizeof message), PATIENCE_STORE_OK);
    assert_int_equal(PatienceMultiStore_Load(&records, message, sizeof message), PATIENCE_STORE_OK);
    assert_int_equal(records.games, 2);
    assert_int_equal(records.best, 60);
    assert_string_equal(records.bestName, "Ada");
    assert_int_equal(PatienceMultiRecords_Find(&records, "Ada")->wins, 1);
    assert_int_equal(PatienceMultiRecords_Find(&records, "Ben")->wins, 1); /* a shared top score is a win each */
    assert_int_equal(PatienceMultiRecords_Find(&records, "Cleo")->wins, 1);
    assert_int_equal(PatienceMultiRecords_Find(&records, "Cleo")->games, 2);

    /* The text round-trips, and a damaged line is named. */
    char text[PM_RECORDS_TEXT_MAX];
    PatienceMultiRecords_Serialise(&records, text, sizeof text);
    PmRecords back;
    char problem[256];
    assert_true(PatienceMultiRecords_Parse(text, &back, problem, sizeof problem));
    assert_int_equal(back.games, 2);
    assert_int_equal(back.playerCount, 3);
    assert_false(
        PatienceMultiRecords_Parse("parlour-patience-multi 1\nplayer 3 2 Ada\n", &back, problem, sizeof problem));
    assert_non_null(strstr(problem, "line 2"));

    /* A device or turn past an int is refused, not wrapped (4294967295 was read as -1, the keyboard). */
    PmSavedGame parsed;
    assert_false(PatienceMultiGame_Parse("parlour-patience-multi-game 1\nmode split\nvariant hoyle english\nseed "
                                         "5\nseat 4294967295 Ada\nseat 0 Ben\n",
                                         &parsed, problem, sizeof problem));
    assert_non_null(strstr(problem, "line 5"));
    assert_false(PatienceMultiGame_Parse("parlour-patience-multi-game 1\nmode pass\nvariant hoyle english\nseed "
                                         "5\nseat -1 Ada\nseat -1 Ben\nturn 4294967297\n",
                                         &parsed, problem, sizeof problem));
    assert_non_null(strstr(problem, "line 7"));
    /* A name with carriage returns would not read back as written (found by the fuzzer): refused. */
    assert_false(PatienceMultiGame_Parse("parlour-patience-multi-game 1\nmode split\nvariant free english\nseed "
                                         "9\nturn 0\nseat -1 Ada\nseat 0 Play3\r\r\r\n",
                                         &parsed, problem, sizeof problem));
    assert_non_null(strstr(problem, "line 7"));
    assert_non_null(strstr(problem, "control character"));

    /* A saved game that is not a legal game of its deal is set aside, not resumed. */
    char path2[512];
    snprintf(path2, sizeof path2, "%s/patience-multi-game.txt", Harness_UserDir());
    FILE *f = fopen(path2, "w");
    assert_non_null(f);
    fputs("parlour-patience-multi-game 1\nmode split\nvariant hoyle english\nseed 5\nseat -1 Ada\nseat 0 Ben\n"
          "moves 40 41\nmoves 40 80\n",
          f);
    fclose(f);
    PmSavedGame saved;
    assert_int_equal(PatienceMultiStore_LoadGame(&saved, message, sizeof message), PATIENCE_STORE_CORRUPT);
    assert_non_null(strstr(message, "line 8: move 2 (cell 80) is illegal"));
    assert_non_null(strstr(message, "patience-multi-game.txt.corrupt-1"));
    assert_int_equal(PatienceMultiStore_LoadGame(&saved, message, sizeof message), PATIENCE_STORE_NONE);
    Harness_Stop(app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_two_gamepads_split_screen),
        cmocka_unit_test(test_unplugged_pad_pauses_and_another_device_takes_over),
        cmocka_unit_test(test_quit_and_resume),
        cmocka_unit_test(test_pass_and_play_by_keyboard),
        cmocka_unit_test(test_pass_and_play_undo_and_redo),
        cmocka_unit_test(test_setup_joins_by_device_and_starts),
        cmocka_unit_test(test_book_settlement_through_results),
        cmocka_unit_test(test_records_survive_a_corrupt_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
