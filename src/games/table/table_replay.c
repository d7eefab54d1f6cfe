/* table_replay.c: a finished game stepped through from its record: the record's copy and the keys that step it. */
#include "table_replay.h"

#include "app/app.h"
#include "platform/input.h"
#include "render/gfx.h"
#include "scenes/scenes.h"

bool TableReplay_CopyRecord(GameRecord *dst, const GameRecord *src)
{
    GameRecord_InitLike(dst, src);
    for (int i = 0; i < src->count; i++) {
        if (!GameRecord_Push(dst, src->actions[i])) {
            GameRecord_Free(dst);
            return false;
        }
    }
    return true;
}

bool TableReplay_Target(const InputEvent *ev, int step, int count, int *target)
{
    switch (ev->action) {
    case ACTION_RIGHT:
    case ACTION_CONFIRM:
    case ACTION_NEXT_AREA: *target = step + 1; return true;
    case ACTION_LEFT:
    case ACTION_PREV_AREA: *target = step - 1; return true;
    case ACTION_UP: *target = 0; return true;
    case ACTION_DOWN: *target = count; return true;
    case ACTION_POINTER_UP: *target = step + (ev->x < LAYOUT_W * 0.5f ? -1 : 1); return true;
    default: return false;
    }
}

void TableReplay_HandleOther(App *app, const InputEvent *ev, const char *rulesFile)
{
    switch (ev->action) {
    case ACTION_BACK:
    case ACTION_MENU: App_Pop(app); break;
    case ACTION_HELP: App_Push(app, RulesScene_Create(app, rulesFile)); break;
    default: break;
    }
}
