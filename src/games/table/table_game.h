/* table_game.h: what the shared lobby, statistics and title menu need to know of one table game. */
#ifndef PARLOUR_GAMES_TABLE_GAME_H
#define PARLOUR_GAMES_TABLE_GAME_H

#include "core/game/game.h"
#include "core/game/game_seating.h"
#include "scenes/scene.h"
#include "table_store.h"

#include <stdbool.h>
#include <stddef.h>

/* A game's own choice, on or off, offered in its lobby and kept in its lobby file ("review = off"). */
typedef struct TableOption {
    const char *key;   /* the file's name for it: "review" */
    const char *label; /* the lobby's row: "Hand review" */
    const char *about; /* the lobby's paragraph on it */
    bool byDefault;
} TableOption;

#define TABLE_MAX_OPTIONS 4

/*
 * A table game joins Parlour with one of these (its rules from the core
 * registry, its files, and the two ways into its table scene) and one line
 * in TableGames_All. The title menu, the lobby (variant, seats, new game,
 * resume), the statistics scene and the lobby's remembered choices are then
 * shared, written once for every game.
 */
typedef struct TableGame {
    const GameRules *rules;
    const char *blurb;     /* one line for the title menu */
    const char *gameFile;  /* the game in progress: "bezique-game.txt" */
    const char *statsFile; /* "bezique-stats.txt" */
    const char *lobbyFile; /* the lobby's last choices: "bezique-lobby.ini" */
    const char *(*rulesFile)(int variant); /* assets/rules/<file> for the rules help */
    const char *emblem;        /* cards the lobby shows to give the game its look ("QS JD"), may be NULL */
    const char *emblemCaption; /* a line under them ("Bezique: the queen of spades and the knave of diamonds") */
    GameAiLevel defaultLevel;
    /* The table on a new game (seed 0: a fresh one), or on a saved game (the scene takes it over and frees it). */
    Scene *(*createNew)(App *app, int variant, const GameSeating *seating, uint64_t seed);
    Scene *(*createResume)(App *app, TableSaved *saved);
    /* One or two sentences on a saved game for the lobby ("South 1,240, North 860. 14 tricks played."). */
    void (*describeSaved)(const TableSaved *saved, char *buf, size_t size);
    const TableOption *options; /* the game's own choices (at most TABLE_MAX_OPTIONS), may be NULL */
    int optionCount;
} TableGame;

int TableGames_Count(void);
const TableGame *TableGames_At(int index);
/* By the rules' name ("bezique"); NULL if no table game has that name. */
const TableGame *TableGames_Find(const char *name);

/* "Your saved Bezique game", "Your Bezique statistics file": how messages name a game's files. */
void TableGame_SaveWhat(const TableGame *game, char *buf, size_t size);
void TableGame_StatsWhat(const TableGame *game, char *buf, size_t size);

/* The lobby's remembered choice per game: the variant, who sits where, and the game's own options. */
#define TABLE_HOST_PORT 8765 /* where a hosted table listens unless the lobby file says otherwise */
#define TABLE_HOST_ADDRESS_MAX 64

typedef struct TableLobbyPrefs {
    int variant;
    GameSeating seating[8]; /* by variant (a variant may seat a different number) */
    bool option[TABLE_MAX_OPTIONS]; /* by the game's options */
    bool remote[8][GAME_MAX_SEATS]; /* by variant: a person seat played from another device */
    char name[GAME_MAX_SEATS][GAME_SEAT_NAME_MAX]; /* by seat: what the table calls its player, "" for none */
    char hostAddress[TABLE_HOST_ADDRESS_MAX]; /* what a hosted table's links name; "" for this computer's own */
    int hostPort; /* where a hosted table listens (a port forwarded to it, for players off the local network) */
} TableLobbyPrefs;

/* Whether the lobby's choice for the variant hosts the table: some person plays from another device. */
bool TableLobbyPrefs_Hosts(const TableLobbyPrefs *prefs, int variant);

/* Defaults (the first variant, one person against the game's default level), then the file if any. A file that
 * cannot be read is set aside and message says so (else message is ""). */
void TableLobbyPrefs_Load(const TableGame *game, TableLobbyPrefs *prefs, char *message, size_t size);
/* Saves atomically; false with message on failure. */
bool TableLobbyPrefs_Save(const TableGame *game, const TableLobbyPrefs *prefs, char *message, size_t size);
/* The file's text, parsed over prefs (which holds the defaults first), or false with the line at fault in problem. */
bool TableLobbyPrefs_Parse(const char *text, const TableGame *game, TableLobbyPrefs *prefs, char *problem,
                           size_t size);
/* The file's text; its length, 0 if it does not fit. */
size_t TableLobbyPrefs_Format(const TableGame *game, const TableLobbyPrefs *prefs, char *buf, size_t size);
/* One of the game's options as its lobby file has it (the default without a file); a file that cannot be read is
 * set aside as by Load, and message says so (else ""). */
bool TableLobbyPrefs_Option(const TableGame *game, int option, char *message, size_t size);

#endif
