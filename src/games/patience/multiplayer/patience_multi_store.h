/* patience_multi_store.h: the records of Poker Patience games played by several players on one deal. */
#ifndef PARLOUR_GAMES_PATIENCE_MULTI_STORE_H
#define PARLOUR_GAMES_PATIENCE_MULTI_STORE_H

#include "games/patience/multiplayer/patience_multi.h"
#include "games/patience/patience_store.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * One file, patience-multi-records.txt in the player's folder, apart from
 * the one-player statistics (patience_store.h) and the challenge records:
 *
 *   parlour-patience-multi 1
 *   games 12
 *   best 87 Ada
 *   player 5 9 Ada        (wins, games, name: the name is the rest of the line)
 *
 * Written atomically; a file that cannot be read is set aside as
 * "<file>.corrupt-N" and the player told, and the records start afresh.
 * A win goes to every player with the top score (a tie is shared).
 */
#define PM_RECORD_PLAYERS 64
#define PM_RECORDS_TEXT_MAX (64 + PM_RECORD_PLAYERS * (PM_NAME_MAX + 32))

typedef struct PmPlayerRecord {
    char name[PM_NAME_MAX];
    int wins;
    int games;
} PmPlayerRecord;

typedef struct PmRecords {
    int games;
    int best; /* -1 before the first game */
    char bestName[PM_NAME_MAX];
    int playerCount;
    PmPlayerRecord players[PM_RECORD_PLAYERS];
} PmRecords;

void PatienceMultiRecords_Clear(PmRecords *records);
/* Parses the file's text; false with the line and the reason in problem. */
bool PatienceMultiRecords_Parse(const char *text, PmRecords *records, char *problem, size_t size);
/* Writes the text; returns its length (like snprintf). */
size_t PatienceMultiRecords_Serialise(const PmRecords *records, char *buf, size_t size);
/* Adds one finished game; a player list that is full forgets the player with the fewest games. */
void PatienceMultiRecords_Add(PmRecords *records, const char *const *names, const int *scores, int count);
const PmPlayerRecord *PatienceMultiRecords_Find(const PmRecords *records, const char *name);

/* Loads the records (fresh ones when there is no file or it was set aside). */
PatienceStoreStatus PatienceMultiStore_Load(PmRecords *records, char *message, size_t size);
/* Adds a finished game and saves; records receives them after the game. */
PatienceStoreStatus PatienceMultiStore_Record(const char *const *names, const int *scores, int count,
                                              PmRecords *records, char *message, size_t size);

/*
 * The game in progress, patience-multi-game.txt, saved after every
 * placement so that a game stopped (quit, a crash, the power) can be
 * resumed from the setup screen:
 *
 *   parlour-patience-multi-game 1
 *   mode split            (or pass)
 *   variant hoyle english
 *   seed 123456
 *   turn 0                (pass and play: whose turn)
 *   seat 0 Ben            (gamepad slot or -1 for the keyboard, then the name)
 *   moves 40 31 32        (one line per seat, in seat order: the cells laid)
 *
 * Loading replays every move through the core, so a file that does not
 * describe a legal game of that deal is refused (and set aside) rather
 * than resumed wrongly.
 */
typedef struct PmSavedGame {
    PmSetup setup;
    uint64_t seed;
    int turn;
    PatienceGame games[PM_MAX_SEATS];
} PmSavedGame;

#define PM_GAME_TEXT_MAX 2048

bool PatienceMultiGame_Parse(const char *text, PmSavedGame *out, char *problem, size_t size);
size_t PatienceMultiGame_Serialise(const PmSavedGame *game, char *buf, size_t size);

PatienceStoreStatus PatienceMultiStore_LoadGame(PmSavedGame *game, char *message, size_t size);
PatienceStoreStatus PatienceMultiStore_SaveGame(const PmSavedGame *game, char *message, size_t size);
void PatienceMultiStore_ClearGame(void);

#endif
