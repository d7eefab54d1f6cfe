/* bezique_stats_scene.c: Bezique's records: games, wins and points for each variant and opponent. */
#include "bezique_names.h"
#include "bezique_scenes.h"
#include "bezique_store.h"

#include "app/app.h"
#include "render/text.h"
#include "scenes/scenes.h"
#include "ui/ui_draw.h"
#include "ui/ui_theme.h"

#include <stdio.h>
#include <stdlib.h>

typedef struct BezStats {
    Scene base;
    TableStats stats;
    bool loaded;
} BezStats;

static void Enter(Scene *s, App *app)
{
    BezStats *b = (BezStats *)s;
    char message[1024];
    TableStoreStatus status = TableStore_LoadStats(BEZIQUE_STATS_FILE, BEZIQUE_STATS_WHAT, &Bezique_Rules, &b->stats,
                                                   message, sizeof message);
    if (status == TABLE_STORE_CORRUPT) {
        Scene *m = MessageScene_Create(app, "Your statistics could not be read", message);
        if (m != NULL) {
            App_Push(app, m);
        }
    }
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    (void)s;
    if (ev->action == ACTION_BACK || ev->action == ACTION_CONFIRM || ev->action == ACTION_MENU ||
        ev->action == ACTION_POINTER_UP) {
        App_Pop(app);
    }
}

static void Draw(Scene *s, App *app)
{
    BezStats *b = (BezStats *)s;
    Gfx_DrawFelt(&app->gfx);
    Ui_DrawHeading(app, "Statistics", "Bezique against the computer");
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 26.0f, THEME_GOLD, TEXT_LEFT);
    TextStyle col = Text_Style(FONT_SANS_BOLD, 18.0f, THEME_GOLD, TEXT_RIGHT);
    TextStyle name = Text_Style(FONT_SANS, 20.0f, THEME_CREAM, TEXT_LEFT);
    TextStyle num = Text_Style(FONT_SANS, 20.0f, THEME_CREAM, TEXT_RIGHT);
    static const char *const kCols[] = {"Games", "Won", "Won %", "Your average", "Computer's average"};
    static const float kX[] = {530.0f, 630.0f, 740.0f, 920.0f, 1180.0f};
    float y = 160.0f;
    for (int v = 0; v < BEZIQUE_VARIANT_COUNT; v++) {
        SDL_FRect r = {60.0f, y, 1160.0f, 200.0f};
        Ui_DrawPanel(app, r);
        Text_Draw(&app->gfx, &head, 90.0f, y + 16.0f, BezNames_Variant(v));
        for (int c = 0; c < 5; c++) {
            Text_Draw(&app->gfx, &col, kX[c], y + 22.0f, kCols[c]);
        }
        for (int l = 0; l < GAME_AI_LEVEL_COUNT; l++) {
            const TableRecord *rec = &b->stats.at[v][l];
            float ly = y + 64.0f + (float)l * 40.0f;
            char text[64];
            snprintf(text, sizeof text, "Against the %s computer", GameAi_LevelName((GameAiLevel)l));
            Text_Draw(&app->gfx, &name, 90.0f, ly, text);
            if (rec->games == 0) {
                Text_Draw(&app->gfx, &num, kX[0], ly, "\xE2\x80\x93");
                continue;
            }
            snprintf(text, sizeof text, "%d", rec->games);
            Text_Draw(&app->gfx, &num, kX[0], ly, text);
            snprintf(text, sizeof text, "%d", rec->won);
            Text_Draw(&app->gfx, &num, kX[1], ly, text);
            snprintf(text, sizeof text, "%d%%", (int)(100.0 * rec->won / rec->games + 0.5));
            Text_Draw(&app->gfx, &num, kX[2], ly, text);
            snprintf(text, sizeof text, "%lld", rec->points / rec->games);
            Text_Draw(&app->gfx, &num, kX[3], ly, text);
            snprintf(text, sizeof text, "%lld", rec->against / rec->games);
            Text_Draw(&app->gfx, &num, kX[4], ly, text);
        }
        y += 230.0f;
    }
    UiPrompt prompts[] = {{ACTION_BACK, "Back"}};
    Ui_DrawPrompts(app, prompts, 1);
}

static void Destroy(Scene *s)
{
    free(s);
}

static const SceneOps kOps = {
    .name = "bezique-stats",
    .enter = Enter,
    .handle = Handle,
    .draw = Draw,
    .destroy = Destroy,
};

Scene *BeziqueStatsScene_Create(App *app)
{
    (void)app;
    BezStats *b = calloc(1, sizeof *b);
    if (b == NULL) {
        return NULL;
    }
    b->base.ops = &kOps;
    return &b->base;
}
