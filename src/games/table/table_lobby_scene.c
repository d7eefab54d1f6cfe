/* table_lobby_scene.c: the one lobby of every table game: variant, who sits where, new game or resume, records, rules. */
#include "table_lobby_scene.h"

#include "table_finish.h"
#include "table_hosting.h"
#include "table_stats_scene.h"
#include "table_waiting_scene.h"

#include "app/app.h"
#include "platform/paths.h"
#include "platform/log.h"
#include "platform/player_file.h"
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

/* Menu tags: seats are LOBBY_SEAT + seat, so rows can come and go (resume, a variant with fewer seats); the
   game's own options LOBBY_OPTION + option. */
enum {
    LOBBY_RESUME = 1,
    LOBBY_NEW,
    LOBBY_VARIANT,
    LOBBY_STATS,
    LOBBY_RULES,
    LOBBY_BACK,
    LOBBY_RESUME_HOSTED,
    LOBBY_OPTION = 50,
    LOBBY_SEAT = 100
};

/* A seat's occupant cycles through these: a person here, a person on another device, the computer at each level. */
#define OCCUPANTS (2 + GAME_AI_LEVEL_COUNT)
#define OCCUPANT_REMOTE 1

typedef struct TableLobby {
    Scene base;
    UiMenu menu;
    const TableGame *game;
    TableLobbyPrefs prefs;
    bool hasGame;
    TableSaved saved;
    char savedLine[256];
    bool newArmed; /* New game over a saved game asks for a second press */
    bool hasHosted; /* a hosted game is in its own slot */
    char hostedFile[64], seatsFile[64];
    char notice[PLAYER_MESSAGE_MAX]; /* a bad lobby file: shown whole once the lobby is up */
} TableLobby;
MENU_SCENE_CHECK(TableLobby);

static const GameSeating *Seating(const TableLobby *l)
{
    return &l->prefs.seating[l->prefs.variant];
}

static bool Remote(const TableLobby *l, int seat)
{
    return l->prefs.remote[l->prefs.variant][seat] && Seating(l)->seat[seat].kind == SEAT_PERSON;
}

static int OccupantOf(const TableLobby *l, int seat)
{
    const GameSeat *occupant = &Seating(l)->seat[seat];
    if (occupant->kind == SEAT_PERSON) {
        return Remote(l, seat) ? OCCUPANT_REMOTE : 0;
    }
    return 2 + (int)occupant->level;
}

static void SetOccupant(TableLobby *l, int seat, int occupant)
{
    GameSeat *at = &l->prefs.seating[l->prefs.variant].seat[seat];
    *at = occupant <= OCCUPANT_REMOTE ? (GameSeat){SEAT_PERSON, GAME_AI_MEDIUM}
                                      : (GameSeat){SEAT_COMPUTER, (GameAiLevel)(occupant - 2)};
    l->prefs.remote[l->prefs.variant][seat] = occupant == OCCUPANT_REMOTE;
}

/* The seating a new game starts with: the lobby's, each seat with its player's name. */
static GameSeating NamedSeating(const TableLobby *l)
{
    GameSeating seating = *Seating(l);
    for (int s = 0; s < seating.count; s++) {
        snprintf(seating.name[s], sizeof seating.name[s], "%s", l->prefs.name[s]);
    }
    return seating;
}

static bool IsOption(const TableLobby *l, int tag)
{
    return tag >= LOBBY_OPTION && tag < LOBBY_OPTION + l->game->optionCount && tag - LOBBY_OPTION < TABLE_MAX_OPTIONS;
}

static const char *OccupantName(const TableLobby *l, int seat)
{
    static const char *const kNames[OCCUPANTS] = {"Person", "Other device", "Easy", "Medium", "Strong"};
    return kNames[OccupantOf(l, seat)];
}

static void SetValues(TableLobby *l)
{
    const GameRules *rules = l->game->rules;
    UiMenu_SetValue(&l->menu, UiMenu_RowOfTag(&l->menu, LOBBY_VARIANT), rules->variantName(l->prefs.variant), -1.0f);
    const GameSeating *seating = Seating(l);
    for (int s = 0; s < seating->count; s++) {
        if (Game_PlayedBy(rules, l->prefs.variant, s) == s) { /* a dummy's row has no value: its label says it all */
            UiMenu_SetValue(&l->menu, UiMenu_RowOfTag(&l->menu, LOBBY_SEAT + s), OccupantName(l, s), -1.0f);
        }
    }
    for (int i = 0; IsOption(l, LOBBY_OPTION + i); i++) {
        const char *value = l->prefs.option[i] ? "On" : "Off";
        UiMenu_SetValue(&l->menu, UiMenu_RowOfTag(&l->menu, LOBBY_OPTION + i), value, -1.0f);
    }
    /* "Rubicon" reads better than "rubicon" on a menu. */
    int row = UiMenu_RowOfTag(&l->menu, LOBBY_VARIANT);
    if (row >= 0) {
        char *v = l->menu.items[row].value;
        v[0] = (char)(v[0] >= 'a' && v[0] <= 'z' ? v[0] - 32 : v[0]);
    }
}

static void BuildMenu(TableLobby *l)
{
    int focused = UiMenu_FocusedTag(&l->menu);
    const GameSeating *seating = Seating(l);
    int rows = 6 + seating->count + (l->hasGame ? 1 : 0) + (l->hasHosted ? 1 : 0) + l->game->optionCount;
    /* Eleven rows or more (four seats, a saved game, the game's options) share the height above the prompts. */
    float itemH = rows > 10 ? 480.0f / (float)rows : rows > 9 ? 46.0f : 52.0f;
    UiMenu_Init(&l->menu, LAYOUT_W * 0.5f - 520.0f, 158.0f, 500.0f, itemH);
    /* Labels here are short ("Variant", a seat) and variant names long ("Three-handed"): give values half. */
    l->menu.valueAt = 0.5f;
    if (l->hasGame) {
        UiMenu_AddTagged(&l->menu, "Resume game", LOBBY_RESUME);
    }
    if (l->hasHosted) {
        UiMenu_AddTagged(&l->menu, "Resume hosted game", LOBBY_RESUME_HOSTED);
    }
    UiMenu_AddTagged(&l->menu, TableLobbyPrefs_Hosts(&l->prefs, l->prefs.variant) ? "Host a new game" : "New game",
                     LOBBY_NEW);
    UiMenu_AddTagged(&l->menu, "Variant", LOBBY_VARIANT);
    for (int s = 0; s < seating->count; s++) {
        const GameRules *rules = l->game->rules;
        int by = Game_PlayedBy(rules, l->prefs.variant, s);
        char label[96];
        if (by != s) { /* "Dummy: played by South": nothing to choose there */
            snprintf(label, sizeof label, "%s: played by %s", Game_SeatName(rules, l->prefs.variant, s),
                     Game_SeatName(rules, l->prefs.variant, by));
        } else if (l->prefs.name[s][0] != '\0') { /* "North: Ada" */
            snprintf(label, sizeof label, "%s: %s", Game_SeatName(rules, l->prefs.variant, s), l->prefs.name[s]);
        } else {
            snprintf(label, sizeof label, "%s", Game_SeatName(rules, l->prefs.variant, s));
        }
        UiMenu_AddTagged(&l->menu, label, LOBBY_SEAT + s);
    }
    for (int i = 0; IsOption(l, LOBBY_OPTION + i); i++) {
        UiMenu_AddTagged(&l->menu, l->game->options[i].label, LOBBY_OPTION + i);
    }
    UiMenu_AddTagged(&l->menu, "Statistics", LOBBY_STATS);
    UiMenu_AddTagged(&l->menu, "Rules", LOBBY_RULES);
    UiMenu_AddTagged(&l->menu, "Back", LOBBY_BACK);
    for (int i = 0; i < l->menu.count; i++) {
        int tag = l->menu.items[i].tag;
        /* A seat another plays all game (Dummy) has no occupant to choose. */
        int seat = tag - LOBBY_SEAT;
        bool ownPlayer = tag >= LOBBY_SEAT && Game_PlayedBy(l->game->rules, l->prefs.variant, seat) == seat;
        l->menu.items[i].adjustable = tag == LOBBY_VARIANT || ownPlayer || IsOption(l, tag);
    }
    SetValues(l);
    UiMenu_FocusTag(&l->menu, focused, LOBBY_NEW);
}

static void SavePrefs(TableLobby *l, App *app)
{
    char message[PLAYER_MESSAGE_MAX];
    if (!TableLobbyPrefs_Save(l->game, &l->prefs, message, sizeof message)) {
        App_Toast(app, "%s", message);
    }
}

/*
 * Reads the saved game; one that cannot be read has been set aside by the store, and the player is told. A saved
 * game that is over is a result, never a game to resume: it is counted (unless it was, before the program stopped)
 * and removed, and the player is shown how it ended. On entering, a game kept aside because the statistics could
 * not be written is counted first (table_finish.h).
 */
static void LoadSaved(TableLobby *l, App *app, bool entering)
{
    if (l->hasGame) {
        TableSaved_Free(&l->saved);
    }
    char message[PLAYER_MESSAGE_MAX], what[96], pending[PLAYER_MESSAGE_MAX] = "", ended[PLAYER_MESSAGE_MAX] = "";
    if (entering) {
        TableFinish_SettlePending(l->game, pending, sizeof pending);
    }
    TableGame_SaveWhat(l->game, what, sizeof what);
    bool had = l->hasGame;
    TableStoreStatus status =
        TableStore_LoadGame(l->game->gameFile, what, l->game->rules, &l->saved, message, sizeof message);
    if (status == TABLE_STORE_OK && TableFinish_IsOver(l->game, &l->saved)) {
        TableFinish_SettleSaved(l->game, &l->saved, ended, sizeof ended);
        TableSaved_Free(&l->saved);
        status = TABLE_STORE_NONE;
    }
    if (pending[0] != '\0' || ended[0] != '\0') {
        char text[2 * PLAYER_MESSAGE_MAX + 2]; /* both whole */
        snprintf(text, sizeof text, "%s%s%s", pending, pending[0] != '\0' && ended[0] != '\0' ? "\n\n" : "", ended);
        MenuScene_Open(app, MessageScene_Create(app, "Your last game", text));
    }
    l->hasGame = status == TABLE_STORE_OK;
    l->hasHosted = TableStore_HasGame(l->hostedFile);
    l->newArmed = false;
    l->savedLine[0] = '\0';
    if (l->hasGame && l->game->describeSaved != NULL) {
        l->game->describeSaved(&l->saved, l->savedLine, sizeof l->savedLine);
    }
    if (status == TABLE_STORE_CORRUPT) {
        MenuScene_Open(app, MessageScene_Create(app, "Your saved game could not be read", message));
    }
    BuildMenu(l);
    if (l->hasGame && !had) {
        UiMenu_FocusTag(&l->menu, LOBBY_RESUME, LOBBY_NEW);
    }
}

static void Enter(Scene *s, App *app)
{
    TableLobby *l = (TableLobby *)s;
    if (l->notice[0] != '\0') {
        MenuScene_Open(app, MessageScene_Create(app, "Your lobby choices could not be read", l->notice));
        l->notice[0] = '\0';
    }
    LoadSaved(l, app, true);
}

static void Resume(Scene *s, App *app)
{
    LoadSaved((TableLobby *)s, app, false); /* a game left during its last beat comes back finished */
}

static void Change(TableLobby *l, App *app, int tag, int dir)
{
    const GameRules *rules = l->game->rules;
    if (tag == LOBBY_VARIANT) {
        l->prefs.variant = (l->prefs.variant + dir + rules->variantCount) % rules->variantCount;
        BuildMenu(l); /* a variant may seat another number */
    } else if (tag >= LOBBY_SEAT && tag - LOBBY_SEAT < Seating(l)->count &&
               Game_PlayedBy(rules, l->prefs.variant, tag - LOBBY_SEAT) == tag - LOBBY_SEAT) {
        int seat = tag - LOBBY_SEAT;
        SetOccupant(l, seat, (OccupantOf(l, seat) + dir + OCCUPANTS) % OCCUPANTS);
        BuildMenu(l); /* "Host a new game" or "New game" */
    } else if (IsOption(l, tag)) {
        l->prefs.option[tag - LOBBY_OPTION] = !l->prefs.option[tag - LOBBY_OPTION]; /* on or off: either way turns it */
        SetValues(l);
    } else {
        return;
    }
    SavePrefs(l, app);
}

/* The lobby keeps a changed address or port of the waiting room for the next hosted table. */
static void Remember(const TableGame *game, const char *address, int port)
{
    TableLobbyPrefs prefs;
    char message[PLAYER_MESSAGE_MAX];
    TableLobbyPrefs_Load(game, &prefs, message, sizeof message);
    char local[TABLE_HOST_ADDRESS_MAX];
    TableHosting_LocalAddress(local, sizeof local);
    /* This computer's own address is found anew each time (it changes); only another one is kept. */
    snprintf(prefs.hostAddress, sizeof prefs.hostAddress, "%s", strcmp(address, local) == 0 ? "" : address);
    prefs.hostPort = port;
    if (!TableLobbyPrefs_Save(game, &prefs, message, sizeof message)) {
        Log_Warn("%s", message);
    }
}

/* A hosted table, new or resumed: the room and its server, then the waiting room. */
static void Host(TableLobby *l, App *app, bool resume)
{
    char assets[PATHS_MAX], problem[PLAYER_MESSAGE_MAX];
    TableHostingSetup setup = {0};
    setup.rules = l->game->rules;
    setup.variant = l->prefs.variant;
    setup.seating = NamedSeating(l);
    Seating_Settle(setup.rules, setup.variant, &setup.seating);
    for (int s = 0; s < setup.seating.count; s++) {
        setup.remote[s] = Remote(l, s);
    }
    setup.fillLevel = l->game->defaultLevel;
    setup.gameFile = l->hostedFile;
    setup.seatsFile = l->seatsFile;
    setup.listen = "0.0.0.0"; /* every address: phones on the local network reach it */
    setup.port = l->prefs.hostPort;
    setup.shownAddress = l->prefs.hostAddress;
    setup.assets = Paths_Asset("web", assets, sizeof assets);
    TableHosting *h = resume ? TableHosting_Resume(&setup, problem, sizeof problem)
                             : TableHosting_Open(&setup, problem, sizeof problem);
    if (h == NULL) {
        MenuScene_Open(app, MessageScene_Create(app, "The table could not be hosted", problem));
        return;
    }
    const TableHost *host = &h->table->host;
    MenuScene_Open(app, TableWaitingScene_Create(app, l->game, h, host->rec.variant, &host->seating, Remember));
}

static void Activate(TableLobby *l, App *app, int tag)
{
    switch (tag) {
    case LOBBY_RESUME_HOSTED: Host(l, app, true); break;
    case LOBBY_RESUME:
        if (l->hasGame) {
            l->hasGame = false; /* the table takes the saved game over */
            MenuScene_Open(app, l->game->createResume(app, &l->saved));
        }
        break;
    case LOBBY_NEW:
        if (TableLobbyPrefs_Hosts(&l->prefs, l->prefs.variant)) {
            if (l->hasHosted && !l->newArmed) {
                l->newArmed = true; /* the hosted game in its slot would be replaced */
                return;
            }
            l->newArmed = false;
            Host(l, app, false);
            return;
        }
        if (l->hasGame && !l->newArmed) {
            l->newArmed = true;
            return;
        }
        GameSeating seating = NamedSeating(l);
        Seating_Settle(l->game->rules, l->prefs.variant, &seating); /* the saved choice for a dummy stays in the file */
        MenuScene_Open(app, l->game->createNew(app, l->prefs.variant, &seating, 0));
        break;
    case LOBBY_VARIANT: Change(l, app, tag, 1); break;
    case LOBBY_STATS: MenuScene_Open(app, TableStatsScene_Create(app, l->game)); break;
    case LOBBY_RULES: MenuScene_Open(app, RulesScene_Create(app, l->game->rulesFile(l->prefs.variant))); break;
    case LOBBY_BACK: App_Pop(app); break;
    default:
        if (tag >= LOBBY_SEAT || IsOption(l, tag)) {
            Change(l, app, tag, 1);
        }
        break;
    }
    l->newArmed = false;
}

/* Typing on a seat's row names its player ("Ada"); Backspace erases. True when the event was taken. */
static bool TypeName(TableLobby *l, App *app, const InputEvent *ev)
{
    int seat = UiMenu_FocusedTag(&l->menu) - LOBBY_SEAT;
    if (seat < 0 || seat >= Seating(l)->count || Game_PlayedBy(l->game->rules, l->prefs.variant, seat) != seat) {
        return false;
    }
    char *name = l->prefs.name[seat];
    size_t n = strlen(name);
    if (ev->action == ACTION_BACK && ev->device == DEVICE_KEYBOARD && strcmp(ev->text, "Backspace") == 0) {
        if (n == 0) {
            return false; /* nothing to erase: Backspace leaves, as everywhere */
        }
        name[n - 1] = '\0';
    } else if (ev->action == ACTION_TEXT) {
        for (const char *p = ev->text; *p != '\0' && n + 1 < GAME_SEAT_NAME_MAX; p++) {
            /* Letters, digits, spaces and a few marks: a name the lobby file and every screen can hold. */
            if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
                (*p == ' ' && n > 0) || *p == '-' || *p == '\'' || *p == '.') {
                name[n++] = *p;
                name[n] = '\0';
            }
        }
    } else {
        return false;
    }
    BuildMenu(l);
    SavePrefs(l, app);
    return true;
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    TableLobby *l = (TableLobby *)s;
    if (TypeName(l, app, ev)) {
        return;
    }
    if (ev->action == ACTION_BACK) {
        App_Pop(app);
        return;
    }
    if (ev->action == ACTION_HELP) {
        MenuScene_Open(app, RulesScene_Create(app, l->game->rulesFile(l->prefs.variant)));
        return;
    }
    int index = 0;
    UiMenuResult r = UiMenu_Handle(&l->menu, ev, &index);
    int tag = UiMenu_TagOfRow(&l->menu, index);
    switch (r) {
    case UI_MENU_ACTIVATE: Activate(l, app, tag); break;
    case UI_MENU_LEFT:
    case UI_MENU_RIGHT:
        Change(l, app, tag, r == UI_MENU_LEFT ? -1 : 1);
        l->newArmed = false;
        break;
    case UI_MENU_MOVED: l->newArmed = false; break;
    default: break;
    }
}

/* "You against the strong computer", "Two people, pass and play", "South and North against ...". */
static void DescribeSeating(const TableLobby *l, char *buf, size_t size)
{
    GameSeating settled = *Seating(l);
    Seating_Settle(l->game->rules, l->prefs.variant, &settled);
    const GameSeating *seating = &settled;
    int people = Seating_People(seating);
    int playing = 0; /* seats with a player of their own (Dummy has none) */
    int remote = 0;
    for (int s = 0; s < seating->count; s++) {
        playing += Game_PlayedBy(l->game->rules, l->prefs.variant, s) == s;
        remote += Game_PlayedBy(l->game->rules, l->prefs.variant, s) == s && Remote(l, s);
    }
    if (remote > 0) {
        snprintf(buf, size,
                 "A hosted table: %d %s on other devices (a phone or another Parlour), %d here, %d %s. A waiting "
                 "room shows each seat's link and QR code; hosting keeps its own save, apart from your game here.",
                 remote, remote == 1 ? "person" : "people", people - remote, playing - people,
                 playing - people == 1 ? "computer" : "computers");
    } else if (people == 0) {
        snprintf(buf, size, "Only computers: a game to watch.");
    } else if (people == playing) {
        snprintf(buf, size, "%d people at one screen, passing it between turns; each hand is shown only to its "
                            "owner.", people);
    } else if (people > 1) {
        snprintf(buf, size, "%d people and %d computers at one screen, passing it between the people's turns.", people,
                 playing - people);
    } else {
        snprintf(buf, size, "You against %s.", playing == 2 ? "the computer" : "the computers");
    }
}

/* The game's emblem, a small fan of cards at the foot of the panel, with its caption. */
static void DrawEmblem(const TableLobby *l, App *app, SDL_FRect r)
{
    const char *text = l->game->emblem;
    if (text == NULL) {
        return;
    }
    Card cards[8];
    int n = 0;
    for (const char *p = text; *p != '\0' && n < 8;) {
        while (*p == ' ') {
            p++;
        }
        size_t len = strcspn(p, " ");
        if (len == 0) {
            break;
        }
        cards[n] = Card_ParseToken(p, len);
        n += Card_IsValid(cards[n]);
        p += len;
    }
    /* The caption sits at the foot and may wrap in a narrow window; the fan stands just above it. */
    TextStyle caption = Text_Style(FONT_SANS, 16.0f, THEME_PARCHMENT, TEXT_LEFT);
    const char *words = l->game->emblemCaption;
    float maxW = r.w - 56.0f, cw = 0.0f, captionH = 0.0f;
    if (words != NULL) {
        cw = fminf(Text_Width(&app->gfx, &caption, words), maxW);
        captionH = Text_DrawWrapped(&app->gfx, &caption, 0.0f, 0.0f, maxW, words, false);
    }
    float captionY = r.y + r.h - 14.0f - fmaxf(captionH, 24.0f);
    float h = 120.0f, w = h * 5.0f / 7.0f, pitch = w * 0.62f;
    float x0 = r.x + r.w * 0.5f - (w + pitch * (float)(n - 1)) * 0.5f;
    float y = captionY - 14.0f - h;
    for (int i = 0; i < n; i++) {
        SDL_FRect card = {x0 + pitch * (float)i, y, w, h};
        SDL_FRect px = Gfx_ToPixels(&app->gfx, card);
        double degrees = (double)((float)i - (float)(n - 1) * 0.5f) * 6.0;
        CardAtlas_DrawCard(app->cards, cards[i], true, App_CardStyle(app), &px, degrees, 255);
        LayoutRecord_AddTurnedCard(card, cards[i], true, degrees); /* for the layout check: no words on the fan */
    }
    if (words != NULL) {
        Text_DrawWrapped(&app->gfx, &caption, r.x + (r.w - cw) * 0.5f, captionY, maxW, words, true);
    }
}

static void DrawInfo(TableLobby *l, App *app, SDL_FRect r)
{
    Ui_DrawPanel(app, r);
    const GameRules *rules = l->game->rules;
    float x = r.x + 28.0f;
    float w = r.w - 56.0f;
    float y = r.y + 22.0f;
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 28.0f, THEME_GOLD, TEXT_LEFT);
    char text[320];
    int tag = UiMenu_FocusedTag(&l->menu);
    const char *info = rules->variantInfo != NULL ? rules->variantInfo(l->prefs.variant) : NULL;
    if (tag == LOBBY_RESUME) {
        Text_Draw(&app->gfx, &head, x, y, "Your game in progress");
        y += 46.0f;
        char seats[160];
        Seating_Format(&l->saved.seating, seats, sizeof seats);
        snprintf(text, sizeof text, "%s %s.", rules->title, rules->variantName(l->saved.rec.variant));
        y += MenuScene_Paragraph(app, x, y, w, text, THEME_PARCHMENT) + 10.0f;
        MenuScene_Paragraph(app, x, y, w, l->savedLine, THEME_CREAM);
    } else if (tag == LOBBY_RESUME_HOSTED) {
        Text_Draw(&app->gfx, &head, x, y, "Your hosted game");
        y += 46.0f;
        MenuScene_Paragraph(app, x, y, w,
                            "The table you hosted, kept in its own save. Its waiting room opens again with the same "
                            "table code and the same links: each player opens theirs again.",
                            THEME_CREAM);
    } else if (tag == LOBBY_NEW) {
        DrawEmblem(l, app, r);
        Text_Draw(&app->gfx, &head, x, y, "A new game");
        y += 46.0f;
        DescribeSeating(l, text, sizeof text);
        y += MenuScene_Paragraph(app, x, y, w, text, THEME_PARCHMENT) + 12.0f;
        if (info != NULL) {
            y += MenuScene_Paragraph(app, x, y, w, info, THEME_CREAM) + 12.0f;
        }
        if (TableLobbyPrefs_Hosts(&l->prefs, l->prefs.variant)) {
            if (l->hasHosted) {
                MenuScene_Paragraph(app, x, y, w,
                                    l->newArmed ? "Press again to host: your hosted game will be lost."
                                                : "Your hosted game will be replaced by the new one.",
                                    l->newArmed ? THEME_FOCUS : THEME_PARCHMENT);
            }
        } else if (l->hasGame) {
            MenuScene_Paragraph(app, x, y, w,
                      l->newArmed ? "Press again to start: your saved game will be lost."
                                  : "Your saved game will be replaced by the new one.",
                      l->newArmed ? THEME_FOCUS : THEME_PARCHMENT);
        }
    } else if (tag == LOBBY_VARIANT) {
        snprintf(text, sizeof text, "%s", rules->variantName(l->prefs.variant));
        text[0] = (char)(text[0] >= 'a' && text[0] <= 'z' ? text[0] - 32 : text[0]);
        Text_Draw(&app->gfx, &head, x, y, text);
        y += 46.0f;
        y += MenuScene_Paragraph(app, x, y, w, info != NULL ? info : "", THEME_CREAM) + 12.0f;
        MenuScene_Paragraph(app, x, y, w, "Left and right choose among the forms of the game.", THEME_PARCHMENT);
    } else if (tag >= LOBBY_SEAT && Game_PlayedBy(rules, l->prefs.variant, tag - LOBBY_SEAT) != tag - LOBBY_SEAT) {
        int seat = tag - LOBBY_SEAT;
        const char *by = Game_SeatName(rules, l->prefs.variant, Game_PlayedBy(rules, l->prefs.variant, seat));
        snprintf(text, sizeof text, "%s: played by %s", Game_SeatName(rules, l->prefs.variant, seat), by);
        Text_Draw(&app->gfx, &head, x, y, text);
        y += 46.0f;
        snprintf(text, sizeof text,
                 "Nobody sits here: whoever sits at %s plays this hand as well as their own, as their partner, all "
                 "game long. There is nothing to choose for this seat.",
                 by);
        MenuScene_Paragraph(app, x, y, w, text, THEME_CREAM);
    } else if (tag >= LOBBY_SEAT) {
        int seat = tag - LOBBY_SEAT;
        const GameSeat *occupant = &Seating(l)->seat[seat];
        snprintf(text, sizeof text, "%s: %s%s", Game_SeatName(rules, l->prefs.variant, seat),
                 occupant->kind == SEAT_PERSON ? "" : "the computer, ", OccupantName(l, seat));
        Text_Draw(&app->gfx, &head, x, y, text);
        y += 46.0f;
        const char *what =
            Remote(l, seat) ? "A person on another device: a phone's browser or another Parlour opens this seat's link "
                              "and holds its hand there, hidden from this screen."
            : occupant->kind == SEAT_PERSON     ? "A person plays this seat. With two or more people at one screen, a "
                                                 "hand-over screen comes between their turns so that each sees only "
                                                 "their own hand."
            : occupant->level == GAME_AI_EASY   ? "Plays the book's advice loosely: a gentle player to learn with."
            : occupant->level == GAME_AI_MEDIUM ? "Looks a little ahead over the cards it cannot see."
                                                : "Looks further ahead over the cards it cannot see, and plays the last "
                                                  "tricks exactly.";
        y += MenuScene_Paragraph(app, x, y, w, what, THEME_CREAM) + 12.0f;
        int side = Game_SideOf(rules, l->prefs.variant, seat);
        for (int p = 0; p < Seating(l)->count; p++) {
            if (p != seat && Game_SideOf(rules, l->prefs.variant, p) == side) {
                snprintf(text, sizeof text, "Partner: %s, opposite.", Game_SeatName(rules, l->prefs.variant, p));
                y += MenuScene_Paragraph(app, x, y, w, text, THEME_PARCHMENT) + 8.0f;
            }
        }
        MenuScene_Paragraph(app, x, y, w,
                            l->prefs.name[seat][0] != '\0'
                                ? "Type to change the player's name; Backspace erases it."
                                : "Type a name for this seat's player, shown at the table instead of the seat's.",
                            THEME_PARCHMENT);
    } else if (IsOption(l, tag)) {
        const TableOption *option = &l->game->options[tag - LOBBY_OPTION];
        snprintf(text, sizeof text, "%s: %s", option->label, l->prefs.option[tag - LOBBY_OPTION] ? "on" : "off");
        Text_Draw(&app->gfx, &head, x, y, text);
        y += 46.0f;
        y += MenuScene_Paragraph(app, x, y, w, option->about, THEME_CREAM) + 12.0f;
        MenuScene_Paragraph(app, x, y, w, "Left, right or Enter turns it on or off; it is kept for your next game.",
                            THEME_PARCHMENT);
    } else if (tag == LOBBY_STATS) {
        Text_Draw(&app->gfx, &head, x, y, "Statistics");
        MenuScene_Paragraph(app, x, y + 46.0f, w, "Games, wins and average points for each variant and seating.", THEME_CREAM);
    } else if (tag == LOBBY_RULES) {
        Text_Draw(&app->gfx, &head, x, y, "Rules");
        MenuScene_Paragraph(app, x, y + 46.0f, w, "How the cards are played, what scores, and how a game is settled.",
                  THEME_CREAM);
    } else {
        Text_Draw(&app->gfx, &head, x, y, "Back");
        MenuScene_Paragraph(app, x, y + 46.0f, w,
                  l->hasGame ? "Back to the title. Your game in progress stays saved." : "Back to the title.",
                  THEME_CREAM);
    }
}

static void Draw(Scene *s, App *app)
{
    TableLobby *l = (TableLobby *)s;
    Gfx_DrawFelt(&app->gfx);
    Ui_DrawHeading(app, l->game->rules->title, l->game->blurb);
    SDL_FRect panel = MenuScene_DrawMenu(s, app);
    DrawInfo(l, app, (SDL_FRect){LAYOUT_W * 0.5f + 40.0f, panel.y, 470.0f, 430.0f});
    MenuScene_DrawPrompts(s, app, true);
}

static void Destroy(Scene *s)
{
    TableLobby *l = (TableLobby *)s;
    if (l->hasGame) {
        TableSaved_Free(&l->saved);
    }
    free(s);
}

static const SceneOps kOps = {
    .name = "table-lobby",
    .enter = Enter,
    .resume = Resume,
    .handle = Handle,
    .update = MenuScene_Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = MenuScene_Locate,
};

Scene *TableLobbyScene_Create(App *app, const TableGame *game)
{
    (void)app;
    TableLobby *l = calloc(1, sizeof *l);
    if (l == NULL) {
        return NULL;
    }
    l->base.ops = &kOps;
    l->game = game;
    l->base.textInput = true; /* a seat's name is typed on its row */
    TableHosting_Files(game->rules, l->hostedFile, sizeof l->hostedFile, l->seatsFile, sizeof l->seatsFile);
    TableLobbyPrefs_Load(game, &l->prefs, l->notice, sizeof l->notice);
    BuildMenu(l);
    return &l->base;
}

const GameSeating *TableLobbyScene_Seating(Scene *scene)
{
    return Seating((TableLobby *)scene);
}

int TableLobbyScene_Variant(Scene *scene)
{
    return ((TableLobby *)scene)->prefs.variant;
}

/* The demo's names: a table of four friends, seat 0 at this screen. */
static void DemoHosting(TableLobby *l)
{
    static const char *const kNames[GAME_MAX_SEATS] = {"Ada", "Ben", "Clara", "Dev"};
    const GameSeating *seating = Seating(l);
    for (int s = 0; s < seating->count; s++) {
        snprintf(l->prefs.name[s], sizeof l->prefs.name[s], "%s", kNames[s]);
        if (s > 0 && Game_PlayedBy(l->game->rules, l->prefs.variant, s) == s) {
            SetOccupant(l, s, OCCUPANT_REMOTE);
        }
    }
    BuildMenu(l);
}

Scene *TableLobbyScene_CreateHostingDemo(App *app, const TableGame *game)
{
    Scene *s = TableLobbyScene_Create(app, game);
    if (s != NULL) {
        DemoHosting((TableLobby *)s);
        UiMenu_FocusTag(&((TableLobby *)s)->menu, LOBBY_SEAT + 1, LOBBY_NEW);
    }
    return s;
}

Scene *TableLobbyScene_CreateWaitingDemo(App *app, const TableGame *game)
{
    TableLobby *l = (TableLobby *)TableLobbyScene_Create(app, game);
    if (l == NULL) {
        return NULL;
    }
    DemoHosting(l);
    char assets[PATHS_MAX], problem[PLAYER_MESSAGE_MAX];
    TableHostingSetup setup = {0};
    setup.rules = game->rules;
    setup.variant = l->prefs.variant;
    setup.seating = NamedSeating(l);
    Seating_Settle(setup.rules, setup.variant, &setup.seating);
    for (int s = 0; s < setup.seating.count; s++) {
        setup.remote[s] = Remote(l, s);
    }
    setup.seed = 1;
    setup.fillLevel = game->defaultLevel;
    char gameFile[64], seatsFile[64];
    snprintf(gameFile, sizeof gameFile, "%s", l->hostedFile);
    snprintf(seatsFile, sizeof seatsFile, "%s", l->seatsFile);
    setup.gameFile = gameFile;
    setup.seatsFile = seatsFile;
    setup.listen = "127.0.0.1";
    setup.port = 0;
    setup.shownAddress = "192.168.1.20";
    setup.assets = Paths_Asset("web", assets, sizeof assets);
    GameSeating seating = setup.seating;
    int variant = l->prefs.variant;
    Destroy(&l->base);
    TableHosting *h = TableHosting_Open(&setup, problem, sizeof problem);
    if (h == NULL) {
        Log_Warn("%s", problem);
        return NULL;
    }
    return TableWaitingScene_Create(app, game, h, variant, &seating, NULL);
}
