/* patience_daily.h: the daily deal of Poker Patience: UTC dates, day numbers, daily seeds and streaks. */
#ifndef PARLOUR_CORE_PATIENCE_DAILY_H
#define PARLOUR_CORE_PATIENCE_DAILY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * One deal per UTC day, the same on every machine and without a server: a
 * day is numbered by the days since 1970-01-01 (day 0; the proleptic
 * Gregorian calendar, Howard Hinnant's days_from_civil), and its seed is
 *
 *     daily deal:    Rng_Mix(PATIENCE_DAILY_SALT_DEAL    ^ day)
 *     daily serpent: Rng_Mix(PATIENCE_DAILY_SALT_SERPENT ^ day)
 *
 * (Rng_Mix is rng.h's SplitMix64 finaliser; the salts are "PATIENCE" and
 * "SERPENT" in ASCII.) The deal is then the first 25 cards of
 * Pack_Shuffled(PACK_WHIST, seed), as for any seed. The serpent has its own
 * salt because its 25 cards are shown face up before play: the same cards
 * as the day's blind deal would give that deal away.
 *
 * These numbers are part of the save and code formats: changing them
 * changes every past daily deal.
 *
 * The core never reads the clock: the edge passes the current time in.
 * Dates run from 1970-01-01 to 9999-12-31 (PATIENCE_DAY_FIRST..PATIENCE_DAY_LAST).
 */
#define PATIENCE_DAILY_SALT_DEAL 0x50415449454E4345ull    /* "PATIENCE" */
#define PATIENCE_DAILY_SALT_SERPENT 0x53455250454E5400ull /* "SERPENT\0" */
#define PATIENCE_DAY_FIRST 0                              /* 1970-01-01 */
#define PATIENCE_DAY_LAST 2932896                         /* 9999-12-31 */
#define PATIENCE_DATE_TEXT_MAX 11                         /* "YYYY-MM-DD" and its NUL */

typedef struct PatienceDate {
    int year, month, day; /* month 1..12, day 1..31 */
} PatienceDate;

bool PatienceDate_IsLeapYear(int year);
int PatienceDate_DaysInMonth(int year, int month); /* 0 for a month outside 1..12 */
/* A real calendar date from 1970-01-01 to 9999-12-31. */
bool PatienceDate_IsValid(PatienceDate date);

/* Days since 1970-01-01; -1 (not a valid day) for a date that is not valid. */
int32_t PatienceDate_ToDay(PatienceDate date);
/* The date of a day number; days outside PATIENCE_DAY_FIRST..LAST are clamped to that range. */
PatienceDate PatienceDate_FromDay(int32_t day);
bool PatienceDay_IsValid(int32_t day);
/* The UTC day of a Unix time in seconds (floor division: a time before 1970 is a negative day). */
int32_t PatienceDay_FromUnixTime(int64_t seconds);

/* Parses exactly "YYYY-MM-DD" (four, two and two digits, a real date in range); false on anything else. */
bool PatienceDate_Parse(const char *text, PatienceDate *date);
/* Writes "YYYY-MM-DD" into buf (at least PATIENCE_DATE_TEXT_MAX bytes) and returns buf. */
const char *PatienceDate_Format(PatienceDate date, char *buf);

/* The seed of a day's deal: serpent selects the daily Serpent's salt. */
uint64_t PatienceDaily_Seed(int32_t day, bool serpent);

/*
 * Streaks for the calendar, from the days on which the daily deal was
 * completed. current counts the consecutive days up to today, or up to
 * yesterday while today's deal is still to play (the streak is not broken
 * before the day is over); best is the longest run ever, counting any days
 * after today too (a clock that was wrong once should not take a record
 * away).
 */
typedef struct PatienceStreak {
    int current;
    int best;
    int completed;  /* distinct days completed */
    bool todayDone; /* today is among the days */
} PatienceStreak;

/* Sorts days ascending and removes repeats in place; returns the new count. */
int PatienceDaily_SortDays(int32_t *days, int count);
/* days must be ascending (repeats allowed: see SortDays); false, and *streak zeroed, if not. */
bool PatienceDaily_Streak(const int32_t *days, int count, int32_t today, PatienceStreak *streak);

#endif
