/* card_atlas.h: the card art at run time: the cells of every size tier, decoded as drawn, and drawing a card, back or table cell. */
#ifndef PARLOUR_RENDER_CARD_ATLAS_H
#define PARLOUR_RENDER_CARD_ATLAS_H

#include "card.h"

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct CardAtlas CardAtlas;

typedef struct CardStyle {
    int back;        /* 0..3: navy lattice, burgundy lozenges, green rosette, charcoal pinstripe */
    bool fourColour; /* blue diamonds and green clubs */
} CardStyle;

/*
 * Checks that every tier's pack is there, whole and of the right size (its
 * head only); each cell is decoded when first drawn. On a missing or corrupt
 * file: NULL, and err says which file and what to do. assetDir is the
 * assets/ folder.
 */
CardAtlas *CardAtlas_Load(SDL_Renderer *renderer, const char *assetDir, char *err, size_t errSize);
void CardAtlas_Unload(CardAtlas *atlas);

/* Starts decoding, on a thread, the given cells (Card_Index52 or the joker; at most 16) for cards
   heightPx tall: the first screen's, so that their decoding overlaps the rest of start-up. The first
   draw of one of them waits for the thread. */
void CardAtlas_Prefetch(CardAtlas *atlas, float heightPx, bool fourColour, const int *cells, int count);
/* Before drawing a frame: the simulation step it shows (the sprite cache tells moving cards from still ones). */
void CardAtlas_BeginFrame(CardAtlas *atlas, uint64_t step);
/* After each drawn frame: frees the cells not drawn for a while (what is shown stays decoded). */
void CardAtlas_FrameDone(CardAtlas *atlas);
/* When the screen stands still: frees every cell and sprite the picture on it was not drawn from (the
   opening's zoom, a screen left behind), so what sits idle holds only what it shows. */
void CardAtlas_Trim(CardAtlas *atlas);

/*
 * Draws a card face (faceUp) or the style's back into dst (pixels), rotated
 * by angleDeg (clockwise) about its centre, with alpha. Picks the smallest
 * tier at least as tall as dst->h. dst->w may be narrower than 5:7 (flip
 * animations). A card that is not valid is drawn as a back.
 */
void CardAtlas_DrawCard(CardAtlas *atlas, Card card, bool faceUp, CardStyle style, const SDL_FRect *dst,
                        double angleDeg, Uint8 alpha);

/*
 * Calls watch(card, ctx) for every card drawn face up from now on (NULL
 * stops): how a test checks that a screen shows no card its seat may not
 * see. Costs one branch per card when unset.
 */
void CardAtlas_WatchFaces(CardAtlas *atlas, void (*watch)(Card card, void *ctx), void *ctx);

/* Shadow, empty slot, glow cells (same geometry as a card at dst; the caller offsets/enlarges). */
void CardAtlas_DrawShadow(CardAtlas *atlas, const SDL_FRect *dst, double angleDeg, Uint8 alpha);
void CardAtlas_DrawSlot(CardAtlas *atlas, const SDL_FRect *dst, Uint8 alpha);
/* The glow's colour is multiplied by tint (white keeps it gold); tint.a is its opacity. */
void CardAtlas_DrawGlow(CardAtlas *atlas, const SDL_FRect *dst, SDL_Color tint);

/* The rectangle to draw the glow at so that its hole fits the card drawn at card. */
SDL_FRect CardAtlas_GlowRect(SDL_FRect card);

/* The tier (index into kCardTierHeights) a card dst->h pixels tall is drawn from, before any fallback. */
int CardAtlas_TierFor(float heightPx);

#endif
