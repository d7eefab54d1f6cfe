/* frame_print.c: the running hash of a frame's drawing, quantised so float noise below an eighth of a pixel is not a change. */
#include "frame_print.h"

#include <math.h>

static uint64_t hash;
static bool dry;

static void Mix(uint64_t v)
{
    hash = (hash ^ v) * 0x100000001B3ULL;
    hash ^= hash >> 29;
}

/* Eighths of a pixel (or of a degree): finer than anything the eye sees, coarse enough that an
   easing which has come to rest in the last bits of a float reads as still. */
static uint64_t Quantise(float v)
{
    if (!isfinite(v)) {
        return 0x7FF00000u;
    }
    return (uint64_t)(uint32_t)(int32_t)lrintf(v * 8.0f);
}

void FramePrint_Begin(bool dryFrame)
{
    hash = 0xCBF29CE484222325ULL;
    dry = dryFrame;
}

uint64_t FramePrint_End(void)
{
    dry = false;
    return hash;
}

bool FramePrint_Dry(void)
{
    return dry;
}

void FramePrint_Add(uint32_t kind, const SDL_FRect *r, SDL_Color c, float extra)
{
    Mix(((uint64_t)kind << 32) | ((uint64_t)c.r << 24) | ((uint64_t)c.g << 16) | ((uint64_t)c.b << 8) | c.a);
    if (r != NULL) {
        Mix(Quantise(r->x) << 32 | Quantise(r->y));
        Mix(Quantise(r->w) << 32 | Quantise(r->h));
    }
    Mix(Quantise(extra));
}

void FramePrint_AddText(const char *utf8)
{
    uint64_t h = 0xCBF29CE484222325ULL;
    for (const unsigned char *p = (const unsigned char *)utf8; *p != '\0'; p++) {
        h = (h ^ *p) * 0x100000001B3ULL;
    }
    Mix(h);
}
