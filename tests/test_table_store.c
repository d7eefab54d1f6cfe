/* test_table_store.c: the shared table's files: seatings in saves, statistics per seating, the lobby's choices. */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/bezique/bezique.h"
#include "core/bridge/bridge.h"
#include "core/five_hundred/five_hundred.h"
#include "core/piquet/piquet.h"
#include "core/quinto/quinto.h"
#include "games/bezique/bezique_scenes.h"
#include "games/bridge/bridge_scenes.h"
#include "games/table/table_game.h"
#include "games/table/table_store.h"
#include "platform/atomic_file.h"
#include "platform/paths.h"
#include "temp_dir.h"

static char dir[256];

static int SetUp(void **state)
{
    (void)state;
    if (!TempDir_Make(dir, sizeof dir, "table-store")) {
        return -1;
    }
    setenv("PARLOUR_HOME", dir, 1);
    char err[1024];
    if (!Paths_Init(err, sizeof err)) {
        fprintf(stderr, "Paths_Init: %s\n", err);
        return -1;
    }
    return 0;
}

static int TearDown(void **state)
{
    (void)state;
    Paths_Shutdown();
    TempDir_Remove(dir);
    return 0;
}

static const char *UserFile(const char *name)
{
    static char path[PATHS_MAX];
    return Paths_User(name, path, sizeof path);
}

static void WriteUserFile(const char *name, const char *text)
{
    FILE *f = fopen(UserFile(name), "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

static bool Exists(const char *name)
{
    return access(UserFile(name), F_OK) == 0;
}

#define SAVE_HEAD "parlour-game 1\ngame bezique\nvariant rubicon\nseed 12\n"

static void test_seating_round_trip(void **state)
{
    (void)state;
    GameRecord rec;
    GameRecord_Init(&rec, &Bezique_Rules, BEZIQUE_RUBICON, 12);
    GameSeating seating;
    assert_true(Seating_Parse("person person", 2, &seating));
    char message[512];
    assert_int_equal(TableStore_SaveGame("game.txt", &rec, &seating, 1, 3, true, message, sizeof message),
                     TABLE_STORE_OK);
    TableSaved saved;
    assert_int_equal(TableStore_LoadGame("game.txt", "test", &Bezique_Rules, &saved, message, sizeof message),
                     TABLE_STORE_OK);
    assert_true(Seating_Equal(&saved.seating, &seating));
    assert_int_equal(saved.viewer, 1);
    assert_int_equal(saved.undos, 3);
    TableSaved_Free(&saved);
    GameRecord_Free(&rec);
}

static void test_old_saves_still_load(void **state)
{
    (void)state;
    WriteUserFile("old.txt", SAVE_HEAD "table-human 0\ntable-level strong\ntable-undos 0\ntable-casual 1\n");
    TableSaved saved;
    char message[512];
    assert_int_equal(TableStore_LoadGame("old.txt", "test", &Bezique_Rules, &saved, message, sizeof message),
                     TABLE_STORE_OK);
    GameSeating want = Seating_OneAgainst(2, GAME_AI_STRONG);
    assert_true(Seating_Equal(&saved.seating, &want));
    assert_int_equal(saved.viewer, 0);
    TableSaved_Free(&saved);
}

/* A seating that no longer exists is refused with its line, and the file is kept aside, not lost. */
static void test_bad_seating_is_refused_with_its_line(void **state)
{
    (void)state;
    WriteUserFile("bad.txt", SAVE_HEAD "table-seats person grandmaster\n");
    TableSaved saved;
    char message[1024];
    assert_int_equal(TableStore_LoadGame("bad.txt", "Your saved game", &Bezique_Rules, &saved, message, sizeof message),
                     TABLE_STORE_CORRUPT);
    assert_non_null(strstr(message, "line 5"));
    assert_non_null(strstr(message, "grandmaster"));
    assert_true(Exists("bad.txt.corrupt-1"));
    assert_false(Exists("bad.txt"));

    WriteUserFile("three.txt", SAVE_HEAD "table-seats person strong easy\n");
    assert_int_equal(
        TableStore_LoadGame("three.txt", "Your saved game", &Bezique_Rules, &saved, message, sizeof message),
        TABLE_STORE_CORRUPT);
    assert_non_null(strstr(message, "3 seats"));
    assert_true(Exists("three.txt.corrupt-1"));
}

/*
 * A save of another game in this game's place (copied over, or renamed): refused at its "game" line and set
 * aside. The loader once started the other game in a state sized for this one (a heap overflow the fuzzer
 * found: a Rubicon table's save naming Piquet).
 */
static void test_save_of_another_game_is_refused(void **state)
{
    (void)state;
    const GameRules *games[] = {&Bezique_Rules, &Piquet_Rules, &FiveHundred_Rules, &Quinto_Rules, &Bridge_Rules};
    int n = (int)(sizeof games / sizeof games[0]);
    for (int from = 0; from < n; from++) {
        for (int as = 0; as < n; as++) {
            if (from == as) {
                continue;
            }
            char text[256];
            snprintf(text, sizeof text, "parlour-game 1\ngame %s\nvariant %s\nseed 12\n", games[from]->name,
                     games[from]->variantName(0));
            WriteUserFile("other.txt", text);
            TableSaved saved;
            char message[1024];
            assert_int_equal(TableStore_LoadGame("other.txt", "Your saved game", games[as], &saved, message,
                                                 sizeof message),
                             TABLE_STORE_CORRUPT);
            char want[128];
            snprintf(want, sizeof want, "it holds a game of %s, not %s", games[from]->title, games[as]->title);
            assert_non_null(strstr(message, want));
            assert_non_null(strstr(message, "line 2"));
            assert_true(Exists("other.txt.corrupt-1"));
            remove(UserFile("other.txt.corrupt-1"));
        }
    }
}

/* A FIFO, or a folder, in place of a save: refused at once with a plain reason, and set aside. */
static void test_special_files_are_refused(void **state)
{
    (void)state;
    assert_int_equal(mkfifo(UserFile("pipe.txt"), 0600), 0);
    TableSaved saved;
    char message[1024];
    assert_int_equal(TableStore_LoadGame("pipe.txt", "Your saved game", &Bezique_Rules, &saved, message, sizeof message),
                     TABLE_STORE_CORRUPT);
    assert_non_null(strstr(message, "not a regular file"));
    assert_true(Exists("pipe.txt.corrupt-1"));
    assert_int_equal(mkdir(UserFile("folder.txt"), 0700), 0);
    TableStats stats;
    assert_int_equal(TableStore_LoadStats("folder.txt", "Your statistics", &Bezique_Rules, &stats, message,
                                          sizeof message),
                     TABLE_STORE_CORRUPT);
    assert_non_null(strstr(message, "not a regular file"));
}

static void test_statistics_per_seating(void **state)
{
    (void)state;
    GameSeating one = Seating_OneAgainst(2, GAME_AI_STRONG), two;
    assert_true(Seating_Parse("person person", 2, &two));
    GameResult won = {true, 0, {1200, 700}, 900};
    GameResult lost = {true, 1, {300, 1100}, 1500};
    char message[512];
    TableStats after;
    assert_int_equal(TableStore_RecordGame("stats.txt", "test", &Bezique_Rules, BEZIQUE_RUBICON, &one, &won, NULL,
                                           message, sizeof message),
                     TABLE_STORE_OK);
    assert_int_equal(TableStore_RecordGame("stats.txt", "test", &Bezique_Rules, BEZIQUE_RUBICON, &one, &lost, NULL,
                                           message, sizeof message),
                     TABLE_STORE_OK);
    assert_int_equal(TableStore_RecordGame("stats.txt", "test", &Bezique_Rules, BEZIQUE_ORDINARY, &two, &won, &after,
                                           message, sizeof message),
                     TABLE_STORE_OK);
    TableStats stats;
    assert_int_equal(TableStore_LoadStats("stats.txt", "test", &Bezique_Rules, &stats, message, sizeof message),
                     TABLE_STORE_OK);
    assert_int_equal(stats.count, 2);
    const TableRecord *r = TableStats_Find(&stats, BEZIQUE_RUBICON, &one);
    assert_non_null(r);
    assert_int_equal(r->games, 2);
    assert_int_equal(r->wins[0], 1);
    assert_int_equal(r->wins[1], 1);
    assert_int_equal(r->points[0], 1500);
    assert_int_equal(r->points[1], 1800);
    r = TableStats_Find(&stats, BEZIQUE_ORDINARY, &two);
    assert_non_null(r);
    assert_int_equal(r->games, 1);
    assert_null(TableStats_Find(&stats, BEZIQUE_ORDINARY, &one));
}

static void test_old_statistics_still_load(void **state)
{
    (void)state;
    WriteUserFile("old-stats.txt", "stats rubicon easy games 3 won 2 points 4100 against 2300\n");
    TableStats stats;
    char message[512];
    assert_int_equal(TableStore_LoadStats("old-stats.txt", "test", &Bezique_Rules, &stats, message, sizeof message),
                     TABLE_STORE_OK);
    GameSeating easy = Seating_OneAgainst(2, GAME_AI_EASY);
    const TableRecord *r = TableStats_Find(&stats, BEZIQUE_RUBICON, &easy);
    assert_non_null(r);
    assert_int_equal(r->games, 3);
    assert_int_equal(r->wins[0], 2);
    assert_int_equal(r->points[1], 2300);
}

/* Every number is range-checked: nothing wraps or overflows, and the line at fault is named. */
static void test_statistics_out_of_range_are_refused(void **state)
{
    (void)state;
    static const char *const kBad[] = {
        "stats rubicon person,strong games 2 wins 3 0 points 1 1\n",                /* more wins than games */
        "stats rubicon person,strong games 9999999999999999 wins 1 0 points 1 1\n", /* over 10^15 */
        "stats rubicon person,strong games -1 wins 0 0 points 1 1\n",
        "stats rubicon person,strong games 18446744073709551617 wins 0 0 points 0 0\n",
        "stats rubicon person,strong games 1 wins 0 0 points 1\n",           /* a side missing */
        "stats rubicon person,strong games 1 wins 0 0 points 1 1 extra\n",   /* something after */
        "stats rubicon person,grandmaster games 1 wins 0 0 points 1 1\n",    /* no such seating */
        "stats piquet person,strong games 1 wins 0 0 points 1 1\n",          /* no such variant */
        "# ok\nstats rubicon person,strong games 1 wins 1 0 points 5 5\nstats rubicon person,strong games 1 wins "
        "1 0 points 5 5\n", /* the same seating twice */
    };
    for (size_t i = 0; i < sizeof kBad / sizeof kBad[0]; i++) {
        WriteUserFile("s.txt", kBad[i]);
        TableStats stats;
        char message[1024];
        assert_int_equal(TableStore_LoadStats("s.txt", "Your statistics", &Bezique_Rules, &stats, message,
                                              sizeof message),
                         TABLE_STORE_CORRUPT);
        assert_non_null(strstr(message, "line "));
        assert_int_equal(stats.count, 0);
        unlink(UserFile("s.txt.corrupt-1"));
    }
    /* Numbers past 32 bits are read as written (4294967297 was once read as 1) and the next game adds one. */
    WriteUserFile("wide.txt",
                  "stats rubicon person,strong games 4294967297 wins 2147483647 0 points 2147483647 9\n");
    GameSeating strong = Seating_OneAgainst(2, GAME_AI_STRONG);
    GameResult first = {true, 0, {1200, 700}, 900};
    TableStats wide;
    char wideMessage[512];
    assert_int_equal(TableStore_RecordGame("wide.txt", "test", &Bezique_Rules, BEZIQUE_RUBICON, &strong, &first, &wide,
                                           wideMessage, sizeof wideMessage),
                     TABLE_STORE_OK);
    assert_int_equal(wide.rows[0].games, 4294967298LL);
    assert_int_equal(wide.rows[0].wins[0], 2147483648LL);
    assert_int_equal(wide.rows[0].points[0], 2147483647LL + 1200);

    /* A total at the cap stays at the cap instead of wrapping. */
    WriteUserFile("cap.txt", "stats rubicon person,strong games 1000000000000000 wins 0 0 points 1000000000000000 0\n");
    GameSeating one = Seating_OneAgainst(2, GAME_AI_STRONG);
    GameResult won = {true, 0, {1200, 700}, 900};
    TableStats after;
    char message[512];
    assert_int_equal(TableStore_RecordGame("cap.txt", "test", &Bezique_Rules, BEZIQUE_RUBICON, &one, &won, &after,
                                           message, sizeof message),
                     TABLE_STORE_OK);
    assert_int_equal(after.rows[0].games, 1000000000000000LL);
    assert_int_equal(after.rows[0].points[0], 1000000000000000LL);
}

static void test_lobby_choices(void **state)
{
    (void)state;
    const TableGame *game = &Bezique_TableGame;
    TableLobbyPrefs prefs;
    char message[512];
    TableLobbyPrefs_Load(game, &prefs, message, sizeof message);
    assert_string_equal(message, "");
    assert_int_equal(prefs.variant, 0);
    GameSeating medium = Seating_OneAgainst(2, GAME_AI_MEDIUM);
    assert_true(Seating_Equal(&prefs.seating[BEZIQUE_ORDINARY], &medium));

    prefs.variant = BEZIQUE_ORDINARY;
    assert_true(Seating_Parse("person person", 2, &prefs.seating[BEZIQUE_ORDINARY]));
    assert_true(TableLobbyPrefs_Save(game, &prefs, message, sizeof message));
    TableLobbyPrefs back;
    TableLobbyPrefs_Load(game, &back, message, sizeof message);
    assert_int_equal(back.variant, BEZIQUE_ORDINARY);
    assert_true(Seating_Equal(&back.seating[BEZIQUE_ORDINARY], &prefs.seating[BEZIQUE_ORDINARY]));

    /* A choice that no longer exists: the player is told which line, the file is kept aside, defaults are used. */
    WriteUserFile(game->lobbyFile, "[lobby]\nvariant = ordinary\nseats.ordinary = person wizard\n");
    TableLobbyPrefs_Load(game, &back, message, sizeof message);
    assert_non_null(strstr(message, "line 3"));
    assert_int_equal(back.variant, 0);
    char aside[128];
    snprintf(aside, sizeof aside, "%s.corrupt-1", game->lobbyFile);
    assert_true(Exists(aside));
}

/* A game's own option (Bridge's hand review): its default, kept as "review = off", a bad value refused by line. */
static void test_lobby_option(void **state)
{
    (void)state;
    const TableGame *game = &Bridge_TableGame;
    TableLobbyPrefs prefs;
    char message[512];
    TableLobbyPrefs_Load(game, &prefs, message, sizeof message);
    assert_true(prefs.option[BRIDGE_OPTION_REVIEW]);
    assert_true(TableLobbyPrefs_Option(game, BRIDGE_OPTION_REVIEW, message, sizeof message));
    prefs.option[BRIDGE_OPTION_REVIEW] = false;
    assert_true(TableLobbyPrefs_Save(game, &prefs, message, sizeof message));
    char text[1024];
    assert_true(TableLobbyPrefs_Format(game, &prefs, text, sizeof text) > 0);
    assert_non_null(strstr(text, "\nreview = off\n"));
    assert_false(TableLobbyPrefs_Option(game, BRIDGE_OPTION_REVIEW, message, sizeof message));
    assert_string_equal(message, "");

    /* Bezique has no option: its file has no such line, and a "review" line is not one of its settings. */
    TableLobbyPrefs bezique;
    TableLobbyPrefs_Load(&Bezique_TableGame, &bezique, message, sizeof message);
    assert_true(TableLobbyPrefs_Format(&Bezique_TableGame, &bezique, text, sizeof text) > 0);
    assert_null(strstr(text, "review"));
    assert_false(TableLobbyPrefs_Parse("[lobby]\nreview = off\n", &Bezique_TableGame, &bezique, text, sizeof text));

    WriteUserFile(game->lobbyFile, "[lobby]\nreview = maybe\n");
    assert_true(TableLobbyPrefs_Option(game, BRIDGE_OPTION_REVIEW, message, sizeof message)); /* the default */
    assert_non_null(strstr(message, "line 2"));
    char aside[128];
    snprintf(aside, sizeof aside, "%s.corrupt-1", game->lobbyFile);
    assert_true(Exists(aside));
}

/* The prefs are read line by line: a large file takes linear time (here: many lines, quickly refused or read). */
static void test_lobby_choices_large_file(void **state)
{
    (void)state;
    const TableGame *game = &Bezique_TableGame;
    FILE *f = fopen(UserFile(game->lobbyFile), "w");
    assert_non_null(f);
    fputs("[lobby]\n", f);
    for (int i = 0; i < 200000; i++) {
        fputs("variant = rubicon\n", f);
    }
    fclose(f);
    TableLobbyPrefs prefs;
    char message[512];
    TableLobbyPrefs_Load(game, &prefs, message, sizeof message);
    assert_string_equal(message, "");
    assert_int_equal(prefs.variant, BEZIQUE_RUBICON);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_seating_round_trip, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_old_saves_still_load, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_bad_seating_is_refused_with_its_line, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_save_of_another_game_is_refused, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_special_files_are_refused, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_statistics_per_seating, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_old_statistics_still_load, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_statistics_out_of_range_are_refused, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_lobby_choices, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_lobby_option, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_lobby_choices_large_file, SetUp, TearDown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
