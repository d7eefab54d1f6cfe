/* patience_table_anim.c: the table's motion: cards dealt, laid and taken back, the camera, the shake, the pop-ups. */
#include "games/patience/patience_table.h"

#include "app/app.h"

#include <math.h>
#include <string.h>

/* Durations at the normal speed; App_AnimTime scales them, and 0 means the change shows at once. */
#define DEAL_TIME 0.40f
#define PLACE_TIME 0.22f
#define UNDO_TIME 0.26f
#define RETURN_TIME 0.18f
#define SHAKE_TIME 0.40f
#define POPUP_TIME 1.6f
#define CAMERA_RATE 7.0f /* per second: the camera closes this share of the gap (exponentially) */

static PtFlight *NewFlight(PtTable *t)
{
    for (int i = 0; i < PT_MAX_FLIGHTS; i++) {
        if (!t->flights[i].active) {
            PtFlight *f = &t->flights[i];
            memset(f, 0, sizeof *f);
            f->active = true;
            f->cell = -1;
            f->startSfx = f->flipSfx = f->landSfx = -1;
            return f;
        }
    }
    /* Never expected (each action finishes the last one's flights), but a full list must not lose a card. */
    PtAnim_Finish(t);
    return NewFlight(t);
}

void PtAnim_Finish(PtTable *t)
{
    for (int i = 0; i < PT_MAX_FLIGHTS; i++) {
        t->flights[i].active = false;
    }
}

static float Approach(float from, float to, float k)
{
    return from + (to - from) * k;
}

static void UpdateCamera(PtTable *t, App *app, float dt)
{
    PtLayout l;
    PtView_Layout(app, &t->game, &l);
    t->camTarget = PtView_CameraTarget(&t->game, &l);
    if (App_AnimTime(app, 1.0f) <= 0.0f) {
        t->cam = t->camTarget;
        return;
    }
    /* The rate follows the speed setting: slow animations, a slower camera. */
    float k = 1.0f - expf(-dt * CAMERA_RATE / App_AnimTime(app, 1.0f));
    t->cam.row = Approach(t->cam.row, t->camTarget.row, k);
    t->cam.col = Approach(t->cam.col, t->camTarget.col, k);
    t->cam.halfR = Approach(t->cam.halfR, t->camTarget.halfR, k);
    t->cam.halfC = Approach(t->cam.halfC, t->camTarget.halfC, k);
    t->cam.zoom = Approach(t->cam.zoom, t->camTarget.zoom, k);
}

void PtAnim_SnapCamera(PtTable *t, App *app)
{
    PtLayout l;
    PtView_Layout(app, &t->game, &l);
    t->camTarget = PtView_CameraTarget(&t->game, &l);
    t->cam = t->camTarget;
}

static void UpdateFlight(PtFlight *f, float dt)
{
    if (!f->active) {
        return;
    }
    if (f->delay > 0.0f) {
        f->delay -= dt;
        if (f->delay > 0.0f) {
            return;
        }
    }
    if (!f->started) {
        f->started = true;
        if (f->startSfx >= 0) {
            Audio_Play((Sfx)f->startSfx);
        }
    }
    f->t += dt;
    if (!f->flipped && (f->faceDownFrom || f->faceDownTo) && f->t >= f->dur * 0.5f) {
        f->flipped = true;
        if (f->flipSfx >= 0) {
            Audio_Play((Sfx)f->flipSfx);
        }
    }
    if (f->t >= f->dur) {
        f->active = false;
        if (f->landSfx >= 0) {
            Audio_Play((Sfx)f->landSfx);
        }
    }
}

static void UpdatePopup(PtPopup *p, float dt)
{
    if (!p->active) {
        return;
    }
    if (p->delay > 0.0f) {
        p->delay -= dt;
        if (p->delay > 0.0f) {
            return;
        }
    }
    if (p->t == 0.0f) {
        Audio_Play(SFX_SCORE);
    }
    p->t += dt;
    if (p->t >= p->dur) {
        p->active = false;
    }
}

void PtAnim_Update(PtTable *t, App *app, float dt)
{
    t->time += dt;
    for (int i = 0; i < PT_MAX_FLIGHTS; i++) {
        UpdateFlight(&t->flights[i], dt);
    }
    for (int i = 0; i < PT_MAX_POPUPS; i++) {
        UpdatePopup(&t->popups[i], dt);
    }
    t->shake = t->shake > dt ? t->shake - dt : 0.0f;
    t->messageTime = t->messageTime > dt ? t->messageTime - dt : 0.0f;
    UpdateCamera(t, app, dt);
    float score = (float)Patience_Score(&t->game);
    if (App_AnimTime(app, 1.0f) <= 0.0f || fabsf(score - t->shownScore) < 0.05f) {
        t->shownScore = score;
    } else {
        t->shownScore = Approach(t->shownScore, score, 1.0f - expf(-dt * 6.0f));
    }
}

void PtAnim_Deal(PtTable *t, App *app, Card card, float delay)
{
    float dur = App_AnimTime(app, DEAL_TIME);
    if (dur <= 0.0f || card == CARD_NONE) {
        return;
    }
    PtLayout l;
    PtView_Layout(app, &t->game, &l);
    PtFlight *f = NewFlight(t);
    f->card = card;
    f->to = PT_AT_SPOT;
    f->from = l.pack;
    f->delay = delay;
    f->dur = dur;
    f->faceDownFrom = t->game.variant.layout != PATIENCE_LAYOUT_SERPENT;
    if (!f->faceDownFrom) {
        f->from = PtView_ComingFirst(&l); /* a Serpent's cards are known: the next leaves the row of them, face up */
    }
    f->startSfx = SFX_DEAL;
    f->flipSfx = SFX_FLIP;
}

float PtAnim_Place(PtTable *t, App *app, Card card, int cell, SDL_FRect from)
{
    float dur = App_AnimTime(app, PLACE_TIME);
    if (dur <= 0.0f) {
        Audio_Play(SFX_PLACE);
        return 0.0f;
    }
    PtFlight *f = NewFlight(t);
    f->card = card;
    f->to = PT_AT_CELL;
    f->cell = cell;
    f->from = from;
    f->dur = dur;
    f->landSfx = SFX_PLACE;
    return dur;
}

void PtAnim_Undo(PtTable *t, App *app, Card card, int cell, Card returned)
{
    float dur = App_AnimTime(app, UNDO_TIME);
    if (dur <= 0.0f) {
        Audio_Play(SFX_DEAL);
        return;
    }
    PtLayout l;
    PtView_Layout(app, &t->game, &l);
    PtFlight *f = NewFlight(t);
    f->card = card;
    f->to = PT_AT_SPOT;
    f->from = PtView_CellRect(&l, &t->cam, cell);
    f->dur = dur;
    f->startSfx = SFX_DEAL;
    if (returned != CARD_NONE) {
        PtFlight *back = NewFlight(t);
        back->card = returned;
        back->to = PT_AT_PACK;
        back->from = l.spot;
        back->dur = dur;
        back->faceDownTo = true;
    }
}

void PtAnim_Return(PtTable *t, App *app, Card card, SDL_FRect from)
{
    float dur = App_AnimTime(app, RETURN_TIME);
    if (dur <= 0.0f) {
        return;
    }
    PtFlight *f = NewFlight(t);
    f->card = card;
    f->to = PT_AT_SPOT;
    f->from = from;
    f->dur = dur;
}

void PtAnim_Shake(PtTable *t, App *app)
{
    t->shakeDur = App_AnimTime(app, SHAKE_TIME);
    t->shake = t->shakeDur;
}

void PtAnim_Popup(PtTable *t, App *app, bool isColumn, int at, const char *text, float delay)
{
    float dur = App_AnimTime(app, POPUP_TIME);
    if (dur <= 0.0f) {
        Audio_Play(SFX_SCORE);
        return;
    }
    for (int i = 0; i < PT_MAX_POPUPS; i++) {
        PtPopup *p = &t->popups[i];
        if (!p->active) {
            memset(p, 0, sizeof *p);
            p->active = true;
            p->isColumn = isColumn;
            p->at = at;
            SDL_strlcpy(p->text, text, sizeof p->text);
            /* Two lines completed at once rise one after the other. */
            p->delay = delay + (float)i * dur * 0.18f;
            p->dur = dur;
            return;
        }
    }
}

bool PtAnim_CellHidden(const PtTable *t, int cell)
{
    for (int i = 0; i < PT_MAX_FLIGHTS; i++) {
        if (t->flights[i].active && t->flights[i].to == PT_AT_CELL && t->flights[i].cell == cell) {
            return true;
        }
    }
    return false;
}

bool PtAnim_SpotHidden(const PtTable *t)
{
    for (int i = 0; i < PT_MAX_FLIGHTS; i++) {
        if (t->flights[i].active && t->flights[i].to == PT_AT_SPOT) {
            return true;
        }
    }
    return false;
}

bool PtAnim_FlightPose(const PtTable *t, const PtLayout *l, const PtFlight *f, SDL_FRect *rect, float *squeeze,
                       bool *faceUp)
{
    if (!f->active || f->delay > 0.0f) {
        return false;
    }
    SDL_FRect to =
        f->to == PT_AT_CELL ? PtView_CellRect(l, &t->cam, f->cell) : (f->to == PT_AT_SPOT ? l->spot : l->pack);
    float k = f->dur > 0.0f ? f->t / f->dur : 1.0f;
    k = k < 0.0f ? 0.0f : (k > 1.0f ? 1.0f : k);
    float e = 1.0f - (1.0f - k) * (1.0f - k) * (1.0f - k);
    rect->x = f->from.x + (to.x - f->from.x) * e;
    rect->y = f->from.y + (to.y - f->from.y) * e;
    rect->w = f->from.w + (to.w - f->from.w) * e;
    rect->h = f->from.h + (to.h - f->from.h) * e;
    *squeeze = 1.0f;
    *faceUp = true;
    if (f->faceDownFrom || f->faceDownTo) {
        /* A lift on the way, and the turn: the card narrows to an edge at half way and opens on its other face. */
        rect->y -= sinf(k * PT_PI) * 24.0f;
        *squeeze = fabsf(cosf(k * PT_PI));
        *faceUp = f->faceDownFrom ? k >= 0.5f : k < 0.5f;
    }
    return true;
}
