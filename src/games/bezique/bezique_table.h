/* bezique_table.h: the insides of Bezique's table scene, shared by its scene (input, flow) and view (layout, drawing, flights). */
#ifndef PARLOUR_GAMES_BEZIQUE_TABLE_H
#define PARLOUR_GAMES_BEZIQUE_TABLE_H

#include "core/bezique/bezique.h"
#include "games/table/table_anim.h"
#include "games/table/table_choices.h"
#include "games/table/table_scene.h"
#include "games/table/table_session.h"
#include "games/table/table_turn.h"
#include "scenes/scene.h"

#include <SDL.h>
#include <stdbool.h>

/*
 * The scene owns a TableSession (the record, the full state, the seats)
 * and only ever draws the viewer's view of it: the person whose turn it
 * is (or was last) sits at the bottom, and the other hand is backs,
 * except cards it has shown. With two people at one screen a hand-over
 * screen comes between their turns. The rules decide every move; the
 * scene offers what legal() lists and shows whyNot() for anything else.
 * Layout slots [0] are the bottom seat's (the viewer's), [1] the top's.
 */

/* Where flights land (TableAnim zones). */
enum {
    BZ_ZONE_HAND0,
    BZ_ZONE_HAND1,
    BZ_ZONE_TRICK,
    BZ_ZONE_PILE0,
    BZ_ZONE_PILE1,
    BZ_ZONE_HEAP,
    BZ_ZONE_TABLE
};
/* A table slot is a zone of its own: twin cards lie on the table, and only the one arriving must wait. */
#define BZ_ZONE_SLOT(seat, slot) (BZ_ZONE_TABLE + (seat)*BEZ_TABLE_SLOTS + (slot))

/* The groups the keyboard and pad focus moves between. */
typedef enum BzArea {
    BZ_AREA_HAND,
    BZ_AREA_TABLE,
    BZ_AREA_CHOICES,
    BZ_AREA_COUNT
} BzArea;

/* A choice that is not one legal action: lay out the cards the player has picked. */
#define BZ_TAG_CHOSEN 1

typedef struct BzLayout {
    int me; /* the seat drawn at the bottom */
    SDL_FRect view;
    TableFan hand[2];  /* [0] the bottom seat's, [1] the top seat's (backs) */
    TableFan table[2]; /* the declared cards in front of each */
    SDL_FRect stock, turnUp, heap, trick[2], pile[2];
    SDL_FRect side; /* the right-hand column: scores, reminders, choices */
    float choicesY;
} BzLayout;

#define BZ_MESSAGE_MAX 200

typedef struct BzTable {
    TableScene table; /* first: the scene, the turn every table shares and the focus over the BzArea groups */
    bool replay; /* stepping through a finished game: no input goes to the rules */
    int replayStep;
    GameRecord replayRec;
    BeziqueState shown; /* replay: the state after replayStep actions; else the player's view */

    int hoverHand, hoverTable;
    int pressHand, pressTable, pressChoice;
    bool selHand[BEZ_HAND_MAX + 1];
    bool selTable[BEZ_TABLE_SLOTS];
    uint64_t choicesFor; /* the state hash the choices were built for */
    uint64_t keepDeclare; /* a state undone back to: its lone "Draw" waits for the player, not drawn at once */

    char banner[64]; /* "+40 marriage" rising over the table */
    float bannerTime;
    int bannerSeat;
    float time;
} BzTable;
TABLE_SCENE_FIRST(BzTable, table);

/* ---- choices (bezique_table_choices.c) ---- */
/*
 * The choices for the state shown: the legal declarations (one offer per
 * set of cards, best first), scoring one held "to score", the seven of
 * trumps, carte blanche, "declare the chosen cards" when the player has
 * picked some, and drawing. Nothing while it is not the player's turn.
 */
void BzChoices_Build(BzTable *t, App *app);
int BzChoices_ChosenCount(const BzTable *t);
void BzChoices_ClearChosen(BzTable *t);

/* ---- view (bezique_table_view.c) ---- */
const BeziqueState *BzView_State(const BzTable *t);
/* The seat drawn at the bottom: the session's viewer (seat 0 in a replay). */
int BzTable_Me(const BzTable *t);
/* What the table calls a seat: "You" and "Computer" with one person, else the seat's name. */
const char *BzTable_Name(const BzTable *t, int seat);
/* The seat as the subject of a sentence ("you", "the computer", "North"), capitalised if asked. */
void BzTable_Subject(const BzTable *t, int seat, bool capital, char *buf, size_t size);
/* The seat's possessive ("your", "the computer's", "North's"), capitalised if asked. */
void BzTable_Whose(const BzTable *t, int seat, bool capital, char *buf, size_t size);
void BzView_Layout(App *app, const BeziqueState *v, int me, BzLayout *out);
/* The seat's hand as drawn, sorted by suit (trumps first) and order; returns the count. */
int BzView_HandCards(const BeziqueState *v, int seat, Card *out);
/* The seat's laid-out cards left to right: their slots and cards; returns the count. */
int BzView_TableCards(const BeziqueState *v, int seat, int *slots, Card *cards);
void BzView_Draw(BzTable *t, App *app);
/* Starts the flights that show an action just applied (before: the full state before it). */
void BzView_Animate(BzTable *t, App *app, const BeziqueState *before, int seat, GameAction action);
/* The whole deal, dealt from the stock in threes as the book deals. */
void BzView_AnimateDeal(BzTable *t, App *app);

#endif
