/* table_anim.c: cards in flight (eased, arced, flipped half way) and the geometry of a fan of cards. */
#include "table_anim.h"

#include "app/app.h"
#include "platform/audio.h"
#include "render/card_atlas.h"
#include "render/layout_record.h"

#include <math.h>
#include <string.h>

void TableAnim_Clear(TableAnim *a)
{
    memset(a, 0, sizeof *a);
}

static void Land(TableFlight *f, bool loud)
{
    if (loud && f->landSfx >= 0) {
        Audio_Play((Sfx)f->landSfx);
    }
    f->active = false;
}

TableFlight *TableAnim_Add(TableAnim *a, Card card, SDL_FRect from, SDL_FRect to, bool faceFrom, bool faceTo,
                           float delay, float dur, int zone)
{
    TableFlight *slot = NULL;
    for (int i = 0; i < TABLE_MAX_FLIGHTS && slot == NULL; i++) {
        if (!a->flights[i].active) {
            slot = &a->flights[i];
        }
    }
    if (slot == NULL) {
        slot = &a->flights[0];
        Land(slot, false);
    }
    *slot = (TableFlight){.active = dur > 0.0f || delay > 0.0f,
                          .card = card,
                          .faceFrom = faceFrom,
                          .faceTo = faceTo,
                          .from = from,
                          .to = to,
                          .delay = delay,
                          .dur = dur > 0.0f ? dur : 0.0001f,
                          .zone = zone,
                          .startSfx = SFX_DEAL,
                          .landSfx = SFX_PLACE};
    return slot;
}

void TableAnim_Update(TableAnim *a, float dt)
{
    bool any = false;
    for (int i = 0; i < TABLE_MAX_FLIGHTS; i++) {
        TableFlight *f = &a->flights[i];
        if (!f->active) {
            continue;
        }
        any = true;
        if (f->delay > 0.0f) {
            f->delay -= dt;
            continue;
        }
        if (!f->started) {
            f->started = true;
            if (f->startSfx >= 0) {
                Audio_Play((Sfx)f->startSfx);
            }
        }
        f->t += dt;
        if (f->t >= f->dur) {
            Land(f, true);
        }
    }
    if (!any && a->settleLeft > 0.0f) {
        a->settleLeft -= dt;
    }
}

void TableAnim_Finish(TableAnim *a)
{
    for (int i = 0; i < TABLE_MAX_FLIGHTS; i++) {
        if (a->flights[i].active) {
            Land(&a->flights[i], false);
        }
    }
    a->settleLeft = 0.0f;
}

bool TableAnim_Idle(const TableAnim *a)
{
    for (int i = 0; i < TABLE_MAX_FLIGHTS; i++) {
        if (a->flights[i].active) {
            return false;
        }
    }
    return a->settleLeft <= 0.0f;
}

void TableAnim_Hold(TableAnim *a, float seconds)
{
    if (seconds > a->settleLeft) {
        a->settleLeft = seconds;
    }
}

int TableAnim_Hidden(const TableAnim *a, int zone, Card card)
{
    int n = 0;
    for (int i = 0; i < TABLE_MAX_FLIGHTS; i++) {
        const TableFlight *f = &a->flights[i];
        if (f->active && f->zone == zone && (card == CARD_NONE || f->card == card)) {
            n++;
        }
    }
    return n;
}

void TableAnim_DrawCard(App *app, Card card, bool faceUp, SDL_FRect r, Uint8 alpha)
{
    SDL_FRect px = Gfx_ToPixels(&app->gfx, r);
    SDL_FRect shadow = px;
    shadow.x += Gfx_Px(&app->gfx, 2.0f);
    shadow.y += Gfx_Px(&app->gfx, 4.0f);
    CardAtlas_DrawShadow(app->cards, &shadow, 0.0, (Uint8)(alpha * 0.6f));
    CardAtlas_DrawCard(app->cards, card, faceUp, App_CardStyle(app), &px, 0.0, alpha);
    if (LayoutRecord_On() && alpha == 255) {
        LayoutRecord_AddCard(r, card, faceUp); /* for the layout check: a card on a button or over text */
    }
}

static float Ease(float t)
{
    return t < 0.5f ? 4.0f * t * t * t : 1.0f - powf(-2.0f * t + 2.0f, 3.0f) * 0.5f;
}

void TableAnim_Draw(const TableAnim *a, App *app)
{
    for (int i = 0; i < TABLE_MAX_FLIGHTS; i++) {
        const TableFlight *f = &a->flights[i];
        if (!f->active || (f->delay > 0.0f && f->delay > f->holdFor)) {
            continue;
        }
        float t = f->delay > 0.0f ? 0.0f : Ease(fminf(1.0f, f->t / f->dur));
        SDL_FRect r = {f->from.x + (f->to.x - f->from.x) * t, f->from.y + (f->to.y - f->from.y) * t,
                       f->from.w + (f->to.w - f->from.w) * t, f->from.h + (f->to.h - f->from.h) * t};
        r.y -= sinf(t * 3.14159265f) * 28.0f; /* a low arc, so a card is seen to be lifted and laid */
        bool face = t < 0.5f ? f->faceFrom : f->faceTo;
        if (f->faceFrom != f->faceTo) {
            float squeeze = fabsf(1.0f - 2.0f * t);
            float w = r.w * fmaxf(0.04f, squeeze);
            r.x += (r.w - w) * 0.5f;
            r.w = w;
        }
        TableAnim_DrawCard(app, f->card, face, r, 255);
        if (f->delay <= 0.0f) {
            LayoutRecord_MarkMoving(); /* a card waiting at its start lies there; one on its way passes over */
        }
    }
}

SDL_FRect TableFan_Rect(const TableFan *f, int index, int raised)
{
    float pitch = f->pitch;
    if (f->count > 1 && f->w + pitch * (float)(f->count - 1) > f->maxW) {
        pitch = (f->maxW - f->w) / (float)(f->count - 1);
    }
    float total = f->w + pitch * (float)(f->count > 0 ? f->count - 1 : 0);
    SDL_FRect r = {f->cx - total * 0.5f + pitch * (float)index, f->y, f->w, f->h};
    if (index == raised) {
        r.y -= f->lift;
    }
    return r;
}

int TableFan_HitTest(const TableFan *f, float x, float y, int raised)
{
    for (int i = f->count - 1; i >= 0; i--) {
        if (Gfx_Contains(TableFan_Rect(f, i, raised), x, y)) {
            return i;
        }
    }
    return -1;
}
