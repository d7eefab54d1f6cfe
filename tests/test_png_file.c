/* test_png_file.c: the game's own PNG reading and writing (libpng), against SDL2_image's reading of the same files. */
#define _POSIX_C_SOURCE 200809L

#include "render/png_file.h"
#include "temp_dir.h"

#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

static char dir[512];

static int Setup(void **state)
{
    (void)state;
    return TempDir_Make(dir, sizeof dir, "png") ? 0 : -1;
}

static int Teardown(void **state)
{
    (void)state;
    TempDir_Remove(dir);
    return 0;
}

static unsigned char *ReadAll(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *data = malloc((size_t)n);
    assert_non_null(data);
    assert_int_equal(fread(data, 1, (size_t)n, f), (size_t)n);
    fclose(f);
    *size = (size_t)n;
    return data;
}

/* Every pixel of a and b, as RGBA bytes. */
static void AssertSamePixels(SDL_Surface *a, SDL_Surface *b)
{
    SDL_Surface *ca = SDL_ConvertSurfaceFormat(a, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_Surface *cb = SDL_ConvertSurfaceFormat(b, SDL_PIXELFORMAT_RGBA32, 0);
    assert_non_null(ca);
    assert_non_null(cb);
    assert_int_equal(ca->w, cb->w);
    assert_int_equal(ca->h, cb->h);
    for (int y = 0; y < ca->h; y++) {
        assert_memory_equal((Uint8 *)ca->pixels + y * ca->pitch, (Uint8 *)cb->pixels + y * cb->pitch,
                            (size_t)ca->w * 4);
    }
    SDL_FreeSurface(ca);
    SDL_FreeSurface(cb);
}

/* A picture with every alpha and many colours, written by the game, read back by it and by SDL2_image. */
static void test_round_trip_matches_sdl_image(void **state)
{
    (void)state;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, 67, 41, 32, SDL_PIXELFORMAT_ARGB8888);
    assert_non_null(s);
    for (int y = 0; y < s->h; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + y * s->pitch);
        for (int x = 0; x < s->w; x++) {
            Uint32 a = (Uint32)(x * 4 + y) & 0xFFu;
            row[x] = (a << 24) | ((Uint32)(x * 37) & 0xFFu) << 16 | ((Uint32)(y * 59) & 0xFFu) << 8 | (Uint32)(x ^ y);
        }
    }
    char path[600];
    snprintf(path, sizeof path, "%s/round.png", dir);
    assert_int_equal(PngFile_Save(s, path), 0);
    size_t size = 0;
    unsigned char *data = ReadAll(path, &size);
    SDL_Surface *ours = PngFile_Decode(data, size);
    assert_non_null(ours);
    assert_int_equal(ours->format->format, SDL_PIXELFORMAT_ARGB8888);
    AssertSamePixels(s, ours);
    SDL_Surface *theirs = IMG_Load(path);
    assert_non_null(theirs);
    AssertSamePixels(theirs, ours);

    /* Cut short anywhere: refused with a reason, never a half picture. */
    size_t cuts[] = {0, 7, 8, 33, size / 2, size - 1};
    for (size_t i = 0; i < sizeof cuts / sizeof cuts[0]; i++) {
        SDL_ClearError();
        assert_null(PngFile_Decode(data, cuts[i]));
        assert_true(strlen(SDL_GetError()) > 0);
    }
    memcpy(data, "GIF89a..", 8);
    assert_null(PngFile_Decode(data, size));
    assert_non_null(strstr(SDL_GetError(), "not a PNG"));
    free(data);
    SDL_FreeSurface(theirs);
    SDL_FreeSurface(ours);
    SDL_FreeSurface(s);
}

/* Other kinds of PNG (opaque RGB, a palette with a transparent entry, grey) as SDL2_image writes and reads them. */
static void test_other_kinds_match_sdl_image(void **state)
{
    (void)state;
    SDL_Surface *rgb = SDL_CreateRGBSurfaceWithFormat(0, 30, 20, 24, SDL_PIXELFORMAT_RGB24);
    SDL_Surface *pal = SDL_CreateRGBSurfaceWithFormat(0, 30, 20, 8, SDL_PIXELFORMAT_INDEX8);
    assert_non_null(rgb);
    assert_non_null(pal);
    for (int i = 0; i < 256; i++) {
        SDL_Color c = {(Uint8)i, (Uint8)(255 - i), (Uint8)(i * 3), 255};
        SDL_SetPaletteColors(pal->format->palette, &c, i, 1);
    }
    for (int y = 0; y < 20; y++) {
        for (int x = 0; x < 30; x++) {
            Uint8 *p = (Uint8 *)rgb->pixels + y * rgb->pitch + x * 3;
            p[0] = (Uint8)(x * 8);
            p[1] = (Uint8)(y * 12);
            p[2] = (Uint8)(x + y);
            ((Uint8 *)pal->pixels)[y * pal->pitch + x] = (Uint8)(x * 7 + y);
        }
    }
    SDL_SetColorKey(pal, SDL_TRUE, 3);
    SDL_Surface *kinds[] = {rgb, pal};
    for (size_t k = 0; k < 2; k++) {
        char path[600];
        snprintf(path, sizeof path, "%s/kind%zu.png", dir, k);
        assert_int_equal(IMG_SavePNG(kinds[k], path), 0);
        size_t size = 0;
        unsigned char *data = ReadAll(path, &size);
        SDL_Surface *ours = PngFile_Decode(data, size);
        assert_non_null(ours);
        SDL_Surface *theirs = IMG_Load(path);
        assert_non_null(theirs);
        /* SDL2_image gives a palette's transparent entry as a colour key: compare what would be drawn. */
        SDL_Surface *drawn = SDL_CreateRGBSurfaceWithFormat(0, theirs->w, theirs->h, 32, SDL_PIXELFORMAT_ARGB8888);
        SDL_FillRect(drawn, NULL, 0);
        SDL_SetSurfaceBlendMode(theirs, SDL_BLENDMODE_NONE);
        SDL_BlitSurface(theirs, NULL, drawn, NULL);
        AssertSamePixels(drawn, ours);
        SDL_FreeSurface(drawn);
        SDL_FreeSurface(theirs);
        SDL_FreeSurface(ours);
        free(data);
    }
    SDL_FreeSurface(rgb);
    SDL_FreeSurface(pal);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip_matches_sdl_image),
        cmocka_unit_test(test_other_kinds_match_sdl_image),
    };
    return cmocka_run_group_tests(tests, Setup, Teardown);
}
