/* card.c: card values and the card notation. */
#include "card.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

bool Card_IsValid(Card c)
{
    if (c == CARD_JOKER) {
        return true;
    }
    return (c >> 4) < SUIT_COUNT && Card_Rank(c) >= RANK_TWO && Card_Rank(c) <= RANK_ACE;
}

int Card_Index52(Card c)
{
    if (c == CARD_JOKER || !Card_IsValid(c)) {
        return -1;
    }
    return (int)Card_Suit(c) * 13 + (Card_Rank(c) - RANK_TWO);
}

Card Card_FromIndex52(int index)
{
    if (index < 0 || index >= 52) {
        return CARD_NONE;
    }
    return Card_Make(index % 13 + RANK_TWO, (Suit)(index / 13));
}

char Card_SuitLetter(Suit s)
{
    static const char letters[SUIT_COUNT] = {'S', 'H', 'D', 'C'};
    return (unsigned)s < SUIT_COUNT ? letters[s] : '?';
}

const char *Card_RankText(int rank)
{
    static const char *const text[] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"};
    return (rank >= RANK_TWO && rank <= RANK_ACE) ? text[rank - RANK_TWO] : "?";
}

const char *Card_SuitName(Suit s)
{
    static const char *const names[SUIT_COUNT] = {"spades", "hearts", "diamonds", "clubs"};
    return (unsigned)s < SUIT_COUNT ? names[s] : "?";
}

const char *Card_RankName(int rank)
{
    static const char *const names[] = {"two", "three", "four", "five", "six", "seven", "eight",
                                        "nine", "ten", "knave", "queen", "king", "ace"};
    return (rank >= RANK_TWO && rank <= RANK_ACE) ? names[rank - RANK_TWO] : "?";
}

const char *Card_Format(Card c, char *buf)
{
    if (c == CARD_JOKER) {
        strcpy(buf, "JK");
    } else if (Card_IsValid(c)) {
        snprintf(buf, CARD_TEXT_MAX, "%s%c", Card_RankText(Card_Rank(c)), Card_SuitLetter(Card_Suit(c)));
    } else {
        strcpy(buf, "??");
    }
    return buf;
}

static int ParseRank(const char *t, size_t len)
{
    if (len == 2 && t[0] == '1' && t[1] == '0') {
        return RANK_TEN;
    }
    if (len != 1) {
        return 0;
    }
    switch (toupper((unsigned char)t[0])) {
    case 'A': return RANK_ACE;
    case 'K': return RANK_KING;
    case 'Q': return RANK_QUEEN;
    case 'J': return RANK_JACK;
    case 'T': return RANK_TEN;
    default: break;
    }
    if (t[0] >= '2' && t[0] <= '9') {
        return t[0] - '0';
    }
    return 0;
}

Card Card_ParseToken(const char *text, size_t len)
{
    if (len == 2 && toupper((unsigned char)text[0]) == 'J' && toupper((unsigned char)text[1]) == 'K') {
        return CARD_JOKER;
    }
    if (len < 2 || len > 3) {
        return CARD_NONE;
    }
    int rank = ParseRank(text, len - 1);
    if (rank == 0) {
        return CARD_NONE;
    }
    switch (toupper((unsigned char)text[len - 1])) {
    case 'S': return Card_Make(rank, SUIT_SPADES);
    case 'H': return Card_Make(rank, SUIT_HEARTS);
    case 'D': return Card_Make(rank, SUIT_DIAMONDS);
    case 'C': return Card_Make(rank, SUIT_CLUBS);
    default: return CARD_NONE;
    }
}

static bool IsSeparator(char ch)
{
    return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == ',' || ch == '/';
}

int Card_ParseList(const char *text, Card *out, int max, CardParseError *err)
{
    int count = 0;
    size_t i = 0;
    while (text[i] != '\0') {
        if (IsSeparator(text[i])) {
            i++;
            continue;
        }
        size_t start = i;
        while (text[i] != '\0' && !IsSeparator(text[i])) {
            i++;
        }
        size_t len = i - start;
        Card c = Card_ParseToken(text + start, len);
        if (c == CARD_NONE || count >= max) {
            if (err != NULL) {
                err->offset = start;
                err->token = count + 1;
                if (c == CARD_NONE) {
                    snprintf(err->message, sizeof err->message,
                             "card %d at column %zu, \"%.*s%s\", is not a card (write e.g. AS, 10H, TD, 7C, JK)",
                             count + 1, start + 1, (int)(len > 12 ? 12 : len), text + start, len > 12 ? "..." : "");
                } else {
                    snprintf(err->message, sizeof err->message, "too many cards: at most %d expected", max);
                }
            }
            return -1;
        }
        out[count++] = c;
    }
    return count;
}

size_t Card_FormatList(const Card *cards, int count, char *buf, size_t size)
{
    size_t used = 0;
    if (size == 0) {
        return 0;
    }
    buf[0] = '\0';
    for (int i = 0; i < count; i++) {
        char one[CARD_TEXT_MAX];
        int n = snprintf(buf + used, size - used, "%s%s", i > 0 ? " " : "", Card_Format(cards[i], one));
        if (n < 0 || (size_t)n >= size - used) {
            buf[size - 1] = '\0';
            return size - 1;
        }
        used += (size_t)n;
    }
    return used;
}
