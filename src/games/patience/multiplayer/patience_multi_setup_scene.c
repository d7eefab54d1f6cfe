/* patience_multi_setup_scene.c: who plays Poker Patience together, on which devices, and on which deal. */
#include "games/patience/multiplayer/patience_multi.h"
#include "games/patience/multiplayer/patience_multi_store.h"

#include "games/patience/patience_names.h"
#include "games/patience/patience_scenes.h"
#include "games/patience/patience_store.h"

#include "app/app.h"
#include "platform/audio.h"
#include "render/text.h"
#include "scenes/scenes.h"
#include "ui/ui_draw.h"
#include "ui/ui_menu.h"
#include "ui/ui_theme.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- players: colours, devices, names ---- */

SDL_Color PatienceMulti_Colour(int index)
{
    static const SDL_Color kColours[PM_MAX_SEATS] = {
        {232, 92, 76, 255},   /* red */
        {92, 156, 240, 255},  /* blue */
        {112, 206, 120, 255}, /* green */
        {236, 190, 72, 255},  /* gold */
    };
    return kColours[(unsigned)index % PM_MAX_SEATS];
}

const char *PatienceMulti_DeviceName(int pad, char *buf, size_t size)
{
    if (pad == PM_KEYBOARD) {
        snprintf(buf, size, "Keyboard & mouse");
    } else {
        snprintf(buf, size, "Gamepad %d", pad + 1);
    }
    return buf;
}

/* Names to choose from with left and right (a gamepad cannot type); the records keep wins by name. */
static const char *const kNames[] = {"Ada",  "Ben",  "Cleo", "Dora", "Eli",  "Fay",  "Gus", "Hal",  "Ivy",
                                     "Jack", "Kit",  "Lena", "Max",  "Nell", "Otto", "Pia", "Quin", "Rosa",
                                     "Sam",  "Tess", "Uma",  "Vic",  "Wren", "Yves", "Zoe"};
#define NAME_COUNT ((int)(sizeof kNames / sizeof kNames[0]))

static bool NameTaken(const PmSetup *setup, int seat, const char *name, int upTo)
{
    for (int i = 0; i < upTo; i++) {
        if (i != seat && strcmp(setup->seats[i].name, name) == 0) {
            return true;
        }
    }
    return false;
}

const char *PatienceMulti_DefaultName(const PmSetup *setup, int seat)
{
    for (int k = 0; k < NAME_COUNT; k++) {
        if (!NameTaken(setup, seat, kNames[k], PM_MAX_SEATS)) {
            return kNames[k];
        }
    }
    return kNames[seat % NAME_COUNT];
}

void PatienceMulti_CycleName(PmSetup *setup, int seat, int dir)
{
    int at = 0;
    for (int k = 0; k < NAME_COUNT; k++) {
        if (strcmp(kNames[k], setup->seats[seat].name) == 0) {
            at = k;
        }
    }
    for (int step = 1; step <= NAME_COUNT; step++) {
        int k = ((at + dir * step) % NAME_COUNT + NAME_COUNT) % NAME_COUNT;
        if (!NameTaken(setup, seat, kNames[k], PM_MAX_SEATS)) {
            snprintf(setup->seats[seat].name, sizeof setup->seats[seat].name, "%s", kNames[k]);
            return;
        }
    }
}

/* ---- the scene ---- */

typedef enum SetupItem {
    ITEM_RESUME,
    ITEM_PLAYER, /* + seat */
    ITEM_JOIN = ITEM_PLAYER + PM_MAX_SEATS,
    ITEM_MODE,
    ITEM_COUNT,
    ITEM_LAYOUT,
    ITEM_TABLE,
    ITEM_START,
    ITEM_BACK
} SetupItem;

typedef struct SetupScene {
    Scene base;
    UiMenu menu;
    PmSetup setup; /* seats[0..joined) are the split-screen players; names are kept for all four */
    int joined;    /* split screen: players who have joined with a device */
    int passCount; /* pass-and-play: how many players share the device */
    char notice[200];
    float noticeTime;
    bool demo; /* screenshots: the made-up gamepads are not really there */
    bool hasSaved;
    bool startArmed; /* Start over a saved game asks for a second press */
    PmSavedGame saved;
} SetupScene;

static int Players(const SetupScene *s)
{
    return s->setup.mode == PM_SPLIT ? s->joined : s->passCount;
}

static void BuildMenu(SetupScene *s)
{
    int focused = UiMenu_FocusedTag(&s->menu); /* none on the first build: Start */
    UiMenu_Init(&s->menu, 70.0f, 150.0f, 560.0f, 50.0f);
    char label[64], device[32];
    if (s->hasSaved) {
        UiMenu_AddTagged(&s->menu, "Resume game", ITEM_RESUME);
    }
    for (int i = 0; i < Players(s); i++) {
        if (s->setup.mode == PM_SPLIT) {
            snprintf(label, sizeof label, "%d \xC2\xB7 %s", i + 1,
                     PatienceMulti_DeviceName(s->setup.seats[i].pad, device, sizeof device));
        } else {
            snprintf(label, sizeof label, "Player %d", i + 1);
        }
        int row = UiMenu_AddTagged(&s->menu, label, ITEM_PLAYER + i);
        UiMenu_SetValue(&s->menu, row, s->setup.seats[i].name, -1.0f);
    }
    if (s->setup.mode == PM_SPLIT && s->joined < PM_MAX_SEATS) {
        int row = UiMenu_AddTagged(&s->menu, "Press Confirm on your device to join", ITEM_JOIN);
        s->menu.items[row].enabled = false;
    }
    UiMenu_AddTagged(&s->menu, "Seating", ITEM_MODE);
    UiMenu_SetValue(&s->menu, UiMenu_RowOfTag(&s->menu, ITEM_MODE),
                    s->setup.mode == PM_SPLIT ? "Split screen" : "Pass and play", -1.0f);
    if (s->setup.mode == PM_PASS) {
        UiMenu_AddTagged(&s->menu, "Players", ITEM_COUNT);
        snprintf(label, sizeof label, "%d", s->passCount);
        UiMenu_SetValue(&s->menu, UiMenu_RowOfTag(&s->menu, ITEM_COUNT), label, -1.0f);
    }
    UiMenu_AddTagged(&s->menu, "Layout", ITEM_LAYOUT);
    UiMenu_SetValue(&s->menu, UiMenu_RowOfTag(&s->menu, ITEM_LAYOUT),
                    PatienceNames_LayoutShort(s->setup.variant.layout), -1.0f);
    UiMenu_AddTagged(&s->menu, "Table", ITEM_TABLE);
    UiMenu_SetValue(&s->menu, UiMenu_RowOfTag(&s->menu, ITEM_TABLE),
                    s->setup.variant.table == PATIENCE_TABLE_ENGLISH ? "English" : "American", -1.0f);
    UiMenu_AddTagged(&s->menu, "Start", ITEM_START);
    UiMenu_AddTagged(&s->menu, "Back", ITEM_BACK);
    UiMenu_FocusTag(&s->menu, focused, ITEM_START);
}

static void Notice(SetupScene *s, const char *text)
{
    snprintf(s->notice, sizeof s->notice, "%s", text);
    s->noticeTime = 5.0f;
}

static int SeatWith(const SetupScene *s, int pad)
{
    for (int i = 0; i < s->joined; i++) {
        if (s->setup.seats[i].pad == pad) {
            return i;
        }
    }
    return -1;
}

static void Join(SetupScene *s, int pad)
{
    if (s->joined >= PM_MAX_SEATS) {
        Notice(s, "Four players have joined: that is the most one screen holds.");
        Audio_Play(SFX_ERROR);
        return;
    }
    PmSeat *seat = &s->setup.seats[s->joined];
    seat->pad = pad;
    seat->colour = s->joined;
    s->joined++;
    Audio_Play(SFX_SELECT);
    BuildMenu(s);
}

static void Leave(SetupScene *s, int index)
{
    /* The players after move up a place; names travel with their players, colours stay with the places. */
    for (int i = index; i + 1 < s->joined; i++) {
        PmSeat moved = s->setup.seats[i + 1];
        s->setup.seats[i + 1] = s->setup.seats[i];
        s->setup.seats[i] = moved;
        s->setup.seats[i].colour = i;
        s->setup.seats[i + 1].colour = i + 1;
    }
    s->joined--;
    Audio_Play(SFX_MOVE);
    BuildMenu(s);
}

static void Start(SetupScene *s, App *app)
{
    if (s->hasSaved && !s->startArmed) {
        s->startArmed = true;
        Notice(s, "Press Start again to begin a new game: the saved game will be replaced.");
        Audio_Play(SFX_MOVE);
        return;
    }
    PmSetup setup = s->setup;
    setup.count = Players(s);
    if (setup.count < 2) {
        Notice(s, s->setup.mode == PM_SPLIT
                      ? "Two players at least: a second player presses Confirm on their gamepad or the keyboard. "
                        "Only one device? Choose Pass and play."
                      : "Two players at least.");
        Audio_Play(SFX_ERROR);
        return;
    }
    for (int i = 0; i < setup.count; i++) {
        setup.seats[i].colour = i;
        if (setup.mode == PM_PASS) {
            setup.seats[i].pad = PM_KEYBOARD;
        }
    }
    Scene *table = PatienceMultiScene_Create(app, &setup, 0);
    if (table != NULL) {
        Audio_Play(SFX_SELECT);
        App_Push(app, table);
    }
}

static void Adjust(SetupScene *s, int item, int dir)
{
    if (item >= ITEM_PLAYER && item < ITEM_PLAYER + PM_MAX_SEATS) {
        PatienceMulti_CycleName(&s->setup, item - ITEM_PLAYER, dir);
    } else if (item == ITEM_MODE) {
        s->setup.mode = s->setup.mode == PM_SPLIT ? PM_PASS : PM_SPLIT;
    } else if (item == ITEM_COUNT) {
        s->passCount = (s->passCount - 2 + dir + 3) % 3 + 2;
    } else if (item == ITEM_LAYOUT) {
        s->setup.variant.layout =
            s->setup.variant.layout == PATIENCE_LAYOUT_HOYLE ? PATIENCE_LAYOUT_FREE : PATIENCE_LAYOUT_HOYLE;
    } else if (item == ITEM_TABLE) {
        s->setup.variant.table =
            s->setup.variant.table == PATIENCE_TABLE_ENGLISH ? PATIENCE_TABLE_AMERICAN : PATIENCE_TABLE_ENGLISH;
    } else {
        return;
    }
    BuildMenu(s);
}

static void Handle(Scene *sc, App *app, const InputEvent *ev)
{
    SetupScene *s = (SetupScene *)sc;
    int pad = ev->device == DEVICE_GAMEPAD ? ev->pad : PM_KEYBOARD;
    bool pointer = ev->action == ACTION_POINTER_MOVE || ev->action == ACTION_POINTER_DOWN ||
                   ev->action == ACTION_POINTER_UP || ev->action == ACTION_SCROLL;
    if (s->setup.mode == PM_SPLIT && !pointer) {
        int seat = SeatWith(s, pad);
        if (ev->action == ACTION_CONFIRM && seat < 0) {
            Join(s, pad); /* a device not yet at the table: its player joins */
            return;
        }
        if (ev->action == ACTION_BACK && seat > 0) {
            Leave(s, seat); /* a player other than the first leaves; the first's Back leaves the screen */
            return;
        }
    }
    if (ev->action == ACTION_BACK) {
        App_Pop(app);
        return;
    }
    if (ev->action == ACTION_HELP) {
        Scene *rules = RulesScene_Create(app, PATIENCE_RULES_FILE);
        if (rules != NULL) {
            App_Push(app, rules);
        }
        return;
    }
    int index = 0;
    UiMenuResult r = UiMenu_Handle(&s->menu, ev, &index);
    int item = UiMenu_TagOfRow(&s->menu, index);
    if (r != UI_MENU_NONE && item != ITEM_START) {
        s->startArmed = false;
    }
    if (r == UI_MENU_ACTIVATE) {
        if (item == ITEM_RESUME) {
            Scene *table = PatienceMultiScene_CreateResume(app, &s->saved);
            if (table != NULL) {
                Audio_Play(SFX_SELECT);
                App_Push(app, table);
            }
        } else if (item == ITEM_START) {
            Start(s, app);
        } else if (item == ITEM_BACK) {
            App_Pop(app);
        } else {
            Adjust(s, item, 1);
        }
    } else if (r == UI_MENU_LEFT || r == UI_MENU_RIGHT) {
        Adjust(s, item, r == UI_MENU_LEFT ? -1 : 1);
    }
}

static void Update(Scene *sc, App *app, float dt)
{
    SetupScene *s = (SetupScene *)sc;
    UiMenu_Update(&s->menu, dt);
    s->noticeTime = fmaxf(0.0f, s->noticeTime - dt);
    /* A gamepad unplugged here takes its player out; plugging it in and pressing Confirm joins again. */
    for (int i = s->demo ? -1 : s->joined - 1; i >= 0; i--) {
        int pad = s->setup.seats[i].pad;
        if (pad >= 0 && (pad >= INPUT_MAX_PADS || app->input.pads[pad] == NULL)) {
            char text[128];
            snprintf(text, sizeof text, "Gamepad %d was unplugged, so %s left.", pad + 1, s->setup.seats[i].name);
            Leave(s, i);
            Notice(s, text);
        }
    }
}

/* The saved game comes and goes: read it on entering and on coming back from a table. */
static void LoadSaved(SetupScene *s, App *app)
{
    char message[PLAYER_MESSAGE_MAX];
    PatienceStoreStatus status = PatienceMultiStore_LoadGame(&s->saved, message, sizeof message);
    bool had = s->hasSaved;
    s->hasSaved = status == PATIENCE_STORE_OK;
    s->startArmed = false;
    if (status == PATIENCE_STORE_CORRUPT) {
        Scene *box = MessageScene_Create(app, "Your saved game could not be read", message);
        if (box != NULL) {
            App_Push(app, box);
        }
    }
    BuildMenu(s);
    if (s->hasSaved && !had) {
        UiMenu_FocusTag(&s->menu, ITEM_RESUME, ITEM_START);
    }
}

static void Enter(Scene *sc, App *app)
{
    SetupScene *s = (SetupScene *)sc;
    if (!s->demo) {
        LoadSaved(s, app);
    }
}

static void DrawSaved(SetupScene *s, App *app, float x, float y, float w)
{
    Gfx *gfx = &app->gfx;
    const PmSavedGame *g = &s->saved;
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 28.0f, THEME_GOLD, TEXT_LEFT);
    TextStyle body = Text_Style(FONT_SANS, 18.0f, THEME_CREAM, TEXT_LEFT);
    Text_Draw(gfx, &head, x, y, "Your game in progress");
    char text[160];
    snprintf(text, sizeof text, "%s \xC2\xB7 %s \xC2\xB7 %s",
             g->setup.mode == PM_SPLIT ? "Split screen" : "Pass and play",
             PatienceNames_LayoutShort(g->setup.variant.layout),
             g->setup.variant.table == PATIENCE_TABLE_ENGLISH ? "English" : "American");
    y += 48.0f;
    y += Text_DrawWrapped(gfx, &body, x, y, w, text, true) + 14.0f;
    char device[32];
    for (int i = 0; i < g->setup.count; i++) {
        const PmSeat *seat = &g->setup.seats[i];
        Gfx_FillRoundRect(gfx, (SDL_FRect){x, y + 4.0f, 18.0f, 18.0f}, 9.0f, PatienceMulti_Colour(i));
        if (g->setup.mode == PM_SPLIT) {
            snprintf(text, sizeof text, "  \xC2\xB7  %d of %d laid  \xC2\xB7  %s", g->games[i].placed, PATIENCE_CARDS,
                     PatienceMulti_DeviceName(seat->pad, device, sizeof device));
        } else {
            snprintf(text, sizeof text, "  \xC2\xB7  %d of %d laid", g->games[i].placed, PATIENCE_CARDS);
        }
        TextStyle who = Text_Style(FONT_SANS_BOLD, 18.0f, THEME_CREAM, TEXT_LEFT);
        Text_DrawFitName(gfx, &who, x + 30.0f, y, w - 30.0f, seat->name, text);
        y += 32.0f;
    }
    if (g->setup.mode == PM_SPLIT) {
        Text_DrawWrapped(gfx, &body, x, y + 10.0f, w,
                         "Each player goes back to the same device; a missing gamepad can be replaced by "
                         "pressing Confirm on another.",
                         true);
    }
}

static void DrawInfo(SetupScene *s, App *app, SDL_FRect r)
{
    Gfx *gfx = &app->gfx;
    Ui_DrawPanel(app, r);
    float x = r.x + 28.0f;
    float w = r.w - 56.0f;
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 28.0f, THEME_GOLD, TEXT_LEFT);
    TextStyle body = Text_Style(FONT_SANS, 18.0f, THEME_CREAM, TEXT_LEFT);
    float y = r.y + 22.0f;
    if (UiMenu_FocusedTag(&s->menu) == ITEM_RESUME && s->hasSaved) {
        DrawSaved(s, app, x, y, w);
        return;
    }
    if (s->setup.mode == PM_SPLIT) {
        Text_Draw(gfx, &head, x, y, "Split screen");
        y += 48.0f;
        y += Text_DrawWrapped(gfx, &body, x, y, w,
                              "Each player has a device: a gamepad each, or the keyboard and mouse. Press "
                              "Confirm on yours to join (two to four players); Back on yours to leave. "
                              "Left and right on your row change your name.",
                              true) +
             16.0f;
        y += Text_DrawWrapped(gfx, &body, x, y, w,
                              "Everyone gets the same card at the same time; the next comes when all have "
                              "placed it.",
                              true) +
             16.0f;
    } else {
        Text_Draw(gfx, &head, x, y, "Pass and play");
        y += 48.0f;
        y += Text_DrawWrapped(gfx, &body, x, y, w,
                              "One device passed around. Each player lays out the whole deal in turn; the "
                              "others' layouts stay hidden until the results.",
                              true) +
             16.0f;
    }
    /* The seats as they will appear: colour, name, device. */
    char line[80], device[32];
    for (int i = 0; i < Players(s); i++) {
        const PmSeat *seat = &s->setup.seats[i];
        Gfx_FillRoundRect(gfx, (SDL_FRect){x, y + 4.0f, 18.0f, 18.0f}, 9.0f, PatienceMulti_Colour(i));
        line[0] = '\0';
        if (s->setup.mode == PM_SPLIT) {
            snprintf(line, sizeof line, "  \xC2\xB7  %s", PatienceMulti_DeviceName(seat->pad, device, sizeof device));
        }
        TextStyle who = Text_Style(FONT_SANS_BOLD, 19.0f, THEME_CREAM, TEXT_LEFT);
        Text_DrawFitName(gfx, &who, x + 30.0f, y, w - 30.0f, seat->name, line);
        y += 32.0f;
    }
    if (s->noticeTime > 0.0f) {
        TextStyle n = Text_Style(FONT_SANS_BOLD, 17.0f, THEME_FOCUS, TEXT_LEFT);
        Text_DrawWrapped(gfx, &n, x, r.y + r.h - 82.0f, w, s->notice, true);
    }
}

static void Draw(Scene *sc, App *app)
{
    SetupScene *s = (SetupScene *)sc;
    Gfx_DrawFelt(&app->gfx);
    Ui_DrawHeading(app, "Several players", "Everyone lays out the same 25 cards");
    SDL_FRect panel = {s->menu.x - 20.0f, s->menu.y - 16.0f, s->menu.w + 40.0f,
                       (float)s->menu.count * s->menu.itemH + 28.0f};
    Ui_DrawPanel(app, panel);
    UiMenu_Draw(&s->menu, app);
    DrawInfo(s, app, (SDL_FRect){700.0f, panel.y, 520.0f, 480.0f});
    int item = UiMenu_FocusedTag(&s->menu);
    bool split = s->setup.mode == PM_SPLIT; /* joining and leaving are for pads at a split screen only */
    if (item == ITEM_START || item == ITEM_BACK) {
        UiPrompt prompts[] = {{ACTION_CONFIRM, split ? "Select / join" : "Select"},
                              {ACTION_BACK, split ? "Back / leave" : "Back"},
                              {ACTION_HELP, "Rules"}};
        Ui_DrawPrompts(app, prompts, 3);
    } else if (split) {
        UiPrompt prompts[] = {
            {ACTION_LEFT, "Change"}, {ACTION_CONFIRM, "Join"}, {ACTION_BACK, "Back / leave"}, {ACTION_HELP, "Rules"}};
        Ui_DrawPrompts(app, prompts, 4);
    } else {
        UiPrompt prompts[] = {{ACTION_LEFT, "Change"}, {ACTION_BACK, "Back"}, {ACTION_HELP, "Rules"}};
        Ui_DrawPrompts(app, prompts, 3);
    }
}

static void Destroy(Scene *s)
{
    free(s);
}

static bool Locate(Scene *s, App *app, const char *name, SDL_FRect *out)
{
    (void)app;
    return UiMenu_Locate(&((SetupScene *)s)->menu, name, out);
}

static const SceneOps kOps = {
    .name = "patience-multi-setup",
    .enter = Enter,
    .resume = Enter,
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
};

static SetupScene *Make(void)
{
    SetupScene *s = calloc(1, sizeof *s);
    if (s == NULL) {
        return NULL;
    }
    s->base.ops = &kOps;
    s->setup.mode = PM_SPLIT;
    s->setup.variant = Patience_DefaultVariant();
    PatienceVariant saved;
    if (PatienceStore_LoadVariant(&saved) && saved.layout != PATIENCE_LAYOUT_SERPENT) {
        s->setup.variant = saved;
    }
    for (int i = 0; i < PM_MAX_SEATS; i++) {
        snprintf(s->setup.seats[i].name, sizeof s->setup.seats[i].name, "%s", kNames[i]);
        s->setup.seats[i].colour = i;
        s->setup.seats[i].pad = PM_KEYBOARD;
    }
    s->passCount = 2;
    return s;
}

Scene *PatienceMultiSetupScene_Create(App *app)
{
    SetupScene *s = Make();
    if (s == NULL) {
        return NULL;
    }
    /* Whoever opened this screen is the first player, on the device they used. */
    s->setup.seats[0].pad =
        app->input.lastDevice == DEVICE_GAMEPAD && app->input.lastPad >= 0 ? app->input.lastPad : PM_KEYBOARD;
    s->joined = 1;
    BuildMenu(s);
    return &s->base;
}

Scene *PatienceMultiSetupScene_CreateDemo(App *app)
{
    (void)app;
    SetupScene *s = Make();
    if (s == NULL) {
        return NULL;
    }
    s->demo = true;
    for (int i = 0; i < PM_MAX_SEATS; i++) {
        snprintf(s->setup.seats[i].name, sizeof s->setup.seats[i].name, "%s", Scenes_DemoName(i, kNames[i]));
    }
    s->setup.seats[0].pad = PM_KEYBOARD;
    s->setup.seats[1].pad = 0;
    s->setup.seats[2].pad = 1;
    s->joined = 3;
    BuildMenu(s);
    return &s->base;
}
