/* png_file.h: PNG decoding and writing through libpng (already loaded for FreeType), without SDL2_image's image libraries. */
#ifndef PARLOUR_RENDER_PNG_FILE_H
#define PARLOUR_RENDER_PNG_FILE_H

#include <SDL.h>
#include <stddef.h>

/* Decodes a PNG held in memory into a new ARGB8888 surface (any PNG colour type and depth: palettes, grey and
   16-bit channels are brought to 8-bit RGBA). NULL, with SDL_GetError saying why, if it cannot. */
SDL_Surface *PngFile_Decode(const void *data, size_t size);
/* Writes a surface (any format; its alpha is kept) to path as an 8-bit RGBA PNG. 0, or -1 with SDL_GetError. */
int PngFile_Save(SDL_Surface *surface, const char *path);

#endif
