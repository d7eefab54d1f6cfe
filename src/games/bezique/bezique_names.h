/* bezique_names.h: the words and symbols Bezique's screens show: levels, suits, cards, combinations. */
#ifndef PARLOUR_GAMES_BEZIQUE_NAMES_H
#define PARLOUR_GAMES_BEZIQUE_NAMES_H

#include "core/bezique/bezique.h"
#include "core/game/game_ai.h"

#include <stddef.h>

const char *BezNames_Level(GameAiLevel level); /* "Easy", "Medium", "Strong" */
const char *BezNames_Variant(int variant);     /* "Rubicon Bezique", "Bezique" */
const char *BezNames_SuitSymbol(int suit);     /* UTF-8 suit sign */
/* "K♠" */
void BezNames_Card(Card c, char *buf, size_t size);
/* "Marriage in hearts", "Double bezique", "Four aces": capitalised. */
void BezNames_Combo(BeziqueCombo combo, char *buf, size_t size);
/* "the ace of spades" */
void BezNames_CardLong(Card c, char *buf, size_t size);

#endif
