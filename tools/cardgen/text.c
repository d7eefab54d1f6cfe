/* text.c: text drawn by box-filtering a large SDL_ttf rendering, so indices and court letters stay crisp at any size. */
#include "raster.h"

#include <math.h>
#include <stdlib.h>

/* The rendering is this many times the drawn size: enough for the box filter to act as exact coverage. */
#define OVERSAMPLE 6.0f

typedef struct Ink {
    int w, h;
    double *sat; /* summed-area table of alpha, (w + 1) x (h + 1) */
    int x0, x1;  /* ink columns [x0, x1) */
    int capTop, baseline;
} Ink;

static int point_size(float capH)
{
    /* DejaVu's capitals are about 0.73 em. */
    int p = (int)lroundf(capH * OVERSAMPLE / 0.73f);
    return p < 24 ? 24 : (p > 900 ? 900 : p);
}

static SDL_Surface *render(TTF_Font *font, const char *utf8)
{
    SDL_Color white = {255, 255, 255, 255};
    SDL_Surface *s = TTF_RenderUTF8_Blended(font, utf8, white);
    if (!s) {
        return NULL;
    }
    SDL_Surface *argb = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(s);
    return argb;
}

static int cap_top(TTF_Font *font)
{
    SDL_Surface *s = render(font, "H");
    if (!s) {
        return 0;
    }
    int top = 0;
    for (int y = 0; y < s->h && !top; y++) {
        const Uint32 *row = (const Uint32 *)((const Uint8 *)s->pixels + y * s->pitch);
        for (int x = 0; x < s->w; x++) {
            if ((row[x] >> 24) > 127) {
                top = y;
                break;
            }
        }
    }
    SDL_FreeSurface(s);
    return top;
}

static bool ink_load(Ink *ink, TTF_Font *font, const char *utf8, float capH)
{
    TTF_SetFontSize(font, point_size(capH));
    ink->capTop = cap_top(font);
    ink->baseline = TTF_FontAscent(font);
    SDL_Surface *s = render(font, utf8);
    if (!s) {
        return false;
    }
    ink->w = s->w;
    ink->h = s->h;
    ink->sat = calloc((size_t)(s->w + 1) * (size_t)(s->h + 1), sizeof(double));
    if (!ink->sat) {
        SDL_FreeSurface(s);
        return false;
    }
    ink->x0 = s->w;
    ink->x1 = 0;
    size_t stride = (size_t)s->w + 1;
    for (int y = 0; y < s->h; y++) {
        const Uint32 *row = (const Uint32 *)((const Uint8 *)s->pixels + y * s->pitch);
        double rowSum = 0;
        for (int x = 0; x < s->w; x++) {
            Uint32 a = row[x] >> 24;
            if (a) {
                ink->x0 = x < ink->x0 ? x : ink->x0;
                ink->x1 = x + 1 > ink->x1 ? x + 1 : ink->x1;
            }
            rowSum += (double)a / 255.0;
            ink->sat[(size_t)(y + 1) * stride + (size_t)(x + 1)] =
                ink->sat[(size_t)y * stride + (size_t)(x + 1)] + rowSum;
        }
    }
    if (ink->x1 <= ink->x0) {
        ink->x0 = 0;
        ink->x1 = 0;
    }
    SDL_FreeSurface(s);
    return true;
}

/* The integral of alpha over [0, x) x [0, y): bilinear between table entries is exact for a piecewise-constant image. */
static double integral(const Ink *ink, double x, double y)
{
    x = x < 0 ? 0 : (x > ink->w ? ink->w : x);
    y = y < 0 ? 0 : (y > ink->h ? ink->h : y);
    int ix = (int)floor(x), iy = (int)floor(y);
    ix = ix >= ink->w ? ink->w - 1 : ix;
    iy = iy >= ink->h ? ink->h - 1 : iy;
    double fx = x - ix, fy = y - iy;
    size_t stride = (size_t)ink->w + 1;
    const double *r0 = ink->sat + (size_t)iy * stride, *r1 = r0 + stride;
    double top = r0[ix] + (r0[ix + 1] - r0[ix]) * fx;
    double bottom = r1[ix] + (r1[ix + 1] - r1[ix]) * fx;
    return top + (bottom - top) * fy;
}

float Text_Width(TTF_Font *font, const char *utf8, float capH, float sx)
{
    Ink ink = {0};
    if (!ink_load(&ink, font, utf8, capH)) {
        return 0;
    }
    float k = capH / (float)(ink.baseline - ink.capTop);
    free(ink.sat);
    return (float)(ink.x1 - ink.x0) * k * sx;
}

float Text_Draw(Canvas *c, TTF_Font *font, const char *utf8, float cx, float capTop, float capH, float sx, Xf m,
                Rgba colour)
{
    Ink ink = {0};
    if (!ink_load(&ink, font, utf8, capH) || ink.baseline <= ink.capTop) {
        free(ink.sat);
        return 0;
    }
    double k = (double)capH / (ink.baseline - ink.capTop);
    double inkCx = 0.5 * (ink.x0 + ink.x1);
    /* Source pixel (u, v) lands at layout (cx + (u - inkCx) k sx, capTop + (v - capTopRow) k), then m (axis-aligned). */
    double ax = m.a * k * sx, ex = m.a * (cx - inkCx * k * sx) + m.e;
    double dy = m.d * k, fy = m.d * (capTop - ink.capTop * k) + m.f;
    double dxs[2] = {ax * ink.x0 + ex, ax * ink.x1 + ex};
    double dys[2] = {fy, dy * ink.h + fy};
    int x0 = (int)floor(fmin(dxs[0], dxs[1])), x1 = (int)ceil(fmax(dxs[0], dxs[1]));
    int y0 = (int)floor(fmin(dys[0], dys[1])), y1 = (int)ceil(fmax(dys[0], dys[1]));
    x0 = x0 < 0 ? 0 : x0;
    y0 = y0 < 0 ? 0 : y0;
    x1 = x1 > c->w ? c->w : x1;
    y1 = y1 > c->h ? c->h : y1;
    double area = fabs(1.0 / ax) * fabs(1.0 / dy);
    for (int y = y0; y < y1; y++) {
        double va = (y - fy) / dy, vb = (y + 1 - fy) / dy;
        double v0 = fmin(va, vb), v1 = fmax(va, vb);
        for (int x = x0; x < x1; x++) {
            double ua = (x - ex) / ax, ub = (x + 1 - ex) / ax;
            double u0 = fmin(ua, ub), u1 = fmax(ua, ub);
            double sum =
                integral(&ink, u1, v1) - integral(&ink, u0, v1) - integral(&ink, u1, v0) + integral(&ink, u0, v0);
            float cov = (float)(sum / area);
            if (cov <= 1e-5f) {
                continue;
            }
            cov = cov > 1 ? 1 : cov;
            float a = colour.a * cov;
            float *d = c->px + ((size_t)y * (size_t)c->w + (size_t)x) * 4;
            float keep = 1 - a;
            d[0] = colour.r * a + d[0] * keep;
            d[1] = colour.g * a + d[1] * keep;
            d[2] = colour.b * a + d[2] * keep;
            d[3] = a + d[3] * keep;
        }
    }
    free(ink.sat);
    return (float)((ink.x1 - ink.x0) * k * sx);
}
