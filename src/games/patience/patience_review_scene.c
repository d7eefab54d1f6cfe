/* patience_review_scene.c: a finished Poker Patience game replayed move by move, each placement rated against the engine's. */
#include "games/patience/patience_scenes.h"

#include "games/patience/patience_names.h"

#include "app/app.h"
#include "core/patience/patience_ai.h"
#include "platform/audio.h"
#include "platform/worker.h"
#include "render/layout_record.h"
#include "render/text.h"
#include "scenes/scenes.h"
#include "ui/ui_draw.h"
#include "ui/ui_theme.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * The engine (the normal level) rates the placements on a worker thread,
 * one after another, and the scene shows each as soon as it is rated: the
 * player can start stepping through at once. A placement's rating is the
 * expected final score it gave up against the engine's choice on the same
 * sampled futures, with the standard error of that difference. The few
 * costliest placements are marked on the timeline along the bottom and are
 * one button (Tab, the shoulder buttons) away.
 *
 * The board shows the game as it stood before the card was laid, the card
 * where the player put it, and a ghost of it where the engine would have.
 */

#define HEAD_Y 22.0f
#define BOARD_X 40.0f
#define BOARD_Y 96.0f
#define BOARD_W 560.0f
#define BOARD_H 460.0f
#define PANEL_X 630.0f
#define PANEL_Y 96.0f
#define PANEL_W 610.0f
#define PANEL_H 460.0f
#define STRIP_X 40.0f
#define STRIP_Y 572.0f
#define STRIP_W 1200.0f
#define STRIP_H 72.0f
#define COSTLY_MAX 3
#define COSTLY_MIN 0.5f /* expected points: below this a placement is not worth pointing at */

enum {
    BUTTON_BACK,
    BUTTON_PREV,
    BUTTON_NEXT,
    BUTTON_COUNT
};
static const char *const kButtonLabels[BUTTON_COUNT] = {"Back", "Previous", "Next"};

typedef struct ReviewJob {
    PatienceGame game;
    PatienceReviewMove moves[PATIENCE_CARDS];
    SDL_atomic_t cancel;
    Worker *worker; /* for its progress counter */
} ReviewJob;

typedef struct ReviewScene {
    Scene base;
    PatienceGame game;
    int moves;              /* placements in the game */
    int at;                 /* the placement shown, 0-based */
    int top, left;          /* the final square's top-left board cell */
    int r0, c0, rows, cols; /* the board window drawn: the square and every cell the engine preferred */
    Worker worker;
    ReviewJob job;
    int rated; /* placements rated so far (read from the worker's progress) */
    int costly[COSTLY_MAX];
    int costlyCount;
    int hover, pressed; /* buttons (or -1); the timeline is -2 - move */
    float clock, changedAt;
} ReviewScene;

/* ---- the rating ---- */

static void RateMoves(void *ctx)
{
    ReviewJob *job = ctx;
    PatienceGame replay;
    if (!Patience_NewGameWithDeal(&replay, job->game.variant, job->game.seed, job->game.deal)) {
        return;
    }
    for (int i = 0; i < job->game.placed; i++) {
        if (SDL_AtomicGet(&job->cancel) != 0) {
            return;
        }
        int played = job->game.moves[i];
        PatienceAi_ReviewMove(&replay, played, PATIENCE_AI_NORMAL, job->game.seed, &job->moves[i]);
        SDL_AtomicSet(&job->worker->progress, i + 1); /* a full barrier: the move is written before it counts */
        if (Patience_Place(&replay, Patience_CellRow(played), Patience_CellCol(played)) != PATIENCE_OK) {
            return;
        }
    }
}

/* The costliest placements rated so far, in game order. */
static void FindCostly(ReviewScene *s)
{
    int picked[COSTLY_MAX];
    int n = 0;
    for (int k = 0; k < COSTLY_MAX; k++) {
        int best = -1;
        for (int i = 0; i < s->rated; i++) {
            bool taken = false;
            for (int j = 0; j < n; j++) {
                taken |= picked[j] == i;
            }
            if (!taken && s->job.moves[i].loss >= COSTLY_MIN &&
                (best < 0 || s->job.moves[i].loss > s->job.moves[best].loss)) {
                best = i;
            }
        }
        if (best < 0) {
            break;
        }
        picked[n++] = best;
    }
    for (int i = 1; i < n; i++) {
        for (int j = i; j > 0 && picked[j] < picked[j - 1]; j--) {
            int t = picked[j];
            picked[j] = picked[j - 1];
            picked[j - 1] = t;
        }
    }
    memcpy(s->costly, picked, sizeof picked[0] * (size_t)n);
    s->costlyCount = n;
}

/* The board window: the final square, grown to take in every cell the engine preferred (a floating layout's
   engine may have built the square elsewhere). */
static void FitWindow(ReviewScene *s)
{
    int r0 = s->top, r1 = s->top + PATIENCE_SIDE - 1, c0 = s->left, c1 = s->left + PATIENCE_SIDE - 1;
    for (int i = 0; i < s->rated; i++) {
        int r = Patience_CellRow(s->job.moves[i].best);
        int c = Patience_CellCol(s->job.moves[i].best);
        r0 = r < r0 ? r : r0;
        r1 = r > r1 ? r : r1;
        c0 = c < c0 ? c : c0;
        c1 = c > c1 ? c : c1;
    }
    s->r0 = r0;
    s->c0 = c0;
    s->rows = r1 - r0 + 1;
    s->cols = c1 - c0 + 1;
}

static bool IsCostly(const ReviewScene *s, int move)
{
    for (int i = 0; i < s->costlyCount; i++) {
        if (s->costly[i] == move) {
            return true;
        }
    }
    return false;
}

static float TotalLoss(const ReviewScene *s)
{
    float sum = 0.0f;
    for (int i = 0; i < s->rated; i++) {
        sum += s->job.moves[i].loss;
    }
    return sum;
}

/* ---- geometry ---- */

static float CellSize(const ReviewScene *s, float *w, float *h)
{
    float byH = BOARD_H / (float)s->rows;
    float byW = BOARD_W / (float)s->cols * 7.0f / 5.0f;
    float pitchY = fminf(byH, byW);
    *h = pitchY - 8.0f;
    *w = *h * 5.0f / 7.0f;
    return pitchY;
}

static SDL_FRect CellRect(const ReviewScene *s, int cell)
{
    float w, h;
    float pitchY = CellSize(s, &w, &h);
    float pitchX = w + 8.0f;
    float gridW = pitchX * (float)s->cols;
    float gridH = pitchY * (float)s->rows;
    float x0 = BOARD_X + (BOARD_W - gridW) * 0.5f;
    float y0 = BOARD_Y + (BOARD_H - gridH) * 0.5f;
    int r = Patience_CellRow(cell) - s->r0;
    int c = Patience_CellCol(cell) - s->c0;
    return (SDL_FRect){x0 + (float)c * pitchX + 4.0f, y0 + (float)r * pitchY + 4.0f, w, h};
}

static SDL_FRect ButtonRect(int i)
{
    if (i == BUTTON_BACK) {
        return (SDL_FRect){40.0f, 24.0f, 128.0f, 46.0f};
    }
    float w = 180.0f;
    float y = PANEL_Y + PANEL_H - 66.0f;
    return i == BUTTON_PREV ? (SDL_FRect){PANEL_X + 24.0f, y, w, 46.0f}
                            : (SDL_FRect){PANEL_X + PANEL_W - 24.0f - w, y, w, 46.0f};
}

static SDL_FRect BarRect(int move)
{
    float pitch = STRIP_W / PATIENCE_CARDS;
    return (SDL_FRect){STRIP_X + (float)move * pitch + 3.0f, STRIP_Y, pitch - 6.0f, STRIP_H};
}

/* ---- input ---- */

static void Show(ReviewScene *s, int move)
{
    move = move < 0 ? 0 : (move >= s->moves ? s->moves - 1 : move);
    if (move != s->at) {
        s->at = move;
        s->changedAt = s->clock;
        Audio_Play(SFX_MOVE);
    }
}

/* The next (dir 1) or previous costly placement from the one shown, wrapping round. */
static void JumpCostly(ReviewScene *s, int dir)
{
    if (s->costlyCount == 0) {
        Audio_Play(SFX_ERROR);
        return;
    }
    int pick = dir > 0 ? s->costly[0] : s->costly[s->costlyCount - 1];
    for (int i = 0; i < s->costlyCount; i++) {
        int k = dir > 0 ? s->costly[i] : s->costly[s->costlyCount - 1 - i];
        if ((dir > 0 && k > s->at) || (dir < 0 && k < s->at)) {
            pick = k;
            break;
        }
    }
    Show(s, pick);
}

static int HitAt(float x, float y)
{
    for (int i = 0; i < BUTTON_COUNT; i++) {
        if (Gfx_Contains(ButtonRect(i), x, y)) {
            return i;
        }
    }
    for (int m = 0; m < PATIENCE_CARDS; m++) {
        if (Gfx_Contains(BarRect(m), x, y)) {
            return -2 - m;
        }
    }
    return -1;
}

static void Activate(ReviewScene *s, App *app, int hit)
{
    if (hit == BUTTON_BACK) {
        Audio_Play(SFX_SELECT);
        App_Pop(app);
    } else if (hit == BUTTON_PREV) {
        Show(s, s->at - 1);
    } else if (hit == BUTTON_NEXT) {
        Show(s, s->at + 1);
    } else if (hit <= -2) {
        Show(s, -2 - hit);
    }
}

static void Handle(Scene *base, App *app, const InputEvent *ev)
{
    ReviewScene *s = (ReviewScene *)base;
    switch (ev->action) {
    case ACTION_LEFT:
    case ACTION_UP: Show(s, s->at - 1); break;
    case ACTION_RIGHT:
    case ACTION_DOWN:
    case ACTION_CONFIRM: Show(s, s->at + 1); break;
    case ACTION_NEXT_AREA: JumpCostly(s, 1); break;
    case ACTION_PREV_AREA: JumpCostly(s, -1); break;
    case ACTION_HELP: App_Push(app, RulesScene_Create(app, PATIENCE_RULES_FILE)); break;
    case ACTION_BACK:
    case ACTION_MENU: Activate(s, app, BUTTON_BACK); break;
    case ACTION_POINTER_MOVE: s->hover = HitAt(ev->x, ev->y); break;
    case ACTION_POINTER_DOWN: s->pressed = HitAt(ev->x, ev->y); break;
    case ACTION_POINTER_UP: {
        int hit = HitAt(ev->x, ev->y);
        if (hit != -1 && hit == s->pressed) {
            Activate(s, app, hit);
        }
        s->pressed = -1;
        break;
    }
    case ACTION_SCROLL: Show(s, s->at + (ev->value > 0 ? -1 : 1)); break;
    default: break;
    }
}

static void Update(Scene *base, App *app, float dt)
{
    (void)app;
    ReviewScene *s = (ReviewScene *)base;
    s->clock += dt;
    int rated = SDL_AtomicGet(&s->worker.progress);
    Worker_Collect(&s->worker);
    if (rated != s->rated) {
        s->rated = rated;
        FindCostly(s);
        FitWindow(s);
    }
}

/* ---- drawing ---- */

static void CardName(Card card, char *buf, size_t size)
{
    char rank[16];
    snprintf(rank, sizeof rank, "%s", Card_RankName(Card_Rank(card)));
    rank[0] = (char)(rank[0] >= 'a' && rank[0] <= 'z' ? rank[0] - 'a' + 'A' : rank[0]);
    snprintf(buf, size, "%s of %s", rank, Card_SuitName(Card_Suit(card)));
}

/* Row and column counted in the final square, as the player sees them. */
static void Where(const ReviewScene *s, int cell, char *buf, size_t size)
{
    int r = Patience_CellRow(cell) - s->top;
    int c = Patience_CellCol(cell) - s->left;
    if (r < 0 || r >= PATIENCE_SIDE || c < 0 || c >= PATIENCE_SIDE) {
        snprintf(buf, size, "outside the final square");
    } else {
        snprintf(buf, size, "row %d, column %d", r + 1, c + 1);
    }
}

static void DrawCardAt(App *app, Card card, SDL_FRect r, Uint8 alpha)
{
    LayoutRecord_AddCard(r, card, true);
    SDL_FRect px = Gfx_ToPixels(&app->gfx, r);
    CardAtlas_DrawCard(app->cards, card, true, App_CardStyle(app), &px, 0.0, alpha);
}

static void DrawBoard(ReviewScene *s, App *app)
{
    Gfx *gfx = &app->gfx;
    Ui_DrawPanel(app, (SDL_FRect){BOARD_X - 12.0f, BOARD_Y - 12.0f, BOARD_W + 24.0f, BOARD_H + 24.0f});
    for (int r = s->r0; r < s->r0 + s->rows; r++) {
        for (int c = s->c0; c < s->c0 + s->cols; c++) {
            bool inSquare = r >= s->top && r < s->top + PATIENCE_SIDE && c >= s->left && c < s->left + PATIENCE_SIDE;
            SDL_FRect px = Gfx_ToPixels(gfx, CellRect(s, Patience_Cell(r, c)));
            CardAtlas_DrawSlot(app->cards, &px, inSquare ? 110 : 50);
        }
    }
    for (int i = 0; i < s->at; i++) {
        DrawCardAt(app, s->game.deal[i], CellRect(s, s->game.moves[i]), 255);
    }
    Card card = s->game.deal[s->at];
    int played = s->game.moves[s->at];
    bool rated = s->at < s->rated;
    const PatienceReviewMove *m = &s->job.moves[s->at];
    float pulse = 0.5f + 0.5f * sinf(s->clock * 3.0f);
    SDL_FRect pr = CellRect(s, played);
    if (rated && m->best != m->played) {
        SDL_FRect br = CellRect(s, m->best);
        DrawCardAt(app, card, br, 205); /* a ghost, but light enough to read on the dark felt */
        SDL_FRect glow = CardAtlas_GlowRect(Gfx_ToPixels(gfx, br));
        CardAtlas_DrawGlow(app->cards, &glow, Gfx_Rgba(90, 220, 120, (Uint8)(170.0f + 80.0f * pulse)));
        Gfx_StrokeRoundRect(gfx, br, 8.0f, 4.0f, Gfx_Rgba(90, 220, 120, 255));
        TextStyle ts = Text_Style(FONT_SANS_BOLD, 15.0f, THEME_INK, TEXT_CENTER);
        /* The tags sit across the middle of the card, over its pips, never over its corner indices. */
        float tw = fmaxf(72.0f, Text_Width(gfx, &ts, "Engine") + 16.0f); /* text keeps 12 px on a small window */
        SDL_FRect tag = {br.x + br.w * 0.5f - tw * 0.5f, br.y + br.h * 0.5f - 11.0f, tw, 22.0f};
        Gfx_FillRoundRect(gfx, tag, 11.0f, Gfx_Rgba(90, 220, 120, 255));
        Text_Draw(gfx, &ts, tag.x + tag.w * 0.5f, tag.y + (tag.h - Text_LineHeight(gfx, &ts)) * 0.5f, "Engine");
    }
    DrawCardAt(app, card, pr, 255);
    bool costly = rated && IsCostly(s, s->at);
    SDL_Color mine = costly ? Gfx_Rgba(240, 90, 70, 255) : THEME_FOCUS;
    Gfx_StrokeRoundRect(gfx, (SDL_FRect){pr.x - 3.0f, pr.y - 3.0f, pr.w + 6.0f, pr.h + 6.0f}, 9.0f, 4.0f, mine);
    TextStyle ts = Text_Style(FONT_SANS_BOLD, 15.0f, THEME_INK, TEXT_CENTER);
    float tw = fmaxf(60.0f, Text_Width(gfx, &ts, "You") + 16.0f);
    SDL_FRect tag = {pr.x + pr.w * 0.5f - tw * 0.5f, pr.y + pr.h * 0.5f - 11.0f, tw, 22.0f};
    Gfx_FillRoundRect(gfx, tag, 11.0f, mine);
    Text_Draw(gfx, &ts, tag.x + tag.w * 0.5f, tag.y + (tag.h - Text_LineHeight(gfx, &ts)) * 0.5f, "You");
}

static void DrawButton(ReviewScene *s, App *app, int i, const char *label, bool enabled)
{
    Gfx *gfx = &app->gfx;
    SDL_FRect r = ButtonRect(i);
    if (s->pressed == i) {
        r.y += 2.0f;
    }
    bool hot = s->hover == i && enabled;
    Gfx_FillRoundRect(gfx, r, THEME_RADIUS, hot ? Gfx_Rgba(222, 184, 92, 60) : Gfx_Rgba(0, 0, 0, 80));
    Gfx_StrokeRoundRect(gfx, r, THEME_RADIUS, hot ? 2.5f : 1.5f, hot ? THEME_FOCUS : THEME_PANEL_EDGE);
    TextStyle ts = Text_Style(FONT_SANS_BOLD, 20.0f, enabled ? THEME_CREAM : THEME_DISABLED, TEXT_CENTER);
    Text_Draw(gfx, &ts, r.x + r.w * 0.5f, r.y + (r.h - Text_LineHeight(gfx, &ts)) * 0.5f, label);
}

static void DrawDetail(ReviewScene *s, App *app)
{
    Gfx *gfx = &app->gfx;
    Ui_DrawPanel(app, (SDL_FRect){PANEL_X, PANEL_Y - 12.0f, PANEL_W, PANEL_H + 24.0f});
    float x = PANEL_X + 28.0f;
    float y = PANEL_Y + 8.0f;
    char text[160], card[48], where[48];
    CardName(s->game.deal[s->at], card, sizeof card);
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 30.0f, THEME_GOLD, TEXT_LEFT);
    snprintf(text, sizeof text, "Card %d of %d: %s", s->at + 1, s->moves, card);
    Text_Draw(gfx, &head, x, y, text);
    y += 56.0f;
    TextStyle label = Text_Style(FONT_SANS, 19.0f, THEME_PARCHMENT, TEXT_LEFT);
    TextStyle value = Text_Style(FONT_SANS_BOLD, 23.0f, THEME_CREAM, TEXT_LEFT);
    const PatienceReviewMove *m = &s->job.moves[s->at];
    Where(s, s->game.moves[s->at], where, sizeof where);
    Text_Draw(gfx, &label, x, y, "You laid it at");
    Text_Draw(gfx, &value, x + 226.0f, y - 3.0f, where);
    y += 40.0f;
    if (s->at >= s->rated) {
        int dots = 1 + (int)(s->clock * 3.0f) % 3;
        snprintf(text, sizeof text, "The engine is rating this move%.*s", dots, "...");
        Text_Draw(gfx, &label, x, y, text);
    } else {
        Where(s, m->best, where, sizeof where);
        Text_Draw(gfx, &label, x, y, "The engine's choice");
        value.color = m->best == m->played ? THEME_CREAM : Gfx_Rgba(120, 230, 140, 255);
        Text_Draw(gfx, &value, x + 226.0f, y - 3.0f, m->best == m->played ? "the same cell" : where);
        y += 52.0f;
        TextStyle big = Text_Style(FONT_SERIF_BOLD, 40.0f, THEME_GOLD, TEXT_LEFT);
        if (m->best == m->played) {
            big.color = Gfx_Rgba(120, 230, 140, 255);
            Text_Draw(gfx, &big, x, y, "Nothing given up");
            y += 56.0f;
            snprintf(text, sizeof text, "Expected final score from here: %.1f", (double)m->expectedPlayed);
            Text_Draw(gfx, &label, x, y, text);
        } else {
            bool costly = IsCostly(s, s->at);
            big.color = costly ? Gfx_Rgba(245, 110, 90, 255) : THEME_GOLD;
            snprintf(text, sizeof text, "%.1f points given up", (double)m->loss);
            Text_Draw(gfx, &big, x, y, text);
            y += 56.0f;
            /* Twice the standard error: the difference is that sure, nineteen times in twenty. */
            snprintf(text, sizeof text, "Engine's confidence: \xC2\xB1%.1f (standard error %.2f)",
                     (double)(2.0f * m->stderror), (double)m->stderror);
            Text_Draw(gfx, &label, x, y, text);
            y += 30.0f;
            snprintf(text, sizeof text, "Expected final score: %.1f yours, %.1f the engine's",
                     (double)m->expectedPlayed, (double)m->expectedBest);
            Text_Draw(gfx, &label, x, y, text);
            if (costly) {
                y += 30.0f;
                TextStyle warn = Text_Style(FONT_SANS_BOLD, 19.0f, Gfx_Rgba(245, 110, 90, 255), TEXT_LEFT);
                Text_Draw(gfx, &warn, x, y, "One of the costliest moves of the game");
            }
        }
    }
    /* The game as a whole, at the foot of the panel. */
    float fy = PANEL_Y + PANEL_H - 110.0f;
    Gfx_FillRect(gfx, (SDL_FRect){PANEL_X + 24.0f, fy - 10.0f, PANEL_W - 48.0f, 1.5f}, THEME_PANEL_EDGE);
    if (s->rated < s->moves) {
        snprintf(text, sizeof text, "Rating your moves: %d of %d", s->rated, s->moves);
        Text_Draw(gfx, &label, x, fy, text);
        SDL_FRect bar = {x + 300.0f, fy + 6.0f, PANEL_W - 356.0f, 12.0f};
        Gfx_FillRoundRect(gfx, bar, 6.0f, Gfx_Rgba(0, 0, 0, 120));
        bar.w *= (float)s->rated / (float)(s->moves > 0 ? s->moves : 1);
        Gfx_FillRoundRect(gfx, bar, 6.0f, THEME_GOLD);
    } else {
        snprintf(text, sizeof text, "Over the game: %.1f expected points given up", (double)TotalLoss(s));
        Text_Draw(gfx, &label, x, fy, text);
    }
    DrawButton(s, app, BUTTON_PREV, "\xE2\x80\xB9 Previous", s->at > 0);
    DrawButton(s, app, BUTTON_NEXT, "Next \xE2\x80\xBA", s->at + 1 < s->moves);
}

static void DrawStrip(ReviewScene *s, App *app)
{
    Gfx *gfx = &app->gfx;
    float maxLoss = 2.0f;
    for (int i = 0; i < s->rated; i++) {
        maxLoss = fmaxf(maxLoss, s->job.moves[i].loss);
    }
    TextStyle num = Text_Style(FONT_SANS_BOLD, 13.0f, THEME_PARCHMENT, TEXT_CENTER);
    for (int i = 0; i < s->moves; i++) {
        SDL_FRect r = BarRect(i);
        bool on = i == s->at;
        Gfx_FillRoundRect(gfx, r, 6.0f, on ? Gfx_Rgba(222, 184, 92, 70) : Gfx_Rgba(0, 0, 0, 70));
        if (i < s->rated) {
            float loss = s->job.moves[i].loss;
            float h = (r.h - 22.0f) * fminf(loss / maxLoss, 1.0f);
            SDL_Color c =
                IsCostly(s, i) ? Gfx_Rgba(240, 90, 70, 255) : (loss > 0.05f ? THEME_GOLD : Gfx_Rgba(90, 200, 120, 255));
            float hh = fmaxf(h, 3.0f);
            Gfx_FillRoundRect(gfx, (SDL_FRect){r.x + 5.0f, r.y + r.h - 20.0f - hh, r.w - 10.0f, hh}, 2.0f, c);
        }
        if (on || s->hover == -2 - i) {
            Gfx_StrokeRoundRect(gfx, r, 6.0f, 2.0f, on ? THEME_FOCUS : THEME_CREAM);
        }
        char n[16];
        snprintf(n, sizeof n, "%d", i + 1);
        num.color = on ? THEME_FOCUS : THEME_PARCHMENT;
        Text_Draw(gfx, &num, r.x + r.w * 0.5f, r.y + r.h - 18.0f, n);
    }
}

static void Draw(Scene *base, App *app)
{
    ReviewScene *s = (ReviewScene *)base;
    Gfx_DrawFelt(&app->gfx);
    TextStyle title = Text_Style(FONT_SERIF_BOLD, 34.0f, THEME_GOLD, TEXT_CENTER);
    Text_Draw(&app->gfx, &title, 640.0f, HEAD_Y, "Review of your game");
    DrawButton(s, app, BUTTON_BACK, "\xE2\x80\xB9 Back", true);
    if (s->moves == 0) {
        TextStyle ts = Text_Style(FONT_SANS, 22.0f, THEME_CREAM, TEXT_CENTER);
        Text_Draw(&app->gfx, &ts, 640.0f, 300.0f, "No card was laid in this game: there is nothing to review.");
        UiPrompt none[] = {{ACTION_BACK, "Back"}};
        Ui_DrawPrompts(app, none, 1);
        return;
    }
    DrawBoard(s, app);
    DrawDetail(s, app);
    DrawStrip(s, app);
    UiPrompt prompts[] = {{ACTION_LEFT, "Move"}, {ACTION_NEXT_AREA, "Costly moves"}, {ACTION_BACK, "Back"}};
    Ui_DrawPrompts(app, prompts, 3);
}

static bool Locate(Scene *base, App *app, const char *name, SDL_FRect *out)
{
    (void)base;
    (void)app;
    for (int i = 0; i < BUTTON_COUNT; i++) {
        if (strcmp(name, kButtonLabels[i]) == 0) {
            *out = ButtonRect(i);
            return true;
        }
    }
    int move = 0;
    char tail = 0;
    if (sscanf(name, "move%d%c", &move, &tail) == 1 && move >= 1 && move <= PATIENCE_CARDS) {
        *out = BarRect(move - 1);
        return true;
    }
    return false;
}

static void Destroy(Scene *base)
{
    ReviewScene *s = (ReviewScene *)base;
    /* Stop after the move being rated, then wait: the job writes into the scene. */
    SDL_AtomicSet(&s->job.cancel, 1);
    Worker_Wait(&s->worker);
    free(s);
}

static const SceneOps kOps = {
    .name = "patience-review",
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
};

Scene *PatienceReviewScene_Create(App *app, const PatienceGame *game)
{
    (void)app;
    ReviewScene *s = calloc(1, sizeof *s);
    if (s == NULL) {
        return NULL;
    }
    s->base.ops = &kOps;
    s->game = *game;
    s->moves = game->placed;
    s->hover = s->pressed = -1;
    Card sq[PATIENCE_SIDE][PATIENCE_SIDE];
    if (!Patience_Square(game, sq, &s->top, &s->left)) {
        s->top = game->placed > 0 ? game->top : PATIENCE_FREE_FIRST;
        s->left = game->placed > 0 ? game->left : PATIENCE_FREE_FIRST;
    }
    s->r0 = s->top;
    s->c0 = s->left;
    s->rows = s->cols = PATIENCE_SIDE;
    s->job.game = *game;
    s->job.worker = &s->worker;
    if (s->moves > 0) {
        Worker_Start(&s->worker, "patience-review", RateMoves, &s->job);
    }
    return &s->base;
}

/* For tests and screenshots: waits until every placement is rated. */
void PatienceReviewScene_Wait(Scene *scene)
{
    ReviewScene *s = (ReviewScene *)scene;
    Worker_Wait(&s->worker);
    s->rated = SDL_AtomicGet(&s->worker.progress);
    FindCostly(s);
    FitWindow(s);
}

int PatienceReviewScene_At(Scene *scene)
{
    return ((ReviewScene *)scene)->at;
}

/* A finished game for screenshots: the fast engine's play, with every fourth card laid in the first legal cell. */
bool PatienceReviewScene_DemoGame(PatienceGame *game)
{
    Patience_NewGame(game, Patience_DefaultVariant(), 20261122u);
    while (!Patience_IsComplete(game)) {
        uint8_t cells[PATIENCE_CELLS];
        int n = Patience_LegalCells(game, cells);
        if (n == 0) {
            return false;
        }
        int cell = game->placed % 4 == 3 ? cells[0] : PatienceAi_Choose(game, PATIENCE_AI_FAST, 7u);
        if (cell < 0 || Patience_Place(game, Patience_CellRow(cell), Patience_CellCol(cell)) != PATIENCE_OK) {
            return false;
        }
    }
    return true;
}

Scene *PatienceReviewScene_CreateDemo(App *app)
{
    PatienceGame game;
    if (!PatienceReviewScene_DemoGame(&game)) {
        return NULL;
    }
    Scene *scene = PatienceReviewScene_Create(app, &game);
    if (scene != NULL) {
        ReviewScene *s = (ReviewScene *)scene;
        PatienceReviewScene_Wait(scene);
        s->at = s->costlyCount > 0 ? s->costly[0] : 0;
    }
    return scene;
}
