/* bezique_scenes.h: the scenes of Bezique (Rubicon and ordinary): table, scoring, replay; the lobby is shared. */
#ifndef PARLOUR_GAMES_BEZIQUE_SCENES_H
#define PARLOUR_GAMES_BEZIQUE_SCENES_H

#include "core/bezique/bezique.h"
#include "games/table/table_game.h"
#include "games/table/table_session.h"
#include "scenes/scene.h"

#define BEZIQUE_GAME_FILE "bezique-game.txt"
#define BEZIQUE_STATS_FILE "bezique-stats.txt"
#define BEZIQUE_LOBBY_FILE "bezique-lobby.ini"

/* Bezique at the shared lobby, statistics and title menu (bezique_game.c). */
extern const TableGame Bezique_TableGame;

const char *Bezique_RulesFile(int variant); /* "rubicon_bezique.txt", "bezique.txt" */

/* The table on a new game (seed 0: a fresh one), or on a saved game (the scene takes it over and frees it). */
Scene *BeziqueTableScene_CreateNew(App *app, int variant, const GameSeating *seating, uint64_t seed);
Scene *BeziqueTableScene_CreateResume(App *app, TableSaved *saved);
/* A finished game stepped through move by move with left and right. */
Scene *BeziqueReplayScene_Create(App *app, const GameRecord *rec, const GameSeating *seating);

/* What a finished game did to the records, for the scoring scene. */
typedef struct BeziqueOutcome {
    GameSeating seating;
    int sessionGames;
    int sessionWon[2];        /* this sitting's games won by each seat */
    long long sessionTotal[2]; /* this sitting's running totals per seat (Rubicon: game values; ordinary: points) */
} BeziqueOutcome;

/* The scoring of a finished game (the record is copied, for the replay). */
Scene *BeziqueScoreScene_Create(App *app, const GameRecord *rec, const BeziqueOutcome *outcome);
Scene *BeziqueStatsScene_Create(App *app);

/* Scene-registry factories for screenshots: a game part-way, a finished game's scoring, the lobby. */
Scene *BeziqueTableScene_CreateDemo(App *app);
Scene *BeziqueScoreScene_CreateDemo(App *app);
Scene *BeziqueTableScene_CreatePassDemo(App *app);

/* ---- for tests (and TableScene_* of table_scene.h: focus areas 0 hand, 1 table, 2 choices; a choice
   that declares the chosen cards has action kind 0) ---- */
/* The finished game the scoring scene shows, and its result. */
const GameRecord *BeziqueScoreScene_Record(Scene *scene);
GameResult BeziqueScoreScene_Result(Scene *scene);

#endif
