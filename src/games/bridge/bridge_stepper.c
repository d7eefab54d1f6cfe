/* bridge_stepper.c: the frame the review and the replay step a rubber in: side panel, its buttons, Back, title, prompts. */
#include "bridge_stepper.h"

#include "app/app.h"
#include "platform/input.h"
#include "render/text.h"
#include "ui/ui_theme.h"

void BrStepper_Init(BrStepper *st)
{
    TableChoices_Clear(&st->buttons);
    TableChoices_Clear(&st->back);
    st->buttons.focus = st->back.focus = -1;
    st->buttons.hover = st->buttons.pressed = st->back.hover = st->back.pressed = -1;
}

SDL_FRect BrStepper_Panel(App *app, float width)
{
    SDL_FRect v = Gfx_View(&app->gfx);
    return (SDL_FRect){v.x + v.w - width - 12.0f, v.y + 12.0f, width, v.h - 12.0f - 70.0f};
}

void BrStepper_Begin(BrStepper *st)
{
    st->keep[0] = st->buttons.hover;
    st->keep[1] = st->buttons.pressed;
    st->keep[2] = st->back.hover;
    st->keep[3] = st->back.pressed;
    TableChoices_Clear(&st->buttons);
}

void BrStepper_Add(BrStepper *st, const char *label, int tag)
{
    TableChoices_Add(&st->buttons, label, "", (GameAction){0}, tag);
}

void BrStepper_Finish(BrStepper *st, App *app, SDL_FRect panel, const char *backLabel)
{
    TableChoices_Layout(&st->buttons, app, panel.x + panel.w * 0.5f, 0.0f, panel.w - 24.0f);
    /* The buttons sit at the foot of the panel; there may be none (a review without the solver has nothing to step). */
    if (st->buttons.count > 0) {
        const SDL_FRect *last = &st->buttons.items[st->buttons.count - 1].rect;
        float shift = panel.y + panel.h - 14.0f - (last->y + last->h);
        for (int i = 0; i < st->buttons.count; i++) {
            st->buttons.items[i].rect.y += shift;
        }
    }
    TableChoices_Clear(&st->back);
    TableChoices_Add(&st->back, backLabel, "", (GameAction){0}, BR_STEPPER_BACK);
    SDL_FRect v = Gfx_View(&app->gfx);
    TableChoices_Layout(&st->back, app, 0.0f, v.y + 6.0f, 400.0f);
    st->back.items[0].rect.x = v.x + 16.0f;
    st->buttons.hover = st->keep[0] < st->buttons.count ? st->keep[0] : -1;
    st->buttons.pressed = st->keep[1] < st->buttons.count ? st->keep[1] : -1;
    st->back.hover = st->keep[2];
    st->back.pressed = st->keep[3];
}

int BrStepper_Pointer(BrStepper *st, const InputEvent *ev, bool *loose)
{
    *loose = false;
    switch (ev->action) {
    case ACTION_POINTER_MOVE:
        st->buttons.hover = TableChoices_HitTest(&st->buttons, ev->x, ev->y);
        st->back.hover = TableChoices_HitTest(&st->back, ev->x, ev->y);
        return 0;
    case ACTION_POINTER_DOWN:
        st->buttons.pressed = TableChoices_HitTest(&st->buttons, ev->x, ev->y);
        st->back.pressed = TableChoices_HitTest(&st->back, ev->x, ev->y);
        return 0;
    case ACTION_POINTER_UP: {
        int hit = TableChoices_HitTest(&st->buttons, ev->x, ev->y), tag = 0;
        if (hit >= 0 && hit == st->buttons.pressed) {
            tag = st->buttons.items[hit].tag;
        } else if (TableChoices_HitTest(&st->back, ev->x, ev->y) == 0 && st->back.pressed == 0) {
            tag = BR_STEPPER_BACK;
        } else {
            *loose = hit < 0 && st->buttons.pressed < 0 && st->back.pressed < 0;
        }
        st->buttons.pressed = st->back.pressed = -1;
        return tag;
    }
    default: return 0;
    }
}

void BrStepper_DrawHead(BrStepper *st, App *app, const char *title)
{
    TableChoices_Draw(&st->back, app, -1);
    SDL_FRect v = Gfx_View(&app->gfx);
    TextStyle style = Text_Style(FONT_SERIF_BOLD, 26.0f, THEME_GOLD, TEXT_LEFT);
    Text_Draw(&app->gfx, &style, st->back.items[0].rect.x + st->back.items[0].rect.w + 20.0f, v.y + 16.0f, title);
}

void BrStepper_DrawButtons(const BrStepper *st, App *app)
{
    TableChoices_Draw(&st->buttons, app, -1);
}

void BrStepper_DrawPrompts(App *app, const UiPrompt prompts[4], bool third)
{
    if (third) {
        Ui_DrawPrompts(app, prompts, 4);
    } else {
        UiPrompt three[] = {prompts[0], prompts[1], prompts[3]};
        Ui_DrawPrompts(app, three, 3);
    }
}

bool BrStepper_Locate(const BrStepper *st, const char *name, SDL_FRect *out)
{
    int i = TableChoices_Find(&st->buttons, name);
    if (i >= 0) {
        *out = st->buttons.items[i].rect;
        return true;
    }
    if (TableChoices_Find(&st->back, name) == 0) {
        *out = st->back.items[0].rect;
        return true;
    }
    return false;
}
