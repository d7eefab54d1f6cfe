/* patience_store.h: Poker Patience's files in the player's folder: the game in progress and the statistics. */
#ifndef PARLOUR_GAMES_PATIENCE_STORE_H
#define PARLOUR_GAMES_PATIENCE_STORE_H

#include "core/patience/patience.h"
#include "core/patience/patience_stats.h"

#include <stdbool.h>
#include <stddef.h>

/*
 * Files (in Paths_UserDir()): patience-game.txt (the game in progress, the
 * core's save format plus an "undos N" line), patience-stats.txt (the core's
 * statistics format). Every write is atomic (AtomicFile_Write). A file that
 * cannot be parsed is set aside as "<file>.corrupt-N" (AtomicFile_SetAside),
 * and the caller gets a message for the player saying what happened and that
 * the old file was kept; the rest keeps working (a fresh game or fresh
 * statistics).
 */

typedef enum PatienceStoreStatus {
    PATIENCE_STORE_OK,
    PATIENCE_STORE_NONE,    /* no file: nothing to resume, or no statistics yet */
    PATIENCE_STORE_CORRUPT, /* set aside; message says where */
    PATIENCE_STORE_IO_ERROR, /* could not write; message says why */
    PATIENCE_STORE_ALREADY   /* a finished game found again was counted before: nothing added */
} PatienceStoreStatus;

/* The game in progress, saved after every placement and undo. */
PatienceStoreStatus PatienceStore_LoadGame(PatienceGame *game, int *undosUsed, char *message, size_t size);
PatienceStoreStatus PatienceStore_SaveGame(const PatienceGame *game, int undosUsed, char *message, size_t size);
/* The same with the hints asked for (a "hints N" line; a file without one counts 0). */
PatienceStoreStatus PatienceStore_LoadGameWithHints(PatienceGame *game, int *undosUsed, int *hintsUsed, char *message,
                                                    size_t size);
PatienceStoreStatus PatienceStore_SaveGameWithHints(const PatienceGame *game, int undosUsed, int hintsUsed,
                                                    char *message, size_t size);
void PatienceStore_ClearGame(void);
bool PatienceStore_HasGame(void);

/*
 * The saved game's text, for the fuzzer and tests: parsed (text is the
 * parser's own copy: it blanks the count lines) and written; the format
 * returns the length, 0 if it does not fit.
 */
bool PatienceStore_ParseGame(char *text, PatienceGame *game, int *undosUsed, int *hintsUsed, char *problem,
                             size_t size);
size_t PatienceStore_FormatGame(const PatienceGame *game, int undosUsed, int hintsUsed, char *buf, size_t size);

PatienceStoreStatus PatienceStore_LoadStats(PatienceStats *stats, char *message, size_t size);

/* What a finished game did to the records, for the scoring scene. */
typedef struct PatienceOutcome {
    int score;
    int previousBest; /* -1 if this was the first game of the variant */
    bool newRecord;
    int games;      /* including this one */
    double average; /* including this one */
} PatienceOutcome;

/*
 * Records a complete game in the statistics and clears the game in
 * progress, in one recoverable step (as the table games do: table_finish.h):
 *
 *   1. the statistics are written with the game counted and its key
 *      (PatienceStats_GameKey) among the counted, in one atomic write;
 *   2. the save is removed, durably.
 *
 * A game kept aside earlier (below) is counted first. foundAgain: the game
 * was already complete in its save when it was opened (the program may
 * have stopped between 1 and 2); then it is counted only if its key is not
 * among the counted (PATIENCE_STORE_ALREADY: nothing added, the outcome is
 * the statistics as they stand). A game completed in play is always
 * counted, so two plays of one deal that end alike are two games. When the
 * statistics cannot be written (PATIENCE_STORE_IO_ERROR), the game is kept
 * as "patience-game.txt.unrecorded", where no new game overwrites it, and
 * message says so; it is counted at the next game's end or the lobby's
 * opening. On a corrupt statistics file the old one is set aside, the game
 * is recorded into fresh statistics, and message says so.
 */
PatienceStoreStatus PatienceStore_RecordFinished(const PatienceGame *game, int undosUsed, PatienceOutcome *outcome,
                                                 char *message, size_t size);
PatienceStoreStatus PatienceStore_RecordFinishedWithHints(const PatienceGame *game, int undosUsed, int hintsUsed,
                                                          bool foundAgain, PatienceOutcome *outcome, char *message,
                                                          size_t size);
/*
 * At the lobby: a game kept aside because the statistics could not be
 * written is counted (unless it was) and its file removed. NONE when there
 * is none; message says what happened otherwise.
 */
PatienceStoreStatus PatienceStore_SettlePending(char *message, size_t size);
/* The kept game's file name in the player folder (for tests and messages). */
#define PATIENCE_STORE_PENDING_FILE "patience-game.txt.unrecorded"

/*
 * The lobby's last chosen variant, in patience-prefs.txt ("variant hoyle
 * english"). Load returns false (and leaves *v alone) when there is none or
 * it cannot be read; a bad file is simply rewritten by the next save.
 */
bool PatienceStore_LoadVariant(PatienceVariant *v);
void PatienceStore_SaveVariant(PatienceVariant v);

#endif
