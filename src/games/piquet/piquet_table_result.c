/* piquet_table_result.c: the deal's result held on Piquet's table until the player has read it. */
#include "piquet_table.h"

#include "app/app.h"
#include "core/piquet/piquet_deal_result.h"
#include "platform/audio.h"
#include "platform/input.h"
#include "render/text.h"
#include "ui/ui_draw.h"
#include "ui/ui_theme.h"

#include <stdio.h>

/*
 * The rules settle a deal and deal the next within its last card, so the
 * table notices a deal's end as a new deal number with one more deal in the
 * sheet. The result waits for the last trick to be seen, then covers the
 * felt; the next deal is dealt only once the player confirms. With the
 * setting off the next deal is dealt at once, as before.
 */

void PqResult_DealEnded(PqTable *t, App *app, float after)
{
    const PiquetState *v = PqView_State(t);
    /* Nobody to read it at a table of computers (a demonstration, a test): play goes straight on. */
    if (v->historyCount == 0 || !app->settings.showDealResult || Seating_People(&t->table.turn.session.seating) == 0) {
        PqView_AnimateDeal(t, app, after);
        return;
    }
    t->resultDue = true;
    t->resultUp = false;
}

void PqResult_Update(PqTable *t)
{
    if (t->resultDue && !t->resultUp && TableAnim_Idle(&t->table.turn.anim) && t->lastTrickTime <= 0.0f) {
        t->resultUp = true;
        t->resultPress = false;
        Audio_Play(SFX_SCORE);
    }
}

bool PqResult_Showing(const PqTable *t)
{
    return t->resultDue;
}

void PqResult_Clear(PqTable *t)
{
    t->resultDue = t->resultUp = t->resultPress = false;
}

static void Dismiss(PqTable *t, App *app)
{
    PqResult_Clear(t);
    Audio_Play(SFX_SELECT);
    PqView_AnimateDeal(t, app, 0.0f);
}

bool PqResult_Handle(PqTable *t, App *app, const InputEvent *ev)
{
    if (!t->resultDue) {
        return false;
    }
    switch (ev->action) {
    case ACTION_MENU:
    case ACTION_HELP: return false; /* the pause menu and the rules still open over it */
    case ACTION_CONFIRM:
    case ACTION_BACK:
        if (t->resultUp) {
            Dismiss(t, app);
        } else {
            TableAnim_Finish(&t->table.turn.anim); /* the first press hurries the last trick on */
            t->lastTrickTime = 0.0f;
        }
        return true;
    case ACTION_POINTER_DOWN: t->resultPress = t->resultUp; return true;
    case ACTION_POINTER_UP:
        if (t->resultUp && t->resultPress) {
            Dismiss(t, app);
        }
        t->resultPress = false;
        return true;
    default: return true; /* nothing else is played under it */
    }
}

void PqResult_Draw(PqTable *t, App *app, const PqLayout *l)
{
    const PiquetState *v = PqView_State(t);
    if (!t->resultUp || v->historyCount == 0) {
        return;
    }
    const PiquetDealRecord *d = &v->history[v->historyCount - 1];
    const char *names[2] = {TableSession_SeatLabel(&t->table.turn.session, 0),
                            TableSession_SeatLabel(&t->table.turn.session, 1)};
    PiquetDealResult r;
    Piquet_DealResult(d, v->historyCount, v->total, names, &r);

    float felt = l->side.x - l->view.x;
    float w = felt - 40.0f < 620.0f ? felt - 40.0f : 620.0f;
    float pad = 22.0f, textW = w - 2.0f * pad;
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 24.0f, THEME_GOLD, TEXT_LEFT);
    TextStyle line = Text_Style(FONT_SANS, THEME_TEXT_SMALL, THEME_CREAM, TEXT_LEFT);
    TextStyle bold = Text_Style(FONT_SANS_BOLD, THEME_TEXT_SMALL, THEME_CREAM, TEXT_LEFT);
    float h = pad + Text_DrawWrapped(&app->gfx, &head, 0.0f, 0.0f, textW, r.title, false) + 12.0f;
    for (int i = 0; i < r.count; i++) {
        h += Text_DrawWrapped(&app->gfx, &line, 0.0f, 0.0f, textW, r.lines[i], false) + 6.0f;
    }
    h += pad;
    SDL_FRect p = {l->view.x + (felt - w) * 0.5f, l->view.y + (l->view.h - 70.0f - h) * 0.5f, w, h};
    Ui_DrawSolidPanel(app, p);
    float x = p.x + pad, y = p.y + pad;
    y += Text_DrawWrapped(&app->gfx, &head, x, y, textW, r.title, true) + 12.0f;
    for (int i = 0; i < r.count; i++) {
        y += Text_DrawWrapped(&app->gfx, i == r.count - 1 ? &bold : &line, x, y, textW, r.lines[i], true) + 6.0f;
    }
    UiPrompt prompts[] = {{ACTION_CONFIRM, "Next deal"}, {ACTION_MENU, "Menu"}};
    Ui_DrawPrompts(app, prompts, 2);
}
