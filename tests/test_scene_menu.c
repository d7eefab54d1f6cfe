/* test_scene_menu.c: title -> Settings -> change a value -> back, by keyboard, by mouse and by a virtual gamepad. */
#include "scene_harness.h"
#include "scenes/scenes.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <cmocka.h>

static App *StartAtTitle(void)
{
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    App_Push(app, TitleScene_Create(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, 5);
    assert_string_equal(Harness_TopName(app), "title");
    return app;
}

static void AssertSettingsFileSays(const char *needle)
{
    char path[512];
    snprintf(path, sizeof path, "%s/settings.ini", Harness_UserDir());
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    char buf[4096];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = '\0';
    fclose(f);
    if (strstr(buf, needle) == NULL) {
        fail_msg("settings.ini does not contain \"%s\":\n%s", needle, buf);
    }
}

static void test_keyboard(void **state)
{
    (void)state;
    App *app = StartAtTitle();
    /* The title lists the games, then Settings, then Quit: Settings is just above Quit. */
    Harness_Key(app, SDLK_UP);
    Harness_Key(app, SDLK_UP);
    Harness_Key(app, SDLK_RETURN);
    assert_string_equal(Harness_TopName(app), "settings");
    int before = app->settings.effectsVolume;
    Harness_Key(app, SDLK_DOWN); /* Music volume */
    Harness_Key(app, SDLK_DOWN); /* Effects volume */
    Harness_Key(app, SDLK_LEFT);
    assert_int_equal(app->settings.effectsVolume, before - 10);
    Harness_Key(app, SDLK_ESCAPE);
    assert_string_equal(Harness_TopName(app), "title");
    char expect[64];
    snprintf(expect, sizeof expect, "effects_volume = %d", before - 10);
    AssertSettingsFileSays(expect);
    Harness_Stop(app);
}

/* F11 (handled for every screen) shows at once on an open Settings screen; and the confirm button is named
   in the chosen prompt style. */
static void test_settings_follow_f11_and_prompt_style(void **state)
{
    (void)state;
    App *app = StartAtTitle();
    assert_true(Harness_Click(app, "Settings"));
    Scene *settings = App_Top(app);
    assert_string_equal(Harness_TopName(app), "settings");
    const char *was = app->settings.fullscreen ? "On" : "Off";
    assert_string_equal(SettingsScene_Value(settings, "Fullscreen"), was);
    Harness_Key(app, SDLK_F11);
    assert_string_equal(SettingsScene_Value(settings, "Fullscreen"), app->settings.fullscreen ? "On" : "Off");
    assert_string_not_equal(SettingsScene_Value(settings, "Fullscreen"), was);
    AssertSettingsFileSays(app->settings.fullscreen ? "fullscreen = true" : "fullscreen = false");
    app->settings.promptStyle = PROMPT_PLAYSTATION;
    Harness_Frames(app, 1);
    assert_null(strstr(SettingsScene_Value(settings, "Confirm button"), "(A)"));
    Harness_Stop(app);
}

static void PointerAt(App *app, float lx, float ly)
{
    SDL_FRect r = Gfx_ToPixels(&app->gfx, (SDL_FRect){lx, ly, 0, 0});
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_MOUSEMOTION;
    ev.motion.windowID = SDL_GetWindowID(app->gfx.window);
    ev.motion.x = (int)r.x;
    ev.motion.y = (int)r.y;
    SDL_PushEvent(&ev);
    Harness_Frames(app, 1);
}

/* A pointer left where it was does not take the focus back from the keys: not when SDL repeats its position,
   nor when the window changes under it; Left then changes the row the keys chose, not the one under the
   pointer (it used to change the card back). */
static void test_still_pointer_keeps_off_the_focus(void **state)
{
    (void)state;
    App *app = StartAtTitle();
    assert_true(Harness_Click(app, "Settings"));
    Scene *settings = App_Top(app);
    SDL_FRect back;
    assert_true(settings->ops->locate(settings, app, "Card back", &back));
    PointerAt(app, back.x + back.w * 0.3f, back.y + back.h * 0.5f);
    Harness_Key(app, SDLK_UP); /* Animation speed */
    PointerAt(app, back.x + back.w * 0.3f, back.y + back.h * 0.5f); /* the same place again */
    Input_LayoutChanged(&app->input);                              /* a resize under the still pointer */
    PointerAt(app, back.x + back.w * 0.3f + 7.0f, back.y + back.h * 0.5f);
    int cardBack = app->settings.cardBack;
    AnimSpeed speed = app->settings.animSpeed;
    Harness_Key(app, SDLK_LEFT);
    assert_int_equal(app->settings.cardBack, cardBack);
    assert_int_not_equal((int)app->settings.animSpeed, (int)speed);
    /* A real move takes the focus as ever. */
    PointerAt(app, back.x + back.w * 0.3f, back.y + back.h * 0.5f - 3.0f);
    Harness_Key(app, SDLK_LEFT);
    assert_int_not_equal(app->settings.cardBack, cardBack);
    Harness_Stop(app);
}

static void test_mouse(void **state)
{
    (void)state;
    App *app = StartAtTitle();
    assert_true(Harness_Click(app, "Settings"));
    assert_string_equal(Harness_TopName(app), "settings");
    bool before = app->settings.fourColour;
    assert_true(Harness_Click(app, "Deck colours"));
    assert_int_equal(app->settings.fourColour, !before);
    assert_true(Harness_Click(app, "Done"));
    assert_string_equal(Harness_TopName(app), "title");
    AssertSettingsFileSays(before ? "four_colour = false" : "four_colour = true");
    Harness_Stop(app);
}

/* "Show each deal's result": on by default, turned off by a click, saved in the settings file. */
static void test_deal_result_setting(void **state)
{
    (void)state;
    App *app = StartAtTitle();
    assert_true(Harness_Click(app, "Settings"));
    Scene *settings = App_Top(app);
    assert_true(app->settings.showDealResult);
    assert_string_equal(SettingsScene_Value(settings, "Show each deal's result"), "On");
    assert_true(Harness_Click(app, "Show each deal's result"));
    assert_false(app->settings.showDealResult);
    assert_string_equal(SettingsScene_Value(settings, "Show each deal's result"), "Off");
    assert_true(Harness_Click(app, "Done"));
    AssertSettingsFileSays("show_deal_result = false");
    Harness_Stop(app);
}

static void test_gamepad(void **state)
{
    (void)state;
    App *app = StartAtTitle();
    assert_true(Harness_PadAttach(app));
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_DPAD_UP);
    /* The stick moves focus too: one flick up lands on Settings. */
    Harness_PadStick(app, 0, -32000, 4);
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_A);
    assert_string_equal(Harness_TopName(app), "settings");
    assert_int_equal(app->input.lastDevice, DEVICE_GAMEPAD);
    int before = (int)app->settings.animSpeed;
    for (int i = 0; i < 4; i++) {
        Harness_PadButton(app, SDL_CONTROLLER_BUTTON_DPAD_DOWN); /* to Animation speed */
    }
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    assert_int_equal((int)app->settings.animSpeed, (before + 1) % ANIM_SPEED_COUNT);
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_B);
    assert_string_equal(Harness_TopName(app), "title");
    char expect[64];
    snprintf(expect, sizeof expect, "anim_speed = %s", Settings_AnimSpeedName((AnimSpeed)((before + 1) % 4)));
    AssertSettingsFileSays(expect);
    Harness_Stop(app);
}

static void test_stick_repeat(void **state)
{
    (void)state;
    App *app = StartAtTitle();
    assert_true(Harness_PadAttach(app));
    assert_true(Harness_Click(app, "Settings"));
    /* Holding the stick down repeats, and stops at the last row instead of wrapping round. */
    Harness_PadStick(app, 0, 32000, 240);
    SDL_FRect doneRect;
    Scene *top = App_Top(app);
    assert_true(top->ops->locate(top, app, "Done", &doneRect));
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_A);
    assert_string_equal(Harness_TopName(app), "title");
    Harness_Stop(app);
}

static void test_unplug_is_told(void **state)
{
    (void)state;
    App *app = StartAtTitle();
    assert_true(Harness_PadAttach(app));
    Harness_PadDetach(app);
    assert_int_equal(Input_PadCount(&app->input), 0);
    assert_non_null(strstr(app->toast, "disconnected"));
    Harness_Stop(app);
}

static void test_corrupt_settings_are_told(void **state)
{
    (void)state;
    App *app = Harness_StartWithFile(1280, 720, "settings.ini", "[audio]\nmusic_volume = loud\n");
    assert_non_null(app);
    App_PushStartScenes(app);
    Harness_Frames(app, 5);
    /* The player is told, over the title, with defaults in use and the bad file kept. */
    assert_string_equal(Harness_TopName(app), "message");
    assert_non_null(strstr(app->startupNotice, "settings.ini.corrupt-1"));
    assert_int_equal(app->settings.musicVolume, Settings_Defaults().musicVolume);
    char kept[512];
    snprintf(kept, sizeof kept, "%s/settings.ini.corrupt-1", Harness_UserDir());
    FILE *f = fopen(kept, "r");
    assert_non_null(f);
    fclose(f);
    Harness_Key(app, SDLK_RETURN);
    assert_string_equal(Harness_TopName(app), "title");
    Harness_Stop(app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_keyboard),
        cmocka_unit_test(test_settings_follow_f11_and_prompt_style),
        cmocka_unit_test(test_still_pointer_keeps_off_the_focus),
        cmocka_unit_test(test_deal_result_setting),
        cmocka_unit_test(test_mouse),
        cmocka_unit_test(test_gamepad),
        cmocka_unit_test(test_stick_repeat),
        cmocka_unit_test(test_unplug_is_told),
        cmocka_unit_test(test_corrupt_settings_are_told),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
