/* test_card.c: the card notation: parse and format round trips, accepted spellings, rejected tokens. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "card.h"

static Card Parse(const char *text)
{
    return Card_ParseToken(text, strlen(text));
}

static void test_round_trip_whole_pack(void **state)
{
    (void)state;
    for (int i = 0; i < 52; i++) {
        Card c = Card_FromIndex52(i);
        char buf[CARD_TEXT_MAX];
        assert_true(Card_IsValid(c));
        assert_int_equal(Card_Index52(c), i);
        Card_Format(c, buf);
        assert_int_equal(Parse(buf), c);
    }
    char buf[CARD_TEXT_MAX];
    assert_string_equal(Card_Format(CARD_JOKER, buf), "JK");
    assert_int_equal(Parse("JK"), CARD_JOKER);
    assert_int_equal(Card_Index52(CARD_JOKER), -1);
    assert_int_equal(Card_FromIndex52(52), CARD_NONE);
    assert_int_equal(Card_FromIndex52(-1), CARD_NONE);
}

static void test_canonical_output(void **state)
{
    (void)state;
    char buf[CARD_TEXT_MAX];
    assert_string_equal(Card_Format(Card_Make(RANK_TEN, SUIT_HEARTS), buf), "10H");
    assert_string_equal(Card_Format(Card_Make(RANK_ACE, SUIT_SPADES), buf), "AS");
    assert_string_equal(Card_Format(Card_Make(RANK_JACK, SUIT_CLUBS), buf), "JC");
    assert_string_equal(Card_Format(Card_Make(7, SUIT_DIAMONDS), buf), "7D");
    assert_string_equal(Card_Format(CARD_NONE, buf), "??");
    /* "T" is accepted on input but never written. */
    assert_string_equal(Card_Format(Parse("TH"), buf), "10H");
}

static void test_accepted_spellings(void **state)
{
    (void)state;
    assert_int_equal(Parse("as"), Card_Make(RANK_ACE, SUIT_SPADES));
    assert_int_equal(Parse("As"), Card_Make(RANK_ACE, SUIT_SPADES));
    assert_int_equal(Parse("10h"), Card_Make(RANK_TEN, SUIT_HEARTS));
    assert_int_equal(Parse("10H"), Card_Make(RANK_TEN, SUIT_HEARTS));
    assert_int_equal(Parse("tH"), Card_Make(RANK_TEN, SUIT_HEARTS));
    assert_int_equal(Parse("Th"), Card_Make(RANK_TEN, SUIT_HEARTS));
    assert_int_equal(Parse("jk"), CARD_JOKER);
    assert_int_equal(Parse("Jk"), CARD_JOKER);
    assert_int_equal(Parse("jd"), Card_Make(RANK_JACK, SUIT_DIAMONDS));
    assert_int_equal(Parse("2c"), Card_Make(RANK_TWO, SUIT_CLUBS));
    assert_int_equal(Parse("9S"), Card_Make(9, SUIT_SPADES));
}

static void test_rejected_tokens(void **state)
{
    (void)state;
    static const char *const bad[] = {"1H", "11S", "AX", "", "AHH", "ZZ", "0S", "10", "T", "H", "A", "1", "100H",
                                      "J K", "JKK", "10HS", "-2S", "A S"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_int_equal(Parse(bad[i]), CARD_NONE);
    }
    /* The length given wins over the NUL: "AS" cut to one byte is not a card. */
    assert_int_equal(Card_ParseToken("AS", 1), CARD_NONE);
    assert_int_equal(Card_ParseToken("ASxyz", 2), Card_Make(RANK_ACE, SUIT_SPADES));
}

static void test_validity(void **state)
{
    (void)state;
    int valid = 0;
    for (int v = 0; v < 256; v++) {
        if (Card_IsValid((Card)v)) {
            valid++;
        }
    }
    assert_int_equal(valid, 53);
    assert_false(Card_IsValid(CARD_NONE));
    assert_false(Card_IsValid(Card_Make(1, SUIT_SPADES)));
    assert_false(Card_IsValid(Card_Make(15, SUIT_CLUBS)));
}

static void test_parse_list_separators(void **state)
{
    (void)state;
    Card out[8];
    assert_int_equal(Card_ParseList("AS 10H,td/7c\nJK", out, 8, NULL), 5);
    assert_int_equal(out[0], Card_Make(RANK_ACE, SUIT_SPADES));
    assert_int_equal(out[1], Card_Make(RANK_TEN, SUIT_HEARTS));
    assert_int_equal(out[2], Card_Make(RANK_TEN, SUIT_DIAMONDS));
    assert_int_equal(out[3], Card_Make(7, SUIT_CLUBS));
    assert_int_equal(out[4], CARD_JOKER);
    /* Runs of separators, leading and trailing ones, tabs and CR LF. */
    assert_int_equal(Card_ParseList("  ,/ 2S,,\t3S \r\n4S//", out, 8, NULL), 3);
    assert_int_equal(out[2], Card_Make(4, SUIT_SPADES));
    assert_int_equal(Card_ParseList("", out, 8, NULL), 0);
    assert_int_equal(Card_ParseList(" , / \n", out, 8, NULL), 0);
}

static void test_parse_list_errors(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        int token;
        size_t offset;
    } cases[] = {
        {"1H", 1, 0},
        {"AS 11S", 2, 3},
        {"AS, KS, AX", 3, 8},
        {"AS KS QS JS AHH", 5, 12},
        {"  ZZ", 1, 2},
        {"2C/3C/4C\n5c 6c 1", 6, 15},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        Card out[8];
        CardParseError err;
        memset(&err, 0, sizeof err);
        assert_int_equal(Card_ParseList(cases[i].text, out, 8, &err), -1);
        assert_int_equal(err.token, cases[i].token);
        assert_int_equal(err.offset, cases[i].offset);
        assert_true(strlen(err.message) > 0);
    }
    /* The message names the token and its 1-based position. */
    CardParseError err;
    Card out[8];
    assert_int_equal(Card_ParseList("AS KS ZZ", out, 8, &err), -1);
    assert_non_null(strstr(err.message, "\"ZZ\""));
    assert_non_null(strstr(err.message, "card 3"));
    /* A NULL err is allowed. */
    assert_int_equal(Card_ParseList("AS ZZ", out, 8, NULL), -1);
}

static void test_parse_list_too_many(void **state)
{
    (void)state;
    Card out[5];
    CardParseError err;
    memset(out, 0xAA, sizeof out);
    assert_int_equal(Card_ParseList("AS KS QS", out, 3, &err), 3);
    assert_int_equal(Card_ParseList("AS KS QS JS", out, 3, &err), -1);
    assert_int_equal(err.token, 4);
    assert_int_equal(err.offset, 9);
    assert_non_null(strstr(err.message, "too many"));
    /* Nothing is written past max. */
    assert_int_equal(out[3], 0xAA);
    assert_int_equal(Card_ParseList("AS", out, 0, &err), -1);
    assert_int_equal(err.token, 1);
}

static void test_format_list(void **state)
{
    (void)state;
    Card cards[3] = {Card_Make(RANK_TEN, SUIT_HEARTS), CARD_JOKER, Card_Make(RANK_TWO, SUIT_CLUBS)};
    char buf[32];
    assert_int_equal(Card_FormatList(cards, 3, buf, sizeof buf), strlen("10H JK 2C"));
    assert_string_equal(buf, "10H JK 2C");
    assert_int_equal(Card_FormatList(cards, 0, buf, sizeof buf), 0);
    assert_string_equal(buf, "");
    /* Truncation keeps the string terminated. */
    char small[6];
    assert_int_equal(Card_FormatList(cards, 3, small, sizeof small), 5);
    assert_string_equal(small, "10H J");
    assert_int_equal(Card_FormatList(cards, 3, small, 0), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip_whole_pack),
        cmocka_unit_test(test_canonical_output),
        cmocka_unit_test(test_accepted_spellings),
        cmocka_unit_test(test_rejected_tokens),
        cmocka_unit_test(test_validity),
        cmocka_unit_test(test_parse_list_separators),
        cmocka_unit_test(test_parse_list_errors),
        cmocka_unit_test(test_parse_list_too_many),
        cmocka_unit_test(test_format_list),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
