/* wake.h: a worker thread's way to wake the main loop when its result is ready. */
#ifndef PARLOUR_PLATFORM_WAKE_H
#define PARLOUR_PLATFORM_WAKE_H

#include <SDL.h>
#include <stdbool.h>

/*
 * The loop sleeps in SDL_WaitEventTimeout while the picture is still; a
 * thread that finishes (the computer's move, a solver's answer) posts a
 * wake event so the result is shown at once, not at the loop's next look.
 * Wake_Init registers the event type on the main thread after SDL_Init;
 * before it (command-line tools, tests without SDL) Wake_Post does nothing.
 */
void Wake_Init(void);
/* Any thread. */
void Wake_Post(void);
bool Wake_IsWake(const SDL_Event *ev);

#endif
