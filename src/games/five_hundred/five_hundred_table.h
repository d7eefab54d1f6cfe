/* five_hundred_table.h: the insides of Five Hundred's table scene, shared by its scene (input, flow) and view (drawing). */
#ifndef PARLOUR_GAMES_FIVE_HUNDRED_TABLE_H
#define PARLOUR_GAMES_FIVE_HUNDRED_TABLE_H

#include "five_hundred_scenes.h"

#include "games/table/table_anim.h"
#include "games/table/table_choices.h"
#include "games/table/table_scene.h"
#include "games/table/table_turn.h"

#include <SDL.h>
#include <stdbool.h>

/*
 * The scene owns a TableSession and draws only the viewer's view: the
 * person whose turn it is (or was last) sits at the bottom, the others
 * round the table in playing order (to the left first), their hands as
 * backs. While the bidding lasts the Avondale table fills the middle of
 * the felt: every bid still open is lit and can be chosen there (click, or
 * move the focus over the grid), the standing bid is ringed, and the bids
 * made so far are listed under it. The bidder's widow cards are marked in
 * his hand while he lays three away. The contract, the tricks it needs and
 * the tricks each side has won are always in the side panel.
 */

enum {
    FT_ZONE_HAND0 = 0, /* the bottom seat's hand */
    FT_ZONE_TRICK = 1,
    FT_ZONE_PILE = 2, /* + relative seat */
    FT_ZONE_WIDOW = FT_ZONE_PILE + FH_MAX_SEATS,
    FT_ZONE_DEALT = FT_ZONE_WIDOW + 1 /* + relative seat: another's hand being dealt */
};

typedef enum FtArea {
    FT_AREA_HAND,
    FT_AREA_BIDS, /* 0: pass, 1..25: the bids of the table */
    FT_AREA_CHOICES,
    FT_AREA_COUNT
} FtArea;

#define FT_TAG_DISCARD 1 /* lay the three chosen cards away */

typedef struct FtLayout {
    int me;
    SDL_FRect view;
    TableFan hand;                      /* the bottom seat's */
    TableFan others[FH_MAX_SEATS];      /* by relative seat (1..players-1): backs */
    SDL_FRect trick[FH_MAX_SEATS];      /* where each relative seat's card lies in the trick */
    SDL_FRect seatLabel[FH_MAX_SEATS];  /* a seat's name and tricks */
    SDL_FRect widow;
    SDL_FRect grid;                     /* the Avondale table */
    SDL_FRect cell[FH_BIDS + 1];        /* [0] pass, [1 + bid] */
    SDL_FRect side;
    float statusY;
} FtLayout;

#define FT_MESSAGE_MAX 200
#define FT_MESSAGE_ABOVE 22.0f /* the line of what was just said, this far over the status line */

typedef struct FtTable {
    TableScene table; /* first: the scene, the turn every table shares and the focus over the FtArea groups */
    int hoverHand, hoverBid;
    int pressHand, pressBid, pressChoice;
    uint64_t chosen; /* cards picked to lay away */
    uint64_t choicesFor;
    float time;
    int dealShown; /* the deal number last on the table (-1: none yet), so a new deal is seen being dealt */
    bool resultDue;   /* a deal has ended: its result is shown (once the last trick has landed) before the next */
    bool resultUp;    /* the result is on the table, until confirmed */
    bool resultPress; /* a press began on it, so its release dismisses it */
} FtTable;
TABLE_SCENE_FIRST(FtTable, table);

/* ---- view (five_hundred_table_view.c) ---- */
const FiveHundredState *FtView_State(const FtTable *t);
int FtTable_Me(const FtTable *t);
/* The position round the table of a seat seen from the bottom seat: 0 bottom, then in playing order. */
int FtView_Rel(const FiveHundredState *v, int me, int seat);
void FtView_Layout(App *app, const FiveHundredState *v, int me, FtLayout *out);
/* The bottom seat's hand as drawn, trumps first, suits alternating in colour; returns the count. */
int FtView_HandCards(const FiveHundredState *v, int seat, Card *out);
void FtView_Draw(FtTable *t, App *app);
/* A bid as the table and the pad write it: "7♥", "6 NT". */
void FtView_BidText(int bid, char *buf, size_t size);
/* Flights for an action just applied (before: the full state before it). */
void FtView_Animate(FtTable *t, App *app, const FiveHundredState *before, int seat, GameAction action);
/* The deal on the table dealt from the dealer's pack: threes, threes, threes, one, then the widow; after every
   card now in flight has landed. */
void FtView_AnimateDeal(FtTable *t, App *app);
/* "You", "West": the seat as the table names it. */
const char *FtTable_Name(const FtTable *t, int seat);
void FtTable_Subject(const FtTable *t, int seat, bool capital, char *buf, size_t size);


/* ---- the deal's result (five_hundred_table_result.c) ---- */
/* A deal has ended (the next is in the state): its result is held, or with the setting off the next is dealt. */
void FtResult_DealEnded(FtTable *t, App *app);
void FtResult_Update(FtTable *t, App *app);
/* True from a deal's end until its result is confirmed: the computer and the player wait. */
bool FtResult_Showing(const FtTable *t);
void FtResult_Clear(FtTable *t);
/* True when the event was the result's (every event is while it is due, but the menu and the rules). */
bool FtResult_Handle(FtTable *t, App *app, const InputEvent *ev);
void FtResult_Draw(FtTable *t, App *app, const FtLayout *l);

#endif
