/* scene_harness.h: drives the real game headlessly like a player: keys, mouse clicks, a virtual gamepad. */
#ifndef PARLOUR_TESTS_SCENE_HARNESS_H
#define PARLOUR_TESTS_SCENE_HARNESS_H

#include "app/app.h"

#include <SDL.h>
#include <stdbool.h>

/* Starts the app with the dummy drivers, a fixed clock and a fresh temporary player folder. */
App *Harness_Start(int width, int height);
/* The same, with a file already in the player folder (e.g. a damaged settings.ini). */
App *Harness_StartWithFile(int width, int height, const char *name, const char *contents);
void Harness_Stop(App *app);
const char *Harness_UserDir(void);

/* Runs n frames (one fixed step each). */
void Harness_Frames(App *app, int n);
void Harness_Key(App *app, SDL_Keycode key);
/* Moves the mouse to the centre of a named element of the top scene and clicks it. */
bool Harness_Click(App *app, const char *name);
void Harness_ClickAt(App *app, float layoutX, float layoutY);

/* A virtual gamepad, attached as a real SDL game controller. */
bool Harness_PadAttach(App *app);
void Harness_PadDetach(App *app);
void Harness_PadButton(App *app, SDL_GameControllerButton button);
void Harness_PadStick(App *app, Sint16 x, Sint16 y, int holdFrames);

const char *Harness_TopName(App *app);

#endif
