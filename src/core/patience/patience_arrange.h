/* patience_arrange.h: whether the touching rule can build a square, in some order of its rows and columns. */
#ifndef PARLOUR_CORE_PATIENCE_ARRANGE_H
#define PARLOUR_CORE_PATIENCE_ARRANGE_H

#include <stdbool.h>
#include <stdint.h>

#include "patience.h"

/*
 * A square is given as square[cell] = the deal index of the card in that
 * cell (row-major, 5x5). Reordering its rows and reordering its columns
 * keep every line's hand, so keep its score; the HOYLE layout can build a
 * square only if each card after the first touches (also corner to corner)
 * a card dealt before it. (Turning the square over keeps the score too, but
 * the touching rule reads the same either way round, so it adds nothing.)
 *
 * PatienceArrange_Buildable looks through all 14,400 such squares for one
 * that can be built, by a search in dealt order: each card's row and column
 * take their place in the square when its first card is dealt, only where
 * that card touches one laid before it. True, with out (may alias square)
 * that square, if there is one; false, with out untouched, if none.
 */
bool PatienceArrange_Buildable(const uint8_t square[PATIENCE_CARDS], uint8_t out[PATIENCE_CARDS]);

/* Whether the square can be built as it stands. */
bool PatienceArrange_BuildableAsIs(const uint8_t square[PATIENCE_CARDS]);

#endif
