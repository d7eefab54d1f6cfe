/* five_hundred_cards.c: Five Hundred's cards: the bowers and the Joker, the packs, the Avondale table. */
#include "five_hundred_local.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

/* The table's denominations, low to high, and the card suits they name. */
static const Suit kDenomSuit[4] = {SUIT_SPADES, SUIT_CLUBS, SUIT_DIAMONDS, SUIT_HEARTS};
static const char *const kDenomName[5] = {"spades", "clubs", "diamonds", "hearts", "No-trumps"};
static const char *const kDenomShort[5] = {"S", "C", "D", "H", "NT"};

int FiveHundred_BidValue(int bid)
{
    return (bid >= 0 && bid < FH_BIDS) ? 40 + 20 * bid : -1;
}

int FiveHundred_BidTricks(int bid)
{
    return 6 + bid / 5;
}

int FiveHundred_BidDenomination(int bid)
{
    return bid % 5;
}

int FiveHundred_MakeBid(int tricks, int denomination)
{
    if (tricks < 6 || tricks > 10 || denomination < 0 || denomination > FH_NO_TRUMPS) {
        return -1;
    }
    return (tricks - 6) * 5 + denomination;
}

Suit FiveHundred_DenominationSuit(int denomination)
{
    return (denomination >= 0 && denomination < 4) ? kDenomSuit[denomination] : SUIT_COUNT;
}

int FiveHundred_SuitDenomination(Suit suit)
{
    for (int d = 0; d < 4; d++) {
        if (kDenomSuit[d] == suit) {
            return d;
        }
    }
    return -1;
}

const char *FiveHundred_DenominationName(int denomination)
{
    return (denomination >= 0 && denomination <= FH_NO_TRUMPS) ? kDenomName[denomination] : "?";
}

const char *FiveHundred_DenominationShort(int denomination)
{
    return (denomination >= 0 && denomination <= FH_NO_TRUMPS) ? kDenomShort[denomination] : "?";
}

int FiveHundred_ParseBid(const char *text)
{
    if (text == NULL) {
        return -1;
    }
    while (isspace((unsigned char)*text)) {
        text++;
    }
    int tricks = 0;
    if (text[0] == '1' && text[1] == '0') {
        tricks = 10;
        text += 2;
    } else if (text[0] >= '6' && text[0] <= '9') {
        tricks = text[0] - '0';
        text++;
    } else {
        return -1;
    }
    while (isspace((unsigned char)*text)) {
        text++;
    }
    size_t len = strlen(text);
    while (len > 0 && isspace((unsigned char)text[len - 1])) {
        len--;
    }
    static const char *const kWords[5][4] = {
        {"s", "spades", "spade", NULL},
        {"c", "clubs", "club", NULL},
        {"d", "diamonds", "diamond", NULL},
        {"h", "hearts", "heart", NULL},
        {"nt", "no-trumps", "no-trump", "notrumps"},
    };
    for (int d = 0; d <= FH_NO_TRUMPS; d++) {
        for (int w = 0; w < 4 && kWords[d][w] != NULL; w++) {
            if (len == strlen(kWords[d][w]) && strncasecmp(text, kWords[d][w], len) == 0) {
                return FiveHundred_MakeBid(tricks, d);
            }
        }
    }
    return -1;
}

size_t FiveHundred_FormatBid(int bid, char *buf, size_t size)
{
    int n = (bid >= 0 && bid < FH_BIDS)
                ? snprintf(buf, size, "%d %s", FiveHundred_BidTricks(bid), kDenomShort[FiveHundred_BidDenomination(bid)])
                : snprintf(buf, size, "?");
    return n < 0 ? 0 : (size_t)n;
}

static const char *const kVariantNames[FH_VARIANT_COUNT] = {"three-handed", "two-handed", "four-handed"};

const char *FiveHundred_VariantName(int variant)
{
    return (variant >= 0 && variant < FH_VARIANT_COUNT) ? kVariantNames[variant] : NULL;
}

int FiveHundred_VariantFromName(const char *name)
{
    for (int v = 0; name != NULL && v < FH_VARIANT_COUNT; v++) {
        if (strcmp(kVariantNames[v], name) == 0) {
            return v;
        }
    }
    return -1;
}

int FiveHundred_Players(int variant)
{
    switch (variant) {
    case FH_TWO_HANDED: return 2;
    case FH_FOUR_HANDED: return 4;
    default: return 3;
    }
}

int FiveHundred_SideOf(int variant, int seat)
{
    return variant == FH_FOUR_HANDED ? seat % 2 : seat;
}

Card FiveHundred_CardAt(int bit)
{
    if (bit == FH_JOKER_BIT) {
        return CARD_JOKER;
    }
    Card c = (Card)bit;
    return (bit >= 0 && bit < 64 && Card_IsValid(c)) ? c : CARD_NONE;
}

uint64_t FiveHundred_SuitBits(Suit suit)
{
    return (unsigned)suit < SUIT_COUNT ? 0x7FFCULL << (16 * (unsigned)suit) : 0;
}

uint64_t FiveHundred_PackOf(int variant)
{
    uint64_t pack = JOKER_MASK;
    for (int s = 0; s < SUIT_COUNT; s++) {
        int low = variant == FH_FOUR_HANDED ? 5 : 7;
        for (int r = low; r <= RANK_ACE; r++) {
            pack |= FiveHundred_Mask(Card_Make(r, (Suit)s));
        }
    }
    if (variant == FH_FOUR_HANDED) {
        pack |= FiveHundred_Mask(Card_Make(4, SUIT_HEARTS)) | FiveHundred_Mask(Card_Make(4, SUIT_DIAMONDS));
    }
    return pack;
}

/* The other suit of the same colour: spades and clubs, hearts and diamonds. */
static Suit SameColour(Suit s)
{
    return (Suit)(3 - (int)s);
}

int FiveHundred_EffectiveSuit(Card c, int trumps)
{
    if (trumps < 0 || trumps >= FH_NO_TRUMPS) {
        return Card_IsJoker(c) ? -1 : (int)Card_Suit(c);
    }
    Suit t = kDenomSuit[trumps];
    if (Card_IsJoker(c) || (Card_Rank(c) == RANK_JACK && Card_Suit(c) == SameColour(t))) {
        return (int)t;
    }
    return (int)Card_Suit(c);
}

uint64_t FiveHundred_FollowBits(Suit s, int trumps)
{
    uint64_t bits = FiveHundred_SuitBits(s);
    if (trumps < 0 || trumps >= FH_NO_TRUMPS) {
        return bits;
    }
    Suit t = kDenomSuit[trumps];
    if (s == t) {
        return bits | FiveHundred_Mask(Card_Make(RANK_JACK, SameColour(t))) | JOKER_MASK;
    }
    if (s == SameColour(t)) {
        return bits & ~FiveHundred_Mask(Card_Make(RANK_JACK, s));
    }
    return bits;
}

int FiveHundred_TrumpStrength(Card c, int trumps)
{
    if (FiveHundred_EffectiveSuit(c, trumps) != (int)FiveHundred_DenominationSuit(trumps)) {
        return 0;
    }
    if (Card_IsJoker(c)) {
        return 20;
    }
    if (Card_Rank(c) == RANK_JACK) {
        return Card_Suit(c) == kDenomSuit[trumps] ? 19 : 18;
    }
    return Card_Rank(c);
}

const char *FiveHundred_CardName(Card c, int trumps, char *buf, size_t size)
{
    if (Card_IsJoker(c)) {
        snprintf(buf, size, "the Joker");
    } else if (trumps >= 0 && trumps < FH_NO_TRUMPS && Card_Rank(c) == RANK_JACK &&
               FiveHundred_EffectiveSuit(c, trumps) == (int)kDenomSuit[trumps]) {
        snprintf(buf, size, "the %s bower", Card_Suit(c) == kDenomSuit[trumps] ? "right" : "left");
    } else {
        snprintf(buf, size, "the %s of %s", Card_RankName(Card_Rank(c)), Card_SuitName(Card_Suit(c)));
    }
    return buf;
}

void FiveHundred_Settle(int sides, int bidderSide, int bid, const int tricks[FH_MAX_SEATS], int won[FH_MAX_SEATS],
                        int lost[FH_MAX_SEATS])
{
    for (int s = 0; s < FH_MAX_SEATS; s++) {
        won[s] = 0;
        lost[s] = 0;
    }
    for (int s = 0; s < sides && s < FH_MAX_SEATS; s++) {
        if (s != bidderSide || bid < 0 || bid >= FH_BIDS) {
            won[s] = 10 * tricks[s]; /* an opponent, or anyone in a hand nobody bid */
            continue;
        }
        int value = FiveHundred_BidValue(bid);
        if (tricks[s] >= FiveHundred_BidTricks(bid)) {
            /* No overtricks; all ten are worth at least 250. */
            won[s] = (tricks[s] == FH_TRICKS && value < 250) ? 250 : value;
        } else {
            lost[s] = value;
        }
    }
}
