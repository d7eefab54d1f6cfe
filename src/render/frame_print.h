/* frame_print.h: a fingerprint of everything a frame draws, so the loop can tell a still picture without drawing it. */
#ifndef PARLOUR_RENDER_FRAME_PRINT_H
#define PARLOUR_RENDER_FRAME_PRINT_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

/*
 * Every drawing primitive (Gfx_*, Text_Draw, CardAtlas_Draw*) adds what it
 * draws (kind, place to an eighth of a pixel, colour, angle, text) to a
 * running hash. Two frames with the same print show the same picture, so
 * the loop need not draw the second. In a dry frame the primitives only add
 * to the print and draw nothing: the scenes' draw code runs (cheap), the
 * rasterising (dear on the software renderer) does not. A primitive adds the
 * same whether the frame is dry or not.
 */
void FramePrint_Begin(bool dry);
/* The print of the frame begun; ends it. */
uint64_t FramePrint_End(void);
/* True inside a dry frame: primitives add to the print and return before drawing. */
bool FramePrint_Dry(void);

/* What a primitive adds: its kind, a rectangle in pixels (NULL: none), a colour and one more number. */
void FramePrint_Add(uint32_t kind, const SDL_FRect *r, SDL_Color c, float extra);
void FramePrint_AddText(const char *utf8);

#endif
