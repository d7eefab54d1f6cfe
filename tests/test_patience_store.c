/* test_patience_store.c: Poker Patience's saved game and statistics files: round trips, records, corrupt files. */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/patience/patience_save.h"
#include "games/patience/patience_store.h"
#include "platform/atomic_file.h"
#include "platform/paths.h"
#include "temp_dir.h"

static char dir[256];

static int SetUp(void **state)
{
    (void)state;
    if (!TempDir_Make(dir, sizeof dir, "store")) {
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

/* Every write goes through a temporary file; none may be left behind. */
static void AssertNoTempFiles(void)
{
    DIR *d = opendir(dir);
    assert_non_null(d);
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t n = strlen(e->d_name);
        if (n >= 4 && strcmp(e->d_name + n - 4, ".tmp") == 0) {
            fail_msg("a temporary file was left behind: %s", e->d_name);
        }
    }
    closedir(d);
}

static int TearDown(void **state)
{
    (void)state;
    AssertNoTempFiles();
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
    struct stat st;
    return stat(UserFile(name), &st) == 0;
}

static void AssertContains(const char *haystack, const char *needle)
{
    if (strstr(haystack, needle) == NULL) {
        fail_msg("expected \"%s\" in:\n%s", needle, haystack);
    }
}

/* Lays every remaining card in the first legal cell (the classic layout always has one). */
static void Finish(PatienceGame *g)
{
    while (!Patience_IsComplete(g)) {
        uint8_t cells[PATIENCE_CELLS];
        assert_true(Patience_LegalCells(g, cells) > 0);
        assert_int_equal(Patience_Place(g, Patience_CellRow(cells[0]), Patience_CellCol(cells[0])), PATIENCE_OK);
    }
}

/* Lays the card in the last legal cell instead: a different square from the same deal. */
static void FinishLast(PatienceGame *g)
{
    while (!Patience_IsComplete(g)) {
        uint8_t cells[PATIENCE_CELLS];
        int n = Patience_LegalCells(g, cells);
        assert_true(n > 0);
        assert_int_equal(Patience_Place(g, Patience_CellRow(cells[n - 1]), Patience_CellCol(cells[n - 1])),
                         PATIENCE_OK);
    }
}

static void PlaceFirst(PatienceGame *g, int count)
{
    for (int i = 0; i < count; i++) {
        uint8_t cells[PATIENCE_CELLS];
        assert_true(Patience_LegalCells(g, cells) > 0);
        assert_int_equal(Patience_Place(g, Patience_CellRow(cells[0]), Patience_CellCol(cells[0])), PATIENCE_OK);
    }
}

static void test_game_round_trip(void **state)
{
    (void)state;
    PatienceGame g;
    PatienceVariant v = {PATIENCE_LAYOUT_SERPENT, PATIENCE_TABLE_AMERICAN};
    Patience_NewGame(&g, v, 4242);
    PlaceFirst(&g, 7);
    assert_true(Patience_Undo(&g));
    assert_true(Patience_Undo(&g));
    PlaceFirst(&g, 1);
    char message[1024];
    assert_false(PatienceStore_HasGame());
    assert_int_equal(PatienceStore_SaveGame(&g, 2, message, sizeof message), PATIENCE_STORE_OK);
    assert_true(PatienceStore_HasGame());

    PatienceGame back;
    int undos = -1;
    assert_int_equal(PatienceStore_LoadGame(&back, &undos, message, sizeof message), PATIENCE_STORE_OK);
    assert_int_equal(undos, 2);
    assert_int_equal(back.placed, 6);
    assert_true(Patience_StateHash(&back) == Patience_StateHash(&g));
    assert_int_equal(back.variant.layout, PATIENCE_LAYOUT_SERPENT);
    assert_int_equal(back.variant.table, PATIENCE_TABLE_AMERICAN);

    /* Saved again after each placement: the latest wins. */
    PlaceFirst(&g, 1);
    assert_int_equal(PatienceStore_SaveGame(&g, 3, message, sizeof message), PATIENCE_STORE_OK);
    assert_int_equal(PatienceStore_LoadGame(&back, &undos, message, sizeof message), PATIENCE_STORE_OK);
    assert_int_equal(undos, 3);
    assert_true(Patience_StateHash(&back) == Patience_StateHash(&g));

    PatienceStore_ClearGame();
    assert_false(PatienceStore_HasGame());
    assert_int_equal(PatienceStore_LoadGame(&back, &undos, message, sizeof message), PATIENCE_STORE_NONE);
}

static void test_missing_files(void **state)
{
    (void)state;
    PatienceGame g;
    int undos = 0;
    char message[1024] = "stale";
    assert_int_equal(PatienceStore_LoadGame(&g, &undos, message, sizeof message), PATIENCE_STORE_NONE);
    assert_string_equal(message, "");
    PatienceStats stats;
    memset(&stats, 0xAB, sizeof stats);
    assert_int_equal(PatienceStore_LoadStats(&stats, message, sizeof message), PATIENCE_STORE_NONE);
    assert_int_equal(stats.records[0][0].games, 0);
    assert_int_equal(stats.records[2][1].games, 0);
    PatienceVariant v = {PATIENCE_LAYOUT_FREE, PATIENCE_TABLE_ENGLISH};
    assert_false(PatienceStore_LoadVariant(&v));
    assert_int_equal(v.layout, PATIENCE_LAYOUT_FREE);
}

static void test_corrupt_game(void **state)
{
    (void)state;
    WriteUserFile("patience-game.txt", "parlour-patience 1\nvariant hoyle english\nseed 1\nmoves 40 99\nundos 0\n");
    PatienceGame g;
    int undos = 7;
    char message[2048];
    assert_int_equal(PatienceStore_LoadGame(&g, &undos, message, sizeof message), PATIENCE_STORE_CORRUPT);
    assert_int_equal(undos, 7);
    assert_false(Exists("patience-game.txt"));
    assert_true(Exists("patience-game.txt.corrupt-1"));
    AssertContains(message, UserFile("patience-game.txt"));
    AssertContains(message, "could not be read");
    AssertContains(message, "line 4"); /* the core's line numbers still match the file */
    AssertContains(message, "kept as ");
    AssertContains(message, "patience-game.txt.corrupt-1");
    AssertContains(message, "a new game starts instead");
    assert_false(PatienceStore_HasGame());

    /* The game goes on: the next save and load work. */
    Patience_NewGame(&g, Patience_DefaultVariant(), 9);
    PlaceFirst(&g, 3);
    assert_int_equal(PatienceStore_SaveGame(&g, 0, message, sizeof message), PATIENCE_STORE_OK);
    PatienceGame back;
    assert_int_equal(PatienceStore_LoadGame(&back, &undos, message, sizeof message), PATIENCE_STORE_OK);
    assert_int_equal(undos, 0);
    assert_true(Patience_StateHash(&back) == Patience_StateHash(&g));

    /* A broken undo count is corruption too, and the next file aside gets the next number. */
    char text[PATIENCE_SAVE_MAX];
    Patience_Save(&g, text, sizeof text);
    strcat(text, "undos many\n");
    WriteUserFile("patience-game.txt", text);
    assert_int_equal(PatienceStore_LoadGame(&back, &undos, message, sizeof message), PATIENCE_STORE_CORRUPT);
    assert_true(Exists("patience-game.txt.corrupt-2"));
    AssertContains(message, "undos");
    AssertContains(message, "patience-game.txt.corrupt-2");

    /* An empty file (a crash before the first write reached the disk, on a careless file system). */
    WriteUserFile("patience-game.txt", "");
    assert_int_equal(PatienceStore_LoadGame(&back, &undos, message, sizeof message), PATIENCE_STORE_CORRUPT);
    assert_true(Exists("patience-game.txt.corrupt-3"));
}

/* Three complete games with three different scores, from the same few deals played two ways. */
static void ThreeGames(PatienceGame games[3], int scores[3])
{
    int n = 0;
    for (uint64_t seed = 1; n < 3 && seed < 100; seed++) {
        PatienceGame g;
        Patience_NewGame(&g, Patience_DefaultVariant(), seed);
        if (seed % 2 == 0) {
            Finish(&g);
        } else {
            FinishLast(&g);
        }
        int score = Patience_Score(&g);
        bool seen = false;
        for (int i = 0; i < n; i++) {
            seen |= scores[i] == score;
        }
        if (!seen) {
            games[n] = g;
            scores[n++] = score;
        }
    }
    assert_int_equal(n, 3);
    /* Order them middle, highest, lowest: the second is a new record, the third is not. */
    for (int i = 0; i < 3; i++) {
        for (int j = i + 1; j < 3; j++) {
            if (scores[j] < scores[i]) {
                int t = scores[i];
                scores[i] = scores[j];
                scores[j] = t;
                PatienceGame tg = games[i];
                games[i] = games[j];
                games[j] = tg;
            }
        }
    }
    PatienceGame low = games[0];
    int lowScore = scores[0];
    games[0] = games[1];
    scores[0] = scores[1];
    games[1] = games[2];
    scores[1] = scores[2];
    games[2] = low;
    scores[2] = lowScore;
}

static void test_record_finished(void **state)
{
    (void)state;
    PatienceGame games[3];
    int scores[3];
    ThreeGames(games, scores);
    const int undos[3] = {0, 2, 0};
    char message[2048];
    PatienceOutcome o;

    /* A game in progress is saved right up to the end, then cleared once recorded. */
    assert_int_equal(PatienceStore_SaveGame(&games[0], 0, message, sizeof message), PATIENCE_STORE_OK);
    assert_int_equal(PatienceStore_RecordFinished(&games[0], undos[0], &o, message, sizeof message), PATIENCE_STORE_OK);
    assert_string_equal(message, "");
    assert_false(PatienceStore_HasGame());
    assert_int_equal(o.score, scores[0]);
    assert_int_equal(o.previousBest, -1);
    assert_false(o.newRecord); /* nothing to beat yet */
    assert_int_equal(o.games, 1);
    assert_true(o.average == (double)scores[0]);

    assert_int_equal(PatienceStore_RecordFinished(&games[1], undos[1], &o, message, sizeof message), PATIENCE_STORE_OK);
    assert_int_equal(o.score, scores[1]);
    assert_int_equal(o.previousBest, scores[0]);
    assert_true(o.newRecord);
    assert_int_equal(o.games, 2);
    assert_true(o.average == (scores[0] + scores[1]) / 2.0);

    assert_int_equal(PatienceStore_RecordFinished(&games[2], undos[2], &o, message, sizeof message), PATIENCE_STORE_OK);
    assert_int_equal(o.previousBest, scores[1]);
    assert_false(o.newRecord);
    assert_int_equal(o.games, 3);
    assert_true(o.average == (scores[0] + scores[1] + scores[2]) / 3.0);

    /* What lasts: read back from the file. */
    PatienceStats stats;
    assert_int_equal(PatienceStore_LoadStats(&stats, message, sizeof message), PATIENCE_STORE_OK);
    const PatienceRecord *r = PatienceStats_Get(&stats, Patience_DefaultVariant());
    assert_int_equal(r->games, 3);
    assert_int_equal(r->totalScore, (uint64_t)(scores[0] + scores[1] + scores[2]));
    assert_int_equal(r->best, scores[1]);
    assert_int_equal(r->bestSeed, games[1].seed);
    assert_int_equal(r->undos, 2);
    assert_int_equal(r->gamesWithUndo, 1);
    uint32_t inHistogram = 0, lines = 0;
    for (int i = 0; i < PATIENCE_STATS_BUCKETS; i++) {
        inHistogram += r->histogram[i];
    }
    for (int c = 0; c < POKER_CLASS_COUNT; c++) {
        lines += r->hands[c];
    }
    assert_int_equal(inHistogram, 3);
    assert_int_equal(lines, 3 * PATIENCE_LINES);
    PatienceVariant other = {PATIENCE_LAYOUT_FREE, PATIENCE_TABLE_ENGLISH};
    assert_int_equal(PatienceStats_Get(&stats, other)->games, 0);

    /* An unfinished layout is not recorded, and says so. */
    PatienceGame partial;
    Patience_NewGame(&partial, Patience_DefaultVariant(), 77);
    PlaceFirst(&partial, 10);
    assert_int_equal(PatienceStore_RecordFinished(&partial, 0, &o, message, sizeof message), PATIENCE_STORE_NONE);
    AssertContains(message, "not finished");
    assert_int_equal(o.games, 3);
}

/* ---- the end of a game: counted once, whatever stops the program ---- */

static uint32_t GamesCounted(void)
{
    PatienceStats stats;
    char message[1024];
    PatienceStoreStatus status = PatienceStore_LoadStats(&stats, message, sizeof message);
    assert_true(status == PATIENCE_STORE_OK || status == PATIENCE_STORE_NONE);
    return PatienceStats_Get(&stats, Patience_DefaultVariant())->games;
}

static char *ReadUserFile(const char *name)
{
    char *text = AtomicFile_ReadAll(UserFile(name), NULL);
    assert_non_null(text);
    return text;
}

/* Stopped after counting, before the save's removal reached the disk: opened again, it is not counted twice. */
static void test_end_stopped_after_counting(void **state)
{
    (void)state;
    PatienceGame g;
    Patience_NewGame(&g, Patience_DefaultVariant(), 901);
    Finish(&g);
    char message[3000];
    PatienceOutcome o;
    assert_int_equal(PatienceStore_SaveGameWithHints(&g, 1, 2, message, sizeof message), PATIENCE_STORE_OK);
    char *save = ReadUserFile("patience-game.txt");
    assert_int_equal(PatienceStore_RecordFinishedWithHints(&g, 1, 2, false, &o, message, sizeof message),
                     PATIENCE_STORE_OK);
    assert_false(PatienceStore_HasGame());
    assert_int_equal(GamesCounted(), 1);
    WriteUserFile("patience-game.txt", save);
    free(save);

    /* The table opens the complete layout found in the save (foundAgain): already counted, only cleared. */
    PatienceGame found;
    int undos = 0, hints = 0;
    assert_int_equal(PatienceStore_LoadGameWithHints(&found, &undos, &hints, message, sizeof message),
                     PATIENCE_STORE_OK);
    assert_int_equal(PatienceStore_RecordFinishedWithHints(&found, undos, hints, true, &o, message, sizeof message),
                     PATIENCE_STORE_ALREADY);
    assert_int_equal(GamesCounted(), 1); /* games 1 stays 1 */
    assert_int_equal(o.games, 1);
    assert_false(o.newRecord);
    assert_false(PatienceStore_HasGame());
}

/* Stopped after the last card, before counting: the complete layout found in the save is counted, once. */
static void test_end_stopped_before_counting(void **state)
{
    (void)state;
    PatienceGame g;
    Patience_NewGame(&g, Patience_DefaultVariant(), 902);
    Finish(&g);
    char message[3000];
    PatienceOutcome o;
    assert_int_equal(PatienceStore_SaveGame(&g, 0, message, sizeof message), PATIENCE_STORE_OK);
    assert_int_equal(PatienceStore_RecordFinishedWithHints(&g, 0, 0, true, &o, message, sizeof message),
                     PATIENCE_STORE_OK);
    assert_int_equal(GamesCounted(), 1);
    assert_false(PatienceStore_HasGame());
}

/*
 * The statistics cannot be written (a folder where their temporary file goes): the game is not counted, the
 * player is told, and it is kept where a new game cannot overwrite it; it is counted once the file can be
 * written, once, even if the program stops after counting it.
 */
static void test_end_when_statistics_cannot_be_written(void **state)
{
    (void)state;
    char blocker[PATHS_MAX];
    snprintf(blocker, sizeof blocker, "%s.tmp", UserFile("patience-stats.txt"));
    assert_int_equal(mkdir(blocker, 0700), 0);
    PatienceGame g;
    Patience_NewGame(&g, Patience_DefaultVariant(), 903);
    Finish(&g);
    char message[3000];
    PatienceOutcome o;
    assert_int_equal(PatienceStore_SaveGame(&g, 0, message, sizeof message), PATIENCE_STORE_OK);
    assert_int_equal(PatienceStore_RecordFinishedWithHints(&g, 0, 0, false, &o, message, sizeof message),
                     PATIENCE_STORE_IO_ERROR);
    AssertContains(message, "could not be counted");
    AssertContains(message, UserFile(PATIENCE_STORE_PENDING_FILE));
    assert_false(PatienceStore_HasGame());
    assert_true(Exists(PATIENCE_STORE_PENDING_FILE));

    /* A new deal is saved: the finished game waits elsewhere. */
    PatienceGame fresh;
    Patience_NewGame(&fresh, Patience_DefaultVariant(), 904);
    assert_int_equal(PatienceStore_SaveGame(&fresh, 0, message, sizeof message), PATIENCE_STORE_OK);
    assert_int_equal(PatienceStore_SettlePending(message, sizeof message), PATIENCE_STORE_IO_ERROR);
    AssertContains(message, "still could not be counted");

    assert_int_equal(rmdir(blocker), 0);
    char *kept = ReadUserFile(PATIENCE_STORE_PENDING_FILE);
    assert_int_equal(PatienceStore_SettlePending(message, sizeof message), PATIENCE_STORE_OK);
    AssertContains(message, "is now counted");
    assert_int_equal(GamesCounted(), 1);
    assert_false(Exists(PATIENCE_STORE_PENDING_FILE));
    assert_true(PatienceStore_HasGame()); /* the new deal */

    WriteUserFile(PATIENCE_STORE_PENDING_FILE, kept); /* its removal never reached the disk */
    free(kept);
    assert_int_equal(PatienceStore_SettlePending(message, sizeof message), PATIENCE_STORE_ALREADY);
    assert_int_equal(GamesCounted(), 1);
    assert_false(Exists(PATIENCE_STORE_PENDING_FILE));
    assert_int_equal(PatienceStore_SettlePending(message, sizeof message), PATIENCE_STORE_NONE);
}

/* A game kept aside is counted at the next game's end, before it. */
static void test_end_counts_a_kept_game_first(void **state)
{
    (void)state;
    char blocker[PATHS_MAX];
    snprintf(blocker, sizeof blocker, "%s.tmp", UserFile("patience-stats.txt"));
    assert_int_equal(mkdir(blocker, 0700), 0);
    PatienceGame a, b;
    Patience_NewGame(&a, Patience_DefaultVariant(), 905);
    Finish(&a);
    char message[3000];
    PatienceOutcome o;
    assert_int_equal(PatienceStore_RecordFinishedWithHints(&a, 0, 0, false, &o, message, sizeof message),
                     PATIENCE_STORE_IO_ERROR);
    assert_int_equal(rmdir(blocker), 0);
    Patience_NewGame(&b, Patience_DefaultVariant(), 906);
    Finish(&b);
    assert_int_equal(PatienceStore_RecordFinishedWithHints(&b, 0, 0, false, &o, message, sizeof message),
                     PATIENCE_STORE_OK);
    AssertContains(message, "is now counted");
    assert_int_equal(o.games, 2);
    assert_int_equal(GamesCounted(), 2);
    assert_false(Exists(PATIENCE_STORE_PENDING_FILE));
}

/* One deal played twice to the same square (a Serpent problem, a challenge code) is two games. */
static void test_end_identical_games_are_two_games(void **state)
{
    (void)state;
    char message[3000];
    PatienceOutcome o;
    for (int i = 0; i < 2; i++) {
        PatienceGame g;
        Patience_NewGame(&g, Patience_DefaultVariant(), 907);
        Finish(&g);
        assert_int_equal(PatienceStore_RecordFinishedWithHints(&g, 0, 0, false, &o, message, sizeof message),
                         PATIENCE_STORE_OK);
    }
    assert_int_equal(GamesCounted(), 2);
}

/* The counted keys round-trip, at most 8 are kept (the oldest go), and a bad one is refused with its line. */
static void test_counted_keys_in_the_file(void **state)
{
    (void)state;
    PatienceStats stats;
    PatienceStats_Clear(&stats);
    for (uint64_t k = 1; k <= 10; k++) {
        PatienceStats_MarkCounted(&stats, k * 0x1000000000001ULL);
    }
    assert_int_equal(stats.countedCount, PATIENCE_STATS_COUNTED_MAX);
    assert_false(PatienceStats_WasCounted(&stats, 2 * 0x1000000000001ULL));
    assert_true(PatienceStats_WasCounted(&stats, 10 * 0x1000000000001ULL));
    char text[PATIENCE_STATS_TEXT_MAX];
    size_t len = PatienceStats_Serialise(&stats, text, sizeof text);
    assert_true(len < sizeof text);
    AssertContains(text, "counted 000a00000000000a\n");
    PatienceStats back;
    PatienceStatsError err;
    assert_true(PatienceStats_Parse(text, &back, &err));
    assert_int_equal(back.countedCount, PATIENCE_STATS_COUNTED_MAX);
    assert_true(PatienceStats_WasCounted(&back, 3 * 0x1000000000001ULL));
    assert_false(PatienceStats_Parse("parlour-patience-stats 1\ncounted 12\n", &back, &err));
    assert_int_equal(err.line, 2);
    assert_false(PatienceStats_Parse("parlour-patience-stats 1\ncounted 000000000000000G\n", &back, &err));
}

static void test_corrupt_stats(void **state)
{
    (void)state;
    static const char garbage[] = "parlour-patience-stats 1\nhoyle english games lots\n";
    WriteUserFile("patience-stats.txt", garbage);
    PatienceGame g;
    Patience_NewGame(&g, Patience_DefaultVariant(), 31);
    Finish(&g);
    char message[2048];
    PatienceOutcome o;
    assert_int_equal(PatienceStore_RecordFinished(&g, 1, &o, message, sizeof message), PATIENCE_STORE_CORRUPT);
    AssertContains(message, UserFile("patience-stats.txt"));
    AssertContains(message, "could not be read");
    AssertContains(message, "patience-stats.txt.corrupt-1");
    AssertContains(message, "this game was recorded in fresh statistics");
    assert_int_equal(o.games, 1);
    assert_int_equal(o.previousBest, -1);
    assert_int_equal(o.score, Patience_Score(&g));

    /* The old file is kept exactly as it was; the new one holds this game alone. */
    size_t size = 0;
    char *kept = AtomicFile_ReadAll(UserFile("patience-stats.txt.corrupt-1"), &size);
    assert_non_null(kept);
    assert_string_equal(kept, garbage);
    free(kept);
    PatienceStats stats;
    assert_int_equal(PatienceStore_LoadStats(&stats, message, sizeof message), PATIENCE_STORE_OK);
    assert_int_equal(PatienceStats_Get(&stats, Patience_DefaultVariant())->games, 1);
    assert_int_equal(PatienceStats_Get(&stats, Patience_DefaultVariant())->gamesWithUndo, 1);

    /* Loading a corrupt file for the statistics screen: set aside, fresh statistics, and the player told. */
    WriteUserFile("patience-stats.txt", "not statistics at all\n");
    memset(&stats, 0x5A, sizeof stats);
    assert_int_equal(PatienceStore_LoadStats(&stats, message, sizeof message), PATIENCE_STORE_CORRUPT);
    assert_int_equal(PatienceStats_Get(&stats, Patience_DefaultVariant())->games, 0);
    assert_true(Exists("patience-stats.txt.corrupt-2"));
    assert_false(Exists("patience-stats.txt"));
    AssertContains(message, "patience-stats.txt.corrupt-2");
    AssertContains(message, "start afresh");
}

static void test_variant_prefs(void **state)
{
    (void)state;
    PatienceVariant v = {PATIENCE_LAYOUT_SERPENT, PATIENCE_TABLE_AMERICAN};
    PatienceStore_SaveVariant(v);
    PatienceVariant back = Patience_DefaultVariant();
    assert_true(PatienceStore_LoadVariant(&back));
    assert_int_equal(back.layout, PATIENCE_LAYOUT_SERPENT);
    assert_int_equal(back.table, PATIENCE_TABLE_AMERICAN);

    WriteUserFile("patience-prefs.txt", "variant spiral english\n");
    back = Patience_DefaultVariant();
    assert_false(PatienceStore_LoadVariant(&back));
    assert_int_equal(back.layout, PATIENCE_LAYOUT_HOYLE);
    v.layout = PATIENCE_LAYOUT_FREE;
    PatienceStore_SaveVariant(v);
    assert_true(PatienceStore_LoadVariant(&back));
    assert_int_equal(back.layout, PATIENCE_LAYOUT_FREE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_game_round_trip, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_missing_files, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_corrupt_game, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_record_finished, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_end_stopped_after_counting, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_end_stopped_before_counting, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_end_when_statistics_cannot_be_written, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_end_counts_a_kept_game_first, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_end_identical_games_are_two_games, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_counted_keys_in_the_file, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_corrupt_stats, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_variant_prefs, SetUp, TearDown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
