/* patience_score_view.c: where everything of the scoring scene is, and its drawing. */
#include "games/patience/patience_score.h"

#include "app/app.h"
#include "games/patience/challenges/patience_challenge_scenes.h"
#include "games/patience/patience_names.h"
#include "games/patience/patience_scenes.h"
#include "platform/audio.h"
#include "render/text.h"
#include "scenes/scenes.h"
#include "ui/ui_draw.h"
#include "ui/ui_theme.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const kButtonLabels[BUTTON_COUNT] = {"Play again", "Statistics", "Back to menu", "Best layout",
                                                        "Review"};

static float Clamp01(float t)
{
    return t < 0.0f ? 0.0f : (t > 1.0f ? 1.0f : t);
}

float PsView_EaseOut(float t)
{
    t = 1.0f - Clamp01(t);
    return 1.0f - t * t * t;
}

/* Overshoots a little and settles: a pop. */
static float EaseOutBack(float t)
{
    t = Clamp01(t);
    const float c1 = 1.70158f;
    const float c3 = c1 + 1.0f;
    float u = t - 1.0f;
    return 1.0f + c3 * u * u * u + c1 * u * u;
}

/* ---- geometry ---- */

static SDL_FRect CardRect(int row, int col)
{
    SDL_FRect r = {GRID_X + (float)col * (CARD_W + CARD_GAP), GRID_Y + (float)row * (CARD_H + CARD_GAP), CARD_W,
                   CARD_H};
    return r;
}

SDL_FRect PsView_BadgeRect(int line)
{
    if (line < PATIENCE_SIDE) {
        SDL_FRect c = CardRect(line, PATIENCE_SIDE - 1);
        return (SDL_FRect){GRID_X + GRID_W + 12.0f, c.y + c.h * 0.5f - 17.0f, 58.0f, 34.0f};
    }
    SDL_FRect c = CardRect(PATIENCE_SIDE - 1, line - PATIENCE_SIDE);
    return (SDL_FRect){c.x + c.w * 0.5f - 29.0f, GRID_Y + GRID_H + 10.0f, 58.0f, 32.0f};
}

static SDL_FRect LineBounds(int line)
{
    SDL_FRect a = line < PATIENCE_SIDE ? CardRect(line, 0) : CardRect(0, line - PATIENCE_SIDE);
    SDL_FRect b = line < PATIENCE_SIDE ? CardRect(line, PATIENCE_SIDE - 1) : CardRect(PATIENCE_SIDE - 1, line - 5);
    return (SDL_FRect){a.x - 6.0f, a.y - 6.0f, b.x + b.w - a.x + 12.0f, b.y + b.h - a.y + 12.0f};
}

SDL_FRect PsView_ListRow(int line)
{
    float y = LIST_Y + (float)line * LIST_ROW_H + (line >= PATIENCE_SIDE ? 10.0f : 0.0f);
    return (SDL_FRect){PANEL_X + 16.0f, y, PANEL_W - 32.0f, LIST_ROW_H - 3.0f};
}

SDL_FRect PsView_ButtonRect(int i)
{
    if (i >= BUTTON_BEST) {
        float w = (3.0f * BUTTON_W + BUTTON_GAP) * 0.5f;
        float x0 = PANEL_X + (PANEL_W - 3.0f * BUTTON_W - 2.0f * BUTTON_GAP) * 0.5f;
        return (SDL_FRect){x0 + (float)(i - BUTTON_BEST) * (w + BUTTON_GAP), TOOLS_Y, w, BUTTON_H};
    }
    float total = 3.0f * BUTTON_W + 2.0f * BUTTON_GAP;
    float x = PANEL_X + (PANEL_W - total) * 0.5f + (float)i * (BUTTON_W + BUTTON_GAP);
    return (SDL_FRect){x, BUTTON_Y, BUTTON_W, BUTTON_H};
}

/* Where the record banner rests once it has made its entrance: over the title. */
SDL_FRect PsView_BannerHome(void)
{
    return (SDL_FRect){GRID_X + (GRID_W + 70.0f - 440.0f) * 0.5f, 16.0f, 440.0f, 52.0f};
}

static bool InLine(int line, int row, int col)
{
    return line < PATIENCE_SIDE ? row == line : col == line - PATIENCE_SIDE;
}

static void LineName(int line, char *buf, size_t size)
{
    snprintf(buf, size, line < PATIENCE_SIDE ? "Row %d" : "Column %d", line % PATIENCE_SIDE + 1);
}

/* ---- drawing ---- */

/* The hand lit on the layout: the one being added during the reveal, then the player's choice. */
static int LitLine(const ScoreScene *s)
{
    if (!s->done) {
        return s->revealed > 0 && s->clock - s->revealedAt[s->revealed - 1] < s->step ? s->revealed - 1 : -1;
    }
    return s->selected;
}

static void DrawCards(ScoreScene *s, App *app)
{
    Gfx *gfx = &app->gfx;
    int lit = LitLine(s);
    /* The cards settle in one after another, in the order a reader scans them. */
    float spread = s->intro * 0.55f;
    for (int row = 0; row < PATIENCE_SIDE; row++) {
        for (int col = 0; col < PATIENCE_SIDE; col++) {
            int k = row * PATIENCE_SIDE + col;
            float t = s->intro > 0.0f ? (s->clock - spread * (float)k / 24.0f) / (s->intro * 0.45f) : 1.0f;
            float e = PsView_EaseOut(t);
            if (e <= 0.0f) {
                continue;
            }
            /* On its way between its cell in the player's layout and its cell in the best one. */
            float m = s->morph * s->morph * (3.0f - 2.0f * s->morph);
            int to = s->bestReady ? s->moveTo[k] : k;
            SDL_FRect a = CardRect(row, col);
            SDL_FRect b = CardRect(to / PATIENCE_SIDE, to % PATIENCE_SIDE);
            SDL_FRect r = {a.x + (b.x - a.x) * m, a.y + (b.y - a.y) * m, a.w, a.h};
            /* A little lift mid-way, so crossing cards read as moving over one another. */
            r.y -= (1.0f - e) * 18.0f + sinf(m * PT_PI_SCORE) * 14.0f * (float)((k * 7) % 3);
            int shownRow = m >= 0.5f ? to / PATIENCE_SIDE : row;
            int shownCol = m >= 0.5f ? to % PATIENCE_SIDE : col;
            SDL_FRect px = Gfx_ToPixels(gfx, r);
            SDL_FRect shadow = px;
            shadow.x += Gfx_Px(gfx, 3.0f);
            shadow.y += Gfx_Px(gfx, 5.0f);
            CardAtlas_DrawShadow(app->cards, &shadow, 0.0, (Uint8)(120.0f * e));
            Card card = s->square[k];
            if (card == CARD_NONE) {
                CardAtlas_DrawSlot(app->cards, &px, (Uint8)(200.0f * e));
                continue;
            }
            CardAtlas_DrawCard(app->cards, card, true, App_CardStyle(app), &px, 0.0, (Uint8)(255.0f * e));
            if (lit >= 0 && !InLine(lit, shownRow, shownCol)) {
                Gfx_FillRoundRect(gfx, r, 6.0f, Gfx_Rgba(8, 20, 12, 96));
            }
        }
    }
    if (lit < 0) {
        return;
    }
    SDL_FRect box = LineBounds(lit);
    Gfx_StrokeRoundRect(gfx, box, 12.0f, 3.0f, THEME_FOCUS);
    for (int i = 0; i < PATIENCE_SIDE; i++) {
        int row = lit < PATIENCE_SIDE ? lit : i;
        int col = lit < PATIENCE_SIDE ? i : lit - PATIENCE_SIDE;
        SDL_FRect glow = CardAtlas_GlowRect(Gfx_ToPixels(gfx, CardRect(row, col)));
        CardAtlas_DrawGlow(app->cards, &glow, Gfx_Rgba(255, 255, 255, 200));
    }
}

static void DrawBadges(ScoreScene *s, App *app)
{
    Gfx *gfx = &app->gfx;
    int lit = LitLine(s);
    for (int i = 0; i < s->revealed; i++) {
        const PatienceLine *line = &PsScene_ShownLines(s)[i];
        float age = s->clock - s->revealedAt[i];
        float pop = s->step > 0.0f ? 1.0f + 0.35f * (1.0f - EaseOutBack(age / 0.3f)) : 1.0f;
        SDL_FRect r = PsView_BadgeRect(i);
        SDL_FRect g = {r.x + r.w * 0.5f * (1.0f - pop), r.y + r.h * 0.5f * (1.0f - pop), r.w * pop, r.h * pop};
        bool scored = line->points > 0;
        Gfx_FillRoundRect(gfx, g, g.h * 0.5f, scored ? THEME_GOLD : Gfx_Rgba(0, 0, 0, 120));
        if (i == lit) {
            Gfx_StrokeRoundRect(gfx, g, g.h * 0.5f, 2.5f, THEME_CREAM);
        }
        char text[16];
        snprintf(text, sizeof text, "%d", line->points);
        TextStyle ts = Text_Style(FONT_SANS_BOLD, 20.0f, scored ? THEME_INK : THEME_DISABLED, TEXT_CENTER);
        Text_Draw(gfx, &ts, r.x + r.w * 0.5f, r.y + (r.h - Text_LineHeight(gfx, &ts)) * 0.5f, text);
    }
}

static void DrawList(ScoreScene *s, App *app)
{
    Gfx *gfx = &app->gfx;
    int lit = LitLine(s);
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 26.0f, THEME_GOLD, TEXT_LEFT);
    Text_Draw(gfx, &head, PANEL_X + 28.0f, PANEL_Y + 16.0f, s->showBest ? "The best layout's hands" : "The ten hands");
    TextStyle pts = Text_Style(FONT_SANS, 16.0f, THEME_PARCHMENT, TEXT_RIGHT);
    Text_Draw(gfx, &pts, PANEL_X + PANEL_W - 32.0f, PANEL_Y + 26.0f, "points");
    for (int i = 0; i < PATIENCE_LINES; i++) {
        SDL_FRect r = PsView_ListRow(i);
        bool shown = i < s->revealed;
        float age = shown ? s->clock - s->revealedAt[i] : 0.0f;
        float e = shown ? (s->step > 0.0f ? PsView_EaseOut(age / 0.25f) : 1.0f) : 0.0f;
        if (i == lit) {
            Gfx_FillRoundRect(gfx, r, 8.0f, Gfx_Rgba(222, 184, 92, 48));
            Gfx_StrokeRoundRect(gfx, r, 8.0f, 2.0f, THEME_FOCUS);
        } else if (i % 2 == 0) {
            Gfx_FillRoundRect(gfx, r, 8.0f, Gfx_Rgba(255, 255, 255, 10));
        }
        char name[24];
        LineName(i, name, sizeof name);
        TextStyle label = Text_Style(FONT_SANS, 19.0f, THEME_PARCHMENT, TEXT_LEFT);
        label.color.a = shown ? 255 : 110;
        float ty = r.y + (r.h - Text_LineHeight(gfx, &label)) * 0.5f;
        Text_Draw(gfx, &label, r.x + 14.0f, ty, name);
        if (!shown) {
            continue;
        }
        const PatienceLine *line = &PsScene_ShownLines(s)[i];
        float slide = (1.0f - e) * 24.0f;
        Uint8 alpha = (Uint8)(255.0f * e);
        bool scored = line->points > 0;
        char hand[32];
        PatienceNames_Hand(s->game.variant.table, line->hand, hand, sizeof hand);
        TextStyle hs = Text_Style(FONT_SANS_BOLD, 22.0f, scored ? THEME_CREAM : THEME_DISABLED, TEXT_LEFT);
        hs.color.a = alpha;
        Text_Draw(gfx, &hs, r.x + 150.0f + slide, r.y + (r.h - Text_LineHeight(gfx, &hs)) * 0.5f, hand);
        char points[16];
        snprintf(points, sizeof points, "%d", line->points);
        TextStyle ps = Text_Style(FONT_SANS_BOLD, 23.0f, scored ? THEME_GOLD : THEME_DISABLED, TEXT_RIGHT);
        ps.color.a = alpha;
        Text_Draw(gfx, &ps, r.x + r.w - 16.0f + slide, r.y + (r.h - Text_LineHeight(gfx, &ps)) * 0.5f, points);
    }
}

static void DrawChip(App *app, float cx, float y, const char *label, const char *value, SDL_Color valueColor)
{
    TextStyle ls = Text_Style(FONT_SANS, 16.0f, THEME_PARCHMENT, TEXT_CENTER);
    Text_Draw(&app->gfx, &ls, cx, y, label);
    TextStyle vs = Text_Style(FONT_SANS_BOLD, 26.0f, valueColor, TEXT_CENTER);
    Text_Draw(&app->gfx, &vs, cx, y + 20.0f, value);
}

/* "You scored X of a possible Y", and how sure that Y is, between the total's label and its figure. */
static void DrawPossible(ScoreScene *s, App *app, float top)
{
    Gfx *gfx = &app->gfx;
    float cx = PANEL_X + PANEL_W * 0.5f - 6.0f;
    char line1[96], line2[96];
    if (!s->complete) {
        return;
    }
    if (s->bestFailed) {
        snprintf(line1, sizeof line1, "You scored %d", s->total);
        snprintf(line2, sizeof line2, "The best layout of this deal could not be worked out");
    } else if (!s->bestReady) {
        int dots = 1 + (int)(s->searchTime * 3.0f) % 3;
        snprintf(line1, sizeof line1, "You scored %d", s->total);
        snprintf(line2, sizeof line2, "Finding the best layout of this deal%.*s", dots, "...");
    } else {
        snprintf(line1, sizeof line1, "You scored %d of a possible %d", s->total, s->job.best.score);
        if (s->job.best.proven) {
            snprintf(line2, sizeof line2, "Proven best: no layout scores more");
        } else {
            snprintf(line2, sizeof line2, "Best found %d \xC2\xB7 no layout can beat %d", s->job.best.score,
                     s->job.best.bound);
        }
    }
    TextStyle a = Text_Style(FONT_SANS_BOLD, 19.0f, THEME_CREAM, TEXT_CENTER);
    Text_Draw(gfx, &a, cx, top + 12.0f, line1);
    TextStyle b =
        Text_Style(FONT_SANS, 16.0f, s->bestReady && s->job.best.proven ? THEME_FOCUS : THEME_PARCHMENT, TEXT_CENTER);
    Text_Draw(gfx, &b, cx, top + 38.0f, line2);
}

static void DrawTotals(ScoreScene *s, App *app)
{
    Gfx *gfx = &app->gfx;
    float top = LIST_Y + PATIENCE_LINES * LIST_ROW_H + 18.0f;
    Gfx_FillRect(gfx, (SDL_FRect){PANEL_X + 24.0f, top, PANEL_W - 48.0f, 1.5f}, THEME_PANEL_EDGE);
    TextStyle label = Text_Style(FONT_SERIF_BOLD, 32.0f, THEME_CREAM, TEXT_LEFT);
    Text_Draw(gfx, &label, PANEL_X + 28.0f, top + 16.0f, "Total");
    char total[16];
    snprintf(total, sizeof total, "%d", s->done ? PsScene_ShownFinal(s) : PsScene_ShownTotal(s));
    TextStyle big = Text_Style(FONT_SERIF_BOLD, 58.0f, THEME_GOLD, TEXT_RIGHT);
    big.color = Gfx_Rgba(0, 0, 0, 110);
    Text_Draw(gfx, &big, PANEL_X + PANEL_W - 30.0f, top + 5.0f, total);
    big.color = THEME_GOLD;
    Text_Draw(gfx, &big, PANEL_X + PANEL_W - 32.0f, top + 2.0f, total);
    DrawPossible(s, app, top);

    /* The records, as they stand with this game counted. */
    float y = top + 78.0f;
    char best[24], average[24], games[24];
    const PatienceOutcome *o = &s->outcome;
    int bestNow = o->previousBest > o->score ? o->previousBest : o->score;
    snprintf(best, sizeof best, "%d", bestNow);
    snprintf(average, sizeof average, "%.1f", o->average);
    snprintf(games, sizeof games, "%d", o->games);
    char bestLabel[48];
    if (o->previousBest < 0) {
        snprintf(bestLabel, sizeof bestLabel, "Best (your first game)");
    } else if (o->newRecord) {
        snprintf(bestLabel, sizeof bestLabel, "New best (was %d)", o->previousBest);
    } else {
        snprintf(bestLabel, sizeof bestLabel, "Best");
    }
    float third = PANEL_W / 3.0f;
    DrawChip(app, PANEL_X + third * 0.5f, y, bestLabel, best, o->newRecord ? THEME_FOCUS : THEME_CREAM);
    DrawChip(app, PANEL_X + third * 1.5f, y, "Average", average, THEME_CREAM);
    DrawChip(app, PANEL_X + third * 2.5f, y, o->games == 1 ? "Game played" : "Games played", games, THEME_CREAM);
}

static void DrawButtons(ScoreScene *s, App *app)
{
    Gfx *gfx = &app->gfx;
    for (int i = 0; i < BUTTON_COUNT; i++) {
        SDL_FRect r = PsView_ButtonRect(i);
        bool focused = s->done && s->showFocus && i == s->focus;
        if (s->pressed == i) {
            r.y += 2.0f;
        }
        Gfx_FillRoundRect(gfx, r, THEME_RADIUS, focused ? Gfx_Rgba(222, 184, 92, 70) : Gfx_Rgba(0, 0, 0, 70));
        Gfx_StrokeRoundRect(gfx, r, THEME_RADIUS, focused ? 2.5f : 1.5f,
                            focused ? THEME_FOCUS : (i == s->hover ? THEME_CREAM : THEME_PANEL_EDGE));
        bool off = i == BUTTON_BEST && !s->bestReady;
        const char *label = kButtonLabels[i];
        if (i == BUTTON_BEST) {
            label = !s->bestReady ? "Best layout\xE2\x80\xA6" : (s->showBest ? "Your layout" : "Show best layout");
        } else if (i == BUTTON_REVIEW) {
            label = "Review your moves";
        }
        TextStyle ts = Text_Style(FONT_SANS_BOLD, THEME_TEXT, focused ? THEME_FOCUS : THEME_CREAM, TEXT_CENTER);
        if (off) {
            ts.color = THEME_DISABLED;
        }
        Text_Draw(gfx, &ts, r.x + r.w * 0.5f, r.y + (r.h - Text_LineHeight(gfx, &ts)) * 0.5f, label);
    }
}

/* Under the title: the variant, or whose layout is on show while it is not the player's. */
static void VariantLine(const ScoreScene *s, char *buf, size_t size)
{
    if (s->showBest) {
        snprintf(buf, size, "The best layout of this deal: %d", s->bestTotal);
    } else {
        PatienceChallengeView_Subtitle(&s->attempt, &s->game, s->result.streak.current, buf, size);
    }
}

static void DrawTitle(ScoreScene *s, App *app)
{
    Gfx *gfx = &app->gfx;
    float cx = GRID_X + (GRID_W + 70.0f) * 0.5f;
    TextStyle title = Text_Style(FONT_SERIF_BOLD, 34.0f, Gfx_Rgba(0, 0, 0, 110), TEXT_CENTER);
    Text_Draw(gfx, &title, cx + 2.0f, 22.0f, "Poker Patience");
    title.color = THEME_GOLD;
    Text_Draw(gfx, &title, cx, 20.0f, "Poker Patience");
    char variant[96];
    VariantLine(s, variant, sizeof variant);
    TextStyle vs = Text_Style(FONT_SANS, 19.0f, THEME_PARCHMENT, TEXT_CENTER);
    Text_Draw(gfx, &vs, cx, 76.0f, variant);
}

void PsView_Draw(Scene *base, App *app)
{
    ScoreScene *s = (ScoreScene *)base;
    Gfx_DrawFelt(&app->gfx);
    if (!PatienceCelebration_AtHome(&s->celebration)) {
        DrawTitle(s, app);
    } else {
        char variant[96];
        VariantLine(s, variant, sizeof variant);
        TextStyle vs = Text_Style(FONT_SANS, 19.0f, THEME_PARCHMENT, TEXT_CENTER);
        Text_Draw(&app->gfx, &vs, GRID_X + (GRID_W + 70.0f) * 0.5f, 76.0f, variant);
    }
    DrawCards(s, app);
    DrawBadges(s, app);
    Ui_DrawPanel(app, (SDL_FRect){PANEL_X, PANEL_Y, PANEL_W, PANEL_H});
    DrawList(s, app);
    DrawTotals(s, app);
    DrawButtons(s, app);
    PatienceChallengeView_DrawCode(app, &s->attempt, &s->game, CODE_X, CODE_Y, true, false);
    PatienceCelebration_Draw(&s->celebration, app);
    if (!s->done) {
        UiPrompt prompts[] = {{ACTION_CONFIRM, "Skip"}, {ACTION_BACK, "Menu"}};
        Ui_DrawPrompts(app, prompts, 2);
    } else {
        UiPrompt prompts[] = {{ACTION_UP, "Hands"},
                              {ACTION_LEFT, "Choose"},
                              {ACTION_CONFIRM, "Select"},
                              {ACTION_HELP, "Rules"},
                              {ACTION_BACK, "Menu"}};
        Ui_DrawPrompts(app, prompts, 5);
    }
}

bool PsView_Locate(Scene *base, App *app, const char *name, SDL_FRect *out)
{
    for (int i = 0; i < BUTTON_COUNT; i++) {
        if (strcmp(name, kButtonLabels[i]) == 0) {
            *out = PsView_ButtonRect(i);
            return true;
        }
    }
    for (int i = 0; i < PATIENCE_LINES; i++) {
        char label[24];
        LineName(i, label, sizeof label);
        if (strcmp(name, label) == 0) {
            *out = PsView_ListRow(i);
            return true;
        }
    }
    ScoreScene *s = (ScoreScene *)base;
    if (strcmp(name, "copy-code") == 0) {
        *out = PatienceChallengeView_DrawCode(app, &s->attempt, &s->game, CODE_X, CODE_Y, false, false);
        return out->w > 0.0f;
    }
    if (strcmp(name, "show-best") == 0) {
        *out = PsView_ButtonRect(BUTTON_BEST);
        return true;
    }
    int row = 0, col = 0;
    char tail = 0;
    if (sscanf(name, "r%dc%d%c", &row, &col, &tail) == 2 && row >= 0 && row < PATIENCE_SIDE && col >= 0 &&
        col < PATIENCE_SIDE) {
        *out = CardRect(row, col);
        return true;
    }
    return false;
}
