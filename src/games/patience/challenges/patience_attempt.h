/* patience_attempt.h: a Poker Patience table's challenge: which challenge, counted or practice, its code, its record. */
#ifndef PARLOUR_GAMES_PATIENCE_ATTEMPT_H
#define PARLOUR_GAMES_PATIENCE_ATTEMPT_H

#include "core/patience/patience_challenge.h"
#include "core/patience/patience_code.h"
#include "core/patience/patience_daily.h"
#include "core/patience/patience_serpent.h"
#include "games/patience/challenges/patience_challenge_store.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct App App;
typedef struct Scene Scene;

/*
 * Every table plays a deal that has a code; an attempt says more when the
 * deal was chosen as a challenge (active): a day's deal or Serpent, a
 * Serpent problem, or a code the player entered. A daily attempt is counted
 * when that day has no finished result yet: the first finished attempt of a
 * day counts, later ones are practice. A counted attempt plays without undo
 * or hints (PtTable.assistOff).
 */
typedef struct PatienceAttempt {
    bool active;
    PatienceChallenge challenge;
    bool counted;
    bool fromCode; /* entered as a code: counts in the codes' records */
} PatienceAttempt;

/* Today's UTC day. Tests and screenshots fix it with SetToday (or PARLOUR_TODAY=YYYY-MM-DD); -1 goes back to the clock. */
int32_t PatienceAttempt_Today(void);
void PatienceAttempt_SetToday(int32_t day);

/* The attempt at a challenge, counted if it is a daily one whose day has no result in records yet. */
PatienceAttempt PatienceAttempt_For(const PatienceChallenge *challenge, bool fromCode,
                                    const PatienceChallengeRecords *records);
/* The challenge a game is: the attempt's, or its variant and seed for a casual deal. False when it has none. */
bool PatienceAttempt_ChallengeOf(const PatienceAttempt *a, const PatienceGame *game, PatienceChallenge *out);
/* The code of the game ("" and false when the deal has none, e.g. a seed beyond 48 bits). */
bool PatienceAttempt_Code(const PatienceAttempt *a, const PatienceGame *game, char code[PATIENCE_CODE_TEXT_MAX]);
/* What the attempt is, for a title: "Daily deal, 22 Nov 2026", "The book's Serpent problem", "Deal 1234". */
void PatienceAttempt_Title(const PatienceAttempt *a, const PatienceGame *game, char *buf, size_t size);
/* "Counted: no undo, no hints", "Practice: this day's result is already in", or "" for a casual deal. */
const char *PatienceAttempt_Standing(const PatienceAttempt *a);
/* A date for players: "22 Nov 2026". */
void PatienceAttempt_DateText(int32_t day, char *buf, size_t size);

/* Copies the game's code to the clipboard and confirms with a toast. */
void PatienceAttempt_CopyCode(App *app, const PatienceAttempt *a, const PatienceGame *game);

/* What a finished attempt did, for the scoring scene. */
typedef struct PatienceAttemptResult {
    bool valid;
    bool counted;   /* this result went into the daily records */
    bool practice;  /* a daily attempt after that day's result was in */
    bool isSerpent; /* a Serpent problem: best and solution are set */
    int score;
    int best;
    PatienceSerpentSolution solution;
    PatienceStreak streak; /* daily deal only, with this result */
} PatienceAttemptResult;

/* Solves a Serpent game's problem (its deal and table); false if it is not a Serpent deal. */
bool PatienceAttempt_SolveSerpent(const PatienceGame *game, PatienceSerpentSolution *out);

/*
 * Records a finished game of the attempt in the challenge records (daily
 * result, Serpent problem, code games) and clears the attempt file. message
 * says what went wrong, if anything (a corrupt records file set aside).
 */
bool PatienceAttempt_Record(const PatienceAttempt *a, const PatienceGame *game, PatienceAttemptResult *out,
                            char *message, size_t size);

/*
 * Opens the play of a challenge: a saved game of the very same challenge is
 * resumed (a counted attempt stays counted), a Serpent problem shows its
 * cards first, anything else goes straight to the table. fromCode marks a
 * challenge entered as a code. Returns false if no scene could be made.
 */
bool PatienceAttempt_Play(App *app, const PatienceChallenge *challenge, bool fromCode, bool practice);
/* A new table on the same challenge after a finished attempt ("Play again"): counted only if its day still is open. */
Scene *PatienceAttempt_Again(App *app, const PatienceAttempt *previous);

#endif
