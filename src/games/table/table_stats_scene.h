/* table_stats_scene.h: one statistics screen for every table game: per variant and seating, each side's record. */
#ifndef PARLOUR_GAMES_TABLE_STATS_SCENE_H
#define PARLOUR_GAMES_TABLE_STATS_SCENE_H

#include "scenes/scene.h"
#include "table_game.h"

Scene *TableStatsScene_Create(App *app, const TableGame *game);

#endif
