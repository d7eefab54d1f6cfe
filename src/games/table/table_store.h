/* table_store.h: a table game's files in the player folder: the game in progress and the statistics per variant and level. */
#ifndef PARLOUR_GAMES_TABLE_STORE_H
#define PARLOUR_GAMES_TABLE_STORE_H

#include "core/game/game.h"
#include "core/game/game_ai.h"
#include "core/game/game_seating.h"

#include <stdbool.h>
#include <stddef.h>

/*
 * The game in progress is the core's save text (GameRecord_Save: game,
 * variant, seed, actions) plus the table's own lines: "table-seats person
 * strong" (who sits where: game_seating.h), "table-viewer N" (whose view
 * the screen shows), "table-undos N", "table-casual 1". Saves from before
 * seatings ("table-human N", "table-level strong") still load. The table's
 * lines are blanked into comments before the core reads the text, so the
 * core's line numbers in an error stay true to the file. A seating that
 * does not fit the game (a level or seat count that no longer exists) is
 * refused with its line, like any other bad line. The statistics are lines
 * "stats <variant> <level> games G won W points P against A".
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
    TABLE_STORE_IO_ERROR /* could not write; the message says why */
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
void TableStore_ClearGame(const char *file);

bool TableStore_HasGame(const char *file);

/*
 * Statistics: one row per variant and seating, with each side's wins and
 * points summed (a partnership is one side). Lines:
 *
 *     stats rubicon person,strong games 3 wins 2 1 points 4100 2300
 *
 * the seating's words joined by commas, then one number per side. Files
 * from before seatings ("stats rubicon easy games 3 won 2 points 4100
 * against 2300") are read as a person at seat 0 against that level. Every
 * number is range-checked; a line out of range is refused with its number.
 */
#define TABLE_STATS_ROWS 64

typedef struct TableRecord {
    int variant;
    GameSeating seating;
    long long games;
    long long wins[GAME_MAX_SEATS];   /* per side */
    long long points[GAME_MAX_SEATS]; /* per side, summed over the games */
} TableRecord;

typedef struct TableStats {
    int count;
    TableRecord rows[TABLE_STATS_ROWS];
} TableStats;

/* The row of a variant and seating; NULL if none. */
const TableRecord *TableStats_Find(const TableStats *stats, int variant, const GameSeating *seating);

TableStoreStatus TableStore_LoadStats(const char *file, const char *what, const GameRules *rules, TableStats *stats,
                                      char *message, size_t size);
/*
 * Adds one finished game (load, add, save atomically): its winner's side
 * wins, and every side's points are added. A corrupt file is set aside
 * and the game recorded in fresh statistics; message says so.
 */
TableStoreStatus TableStore_RecordGame(const char *file, const char *what, const GameRules *rules, int variant,
                                       const GameSeating *seating, const GameResult *result, TableStats *after,
                                       char *message, size_t size);

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
