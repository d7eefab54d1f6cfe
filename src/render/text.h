/* text.h: text drawn with SDL2_ttf at the real pixel size it is shown at, with a texture cache. */
#ifndef PARLOUR_RENDER_TEXT_H
#define PARLOUR_RENDER_TEXT_H

#include "gfx.h"

#include <stdbool.h>
#include <stddef.h>

typedef enum FontFace { FONT_SANS, FONT_SANS_BOLD, FONT_SERIF_BOLD, FONT_FACE_COUNT } FontFace;
typedef enum TextAlign { TEXT_LEFT, TEXT_CENTER, TEXT_RIGHT } TextAlign;

typedef struct TextStyle {
    FontFace face;
    float size; /* in layout units (the font's pixel size at a 1280x720 window) */
    SDL_Color color;
    TextAlign align;
} TextStyle;

/* Opens the fonts from assetDir/fonts; false with a message naming the missing or corrupt file. */
bool Text_Init(const char *assetDir, char *err, size_t errSize);
void Text_Shutdown(void);
/* Drops cached textures (after the renderer's output size changes). */
void Text_Flush(void);

/* Draws one line with its top at y; x is the left, centre or right edge per align. Returns its width in units. */
float Text_Draw(Gfx *gfx, const TextStyle *style, float x, float y, const char *utf8);
float Text_Width(Gfx *gfx, const TextStyle *style, const char *utf8);
float Text_LineHeight(Gfx *gfx, const TextStyle *style);
/* Wraps at word boundaries to width units; returns the height drawn. draw=false only measures. */
float Text_DrawWrapped(Gfx *gfx, const TextStyle *style, float x, float y, float width, const char *utf8, bool draw);

/* Copies utf8 into out, cut at a character and ended with an ellipsis if it is wider than maxWidth units (a long
   player name in a fixed box); true if it was cut. */
bool Text_Fit(Gfx *gfx, const TextStyle *style, const char *utf8, float maxWidth, char *out, size_t outSize);
/* Text_Draw of the line cut to maxWidth units as Text_Fit cuts it. */
float Text_DrawFit(Gfx *gfx, const TextStyle *style, float x, float y, float maxWidth, const char *utf8);
/* One line, name then after ("Ada  ·  Gamepad 1"), with only the name cut so that the line fits maxWidth. */
float Text_DrawFitName(Gfx *gfx, const TextStyle *style, float x, float y, float maxWidth, const char *name,
                       const char *after);

static inline TextStyle Text_Style(FontFace face, float size, SDL_Color color, TextAlign align)
{
    TextStyle s = {face, size, color, align};
    return s;
}

#endif
