/* score_scene_frame.h: what every game's score scene shares around its pads: the buttons, the settlement's reveal, the input. */
#ifndef PARLOUR_GAMES_TABLE_SCORE_SCENE_FRAME_H
#define PARLOUR_GAMES_TABLE_SCORE_SCENE_FRAME_H

#include "core/game/game.h"
#include "score_sheet.h"
#include "table_choices.h"

#include <stdbool.h>

typedef struct App App;
typedef struct InputEvent InputEvent;

/*
 * A finished game's score scene: one or two score pads, the settlement
 * written underneath a line at a time (as if by hand, with a sound per
 * line and another for the last), and a row of buttons (replay, next
 * game, menu). The game fills the pads, draws its own heading and says
 * what its buttons do; the frame moves the focus along the buttons
 * (left/up, right/down), scrolls the pads together (the wheel, the next
 * and previous area buttons), makes a first confirm show the whole
 * settlement and the next one press the focused button, and goes back
 * to the lobby on back or menu.
 */
#define SCORE_FRAME_PADS 2

typedef struct ScoreFrame {
    TableChoices menu;               /* the buttons; menu.focus is the focused one */
    ScoreSheet *pads[SCORE_FRAME_PADS]; /* the pads that scroll */
    int padCount;
    const char *rulesFile; /* shown by ACTION_HELP */
    float time;
    int shownLines; /* settlement lines revealed so far */
    int lineCount;  /* lines to reveal (0: nothing is revealed, all is shown at once) */
    float lineTime; /* seconds between two lines, at the normal animation speed */
} ScoreFrame;

/* A frame with no buttons yet, scrolling pad (and pad2, may be NULL), revealing lineCount lines lineTime apart. */
void ScoreFrame_Init(ScoreFrame *f, ScoreSheet *pad, ScoreSheet *pad2, const char *rulesFile, int lineCount,
                     float lineTime);
/* Shows the whole settlement at once (the demos, a screenshot). */
void ScoreFrame_ShowAll(ScoreFrame *f);
/*
 * The input: returns the index of the button pressed (its select sound
 * played), for the game to act on, or -1 when the event was taken
 * otherwise (focus, scroll, reveal, back, rules).
 */
int ScoreFrame_Handle(ScoreFrame *f, App *app, const InputEvent *ev);
/* The reveal, line by line at the animation speed. */
void ScoreFrame_Update(ScoreFrame *f, App *app, float dt);
/* The buttons with their focus. */
void ScoreFrame_DrawMenu(const ScoreFrame *f, App *app);
/*
 * Lays the buttons out in rows across the foot of the window, above the
 * controls bar, and returns their top: the pads reach down to it, so a
 * window taller than 16:9 (4:3, 16:10) gives them its extra height rather
 * than leave it empty. Called at creation and on every drawing (the window
 * may change).
 */
float ScoreFrame_LayoutMenu(ScoreFrame *f, App *app);
/* The controls bar every score pad shows: Select, Scroll (a long pad scrolls by Tab and the wheel), Menu, Rules. */
void ScoreFrame_DrawPrompts(App *app);
/* The button whose label starts with name, for tests that click like a player. */
bool ScoreFrame_Locate(const ScoreFrame *f, const char *name, SDL_FRect *out);

/*
 * The finished game's record copied into copy (the score scene keeps its
 * own) and replayed to its end into end; false, with copy freed, if it will
 * not replay or memory runs out.
 */
bool ScoreFrame_CopyRecord(GameRecord *copy, const GameRecord *rec, GameState *end);
/*
 * A real game for a score scene's demo, in a few milliseconds: easy
 * computers play rules' game (variant, seed) from the deal into rec
 * (initialised here; the caller frees it), at most max actions.
 */
void ScoreFrame_PlayDemo(const GameRules *rules, int variant, uint64_t seed, int max, GameRecord *rec);

#endif
