/* main.c: the parlour executable: play, or take a screenshot, or run the frame benchmark. */
#include "app.h"
#include "headless.h"
#include "platform/startup_trace.h"
#include "platform/log.h"
#include "scenes/scenes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static App app;

static void ShutdownApp(void)
{
    App_Shutdown(&app);
}

static void Usage(FILE *out)
{
    fprintf(out,
            "Usage: parlour [options]\n"
            "  (no options)                play\n"
            "  --windowed | --fullscreen   override the fullscreen setting for this run\n"
            "  --scene NAME                start at a scene over the title (benchmarks, checking a screen)\n"
            "  --screenshot FILE           render a scene headlessly and write a PNG\n"
            "      --scene NAME            which scene (default title; one of: %s)\n"
            "      --size WxH              window size (default 1280x720)\n"
            "      --long-names            demo players named by the longest names a file can hold\n"
            "  --bench-frames [N]          run the frame benchmark for N frames (default 600)\n"
            "  --version, --help\n",
            Scenes_Names());
}

int main(int argc, char **argv)
{
    uint64_t startNs = Headless_NowNs();
    StartupTrace_Begin();
    const char *shot = NULL;
    const char *scene = "title";
    int width = 0;
    int height = 0;
    int benchFrames = 0;
    int fullscreen = -1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--screenshot") == 0 && i + 1 < argc) {
            shot = argv[++i];
        } else if (strcmp(a, "--scene") == 0 && i + 1 < argc) {
            scene = argv[++i];
        } else if (strcmp(a, "--size") == 0 && i + 1 < argc) {
            if (sscanf(argv[++i], "%dx%d", &width, &height) != 2 || width < 320 || height < 200 || width > 8192 ||
                height > 8192) {
                fprintf(stderr, "parlour: --size wants WIDTHxHEIGHT, e.g. 1920x1080 (got \"%s\")\n", argv[i]);
                return 2;
            }
        } else if (strcmp(a, "--bench-frames") == 0) {
            benchFrames = 600;
            if (i + 1 < argc && argv[i + 1][0] != '-') {
                benchFrames = atoi(argv[++i]);
                if (benchFrames < 10 || benchFrames > 100000) {
                    fprintf(stderr, "parlour: --bench-frames wants a number of frames from 10 to 100000\n");
                    return 2;
                }
            }
        } else if (strcmp(a, "--long-names") == 0) {
            Scenes_SetLongDemoNames(true);
        } else if (strcmp(a, "--windowed") == 0) {
            fullscreen = 0;
        } else if (strcmp(a, "--fullscreen") == 0) {
            fullscreen = 1;
        } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            Usage(stdout);
            return 0;
        } else if (strcmp(a, "--version") == 0) {
            printf("parlour 0.1.0\n");
            return 0;
        } else {
            fprintf(stderr, "parlour: unknown option \"%s\"\n", a);
            Usage(stderr);
            return 2;
        }
    }
    if (shot != NULL) {
        return Headless_Screenshot(shot, scene, width, height, 90);
    }
    if (benchFrames > 0) {
        return Headless_BenchFrames(benchFrames, startNs);
    }
    SceneFactory start = NULL;
    if (strcmp(scene, "title") != 0) {
        start = Scenes_Find(scene);
        if (start == NULL) {
            fprintf(stderr, "parlour: no scene called \"%s\". Scenes: %s\n", scene, Scenes_Names());
            return 2;
        }
    }

    AppOptions opt = {width, height, false, false, false, false, true, true};
    char err[PLAYER_MESSAGE_MAX];
    Log_AtExit(ShutdownApp);
    if (!App_Init(&app, &opt, err, sizeof err)) {
        Log_Fatal("%s", err);
    }
    if (fullscreen >= 0) {
        app.settings.fullscreen = fullscreen == 1;
        App_ApplySettings(&app);
    }
    App_PushStartScenes(&app);
    if (start != NULL) {
        App_Push(&app, start(&app));
        App_ApplySceneOps(&app);
    }
    StartupTrace_Mark("the first scene made");
    App_Run(&app);
    Log_RunAtExit();
    return 0;
}
