/* app.c: start-up and shutdown of the services, the scene stack and the fixed-step loop. */
#include "app.h"

#include "app_pace.h"
#include "platform/startup_trace.h"
#include "platform/audio.h"
#include "platform/compose_cache.h"
#include "platform/log.h"
#include "platform/mixer_lib.h"
#include "platform/paths.h"
#include "platform/wake.h"
#include "render/frame_print.h"
#include "render/layout_record.h"
#include "render/text.h"
#include "scenes/scenes.h"
#include "ui/ui_draw.h"

#include <SDL_image.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <math.h>
#include <stdarg.h>
#include <string.h>

static void MapPointer(void *ctx, int wx, int wy, float *x, float *y)
{
    Gfx_WindowToLayout((const Gfx *)ctx, wx, wy, x, y);
}

/* SDL's game controllers (the joystick devices scanned, the mapping database parsed) and the pads present. */
static void StartPads(App *app)
{
    app->padsPending = false;
    if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0) {
        Log_Warn("Gamepads could not be started (%s); the keyboard and mouse still play.", SDL_GetError());
        return;
    }
    char mappings[1024];
    Input_StartPads(&app->input, Paths_User("gamecontrollerdb.txt", mappings, sizeof mappings));
    StartupTrace_Mark("game controllers started");
}

bool App_Init(App *app, const AppOptions *opt, char *err, size_t errSize)
{
    memset(app, 0, sizeof *app);
    app->drawingTop = true; /* scenes drawn outside App_Render (benchmarks, tests) are the top */
    app->fixedClock = opt->fixedClock;
    app->cosmetic = Rng_Make(SDL_GetPerformanceCounter());
    if (opt->fixedClock) {
        app->cosmetic = Rng_Make(1); /* screenshots and tests look the same every run */
    }

    SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1");
    if (SDL_Init(SDL_INIT_EVENTS) != 0) {
        SDL_snprintf(err, errSize, "SDL could not start: %s", SDL_GetError());
        return false;
    }
    StartupTrace_Mark("SDL's events started");
    if (!Paths_Init(err, errSize)) {
        return false;
    }
    /* X's input method reads the keyboard's Compose table as SDL's video starts: parsed once a day, not each time. */
    ComposeCache_Use(Paths_UserDir());
    if (SDL_InitSubSystem(SDL_INIT_VIDEO) != 0) {
        SDL_snprintf(err, errSize, "SDL could not start its video: %s", SDL_GetError());
        return false;
    }
    Wake_Init();
    app->mustDraw = true;
    app->sinceInput = APP_PULSE_SECONDS; /* nobody has done anything yet: nothing pulses for attention */
    StartupTrace_Mark("SDL's video started");

    char message[PLAYER_MESSAGE_MAX];
    Paths_User("settings.ini", app->settingsPath, sizeof app->settingsPath);
    SettingsLoad loaded = Settings_Load(app->settingsPath, &app->settings, message, sizeof message);
    if (loaded == SETTINGS_CORRUPT) {
        Log_Warn("%s", message);
        SDL_strlcpy(app->startupNotice, message, sizeof app->startupNotice);
    }

    GfxOptions go = {opt->width, opt->height, app->settings.fullscreen && !opt->hidden, opt->hidden,
                     opt->forceSoftware, true};
    StartupTrace_Mark("paths and settings read");
    if (!Gfx_Init(&app->gfx, &go, err, errSize)) {
        return false;
    }
    StartupTrace_Mark(app->gfx.softwareRenderer ? "window and software renderer made" : "window and renderer made");
    app->cards = CardAtlas_Load(app->gfx.renderer, Paths_AssetDir(), err, errSize);
    if (app->cards == NULL) {
        return false;
    }
    /* The title's cards, decoded on a thread while the rest starts. */
    int fan[8];
    float fanH = 0.0f;
    int fanCount = TitleScene_FanCells(fan, 8, &fanH);
    CardAtlas_Prefetch(app->cards, fanH * app->gfx.scale, app->settings.fourColour, fan, fanCount);
    StartupTrace_Mark("card packs checked, the title's cards decoding");
    if (!Text_Init(Paths_AssetDir(), err, errSize)) {
        return false;
    }
    StartupTrace_Mark("fonts checked");
    if (!opt->noAudio && opt->deferAudio) {
        /* Opening the device and decoding the sounds waits for the first picture; the files are
           checked now, so a missing one still stops the game before it starts. */
        if (!Audio_CheckFiles(Paths_AssetDir(), err, errSize)) {
            return false;
        }
        app->audioPending = true;
    } else if (!opt->noAudio && !Audio_Init(Paths_AssetDir(), err, errSize)) {
        return false;
    }
    StartupTrace_Mark(app->audioPending ? "sound files checked (loaded after the first frame)" : "sounds loaded");
    Input_Init(&app->input);
    if (opt->deferPads) {
        app->padsPending = true; /* the title is shown first: no pad is needed to look at it */
    } else {
        StartPads(app);
    }
    app->input.mapPointer = MapPointer;
    app->input.mapCtx = &app->gfx;
    SDL_StopTextInput();
    App_ApplySettings(app);
    if (!opt->noAudio && !app->audioPending) {
        Audio_SetMusic(true);
    }
    app->running = true;
    StartupTrace_Mark("input and settings applied");
    return true;
}

static void DestroyScene(App *app, Scene *s)
{
    if (s->ops->exit != NULL) {
        s->ops->exit(s, app);
    }
    s->ops->destroy(s);
}

void App_Shutdown(App *app)
{
    while (app->sceneCount > 0) {
        DestroyScene(app, app->scenes[--app->sceneCount]);
    }
    for (int i = 0; i < app->pendingCount; i++) {
        if (app->pending[i].scene != NULL) {
            app->pending[i].scene->ops->destroy(app->pending[i].scene);
        }
    }
    app->pendingCount = 0;
    Input_Shutdown(&app->input);
    MixerLib_JoinPreload(); /* a quit during the fade-in: the library's thread ends before SDL does */
    Audio_Shutdown();
    if (app->cards != NULL) {
        CardAtlas_Unload(app->cards);
        app->cards = NULL;
    }
    Text_Shutdown();
    Gfx_Shutdown(&app->gfx);
    Paths_Shutdown();
    SDL_Quit();
}

static void Queue(App *app, SceneOpKind kind, Scene *scene)
{
    if (app->pendingCount == APP_MAX_PENDING) {
        Log_Error("Too many scene changes in one step; %s ignored", scene ? scene->ops->name : "pop");
        if (scene != NULL) {
            scene->ops->destroy(scene);
        }
        return;
    }
    app->pending[app->pendingCount].kind = kind;
    app->pending[app->pendingCount].scene = scene;
    app->pendingCount++;
}

void App_Push(App *app, Scene *scene) { Queue(app, SCENE_OP_PUSH, scene); }
void App_Pop(App *app) { Queue(app, SCENE_OP_POP, NULL); }
void App_Replace(App *app, Scene *scene) { Queue(app, SCENE_OP_REPLACE, scene); }
void App_Reset(App *app, Scene *scene) { Queue(app, SCENE_OP_RESET, scene); }

Scene *App_Top(App *app)
{
    return app->sceneCount > 0 ? app->scenes[app->sceneCount - 1] : NULL;
}

static void PushNow(App *app, Scene *scene)
{
    if (app->sceneCount == APP_MAX_SCENES) {
        Log_Error("Scene stack full; %s not shown", scene->ops->name);
        scene->ops->destroy(scene);
        return;
    }
    scene->age = 0.0f;
    app->scenes[app->sceneCount++] = scene;
    if (scene->ops->enter != NULL) {
        scene->ops->enter(scene, app);
    }
    /* A new screen fades in over the one before; the first has nothing before it (a fade from black would only
       hold the title back at start-up), so it shows at once. */
    if (!scene->overlay && app->pictureDrawn) {
        app->fadeIn = App_AnimTime(app, 0.18f);
    }
}

void App_ApplySceneOps(App *app)
{
    /* Ops queued while applying (a scene's enter pushing another) run in the same pass. */
    for (int i = 0; i < app->pendingCount; i++) {
        SceneOp op = app->pending[i];
        switch (op.kind) {
        case SCENE_OP_PUSH: PushNow(app, op.scene); break;
        case SCENE_OP_POP:
            if (app->sceneCount > 0) {
                DestroyScene(app, app->scenes[--app->sceneCount]);
                Scene *top = App_Top(app);
                if (top != NULL && top->ops->resume != NULL) {
                    top->ops->resume(top, app);
                }
            }
            break;
        case SCENE_OP_REPLACE:
            if (app->sceneCount > 0) {
                DestroyScene(app, app->scenes[--app->sceneCount]);
            }
            PushNow(app, op.scene);
            break;
        case SCENE_OP_RESET:
            while (app->sceneCount > 0) {
                DestroyScene(app, app->scenes[--app->sceneCount]);
            }
            PushNow(app, op.scene);
            break;
        }
    }
    app->pendingCount = 0;
    if (app->sceneCount == 0) {
        app->running = false;
    }
    /* Typed characters arrive only while SDL's text input runs (it is stopped at start-up so
       that letters stay keys elsewhere): run it exactly while a text field's scene is on top. */
    Scene *top = App_Top(app);
    bool wantText = top != NULL && top->textInput;
    if (wantText != (SDL_IsTextInputActive() == SDL_TRUE)) {
        if (wantText) {
            SDL_StartTextInput();
        } else {
            SDL_StopTextInput();
        }
    }
}

void App_PushStartScenes(App *app)
{
    App_Push(app, TitleScene_Create(app));
    if (app->startupNotice[0] != '\0') {
        App_Push(app, MessageScene_Create(app, "Your settings could not be read", app->startupNotice));
    }
    App_ApplySceneOps(app);
}

void App_ApplySettings(App *app)
{
    const Settings *s = &app->settings;
    if (!app->fixedClock && Gfx_IsFullscreen(&app->gfx) != s->fullscreen) {
        Gfx_SetFullscreen(&app->gfx, s->fullscreen);
        Text_Flush();
    }
    app->input.swapConfirmBack = s->swapConfirmBack;
    Audio_SetVolumes(s->musicVolume, s->effectsVolume, s->mute);
}

void App_SaveSettings(App *app)
{
    char message[PLAYER_MESSAGE_MAX];
    if (!Settings_Save(app->settingsPath, &app->settings, message, sizeof message)) {
        Log_Warn("%s", message);
        App_Toast(app, "%s", message);
    }
}

void App_Toast(App *app, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    SDL_vsnprintf(app->toast, sizeof app->toast, fmt, ap);
    va_end(ap);
    /* Long enough to read it to the end: four seconds, and a second more for every 25 characters past 100. */
    size_t len = SDL_strlen(app->toast);
    app->toastTime = len > 100 ? 4.0f + (float)(len - 100) / 25.0f : 4.0f;
}

float App_Pulse(const App *app, float phase)
{
    return 0.5f + 0.5f * sinf(phase) * app->liveliness;
}

/* Eases the pulses in (a quarter second) after input and out (half a second) once the player is away. */
static void UpdateLiveliness(App *app, float dt)
{
    app->sinceInput += dt;
    if (app->sinceInput < APP_PULSE_SECONDS) {
        app->liveliness = fminf(1.0f, app->liveliness + dt / 0.25f);
    } else {
        app->liveliness = fmaxf(0.0f, app->liveliness - dt / 0.5f);
    }
}

float App_AnimTime(const App *app, float seconds)
{
    return seconds * Settings_AnimScale(&app->settings);
}

CardStyle App_CardStyle(const App *app)
{
    CardStyle style = {app->settings.cardBack, app->settings.fourColour};
    return style;
}

static void HandleGlobal(App *app, const InputEvent *ev)
{
    if (ev->action == ACTION_QUIT) {
        app->running = false;
    } else if (ev->action == ACTION_FULLSCREEN) {
        app->settings.fullscreen = !app->settings.fullscreen;
        App_ApplySettings(app);
        App_SaveSettings(app);
    }
}

static void Step(App *app)
{
    const float dt = 1.0f / APP_STEP_HZ;
    Input_Update(&app->input, 1000 / APP_STEP_HZ);
    const char *notice = Input_TakeNotice(&app->input);
    if (notice != NULL) {
        App_Toast(app, "%s", notice);
    }
    InputEvent ev;
    while (Input_Poll(&app->input, &ev)) {
        app->sinceInput = 0.0f;
        if (ev.action == ACTION_QUIT || ev.action == ACTION_FULLSCREEN) {
            HandleGlobal(app, &ev);
            continue;
        }
        Scene *top = App_Top(app);
        if (top != NULL && top->age < top->settle &&
            (ev.action == ACTION_CONFIRM || ev.action == ACTION_POINTER_DOWN || ev.action == ACTION_POINTER_UP)) {
            continue;
        }
        if (top != NULL && app->pendingCount == 0) {
            top->ops->handle(top, app, &ev);
        }
        /* A scene change takes effect before the next action reaches anyone. */
        if (app->pendingCount > 0) {
            App_ApplySceneOps(app);
        }
    }
    for (int i = 0; i < app->sceneCount; i++) {
        Scene *s = app->scenes[i];
        s->age += dt;
        if (s->ops->update != NULL) {
            s->ops->update(s, app, dt);
        }
    }
    App_ApplySceneOps(app);
    UpdateLiveliness(app, dt);
    if (app->fadeIn > 0.0f) {
        app->fadeIn -= dt;
    }
    if (app->toastTime > 0.0f) {
        app->toastTime -= dt;
    }
    app->steps++;
}

void App_Settle(App *app, int steps)
{
    for (int i = 0; i < steps && app->running; i++) {
        Step(app);
    }
}

/* A picture was drawn: still if it is the one on screen already. */
static void NotePicture(App *app, uint64_t print)
{
    if (print == app->shownPrint && !app->mustDraw) {
        app->stillFrames = app->stillFrames < 1000 ? app->stillFrames + 1 : app->stillFrames;
    } else {
        app->stillFrames = 0;
    }
    app->shownPrint = print;
    app->mustDraw = false;
}

/* Draws the stack, or in a dry frame only prints it (render/frame_print.h); returns the frame's print. */
static uint64_t DrawFrame(App *app, bool dry)
{
    FramePrint_Begin(dry);
    Gfx *gfx = &app->gfx;
    Gfx_Clear(gfx, Gfx_Rgba(10, 30, 20, 255));
    int start = app->sceneCount - 1;
    while (start > 0 && app->scenes[start]->overlay) {
        start--;
    }
    for (int i = start < 0 ? 0 : start; i < app->sceneCount; i++) {
        app->drawingTop = i == app->sceneCount - 1;
        LayoutRecord_SetLayer(i);
        app->scenes[i]->ops->draw(app->scenes[i], app);
    }
    app->drawingTop = true;
    LayoutRecord_SetLayer(app->sceneCount);
    if (app->toastTime > 0.0f && app->toast[0] != '\0') {
        float a = app->toastTime < 0.4f ? app->toastTime / 0.4f : 1.0f;
        Ui_DrawToast(app, app->toast, a);
    }
    if (app->fadeIn > 0.0f) {
        float total = App_AnimTime(app, 0.18f);
        float a = total > 0.0f ? app->fadeIn / total : 0.0f;
        Gfx_Dim(gfx, (Uint8)(a * 255.0f));
    }
    return FramePrint_End();
}

void App_Render(App *app)
{
    CardAtlas_BeginFrame(app->cards, app->steps);
    NotePicture(app, DrawFrame(app, false));
    app->pictureDrawn = true;
    CardAtlas_FrameDone(app->cards);
    app->trimmed = false;
}

/* The screen has gone still: what its picture was not drawn from goes, and the freed memory back to the
   system (glibc keeps freed blocks in its heap for reuse otherwise). */
static void TrimStill(App *app)
{
    CardAtlas_Trim(app->cards);
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
    app->trimmed = true;
    StartupTrace_Mark("the screen still: unused card sizes and sprites freed");
}

uint64_t App_DryPrint(App *app)
{
    return DrawFrame(app, true);
}

static void PumpEvents(App *app)
{
    SDL_Event ev;
    while (SDL_PollEvent(&ev)) {
        if (ev.type == SDL_WINDOWEVENT) {
            /* Shown, exposed, resized, restored: the window's pixels may be gone or the wrong size. */
            app->mustDraw = true;
            if (ev.window.event == SDL_WINDOWEVENT_SIZE_CHANGED || ev.window.event == SDL_WINDOWEVENT_RESIZED) {
                Gfx_UpdateSize(&app->gfx);
                Input_LayoutChanged(&app->input);
                continue;
            }
        }
        if (ev.type == SDL_RENDER_TARGETS_RESET || ev.type == SDL_RENDER_DEVICE_RESET) {
            Text_Flush();
            app->gfx.feltCacheW = 0; /* its pixels are gone: compose it again */
            app->mustDraw = true;
            continue;
        }
        if (Wake_IsWake(&ev)) {
            continue; /* its work is picked up by the scene's next step */
        }
        Input_HandleEvent(&app->input, &ev);
    }
}

/* Runs the fixed steps that fell due by the wall clock (exactly one with a fixed clock). */
static void StepDue(App *app, int maxSteps)
{
    if (app->fixedClock) {
        Step(app);
        app->frameAlpha = 0.0f;
        return;
    }
    /* Integer accumulator in counter ticks x steps per second: exact, no drift. */
    Uint64 now = SDL_GetPerformanceCounter();
    Uint64 freq = SDL_GetPerformanceFrequency();
    if (app->clockLast == 0) {
        app->clockLast = now;
    }
    app->clockAcc += (now - app->clockLast) * APP_STEP_HZ;
    app->clockLast = now;
    int steps = 0;
    while (app->clockAcc >= freq && steps < maxSteps && app->running) {
        Step(app);
        app->clockAcc -= freq;
        steps++;
    }
    if (steps == maxSteps) {
        app->clockAcc %= freq;
    }
    app->frameAlpha = (float)app->clockAcc / (float)freq;
}

void App_Frame(App *app)
{
    PumpEvents(app);
    StepDue(app, APP_MAX_CATCHUP_STEPS);
    if (app->running) {
        App_Render(app);
        SDL_RenderPresent(app->gfx.renderer);
    }
}

void App_FrameDry(App *app)
{
    PumpEvents(app);
    StepDue(app, APP_MAX_CATCHUP_STEPS);
    if (app->running) {
        App_DryPrint(app);
    }
}

float App_StillFor(App *app)
{
    float still = SCENE_STILL_FOREVER;
    for (int i = 0; i < app->sceneCount; i++) {
        Scene *s = app->scenes[i];
        float f = s->ops->stillFor != NULL ? s->ops->stillFor(s, app) : APP_IDLE_POLL;
        still = f < still ? f : still;
    }
    if (app->toastTime > 0.0f) {
        /* The toast stands still until its last 0.4 s, when it fades. */
        float f = app->toastTime - 0.4f;
        still = f < still ? f : still;
    }
    return still > 0.0f ? still : 0.0f;
}

AppPace App_PaceNow(App *app)
{
    AppPaceInput in;
    in.busy = app->pendingCount > 0 || app->fadeIn > 0.0f || app->mustDraw || Input_IsRepeating(&app->input);
    in.hidden = !app->fixedClock &&
                (SDL_GetWindowFlags(app->gfx.window) & (SDL_WINDOW_HIDDEN | SDL_WINDOW_MINIMIZED)) != 0;
    in.stillFrames = app->stillFrames;
    in.stillFor = App_StillFor(app);
    return App_Pace(&in);
}

void App_FinishStartup(App *app)
{
    if (app->padsPending) {
        StartPads(app);
    }
    if (app->audioPending) {
        app->audioPending = false;
        char err[PLAYER_MESSAGE_MAX];
        if (!Audio_Init(Paths_AssetDir(), err, sizeof err)) {
            Log_Fatal("%s", err);
        }
        Audio_SetVolumes(app->settings.musicVolume, app->settings.effectsVolume, app->settings.mute);
        Audio_SetMusic(true);
        StartupTrace_Mark("sound device opened and sounds loaded");
    }
}

void App_Run(App *app)
{
    /* The game's own pacing while anything moves: a frame per display refresh, sleeping in
       between, because vsync is not always there (software renderer, some drivers). */
    int refresh = 60;
    SDL_DisplayMode mode;
    if (SDL_GetCurrentDisplayMode(0, &mode) == 0 && mode.refresh_rate >= 30) {
        refresh = mode.refresh_rate;
    }
    Uint64 freq = SDL_GetPerformanceFrequency();
    Uint64 period = freq / (Uint64)refresh;
    Uint64 next = SDL_GetPerformanceCounter();
    while (app->running) {
        AppPace pace = App_PaceNow(app);
        int maxSteps = APP_MAX_CATCHUP_STEPS;
        if (pace.wait) {
            if (!app->trimmed && app->firstPresented) {
                TrimStill(app);
            }
            /* Still: sleep until input, a window event, a worker's wake or the next timed event. */
            SDL_WaitEventTimeout(NULL, pace.timeoutMs);
            /* The wait was chosen, not a stall: its steps are all run, so timers keep their time. */
            maxSteps = (int)(APP_IDLE_MAX_WAIT * APP_STEP_HZ) + APP_MAX_CATCHUP_STEPS;
        }
        PumpEvents(app);
        StepDue(app, maxSteps);
        if (!app->running) {
            break;
        }
        if (app->audioPending && app->firstPresented && MixerLib_PreloadDone()) {
            App_FinishStartup(app);
        }
        if (App_PaceNow(app).wait && !app->mustDraw) {
            /* Still, hidden or not: a frame is only drawn when its print differs from the picture shown. */
            bool hidden = (SDL_GetWindowFlags(app->gfx.window) & (SDL_WINDOW_HIDDEN | SDL_WINDOW_MINIMIZED)) != 0;
            if (hidden || App_DryPrint(app) == app->shownPrint) {
                continue;
            }
        }
        App_Render(app);
        SDL_RenderPresent(app->gfx.renderer);
        bool first = !app->firstPresented;
        if (first) {
            app->firstPresented = true;
            StartupTrace_Mark("first frame drawn and presented");
        }
        if (!app->fadedIn && app->fadeIn <= 0.0f) {
            app->fadedIn = true;
            StartupTrace_Mark("the first screen shown in full (nothing dimmed over it)");
        }
        if (first) {
            if (StartupTrace_ExitAfterFirstFrame()) {
                app->running = false;
                break;
            }
            /* The gamepads now; SDL2_mixer opens on a thread while the fan settles, the sounds load after. */
            if (app->padsPending) {
                StartPads(app);
            }
            if (app->audioPending) {
                MixerLib_Preload();
            }
        }
        next += period;
        Uint64 now = SDL_GetPerformanceCounter();
        if (now < next) {
            Uint32 ms = (Uint32)((next - now) * 1000 / freq);
            if (ms > 1) {
                SDL_Delay(ms - 1);
            }
        } else if (now - next > period * 4) {
            next = now; /* far behind (a stall, or a wait while still): start pacing afresh */
        }
    }
}
