/* bench_scene.c: a busy table for the frame benchmark: 60 cards sliding, turning and flipping. */
#include "scenes.h"

#include "app/app.h"
#include "render/text.h"
#include "ui/ui_theme.h"

#include "core/pack.h"

#include <math.h>
#include <stdlib.h>

#define BENCH_CARDS 60

typedef struct BenchCard {
    Card card;
    float x, y, vx, vy, angle, spin, flipPhase;
} BenchCard;

typedef struct BenchScene {
    Scene base;
    BenchCard cards[BENCH_CARDS];
    float time;
} BenchScene;

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    (void)s;
    if (ev->action == ACTION_BACK) {
        App_Pop(app);
    }
}

static void Update(Scene *s, App *app, float dt)
{
    (void)app;
    BenchScene *b = (BenchScene *)s;
    b->time += dt;
    for (int i = 0; i < BENCH_CARDS; i++) {
        BenchCard *c = &b->cards[i];
        c->x += c->vx * dt;
        c->y += c->vy * dt;
        if (c->x < 0.0f || c->x > LAYOUT_W - 90.0f) {
            c->vx = -c->vx;
        }
        if (c->y < 0.0f || c->y > LAYOUT_H - 126.0f) {
            c->vy = -c->vy;
        }
        c->angle += c->spin * dt;
        c->flipPhase += dt * 0.8f;
    }
}

static void Draw(Scene *s, App *app)
{
    BenchScene *b = (BenchScene *)s;
    Gfx_DrawFelt(&app->gfx);
    for (int i = 0; i < BENCH_CARDS; i++) {
        const BenchCard *c = &b->cards[i];
        float squash = fabsf(cosf(c->flipPhase));
        bool faceUp = cosf(c->flipPhase) >= 0.0f;
        SDL_FRect r = {c->x + 45.0f * (1.0f - squash), c->y, 90.0f * squash, 126.0f};
        SDL_FRect px = Gfx_ToPixels(&app->gfx, r);
        SDL_FRect sh = px;
        sh.x += Gfx_Px(&app->gfx, 3.0f);
        sh.y += Gfx_Px(&app->gfx, 5.0f);
        CardAtlas_DrawShadow(app->cards, &sh, c->angle, 110);
        CardAtlas_DrawCard(app->cards, c->card, faceUp, App_CardStyle(app), &px, c->angle, 255);
    }
    TextStyle ts = Text_Style(FONT_SANS_BOLD, THEME_TEXT, THEME_CREAM, TEXT_LEFT);
    Text_Draw(&app->gfx, &ts, 20.0f, 16.0f, "Frame benchmark: 60 cards");
}

static void Destroy(Scene *s)
{
    free(s);
}

static const SceneOps kOps = {
    .name = "bench",
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
};

Scene *BenchScene_Create(App *app)
{
    (void)app;
    BenchScene *b = calloc(1, sizeof *b);
    if (b == NULL) {
        return NULL;
    }
    b->base.ops = &kOps;
    /* A fixed seed: every benchmark run draws the same table. */
    Pack pack = Pack_Shuffled(PACK_QUINTO, 1909);
    Rng rng = Rng_Make(1909);
    for (int i = 0; i < BENCH_CARDS; i++) {
        BenchCard *c = &b->cards[i];
        c->card = pack.cards[i % pack.count];
        c->x = (float)Rng_Unit(&rng) * (LAYOUT_W - 90.0f);
        c->y = (float)Rng_Unit(&rng) * (LAYOUT_H - 126.0f);
        c->vx = ((float)Rng_Unit(&rng) - 0.5f) * 400.0f;
        c->vy = ((float)Rng_Unit(&rng) - 0.5f) * 300.0f;
        c->angle = (float)Rng_Unit(&rng) * 360.0f;
        c->spin = ((float)Rng_Unit(&rng) - 0.5f) * 120.0f;
        c->flipPhase = (float)Rng_Unit(&rng) * 6.28f;
    }
    return &b->base;
}
