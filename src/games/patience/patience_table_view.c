/* patience_table_view.c: drawing Poker Patience's table (where things are: patience_table_geometry.c). */
#include "games/patience/patience_table.h"

#include "games/patience/challenges/patience_challenge_scenes.h"

#include "games/patience/patience_names.h"

#include "app/app.h"
#include "render/layout_record.h"
#include "render/text.h"
#include "ui/ui_draw.h"
#include "ui/ui_theme.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static SDL_Color WithAlpha(SDL_Color c, float a)
{
    c.a = (Uint8)((float)c.a * (a < 0.0f ? 0.0f : (a > 1.0f ? 1.0f : a)));
    return c;
}

/* ---- drawing ---- */

static void DrawCard(App *app, Card card, bool faceUp, SDL_FRect r, float squeeze, Uint8 alpha, float lift)
{
    if (squeeze < 1.0f) {
        float w = r.w * squeeze;
        r.x += (r.w - w) * 0.5f;
        r.w = w;
    }
    if (squeeze >= 1.0f) {
        LayoutRecord_AddCard(r, card, faceUp);
    }
    SDL_FRect px = Gfx_ToPixels(&app->gfx, r);
    if (lift > 0.0f) {
        SDL_FRect sh = px;
        sh.x += Gfx_Px(&app->gfx, lift * 0.5f);
        sh.y += Gfx_Px(&app->gfx, lift);
        CardAtlas_DrawShadow(app->cards, &sh, 0.0, alpha);
    }
    CardAtlas_DrawCard(app->cards, card, faceUp, App_CardStyle(app), &px, 0.0, alpha);
}

static void DrawGlow(App *app, SDL_FRect r, SDL_Color tint)
{
    SDL_FRect px = Gfx_ToPixels(&app->gfx, CardAtlas_GlowRect(r));
    CardAtlas_DrawGlow(app->cards, &px, tint);
}

static bool IsLegal(const uint64_t mask[2], int cell)
{
    return ((mask[cell >> 6] >> (cell & 63)) & 1u) != 0;
}

static void DrawPill(App *app, float cx, float cy, const char *text, float size, SDL_Color fill, SDL_Color ink)
{
    TextStyle s = Text_Style(FONT_SANS_BOLD, size, ink, TEXT_CENTER);
    float h = size * 1.65f;
    float w = Text_Width(&app->gfx, &s, text) + size * 1.2f;
    if (w < h) {
        w = h;
    }
    SDL_FRect r = {cx - w * 0.5f, cy - h * 0.5f, w, h};
    Gfx_FillRoundRect(&app->gfx, r, h * 0.5f, fill);
    Text_Draw(&app->gfx, &s, cx, cy - Text_LineHeight(&app->gfx, &s) * 0.5f, text);
}

/* The edges of the final square that are already fixed, as gold rules. */
static void DrawFixedEdges(PtTable *t, App *app, const PtLayout *l, bool rowsFixed, bool colsFixed)
{
    const PatienceGame *g = &t->game;
    const PtCamera *cam = &t->cam;
    int top = g->top, bottom = g->bottom, left = g->left, right = g->right;
    if (g->variant.layout == PATIENCE_LAYOUT_FREE) {
        top = left = PATIENCE_FREE_FIRST;
        bottom = right = PATIENCE_FREE_FIRST + PATIENCE_SIDE - 1;
    }
    float z = cam->zoom;
    float y0 = PtView_CellCentreY(l, cam, (float)top - 0.5f) + 2.0f;
    float y1 = PtView_CellCentreY(l, cam, (float)bottom + 0.5f) - 2.0f;
    float x0 = PtView_CellCentreX(l, cam, (float)left - 0.5f) + PT_GAP_X * 0.25f * z;
    float x1 = PtView_CellCentreX(l, cam, (float)right + 0.5f) - PT_GAP_X * 0.25f * z;
    SDL_Color gold = WithAlpha(THEME_GOLD, t->finished ? 0.3f + 0.7f * App_Pulse(app, t->time * 6.0f) : 0.55f);
    if (rowsFixed && colsFixed) {
        SDL_FRect frame = {x0 - 6.0f, y0 - 6.0f, x1 - x0 + 12.0f, y1 - y0 + 12.0f};
        Gfx_StrokeRoundRect(&app->gfx, frame, 12.0f, 2.5f, gold);
        return;
    }
    float ax0 = l->area.x + 8.0f;
    float ax1 = l->area.x + l->area.w - 8.0f;
    float ay0 = l->area.y + 4.0f;
    float ay1 = l->area.y + l->area.h - 4.0f;
    if (rowsFixed) {
        Gfx_FillRect(&app->gfx, (SDL_FRect){ax0, y0 - 6.0f, ax1 - ax0, 2.5f}, gold);
        Gfx_FillRect(&app->gfx, (SDL_FRect){ax0, y1 + 4.0f, ax1 - ax0, 2.5f}, gold);
    }
    if (colsFixed) {
        Gfx_FillRect(&app->gfx, (SDL_FRect){x0 - 6.0f, ay0, 2.5f, ay1 - ay0}, gold);
        Gfx_FillRect(&app->gfx, (SDL_FRect){x1 + 4.0f, ay0, 2.5f, ay1 - ay0}, gold);
    }
}

static void DrawBoard(PtTable *t, App *app, const PtLayout *l)
{
    const PatienceGame *g = &t->game;
    const PtCamera *cam = &t->cam;
    SDL_FRect clip = {l->area.x - 10.0f, l->view.y, l->area.w + 20.0f, l->area.y + l->area.h - l->view.y + 8.0f};
    Gfx_SetClip(&app->gfx, &clip);
    int r0, r1, c0, c1;
    PtView_Reach(g, &r0, &r1, &c0, &c1);
    uint64_t legal[2] = {0, 0};
    bool live = !t->finished && Patience_CurrentCard(g) != CARD_NONE;
    if (live) {
        Patience_LegalMask(g, legal);
    }
    float pulse = App_Pulse(app, t->time * 3.2f); /* steady once the player is away: a still table draws nothing */
    /* Empty cells the square could still reach, faint, and the legal ones marked. */
    for (int r = r0; r <= r1; r++) {
        for (int c = c0; c <= c1; c++) {
            int cell = Patience_Cell(r, c);
            if (g->board[r][c] != CARD_NONE && !PtAnim_CellHidden(t, cell)) {
                continue;
            }
            SDL_FRect rect = PtView_CellRect(l, cam, cell);
            SDL_FRect px = Gfx_ToPixels(&app->gfx, rect);
            if (g->board[r][c] == CARD_NONE && IsLegal(legal, cell)) {
                Gfx_FillRoundRect(&app->gfx, rect, 8.0f * cam->zoom,
                                  Gfx_Rgba(222, 184, 92, (Uint8)(34.0f + 30.0f * pulse)));
                Gfx_StrokeRoundRect(&app->gfx, rect, 8.0f * cam->zoom, 2.0f,
                                    Gfx_Rgba(255, 214, 110, (Uint8)(150.0f + 80.0f * pulse)));
            } else {
                /* Fainter the further the cell is from the laid cards. */
                float dr = fabsf((float)r - cam->row) - cam->halfR + 0.5f;
                float dc = fabsf((float)c - cam->col) - cam->halfC + 0.5f;
                float d = fmaxf(0.0f, fmaxf(dr, dc));
                CardAtlas_DrawSlot(app->cards, &px, (Uint8)(110.0f / (1.0f + 1.5f * d)));
            }
        }
    }
    bool rowsFixed = g->variant.layout == PATIENCE_LAYOUT_FREE || (g->placed > 0 && g->bottom - g->top == 4);
    bool colsFixed = g->variant.layout == PATIENCE_LAYOUT_FREE || (g->placed > 0 && g->right - g->left == 4);
    DrawFixedEdges(t, app, l, rowsFixed, colsFixed);
    /* The laid cards. */
    for (int r = 0; r < PATIENCE_BOARD; r++) {
        for (int c = 0; c < PATIENCE_BOARD; c++) {
            int cell = Patience_Cell(r, c);
            if (g->board[r][c] == CARD_NONE || PtAnim_CellHidden(t, cell)) {
                continue;
            }
            bool last = g->placed > 0 && g->moves[g->placed - 1] == cell && !t->finished;
            DrawCard(app, g->board[r][c], true, PtView_CellRect(l, cam, cell), 1.0f, 255, last ? 4.0f : 2.5f);
            if (last && g->variant.layout == PATIENCE_LAYOUT_SERPENT) {
                DrawGlow(app, PtView_CellRect(l, cam, cell), Gfx_Rgba(160, 220, 255, 150));
            }
        }
    }
    /* The focus: a glow, and a ghost of the card where it would go. */
    /* A mouse player sees the focus under the pointer only; keys and pads always see it. */
    bool showFocus = app->input.lastDevice != DEVICE_MOUSE || t->hover >= 0 || t->dragging;
    if (live && showFocus && PtView_InReach(g, t->focus)) {
        SDL_FRect rect = PtView_CellRect(l, cam, t->focus);
        int fr = Patience_CellRow(t->focus);
        int fc = Patience_CellCol(t->focus);
        bool ok = IsLegal(legal, t->focus);
        if (ok && g->board[fr][fc] == CARD_NONE && !t->dragging && !PtAnim_SpotHidden(t)) {
            DrawCard(app, Patience_CurrentCard(g), true, rect, 1.0f, 110, 0.0f);
        }
        SDL_Color tint = ok ? Gfx_Rgba(255, 255, 255, (Uint8)(200.0f + 55.0f * pulse)) : Gfx_Rgba(255, 90, 70, 220);
        DrawGlow(app, rect, tint);
    }
    Gfx_SetClip(&app->gfx, NULL);

    /* Room left to grow, on each side of a floating layout. */
    if (g->variant.layout != PATIENCE_LAYOUT_FREE && !t->finished) {
        PatienceRoom room = Patience_Room(g);
        float z = cam->zoom;
        SDL_Color fill = Gfx_Rgba(10, 28, 18, 225);
        char text[32];
        if (!rowsFixed) {
            /* Astride the edge of the board area, so they cover as little of the outer cells as they can. */
            float yTop = fmaxf(l->cy - cam->halfR * l->pitchY * z - 6.0f, l->view.y + 16.0f);
            if (app->toastTime > 0.0f && app->toast[0] != '\0') {
                /* A notice ("Code ... copied") takes the top of the window: the count of rows shows under it. */
                SDL_FRect toast = Ui_ToastRect(app, app->toast);
                yTop = fmaxf(yTop, toast.y + toast.h + 20.0f); /* the pill is centred on yTop */
            }
            float yBottom = l->cy + cam->halfR * l->pitchY * z + 4.0f;
            snprintf(text, sizeof text, "\xE2\x96\xB2 %d more row%s", room.up, room.up == 1 ? "" : "s");
            DrawPill(app, l->cx, yTop, text, 15.0f, fill, THEME_PARCHMENT);
            snprintf(text, sizeof text, "\xE2\x96\xBC %d more row%s", room.down, room.down == 1 ? "" : "s");
            DrawPill(app, l->cx, yBottom, text, 15.0f, fill, THEME_PARCHMENT);
        }
        if (!colsFixed) {
            float xLeft = l->cx - cam->halfC * l->pitchX * z + PT_GAP_X * 0.5f * z;
            float xRight = l->cx + cam->halfC * l->pitchX * z - PT_GAP_X * 0.5f * z;
            snprintf(text, sizeof text, "\xE2\x97\x80 %d", room.left);
            DrawPill(app, xLeft, l->cy - 12.0f, text, 17.0f, fill, THEME_PARCHMENT);
            snprintf(text, sizeof text, "%d \xE2\x96\xB6", room.right);
            DrawPill(app, xRight, l->cy - 12.0f, text, 17.0f, fill, THEME_PARCHMENT);
            TextStyle small = Text_Style(FONT_SANS, 13.0f, THEME_PARCHMENT, TEXT_CENTER);
            const char *word = room.left == 1 ? "column" : "columns";
            Text_Draw(&app->gfx, &small, xLeft, l->cy + 6.0f, word);
            Text_Draw(&app->gfx, &small, xRight, l->cy + 6.0f, word);
        }
    }
}

/* A line's points in a pill: gold when the hand scores, dim when it does not. */
static void DrawPoints(App *app, float cx, float cy, int points, float size)
{
    char text[16];
    snprintf(text, sizeof text, "%d", points);
    if (points > 0) {
        DrawPill(app, cx, cy, text, size, THEME_GOLD, THEME_INK);
    } else {
        DrawPill(app, cx, cy, text, size, Gfx_Rgba(0, 0, 0, 110), THEME_DISABLED);
    }
}

/* How full an unfinished line is: five short bars, the laid ones bright. */
static void DrawPips(App *app, float x, float cy, int count, bool centred)
{
    const float w = 11.0f;
    const float step = 14.0f;
    float start = centred ? x - (step * 4.0f + w) * 0.5f : x;
    for (int i = 0; i < PATIENCE_SIDE; i++) {
        SDL_FRect r = {start + (float)i * step, cy - 2.5f, w, 5.0f};
        Gfx_FillRect(&app->gfx, r, i < count ? WithAlpha(THEME_PARCHMENT, 0.85f) : WithAlpha(THEME_PARCHMENT, 0.25f));
    }
}

static float RowLabelX(const PtTable *t, const PtLayout *l)
{
    return l->cx + t->cam.halfC * l->pitchX * t->cam.zoom + 6.0f;
}

static float ColumnLabelY(const PtTable *t, const PtLayout *l)
{
    return l->cy + t->cam.halfR * l->pitchY * t->cam.zoom + 4.0f;
}

static void DrawLines(PtTable *t, App *app, const PtLayout *l)
{
    const PatienceGame *g = &t->game;
    const PtCamera *cam = &t->cam;
    PatienceLine lines[PATIENCE_LINES];
    Patience_Lines(g, lines);
    bool floating = g->variant.layout != PATIENCE_LAYOUT_FREE;
    bool rowsFixed = !floating || (g->placed > 0 && g->bottom - g->top == 4);
    bool colsFixed = !floating || (g->placed > 0 && g->right - g->left == 4);
    char name[40];
    float x = RowLabelX(t, l);
    TextStyle rowName = Text_Style(FONT_SANS_BOLD, 19.0f, THEME_CREAM, TEXT_LEFT);
    for (int i = 0; i < PATIENCE_SIDE; i++) {
        const PatienceLine *line = &lines[i];
        if (line->at < 0) {
            continue;
        }
        float y = PtView_CellCentreY(l, cam, (float)line->at);
        if (line->count == PATIENCE_SIDE) {
            DrawPoints(app, x + 24.0f, y, line->points, 18.0f);
            rowName.color = line->points > 0 ? THEME_CREAM : THEME_DISABLED;
            PatienceNames_Hand(g->variant.table, line->hand, name, sizeof name);
            Text_Draw(&app->gfx, &rowName, x + 54.0f, y - Text_LineHeight(&app->gfx, &rowName) * 0.5f, name);
        } else if (colsFixed) {
            DrawPips(app, x + 8.0f, y, line->count, false);
        }
    }
    float y = ColumnLabelY(t, l);
    float colW = l->pitchX * cam->zoom - 4.0f;
    TextStyle colName = Text_Style(FONT_SANS_BOLD, 14.0f, THEME_CREAM, TEXT_CENTER);
    for (int i = PATIENCE_SIDE; i < PATIENCE_LINES; i++) {
        const PatienceLine *line = &lines[i];
        if (line->at < 0) {
            continue;
        }
        float cx = PtView_CellCentreX(l, cam, (float)line->at);
        if (line->count == PATIENCE_SIDE) {
            DrawPoints(app, cx, y + 13.0f, line->points, 16.0f);
            colName.color = line->points > 0 ? THEME_CREAM : THEME_DISABLED;
            PatienceNames_Hand(g->variant.table, line->hand, name, sizeof name);
            if (Text_Width(&app->gfx, &colName, name) <= colW) {
                Text_Draw(&app->gfx, &colName, cx, y + 28.0f, name);
            } else {
                /* Two words on two lines ("Straight / flush"): a column is narrower than the name. */
                char *space = strchr(name, ' ');
                if (space != NULL) {
                    *space = '\0';
                    Text_Draw(&app->gfx, &colName, cx, y + 27.0f, name);
                    Text_Draw(&app->gfx, &colName, cx, y + 43.0f, space + 1);
                } else {
                    Text_Draw(&app->gfx, &colName, cx, y + 28.0f, name);
                }
            }
        } else if (rowsFixed) {
            DrawPips(app, cx, y + 14.0f, line->count, true);
        }
    }
}

SDL_FRect PtView_ComingFirst(const PtLayout *l)
{
    return PatienceChallengeView_ComingRect(l->coming, 0);
}

static void DrawPanel(PtTable *t, App *app, const PtLayout *l)
{
    Gfx *gfx = &app->gfx;
    const PatienceGame *g = &t->game;
    SDL_FRect p = l->panel;
    LayoutRecord_Add(LAYOUT_PANEL, p, 0, false, "score panel");
    Gfx_FillRoundRect(gfx, p, 18.0f, Gfx_Rgba(0, 0, 0, 56));
    Gfx_StrokeRoundRect(gfx, p, 18.0f, 1.5f, Gfx_Rgba(222, 184, 92, 50));
    float mid = p.x + p.w * 0.5f;
    TextStyle caption = Text_Style(FONT_SANS_BOLD, 15.0f, THEME_PARCHMENT, TEXT_CENTER);
    int shown = (int)(t->shownScore + 0.5f);
    /* A line scores only when its five cards are laid: while the score stands at 0 with cards down (pairs and
       all), the caption says why. */
    bool why = shown == 0 && g->placed > 0 && !t->finished;
    Text_Draw(gfx, &caption, mid, p.y + 14.0f, why ? "FULL LINES SCORE" : "SCORE");
    char text[48];
    snprintf(text, sizeof text, "%d", shown);
    TextStyle score = Text_Style(FONT_SERIF_BOLD, 66.0f, Gfx_Rgba(0, 0, 0, 130), TEXT_CENTER);
    Text_Draw(gfx, &score, mid + 3.0f, p.y + 34.0f + 4.0f, text);
    score.color = THEME_GOLD;
    Text_Draw(gfx, &score, mid, p.y + 34.0f, text);

    Card current = Patience_CurrentCard(g);
    Text_Draw(gfx, &caption, mid, l->spot.y - 28.0f, current == CARD_NONE ? "COMPLETE" : "CARD TO PLACE");
    SDL_FRect slot = Gfx_ToPixels(gfx, l->spot);
    CardAtlas_DrawSlot(app->cards, &slot, 120);
    if (current != CARD_NONE && !t->dragging && !PtAnim_SpotHidden(t)) {
        SDL_FRect r = PtView_SpotRect(t, l);
        if (t->shake > 0.0f) {
            DrawGlow(app, r, Gfx_Rgba(255, 90, 70, 230));
        }
        DrawCard(app, current, true, r, 1.0f, 255, 7.0f);
    }
    TextStyle count = Text_Style(FONT_SANS_BOLD, 20.0f, THEME_CREAM, TEXT_CENTER);
    if (current != CARD_NONE) {
        snprintf(text, sizeof text, "Card %d of %d", g->placed + 1, PATIENCE_CARDS);
    } else {
        snprintf(text, sizeof text, "All %d cards laid", PATIENCE_CARDS);
    }
    Text_Draw(gfx, &count, mid, l->spot.y + l->spot.h + 14.0f, text);

    if (g->variant.layout == PATIENCE_LAYOUT_SERPENT) {
        /* A Serpent's cards are all known: the ones to come are shown face up, in order, instead of a pack. */
        PatienceChallengeView_DrawComing(app, g, l->coming);
        return;
    }
    /* The pack: a stack as thick as the cards still to come. */
    int toCome = PATIENCE_CARDS - g->placed - (current != CARD_NONE ? 1 : 0);
    SDL_FRect pack = l->pack;
    if (toCome == 0) {
        SDL_FRect px = Gfx_ToPixels(gfx, pack);
        CardAtlas_DrawSlot(app->cards, &px, 90);
    }
    int layers = toCome > 0 ? 1 + (toCome + 5) / 6 : 0;
    for (int i = layers - 1; i >= 0; i--) {
        SDL_FRect r = {pack.x - (float)i * 2.0f, pack.y - (float)i * 2.0f, pack.w, pack.h};
        DrawCard(app, CARD_NONE, false, r, 1.0f, 255, i == layers - 1 ? 4.0f : 0.0f);
    }
    TextStyle big = Text_Style(FONT_SANS_BOLD, 34.0f, THEME_CREAM, TEXT_LEFT);
    snprintf(text, sizeof text, "%d", toCome);
    float tx = pack.x + pack.w + 20.0f;
    Text_Draw(gfx, &big, tx, pack.y + pack.h * 0.5f - 32.0f, text);
    TextStyle small = Text_Style(FONT_SANS, 16.0f, THEME_PARCHMENT, TEXT_LEFT);
    Text_Draw(gfx, &small, tx, pack.y + pack.h * 0.5f + 8.0f, toCome == 1 ? "card to come" : "cards to come");
}

/*
 * The hint as a heat map over the best few legal cells: green for the
 * engine's choice, through amber to red as the expected final score falls
 * away from it (six points below the best is full red), with the score
 * itself in large figures on each cell so it reads from across the room.
 */
static SDL_Color HeatColour(float below)
{
    float k = fminf(fmaxf(below / 6.0f, 0.0f), 1.0f);
    SDL_Color good = Gfx_Rgba(70, 200, 110, 255);
    SDL_Color mid = Gfx_Rgba(240, 190, 60, 255);
    SDL_Color bad = Gfx_Rgba(225, 80, 60, 255);
    SDL_Color a = k < 0.5f ? good : mid;
    SDL_Color b = k < 0.5f ? mid : bad;
    float u = k < 0.5f ? k * 2.0f : (k - 0.5f) * 2.0f;
    return Gfx_Rgba((Uint8)((float)a.r + ((float)b.r - (float)a.r) * u),
                    (Uint8)((float)a.g + ((float)b.g - (float)a.g) * u),
                    (Uint8)((float)a.b + ((float)b.b - (float)a.b) * u), 255);
}

static void DrawHint(PtTable *t, App *app, const PtLayout *l)
{
    const PtHint *h = &t->hint;
    if (!h->shown || h->count == 0 || t->finished) {
        return;
    }
    Gfx *gfx = &app->gfx;
    float fade = fminf(h->age / 0.25f, 1.0f);
    float best = h->advice[0].expected;
    SDL_FRect clip = {l->area.x - 10.0f, l->view.y, l->area.w + 20.0f, l->area.y + l->area.h - l->view.y + 8.0f};
    Gfx_SetClip(&app->gfx, &clip);
    /* Worst first, so the engine's choice is drawn over its neighbours' frames. */
    for (int i = h->count - 1; i >= 0; i--) {
        const PatienceAdvice *a = &h->advice[i];
        SDL_FRect r = PtView_CellRect(l, &t->cam, a->cell);
        SDL_Color c = HeatColour(best - a->expected);
        float z = t->cam.zoom;
        Gfx_FillRoundRect(gfx, r, 8.0f * z, WithAlpha(Gfx_Rgba(c.r, c.g, c.b, 120), fade));
        Gfx_StrokeRoundRect(gfx, r, 8.0f * z, i == 0 ? 5.0f : 3.0f, WithAlpha(c, fade));
        char text[16];
        snprintf(text, sizeof text, "%.1f", (double)a->expected);
        /* As large as the cell allows: the figures are what a player reads from the sofa. */
        float size = 30.0f * z;
        TextStyle probe = Text_Style(FONT_SANS_BOLD, size, THEME_CREAM, TEXT_CENTER);
        float need = Text_Width(gfx, &probe, text) + size * 0.7f;
        if (need > r.w - 4.0f) {
            size *= (r.w - 4.0f) / need;
        }
        SDL_FRect pill = {r.x + 2.0f, r.y + r.h * 0.5f - size * 0.85f, r.w - 4.0f, size * 1.7f};
        Gfx_FillRoundRect(gfx, pill, size * 0.5f, WithAlpha(Gfx_Rgba(12, 16, 12, 225), fade));
        TextStyle fig = Text_Style(FONT_SANS_BOLD, size, WithAlpha(i == 0 ? THEME_CREAM : c, fade), TEXT_CENTER);
        Text_Draw(gfx, &fig, r.x + r.w * 0.5f, r.y + r.h * 0.5f - Text_LineHeight(gfx, &fig) * 0.5f, text);
        if (i == 0) {
            DrawPill(app, r.x + r.w * 0.5f, r.y + 4.0f, "BEST", 15.0f, WithAlpha(c, fade), WithAlpha(THEME_INK, fade));
        }
    }
    Gfx_SetClip(&app->gfx, NULL);
}

/* The Hint button at the foot of the panel (a mouse player's way in), and what the numbers mean while they show. */
static void DrawHintButton(PtTable *t, App *app, const PtLayout *l)
{
    Gfx *gfx = &app->gfx;
    bool live = !t->finished && Patience_CurrentCard(&t->game) != CARD_NONE && !Patience_IsStuck(&t->game);
    SDL_FRect r = PtView_HintButton(t, l);
    if (t->autoplay) {
        /* The attract mode: where the Hint button would be, what is going on and how to leave. */
        SDL_FRect box = {r.x, r.y - 10.0f, r.w, r.h + 10.0f};
        Gfx_FillRoundRect(gfx, box, 10.0f, Gfx_Rgba(222, 184, 92, (Uint8)(50.0f + 30.0f * sinf(t->time * 2.0f))));
        Gfx_StrokeRoundRect(gfx, box, 10.0f, 2.0f, THEME_FOCUS);
        TextStyle a = Text_Style(FONT_SANS_BOLD, 17.0f, THEME_FOCUS, TEXT_CENTER);
        Text_Draw(gfx, &a, box.x + box.w * 0.5f, box.y + 5.0f, "The engine is playing");
        TextStyle b = Text_Style(FONT_SANS, 14.0f, THEME_CREAM, TEXT_CENTER);
        Text_Draw(gfx, &b, box.x + box.w * 0.5f, box.y + 30.0f, "Press any button to return");
        return;
    }
    if (!live) {
        return;
    }
    if (t->hint.shown) {
        TextStyle cap = Text_Style(FONT_SANS_BOLD, 15.0f, THEME_PARCHMENT, TEXT_CENTER);
        const char *state = t->hint.refined ? "Expected final score" : "Expected score \xC2\xB7 refining\xE2\x80\xA6";
        Text_Draw(gfx, &cap, r.x + r.w * 0.5f, r.y - 24.0f, state);
    }
    bool hover = Gfx_Contains(r, t->pointerX, t->pointerY) && app->input.lastDevice == DEVICE_MOUSE;
    SDL_Color edge = t->assistOff ? THEME_PANEL_EDGE : (hover || t->hint.shown ? THEME_FOCUS : THEME_PANEL_EDGE);
    if (t->pressHint) {
        r.y += 2.0f;
    }
    const char *label = t->assistOff ? "Hints off" : (t->hint.shown ? "Hide hint" : "Hint");
    LayoutRecord_Add(LAYOUT_BUTTON, r, 0, false, label);
    Gfx_FillRoundRect(gfx, r, 10.0f, t->hint.shown ? Gfx_Rgba(222, 184, 92, 60) : Gfx_Rgba(0, 0, 0, 80));
    Gfx_StrokeRoundRect(gfx, r, 10.0f, hover ? 2.5f : 1.5f, edge);
    TextStyle ts = Text_Style(FONT_SANS_BOLD, 20.0f, t->assistOff ? THEME_DISABLED : THEME_CREAM, TEXT_LEFT);
    float glyphH = 26.0f;
    float gw = Ui_GlyphWidth(app, ACTION_HINT, glyphH);
    float tw = Text_Width(gfx, &ts, label);
    float x = r.x + (r.w - gw - 10.0f - tw) * 0.5f;
    Ui_DrawGlyph(app, ACTION_HINT, x, r.y + (r.h - glyphH) * 0.5f, glyphH);
    Text_Draw(gfx, &ts, x + gw + 10.0f, r.y + (r.h - Text_LineHeight(gfx, &ts)) * 0.5f, label);
}

static void DrawFlights(PtTable *t, App *app, const PtLayout *l)
{
    for (int i = 0; i < PT_MAX_FLIGHTS; i++) {
        const PtFlight *f = &t->flights[i];
        SDL_FRect r;
        float squeeze;
        bool faceUp;
        if (PtAnim_FlightPose(t, l, f, &r, &squeeze, &faceUp)) {
            DrawCard(app, f->card, faceUp, r, squeeze, 255, 10.0f);
        }
    }
    if (t->dragging && Patience_CurrentCard(&t->game) != CARD_NONE) {
        DrawCard(app, Patience_CurrentCard(&t->game), true, PtView_DragRect(t, l), 1.0f, 255, 16.0f);
    }
}

static void DrawPopups(PtTable *t, App *app, const PtLayout *l)
{
    TextStyle s = Text_Style(FONT_SERIF_BOLD, 32.0f, THEME_GOLD, TEXT_CENTER);
    for (int i = 0; i < PT_MAX_POPUPS; i++) {
        const PtPopup *p = &t->popups[i];
        if (!p->active || p->delay > 0.0f || p->dur <= 0.0f) {
            continue;
        }
        float k = p->t / p->dur;
        float ease = 1.0f - (1.0f - k) * (1.0f - k) * (1.0f - k);
        float alpha = k < 0.12f ? k / 0.12f : (k > 0.65f ? (1.0f - k) / 0.35f : 1.0f);
        float x, y;
        if (p->isColumn) {
            x = PtView_CellCentreX(l, &t->cam, (float)p->at);
            y = ColumnLabelY(t, l) - 20.0f;
        } else {
            x = RowLabelX(t, l) + Text_Width(&app->gfx, &s, p->text) * 0.5f + 10.0f;
            y = PtView_CellCentreY(l, &t->cam, (float)p->at) - 44.0f;
        }
        y -= 60.0f * ease;
        float w = Text_Width(&app->gfx, &s, p->text) + 30.0f;
        float h = Text_LineHeight(&app->gfx, &s) + 8.0f;
        x = fminf(fmaxf(x, l->view.x + w * 0.5f + 8.0f), l->view.x + l->view.w - w * 0.5f - 8.0f);
        SDL_FRect back = {x - w * 0.5f, y - 4.0f, w, h};
        Gfx_FillRoundRect(&app->gfx, back, h * 0.5f, Gfx_Rgba(20, 14, 6, (Uint8)(200.0f * alpha)));
        s.color = WithAlpha(Gfx_Rgba(0, 0, 0, 255), alpha * 0.6f);
        Text_Draw(&app->gfx, &s, x + 2.0f, y + 2.0f, p->text);
        s.color = WithAlpha(THEME_GOLD, alpha);
        Text_Draw(&app->gfx, &s, x, y, p->text);
    }
}

static void DrawMessage(PtTable *t, App *app, const PtLayout *l)
{
    if (t->messageTime <= 0.0f || t->message[0] == '\0') {
        return;
    }
    Gfx *gfx = &app->gfx;
    float alpha = t->messageTime < 0.4f ? t->messageTime / 0.4f : 1.0f;
    TextStyle s = Text_Style(FONT_SANS_BOLD, 19.0f, WithAlpha(THEME_CREAM, alpha), TEXT_LEFT);
    float maxW = 380.0f;
    float textW = fminf(Text_Width(gfx, &s, t->message), maxW);
    float textH = Text_DrawWrapped(gfx, &s, 0, 0, textW + 1.0f, t->message, false);
    float w = textW + 36.0f;
    float h = textH + 24.0f;
    float ax, ay;
    bool above = true;
    SDL_FRect anchor;
    if (t->messageCell >= 0) {
        anchor = PtView_CellRect(l, &t->cam, t->messageCell);
    } else {
        anchor = l->spot;
        above = false;
    }
    ax = anchor.x + anchor.w * 0.5f;
    ay = above ? anchor.y - 10.0f - h : anchor.y + anchor.h + 10.0f;
    if (above && ay < l->view.y + 8.0f) {
        ay = anchor.y + anchor.h + 10.0f;
    }
    float x = fminf(fmaxf(ax - w * 0.5f, l->view.x + 8.0f), l->view.x + l->view.w - w - 8.0f);
    SDL_FRect r = {x, ay, w, h};
    Gfx_FillRoundRect(gfx, (SDL_FRect){r.x + 3.0f, r.y + 5.0f, r.w, r.h}, 12.0f,
                      Gfx_Rgba(0, 0, 0, (Uint8)(90 * alpha)));
    Gfx_FillRoundRect(gfx, r, 12.0f, Gfx_Rgba(58, 20, 14, (Uint8)(240.0f * alpha)));
    Gfx_StrokeRoundRect(gfx, r, 12.0f, 2.0f, WithAlpha(Gfx_Rgba(236, 110, 90, 255), alpha));
    Text_DrawWrapped(gfx, &s, r.x + 18.0f, r.y + 12.0f, textW + 1.0f, t->message, true);
}

static void DrawBanner(App *app, const PtLayout *l, const char *title, const char *body)
{
    Gfx *gfx = &app->gfx;
    float w = 520.0f;
    TextStyle b = Text_Style(FONT_SANS, 19.0f, THEME_CREAM, TEXT_LEFT);
    float bodyH = Text_DrawWrapped(gfx, &b, 0, 0, w - 48.0f, body, false);
    float h = 70.0f + bodyH + 20.0f;
    /* Low on the board, so that the cards that led into the dead end stay in view. */
    SDL_FRect r = {l->cx - w * 0.5f, l->area.y + l->area.h - h, w, h};
    Gfx_FillRoundRect(gfx, r, THEME_RADIUS, Gfx_Rgba(14, 30, 21, 255));
    Ui_DrawPanel(app, r);
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 28.0f, THEME_GOLD, TEXT_LEFT);
    Text_Draw(gfx, &head, r.x + 24.0f, r.y + 18.0f, title);
    Text_DrawWrapped(gfx, &b, r.x + 24.0f, r.y + 64.0f, w - 48.0f, body, true);
}

SDL_FRect PtView_CopyRect(PtTable *t, App *app)
{
    SDL_FRect v = Gfx_View(&app->gfx);
    return PatienceChallengeView_DrawFooter(app, &t->attempt, &t->game, v.x + 26.0f, v.y + v.h - 54.0f, false,
                                            1.0e9f, NULL);
}

/* The bar of a game in play; returns how many prompts (at most 7). */
static int PlayPrompts(const PtTable *t, UiPrompt *prompts)
{
    const UiPrompt all[] = {{ACTION_CONFIRM, "Place"}, {UI_ACTION_ARROWS, "Move"},   {ACTION_NEXT_AREA, "Next cell"},
                            {ACTION_HINT, "Hint"},     {ACTION_UNDO, "Undo"}, {ACTION_MENU, "Menu"},
                            {ACTION_HELP, "Rules"}};
    memcpy(prompts, all, sizeof all);
    if (t->assistOff) {
        /* A counted attempt has no hints and no undo: the prompts would only promise a refusal. */
        memmove(&prompts[3], &prompts[5], sizeof prompts[0] * 2);
        return 5;
    }
    if (t->redoCount > 0) {
        /* Redo while there is something to lay again; F1 still opens the rules (the bar must fit 800 wide). */
        prompts[6] = (UiPrompt){ACTION_REDO, "Redo"};
    }
    return 7;
}

static void DrawFooter(PtTable *t, App *app, const PtLayout *l)
{
    const PatienceGame *g = &t->game;
    float captionRight = l->view.x;
    if (t->autoplay || (t->demo && !t->attempt.active)) {
        char text[160];
        if (t->autoplay) {
            snprintf(text, sizeof text, "%s \xC2\xB7 %s \xC2\xB7 The engine plays deal %llu",
                     PatienceNames_Layout(g->variant.layout), PatienceNames_Table(g->variant.table),
                     (unsigned long long)g->seed);
        } else {
            snprintf(text, sizeof text, "%s \xC2\xB7 %s \xC2\xB7 Demo deal", PatienceNames_Layout(g->variant.layout),
                     PatienceNames_Table(g->variant.table));
        }
        TextStyle s = Text_Style(FONT_SANS, 15.0f, WithAlpha(THEME_PARCHMENT, 0.75f), TEXT_LEFT);
        captionRight = l->view.x + 26.0f + Text_Draw(&app->gfx, &s, l->view.x + 26.0f, l->view.y + l->view.h - 40.0f, text);
    } else {
        /* What the deal is (a counted challenge says so), and its code to share, ending before the bar of a
           game in play where it can (a counted deal's note is cut short); the bar gives way to what is left. */
        UiPrompt prompts[7];
        int count = PlayPrompts(t, prompts);
        PatienceChallengeView_DrawFooter(app, &t->attempt, g, l->view.x + 26.0f, l->view.y + l->view.h - 54.0f,
                                         true, Ui_PromptsLeft(app, prompts, count) - 12.0f, &captionRight);
    }
    if (App_Top(app) != &t->base) {
        return; /* an overlay shows its own prompts */
    }
    if (t->autoplay) {
        UiPrompt back[] = {{ACTION_CONFIRM, "Return"}};
        Ui_DrawPrompts(app, back, 1);
        return;
    }
    if (t->finished) {
        UiPrompt done[] = {{ACTION_CONFIRM, "Continue"}};
        Ui_DrawPrompts(app, done, 1);
        return;
    }
    if (Patience_IsStuck(g)) {
        UiPrompt stuck[] = {{ACTION_UNDO, "Undo"}, {ACTION_MENU, "Menu"}, {ACTION_HELP, "Rules"}};
        Ui_DrawPrompts(app, t->assistOff ? stuck + 1 : stuck, t->assistOff ? 2 : 3);
        return;
    }
    UiPrompt prompts[7];
    int count = PlayPrompts(t, prompts);
    Ui_DrawPromptsRightOf(app, prompts, count, captionRight + 12.0f);
}

void PtView_Draw(PtTable *t, App *app)
{
    PtLayout l;
    PtView_Layout(app, &t->game, &l);
    Gfx_DrawFelt(&app->gfx);
    DrawBoard(t, app, &l);
    DrawLines(t, app, &l);
    DrawHint(t, app, &l);
    DrawPanel(t, app, &l);
    DrawHintButton(t, app, &l);
    if (Patience_IsStuck(&t->game)) {
        DrawBanner(app, &l, "The serpent is stuck",
                   t->assistOff ? "No free cell lies next to the card laid last. A counted attempt has no undo: "
                                  "restart from the menu to play this problem again as practice."
                                : "No free cell lies next to the card laid last, so this card has nowhere to go. "
                                  "Undo to take back cards and try another path.");
    }
    DrawFlights(t, app, &l);
    DrawPopups(t, app, &l);
    DrawMessage(t, app, &l);
    DrawFooter(t, app, &l);
}
