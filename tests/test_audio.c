/* test_audio.c: the audio module on SDL's dummy driver, with no device at all, and with broken sound files. */
#define _POSIX_C_SOURCE 200809L

#include "platform/audio.h"

#include <SDL.h>
#include <SDL_mixer.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

static const char *const musicAndEffects[] = {
    "deal.wav", "place.wav",  "flip.wav",    "score.wav",      "error.wav",
    "move.wav", "select.wav", "fanfare.wav", AUDIO_MUSIC_FILE,
};
#define SOUND_FILES (sizeof musicAndEffects / sizeof musicAndEffects[0])

static const char *AssetDir(void)
{
    const char *dir = getenv("PARLOUR_ASSETS");
    return dir != NULL ? dir : PARLOUR_TEST_BUILD_DIR "/assets";
}

static void UseDriver(const char *driver)
{
    SDL_Quit();
    SDL_setenv("SDL_AUDIODRIVER", driver, 1);
    assert_int_equal(SDL_Init(0), 0);
}

/* A scratch asset folder in the build tree holding a copy of the real sounds. */
typedef struct TempAssets {
    char dir[1024];
    char sounds[1100];
    bool made;
} TempAssets;

static TempAssets temp;

static void CopyFile(const char *from, const char *to)
{
    FILE *in = fopen(from, "rb");
    assert_non_null(in);
    FILE *out = fopen(to, "wb");
    assert_non_null(out);
    char buf[8192];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, in)) > 0) {
        assert_int_equal(fwrite(buf, 1, n, out), n);
    }
    fclose(in);
    assert_int_equal(fclose(out), 0);
}

static void SoundPath(const char *soundsDir, const char *file, char *buf, size_t size)
{
    int len = snprintf(buf, size, "%s/%s", soundsDir, file);
    assert_true(len > 0 && (size_t)len < size);
}

static void MakeTempAssets(TempAssets *t)
{
    snprintf(t->dir, sizeof t->dir, "%s/test_audio_XXXXXX", PARLOUR_TEST_BUILD_DIR);
    assert_non_null(mkdtemp(t->dir));
    t->made = true;
    snprintf(t->sounds, sizeof t->sounds, "%s/sounds", t->dir);
    assert_int_equal(mkdir(t->sounds, 0700), 0);
    char realSounds[1024];
    snprintf(realSounds, sizeof realSounds, "%s/sounds", AssetDir());
    for (size_t i = 0; i < SOUND_FILES; i++) {
        char from[1200];
        char to[1200];
        SoundPath(realSounds, musicAndEffects[i], from, sizeof from);
        SoundPath(t->sounds, musicAndEffects[i], to, sizeof to);
        CopyFile(from, to);
    }
}

static void RemoveTempAssets(TempAssets *t)
{
    for (size_t i = 0; i < SOUND_FILES; i++) {
        char path[1200];
        SoundPath(t->sounds, musicAndEffects[i], path, sizeof path);
        remove(path);
    }
    rmdir(t->sounds);
    rmdir(t->dir);
    t->made = false;
}

/* Every test leaves the module, SDL and the file system as it found them, even when it fails. */
static int Teardown(void **state)
{
    (void)state;
    Audio_SetMusic(false);
    Audio_SetVolumes(100, 100, false);
    Audio_Shutdown();
    SDL_Quit();
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    if (temp.made) {
        RemoveTempAssets(&temp);
    }
    return 0;
}

static void WriteGarbage(const TempAssets *t, const char *file)
{
    char path[1200];
    SoundPath(t->sounds, file, path, sizeof path);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    for (int i = 0; i < 4096; i++) {
        fputc((i * 131 + 7) & 0xFF, f);
    }
    assert_int_equal(fclose(f), 0);
}

static void test_file_names(void **state)
{
    (void)state;
    assert_string_equal(Audio_SfxFileName(SFX_DEAL), "deal.wav");
    assert_string_equal(Audio_SfxFileName(SFX_FANFARE), "fanfare.wav");
    for (int i = 0; i < SFX_COUNT; i++) {
        assert_string_equal(Audio_SfxFileName((Sfx)i), musicAndEffects[i]);
    }
    assert_null(Audio_SfxFileName(SFX_COUNT));
    assert_null(Audio_SfxFileName((Sfx)-1));
}

static void test_shutdown_and_play_without_init_are_safe(void **state)
{
    (void)state;
    Audio_Shutdown();
    Audio_Play(SFX_DEAL);
    Audio_SetMusic(true);
    Audio_SetMusic(false);
    Audio_Shutdown();
    assert_false(Audio_IsAvailable());
    assert_int_equal(Audio_PlayedCount(), 0);
}

static void test_dummy_device_plays_and_counts(void **state)
{
    (void)state;
    UseDriver("dummy");
    char err[1024] = "";
    Audio_SetVolumes(100, 100, false);
    assert_true(Audio_Init(AssetDir(), err, sizeof err));
    assert_true(Audio_IsAvailable());
    assert_int_equal(Audio_PlayedCount(), 0);

    Audio_Play(SFX_DEAL);
    Audio_Play(SFX_PLACE);
    Audio_Play(SFX_FANFARE);
    assert_int_equal(Audio_PlayedCount(), 3);

    /* Out-of-range effects are ignored, not counted. */
    Audio_Play(SFX_COUNT);
    assert_int_equal(Audio_PlayedCount(), 3);

    /* More sounds than channels still each reach the mixer. */
    for (int i = 0; i < 40; i++) {
        Audio_Play(SFX_DEAL);
    }
    assert_int_equal(Audio_PlayedCount(), 43);
}

static void test_volumes_reach_the_mixer(void **state)
{
    (void)state;
    UseDriver("dummy");
    char err[1024] = "";
    assert_true(Audio_Init(AssetDir(), err, sizeof err));

    Audio_SetVolumes(70, 50, false);
    assert_int_equal(Mix_Volume(-1, -1), 64);  /* 50% of MIX_MAX_VOLUME (128) */
    assert_int_equal(Mix_VolumeMusic(-1), 90); /* 70% of 128, rounded */

    Audio_SetVolumes(100, 100, false);
    assert_int_equal(Mix_Volume(-1, -1), MIX_MAX_VOLUME);
    assert_int_equal(Mix_VolumeMusic(-1), MIX_MAX_VOLUME);

    /* Out-of-range settings are clamped. */
    Audio_SetVolumes(250, -5, false);
    assert_int_equal(Mix_Volume(-1, -1), 0);
    assert_int_equal(Mix_VolumeMusic(-1), MIX_MAX_VOLUME);

    /* Mute silences both and forgets neither. */
    Audio_SetVolumes(70, 50, true);
    assert_int_equal(Mix_Volume(-1, -1), 0);
    assert_int_equal(Mix_VolumeMusic(-1), 0);
    Audio_SetVolumes(70, 50, false);
    assert_int_equal(Mix_Volume(-1, -1), 64);
}

static void test_volumes_set_before_init_apply_at_init(void **state)
{
    (void)state;
    UseDriver("dummy");
    Audio_SetVolumes(25, 75, false);
    char err[1024] = "";
    assert_true(Audio_Init(AssetDir(), err, sizeof err));
    assert_int_equal(Mix_Volume(-1, -1), 96);
    assert_int_equal(Mix_VolumeMusic(-1), 32);
}

static void test_mute_and_zero_volume_do_not_play(void **state)
{
    (void)state;
    UseDriver("dummy");
    char err[1024] = "";
    assert_true(Audio_Init(AssetDir(), err, sizeof err));

    Audio_SetVolumes(80, 80, true);
    Audio_Play(SFX_SCORE);
    assert_int_equal(Audio_PlayedCount(), 0);

    Audio_SetVolumes(80, 0, false);
    Audio_Play(SFX_SCORE);
    assert_int_equal(Audio_PlayedCount(), 0);

    /* The music volume does not gate the effects. */
    Audio_SetVolumes(0, 80, false);
    Audio_Play(SFX_SCORE);
    assert_int_equal(Audio_PlayedCount(), 1);
    Audio_SetVolumes(100, 100, false);
}

static void test_music_starts_and_stops(void **state)
{
    (void)state;
    UseDriver("dummy");
    char err[1024] = "";
    assert_true(Audio_Init(AssetDir(), err, sizeof err));
    assert_false(Mix_PlayingMusic());
    Audio_SetMusic(true);
    assert_true(Mix_PlayingMusic());
    Audio_SetMusic(true); /* already playing: no restart */
    assert_int_equal(Mix_FadingMusic(), MIX_FADING_IN);
    Audio_SetMusic(false);
    assert_int_equal(Mix_FadingMusic(), MIX_FADING_OUT);
    Audio_SetMusic(true); /* wanted again while fading out: back it comes */
    assert_int_equal(Mix_FadingMusic(), MIX_FADING_IN);

    /* A wish for music survives a restart of the module. */
    assert_true(Audio_Init(AssetDir(), err, sizeof err));
    assert_true(Mix_PlayingMusic());
    Audio_SetMusic(false);
}

static void test_no_device_is_silent_but_starts(void **state)
{
    (void)state;
    UseDriver("parlour-no-such-driver");
    char err[1024] = "";
    assert_true(Audio_Init(AssetDir(), err, sizeof err));
    assert_false(Audio_IsAvailable());
    Audio_SetVolumes(100, 100, false);
    Audio_Play(SFX_DEAL);
    Audio_Play(SFX_ERROR);
    Audio_SetMusic(true);
    Audio_SetMusic(false);
    assert_int_equal(Audio_PlayedCount(), 0);
}

static void test_missing_file_names_it(void **state)
{
    (void)state;
    UseDriver("dummy");
    TempAssets *t = &temp;
    MakeTempAssets(t);
    char path[1200];
    SoundPath(t->sounds, "place.wav", path, sizeof path);
    assert_int_equal(remove(path), 0);

    char err[1024] = "";
    assert_false(Audio_Init(t->dir, err, sizeof err));
    assert_non_null(strstr(err, "place.wav"));
    assert_non_null(strstr(err, "missing"));
    assert_non_null(strstr(err, "cmake --build build"));
    assert_false(Audio_IsAvailable());
    Audio_Play(SFX_DEAL);
    assert_int_equal(Audio_PlayedCount(), 0);

    /* Without a device the files are still checked. */
    UseDriver("parlour-no-such-driver");
    err[0] = '\0';
    assert_false(Audio_Init(t->dir, err, sizeof err));
    assert_non_null(strstr(err, "place.wav"));
}

static void test_garbage_file_names_it(void **state)
{
    (void)state;
    UseDriver("dummy");
    TempAssets *t = &temp;
    MakeTempAssets(t);
    WriteGarbage(t, "flip.wav");

    char err[1024] = "";
    assert_false(Audio_Init(t->dir, err, sizeof err));
    assert_non_null(strstr(err, "flip.wav"));
    assert_non_null(strstr(err, "corrupt"));
    assert_non_null(strstr(err, "reinstall"));

    UseDriver("parlour-no-such-driver");
    err[0] = '\0';
    assert_false(Audio_Init(t->dir, err, sizeof err));
    assert_non_null(strstr(err, "flip.wav"));

    /* The music is checked too. */
    UseDriver("dummy");
    char from[1200];
    char to[1200];
    snprintf(from, sizeof from, "%s/sounds/flip.wav", AssetDir());
    SoundPath(t->sounds, "flip.wav", to, sizeof to);
    CopyFile(from, to);
    WriteGarbage(t, AUDIO_MUSIC_FILE);
    err[0] = '\0';
    assert_false(Audio_Init(t->dir, err, sizeof err));
    assert_non_null(strstr(err, AUDIO_MUSIC_FILE));

    /* And once repaired, the folder loads. */
    snprintf(from, sizeof from, "%s/sounds/%s", AssetDir(), AUDIO_MUSIC_FILE);
    SoundPath(t->sounds, AUDIO_MUSIC_FILE, to, sizeof to);
    CopyFile(from, to);
    assert_true(Audio_Init(t->dir, err, sizeof err));
    assert_true(Audio_IsAvailable());
}

/* Keeps the first bytes of a real sound: a valid header whose data stops short. */
static void Truncate(const TempAssets *t, const char *file, long keep)
{
    char from[1200];
    char to[1200];
    snprintf(from, sizeof from, "%s/sounds/%s", AssetDir(), file);
    SoundPath(t->sounds, file, to, sizeof to);
    FILE *in = fopen(from, "rb");
    assert_non_null(in);
    FILE *out = fopen(to, "wb");
    assert_non_null(out);
    int c;
    for (long i = 0; i < keep && (c = fgetc(in)) != EOF; i++) {
        fputc(c, out);
    }
    fclose(in);
    assert_int_equal(fclose(out), 0);
}

static void test_truncated_file_names_it(void **state)
{
    (void)state;
    TempAssets *t = &temp;
    MakeTempAssets(t);
    const char *drivers[] = {"dummy", "parlour-no-such-driver"};
    const char *files[] = {"score.wav", AUDIO_MUSIC_FILE};
    for (int d = 0; d < 2; d++) {
        for (int f = 0; f < 2; f++) {
            UseDriver(drivers[d]);
            Truncate(t, files[f], 1000);
            char err[1024] = "";
            assert_false(Audio_Init(t->dir, err, sizeof err));
            assert_non_null(strstr(err, files[f]));
            Truncate(t, files[f], LONG_MAX); /* whole again */
            assert_true(Audio_Init(t->dir, err, sizeof err));
            Audio_Shutdown();
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_file_names, Teardown),
        cmocka_unit_test_teardown(test_shutdown_and_play_without_init_are_safe, Teardown),
        cmocka_unit_test_teardown(test_dummy_device_plays_and_counts, Teardown),
        cmocka_unit_test_teardown(test_volumes_reach_the_mixer, Teardown),
        cmocka_unit_test_teardown(test_volumes_set_before_init_apply_at_init, Teardown),
        cmocka_unit_test_teardown(test_mute_and_zero_volume_do_not_play, Teardown),
        cmocka_unit_test_teardown(test_music_starts_and_stops, Teardown),
        cmocka_unit_test_teardown(test_no_device_is_silent_but_starts, Teardown),
        cmocka_unit_test_teardown(test_missing_file_names_it, Teardown),
        cmocka_unit_test_teardown(test_garbage_file_names_it, Teardown),
        cmocka_unit_test_teardown(test_truncated_file_names_it, Teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
