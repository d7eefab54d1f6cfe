/* title_scene.c: the title menu: the game's name, a fan of cards, and the list of games. */
#include "scenes.h"

#include "game_list.h"

#include "app/app.h"
#include "render/layout_record.h"
#include "render/text.h"
#include "ui/ui_draw.h"
#include "ui/ui_menu.h"
#include "ui/ui_theme.h"

#include "core/card.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Menu rows: the games first (0..n-1), then these. */
enum {
    ITEM_SETTINGS = 100,
    ITEM_QUIT,
    ITEM_JOIN, /* a table hosted on another computer */
    ITEM_CONTINUE /* a game in progress, carried on in one press */
};

typedef struct TitleScene {
    Scene base;
    UiMenu menu; /* tagged with the game index, or ITEM_SETTINGS / ITEM_QUIT */
    float time;
    float idle; /* seconds since the last input: the attract mode starts after ATTRACT_AFTER */
    int saved;  /* the game whose game in progress Continue carries on, -1 none */
    bool demo;  /* a registered demo: Poker Patience is taken as saved, the files are not read */
} TitleScene;

#define ATTRACT_AFTER 30.0f
/* Where things stand in layout space: the heading across the top, the fan at the left, the menu at the right, the
 * focused game's line across the foot above the prompts. */
#define FAN_CENTRE_X 290.0f
#define FAN_CENTRE_Y 390.0f
#define MENU_X 770.0f
#define MENU_W 380.0f
#define MENU_TOP 196.0f
#define MENU_BOTTOM 606.0f
#define BLURB_Y 636.0f
#define FAN_SETTLE 0.8f /* seconds the fan of cards settles after the title appears; then it rests, and a still title costs no CPU */

static void Enter(Scene *s, App *app);

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    TitleScene *t = (TitleScene *)s;
    t->idle = 0.0f;
    if (ev->action == ACTION_BACK) {
        /* Back on the title goes to Quit first, so a stray press never closes the game; the bar slides there. */
        int quit = UiMenu_RowOfTag(&t->menu, ITEM_QUIT);
        if (quit >= 0) {
            t->menu.focus = quit;
        }
        return;
    }
    if (ev->action == ACTION_HELP) {
        return;
    }
    int index = 0;
    UiMenuResult r = UiMenu_Handle(&t->menu, ev, &index);
    if (r != UI_MENU_ACTIVATE) {
        return;
    }
    int item = UiMenu_TagOfRow(&t->menu, index);
    if (item == ITEM_CONTINUE) {
        GameList_Continue(app, t->saved);
    } else if (item == ITEM_SETTINGS) {
        App_Push(app, SettingsScene_Create(app));
    } else if (item == ITEM_JOIN) {
        Scene *join = JoinScene_Create(app);
        if (join != NULL) {
            App_Push(app, join);
        }
    } else if (item == ITEM_QUIT) {
        app->running = false;
    } else if (GameList_Get(item) != NULL) {
        Scene *lobby = GameList_Open(app, item);
        if (lobby != NULL) {
            App_Push(app, lobby);
        }
    }
}

static void Update(Scene *s, App *app, float dt)
{
    TitleScene *t = (TitleScene *)s;
    t->time += dt;
    UiMenu_Update(&t->menu, dt);
    /* Left alone, the title shows an engine at play (an arcade's attract mode); any input comes back here. */
    t->idle = App_Top(app) == s ? t->idle + dt : 0.0f;
    if (t->idle >= ATTRACT_AFTER) {
        t->idle = 0.0f;
        Scene *attract = GameList_CreateAttract(app);
        if (attract != NULL) {
            App_Push(app, attract);
        }
    }
}

/* Still once the fan has settled, until the attract mode is due (only counted while the title is on top). */
static float StillFor(Scene *s, App *app)
{
    TitleScene *t = (TitleScene *)s;
    if (App_Top(app) != s) {
        return SCENE_STILL_FOREVER; /* hidden or under a dialog: its fan, if seen, is drawn as it is */
    }
    return t->time < FAN_SETTLE ? 0.0f : ATTRACT_AFTER - t->idle;
}

static const char *const kFan[] = {"10S", "JS", "QS", "KS", "AS"};
#define FAN_CARD_H (TITLE_CARD_H * 1.25f)

int TitleScene_FanCells(int *cells, int max, float *cardH)
{
    int n = 0;
    for (int i = 0; i < (int)(sizeof kFan / sizeof kFan[0]) && n < max; i++) {
        cells[n++] = Card_Index52(Card_ParseToken(kFan[i], strlen(kFan[i])));
    }
    *cardH = FAN_CARD_H;
    return n;
}

/* The left edge of the group names beside the menu ("Three and four players"): at 800x600 they are set larger in
   layout units (never under 12 px), and the fan must not reach them. */
static float GroupNamesLeft(App *app, SDL_FRect panel)
{
    TextStyle group = Text_Style(FONT_SANS_BOLD, THEME_TEXT_SMALL, THEME_GOLD, TEXT_RIGHT);
    float left = panel.x;
    for (int g = 0; g < GameList_Count(); g++) {
        if (g == 0 || GameList_Get(g)->group != GameList_Get(g - 1)->group) {
            const char *name = GameList_GroupName(GameList_Get(g)->group);
            left = fminf(left, panel.x - 16.0f - Text_Width(&app->gfx, &group, name));
        }
    }
    return left;
}

/* The fan at the left, its right edge kept clear of maxRight. */
static void DrawFan(TitleScene *t, App *app, float maxRight)
{
    const char *const *fan = kFan;
    const int n = (int)(sizeof kFan / sizeof kFan[0]);
    float cardH = FAN_CARD_H;
    float cardW = cardH * 5.0f / 7.0f;
    /* The last card, turned by its angle, reaches its centre's half-width of its upright box past its centre. */
    double outer = (double)((n - 1) * 0.5f * 11.0f) * 3.14159265358979323846 / 180.0;
    float halfBox = 0.5f * (cardW * (float)cos(outer) + cardH * (float)sin(outer));
    float cx = fminf(FAN_CENTRE_X, maxRight - 16.0f - (float)(n - 1) * 0.5f * 56.0f - halfBox);
    float baseY = FAN_CENTRE_Y;
    for (int i = 0; i < n; i++) {
        float k = (float)i - (n - 1) * 0.5f;
        float settle = t->time < FAN_SETTLE ? 1.0f - t->time / FAN_SETTLE : 0.0f;
        float bob = sinf(t->time * 1.3f + (float)i * 0.7f) * 3.0f * settle * settle;
        float angle = k * 11.0f;
        float x = cx + k * 56.0f - cardW * 0.5f;
        float y = baseY - cardH * 0.5f + fabsf(k) * 9.0f + bob;
        SDL_FRect r = {x, y, cardW, cardH};
        SDL_FRect px = Gfx_ToPixels(&app->gfx, r);
        SDL_FRect sh = px;
        sh.x += Gfx_Px(&app->gfx, 4.0f);
        sh.y += Gfx_Px(&app->gfx, 7.0f);
        CardAtlas_DrawShadow(app->cards, &sh, angle, 140);
        Card c = Card_ParseToken(fan[i], strlen(fan[i]));
        CardAtlas_DrawCard(app->cards, c, true, App_CardStyle(app), &px, angle, 255);
        LayoutRecord_AddTurnedCard(r, c, true, angle); /* for the layout check: no words on the fan */
    }
}

static void Draw(Scene *s, App *app)
{
    TitleScene *t = (TitleScene *)s;
    Gfx_DrawFelt(&app->gfx);
    TextStyle title = Text_Style(FONT_SERIF_BOLD, 84.0f, Gfx_Rgba(0, 0, 0, 120), TEXT_CENTER);
    Text_Draw(&app->gfx, &title, LAYOUT_W * 0.5f + 3.0f, 24.0f + 4.0f, "Parlour");
    title.color = THEME_GOLD;
    Text_Draw(&app->gfx, &title, LAYOUT_W * 0.5f, 24.0f, "Parlour");
    TextStyle sub = Text_Style(FONT_SANS, 19.0f, THEME_PARCHMENT, TEXT_CENTER);
    Text_Draw(&app->gfx, &sub, LAYOUT_W * 0.5f, 126.0f, "Card games from Hoyle\xE2\x80\x99s Games Modernized, 1909");
    SDL_FRect panel = {t->menu.x - 20.0f, t->menu.y - 18.0f, t->menu.w + 40.0f,
                       (float)t->menu.count * t->menu.itemH + 30.0f};
    DrawFan(t, app, GroupNamesLeft(app, panel));
    Ui_DrawPanel(app, panel);
    UiMenu_Draw(&t->menu, app);
    /* The book's grouping, beside the first game of each group. */
    TextStyle group = Text_Style(FONT_SANS_BOLD, THEME_TEXT_SMALL, THEME_GOLD, TEXT_RIGHT);
    for (int g = 0; g < GameList_Count(); g++) {
        if (g == 0 || GameList_Get(g)->group != GameList_Get(g - 1)->group) {
            SDL_FRect row = UiMenu_ItemRect(&t->menu, UiMenu_RowOfTag(&t->menu, g));
            Text_Draw(&app->gfx, &group, panel.x - 16.0f, row.y + (row.h - 22.0f) * 0.5f,
                      GameList_GroupName(GameList_Get(g)->group));
        }
    }
    int focused = UiMenu_FocusedTag(&t->menu);
    const GameEntry *game = GameList_Get(focused);
    if (game != NULL && focused < ITEM_SETTINGS) {
        TextStyle blurb = Text_Style(FONT_SANS, THEME_TEXT_SMALL, THEME_PARCHMENT, TEXT_CENTER);
        Text_Draw(&app->gfx, &blurb, LAYOUT_W * 0.5f, BLURB_Y, game->blurb);
    }
    UiPrompt prompts[] = {{ACTION_CONFIRM, "Select"}, {ACTION_BACK, "Quit"}};
    Ui_DrawPrompts(app, prompts, 2);
}

static void Destroy(Scene *s)
{
    free(s);
}

static bool Locate(Scene *s, App *app, const char *name, SDL_FRect *out)
{
    (void)app;
    return UiMenu_Locate(&((TitleScene *)s)->menu, name, out);
}

static const SceneOps kOps = {
    .name = "title",
    .enter = Enter,
    .resume = Enter,
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
    .stillFor = StillFor,
};

/* The menu; Continue comes first while a game is saved (it comes and goes as the player returns here). */
static void BuildMenu(TitleScene *t)
{
    int focused = UiMenu_FocusedTag(&t->menu);
    bool had = t->saved >= 0;
    t->saved = t->demo ? 0 : GameList_FirstSaved();
    /* The menu stands right of the fan; its rows close up as games join the list, down to a height a couch can
     * still read, so the panel ends above the focused game's line and the prompts. Continue lifts it a little. */
    int rows = GameList_Count() + 3 + (t->saved >= 0);
    float top = t->saved >= 0 ? MENU_TOP - 24.0f : MENU_TOP;
    float itemH = fminf(58.0f, fmaxf(41.0f, (MENU_BOTTOM - top) / (float)rows));
    UiMenu_Init(&t->menu, MENU_X, top, MENU_W, itemH);
    if (t->saved >= 0) {
        char label[64];
        snprintf(label, sizeof label, "Continue %s", GameList_Get(t->saved)->title);
        UiMenu_AddTagged(&t->menu, label, ITEM_CONTINUE);
    }
    for (int g = 0; g < GameList_Count(); g++) {
        UiMenu_AddTagged(&t->menu, GameList_Get(g)->title, g);
    }
    UiMenu_AddTagged(&t->menu, "Join a table", ITEM_JOIN);
    UiMenu_AddTagged(&t->menu, "Settings", ITEM_SETTINGS);
    UiMenu_AddTagged(&t->menu, "Quit", ITEM_QUIT);
    /* A game to carry on is the likeliest wish when it first appears; otherwise the focus stays where it was. */
    UiMenu_FocusTag(&t->menu, t->saved >= 0 && !had ? ITEM_CONTINUE : focused, 0);
}

static void Enter(Scene *s, App *app)
{
    (void)app;
    BuildMenu((TitleScene *)s);
}

Scene *TitleScene_Create(App *app)
{
    (void)app;
    TitleScene *t = calloc(1, sizeof *t);
    if (t == NULL) {
        return NULL;
    }
    t->base.ops = &kOps;
    t->saved = -1;
    BuildMenu(t);
    return &t->base;
}

Scene *TitleScene_CreateContinueDemo(App *app)
{
    TitleScene *t = (TitleScene *)(void *)TitleScene_Create(app);
    if (t != NULL) {
        t->demo = true;
        t->saved = -1;
        BuildMenu(t);
    }
    return t != NULL ? &t->base : NULL;
}
