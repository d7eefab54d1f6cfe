/* join_scene.c: "Join a table": the tables heard on the local network, an address and code typed, or a seat's link pasted. */
#include "scenes.h"

#include "app/app.h"
#include "games/table/table_game.h"
#include "games/table/table_scene.h"
#include "games/table/table_session_remote.h"
#include "host/host_beacon.h"
#include "host/table_client.h"
#include "platform/audio.h"
#include "platform/wake.h"
#include "render/text.h"
#include "ui/ui_draw.h"
#include "ui/ui_menu.h"
#include "ui/ui_theme.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * The rows: the tables heard on this network first (tags 0..), then the
 * three fields and Join. Choosing a table heard fills the address and the
 * code: the code alone watches the table, and a seat's link (pasted with
 * Ctrl+V on any row) sits at that seat. Joining runs on the client's thread;
 * this scene only reads its inbox each frame, and opens the game's own
 * table scene in remote mode once the welcome and the first view are in.
 */
enum {
    ITEM_ADDRESS = 100,
    ITEM_CODE,
    ITEM_LINK,
    ITEM_JOIN,
    ITEM_BACK,
};

#define MAX_FOUND_ROWS 6
#define JOIN_TIMEOUT 10.0f /* seconds without a welcome before the host is said not to answer */
#define ADDRESS_MAX 128

typedef struct FoundRow {
    FoundHost host;
    int table;
} FoundRow;

typedef struct JoinScene {
    Scene base;
    UiMenu menu;
    TableDiscovery *discovery;
    char listening[256]; /* why nothing can be heard, when the port cannot be had */
    FoundRow rows[MAX_FOUND_ROWS];
    int rowCount;
    float listAge;
    char address[ADDRESS_MAX];
    char code[TABLE_CODE_MAX];
    char token[TABLE_TOKEN_MAX];
    int linkSeat; /* the seat named in the pasted link, -1 none */
    char line[TABLE_CLIENT_SENTENCE_MAX];
    bool lineError;
    TableClient *client;
    TableEvent *welcome;
    float waited;
    bool demo; /* screenshots: tables made up, no network */
} JoinScene;

static void Say(JoinScene *j, bool error, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void Say(JoinScene *j, bool error, const char *fmt, ...)
{
    va_list args;
    va_start(args, fmt);
    vsnprintf(j->line, sizeof j->line, fmt, args);
    va_end(args);
    j->lineError = error;
    if (error) {
        Audio_Play(SFX_ERROR);
    }
}

static void StopJoining(JoinScene *j)
{
    TableClient_Stop(j->client);
    j->client = NULL;
    TableEvent_Free(j->welcome);
    j->welcome = NULL;
}

/* ---- the rows ---- */

static void BuildMenu(JoinScene *j)
{
    int focused = UiMenu_FocusedTag(&j->menu);
    float top = j->rowCount > 0 ? 150.0f : 176.0f; /* without tables, a line above says none was heard */
    UiMenu_Init(&j->menu, 290.0f, top, 700.0f, 44.0f);
    char label[64];
    for (int i = 0; i < j->rowCount; i++) {
        const FoundTable *t = &j->rows[i].host.tables[j->rows[i].table];
        snprintf(label, sizeof label, "%.20s at %.18s, table %s", t->title, j->rows[i].host.name, t->code);
        UiMenu_AddTagged(&j->menu, label, i);
    }
    snprintf(label, sizeof label, "Address: %.40s%s", j->address[0] != '\0' ? j->address : "type it",
             UiMenu_FocusedTag(&j->menu) == ITEM_ADDRESS ? "_" : "");
    UiMenu_AddTagged(&j->menu, label, ITEM_ADDRESS);
    snprintf(label, sizeof label, "Table code: %s", j->code[0] != '\0' ? j->code : "type it");
    UiMenu_AddTagged(&j->menu, label, ITEM_CODE);
    if (j->token[0] != '\0') {
        snprintf(label, sizeof label, "Seat link: seat %d's, pasted", j->linkSeat + 1);
    } else {
        snprintf(label, sizeof label, "Seat link: paste it (Ctrl+V)");
    }
    UiMenu_AddTagged(&j->menu, label, ITEM_LINK);
    UiMenu_AddTagged(&j->menu, j->token[0] != '\0' ? "Join at that seat" : "Join (watch with the code)", ITEM_JOIN);
    UiMenu_AddTagged(&j->menu, "Back", ITEM_BACK);
    UiMenu_FocusTag(&j->menu, focused, j->rowCount > 0 ? 0 : ITEM_ADDRESS);
}

/* The field rows show a caret only while focused: their labels are rebuilt as the focus moves. */
static void Relabel(JoinScene *j)
{
    int row = UiMenu_RowOfTag(&j->menu, ITEM_ADDRESS);
    if (row >= 0) {
        snprintf(j->menu.items[row].label, sizeof j->menu.items[row].label, "Address: %.40s%s",
                 j->address[0] != '\0' ? j->address : (UiMenu_FocusedTag(&j->menu) == ITEM_ADDRESS ? "" : "type it"),
                 UiMenu_FocusedTag(&j->menu) == ITEM_ADDRESS ? "_" : "");
    }
    row = UiMenu_RowOfTag(&j->menu, ITEM_CODE);
    if (row >= 0) {
        snprintf(j->menu.items[row].label, sizeof j->menu.items[row].label, "Table code: %s%s",
                 j->code[0] != '\0' ? j->code : (UiMenu_FocusedTag(&j->menu) == ITEM_CODE ? "" : "type it"),
                 UiMenu_FocusedTag(&j->menu) == ITEM_CODE ? "_" : "");
    }
}

static bool SameRows(const JoinScene *j, const FoundRow *rows, int count)
{
    if (count != j->rowCount) {
        return false;
    }
    for (int i = 0; i < count; i++) {
        if (strcmp(rows[i].host.address, j->rows[i].host.address) != 0 || rows[i].host.port != j->rows[i].host.port ||
            strcmp(rows[i].host.tables[rows[i].table].code, j->rows[i].host.tables[j->rows[i].table].code) != 0) {
            return false;
        }
    }
    return true;
}

/* What the network says now, one row a table; the menu rebuilt only when that changes. */
static void Listen(JoinScene *j)
{
    if (j->discovery == NULL) {
        return;
    }
    FoundHost hosts[HOST_BEACON_HOSTS];
    int n = TableDiscovery_List(j->discovery, hosts, HOST_BEACON_HOSTS);
    FoundRow rows[MAX_FOUND_ROWS];
    int count = 0;
    for (int h = 0; h < n; h++) {
        for (int t = 0; t < hosts[h].tableCount && count < MAX_FOUND_ROWS; t++) {
            rows[count].host = hosts[h];
            rows[count].table = t;
            count++;
        }
    }
    if (!SameRows(j, rows, count)) {
        memcpy(j->rows, rows, sizeof rows[0] * (size_t)count);
        j->rowCount = count;
        BuildMenu(j);
    }
}

/* ---- the fields ---- */

static void FocusTag(JoinScene *j, int tag)
{
    int row = UiMenu_RowOfTag(&j->menu, tag);
    if (row >= 0) {
        j->menu.focus = row;
        j->menu.showFocus = true;
    }
    Relabel(j);
}

static bool TakeLink(JoinScene *j, const char *text)
{
    TableClientConfig c;
    memset(&c, 0, sizeof c);
    char problem[256];
    if (!TableClient_ParseLink(text, &c, problem, sizeof problem)) {
        Say(j, true, "%s", problem);
        return false;
    }
    snprintf(j->address, sizeof j->address, strchr(c.host, ':') != NULL ? "[%s]:%d" : "%s:%d", c.host, c.port);
    snprintf(j->code, sizeof j->code, "%s", c.table);
    snprintf(j->token, sizeof j->token, "%s", c.token);
    j->linkSeat = -1;
    const char *seat = strstr(text, "seat=");
    if (seat != NULL && isdigit((unsigned char)seat[5])) {
        j->linkSeat = seat[5] - '0';
    }
    BuildMenu(j);
    FocusTag(j, ITEM_JOIN);
    if (j->token[0] != '\0') {
        Say(j, false, "A seat's link: table %s at %s. Join to sit down.", j->code, j->address);
    } else {
        Say(j, false, "A watcher's link: table %s at %s. Join to watch.", j->code, j->address);
    }
    return true;
}

static void Type(JoinScene *j, const InputEvent *ev)
{
    bool pasted = ev->value > 0.5f;
    const char *text = ev->text;
    /* Anything that looks like a link is read as one, and said wrong if it is not a seat's; other text is typed. */
    if (strncmp(text, "http", 4) == 0 || strncmp(text, "ws:", 3) == 0 || strncmp(text, "wss:", 4) == 0 ||
        (pasted && UiMenu_FocusedTag(&j->menu) == ITEM_LINK)) {
        TakeLink(j, text);
        return;
    }
    int tag = UiMenu_FocusedTag(&j->menu);
    char *field = tag == ITEM_ADDRESS ? j->address : tag == ITEM_CODE ? j->code : NULL;
    size_t max = tag == ITEM_ADDRESS ? sizeof j->address : sizeof j->code;
    if (field == NULL) {
        return;
    }
    for (const char *p = text; *p != '\0'; p++) {
        char ch = *p;
        bool fine = isalnum((unsigned char)ch) || (tag == ITEM_ADDRESS && strchr(".:-[]", ch) != NULL);
        size_t n = strlen(field);
        if (!fine || n + 1 >= max || (tag == ITEM_CODE && n >= HOST_CODE_LEN)) {
            continue;
        }
        field[n] = tag == ITEM_CODE ? (char)toupper((unsigned char)ch) : ch;
        field[n + 1] = '\0';
    }
    /* A code or an address typed by hand is not the pasted link's any more. */
    j->token[0] = '\0';
    BuildMenu(j);
    Relabel(j);
}

static bool Erase(JoinScene *j)
{
    int tag = UiMenu_FocusedTag(&j->menu);
    char *field = tag == ITEM_ADDRESS ? j->address : tag == ITEM_CODE ? j->code : NULL;
    if (tag == ITEM_LINK && j->token[0] != '\0') {
        j->token[0] = '\0';
        BuildMenu(j);
        return true;
    }
    if (field == NULL || field[0] == '\0') {
        return false;
    }
    field[strlen(field) - 1] = '\0';
    j->token[0] = '\0';
    BuildMenu(j);
    Relabel(j);
    return true;
}

static void Arrived(void)
{
    Wake_Post();
}

static void StartJoining(JoinScene *j)
{
    TableClientConfig c;
    memset(&c, 0, sizeof c);
    char problem[256];
    if (j->address[0] == '\0') {
        Say(j, true, "Type the host's address (the host shows it), choose a table above, or paste a seat's link.");
        FocusTag(j, ITEM_ADDRESS);
        return;
    }
    if (!TableClient_ParseAddress(j->address, &c, problem, sizeof problem)) {
        Say(j, true, "%s", problem);
        FocusTag(j, ITEM_ADDRESS);
        return;
    }
    if (strlen(j->code) != HOST_CODE_LEN) {
        Say(j, true, "A table's code is six letters and digits: type it as the host shows it.");
        FocusTag(j, ITEM_CODE);
        return;
    }
    snprintf(c.table, sizeof c.table, "%s", j->code);
    snprintf(c.token, sizeof c.token, "%s", j->token);
    c.arrived = Arrived;
    if (j->demo) {
        Say(j, false, "Joining table %s at %s...", j->code, j->address);
        return;
    }
    j->client = TableClient_Start(&c, problem, sizeof problem);
    if (j->client == NULL) {
        Say(j, true, "%s", problem);
        return;
    }
    j->waited = 0.0f;
    Say(j, false, "Joining table %s at %s...", j->code, j->address);
}

static void Choose(JoinScene *j, int tag)
{
    if (tag >= 0 && tag < j->rowCount) {
        const FoundRow *r = &j->rows[tag];
        const FoundTable *t = &r->host.tables[r->table];
        if (r->host.protocol != TABLE_PROTOCOL_VERSION) {
            Say(j, true, "That table speaks protocol %d; your Parlour speaks %d: update the older one.",
                r->host.protocol, TABLE_PROTOCOL_VERSION);
            return;
        }
        snprintf(j->address, sizeof j->address, "%s:%d", r->host.address, r->host.port);
        snprintf(j->code, sizeof j->code, "%s", t->code);
        j->token[0] = '\0';
        BuildMenu(j);
        FocusTag(j, ITEM_JOIN);
        Say(j, false, "Table %s at %s. Join watches it; to sit down, paste your seat's link (Ctrl+V).", t->code,
            r->host.name);
        return;
    }
    switch (tag) {
    case ITEM_ADDRESS: FocusTag(j, ITEM_CODE); break;
    case ITEM_CODE: FocusTag(j, ITEM_JOIN); break;
    case ITEM_LINK: Say(j, false, "Copy the link the host sent you, then press Ctrl+V here."); break;
    case ITEM_JOIN: StartJoining(j); break;
    default: break;
    }
}

/* ---- the table ---- */

static void OpenTable(JoinScene *j, App *app, TableEvent *view)
{
    const TableEvent *w = j->welcome;
    const TableGame *game = TableGames_Find(w->rules->name);
    if (game == NULL) {
        Say(j, true, "This Parlour has no table for %s: update it.", w->title);
        StopJoining(j);
        return;
    }
    GameSeating seating = Seating_OneAgainst(w->seatCount, GAME_AI_MEDIUM);
    Scene *scene = game->createNew(app, w->variant, &seating, 1);
    if (scene == NULL) {
        Say(j, true, "Out of memory.");
        StopJoining(j);
        return;
    }
    /* Every table game's scene begins with its TableScene: its session becomes the remote one. */
    TableScene *table = (TableScene *)(void *)scene;
    TableClient *client = j->client;
    j->client = NULL;
    if (!TableSession_StartRemote(&table->turn.session, client, w, view)) {
        scene->ops->destroy(scene);
        Say(j, true, "Out of memory.");
        StopJoining(j);
        return;
    }
    TableEvent_Free(j->welcome);
    j->welcome = NULL;
    Say(j, false, "%s", "");
    App_Push(app, scene);
}

static void Joining(JoinScene *j, App *app, float dt)
{
    j->waited += dt;
    TableEvent *ev;
    while (j->client != NULL && (ev = TableClient_Next(j->client)) != NULL) {
        if (ev->kind == TABLE_EVENT_STATUS && ev->status == TABLE_CLIENT_FAILED) {
            Say(j, true, "%s", ev->sentence);
            StopJoining(j);
        } else if (ev->kind == TABLE_EVENT_WELCOME) {
            TableEvent_Free(j->welcome);
            j->welcome = ev;
            continue;
        } else if (ev->kind == TABLE_EVENT_VIEW && j->welcome != NULL) {
            OpenTable(j, app, ev);
        }
        TableEvent_Free(ev);
    }
    if (j->client != NULL && j->welcome == NULL && j->waited > JOIN_TIMEOUT) {
        Say(j, true, "The host at %s does not answer: check the address, and that both computers are on the same "
                     "network.", j->address);
        StopJoining(j);
    }
}

/* ---- the scene ---- */

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    JoinScene *j = (JoinScene *)s;
    if (j->client != NULL) {
        if (ev->action == ACTION_BACK) {
            StopJoining(j);
            Say(j, false, "Stopped joining.");
        }
        return;
    }
    if (ev->action == ACTION_TEXT) {
        Type(j, ev);
        return;
    }
    if (ev->action == ACTION_BACK) {
        if (strcmp(ev->text, "Backspace") == 0 && Erase(j)) {
            return;
        }
        App_Pop(app);
        return;
    }
    int index = 0;
    UiMenuResult r = UiMenu_Handle(&j->menu, ev, &index);
    Relabel(j);
    if (r == UI_MENU_ACTIVATE) {
        int tag = UiMenu_TagOfRow(&j->menu, index);
        if (tag == ITEM_BACK) {
            App_Pop(app);
            return;
        }
        Choose(j, tag);
    }
}

static void Update(Scene *s, App *app, float dt)
{
    JoinScene *j = (JoinScene *)s;
    UiMenu_Update(&j->menu, dt);
    j->listAge += dt;
    if (j->listAge >= 0.5f) {
        j->listAge = 0.0f;
        Listen(j);
    }
    if (j->client != NULL) {
        Joining(j, app, dt);
    }
}

static float StillFor(Scene *s, App *app)
{
    (void)app;
    JoinScene *j = (JoinScene *)s;
    /* The list is looked at twice a second while open; joining reads the inbox every frame (its thread wakes us). */
    return j->client != NULL ? 0.0f : 0.5f - j->listAge;
}

static void Draw(Scene *s, App *app)
{
    JoinScene *j = (JoinScene *)s;
    Gfx_DrawFelt(&app->gfx);
    Ui_DrawHeading(app, "Join a table", "A table hosted by another Parlour or by parlour-host");
    TextStyle small = Text_Style(FONT_SANS, THEME_TEXT_SMALL, THEME_PARCHMENT, TEXT_CENTER);
    if (j->rowCount == 0) {
        const char *none = j->listening[0] != '\0' ? j->listening
                                                   : "No table heard on this network yet: type the address and "
                                                     "code the host shows, or paste a seat's link.";
        Text_DrawWrapped(&app->gfx, &small, LAYOUT_W * 0.5f, 128.0f, 900.0f, none, true);
    }
    SDL_FRect panel = {j->menu.x - 20.0f, j->menu.y - 12.0f, j->menu.w + 40.0f,
                       (float)j->menu.count * j->menu.itemH + 24.0f};
    Ui_DrawPanel(app, panel);
    UiMenu_Draw(&j->menu, app);
    float lineY = panel.y + panel.h + 16.0f;
    int focused = UiMenu_FocusedTag(&j->menu);
    if (focused >= 0 && focused < j->rowCount) {
        const FoundRow *r = &j->rows[focused];
        const FoundTable *t = &r->host.tables[r->table];
        char about[256];
        snprintf(about, sizeof about, "%s%s%s%s: %d seats, %d for people. At %s port %d.", t->title,
                 t->variant[0] != '\0' ? " (" : "", t->variant, t->variant[0] != '\0' ? ")" : "", t->seats,
                 t->people, r->host.address, r->host.port);
        Text_DrawWrapped(&app->gfx, &small, LAYOUT_W * 0.5f, lineY, 900.0f, about, true);
        lineY += 30.0f;
    }
    if (j->line[0] != '\0') {
        TextStyle said = Text_Style(FONT_SANS_BOLD, THEME_TEXT_SMALL, j->lineError ? THEME_RED : THEME_CREAM,
                                    TEXT_CENTER);
        if (j->lineError) {
            /* Red on the felt is hard to read: the sentence sits on a light band. */
            float h = Text_DrawWrapped(&app->gfx, &said, LAYOUT_W * 0.5f, lineY + 6.0f, 900.0f, j->line, false);
            SDL_FRect band = {LAYOUT_W * 0.5f - 470.0f, lineY, 940.0f, h + 12.0f};
            Ui_DrawSolidPanel(app, band);
            said.color = THEME_CREAM;
        }
        Text_DrawWrapped(&app->gfx, &said, LAYOUT_W * 0.5f, lineY + 6.0f, 900.0f, j->line, true);
    }
    UiPrompt prompts[3];
    int n = 0;
    if (j->client != NULL) {
        prompts[n++] = (UiPrompt){ACTION_BACK, "Stop"};
    } else {
        prompts[n++] = (UiPrompt){ACTION_CONFIRM, focused == ITEM_JOIN ? "Join" : "Select"};
        prompts[n++] = (UiPrompt){ACTION_BACK, "Back"};
    }
    Ui_DrawPrompts(app, prompts, n);
}

static void Destroy(Scene *s)
{
    JoinScene *j = (JoinScene *)s;
    StopJoining(j);
    TableDiscovery_Stop(j->discovery);
    free(j);
}

static bool Locate(Scene *s, App *app, const char *name, SDL_FRect *out)
{
    (void)app;
    return UiMenu_Locate(&((JoinScene *)s)->menu, name, out);
}

static const SceneOps kOps = {
    .name = "join",
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
    .stillFor = StillFor,
};

static JoinScene *Alloc(void)
{
    JoinScene *j = calloc(1, sizeof *j);
    if (j == NULL) {
        return NULL;
    }
    j->base.ops = &kOps;
    j->base.textInput = true;
    j->linkSeat = -1;
    return j;
}

Scene *JoinScene_Create(App *app)
{
    (void)app;
    JoinScene *j = Alloc();
    if (j == NULL) {
        return NULL;
    }
    const char *port = getenv("PARLOUR_BEACON_PORT"); /* tests listen on a port of their own */
    j->discovery = TableDiscovery_Start(port != NULL ? atoi(port) : 0, j->listening, sizeof j->listening);
    BuildMenu(j);
    Listen(j);
    return &j->base;
}

Scene *JoinScene_CreateDemo(App *app)
{
    (void)app;
    JoinScene *j = Alloc();
    if (j == NULL) {
        return NULL;
    }
    j->demo = true;
    static const char *const beacon =
        "{\"parlour\":1,\"protocol\":1,\"port\":8765,\"host\":\"den-pc\",\"tables\":["
        "{\"code\":\"K7MQ3R\",\"game\":\"piquet\",\"title\":\"Piquet\",\"variant\":\"Rubicon\",\"seats\":2,\"people\":2},"
        "{\"code\":\"W4HN8T\",\"game\":\"bridge\",\"title\":\"Bridge\",\"variant\":\"\",\"seats\":4,\"people\":2}]}";
    FoundHost h;
    if (TableDiscovery_Parse(beacon, strlen(beacon), &h)) {
        snprintf(h.address, sizeof h.address, "192.168.1.20");
        for (int t = 0; t < h.tableCount; t++) {
            j->rows[j->rowCount].host = h;
            j->rows[j->rowCount].table = t;
            j->rowCount++;
        }
    }
    BuildMenu(j);
    TakeLink(j, "http://192.168.1.20:8765/#table=K7MQ3R&seat=1&token=5f0c2a9e41d3b7a8c6e0f1d2b3a4c5d6");
    Say(j, true, TABLE_CLIENT_NO_SUCH_SEAT);
    j->lineError = true;
    return &j->base;
}

const char *JoinScene_Line(const Scene *scene)
{
    return scene != NULL && scene->ops == &kOps ? ((const JoinScene *)scene)->line : NULL;
}
