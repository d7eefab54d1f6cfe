/* soft_blit.h: a sprite squeezed, turned and blended onto a 32-bit surface in one pass, for the software renderer. */
#ifndef PARLOUR_RENDER_SOFT_BLIT_H
#define PARLOUR_RENDER_SOFT_BLIT_H

#include <SDL.h>
#include <stdbool.h>

/* An image in the CPU's memory: ARGB8888 with straight (not premultiplied) alpha, rows pitch pixels apart. */
typedef struct SoftImage {
    const Uint32 *pixels;
    int w, h, pitch;
} SoftImage;

/* True when dst's pixels are 32-bit with red, green and blue where SoftBlit_Transformed writes them. */
bool SoftBlit_CanDrawOn(const SDL_Surface *dst);

/*
 * Draws the whole of src stretched to the rectangle r (in dst's pixels), turned clockwise by angleDeg about
 * r's centre, tinted and faded by mod, blended over dst as SDL_BLENDMODE_BLEND does, and only inside clip.
 * dst is taken to be opaque (a window's surface): what is drawn leaves its alpha at 255. Sampling is
 * nearest-pixel, as SDL's software renderer does for a sprite in motion. Every destination pixel is
 * visited once, where SDL's renderer scales into one new image, turns that into another, and then blends
 * it. dst must be locked if it needs locking, and SoftBlit_CanDrawOn(dst).
 */
void SoftBlit_Transformed(SDL_Surface *dst, const SDL_Rect *clip, const SoftImage *src, const SDL_FRect *r,
                          double angleDeg, SDL_Color mod);

#endif
