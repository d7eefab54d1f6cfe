/* table_hosting.c: a table hosted from Parlour: its room and server on the main thread, its save slot, its seat keys. */
#define _DEFAULT_SOURCE /* getifaddrs */
#include "table_hosting.h"

#include "platform/atomic_file.h"
#include "platform/log.h"
#include "platform/paths.h"
#include "table_seat_names.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The table handed to the next table scene (TableHosting_Hand): one at a time, on the main thread. */
static TableHosting *gHanded;

void TableHosting_Files(const GameRules *rules, char *gameFile, size_t gameSize, char *seatsFile, size_t seatsSize)
{
    snprintf(gameFile, gameSize, "%s-hosted.txt", rules->name);
    snprintf(seatsFile, seatsSize, "%s-hosted-seats.txt", rules->name);
}

void TableHosting_LocalAddress(char *buf, size_t size)
{
    snprintf(buf, size, "127.0.0.1");
    struct ifaddrs *list = NULL;
    if (getifaddrs(&list) != 0) {
        return;
    }
    for (struct ifaddrs *a = list; a != NULL; a = a->ifa_next) {
        if (a->ifa_addr == NULL || a->ifa_addr->sa_family != AF_INET || (a->ifa_flags & IFF_LOOPBACK) != 0 ||
            (a->ifa_flags & IFF_UP) == 0) {
            continue;
        }
        char text[INET_ADDRSTRLEN];
        const struct sockaddr_in *in = (const struct sockaddr_in *)(const void *)a->ifa_addr;
        if (inet_ntop(AF_INET, &in->sin_addr, text, sizeof text) != NULL) {
            snprintf(buf, size, "%s", text);
            break;
        }
    }
    freeifaddrs(list);
}

/* ---- the private file of the seats' keys ---- */

/*
 *     # Parlour: your hosted Bridge table's seat keys. Private: whoever has a key plays that seat.
 *     code K7MQ2X
 *     seat 1 remote 0f3a... Ada
 *     seat 2 remote 9b1c... -
 *
 * A stand-in computer's seat says "standin" for "remote".
 */
static bool SaveSeats(TableHosting *h, char *message, size_t size)
{
    char text[1024];
    const HostTable *t = h->table;
    size_t len = (size_t)snprintf(text, sizeof text,
                                  "# Parlour: your hosted %s table's seat keys. Private: whoever has a key plays that "
                                  "seat.\ncode %s\n",
                                  h->rules->title, t->code);
    for (int s = 0; s < t->host.seating.count && len < sizeof text; s++) {
        if (h->remote[s] && t->seat[s].token[0] != '\0') {
            const char *name = t->seat[s].name[0] != '\0' ? t->seat[s].name : "-";
            len += (size_t)snprintf(text + len, sizeof text - len, "seat %d %s %s %s\n", s,
                                    h->standIn[s] ? "standin" : "remote", t->seat[s].token, name);
        }
    }
    if (len >= sizeof text) {
        snprintf(message, size, "The hosted table's seat keys are too long to save.");
        return false;
    }
    char path[PATHS_MAX];
    Paths_User(h->seatsFile, path, sizeof path);
    bool ok = AtomicFile_WritePrivate(path, text, len, message, size);
    memset(text, 0, sizeof text); /* the keys were secrets */
    return ok;
}

/* Reads the keys back into the table: its code, each remote seat's token, name and stand-in. */
static bool LoadSeats(TableHosting *h, char *problem, size_t size)
{
    char path[PATHS_MAX];
    Paths_User(h->seatsFile, path, sizeof path);
    char *text = AtomicFile_ReadAll(path, NULL);
    if (text == NULL) {
        snprintf(problem, size, "The seat keys of your hosted %s table (%s) could not be read: %s.", h->rules->title,
                 path, AtomicFile_ErrorText(errno));
        return false;
    }
    HostTable *t = h->table;
    bool ok = true, coded = false;
    int lineNo = 0;
    for (char *line = strtok(text, "\n"); line != NULL && ok; line = strtok(NULL, "\n")) {
        lineNo++;
        if (line[0] == '#' || line[0] == '\0') {
            continue;
        }
        char code[HOST_CODE_LEN + 2], kind[16], token[HOST_TOKEN_HEX + 2], name[TABLE_NAME_MAX];
        int seat, end = 0;
        if (sscanf(line, "code %7s%n", code, &end) == 1 && line[end] == '\0' && strlen(code) == HOST_CODE_LEN) {
            memcpy(t->code, code, HOST_CODE_LEN + 1); /* its length checked above */
            coded = true;
        } else if (sscanf(line, "seat %d %15s %33s %n", &seat, kind, token, &end) == 3 && seat >= 0 &&
                   seat < t->host.seating.count && strlen(token) == HOST_TOKEN_HEX &&
                   (strcmp(kind, "remote") == 0 || strcmp(kind, "standin") == 0) &&
                   sscanf(line + end, "%32[^\n]", name) == 1) {
            h->remote[seat] = true;
            h->standIn[seat] = strcmp(kind, "standin") == 0;
            memcpy(t->seat[seat].token, token, HOST_TOKEN_HEX + 1); /* its length checked above */
            snprintf(t->seat[seat].name, sizeof t->seat[seat].name, "%s", strcmp(name, "-") == 0 ? "" : name);
            t->seat[seat].presence = TABLE_SEAT_WAITING;
        } else {
            snprintf(problem, size, "The seat keys of your hosted %s table (%s): line %d is not \"code\" or \"seat\".",
                     h->rules->title, path, lineNo);
            ok = false;
        }
    }
    memset(text, 0, strlen(text));
    free(text);
    if (ok && !coded) {
        snprintf(problem, size, "The seat keys of your hosted %s table (%s) name no table code.", h->rules->title,
                 path);
        ok = false;
    }
    return ok;
}

/* ---- opening and closing ---- */

static HostServer *Listen(TableHosting *h, int port, char *problem, size_t size)
{
    HostServerConfig config;
    HostServer_Defaults(&config);
    config.address = h->listen;
    config.port = port;
    config.assets = h->assets;
    config.callerMovesComputers = true; /* the table session moves them, with a pause a person can follow */
    config.pollOnly = true;             /* served a turn a frame from the game loop: lws's own poll, never blocking */
    return HostServer_Start(&config, &h->room, problem, size);
}

static TableHosting *Begin(const TableHostingSetup *setup, const GameSeating *seating, uint64_t seed, char *problem,
                           size_t size)
{
    TableHosting *h = calloc(1, sizeof *h);
    if (h == NULL) {
        snprintf(problem, size, "Out of memory.");
        return NULL;
    }
    h->rules = setup->rules;
    h->fillLevel = setup->fillLevel;
    snprintf(h->gameFile, sizeof h->gameFile, "%s", setup->gameFile);
    snprintf(h->seatsFile, sizeof h->seatsFile, "%s", setup->seatsFile);
    HostRoom_Init(&h->room);
    h->table = HostRoom_Open(&h->room, setup->rules, setup->variant, seed, seating, problem, size);
    if (h->table == NULL) {
        free(h);
        return NULL;
    }
    for (int s = 0; s < h->table->host.seating.count; s++) {
        h->remote[s] = setup->remote[s] && Seating_IsPerson(&h->table->host.seating, s);
        if (!h->remote[s]) {
            /* This screen's people are here already; nobody may join their seats from elsewhere. */
            memset(h->table->seat[s].token, 0, sizeof h->table->seat[s].token);
            h->table->seat[s].presence = TABLE_SEAT_HERE;
        }
        snprintf(h->table->seat[s].name, sizeof h->table->seat[s].name, "%s", seating->name[s]);
    }
    snprintf(h->listen, sizeof h->listen, "%s", setup->listen);
    snprintf(h->assets, sizeof h->assets, "%s", setup->assets);
    h->server = Listen(h, setup->port, problem, size);
    if (h->server == NULL) {
        HostRoom_Free(&h->room);
        free(h);
        return NULL;
    }
    h->port = HostServer_Port(h->server);
    TableHosting_SetShownAddress(h, setup->shownAddress);
    return h;
}

/* The slot: saved after every action, whoever made it. */
static void SaveGame(TableHosting *h)
{
    const TableHost *host = &h->table->host;
    if (h->session != NULL) {
        TableSession_Save(h->session);
        snprintf(h->saveError, sizeof h->saveError, "%s", h->session->saveError);
    } else {
        int viewer = Seating_FirstPerson(&host->seating);
        TableStore_SaveGame(h->gameFile, &host->rec, &host->seating, viewer, 0, true, h->saveError,
                            sizeof h->saveError);
    }
    h->savedCount = host->rec.count;
}

TableHosting *TableHosting_Open(const TableHostingSetup *setup, char *problem, size_t size)
{
    uint64_t seed = setup->seed != 0 ? setup->seed : TableSession_FreshSeed();
    TableHosting *h = Begin(setup, &setup->seating, seed, problem, size);
    if (h == NULL) {
        return NULL;
    }
    char message[PLAYER_MESSAGE_MAX];
    if (!SaveSeats(h, message, sizeof message)) {
        snprintf(problem, size, "%s", message);
        TableHosting_Close(h);
        return NULL;
    }
    SaveGame(h);
    return h;
}

TableHosting *TableHosting_Resume(const TableHostingSetup *setup, char *problem, size_t size)
{
    char what[96];
    snprintf(what, sizeof what, "Your hosted %s game", setup->rules->title);
    TableSaved saved;
    char message[PLAYER_MESSAGE_MAX];
    if (TableStore_LoadGame(setup->gameFile, what, setup->rules, &saved, message, sizeof message) != TABLE_STORE_OK) {
        snprintf(problem, size, "%s", message[0] != '\0' ? message : "There is no hosted game to resume.");
        return NULL;
    }
    GameSeating seating = saved.seating;
    for (int s = 0; s < seating.count; s++) {
        snprintf(seating.name[s], sizeof seating.name[s], "%s", setup->seating.name[s]);
    }
    TableHostingSetup again = *setup;
    memset(again.remote, 0, sizeof again.remote); /* the seat keys say which seats are remote */
    for (int s = 0; s < seating.count; s++) {
        again.remote[s] = true; /* every seat keeps its token until the keys are read */
    }
    TableHosting *h = Begin(&again, &seating, saved.rec.seed, problem, size);
    if (h == NULL) {
        TableSaved_Free(&saved);
        return NULL;
    }
    for (int s = 0; s < seating.count; s++) {
        h->remote[s] = false;
        memset(h->table->seat[s].token, 0, sizeof h->table->seat[s].token);
        h->table->seat[s].presence = TABLE_SEAT_HERE;
    }
    bool ok = LoadSeats(h, problem, size);
    /* The record replayed through the host: every action checked again by the rules. */
    for (int i = 0; ok && i < saved.rec.count; i++) {
        char why[256];
        if (TableHost_Play(&h->table->host, saved.rec.actions[i], NULL, NULL, why, sizeof why) != TABLE_HOST_APPLIED) {
            snprintf(problem, size, "Your hosted %s game could not be replayed at its action %d: %s", setup->rules->title,
                     i + 1, why);
            ok = false;
        }
    }
    TableSaved_Free(&saved);
    if (!ok) {
        TableHosting_Close(h);
        return NULL;
    }
    h->savedCount = h->table->host.rec.count;
    return h;
}

void TableHosting_Close(TableHosting *h)
{
    if (h == NULL) {
        return;
    }
    if (gHanded == h) {
        gHanded = NULL;
    }
    if (h->server != NULL) {
        /* The last moves may still sit in the devices' outboxes: a few rounds send them before the sockets close. */
        for (int i = 0; i < 8; i++) {
            HostServer_Service(h->server);
        }
        HostServer_Free(h->server);
    }
    if (h->dealt && TableHost_IsOver(&h->table->host)) {
        /* The game is over and counted: its seat keys open nothing any more, and a secret is not left lying about. */
        PlayerFile_Remove(h->seatsFile, "the hosted table's seat keys");
    }
    HostRoom_Free(&h->room);
    free(h);
}

/* ---- serving ---- */

/* A person joined a seat a computer stood in for: the seat is theirs again, from their next turn. */
static void TakeBackSeats(TableHosting *h)
{
    HostTable *t = h->table;
    for (int s = 0; s < t->host.seating.count; s++) {
        if (h->standIn[s] && t->seat[s].presence == TABLE_SEAT_HERE) {
            h->standIn[s] = false;
            t->host.seating.seat[s].kind = SEAT_PERSON;
            if (h->session != NULL) {
                h->session->seating.seat[s].kind = SEAT_PERSON;
            }
            char message[PLAYER_MESSAGE_MAX];
            if (!SaveSeats(h, message, sizeof message)) {
                Log_Warn("%s", message);
            }
        }
        if (h->session != NULL && h->remote[s] && h->session->seating.name[s][0] == '\0' &&
            t->seat[s].name[0] != '\0') {
            /* The name the person gave on joining, at the table instead of "North". */
            /* A seat name at the table is shorter than a device may send: the start of it. */
            snprintf(h->session->seating.name[s], sizeof h->session->seating.name[s], "%.*s",
                     (int)sizeof h->session->seating.name[s] - 1, t->seat[s].name);
        }
    }
}

void TableHosting_Service(TableHosting *h)
{
    HostServer_Service(h->server);
    TakeBackSeats(h);
    if (h->table->host.rec.count != h->savedCount) {
        SaveGame(h);
    }
}

int TableHosting_Port(const TableHosting *h)
{
    return h->port;
}

bool TableHosting_Relisten(TableHosting *h, int port, char *problem, size_t size)
{
    if (port == h->port) {
        return true;
    }
    /* The old socket first: the new port may be the one it held a moment ago. */
    HostServer_Free(h->server);
    h->server = Listen(h, port, problem, size);
    if (h->server == NULL) {
        char again[PLAYER_MESSAGE_MAX];
        h->server = Listen(h, h->port, again, sizeof again);
        if (h->server == NULL) {
            h->server = Listen(h, 0, again, sizeof again); /* anywhere rather than nowhere */
        }
        if (h->server == NULL) {
            Log_Warn("%s", again);
            return false;
        }
        h->port = HostServer_Port(h->server);
        return false;
    }
    h->port = HostServer_Port(h->server);
    return true;
}

void TableHosting_SetShownAddress(TableHosting *h, const char *address)
{
    if (address != NULL && address[0] != '\0') {
        snprintf(h->shownAddress, sizeof h->shownAddress, "%s", address);
    } else if (strcmp(h->listen, "0.0.0.0") == 0) {
        TableHosting_LocalAddress(h->shownAddress, sizeof h->shownAddress);
    } else {
        snprintf(h->shownAddress, sizeof h->shownAddress, "%s", h->listen);
    }
}

const char *TableHosting_Code(const TableHosting *h)
{
    return h->table->code;
}

void TableHosting_Link(const TableHosting *h, int seat, char *buf, size_t size)
{
    const HostTable *t = h->table;
    bool six = strchr(h->shownAddress, ':') != NULL;
    snprintf(buf, size, "http://%s%s%s:%d/#table=%s&seat=%d&token=%s", six ? "[" : "", h->shownAddress, six ? "]" : "",
             h->port, t->code, seat, t->seat[seat].token);
}

bool TableHosting_Here(const TableHosting *h, int seat)
{
    return seat >= 0 && seat < h->table->host.seating.count && h->table->seat[seat].presence == TABLE_SEAT_HERE;
}

bool TableHosting_AllHere(const TableHosting *h)
{
    for (int s = 0; s < h->table->host.seating.count; s++) {
        if (h->remote[s] && !TableHosting_Here(h, s)) {
            return false;
        }
    }
    return true;
}

const char *TableHosting_SeatName(const TableHosting *h, int seat)
{
    const HostTable *t = h->table;
    if (t->seat[seat].name[0] != '\0') {
        return t->seat[seat].name;
    }
    return Game_SeatName(h->rules, t->variant, seat);
}

void TableHosting_FillEmpty(TableHosting *h)
{
    HostTable *t = h->table;
    for (int s = 0; s < t->host.seating.count; s++) {
        if (h->remote[s] && !TableHosting_Here(h, s) && Seating_IsPerson(&t->host.seating, s)) {
            h->standIn[s] = true;
            t->host.seating.seat[s] = (GameSeat){SEAT_COMPUTER, h->fillLevel};
        }
    }
    char message[PLAYER_MESSAGE_MAX];
    if (!SaveSeats(h, message, sizeof message)) {
        Log_Warn("%s", message);
    }
    SaveGame(h);
}

/* ---- the table session's link ---- */

static void LinkMoved(void *ctx, const GameState *before, int actedFor, GameAction action)
{
    TableHosting *h = ctx;
    HostServer_Moved(h->server, h->table, before, actedFor, action);
    h->savedCount = h->table->host.rec.count; /* the session saved it */
}

static void LinkService(void *ctx)
{
    TableHosting_Service(ctx);
}

static bool LinkRedeal(void *ctx, uint64_t seed)
{
    TableHosting *h = ctx;
    TableHost *host = &h->table->host;
    GameSeating seating = host->seating;
    int variant = host->rec.variant;
    TableHost fresh;
    if (!TableHost_Start(&fresh, h->rules, variant, seed, &seating)) {
        return false;
    }
    TableHost_Free(host);
    *host = fresh;
    HostServer_Redealt(h->server, h->table);
    return true;
}

static void LinkClose(void *ctx)
{
    TableHosting_Close(ctx);
}

void TableHosting_Hand(TableHosting *h)
{
    gHanded = h;
}

TableHosting *TableHosting_Take(const GameRules *rules)
{
    TableHosting *h = gHanded;
    if (h == NULL || h->rules != rules) {
        return NULL;
    }
    gHanded = NULL;
    return h;
}

bool TableHosting_StartSession(TableHosting *h, TableSession *session)
{
    TableSessionLink link = {0};
    memcpy(link.remote, h->remote, sizeof link.remote);
    link.ctx = h;
    link.moved = LinkMoved;
    link.service = LinkService;
    link.redeal = LinkRedeal;
    link.close = LinkClose;
    if (!TableSession_StartOn(session, &h->table->host, &link, h->gameFile)) {
        TableHosting_Close(h);
        return false;
    }
    for (int s = 0; s < session->seating.count; s++) {
        snprintf(session->seating.name[s], sizeof session->seating.name[s], "%.*s",
                 (int)sizeof session->seating.name[s] - 1, h->table->seat[s].name);
    }
    h->session = session;
    h->dealt = true;
    SaveGame(h);
    return true;
}
