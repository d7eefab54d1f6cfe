/* bezique_score_scene.c: a finished game's scoring: both sides' declarations and brisques, the computation line by line, the sitting's total. */
#include "bezique_names.h"
#include "bezique_scenes.h"

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

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LINE_TIME 0.35f /* the computation's lines appear one after another, as if written down */

enum {
    CHOICE_REPLAY = 1,
    CHOICE_NEXT,
    CHOICE_MENU
};

typedef struct BezScore {
    Scene base;
    GameRecord rec;
    BeziqueState st;
    BeziqueOutcome outcome;
    BeziqueComputation comp;
    ScoreFrame frame; /* the buttons, the settlement's reveal, the input (score_scene_frame.h) */
    ScoreSheet declarations; /* what each side declared, and its points and brisques */
    ScoreSheet settlement;   /* Rubicon: the computation; ordinary: the deals to 1000 */
    char names[2][32];  /* "you", "the computer", or the seats' names with several people */
    char labels[2][32]; /* the sheet's column heads: "You", "Computer", "South" */
} BezScore;

static void Choose(BezScore *b, App *app, int index)
{
    if (index < 0) {
        return; /* no button pressed */
    }
    switch (b->frame.menu.items[index].tag) {
    case CHOICE_REPLAY: {
        Scene *replay = BeziqueReplayScene_Create(app, &b->rec, &b->outcome.seating);
        if (replay != NULL) {
            App_Push(app, replay);
        }
        break;
    }
    case CHOICE_NEXT: {
        Scene *table = BeziqueTableScene_CreateNew(app, b->rec.variant, &b->outcome.seating, 0);
        if (table != NULL) {
            App_Replace(app, table);
        }
        break;
    }
    default: App_Pop(app); break;
    }
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    BezScore *b = (BezScore *)s;
    Choose(b, app, ScoreFrame_Handle(&b->frame, app, ev));
}

static void Update(Scene *s, App *app, float dt)
{
    ScoreFrame_Update(&((BezScore *)s)->frame, app, dt);
}

/* The pad of declarations: each kind of score with its count and points, then the points, brisques and total. */
static void BuildDeclarations(BezScore *b)
{
    const BeziqueState *st = &b->st;
    bool ordinary = st->variant == BEZIQUE_ORDINARY;
    const char *heads[2] = {b->labels[0], b->labels[1]};
    ScoreSheet *sh = &b->declarations;
    ScoreSheet_Init(sh, ordinary ? "The last deal" : "Declarations and brisques", 2, heads);
    for (int k = 0; k < BEZ_SCORE_KIND_COUNT; k++) {
        int n0 = st->side[0].tally[k];
        int n1 = st->side[1].tally[k];
        if (n0 == 0 && n1 == 0) {
            continue;
        }
        int pts = Bezique_ScoreKindPoints(st->variant, (BeziqueScoreKind)k);
        char label[64];
        snprintf(label, sizeof label, "%s (%d)", Bezique_ScoreKindName((BeziqueScoreKind)k), pts);
        label[0] = (char)toupper((unsigned char)label[0]);
        ScoreSheetRow *row = ScoreSheet_AddRow(sh, label, SCORE_ROW_ITEM, false);
        for (int p = 0; p < 2; p++) {
            int n = p == 0 ? n0 : n1;
            if (n > 0) {
                ScoreSheet_Cell(row, p, "%d \xC3\x97 %d", n, pts);
            } else {
                ScoreSheet_Cell(row, p, "\xE2\x80\x93");
            }
        }
    }
    if (sh->rowCount == 0) {
        ScoreSheet_AddRow(sh, "Nothing declared", SCORE_ROW_ITEM, false);
    }
    ScoreSheetRow *row = ScoreSheet_AddRow(sh, ordinary ? "Points this deal" : "Points, without brisques",
                                           SCORE_ROW_TOTAL, false);
    for (int p = 0; p < 2; p++) {
        ScoreSheet_Cell(row, p, "%d", (int)st->side[p].score);
    }
    row = ScoreSheet_AddRow(sh, ordinary ? "Game total" : "Brisques (aces and tens taken)", SCORE_ROW_ITEM, false);
    for (int p = 0; p < 2; p++) {
        ScoreSheet_Cell(row, p, "%d", ordinary ? (int)st->side[p].total : (int)st->side[p].brisques);
    }
}

/* The core writes "%s has", "%s's score" for any name; with "you" that must read "you have", "your score". */
static void Grammar(char *text, size_t size)
{
    static const char *const kFix[][2] = {{"you has", "you have"}, {"you's", "your"}, {"You's", "Your"}};
    for (unsigned k = 0; k < sizeof kFix / sizeof kFix[0]; k++) {
        char *at = strstr(text, kFix[k][0]);
        if (at != NULL) {
            char rest[BEZ_COMPUTE_TEXT];
            snprintf(rest, sizeof rest, "%s", at + strlen(kFix[k][0]));
            snprintf(at, size - (size_t)(at - text), "%s%s", kFix[k][1], rest);
        }
    }
    text[0] = (char)toupper((unsigned char)text[0]);
}

/* Rubicon: the computation as the laws do it, as the settlement. Ordinary: a row per deal, to 1000. */
static void BuildSettlement(BezScore *b)
{
    const BeziqueState *st = &b->st;
    const char *heads[2] = {b->labels[0], b->labels[1]};
    ScoreSheet *sh = &b->settlement;
    char text[BEZ_COMPUTE_TEXT], points[24];
    if (st->variant == BEZIQUE_ORDINARY) {
        ScoreSheet_Init(sh, "The game to 1000", 2, heads);
        int t0 = 0, t1 = 0;
        for (int d = 0; d < st->historyCount; d++) {
            t0 += st->history[d][0];
            t1 += st->history[d][1];
            snprintf(text, sizeof text, "Deal %d", d + 1);
            ScoreSheetRow *row = ScoreSheet_AddRow(sh, text, SCORE_ROW_ITEM, false);
            ScoreSheet_Cell(row, 0, "%d", (int)st->history[d][0]);
            ScoreSheet_Cell(row, 1, "%d", (int)st->history[d][1]);
        }
        ScoreSheetRow *row = ScoreSheet_AddRow(sh, "Total", SCORE_ROW_TOTAL, false);
        ScoreSheet_Cell(row, 0, "%d", t0);
        ScoreSheet_Cell(row, 1, "%d", t1);
        GameResult res = Bezique_Rules.result((const GameState *)(const void *)st);
        if (res.winner == 0 || res.winner == 1) {
            char who[48];
            TableSeat_Subject(&Bezique_Rules, b->rec.variant, &b->outcome.seating, res.winner, true, who, sizeof who);
            snprintf(text, sizeof text, "%s reach%s 1000 first, by %d.", who, strcmp(who, "You") == 0 ? "" : "es",
                     res.value);
        } else {
            snprintf(text, sizeof text, "A drawn game.");
        }
        ScoreSheet_AddSettle(sh, text, "", true);
        return;
    }
    /* Rubicon: the scores and brisques above, the computation written out beneath, a line at a time. */
    ScoreSheet_Init(sh, "The computation", 2, heads);
    ScoreSheetRow *row = ScoreSheet_AddRow(sh, "Points", SCORE_ROW_ITEM, false);
    ScoreSheet_Cell(row, 0, "%d", (int)st->side[0].score);
    ScoreSheet_Cell(row, 1, "%d", (int)st->side[1].score);
    row = ScoreSheet_AddRow(sh, "Brisques, 10 each", SCORE_ROW_ITEM, false);
    ScoreSheet_Cell(row, 0, "%d", 10 * (int)st->side[0].brisques);
    ScoreSheet_Cell(row, 1, "%d", 10 * (int)st->side[1].brisques);
    for (int i = 0; i < b->comp.lineCount; i++) {
        const BeziqueLine *l = &b->comp.lines[i];
        bool total = l->kind == BEZ_LINE_TOTAL;
        snprintf(text, sizeof text, "%s", l->text);
        Grammar(text, sizeof text);
        points[0] = '\0';
        if (l->points != 0 && (l->kind == BEZ_LINE_DIFFERENCE || l->kind == BEZ_LINE_ADD_LOSER ||
                               l->kind == BEZ_LINE_GAME || l->kind == BEZ_LINE_BRISQUE_BONUS || total)) {
            snprintf(points, sizeof points, "%s%d", total ? "" : "+", l->points);
        }
        ScoreSheet_AddSettle(sh, text, points, total);
    }
}

static void Draw(Scene *s, App *app)
{
    BezScore *b = (BezScore *)s;
    Gfx_DrawFelt(&app->gfx);
    GameResult res = Bezique_Rules.result((const GameState *)(const void *)&b->st);
    char title[96], sub[128];
    if (res.winner == 0 || res.winner == 1) {
        char who[48];
        TableSeat_Subject(&Bezique_Rules, b->rec.variant, &b->outcome.seating, res.winner, true, who, sizeof who);
        snprintf(title, sizeof title, "%s win%s %d", who, strcmp(who, "You") == 0 ? "" : "s", res.value);
    } else {
        snprintf(title, sizeof title, "No game: the scores are equal");
    }
    const GameSeating *seating = &b->outcome.seating;
    if (Seating_People(seating) == 1 && seating->count == 2) {
        int computer = Seating_IsPerson(seating, 0) ? 1 : 0;
        snprintf(sub, sizeof sub, "%s against the %s computer \xC2\xB7 game no. %llu", BezNames_Variant(b->st.variant),
                 GameAi_LevelName(seating->seat[computer].level), (unsigned long long)b->rec.seed);
    } else {
        snprintf(sub, sizeof sub, "%s, %s against %s \xC2\xB7 game no. %llu", BezNames_Variant(b->st.variant),
                 b->labels[0], b->labels[1], (unsigned long long)b->rec.seed);
    }
    Ui_DrawHeading(app, title, sub);
    float menuTop = ScoreFrame_LayoutMenu(&b->frame, app); /* the pads reach down to the line above it */
    /* The computation's sentences take the wider pad: wrapped, they left its rows one line at 16:9. */
    ScoreSheet_Draw(&b->declarations, app, (SDL_FRect){40.0f, 146.0f, 530.0f, menuTop - 190.0f});
    b->settlement.settleShown = b->st.variant == BEZIQUE_RUBICON ? b->frame.shownLines : -1;
    ScoreSheet_Draw(&b->settlement, app, (SDL_FRect){594.0f, 146.0f, 646.0f, menuTop - 190.0f});

    TextStyle sit = Text_Style(FONT_SANS, 18.0f, THEME_PARCHMENT, TEXT_LEFT);
    char text[200];
    snprintf(text, sizeof text, "This sitting: %d game%s \xC2\xB7 won: %s %d, %s %d \xC2\xB7 running total: %s %lld, %s %lld",
             b->outcome.sessionGames, b->outcome.sessionGames == 1 ? "" : "s", b->names[0], b->outcome.sessionWon[0],
             b->names[1], b->outcome.sessionWon[1], b->names[0], b->outcome.sessionTotal[0], b->names[1],
             b->outcome.sessionTotal[1]);
    Text_Draw(&app->gfx, &sit, 44.0f, menuTop - 34.0f, text);
    ScoreFrame_DrawMenu(&b->frame, app);
    ScoreFrame_DrawPrompts(app); /* its pad scrolls by Tab too, which the bar did not say */
}

static void Destroy(Scene *s)
{
    BezScore *b = (BezScore *)s;
    GameRecord_Free(&b->rec);
    free(b);
}

static bool Locate(Scene *s, App *app, const char *name, SDL_FRect *out)
{
    (void)app;
    return ScoreFrame_Locate(&((BezScore *)s)->frame, name, out);
}

static const SceneOps kOps = {
    .name = "bezique-score",
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
};

Scene *BeziqueScoreScene_Create(App *app, const GameRecord *rec, const BeziqueOutcome *outcome)
{
    BezScore *b = calloc(1, sizeof *b);
    if (b == NULL) {
        return NULL;
    }
    b->base.ops = &kOps;
    b->base.settle = SCENE_RESULT_SETTLE;
    if (!ScoreFrame_CopyRecord(&b->rec, rec, (GameState *)(void *)&b->st)) {
        free(b);
        return NULL;
    }
    b->outcome = *outcome;
    for (int p = 0; p < 2; p++) {
        TableSeat_Subject(&Bezique_Rules, rec->variant, &outcome->seating, p, false, b->names[p], sizeof b->names[p]);
        snprintf(b->labels[p], sizeof b->labels[p], "%s",
                 TableSeat_Label(&Bezique_Rules, rec->variant, &outcome->seating, p));
    }
    if (b->st.variant == BEZIQUE_RUBICON) {
        const char *names[2] = {b->names[0], b->names[1]};
        Bezique_ComputeGame(&b->st, names, &b->comp);
    }
    BuildDeclarations(b);
    BuildSettlement(b);
    GameAction none = {0};
    ScoreFrame_Init(&b->frame, &b->declarations, &b->settlement, Bezique_RulesFile(rec->variant), b->comp.lineCount,
                    LINE_TIME);
    TableChoices_Add(&b->frame.menu, "Replay the game", "move by move", none, CHOICE_REPLAY);
    TableChoices_Add(&b->frame.menu, "Next game", "same opponent", none, CHOICE_NEXT);
    TableChoices_Add(&b->frame.menu, "Menu", "back to the lobby", none, CHOICE_MENU);
    ScoreFrame_LayoutMenu(&b->frame, app);
    b->frame.menu.focus = 1;
    return &b->base;
}

Scene *BeziqueScoreScene_CreateDemo(App *app)
{
    GameRecord rec;
    /* Two easy computers play it out: a real game, with real declarations, in a few milliseconds. */
    ScoreFrame_PlayDemo(&Bezique_Rules, BEZIQUE_RUBICON, 3, 2000, &rec);
    BeziqueOutcome outcome = {Seating_OneAgainst(2, GAME_AI_MEDIUM), 3, {2, 1}, {2700, 800}};
    Scene *s = BeziqueScoreScene_Create(app, &rec, &outcome);
    GameRecord_Free(&rec);
    if (s != NULL) {
        ScoreFrame_ShowAll(&((BezScore *)s)->frame);
    }
    return s;
}

const GameRecord *BeziqueScoreScene_Record(Scene *scene)
{
    return &((BezScore *)scene)->rec;
}

GameResult BeziqueScoreScene_Result(Scene *scene)
{
    return Bezique_Rules.result((const GameState *)(const void *)&((BezScore *)scene)->st);
}
