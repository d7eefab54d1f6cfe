/* five_hundred_score_scene.c: a finished game's score pad: each deal's contract, its value, made or set, the tricks, the totals. */
#include "five_hundred_scenes.h"
#include "five_hundred_table.h"

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

enum {
    CHOICE_NEXT = 1,
    CHOICE_MENU
};

typedef struct FhScore {
    Scene base;
    GameRecord rec;
    FiveHundredState st;
    FiveHundredOutcome outcome;
    ScoreFrame frame; /* the buttons, the settlement's reveal, the input (score_scene_frame.h) */
    ScoreSheet sheet;
    char names[FH_MAX_SEATS][32]; /* the sides' column heads */
} FhScore;

static void Choose(FhScore *b, App *app, int index)
{
    if (index < 0) {
        return; /* no button pressed */
    }
    if (b->frame.menu.items[index].tag == CHOICE_NEXT) {
        Scene *table = FiveHundredTableScene_CreateNew(app, b->rec.variant, &b->outcome.seating, 0);
        if (table != NULL) {
            App_Replace(app, table);
        }
        return;
    }
    App_Pop(app);
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    FhScore *b = (FhScore *)s;
    Choose(b, app, ScoreFrame_Handle(&b->frame, app, ev));
}

static const char *SideName(const FhScore *b, int side)
{
    return b->names[side];
}

/* One row per deal: the contract with its table value and outcome; each side's WON/LOST and net after it. */
static void BuildSheet(FhScore *b)
{
    const FiveHundredState *st = &b->st;
    const char *heads[FH_MAX_SEATS];
    for (int s = 0; s < st->sides; s++) {
        heads[s] = b->names[s];
    }
    ScoreSheet_Init(&b->sheet, "The game, deal by deal", st->sides,
                    heads);
    for (int i = 0; i < st->historyCount; i++) {
        const FiveHundredDeal *d = FiveHundred_HistoryAt(st, i);
        char label[64], bid[16];
        int no = st->dealsDropped + i + 1;
        if (d->bidder == FH_NOBODY) {
            snprintf(label, sizeof label, "%d. No bid: 10 a trick", no);
        } else {
            FtView_BidText(d->bid, bid, sizeof bid); /* "6♥", as at the table, not the files' "6 H" */
            int side = FiveHundred_SideOf(st->variant, d->bidder);
            snprintf(label, sizeof label, "%d. %s %s = %d, %s (%d)", no,
                     TableSeat_Label(&FiveHundred_Rules, st->variant, &b->outcome.seating, d->bidder), bid,
                     FiveHundred_BidValue(d->bid), d->made ? "made" : "set", d->tricks[side]);
        }
        ScoreSheetRow *row = ScoreSheet_AddRow(&b->sheet, label, SCORE_ROW_ITEM, false);
        if (row == NULL) {
            break;
        }
        for (int s = 0; s < st->sides; s++) {
            if (d->lost[s] > 0) {
                ScoreSheet_Cell(row, s, "-%d (%d)", d->lost[s], d->net[s]);
            } else {
                ScoreSheet_Cell(row, s, "+%d (%d)", d->won[s], d->net[s]);
            }
        }
    }
    ScoreSheetRow *row = ScoreSheet_AddRow(&b->sheet, "WON / LOST", SCORE_ROW_TOTAL, false);
    if (row != NULL) {
        for (int s = 0; s < st->sides; s++) {
            ScoreSheet_Cell(row, s, "%d / %d", st->won[s], st->lost[s]);
        }
    }
    row = ScoreSheet_AddRow(&b->sheet, "Net", SCORE_ROW_TOTAL, false);
    if (row != NULL) {
        for (int s = 0; s < st->sides; s++) {
            ScoreSheet_Cell(row, s, "%d", FiveHundred_Net(st, s));
        }
    }
    const FiveHundredDeal *last = FiveHundred_HistoryAt(st, st->historyCount - 1);
    char text[200];
    if (last != NULL && last->winner != FH_NOBODY) {
        char who[48];
        if (st->players == 4) {
            snprintf(who, sizeof who, "%s", SideName(b, last->winner));
        } else {
            TableSeat_Subject(&FiveHundred_Rules, st->variant, &b->outcome.seating, last->winner, true, who,
                              sizeof who);
        }
        if (last->winByBid) {
            snprintf(text, sizeof text, "%s reached 500 with the contract: the bidder wins before anyone whose tricks "
                     "got there in the same deal.", who);
        } else {
            snprintf(text, sizeof text, "%s reached 500 first, trick by trick.", who);
        }
        ScoreSheet_AddSettle(&b->sheet, text, "", true);
    }
    if (st->dealsDropped > 0) {
        snprintf(text, sizeof text, "The first %d deals are not shown (the totals count them).", st->dealsDropped);
        ScoreSheet_AddSettle(&b->sheet, text, "", false);
    }
    b->sheet.settleShown = -1;
}

static void Draw(Scene *s, App *app)
{
    FhScore *b = (FhScore *)s;
    Gfx_DrawFelt(&app->gfx);
    char title[96], sub[160];
    int w = b->st.winner;
    if (w < FH_MAX_SEATS) {
        bool you = strcmp(SideName(b, w), "You") == 0;
        snprintf(title, sizeof title, "%s win%s with %d", SideName(b, w), you || b->st.players == 4 ? "" : "s",
                 FiveHundred_Net(&b->st, w));
    } else {
        snprintf(title, sizeof title, "Five Hundred");
    }
    snprintf(sub, sizeof sub, "Five Hundred, %s \xC2\xB7 %d deals \xC2\xB7 game no. %llu",
             FiveHundred_VariantName(b->rec.variant), b->st.deal, (unsigned long long)b->rec.seed);
    Ui_DrawHeading(app, title, sub);
    float menuTop = ScoreFrame_LayoutMenu(&b->frame, app); /* the pad reaches down to the line above it */
    ScoreSheet_Draw(&b->sheet, app, (SDL_FRect){60.0f, 146.0f, LAYOUT_W - 120.0f, menuTop - 190.0f});
    TextStyle sit = Text_Style(FONT_SANS, 18.0f, THEME_PARCHMENT, TEXT_LEFT);
    char text[200] = "";
    snprintf(text, sizeof text, "This sitting: %d game%s won by", b->outcome.sessionGames,
             b->outcome.sessionGames == 1 ? "" : "s");
    for (int side = 0; side < b->st.sides; side++) {
        size_t len = strlen(text);
        snprintf(text + len, sizeof text - len, "%s %s %d", side > 0 ? "," : "", SideName(b, side),
                 b->outcome.sessionWon[side]);
    }
    Text_Draw(&app->gfx, &sit, 64.0f, menuTop - 34.0f, text);
    ScoreFrame_DrawMenu(&b->frame, app);
    ScoreFrame_DrawPrompts(app);
}

static void Destroy(Scene *s)
{
    FhScore *b = (FhScore *)s;
    GameRecord_Free(&b->rec);
    free(b);
}

static bool Locate(Scene *s, App *app, const char *name, SDL_FRect *out)
{
    (void)app;
    return ScoreFrame_Locate(&((FhScore *)s)->frame, name, out);
}

static const SceneOps kOps = {
    .name = "five-hundred-score",
    .handle = Handle,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
};

Scene *FiveHundredScoreScene_Create(App *app, const GameRecord *rec, const FiveHundredOutcome *outcome)
{
    FhScore *b = calloc(1, sizeof *b);
    if (b == NULL) {
        return NULL;
    }
    b->base.ops = &kOps;
    if (!ScoreFrame_CopyRecord(&b->rec, rec, (GameState *)(void *)&b->st)) {
        free(b);
        return NULL;
    }
    b->outcome = *outcome;
    for (int s = 0; s < b->st.sides; s++) {
        if (b->st.players == 4) {
            snprintf(b->names[s], sizeof b->names[s], "%s & %s",
                     TableSeat_Label(&FiveHundred_Rules, rec->variant, &outcome->seating, s),
                     TableSeat_Label(&FiveHundred_Rules, rec->variant, &outcome->seating, s + 2));
        } else {
            snprintf(b->names[s], sizeof b->names[s], "%s",
                     TableSeat_Label(&FiveHundred_Rules, rec->variant, &outcome->seating, s));
        }
    }
    BuildSheet(b);
    GameAction none = {0};
    ScoreFrame_Init(&b->frame, &b->sheet, NULL, FIVE_HUNDRED_RULES_FILE, 0, 0.0f);
    TableChoices_Add(&b->frame.menu, "Next game", "same seats", none, CHOICE_NEXT);
    TableChoices_Add(&b->frame.menu, "Menu", "back to the lobby", none, CHOICE_MENU);
    ScoreFrame_LayoutMenu(&b->frame, app);
    b->frame.menu.focus = 0;
    return &b->base;
}

Scene *FiveHundredScoreScene_CreateDemo(App *app)
{
    GameRecord rec;
    /* Three easy computers play a real game to 500 in a few milliseconds. */
    ScoreFrame_PlayDemo(&FiveHundred_Rules, FH_THREE_HANDED, 7, 5000, &rec);
    FiveHundredOutcome outcome = {Seating_OneAgainst(3, GAME_AI_MEDIUM), 2, {1, 1, 0, 0}};
    Scene *s = FiveHundredScoreScene_Create(app, &rec, &outcome);
    GameRecord_Free(&rec);
    return s;
}

const GameRecord *FiveHundredScoreScene_Record(Scene *scene)
{
    return &((FhScore *)scene)->rec;
}
