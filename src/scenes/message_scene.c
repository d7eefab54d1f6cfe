/* message_scene.c: a dialog over the current scene that tells the player something plainly, with one OK. */
#include "scenes.h"

#include "app/app.h"
#include "render/text.h"
#include "ui/ui_draw.h"
#include "ui/ui_theme.h"

#include <stdlib.h>

/* The title and the body are kept whole, however long (a message names files by their full paths). */
typedef struct MessageScene {
    Scene base;
    char *title;
    char *body;
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
    /* A long message widens the dialog, then takes smaller type, rather than run off the screen. */
    static const struct {
        float w, size;
    } kFits[] = {{720.0f, THEME_TEXT_SMALL + 1.0f}, {LAYOUT_W - 80.0f, THEME_TEXT_SMALL + 1.0f},
                 {LAYOUT_W - 80.0f, THEME_TEXT_SMALL - 2.0f}, {LAYOUT_W - 40.0f, 13.0f}};
    float w = 0.0f, bodyH = 0.0f;
    TextStyle body = Text_Style(FONT_SANS, THEME_TEXT_SMALL + 1.0f, THEME_CREAM, TEXT_LEFT);
    for (size_t i = 0; i < sizeof kFits / sizeof kFits[0]; i++) {
        w = kFits[i].w;
        body.size = kFits[i].size;
        bodyH = Text_DrawWrapped(&app->gfx, &body, 0, 0, w - 60.0f, m->body, false);
        if (70.0f + bodyH + 90.0f <= LAYOUT_H - 20.0f) {
            break;
        }
    }
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
    MessageScene *m = (MessageScene *)s;
    SDL_free(m->title);
    SDL_free(m->body);
    free(m);
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
    m->title = SDL_strdup(title != NULL ? title : "");
    m->body = SDL_strdup(body != NULL ? body : "");
    if (m->title == NULL || m->body == NULL) {
        Destroy(&m->base);
        return NULL;
    }
    return &m->base;
}

const char *MessageScene_Body(const Scene *scene)
{
    return scene != NULL && scene->ops == &kOps ? ((const MessageScene *)scene)->body : NULL;
}
