/* patience_daily.c: civil dates to day numbers and back, daily seeds, and streaks of completed days. */
#include "patience_daily.h"

#include <stdlib.h>
#include <string.h>

#include "rng.h"

#define YEAR_FIRST 1970
#define YEAR_LAST 9999

bool PatienceDate_IsLeapYear(int year)
{
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

int PatienceDate_DaysInMonth(int year, int month)
{
    static const int days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (month < 1 || month > 12) {
        return 0;
    }
    return month == 2 && PatienceDate_IsLeapYear(year) ? 29 : days[month - 1];
}

bool PatienceDate_IsValid(PatienceDate date)
{
    return date.year >= YEAR_FIRST && date.year <= YEAR_LAST && date.day >= 1 &&
           date.day <= PatienceDate_DaysInMonth(date.year, date.month);
}

/*
 * Howard Hinnant, "chrono-Compatible Low-Level Date Algorithms": the year is
 * taken to start on 1 March so that the leap day falls at its end, and days
 * are counted in 400-year eras of 146097 days.
 */
int32_t PatienceDate_ToDay(PatienceDate date)
{
    if (!PatienceDate_IsValid(date)) {
        return -1;
    }
    int y = date.year - (date.month <= 2);
    int era = (y >= 0 ? y : y - 399) / 400;
    int yoe = y - era * 400;
    int doy = (153 * (date.month > 2 ? date.month - 3 : date.month + 9) + 2) / 5 + date.day - 1;
    int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return (int32_t)(era * 146097 + doe - 719468);
}

PatienceDate PatienceDate_FromDay(int32_t day)
{
    if (day < PATIENCE_DAY_FIRST) {
        day = PATIENCE_DAY_FIRST;
    } else if (day > PATIENCE_DAY_LAST) {
        day = PATIENCE_DAY_LAST;
    }
    int z = (int)day + 719468; /* non-negative: day >= 0 */
    int era = z / 146097;
    int doe = z - era * 146097;
    int yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int mp = (5 * doy + 2) / 153;
    PatienceDate date;
    date.day = doy - (153 * mp + 2) / 5 + 1;
    date.month = mp < 10 ? mp + 3 : mp - 9;
    date.year = yoe + era * 400 + (date.month <= 2);
    return date;
}

bool PatienceDay_IsValid(int32_t day)
{
    return day >= PATIENCE_DAY_FIRST && day <= PATIENCE_DAY_LAST;
}

int32_t PatienceDay_FromUnixTime(int64_t seconds)
{
    int64_t day = seconds / 86400;
    if (seconds % 86400 < 0) {
        day--; /* C division truncates toward zero; a day starts at midnight, so floor */
    }
    if (day < INT32_MIN) {
        return INT32_MIN;
    }
    return day > INT32_MAX ? INT32_MAX : (int32_t)day;
}

static bool ParseDigits(const char *text, int count, int *value)
{
    *value = 0;
    for (int i = 0; i < count; i++) {
        if (text[i] < '0' || text[i] > '9') {
            return false;
        }
        *value = *value * 10 + (text[i] - '0');
    }
    return true;
}

bool PatienceDate_Parse(const char *text, PatienceDate *date)
{
    PatienceDate d;
    if (text == NULL || !ParseDigits(text, 4, &d.year) || text[4] != '-' || !ParseDigits(text + 5, 2, &d.month) ||
        text[7] != '-' || !ParseDigits(text + 8, 2, &d.day) || text[10] != '\0' || !PatienceDate_IsValid(d)) {
        return false;
    }
    *date = d;
    return true;
}

const char *PatienceDate_Format(PatienceDate date, char *buf)
{
    if (!PatienceDate_IsValid(date)) {
        memcpy(buf, "0000-00-00", PATIENCE_DATE_TEXT_MAX);
        return buf;
    }
    /* By digits rather than snprintf, whose field widths the compiler cannot prove fit. */
    int fields[3] = {date.year, date.month, date.day};
    int widths[3] = {4, 2, 2};
    int at = 0;
    for (int f = 0; f < 3; f++) {
        if (f > 0) {
            buf[at++] = '-';
        }
        for (int k = widths[f] - 1; k >= 0; k--) {
            buf[at + k] = (char)('0' + fields[f] % 10);
            fields[f] /= 10;
        }
        at += widths[f];
    }
    buf[at] = '\0';
    return buf;
}

uint64_t PatienceDaily_Seed(int32_t day, bool serpent)
{
    uint64_t salt = serpent ? PATIENCE_DAILY_SALT_SERPENT : PATIENCE_DAILY_SALT_DEAL;
    /* The day as an unsigned 64-bit value (two's complement for a negative day), so every machine agrees. */
    return Rng_Mix(salt ^ (uint64_t)(int64_t)day);
}

static int CompareDays(const void *a, const void *b)
{
    int32_t x = *(const int32_t *)a;
    int32_t y = *(const int32_t *)b;
    return (x > y) - (x < y);
}

int PatienceDaily_SortDays(int32_t *days, int count)
{
    if (count <= 0) {
        return 0;
    }
    qsort(days, (size_t)count, sizeof days[0], CompareDays);
    int kept = 1;
    for (int i = 1; i < count; i++) {
        if (days[i] != days[kept - 1]) {
            days[kept++] = days[i];
        }
    }
    return kept;
}

bool PatienceDaily_Streak(const int32_t *days, int count, int32_t today, PatienceStreak *streak)
{
    PatienceStreak s = {0, 0, 0, false};
    *streak = s;
    for (int i = 1; i < count; i++) {
        if (days[i] < days[i - 1]) {
            return false;
        }
    }
    int run = 0;
    int32_t previous = 0;
    int32_t runEnd = 0;
    int runAtToday = 0;     /* length of the run ending on today, if any */
    int runAtYesterday = 0; /* length of the run ending on yesterday, if any */
    for (int i = 0; i < count; i++) {
        int32_t day = days[i];
        if (s.completed > 0 && day == previous) {
            continue;
        }
        /* previous + 1 computed in 64 bits: a day of INT32_MAX must not overflow. */
        run = (s.completed > 0 && (int64_t)day == (int64_t)previous + 1) ? run + 1 : 1;
        s.completed++;
        previous = day;
        runEnd = day;
        if (run > s.best) {
            s.best = run;
        }
        if (runEnd == today) {
            runAtToday = run;
            s.todayDone = true;
        } else if ((int64_t)runEnd == (int64_t)today - 1) {
            runAtYesterday = run;
        }
    }
    s.current = s.todayDone ? runAtToday : runAtYesterday;
    *streak = s;
    return true;
}
