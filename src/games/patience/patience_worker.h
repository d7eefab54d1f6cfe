/* patience_worker.h: one slow engine call on its own thread, so that a scene's frames keep coming meanwhile. */
#ifndef PARLOUR_GAMES_PATIENCE_WORKER_H
#define PARLOUR_GAMES_PATIENCE_WORKER_H

#include <SDL.h>
#include <stdbool.h>

/*
 * The scene owns the worker and the data the job reads and writes; the job
 * gets its own copy of whatever it searches, so the scene may change its
 * game meanwhile and simply ignore a result that no longer fits. The scene
 * polls PatienceWorker_Collect every step, and must PatienceWorker_Wait
 * before it frees anything the job touches (its destroy does). The engine
 * calls are bounded (a fixed amount of work), so a wait is short.
 *
 * Without threads (SDL_CreateThread failing) the job runs at once, in the
 * caller: slower frames, never a lost result.
 */
typedef void (*PatienceJob)(void *ctx);

typedef struct PatienceWorker {
    SDL_Thread *thread;
    SDL_atomic_t done;
    SDL_atomic_t progress; /* the job may report how far it is (any scale the scene agrees with it) */
    PatienceJob job;
    void *ctx;
    bool ranInline; /* finished in the caller: Collect reports it once */
} PatienceWorker;

/* Starts job(ctx); false if a job is still running (nothing started). */
bool PatienceWorker_Start(PatienceWorker *w, const char *name, PatienceJob job, void *ctx);
/* True while a job has been started and not yet collected. */
bool PatienceWorker_Busy(const PatienceWorker *w);
/* True once when the job has finished (its thread joined): the scene may read the results now. */
bool PatienceWorker_Collect(PatienceWorker *w);
/* Blocks until the job is finished and joins it; true if there was one to collect. */
bool PatienceWorker_Wait(PatienceWorker *w);

#endif
