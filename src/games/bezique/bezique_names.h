/* bezique_names.h: the words and symbols Bezique's screens show: levels, suits, cards, combinations. */
#ifndef PARLOUR_GAMES_BEZIQUE_NAMES_H
#define PARLOUR_GAMES_BEZIQUE_NAMES_H

#include "core/bezique/bezique.h"
#include "core/game/game_ai.h"

#include <stdbool.h>
#include <stddef.h>

const char *BezNames_Level(GameAiLevel level); /* "Easy", "Medium", "Strong" */
const char *BezNames_Variant(int variant);     /* "Rubicon Bezique", "Bezique" */
const char *BezNames_SuitSymbol(int suit);     /* UTF-8 suit sign */
/* "K♠" */
void BezNames_Card(Card c, char *buf, size_t size);
/* "Marriage in hearts", "Double bezique", "Four aces": capitalised. */
void BezNames_Combo(BeziqueCombo combo, char *buf, size_t size);
/* The score pop-up after seat's action on before: "+500 Double bezique", "+10 Seven of trumps",
   "+50 Carte blanche"; false (and "") when the action names no combination (a card played, a draw). */
bool BezNames_Gain(const BeziqueState *before, int seat, GameAction action, int gained, char *buf, size_t size);
/* "the ace of spades" */
void BezNames_CardLong(Card c, char *buf, size_t size);

#endif
