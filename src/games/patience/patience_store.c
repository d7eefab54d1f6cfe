/* patience_store.c: Poker Patience's files in the player's folder, written atomically, set aside when unreadable. */
#define _POSIX_C_SOURCE 200809L
#include "games/patience/patience_store.h"

#include "core/patience/patience_save.h"
#include "platform/atomic_file.h"
#include "platform/log.h"
#include "platform/paths.h"
#include "platform/player_file.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define GAME_FILE "patience-game.txt"
#define STATS_FILE "patience-stats.txt"
#define PREFS_FILE "patience-prefs.txt"
#define UNDOS_KEY "undos"
#define HINTS_KEY "hints"
/* A path, a reason and a set-aside name: room for all three in one message. */
#define PROBLEM_MAX 256

/* ---- the game in progress ---- */

/*
 * The core's save text knows nothing of undos or hints, so the store appends
 * its own "undos N" and "hints N" lines and blanks them into comments before
 * the core reads the rest: line numbers in the core's error messages stay
 * true to the file. A line that is missing counts 0 (saves made before hints
 * existed have no "hints" line).
 */
static bool TakeCount(char *text, const char *key, const char *what, int *count, char *problem, size_t size)
{
    *count = 0;
    int lineNo = 1;
    for (char *line = text; *line != '\0'; lineNo++) {
        char *end = strchr(line, '\n');
        size_t len = end != NULL ? (size_t)(end - line) : strlen(line);
        size_t keyLen = strlen(key);
        if (len > keyLen && strncmp(line, key, keyLen) == 0 && (line[keyLen] == ' ' || line[keyLen] == '\t')) {
            char *after = NULL;
            errno = 0;
            long n = strtol(line + keyLen, &after, 10);
            while (after < line + len && (*after == ' ' || *after == '\t' || *after == '\r')) {
                after++;
            }
            if (errno != 0 || after != line + len || n < 0 || n > 1000000) {
                PlayerFile_Say(problem, size, "line %d: \"%s\" needs a count of %s", lineNo, key, what);
                return false;
            }
            *count = (int)n;
            line[0] = '#';
        }
        line = end != NULL ? end + 1 : line + len;
    }
    return true;
}

PatienceStoreStatus PatienceStore_LoadGame(PatienceGame *game, int *undosUsed, char *message, size_t size)
{
    return PatienceStore_LoadGameWithHints(game, undosUsed, NULL, message, size);
}

PatienceStoreStatus PatienceStore_LoadGameWithHints(PatienceGame *game, int *undosUsed, int *hintsUsed, char *message,
                                                    size_t size)
{
    PlayerFile_Say(message, size, "%s", "");
    char path[PATHS_MAX];
    Paths_User(GAME_FILE, path, sizeof path);
    char *text = AtomicFile_ReadAll(path, NULL);
    char problem[PROBLEM_MAX];
    if (text == NULL) {
        if (errno == ENOENT) {
            return PATIENCE_STORE_NONE;
        }
        PlayerFile_Say(problem, sizeof problem, "%s", strerror(errno));
    } else {
        int undos = 0, hints = 0;
        PatienceLoadError err;
        PatienceGame loaded;
        bool ok = TakeCount(text, UNDOS_KEY, "placements taken back", &undos, problem, sizeof problem) &&
                  TakeCount(text, HINTS_KEY, "hints asked for", &hints, problem, sizeof problem);
        if (ok) {
            ok = Patience_Load(text, &loaded, &err);
            if (!ok) {
                PlayerFile_Say(problem, sizeof problem, "%s", err.message); /* the core names the line itself */
            }
        }
        free(text);
        if (ok) {
            *game = loaded;
            if (undosUsed != NULL) {
                *undosUsed = undos;
            }
            if (hintsUsed != NULL) {
                *hintsUsed = hints;
            }
            return PATIENCE_STORE_OK;
        }
    }
    PlayerFile_SetAside(path, "Your saved Poker Patience game", problem, "a new game starts instead.", message, size);
    return PATIENCE_STORE_CORRUPT;
}

PatienceStoreStatus PatienceStore_SaveGame(const PatienceGame *game, int undosUsed, char *message, size_t size)
{
    return PatienceStore_SaveGameWithHints(game, undosUsed, 0, message, size);
}

PatienceStoreStatus PatienceStore_SaveGameWithHints(const PatienceGame *game, int undosUsed, int hintsUsed,
                                                    char *message, size_t size)
{
    PlayerFile_Say(message, size, "%s", "");
    char text[PATIENCE_SAVE_MAX + 64];
    size_t len = Patience_Save(game, text, PATIENCE_SAVE_MAX);
    if (len >= PATIENCE_SAVE_MAX) {
        PlayerFile_Say(message, size, "Could not save the game in progress: its text is too long (%zu bytes).", len);
        return PATIENCE_STORE_IO_ERROR;
    }
    len += (size_t)snprintf(text + len, sizeof text - len, "%s %d\n", UNDOS_KEY, undosUsed < 0 ? 0 : undosUsed);
    if (hintsUsed > 0) {
        /* Only when there are some: a game without hints stays readable by a build from before hints. */
        len += (size_t)snprintf(text + len, sizeof text - len, "%s %d\n", HINTS_KEY, hintsUsed);
    }
    char path[PATHS_MAX];
    Paths_User(GAME_FILE, path, sizeof path);
    if (!AtomicFile_Write(path, text, len, message, size)) {
        Log_Warn("%s", message != NULL ? message : path);
        return PATIENCE_STORE_IO_ERROR;
    }
    return PATIENCE_STORE_OK;
}

void PatienceStore_ClearGame(void)
{
    char path[PATHS_MAX];
    Paths_User(GAME_FILE, path, sizeof path);
    if (unlink(path) != 0 && errno != ENOENT) {
        Log_Warn("Could not remove the finished game's save %s: %s", path, strerror(errno));
    }
}

bool PatienceStore_HasGame(void)
{
    char path[PATHS_MAX];
    Paths_User(GAME_FILE, path, sizeof path);
    return access(path, F_OK) == 0;
}

/* ---- statistics ---- */

static const char *kStatsWhat = "Your Poker Patience statistics file";

/* Loads the statistics, or fresh ones; on a bad file sets it aside and says so, ending with `then`. */
static PatienceStoreStatus LoadStatsThen(PatienceStats *stats, const char *then, char *message, size_t size)
{
    PlayerFile_Say(message, size, "%s", "");
    PatienceStats_Clear(stats);
    char path[PATHS_MAX];
    Paths_User(STATS_FILE, path, sizeof path);
    char *text = AtomicFile_ReadAll(path, NULL);
    char problem[PROBLEM_MAX];
    if (text == NULL) {
        if (errno == ENOENT) {
            return PATIENCE_STORE_NONE;
        }
        PlayerFile_Say(problem, sizeof problem, "%s", strerror(errno));
    } else {
        PatienceStatsError err;
        PatienceStats loaded;
        bool ok = PatienceStats_Parse(text, &loaded, &err);
        free(text);
        if (ok) {
            *stats = loaded;
            return PATIENCE_STORE_OK;
        }
        PlayerFile_Say(problem, sizeof problem, "%s", err.message); /* the core names the line itself */
    }
    PlayerFile_SetAside(path, kStatsWhat, problem, then, message, size);
    return PATIENCE_STORE_CORRUPT;
}

PatienceStoreStatus PatienceStore_LoadStats(PatienceStats *stats, char *message, size_t size)
{
    return LoadStatsThen(stats, "your statistics start afresh from the next game.", message, size);
}

static PatienceStoreStatus SaveStats(const PatienceStats *stats, char *message, size_t size)
{
    char text[PATIENCE_STATS_TEXT_MAX];
    size_t len = PatienceStats_Serialise(stats, text, sizeof text);
    if (len >= sizeof text) {
        PlayerFile_Say(message, size, "Could not save the statistics: their text is too long (%zu bytes).", len);
        return PATIENCE_STORE_IO_ERROR;
    }
    char path[PATHS_MAX];
    Paths_User(STATS_FILE, path, sizeof path);
    if (!AtomicFile_Write(path, text, len, message, size)) {
        Log_Warn("%s", message != NULL ? message : path);
        return PATIENCE_STORE_IO_ERROR;
    }
    return PATIENCE_STORE_OK;
}

PatienceStoreStatus PatienceStore_RecordFinished(const PatienceGame *game, int undosUsed, PatienceOutcome *outcome,
                                                 char *message, size_t size)
{
    return PatienceStore_RecordFinishedWithHints(game, undosUsed, 0, outcome, message, size);
}

PatienceStoreStatus PatienceStore_RecordFinishedWithHints(const PatienceGame *game, int undosUsed, int hintsUsed,
                                                          PatienceOutcome *outcome, char *message, size_t size)
{
    PatienceStats stats;
    char loadMessage[PATHS_MAX * 2 + PROBLEM_MAX];
    PatienceStoreStatus loaded =
        LoadStatsThen(&stats, "this game was recorded in fresh statistics.", loadMessage, sizeof loadMessage);
    const PatienceRecord *before = PatienceStats_Get(&stats, game->variant);
    PatienceOutcome out = {Patience_Score(game), -1, false, 0, 0.0};
    if (before != NULL && before->games > 0) {
        out.previousBest = before->best;
    }
    if (!PatienceStats_RecordWithHints(&stats, game, undosUsed, hintsUsed)) {
        PlayerFile_Say(message, size, "%s", "This layout is not finished, so it was not recorded in the statistics.");
        if (before != NULL) {
            out.games = (int)before->games;
            out.average = before->games > 0 ? (double)before->totalScore / before->games : 0.0;
        }
        if (outcome != NULL) {
            *outcome = out;
        }
        return PATIENCE_STORE_NONE;
    }
    const PatienceRecord *after = PatienceStats_Get(&stats, game->variant);
    out.games = (int)after->games;
    out.average = (double)after->totalScore / after->games;
    /* Nothing to beat on a variant's first game: the scoring scene says "a record to beat" instead. */
    out.newRecord = out.previousBest >= 0 && out.score > out.previousBest;
    if (outcome != NULL) {
        *outcome = out;
    }

    char saveMessage[PATHS_MAX * 2 + 128];
    PatienceStoreStatus saved = SaveStats(&stats, saveMessage, sizeof saveMessage);
    /* Only now, with the result safely in the statistics, does the game in progress go. */
    if (saved == PATIENCE_STORE_OK) {
        PatienceStore_ClearGame();
    }
    if (loaded == PATIENCE_STORE_CORRUPT && saved != PATIENCE_STORE_OK) {
        PlayerFile_Say(message, size, "%s %s", loadMessage, saveMessage);
        return PATIENCE_STORE_IO_ERROR;
    }
    if (saved != PATIENCE_STORE_OK) {
        PlayerFile_Say(message, size, "%s", saveMessage);
        return saved;
    }
    if (loaded == PATIENCE_STORE_CORRUPT) {
        PlayerFile_Say(message, size, "%s", loadMessage);
        return PATIENCE_STORE_CORRUPT;
    }
    PlayerFile_Say(message, size, "%s", "");
    return PATIENCE_STORE_OK;
}

/* ---- the lobby's choice ---- */

bool PatienceStore_LoadVariant(PatienceVariant *v)
{
    char path[PATHS_MAX];
    Paths_User(PREFS_FILE, path, sizeof path);
    char *text = AtomicFile_ReadAll(path, NULL);
    if (text == NULL) {
        return false;
    }
    char layout[32], table[32];
    bool ok = false;
    for (char *line = strtok(text, "\n"); line != NULL; line = strtok(NULL, "\n")) {
        if (sscanf(line, "variant %31s %31s", layout, table) == 2) {
            PatienceVariant read = {Patience_LayoutFromName(layout), Patience_TableFromName(table)};
            if (Patience_VariantIsValid(read)) {
                *v = read;
                ok = true;
            }
        }
    }
    free(text);
    return ok;
}

void PatienceStore_SaveVariant(PatienceVariant v)
{
    if (!Patience_VariantIsValid(v)) {
        return;
    }
    char text[128];
    int len = snprintf(text, sizeof text, "# Poker Patience: the variant last chosen in the lobby.\nvariant %s %s\n",
                       Patience_LayoutName(v.layout), Patience_TableName(v.table));
    char path[PATHS_MAX];
    Paths_User(PREFS_FILE, path, sizeof path);
    char message[PATHS_MAX + 128];
    if (!AtomicFile_Write(path, text, (size_t)len, message, sizeof message)) {
        Log_Warn("%s", message);
    }
}
