/* quinto_scenes.h: the scenes of Quinto and Dummy Quinto: table and scoring; the lobby and statistics are shared. */
#ifndef PARLOUR_GAMES_QUINTO_SCENES_H
#define PARLOUR_GAMES_QUINTO_SCENES_H

#include "core/quinto/quinto.h"
#include "games/table/table_game.h"
#include "games/table/table_session.h"
#include "scenes/scene.h"

#define QUINTO_GAME_FILE "quinto-game.txt"
#define QUINTO_STATS_FILE "quinto-stats.txt"
#define QUINTO_LOBBY_FILE "quinto-lobby.ini"

/* Quinto at the shared lobby, statistics and title menu (quinto_game.c). */
extern const TableGame Quinto_TableGame;

const char *Quinto_RulesFile(int variant); /* "quinto.txt", "dummy_quinto.txt" */

Scene *QuintoTableScene_CreateNew(App *app, int variant, const GameSeating *seating, uint64_t seed);
Scene *QuintoTableScene_CreateResume(App *app, TableSaved *saved);

/* A finished game stepped through move by move with left and right, every hand face up. */
Scene *QuintoReplayScene_Create(App *app, const GameRecord *rec, const GameSeating *seating);
/* The scoring of a finished game (the record is copied): the pad as at Bridge, and the settlement. */
Scene *QuintoScoreScene_Create(App *app, const GameRecord *rec, const GameSeating *seating);
/* Dummy Quinto's next game: the player on the Dummy-player's left takes Dummy (seat 0), the order kept. */
GameSeating QuintoSeating_PassDummy(const GameSeating *seating);
/* Records a finished game in the statistics and removes its save (unless record is false: TableFinish_Done). */
void QuintoStore_RecordFinished(const TableSession *s, bool record, App *app);

/* Scene-registry factories for screenshots: a hand part-way, a quint just made, a finished rubber's scoring. */
Scene *QuintoTableScene_CreateDemo(App *app);
/* Screenshot scene: a game of the rubber has just been made by quints mid-hand, the cachette left face down. */
Scene *QuintoTableScene_CreateGameByQuintsDemo(App *app);
Scene *QuintoTableScene_CreateDummyDemo(App *app);
Scene *QuintoScoreScene_CreateDemo(App *app);
Scene *QuintoReplayScene_CreateDemo(App *app);

/* ---- for tests (and TableScene_* of table_scene.h; Busy also while a callout shows) ---- */
/* Hands dealt so far in the game shown. */
int QuintoTableScene_HandNumber(Scene *scene);

#endif
