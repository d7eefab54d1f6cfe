/* game_list.h: the games the title menu offers, grouped as the book groups them. */
#ifndef PARLOUR_SCENES_GAME_LIST_H
#define PARLOUR_SCENES_GAME_LIST_H

#include "scene.h"

typedef struct TableGame TableGame;

typedef enum GameGroup {
    GAME_GROUP_PATIENCE,
    GAME_GROUP_TWO,  /* games for two players */
    GAME_GROUP_MORE, /* games for three and four */
    GAME_GROUP_COUNT
} GameGroup;

typedef struct GameEntry {
    const char *title; /* as the menu shows it */
    const char *blurb; /* one line under the menu when focused */
    GameGroup group;
    Scene *(*create)(App *app); /* a game with a lobby of its own (Poker Patience); NULL for a table game */
    const TableGame *table;     /* a table game, opened in the shared lobby */
} GameEntry;

/*
 * Poker Patience, then every table game registered in table_games.c (its
 * group from its number of seats), patience first, then two players, then
 * three and four: a new game appears by registering it.
 */
int GameList_Count(void);
const GameEntry *GameList_Get(int index);
/* The game's first scene: its lobby. */
Scene *GameList_Open(App *app, int index);
const char *GameList_GroupName(GameGroup group); /* "Patience", "Two players", "Three and four players" */
/* The first game, in the menu's order, with a game in progress saved; -1 if none. */
int GameList_FirstSaved(void);
/* Carries on that game's saved game: its lobby, and for Poker Patience its table over it at once (a table game's
   lobby offers Resume first). False if nothing could be opened. */
bool GameList_Continue(App *app, int index);
/* What the title screen shows when left alone (an engine playing by itself), or NULL. */
Scene *GameList_CreateAttract(App *app);

#endif
