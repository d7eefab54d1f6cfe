/* patience_serpent_scenes.c: a Serpent problem's cards before play, and its best layout laid card by card after. */
#include "games/patience/challenges/patience_challenge_scenes.h"
#include "games/patience/patience_names.h"
#include "games/patience/patience_scenes.h"

#include "app/app.h"
#include "platform/audio.h"
#include "render/text.h"
#include "scenes/scenes.h"
#include "ui/ui_draw.h"
#include "ui/ui_menu.h"
#include "ui/ui_theme.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the cards before play ---- */

#define STRIP_PER_ROW 13
#define STRIP_H 116.0f
#define STRIP_W (STRIP_H * 5.0f / 7.0f)
#define STRIP_PITCH (STRIP_W + 9.0f)
#define STRIP_Y 150.0f

typedef struct Preview {
    Scene base;
    PatienceAttempt attempt;
    PatienceGame game; /* the deal, not yet played */
    UiMenu menu;
    float clock;
} Preview;

static SDL_FRect StripRect(int i)
{
    int row = i / STRIP_PER_ROW;
    int col = i % STRIP_PER_ROW;
    float x0 = (LAYOUT_W - (STRIP_PER_ROW * STRIP_PITCH - 9.0f)) * 0.5f;
    return (SDL_FRect){x0 + (float)col * STRIP_PITCH, STRIP_Y + (float)row * (STRIP_H + 34.0f), STRIP_W, STRIP_H};
}

static void PreviewStart(Preview *p, App *app)
{
    Scene *table = PatienceTableScene_CreateAttempt(app, &p->attempt, NULL, 0, 0);
    if (table != NULL) {
        App_Replace(app, table);
    }
}

static void PreviewHandle(Scene *s, App *app, const InputEvent *ev)
{
    Preview *p = (Preview *)s;
    if (ev->action == ACTION_BACK) {
        App_Pop(app);
        return;
    }
    if (ev->action == ACTION_HELP) {
        App_Push(app, RulesScene_Create(app, PATIENCE_RULES_FILE));
        return;
    }
    int index = 0;
    if (UiMenu_Handle(&p->menu, ev, &index) == UI_MENU_ACTIVATE) {
        if (index == 0) {
            PreviewStart(p, app);
        } else {
            App_Pop(app);
        }
    }
}

static void PreviewUpdate(Scene *s, App *app, float dt)
{
    (void)app;
    Preview *p = (Preview *)s;
    p->clock += dt;
    UiMenu_Update(&p->menu, dt);
}

static void PreviewDraw(Scene *s, App *app)
{
    Preview *p = (Preview *)s;
    Gfx *gfx = &app->gfx;
    Gfx_DrawFelt(gfx);
    char title[96], sub[160];
    PatienceAttempt_Title(&p->attempt, &p->game, title, sizeof title);
    snprintf(sub, sizeof sub, "%s \xC2\xB7 %s", PatienceNames_Layout(p->game.variant.layout),
             PatienceNames_Table(p->game.variant.table));
    Ui_DrawHeading(app, title, sub);
    TextStyle num = Text_Style(FONT_SANS_BOLD, 15.0f, THEME_PARCHMENT, TEXT_CENTER);
    /* The cards are turned over one after another, in the order they will come. */
    float step = App_AnimTime(app, 0.05f);
    for (int i = 0; i < PATIENCE_CARDS; i++) {
        SDL_FRect r = StripRect(i);
        bool shown = step <= 0.0f || p->clock >= step * (float)i;
        SDL_FRect px = Gfx_ToPixels(gfx, r);
        CardAtlas_DrawCard(app->cards, p->game.deal[i], shown, App_CardStyle(app), &px, 0.0, 255);
        char n[8];
        snprintf(n, sizeof n, "%d", i + 1);
        Text_Draw(gfx, &num, r.x + r.w * 0.5f, r.y + r.h + 6.0f, n);
    }
    TextStyle body = Text_Style(FONT_SANS, 20.0f, THEME_CREAM, TEXT_CENTER);
    float y = StripRect(STRIP_PER_ROW).y + STRIP_H + 46.0f;
    Text_Draw(gfx, &body, LAYOUT_W * 0.5f, y,
              "All 25 cards, in the order they come. Each card goes next to the one laid before it:");
    Text_Draw(gfx, &body, LAYOUT_W * 0.5f, y + 28.0f,
              "above, below, left or right, never corner to corner, within a five by five square.");
    UiMenu_Draw(&p->menu, app);
    UiPrompt prompts[] = {{ACTION_CONFIRM, "Select"}, {ACTION_BACK, "Back"}, {ACTION_HELP, "Rules"}};
    Ui_DrawPrompts(app, prompts, 3);
}

static bool PreviewLocate(Scene *s, App *app, const char *name, SDL_FRect *out)
{
    (void)app;
    return UiMenu_Locate(&((Preview *)s)->menu, name, out);
}

static void FreeScene(Scene *s)
{
    free(s);
}

static const SceneOps kPreviewOps = {
    .name = "patience-serpent-preview",
    .handle = PreviewHandle,
    .update = PreviewUpdate,
    .draw = PreviewDraw,
    .destroy = FreeScene,
    .locate = PreviewLocate,
};

Scene *PatienceSerpentPreviewScene_Create(App *app, const PatienceAttempt *attempt)
{
    (void)app;
    Preview *p = calloc(1, sizeof *p);
    if (p == NULL) {
        return NULL;
    }
    p->base.ops = &kPreviewOps;
    p->attempt = *attempt;
    if (!PatienceChallenge_NewGame(&attempt->challenge, &p->game)) {
        free(p);
        return NULL;
    }
    UiMenu_Init(&p->menu, LAYOUT_W * 0.5f - 160.0f, 540.0f, 320.0f, 52.0f);
    UiMenu_Add(&p->menu, "Start");
    UiMenu_Add(&p->menu, "Back");
    return &p->base;
}

Scene *PatienceSerpentPreviewScene_CreateDemo(App *app)
{
    PatienceAttempt a = {true, PatienceChallenge_Book(), false, false};
    Scene *s = PatienceSerpentPreviewScene_Create(app, &a);
    if (s != NULL) {
        ((Preview *)s)->clock = 10.0f; /* every card turned over */
    }
    return s;
}

/* ---- the best layout ---- */

#define SQ_H 82.0f
#define SQ_W (SQ_H * 5.0f / 7.0f)
#define SQ_GAP 8.0f

typedef struct BestShow {
    Scene base;
    PatienceGame played;
    PatienceSerpentSolution best;
    float clock, step;
    int laid; /* cards of the best path shown so far */
    int yours;
} BestShow;

static SDL_FRect SquareCell(float x0, float y0, int cell, float h)
{
    float w = h * 5.0f / 7.0f;
    int row = cell / PATIENCE_SIDE;
    int col = cell % PATIENCE_SIDE;
    return (SDL_FRect){x0 + (float)col * (w + SQ_GAP), y0 + (float)row * (h + SQ_GAP), w, h};
}

static void BestRestart(BestShow *b, App *app)
{
    b->clock = 0.0f;
    b->laid = 0;
    b->step = App_AnimTime(app, 0.32f);
}

static void BestHandle(Scene *s, App *app, const InputEvent *ev)
{
    BestShow *b = (BestShow *)s;
    switch (ev->action) {
    case ACTION_BACK:
    case ACTION_MENU: App_Pop(app); break;
    case ACTION_CONFIRM:
    case ACTION_POINTER_UP:
        if (b->laid < PATIENCE_CARDS) {
            b->laid = PATIENCE_CARDS; /* a press finishes the laying at once */
        } else {
            BestRestart(b, app);
        }
        Audio_Play(SFX_SELECT);
        break;
    default: break;
    }
}

static void BestUpdate(Scene *s, App *app, float dt)
{
    (void)app;
    BestShow *b = (BestShow *)s;
    b->clock += dt;
    while (b->laid < PATIENCE_CARDS && (b->step <= 0.0f || b->clock >= b->step * (float)(b->laid + 1))) {
        b->laid++;
        Audio_Play(SFX_PLACE);
    }
}

static void BestDraw(Scene *s, App *app)
{
    BestShow *b = (BestShow *)s;
    Gfx *gfx = &app->gfx;
    Gfx_DrawFelt(gfx);
    char sub[128];
    snprintf(sub, sizeof sub, "Best possible %d, found by trying all %d rook's paths \xC2\xB7 yours %d", b->best.best,
             PATIENCE_SERPENT_PATHS, b->yours);
    Ui_DrawHeading(app, "The best layout", sub);
    const float bx = 720.0f, by = 196.0f;
    const float yx = 110.0f, yy = 196.0f, yh = 70.0f;
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 26.0f, THEME_GOLD, TEXT_LEFT);
    Text_Draw(gfx, &head, yx, by - 44.0f, "Your layout");
    Text_Draw(gfx, &head, bx, by - 44.0f, "A best layout, card by card");
    /* The player's square, smaller, for comparison. */
    Card sq[PATIENCE_SIDE][PATIENCE_SIDE];
    if (Patience_Square(&b->played, sq, NULL, NULL)) {
        for (int cell = 0; cell < PATIENCE_SERPENT_SQUARE; cell++) {
            SDL_FRect px = Gfx_ToPixels(gfx, SquareCell(yx, yy, cell, yh));
            CardAtlas_DrawCard(app->cards, sq[cell / PATIENCE_SIDE][cell % PATIENCE_SIDE], true, App_CardStyle(app),
                               &px, 0.0, 255);
        }
    }
    /* The best path: empty cells, the cards laid so far, and the path drawn through their centres. */
    for (int cell = 0; cell < PATIENCE_SERPENT_SQUARE; cell++) {
        SDL_FRect px = Gfx_ToPixels(gfx, SquareCell(bx, by, cell, SQ_H));
        CardAtlas_DrawSlot(app->cards, &px, 80);
    }
    for (int i = 0; i < b->laid; i++) {
        SDL_FRect r = SquareCell(bx, by, b->best.path[i], SQ_H);
        if (i == b->laid - 1 && b->laid < PATIENCE_CARDS && i > 0 && b->step > 0.0f) {
            /* The newest card slides in from its predecessor's cell, so the rook's step is seen. */
            SDL_FRect from = SquareCell(bx, by, b->best.path[i - 1], SQ_H);
            float u = fminf(1.0f, (b->clock - b->step * (float)(i + 1)) / (b->step * 0.6f));
            u = 1.0f - (1.0f - u) * (1.0f - u);
            r.x = from.x + (r.x - from.x) * u;
            r.y = from.y + (r.y - from.y) * u;
        }
        SDL_FRect px = Gfx_ToPixels(gfx, r);
        CardAtlas_DrawCard(app->cards, b->best.square[b->best.path[i]], true, App_CardStyle(app), &px, 0.0, 255);
    }
    for (int i = 1; i < b->laid; i++) {
        SDL_FRect a = SquareCell(bx, by, b->best.path[i - 1], SQ_H);
        SDL_FRect c = SquareCell(bx, by, b->best.path[i], SQ_H);
        float ax = a.x + a.w * 0.5f, ay = a.y + a.h * 0.5f, cx = c.x + c.w * 0.5f, cy = c.y + c.h * 0.5f;
        SDL_FRect seg = {fminf(ax, cx) - 2.0f, fminf(ay, cy) - 2.0f, fabsf(cx - ax) + 4.0f, fabsf(cy - ay) + 4.0f};
        Gfx_FillRoundRect(gfx, seg, 2.0f, Gfx_Rgba(255, 214, 110, 150));
    }
    TextStyle body = Text_Style(FONT_SANS, 19.0f, THEME_CREAM, TEXT_LEFT);
    char text[160];
    snprintf(text, sizeof text, "%d of %d cards laid. %d different paths make %d.", b->laid, PATIENCE_CARDS,
             b->best.bestPaths, b->best.best);
    Text_Draw(gfx, &body, yx, yy + 5.0f * (yh + SQ_GAP) + 20.0f, text);
    UiPrompt prompts[] = {{ACTION_CONFIRM, b->laid < PATIENCE_CARDS ? "Finish" : "Again"}, {ACTION_BACK, "Back"}};
    Ui_DrawPrompts(app, prompts, 2);
}

static const SceneOps kBestOps = {
    .name = "patience-serpent-best",
    .handle = BestHandle,
    .update = BestUpdate,
    .draw = BestDraw,
    .destroy = FreeScene,
};

Scene *PatienceSerpentBestScene_Create(App *app, const PatienceGame *played, const PatienceSerpentSolution *best)
{
    BestShow *b = calloc(1, sizeof *b);
    if (b == NULL) {
        return NULL;
    }
    b->base.ops = &kBestOps;
    b->played = *played;
    b->best = *best;
    b->yours = Patience_Score(played);
    BestRestart(b, app);
    return &b->base;
}

Scene *PatienceSerpentBestScene_CreateDemo(App *app)
{
    PatienceGame game;
    PatienceSerpentSolution best;
    Card deal[PATIENCE_CARDS];
    PatienceSerpent_BookProblem(deal);
    if (!PatienceSerpent_Solve(deal, PATIENCE_TABLE_ENGLISH, &best)) {
        return NULL;
    }
    /* "Yours": the first path of the table, whatever it scores. */
    if (!PatienceSerpent_PlayPath(&game, PATIENCE_TABLE_ENGLISH, deal, PatienceSerpent_Path(0), NULL)) {
        return NULL;
    }
    Scene *s = PatienceSerpentBestScene_Create(app, &game, &best);
    if (s != NULL) {
        /* Screenshots: part-way through the laying. */
        BestShow *b = (BestShow *)s;
        b->laid = 17;
        b->clock = b->step * 17.0f;
    }
    return s;
}
