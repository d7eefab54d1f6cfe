/* message_scene.c: a dialog over the current scene that tells the player something plainly, with one OK. */
#include "scenes.h"

#include "app/app.h"
#include "render/text.h"
#include "ui/ui_draw.h"
#include "ui/ui_theme.h"

#include <stdlib.h>

typedef struct MessageScene {
    Scene base;
    char title[96];
    char body[1024];
    SDL_FRect okRect;
    bool pressed;
} MessageScene;

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    MessageScene *m = (MessageScene *)s;
    switch (ev->action) {
    case ACTION_CONFIRM:
    case ACTION_BACK:
    case ACTION_MENU: App_Pop(app); break;
    case ACTION_POINTER_DOWN: m->pressed = Gfx_Contains(m->okRect, ev->x, ev->y); break;
    case ACTION_POINTER_UP:
        if (m->pressed && Gfx_Contains(m->okRect, ev->x, ev->y)) {
            App_Pop(app);
        }
        m->pressed = false;
        break;
    default: break;
    }
}

static void Draw(Scene *s, App *app)
{
    MessageScene *m = (MessageScene *)s;
    float t = s->age / 0.15f;
    t = t > 1.0f ? 1.0f : t;
    Gfx_Dim(&app->gfx, (Uint8)(150.0f * t));
    float w = 720.0f;
    TextStyle body = Text_Style(FONT_SANS, THEME_TEXT_SMALL + 1.0f, THEME_CREAM, TEXT_LEFT);
    float bodyH = Text_DrawWrapped(&app->gfx, &body, 0, 0, w - 60.0f, m->body, false);
    float h = 70.0f + bodyH + 90.0f;
    SDL_FRect r = {(LAYOUT_W - w) * 0.5f, (LAYOUT_H - h) * 0.5f + (1.0f - t) * 20.0f, w, h};
    Ui_DrawPanel(app, r);
    TextStyle title = Text_Style(FONT_SERIF_BOLD, 28.0f, THEME_GOLD, TEXT_LEFT);
    Text_Draw(&app->gfx, &title, r.x + 30.0f, r.y + 22.0f, m->title);
    Text_DrawWrapped(&app->gfx, &body, r.x + 30.0f, r.y + 70.0f, w - 60.0f, m->body, true);
    m->okRect = (SDL_FRect){r.x + w * 0.5f - 80.0f, r.y + h - 70.0f, 160.0f, 48.0f};
    Gfx_FillRoundRect(&app->gfx, m->okRect, THEME_RADIUS, Gfx_Rgba(222, 184, 92, 60));
    Gfx_StrokeRoundRect(&app->gfx, m->okRect, THEME_RADIUS, 2.0f, THEME_FOCUS);
    TextStyle ok = Text_Style(FONT_SANS_BOLD, THEME_TEXT, THEME_FOCUS, TEXT_CENTER);
    Text_Draw(&app->gfx, &ok, m->okRect.x + 80.0f, m->okRect.y + 10.0f, "OK");
    UiPrompt prompts[] = {{ACTION_CONFIRM, "OK"}};
    Ui_DrawPrompts(app, prompts, 1);
}

static void Destroy(Scene *s)
{
    free(s);
}

static const SceneOps kOps = {
    .name = "message",
    .handle = Handle,
    .draw = Draw,
    .destroy = Destroy,
};

Scene *MessageScene_Create(App *app, const char *title, const char *body)
{
    (void)app;
    MessageScene *m = calloc(1, sizeof *m);
    if (m == NULL) {
        return NULL;
    }
    m->base.ops = &kOps;
    m->base.overlay = true;
    SDL_strlcpy(m->title, title, sizeof m->title);
    SDL_strlcpy(m->body, body, sizeof m->body);
    return &m->base;
}
