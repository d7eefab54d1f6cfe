/* game_wire.c: a game's state as JSON (Debian's cJSON), written and read field by field from its schema. */
#include "game_wire.h"

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

/* ---- Checking a schema against its struct ---- */

static const GameField *FieldNamed(const GameSchema *schema, const char *name);
static int64_t ReadInt(const unsigned char *p, size_t elemSize, bool isSigned);

/* How many elements (rows, for an array of rows) f has in all. */
static size_t Slots(const GameField *f)
{
    size_t n = f->size / f->elemSize;
    return f->rows > 0 ? (size_t)f->rows : n;
}

/* A counted array's count is an integer of the same struct, never negative and never more than the array holds. */
static bool CheckCount(const GameSchema *schema, const GameField *f, char *problem, size_t size)
{
    const GameField *c = FieldNamed(schema, f->countedBy);
    if (c == NULL || c->type != GAME_FIELD_INT || c->size != c->elemSize || c->rows != 0 || c->countedBy != NULL) {
        Say(problem, size, "%s.%s: its count %s is no integer of the struct", schema->name, f->name,
            f->countedBy);
        return false;
    }
    if (f->size == f->elemSize && f->rows == 0) {
        Say(problem, size, "%s.%s: a single value is not counted", schema->name, f->name);
        return false;
    }
    if (c->min < 0 || c->max > (int64_t)Slots(f)) {
        Say(problem, size, "%s.%s: its count %s may be %lld to %lld, outside 0 to %zu", schema->name, f->name, c->name,
            (long long)c->min, (long long)c->max, Slots(f));
        return false;
    }
    return true;
}

/* The value of a counted field's count in the struct at base. */
static int64_t CountOf(const GameSchema *schema, const GameField *f, const unsigned char *base)
{
    const GameField *c = FieldNamed(schema, f->countedBy);
    return ReadInt(base + c->offset, c->elemSize, c->min < 0);
}

bool GameSchema_Check(const GameSchema *schema, char *problem, size_t size)
{
    size_t end = 0;
    for (int i = 0; i < schema->count; i++) {
        const GameField *f = &schema->fields[i];
        if (f->offset < end) {
            Say(problem, size, "%s.%s overlaps the field before it", schema->name, f->name);
            return false;
        }
        /* A compiler pads to at most the next member's alignment, which is at most 8 here. */
        if (f->offset - end >= 8) {
            Say(problem, size, "%s: %zu bytes before %s are in no field", schema->name, f->offset - end, f->name);
            return false;
        }
        if (f->elemSize == 0 || f->size % f->elemSize != 0) {
            Say(problem, size, "%s.%s: %zu bytes are not whole elements of %zu", schema->name, f->name, f->size,
                f->elemSize);
            return false;
        }
        size_t n = f->size / f->elemSize;
        if (f->rows > 0 && n % (size_t)f->rows != 0) {
            Say(problem, size, "%s.%s: %zu elements are not %d rows", schema->name, f->name, n, f->rows);
            return false;
        }
        switch (f->type) {
        case GAME_FIELD_INT:
            if (f->elemSize != 1 && f->elemSize != 2 && f->elemSize != 4) {
                Say(problem, size, "%s.%s: integers of %zu bytes are not written", schema->name, f->name, f->elemSize);
                return false;
            }
            if (f->min > f->max) {
                Say(problem, size, "%s.%s: its range is empty", schema->name, f->name);
                return false;
            }
            break;
        case GAME_FIELD_INDEX:
            if ((f->elemSize != 1 && f->elemSize != 2) || f->max < 0 || f->max >= (1 << (8 * f->elemSize)) - 1) {
                Say(problem, size, "%s.%s: an index is 1 or 2 bytes, below all ones", schema->name, f->name);
                return false;
            }
            break;
        case GAME_FIELD_CARD:
            if (f->elemSize != 1) {
                Say(problem, size, "%s.%s: a card is one byte", schema->name, f->name);
                return false;
            }
            break;
        case GAME_FIELD_MASK:
            if ((f->elemSize != 4 && f->elemSize != 8) || schema->maskCard == NULL || schema->maskBit == NULL) {
                Say(problem, size, "%s.%s: a mask is 4 or 8 bytes, with the schema's card of a bit", schema->name,
                    f->name);
                return false;
            }
            break;
        case GAME_FIELD_STRUCT:
            if (f->sub == NULL || f->sub->size != f->elemSize || !GameSchema_Check(f->sub, problem, size)) {
                if (f->sub == NULL || f->sub->size != f->elemSize) {
                    Say(problem, size, "%s.%s: its schema is not of its element", schema->name, f->name);
                }
                return false;
            }
            break;
        case GAME_FIELD_HOST: break;
        }
        if (f->countedBy != NULL && !CheckCount(schema, f, problem, size)) {
            return false;
        }
        end = f->offset + f->size;
    }
    if (schema->size < end || schema->size - end >= 8) {
        Say(problem, size, "%s: the fields end at %zu of %zu bytes", schema->name, end, schema->size);
        return false;
    }
    return true;
}

/* ---- Writing ---- */

static int64_t ReadInt(const unsigned char *p, size_t elemSize, bool isSigned)
{
    switch (elemSize) {
    case 1: {
        uint8_t v;
        memcpy(&v, p, 1);
        return isSigned ? (int64_t)(int8_t)v : (int64_t)v;
    }
    case 2: {
        uint16_t v;
        memcpy(&v, p, 2);
        return isSigned ? (int64_t)(int16_t)v : (int64_t)v;
    }
    default: {
        uint32_t v;
        memcpy(&v, p, 4);
        return isSigned ? (int64_t)(int32_t)v : (int64_t)v;
    }
    }
}

static void WriteInt(unsigned char *p, size_t elemSize, int64_t value)
{
    switch (elemSize) {
    case 1: {
        uint8_t v = (uint8_t)value;
        memcpy(p, &v, 1);
        break;
    }
    case 2: {
        uint16_t v = (uint16_t)value;
        memcpy(p, &v, 2);
        break;
    }
    default: {
        uint32_t v = (uint32_t)value;
        memcpy(p, &v, 4);
        break;
    }
    }
}

static uint64_t ReadMask(const unsigned char *p, size_t elemSize)
{
    if (elemSize == 4) {
        uint32_t v;
        memcpy(&v, p, 4);
        return v;
    }
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
}

static void WriteMask(unsigned char *p, size_t elemSize, uint64_t value)
{
    if (elemSize == 4) {
        uint32_t v = (uint32_t)value;
        memcpy(p, &v, 4);
    } else {
        memcpy(p, &value, 8);
    }
}

static cJSON *EncodeStruct(const GameSchema *schema, const unsigned char *base, char *problem, size_t size);

/*
 * Whether c is a card of the game: one its masks have a bit for. A schema
 * with masks says which cards its game has (Bridge has no Joker, Piquet no
 * two), and a card of another pack in a trick would index its rules out of
 * bounds (Bridge_Bit of the Joker shifts by -1). A schema without masks
 * takes every card.
 */
static bool OfGame(const GameSchema *schema, Card c)
{
    return schema->maskBit == NULL || schema->maskBit(c) >= 0;
}

/* One element of a field as JSON; NULL with problem on a value out of range. */
static cJSON *EncodeElement(const GameSchema *schema, const GameField *f, const unsigned char *p, char *problem,
                            size_t size)
{
    switch (f->type) {
    case GAME_FIELD_INT: {
        int64_t v = ReadInt(p, f->elemSize, f->min < 0);
        if (v < f->min || v > f->max) {
            Say(problem, size, "%s.%s holds %lld, outside %lld to %lld", schema->name, f->name, (long long)v,
                (long long)f->min, (long long)f->max);
            return NULL;
        }
        return cJSON_CreateNumber((double)v);
    }
    case GAME_FIELD_INDEX: {
        int64_t v = ReadInt(p, f->elemSize, false);
        if (v == (1 << (8 * f->elemSize)) - 1) {
            return cJSON_CreateNull();
        }
        if (v > f->max) {
            Say(problem, size, "%s.%s holds %lld, above %lld", schema->name, f->name, (long long)v, (long long)f->max);
            return NULL;
        }
        return cJSON_CreateNumber((double)v);
    }
    case GAME_FIELD_CARD: {
        Card c = *p;
        if (c == CARD_NONE) {
            return cJSON_CreateNull();
        }
        if (!Card_IsValid(c) || !OfGame(schema, c)) {
            Say(problem, size, "%s.%s holds 0x%02x, which is no card of this game", schema->name, f->name, c);
            return NULL;
        }
        char text[CARD_TEXT_MAX];
        return cJSON_CreateString(Card_Format(c, text));
    }
    case GAME_FIELD_MASK: {
        uint64_t m = ReadMask(p, f->elemSize);
        cJSON *list = cJSON_CreateArray();
        for (int bit = 0; list != NULL && bit < (int)(f->elemSize * 8); bit++) {
            if ((m >> bit & 1u) == 0) {
                continue;
            }
            Card c = schema->maskCard(bit);
            if (c == CARD_NONE) {
                Say(problem, size, "%s.%s has bit %d, which is no card", schema->name, f->name, bit);
                cJSON_Delete(list);
                return NULL;
            }
            char text[CARD_TEXT_MAX];
            cJSON_AddItemToArray(list, cJSON_CreateString(Card_Format(c, text)));
        }
        return list;
    }
    case GAME_FIELD_STRUCT: return EncodeStruct(f->sub, p, problem, size);
    case GAME_FIELD_HOST: break;
    }
    return NULL;
}

/* A field's value: one element, an array, or an array of rows. */
static cJSON *EncodeField(const GameSchema *schema, const GameField *f, const unsigned char *base, char *problem,
                          size_t size)
{
    size_t n = f->size / f->elemSize;
    const unsigned char *p = base + f->offset;
    if (n == 1 && f->rows == 0) {
        return EncodeElement(schema, f, p, problem, size);
    }
    size_t perRow = f->rows > 0 ? n / (size_t)f->rows : n;
    size_t rows = f->rows > 0 ? (size_t)f->rows : 1;
    if (f->countedBy != NULL) {
        /* Only the elements (rows) in use: the rest are empty, and a score sheet's empty rows are most of a view. */
        int64_t count = CountOf(schema, f, base);
        if (count < 0 || (uint64_t)count > Slots(f)) {
            Say(problem, size, "%s.%s: its count %s is %lld, outside 0 to %zu", schema->name, f->name, f->countedBy,
                (long long)count, Slots(f));
            return NULL;
        }
        if (f->rows > 0) {
            rows = (size_t)count;
        } else {
            perRow = (size_t)count;
        }
    }
    cJSON *outer = f->rows > 0 ? cJSON_CreateArray() : NULL;
    for (size_t r = 0; r < rows; r++) {
        cJSON *row = cJSON_CreateArray();
        for (size_t i = 0; row != NULL && i < perRow; i++) {
            cJSON *e = EncodeElement(schema, f, p + (r * perRow + i) * f->elemSize, problem, size);
            if (e == NULL) {
                cJSON_Delete(row);
                row = NULL;
                break;
            }
            cJSON_AddItemToArray(row, e);
        }
        if (row == NULL) {
            cJSON_Delete(outer);
            return NULL;
        }
        if (outer == NULL) {
            return row;
        }
        cJSON_AddItemToArray(outer, row);
    }
    return outer;
}

static cJSON *EncodeStruct(const GameSchema *schema, const unsigned char *base, char *problem, size_t size)
{
    cJSON *obj = cJSON_CreateObject();
    for (int i = 0; obj != NULL && i < schema->count; i++) {
        const GameField *f = &schema->fields[i];
        if (f->type == GAME_FIELD_HOST) {
            continue;
        }
        cJSON *value = EncodeField(schema, f, base, problem, size);
        if (value == NULL) {
            cJSON_Delete(obj);
            return NULL;
        }
        cJSON_AddItemToObject(obj, f->name, value);
    }
    return obj;
}

char *GameWire_EncodeState(const GameRules *rules, const GameState *st, int viewer, char *problem, size_t size)
{
    if (rules->schema == NULL) {
        Say(problem, size, "%s has no text form", rules->title);
        return NULL;
    }
    cJSON *state = EncodeStruct(rules->schema, (const unsigned char *)st, problem, size);
    if (state == NULL) {
        return NULL;
    }
    cJSON *root = cJSON_CreateObject();
    const char *variant = rules->variantName(Game_VariantOf(rules, st));
    if (root == NULL || variant == NULL) {
        Say(problem, size, "the state's variant is out of range");
        cJSON_Delete(root);
        cJSON_Delete(state);
        return NULL;
    }
    cJSON_AddStringToObject(root, "game", rules->name);
    cJSON_AddStringToObject(root, "variant", variant);
    cJSON_AddNumberToObject(root, "viewer", viewer >= 0 && viewer < rules->seats ? viewer : GAME_NOBODY);
    cJSON_AddItemToObject(root, "state", state);
    char *text = cJSON_PrintUnformatted(root);
    cJSON_Delete(root);
    if (text == NULL) {
        Say(problem, size, "out of memory");
    }
    return text;
}

/* ---- Reading ---- */

int GameWire_TextDepth(const char *text, size_t length)
{
    int depth = 0;
    int deepest = 0;
    bool inString = false;
    for (size_t i = 0; i < length; i++) {
        char c = text[i];
        if (inString) {
            if (c == '\\') {
                i++;
            } else if (c == '"') {
                inString = false;
            }
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > deepest) {
                deepest = depth;
            }
        } else if (c == ']' || c == '}') {
            if (--depth < 0) {
                return -1;
            }
        }
    }
    return deepest;
}

static bool DecodeStruct(const GameSchema *schema, const cJSON *obj, unsigned char *base, const char *path,
                         char *problem, size_t size);

static bool ReadCard(const cJSON *item, Card *out)
{
    if (cJSON_IsNull(item)) {
        *out = CARD_NONE;
        return true;
    }
    if (!cJSON_IsString(item) || item->valuestring == NULL) {
        return false;
    }
    size_t len = strlen(item->valuestring);
    Card c = Card_ParseToken(item->valuestring, len);
    if (c == CARD_NONE || !Card_IsValid(c)) {
        return false;
    }
    *out = c;
    return true;
}

static bool DecodeElement(const GameSchema *schema, const GameField *f, const cJSON *item, unsigned char *p,
                          const char *path, char *problem, size_t size)
{
    switch (f->type) {
    case GAME_FIELD_INT: {
        if (!cJSON_IsNumber(item)) {
            Say(problem, size, "%s.%s: a number was expected", path, f->name);
            return false;
        }
        double d = item->valuedouble;
        if (!(d >= (double)f->min && d <= (double)f->max) || floor(d) != d) {
            Say(problem, size, "%s.%s: %g is not a whole number from %lld to %lld", path, f->name, d, (long long)f->min,
                (long long)f->max);
            return false;
        }
        WriteInt(p, f->elemSize, (int64_t)d);
        return true;
    }
    case GAME_FIELD_INDEX: {
        if (cJSON_IsNull(item)) {
            WriteInt(p, f->elemSize, (1 << (8 * f->elemSize)) - 1);
            return true;
        }
        if (!cJSON_IsNumber(item) || !(item->valuedouble >= 0 && item->valuedouble <= (double)f->max) ||
            floor(item->valuedouble) != item->valuedouble) {
            Say(problem, size, "%s.%s: a whole number from 0 to %lld, or null, was expected", path, f->name,
                (long long)f->max);
            return false;
        }
        WriteInt(p, f->elemSize, (int64_t)item->valuedouble);
        return true;
    }
    case GAME_FIELD_CARD: {
        Card c;
        if (!ReadCard(item, &c) || (c != CARD_NONE && !OfGame(schema, c))) {
            Say(problem, size, "%s.%s: a card of this game (\"QS\") or null was expected", path, f->name);
            return false;
        }
        *p = c;
        return true;
    }
    case GAME_FIELD_MASK: {
        if (!cJSON_IsArray(item) || cJSON_GetArraySize(item) > (int)(f->elemSize * 8)) {
            Say(problem, size, "%s.%s: a list of at most %zu cards was expected", path, f->name, f->elemSize * 8);
            return false;
        }
        uint64_t m = 0;
        const cJSON *e;
        cJSON_ArrayForEach(e, item)
        {
            Card c;
            int bit = -1;
            if (ReadCard(e, &c) && c != CARD_NONE) {
                bit = schema->maskBit(c);
            }
            if (bit < 0 || bit >= (int)(f->elemSize * 8) || (m >> bit & 1u) != 0) {
                Say(problem, size, "%s.%s: a card of this game was expected, each once", path, f->name);
                return false;
            }
            m |= 1ULL << bit;
        }
        WriteMask(p, f->elemSize, m);
        return true;
    }
    case GAME_FIELD_STRUCT: {
        char sub[96];
        snprintf(sub, sizeof sub, "%s.%s", path, f->name);
        return DecodeStruct(f->sub, item, p, sub, problem, size);
    }
    case GAME_FIELD_HOST: break;
    }
    return false;
}

static bool DecodeList(const GameSchema *schema, const GameField *f, const cJSON *item, unsigned char *p, size_t n,
                       const char *path, char *problem, size_t size)
{
    if (!cJSON_IsArray(item) || (size_t)cJSON_GetArraySize(item) != n) {
        Say(problem, size, "%s.%s: a list of %zu was expected%s%s", path, f->name, n,
            f->countedBy != NULL ? ", as its count says: " : "", f->countedBy != NULL ? f->countedBy : "");
        return false;
    }
    size_t i = 0;
    const cJSON *e;
    cJSON_ArrayForEach(e, item)
    {
        if (!DecodeElement(schema, f, e, p + i * f->elemSize, path, problem, size)) {
            return false;
        }
        i++;
    }
    return true;
}

/* What the rules leave in an element not in use: zero, or all ones for an index and CARD_NONE for a card. */
static void FillEmpty(const GameField *f, unsigned char *p, size_t elements)
{
    if (f->type == GAME_FIELD_INDEX) {
        memset(p, 0xFF, elements * f->elemSize);
    } else if (f->type == GAME_FIELD_CARD) {
        memset(p, CARD_NONE, elements * f->elemSize);
    } else {
        memset(p, 0, elements * f->elemSize);
    }
}

/* A field's value; a counted one's list (of elements or rows) must be as long as its count says, count. */
static bool DecodeField(const GameSchema *schema, const GameField *f, const cJSON *item, unsigned char *base,
                        int64_t count, const char *path, char *problem, size_t size)
{
    size_t n = f->size / f->elemSize;
    unsigned char *p = base + f->offset;
    if (n == 1 && f->rows == 0) {
        return DecodeElement(schema, f, item, p, path, problem, size);
    }
    size_t used = f->countedBy != NULL ? (size_t)count : Slots(f);
    if (f->rows == 0) {
        FillEmpty(f, p + used * f->elemSize, n - used);
        return DecodeList(schema, f, item, p, used, path, problem, size);
    }
    size_t perRow = n / (size_t)f->rows;
    FillEmpty(f, p + used * perRow * f->elemSize, ((size_t)f->rows - used) * perRow);
    if (!cJSON_IsArray(item) || (size_t)cJSON_GetArraySize(item) != used) {
        Say(problem, size, "%s.%s: %zu rows were expected", path, f->name, used);
        return false;
    }
    size_t r = 0;
    const cJSON *row;
    cJSON_ArrayForEach(row, item)
    {
        if (!DecodeList(schema, f, row, p + r * perRow * f->elemSize, perRow, path, problem, size)) {
            return false;
        }
        r++;
    }
    return true;
}

static const GameField *FieldNamed(const GameSchema *schema, const char *name)
{
    for (int i = 0; name != NULL && i < schema->count; i++) {
        if (schema->fields[i].type != GAME_FIELD_HOST && strcmp(schema->fields[i].name, name) == 0) {
            return &schema->fields[i];
        }
    }
    return NULL;
}

static bool DecodeStruct(const GameSchema *schema, const cJSON *obj, unsigned char *base, const char *path,
                         char *problem, size_t size)
{
    if (!cJSON_IsObject(obj)) {
        Say(problem, size, "%s: an object was expected", path);
        return false;
    }
    /* Known fields only, each once: a field the schema lacks is refused, not ignored. */
    int seen = 0;
    const cJSON *item;
    cJSON_ArrayForEach(item, obj)
    {
        const GameField *f = FieldNamed(schema, item->string);
        if (f == NULL) {
            Say(problem, size, "%s: no field is called \"%.40s\"", path, item->string != NULL ? item->string : "");
            return false;
        }
        for (const cJSON *before = obj->child; before != item; before = before->next) {
            if (strcmp(before->string, item->string) == 0) {
                Say(problem, size, "%s.%s is given twice", path, f->name);
                return false;
            }
        }
        /* A counted list is read once its count is: the count may come after it in the object. */
        if (f->countedBy == NULL && !DecodeField(schema, f, item, base, 0, path, problem, size)) {
            return false;
        }
        seen++;
    }
    cJSON_ArrayForEach(item, obj)
    {
        const GameField *f = FieldNamed(schema, item->string);
        if (f->countedBy != NULL && !DecodeField(schema, f, item, base, CountOf(schema, f, base), path, problem, size)) {
            return false;
        }
    }
    int wanted = 0;
    for (int i = 0; i < schema->count; i++) {
        wanted += schema->fields[i].type != GAME_FIELD_HOST;
    }
    if (seen != wanted) {
        for (int i = 0; i < schema->count; i++) {
            const GameField *f = &schema->fields[i];
            if (f->type != GAME_FIELD_HOST && cJSON_GetObjectItemCaseSensitive(obj, f->name) == NULL) {
                Say(problem, size, "%s.%s is missing", path, f->name);
                break;
            }
        }
        return false;
    }
    return true;
}

bool GameWire_DecodeState(const GameRules *rules, const char *text, size_t length, GameState *st, int *viewer,
                          char *problem, size_t size)
{
    memset(st, 0, rules->stateSize);
    if (rules->schema == NULL) {
        Say(problem, size, "%s has no text form", rules->title);
        return false;
    }
    if (length > GAME_WIRE_MAX_TEXT) {
        Say(problem, size, "the text is %zu bytes, more than the %d allowed", length, GAME_WIRE_MAX_TEXT);
        return false;
    }
    int depth = GameWire_TextDepth(text, length);
    if (depth < 0 || depth > GAME_WIRE_MAX_DEPTH) {
        Say(problem, size, depth < 0 ? "the text's brackets do not match" : "the text nests deeper than %d",
            GAME_WIRE_MAX_DEPTH);
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
    if (root == NULL) {
        Say(problem, size, "the text is not JSON");
        return false;
    }
    bool ok = false;
    const cJSON *game = cJSON_GetObjectItemCaseSensitive(root, "game");
    const cJSON *variant = cJSON_GetObjectItemCaseSensitive(root, "variant");
    const cJSON *seat = cJSON_GetObjectItemCaseSensitive(root, "viewer");
    const cJSON *state = cJSON_GetObjectItemCaseSensitive(root, "state");
    if (!cJSON_IsObject(root) || cJSON_GetArraySize(root) != 4 || !cJSON_IsString(game) || !cJSON_IsString(variant) ||
        !cJSON_IsNumber(seat) || !cJSON_IsObject(state)) {
        Say(problem, size, "the text is not a game's state (game, variant, viewer, state)");
    } else if (strcmp(game->valuestring, rules->name) != 0) {
        Say(problem, size, "it is a state of %.20s, not of %s", game->valuestring, rules->name);
    } else if (Game_VariantFromName(rules, variant->valuestring) < 0) {
        Say(problem, size, "%s has no variant \"%.20s\"", rules->title, variant->valuestring);
    } else if (!(seat->valuedouble >= -1 && seat->valuedouble < rules->seats) ||
               floor(seat->valuedouble) != seat->valuedouble) {
        Say(problem, size, "the viewer is no seat");
    } else if (DecodeStruct(rules->schema, state, (unsigned char *)st, "state", problem, size)) {
        if (Game_VariantOf(rules, st) != Game_VariantFromName(rules, variant->valuestring)) {
            Say(problem, size, "the state is of another variant than \"%.20s\"", variant->valuestring);
        } else if (rules->checkView != NULL && !rules->checkView(st, (int)seat->valuedouble, problem, size)) {
            /* Every field in range, but two of them disagree: a scene must never meet such a view. */
        } else {
            if (viewer != NULL) {
                *viewer = (int)seat->valuedouble;
            }
            ok = true;
        }
    }
    cJSON_Delete(root);
    if (!ok) {
        memset(st, 0, rules->stateSize);
    }
    return ok;
}
