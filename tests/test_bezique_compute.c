/* test_bezique_compute.c: the computation of a Rubicon game (laws 56-61): the book's vectors and edge cases. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "bezique/bezique.h"

static BeziqueComputation Compute(int a, int b, int ba, int bb)
{
    BeziqueComputation c;
    Bezique_Compute(a, b, ba, bb, NULL, &c);
    assert_true(c.lineCount > 0 && c.lineCount <= BEZ_COMPUTE_LINES);
    return c;
}

static const BeziqueLine *LastLine(const BeziqueComputation *c)
{
    return &c->lines[c->lineCount - 1];
}

/* The book: A 1510, B 1240: 1500 - 1200 + 500 = 800. */
static void test_book_800(void **state)
{
    (void)state;
    BeziqueComputation c = Compute(1510, 1240, 0, 0);
    assert_int_equal(c.winner, 0);
    assert_int_equal(c.value, 800);
    assert_false(c.rubicon);
    assert_int_equal(LastLine(&c)->kind, BEZ_LINE_TOTAL);
    assert_int_equal(LastLine(&c)->points, 800);
    assert_string_equal(LastLine(&c)->text, "Won by A: 800.");
    /* The lines: scores, winner, rubicon passed, two rounded scores, difference, game, total. */
    assert_int_equal(c.lineCount, 8);
    assert_int_equal(c.lines[3].kind, BEZ_LINE_ROUNDED);
    assert_int_equal(c.lines[3].points, 1500);
    assert_int_equal(c.lines[4].points, 1200);
    assert_int_equal(c.lines[5].kind, BEZ_LINE_DIFFERENCE);
    assert_int_equal(c.lines[5].points, 300);
    assert_int_equal(c.lines[6].points, 500);
}

/* The book: A 1550, B 1520: the difference under 100 counts as 100: 600. */
static void test_book_600(void **state)
{
    (void)state;
    BeziqueComputation c = Compute(1550, 1520, 0, 0);
    assert_int_equal(c.winner, 0);
    assert_int_equal(c.value, 600);
    /* And the other way round: the winner is whoever scored more, whichever seat. */
    c = Compute(1520, 1550, 0, 0);
    assert_int_equal(c.winner, 1);
    assert_int_equal(c.value, 600);
}

/* The book: A 1320, B 620, rubiconed: 1300 + 600 + 1000 + 300 = 3200. */
static void test_book_3200(void **state)
{
    (void)state;
    BeziqueComputation c = Compute(1320, 620, 0, 0);
    assert_int_equal(c.winner, 0);
    assert_true(c.rubicon);
    assert_int_equal(c.value, 3200);
    const char *names[2] = {"You", "The computer"};
    Bezique_Compute(1320, 620, 0, 0, names, &c);
    assert_string_equal(LastLine(&c)->text, "Won by You: 3200.");
    assert_string_equal(c.lines[0].text, "Scores without brisques: You 1320, The computer 620.");
}

/* Law 59: a rubiconed player under 100 counts as 100. Law 58: the winner need not reach 1000. */
static void test_rubicon_under_100_and_winner_under_1000(void **state)
{
    (void)state;
    assert_int_equal(Compute(1200, 50, 0, 0).value, 1200 + 100 + 1300);
    assert_int_equal(Compute(0, 1200, 0, 0).value, 1200 + 100 + 1300);
    BeziqueComputation c = Compute(900, 400, 20, 12);
    assert_true(c.rubicon);
    assert_int_equal(c.value, 900 + 400 + 1300);
}

/* Law 60: brisques that bring the loser to 1000 save the rubicon; both then add their brisques. */
static void test_brisques_save_the_rubicon(void **state)
{
    (void)state;
    BeziqueComputation c = Compute(1500, 950, 20, 12);
    assert_false(c.rubicon);
    assert_true(c.rubiconSaved);
    assert_true(c.brisquesAdded);
    assert_int_equal(c.value, (1700 - 1000) + 500);
    /* 880 + 100 is still short: rubiconed, and the brisques are added to nobody. */
    c = Compute(1500, 880, 22, 10);
    assert_true(c.rubicon);
    assert_int_equal(c.value, 1500 + 800 + 1300);
    /* Exactly 1000 with brisques saves it. */
    c = Compute(1500, 900, 22, 10);
    assert_false(c.rubicon);
    assert_int_equal(c.value, (1700 - 1000) + 500);
}

/* Law 61: equal scores: brisques decide; added when the loser is not rubiconed, not when he is. */
static void test_brisques_decide_a_tie(void **state)
{
    (void)state;
    BeziqueComputation c = Compute(1200, 1200, 17, 15);
    assert_int_equal(c.winner, 0);
    assert_true(c.brisquesDecided);
    assert_true(c.brisquesAdded);
    assert_int_equal(c.value, 100 + 500); /* 1370 and 1350 both cut to 1300 */
    c = Compute(1240, 1240, 10, 22);
    assert_int_equal(c.winner, 1);
    assert_int_equal(c.value, (1400 - 1300) + 500);
    /* Rubiconed loser: brisques decide but are not added. */
    c = Compute(800, 800, 17, 15);
    assert_int_equal(c.winner, 0);
    assert_true(c.rubicon);
    assert_false(c.brisquesAdded);
    assert_int_equal(c.value, 800 + 800 + 1300);
}

static void test_null_game(void **state)
{
    (void)state;
    BeziqueComputation c = Compute(1200, 1200, 16, 16);
    assert_int_equal(c.winner, -1);
    assert_int_equal(c.value, 0);
    assert_int_equal(LastLine(&c)->kind, BEZ_LINE_NULL_GAME);
}

/* DECISIONS: brisques lifting the loser level with or past the winner: the difference counts as 100. */
static void test_brisques_lift_loser_past_winner(void **state)
{
    (void)state;
    BeziqueComputation c = Compute(1050, 960, 2, 30);
    assert_int_equal(c.winner, 0);
    assert_true(c.rubiconSaved);
    assert_int_equal(c.value, 100 + 500);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_book_800),
        cmocka_unit_test(test_book_600),
        cmocka_unit_test(test_book_3200),
        cmocka_unit_test(test_rubicon_under_100_and_winner_under_1000),
        cmocka_unit_test(test_brisques_save_the_rubicon),
        cmocka_unit_test(test_brisques_decide_a_tie),
        cmocka_unit_test(test_null_game),
        cmocka_unit_test(test_brisques_lift_loser_past_winner),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
