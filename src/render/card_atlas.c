/* card_atlas.c: loads the card atlases (the first screen's tier decoded on a thread at start, others on first use) and draws cells from them. */
#include "card_atlas.h"

#include "card_atlas_layout.h"
#include "frame_print.h"
#include "platform/log.h"
#include "platform/startup_trace.h"
#include "sprite_cache.h"

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ATLAS_PATH_MAX 1024

/* A tier unused for this many drawn frames (about two seconds of drawing) is freed: one size is kept
   decoded at a time in steady play, not every size the window has had. */
#define TIER_IDLE_FRAMES 120

typedef struct Tier {
    SDL_Texture *tex;
    bool failed; /* tried and could not load: never tried again, so a bad file is logged once */
    Uint32 lastUsed; /* the drawn frame it was last drawn from */
} Tier;

/* The PNG decoded off the main thread (the renderer is not thread-safe: the texture is made on first use). */
typedef struct Prefetch {
    SDL_Thread *thread;
    int tier, four;
    char path[ATLAS_PATH_MAX + 64];
    SDL_Surface *surface; /* NULL if the decode failed */
} Prefetch;

struct CardAtlas {
    SDL_Renderer *renderer;
    char dir[ATLAS_PATH_MAX];
    Tier tiers[CARD_TIER_COUNT][2]; /* [tier][fourColour] */
    SpriteCache *sprites; /* software renderer only: see sprite_cache.c */
    void (*watch)(Card card, void *ctx); /* CardAtlas_WatchFaces */
    void *watchCtx;
    Prefetch prefetch;
    Uint32 frame; /* drawn frames so far (CardAtlas_FrameDone) */
    int faceFour; /* the colourway the last card face was drawn in: soft cells are drawn from it too */
};

void CardAtlas_WatchFaces(CardAtlas *atlas, void (*watch)(Card card, void *ctx), void *ctx)
{
    atlas->watch = watch;
    atlas->watchCtx = ctx;
}

static const char kWhatToDo[] = "Rebuild with `cmake --build build`, or reinstall Parlour.";

static void tier_path(const CardAtlas *atlas, int tier, int four, char *buf, size_t size)
{
    snprintf(buf, size, "%s/cards/cards-%d-%s.png", atlas->dir, kCardTierHeights[tier], four ? "4c" : "2c");
}

typedef enum HeaderCheck { HEADER_OK, HEADER_MISSING, HEADER_BAD } HeaderCheck;

/*
 * Reads only a PNG's signature and IHDR (24 bytes), so that every tier is
 * checked at start-up without decoding the big ones: a missing, truncated or
 * wrong-sized file is caught before the first frame, not in the middle of play.
 */
static HeaderCheck check_header(const char *path, int tier)
{
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    if (!rw) {
        return HEADER_MISSING;
    }
    Uint8 b[24];
    size_t got = SDL_RWread(rw, b, 1, sizeof b);
    SDL_RWclose(rw);
    static const Uint8 sig[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    if (got != sizeof b || memcmp(b, sig, 8) != 0 || memcmp(b + 12, "IHDR", 4) != 0) {
        return HEADER_BAD;
    }
    Uint32 w = ((Uint32)b[16] << 24) | ((Uint32)b[17] << 16) | ((Uint32)b[18] << 8) | b[19];
    Uint32 h = ((Uint32)b[20] << 24) | ((Uint32)b[21] << 16) | ((Uint32)b[22] << 8) | b[23];
    if (w != (Uint32)(kCardTierWidths[tier] * CARD_ATLAS_COLS) || h != (Uint32)(kCardTierHeights[tier] * CARD_ATLAS_ROWS)) {
        return HEADER_BAD;
    }
    return HEADER_OK;
}

/* Makes the texture from a decoded atlas (s, or NULL when the decode failed) and frees s. */
static SDL_Texture *upload_texture(SDL_Renderer *renderer, SDL_Surface *s, const char *path, int tier, char *err,
                                   size_t errSize)
{
    if (!s) {
        snprintf(err, errSize, "The card art %s could not be read (%s). %s", path, IMG_GetError(), kWhatToDo);
        return NULL;
    }
    int w = kCardTierWidths[tier] * CARD_ATLAS_COLS, h = kCardTierHeights[tier] * CARD_ATLAS_ROWS;
    if (s->w != w || s->h != h) {
        snprintf(err, errSize,
                 "The card art %s is %dx%d pixels where %dx%d were expected (a file from another version). %s", path,
                 s->w, s->h, w, h, kWhatToDo);
        SDL_FreeSurface(s);
        return NULL;
    }
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(renderer, &info) == 0 && info.max_texture_width > 0 &&
        (w > info.max_texture_width || h > info.max_texture_height)) {
        snprintf(err, errSize, "The card art %s (%dx%d) is larger than this graphics driver allows (%dx%d).", path, w,
                 h, info.max_texture_width, info.max_texture_height);
        SDL_FreeSurface(s);
        return NULL;
    }
    SDL_Texture *tex = SDL_CreateTextureFromSurface(renderer, s);
    SDL_FreeSurface(s);
    if (!tex) {
        snprintf(err, errSize, "The card art %s could not be made into a texture (%s).", path, SDL_GetError());
        return NULL;
    }
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    /* Cards are almost always drawn between tier sizes, and rotated: nearest sampling would shimmer. */
    SDL_SetTextureScaleMode(tex, SDL_ScaleModeLinear);
    return tex;
}

static int DecodeThread(void *data)
{
    Prefetch *p = data;
    p->surface = IMG_Load(p->path);
    return 0;
}

/* The decoded surface of a prefetch that has finished (waiting for it if need be); NULL and false if none. */
static bool take_prefetch(CardAtlas *atlas, int tier, int four, SDL_Surface **out)
{
    Prefetch *p = &atlas->prefetch;
    if (p->thread == NULL || p->tier != tier || p->four != four) {
        return false;
    }
    SDL_WaitThread(p->thread, NULL);
    p->thread = NULL;
    *out = p->surface;
    p->surface = NULL;
    return true;
}

/* A prefetch nobody took (another tier was wanted, or shutdown): finished and freed. */
static void drop_prefetch(CardAtlas *atlas)
{
    Prefetch *p = &atlas->prefetch;
    if (p->thread != NULL) {
        SDL_WaitThread(p->thread, NULL);
        p->thread = NULL;
        if (p->surface) {
            SDL_FreeSurface(p->surface);
        }
        p->surface = NULL;
    }
}

void CardAtlas_Prefetch(CardAtlas *atlas, float heightPx, bool fourColour)
{
    if (!atlas || atlas->prefetch.thread != NULL) {
        return;
    }
    Prefetch *p = &atlas->prefetch;
    p->tier = CardAtlas_TierFor(heightPx);
    p->four = fourColour ? 1 : 0;
    atlas->faceFour = p->four;
    if (atlas->tiers[p->tier][p->four].tex) {
        return;
    }
    tier_path(atlas, p->tier, p->four, p->path, sizeof(p->path));
    p->surface = NULL;
    p->thread = SDL_CreateThread(DecodeThread, "parlour-atlas", p);
    /* No thread: the tier is decoded on first use, as any other. */
}

void CardAtlas_FrameDone(CardAtlas *atlas)
{
    if (!atlas) {
        return;
    }
    atlas->frame++;
    SpriteCache_FrameDone(atlas->sprites);
    /* A prefetch not drawn from in the first frame was for a screen that did not come first. */
    drop_prefetch(atlas);
    for (int tier = 0; tier < CARD_TIER_COUNT; tier++) {
        for (int four = 0; four < 2; four++) {
            Tier *t = &atlas->tiers[tier][four];
            if (t->tex && atlas->frame - t->lastUsed > TIER_IDLE_FRAMES) {
                SDL_DestroyTexture(t->tex);
                t->tex = NULL;
                StartupTrace_Markf("cards %d px (%s) freed, frame %u", kCardTierHeights[tier], four ? "4c" : "2c",
                                   (unsigned)atlas->frame);
            }
        }
    }
}

void CardAtlas_Trim(CardAtlas *atlas)
{
    if (!atlas || atlas->frame == 0) {
        return;
    }
    drop_prefetch(atlas);
    for (int tier = 0; tier < CARD_TIER_COUNT; tier++) {
        for (int four = 0; four < 2; four++) {
            Tier *t = &atlas->tiers[tier][four];
            if (t->tex && t->lastUsed + 1 != atlas->frame) {
                SDL_DestroyTexture(t->tex);
                t->tex = NULL;
                StartupTrace_Markf("cards %d px (%s) freed, the screen still", kCardTierHeights[tier],
                                   four ? "4c" : "2c");
            }
        }
    }
    SpriteCache_Trim(atlas->sprites);
}

CardAtlas *CardAtlas_Load(SDL_Renderer *renderer, const char *assetDir, char *err, size_t errSize)
{
    CardAtlas *atlas = calloc(1, sizeof(*atlas));
    if (!atlas) {
        snprintf(err, errSize, "Out of memory loading the card art.");
        return NULL;
    }
    atlas->renderer = renderer;
    /* GPU renderers scale and turn for free; the software one is helped by a sprite cache. */
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(renderer, &info) == 0 &&
        ((info.flags & SDL_RENDERER_SOFTWARE) != 0 || SDL_strcmp(info.name, "software") == 0)) {
        atlas->sprites = SpriteCache_Create(renderer);
    }
    snprintf(atlas->dir, sizeof(atlas->dir), "%s", assetDir ? assetDir : ".");
    char path[ATLAS_PATH_MAX + 64];
    for (int tier = 0; tier < CARD_TIER_COUNT; tier++) {
        for (int four = 0; four < 2; four++) {
            tier_path(atlas, tier, four, path, sizeof(path));
            HeaderCheck check = check_header(path, tier);
            if (check != HEADER_OK) {
                snprintf(err, errSize, "The card art %s is %s. %s", path,
                         check == HEADER_MISSING ? "missing" : "damaged (not a card atlas PNG of the right size)",
                         kWhatToDo);
                free(atlas);
                return NULL;
            }
        }
    }
    /* Nothing is decoded here: the first screen's tier by CardAtlas_Prefetch, the others when drawn. */
    return atlas;
}

void CardAtlas_Unload(CardAtlas *atlas)
{
    if (!atlas) {
        return;
    }
    drop_prefetch(atlas);
    for (int tier = 0; tier < CARD_TIER_COUNT; tier++) {
        for (int four = 0; four < 2; four++) {
            if (atlas->tiers[tier][four].tex) {
                SDL_DestroyTexture(atlas->tiers[tier][four].tex);
            }
        }
    }
    SpriteCache_Destroy(atlas->sprites);
    free(atlas);
}

int CardAtlas_TierFor(float heightPx)
{
    for (int tier = 0; tier < CARD_TIER_COUNT; tier++) {
        if ((float)kCardTierHeights[tier] >= heightPx) {
            return tier;
        }
    }
    return CARD_TIER_COUNT - 1;
}

static SDL_Texture *ensure(CardAtlas *atlas, int tier, int four)
{
    Tier *t = &atlas->tiers[tier][four];
    if (!t->tex && !t->failed) {
        char path[ATLAS_PATH_MAX + 64], err[ATLAS_PATH_MAX + 256];
        tier_path(atlas, tier, four, path, sizeof(path));
        SDL_Surface *s = NULL;
        if (!take_prefetch(atlas, tier, four, &s)) {
            s = IMG_Load(path);
        }
        t->tex = upload_texture(atlas->renderer, s, path, tier, err, sizeof(err));
        StartupTrace_Markf("cards %d px (%s) decoded, frame %u", kCardTierHeights[tier], four ? "4c" : "2c",
                           (unsigned)atlas->frame);
        if (!t->tex) {
            t->failed = true;
            Log_Warn("%s Drawing cards from another size instead.", err);
        }
    }
    if (t->tex) {
        t->lastUsed = atlas->frame;
    }
    return t->tex;
}

/* The wanted tier if it loads, else the nearest smaller one, else the nearest bigger one. */
static SDL_Texture *texture_for(CardAtlas *atlas, int want, int four, int *tierOut)
{
    for (int tier = want; tier >= 0; tier--) {
        SDL_Texture *tex = ensure(atlas, tier, four);
        if (tex) {
            *tierOut = tier;
            return tex;
        }
    }
    for (int tier = want + 1; tier < CARD_TIER_COUNT; tier++) {
        SDL_Texture *tex = ensure(atlas, tier, four);
        if (tex) {
            *tierOut = tier;
            return tex;
        }
    }
    return NULL;
}

/*
 * The tier and colourway a soft cell (shadow, slot outline, glow) is drawn
 * from: one already decoded (or decoding), the nearest to the wanted size,
 * bigger first, and the colourway the last card face was drawn from. These
 * are blurred shapes with no fine detail and the same in both colourways, so
 * drawing one from another atlas does not show, while decoding an atlas for
 * it would: Poker Patience's opening zoom drew the empty slots 370 pixels
 * tall and the focus glow a fifth taller than the cards, which decoded the
 * 364 and 252 tiers (35 MiB) beside the 182 one the cards were drawn from,
 * and with four colours the shadows kept a two-colour atlas of their own.
 * The wanted tier when none is there.
 */
static int soft_tier(const CardAtlas *atlas, int want, int *four)
{
    int best = -1, bestFour = atlas->faceFour, bestD = 0;
    for (int tier = 0; tier < CARD_TIER_COUNT; tier++) {
        for (int k = 0; k < 2; k++) {
            int f = k == 0 ? atlas->faceFour : 1 - atlas->faceFour;
            const Prefetch *p = &atlas->prefetch;
            bool there = atlas->tiers[tier][f].tex != NULL || (p->thread != NULL && p->tier == tier && p->four == f);
            int d = tier >= want ? tier - want : 2 * (want - tier); /* a smaller tier is scaled up: avoided */
            if (there && (best < 0 || d < bestD)) {
                best = tier;
                bestFour = f;
                bestD = d;
            }
        }
    }
    *four = bestFour;
    return best >= 0 ? best : want;
}

/* The cell drawn once at exactly w x h pixels, or NULL if render targets are not available. */
static void draw_cell(CardAtlas *atlas, int cell, int four, const SDL_FRect *dst, double angleDeg, SDL_Color mod)
{
    if (!atlas || !dst || dst->w <= 0 || dst->h <= 0 || mod.a == 0) {
        return;
    }
    /* The renderer may scale what is drawn (a logical size): choose the tier by real pixels. */
    float sx = 1.0f, sy = 1.0f;
    SDL_RenderGetScale(atlas->renderer, &sx, &sy);
    FramePrint_Add(0x200u + (uint32_t)(cell * 2 + four), dst, mod, (float)angleDeg);
    if (FramePrint_Dry()) {
        return;
    }
    int tier = 0;
    int want = CardAtlas_TierFor(dst->h * sy);
    if (cell >= CARD_ATLAS_SHADOW) {
        want = soft_tier(atlas, want, &four);
    } else {
        atlas->faceFour = four;
    }
    SDL_Texture *tex = texture_for(atlas, want, four, &tier);
    if (!tex) {
        return;
    }
    int w = kCardTierWidths[tier], h = kCardTierHeights[tier];
    SDL_Rect src = {(cell % CARD_ATLAS_COLS) * w, (cell / CARD_ATLAS_COLS) * h, w, h};
    if (atlas->sprites && sx == 1.0f && sy == 1.0f &&
        SpriteCache_Draw(atlas->sprites, tex, &src, (tier * 2 + four) * CARD_ATLAS_CELLS + cell, dst, angleDeg, mod,
                         cell == CARD_ATLAS_SHADOW)) {
        return;
    }
    SDL_SetTextureColorMod(tex, mod.r, mod.g, mod.b);
    SDL_SetTextureAlphaMod(tex, mod.a);
    SDL_RenderCopyExF(atlas->renderer, tex, &src, dst, angleDeg, NULL, SDL_FLIP_NONE);
}

void CardAtlas_DrawCard(CardAtlas *atlas, Card card, bool faceUp, CardStyle style, const SDL_FRect *dst,
                        double angleDeg, Uint8 alpha)
{
    int cell;
    if (faceUp && atlas->watch != NULL && Card_IsValid(card)) {
        atlas->watch(card, atlas->watchCtx);
    }
    if (faceUp && Card_IsJoker(card)) {
        cell = CARD_ATLAS_JOKER;
    } else if (faceUp && Card_Index52(card) >= 0) {
        cell = Card_Index52(card);
    } else {
        int back = style.back < 0 || style.back >= CARD_ATLAS_BACKS ? 0 : style.back;
        cell = CARD_ATLAS_BACK0 + back;
    }
    SDL_Color mod = {255, 255, 255, alpha};
    draw_cell(atlas, cell, style.fourColour ? 1 : 0, dst, angleDeg, mod);
}

void CardAtlas_DrawShadow(CardAtlas *atlas, const SDL_FRect *dst, double angleDeg, Uint8 alpha)
{
    SDL_Color mod = {255, 255, 255, alpha};
    draw_cell(atlas, CARD_ATLAS_SHADOW, 0, dst, angleDeg, mod);
}

void CardAtlas_DrawSlot(CardAtlas *atlas, const SDL_FRect *dst, Uint8 alpha)
{
    SDL_Color mod = {255, 255, 255, alpha};
    draw_cell(atlas, CARD_ATLAS_SLOT, 0, dst, 0.0, mod);
}

void CardAtlas_DrawGlow(CardAtlas *atlas, const SDL_FRect *dst, SDL_Color tint)
{
    draw_cell(atlas, CARD_ATLAS_GLOW, 0, dst, 0.0, tint);
}

SDL_FRect CardAtlas_GlowRect(SDL_FRect card)
{
    /* The hole is the cell less CARD_GLOW_INSET of the cell's width on every side. */
    const float inset = CARD_GLOW_INSET;
    const float aspect = (float)CARD_ASPECT_H / (float)CARD_ASPECT_W;
    float padX = card.w * inset / (1.0f - 2.0f * inset);
    float padY = card.h * inset / (aspect - 2.0f * inset);
    SDL_FRect r = {card.x - padX, card.y - padY, card.w + 2.0f * padX, card.h + 2.0f * padY};
    return r;
}
