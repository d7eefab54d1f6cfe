/* png_file.c: PNG decoding and writing with libpng's own API. */
#include "png_file.h"

#include <png.h>
#include <stdio.h>

/*
 * SDL2_image was linked only to decode the card cells and write screenshots, and it brought libtiff, libjpeg,
 * libwebp, LERC and with it libstdc++ into every start: eight more libraries, about 5 ms of CPU before main.
 * libpng itself is loaded anyway (FreeType needs it). Decoding applies what SDL2_image's libpng path does
 * (16-bit to 8, palettes and grey to RGB, tRNS to alpha, an opaque alpha added), so the pixels are the same.
 */

typedef struct Reader {
    const png_byte *data;
    size_t size, at;
} Reader;

static void ReadMemory(png_structp png, png_bytep out, png_size_t n)
{
    Reader *r = png_get_io_ptr(png);
    if (n > r->size - r->at) {
        png_error(png, "the image is cut short");
    }
    SDL_memcpy(out, r->data + r->at, n);
    r->at += n;
}

static void OnError(png_structp png, png_const_charp message)
{
    SDL_SetError("%s", message);
    png_longjmp(png, 1);
}

static void OnWarning(png_structp png, png_const_charp message)
{
    (void)png;
    (void)message; /* a warning (an unknown chunk, say) does not spoil the image */
}

SDL_Surface *PngFile_Decode(const void *data, size_t size)
{
    if (size < 8 || png_sig_cmp(data, 0, 8) != 0) {
        SDL_SetError("not a PNG image");
        return NULL;
    }
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, OnError, OnWarning);
    png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        SDL_SetError("out of memory");
        return NULL;
    }
    Reader reader = {data, size, 0};
    /* Volatile: assigned between setjmp and a possible longjmp, and freed after it. */
    SDL_Surface *volatile surface = NULL;
    png_bytep *volatile rows = NULL;
    if (setjmp(png_jmpbuf(png))) {
        SDL_free(rows);
        SDL_FreeSurface(surface);
        png_destroy_read_struct(&png, &info, NULL);
        return NULL; /* OnError has set the message */
    }
    png_set_read_fn(png, &reader, ReadMemory);
    png_read_info(png, info);
    png_uint_32 w = 0, h = 0;
    int depth = 0, colour = 0;
    png_get_IHDR(png, info, &w, &h, &depth, &colour, NULL, NULL, NULL);
    png_set_strip_16(png);
    png_set_interlace_handling(png);
    png_set_packing(png);
    if (colour == PNG_COLOR_TYPE_PALETTE) {
        png_set_palette_to_rgb(png);
    }
    if (colour == PNG_COLOR_TYPE_GRAY && depth < 8) {
        png_set_expand_gray_1_2_4_to_8(png);
    }
    if (png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_set_tRNS_to_alpha(png);
    }
    if (colour == PNG_COLOR_TYPE_GRAY || colour == PNG_COLOR_TYPE_GRAY_ALPHA) {
        png_set_gray_to_rgb(png);
    }
    png_set_bgr(png);                               /* B, G, R, A in memory: ARGB8888 on a little-endian machine */
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);    /* an opaque alpha where the image has none */
    png_read_update_info(png, info);
    if (w == 0 || h == 0 || w > 16384 || h > 16384 || png_get_rowbytes(png, info) != (size_t)w * 4) {
        png_error(png, "an image of a size or kind the game does not use");
    }
    surface = SDL_CreateRGBSurfaceWithFormat(0, (int)w, (int)h, 32, SDL_PIXELFORMAT_BGRA32);
    rows = SDL_malloc(sizeof(png_bytep) * h);
    if (surface == NULL || rows == NULL) {
        png_error(png, "out of memory");
    }
    for (png_uint_32 y = 0; y < h; y++) {
        rows[y] = (png_bytep)surface->pixels + (size_t)y * (size_t)surface->pitch;
    }
    png_read_image(png, rows);
    png_read_end(png, NULL);
    SDL_free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    return surface;
}

int PngFile_Save(SDL_Surface *surface, const char *path)
{
    SDL_Surface *rgba = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGBA32, 0);
    if (rgba == NULL) {
        return -1;
    }
    FILE *volatile f = fopen(path, "wb");
    if (f == NULL) {
        SDL_SetError("cannot open %s for writing", path);
        SDL_FreeSurface(rgba);
        return -1;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, OnError, OnWarning);
    png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
    png_bytep *volatile rows = NULL;
    if (info == NULL || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        SDL_free(rows);
        SDL_FreeSurface(rgba);
        fclose(f);
        if (info == NULL) {
            SDL_SetError("out of memory");
        }
        return -1;
    }
    rows = SDL_malloc(sizeof(png_bytep) * (size_t)rgba->h);
    if (rows == NULL) {
        png_error(png, "out of memory");
    }
    for (int y = 0; y < rgba->h; y++) {
        rows[y] = (png_bytep)rgba->pixels + (size_t)y * (size_t)rgba->pitch;
    }
    png_init_io(png, f);
    png_set_IHDR(png, info, (png_uint_32)rgba->w, (png_uint_32)rgba->h, 8, PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    png_write_image(png, rows);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    SDL_free(rows);
    SDL_FreeSurface(rgba);
    if (fclose(f) != 0) {
        SDL_SetError("could not finish writing %s", path);
        return -1;
    }
    return 0;
}
