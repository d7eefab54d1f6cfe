/* test_patience_results.c: the scoring and statistics scenes driven like a player: keyboard, mouse and gamepad. */
#define _POSIX_C_SOURCE 200809L
#include "scene_harness.h"

#include "games/patience/patience_scenes.h"
#include "platform/audio.h"
#include "scenes/scenes.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

static void FinishGame(PatienceGame *g, uint64_t seed)
{
    Patience_NewGame(g, Patience_DefaultVariant(), seed);
    while (!Patience_IsComplete(g)) {
        uint8_t cells[PATIENCE_CELLS];
        assert_true(Patience_LegalCells(g, cells) > 0);
        Patience_Place(g, Patience_CellRow(cells[0]), Patience_CellCol(cells[0]));
    }
}

/* The title, then the scoring of a finished game recorded as the table scene records it. */
static App *StartAtScore(PatienceOutcome *outcomeOut)
{
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    PatienceGame g;
    FinishGame(&g, 5);
    PatienceOutcome outcome;
    char message[1024];
    assert_int_equal(PatienceStore_RecordFinished(&g, 0, &outcome, message, sizeof message), PATIENCE_STORE_OK);
    App_Push(app, TitleScene_Create(app));
    App_Push(app, PatienceScoreScene_Create(app, &g, &outcome));
    App_ApplySceneOps(app);
    Harness_Frames(app, 3);
    assert_string_equal(Harness_TopName(app), "patience-score");
    if (outcomeOut != NULL) {
        *outcomeOut = outcome;
    }
    return app;
}

/* Confirm pressed on and on to finish a game does not skip the result: a new result screen ignores it
   for a moment (SCENE_RESULT_SETTLE), then takes it. */
static void test_result_ignores_confirm_at_first(void **state)
{
    (void)state;
    App *app = StartAtScore(NULL);
    for (int i = 0; i < 4; i++) {
        Harness_Key(app, SDLK_RETURN);
    }
    assert_string_equal(Harness_TopName(app), "patience-score");
    Harness_Frames(app, (int)(SCENE_RESULT_SETTLE * APP_STEP_HZ));
    for (int i = 0; i < 4 && strcmp(Harness_TopName(app), "patience-score") == 0; i++) {
        Harness_Key(app, SDLK_RETURN);
    }
    assert_string_not_equal(Harness_TopName(app), "patience-score");
    Harness_Stop(app);
}

/* At the scoring, after the moment it ignores Confirm. */
static App *StartAtSettledScore(PatienceOutcome *outcomeOut)
{
    App *app = StartAtScore(outcomeOut);
    Harness_Frames(app, (int)(SCENE_RESULT_SETTLE * APP_STEP_HZ));
    return app;
}

static void test_keyboard(void **state)
{
    (void)state;
    App *app = StartAtSettledScore(NULL);
    unsigned before = Audio_PlayedCount();
    /* The hands count up by themselves, with a sound for each. */
    Harness_Frames(app, 400);
    if (Audio_IsAvailable()) {
        assert_true(Audio_PlayedCount() >= before + 5);
    }
    Harness_Key(app, SDLK_RETURN); /* skips what is left of the count */
    assert_string_equal(Harness_TopName(app), "patience-score");
    Harness_Key(app, SDLK_DOWN); /* steps through the hands: no scene change */
    Harness_Key(app, SDLK_UP);
    assert_string_equal(Harness_TopName(app), "patience-score");
    Harness_Key(app, SDLK_RIGHT);
    Harness_Key(app, SDLK_RETURN);
    assert_string_equal(Harness_TopName(app), "patience-stats");
    Harness_Key(app, SDLK_RIGHT); /* another variant's page */
    Harness_Key(app, SDLK_ESCAPE);
    assert_string_equal(Harness_TopName(app), "patience-score");
    Harness_Key(app, SDLK_RIGHT); /* Statistics -> Back to menu */
    Harness_Key(app, SDLK_RETURN);
    assert_string_equal(Harness_TopName(app), "title");
    Harness_Stop(app);
}

static void test_mouse_play_again(void **state)
{
    (void)state;
    App *app = StartAtSettledScore(NULL);
    /* A click on a button is a choice even while the hands are still being counted. */
    assert_true(Harness_Click(app, "Play again"));
    assert_string_equal(Harness_TopName(app), "patience-table");
    assert_int_equal(app->sceneCount, 2); /* the scoring made way for the new deal */
    Harness_Stop(app);
}

static void test_mouse_statistics_and_back(void **state)
{
    (void)state;
    App *app = StartAtSettledScore(NULL);
    Harness_Frames(app, 30);
    assert_true(Harness_Click(app, "Row 3"));
    assert_true(Harness_Click(app, "Statistics"));
    assert_string_equal(Harness_TopName(app), "patience-stats");
    assert_true(Harness_Click(app, "Serpent American"));
    assert_true(Harness_Click(app, "Classic English"));
    assert_string_equal(Harness_TopName(app), "patience-stats");
    assert_true(Harness_Click(app, "Back"));
    assert_string_equal(Harness_TopName(app), "patience-score");
    assert_true(Harness_Click(app, "Back to menu"));
    assert_string_equal(Harness_TopName(app), "title");
    Harness_Stop(app);
}

static void test_gamepad(void **state)
{
    (void)state;
    App *app = StartAtSettledScore(NULL);
    assert_true(Harness_PadAttach(app));
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_A); /* skip */
    assert_string_equal(Harness_TopName(app), "patience-score");
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER); /* Statistics */
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);    /* Back to menu */
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_A);
    assert_string_equal(Harness_TopName(app), "title");
    Harness_Stop(app);
}

static void test_animations_off(void **state)
{
    (void)state;
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    app->settings.animSpeed = ANIM_OFF;
    PatienceGame g;
    FinishGame(&g, 8);
    PatienceOutcome outcome = {Patience_Score(&g), 0, true, 2, 10.0};
    App_Push(app, TitleScene_Create(app));
    App_Push(app, PatienceScoreScene_Create(app, &g, &outcome));
    App_ApplySceneOps(app);
    Harness_Frames(app, 2 + (int)(SCENE_RESULT_SETTLE * APP_STEP_HZ)); /* past the moment Confirm is ignored */
    /* Everything is in at once, so the first confirm (once taken) is already a choice. */
    Harness_Key(app, SDLK_RETURN);
    assert_string_equal(Harness_TopName(app), "patience-table");
    Harness_Stop(app);
}

static void test_corrupt_statistics(void **state)
{
    (void)state;
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    char path[512];
    snprintf(path, sizeof path, "%s/patience-stats.txt", Harness_UserDir());
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("parlour-patience-stats 1\nhoyle english games -3\n", f);
    fclose(f);
    App_Push(app, TitleScene_Create(app));
    App_Push(app, PatienceStatsScene_Create(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, 3);
    /* The player is told, plainly, over the statistics. */
    assert_string_equal(Harness_TopName(app), "message");
    char keptAs[600];
    snprintf(keptAs, sizeof keptAs, "%s.corrupt-1", path);
    struct stat st;
    assert_int_equal(stat(keptAs, &st), 0);
    Harness_Key(app, SDLK_RETURN);
    assert_string_equal(Harness_TopName(app), "patience-stats");
    Harness_Key(app, SDLK_ESCAPE);
    assert_string_equal(Harness_TopName(app), "title");
    Harness_Stop(app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_result_ignores_confirm_at_first),
        cmocka_unit_test(test_keyboard),
        cmocka_unit_test(test_mouse_play_again),
        cmocka_unit_test(test_mouse_statistics_and_back),
        cmocka_unit_test(test_gamepad),
        cmocka_unit_test(test_animations_off),
        cmocka_unit_test(test_corrupt_statistics),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
