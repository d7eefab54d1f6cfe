/* gfx.h: the window and renderer, the layout space every scene draws in, and simple shapes. */
#ifndef PARLOUR_RENDER_GFX_H
#define PARLOUR_RENDER_GFX_H

#include <SDL.h>
#include <stdbool.h>

/*
 * Scenes lay out in "layout units": a 1280x720 design area, scaled
 * uniformly to fit the window's real pixels and centred. The visible area
 * (Gfx_View) is at least 1280x720 units and grows in one direction when the
 * window's shape is not 16:9, so scenes anchor to its edges where they want.
 * Everything is drawn at the real pixel size (text is rasterised at the
 * pixel size it is shown at), so it stays crisp at any size and on HiDPI.
 */
#define LAYOUT_W 1280.0f
#define LAYOUT_H 720.0f
/* The smallest window (the layout check's smallest size). */
#define GFX_MIN_W 800
#define GFX_MIN_H 600

typedef struct Gfx {
    SDL_Window *window;
    SDL_Renderer *renderer;
    int pixelW, pixelH;  /* renderer output size in pixels */
    int windowW, windowH; /* window size in screen coordinates (differs on HiDPI) */
    float scale;          /* pixels per layout unit */
    float originX, originY; /* pixel position of layout (0,0) */
    SDL_Texture *roundTex;  /* white rounded-square mask for panels (9-slice) */
    SDL_Texture *feltTex;   /* tileable felt noise */
    SDL_Texture *vignetteTex;
    SDL_Texture *feltCache; /* felt + vignette at the output size */
    int feltCacheW, feltCacheH;
    bool softwareRenderer;
} Gfx;

typedef struct GfxOptions {
    int width, height;   /* window size; 0 = 1280x720 */
    bool fullscreen;
    bool hidden;         /* headless screenshots and tests */
    bool forceSoftware;  /* the software renderer (tests, benchmarks, screenshots) */
    bool vsync;
} GfxOptions;

bool Gfx_Init(Gfx *gfx, const GfxOptions *opt, char *err, size_t errSize);
void Gfx_Shutdown(Gfx *gfx);

/* Re-reads the output size after a resize and recomputes the scale. */
void Gfx_UpdateSize(Gfx *gfx);
void Gfx_SetFullscreen(Gfx *gfx, bool on);
bool Gfx_IsFullscreen(const Gfx *gfx);

/* The visible area in layout units (x may be negative when the window is wider than 16:9). */
SDL_FRect Gfx_View(const Gfx *gfx);
/* Layout units to pixels. */
SDL_FRect Gfx_ToPixels(const Gfx *gfx, SDL_FRect r);
float Gfx_Px(const Gfx *gfx, float units);
/* Clips drawing to a rectangle in layout units, rounded outwards to whole pixels; NULL: no clip. */
void Gfx_SetClip(Gfx *gfx, const SDL_FRect *layoutRect);
/* Window coordinates (mouse) to layout units. */
void Gfx_WindowToLayout(const Gfx *gfx, int wx, int wy, float *lx, float *ly);

/* Shapes, in layout units. */
void Gfx_Clear(Gfx *gfx, SDL_Color c);
void Gfx_FillRect(Gfx *gfx, SDL_FRect r, SDL_Color c);
void Gfx_FillRoundRect(Gfx *gfx, SDL_FRect r, float radius, SDL_Color c);
void Gfx_StrokeRoundRect(Gfx *gfx, SDL_FRect r, float radius, float width, SDL_Color c);
/* The green baize with its vignette, over the whole window. */
void Gfx_DrawFelt(Gfx *gfx);
/* Dims everything drawn so far (overlays). */
void Gfx_Dim(Gfx *gfx, Uint8 alpha);

static inline SDL_Color Gfx_Rgba(Uint8 r, Uint8 g, Uint8 b, Uint8 a)
{
    SDL_Color c = {r, g, b, a};
    return c;
}
static inline bool Gfx_Contains(SDL_FRect r, float x, float y)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

/* Reads the whole output into a new RGBA surface (screenshots, render tests). Caller frees. */
SDL_Surface *Gfx_ReadPixels(Gfx *gfx);

#endif
