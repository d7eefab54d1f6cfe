/* patience_celebration.c: a new record's banner, sparkles and tumbling cards, driven by the cosmetic generator. */
#include "games/patience/patience_celebration.h"

#include "app/app.h"
#include "platform/audio.h"
#include "render/text.h"
#include "ui/ui_theme.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define TAU 6.2831853f
#define HOLD 1.7f  /* seconds the banner holds at the burst before it rises */
#define RISE 0.55f /* seconds of the rise */

static float Clamp01(float t)
{
    return t < 0.0f ? 0.0f : (t > 1.0f ? 1.0f : t);
}

static float EaseOut(float t)
{
    t = 1.0f - Clamp01(t);
    return 1.0f - t * t * t;
}

static float EaseOutBack(float t)
{
    t = Clamp01(t);
    const float c1 = 1.70158f;
    float u = t - 1.0f;
    return 1.0f + (c1 + 1.0f) * u * u * u + c1 * u * u;
}

static float Unit(App *app)
{
    return (float)Rng_Unit(&app->cosmetic);
}

void PatienceCelebration_Start(PatienceCelebration *c, App *app, SDL_FPoint burst, SDL_FRect home, const char *text,
                               const Card *cards, int count)
{
    memset(c, 0, sizeof *c);
    c->active = true;
    c->burst = burst;
    c->home = home;
    snprintf(c->text, sizeof c->text, "%s", text);
    Audio_Play(SFX_FANFARE);
    static const SDL_Color colors[] = {
        {255, 226, 130, 255}, {255, 246, 214, 255}, {232, 180, 70, 255}, {255, 200, 120, 255}};
    for (int i = 0; i < CELEBRATION_SPARKS; i++) {
        float angle = Unit(app) * TAU;
        float speed = 160.0f + Unit(app) * 320.0f;
        c->sparks[i] = (CelebrationSpark){burst.x,
                                          burst.y,
                                          cosf(angle) * speed,
                                          sinf(angle) * speed - 120.0f,
                                          0.0f,
                                          0.9f + Unit(app) * 0.9f,
                                          6.0f + Unit(app) * 7.0f,
                                          colors[Rng_Below(&app->cosmetic, sizeof colors / sizeof colors[0])]};
    }
    SDL_FRect view = Gfx_View(&app->gfx);
    for (int i = 0; i < CELEBRATION_FALLING; i++) {
        CelebrationCard *f = &c->cards[i];
        f->x = view.x + 60.0f + Unit(app) * (view.w - 120.0f);
        f->y = view.y - 140.0f;
        f->vx = -50.0f + Unit(app) * 100.0f;
        f->vy = 260.0f + Unit(app) * 200.0f;
        f->angle = -30.0f + Unit(app) * 60.0f;
        f->spin = -200.0f + Unit(app) * 400.0f;
        f->delay = Unit(app) * 0.7f;
        f->card = count > 0 ? cards[Rng_Below(&app->cosmetic, (uint64_t)count)] : CARD_NONE;
    }
    for (int i = 0; i < CELEBRATION_TWINKLES; i++) {
        CelebrationTwinkle *t = &c->twinkles[i];
        /* Around the banner's ends and top edge: never over its words or the line under it. */
        float a = TAU * 0.5f * (0.9f + 1.2f * (float)i / (CELEBRATION_TWINKLES - 1)) + (Unit(app) - 0.5f) * 0.2f;
        t->dx = cosf(a) * (home.w * 0.5f + 10.0f + Unit(app) * 16.0f);
        t->dy = sinf(a) * (home.h * 0.5f + 6.0f + Unit(app) * 10.0f);
        t->phase = Unit(app) * TAU;
        t->size = 5.0f + Unit(app) * 5.0f;
    }
    if (App_AnimTime(app, 1.0f) <= 0.0f) {
        PatienceCelebration_SkipToRest(c);
    }
}

void PatienceCelebration_SkipToRest(PatienceCelebration *c)
{
    c->age = HOLD + RISE + 1.0f;
    for (int i = 0; i < CELEBRATION_SPARKS; i++) {
        c->sparks[i].age = c->sparks[i].life;
    }
    for (int i = 0; i < CELEBRATION_FALLING; i++) {
        c->cards[i].delay = 0.0f;
        c->cards[i].y = 1e6f;
    }
}

void PatienceCelebration_Update(PatienceCelebration *c, App *app, float dt)
{
    if (!c->active) {
        return;
    }
    float scale = App_AnimTime(app, 1.0f);
    /* Animations off: the banner rests and twinkles at the normal pace. */
    dt = scale > 0.0f ? dt / scale : dt;
    c->age += dt;
    for (int i = 0; i < CELEBRATION_SPARKS; i++) {
        CelebrationSpark *p = &c->sparks[i];
        if (p->age >= p->life) {
            continue;
        }
        p->age += dt;
        p->vy += 300.0f * dt;
        p->vx *= 1.0f - 1.2f * dt;
        p->x += p->vx * dt;
        p->y += p->vy * dt;
    }
    for (int i = 0; i < CELEBRATION_FALLING; i++) {
        CelebrationCard *f = &c->cards[i];
        if (f->delay > 0.0f) {
            f->delay -= dt;
            continue;
        }
        f->x += f->vx * dt;
        f->y += f->vy * dt;
        f->angle += f->spin * dt;
    }
}

bool PatienceCelebration_AtHome(const PatienceCelebration *c)
{
    return c->active && c->age > HOLD;
}

static void DrawSparkle(Gfx *gfx, float x, float y, float size, SDL_Color c)
{
    /* A four-pointed glint: a soft dot with two thin crossing rays. */
    SDL_Color halo = c;
    halo.a = (Uint8)(c.a * 0.35f);
    Gfx_FillRoundRect(gfx, (SDL_FRect){x - size, y - size, size * 2.0f, size * 2.0f}, size, halo);
    Gfx_FillRoundRect(gfx, (SDL_FRect){x - size * 0.45f, y - size * 0.45f, size * 0.9f, size * 0.9f}, size * 0.45f, c);
    Gfx_FillRect(gfx, (SDL_FRect){x - size * 1.8f, y - 0.75f, size * 3.6f, 1.5f}, c);
    Gfx_FillRect(gfx, (SDL_FRect){x - 0.75f, y - size * 1.8f, 1.5f, size * 3.6f}, c);
}

static void DrawBanner(const PatienceCelebration *c, App *app)
{
    Gfx *gfx = &app->gfx;
    float age = c->age;
    SDL_FRect home = c->home;
    float rise = EaseOut((age - HOLD) / RISE);
    float scale = (age < HOLD ? 1.1f : 1.1f - 0.1f * rise) * EaseOutBack(age / 0.4f);
    if (scale <= 0.05f) {
        return;
    }
    float bx = c->burst.x + (home.x + home.w * 0.5f - c->burst.x) * rise;
    float by = c->burst.y + (home.y + home.h * 0.5f - c->burst.y) * rise;
    SDL_FRect b = {bx - home.w * 0.5f * scale, by - home.h * 0.5f * scale, home.w * scale, home.h * scale};
    Gfx_FillRoundRect(gfx, (SDL_FRect){b.x + 4.0f, b.y + 6.0f, b.w, b.h}, 10.0f, Gfx_Rgba(0, 0, 0, 120));
    Gfx_FillRoundRect(gfx, b, 10.0f, THEME_GOLD_DARK);
    Gfx_FillRoundRect(gfx, (SDL_FRect){b.x + 3.0f, b.y + 3.0f, b.w - 6.0f, b.h - 6.0f}, 8.0f, THEME_GOLD);
    Gfx_StrokeRoundRect(gfx, (SDL_FRect){b.x + 7.0f, b.y + 7.0f, b.w - 14.0f, b.h - 14.0f}, 6.0f, 1.5f,
                        Gfx_Rgba(120, 84, 20, 200));
    /* Two text sizes only (held and at rest), so the text cache keeps two textures; none while it pops. */
    if (age > 0.3f) {
        TextStyle ts = Text_Style(FONT_SERIF_BOLD, age < HOLD ? 33.0f : 30.0f, THEME_INK, TEXT_CENTER);
        Text_Draw(gfx, &ts, b.x + b.w * 0.5f, b.y + (b.h - Text_LineHeight(gfx, &ts)) * 0.5f, c->text);
    }
}

void PatienceCelebration_Draw(const PatienceCelebration *c, App *app)
{
    if (!c->active) {
        return;
    }
    Gfx *gfx = &app->gfx;
    SDL_FRect view = Gfx_View(gfx);
    for (int i = 0; i < CELEBRATION_FALLING; i++) {
        const CelebrationCard *f = &c->cards[i];
        if (f->delay > 0.0f || f->y > view.y + view.h + 100.0f || f->card == CARD_NONE) {
            continue;
        }
        SDL_FRect px = Gfx_ToPixels(gfx, (SDL_FRect){f->x - 32.0f, f->y - 45.0f, 64.0f, 90.0f});
        CardAtlas_DrawCard(app->cards, f->card, true, App_CardStyle(app), &px, f->angle, 235);
    }
    DrawBanner(c, app);
    if (c->age >= HOLD + RISE) {
        for (int i = 0; i < CELEBRATION_TWINKLES; i++) {
            const CelebrationTwinkle *t = &c->twinkles[i];
            float a = 0.5f + 0.5f * sinf(c->age * 3.0f + t->phase);
            DrawSparkle(gfx, c->home.x + c->home.w * 0.5f + t->dx, c->home.y + c->home.h * 0.5f + t->dy,
                        t->size * (0.6f + 0.4f * a), Gfx_Rgba(255, 236, 170, (Uint8)(255.0f * a)));
        }
    }
    for (int i = 0; i < CELEBRATION_SPARKS; i++) {
        const CelebrationSpark *p = &c->sparks[i];
        if (p->age >= p->life) {
            continue;
        }
        SDL_Color col = p->color;
        col.a = (Uint8)(255.0f * (1.0f - p->age / p->life));
        DrawSparkle(gfx, p->x, p->y, p->size, col);
    }
}
