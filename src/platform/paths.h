/* paths.h: where the game's assets are read from and where the player's files are written. */
#ifndef PARLOUR_PLATFORM_PATHS_H
#define PARLOUR_PLATFORM_PATHS_H

#include <stdbool.h>
#include <stddef.h>

#define PATHS_MAX 1024

/*
 * Finds the asset folder: $PARLOUR_ASSETS if set; else the build tree's
 * assets (next to the executable, as CMake lays them out); else the installed
 * data folder (PARLOUR_DATA_DIR). Finds the player's folder with
 * SDL_GetPrefPath (XDG: ~/.local/share/parlour/), or $PARLOUR_HOME if set
 * (tests use it so they never touch the player's real files).
 * Returns false with a message in err when neither can be found or made.
 */
bool Paths_Init(char *err, size_t errSize);
void Paths_Shutdown(void);

/* Full path of an asset, e.g. Paths_Asset("fonts/DejaVuSans.ttf"). Returns buf. */
const char *Paths_Asset(const char *relative, char *buf, size_t size);
/* Full path of a file in the player's folder, e.g. Paths_User("settings.ini"). Returns buf. */
const char *Paths_User(const char *relative, char *buf, size_t size);

const char *Paths_AssetDir(void);
const char *Paths_UserDir(void);

#endif
