/* text.c: fonts opened per pixel size, and rendered lines kept as textures until unused. */
#include "text.h"

#include "frame_print.h"
#include "layout_record.h"

#include <SDL_ttf.h>
#include <stdlib.h>
#include <string.h>

static const char *const kFontFiles[FONT_FACE_COUNT] = {
    "fonts/DejaVuSans.ttf", "fonts/DejaVuSans-Bold.ttf", "fonts/DejaVuSerif-Bold.ttf"};

#define MAX_FONTS 32
#define MAX_LINES 384
#define MAX_LINE_TEXT 160

typedef struct OpenFont {
    FontFace face;
    int px;
    TTF_Font *font;
} OpenFont;

typedef struct CachedLine {
    FontFace face;
    int px;
    Uint32 hash;
    char text[MAX_LINE_TEXT];
    SDL_Texture *tex;
    SDL_Renderer *renderer;
    int w, h;
    Uint32 lastUsed;
} CachedLine;

typedef struct TextCache {
    char paths[FONT_FACE_COUNT][1024];
    OpenFont fonts[MAX_FONTS];
    int fontCount;
    CachedLine lines[MAX_LINES];
    Uint32 clock;
} TextCache;

static TextCache cache;

bool Text_Init(const char *assetDir, char *err, size_t errSize)
{
    memset(&cache, 0, sizeof cache);
    if (!TTF_WasInit() && TTF_Init() != 0) {
        SDL_snprintf(err, errSize, "Could not start the font renderer: %s", TTF_GetError());
        return false;
    }
    for (int f = 0; f < FONT_FACE_COUNT; f++) {
        SDL_snprintf(cache.paths[f], sizeof cache.paths[f], "%s/%s", assetDir, kFontFiles[f]);
        TTF_Font *probe = TTF_OpenFont(cache.paths[f], 16);
        if (probe == NULL) {
            SDL_snprintf(err, errSize,
                         "The font %s is missing or damaged (%s). Rebuild with 'cmake --build build' or reinstall "
                         "Parlour.",
                         cache.paths[f], TTF_GetError());
            return false;
        }
        TTF_CloseFont(probe);
    }
    return true;
}

void Text_Flush(void)
{
    for (int i = 0; i < MAX_LINES; i++) {
        if (cache.lines[i].tex != NULL) {
            SDL_DestroyTexture(cache.lines[i].tex);
        }
        memset(&cache.lines[i], 0, sizeof cache.lines[i]);
    }
}

void Text_Shutdown(void)
{
    Text_Flush();
    for (int i = 0; i < cache.fontCount; i++) {
        TTF_CloseFont(cache.fonts[i].font);
    }
    cache.fontCount = 0;
    if (TTF_WasInit()) {
        TTF_Quit();
    }
}

static TTF_Font *FontAt(FontFace face, int px)
{
    for (int i = 0; i < cache.fontCount; i++) {
        if (cache.fonts[i].face == face && cache.fonts[i].px == px) {
            return cache.fonts[i].font;
        }
    }
    if (cache.fontCount == MAX_FONTS) {
        /* Rare (many window sizes in one run): start over rather than grow. */
        Text_Flush();
        for (int i = 0; i < cache.fontCount; i++) {
            TTF_CloseFont(cache.fonts[i].font);
        }
        cache.fontCount = 0;
    }
    TTF_Font *font = TTF_OpenFont(cache.paths[face], px);
    if (font == NULL) {
        return NULL;
    }
    TTF_SetFontHinting(font, TTF_HINTING_LIGHT);
    cache.fonts[cache.fontCount].face = face;
    cache.fonts[cache.fontCount].px = px;
    cache.fonts[cache.fontCount].font = font;
    cache.fontCount++;
    return font;
}

/* No text smaller than this many pixels: at the smallest window (800x600, a scale of 0.625) the small
   text of the 1280x720 design would be 10-11 px, below what reads comfortably. */
#define TEXT_MIN_PX 12

static int PixelSize(const Gfx *gfx, float size)
{
    int px = (int)(size * gfx->scale + 0.5f);
    return px < TEXT_MIN_PX ? TEXT_MIN_PX : px;
}

static Uint32 Hash(const char *s)
{
    Uint32 h = 2166136261u;
    for (; *s != '\0'; s++) {
        h = (h ^ (Uint8)*s) * 16777619u;
    }
    return h;
}

static CachedLine *LineFor(Gfx *gfx, FontFace face, int px, const char *text)
{
    Uint32 h = Hash(text);
    size_t len = strlen(text);
    cache.clock++;
    CachedLine *oldest = NULL; /* the slot to reuse: an empty one, else the least recently used */
    for (int i = 0; i < MAX_LINES; i++) {
        CachedLine *l = &cache.lines[i];
        if (l->tex != NULL && l->hash == h && l->px == px && l->face == face && l->renderer == gfx->renderer &&
            len < MAX_LINE_TEXT && strcmp(l->text, text) == 0) {
            l->lastUsed = cache.clock;
            return l;
        }
        if (l->tex == NULL) {
            if (oldest == NULL || oldest->tex != NULL) {
                oldest = l;
            }
        } else if (oldest == NULL || (oldest->tex != NULL && l->lastUsed < oldest->lastUsed)) {
            oldest = l;
        }
    }
    TTF_Font *font = FontAt(face, px);
    if (font == NULL) {
        return NULL;
    }
    SDL_Color white = {255, 255, 255, 255};
    SDL_Surface *s = TTF_RenderUTF8_Blended(font, text, white);
    if (s == NULL) {
        return NULL;
    }
    SDL_Texture *tex = SDL_CreateTextureFromSurface(gfx->renderer, s);
    int w = s->w;
    int hgt = s->h;
    SDL_FreeSurface(s);
    if (tex == NULL) {
        return NULL;
    }
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    if (oldest->tex != NULL) {
        SDL_DestroyTexture(oldest->tex);
    }
    oldest->face = face;
    oldest->px = px;
    oldest->hash = h;
    oldest->renderer = gfx->renderer;
    /* Long texts are cached under their hash only; such a line is drawn again each time it is evicted. */
    SDL_strlcpy(oldest->text, len < MAX_LINE_TEXT ? text : "", sizeof oldest->text);
    oldest->tex = tex;
    oldest->w = w;
    oldest->h = hgt;
    oldest->lastUsed = cache.clock;
    return oldest;
}

float Text_Width(Gfx *gfx, const TextStyle *style, const char *utf8)
{
    if (utf8 == NULL || utf8[0] == '\0') {
        return 0.0f;
    }
    TTF_Font *font = FontAt(style->face, PixelSize(gfx, style->size));
    int w = 0;
    if (font == NULL || TTF_SizeUTF8(font, utf8, &w, NULL) != 0) {
        return 0.0f;
    }
    return (float)w / gfx->scale;
}

float Text_LineHeight(Gfx *gfx, const TextStyle *style)
{
    TTF_Font *font = FontAt(style->face, PixelSize(gfx, style->size));
    return font != NULL ? (float)TTF_FontLineSkip(font) / gfx->scale : style->size * 1.2f;
}

float Text_Draw(Gfx *gfx, const TextStyle *style, float x, float y, const char *utf8)
{
    if (utf8 == NULL || utf8[0] == '\0') {
        return 0.0f;
    }
    CachedLine *line = LineFor(gfx, style->face, PixelSize(gfx, style->size), utf8);
    if (line == NULL) {
        return 0.0f;
    }
    float wUnits = (float)line->w / gfx->scale;
    float left = x;
    if (style->align == TEXT_CENTER) {
        left = x - wUnits * 0.5f;
    } else if (style->align == TEXT_RIGHT) {
        left = x - wUnits;
    }
    /* Snap to whole pixels so glyphs stay sharp. */
    SDL_Rect dst;
    dst.x = (int)(gfx->originX + left * gfx->scale + 0.5f);
    dst.y = (int)(gfx->originY + y * gfx->scale + 0.5f);
    dst.w = line->w;
    dst.h = line->h;
    SDL_FRect printed = {(float)dst.x, (float)dst.y, (float)dst.w, (float)dst.h};
    FramePrint_Add(0x100u + (uint32_t)style->face, &printed, style->color, (float)line->px);
    FramePrint_AddText(utf8);
    if (LayoutRecord_On()) {
        /* A dark, see-through copy is a drop shadow under the real words. Recorded in a dry frame too, so that the
           live layout check reads whole games without rasterising them. */
        bool shadow = style->color.a < 255 && style->color.r < 40 && style->color.g < 40 && style->color.b < 40;
        SDL_FRect r = {left, y, wUnits, (float)line->h / gfx->scale};
        LayoutRecord_Add(LAYOUT_TEXT, r, PixelSize(gfx, style->size), shadow, utf8);
    }
    if (FramePrint_Dry()) {
        return wUnits;
    }
    SDL_SetTextureColorMod(line->tex, style->color.r, style->color.g, style->color.b);
    SDL_SetTextureAlphaMod(line->tex, style->color.a);
    SDL_RenderCopy(gfx->renderer, line->tex, NULL, &dst);
    return wUnits;
}

static float DrawWrapped(Gfx *gfx, const TextStyle *style, float x, float y, float width, const char *utf8, bool draw);

float Text_DrawWrapped(Gfx *gfx, const TextStyle *style, float x, float y, float width, const char *utf8, bool draw)
{
    if (!draw || !LayoutRecord_On()) {
        return DrawWrapped(gfx, style, x, y, width, utf8, draw);
    }
    /* A paragraph keeps to its width (a single word longer than the width is an overflow). */
    float left = style->align == TEXT_CENTER ? x - width * 0.5f : (style->align == TEXT_RIGHT ? x - width : x);
    LayoutRecord_PushBounds((SDL_FRect){left, y - 1.0f, width, 100000.0f});
    float h = DrawWrapped(gfx, style, x, y, width, utf8, draw);
    LayoutRecord_PopBounds();
    return h;
}

/*
 * The bytes of word (len bytes, in line at its end) that fit in width with what the line holds before it (used
 * bytes): whole characters, at least one, and after the last '/' that fits when there is one (else the last '-'),
 * so a long path breaks between its folders. Searched by halves: a 1,000-character path takes ten measurements.
 */
static size_t FitPart(Gfx *gfx, const TextStyle *style, char *line, size_t used, size_t len, float width)
{
    size_t lo = 0, hi = len; /* lo bytes fit; more than hi do not */
    while (lo < hi) {
        size_t mid = lo + (hi - lo + 1) / 2;
        while (mid > lo && ((unsigned char)line[used + mid] & 0xC0u) == 0x80u) {
            mid--; /* never into a UTF-8 sequence */
        }
        if (mid == lo) {
            break;
        }
        char keep = line[used + mid];
        line[used + mid] = '\0';
        bool fits = Text_Width(gfx, style, line) <= width;
        line[used + mid] = keep;
        if (fits) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    if (lo == 0) {
        lo = 1; /* one character always goes, so the text moves on */
        while (lo < len && ((unsigned char)line[used + lo] & 0xC0u) == 0x80u) {
            lo++;
        }
        return lo;
    }
    static const char kBreaks[] = "/-"; /* between folders first, else within a hyphened name */
    for (const char *b = kBreaks; *b != '\0'; b++) {
        for (size_t i = lo; i > 1; i--) {
            if (line[used + i - 1] == *b) {
                return i;
            }
        }
    }
    return lo;
}

static float DrawWrapped(Gfx *gfx, const TextStyle *style, float x, float y, float width, const char *utf8, bool draw)
{
    float lineH = Text_LineHeight(gfx, style);
    float cy = y;
    /* A line never holds more than the whole text: a paragraph of any length is wrapped whole, never cut. */
    size_t total = strlen(utf8);
    char small[512];
    char *line = total < sizeof small ? small : malloc(total + 1);
    if (line == NULL) {
        return 0.0f;
    }
    const char *p = utf8;
    while (*p != '\0') {
        /* Take whole words while the line still fits; a word wider than the whole line is broken where it must. */
        size_t used = 0;
        const char *q = p;
        line[0] = '\0';
        while (*q != '\0' && *q != '\n') {
            const char *wordEnd = q;
            while (*wordEnd == ' ') {
                wordEnd++;
            }
            while (*wordEnd != '\0' && *wordEnd != ' ' && *wordEnd != '\n') {
                wordEnd++;
            }
            size_t add = (size_t)(wordEnd - q);
            memcpy(line + used, q, add);
            line[used + add] = '\0';
            if (Text_Width(gfx, style, line) > width) {
                if (used > 0) {
                    line[used] = '\0'; /* the word starts the next line */
                    break;
                }
                size_t part = FitPart(gfx, style, line, 0, add, width);
                line[part] = '\0';
                used = part;
                q += part;
                break;
            }
            used += add;
            q = wordEnd;
        }
        if (used == 0 && *q != '\0' && *q != '\n') {
            q++; /* never stall */
        }
        if (draw) {
            const char *start = line;
            while (*start == ' ') {
                start++;
            }
            Text_Draw(gfx, style, x, cy, start);
        }
        cy += lineH;
        while (*q == ' ') {
            q++;
        }
        if (*q == '\n') {
            q++;
        }
        p = q;
    }
    if (line != small) {
        free(line);
    }
    return cy - y;
}

bool Text_Fit(Gfx *gfx, const TextStyle *style, const char *utf8, float maxWidth, char *out, size_t outSize)
{
    if (outSize == 0) {
        return false;
    }
    SDL_strlcpy(out, utf8 != NULL ? utf8 : "", outSize);
    size_t n = strlen(out);
    if (n == 0 || Text_Width(gfx, style, out) <= maxWidth) {
        return false;
    }
    static const char kEllipsis[] = "\xE2\x80\xA6";
    char buf[512];
    if (n > sizeof buf - sizeof kEllipsis) {
        n = sizeof buf - sizeof kEllipsis;
    }
    memcpy(buf, out, n);
    for (;;) {
        /* Back one whole character (never into a UTF-8 sequence), then past any spaces before it. */
        while (n > 0 && ((unsigned char)buf[n - 1] & 0xC0u) == 0x80u) {
            n--;
        }
        if (n > 0) {
            n--;
        }
        while (n > 0 && buf[n - 1] == ' ') {
            n--;
        }
        memcpy(buf + n, kEllipsis, sizeof kEllipsis);
        if (n == 0 || Text_Width(gfx, style, buf) <= maxWidth) {
            break;
        }
    }
    SDL_strlcpy(out, buf, outSize);
    return true;
}

float Text_DrawFit(Gfx *gfx, const TextStyle *style, float x, float y, float maxWidth, const char *utf8)
{
    char fitted[512];
    Text_Fit(gfx, style, utf8, maxWidth, fitted, sizeof fitted);
    return Text_Draw(gfx, style, x, y, fitted);
}

float Text_DrawFitName(Gfx *gfx, const TextStyle *style, float x, float y, float maxWidth, const char *name,
                       const char *after)
{
    char fitted[256], line[512];
    float room = maxWidth - Text_Width(gfx, style, after);
    Text_Fit(gfx, style, name, room, fitted, sizeof fitted);
    SDL_snprintf(line, sizeof line, "%s%s", fitted, after);
    return Text_Draw(gfx, style, x, y, line);
}
