/* test_long_messages.c: a message a player must read reaches its dialog whole, however long the paths it names. */
#define _POSIX_C_SOURCE 200809L
#include "scene_harness.h"

#include "games/piquet/piquet_scenes.h"
#include "games/table/table_game.h"
#include "games/table/table_lobby_scene.h"
#include "platform/paths.h"
#include "platform/player_file.h"
#include "render/layout_record.h"
#include "render/text.h"
#include "ui/ui_theme.h"
#include "scenes/scenes.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

/* A player folder as long as the game takes: folders of 40 characters under the test's, XDG_DATA_HOME's. */
static void LongFolder(char *out, size_t size, int folders)
{
    out[0] = '\0';
    for (int i = 0; i < folders; i++) {
        size_t n = strlen(out);
        snprintf(out + n, size - n, "%sa-rather-long-folder-name-for-player-%02d", i > 0 ? "/" : "", i);
    }
}

/* text without its spaces and line breaks, to compare what was drawn line by line with the sentence. */
static void Squeeze(const char *text, char *out, size_t size)
{
    size_t n = 0;
    for (; *text != '\0' && n + 1 < size; text++) {
        if (*text != ' ' && *text != '\n') {
            out[n++] = *text;
        }
    }
    out[n] = '\0';
}

/* Every text the top scene drew, in order, squeezed; each line is checked to stay inside its paragraph's width. */
static void DrawnOnTop(App *app, char *out, size_t size)
{
    LayoutRecord_Start();
    Harness_Frames(app, 1);
    LayoutRecord_Stop();
    int top = -1;
    for (int i = 0; i < LayoutRecord_Count(); i++) {
        top = LayoutRecord_Item(i)->layer > top ? LayoutRecord_Item(i)->layer : top;
    }
    char *all = calloc(1, size);
    assert_non_null(all);
    size_t n = 0;
    for (int i = 0; i < LayoutRecord_Count(); i++) {
        const LayoutItem *it = LayoutRecord_Item(i);
        if (it->kind != LAYOUT_TEXT || it->layer != top || it->shadow) {
            continue;
        }
        assert_true(strlen(it->text) + 1 < LAYOUT_TEXT_MAX); /* recorded whole */
        if (it->bounded && it->rect.x + it->rect.w > it->bounds.x + it->bounds.w + 0.5f) {
            fail_msg("\"%s\" runs %.0f units past the dialog's text", it->text,
                     it->rect.x + it->rect.w - it->bounds.x - it->bounds.w);
        }
        assert_true(it->rect.y + it->rect.h <= LAYOUT_H); /* on the screen */
        n += (size_t)snprintf(all + n, size - n, "%s", it->text);
        assert_true(n < size);
    }
    Squeeze(all, out, size);
    free(all);
}

/*
 * A damaged Piquet lobby file in a player folder far down a long XDG_DATA_HOME: the lobby says what was wrong
 * and where the old file was kept, to the last word, and the dialog wraps the paths rather than cut them.
 */
static void TestLobbyNoticeWhole(void **state)
{
    (void)state;
    char xdg[1024];
    LongFolder(xdg, sizeof xdg, 13); /* about 520 characters, the player's folder some 560 */
    App *app = Harness_StartXdg(1280, 720, xdg, Piquet_TableGame.lobbyFile, "[lobby]\nvariant = nonsense\n");
    assert_non_null(app);
    App_Push(app, TableLobbyScene_Create(app, &Piquet_TableGame));
    Harness_Frames(app, 3);
    assert_string_equal(Harness_TopName(app), "message");
    const char *body = MessageScene_Body(App_Top(app));
    assert_non_null(body);
    char path[PATHS_MAX], kept[PATHS_MAX + 32], want[PLAYER_MESSAGE_MAX];
    Paths_User(Piquet_TableGame.lobbyFile, path, sizeof path);
    assert_true(strlen(path) > 550);
    snprintf(kept, sizeof kept, "%s.corrupt-1", path);
    snprintf(want, sizeof want,
             "Your Piquet lobby choices (%s) could not be read: line 2: \"nonsense\" is not a variant of Piquet. The "
             "old file was kept as %s; the lobby starts from its defaults.",
             path, kept);
    assert_string_equal(body, want);
    /* And on the screen, every character in order, every line inside the dialog. */
    char *drawn = malloc(PLAYER_MESSAGE_MAX * 2), *expect = malloc(PLAYER_MESSAGE_MAX);
    assert_non_null(drawn);
    assert_non_null(expect);
    DrawnOnTop(app, drawn, PLAYER_MESSAGE_MAX * 2);
    Squeeze(want, expect, PLAYER_MESSAGE_MAX);
    if (strstr(drawn, expect) == NULL) {
        fail_msg("the dialog shows \"%s\", not the whole \"%s\"", drawn, expect);
    }
    free(drawn);
    free(expect);
    Harness_Stop(app);
}

/* The longest folder the game accepts (PATHS_MAX - 1 for the file): the notice still ends as it should. */
static void TestLongestFolder(void **state)
{
    (void)state;
    char xdg[1024];
    LongFolder(xdg, sizeof xdg, 23); /* the player's folder some 960 characters */
    App *app = Harness_StartXdg(1280, 720, xdg, Piquet_TableGame.lobbyFile, "[lobby]\nseats.rubicon = person wizard\n");
    assert_non_null(app);
    char path[PATHS_MAX];
    Paths_User(Piquet_TableGame.lobbyFile, path, sizeof path);
    assert_true(strlen(path) > 950 && strlen(path) < PATHS_MAX);
    char message[PLAYER_MESSAGE_MAX];
    TableLobbyPrefs prefs;
    TableLobbyPrefs_Load(&Piquet_TableGame, &prefs, message, sizeof message);
    assert_non_null(strstr(message, "line 2: \"seats.rubicon = person wizard\" is not a seating of Piquet"));
    char tail[PATHS_MAX + 96];
    snprintf(tail, sizeof tail, "was kept as %s.corrupt-1; the lobby starts from its defaults.", path);
    assert_true(strlen(message) > strlen(tail));
    assert_string_equal(message + strlen(message) - strlen(tail), tail);
    /* Shown in a dialog, it fits the screen: wider, then smaller type, never cut or off the foot. */
    App_Push(app, MessageScene_Create(app, "Your lobby choices could not be read", message));
    Harness_Frames(app, 2);
    char *drawn = malloc(PLAYER_MESSAGE_MAX * 2), *expect = malloc(PLAYER_MESSAGE_MAX);
    assert_non_null(drawn);
    assert_non_null(expect);
    DrawnOnTop(app, drawn, PLAYER_MESSAGE_MAX * 2);
    Squeeze(message, expect, PLAYER_MESSAGE_MAX);
    assert_non_null(strstr(drawn, expect));
    free(drawn);
    free(expect);
    Harness_Stop(app);
}

/* A value too long to quote is shortened with "..." in the message, never silently: the reader sees it was. */
static void TestLongValueMarked(void **state)
{
    (void)state;
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    char text[512], problem[PLAYER_FILE_PROBLEM_MAX];
    snprintf(text, sizeof text, "[lobby]\nvariant = %s\n",
             "rubicon-and-then-a-great-deal-more-than-any-variant-name-would-ever-need");
    TableLobbyPrefs prefs;
    memset(&prefs, 0, sizeof prefs);
    assert_false(TableLobbyPrefs_Parse(text, &Piquet_TableGame, &prefs, problem, sizeof problem));
    assert_string_equal(problem,
                        "line 2: \"rubicon-and-then-a-great-deal-more-than-any-variant-name-wou...\" is not a variant of "
                        "Piquet");
    Harness_Stop(app);
}

/* A word wider than the line (a path) is broken between its folders, each line inside the width. */
static void TestWrapBreaksLongWord(void **state)
{
    (void)state;
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    TextStyle style = Text_Style(FONT_SANS, 17.0f, THEME_CREAM, TEXT_LEFT);
    char word[2048];
    LongFolder(word, sizeof word, 40); /* 1,600 characters without a space */
    float one = Text_LineHeight(&app->gfx, &style);
    float h = Text_DrawWrapped(&app->gfx, &style, 0, 0, 400.0f, word, false);
    assert_true(h >= one * 10.0f); /* many lines, not one cut or overflowing line */
    LayoutRecord_Start();
    Text_DrawWrapped(&app->gfx, &style, 10.0f, 10.0f, 400.0f, word, true);
    LayoutRecord_Stop();
    char joined[2048] = "";
    size_t n = 0;
    for (int i = 0; i < LayoutRecord_Count(); i++) {
        const LayoutItem *it = LayoutRecord_Item(i);
        assert_true(it->rect.w <= 400.0f + 0.5f);
        size_t len = strlen(it->text);
        if (i + 1 < LayoutRecord_Count()) {
            assert_int_equal(it->text[len - 1], '/'); /* broken after a folder */
        }
        memcpy(joined + n, it->text, len + 1);
        n += len;
    }
    assert_string_equal(joined, word);
    Harness_Stop(app);
}

/* The settings file's notice at start and a long toast (a save that failed names its file) are kept whole. */
static void TestStartupNoticeAndToast(void **state)
{
    (void)state;
    char xdg[1024];
    LongFolder(xdg, sizeof xdg, 13);
    App *app = Harness_StartXdg(1280, 720, xdg, "settings.ini", "[audio]\nmusic_volume = loud\n");
    assert_non_null(app);
    char path[PATHS_MAX], end[PATHS_MAX + 64];
    Paths_User("settings.ini", path, sizeof path);
    snprintf(end, sizeof end, "the old file was kept as %s.corrupt-1.", path);
    size_t n = strlen(app->startupNotice);
    assert_true(n > strlen(end) && strlen(path) > 550);
    assert_string_equal(app->startupNotice + n - strlen(end), end);
    char *long_ = malloc(PLAYER_MESSAGE_ONE);
    assert_non_null(long_);
    snprintf(long_, PLAYER_MESSAGE_ONE, "Could not save %s: cannot create %s.tmp: Read-only file system.", path, path);
    App_Toast(app, "%s", long_);
    assert_string_equal(app->toast, long_);
    assert_true(app->toastTime > 4.0f + 40.0f); /* a second more for every 25 characters past 100 */
    free(long_);
    Harness_Stop(app);
}

/* A save's refusal quotes the line at fault whole (GameError), not the first 190 characters of the sentence. */
static void TestSaveRefusalWhole(void **state)
{
    (void)state;
    char text[1024], bad[256];
    memset(bad, 'x', 240); /* the line, "action " and all, within the 255 a line may have */
    bad[240] = '\0';
    snprintf(text, sizeof text, "parlour-game 1\ngame piquet\nvariant rubicon\nseed 1\naction %s\n", bad);
    GameRecord rec;
    GameError err;
    assert_false(GameRecord_Load(text, NULL, &rec, NULL, &err));
    char want[512];
    snprintf(want, sizeof want, "line 5: expected \"action ...\" with a move of piquet, got \"action %s\"", bad);
    assert_string_equal(err.message, want);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(TestLobbyNoticeWhole),
        cmocka_unit_test(TestLongestFolder),
        cmocka_unit_test(TestLongValueMarked),
        cmocka_unit_test(TestWrapBreaksLongWord),
        cmocka_unit_test(TestStartupNoticeAndToast),
        cmocka_unit_test(TestSaveRefusalWhole),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
