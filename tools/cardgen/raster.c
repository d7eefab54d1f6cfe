/* raster.c: paths flattened to polylines and filled with exact-area coverage (the signed-area accumulation method). */
#include "raster.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

Rgba Rgba_Hex(unsigned rgb, float alpha)
{
    Rgba c = {(float)((rgb >> 16) & 0xFF) / 255.0f, (float)((rgb >> 8) & 0xFF) / 255.0f, (float)(rgb & 0xFF) / 255.0f,
              alpha};
    return c;
}

Rgba Rgba_Mix(Rgba a, Rgba b, float t)
{
    Rgba c = {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t, a.a + (b.a - a.a) * t};
    return c;
}

bool Canvas_Init(Canvas *c, int w, int h)
{
    c->w = w;
    c->h = h;
    c->px = calloc((size_t)w * (size_t)h * 4, sizeof(float));
    return c->px != NULL;
}

void Canvas_Free(Canvas *c)
{
    free(c->px);
    c->px = NULL;
}

Xf Xf_Identity(void)
{
    Xf m = {1, 0, 0, 1, 0, 0};
    return m;
}

Xf Xf_Mul(Xf o, Xf i)
{
    Xf m;
    m.a = o.a * i.a + o.c * i.b;
    m.b = o.b * i.a + o.d * i.b;
    m.c = o.a * i.c + o.c * i.d;
    m.d = o.b * i.c + o.d * i.d;
    m.e = o.a * i.e + o.c * i.f + o.e;
    m.f = o.b * i.e + o.d * i.f + o.f;
    return m;
}

Xf Xf_Place(float x, float y, float sx, float sy, float deg)
{
    double rad = (double)deg * ART_PI / 180.0;
    float cs = (float)cos(rad), sn = (float)sin(rad);
    if (deg == 180.0f) {
        cs = -1.0f;
        sn = 0.0f;
    } else if (deg == 0.0f) {
        cs = 1.0f;
        sn = 0.0f;
    }
    Xf m = {cs * sx, sn * sx, -sn * sy, cs * sy, x, y};
    return m;
}

Xf Xf_HalfTurn(float cx, float cy)
{
    Xf m = {-1, 0, 0, -1, 2 * cx, 2 * cy};
    return m;
}

void Xf_Apply(Xf m, float x, float y, float *ox, float *oy)
{
    *ox = m.a * x + m.c * y + m.e;
    *oy = m.b * x + m.d * y + m.f;
}

void Path_Init(Path *p)
{
    memset(p, 0, sizeof(*p));
    p->open = -1;
    p->xf = Xf_Identity();
}

void Path_Free(Path *p)
{
    free(p->pts);
    free(p->starts);
    Path_Init(p);
}

void Path_Reset(Path *p)
{
    p->count = 0;
    p->contours = 0;
    p->open = -1;
    p->hole = false;
    p->xf = Xf_Identity();
}

void Path_SetXf(Path *p, Xf m)
{
    p->xf = m;
}

void Path_SetHole(Path *p, bool hole)
{
    p->hole = hole;
}

static void push_point(Path *p, float x, float y)
{
    if (p->count == p->cap) {
        int cap = p->cap ? p->cap * 2 : 256;
        float *pts = realloc(p->pts, (size_t)cap * 2 * sizeof(float));
        if (!pts) {
            return; /* out of memory: the shape loses points, the generator reports nothing worse */
        }
        p->pts = pts;
        p->cap = cap;
    }
    p->pts[p->count * 2] = x;
    p->pts[p->count * 2 + 1] = y;
    p->count++;
}

void Path_MoveTo(Path *p, float x, float y)
{
    if (p->open >= 0) {
        Path_Close(p);
    }
    p->open = p->count;
    float tx, ty;
    Xf_Apply(p->xf, x, y, &tx, &ty);
    push_point(p, tx, ty);
}

void Path_LineTo(Path *p, float x, float y)
{
    float tx, ty;
    Xf_Apply(p->xf, x, y, &tx, &ty);
    push_point(p, tx, ty);
}

void Path_CubicTo(Path *p, float x1, float y1, float x2, float y2, float x3, float y3)
{
    if (p->count == 0) {
        return;
    }
    /* Bezier curves are affine-invariant: transform the control points, then flatten in pixels. */
    float x0 = p->pts[(p->count - 1) * 2], y0 = p->pts[(p->count - 1) * 2 + 1];
    float ax, ay, bx, by, cx, cy;
    Xf_Apply(p->xf, x1, y1, &ax, &ay);
    Xf_Apply(p->xf, x2, y2, &bx, &by);
    Xf_Apply(p->xf, x3, y3, &cx, &cy);
    float ddx = fmaxf(fabsf(x0 - 2 * ax + bx), fabsf(ax - 2 * bx + cx));
    float ddy = fmaxf(fabsf(y0 - 2 * ay + by), fabsf(ay - 2 * by + cy));
    float dd = sqrtf(ddx * ddx + ddy * ddy);
    int n = (int)ceilf(sqrtf(0.75f * dd / 0.02f));
    n = n < 2 ? 2 : (n > 400 ? 400 : n);
    for (int i = 1; i <= n; i++) {
        float t = (float)i / (float)n, u = 1 - t;
        float w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t;
        push_point(p, w0 * x0 + w1 * ax + w2 * bx + w3 * cx, w0 * y0 + w1 * ay + w2 * by + w3 * cy);
    }
}

void Path_Close(Path *p)
{
    if (p->open < 0) {
        return;
    }
    int s = p->open, e = p->count;
    p->open = -1;
    if (e - s < 3) {
        p->count = s;
        return;
    }
    double area = 0;
    for (int i = s; i < e; i++) {
        int j = i + 1 < e ? i + 1 : s;
        area += (double)p->pts[i * 2] * p->pts[j * 2 + 1] - (double)p->pts[j * 2] * p->pts[i * 2 + 1];
    }
    /* One winding for every filled contour, the other for holes, so unions and cut-outs add up. */
    if ((area < 0) != p->hole) {
        for (int i = s, j = e - 1; i < j; i++, j--) {
            float tx = p->pts[i * 2], ty = p->pts[i * 2 + 1];
            p->pts[i * 2] = p->pts[j * 2];
            p->pts[i * 2 + 1] = p->pts[j * 2 + 1];
            p->pts[j * 2] = tx;
            p->pts[j * 2 + 1] = ty;
        }
    }
    if (p->contours + 2 > p->startCap) {
        int cap = p->startCap ? p->startCap * 2 : 32;
        int *st = realloc(p->starts, (size_t)cap * sizeof(int));
        if (!st) {
            p->count = s;
            return;
        }
        p->starts = st;
        p->startCap = cap;
    }
    p->starts[p->contours] = s;
    p->contours++;
    p->starts[p->contours] = e;
}

void Path_Rect(Path *p, float x, float y, float w, float h)
{
    Path_MoveTo(p, x, y);
    Path_LineTo(p, x + w, y);
    Path_LineTo(p, x + w, y + h);
    Path_LineTo(p, x, y + h);
    Path_Close(p);
}

#define KAPPA 0.5522847f

void Path_RoundRect(Path *p, float x, float y, float w, float h, float r)
{
    r = fminf(r, fminf(w, h) * 0.5f);
    if (r <= 0) {
        Path_Rect(p, x, y, w, h);
        return;
    }
    float k = r * (1 - KAPPA);
    Path_MoveTo(p, x + r, y);
    Path_LineTo(p, x + w - r, y);
    Path_CubicTo(p, x + w - k, y, x + w, y + k, x + w, y + r);
    Path_LineTo(p, x + w, y + h - r);
    Path_CubicTo(p, x + w, y + h - k, x + w - k, y + h, x + w - r, y + h);
    Path_LineTo(p, x + r, y + h);
    Path_CubicTo(p, x + k, y + h, x, y + h - k, x, y + h - r);
    Path_LineTo(p, x, y + r);
    Path_CubicTo(p, x, y + k, x + k, y, x + r, y);
    Path_Close(p);
}

void Path_Ellipse(Path *p, float cx, float cy, float rx, float ry)
{
    float kx = rx * KAPPA, ky = ry * KAPPA;
    Path_MoveTo(p, cx + rx, cy);
    Path_CubicTo(p, cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry);
    Path_CubicTo(p, cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy);
    Path_CubicTo(p, cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry);
    Path_CubicTo(p, cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy);
    Path_Close(p);
}

void Path_Polygon(Path *p, const float *xy, int n)
{
    Path_MoveTo(p, xy[0], xy[1]);
    for (int i = 1; i < n; i++) {
        Path_LineTo(p, xy[i * 2], xy[i * 2 + 1]);
    }
    Path_Close(p);
}

void Path_Line(Path *p, float x0, float y0, float x1, float y1, float width)
{
    float dx = x1 - x0, dy = y1 - y0;
    float len = sqrtf(dx * dx + dy * dy);
    if (len <= 0) {
        return;
    }
    float nx = -dy / len * width * 0.5f, ny = dx / len * width * 0.5f;
    float q[8] = {x0 + nx, y0 + ny, x1 + nx, y1 + ny, x1 - nx, y1 - ny, x0 - nx, y0 - ny};
    Path_Polygon(p, q, 4);
}

void Path_AddStroke(Path *dst, const Path *src, float width)
{
    Xf saved = dst->xf;
    dst->xf = Xf_Identity();
    for (int k = 0; k < src->contours; k++) {
        int s = src->starts[k], e = src->starts[k + 1];
        for (int i = s; i < e; i++) {
            int j = i + 1 < e ? i + 1 : s;
            const float *a = src->pts + i * 2, *b = src->pts + j * 2;
            Path_Line(dst, a[0], a[1], b[0], b[1], width);
            float dx = b[0] - a[0], dy = b[1] - a[1];
            /* Round joins only where the outline turns; along a flattened curve the quads already meet. */
            int h = i > s ? i - 1 : e - 1;
            const float *z = src->pts + h * 2;
            float ex = a[0] - z[0], ey = a[1] - z[1];
            float cross = ex * dy - ey * dx, dot = ex * dx + ey * dy;
            if (fabsf(cross) > 0.02f * fabsf(dot) || dot < 0) {
                Path_Ellipse(dst, a[0], a[1], width * 0.5f, width * 0.5f);
            }
        }
    }
    dst->xf = saved;
}

/* Adds one edge's signed area to the accumulation rows (w + 2 wide). */
static void accumulate_line(float *acc, int w, int h, float x0, float y0, float x1, float y1)
{
    if (y0 == y1) {
        return;
    }
    float dir = 1.0f;
    if (y0 > y1) {
        float t = x0;
        x0 = x1;
        x1 = t;
        t = y0;
        y0 = y1;
        y1 = t;
        dir = -1.0f;
    }
    float dxdy = (x1 - x0) / (y1 - y0);
    float x = x0;
    int ystart = (int)floorf(y0);
    if (y0 < 0) {
        x -= y0 * dxdy;
        ystart = 0;
    }
    int yend = (int)ceilf(y1);
    if (yend > h) {
        yend = h;
    }
    int stride = w + 2;
    for (int y = ystart; y < yend; y++) {
        float dy = fminf((float)(y + 1), y1) - fmaxf((float)y, y0);
        float xnext = x + dxdy * dy;
        float d = dy * dir;
        float xa = fminf(x, xnext), xb = fmaxf(x, xnext);
        /* Edges beyond the left side cover whole rows; beyond the right side, nothing. */
        xa = fminf(fmaxf(xa, 0.0f), (float)w);
        xb = fminf(fmaxf(xb, 0.0f), (float)w);
        float *row = acc + (size_t)y * (size_t)stride;
        float xaf = floorf(xa);
        int xai = (int)xaf;
        float xbc = ceilf(xb);
        int xbi = (int)xbc;
        if (xbi <= xai + 1) {
            float xm = 0.5f * (xa + xb) - xaf;
            row[xai] += d - d * xm;
            row[xai + 1] += d * xm;
        } else {
            float s = 1.0f / (xb - xa);
            float fa = xa - xaf;
            float a0 = 0.5f * s * (1 - fa) * (1 - fa);
            float fb = xb - xbc + 1.0f;
            float am = 0.5f * s * fb * fb;
            row[xai] += d * a0;
            if (xbi == xai + 2) {
                row[xai + 1] += d * (1 - a0 - am);
            } else {
                float a1 = s * (1.5f - fa);
                row[xai + 1] += d * (a1 - a0);
                for (int xi = xai + 2; xi < xbi - 1; xi++) {
                    row[xi] += d * s;
                }
                float a2 = a1 + (float)(xbi - xai - 3) * s;
                row[xbi - 1] += d * (1 - a2 - am);
            }
            row[xbi] += d * am;
        }
        x = xnext;
    }
}

static void blend(float *dst, float r, float g, float b, float a)
{
    float k = 1 - a;
    dst[0] = r + dst[0] * k;
    dst[1] = g + dst[1] * k;
    dst[2] = b + dst[2] * k;
    dst[3] = a + dst[3] * k;
}

static Rgba sample_shader(ShadeFn fn, void *user, int px, int py, int ss)
{
    Rgba sum = {0, 0, 0, 0};
    for (int j = 0; j < ss; j++) {
        for (int i = 0; i < ss; i++) {
            Rgba s = fn((float)px + ((float)i + 0.5f) / (float)ss, (float)py + ((float)j + 0.5f) / (float)ss, user);
            sum.r += s.r * s.a;
            sum.g += s.g * s.a;
            sum.b += s.b * s.a;
            sum.a += s.a;
        }
    }
    float n = (float)(ss * ss);
    Rgba avg = {sum.r / n, sum.g / n, sum.b / n, sum.a / n}; /* premultiplied */
    return avg;
}

static void fill_path(Canvas *c, const Path *p, Rgba colour, ShadeFn fn, void *user, int ss)
{
    if (p->contours == 0) {
        return;
    }
    float minx = 1e9f, miny = 1e9f, maxx = -1e9f, maxy = -1e9f;
    for (int i = p->starts[0]; i < p->starts[p->contours]; i++) {
        minx = fminf(minx, p->pts[i * 2]);
        maxx = fmaxf(maxx, p->pts[i * 2]);
        miny = fminf(miny, p->pts[i * 2 + 1]);
        maxy = fmaxf(maxy, p->pts[i * 2 + 1]);
    }
    int x0 = (int)floorf(minx), y0 = (int)floorf(miny);
    int x1 = (int)ceilf(maxx), y1 = (int)ceilf(maxy);
    x0 = x0 < 0 ? 0 : x0;
    y0 = y0 < 0 ? 0 : y0;
    x1 = x1 > c->w ? c->w : x1;
    y1 = y1 > c->h ? c->h : y1;
    if (x1 <= x0 || y1 <= y0) {
        return;
    }
    int w = x1 - x0, h = y1 - y0;
    float *acc = calloc((size_t)(w + 2) * (size_t)h, sizeof(float));
    if (!acc) {
        return;
    }
    for (int k = 0; k < p->contours; k++) {
        int s = p->starts[k], e = p->starts[k + 1];
        for (int i = s; i < e; i++) {
            int j = i + 1 < e ? i + 1 : s;
            accumulate_line(acc, w, h, p->pts[i * 2] - (float)x0, p->pts[i * 2 + 1] - (float)y0,
                            p->pts[j * 2] - (float)x0, p->pts[j * 2 + 1] - (float)y0);
        }
    }
    Rgba pre = {colour.r * colour.a, colour.g * colour.a, colour.b * colour.a, colour.a};
    for (int y = 0; y < h; y++) {
        float sum = 0;
        float *row = acc + (size_t)y * (size_t)(w + 2);
        for (int x = 0; x < w; x++) {
            sum += row[x];
            float cov = fminf(1.0f, fabsf(sum));
            if (cov < 1e-5f) {
                continue;
            }
            Rgba s = fn ? sample_shader(fn, user, x0 + x, y0 + y, ss) : pre;
            float *dst = c->px + ((size_t)(y0 + y) * (size_t)c->w + (size_t)(x0 + x)) * 4;
            blend(dst, s.r * cov, s.g * cov, s.b * cov, s.a * cov);
        }
    }
    free(acc);
}

void Canvas_FillPath(Canvas *c, const Path *p, Rgba colour)
{
    fill_path(c, p, colour, NULL, NULL, 1);
}

void Canvas_FillPathShaded(Canvas *c, const Path *p, ShadeFn fn, void *user, int ss)
{
    fill_path(c, p, (Rgba){0, 0, 0, 0}, fn, user, ss);
}

void Canvas_Shade(Canvas *c, int x0, int y0, int x1, int y1, ShadeFn fn, void *user, int ss)
{
    x0 = x0 < 0 ? 0 : x0;
    y0 = y0 < 0 ? 0 : y0;
    x1 = x1 > c->w ? c->w : x1;
    y1 = y1 > c->h ? c->h : y1;
    for (int y = y0; y < y1; y++) {
        for (int x = x0; x < x1; x++) {
            Rgba s = sample_shader(fn, user, x, y, ss);
            blend(c->px + ((size_t)y * (size_t)c->w + (size_t)x) * 4, s.r, s.g, s.b, s.a);
        }
    }
}

static void bilinear(const Canvas *src, float x, float y, float out[4])
{
    /* Texel centres sit at half-integers; outside the canvas is transparent. */
    x -= 0.5f;
    y -= 0.5f;
    int ix = (int)floorf(x), iy = (int)floorf(y);
    float fx = x - (float)ix, fy = y - (float)iy;
    out[0] = out[1] = out[2] = out[3] = 0;
    for (int j = 0; j < 2; j++) {
        for (int i = 0; i < 2; i++) {
            int sx = ix + i, sy = iy + j;
            if (sx < 0 || sy < 0 || sx >= src->w || sy >= src->h) {
                continue;
            }
            float wgt = (i ? fx : 1 - fx) * (j ? fy : 1 - fy);
            const float *s = src->px + ((size_t)sy * (size_t)src->w + (size_t)sx) * 4;
            for (int k = 0; k < 4; k++) {
                out[k] += s[k] * wgt;
            }
        }
    }
}

void Canvas_DrawTransformed(Canvas *c, const Canvas *src, Xf m, int ss)
{
    float det = m.a * m.d - m.b * m.c;
    if (fabsf(det) < 1e-9f) {
        return;
    }
    Xf inv = {m.d / det, -m.b / det, -m.c / det, m.a / det, 0, 0};
    inv.e = -(inv.a * m.e + inv.c * m.f);
    inv.f = -(inv.b * m.e + inv.d * m.f);
    float minx = 1e9f, miny = 1e9f, maxx = -1e9f, maxy = -1e9f;
    float corners[8] = {0, 0, (float)src->w, 0, 0, (float)src->h, (float)src->w, (float)src->h};
    for (int i = 0; i < 4; i++) {
        float tx, ty;
        Xf_Apply(m, corners[i * 2], corners[i * 2 + 1], &tx, &ty);
        minx = fminf(minx, tx);
        maxx = fmaxf(maxx, tx);
        miny = fminf(miny, ty);
        maxy = fmaxf(maxy, ty);
    }
    int x0 = (int)floorf(minx), x1 = (int)ceilf(maxx), y0 = (int)floorf(miny), y1 = (int)ceilf(maxy);
    x0 = x0 < 0 ? 0 : x0;
    y0 = y0 < 0 ? 0 : y0;
    x1 = x1 > c->w ? c->w : x1;
    y1 = y1 > c->h ? c->h : y1;
    float n = (float)(ss * ss);
    for (int y = y0; y < y1; y++) {
        for (int x = x0; x < x1; x++) {
            float acc[4] = {0, 0, 0, 0};
            for (int j = 0; j < ss; j++) {
                for (int i = 0; i < ss; i++) {
                    float sx, sy, v[4];
                    Xf_Apply(inv, (float)x + ((float)i + 0.5f) / (float)ss, (float)y + ((float)j + 0.5f) / (float)ss,
                             &sx, &sy);
                    bilinear(src, sx, sy, v);
                    for (int k = 0; k < 4; k++) {
                        acc[k] += v[k];
                    }
                }
            }
            if (acc[3] > 0) {
                blend(c->px + ((size_t)y * (size_t)c->w + (size_t)x) * 4, acc[0] / n, acc[1] / n, acc[2] / n,
                      acc[3] / n);
            }
        }
    }
}
