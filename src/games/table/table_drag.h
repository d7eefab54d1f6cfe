/* table_drag.h: a card dragged out of the player's row and let go on the felt plays it, at every card table. */
#ifndef PARLOUR_GAMES_TABLE_TABLE_DRAG_H
#define PARLOUR_GAMES_TABLE_TABLE_DRAG_H

#include <SDL.h>
#include <stdbool.h>

/*
 * A card pressed in a row the player plays from (the hand; Bridge's dummy
 * for its declarer; Bezique's declared cards) and let go on the felt plays
 * it, as a click on it would. The pointer must be let go on the felt (the
 * table left of the side column) and away from the card's row towards the
 * middle of the felt by more than a margin: above a hand at the foot, below
 * a dummy at the head, so that a press that slips along the row does
 * nothing. from is the pressed card's rectangle, felt the table's, both in
 * layout units.
 */
bool TableDrag_Dropped(SDL_FRect from, SDL_FRect felt, float x, float y);

/* The felt of a table whose side column starts at side.x: the view left of it. */
SDL_FRect TableDrag_Felt(SDL_FRect view, SDL_FRect side);

#endif
