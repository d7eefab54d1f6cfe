/* scene_harness.h: drives the real game headlessly like a player: keys, mouse clicks, a virtual gamepad. */
#ifndef PARLOUR_TESTS_SCENE_HARNESS_H
#define PARLOUR_TESTS_SCENE_HARNESS_H

#include "app/app.h"
#include "games/table/table_anim.h"
#include "games/table/table_session.h"

#include <SDL.h>
#include <stdbool.h>

/* Starts the app with the dummy drivers, a fixed clock and a fresh temporary player folder. */
App *Harness_Start(int width, int height);
/* The same, with a file already in the player folder (e.g. a damaged settings.ini). */
App *Harness_StartWithFile(int width, int height, const char *name, const char *contents);
/* The same with the player's folder where SDL puts it, $XDG_DATA_HOME/parlour, XDG_DATA_HOME being xdgData
   under the test's folder (PARLOUR_HOME unset): a long one tests messages that name files. */
App *Harness_StartXdg(int width, int height, const char *xdgData, const char *name, const char *contents);
void Harness_Stop(App *app);
const char *Harness_UserDir(void);

/* Runs n frames (one fixed step each). */
void Harness_Frames(App *app, int n);
/* Frames from now on only print their picture, drawing nothing (App_FrameDry): for tests that read the layout record,
   not the pixels. Harness_Start sets it off. */
void Harness_DryFrames(bool dry);
void Harness_Key(App *app, SDL_Keycode key);
/* The same with modifiers held (KMOD_LSHIFT: Shift+Z is redo). */
void Harness_KeyWith(App *app, SDL_Keycode key, Uint16 mod);
/* Moves the mouse to the centre of a named element of the top scene and clicks it. */
bool Harness_Click(App *app, const char *name);
void Harness_ClickAt(App *app, float layoutX, float layoutY);
/* Presses the left button at from, moves the pointer in six steps and lets go at to (layout units). */
void Harness_Drag(App *app, float fromX, float fromY, float toX, float toY);

/* A virtual gamepad, attached as a real SDL game controller. */
bool Harness_PadAttach(App *app);
void Harness_PadDetach(App *app);
void Harness_PadButton(App *app, SDL_GameControllerButton button);
void Harness_PadStick(App *app, Sint16 x, Sint16 y, int holdFrames);

const char *Harness_TopName(App *app);
/* The first card written as the files write it in text ("10H", "QS", "JK"), or NULL: a player reads "10♥". */
const char *Harness_CardCodeIn(const char *text);

/* ---- the card tables (Bezique, Piquet, Five Hundred, Bridge, Quinto share a session and an animation) ---- */

/* The scene on top is the table scene of that name ("bridge-table"), read through table_scene.h. */
bool Harness_AtTable(App *app, const char *tableName);
/*
 * One step of waiting at the table on top: true when the person is to act
 * and nothing moves (nothing is run then); else one frame is run, or, while
 * the computer's thread is still thinking, a millisecond slept.
 */
bool Harness_TableStep(App *app);
/* Steps until the person is to act or the table has gone (true); false after timeoutMs of the computer thinking
   or 20,000 frames. */
bool Harness_WaitForPerson(App *app, const char *tableName, Uint32 timeoutMs);
/* Waits for the person's turn and takes it as the hint offers it (H, then Enter); nothing is pressed when the table
   has gone meanwhile (a review over it, the score). False if the person's turn never comes (as WaitForPerson). */
bool Harness_HintTurn(App *app, const char *tableName, Uint32 timeoutMs);
/* Runs frames until every card in flight has landed (true), at most maxFrames. */
bool Harness_Settle(App *app, const TableAnim *anim, int maxFrames);
/* With PARLOUR_DEAL_SHOTS set, the window as it is now is written there as NAME.png (a look at a deal in flight). */
void Harness_Shot(App *app, const char *name);

#endif
