/* card.h: one playing card as a small value, and the one text notation for cards. */
#ifndef PARLOUR_CORE_CARD_H
#define PARLOUR_CORE_CARD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * A card is one byte: the rank in the low nibble (2..14, the ace is 14) and
 * the suit in the next bits. Identical cards from different packs (Bezique
 * uses two or four) are the same value: the rules never tell them apart.
 * The Joker (Five Hundred's Joker, Quinto's Quint Royal) has its own value.
 */
typedef uint8_t Card;

typedef enum Suit {
    SUIT_SPADES = 0,
    SUIT_HEARTS = 1,
    SUIT_DIAMONDS = 2,
    SUIT_CLUBS = 3,
    SUIT_COUNT = 4
} Suit;

enum {
    RANK_TWO = 2,
    RANK_TEN = 10,
    RANK_JACK = 11, /* the book's "knave" */
    RANK_QUEEN = 12,
    RANK_KING = 13,
    RANK_ACE = 14
};

#define CARD_JOKER ((Card)0x4F)
#define CARD_NONE ((Card)0xFF)

static inline Card Card_Make(int rank, Suit suit)
{
    return (Card)(((unsigned)suit << 4) | (unsigned)rank);
}
static inline int Card_Rank(Card c) { return c & 0x0F; }
static inline Suit Card_Suit(Card c) { return (Suit)(c >> 4); }
static inline bool Card_IsJoker(Card c) { return c == CARD_JOKER; }

/* True for every value Card_Make can give with a rank 2..14 and a suit, and the Joker. */
bool Card_IsValid(Card c);

/* Index 0..51 of a card of the whist pack (suit-major, 2 low), or -1. */
int Card_Index52(Card c);
Card Card_FromIndex52(int index);

/* Letters used in the notation: "S" "H" "D" "C"; ranks "A" "K" "Q" "J" "10" "9".. "2". */
char Card_SuitLetter(Suit s);
const char *Card_RankText(int rank);
const char *Card_SuitName(Suit s); /* "spades" ... */
const char *Card_RankName(int rank); /* "ace", "king", "knave" ... */

/*
 * Notation: rank then suit, e.g. "AS", "10H" (or "TH"), "7D", the Joker "JK".
 * Case-insensitive. Card_Format writes the canonical form ("10H", never "TH")
 * into buf (at least 4 bytes) and returns buf.
 */
#define CARD_TEXT_MAX 4
const char *Card_Format(Card c, char *buf);

/* Parses exactly one card token (no spaces). Returns CARD_NONE if invalid. */
Card Card_ParseToken(const char *text, size_t len);

typedef struct CardParseError {
    size_t offset; /* byte offset of the bad token in the text */
    int token;     /* 1-based index of the bad token */
    char message[128]; /* the longest: a bad token quoted (12 characters, "..." past them) and an example */
} CardParseError;

/*
 * Parses a list of cards separated by spaces, tabs, commas, slashes or newlines.
 * Writes up to max cards; returns the number parsed, or -1 on a bad token or
 * too many cards, with err (may be NULL) saying where.
 */
int Card_ParseList(const char *text, Card *out, int max, CardParseError *err);

/* Formats cards separated by single spaces; returns the length written (truncates safely). */
size_t Card_FormatList(const Card *cards, int count, char *buf, size_t size);

#endif
