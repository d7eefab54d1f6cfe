/* quinto_cards.c: Quinto's cards: the 53-card masks, the suit order for trumping, who wins a trick, and quints. */
#include "quinto.h"

#include <stdio.h>
#include <string.h>

/* Indexed by Suit (S H D C): the order in which suits beat one another, and what a quint in each is worth. */
static const int kSuitOrder[SUIT_COUNT] = {0, 3, 2, 1};
static const int kSuitValue[SUIT_COUNT] = {5, 20, 15, 10};

int Quinto_Bit(Card c)
{
    if (c == CARD_QUINT_ROYAL) {
        return QUINTO_QR_BIT;
    }
    return Card_Index52(c);
}

Card Quinto_CardAt(int bit)
{
    if (bit == QUINTO_QR_BIT) {
        return CARD_QUINT_ROYAL;
    }
    return Card_FromIndex52(bit);
}

int Quinto_SuitOrder(Suit s)
{
    return (unsigned)s < SUIT_COUNT ? kSuitOrder[s] : -1;
}

int Quinto_SuitValue(Suit s)
{
    return (unsigned)s < SUIT_COUNT ? kSuitValue[s] : 0;
}

uint64_t Quinto_SuitMask(Suit s)
{
    return (unsigned)s < SUIT_COUNT ? 0x1FFFULL << (13 * (int)s) : 0;
}

int Quinto_PopCount(uint64_t mask)
{
    int n = 0;
    for (; mask != 0; mask &= mask - 1) {
        n++;
    }
    return n;
}

Suit Quinto_LedSuit(const Card *cards, int count)
{
    for (int i = 0; i < count; i++) {
        if (cards[i] != CARD_QUINT_ROYAL) {
            return Card_Suit(cards[i]);
        }
    }
    return SUIT_COUNT;
}

/* A card's strength in a trick led in suit led: -1 if it cannot win (Quint Royal, a lower suit). */
static int Strength(Card c, Suit led)
{
    if (c == CARD_QUINT_ROYAL || led == SUIT_COUNT) {
        return -1;
    }
    int order = kSuitOrder[Card_Suit(c)];
    if (order < kSuitOrder[led]) {
        return -1;
    }
    return order * 16 + Card_Rank(c);
}

bool Quinto_Beats(Card a, Card b, Suit led)
{
    return Strength(a, led) > Strength(b, led);
}

int Quinto_TrickWinner(const Card *cards, int count)
{
    Suit led = Quinto_LedSuit(cards, count);
    int best = -1;
    int bestStrength = -1;
    for (int i = 0; i < count; i++) {
        int s = Strength(cards[i], led);
        if (s > bestStrength) {
            bestStrength = s;
            best = i;
        }
    }
    return best;
}

static int IndexOf(const Card *cards, int count, Card c)
{
    for (int i = 0; i < count; i++) {
        if (cards[i] == c) {
            return i;
        }
    }
    return -1;
}

static void Put(Quint *out, int *n, int *points, Quint q)
{
    if (out != NULL && *n < QUINTO_MAX_QUINTS) {
        out[*n] = q;
    }
    (*n)++;
    *points += q.value;
}

/*
 * The book's order of the quints (Quint Royal, then the suits from hearts
 * down), fives before pairs, so a trick calls out its best quint first.
 */
int Quinto_FindQuints(const Card *cards, int count, Quint *out, int *points)
{
    int n = 0;
    int total = 0;
    int qr = IndexOf(cards, count, CARD_QUINT_ROYAL);
    if (qr >= 0) {
        Put(out, &n, &total, (Quint){QUINT_ROYAL, SUIT_COUNT, 25, (uint8_t)(1u << qr)});
    }
    static const Suit kDown[SUIT_COUNT] = {SUIT_HEARTS, SUIT_DIAMONDS, SUIT_CLUBS, SUIT_SPADES};
    for (int k = 0; k < SUIT_COUNT; k++) {
        Suit s = kDown[k];
        uint8_t v = (uint8_t)kSuitValue[s];
        int five = IndexOf(cards, count, Card_Make(5, s));
        if (five >= 0) {
            Put(out, &n, &total, (Quint){QUINT_FIVE, (uint8_t)s, v, (uint8_t)(1u << five)});
        }
        int ace = IndexOf(cards, count, Card_Make(RANK_ACE, s));
        int four = IndexOf(cards, count, Card_Make(4, s));
        if (ace >= 0 && four >= 0) {
            Put(out, &n, &total, (Quint){QUINT_ACE_FOUR, (uint8_t)s, v, (uint8_t)((1u << ace) | (1u << four))});
        }
        int two = IndexOf(cards, count, Card_Make(2, s));
        int three = IndexOf(cards, count, Card_Make(3, s));
        if (two >= 0 && three >= 0) {
            Put(out, &n, &total, (Quint){QUINT_TWO_THREE, (uint8_t)s, v, (uint8_t)((1u << two) | (1u << three))});
        }
    }
    if (points != NULL) {
        *points = total;
    }
    return n;
}

int Quinto_QuintPoints(const Card *cards, int count)
{
    int points = 0;
    Quinto_FindQuints(cards, count, NULL, &points);
    return points;
}

size_t Quinto_QuintName(Quint q, char *buf, size_t size)
{
    const char *suit = q.suit < SUIT_COUNT ? Card_SuitName((Suit)q.suit) : "";
    int n;
    switch (q.kind) {
    case QUINT_ROYAL: n = snprintf(buf, size, "Quint Royal"); break;
    case QUINT_FIVE: n = snprintf(buf, size, "the five of %s", suit); break;
    case QUINT_ACE_FOUR: n = snprintf(buf, size, "ace and four of %s", suit); break;
    default: n = snprintf(buf, size, "two and three of %s", suit); break;
    }
    return n < 0 ? 0 : (size_t)n;
}

int Quinto_ParseCards(const char *text, Card *out, int max, CardParseError *err)
{
    /* "QR" is not a card of card.h's notation (it would be a queen of no suit): read it as the Joker. */
    char copy[512];
    size_t len = strlen(text);
    if (len >= sizeof copy) {
        if (err != NULL) {
            err->offset = 0;
            err->token = 0;
            snprintf(err->message, sizeof err->message, "the list of cards is too long");
        }
        return -1;
    }
    memcpy(copy, text, len + 1);
    for (size_t i = 0; i + 1 < len; i++) {
        bool start = i == 0 || strchr(" \t,/\n", copy[i - 1]) != NULL;
        bool end = i + 2 == len || strchr(" \t,/\n", copy[i + 2]) != NULL;
        if (start && end && (copy[i] == 'Q' || copy[i] == 'q') && (copy[i + 1] == 'R' || copy[i + 1] == 'r')) {
            copy[i] = 'J';
            copy[i + 1] = 'K';
        }
    }
    return Card_ParseList(copy, out, max, err);
}

const char *Quinto_FormatCard(Card c, char *buf)
{
    if (c == CARD_QUINT_ROYAL) {
        memcpy(buf, "QR", 3);
        return buf;
    }
    return Card_Format(c, buf);
}

const char *Quinto_CardName(Card c, char *buf, size_t size)
{
    if (c == CARD_QUINT_ROYAL) {
        snprintf(buf, size, "Quint Royal");
    } else if (Card_IsValid(c)) {
        snprintf(buf, size, "the %s of %s", Card_RankName(Card_Rank(c)), Card_SuitName(Card_Suit(c)));
    } else {
        snprintf(buf, size, "no card");
    }
    return buf;
}
