/* bezique_store.h: Bezique's statistics on the shared table store, and this sitting's running total. */
#ifndef PARLOUR_GAMES_BEZIQUE_STORE_H
#define PARLOUR_GAMES_BEZIQUE_STORE_H

#include "bezique_scenes.h"
#include "core/bezique/bezique.h"
#include "games/table/table_session.h"
#include "games/table/table_store.h"

#include <stdbool.h>

typedef struct App App;

/*
 * Records a finished game: the statistics per variant and seating, its
 * save removed (when record is set, TableFinish_Done; demos are never
 * recorded) and this sitting's running total (games, and for each seat
 * what its games were worth: Rubicon the computation, ordinary the margin
 * at 1000). A problem with the statistics file is toasted.
 */
void BezStore_RecordFinished(const TableSession *s, bool record, BeziqueOutcome *outcome, App *app);

#endif
