/* table_replay.h: a finished game stepped through from its record: the record's copy and the keys that step it. */
#ifndef PARLOUR_GAMES_TABLE_REPLAY_H
#define PARLOUR_GAMES_TABLE_REPLAY_H

#include "core/game/game.h"

#include <stdbool.h>

typedef struct App App;
typedef struct InputEvent InputEvent;

/*
 * A replay (from the score scene) shows the game's table, every hand face
 * up, at one step of its record: a step on shows the move as it was made;
 * any other step rebuilds the state from the seed, which is exact. On,
 * back, to the start and to the end are the same keys, buttons and clicks
 * at every game's replay: right, confirm or next area on; left or previous
 * area back; up to the start, down to the end; a click on the right half
 * of the table on, on the left half back.
 */

/* dst becomes a copy of src (its own actions); false, with dst freed, if out of memory. */
bool TableReplay_CopyRecord(GameRecord *dst, const GameRecord *src);
/* The step the event asks for from step (of count), in *target; false when it is no step (target may be out of range). */
bool TableReplay_Target(const InputEvent *ev, int step, int count, int *target);
/* What is not a step: back or menu leaves the replay, help shows the rules. */
void TableReplay_HandleOther(App *app, const InputEvent *ev, const char *rulesFile);

#endif
