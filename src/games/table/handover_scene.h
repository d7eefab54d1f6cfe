/* handover_scene.h: pass-and-play's screen between two people's turns, which hides every hand until the next is ready. */
#ifndef PARLOUR_GAMES_TABLE_HANDOVER_SCENE_H
#define PARLOUR_GAMES_TABLE_HANDOVER_SCENE_H

#include "scenes/scene.h"

/*
 * An opaque scene (the table under it is not drawn) that says "Pass to
 * West" and waits until West confirms, by any device; then it pops itself
 * and calls onReady, which makes West the viewer. Back or Menu calls
 * onQuit instead (the game is saved, and resumes at this same screen).
 */
Scene *HandOverScene_Create(App *app, const char *gameTitle, const char *seatName,
                            void (*onReady)(App *app, void *ctx), void (*onQuit)(App *app, void *ctx), void *ctx);

#endif
