/* table_choices.c: the offered choices as gold-edged buttons, wrapped into rows. */
#include "table_choices.h"

#include "app/app.h"
#include "render/layout_record.h"
#include "render/text.h"
#include "ui/ui_theme.h"

#include <stdio.h>
#include <string.h>

#define BUTTON_H 54.0f
#define BUTTON_GAP 12.0f
#define LABEL_SIZE 19.0f
#define DETAIL_SIZE 15.0f

void TableChoices_Clear(TableChoices *c)
{
    int focus = c->focus;
    memset(c, 0, sizeof *c);
    c->focus = focus;
    c->hover = -1;
    c->pressed = -1;
}

TableChoice *TableChoices_Add(TableChoices *c, const char *label, const char *detail, GameAction action, int tag)
{
    if (c->count >= TABLE_MAX_CHOICES) {
        return NULL;
    }
    TableChoice *ch = &c->items[c->count++];
    memset(ch, 0, sizeof *ch);
    snprintf(ch->label, sizeof ch->label, "%s", label);
    snprintf(ch->detail, sizeof ch->detail, "%s", detail != NULL ? detail : "");
    ch->action = action;
    ch->tag = tag;
    return ch;
}

void TableChoices_Layout(TableChoices *c, App *app, float cx, float y, float maxRowW)
{
    TextStyle label = Text_Style(FONT_SANS_BOLD, LABEL_SIZE, THEME_CREAM, TEXT_CENTER);
    TextStyle detail = Text_Style(FONT_SANS, DETAIL_SIZE, THEME_GOLD, TEXT_CENTER);
    int start = 0;
    while (start < c->count) {
        float rowW = 0.0f;
        int end = start;
        while (end < c->count) {
            float w = fmaxf(Text_Width(&app->gfx, &label, c->items[end].label),
                            Text_Width(&app->gfx, &detail, c->items[end].detail)) +
                      36.0f;
            w = fmaxf(w, 120.0f);
            if (end > start && rowW + BUTTON_GAP + w > maxRowW) {
                break;
            }
            c->items[end].rect.w = w;
            rowW += (end > start ? BUTTON_GAP : 0.0f) + w;
            end++;
        }
        float x = cx - rowW * 0.5f;
        for (int i = start; i < end; i++) {
            c->items[i].rect.x = x;
            c->items[i].rect.y = y;
            c->items[i].rect.h = BUTTON_H;
            x += c->items[i].rect.w + BUTTON_GAP;
        }
        y += BUTTON_H + BUTTON_GAP;
        start = end;
    }
}

void TableChoices_LayoutColumn(TableChoices *c, float x, float y, float w)
{
    for (int i = 0; i < c->count; i++) {
        c->items[i].rect = (SDL_FRect){x, y + (float)i * (BUTTON_H + BUTTON_GAP * 0.5f), w, BUTTON_H};
    }
}

int TableChoices_HitTest(const TableChoices *c, float x, float y)
{
    for (int i = 0; i < c->count; i++) {
        if (Gfx_Contains(c->items[i].rect, x, y)) {
            return i;
        }
    }
    return -1;
}

void TableChoices_Draw(const TableChoices *c, App *app, int focus)
{
    TextStyle label = Text_Style(FONT_SANS_BOLD, LABEL_SIZE, THEME_CREAM, TEXT_CENTER);
    TextStyle detail = Text_Style(FONT_SANS, DETAIL_SIZE, THEME_GOLD, TEXT_CENTER);
    for (int i = 0; i < c->count; i++) {
        const TableChoice *ch = &c->items[i];
        SDL_FRect r = ch->rect;
        bool lit = i == focus || i == c->hover;
        SDL_FRect shadow = {r.x + 3.0f, r.y + 5.0f, r.w, r.h};
        Gfx_FillRoundRect(&app->gfx, shadow, THEME_RADIUS, Gfx_Rgba(0, 0, 0, 90));
        Gfx_FillRoundRect(&app->gfx, r, THEME_RADIUS, lit ? Gfx_Rgba(60, 48, 22, 245) : THEME_PANEL);
        Gfx_StrokeRoundRect(&app->gfx, r, THEME_RADIUS, lit ? 3.0f : 1.5f, lit ? THEME_FOCUS : THEME_PANEL_EDGE);
        float cx = r.x + r.w * 0.5f;
        LayoutRecord_Add(LAYOUT_BUTTON, r, 0, false, ch->label); /* for the layout check: its words stay on it */
        LayoutRecord_PushBounds(r);
        if (ch->detail[0] != '\0') {
            Text_Draw(&app->gfx, &label, cx, r.y + 6.0f, ch->label);
            Text_Draw(&app->gfx, &detail, cx, r.y + 31.0f, ch->detail);
        } else {
            Text_Draw(&app->gfx, &label, cx, r.y + (r.h - Text_LineHeight(&app->gfx, &label)) * 0.5f, ch->label);
        }
        LayoutRecord_PopBounds();
    }
}

int TableChoices_Find(const TableChoices *c, const char *name)
{
    for (int i = 0; i < c->count; i++) {
        if (strncmp(c->items[i].label, name, strlen(name)) == 0) {
            return i;
        }
    }
    return -1;
}

bool TableChoices_Locate(const TableChoices *c, const char *name, SDL_FRect *out)
{
    int i = TableChoices_Find(c, name);
    if (i < 0) {
        return false;
    }
    *out = c->items[i].rect;
    return true;
}
