/* five_hundred_wire.c: the fields of FiveHundredState and their ranges, for its text form (game_wire.h). */
#include "five_hundred_local.h"

#include "game/game_wire.h"

/*
 * Sets of cards are written as lists of the cards of the largest pack (the
 * four-handed one holds the three-handed one); a single card (the trick's)
 * is one of them too, so a view from a host holds no card the game lacks.
 * Seats and sides are below FH_MAX_SEATS; FH_NOBODY and FH_NO_BID are null.
 */

#define T FiveHundredDeal
static const GameField kDealFields[] = {
    GAME_FIELD_INT_OF(T, dealer, uint8_t, 0, FH_MAX_SEATS - 1),
    GAME_FIELD_INDEX_OF(T, bidder, uint8_t, FH_MAX_SEATS - 1),
    GAME_FIELD_INDEX_OF(T, bid, uint8_t, FH_BIDS - 1),
    GAME_FIELD_INT_OF(T, made, uint8_t, 0, 1),
    GAME_FIELD_INT_OF(T, tricks, uint8_t, 0, FH_TRICKS),
    GAME_FIELD_INDEX_OF(T, winner, uint8_t, 2), /* a side: at most three */
    GAME_FIELD_INT_OF(T, winByBid, uint8_t, 0, 1),
    GAME_FIELD_INT_OF(T, pad, uint8_t, 0, 0),
    GAME_FIELD_INT_OF(T, won, int32_t, INT32_MIN, INT32_MAX),
    GAME_FIELD_INT_OF(T, lost, int32_t, INT32_MIN, INT32_MAX),
    GAME_FIELD_INT_OF(T, net, int32_t, INT32_MIN, INT32_MAX),
};
#undef T

static Card MaskCard(int bit);
static int MaskBit(Card c);

static const GameSchema kDealSchema = {
    "FiveHundredDeal", sizeof(FiveHundredDeal), kDealFields, GAME_SCHEMA_COUNT(kDealFields), MaskCard, MaskBit};

#define T FiveHundredState
static const GameField kFields[] = {
    GAME_FIELD_INT_OF(T, variant, uint8_t, 0, FH_VARIANT_COUNT - 1),
    GAME_FIELD_INT_OF(T, players, uint8_t, 2, FH_MAX_SEATS),
    GAME_FIELD_INT_OF(T, sides, uint8_t, 2, 3),
    GAME_FIELD_INT_OF(T, phase, uint8_t, 0, FH_PHASE_OVER),
    GAME_FIELD_INT_OF(T, viewer, uint8_t, 0, 255),
    GAME_FIELD_INT_OF(T, dealer, uint8_t, 0, FH_MAX_SEATS - 1),
    GAME_FIELD_INDEX_OF(T, toAct, uint8_t, FH_MAX_SEATS - 1), /* null once the game is over */
    GAME_FIELD_INT_OF(T, leader, uint8_t, 0, FH_MAX_SEATS - 1),
    GAME_FIELD_INDEX_OF(T, bidder, uint8_t, FH_MAX_SEATS - 1),
    GAME_FIELD_INDEX_OF(T, bid, uint8_t, FH_BIDS - 1),
    GAME_FIELD_INT_OF(T, trumps, uint8_t, 0, FH_NO_TRUMPS),
    GAME_FIELD_INT_OF(T, passed, uint8_t, 0, (1 << FH_MAX_SEATS) - 1),
    GAME_FIELD_INT_OF(T, callCount, uint8_t, 0, FH_CALLS_MAX),
    /* The trick is gathered as its last card falls: trick[trickCount] takes the next card. */
    GAME_FIELD_INT_OF(T, trickCount, uint8_t, 0, FH_MAX_SEATS - 1),
    GAME_FIELD_INDEX_OF(T, jokerSuit, uint8_t, SUIT_COUNT - 1),
    GAME_FIELD_INT_OF(T, jokerDead, uint8_t, 0, 1),
    GAME_FIELD_INT_OF(T, tricksPlayed, uint8_t, 0, FH_TRICKS),
    GAME_FIELD_INDEX_OF(T, lastLeader, uint8_t, FH_MAX_SEATS - 1),
    GAME_FIELD_INDEX_OF(T, lastWinner, uint8_t, FH_MAX_SEATS - 1),
    GAME_FIELD_INDEX_OF(T, firstOver, uint8_t, 2), /* sides */
    GAME_FIELD_INDEX_OF(T, winner, uint8_t, 2),
    GAME_FIELD_INT_OF(T, historyCount, uint8_t, 0, FH_HISTORY_MAX),
    GAME_FIELD_INT_OF(T, deal, uint16_t, 0, UINT16_MAX),
    GAME_FIELD_INT_OF(T, dealsDropped, uint16_t, 0, UINT16_MAX),
    GAME_FIELD_INT_OF(T, handCount, uint8_t, 0, FH_HAND + FH_WIDOW), /* the bidder's thirteen before he discards */
    GAME_FIELD_INT_OF(T, tricksWon, uint8_t, 0, FH_TRICKS),
    GAME_FIELD_INT_OF(T, voids, uint8_t, 0, (1 << SUIT_COUNT) - 1),
    GAME_FIELD_INT_OF(T, widowCount, uint8_t, 0, FH_WIDOW),
    GAME_FIELD_INT_OF(T, discardCount, uint8_t, 0, FH_WIDOW),
    GAME_FIELD_INT_OF(T, dummyCount, uint8_t, 0, FH_HAND),
    GAME_FIELD_INT_N_OF(T, calls, uint8_t, 0, FH_PASS_CALL, callCount), /* a bid 0..24 or FH_PASS_CALL; others read "?" */
    GAME_FIELD_INT_N_OF(T, callSeat, uint8_t, 0, FH_MAX_SEATS - 1, callCount),
    GAME_FIELD_CARD_OF(T, trick),
    GAME_FIELD_CARD_OF(T, lastTrick),
    GAME_FIELD_HOST_OF(T, seed), /* tells every deal to come */
    GAME_FIELD_MASK_OF(T, hand, uint64_t),
    GAME_FIELD_MASK_OF(T, widow, uint64_t),
    GAME_FIELD_MASK_OF(T, widowTaken, uint64_t),
    GAME_FIELD_MASK_OF(T, discard, uint64_t),
    GAME_FIELD_MASK_OF(T, dummy, uint64_t),
    GAME_FIELD_MASK_OF(T, played, uint64_t),
    GAME_FIELD_MASK_OF(T, playedBy, uint64_t),
    GAME_FIELD_MASK_OF(T, pack, uint64_t),
    GAME_FIELD_INT_OF(T, won, int32_t, INT32_MIN, INT32_MAX),
    GAME_FIELD_INT_OF(T, lost, int32_t, INT32_MIN, INT32_MAX),
    GAME_FIELD_STRUCT_N_OF(T, history, FiveHundredDeal, kDealSchema, historyCount),
};
#undef T

/* The cards of every variant: the four-handed pack holds the others. */
static uint64_t AllCards(void)
{
    return FiveHundred_PackOf(FH_FOUR_HANDED) | FiveHundred_PackOf(FH_THREE_HANDED);
}

static Card MaskCard(int bit)
{
    return bit >= 0 && bit < 64 && (AllCards() >> bit & 1u) ? FiveHundred_CardAt(bit) : CARD_NONE;
}

static int MaskBit(Card c)
{
    return Card_IsValid(c) && (AllCards() & FiveHundred_Mask(c)) ? FiveHundred_Bit(c) : -1;
}

const GameSchema FiveHundred_Schema = {
    "FiveHundredState", sizeof(FiveHundredState), kFields, GAME_SCHEMA_COUNT(kFields), MaskCard, MaskBit};
