/* menu_scene.c: the parts every menu screen shares, so the lobbies and the challenges draw and answer alike. */
#include "menu_scene.h"

#include "app/app.h"
#include "render/text.h"
#include "ui/ui_draw.h"

void MenuScene_Update(Scene *s, App *app, float dt)
{
    (void)app;
    UiMenu_Update(&((MenuScene *)s)->menu, dt);
}

bool MenuScene_Locate(Scene *s, App *app, const char *name, SDL_FRect *out)
{
    (void)app;
    return UiMenu_Locate(&((MenuScene *)s)->menu, name, out);
}

SDL_FRect MenuScene_DrawMenu(Scene *s, App *app)
{
    UiMenu *m = &((MenuScene *)s)->menu;
    SDL_FRect panel = {m->x - 20.0f, m->y - 16.0f, m->w + 40.0f, (float)m->count * m->itemH + 28.0f};
    Ui_DrawPanel(app, panel);
    UiMenu_Draw(m, app);
    return panel;
}

void MenuScene_DrawPrompts(Scene *s, App *app, bool rules)
{
    const UiMenu *m = &((MenuScene *)s)->menu;
    bool adjustable = m->count > 0 && m->items[m->focus].adjustable;
    UiPrompt prompts[] = {{adjustable ? ACTION_LEFT : ACTION_CONFIRM, adjustable ? "Change" : "Select"},
                          {ACTION_BACK, "Back"},
                          {ACTION_HELP, "Rules"}};
    Ui_DrawPrompts(app, prompts, rules ? 3 : 2);
}

void MenuScene_Open(App *app, Scene *scene)
{
    if (scene != NULL) {
        App_Push(app, scene);
    }
}

float MenuScene_Paragraph(App *app, float x, float y, float w, const char *text, SDL_Color colour)
{
    TextStyle s = Text_Style(FONT_SANS, 19.0f, colour, TEXT_LEFT);
    return Text_DrawWrapped(&app->gfx, &s, x, y, w, text, true);
}
