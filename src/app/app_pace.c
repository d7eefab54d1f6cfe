/* app_pace.c: full rate while anything moves, else a wait for input or the next timed event. */
#include "app_pace.h"

#include <math.h>

AppPace App_Pace(const AppPaceInput *in)
{
    AppPace pace = {false, 0};
    float wait = in->stillFor;
    if (in->hidden) {
        /* Unseen: step on time (the game goes on) but draw nothing worth a core. */
        wait = APP_IDLE_POLL;
    } else if (in->busy || in->stillFor <= 0.0f || in->stillFrames < APP_STILL_FRAMES) {
        return pace;
    }
    if (!(wait <= APP_IDLE_MAX_WAIT)) { /* also NaN */
        wait = APP_IDLE_MAX_WAIT;
    }
    pace.wait = true;
    pace.timeoutMs = (int)ceilf(wait * 1000.0f);
    if (pace.timeoutMs < 1) {
        pace.timeoutMs = 1;
    }
    return pace;
}
