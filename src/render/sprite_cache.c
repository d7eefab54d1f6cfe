/* sprite_cache.c: pre-sized and pre-turned copies of atlas cells for the software renderer. */
#include "sprite_cache.h"

#include <limits.h>
#include <stdlib.h>

/*
 * The software renderer scales with a filter and turns a texture by building
 * a rotated copy of it on every call, so a table of moving, turning cards cost
 * tens of milliseconds a frame drawn straight from the atlas. Here each cell is
 * first drawn once at exactly the pixel size it is shown at, then copied 1:1
 * when upright. A turned card is drawn from that sprite with fast unsmoothed
 * turning while its angle keeps changing (it is moving: nobody sees the
 * edges); once the same angle is asked for twice in a short while (a card at
 * rest at a slant, like the title's fan), a smooth turned copy is made once
 * and reused. Soft shadows get their opacity multiplied in when made, because
 * SDL's blitter takes its slow general path for per-pixel alpha with an alpha
 * modulation on top (that alone was half of the benchmark's frame).
 */
#define CACHE_SIZE 256
#define RECENT_MISSES 64
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
    Uint32 when;
} Miss;

struct SpriteCache {
    SDL_Renderer *renderer;
    Entry entries[CACHE_SIZE];
    Miss misses[RECENT_MISSES];
    int nextMiss;
    Uint32 clock;
    Uint32 frameBegan, lastFrameBegan; /* the clock when this frame and the one before began */
};

SpriteCache *SpriteCache_Create(SDL_Renderer *renderer)
{
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(renderer, &info) != 0 || (info.flags & SDL_RENDERER_TARGETTEXTURE) == 0) {
        return NULL;
    }
    SpriteCache *cache = calloc(1, sizeof *cache);
    if (cache != NULL) {
        cache->renderer = renderer;
    }
    return cache;
}

void SpriteCache_Destroy(SpriteCache *cache)
{
    if (cache == NULL) {
        return;
    }
    for (int i = 0; i < CACHE_SIZE; i++) {
        if (cache->entries[i].tex != NULL) {
            SDL_DestroyTexture(cache->entries[i].tex);
        }
    }
    free(cache);
}

void SpriteCache_FrameDone(SpriteCache *cache)
{
    if (cache != NULL) {
        cache->lastFrameBegan = cache->frameBegan;
        cache->frameBegan = cache->clock + 1;
    }
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
            SDL_DestroyTexture(e->tex);
            e->tex = NULL;
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
    if (victim->tex != NULL) {
        SDL_DestroyTexture(victim->tex);
    }
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

/* Multiplies the opacity into a target's pixels and returns them as a plain texture. */
static SDL_Texture *BakeAlpha(SpriteCache *cache, int w, int h, Uint8 baked)
{
    Uint32 *pixels = malloc((size_t)w * (size_t)h * 4);
    if (pixels == NULL) {
        return NULL;
    }
    SDL_Texture *out = NULL;
    if (SDL_RenderReadPixels(cache->renderer, NULL, SDL_PIXELFORMAT_ARGB8888, pixels, w * 4) == 0) {
        for (int i = 0; i < w * h; i++) {
            Uint32 a = (pixels[i] >> 24) * baked / 255u;
            pixels[i] = (a << 24) | (pixels[i] & 0x00FFFFFFu);
        }
        out = SDL_CreateTexture(cache->renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, w, h);
        if (out != NULL) {
            SDL_UpdateTexture(out, NULL, pixels, w * 4);
        }
    }
    free(pixels);
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
    if (baked != 255) {
        SDL_Texture *plain = BakeAlpha(cache, w, h, baked);
        SDL_DestroyTexture(t);
        t = plain;
    }
    EndTarget(cache, &st);
    if (t == NULL) {
        return NULL;
    }
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    SDL_SetTextureScaleMode(t, SDL_ScaleModeNearest);
    Store(cache, victim, (Entry){t, key, w, h, UPRIGHT, baked, w, h, 0});
    return victim;
}

/* True when the same turned sprite was asked for a moment ago: the card is at rest. */
static bool SeenRecently(SpriteCache *cache, int key, int w, int h, int angle10, Uint8 baked)
{
    for (int i = 0; i < RECENT_MISSES; i++) {
        const Miss *m = &cache->misses[i];
        if (m->key == key && m->w == w && m->h == h && m->angle10 == angle10 && m->baked == baked &&
            cache->clock - m->when < 4096) {
            return true;
        }
    }
    cache->misses[cache->nextMiss] = (Miss){key, w, h, angle10, baked, cache->clock};
    cache->nextMiss = (cache->nextMiss + 1) % RECENT_MISSES;
    return false;
}

static Entry *Turned(SpriteCache *cache, Entry *upright, double angleDeg, int angle10)
{
    Entry *victim = NULL;
    Entry *hit = Find(cache, upright->key, upright->w, upright->h, angle10, upright->baked, &victim);
    if (hit != NULL || !SeenRecently(cache, upright->key, upright->w, upright->h, angle10, upright->baked)) {
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
    SDL_SetTextureColorMod(up->tex, mod.r, mod.g, mod.b);
    SDL_SetTextureAlphaMod(up->tex, mod.a);
    SDL_RenderCopyExF(cache->renderer, up->tex, NULL, dst, angleDeg, NULL, SDL_FLIP_NONE);
    return true;
}
