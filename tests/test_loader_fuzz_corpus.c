/* test_loader_fuzz_corpus.c: every player-file loader's fuzz invariants, on examples built by the game and on the corpus. */
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

#include "core/bezique/bezique.h"
#include "core/game/game.h"
#include "core/patience/patience.h"
#include "core/piquet/piquet.h"
#include "core/patience/patience_stats.h"
#include "games/bezique/bezique_scenes.h"
#include "games/patience/challenges/patience_challenge_store.h"
#include "games/patience/multiplayer/patience_multi_store.h"
#include "games/patience/patience_store.h"
#include "games/table/table_game.h"
#include "games/table/table_store.h"
#include "loader_checks.h"
#include "platform/settings.h"

#define EXAMPLES 4
#define TEXT_MAX (256 * 1024)

/*
 * Examples of every file as the game writes them, built through the same
 * functions the game saves with. Each must be accepted and round-trip. Run
 * with PARLOUR_FUZZ_WRITE_SEEDS=DIR to write them out as the fuzzer's seed
 * corpus (DIR/corpus-<loader>/seed-N; tests/fuzz holds the committed one).
 */
static char sText[TEXT_MAX];

static void PlaySome(PatienceGame *g, uint64_t seed, int placements)
{
    Patience_NewGame(g, (PatienceVariant){PATIENCE_LAYOUT_FREE, PATIENCE_TABLE_ENGLISH}, seed);
    for (int i = 0; i < placements && !Patience_IsComplete(g); i++) {
        uint8_t cells[PATIENCE_CELLS];
        int n = Patience_LegalCells(g, cells);
        assert_true(n > 0);
        int cell = cells[(seed + (uint64_t)i * 7) % (uint64_t)n];
        assert_int_equal(Patience_Place(g, Patience_CellRow(cell), Patience_CellCol(cell)), PATIENCE_OK);
    }
}

/* Writes the k-th example of a loader into sText; returns its length. */
static size_t Example(FuzzLoader loader, int k)
{
    size_t len = 0;
    switch (loader) {
    case FUZZ_SETTINGS: {
        Settings s = Settings_Defaults();
        s.fullscreen = k % 2 == 1;
        s.musicVolume = 10 * k;
        s.cardBack = k % 4;
        s.promptStyle = (PromptStyle)(k % PROMPT_STYLE_COUNT);
        len = Settings_Format(&s, sText, sizeof sText);
        break;
    }
    case FUZZ_TABLE_GAME: {
        GameRecord rec;
        GameRecord_Init(&rec, &Bezique_Rules, k % 2, 10 + (uint64_t)k);
        GameState *st = Game_NewState(&Bezique_Rules);
        assert_int_equal(Bezique_Rules.init(st, k % 2, 10 + (uint64_t)k), GAME_OK);
        Rng rng = Rng_Make(99 + (uint64_t)k);
        assert_true(Game_PlayRandom(&Bezique_Rules, st, &rec, &rng, 20 * k) >= 0);
        GameSeating seating = Seating_OneAgainst(2, (GameAiLevel)(k % GAME_AI_LEVEL_COUNT));
        if (k == 3) {
            seating.seat[1] = (GameSeat){SEAT_PERSON, GAME_AI_MEDIUM};
        }
        len = TableStore_FormatGame(&rec, &seating, k == 3 ? 1 : 0, k, true, sText, sizeof sText);
        GameRecord_Free(&rec);
        free(st);
        break;
    }
    case FUZZ_TABLE_STATS: {
        TableRecord rows[EXAMPLES];
        TableStats stats;
        memset(&stats, 0, sizeof stats);
        stats.rows = rows;
        stats.capacity = EXAMPLES;
        for (int i = 0; i <= k; i++) {
            TableRecord *r = &stats.rows[stats.count++];
            r->variant = i % 2;
            r->seating = Seating_OneAgainst(2, (GameAiLevel)(i % GAME_AI_LEVEL_COUNT));
            if (i == 3) {
                r->seating.seat[1] = (GameSeat){SEAT_PERSON, GAME_AI_MEDIUM};
            }
            r->games = 3 + i;
            r->wins[0] = 2;
            r->wins[1] = 1 + i;
            r->points[0] = 4100 * (i + 1);
            r->points[1] = i == 2 ? -150 : 2300; /* a side may end below zero (Five Hundred's) */
        }
        for (int i = 0; i < k; i++) {
            stats.counted[stats.countedCount++] = 0x9E3779B97F4A7C15ULL * (uint64_t)(i + 1); /* games counted */
        }
        len = TableStore_FormatStats(&Bezique_Rules, &stats, sText, sizeof sText);
        break;
    }
    case FUZZ_LOBBY_PREFS: {
        TableLobbyPrefs prefs;
        memset(&prefs, 0, sizeof prefs);
        prefs.variant = k % 2;
        for (int v = 0; v < 2; v++) {
            prefs.seating[v] = Seating_OneAgainst(2, (GameAiLevel)((k + v) % GAME_AI_LEVEL_COUNT));
        }
        len = TableLobbyPrefs_Format(&Bezique_TableGame, &prefs, sText, sizeof sText);
        break;
    }
    case FUZZ_PATIENCE_GAME: {
        PatienceGame g;
        PlaySome(&g, 5 + (uint64_t)k, 6 * k);
        len = PatienceStore_FormatGame(&g, k, k / 2, sText, sizeof sText);
        break;
    }
    case FUZZ_PATIENCE_STATS: {
        static PatienceStats stats;
        PatienceStats_Clear(&stats);
        for (int i = 0; i <= k; i++) {
            PatienceGame g;
            PlaySome(&g, 40 + (uint64_t)i, PATIENCE_CELLS);
            assert_true(PatienceStats_Record(&stats, &g, i % 2));
            if (i > 0) {
                PatienceStats_MarkCounted(&stats, PatienceStats_GameKey(&g, i % 2, 0)); /* games counted */
            }
        }
        len = PatienceStats_Serialise(&stats, sText, sizeof sText);
        break;
    }
    case FUZZ_CHALLENGE_RECORDS: {
        static PatienceChallengeRecords r;
        assert_true(PatienceChallengeRecords_Parse("", &r, NULL, 0) || true);
        memset(&r, 0, sizeof r);
        PatienceChallenge book = PatienceChallenge_Book();
        for (int i = 0; i < k; i++) {
            PatienceChallengeRecords_AddSerpent(&r, &book, 70 + i, 81);
            PatienceDailyResult d = {20000 + i, i % 2 == 1, 60 + i, 0};
            PatienceChallengeRecords_AddDaily(&r, d);
        }
        len = PatienceChallengeRecords_Serialise(&r, sText, sizeof sText);
        break;
    }
    case FUZZ_MULTI_RECORDS: {
        static PmRecords r;
        PatienceMultiRecords_Clear(&r);
        const char *names[3] = {"Ada", "Ben", "Clara"};
        for (int i = 0; i < k; i++) {
            int scores[3] = {60 + i, 70 - i, 65};
            PatienceMultiRecords_Add(&r, names, scores, 3);
        }
        len = PatienceMultiRecords_Serialise(&r, sText, sizeof sText);
        break;
    }
    case FUZZ_MULTI_GAME: {
        static PmSavedGame g;
        memset(&g, 0, sizeof g);
        g.setup.mode = k % 2 == 0 ? PM_SPLIT : PM_PASS;
        g.setup.variant = (PatienceVariant){PATIENCE_LAYOUT_FREE, PATIENCE_TABLE_ENGLISH};
        g.setup.count = 2 + k % 3;
        g.seed = 7 + (uint64_t)k;
        for (int p = 0; p < g.setup.count; p++) {
            snprintf(g.setup.seats[p].name, PM_NAME_MAX, "Player %d", p + 1);
            g.setup.seats[p].colour = p;
            g.setup.seats[p].pad = g.setup.mode == PM_SPLIT ? p - 1 : PM_KEYBOARD;
            Patience_NewGame(&g.games[p], g.setup.variant, g.seed);
        }
        /* Split screen: everyone lays the same number of cards. Pass and play: the first player's turn. */
        for (int i = 0; i < k; i++) {
            for (int p = 0; p < (g.setup.mode == PM_SPLIT ? g.setup.count : 1); p++) {
                uint8_t cells[PATIENCE_CELLS];
                int n = Patience_LegalCells(&g.games[p], cells);
                int cell = cells[(p + i) % n];
                Patience_Place(&g.games[p], Patience_CellRow(cell), Patience_CellCol(cell));
            }
        }
        len = PatienceMultiGame_Serialise(&g, sText, sizeof sText);
        break;
    }
    case FUZZ_GAME_RECORD: {
        GameRecord rec;
        GameRecord_Init(&rec, &Bezique_Rules, k % 2, 30 + (uint64_t)k);
        GameState *st = Game_NewState(&Bezique_Rules);
        assert_int_equal(Bezique_Rules.init(st, k % 2, 30 + (uint64_t)k), GAME_OK);
        Rng rng = Rng_Make(7 + (uint64_t)k);
        assert_true(Game_PlayRandom(&Bezique_Rules, st, &rec, &rng, 40 * k) >= 0);
        len = GameRecord_Save(&rec, sText, sizeof sText);
        GameRecord_Free(&rec);
        free(st);
        break;
    }
    case FUZZ_PIQUET_GAME: {
        /* A partie of each form, a few dozen random moves in (k = 3: two people at the table, the second viewing). */
        int variant = k % PIQUET_VARIANT_COUNT;
        GameRecord rec;
        GameRecord_Init(&rec, &Piquet_Rules, variant, 40 + (uint64_t)k);
        GameState *st = Game_NewState(&Piquet_Rules);
        assert_int_equal(Piquet_Rules.init(st, variant, 40 + (uint64_t)k), GAME_OK);
        Rng rng = Rng_Make(5 + (uint64_t)k);
        assert_true(Game_PlayRandom(&Piquet_Rules, st, &rec, &rng, 30 * k) >= 0);
        GameSeating seating = Seating_OneAgainst(2, (GameAiLevel)(k % GAME_AI_LEVEL_COUNT));
        if (k == 3) {
            seating.seat[1] = (GameSeat){SEAT_PERSON, GAME_AI_MEDIUM};
        }
        len = TableStore_FormatGame(&rec, &seating, k == 3 ? 1 : 0, k, k % 2 == 0, sText, sizeof sText);
        GameRecord_Free(&rec);
        free(st);
        break;
    }
    default: break;
    }
    assert_true(len > 0 && len < sizeof sText);
    return len;
}

static void WriteSeed(const char *dir, FuzzLoader loader, int k, size_t len)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/corpus-%s", dir, FuzzLoader_Name(loader));
    mkdir(path, 0755);
    snprintf(path, sizeof path, "%s/corpus-%s/seed-%d", dir, FuzzLoader_Name(loader), k);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(sText, 1, len, f), len);
    fclose(f);
}

static void test_examples_are_accepted_and_round_trip(void **state)
{
    (void)state;
    const char *seeds = getenv("PARLOUR_FUZZ_WRITE_SEEDS");
    for (int l = 0; l < FUZZ_LOADER_COUNT; l++) {
        for (int k = 0; k < EXAMPLES; k++) {
            size_t len = Example((FuzzLoader)l, k);
            int accepted = 0;
            const char *broken = FuzzLoader_Check((FuzzLoader)l, (const uint8_t *)sText, len, &accepted);
            if (broken != NULL || !accepted) {
                fail_msg("%s example %d: %s\n%s", FuzzLoader_Name((FuzzLoader)l), k,
                         broken != NULL ? broken : "refused", sText);
            }
            if (seeds != NULL) {
                WriteSeed(seeds, (FuzzLoader)l, k, len);
            }
        }
    }
}

/* Damaged copies of the examples: each cut short, and each with one byte changed, keeps every invariant. */
static void test_damaged_examples_keep_the_invariants(void **state)
{
    (void)state;
    static char copy[TEXT_MAX];
    for (int l = 0; l < FUZZ_LOADER_COUNT; l++) {
        size_t len = Example((FuzzLoader)l, EXAMPLES - 1);
        memcpy(copy, sText, len);
        for (size_t cut = 0; cut < len; cut += 1 + len / 97) {
            const char *broken = FuzzLoader_Check((FuzzLoader)l, (const uint8_t *)copy, cut, NULL);
            if (broken != NULL) {
                fail_msg("%s cut at %zu: %s", FuzzLoader_Name((FuzzLoader)l), cut, broken);
            }
        }
        static const char kBytes[] = {'0', '9', '-', ' ', '\n', 'x', '#', '=', '\0', (char)0xFF};
        for (size_t at = 0; at < len; at += 1 + len / 61) {
            for (size_t b = 0; b < sizeof kBytes; b++) {
                memcpy(copy, sText, len);
                copy[at] = kBytes[b];
                const char *broken = FuzzLoader_Check((FuzzLoader)l, (const uint8_t *)copy, len, NULL);
                if (broken != NULL) {
                    fail_msg("%s with byte %zu set to 0x%02x: %s", FuzzLoader_Name((FuzzLoader)l), at,
                             (unsigned char)kBytes[b], broken);
                }
            }
        }
    }
}

/* The committed seed corpus (and anything the fuzzer found and was kept there) still passes. */
static void test_corpus_keeps_the_invariants(void **state)
{
    (void)state;
    static char data[TEXT_MAX];
    int files = 0;
    for (int l = 0; l < FUZZ_LOADER_COUNT; l++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/corpus-%s", PARLOUR_FUZZ_DIR, FuzzLoader_Name((FuzzLoader)l));
        DIR *d = opendir(path);
        if (d == NULL) {
            fail_msg("no seed corpus at %s", path);
        }
        struct dirent *e;
        while ((e = readdir(d)) != NULL) {
            if (e->d_name[0] == '.') {
                continue;
            }
            char file[1400];
            snprintf(file, sizeof file, "%s/%s", path, e->d_name);
            FILE *f = fopen(file, "rb");
            assert_non_null(f);
            size_t n = fread(data, 1, sizeof data, f);
            fclose(f);
            int accepted = 0;
            const char *broken = FuzzLoader_Check((FuzzLoader)l, (const uint8_t *)data, n, &accepted);
            if (broken != NULL) {
                fail_msg("%s: %s", file, broken);
            }
            if (strncmp(e->d_name, "seed-", 5) == 0 && !accepted) {
                fail_msg("%s: a seed written by the game is refused", file);
            }
            files++;
        }
        closedir(d);
    }
    assert_true(files >= FUZZ_LOADER_COUNT * EXAMPLES);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_examples_are_accepted_and_round_trip),
        cmocka_unit_test(test_damaged_examples_keep_the_invariants),
        cmocka_unit_test(test_corpus_keeps_the_invariants),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
