/* table_stats_scene.c: a table game's records: games, each side's wins and average points, per variant and seating. */
#include "table_stats_scene.h"

#include "app/app.h"
#include "render/text.h"
#include "scenes/scenes.h"
#include "ui/ui_draw.h"
#include "ui/ui_theme.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ROW_H 34.0f
#define ROWS_SHOWN 12

typedef struct TableStatsScene {
    Scene base;
    const TableGame *game;
    TableStats *stats;
    int scroll; /* the first row shown */
} TableStatsScene;

static void Enter(Scene *s, App *app)
{
    TableStatsScene *t = (TableStatsScene *)s;
    char message[PLAYER_MESSAGE_MAX], what[96];
    TableGame_StatsWhat(t->game, what, sizeof what);
    TableStats_Free(t->stats);
    TableStoreStatus status =
        TableStore_LoadStats(t->game->statsFile, what, t->game->rules, t->stats, message, sizeof message);
    if (status == TABLE_STORE_CORRUPT) {
        Scene *m = MessageScene_Create(app, "Your statistics could not be read", message);
        if (m != NULL) {
            App_Push(app, m);
        }
    }
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    TableStatsScene *t = (TableStatsScene *)s;
    int most = t->stats->count > ROWS_SHOWN ? t->stats->count - ROWS_SHOWN : 0;
    switch (ev->action) {
    case ACTION_UP: t->scroll = t->scroll > 0 ? t->scroll - 1 : 0; break;
    case ACTION_DOWN: t->scroll = t->scroll < most ? t->scroll + 1 : most; break;
    case ACTION_SCROLL:
        t->scroll -= ev->value;
        t->scroll = t->scroll < 0 ? 0 : t->scroll > most ? most : t->scroll;
        break;
    case ACTION_BACK:
    case ACTION_CONFIRM:
    case ACTION_MENU:
    case ACTION_POINTER_UP: App_Pop(app); break;
    default: break;
    }
}

/* "You v strong", "South v North" (pass and play), "North-South v East-West, both medium". */
static void SeatingLabel(const TableGame *game, const TableRecord *r, char *buf, size_t size)
{
    const GameRules *rules = game->rules;
    int sides = Game_SideCount(rules, r->variant);
    size_t len = 0;
    buf[0] = '\0';
    for (int side = 0; side < sides && len < size; side++) {
        len += (size_t)snprintf(buf + len, size - len, "%s", side > 0 ? " v " : "");
        bool first = true;
        for (int seat = 0; seat < r->seating.count && len < size; seat++) {
            if (Game_SideOf(rules, r->variant, seat) != side) {
                continue;
            }
            const GameSeat *occ = &r->seating.seat[seat];
            len += (size_t)snprintf(buf + len, size - len, "%s%s", first ? "" : " & ",
                                    occ->kind == SEAT_PERSON ? "person" : GameAi_LevelName(occ->level));
            first = false;
        }
    }
}

static void Draw(Scene *s, App *app)
{
    TableStatsScene *t = (TableStatsScene *)s;
    const GameRules *rules = t->game->rules;
    Gfx_DrawFelt(&app->gfx);
    char subtitle[96];
    snprintf(subtitle, sizeof subtitle, "%s: every variant and seating you have played", rules->title);
    Ui_DrawHeading(app, "Statistics", subtitle);
    SDL_FRect r = {60.0f, 150.0f, LAYOUT_W - 120.0f, 80.0f + ROW_H * ROWS_SHOWN};
    Ui_DrawPanel(app, r);
    TextStyle col = Text_Style(FONT_SANS_BOLD, 18.0f, THEME_GOLD, TEXT_LEFT);
    TextStyle colR = Text_Style(FONT_SANS_BOLD, 18.0f, THEME_GOLD, TEXT_RIGHT);
    TextStyle cell = Text_Style(FONT_SANS, 19.0f, THEME_CREAM, TEXT_LEFT);
    TextStyle num = Text_Style(FONT_SANS, 19.0f, THEME_CREAM, TEXT_RIGHT);
    float x0 = r.x + 24.0f;
    const float xVariant = x0, xSeats = x0 + 150.0f, xGames = x0 + 600.0f, xWins = x0 + 760.0f, xAvg = x0 + 1080.0f;
    float y = r.y + 18.0f;
    Text_Draw(&app->gfx, &col, xVariant, y, "Variant");
    Text_Draw(&app->gfx, &col, xSeats, y, "Seating (side v side)");
    Text_Draw(&app->gfx, &colR, xGames, y, "Games");
    Text_Draw(&app->gfx, &colR, xWins, y, "Wins per side");
    Text_Draw(&app->gfx, &colR, xAvg, y, "Average points per side");
    y += 40.0f;
    if (t->stats->count == 0) {
        TextStyle soft = Text_Style(FONT_SANS, 20.0f, THEME_PARCHMENT, TEXT_LEFT);
        Text_Draw(&app->gfx, &soft, xVariant, y + 10.0f, "No games finished yet.");
    }
    for (int i = t->scroll; i < t->stats->count && i < t->scroll + ROWS_SHOWN; i++) {
        const TableRecord *rec = &t->stats->rows[i];
        int sides = Game_SideCount(rules, rec->variant);
        char text[160], wins[64] = "", avg[96] = "";
        Text_Draw(&app->gfx, &cell, xVariant, y, rules->variantName(rec->variant));
        SeatingLabel(t->game, rec, text, sizeof text);
        Text_Draw(&app->gfx, &cell, xSeats, y, text);
        snprintf(text, sizeof text, "%lld", rec->games);
        Text_Draw(&app->gfx, &num, xGames, y, text);
        size_t wl = 0, al = 0;
        for (int side = 0; side < sides; side++) {
            double mean = rec->games > 0 ? (double)rec->points[side] / (double)rec->games : 0.0;
            mean = round(mean);
            mean = mean == 0.0 ? 0.0 : mean; /* a side just below zero shows 0, not "-0" */
            wl += (size_t)snprintf(wins + wl, sizeof wins - wl, "%s%lld", side > 0 ? " \xE2\x80\x93 " : "",
                                   rec->wins[side]);
            al += (size_t)snprintf(avg + al, sizeof avg - al, "%s%.0f", side > 0 ? " \xE2\x80\x93 " : "", mean);
        }
        Text_Draw(&app->gfx, &num, xWins, y, wins);
        Text_Draw(&app->gfx, &num, xAvg, y, avg);
        y += ROW_H;
    }
    if (t->stats->count > ROWS_SHOWN) {
        TextStyle soft = Text_Style(FONT_SANS, 16.0f, THEME_PARCHMENT, TEXT_RIGHT);
        char text[64];
        snprintf(text, sizeof text, "rows %d-%d of %d", t->scroll + 1, t->scroll + ROWS_SHOWN, t->stats->count);
        Text_Draw(&app->gfx, &soft, r.x + r.w - 20.0f, r.y + r.h - 26.0f, text);
    }
    UiPrompt prompts[] = {{ACTION_UP, "Scroll"}, {ACTION_BACK, "Back"}};
    Ui_DrawPrompts(app, prompts, 2);
}

static void Destroy(Scene *s)
{
    TableStatsScene *t = (TableStatsScene *)s;
    TableStats_Free(t->stats);
    free(t->stats);
    free(t);
}

static const SceneOps kOps = {
    .name = "table-stats",
    .enter = Enter,
    .handle = Handle,
    .draw = Draw,
    .destroy = Destroy,
};

Scene *TableStatsScene_Create(App *app, const TableGame *game)
{
    (void)app;
    TableStatsScene *t = calloc(1, sizeof *t);
    if (t == NULL) {
        return NULL;
    }
    t->stats = calloc(1, sizeof *t->stats);
    if (t->stats == NULL) {
        free(t);
        return NULL;
    }
    t->base.ops = &kOps;
    t->game = game;
    return &t->base;
}
