/* table_protocol.c: a device's messages read with every limit checked, and the host's messages written (cJSON). */
#include "table_protocol.h"

#include "core/game/game_ai.h"
#include "core/game/game_wire.h"

#include <cjson/cJSON.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void Say(char *problem, size_t size, const char *fmt, ...)
{
    if (problem == NULL || size == 0) {
        return;
    }
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(problem, size, fmt, ap);
    va_end(ap);
}

/* ---- A device's messages ---- */

typedef enum FieldKind {
    FIELD_TYPE,
    FIELD_INT,
    FIELD_TEXT,
    FIELD_TEXT_OR_NULL
} FieldKind;

typedef struct FieldSpec {
    const char *name;
    FieldKind kind;
    size_t offset; /* in TableClientMessage */
    size_t max;    /* FIELD_TEXT: the buffer's size; FIELD_INT: the largest value */
} FieldSpec;

#define TEXT(name, member, kind)                                                                                       \
    {                                                                                                                  \
        name, kind, offsetof(TableClientMessage, member), sizeof(((TableClientMessage *)0)->member)                    \
    }
#define INT(name, member, max)                                                                                         \
    {                                                                                                                  \
        name, FIELD_INT, offsetof(TableClientMessage, member), max                                                     \
    }

static const FieldSpec kHello[] = {
    {"type", FIELD_TYPE, 0, 0},       INT("protocol", protocol, 1000000),       INT("rules", rules, 1000000),
    TEXT("table", table, FIELD_TEXT), TEXT("token", token, FIELD_TEXT_OR_NULL), TEXT("name", name, FIELD_TEXT),
};
static const FieldSpec kAct[] = {
    {"type", FIELD_TYPE, 0, 0},
    TEXT("action", action, FIELD_TEXT),
};
static const FieldSpec kBare[] = {
    {"type", FIELD_TYPE, 0, 0},
};

static const struct {
    const char *word;
    const FieldSpec *fields;
    int count;
} kTypes[TABLE_MSG_TYPE_COUNT] = {
    [TABLE_MSG_HELLO] = {"hello", kHello, (int)(sizeof kHello / sizeof kHello[0])},
    [TABLE_MSG_ACT] = {"act", kAct, (int)(sizeof kAct / sizeof kAct[0])},
    [TABLE_MSG_LEAVE] = {"leave", kBare, 1},
    [TABLE_MSG_PING] = {"ping", kBare, 1},
    [TABLE_MSG_REMATCH] = {"rematch", kBare, 1},
};

/* Printable text only: no control characters (a name or code is shown and logged as it is). */
static bool Printable(const char *s)
{
    for (const unsigned char *p = (const unsigned char *)s; *p != '\0'; p++) {
        if (*p < 0x20 || *p == 0x7F) {
            return false;
        }
    }
    return true;
}

static bool ReadField(const FieldSpec *spec, const cJSON *item, TableClientMessage *out, char *problem, size_t size)
{
    char *base = (char *)out;
    switch (spec->kind) {
    case FIELD_TYPE: return true;
    case FIELD_INT: {
        if (!cJSON_IsNumber(item) || !(item->valuedouble >= 0 && item->valuedouble <= (double)spec->max) ||
            floor(item->valuedouble) != item->valuedouble) {
            Say(problem, size, "\"%s\" must be a whole number from 0 to %zu.", spec->name, spec->max);
            return false;
        }
        int v = (int)item->valuedouble;
        memcpy(base + spec->offset, &v, sizeof v);
        return true;
    }
    case FIELD_TEXT:
    case FIELD_TEXT_OR_NULL: {
        char *dest = base + spec->offset;
        if (spec->kind == FIELD_TEXT_OR_NULL && cJSON_IsNull(item)) {
            dest[0] = '\0';
            return true;
        }
        if (!cJSON_IsString(item) || item->valuestring == NULL) {
            Say(problem, size, "\"%s\" must be a text.", spec->name);
            return false;
        }
        size_t n = strlen(item->valuestring);
        if (n >= spec->max || !Printable(item->valuestring)) {
            Say(problem, size, "\"%s\" must be a line of at most %zu characters.", spec->name, spec->max - 1);
            return false;
        }
        memcpy(dest, item->valuestring, n + 1);
        return true;
    }
    }
    return false;
}

bool TableProtocol_ParseClient(const char *text, size_t length, TableClientMessage *out, char *problem, size_t size)
{
    memset(out, 0, sizeof *out);
    if (length > TABLE_PROTOCOL_MAX_IN) {
        Say(problem, size, "The message is %zu bytes; at most %d are read.", length, TABLE_PROTOCOL_MAX_IN);
        return false;
    }
    int depth = GameWire_TextDepth(text, length);
    if (depth < 0 || depth > TABLE_PROTOCOL_MAX_DEPTH) {
        Say(problem, size, "The message nests too deep or its brackets do not match.");
        return false;
    }
    /* One JSON value and nothing after it but spaces: cJSON alone would read the first and ignore the rest. */
    const char *end = NULL;
    cJSON *root = cJSON_ParseWithLengthOpts(text, length, &end, 0);
    while (root != NULL && end < text + length && (*end == ' ' || *end == '\t' || *end == '\n' || *end == '\r')) {
        end++;
    }
    if (root != NULL && end != text + length) {
        cJSON_Delete(root);
        root = NULL;
    }
    if (!cJSON_IsObject(root)) {
        Say(problem, size, "The message is not a JSON object.");
        cJSON_Delete(root);
        return false;
    }
    bool ok = false;
    const cJSON *type = cJSON_GetObjectItemCaseSensitive(root, "type");
    int t = -1;
    for (int i = 0; cJSON_IsString(type) && i < TABLE_MSG_TYPE_COUNT; i++) {
        if (strcmp(type->valuestring, kTypes[i].word) == 0) {
            t = i;
        }
    }
    if (t < 0) {
        Say(problem, size, "The message has no known \"type\".");
    } else {
        ok = true;
        out->type = (TableMessageType)t;
        unsigned seen = 0;
        int found = 0;
        const cJSON *item;
        cJSON_ArrayForEach(item, root)
        {
            const FieldSpec *spec = NULL;
            int index = -1;
            for (int f = 0; f < kTypes[t].count; f++) {
                if (strcmp(kTypes[t].fields[f].name, item->string) == 0) {
                    spec = &kTypes[t].fields[f];
                    index = f;
                }
            }
            if (spec == NULL) {
                Say(problem, size, "A \"%s\" message has no field \"%.24s\".", kTypes[t].word, item->string);
                ok = false;
                break;
            }
            if (seen & (1u << index)) {
                Say(problem, size, "A \"%s\" message gives \"%s\" twice.", kTypes[t].word, spec->name);
                ok = false;
                break;
            }
            seen |= 1u << index;
            if (!ReadField(spec, item, out, problem, size)) {
                ok = false;
                break;
            }
            found++;
        }
        /* Each field once, and every one there: a repeated name would leave one of them unread. */
        if (ok && found != kTypes[t].count) {
            Say(problem, size, "A \"%s\" message needs exactly the fields %s.", kTypes[t].word,
                t == TABLE_MSG_HELLO ? "type, protocol, rules, table, token and name"
                : t == TABLE_MSG_ACT ? "type and action"
                                     : "type");
            ok = false;
        }
    }
    cJSON_Delete(root);
    if (!ok) {
        memset(out, 0, sizeof *out);
    }
    return ok;
}

static char *Print(cJSON *root)
{
    char *text = root != NULL ? cJSON_PrintUnformatted(root) : NULL;
    cJSON_Delete(root);
    return text;
}

char *TableProtocol_Hello(int rules, const char *table, const char *token, const char *name)
{
    cJSON *root = cJSON_CreateObject();
    cJSON_AddStringToObject(root, "type", "hello");
    cJSON_AddNumberToObject(root, "protocol", TABLE_PROTOCOL_VERSION);
    cJSON_AddNumberToObject(root, "rules", rules);
    cJSON_AddStringToObject(root, "table", table);
    if (token != NULL && token[0] != '\0') {
        cJSON_AddStringToObject(root, "token", token);
    } else {
        cJSON_AddNullToObject(root, "token");
    }
    cJSON_AddStringToObject(root, "name", name != NULL ? name : "");
    return Print(root);
}

char *TableProtocol_Act(const char *action)
{
    cJSON *root = cJSON_CreateObject();
    cJSON_AddStringToObject(root, "type", "act");
    cJSON_AddStringToObject(root, "action", action);
    return Print(root);
}

/* ---- The host's messages ---- */

char *TableProtocol_Refused(const char *reason)
{
    cJSON *root = cJSON_CreateObject();
    cJSON_AddStringToObject(root, "type", "refused");
    cJSON_AddStringToObject(root, "reason", reason);
    return Print(root);
}

static cJSON *SeatOrNull(int seat)
{
    return seat >= 0 ? cJSON_CreateNumber(seat) : cJSON_CreateNull();
}

static const char *PresenceWord(TableSeatPresence presence)
{
    switch (presence) {
    case TABLE_SEAT_WAITING: return "waiting";
    case TABLE_SEAT_HERE: return "here";
    case TABLE_SEAT_AWAY: return "away";
    case TABLE_SEAT_LEFT: return "left";
    }
    return "waiting";
}

static cJSON *SeatList(const GameRules *rules, int variant, const TableSeatInfo *seats, int count)
{
    cJSON *list = cJSON_CreateArray();
    for (int s = 0; s < count; s++) {
        cJSON *seat = cJSON_CreateObject();
        cJSON_AddNumberToObject(seat, "seat", s);
        cJSON_AddStringToObject(seat, "place", Game_SeatName(rules, variant, s));
        cJSON_AddStringToObject(seat, "name", seats[s].name != NULL ? seats[s].name : "");
        cJSON_AddStringToObject(seat, "player", seats[s].computer ? "computer" : "person");
        if (seats[s].computer) {
            cJSON_AddStringToObject(seat, "level", GameAi_LevelName((GameAiLevel)seats[s].level));
        }
        if (seats[s].playedBy != s) {
            cJSON_AddNumberToObject(seat, "playedBy", seats[s].playedBy);
        }
        cJSON_AddStringToObject(seat, "presence", PresenceWord(seats[s].presence));
        if (!seats[s].computer && seats[s].standIn >= 0) {
            cJSON_AddStringToObject(seat, "standIn", GameAi_LevelName((GameAiLevel)seats[s].standIn));
        }
        cJSON_AddItemToArray(list, seat);
    }
    return list;
}

char *TableProtocol_Welcome(const GameRules *rules, int variant, const char *code, int seat,
                            const TableSeatInfo *seats, int count)
{
    const char *variantName = rules->variantName != NULL ? rules->variantName(variant) : NULL;
    cJSON *root = cJSON_CreateObject();
    cJSON_AddStringToObject(root, "type", "welcome");
    cJSON_AddStringToObject(root, "table", code);
    cJSON_AddItemToObject(root, "seat", cJSON_CreateNumber(seat >= 0 ? seat : -1));
    cJSON_AddStringToObject(root, "game", rules->name);
    cJSON_AddStringToObject(root, "title", rules->title);
    cJSON_AddStringToObject(root, "variant", variantName != NULL ? variantName : "");
    cJSON_AddNumberToObject(root, "protocol", TABLE_PROTOCOL_VERSION);
    cJSON_AddNumberToObject(root, "rules", TABLE_RULES_REVISION);
    cJSON_AddItemToObject(root, "seats", SeatList(rules, variant, seats, count));
    return Print(root);
}

char *TableProtocol_Seats(const GameRules *rules, int variant, const TableSeatInfo *seats, int count)
{
    cJSON *root = cJSON_CreateObject();
    cJSON_AddStringToObject(root, "type", "seats");
    cJSON_AddItemToObject(root, "seats", SeatList(rules, variant, seats, count));
    return Print(root);
}

/*
 * Choices as cards to pick. Piquet's elder may exchange any 1 to 5 of 12
 * cards (1,585 actions), the dealer up to 7 (3,301), and Five Hundred's
 * bidder discards any 3 of 13 (286): listed one by one they made a view of
 * 120-260 KB. A group of more than PICK_MIN legal actions of one kind that
 * is exactly every set of min to max of the same cards is sent instead as
 * those cards with min and max; the device sends "<verb> <cards>" in any
 * order, and the host checks that action with the rules as it checks any.
 * "Exactly every set" is proved, not assumed: the sets are distinct and as
 * many as the binomial sum says, so a game whose choices are not all sets
 * (a rule forbids some) keeps its list.
 */
#define PICK_MIN 24
#define PICK_GROUPS 8

typedef struct Pick {
    uint8_t kind;
    uint16_t choice;
    int first;     /* the index of its first action in the legal list */
    int members;   /* actions in the group */
    int min, max;  /* cards in an action */
    Card cards[64]; /* every card any action of the group names, in the order first named */
    int cardCount;
    bool ok;
    char verb[GAME_ACTION_TEXT_MAX];
} Pick;

static int CardSlot(Pick *p, Card c)
{
    for (int i = 0; i < p->cardCount; i++) {
        if (p->cards[i] == c) {
            return i;
        }
    }
    if (p->cardCount == 64) {
        return -1;
    }
    p->cards[p->cardCount] = c;
    return p->cardCount++;
}

static int CompareMasks(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* The ways to choose k of n, saturating (only compared with a count of actions). */
static double Binomial(int n, int k)
{
    double r = 1;
    for (int i = 1; i <= k; i++) {
        r = r * (n - k + i) / i;
    }
    return r;
}

/* Whether the group of actions with p's kind and choice is every set of min..max of its cards, and its verb. */
static void CheckPick(const GameRules *rules, const GameAction *acts, int n, Pick *p)
{
    uint64_t *masks = malloc((size_t)p->members * sizeof *masks);
    if (masks == NULL) {
        return;
    }
    int m = 0;
    p->min = GAME_ACTION_CARDS;
    p->max = 0;
    for (int i = 0; i < n; i++) {
        const GameAction *a = &acts[i];
        if (a->count == 0 || a->kind != p->kind || a->choice != p->choice) {
            continue;
        }
        uint64_t mask = 0;
        for (int c = 0; c < a->count; c++) {
            int slot = a->cards[c] == CARD_NONE ? -1 : CardSlot(p, a->cards[c]);
            if (slot < 0 || (mask >> slot & 1u) != 0) {
                free(masks);
                return;
            }
            mask |= 1ULL << slot;
        }
        masks[m++] = mask;
        p->min = a->count < p->min ? a->count : p->min;
        p->max = a->count > p->max ? a->count : p->max;
    }
    qsort(masks, (size_t)m, sizeof *masks, CompareMasks);
    bool distinct = true;
    for (int i = 1; i < m; i++) {
        distinct = distinct && masks[i] != masks[i - 1];
    }
    free(masks);
    double every = 0;
    for (int k = p->min; k <= p->max; k++) {
        every += Binomial(p->cardCount, k);
    }
    if (!distinct || every != (double)m) {
        return;
    }
    /* The verb is the action's text before its cards; and the cards in another order must read as the same action. */
    const GameAction *first = &acts[p->first];
    char text[GAME_ACTION_TEXT_MAX], list[GAME_ACTION_TEXT_MAX];
    rules->formatAction(*first, text, sizeof text);
    Card_FormatList(first->cards, first->count, list, sizeof list);
    size_t tl = strlen(text), ll = strlen(list);
    if (tl <= ll + 1 || strcmp(text + tl - ll, list) != 0 || text[tl - ll - 1] != ' ') {
        return;
    }
    snprintf(p->verb, sizeof p->verb, "%.*s", (int)(tl - ll - 1), text);
    Card reversed[GAME_ACTION_CARDS];
    for (int c = 0; c < first->count; c++) {
        reversed[c] = first->cards[first->count - 1 - c];
    }
    Card_FormatList(reversed, first->count, list, sizeof list);
    /* The same length as the action's own text, so it fits; a text that did not would not be this action. */
    int made = snprintf(text, sizeof text, "%s %s", p->verb, list);
    GameAction back;
    if (made < 0 || (size_t)made >= sizeof text || !rules->parseAction(text, &back) || back.kind != first->kind || back.choice != first->choice ||
        back.count != first->count) {
        return;
    }
    p->ok = true;
}

static cJSON *PickEntry(const Pick *p)
{
    cJSON *c = cJSON_CreateObject();
    cJSON_AddStringToObject(c, "pick", p->verb);
    cJSON *cards = cJSON_CreateArray();
    for (int i = 0; i < p->cardCount; i++) {
        char face[CARD_TEXT_MAX];
        cJSON_AddItemToArray(cards, cJSON_CreateString(Card_Format(p->cards[i], face)));
    }
    cJSON_AddItemToObject(c, "cards", cards);
    cJSON_AddNumberToObject(c, "min", p->min);
    cJSON_AddNumberToObject(c, "max", p->max);
    char text[160];
    if (p->min == p->max) {
        snprintf(text, sizeof text, "Choose %d of these cards to %s.", p->min, p->verb);
    } else {
        snprintf(text, sizeof text, "Choose %d to %d of these cards to %s.", p->min, p->max, p->verb);
    }
    cJSON_AddStringToObject(c, "text", text);
    return c;
}

/*
 * The legal choices of the seat to act (the decider's own cards only):
 * each action with its text form and sentence, or a group of many as cards
 * to pick (above), in the place of its first action.
 */
static cJSON *Choices(const GameRules *rules, const GameState *st)
{
    cJSON *list = cJSON_CreateArray();
    int seat = rules->toAct(st);
    GameAction *acts = calloc((size_t)rules->maxActions, sizeof *acts);
    Pick *picks = calloc(PICK_GROUPS, sizeof *picks);
    if (list == NULL || acts == NULL || picks == NULL) {
        free(acts);
        free(picks);
        cJSON_Delete(list);
        return NULL;
    }
    int n = rules->legal(st, seat, acts, rules->maxActions);
    int groups = 0;
    for (int i = 0; i < n; i++) {
        if (acts[i].count == 0) {
            continue;
        }
        int g = 0;
        while (g < groups && (picks[g].kind != acts[i].kind || picks[g].choice != acts[i].choice)) {
            g++;
        }
        if (g == groups && groups < PICK_GROUPS) {
            picks[groups++] = (Pick){.kind = acts[i].kind, .choice = acts[i].choice, .first = i};
        }
        if (g < groups) {
            picks[g].members++;
        }
    }
    for (int g = 0; g < groups; g++) {
        if (picks[g].members > PICK_MIN) {
            CheckPick(rules, acts, n, &picks[g]);
        }
    }
    for (int i = 0; i < n; i++) {
        int g = 0;
        while (g < groups && !(picks[g].ok && acts[i].count > 0 && picks[g].kind == acts[i].kind &&
                               picks[g].choice == acts[i].choice)) {
            g++;
        }
        if (g < groups) {
            if (picks[g].first == i) {
                cJSON_AddItemToArray(list, PickEntry(&picks[g]));
            }
            continue;
        }
        char action[GAME_ACTION_TEXT_MAX];
        char text[256];
        rules->formatAction(acts[i], action, sizeof action);
        rules->describeAction(st, seat, acts[i], text, sizeof text);
        cJSON *c = cJSON_CreateObject();
        cJSON_AddStringToObject(c, "action", action);
        cJSON_AddStringToObject(c, "text", text);
        cJSON_AddItemToArray(list, c);
    }
    free(picks);
    free(acts);
    return list;
}

char *TableProtocol_View(const GameRules *rules, const GameState *st, const GameRecord *rec, int viewer)
{
    GameState *view = Game_NewState(rules);
    if (view == NULL) {
        return NULL;
    }
    rules->view(st, viewer, view);
    char problem[256];
    char *stateText = GameWire_EncodeState(rules, view, viewer, problem, sizeof problem);
    free(view);
    if (stateText == NULL) {
        return NULL;
    }
    int toAct = rules->toAct(st);
    int decider = toAct == GAME_NOBODY ? GAME_NOBODY : Game_Controller(rules, st, toAct);
    cJSON *root = cJSON_CreateObject();
    cJSON_AddStringToObject(root, "type", "view");
    cJSON_AddItemToObject(root, "seat", SeatOrNull(viewer));
    cJSON_AddItemToObject(root, "toAct", SeatOrNull(toAct));
    cJSON_AddItemToObject(root, "decider", SeatOrNull(decider));
    cJSON_AddItemToObject(root, "state", cJSON_CreateRaw(stateText));
    free(stateText);
    if (decider != GAME_NOBODY && decider == viewer) {
        cJSON_AddItemToObject(root, "choices", Choices(rules, st));
    } else {
        cJSON_AddItemToObject(root, "choices", cJSON_CreateArray());
    }
    if (toAct == GAME_NOBODY) {
        /* The game is over: now, and only now, the record (seed and every action) may leave the host. */
        GameResult r = rules->result(st);
        cJSON *result = cJSON_CreateObject();
        cJSON_AddItemToObject(result, "winner", SeatOrNull(r.winner));
        cJSON *score = cJSON_CreateArray();
        for (int s = 0; s < rules->seats; s++) {
            cJSON_AddItemToArray(score, cJSON_CreateNumber(r.score[s]));
        }
        cJSON_AddItemToObject(result, "score", score);
        cJSON_AddNumberToObject(result, "value", r.value);
        cJSON_AddItemToObject(root, "result", result);
        size_t need = GameRecord_Save(rec, NULL, 0) + 1;
        char *text = malloc(need);
        if (text != NULL) {
            GameRecord_Save(rec, text, need);
            cJSON_AddStringToObject(root, "record", text);
            free(text);
        }
    }
    return Print(root);
}

char *TableProtocol_Move(const GameRules *rules, const GameState *before, int seat, GameAction action, int viewer)
{
    GameAction seen = Game_ActionFor(rules, before, seat, action, viewer);
    char text[256];
    rules->describeAction(before, seat, seen, text, sizeof text);
    cJSON *root = cJSON_CreateObject();
    cJSON_AddStringToObject(root, "type", "move");
    cJSON_AddNumberToObject(root, "seat", seat);
    cJSON *a = cJSON_CreateObject();
    cJSON_AddNumberToObject(a, "kind", seen.kind);
    cJSON_AddNumberToObject(a, "choice", seen.choice);
    cJSON *cards = cJSON_CreateArray();
    for (int i = 0; i < seen.count && i < GAME_ACTION_CARDS; i++) {
        char face[CARD_TEXT_MAX];
        cJSON_AddItemToArray(cards, seen.cards[i] == CARD_NONE ? cJSON_CreateNull()
                                                               : cJSON_CreateString(Card_Format(seen.cards[i], face)));
    }
    cJSON_AddItemToObject(a, "cards", cards);
    cJSON_AddItemToObject(root, "action", a);
    cJSON_AddStringToObject(root, "text", text);
    return Print(root);
}
