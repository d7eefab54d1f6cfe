/* sprite_cache.h: on the software renderer, cells drawn once at their on-screen size (and angle) and reused. */
#ifndef PARLOUR_RENDER_SPRITE_CACHE_H
#define PARLOUR_RENDER_SPRITE_CACHE_H

#include <SDL.h>
#include <stdbool.h>

typedef struct SpriteCache SpriteCache;

SpriteCache *SpriteCache_Create(SDL_Renderer *renderer);
void SpriteCache_Destroy(SpriteCache *cache);

/*
 * Draws the src rect of atlas (identified by sourceKey) into dst, turned by
 * angleDeg about its centre, tinted by mod. With bakeAlpha the opacity is
 * multiplied into the sprite when it is made (for soft shadows) instead of at
 * every draw. Returns false when it cannot help (no render targets, or a
 * sprite could not be made): the caller then draws straight from the atlas.
 */
bool SpriteCache_Draw(SpriteCache *cache, SDL_Texture *atlas, const SDL_Rect *src, int sourceKey, const SDL_FRect *dst,
                      double angleDeg, SDL_Color mod, bool bakeAlpha);

/* Before drawing a frame: the simulation step it shows (a card at rest is one still there after a step). */
void SpriteCache_BeginFrame(SpriteCache *cache, Uint64 step);
/* After each drawn frame: notes where the next one begins, for SpriteCache_Trim. */
void SpriteCache_FrameDone(SpriteCache *cache);
/* How many sprites it holds (upright, and turned: smooth copies of cards at rest at a slant), and how
   many draws so far were made in one pass (soft_blit.c) rather than by SDL's renderer. */
typedef struct SpriteCacheCounts {
    int upright, turned;
    unsigned long onePass;
} SpriteCacheCounts;
SpriteCacheCounts SpriteCache_Counts(const SpriteCache *cache);

/* Frees every sprite not drawn in the last frame (a zoom or an animation made many sizes of each card). */
void SpriteCache_Trim(SpriteCache *cache);

#endif
