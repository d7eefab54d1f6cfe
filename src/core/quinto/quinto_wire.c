/* quinto_wire.c: the fields of QuintoState and their ranges, for its text form (game_wire.h). */
#include "quinto_local.h"

#include "game/game_wire.h"

/*
 * Ranges are what the rules can produce, so that a view from another device
 * indexes nothing out of bounds: seats 0..3 (none, 0xFF, where the rules
 * leave one empty), sides 0..1, gameIndex below QUINTO_GAMES_MAX
 * (gameRows[]), historyCount 1..QUINTO_HISTORY_MAX (the rules write to row
 * historyCount - 1, and the first hand opens a row), counts within 12 tricks.
 */

#define T QuintoHandRow
static const GameField kHandFields[] = {
    GAME_FIELD_INT_OF(T, game, uint8_t, 0, QUINTO_GAMES_MAX - 1),
    GAME_FIELD_INT_OF(T, dealer, uint8_t, 0, 3),
    GAME_FIELD_INT_OF(T, multiplier, uint8_t, 0, 4), /* 0 in a row not yet opened */
    GAME_FIELD_INT_OF(T, end, uint8_t, 0, QUINTO_END_CACHETTE),
    /* Past the last row, later hands are added into it: its units may pass 13. */
    GAME_FIELD_INT_OF(T, units, uint8_t, 0, UINT8_MAX),
    GAME_FIELD_INT_OF(T, quints, int16_t, INT16_MIN, INT16_MAX),
    GAME_FIELD_INT_OF(T, tricks, int16_t, INT16_MIN, INT16_MAX),
};
#undef T

static const GameSchema kHandSchema = {
    "QuintoHandRow", sizeof(QuintoHandRow), kHandFields, GAME_SCHEMA_COUNT(kHandFields), NULL, NULL};

#define T QuintoGameRow
static const GameField kGameFields[] = {
    GAME_FIELD_INT_OF(T, start, int16_t, INT16_MIN, INT16_MAX),
    GAME_FIELD_INT_OF(T, score, int16_t, INT16_MIN, INT16_MAX),
    GAME_FIELD_INDEX_OF(T, winner, uint8_t, 1),
    GAME_FIELD_INT_OF(T, firstHand, uint8_t, 0, QUINTO_HISTORY_MAX),
};
#undef T

static const GameSchema kGameSchema = {
    "QuintoGameRow", sizeof(QuintoGameRow), kGameFields, GAME_SCHEMA_COUNT(kGameFields), NULL, NULL};

#define T QuintoState
static const GameField kFields[] = {
    GAME_FIELD_MASK_OF(T, hand, uint64_t),
    GAME_FIELD_MASK_OF(T, cachette, uint64_t), /* empty in every view */
    GAME_FIELD_MASK_OF(T, played, uint64_t),
    GAME_FIELD_HOST_OF(T, seed), /* it deals every hand to come, and the cachette */
    GAME_FIELD_INT_OF(T, score, int32_t, INT32_MIN, INT32_MAX),
    GAME_FIELD_INT_OF(T, rubber, int32_t, INT32_MIN, INT32_MAX),
    GAME_FIELD_INT_OF(T, handNumber, uint16_t, 0, UINT16_MAX),
    GAME_FIELD_INT_OF(T, handQuints, int16_t, INT16_MIN, INT16_MAX),
    GAME_FIELD_INT_OF(T, lastQuints, int16_t, INT16_MIN, INT16_MAX),
    GAME_FIELD_INT_OF(T, cachetteQuints, int16_t, INT16_MIN, INT16_MAX),
    GAME_FIELD_INT_OF(T, variant, uint8_t, 0, QUINTO_VARIANT_COUNT - 1),
    GAME_FIELD_INT_OF(T, phase, uint8_t, 0, QUINTO_PHASE_OVER),
    /* A seat, QUINTO_PUBLIC_VIEW or QUINTO_FULL_VIEW; any other value sees no hand (Quinto_Sees). */
    GAME_FIELD_INT_OF(T, viewer, uint8_t, 0, 255),
    GAME_FIELD_INT_OF(T, dealer, uint8_t, 0, 3),
    GAME_FIELD_INDEX_OF(T, toAct, uint8_t, 3), /* none once the game is over */
    GAME_FIELD_INT_OF(T, leader, uint8_t, 0, 3),
    GAME_FIELD_INT_OF(T, multiplier, uint8_t, 1, 4),
    GAME_FIELD_INDEX_OF(T, doubledBy, uint8_t, 3),
    GAME_FIELD_INDEX_OF(T, redoubledBy, uint8_t, 3),
    GAME_FIELD_INT_OF(T, doublingTurns, uint8_t, 0, 4),
    GAME_FIELD_INT_OF(T, trickCount, uint8_t, 0, 3), /* a fourth card completes the trick at once */
    GAME_FIELD_INT_OF(T, tricksPlayed, uint8_t, 0, QUINTO_TRICKS),
    GAME_FIELD_INT_OF(T, units, uint8_t, 0, QUINTO_TRICKS + 1), /* the cachette counts one */
    GAME_FIELD_INT_OF(T, tie, uint8_t, 0, 1),
    GAME_FIELD_INT_OF(T, gameIndex, uint8_t, 0, QUINTO_GAMES_MAX - 1),
    GAME_FIELD_INT_OF(T, games, uint8_t, 0, 2),
    GAME_FIELD_INDEX_OF(T, winner, uint8_t, 1),
    GAME_FIELD_INT_OF(T, handCount, uint8_t, 0, QUINTO_HAND),
    GAME_FIELD_INT_OF(T, voids, uint8_t, 0, (1 << SUIT_COUNT) - 1),
    GAME_FIELD_CARD_OF(T, trick),
    GAME_FIELD_CARD_OF(T, lastTrick),
    GAME_FIELD_INDEX_OF(T, lastLeader, uint8_t, 3),
    GAME_FIELD_INDEX_OF(T, lastWinner, uint8_t, 3),
    GAME_FIELD_INDEX_OF(T, cachetteSide, uint8_t, 1),
    GAME_FIELD_INT_OF(T, historyCount, uint8_t, 1, QUINTO_HISTORY_MAX),
    GAME_FIELD_CARD_OF(T, lastCachette), /* turned over after the last trick: everyone saw it */
    GAME_FIELD_CARD_OF(T, cut),
    GAME_FIELD_STRUCT_N_OF(T, history, QuintoHandRow, kHandSchema, historyCount),
    GAME_FIELD_STRUCT_OF(T, gameRows, QuintoGameRow, kGameSchema),
};
#undef T

/* Quinto's masks are of its 53 cards: bit Card_Index52, Quint Royal (the Joker, "JK" here) bit 52. */
const GameSchema Quinto_Schema = {"QuintoState", sizeof(QuintoState), kFields, GAME_SCHEMA_COUNT(kFields),
                                  Quinto_CardAt, Quinto_Bit};
