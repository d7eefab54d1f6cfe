/* quinto_score_scene.c: a finished Quinto rubber (or Dummy Quinto game) on the pad: quints above the line, tricks below, the settlement. */
#include "quinto_scenes.h"

#include "app/app.h"
#include "core/game/game_ai.h"
#include "games/table/score_scene_frame.h"
#include "games/table/score_sheet.h"
#include "games/table/table_choices.h"
#include "platform/audio.h"
#include "render/text.h"
#include "scenes/scenes.h"
#include "ui/ui_draw.h"
#include "ui/ui_theme.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LINE_TIME 0.35f /* the settlement's lines appear one after another, as if written down */

enum {
    CHOICE_REPLAY = 1,
    CHOICE_NEXT,
    CHOICE_MENU
};

typedef struct QtScore {
    Scene base;
    GameRecord rec;
    GameSeating seating;
    QuintoState st;
    QuintoSettlement set;
    ScoreFrame frame; /* the buttons, the settlement's reveal, the input (score_scene_frame.h) */
    ScoreSheet pad;    /* hand by hand */
    ScoreSheet settle; /* the totals and the settlement, beside it (under it the rows had five lines' room) */
} QtScore;

/*
 * Dummy Quinto: Dummy passes to the next player game by game. The player on
 * the Dummy-player's left (West) takes seat 0 and Dummy; the three keep
 * their order round the table (West to South, East to West, South to East).
 */
GameSeating QuintoSeating_PassDummy(const GameSeating *seating)
{
    GameSeating next = *seating;
    next.seat[0] = seating->seat[1];
    next.seat[1] = seating->seat[3];
    next.seat[3] = seating->seat[0];
    return next;
}

static void Choose(QtScore *b, App *app, int index)
{
    if (index < 0) {
        return; /* no button pressed */
    }
    if (b->frame.menu.items[index].tag == CHOICE_REPLAY) {
        Scene *replay = QuintoReplayScene_Create(app, &b->rec, &b->seating);
        if (replay != NULL) {
            App_Push(app, replay);
        }
        return;
    }
    if (b->frame.menu.items[index].tag == CHOICE_NEXT) {
        GameSeating next = b->seating;
        if (b->rec.variant == QUINTO_DUMMY) {
            next = QuintoSeating_PassDummy(&b->seating);
        }
        Scene *table = QuintoTableScene_CreateNew(app, b->rec.variant, &next, 0);
        if (table != NULL) {
            App_Replace(app, table);
        }
        return;
    }
    App_Pop(app);
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    QtScore *b = (QtScore *)s;
    Choose(b, app, ScoreFrame_Handle(&b->frame, app, ev));
}

static void Update(Scene *s, App *app, float dt)
{
    ScoreFrame_Update(&((QtScore *)s)->frame, app, dt);
}

/*
 * The pad as at Bridge (the book: Quinto's sheets resemble Bridge's): for
 * each hand, its quints above the line and its tricks below, a total row
 * closing each game; beside it the totals and the settlement.
 */
static void BuildPad(QtScore *b)
{
    const QuintoState *st = &b->st;
    const char *heads[2] = {Quinto_SideName(st->variant, 0), Quinto_SideName(st->variant, 1)};
    ScoreSheet *sh = &b->pad;
    ScoreSheet_Init(sh, st->variant == QUINTO_DUMMY ? "Dummy Quinto" : "The rubber", 2, heads);
    static const char *const kEnd[] = {"", "", ", ended by quints", ", cachette made game"};
    int games = st->gameIndex + 1;
    for (int g = 0; g < games && g < QUINTO_GAMES_MAX; g++) {
        const QuintoGameRow *gr = &st->gameRows[g];
        char label[64];
        if (gr->start[0] != 0 || gr->start[1] != 0) {
            ScoreSheetRow *row = ScoreSheet_AddRow(sh, "Start (the Dummy-player gives 25)", SCORE_ROW_ITEM, false);
            ScoreSheet_Cell(row, 0, "%d", gr->start[0]);
            ScoreSheet_Cell(row, 1, "%d", gr->start[1]);
        }
        /* Above the line the quints of each hand, below it the tricks, as honours and tricks at Bridge. */
        for (int below = 0; below < 2; below++) {
            for (int h = gr->firstHand; h < st->historyCount; h++) {
                const QuintoHandRow *hr = &st->history[h];
                if (hr->game != g || (below && hr->end != QUINTO_END_TRICKS)) {
                    continue;
                }
                if (!below) {
                    snprintf(label, sizeof label, "Game %d, hand %d: quints%s", g + 1, h - gr->firstHand + 1,
                             kEnd[hr->end]);
                } else {
                    snprintf(label, sizeof label, "Game %d, hand %d: tricks %d to %d at %d", g + 1,
                             h - gr->firstHand + 1, hr->units[0], hr->units[1], QUINTO_TRICK_POINTS * hr->multiplier);
                }
                ScoreSheetRow *row = ScoreSheet_AddRow(sh, label, SCORE_ROW_ITEM, below != 0);
                ScoreSheet_Cell(row, 0, "%d", below ? hr->tricks[0] : hr->quints[0]);
                ScoreSheet_Cell(row, 1, "%d", below ? hr->tricks[1] : hr->quints[1]);
            }
        }
        if (gr->winner <= 1) {
            snprintf(label, sizeof label, "Game %d, won by %s", g + 1, Quinto_SideName(st->variant, gr->winner));
        } else {
            snprintf(label, sizeof label, "Game %d", g + 1);
        }
        ScoreSheetRow *row = ScoreSheet_AddRow(sh, label, SCORE_ROW_TOTAL, true);
        ScoreSheet_Cell(row, 0, "%d", gr->winner <= 1 ? gr->score[0] : (int)st->score[0]);
        ScoreSheet_Cell(row, 1, "%d", gr->winner <= 1 ? gr->score[1] : (int)st->score[1]);
    }
    ScoreSheet *set = &b->settle;
    ScoreSheet_Init(set, "The settlement", 2, heads);
    ScoreSheetRow *all = ScoreSheet_AddRow(set, st->variant == QUINTO_DUMMY ? "Totals" : "All points",
                                           SCORE_ROW_TOTAL, false);
    ScoreSheet_Cell(all, 0, "%d", b->set.total[0]);
    ScoreSheet_Cell(all, 1, "%d", b->set.total[1]);
    for (int i = 0; i < b->set.lineCount; i++) {
        bool total = i == b->set.lineCount - 1;
        char points[24] = "";
        if (total) {
            snprintf(points, sizeof points, "%d", b->set.value);
        }
        ScoreSheet_AddSettle(set, b->set.lines[i], points, total);
    }
}

static void Draw(Scene *s, App *app)
{
    QtScore *b = (QtScore *)s;
    Gfx_DrawFelt(&app->gfx);
    char title[96], sub[128];
    int w = b->set.winner;
    if (b->st.variant == QUINTO_DUMMY) {
        /* One short line: the heading's large type ran past both edges of the window with the whole sentence. */
        snprintf(title, sizeof title,
                 w == 0 ? "The Dummy-player wins %d from each opponent" : "Each opponent wins %d from the Dummy-player",
                 b->set.value);
    } else {
        snprintf(title, sizeof title, "%s win the rubber: %d", Quinto_SideName(b->st.variant, w), b->set.value);
    }
    snprintf(sub, sizeof sub, "%s \xC2\xB7 game no. %llu", b->st.variant == QUINTO_DUMMY ? "Dummy Quinto" : "Quinto",
             (unsigned long long)b->rec.seed);
    Ui_DrawHeading(app, title, sub);
    /* The rubber on the left and the settlement beside it, as at Bridge, both down to the buttons. */
    SDL_FRect view = Gfx_View(&app->gfx);
    float gap = 24.0f, width = fminf(1200.0f, view.w - 48.0f);
    float x = view.x + (view.w - width) * 0.5f, y = 136.0f;
    float h = ScoreFrame_LayoutMenu(&b->frame, app) - 20.0f - y;
    float pw = width * 0.54f;
    ScoreSheet_Draw(&b->pad, app, (SDL_FRect){x, y, pw, h});
    b->settle.settleShown = b->frame.shownLines;
    ScoreSheet_Draw(&b->settle, app, (SDL_FRect){x + pw + gap, y, width - pw - gap, h});
    ScoreFrame_DrawMenu(&b->frame, app);
    ScoreFrame_DrawPrompts(app); /* its pad scrolls by Tab too, which the bar did not say */
}

static void Destroy(Scene *s)
{
    QtScore *b = (QtScore *)s;
    GameRecord_Free(&b->rec);
    free(b);
}

static bool Locate(Scene *s, App *app, const char *name, SDL_FRect *out)
{
    (void)app;
    return ScoreFrame_Locate(&((QtScore *)s)->frame, name, out);
}

static const SceneOps kOps = {
    .name = "quinto-score",
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
};

Scene *QuintoScoreScene_Create(App *app, const GameRecord *rec, const GameSeating *seating)
{
    QtScore *b = calloc(1, sizeof *b);
    if (b == NULL) {
        return NULL;
    }
    b->base.ops = &kOps;
    if (!ScoreFrame_CopyRecord(&b->rec, rec, (GameState *)(void *)&b->st)) {
        free(b);
        return NULL;
    }
    b->seating = *seating;
    Quinto_Settle(&b->st, &b->set);
    BuildPad(b);
    GameAction none = {0};
    ScoreFrame_Init(&b->frame, &b->pad, NULL, Quinto_RulesFile(rec->variant), b->set.lineCount, LINE_TIME);
    TableChoices_Add(&b->frame.menu, "Replay the game", "move by move", none, CHOICE_REPLAY);
    TableChoices_Add(&b->frame.menu, b->st.variant == QUINTO_DUMMY ? "Next game" : "Next rubber",
                     b->st.variant == QUINTO_DUMMY ? "Dummy passes on" : "same seats", none, CHOICE_NEXT);
    TableChoices_Add(&b->frame.menu, "Menu", "back to the lobby", none, CHOICE_MENU);
    ScoreFrame_LayoutMenu(&b->frame, app);
    b->frame.menu.focus = 1;
    return &b->base;
}

Scene *QuintoScoreScene_CreateDemo(App *app)
{
    GameRecord rec;
    /* Four easy computers play a real rubber out in a few milliseconds. */
    ScoreFrame_PlayDemo(&Quinto_Rules, QUINTO_FOUR, 5, 4000, &rec);
    GameSeating seating = Seating_OneAgainst(4, GAME_AI_MEDIUM);
    Scene *s = QuintoScoreScene_Create(app, &rec, &seating);
    GameRecord_Free(&rec);
    if (s != NULL) {
        ScoreFrame_ShowAll(&((QtScore *)s)->frame);
    }
    return s;
}
