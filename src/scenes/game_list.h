/* game_list.h: the games the title menu offers; a game joins the menu with one line in game_list.c. */
#ifndef PARLOUR_SCENES_GAME_LIST_H
#define PARLOUR_SCENES_GAME_LIST_H

#include "scene.h"

typedef struct GameEntry {
    const char *title;          /* as the menu shows it */
    const char *blurb;          /* one line under the menu when focused */
    Scene *(*create)(App *app); /* the game's first scene (its lobby: variants, resume, records) */
} GameEntry;

int GameList_Count(void);
const GameEntry *GameList_Get(int index);
/* What the title screen shows when left alone (an engine playing by itself), or NULL. */
Scene *GameList_CreateAttract(App *app);

#endif
