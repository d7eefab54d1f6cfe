/* art.h: the card art generator's drawing of faces, courts, backs and the table cells, one cell at a time. */
#ifndef PARLOUR_CARDGEN_ART_H
#define PARLOUR_CARDGEN_ART_H

#include "card.h"
#include "raster.h"

typedef struct Art {
    TTF_Font *sans;
    TTF_Font *sansBold;
    TTF_Font *serifBold;
    bool fourColour;
} Art;

/*
 * Where the card sits in its cell: one transparent pixel all round, so the
 * card's edge is drawn by the texture's filtering (smooth when rotated or
 * scaled) and neighbouring cells never bleed into each other.
 */
typedef struct CardFrame {
    float x, y, w, h;
    float radius;
    float edge; /* width of the thin grey edge */
} CardFrame;

CardFrame Art_Frame(int cellW, int cellH);
/* The frame's rounded outline, inset by d pixels. */
void Art_AddFramePath(Path *p, const CardFrame *f, float d);
/* The plain card: the grey edge and the cream face. */
void Art_DrawBlank(Canvas *c, const CardFrame *f);

Rgba Art_SuitColour(const Art *art, Suit s);
Rgba Art_Ink(void);  /* the near-black of spades and text */
Rgba Art_Gold(void); /* the gilt of crowns and rims */
Rgba Art_Cream(void);

/* The face of a card (any of the 52 or the Joker) filling the canvas. */
void Art_DrawFace(Canvas *c, const Art *art, Card card);
/* A rank and suit index in the top-left corner and, turned, in the bottom-right. */
void Art_DrawIndex(Canvas *c, const Art *art, const CardFrame *f, Card card);
/* The framed court panel of a knave, queen or king. */
void Art_DrawCourt(Canvas *c, const Art *art, const CardFrame *f, Card card);
void Art_DrawJoker(Canvas *c, const Art *art, const CardFrame *f);
void Art_DrawBack(Canvas *c, const Art *art, int back);
void Art_DrawShadow(Canvas *c);
void Art_DrawSlot(Canvas *c);
void Art_DrawGlow(Canvas *c);

/* Suit symbols: designed in a unit-high box centred on the origin; m places them. */
void Suit_AddPath(Path *p, Suit s, Xf m);
void Suit_Fill(Canvas *c, Suit s, float cx, float cy, float h, float deg, Rgba colour);

#endif
