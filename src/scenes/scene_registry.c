/* scene_registry.c: scenes by name, for screenshots, tests and the command line. */
#include "scenes.h"

#include "app/app.h"
#include "games/bezique/bezique_scenes.h"
#include "games/table/handover_scene.h"
#include "games/table/table_lobby_scene.h"
#include "games/table/table_stats_scene.h"
#include "games/patience/challenges/patience_challenge_scenes.h"
#include "games/patience/multiplayer/patience_multi.h"
#include "games/patience/patience_scenes.h"

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

static Scene *BeziqueStats(App *app)
{
    return TableStatsScene_Create(app, &Bezique_TableGame);
}

/* Pass and play between two turns, as the next player sees it. */
static Scene *BeziqueHandOver(App *app)
{
    return HandOverScene_Create(app, "Bezique", "North", NULL, NULL, NULL);
}

typedef struct SceneEntry {
    const char *name;
    SceneFactory create;
} SceneEntry;

static const SceneEntry kScenes[] = {
    {"title", TitleScene_Create},
    {"settings", SettingsScene_Create},
    {"bench", BenchScene_Create},
    {"patience-score", PatienceScoreScene_CreateDemo},
    {"patience-stats", PatienceStatsScene_CreateDemo},
    {"patience", PatienceTableScene_CreateDemo},
    {"patience-hint", PatienceTableScene_CreateHintDemo},
    {"patience-demo", PatienceTableScene_CreateAttractDefault},
    {"patience-review", PatienceReviewScene_CreateDemo},
    {"patience-score-best", PatienceScoreScene_CreateBestDemo},
    {"patience-lobby", PatienceLobbyScene_Create},
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
    {"patience-multi-handover", PatienceMultiScene_CreateDemoPass},
    {"patience-multi-results", PatienceMultiResultsScene_CreateDemo},
    {"bezique", BeziqueTableScene_CreateDemo},
    {"bezique-score", BeziqueScoreScene_CreateDemo},
    {"bezique-lobby", BeziqueLobby},
    {"bezique-stats", BeziqueStats},
    {"bezique-handover", BeziqueHandOver},
    {"bezique-pass", BeziqueTableScene_CreatePassDemo},
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

const char *Scenes_Names(void)
{
    static char names[1024]; /* room for every game's scenes */
    if (names[0] == '\0') {
        for (size_t i = 0; i < sizeof kScenes / sizeof kScenes[0]; i++) {
            if (i > 0) {
                strcat(names, " ");
            }
            strcat(names, kScenes[i].name);
        }
    }
    return names;
}
