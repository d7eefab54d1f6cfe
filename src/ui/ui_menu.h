/* ui_menu.h: a vertical menu that keyboard, mouse and gamepad all drive the same way. */
#ifndef PARLOUR_UI_UI_MENU_H
#define PARLOUR_UI_UI_MENU_H

#include "platform/input.h"

#include <SDL.h>
#include <stdbool.h>

typedef struct App App;

#define UI_MENU_MAX 16
#define UI_MENU_NO_TAG (-1) /* the tag of an item added without one */

typedef struct UiMenuItem {
    char label[64];
    char value[64];  /* shown at the right, with arrows, when adjustable */
    bool adjustable; /* left/right change the value */
    bool enabled;
    float slider;    /* 0..1 draws a slider bar under the value; <0 none */
    int tag;         /* the scene's own name for the item (an enum value), which stays when rows come and go */
} UiMenuItem;

typedef struct UiMenu {
    UiMenuItem items[UI_MENU_MAX];
    int count;
    int focus;
    int hover;     /* item under the mouse, -1 none */
    int pressed;   /* item the mouse went down on, -1 none */
    float x, y, w, itemH;
    float focusAnim; /* eased y of the focus bar, for a smooth move */
    bool showFocus;  /* false until keyboard/pad is used if the mouse opened the menu */
    float valueAt;   /* fraction of a row where an adjustable value starts (0.55 after Init); less for long values */
} UiMenu;

typedef enum UiMenuResult {
    UI_MENU_NONE,
    UI_MENU_ACTIVATE, /* confirm or a click on the item */
    UI_MENU_LEFT,     /* adjust down */
    UI_MENU_RIGHT,    /* adjust up */
    UI_MENU_MOVED     /* focus changed */
} UiMenuResult;

void UiMenu_Init(UiMenu *m, float x, float y, float w, float itemH);
int UiMenu_Add(UiMenu *m, const char *label);
/* Adds an item the scene knows by tag rather than by row: rows move when items come and go. */
int UiMenu_AddTagged(UiMenu *m, const char *label, int tag);
/* The row of the item tagged tag; -1 if there is none. */
int UiMenu_RowOfTag(const UiMenu *m, int tag);
/* The tag of the item at row; UI_MENU_NO_TAG if there is no such row. */
int UiMenu_TagOfRow(const UiMenu *m, int row);
/* The tag of the focused item; UI_MENU_NO_TAG if the menu is empty. */
int UiMenu_FocusedTag(const UiMenu *m);
/* Focuses the item tagged tag, or fallbackTag's if that one is missing or disabled, with the focus bar
 * already there: meant for a menu just rebuilt, where a slide would look like a move. False, and the focus
 * left alone, if neither can take it. */
bool UiMenu_FocusTag(UiMenu *m, int tag, int fallbackTag);
void UiMenu_SetValue(UiMenu *m, int index, const char *value, float slider);
SDL_FRect UiMenu_ItemRect(const UiMenu *m, int index);
/* Feeds one action; *index is the item concerned. Plays the menu sounds. */
UiMenuResult UiMenu_Handle(UiMenu *m, const InputEvent *ev, int *index);
void UiMenu_Update(UiMenu *m, float dt);
/* The rect of the item whose label is name; false if none. */
bool UiMenu_Locate(const UiMenu *m, const char *name, SDL_FRect *out);
void UiMenu_Draw(UiMenu *m, App *app);

#endif
