/* test_patience_save.c: Poker Patience saves replayed exactly, bad saves refused, statistics round trips. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "patience/patience.h"
#include "patience/patience_save.h"
#include "patience/patience_stats.h"
#include "rng.h"

/* The book's Serpent problem laid as its 81 solution: cells of the floating board, first card at the centre. */
static const char kSerpent81[] = "parlour-patience 1\n"
                                 "variant serpent english\n"
                                 "seed 0\n"
                                 "deal 6D 5S QC QD QH 10H 10C 6H 3C JH AH 5H 8H KH QS 4H 2C 2D 7H JS 3S 3H 3D 6S 2H\n"
                                 "moves 40 41 32 31 22 23 14 13 12 21 20 11 10 19 28 37 46 47 38 29 30 39 48 49 50\n";

static PatienceVariant Variant(PatienceLayout layout, PatienceTable table)
{
    PatienceVariant v = {layout, table};
    return v;
}

/* Plays `count` random legal placements (fewer if a serpent gets stuck). */
static void PlayRandom(PatienceGame *g, Rng *rng, int count)
{
    for (int i = 0; i < count && !Patience_IsComplete(g); i++) {
        uint8_t cells[PATIENCE_CELLS];
        int n = Patience_LegalCells(g, cells);
        if (n == 0) {
            return;
        }
        int cell = cells[Rng_Below(rng, (uint64_t)n)];
        assert_int_equal(Patience_Place(g, Patience_CellRow(cell), Patience_CellCol(cell)), PATIENCE_OK);
    }
}

static void test_round_trip(void **state)
{
    (void)state;
    Rng rng = Rng_Make(5);
    for (int layout = 0; layout < PATIENCE_LAYOUT_COUNT; layout++) {
        for (int table = 0; table < PATIENCE_TABLE_COUNT; table++) {
            for (int length = 0; length <= 25; length += 5) {
                PatienceGame g;
                Patience_NewGame(&g, Variant((PatienceLayout)layout, (PatienceTable)table),
                                 1000u + (uint64_t)(layout * 100 + table * 10 + length));
                PlayRandom(&g, &rng, length);
                char text[PATIENCE_SAVE_MAX];
                size_t len = Patience_Save(&g, text, sizeof text);
                assert_true(len < sizeof text);
                assert_int_equal(len, strlen(text));
                PatienceGame back;
                PatienceLoadError err;
                assert_true(Patience_Load(text, &back, &err));
                assert_int_equal(Patience_StateHash(&back), Patience_StateHash(&g));
                assert_int_equal(back.placed, g.placed);
                assert_int_equal(Patience_Score(&back), Patience_Score(&g));
                /* Saving the loaded game gives the same text. */
                char again[PATIENCE_SAVE_MAX];
                Patience_Save(&back, again, sizeof again);
                assert_string_equal(again, text);
            }
        }
    }
    /* A short buffer is truncated safely and the needed length is still told. */
    PatienceGame g;
    Patience_NewGame(&g, Patience_DefaultVariant(), 77);
    char small[16];
    size_t need = Patience_Save(&g, small, sizeof small);
    assert_true(need > sizeof small);
    assert_int_equal(strlen(small), sizeof small - 1);
}

static void ExpectError(const char *text, int line, const char *fragment)
{
    PatienceGame g;
    Patience_NewGame(&g, Patience_DefaultVariant(), 1);
    uint64_t before = Patience_StateHash(&g);
    PatienceLoadError err;
    assert_false(Patience_Load(text, &g, &err));
    if (strstr(err.message, fragment) == NULL || err.line != line) {
        print_error("expected line %d and \"%s\", got line %d: %s\n", line, fragment, err.line, err.message);
        fail();
    }
    assert_int_equal(Patience_StateHash(&g), before); /* a refused load leaves the game alone */
}

static void test_load_book_serpent(void **state)
{
    (void)state;
    /* The 81 solution's path, computed from the square: the deal laid at these cells. */
    static const int cells[25] = {40, 41, 32, 31, 22, 23, 14, 13, 12, 21, 20, 11, 10,
                                  19, 28, 37, 46, 47, 38, 29, 30, 39, 48, 49, 50};
    char text[PATIENCE_SAVE_MAX];
    int n = snprintf(text, sizeof text,
                     "# Bergholt's problem, the book's solution\r\n"
                     "parlour-patience 1\r\n\r\nvariant serpent english\r\nseed 0\r\n"
                     "deal 6D 5S QC QD QH 10H 10C 6H 3C JH AH 5H 8H KH QS 4H 2C 2D 7H JS 3S 3H 3D 6S 2H\r\nmoves");
    for (int i = 0; i < 25; i++) {
        n += snprintf(text + n, sizeof text - (size_t)n, " %d", cells[i]);
    }
    snprintf(text + n, sizeof text - (size_t)n, "\r\n");
    PatienceGame g;
    PatienceLoadError err;
    if (!Patience_Load(text, &g, &err)) {
        print_error("%s\n", err.message);
        fail();
    }
    assert_true(Patience_IsComplete(&g));
    assert_int_equal(Patience_Score(&g), 81);
    assert_int_equal(g.variant.layout, PATIENCE_LAYOUT_SERPENT);
}

static void test_load_refusals(void **state)
{
    (void)state;
    PatienceGame g;
    Patience_NewGame(&g, Patience_DefaultVariant(), 4242);
    Rng rng = Rng_Make(1);
    PlayRandom(&g, &rng, 25);
    char good[PATIENCE_SAVE_MAX];
    Patience_Save(&g, good, sizeof good);
    PatienceGame back;
    assert_true(Patience_Load(good, &back, NULL));

    char bad[PATIENCE_SAVE_MAX];
    /* Version. */
    snprintf(bad, sizeof bad, "%s", good);
    bad[strlen("parlour-patience ")] = '2';
    ExpectError(bad, 1, "unsupported version");
    ExpectError("hello\n", 1, "not a Poker Patience file");
    ExpectError("", 0, "empty");
    /* A tampered move: the 3rd move sent far from the layout. */
    snprintf(bad, sizeof bad, "parlour-patience 1\nvariant hoyle english\nseed 4242\nmoves 40 %d 0\n",
             g.moves[1] == 31 ? 41 : 31);
    ExpectError(bad, 4, "move 3");
    ExpectError(bad, 4, "touch");
    /* A move that is not a cell. */
    ExpectError("parlour-patience 1\nvariant hoyle english\nseed 4242\nmoves 40 81\n", 4, "move 2 is not a cell");
    ExpectError("parlour-patience 1\nvariant hoyle english\nseed 4242\nmoves 40 x\n", 4, "move 2 is not a cell");
    ExpectError("parlour-patience 1\nvariant hoyle english\nseed 4242\nmoves 39\n", 4, "first card starts");
    /* A duplicate card in an explicit deal. */
    ExpectError("parlour-patience 1\nvariant serpent english\nseed 0\n"
                "deal 6D 5S QC QD QH 10H 10C 6H 3C JH AH 5H 8H KH QS 4H 2C 2D 7H JS 3S 3H 3D 6S 6D\n",
                4, "card 25 of the deal (6D) appears twice");
    ExpectError("parlour-patience 1\nvariant serpent english\nseed 0\ndeal 6D 5S QC\n", 4, "3 cards");
    ExpectError("parlour-patience 1\nvariant serpent english\nseed 0\ndeal 6D 5S JK\n", 4, "");
    ExpectError("parlour-patience 1\nvariant serpent english\nseed 0\ndeal 6D 5S 1X\n", 4, "is not a card");
    /* The written deal is not the seed's. */
    snprintf(bad, sizeof bad, "%s", good);
    char *deal = strstr(bad, "deal ");
    assert_non_null(deal);
    char *second = strchr(deal + 5, ' ') + 1; /* swap the first two cards */
    char first[4], next[4];
    assert_int_equal(sscanf(deal + 5, "%3s %3s", first, next), 2);
    char rebuilt[PATIENCE_SAVE_MAX];
    snprintf(rebuilt, sizeof rebuilt, "%.*s%s %s%s", (int)(deal + 5 - bad), bad, next, first, second + strlen(next));
    ExpectError(rebuilt, 4, "not the one seed 4242 gives");
    /* Variant and structure. */
    ExpectError("parlour-patience 1\nvariant round english\nseed 1\n", 2, "unknown layout \"round\"");
    ExpectError("parlour-patience 1\nvariant hoyle french\nseed 1\n", 2, "unknown table \"french\"");
    ExpectError("parlour-patience 1\nvariant hoyle\nseed 1\n", 2, "expected \"variant LAYOUT TABLE\"");
    ExpectError("parlour-patience 1\nseed 1\n", 0, "no \"variant\" line");
    ExpectError("parlour-patience 1\nvariant hoyle english\n", 0, "no \"seed\" line");
    ExpectError("parlour-patience 1\nvariant hoyle english\nseed 0\n", 0, "no \"deal\" line");
    ExpectError("parlour-patience 1\nvariant hoyle english\nseed -3\n", 3, "whole number");
    ExpectError("parlour-patience 1\nvariant hoyle english\nseed 1\nseed 2\n", 4, "given twice (first on line 3)");
    ExpectError("parlour-patience 1\nvariant hoyle english\nseed 1\nscore 99\n", 4, "unknown key \"score\"");
    /* Too many moves: 26 cells. */
    char many[PATIENCE_SAVE_MAX];
    int n = snprintf(many, sizeof many, "parlour-patience 1\nvariant free english\nseed 1\nmoves");
    for (int i = 0; i < 26; i++) {
        n += snprintf(many + n, sizeof many - (size_t)n, " %d", 20 + i);
    }
    ExpectError(many, 4, "more than 25 moves");
    /* A seed with no deal line stands for its deal. */
    assert_true(Patience_Load("parlour-patience 1\nvariant free american\nseed 4242\nmoves 20 21\n", &back, NULL));
    assert_int_equal(back.placed, 2);
    assert_memory_equal(back.deal, g.deal, sizeof g.deal);
}

static bool RecordsEqual(const PatienceRecord *a, const PatienceRecord *b)
{
    return a->games == b->games && a->totalScore == b->totalScore && a->best == b->best && a->bestSeed == b->bestSeed &&
           a->undos == b->undos && a->gamesWithUndo == b->gamesWithUndo &&
           memcmp(a->histogram, b->histogram, sizeof a->histogram) == 0 &&
           memcmp(a->hands, b->hands, sizeof a->hands) == 0;
}

static void FillStats(PatienceStats *stats)
{
    PatienceStats_Clear(stats);
    Rng rng = Rng_Make(8);
    for (int i = 0; i < 60; i++) {
        PatienceLayout layout = (PatienceLayout)(i % 2 == 0 ? PATIENCE_LAYOUT_HOYLE : PATIENCE_LAYOUT_FREE);
        PatienceTable table = (PatienceTable)(i % 3 == 0);
        PatienceGame g;
        Patience_NewGame(&g, Variant(layout, table), (uint64_t)i + 1);
        PlayRandom(&g, &rng, 25);
        assert_true(PatienceStats_Record(stats, &g, i % 4 == 0 ? i % 7 + 1 : 0));
    }
}

static void test_stats(void **state)
{
    (void)state;
    PatienceStats stats;
    PatienceStats_Clear(&stats);
    PatienceGame g;
    Patience_NewGame(&g, Patience_DefaultVariant(), 9);
    assert_false(PatienceStats_Record(&stats, &g, 0)); /* not complete */

    /* The book's 81: one game, the hands it made, best and histogram. */
    assert_true(Patience_Load(kSerpent81, &g, NULL));
    assert_true(PatienceStats_Record(&stats, &g, 2));
    PatienceVariant serpent = Variant(PATIENCE_LAYOUT_SERPENT, PATIENCE_TABLE_ENGLISH);
    const PatienceRecord *r = PatienceStats_Get(&stats, serpent);
    assert_int_equal(r->games, 1);
    assert_int_equal(r->best, 81);
    assert_int_equal(r->totalScore, 81);
    assert_int_equal(r->undos, 2);
    assert_int_equal(r->gamesWithUndo, 1);
    assert_int_equal(r->histogram[8], 1);
    assert_int_equal(r->hands[POKER_STRAIGHT_FLUSH], 1);
    assert_int_equal(r->hands[POKER_THREES], 2);
    assert_int_equal(r->hands[POKER_NOTHING], 3);
    assert_int_equal(r->hands[POKER_FOURS], 1);
    assert_int_equal(PatienceStats_Bucket(PATIENCE_TABLE_ENGLISH, 500), PATIENCE_STATS_BUCKETS - 1);
    assert_int_equal(PatienceStats_Bucket(PATIENCE_TABLE_AMERICAN, 124), 4);

    /* Round trip. */
    FillStats(&stats);
    char text[PATIENCE_STATS_TEXT_MAX];
    size_t len = PatienceStats_Serialise(&stats, text, sizeof text);
    assert_true(len < sizeof text);
    PatienceStats back;
    PatienceStatsError err;
    if (!PatienceStats_Parse(text, &back, &err)) {
        print_error("%s\n%s", err.message, text);
        fail();
    }
    for (int l = 0; l < PATIENCE_LAYOUT_COUNT; l++) {
        for (int t = 0; t < PATIENCE_TABLE_COUNT; t++) {
            assert_true(RecordsEqual(&stats.records[l][t], &back.records[l][t]));
        }
    }
    const PatienceRecord *hoyle = PatienceStats_Get(&back, Patience_DefaultVariant());
    assert_int_equal(hoyle->games, 20);
    char again[PATIENCE_STATS_TEXT_MAX];
    PatienceStats_Serialise(&back, again, sizeof again);
    assert_string_equal(again, text);

    PatienceStats empty;
    PatienceStats_Clear(&empty);
    PatienceStats_Serialise(&empty, again, sizeof again);
    assert_string_equal(again, "parlour-patience-stats 1\n");
    assert_true(PatienceStats_Parse(again, &back, NULL));
    assert_int_equal(back.records[0][0].games, 0);
}

static void ExpectStatsError(const char *text, int line, const char *fragment)
{
    PatienceStats stats;
    PatienceStats_Clear(&stats);
    stats.records[0][0].games = 12345;
    PatienceStatsError err;
    assert_false(PatienceStats_Parse(text, &stats, &err));
    if (strstr(err.message, fragment) == NULL || err.line != line) {
        print_error("expected line %d and \"%s\", got line %d: %s\n", line, fragment, err.line, err.message);
        fail();
    }
    assert_int_equal(stats.records[0][0].games, 12345); /* untouched */
}

/* Replaces the first occurrence of `from` in text by `to`, into out. */
static void Replace(const char *text, const char *from, const char *to, char *out, size_t size)
{
    const char *at = strstr(text, from);
    assert_non_null(at);
    snprintf(out, size, "%.*s%s%s", (int)(at - text), text, to, at + strlen(from));
}

static void test_stats_corrupt(void **state)
{
    (void)state;
    PatienceStats stats;
    FillStats(&stats);
    char text[PATIENCE_STATS_TEXT_MAX];
    PatienceStats_Serialise(&stats, text, sizeof text);
    char bad[PATIENCE_STATS_TEXT_MAX];

    ExpectStatsError("parlour-patience-stats 2\n", 1, "first line");
    ExpectStatsError("", 0, "empty");
    Replace(text, "hoyle english total ", "hoyle english total x", bad, sizeof bad);
    ExpectStatsError(bad, 3, "total needs 1 whole numbers");
    Replace(text, "hoyle english best", "hoyle english worst", bad, sizeof bad);
    ExpectStatsError(bad, 4, "unknown field \"worst\"");
    Replace(text, "hoyle english", "hoyle welsh", bad, sizeof bad);
    ExpectStatsError(bad, 2, "unknown layout or table");
    /* A torn file: the histogram no longer adds up to the games. */
    Replace(text, "hoyle english games ", "hoyle english games 1", bad, sizeof bad);
    ExpectStatsError(bad, 6, "the histogram counts");
    /* A missing line. */
    const char *hands = strstr(text, "hoyle english hands");
    assert_non_null(hands);
    const char *end = strchr(hands, '\n') + 1;
    snprintf(bad, sizeof bad, "%.*s%s", (int)(hands - text), text, end);
    ExpectStatsError(bad, 2, "\"hands\" line is missing");
    /* A field twice. */
    size_t used = strlen(text);
    memcpy(bad, text, used);
    snprintf(bad + used, sizeof bad - used, "hoyle english games 3\n");
    int lines = 0;
    for (const char *p = bad; *p != '\0'; p++) {
        lines += *p == '\n';
    }
    ExpectStatsError(bad, lines, "given twice (first on line 2)");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip),    cmocka_unit_test(test_load_book_serpent),
        cmocka_unit_test(test_load_refusals), cmocka_unit_test(test_stats),
        cmocka_unit_test(test_stats_corrupt),
    };
    return cmocka_run_group_tests(tests, 0, NULL);
}
