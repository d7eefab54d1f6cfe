/* patience_lobby_scene.c: Poker Patience's entry from the title: resume, a new deal, the variant, records, rules. */
#include "games/patience/challenges/patience_challenge_scenes.h"
#include "games/patience/multiplayer/patience_multi.h"
#include "games/patience/patience_names.h"
#include "games/patience/patience_scenes.h"

#include "app/app.h"
#include "platform/log.h"
#include "render/layout_record.h"
#include "render/text.h"
#include "scenes/menu_scene.h"
#include "scenes/scenes.h"
#include "ui/ui_draw.h"
#include "ui/ui_menu.h"
#include "ui/ui_theme.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum LobbyItem {
    ITEM_RESUME,
    ITEM_NEW,
    ITEM_MULTI,
    ITEM_LAYOUT,
    ITEM_TABLE,
    ITEM_CHALLENGES,
    ITEM_STATS,
    ITEM_RULES,
    ITEM_WATCH,
    ITEM_BACK
} LobbyItem;

/* The layouts the lobby offers. Serpent is a problem with a given deal, not a blind deal: it has its own entry later. */
static const PatienceLayout kLayouts[] = {PATIENCE_LAYOUT_HOYLE, PATIENCE_LAYOUT_FREE};
#define LAYOUT_CHOICES ((int)(sizeof kLayouts / sizeof kLayouts[0]))

typedef struct PatienceLobby {
    Scene base;
    UiMenu menu;
    PatienceVariant variant;
    bool hasGame;
    PatienceGame saved;
    int savedUndos;
    int savedHints;
    bool newArmed;          /* New game over a saved game asks for a second press */
    bool demoSaved;         /* a registered demo: a saved game held in memory, the store left alone */
    PatienceGame sample[2]; /* part-played layouts that show what Classic and Free look like */
} PatienceLobby;
MENU_SCENE_CHECK(PatienceLobby);

static void SetValues(PatienceLobby *l)
{
    UiMenu_SetValue(&l->menu, UiMenu_RowOfTag(&l->menu, ITEM_LAYOUT), PatienceNames_LayoutShort(l->variant.layout),
                    -1.0f);
    UiMenu_SetValue(&l->menu, UiMenu_RowOfTag(&l->menu, ITEM_TABLE),
                    l->variant.table == PATIENCE_TABLE_ENGLISH ? "English" : "American", -1.0f);
}

#define MENU_TOP 176.0f
#define MENU_BOTTOM 700.0f /* the panel's lowest edge: 20 units above a 16:9 window's foot */

/* Rebuilds the menu (Resume comes and goes with the saved game), keeping the focus on the same item. */
static void BuildMenu(PatienceLobby *l)
{
    int focused = UiMenu_FocusedTag(&l->menu); /* none on the first build: New game */
    /* Rows are 56 units high, and a little less when "Resume game" makes ten of them, so that the panel ends
       above the window's foot on a 16:9 window (the view is 720 units high there). */
    int rows = l->hasGame ? 10 : 9;
    float rowH = fminf(56.0f, floorf((MENU_BOTTOM - MENU_TOP - 12.0f) / (float)rows));
    UiMenu_Init(&l->menu, LAYOUT_W * 0.5f - 470.0f, MENU_TOP, 430.0f, rowH);
    if (l->hasGame) {
        UiMenu_AddTagged(&l->menu, "Resume game", ITEM_RESUME);
    }
    UiMenu_AddTagged(&l->menu, "New game", ITEM_NEW);
    UiMenu_AddTagged(&l->menu, "Several players", ITEM_MULTI);
    UiMenu_AddTagged(&l->menu, "Layout", ITEM_LAYOUT);
    UiMenu_AddTagged(&l->menu, "Table", ITEM_TABLE);
    UiMenu_AddTagged(&l->menu, "Challenges", ITEM_CHALLENGES);
    UiMenu_AddTagged(&l->menu, "Statistics", ITEM_STATS);
    UiMenu_AddTagged(&l->menu, "Rules", ITEM_RULES);
    UiMenu_AddTagged(&l->menu, "Watch the engine", ITEM_WATCH);
    UiMenu_AddTagged(&l->menu, "Back", ITEM_BACK);
    SetValues(l);
    UiMenu_FocusTag(&l->menu, focused, ITEM_NEW);
}

/*
 * Reads the saved game; a file that cannot be read has been set aside by the store, and the player is told. A
 * saved layout that is complete (the program stopped before it was counted, or before its save was removed) is a
 * result, never a game to resume: on entering, its table opens on it, counts it once (its key says whether it
 * was) and shows its score. On entering too, a game kept aside because the statistics could not be written is
 * counted, and the player told.
 */
static void LoadSaved(PatienceLobby *l, App *app, bool entering)
{
    char message[PLAYER_MESSAGE_MAX];
    int undos = 0, hints = 0;
    bool had = l->hasGame;
    if (l->demoSaved) {
        BuildMenu(l);
        return;
    }
    char kept[1536] = "";
    if (entering) {
        PatienceStore_SettlePending(kept, sizeof kept);
    }
    PatienceStoreStatus status = PatienceStore_LoadGameWithHints(&l->saved, &undos, &hints, message, sizeof message);
    if (status == PATIENCE_STORE_OK && Patience_IsComplete(&l->saved)) {
        if (entering) {
            MenuScene_Open(app, PatienceTableScene_CreateResumeWithHints(app, &l->saved, undos, hints));
        }
        status = PATIENCE_STORE_NONE;
    }
    if (kept[0] != '\0') {
        MenuScene_Open(app, MessageScene_Create(app, "Your last game", kept));
    }
    l->hasGame = status == PATIENCE_STORE_OK;
    l->savedUndos = undos;
    l->savedHints = hints;
    l->newArmed = false;
    if (status == PATIENCE_STORE_CORRUPT) {
        MenuScene_Open(app, MessageScene_Create(app, "Your saved game could not be read", message));
    }
    BuildMenu(l);
    if (l->hasGame && !had) {
        /* A game to carry on is the likeliest wish: offer it first. */
        UiMenu_FocusTag(&l->menu, ITEM_RESUME, ITEM_NEW);
    }
}

static void Enter(Scene *s, App *app)
{
    LoadSaved((PatienceLobby *)s, app, true);
}

static void Resume(Scene *s, App *app)
{
    /* Back from a table (quit, finished, or a new game): the saved game may have come or gone. */
    LoadSaved((PatienceLobby *)s, app, false);
}

static void ChangeLayout(PatienceLobby *l, int dir)
{
    int at = 0;
    for (int i = 0; i < LAYOUT_CHOICES; i++) {
        if (kLayouts[i] == l->variant.layout) {
            at = i;
        }
    }
    l->variant.layout = kLayouts[(at + dir + LAYOUT_CHOICES) % LAYOUT_CHOICES];
    PatienceStore_SaveVariant(l->variant);
    SetValues(l);
}

static void ChangeTable(PatienceLobby *l)
{
    l->variant.table = l->variant.table == PATIENCE_TABLE_ENGLISH ? PATIENCE_TABLE_AMERICAN : PATIENCE_TABLE_ENGLISH;
    PatienceStore_SaveVariant(l->variant);
    SetValues(l);
}

static void Activate(PatienceLobby *l, App *app, LobbyItem item)
{
    switch (item) {
    case ITEM_RESUME:
        MenuScene_Open(app, PatienceTableScene_CreateResumeWithHints(app, &l->saved, l->savedUndos, l->savedHints));
        break;
    case ITEM_NEW:
        if (l->hasGame && l->saved.placed > 0 && !l->newArmed) { /* a game with no card laid has nothing to lose */
            l->newArmed = true;
            return;
        }
        MenuScene_Open(app, PatienceTableScene_CreateNew(app, l->variant, 0));
        break;
    case ITEM_MULTI: MenuScene_Open(app, PatienceMultiSetupScene_Create(app)); break;
    case ITEM_LAYOUT: ChangeLayout(l, 1); break;
    case ITEM_TABLE: ChangeTable(l); break;
    case ITEM_CHALLENGES: MenuScene_Open(app, PatienceChallengesScene_Create(app)); break;
    case ITEM_STATS: MenuScene_Open(app, PatienceStatsScene_CreateFor(app, l->variant)); break;
    case ITEM_RULES: MenuScene_Open(app, RulesScene_Create(app, PATIENCE_RULES_FILE)); break;
    case ITEM_WATCH: MenuScene_Open(app, PatienceTableScene_CreateAttract(app, l->variant)); break;
    case ITEM_BACK: App_Pop(app); break;
    }
    l->newArmed = false;
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    PatienceLobby *l = (PatienceLobby *)s;
    if (ev->action == ACTION_BACK) {
        App_Pop(app);
        return;
    }
    if (ev->action == ACTION_HELP) {
        MenuScene_Open(app, RulesScene_Create(app, PATIENCE_RULES_FILE));
        return;
    }
    int index = 0;
    UiMenuResult r = UiMenu_Handle(&l->menu, ev, &index);
    LobbyItem item = (LobbyItem)UiMenu_TagOfRow(&l->menu, index);
    switch (r) {
    case UI_MENU_ACTIVATE: Activate(l, app, item); break;
    case UI_MENU_LEFT:
    case UI_MENU_RIGHT:
        if (item == ITEM_LAYOUT) {
            ChangeLayout(l, r == UI_MENU_LEFT ? -1 : 1);
        } else if (item == ITEM_TABLE) {
            ChangeTable(l);
        }
        l->newArmed = false;
        break;
    case UI_MENU_MOVED: l->newArmed = false; break;
    default: break;
    }
}


/* ---- the information panel beside the menu ---- */


/* A small picture of a layout: the 5x5 square, a floating layout centred in it. */
static void DrawMiniLayout(App *app, const PatienceGame *game, float cx, float y, float h)
{
    int top = PATIENCE_FREE_FIRST;
    int left = PATIENCE_FREE_FIRST;
    if (game->variant.layout != PATIENCE_LAYOUT_FREE && game->placed > 0) {
        top = game->top - (PATIENCE_SIDE - (game->bottom - game->top + 1)) / 2;
        left = game->left - (PATIENCE_SIDE - (game->right - game->left + 1)) / 2;
    }
    const float w = h * 5.0f / 7.0f;
    const float px = w + 6.0f;
    const float py = h + 6.0f;
    float x0 = cx - (px * PATIENCE_SIDE - 6.0f) * 0.5f;
    for (int r = 0; r < PATIENCE_SIDE; r++) {
        for (int c = 0; c < PATIENCE_SIDE; c++) {
            int br = top + r;
            int bc = left + c;
            Card card =
                br >= 0 && br < PATIENCE_BOARD && bc >= 0 && bc < PATIENCE_BOARD ? game->board[br][bc] : CARD_NONE;
            SDL_FRect rect = Gfx_ToPixels(&app->gfx, (SDL_FRect){x0 + (float)c * px, y + (float)r * py, w, h});
            if (card == CARD_NONE) {
                CardAtlas_DrawSlot(app->cards, &rect, 90);
            } else {
                CardAtlas_DrawCard(app->cards, card, true, App_CardStyle(app), &rect, 0.0, 255);
                LayoutRecord_AddCard((SDL_FRect){x0 + (float)c * px, y + (float)r * py, w, h}, card, true);
            }
        }
    }
}

/* The table's hands and points, in its own order of value, fitted into height. */
static void DrawScoreTable(App *app, PatienceTable table, float x, float y, float height)
{
    static const PokerClass kOrder[] = {POKER_ROYAL_FLUSH, POKER_STRAIGHT_FLUSH, POKER_FOURS,
                                        POKER_STRAIGHT,    POKER_FULL,           POKER_FLUSH,
                                        POKER_THREES,      POKER_TWO_PAIRS,      POKER_ONE_PAIR};
    TextStyle name = Text_Style(FONT_SANS, 18.0f, THEME_CREAM, TEXT_LEFT);
    TextStyle points = Text_Style(FONT_SANS_BOLD, 18.0f, THEME_GOLD, TEXT_RIGHT);
    PokerClass sorted[9];
    int n = 0;
    for (unsigned i = 0; i < sizeof kOrder / sizeof kOrder[0]; i++) {
        if (table == PATIENCE_TABLE_ENGLISH && kOrder[i] == POKER_ROYAL_FLUSH) {
            continue;
        }
        int k = n++;
        while (k > 0 && Patience_ClassPoints(table, sorted[k - 1]) < Patience_ClassPoints(table, kOrder[i])) {
            sorted[k] = sorted[k - 1];
            k--;
        }
        sorted[k] = kOrder[i];
    }
    char buf[40], pts[16];
    float step = fminf(28.0f, height / (float)n);
    for (int i = 0; i < n; i++) {
        PatienceNames_Hand(table, sorted[i], buf, sizeof buf);
        snprintf(pts, sizeof pts, "%d", Patience_ClassPoints(table, sorted[i]));
        Text_Draw(&app->gfx, &name, x, y + (float)i * step, buf);
        Text_Draw(&app->gfx, &points, x + 260.0f, y + (float)i * step, pts);
    }
}

static void DrawInfo(PatienceLobby *l, App *app, SDL_FRect r)
{
    Ui_DrawPanel(app, r);
    float x = r.x + 30.0f;
    float w = r.w - 60.0f;
    float y = r.y + 24.0f;
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 28.0f, THEME_GOLD, TEXT_LEFT);
    char text[256];
    LobbyItem item = (LobbyItem)UiMenu_FocusedTag(&l->menu);
    switch (item) {
    case ITEM_RESUME: {
        const PatienceGame *g = &l->saved;
        Text_Draw(&app->gfx, &head, x, y, "Your game in progress");
        snprintf(text, sizeof text, "%s \xC2\xB7 %s", PatienceNames_Layout(g->variant.layout),
                 PatienceNames_Table(g->variant.table));
        MenuScene_Paragraph(app, x, y + 44.0f, w, text, THEME_PARCHMENT);
        DrawMiniLayout(app, g, r.x + r.w * 0.5f, y + 80.0f, 52.0f);
        if (Patience_Score(g) == 0) {
            /* Only full lines score: "0 points" beside pairs on the board would look like a fault. */
            snprintf(text, sizeof text, "%d of %d cards laid \xC2\xB7 no line full yet", g->placed, PATIENCE_CARDS);
        } else {
            snprintf(text, sizeof text, "%d of %d cards laid \xC2\xB7 %d point%s so far", g->placed,
                     PATIENCE_CARDS, Patience_Score(g), Patience_Score(g) == 1 ? "" : "s");
        }
        MenuScene_Paragraph(app, x, r.y + r.h - 50.0f, w, text, THEME_CREAM);
        break;
    }
    case ITEM_NEW:
        Text_Draw(&app->gfx, &head, x, y, "A new deal");
        snprintf(text, sizeof text, "%s \xC2\xB7 %s", PatienceNames_Layout(l->variant.layout),
                 PatienceNames_Table(l->variant.table));
        y += 44.0f;
        y += MenuScene_Paragraph(app, x, y, w, text, THEME_PARCHMENT) + 14.0f;
        y += MenuScene_Paragraph(app, x, y, w,
                       "Twenty-five cards come one at a time. Place each before you see the next, "
                       "and make the best poker hands you can in the five rows and five columns.",
                       THEME_CREAM) +
             18.0f;
        if (l->hasGame) {
            snprintf(text, sizeof text,
                     l->newArmed ? "Press again to start: your saved game (%d of %d laid) will be lost."
                                 : "Your saved game (%d of %d laid) will be replaced by the new deal.",
                     l->saved.placed, PATIENCE_CARDS);
            y += MenuScene_Paragraph(app, x, y, w, text, l->newArmed ? THEME_FOCUS : THEME_PARCHMENT) + 14.0f;
        }
        DrawScoreTable(app, l->variant.table, x + 40.0f, y, r.y + r.h - 18.0f - y);
        break;
    case ITEM_LAYOUT:
        Text_Draw(&app->gfx, &head, x, y, PatienceNames_Layout(l->variant.layout));
        DrawMiniLayout(app, &l->sample[l->variant.layout == PATIENCE_LAYOUT_FREE], r.x + r.w * 0.5f,
                       r.y + r.h - 20.0f - 5.0f * 50.0f, 44.0f);
        MenuScene_Paragraph(app, x, y + 50.0f, w,
                  l->variant.layout == PATIENCE_LAYOUT_FREE
                      ? "Modern Poker Squares: the square is a fixed five by five grid, and each card may go in "
                        "any empty cell."
                      : "The book's game: the first card starts the square, and every later card must touch one "
                        "already laid, side by side or corner to corner. The square can grow in any direction, "
                        "but never beyond five rows or five columns.",
                  THEME_CREAM);
        break;
    case ITEM_TABLE:
        Text_Draw(&app->gfx, &head, x, y, PatienceNames_Table(l->variant.table));
        MenuScene_Paragraph(app, x, y + 44.0f, w,
                  l->variant.table == PATIENCE_TABLE_ENGLISH ? "The book's scores: a straight beats a full."
                                                             : "Modern Poker Squares scores, from 100 down.",
                  THEME_PARCHMENT);
        DrawScoreTable(app, l->variant.table, x + 40.0f, y + 96.0f, r.y + r.h - 18.0f - (y + 96.0f));
        break;
    case ITEM_CHALLENGES:
        Text_Draw(&app->gfx, &head, x, y, "Challenges");
        MenuScene_Paragraph(app, x, y + 50.0f, w,
                  "The daily deal and the daily Serpent, the same for everyone; Serpent problems with a known best; "
                  "a friend's deal from its code; your calendar and challenge records.",
                  THEME_CREAM);
        break;
    case ITEM_MULTI:
        Text_Draw(&app->gfx, &head, x, y, "Several players");
        MenuScene_Paragraph(app, x, y + 50.0f, w,
                  "Two to four players lay out the same deal: side by side on a split screen with a device "
                  "each, or in turn on one device. Every pair settles the difference of their scores.",
                  THEME_CREAM);
        break;
    case ITEM_STATS:
        Text_Draw(&app->gfx, &head, x, y, "Statistics");
        MenuScene_Paragraph(app, x, y + 50.0f, w,
                  "Games played, average and best scores, the spread of your scores and the hands you made, "
                  "for each layout and table.",
                  THEME_CREAM);
        break;
    case ITEM_RULES:
        Text_Draw(&app->gfx, &head, x, y, "Rules");
        MenuScene_Paragraph(app, x, y + 50.0f, w, "How to place the cards, and what every hand is worth.", THEME_CREAM);
        break;
    case ITEM_WATCH:
        Text_Draw(&app->gfx, &head, x, y, "Watch the engine");
        snprintf(text, sizeof text,
                 "The engine plays fresh deals of the %s on the %s by itself, about a card a second, showing the "
                 "final score it expects from its best cells as it goes. Nothing is saved or recorded; press any "
                 "button to come back.",
                 PatienceNames_Layout(l->variant.layout), PatienceNames_Table(l->variant.table));
        MenuScene_Paragraph(app, x, y + 50.0f, w, text, THEME_CREAM);
        break;
    case ITEM_BACK:
        Text_Draw(&app->gfx, &head, x, y, "Back");
        MenuScene_Paragraph(app, x, y + 50.0f, w,
                  l->hasGame ? "Back to the title. Your game in progress stays saved." : "Back to the title.",
                  THEME_CREAM);
        break;
    }
}

static void Draw(Scene *s, App *app)
{
    PatienceLobby *l = (PatienceLobby *)s;
    Gfx_DrawFelt(&app->gfx);
    Ui_DrawHeading(app, "Poker Patience", "Lay 25 cards in a square of ten poker hands");
    SDL_FRect panel = MenuScene_DrawMenu(s, app);
    SDL_FRect info = {LAYOUT_W * 0.5f + 30.0f, panel.y, 440.0f, 470.0f};
    DrawInfo(l, app, info);
    MenuScene_DrawPrompts(s, app, true);
}

static void Destroy(Scene *s)
{
    free(s);
}


static const SceneOps kOps = {
    .name = "patience-lobby",
    .enter = Enter,
    .resume = Resume,
    .handle = Handle,
    .update = MenuScene_Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = MenuScene_Locate,
};

Scene *PatienceLobbyScene_Create(App *app)
{
    (void)app;
    PatienceLobby *l = calloc(1, sizeof *l);
    if (l == NULL) {
        return NULL;
    }
    l->base.ops = &kOps;
    l->variant = Patience_DefaultVariant();
    PatienceVariant saved;
    if (PatienceStore_LoadVariant(&saved) && saved.layout != PATIENCE_LAYOUT_SERPENT) {
        l->variant = saved;
    }
    /* Classic: a few cards grown from the first; Free: the same cards spread over the fixed square. */
    static const int kClassic[] = {40, 31, 41, 32, 49, 50, 39, 30, 42};
    static const int kFree[] = {20, 24, 40, 56, 60, 31, 47, 22, 58};
    Patience_NewGame(&l->sample[0], (PatienceVariant){PATIENCE_LAYOUT_HOYLE, PATIENCE_TABLE_ENGLISH}, 1909u);
    Patience_NewGame(&l->sample[1], (PatienceVariant){PATIENCE_LAYOUT_FREE, PATIENCE_TABLE_ENGLISH}, 1909u);
    for (unsigned i = 0; i < sizeof kClassic / sizeof kClassic[0]; i++) {
        Patience_Place(&l->sample[0], Patience_CellRow(kClassic[i]), Patience_CellCol(kClassic[i]));
        Patience_Place(&l->sample[1], Patience_CellRow(kFree[i]), Patience_CellCol(kFree[i]));
    }
    BuildMenu(l);
    return &l->base;
}

Scene *PatienceLobbyScene_CreateSavedDemo(App *app)
{
    PatienceLobby *l = (PatienceLobby *)(void *)PatienceLobbyScene_Create(app);
    if (l == NULL) {
        return NULL;
    }
    /* The lobby as it is after a game was paused and left: "Resume game" on top, the game's picture beside. */
    l->demoSaved = true;
    l->hasGame = true;
    l->saved = l->sample[0];
    l->savedUndos = 1;
    BuildMenu(l);
    UiMenu_FocusTag(&l->menu, ITEM_RESUME, ITEM_NEW);
    return &l->base;
}
