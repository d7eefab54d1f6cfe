/* test_bezique_table.c: whole Rubicon games against the computer, played by keyboard and by a virtual gamepad like a player. */
#define _POSIX_C_SOURCE 200809L
#include "scene_harness.h"

#include "core/bezique/bezique.h"
#include "games/bezique/bezique_names.h"
#include "games/bezique/bezique_scenes.h"
#include "core/rng.h"
#include "games/table/table_lobby_scene.h"
#include "games/bezique/bezique_table.h"
#include "games/table/table_focus.h"
#include "games/table/table_scene.h"
#include "games/table/table_store.h"
#include "platform/atomic_file.h"
#include "render/card_atlas.h"
#include "render/layout_record.h"
#include "scenes/scenes.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#define MAX_STEPS 6000

/* How the test presses a button: a key, or a gamepad button. */
typedef void (*Press)(App *app, Action action);

static const GameSeating kEasy = {2, {{SEAT_PERSON, GAME_AI_MEDIUM}, {SEAT_COMPUTER, GAME_AI_EASY}}, {{0}}};

/* The shared lobby, on Bezique. */
static Scene *Lobby(App *app)
{
    return TableLobbyScene_Create(app, &Bezique_TableGame);
}

static void PressKey(App *app, Action action)
{
    switch (action) {
    case ACTION_LEFT: Harness_Key(app, SDLK_LEFT); break;
    case ACTION_RIGHT: Harness_Key(app, SDLK_RIGHT); break;
    case ACTION_UP: Harness_Key(app, SDLK_UP); break;
    case ACTION_DOWN: Harness_Key(app, SDLK_DOWN); break;
    case ACTION_NEXT_AREA: Harness_Key(app, SDLK_TAB); break;
    case ACTION_CONFIRM: Harness_Key(app, SDLK_RETURN); break;
    default: fail_msg("no key for action %d", action);
    }
}

static void PressPad(App *app, Action action)
{
    switch (action) {
    case ACTION_LEFT: Harness_PadButton(app, SDL_CONTROLLER_BUTTON_DPAD_LEFT); break;
    case ACTION_RIGHT: Harness_PadButton(app, SDL_CONTROLLER_BUTTON_DPAD_RIGHT); break;
    case ACTION_UP: Harness_PadButton(app, SDL_CONTROLLER_BUTTON_DPAD_UP); break;
    case ACTION_DOWN: Harness_PadButton(app, SDL_CONTROLLER_BUTTON_DPAD_DOWN); break;
    case ACTION_NEXT_AREA: Harness_PadButton(app, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER); break;
    case ACTION_CONFIRM: Harness_PadButton(app, SDL_CONTROLLER_BUTTON_A); break;
    default: fail_msg("no button for action %d", action);
    }
}

static App *StartFast(void)
{
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    app->settings.animSpeed = ANIM_OFF; /* the same game, without waiting for every card to fly */
    return app;
}

static Scene *Top(App *app)
{
    return App_Top(app);
}

static bool AtTable(App *app)
{
    return strcmp(Harness_TopName(app), "bezique-table") == 0;
}

/*
 * Runs frames until the player is to act at the table (or the table has
 * gone); false if it never comes. While the computer's thread is still
 * searching, the test waits for it instead of running frames: on a busy
 * machine a frame loop that never sleeps could otherwise use up its frames
 * before the thread gets the processor.
 */
static bool WaitForPlayer(App *app)
{
    Uint32 start = SDL_GetTicks();
    for (int i = 0; i < 20000;) {
        if (!AtTable(app)) {
            return true;
        }
        Scene *t = Top(app);
        const TableSession *s = TableScene_Session(t);
        if (TableSession_PersonToAct(s) && !TableScene_Busy(t)) {
            return true;
        }
        if (TableSession_Thinking(s) && SDL_AtomicGet((SDL_atomic_t *)&s->done) == 0) {
            if (SDL_GetTicks() - start > 120000u) {
                return false;
            }
            SDL_Delay(1);
            continue;
        }
        Harness_Frames(app, 1);
        i++;
    }
    return false;
}

/* Moves the focus to (area, index) with the buttons a player would use. */
static void FocusOn(App *app, Press press, int area, int index)
{
    Scene *t = Top(app);
    int a, i;
    for (int k = 0; k < 4; k++) {
        TableScene_Focus(t, &a, &i);
        if (a == area) {
            break;
        }
        press(app, ACTION_NEXT_AREA);
    }
    TableScene_Focus(t, &a, &i);
    assert_int_equal(a, area);
    Action back = area == BZ_AREA_CHOICES ? ACTION_UP : ACTION_LEFT;
    Action fwd = area == BZ_AREA_CHOICES ? ACTION_DOWN : ACTION_RIGHT;
    for (int k = 0; k < 12 && i != index; k++) {
        press(app, i > index ? back : fwd);
        TableScene_Focus(t, &a, &i);
    }
    assert_int_equal(i, index);
}

static uint64_t Next(uint64_t *x)
{
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

/* Reads the save as the lobby would, and checks it rebuilds exactly the game at the table. */
static GameRecord CheckSaveMatches(const TableSession *s)
{
    TableSaved saved;
    char message[1024];
    assert_int_equal(TableStore_LoadGame(BEZIQUE_GAME_FILE, "test", &Bezique_Rules, &saved, message, sizeof message),
                     TABLE_STORE_OK);
    assert_int_equal(saved.rec.count, s->rec.count);
    assert_true(Bezique_Hash((const BeziqueState *)(const void *)saved.st) ==
                Bezique_Hash((const BeziqueState *)(const void *)s->st));
    GameRecord rec = saved.rec;
    saved.rec.actions = NULL;
    saved.rec.count = 0;
    TableSaved_Free(&saved);
    return rec;
}

/*
 * Plays one move as the player (press NULL: with the mouse): reads the scene (the legal actions of the
 * player's view, the offered choices, the hand as drawn), picks one, and
 * presses the buttons that make it. Returns false once the table has gone.
 */
static bool PlayOneMove(App *app, Press press, uint64_t *rng)
{
    if (!WaitForPlayer(app)) {
        fail_msg("the computer never gave the turn back");
    }
    if (!AtTable(app)) {
        return false;
    }
    Scene *t = Top(app);
    const TableSession *s = TableScene_Session(t);
    const BeziqueState *v = (const BeziqueState *)(const void *)s->view;
    int me = s->viewer;
    int before = s->rec.count;
    int choices = TableScene_ChoiceCount(t);
    char target[32] = "";
    if (v->phase == BEZ_PHASE_DECLARE) {
        assert_true(choices > 0);
        /* Never asked to confirm "nothing to declare": with nothing to declare the draw is made at once. */
        static GameAction only[BEZ_MAX_ACTIONS];
        int legalCount = Bezique_Legal(v, me, only, BEZ_MAX_ACTIONS);
        if (legalCount == 1 && only[0].kind == BEZ_ACT_PASS) {
            fail_msg("the player is asked to confirm a draw with nothing to declare");
        }
        int pick = (int)(Next(rng) % (uint64_t)choices);
        snprintf(target, sizeof target, "choice%d", pick);
        if (press != NULL) {
            FocusOn(app, press, BZ_AREA_CHOICES, pick);
        }
    } else {
        static GameAction legal[BEZ_MAX_ACTIONS];
        int n = Bezique_Legal(v, me, legal, BEZ_MAX_ACTIONS);
        int plays = 0;
        for (int i = 0; i < n; i++) {
            if (legal[i].kind == BEZ_ACT_PLAY) {
                legal[plays++] = legal[i];
            }
        }
        assert_true(plays > 0);
        GameAction a = legal[Next(rng) % (uint64_t)plays];
        if (a.choice == 0) {
            Card cards[BEZ_HAND_MAX + 1];
            int nh = BzView_HandCards(v, me, cards);
            int at = -1;
            for (int i = 0; i < nh && at < 0; i++) {
                at = cards[i] == a.cards[0] ? i : -1;
            }
            assert_true(at >= 0);
            snprintf(target, sizeof target, "hand%d", at);
            if (press != NULL) {
                FocusOn(app, press, BZ_AREA_HAND, at);
            }
        } else {
            int slots[BEZ_TABLE_SLOTS];
            int nt = BzView_TableCards(v, me, slots, NULL);
            int at = -1;
            for (int i = 0; i < nt && at < 0; i++) {
                at = a.choice == (1u << slots[i]) ? i : -1;
            }
            assert_true(at >= 0);
            snprintf(target, sizeof target, "table%d", at);
            if (press != NULL) {
                FocusOn(app, press, BZ_AREA_TABLE, at);
            }
        }
    }
    if (press != NULL) {
        press(app, ACTION_CONFIRM);
    } else {
        assert_true(Harness_Click(app, target)); /* the mouse: a click on the card or the choice itself */
    }
    if (AtTable(app)) {
        s = TableScene_Session(Top(app));
        if (s->rec.count == before) {
            fail_msg("the move was not taken: %s", TableScene_Message(Top(app)));
        }
    }
    return true;
}

static void PlayWholeGame(Press press, bool pad, int variant)
{
    App *app = StartFast();
    App_Push(app, Lobby(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, 2);
    if (pad) {
        assert_true(Harness_PadAttach(app));
    }
    /* The variant (Rubicon first), then the easy computer (one to the left of Medium), then New game. */
    press(app, ACTION_DOWN);
    if (variant == BEZIQUE_ORDINARY) {
        press(app, ACTION_RIGHT);
    }
    press(app, ACTION_DOWN); /* South: the player */
    press(app, ACTION_DOWN); /* North: the computer */
    press(app, ACTION_LEFT);
    press(app, ACTION_UP);
    press(app, ACTION_UP);
    press(app, ACTION_UP);
    press(app, ACTION_CONFIRM);
    assert_string_equal(Harness_TopName(app), "bezique-table");
    const TableSession *s = TableScene_Session(Top(app));
    assert_true(Seating_IsPerson(&s->seating, 0));
    assert_int_equal(TableSession_LevelAt(s, 1), GAME_AI_EASY);
    assert_int_equal(s->rec.variant, variant);

    uint64_t rng = 0x9E3779B97F4A7C15ULL;
    GameRecord lastSaved = {0};
    int moves = 0;
    while (moves < MAX_STEPS) {
        if (AtTable(app) && TableSession_PersonToAct(TableScene_Session(Top(app)))) {
            /* Saved after every action: the file rebuilds this very state. */
            GameRecord_Free(&lastSaved);
            lastSaved = CheckSaveMatches(TableScene_Session(Top(app)));
        }
        if (!PlayOneMove(app, press, &rng)) {
            break;
        }
        moves++;
    }
    Harness_Frames(app, 3);
    assert_string_equal(Harness_TopName(app), "bezique-score");
    Harness_Frames(app, (int)(SCENE_RESULT_SETTLE * APP_STEP_HZ)); /* a result screen ignores Confirm at first */

    /* The scoring shows the core's own replay of the game: the saved record is its beginning. */
    const GameRecord *rec = BeziqueScoreScene_Record(Top(app));
    assert_non_null(rec);
    assert_true(lastSaved.count > 100);
    assert_true(rec->count > lastSaved.count);
    for (int i = 0; i < lastSaved.count; i++) {
        assert_true(GameAction_Equal(rec->actions[i], lastSaved.actions[i]));
    }
    BeziqueState replayed;
    GameError err;
    assert_true(Game_Replay(rec, -1, (GameState *)(void *)&replayed, &err));
    assert_true(Bezique_IsOver(&replayed));
    GameResult shown = BeziqueScoreScene_Result(Top(app));
    GameResult core = Bezique_Rules.result((const GameState *)(const void *)&replayed);
    assert_int_equal(shown.winner, core.winner);
    assert_int_equal(shown.value, core.value);
    assert_int_equal(shown.score[0], core.score[0]);
    assert_int_equal(shown.score[1], core.score[1]);
    if (variant == BEZIQUE_RUBICON) {
        BeziqueComputation comp;
        Bezique_ComputeGame(&replayed, NULL, &comp);
        assert_int_equal(comp.value, core.value);
    } else {
        assert_true(core.score[core.winner] >= 1000);
        assert_true(replayed.deal > 1 || replayed.historyCount >= 1);
    }

    /* Recorded in the statistics, and no game left to resume. */
    char path[512];
    snprintf(path, sizeof path, "%s/%s", Harness_UserDir(), BEZIQUE_STATS_FILE);
    char *stats = AtomicFile_ReadAll(path, NULL);
    assert_non_null(stats);
    assert_non_null(strstr(stats, variant == BEZIQUE_ORDINARY ? "stats ordinary person,easy games 1 wins "
                                                              : "stats rubicon person,easy games 1 wins "));
    free(stats);
    assert_false(TableStore_HasGame(BEZIQUE_GAME_FILE));
    GameRecord_Free(&lastSaved);

    if (!pad) {
        /* The replay, from the scoring: step forward and back through the game, then out again. */
        press(app, ACTION_LEFT); /* from "Next game" to "Replay the game" */
        press(app, ACTION_CONFIRM);
        if (strcmp(Harness_TopName(app), "bezique-replay") != 0) {
            press(app, ACTION_CONFIRM); /* the first press may only have finished writing out the computation */
        }
        assert_string_equal(Harness_TopName(app), "bezique-replay");
        for (int i = 0; i < 5; i++) {
            press(app, ACTION_RIGHT);
        }
        press(app, ACTION_LEFT);
        Harness_Key(app, SDLK_ESCAPE);
        assert_string_equal(Harness_TopName(app), "bezique-score");
        /* Next game: a fresh deal at the same table. */
        press(app, ACTION_RIGHT);
        press(app, ACTION_CONFIRM);
        assert_string_equal(Harness_TopName(app), "bezique-table");
        /* (The computer may already have led.) */
        assert_true(TableScene_Session(Top(app))->rec.count <= 1);
        assert_int_equal(TableScene_Session(Top(app))->rec.variant, variant);
    }
    if (pad) {
        Harness_PadDetach(app);
    }
    Harness_Stop(app);
}

static void test_whole_game_by_keyboard(void **state)
{
    (void)state;
    PlayWholeGame(PressKey, false, BEZIQUE_RUBICON);
}

static void test_whole_game_by_gamepad(void **state)
{
    (void)state;
    PlayWholeGame(PressPad, true, BEZIQUE_RUBICON);
}

static void MouseAt(App *app, Uint32 type, float lx, float ly)
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

/* A card dragged from the hand and let go on the felt is played, as the README says of both games. */
static void test_drag_a_card_to_play(void **state)
{
    (void)state;
    App *app = StartFast();
    App_Push(app, BeziqueTableScene_CreateNew(app, BEZIQUE_RUBICON, &kEasy, 5));
    App_ApplySceneOps(app);
    assert_true(WaitForPlayer(app));
    const TableSession *s = TableScene_Session(Top(app));
    assert_int_equal(((const BeziqueState *)(const void *)s->view)->phase, BEZ_PHASE_PLAY);
    int before = s->rec.count;
    SDL_FRect card;
    assert_true(Top(app)->ops->locate(Top(app), app, "hand2", &card));
    float sx = card.x + card.w * 0.5f, sy = card.y + card.h * 0.5f;
    MouseAt(app, SDL_MOUSEMOTION, sx, sy);
    MouseAt(app, SDL_MOUSEBUTTONDOWN, sx, sy);
    for (int i = 1; i <= 5; i++) {
        MouseAt(app, SDL_MOUSEMOTION, sx, sy - 50.0f * (float)i);
    }
    MouseAt(app, SDL_MOUSEBUTTONUP, sx, sy - 250.0f);
    assert_true(TableScene_Session(Top(app))->rec.count > before);
    Harness_Stop(app);
}

static void test_whole_game_by_mouse(void **state)
{
    (void)state;
    App *app = StartFast();
    App_Push(app, Lobby(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, 2);
    assert_true(Harness_Click(app, "New game"));
    assert_string_equal(Harness_TopName(app), "bezique-table");
    uint64_t rng = 0x2545F4914F6CDD1DULL;
    int moves = 0;
    while (moves < MAX_STEPS && PlayOneMove(app, NULL, &rng)) {
        moves++;
    }
    Harness_Frames(app, 3);
    assert_string_equal(Harness_TopName(app), "bezique-score");
    BeziqueState replayed;
    GameError err;
    assert_true(Game_Replay(BeziqueScoreScene_Record(Top(app)), -1, (GameState *)(void *)&replayed, &err));
    GameResult core = Bezique_Rules.result((const GameState *)(const void *)&replayed);
    GameResult shown = BeziqueScoreScene_Result(Top(app));
    assert_int_equal(shown.winner, core.winner);
    assert_int_equal(shown.value, core.value);
    Harness_Frames(app, (int)(SCENE_RESULT_SETTLE * APP_STEP_HZ)); /* a result screen ignores clicks at first */
    assert_true(Harness_Click(app, "Menu"));
    assert_string_equal(Harness_TopName(app), "table-lobby");
    Harness_Stop(app);
}

static void test_ordinary_game_by_keyboard(void **state)
{
    (void)state;
    PlayWholeGame(PressKey, false, BEZIQUE_ORDINARY);
}

static void test_kill_and_resume(void **state)
{
    (void)state;
    App *app = StartFast();
    App_Push(app, Lobby(app));
    GameSeating medium = Seating_OneAgainst(2, GAME_AI_MEDIUM);
    App_Push(app, BeziqueTableScene_CreateNew(app, BEZIQUE_RUBICON, &medium, 4242));
    App_ApplySceneOps(app);
    uint64_t rng = 7;
    while (TableScene_Session(Top(app))->rec.count < 30) {
        assert_true(PlayOneMove(app, PressKey, &rng));
    }
    assert_true(WaitForPlayer(app));
    const TableSession *s = TableScene_Session(Top(app));
    uint64_t hash = Bezique_Hash((const BeziqueState *)(const void *)s->st);
    int count = s->rec.count;
    /* The table goes without a word (as if the program were killed); the lobby finds the game and resumes it. */
    App_Reset(app, Lobby(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, 2);
    assert_true(Harness_Click(app, "Resume game"));
    assert_string_equal(Harness_TopName(app), "bezique-table");
    s = TableScene_Session(Top(app));
    assert_int_equal(s->rec.count, count);
    assert_true(Bezique_Hash((const BeziqueState *)(const void *)s->st) == hash);
    assert_int_equal(TableSession_LevelAt(s, 1), GAME_AI_MEDIUM);
    Harness_Stop(app);
}

static void test_refused_declaration_says_why(void **state)
{
    (void)state;
    App *app = StartFast();
    App_Push(app, BeziqueTableScene_CreateNew(app, BEZIQUE_RUBICON, &kEasy, 99));
    App_ApplySceneOps(app);
    uint64_t rng = 3;
    /* Play on until the player has won a trick and may declare. */
    for (int i = 0; i < 400; i++) {
        assert_true(WaitForPlayer(app));
        const BeziqueState *v = (const BeziqueState *)(const void *)TableScene_Session(Top(app))->view;
        if (v->phase == BEZ_PHASE_DECLARE) {
            break;
        }
        assert_true(PlayOneMove(app, PressKey, &rng));
    }
    const TableSession *s = TableScene_Session(Top(app));
    const BeziqueState *v = (const BeziqueState *)(const void *)s->view;
    assert_int_equal(v->phase, BEZ_PHASE_DECLARE);
    /* Two cards of the hand that make no combination, picked by clicking them. */
    Card cards[BEZ_HAND_MAX + 1];
    int n = BzView_HandCards(v, 0, cards);
    int a = -1, b = -1;
    for (int i = 0; i < n && a < 0; i++) {
        for (int j = i + 1; j < n && a < 0; j++) {
            Card pair[2] = {cards[i], cards[j]};
            if (Bezique_Identify(pair, 2).type == BEZ_COMBO_NONE) {
                a = i;
                b = j;
            }
        }
    }
    assert_true(a >= 0);
    char name[16];
    snprintf(name, sizeof name, "hand%d", a);
    assert_true(Harness_Click(app, name));
    snprintf(name, sizeof name, "hand%d", b);
    assert_true(Harness_Click(app, name));
    int before = s->rec.count;
    assert_true(Harness_Click(app, "Declare the chosen cards"));
    /* Refused, with the rules' own reason on screen, and nothing changed. */
    Card pair[2] = {cards[a], cards[b]};
    GameAction decl = Bezique_Declare(NULL, NULL, 0, pair, 2);
    const char *why = Bezique_WhyNot(v, 0, decl);
    assert_true(why[0] != '\0');
    const char *shown = TableScene_Message(Top(app));
    if (strncmp(shown + 1, why + 1, strlen(why) - 2) != 0) {
        fail_msg("shown \"%s\", the rules say \"%s\"", shown, why);
    }
    assert_int_equal(TableScene_Session(Top(app))->rec.count, before);
    Harness_Stop(app);
}

/* A key pressed with a modifier held (Shift+Z). */
/* Whether the controls bar offers redo in the frame drawn now. */
static bool OffersRedo(App *app)
{
    LayoutRecord_Start();
    App_Render(app);
    LayoutRecord_Stop();
    for (int i = 0; i < LayoutRecord_Count(); i++) {
        if (LayoutRecord_Item(i)->kind == LAYOUT_TEXT && strcmp(LayoutRecord_Item(i)->text, "Redo") == 0) {
            return true;
        }
    }
    return false;
}

static void test_undo_takes_back_the_last_move(void **state)
{
    (void)state;
    App *app = StartFast();
    App_Push(app, BeziqueTableScene_CreateNew(app, BEZIQUE_RUBICON, &kEasy, 31));
    App_ApplySceneOps(app);
    uint64_t rng = 11;
    /* Nothing to undo before the player's first move: refused, with a reason. */
    assert_true(WaitForPlayer(app));
    if (TableScene_Session(Top(app))->rec.count == 0) {
        Harness_Key(app, SDLK_z);
        assert_true(strstr(TableScene_Message(Top(app)), "Nothing to undo") != NULL);
    }
    for (int i = 0; i < 12; i++) {
        assert_true(PlayOneMove(app, PressKey, &rng));
    }
    assert_true(WaitForPlayer(app));
    const TableSession *s = TableScene_Session(Top(app));
    /* The state before the player's next move, then that move and the computer's answers. */
    uint64_t hash = Bezique_Hash((const BeziqueState *)(const void *)s->st);
    int count = s->rec.count;
    assert_true(PlayOneMove(app, PressKey, &rng));
    assert_true(WaitForPlayer(app));
    assert_true(TableScene_Session(Top(app))->rec.count > count);
    Harness_Key(app, SDLK_z);
    s = TableScene_Session(Top(app));
    assert_int_equal(s->rec.count, count);
    assert_true(Bezique_Hash((const BeziqueState *)(const void *)s->st) == hash);
    assert_true(s->undos > 0);
    /* The undo is saved too. */
    GameRecord saved = CheckSaveMatches(s);
    GameRecord_Free(&saved);
    Harness_Stop(app);
}

/* Redo beside undo: Shift+Z (or Ctrl+Y, or the pad's left stick) makes the move again with the computer's answers,
   the bar offers it only while there is one, and a move of the player's own ends it. */
static void test_redo_makes_the_move_again(void **state)
{
    (void)state;
    App *app = StartFast();
    App_Push(app, BeziqueTableScene_CreateNew(app, BEZIQUE_RUBICON, &kEasy, 31));
    App_ApplySceneOps(app);
    uint64_t rng = 11;
    for (int i = 0; i < 6; i++) {
        assert_true(PlayOneMove(app, PressKey, &rng));
    }
    assert_true(WaitForPlayer(app));
    assert_false(OffersRedo(app));
    const TableSession *s = TableScene_Session(Top(app));
    int count = s->rec.count;
    uint64_t hash = Bezique_Hash((const BeziqueState *)(const void *)s->st);
    Harness_Key(app, SDLK_z);
    s = TableScene_Session(Top(app));
    assert_true(s->rec.count < count);
    assert_true(OffersRedo(app));
    Harness_KeyWith(app, SDLK_z, KMOD_LSHIFT);
    assert_true(WaitForPlayer(app));
    s = TableScene_Session(Top(app));
    assert_int_equal(s->rec.count, count);
    assert_true(Bezique_Hash((const BeziqueState *)(const void *)s->st) == hash);
    assert_false(OffersRedo(app));
    /* The same by Ctrl+Y and by the pad. */
    Harness_Key(app, SDLK_z);
    Harness_KeyWith(app, SDLK_y, KMOD_LCTRL);
    assert_true(WaitForPlayer(app));
    assert_int_equal(TableScene_Session(Top(app))->rec.count, count);
    assert_true(Harness_PadAttach(app));
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_X); /* undo */
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_LEFTSTICK);
    assert_true(WaitForPlayer(app));
    assert_int_equal(TableScene_Session(Top(app))->rec.count, count);
    Harness_PadDetach(app);
    /* A move of his own after an undo: nothing left to redo. */
    Harness_Key(app, SDLK_z);
    assert_true(WaitForPlayer(app));
    assert_true(PlayOneMove(app, PressKey, &rng));
    assert_true(WaitForPlayer(app));
    assert_false(OffersRedo(app));
    Harness_KeyWith(app, SDLK_z, KMOD_LSHIFT);
    assert_true(strstr(TableScene_Message(Top(app)), "Nothing to redo") != NULL);
    GameRecord saved = CheckSaveMatches(TableScene_Session(Top(app)));
    GameRecord_Free(&saved);
    Harness_Stop(app);
}

static void test_last_tricks_refuse_a_card_with_the_reason(void **state)
{
    (void)state;
    App *app = StartFast();
    App_Push(app, BeziqueTableScene_CreateNew(app, BEZIQUE_RUBICON, &kEasy, 77));
    App_ApplySceneOps(app);
    uint64_t rng = 5;
    /* Play on until the stock is out and the player must follow a lead holding a card he may not play. */
    int refused = -1;
    for (int i = 0; i < 600 && refused < 0; i++) {
        assert_true(WaitForPlayer(app));
        assert_true(AtTable(app));
        const BeziqueState *v = (const BeziqueState *)(const void *)TableScene_Session(Top(app))->view;
        if (v->stockCount == 0 && v->phase == BEZ_PHASE_PLAY && v->trickCount == 1) {
            Card cards[BEZ_HAND_MAX + 1];
            int n = BzView_HandCards(v, 0, cards);
            for (int k = 0; k < n && refused < 0; k++) {
                refused = Bezique_Check(v, 0, Bezique_Play(cards[k], -1)) != BEZ_WHY_OK ? k : -1;
            }
            if (refused >= 0) {
                break;
            }
        }
        assert_true(PlayOneMove(app, PressKey, &rng));
    }
    assert_true(refused >= 0);
    const TableSession *s = TableScene_Session(Top(app));
    const BeziqueState *v = (const BeziqueState *)(const void *)s->view;
    Card cards[BEZ_HAND_MAX + 1];
    BzView_HandCards(v, 0, cards);
    const char *why = Bezique_WhyNot(v, 0, Bezique_Play(cards[refused], -1));
    int count = s->rec.count;
    FocusOn(app, PressKey, BZ_AREA_HAND, refused);
    Harness_Key(app, SDLK_RETURN);
    assert_int_equal(TableScene_Session(Top(app))->rec.count, count);
    const char *shown = TableScene_Message(Top(app));
    if (strncmp(shown + 1, why + 1, strlen(why) - 2) != 0) {
        fail_msg("shown \"%s\", the rules say \"%s\"", shown, why);
    }
    Harness_Stop(app);
}

static void test_hint_points_at_a_legal_move(void **state)
{
    (void)state;
    App *app = StartFast();
    App_Push(app, BeziqueTableScene_CreateNew(app, BEZIQUE_RUBICON, &kEasy, 8));
    App_ApplySceneOps(app);
    for (int i = 0; i < 30; i++) {
        assert_true(WaitForPlayer(app));
        int before = TableScene_Session(Top(app))->rec.count;
        Harness_Key(app, SDLK_h);
        assert_true(strncmp(TableScene_Message(Top(app)), "Hint:", 5) == 0);
        /* Confirm takes the hinted move: it is legal, so it is played. */
        Harness_Key(app, SDLK_RETURN);
        if (TableScene_Session(Top(app))->rec.count == before) {
            fail_msg("the hinted move was not taken: %s", TableScene_Message(Top(app)));
        }
    }
    Harness_Stop(app);
}

static void test_corrupt_statistics_are_told_and_kept(void **state)
{
    (void)state;
    App *app = Harness_StartWithFile(1280, 720, BEZIQUE_STATS_FILE, "stats rubicon easy games lots\n");
    assert_non_null(app);
    App_Push(app, Lobby(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, 2);
    assert_true(Harness_Click(app, "Statistics"));
    assert_string_equal(Harness_TopName(app), "message");
    char kept[512];
    snprintf(kept, sizeof kept, "%s/%s.corrupt-1", Harness_UserDir(), BEZIQUE_STATS_FILE);
    FILE *f = fopen(kept, "r");
    assert_non_null(f);
    fclose(f);
    Harness_Key(app, SDLK_RETURN);
    assert_string_equal(Harness_TopName(app), "table-stats");
    Harness_Stop(app);
}

/* The shared table's focus: each group keeps its item, empty groups are skipped, nothing wraps round. */
/* Score pop-ups name what was scored: a combination held "to score" by its own name (it used to fall
   through to "the seven"), a declaration by its combination, the seven only for the seven. */
static void test_score_popups_name_the_combination(void **state)
{
    (void)state;
    int scored = 0, declared = 0;
    uint32_t r = 12345;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        for (int variant = 0; variant < 2; variant++) {
            BeziqueState st;
            assert_int_equal(Bezique_Init(&st, variant == 0 ? BEZIQUE_RUBICON : BEZIQUE_ORDINARY, seed), GAME_OK);
            while (!Bezique_IsOver(&st)) {
                int seat = Bezique_ToAct(&st);
                GameAction legal[BEZ_MAX_ACTIONS];
                int n = Bezique_Legal(&st, seat, legal, BEZ_MAX_ACTIONS);
                assert_true(n > 0);
                /* Prefer scoring and declaring, so that many pop-ups are seen. */
                int pick = -1;
                for (int i = 0; i < n && pick < 0; i++) {
                    if (legal[i].kind == BEZ_ACT_SCORE) {
                        pick = i;
                    }
                }
                r = r * 1103515245u + 12345u;
                if (pick < 0) {
                    pick = (int)((r >> 8) % (uint32_t)n);
                }
                GameAction a = legal[pick];
                BeziqueState before = st;
                assert_int_equal(Bezique_Apply(&st, seat, a), BEZ_WHY_OK);
                int gained = (int)st.side[seat].score - (int)before.side[seat].score;
                char label[64], want[48];
                bool shown = BezNames_Gain(&before, seat, a, gained, label, sizeof label);
                if (a.kind == BEZ_ACT_SCORE && gained > 0) {
                    assert_true(shown);
                    BezNames_Combo(Bezique_PendingCombo(&before, seat, a.choice), want, sizeof want);
                    assert_non_null(strstr(label, want));
                    assert_null(strstr(label, "seven"));
                    scored++;
                } else if (a.kind == BEZ_ACT_DECLARE && gained > 0) {
                    BezNames_Combo(Bezique_Identify(a.cards, a.count), want, sizeof want);
                    assert_non_null(strstr(label, want));
                    declared++;
                } else if (a.kind == BEZ_ACT_PLAY || a.kind == BEZ_ACT_PASS) {
                    assert_false(shown);
                }
                if (shown && a.kind != BEZ_ACT_SEVEN && a.kind != BEZ_ACT_EXCHANGE) {
                    assert_null(strstr(label, "Seven of trumps"));
                }
            }
        }
    }
    assert_true(scored > 0);
    assert_true(declared > 0);
}

static void test_table_focus(void **state)
{
    (void)state;
    TableFocus f;
    TableFocus_Init(&f, 3);
    TableFocus_SetCount(&f, 0, 5);
    TableFocus_SetCount(&f, 1, 0);
    TableFocus_SetCount(&f, 2, 2);
    assert_int_equal(f.group, 0);
    assert_false(TableFocus_Step(&f, -1));
    for (int i = 0; i < 4; i++) {
        assert_true(TableFocus_Step(&f, 1));
    }
    assert_false(TableFocus_Step(&f, 1));
    assert_int_equal(TableFocus_Index(&f, 0), 4);
    assert_true(TableFocus_Cycle(&f, 1)); /* group 1 is empty: on to 2 */
    assert_int_equal(f.group, 2);
    assert_true(TableFocus_Cycle(&f, 1));
    assert_int_equal(f.group, 0);
    assert_int_equal(TableFocus_Index(&f, 0), 4); /* the hand kept its card */
    TableFocus_SetCount(&f, 0, 3);                /* two cards played: the focus stays inside */
    assert_int_equal(TableFocus_Index(&f, 0), 2);
    assert_false(TableFocus_Go(&f, 1, 0));
    TableFocus_SetCount(&f, 0, 0); /* the group empties under the focus: it moves on */
    assert_int_equal(f.group, 2);
    assert_int_equal(TableFocus_Index(&f, 0), -1);
}

static void test_corrupt_save_is_told_and_kept(void **state)
{
    (void)state;
    App *app = Harness_StartWithFile(1280, 720, BEZIQUE_GAME_FILE,
                                     "parlour-game 1\ngame bezique\nvariant rubicon\nseed 5\naction play ZZ\n");
    assert_non_null(app);
    App_Push(app, Lobby(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, 3);
    assert_string_equal(Harness_TopName(app), "message");
    char kept[512];
    snprintf(kept, sizeof kept, "%s/%s.corrupt-1", Harness_UserDir(), BEZIQUE_GAME_FILE);
    FILE *f = fopen(kept, "r");
    assert_non_null(f);
    fclose(f);
    Harness_Key(app, SDLK_RETURN);
    assert_string_equal(Harness_TopName(app), "table-lobby");
    /* No "Resume game": the lobby starts with a new game. */
    SDL_FRect r;
    assert_false(Top(app)->ops->locate(Top(app), app, "Resume game", &r));
    Harness_Stop(app);
}

/* ---- the shared lobby ---- */

/* Rubicon games counted in the statistics, summed over the seatings. */
static long long GamesCounted(void)
{
    TableStats stats;
    char message[1024];
    TableStore_LoadStats(BEZIQUE_STATS_FILE, "test", &Bezique_Rules, &stats, message, sizeof message);
    long long games = 0;
    for (int i = 0; i < stats.count; i++) {
        games += stats.rows[i].games;
    }
    TableStats_Free(&stats);
    return games;
}

/*
 * The program stopped after a game's last move, before the game was counted and its save removed: the lobby
 * counts it once, shows how it ended, and never offers it for Resume (Resume used to count it a second time).
 */
static void test_finished_save_is_a_result_not_resumed(void **state)
{
    (void)state;
    GameRecord rec;
    GameRecord_Init(&rec, &Bezique_Rules, BEZIQUE_RUBICON, 77);
    GameState *st = Game_NewState(&Bezique_Rules);
    assert_int_equal(Bezique_Rules.init(st, BEZIQUE_RUBICON, 77), GAME_OK);
    Rng rng = Rng_Make(77);
    assert_true(Game_PlayRandom(&Bezique_Rules, st, &rec, &rng, 1 << 20) > 0);
    assert_int_equal(Bezique_Rules.toAct(st), GAME_NOBODY);
    GameSeating seating = Seating_OneAgainst(2, GAME_AI_STRONG);
    static char text[64 * 1024];
    assert_true(TableStore_FormatGame(&rec, &seating, 0, 0, true, text, sizeof text) > 0);
    GameRecord_Free(&rec);
    free(st);

    App *app = Harness_StartWithFile(1280, 720, BEZIQUE_GAME_FILE, text);
    assert_non_null(app);
    App_Push(app, Lobby(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, 3);
    assert_string_equal(Harness_TopName(app), "message"); /* how it ended */
    Harness_Key(app, SDLK_RETURN);
    assert_string_equal(Harness_TopName(app), "table-lobby");
    SDL_FRect r;
    assert_false(Top(app)->ops->locate(Top(app), app, "Resume game", &r));
    assert_int_equal(GamesCounted(), 1);
    assert_false(TableStore_HasGame(BEZIQUE_GAME_FILE));
    /* Back in the lobby later: nothing more to say or count. */
    App_Pop(app);
    App_ApplySceneOps(app);
    App_Push(app, Lobby(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, 3);
    assert_string_equal(Harness_TopName(app), "table-lobby");
    assert_int_equal(GamesCounted(), 1);
    Harness_Stop(app);
}

/* The lobby by mouse: a click on a seat's row changes who sits there, a click on the variant changes it. */
static void test_lobby_by_mouse(void **state)
{
    (void)state;
    App *app = StartFast();
    TableStore_ClearGame(BEZIQUE_GAME_FILE);
    App_Push(app, Lobby(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, 2);
    int variant = TableLobbyScene_Variant(Top(app));
    assert_true(Harness_Click(app, "Variant"));
    assert_int_equal(TableLobbyScene_Variant(Top(app)), 1 - variant);
    GameSeating before = *TableLobbyScene_Seating(Top(app));
    assert_true(Harness_Click(app, "North"));
    const GameSeating *after = TableLobbyScene_Seating(Top(app));
    assert_false(Seating_Equal(&before, after));
    GameSeating chosen = *after;
    assert_true(Harness_Click(app, "New game"));
    if (strcmp(Harness_TopName(app), "handover") == 0) { /* North became a person */
        Harness_Frames(app, 45);
        Harness_Key(app, SDLK_RETURN);
    }
    assert_string_equal(Harness_TopName(app), "bezique-table");
    const TableSession *s = TableScene_Session(Top(app));
    assert_int_equal(s->rec.variant, 1 - variant);
    assert_true(Seating_Equal(&s->seating, &chosen));
    Harness_Stop(app);
}

/* The lobby by gamepad: the d-pad moves and changes, A starts; the choice is remembered for the next visit. */
static void test_lobby_by_gamepad(void **state)
{
    (void)state;
    App *app = StartFast();
    TableStore_ClearGame(BEZIQUE_GAME_FILE);
    App_Push(app, Lobby(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, 2);
    assert_true(Harness_PadAttach(app));
    PressPad(app, ACTION_DOWN);
    PressPad(app, ACTION_DOWN);
    PressPad(app, ACTION_DOWN); /* North */
    for (int i = 0; i < 4 && TableLobbyScene_Seating(Top(app))->seat[1].level != GAME_AI_STRONG; i++) {
        PressPad(app, ACTION_RIGHT);
    }
    const GameSeating *seating = TableLobbyScene_Seating(Top(app));
    assert_int_equal(seating->seat[1].kind, SEAT_COMPUTER);
    assert_int_equal(seating->seat[1].level, GAME_AI_STRONG);
    PressPad(app, ACTION_UP);
    PressPad(app, ACTION_UP);
    PressPad(app, ACTION_UP);
    PressPad(app, ACTION_CONFIRM);
    assert_string_equal(Harness_TopName(app), "bezique-table");
    assert_int_equal(TableSession_LevelAt(TableScene_Session(Top(app)), 1), GAME_AI_STRONG);
    /* Remembered: a new lobby starts from the same seating. */
    App_Reset(app, Lobby(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, 2);
    assert_int_equal(TableLobbyScene_Seating(Top(app))->seat[1].level, GAME_AI_STRONG);
    Harness_PadDetach(app);
    Harness_Stop(app);
}

/* ---- pass and play ---- */

/* What the screen drew face up since the last check, and whether any of it was hidden from the viewer. */
typedef struct FaceWatch {
    App *app;
    int frames;     /* table frames checked */
    int violations; /* cards drawn face up that the viewer may not see */
    char first[96];
} FaceWatch;

/* Every kind of card the seat may see in its view: its hand, the cards the other has shown, both tables, the trick. */
static void VisibleKinds(const BeziqueState *full, int seat, bool out[BEZ_KINDS])
{
    BeziqueState v;
    Bezique_View(full, seat, &v);
    memset(out, 0, sizeof(bool) * BEZ_KINDS);
    for (int k = 0; k < BEZ_KINDS; k++) {
        out[k] = v.side[seat].hand[k] > 0 || v.side[1 - seat].known[k] > 0;
    }
    for (int p = 0; p < 2; p++) {
        for (int s = 0; s < BEZ_TABLE_SLOTS; s++) {
            if (v.side[p].table[s] != CARD_NONE) {
                out[Bezique_Index(v.side[p].table[s])] = true;
            }
        }
    }
    Card open[] = {v.trick[0], v.trick[1], v.turnUp, v.lastTrick[0], v.lastTrick[1]};
    for (size_t i = 0; i < sizeof open / sizeof open[0]; i++) {
        if (open[i] != CARD_NONE && Bezique_Index(open[i]) >= 0) {
            out[Bezique_Index(open[i])] = true;
        }
    }
}

static void WatchFace(Card card, void *ctx)
{
    FaceWatch *w = ctx;
    if (!AtTable(w->app)) {
        return; /* only the table shows hands */
    }
    const TableSession *s = TableScene_Session(Top(w->app));
    bool visible[BEZ_KINDS];
    VisibleKinds((const BeziqueState *)(const void *)s->st, s->viewer, visible);
    int k = Bezique_Index(card);
    if (k < 0 || !visible[k]) {
        if (w->violations++ == 0) {
            char name[8];
            Card_Format(card, name);
            snprintf(w->first, sizeof w->first, "%s drawn face up for seat %d after %d actions", name, s->viewer,
                     s->rec.count);
        }
    }
}

/* South plays by keyboard, North by the gamepad. */
static void PressFor(App *app, int seat, Action action)
{
    (seat == 0 ? PressKey : PressPad)(app, action);
}

/*
 * Two people at one screen: South by keyboard, North by a virtual
 * gamepad. Each of their turns comes after a hand-over screen naming them,
 * answered on their own device; the whole game runs to the scoring, and no
 * frame of the table shows a card its viewer may not see.
 */
static void test_pass_and_play_two_people(void **state)
{
    (void)state;
    App *app = StartFast();
    FaceWatch watch = {app, 0, 0, ""};
    CardAtlas_WatchFaces(app->cards, WatchFace, &watch);
    TableStore_ClearGame(BEZIQUE_GAME_FILE); /* an earlier test's game would add a Resume row */
    App_Push(app, Lobby(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, 2);
    /* North becomes a person: New game, Variant, South, North; right goes round the levels to Person. */
    PressKey(app, ACTION_DOWN);
    PressKey(app, ACTION_DOWN);
    PressKey(app, ACTION_DOWN);
    for (int i = 0; i < 4 && Seating_People(TableLobbyScene_Seating(Top(app))) < 2; i++) {
        PressKey(app, ACTION_RIGHT);
    }
    assert_int_equal(Seating_People(TableLobbyScene_Seating(Top(app))), 2);
    assert_true(Harness_PadAttach(app));
    PressKey(app, ACTION_UP);
    PressKey(app, ACTION_UP);
    PressKey(app, ACTION_UP);
    PressKey(app, ACTION_CONFIRM);
    /* Before a single card shows, the first person takes the screen. */
    assert_string_equal(Harness_TopName(app), "handover");

    uint64_t rng = 0xC0FFEEULL;
    int handovers = 0, moves = 0, lastViewer = -1;
    for (int guard = 0; guard < 4000; guard++) {
        Harness_Frames(app, 2);
        const char *top = Harness_TopName(app);
        if (strcmp(top, "bezique-score") == 0) {
            break;
        }
        if (strcmp(top, "handover") == 0) {
            /* The scene under it is the table: the hand-over names the person who decides next. */
            const TableSession *s = TableScene_Session(app->scenes[app->sceneCount - 2]);
            int next = TableSession_HandOverSeat(s);
            char label[32];
            snprintf(label, sizeof label, "I am %s", next == 0 ? "South" : "North");
            SDL_FRect r;
            assert_true(Top(app)->ops->locate(Top(app), app, label, &r));
            PressFor(app, next, ACTION_CONFIRM); /* too soon: a press held over from the last turn is ignored */
            assert_string_equal(Harness_TopName(app), "handover");
            Harness_Frames(app, 45);
            PressFor(app, next, ACTION_CONFIRM);
            assert_string_equal(Harness_TopName(app), "bezique-table");
            assert_int_equal(TableScene_Session(Top(app))->viewer, next);
            assert_true(next != lastViewer);
            lastViewer = next;
            handovers++;
            continue;
        }
        assert_string_equal(top, "bezique-table");
        const TableSession *s = TableScene_Session(Top(app));
        if (!TableSession_PersonToAct(s) || TableScene_Busy(Top(app))) {
            continue;
        }
        assert_true(PlayOneMove(app, s->viewer == 0 ? PressKey : PressPad, &rng));
        moves++;
    }
    CardAtlas_WatchFaces(app->cards, NULL, NULL);
    assert_string_equal(Harness_TopName(app), "bezique-score");
    assert_true(moves > 100);
    assert_true(handovers > 20); /* the turn passes back and forth all game long */
    if (watch.violations > 0) {
        fail_msg("%d cards shown to the wrong seat; the first: %s", watch.violations, watch.first);
    }
    /* Recorded per seating: two people. */
    char path[512];
    snprintf(path, sizeof path, "%s/%s", Harness_UserDir(), BEZIQUE_STATS_FILE);
    char *stats = AtomicFile_ReadAll(path, NULL);
    assert_non_null(stats);
    assert_non_null(strstr(stats, "stats rubicon person,person games 1 wins "));
    free(stats);
    Harness_Stop(app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_drag_a_card_to_play),
        cmocka_unit_test(test_score_popups_name_the_combination),
        cmocka_unit_test(test_table_focus),
        cmocka_unit_test(test_refused_declaration_says_why),
        cmocka_unit_test(test_kill_and_resume),
        cmocka_unit_test(test_corrupt_save_is_told_and_kept),
        cmocka_unit_test(test_undo_takes_back_the_last_move),
        cmocka_unit_test(test_redo_makes_the_move_again),
        cmocka_unit_test(test_hint_points_at_a_legal_move),
        cmocka_unit_test(test_corrupt_statistics_are_told_and_kept),
        cmocka_unit_test(test_last_tricks_refuse_a_card_with_the_reason),
        cmocka_unit_test(test_whole_game_by_keyboard),
        cmocka_unit_test(test_whole_game_by_gamepad),
        cmocka_unit_test(test_whole_game_by_mouse),
        cmocka_unit_test(test_ordinary_game_by_keyboard),
        cmocka_unit_test(test_pass_and_play_two_people),
        cmocka_unit_test(test_finished_save_is_a_result_not_resumed),
        cmocka_unit_test(test_lobby_by_mouse),
        cmocka_unit_test(test_lobby_by_gamepad),
    };
    if (getenv("PARLOUR_TEST_ONLY") != NULL) {
        cmocka_set_test_filter(getenv("PARLOUR_TEST_ONLY")); /* one test while working on it */
    }
    return cmocka_run_group_tests(tests, NULL, NULL);
}
