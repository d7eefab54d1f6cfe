/* test_patience_serpent.c: the rook's path table, the exact Serpent solver, and checking serpent layouts. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>
#include <time.h>

#include "patience/patience_challenge.h"
#include "patience/patience_serpent.h"
#include "rng.h"

static const char kBook78[] = "8H 5H 3C 6H 10C / KH AH JH QH 10H / QS 4H 2C QD QC / 6S 2H 2D 7H 5S / 3D 3H 3S JS 6D";
static const char kBook81[] = "8H 5H 3C 6H 10C / KH AH JH QH 10H / QS JS 3S QD QC / 4H 7H 3H 6D 5S / 2C 2D 3D 6S 2H";

static void Parse25(const char *text, Card out[PATIENCE_CARDS])
{
    assert_int_equal(Card_ParseList(text, out, PATIENCE_CARDS, NULL), PATIENCE_CARDS);
}

/* A plain count of rook's paths, without the table's pruning, to check the table against. */
static long CountFrom(int cell, uint32_t used, int depth)
{
    if (depth == PATIENCE_SERPENT_SQUARE) {
        return 1;
    }
    long n = 0;
    int row = cell / 5, col = cell % 5;
    int next[4] = {row > 0 ? cell - 5 : -1, col > 0 ? cell - 1 : -1, col < 4 ? cell + 1 : -1, row < 4 ? cell + 5 : -1};
    for (int i = 0; i < 4; i++) {
        if (next[i] >= 0 && (used >> next[i] & 1u) == 0) {
            n += CountFrom(next[i], used | 1u << next[i], depth + 1);
        }
    }
    return n;
}

static void test_path_table(void **state)
{
    (void)state;
    long plain = 0;
    for (int start = 0; start < 25; start++) {
        plain += CountFrom(start, 1u << start, 1);
    }
    assert_int_equal(plain, PATIENCE_SERPENT_PATHS);
    assert_null(PatienceSerpent_Path(-1));
    assert_null(PatienceSerpent_Path(PATIENCE_SERPENT_PATHS));
    const uint8_t *previous = NULL;
    for (int i = 0; i < PATIENCE_SERPENT_PATHS; i++) {
        const uint8_t *path = PatienceSerpent_Path(i);
        assert_non_null(path);
        assert_true(PatienceSerpent_IsRookPath(path));
        /* Strictly increasing in lexicographic order: all distinct, and in the documented order. */
        if (previous != NULL) {
            assert_true(memcmp(previous, path, PATIENCE_CARDS) < 0);
        }
        previous = path;
    }
    uint8_t broken[PATIENCE_CARDS];
    memcpy(broken, PatienceSerpent_Path(0), sizeof broken);
    uint8_t t = broken[3];
    broken[3] = broken[4];
    broken[4] = t;
    assert_false(PatienceSerpent_IsRookPath(broken));
    broken[0] = 25;
    assert_false(PatienceSerpent_IsRookPath(broken));
}

/* The eight symmetries of the square, as a map of cells. */
static int Symmetry(int g, int cell)
{
    int r = cell / 5, c = cell % 5;
    for (int i = 0; i < (g & 3); i++) {
        int nr = c, nc = 4 - r;
        r = nr;
        c = nc;
    }
    if (g & 4) {
        c = 4 - c;
    }
    return r * 5 + c;
}

static void test_book_problem(void **state)
{
    (void)state;
    Card deal[PATIENCE_CARDS];
    PatienceSerpent_BookProblem(deal);
    char first[CARD_TEXT_MAX], last[CARD_TEXT_MAX];
    assert_string_equal(Card_Format(deal[0], first), "6D");
    assert_string_equal(Card_Format(deal[24], last), "2H");
    PatienceSerpentSolution s;
    assert_true(PatienceSerpent_Solve(deal, PATIENCE_TABLE_ENGLISH, &s));
    assert_int_equal(s.best, 81);
    assert_int_equal(s.bestPaths, 8);
    assert_true(s.worst >= 0 && s.worst < s.best);
    assert_int_equal(Patience_ScoreSquare(s.square, PATIENCE_TABLE_ENGLISH, NULL), 81);
    /* The best layout is the book's solution turned or mirrored; every one of the eight images is legal and 81. */
    Card book[PATIENCE_CARDS];
    Parse25(kBook81, book);
    int matches = 0;
    for (int g = 0; g < 8; g++) {
        Card image[PATIENCE_CARDS];
        for (int cell = 0; cell < 25; cell++) {
            image[Symmetry(g, cell)] = book[cell];
        }
        matches += memcmp(image, s.square, sizeof image) == 0;
        PatienceSerpentCheck check;
        assert_true(PatienceSerpent_CheckSquare(deal, image, PATIENCE_TABLE_ENGLISH, &check));
        assert_int_equal(check.score, 81);
    }
    assert_int_equal(matches, 1);
    /* Played through the game's own rules, the best path is a complete serpent scoring 81. */
    PatienceGame game;
    int placed = 0;
    assert_true(PatienceSerpent_PlayPath(&game, PATIENCE_TABLE_ENGLISH, deal, s.path, &placed));
    assert_int_equal(placed, 25);
    assert_true(Patience_IsComplete(&game));
    assert_int_equal(Patience_Score(&game), 81);
}

static void test_book_layouts_checked(void **state)
{
    (void)state;
    Card deal[PATIENCE_CARDS], square[PATIENCE_CARDS];
    PatienceSerpent_BookProblem(deal);
    PatienceSerpentCheck check;
    Parse25(kBook78, square);
    assert_true(PatienceSerpent_CheckSquare(deal, square, PATIENCE_TABLE_ENGLISH, &check));
    assert_int_equal(check.verdict, PATIENCE_SERPENT_LEGAL);
    assert_int_equal(check.score, 78); /* legal, and short of the best */
    assert_int_equal(check.card, -1);
    assert_true(PatienceSerpent_IsRookPath(check.path));
    Parse25(kBook81, square);
    assert_true(PatienceSerpent_CheckSquare(deal, square, PATIENCE_TABLE_ENGLISH, &check));
    assert_int_equal(check.score, 81);

    /* The 81 with 3C and 2H swapped: the cards are the deal's, but the ninth card no longer follows the eighth. */
    Parse25("8H 5H 2H 6H 10C / KH AH JH QH 10H / QS JS 3S QD QC / 4H 7H 3H 6D 5S / 2C 2D 3D 6S 3C", square);
    assert_false(PatienceSerpent_CheckSquare(deal, square, PATIENCE_TABLE_ENGLISH, &check));
    assert_int_equal(check.verdict, PATIENCE_SERPENT_BROKEN_PATH);
    assert_int_equal(check.card, 8); /* 3C, the ninth card, now lies far from 6H */
    assert_int_equal(check.status, PATIENCE_NOT_NEXT_TO_LAST);
    assert_string_equal(check.message, "card 9, 3C, does not follow card 8, 6H: a card must lie directly above, "
                                       "below, left or right of the card laid last");
    assert_true(check.score >= 0);

    Parse25("8H 5H AS 6H 10C / KH AH JH QH 10H / QS JS 3S QD QC / 4H 7H 3H 6D 5S / 2C 2D 3D 6S 2H", square);
    assert_false(PatienceSerpent_CheckSquare(deal, square, PATIENCE_TABLE_ENGLISH, &check));
    assert_int_equal(check.verdict, PATIENCE_SERPENT_CARDS_DIFFER);
    assert_int_equal(check.card, 8);
    assert_string_equal(check.message, "the layout does not hold 3C, card 9 of the deal");

    Card badDeal[PATIENCE_CARDS];
    memcpy(badDeal, deal, sizeof badDeal);
    badDeal[5] = badDeal[4];
    assert_false(PatienceSerpent_CheckSquare(badDeal, square, PATIENCE_TABLE_ENGLISH, &check));
    assert_int_equal(check.verdict, PATIENCE_SERPENT_BAD_DEAL);
    PatienceSerpentSolution s;
    assert_false(PatienceSerpent_Solve(badDeal, PATIENCE_TABLE_ENGLISH, &s));
    assert_false(PatienceSerpent_Solve(deal, PATIENCE_TABLE_COUNT, &s));
}

/* The solver's own line scorer against Patience_ScoreSquare on every path of several deals and both tables. */
static void test_solver_matches_plain_scoring(void **state)
{
    (void)state;
    Card deals[6][PATIENCE_CARDS];
    PatienceSerpent_BookProblem(deals[0]);
    /* A deal rich in straight flushes, with a royal one, for the American table. */
    Parse25("AH KH QH JH 10H 9H 2C 3C 4C 5C 6C 2D 3D 4D 5D 6D 2S 3S 4S 5S 6S 7H 8H 7D 7S", deals[1]);
    for (int i = 2; i < 6; i++) {
        PatienceSerpent_SeedProblem((uint64_t)i * 7919u, deals[i]);
    }
    for (int d = 0; d < 6; d++) {
        for (int table = 0; table < PATIENCE_TABLE_COUNT; table++) {
            int best = -1, count = 0, worst = 1 << 30;
            for (int p = 0; p < PATIENCE_SERPENT_PATHS; p++) {
                Card square[PATIENCE_CARDS];
                assert_true(PatienceSerpent_SquareOfPath(deals[d], PatienceSerpent_Path(p), square));
                int score = Patience_ScoreSquare(square, (PatienceTable)table, NULL);
                if (score > best) {
                    best = score;
                    count = 0;
                }
                count += score == best;
                worst = score < worst ? score : worst;
            }
            PatienceSerpentSolution s;
            assert_true(PatienceSerpent_Solve(deals[d], (PatienceTable)table, &s));
            assert_int_equal(s.best, best);
            assert_int_equal(s.bestPaths, count);
            assert_int_equal(s.worst, worst);
        }
    }
}

static void test_seed_problems(void **state)
{
    (void)state;
    Card deal[PATIENCE_CARDS];
    PatienceSerpent_SeedProblem(1, deal);
    PatienceGame game;
    Patience_NewGame(&game, Patience_DefaultVariant(), 1);
    assert_memory_equal(deal, game.deal, sizeof deal);
    /* A generated problem's best is at least as good as any path, and some path reaches it. */
    PatienceSerpentSolution s;
    assert_true(PatienceSerpent_Solve(deal, PATIENCE_TABLE_ENGLISH, &s));
    assert_true(s.bestPaths >= 1 && s.best >= s.worst);
    /* Paths come in symmetric families of 8 (no directed path is its own image), so ties come in eights too. */
    assert_int_equal(s.bestPaths % 8, 0);
}

static double Seconds(void)
{
    return (double)clock() / CLOCKS_PER_SEC;
}

/* A few milliseconds a problem; the bound is loose for sanitizer builds and busy machines. */
static void test_solver_speed(void **state)
{
    (void)state;
    PatienceSerpent_Prepare();
    Card deal[PATIENCE_CARDS];
    PatienceSerpentSolution s;
    double start = Seconds();
    for (int i = 0; i < 20; i++) {
        PatienceSerpent_SeedProblem((uint64_t)i, deal);
        assert_true(PatienceSerpent_Solve(deal, PATIENCE_TABLE_ENGLISH, &s));
    }
    double each = (Seconds() - start) / 20;
    print_message("serpent solve: %.2f ms a problem\n", each * 1000);
    assert_true(each < 0.25);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_path_table),           cmocka_unit_test(test_book_problem),
        cmocka_unit_test(test_book_layouts_checked), cmocka_unit_test(test_solver_matches_plain_scoring),
        cmocka_unit_test(test_seed_problems),        cmocka_unit_test(test_solver_speed),
    };
    return cmocka_run_group_tests(tests, 0, NULL);
}
