/* app.h: the running game: window, services, settings and the scene stack, and the fixed-step loop. */
#ifndef PARLOUR_APP_APP_H
#define PARLOUR_APP_APP_H

#include "app_pace.h"
#include "platform/input.h"
#include "platform/player_file.h"
#include "platform/settings.h"
#include "render/card_atlas.h"
#include "render/gfx.h"
#include "scenes/scene.h"

#include "core/rng.h"
#include <stdbool.h>
#include <stdint.h>

#define APP_STEP_HZ 120          /* fixed update rate */
#define APP_MAX_CATCHUP_STEPS 8  /* after a stall, drop time rather than spiral */
#define APP_MAX_SCENES 12
#define APP_MAX_PENDING 8

typedef enum SceneOpKind { SCENE_OP_PUSH, SCENE_OP_POP, SCENE_OP_REPLACE, SCENE_OP_RESET } SceneOpKind;

typedef struct SceneOp {
    SceneOpKind kind;
    Scene *scene;
} SceneOp;

typedef struct AppOptions {
    int width, height;
    bool hidden;
    bool forceSoftware;
    bool fixedClock; /* tests and screenshots: one step per frame, no sleeping, no wall clock */
    bool noAudio;
    bool deferAudio; /* open the sound device and load the sounds after the first frame is shown */
    bool deferPads;  /* start SDL's game controllers and open the gamepads after the first frame is shown */
} AppOptions;

struct App {
    Gfx gfx;
    Input input;
    Settings settings;
    char settingsPath[1024];
    CardAtlas *cards;
    Rng cosmetic; /* animations and effects only: never the game's deal */

    Scene *scenes[APP_MAX_SCENES];
    int sceneCount;
    SceneOp pending[APP_MAX_PENDING];
    int pendingCount;

    bool running;
    bool fixedClock;
    uint64_t steps;       /* fixed steps run so far */
    uint64_t clockLast;   /* performance counter at the last frame */
    uint64_t clockAcc;    /* counter ticks x APP_STEP_HZ not yet stepped */
    float frameAlpha;     /* how far between two steps this frame is drawn (0..1) */
    uint64_t shownPrint;  /* the print (render/frame_print.h) of the picture on screen */
    int stillFrames;      /* frames in a row drawn the same as the one before */
    bool mustDraw;        /* the next frame is drawn whatever its print (first frame, window events) */
    bool firstPresented;
    bool pictureDrawn;    /* a frame has been drawn: a scene pushed before it comes in without a fade */
    bool fadedIn; /* a frame with the start screen's fade-in over has been shown (for the start-up trace) */
    bool trimmed;         /* what the still picture does not use has been freed (App_Run) */
    bool audioPending;    /* AppOptions.deferAudio: the sounds are still to load */
    bool padsPending;     /* AppOptions.deferPads: the game controllers are still to start */
    float sinceInput;     /* seconds since the player last did anything */
    float liveliness;     /* 1 just after input, easing to 0 when the player is away: see App_Pulse */
    float fadeIn;         /* seconds left of the fade after a scene change */

    bool drawingTop; /* the scene being drawn is the top one: only its controls bar is drawn (one bar, always) */

    char startupNotice[PLAYER_MESSAGE_MAX]; /* e.g. a corrupt settings file, shown as a dialog once the title is up */
    char toast[PLAYER_MESSAGE_MAX]; /* a message shown at the top of the screen (a failed save names its file) */
    float toastTime;
};

/* Opens everything; on failure fills err with what failed and what to do. */
bool App_Init(App *app, const AppOptions *opt, char *err, size_t errSize);
void App_Shutdown(App *app);

void App_Run(App *app);
/* The title, and over it a dialog if something at start-up must be told (a corrupt settings file). */
void App_PushStartScenes(App *app);
/* Seconds until some scene on the stack changes by itself (0: something animates); see app_pace.h. */
float App_StillFor(App *app);
/* What the loop would do now: draw at full rate, or wait (and how long). */
AppPace App_PaceNow(App *app);
/* The print of the frame the stack would draw now, drawing nothing (render/frame_print.h). */
uint64_t App_DryPrint(App *app);
/* One frame: events, the fixed steps due (exactly one with a fixed clock), and drawing, always
   (tests and screenshots); the player's loop, App_Run, draws only what changes. */
void App_Frame(App *app);
/* The same with the picture only printed, not drawn (the live layout check reads what is drawn, not the pixels). */
void App_FrameDry(App *app);
/* Runs fixed steps without drawing (tests let a screen settle cheaply, then draw it once). */
void App_Settle(App *app, int steps);
/* Draws the scene stack without presenting (screenshots read the pixels after it). */
void App_Render(App *app);
/* What start-up left until the first picture was shown (AppOptions.deferPads, deferAudio): the game controllers
   and the gamepads, then SDL2_mixer, the sound device and the sounds, all at once (waiting for a preload of the
   mixer still running). App_Run starts the pads and the mixer's preload after the first frame and calls this
   once the preload is done; nothing is left to do after the first call. */
void App_FinishStartup(App *app);
/* Applies queued scene changes now (tests use it after building a stack). */
void App_ApplySceneOps(App *app);

void App_Push(App *app, Scene *scene);
void App_Pop(App *app);
void App_Replace(App *app, Scene *scene);
/* Clears the stack and puts scene alone on it. */
void App_Reset(App *app, Scene *scene);
Scene *App_Top(App *app);

/* Settings changed by a scene: applied to the window, audio and input, and saved atomically. */
void App_ApplySettings(App *app);
void App_SaveSettings(App *app);

void App_Toast(App *app, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/*
 * A decoration's pulse, 0..1, for phase in radians (e.g. time * 3.2): 0.5 + 0.5 sin(phase) while the
 * player is at it, easing to a steady 0.5 APP_PULSE_SECONDS after their last input, so a table
 * left waiting stops drawing (the loop draws only changed pictures); any input brings it back.
 */
#define APP_PULSE_SECONDS 2.0f
float App_Pulse(const App *app, float phase);
/* Animation durations scaled by the setting; 0 when animations are off. */
float App_AnimTime(const App *app, float seconds);
CardStyle App_CardStyle(const App *app);

#endif
