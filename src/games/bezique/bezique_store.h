/* bezique_store.h: Bezique's files (game in progress, statistics, the lobby's choice) and this sitting's running total. */
#ifndef PARLOUR_GAMES_BEZIQUE_STORE_H
#define PARLOUR_GAMES_BEZIQUE_STORE_H

#include "bezique_scenes.h"
#include "core/bezique/bezique.h"
#include "games/table/table_store.h"

#include <stdbool.h>

typedef struct App App;

#define BEZIQUE_GAME_WHAT "Your saved Bezique game"
#define BEZIQUE_STATS_WHAT "Your Bezique statistics file"

/*
 * Records a finished game: the statistics (when record is set; demos are
 * never recorded) and this sitting's running total (games, and for each
 * side what the games were worth: Rubicon the computation, ordinary the
 * margin at 1000). A problem with the statistics file is toasted.
 */
void BezStore_RecordFinished(const BeziqueState *st, GameAiLevel level, bool record, BeziqueOutcome *outcome, App *app);

/* The lobby's last choice, in bezique-prefs.txt ("variant rubicon", "level medium"); false if none. */
bool BezStore_LoadPrefs(int *variant, GameAiLevel *level);
void BezStore_SavePrefs(int variant, GameAiLevel level);

#endif
