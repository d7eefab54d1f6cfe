/* handover_scene.c: "Pass to West": the hand-over between people sharing one screen. */
#include "handover_scene.h"

#include "app/app.h"
#include "render/layout_record.h"
#include "render/text.h"
#include "ui/ui_draw.h"
#include "ui/ui_theme.h"

#include <stdio.h>
#include <stdlib.h>

/* A press held from the last turn must not pass the screen at once: input counts after this long. */
#define HANDOVER_ARM_TIME 0.35f

typedef struct HandOver {
    Scene base;
    char title[64];
    char seat[32];
    void (*onReady)(App *app, void *ctx);
    void (*onQuit)(App *app, void *ctx);
    void *ctx;
    SDL_FRect button;
    bool pressed;
} HandOver;

static void Ready(HandOver *h, App *app)
{
    void (*onReady)(App *, void *) = h->onReady;
    void *ctx = h->ctx;
    App_Pop(app);
    if (onReady != NULL) {
        onReady(app, ctx);
    }
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    HandOver *h = (HandOver *)s;
    if (s->age < HANDOVER_ARM_TIME) {
        return;
    }
    switch (ev->action) {
    case ACTION_CONFIRM: Ready(h, app); break;
    case ACTION_BACK:
    case ACTION_MENU: {
        void (*onQuit)(App *, void *) = h->onQuit;
        void *ctx = h->ctx;
        App_Pop(app);
        if (onQuit != NULL) {
            onQuit(app, ctx);
        }
        break;
    }
    case ACTION_POINTER_DOWN: h->pressed = Gfx_Contains(h->button, ev->x, ev->y); break;
    case ACTION_POINTER_UP:
        if (h->pressed && Gfx_Contains(h->button, ev->x, ev->y)) {
            Ready(h, app);
        }
        h->pressed = false;
        break;
    default: break;
    }
}

static void Draw(Scene *s, App *app)
{
    HandOver *h = (HandOver *)s;
    Gfx_DrawFelt(&app->gfx);
    Ui_DrawHeading(app, h->title, "Pass and play");
    float w = 760.0f, ph = 330.0f;
    SDL_FRect r = {(LAYOUT_W - w) * 0.5f, (LAYOUT_H - ph) * 0.5f, w, ph};
    Ui_DrawPanel(app, r);
    /* Two backs, face down: nothing of anyone's hand is on this screen. */
    for (int i = 0; i < 2; i++) {
        SDL_FRect box = {r.x + 40.0f + (float)i * 26.0f, r.y + 40.0f, 90.0f, 126.0f};
        SDL_FRect c = Gfx_ToPixels(&app->gfx, box);
        CardAtlas_DrawCard(app->cards, CARD_NONE, false, App_CardStyle(app), &c, (double)(i * 8 - 4), 255);
        LayoutRecord_AddTurnedCard(box, CARD_NONE, false, (double)(i * 8 - 4)); /* for the layout check */
    }
    char text[96];
    snprintf(text, sizeof text, "Pass to %s", h->seat);
    TextStyle big = Text_Style(FONT_SERIF_BOLD, 44.0f, THEME_GOLD, TEXT_LEFT);
    Text_Draw(&app->gfx, &big, r.x + 200.0f, r.y + 48.0f, text);
    snprintf(text, sizeof text, "Press Confirm when only %s is looking at the screen.", h->seat);
    TextStyle body = Text_Style(FONT_SANS, 22.0f, THEME_CREAM, TEXT_LEFT);
    Text_DrawWrapped(&app->gfx, &body, r.x + 200.0f, r.y + 112.0f, w - 240.0f, text, true);
    h->button = (SDL_FRect){r.x + w * 0.5f - 150.0f, r.y + ph - 96.0f, 300.0f, 56.0f};
    Gfx_FillRoundRect(&app->gfx, h->button, THEME_RADIUS, Gfx_Rgba(222, 184, 92, 60));
    Gfx_StrokeRoundRect(&app->gfx, h->button, THEME_RADIUS, 2.0f, THEME_FOCUS);
    snprintf(text, sizeof text, "I am %s", h->seat);
    TextStyle label = Text_Style(FONT_SANS_BOLD, THEME_TEXT, THEME_FOCUS, TEXT_CENTER);
    Text_Draw(&app->gfx, &label, h->button.x + h->button.w * 0.5f, h->button.y + 13.0f, text);
    UiPrompt prompts[] = {{ACTION_CONFIRM, "Show my hand"}, {ACTION_BACK, "Save and leave"}};
    Ui_DrawPrompts(app, prompts, 2);
}

static void Destroy(Scene *s)
{
    free(s);
}

static bool Locate(Scene *s, App *app, const char *name, SDL_FRect *out)
{
    (void)app;
    HandOver *h = (HandOver *)s;
    char label[48];
    SDL_snprintf(label, sizeof label, "I am %s", h->seat);
    if (SDL_strcmp(name, label) == 0) {
        *out = h->button;
        return true;
    }
    return false;
}

static const SceneOps kOps = {
    .name = "handover",
    .handle = Handle,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
};

Scene *HandOverScene_Create(App *app, const char *gameTitle, const char *seatName,
                            void (*onReady)(App *app, void *ctx), void (*onQuit)(App *app, void *ctx), void *ctx)
{
    (void)app;
    HandOver *h = calloc(1, sizeof *h);
    if (h == NULL) {
        return NULL;
    }
    h->base.ops = &kOps;
    SDL_strlcpy(h->title, gameTitle, sizeof h->title);
    SDL_strlcpy(h->seat, seatName, sizeof h->seat);
    h->onReady = onReady;
    h->onQuit = onQuit;
    h->ctx = ctx;
    /* The button's place before the first draw, for a click that comes first. */
    h->button = (SDL_FRect){LAYOUT_W * 0.5f - 150.0f, (LAYOUT_H + 330.0f) * 0.5f - 96.0f, 300.0f, 56.0f};
    return &h->base;
}
