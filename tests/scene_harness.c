/* scene_harness.c: the test driver: SDL events pushed into the real event queue, frames run on a fixed clock. */
#define _POSIX_C_SOURCE 200809L
#include "scene_harness.h"
#include "temp_dir.h"

#include "games/table/table_scene.h"

#include <SDL_image.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static char userDir[256];
static SDL_Joystick *virtualPad;
static int virtualIndex = -1;

static bool dryFrames; /* Harness_DryFrames */
static const char *presetName;
static const char *presetContents;
static const char *presetXdg; /* a folder under the test's, for XDG_DATA_HOME (PARLOUR_HOME unset) */

App *Harness_StartWithFile(int width, int height, const char *name, const char *contents)
{
    presetName = name;
    presetContents = contents;
    App *app = Harness_Start(width, height);
    presetName = NULL;
    presetContents = NULL;
    return app;
}

App *Harness_StartXdg(int width, int height, const char *xdgData, const char *name, const char *contents)
{
    presetXdg = xdgData;
    App *app = Harness_StartWithFile(width, height, name, contents);
    presetXdg = NULL;
    return app;
}

/* mkdir -p: every folder of path. */
static bool MakeFolders(char *path)
{
    for (char *p = path + 1;; p++) {
        if (*p == '/' || *p == '\0') {
            char was = *p;
            *p = '\0';
            bool ok = mkdir(path, 0700) == 0 || errno == EEXIST;
            *p = was;
            if (!ok) {
                return false;
            }
            if (was == '\0') {
                return true;
            }
        }
    }
}

App *Harness_Start(int width, int height)
{
    if (virtualPad != NULL) { /* a failed test may have left its pad attached */
        SDL_JoystickClose(virtualPad);
        virtualPad = NULL;
    }
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    setenv("SDL_RENDER_DRIVER", "software", 1);
    setenv("SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS", "1", 1);
    if (!TempDir_Make(userDir, sizeof userDir, "scene")) {
        return NULL;
    }
    char home[4096];
    snprintf(home, sizeof home, "%s", userDir);
    setenv("PARLOUR_HOME", userDir, 1);
    if (presetXdg != NULL) {
        /* The player's folder as most players have it: SDL's, under XDG_DATA_HOME. */
        char xdg[2048];
        if (snprintf(xdg, sizeof xdg, "%s/%s", userDir, presetXdg) >= (int)sizeof xdg ||
            snprintf(home, sizeof home, "%s/parlour", xdg) >= (int)sizeof home || !MakeFolders(home)) {
            return NULL;
        }
        unsetenv("PARLOUR_HOME");
        setenv("XDG_DATA_HOME", xdg, 1);
    }
    if (presetName != NULL) {
        char path[4096 + 256];
        snprintf(path, sizeof path, "%s/%.200s", home, presetName);
        FILE *f = fopen(path, "w");
        if (f == NULL) {
            return NULL;
        }
        fputs(presetContents, f);
        fclose(f);
    }
    dryFrames = false;
    App *app = calloc(1, sizeof *app);
    AppOptions opt = {width, height, true, true, true, false, false, false};
    char err[1024];
    if (!App_Init(app, &opt, err, sizeof err)) {
        fprintf(stderr, "App_Init failed: %s\n", err);
        return NULL;
    }
    return app;
}

void Harness_Stop(App *app)
{
    Harness_PadDetach(app);
    App_Shutdown(app);
    free(app);
    TempDir_Remove(userDir);
}

const char *Harness_UserDir(void)
{
    return userDir;
}

void Harness_DryFrames(bool dry)
{
    dryFrames = dry;
}

void Harness_Frames(App *app, int n)
{
    for (int i = 0; i < n && app->running; i++) {
        if (dryFrames) {
            App_FrameDry(app);
        } else {
            App_Frame(app);
        }
    }
}

void Harness_Key(App *app, SDL_Keycode key)
{
    Harness_KeyWith(app, key, KMOD_NONE);
}

void Harness_KeyWith(App *app, SDL_Keycode key, Uint16 mod)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_KEYDOWN;
    ev.key.state = SDL_PRESSED;
    ev.key.keysym.sym = key;
    ev.key.keysym.scancode = SDL_GetScancodeFromKey(key);
    ev.key.keysym.mod = mod;
    ev.key.windowID = SDL_GetWindowID(app->gfx.window);
    SDL_PushEvent(&ev);
    ev.type = SDL_KEYUP;
    ev.key.state = SDL_RELEASED;
    SDL_PushEvent(&ev);
    Harness_Frames(app, 2);
}

static void MouseTo(App *app, int x, int y)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_MOUSEMOTION;
    ev.motion.windowID = SDL_GetWindowID(app->gfx.window);
    ev.motion.x = x;
    ev.motion.y = y;
    SDL_PushEvent(&ev);
}

static void MouseButton(App *app, Uint32 type, int x, int y)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = type;
    ev.button.windowID = SDL_GetWindowID(app->gfx.window);
    ev.button.button = SDL_BUTTON_LEFT;
    ev.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
    ev.button.clicks = 1;
    ev.button.x = x;
    ev.button.y = y;
    SDL_PushEvent(&ev);
}

/* Layout units to window coordinates (the dummy window has no HiDPI scaling). */
static void ToWindow(App *app, float lx, float ly, int *x, int *y)
{
    SDL_FRect p = Gfx_ToPixels(&app->gfx, (SDL_FRect){lx, ly, 0, 0});
    *x = (int)(p.x * (float)app->gfx.windowW / (float)app->gfx.pixelW);
    *y = (int)(p.y * (float)app->gfx.windowH / (float)app->gfx.pixelH);
}

/* The pointer moved to (lx, ly) and the left button pressed there; its window coordinates in *x, *y. */
static void PressAt(App *app, float lx, float ly, int *x, int *y)
{
    ToWindow(app, lx, ly, x, y);
    MouseTo(app, *x, *y);
    Harness_Frames(app, 2);
    MouseButton(app, SDL_MOUSEBUTTONDOWN, *x, *y);
    Harness_Frames(app, 1);
}

void Harness_Drag(App *app, float fromX, float fromY, float toX, float toY)
{
    int x, y;
    PressAt(app, fromX, fromY, &x, &y);
    for (int i = 1; i <= 6; i++) {
        float k = (float)i / 6.0f;
        ToWindow(app, fromX + (toX - fromX) * k, fromY + (toY - fromY) * k, &x, &y);
        MouseTo(app, x, y);
        Harness_Frames(app, 1);
    }
    MouseButton(app, SDL_MOUSEBUTTONUP, x, y);
    Harness_Frames(app, 2);
}

void Harness_ClickAt(App *app, float lx, float ly)
{
    int x, y;
    PressAt(app, lx, ly, &x, &y);
    MouseButton(app, SDL_MOUSEBUTTONUP, x, y);
    Harness_Frames(app, 2);
}

bool Harness_Click(App *app, const char *name)
{
    Scene *top = App_Top(app);
    SDL_FRect r;
    if (top == NULL || top->ops->locate == NULL || !top->ops->locate(top, app, name, &r)) {
        return false;
    }
    Harness_ClickAt(app, r.x + r.w * 0.5f, r.y + r.h * 0.5f);
    return true;
}

bool Harness_PadAttach(App *app)
{
    SDL_VirtualJoystickDesc desc;
    SDL_zero(desc);
    desc.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION;
    desc.type = SDL_JOYSTICK_TYPE_GAMECONTROLLER;
    desc.naxes = SDL_CONTROLLER_AXIS_MAX;
    desc.nbuttons = SDL_CONTROLLER_BUTTON_MAX;
    desc.name = "Parlour test pad";
    virtualIndex = SDL_JoystickAttachVirtualEx(&desc);
    if (virtualIndex < 0) {
        fprintf(stderr, "virtual pad: %s\n", SDL_GetError());
        return false;
    }
    virtualPad = SDL_JoystickOpen(virtualIndex);
    if (virtualPad == NULL) {
        fprintf(stderr, "virtual pad open: %s\n", SDL_GetError());
        return false;
    }
    Harness_Frames(app, 3);
    return Input_PadCount(&app->input) > 0;
}

void Harness_PadDetach(App *app)
{
    if (virtualPad != NULL) {
        SDL_JoystickClose(virtualPad);
        virtualPad = NULL;
        SDL_JoystickDetachVirtual(virtualIndex);
        virtualIndex = -1;
        Harness_Frames(app, 2);
    }
}

void Harness_PadButton(App *app, SDL_GameControllerButton button)
{
    SDL_JoystickSetVirtualButton(virtualPad, (int)button, SDL_PRESSED);
    Harness_Frames(app, 2);
    SDL_JoystickSetVirtualButton(virtualPad, (int)button, SDL_RELEASED);
    Harness_Frames(app, 2);
}

void Harness_PadStick(App *app, Sint16 x, Sint16 y, int holdFrames)
{
    SDL_JoystickSetVirtualAxis(virtualPad, SDL_CONTROLLER_AXIS_LEFTX, x);
    SDL_JoystickSetVirtualAxis(virtualPad, SDL_CONTROLLER_AXIS_LEFTY, y);
    Harness_Frames(app, holdFrames);
    SDL_JoystickSetVirtualAxis(virtualPad, SDL_CONTROLLER_AXIS_LEFTX, 0);
    SDL_JoystickSetVirtualAxis(virtualPad, SDL_CONTROLLER_AXIS_LEFTY, 0);
    Harness_Frames(app, 2);
}

const char *Harness_TopName(App *app)
{
    Scene *top = App_Top(app);
    return top != NULL ? top->ops->name : "(none)";
}

/* ---- the card tables ---- */

bool Harness_AtTable(App *app, const char *tableName)
{
    return strcmp(Harness_TopName(app), tableName) == 0;
}

bool Harness_TableStep(App *app)
{
    Scene *t = App_Top(app);
    const TableSession *s = TableScene_Session(t);
    if (TableSession_PersonToAct(s) && !TableScene_Busy(t)) {
        return true;
    }
    if (TableSession_Thinking(s) && SDL_AtomicGet((SDL_atomic_t *)&s->done) == 0) {
        SDL_Delay(1); /* the computer's thread: wait for it rather than spin frames */
    } else {
        Harness_Frames(app, 1);
    }
    return false;
}

bool Harness_WaitForPerson(App *app, const char *tableName, Uint32 timeoutMs)
{
    Uint32 start = SDL_GetTicks();
    for (int frames = 0; frames < 20000;) {
        if (!Harness_AtTable(app, tableName)) {
            return true;
        }
        Scene *t = App_Top(app);
        const TableSession *s = TableScene_Session(t);
        bool thinking = TableSession_Thinking(s) && SDL_AtomicGet((SDL_atomic_t *)&s->done) == 0;
        if (Harness_TableStep(app)) {
            return true;
        }
        if (!thinking) {
            frames++;
        } else if (SDL_GetTicks() - start > timeoutMs) {
            return false;
        }
    }
    return false;
}

bool Harness_HintTurn(App *app, const char *tableName, Uint32 timeoutMs)
{
    if (!Harness_WaitForPerson(app, tableName, timeoutMs)) {
        return false;
    }
    if (Harness_AtTable(app, tableName)) {
        Harness_Key(app, SDLK_h);
        Harness_Key(app, SDLK_RETURN);
    }
    return true;
}

bool Harness_Settle(App *app, const TableAnim *anim, int maxFrames)
{
    for (int frames = 0; !TableAnim_Idle(anim); frames++) {
        if (frames >= maxFrames) {
            return false;
        }
        Harness_Frames(app, 1);
    }
    return true;
}

void Harness_Shot(App *app, const char *name)
{
    const char *dir = getenv("PARLOUR_DEAL_SHOTS");
    if (dir == NULL) {
        return;
    }
    App_Render(app);
    SDL_Surface *shot = Gfx_ReadPixels(&app->gfx);
    if (shot != NULL) {
        char file[512];
        snprintf(file, sizeof file, "%s/%s.png", dir, name);
        IMG_SavePNG(shot, file);
        SDL_FreeSurface(shot);
    }
}

/* Whether a word is a card as the files write it ("10H", "QS", the Joker "JK", Quinto's "QR"): a player reads
   cards by suit symbol ("10♥"), as the panels write them (table_card_text.c). */
static bool IsCardCode(const char *w, size_t len)
{
    if (len == 2 && (strncmp(w, "JK", 2) == 0 || strncmp(w, "QR", 2) == 0)) {
        return true;
    }
    size_t rank = len == 3 && strncmp(w, "10", 2) == 0 ? 2 : 1;
    if (len != rank + 1 || strchr("SHDC", w[rank]) == NULL) {
        return false;
    }
    return rank == 2 || strchr("23456789TJQKA", w[0]) != NULL;
}

const char *Harness_CardCodeIn(const char *text)
{
    const char *p = text;
    while (*p != '\0') {
        size_t len = strcspn(p, " ,.;:()[]/");
        if (len > 0 && IsCardCode(p, len)) {
            return p;
        }
        p += len;
        p += *p != '\0';
    }
    return NULL;
}
