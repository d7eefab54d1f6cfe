/* table_client_message.c: a host's message checked field by field into a TableEvent; seat links and typed addresses read. */
#define _DEFAULT_SOURCE /* strdup */
#include "table_client.h"

#include "core/card.h"
#include "core/game/game_wire.h"
#include "host_room.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * Fields a message does not use are passed over, not refused: a host of
 * the same protocol may tell more than this Parlour reads (a later field
 * for the phone's page). Every field that is read must be there, of its
 * kind and in its range.
 */

static bool Fail(char *problem, size_t size, const char *what, const char *type)
{
    snprintf(problem, size, "The host sent a %s message with %s.", type, what);
    return false;
}

static bool Text(const cJSON *root, const char *name, char *out, size_t max)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(root, name);
    if (!cJSON_IsString(v) || strlen(v->valuestring) >= max) {
        return false;
    }
    for (const char *p = v->valuestring; *p != '\0'; p++) {
        if ((unsigned char)*p < 0x20) {
            return false; /* one printable line: it is drawn as it is */
        }
    }
    snprintf(out, max, "%s", v->valuestring);
    return true;
}

/* A whole number in [lo, hi], or null read as GAME_NOBODY when nullable. */
static bool Int(const cJSON *root, const char *name, int lo, int hi, bool nullable, int *out)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(root, name);
    if (nullable && cJSON_IsNull(v)) {
        *out = GAME_NOBODY;
        return true;
    }
    if (!cJSON_IsNumber(v) || v->valuedouble != (double)(int)v->valuedouble || v->valuedouble < lo ||
        v->valuedouble > hi) {
        return false;
    }
    *out = (int)v->valuedouble;
    return true;
}

static bool Presence(const char *word, TableSeatPresence *out)
{
    static const char *const words[] = {"waiting", "here", "away", "left"};
    for (int i = 0; i < 4; i++) {
        if (strcmp(word, words[i]) == 0) {
            *out = (TableSeatPresence)i;
            return true;
        }
    }
    return false;
}

static bool Seats(const cJSON *root, int seats, TableEvent *ev)
{
    const cJSON *list = cJSON_GetObjectItemCaseSensitive(root, "seats");
    int n = cJSON_GetArraySize(list);
    if (!cJSON_IsArray(list) || n < 1 || n > GAME_MAX_SEATS || (seats > 0 && n != seats)) {
        return false;
    }
    ev->seatCount = n;
    for (int s = 0; s < n; s++) {
        const cJSON *e = cJSON_GetArrayItem(list, s);
        TableClientSeat *seat = &ev->seats[s];
        char player[16];
        char presence[16];
        int index;
        if (!cJSON_IsObject(e) || !Int(e, "seat", s, s, false, &index) ||
            !Text(e, "place", seat->place, sizeof seat->place) || !Text(e, "name", seat->name, sizeof seat->name) ||
            !Text(e, "player", player, sizeof player) || !Text(e, "presence", presence, sizeof presence) ||
            !Presence(presence, &seat->presence)) {
            return false;
        }
        if (strcmp(player, "person") != 0 && strcmp(player, "computer") != 0) {
            return false;
        }
        seat->computer = strcmp(player, "computer") == 0;
        seat->playedBy = s;
        if (cJSON_GetObjectItemCaseSensitive(e, "playedBy") != NULL &&
            !Int(e, "playedBy", 0, n - 1, false, &seat->playedBy)) {
            return false;
        }
    }
    return true;
}

static bool Welcome(const cJSON *root, TableEvent *ev, char *problem, size_t size)
{
    char game[32];
    char variant[64];
    int protocol;
    int rules;
    if (!Int(root, "protocol", 0, 1 << 30, false, &protocol) || !Int(root, "rules", 0, 1 << 30, false, &rules)) {
        return Fail(problem, size, "no versions", "welcome");
    }
    if (protocol != TABLE_PROTOCOL_VERSION || rules != TABLE_RULES_REVISION) {
        snprintf(problem, size,
                 "This table speaks protocol %d and plays rules revision %d; your Parlour speaks %d and plays %d: "
                 "update the older one.",
                 protocol, rules, TABLE_PROTOCOL_VERSION, TABLE_RULES_REVISION);
        return false;
    }
    if (!Text(root, "game", game, sizeof game) || !Text(root, "variant", variant, sizeof variant) ||
        !Text(root, "title", ev->title, sizeof ev->title) || !Text(root, "table", ev->table, sizeof ev->table)) {
        return Fail(problem, size, "a missing or wrong field", "welcome");
    }
    ev->rules = Game_Find(game);
    if (ev->rules == NULL || ev->rules->schema == NULL) {
        snprintf(problem, size, "This table plays %s, which this Parlour cannot play across devices: update it.",
                 ev->title);
        return false;
    }
    ev->variant = variant[0] != '\0' ? Game_VariantFromName(ev->rules, variant) : 0;
    if (ev->variant < 0) {
        snprintf(problem, size, "This table plays %s (%s), a variant this Parlour does not know: update it.",
                 ev->title, variant);
        return false;
    }
    int seats = Game_SeatsIn(ev->rules, ev->variant);
    if (!Int(root, "seat", -1, seats - 1, false, &ev->seat) || !Seats(root, seats, ev)) {
        return Fail(problem, size, "a seat out of range", "welcome");
    }
    if (ev->seat < 0) {
        ev->seat = GAME_NOBODY;
    }
    return true;
}

/* A choice of cards to pick: a verb, at most a pack of card texts, and 0 <= min <= max <= the cards listed. */
static bool PickChoice(const cJSON *e)
{
    char verb[32];
    char text[256];
    const cJSON *cards = cJSON_GetObjectItemCaseSensitive(e, "cards");
    const cJSON *min = cJSON_GetObjectItemCaseSensitive(e, "min");
    const cJSON *max = cJSON_GetObjectItemCaseSensitive(e, "max");
    if (!Text(e, "pick", verb, sizeof verb) || !Text(e, "text", text, sizeof text) || !cJSON_IsArray(cards) ||
        !cJSON_IsNumber(min) || !cJSON_IsNumber(max)) {
        return false;
    }
    int n = cJSON_GetArraySize(cards);
    if (n > 64 || min->valuedouble < 0 || max->valuedouble < min->valuedouble || max->valuedouble > n) {
        return false;
    }
    const cJSON *card;
    cJSON_ArrayForEach(card, cards)
    {
        if (!cJSON_IsString(card) || strlen(card->valuestring) > 3) {
            return false;
        }
    }
    return true;
}

static bool Choices(const cJSON *root, const GameRules *rules, TableEvent *ev)
{
    const cJSON *list = cJSON_GetObjectItemCaseSensitive(root, "choices");
    int n = cJSON_GetArraySize(list);
    if (!cJSON_IsArray(list) || n > rules->maxActions) {
        return false;
    }
    if (n == 0) {
        return true;
    }
    ev->choices = calloc((size_t)n, sizeof *ev->choices);
    if (ev->choices == NULL) {
        return false;
    }
    const cJSON *e;
    cJSON_ArrayForEach(e, list)
    {
        TableClientChoice *c = &ev->choices[ev->choiceCount];
        GameAction parsed;
        if (cJSON_IsObject(e) && cJSON_GetObjectItemCaseSensitive(e, "pick") != NULL) {
            /* Cards to pick (docs/table-protocol.md, "Choices"): the table's own rules list these moves from the
               view, so the entry is only checked for its shape and not kept. */
            if (!PickChoice(e)) {
                return false;
            }
            continue;
        }
        if (!cJSON_IsObject(e) || !Text(e, "action", c->action, sizeof c->action) ||
            !Text(e, "text", c->text, sizeof c->text) || !rules->parseAction(c->action, &parsed)) {
            return false;
        }
        ev->choiceCount++;
    }
    return true;
}

static bool View(const cJSON *root, const GameRules *rules, int seat, TableEvent *ev, char *problem, size_t size)
{
    if (rules == NULL) {
        return Fail(problem, size, "no welcome before it", "view");
    }
    int seats = rules->seats;
    int viewer;
    if (!Int(root, "seat", 0, seats - 1, true, &viewer) || viewer != seat ||
        !Int(root, "toAct", 0, seats - 1, true, &ev->toAct) || !Int(root, "decider", 0, seats - 1, true, &ev->decider)) {
        return Fail(problem, size, "a seat that is not this device's, or out of range", "view");
    }
    const cJSON *state = cJSON_GetObjectItemCaseSensitive(root, "state");
    char *text = cJSON_IsObject(state) ? cJSON_PrintUnformatted(state) : NULL;
    ev->view = Game_NewState(rules);
    if (text == NULL || ev->view == NULL) {
        free(text);
        return Fail(problem, size, "no state", "view");
    }
    char why[256];
    int stateViewer;
    bool ok = GameWire_DecodeState(rules, text, strlen(text), ev->view, &stateViewer, why, sizeof why);
    free(text);
    if (!ok || stateViewer != seat) {
        snprintf(problem, size, "The host sent a view this Parlour cannot read (%s).", ok ? "another seat's" : why);
        return false;
    }
    if (!Choices(root, rules, ev) || (ev->choiceCount > 0 && ev->decider != seat)) {
        return Fail(problem, size, "choices that are not this seat's or not moves of the game", "view");
    }
    const cJSON *result = cJSON_GetObjectItemCaseSensitive(root, "result");
    ev->over = ev->toAct == GAME_NOBODY;
    ev->winner = GAME_NOBODY;
    if (ev->over) {
        const cJSON *score = cJSON_GetObjectItemCaseSensitive(result, "score");
        if (!cJSON_IsObject(result) || !Int(result, "winner", 0, seats - 1, true, &ev->winner) ||
            cJSON_GetArraySize(score) != seats) {
            return Fail(problem, size, "no result once over", "view");
        }
        for (int s = 0; s < seats; s++) {
            const cJSON *v = cJSON_GetArrayItem(score, s);
            if (!cJSON_IsNumber(v) || v->valuedouble < -1e9 || v->valuedouble > 1e9) {
                return Fail(problem, size, "a score out of range", "view");
            }
            ev->score[s] = (int)v->valuedouble;
        }
        const cJSON *record = cJSON_GetObjectItemCaseSensitive(root, "record");
        if (cJSON_IsString(record)) {
            ev->record = strdup(record->valuestring);
        }
    }
    return true;
}

static bool Move(const cJSON *root, const GameRules *rules, TableEvent *ev, char *problem, size_t size)
{
    if (rules == NULL) {
        return Fail(problem, size, "no welcome before it", "move");
    }
    const cJSON *a = cJSON_GetObjectItemCaseSensitive(root, "action");
    const cJSON *cards = cJSON_GetObjectItemCaseSensitive(a, "cards");
    int kind;
    int choice;
    if (!Int(root, "seat", 0, rules->seats - 1, false, &ev->moveSeat) || !cJSON_IsObject(a) ||
        !Int(a, "kind", 1, 255, false, &kind) || !Int(a, "choice", 0, 65535, false, &choice) ||
        !cJSON_IsArray(cards) || cJSON_GetArraySize(cards) > GAME_ACTION_CARDS ||
        !Text(root, "text", ev->sentence, sizeof ev->sentence)) {
        return Fail(problem, size, "a wrong field", "move");
    }
    memset(&ev->action, 0, sizeof ev->action);
    ev->action.kind = (uint8_t)kind;
    ev->action.choice = (uint16_t)choice;
    const cJSON *c;
    cJSON_ArrayForEach(c, cards)
    {
        Card card = CARD_NONE;
        if (cJSON_IsString(c)) {
            card = Card_ParseToken(c->valuestring, strlen(c->valuestring));
            if (card == CARD_NONE) {
                return Fail(problem, size, "a card that is not a card", "move");
            }
        } else if (!cJSON_IsNull(c)) {
            return Fail(problem, size, "a card that is not a card", "move");
        }
        ev->action.cards[ev->action.count++] = card;
    }
    return true;
}

bool TableClient_ParseMessage(const char *text, size_t length, const GameRules *rules, int seat, TableEvent *ev,
                              char *problem, size_t size)
{
    memset(ev, 0, sizeof *ev);
    ev->seat = seat;
    ev->toAct = ev->decider = ev->winner = GAME_NOBODY;
    /* A view nests the state (GAME_WIRE_MAX_DEPTH) two deeper; checked before cJSON recurses into it. */
    int depth = GameWire_TextDepth(text, length);
    if (length > TABLE_CLIENT_MAX_IN || depth < 1 || depth > GAME_WIRE_MAX_DEPTH + 2) {
        snprintf(problem, size, "The host sent a message too long or too deeply nested to read.");
        return false;
    }
    cJSON *root = cJSON_ParseWithLengthOpts(text, length, NULL, false);
    char type[16];
    if (root == NULL || !cJSON_IsObject(root) || !Text(root, "type", type, sizeof type)) {
        cJSON_Delete(root);
        snprintf(problem, size, "The host sent a message that is not one of the table's.");
        return false;
    }
    bool ok = false;
    if (strcmp(type, "welcome") == 0) {
        ev->kind = TABLE_EVENT_WELCOME;
        ok = Welcome(root, ev, problem, size);
    } else if (strcmp(type, "seats") == 0) {
        ev->kind = TABLE_EVENT_SEATS;
        /* The count was checked against the variant in the welcome; the game's most here. */
        ok = rules != NULL ? Seats(root, 0, ev) || Fail(problem, size, "a wrong seat", "seats")
                           : Fail(problem, size, "no welcome before it", "seats");
    } else if (strcmp(type, "view") == 0) {
        ev->kind = TABLE_EVENT_VIEW;
        ok = View(root, rules, seat, ev, problem, size);
    } else if (strcmp(type, "move") == 0) {
        ev->kind = TABLE_EVENT_MOVE;
        ok = Move(root, rules, ev, problem, size);
    } else if (strcmp(type, "refused") == 0) {
        ev->kind = TABLE_EVENT_REFUSED;
        ok = Text(root, "reason", ev->sentence, sizeof ev->sentence) ||
             Fail(problem, size, "no reason", "refused");
    } else {
        snprintf(problem, size, "The host sent a message of a kind this Parlour does not know (\"%s\").", type);
    }
    cJSON_Delete(root);
    if (!ok) {
        free(ev->view);
        free(ev->choices);
        free(ev->record);
        ev->view = NULL;
        ev->choices = NULL;
        ev->record = NULL;
    }
    return ok;
}

/* ---- Links and addresses ---- */

static bool Port(const char *text, size_t length, int *port)
{
    if (length == 0 || length > 5) {
        return false;
    }
    int n = 0;
    for (size_t i = 0; i < length; i++) {
        if (text[i] < '0' || text[i] > '9') {
            return false;
        }
        n = n * 10 + (text[i] - '0');
    }
    *port = n;
    return n >= 1 && n <= 65535;
}

/* HOST[:PORT] or [V6]:PORT, up to end; a name of letters, digits, '.', '-' or a numeric address. */
static bool HostPort(const char *text, size_t length, TableClientConfig *config)
{
    const char *colon = NULL;
    const char *hostFrom = text;
    size_t hostLength = length;
    if (length > 0 && text[0] == '[') {
        const char *close = memchr(text, ']', length);
        if (close == NULL) {
            return false;
        }
        hostFrom = text + 1;
        hostLength = (size_t)(close - text) - 1;
        colon = (size_t)(close + 1 - text) < length && close[1] == ':' ? close + 1 : NULL;
        if (colon == NULL && (size_t)(close + 1 - text) != length) {
            return false;
        }
    } else {
        colon = memchr(text, ':', length);
        hostLength = colon != NULL ? (size_t)(colon - text) : length;
    }
    if (hostLength == 0 || hostLength >= sizeof config->host) {
        return false;
    }
    for (size_t i = 0; i < hostLength; i++) {
        char ch = hostFrom[i];
        bool fine = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '.' ||
                    ch == '-' || (ch == ':' && hostFrom != text);
        if (!fine) {
            return false;
        }
    }
    int port = 8765;
    if (colon != NULL && !Port(colon + 1, length - (size_t)(colon + 1 - text), &port)) {
        return false;
    }
    memcpy(config->host, hostFrom, hostLength);
    config->host[hostLength] = '\0';
    config->port = port;
    return true;
}

bool TableClient_ParseAddress(const char *text, TableClientConfig *config, char *problem, size_t size)
{
    while (*text == ' ') {
        text++;
    }
    size_t length = strlen(text);
    while (length > 0 && text[length - 1] == ' ') {
        length--;
    }
    if (!HostPort(text, length, config)) {
        snprintf(problem, size, "\"%.*s\" is not an address: type it as the host shows it, e.g. 192.168.1.20:8765.",
                 (int)(length > 60 ? 60 : length), text);
        return false;
    }
    return true;
}

/* The value of key in the fragment's "a=b&c=d", into out; false when absent or too long. */
static bool FragmentValue(const char *fragment, const char *key, char *out, size_t max)
{
    size_t keyLength = strlen(key);
    for (const char *p = fragment; p != NULL && *p != '\0';) {
        const char *end = strchr(p, '&');
        size_t length = end != NULL ? (size_t)(end - p) : strlen(p);
        if (length > keyLength && strncmp(p, key, keyLength) == 0 && p[keyLength] == '=') {
            size_t valueLength = length - keyLength - 1;
            if (valueLength == 0 || valueLength >= max) {
                return false;
            }
            memcpy(out, p + keyLength + 1, valueLength);
            out[valueLength] = '\0';
            return true;
        }
        p = end != NULL ? end + 1 : NULL;
    }
    return false;
}

static bool Alnum(const char *text)
{
    for (; *text != '\0'; text++) {
        char ch = *text;
        if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9'))) {
            return false;
        }
    }
    return true;
}

bool TableClient_ParseLink(const char *link, TableClientConfig *config, char *problem, size_t size)
{
    while (*link == ' ' || *link == '\n' || *link == '\r' || *link == '\t') {
        link++;
    }
    static const char *const schemes[] = {"http://", "https://", "ws://", "wss://"};
    const char *rest = NULL;
    for (size_t i = 0; i < sizeof schemes / sizeof schemes[0]; i++) {
        if (strncmp(link, schemes[i], strlen(schemes[i])) == 0) {
            rest = link + strlen(schemes[i]);
        }
    }
    const char *hash = rest != NULL ? strchr(rest, '#') : NULL;
    if (hash == NULL) {
        snprintf(problem, size, "That is not a table's link: a seat's link looks like "
                                "http://192.168.1.20:8765/#table=K7MQ3R&seat=1&token=...");
        return false;
    }
    size_t hostEnd = strcspn(rest, "/#?");
    TableClientConfig parsed = *config;
    char fragment[256];
    snprintf(fragment, sizeof fragment, "%s", hash + 1);
    fragment[strcspn(fragment, " \r\n\t")] = '\0';
    if (!HostPort(rest, hostEnd, &parsed)) {
        snprintf(problem, size, "The link's address is not one: copy the whole link again.");
        return false;
    }
    if (!FragmentValue(fragment, "table", parsed.table, sizeof parsed.table) || !Alnum(parsed.table)) {
        snprintf(problem, size, "The link has no table code: copy the whole link again.");
        return false;
    }
    parsed.token[0] = '\0';
    if (strstr(fragment, "token=") != NULL &&
        (!FragmentValue(fragment, "token", parsed.token, sizeof parsed.token) || !Alnum(parsed.token))) {
        snprintf(problem, size, "The link's seat token is cut or wrong: copy the whole link again.");
        return false;
    }
    *config = parsed;
    return true;
}
