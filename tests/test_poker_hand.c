/* test_poker_hand.c: every five-card hand of the whist pack counted by class, and the edge cases. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "poker_hand.h"

static PokerClass Classify(const char *text)
{
    Card hand[5];
    assert_int_equal(Card_ParseList(text, hand, 5, NULL), 5);
    return Poker_Classify(hand);
}

static void test_all_hands(void **state)
{
    (void)state;
    long counts[POKER_CLASS_COUNT] = {0};
    long total = 0;
    Card hand[5];
    for (int a = 0; a < 52; a++) {
        hand[0] = Card_FromIndex52(a);
        for (int b = a + 1; b < 52; b++) {
            hand[1] = Card_FromIndex52(b);
            for (int c = b + 1; c < 52; c++) {
                hand[2] = Card_FromIndex52(c);
                for (int d = c + 1; d < 52; d++) {
                    hand[3] = Card_FromIndex52(d);
                    for (int e = d + 1; e < 52; e++) {
                        hand[4] = Card_FromIndex52(e);
                        PokerClass pc = Poker_Classify(hand);
                        assert_true((unsigned)pc < POKER_CLASS_COUNT);
                        counts[pc]++;
                        total++;
                    }
                }
            }
        }
    }
    assert_int_equal(total, 2598960);
    assert_int_equal(counts[POKER_ROYAL_FLUSH], 4);
    assert_int_equal(counts[POKER_STRAIGHT_FLUSH], 36);
    assert_int_equal(counts[POKER_FOURS], 624);
    assert_int_equal(counts[POKER_FULL], 3744);
    assert_int_equal(counts[POKER_FLUSH], 5108);
    assert_int_equal(counts[POKER_STRAIGHT], 10200);
    assert_int_equal(counts[POKER_THREES], 54912);
    assert_int_equal(counts[POKER_TWO_PAIRS], 123552);
    assert_int_equal(counts[POKER_ONE_PAIR], 1098240);
    assert_int_equal(counts[POKER_NOTHING], 1302540);
}

static void test_named_hands(void **state)
{
    (void)state;
    /* The ace low: 5-4-3-2-A is a straight; there is no wrap-around past the king. */
    assert_int_equal(Classify("5S 4H 3D 2C AS"), POKER_STRAIGHT);
    assert_int_equal(Classify("AS 2H 3D 4C 5S"), POKER_STRAIGHT);
    assert_int_equal(Classify("5H 4H 3H 2H AH"), POKER_STRAIGHT_FLUSH);
    assert_int_equal(Classify("AS KH QD JC 10S"), POKER_STRAIGHT);
    assert_int_equal(Classify("AS KS QS JS 10S"), POKER_ROYAL_FLUSH);
    assert_int_equal(Classify("KS QS JS 10S 9S"), POKER_STRAIGHT_FLUSH);
    assert_int_equal(Classify("QS KH AD 2C 3S"), POKER_NOTHING);
    assert_int_equal(Classify("KS AH 2D 3C 4S"), POKER_NOTHING);
    assert_int_equal(Classify("QH KH AH 2H 3H"), POKER_FLUSH);
    assert_int_equal(Classify("6S 5H 4D 3C 2S"), POKER_STRAIGHT);
    assert_int_equal(Classify("7S 5H 4D 3C 2S"), POKER_NOTHING);
    assert_int_equal(Classify("AS AH AD AC 2S"), POKER_FOURS);
    assert_int_equal(Classify("AS AH AD 2C 2S"), POKER_FULL);
    assert_int_equal(Classify("AS AH AD 3C 2S"), POKER_THREES);
    assert_int_equal(Classify("AS AH 3D 3C 2S"), POKER_TWO_PAIRS);
    assert_int_equal(Classify("AS AH 4D 3C 2S"), POKER_ONE_PAIR);
    /* Order of the cards does not matter. */
    assert_int_equal(Classify("10S JS AS QS KS"), POKER_ROYAL_FLUSH);
    assert_int_equal(Classify("2S AH 2D AC AS"), POKER_FULL);
}

static void test_names(void **state)
{
    (void)state;
    assert_string_equal(Poker_ClassName(POKER_STRAIGHT_FLUSH), "straight flush");
    assert_string_equal(Poker_ClassName(POKER_NOTHING), "nothing");
    assert_string_equal(Poker_ClassKey(POKER_ROYAL_FLUSH), "royal-flush");
    assert_string_equal(Poker_ClassKey(POKER_TWO_PAIRS), "two-pairs");
    assert_string_equal(Poker_ClassName(POKER_CLASS_COUNT), "?");
    for (int c = 0; c < POKER_CLASS_COUNT; c++) {
        assert_true(strlen(Poker_ClassName((PokerClass)c)) > 0);
        assert_null(strchr(Poker_ClassKey((PokerClass)c), ' '));
    }
}

static void test_bad_input_is_memory_safe(void **state)
{
    (void)state;
    /* Outside the contract (a Joker, no card): any class will do, but no write out of bounds (run under ASan). */
    Card hand[5] = {CARD_JOKER, CARD_NONE, CARD_JOKER, Card_Make(RANK_ACE, SUIT_SPADES), CARD_NONE};
    assert_true((unsigned)Poker_Classify(hand) < POKER_CLASS_COUNT);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_all_hands),
        cmocka_unit_test(test_named_hands),
        cmocka_unit_test(test_names),
        cmocka_unit_test(test_bad_input_is_memory_safe),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
