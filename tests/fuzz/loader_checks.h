/* loader_checks.h: what the fuzzer checks of every loader of a player file: a text it accepts saves and loads back the same. */
#ifndef PARLOUR_TESTS_FUZZ_LOADER_CHECKS_H
#define PARLOUR_TESTS_FUZZ_LOADER_CHECKS_H

#include <stddef.h>
#include <stdint.h>

#include "core/game/game.h"

/*
 * Each player file's loader, by the text behind the file (no file system,
 * so the fuzzer runs thousands of inputs a second). For any input: the
 * loader must not crash or read out of bounds (the sanitizers watch), and
 * whatever it accepts must be written out, read back, and written out
 * again to the very same text (a fixed point: nothing a loader accepts is
 * lost or changed by one save and load). The loaders refuse the rest with
 * a message, which must not be empty.
 */
typedef enum FuzzLoader {
    FUZZ_SETTINGS,          /* settings.ini */
    FUZZ_TABLE_GAME,        /* a table game in progress (bezique-game.txt ...): the core record, the table's lines */
    FUZZ_TABLE_STATS,       /* a table game's statistics (bezique-stats.txt ...) */
    FUZZ_LOBBY_PREFS,       /* a table game's lobby choices (bezique-lobby.ini ...) */
    FUZZ_PATIENCE_GAME,     /* patience-game.txt (the core save, the undos and hints) */
    FUZZ_PATIENCE_STATS,    /* patience-stats.txt */
    FUZZ_CHALLENGE_RECORDS, /* patience-challenges.txt */
    FUZZ_MULTI_RECORDS,     /* patience-multi-records.txt */
    FUZZ_MULTI_GAME,        /* patience-multi-game.txt */
    FUZZ_GAME_RECORD,       /* any game's record, as `parlour-cli <game> play --save` writes and `replay` reads */
    FUZZ_PIQUET_GAME,       /* Piquet's partie in progress (piquet-game.txt): its record, replayed, and the table's lines */
    FUZZ_LOADER_COUNT
} FuzzLoader;

/* "settings", "table-game" ...: the corpus folder is tests/fuzz/corpus-<name>. */
const char *FuzzLoader_Name(FuzzLoader loader);

/*
 * NULL when every invariant holds, else a sentence saying which broke.
 * *accepted (may be NULL) says whether the loader took the input. The
 * table's three files (game, statistics, lobby) belong to one game each
 * and are read against its rules: the input is checked as the file of
 * every registered game (Game_Count, Game_At) in turn, and *accepted says
 * whether any took it.
 */
const char *FuzzLoader_Check(FuzzLoader loader, const uint8_t *data, size_t size, int *accepted);

/* The same, with a table file checked as only's file alone (only is ignored by the other loaders). */
const char *FuzzLoader_CheckGame(FuzzLoader loader, const uint8_t *data, size_t size, const GameRules *only,
                                 int *accepted);

#endif
