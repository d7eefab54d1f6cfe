/* worker.h: one slow engine call on its own thread, so that a scene's frames keep coming meanwhile. */
#ifndef PARLOUR_PLATFORM_WORKER_H
#define PARLOUR_PLATFORM_WORKER_H

#include <SDL.h>
#include <stdbool.h>

/*
 * The scene owns the worker and the data the job reads and writes; the job
 * gets its own copy of whatever it searches, so the scene may change its
 * game meanwhile and simply ignore a result that no longer fits. The scene
 * polls Worker_Collect every step, and must Worker_Wait before it frees
 * anything the job touches (its destroy does). The engine calls are
 * bounded (a fixed amount of work), so a wait is short. Poker Patience's
 * hint, best play and review, and Bridge's hand review, use it.
 *
 * Without threads (SDL_CreateThread failing) the job runs at once, in the
 * caller: slower frames, never a lost result.
 */
typedef void (*WorkerJob)(void *ctx);

typedef struct Worker {
    SDL_Thread *thread;
    SDL_atomic_t done;
    SDL_atomic_t progress; /* the job may report how far it is (any scale the scene agrees with it) */
    WorkerJob job;
    void *ctx;
    bool ranInline; /* finished in the caller: Collect reports it once */
} Worker;

/* Starts job(ctx); false if a job is still running (nothing started). */
bool Worker_Start(Worker *w, const char *name, WorkerJob job, void *ctx);
/* True while a job has been started and not yet collected. */
bool Worker_Busy(const Worker *w);
/* True once when the job has finished (its thread joined): the scene may read the results now. */
bool Worker_Collect(Worker *w);
/* Blocks until the job is finished and joins it; true if there was one to collect. */
bool Worker_Wait(Worker *w);

#endif
