/* sprite_cache.c: pre-sized and pre-turned copies of atlas cells for the software renderer. */
#include "sprite_cache.h"

#include "soft_blit.h"

#include <limits.h>
#include <stdlib.h>

/*
 * The software renderer scales with a filter and turns a texture by building
 * a rotated copy of it on every call, so a table of moving, turning cards cost
 * tens of milliseconds a frame drawn straight from the atlas. Here each cell is
 * first drawn once at exactly the pixel size it is shown at, then copied 1:1
 * when upright. A turned card is drawn from that sprite with fast unsmoothed
 * turning while its angle keeps changing (it is moving: nobody sees the
 * edges); once the same angle has been asked for over REST_STEPS simulation
 * steps (a card at rest at a slant, like the title's fan, not one turning
 * slowly), a smooth turned copy is made once and reused. Soft shadows get
 * their opacity multiplied in when made, because
 * SDL's blitter takes its slow general path for per-pixel alpha with an alpha
 * modulation on top (that alone was half of the benchmark's frame).
 *
 * A card both squeezed (being flipped) and turned, or turning while it moves,
 * is drawn by soft_blit.c straight onto the window's surface in one pass from
 * its sprite's pixels (read in place: upright sprites are streaming
 * textures), where SDL's renderer would scale it into a new image, turn that
 * into another and then blend it (three passes and two allocations a card:
 * most of a busy frame). That needs the renderer to draw on the window's
 * surface, checked once a surface (ProbeSurface), and a locked sprite to show
 * its pixels, checked once (LockShowsPixels).
 */
#define CACHE_SIZE 256
#define RECENT_MISSES 256
#define REST_STEPS 8 /* simulation steps (1/15 s) a turned card must keep its angle to count as at rest */
#define UPRIGHT INT_MIN

typedef struct Entry {
    SDL_Texture *tex;
    int key, w, h, angle10; /* angle in tenths of a degree, or UPRIGHT */
    Uint8 baked;            /* 255, or the opacity multiplied in */
    int texW, texH;
    Uint32 lastUsed;
} Entry;

typedef struct Miss {
    int key, w, h, angle10;
    Uint8 baked;
    bool used;
    Uint64 since, last; /* the simulation steps it was first and last asked for in a row */
} Miss;

struct SpriteCache {
    SDL_Renderer *renderer;
    Entry entries[CACHE_SIZE];
    Miss misses[RECENT_MISSES];
    int nextMiss;
    Uint32 clock;
    Uint32 frameBegan, lastFrameBegan; /* the clock when this frame and the one before began */
    Uint64 step;                       /* the simulation step this frame shows (SpriteCache_BeginFrame) */
    SDL_Surface *probed;               /* the last window surface checked to be the renderer's own */
    bool direct;                       /* whether it is */
    bool lockShows;                    /* whether locking an upright sprite shows its pixels */
    unsigned long onePass;             /* draws made by soft_blit.c */
};

static void Release(Entry *e)
{
    if (e->tex != NULL) {
        SDL_DestroyTexture(e->tex);
        e->tex = NULL;
    }
}

/* Whether a streaming texture, locked again, shows what was written into it (true of the software
   renderer, whose textures are plain images; others may hand out a fresh buffer at every lock). */
static bool LockShowsPixels(SDL_Renderer *renderer)
{
    SDL_Texture *t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STREAMING, 2, 1);
    void *px = NULL;
    int pitch = 0;
    bool shows = false;
    if (t != NULL && SDL_LockTexture(t, NULL, &px, &pitch) == 0) {
        ((Uint32 *)px)[0] = 0x12345678u;
        ((Uint32 *)px)[1] = 0x9ABCDEF0u;
        SDL_UnlockTexture(t);
        if (SDL_LockTexture(t, NULL, &px, &pitch) == 0) {
            shows = ((Uint32 *)px)[0] == 0x12345678u && ((Uint32 *)px)[1] == 0x9ABCDEF0u;
            SDL_UnlockTexture(t);
        }
    }
    if (t != NULL) {
        SDL_DestroyTexture(t);
    }
    return shows;
}

SpriteCache *SpriteCache_Create(SDL_Renderer *renderer)
{
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(renderer, &info) != 0 || (info.flags & SDL_RENDERER_TARGETTEXTURE) == 0) {
        return NULL;
    }
    SpriteCache *cache = calloc(1, sizeof *cache);
    if (cache != NULL) {
        cache->renderer = renderer;
        cache->lockShows = LockShowsPixels(renderer);
    }
    return cache;
}

void SpriteCache_Destroy(SpriteCache *cache)
{
    if (cache == NULL) {
        return;
    }
    for (int i = 0; i < CACHE_SIZE; i++) {
        Release(&cache->entries[i]);
    }
    free(cache);
}

void SpriteCache_BeginFrame(SpriteCache *cache, Uint64 step)
{
    if (cache != NULL) {
        cache->step = step;
    }
}

void SpriteCache_FrameDone(SpriteCache *cache)
{
    if (cache != NULL) {
        cache->lastFrameBegan = cache->frameBegan;
        cache->frameBegan = cache->clock + 1;
    }
}

SpriteCacheCounts SpriteCache_Counts(const SpriteCache *cache)
{
    SpriteCacheCounts n = {0, 0, cache != NULL ? cache->onePass : 0};
    for (int i = 0; cache != NULL && i < CACHE_SIZE; i++) {
        const Entry *e = &cache->entries[i];
        if (e->tex != NULL) {
            n.upright += e->angle10 == UPRIGHT;
            n.turned += e->angle10 != UPRIGHT;
        }
    }
    return n;
}

void SpriteCache_Trim(SpriteCache *cache)
{
    if (cache == NULL) {
        return;
    }
    for (int i = 0; i < CACHE_SIZE; i++) {
        Entry *e = &cache->entries[i];
        /* lastUsed is the clock of a draw; the last frame's draws were from lastFrameBegan on. */
        if (e->tex != NULL && e->lastUsed < cache->lastFrameBegan) {
            Release(e);
        }
    }
}

static Entry *Find(SpriteCache *cache, int key, int w, int h, int angle10, Uint8 baked, Entry **victim)
{
    *victim = &cache->entries[0];
    for (int i = 0; i < CACHE_SIZE; i++) {
        Entry *e = &cache->entries[i];
        if (e->tex != NULL && e->key == key && e->w == w && e->h == h && e->angle10 == angle10 && e->baked == baked) {
            e->lastUsed = cache->clock;
            return e;
        }
        if (e->tex == NULL || ((*victim)->tex != NULL && e->lastUsed < (*victim)->lastUsed)) {
            *victim = e;
        }
    }
    return NULL;
}

static void Store(SpriteCache *cache, Entry *victim, Entry made)
{
    Release(victim);
    made.lastUsed = cache->clock;
    *victim = made;
}

/* Runs draw() into a fresh transparent target texture, keeping the caller's target and clip. */
typedef struct TargetState {
    SDL_Texture *previous;
    SDL_Rect clip;
    SDL_bool clipped;
} TargetState;

static SDL_Texture *BeginTarget(SpriteCache *cache, int w, int h, TargetState *st)
{
    SDL_Texture *t = SDL_CreateTexture(cache->renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
    if (t == NULL) {
        return NULL;
    }
    st->previous = SDL_GetRenderTarget(cache->renderer);
    st->clipped = SDL_RenderIsClipEnabled(cache->renderer);
    SDL_RenderGetClipRect(cache->renderer, &st->clip);
    SDL_SetRenderTarget(cache->renderer, t);
    SDL_SetRenderDrawColor(cache->renderer, 0, 0, 0, 0);
    SDL_RenderClear(cache->renderer);
    return t;
}

static void EndTarget(SpriteCache *cache, const TargetState *st)
{
    SDL_SetRenderTarget(cache->renderer, st->previous);
    if (st->clipped) {
        SDL_RenderSetClipRect(cache->renderer, &st->clip);
    }
}

/*
 * The target's pixels, with the opacity multiplied in unless it is 255, as a streaming texture: on the
 * software renderer its pixels can then be read in place (SDL_LockTexture) to draw it in one pass, and
 * there is no second copy of them to keep. They are read straight into the locked texture.
 */
static SDL_Texture *Readable(SpriteCache *cache, int w, int h, Uint8 baked)
{
    SDL_Texture *out = SDL_CreateTexture(cache->renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STREAMING, w, h);
    void *locked = NULL;
    int pitch = 0;
    if (out == NULL || SDL_LockTexture(out, NULL, &locked, &pitch) != 0) {
        if (out != NULL) {
            SDL_DestroyTexture(out);
        }
        return NULL;
    }
    bool read = SDL_RenderReadPixels(cache->renderer, NULL, SDL_PIXELFORMAT_ARGB8888, locked, pitch) == 0;
    for (int y = 0; read && baked != 255 && y < h; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)locked + (size_t)y * (size_t)pitch);
        for (int x = 0; x < w; x++) {
            Uint32 a = (row[x] >> 24) * baked / 255u;
            row[x] = (a << 24) | (row[x] & 0x00FFFFFFu);
        }
    }
    SDL_UnlockTexture(out);
    if (!read) {
        SDL_DestroyTexture(out);
        return NULL;
    }
    return out;
}

static Entry *Upright(SpriteCache *cache, SDL_Texture *atlas, const SDL_Rect *src, int key, int w, int h, Uint8 baked)
{
    Entry *victim = NULL;
    Entry *hit = Find(cache, key, w, h, UPRIGHT, baked, &victim);
    if (hit != NULL) {
        return hit;
    }
    TargetState st;
    SDL_Texture *t = BeginTarget(cache, w, h, &st);
    if (t == NULL) {
        return NULL;
    }
    SDL_SetTextureColorMod(atlas, 255, 255, 255);
    SDL_SetTextureAlphaMod(atlas, 255);
    SDL_SetTextureBlendMode(atlas, SDL_BLENDMODE_NONE); /* keep the cell's own alpha */
    SDL_RenderCopy(cache->renderer, atlas, src, NULL);
    SDL_SetTextureBlendMode(atlas, SDL_BLENDMODE_BLEND);
    SDL_Texture *sprite = Readable(cache, w, h, baked);
    EndTarget(cache, &st);
    SDL_DestroyTexture(t);
    if (sprite == NULL) {
        return NULL;
    }
    SDL_SetTextureBlendMode(sprite, SDL_BLENDMODE_BLEND);
    SDL_SetTextureScaleMode(sprite, SDL_ScaleModeNearest);
    Store(cache, victim, (Entry){sprite, key, w, h, UPRIGHT, baked, w, h, 0});
    return victim;
}

/*
 * True when the same turned sprite has been asked for at every step for REST_STEPS simulation steps: the
 * card is at rest. Counted in steps, not frames or draws, because frames quicker than the steps show a
 * moving card in the same place twice, and a card turning slowly keeps an angle (in tenths of a degree)
 * for a few steps.
 */
static bool AtRest(SpriteCache *cache, int key, int w, int h, int angle10, Uint8 baked)
{
    for (int i = 0; i < RECENT_MISSES; i++) {
        Miss *m = &cache->misses[i];
        if (m->used && m->key == key && m->w == w && m->h == h && m->angle10 == angle10 && m->baked == baked) {
            if (cache->step > m->last + 1) {
                m->since = cache->step; /* it went away in between: count again */
            }
            m->last = cache->step;
            return cache->step >= m->since + REST_STEPS;
        }
    }
    cache->misses[cache->nextMiss] = (Miss){key, w, h, angle10, baked, true, cache->step, cache->step};
    cache->nextMiss = (cache->nextMiss + 1) % RECENT_MISSES;
    return false;
}

static Entry *Turned(SpriteCache *cache, Entry *upright, double angleDeg, int angle10)
{
    Entry *victim = NULL;
    Entry *hit = Find(cache, upright->key, upright->w, upright->h, angle10, upright->baked, &victim);
    if (hit != NULL || !AtRest(cache, upright->key, upright->w, upright->h, angle10, upright->baked)) {
        return hit;
    }
    double rad = angleDeg * 3.14159265358979 / 180.0;
    double c = SDL_fabs(SDL_cos(rad)), s = SDL_fabs(SDL_sin(rad));
    int bw = (int)SDL_ceil(upright->w * c + upright->h * s) + 2;
    int bh = (int)SDL_ceil(upright->w * s + upright->h * c) + 2;
    TargetState st;
    SDL_Texture *t = BeginTarget(cache, bw, bh, &st);
    if (t == NULL) {
        return NULL;
    }
    SDL_FRect d = {(float)(bw - upright->w) * 0.5f, (float)(bh - upright->h) * 0.5f, (float)upright->w,
                   (float)upright->h};
    SDL_SetTextureColorMod(upright->tex, 255, 255, 255);
    SDL_SetTextureAlphaMod(upright->tex, 255);
    SDL_SetTextureBlendMode(upright->tex, SDL_BLENDMODE_NONE);
    SDL_SetTextureScaleMode(upright->tex, SDL_ScaleModeLinear);
    SDL_RenderCopyExF(cache->renderer, upright->tex, NULL, &d, angleDeg, NULL, SDL_FLIP_NONE);
    SDL_SetTextureScaleMode(upright->tex, SDL_ScaleModeNearest);
    SDL_SetTextureBlendMode(upright->tex, SDL_BLENDMODE_BLEND);
    EndTarget(cache, &st);
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    Store(cache, victim, (Entry){t, upright->key, upright->w, upright->h, angle10, upright->baked, bw, bh, 0});
    return victim;
}

static void Blit(SpriteCache *cache, const Entry *e, float cx, float cy, SDL_Color mod)
{
    SDL_Rect d = {(int)SDL_floorf(cx - (float)e->texW * 0.5f + 0.5f), (int)SDL_floorf(cy - (float)e->texH * 0.5f + 0.5f),
                  e->texW, e->texH};
    SDL_SetTextureColorMod(e->tex, mod.r, mod.g, mod.b);
    SDL_SetTextureAlphaMod(e->tex, mod.a);
    SDL_RenderCopy(cache->renderer, e->tex, NULL, &d);
}

/*
 * True when the renderer draws on this window surface, so that soft_blit.c may draw on it too: a pixel
 * changed in the surface must be what the renderer reads back. Checked once a surface; the pixel is restored.
 */
static bool ProbeSurface(SpriteCache *cache, SDL_Surface *surface)
{
    if (surface == cache->probed) {
        return cache->direct;
    }
    cache->probed = surface;
    cache->direct = false;
    SDL_RenderFlush(cache->renderer); /* nothing queued may land on the probed pixel after it is changed */
    if (!SoftBlit_CanDrawOn(surface) || surface->w <= 0 || surface->h <= 0 || SDL_LockSurface(surface) != 0) {
        return false;
    }
    Uint32 *first = (Uint32 *)surface->pixels;
    Uint32 kept = *first;
    *first = kept ^ 0x00A5C3E1u;
    SDL_UnlockSurface(surface);
    Uint32 seen = 0;
    SDL_Rect one = {0, 0, 1, 1};
    bool read = SDL_RenderReadPixels(cache->renderer, &one, SDL_PIXELFORMAT_ARGB8888, &seen, 4) == 0;
    if (SDL_LockSurface(surface) == 0) {
        *(Uint32 *)surface->pixels = kept;
        SDL_UnlockSurface(surface);
    }
    cache->direct = read && (seen & 0x00FFFFFFu) == ((kept ^ 0x00A5C3E1u) & 0x00FFFFFFu);
    return cache->direct;
}

/* Draws an upright sprite squeezed to dst and turned, in one pass onto the window; false when it cannot. */
static bool DrawDirect(SpriteCache *cache, Entry *e, const SDL_FRect *dst, double angleDeg, SDL_Color mod)
{
    SDL_Window *window = SDL_RenderGetWindow(cache->renderer);
    if (window == NULL || SDL_GetRenderTarget(cache->renderer) != NULL) {
        return false;
    }
    float sx = 1.0f, sy = 1.0f;
    SDL_RenderGetScale(cache->renderer, &sx, &sy);
    SDL_Rect view;
    SDL_RenderGetViewport(cache->renderer, &view);
    SDL_Surface *surface = SDL_GetWindowSurface(window);
    if (sx != 1.0f || sy != 1.0f || surface == NULL || view.x != 0 || view.y != 0 || view.w != surface->w ||
        view.h != surface->h || !cache->lockShows || !ProbeSurface(cache, surface)) {
        return false;
    }
    SDL_Rect clip;
    bool clipped = SDL_RenderIsClipEnabled(cache->renderer);
    SDL_RenderGetClipRect(cache->renderer, &clip);
    /* What the renderer still holds must reach the surface first, so the card lands on top of it. */
    SDL_RenderFlush(cache->renderer);
    void *pixels = NULL;
    int pitch = 0;
    if (SDL_LockTexture(e->tex, NULL, &pixels, &pitch) != 0) {
        return false;
    }
    if (SDL_LockSurface(surface) != 0) {
        SDL_UnlockTexture(e->tex);
        return false;
    }
    SoftImage image = {pixels, e->w, e->h, pitch / 4};
    cache->onePass++;
    SoftBlit_Transformed(surface, clipped ? &clip : NULL, &image, dst, angleDeg, mod);
    SDL_UnlockSurface(surface);
    SDL_UnlockTexture(e->tex);
    return true;
}

bool SpriteCache_Draw(SpriteCache *cache, SDL_Texture *atlas, const SDL_Rect *src, int sourceKey, const SDL_FRect *dst,
                      double angleDeg, SDL_Color mod, bool bakeAlpha)
{
    if (cache == NULL) {
        return false;
    }
    cache->clock++;
    int h = (int)(dst->h + 0.5f);
    int w = (int)(dst->w + 0.5f);
    int fullW = (int)((float)h * (float)src->w / (float)src->h + 0.5f);
    if (h <= 0 || w <= 0) {
        return true;
    }
    /* Opacity in steps of 16, so a fading shadow makes a handful of sprites, not 255. */
    Uint8 baked = 255;
    if (bakeAlpha) {
        baked = (Uint8)(mod.a >= 248 ? 255 : ((mod.a + 8) / 16) * 16);
        if (baked == 0) {
            return true;
        }
        mod.a = 255;
    }
    /* A card being flipped is narrower than upright: its full-size sprite is squeezed. */
    bool squashed = w < fullW - 1;
    Entry *up = Upright(cache, atlas, src, sourceKey, squashed ? fullW : w, h, baked);
    if (up == NULL) {
        return false;
    }
    float cx = dst->x + dst->w * 0.5f, cy = dst->y + dst->h * 0.5f;
    bool upright = angleDeg > -0.05 && angleDeg < 0.05;
    if (!squashed && upright) {
        Blit(cache, up, cx, cy, mod);
        return true;
    }
    if (!squashed) {
        int angle10 = (int)SDL_floor(angleDeg * 10.0 + 0.5);
        Entry *turned = Turned(cache, up, angleDeg, angle10);
        if (turned != NULL) {
            Blit(cache, turned, cx, cy, mod);
            return true;
        }
    }
    if (DrawDirect(cache, up, dst, angleDeg, mod)) {
        return true;
    }
    SDL_SetTextureColorMod(up->tex, mod.r, mod.g, mod.b);
    SDL_SetTextureAlphaMod(up->tex, mod.a);
    SDL_RenderCopyExF(cache->renderer, up->tex, NULL, dst, angleDeg, NULL, SDL_FLIP_NONE);
    return true;
}
