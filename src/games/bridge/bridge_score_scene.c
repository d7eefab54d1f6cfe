/* bridge_score_scene.c: a rubber's score block as the book draws it (honours above the line, tricks below) and its settlement. */
#include "bridge_scenes.h"

#include "app/app.h"
#include "games/table/score_scene_frame.h"
#include "games/table/score_sheet.h"
#include "games/table/table_choices.h"
#include "platform/audio.h"
#include "render/text.h"
#include "scenes/scenes.h"
#include "ui/ui_draw.h"
#include "ui/ui_theme.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LINE_TIME 0.4f /* the settlement is written a line at a time */

enum {
    CHOICE_NEXT = 1,
    CHOICE_MENU,
    CHOICE_REPLAY,
    CHOICE_REVIEW
};

typedef struct BrScore {
    Scene base;
    GameRecord rec; /* empty for the book's rubber (the demo) */
    GameSeating seating;
    BridgeRubber rubber;
    char heads[2][24]; /* the columns: the player's side first */
    int sideOf[2];     /* the side each column shows */
    ScoreSheet sheet;  /* the block: above the line, below it */
    ScoreSheet settle; /* the settlement, written beside it */
    ScoreFrame frame; /* the buttons, the settlement's reveal, the input (score_scene_frame.h) */
    char title[96];
} BrScore;

static void Cells(ScoreSheetRow *row, const BrScore *b, const int value[2])
{
    for (int c = 0; c < 2; c++) {
        int v = value[b->sideOf[c]];
        if (v != 0) {
            ScoreSheet_Cell(row, c, "%d", v);
        }
    }
}

/*
 * The block: above the line, newest nearest the line as on a real pad
 * (the book's rubber shows them so), then the rubber's 100; below the
 * line each hand's trick points, a ruled total under each game.
 */
static void Build(BrScore *b)
{
    const BridgeRubber *r = &b->rubber;
    const char *heads[2] = {b->heads[0], b->heads[1]};
    ScoreSheet *sh = &b->sheet;
    ScoreSheet_Init(sh, "The rubber", 2, heads);
    char label[64];
    for (int i = r->count - 1; i >= 0; i--) {
        const BridgeHand *h = &r->hands[i];
        int above[2];
        for (int s = 0; s < 2; s++) {
            above[s] = h->honourPoints[s] + h->chicanePoints[s] + h->slamPoints[s];
        }
        if (above[0] == 0 && above[1] == 0) {
            continue;
        }
        bool honours = h->honourPoints[0] || h->honourPoints[1];
        bool chicane = h->chicanePoints[0] || h->chicanePoints[1];
        bool slam = h->slamPoints[0] || h->slamPoints[1];
        snprintf(label, sizeof label, "Deal %d:%s%s%s", i + 1, honours ? " honours" : "", chicane ? " chicane" : "",
                 slam ? " slam" : "");
        ScoreSheetRow *row = ScoreSheet_AddRow(sh, label, SCORE_ROW_ITEM, false);
        if (row != NULL) {
            Cells(row, b, above);
        }
    }
    int game[2] = {0, 0};
    for (int i = 0; i < r->count; i++) {
        const BridgeHand *h = &r->hands[i];
        int below[2] = {h->below[0], h->below[1]};
        snprintf(label, sizeof label, "Deal %d: %s%s", i + 1, Bridge_StrainName(h->strain),
                 h->doublings == 0 ? "" : h->doublings == 1 ? ", doubled" : ", redoubled");
        ScoreSheetRow *row = ScoreSheet_AddRow(sh, label, SCORE_ROW_ITEM, true);
        if (row != NULL) {
            Cells(row, b, below);
        }
        game[0] += below[0];
        game[1] += below[1];
        if (h->gameWon >= 0) {
            snprintf(label, sizeof label, "Game %d to %s", h->game + 1,
                     b->heads[b->sideOf[0] == h->gameWon ? 0 : 1]);
            row = ScoreSheet_AddRow(sh, label, SCORE_ROW_TOTAL, true);
            if (row != NULL) {
                Cells(row, b, game);
            }
            game[0] = game[1] = 0;
        }
    }
    /* The settlement (Law 11): everything added up, 100 to the rubber's winners, the difference won. */
    BridgeSettlement st = BridgeRubber_Settle(r);
    ScoreSheet *se = &b->settle;
    ScoreSheet_Init(se, "The settlement", 2, heads);
    int below[2] = {0, 0}, above[2], bonus[2] = {0, 0};
    for (int i = 0; i < r->count; i++) {
        below[0] += r->hands[i].below[0];
        below[1] += r->hands[i].below[1];
    }
    for (int s = 0; s < 2; s++) {
        above[s] = (int)r->total[s] - below[s];
    }
    Cells(ScoreSheet_AddRow(se, "Below the line", SCORE_ROW_ITEM, false), b, below);
    Cells(ScoreSheet_AddRow(se, "Above the line", SCORE_ROW_ITEM, false), b, above);
    if (st.winner >= 0) {
        bonus[st.winner] = BRIDGE_RUBBER_BONUS;
        Cells(ScoreSheet_AddRow(se, "For the rubber", SCORE_ROW_ITEM, false), b, bonus);
    }
    int total[2] = {st.total[0], st.total[1]};
    Cells(ScoreSheet_AddRow(se, "Total", SCORE_ROW_TOTAL, false), b, total);
    char text[200], points[24];
    if (st.winner < 0) {
        ScoreSheet_AddSettle(se, "The rubber is not finished.", "", true);
        return;
    }
    const char *winner = b->heads[b->sideOf[0] == st.winner ? 0 : 1];
    const char *loser = b->heads[b->sideOf[0] == st.winner ? 1 : 0];
    snprintf(text, sizeof text, "%s won two games: 100 for the rubber", winner);
    ScoreSheet_AddSettle(se, text, "", false);
    snprintf(text, sizeof text, "%d less %d", st.total[st.winner], st.total[1 - st.winner]);
    snprintf(points, sizeof points, "%d", st.points);
    ScoreSheet_AddSettle(se, text, points, false);
    if (st.points >= 0) {
        snprintf(text, sizeof text, "%s win the rubber by %d points", winner, st.points);
    } else {
        snprintf(text, sizeof text, "%s win the rubber, but %s win %d points", winner, loser, -st.points);
    }
    snprintf(points, sizeof points, "%d", st.points >= 0 ? st.points : -st.points);
    ScoreSheet_AddSettle(se, text, points, true);
    snprintf(b->title, sizeof b->title, "%s win%s the rubber", winner,
             strcmp(winner, "We") == 0 || strcmp(winner, "They") == 0 ? "" : "s");
}

static void Choose(BrScore *b, App *app, int index)
{
    if (index < 0) {
        return; /* no button pressed */
    }
    int tag = b->frame.menu.items[index].tag;
    if (tag == CHOICE_REPLAY || tag == CHOICE_REVIEW) {
        Scene *next = tag == CHOICE_REPLAY ? BridgeReplayScene_Create(app, &b->rec, &b->seating)
                                           : BridgeReviewScene_Create(app, &b->rec, &b->seating, 0, false);
        if (next != NULL) {
            App_Push(app, next);
        }
        return;
    }
    if (tag == CHOICE_NEXT) {
        Scene *table = BridgeTableScene_CreateNew(app, 0, &b->seating, 0);
        if (table != NULL) {
            App_Replace(app, table);
        }
        return;
    }
    App_Pop(app);
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    BrScore *b = (BrScore *)s;
    Choose(b, app, ScoreFrame_Handle(&b->frame, app, ev));
}

static void Update(Scene *s, App *app, float dt)
{
    ScoreFrame_Update(&((BrScore *)s)->frame, app, dt);
}

static void Draw(Scene *s, App *app)
{
    BrScore *b = (BrScore *)s;
    Gfx_DrawFelt(&app->gfx);
    char sub[128];
    if (b->rec.count > 0) {
        snprintf(sub, sizeof sub, "Bridge \xC2\xB7 rubber no. %llu \xC2\xB7 %d hands", (unsigned long long)b->rec.seed,
                 b->rubber.count);
    } else {
        snprintf(sub, sizeof sub, "The book's rubber, hand by hand");
    }
    Ui_DrawHeading(app, b->title, sub);
    /* The block on the left as tall as the screen allows; the settlement beside it. */
    SDL_FRect view = Gfx_View(&app->gfx);
    float gap = 24.0f, w = fminf(1200.0f, view.w - 48.0f);
    float x = view.x + (view.w - w) * 0.5f, y = 124.0f;
    float h = ScoreFrame_LayoutMenu(&b->frame, app) - 8.0f - y; /* down to the buttons above the controls bar */
    float bw = w * 0.54f;
    ScoreSheet_Draw(&b->sheet, app, (SDL_FRect){x, y, bw, h});
    b->settle.settleShown = b->frame.shownLines;
    ScoreSheet_Draw(&b->settle, app, (SDL_FRect){x + bw + gap, y, w - bw - gap, h});
    ScoreFrame_DrawMenu(&b->frame, app);
    ScoreFrame_DrawPrompts(app);
}

static void Destroy(Scene *s)
{
    BrScore *b = (BrScore *)s;
    GameRecord_Free(&b->rec);
    free(b);
}

static bool Locate(Scene *s, App *app, const char *name, SDL_FRect *out)
{
    (void)app;
    return ScoreFrame_Locate(&((BrScore *)s)->frame, name, out);
}

static const SceneOps kOps = {
    .name = "bridge-score",
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
};

/* A scene on a rubber; the columns are the one person's side first ("We", "They"), else South-North first. */
static BrScore *Make(const BridgeRubber *rubber, const GameSeating *seating)
{
    BrScore *b = calloc(1, sizeof *b);
    if (b == NULL) {
        return NULL;
    }
    b->base.ops = &kOps;
    b->seating = *seating;
    b->rubber = *rubber;
    bool one = Seating_People(seating) == 1;
    int us = one ? Bridge_SideOf(Seating_FirstPerson(seating)) : 0;
    b->sideOf[0] = us;
    b->sideOf[1] = 1 - us;
    snprintf(b->heads[0], sizeof b->heads[0], "%s", one ? "We" : us == 0 ? "South-North" : "West-East");
    snprintf(b->heads[1], sizeof b->heads[1], "%s", one ? "They" : us == 0 ? "West-East" : "South-North");
    snprintf(b->title, sizeof b->title, "The rubber");
    Build(b);
    b->sheet.settleShown = -1;
    ScoreFrame_Init(&b->frame, &b->sheet, NULL, BRIDGE_RULES_FILE, b->settle.settleCount, LINE_TIME);
    TableChoices_Add(&b->frame.menu, "Next rubber", "", (GameAction){0}, CHOICE_NEXT);
    TableChoices_Add(&b->frame.menu, "Menu", "", (GameAction){0}, CHOICE_MENU);
    return b;
}

Scene *BridgeScoreScene_Create(App *app, const GameRecord *rec, const GameSeating *seating)
{
    (void)app;
    BridgeState *st = malloc(sizeof *st);
    GameError err;
    if (st == NULL || !Game_Replay(rec, -1, (GameState *)(void *)st, &err)) {
        free(st);
        return NULL;
    }
    BrScore *b = Make(&st->rubber, seating);
    free(st);
    if (b == NULL) {
        return NULL;
    }
    GameRecord_InitLike(&b->rec, rec);
    for (int i = 0; i < rec->count; i++) {
        GameRecord_Push(&b->rec, rec->actions[i]);
    }
    /* A played rubber replays card by card, and each hand opens against double dummy. */
    TableChoices_Add(&b->frame.menu, "Replay the rubber", "", (GameAction){0}, CHOICE_REPLAY);
    TableChoices_Add(&b->frame.menu, "Review the hands", "", (GameAction){0}, CHOICE_REVIEW);
    return &b->base;
}

/* The book's rubber (DECISIONS, Bridge): A-B are "We", sitting South and North. */
Scene *BridgeScoreScene_CreateDemo(App *app)
{
    (void)app;
    static const struct {
        int strain, side, tricks, honoursSide;
        BridgeHonours honours;
    } kHands[] = {
        {BRIDGE_DIAMONDS, 0, 9, 0, BRIDGE_HONOURS_4}, {BRIDGE_NO_TRUMPS, 1, 8, 1, BRIDGE_ACES_3},
        {BRIDGE_HEARTS, 0, 8, 1, BRIDGE_HONOURS_3},   {BRIDGE_CLUBS, 0, 7, 0, BRIDGE_HONOURS_4},
        {BRIDGE_NO_TRUMPS, 0, 8, 1, BRIDGE_ACES_4_ONE}, {BRIDGE_SPADES, 0, 7, 1, BRIDGE_HONOURS_4},
    };
    BridgeRubber *r = malloc(sizeof *r);
    if (r == NULL) {
        return NULL;
    }
    BridgeRubber_Init(r);
    for (size_t i = 0; i < sizeof kHands / sizeof kHands[0]; i++) {
        BridgeHand h;
        memset(&h, 0, sizeof h);
        h.dealer = (uint8_t)(i & 3);
        h.strain = (uint8_t)kHands[i].strain;
        h.tricks[kHands[i].side] = (uint8_t)kHands[i].tricks;
        h.tricks[1 - kHands[i].side] = (uint8_t)(13 - kHands[i].tricks);
        h.honoursSide = (int8_t)kHands[i].honoursSide;
        h.honours = (uint8_t)kHands[i].honours;
        BridgeRubber_AddHand(r, &h);
    }
    GameSeating seating = Seating_OneAgainst(4, GAME_AI_MEDIUM);
    BrScore *b = Make(r, &seating);
    free(r);
    if (b == NULL) {
        return NULL;
    }
    GameRecord_Init(&b->rec, &Bridge_Rules, 0, 0);
    ScoreFrame_ShowAll(&b->frame);
    return &b->base;
}
