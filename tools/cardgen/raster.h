/* raster.h: a small antialiased vector rasteriser on float RGBA canvases, for the card art generator. */
#ifndef PARLOUR_CARDGEN_RASTER_H
#define PARLOUR_CARDGEN_RASTER_H

#include <SDL_ttf.h>
#include <stdbool.h>

#define ART_PI 3.14159265358979323846

/* A straight (not premultiplied) colour, components 0..1. */
typedef struct Rgba {
    float r, g, b, a;
} Rgba;

/* Premultiplied RGBA floats, row-major; pixel (x, y) covers [x, x+1) x [y, y+1). */
typedef struct Canvas {
    int w, h;
    float *px;
} Canvas;

/* An affine map: x' = a x + c y + e, y' = b x + d y + f. */
typedef struct Xf {
    float a, b, c, d, e, f;
} Xf;

/* Polylines of flattened contours in canvas pixels, each normalised to one winding. */
typedef struct Path {
    float *pts; /* x, y pairs */
    int count, cap;
    int *starts; /* first point of each closed contour, then one past the end */
    int contours, startCap;
    int open; /* first point of the contour being built, or -1 */
    bool hole;
    Xf xf;
} Path;

typedef Rgba (*ShadeFn)(float x, float y, void *user);

Rgba Rgba_Hex(unsigned rgb, float alpha);
Rgba Rgba_Mix(Rgba a, Rgba b, float t);

bool Canvas_Init(Canvas *c, int w, int h);
void Canvas_Free(Canvas *c);

Xf Xf_Identity(void);
Xf Xf_Mul(Xf outer, Xf inner); /* inner first, then outer */
/* Maps a unit design to (x, y): scaled by s (sx and sy), rotated by deg (clockwise, y down). */
Xf Xf_Place(float x, float y, float sx, float sy, float deg);
/* The half turn about (cx, cy), used for the lower half of a card. */
Xf Xf_HalfTurn(float cx, float cy);
void Xf_Apply(Xf m, float x, float y, float *ox, float *oy);

void Path_Init(Path *p);
void Path_Free(Path *p);
void Path_Reset(Path *p);       /* empties the path and resets its transform */
void Path_SetXf(Path *p, Xf m); /* applies to points added from now on */
/* Contours added while hole is set wind the other way and cut out of the others. */
void Path_SetHole(Path *p, bool hole);
void Path_MoveTo(Path *p, float x, float y);
void Path_LineTo(Path *p, float x, float y);
void Path_CubicTo(Path *p, float x1, float y1, float x2, float y2, float x3, float y3);
void Path_Close(Path *p);
void Path_Rect(Path *p, float x, float y, float w, float h);
void Path_RoundRect(Path *p, float x, float y, float w, float h, float r);
void Path_Ellipse(Path *p, float cx, float cy, float rx, float ry);
void Path_Polygon(Path *p, const float *xy, int n);
/* A straight stroke from (x0, y0) to (x1, y1), width wide, with square-cut ends. */
void Path_Line(Path *p, float x0, float y0, float x1, float y1, float width);

/* The outline of every contour of src, width wide (round joins), added to dst as filled shapes. */
void Path_AddStroke(Path *dst, const Path *src, float width);

/* Composites colour over the canvas through the path's exact area coverage. */
void Canvas_FillPath(Canvas *c, const Path *p, Rgba colour);
/* As Canvas_FillPath, the colour from fn averaged over ss x ss samples per pixel. */
void Canvas_FillPathShaded(Canvas *c, const Path *p, ShadeFn fn, void *user, int ss);
/* Composites fn (supersampled ss x ss) over the pixels of [x0, x1) x [y0, y1). */
void Canvas_Shade(Canvas *c, int x0, int y0, int x1, int y1, ShadeFn fn, void *user, int ss);
/* Composites src over c mapped by m (src pixels to c pixels), sampled ss x ss with bilinear filtering. */
void Canvas_DrawTransformed(Canvas *c, const Canvas *src, Xf m, int ss);

/*
 * Text, box-filtered from a large rendering so any size and squeeze stays
 * crisp. The text's ink is centred on cx; its capitals span capTop to
 * capTop + capH (descenders hang below); sx squeezes it horizontally.
 * m maps this layout to the canvas and must not rotate except by a half
 * turn. Returns the ink width in layout pixels.
 */
float Text_Draw(Canvas *c, TTF_Font *font, const char *utf8, float cx, float capTop, float capH, float sx, Xf m,
                Rgba colour);
float Text_Width(TTF_Font *font, const char *utf8, float capH, float sx);

#endif
