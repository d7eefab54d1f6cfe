/* test_patience_daily.c: dates and day numbers, the fixed daily deals, and streaks. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "patience/patience_challenge.h"
#include "patience/patience_code.h"
#include "patience/patience_daily.h"

static PatienceDate Date(int y, int m, int d)
{
    PatienceDate date = {y, m, d};
    return date;
}

static void test_day_numbers(void **state)
{
    (void)state;
    assert_int_equal(PatienceDate_ToDay(Date(1970, 1, 1)), 0);
    assert_int_equal(PatienceDate_ToDay(Date(1970, 1, 2)), 1);
    assert_int_equal(PatienceDate_ToDay(Date(2000, 1, 1)), 10957);
    assert_int_equal(PatienceDate_ToDay(Date(2000, 3, 1)), 11017);
    assert_int_equal(PatienceDate_ToDay(Date(2026, 3, 14)), 20526);
    assert_int_equal(PatienceDate_ToDay(Date(9999, 12, 31)), PATIENCE_DAY_LAST);
    assert_int_equal(PatienceDate_ToDay(Date(2023, 2, 29)), -1);
    /* Every day of the range there and back, each the day after the one before. */
    PatienceDate previous = PatienceDate_FromDay(0);
    for (int32_t day = 1; day <= PATIENCE_DAY_LAST; day++) {
        PatienceDate d = PatienceDate_FromDay(day);
        assert_true(PatienceDate_IsValid(d));
        if (PatienceDate_ToDay(d) != day) {
            fail_msg("day %ld comes back as %ld", (long)day, (long)PatienceDate_ToDay(d));
        }
        bool nextDay = d.year == previous.year && d.month == previous.month && d.day == previous.day + 1;
        bool nextMonth = d.year == previous.year && d.month == previous.month + 1 && d.day == 1 &&
                         previous.day == PatienceDate_DaysInMonth(previous.year, previous.month);
        bool nextYear =
            d.year == previous.year + 1 && d.month == 1 && d.day == 1 && previous.month == 12 && previous.day == 31;
        if (!nextDay && !nextMonth && !nextYear) {
            fail_msg("day %ld does not follow day %ld", (long)day, (long)day - 1);
        }
        previous = d;
    }
    /* Out of range days clamp. */
    PatienceDate clamped = PatienceDate_FromDay(-5);
    assert_int_equal(clamped.year, 1970);
    clamped = PatienceDate_FromDay(INT32_MAX);
    assert_int_equal(clamped.year, 9999);
}

static void test_validation(void **state)
{
    (void)state;
    assert_true(PatienceDate_IsValid(Date(2024, 2, 29)));
    assert_false(PatienceDate_IsValid(Date(2023, 2, 29)));
    assert_true(PatienceDate_IsValid(Date(2000, 2, 29)));
    assert_false(PatienceDate_IsValid(Date(2100, 2, 29)));
    assert_false(PatienceDate_IsValid(Date(2026, 4, 31)));
    assert_false(PatienceDate_IsValid(Date(2026, 13, 1)));
    assert_false(PatienceDate_IsValid(Date(2026, 0, 1)));
    assert_false(PatienceDate_IsValid(Date(2026, 1, 0)));
    assert_false(PatienceDate_IsValid(Date(1969, 12, 31)));
    assert_false(PatienceDate_IsValid(Date(10000, 1, 1)));
    assert_false(PatienceDay_IsValid(-1));
    assert_true(PatienceDay_IsValid(0));
    assert_false(PatienceDay_IsValid(PATIENCE_DAY_LAST + 1));
}

static void test_parse_and_format(void **state)
{
    (void)state;
    PatienceDate d;
    assert_true(PatienceDate_Parse("2026-03-14", &d));
    assert_int_equal(d.year, 2026);
    assert_int_equal(d.month, 3);
    assert_int_equal(d.day, 14);
    static const char *const bad[] = {"",           "2026-3-14",  "2026-03-14x", " 2026-03-14",
                                      "2026/03/14", "2026-02-30", "1969-12-31",  "20260314",
                                      "2026-03-1",  "abcd-ef-gh", "+026-03-14"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_false(PatienceDate_Parse(bad[i], &d));
    }
    assert_false(PatienceDate_Parse(NULL, &d));
    char buf[PATIENCE_DATE_TEXT_MAX];
    assert_string_equal(PatienceDate_Format(Date(2026, 3, 4), buf), "2026-03-04");
    assert_string_equal(PatienceDate_Format(Date(9999, 12, 31), buf), "9999-12-31");
    assert_string_equal(PatienceDate_Format(Date(2026, 2, 30), buf), "0000-00-00");
}

static void test_unix_time(void **state)
{
    (void)state;
    assert_int_equal(PatienceDay_FromUnixTime(0), 0);
    assert_int_equal(PatienceDay_FromUnixTime(86399), 0);
    assert_int_equal(PatienceDay_FromUnixTime(86400), 1);
    assert_int_equal(PatienceDay_FromUnixTime(-1), -1);
    assert_int_equal(PatienceDay_FromUnixTime(-86400), -1);
    assert_int_equal(PatienceDay_FromUnixTime(-86401), -2);
    assert_int_equal(PatienceDay_FromUnixTime(1773446400), 20526); /* 2026-03-14T00:00:00Z */
}

static void AssertDaily(PatienceDate date, bool serpent, uint64_t seed, const char *code, const char *cards)
{
    int32_t day = PatienceDate_ToDay(date);
    assert_true(PatienceDaily_Seed(day, serpent) == seed);
    PatienceChallenge c = PatienceChallenge_Daily(day, serpent);
    char text[PATIENCE_CODE_TEXT_MAX];
    assert_int_equal(PatienceCode_Encode(&c, text, sizeof text), PATIENCE_CODE_OK);
    assert_string_equal(text, code);
    Card deal[PATIENCE_CARDS];
    char line[PATIENCE_CARDS * CARD_TEXT_MAX + 1];
    assert_true(PatienceChallenge_Deal(&c, deal, NULL));
    Card_FormatList(deal, PATIENCE_CARDS, line, sizeof line);
    assert_string_equal(line, cards);
}

/* The daily deals must never change: seeds and cards from an independent Python implementation of rng.h. */
static void test_daily_fixed(void **state)
{
    (void)state;
    AssertDaily(Date(2026, 3, 14), false, UINT64_C(14984070609329578779), "VH3K-CW5K-2X6Q",
                "4D 7C 10C 7H 4S JH 6H QS 2H AC 3S 10D AH 4C 8D AS 10H JS QC QH 3D 6S 4H 10S AD");
    AssertDaily(Date(2026, 3, 14), true, UINT64_C(12045108677975991318), "ADFQ-1JRW-WH2Z",
                "7S 3C 4S 9C 5D JD 6H 10D 5S 9S 4D 7C 6D AC KC 2C JH 4H 6S 4C 3D 10H 5H QD AD");
    AssertDaily(Date(2000, 1, 1), false, UINT64_C(16040663924246211292), "JN4Q-D7DG-CPA9",
                "8S 5C 5S AD 8C 7S 3S 6D 9S 8H AS KH 7C KD JD 10D 2C 6S 10H 4C QD 9D AC 2H KC");
    AssertDaily(Date(2000, 1, 1), true, UINT64_C(1260325046072584770), "PG6E-JRQQ-AV48",
                "8H QS 7S KH QH JH KS AD 2C 9H 2S KD 5H 3H 5S 4D 7H 9S 10D JC 8D 3D 3S 6H 6S");
    /* Neighbouring days and the two salts give different deals. */
    assert_true(PatienceDaily_Seed(20526, false) != PatienceDaily_Seed(20527, false));
    assert_true(PatienceDaily_Seed(20526, false) != PatienceDaily_Seed(20526, true));
}

static PatienceStreak Streak(const int32_t *days, int count, int32_t today)
{
    PatienceStreak s;
    assert_true(PatienceDaily_Streak(days, count, today, &s));
    return s;
}

static void test_streaks(void **state)
{
    (void)state;
    PatienceStreak s = Streak(NULL, 0, 100);
    assert_int_equal(s.current, 0);
    assert_int_equal(s.best, 0);
    assert_int_equal(s.completed, 0);

    static const int32_t run[] = {90, 91, 92, 95, 96, 97, 98, 99, 100};
    s = Streak(run, 9, 100);
    assert_int_equal(s.current, 6);
    assert_int_equal(s.best, 6);
    assert_true(s.todayDone);
    /* Today not played yet: the streak up to yesterday still stands. */
    s = Streak(run, 9, 101);
    assert_int_equal(s.current, 6);
    assert_false(s.todayDone);
    /* A day missed: broken. */
    s = Streak(run, 9, 102);
    assert_int_equal(s.current, 0);
    assert_int_equal(s.best, 6);
    /* Looking back from the middle of the record. */
    s = Streak(run, 9, 92);
    assert_int_equal(s.current, 3);
    assert_int_equal(s.best, 6);

    int32_t messy[] = {10, 3, 4, 10, 5, 11, 4, 2};
    int n = PatienceDaily_SortDays(messy, 8);
    assert_int_equal(n, 6);
    static const int32_t sorted[] = {2, 3, 4, 5, 10, 11};
    assert_memory_equal(messy, sorted, sizeof sorted);
    s = Streak(messy, n, 11);
    assert_int_equal(s.current, 2);
    assert_int_equal(s.best, 4);
    assert_int_equal(s.completed, 6);
    /* Repeats are allowed without sorting them out; disorder is refused. */
    static const int32_t repeats[] = {5, 5, 6, 6, 7};
    s = Streak(repeats, 5, 7);
    assert_int_equal(s.current, 3);
    assert_int_equal(s.completed, 3);
    static const int32_t unsorted[] = {5, 4};
    assert_false(PatienceDaily_Streak(unsorted, 2, 5, &s));
    assert_int_equal(s.best, 0);
    static const int32_t extreme[] = {INT32_MAX - 1, INT32_MAX};
    s = Streak(extreme, 2, INT32_MAX);
    assert_int_equal(s.current, 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_day_numbers), cmocka_unit_test(test_validation),  cmocka_unit_test(test_parse_and_format),
        cmocka_unit_test(test_unix_time),   cmocka_unit_test(test_daily_fixed), cmocka_unit_test(test_streaks),
    };
    return cmocka_run_group_tests(tests, 0, NULL);
}
