/* five_hundred_table_result.c: the deal's result held on Five Hundred's table until the player has read it. */
#include "five_hundred_table.h"

#include "app/app.h"
#include "core/five_hundred/five_hundred_deal_result.h"
#include "platform/audio.h"
#include "platform/input.h"
#include "render/text.h"
#include "ui/ui_draw.h"
#include "ui/ui_theme.h"

#include <stdio.h>

/*
 * The rules settle a deal and deal the next within its last card, so the
 * table notices a deal's end as a new deal number. The result waits for the
 * last trick's cards to land, then covers the felt; the next deal is dealt
 * (and the computer bids) only once the player confirms. With the setting
 * off the next deal is dealt at once, as before.
 */

void FtResult_DealEnded(FtTable *t, App *app)
{
    const FiveHundredState *v = FtView_State(t);
    /* Nobody to read it at a table of computers (a demonstration, a test): play goes straight on. */
    if (v->historyCount == 0 || !app->settings.showDealResult || Seating_People(&t->table.turn.session.seating) == 0) {
        FtView_AnimateDeal(t, app);
        return;
    }
    t->resultDue = true;
    t->resultUp = false;
}

void FtResult_Update(FtTable *t, App *app)
{
    if (t->resultDue && !t->resultUp && TableAnim_Idle(&t->table.turn.anim)) {
        t->resultUp = true;
        t->resultPress = false;
        Audio_Play(SFX_SCORE);
    }
    (void)app;
}

bool FtResult_Showing(const FtTable *t)
{
    return t->resultDue;
}

void FtResult_Clear(FtTable *t)
{
    t->resultDue = t->resultUp = t->resultPress = false;
}

static void Dismiss(FtTable *t, App *app)
{
    FtResult_Clear(t);
    Audio_Play(SFX_SELECT);
    FtView_AnimateDeal(t, app);
}

bool FtResult_Handle(FtTable *t, App *app, const InputEvent *ev)
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

/* The side names as the table writes them: "You", "West", "You & North". */
static void SideNames(const FtTable *t, const FiveHundredState *v, char buf[FH_MAX_SEATS][48],
                      const char *names[FH_MAX_SEATS])
{
    for (int s = 0; s < FH_MAX_SEATS; s++) {
        if (v->variant == FH_FOUR_HANDED && s < 2) {
            snprintf(buf[s], sizeof buf[s], "%s & %s", FtTable_Name(t, s), FtTable_Name(t, s + 2));
        } else {
            snprintf(buf[s], sizeof buf[s], "%s", s < v->players ? FtTable_Name(t, s) : "");
        }
        names[s] = buf[s];
    }
}

void FtResult_Draw(FtTable *t, App *app, const FtLayout *l)
{
    if (!t->resultUp) {
        return;
    }
    const FiveHundredState *v = FtView_State(t);
    const FiveHundredDeal *d = FiveHundred_HistoryAt(v, v->historyCount - 1);
    if (d == NULL) {
        return;
    }
    char buf[FH_MAX_SEATS][48];
    const char *names[FH_MAX_SEATS];
    SideNames(t, v, buf, names);
    FiveHundredDealResult r;
    FiveHundred_DealResult(d, v->variant, (int)v->dealsDropped + v->historyCount, names, &r);

    /* On the felt left of the side panel, where the next deal will lie. */
    float felt = l->side.x - l->view.x;
    float w = felt - 40.0f < 620.0f ? felt - 40.0f : 620.0f;
    float pad = 22.0f, textW = w - 2.0f * pad;
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 24.0f, THEME_GOLD, TEXT_LEFT);
    TextStyle line = Text_Style(FONT_SANS, THEME_TEXT_SMALL, THEME_CREAM, TEXT_LEFT);
    float headH = Text_DrawWrapped(&app->gfx, &head, 0.0f, 0.0f, textW, r.title, false);
    float h = pad + headH + 12.0f;
    for (int i = 0; i < r.count; i++) {
        h += Text_DrawWrapped(&app->gfx, &line, 0.0f, 0.0f, textW, r.lines[i], false) + 6.0f;
    }
    h += pad;
    float maxH = l->view.h - 130.0f; /* the prompts bar stays clear */
    if (h > maxH) {
        h = maxH;
    }
    SDL_FRect p = {l->view.x + (felt - w) * 0.5f, l->view.y + (l->view.h - 70.0f - h) * 0.5f, w, h};
    Ui_DrawSolidPanel(app, p);
    float x = p.x + pad, y = p.y + pad;
    y += Text_DrawWrapped(&app->gfx, &head, x, y, textW, r.title, true) + 12.0f;
    for (int i = 0; i < r.count; i++) {
        /* The totals and the game stand out from the working. */
        bool last = i >= r.count - (d->winner != FH_NOBODY ? 2 : 1);
        TextStyle s = last ? Text_Style(FONT_SANS_BOLD, THEME_TEXT_SMALL, THEME_CREAM, TEXT_LEFT) : line;
        y += Text_DrawWrapped(&app->gfx, &s, x, y, textW, r.lines[i], true) + 6.0f;
    }
    UiPrompt prompts[] = {{ACTION_CONFIRM, "Next deal"}, {ACTION_MENU, "Menu"}};
    Ui_DrawPrompts(app, prompts, 2);
}
