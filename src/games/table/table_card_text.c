/* table_card_text.c: cards as a player reads them on a table's panels. */
#include "table_card_text.h"

#include <stdio.h>
#include <string.h>

const char *TableCard_SuitSymbol(int suit)
{
    static const char *const kSuits[SUIT_COUNT] = {"\xE2\x99\xA0", "\xE2\x99\xA5", "\xE2\x99\xA6", "\xE2\x99\xA3"};
    return suit >= 0 && suit < SUIT_COUNT ? kSuits[suit] : "?";
}

const char *TableCard_Text(Card c, const char *jokerName, char buf[TABLE_CARD_TEXT_MAX])
{
    static const char *const kRanks[15] = {"", "", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"};
    if (Card_IsJoker(c)) {
        snprintf(buf, TABLE_CARD_TEXT_MAX, "%s", jokerName);
    } else if (!Card_IsValid(c)) {
        snprintf(buf, TABLE_CARD_TEXT_MAX, "?");
    } else {
        int rank = Card_Rank(c), suit = Card_Suit(c);
        snprintf(buf, TABLE_CARD_TEXT_MAX, "%s%s", rank >= 2 && rank <= 14 ? kRanks[rank] : "?",
                 TableCard_SuitSymbol(suit));
    }
    return buf;
}

void TableCard_List(const Card *cards, int count, const char *jokerName, char *buf, size_t size)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < count; i++) {
        char one[TABLE_CARD_TEXT_MAX];
        TableCard_Text(cards[i], jokerName, one);
        if (len + strlen(one) + 2 > size) {
            break;
        }
        len += (size_t)snprintf(buf + len, size - len, "%s%s", i > 0 ? " " : "", one);
    }
}
