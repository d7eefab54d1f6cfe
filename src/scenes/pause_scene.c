/* pause_scene.c: the in-game pause overlay: resume, restart, rules, settings, or quit to the menu with the game kept. */
#include "scenes.h"

#include "app/app.h"
#include "platform/audio.h"
#include "render/text.h"
#include "ui/ui_draw.h"
#include "ui/ui_menu.h"
#include "ui/ui_theme.h"

#include <stdlib.h>

typedef enum PauseItem {
    ITEM_RESUME,
    ITEM_RESTART,
    ITEM_RULES,
    ITEM_SETTINGS,
    ITEM_QUIT
} PauseItem;

/* Opens a scene over the pause if it could be made. */
static void Open(App *app, Scene *scene)
{
    if (scene != NULL) {
        App_Push(app, scene);
    }
}

typedef struct PauseScene {
    Scene base;
    UiMenu menu;
    char rulesFile[64];
    void (*onRestart)(App *app, void *ctx);
    void (*onQuit)(App *app, void *ctx);
    void *ctx;
    bool restartArmed; /* Restart asks for a second press: the game in progress would be lost */
} PauseScene;

static void Activate(PauseScene *p, App *app, PauseItem item)
{
    switch (item) {
    case ITEM_RESUME: App_Pop(app); break;
    case ITEM_RESTART:
        if (!p->restartArmed) {
            p->restartArmed = true;
            return;
        }
        App_Pop(app);
        p->onRestart(app, p->ctx);
        break;
    case ITEM_RULES: Open(app, RulesScene_Create(app, p->rulesFile)); break;
    case ITEM_SETTINGS: Open(app, SettingsScene_Create(app)); break;
    case ITEM_QUIT:
        App_Pop(app);
        p->onQuit(app, p->ctx);
        break;
    }
    p->restartArmed = false;
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    PauseScene *p = (PauseScene *)s;
    switch (ev->action) {
    case ACTION_BACK:
    case ACTION_MENU:
        Audio_Play(SFX_SELECT);
        App_Pop(app);
        return;
    case ACTION_HELP:
        if (p->rulesFile[0] != '\0') {
            Open(app, RulesScene_Create(app, p->rulesFile));
        }
        return;
    default: break;
    }
    int index = 0;
    switch (UiMenu_Handle(&p->menu, ev, &index)) {
    case UI_MENU_ACTIVATE: Activate(p, app, (PauseItem)UiMenu_TagOfRow(&p->menu, index)); break;
    case UI_MENU_MOVED: p->restartArmed = false; break;
    default: break;
    }
}

static void Update(Scene *s, App *app, float dt)
{
    (void)app;
    UiMenu_Update(&((PauseScene *)s)->menu, dt);
}

static const char *Hint(const PauseScene *p, PauseItem item)
{
    switch (item) {
    case ITEM_RESUME: return "Carry on where you left off.";
    case ITEM_RESTART:
        return p->restartArmed ? "Press again to abandon this game and deal a new one."
                               : "Abandon this game and deal a new one.";
    case ITEM_RULES: return "How to play, and what every hand scores.";
    case ITEM_SETTINGS: return "Sound, animation speed, cards and controls.";
    case ITEM_QUIT: return "Your game is saved: resume it from the menu.";
    }
    return "";
}

static void Draw(Scene *s, App *app)
{
    PauseScene *p = (PauseScene *)s;
    float t = s->age / 0.15f;
    t = t > 1.0f ? 1.0f : t;
    Gfx_Dim(&app->gfx, (Uint8)(160.0f * t));
    float slide = (1.0f - t) * 16.0f;
    SDL_FRect panel = {p->menu.x - 40.0f, p->menu.y - 100.0f + slide, p->menu.w + 80.0f,
                       (float)p->menu.count * p->menu.itemH + 190.0f};
    /* Opaque under the usual panel: the table's cards must not show through the menu. */
    Gfx_FillRoundRect(&app->gfx, panel, THEME_RADIUS, Gfx_Rgba(14, 30, 21, 255));
    Ui_DrawPanel(app, panel);
    TextStyle title = Text_Style(FONT_SERIF_BOLD, 44.0f, THEME_GOLD, TEXT_CENTER);
    Text_Draw(&app->gfx, &title, LAYOUT_W * 0.5f, panel.y + 26.0f, "Paused");
    UiMenu_Draw(&p->menu, app);
    PauseItem focused = (PauseItem)UiMenu_FocusedTag(&p->menu);
    TextStyle hint =
        Text_Style(FONT_SANS, THEME_TEXT_SMALL + 1.0f,
                   focused == ITEM_RESTART && p->restartArmed ? THEME_FOCUS : THEME_PARCHMENT, TEXT_CENTER);
    /* The focused row's description, set off from the rows by a rule so that it does not read as one more. */
    SDL_FRect rule = {panel.x + 60.0f, panel.y + panel.h - 66.0f, panel.w - 120.0f, 1.0f};
    Gfx_FillRect(&app->gfx, rule, THEME_PANEL_EDGE);
    Text_Draw(&app->gfx, &hint, LAYOUT_W * 0.5f, panel.y + panel.h - 52.0f, Hint(p, focused));
    UiPrompt prompts[] = {{ACTION_CONFIRM, "Select"}, {ACTION_BACK, "Resume"}, {ACTION_HELP, "Rules"}};
    Ui_DrawPrompts(app, prompts, 3);
}

static void Destroy(Scene *s)
{
    free(s);
}

static bool Locate(Scene *s, App *app, const char *name, SDL_FRect *out)
{
    (void)app;
    return UiMenu_Locate(&((PauseScene *)s)->menu, name, out);
}

static const SceneOps kOps = {
    .name = "pause",
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
};

Scene *PauseScene_Create(App *app, const char *rulesFile, void (*onRestart)(App *app, void *ctx),
                         void (*onQuit)(App *app, void *ctx), void *ctx)
{
    (void)app;
    PauseScene *p = calloc(1, sizeof *p);
    if (p == NULL) {
        return NULL;
    }
    p->base.ops = &kOps;
    p->base.overlay = true;
    SDL_strlcpy(p->rulesFile, rulesFile != NULL ? rulesFile : "", sizeof p->rulesFile);
    p->onRestart = onRestart;
    p->onQuit = onQuit;
    p->ctx = ctx;
    const float itemH = 56.0f;
    int count = 3 + (onRestart != NULL) + (onQuit != NULL);
    UiMenu_Init(&p->menu, LAYOUT_W * 0.5f - 180.0f, (LAYOUT_H - (float)count * itemH) * 0.5f + 10.0f, 360.0f, itemH);
    UiMenu_AddTagged(&p->menu, "Resume", ITEM_RESUME);
    if (onRestart != NULL) {
        UiMenu_AddTagged(&p->menu, "Restart", ITEM_RESTART);
    }
    int rulesRow = UiMenu_AddTagged(&p->menu, "Rules", ITEM_RULES);
    UiMenu_AddTagged(&p->menu, "Settings", ITEM_SETTINGS);
    if (onQuit != NULL) {
        UiMenu_AddTagged(&p->menu, "Quit to menu", ITEM_QUIT);
    }
    p->menu.items[rulesRow].enabled = p->rulesFile[0] != '\0';
    return &p->base;
}
