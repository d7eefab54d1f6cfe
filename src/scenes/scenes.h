/* scenes.h: constructors of the shared scenes, and the registry that finds a scene by name. */
#ifndef PARLOUR_SCENES_SCENES_H
#define PARLOUR_SCENES_SCENES_H

#include "scene.h"

/* The base height of the title's cards in layout units (its fan draws them a quarter taller). */
#define TITLE_CARD_H 150.0f

Scene *TitleScene_Create(App *app);
/* The cards of the title's fan (Card_Index52, at most max) and their height in layout units: start-up
   decodes them first, on a thread. Returns how many. */
int TitleScene_FanCells(int *cells, int max, float *cardH);
/* The title as it is with a game of Poker Patience in progress (for screenshots and the layout check). */
Scene *TitleScene_CreateContinueDemo(App *app);
Scene *SettingsScene_Create(App *app);
/* "Join a table": tables heard on the local network, an address and code, or a seat's link pasted. */
Scene *JoinScene_Create(App *app);
/* The same with two tables made up and a link pasted, no network (screenshots, the layout check). */
Scene *JoinScene_CreateDemo(App *app);
/* For tests: the sentence the join scene shows ("" none; NULL if scene is not one). */
const char *JoinScene_Line(const Scene *scene);
/* For tests: the value shown on the row labelled label (NULL if none). */
const char *SettingsScene_Value(Scene *scene, const char *label);
/* A dialog over the current scene with one OK button. */
Scene *MessageScene_Create(App *app, const char *title, const char *body);
/* The message a dialog shows, whole (NULL if scene is not one): for tests. */
const char *MessageScene_Body(const Scene *scene);
/* A game's rules help from assets/rules/<rulesFile>, scrollable; an overlay. */
Scene *RulesScene_Create(App *app, const char *rulesFile);
/*
 * The in-game pause overlay: Resume, Restart, Rules, Settings, Quit to menu.
 * It pops itself before calling onRestart or onQuit (either may be NULL:
 * the item is then left out); onQuit is expected to pop the game's scene,
 * which must have saved the game already, since quitting keeps it resumable.
 */
Scene *PauseScene_Create(App *app, const char *rulesFile, void (*onRestart)(App *app, void *ctx),
                         void (*onQuit)(App *app, void *ctx), void *ctx);
/* The frame benchmark's busy table: 60 cards moving and rotating. */
Scene *BenchScene_Create(App *app);

typedef Scene *(*SceneFactory)(App *app);
/* Finds a scene by its name for --screenshot --scene NAME; NULL if unknown. */
SceneFactory Scenes_Find(const char *name);
/* Space-separated list of the names, for messages. */
/* Every registered scene by index (the layout check renders them all). */
int Scenes_Count(void);
const char *Scenes_NameAt(int index);
const char *Scenes_Names(void);
/* The names the demo scenes give their players: the presets, or (for the layout check) the longest names a
   save or records file can hold, so that every place a name is drawn is seen at its widest. */
void Scenes_SetLongDemoNames(bool on);
const char *Scenes_DemoName(int seat, const char *preset);

#endif
