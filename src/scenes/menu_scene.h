/* menu_scene.h: what every menu screen shares (the lobbies, the challenges): its menu in a panel, prompts, hit-testing. */
#ifndef PARLOUR_SCENES_MENU_SCENE_H
#define PARLOUR_SCENES_MENU_SCENE_H

#include "scene.h"
#include "ui/ui_menu.h"

#include <SDL.h>
#include <stddef.h>

/*
 * A menu screen's struct begins with these two members, in this order, so
 * the functions below can serve it directly as its SceneOps (update,
 * locate); each user checks the layout with MENU_SCENE_CHECK.
 */
typedef struct MenuScene {
    Scene base;
    UiMenu menu;
} MenuScene;

#define MENU_SCENE_CHECK(Type)                                                                                        \
    _Static_assert(offsetof(Type, base) == offsetof(MenuScene, base) &&                                              \
                       offsetof(Type, menu) == offsetof(MenuScene, menu),                                            \
                   #Type " must begin with Scene base; UiMenu menu;")

/* SceneOps.update: the menu's focus bar glides. */
void MenuScene_Update(Scene *s, App *app, float dt);
/* SceneOps.locate: a menu item by its label. */
bool MenuScene_Locate(Scene *s, App *app, const char *name, SDL_FRect *out);
/* The menu on its panel; returns the panel's rectangle, for an information panel beside it. */
SDL_FRect MenuScene_DrawMenu(Scene *s, App *app);
/* The prompt bar: "Change" on an adjustable row and "Select" elsewhere, then Back, and Rules when there are rules. */
void MenuScene_DrawPrompts(Scene *s, App *app, bool rules);
/* Opens a scene over the menu if it could be made (a failed allocation leaves the menu as it was). */
void MenuScene_Open(App *app, Scene *scene);
/* A paragraph of an information panel, wrapped to w; returns its height. */
float MenuScene_Paragraph(App *app, float x, float y, float w, const char *text, SDL_Color colour);

#endif
