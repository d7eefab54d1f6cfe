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

/* Reads the table's own lines ("table-level strong") and blanks them into comments for the core. */
static bool TakeTableLines(char *text, TableSaved *out, char *problem, size_t size)
{
    out->human = 0;
    out->level = GAME_AI_MEDIUM;
    out->undos = 0;
    out->casual = true;
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
            long number = ok ? strtol(value, NULL, 10) : 0;
            if (ok && strcmp(key, "table-human") == 0) {
                ok = number >= 0 && number < GAME_MAX_SEATS && (value[0] >= '0' && value[0] <= '9');
                out->human = (int)number;
            } else if (ok && strcmp(key, "table-level") == 0) {
                out->level = GameAi_LevelFromName(value);
                ok = out->level < GAME_AI_LEVEL_COUNT;
            } else if (ok && strcmp(key, "table-undos") == 0) {
                ok = number >= 0 && number < 1000000 && (value[0] >= '0' && value[0] <= '9');
                out->undos = (int)number;
            } else if (ok && strcmp(key, "table-casual") == 0) {
                ok = strcmp(value, "0") == 0 || strcmp(value, "1") == 0;
                out->casual = value[0] == '1';
            } else {
                ok = false;
            }
            if (!ok) {
                PlayerFile_Say(problem, size, "line %d (\"%s\") is not a table setting this game knows", lineNo, copy);
                return false;
            }
            line[0] = '#';
        }
        line = end != NULL ? end + 1 : line + len;
    }
    return true;
}

static bool ParseGame(char *text, void *out, char *problem, size_t size)
{
    const TableFile *file = out;
    TableSaved *saved = file->saved;
    if (!TakeTableLines(text, saved, problem, size)) {
        return false;
    }
    saved->st = Game_NewState(file->rules);
    GameError err;
    if (saved->st == NULL || !GameRecord_Load(text, &saved->rec, saved->st, &err)) {
        PlayerFile_Say(problem, size, "%s", saved->st == NULL ? "out of memory" : err.message);
        free(saved->st);
        saved->st = NULL;
        return false;
    }
    if (saved->rec.rules != file->rules || saved->human >= file->rules->seats) {
        PlayerFile_Say(problem, size, "it holds a game of %s, not %s", saved->rec.rules->title, file->rules->title);
        TableSaved_Free(saved);
        return false;
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

TableStoreStatus TableStore_SaveGame(const char *file, const GameRecord *rec, int human, GameAiLevel level, int undos,
                                     bool casual, char *message, size_t size)
{
    PlayerFile_Say(message, size, "%s", "");
    size_t need = GameRecord_Save(rec, NULL, 0);
    char *text = malloc(need + 256);
    if (text == NULL) {
        PlayerFile_Say(message, size, "Could not save the game in progress: out of memory (%zu bytes).", need);
        return TABLE_STORE_IO_ERROR;
    }
    size_t len = GameRecord_Save(rec, text, need + 1);
    len += (size_t)snprintf(text + len, 256, "table-human %d\ntable-level %s\ntable-undos %d\ntable-casual %d\n", human,
                            GameAi_LevelName(level), undos, casual ? 1 : 0);
    bool ok = PlayerFile_Save(file, text, len, message, size);
    free(text);
    return ok ? TABLE_STORE_OK : TABLE_STORE_IO_ERROR;
}

void TableStore_ClearGame(const char *file)
{
    PlayerFile_Remove(file, "the finished game's save");
}

bool TableStore_HasGame(const char *file)
{
    return PlayerFile_Exists(file);
}

/* ---- statistics ---- */

static bool ParseStats(char *text, const GameRules *rules, TableStats *stats, char *problem, size_t size)
{
    memset(stats, 0, sizeof *stats);
    int lineNo = 0;
    char *save = NULL;
    for (char *line = strtok_r(text, "\n", &save); line != NULL; line = strtok_r(NULL, "\n", &save)) {
        lineNo++;
        while (*line == ' ' || *line == '\t') {
            line++;
        }
        if (*line == '\0' || *line == '#' || *line == '\r') {
            continue;
        }
        char variant[32], level[32];
        int games = 0, won = 0;
        long long points = 0, against = 0;
        char extra[4];
        int n = sscanf(line, "stats %31s %31s games %d won %d points %lld against %lld %3s", variant, level, &games,
                       &won, &points, &against, extra);
        int v = n == 6 ? Game_VariantFromName(rules, variant) : -1;
        GameAiLevel l = n == 6 ? GameAi_LevelFromName(level) : GAME_AI_LEVEL_COUNT;
        if (n != 6 || v < 0 || v >= TABLE_STATS_VARIANTS || l >= GAME_AI_LEVEL_COUNT || games < 0 || won < 0 ||
            won > games || points < 0 || against < 0) {
            PlayerFile_Say(problem, size,
                           "line %d is not a line of statistics (\"stats rubicon easy games 3 won 2 points 4100 "
                           "against 2300\")",
                           lineNo);
            return false;
        }
        stats->at[v][l] = (TableRecord){games, won, points, against};
    }
    return true;
}

/* Fills the statistics only when the whole file is good: a refused one leaves them empty, not half read. */
static bool ParseStatsFile(char *text, void *out, char *problem, size_t size)
{
    const TableFile *file = out;
    TableStats loaded;
    if (!ParseStats(text, file->rules, &loaded, problem, size)) {
        return false;
    }
    *file->stats = loaded;
    return true;
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

TableStoreStatus TableStore_RecordGame(const char *file, const char *what, const GameRules *rules, int variant,
                                       GameAiLevel level, bool won, int points, int against, TableStats *after,
                                       char *message, size_t size)
{
    TableStats stats;
    char loadMessage[PATHS_MAX * 2 + PLAYER_FILE_PROBLEM_MAX];
    TableStoreStatus loaded = LoadStatsThen(file, what, rules, &stats, "this game was recorded in fresh statistics.",
                                            loadMessage, sizeof loadMessage);
    if (variant >= 0 && variant < TABLE_STATS_VARIANTS && level < GAME_AI_LEVEL_COUNT) {
        TableRecord *r = &stats.at[variant][level];
        r->games++;
        r->won += won ? 1 : 0;
        r->points += points > 0 ? points : 0;
        r->against += against > 0 ? against : 0;
    }
    if (after != NULL) {
        *after = stats;
    }
    char text[4096];
    size_t len =
        (size_t)snprintf(text, sizeof text, "# %s statistics: games against the computer, per level.\n", rules->title);
    for (int v = 0; v < rules->variantCount && v < TABLE_STATS_VARIANTS; v++) {
        for (int l = 0; l < GAME_AI_LEVEL_COUNT; l++) {
            const TableRecord *r = &stats.at[v][l];
            if (r->games > 0 && len < sizeof text) {
                len += (size_t)snprintf(text + len, sizeof text - len,
                                        "stats %s %s games %d won %d points %lld against %lld\n", rules->variantName(v),
                                        GameAi_LevelName((GameAiLevel)l), r->games, r->won, r->points, r->against);
            }
        }
    }
    char saveMessage[PATHS_MAX * 2 + 128];
    if (len >= sizeof text || !PlayerFile_Save(file, text, len, saveMessage, sizeof saveMessage)) {
        if (len >= sizeof text) {
            PlayerFile_Say(saveMessage, sizeof saveMessage, "Could not save the statistics: their text is too long.");
            Log_Warn("%s", saveMessage); /* PlayerFile_Save logs its own failures */
        }
        PlayerFile_Say(message, size, "%s%s%s", loaded == TABLE_STORE_CORRUPT ? loadMessage : "",
                       loaded == TABLE_STORE_CORRUPT ? " " : "", saveMessage);
        return TABLE_STORE_IO_ERROR;
    }
    if (loaded == TABLE_STORE_CORRUPT) {
        PlayerFile_Say(message, size, "%s", loadMessage);
        return TABLE_STORE_CORRUPT;
    }
    PlayerFile_Say(message, size, "%s", "");
    return TABLE_STORE_OK;
}
