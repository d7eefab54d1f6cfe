/* test_settings.c: settings.ini round trips, defaults, and what happens to a broken or unwritable file. */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "platform/atomic_file.h"
#include "platform/settings.h"
#include "temp_dir.h"

static char dir[256];
static char iniPath[512];

static int SetUp(void **state)
{
    (void)state;
    if (!TempDir_Make(dir, sizeof dir, "settings")) {
        return -1;
    }
    snprintf(iniPath, sizeof iniPath, "%s/settings.ini", dir);
    return 0;
}

static int TearDown(void **state)
{
    (void)state;
    TempDir_Remove(dir);
    return 0;
}

static bool Exists(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0;
}

static void WriteRaw(const char *path, const void *data, size_t size)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(data, 1, size, f), size);
    fclose(f);
}

static void WriteText(const char *path, const char *text)
{
    WriteRaw(path, text, strlen(text));
}

static char *ReadText(const char *path)
{
    char *text = AtomicFile_ReadAll(path, NULL);
    assert_non_null(text);
    return text;
}

static void AssertSame(const Settings *a, const Settings *b)
{
    assert_int_equal(a->fullscreen, b->fullscreen);
    assert_int_equal(a->musicVolume, b->musicVolume);
    assert_int_equal(a->effectsVolume, b->effectsVolume);
    assert_int_equal(a->mute, b->mute);
    assert_int_equal(a->animSpeed, b->animSpeed);
    assert_int_equal(a->cardBack, b->cardBack);
    assert_int_equal(a->fourColour, b->fourColour);
    assert_int_equal(a->swapConfirmBack, b->swapConfirmBack);
    assert_int_equal(a->promptStyle, b->promptStyle);
    assert_int_equal(a->showDealResult, b->showDealResult);
}

static void AssertDefaults(const Settings *s)
{
    Settings d = Settings_Defaults();
    AssertSame(s, &d);
}

static void DefaultsAreTheDocumentedOnes(void **state)
{
    (void)state;
    Settings d = Settings_Defaults();
    assert_false(d.fullscreen);
    assert_int_equal(d.musicVolume, 60);
    assert_int_equal(d.effectsVolume, 80);
    assert_false(d.mute);
    assert_int_equal(d.animSpeed, ANIM_NORMAL);
    assert_int_equal(d.cardBack, 0);
    assert_false(d.fourColour);
    assert_false(d.swapConfirmBack);
    assert_int_equal(d.promptStyle, PROMPT_AUTO);
    assert_true(d.showDealResult); /* a newcomer sees each deal's result */
}

static void AnimScaleAndNames(void **state)
{
    (void)state;
    Settings s = Settings_Defaults();
    const float scales[ANIM_SPEED_COUNT] = {1.6f, 1.0f, 0.5f, 0.0f};
    const char *names[ANIM_SPEED_COUNT] = {"slow", "normal", "fast", "off"};
    for (int a = 0; a < ANIM_SPEED_COUNT; a++) {
        s.animSpeed = (AnimSpeed)a;
        assert_float_equal(Settings_AnimScale(&s), scales[a], 1e-6);
        assert_string_equal(Settings_AnimSpeedName((AnimSpeed)a), names[a]);
    }
    const char *prompts[PROMPT_STYLE_COUNT] = {"auto", "xbox", "playstation", "nintendo"};
    for (int p = 0; p < PROMPT_STYLE_COUNT; p++) {
        assert_string_equal(Settings_PromptStyleName((PromptStyle)p), prompts[p]);
    }
}

static void RoundTrip(const Settings *s)
{
    char msg[1024] = "";
    char tmp[600];
    snprintf(tmp, sizeof tmp, "%s.tmp", iniPath);
    assert_true(Settings_Save(iniPath, s, msg, sizeof msg));
    assert_false(Exists(tmp));
    Settings back;
    assert_int_equal(Settings_Load(iniPath, &back, msg, sizeof msg), SETTINGS_LOADED);
    assert_string_equal(msg, "");
    AssertSame(&back, s);
}

/* Each field is moved off its default alone, so a field written under the wrong key shows up. */
static void RoundTripEveryField(void **state)
{
    (void)state;
    Settings d = Settings_Defaults();
    RoundTrip(&d);

    Settings s = d;
    s.fullscreen = true;
    RoundTrip(&s);
    s = d;
    s.musicVolume = 0;
    RoundTrip(&s);
    s.musicVolume = 100;
    RoundTrip(&s);
    s = d;
    s.effectsVolume = 7;
    RoundTrip(&s);
    s = d;
    s.mute = true;
    RoundTrip(&s);
    for (int a = 0; a < ANIM_SPEED_COUNT; a++) {
        s = d;
        s.animSpeed = (AnimSpeed)a;
        RoundTrip(&s);
    }
    for (int b = 0; b < CARD_BACK_COUNT; b++) {
        s = d;
        s.cardBack = b;
        RoundTrip(&s);
    }
    s = d;
    s.fourColour = true;
    RoundTrip(&s);
    s = d;
    s.swapConfirmBack = true;
    RoundTrip(&s);
    for (int p = 0; p < PROMPT_STYLE_COUNT; p++) {
        s = d;
        s.promptStyle = (PromptStyle)p;
        RoundTrip(&s);
    }

    s = d;
    s.showDealResult = false;
    RoundTrip(&s);

    Settings all = {
        .fullscreen = true, .musicVolume = 13, .effectsVolume = 99, .mute = true,
        .animSpeed = ANIM_OFF, .cardBack = 3, .fourColour = true, .swapConfirmBack = true,
        .promptStyle = PROMPT_NINTENDO, .showDealResult = false,
    };
    RoundTrip(&all);
}

static void SavedFileIsCommentedIni(void **state)
{
    (void)state;
    char msg[256];
    Settings d = Settings_Defaults();
    assert_true(Settings_Save(iniPath, &d, msg, sizeof msg));
    char *text = ReadText(iniPath);
    assert_int_equal(text[0], ';');
    assert_non_null(strstr(text, "Parlour settings"));
    const char *sections[] = {"[display]", "[audio]", "[cards]", "[input]", "[tables]"};
    const char *last = text;
    for (size_t i = 0; i < sizeof sections / sizeof sections[0]; i++) {
        const char *at = strstr(text, sections[i]);
        assert_non_null(at);
        assert_true(at > last);
        last = at;
    }
    assert_non_null(strstr(text, "music_volume = 60\n"));
    assert_non_null(strstr(text, "anim_speed = normal\n"));
    assert_non_null(strstr(text, "fullscreen = false\n"));
    free(text);
}

static void OutOfRangeValuesAreClampedOnSave(void **state)
{
    (void)state;
    char msg[256];
    Settings s = Settings_Defaults();
    s.musicVolume = 250;
    s.effectsVolume = -3;
    s.cardBack = 9;
    assert_true(Settings_Save(iniPath, &s, msg, sizeof msg));
    Settings back;
    assert_int_equal(Settings_Load(iniPath, &back, msg, sizeof msg), SETTINGS_LOADED);
    assert_int_equal(back.musicVolume, 100);
    assert_int_equal(back.effectsVolume, 0);
    assert_int_equal(back.cardBack, CARD_BACK_COUNT - 1);
}

static void MissingFileGivesDefaults(void **state)
{
    (void)state;
    char msg[256] = "stale";
    Settings s;
    memset(&s, 0x5a, sizeof s);
    assert_int_equal(Settings_Load(iniPath, &s, msg, sizeof msg), SETTINGS_MISSING);
    AssertDefaults(&s);
    assert_string_equal(msg, "");
}

/* An older file without some keys, and a newer file with keys this game does not know. */
static void MissingKeysDefaultAndUnknownKeysIgnored(void **state)
{
    (void)state;
    char msg[512];
    WriteText(iniPath,
              "; an older game's file\n"
              "[audio]\n"
              "music_volume = 25\n"
              "surround = 7.1 channels, why not\n"
              "[cards]\n"
              "four_colour = yes\n"
              "[future]\n"
              "hologram = on\n"
              "volume = loud\n"
              "[input]\n"
              "swap_confirm_back = 1\n"
              "prompt_style = PlayStation\n"
              "haptics = strong\n");
    Settings s;
    assert_int_equal(Settings_Load(iniPath, &s, msg, sizeof msg), SETTINGS_LOADED);
    Settings want = Settings_Defaults();
    want.musicVolume = 25;
    want.fourColour = true;
    want.swapConfirmBack = true;
    want.promptStyle = PROMPT_PLAYSTATION;
    AssertSame(&s, &want);
    assert_true(Exists(iniPath));
}

static void BooleanSpellings(void **state)
{
    (void)state;
    char msg[512];
    WriteText(iniPath,
              "[display]\nfullscreen = no\n"
              "[audio]\nmute = 0\n"
              "[cards]\nfour_colour = TRUE\n"
              "[input]\nswap_confirm_back = yes\n");
    Settings s;
    assert_int_equal(Settings_Load(iniPath, &s, msg, sizeof msg), SETTINGS_LOADED);
    assert_false(s.fullscreen);
    assert_false(s.mute);
    assert_true(s.fourColour);
    assert_true(s.swapConfirmBack);
}

/*
 * A broken file: defaults, the file moved to .corrupt-1, the message naming
 * both files and the line; the same again gives .corrupt-2 and keeps -1.
 */
static void ExpectCorrupt(const void *data, size_t size, const char *expectInMessage)
{
    char c1[600], c2[600], msg[2048] = "";
    snprintf(c1, sizeof c1, "%s.corrupt-1", iniPath);
    snprintf(c2, sizeof c2, "%s.corrupt-2", iniPath);

    WriteRaw(iniPath, data, size);
    Settings s;
    assert_int_equal(Settings_Load(iniPath, &s, msg, sizeof msg), SETTINGS_CORRUPT);
    AssertDefaults(&s);
    assert_false(Exists(iniPath));
    assert_true(Exists(c1));
    assert_non_null(strstr(msg, iniPath));
    assert_non_null(strstr(msg, c1));
    if (expectInMessage != NULL && strstr(msg, expectInMessage) == NULL) {
        fail_msg("message \"%s\" lacks \"%s\"", msg, expectInMessage);
    }

    size_t firstSize = 0;
    char *first = AtomicFile_ReadAll(c1, &firstSize);
    assert_non_null(first);
    assert_int_equal(firstSize, size);
    assert_memory_equal(first, data, size);
    free(first);

    WriteText(iniPath, "[audio]\nmusic_volume = 101\n");
    assert_int_equal(Settings_Load(iniPath, &s, msg, sizeof msg), SETTINGS_CORRUPT);
    AssertDefaults(&s);
    assert_true(Exists(c1));
    assert_true(Exists(c2));
    assert_false(Exists(iniPath));
    assert_non_null(strstr(msg, c2));
    char *second = ReadText(c2);
    assert_string_equal(second, "[audio]\nmusic_volume = 101\n");
    free(second);

    /* After the player's next save the game is back on a good file. */
    assert_true(Settings_Save(iniPath, &s, msg, sizeof msg));
    assert_int_equal(Settings_Load(iniPath, &s, msg, sizeof msg), SETTINGS_LOADED);
}

static void CorruptNotANumber(void **state)
{
    (void)state;
    const char *text = "; mine\n[display]\nfullscreen = true\n\n[audio]\n\nmusic_volume = loud\n";
    ExpectCorrupt(text, strlen(text), "line 7: music_volume \"loud\" is not a number 0-100");
}

static void CorruptOutOfRange(void **state)
{
    (void)state;
    const char *text = "[audio]\neffects_volume = 150\n";
    ExpectCorrupt(text, strlen(text), "line 2: effects_volume \"150\"");
}

static void CorruptCardBackOutOfRange(void **state)
{
    (void)state;
    const char *text = "[cards]\ncard_back = 4\n";
    ExpectCorrupt(text, strlen(text), "card_back \"4\" is not a number 0-3");
}

static void CorruptNegativeAndFraction(void **state)
{
    (void)state;
    const char *neg = "[audio]\nmusic_volume = -1\n";
    ExpectCorrupt(neg, strlen(neg), "music_volume \"-1\"");
    TearDown(NULL);
    SetUp(NULL);
    const char *frac = "[audio]\nmusic_volume = 50.5\n";
    ExpectCorrupt(frac, strlen(frac), "music_volume \"50.5\"");
}

static void CorruptUnknownEnum(void **state)
{
    (void)state;
    const char *text = "[display]\nanim_speed = warp\n";
    ExpectCorrupt(text, strlen(text), "anim_speed \"warp\" is not one of slow, normal, fast, off");
    TearDown(NULL);
    SetUp(NULL);
    const char *prompt = "[input]\nprompt_style = sega\n";
    ExpectCorrupt(prompt, strlen(prompt), "prompt_style \"sega\"");
}

static void CorruptBadBoolean(void **state)
{
    (void)state;
    const char *text = "[audio]\nmute = perhaps\n";
    ExpectCorrupt(text, strlen(text), "mute \"perhaps\" is not true or false");
}

/* The deal-result setting read from its own section; a bad value is refused like any other, naming it. */
static void DealResultSetting(void **state)
{
    (void)state;
    char msg[512];
    WriteText(iniPath, "[tables]\nshow_deal_result = off\n");
    Settings s;
    assert_int_equal(Settings_Load(iniPath, &s, msg, sizeof msg), SETTINGS_LOADED);
    assert_false(s.showDealResult);
    WriteText(iniPath, "[tables]\n");
    assert_int_equal(Settings_Load(iniPath, &s, msg, sizeof msg), SETTINGS_LOADED);
    assert_true(s.showDealResult);
    const char *text = "[tables]\nshow_deal_result = sometimes\n";
    ExpectCorrupt(text, strlen(text), "show_deal_result \"sometimes\" is not true or false");
}

static void CorruptBinaryGarbage(void **state)
{
    (void)state;
    unsigned char garbage[512];
    uint32_t x = 12345u;
    for (size_t i = 0; i < sizeof garbage; i++) {
        x = x * 1103515245u + 12345u;
        garbage[i] = (unsigned char)(x >> 16);
    }
    garbage[100] = 0;
    ExpectCorrupt(garbage, sizeof garbage, "binary");
}

static void CorruptGarbageWithoutNul(void **state)
{
    (void)state;
    unsigned char garbage[300];
    uint32_t x = 777u;
    for (size_t i = 0; i < sizeof garbage; i++) {
        x = x * 1103515245u + 12345u;
        unsigned char c = (unsigned char)(x >> 16);
        garbage[i] = (c == 0 || c == '=' || c == ':') ? 0xff : c;
    }
    ExpectCorrupt(garbage, sizeof garbage, NULL);
}

static void CorruptSyntaxError(void **state)
{
    (void)state;
    const char *text = "[display]\nfullscreen = true\nthis line is no setting\n[audio]\nmute = false\n";
    ExpectCorrupt(text, strlen(text), "line 3");
    TearDown(NULL);
    SetUp(NULL);
    const char *section = "[display\nfullscreen = true\n";
    ExpectCorrupt(section, strlen(section), "line 1");
}

/* The first bad line is the one reported, whether a bad value or bad syntax comes first. */
static void FirstProblemIsReported(void **state)
{
    (void)state;
    const char *text = "[audio]\nmusic_volume = 20\nrubbish\nmute = sometimes\n";
    ExpectCorrupt(text, strlen(text), "line 3");
    TearDown(NULL);
    SetUp(NULL);
    const char *other = "[audio]\nmute = sometimes\nrubbish\n";
    ExpectCorrupt(other, strlen(other), "line 2: mute");
}

static void LongLines(void **state)
{
    (void)state;
    char text[2048];
    char pad[1001];
    memset(pad, 'x', sizeof pad - 1);
    pad[sizeof pad - 1] = '\0';
    /* A long comment is fine. */
    snprintf(text, sizeof text, "; %s\n[audio]\nmusic_volume = 10\n", pad);
    WriteText(iniPath, text);
    char msg[1024];
    Settings s;
    assert_int_equal(Settings_Load(iniPath, &s, msg, sizeof msg), SETTINGS_LOADED);
    assert_int_equal(s.musicVolume, 10);
    /* A long setting would be cut short, so it is refused. */
    snprintf(text, sizeof text, "[audio]\nmusic_volume = 10\nunknown = %s\n", pad);
    ExpectCorrupt(text, strlen(text), "line 3");
}

static void UnreadableIsTreatedAsCorrupt(void **state)
{
    (void)state;
    char msg[1024], c1[600];
    snprintf(c1, sizeof c1, "%s.corrupt-1", iniPath);
    assert_int_equal(mkdir(iniPath, 0700), 0); /* a folder where the file should be */
    Settings s;
    assert_int_equal(Settings_Load(iniPath, &s, msg, sizeof msg), SETTINGS_CORRUPT);
    AssertDefaults(&s);
    assert_non_null(strstr(msg, iniPath));
    assert_true(Exists(c1));
}

/* A FIFO in place of settings.ini: refused at once (never waited on), the player told plainly, the pipe set aside. */
static void FifoIsRefusedWithoutWaiting(void **state)
{
    (void)state;
    char msg[1024], c1[600];
    snprintf(c1, sizeof c1, "%s.corrupt-1", iniPath);
    assert_int_equal(mkfifo(iniPath, 0600), 0);
    Settings s;
    assert_int_equal(Settings_Load(iniPath, &s, msg, sizeof msg), SETTINGS_CORRUPT);
    AssertDefaults(&s);
    assert_non_null(strstr(msg, "not a regular file"));
    assert_true(Exists(c1));
    assert_false(Exists(iniPath));
}

static void SaveIntoUnwritableFolderFails(void **state)
{
    (void)state;
    if (geteuid() == 0) {
        skip(); /* root writes through folder permissions; SaveFailureKeepsOldFile covers it */
    }
    char msg[1024] = "", tmp[600];
    snprintf(tmp, sizeof tmp, "%s.tmp", iniPath);
    WriteText(iniPath, "[audio]\nmusic_volume = 5\n");
    assert_int_equal(chmod(dir, 0500), 0);
    Settings s = Settings_Defaults();
    bool saved = Settings_Save(iniPath, &s, msg, sizeof msg);
    assert_int_equal(chmod(dir, 0700), 0);
    assert_false(saved);
    assert_non_null(strstr(msg, iniPath));
    assert_non_null(strstr(msg, strerror(EACCES)));
    char *text = ReadText(iniPath);
    assert_string_equal(text, "[audio]\nmusic_volume = 5\n");
    free(text);
    assert_false(Exists(tmp));
}

/* A folder in the temp file's place makes the save fail whoever runs the test. */
static void SaveFailureKeepsOldFile(void **state)
{
    (void)state;
    char msg[1024] = "", tmp[600];
    snprintf(tmp, sizeof tmp, "%s.tmp", iniPath);
    WriteText(iniPath, "[audio]\nmusic_volume = 5\n");
    assert_int_equal(mkdir(tmp, 0700), 0);
    Settings s = Settings_Defaults();
    assert_false(Settings_Save(iniPath, &s, msg, sizeof msg));
    assert_non_null(strstr(msg, iniPath));
    char *text = ReadText(iniPath);
    assert_string_equal(text, "[audio]\nmusic_volume = 5\n");
    free(text);
}

static void SaveIntoMissingFolderFails(void **state)
{
    (void)state;
    char path[600], msg[1024] = "";
    snprintf(path, sizeof path, "%s/gone/settings.ini", dir);
    Settings s = Settings_Defaults();
    assert_false(Settings_Save(path, &s, msg, sizeof msg));
    assert_non_null(strstr(msg, path));
    assert_non_null(strstr(msg, strerror(ENOENT)));
}

#define T(fn) cmocka_unit_test_setup_teardown(fn, SetUp, TearDown)

int main(void)
{
    const struct CMUnitTest tests[] = {
        T(DefaultsAreTheDocumentedOnes),
        T(AnimScaleAndNames),
        T(RoundTripEveryField),
        T(SavedFileIsCommentedIni),
        T(OutOfRangeValuesAreClampedOnSave),
        T(MissingFileGivesDefaults),
        T(MissingKeysDefaultAndUnknownKeysIgnored),
        T(BooleanSpellings),
        T(CorruptNotANumber),
        T(CorruptOutOfRange),
        T(CorruptCardBackOutOfRange),
        T(CorruptNegativeAndFraction),
        T(CorruptUnknownEnum),
        T(CorruptBadBoolean),
        T(DealResultSetting),
        T(CorruptBinaryGarbage),
        T(CorruptGarbageWithoutNul),
        T(CorruptSyntaxError),
        T(FirstProblemIsReported),
        T(LongLines),
        T(UnreadableIsTreatedAsCorrupt),
        T(FifoIsRefusedWithoutWaiting),
        T(SaveIntoUnwritableFolderFails),
        T(SaveFailureKeepsOldFile),
        T(SaveIntoMissingFolderFails),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
