/* test_table_rules_revision.c: the tables' saves from before a rules revision resume under it; new ones keep theirs. */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/bridge/bridge.h"
#include "core/piquet/piquet.h"
#include "games/table/table_session.h"
#include "games/table/table_store.h"
#include "platform/paths.h"
#include "rules1_fixtures.h"
#include "temp_dir.h"

static char dir[256];

static int SetUp(void **state)
{
    (void)state;
    if (!TempDir_Make(dir, sizeof dir, "table-rules")) {
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

/* A fixture as the table saved it then: the core's text and the table's own lines, a person at seat 0. */
static void WriteTableSave(const char *name, const char *fixture, int seats)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", PARLOUR_FIXTURES_DIR, fixture);
    FILE *in = fopen(path, "rb");
    assert_non_null(in);
    static char text[1 << 20];
    size_t n = fread(text, 1, sizeof text - 1, in);
    fclose(in);
    text[n] = '\0';
    FILE *out = fopen(UserFile(name), "w");
    assert_non_null(out);
    fputs(text, out);
    fputs("table-seats person", out);
    for (int s = 1; s < seats; s++) {
        fputs(" medium", out);
    }
    fputs("\ntable-viewer 0\ntable-undos 0\ntable-casual 1\n", out);
    fclose(out);
}

static char *ReadUserFile(const char *name)
{
    FILE *f = fopen(UserFile(name), "rb");
    assert_non_null(f);
    static char text[1 << 20];
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    return text;
}

/* Every game's table save from before resumes (never set aside) to the state it had, and is written back as it was. */
static void test_old_table_saves_resume(void **state)
{
    (void)state;
    for (int i = 0; i < RULES1_FIXTURE_COUNT; i++) {
        const Rules1Fixture *fx = &kRules1Fixtures[i];
        const GameRules *rules = Game_Find(fx->game);
        assert_non_null(rules);
        /* The seating names as many seats as the variant has, as the table wrote it. */
        WriteTableSave("old.txt", fx->file, 0);
        int seats = 0;
        for (int v = 0; v < rules->variantCount && seats == 0; v++) {
            char want[64];
            snprintf(want, sizeof want, "\nvariant %s\n", rules->variantName(v));
            seats = strstr(ReadUserFile("old.txt"), want) != NULL ? Game_SeatsIn(rules, v) : 0;
        }
        assert_true(seats >= 2);
        WriteTableSave("old.txt", fx->file, seats);
        TableSaved saved;
        char message[1024];
        if (TableStore_LoadGame("old.txt", "test", rules, &saved, message, sizeof message) != TABLE_STORE_OK) {
            fail_msg("%s: %s", fx->file, message);
        }
        assert_int_equal(saved.rec.revision, 1);
        assert_true(rules->hash(saved.st) == fx->hash);
        assert_int_equal(access(UserFile("old.txt.corrupt-1"), F_OK), -1);
        /* Saved again by the table (after a move or at leaving), it stays a save of revision 1. */
        assert_int_equal(TableStore_SaveGame("again.txt", &saved.rec, &saved.seating, 0, 0, true, message,
                                             sizeof message),
                         TABLE_STORE_OK);
        assert_null(strstr(ReadUserFile("again.txt"), "\nrules "));
        TableSaved again;
        assert_int_equal(TableStore_LoadGame("again.txt", "test", rules, &again, message, sizeof message),
                         TABLE_STORE_OK);
        assert_int_equal(again.rec.revision, 1);
        assert_true(rules->hash(again.st) == fx->hash);
        TableSaved_Free(&again);
        TableSaved_Free(&saved);
    }
}

/* Undo in a resumed game of before replays it under its own rules (an au cent partie that began with a choice). */
static void test_undo_in_an_old_partie(void **state)
{
    (void)state;
    WriteTableSave("piquet-old.txt", "rules1/piquet_cent_seed11.txt", 2);
    TableSaved saved;
    char message[1024];
    assert_int_equal(TableStore_LoadGame("piquet-old.txt", "test", &Piquet_Rules, &saved, message, sizeof message),
                     TABLE_STORE_OK);
    /* Keep the partie in progress: its first dozen actions, South's last one among them. */
    saved.rec.count = 12;
    GameError err;
    assert_true(Game_Replay(&saved.rec, -1, saved.st, &err));
    TableSession s;
    assert_true(TableSession_StartFrom(&s, &saved, "piquet-old.txt"));
    assert_int_equal(s.rec.revision, 1);
    char why[128];
    if (!TableSession_CanUndo(&s, why, sizeof why)) {
        fail_msg("cannot undo: %s", why);
    }
    assert_true(TableSession_Undo(&s));
    assert_true(s.rec.count < 12);
    /* The state is the old partie's after the actions left, and the file written is still of revision 1. */
    PiquetState want;
    GameRecord head;
    GameRecord_InitLike(&head, &saved.rec);
    for (int i = 0; i < s.rec.count; i++) {
        assert_true(GameRecord_Push(&head, saved.rec.actions[i]));
    }
    assert_true(Game_Replay(&head, -1, (GameState *)(void *)&want, &err));
    assert_true(Piquet_Hash((const PiquetState *)(const void *)s.st) == Piquet_Hash(&want));
    assert_int_equal(want.rules, 1);
    assert_null(strstr(ReadUserFile("piquet-old.txt"), "\nrules "));
    GameRecord_Free(&head);
    TableSession_Free(&s);
    TableSaved_Free(&saved);
}

/* A new game at the table is saved with this build's revision and resumes under it. */
static void test_new_table_save_keeps_its_revision(void **state)
{
    (void)state;
    GameSeating seating = Seating_OneAgainst(4, GAME_AI_EASY);
    TableSession s;
    assert_true(TableSession_Start(&s, &Bridge_Rules, 0, 16, &seating, "bridge-new.txt"));
    assert_true(TableSession_Save(&s));
    assert_non_null(strstr(ReadUserFile("bridge-new.txt"), "\nrules 2\nseed 16\n"));
    TableSaved saved;
    char message[1024];
    assert_int_equal(TableStore_LoadGame("bridge-new.txt", "test", &Bridge_Rules, &saved, message, sizeof message),
                     TABLE_STORE_OK);
    assert_int_equal(saved.rec.revision, 2);
    assert_int_equal(((const BridgeState *)(const void *)saved.st)->dealer, 2); /* North, by the laws' cut */
    assert_true(Bridge_Hash((const BridgeState *)(const void *)saved.st) ==
                Bridge_Hash((const BridgeState *)(const void *)s.st));
    TableSaved_Free(&saved);
    TableSession_Free(&s);
}

/* A save from a newer Parlour is refused with both revisions named, and kept aside, not lost. */
static void test_newer_revision_refused(void **state)
{
    (void)state;
    FILE *f = fopen(UserFile("newer.txt"), "w");
    assert_non_null(f);
    fputs("parlour-game 1\ngame piquet\nvariant cent\nrules 7\nseed 11\ntable-seats person medium\n", f);
    fclose(f);
    TableSaved saved;
    char message[1024];
    assert_int_equal(TableStore_LoadGame("newer.txt", "Your saved Piquet game", &Piquet_Rules, &saved, message,
                                         sizeof message),
                     TABLE_STORE_CORRUPT);
    assert_non_null(strstr(message, "line 4"));
    assert_non_null(strstr(message, "Piquet rules revision 7"));
    assert_non_null(strstr(message, "up to 2"));
    assert_int_equal(access(UserFile("newer.txt.corrupt-1"), F_OK), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_old_table_saves_resume, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_undo_in_an_old_partie, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_new_table_save_keeps_its_revision, SetUp, TearDown),
        cmocka_unit_test_setup_teardown(test_newer_revision_refused, SetUp, TearDown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
