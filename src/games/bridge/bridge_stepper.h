/* bridge_stepper.h: the frame the review and the replay step a rubber in: side panel, its buttons, Back, title, prompts. */
#ifndef PARLOUR_GAMES_BRIDGE_STEPPER_H
#define PARLOUR_GAMES_BRIDGE_STEPPER_H

#include "games/table/table_choices.h"
#include "ui/ui_draw.h"

#include <SDL.h>
#include <stdbool.h>

typedef struct App App;
typedef struct InputEvent InputEvent;

/*
 * Both scenes show a deal on the felt, a panel down the right with its
 * step buttons stacked at the panel's foot, a Back (or "Next deal") button
 * at the top left with the title after it, and the prompts along the
 * bottom. The buttons are laid out afresh each frame, since their labels
 * follow the position shown; the pointer's hover and press are kept.
 */
typedef struct BrStepper {
    TableChoices buttons; /* in the side panel */
    TableChoices back;    /* its one button, top left */
    int keep[4];          /* hover and press across a layout */
} BrStepper;

/* The tag the Back button's release returns. */
#define BR_STEPPER_BACK (-100)

void BrStepper_Init(BrStepper *st);
/* The panel down the right, `width` wide, above the prompts. */
SDL_FRect BrStepper_Panel(App *app, float width);

/* A layout: Begin, Add each button in order, then Finish (which lays them out at the panel's foot). */
void BrStepper_Begin(BrStepper *st);
void BrStepper_Add(BrStepper *st, const char *label, int tag);
void BrStepper_Finish(BrStepper *st, App *app, SDL_FRect panel, const char *backLabel);

/*
 * A pointer event (move, down, up) on the laid-out buttons: hover and
 * press follow it. On a release over the button pressed, its tag (or
 * BR_STEPPER_BACK); else 0, and *loose says whether the release was off
 * the panel's buttons with nothing pressed (free for the scene's own use).
 */
int BrStepper_Pointer(BrStepper *st, const InputEvent *ev, bool *loose);

/* Back and the title after it, at the top left. */
void BrStepper_DrawHead(BrStepper *st, App *app, const char *title);
void BrStepper_DrawButtons(const BrStepper *st, App *app);
/* The prompts, the third left out when `third` is false (what it offers is not there). */
void BrStepper_DrawPrompts(App *app, const UiPrompt prompts[4], bool third);
/* For tests that click like a player: a button by the start of its label. */
bool BrStepper_Locate(const BrStepper *st, const char *name, SDL_FRect *out);

#endif
