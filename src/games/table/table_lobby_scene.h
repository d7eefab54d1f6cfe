/* table_lobby_scene.h: the one lobby every table game shares (variant, seats, new game, resume, records, rules). */
#ifndef PARLOUR_GAMES_TABLE_LOBBY_SCENE_H
#define PARLOUR_GAMES_TABLE_LOBBY_SCENE_H

#include "scenes/scene.h"
#include "table_game.h"

/*
 * The menu lists Resume (when a game is saved), New game, the variant, one
 * row per seat (a person, or the computer at a level: left and right
 * change it), Statistics, Rules and Back; the panel beside it says what
 * the focused row means. Every change is remembered per game
 * (TableLobbyPrefs) for the next visit.
 */
Scene *TableLobbyScene_Create(App *app, const TableGame *game);

/* A lobby choosing a hosted table (seats 1 and up on other devices, named), not saved: for screenshots. */
Scene *TableLobbyScene_CreateHostingDemo(App *app, const TableGame *game);
/* The waiting room of such a table, on loopback with the links naming a local-network address: for screenshots. */
Scene *TableLobbyScene_CreateWaitingDemo(App *app, const TableGame *game);

/* ---- for tests ---- */
const GameSeating *TableLobbyScene_Seating(Scene *scene);
int TableLobbyScene_Variant(Scene *scene);

#endif
