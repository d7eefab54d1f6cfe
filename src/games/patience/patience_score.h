/* patience_score.h: the insides of Poker Patience's scoring scene, shared by its scene and view files. */
#ifndef PARLOUR_GAMES_PATIENCE_SCORE_H
#define PARLOUR_GAMES_PATIENCE_SCORE_H

#include "core/patience/patience.h"
#include "core/patience/patience_best.h"
#include "games/patience/challenges/patience_attempt.h"
#include "games/patience/patience_celebration.h"
#include "games/patience/patience_store.h"
#include "platform/worker.h"
#include "scenes/scene.h"

#include <SDL.h>
#include <stdbool.h>

/*
 * As at the table: patience_score_scene.c owns the state, the reveal's
 * timeline, the best-layout search and the input; patience_score_view.c is
 * the geometry and the drawing (and locate(), which answers with geometry).
 */

/* Geometry, in layout units. */
#define CARD_H 98.0f
#define CARD_W (CARD_H * 5.0f / 7.0f)
#define CARD_GAP 10.0f
#define GRID_X 68.0f
#define GRID_Y 108.0f
#define GRID_W (5.0f * CARD_W + 4.0f * CARD_GAP)
#define GRID_H (5.0f * CARD_H + 4.0f * CARD_GAP)
#define PANEL_X 580.0f
#define PANEL_Y 28.0f
#define PANEL_W 640.0f
#define PANEL_H 616.0f
#define LIST_Y 88.0f
#define LIST_ROW_H 29.0f
#define BUTTON_Y 592.0f
#define BUTTON_H 44.0f
#define BUTTON_W 196.0f
#define BUTTON_GAP 14.0f
#define CODE_X 70.0f /* the deal's code, under the column badges */
#define CODE_Y 690.0f
#define TOOLS_Y 540.0f /* the row above: the best layout and the review */
#define MORPH_TIME 0.9f
#define PT_PI_SCORE 3.14159265f

/* The first three keep their places (left and right step through all five, wrapping). */
enum {
    BUTTON_AGAIN,
    BUTTON_STATS,
    BUTTON_MENU,
    BUTTON_BEST,
    BUTTON_REVIEW,
    BUTTON_COUNT
};

/* The best layout of the deal, found off the frame loop (a second or so at effort 2). */
typedef struct BestJob {
    PatienceGame game; /* the player's finished game: the deal, and the layout to beat */
    PatienceBest best;
    PatienceGame bestGame;
    bool ok;
} BestJob;

typedef struct ScoreScene {
    Scene base;
    PatienceGame game;
    PatienceOutcome outcome;
    Card square[PATIENCE_SIDE * PATIENCE_SIDE];
    PatienceLine lines[PATIENCE_LINES];
    int total;
    bool complete;

    float clock;  /* seconds since the scene began (the reveal's timeline) */
    float intro;  /* when the first hand is added */
    float step;   /* seconds between two hands */
    int revealed; /* hands added so far */
    float revealedAt[PATIENCE_LINES];
    int countFrom, countTo;
    float countAt; /* clock when the count last started moving */
    bool done;
    float doneAt;

    int selected; /* the hand lit on the layout after the reveal, -1 none */
    int focus;    /* button with the focus */
    int hover;    /* button under the mouse, -1 none */
    int pressed;  /* button the mouse went down on, -1 none */
    bool showFocus;

    bool demo;                    /* screenshots: the celebration already at rest */
    PatienceAttempt attempt;      /* the challenge scored (inactive: a casual deal) */
    PatienceAttemptResult result; /* what it recorded; a Serpent's best possible */
    PatienceCelebration celebration;

    Worker worker;
    BestJob job;
    bool bestReady;
    bool bestFailed;  /* the search gave nothing (bad arguments; not expected): the line says so */
    float searchTime; /* seconds the search has run (the dots) */
    Card bestSquare[PATIENCE_SIDE * PATIENCE_SIDE]; /* the best layout */
    PatienceLine bestLines[PATIENCE_LINES];
    int bestTotal;
    int moveTo[PATIENCE_SIDE * PATIENCE_SIDE]; /* where each card of the player's square sits in the best */
    bool showBest;
    float morph; /* 0: the player's layout, 1: the best; moves toward showBest */
} ScoreScene;

/* ---- the scene (patience_score_scene.c): what is shown, the player's layout or the best ---- */
const PatienceLine *PsScene_ShownLines(const ScoreScene *s);
int PsScene_ShownFinal(const ScoreScene *s);
int PsScene_ShownTotal(const ScoreScene *s);

/* ---- the view (patience_score_view.c) ---- */
float PsView_EaseOut(float t);
SDL_FRect PsView_BadgeRect(int line);
SDL_FRect PsView_ListRow(int line);
SDL_FRect PsView_ButtonRect(int i);
SDL_FRect PsView_BannerHome(void);
void PsView_Draw(Scene *base, App *app);
bool PsView_Locate(Scene *base, App *app, const char *name, SDL_FRect *out);

#endif
