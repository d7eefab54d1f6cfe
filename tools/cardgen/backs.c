/* backs.c: the four card backs: navy lattice, burgundy lozenges, green rosette, charcoal pinstripe. */
#include "art.h"

#include <math.h>

/*
 * Each back is a white-margined card whose field is a shader evaluated in
 * field units (the field is 1 wide, centred on the origin), supersampled so
 * even one-pixel lines come out smooth at the smallest tier.
 */
typedef struct Field {
    float cx, cy, w; /* centre and width in pixels */
    float hy;        /* half height in field units */
    float radius;    /* corner radius in field units */
    float px;        /* one pixel in field units */
    int kind;
} Field;

/* Signed distance to a rounded rectangle of half extents (hx, hy), negative inside. */
static float rrect_sdf(float u, float v, float hx, float hy, float r)
{
    float qx = fabsf(u) - (hx - r), qy = fabsf(v) - (hy - r);
    float ox = fmaxf(qx, 0), oy = fmaxf(qy, 0);
    return sqrtf(ox * ox + oy * oy) + fminf(fmaxf(qx, qy), 0.0f) - r;
}

/* Lines never thinner than nearly a pixel, so small cards keep their pattern. */
static float line_width(const Field *f, float units)
{
    return fmaxf(units, 0.85f * f->px);
}

static bool on_border(const Field *f, float u, float v, float inset, float width)
{
    float d = rrect_sdf(u, v, 0.5f - inset, f->hy - inset, fmaxf(0.0f, f->radius - inset));
    return fabsf(d) < 0.5f * line_width(f, width);
}

static Rgba navy_lattice(const Field *f, float u, float v)
{
    Rgba base = Rgba_Hex(0x1B2A4E, 1), bar = Rgba_Hex(0x5F7FBA, 1), gold = Rgba_Hex(0xC9A54E, 1);
    if (on_border(f, u, v, 0.035f, 0.008f)) {
        return gold;
    }
    if (rrect_sdf(u, v, 0.5f - 0.035f, f->hy - 0.035f, f->radius) > 0) {
        return base;
    }
    const float s = 1.0f / 6.0f;
    float p = (u + v) / sqrtf(2.0f), q = (u - v) / sqrtf(2.0f);
    float dp = fabsf(p - s * roundf(p / s)), dq = fabsf(q - s * roundf(q / s));
    float nodeD = sqrtf(dp * dp + dq * dq);
    if (nodeD < 0.016f) {
        return gold;
    }
    if (nodeD < 0.026f) {
        return base;
    }
    /* Each bar of the trellis is a pair of rails with a dark core. */
    float lw = line_width(f, 0.008f), gap = 0.01f;
    if (fabsf(dp - gap) < lw * 0.5f || fabsf(dq - gap) < lw * 0.5f) {
        return bar;
    }
    if (dp < gap || dq < gap) {
        return Rgba_Hex(0x2C4272, 1);
    }
    float cp = fabsf(p - s * (floorf(p / s) + 0.5f)), cq = fabsf(q - s * (floorf(q / s) + 0.5f));
    if (cp + cq < 0.018f) {
        return Rgba_Hex(0x6D86B8, 1);
    }
    return base;
}

static Rgba burgundy_lozenges(const Field *f, float u, float v)
{
    Rgba dark = Rgba_Hex(0x5A0F20, 1), light = Rgba_Hex(0x74172C, 1), gold = Rgba_Hex(0xC29A55, 1);
    if (on_border(f, u, v, 0.035f, 0.008f)) {
        return gold;
    }
    if (rrect_sdf(u, v, 0.5f - 0.035f, f->hy - 0.035f, f->radius) > 0) {
        return dark;
    }
    const float s = 1.0f / 5.0f;
    float a = u / s + v / (1.4f * s), b = u / s - v / (1.4f * s);
    float fa = a - floorf(a + 0.5f), fb = b - floorf(b + 0.5f);
    int ia = (int)floorf(a), ib = (int)floorf(b);
    /* Distance to the lozenge edges, in field units (the edges run along constant a and b). */
    float scale = s / sqrtf(1.0f + 1.0f / 1.96f); /* field units per unit of a or b */
    float lw = line_width(f, 0.006f);
    float ea = (0.5f - fabsf(fa)) * scale, eb = (0.5f - fabsf(fb)) * scale;
    if (ea < lw * 0.5f || eb < lw * 0.5f) {
        return gold;
    }
    bool lit = ((ia + ib) & 1) == 0;
    if (lit) {
        float ca = fabsf(a - (float)ia - 0.5f), cb = fabsf(b - (float)ib - 0.5f);
        if (ca + cb < 0.16f) {
            return gold;
        }
        return light;
    }
    return dark;
}

static Rgba green_rosette(const Field *f, float u, float v)
{
    Rgba base = Rgba_Hex(0x1C4A2F, 1), petal = Rgba_Hex(0x2B6443, 1), gold = Rgba_Hex(0xCDB06A, 1);
    Rgba dot = Rgba_Hex(0x285A3B, 1);
    float lw = line_width(f, 0.007f);
    if (on_border(f, u, v, 0.03f, 0.007f) || on_border(f, u, v, 0.055f, 0.012f)) {
        return gold;
    }
    if (rrect_sdf(u, v, 0.5f - 0.03f, f->hy - 0.03f, f->radius) > 0) {
        return base;
    }
    float r = 0.3f;
    float d = sqrtf(u * u + v * v);
    if (fabsf(d - r * 1.1f) < lw * 0.5f || fabsf(d - r * 1.22f) < lw * 0.5f) {
        return gold;
    }
    if (d > r * 1.1f && d < r * 1.22f) {
        /* A ring of beads between the two circles. */
        float ang = atan2f(v, u);
        float step = (float)ART_PI / 12.0f;
        float k = roundf(ang / step);
        float bx = cosf(k * step) * r * 1.16f, by = sinf(k * step) * r * 1.16f;
        float bd = sqrtf((u - bx) * (u - bx) + (v - by) * (v - by));
        return bd < 0.012f ? gold : base;
    }
    if (d <= r * 1.1f) {
        /* The compass rosette: six circles through the centre, their lenses filled as petals. */
        int inside = 0;
        bool line = d < r && fabsf(d - r) < lw * 0.5f;
        for (int i = 0; i < 6; i++) {
            float ang = (float)i * (float)ART_PI / 3.0f + (float)ART_PI / 6.0f;
            float ox = cosf(ang) * r, oy = sinf(ang) * r;
            float dd = sqrtf((u - ox) * (u - ox) + (v - oy) * (v - oy));
            if (dd < r) {
                inside++;
            }
            if (d < r && fabsf(dd - r) < lw * 0.5f) {
                line = true;
            }
        }
        if (line || fabsf(d - r) < lw * 0.5f) {
            return gold;
        }
        if (d < r && inside >= 2) {
            return petal;
        }
        return base;
    }
    /* The ground: a quiet quincunx of dots. */
    const float s = 0.07f;
    float gx = u / s, gy = v / s;
    float fx = gx - roundf(gx), fy = gy - roundf(gy);
    float hx = gx + 0.5f - roundf(gx + 0.5f), hy = gy + 0.5f - roundf(gy + 0.5f);
    if (fx * fx + fy * fy < 0.03f || hx * hx + hy * hy < 0.012f) {
        return dot;
    }
    return base;
}

static Rgba charcoal_pinstripe(const Field *f, float u, float v)
{
    Rgba base = Rgba_Hex(0x26262B, 1), gold = Rgba_Hex(0xC2A050, 1);
    Rgba stripe = Rgba_Mix(base, gold, 0.55f);
    if (on_border(f, u, v, 0.035f, 0.01f)) {
        return gold;
    }
    if (rrect_sdf(u, v, 0.5f - 0.035f, f->hy - 0.035f, f->radius) > 0) {
        return base;
    }
    /* The medallion: an oval clear of stripes, ringed twice. */
    float rx = 0.25f, ry = 0.33f;
    float e = sqrtf((u / rx) * (u / rx) + (v / ry) * (v / ry));
    float lw = line_width(f, 0.008f);
    if (fabsf(e - 1.0f) * rx < lw * 0.5f || fabsf(e - 1.08f) * rx < lw * 0.35f) {
        return gold;
    }
    if (e < 1.0f) {
        return Rgba_Hex(0x1E1E22, 1);
    }
    if (e < 1.08f) {
        return base;
    }
    const float s = 0.05f;
    float sw = line_width(f, 0.005f);
    float d = fabsf(u - s * roundf(u / s));
    if (d < sw * 0.5f) {
        return stripe;
    }
    return base;
}

static Rgba field_shader(float x, float y, void *user)
{
    const Field *f = user;
    float u = (x - f->cx) / f->w, v = (y - f->cy) / f->w;
    switch (f->kind) {
    case 0: return navy_lattice(f, u, v);
    case 1: return burgundy_lozenges(f, u, v);
    case 2: return green_rosette(f, u, v);
    default: return charcoal_pinstripe(f, u, v);
    }
}

void Art_DrawBack(Canvas *c, const Art *art, int back)
{
    CardFrame f = Art_Frame(c->w, c->h);
    Art_DrawBlank(c, &f);
    float margin = fmaxf(2.0f, 0.06f * f.w);
    Field field;
    field.w = f.w - 2 * margin;
    field.cx = f.x + 0.5f * f.w;
    field.cy = f.y + 0.5f * f.h;
    field.hy = 0.5f * (f.h - 2 * margin) / field.w;
    field.radius = fmaxf(0.0f, f.radius - margin * 0.6f) / field.w;
    field.px = 1.0f / field.w;
    field.kind = back;
    Path p;
    Path_Init(&p);
    Path_RoundRect(&p, f.x + margin, f.y + margin, field.w, f.h - 2 * margin, field.radius * field.w);
    Canvas_FillPathShaded(c, &p, field_shader, &field, 4);
    Path_Free(&p);
    if (back == 3) {
        /* The pinstripe back's medallion carries the house monogram. */
        float capH = 0.3f * field.w;
        Text_Draw(c, art->serifBold, "P", field.cx, field.cy - 0.5f * capH, capH, 1.0f, Xf_Identity(),
                  Rgba_Hex(0xC2A050, 1));
    }
}
