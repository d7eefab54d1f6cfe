/* cardgen.c: draws the card packs (every size tier, both colourways: one PNG a cell) and the app icon, deterministically. */
#include "art.h"
#include "card_atlas_layout.h"

#include <SDL.h>
#include <SDL_image.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Colour given to fully transparent pixels, so filtering at an edge blends towards the edge's own colour, not black. */
static Rgba bleed_colour(int cell)
{
    if (cell == CARD_ATLAS_SHADOW) {
        return Rgba_Hex(0x000000, 0);
    }
    if (cell == CARD_ATLAS_SLOT) {
        return Rgba_Hex(0xFFFFFF, 0);
    }
    if (cell == CARD_ATLAS_GLOW) {
        return Rgba_Hex(0xFFDB73, 0);
    }
    return Rgba_Hex(0x8E8A82, 0);
}

static Uint8 to_byte(float v)
{
    v = v < 0 ? 0 : (v > 1 ? 1 : v);
    return (Uint8)lroundf(v * 255.0f);
}

/* Writes a premultiplied canvas into an RGBA32 surface at (x, y) as straight alpha. */
static void store(SDL_Surface *dst, int x, int y, const Canvas *c, Rgba bleed)
{
    for (int j = 0; j < c->h; j++) {
        Uint8 *row = (Uint8 *)dst->pixels + (size_t)(y + j) * (size_t)dst->pitch + (size_t)x * 4;
        for (int i = 0; i < c->w; i++) {
            const float *p = c->px + ((size_t)j * (size_t)c->w + (size_t)i) * 4;
            Uint8 a = to_byte(p[3]);
            Uint8 *o = row + i * 4;
            if (a == 0) {
                o[0] = to_byte(bleed.r);
                o[1] = to_byte(bleed.g);
                o[2] = to_byte(bleed.b);
            } else {
                o[0] = to_byte(p[0] / p[3]);
                o[1] = to_byte(p[1] / p[3]);
                o[2] = to_byte(p[2] / p[3]);
            }
            o[3] = a;
        }
    }
}

static void draw_cell(Canvas *c, const Art *art, int cell)
{
    if (cell < 52) {
        Art_DrawFace(c, art, Card_FromIndex52(cell));
    } else if (cell == CARD_ATLAS_JOKER) {
        Art_DrawFace(c, art, CARD_JOKER);
    } else if (cell < CARD_ATLAS_BACK0 + CARD_ATLAS_BACKS) {
        Art_DrawBack(c, art, cell - CARD_ATLAS_BACK0);
    } else if (cell == CARD_ATLAS_SHADOW) {
        Art_DrawShadow(c);
    } else if (cell == CARD_ATLAS_SLOT) {
        Art_DrawSlot(c);
    } else if (cell == CARD_ATLAS_GLOW) {
        Art_DrawGlow(c);
    }
}

static bool save(SDL_Surface *s, const char *path)
{
    if (IMG_SavePNG(s, path) != 0) {
        fprintf(stderr, "cardgen: cannot write %s: %s\n", path, IMG_GetError());
        return false;
    }
    return true;
}

static void put_u32(Uint8 *p, Uint32 v)
{
    p[0] = (Uint8)v;
    p[1] = (Uint8)(v >> 8);
    p[2] = (Uint8)(v >> 16);
    p[3] = (Uint8)(v >> 24);
}

/* The size and colourway the phone's page shows: 130x182, enough for a card 65 CSS pixels wide on a 2x screen. */
#define WEB_TIER 1

/* Writes one PNG file whole. */
static bool write_file(const char *path, const Uint8 *bytes, size_t size)
{
    FILE *f = fopen(path, "wb");
    bool ok = f != NULL && fwrite(bytes, 1, size, f) == size;
    if (f != NULL) {
        ok = fclose(f) == 0 && ok;
    }
    if (!ok) {
        fprintf(stderr, "cardgen: cannot write %s\n", path);
    }
    return ok;
}

/*
 * The phone's page (served by parlour-host from assets/web) shows the same faces as the table: each face
 * of one tier as web/cards/<card>.png ("QS.png", "10H.png", "JK.png") and the first back as back.png,
 * the very PNGs of that tier's pack.
 */
static bool write_web_cards(const Uint8 *pngs, size_t cap, const size_t *sizes, const char *outDir)
{
    char path[4096];
    bool ok = true;
    for (int cell = 0; ok && cell <= CARD_ATLAS_BACK0; cell++) {
        char name[8];
        if (cell < 52) {
            Card_Format(Card_FromIndex52(cell), name);
        } else if (cell == CARD_ATLAS_JOKER) {
            Card_Format(CARD_JOKER, name);
        } else {
            snprintf(name, sizeof name, "back");
        }
        snprintf(path, sizeof path, "%s/web/cards/%s.png", outDir, name);
        ok = write_file(path, pngs + cap * (size_t)cell, sizes[cell]);
    }
    return ok;
}

/*
 * One tier's pack (card_atlas_layout.h): every cell a PNG of its own, so that
 * the game decodes only the cells it draws (a whole 364-pixel atlas is 24 MiB
 * decoded, for the one big card Poker Patience shows at 1080p).
 */
static bool write_pack(const Art *art, int tier, const char *outDir)
{
    int w = kCardTierWidths[tier], h = kCardTierHeights[tier];
    size_t cap = (size_t)w * (size_t)h * 4 + (size_t)h + 65536; /* more than a PNG of the cell can take */
    Uint8 *pngs = malloc(cap * CARD_ATLAS_CELLS);
    SDL_Surface *cellSurface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32);
    Uint8 head[CARD_PACK_HEAD_BYTES];
    size_t sizes[CARD_ATLAS_CELLS];
    bool ok = pngs != NULL && cellSurface != NULL;
    if (!ok) {
        fprintf(stderr, "cardgen: out of memory for the %d-pixel cards\n", h);
    }
    for (int cell = 0; ok && cell < CARD_ATLAS_CELLS; cell++) {
        Canvas c;
        if (!Canvas_Init(&c, w, h)) {
            ok = false;
            break;
        }
        draw_cell(&c, art, cell);
        store(cellSurface, 0, 0, &c, bleed_colour(cell));
        Canvas_Free(&c);
        SDL_RWops *rw = SDL_RWFromMem(pngs + cap * (size_t)cell, (int)cap);
        if (rw == NULL || IMG_SavePNG_RW(cellSurface, rw, 0) != 0) {
            fprintf(stderr, "cardgen: cannot encode cell %d of the %d-pixel cards: %s\n", cell, h, IMG_GetError());
            ok = false;
        } else {
            sizes[cell] = (size_t)SDL_RWtell(rw);
        }
        if (rw != NULL) {
            SDL_RWclose(rw);
        }
    }
    char path[4096];
    snprintf(path, sizeof(path), "%s/cards/cards-%d-%s.pack", outDir, h, art->fourColour ? "4c" : "2c");
    FILE *f = ok ? fopen(path, "wb") : NULL;
    if (ok && f == NULL) {
        fprintf(stderr, "cardgen: cannot write %s\n", path);
        ok = false;
    }
    if (ok) {
        memcpy(head, CARD_PACK_MAGIC, 8);
        put_u32(head + 8, (Uint32)w);
        put_u32(head + 12, (Uint32)h);
        put_u32(head + 16, CARD_ATLAS_CELLS);
        Uint32 offset = CARD_PACK_HEAD_BYTES;
        for (int cell = 0; cell < CARD_ATLAS_CELLS; cell++) {
            put_u32(head + 20 + cell * 8, offset);
            put_u32(head + 24 + cell * 8, (Uint32)sizes[cell]);
            offset += (Uint32)sizes[cell];
        }
        ok = fwrite(head, 1, sizeof head, f) == sizeof head;
        for (int cell = 0; ok && cell < CARD_ATLAS_CELLS; cell++) {
            ok = fwrite(pngs + cap * (size_t)cell, 1, sizes[cell], f) == sizes[cell];
        }
        ok = fclose(f) == 0 && ok;
        if (!ok) {
            fprintf(stderr, "cardgen: cannot write %s\n", path);
        }
    }
    if (ok && tier == WEB_TIER && !art->fourColour) {
        ok = write_web_cards(pngs, cap, sizes, outDir);
    }
    SDL_FreeSurface(cellSurface);
    free(pngs);
    return ok;
}

/* Where a card of the fan lies before centring: turned deg about a pivot below the pair, at the origin. */
static Xf fan_place(const Canvas *card, float deg)
{
    Xf toPivot = {1, 0, 0, 1, -0.5f * (float)card->w, -1.3f * (float)card->h};
    return Xf_Mul(Xf_Place(0, 0, 1, 1, deg), toPivot);
}

static void grow_bounds(Xf m, const Canvas *card, float *box)
{
    float corners[8] = {0, 0, (float)card->w, 0, 0, (float)card->h, (float)card->w, (float)card->h};
    for (int i = 0; i < 4; i++) {
        float x, y;
        Xf_Apply(m, corners[i * 2], corners[i * 2 + 1], &x, &y);
        box[0] = fminf(box[0], x);
        box[1] = fminf(box[1], y);
        box[2] = fmaxf(box[2], x);
        box[3] = fmaxf(box[3], y);
    }
}

/* The application icon: the ace of hearts fanned behind the ace of spades, centred and filling the square. */
static bool write_icon(const Art *art, const char *outDir)
{
    const int size = 256, cw = 150, ch = 210;
    Canvas icon, back, front, shade;
    bool ok = Canvas_Init(&icon, size, size) && Canvas_Init(&back, cw, ch) && Canvas_Init(&front, cw, ch) &&
              Canvas_Init(&shade, cw, ch);
    if (ok) {
        Art_DrawFace(&back, art, Card_Make(RANK_ACE, SUIT_HEARTS));
        Art_DrawFace(&front, art, Card_Make(RANK_ACE, SUIT_SPADES));
        Art_DrawShadow(&shade);
        Xf mb = fan_place(&back, -12), mf = fan_place(&front, 12);
        float box[4] = {1e9f, 1e9f, -1e9f, -1e9f};
        grow_bounds(mb, &back, box);
        grow_bounds(mf, &front, box);
        float margin = 6, shadowRoom = 4;
        float k = ((float)size - 2 * margin - shadowRoom) / fmaxf(box[2] - box[0], box[3] - box[1]);
        float ox = 0.5f * ((float)size - shadowRoom - k * (box[2] - box[0])) - k * box[0];
        float oy = 0.5f * ((float)size - shadowRoom - k * (box[3] - box[1])) - k * box[1];
        Xf fit = {k, 0, 0, k, ox, oy};
        Xf drop = {k, 0, 0, k, ox + 3, oy + 4};
        Canvas_DrawTransformed(&icon, &shade, Xf_Mul(drop, mb), 3);
        Canvas_DrawTransformed(&icon, &back, Xf_Mul(fit, mb), 3);
        Canvas_DrawTransformed(&icon, &shade, Xf_Mul(drop, mf), 3);
        Canvas_DrawTransformed(&icon, &front, Xf_Mul(fit, mf), 3);
        SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_RGBA32);
        ok = s != NULL;
        if (ok) {
            store(s, 0, 0, &icon, Rgba_Hex(0x8E8A82, 0));
            char path[4096];
            snprintf(path, sizeof(path), "%s/icon.png", outDir);
            ok = save(s, path);
            SDL_FreeSurface(s);
        }
    }
    Canvas_Free(&icon);
    Canvas_Free(&back);
    Canvas_Free(&front);
    Canvas_Free(&shade);
    return ok;
}

static TTF_Font *open_font(const char *path)
{
    TTF_Font *f = TTF_OpenFont(path, 48);
    if (!f) {
        fprintf(stderr, "cardgen: cannot open font %s: %s\n", path, TTF_GetError());
        return NULL;
    }
    /* Drawn far larger than shown and box-filtered: hinting would only distort the shapes. */
    TTF_SetFontHinting(f, TTF_HINTING_NONE);
    return f;
}

int main(int argc, char **argv)
{
    if (argc != 5) {
        fprintf(stderr,
                "usage: %s DejaVuSans.ttf DejaVuSans-Bold.ttf DejaVuSerif-Bold.ttf OUTPUT_DIR\n"
                "Writes OUTPUT_DIR/cards/cards-<height>-<2c|4c>.pack, OUTPUT_DIR/web/cards/*.png and OUTPUT_DIR/icon.png.\n",
                argc > 0 ? argv[0] : "cardgen");
        return 2;
    }
    if (SDL_Init(0) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "cardgen: SDL initialisation failed: %s\n", SDL_GetError());
        return 1;
    }
    Art art = {open_font(argv[1]), open_font(argv[2]), open_font(argv[3]), false};
    bool ok = art.sans && art.sansBold && art.serifBold;
    for (int tier = 0; ok && tier < CARD_TIER_COUNT; tier++) {
        for (int four = 0; ok && four < 2; four++) {
            art.fourColour = four != 0;
            ok = write_pack(&art, tier, argv[4]);
        }
    }
    if (ok) {
        art.fourColour = false;
        ok = write_icon(&art, argv[4]);
    }
    if (art.sans) {
        TTF_CloseFont(art.sans);
    }
    if (art.sansBold) {
        TTF_CloseFont(art.sansBold);
    }
    if (art.serifBold) {
        TTF_CloseFont(art.serifBold);
    }
    TTF_Quit();
    SDL_Quit();
    return ok ? 0 : 1;
}
