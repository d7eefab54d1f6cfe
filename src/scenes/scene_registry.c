/* scene_registry.c: scenes by name, for screenshots, tests and the command line. */
#include "scenes.h"

#include "app/app.h"
#include "core/game/game_ai.h"
#include "games/bezique/bezique_scenes.h"
#include "games/piquet/piquet_scenes.h"
#include "games/bridge/bridge_scenes.h"
#include "games/five_hundred/five_hundred_scenes.h"
#include "games/quinto/quinto_scenes.h"
#include "games/table/handover_scene.h"
#include "games/table/table_lobby_scene.h"
#include "games/table/table_stats_scene.h"
#include "games/patience/challenges/patience_challenge_scenes.h"
#include "games/patience/multiplayer/patience_multi.h"
#include "games/patience/patience_scenes.h"

#include <stdlib.h>
#include <stdio.h>
#include <string.h>

static void RestartNothing(App *app, void *ctx)
{
    (void)app;
    (void)ctx;
}

static void QuitTable(App *app, void *ctx)
{
    (void)ctx;
    App_Pop(app);
}

/* The pause overlay over a game part-way, as a player sees it (the screenshot tool pushes it over the title). */
static Scene *PausedTable(App *app)
{
    Scene *table = PatienceTableScene_CreateDemo(app);
    if (table == NULL) {
        return NULL;
    }
    App_Push(app, table);
    return PauseScene_Create(app, PATIENCE_RULES_FILE, RestartNothing, QuitTable, NULL);
}

static Scene *BeziqueLobby(App *app)
{
    return TableLobbyScene_Create(app, &Bezique_TableGame);
}

static Scene *FiveHundredLobby(App *app)
{
    return TableLobbyScene_Create(app, &FiveHundred_TableGame);
}

static Scene *BeziqueStats(App *app)
{
    return TableStatsScene_Create(app, &Bezique_TableGame);
}

static Scene *BridgeLobby(App *app)
{
    return TableLobbyScene_Create(app, &Bridge_TableGame);
}

static Scene *BridgeLobbyHosting(App *app)
{
    return TableLobbyScene_CreateHostingDemo(app, &Bridge_TableGame);
}

static Scene *BridgeWaiting(App *app)
{
    return TableLobbyScene_CreateWaitingDemo(app, &Bridge_TableGame);
}

static Scene *BridgeStats(App *app)
{
    return TableStatsScene_Create(app, &Bridge_TableGame);
}

/* Pass and play between two turns, as the next player sees it. */
static Scene *BeziqueHandOver(App *app)
{
    return HandOverScene_Create(app, "Bezique", "North", NULL, NULL, NULL);
}

/* A finished partie replayed: the Rubicon partie of seed 3 by two easy computers, part way. */
static Scene *PiquetReplay(App *app)
{
    GameRecord rec;
    GameRecord_Init(&rec, &Piquet_Rules, PIQUET_RUBICON, 3);
    PiquetState *st = (PiquetState *)(void *)Game_NewState(&Piquet_Rules);
    Scene *s = NULL;
    if (st != NULL && Piquet_Init(st, PIQUET_RUBICON, 3) == GAME_OK) {
        for (int i = 0; i < 40; i++) {
            GameAction a;
            if (!GameAi_Choose(&Piquet_Rules, (const GameState *)(const void *)st, Piquet_ToAct(st), GAME_AI_EASY,
                               (uint64_t)i, &a) ||
                Game_Play(&Piquet_Rules, (GameState *)(void *)st, &rec, a) != GAME_OK) {
                break;
            }
        }
        GameSeating seating = Seating_OneAgainst(2, GAME_AI_MEDIUM);
        s = PiquetReplayScene_Create(app, &rec, &seating);
        if (s != NULL) {
            PiquetReplayScene_Step(s, rec.count);
        }
    }
    free(st);
    GameRecord_Free(&rec);
    return s;
}

/* A finished game's replay stopped just after a declaration (its cards named in the message): the Rubicon game of
   seed 3 by two easy computers up to its first declaration, the last move stepped to as a player steps. */
static Scene *BeziqueReplay(App *app)
{
    GameRecord rec;
    GameRecord_Init(&rec, &Bezique_Rules, BEZIQUE_RUBICON, 3);
    BeziqueState *st = (BeziqueState *)(void *)Game_NewState(&Bezique_Rules);
    Scene *s = NULL;
    if (st != NULL && Bezique_Init(st, BEZIQUE_RUBICON, 3) == GAME_OK) {
        for (int i = 0; i < 400 && (rec.count == 0 || rec.actions[rec.count - 1].kind != BEZ_ACT_DECLARE); i++) {
            GameAction a;
            if (!GameAi_Choose(&Bezique_Rules, (const GameState *)(const void *)st, Bezique_ToAct(st), GAME_AI_EASY,
                               (uint64_t)i, &a) ||
                Game_Play(&Bezique_Rules, (GameState *)(void *)st, &rec, a) != GAME_OK) {
                break;
            }
        }
        GameSeating seating = Seating_OneAgainst(2, GAME_AI_MEDIUM);
        s = BeziqueReplayScene_Create(app, &rec, &seating);
        static const Action kToLastMove[] = {ACTION_DOWN, ACTION_LEFT, ACTION_RIGHT};
        for (size_t k = 0; s != NULL && k < sizeof kToLastMove / sizeof kToLastMove[0]; k++) {
            InputEvent step = {.action = kToLastMove[k], .device = DEVICE_KEYBOARD, .pad = -1};
            s->ops->handle(s, app, &step);
        }
    }
    free(st);
    GameRecord_Free(&rec);
    return s;
}

static Scene *PiquetLobby(App *app)
{
    return TableLobbyScene_Create(app, &Piquet_TableGame);
}

static Scene *QuintoLobby(App *app)
{
    return TableLobbyScene_Create(app, &Quinto_TableGame);
}

/*
 * A card table just after the player pressed Undo, so that its controls bar offers Redo (the widest bar a table
 * shows): the undo goes through the table's own input, as a player's would.
 */
static Scene *AfterUndo(App *app, Scene *table)
{
    if (table != NULL) {
        InputEvent undo = {.action = ACTION_UNDO, .device = DEVICE_KEYBOARD, .pad = -1};
        table->ops->handle(table, app, &undo);
    }
    return table;
}

static Scene *BeziqueRedo(App *app)
{
    return AfterUndo(app, BeziqueTableScene_CreateDemo(app));
}

static Scene *PiquetRedo(App *app)
{
    return AfterUndo(app, PiquetTableScene_CreatePlayDemo(app));
}

static Scene *BridgeRedo(App *app)
{
    return AfterUndo(app, BridgeTableScene_CreateDemo(app));
}

static Scene *FiveHundredRedo(App *app)
{
    return AfterUndo(app, FiveHundredTableScene_CreatePlayDemo(app));
}

static Scene *QuintoRedo(App *app)
{
    return AfterUndo(app, QuintoTableScene_CreateDemo(app));
}

/* Several players on a split screen, the keyboard's player having taken back this round's card. */
static Scene *PatienceMultiRedo(App *app)
{
    return AfterUndo(app, PatienceMultiScene_CreateDemo2(app));
}

typedef struct SceneEntry {
    const char *name;
    SceneFactory create;
} SceneEntry;

static const SceneEntry kScenes[] = {
    {"title", TitleScene_Create},
    {"title-continue", TitleScene_CreateContinueDemo},
    {"settings", SettingsScene_Create},
    {"join", JoinScene_CreateDemo},
    {"bench", BenchScene_Create},
    {"patience-score", PatienceScoreScene_CreateDemo},
    {"patience-stats", PatienceStatsScene_CreateDemo},
    {"patience", PatienceTableScene_CreateDemo},
    {"patience-hint", PatienceTableScene_CreateHintDemo},
    {"patience-demo", PatienceTableScene_CreateAttractDefault},
    {"patience-review", PatienceReviewScene_CreateDemo},
    {"patience-score-best", PatienceScoreScene_CreateBestDemo},
    {"patience-lobby", PatienceLobbyScene_Create},
    {"patience-lobby-saved", PatienceLobbyScene_CreateSavedDemo},
    {"pause", PausedTable},
    {"patience-challenges", PatienceChallengesScene_CreateDemo},
    {"patience-code", PatienceCodeEntryScene_CreateDemo},
    {"patience-calendar", PatienceCalendarScene_CreateDemo},
    {"patience-records", PatienceRecordsScene_CreateDemo},
    {"patience-serpent-preview", PatienceSerpentPreviewScene_CreateDemo},
    {"patience-serpent-best", PatienceSerpentBestScene_CreateDemo},
    {"patience-serpent-table", PatienceChallengeTableScene_CreateDemo},
    {"patience-daily-table", PatienceDailyTableScene_CreateDemo},
    {"patience-serpent-score", PatienceChallengeScoreScene_CreateDemo},
    {"patience-multi-setup", PatienceMultiSetupScene_CreateDemo},
    {"patience-multi-2", PatienceMultiScene_CreateDemo2},
    {"patience-multi-4", PatienceMultiScene_CreateDemo4},
    {"patience-multi-redo", PatienceMultiRedo},
    {"patience-multi-handover", PatienceMultiScene_CreateDemoPass},
    {"patience-multi-results", PatienceMultiResultsScene_CreateDemo},
    {"bezique", BeziqueTableScene_CreateDemo},
    {"bezique-score", BeziqueScoreScene_CreateDemo},
    {"bezique-lobby", BeziqueLobby},
    {"bezique-stats", BeziqueStats},
    {"bezique-handover", BeziqueHandOver},
    {"bezique-pass", BeziqueTableScene_CreatePassDemo},
    {"bezique-redo", BeziqueRedo},
    {"bezique-replay", BeziqueReplay},
    {"piquet", PiquetTableScene_CreateDemo},
    {"piquet-calls", PiquetTableScene_CreateCallsDemo},
    {"piquet-result", PiquetTableScene_CreateResultDemo},
    {"piquet-play", PiquetTableScene_CreatePlayDemo},
    {"piquet-cent", PiquetTableScene_CreateCentDemo},
    {"piquet-redo", PiquetRedo},
    {"piquet-score", PiquetScoreScene_CreateDemo},
    {"piquet-lobby", PiquetLobby},
    {"piquet-replay", PiquetReplay},
    {"bridge", BridgeTableScene_CreateDemo},
    {"bridge-declare", BridgeTableScene_CreateDeclareDemo},
    {"bridge-defend", BridgeTableScene_CreateDefendDemo},
    {"bridge-cut", BridgeTableScene_CreateCutDemo},
    {"bridge-redo", BridgeRedo},
    {"bridge-score", BridgeScoreScene_CreateDemo},
    {"bridge-review", BridgeReviewScene_CreateDemo},
    {"bridge-replay", BridgeReplayScene_CreateDemo},
    {"bridge-lobby", BridgeLobby},
    {"bridge-lobby-hosting", BridgeLobbyHosting},
    {"bridge-waiting", BridgeWaiting},
    {"bridge-stats", BridgeStats},
    {"five-hundred", FiveHundredTableScene_CreateDemo},
    {"five-hundred-discard", FiveHundredTableScene_CreateDiscardDemo},
    {"five-hundred-play", FiveHundredTableScene_CreatePlayDemo},
    {"five-hundred-redo", FiveHundredRedo},
    {"five-hundred-four", FiveHundredTableScene_CreateFourDemo},
    {"five-hundred-result", FiveHundredTableScene_CreateResultDemo},
    {"five-hundred-two", FiveHundredTableScene_CreateTwoDemo},
    {"five-hundred-score", FiveHundredScoreScene_CreateDemo},
    {"five-hundred-lobby", FiveHundredLobby},
    {"quinto", QuintoTableScene_CreateDemo},
    {"quinto-dummy", QuintoTableScene_CreateDummyDemo},
    {"quinto-redo", QuintoRedo},
    {"quinto-game-by-quints", QuintoTableScene_CreateGameByQuintsDemo},
    {"quinto-score", QuintoScoreScene_CreateDemo},
    {"quinto-replay", QuintoReplayScene_CreateDemo},
    {"quinto-lobby", QuintoLobby},
};

SceneFactory Scenes_Find(const char *name)
{
    for (size_t i = 0; i < sizeof kScenes / sizeof kScenes[0]; i++) {
        if (strcmp(kScenes[i].name, name) == 0) {
            return kScenes[i].create;
        }
    }
    return NULL;
}

int Scenes_Count(void)
{
    return (int)(sizeof kScenes / sizeof kScenes[0]);
}

const char *Scenes_NameAt(int index)
{
    return index >= 0 && index < Scenes_Count() ? kScenes[index].name : NULL;
}

static bool sLongDemoNames;

void Scenes_SetLongDemoNames(bool on)
{
    sLongDemoNames = on;
}

const char *Scenes_DemoName(int seat, const char *preset)
{
    /* PM_NAME_MAX - 1 = 23 characters each, the longest a saved game or the records file accepts; wide letters. */
    static const char *const kLong[] = {"Maximilian Wolkenmaurer", "Bartholomew Wetherspoon",
                                        "Gwendolyn Marchmont-Way", "Millicent Wolstenholmes"};
    _Static_assert(sizeof "Maximilian Wolkenmaurer" == PM_NAME_MAX, "the longest name a file holds");
    if (!sLongDemoNames || seat < 0) {
        return preset;
    }
    return kLong[seat % (int)(sizeof kLong / sizeof kLong[0])];
}

const char *Scenes_Names(void)
{
    /* Every game adds its scenes; the list is cut (never overrun) if it ever outgrows the buffer. */
    static char names[4096];
    if (names[0] == '\0') {
        size_t len = 0;
        for (size_t i = 0; i < sizeof kScenes / sizeof kScenes[0] && len < sizeof names; i++) {
            int n = snprintf(names + len, sizeof names - len, "%s%s", i > 0 ? " " : "", kScenes[i].name);
            len += n > 0 ? (size_t)n : 0;
        }
    }
    return names;
}
