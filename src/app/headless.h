/* headless.h: the game's command-line modes that need no player: screenshots and the frame benchmark. */
#ifndef PARLOUR_APP_HEADLESS_H
#define PARLOUR_APP_HEADLESS_H

#include <stdint.h>

/*
 * Renders the named scene (over the title, so overlays have something under
 * them) with the dummy video driver and the software renderer, after enough
 * fixed steps for its entry animation to finish, and writes a PNG.
 * Returns the process exit status (0 ok, 2 error with a message on stderr).
 */
int Headless_Screenshot(const char *file, const char *sceneName, int width, int height, int settleSteps);

/*
 * Runs the busy table for `frames` frames at 1280x720 with the software
 * renderer and prints start-up-to-first-frame time and frame times (median,
 * p99, mean with its standard error). startCounter is SDL's performance
 * counter (or 0) read first thing in main.
 */
int Headless_BenchFrames(int frames, uint64_t startNs);

/* Monotonic nanoseconds, usable before SDL starts. */
uint64_t Headless_NowNs(void);

#endif
