/* soft_blit.c: a sprite squeezed, turned and blended onto a 32-bit surface in one pass, for the software renderer. */
#include "soft_blit.h"

#include <math.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#define RUN 256 /* pixels fetched, then blended, at a time */

bool SoftBlit_CanDrawOn(const SDL_Surface *dst)
{
    const SDL_PixelFormat *f = dst != NULL ? dst->format : NULL;
    return f != NULL && f->BytesPerPixel == 4 && f->Rmask == 0x00FF0000u && f->Gmask == 0x0000FF00u &&
           f->Bmask == 0x000000FFu && (f->Amask == 0u || f->Amask == 0xFF000000u);
}

/* x * m / 255 for x and m in 0..255, exact for m of 0 and 255. */
static inline Uint32 Mul255(Uint32 x, Uint32 m)
{
    Uint32 p = x * m + 128u;
    return (p + (p >> 8)) >> 8;
}

/* The sprite's pixel tinted and faded by mod (only called when mod is not plain white). */
static inline Uint32 Modulate(Uint32 px, SDL_Color mod)
{
    return (Mul255(px >> 24, mod.a) << 24) | (Mul255((px >> 16) & 0xFFu, mod.r) << 16) |
           (Mul255((px >> 8) & 0xFFu, mod.g) << 8) | Mul255(px & 0xFFu, mod.b);
}

/* s over the opaque d by s's alpha, channel by channel: d + (s - d) * a, exact for a of 0 and 255. */
static inline Uint32 Over(Uint32 d, Uint32 s)
{
    Uint32 a = s >> 24;
    Uint32 aa = a + (a >> 7); /* 0..256 */
    Uint32 ia = 256u - aa;
    Uint32 rb = (((s & 0x00FF00FFu) * aa + (d & 0x00FF00FFu) * ia) >> 8) & 0x00FF00FFu;
    Uint32 g = (((s & 0x0000FF00u) * aa + (d & 0x0000FF00u) * ia) >> 8) & 0x0000FF00u;
    return 0xFF000000u | rb | g;
}

/* A run of n sprite pixels blended over the row's pixels: four at a time where the processor can. */
static void BlendRun(Uint32 *row, const Uint32 *px, int n)
{
    int i = 0;
#ifdef __SSE2__
    const __m128i zero = _mm_setzero_si128(), full = _mm_set1_epi32(255), k256 = _mm_set1_epi16(256);
    const __m128i opaque = _mm_set1_epi32((int)0xFF000000u);
    for (; i + 4 <= n; i += 4) {
        __m128i s = _mm_loadu_si128((const __m128i *)(px + i));
        __m128i a = _mm_srli_epi32(s, 24);
        if (_mm_movemask_epi8(_mm_cmpeq_epi32(a, zero)) == 0xFFFF) {
            continue; /* four clear pixels (a shadow's edge, a card's corners) */
        }
        if (_mm_movemask_epi8(_mm_cmpeq_epi32(a, full)) == 0xFFFF) {
            _mm_storeu_si128((__m128i *)(row + i), s); /* four opaque ones: no need to wait for the row's */
            continue;
        }
        __m128i d = _mm_loadu_si128((const __m128i *)(row + i));
        __m128i aa = _mm_add_epi32(a, _mm_srli_epi32(a, 7));
        aa = _mm_or_si128(aa, _mm_slli_epi32(aa, 16));
        __m128i aaLo = _mm_unpacklo_epi32(aa, aa), aaHi = _mm_unpackhi_epi32(aa, aa);
        __m128i lo = _mm_add_epi16(_mm_mullo_epi16(_mm_unpacklo_epi8(s, zero), aaLo),
                                   _mm_mullo_epi16(_mm_unpacklo_epi8(d, zero), _mm_sub_epi16(k256, aaLo)));
        __m128i hi = _mm_add_epi16(_mm_mullo_epi16(_mm_unpackhi_epi8(s, zero), aaHi),
                                   _mm_mullo_epi16(_mm_unpackhi_epi8(d, zero), _mm_sub_epi16(k256, aaHi)));
        __m128i out = _mm_packus_epi16(_mm_srli_epi16(lo, 8), _mm_srli_epi16(hi, 8));
        _mm_storeu_si128((__m128i *)(row + i), _mm_or_si128(out, opaque));
    }
#endif
    for (; i < n; i++) {
        Uint32 a = px[i] >> 24;
        if (a != 0) {
            row[i] = a == 255 ? px[i] : Over(row[i], px[i]);
        }
    }
}

/* Narrows [*xa, *xb] to the x (real) where 0 <= f0 + x * df < hi. */
static void Narrow(double f0, double df, double hi, double *xa, double *xb)
{
    if (df > 1e-12 || df < -1e-12) {
        double x0 = (0.0 - f0) / df, x1 = (hi - f0) / df;
        double lo = x0 < x1 ? x0 : x1, up = x0 < x1 ? x1 : x0;
        *xa = lo > *xa ? lo : *xa;
        *xb = up < *xb ? up : *xb;
    } else if (f0 < 0.0 || f0 >= hi) {
        *xb = *xa - 1.0; /* never inside on this row */
    }
}

void SoftBlit_Transformed(SDL_Surface *dst, const SDL_Rect *clip, const SoftImage *src, const SDL_FRect *r,
                          double angleDeg, SDL_Color mod)
{
    if (src->w <= 0 || src->h <= 0 || r->w <= 0.0f || r->h <= 0.0f || mod.a == 0) {
        return;
    }
    double rad = angleDeg * 3.14159265358979323846 / 180.0;
    double c = cos(rad), s = sin(rad);
    double cx = r->x + r->w * 0.5, cy = r->y + r->h * 0.5;
    double hw = r->w * 0.5, hh = r->h * 0.5;
    /* The turned rectangle's rows, within the clip and the surface. */
    double ext = fabs(hh * c) + fabs(hw * s);
    SDL_Rect area = {0, 0, dst->w, dst->h};
    if (clip != NULL && !SDL_IntersectRect(&area, clip, &area)) {
        return;
    }
    int y0 = (int)floor(cy - ext), y1 = (int)ceil(cy + ext);
    y0 = y0 < area.y ? area.y : y0;
    y1 = y1 > area.y + area.h ? area.y + area.h : y1;
    /* A destination pixel's centre p maps back to the source at ((p - centre) turned back) scaled. */
    double kx = src->w / (double)r->w, ky = src->h / (double)r->h;
    double dudx = c * kx, dvdx = -s * ky;
    Sint32 du = (Sint32)lround(dudx * 65536.0), dv = (Sint32)lround(dvdx * 65536.0);
    bool plain = mod.r == 255 && mod.g == 255 && mod.b == 255 && mod.a == 255;
    Sint32 lastU = src->w - 1, lastV = src->h - 1;
    Uint32 run[RUN];
    for (int y = y0; y < y1; y++) {
        double dy = y + 0.5 - cy;
        /* u and v at x = 0 (whose centre is at 0.5). */
        double u0 = ((0.5 - cx) * c + dy * s) * kx + src->w * 0.5;
        double v0 = (-(0.5 - cx) * s + dy * c) * ky + src->h * 0.5;
        double xa = area.x, xb = area.x + area.w - 1;
        Narrow(u0, dudx, src->w, &xa, &xb);
        Narrow(v0, dvdx, src->h, &xa, &xb);
        int xs = (int)ceil(xa - 1e-9), xe = (int)floor(xb + 1e-9);
        xs = xs < area.x ? area.x : xs;
        xe = xe > area.x + area.w - 1 ? area.x + area.w - 1 : xe;
        if (xs > xe) {
            continue;
        }
        Sint32 u = (Sint32)lround((u0 + xs * dudx) * 65536.0), v = (Sint32)lround((v0 + xs * dvdx) * 65536.0);
        Uint32 *row = (Uint32 *)((Uint8 *)dst->pixels + (size_t)y * (size_t)dst->pitch);
        /* Fetch a run of the sprite's pixels, then blend the run: the fetches (a turned walk through the
           sprite, mostly cache misses) overlap one another instead of waiting on each blend. */
        for (int x = xs; x <= xe; x += RUN) {
            int n = xe - x + 1 < RUN ? xe - x + 1 : RUN;
            for (int i = 0; i < n; i++, u += du, v += dv) {
                /* Rounding at the rectangle's edge may step half a pixel out: stay on the image. */
                Sint32 ui = u >> 16, vi = v >> 16;
                ui = ui < 0 ? 0 : (ui > lastU ? lastU : ui);
                vi = vi < 0 ? 0 : (vi > lastV ? lastV : vi);
                run[i] = src->pixels[(size_t)vi * (size_t)src->pitch + (size_t)ui];
            }
            if (plain == false) {
                for (int i = 0; i < n; i++) {
                    run[i] = Modulate(run[i], mod);
                }
            }
            BlendRun(row + x, run, n);
        }
    }
}
