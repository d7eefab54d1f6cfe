/* loader_checks.c: each player-file loader fed any text: accepted texts must round-trip to a fixed point. */
#include "loader_checks.h"

#include "core/game/game.h"
#include "core/piquet/piquet.h"
#include "core/patience/patience_stats.h"
#include "games/patience/challenges/patience_challenge_store.h"
#include "games/patience/multiplayer/patience_multi_store.h"
#include "games/patience/patience_store.h"
#include "games/table/table_game.h"
#include "games/table/table_store.h"
#include "platform/settings.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TEXT_MAX (256 * 1024)

/*
 * The table's files (a game in progress, statistics, the lobby's choices)
 * are each game's own, read against that game's rules: every input is
 * given to every registered game's loader in turn (Game_At), as if it had
 * been found in that game's file, so a Five Hundred or Bridge save reaches
 * Five Hundred's or Bridge's loader. sRules is the game of the pass.
 */
static const GameRules *sRules;

/* A game as the lobby knows it: the prefs parser reads only its rules (the scenes are not linked in the fuzzer),
   with an on/off option of a game's own (as Bridge's "review = off") so that those lines are fuzzed too. */
static const TableOption kOption = {"review", "Hand review", "", true};

static TableGame LobbyGame(void)
{
    return (TableGame){.rules = sRules, .lobbyFile = "lobby.ini", .options = &kOption, .optionCount = 1};
}

static const char *const kNames[FUZZ_LOADER_COUNT] = {
    "settings",     "table-game",        "table-stats",   "lobby-prefs", "patience-game",
    "patience-stats", "challenge-records", "multi-records", "multi-game", "game-record",
    "piquet-game",
};

const char *FuzzLoader_Name(FuzzLoader loader)
{
    return loader >= 0 && loader < FUZZ_LOADER_COUNT ? kNames[loader] : "unknown";
}

/* One loader behind a common shape: parse a (mutable) text into its value, and write the value out. */
typedef struct Codec {
    size_t valueSize;
    bool (*parse)(char *text, size_t size, void *value, char *problem, size_t problemSize);
    size_t (*format)(const void *value, char *buf, size_t size);
    void (*release)(void *value); /* may be NULL */
    bool everyGame;               /* a file of any table game: checked with every registered game's rules (sRules) */
} Codec;

/* ---- the loaders ---- */

static bool SettingsParse(char *text, size_t size, void *value, char *problem, size_t problemSize)
{
    return Settings_Parse(text, size, value, problem, problemSize);
}

static size_t SettingsFormat(const void *value, char *buf, size_t size)
{
    return Settings_Format(value, buf, size);
}

static bool TableGameParse(char *text, size_t size, void *value, char *problem, size_t problemSize)
{
    (void)size;
    return TableStore_ParseGame(text, sRules, value, problem, problemSize);
}

static size_t TableGameFormat(const void *value, char *buf, size_t size)
{
    const TableSaved *s = value;
    return TableStore_FormatGame(&s->rec, &s->seating, s->viewer, s->undos, s->casual, buf, size);
}

static void TableGameRelease(void *value)
{
    TableSaved_Free(value);
}

/* Piquet's save is the table's, read against Piquet's rules (each move replayed and checked as it loads). */
static bool PiquetGameParse(char *text, size_t size, void *value, char *problem, size_t problemSize)
{
    (void)size;
    return TableStore_ParseGame(text, &Piquet_Rules, value, problem, problemSize);
}

static bool TableStatsParse(char *text, size_t size, void *value, char *problem, size_t problemSize)
{
    (void)size;
    return TableStore_ParseStats(text, sRules, value, problem, problemSize);
}

static size_t TableStatsFormat(const void *value, char *buf, size_t size)
{
    return TableStore_FormatStats(sRules, value, buf, size);
}

static void TableStatsRelease(void *value)
{
    TableStats_Free(value);
}

static bool LobbyParse(char *text, size_t size, void *value, char *problem, size_t problemSize)
{
    (void)size;
    TableLobbyPrefs *prefs = value;
    memset(prefs, 0, sizeof *prefs);
    for (int v = 0; v < sRules->variantCount && v < 8; v++) {
        prefs->seating[v] = Seating_OneAgainst(Game_SeatsIn(sRules, v), GAME_AI_MEDIUM);
    }
    TableGame game = LobbyGame();
    return TableLobbyPrefs_Parse(text, &game, prefs, problem, problemSize);
}

static size_t LobbyFormat(const void *value, char *buf, size_t size)
{
    TableGame game = LobbyGame();
    return TableLobbyPrefs_Format(&game, value, buf, size);
}

typedef struct PatienceSaved {
    PatienceGame game;
    int undos, hints;
} PatienceSaved;

static bool PatienceGameParse(char *text, size_t size, void *value, char *problem, size_t problemSize)
{
    (void)size;
    PatienceSaved *s = value;
    return PatienceStore_ParseGame(text, &s->game, &s->undos, &s->hints, problem, problemSize);
}

static size_t PatienceGameFormat(const void *value, char *buf, size_t size)
{
    const PatienceSaved *s = value;
    return PatienceStore_FormatGame(&s->game, s->undos, s->hints, buf, size);
}

static bool PatienceStatsParse(char *text, size_t size, void *value, char *problem, size_t problemSize)
{
    (void)size;
    PatienceStatsError err;
    bool ok = PatienceStats_Parse(text, value, &err);
    if (!ok) {
        snprintf(problem, problemSize, "%s", err.message);
    }
    return ok;
}

static size_t PatienceStatsFormat(const void *value, char *buf, size_t size)
{
    size_t n = PatienceStats_Serialise(value, buf, size);
    return n < size ? n : 0;
}

static bool ChallengesParse(char *text, size_t size, void *value, char *problem, size_t problemSize)
{
    (void)size;
    return PatienceChallengeRecords_Parse(text, value, problem, problemSize);
}

static size_t ChallengesFormat(const void *value, char *buf, size_t size)
{
    size_t n = PatienceChallengeRecords_Serialise(value, buf, size);
    return n < size ? n : 0;
}

static bool MultiRecordsParse(char *text, size_t size, void *value, char *problem, size_t problemSize)
{
    (void)size;
    return PatienceMultiRecords_Parse(text, value, problem, problemSize);
}

static size_t MultiRecordsFormat(const void *value, char *buf, size_t size)
{
    size_t n = PatienceMultiRecords_Serialise(value, buf, size);
    return n < size ? n : 0;
}

static bool MultiGameParse(char *text, size_t size, void *value, char *problem, size_t problemSize)
{
    (void)size;
    return PatienceMultiGame_Parse(text, value, problem, problemSize);
}

static size_t MultiGameFormat(const void *value, char *buf, size_t size)
{
    size_t n = PatienceMultiGame_Serialise(value, buf, size);
    return n < size ? n : 0;
}

/* A replay: the core's record of any game (the rules are named in it), replayed move by move as it loads. */
static bool GameRecordParse(char *text, size_t size, void *value, char *problem, size_t problemSize)
{
    (void)size;
    GameError err;
    bool ok = GameRecord_Load(text, NULL, value, NULL, &err);
    if (!ok) {
        snprintf(problem, problemSize, "%s", err.message);
    }
    return ok;
}

static size_t GameRecordFormat(const void *value, char *buf, size_t size)
{
    size_t n = GameRecord_Save(value, buf, size);
    return n < size ? n : 0;
}

static void GameRecordRelease(void *value)
{
    GameRecord_Free(value);
}

static const Codec kCodecs[FUZZ_LOADER_COUNT] = {
    {sizeof(Settings), SettingsParse, SettingsFormat, NULL, false},
    {sizeof(TableSaved), TableGameParse, TableGameFormat, TableGameRelease, true},
    {sizeof(TableStats), TableStatsParse, TableStatsFormat, TableStatsRelease, true},
    {sizeof(TableLobbyPrefs), LobbyParse, LobbyFormat, NULL, true},
    {sizeof(PatienceSaved), PatienceGameParse, PatienceGameFormat, NULL, false},
    {sizeof(PatienceStats), PatienceStatsParse, PatienceStatsFormat, NULL, false},
    {sizeof(PatienceChallengeRecords), ChallengesParse, ChallengesFormat, NULL, false},
    {sizeof(PmRecords), MultiRecordsParse, MultiRecordsFormat, NULL, false},
    {sizeof(PmSavedGame), MultiGameParse, MultiGameFormat, NULL, false},
    {sizeof(GameRecord), GameRecordParse, GameRecordFormat, GameRecordRelease, false},
    {sizeof(TableSaved), PiquetGameParse, TableGameFormat, TableGameRelease, false},
};

/* ---- the check ---- */

typedef struct Work {
    char *text;
    char *first, *second;
    void *value;
} Work;

static void Release(const Codec *c, Work *w, bool parsed)
{
    if (parsed && c->release != NULL) {
        c->release(w->value);
    }
}

/* One loader's invariants on one input (for a table file, as the file of the game in sRules). */
static const char *CheckOne(const Codec *c, Work *w, const uint8_t *data, size_t size, int *accepted)
{
    memcpy(w->text, data, size);
    w->text[size] = '\0';
    char problem[512] = "";
    memset(w->value, 0, c->valueSize);
    if (!c->parse(w->text, size, w->value, problem, sizeof problem)) {
        return problem[0] == '\0' ? "a refused text came with no reason for the player" : NULL;
    }
    if (accepted != NULL) {
        *accepted = 1;
    }
    size_t n1 = c->format(w->value, w->first, TEXT_MAX);
    Release(c, w, true);
    if (n1 == 0) {
        return "an accepted text could not be written out again";
    }
    memcpy(w->text, w->first, n1 + 1);
    memset(w->value, 0, c->valueSize);
    if (!c->parse(w->text, n1, w->value, problem, sizeof problem)) {
        return "the text written for an accepted input was refused when read back";
    }
    size_t n2 = c->format(w->value, w->second, TEXT_MAX);
    Release(c, w, true);
    if (n2 != n1 || memcmp(w->first, w->second, n1) != 0) {
        return "saving and loading again changed the text: a loader lost or altered something it accepted";
    }
    return NULL;
}

const char *FuzzLoader_Check(FuzzLoader loader, const uint8_t *data, size_t size, int *accepted)
{
    return FuzzLoader_CheckGame(loader, data, size, NULL, accepted);
}

const char *FuzzLoader_CheckGame(FuzzLoader loader, const uint8_t *data, size_t size, const GameRules *only,
                                 int *accepted)
{
    if (accepted != NULL) {
        *accepted = 0;
    }
    if (loader < 0 || loader >= FUZZ_LOADER_COUNT || size >= TEXT_MAX) {
        return NULL; /* the files are read whole; inputs this big only slow the fuzzer */
    }
    const Codec *c = &kCodecs[loader];
    static Work w;
    if (w.text == NULL) {
        w.text = malloc(TEXT_MAX);
        w.first = malloc(TEXT_MAX);
        w.second = malloc(TEXT_MAX);
        w.value = malloc(sizeof(PatienceChallengeRecords) > sizeof(TableStats) ? sizeof(PatienceChallengeRecords) * 2
                                                                               : sizeof(TableStats) * 2);
        if (w.text == NULL || w.first == NULL || w.second == NULL || w.value == NULL) {
            return "out of memory";
        }
    }
    if (!c->everyGame) {
        return CheckOne(c, &w, data, size, accepted);
    }
    for (int g = 0; g < Game_Count(); g++) {
        sRules = Game_At(g);
        if (only != NULL && sRules != only) {
            continue;
        }
        const char *broken = CheckOne(c, &w, data, size, accepted);
        if (broken != NULL) {
            static char said[256];
            snprintf(said, sizeof said, "as a file of %s: %s", sRules->title, broken);
            return said;
        }
    }
    return NULL;
}
