/* bezique_store.c: Bezique's statistics and preferences on top of the table store, and the sitting's running total. */
#include "bezique_store.h"

#include "app/app.h"
#include "platform/atomic_file.h"
#include "platform/paths.h"
#include "platform/player_file.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* This sitting: from starting the program to quitting it, as players at a real table keep a running score. */
static struct {
    int games, won;
    long long you, computer;
} sSession;

void BezStore_RecordFinished(const BeziqueState *st, GameAiLevel level, bool record, BeziqueOutcome *outcome, App *app)
{
    GameResult r = Bezique_Rules.result((const GameState *)(const void *)st);
    sSession.games++;
    if (r.winner == 0) {
        sSession.won++;
        sSession.you += r.value;
    } else if (r.winner == 1) {
        sSession.computer += r.value;
    }
    if (record) {
        char message[1024];
        TableStoreStatus status =
            TableStore_RecordGame(BEZIQUE_STATS_FILE, BEZIQUE_STATS_WHAT, &Bezique_Rules, st->variant, level,
                                  r.winner == 0, r.score[0], r.score[1], NULL, message, sizeof message);
        if (status != TABLE_STORE_OK && message[0] != '\0') {
            App_Toast(app, "%s", message);
        }
    }
    if (outcome != NULL) {
        outcome->level = level;
        outcome->sessionGames = sSession.games;
        outcome->sessionWon = sSession.won;
        outcome->sessionYou = sSession.you;
        outcome->sessionComputer = sSession.computer;
    }
}

bool BezStore_LoadPrefs(int *variant, GameAiLevel *level)
{
    char path[PATHS_MAX];
    Paths_User(BEZIQUE_PREFS_FILE, path, sizeof path);
    char *text = AtomicFile_ReadAll(path, NULL);
    if (text == NULL) {
        return false;
    }
    bool any = false;
    char word[32];
    for (char *line = text; line != NULL && *line != '\0';) {
        char *end = strchr(line, '\n');
        if (sscanf(line, "variant %31s", word) == 1 && Bezique_VariantFromName(word) >= 0) {
            *variant = Bezique_VariantFromName(word);
            any = true;
        } else if (sscanf(line, "level %31s", word) == 1 && GameAi_LevelFromName(word) < GAME_AI_LEVEL_COUNT) {
            *level = GameAi_LevelFromName(word);
            any = true;
        }
        line = end != NULL ? end + 1 : NULL;
    }
    free(text);
    return any;
}

void BezStore_SavePrefs(int variant, GameAiLevel level)
{
    char text[160];
    int len = snprintf(text, sizeof text, "# Bezique: the lobby's last choice.\nvariant %s\nlevel %s\n",
                       Bezique_VariantName(variant), GameAi_LevelName(level));
    char message[PATHS_MAX + 128];
    PlayerFile_Save(BEZIQUE_PREFS_FILE, text, (size_t)len, message, sizeof message);
}
