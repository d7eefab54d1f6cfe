/* table_card_text.h: cards as a player reads them on a table's panels ("10♥ Q♠", not the files' "10H QS"). */
#ifndef PARLOUR_GAMES_TABLE_CARD_TEXT_H
#define PARLOUR_GAMES_TABLE_CARD_TEXT_H

#include "core/card.h"

#include <stddef.h>

#define TABLE_CARD_TEXT_MAX 16

/* A suit's symbol: "♠" "♥" "♦" "♣" ("?" for anything else). */
const char *TableCard_SuitSymbol(int suit);
/* One card: its rank and suit symbol ("10♥"), or jokerName for the Joker ("Joker", Quinto's "Quint Royal"). */
const char *TableCard_Text(Card c, const char *jokerName, char buf[TABLE_CARD_TEXT_MAX]);
/* Cards one after another, separated by spaces; cut at a whole card, never overrun. */
void TableCard_List(const Card *cards, int count, const char *jokerName, char *buf, size_t size);

#endif
