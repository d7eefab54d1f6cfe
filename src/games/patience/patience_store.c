/* patience_store.c: Poker Patience's files in the player's folder, written atomically, set aside when unreadable. */
#define _POSIX_C_SOURCE 200809L
#include "games/patience/patience_store.h"
#include "games/patience/patience_store_local.h"

#include "core/patience/patience_save.h"
#include "platform/atomic_file.h"
#include "platform/paths.h"
#include "platform/player_file.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define GAME_FILE "patience-game.txt"
#define STATS_FILE "patience-stats.txt"
#define PREFS_FILE "patience-prefs.txt"
#define UNDOS_KEY "undos"
#define HINTS_KEY "hints"

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

/* The game with the counts kept beside it, read together: a bad count sets the whole file aside. */
typedef struct SavedGame {
    PatienceGame game;
    int undos, hints;
} SavedGame;

bool PatienceStore_ParseGame(char *text, PatienceGame *game, int *undosUsed, int *hintsUsed, char *problem,
                             size_t size)
{
    if (!TakeCount(text, UNDOS_KEY, "placements taken back", undosUsed, problem, size) ||
        !TakeCount(text, HINTS_KEY, "hints asked for", hintsUsed, problem, size)) {
        return false;
    }
    PatienceLoadError err;
    if (!Patience_Load(text, game, &err)) {
        PlayerFile_Say(problem, size, "%s", err.message); /* the core names the line itself */
        return false;
    }
    return true;
}

static bool ParseGame(char *text, void *out, char *problem, size_t size)
{
    SavedGame *saved = out;
    return PatienceStore_ParseGame(text, &saved->game, &saved->undos, &saved->hints, problem, size);
}

PatienceStoreStatus PatienceStore_LoadGameWithHints(PatienceGame *game, int *undosUsed, int *hintsUsed, char *message,
                                                    size_t size)
{
    SavedGame saved;
    PlayerFileStatus status = PlayerFile_Load(GAME_FILE, ParseGame, &saved, "Your saved Poker Patience game",
                                              "a new game starts instead.", message, size);
    if (status == PLAYER_FILE_OK) {
        *game = saved.game;
        if (undosUsed != NULL) {
            *undosUsed = saved.undos;
        }
        if (hintsUsed != NULL) {
            *hintsUsed = saved.hints;
        }
    }
    return PatienceStore_Status(status);
}

PatienceStoreStatus PatienceStore_SaveGame(const PatienceGame *game, int undosUsed, char *message, size_t size)
{
    return PatienceStore_SaveGameWithHints(game, undosUsed, 0, message, size);
}

size_t PatienceStore_FormatGame(const PatienceGame *game, int undosUsed, int hintsUsed, char *buf, size_t size)
{
    if (size < PATIENCE_SAVE_MAX + 64) {
        return 0;
    }
    size_t len = Patience_Save(game, buf, PATIENCE_SAVE_MAX);
    if (len >= PATIENCE_SAVE_MAX) {
        return 0;
    }
    len += (size_t)snprintf(buf + len, size - len, "%s %d\n", UNDOS_KEY, undosUsed < 0 ? 0 : undosUsed);
    if (hintsUsed > 0) {
        /* Only when there are some: a game without hints stays readable by a build from before hints. */
        len += (size_t)snprintf(buf + len, size - len, "%s %d\n", HINTS_KEY, hintsUsed);
    }
    return len;
}

PatienceStoreStatus PatienceStore_SaveGameWithHints(const PatienceGame *game, int undosUsed, int hintsUsed,
                                                    char *message, size_t size)
{
    PlayerFile_Say(message, size, "%s", "");
    char text[PATIENCE_SAVE_MAX + 64];
    size_t len = PatienceStore_FormatGame(game, undosUsed, hintsUsed, text, sizeof text);
    if (len == 0) {
        PlayerFile_Say(message, size, "Could not save the game in progress: its text is too long.");
        return PATIENCE_STORE_IO_ERROR;
    }
    return PlayerFile_Save(GAME_FILE, text, len, message, size) ? PATIENCE_STORE_OK : PATIENCE_STORE_IO_ERROR;
}

void PatienceStore_ClearGame(void)
{
    PlayerFile_Remove(GAME_FILE, "the finished game's save");
}

bool PatienceStore_HasGame(void)
{
    return PlayerFile_Exists(GAME_FILE);
}

/* ---- statistics ---- */

static const char *kStatsWhat = "Your Poker Patience statistics file";

static bool ParseStats(char *text, void *out, char *problem, size_t size)
{
    PatienceStatsError err;
    if (!PatienceStats_Parse(text, out, &err)) {
        PlayerFile_Say(problem, size, "%s", err.message); /* the core names the line itself */
        return false;
    }
    return true;
}

/* Loads the statistics, or fresh ones; on a bad file sets it aside and says so, ending with `then`. */
static PatienceStoreStatus LoadStatsThen(PatienceStats *stats, const char *then, char *message, size_t size)
{
    PatienceStats_Clear(stats); /* the core's parser fills it only on success */
    return PatienceStore_Status(PlayerFile_Load(STATS_FILE, ParseStats, stats, kStatsWhat, then, message, size));
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
    return PlayerFile_Save(STATS_FILE, text, len, message, size) ? PATIENCE_STORE_OK : PATIENCE_STORE_IO_ERROR;
}

PatienceStoreStatus PatienceStore_RecordFinished(const PatienceGame *game, int undosUsed, PatienceOutcome *outcome,
                                                 char *message, size_t size)
{
    return PatienceStore_RecordFinishedWithHints(game, undosUsed, 0, false, outcome, message, size);
}

/*
 * Counts one complete game: load, add (unless found again and counted), save with its key. The outcome is filled
 * either way. IO_ERROR: not counted (message says why); NONE: not a complete layout.
 */
static PatienceStoreStatus CountGame(const PatienceGame *game, int undosUsed, int hintsUsed, bool foundAgain,
                                     PatienceOutcome *outcome, char *message, size_t size)
{
    PatienceStats stats;
    char loadMessage[PLAYER_MESSAGE_ONE];
    PatienceStoreStatus loaded =
        LoadStatsThen(&stats, "this game was recorded in fresh statistics.", loadMessage, sizeof loadMessage);
    const PatienceRecord *before = PatienceStats_Get(&stats, game->variant);
    PatienceOutcome out = {Patience_Score(game), -1, false, 0, 0.0};
    if (before != NULL && before->games > 0) {
        out.previousBest = before->best;
    }
    uint64_t key = PatienceStats_GameKey(game, undosUsed, hintsUsed);
    bool already = foundAgain && PatienceStats_WasCounted(&stats, key);
    if (!already && !PatienceStats_RecordWithHints(&stats, game, undosUsed, hintsUsed)) {
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
    out.average = after->games > 0 ? (double)after->totalScore / after->games : 0.0;
    /* Nothing to beat on a variant's first game: the scoring scene says "a record to beat" instead. Counted
       before, the best may be this very game: no new record is claimed. */
    out.newRecord = !already && out.previousBest >= 0 && out.score > out.previousBest;
    if (outcome != NULL) {
        *outcome = out;
    }
    if (already) {
        PlayerFile_Say(message, size, "%s", "");
        return PATIENCE_STORE_ALREADY;
    }
    PatienceStats_MarkCounted(&stats, key);
    char saveMessage[PLAYER_MESSAGE_ONE];
    PatienceStoreStatus saved = SaveStats(&stats, saveMessage, sizeof saveMessage);
    if (saved != PATIENCE_STORE_OK) {
        PlayerFile_Say(message, size, "%s%s%s", loaded == PATIENCE_STORE_CORRUPT ? loadMessage : "",
                       loaded == PATIENCE_STORE_CORRUPT ? " " : "", saveMessage);
        return PATIENCE_STORE_IO_ERROR;
    }
    if (loaded == PATIENCE_STORE_CORRUPT) {
        PlayerFile_Say(message, size, "%s", loadMessage);
        return PATIENCE_STORE_CORRUPT;
    }
    PlayerFile_Say(message, size, "%s", "");
    return PATIENCE_STORE_OK;
}

/* Whether the save holds this very game, complete (then it is moved aside rather than written again). */
static bool SaveHolds(const PatienceGame *game, int undosUsed, int hintsUsed)
{
    SavedGame saved;
    char message[PLAYER_MESSAGE_ONE];
    char path[PATHS_MAX];
    Paths_User(GAME_FILE, path, sizeof path);
    char *text = AtomicFile_ReadAll(path, NULL);
    bool holds = text != NULL && ParseGame(text, &saved, message, sizeof message) &&
                 PatienceStats_GameKey(&saved.game, saved.undos, saved.hints) ==
                     PatienceStats_GameKey(game, undosUsed, hintsUsed);
    free(text);
    return holds;
}

/*
 * The finished game put where no new game overwrites it: the save moved (no room needed), or the game written from
 * memory and the save removed. False, with why, when neither worked: it stays as the save.
 */
static bool KeepAside(const PatienceGame *game, int undosUsed, int hintsUsed, char *why, size_t size)
{
    if (PlayerFile_Exists(PATIENCE_STORE_PENDING_FILE)) {
        PlayerFile_Say(why, size, "%s", "an earlier game not yet counted is kept there");
        return false;
    }
    if (SaveHolds(game, undosUsed, hintsUsed) && PlayerFile_Move(GAME_FILE, PATIENCE_STORE_PENDING_FILE, why, size)) {
        return true;
    }
    char text[PATIENCE_SAVE_MAX + 64];
    size_t len = PatienceStore_FormatGame(game, undosUsed, hintsUsed, text, sizeof text);
    if (len == 0 || !PlayerFile_Save(PATIENCE_STORE_PENDING_FILE, text, len, why, size)) {
        return false;
    }
    PatienceStore_ClearGame(); /* the save may hold the game a move short: never to be finished and counted again */
    return true;
}

static void SayKept(bool kept, const char *why, const char *keepWhy, char *message, size_t size)
{
    char path[PATHS_MAX];
    Paths_User(kept ? PATIENCE_STORE_PENDING_FILE : GAME_FILE, path, sizeof path);
    if (kept) {
        PlayerFile_Say(message, size,
                       "%s It is kept as %s and will be counted the next time a Poker Patience game ends or its "
                       "lobby opens.",
                       why, path);
    } else {
        PlayerFile_Say(message, size,
                       "%s It could not be kept aside either (%s): it stays as your saved game (%s) and is "
                       "counted when you next open it, unless a new game replaces it first.",
                       why, keepWhy, path);
    }
}

PatienceStoreStatus PatienceStore_SettlePending(char *message, size_t size)
{
    PlayerFile_Say(message, size, "%s", "");
    if (!PlayerFile_Exists(PATIENCE_STORE_PENDING_FILE)) {
        return PATIENCE_STORE_NONE;
    }
    SavedGame kept;
    PlayerFileStatus loaded = PlayerFile_Load(PATIENCE_STORE_PENDING_FILE, ParseGame, &kept,
                                              "Your Poker Patience game kept to be counted", "it was not counted.",
                                              message, size);
    if (loaded != PLAYER_FILE_OK) {
        return PatienceStore_Status(loaded); /* set aside, and the message says where */
    }
    char why[PLAYER_MESSAGE_ONE];
    PatienceStoreStatus status = CountGame(&kept.game, kept.undos, kept.hints, true, NULL, why, sizeof why);
    int score = Patience_Score(&kept.game);
    if (status == PATIENCE_STORE_IO_ERROR) {
        char path[PATHS_MAX];
        Paths_User(PATIENCE_STORE_PENDING_FILE, path, sizeof path);
        PlayerFile_Say(message, size,
                       "Your Poker Patience game of %d points, kept when your statistics could not be written, still "
                       "could not be counted. %s It stays as %s.",
                       score, why, path);
        return status;
    }
    if (status == PATIENCE_STORE_NONE) {
        /* Only complete layouts are kept there: this file was put there by hand. Kept, not counted. */
        char path[PATHS_MAX];
        Paths_User(PATIENCE_STORE_PENDING_FILE, path, sizeof path);
        PlayerFile_SetAside(path, "Your Poker Patience game kept to be counted", "its layout is not complete",
                            "it was not counted.", message, size);
        return PATIENCE_STORE_CORRUPT;
    }
    PlayerFile_Remove(PATIENCE_STORE_PENDING_FILE, "the counted game's file");
    PlayerFile_Say(message, size, "Your Poker Patience game of %d points, kept when your statistics could not be "
                   "written, %s%s%s", score,
                   status == PATIENCE_STORE_ALREADY ? "was counted before the program stopped."
                                                    : "is now counted in your statistics.",
                   why[0] != '\0' ? " " : "", why);
    return status;
}

PatienceStoreStatus PatienceStore_RecordFinishedWithHints(const PatienceGame *game, int undosUsed, int hintsUsed,
                                                          bool foundAgain, PatienceOutcome *outcome, char *message,
                                                          size_t size)
{
    /* An earlier game first: games are counted in the order they were played. */
    char earlier[PLAYER_MESSAGE_MAX] = "";
    if (Patience_IsComplete(game)) {
        PatienceStore_SettlePending(earlier, sizeof earlier);
    }
    char why[PLAYER_MESSAGE_ONE] = "", said[PLAYER_MESSAGE_MAX] = "";
    PatienceStoreStatus status = CountGame(game, undosUsed, hintsUsed, foundAgain, outcome, why, sizeof why);
    if (status == PATIENCE_STORE_IO_ERROR) {
        char counted[PLAYER_MESSAGE_MAX], keepWhy[PLAYER_MESSAGE_ONE] = "";
        PlayerFile_Say(counted, sizeof counted, "This game could not be counted in your statistics. %s", why);
        SayKept(KeepAside(game, undosUsed, hintsUsed, keepWhy, sizeof keepWhy), counted, keepWhy, said, sizeof said);
    } else {
        if (status != PATIENCE_STORE_NONE) {
            PatienceStore_ClearGame(); /* only now, with the result safely in the statistics */
        }
        PlayerFile_Say(said, sizeof said, "%s", why);
    }
    PlayerFile_Say(message, size, "%s%s%s", earlier, earlier[0] != '\0' && said[0] != '\0' ? " " : "", said);
    return status;
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
    char message[PLAYER_MESSAGE_MAX];
    PlayerFile_Save(PREFS_FILE, text, (size_t)len, message, sizeof message);
}
