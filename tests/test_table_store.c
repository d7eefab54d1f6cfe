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
#include "core/rng.h"
#include "games/table/table_finish.h"
#include "games/table/table_game.h"
#include "games/table/table_session.h"
#include "games/table/table_store.h"
#include "platform/atomic_file.h"
#include "platform/paths.h"
#include "temp_dir.h"

static char dir[256];

#ifdef PARLOUR_WRAP_FSYNC
/* Linked with -Wl,--wrap=fsync (tests/CMakeLists.txt): the folder flushes are counted, to see a removal made durable. */
int __real_fsync(int fd);
int __wrap_fsync(int fd);
static int sFolderSyncs;

int __wrap_fsync(int fd)
{
    struct stat st;
    if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
        sFolderSyncs++;
    }
    return __real_fsync(fd);
}
#endif

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

/* One finished Bezique game counted, as at the end of play (no key: nothing to find again). */
static TableStoreStatus Record(const char *file, int variant, const GameSeating *seating, const GameResult *result,
                               TableStats *after, char *message, size_t size)
{
    TableFinished game = {variant, seating, result, 0, false};
    return TableStore_RecordGame(file, "test", &Bezique_Rules, &game, after, message, size);
}

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
            assert_int_equal(
                TableStore_LoadGame("other.txt", "Your saved game", games[as], &saved, message, sizeof message),
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
    assert_int_equal(
        TableStore_LoadGame("pipe.txt", "Your saved game", &Bezique_Rules, &saved, message, sizeof message),
        TABLE_STORE_CORRUPT);
    assert_non_null(strstr(message, "not a regular file"));
    assert_true(Exists("pipe.txt.corrupt-1"));
    assert_int_equal(mkdir(UserFile("folder.txt"), 0700), 0);
    TableStats stats;
    assert_int_equal(
        TableStore_LoadStats("folder.txt", "Your statistics", &Bezique_Rules, &stats, message, sizeof message),
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
    assert_int_equal(Record("stats.txt", BEZIQUE_RUBICON, &one, &won, NULL, message, sizeof message), TABLE_STORE_OK);
    assert_int_equal(Record("stats.txt", BEZIQUE_RUBICON, &one, &lost, NULL, message, sizeof message), TABLE_STORE_OK);
    assert_int_equal(Record("stats.txt", BEZIQUE_ORDINARY, &two, &won, &after, message, sizeof message),
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
    assert_int_equal(after.count, 2);
    TableStats_Free(&after);
    TableStats_Free(&stats);
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
    TableStats_Free(&stats);
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
        "stats rubicon person,strong games 1 wins 0 0 points 1\n",         /* a side missing */
        "stats rubicon person,strong games 1 wins 0 0 points 1 1 extra\n", /* something after */
        "stats rubicon person,grandmaster games 1 wins 0 0 points 1 1\n",  /* no such seating */
        "stats piquet person,strong games 1 wins 0 0 points 1 1\n",        /* no such variant */
        "# ok\nstats rubicon person,strong games 1 wins 1 0 points 5 5\nstats rubicon person,strong games 1 wins "
        "1 0 points 5 5\n", /* the same seating twice */
    };
    for (size_t i = 0; i < sizeof kBad / sizeof kBad[0]; i++) {
        WriteUserFile("s.txt", kBad[i]);
        TableStats stats;
        char message[1024];
        assert_int_equal(
            TableStore_LoadStats("s.txt", "Your statistics", &Bezique_Rules, &stats, message, sizeof message),
            TABLE_STORE_CORRUPT);
        assert_non_null(strstr(message, "line "));
        assert_int_equal(stats.count, 0);
        unlink(UserFile("s.txt.corrupt-1"));
    }
    /* Numbers past 32 bits are read as written (4294967297 was once read as 1) and the next game adds one. */
    WriteUserFile("wide.txt", "stats rubicon person,strong games 4294967297 wins 2147483647 0 points 2147483647 9\n");
    GameSeating strong = Seating_OneAgainst(2, GAME_AI_STRONG);
    GameResult first = {true, 0, {1200, 700}, 900};
    TableStats wide;
    char wideMessage[512];
    assert_int_equal(Record("wide.txt", BEZIQUE_RUBICON, &strong, &first, &wide, wideMessage, sizeof wideMessage),
                     TABLE_STORE_OK);
    assert_int_equal(wide.rows[0].games, 4294967298LL);
    assert_int_equal(wide.rows[0].wins[0], 2147483648LL);
    assert_int_equal(wide.rows[0].points[0], 2147483647LL + 1200);
    TableStats_Free(&wide);

    /* A total at the cap stays at the cap instead of wrapping. */
    WriteUserFile("cap.txt", "stats rubicon person,strong games 1000000000000000 wins 0 0 points 1000000000000000 0\n");
    GameSeating one = Seating_OneAgainst(2, GAME_AI_STRONG);
    GameResult won = {true, 0, {1200, 700}, 900};
    TableStats after;
    char message[512];
    assert_int_equal(Record("cap.txt", BEZIQUE_RUBICON, &one, &won, &after, message, sizeof message), TABLE_STORE_OK);
    assert_int_equal(after.rows[0].games, 1000000000000000LL);
    assert_int_equal(after.rows[0].points[0], 1000000000000000LL);
    TableStats_Free(&after);
}

/* ---- the end of a game: counted once, whatever stops the program (table_finish.h) ---- */

/*
 * A Rubicon game at random to its end through a session, as at the table: the moves before the last are not saved
 * (quick), the last is, so the save holds the finished game just as after a real game's last move.
 */
static void PlayToTheEndOr(TableSession *s, uint64_t seed, bool lastSaveFails)
{
    GameSeating seating = Seating_OneAgainst(2, GAME_AI_STRONG);
    assert_true(TableSession_Start(s, &Bezique_Rules, BEZIQUE_RUBICON, seed, &seating, NULL));
    GameRecord whole;
    GameRecord_Init(&whole, &Bezique_Rules, BEZIQUE_RUBICON, seed);
    GameState *st = Game_NewState(&Bezique_Rules);
    assert_int_equal(Bezique_Rules.init(st, BEZIQUE_RUBICON, seed), GAME_OK);
    Rng rng = Rng_Make(seed);
    int n = Game_PlayRandom(&Bezique_Rules, st, &whole, &rng, 1 << 20);
    assert_true(n > 1);
    assert_int_equal(Bezique_Rules.toAct(st), GAME_NOBODY);
    for (int i = 0; i < n - 1; i++) {
        if (i == n - 2) {
            snprintf(s->file, sizeof s->file, "%s", BEZIQUE_GAME_FILE); /* saved from the move before the last */
        }
        assert_int_equal(TableSession_PlayForced(s, whole.actions[i]), GAME_OK);
    }
    char blocker[PATHS_MAX];
    snprintf(blocker, sizeof blocker, "%s.tmp", UserFile(BEZIQUE_GAME_FILE));
    if (lastSaveFails) {
        assert_int_equal(mkdir(blocker, 0700), 0); /* where the save's temporary file goes */
    }
    assert_int_equal(TableSession_PlayForced(s, whole.actions[n - 1]), GAME_OK);
    assert_true(TableSession_IsOver(s));
    assert_int_equal(s->saveError[0] != '\0', lastSaveFails);
    if (lastSaveFails) {
        assert_int_equal(rmdir(blocker), 0);
    }
    GameRecord_Free(&whole);
    free(st);
}

static void PlayToTheEnd(TableSession *s, uint64_t seed)
{
    PlayToTheEndOr(s, seed, false);
}

/* Rubicon games counted for a person against the strong computer. */
static long long GamesCounted(void)
{
    TableStats stats;
    char message[1024];
    TableStoreStatus status =
        TableStore_LoadStats(BEZIQUE_STATS_FILE, "test", &Bezique_Rules, &stats, message, sizeof message);
    assert_true(status == TABLE_STORE_OK || status == TABLE_STORE_NONE);
    GameSeating one = Seating_OneAgainst(2, GAME_AI_STRONG);
    const TableRecord *r = TableStats_Find(&stats, BEZIQUE_RUBICON, &one);
    long long games = r != NULL ? r->games : 0;
    TableStats_Free(&stats);
    return games;
}

/* A copy of a player file's text (to put back: a removal that never reached the disk). */
static char *ReadUserFile(const char *name)
{
    char *text = AtomicFile_ReadAll(UserFile(name), NULL);
    assert_non_null(text);
    return text;
}

static const char *PendingFile(void)
{
    static char name[128];
    TableFinish_PendingFile(&Bezique_TableGame, name, sizeof name);
    return name;
}

/*
 * What the lobby does on opening (table_lobby_scene.c): a game kept aside is counted, then a finished save;
 * returns whether a game in progress is left to resume. message: what the player is shown.
 */
static bool OpenLobby(TableFinishStatus *kept, TableFinishStatus *ended, char *message, size_t size)
{
    char pending[1536], last[1536], loadMessage[1024];
    *kept = TableFinish_SettlePending(&Bezique_TableGame, pending, sizeof pending);
    *ended = TABLE_FINISH_NONE;
    last[0] = '\0';
    TableSaved saved;
    bool resume = TableStore_LoadGame(BEZIQUE_GAME_FILE, "test", &Bezique_Rules, &saved, loadMessage,
                                      sizeof loadMessage) == TABLE_STORE_OK;
    if (resume) {
        if (TableFinish_IsOver(&Bezique_TableGame, &saved)) {
            *ended = TableFinish_SettleSaved(&Bezique_TableGame, &saved, last, sizeof last);
            resume = false;
        }
        TableSaved_Free(&saved);
    }
    snprintf(message, size, "%s|%s", pending, last);
    return resume;
}

/* Stopped after the last move, before the game was counted (or left during the last beat): counted on opening. */
static void test_end_stopped_before_counting(void **state)
{
    (void)state;
    TableSession s;
    PlayToTheEnd(&s, 41);
    TableSession_Free(&s);
    assert_true(Exists(BEZIQUE_GAME_FILE));
    TableFinishStatus kept, ended;
    char message[3200];
    assert_false(OpenLobby(&kept, &ended, message, sizeof message)); /* a result, never a game to resume */
    assert_int_equal(ended, TABLE_FINISH_COUNTED);
    assert_non_null(strstr(message, "Your last Bezique game had ended"));
    assert_non_null(strstr(message, "It is now counted"));
    assert_int_equal(GamesCounted(), 1);
    assert_false(Exists(BEZIQUE_GAME_FILE));
    assert_false(OpenLobby(&kept, &ended, message, sizeof message));
    assert_int_equal(ended, TABLE_FINISH_NONE);
    assert_int_equal(GamesCounted(), 1);
}

/* Stopped after counting, before the save's removal reached the disk: the save comes back, and is not counted again. */
static void test_end_stopped_after_counting(void **state)
{
    (void)state;
    TableSession s;
    PlayToTheEnd(&s, 42);
    char *save = ReadUserFile(BEZIQUE_GAME_FILE);
    char message[3200];
    assert_int_equal(TableFinish_Record(&Bezique_TableGame, &s, message, sizeof message), TABLE_FINISH_COUNTED);
    assert_string_equal(message, "");
    TableSession_Free(&s);
    assert_int_equal(GamesCounted(), 1);
    assert_false(Exists(BEZIQUE_GAME_FILE));
    WriteUserFile(BEZIQUE_GAME_FILE, save);
    free(save);

    TableFinishStatus kept, ended;
    assert_false(OpenLobby(&kept, &ended, message, sizeof message));
    assert_int_equal(ended, TABLE_FINISH_ALREADY);
    assert_non_null(strstr(message, "counted in your statistics before the program stopped"));
    assert_int_equal(GamesCounted(), 1); /* games 1 stays 1 */
    assert_false(Exists(BEZIQUE_GAME_FILE));
}

/*
 * The statistics cannot be written (a folder where their temporary file goes: a full disk, as far as the write
 * can tell): the game is not counted, the player is told, and it is kept where a new game cannot overwrite it;
 * once the statistics can be written it is counted, once, even if the program stops after counting it.
 */
static void test_end_when_statistics_cannot_be_written(void **state)
{
    (void)state;
    char blocker[PATHS_MAX];
    snprintf(blocker, sizeof blocker, "%s.tmp", UserFile(BEZIQUE_STATS_FILE));
    assert_int_equal(mkdir(blocker, 0700), 0);
    TableSession s;
    PlayToTheEnd(&s, 43);
    char message[3200];
    assert_int_equal(TableFinish_Record(&Bezique_TableGame, &s, message, sizeof message), TABLE_FINISH_KEPT);
    TableSession_Free(&s);
    assert_non_null(strstr(message, "could not be counted"));
    assert_non_null(strstr(message, UserFile(PendingFile())));
    assert_false(Exists(BEZIQUE_STATS_FILE));
    assert_false(Exists(BEZIQUE_GAME_FILE));
    assert_true(Exists(PendingFile()));

    /* A new game is saved over the game file: the finished one waits elsewhere. */
    GameRecord fresh;
    GameRecord_Init(&fresh, &Bezique_Rules, BEZIQUE_RUBICON, 99);
    GameSeating one = Seating_OneAgainst(2, GAME_AI_STRONG);
    assert_int_equal(TableStore_SaveGame(BEZIQUE_GAME_FILE, &fresh, &one, 0, 0, true, message, sizeof message),
                     TABLE_STORE_OK);
    GameRecord_Free(&fresh);

    /* Still blocked: the lobby says so and keeps it. */
    TableFinishStatus kept, ended;
    assert_true(OpenLobby(&kept, &ended, message, sizeof message));
    assert_int_equal(kept, TABLE_FINISH_KEPT);
    assert_non_null(strstr(message, "could not be counted"));
    assert_true(Exists(PendingFile()));

    /* The disk has room again: counted once; the new game is still there to resume. */
    assert_int_equal(rmdir(blocker), 0);
    char *pending = ReadUserFile(PendingFile());
    assert_true(OpenLobby(&kept, &ended, message, sizeof message));
    assert_int_equal(kept, TABLE_FINISH_COUNTED);
    assert_int_equal(GamesCounted(), 1);
    assert_false(Exists(PendingFile()));

    /* Stopped after counting it, before its file's removal reached the disk: not counted twice. */
    WriteUserFile(PendingFile(), pending);
    free(pending);
    assert_true(OpenLobby(&kept, &ended, message, sizeof message));
    assert_int_equal(kept, TABLE_FINISH_ALREADY);
    assert_int_equal(GamesCounted(), 1);
    assert_false(Exists(PendingFile()));
    assert_true(OpenLobby(&kept, &ended, message, sizeof message));
    assert_int_equal(kept, TABLE_FINISH_NONE);
    assert_int_equal(GamesCounted(), 1);
}

/*
 * The last move's save failed as well as the statistics: the finished game is written aside from memory, and the
 * save (the game a move short) goes, so that it cannot be resumed, finished and counted a second time.
 */
static void test_end_when_the_last_save_failed_too(void **state)
{
    (void)state;
    char blocker[PATHS_MAX];
    snprintf(blocker, sizeof blocker, "%s.tmp", UserFile(BEZIQUE_STATS_FILE));
    assert_int_equal(mkdir(blocker, 0700), 0);
    TableSession s;
    PlayToTheEndOr(&s, 47, true);
    TableSaved shortOne;
    char message[3200];
    assert_int_equal(TableStore_LoadGame(BEZIQUE_GAME_FILE, "test", &Bezique_Rules, &shortOne, message, sizeof message),
                     TABLE_STORE_OK);
    assert_false(TableFinish_IsOver(&Bezique_TableGame, &shortOne)); /* the save is a move short */
    TableSaved_Free(&shortOne);
    assert_int_equal(TableFinish_Record(&Bezique_TableGame, &s, message, sizeof message), TABLE_FINISH_KEPT);
    TableSession_Free(&s);
    assert_false(Exists(BEZIQUE_GAME_FILE));
    TableSaved kept;
    assert_int_equal(TableStore_LoadGame(PendingFile(), "test", &Bezique_Rules, &kept, message, sizeof message),
                     TABLE_STORE_OK);
    assert_true(TableFinish_IsOver(&Bezique_TableGame, &kept)); /* the whole game, from memory */
    TableSaved_Free(&kept);
    assert_int_equal(rmdir(blocker), 0);
    TableFinishStatus pending, ended;
    assert_false(OpenLobby(&pending, &ended, message, sizeof message));
    assert_int_equal(pending, TABLE_FINISH_COUNTED);
    assert_int_equal(GamesCounted(), 1);
}

/* A game kept aside is counted at the next game's end, before it. */
static void test_end_counts_a_kept_game_first(void **state)
{
    (void)state;
    char blocker[PATHS_MAX];
    snprintf(blocker, sizeof blocker, "%s.tmp", UserFile(BEZIQUE_STATS_FILE));
    assert_int_equal(mkdir(blocker, 0700), 0);
    TableSession s;
    PlayToTheEnd(&s, 44);
    char message[3200];
    assert_int_equal(TableFinish_Record(&Bezique_TableGame, &s, message, sizeof message), TABLE_FINISH_KEPT);
    TableSession_Free(&s);
    assert_int_equal(rmdir(blocker), 0);
    PlayToTheEnd(&s, 45);
    assert_int_equal(TableFinish_Record(&Bezique_TableGame, &s, message, sizeof message), TABLE_FINISH_COUNTED);
    TableSession_Free(&s);
    assert_non_null(strstr(message, "It is now counted"));
    assert_int_equal(GamesCounted(), 2);
    assert_false(Exists(PendingFile()));
    assert_false(Exists(BEZIQUE_GAME_FILE));
}

/* Two plays of one deal that end alike are two games: only a save found finished is checked against the keys. */
static void test_end_identical_games_are_two_games(void **state)
{
    (void)state;
    char message[3200];
    for (int i = 0; i < 2; i++) {
        TableSession s;
        PlayToTheEnd(&s, 46);
        assert_int_equal(TableFinish_Record(&Bezique_TableGame, &s, message, sizeof message), TABLE_FINISH_COUNTED);
        TableSession_Free(&s);
    }
    assert_int_equal(GamesCounted(), 2);
}

/* The finished game's save is removed durably: its folder is flushed after the unlink. */
static void test_end_removal_is_durable(void **state)
{
    (void)state;
#ifndef PARLOUR_WRAP_FSYNC
    skip(); /* fsync cannot be wrapped by this linker */
#else
    WriteUserFile(BEZIQUE_GAME_FILE, SAVE_HEAD);
    sFolderSyncs = 0;
    assert_true(TableStore_ClearGame(BEZIQUE_GAME_FILE));
    assert_false(Exists(BEZIQUE_GAME_FILE));
    assert_int_equal(sFolderSyncs, 1);
#endif
}

/* ---- statistics that drop nothing ---- */

/* The n-th of the 256 seatings of four seats: each seat a person or the computer at a level. */
static GameSeating NthSeating(int n)
{
    GameSeating seating = {4, {{SEAT_PERSON, GAME_AI_MEDIUM}}, {{0}}};
    for (int seat = 0; seat < 4; seat++) {
        int occupant = (n >> (2 * seat)) & 3;
        seating.seat[seat] = occupant == 0 ? (GameSeat){SEAT_PERSON, GAME_AI_MEDIUM}
                                           : (GameSeat){SEAT_COMPUTER, (GameAiLevel)(occupant - 1)};
    }
    return seating;
}

static void WriteSeatings(const char *file, const GameRules *rules, int variant, int count)
{
    FILE *f = fopen(UserFile(file), "w");
    assert_non_null(f);
    for (int n = 0; n < count; n++) {
        GameSeating seating = NthSeating(n);
        char seats[96];
        Seating_Format(&seating, seats, sizeof seats);
        for (char *c = seats; *c != '\0'; c++) {
            *c = *c == ' ' ? ',' : *c;
        }
        fprintf(f, "stats %s %s games 1 wins 1 0 points 100 -50\n", rules->variantName(variant), seats);
    }
    fclose(f);
}

/* Every seating is held: a 65th is added (it was dropped without a word), and all 256 of four seats are read. */
static void test_statistics_hold_every_seating(void **state)
{
    (void)state;
    WriteSeatings("bridge-stats.txt", &Bridge_Rules, 0, 64);
    GameSeating sixtyFifth = NthSeating(64);
    GameResult won = {true, 1, {90, 620, 90, 620}, 0};
    TableFinished game = {0, &sixtyFifth, &won, 0, false};
    char message[1024];
    assert_int_equal(
        TableStore_RecordGame("bridge-stats.txt", "test", &Bridge_Rules, &game, NULL, message, sizeof message),
        TABLE_STORE_OK);
    TableStats stats;
    assert_int_equal(TableStore_LoadStats("bridge-stats.txt", "test", &Bridge_Rules, &stats, message, sizeof message),
                     TABLE_STORE_OK);
    assert_int_equal(stats.count, 65);
    const TableRecord *r = TableStats_Find(&stats, 0, &sixtyFifth);
    assert_non_null(r);
    assert_int_equal(r->games, 1);
    assert_int_equal(r->wins[1], 1);
    assert_int_equal(r->points[1], 620);
    TableStats_Free(&stats);

    /* Four-handed Five Hundred: every one of its 256 seatings, read and added to. */
    WriteSeatings("fh-stats.txt", &FiveHundred_Rules, FH_FOUR_HANDED, 256);
    GameSeating last = NthSeating(255);
    GameResult lost = {true, 1, {-80, 510, -80, 510}, 0};
    TableFinished another = {FH_FOUR_HANDED, &last, &lost, 0, false};
    assert_int_equal(
        TableStore_RecordGame("fh-stats.txt", "test", &FiveHundred_Rules, &another, &stats, message, sizeof message),
        TABLE_STORE_OK);
    assert_int_equal(stats.count, 256);
    r = TableStats_Find(&stats, FH_FOUR_HANDED, &last);
    assert_non_null(r);
    assert_int_equal(r->games, 2);
    TableStats_Free(&stats);
    assert_int_equal(TableStore_LoadStats("fh-stats.txt", "test", &FiveHundred_Rules, &stats, message, sizeof message),
                     TABLE_STORE_OK);
    assert_int_equal(stats.count, 256);
    TableStats_Free(&stats);
}

/* A side that ends below zero is counted below zero (it was counted 0, and its average overstated). */
static void test_negative_points_are_kept(void **state)
{
    (void)state;
    GameSeating four = Seating_OneAgainst(4, GAME_AI_STRONG);
    GameResult first = {true, 1, {-120, 510, -120, 510}, 0};
    GameResult second = {true, 1, {-40, 500, -40, 500}, 0};
    char message[1024];
    for (int i = 0; i < 2; i++) {
        TableFinished game = {FH_FOUR_HANDED, &four, i == 0 ? &first : &second, 0, false};
        assert_int_equal(
            TableStore_RecordGame("fh.txt", "test", &FiveHundred_Rules, &game, NULL, message, sizeof message),
            TABLE_STORE_OK);
    }
    TableStats stats;
    assert_int_equal(TableStore_LoadStats("fh.txt", "test", &FiveHundred_Rules, &stats, message, sizeof message),
                     TABLE_STORE_OK);
    const TableRecord *r = TableStats_Find(&stats, FH_FOUR_HANDED, &four);
    assert_non_null(r);
    assert_int_equal(r->points[0], -160);
    assert_int_equal(r->points[1], 1010);
    TableStats_Free(&stats);

    /* The sign is read where points are, and only there; one way to write each number. */
    static const char *const kBad[] = {
        "stats rubicon person,strong games 1 wins -1 0 points 5 5\n",
        "stats rubicon person,strong games 1 wins 1 0 points -0 5\n",
        "stats rubicon person,strong games 1 wins 1 0 points --5 5\n",
        "stats rubicon person,strong games 1 wins 1 0 points - 5\n",
        "stats rubicon person,strong games 1 wins 1 0 points -9999999999999999 5\n",
    };
    for (size_t i = 0; i < sizeof kBad / sizeof kBad[0]; i++) {
        char text[256];
        snprintf(text, sizeof text, "%s", kBad[i]);
        assert_false(TableStore_ParseStats(text, &Bezique_Rules, &stats, message, sizeof message));
        assert_non_null(strstr(message, "line 1"));
    }
    char good[] = "stats rubicon person,strong games 2 wins 1 1 points -1000000000000000 5\n";
    assert_true(TableStore_ParseStats(good, &Bezique_Rules, &stats, message, sizeof message));
    assert_int_equal(stats.rows[0].points[0], -1000000000000000LL);
    TableStats_Free(&stats);
}

/* A refused line quotes a line of its own game (its name, a variant and a seating it has), and that line is good. */
static void test_refusal_quotes_its_own_game(void **state)
{
    (void)state;
    const GameRules *games[] = {&Bezique_Rules, &Piquet_Rules, &FiveHundred_Rules, &Quinto_Rules, &Bridge_Rules};
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
        char text[] = "# kept\nstats nonsense\n";
        TableStats stats;
        char problem[512];
        assert_false(TableStore_ParseStats(text, games[g], &stats, problem, sizeof problem));
        assert_non_null(strstr(problem, "line 2"));
        assert_non_null(strstr(problem, games[g]->title));
        char head[64];
        snprintf(head, sizeof head, "(\"stats %s person,strong", games[g]->variantName(0));
        const char *quoted = strstr(problem, head);
        assert_non_null(quoted);
        char example[256];
        const char *end = strchr(quoted + 2, '"');
        assert_non_null(end);
        snprintf(example, sizeof example, "%.*s\n", (int)(end - quoted - 2), quoted + 2);
        assert_true(TableStore_ParseStats(example, games[g], &stats, problem, sizeof problem));
        assert_int_equal(stats.count, 1);
        TableStats_Free(&stats);
    }
}

/* A table line too long to read is refused, and quoted shortened with "..." (it was once cut at 95 characters unsaid). */
static void test_long_table_line_is_refused_and_quoted_shortened(void **state)
{
    (void)state;
    char text[1024];
    char seats[400] = "";
    for (int i = 0; i < 30; i++) {
        strcat(seats, " person");
    }
    snprintf(text, sizeof text, "parlour-game 1\ngame piquet\nvariant rubicon\nseed 3\ntable-seats%s\n", seats);
    TableSaved saved;
    char problem[1024];
    assert_false(TableStore_ParseGame(text, &Piquet_Rules, &saved, problem, sizeof problem));
    assert_non_null(strstr(problem, "line 5"));
    assert_non_null(strstr(problem, "...\")"));
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
        cmocka_unit_test_setup_teardown(test_end_stopped_before_counting, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_end_stopped_after_counting, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_end_when_statistics_cannot_be_written, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_end_when_the_last_save_failed_too, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_end_counts_a_kept_game_first, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_end_identical_games_are_two_games, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_end_removal_is_durable, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_statistics_hold_every_seating, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_negative_points_are_kept, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_refusal_quotes_its_own_game, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_long_table_line_is_refused_and_quoted_shortened, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_lobby_choices, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_lobby_option, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_lobby_choices_large_file, SetUp, TearDown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
