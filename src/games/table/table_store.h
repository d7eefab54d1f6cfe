/* table_store.h: a table game's files in the player folder: the game in progress and the statistics per variant and level. */
#ifndef PARLOUR_GAMES_TABLE_STORE_H
#define PARLOUR_GAMES_TABLE_STORE_H

#include "core/game/game.h"
#include "core/game/game_ai.h"
#include "core/game/game_seating.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * The game in progress is the core's save text (GameRecord_Save: game,
 * variant, seed, actions) plus the table's own lines: "table-seats person
 * strong" (who sits where: game_seating.h), "table-viewer N" (whose view
 * the screen shows), "table-undos N", "table-casual 1". Saves from before
 * seatings ("table-human N", "table-level strong") still load. The table's
 * lines are blanked into comments before the core reads the text, so the
 * core's line numbers in an error stay true to the file. A seating that
 * does not fit the game (a level or seat count that no longer exists) is
 * refused with its line, like any other bad line. The statistics' lines
 * are described below. How a finished game is counted once and its save
 * removed is table_finish.h's.
 *
 * Every write is atomic (AtomicFile_Write). A file that cannot be read is
 * set aside as "<file>.corrupt-N" and the caller gets a sentence for the
 * player saying which file, why, where the old one is now and what happens
 * next; nothing is reset silently.
 */

typedef enum TableStoreStatus {
    TABLE_STORE_OK,
    TABLE_STORE_NONE,    /* no file */
    TABLE_STORE_CORRUPT, /* set aside; the message says where */
    TABLE_STORE_IO_ERROR, /* could not write; the message says why */
    TABLE_STORE_ALREADY   /* a finished game found again was counted before: nothing done */
} TableStoreStatus;

typedef struct TableSaved {
    GameRecord rec; /* GameRecord_Free it */
    GameState *st;  /* the state after every action (free() it) */
    GameSeating seating;
    int viewer; /* the person whose view the screen showed */
    int undos;
    bool casual;
} TableSaved;

void TableSaved_Free(TableSaved *saved);

/* what names the file for the player ("Your saved Bezique game"). */
TableStoreStatus TableStore_LoadGame(const char *file, const char *what, const GameRules *rules, TableSaved *out,
                                     char *message, size_t size);
TableStoreStatus TableStore_SaveGame(const char *file, const GameRecord *rec, const GameSeating *seating, int viewer,
                                     int undos, bool casual, char *message, size_t size);
/* Removes the save durably (the folder flushed too); false, logged, if it could not be removed. */
bool TableStore_ClearGame(const char *file);

bool TableStore_HasGame(const char *file);

/*
 * Statistics: one row per variant and seating, with each side's wins and
 * points summed (a partnership is one side). Lines:
 *
 *     stats rubicon person,strong games 3 wins 2 1 points 4100 2300
 *     counted 9f3c0a1b2c3d4e5f
 *
 * the seating's words joined by commas, then one number per side; a side's
 * points may be below zero (Five Hundred's). Every seating has its row:
 * the rows grow as seatings are played (four seats make 256 a variant).
 * Files from before seatings ("stats rubicon easy games 3 won 2 points 4100
 * against 2300") are read as a person at seat 0 against that level. Every
 * number is range-checked; a line out of range is refused with its number.
 *
 * "counted" lines hold the keys (TableStore_GameKey) of the last games
 * counted, written in the same atomic write as their counts. A finished
 * save found again (the program stopped after counting it, before its save
 * was removed) is recognised by its key and not counted a second time.
 */
#define TABLE_STATS_COUNTED_MAX 8

typedef struct TableRecord {
    int variant;
    GameSeating seating;
    long long games;
    long long wins[GAME_MAX_SEATS];   /* per side */
    long long points[GAME_MAX_SEATS]; /* per side, summed over the games; below zero when the side was */
} TableRecord;

typedef struct TableStats {
    int count;
    int capacity;
    TableRecord *rows; /* on the heap: TableStats_Free */
    int countedCount;
    uint64_t counted[TABLE_STATS_COUNTED_MAX]; /* the last games' keys, the oldest first */
} TableStats;

/* Frees the rows and empties the statistics (an empty one is all zeros). */
void TableStats_Free(TableStats *stats);

/* The row of a variant and seating; NULL if none. */
const TableRecord *TableStats_Find(const TableStats *stats, int variant, const GameSeating *seating);

/* Loads over an empty (zeroed or freed) TableStats; TableStats_Free it after, whatever the status. */
TableStoreStatus TableStore_LoadStats(const char *file, const char *what, const GameRules *rules, TableStats *stats,
                                      char *message, size_t size);

/*
 * What identifies a finished game: its game, variant, seed and every action
 * (the undos too, so two plays of one deal that differ only there differ),
 * hashed. Never 0.
 */
uint64_t TableStore_GameKey(const GameRecord *rec, int undos);

/* One finished game to count. */
typedef struct TableFinished {
    int variant;
    const GameSeating *seating;
    const GameResult *result;
    uint64_t key; /* TableStore_GameKey, or 0 for none */
    /* A save found finished when it was opened: the program may have stopped after counting it, so it is
       counted only if its key is not among the statistics' counted ones. A game that ends in play is always
       counted (an identical game played again is a game too). */
    bool foundAgain;
} TableFinished;

/*
 * Counts one finished game (load, add, save atomically, with its key among
 * the counted): its winner's side wins, and every side's points are added.
 * TABLE_STORE_ALREADY when it was found again and its key was counted:
 * nothing written. A corrupt file is set aside and the game counted in
 * fresh statistics; message says so. TABLE_STORE_IO_ERROR: not counted,
 * message says why. after (may be NULL) receives the statistics with the
 * game added (even when they could not be written; TableStats_Free it).
 */
TableStoreStatus TableStore_RecordGame(const char *file, const char *what, const GameRules *rules,
                                       const TableFinished *game, TableStats *after, char *message, size_t size);

/*
 * The texts behind the files, for the fuzzer and the tests: a save parsed
 * (text is the parser's own copy: it blanks the table's lines) and written;
 * statistics parsed and written. A parse that fails says which line and
 * why in problem; the formats return the length, 0 if it does not fit.
 */
bool TableStore_ParseGame(char *text, const GameRules *rules, TableSaved *out, char *problem, size_t size);
size_t TableStore_FormatGame(const GameRecord *rec, const GameSeating *seating, int viewer, int undos, bool casual,
                             char *buf, size_t size);
bool TableStore_ParseStats(char *text, const GameRules *rules, TableStats *stats, char *problem, size_t size);
size_t TableStore_FormatStats(const GameRules *rules, const TableStats *stats, char *buf, size_t size);

#endif
