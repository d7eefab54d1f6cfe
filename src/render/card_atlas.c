/* card_atlas.c: the card packs: each cell decoded when first drawn (the first screen's on a thread at start) and freed when unused. */
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

/* A cell unused for this many drawn frames (about two seconds of drawing) is freed: in steady play only
   what is shown stays decoded, not every size the window has had. */
#define CELL_IDLE_FRAMES 120
/* The most cells the first screen asks for before it starts (CardAtlas_Prefetch). */
#define PREFETCH_MAX 16

typedef struct Tier {
    Uint32 offset[CARD_ATLAS_CELLS], size[CARD_ATLAS_CELLS]; /* each cell's PNG in the pack (checked at start) */
    SDL_Texture *cells[CARD_ATLAS_CELLS];
    Uint32 lastUsed[CARD_ATLAS_CELLS]; /* the drawn frame each was last drawn in */
    bool failed; /* a cell could not be read: the tier is never tried again, so a bad file is logged once */
} Tier;

/* Cells decoded off the main thread (the renderer is not thread-safe: the textures are made on first use). */
typedef struct Prefetch {
    SDL_Thread *thread;
    int tier, four, count;
    int cells[PREFETCH_MAX];
    SDL_Surface *surfaces[PREFETCH_MAX]; /* NULL where a decode failed, or once taken */
    char path[ATLAS_PATH_MAX + 64];
    const Tier *from;
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
    int decoded;  /* cells decoded in the frame being drawn, for the start-up trace */
};

void CardAtlas_WatchFaces(CardAtlas *atlas, void (*watch)(Card card, void *ctx), void *ctx)
{
    atlas->watch = watch;
    atlas->watchCtx = ctx;
}

static const char kWhatToDo[] = "Rebuild with `cmake --build build`, or reinstall Parlour.";

static void tier_path(const CardAtlas *atlas, int tier, int four, char *buf, size_t size)
{
    snprintf(buf, size, "%s/cards/cards-%d-%s.pack", atlas->dir, kCardTierHeights[tier], four ? "4c" : "2c");
}

static Uint32 get_u32(const Uint8 *p)
{
    return (Uint32)p[0] | ((Uint32)p[1] << 8) | ((Uint32)p[2] << 16) | ((Uint32)p[3] << 24);
}

typedef enum HeaderCheck { HEADER_OK, HEADER_MISSING, HEADER_BAD } HeaderCheck;

/*
 * Reads only a pack's head (its size, and where each cell's PNG lies), so that
 * every tier is checked at start-up without decoding anything: a missing,
 * truncated or wrong-sized file is caught before the first frame, not in the
 * middle of play.
 */
static HeaderCheck check_header(const char *path, int tier, Tier *t)
{
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    if (!rw) {
        return HEADER_MISSING;
    }
    Uint8 b[CARD_PACK_HEAD_BYTES];
    size_t got = SDL_RWread(rw, b, 1, sizeof b);
    Sint64 fileSize = SDL_RWsize(rw);
    SDL_RWclose(rw);
    if (got != sizeof b || memcmp(b, CARD_PACK_MAGIC, 8) != 0 || get_u32(b + 8) != (Uint32)kCardTierWidths[tier] ||
        get_u32(b + 12) != (Uint32)kCardTierHeights[tier] || get_u32(b + 16) != CARD_ATLAS_CELLS) {
        return HEADER_BAD;
    }
    for (int cell = 0; cell < CARD_ATLAS_CELLS; cell++) {
        Uint32 offset = get_u32(b + 20 + cell * 8), size = get_u32(b + 24 + cell * 8);
        if (offset < CARD_PACK_HEAD_BYTES || size < 8 || (Sint64)offset + (Sint64)size > fileSize) {
            return HEADER_BAD;
        }
        t->offset[cell] = offset;
        t->size[cell] = size;
    }
    return HEADER_OK;
}

/* Decodes one cell's PNG from its pack; NULL (with IMG_GetError or SDL_GetError saying why) if it cannot. */
static SDL_Surface *decode_cell(const char *path, const Tier *t, int cell)
{
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    if (!rw) {
        return NULL;
    }
    void *png = SDL_malloc(t->size[cell]);
    bool read = png != NULL && SDL_RWseek(rw, t->offset[cell], RW_SEEK_SET) >= 0 &&
                SDL_RWread(rw, png, 1, t->size[cell]) == t->size[cell];
    SDL_RWclose(rw);
    SDL_Surface *s = NULL;
    SDL_RWops *mem = read ? SDL_RWFromConstMem(png, (int)t->size[cell]) : NULL;
    if (mem != NULL) {
        s = IMG_LoadPNG_RW(mem); /* it leaves mem open */
        SDL_RWclose(mem);
    } else if (read) {
        SDL_SetError("out of memory");
    } else {
        SDL_SetError("the file is shorter than its head says");
    }
    SDL_free(png);
    return s;
}

/* Makes the texture from a decoded cell (s, or NULL when the decode failed) and frees s. */
static SDL_Texture *upload_texture(SDL_Renderer *renderer, SDL_Surface *s, const char *path, int tier, int cell,
                                   char *err, size_t errSize)
{
    if (!s) {
        snprintf(err, errSize, "The card art %s could not be read at cell %d (%s). %s", path, cell, IMG_GetError(),
                 kWhatToDo);
        return NULL;
    }
    int w = kCardTierWidths[tier], h = kCardTierHeights[tier];
    if (s->w != w || s->h != h) {
        snprintf(err, errSize,
                 "The card art %s has a %dx%d cell %d where %dx%d was expected (a file from another version). %s",
                 path, s->w, s->h, cell, w, h, kWhatToDo);
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
    for (int i = 0; i < p->count; i++) {
        p->surfaces[i] = decode_cell(p->path, p->from, p->cells[i]);
    }
    return 0;
}

/* The decoded surface of a prefetched cell (waiting for the thread if need be); false if it was not asked for. */
static bool take_prefetch(CardAtlas *atlas, int tier, int four, int cell, SDL_Surface **out)
{
    Prefetch *p = &atlas->prefetch;
    if (p->count <= 0 || p->tier != tier || p->four != four) {
        return false;
    }
    for (int i = 0; i < p->count; i++) {
        if (p->cells[i] == cell) {
            if (p->thread != NULL) {
                SDL_WaitThread(p->thread, NULL);
                p->thread = NULL;
            }
            *out = p->surfaces[i];
            p->surfaces[i] = NULL;
            p->cells[i] = -1; /* taken: a later decode of this cell reads the file */
            return true;
        }
    }
    return false;
}

/* What a prefetch decoded that nobody took (another screen came first, or shutdown): finished and freed. */
static void drop_prefetch(CardAtlas *atlas)
{
    Prefetch *p = &atlas->prefetch;
    if (p->thread != NULL) {
        SDL_WaitThread(p->thread, NULL);
        p->thread = NULL;
    }
    for (int i = 0; i < PREFETCH_MAX; i++) {
        if (p->surfaces[i]) {
            SDL_FreeSurface(p->surfaces[i]);
            p->surfaces[i] = NULL;
        }
    }
    p->count = 0;
}

void CardAtlas_Prefetch(CardAtlas *atlas, float heightPx, bool fourColour, const int *cells, int count)
{
    if (!atlas || atlas->prefetch.count > 0 || count <= 0) {
        return;
    }
    Prefetch *p = &atlas->prefetch;
    p->tier = CardAtlas_TierFor(heightPx);
    p->four = fourColour ? 1 : 0;
    p->count = 0;
    for (int i = 0; i < count && p->count < PREFETCH_MAX; i++) {
        /* Soft cells are the same in both colourways and are always drawn from the two-colour pack. */
        if (cells[i] >= 0 && cells[i] < CARD_ATLAS_CELLS && cells[i] < CARD_ATLAS_SHADOW) {
            p->cells[p->count++] = cells[i];
        }
    }
    p->from = &atlas->tiers[p->tier][p->four];
    tier_path(atlas, p->tier, p->four, p->path, sizeof(p->path));
    p->thread = p->count > 0 ? SDL_CreateThread(DecodeThread, "parlour-cards", p) : NULL;
    if (p->thread == NULL) {
        p->count = 0; /* no thread: the cells are decoded on first use, as any other */
    }
}

/* Frees the cells for which drop(tier, lastUsed) holds. */
static void free_cells(CardAtlas *atlas, Uint32 idleFrames, const char *why)
{
    for (int tier = 0; tier < CARD_TIER_COUNT; tier++) {
        for (int four = 0; four < 2; four++) {
            Tier *t = &atlas->tiers[tier][four];
            int freed = 0;
            for (int cell = 0; cell < CARD_ATLAS_CELLS; cell++) {
                if (t->cells[cell] && atlas->frame - t->lastUsed[cell] > idleFrames) {
                    SDL_DestroyTexture(t->cells[cell]);
                    t->cells[cell] = NULL;
                    freed++;
                }
            }
            if (freed > 0) {
                StartupTrace_Markf("cards %d px (%s): %d cells freed, %s", kCardTierHeights[tier], four ? "4c" : "2c",
                                   freed, why);
            }
        }
    }
}

void CardAtlas_BeginFrame(CardAtlas *atlas, uint64_t step)
{
    if (atlas) {
        SpriteCache_BeginFrame(atlas->sprites, step);
    }
}

void CardAtlas_FrameDone(CardAtlas *atlas)
{
    if (!atlas) {
        return;
    }
    if (atlas->decoded > 0) {
        StartupTrace_Markf("%d card cells decoded in frame %u", atlas->decoded, (unsigned)atlas->frame);
        atlas->decoded = 0;
    }
    atlas->frame++;
    SpriteCache_FrameDone(atlas->sprites);
    /* A prefetch not drawn from in the first frame was for a screen that did not come first. */
    drop_prefetch(atlas);
    free_cells(atlas, CELL_IDLE_FRAMES, "not drawn for a while");
}

void CardAtlas_Trim(CardAtlas *atlas)
{
    if (!atlas || atlas->frame == 0) {
        return;
    }
    drop_prefetch(atlas);
    free_cells(atlas, 1, "the screen still"); /* all but those drawn in the last frame */
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
            HeaderCheck check = check_header(path, tier, &atlas->tiers[tier][four]);
            if (check != HEADER_OK) {
                snprintf(err, errSize, "The card art %s is %s. %s", path,
                         check == HEADER_MISSING ? "missing" : "damaged (not a card pack of the right size)",
                         kWhatToDo);
                SpriteCache_Destroy(atlas->sprites);
                free(atlas);
                return NULL;
            }
        }
    }
    /* Nothing is decoded here: the first screen's cells by CardAtlas_Prefetch, the others when drawn. */
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
            for (int cell = 0; cell < CARD_ATLAS_CELLS; cell++) {
                if (atlas->tiers[tier][four].cells[cell]) {
                    SDL_DestroyTexture(atlas->tiers[tier][four].cells[cell]);
                }
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

static SDL_Texture *ensure(CardAtlas *atlas, int tier, int four, int cell)
{
    Tier *t = &atlas->tiers[tier][four];
    if (!t->cells[cell] && !t->failed) {
        char path[ATLAS_PATH_MAX + 64], err[ATLAS_PATH_MAX + 256];
        tier_path(atlas, tier, four, path, sizeof(path));
        SDL_Surface *s = NULL;
        if (!take_prefetch(atlas, tier, four, cell, &s)) {
            s = decode_cell(path, t, cell);
        }
        t->cells[cell] = upload_texture(atlas->renderer, s, path, tier, cell, err, sizeof(err));
        atlas->decoded++;
        if (!t->cells[cell]) {
            t->failed = true;
            Log_Warn("%s Drawing cards from another size instead.", err);
        }
    }
    if (t->cells[cell]) {
        t->lastUsed[cell] = atlas->frame;
    }
    return t->cells[cell];
}

/* The wanted tier if it loads, else the nearest smaller one, else the nearest bigger one. */
static SDL_Texture *texture_for(CardAtlas *atlas, float heightPx, int four, int cell, int *tierOut)
{
    int want = CardAtlas_TierFor(heightPx);
    for (int tier = want; tier >= 0; tier--) {
        SDL_Texture *tex = ensure(atlas, tier, four, cell);
        if (tex) {
            *tierOut = tier;
            return tex;
        }
    }
    for (int tier = want + 1; tier < CARD_TIER_COUNT; tier++) {
        SDL_Texture *tex = ensure(atlas, tier, four, cell);
        if (tex) {
            *tierOut = tier;
            return tex;
        }
    }
    return NULL;
}

/* The cell drawn at dst: through the sprite cache on the software renderer, else straight from its texture. */
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
    SDL_Texture *tex = texture_for(atlas, dst->h * sy, four, cell, &tier);
    if (!tex) {
        return;
    }
    SDL_Rect src = {0, 0, kCardTierWidths[tier], kCardTierHeights[tier]};
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
