/* score_sheet.c: a score pad drawn as at the card room: ruled paper, columns per side, the line, totals, settlement. */
#include "score_sheet.h"

#include "app/app.h"
#include "render/layout_record.h"
#include "render/text.h"
#include "ui/ui_theme.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define ROW_H 26.0f
#define HEAD_H 34.0f
#define COL_W 118.0f
#define PAD 16.0f

static const SDL_Color kPaper = {244, 238, 220, 255};
static const SDL_Color kRule = {170, 190, 205, 255}; /* the pad's faint blue ruling */
static const SDL_Color kRed = {178, 48, 40, 255};    /* the margin and the line */

void ScoreSheet_Init(ScoreSheet *sheet, const char *title, int columns, const char *const *heads)
{
    memset(sheet, 0, sizeof *sheet);
    snprintf(sheet->title, sizeof sheet->title, "%s", title);
    sheet->columns = columns < 1 ? 1 : columns > GAME_MAX_SEATS ? GAME_MAX_SEATS : columns;
    for (int c = 0; c < sheet->columns; c++) {
        snprintf(sheet->head[c], sizeof sheet->head[c], "%s", heads[c]);
    }
    sheet->settleShown = -1;
}

ScoreSheetRow *ScoreSheet_AddRow(ScoreSheet *sheet, const char *label, ScoreRowKind kind, bool below)
{
    if (sheet->rowCount >= SCORE_SHEET_ROWS) {
        return NULL;
    }
    ScoreSheetRow *row = &sheet->rows[sheet->rowCount++];
    memset(row, 0, sizeof *row);
    snprintf(row->label, sizeof row->label, "%s", label);
    row->kind = kind;
    row->below = below;
    return row;
}

void ScoreSheet_Cell(ScoreSheetRow *row, int column, const char *fmt, ...)
{
    if (row == NULL || column < 0 || column >= GAME_MAX_SEATS) {
        return;
    }
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(row->cell[column], sizeof row->cell[column], fmt, ap);
    va_end(ap);
}

void ScoreSheet_AddSettle(ScoreSheet *sheet, const char *text, const char *points, bool total)
{
    if (sheet->settleCount >= SCORE_SHEET_SETTLE) {
        return;
    }
    ScoreSheetSettle *s = &sheet->settle[sheet->settleCount++];
    snprintf(s->text, sizeof s->text, "%s", text);
    snprintf(s->points, sizeof s->points, "%s", points != NULL ? points : "");
    s->total = total;
}

static int MaxScroll(const ScoreSheet *sheet)
{
    int most = sheet->rowCount - (sheet->rowsFit > 0 ? sheet->rowsFit : sheet->rowCount);
    return most > 0 ? most : 0;
}

void ScoreSheet_Scroll(ScoreSheet *sheet, int rows)
{
    sheet->scroll += rows;
    int most = MaxScroll(sheet);
    sheet->scroll = sheet->scroll < 0 ? 0 : sheet->scroll > most ? most : sheet->scroll;
}

bool ScoreSheet_Scrolls(const ScoreSheet *sheet)
{
    return MaxScroll(sheet) > 0;
}

#define MORE_H 22.0f /* the "more" line under the rows */

/* A row's height as drawn: a total is ruled twice (above it, or below it above the line), and the first row below
   the line has the line above. */
static float RowHeight(const ScoreSheet *sheet, int i)
{
    float h = ROW_H;
    if (sheet->rows[i].kind != SCORE_ROW_ITEM) {
        h += 4.0f;
    }
    if (i > 0 && sheet->rows[i].below && !sheet->rows[i - 1].below) {
        h += 4.0f;
    }
    return h;
}

/* How many rows from first fit in height room, and the height they take (*used). */
static int RowsFitting(const ScoreSheet *sheet, int first, float room, float *used)
{
    int n = 0;
    *used = 0.0f;
    for (int i = first; i < sheet->rowCount && *used + RowHeight(sheet, i) <= room; i++, n++) {
        *used += RowHeight(sheet, i);
    }
    return n;
}

/* The settlement's height at width w, as drawn. */
static float SettleHeight(const ScoreSheet *sheet, App *app, float w)
{
    TextStyle s = Text_Style(FONT_SANS, 16.0f, THEME_INK, TEXT_LEFT);
    int shown = sheet->settleShown < 0 ? sheet->settleCount : sheet->settleShown;
    float h = shown > 0 ? 12.0f : 0.0f;
    for (int i = 0; i < shown && i < sheet->settleCount; i++) {
        h += Text_DrawWrapped(&app->gfx, &s, 0, 0, w, sheet->settle[i].text, false) + 6.0f;
    }
    return h;
}

void ScoreSheet_Draw(ScoreSheet *sheet, App *app, SDL_FRect r)
{
    Gfx *gfx = &app->gfx;
    Gfx_FillRoundRect(gfx, (SDL_FRect){r.x + 4.0f, r.y + 6.0f, r.w, r.h}, 6.0f, Gfx_Rgba(0, 0, 0, 90));
    Gfx_FillRoundRect(gfx, r, 6.0f, kPaper);
    LayoutRecord_Add(LAYOUT_PANEL, r, 0, false, "score pad"); /* for the layout check: its words stay on it */
    float x = r.x + PAD + 10.0f;
    float right = r.x + r.w - PAD;
    /* The red margin down the left, as on a pad. */
    Gfx_FillRect(gfx, (SDL_FRect){r.x + PAD, r.y + 8.0f, 1.5f, r.h - 16.0f}, kRed);
    TextStyle title = Text_Style(FONT_SERIF_BOLD, 22.0f, THEME_INK, TEXT_LEFT);
    /* A long title is cut with "…" rather than run off the pad. */
    Text_DrawFit(gfx, &title, x, r.y + 10.0f, right - x, sheet->title);
    TextStyle head = Text_Style(FONT_SANS_BOLD, 16.0f, THEME_INK, TEXT_CENTER);
    /* Wide enough for the widest head ("North-South" at 800x600, where type is at its smallest readable size). */
    float colW = COL_W;
    for (int c = 0; c < sheet->columns; c++) {
        colW = fmaxf(colW, Text_Width(gfx, &head, sheet->head[c]) + 14.0f);
    }
    /* And for the widest figure ("+300 (420)"), so that none touches the rule to its left. */
    TextStyle widest = Text_Style(FONT_SANS_BOLD, 17.0f, THEME_INK, TEXT_RIGHT);
    for (int i = 0; i < sheet->rowCount; i++) {
        for (int c = 0; c < sheet->columns; c++) {
            colW = fmaxf(colW, Text_Width(gfx, &widest, sheet->rows[i].cell[c]) + 14.0f);
        }
    }
    if (sheet->columns * colW > (right - x) * 0.6f) {
        colW = (right - x) * 0.6f / (float)sheet->columns; /* four sides on a narrow pad */
    }
    float colLeft = right - colW * (float)sheet->columns;
    float y = r.y + 44.0f;
    for (int c = 0; c < sheet->columns; c++) {
        Text_DrawFit(gfx, &head, colLeft + colW * ((float)c + 0.5f), y + 6.0f, colW - 8.0f, sheet->head[c]);
    }
    Gfx_FillRect(gfx, (SDL_FRect){r.x + PAD, y + HEAD_H - 2.0f, r.w - 2.0f * PAD, 2.0f}, THEME_INK_SOFT);
    float top = y + HEAD_H;

    float settleH = SettleHeight(sheet, app, right - x - 90.0f);
    float bottom = r.y + r.h - 10.0f - settleH;
    /* The rows from the one scrolled to, each at its height as drawn (the line and the totals' rules take room). */
    int first = sheet->scroll < 0 ? 0 : sheet->scroll > sheet->rowCount ? sheet->rowCount : sheet->scroll;
    float used = 0.0f;
    sheet->rowsFit = RowsFitting(sheet, first, bottom - top - 8.0f, &used);
    if (sheet->rowsFit < 1) {
        /* A short pad (800x600) whose settlement takes the room: the rows give way, never the settlement, which
           is the pad's conclusion and repeats its sums; "more" at the top says rows are there to scroll to. */
        sheet->rowsFit = sheet->settleCount > 0 || sheet->rowCount == 0 ? 0 : 1;
    }
    if (sheet->rowsFit > 0 && first + sheet->rowsFit < sheet->rowCount && top + used + MORE_H > bottom + 8.0f) {
        sheet->rowsFit--; /* room for the "more" line under the rows, above the settlement */
    }
    ScoreSheet_Scroll(sheet, 0);
    /* Column rules, the full height of the rows. */
    for (int c = 0; c < sheet->columns; c++) {
        Gfx_FillRect(gfx, (SDL_FRect){colLeft + colW * (float)c, y, 1.0f, bottom - y}, kRule);
    }
    TextStyle label = Text_Style(FONT_SANS, 16.0f, THEME_INK, TEXT_LEFT);
    TextStyle cell = Text_Style(FONT_SANS, 16.0f, THEME_INK, TEXT_RIGHT);
    TextStyle bold = Text_Style(FONT_SANS_BOLD, 17.0f, THEME_INK, TEXT_RIGHT);
    TextStyle boldLabel = Text_Style(FONT_SANS_BOLD, 17.0f, THEME_INK, TEXT_LEFT);
    y = top;
    int last = sheet->scroll + sheet->rowsFit;
    for (int i = sheet->scroll; i < sheet->rowCount && i < last; i++) {
        const ScoreSheetRow *row = &sheet->rows[i];
        bool total = row->kind != SCORE_ROW_ITEM;
        if (i > 0 && row->below && !sheet->rows[i - 1].below) {
            /* The line: what is scored below it counts towards game. */
            Gfx_FillRect(gfx, (SDL_FRect){r.x + PAD, y + 1.0f, r.w - 2.0f * PAD, 3.0f}, kRed);
            y += 4.0f;
        }
        if (row->kind == SCORE_ROW_TOTAL) {
            Gfx_FillRect(gfx, (SDL_FRect){colLeft, y + 1.0f, colW * (float)sheet->columns, 1.0f}, THEME_INK);
            Gfx_FillRect(gfx, (SDL_FRect){colLeft, y + 4.0f, colW * (float)sheet->columns, 1.0f}, THEME_INK);
            y += 4.0f;
        }
        /* The label stays left of the first column's rule: cut with an ellipsis on a narrow pad. */
        Text_DrawFit(gfx, total ? &boldLabel : &label, x, y + 4.0f, colLeft - x - 6.0f, row->label);
        for (int c = 0; c < sheet->columns; c++) {
            Text_Draw(gfx, total ? &bold : &cell, colLeft + colW * (float)(c + 1) - 10.0f, y + 4.0f, row->cell[c]);
        }
        Gfx_FillRect(gfx, (SDL_FRect){r.x + PAD, y + ROW_H, r.w - 2.0f * PAD, 1.0f}, kRule);
        y += ROW_H;
        if (row->kind == SCORE_ROW_TOTAL_UP) {
            Gfx_FillRect(gfx, (SDL_FRect){colLeft, y + 1.0f, colW * (float)sheet->columns, 1.0f}, THEME_INK);
            Gfx_FillRect(gfx, (SDL_FRect){colLeft, y + 4.0f, colW * (float)sheet->columns, 1.0f}, THEME_INK);
            y += 4.0f;
        }
    }
    TextStyle more = Text_Style(FONT_SANS, 14.0f, THEME_INK_SOFT, TEXT_RIGHT);
    char text[48];
    if (sheet->scroll > 0) {
        snprintf(text, sizeof text, "\xE2\x96\xB2 %d more", sheet->scroll);
        Text_Draw(gfx, &more, right, r.y + 16.0f, text);
    }
    if (last < sheet->rowCount) {
        snprintf(text, sizeof text, "\xE2\x96\xBC %d more", sheet->rowCount - last);
        if (sheet->rowsFit > 0) {
            Text_Draw(gfx, &more, colLeft - 12.0f, y + 4.0f, text);
        } else {
            Text_Draw(gfx, &more, right, r.y + 16.0f, text);
        }
    }
    /* The settlement, written under the sums. */
    int shown = sheet->settleShown < 0 ? sheet->settleCount : sheet->settleShown;
    y = bottom + 12.0f;
    for (int i = 0; i < shown && i < sheet->settleCount; i++) {
        const ScoreSheetSettle *s = &sheet->settle[i];
        TextStyle ts = s->total ? Text_Style(FONT_SERIF_BOLD, 18.0f, kRed, TEXT_LEFT) : label;
        float h = Text_DrawWrapped(gfx, &ts, x, y, right - x - 90.0f, s->text, true);
        if (s->points[0] != '\0') {
            TextStyle pts = Text_Style(FONT_SANS_BOLD, 17.0f, s->total ? kRed : THEME_INK, TEXT_RIGHT);
            Text_Draw(gfx, &pts, right, y, s->points);
        }
        y += h + 6.0f;
    }
}
