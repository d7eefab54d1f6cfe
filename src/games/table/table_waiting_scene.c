/* table_waiting_scene.c: the host's waiting room: the table's code, each remote seat's link and QR code, who is here. */
#include "table_waiting_scene.h"

#include "app/app.h"
#include "platform/log.h"
#include "render/text.h"
#include "scenes/menu_scene.h"
#include "scenes/scenes.h"
#include "ui/ui_draw.h"
#include "ui/ui_menu.h"
#include "ui/ui_theme.h"

#include <math.h>
#include <qrencode.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { WAIT_START = 1, WAIT_ADDRESS, WAIT_PORT, WAIT_BACK, WAIT_SEAT = 100 };

typedef struct TableWaiting {
    Scene base;
    UiMenu menu;
    const TableGame *game;
    TableHosting *hosting; /* ours until the table takes it */
    int variant;
    GameSeating seating;
    int qrSeat;          /* the seat whose QR code is made */
    QRcode *qr;          /* that seat's link, encoded (NULL if libqrencode could not) */
    char address[TABLE_HOST_ADDRESS_MAX]; /* being typed */
    char port[8];                          /* being typed */
    bool started;
    void (*remember)(const TableGame *game, const char *address, int port); /* the lobby keeps them for next time */
} TableWaiting;
MENU_SCENE_CHECK(TableWaiting);

static int FocusedSeat(const TableWaiting *w)
{
    int tag = UiMenu_FocusedTag(&w->menu);
    if (tag >= WAIT_SEAT) {
        return tag - WAIT_SEAT;
    }
    for (int s = 0; s < w->seating.count; s++) {
        if (w->hosting->remote[s]) {
            return s; /* on another row: the first remote seat's code stays up */
        }
    }
    return GAME_NOBODY;
}

/* The QR code of the focused seat's link, made again only when the seat or the link changes. */
static void MakeQr(TableWaiting *w)
{
    int seat = FocusedSeat(w);
    if (seat == w->qrSeat && w->qr != NULL) {
        return;
    }
    if (w->qr != NULL) {
        QRcode_free(w->qr);
        w->qr = NULL;
    }
    w->qrSeat = seat;
    if (seat == GAME_NOBODY) {
        return;
    }
    char link[TABLE_HOSTING_LINK_MAX];
    TableHosting_Link(w->hosting, seat, link, sizeof link);
    w->qr = QRcode_encodeString(link, 0, QR_ECLEVEL_M, QR_MODE_8, 1);
    memset(link, 0, sizeof link);
    if (w->qr == NULL) {
        Log_Warn("The seat's QR code could not be made; its link is shown in words.");
    }
}

/* "West: Ben · here": a seat's row says whose it is and whether they are connected. */
static void SeatLabel(const TableWaiting *w, int seat, char *buf, size_t size)
{
    const char *place = Game_SeatName(w->game->rules, w->variant, seat);
    const char *name = TableHosting_SeatName(w->hosting, seat);
    const char *state = TableHosting_Here(w->hosting, seat) ? "here" : "waiting";
    if (strcmp(place, name) == 0) {
        snprintf(buf, size, "%s \xC2\xB7 %s", place, state);
    } else {
        snprintf(buf, size, "%s: %s \xC2\xB7 %s", place, name, state);
    }
}

static void SetValues(TableWaiting *w)
{
    for (int s = 0; s < w->seating.count; s++) {
        int row = UiMenu_RowOfTag(&w->menu, WAIT_SEAT + s);
        if (row >= 0) {
            SeatLabel(w, s, w->menu.items[row].label, sizeof w->menu.items[row].label);
        }
    }
    UiMenu_SetValue(&w->menu, UiMenu_RowOfTag(&w->menu, WAIT_ADDRESS), w->address, -1.0f);
    UiMenu_SetValue(&w->menu, UiMenu_RowOfTag(&w->menu, WAIT_PORT), w->port, -1.0f);
}

static void BuildMenu(TableWaiting *w)
{
    int focused = UiMenu_FocusedTag(&w->menu);
    UiMenu_Init(&w->menu, LAYOUT_W * 0.5f - 560.0f, 226.0f, 520.0f, 50.0f);
    w->menu.valueAt = 0.5f;
    for (int s = 0; s < w->seating.count; s++) {
        if (w->hosting->remote[s]) {
            char label[64];
            SeatLabel(w, s, label, sizeof label);
            UiMenu_AddTagged(&w->menu, label, WAIT_SEAT + s);
        }
    }
    UiMenu_AddTagged(&w->menu, "Start now", WAIT_START);
    UiMenu_AddTagged(&w->menu, "Address in links", WAIT_ADDRESS);
    UiMenu_AddTagged(&w->menu, "Port", WAIT_PORT);
    UiMenu_AddTagged(&w->menu, "Back", WAIT_BACK);
    for (int i = 0; i < w->menu.count; i++) {
        int tag = w->menu.items[i].tag;
        /* The typed fields show their value; left and right step the port. */
        w->menu.items[i].adjustable = tag == WAIT_ADDRESS || tag == WAIT_PORT;
    }
    SetValues(w);
    UiMenu_FocusTag(&w->menu, focused, WAIT_START);
}

/* The deal: the table scene takes the hosting over; this room gives way to it. */
static void Start(TableWaiting *w, App *app)
{
    if (w->started) {
        return;
    }
    w->started = true;
    TableHosting_FillEmpty(w->hosting); /* none when every seat is here */
    TableHosting_Hand(w->hosting);
    Scene *table = w->game->createNew(app, w->variant, &w->seating, 0);
    if (TableHosting_Take(w->game->rules) != NULL || table == NULL) {
        /* The table did not take it (out of memory): the room stays, and the game stays in its slot. */
        w->started = false;
        App_Toast(app, "The table could not be opened: out of memory.");
        return;
    }
    w->hosting = NULL;
    App_Replace(app, table);
}

static void ApplyPort(TableWaiting *w, App *app)
{
    int port = atoi(w->port);
    if (port < 1 || port > 65535) {
        App_Toast(app, "\"%s\" is not a port: type a number from 1 to 65535.", w->port);
        snprintf(w->port, sizeof w->port, "%d", TableHosting_Port(w->hosting));
    } else if (port != TableHosting_Port(w->hosting)) {
        char problem[PLAYER_MESSAGE_MAX];
        if (!TableHosting_Relisten(w->hosting, port, problem, sizeof problem)) {
            App_Toast(app, "%s", problem);
        }
        snprintf(w->port, sizeof w->port, "%d", TableHosting_Port(w->hosting));
    }
    if (w->remember != NULL) {
        w->remember(w->game, w->address, TableHosting_Port(w->hosting));
    }
    w->qrSeat = GAME_NOBODY - 1; /* the links changed */
    SetValues(w);
}

static void ApplyAddress(TableWaiting *w)
{
    TableHosting_SetShownAddress(w->hosting, w->address);
    if (w->address[0] == '\0') {
        snprintf(w->address, sizeof w->address, "%s", w->hosting->shownAddress);
    }
    if (w->remember != NULL) {
        w->remember(w->game, w->address, TableHosting_Port(w->hosting));
    }
    w->qrSeat = GAME_NOBODY - 1;
    SetValues(w);
}

/* Typing on the address or port row edits it; Backspace erases. True when the event was taken. */
static bool Type(TableWaiting *w, App *app, const InputEvent *ev)
{
    int tag = UiMenu_FocusedTag(&w->menu);
    if (tag != WAIT_ADDRESS && tag != WAIT_PORT) {
        return false;
    }
    char *buf = tag == WAIT_ADDRESS ? w->address : w->port;
    size_t cap = tag == WAIT_ADDRESS ? sizeof w->address : sizeof w->port;
    size_t n = strlen(buf);
    if (ev->action == ACTION_BACK && ev->device == DEVICE_KEYBOARD && strcmp(ev->text, "Backspace") == 0) {
        if (n > 0) {
            buf[n - 1] = '\0';
            SetValues(w);
        }
        return true;
    }
    if (ev->action != ACTION_TEXT) {
        return false;
    }
    for (const char *p = ev->text; *p != '\0' && n + 1 < cap; p++) {
        bool ok = tag == WAIT_PORT ? (*p >= '0' && *p <= '9')
                                   : ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
                                      (*p >= '0' && *p <= '9') || *p == '.' || *p == '-' || *p == ':');
        if (ok) {
            buf[n++] = *p;
            buf[n] = '\0';
        }
    }
    (void)app;
    SetValues(w);
    return true;
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    TableWaiting *w = (TableWaiting *)s;
    if (Type(w, app, ev)) {
        return;
    }
    if (ev->action == ACTION_BACK) {
        App_Pop(app);
        return;
    }
    if (ev->action == ACTION_COPY) {
        int seat = FocusedSeat(w);
        if (seat != GAME_NOBODY) {
            char link[TABLE_HOSTING_LINK_MAX];
            TableHosting_Link(w->hosting, seat, link, sizeof link);
            SDL_SetClipboardText(link);
            memset(link, 0, sizeof link);
            App_Toast(app, "%s's link is copied: send it to them alone.", TableHosting_SeatName(w->hosting, seat));
        }
        return;
    }
    int tag = UiMenu_FocusedTag(&w->menu);
    if (ev->action == ACTION_CONFIRM && (tag == WAIT_ADDRESS || tag == WAIT_PORT)) {
        /* Enter applies what was typed (on an adjustable row the menu would take it for "right"). */
        if (tag == WAIT_ADDRESS) {
            ApplyAddress(w);
        } else {
            ApplyPort(w, app);
        }
        return;
    }
    int index = 0;
    UiMenuResult r = UiMenu_Handle(&w->menu, ev, &index);
    if ((r == UI_MENU_LEFT || r == UI_MENU_RIGHT) && UiMenu_TagOfRow(&w->menu, index) == WAIT_PORT) {
        int port = atoi(w->port) + (r == UI_MENU_LEFT ? -1 : 1);
        snprintf(w->port, sizeof w->port, "%d", port < 1 ? 65535 : port > 65535 ? 1 : port);
        ApplyPort(w, app);
        return;
    }
    if (r != UI_MENU_ACTIVATE) {
        return;
    }
    switch (UiMenu_TagOfRow(&w->menu, index)) {
    case WAIT_START: Start(w, app); break;
    case WAIT_ADDRESS: ApplyAddress(w); break;
    case WAIT_PORT: ApplyPort(w, app); break;
    case WAIT_BACK: App_Pop(app); break;
    default: break;
    }
}

static void Update(Scene *s, App *app, float dt)
{
    TableWaiting *w = (TableWaiting *)s;
    MenuScene_Update(s, app, dt);
    if (w->hosting == NULL) {
        return;
    }
    TableHosting_Service(w->hosting);
    SetValues(w);
    if (!w->started && TableHosting_AllHere(w->hosting)) {
        Start(w, app); /* everyone is here: deal */
    }
}

/*
 * The QR code, dark modules on white with the standard quiet zone of four modules, as big as fits side. Drawn in
 * whole pixels a module, so every module is the same size and a camera reads it at a glance.
 */
static float DrawQr(const TableWaiting *w, App *app, float x, float y, float side)
{
    const QRcode *qr = w->qr;
    int modules = qr->width + 8;
    SDL_FRect px = Gfx_ToPixels(&app->gfx, (SDL_FRect){x, y, side, side});
    int m = (int)(px.w / (float)modules);
    if (m < 1) {
        m = 1;
    }
    int total = m * modules;
    int left = (int)(px.x + (px.w - (float)total) * 0.5f), top = (int)px.y;
    SDL_Renderer *r = app->gfx.renderer;
    SDL_SetRenderDrawColor(r, 255, 255, 255, 255);
    SDL_RenderFillRect(r, &(SDL_Rect){left, top, total, total});
    SDL_SetRenderDrawColor(r, 0, 0, 0, 255);
    for (int row = 0; row < qr->width; row++) {
        for (int col = 0; col < qr->width; col++) {
            if (qr->data[row * qr->width + col] & 1) {
                SDL_RenderFillRect(r, &(SDL_Rect){left + m * (col + 4), top + m * (row + 4), m, m});
            }
        }
    }
    return side * (float)total / px.w; /* the height it took, in layout units */
}

static void DrawInfo(TableWaiting *w, App *app, SDL_FRect r)
{
    Ui_DrawPanel(app, r);
    float x = r.x + 24.0f, wdt = r.w - 48.0f, y = r.y + 18.0f;
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 26.0f, THEME_GOLD, TEXT_LEFT);
    char text[320];
    int tag = UiMenu_FocusedTag(&w->menu);
    if (tag == WAIT_ADDRESS || tag == WAIT_PORT) {
        Text_Draw(&app->gfx, &head, x, y, tag == WAIT_ADDRESS ? "The address in the links" : "The port");
        y += 44.0f;
        y += MenuScene_Paragraph(app, x, y, wdt,
                                 tag == WAIT_ADDRESS
                                     ? "The links and QR codes name this address. On the local network it is this "
                                       "computer's own. For players elsewhere, type the address of your router, "
                                       "whose port is forwarded to this computer. Enter applies it."
                                     : "The port the table listens on. Type another and press Enter: the links "
                                       "change, and the server listens there at once.",
                                 THEME_CREAM) +
             12.0f;
        MenuScene_Paragraph(app, x, y, wdt, "Type to change it; Backspace erases.", THEME_PARCHMENT);
        return;
    }
    if (tag == WAIT_START || tag == WAIT_BACK) {
        Text_Draw(&app->gfx, &head, x, y, tag == WAIT_START ? "Start now" : "Back");
        y += 44.0f;
        MenuScene_Paragraph(app, x, y, wdt,
                            tag == WAIT_START
                                ? "Deal without waiting. Computers play the seats of anyone not here yet; each person "
                                  "takes their seat back as soon as they open their link."
                                : "Back to the lobby. The hosted game is kept in its own save: resume it from the "
                                  "lobby, and the same links join it again.",
                            THEME_CREAM);
        return;
    }
    int seat = FocusedSeat(w);
    if (seat == GAME_NOBODY) {
        return;
    }
    SeatLabel(w, seat, text, sizeof text);
    Text_DrawFit(&app->gfx, &head, x, y, wdt, text);
    y += 40.0f;
    float side = fminf(wdt, r.y + r.h - y - 124.0f);
    if (w->qr != NULL && side > 60.0f) {
        y += DrawQr(w, app, x + (wdt - side) * 0.5f, y, side) + 10.0f;
    }
    char link[TABLE_HOSTING_LINK_MAX];
    TableHosting_Link(w->hosting, seat, link, sizeof link);
    TextStyle small = Text_Style(FONT_SANS, 14.0f, THEME_PARCHMENT, TEXT_LEFT);
    y += Text_DrawWrapped(&app->gfx, &small, x, y, wdt, link, true) + 6.0f;
    memset(link, 0, sizeof link);
    MenuScene_Paragraph(app, x, y, wdt, "Scan it with a phone, or send the link to this player alone.",
                        THEME_CREAM);
}

static void Draw(Scene *s, App *app)
{
    TableWaiting *w = (TableWaiting *)s;
    Gfx_DrawFelt(&app->gfx);
    char sub[160];
    snprintf(sub, sizeof sub, "Hosting %s: waiting for the players", w->game->rules->title);
    Ui_DrawHeading(app, w->game->rules->title, sub);
    if (w->hosting == NULL) {
        return;
    }
    MakeQr(w);
    float left = LAYOUT_W * 0.5f - 560.0f;
    TextStyle code = Text_Style(FONT_SERIF_BOLD, 30.0f, THEME_CREAM, TEXT_LEFT);
    char text[200];
    snprintf(text, sizeof text, "Table code %s", TableHosting_Code(w->hosting));
    Text_Draw(&app->gfx, &code, left, 128.0f, text);
    snprintf(text, sizeof text, "Listening on port %d; links name %s:%d", TableHosting_Port(w->hosting),
             w->hosting->shownAddress, TableHosting_Port(w->hosting));
    TextStyle small = Text_Style(FONT_SANS, 17.0f, THEME_PARCHMENT, TEXT_LEFT);
    Text_Draw(&app->gfx, &small, left, 172.0f, text);
    SDL_FRect panel = MenuScene_DrawMenu(s, app);
    DrawInfo(w, app, (SDL_FRect){LAYOUT_W * 0.5f + 20.0f, 130.0f, 540.0f, 520.0f});
    (void)panel;
    MenuScene_DrawPrompts(s, app, false);
}

static void Destroy(Scene *s)
{
    TableWaiting *w = (TableWaiting *)s;
    if (w->qr != NULL) {
        QRcode_free(w->qr);
    }
    TableHosting_Close(w->hosting); /* Back: the server closes; the game stays in its slot */
    free(w);
}

static bool Locate(Scene *s, App *app, const char *name, SDL_FRect *out)
{
    return MenuScene_Locate(s, app, name, out);
}

static const SceneOps kOps = {
    .name = "table-waiting",
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
};

Scene *TableWaitingScene_Create(App *app, const TableGame *game, TableHosting *hosting, int variant,
                                const GameSeating *seating,
                                void (*remember)(const TableGame *game, const char *address, int port))
{
    (void)app;
    TableWaiting *w = calloc(1, sizeof *w);
    if (w == NULL) {
        TableHosting_Close(hosting);
        return NULL;
    }
    w->base.ops = &kOps;
    w->base.textInput = true;
    w->game = game;
    w->hosting = hosting;
    w->variant = variant;
    w->seating = *seating;
    w->remember = remember;
    w->qrSeat = GAME_NOBODY - 1;
    snprintf(w->address, sizeof w->address, "%s", hosting->shownAddress);
    snprintf(w->port, sizeof w->port, "%d", TableHosting_Port(hosting));
    BuildMenu(w);
    UiMenu_FocusTag(&w->menu, WAIT_SEAT + FocusedSeat(w), WAIT_START);
    return &w->base;
}

TableHosting *TableWaitingScene_Hosting(Scene *scene)
{
    return ((TableWaiting *)scene)->hosting;
}
