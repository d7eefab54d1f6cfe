/* bezique_wire.c: the fields of BeziqueState and their ranges, for its text form (game_wire.h). */
#include "bezique_local.h"

#include "game/game_wire.h"

/*
 * The rules index their tables by a card's kind (Bezique_Index), so every
 * card field is a card of the Bezique packs (a schema with a bit of a card
 * takes no other card; here the bit is the kind); a seven to an ace, never a two.
 *
 * The 512-bit maps of declared sets (declared[], pending[]) are 64-bit
 * words, which JSON numbers cannot hold exactly in JavaScript: each word is
 * written as a row of two 32-bit halves in memory order, low half first on
 * the little-endian machines Parlour runs on. Every bit is a set of the
 * nine slots, so any value is in bounds.
 */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "bezique_wire.c writes 64-bit words as two 32-bit halves in little-endian order"
#endif

#define T BeziqueSide
static const GameField kSideFields[] = {
    GAME_FIELD_INT_OF(T, hand, uint8_t, 0, 4), /* at most the four packs' copies of a kind */
    GAME_FIELD_INT_OF(T, known, uint8_t, 0, 4),
    GAME_FIELD_CARD_OF(T, table),
    /* marriage, sequence, four, seven (bits 0-3) and the highest bezique level 0..4 (bits 4-6) */
    GAME_FIELD_INT_OF(T, flags, uint8_t, 0, 0x0F | (4 << BEZ_FLAG_BEZIQUE_SHIFT)),
    GAME_FIELD_INT2_OF(T, declared, uint32_t, 0, UINT32_MAX),
    GAME_FIELD_INT2_OF(T, pending, uint32_t, 0, UINT32_MAX),
    GAME_FIELD_INT_OF(T, tally, uint8_t, 0, UINT8_MAX),
    GAME_FIELD_INT_OF(T, handCount, uint8_t, 0, BEZ_HAND_MAX),
    GAME_FIELD_INT_OF(T, tableCount, uint8_t, 0, BEZ_TABLE_SLOTS),
    GAME_FIELD_INT_OF(T, pendingCount, uint8_t, 0, UINT8_MAX),
    GAME_FIELD_INT_OF(T, brisques, uint8_t, 0, 32),         /* Rubicon: 4 packs x 8 aces and tens */
    GAME_FIELD_INT_OF(T, taken, uint8_t, 0, 4 * BEZ_KINDS), /* Rubicon: every card of the 128 */
    GAME_FIELD_INT_OF(T, carteOffer, bool, 0, 1),
    GAME_FIELD_INT_OF(T, carteActive, bool, 0, 1),
    GAME_FIELD_INT_OF(T, score, int32_t, INT32_MIN, INT32_MAX),
    GAME_FIELD_INT_OF(T, total, int32_t, INT32_MIN, INT32_MAX),
};
#undef T

static const GameSchema kSideSchema = {"BeziqueSide",  sizeof(BeziqueSide), kSideFields, GAME_SCHEMA_COUNT(kSideFields),
                                       Bezique_CardAt, Bezique_Index};

#define T BeziqueState
static const GameField kFields[] = {
    GAME_FIELD_INT_OF(T, variant, uint8_t, 0, BEZIQUE_VARIANT_COUNT - 1),
    GAME_FIELD_INT_OF(T, phase, uint8_t, 0, BEZ_PHASE_OVER),
    GAME_FIELD_INT_OF(T, viewer, uint8_t, 0, 255),
    GAME_FIELD_INT_OF(T, dealer, uint8_t, 0, 1),
    GAME_FIELD_INT_OF(T, toAct, uint8_t, 0, 1),
    GAME_FIELD_INT_OF(T, leader, uint8_t, 0, 1),
    GAME_FIELD_INT_OF(T, trumps, uint8_t, 0, BEZ_NO_SUIT),
    GAME_FIELD_INT_OF(T, scoredThisTrick, uint8_t, 0, 1),
    /* A trick is resolved as its second card falls: at most the lead waits (trick[trickCount] takes the next). */
    GAME_FIELD_INT_OF(T, trickCount, uint8_t, 0, 1),
    GAME_FIELD_CARD_OF(T, trick),
    GAME_FIELD_INT_OF(T, trickFrom, uint8_t, 0, BEZ_TABLE_SLOTS), /* slot + 1, or 0 from the hand */
    GAME_FIELD_CARD_OF(T, lastTrick),
    GAME_FIELD_INDEX_OF(T, lastWinner, uint8_t, 1),
    GAME_FIELD_INT_OF(T, lastTookHeap, uint8_t, 0, 1),
    GAME_FIELD_CARD_OF(T, lastDraw),
    GAME_FIELD_INT_OF(T, stockCount, uint8_t, 0, BEZ_STOCK_MAX),
    GAME_FIELD_CARD_OF(T, turnUp),
    GAME_FIELD_CARD_N_OF(T, stock, stockCount), /* a full state's order of the stock; a view's is all null */
    GAME_FIELD_INT_OF(T, played, uint8_t, 0, 4),
    GAME_FIELD_INT_OF(T, heapCount, uint8_t, 0, 4 * BEZ_KINDS),
    GAME_FIELD_INT_OF(T, tricks, uint8_t, 0, 2 * BEZ_KINDS), /* Rubicon: 128 cards make 64 tricks */
    GAME_FIELD_INDEX_OF(T, winner, uint8_t, 1),              /* null: a drawn game, or not over */
    GAME_FIELD_INT_OF(T, historyCount, uint8_t, 0, BEZ_HISTORY_MAX),
    GAME_FIELD_INT_OF(T, deal, uint16_t, 0, UINT16_MAX),
    GAME_FIELD_HOST_OF(T, seed), /* tells every deal to come */
    GAME_FIELD_INT2_N_OF(T, history, int32_t, INT32_MIN, INT32_MAX, historyCount),
    GAME_FIELD_STRUCT_OF(T, side, BeziqueSide, kSideSchema),
};
#undef T

const GameSchema Bezique_Schema = {"BeziqueState", sizeof(BeziqueState), kFields, GAME_SCHEMA_COUNT(kFields),
                                   Bezique_CardAt, Bezique_Index};
