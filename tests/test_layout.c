/* test_layout.c: every registered scene, at four window sizes, two prompt styles and with long names, checked for text that
   leaves its box, overlaps other text, lies off-screen, sits under the controls bar, is under 12 px or writes a card
   by its file code ("10H" for 10♥). */
#define _POSIX_C_SOURCE 200809L
#include "scene_harness.h"

#include "layout_rules.h"

#include "render/layout_record.h"
#include "scenes/scenes.h"

#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

/*
 * Known failures, each a scene and the start of the failure's message, that the test reports but does not fail
 * on yet (none now): each entry is a defect to fix, and the
 * test says when one is gone so that it is taken off the list. Never add an entry to make a new scene pass.
 */
static const LayoutKnown kKnown[] = {
    {NULL, NULL},
};

static void test_every_scene_at_every_size(void **state)
{
    (void)state;
    static const int sizes[][2] = {{GFX_MIN_W, GFX_MIN_H}, {1280, 720}, {1920, 1080}, {2560, 1440}};
    const char *only = getenv("PARLOUR_LAYOUT_SCENE"); /* to look at one scene while fixing it */
    static LayoutReport rep;
    memset(&rep, 0, sizeof rep);
    rep.known = kKnown;
    int checked = 0;
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        App *app = Harness_Start(sizes[k][0], sizes[k][1]);
        assert_non_null(app);
        char size[32];
        snprintf(size, sizeof size, "%dx%d", sizes[k][0], sizes[k][1]);
        for (int s = 0; s < Scenes_Count(); s++) {
            const char *name = Scenes_NameAt(s);
            if (strcmp(name, "bench") == 0 || (only != NULL && strcmp(only, name) != 0)) {
                continue; /* the frame benchmark's sprites are not a screen */
            }
            /* Keyboard prompts, a PlayStation pad's (the widest glyph names), then keyboard prompts with every
               player named by the longest name a file can hold. */
            static const char *const kStyles[] = {"keyboard", "PlayStation", "long names"};
            for (int style = 0; style < 3; style++) {
                Scenes_SetLongDemoNames(style == 2);
                App_Reset(app, TitleScene_Create(app));
                App_ApplySceneOps(app);
                if (strcmp(name, "title") != 0) {
                    App_Push(app, Scenes_Find(name)(app));
                    App_ApplySceneOps(app);
                }
                app->input.lastDevice = style == 1 ? DEVICE_GAMEPAD : DEVICE_KEYBOARD;
                app->settings.promptStyle = style == 1 ? PROMPT_PLAYSTATION : PROMPT_AUTO;
                App_Settle(app, 150);
                app->fadeIn = 0.0f;
                app->toastTime = 0.0f;
                LayoutRecord_Start();
                App_Render(app);
                LayoutRecord_Stop();
                assert_true(LayoutRecord_Count() > 0);
                if (k == 0 && s == 0 && style == 0) {
                    /* The window cannot be made smaller than the smallest size checked here. */
                    int minW = 0, minH = 0;
                    SDL_GetWindowMinimumSize(app->gfx.window, &minW, &minH);
                    assert_int_equal(minW, sizes[0][0]);
                    assert_int_equal(minH, sizes[0][1]);
                }
                LayoutRules_Check(&rep, app, name, size, kStyles[style]);
                checked++;
            }
        }
        Harness_Stop(app);
    }
    Scenes_SetLongDemoNames(false);
    if (only == NULL) {
        LayoutRules_ReportUnused(&rep);
    }
    printf("%d screens checked: %d failures, %d known failures\n", checked, rep.failures, rep.knownCount);
    if (rep.failures > 0) {
        fail_msg("%d layout failures; the first: %s", rep.failures, rep.first);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_scene_at_every_size),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
