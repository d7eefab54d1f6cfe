/* table_store.h: a table game's files in the player folder: the game in progress and the statistics per variant and level. */
#ifndef PARLOUR_GAMES_TABLE_STORE_H
#define PARLOUR_GAMES_TABLE_STORE_H

#include "core/game/game.h"
#include "core/game/game_ai.h"

#include <stdbool.h>
#include <stddef.h>

/*
 * The game in progress is the core's save text (GameRecord_Save: game,
 * variant, seed, actions) plus the table's own lines: "table-human N",
 * "table-level strong", "table-undos N", "table-casual 1". Those are blanked
 * into comments before the core reads the text, so the core's line numbers
 * in an error stay true to the file. The statistics are lines
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
    int human;
    GameAiLevel level;
    int undos;
    bool casual;
} TableSaved;

void TableSaved_Free(TableSaved *saved);

/* what names the file for the player ("Your saved Bezique game"). */
TableStoreStatus TableStore_LoadGame(const char *file, const char *what, const GameRules *rules, TableSaved *out,
                                     char *message, size_t size);
TableStoreStatus TableStore_SaveGame(const char *file, const GameRecord *rec, int human, GameAiLevel level, int undos,
                                     bool casual, char *message, size_t size);
void TableStore_ClearGame(const char *file);
bool TableStore_HasGame(const char *file);

#define TABLE_STATS_VARIANTS 4

typedef struct TableRecord {
    int games, won;
    long long points;  /* the player's points, summed */
    long long against; /* the computer's points, summed */
} TableRecord;

typedef struct TableStats {
    TableRecord at[TABLE_STATS_VARIANTS][GAME_AI_LEVEL_COUNT];
} TableStats;

TableStoreStatus TableStore_LoadStats(const char *file, const char *what, const GameRules *rules, TableStats *stats,
                                      char *message, size_t size);
/*
 * Adds one finished game (load, add, save atomically). A corrupt file is
 * set aside and the game recorded in fresh statistics; message says so.
 */
TableStoreStatus TableStore_RecordGame(const char *file, const char *what, const GameRules *rules, int variant,
                                       GameAiLevel level, bool won, int points, int against, TableStats *after,
                                       char *message, size_t size);

#endif
