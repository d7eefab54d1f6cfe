/* card_atlas_layout.h: the cells and size tiers of the card art and its packs, shared by tools/cardgen (which draws it) and the game (which reads it). */
#ifndef PARLOUR_RENDER_CARD_ATLAS_LAYOUT_H
#define PARLOUR_RENDER_CARD_ATLAS_LAYOUT_H

/*
 * One pack per (size tier, colourway): assets/cards/cards-<height>-<2c|4c>.pack,
 * holding every cell as a PNG of its own, each tier's card size exactly, so
 * the game decodes only the cells it draws. The pack (integers little-endian,
 * 32 bits): CARD_PACK_MAGIC (8 bytes), the cell width, height and count
 * (CARD_ATLAS_CELLS), then for each cell the offset of its PNG from the start
 * of the file and its length; the PNGs follow. Cards are 5:7 (a 2.5 x 3.5 inch card).
 *
 *   cells 0..51   the whist pack by Card_Index52 (suit-major S H D C, 2 low)
 *   cell  52      the Joker
 *   cells 53..56  card backs 0..3
 *   cell  57      a soft shadow (drawn offset under a lifted card)
 *   cell  58      an empty-slot outline (a place a card may go)
 *   cell  59      a highlight glow (the focused card or cell), drawn over a card
 *
 * The two colourways differ only in the faces: "2c" has black spades and
 * clubs, red hearts and diamonds; "4c" has black spades, red hearts, blue
 * diamonds and green clubs.
 *
 * Each card is drawn one pixel inside its cell, the border left transparent:
 * the card's edge then comes from the texture's filtering, smooth when the
 * card is rotated or scaled, and no cell bleeds into its neighbour.
 */
#define CARD_ATLAS_JOKER 52
#define CARD_ATLAS_BACK0 53
#define CARD_ATLAS_BACKS 4
#define CARD_ATLAS_SHADOW 57
#define CARD_ATLAS_SLOT 58
#define CARD_ATLAS_GLOW 59
#define CARD_ATLAS_CELLS 60

#define CARD_PACK_MAGIC "PCARDS1\n"
#define CARD_PACK_HEAD_BYTES (20 + 8 * CARD_ATLAS_CELLS)

#define CARD_ASPECT_W 5
#define CARD_ASPECT_H 7

/*
 * Size tiers by card height in pixels; the game picks the smallest tier at
 * least as tall as drawn. Steps of about 1.4x keep every card drawn at 70%
 * or more of its tier's size: bilinear filtering (no mipmaps) stays sharp
 * there, where a 2x step would alias the indices. 126 serves a 720p window,
 * 182 1080p, 252 1440p, 364 4K.
 */
#define CARD_TIER_COUNT 4
static const int kCardTierHeights[CARD_TIER_COUNT] = {126, 182, 252, 364};
static const int kCardTierWidths[CARD_TIER_COUNT] = {90, 130, 180, 260};

/*
 * The glow cell rings a card-shaped hole whose edges sit this fraction of
 * the cell's width in from each side of the cell; CardAtlas_GlowRect grows
 * a card's rectangle so the hole lands on the card.
 */
#define CARD_GLOW_INSET 0.13f
/* The shadow cell's darkest alpha: opaque black, the caller's alpha sets how dark the shadow falls. */
#define CARD_SHADOW_OPACITY 1.0f

#endif
