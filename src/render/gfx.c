/* gfx.c: window, renderer, layout scaling and antialiased panel shapes. */
#include "gfx.h"

#include "frame_print.h"
#include "gpu_probe.h"

#include <math.h>
#include <string.h>

#define PI_F 3.14159265358979f
#define MASK_SIZE 128 /* the rounded mask: a circle of radius 64 px, 9-sliced */

/* What each primitive adds to the frame print (frame_print.h). */
enum { PRINT_CLEAR = 1, PRINT_FILL, PRINT_NINE, PRINT_STROKE, PRINT_FELT, PRINT_DIM, PRINT_CLIP };

/* Antialiased coverage of a pixel by a disc, from its distance to the edge. */
static Uint8 Coverage(float dist)
{
    float c = 0.5f - dist;
    if (c <= 0.0f) {
        return 0;
    }
    if (c >= 1.0f) {
        return 255;
    }
    return (Uint8)(c * 255.0f + 0.5f);
}

static SDL_Texture *MakeMaskTexture(SDL_Renderer *r, float innerRadius)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, MASK_SIZE, MASK_SIZE, 32, SDL_PIXELFORMAT_ARGB8888);
    if (s == NULL) {
        return NULL;
    }
    float c = MASK_SIZE / 2.0f;
    for (int y = 0; y < MASK_SIZE; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + y * s->pitch);
        for (int x = 0; x < MASK_SIZE; x++) {
            float dx = (float)x + 0.5f - c;
            float dy = (float)y + 0.5f - c;
            float d = sqrtf(dx * dx + dy * dy);
            Uint8 a = Coverage(d - c);
            if (innerRadius > 0.0f) {
                Uint8 inner = Coverage(innerRadius - d);
                a = (Uint8)(a > inner ? a - inner : 0);
            }
            row[x] = ((Uint32)a << 24) | 0x00FFFFFFu;
        }
    }
    SDL_Texture *t = SDL_CreateTextureFromSurface(r, s);
    SDL_FreeSurface(s);
    if (t != NULL) {
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear);
    }
    return t;
}

#define FELT_SIZE 256

/* A fixed cosmetic noise: baize fibres as faint horizontal streaks over grain (ARGB, pitch in bytes). */
static void FillFelt(void *pixels, int pitch)
{
    const int size = FELT_SIZE;
    Uint32 state = 0x2545F491u;
    for (int y = 0; y < size; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)pixels + y * pitch);
        int streak = 0;
        for (int x = 0; x < size; x++) {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            int grain = (int)(state % 17u) - 8;
            if ((state >> 24) < 3) {
                streak = 6;
            }
            int fibre = streak > 0 ? 5 : 0;
            streak = streak > 0 ? streak - 1 : 0;
            int g = 92 + grain + fibre;
            int rr = 22 + grain / 2 + fibre / 2;
            int b = 52 + grain / 2 + fibre / 2;
            row[x] = 0xFF000000u | ((Uint32)rr << 16) | ((Uint32)g << 8) | (Uint32)b;
        }
    }
}

/* The vignette's opacity from v = dx * dx * 0.8 + dy * dy (see VignetteAlpha). */
static float VignetteAlphaAt(float v)
{
    float d = sqrtf(v);
    float a = d < 0.45f ? 0.0f : (d - 0.45f) / 0.9f;
    a = a > 1.0f ? 1.0f : a;
    return a * a * 200.0f;
}

/* The vignette's opacity (0..200) at a point of the window, x and y from -1 to 1 across it. */
static float VignetteAlpha(float dx, float dy)
{
    return VignetteAlphaAt(dx * dx * 0.8f + dy * dy);
}

#define VIGNETTE_STEPS 200 /* the most the vignette's opacity rounds to */

/*
 * Where the vignette's rounded opacity steps up: steps[k] is the least v at which it is k or more. Every
 * operation in VignetteAlphaAt is monotonic in IEEE arithmetic, so the rounded opacity never falls as v
 * grows, and counting the steps at or below v gives exactly what computing it would: the felt is then
 * composed with a compare or two a pixel instead of a square root and a division.
 */
static void VignetteSteps(float steps[VIGNETTE_STEPS + 2])
{
    steps[0] = 0.0f;
    for (int k = 1; k <= VIGNETTE_STEPS; k++) {
        /* Positive floats order as their bit patterns do: bisect on those, up to 4 (v is at most 1.8). */
        Uint32 lo = 0, hi = 0x40800000u;
        while (lo < hi) {
            Uint32 mid = lo + (hi - lo) / 2;
            float v;
            SDL_memcpy(&v, &mid, sizeof v);
            if ((Uint32)(VignetteAlphaAt(v) + 0.5f) >= (Uint32)k) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        SDL_memcpy(&steps[k], &lo, sizeof lo);
    }
    steps[VIGNETTE_STEPS + 1] = INFINITY; /* a sentinel: no step beyond the last */
}

/* The felt tile repeated over w x h pixels with the vignette's black laid over it. */
static void ComposeFelt(Uint32 *pixels, int pitch, int w, int h, const Uint32 *tile, float *colTerm)
{
    float steps[VIGNETTE_STEPS + 2];
    VignetteSteps(steps);
    for (int x = 0; x < w; x++) {
        float dx = ((float)x + 0.5f) / (float)w * 2.0f - 1.0f;
        colTerm[x] = dx * dx * 0.8f;
    }
    const float clear = 0.45f * 0.45f;
    for (int y = 0; y < h; y++) {
        const Uint32 *src = tile + (y % FELT_SIZE) * FELT_SIZE;
        Uint32 *row = (Uint32 *)((Uint8 *)pixels + (size_t)y * (size_t)pitch);
        float dy = ((float)y + 0.5f) / (float)h * 2.0f - 1.0f;
        float rowTerm = dy * dy;
        int k = 0; /* the rounded opacity at the last pixel: v changes little from one to the next */
        for (int x = 0; x < w; x++) {
            Uint32 c = src[x % FELT_SIZE];
            float v = colTerm[x] + rowTerm;
            if (v <= clear) {
                row[x] = c; /* the clear middle, most of the window */
                continue;
            }
            while (v < steps[k]) {
                k--;
            }
            while (v >= steps[k + 1]) {
                k++;
            }
            /* Black laid over the felt at the vignette's opacity: channel * keep / 255, rounded. */
            Uint32 keep = 255u - (Uint32)k;
            Uint32 r = (((c >> 16) & 0xFFu) * keep + 128u) * 257u >> 16;
            Uint32 g = (((c >> 8) & 0xFFu) * keep + 128u) * 257u >> 16;
            Uint32 b = ((c & 0xFFu) * keep + 128u) * 257u >> 16;
            row[x] = 0xFF000000u | (r << 16) | (g << 8) | b;
        }
    }
}

static SDL_Texture *MakeFeltTexture(SDL_Renderer *r)
{
    const int size = FELT_SIZE;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_ARGB8888);
    if (s == NULL) {
        return NULL;
    }
    FillFelt(s->pixels, s->pitch);
    SDL_Texture *t = SDL_CreateTextureFromSurface(r, s);
    SDL_FreeSurface(s);
    return t;
}

static SDL_Texture *MakeVignetteTexture(SDL_Renderer *r)
{
    const int size = 128;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_ARGB8888);
    if (s == NULL) {
        return NULL;
    }
    for (int y = 0; y < size; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + y * s->pitch);
        for (int x = 0; x < size; x++) {
            float dx = ((float)x + 0.5f) / size * 2.0f - 1.0f;
            float dy = ((float)y + 0.5f) / size * 2.0f - 1.0f;
            row[x] = ((Uint32)VignetteAlpha(dx, dy) << 24);
        }
    }
    SDL_Texture *t = SDL_CreateTextureFromSurface(r, s);
    SDL_FreeSurface(s);
    if (t != NULL) {
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear);
    }
    return t;
}

bool Gfx_Init(Gfx *gfx, const GfxOptions *opt, char *err, size_t errSize)
{
    memset(gfx, 0, sizeof *gfx);
    int w = opt->width > 0 ? opt->width : (int)LAYOUT_W;
    int h = opt->height > 0 ? opt->height : (int)LAYOUT_H;
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (opt->hidden) {
        flags |= SDL_WINDOW_HIDDEN;
    }
    if (opt->fullscreen) {
        flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    }
    gfx->window = SDL_CreateWindow("Parlour", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h, flags);
    if (gfx->window == NULL) {
        SDL_snprintf(err, errSize, "Could not open a window: %s", SDL_GetError());
        return false;
    }
    /* 800x600 is the smallest window every screen is checked at (tests/test_layout.c): text stays 12 px
       or more and nothing is clipped there; smaller windows are not laid out for. */
    SDL_SetWindowMinimumSize(gfx->window, GFX_MIN_W, GFX_MIN_H);
    /* Unless the player chose a renderer (SDL_RENDER_DRIVER), OpenGL drawn by the CPU is passed over for
       SDL's software renderer: a third of the memory, a quicker start and a cheaper frame. */
    bool software = opt->forceSoftware;
    if (!software && SDL_GetHint(SDL_HINT_RENDER_DRIVER) == NULL && !GpuProbe_WindowHasGpu(gfx->window)) {
        software = true;
    }
    if (software) {
        /* Else SDL backs the software renderer's window surface with an OpenGL texture. */
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    }
    Uint32 rflags = software ? SDL_RENDERER_SOFTWARE : SDL_RENDERER_ACCELERATED;
    if (opt->vsync && !software) {
        rflags |= SDL_RENDERER_PRESENTVSYNC;
    }
    gfx->renderer = SDL_CreateRenderer(gfx->window, -1, rflags);
    if (gfx->renderer == NULL && !software) {
        gfx->renderer = SDL_CreateRenderer(gfx->window, -1, SDL_RENDERER_SOFTWARE);
    }
    if (gfx->renderer == NULL) {
        SDL_snprintf(err, errSize, "Could not create a renderer: %s", SDL_GetError());
        SDL_DestroyWindow(gfx->window);
        gfx->window = NULL;
        return false;
    }
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(gfx->renderer, &info) == 0) {
        gfx->softwareRenderer = (info.flags & SDL_RENDERER_SOFTWARE) != 0 || SDL_strcmp(info.name, "software") == 0;
    }
    SDL_SetRenderDrawBlendMode(gfx->renderer, SDL_BLENDMODE_BLEND);
    gfx->roundTex = MakeMaskTexture(gfx->renderer, 0.0f);
    gfx->feltTex = MakeFeltTexture(gfx->renderer);
    gfx->vignetteTex = MakeVignetteTexture(gfx->renderer);
    if (gfx->roundTex == NULL || gfx->feltTex == NULL || gfx->vignetteTex == NULL) {
        SDL_snprintf(err, errSize, "Could not create textures: %s", SDL_GetError());
        Gfx_Shutdown(gfx);
        return false;
    }
    Gfx_UpdateSize(gfx);
    return true;
}

void Gfx_Shutdown(Gfx *gfx)
{
    SDL_Texture *textures[] = {gfx->roundTex, gfx->feltTex, gfx->vignetteTex, gfx->feltCache};
    for (size_t i = 0; i < SDL_arraysize(textures); i++) {
        if (textures[i] != NULL) {
            SDL_DestroyTexture(textures[i]);
        }
    }
    gfx->roundTex = gfx->feltTex = gfx->vignetteTex = gfx->feltCache = NULL;
    if (gfx->renderer != NULL) {
        SDL_DestroyRenderer(gfx->renderer);
        gfx->renderer = NULL;
    }
    if (gfx->window != NULL) {
        SDL_DestroyWindow(gfx->window);
        gfx->window = NULL;
    }
}

void Gfx_UpdateSize(Gfx *gfx)
{
    SDL_GetWindowSize(gfx->window, &gfx->windowW, &gfx->windowH);
    if (SDL_GetRendererOutputSize(gfx->renderer, &gfx->pixelW, &gfx->pixelH) != 0 || gfx->pixelW <= 0) {
        gfx->pixelW = gfx->windowW;
        gfx->pixelH = gfx->windowH;
    }
    float sx = (float)gfx->pixelW / LAYOUT_W;
    float sy = (float)gfx->pixelH / LAYOUT_H;
    gfx->scale = sx < sy ? sx : sy;
    gfx->originX = ((float)gfx->pixelW - LAYOUT_W * gfx->scale) * 0.5f;
    gfx->originY = ((float)gfx->pixelH - LAYOUT_H * gfx->scale) * 0.5f;
}

void Gfx_SetFullscreen(Gfx *gfx, bool on)
{
    SDL_SetWindowFullscreen(gfx->window, on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
    Gfx_UpdateSize(gfx);
}

bool Gfx_IsFullscreen(const Gfx *gfx)
{
    return (SDL_GetWindowFlags(gfx->window) & SDL_WINDOW_FULLSCREEN) != 0;
}

SDL_FRect Gfx_View(const Gfx *gfx)
{
    SDL_FRect v;
    v.x = -gfx->originX / gfx->scale;
    v.y = -gfx->originY / gfx->scale;
    v.w = (float)gfx->pixelW / gfx->scale;
    v.h = (float)gfx->pixelH / gfx->scale;
    return v;
}

SDL_FRect Gfx_ToPixels(const Gfx *gfx, SDL_FRect r)
{
    SDL_FRect p;
    p.x = gfx->originX + r.x * gfx->scale;
    p.y = gfx->originY + r.y * gfx->scale;
    p.w = r.w * gfx->scale;
    p.h = r.h * gfx->scale;
    return p;
}

float Gfx_Px(const Gfx *gfx, float units)
{
    return units * gfx->scale;
}

void Gfx_WindowToLayout(const Gfx *gfx, int wx, int wy, float *lx, float *ly)
{
    float px = gfx->windowW > 0 ? (float)wx * (float)gfx->pixelW / (float)gfx->windowW : (float)wx;
    float py = gfx->windowH > 0 ? (float)wy * (float)gfx->pixelH / (float)gfx->windowH : (float)wy;
    *lx = (px - gfx->originX) / gfx->scale;
    *ly = (py - gfx->originY) / gfx->scale;
}

void Gfx_Clear(Gfx *gfx, SDL_Color c)
{
    SDL_FRect whole = {0.0f, 0.0f, (float)gfx->pixelW, (float)gfx->pixelH};
    FramePrint_Add(PRINT_CLEAR, &whole, c, 0.0f);
    if (FramePrint_Dry()) {
        return;
    }
    SDL_SetRenderDrawColor(gfx->renderer, c.r, c.g, c.b, c.a);
    SDL_RenderClear(gfx->renderer);
}

void Gfx_FillRect(Gfx *gfx, SDL_FRect r, SDL_Color c)
{
    SDL_FRect p = Gfx_ToPixels(gfx, r);
    FramePrint_Add(PRINT_FILL, &p, c, 0.0f);
    if (FramePrint_Dry()) {
        return;
    }
    SDL_SetRenderDrawColor(gfx->renderer, c.r, c.g, c.b, c.a);
    SDL_RenderFillRectF(gfx->renderer, &p);
}

/* Draws the 9-sliced mask tinted, with corners of radius rp pixels, into pixel rect p. */
static void NineSlice(Gfx *gfx, SDL_Texture *tex, SDL_FRect p, float rp, SDL_Color c)
{
    const int half = MASK_SIZE / 2;
    FramePrint_Add(PRINT_NINE, &p, c, rp);
    if (FramePrint_Dry()) {
        return;
    }
    if (rp * 2.0f > p.w) {
        rp = p.w * 0.5f;
    }
    if (rp * 2.0f > p.h) {
        rp = p.h * 0.5f;
    }
    SDL_SetTextureColorMod(tex, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(tex, c.a);
    SDL_Rect src[9] = {
        {0, 0, half, half}, {half - 1, 0, 2, half}, {half, 0, half, half},
        {0, half - 1, half, 2}, {half - 1, half - 1, 2, 2}, {half, half - 1, half, 2},
        {0, half, half, half}, {half - 1, half, 2, half}, {half, half, half, half},
    };
    /* Whole pixels: the renderer rounds each slice on its own, and fractional edges left a seam between them. */
    float x1 = roundf(p.x + p.w), y1 = roundf(p.y + p.h);
    p.x = roundf(p.x);
    p.y = roundf(p.y);
    p.w = x1 - p.x;
    p.h = y1 - p.y;
    rp = roundf(rp);
    float xs[3] = {p.x, p.x + rp, p.x + p.w - rp};
    float ws[3] = {rp, p.w - 2.0f * rp, rp};
    float ys[3] = {p.y, p.y + rp, p.y + p.h - rp};
    float hs[3] = {rp, p.h - 2.0f * rp, rp};
    for (int row = 0; row < 3; row++) {
        for (int col = 0; col < 3; col++) {
            SDL_FRect d = {xs[col], ys[row], ws[col], hs[row]};
            if (d.w <= 0.0f || d.h <= 0.0f) {
                continue;
            }
            SDL_RenderCopyF(gfx->renderer, tex, &src[row * 3 + col], &d);
        }
    }
}

void Gfx_FillRoundRect(Gfx *gfx, SDL_FRect r, float radius, SDL_Color c)
{
    NineSlice(gfx, gfx->roundTex, Gfx_ToPixels(gfx, r), Gfx_Px(gfx, radius), c);
}

void Gfx_StrokeRoundRect(Gfx *gfx, SDL_FRect r, float radius, float width, SDL_Color c)
{
    /* Four thin round-cornered strips: cheap and crisp enough for outlines. */
    SDL_FRect top = {r.x + radius, r.y, r.w - 2 * radius, width};
    SDL_FRect bottom = {r.x + radius, r.y + r.h - width, r.w - 2 * radius, width};
    SDL_FRect left = {r.x, r.y + radius, width, r.h - 2 * radius};
    SDL_FRect right = {r.x + r.w - width, r.y + radius, width, r.h - 2 * radius};
    Gfx_FillRect(gfx, top, c);
    Gfx_FillRect(gfx, bottom, c);
    Gfx_FillRect(gfx, left, c);
    Gfx_FillRect(gfx, right, c);
    SDL_FRect whole = Gfx_ToPixels(gfx, r);
    FramePrint_Add(PRINT_STROKE, &whole, c, radius * 1024.0f + width);
    if (FramePrint_Dry()) {
        return;
    }
    /* Corners: quarter arcs approximated by short segments. */
    SDL_SetRenderDrawColor(gfx->renderer, c.r, c.g, c.b, c.a);
    float cx[4] = {r.x + radius, r.x + r.w - radius, r.x + r.w - radius, r.x + radius};
    float cy[4] = {r.y + radius, r.y + radius, r.y + r.h - radius, r.y + r.h - radius};
    float start[4] = {PI_F, 1.5f * PI_F, 0.0f, 0.5f * PI_F};
    int steps = 10;
    float wpx = Gfx_Px(gfx, width);
    for (int k = 0; k < 4; k++) {
        for (float t = 0; t < wpx; t += 1.0f) {
            float rad = Gfx_Px(gfx, radius) - t - 0.5f;
            SDL_FPoint pts[11];
            for (int i = 0; i <= steps; i++) {
                float a = start[k] + (float)i / (float)steps * 0.5f * PI_F;
                pts[i].x = gfx->originX + cx[k] * gfx->scale + cosf(a) * rad;
                pts[i].y = gfx->originY + cy[k] * gfx->scale + sinf(a) * rad;
            }
            SDL_RenderDrawLinesF(gfx->renderer, pts, steps + 1);
        }
    }
}

/*
 * The felt and vignette composed once per output size: one opaque copy a frame afterwards. Composed
 * in plain C into a static texture: the software renderer took some 70 ms of the first frame to do
 * it with a render target and a scaled, blended vignette.
 */
static SDL_Texture *FeltForSize(Gfx *gfx)
{
    if (gfx->feltCache != NULL && gfx->feltCacheW == gfx->pixelW && gfx->feltCacheH == gfx->pixelH) {
        return gfx->feltCache;
    }
    if (gfx->feltCache != NULL) {
        SDL_DestroyTexture(gfx->feltCache);
        gfx->feltCache = NULL;
    }
    int w = gfx->pixelW, h = gfx->pixelH;
    if (w <= 0 || h <= 0) {
        return NULL;
    }
    /* Written in place through a lock: no second full-window buffer (fresh pages are dear to fault in). */
    Uint32 *tile = SDL_malloc((size_t)FELT_SIZE * FELT_SIZE * 4 + (size_t)w * sizeof(float));
    SDL_Texture *t = SDL_CreateTexture(gfx->renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STREAMING, w, h);
    void *pixels = NULL;
    int pitch = 0;
    if (tile == NULL || t == NULL || SDL_LockTexture(t, NULL, &pixels, &pitch) != 0) {
        SDL_free(tile);
        if (t != NULL) {
            SDL_DestroyTexture(t);
        }
        return NULL;
    }
    FillFelt(tile, FELT_SIZE * 4);
    ComposeFelt(pixels, pitch, w, h, tile, (float *)(void *)(tile + FELT_SIZE * FELT_SIZE));
    SDL_UnlockTexture(t);
    SDL_free(tile);
    gfx->feltCache = t;
    gfx->feltCacheW = w;
    gfx->feltCacheH = h;
    return t;
}

void Gfx_DrawFelt(Gfx *gfx)
{
    SDL_FRect whole = {0.0f, 0.0f, (float)gfx->pixelW, (float)gfx->pixelH};
    FramePrint_Add(PRINT_FELT, &whole, Gfx_Rgba(0, 0, 0, 0), 0.0f);
    if (FramePrint_Dry()) {
        return;
    }
    SDL_Texture *felt = FeltForSize(gfx);
    if (felt != NULL) {
        SDL_RenderCopy(gfx->renderer, felt, NULL, NULL);
        return;
    }
    /* No render targets: draw it the long way. */
    for (int y = 0; y < gfx->pixelH; y += 256) {
        for (int x = 0; x < gfx->pixelW; x += 256) {
            SDL_Rect d = {x, y, 256, 256};
            SDL_RenderCopy(gfx->renderer, gfx->feltTex, NULL, &d);
        }
    }
    SDL_RenderCopy(gfx->renderer, gfx->vignetteTex, NULL, NULL);
}

void Gfx_Dim(Gfx *gfx, Uint8 alpha)
{
    FramePrint_Add(PRINT_DIM, NULL, Gfx_Rgba(8, 12, 10, alpha), 0.0f);
    if (FramePrint_Dry()) {
        return;
    }
    SDL_SetRenderDrawColor(gfx->renderer, 8, 12, 10, alpha);
    SDL_RenderFillRect(gfx->renderer, NULL);
}

SDL_Surface *Gfx_ReadPixels(Gfx *gfx)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, gfx->pixelW, gfx->pixelH, 32, SDL_PIXELFORMAT_RGBA32);
    if (s == NULL) {
        return NULL;
    }
    if (SDL_RenderReadPixels(gfx->renderer, NULL, SDL_PIXELFORMAT_RGBA32, s->pixels, s->pitch) != 0) {
        SDL_FreeSurface(s);
        return NULL;
    }
    return s;
}

void Gfx_SetClip(Gfx *gfx, const SDL_FRect *layoutRect)
{
    FramePrint_Add(PRINT_CLIP, layoutRect, Gfx_Rgba(0, 0, 0, 0), 0.0f);
    if (layoutRect == NULL) {
        SDL_RenderSetClipRect(gfx->renderer, NULL);
        return;
    }
    SDL_FRect p = Gfx_ToPixels(gfx, *layoutRect);
    SDL_Rect clip = {(int)floorf(p.x), (int)floorf(p.y), (int)ceilf(p.w), (int)ceilf(p.h)};
    SDL_RenderSetClipRect(gfx->renderer, &clip);
}
