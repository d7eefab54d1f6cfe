/* ui_menu.c: focus, hover, clicks and adjustable values of a vertical menu. */
#include "ui_menu.h"

#include "app/app.h"
#include "platform/audio.h"
#include "render/layout_record.h"
#include "render/text.h"
#include "ui_theme.h"

#include <string.h>

#define ARROW_W 40.0f

/* Where an adjustable item's value (with its arrows) starts; the menu says how much of the row the label needs. */
static float ValueLeft(const UiMenu *m, SDL_FRect r)
{
    return r.x + r.w * m->valueAt;
}

void UiMenu_Init(UiMenu *m, float x, float y, float w, float itemH)
{
    memset(m, 0, sizeof *m);
    m->x = x;
    m->y = y;
    m->w = w;
    m->itemH = itemH;
    m->hover = -1;
    m->pressed = -1;
    m->showFocus = true;
    m->focusAnim = y;
    m->valueAt = 0.55f;
}

int UiMenu_Add(UiMenu *m, const char *label)
{
    return UiMenu_AddTagged(m, label, UI_MENU_NO_TAG);
}

int UiMenu_AddTagged(UiMenu *m, const char *label, int tag)
{
    if (m->count == UI_MENU_MAX) {
        return -1;
    }
    UiMenuItem *it = &m->items[m->count];
    memset(it, 0, sizeof *it);
    SDL_strlcpy(it->label, label, sizeof it->label);
    it->enabled = true;
    it->slider = -1.0f;
    it->tag = tag;
    return m->count++;
}

int UiMenu_RowOfTag(const UiMenu *m, int tag)
{
    if (tag == UI_MENU_NO_TAG) {
        return -1; /* untagged items are not one item to look for */
    }
    for (int i = 0; i < m->count; i++) {
        if (m->items[i].tag == tag) {
            return i;
        }
    }
    return -1;
}

int UiMenu_TagOfRow(const UiMenu *m, int row)
{
    return row >= 0 && row < m->count ? m->items[row].tag : UI_MENU_NO_TAG;
}

int UiMenu_FocusedTag(const UiMenu *m)
{
    return UiMenu_TagOfRow(m, m->focus);
}

static bool CanFocus(const UiMenu *m, int row)
{
    return row >= 0 && m->items[row].enabled;
}

bool UiMenu_FocusTag(UiMenu *m, int tag, int fallbackTag)
{
    int row = UiMenu_RowOfTag(m, tag);
    if (!CanFocus(m, row)) {
        row = UiMenu_RowOfTag(m, fallbackTag);
    }
    if (!CanFocus(m, row)) {
        return false;
    }
    m->focus = row;
    m->focusAnim = UiMenu_ItemRect(m, row).y;
    return true;
}

void UiMenu_SetValue(UiMenu *m, int index, const char *value, float slider)
{
    if (index < 0 || index >= m->count) {
        return;
    }
    SDL_strlcpy(m->items[index].value, value, sizeof m->items[index].value);
    m->items[index].adjustable = true;
    m->items[index].slider = slider;
}

SDL_FRect UiMenu_ItemRect(const UiMenu *m, int index)
{
    SDL_FRect r = {m->x, m->y + (float)index * m->itemH, m->w, m->itemH - 6.0f};
    return r;
}

static int ItemAt(const UiMenu *m, float x, float y)
{
    for (int i = 0; i < m->count; i++) {
        if (Gfx_Contains(UiMenu_ItemRect(m, i), x, y)) {
            return i;
        }
    }
    return -1;
}

/* A fresh press wraps round the ends; a held, repeating direction stops at them. */
static bool MoveFocus(UiMenu *m, int dir, bool wrap)
{
    int i = m->focus;
    for (int n = 0; n < m->count; n++) {
        if (!wrap && (i + dir < 0 || i + dir >= m->count)) {
            return false;
        }
        i = (i + dir + m->count) % m->count;
        if (m->items[i].enabled) {
            bool moved = i != m->focus;
            m->focus = i;
            return moved;
        }
    }
    return false;
}

UiMenuResult UiMenu_Handle(UiMenu *m, const InputEvent *ev, int *index)
{
    *index = m->focus;
    switch (ev->action) {
    case ACTION_UP:
    case ACTION_DOWN:
        m->showFocus = true;
        if (MoveFocus(m, ev->action == ACTION_UP ? -1 : 1, !ev->repeat)) {
            Audio_Play(SFX_MOVE);
            *index = m->focus;
            return UI_MENU_MOVED;
        }
        return UI_MENU_NONE;
    case ACTION_LEFT:
    case ACTION_RIGHT:
        m->showFocus = true;
        if (m->count > 0 && m->items[m->focus].adjustable && m->items[m->focus].enabled) {
            Audio_Play(SFX_MOVE);
            return ev->action == ACTION_LEFT ? UI_MENU_LEFT : UI_MENU_RIGHT;
        }
        return UI_MENU_NONE;
    case ACTION_CONFIRM:
        m->showFocus = true;
        if (m->count > 0 && m->items[m->focus].enabled) {
            Audio_Play(SFX_SELECT);
            return m->items[m->focus].adjustable ? UI_MENU_RIGHT : UI_MENU_ACTIVATE;
        }
        return UI_MENU_NONE;
    case ACTION_POINTER_MOVE: {
        int at = ItemAt(m, ev->x, ev->y);
        m->hover = at;
        if (at >= 0 && at != m->focus && m->items[at].enabled) {
            m->focus = at;
            *index = at;
            return UI_MENU_MOVED;
        }
        return UI_MENU_NONE;
    }
    case ACTION_POINTER_DOWN:
        m->pressed = ItemAt(m, ev->x, ev->y);
        return UI_MENU_NONE;
    case ACTION_POINTER_UP: {
        int at = ItemAt(m, ev->x, ev->y);
        int was = m->pressed;
        m->pressed = -1;
        if (at < 0 || at != was || !m->items[at].enabled) {
            return UI_MENU_NONE;
        }
        m->focus = at;
        *index = at;
        Audio_Play(SFX_SELECT);
        if (m->items[at].adjustable) {
            SDL_FRect r = UiMenu_ItemRect(m, at);
            float valueLeft = ValueLeft(m, r);
            /* The left arrow lowers, anywhere else on the value raises. */
            return (ev->x >= valueLeft && ev->x < valueLeft + ARROW_W) ? UI_MENU_LEFT : UI_MENU_RIGHT;
        }
        return UI_MENU_ACTIVATE;
    }
    default: return UI_MENU_NONE;
    }
}

bool UiMenu_Locate(const UiMenu *m, const char *name, SDL_FRect *out)
{
    for (int i = 0; i < m->count; i++) {
        if (SDL_strcmp(m->items[i].label, name) == 0) {
            *out = UiMenu_ItemRect(m, i);
            return true;
        }
    }
    return false;
}

void UiMenu_Update(UiMenu *m, float dt)
{
    float target = UiMenu_ItemRect(m, m->focus).y;
    float k = dt * 18.0f;
    m->focusAnim += (target - m->focusAnim) * (k > 1.0f ? 1.0f : k);
}

void UiMenu_Draw(UiMenu *m, App *app)
{
    Gfx *gfx = &app->gfx;
    if (m->count > 0 && m->showFocus) {
        SDL_FRect f = UiMenu_ItemRect(m, m->focus);
        f.y = m->focusAnim;
        Gfx_FillRoundRect(gfx, f, THEME_RADIUS, Gfx_Rgba(222, 184, 92, 56));
        Gfx_StrokeRoundRect(gfx, f, THEME_RADIUS, 2.0f, THEME_FOCUS);
    }
    for (int i = 0; i < m->count; i++) {
        const UiMenuItem *it = &m->items[i];
        SDL_FRect r = UiMenu_ItemRect(m, i);
        if (i == m->hover && i != m->focus) {
            Gfx_FillRoundRect(gfx, r, THEME_RADIUS, Gfx_Rgba(255, 255, 255, 18));
        }
        SDL_Color c = !it->enabled ? THEME_DISABLED : (i == m->focus ? THEME_FOCUS : THEME_CREAM);
        TextStyle ts = Text_Style(FONT_SANS_BOLD, THEME_TEXT, c, it->adjustable ? TEXT_LEFT : TEXT_CENTER);
        float ty = r.y + (r.h - Text_LineHeight(gfx, &ts)) * 0.5f;
        LayoutRecord_Add(LAYOUT_BUTTON, r, 0, false, it->label);
        if (!it->adjustable) {
            LayoutRecord_PushBounds(r);
            Text_Draw(gfx, &ts, r.x + r.w * 0.5f, ty, it->label);
            LayoutRecord_PopBounds();
            continue;
        }
        float valueLeft = ValueLeft(m, r);
        float valueRight = r.x + r.w - 16.0f;
        /* The label keeps left of the value's arrows, the value between them. */
        LayoutRecord_PushBounds((SDL_FRect){r.x, r.y, valueLeft - r.x, r.h});
        Text_Draw(gfx, &ts, r.x + 24.0f, ty, it->label);
        LayoutRecord_PopBounds();
        TextStyle arrow = Text_Style(FONT_SANS_BOLD, THEME_TEXT, i == m->focus ? THEME_GOLD : THEME_INK_SOFT,
                                     TEXT_CENTER);
        Text_Draw(gfx, &arrow, valueLeft + ARROW_W * 0.5f, ty, "\xE2\x97\x80");
        Text_Draw(gfx, &arrow, valueRight - ARROW_W * 0.5f, ty, "\xE2\x96\xB6");
        TextStyle vs = Text_Style(FONT_SANS, THEME_TEXT, c, TEXT_CENTER);
        LayoutRecord_PushBounds((SDL_FRect){valueLeft + ARROW_W, r.y, valueRight - valueLeft - 2.0f * ARROW_W, r.h});
        float mid = (valueLeft + ARROW_W + valueRight - ARROW_W) * 0.5f;
        if (it->slider >= 0.0f) {
            float bw = valueRight - valueLeft - 2.0f * ARROW_W - 70.0f;
            SDL_FRect track = {valueLeft + ARROW_W + 6.0f, r.y + r.h * 0.5f - 4.0f, bw, 8.0f};
            Gfx_FillRoundRect(gfx, track, 4.0f, Gfx_Rgba(0, 0, 0, 120));
            SDL_FRect fill = track;
            fill.w = bw * it->slider;
            if (fill.w > 1.0f) {
                Gfx_FillRoundRect(gfx, fill, 4.0f, THEME_GOLD);
            }
            vs.align = TEXT_RIGHT;
            Text_Draw(gfx, &vs, valueRight - ARROW_W - 4.0f, ty, it->value);
        } else {
            /* A long value (a game's "Three-handed") shrinks to sit between the arrows rather than over them. */
            float room = valueRight - valueLeft - 2.0f * ARROW_W - 8.0f;
            float vw = Text_Width(gfx, &vs, it->value);
            float vy = ty;
            /* Measured again after each step: glyphs snap to whole pixels, so width is not quite linear in size. */
            for (int step = 0; step < 6 && vw > room && vw > 0.0f && vs.size > 10.0f; step++) {
                vs.size *= room / vw * 0.97f;
                vw = Text_Width(gfx, &vs, it->value);
                vy = r.y + (r.h - Text_LineHeight(gfx, &vs)) * 0.5f;
            }
            /* Type stops at its smallest readable size: what still does not fit (a long name) is cut. */
            Text_DrawFit(gfx, &vs, mid, vy, room, it->value);
        }
        LayoutRecord_PopBounds();
    }
}
