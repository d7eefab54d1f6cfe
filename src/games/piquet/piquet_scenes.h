/* piquet_scenes.h: the scenes of Piquet: the table and the scoring; the lobby and statistics are shared. */
#ifndef PARLOUR_GAMES_PIQUET_SCENES_H
#define PARLOUR_GAMES_PIQUET_SCENES_H

#include "core/piquet/piquet.h"
#include "games/table/table_game.h"
#include "games/table/table_session.h"
#include "scenes/scene.h"

#define PIQUET_GAME_FILE "piquet-game.txt"
#define PIQUET_STATS_FILE "piquet-stats.txt"
#define PIQUET_LOBBY_FILE "piquet-lobby.ini"

/* Piquet at the shared lobby, statistics and title menu (piquet_game.c). */
extern const TableGame Piquet_TableGame;

const char *Piquet_RulesFile(int variant); /* "piquet.txt" */

/* The table on a new partie (seed 0: a fresh one), or on a saved one (the scene takes it over and frees it). */
Scene *PiquetTableScene_CreateNew(App *app, int variant, const GameSeating *seating, uint64_t seed);
Scene *PiquetTableScene_CreateResume(App *app, TableSaved *saved);

/* A finished partie stepped through move by move (left and right), both hands face up. */
Scene *PiquetReplayScene_Create(App *app, const GameRecord *rec, const GameSeating *seating);
/* Shows the replay after step actions (screenshots, tests). */
void PiquetReplayScene_Step(Scene *scene, int step);

/* The scoring of a finished partie: the sheet deal by deal and the settlement (the record is copied). */
Scene *PiquetScoreScene_Create(App *app, const GameRecord *rec, const GameSeating *seating);

/* Records a finished partie in the statistics and removes its save (TableFinish_Done; a file problem is toasted). */
void PiquetStore_RecordFinished(const TableSession *s, App *app);

/* Scene-registry factories for screenshots: the exchange with its odds, the calls, the play, the scoring. */
Scene *PiquetTableScene_CreateDemo(App *app);
Scene *PiquetTableScene_CreateCallsDemo(App *app);
Scene *PiquetTableScene_CreateResultDemo(App *app); /* a deal's result held before the next */
Scene *PiquetTableScene_CreatePlayDemo(App *app);
/* A new game of Piquet au cent (seed 11): the cut, and the lower card dealing. */
Scene *PiquetTableScene_CreateCentDemo(App *app);
Scene *PiquetScoreScene_CreateDemo(App *app);

/* ---- for tests (and TableScene_* of table_scene.h: focus areas 0 hand, 1 choices) ---- */
/* Whether the hand card at index (as drawn) is chosen for the discard. */
bool PiquetTableScene_Chosen(Scene *scene, int index);
const GameRecord *PiquetScoreScene_Record(Scene *scene);

#endif
