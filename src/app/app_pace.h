/* app_pace.h: the loop's decision each frame: step and draw at the display's rate, or wait for an event (and how long). */
#ifndef PARLOUR_APP_APP_PACE_H
#define PARLOUR_APP_APP_PACE_H

#include <stdbool.h>

/*
 * A card table is still most of the time. The loop draws a frame, and when
 * APP_STILL_FRAMES frames in a row draw the same picture (their prints match,
 * render/frame_print.h) it stops drawing and waits for an event: input, a
 * window event, a worker's wake (platform/wake.h), or the timeout, which is
 * the soonest any scene says it will change by itself (SceneOps.stillFor;
 * APP_IDLE_POLL for a scene that does not say). On waking the fixed steps
 * that fell due run as always, so the simulation is the same as if every
 * frame had been drawn; a dry frame (prints only) then tells whether the
 * picture changed, and only then is it drawn.
 */
#define APP_STILL_FRAMES 15 /* a quarter second at 60 Hz: a short pause inside an animation is drawn through */
#define APP_IDLE_POLL 0.1f     /* seconds: how often a still scene that keeps its own timers is looked at */
#define APP_IDLE_MAX_WAIT 1.0f /* seconds: the longest wait, so the fixed steps never fall far behind */

typedef struct AppPaceInput {
    bool busy;        /* scene changes queued, a fade running, a gamepad direction held */
    bool hidden;      /* the window is minimised or hidden: nothing drawn is seen */
    int stillFrames;  /* frames in a row whose print matched the picture on screen */
    float stillFor;   /* seconds until some scene changes by itself: the least over the stack (0: animating) */
} AppPaceInput;

typedef struct AppPace {
    bool wait;     /* false: step and draw the next frame at the display's rate */
    int timeoutMs; /* with wait: the longest to wait for an event, at least 1 */
} AppPace;

AppPace App_Pace(const AppPaceInput *in);

#endif
