/* table_store.c: a table game's save and statistics files, written atomically, set aside when unreadable. */
#define _POSIX_C_SOURCE 200809L
#include "table_store.h"

#include "platform/log.h"
#include "platform/paths.h"
#include "platform/player_file.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SAVE_TEXT_MAX (256 * 1024)

/* What parsing one of the table's files needs besides its text: the game it must hold, and where it goes. */
typedef struct TableFile {
    const GameRules *rules;
    TableSaved *saved; /* a game in progress */
    TableStats *stats; /* or statistics */
} TableFile;

static TableStoreStatus StoreStatus(PlayerFileStatus status)
{
    switch (status) {
    case PLAYER_FILE_OK: return TABLE_STORE_OK;
    case PLAYER_FILE_NONE: return TABLE_STORE_NONE;
    case PLAYER_FILE_CORRUPT: break;
    }
    return TABLE_STORE_CORRUPT;
}

void TableSaved_Free(TableSaved *saved)
{
    GameRecord_Free(&saved->rec);
    free(saved->st);
    saved->st = NULL;
}

/* ---- the game in progress ---- */

/* Reads the table's own lines ("table-seats person strong") and blanks them into comments for the core. */
static bool TakeTableLines(char *text, TableSaved *out, char *problem, size_t size)
{
    out->viewer = GAME_NOBODY;
    out->undos = 0;
    out->casual = true;
    out->seating.count = 0;
    /* Saves from before seatings name the player's seat and the computer's level. */
    int human = -1;
    GameAiLevel level = GAME_AI_LEVEL_COUNT;
    int lineNo = 1;
    for (char *line = text; *line != '\0'; lineNo++) {
        char *end = strchr(line, '\n');
        size_t len = end != NULL ? (size_t)(end - line) : strlen(line);
        if (strncmp(line, "table-", 6) == 0) {
            char key[32], value[32], extra[8];
            char copy[96];
            snprintf(copy, sizeof copy, "%.*s", (int)(len < sizeof copy - 1 ? len : sizeof copy - 1), line);
            int n = sscanf(copy, "%31s %31s %7s", key, value, extra);
            bool ok = n == 2;
            bool digits = ok && value[0] >= '0' && value[0] <= '9' && strlen(value) <= 7;
            long number = digits ? strtol(value, NULL, 10) : -1;
            if (n >= 2 && strcmp(key, "table-seats") == 0) {
                const char *words = copy + strlen("table-seats");
                int count = 0;
                for (const char *p = words; *p != '\0'; p++) {
                    count += (*p != ' ' && *p != '\t' && *p != '\r') && (p[-1] == ' ' || p[-1] == '\t');
                }
                ok = count >= 1 && count <= GAME_MAX_SEATS && Seating_Parse(words, count, &out->seating);
            } else if (ok && strcmp(key, "table-viewer") == 0) {
                ok = digits && number < GAME_MAX_SEATS;
                out->viewer = (int)number;
            } else if (ok && strcmp(key, "table-human") == 0) {
                ok = digits && number < GAME_MAX_SEATS;
                human = (int)number;
            } else if (ok && strcmp(key, "table-level") == 0) {
                level = GameAi_LevelFromName(value);
                ok = level < GAME_AI_LEVEL_COUNT;
            } else if (ok && strcmp(key, "table-undos") == 0) {
                ok = digits && number < 1000000;
                out->undos = (int)number;
            } else if (ok && strcmp(key, "table-casual") == 0) {
                ok = strcmp(value, "0") == 0 || strcmp(value, "1") == 0;
                out->casual = value[0] == '1';
            } else {
                ok = false;
            }
            if (!ok || len >= sizeof copy) {
                /* Quoted from the file, not from the copy: a long line is shortened with "...", never cut silently. */
                char quoted[72 * 4 + 4];
                PlayerFile_Quote(line, 72, quoted, sizeof quoted);
                PlayerFile_Say(problem, size, "line %d (\"%s\") is not a table setting this game knows", lineNo,
                               quoted);
                return false;
            }
            line[0] = '#';
        }
        line = end != NULL ? end + 1 : line + len;
    }
    if (out->seating.count == 0) {
        /* An old save: the player at their seat, the computer at every other; the count is fixed once the game is known. */
        GameAiLevel l = level < GAME_AI_LEVEL_COUNT ? level : GAME_AI_MEDIUM;
        int at = human >= 0 ? human : 0;
        for (int i = 0; i < GAME_MAX_SEATS; i++) {
            out->seating.seat[i] = (GameSeat){i == at ? SEAT_PERSON : SEAT_COMPUTER, l};
        }
        out->seating.count = -1;
        out->viewer = at;
    }
    return true;
}

static bool ParseGame(char *text, void *out, char *problem, size_t size)
{
    const TableFile *file = out;
    return TableStore_ParseGame(text, file->rules, file->saved, problem, size);
}

bool TableStore_ParseGame(char *text, const GameRules *rules, TableSaved *saved, char *problem, size_t size)
{
    memset(saved, 0, sizeof *saved);
    if (!TakeTableLines(text, saved, problem, size)) {
        return false;
    }
    saved->st = Game_NewState(rules);
    GameError err;
    if (saved->st == NULL || !GameRecord_Load(text, rules, &saved->rec, saved->st, &err)) {
        PlayerFile_Say(problem, size, "%s", saved->st == NULL ? "out of memory" : err.message);
        free(saved->st);
        saved->st = NULL;
        return false;
    }
    int seats = Game_SeatsIn(rules, saved->rec.variant);
    if (saved->seating.count < 0) {
        saved->seating.count = seats;
    }
    if (saved->seating.count != seats) {
        PlayerFile_Say(problem, size, "its seating names %d seats, and %s %s has %d", saved->seating.count,
                       rules->title, rules->variantName(saved->rec.variant), seats);
        TableSaved_Free(saved);
        return false;
    }
    if (saved->viewer == GAME_NOBODY || !Seating_IsPerson(&saved->seating, saved->viewer)) {
        saved->viewer = Seating_FirstPerson(&saved->seating);
    }
    return true;
}

TableStoreStatus TableStore_LoadGame(const char *file, const char *what, const GameRules *rules, TableSaved *out,
                                     char *message, size_t size)
{
    memset(out, 0, sizeof *out);
    TableFile parse = {rules, out, NULL};
    return StoreStatus(PlayerFile_Load(file, ParseGame, &parse, what, "a new game starts instead.", message, size));
}

size_t TableStore_FormatGame(const GameRecord *rec, const GameSeating *seating, int viewer, int undos, bool casual,
                             char *buf, size_t size)
{
    size_t need = GameRecord_Save(rec, NULL, 0);
    if (need + 256 > size) {
        return 0;
    }
    size_t len = GameRecord_Save(rec, buf, need + 1);
    char seats[96];
    Seating_Format(seating, seats, sizeof seats);
    int n = snprintf(buf + len, size - len, "table-seats %s\ntable-viewer %d\ntable-undos %d\ntable-casual %d\n", seats,
                     viewer < 0 ? 0 : viewer, undos, casual ? 1 : 0);
    return n < 0 || (size_t)n >= size - len ? 0 : len + (size_t)n;
}

TableStoreStatus TableStore_SaveGame(const char *file, const GameRecord *rec, const GameSeating *seating, int viewer,
                                     int undos, bool casual, char *message, size_t size)
{
    PlayerFile_Say(message, size, "%s", "");
    size_t cap = GameRecord_Save(rec, NULL, 0) + 256;
    char *text = malloc(cap);
    size_t len = text != NULL ? TableStore_FormatGame(rec, seating, viewer, undos, casual, text, cap) : 0;
    if (len == 0) {
        free(text);
        PlayerFile_Say(message, size, "Could not save the game in progress: out of memory (%zu bytes).", cap);
        return TABLE_STORE_IO_ERROR;
    }
    bool ok = PlayerFile_Save(file, text, len, message, size);
    free(text);
    return ok ? TABLE_STORE_OK : TABLE_STORE_IO_ERROR;
}

bool TableStore_ClearGame(const char *file)
{
    return PlayerFile_Remove(file, "the finished game's save");
}

bool TableStore_HasGame(const char *file)
{
    return PlayerFile_Exists(file);
}

/* ---- statistics ---- */

#define STATS_NUMBER_MAX 1000000000000000LL /* 10^15: far beyond any real total, far below overflow */

void TableStats_Free(TableStats *stats)
{
    free(stats->rows);
    memset(stats, 0, sizeof *stats);
}

const TableRecord *TableStats_Find(const TableStats *stats, int variant, const GameSeating *seating)
{
    for (int i = 0; i < stats->count; i++) {
        if (stats->rows[i].variant == variant && Seating_Equal(&stats->rows[i].seating, seating)) {
            return &stats->rows[i];
        }
    }
    return NULL;
}

/* A new last row (zeroed); NULL only when memory runs out. */
static TableRecord *AddRow(TableStats *stats)
{
    if (stats->count == stats->capacity) {
        int capacity = stats->capacity > 0 ? stats->capacity * 2 : 16;
        TableRecord *rows = realloc(stats->rows, (size_t)capacity * sizeof *rows);
        if (rows == NULL) {
            return NULL;
        }
        stats->rows = rows;
        stats->capacity = capacity;
    }
    TableRecord *r = &stats->rows[stats->count++];
    memset(r, 0, sizeof *r);
    return r;
}

static TableRecord *FindOrAdd(TableStats *stats, int variant, const GameSeating *seating)
{
    TableRecord *r = (TableRecord *)TableStats_Find(stats, variant, seating);
    if (r == NULL && (r = AddRow(stats)) != NULL) {
        r->variant = variant;
        r->seating = *seating;
    }
    return r;
}

static bool WasCounted(const TableStats *stats, uint64_t key)
{
    for (int i = 0; key != 0 && i < stats->countedCount; i++) {
        if (stats->counted[i] == key) {
            return true;
        }
    }
    return false;
}

/* The newest last; the oldest goes when the list is full (only a save not yet removed can be found again). */
static void MarkCounted(TableStats *stats, uint64_t key)
{
    if (key == 0) {
        return;
    }
    if (stats->countedCount == TABLE_STATS_COUNTED_MAX) {
        memmove(stats->counted, stats->counted + 1, (TABLE_STATS_COUNTED_MAX - 1) * sizeof stats->counted[0]);
        stats->countedCount--;
    }
    stats->counted[stats->countedCount++] = key;
}

static uint64_t HashInt(uint64_t hash, long long v)
{
    unsigned char bytes[8];
    for (int i = 0; i < 8; i++) {
        bytes[i] = (unsigned char)((unsigned long long)v >> (8 * i)); /* the same bytes on every machine */
    }
    return Game_HashBytes(hash, bytes, sizeof bytes);
}

uint64_t TableStore_GameKey(const GameRecord *rec, int undos)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    const char *name = rec->rules != NULL ? rec->rules->name : "";
    h = Game_HashBytes(h, name, strlen(name));
    h = HashInt(h, rec->variant);
    h = HashInt(h, (long long)rec->seed);
    h = HashInt(h, undos);
    h = HashInt(h, rec->count);
    for (int i = 0; i < rec->count; i++) {
        const GameAction *a = &rec->actions[i];
        unsigned char fields[4 + GAME_ACTION_CARDS] = {a->kind, a->count, (unsigned char)(a->choice & 0xFF),
                                                        (unsigned char)(a->choice >> 8)};
        memcpy(fields + 4, a->cards, GAME_ACTION_CARDS);
        h = Game_HashBytes(h, fields, sizeof fields);
    }
    return h != 0 ? h : 1;
}

/* The next word of *p (spaces skipped), at most size-1 characters; false at the end of the line or if too long. */
static bool NextWord(const char **p, char *word, size_t size)
{
    const char *s = *p;
    while (*s == ' ' || *s == '\t' || *s == '\r') {
        s++;
    }
    size_t n = 0;
    while (s[n] != '\0' && s[n] != ' ' && s[n] != '\t' && s[n] != '\r') {
        n++;
    }
    if (n == 0 || n >= size) {
        return false;
    }
    memcpy(word, s, n);
    word[n] = '\0';
    *p = s + n;
    return true;
}

/* A whole number written in digits only (a minus first when signed), at most STATS_NUMBER_MAX either way. */
static bool NextNumberSigned(const char **p, long long *out, bool sign)
{
    char word[24];
    if (!NextWord(p, word, sizeof word)) {
        return false;
    }
    const char *c = word;
    bool negative = sign && *c == '-';
    c += negative;
    if (*c == '\0' || strlen(c) > 16) {
        return false;
    }
    long long v = 0;
    for (; *c != '\0'; c++) {
        if (*c < '0' || *c > '9') {
            return false;
        }
        v = v * 10 + (*c - '0');
    }
    if (v > STATS_NUMBER_MAX || (negative && v == 0)) {
        return false; /* "-0" would be written back as "0": one way to write each number */
    }
    *out = negative ? -v : v;
    return true;
}

static bool NextNumber(const char **p, long long *out)
{
    return NextNumberSigned(p, out, false);
}

static bool Expect(const char **p, const char *keyword)
{
    char word[16];
    return NextWord(p, word, sizeof word) && strcmp(word, keyword) == 0;
}

/* "counted 9f3c0a1b2c3d4e5f": sixteen lowercase hex digits, as written. */
static bool ParseCountedLine(const char *line, uint64_t *key)
{
    const char *p = line;
    char word[24];
    if (!Expect(&p, "counted") || !NextWord(&p, word, sizeof word) || strlen(word) != 16) {
        return false;
    }
    uint64_t v = 0;
    for (const char *c = word; *c != '\0'; c++) {
        int d = *c >= '0' && *c <= '9' ? *c - '0' : *c >= 'a' && *c <= 'f' ? *c - 'a' + 10 : -1;
        if (d < 0) {
            return false;
        }
        v = v << 4 | (uint64_t)d;
    }
    *key = v;
    return v != 0 && !NextWord(&p, word, sizeof word);
}

/* One line of statistics into a row; false if it is not one (or a number is out of range). */
static bool ParseStatsLine(const char *line, const GameRules *rules, TableRecord *out)
{
    memset(out, 0, sizeof *out);
    const char *p = line;
    char variant[32], seats[96];
    if (!Expect(&p, "stats") || !NextWord(&p, variant, sizeof variant) || !NextWord(&p, seats, sizeof seats)) {
        return false;
    }
    out->variant = Game_VariantFromName(rules, variant);
    if (out->variant < 0 || !Expect(&p, "games") || !NextNumber(&p, &out->games)) {
        return false;
    }
    int count = Game_SeatsIn(rules, out->variant);
    int sides = Game_SideCount(rules, out->variant);
    GameAiLevel oldLevel = GameAi_LevelFromName(seats);
    char word[16];
    const char *mark = p;
    if (oldLevel < GAME_AI_LEVEL_COUNT && NextWord(&mark, word, sizeof word) && strcmp(word, "won") == 0) {
        /* A file from before seatings: the player at seat 0 against one level (its points were never below 0). */
        long long won, points, against;
        out->seating = Seating_OneAgainst(count, oldLevel);
        if (!Expect(&p, "won") || !NextNumber(&p, &won) || !Expect(&p, "points") || !NextNumber(&p, &points) ||
            !Expect(&p, "against") || !NextNumber(&p, &against) || won > out->games || sides != 2) {
            return false;
        }
        out->wins[0] = won;
        out->wins[1] = out->games - won;
        out->points[0] = points;
        out->points[1] = against;
    } else {
        for (char *c = seats; *c != '\0'; c++) {
            *c = *c == ',' ? ' ' : *c;
        }
        if (!Seating_Parse(seats, count, &out->seating) || !Expect(&p, "wins")) {
            return false;
        }
        long long total = 0;
        for (int side = 0; side < sides; side++) {
            if (!NextNumber(&p, &out->wins[side])) {
                return false;
            }
            total += out->wins[side];
        }
        if (total > out->games || !Expect(&p, "points")) {
            return false;
        }
        for (int side = 0; side < sides; side++) {
            if (!NextNumberSigned(&p, &out->points[side], true)) {
                return false;
            }
        }
    }
    return !NextWord(&p, word, sizeof word); /* nothing after */
}

/* A line of this game's own statistics, for a refusal to quote: its first variant, one person against the
   strong computer, a side below zero. */
static void ExampleLine(const GameRules *rules, char *buf, size_t size)
{
    int count = Game_SeatsIn(rules, 0);
    int sides = Game_SideCount(rules, 0);
    GameSeating seating = Seating_OneAgainst(count, GAME_AI_STRONG);
    char seats[96];
    Seating_Format(&seating, seats, sizeof seats);
    for (char *c = seats; *c != '\0'; c++) {
        *c = *c == ' ' ? ',' : *c;
    }
    size_t len = (size_t)snprintf(buf, size, "stats %s %s games 3 wins", rules->variantName(0), seats);
    for (int side = 0; side < sides && len < size; side++) {
        len += (size_t)snprintf(buf + len, size - len, " %d", side == 0 ? 2 : side == 1 ? 1 : 0);
    }
    len += len < size ? (size_t)snprintf(buf + len, size - len, " points") : 0;
    for (int side = 0; side < sides && len < size; side++) {
        len += (size_t)snprintf(buf + len, size - len, " %d", side == 0 ? 1250 : side == 1 ? -120 : 300);
    }
}

bool TableStore_ParseStats(char *text, const GameRules *rules, TableStats *stats, char *problem, size_t size)
{
    memset(stats, 0, sizeof *stats);
    int lineNo = 1;
    for (char *line = text; *line != '\0'; lineNo++) {
        char *end = strchr(line, '\n');
        if (end != NULL) {
            *end = '\0';
        }
        const char *s = line;
        while (*s == ' ' || *s == '\t') {
            s++;
        }
        if (strncmp(s, "counted", 7) == 0) {
            uint64_t key = 0;
            if (!ParseCountedLine(s, &key) || stats->countedCount >= TABLE_STATS_COUNTED_MAX) {
                PlayerFile_Say(problem, size,
                               "line %d is not a game counted (\"counted\" and sixteen hex digits, at most %d such "
                               "lines)",
                               lineNo, TABLE_STATS_COUNTED_MAX);
                TableStats_Free(stats);
                return false;
            }
            MarkCounted(stats, key);
        } else if (*s != '\0' && *s != '#' && *s != '\r') {
            TableRecord row;
            if (!ParseStatsLine(s, rules, &row)) {
                char example[160];
                ExampleLine(rules, example, sizeof example);
                PlayerFile_Say(problem, size,
                               "line %d is not a line of %s statistics (\"%s\", every number at most 10^15)", lineNo,
                               rules->title, example);
                TableStats_Free(stats);
                return false;
            }
            if (TableStats_Find(stats, row.variant, &row.seating) != NULL) {
                PlayerFile_Say(problem, size, "line %d repeats the seating of an earlier line", lineNo);
                TableStats_Free(stats);
                return false;
            }
            TableRecord *r = AddRow(stats);
            if (r == NULL) {
                PlayerFile_Say(problem, size, "out of memory at line %d", lineNo);
                TableStats_Free(stats);
                return false;
            }
            *r = row;
        }
        if (end == NULL) {
            break;
        }
        line = end + 1;
    }
    return true;
}

/* Fills the statistics only when the whole file is good: a refused one leaves them empty, not half read. */
static bool ParseStatsFile(char *text, void *out, char *problem, size_t size)
{
    const TableFile *file = out;
    TableStats loaded;
    bool ok = TableStore_ParseStats(text, file->rules, &loaded, problem, size);
    if (ok) {
        *file->stats = loaded;
    }
    return ok;
}

static TableStoreStatus LoadStatsThen(const char *file, const char *what, const GameRules *rules, TableStats *stats,
                                      const char *then, char *message, size_t size)
{
    memset(stats, 0, sizeof *stats);
    TableFile parse = {rules, NULL, stats};
    return StoreStatus(PlayerFile_Load(file, ParseStatsFile, &parse, what, then, message, size));
}

TableStoreStatus TableStore_LoadStats(const char *file, const char *what, const GameRules *rules, TableStats *stats,
                                      char *message, size_t size)
{
    return LoadStatsThen(file, what, rules, stats, "your statistics start afresh from the next game.", message, size);
}

/* total + add, held within 10^15 either way instead of wrapping. */
static long long AddClamped(long long total, long long add)
{
    long long sum = total + add; /* both within 10^15 (or add an int): no overflow */
    return sum > STATS_NUMBER_MAX ? STATS_NUMBER_MAX : sum < -STATS_NUMBER_MAX ? -STATS_NUMBER_MAX : sum;
}

/* The text's length: a row is at most about 200 characters, a counted line 26. */
static size_t StatsTextCap(const TableStats *stats)
{
    return 256 + (size_t)stats->count * 256 + TABLE_STATS_COUNTED_MAX * 32;
}

size_t TableStore_FormatStats(const GameRules *rules, const TableStats *stats, char *text, size_t cap)
{
    size_t len = (size_t)snprintf(text, cap, "# %s statistics: per variant and seating, wins and points per side.\n",
                                  rules->title);
    for (int i = 0; i < stats->count && len < cap; i++) {
        const TableRecord *r = &stats->rows[i];
        char seats[96];
        Seating_Format(&r->seating, seats, sizeof seats);
        for (char *c = seats; *c != '\0'; c++) {
            *c = *c == ' ' ? ',' : *c;
        }
        int sides = Game_SideCount(rules, r->variant);
        len += (size_t)snprintf(text + len, cap - len, "stats %s %s games %lld wins", rules->variantName(r->variant),
                                seats, r->games);
        for (int side = 0; side < sides && len < cap; side++) {
            len += (size_t)snprintf(text + len, cap - len, " %lld", r->wins[side]);
        }
        len += len < cap ? (size_t)snprintf(text + len, cap - len, " points") : 0;
        for (int side = 0; side < sides && len < cap; side++) {
            len += (size_t)snprintf(text + len, cap - len, " %lld", r->points[side]);
        }
        len += len < cap ? (size_t)snprintf(text + len, cap - len, "\n") : 0;
    }
    if (stats->countedCount > 0 && len < cap) {
        len += (size_t)snprintf(text + len, cap - len, "# The last games counted, so that none is counted twice.\n");
    }
    for (int i = 0; i < stats->countedCount && len < cap; i++) {
        len += (size_t)snprintf(text + len, cap - len, "counted %016llx\n", (unsigned long long)stats->counted[i]);
    }
    return len < cap ? len : 0;
}

/* Adds the game to its row; false when memory for a new row runs out. */
static bool AddGame(const GameRules *rules, TableStats *stats, const TableFinished *game)
{
    TableRecord *r = FindOrAdd(stats, game->variant, game->seating);
    if (r == NULL) {
        return false;
    }
    const GameResult *result = game->result;
    r->games = AddClamped(r->games, 1);
    int sides = Game_SideCount(rules, game->variant);
    if (result->winner != GAME_NOBODY) {
        int side = Game_SideOf(rules, game->variant, result->winner);
        r->wins[side] = AddClamped(r->wins[side], 1);
    }
    /* Partners share a score: each side's is counted once, from its lowest seat. */
    bool counted[GAME_MAX_SEATS] = {false};
    for (int seat = 0; seat < game->seating->count && seat < GAME_MAX_SEATS; seat++) {
        int side = Game_SideOf(rules, game->variant, seat);
        if (side >= 0 && side < sides && !counted[side]) {
            counted[side] = true;
            r->points[side] = AddClamped(r->points[side], result->score[seat]);
        }
    }
    MarkCounted(stats, game->key);
    return true;
}

TableStoreStatus TableStore_RecordGame(const char *file, const char *what, const GameRules *rules,
                                       const TableFinished *game, TableStats *after, char *message, size_t size)
{
    TableStats stats;
    char loadMessage[PLAYER_MESSAGE_ONE];
    TableStoreStatus loaded = LoadStatsThen(file, what, rules, &stats, "this game was counted in fresh statistics.",
                                            loadMessage, sizeof loadMessage);
    char saveMessage[PLAYER_MESSAGE_ONE];
    TableStoreStatus status = TABLE_STORE_OK;
    if (game->foundAgain && WasCounted(&stats, game->key)) {
        /* Counted before the program stopped: the save outlived the count, not the game. */
        PlayerFile_Say(message, size, "%s", "");
        status = TABLE_STORE_ALREADY;
    } else if (game->variant < 0 || game->variant >= rules->variantCount || !AddGame(rules, &stats, game)) {
        PlayerFile_Say(message, size, "Could not count the game: %s.",
                       game->variant < 0 || game->variant >= rules->variantCount ? "it names no variant of this game"
                                                                                 : "out of memory");
        status = TABLE_STORE_IO_ERROR;
    } else {
        size_t cap = StatsTextCap(&stats);
        char *text = malloc(cap);
        size_t len = text != NULL ? TableStore_FormatStats(rules, &stats, text, cap) : 0;
        if (len == 0 || !PlayerFile_Save(file, text, len, saveMessage, sizeof saveMessage)) {
            if (len == 0) {
                PlayerFile_Say(saveMessage, sizeof saveMessage, "Could not save the statistics: out of memory.");
                Log_Warn("%s", saveMessage); /* PlayerFile_Save logs its own failures */
            }
            PlayerFile_Say(message, size, "%s%s%s", loaded == TABLE_STORE_CORRUPT ? loadMessage : "",
                           loaded == TABLE_STORE_CORRUPT ? " " : "", saveMessage);
            status = TABLE_STORE_IO_ERROR;
        } else if (loaded == TABLE_STORE_CORRUPT) {
            PlayerFile_Say(message, size, "%s", loadMessage);
            status = TABLE_STORE_CORRUPT;
        } else {
            PlayerFile_Say(message, size, "%s", "");
        }
        free(text);
    }
    if (after != NULL) {
        *after = stats;
    } else {
        TableStats_Free(&stats);
    }
    return status;
}
