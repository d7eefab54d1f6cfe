/* table_choices.h: a row of offered choices (declare this, score that, pass) that mouse, keys and pad all pick from. */
#ifndef PARLOUR_GAMES_TABLE_CHOICES_H
#define PARLOUR_GAMES_TABLE_CHOICES_H

#include "core/game/game.h"

#include <SDL.h>
#include <stdbool.h>

typedef struct App App;

#define TABLE_MAX_CHOICES 10

typedef struct TableChoice {
    char label[72];
    char detail[64]; /* a second, smaller line ("+40"), may be "" */
    GameAction action;
    int tag; /* the game's own meaning when the choice is not an action (e.g. "declare the chosen cards") */
    SDL_FRect rect;
} TableChoice;

typedef struct TableChoices {
    TableChoice items[TABLE_MAX_CHOICES];
    int count;
    int focus; /* for a scene whose only focus is these choices (TableFocus otherwise); -1 none */
    int hover;
    int pressed;
} TableChoices;

void TableChoices_Clear(TableChoices *c);
TableChoice *TableChoices_Add(TableChoices *c, const char *label, const char *detail, GameAction action, int tag);
/* Lays the buttons out in rows centred on cx, starting at y, each at most maxW wide. */
void TableChoices_Layout(TableChoices *c, App *app, float cx, float y, float maxRowW);
/* One button per row, each w wide, from y down. */
void TableChoices_LayoutColumn(TableChoices *c, float x, float y, float w);
int TableChoices_HitTest(const TableChoices *c, float x, float y);
/* focus: the item with the keyboard/pad focus (a focus ring), or -1 when the focus is elsewhere. */
void TableChoices_Draw(const TableChoices *c, App *app, int focus);
/* The choice whose label starts with name (for tests that click like a player); -1 if none. */
int TableChoices_Find(const TableChoices *c, const char *name);
/* The rect of the choice TableChoices_Find names, for a scene's locate; false if none. */
bool TableChoices_Locate(const TableChoices *c, const char *name, SDL_FRect *out);

#endif
