/* patience_challenge_store.h: the records of Poker Patience's challenges (daily, codes, Serpent) in the player's folder. */
#ifndef PARLOUR_GAMES_PATIENCE_CHALLENGE_STORE_H
#define PARLOUR_GAMES_PATIENCE_CHALLENGE_STORE_H

#include "core/patience/patience_challenge.h"
#include "core/patience/patience_daily.h"
#include "games/patience/patience_store.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * File patience-challenges.txt (in Paths_UserDir()), apart from the
 * statistics of patience-stats.txt so that each can change on its own:
 *
 *   parlour-patience-challenges 1
 *   daily 20414 deal 87            the counted attempt of a day's deal
 *   daily 20414 serpent 78 81      the counted attempt of a day's Serpent (score, best possible)
 *   serpent book 0 english 81 81 3 a Serpent problem: kind, value, table, own best, best possible, attempts
 *   codes 5 350                    games started from an entered code, their total score
 *   started 20415 deal             a counted attempt was dealt that day (so abandoning it gives no second try)
 *
 * Written atomically after every finished challenge; a file that cannot be
 * read is set aside as "<file>.corrupt-N" and the player is told, and the
 * records start afresh (never silently).
 */
#define PATIENCE_DAILY_MAX 8000 /* eleven years of both daily challenges */
#define PATIENCE_SERPENT_RECORDS_MAX 1000
#define PATIENCE_STARTED_MAX 16 /* only the latest days matter: a past day can never count */

typedef struct PatienceDailyResult {
    int32_t day;
    bool serpent;
    int score;
    int best; /* serpent: the best possible score; else 0 */
} PatienceDailyResult;

typedef struct PatienceSerpentRecord {
    PatienceChallenge problem; /* layout SERPENT: kind and value name it, variant.table its table */
    int score;                 /* the player's best layout of it */
    int best;                  /* the best possible (PatienceSerpent_Solve) */
    int attempts;
} PatienceSerpentRecord;

typedef struct PatienceChallengeRecords {
    int dailyCount; /* ascending by day, then deal before serpent */
    PatienceDailyResult daily[PATIENCE_DAILY_MAX];
    int serpentCount;
    PatienceSerpentRecord serpent[PATIENCE_SERPENT_RECORDS_MAX];
    int codeGames;
    long long codeTotal;
    /* Days whose counted attempt has been dealt (finished or not), oldest first. Once dealt, the cards
       have been seen: a later attempt of that day is practice even if the first was abandoned. */
    int startedCount;
    PatienceDailyResult started[PATIENCE_STARTED_MAX]; /* day and serpent only */
} PatienceChallengeRecords;

void PatienceChallengeRecords_Clear(PatienceChallengeRecords *r);
/* The counted result of a day, or NULL if that day's challenge has not been finished. */
const PatienceDailyResult *PatienceChallengeRecords_Daily(const PatienceChallengeRecords *r, int32_t day, bool serpent);
const PatienceSerpentRecord *PatienceChallengeRecords_Serpent(const PatienceChallengeRecords *r,
                                                              const PatienceChallenge *problem);
/* Adds a counted daily result (false if that day already has one: the first finished attempt counts). */
bool PatienceChallengeRecords_AddDaily(PatienceChallengeRecords *r, PatienceDailyResult result);
/* Whether a counted attempt of the day was dealt; MarkStarted records it (the oldest mark makes room). */
bool PatienceChallengeRecords_Started(const PatienceChallengeRecords *r, int32_t day, bool serpent);
void PatienceChallengeRecords_MarkStarted(PatienceChallengeRecords *r, int32_t day, bool serpent);
void PatienceChallengeRecords_AddSerpent(PatienceChallengeRecords *r, const PatienceChallenge *problem, int score,
                                         int best);
/* Counts a game played from a code and its score (at the loader's cap the counts stay put rather than overflow). */
void PatienceChallengeRecords_AddCodeGame(PatienceChallengeRecords *r, int score);

/* What the records screen shows, computed from the records. */
typedef struct PatienceChallengeSummary {
    PatienceStreak streak; /* of the daily deal */
    int dailyDays;         /* days with a counted daily deal */
    double dailyAverage;
    int serpentDays; /* days with a counted daily Serpent */
    int serpentProblems, serpentSolved;
    double serpentShare; /* average of score / best over the problems, 0..1 */
    int codeGames;
    double codeAverage;
} PatienceChallengeSummary;
void PatienceChallengeRecords_Summarise(const PatienceChallengeRecords *r, int32_t today,
                                        PatienceChallengeSummary *out);

/* Text form (see above); Parse says what is wrong and on which line. */
size_t PatienceChallengeRecords_Serialise(const PatienceChallengeRecords *r, char *buf, size_t size);
bool PatienceChallengeRecords_Parse(const char *text, PatienceChallengeRecords *r, char *problem, size_t size);

/* The records file. Load gives fresh records for NONE and CORRUPT (then message says where the old file went). */
PatienceStoreStatus PatienceChallengeStore_Load(PatienceChallengeRecords *r, char *message, size_t size);
PatienceStoreStatus PatienceChallengeStore_Save(const PatienceChallengeRecords *r, char *message, size_t size);

/*
 * The challenge of the game in progress, in patience-attempt.txt beside
 * patience-game.txt (whose format belongs to the core): the code, whether
 * the attempt is counted and whether it came from an entered code. Loading
 * checks it against the saved game's deal, so a stale file never turns a
 * casual game into a challenge. Clear removes it (a casual game).
 */
typedef struct PatienceAttemptFile {
    PatienceChallenge challenge;
    bool counted;
    bool fromCode;
} PatienceAttemptFile;
bool PatienceChallengeStore_SaveAttempt(const PatienceAttemptFile *a, char *message, size_t size);
/* True when the file names exactly the deal and variant of game. */
bool PatienceChallengeStore_LoadAttempt(const PatienceGame *game, PatienceAttemptFile *out);
void PatienceChallengeStore_ClearAttempt(void);

#endif
