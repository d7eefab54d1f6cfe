/* worker.c: one slow engine call on its own thread (Poker Patience's hint, best play and review; Bridge's review). */
#include "platform/worker.h"

#include "platform/log.h"
#include "platform/wake.h"

static int Run(void *data)
{
    Worker *w = data;
    w->job(w->ctx);
    SDL_AtomicSet(&w->done, 1);
    Wake_Post(); /* the loop may be asleep on a still picture */
    return 0;
}

bool Worker_Start(Worker *w, const char *name, WorkerJob job, void *ctx)
{
    if (Worker_Busy(w)) {
        return false;
    }
    w->job = job;
    w->ctx = ctx;
    w->ranInline = false;
    SDL_AtomicSet(&w->done, 0);
    SDL_AtomicSet(&w->progress, 0);
    w->thread = SDL_CreateThread(Run, name, w);
    if (w->thread == NULL) {
        Log_Warn("Could not start the %s thread (%s); working in the frame instead.", name, SDL_GetError());
        job(ctx);
        SDL_AtomicSet(&w->done, 1);
        w->ranInline = true;
    }
    return true;
}

bool Worker_Busy(const Worker *w)
{
    return w->thread != NULL || w->ranInline;
}

bool Worker_Collect(Worker *w)
{
    if (w->ranInline) {
        w->ranInline = false;
        return true;
    }
    if (w->thread == NULL || SDL_AtomicGet(&w->done) == 0) {
        return false;
    }
    SDL_WaitThread(w->thread, NULL);
    w->thread = NULL;
    return true;
}

bool Worker_Wait(Worker *w)
{
    if (w->ranInline) {
        w->ranInline = false;
        return true;
    }
    if (w->thread == NULL) {
        return false;
    }
    SDL_WaitThread(w->thread, NULL);
    w->thread = NULL;
    return true;
}
