/* patience_multi_table.h: the insides of the several-player table, shared by its scene and view files. */
#ifndef PARLOUR_GAMES_PATIENCE_MULTI_TABLE_H
#define PARLOUR_GAMES_PATIENCE_MULTI_TABLE_H

#include "games/patience/multiplayer/patience_multi.h"
#include "games/patience/patience_table.h"
#include "ui/ui_menu.h"

/*
 * patience_multi_scene.c owns the games and routes each device's actions to
 * its own board (the core judges every placement); patience_multi_view.c
 * places the boards on screen and draws them. The cell geometry and the
 * camera are the one-player table's (PtView_CameraTarget, PtView_CellRect
 * on a PtLayout made for each board's part of the screen), so a board
 * reads the same however small it is.
 */

/* The card just laid slides from the shared card into its cell. */
typedef struct PmSlide {
    bool active;
    Card card;
    int cell;
    SDL_FRect from;
    float t, dur;
} PmSlide;

typedef struct PmBoard {
    PatienceGame game;
    int focus;
    int hover; /* cell under the mouse (the keyboard player's board), -1 none */
    PtCamera cam;
    PmSlide slide;
    float placedPulse; /* seconds since this player placed the current card (the tick grows in) */
    char message[96];  /* why a choice was refused */
    float messageTime;
    float shownScore;
    int redo[PATIENCE_CARDS]; /* the cells undo emptied, the last on top: redo lays the card there again */
    int redoCount;            /* 0 once the player lays a card of their own */
} PmBoard;

typedef enum PmPause {
    PM_PLAYING = 0,
    PM_PAUSED,         /* the menu: resume, rules, quit */
    PM_LOST_CONTROLLER /* a seat's gamepad is gone */
} PmPause;

typedef struct PmTable {
    Scene base;
    PmSetup setup;
    uint64_t seed;
    PmBoard boards[PM_MAX_SEATS];
    int round;     /* SPLIT: the card everyone is placing (0..25) */
    int turn;      /* PASS: whose turn (0..count) */
    bool handOver; /* PASS: the hand-over screen hides the boards */
    bool demo;
    bool finished;
    bool recorded; /* the results were opened (and the game recorded) once */
    float beat;    /* the last layout stays in view this long */
    float time;
    PmPause pause;
    int lostSeat;
    UiMenu menu;
    int pressCell; /* where the mouse went down, -1 none */
} PmTable;

/* ---- view (patience_multi_view.c) ---- */

/* Where a board is: its whole part of the screen, its header and its cell layout. */
typedef struct PmBoardLayout {
    SDL_FRect rect;
    SDL_FRect header;
    PtLayout cells; /* area, centre, card size and pitch: PtView_* work on it */
} PmBoardLayout;

/* Whether seat's board is on screen now (all in split screen; only the player in turn in pass-and-play). */
bool PmView_Shown(const PmTable *t, int seat);
void PmView_Board(const PmTable *t, App *app, int seat, PmBoardLayout *out);
/* The shared card to place. */
SDL_FRect PmView_Spot(const PmTable *t, App *app);
PtCamera PmView_CameraTarget(const PmTable *t, App *app, int seat);
void PmView_Draw(PmTable *t, App *app);

/* ---- rules of the table (patience_multi_scene.c) ---- */

/* The card seat places next, or CARD_NONE (waiting for the others, or done). */
Card PmTable_CardFor(const PmTable *t, int seat);
/* The shared card shown in the centre (split) or the player's card (pass). */
Card PmTable_SharedCard(const PmTable *t);

#endif
