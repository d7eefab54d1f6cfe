/* test_app_pace.c: the idle rule: the loop waits when the picture is still and draws at full rate while anything moves. */
#include "scene_harness.h"

#include "app/app_pace.h"
#include "platform/wake.h"
#include "scenes/scenes.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <cmocka.h>

/* With a fixed clock every harness frame is one 1/120 s step and a drawn frame. */
#define STEPS_PER_SECOND 120

static AppPaceInput Still(float stillFor)
{
    AppPaceInput in = {false, false, APP_STILL_FRAMES, stillFor};
    return in;
}

static void test_pace_rule(void **state)
{
    (void)state;
    /* Nothing moves and nothing is due: wait, at most APP_IDLE_MAX_WAIT. */
    AppPaceInput in = Still(SCENE_STILL_FOREVER);
    AppPace p = App_Pace(&in);
    assert_true(p.wait);
    assert_int_equal(p.timeoutMs, (int)(APP_IDLE_MAX_WAIT * 1000.0f));
    /* A timer due in half a second: wait that long and no longer. */
    in = Still(0.5f);
    p = App_Pace(&in);
    assert_true(p.wait);
    assert_int_equal(p.timeoutMs, 500);
    /* Due almost now: still a real (1 ms) wait, never a zero-timeout spin. */
    in = Still(0.0001f);
    p = App_Pace(&in);
    assert_true(p.wait);
    assert_int_equal(p.timeoutMs, 1);
    /* A scene animating: step and draw. */
    in = Still(0.0f);
    assert_false(App_Pace(&in).wait);
    /* The picture changed within the last quarter second: keep drawing (a pause inside an animation). */
    in = Still(SCENE_STILL_FOREVER);
    in.stillFrames = APP_STILL_FRAMES - 1;
    assert_false(App_Pace(&in).wait);
    /* Scene changes queued, a fade, a held gamepad direction: step now. */
    in = Still(SCENE_STILL_FOREVER);
    in.busy = true;
    assert_false(App_Pace(&in).wait);
    /* A minimised window waits even while a scene animates, and looks again soon (time goes on). */
    in = Still(0.0f);
    in.stillFrames = 0;
    in.hidden = true;
    p = App_Pace(&in);
    assert_true(p.wait);
    assert_int_equal(p.timeoutMs, (int)(APP_IDLE_POLL * 1000.0f + 0.5f));
    /* Not a number from a scene is taken as "nothing due", not as a spin. */
    in = Still(0.0f / 0.0f);
    p = App_Pace(&in);
    assert_true(p.wait);
    assert_int_equal(p.timeoutMs, (int)(APP_IDLE_MAX_WAIT * 1000.0f));
}

static App *StartWith(const char *scene)
{
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    App_Push(app, TitleScene_Create(app));
    if (scene != NULL) {
        SceneFactory create = Scenes_Find(scene);
        assert_non_null(create);
        App_Push(app, create(app));
    }
    App_ApplySceneOps(app);
    return app;
}

static void test_title_falls_silent(void **state)
{
    (void)state;
    App *app = StartWith(NULL);
    /* The fan settles and the fade runs: full rate. */
    Harness_Frames(app, 10);
    assert_false(App_PaceNow(app).wait);
    /* Settled, and a quarter second of identical frames: wait, the attract mode 30 s away (capped). */
    Harness_Frames(app, 2 * STEPS_PER_SECOND);
    AppPace p = App_PaceNow(app);
    assert_true(p.wait);
    assert_int_equal(p.timeoutMs, (int)(APP_IDLE_MAX_WAIT * 1000.0f));
    /* The title's timer is the attract mode's: due in under 30 s, and counting down. */
    float due = App_StillFor(app);
    assert_true(due > 25.0f && due < 30.0f);
    Harness_Frames(app, STEPS_PER_SECOND);
    assert_true(App_StillFor(app) < due - 0.9f);
    /* A dry frame prints what a drawn frame printed: the loop's test for "still" is sound. */
    uint64_t dry = App_DryPrint(app);
    assert_true(dry == app->shownPrint);
    assert_true(App_DryPrint(app) == dry);

    /* A key moves the menu's bar: the picture changes, the loop draws again at full rate. */
    Harness_Key(app, SDLK_DOWN);
    assert_true(App_DryPrint(app) != dry);
    Harness_Frames(app, 2);
    assert_false(App_PaceNow(app).wait);
    /* ... until the bar has arrived and a quarter second has passed still. */
    Harness_Frames(app, STEPS_PER_SECOND);
    assert_true(App_PaceNow(app).wait);
    assert_true(App_DryPrint(app) != dry);
    Harness_Stop(app);
}

static void test_toast_is_a_timer(void **state)
{
    (void)state;
    App *app = StartWith(NULL);
    Harness_Frames(app, 2 * STEPS_PER_SECOND);
    App_Toast(app, "Saved");
    Harness_Frames(app, STEPS_PER_SECOND);
    /* Still while the toast shows; due when it starts to fade (4 s - 1 s - 0.4 s from now). */
    assert_true(App_PaceNow(app).wait);
    float due = App_StillFor(app);
    assert_true(due > 2.5f && due < 2.7f);
    Harness_Stop(app);
}

static void test_animation_runs_at_full_rate(void **state)
{
    (void)state;
    /* The attract mode: the computer playing Poker Patience by itself never goes still. */
    App *app = StartWith("patience-demo");
    for (int i = 0; i < 6; i++) {
        Harness_Frames(app, STEPS_PER_SECOND / 2);
        assert_false(App_PaceNow(app).wait);
    }
    Harness_Stop(app);
}

static void test_table_waiting_for_the_player_is_silent(void **state)
{
    (void)state;
    /* A Poker Patience table waiting for the next card to be placed: no stillFor of its own, so the
       loop looks again every APP_IDLE_POLL for a timer it might keep. */
    App *app = StartWith("patience");
    Harness_Frames(app, 3 * STEPS_PER_SECOND);
    AppPace p = App_PaceNow(app);
    assert_true(p.wait);
    assert_int_equal(p.timeoutMs, (int)(APP_IDLE_POLL * 1000.0f + 0.5f));
    assert_true(App_DryPrint(app) == app->shownPrint);
    Harness_Stop(app);
}

static void test_wake_event(void **state)
{
    (void)state;
    App *app = StartWith(NULL);
    SDL_FlushEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
    /* What a worker thread posts when its result is ready: it ends SDL_WaitEventTimeout at once. */
    Wake_Post();
    SDL_Event ev;
    assert_int_equal(SDL_WaitEventTimeout(&ev, 5000), 1);
    assert_true(Wake_IsWake(&ev));
    Harness_Stop(app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pace_rule),
        cmocka_unit_test(test_title_falls_silent),
        cmocka_unit_test(test_toast_is_a_timer),
        cmocka_unit_test(test_animation_runs_at_full_rate),
        cmocka_unit_test(test_table_waiting_for_the_player_is_silent),
        cmocka_unit_test(test_wake_event),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
