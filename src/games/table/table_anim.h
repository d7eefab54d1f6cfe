/* table_anim.h: cards in flight over a table: dealt, played to a trick, taken, declared, drawn; and a card fan's geometry. */
#ifndef PARLOUR_GAMES_TABLE_ANIM_H
#define PARLOUR_GAMES_TABLE_ANIM_H

#include "card.h"

#include <SDL.h>
#include <stdbool.h>

typedef struct App App;

/*
 * The game state always changes at once; flights only show the cards
 * catching up. A flight names the zone it lands in (a game's own numbers:
 * a hand, the trick, a player's table) so the view can leave the card out
 * of that zone until it lands; a card waiting for its delay is drawn where
 * it starts during the last `holdFor` seconds of its wait (a trick lying
 * on the table before it is taken), otherwise not at all. New input finishes every flight at once.
 */

#define TABLE_MAX_FLIGHTS 48

typedef struct TableFlight {
    bool active;
    Card card;
    bool faceFrom, faceTo; /* face up at the start / at the end (a flip half way when they differ) */
    SDL_FRect from, to;    /* layout units */
    float delay, t, dur;
    int zone;      /* where it lands, for TableAnim_Hidden; -1 none */
    float holdFor; /* drawn at `from` during the last holdFor seconds of its wait */
    bool started;
    int startSfx, landSfx; /* Sfx, or -1 */
} TableFlight;

typedef struct TableAnim {
    TableFlight flights[TABLE_MAX_FLIGHTS];
    float settleLeft; /* a pause after the last flight lands (a trick stays in view a moment) */
} TableAnim;

void TableAnim_Clear(TableAnim *a);
/* Adds a flight; the slowest flights are finished at once when there is no room. */
TableFlight *TableAnim_Add(TableAnim *a, Card card, SDL_FRect from, SDL_FRect to, bool faceFrom, bool faceTo,
                           float delay, float dur, int zone);
void TableAnim_Update(TableAnim *a, float dt);
/* Lands everything at once, silently. */
void TableAnim_Finish(TableAnim *a);
/* No card moving and no pause left. */
bool TableAnim_Idle(const TableAnim *a);
/* Keeps the table still for this long after the flights land. */
void TableAnim_Hold(TableAnim *a, float seconds);
/* How many flights still to land in zone carry card (CARD_NONE: any card). */
int TableAnim_Hidden(const TableAnim *a, int zone, Card card);
/* Draws every visible flight (call after the table, before overlays). */
void TableAnim_Draw(const TableAnim *a, App *app);

/*
 * A fan: count cards of size w x h centred on cx with their tops at y,
 * overlapping to fit maxW (at most `pitch` apart). The focused card is
 * raised by lift; hit-testing takes the topmost card under the point.
 */
typedef struct TableFan {
    float cx, y, w, h, pitch, maxW, lift;
    int count;
} TableFan;

SDL_FRect TableFan_Rect(const TableFan *f, int index, int raised);
/* The card under the point (the one drawn on top), or -1; raised as drawn. */
int TableFan_HitTest(const TableFan *f, float x, float y, int raised);

/* A card drawn at a rect in layout units, face up or down, with a soft shadow. */
void TableAnim_DrawCard(App *app, Card card, bool faceUp, SDL_FRect r, Uint8 alpha);

#endif
