/* ui_draw.h: shared screen furniture: panels, toasts, headings and the button-prompt bar. */
#ifndef PARLOUR_UI_UI_DRAW_H
#define PARLOUR_UI_UI_DRAW_H

#include "platform/input.h"

#include <SDL.h>
#include <stdbool.h>

typedef struct App App;

void Ui_DrawPanel(App *app, SDL_FRect r);
/* The same panel without see-through: for pages of reading laid over a busy table. */
void Ui_DrawSolidPanel(App *app, SDL_FRect r);
void Ui_DrawToast(App *app, const char *text, float alpha);
/* Where a toast with this text is drawn (the top of the window), for what must stay in sight beside it. */
SDL_FRect Ui_ToastRect(App *app, const char *text);
/* A screen heading, centred at the top of the design area. */
void Ui_DrawHeading(App *app, const char *title, const char *subtitle);

/* A prompt's action that names the four directions at once: "Move" on a board, where left and right move too. */
#define UI_ACTION_ARROWS ((Action)ACTION_COUNT)

/* One prompt: the glyph of the action's button or key (for the device used last) and a label. */
typedef struct UiPrompt {
    Action action;
    const char *label;
} UiPrompt;

/* Draws the prompts right-aligned along the bottom edge of the view. */
void Ui_DrawPrompts(App *app, const UiPrompt *prompts, int count);
/* The same, leaving out the last prompts while the bar would reach left of leftLimit (a caption there). */
void Ui_DrawPromptsRightOf(App *app, const UiPrompt *prompts, int count, float leftLimit);
/* Where the bar of these prompts, all of them, would begin at the left: what a caption beside it must end before. */
float Ui_PromptsLeft(App *app, const UiPrompt *prompts, int count);
/* Draws one glyph at x,y (top-left) with the given height; returns its width. */
float Ui_DrawGlyph(App *app, Action action, float x, float y, float h);
float Ui_GlyphWidth(App *app, Action action, float h);

#endif
