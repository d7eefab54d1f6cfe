/* bezique_names.c: the words and symbols Bezique's screens show. */
#include "bezique_names.h"

#include <ctype.h>
#include <stdio.h>

const char *BezNames_Level(GameAiLevel level)
{
    static const char *const kNames[GAME_AI_LEVEL_COUNT] = {"Easy", "Medium", "Strong"};
    return level >= 0 && level < GAME_AI_LEVEL_COUNT ? kNames[level] : "Medium";
}

const char *BezNames_Variant(int variant)
{
    return variant == BEZIQUE_ORDINARY ? "Bezique" : "Rubicon Bezique";
}

const char *BezNames_SuitSymbol(int suit)
{
    static const char *const kSymbols[SUIT_COUNT] = {"\xE2\x99\xA0", "\xE2\x99\xA5", "\xE2\x99\xA6", "\xE2\x99\xA3"};
    return suit >= 0 && suit < SUIT_COUNT ? kSymbols[suit] : "?";
}

void BezNames_Card(Card c, char *buf, size_t size)
{
    static const char *const kRanks[15] = {"", "", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"};
    int rank = Card_Rank(c);
    snprintf(buf, size, "%s%s", rank >= 2 && rank <= 14 ? kRanks[rank] : "?", BezNames_SuitSymbol(Card_Suit(c)));
}

void BezNames_CardLong(Card c, char *buf, size_t size)
{
    snprintf(buf, size, "the %s of %s", Card_RankName(Card_Rank(c)), Card_SuitName(Card_Suit(c)));
}

bool BezNames_Gain(const BeziqueState *before, int seat, GameAction action, int gained, char *buf, size_t size)
{
    char what[48] = "";
    switch (action.kind) {
    case BEZ_ACT_DECLARE: BezNames_Combo(Bezique_Identify(action.cards, action.count), what, sizeof what); break;
    case BEZ_ACT_SCORE: /* a combination held "to score": the one it named before it was scored */
        BezNames_Combo(Bezique_PendingCombo(before, seat, action.choice), what, sizeof what);
        break;
    case BEZ_ACT_CARTE: snprintf(what, sizeof what, "Carte blanche"); break;
    case BEZ_ACT_EXCHANGE:
    case BEZ_ACT_SEVEN: snprintf(what, sizeof what, "Seven of trumps"); break;
    default: break;
    }
    if (what[0] == '\0' || gained <= 0) {
        if (size > 0) {
            buf[0] = '\0';
        }
        return false;
    }
    snprintf(buf, size, "+%d %s", gained, what);
    return true;
}

void BezNames_Combo(BeziqueCombo combo, char *buf, size_t size)
{
    if (combo.type == BEZ_COMBO_MARRIAGE || combo.type == BEZ_COMBO_SEQUENCE) {
        snprintf(buf, size, "%s in %s", combo.type == BEZ_COMBO_MARRIAGE ? "marriage" : "sequence",
                 Card_SuitName((Suit)combo.suit));
    } else {
        snprintf(buf, size, "%s", Bezique_ComboName(combo));
    }
    if (size > 0) {
        buf[0] = (char)toupper((unsigned char)buf[0]);
    }
}
