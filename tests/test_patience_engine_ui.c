/* test_patience_engine_ui.c: the Poker Patience engine as a player meets it: hints, the best layout, the review, the demo. */
#define _POSIX_C_SOURCE 200809L
#include "scene_harness.h"

#include "core/patience/patience_stats.h"
#include "games/patience/patience_scenes.h"
#include "games/patience/patience_store.h"
#include "games/patience/patience_table.h"
#include "scenes/scenes.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

static App *StartTable(PatienceVariant variant, uint64_t seed)
{
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    app->settings.animSpeed = ANIM_OFF;
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

static bool IsLegal(const PatienceGame *game, int cell)
{
    uint8_t cells[PATIENCE_CELLS];
    int n = Patience_LegalCells(game, cells);
    for (int i = 0; i < n; i++) {
        if (cells[i] == cell) {
            return true;
        }
    }
    return false;
}

/* The hint shown now, after its search has finished; checks it is legal and ranked. */
static int CheckHint(App *app)
{
    int count = 0;
    bool refined = false;
    const PatienceAdvice *advice = PatienceTableScene_WaitHint(Table(app), &count, &refined);
    assert_non_null(advice);
    assert_true(count > 0 && count <= PT_HINT_CELLS);
    assert_true(refined); /* the normal level's answer replaced the fast one */
    const PatienceGame *game = PatienceTableScene_Game(Table(app));
    for (int i = 0; i < count; i++) {
        assert_true(IsLegal(game, advice[i].cell));
        if (i > 0) {
            assert_true(advice[i].expected <= advice[i - 1].expected);
        }
    }
    return advice[0].cell;
}

static void test_hint_is_a_legal_cell_and_goes_with_the_card(void **state)
{
    (void)state;
    App *app = StartTable(Patience_DefaultVariant(), 4242u);
    Harness_Key(app, SDLK_h);
    int best = CheckHint(app);
    assert_int_equal(PatienceTableScene_Hints(Table(app)), 1);
    /* The focus went to the suggested cell: Enter lays the card there, and the hint goes with it. */
    assert_int_equal(PatienceTableScene_Focus(Table(app)), best);
    Harness_Key(app, SDLK_RETURN);
    const PatienceGame *game = PatienceTableScene_Game(Table(app));
    assert_int_equal(game->placed, 1);
    assert_int_equal(game->moves[0], best);
    int count = -1;
    bool refined = false;
    assert_null(PatienceTableScene_WaitHint(Table(app), &count, &refined));
    assert_int_equal(count, 0);

    /* Asking twice for one card hides it the second time and counts once; a gamepad's Y asks too. */
    Harness_Key(app, SDLK_h);
    CheckHint(app);
    Harness_Key(app, SDLK_h);
    assert_null(PatienceTableScene_WaitHint(Table(app), &count, &refined));
    assert_true(Harness_PadAttach(app));
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_Y);
    CheckHint(app);
    assert_int_equal(PatienceTableScene_Hints(Table(app)), 2);
    /* And the mouse has its button. */
    Harness_Key(app, SDLK_h);
    Harness_Key(app, SDLK_RETURN);
    assert_true(Harness_Click(app, "hint"));
    CheckHint(app);
    assert_int_equal(PatienceTableScene_Hints(Table(app)), 3);

    /* The count is saved with the game, and comes back when it is resumed. */
    PatienceGame saved;
    int undos = -1, hints = -1;
    char message[512];
    assert_int_equal(PatienceStore_LoadGameWithHints(&saved, &undos, &hints, message, sizeof message),
                     PATIENCE_STORE_OK);
    assert_int_equal(hints, 3);
    assert_int_equal(saved.placed, 2);
    Harness_Stop(app);
}

static void test_an_undo_hides_the_hint_and_a_change_drops_the_search(void **state)
{
    (void)state;
    App *app = StartTable(Patience_DefaultVariant(), 99u);
    Harness_Key(app, SDLK_RETURN);
    Harness_Key(app, SDLK_h); /* the search starts ... */
    Harness_Key(app, SDLK_z); /* ... and the game changes before it ends: its answer is dropped */
    int count = -1;
    bool refined = true;
    assert_null(PatienceTableScene_WaitHint(Table(app), &count, &refined));
    assert_int_equal(PatienceTableScene_Game(Table(app))->placed, 0);
    Harness_Key(app, SDLK_h);
    CheckHint(app);
    Harness_Stop(app);
}

static void test_hints_are_refused_in_a_counted_challenge(void **state)
{
    (void)state;
    App *app = StartTable(Patience_DefaultVariant(), 7u);
    PatienceTableScene_SetAssistOff(Table(app), true);
    Harness_Key(app, SDLK_h);
    assert_non_null(strstr(PatienceTableScene_Message(Table(app)), "Hints are off in a counted challenge"));
    int count = -1;
    bool refined = true;
    assert_null(PatienceTableScene_WaitHint(Table(app), &count, &refined));
    assert_true(Harness_Click(app, "hint"));
    assert_null(PatienceTableScene_WaitHint(Table(app), &count, &refined));
    assert_int_equal(PatienceTableScene_Hints(Table(app)), 0);
    Harness_Stop(app);
}

/* A whole game played by the hints: every card where the engine says; the statistics count the hints. */
static void test_hints_are_counted_in_the_statistics(void **state)
{
    (void)state;
    App *app = StartTable(Patience_DefaultVariant(), 2024u);
    for (int i = 0; i < PATIENCE_CARDS; i++) {
        Harness_Key(app, SDLK_h);
        int best = CheckHint(app);
        assert_int_equal(PatienceTableScene_Focus(Table(app)), best);
        Harness_Key(app, SDLK_RETURN);
    }
    Harness_Frames(app, 200);
    assert_string_equal(Harness_TopName(app), "patience-score");
    PatienceStats stats;
    char message[512];
    assert_int_equal(PatienceStore_LoadStats(&stats, message, sizeof message), PATIENCE_STORE_OK);
    const PatienceRecord *r = PatienceStats_Get(&stats, Patience_DefaultVariant());
    assert_int_equal(r->games, 1);
    assert_int_equal(r->hints, PATIENCE_CARDS);
    assert_int_equal(r->gamesWithHint, 1);
    Harness_Stop(app);
}

/* Old files have no hints line: they still load, with none counted; the line round-trips once written. */
static void test_hint_counts_are_backward_compatible(void **state)
{
    (void)state;
    PatienceStats stats;
    PatienceStats_Clear(&stats);
    PatienceGame g;
    Patience_NewGame(&g, Patience_DefaultVariant(), 5u);
    while (!Patience_IsComplete(&g)) {
        uint8_t cells[PATIENCE_CELLS];
        assert_true(Patience_LegalCells(&g, cells) > 0);
        Patience_Place(&g, Patience_CellRow(cells[0]), Patience_CellCol(cells[0]));
    }
    assert_true(PatienceStats_Record(&stats, &g, 0));
    char text[PATIENCE_STATS_TEXT_MAX];
    PatienceStats_Serialise(&stats, text, sizeof text);
    assert_null(strstr(text, "hints"));
    PatienceStats back;
    assert_true(PatienceStats_Parse(text, &back, NULL));
    assert_int_equal(PatienceStats_Get(&back, g.variant)->hints, 0);

    assert_true(PatienceStats_RecordWithHints(&stats, &g, 1, 4));
    PatienceStats_Serialise(&stats, text, sizeof text);
    assert_non_null(strstr(text, "hints 4 1"));
    assert_true(PatienceStats_Parse(text, &back, NULL));
    assert_int_equal(PatienceStats_Get(&back, g.variant)->hints, 4);
    assert_int_equal(PatienceStats_Get(&back, g.variant)->gamesWithHint, 1);
    assert_int_equal(PatienceStats_Get(&back, g.variant)->games, 2);
}

/* A save from before hints (no "hints" line) resumes with none; a bad count is reported, and the file set aside. */
static void test_saves_without_hints_still_load(void **state)
{
    (void)state;
    static const char kOld[] = "parlour-patience 1\nvariant hoyle english\nseed 5\n"
                               "deal QS 8D 3D KH 4C 5H 2D 6S 9H 5D KS 6H 3C 8C AC JC 2S QC KC KD 3H JD 6D QD 7C\n"
                               "moves 40\nundos 2\n";
    App *app = Harness_StartWithFile(640, 360, "patience-game.txt", kOld);
    assert_non_null(app);
    PatienceGame game;
    int undos = -1, hints = -1;
    char message[1024];
    assert_int_equal(PatienceStore_LoadGameWithHints(&game, &undos, &hints, message, sizeof message),
                     PATIENCE_STORE_OK);
    assert_int_equal(game.placed, 1);
    assert_int_equal(undos, 2);
    assert_int_equal(hints, 0);
    /* Saved again with hints, it keeps them; the old reader still reads it. */
    assert_int_equal(PatienceStore_SaveGameWithHints(&game, undos, 3, message, sizeof message), PATIENCE_STORE_OK);
    assert_int_equal(PatienceStore_LoadGameWithHints(&game, &undos, &hints, message, sizeof message),
                     PATIENCE_STORE_OK);
    assert_int_equal(hints, 3);
    assert_int_equal(PatienceStore_LoadGame(&game, &undos, message, sizeof message), PATIENCE_STORE_OK);
    Harness_Stop(app);

    static const char kBad[] = "parlour-patience 1\nvariant hoyle english\nseed 5\n"
                               "deal QS 8D 3D KH 4C 5H 2D 6S 9H 5D KS 6H 3C 8C AC JC 2S QC KC KD 3H JD 6D QD 7C\n"
                               "moves 40\nhints many\n";
    app = Harness_StartWithFile(640, 360, "patience-game.txt", kBad);
    assert_non_null(app);
    assert_int_equal(PatienceStore_LoadGameWithHints(&game, &undos, &hints, message, sizeof message),
                     PATIENCE_STORE_CORRUPT);
    assert_non_null(strstr(message, "hints"));
    Harness_Stop(app);
}

static App *StartAt(Scene *(*make)(App *, const PatienceGame *), PatienceGame *game)
{
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    app->settings.animSpeed = ANIM_OFF;
    assert_true(PatienceReviewScene_DemoGame(game));
    App_Push(app, TitleScene_Create(app));
    App_Push(app, make(app, game));
    App_ApplySceneOps(app);
    Harness_Frames(app, 3);
    return app;
}

static Scene *MakeScore(App *app, const PatienceGame *game)
{
    PatienceOutcome outcome = {Patience_Score(game), 50, false, 3, 45.0};
    return PatienceScoreScene_Create(app, game, &outcome);
}

static void test_scoring_shows_the_possible_score_and_the_best_layout(void **state)
{
    (void)state;
    PatienceGame game;
    App *app = StartAt(MakeScore, &game);
    assert_string_equal(Harness_TopName(app), "patience-score");
    Harness_Frames(app, (int)(SCENE_RESULT_SETTLE * APP_STEP_HZ)); /* a result screen ignores Confirm at first */
    int possible = 0, bound = 0;
    bool proven = true;
    assert_true(PatienceScoreScene_WaitBest(App_Top(app), &possible, &bound, &proven));
    assert_true(possible >= Patience_Score(&game));
    assert_true(bound >= possible);
    assert_int_equal(proven, possible == bound);
    /* The best layout on the board, and back to the player's; by mouse, then by keyboard. */
    assert_true(Harness_Click(app, "Best layout"));
    assert_true(PatienceScoreScene_ShowingBest(App_Top(app)));
    Harness_Frames(app, 60);
    assert_true(Harness_Click(app, "Best layout"));
    assert_false(PatienceScoreScene_ShowingBest(App_Top(app)));
    /* The focus followed the pointer to "Best layout"; the keys take it from there. */
    Harness_Key(app, SDLK_RETURN);
    assert_true(PatienceScoreScene_ShowingBest(App_Top(app)));
    Harness_Key(app, SDLK_RIGHT); /* -> Review */
    Harness_Key(app, SDLK_RETURN);
    assert_string_equal(Harness_TopName(app), "patience-review");
    Harness_Key(app, SDLK_ESCAPE);
    assert_string_equal(Harness_TopName(app), "patience-score");
    assert_true(Harness_Click(app, "Review"));
    assert_string_equal(Harness_TopName(app), "patience-review");
    Harness_Stop(app);
}

static void test_review_steps_through_the_game(void **state)
{
    (void)state;
    PatienceGame game;
    App *app = StartAt(PatienceReviewScene_Create, &game);
    assert_string_equal(Harness_TopName(app), "patience-review");
    Scene *review = App_Top(app);
    PatienceReviewScene_Wait(review);
    /* By keyboard: to the last move and no further, then back to the first. */
    for (int i = 0; i < PATIENCE_CARDS; i++) {
        assert_int_equal(PatienceReviewScene_At(review), i);
        Harness_Key(app, SDLK_RIGHT);
    }
    assert_int_equal(PatienceReviewScene_At(review), PATIENCE_CARDS - 1);
    for (int i = 0; i < PATIENCE_CARDS; i++) {
        Harness_Key(app, SDLK_LEFT);
    }
    assert_int_equal(PatienceReviewScene_At(review), 0);
    /* Tab jumps to a costly move (the demo game lays every fourth card badly, so there is one). */
    Harness_Key(app, SDLK_TAB);
    int costly = PatienceReviewScene_At(review);
    assert_true(costly > 0);
    /* By gamepad: the d-pad steps, the shoulders jump. */
    assert_true(Harness_PadAttach(app));
    for (int i = 0; i < PATIENCE_CARDS; i++) {
        Harness_PadButton(app, SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    }
    assert_int_equal(PatienceReviewScene_At(review), 0);
    for (int i = 0; i < PATIENCE_CARDS; i++) {
        Harness_PadButton(app, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    }
    assert_int_equal(PatienceReviewScene_At(review), PATIENCE_CARDS - 1);
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER); /* wraps round to the first costly move */
    assert_int_equal(PatienceReviewScene_At(review), costly);
    /* By mouse: the buttons and the timeline. */
    assert_true(Harness_Click(app, "move12"));
    assert_int_equal(PatienceReviewScene_At(review), 11);
    assert_true(Harness_Click(app, "Next"));
    assert_int_equal(PatienceReviewScene_At(review), 12);
    assert_true(Harness_Click(app, "Previous"));
    assert_true(Harness_Click(app, "Previous"));
    assert_int_equal(PatienceReviewScene_At(review), 10);
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_B);
    assert_string_equal(Harness_TopName(app), "title");
    Harness_Stop(app);
}

/* Leaving while the engine is still rating: the scene stops the work and goes at once. */
static void test_review_can_be_left_while_rating(void **state)
{
    (void)state;
    PatienceGame game;
    App *app = StartAt(PatienceReviewScene_Create, &game);
    Harness_Key(app, SDLK_ESCAPE);
    Harness_Frames(app, 2);
    assert_string_equal(Harness_TopName(app), "title");
    Harness_Stop(app);
}

/* Runs frames until the attract mode has laid n cards (the worker's answers are waited for, not timed). */
static void WatchUntil(App *app, Scene *table, int n)
{
    for (int frame = 0; frame < 20000 && PatienceTableScene_Game(table)->placed < n; frame++) {
        int count = 0;
        bool refined = false;
        PatienceTableScene_WaitHint(table, &count, &refined);
        Harness_Frames(app, 1);
    }
    assert_int_equal(PatienceTableScene_Game(table)->placed, n);
}

static void test_demo_plays_to_the_end_and_any_input_leaves(void **state)
{
    (void)state;
    App *app = Harness_Start(640, 360); /* small: some 3,500 frames are drawn */
    assert_non_null(app);
    App_Push(app, TitleScene_Create(app));
    App_Push(app, PatienceLobbyScene_Create(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, 3);
    assert_true(Harness_Click(app, "Watch the engine"));
    assert_string_equal(Harness_TopName(app), "patience-table");
    Scene *table = App_Top(app);
    /* About a card a second: nothing is laid in the first half second. */
    Harness_Frames(app, APP_STEP_HZ / 2);
    assert_int_equal(PatienceTableScene_Game(table)->placed, 0);
    WatchUntil(app, table, PATIENCE_CARDS);
    assert_true(Patience_IsComplete(PatienceTableScene_Game(table)));
    assert_string_equal(Harness_TopName(app), "patience-table"); /* no scoring, nothing recorded */
    PatienceStats stats;
    char message[512];
    assert_int_equal(PatienceStore_LoadStats(&stats, message, sizeof message), PATIENCE_STORE_NONE);
    assert_false(PatienceStore_HasGame());
    /* A fresh deal follows the finished one (frames are steps of 1/APP_STEP_HZ s). */
    Harness_Frames(app, APP_STEP_HZ * 6);
    assert_true(PatienceTableScene_Game(table)->placed < PATIENCE_CARDS);
    /* Any input returns to where it came from: a key here. */
    Harness_Key(app, SDLK_SPACE);
    assert_string_equal(Harness_TopName(app), "patience-lobby");
    Harness_Stop(app);
}

static void test_the_idle_title_starts_the_demo(void **state)
{
    (void)state;
    App *app = Harness_Start(640, 360); /* small: thousands of frames are drawn */
    assert_non_null(app);
    App_Push(app, TitleScene_Create(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, APP_STEP_HZ * 20);
    assert_string_equal(Harness_TopName(app), "title");
    Harness_Key(app, SDLK_DOWN); /* input restarts the wait */
    Harness_Frames(app, APP_STEP_HZ * 20);
    assert_string_equal(Harness_TopName(app), "title");
    Harness_Frames(app, APP_STEP_HZ * 11);
    assert_string_equal(Harness_TopName(app), "patience-table");
    WatchUntil(app, App_Top(app), 3);
    /* A gamepad button, a click: each hands the screen back. */
    assert_true(Harness_PadAttach(app));
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_X);
    assert_string_equal(Harness_TopName(app), "title");
    Harness_Frames(app, APP_STEP_HZ * 31);
    assert_string_equal(Harness_TopName(app), "patience-table");
    Harness_ClickAt(app, 640.0f, 360.0f);
    assert_string_equal(Harness_TopName(app), "title");
    Harness_Stop(app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hint_is_a_legal_cell_and_goes_with_the_card),
        cmocka_unit_test(test_an_undo_hides_the_hint_and_a_change_drops_the_search),
        cmocka_unit_test(test_hints_are_refused_in_a_counted_challenge),
        cmocka_unit_test(test_hints_are_counted_in_the_statistics),
        cmocka_unit_test(test_hint_counts_are_backward_compatible),
        cmocka_unit_test(test_saves_without_hints_still_load),
        cmocka_unit_test(test_scoring_shows_the_possible_score_and_the_best_layout),
        cmocka_unit_test(test_review_steps_through_the_game),
        cmocka_unit_test(test_review_can_be_left_while_rating),
        cmocka_unit_test(test_demo_plays_to_the_end_and_any_input_leaves),
        cmocka_unit_test(test_the_idle_title_starts_the_demo),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
