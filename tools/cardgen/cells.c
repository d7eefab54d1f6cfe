/* cells.c: the table cells of the atlas: a card's soft shadow, an empty-slot outline and a focus glow. */
#include "art.h"
#include "card_atlas_layout.h"

#include <math.h>

typedef struct Shape {
    float cx, cy, hx, hy, r; /* a rounded rectangle, in pixels */
    float a, b;              /* per-cell parameters */
} Shape;

static float rrect_sdf(const Shape *s, float x, float y)
{
    float qx = fabsf(x - s->cx) - (s->hx - s->r), qy = fabsf(y - s->cy) - (s->hy - s->r);
    float ox = fmaxf(qx, 0), oy = fmaxf(qy, 0);
    return sqrtf(ox * ox + oy * oy) + fminf(fmaxf(qx, qy), 0.0f) - s->r;
}

/* A Gaussian-blurred rounded rectangle, approximated through its distance field. a: blur sigma. */
static Rgba shadow(float x, float y, void *user)
{
    const Shape *s = user;
    float d = rrect_sdf(s, x, y);
    float alpha = 0.5f * erfcf(d / (s->a * sqrtf(2.0f)));
    return (Rgba){0, 0, 0, CARD_SHADOW_OPACITY * alpha};
}

void Art_DrawShadow(Canvas *c)
{
    CardFrame f = Art_Frame(c->w, c->h);
    /* The blur must fade out inside the cell, so the shape is inset by about two sigmas. */
    float sigma = 0.022f * f.w;
    float inset = 2.4f * sigma;
    Shape s = {0.5f * (float)c->w, 0.5f * (float)c->h, 0.5f * f.w - inset, 0.5f * f.h - inset, f.radius, sigma, 0};
    Canvas_Shade(c, 0, 0, c->w, c->h, shadow, &s, 2);
}

/* A rounded outline of dashes, spaced to fit each quarter exactly, over a faint fill. a: line width, b: period. */
static Rgba slot(float x, float y, void *user)
{
    const Shape *s = user;
    float d = rrect_sdf(s, x, y);
    Rgba fill = {1, 1, 1, 0.10f};
    if (fabsf(d) > 0.5f * s->a) {
        return d < 0 ? fill : (Rgba){1, 1, 1, 0};
    }
    /* Arc length from the top centre, folded into one quarter so the dashes are symmetric. */
    float px = fabsf(x - s->cx), py = fabsf(y - s->cy);
    float ex = s->hx - s->r, ey = s->hy - s->r, len;
    if (px <= ex) {
        len = px;
    } else if (py <= ey) {
        len = ex + 0.5f * (float)ART_PI * s->r + (ey - py);
    } else {
        float ang = atan2f(py - ey, px - ex);
        len = ex + s->r * (0.5f * (float)ART_PI - ang);
    }
    float phase = len / s->b;
    phase -= floorf(phase);
    bool on = phase < 0.3f || phase > 0.7f;
    return on ? (Rgba){1, 1, 1, 0.62f} : fill;
}

void Art_DrawSlot(Canvas *c)
{
    CardFrame f = Art_Frame(c->w, c->h);
    float width = fmaxf(1.4f, 0.012f * f.w);
    float inset = 0.5f * width + 0.5f;
    Shape s = {0.5f * (float)c->w, 0.5f * (float)c->h, 0.5f * f.w - inset, 0.5f * f.h - inset, f.radius, width, 0};
    float quarter = (s.hx - s.r) + (s.hy - s.r) + 0.5f * (float)ART_PI * s.r;
    float dashes = roundf(quarter / (0.075f * f.w));
    s.b = quarter / (dashes < 1 ? 1 : dashes);
    Canvas_Shade(c, 0, 0, c->w, c->h, slot, &s, 5);
}

/* Bright at the card's edge and fading outward; nothing over the card itself. a: fall-off. */
static Rgba glow(float x, float y, void *user)
{
    const Shape *s = user;
    float d = rrect_sdf(s, x, y);
    if (d < 0) {
        return (Rgba){1, 1, 1, 0};
    }
    /* A tight bright rim over a wide soft halo, tapered to nothing at the cell's edge. */
    float t = d / s->a;
    float taper = 1.0f - fminf(1.0f, d / s->b);
    float alpha = (0.9f * expf(-t * t * 3.0f) + 0.6f * expf(-t * 0.8f)) * taper;
    alpha = fminf(1.0f, alpha);
    return (Rgba){1.0f, 0.86f, 0.45f, alpha};
}

void Art_DrawGlow(Canvas *c)
{
    CardFrame f = Art_Frame(c->w, c->h);
    /* The hole is the card as it sits in a cell, shrunk to fit inside CARD_GLOW_INSET of margin. */
    float m = CARD_GLOW_INSET * (float)c->w;
    float k = ((float)c->w - 2 * m) / (float)c->w;
    Shape s = {0.5f * (float)c->w,
               0.5f * (float)c->h,
               0.5f * f.w * k,
               0.5f * f.h * ((float)c->h - 2 * m) / (float)c->h,
               f.radius * k,
               0.45f * m,
               m};
    Canvas_Shade(c, 0, 0, c->w, c->h, glow, &s, 4);
}
