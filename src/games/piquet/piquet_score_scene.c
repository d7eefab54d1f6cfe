/* piquet_score_scene.c: a finished partie's scoring: the sheet deal by deal, the totals and the settlement line by line. */
#include "piquet_scenes.h"

#include "app/app.h"
#include "core/game/game_ai.h"
#include "games/table/score_scene_frame.h"
#include "games/table/score_sheet.h"
#include "games/table/table_choices.h"
#include "games/table/table_seat_names.h"
#include "platform/audio.h"
#include "render/text.h"
#include "scenes/scenes.h"
#include "ui/ui_draw.h"
#include "ui/ui_theme.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LINE_TIME 0.35f /* the settlement's lines appear one after another, as if written down */

enum {
    CHOICE_NEXT = 1,
    CHOICE_MENU,
    CHOICE_REPLAY
};

typedef struct PqScore {
    Scene base;
    GameRecord rec;
    PiquetState st;
    GameSeating seating;
    ScoreFrame frame; /* the buttons, the settlement's reveal, the input (score_scene_frame.h) */
    ScoreSheet deals;  /* a row per kind of score in each deal */
    ScoreSheet settle; /* the totals and the settlement */
    char labels[2][32];
} PqScore;

static void Choose(PqScore *b, App *app, int index)
{
    if (index < 0) {
        return; /* no button pressed */
    }
    if (b->frame.menu.items[index].tag == CHOICE_REPLAY) {
        Scene *replay = PiquetReplayScene_Create(app, &b->rec, &b->seating);
        if (replay != NULL) {
            App_Push(app, replay);
        }
        return;
    }
    if (b->frame.menu.items[index].tag == CHOICE_NEXT) {
        Scene *table = PiquetTableScene_CreateNew(app, b->rec.variant, &b->seating, 0);
        if (table != NULL) {
            App_Replace(app, table);
        }
        return;
    }
    App_Pop(app);
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    PqScore *b = (PqScore *)s;
    Choose(b, app, ScoreFrame_Handle(&b->frame, app, ev));
}

static void Update(Scene *s, App *app, float dt)
{
    ScoreFrame_Update(&((PqScore *)s)->frame, app, dt);
}

/* The sheet as a partie is kept: each deal's hand, play, cards, pique or repique and capot, then its total. */
static void BuildDeals(PqScore *b)
{
    const PiquetState *st = &b->st;
    const char *heads[2] = {b->labels[0], b->labels[1]};
    ScoreSheet_Init(&b->deals, st->variant >= PIQUET_CENT ? "The last game, deal by deal" : "The partie, deal by deal",
                    2, heads);
    static const struct {
        const char *name;
        int from, to; /* PiquetScoreKind range */
    } kLines[] = {{"hand", PIQ_SCORE_CARTE, PIQ_SCORE_SET},   {"repique", PIQ_SCORE_REPIQUE, PIQ_SCORE_REPIQUE},
                  {"play", PIQ_SCORE_PLAY, PIQ_SCORE_PLAY},   {"pique", PIQ_SCORE_PIQUE, PIQ_SCORE_PIQUE},
                  {"last trick", PIQ_SCORE_LAST, PIQ_SCORE_LAST}, {"the cards", PIQ_SCORE_CARDS, PIQ_SCORE_CARDS},
                  {"capot", PIQ_SCORE_CAPOT, PIQ_SCORE_CAPOT}};
    for (int d = 0; d < st->historyCount; d++) {
        const PiquetDealRecord *r = &st->history[d];
        int sum[2] = {0, 0};
        for (size_t k = 0; k < sizeof kLines / sizeof kLines[0]; k++) {
            int v[2] = {0, 0};
            for (int p = 0; p < 2; p++) {
                for (int kind = kLines[k].from; kind <= kLines[k].to; kind++) {
                    v[p] += r->points[p][kind];
                }
                sum[p] += v[p];
            }
            if (v[0] == 0 && v[1] == 0) {
                continue;
            }
            char label[64];
            snprintf(label, sizeof label, "Deal %d: %s", d + 1, kLines[k].name);
            ScoreSheetRow *row = ScoreSheet_AddRow(&b->deals, label, SCORE_ROW_ITEM, false);
            for (int p = 0; row != NULL && p < 2; p++) {
                ScoreSheet_Cell(row, p, v[p] != 0 ? "%d" : "\xE2\x80\x93", v[p]);
            }
        }
        char label[64];
        snprintf(label, sizeof label, "Deal %d%s", d + 1, r->multiplier > 1 ? ", doubled" : "");
        ScoreSheetRow *row = ScoreSheet_AddRow(&b->deals, label, SCORE_ROW_TOTAL, false);
        for (int p = 0; row != NULL && p < 2; p++) {
            ScoreSheet_Cell(row, p, "%d", sum[p] * r->multiplier);
        }
    }
}

/* The core writes "%s wins", "%s's 120" for any name; with "You" that must read "You win", "Your 120". */
static void Grammar(char *text, size_t size)
{
    static const char *const kFix[][2] = {{"You wins", "You win"}, {"You's", "Your"}, {"you's", "your"},
                                          {"You is", "You are"}};
    for (unsigned k = 0; k < sizeof kFix / sizeof kFix[0]; k++) {
        char *at = strstr(text, kFix[k][0]);
        if (at != NULL) {
            char rest[PIQ_SETTLE_TEXT];
            snprintf(rest, sizeof rest, "%s", at + strlen(kFix[k][0]));
            snprintf(at, size - (size_t)(at - text), "%s%s", kFix[k][1], rest);
        }
    }
}

static void BuildSettlement(PqScore *b)
{
    const PiquetState *st = &b->st;
    const char *heads[2] = {b->labels[0], b->labels[1]};
    ScoreSheet_Init(&b->settle, "The settlement", 2, heads);
    ScoreSheetRow *row = ScoreSheet_AddRow(&b->settle, "Totals", SCORE_ROW_TOTAL, false);
    ScoreSheet_Cell(row, 0, "%d", st->total[0]);
    ScoreSheet_Cell(row, 1, "%d", st->total[1]);
    if (st->variant == PIQUET_RUBICON || st->variant == PIQUET_FOUR_DEAL) {
        PiquetSettlement s;
        const char *names[2] = {b->labels[0], b->labels[1]};
        Piquet_Settle(st->total[0], st->total[1], names, &s);
        for (int i = 1; i < s.lineCount; i++) {
            Grammar(s.lines[i], sizeof s.lines[i]);
            char points[24] = "";
            if (i == s.lineCount - 1) {
                snprintf(points, sizeof points, "%d", s.value);
            }
            ScoreSheet_AddSettle(&b->settle, s.lines[i], points, i == s.lineCount - 1);
        }
        return;
    }
    char text[256]; /* three names and the games won: room for the longest names */
    int w = st->winner <= 1 ? st->winner : 0;
    snprintf(text, sizeof text, "%s reached 100 first%s.", b->labels[w],
             st->lastGameDouble ? ", before the other had 50: a double game" : "");
    ScoreSheet_AddSettle(&b->settle, text, st->lastGameDouble ? "2" : "1", st->variant == PIQUET_CENT);
    if (st->variant == PIQUET_CENT_FIVE) {
        snprintf(text, sizeof text, "Games: %s %d, %s %d: %s wins the partie.", b->labels[0], st->gamesWon[0],
                 b->labels[1], st->gamesWon[1], b->labels[w]);
        ScoreSheet_AddSettle(&b->settle, text, "", true);
    }
}

static void Draw(Scene *s, App *app)
{
    PqScore *b = (PqScore *)s;
    Gfx_DrawFelt(&app->gfx);
    GameResult res = Piquet_Rules.result((const GameState *)(const void *)&b->st);
    char title[96], sub[128];
    if (res.winner == 0 || res.winner == 1) {
        char who[48];
        TableSeat_Subject(&Piquet_Rules, b->rec.variant, &b->seating, res.winner, true, who, sizeof who);
        snprintf(title, sizeof title, "%s win%s %d", who, strcmp(who, "You") == 0 ? "" : "s", res.value);
    } else {
        snprintf(title, sizeof title, "A drawn partie");
    }
    snprintf(sub, sizeof sub, "Piquet \xC2\xB7 %s \xC2\xB7 partie no. %llu", Piquet_Rules.variantInfo(b->rec.variant),
             (unsigned long long)b->rec.seed);
    Ui_DrawHeading(app, title, sub);
    SDL_FRect view = Gfx_View(&app->gfx);
    float w = (view.w - 100.0f) * 0.5f;
    float h = ScoreFrame_LayoutMenu(&b->frame, app) - 34.0f - 146.0f; /* down to the buttons */
    ScoreSheet_Draw(&b->deals, app, (SDL_FRect){view.x + 40.0f, 146.0f, w, h});
    b->settle.settleShown = b->frame.shownLines;
    ScoreSheet_Draw(&b->settle, app, (SDL_FRect){view.x + 60.0f + w, 146.0f, w, h});
    ScoreFrame_DrawMenu(&b->frame, app);
    ScoreFrame_DrawPrompts(app);
}

static void Destroy(Scene *s)
{
    PqScore *b = (PqScore *)s;
    GameRecord_Free(&b->rec);
    free(b);
}

static bool Locate(Scene *s, App *app, const char *name, SDL_FRect *out)
{
    (void)app;
    return ScoreFrame_Locate(&((PqScore *)s)->frame, name, out);
}

static const SceneOps kOps = {
    .name = "piquet-score",
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
};

Scene *PiquetScoreScene_Create(App *app, const GameRecord *rec, const GameSeating *seating)
{
    PqScore *b = calloc(1, sizeof *b);
    if (b == NULL) {
        return NULL;
    }
    b->base.ops = &kOps;
    if (!ScoreFrame_CopyRecord(&b->rec, rec, (GameState *)(void *)&b->st)) {
        free(b);
        return NULL;
    }
    b->seating = *seating;
    for (int p = 0; p < 2; p++) {
        snprintf(b->labels[p], sizeof b->labels[p], "%s", TableSeat_Label(&Piquet_Rules, rec->variant, seating, p));
    }
    BuildDeals(b);
    BuildSettlement(b);
    GameAction none = {0};
    ScoreFrame_Init(&b->frame, &b->deals, NULL, Piquet_RulesFile(rec->variant), b->settle.settleCount, LINE_TIME);
    TableChoices_Add(&b->frame.menu, "Replay the partie", "move by move", none, CHOICE_REPLAY);
    TableChoices_Add(&b->frame.menu, "Next partie", "same opponent", none, CHOICE_NEXT);
    TableChoices_Add(&b->frame.menu, "Menu", "back to the lobby", none, CHOICE_MENU);
    ScoreFrame_LayoutMenu(&b->frame, app);
    b->frame.menu.focus = 1;
    return &b->base;
}

Scene *PiquetScoreScene_CreateDemo(App *app)
{
    GameRecord rec;
    /* Two easy computers play a whole partie: real deals, real scores. */
    ScoreFrame_PlayDemo(&Piquet_Rules, PIQUET_RUBICON, 3, 2000, &rec);
    GameSeating seating = Seating_OneAgainst(2, GAME_AI_MEDIUM);
    Scene *s = PiquetScoreScene_Create(app, &rec, &seating);
    GameRecord_Free(&rec);
    if (s != NULL) {
        ScoreFrame_ShowAll(&((PqScore *)s)->frame);
    }
    return s;
}

const GameRecord *PiquetScoreScene_Record(Scene *scene)
{
    return &((PqScore *)scene)->rec;
}
