/* test_patience_best.c: the best layout in hindsight: the exact search, its proofs and its bound. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "patience/patience.h"
#include "patience/patience_best.h"
#include "patience/patience_bound.h"
#include "patience/patience_cores.h"
#include "patience/patience_exact.h"
#include "patience/patience_score.h"

static PatienceVariant Variant(PatienceLayout layout, PatienceTable table)
{
    PatienceVariant v = {layout, table};
    return v;
}

/* The score of a square given as deal indices, row by row, by the rules' own scoring. */
static int SquareScore(const Card deal[PATIENCE_CARDS], const uint8_t square[PATIENCE_CARDS], PatienceTable table)
{
    Card sq[PATIENCE_CARDS];
    bool used[PATIENCE_CARDS] = {false};
    for (int cell = 0; cell < PATIENCE_CARDS; cell++) {
        assert_true(square[cell] < PATIENCE_CARDS);
        assert_false(used[square[cell]]); /* every card once */
        used[square[cell]] = true;
        sq[cell] = deal[square[cell]];
    }
    PatienceLine lines[PATIENCE_LINES];
    return Patience_ScoreSquare(sq, table, lines);
}

/* The bound of a deal that holds four straight flushes and fours is what the packing says. */
static void test_bound(void **state)
{
    (void)state;
    Card deal[PATIENCE_CARDS];
    /* Spades, hearts, diamonds 2-6 (three straight flushes), clubs 2-6, and the four sevens... minus one. */
    int k = 0;
    for (int s = 0; s < 4; s++) {
        for (int r = 2; r <= 6; r++) {
            deal[k++] = Card_Make(r, (Suit)s);
        }
    }
    for (int s = 0; s < 4; s++) {
        deal[k++] = Card_Make(7, (Suit)s);
    }
    deal[k++] = Card_Make(RANK_ACE, SUIT_SPADES);
    assert_int_equal(k, PATIENCE_CARDS);
    /* Four straight flushes (30 each) and the fours of sevens (16): 136 per split. */
    assert_int_equal(PatienceBound_Split(deal, PATIENCE_TABLE_ENGLISH), 4 * 30 + 16);
    /*
     * Columns crossing those rows hold one card of each: at best the fours of
     * each rank 2..6 (80), so 216, and this layout makes it (rows the straight
     * flushes and 7 7 7 7 A, columns the fours): the solver must prove it.
     */
    PatienceLayoutBound lb;
    assert_true(PatienceBound_Layout(deal, PATIENCE_TABLE_ENGLISH, 0, 1000000, NULL, NULL, &lb));
    assert_int_equal(lb.bound, 136 + 80);
    assert_int_equal(lb.best, 136 + 80);
    assert_true(lb.found);
    assert_int_equal(SquareScore(deal, lb.square, PATIENCE_TABLE_ENGLISH), 216);
    PatienceGame g;
    assert_true(Patience_NewGameWithDeal(&g, Variant(PATIENCE_LAYOUT_FREE, PATIENCE_TABLE_ENGLISH), 0, deal));
    PatienceBest best;
    assert_true(PatienceBest_Solve(&g, NULL, 1, 1, &best));
    assert_int_equal(best.score, 216);
    assert_true(best.proven);
}

/*
 * Deals where annealing alone stops short (93 and 78, free layout, English
 * table) and the exact search finds the deal's best and proves it: these
 * are the optima the unbudgeted search printed for seeds 20 and 21.
 */
static void test_exact_search_beats_annealing(void **state)
{
    (void)state;
    static const struct {
        uint64_t seed;
        int annealed, best;
    } kDeals[] = {{20, 93, 97}, {21, 78, 81}};
    for (size_t i = 0; i < sizeof kDeals / sizeof kDeals[0]; i++) {
        PatienceGame g, replay;
        Patience_NewGame(&g, Variant(PATIENCE_LAYOUT_FREE, PATIENCE_TABLE_ENGLISH), kDeals[i].seed);
        PatienceBest annealed, best;
        assert_true(PatienceBest_SolveWithNodes(&g, NULL, kDeals[i].seed, 0, 1, &annealed));
        assert_int_equal(annealed.score, kDeals[i].annealed);
        assert_false(annealed.proven);
        assert_true(PatienceBest_SolveWithNodes(&g, NULL, kDeals[i].seed, 0, 3000000, &best));
        assert_int_equal(best.score, kDeals[i].best);
        assert_true(best.proven);
        assert_true(PatienceBest_Game(&g, &best, &replay));
        assert_int_equal(Patience_Score(&replay), kDeals[i].best);
    }
}

/*
 * Whatever the search reports is real: from a floor of nothing it always
 * finds a layout, which scores exactly what it says; run to the end it is
 * never beaten by annealing (so the square condition never refuses a real
 * layout); and the bound is never below anything reached.
 */
static void test_exact_search_is_sound(void **state)
{
    (void)state;
    for (uint64_t seed = 100; seed < 112; seed++) {
        PatienceTable table = seed % 2 ? PATIENCE_TABLE_AMERICAN : PATIENCE_TABLE_ENGLISH;
        PatienceGame g;
        Patience_NewGame(&g, Variant(PATIENCE_LAYOUT_FREE, table), seed);
        PatienceCores cores;
        assert_true(PatienceCores_Make(&cores, g.deal, table));
        assert_true(cores.complete);
        for (int i = 1; i < cores.count; i++) {
            assert_true(cores.items[i - 1].value >= cores.items[i].value);
        }
        PatienceExact exact;
        assert_true(PatienceExact_Search(&cores, 0, 50000, NULL, NULL, &exact));
        assert_true(exact.found);
        assert_int_equal(SquareScore(g.deal, exact.square, table), exact.best);
        PatienceCores_Free(&cores);

        PatienceBest annealed;
        assert_true(PatienceBest_SolveWithNodes(&g, NULL, seed, 0, 1, &annealed));
        PatienceLayoutBound lb;
        assert_true(PatienceBound_Layout(g.deal, table, 0, 3000000, NULL, NULL, &lb));
        assert_true(lb.bound >= lb.best);
        assert_true(lb.bound >= annealed.score);
        assert_true(lb.bound <= 2 * PatienceBound_Split(g.deal, table));
        if (lb.found) {
            assert_int_equal(SquareScore(g.deal, lb.square, table), lb.best);
        }
        if (lb.bound == lb.best) {
            assert_true(lb.best >= annealed.score); /* proven: nothing beats it */
        }
    }
}

/* A Hoyle deal's best is built by the touching rule in the dealt order, and never above the free bound. */
static void test_hoyle_best_is_buildable(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 4; seed++) {
        PatienceGame g, replay;
        Patience_NewGame(&g, Variant(PATIENCE_LAYOUT_HOYLE, PATIENCE_TABLE_ENGLISH), seed);
        PatienceBest best;
        assert_true(PatienceBest_SolveWithNodes(&g, NULL, seed, 0, 2000000, &best));
        assert_true(PatienceBest_Game(&g, &best, &replay)); /* every placement legal under the touching rule */
        assert_int_equal(Patience_Score(&replay), best.score);
        assert_true(best.bound >= best.score);
    }
}

/*
 * Deals whose free best could not be built in the order the annealer's
 * square gave (80 of 84 and 90 of 96 before): the exact search asks the
 * touching rule about every square it would take, finds an order of rows
 * and columns of another square with the same cores, and proves it.
 */
static void test_hoyle_best_reaches_free_best(void **state)
{
    (void)state;
    static const struct {
        uint64_t seed;
        int best;
    } kDeals[] = {{7, 84}, {47, 96}};
    for (size_t i = 0; i < sizeof kDeals / sizeof kDeals[0]; i++) {
        PatienceGame g, replay;
        Patience_NewGame(&g, Variant(PATIENCE_LAYOUT_HOYLE, PATIENCE_TABLE_ENGLISH), kDeals[i].seed);
        PatienceBest best;
        assert_true(PatienceBest_Solve(&g, NULL, kDeals[i].seed, 2, &best));
        assert_int_equal(best.score, kDeals[i].best);
        assert_true(best.proven);
        assert_true(PatienceBest_Game(&g, &best, &replay)); /* every placement legal under the touching rule */
        assert_int_equal(Patience_Score(&replay), kDeals[i].best);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bound),
        cmocka_unit_test(test_exact_search_beats_annealing),
        cmocka_unit_test(test_exact_search_is_sound),
        cmocka_unit_test(test_hoyle_best_is_buildable),
        cmocka_unit_test(test_hoyle_best_reaches_free_best),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
