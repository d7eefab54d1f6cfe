/* host_worker.h: the computers' thinking on a thread of its own, so a strong search never holds up the host's loop. */
#ifndef PARLOUR_HOST_HOST_WORKER_H
#define PARLOUR_HOST_HOST_WORKER_H

#include "core/game/game.h"
#include "table_host.h"

#include <stdbool.h>
#include <stdint.h>

/*
 * The host's loop hands a computer's decision to the worker as a copy of
 * what the computer may see (its decider's view), its level and its seed,
 * and goes on serving every other table. The worker thinks (GameAi_Choose,
 * or the config's chooser in a test) and hands back the action, waking the
 * loop. The loop applies it only if the table still shows the computer the
 * very view it thought about (nothing changed meanwhile: a seat replaced,
 * a rematch), and then with the rules' own check, like any action.
 *
 * The worker never touches a table: a job holds copies, and the table it
 * names is only an identity, read back on the loop's thread. One thread
 * thinks, one job at a time, in the order they were asked for.
 */

/* Chooses the action for toAct from view (a copy the worker owns while it thinks). GameAi_Choose's shape. */
typedef bool (*HostChooser)(const GameRules *rules, const GameState *view, int toAct, GameAiLevel level,
                            uint64_t seed, GameAction *out);

typedef struct HostWorker HostWorker;

typedef struct HostThought {
    void *table;      /* the caller's identity of the table (a HostTable) */
    GameState *view;  /* the view it thought about (free() it, with HostThought_Free) */
    int decider;      /* whose view */
    bool chose;       /* false: the computer found no move */
    GameAction action;
} HostThought;

/* A worker thread; wake(arg) is called on the worker's thread when a thought is ready. NULL if no thread. */
HostWorker *HostWorker_Start(HostChooser choose, void (*wake)(void *arg), void *arg);
/* Stops the thread (it finishes the thought in hand) and drops what was not handed back. */
void HostWorker_Stop(HostWorker *w);

/*
 * When a computer decides at h now: asks the worker for its move, from the
 * decider's view, with the seed TableHost_ComputerMove would use (a table
 * played through the worker plays the same moves). False if a person
 * decides, the game is over, or memory runs out.
 */
bool HostWorker_Ask(HostWorker *w, const TableHost *h, void *table);
/* A thought handed back, if any (on the loop's thread); HostThought_Free it. */
bool HostWorker_Take(HostWorker *w, HostThought *out);
void HostThought_Free(HostThought *t);

typedef enum HostThoughtUse {
    HOST_THOUGHT_PLAYED = 0,
    HOST_THOUGHT_STALE,  /* the table changed meanwhile: ask again if a computer decides there */
    HOST_THOUGHT_REFUSED /* no move, or one the rules refuse (a bug): not asked again until the table moves */
} HostThoughtUse;

/*
 * Plays a thought at h if h still shows its decider the view thought about
 * and a computer still decides there; with before, *applied and *actedFor
 * as TableHost_ComputerMove. Nothing changes unless it is played.
 */
HostThoughtUse HostWorker_Apply(TableHost *h, const HostThought *t, GameState *before, GameAction *applied,
                                int *actedFor);

#endif
