/* layout_record.h: a debug list of every text run, panel, button and controls bar drawn, for the layout check. */
#ifndef PARLOUR_RENDER_LAYOUT_RECORD_H
#define PARLOUR_RENDER_LAYOUT_RECORD_H

#include "core/card.h"

#include <SDL.h>
#include <stdbool.h>

/*
 * While recording is on (tests only; off in play, where adding is one
 * test of a flag), the drawing calls note what they drew in layout units:
 * text runs (with the pixel size of their font), panels, buttons, cards and
 * the controls bar, each with the scene (layer) that drew it and, for text,
 * the rectangle it must stay inside when its drawer knows one (a wrapped
 * paragraph's width, a button's face). tests/test_layout.c reads the list.
 */
/* A card: its face or back, upright, or turned in a fan, or in flight (marked moving). */
typedef enum LayoutKind { LAYOUT_TEXT, LAYOUT_PANEL, LAYOUT_BUTTON, LAYOUT_BAR, LAYOUT_CARD } LayoutKind;

#define LAYOUT_TEXT_MAX 256 /* a wrapped line of a dialog whole (tests read a message back line by line) */

typedef struct LayoutItem {
    LayoutKind kind;
    SDL_FRect rect;
    SDL_FRect bounds; /* text: where it must stay, if bounded */
    bool bounded;
    bool shadow; /* a text's drop shadow: the same words again, offset */
    bool tilted; /* a card: turned in a fan, rect is the upright box around it (its corners are not checked) */
    bool moving; /* a card: in flight (a frame of an animation), passing over whatever lies under its path */
    int px;      /* text: the font's pixel size */
    int layer;   /* the scene that drew it (its place on the stack) */
    int order;   /* drawing order */
    char text[LAYOUT_TEXT_MAX];
} LayoutItem;

void LayoutRecord_Start(void);
void LayoutRecord_Stop(void);
bool LayoutRecord_On(void);
void LayoutRecord_SetLayer(int layer);
void LayoutRecord_Add(LayoutKind kind, SDL_FRect rect, int px, bool shadow, const char *text);
/* A card drawn upright at rect (layout units), named by its face ("10H") or "back". */
void LayoutRecord_AddCard(SDL_FRect rect, Card card, bool faceUp);
/* A card drawn at rect turned by degrees about its centre (a fan): recorded as the upright box around it. */
void LayoutRecord_AddTurnedCard(SDL_FRect rect, Card card, bool faceUp, double degrees);
/* The card just recorded is in flight: the check lets it pass over cards and words, as it lands elsewhere. */
void LayoutRecord_MarkMoving(void);
/* What is drawn until the clip is cleared (NULL) is cut by the renderer to clip (a scrolled page): it is recorded
   as much of it as shows, and not at all when none does. */
void LayoutRecord_SetClip(const SDL_FRect *clip);
/* Text drawn until the matching pop must stay inside bounds (nested: the innermost holds). */
void LayoutRecord_PushBounds(SDL_FRect bounds);
void LayoutRecord_PopBounds(void);
int LayoutRecord_Count(void);
const LayoutItem *LayoutRecord_Item(int index);

#endif
