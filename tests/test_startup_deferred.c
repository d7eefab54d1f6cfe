/* test_startup_deferred.c: what waits for the first picture (SDL2_mixer and the sounds, the gamepads) is not there before it, and works after it. */
#define _POSIX_C_SOURCE 200809L

#include "app/app.h"
#include "platform/audio.h"
#include "platform/mixer_lib.h"
#include "scenes/scenes.h"
#include "temp_dir.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

/* This executable is not linked with SDL2_mixer (nor is the game): only opening it maps it. */

static const char *AssetDir(void)
{
    const char *dir = getenv("PARLOUR_ASSETS");
    return dir != NULL ? dir : PARLOUR_TEST_BUILD_DIR "/assets";
}

/* Runs first, while nothing has opened the library: a missing SDL2_mixer leaves the game silent, not stopped. */
static void test_missing_mixer_is_silent(void **state)
{
    (void)state;
    assert_false(MixerLib_IsMapped());
    setenv("PARLOUR_MIXER_LIBRARY", "libparlour-no-such-mixer.so", 1);
    char err[512];
    assert_null(MixerLib_Get(err, sizeof err));
    assert_non_null(strstr(err, "libparlour-no-such-mixer.so"));
    assert_non_null(strstr(err, "install libsdl2-mixer"));
    assert_int_equal(SDL_Init(0), 0);
    assert_true(Audio_Init(AssetDir(), err, sizeof err)); /* the files are still checked */
    assert_false(Audio_IsAvailable());
    Audio_Play(SFX_DEAL);
    assert_int_equal(Audio_PlayedCount(), 0);
    Audio_Shutdown();
    SDL_Quit();
    unsetenv("PARLOUR_MIXER_LIBRARY");
    assert_false(MixerLib_IsMapped());
}

/* The game as it starts (640x400, hidden), its files in a fresh folder (home), with or without sound; the start
   screens pushed, nothing drawn yet. */
static App *StartApp(char *home, size_t homeSize, const char *tag, bool noAudio)
{
    assert_true(TempDir_Make(home, homeSize, tag));
    setenv("PARLOUR_HOME", home, 1);
    App *app = calloc(1, sizeof *app);
    assert_non_null(app);
    AppOptions opt = {640, 400, true, true, true, noAudio, !noAudio, true};
    char err[1024];
    assert_true(App_Init(app, &opt, err, sizeof err));
    App_PushStartScenes(app);
    return app;
}

/* The game's start: a frame is drawn with no sound and no game controllers; App_FinishStartup brings both
   at once, and the first sound then reaches the mixer. */
static void test_first_frame_then_sound_and_pads(void **state)
{
    (void)state;
    char home[512];
    App *app = StartApp(home, sizeof home, "deferred", false);
    App_Frame(app);
    assert_false(Audio_IsAvailable()); /* (the library itself was opened by the test before) */
    assert_int_equal(SDL_WasInit(SDL_INIT_GAMECONTROLLER), 0);
    unsigned played = Audio_PlayedCount();
    Audio_Play(SFX_DEAL); /* before the sounds load: nothing, and no harm */
    assert_int_equal(Audio_PlayedCount(), played);

    App_FinishStartup(app);
    assert_true(MixerLib_IsMapped());
    assert_true(Audio_IsAvailable()); /* SDL's dummy audio driver is a device */
    assert_int_not_equal(SDL_WasInit(SDL_INIT_GAMECONTROLLER), 0);
    char err[1024];
    const MixerLib *mix = MixerLib_Get(err, sizeof err);
    assert_non_null(mix);
    assert_true(mix->PlayingMusic()); /* the title's music, as the game starts it */
    Audio_Play(SFX_DEAL);
    assert_int_equal(Audio_PlayedCount(), 1);
    assert_true(mix->Playing(-1) >= 1);
    /* The settings' volumes, given before the device was open, are the mixer's now (the defaults' 100%
       effects are MIX_MAX_VOLUME unless muted). */
    int expected = app->settings.mute ? 0 : (app->settings.effectsVolume * MIX_MAX_VOLUME + 50) / 100;
    assert_int_equal(mix->Volume(-1, -1), expected);

    App_FinishStartup(app); /* a second call has nothing left to do */
    assert_true(Audio_IsAvailable());
    App_Frame(app);
    App_Shutdown(app);
    free(app);
    TempDir_Remove(home);
}

/* The game's own order: nothing of the mixer before the first frame; then it opens on a thread, and the sounds
   load once it is done. */
static void test_mixer_opens_on_a_thread(void **state)
{
    (void)state;
    char home[512];
    App *app = StartApp(home, sizeof home, "preload", false);
    App_Frame(app);
    assert_false(MixerLib_IsMapped());
    assert_int_equal(SDL_WasInit(SDL_INIT_GAMECONTROLLER), 0);
    MixerLib_Preload();
    MixerLib_Preload(); /* asked twice: one thread */
    App_Frame(app); /* the main thread draws on meanwhile */
    while (!MixerLib_PreloadDone()) {
        SDL_Delay(5);
    }
    assert_true(MixerLib_IsMapped());
    assert_true(app->audioPending); /* the sounds themselves wait for the main thread */
    App_FinishStartup(app);
    assert_false(app->audioPending);
    assert_true(Audio_IsAvailable());
    Audio_Play(SFX_PLACE);
    assert_true(Audio_PlayedCount() >= 1);
    App_Shutdown(app);
    free(app);
    TempDir_Remove(home);
}

/* Pixels of the frame just drawn that are nearly white (the title's fan of cards); none while a fade dims them. */
static int BrightPixels(App *app)
{
    int w = 0, h = 0;
    assert_int_equal(SDL_GetRendererOutputSize(app->gfx.renderer, &w, &h), 0);
    Uint32 *px = malloc(sizeof *px * (size_t)w * (size_t)h);
    assert_non_null(px);
    assert_int_equal(SDL_RenderReadPixels(app->gfx.renderer, NULL, SDL_PIXELFORMAT_ARGB8888, px, w * 4), 0);
    int bright = 0;
    for (int i = 0; i < w * h; i++) {
        bright += (px[i] >> 16 & 0xFFu) >= 220 && (px[i] >> 8 & 0xFFu) >= 220 && (px[i] & 0xFFu) >= 220;
    }
    free(px);
    return bright;
}

/* The start screen comes in without a fade from black: the first frame drawn is the title itself, cards and all.
   A screen opened after it still fades in over the one before. */
static void test_first_frame_is_the_title_in_full(void **state)
{
    (void)state;
    char home[512];
    App *app = StartApp(home, sizeof home, "firstframe", true);
    assert_true(app->fadeIn <= 0.0f);
    App_Render(app);
    assert_true(BrightPixels(app) > 2000); /* the five cards' faces: over 4,000 pixels at 640x400 */

    App_Push(app, TitleScene_Create(app));
    App_ApplySceneOps(app);
    assert_true(app->fadeIn > 0.0f);
    App_Render(app);
    assert_int_equal(BrightPixels(app), 0); /* the new screen's first frame is dimmed over */
    App_Shutdown(app);
    free(app);
    TempDir_Remove(home);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_missing_mixer_is_silent),
        cmocka_unit_test(test_mixer_opens_on_a_thread),
        cmocka_unit_test(test_first_frame_then_sound_and_pads),
        cmocka_unit_test(test_first_frame_is_the_title_in_full),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
