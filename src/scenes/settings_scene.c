/* settings_scene.c: every setting, changed with left/right, a click or confirm, applied at once and saved on leaving. */
#include "scenes.h"

#include "app/app.h"
#include "platform/audio.h"
#include "render/layout_record.h"
#include "render/text.h"
#include "ui/ui_draw.h"
#include "ui/ui_menu.h"
#include "ui/ui_theme.h"

#include "core/card.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum Row {
    ROW_FULLSCREEN,
    ROW_MUSIC,
    ROW_EFFECTS,
    ROW_MUTE,
    ROW_ANIM,
    ROW_BACK,
    ROW_FOUR_COLOUR,
    ROW_SWAP,
    ROW_PROMPTS,
    ROW_DEAL_RESULT,
    ROW_DONE,
    ROW_COUNT
} Row;

typedef struct SettingsScene {
    Scene base;
    UiMenu menu;
    bool changed;
} SettingsScene;

static const char *OnOff(bool b)
{
    return b ? "On" : "Off";
}

/* The confirm button by its glyph in the prompt style shown (south is A on Xbox, B on Nintendo, the cross on
   PlayStation), so the row never names a button the player's pad does not have. */
static const char *ConfirmButtonName(const App *app, bool east)
{
    PadStyle style = app->settings.promptStyle == PROMPT_PLAYSTATION ? PAD_STYLE_PLAYSTATION
                     : app->settings.promptStyle == PROMPT_NINTENDO  ? PAD_STYLE_NINTENDO
                     : app->settings.promptStyle == PROMPT_XBOX      ? PAD_STYLE_XBOX
                                                                     : Input_PadStyle(&app->input, app->input.lastPad);
    switch (style) {
    case PAD_STYLE_PLAYSTATION: return east ? "East (\xE2\x97\x8B)" : "South (\xE2\x9C\x95)";
    case PAD_STYLE_NINTENDO: return east ? "East (A)" : "South (B)";
    default: return east ? "East (B)" : "South (A)";
    }
}

static void Refresh(SettingsScene *s, const App *app)
{
    const Settings *st = &app->settings;
    char buf[32];
    UiMenu_SetValue(&s->menu, ROW_FULLSCREEN, OnOff(st->fullscreen), -1.0f);
    snprintf(buf, sizeof buf, "%d%%", st->musicVolume);
    UiMenu_SetValue(&s->menu, ROW_MUSIC, buf, (float)st->musicVolume / 100.0f);
    snprintf(buf, sizeof buf, "%d%%", st->effectsVolume);
    UiMenu_SetValue(&s->menu, ROW_EFFECTS, buf, (float)st->effectsVolume / 100.0f);
    UiMenu_SetValue(&s->menu, ROW_MUTE, OnOff(st->mute), -1.0f);
    static const char *const speeds[ANIM_SPEED_COUNT] = {"Slow", "Normal", "Fast", "Off"};
    UiMenu_SetValue(&s->menu, ROW_ANIM, speeds[st->animSpeed % ANIM_SPEED_COUNT], -1.0f);
    static const char *const backs[CARD_BACK_COUNT] = {"Navy lattice", "Burgundy", "Forest", "Charcoal"};
    UiMenu_SetValue(&s->menu, ROW_BACK, backs[st->cardBack % CARD_BACK_COUNT], -1.0f);
    UiMenu_SetValue(&s->menu, ROW_FOUR_COLOUR, st->fourColour ? "Four colours" : "Two colours", -1.0f);
    UiMenu_SetValue(&s->menu, ROW_SWAP, ConfirmButtonName(app, st->swapConfirmBack), -1.0f);
    static const char *const prompts[PROMPT_STYLE_COUNT] = {"Automatic", "Xbox", "PlayStation", "Nintendo"};
    UiMenu_SetValue(&s->menu, ROW_PROMPTS, prompts[st->promptStyle % PROMPT_STYLE_COUNT], -1.0f);
    UiMenu_SetValue(&s->menu, ROW_DEAL_RESULT, OnOff(st->showDealResult), -1.0f);
}

static int Wrap(int v, int n)
{
    return ((v % n) + n) % n;
}

static int Clamp100(int v)
{
    return v < 0 ? 0 : (v > 100 ? 100 : v);
}

static void Adjust(SettingsScene *s, App *app, int row, int dir)
{
    Settings *st = &app->settings;
    switch (row) {
    case ROW_FULLSCREEN: st->fullscreen = !st->fullscreen; break;
    case ROW_MUSIC: st->musicVolume = Clamp100(st->musicVolume + dir * 10); break;
    case ROW_EFFECTS: st->effectsVolume = Clamp100(st->effectsVolume + dir * 10); break;
    case ROW_MUTE: st->mute = !st->mute; break;
    case ROW_ANIM: st->animSpeed = (AnimSpeed)Wrap((int)st->animSpeed + dir, ANIM_SPEED_COUNT); break;
    case ROW_BACK: st->cardBack = Wrap(st->cardBack + dir, CARD_BACK_COUNT); break;
    case ROW_FOUR_COLOUR: st->fourColour = !st->fourColour; break;
    case ROW_SWAP: st->swapConfirmBack = !st->swapConfirmBack; break;
    case ROW_PROMPTS: st->promptStyle = (PromptStyle)Wrap((int)st->promptStyle + dir, PROMPT_STYLE_COUNT); break;
    case ROW_DEAL_RESULT: st->showDealResult = !st->showDealResult; break;
    default: return;
    }
    s->changed = true;
    App_ApplySettings(app);
    if (row == ROW_EFFECTS || row == ROW_MUTE) {
        Audio_Play(SFX_PLACE); /* let the player hear the new level */
    }
    Refresh(s, app);
}

static void Leave(SettingsScene *s, App *app)
{
    if (s->changed) {
        App_SaveSettings(app);
        s->changed = false;
    }
    App_Pop(app);
}

static void Handle(Scene *base, App *app, const InputEvent *ev)
{
    SettingsScene *s = (SettingsScene *)base;
    if (ev->action == ACTION_BACK || ev->action == ACTION_MENU) {
        Leave(s, app);
        return;
    }
    int row = 0;
    switch (UiMenu_Handle(&s->menu, ev, &row)) {
    case UI_MENU_ACTIVATE:
        if (row == ROW_DONE) {
            Leave(s, app);
        }
        break;
    case UI_MENU_LEFT: Adjust(s, app, row, -1); break;
    case UI_MENU_RIGHT: Adjust(s, app, row, +1); break;
    default: break;
    }
}

static void Update(Scene *base, App *app, float dt)
{
    /* F11 and Alt+Enter change the fullscreen setting from anywhere (and a pad changes the prompt style):
       show the settings as they are now, not as they were when the screen opened. */
    Refresh((SettingsScene *)base, app);
    UiMenu_Update(&((SettingsScene *)base)->menu, dt);
}

static void Draw(Scene *base, App *app)
{
    SettingsScene *s = (SettingsScene *)base;
    Gfx_DrawFelt(&app->gfx);
    Ui_DrawHeading(app, "Settings", "Changes apply at once and are saved when you leave");
    SDL_FRect panel = {s->menu.x - 20.0f, s->menu.y - 16.0f, s->menu.w + 40.0f,
                       (float)s->menu.count * s->menu.itemH + 26.0f};
    Ui_DrawPanel(app, panel);
    UiMenu_Draw(&s->menu, app);

    /* A preview of the chosen back and of a diamond and a club in the chosen colours. */
    float h = 150.0f;
    float w = h * 5.0f / 7.0f;
    float x = panel.x + panel.w + 40.0f;
    SDL_FRect r = {x, 190.0f, w, h};
    SDL_FRect px = Gfx_ToPixels(&app->gfx, r);
    CardAtlas_DrawCard(app->cards, CARD_NONE, false, App_CardStyle(app), &px, -4.0, 255);
    LayoutRecord_AddTurnedCard(r, CARD_NONE, false, -4.0); /* for the layout check, as each preview card below */
    SDL_FRect r2 = {x + 30.0f, 370.0f, w, h};
    px = Gfx_ToPixels(&app->gfx, r2);
    CardAtlas_DrawCard(app->cards, Card_Make(RANK_KING, SUIT_DIAMONDS), true, App_CardStyle(app), &px, -6.0, 255);
    LayoutRecord_AddTurnedCard(r2, Card_Make(RANK_KING, SUIT_DIAMONDS), true, -6.0);
    SDL_FRect r3 = {x + 80.0f, 380.0f, w, h};
    px = Gfx_ToPixels(&app->gfx, r3);
    CardAtlas_DrawCard(app->cards, Card_Make(RANK_ACE, SUIT_CLUBS), true, App_CardStyle(app), &px, 7.0, 255);
    LayoutRecord_AddTurnedCard(r3, Card_Make(RANK_ACE, SUIT_CLUBS), true, 7.0);

    UiPrompt prompts[] = {{ACTION_LEFT, "Change"}, {ACTION_CONFIRM, "Select"}, {ACTION_BACK, "Back"}};
    Ui_DrawPrompts(app, prompts, 3);
}

static void Destroy(Scene *s)
{
    free(s);
}

static bool Locate(Scene *s, App *app, const char *name, SDL_FRect *out)
{
    (void)app;
    return UiMenu_Locate(&((SettingsScene *)s)->menu, name, out);
}

static const SceneOps kOps = {
    .name = "settings",
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
};

Scene *SettingsScene_Create(App *app)
{
    SettingsScene *s = calloc(1, sizeof *s);
    if (s == NULL) {
        return NULL;
    }
    s->base.ops = &kOps;
    UiMenu_Init(&s->menu, 250.0f, 146.0f, 620.0f, 45.0f); /* eleven rows clear of the prompts bar at 1280x720 */
    static const char *const labels[ROW_COUNT] = {"Fullscreen", "Music volume", "Effects volume",
                                                  "Mute all sound", "Animation speed", "Card back",
                                                  "Deck colours", "Confirm button", "Button prompts",
                                                  "Show each deal's result", "Done"};
    for (int i = 0; i < ROW_COUNT; i++) {
        UiMenu_Add(&s->menu, labels[i]);
    }
    Refresh(s, app);
    return &s->base;
}

const char *SettingsScene_Value(Scene *scene, const char *label)
{
    const UiMenu *m = &((SettingsScene *)scene)->menu;
    for (int i = 0; i < m->count; i++) {
        if (strcmp(m->items[i].label, label) == 0) {
            return m->items[i].value;
        }
    }
    return NULL;
}
