/* wake.c: one registered SDL user event, pushed from any thread to end the main loop's wait. */
#include "wake.h"

static SDL_atomic_t wakeType; /* 0 until registered */

void Wake_Init(void)
{
    if (SDL_AtomicGet(&wakeType) != 0 || !SDL_WasInit(SDL_INIT_EVENTS)) {
        return;
    }
    Uint32 type = SDL_RegisterEvents(1);
    if (type != (Uint32)-1) {
        SDL_AtomicSet(&wakeType, (int)type);
    }
}

void Wake_Post(void)
{
    int type = SDL_AtomicGet(&wakeType);
    if (type == 0 || !SDL_WasInit(SDL_INIT_EVENTS)) {
        return;
    }
    SDL_Event ev;
    SDL_zero(ev);
    ev.type = (Uint32)type;
    /* A full queue already wakes the loop: a lost wake event costs nothing. */
    (void)SDL_PushEvent(&ev);
}

bool Wake_IsWake(const SDL_Event *ev)
{
    int type = SDL_AtomicGet(&wakeType);
    return type != 0 && ev->type == (Uint32)type;
}
