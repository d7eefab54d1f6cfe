/* headless.c: screenshots of any scene and the frame benchmark, both without a player or a real display. */
#define _POSIX_C_SOURCE 200809L
#include "headless.h"

#include "app.h"
#include "platform/log.h"
#include "scenes/scenes.h"

#include <SDL_image.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

uint64_t Headless_NowNs(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static void UseDummyDrivers(void)
{
    /* Keep a driver the caller chose (tests may run under Xvfb); default to dummy. */
    setenv("SDL_VIDEODRIVER", "dummy", 0);
    setenv("SDL_AUDIODRIVER", "dummy", 0);
    setenv("SDL_RENDER_DRIVER", "software", 1);
}

int Headless_Screenshot(const char *file, const char *sceneName, int width, int height, int settleSteps)
{
    SceneFactory create = Scenes_Find(sceneName);
    if (create == NULL) {
        fprintf(stderr, "parlour: no scene called \"%s\". Scenes: %s\n", sceneName, Scenes_Names());
        return 2;
    }
    UseDummyDrivers();
    App app;
    AppOptions opt = {width, height, true, true, true, false, false, false};
    char err[PLAYER_MESSAGE_MAX];
    if (!App_Init(&app, &opt, err, sizeof err)) {
        fprintf(stderr, "parlour: %s\n", err);
        App_Shutdown(&app);
        return 2;
    }
    App_Push(&app, TitleScene_Create(&app));
    if (SDL_strcmp(sceneName, "title") != 0) {
        App_Push(&app, create(&app));
    }
    App_ApplySceneOps(&app);
    for (int i = 0; i < settleSteps && app.running; i++) {
        App_Frame(&app);
    }
    App_Render(&app);
    SDL_Surface *shot = Gfx_ReadPixels(&app.gfx);
    int status = 0;
    if (shot == NULL || IMG_SavePNG(shot, file) != 0) {
        fprintf(stderr, "parlour: could not write the screenshot %s: %s\n", file, SDL_GetError());
        status = 2;
    } else {
        printf("Wrote %s (%dx%d, scene %s)\n", file, shot->w, shot->h, sceneName);
    }
    if (shot != NULL) {
        SDL_FreeSurface(shot);
    }
    App_Shutdown(&app);
    return status;
}

static int CompareDouble(const void *a, const void *b)
{
    double x = *(const double *)a;
    double y = *(const double *)b;
    return (x > y) - (x < y);
}

/* This thread's processor time: what a frame cost, whatever else the machine was doing. */
static uint64_t ThreadCpuNs(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* One line of median, p99, mean with its standard error, and max; sorts ms. */
static void PrintTimes(const char *what, double *ms, int frames)
{
    double sum = 0.0;
    for (int i = 0; i < frames; i++) {
        sum += ms[i];
    }
    double mean = sum / frames;
    double var = 0.0;
    for (int i = 0; i < frames; i++) {
        var += (ms[i] - mean) * (ms[i] - mean);
    }
    double se = frames > 1 ? sqrt(var / (frames - 1)) / sqrt((double)frames) : 0.0;
    qsort(ms, (size_t)frames, sizeof *ms, CompareDouble);
    int p99 = (int)ceil(0.99 * frames) - 1;
    printf("  %s: median %.2f ms, p99 %.2f ms, mean %.2f +/- %.2f ms (standard error), max %.2f ms\n", what,
           ms[frames / 2], ms[p99 < 0 ? 0 : p99], mean, se, ms[frames - 1]);
}

int Headless_BenchFrames(int frames, uint64_t startNs)
{
    if (getenv("DISPLAY") == NULL && getenv("WAYLAND_DISPLAY") == NULL) {
        UseDummyDrivers();
    }
    setenv("SDL_RENDER_DRIVER", "software", 1);
    App app;
    AppOptions opt = {1280, 720, false, true, true, true, false, false};
    char err[PLAYER_MESSAGE_MAX];
    if (!App_Init(&app, &opt, err, sizeof err)) {
        fprintf(stderr, "parlour: %s\n", err);
        App_Shutdown(&app);
        return 2;
    }
    App_Push(&app, TitleScene_Create(&app));
    App_ApplySceneOps(&app);
    App_Frame(&app);
    uint64_t firstFrameNs = Headless_NowNs();
    App_Push(&app, BenchScene_Create(&app));
    App_ApplySceneOps(&app);
    app.fadeIn = 0.0f;

    double *ms = calloc((size_t)frames, sizeof *ms);
    double *cpu = calloc((size_t)frames, sizeof *cpu);
    if (ms == NULL || cpu == NULL) {
        free(ms);
        free(cpu);
        App_Shutdown(&app);
        return 2;
    }
    /* Warm the caches (text textures, the card cells) before measuring. */
    for (int i = 0; i < 10; i++) {
        App_Frame(&app);
    }
    for (int i = 0; i < frames; i++) {
        uint64_t t0 = Headless_NowNs(), c0 = ThreadCpuNs();
        App_Frame(&app);
        ms[i] = (double)(Headless_NowNs() - t0) / 1e6;
        cpu[i] = (double)(ThreadCpuNs() - c0) / 1e6;
    }
    printf("parlour frame benchmark: %d frames, 60 moving cards, %dx%d, renderer %s, video %s\n", frames,
           app.gfx.pixelW, app.gfx.pixelH, app.gfx.softwareRenderer ? "software" : "accelerated",
           SDL_GetCurrentVideoDriver());
    printf("  start-up to first frame: %.1f ms\n", (double)(firstFrameNs - startNs) / 1e6);
    PrintTimes("frame time", ms, frames);
    /* On a loaded machine the clock counts other programs' turns too; the processor time does not. */
    PrintTimes("processor time a frame", cpu, frames);
    free(cpu);
    free(ms);
    App_Shutdown(&app);
    return 0;
}
