/* test_soft_blit.c: the software renderer's one-pass card drawing looks as SDL's own does, and the sprite
   cache makes a smooth turned copy only for a card at rest. */
#include "render/soft_blit.h"
#include "render/sprite_cache.h"

#include <SDL.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#define WIN_W 320
#define WIN_H 240
#define SPRITE_W 60
#define SPRITE_H 84

typedef struct Fixture {
    SDL_Window *window;
    SDL_Renderer *renderer;
    Uint32 sprite[SPRITE_W * SPRITE_H];
    SDL_Texture *texture;
    Uint32 sdl[WIN_W * WIN_H], ours[WIN_W * WIN_H];
} Fixture;

static const SDL_Color kFelt = {30, 90, 50, 255};

/* A card-like sprite: four coloured quarters, a half-clear rim, clear corners, a gradient to catch flips. */
static void MakeSprite(Uint32 *px)
{
    for (int y = 0; y < SPRITE_H; y++) {
        for (int x = 0; x < SPRITE_W; x++) {
            Uint32 a = 255;
            bool rim = x < 3 || y < 3 || x >= SPRITE_W - 3 || y >= SPRITE_H - 3;
            bool corner = (x < 5 || x >= SPRITE_W - 5) && (y < 5 || y >= SPRITE_H - 5);
            a = corner ? 0 : (rim ? 120 : 255);
            Uint32 r = x < SPRITE_W / 2 ? 220 : 30, g = y < SPRITE_H / 2 ? 200 : 40;
            Uint32 b = (Uint32)(40 + x * 2); /* gentle: a column either way is within a rounding */
            px[y * SPRITE_W + x] = (a << 24) | (r << 16) | (g << 8) | b;
        }
    }
}

static int setup(void **state)
{
    static Fixture fx;
    memset(&fx, 0, sizeof fx);
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return -1;
    }
    fx.window = SDL_CreateWindow("test", 0, 0, WIN_W, WIN_H, SDL_WINDOW_HIDDEN);
    fx.renderer = fx.window ? SDL_CreateRenderer(fx.window, -1, SDL_RENDERER_SOFTWARE) : NULL;
    if (fx.renderer == NULL) {
        fprintf(stderr, "renderer: %s\n", SDL_GetError());
        return -1;
    }
    MakeSprite(fx.sprite);
    fx.texture = SDL_CreateTexture(fx.renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, SPRITE_W, SPRITE_H);
    SDL_UpdateTexture(fx.texture, NULL, fx.sprite, SPRITE_W * 4);
    SDL_SetTextureBlendMode(fx.texture, SDL_BLENDMODE_BLEND);
    SDL_SetTextureScaleMode(fx.texture, SDL_ScaleModeNearest);
    *state = &fx;
    return 0;
}

static int teardown(void **state)
{
    Fixture *fx = *state;
    SDL_DestroyTexture(fx->texture);
    SDL_DestroyRenderer(fx->renderer);
    SDL_DestroyWindow(fx->window);
    SDL_Quit();
    return 0;
}

static void ClearToFelt(Fixture *fx)
{
    SDL_SetRenderDrawColor(fx->renderer, kFelt.r, kFelt.g, kFelt.b, 255);
    SDL_RenderClear(fx->renderer);
}

static void ReadBack(Fixture *fx, Uint32 *out)
{
    assert_int_equal(SDL_RenderReadPixels(fx->renderer, NULL, SDL_PIXELFORMAT_ARGB8888, out, WIN_W * 4), 0);
}

/* The sprite at r, turned, as SDL's renderer draws it, and as soft_blit.c does on the window's surface. */
static void DrawBoth(Fixture *fx, SDL_FRect r, double angle, SDL_Color mod, const SDL_Rect *clip)
{
    ClearToFelt(fx);
    SDL_RenderSetClipRect(fx->renderer, clip);
    SDL_SetTextureColorMod(fx->texture, mod.r, mod.g, mod.b);
    SDL_SetTextureAlphaMod(fx->texture, mod.a);
    SDL_RenderCopyExF(fx->renderer, fx->texture, NULL, &r, angle, NULL, SDL_FLIP_NONE);
    SDL_RenderSetClipRect(fx->renderer, NULL);
    ReadBack(fx, fx->sdl);

    ClearToFelt(fx);
    SDL_RenderFlush(fx->renderer);
    SDL_Surface *surface = SDL_GetWindowSurface(fx->window);
    assert_non_null(surface);
    assert_true(SoftBlit_CanDrawOn(surface));
    SoftImage image = {fx->sprite, SPRITE_W, SPRITE_H, SPRITE_W};
    SDL_LockSurface(surface);
    SoftBlit_Transformed(surface, clip, &image, &r, angle, mod);
    SDL_UnlockSurface(surface);
    ReadBack(fx, fx->ours);
}

static int ChannelDiff(Uint32 a, Uint32 b)
{
    int worst = 0;
    for (int shift = 0; shift < 24; shift += 8) {
        int d = abs((int)((a >> shift) & 0xFF) - (int)((b >> shift) & 0xFF));
        worst = d > worst ? d : worst;
    }
    return worst;
}

static bool IsFelt(Uint32 px)
{
    return ChannelDiff(px, ((Uint32)kFelt.r << 16) | ((Uint32)kFelt.g << 8) | kFelt.b) == 0;
}

/* Whether SDL's picture has a pixel like ours at (x, y) or next to it: nearest-pixel sampling may pick
   the neighbouring row or column of the sprite where the two round a pixel's position differently. */
static bool NearbyInSdl(const Fixture *fx, int x, int y)
{
    for (int dy = -1; dy <= 1; dy++) {
        for (int dx = -1; dx <= 1; dx++) {
            int nx = x + dx, ny = y + dy;
            if (nx >= 0 && ny >= 0 && nx < WIN_W && ny < WIN_H &&
                ChannelDiff(fx->sdl[ny * WIN_W + nx], fx->ours[y * WIN_W + x]) <= 3) {
                return true;
            }
        }
    }
    return false;
}

/* The two pictures are the same up to one pixel's sampling: where either drew, ours has SDL's colour at
   that pixel or next to it, and they cover the same area give or take a pixel along half the outline. */
static void AssertAlike(Fixture *fx, int minDrawn)
{
    int drawn = 0, unlike = 0, sdlDrawn = 0, oursDrawn = 0;
    for (int y = 0; y < WIN_H; y++) {
        for (int x = 0; x < WIN_W; x++) {
            int i = y * WIN_W + x;
            sdlDrawn += !IsFelt(fx->sdl[i]);
            oursDrawn += !IsFelt(fx->ours[i]);
            if (!IsFelt(fx->sdl[i]) || !IsFelt(fx->ours[i])) {
                drawn++;
                unlike += !NearbyInSdl(fx, x, y);
            }
        }
    }
    assert_true(sdlDrawn >= minDrawn);
    if (unlike * 100 > drawn || abs(sdlDrawn - oursDrawn) > 2.0 * sqrt((double)sdlDrawn)) {
        fail_msg("%d of %d drawn pixels unlike SDL's; SDL drew %d, ours %d", unlike, drawn, sdlDrawn, oursDrawn);
    }
}

static void test_squeezed_and_turned_like_sdl(void **state)
{
    Fixture *fx = *state;
    const double angles[] = {0.0, 17.0, 90.0, 143.5, -61.0};
    for (size_t i = 0; i < sizeof angles / sizeof angles[0]; i++) {
        SDL_FRect r = {120.0f, 60.0f, 38.0f, 84.0f}; /* squeezed to about two thirds, as in a flip */
        DrawBoth(fx, r, angles[i], (SDL_Color){255, 255, 255, 255}, NULL);
        AssertAlike(fx, 38 * 84 * 9 / 10);
        SDL_FRect full = {100.5f, 70.25f, 60.0f, 84.0f};
        DrawBoth(fx, full, angles[i], (SDL_Color){255, 255, 255, 255}, NULL);
        AssertAlike(fx, 60 * 84 * 9 / 10);
    }
}

static void test_faded_and_tinted_like_sdl(void **state)
{
    Fixture *fx = *state;
    SDL_FRect r = {120.0f, 60.0f, 50.0f, 84.0f};
    DrawBoth(fx, r, 25.0, (SDL_Color){255, 255, 255, 110}, NULL);
    AssertAlike(fx, 50 * 84 * 9 / 10);
    DrawBoth(fx, r, 25.0, (SDL_Color){200, 120, 255, 255}, NULL);
    AssertAlike(fx, 50 * 84 * 9 / 10);
}

static void test_clip_and_window_edges(void **state)
{
    Fixture *fx = *state;
    SDL_Rect clip = {130, 80, 40, 30};
    SDL_FRect r = {120.0f, 60.0f, 50.0f, 84.0f};
    DrawBoth(fx, r, 30.0, (SDL_Color){255, 255, 255, 255}, &clip);
    int inside = 0;
    for (int y = 0; y < WIN_H; y++) {
        for (int x = 0; x < WIN_W; x++) {
            bool in = x >= clip.x && x < clip.x + clip.w && y >= clip.y && y < clip.y + clip.h;
            if (!in) {
                assert_true(IsFelt(fx->ours[y * WIN_W + x]));
            } else {
                inside += !IsFelt(fx->ours[y * WIN_W + x]);
            }
        }
    }
    assert_true(inside > clip.w * clip.h / 2);
    /* Half off every edge of the window: drawn where it is on it, and nothing written outside. */
    SDL_FRect corners[] = {{-30.0f, -40.0f, 60.0f, 84.0f}, {WIN_W - 30.0f, WIN_H - 40.0f, 60.0f, 84.0f}};
    for (int i = 0; i < 2; i++) {
        DrawBoth(fx, corners[i], 45.0, (SDL_Color){255, 255, 255, 255}, NULL);
        AssertAlike(fx, 500);
    }
}

/* Through the sprite cache as the card atlas uses it: a squeezed, turned card is drawn in one pass, and
   looks as SDL draws it. */
static void test_cache_draws_one_pass_like_sdl(void **state)
{
    Fixture *fx = *state;
    SpriteCache *cache = SpriteCache_Create(fx->renderer);
    if (cache == NULL) {
        skip();
    }
    SDL_FRect r = {130.0f, 70.0f, 41.0f, 84.0f};
    SDL_Color white = {255, 255, 255, 255};
    DrawBoth(fx, r, 38.0, white, NULL); /* fills fx->sdl with SDL's picture */
    ClearToFelt(fx);
    SDL_Rect src = {0, 0, SPRITE_W, SPRITE_H};
    SpriteCache_BeginFrame(cache, 1);
    assert_true(SpriteCache_Draw(cache, fx->texture, &src, 3, &r, 38.0, white, false));
    SpriteCache_FrameDone(cache);
    assert_int_equal(SpriteCache_Counts(cache).onePass, 1);
    ReadBack(fx, fx->ours);
    AssertAlike(fx, 41 * 84 * 9 / 10);
    SpriteCache_Destroy(cache);
}

/* A card lying still at a slant gets its smooth turned copy after REST_STEPS steps; one turning slowly
   (its angle the same for a few steps) or a moving one drawn twice between two steps does not. */
static void test_smooth_copy_only_at_rest(void **state)
{
    Fixture *fx = *state;
    SpriteCache *cache = SpriteCache_Create(fx->renderer);
    if (cache == NULL) {
        skip(); /* no render targets: the cache is not used at all */
    }
    SDL_Rect src = {0, 0, SPRITE_W, SPRITE_H};
    SDL_FRect dst = {100.0f, 60.0f, 60.0f, 84.0f};
    SDL_Color white = {255, 255, 255, 255};
    Uint64 step = 1;
    /* Turning slowly: a new angle every third step, each frame drawn twice (frames quicker than steps). */
    for (int i = 0; i < 60; i++, step++) {
        for (int twice = 0; twice < 2; twice++) {
            SpriteCache_BeginFrame(cache, step);
            SpriteCache_Draw(cache, fx->texture, &src, 7, &dst, 10.0 + (double)(i / 3) * 0.3, white, false);
            SpriteCache_FrameDone(cache);
        }
    }
    assert_int_equal(SpriteCache_Counts(cache).turned, 0);
    assert_int_equal(SpriteCache_Counts(cache).upright, 1);
    assert_int_equal(SpriteCache_Counts(cache).onePass, 120); /* every draw of the turning card */
    /* At rest: the same angle at every step. */
    int madeAt = -1;
    for (int i = 0; i < 20 && madeAt < 0; i++, step++) {
        SpriteCache_BeginFrame(cache, step);
        SpriteCache_Draw(cache, fx->texture, &src, 7, &dst, 33.0, white, false);
        SpriteCache_FrameDone(cache);
        if (SpriteCache_Counts(cache).turned == 1) {
            madeAt = i;
        }
    }
    assert_true(madeAt >= 6 && madeAt <= 9);
    SpriteCache_Destroy(cache);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_squeezed_and_turned_like_sdl),
        cmocka_unit_test(test_faded_and_tinted_like_sdl),
        cmocka_unit_test(test_clip_and_window_edges),
        cmocka_unit_test(test_cache_draws_one_pass_like_sdl),
        cmocka_unit_test(test_smooth_copy_only_at_rest),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
