/* scene_registry.c: scenes by name, for screenshots, tests and the command line. */
#include "scenes.h"

#include <string.h>

typedef struct SceneEntry {
    const char *name;
    SceneFactory create;
} SceneEntry;

static const SceneEntry kScenes[] = {
    {"title", TitleScene_Create},
    {"settings", SettingsScene_Create},
    {"bench", BenchScene_Create},
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

const char *Scenes_Names(void)
{
    static char names[256];
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
