/* layout_record.c: the debug list of what was drawn where (tests switch it on; play never does). */
#include "layout_record.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define LAYOUT_MAX_ITEMS 4096
#define LAYOUT_MAX_BOUNDS 8

static struct {
    bool on;
    int layer;
    int count;
    LayoutItem items[LAYOUT_MAX_ITEMS];
    SDL_FRect bounds[LAYOUT_MAX_BOUNDS];
    int boundsDepth;
    bool clipped;
    SDL_FRect clip;
} rec;

void LayoutRecord_Start(void)
{
    rec.on = true;
    rec.count = 0;
    rec.layer = 0;
    rec.boundsDepth = 0;
    rec.clipped = false;
}

void LayoutRecord_Stop(void)
{
    rec.on = false;
}

bool LayoutRecord_On(void)
{
    return rec.on;
}

void LayoutRecord_SetLayer(int layer)
{
    rec.layer = layer;
}

void LayoutRecord_Add(LayoutKind kind, SDL_FRect rect, int px, bool shadow, const char *text)
{
    if (!rec.on || rec.count == LAYOUT_MAX_ITEMS) {
        return;
    }
    if (rec.clipped) {
        float x0 = fmaxf(rect.x, rec.clip.x), y0 = fmaxf(rect.y, rec.clip.y);
        float x1 = fminf(rect.x + rect.w, rec.clip.x + rec.clip.w), y1 = fminf(rect.y + rect.h, rec.clip.y + rec.clip.h);
        if (x1 <= x0 || y1 <= y0) {
            return; /* cut away whole: not seen */
        }
        rect = (SDL_FRect){x0, y0, x1 - x0, y1 - y0};
    }
    LayoutItem *it = &rec.items[rec.count];
    memset(it, 0, sizeof *it);
    it->kind = kind;
    it->rect = rect;
    it->px = px;
    it->shadow = shadow;
    it->layer = rec.layer;
    it->order = rec.count;
    if (kind == LAYOUT_TEXT && rec.boundsDepth > 0) {
        it->bounded = true;
        it->bounds = rec.bounds[rec.boundsDepth - 1];
    }
    SDL_strlcpy(it->text, text != NULL ? text : "", sizeof it->text);
    rec.count++;
}

void LayoutRecord_AddCard(SDL_FRect rect, Card card, bool faceUp)
{
    if (!rec.on) {
        return;
    }
    char name[16] = "back";
    if (faceUp && Card_IsValid(card) && !Card_IsJoker(card)) {
        snprintf(name, sizeof name, "%s%c", Card_RankText(Card_Rank(card)), Card_SuitLetter(Card_Suit(card)));
    }
    LayoutRecord_Add(LAYOUT_CARD, rect, 0, false, name);
}

void LayoutRecord_AddTurnedCard(SDL_FRect rect, Card card, bool faceUp, double degrees)
{
    if (!rec.on) {
        return;
    }
    double a = degrees * 3.14159265358979323846 / 180.0;
    float c = (float)fabs(cos(a)), s = (float)fabs(sin(a));
    float w = rect.w * c + rect.h * s, h = rect.w * s + rect.h * c;
    SDL_FRect box = {rect.x + (rect.w - w) * 0.5f, rect.y + (rect.h - h) * 0.5f, w, h};
    LayoutRecord_AddCard(box, card, faceUp);
    if (degrees != 0.0 && rec.count > 0) {
        rec.items[rec.count - 1].tilted = true;
    }
}

void LayoutRecord_MarkMoving(void)
{
    if (rec.on && rec.count > 0 && rec.items[rec.count - 1].kind == LAYOUT_CARD) {
        rec.items[rec.count - 1].moving = true;
    }
}

void LayoutRecord_SetClip(const SDL_FRect *clip)
{
    rec.clipped = clip != NULL;
    if (clip != NULL) {
        rec.clip = *clip;
    }
}

void LayoutRecord_PushBounds(SDL_FRect bounds)
{
    if (rec.boundsDepth < LAYOUT_MAX_BOUNDS) {
        rec.bounds[rec.boundsDepth] = bounds;
    }
    rec.boundsDepth++;
}

void LayoutRecord_PopBounds(void)
{
    if (rec.boundsDepth > 0) {
        rec.boundsDepth--;
    }
}

int LayoutRecord_Count(void)
{
    return rec.count;
}

const LayoutItem *LayoutRecord_Item(int index)
{
    return index >= 0 && index < rec.count ? &rec.items[index] : NULL;
}
