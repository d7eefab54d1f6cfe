/* bridge_table.h: the insides of Bridge's table scene, shared by its scene (input, flow) and view (layout, drawing). */
#ifndef PARLOUR_GAMES_BRIDGE_TABLE_H
#define PARLOUR_GAMES_BRIDGE_TABLE_H

#include "core/bridge/bridge.h"
#include "games/table/table_anim.h"
#include "games/table/table_choices.h"
#include "games/table/table_scene.h"
#include "games/table/table_session.h"
#include "games/table/table_turn.h"
#include "scenes/scene.h"

#include <SDL.h>
#include <stdbool.h>

/*
 * The scene owns a TableSession and draws only the viewer's view of it.
 * The viewer sits at the bottom; the other seats go round clockwise as at
 * a real table (left, across, right), so positions are seats counted from
 * the viewer. The dummy lies face up where it sits once the opening card
 * is led; when the viewer is the declarer he plays its cards too, so the
 * dummy's cards are a focus group of their own. Declaring and doubling are
 * offered as choices in the middle of the table, where the trick will be.
 */

/* Where flights land (TableAnim zones). */
enum {
    BR_ZONE_TRICK = 0,
    BR_ZONE_PILE = 1,
    BR_ZONE_DEALT = 2 /* + position: a hand being dealt */
};

typedef enum BrArea {
    BR_AREA_HAND,  /* the viewer's own cards */
    BR_AREA_DUMMY, /* the dummy's cards, when the viewer plays them */
    BR_AREA_CHOICES,
    BR_AREA_COUNT
} BrArea;

typedef struct BrLayout {
    int me; /* the seat drawn at the bottom */
    SDL_FRect view;
    SDL_FRect table;   /* the felt left of the side column */
    SDL_FRect side;    /* the right-hand column: the score, the hand, what was said */
    SDL_FRect hand[4]; /* by position (0 bottom, 1 left, 2 top, 3 right): the first card's rect */
    float pitch[4];    /* the step from one card to the next: along x at the bottom and top, along y at the sides */
    /* A face-up hand at a side (the dummy there) is laid in suit columns, as bridge players lay a dummy, so that
       each card shows its whole index: column and row of each card (in BrView_HandCards' order), the step from
       one column to the next (pitch is then the step down a column), and the block's right edge. */
    bool columns[4];
    signed char col[4][13], row[4][13];
    float colStep[4];
    float blockRight[4];
    SDL_FRect trick[4];
    SDL_FRect pile[2]; /* tricks taken: [0] the viewer's side, [1] the other */
    float choicesY;
} BrLayout;

#define BR_MESSAGE_MAX 240

typedef struct BrTable {
    TableScene table; /* first: the scene, the turn every table shares and the focus over the BrArea groups */

    int hover[2]; /* hand and dummy card under the pointer, -1 none */
    int press[3]; /* hand, dummy, choice pressed */
    uint64_t choicesFor;

    bool solverChecked; /* whether Enter has looked for DDS for a strong computer player yet */
    int reviewDue; /* a hand just finished (0-based): its double-dummy review opens once the cards settle; -1 none */
    bool reviewHands; /* the lobby's "Hand review": the review opens after each hand a person sat in */
    float time;
    int dealShown; /* the deal number last on the table (-1: none yet), so a new deal is seen being dealt */
    int dealt;     /* cards of the deal given so far while it is dealt, one at a time; 52: not dealing */
    float dealWait; /* until the next card leaves the pack */
} BrTable;
TABLE_SCENE_FIRST(BrTable, table);

/* ---- view (bridge_table_view.c) ---- */
const BridgeState *BrView_State(const BrTable *t);
int BrTable_Me(const BrTable *t);
/* The position of a seat seen from the bottom seat: 0 bottom, 1 left, 2 top, 3 right. */
int BrView_Pos(const BrLayout *l, int seat);
/* A seat's cards as drawn (suits in alternating colours, high to low); returns the count. */
int BrView_HandCards(const BridgeState *v, int seat, Card *out);
/* Whether the viewer sees the seat's cards face up (his own; the dummy once laid down). */
bool BrView_FaceUp(const BridgeState *v, int me, int seat);
void BrView_Layout(App *app, const BridgeState *v, int me, BrLayout *out);
SDL_FRect BrView_CardRect(const BrLayout *l, int pos, int index, int raised);
/* The card of a seat's hand under the point, or -1 (the topmost drawn). */
int BrView_HitTest(const BrLayout *l, int pos, int count, float x, float y, int raised);
void BrView_Draw(BrTable *t, App *app);
/* The flights that show an action just applied (before: the full state before it). */
void BrView_Animate(BrTable *t, App *app, const BridgeState *before, int seat, GameAction action);
/* The deal, one card at a time round the table from the dealer's left, as time passes; true while it lasts. */
bool BrView_DealStep(BrTable *t, App *app, float dt);
/* "You", "North (computer)": what the table calls a seat. */
void BrTable_Name(const BrTable *t, int seat, char *buf, size_t size);
/* "We" for the viewer's side and "They", or the sides' seat names when no one or several people play. */
const char *BrTable_SideName(const BrTable *t, int side);

#endif
