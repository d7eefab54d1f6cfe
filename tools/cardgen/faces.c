/* faces.c: the card body, the corner indices, the traditional pip layouts, the aces and the face dispatch. */
#include "art.h"

#include <math.h>
#include <string.h>

Rgba Art_Ink(void)
{
    return Rgba_Hex(0x1A1A1F, 1);
}

Rgba Art_Gold(void)
{
    return Rgba_Hex(0xC39A3E, 1);
}

Rgba Art_Cream(void)
{
    return Rgba_Hex(0xFBF8F0, 1);
}

Rgba Art_SuitColour(const Art *art, Suit s)
{
    switch (s) {
    case SUIT_HEARTS: return Rgba_Hex(0xC8102E, 1);
    case SUIT_DIAMONDS: return art->fourColour ? Rgba_Hex(0x1A4FB0, 1) : Rgba_Hex(0xC8102E, 1);
    case SUIT_CLUBS: return art->fourColour ? Rgba_Hex(0x0E7A3A, 1) : Art_Ink();
    default: return Art_Ink();
    }
}

CardFrame Art_Frame(int cellW, int cellH)
{
    CardFrame f;
    f.x = 1;
    f.y = 1;
    f.w = (float)cellW - 2;
    f.h = (float)cellH - 2;
    f.radius = 0.07f * f.w;
    f.edge = fmaxf(1.0f, 0.0045f * f.h);
    return f;
}

void Art_AddFramePath(Path *p, const CardFrame *f, float d)
{
    Path_RoundRect(p, f->x + d, f->y + d, f->w - 2 * d, f->h - 2 * d, fmaxf(0.0f, f->radius - d));
}

typedef struct Gradient {
    float y0, y1;
    Rgba top, bottom;
} Gradient;

static Rgba vertical_gradient(float x, float y, void *user)
{
    (void)x;
    const Gradient *g = user;
    float t = (y - g->y0) / (g->y1 - g->y0);
    t = t < 0 ? 0 : (t > 1 ? 1 : t);
    return Rgba_Mix(g->top, g->bottom, t);
}

void Art_DrawBlank(Canvas *c, const CardFrame *f)
{
    Path p;
    Path_Init(&p);
    Art_AddFramePath(&p, f, 0);
    Canvas_FillPath(c, &p, Rgba_Hex(0x8E8A82, 1));
    Path_Reset(&p);
    Art_AddFramePath(&p, f, f->edge);
    /* Paper lit from above: a whisper of a gradient keeps the face from looking flat. */
    Gradient g = {f->y, f->y + f->h, Rgba_Hex(0xFDFBF5, 1), Rgba_Hex(0xF5F0E4, 1)};
    Canvas_FillPathShaded(c, &p, vertical_gradient, &g, 1);
    Path_Free(&p);
}

/* A suit symbol h high centred at (cx, cy) in card layout, then mapped by m (the card's half turn or not). */
static void suit_at(Canvas *c, Suit s, Xf m, float cx, float cy, float h, float deg, Rgba colour)
{
    Path p;
    Path_Init(&p);
    Suit_AddPath(&p, s, Xf_Mul(m, Xf_Place(cx, cy, h, h, deg)));
    Canvas_FillPath(c, &p, colour);
    Path_Free(&p);
}

/* The rank, with "10" set tight so it fits the same column as the letters. */
static void draw_rank(Canvas *c, TTF_Font *font, const char *text, float cx, float top, float capH, Xf m, Rgba col)
{
    const float squeeze = 0.84f;
    if (strcmp(text, "10") == 0) {
        float sx = squeeze * 0.7f;
        float w1 = Text_Width(font, "1", capH, sx), w0 = Text_Width(font, "0", capH, sx);
        float gap = 0.02f * capH;
        float left = cx - 0.5f * (w1 + gap + w0);
        Text_Draw(c, font, "1", left + 0.5f * w1, top, capH, sx, m, col);
        Text_Draw(c, font, "0", left + w1 + gap + 0.5f * w0, top, capH, sx, m, col);
        return;
    }
    Text_Draw(c, font, text, cx, top, capH, squeeze, m, col);
}

void Art_DrawIndex(Canvas *c, const Art *art, const CardFrame *f, Card card)
{
    float cx = f->x + 0.12f * f->w;
    float top = f->y + 0.055f * f->h;
    Xf turns[2] = {Xf_Identity(), Xf_HalfTurn(f->x + 0.5f * f->w, f->y + 0.5f * f->h)};
    for (int t = 0; t < 2; t++) {
        if (Card_IsJoker(card)) {
            static const char *letters[] = {"J", "O", "K", "E", "R"};
            float capH = 0.066f * f->h, step = 0.086f * f->h;
            for (int i = 0; i < 5; i++) {
                Text_Draw(c, art->sansBold, letters[i], cx - 0.01f * f->w, top + (float)i * step, capH, 0.9f, turns[t],
                          Rgba_Hex(0x5B2A86, 1));
            }
            continue;
        }
        Suit s = Card_Suit(card);
        Rgba col = Art_SuitColour(art, s);
        float capH = 0.14f * f->h;
        draw_rank(c, art->sansBold, Card_RankText(Card_Rank(card)), cx, top, capH, turns[t], col);
        float sh = 0.088f * f->h;
        suit_at(c, s, turns[t], cx, top + capH + 0.03f * f->h + 0.5f * sh, sh, 0, col);
    }
}

/* Pip positions: column -1, 0 or 1; row 0 (top) to 1 (bottom). Pips below the middle are turned. */
typedef struct Pip {
    signed char col;
    float row;
} Pip;

static int pip_layout(int rank, Pip *out)
{
    static const Pip sides4[] = {{-1, 0}, {1, 0}, {-1, 1}, {1, 1}};
    static const Pip sides6[] = {{-1, 0}, {1, 0}, {-1, 0.5f}, {1, 0.5f}, {-1, 1}, {1, 1}};
    static const Pip sides8[] = {{-1, 0},        {1, 0},        {-1, 1 / 3.0f}, {1, 1 / 3.0f},
                                 {-1, 2 / 3.0f}, {1, 2 / 3.0f}, {-1, 1},        {1, 1}};
    int n = 0;
    switch (rank) {
    case 2:
        out[n++] = (Pip){0, 0};
        out[n++] = (Pip){0, 1};
        break;
    case 3:
        out[n++] = (Pip){0, 0};
        out[n++] = (Pip){0, 0.5f};
        out[n++] = (Pip){0, 1};
        break;
    case 4:
    case 5:
        memcpy(out, sides4, sizeof(sides4));
        n = 4;
        if (rank == 5) {
            out[n++] = (Pip){0, 0.5f};
        }
        break;
    case 6:
    case 7:
    case 8:
        memcpy(out, sides6, sizeof(sides6));
        n = 6;
        if (rank >= 7) {
            out[n++] = (Pip){0, 0.25f};
        }
        if (rank == 8) {
            out[n++] = (Pip){0, 0.75f};
        }
        break;
    case 9:
    case 10:
        memcpy(out, sides8, sizeof(sides8));
        n = 8;
        if (rank == 9) {
            out[n++] = (Pip){0, 0.5f};
        } else {
            out[n++] = (Pip){0, 1 / 6.0f};
            out[n++] = (Pip){0, 5 / 6.0f};
        }
        break;
    default: break;
    }
    return n;
}

static void draw_pips(Canvas *c, const Art *art, const CardFrame *f, Card card)
{
    Pip pips[10];
    int n = pip_layout(Card_Rank(card), pips);
    Suit s = Card_Suit(card);
    Rgba col = Art_SuitColour(art, s);
    float ph = 0.108f * f->h;
    float top = f->y + 0.2f * f->h, bottom = f->y + 0.8f * f->h;
    for (int i = 0; i < n; i++) {
        float x = f->x + f->w * (0.5f + 0.185f * (float)pips[i].col);
        float y = top + (bottom - top) * pips[i].row;
        suit_at(c, s, Xf_Identity(), x, y, ph, pips[i].row > 0.5f ? 180.0f : 0.0f, col);
    }
}

/* A four-pointed star (a compass rose), r from centre to tip. */
static void add_rose(Path *p, float cx, float cy, float r)
{
    float k = 0.28f * r;
    float pts[] = {cx, cy - r, cx + k, cy - k, cx + r, cy, cx + k, cy + k,
                   cx, cy + r, cx - k, cy + k, cx - r, cy, cx - k, cy - k};
    Path_Polygon(p, pts, 8);
}

/* The ace of spades carries the maker's mark: an engraved spade in a beaded gilt ring, and the name below. */
static void draw_ace_of_spades(Canvas *c, const Art *art, const CardFrame *f)
{
    float cx = f->x + 0.5f * f->w, cy = f->y + 0.47f * f->h;
    Rgba ink = Art_Ink(), cream = Art_Cream(), gold = Art_Gold();
    float R = 0.37f * f->w;
    float line = fmaxf(1.0f, 0.006f * f->h);
    Path p;
    Path_Init(&p);
    Path_Ellipse(&p, cx, cy, R, R);
    Path_SetHole(&p, true);
    Path_Ellipse(&p, cx, cy, R - line, R - line);
    Path_SetHole(&p, false);
    Path_Ellipse(&p, cx, cy, R - 3.2f * line, R - 3.2f * line);
    Path_SetHole(&p, true);
    Path_Ellipse(&p, cx, cy, R - 3.9f * line, R - 3.9f * line);
    Path_SetHole(&p, false);
    for (int i = 0; i < 24; i++) {
        float a = (float)i * (float)ART_PI / 12.0f;
        float br = (i % 6 == 0 ? 1.5f : 0.75f) * line;
        Path_Ellipse(&p, cx + cosf(a) * (R - 2.1f * line), cy + sinf(a) * (R - 2.1f * line), br, br);
    }
    for (int i = 0; i < 4; i++) {
        float a = (float)ART_PI * (0.25f + 0.5f * (float)i);
        add_rose(&p, cx + cosf(a) * (R + 2.6f * line), cy + sinf(a) * (R + 2.6f * line), 2.6f * line);
    }
    Canvas_FillPath(c, &p, gold);
    Path_Reset(&p);
    float sh = 0.4f * f->h;
    suit_at(c, SUIT_SPADES, Xf_Identity(), cx, cy, sh, 0, ink);
    /* A cream inline and the spade again inside it: the engraved look of the old duty aces. */
    suit_at(c, SUIT_SPADES, Xf_Identity(), cx, cy - 0.004f * sh, sh * 0.87f, 0, cream);
    suit_at(c, SUIT_SPADES, Xf_Identity(), cx, cy - 0.008f * sh, sh * 0.8f, 0, ink);
    add_rose(&p, cx, cy - 0.02f * sh, 0.11f * sh);
    Canvas_FillPath(c, &p, gold);
    Path_Free(&p);
    if (f->h >= 170) {
        float capH = 0.022f * f->h;
        float top = f->y + 0.86f * f->h;
        float w = Text_Draw(c, art->serifBold, "PARLOUR", cx, top, capH, 1.15f, Xf_Identity(), ink);
        Path_Init(&p);
        float ry = top + 0.5f * capH, gap = 0.04f * f->w, len = 0.09f * f->w;
        Path_Line(&p, cx - 0.5f * w - gap - len, ry, cx - 0.5f * w - gap, ry, 0.6f * line);
        Path_Line(&p, cx + 0.5f * w + gap, ry, cx + 0.5f * w + gap + len, ry, 0.6f * line);
        Canvas_FillPath(c, &p, gold);
        Path_Free(&p);
    }
}

void Art_DrawFace(Canvas *c, const Art *art, Card card)
{
    CardFrame f = Art_Frame(c->w, c->h);
    Art_DrawBlank(c, &f);
    if (Card_IsJoker(card)) {
        Art_DrawJoker(c, art, &f);
        Art_DrawIndex(c, art, &f, card);
        return;
    }
    int rank = Card_Rank(card);
    Suit s = Card_Suit(card);
    if (rank == RANK_ACE) {
        if (s == SUIT_SPADES) {
            draw_ace_of_spades(c, art, &f);
        } else {
            suit_at(c, s, Xf_Identity(), f.x + 0.5f * f.w, f.y + 0.5f * f.h, 0.3f * f.h, 0, Art_SuitColour(art, s));
        }
    } else if (rank >= RANK_JACK) {
        Art_DrawCourt(c, art, &f, card);
    } else {
        draw_pips(c, art, &f, card);
    }
    Art_DrawIndex(c, art, &f, card);
}
