/* bezique_lobby_scene.c: Bezique's entry from the title: resume, a new game, the variant and the opponent, records, rules. */
#include "bezique_names.h"
#include "bezique_scenes.h"
#include "bezique_store.h"
#include "bezique_table.h"

#include "app/app.h"
#include "render/text.h"
#include "scenes/scenes.h"
#include "ui/ui_draw.h"
#include "ui/ui_menu.h"
#include "ui/ui_theme.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum LobbyItem {
    ITEM_RESUME,
    ITEM_NEW,
    ITEM_VARIANT,
    ITEM_LEVEL,
    ITEM_STATS,
    ITEM_RULES,
    ITEM_BACK
} LobbyItem;

typedef struct BezLobby {
    Scene base;
    UiMenu menu;
    int variant;
    GameAiLevel level;
    bool hasGame;
    TableSaved saved;
    bool newArmed; /* New game over a saved game asks for a second press */
} BezLobby;

const char *Bezique_RulesFile(int variant)
{
    return variant == BEZIQUE_ORDINARY ? "bezique.txt" : "rubicon_bezique.txt";
}

static void SetValues(BezLobby *l)
{
    UiMenu_SetValue(&l->menu, UiMenu_RowOfTag(&l->menu, ITEM_VARIANT),
                    l->variant == BEZIQUE_ORDINARY ? "Ordinary" : "Rubicon", -1.0f);
    UiMenu_SetValue(&l->menu, UiMenu_RowOfTag(&l->menu, ITEM_LEVEL), BezNames_Level(l->level), -1.0f);
}

static void BuildMenu(BezLobby *l)
{
    int focused = UiMenu_FocusedTag(&l->menu); /* none on the first build: New game */
    UiMenu_Init(&l->menu, LAYOUT_W * 0.5f - 470.0f, 176.0f, 430.0f, 56.0f);
    if (l->hasGame) {
        UiMenu_AddTagged(&l->menu, "Resume game", ITEM_RESUME);
    }
    UiMenu_AddTagged(&l->menu, "New game", ITEM_NEW);
    UiMenu_AddTagged(&l->menu, "Variant", ITEM_VARIANT);
    UiMenu_AddTagged(&l->menu, "Opponent", ITEM_LEVEL);
    UiMenu_AddTagged(&l->menu, "Statistics", ITEM_STATS);
    UiMenu_AddTagged(&l->menu, "Rules", ITEM_RULES);
    UiMenu_AddTagged(&l->menu, "Back", ITEM_BACK);
    SetValues(l);
    UiMenu_FocusTag(&l->menu, focused, ITEM_NEW);
}

static void Open(App *app, Scene *scene)
{
    if (scene != NULL) {
        App_Push(app, scene);
    }
}

/* Reads the saved game; one that cannot be read has been set aside by the store, and the player is told. */
static void LoadSaved(BezLobby *l, App *app)
{
    if (l->hasGame) {
        TableSaved_Free(&l->saved);
    }
    char message[1024];
    bool had = l->hasGame;
    TableStoreStatus status =
        TableStore_LoadGame(BEZIQUE_GAME_FILE, BEZIQUE_GAME_WHAT, &Bezique_Rules, &l->saved, message, sizeof message);
    l->hasGame = status == TABLE_STORE_OK;
    l->newArmed = false;
    if (status == TABLE_STORE_CORRUPT) {
        Open(app, MessageScene_Create(app, "Your saved game could not be read", message));
    }
    BuildMenu(l);
    if (l->hasGame && !had) {
        UiMenu_FocusTag(&l->menu, ITEM_RESUME, ITEM_NEW);
    }
}

static void Enter(Scene *s, App *app)
{
    LoadSaved((BezLobby *)s, app);
}

static void Resume(Scene *s, App *app)
{
    LoadSaved((BezLobby *)s, app);
}

static void Change(BezLobby *l, LobbyItem item, int dir)
{
    if (item == ITEM_VARIANT) {
        l->variant = l->variant == BEZIQUE_RUBICON ? BEZIQUE_ORDINARY : BEZIQUE_RUBICON;
    } else if (item == ITEM_LEVEL) {
        l->level = (GameAiLevel)(((int)l->level + dir + GAME_AI_LEVEL_COUNT) % GAME_AI_LEVEL_COUNT);
    } else {
        return;
    }
    BezStore_SavePrefs(l->variant, l->level);
    SetValues(l);
}

static void Activate(BezLobby *l, App *app, LobbyItem item)
{
    switch (item) {
    case ITEM_RESUME:
        if (l->hasGame) {
            l->hasGame = false; /* the table takes the saved game over */
            Open(app, BeziqueTableScene_CreateResume(app, &l->saved));
        }
        break;
    case ITEM_NEW:
        if (l->hasGame && !l->newArmed) {
            l->newArmed = true;
            return;
        }
        Open(app, BeziqueTableScene_CreateNew(app, l->variant, l->level, 0));
        break;
    case ITEM_VARIANT:
    case ITEM_LEVEL: Change(l, item, 1); break;
    case ITEM_STATS: Open(app, BeziqueStatsScene_Create(app)); break;
    case ITEM_RULES: Open(app, RulesScene_Create(app, Bezique_RulesFile(l->variant))); break;
    case ITEM_BACK: App_Pop(app); break;
    }
    l->newArmed = false;
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    BezLobby *l = (BezLobby *)s;
    if (ev->action == ACTION_BACK) {
        App_Pop(app);
        return;
    }
    if (ev->action == ACTION_HELP) {
        Open(app, RulesScene_Create(app, Bezique_RulesFile(l->variant)));
        return;
    }
    int index = 0;
    UiMenuResult r = UiMenu_Handle(&l->menu, ev, &index);
    LobbyItem item = (LobbyItem)UiMenu_TagOfRow(&l->menu, index);
    switch (r) {
    case UI_MENU_ACTIVATE: Activate(l, app, item); break;
    case UI_MENU_LEFT:
    case UI_MENU_RIGHT:
        Change(l, item, r == UI_MENU_LEFT ? -1 : 1);
        l->newArmed = false;
        break;
    case UI_MENU_MOVED: l->newArmed = false; break;
    default: break;
    }
}

static void Update(Scene *s, App *app, float dt)
{
    (void)app;
    UiMenu_Update(&((BezLobby *)s)->menu, dt);
}

static float Paragraph(App *app, float x, float y, float w, const char *text, SDL_Color colour)
{
    TextStyle s = Text_Style(FONT_SANS, 19.0f, colour, TEXT_LEFT);
    return Text_DrawWrapped(&app->gfx, &s, x, y, w, text, true);
}

/* A fan of the combinations' cards, to give the panel the look of the game. */
static void DrawFan(App *app, const Card *cards, int n, float cx, float y, float h)
{
    float w = h * 5.0f / 7.0f;
    float pitch = w * 0.62f;
    if (n > 1 && w + pitch * (float)(n - 1) > 380.0f) {
        pitch = (380.0f - w) / (float)(n - 1); /* a full hand still fits the panel */
    }
    float x0 = cx - (w + pitch * (float)(n - 1)) * 0.5f;
    for (int i = 0; i < n; i++) {
        SDL_FRect r = Gfx_ToPixels(&app->gfx, (SDL_FRect){x0 + pitch * (float)i, y, w, h});
        CardAtlas_DrawCard(app->cards, cards[i], true, App_CardStyle(app), &r, 0.0, 255);
    }
}

static void DrawInfo(BezLobby *l, App *app, SDL_FRect r)
{
    Ui_DrawPanel(app, r);
    float x = r.x + 30.0f;
    float w = r.w - 60.0f;
    float y = r.y + 24.0f;
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 28.0f, THEME_GOLD, TEXT_LEFT);
    char text[256];
    const Card kBezique[] = {Card_Make(RANK_QUEEN, SUIT_SPADES), Card_Make(RANK_JACK, SUIT_DIAMONDS)};
    const Card kSequence[] = {Card_Make(RANK_ACE, SUIT_HEARTS), Card_Make(RANK_TEN, SUIT_HEARTS),
                              Card_Make(RANK_KING, SUIT_HEARTS), Card_Make(RANK_QUEEN, SUIT_HEARTS),
                              Card_Make(RANK_JACK, SUIT_HEARTS)};
    switch ((LobbyItem)UiMenu_FocusedTag(&l->menu)) {
    case ITEM_RESUME: {
        const BeziqueState *st = (const BeziqueState *)(const void *)l->saved.st;
        Text_Draw(&app->gfx, &head, x, y, "Your game in progress");
        snprintf(text, sizeof text, "%s against the %s computer", BezNames_Variant(st->variant),
                 GameAi_LevelName(l->saved.level));
        y += 48.0f;
        y += Paragraph(app, x, y, w, text, THEME_PARCHMENT) + 12.0f;
        snprintf(text, sizeof text, "You %d, the computer %d. %d tricks played, %d cards left in the stock.",
                 st->variant == BEZIQUE_ORDINARY ? st->side[0].total : st->side[0].score,
                 st->variant == BEZIQUE_ORDINARY ? st->side[1].total : st->side[1].score, st->tricks, st->stockCount);
        Paragraph(app, x, y, w, text, THEME_CREAM);
        /* Your hand as you left it. */
        BeziqueState view;
        Bezique_View(st, l->saved.human, &view);
        Card hand[BEZ_HAND_MAX + 1];
        int n = BzView_HandCards(&view, l->saved.human, hand);
        DrawFan(app, hand, n, r.x + r.w * 0.5f, r.y + r.h - 170.0f, 130.0f);
        TextStyle caption = Text_Style(FONT_SANS, 17.0f, THEME_PARCHMENT, TEXT_CENTER);
        Text_Draw(&app->gfx, &caption, r.x + r.w * 0.5f, r.y + r.h - 34.0f, "Your hand");
        break;
    }
    case ITEM_NEW:
        Text_Draw(&app->gfx, &head, x, y, "A new game");
        snprintf(text, sizeof text, "%s against the %s computer", BezNames_Variant(l->variant),
                 GameAi_LevelName(l->level));
        y += 48.0f;
        y += Paragraph(app, x, y, w, text, THEME_PARCHMENT) + 14.0f;
        y += Paragraph(app, x, y, w,
                       l->variant == BEZIQUE_ORDINARY
                           ? "Two packs of 32, eight cards each. Win tricks for aces and tens, and after each trick "
                             "you win, lay out a combination to score. The first to 1000 wins, over as many deals "
                             "as it takes."
                           : "Four packs of 32, nine cards each, one deal to a game. Win tricks, then lay out "
                             "marriages, sequences, beziques and fours to score. Below 1000 at the end, the loser "
                             "is rubiconed and pays dearly.",
                       THEME_CREAM) +
             14.0f;
        if (l->hasGame) {
            Paragraph(app, x, y, w,
                      l->newArmed ? "Press again to start: your saved game will be lost."
                                  : "Your saved game will be replaced by the new one.",
                      l->newArmed ? THEME_FOCUS : THEME_PARCHMENT);
        }
        DrawFan(app, kBezique, 2, r.x + r.w * 0.5f, r.y + r.h - 176.0f, 130.0f);
        Paragraph(app, r.x + r.w * 0.5f - 150.0f, r.y + r.h - 40.0f, 300.0f,
                  "Bezique: the queen of spades and the knave of diamonds", THEME_PARCHMENT);
        break;
    case ITEM_VARIANT:
        Text_Draw(&app->gfx, &head, x, y, BezNames_Variant(l->variant));
        Paragraph(app, x, y + 50.0f, w,
                  l->variant == BEZIQUE_ORDINARY
                      ? "The older game for two: a card is turned up for trumps, the seven of trumps scores, and "
                        "deals follow one another until someone reaches 1000."
                      : "The game of the clubs: four packs, trumps made by the first marriage or sequence, carte "
                        "blanche, and a single deal settled by the rubicon computation.",
                  THEME_CREAM);
        DrawFan(app, kSequence, 5, r.x + r.w * 0.5f, r.y + r.h - 170.0f, 140.0f);
        break;
    case ITEM_LEVEL:
        Text_Draw(&app->gfx, &head, x, y, BezNames_Level(l->level));
        Paragraph(app, x, y + 50.0f, w,
                  l->level == GAME_AI_EASY     ? "Plays the book's advice loosely: a gentle opponent to learn with."
                  : l->level == GAME_AI_MEDIUM ? "Keeps its combinations together and knows when to win a trick."
                                               : "Looks ahead over the cards it cannot see, and plays the last "
                                                 "tricks exactly. It sees only what a player at its seat could.",
                  THEME_CREAM);
        break;
    case ITEM_STATS:
        Text_Draw(&app->gfx, &head, x, y, "Statistics");
        Paragraph(app, x, y + 50.0f, w, "Games played and won, and points, for each variant and opponent.",
                  THEME_CREAM);
        break;
    case ITEM_RULES:
        Text_Draw(&app->gfx, &head, x, y, "Rules");
        Paragraph(app, x, y + 50.0f, w,
                  "How the cards are played, what every combination scores, and how a game is settled.", THEME_CREAM);
        break;
    case ITEM_BACK:
        Text_Draw(&app->gfx, &head, x, y, "Back");
        Paragraph(app, x, y + 50.0f, w,
                  l->hasGame ? "Back to the title. Your game in progress stays saved." : "Back to the title.",
                  THEME_CREAM);
        break;
    }
}

static void Draw(Scene *s, App *app)
{
    BezLobby *l = (BezLobby *)s;
    Gfx_DrawFelt(&app->gfx);
    Ui_DrawHeading(app, "Bezique", "Rubicon and ordinary Bezique against the computer");
    SDL_FRect panel = {l->menu.x - 20.0f, l->menu.y - 18.0f, l->menu.w + 40.0f,
                       (float)l->menu.count * l->menu.itemH + 30.0f};
    Ui_DrawPanel(app, panel);
    UiMenu_Draw(&l->menu, app);
    DrawInfo(l, app, (SDL_FRect){LAYOUT_W * 0.5f + 30.0f, panel.y, 440.0f, 470.0f});
    LobbyItem item = (LobbyItem)UiMenu_FocusedTag(&l->menu);
    if (item == ITEM_VARIANT || item == ITEM_LEVEL) {
        UiPrompt prompts[] = {{ACTION_LEFT, "Change"}, {ACTION_BACK, "Back"}, {ACTION_HELP, "Rules"}};
        Ui_DrawPrompts(app, prompts, 3);
    } else {
        UiPrompt prompts[] = {{ACTION_CONFIRM, "Select"}, {ACTION_BACK, "Back"}, {ACTION_HELP, "Rules"}};
        Ui_DrawPrompts(app, prompts, 3);
    }
}

static void Destroy(Scene *s)
{
    BezLobby *l = (BezLobby *)s;
    if (l->hasGame) {
        TableSaved_Free(&l->saved);
    }
    free(s);
}

static bool Locate(Scene *s, App *app, const char *name, SDL_FRect *out)
{
    (void)app;
    return UiMenu_Locate(&((BezLobby *)s)->menu, name, out);
}

static const SceneOps kOps = {
    .name = "bezique-lobby",
    .enter = Enter,
    .resume = Resume,
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
};

Scene *BeziqueLobbyScene_Create(App *app)
{
    (void)app;
    BezLobby *l = calloc(1, sizeof *l);
    if (l == NULL) {
        return NULL;
    }
    l->base.ops = &kOps;
    l->variant = BEZIQUE_RUBICON;
    l->level = GAME_AI_MEDIUM;
    BezStore_LoadPrefs(&l->variant, &l->level);
    BuildMenu(l);
    return &l->base;
}
