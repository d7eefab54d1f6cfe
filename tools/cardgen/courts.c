/* courts.c: the knaves, queens and kings as double-ended framed panels: a headdress, a serif letter, a suit medallion. */
#include "art.h"

#include <math.h>

/* Outline colour of the gilt work. */
static Rgba gilt_edge(void)
{
    return Rgba_Hex(0x5A4216, 1);
}

static void fill_and_outline(Canvas *c, Path *p, Rgba fill, Rgba edge, float line)
{
    Canvas_FillPath(c, p, fill);
    Path stroke;
    Path_Init(&stroke);
    Path_AddStroke(&stroke, p, line);
    Canvas_FillPath(c, &stroke, edge);
    Path_Free(&stroke);
}

/*
 * Headdresses, designed in a unit box (x -0.5..0.5, y -0.5..0.5, y down),
 * placed by m. The king's crown has five points, the queen's coronet three
 * soft arches, the knave a plumed cap: three silhouettes told apart at a glance.
 */
static void king_crown(Canvas *c, Xf m, Rgba jewel, float line)
{
    Path p;
    Path_Init(&p);
    Path_SetXf(&p, m);
    static const float crown[] = {-0.46f, 0.22f, -0.5f,  -0.22f, -0.3f, 0.0f, -0.22f, -0.3f, -0.1f,  -0.02f, 0.0f,
                                  -0.4f,  0.1f,  -0.02f, 0.22f,  -0.3f, 0.3f, 0.0f,   0.5f,  -0.22f, 0.46f,  0.22f};
    Path_Polygon(&p, crown, 11);
    fill_and_outline(c, &p, Art_Gold(), gilt_edge(), line);
    Path_Reset(&p);
    Path_SetXf(&p, m);
    Path_Rect(&p, -0.48f, 0.2f, 0.96f, 0.28f);
    fill_and_outline(c, &p, Art_Gold(), gilt_edge(), line);
    Path_Reset(&p);
    Path_SetXf(&p, m);
    static const float tips[] = {-0.5f, -0.22f, -0.22f, -0.3f, 0.0f, -0.4f, 0.22f, -0.3f, 0.5f, -0.22f};
    for (int i = 0; i < 5; i++) {
        float r = i == 2 ? 0.085f : 0.07f;
        Path_Ellipse(&p, tips[i * 2], tips[i * 2 + 1] - r * 0.6f, r, r);
    }
    fill_and_outline(c, &p, Rgba_Hex(0xF4EBD2, 1), gilt_edge(), line);
    Path_Reset(&p);
    Path_SetXf(&p, m);
    for (int i = -1; i <= 1; i++) {
        float x = 0.3f * (float)i;
        float q[] = {x, 0.23f, x + 0.08f, 0.34f, x, 0.45f, x - 0.08f, 0.34f};
        Path_Polygon(&p, q, 4);
    }
    fill_and_outline(c, &p, jewel, gilt_edge(), line);
    Path_Free(&p);
}

static void queen_coronet(Canvas *c, Xf m, Rgba jewel, float line)
{
    Path p;
    Path_Init(&p);
    Path_SetXf(&p, m);
    Path_MoveTo(&p, -0.44f, 0.24f);
    Path_CubicTo(&p, -0.5f, 0.0f, -0.46f, -0.16f, -0.34f, -0.16f);
    Path_CubicTo(&p, -0.26f, -0.16f, -0.2f, -0.06f, -0.16f, 0.02f);
    Path_CubicTo(&p, -0.12f, -0.18f, -0.08f, -0.3f, 0.0f, -0.3f);
    Path_CubicTo(&p, 0.08f, -0.3f, 0.12f, -0.18f, 0.16f, 0.02f);
    Path_CubicTo(&p, 0.2f, -0.06f, 0.26f, -0.16f, 0.34f, -0.16f);
    Path_CubicTo(&p, 0.46f, -0.16f, 0.5f, 0.0f, 0.44f, 0.24f);
    Path_Close(&p);
    fill_and_outline(c, &p, Art_Gold(), gilt_edge(), line);
    Path_Reset(&p);
    Path_SetXf(&p, m);
    Path_MoveTo(&p, -0.46f, 0.2f);
    Path_CubicTo(&p, -0.2f, 0.28f, 0.2f, 0.28f, 0.46f, 0.2f);
    Path_LineTo(&p, 0.44f, 0.44f);
    Path_CubicTo(&p, 0.2f, 0.5f, -0.2f, 0.5f, -0.44f, 0.44f);
    Path_Close(&p);
    fill_and_outline(c, &p, Art_Gold(), gilt_edge(), line);
    Path_Reset(&p);
    Path_SetXf(&p, m);
    /* Pearls on the arches, and an orb on the centre. */
    Path_Ellipse(&p, -0.34f, -0.22f, 0.065f, 0.065f);
    Path_Ellipse(&p, 0.34f, -0.22f, 0.065f, 0.065f);
    Path_Ellipse(&p, 0.0f, -0.4f, 0.085f, 0.085f);
    for (int i = -2; i <= 2; i++) {
        Path_Ellipse(&p, 0.17f * (float)i, 0.36f - 0.02f * (float)(i * i) * 0.5f, 0.045f, 0.045f);
    }
    fill_and_outline(c, &p, Rgba_Hex(0xF4EBD2, 1), gilt_edge(), line);
    Path_Reset(&p);
    Path_SetXf(&p, m);
    Path_Ellipse(&p, 0.0f, 0.02f, 0.07f, 0.1f);
    fill_and_outline(c, &p, jewel, gilt_edge(), line);
    Path_Free(&p);
}

/* The knave's device is the fleur-de-lis: tall, light and unlike either crown. */
static void knave_fleur(Canvas *c, Xf m, Rgba band, float line)
{
    Path p;
    Path_Init(&p);
    Path_SetXf(&p, m);
    Path_MoveTo(&p, 0.0f, -0.5f);
    Path_CubicTo(&p, 0.13f, -0.36f, 0.17f, -0.1f, 0.075f, 0.14f);
    Path_LineTo(&p, -0.075f, 0.14f);
    Path_CubicTo(&p, -0.17f, -0.1f, -0.13f, -0.36f, 0.0f, -0.5f);
    Path_Close(&p);
    for (int side = -1; side <= 1; side += 2) {
        float s = (float)side;
        Path_MoveTo(&p, 0.07f * s, 0.14f);
        Path_CubicTo(&p, 0.08f * s, -0.14f, 0.4f * s, -0.3f, 0.48f * s, -0.06f);
        Path_CubicTo(&p, 0.52f * s, 0.08f, 0.42f * s, 0.16f, 0.33f * s, 0.08f);
        Path_CubicTo(&p, 0.4f * s, 0.04f, 0.38f * s, -0.08f, 0.3f * s, -0.06f);
        Path_CubicTo(&p, 0.2f * s, -0.04f, 0.16f * s, 0.06f, 0.16f * s, 0.14f);
        Path_Close(&p);
        Path_MoveTo(&p, 0.04f * s, 0.24f);
        Path_CubicTo(&p, 0.14f * s, 0.26f, 0.26f * s, 0.3f, 0.28f * s, 0.46f);
        Path_CubicTo(&p, 0.18f * s, 0.38f, 0.1f * s, 0.36f, 0.02f * s, 0.36f);
        Path_Close(&p);
    }
    Path_MoveTo(&p, -0.05f, 0.22f);
    Path_LineTo(&p, 0.05f, 0.22f);
    Path_LineTo(&p, 0.0f, 0.5f);
    Path_Close(&p);
    fill_and_outline(c, &p, Art_Gold(), gilt_edge(), line);
    Path_Reset(&p);
    Path_SetXf(&p, m);
    Path_RoundRect(&p, -0.26f, 0.12f, 0.52f, 0.12f, 0.03f);
    fill_and_outline(c, &p, band, gilt_edge(), line);
    Path_Free(&p);
}

typedef struct PanelShade {
    float cy, halfH;
    Rgba centre, edge;
} PanelShade;

static Rgba panel_shade(float x, float y, void *user)
{
    (void)x;
    const PanelShade *s = user;
    float t = fabsf(y - s->cy) / s->halfH;
    return Rgba_Mix(s->centre, s->edge, t * t);
}

void Art_DrawCourt(Canvas *c, const Art *art, const CardFrame *f, Card card)
{
    Suit s = Card_Suit(card);
    int rank = Card_Rank(card);
    Rgba col = Art_SuitColour(art, s), gold = Art_Gold(), cream = Art_Cream();
    float px = f->x + 0.225f * f->w, pw = 0.55f * f->w;
    float py = f->y + 0.05f * f->h, ph = 0.9f * f->h;
    float cx = px + 0.5f * pw, cy = py + 0.5f * ph;
    float border = fmaxf(1.5f, 0.012f * f->h);
    float hair = fmaxf(1.0f, 0.0045f * f->h);
    float line = fmaxf(0.8f, 0.004f * f->h);
    Path p;
    Path_Init(&p);

    /* Frame: a band of the suit colour, then a gilt hairline inside it. */
    Path_Rect(&p, px, py, pw, ph);
    Canvas_FillPath(c, &p, col);
    Path_Reset(&p);
    Path_Rect(&p, px + border, py + border, pw - 2 * border, ph - 2 * border);
    /* Parchment warming towards the ends, the same for every suit (a grey tint would look soiled on black suits). */
    PanelShade shade = {cy, 0.5f * ph, cream, Rgba_Mix(Rgba_Mix(cream, gold, 0.22f), col, 0.03f)};
    Canvas_FillPathShaded(c, &p, panel_shade, &shade, 1);
    Path_Reset(&p);
    float g = border + 1.2f * hair;
    Path_Rect(&p, px + g, py + g, pw - 2 * g, ph - 2 * g);
    Path_SetHole(&p, true);
    Path_Rect(&p, px + g + hair, py + g + hair, pw - 2 * (g + hair), ph - 2 * (g + hair));
    Path_SetHole(&p, false);
    Canvas_FillPath(c, &p, gold);
    Path_Reset(&p);

    /* The halves meet at a gilt rule through a medallion carrying the suit. */
    Path_Rect(&p, px + g, cy - 0.5f * hair, pw - 2 * g, hair);
    Canvas_FillPath(c, &p, gold);
    Path_Reset(&p);
    float mr = 0.062f * f->h;
    Path_Ellipse(&p, cx, cy, mr, mr);
    Canvas_FillPath(c, &p, col);
    Path_Reset(&p);
    float mi = mr - 0.7f * border;
    Path_Ellipse(&p, cx, cy, mi, mi);
    Canvas_FillPath(c, &p, cream);
    Path_Reset(&p);
    Path_Ellipse(&p, cx, cy, mi - 0.7f * hair, mi - 0.7f * hair);
    Path_SetHole(&p, true);
    Path_Ellipse(&p, cx, cy, mi - 1.7f * hair, mi - 1.7f * hair);
    Path_SetHole(&p, false);
    Canvas_FillPath(c, &p, gold);
    Path_Free(&p);
    Suit_Fill(c, s, cx, cy, mr * 1.0f, 0, col);

    static const char *letters[] = {"J", "Q", "K"};
    const char *letter = letters[rank - RANK_JACK];
    Xf turns[2] = {Xf_Identity(), Xf_HalfTurn(cx, cy)};
    for (int t = 0; t < 2; t++) {
        float mw = 0.8f * pw, mh = 0.12f * f->h;
        float motifTop = py + g + 0.018f * f->h;
        Xf place = Xf_Mul(turns[t], Xf_Place(cx, motifTop + 0.5f * mh, mw, mh, 0));
        if (rank == RANK_KING) {
            king_crown(c, place, col, line);
        } else if (rank == RANK_QUEEN) {
            queen_coronet(c, place, col, line);
        } else {
            /* The fleur keeps its own proportions: taller than it is wide. */
            Xf narrow = Xf_Mul(turns[t], Xf_Place(cx, motifTop + 0.47f * mh, 1.2f * mh, 1.1f * mh, 0));
            knave_fleur(c, narrow, col, line);
        }
        float capH = 0.155f * f->h;
        float top = motifTop + mh + 0.022f * f->h;
        float lw = Text_Draw(c, art->serifBold, letter, cx, top, capH, 1.0f, turns[t], col);
        /* Small suit symbols flank the letter, as on the old courts' shields. */
        float sh = 0.045f * f->h;
        float sx = fmaxf(0.5f * lw + 0.7f * sh, 0.17f * pw);
        sx = fminf(sx, 0.5f * pw - g - 0.6f * sh);
        for (int side = -1; side <= 1; side += 2) {
            Path q;
            Path_Init(&q);
            Suit_AddPath(&q, s, Xf_Mul(turns[t], Xf_Place(cx + (float)side * sx, top + 0.5f * capH, sh, sh, 0)));
            Canvas_FillPath(c, &q, col);
            Path_Free(&q);
        }
    }
}
