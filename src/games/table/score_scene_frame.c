/* score_scene_frame.c: what every game's score scene shares around its pads: the buttons, the settlement's reveal, the input. */
#include "score_scene_frame.h"

#include "table_replay.h"

#include "app/app.h"
#include "core/game/game_ai.h"
#include "platform/audio.h"
#include "platform/input.h"
#include "scenes/scenes.h"
#include "ui/ui_draw.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

void ScoreFrame_Init(ScoreFrame *f, ScoreSheet *pad, ScoreSheet *pad2, const char *rulesFile, int lineCount,
                     float lineTime)
{
    memset(f, 0, sizeof *f);
    f->pads[0] = pad;
    f->pads[1] = pad2;
    f->padCount = pad2 != NULL ? 2 : 1;
    f->rulesFile = rulesFile;
    f->lineCount = lineCount;
    f->lineTime = lineTime;
    TableChoices_Clear(&f->menu);
}

void ScoreFrame_ShowAll(ScoreFrame *f)
{
    f->shownLines = f->lineCount;
    f->time = 100.0f; /* long past the last line: no sound */
}

/* The focused button's index if confirm presses it, after its sound; -1 if out of range. */
static int Press(ScoreFrame *f, int index)
{
    if (index < 0 || index >= f->menu.count) {
        return -1;
    }
    Audio_Play(SFX_SELECT);
    return index;
}

int ScoreFrame_Handle(ScoreFrame *f, App *app, const InputEvent *ev)
{
    TableChoices *menu = &f->menu;
    int at, chosen = -1;
    switch (ev->action) {
    case ACTION_LEFT:
    case ACTION_UP:
        if (menu->focus > 0) {
            menu->focus--;
            Audio_Play(SFX_MOVE);
        }
        break;
    case ACTION_RIGHT:
    case ACTION_DOWN:
        if (menu->focus + 1 < menu->count) {
            menu->focus++;
            Audio_Play(SFX_MOVE);
        }
        break;
    case ACTION_SCROLL:
    case ACTION_NEXT_AREA:
    case ACTION_PREV_AREA: {
        /* A long pad (many deals) scrolls: the wheel, or the next and previous area buttons. */
        int rows = ev->action == ACTION_SCROLL ? -ev->value : ev->action == ACTION_NEXT_AREA ? 4 : -4;
        for (int i = 0; i < f->padCount; i++) {
            ScoreSheet_Scroll(f->pads[i], rows);
        }
        break;
    }
    case ACTION_CONFIRM:
        if (f->shownLines < f->lineCount) {
            f->shownLines = f->lineCount; /* the first press shows the whole settlement */
        } else {
            chosen = Press(f, menu->focus);
        }
        break;
    case ACTION_BACK:
    case ACTION_MENU: App_Pop(app); break;
    case ACTION_HELP: App_Push(app, RulesScene_Create(app, f->rulesFile)); break;
    case ACTION_POINTER_MOVE: menu->hover = TableChoices_HitTest(menu, ev->x, ev->y); break;
    case ACTION_POINTER_DOWN: menu->pressed = TableChoices_HitTest(menu, ev->x, ev->y); break;
    case ACTION_POINTER_UP:
        at = TableChoices_HitTest(menu, ev->x, ev->y);
        if (at >= 0 && at == menu->pressed) {
            menu->focus = at;
            chosen = Press(f, at);
        }
        menu->pressed = -1;
        break;
    default: break;
    }
    return chosen;
}

void ScoreFrame_Update(ScoreFrame *f, App *app, float dt)
{
    f->time += dt;
    float each = App_AnimTime(app, f->lineTime);
    int due = each > 0.0f ? (int)(f->time / each) : f->lineCount;
    if (due > f->lineCount) {
        due = f->lineCount;
    }
    if (due > f->shownLines) {
        f->shownLines = due;
        Audio_Play(due == f->lineCount ? SFX_SCORE : SFX_PLACE);
    }
}

void ScoreFrame_DrawMenu(const ScoreFrame *f, App *app)
{
    TableChoices_Draw(&f->menu, app, f->menu.focus);
}

float ScoreFrame_LayoutMenu(ScoreFrame *f, App *app)
{
    SDL_FRect view = Gfx_View(&app->gfx);
    float top = view.y + view.h - 120.0f; /* 600 in the 1280 x 720 frame */
    TableChoices_Layout(&f->menu, app, view.x + view.w * 0.5f, top, fminf(900.0f, view.w - 48.0f));
    return top;
}

bool ScoreFrame_Locate(const ScoreFrame *f, const char *name, SDL_FRect *out)
{
    return TableChoices_Locate(&f->menu, name, out);
}

bool ScoreFrame_CopyRecord(GameRecord *copy, const GameRecord *rec, GameState *end)
{
    GameError err;
    if (!TableReplay_CopyRecord(copy, rec)) {
        return false;
    }
    if (!Game_Replay(copy, -1, end, &err)) {
        GameRecord_Free(copy);
        return false;
    }
    return true;
}

void ScoreFrame_PlayDemo(const GameRules *rules, int variant, uint64_t seed, int max, GameRecord *rec)
{
    GameRecord_Init(rec, rules, variant, seed);
    GameState *st = malloc(rules->stateSize);
    if (st == NULL || rules->init(st, variant, seed) != GAME_OK) {
        free(st);
        return;
    }
    for (int i = 0; i < max && rules->toAct(st) != GAME_NOBODY; i++) {
        GameAction a;
        if (!GameAi_Choose(rules, st, rules->toAct(st), GAME_AI_EASY, 1909u + (uint64_t)i, &a) ||
            Game_Play(rules, st, rec, a) != GAME_OK) {
            break;
        }
    }
    free(st);
}

void ScoreFrame_DrawPrompts(App *app)
{
    UiPrompt prompts[] = {{ACTION_CONFIRM, "Select"}, {ACTION_NEXT_AREA, "Scroll"}, {ACTION_BACK, "Menu"},
                          {ACTION_HELP, "Rules"}};
    Ui_DrawPrompts(app, prompts, 4);
}
