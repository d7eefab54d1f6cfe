/* piquet_table.h: the insides of Piquet's table scene, shared by its flow (input, turns) and its view (drawing). */
#ifndef PARLOUR_GAMES_PIQUET_TABLE_H
#define PARLOUR_GAMES_PIQUET_TABLE_H

#include "core/piquet/piquet.h"
#include "core/piquet/piquet_ai.h"
#include "games/table/table_anim.h"
#include "games/table/table_choices.h"
#include "games/table/table_scene.h"
#include "games/table/table_session.h"
#include "games/table/table_turn.h"
#include "piquet_scenes.h"

#include <SDL.h>
#include <stdbool.h>

/*
 * The scene owns a TableSession and draws only the viewer's view: the
 * viewer's hand at the bottom, the other's backs at the top (cards he has
 * shown in his calls face up), the trick between, the stock at the left,
 * and at the right the scores, the calls as spoken and, while the player
 * chooses his discard, the exact chances of what it may bring.
 */

typedef enum PqArea {
    PQ_AREA_HAND,
    PQ_AREA_CHOICES,
    PQ_AREA_COUNT
} PqArea;

/* Where flights land (TableAnim zones). */
#define PQ_ZONE_TRICK 1
#define PQ_ZONE_HAND0 2 /* the viewer's hand */
#define PQ_ZONE_HAND1 3 /* the other's */
#define PQ_ZONE_STOCK 4

/* A choice that is not one legal action: exchange the chosen cards. */
#define PQ_TAG_EXCHANGE 1

typedef struct PqLayout {
    int me;
    SDL_FRect view;
    TableFan hand[2]; /* [0] the viewer's, [1] the other's */
    SDL_FRect stock, trick[2], side, centre;
    float choicesY;
} PqLayout;

#define PQ_MESSAGE_MAX 200

typedef struct PqTable {
    TableScene table; /* first: the scene, the turn every table shares and the focus over the PqArea groups */
    bool demoHint; /* screenshots: show the exchange hint and its odds on entering */
    bool replay;   /* stepping through a finished partie: both hands face up, no input to the rules */
    int replayStep;
    GameRecord replayRec;
    PiquetState shown; /* replay: the state after replayStep actions */
    int hoverHand, pressHand, pressChoice;
    bool chosen[PIQ_HAND]; /* cards picked for the discard, by index in the drawn hand */
    uint64_t choicesFor;
    int lastTrick[2];       /* the trick just completed, lead first (card indices), shown a moment */
    float lastTrickTime;
    char hint[PQ_MESSAGE_MAX]; /* the exchange hint's line */
    PiquetOdds odds;           /* the chances of the discard chosen now */
    bool oddsValid;
    PiquetMask oddsFor;
    float time;
    int dealShown; /* the deal number last on the table (-1: none yet), so a new deal is seen being dealt */
    bool resultDue;   /* a deal has ended: its result is shown (once the last trick has been seen) before the next */
    bool resultUp;    /* the result is on the table, until confirmed */
    bool resultPress; /* a press began on it, so its release dismisses it */
} PqTable;
TABLE_SCENE_FIRST(PqTable, table);

/* ---- choices (piquet_table_choices.c) ---- */
/* The choices for the state shown, in words; none while it is not the player's turn. */
void PqChoices_Build(PqTable *t);

/* ---- view (piquet_table_view.c) ---- */
const PiquetState *PqView_State(const PqTable *t);
int PqTable_Me(const PqTable *t);
/* The viewer's hand as drawn: suits alternating in colour, highest at the right; returns the count. */
int PqView_HandCards(const PiquetState *v, int seat, int *out);
void PqView_Layout(App *app, const PiquetState *v, int me, PqLayout *out);
void PqView_Draw(PqTable *t, App *app);
/* The deal on the table dealt from the pack, in threes, elder first, then the stock; flights start after `after` seconds. */
void PqView_AnimateDeal(PqTable *t, App *app, float after);
/* The chosen discard as a mask of cards. */
PiquetMask PqTable_ChosenMask(const PqTable *t);

/* ---- the deal's result (piquet_table_result.c) ---- */
/* A deal has ended (the next is in the state): its result is held, or with the setting off the next is dealt. */
void PqResult_DealEnded(PqTable *t, App *app, float after);
void PqResult_Update(PqTable *t);
/* True from a deal's end until its result is confirmed: the computer and the player wait. */
bool PqResult_Showing(const PqTable *t);
void PqResult_Clear(PqTable *t);
/* True when the event was the result's (every event is while it is due, but the menu and the rules). */
bool PqResult_Handle(PqTable *t, App *app, const InputEvent *ev);
void PqResult_Draw(PqTable *t, App *app, const PqLayout *l);

#endif
