/* quinto_table.h: the insides of Quinto's table scene, shared by its scene (input, flow) and view (layout, drawing, flights). */
#ifndef PARLOUR_GAMES_QUINTO_TABLE_H
#define PARLOUR_GAMES_QUINTO_TABLE_H

#include "core/quinto/quinto.h"
#include "games/table/table_anim.h"
#include "games/table/table_choices.h"
#include "games/table/table_scene.h"
#include "games/table/table_session.h"
#include "games/table/table_turn.h"
#include "scenes/scene.h"

#include <SDL.h>
#include <stdbool.h>

/*
 * Four seats as at a real table, the viewer at the bottom, partners
 * opposite: the partner (or Dummy) at the top, the opponents left and
 * right. The scene owns a TableSession and draws only the viewer's view:
 * hands it may not see are backs; Dummy lies face up once the opening
 * lead is made. A person who plays Dummy picks Dummy's cards from the top
 * hand when Dummy is to play. Quints are called out as a trick completes
 * (their cards lifted, their value rising to the side that won them), and
 * the cachette is turned over at the end of a hand; the computer waits
 * while either is shown.
 */

enum {
    QT_ZONE_HAND0, /* + position (0 bottom, 1 left, 2 top, 3 right) */
    QT_ZONE_TRICK = 4,
    QT_ZONE_TAKEN = 5
};

typedef enum QtArea {
    QT_AREA_HAND,
    QT_AREA_CHOICES,
    QT_AREA_COUNT
} QtArea;

typedef struct QtLayout {
    int me; /* the seat drawn at the bottom */
    SDL_FRect view;
    TableFan hand[4]; /* by position: 0 bottom, 1 left, 2 top, 3 right */
    SDL_FRect trick[4];
    SDL_FRect cachette;
    SDL_FRect side;
    float choicesY;
    float cx, cy;
} QtLayout;

#define QT_MESSAGE_MAX 200

typedef struct QtTable {
    TableScene table; /* first: the scene, the turn every table shares and the focus over the QtArea groups */
    bool replay; /* stepping through a finished game, every hand face up: no input goes to the rules */
    int replayStep;
    GameRecord replayRec;
    QuintoState shown; /* replay: the full state after replayStep actions */

    int hover, press, pressChoice;
    uint64_t choicesFor;

    /* The last quints called out: their text, value, side, cards lifted in the trick shown. */
    char callout[160];
    float calloutTime;
    int calloutSide;
    int calloutValue;
    Card calloutTrick[4];
    int calloutLeader;
    uint8_t calloutCards;
    /* The cachette turned over at the end of a hand. */
    float cachetteTime;
    char cachetteText[120];
    Card cachetteCards[QUINTO_CACHETTE];
    bool cachetteShown; /* false: a game ended by quints left it face down (cachetteText says why) */
    float time;
} QtTable;
TABLE_SCENE_FIRST(QtTable, table);

/* ---- view (quinto_table_view.c) ---- */
const QuintoState *QtView_State(const QtTable *t);
int QtTable_Me(const QtTable *t);
/* The seat whose cards the player picks now: his own, or Dummy's when he plays Dummy; -1 when he has no card to play. */
int QtTable_PlaySeat(const QtTable *t);
int QtView_Pos(int me, int seat);
void QtView_Layout(App *app, const QuintoState *v, int me, QtLayout *out);
/* The seat's hand as drawn (face up when the view shows it), sorted; returns the count. */
int QtView_HandCards(const QuintoState *v, int seat, Card *out);
void QtView_Draw(QtTable *t, App *app);
/* The flights and callouts that show an action just applied (before: the full state before it). */
void QtView_Animate(QtTable *t, App *app, const QuintoState *before, int seat, GameAction action);
void QtView_AnimateDeal(QtTable *t, App *app);
typedef enum QtCachetteNote {
    QT_CACHETTE_NONE = 0, /* no hand has just ended */
    QT_CACHETTE_TURNED,   /* played out: turned over for the last trick's winners, its quints shown */
    QT_CACHETTE_UNTURNED  /* the game ended by quints mid-hand: no one takes it */
} QtCachetteNote;
/* What to show of the cachette after a move (before, after: the states either side); writes the line to show. */
QtCachetteNote QtView_CachetteNote(const QuintoState *before, const QuintoState *after, char *buf, size_t size);
/* Whether a callout or the cachette is on show (the computer waits). */
bool QtView_Showing(const QtTable *t);

#endif
