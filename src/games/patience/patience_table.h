/* patience_table.h: the insides of Poker Patience's table scene, shared by its scene, view and animation files. */
#ifndef PARLOUR_GAMES_PATIENCE_TABLE_H
#define PARLOUR_GAMES_PATIENCE_TABLE_H

#include "core/patience/patience.h"
#include "core/patience/patience_ai.h"
#include "games/patience/challenges/patience_attempt.h"
#include "games/patience/patience_store.h"
#include "platform/audio.h"
#include "platform/input.h"
#include "platform/worker.h"
#include "scenes/scene.h"

#include <SDL.h>
#include <stdbool.h>

/*
 * The scene is split five ways: patience_table_scene.c owns the game and
 * turns input into placements (the core decides, the scene never judges a
 * move itself); patience_table_geometry.c says where the pack, the card to
 * place and every board cell are on screen, patience_table_view.c draws;
 * patience_table_anim.c is the motion (cards in flight, the camera, the
 * shake, the score pop-ups); patience_table_demo.c makes the tables nobody
 * plays by hand (the screenshots' demo, the attract mode). The game state always changes at once; the
 * animations only show it catching up, so input is never blocked by them
 * and a new action simply finishes the ones still running.
 */

/* Where a card in flight starts or ends. */
typedef enum PtPlace {
    PT_AT_PACK,
    PT_AT_SPOT, /* the "card to place" spot */
    PT_AT_CELL  /* a board cell, wherever the camera has it now */
} PtPlace;

typedef struct PtFlight {
    bool active;
    Card card;
    PtPlace to;
    int cell;       /* PT_AT_CELL */
    SDL_FRect from; /* layout units, fixed when the flight starts */
    float delay;    /* seconds before it leaves (the card is not drawn meanwhile) */
    float t, dur;
    bool faceDownFrom; /* turns face up half way (a deal) */
    bool faceDownTo;   /* turns face down half way (back into the pack) */
    bool started, flipped;
    int startSfx, flipSfx, landSfx; /* Sfx, or -1 */
} PtFlight;

#define PT_MAX_FLIGHTS 6
#define PT_PI 3.14159265f

/* "+12 Straight" rising from a line that has just been completed. */
typedef struct PtPopup {
    bool active;
    bool isColumn;
    int at; /* board row or column */
    char text[48];
    float delay, t, dur;
} PtPopup;

#define PT_MAX_POPUPS 4

/*
 * The camera looks at a point of the 9x9 board (in cells) and shows half
 * rows/columns either side of it at the given zoom. It follows the laid
 * cards so that they stay centred, and zooms out a little only when the
 * layout can still grow on both sides of four rows or columns (six cells).
 */
typedef struct PtCamera {
    float row, col;     /* board coordinates of the centre of the grid area */
    float halfR, halfC; /* cells shown either side of the centre */
    float zoom;         /* 1 = cards at the size computed for a 5x5 square */
} PtCamera;

/* The screen: recomputed from Gfx_View every time it is needed, so any window shape works. */
typedef struct PtLayout {
    SDL_FRect view;
    SDL_FRect panel;                    /* left: score, pack, card to place */
    SDL_FRect pack;                     /* the top card of the face-down pack */
    SDL_FRect spot;                     /* the card to place, large */
    SDL_FRect hint;                     /* the Hint button, at the panel's foot */
    SDL_FRect coming;                   /* Serpent: the cards still to come, between the spot and the Hint button */
    SDL_FRect area;                     /* where the board is drawn (clipped) */
    float cx, cy;                       /* centre of the board area */
    float cardW, cardH, pitchX, pitchY; /* at zoom 1 */
    float stripW;                       /* width of the row labels at the right */
    float bandH;                        /* height of the column labels below */
} PtLayout;

/*
 * A hint: the fast level answers at once (well under a millisecond), then
 * the normal level refines it on a worker thread over a copy of the game.
 * Every change to the game bumps the generation, which hides the hint and
 * makes any answer still being computed stale: it is dropped on arrival.
 */
#define PT_HINT_CELLS 5

typedef struct PtHintJob {
    PatienceGame game; /* the worker's own copy */
    uint64_t seed;
    unsigned generation;
    PatienceAdvice advice[PATIENCE_CELLS];
    int count;
} PtHintJob;

typedef struct PtHint {
    bool shown;
    bool refined;                         /* the normal level's answer is in */
    unsigned generation;                  /* of the game the hint is for */
    PatienceAdvice advice[PT_HINT_CELLS]; /* best first */
    int count;
    float age;    /* seconds since shown (the heat map fades in) */
    bool pending; /* a search waits for the worker to finish a stale one */
    Worker worker;
    PtHintJob job;
} PtHint;

typedef struct PtTable {
    Scene base;
    PatienceGame game;
    int undos;
    uint8_t redo[PATIENCE_CARDS]; /* cells undo took back, the latest last: redo lays their cards there again */
    int redoCount;
    bool demo;     /* screenshots: nothing is saved or recorded */
    bool finished; /* the 25th card is down: a short beat, then the scoring */
    float beat;
    bool recorded;
    bool foundAgain; /* opened complete from its save: it may have been counted before the program stopped */
    PatienceAttempt attempt; /* the challenge played; inactive for a casual deal (its code: variant and seed) */

    bool assistOff; /* a counted challenge attempt: no undo, no hints */

    int hints;        /* hints asked for in this game (saved with it, counted in the statistics) */
    bool hintCounted; /* a hint has been counted for the card to place */
    bool autoplay;    /* the attract mode (demo is set too): the engine plays, any input leaves */
    float autoClock;  /* seconds the current card has waited (autoplay) */

    int focus;      /* board cell with the focus */
    int hover;      /* board cell under the pointer, -1 none */
    int pressCell;  /* where the pointer went down, -1 none */
    bool pressCard; /* the pointer went down on the card to place */
    bool pressHint; /* ... on the Hint button */
    bool dragging;
    float pointerX, pointerY, pressX, pressY, grabDX, grabDY;

    PtCamera cam, camTarget;
    PtFlight flights[PT_MAX_FLIGHTS];
    PtPopup popups[PT_MAX_POPUPS];
    float shake, shakeDur; /* the card to place shakes after a refusal */
    char message[192];     /* why a choice was refused, shown near the cell */
    int messageCell;       /* -1: near the card to place */
    float messageTime;
    float shownScore; /* counts up to the score */
    float time;
    PtHint hint;
} PtTable;

/* ---- the scene's own (patience_table_scene.c), for the constructors in patience_table_demo.c ---- */
#define PT_DEMO_SEED 39u /* the deal of the screenshots' demo table */
#define PT_DEMO_CARDS 14 /* cards the demo table has laid */
/* A table with no game yet (NULL when out of memory); the constructor deals or resumes, then resets it. */
PtTable *PtTable_Alloc(void);
/* Fresh table state for the game it holds: no flights, no pop-ups, the focus on a legal cell. */
void PtTable_Reset(PtTable *t);

/* ---- geometry (patience_table_geometry.c) ---- */
#define PT_GAP_X 20.0f /* layout units between two board cards side by side */
/* Where everything is for this game (a Serpent's cards to come take room from the card to place). */
void PtView_Layout(App *app, const PatienceGame *game, PtLayout *out);
/* The rows and columns the layout could still reach (the whole frame for FREE). */
void PtView_Reach(const PatienceGame *game, int *r0, int *r1, int *c0, int *c1);
bool PtView_InReach(const PatienceGame *game, int cell);
PtCamera PtView_CameraTarget(const PatienceGame *game, const PtLayout *l);
SDL_FRect PtView_CellRect(const PtLayout *l, const PtCamera *cam, int cell);
/* The centre of a board column or row (fractions allowed: an edge is half a cell out) under the camera. */
float PtView_CellCentreX(const PtLayout *l, const PtCamera *cam, float col);
float PtView_CellCentreY(const PtLayout *l, const PtCamera *cam, float row);
/* The board cell whose pitch box holds the point (inside the board area), or -1. */
int PtView_CellAt(const PtLayout *l, const PtCamera *cam, float x, float y);
/* The card to place, shaken when refused. */
SDL_FRect PtView_SpotRect(const PtTable *t, const PtLayout *l);
/* The card being dragged: centred on the pointer, the size of a board card. */
SDL_FRect PtView_DragRect(const PtTable *t, const PtLayout *l);
/* The clickable Hint button at the foot of the panel. */
SDL_FRect PtView_HintButton(const PtTable *t, const PtLayout *l);

/* ---- keyboard and gamepad focus (patience_table_focus.c), shared with the split-screen boards ---- */
/* The cell one step from focus (kept inside the reach; a step out of it stays put). */
int PtFocus_Step(const PatienceGame *game, int focus, int dr, int dc);
/* Tab / shoulder buttons: the next (dir > 0) or previous legal cell after focus, wrapping; focus if none. */
int PtFocus_NextLegal(const PatienceGame *game, int focus, int dir);
/* Where the arrows, the d-pad, Tab and the shoulder buttons take the focus; -1 for any other action. */
int PtFocus_AfterAction(const PatienceGame *game, int focus, Action action);

/* ---- drawing (patience_table_view.c) ---- */
void PtView_Draw(PtTable *t, App *app);
/* Serpent: where the first of the cards still to come is shown (the next card's deal starts there). */
SDL_FRect PtView_ComingFirst(const PtLayout *l);
/* The footer's "Copy" button for the deal's code. */
SDL_FRect PtView_CopyRect(PtTable *t, App *app);

/* ---- hints (patience_table_hint.c) ---- */
/* Shows the fast answer at once and starts the normal level's search. */
void PtHint_Show(PtHint *h, const PatienceGame *game);
/* The game changed (or the player hid the hint): hidden, and any search under way goes stale. */
void PtHint_Hide(PtHint *h);
/* Takes the worker's answer when it is ready (true then); starts a waiting search. */
bool PtHint_Update(PtHint *h, const PatienceGame *game, float dt);
/* Blocks until the search under way is finished and taken (tests, screenshots); true if an answer was taken. */
bool PtHint_Wait(PtHint *h, const PatienceGame *game);
/* The hint's expected score at cell, or false when the cell is not among the cells shown. */
bool PtHint_At(const PtHint *h, int cell, float *expected, int *rank);

/* ---- animation (patience_table_anim.c) ---- */
void PtAnim_Update(PtTable *t, App *app, float dt);
/* Lands every card in flight at once, silently (a new action overtakes them). */
void PtAnim_Finish(PtTable *t);
void PtAnim_SnapCamera(PtTable *t, App *app);
/* The current card leaves the pack for the spot, after delay seconds. */
void PtAnim_Deal(PtTable *t, App *app, Card card, float delay);
/* The card just laid slides from `from` (the spot, or where it was dropped) into its cell. Returns the slide's length. */
float PtAnim_Place(PtTable *t, App *app, Card card, int cell, SDL_FRect from);
/* An undo: the card leaves its cell for the spot; the card that was to be placed goes back on the pack. */
void PtAnim_Undo(PtTable *t, App *app, Card card, int cell, Card returned);
/* A dragged card that was not laid glides back to the spot. */
void PtAnim_Return(PtTable *t, App *app, Card card, SDL_FRect from);
void PtAnim_Shake(PtTable *t, App *app);
void PtAnim_Popup(PtTable *t, App *app, bool isColumn, int at, const char *text, float delay);
bool PtAnim_CellHidden(const PtTable *t, int cell);
bool PtAnim_SpotHidden(const PtTable *t);
/* Where a flight is now (layout units), its width squeeze for the flip (0..1), and which face shows. */
bool PtAnim_FlightPose(const PtTable *t, const PtLayout *l, const PtFlight *f, SDL_FRect *rect, float *squeeze,
                       bool *faceUp);

/* ---- for tests (patience_table_scene.c) ---- */
const PatienceGame *PatienceTableScene_Game(Scene *scene);
int PatienceTableScene_Undos(Scene *scene);
/* The board cell with the keyboard and gamepad focus. */
int PatienceTableScene_Focus(Scene *scene);
/* The refusal or notice shown now, or "" when none. */
const char *PatienceTableScene_Message(Scene *scene);
int PatienceTableScene_Hints(Scene *scene);
/* Waits for the hint's search to finish; then the hint shown (NULL when none), best first, and its length. */
const PatienceAdvice *PatienceTableScene_WaitHint(Scene *scene, int *count, bool *refined);
/* A counted challenge attempt: no undo, no hints. */
void PatienceTableScene_SetAssistOff(Scene *scene, bool off);

#endif
