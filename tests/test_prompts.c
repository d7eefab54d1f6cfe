/* test_prompts.c: the controls bar names only what the keys do on that screen (issue 18, item 13); the tables say
   redo and their last trick alike. */
#include "scene_harness.h"

#include "games/patience/multiplayer/patience_multi.h"
#include "games/patience/patience_scenes.h"
#include "render/layout_record.h"
#include "scenes/scenes.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#define ARROWS "\xE2\x86\x90\xE2\x86\x91\xE2\x86\x93\xE2\x86\x92" /* the four arrows on one key cap */
#define UP_DOWN "\xE2\x86\x91 \xE2\x86\x93"

static App *StartAt(Scene *(*create)(App *app), int width, int height)
{
    App *app = Harness_Start(width, height);
    assert_non_null(app);
    App_Push(app, TitleScene_Create(app));
    App_ApplySceneOps(app);
    App_Push(app, create(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, 5);
    return app;
}

static App *StartWith(Scene *(*create)(App *app))
{
    return StartAt(create, 1280, 720);
}

/* Draws one frame with the layout record on; true if some text drawn contains needle. */
static bool FrameShows(App *app, const char *needle)
{
    LayoutRecord_Start();
    App_Render(app);
    LayoutRecord_Stop();
    for (int i = 0; i < LayoutRecord_Count(); i++) {
        const LayoutItem *it = LayoutRecord_Item(i);
        if (it->kind == LAYOUT_TEXT && strstr(it->text, needle) != NULL) {
            return true;
        }
    }
    return false;
}

/* On Poker Patience's board left and right move as well as up and down: the bar shows the four arrows. */
static void test_board_move_shows_four_arrows(void **state)
{
    (void)state;
    App *app = StartWith(PatienceTableScene_CreateDemo);
    Harness_Key(app, SDLK_DOWN); /* the keyboard is the device used last */
    assert_true(FrameShows(app, "Move"));
    assert_true(FrameShows(app, ARROWS));
    assert_false(FrameShows(app, UP_DOWN));
    Harness_Stop(app);
}

/* Pass and play seats its players from the menu: no device joins or leaves, so the bar offers neither. */
static void test_pass_and_play_setup_offers_no_join(void **state)
{
    (void)state;
    App *app = StartWith(PatienceMultiSetupScene_Create);
    Harness_Key(app, SDLK_DOWN);
    assert_true(FrameShows(app, "join") || FrameShows(app, "Join")); /* split screen: pads join here */
    assert_true(Harness_Click(app, "Seating"));                        /* to pass and play */
    assert_true(FrameShows(app, "Pass and play"));
    for (int i = 0; i < 12; i++) { /* every row in turn */
        Harness_Key(app, SDLK_DOWN);
        assert_false(FrameShows(app, "Join"));
        assert_false(FrameShows(app, "join"));
        assert_false(FrameShows(app, "leave"));
    }
    Harness_Stop(app);
}

/* Draws one frame; true if its texts, read in drawing order as one line, say words (a wrapped line included). */
static bool FrameSays(App *app, const char *words)
{
    static char all[16384];
    size_t used = 0;
    all[0] = '\0';
    LayoutRecord_Start();
    App_Render(app);
    LayoutRecord_Stop();
    for (int i = 0; i < LayoutRecord_Count(); i++) {
        const LayoutItem *it = LayoutRecord_Item(i);
        if (it->kind == LAYOUT_TEXT && !it->shadow && used + strlen(it->text) + 2 < sizeof all) {
            used += (size_t)snprintf(all + used, sizeof all - used, "%s%s", used > 0 ? " " : "", it->text);
        }
    }
    return strstr(all, words) != NULL;
}

/* Every card table offers Redo right after an undo and says both in the same words, full stop and all (one shared
   step); once the move is made again there is nothing left to redo, and the bar says so by leaving it out. */
static void test_every_table_redoes_alike(void **state)
{
    (void)state;
    static const char *const kTables[] = {"bezique-redo", "piquet-redo", "bridge-redo", "five-hundred-redo",
                                          "quinto-redo"};
    for (size_t i = 0; i < sizeof kTables / sizeof kTables[0]; i++) {
        App *app = StartWith(Scenes_Find(kTables[i]));
        Harness_Key(app, SDLK_DOWN); /* the keyboard is the device used last */
        print_message("%s\n", kTables[i]);
        assert_true(FrameSays(app, "Your last move was taken back."));
        assert_true(FrameShows(app, "Undo"));
        assert_true(FrameShows(app, "Redo"));
        Harness_KeyWith(app, SDLK_y, KMOD_LCTRL);
        assert_true(FrameSays(app, "Your move was made again."));
        assert_false(FrameShows(app, "Redo"));
        Harness_Stop(app);
    }
}

/* Several players on a split screen: the keyboard's player takes back this round's card and the bar offers Redo,
   as the scene the layout check renders at every size shows it. */
static void test_several_players_offer_redo(void **state)
{
    (void)state;
    App *app = StartWith(Scenes_Find("patience-multi-redo"));
    Harness_Key(app, SDLK_DOWN);
    assert_true(FrameShows(app, "Take back"));
    assert_true(FrameShows(app, "Redo"));
    Harness_Stop(app);
}

/* Draws one frame; the first text in it that writes a card by its file code ("10H", "JK"), or NULL. */
static const char *FrameCardCode(App *app)
{
    static char found[LAYOUT_TEXT_MAX];
    LayoutRecord_Start();
    App_Render(app);
    LayoutRecord_Stop();
    for (int i = 0; i < LayoutRecord_Count(); i++) {
        const LayoutItem *it = LayoutRecord_Item(i);
        if (it->kind == LAYOUT_TEXT && Harness_CardCodeIn(it->text) != NULL) {
            snprintf(found, sizeof found, "%s", it->text);
            return found;
        }
    }
    return NULL;
}

/* Every table's hint, at each kind of turn (a bid, a discard, a call, a card), names cards as the panels do, by suit
   symbol, never by the files' codes: Five Hundred's hint said "Hint: discard 10H 4S JK". So does the Bezique
   replay's sentence for a declaration (it said "(QH KH)"). */
static void test_hints_name_cards_by_suit_symbol(void **state)
{
    (void)state;
    static const struct {
        const char *scene, *says;
    } kTurns[] = {
        {"five-hundred", "Hint: "},
        {"five-hundred-discard", "Hint: discard "},
        {"five-hundred-play", "Hint: play "},
        {"five-hundred-four", "Hint: "},
        {"five-hundred-two", "Hint: "},
        {"bezique", "Hint: "},
        {"piquet", "Hint"},
        {"piquet-calls", "Hint: "},
        {"piquet-play", "Hint: play "},
        {"quinto", "Hint: "},
        {"bridge", "Hint: "},
        {"bridge-declare", "Hint: "},
    };
    for (size_t i = 0; i < sizeof kTurns / sizeof kTurns[0]; i++) {
        App *app = StartWith(Scenes_Find(kTurns[i].scene));
        print_message("%s\n", kTurns[i].scene);
        Harness_Frames(app, 150);
        Harness_Key(app, SDLK_h);
        assert_true(FrameSays(app, kTurns[i].says));
        const char *code = FrameCardCode(app);
        if (code != NULL) {
            fail_msg("%s: a card code in \"%s\"", kTurns[i].scene, code);
        }
        Harness_Stop(app);
    }
    App *app = StartWith(Scenes_Find("bezique-replay"));
    assert_true(FrameSays(app, "You declare marriage (Q\xE2\x99\xA5 K\xE2\x99\xA5) and score 40."));
    assert_null(FrameCardCode(app));
    Harness_Stop(app);
}

/* Draws one frame of scene at width x height; how many texts it draws that start with prefix. */
static int TextsStartingWith(const char *scene, int width, int height, const char *prefix)
{
    App *app = StartAt(Scenes_Find(scene), width, height);
    LayoutRecord_Start();
    App_Render(app);
    LayoutRecord_Stop();
    int n = 0;
    for (int i = 0; i < LayoutRecord_Count(); i++) {
        const LayoutItem *it = LayoutRecord_Item(i);
        n += it->kind == LAYOUT_TEXT && !it->shadow && strncmp(it->text, prefix, strlen(prefix)) == 0;
    }
    Harness_Stop(app);
    return n;
}

/* The score pads take the room the window gives: Quinto's rubber had five rows' room under its settlement at 16:9
   (now beside it), and a 4:3 window's extra height went unused under the buttons. */
static void test_score_pads_use_the_window(void **state)
{
    (void)state;
    int quinto = TextsStartingWith("quinto-score", 1920, 1080, "Game ");
    print_message("quinto rows at 1920x1080: %d\n", quinto);
    assert_true(quinto >= 10);
    int wide = TextsStartingWith("piquet-score", 1280, 720, "Deal ");
    int tall = TextsStartingWith("piquet-score", 1024, 768, "Deal ");
    print_message("piquet rows at 1280x720: %d, at 1024x768: %d\n", wide, tall);
    assert_true(tall >= wide + 3);
}

/* The tables' panels name the last trick's cards as a player reads them, by suit symbol ("10♣"), never by the
   files' codes ("10C"); the Joker by its name. */
static void test_last_trick_in_suit_symbols(void **state)
{
    (void)state;
    static const struct {
        const char *scene, *says;
    } kTables[] = {
        {"piquet-redo", "Last trick: 8\xE2\x99\xA5 9\xE2\x99\xA3, to You"},
        {"five-hundred-redo", "Last trick: Joker 10\xE2\x99\xA0 7\xE2\x99\xA0, to You"},
        {"quinto-redo", "Last trick, to South: J\xE2\x99\xA3 10\xE2\x99\xA3 3\xE2\x99\xA3 6\xE2\x99\xA3"},
        {"bridge-redo", "Last trick, to South: J\xE2\x99\xA5 6\xE2\x99\xA5 A\xE2\x99\xA5 2\xE2\x99\xA5"},
        {"five-hundred-score", "2. East 6\xE2\x99\xA5 = 100, set (5)"}, /* the pad's bids as the table's */
    };
    for (size_t i = 0; i < sizeof kTables / sizeof kTables[0]; i++) {
        App *app = StartWith(Scenes_Find(kTables[i].scene));
        print_message("%s\n", kTables[i].scene);
        assert_true(FrameSays(app, kTables[i].says));
        Harness_Stop(app);
    }
}

/* Every score pad scrolls by Tab (and the wheel) when it is long, and every score screen's bar says so. */
static void test_every_score_pad_offers_scroll(void **state)
{
    (void)state;
    static const char *const kScores[] = {"bezique-score", "piquet-score", "bridge-score", "five-hundred-score",
                                          "quinto-score"};
    for (size_t i = 0; i < sizeof kScores / sizeof kScores[0]; i++) {
        App *app = StartWith(Scenes_Find(kScores[i]));
        Harness_Key(app, SDLK_RIGHT); /* the keyboard is the device used last */
        print_message("%s\n", kScores[i]);
        assert_true(FrameShows(app, "Scroll"));
        Harness_Stop(app);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_board_move_shows_four_arrows),
        cmocka_unit_test(test_pass_and_play_setup_offers_no_join),
        cmocka_unit_test(test_every_table_redoes_alike),
        cmocka_unit_test(test_several_players_offer_redo),
        cmocka_unit_test(test_hints_name_cards_by_suit_symbol),
        cmocka_unit_test(test_score_pads_use_the_window),
        cmocka_unit_test(test_last_trick_in_suit_symbols),
        cmocka_unit_test(test_every_score_pad_offers_scroll),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
