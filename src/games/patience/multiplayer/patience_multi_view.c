/* patience_multi_view.c: the several-player table on screen: a board per player around the shared card. */
#include "games/patience/multiplayer/patience_multi_table.h"

#include "games/patience/patience_names.h"

#include "app/app.h"
#include "render/layout_record.h"
#include "render/text.h"
#include "ui/ui_draw.h"
#include "ui/ui_theme.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/*
 * Split screen: a centre column holds the shared card to place; two boards
 * sit either side of it, three or four in quadrants. Pass-and-play: the
 * player in turn gets one large board and the card at the right. Each board
 * is a header (colour, name, device, "thinking..." or "placed", score) over
 * its cells, with the rows' points at the right and the columns' below.
 */
#define PROMPTS_H 60.0f
#define CENTRE_W 150.0f
#define PASS_PANEL_W 250.0f
#define HEADER_H 44.0f
#define SIDE_HEADER_W 168.0f
#define MARGIN 10.0f

static SDL_Color WithAlpha(SDL_Color c, float a)
{
    c.a = (Uint8)((float)c.a * (a < 0.0f ? 0.0f : (a > 1.0f ? 1.0f : a)));
    return c;
}

bool PmView_Shown(const PmTable *t, int seat)
{
    if (seat < 0 || seat >= t->setup.count) {
        return false;
    }
    return t->setup.mode == PM_SPLIT || (seat == t->turn && !t->handOver);
}

static SDL_FRect BoardRect(const PmTable *t, App *app, int seat)
{
    SDL_FRect v = Gfx_View(&app->gfx);
    float top = v.y + MARGIN;
    float bottom = v.y + v.h - PROMPTS_H;
    if (t->setup.mode == PM_PASS) {
        return (SDL_FRect){v.x + MARGIN, top, v.w - 3.0f * MARGIN - PASS_PANEL_W, bottom - top};
    }
    float mid = v.x + v.w * 0.5f;
    float w = mid - CENTRE_W * 0.5f - MARGIN - (v.x + MARGIN);
    float x = seat % 2 == 0 ? v.x + MARGIN : mid + CENTRE_W * 0.5f + MARGIN;
    if (t->setup.count <= 2) {
        return (SDL_FRect){x, top, w, bottom - top};
    }
    float h = (bottom - top - MARGIN) * 0.5f;
    return (SDL_FRect){x, seat < 2 ? top : top + h + MARGIN, w, h};
}

void PmView_Board(const PmTable *t, App *app, int seat, PmBoardLayout *out)
{
    SDL_FRect r = BoardRect(t, app, seat);
    out->rect = r;
    PtLayout *l = &out->cells;
    memset(l, 0, sizeof *l);
    l->view = Gfx_View(&app->gfx);
    /*
     * A tall board (two players, pass-and-play) has its header on top and the
     * rows' hand names beside their points. A quadrant is short, so its header
     * becomes a column at the left and the rows show points alone: the cards
     * get all the height there is.
     */
    bool roomy = r.h > 400.0f;
    float gapX = roomy ? 14.0f : 8.0f;
    float gapY = roomy ? 8.0f : 5.0f;
    if (roomy) {
        out->header = (SDL_FRect){r.x, r.y, r.w, HEADER_H};
        l->stripW = 140.0f;
        l->bandH = 50.0f;
        l->area =
            (SDL_FRect){r.x + 12.0f, r.y + HEADER_H + 6.0f, r.w - 24.0f - l->stripW, r.h - HEADER_H - 6.0f - l->bandH};
    } else {
        out->header = (SDL_FRect){r.x, r.y, SIDE_HEADER_W, r.h};
        l->stripW = 48.0f;
        l->bandH = 26.0f;
        l->area =
            (SDL_FRect){r.x + SIDE_HEADER_W, r.y + 8.0f, r.w - SIDE_HEADER_W - 8.0f - l->stripW, r.h - 8.0f - l->bandH};
    }
    l->cx = l->area.x + l->area.w * 0.5f;
    l->cy = l->area.y + l->area.h * 0.5f;
    float byHeight = l->area.h / PATIENCE_SIDE - gapY;
    float byWidth = (l->area.w / PATIENCE_SIDE - gapX) * 7.0f / 5.0f;
    l->cardH = fminf(byHeight, byWidth);
    l->cardW = l->cardH * 5.0f / 7.0f;
    l->pitchX = l->cardW + gapX;
    l->pitchY = l->cardH + gapY;
}

SDL_FRect PmView_Spot(const PmTable *t, App *app)
{
    SDL_FRect v = Gfx_View(&app->gfx);
    if (t->setup.mode == PM_PASS) {
        float w = 150.0f;
        float x = v.x + v.w - MARGIN - PASS_PANEL_W * 0.5f - w * 0.5f;
        return (SDL_FRect){x, v.y + 190.0f, w, w * 7.0f / 5.0f};
    }
    float w = 116.0f;
    float h = w * 7.0f / 5.0f;
    float cy = t->setup.count <= 2 ? v.y + v.h * 0.42f : v.y + (v.h - PROMPTS_H) * 0.5f + 6.0f;
    return (SDL_FRect){v.x + v.w * 0.5f - w * 0.5f, cy - h * 0.5f, w, h};
}

PtCamera PmView_CameraTarget(const PmTable *t, App *app, int seat)
{
    PmBoardLayout bl;
    PmView_Board(t, app, seat, &bl);
    return PtView_CameraTarget(&t->boards[seat].game, &bl.cells);
}

/* ---- drawing ---- */

static void DrawCard(App *app, Card card, SDL_FRect r, Uint8 alpha, float lift)
{
    SDL_FRect px = Gfx_ToPixels(&app->gfx, r);
    if (lift > 0.0f) {
        SDL_FRect sh = px;
        sh.x += Gfx_Px(&app->gfx, lift * 0.5f);
        sh.y += Gfx_Px(&app->gfx, lift);
        CardAtlas_DrawShadow(app->cards, &sh, 0.0, alpha);
    }
    CardAtlas_DrawCard(app->cards, card, true, App_CardStyle(app), &px, 0.0, alpha);
}

static void DrawGlow(App *app, SDL_FRect r, SDL_Color tint)
{
    SDL_FRect px = Gfx_ToPixels(&app->gfx, CardAtlas_GlowRect(r));
    CardAtlas_DrawGlow(app->cards, &px, tint);
}

static void DrawPill(App *app, float cx, float cy, const char *text, float size, SDL_Color fill, SDL_Color ink)
{
    TextStyle s = Text_Style(FONT_SANS_BOLD, size, ink, TEXT_CENTER);
    float h = size * 1.6f;
    float w = fmaxf(h, Text_Width(&app->gfx, &s, text) + size * 1.1f);
    Gfx_FillRoundRect(&app->gfx, (SDL_FRect){cx - w * 0.5f, cy - h * 0.5f, w, h}, h * 0.5f, fill);
    Text_Draw(&app->gfx, &s, cx, cy - Text_LineHeight(&app->gfx, &s) * 0.5f, text);
}

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

static float CellX(const PtLayout *l, const PtCamera *cam, float col)
{
    return l->cx + (col - cam->col) * l->pitchX * cam->zoom;
}

static float CellY(const PtLayout *l, const PtCamera *cam, float row)
{
    return l->cy + (row - cam->row) * l->pitchY * cam->zoom;
}

static void DrawLines(const PmBoard *b, App *app, const PmBoardLayout *bl)
{
    const PtLayout *l = &bl->cells;
    PatienceLine lines[PATIENCE_LINES];
    Patience_Lines(&b->game, lines);
    bool roomy = l->stripW > 100.0f;
    float size = roomy ? 16.0f : 13.0f;
    float x = l->cx + b->cam.halfC * l->pitchX * b->cam.zoom + 4.0f + size;
    float y = l->cy + b->cam.halfR * l->pitchY * b->cam.zoom + 4.0f + size * 0.8f;
    TextStyle name = Text_Style(FONT_SANS_BOLD, 15.0f, THEME_CREAM, TEXT_LEFT);
    char text[40];
    for (int i = 0; i < PATIENCE_LINES; i++) {
        const PatienceLine *line = &lines[i];
        if (line->at < 0 || line->count < PATIENCE_SIDE) {
            continue;
        }
        if (line->isColumn) {
            float cx = CellX(l, &b->cam, (float)line->at);
            DrawPoints(app, cx, y, line->points, size);
            if (roomy) {
                /* Under the points; two words on two lines when the column is narrower than the name. */
                TextStyle col =
                    Text_Style(FONT_SANS_BOLD, 13.0f, line->points > 0 ? THEME_CREAM : THEME_DISABLED, TEXT_CENTER);
                PatienceNames_Hand(b->game.variant.table, line->hand, text, sizeof text);
                char *space = strchr(text, ' ');
                bool two = Text_Width(&app->gfx, &col, text) > l->pitchX * b->cam.zoom - 4.0f && space != NULL;
                /* Only where it stays on the board (four boards at 800x600 leave no room under the last row: the
                   points alone are shown there). */
                float bottom = y + (two ? 29.0f : 14.0f) + Text_LineHeight(&app->gfx, &col);
                if (bottom > bl->rect.y + bl->rect.h - 2.0f) {
                    continue;
                }
                if (two) {
                    *space = '\0';
                    Text_Draw(&app->gfx, &col, cx, y + 14.0f, text);
                    Text_Draw(&app->gfx, &col, cx, y + 29.0f, space + 1);
                } else {
                    Text_Draw(&app->gfx, &col, cx, y + 14.0f, text);
                }
            }
        } else {
            float cy = CellY(l, &b->cam, (float)line->at);
            DrawPoints(app, x, cy, line->points, size);
            if (roomy) {
                name.color = line->points > 0 ? THEME_CREAM : THEME_DISABLED;
                PatienceNames_Hand(b->game.variant.table, line->hand, text, sizeof text);
                Text_Draw(&app->gfx, &name, x + 22.0f, cy - Text_LineHeight(&app->gfx, &name) * 0.5f, text);
            }
        }
    }
}

/* Who is still thinking: a pulsing badge in the player's colour; who has placed: a green tick. */
static float DrawBadge(const PmTable *t, int seat, App *app, float x, float y, bool alignRight)
{
    Gfx *gfx = &app->gfx;
    const PmBoard *b = &t->boards[seat];
    SDL_Color colour = PatienceMulti_Colour(t->setup.seats[seat].colour);
    bool waiting = PmTable_CardFor(t, seat) == CARD_NONE;
    const char *badge = waiting ? "placed \xE2\x9C\x93" : "thinking\xE2\x80\xA6";
    TextStyle bs = Text_Style(FONT_SANS_BOLD, 16.0f, waiting ? THEME_INK : THEME_CREAM, TEXT_CENTER);
    float bw = Text_Width(gfx, &bs, badge) + 24.0f;
    SDL_FRect r = {alignRight ? x - bw : x, y, bw, 28.0f};
    if (waiting) {
        float grow = fminf(1.0f, b->placedPulse / 0.2f);
        Gfx_FillRoundRect(gfx, r, 14.0f, WithAlpha(THEME_GREEN_OK, 0.4f + 0.6f * grow));
    } else {
        float pulse = App_Pulse(app, t->time * 5.0f);
        Gfx_FillRoundRect(gfx, r, 14.0f, WithAlpha(colour, 0.35f + 0.45f * pulse));
        Gfx_StrokeRoundRect(gfx, r, 14.0f, 1.5f, WithAlpha(colour, 1.0f));
    }
    Text_Draw(gfx, &bs, r.x + bw * 0.5f, r.y + (r.h - Text_LineHeight(gfx, &bs)) * 0.5f, badge);
    return bw;
}

static void DrawHeader(const PmTable *t, int seat, App *app, const PmBoardLayout *bl)
{
    Gfx *gfx = &app->gfx;
    const PmSeat *s = &t->setup.seats[seat];
    const PmBoard *b = &t->boards[seat];
    SDL_Color colour = PatienceMulti_Colour(s->colour);
    SDL_FRect h = bl->header;
    bool badge = t->setup.mode == PM_SPLIT && !t->finished;
    char text[32], device[32];
    snprintf(text, sizeof text, "%d", (int)(b->shownScore + 0.5f));
    TextStyle name = Text_Style(FONT_SANS_BOLD, 22.0f, THEME_CREAM, TEXT_LEFT);
    TextStyle small = Text_Style(FONT_SANS, 14.0f, WithAlpha(THEME_PARCHMENT, 0.8f), TEXT_LEFT);
    Gfx_FillRoundRect(gfx, (SDL_FRect){h.x + 12.0f, h.y + 12.0f, 20.0f, 20.0f}, 10.0f, colour);
    if (h.h > HEADER_H) {
        /* The column at the left of a quadrant: name, device, score, badge, one under the other. */
        Text_DrawFit(gfx, &name, h.x + 40.0f, h.y + 9.0f, h.w - 52.0f, s->name);
        if (t->setup.mode == PM_SPLIT) {
            Text_Draw(gfx, &small, h.x + 14.0f, h.y + 42.0f, PatienceMulti_DeviceName(s->pad, device, sizeof device));
        }
        TextStyle score = Text_Style(FONT_SERIF_BOLD, 46.0f, THEME_GOLD, TEXT_LEFT);
        Text_Draw(gfx, &score, h.x + 14.0f, h.y + 70.0f, text);
        Text_Draw(gfx, &small, h.x + 14.0f, h.y + 128.0f, "points");
        if (badge) {
            DrawBadge(t, seat, app, h.x + 12.0f, h.y + h.h - 44.0f, false);
        }
        return;
    }
    TextStyle score = Text_Style(FONT_SERIF_BOLD, 30.0f, THEME_GOLD, TEXT_RIGHT);
    float right = h.x + h.w - 14.0f;
    Text_Draw(gfx, &score, right, h.y + 5.0f, text);
    right -= Text_Width(gfx, &score, text) + 16.0f;
    if (badge) {
        right -= DrawBadge(t, seat, app, right, h.y + 9.0f, true) + 12.0f;
    }
    /* The name and device take what the score and badge leave; a long name is cut, then the device goes. */
    float x = h.x + 40.0f;
    const char *dev = t->setup.mode == PM_SPLIT ? PatienceMulti_DeviceName(s->pad, device, sizeof device) : "";
    float devW = dev[0] != '\0' ? Text_Width(gfx, &small, dev) + 10.0f : 0.0f;
    if (Text_Width(gfx, &name, s->name) + devW > right - x) {
        devW = Text_Width(gfx, &name, s->name) + devW - (right - x) < devW * 0.5f ? devW : 0.0f;
    }
    x += Text_DrawFit(gfx, &name, x, h.y + 9.0f, right - x - devW, s->name) + 10.0f;
    if (devW > 0.0f && x + devW - 10.0f <= right + 1.0f) {
        Text_Draw(gfx, &small, x, h.y + 16.0f, dev);
    }
}

static void DrawBoard(const PmTable *t, int seat, App *app)
{
    Gfx *gfx = &app->gfx;
    const PmBoard *b = &t->boards[seat];
    const PatienceGame *g = &b->game;
    PmBoardLayout bl;
    PmView_Board(t, app, seat, &bl);
    const PtLayout *l = &bl.cells;
    Card card = PmTable_CardFor(t, seat);
    bool live = card != CARD_NONE && t->pause == PM_PLAYING;
    SDL_Color colour = PatienceMulti_Colour(t->setup.seats[seat].colour);
    Gfx_FillRoundRect(gfx, bl.rect, 16.0f, Gfx_Rgba(0, 0, 0, 60));
    float pulse = App_Pulse(app, t->time * 3.2f);
    Gfx_StrokeRoundRect(gfx, bl.rect, 16.0f, live ? 3.0f : 1.5f, WithAlpha(colour, live ? 0.6f + 0.4f * pulse : 0.45f));
    LayoutRecord_Add(LAYOUT_PANEL, bl.rect, 0, false, "board"); /* for the layout check: its words stay on it */
    DrawHeader(t, seat, app, &bl);

    SDL_FRect clip = {l->area.x - 6.0f, l->area.y - 4.0f, l->area.w + 12.0f, l->area.h + 8.0f};
    Gfx_SetClip(&app->gfx, &clip);
    int r0, r1, c0, c1;
    PtView_Reach(g, &r0, &r1, &c0, &c1);
    uint64_t legal[2] = {0, 0};
    if (live) {
        Patience_LegalMask(g, legal);
    }
    float radius = 6.0f * b->cam.zoom;
    for (int r = r0; r <= r1; r++) {
        for (int c = c0; c <= c1; c++) {
            int cell = Patience_Cell(r, c);
            SDL_FRect rect = PtView_CellRect(l, &b->cam, cell);
            bool sliding = b->slide.active && b->slide.cell == cell;
            if (g->board[r][c] != CARD_NONE && !sliding) {
                continue;
            }
            if (((legal[cell >> 6] >> (cell & 63)) & 1u) != 0) {
                Gfx_FillRoundRect(gfx, rect, radius, Gfx_Rgba(222, 184, 92, (Uint8)(34.0f + 30.0f * pulse)));
                Gfx_StrokeRoundRect(gfx, rect, radius, 2.0f, Gfx_Rgba(255, 214, 110, (Uint8)(150.0f + 80.0f * pulse)));
            } else {
                SDL_FRect px = Gfx_ToPixels(gfx, rect);
                CardAtlas_DrawSlot(app->cards, &px, 80);
            }
        }
    }
    for (int r = 0; r < PATIENCE_BOARD; r++) {
        for (int c = 0; c < PATIENCE_BOARD; c++) {
            int cell = Patience_Cell(r, c);
            if (g->board[r][c] == CARD_NONE || (b->slide.active && b->slide.cell == cell)) {
                continue;
            }
            DrawCard(app, g->board[r][c], PtView_CellRect(l, &b->cam, cell), 255, 2.0f);
        }
    }
    /* The focus: a ghost of the card and a glow; white where the card may go, red where it may not. */
    bool mouseOnly = app->input.lastDevice == DEVICE_MOUSE && t->setup.seats[seat].pad == PM_KEYBOARD && b->hover < 0 &&
                     t->setup.mode == PM_SPLIT;
    if (live && !mouseOnly && PtView_InReach(g, b->focus)) {
        SDL_FRect rect = PtView_CellRect(l, &b->cam, b->focus);
        bool ok = ((legal[b->focus >> 6] >> (b->focus & 63)) & 1u) != 0;
        if (ok) {
            DrawCard(app, card, rect, 110, 0.0f);
        }
        DrawGlow(app, rect, ok ? WithAlpha(colour, 0.85f + 0.15f * pulse) : Gfx_Rgba(255, 90, 70, 220));
    }
    Gfx_SetClip(&app->gfx, NULL);
    if (b->slide.active && b->slide.dur > 0.0f) {
        float k = b->slide.t / b->slide.dur;
        k = 1.0f - (1.0f - k) * (1.0f - k);
        SDL_FRect to = PtView_CellRect(l, &b->cam, b->slide.cell);
        SDL_FRect f = b->slide.from;
        SDL_FRect now = {f.x + (to.x - f.x) * k, f.y + (to.y - f.y) * k, f.w + (to.w - f.w) * k,
                         f.h + (to.h - f.h) * k};
        DrawCard(app, b->slide.card, now, 255, 8.0f);
    }
    DrawLines(b, app, &bl);
    if (b->messageTime > 0.0f && b->message[0] != '\0') {
        float a = fminf(1.0f, b->messageTime / 0.4f);
        TextStyle s = Text_Style(FONT_SANS_BOLD, 16.0f, WithAlpha(THEME_CREAM, a), TEXT_CENTER);
        float w = fminf(Text_Width(gfx, &s, b->message) + 28.0f, bl.rect.w - 20.0f);
        SDL_FRect m = {bl.rect.x + (bl.rect.w - w) * 0.5f, bl.rect.y + bl.rect.h - 40.0f, w, 32.0f};
        Gfx_FillRoundRect(gfx, m, 12.0f, Gfx_Rgba(58, 20, 14, (Uint8)(235.0f * a)));
        Gfx_StrokeRoundRect(gfx, m, 12.0f, 1.5f, WithAlpha(Gfx_Rgba(236, 110, 90, 255), a));
        Text_Draw(gfx, &s, m.x + w * 0.5f, m.y + (m.h - Text_LineHeight(gfx, &s)) * 0.5f, b->message);
    }
}

/* The shared card, the count, and how many players are still to place it. */
static void DrawCentre(const PmTable *t, App *app)
{
    Gfx *gfx = &app->gfx;
    SDL_FRect spot = PmView_Spot(t, app);
    float mid = spot.x + spot.w * 0.5f;
    Card card = PmTable_SharedCard(t);
    TextStyle caption = Text_Style(FONT_SANS_BOLD, 15.0f, THEME_PARCHMENT, TEXT_CENTER);
    Text_Draw(gfx, &caption, mid, spot.y - 26.0f, card == CARD_NONE ? "COMPLETE" : "CARD TO PLACE");
    SDL_FRect px = Gfx_ToPixels(gfx, spot);
    CardAtlas_DrawSlot(app->cards, &px, 120);
    if (card != CARD_NONE) {
        DrawCard(app, card, spot, 255, 6.0f);
    }
    char text[48];
    int index = t->setup.mode == PM_PASS ? (t->turn < t->setup.count ? t->boards[t->turn].game.placed : 0) : t->round;
    if (card != CARD_NONE) {
        snprintf(text, sizeof text, "Card %d of %d", index + 1, PATIENCE_CARDS);
    } else {
        snprintf(text, sizeof text, "All %d laid", PATIENCE_CARDS);
    }
    TextStyle count = Text_Style(FONT_SANS_BOLD, 19.0f, THEME_CREAM, TEXT_CENTER);
    Text_Draw(gfx, &count, mid, spot.y + spot.h + 12.0f, text);
    if (t->setup.mode == PM_SPLIT && card != CARD_NONE) {
        int waiting = 0;
        for (int i = 0; i < t->setup.count; i++) {
            waiting += PmTable_CardFor(t, i) != CARD_NONE;
        }
        TextStyle small = Text_Style(FONT_SANS, 15.0f, THEME_PARCHMENT, TEXT_CENTER);
        snprintf(text, sizeof text, "%d still to place", waiting);
        Text_Draw(gfx, &small, mid, spot.y + spot.h + 40.0f, text);
    }
    if (t->setup.mode == PM_PASS && t->turn < t->setup.count) {
        const PmSeat *s = &t->setup.seats[t->turn];
        TextStyle who = Text_Style(FONT_SERIF_BOLD, 26.0f, PatienceMulti_Colour(s->colour), TEXT_CENTER);
        Text_DrawFit(gfx, &who, mid, spot.y - 100.0f, PASS_PANEL_W - 24.0f, s->name);
        TextStyle small = Text_Style(FONT_SANS, 16.0f, THEME_PARCHMENT, TEXT_CENTER);
        snprintf(text, sizeof text, "Player %d of %d", t->turn + 1, t->setup.count);
        Text_Draw(gfx, &small, mid, spot.y - 64.0f, text);
    }
    SDL_FRect v = Gfx_View(gfx);
    TextStyle foot = Text_Style(FONT_SANS, 14.0f, WithAlpha(THEME_PARCHMENT, 0.75f), TEXT_CENTER);
    snprintf(text, sizeof text, "%s \xC2\xB7 %s", PatienceNames_LayoutShort(t->setup.variant.layout),
             t->setup.variant.table == PATIENCE_TABLE_ENGLISH ? "English" : "American");
    float fy = t->setup.mode == PM_PASS ? spot.y + spot.h + 60.0f : v.y + 18.0f;
    Text_Draw(gfx, &foot, mid, fy, text);
    if (!t->demo) {
        snprintf(text, sizeof text, "Deal %llu", (unsigned long long)t->seed);
        Text_Draw(gfx, &foot, mid, fy + 20.0f, text);
    }
}

/* A panel headed by a line naming a player (title is before, name, after); a long name is cut to fit. */
static void DrawPanelText(App *app, SDL_FRect r, const char *before, const char *name, const char *after,
                          SDL_Color titleColour, const char *body)
{
    Gfx *gfx = &app->gfx;
    Gfx_FillRoundRect(gfx, r, THEME_RADIUS, Gfx_Rgba(14, 30, 21, 255));
    Ui_DrawPanel(app, r);
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 36.0f, titleColour, TEXT_CENTER);
    char fitted[PM_NAME_MAX + 4], title[160];
    Text_Fit(gfx, &head, name, r.w - 72.0f - Text_Width(gfx, &head, before) - Text_Width(gfx, &head, after), fitted,
             sizeof fitted);
    snprintf(title, sizeof title, "%s%s%s", before, fitted, after);
    Text_Draw(gfx, &head, r.x + r.w * 0.5f, r.y + 28.0f, title);
    TextStyle b = Text_Style(FONT_SANS, 20.0f, THEME_CREAM, TEXT_LEFT);
    Text_DrawWrapped(gfx, &b, r.x + 36.0f, r.y + 92.0f, r.w - 72.0f, body, true);
}

static void DrawHandOver(const PmTable *t, App *app)
{
    const PmSeat *s = &t->setup.seats[t->turn];
    char body[320];
    if (t->turn == 0) {
        snprintf(body, sizeof body,
                 "Player 1 of %d. Everyone lays out the same 25 cards in turn; each layout stays hidden until "
                 "the results. Press Confirm when ready.",
                 t->setup.count);
    } else {
        snprintf(body, sizeof body,
                 "Player %d of %d. %s's layout is hidden now; you get the same 25 cards in the same order. "
                 "Press Confirm when ready.",
                 t->turn + 1, t->setup.count, t->setup.seats[t->turn - 1].name);
    }
    SDL_FRect r = {LAYOUT_W * 0.5f - 330.0f, 200.0f, 660.0f, 250.0f};
    DrawPanelText(app, r, "Pass to ", s->name, "", PatienceMulti_Colour(s->colour), body);
    UiPrompt prompts[] = {{ACTION_CONFIRM, "Ready"}, {ACTION_MENU, "Menu"}};
    Ui_DrawPrompts(app, prompts, 2);
}

static void DrawLost(const PmTable *t, App *app)
{
    const PmSeat *s = &t->setup.seats[t->lostSeat];
    char body[360];
    snprintf(body, sizeof body,
             "Gamepad %d is no longer connected, so the game is paused. Plug it back in to carry on, or press "
             "Confirm on another gamepad (or on the keyboard, if no one plays with it) to take over %s's board.",
             s->pad + 1, s->name);
    Gfx_Dim(&app->gfx, 150);
    SDL_FRect r = {LAYOUT_W * 0.5f - 350.0f, 200.0f, 700.0f, 250.0f};
    DrawPanelText(app, r, "", s->name, " lost their controller", PatienceMulti_Colour(s->colour), body);
    UiPrompt prompts[] = {{ACTION_CONFIRM, "Take over"}, {ACTION_MENU, "Menu"}};
    Ui_DrawPrompts(app, prompts, 2);
}

static void DrawPause(PmTable *t, App *app)
{
    Gfx *gfx = &app->gfx;
    Gfx_Dim(gfx, 160);
    UiMenu *m = &t->menu;
    SDL_FRect panel = {m->x - 40.0f, m->y - 100.0f, m->w + 80.0f, (float)m->count * m->itemH + 200.0f};
    Gfx_FillRoundRect(gfx, panel, THEME_RADIUS, Gfx_Rgba(14, 30, 21, 255));
    Ui_DrawPanel(app, panel);
    TextStyle title = Text_Style(FONT_SERIF_BOLD, 44.0f, THEME_GOLD, TEXT_CENTER);
    Text_Draw(gfx, &title, LAYOUT_W * 0.5f, panel.y + 26.0f, "Paused");
    UiMenu_Draw(m, app);
    const char *hint = m->focus == 2   ? "Your game is saved: resume it from Several players"
                       : m->focus == 0 ? "Back to the table"
                                       : "How to play, and what every hand scores";
    TextStyle s = Text_Style(FONT_SANS, 17.0f, THEME_PARCHMENT, TEXT_CENTER);
    Text_Draw(gfx, &s, LAYOUT_W * 0.5f, panel.y + panel.h - 44.0f, hint);
    UiPrompt prompts[] = {{ACTION_CONFIRM, "Select"}, {ACTION_BACK, "Resume"}};
    Ui_DrawPrompts(app, prompts, 2);
}

void PmView_Draw(PmTable *t, App *app)
{
    Gfx_DrawFelt(&app->gfx);
    if (t->handOver && t->pause != PM_PAUSED) {
        DrawHandOver(t, app);
        return;
    }
    if (t->handOver) {
        DrawPause(t, app);
        return;
    }
    for (int i = 0; i < t->setup.count; i++) {
        if (PmView_Shown(t, i)) {
            DrawBoard(t, i, app);
        }
    }
    DrawCentre(t, app);
    if (t->pause == PM_PAUSED) {
        DrawPause(t, app);
        return;
    }
    if (t->pause == PM_LOST_CONTROLLER && t->lostSeat >= 0) {
        DrawLost(t, app);
        return;
    }
    if (App_Top(app) != &t->base) {
        return;
    }
    if (t->finished) {
        UiPrompt done[] = {{ACTION_CONFIRM, "Results"}};
        Ui_DrawPrompts(app, done, 1);
        return;
    }
    UiPrompt prompts[6] = {{ACTION_CONFIRM, "Place"},
                           {UI_ACTION_ARROWS, "Move"},
                           {ACTION_NEXT_AREA, "Next cell"},
                           {ACTION_UNDO, "Take back"}};
    int n = 4;
    for (int i = 0; i < t->setup.count; i++) {
        if (PmView_Shown(t, i) && t->boards[i].redoCount > 0) {
            prompts[n++] = (UiPrompt){ACTION_REDO, "Redo"}; /* beside undo while a board has a card to lay again */
            break;
        }
    }
    prompts[n++] = (UiPrompt){ACTION_MENU, "Menu"};
    Ui_DrawPrompts(app, prompts, n);
}
