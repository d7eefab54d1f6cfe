/* joker.c: the Joker: a jester's cap over a harlequin medallion with a gilt star. */
#include "art.h"

#include <math.h>

static Rgba purple(void)
{
    return Rgba_Hex(0x5B2A86, 1);
}

static Rgba crimson(void)
{
    return Rgba_Hex(0xB3172E, 1);
}

typedef struct Harlequin {
    float cx, cy, size;
} Harlequin;

/* Lozenges of purple and crimson, the jester's motley. */
static Rgba harlequin(float x, float y, void *user)
{
    const Harlequin *h = user;
    float u = (x - h->cx) / h->size, v = (y - h->cy) / (h->size * 1.4f);
    int a = (int)floorf(u + v + 0.5f), b = (int)floorf(u - v + 0.5f);
    return ((a + b) & 1) ? purple() : crimson();
}

static void outline(Canvas *c, const Path *p, float width)
{
    Path s;
    Path_Init(&s);
    Path_AddStroke(&s, p, width);
    Canvas_FillPath(c, &s, Rgba_Hex(0x2A1A0C, 1));
    Path_Free(&s);
}

static void star(Path *p, float cx, float cy, float outer, float inner)
{
    float pts[20];
    for (int i = 0; i < 10; i++) {
        float a = (float)ART_PI * ((float)i / 5.0f - 0.5f);
        float r = i % 2 ? inner : outer;
        pts[i * 2] = cx + cosf(a) * r;
        pts[i * 2 + 1] = cy + sinf(a) * r;
    }
    Path_Polygon(p, pts, 10);
}

/* One floppy point of the cap, from the band up to a bell; side -1, 0 or 1. */
static void cap_point(Path *p, int side)
{
    float s = (float)side;
    if (side == 0) {
        Path_MoveTo(p, -0.16f, 0.3f);
        Path_CubicTo(p, -0.14f, -0.05f, -0.08f, -0.3f, 0.0f, -0.42f);
        Path_CubicTo(p, 0.08f, -0.3f, 0.14f, -0.05f, 0.16f, 0.3f);
        Path_Close(p);
        return;
    }
    Path_MoveTo(p, 0.02f * s, 0.3f);
    Path_CubicTo(p, 0.02f * s, -0.2f, 0.3f * s, -0.5f, 0.47f * s, -0.08f);
    Path_CubicTo(p, 0.34f * s, -0.2f, 0.3f * s, 0.0f, 0.42f * s, 0.3f);
    Path_Close(p);
}

void Art_DrawJoker(Canvas *c, const Art *art, const CardFrame *f)
{
    (void)art;
    float cx = f->x + 0.5f * f->w, cy = f->y + 0.6f * f->h;
    float R = 0.29f * f->w;
    float line = fmaxf(0.8f, 0.0045f * f->h);
    Rgba gold = Art_Gold();
    Path p;
    Path_Init(&p);

    Path_Ellipse(&p, cx, cy, R, R);
    Canvas_FillPath(c, &p, gold);
    outline(c, &p, line);
    Path_Reset(&p);
    float ring = fmaxf(1.5f, 0.012f * f->h);
    Path_Ellipse(&p, cx, cy, R - ring, R - ring);
    Harlequin h = {cx, cy, 0.16f * f->w};
    Canvas_FillPathShaded(c, &p, harlequin, &h, 4);
    Path_Reset(&p);
    star(&p, cx, cy, 0.78f * R, 0.34f * R);
    Canvas_FillPath(c, &p, gold);
    outline(c, &p, line);
    Path_Reset(&p);

    /* The cap sits on the medallion like a crown. */
    float capW = 0.66f * f->w, capH = 0.25f * f->h;
    Xf m = Xf_Place(cx, cy - R - 0.085f * f->h, capW, capH, 0);
    Rgba parts[3] = {purple(), crimson(), purple()};
    for (int side = -1; side <= 1; side += 2) {
        Path_SetXf(&p, m);
        cap_point(&p, side);
        Canvas_FillPath(c, &p, parts[side + 1]);
        outline(c, &p, line);
        Path_Reset(&p);
    }
    Path_SetXf(&p, m);
    cap_point(&p, 0);
    Canvas_FillPath(c, &p, parts[1]);
    outline(c, &p, line);
    Path_Reset(&p);
    Path_SetXf(&p, m);
    Path_MoveTo(&p, -0.44f, 0.26f);
    Path_CubicTo(&p, -0.15f, 0.34f, 0.15f, 0.34f, 0.44f, 0.26f);
    Path_LineTo(&p, 0.42f, 0.46f);
    Path_CubicTo(&p, 0.15f, 0.52f, -0.15f, 0.52f, -0.42f, 0.46f);
    Path_Close(&p);
    Canvas_FillPath(c, &p, gold);
    outline(c, &p, line);
    Path_Reset(&p);
    Path_SetXf(&p, m);
    Path_Ellipse(&p, -0.47f, -0.06f, 0.055f, 0.055f * capW / capH);
    Path_Ellipse(&p, 0.47f, -0.06f, 0.055f, 0.055f * capW / capH);
    Path_Ellipse(&p, 0.0f, -0.44f, 0.055f, 0.055f * capW / capH);
    Canvas_FillPath(c, &p, gold);
    outline(c, &p, line);
    Path_Free(&p);
}
