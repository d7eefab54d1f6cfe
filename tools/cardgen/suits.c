/* suits.c: the four suit symbols as Bezier outlines, drawn by the project rather than taken from a font. */
#include "art.h"

/*
 * Each symbol is designed in a unit box: height 1 from y = -0.5 (top) to
 * 0.5 (bottom), centred on x = 0, y pointing down; each is symmetric.
 */

static void heart(Path *p)
{
    Path_MoveTo(p, 0, 0.5f);
    Path_CubicTo(p, -0.09f, 0.36f, -0.5f, 0.09f, -0.5f, -0.19f);
    Path_CubicTo(p, -0.5f, -0.39f, -0.37f, -0.5f, -0.245f, -0.5f);
    Path_CubicTo(p, -0.115f, -0.5f, -0.03f, -0.42f, 0, -0.315f);
    Path_CubicTo(p, 0.03f, -0.42f, 0.115f, -0.5f, 0.245f, -0.5f);
    Path_CubicTo(p, 0.37f, -0.5f, 0.5f, -0.39f, 0.5f, -0.19f);
    Path_CubicTo(p, 0.5f, 0.09f, 0.09f, 0.36f, 0, 0.5f);
    Path_Close(p);
}

static void spade(Path *p)
{
    Path_MoveTo(p, 0, -0.5f);
    Path_CubicTo(p, 0.1f, -0.33f, 0.47f, -0.13f, 0.47f, 0.13f);
    Path_CubicTo(p, 0.47f, 0.28f, 0.37f, 0.37f, 0.235f, 0.37f);
    Path_CubicTo(p, 0.15f, 0.37f, 0.075f, 0.33f, 0.035f, 0.255f);
    Path_CubicTo(p, 0.05f, 0.39f, 0.11f, 0.465f, 0.19f, 0.5f);
    Path_LineTo(p, -0.19f, 0.5f);
    Path_CubicTo(p, -0.11f, 0.465f, -0.05f, 0.39f, -0.035f, 0.255f);
    Path_CubicTo(p, -0.075f, 0.33f, -0.15f, 0.37f, -0.235f, 0.37f);
    Path_CubicTo(p, -0.37f, 0.37f, -0.47f, 0.28f, -0.47f, 0.13f);
    Path_CubicTo(p, -0.47f, -0.13f, -0.1f, -0.33f, 0, -0.5f);
    Path_Close(p);
}

static void diamond(Path *p)
{
    Path_MoveTo(p, 0, -0.5f);
    Path_CubicTo(p, 0.11f, -0.33f, 0.23f, -0.15f, 0.37f, 0);
    Path_CubicTo(p, 0.23f, 0.15f, 0.11f, 0.33f, 0, 0.5f);
    Path_CubicTo(p, -0.11f, 0.33f, -0.23f, 0.15f, -0.37f, 0);
    Path_CubicTo(p, -0.23f, -0.15f, -0.11f, -0.33f, 0, -0.5f);
    Path_Close(p);
}

static void club(Path *p)
{
    const float r = 0.225f;
    Path_Ellipse(p, 0, -0.5f + r, r, r);
    Path_Ellipse(p, -0.265f, 0.085f, r, r);
    Path_Ellipse(p, 0.265f, 0.085f, r, r);
    /* The centre, so the three leaves join without a gap. */
    Path_Ellipse(p, 0, 0.02f, 0.13f, 0.13f);
    Path_MoveTo(p, -0.035f, 0.05f);
    Path_LineTo(p, 0.035f, 0.05f);
    Path_CubicTo(p, 0.05f, 0.3f, 0.1f, 0.46f, 0.19f, 0.5f);
    Path_LineTo(p, -0.19f, 0.5f);
    Path_CubicTo(p, -0.1f, 0.46f, -0.05f, 0.3f, -0.035f, 0.05f);
    Path_Close(p);
}

void Suit_AddPath(Path *p, Suit s, Xf m)
{
    Xf saved = p->xf;
    Path_SetXf(p, Xf_Mul(saved, m));
    switch (s) {
    case SUIT_SPADES: spade(p); break;
    case SUIT_HEARTS: heart(p); break;
    case SUIT_DIAMONDS: diamond(p); break;
    default: club(p); break;
    }
    Path_SetXf(p, saved);
}

void Suit_Fill(Canvas *c, Suit s, float cx, float cy, float h, float deg, Rgba colour)
{
    Path p;
    Path_Init(&p);
    Suit_AddPath(&p, s, Xf_Place(cx, cy, h, h, deg));
    Canvas_FillPath(c, &p, colour);
    Path_Free(&p);
}
