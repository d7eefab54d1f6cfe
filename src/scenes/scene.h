/* scene.h: a scene is a screen (menu, table, scoring) or an overlay (pause, dialog) on the scene stack. */
#ifndef PARLOUR_SCENES_SCENE_H
#define PARLOUR_SCENES_SCENE_H

#include "platform/input.h"

#include <SDL.h>
#include <stdbool.h>

typedef struct App App;

/* How long a result screen ignores Confirm after it appears. */
#define SCENE_RESULT_SETTLE 0.5f
typedef struct Scene Scene;

/*
 * The stack gives input to the top scene only, updates every scene (so a
 * table keeps animating under a dialog), and draws from the lowest opaque
 * scene up, so overlays draw over the scene below. Push, pop and replace
 * requested during a step are applied between steps.
 *
 * The loop draws only when the picture changes (see src/app/app_pace.h): it
 * compares a print of each frame's drawing with the last one shown, so a
 * scene need do nothing to fall silent when still. A scene that keeps a
 * timer of its own (a pause before the computer plays, an attract mode)
 * is looked at again every APP_IDLE_POLL seconds, or it can say exactly
 * when with stillFor.
 */
typedef struct SceneOps {
    const char *name;
    void (*enter)(Scene *s, App *app);  /* now on the stack (optional) */
    void (*exit)(Scene *s, App *app);   /* about to leave the stack (optional) */
    void (*resume)(Scene *s, App *app); /* the scene above was popped (optional) */
    void (*handle)(Scene *s, App *app, const InputEvent *ev);
    void (*update)(Scene *s, App *app, float dt); /* one fixed step, dt in seconds */
    void (*draw)(Scene *s, App *app);
    void (*destroy)(Scene *s);
    /* Where a named element (a menu item's label, a cell "r2c3") is, in layout units: for
       tests that click like a player, and for pointer hints. Optional. */
    bool (*locate)(Scene *s, App *app, const char *name, SDL_FRect *out);
    /* Seconds for which, with no input, the scene will draw the same picture: 0 while it animates,
       SCENE_STILL_FOREVER when only input (or a worker's wake, platform/wake.h) changes it. Optional:
       without it the loop finds stillness by comparing frames and looks again every APP_IDLE_POLL. */
    float (*stillFor)(Scene *s, App *app);
} SceneOps;

#define SCENE_STILL_FOREVER 1.0e9f

struct Scene {
    const SceneOps *ops;
    bool overlay; /* draws over the scene below instead of replacing it */
    float age;    /* seconds on the stack: scenes use it for their entry transition */
    bool textInput; /* takes typed text: SDL's text input runs only while this scene is on top */
    float settle;   /* seconds after it appears during which Confirm and clicks are ignored (result screens:
                       a player still pressing Confirm to finish the game must not skip the result) */
};

#endif
