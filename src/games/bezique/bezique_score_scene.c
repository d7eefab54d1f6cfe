/* bezique_score_scene.c: a finished game's scoring: both sides' declarations and brisques, the computation line by line, the sitting's total. */
#include "bezique_names.h"
#include "bezique_scenes.h"

#include "app/app.h"
#include "core/game/game_ai.h"
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
    TableChoices menu;
    float time;
    int shownLines;
    char names[2][32];  /* "you", "the computer", or the seats' names with several people */
    char labels[2][32]; /* the sheet's column heads: "You", "Computer", "South" */
} BezScore;

static void Choose(BezScore *b, App *app, int index)
{
    if (index < 0 || index >= b->menu.count) {
        return;
    }
    Audio_Play(SFX_SELECT);
    switch (b->menu.items[index].tag) {
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
    int at;
    switch (ev->action) {
    case ACTION_LEFT:
    case ACTION_UP:
        if (b->menu.focus > 0) {
            b->menu.focus--;
            Audio_Play(SFX_MOVE);
        }
        break;
    case ACTION_RIGHT:
    case ACTION_DOWN:
        if (b->menu.focus + 1 < b->menu.count) {
            b->menu.focus++;
            Audio_Play(SFX_MOVE);
        }
        break;
    case ACTION_CONFIRM:
        if (b->shownLines < b->comp.lineCount) {
            b->shownLines = b->comp.lineCount; /* the first press shows the whole computation */
        } else {
            Choose(b, app, b->menu.focus);
        }
        break;
    case ACTION_BACK:
    case ACTION_MENU: App_Pop(app); break;
    case ACTION_HELP: App_Push(app, RulesScene_Create(app, Bezique_RulesFile(b->rec.variant))); break;
    case ACTION_POINTER_MOVE: b->menu.hover = TableChoices_HitTest(&b->menu, ev->x, ev->y); break;
    case ACTION_POINTER_DOWN: b->menu.pressed = TableChoices_HitTest(&b->menu, ev->x, ev->y); break;
    case ACTION_POINTER_UP:
        at = TableChoices_HitTest(&b->menu, ev->x, ev->y);
        if (at >= 0 && at == b->menu.pressed) {
            b->menu.focus = at;
            Choose(b, app, at);
        }
        b->menu.pressed = -1;
        break;
    default: break;
    }
}

static void Update(Scene *s, App *app, float dt)
{
    BezScore *b = (BezScore *)s;
    b->time += dt;
    float each = App_AnimTime(app, LINE_TIME);
    int due = each > 0.0f ? (int)(b->time / each) : b->comp.lineCount;
    if (due > b->comp.lineCount) {
        due = b->comp.lineCount;
    }
    if (due > b->shownLines) {
        b->shownLines = due;
        Audio_Play(due == b->comp.lineCount ? SFX_SCORE : SFX_PLACE);
    }
}

/* One side's score sheet: each kind of score with its count and points, then brisques and the total. */
static void DrawSheet(BezScore *b, App *app, SDL_FRect r)
{
    Ui_DrawPanel(app, r);
    const BeziqueState *st = &b->st;
    bool ordinary = st->variant == BEZIQUE_ORDINARY;
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 24.0f, THEME_GOLD, TEXT_LEFT);
    TextStyle col = Text_Style(FONT_SANS_BOLD, 18.0f, THEME_GOLD, TEXT_RIGHT);
    TextStyle name = Text_Style(FONT_SANS, 17.0f, THEME_CREAM, TEXT_LEFT);
    TextStyle num = Text_Style(FONT_SANS, 17.0f, THEME_CREAM, TEXT_RIGHT);
    TextStyle bold = Text_Style(FONT_SANS_BOLD, 19.0f, THEME_CREAM, TEXT_RIGHT);
    float x = r.x + 20.0f;
    float c0 = r.x + r.w - 150.0f;
    float c1 = r.x + r.w - 24.0f;
    Text_Draw(&app->gfx, &head, x, r.y + 14.0f, ordinary ? "The last deal" : "Declarations and brisques");
    Text_Draw(&app->gfx, &col, c0, r.y + 52.0f, b->labels[0]);
    Text_Draw(&app->gfx, &col, c1, r.y + 52.0f, b->labels[1]);
    float y = r.y + 82.0f;
    char text[64];
    int rows = 0;
    for (int k = 0; k < BEZ_SCORE_KIND_COUNT; k++) {
        int n0 = st->side[0].tally[k];
        int n1 = st->side[1].tally[k];
        if (n0 == 0 && n1 == 0) {
            continue;
        }
        int pts = Bezique_ScoreKindPoints(st->variant, (BeziqueScoreKind)k);
        snprintf(text, sizeof text, "%s (%d)", Bezique_ScoreKindName((BeziqueScoreKind)k), pts);
        text[0] = (char)(text[0] >= 'a' && text[0] <= 'z' ? text[0] - 32 : text[0]);
        Text_Draw(&app->gfx, &name, x, y, text);
        for (int p = 0; p < 2; p++) {
            int n = p == 0 ? n0 : n1;
            snprintf(text, sizeof text, n > 0 ? "%d \xC3\x97 %d" : "\xE2\x80\x93", n, pts);
            Text_Draw(&app->gfx, &num, p == 0 ? c0 : c1, y, text);
        }
        y += 24.0f;
        rows++;
        if (y > r.y + r.h - 110.0f) {
            break;
        }
    }
    if (rows == 0) {
        Text_Draw(&app->gfx, &name, x, y, "Nothing declared.");
        y += 24.0f;
    }
    Gfx_FillRect(&app->gfx, (SDL_FRect){x, y + 4.0f, r.w - 40.0f, 1.0f}, THEME_PANEL_EDGE);
    y += 12.0f;
    Text_Draw(&app->gfx, &name, x, y, ordinary ? "Points this deal" : "Points, without brisques");
    for (int p = 0; p < 2; p++) {
        snprintf(text, sizeof text, "%d", st->side[p].score);
        Text_Draw(&app->gfx, &bold, p == 0 ? c0 : c1, y, text);
    }
    y += 26.0f;
    if (!ordinary) {
        Text_Draw(&app->gfx, &name, x, y, "Brisques (aces and tens taken)");
        for (int p = 0; p < 2; p++) {
            snprintf(text, sizeof text, "%d", st->side[p].brisques);
            Text_Draw(&app->gfx, &num, p == 0 ? c0 : c1, y, text);
        }
    } else {
        Text_Draw(&app->gfx, &name, x, y, "Game total");
        for (int p = 0; p < 2; p++) {
            snprintf(text, sizeof text, "%d", st->side[p].total);
            Text_Draw(&app->gfx, &bold, p == 0 ? c0 : c1, y, text);
        }
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

/* Rubicon: the computation as the laws do it. Ordinary: every deal's points, to 1000. */
static void DrawComputation(BezScore *b, App *app, SDL_FRect r)
{
    Ui_DrawPanel(app, r);
    const BeziqueState *st = &b->st;
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 24.0f, THEME_GOLD, TEXT_LEFT);
    TextStyle line = Text_Style(FONT_SANS, 17.0f, THEME_CREAM, TEXT_LEFT);
    TextStyle num = Text_Style(FONT_SANS_BOLD, 18.0f, THEME_GOLD, TEXT_RIGHT);
    float x = r.x + 20.0f;
    float w = r.w - 40.0f;
    float y = r.y + 14.0f;
    char text[64];
    if (st->variant == BEZIQUE_ORDINARY) {
        Text_Draw(&app->gfx, &head, x, y, "The game to 1000");
        y += 40.0f;
        TextStyle col = Text_Style(FONT_SANS_BOLD, 17.0f, THEME_GOLD, TEXT_RIGHT);
        Text_Draw(&app->gfx, &col, r.x + r.w - 150.0f, y, "You");
        Text_Draw(&app->gfx, &col, r.x + r.w - 24.0f, y, "Computer");
        y += 26.0f;
        int t0 = 0, t1 = 0;
        for (int d = 0; d < st->historyCount && y < r.y + r.h - 60.0f; d++) {
            t0 += st->history[d][0];
            t1 += st->history[d][1];
            snprintf(text, sizeof text, "Deal %d", d + 1);
            Text_Draw(&app->gfx, &line, x, y, text);
            snprintf(text, sizeof text, "%d", st->history[d][0]);
            Text_Draw(&app->gfx, &num, r.x + r.w - 150.0f, y, text);
            snprintf(text, sizeof text, "%d", st->history[d][1]);
            Text_Draw(&app->gfx, &num, r.x + r.w - 24.0f, y, text);
            y += 24.0f;
        }
        Gfx_FillRect(&app->gfx, (SDL_FRect){x, y + 2.0f, w, 1.0f}, THEME_PANEL_EDGE);
        y += 8.0f;
        TextStyle bold = Text_Style(FONT_SANS_BOLD, 18.0f, THEME_CREAM, TEXT_LEFT);
        Text_Draw(&app->gfx, &bold, x, y, "Total");
        snprintf(text, sizeof text, "%d", t0);
        Text_Draw(&app->gfx, &num, r.x + r.w - 150.0f, y, text);
        snprintf(text, sizeof text, "%d", t1);
        Text_Draw(&app->gfx, &num, r.x + r.w - 24.0f, y, text);
        y += 26.0f;
        GameResult res = Bezique_Rules.result((const GameState *)(const void *)st);
        y += 10.0f;
        snprintf(text, sizeof text,
                 res.winner == 0   ? "You reach 1000 first, by %d."
                 : res.winner == 1 ? "The computer reaches 1000 first, by %d."
                                   : "A drawn game.",
                 res.value);
        Text_DrawWrapped(&app->gfx, &head, x, y, w, text, true);
        return;
    }
    Text_Draw(&app->gfx, &head, x, y, "The computation");
    y += 42.0f;
    for (int i = 0; i < b->shownLines && i < b->comp.lineCount; i++) {
        const BeziqueLine *l = &b->comp.lines[i];
        bool total = l->kind == BEZ_LINE_TOTAL;
        TextStyle s = total ? Text_Style(FONT_SERIF_BOLD, 22.0f, THEME_FOCUS, TEXT_LEFT) : line;
        char sentence[BEZ_COMPUTE_TEXT];
        snprintf(sentence, sizeof sentence, "%s", l->text);
        Grammar(sentence, sizeof sentence);
        float h = Text_DrawWrapped(&app->gfx, &s, x, y, w - 90.0f, sentence, true);
        if (l->points != 0 && (l->kind == BEZ_LINE_DIFFERENCE || l->kind == BEZ_LINE_ADD_LOSER ||
                               l->kind == BEZ_LINE_GAME || l->kind == BEZ_LINE_BRISQUE_BONUS || total)) {
            snprintf(text, sizeof text, "%s%d", total ? "" : "+", l->points);
            Text_Draw(&app->gfx, &num, r.x + r.w - 24.0f, y, text);
        }
        y += h + 6.0f;
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
    DrawSheet(b, app, (SDL_FRect){40.0f, 146.0f, 580.0f, 410.0f});
    DrawComputation(b, app, (SDL_FRect){650.0f, 146.0f, 590.0f, 410.0f});

    TextStyle sit = Text_Style(FONT_SANS, 18.0f, THEME_PARCHMENT, TEXT_LEFT);
    char text[200];
    snprintf(text, sizeof text, "This sitting: %d game%s \xC2\xB7 won: %s %d, %s %d \xC2\xB7 running total: %s %lld, %s %lld",
             b->outcome.sessionGames, b->outcome.sessionGames == 1 ? "" : "s", b->names[0], b->outcome.sessionWon[0],
             b->names[1], b->outcome.sessionWon[1], b->names[0], b->outcome.sessionTotal[0], b->names[1],
             b->outcome.sessionTotal[1]);
    Text_Draw(&app->gfx, &sit, 44.0f, 566.0f, text);
    TableChoices_Draw(&b->menu, app, b->menu.focus);
    UiPrompt prompts[] = {{ACTION_CONFIRM, "Select"}, {ACTION_BACK, "Menu"}, {ACTION_HELP, "Rules"}};
    Ui_DrawPrompts(app, prompts, 3);
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
    BezScore *b = (BezScore *)s;
    int i = TableChoices_Find(&b->menu, name);
    if (i < 0) {
        return false;
    }
    *out = b->menu.items[i].rect;
    return true;
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
    GameRecord_Init(&b->rec, rec->rules, rec->variant, rec->seed);
    for (int i = 0; i < rec->count; i++) {
        GameRecord_Push(&b->rec, rec->actions[i]);
    }
    GameError err;
    if (!Game_Replay(&b->rec, -1, (GameState *)(void *)&b->st, &err)) {
        GameRecord_Free(&b->rec);
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
    GameAction none = {0};
    TableChoices_Clear(&b->menu);
    TableChoices_Add(&b->menu, "Replay the game", "move by move", none, CHOICE_REPLAY);
    TableChoices_Add(&b->menu, "Next game", "same opponent", none, CHOICE_NEXT);
    TableChoices_Add(&b->menu, "Menu", "back to the lobby", none, CHOICE_MENU);
    TableChoices_Layout(&b->menu, app, LAYOUT_W * 0.5f, 600.0f, 900.0f);
    b->menu.focus = 1;
    return &b->base;
}

Scene *BeziqueScoreScene_CreateDemo(App *app)
{
    GameRecord rec;
    GameRecord_Init(&rec, &Bezique_Rules, BEZIQUE_RUBICON, 3);
    BeziqueState st;
    Bezique_Init(&st, BEZIQUE_RUBICON, 3);
    /* Two easy computers play it out: a real game, with real declarations, in a few milliseconds. */
    for (int i = 0; i < 2000 && !Bezique_IsOver(&st); i++) {
        GameAction a;
        int seat = Bezique_ToAct(&st);
        if (!GameAi_Choose(&Bezique_Rules, (const GameState *)(const void *)&st, seat, GAME_AI_EASY,
                           1909u + (uint64_t)i, &a) ||
            Game_Play(&Bezique_Rules, (GameState *)(void *)&st, &rec, a) != GAME_OK) {
            break;
        }
    }
    BeziqueOutcome outcome = {Seating_OneAgainst(2, GAME_AI_MEDIUM), 3, {2, 1}, {2700, 800}};
    Scene *s = BeziqueScoreScene_Create(app, &rec, &outcome);
    GameRecord_Free(&rec);
    if (s != NULL) {
        ((BezScore *)s)->shownLines = ((BezScore *)s)->comp.lineCount;
        ((BezScore *)s)->time = 100.0f;
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
