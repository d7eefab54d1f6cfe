/* patience_stats.c: recording finished Poker Patience games, and the line-based stats text. */
#include "patience_stats.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text_out.h"

#define STATS_MAGIC "parlour-patience-stats"
#define STATS_LINE_MAX 512

void PatienceStats_Clear(PatienceStats *stats)
{
    memset(stats, 0, sizeof *stats);
}

const PatienceRecord *PatienceStats_Get(const PatienceStats *stats, PatienceVariant variant)
{
    if (!Patience_VariantIsValid(variant)) {
        return NULL;
    }
    return &stats->records[variant.layout][variant.table];
}

int PatienceStats_BucketWidth(PatienceTable table)
{
    return table == PATIENCE_TABLE_AMERICAN ? 25 : 10;
}

int PatienceStats_Bucket(PatienceTable table, int score)
{
    if (score < 0) {
        return 0;
    }
    int b = score / PatienceStats_BucketWidth(table);
    return b < PATIENCE_STATS_BUCKETS ? b : PATIENCE_STATS_BUCKETS - 1;
}

static uint64_t HashBytes(uint64_t hash, const void *data, size_t size)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < size; i++) {
        hash ^= p[i];
        hash *= 0x100000001b3ULL; /* FNV-1a */
    }
    return hash;
}

static uint64_t HashNumber(uint64_t hash, uint64_t v)
{
    unsigned char bytes[8];
    for (int i = 0; i < 8; i++) {
        bytes[i] = (unsigned char)(v >> (8 * i)); /* the same bytes on every machine */
    }
    return HashBytes(hash, bytes, sizeof bytes);
}

uint64_t PatienceStats_GameKey(const PatienceGame *game, int undosUsed, int hintsUsed)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    h = HashNumber(h, (uint64_t)game->variant.layout);
    h = HashNumber(h, (uint64_t)game->variant.table);
    h = HashNumber(h, game->seed);
    h = HashBytes(h, game->deal, sizeof game->deal);
    h = HashNumber(h, game->placed);
    h = HashBytes(h, game->moves, game->placed <= PATIENCE_CARDS ? game->placed : PATIENCE_CARDS);
    h = HashNumber(h, (uint64_t)(int64_t)undosUsed);
    h = HashNumber(h, (uint64_t)(int64_t)hintsUsed);
    return h != 0 ? h : 1;
}

bool PatienceStats_WasCounted(const PatienceStats *stats, uint64_t key)
{
    for (int i = 0; key != 0 && i < stats->countedCount; i++) {
        if (stats->counted[i] == key) {
            return true;
        }
    }
    return false;
}

void PatienceStats_MarkCounted(PatienceStats *stats, uint64_t key)
{
    if (key == 0) {
        return;
    }
    if (stats->countedCount == PATIENCE_STATS_COUNTED_MAX) {
        memmove(stats->counted, stats->counted + 1, (PATIENCE_STATS_COUNTED_MAX - 1) * sizeof stats->counted[0]);
        stats->countedCount--;
    }
    stats->counted[stats->countedCount++] = key;
}

bool PatienceStats_Record(PatienceStats *stats, const PatienceGame *game, int undosUsed)
{
    return PatienceStats_RecordWithHints(stats, game, undosUsed, 0);
}

bool PatienceStats_RecordWithHints(PatienceStats *stats, const PatienceGame *game, int undosUsed, int hintsUsed)
{
    if (!Patience_IsComplete(game) || !Patience_VariantIsValid(game->variant)) {
        return false;
    }
    PatienceRecord *r = &stats->records[game->variant.layout][game->variant.table];
    PatienceLine lines[PATIENCE_LINES];
    Patience_Lines(game, lines);
    int score = 0;
    for (int i = 0; i < PATIENCE_LINES; i++) {
        score += lines[i].points;
        r->hands[lines[i].hand]++;
    }
    if (r->games == 0 || score > r->best) {
        r->best = score;
        r->bestSeed = game->seed;
    }
    r->games++;
    r->totalScore += (uint64_t)score;
    if (undosUsed > 0) {
        r->undos += (uint32_t)undosUsed;
        r->gamesWithUndo++;
    }
    if (hintsUsed > 0) {
        r->hints += (uint32_t)hintsUsed;
        r->gamesWithHint++;
    }
    r->histogram[PatienceStats_Bucket(game->variant.table, score)]++;
    return true;
}

size_t PatienceStats_Serialise(const PatienceStats *stats, char *buf, size_t size)
{
    TextOut w = TextOut_Begin(buf, size);
    TextOut_Put(&w, "%s 1\n", STATS_MAGIC);
    for (int l = 0; l < PATIENCE_LAYOUT_COUNT; l++) {
        for (int t = 0; t < PATIENCE_TABLE_COUNT; t++) {
            const PatienceRecord *r = &stats->records[l][t];
            if (r->games == 0) {
                continue;
            }
            const char *ln = Patience_LayoutName((PatienceLayout)l);
            const char *tn = Patience_TableName((PatienceTable)t);
            TextOut_Put(&w, "%s %s games %lu\n", ln, tn, (unsigned long)r->games);
            TextOut_Put(&w, "%s %s total %llu\n", ln, tn, (unsigned long long)r->totalScore);
            TextOut_Put(&w, "%s %s best %ld %llu\n", ln, tn, (long)r->best, (unsigned long long)r->bestSeed);
            TextOut_Put(&w, "%s %s undos %lu %lu\n", ln, tn, (unsigned long)r->undos, (unsigned long)r->gamesWithUndo);
            if (r->hints > 0) {
                TextOut_Put(&w, "%s %s hints %lu %lu\n", ln, tn, (unsigned long)r->hints, (unsigned long)r->gamesWithHint);
            }
            TextOut_Put(&w, "%s %s histogram", ln, tn);
            for (int b = 0; b < PATIENCE_STATS_BUCKETS; b++) {
                TextOut_Put(&w, " %lu", (unsigned long)r->histogram[b]);
            }
            TextOut_Put(&w, "\n%s %s hands", ln, tn);
            for (int c = 0; c < POKER_CLASS_COUNT; c++) {
                TextOut_Put(&w, " %lu", (unsigned long)r->hands[c]);
            }
            TextOut_Put(&w, "\n");
        }
    }
    for (int i = 0; i < stats->countedCount; i++) {
        TextOut_Put(&w, "counted %016llx\n", (unsigned long long)stats->counted[i]);
    }
    return w.len;
}

static bool Fail(PatienceStatsError *err, int line, const char *fmt, ...)
{
    if (err != NULL) {
        va_list ap;
        va_start(ap, fmt);
        Text_LineMessage(err->message, sizeof err->message, line, fmt, ap);
        va_end(ap);
        err->line = line;
    }
    return false;
}

/* Reads up to max unsigned numbers separated by spaces; returns how many, or -1 on anything else. */
static int Numbers(const char *s, uint64_t *out, int max)
{
    int n = 0;
    while (*s != '\0') {
        if (isspace((unsigned char)*s)) {
            s++;
            continue;
        }
        if (!isdigit((unsigned char)*s) || n >= max) {
            return -1;
        }
        char *end = NULL;
        errno = 0;
        unsigned long long v = strtoull(s, &end, 10);
        if (errno != 0 || (*end != '\0' && !isspace((unsigned char)*end))) {
            return -1;
        }
        out[n++] = (uint64_t)v;
        s = end;
    }
    return n;
}

enum {
    FIELD_GAMES,
    FIELD_TOTAL,
    FIELD_BEST,
    FIELD_UNDOS,
    FIELD_HISTOGRAM,
    FIELD_HANDS,
    FIELD_HINTS, /* optional: files written before hints existed have none */
    FIELD_COUNT
};
static const char *const kFields[FIELD_COUNT] = {"games", "total", "best", "undos", "histogram", "hands", "hints"};
static const int kFieldValues[FIELD_COUNT] = {1, 1, 2, 2, PATIENCE_STATS_BUCKETS, POKER_CLASS_COUNT, 2};

/* Line numbers where each field of each pair was read (0: not given). */
typedef struct Seen {
    int at[PATIENCE_LAYOUT_COUNT][PATIENCE_TABLE_COUNT][FIELD_COUNT];
} Seen;

static bool ParseFact(const char *s, int line, PatienceStats *out, Seen *seen, PatienceStatsError *err)
{
    char layout[24], table[24], field[24];
    int used = 0;
    if (sscanf(s, "%23s %23s %23s %n", layout, table, field, &used) != 3) {
        return Fail(err, line, "expected \"LAYOUT TABLE FIELD VALUES\"");
    }
    PatienceLayout l = Patience_LayoutFromName(layout);
    PatienceTable t = Patience_TableFromName(table);
    if (l == PATIENCE_LAYOUT_COUNT || t == PATIENCE_TABLE_COUNT) {
        return Fail(err, line, "unknown layout or table \"%s %s\"", layout, table);
    }
    int f = 0;
    while (f < FIELD_COUNT && strcmp(field, kFields[f]) != 0) {
        f++;
    }
    if (f == FIELD_COUNT) {
        return Fail(err, line, "unknown field \"%s\"", field);
    }
    if (seen->at[l][t][f] != 0) {
        return Fail(err, line, "%s %s %s given twice (first on line %d)", layout, table, field, seen->at[l][t][f]);
    }
    seen->at[l][t][f] = line;
    uint64_t v[PATIENCE_STATS_BUCKETS];
    int n = Numbers(s + used, v, PATIENCE_STATS_BUCKETS);
    if (n != kFieldValues[f]) {
        return Fail(err, line, "%s needs %d whole numbers", field, kFieldValues[f]);
    }
    for (int i = 0; i < n; i++) {
        if (f != FIELD_TOTAL && f != FIELD_BEST && v[i] > UINT32_MAX) {
            return Fail(err, line, "number %d is too large", i + 1);
        }
    }
    PatienceRecord *r = &out->records[l][t];
    switch (f) {
    case FIELD_GAMES: r->games = (uint32_t)v[0]; break;
    case FIELD_TOTAL: r->totalScore = v[0]; break;
    case FIELD_BEST:
        if (v[0] > INT32_MAX) {
            return Fail(err, line, "the best score is too large");
        }
        r->best = (int32_t)v[0];
        r->bestSeed = v[1];
        break;
    case FIELD_UNDOS:
        r->undos = (uint32_t)v[0];
        r->gamesWithUndo = (uint32_t)v[1];
        break;
    case FIELD_HINTS:
        r->hints = (uint32_t)v[0];
        r->gamesWithHint = (uint32_t)v[1];
        break;
    case FIELD_HISTOGRAM:
        for (int i = 0; i < n; i++) {
            r->histogram[i] = (uint32_t)v[i];
        }
        break;
    default:
        for (int i = 0; i < n; i++) {
            r->hands[i] = (uint32_t)v[i];
        }
        break;
    }
    return true;
}

/* "counted 9f3c0a1b2c3d4e5f": a game counted, sixteen lowercase hex digits as written. */
static bool ParseCounted(const char *s, int line, PatienceStats *out, PatienceStatsError *err)
{
    char word[24], hex[24], extra[4];
    if (sscanf(s, "%23s %23s %3s", word, hex, extra) != 2 || strcmp(word, "counted") != 0 || strlen(hex) != 16) {
        return Fail(err, line, "expected \"counted\" and sixteen hex digits");
    }
    uint64_t key = 0;
    for (const char *c = hex; *c != '\0'; c++) {
        int d = *c >= '0' && *c <= '9' ? *c - '0' : *c >= 'a' && *c <= 'f' ? *c - 'a' + 10 : -1;
        if (d < 0) {
            return Fail(err, line, "expected \"counted\" and sixteen hex digits");
        }
        key = key << 4 | (uint64_t)d;
    }
    if (key == 0 || out->countedCount >= PATIENCE_STATS_COUNTED_MAX) {
        return Fail(err, line, "%s", key == 0 ? "a game counted has no key 0" : "more than 8 games counted");
    }
    PatienceStats_MarkCounted(out, key);
    return true;
}

/* The facts of one pair must agree with one another: a torn or edited file is caught here. */
static bool CheckRecord(const PatienceRecord *r, const int at[FIELD_COUNT], const char *name, PatienceStatsError *err)
{
    int first = 0;
    for (int f = 0; f < FIELD_COUNT; f++) {
        if (at[f] != 0 && (first == 0 || at[f] < first)) {
            first = at[f];
        }
    }
    if (first == 0) {
        return true;
    }
    for (int f = 0; f < FIELD_COUNT; f++) {
        if (at[f] == 0 && f != FIELD_HINTS) {
            return Fail(err, first, "%s: the \"%s\" line is missing", name, kFields[f]);
        }
    }
    uint64_t histogram = 0, hands = 0;
    for (int b = 0; b < PATIENCE_STATS_BUCKETS; b++) {
        histogram += r->histogram[b];
    }
    for (int c = 0; c < POKER_CLASS_COUNT; c++) {
        hands += r->hands[c];
    }
    if (r->games == 0) {
        return Fail(err, at[FIELD_GAMES], "%s: a record with no games", name);
    }
    if (histogram != r->games) {
        return Fail(err, at[FIELD_HISTOGRAM], "%s: the histogram counts %llu games, not %lu", name,
                    (unsigned long long)histogram, (unsigned long)r->games);
    }
    if (hands != (uint64_t)r->games * PATIENCE_LINES) {
        return Fail(err, at[FIELD_HANDS], "%s: the hands count %llu lines, not %llu", name, (unsigned long long)hands,
                    (unsigned long long)r->games * PATIENCE_LINES);
    }
    if ((uint64_t)r->best > r->totalScore || (uint64_t)r->best * r->games < r->totalScore) {
        return Fail(err, at[FIELD_BEST], "%s: the best score does not fit the total", name);
    }
    if (r->gamesWithUndo > r->games || r->gamesWithUndo > r->undos) {
        return Fail(err, at[FIELD_UNDOS], "%s: the undo counts do not fit the games", name);
    }
    if (r->gamesWithHint > r->games || r->gamesWithHint > r->hints) {
        return Fail(err, at[FIELD_HINTS], "%s: the hint counts do not fit the games", name);
    }
    return true;
}

bool PatienceStats_Parse(const char *text, PatienceStats *stats, PatienceStatsError *err)
{
    PatienceStats parsed;
    PatienceStats_Clear(&parsed);
    Seen seen;
    memset(&seen, 0, sizeof seen);
    bool header = false;
    int line = 0;
    const char *s = text;
    while (*s != '\0') {
        line++;
        const char *eol = strchr(s, '\n');
        size_t len = eol != NULL ? (size_t)(eol - s) : strlen(s);
        const char *next = eol != NULL ? eol + 1 : s + len;
        while (len > 0 && isspace((unsigned char)s[len - 1])) {
            len--;
        }
        if (len >= STATS_LINE_MAX) {
            return Fail(err, line, "line too long");
        }
        char buf[STATS_LINE_MAX];
        memcpy(buf, s, len);
        buf[len] = '\0';
        s = next;
        if (len == 0 || buf[0] == '#') {
            continue;
        }
        if (!header) {
            if (strcmp(buf, STATS_MAGIC " 1") != 0) {
                return Fail(err, line, "the first line must be \"%s 1\"", STATS_MAGIC);
            }
            header = true;
            continue;
        }
        if (strncmp(buf, "counted", 7) == 0) {
            if (!ParseCounted(buf, line, &parsed, err)) {
                return false;
            }
        } else if (!ParseFact(buf, line, &parsed, &seen, err)) {
            return false;
        }
    }
    if (!header) {
        return Fail(err, 0, "empty: not a Poker Patience statistics file");
    }
    for (int l = 0; l < PATIENCE_LAYOUT_COUNT; l++) {
        for (int t = 0; t < PATIENCE_TABLE_COUNT; t++) {
            char name[48];
            snprintf(name, sizeof name, "%s %s", Patience_LayoutName((PatienceLayout)l),
                     Patience_TableName((PatienceTable)t));
            if (!CheckRecord(&parsed.records[l][t], seen.at[l][t], name, err)) {
                return false;
            }
        }
    }
    *stats = parsed;
    return true;
}
