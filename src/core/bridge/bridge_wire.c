/* bridge_wire.c: the fields of BridgeState and their ranges, for its text form (game_wire.h). */
#include "bridge_local.h"

#include "game/game_wire.h"

/*
 * Ranges are what the rules can produce, so that a view from another device
 * indexes nothing out of bounds: seats 0..3 (none, 0xFF, only where the rules
 * leave one empty), strains 0..4 (kTrickValue, the names), honours below
 * BRIDGE_HONOURS_COUNT (kHonoursFactor), at most 5 doublings (spades: 2 << 5
 * is the last value within 100), counts within 13 tricks and 96 hands.
 */

#define T BridgeHand
static const GameField kHandFields[] = {
    GAME_FIELD_INT_OF(T, dealer, uint8_t, 0, 3),
    GAME_FIELD_INT_OF(T, strain, uint8_t, 0, BRIDGE_STRAIN_COUNT - 1),
    GAME_FIELD_INT_OF(T, doublings, uint8_t, 0, 5),
    GAME_FIELD_INT_OF(T, leftToPartner, uint8_t, 0, 1),
    GAME_FIELD_INT_OF(T, tricks, uint8_t, 0, BRIDGE_TRICKS),
    GAME_FIELD_INT_OF(T, honoursSide, int8_t, -1, 1),
    GAME_FIELD_INT_OF(T, honours, uint8_t, 0, BRIDGE_HONOURS_COUNT - 1),
    GAME_FIELD_INT_OF(T, chicane, uint8_t, 0, 2),
    GAME_FIELD_INT_OF(T, game, uint8_t, 0, 2),
    GAME_FIELD_INT_OF(T, gameWon, int8_t, -1, 1),
    GAME_FIELD_INT_OF(T, below, int16_t, INT16_MIN, INT16_MAX),
    GAME_FIELD_INT_OF(T, honourPoints, int16_t, INT16_MIN, INT16_MAX),
    GAME_FIELD_INT_OF(T, chicanePoints, int16_t, INT16_MIN, INT16_MAX),
    GAME_FIELD_INT_OF(T, slamPoints, int16_t, INT16_MIN, INT16_MAX),
};
#undef T

static const GameSchema kHandSchema = {
    "BridgeHand", sizeof(BridgeHand), kHandFields, GAME_SCHEMA_COUNT(kHandFields), NULL, NULL};

#define T BridgeRubber
static const GameField kRubberFields[] = {
    GAME_FIELD_INT_OF(T, games, uint8_t, 0, 2),
    GAME_FIELD_INT_OF(T, game, uint8_t, 0, 2),
    GAME_FIELD_INT_OF(T, over, uint8_t, 0, 1),
    GAME_FIELD_INT_OF(T, winner, int8_t, -1, 1),
    GAME_FIELD_INT_OF(T, count, uint8_t, 0, BRIDGE_HISTORY_MAX),
    GAME_FIELD_INT_OF(T, belowGame, int16_t, INT16_MIN, INT16_MAX),
    GAME_FIELD_INT_OF(T, total, int32_t, INT32_MIN, INT32_MAX),
    GAME_FIELD_STRUCT_N_OF(T, hands, BridgeHand, kHandSchema, count),
};
#undef T

static const GameSchema kRubberSchema = {
    "BridgeRubber", sizeof(BridgeRubber), kRubberFields, GAME_SCHEMA_COUNT(kRubberFields), NULL, NULL};

#define T BridgeState
static const GameField kFields[] = {
    GAME_FIELD_HOST_OF(T, seed), /* it deals every hand of the rubber */
    GAME_FIELD_MASK_OF(T, hand, uint64_t),
    GAME_FIELD_MASK_OF(T, dealt, uint64_t),
    GAME_FIELD_INT_OF(T, phase, uint8_t, 0, BRIDGE_PHASE_OVER),
    /* A seat, BRIDGE_PUBLIC_VIEW or BRIDGE_FULL_VIEW; any other value sees no hand but the dummy. */
    GAME_FIELD_INT_OF(T, viewer, uint8_t, 0, 255),
    GAME_FIELD_INT_OF(T, dealer, uint8_t, 0, 3),
    GAME_FIELD_INDEX_OF(T, toAct, uint8_t, 3), /* none once the rubber is over */
    GAME_FIELD_INT_OF(T, strain, uint8_t, 0, BRIDGE_STRAIN_COUNT - 1),
    GAME_FIELD_INT_OF(T, declaredBy, uint8_t, 0, 3),
    GAME_FIELD_INT_OF(T, doublings, uint8_t, 0, 5),
    GAME_FIELD_INT_OF(T, doubleSide, uint8_t, 0, 1),
    GAME_FIELD_INT_OF(T, doubleStep, uint8_t, 0, 1),
    GAME_FIELD_INT_OF(T, lastDoubler, uint8_t, 0, 3),
    GAME_FIELD_INT_OF(T, leader, uint8_t, 0, 3),
    GAME_FIELD_INT_OF(T, trickCount, uint8_t, 0, 3), /* a fourth card turns the trick at once */
    GAME_FIELD_CARD_OF(T, trick),
    GAME_FIELD_CARD_OF(T, lastTrick),
    GAME_FIELD_INDEX_OF(T, lastLeader, uint8_t, 3),
    GAME_FIELD_INDEX_OF(T, lastWinner, uint8_t, 3),
    GAME_FIELD_INT_OF(T, tricks, uint8_t, 0, BRIDGE_TRICKS),
    GAME_FIELD_INT_OF(T, tricksPlayed, uint8_t, 0, BRIDGE_TRICKS),
    GAME_FIELD_INT_OF(T, shownVoid, uint8_t, 0, (1 << SUIT_COUNT) - 1),
    GAME_FIELD_CARD_OF(T, cut),
    GAME_FIELD_CARD_OF(T, recut),
    GAME_FIELD_INT_OF(T, recuts, uint8_t, 0, 255),
    GAME_FIELD_INT_OF(T, rules, uint8_t, 1, BRIDGE_RULES_REVISION),
    GAME_FIELD_INT_OF(T, deal, uint16_t, 0, UINT16_MAX),
    GAME_FIELD_INT_OF(T, callCount, uint8_t, 0, BRIDGE_CALLS_MAX),
    /* seat | kind << 2 | detail << 5: every byte reads as a seat, a kind and a detail (Bridge_CallWords). */
    GAME_FIELD_INT_N_OF(T, calls, uint8_t, 0, 255, callCount),
    GAME_FIELD_STRUCT_OF(T, rubber, BridgeRubber, kRubberSchema),
};
#undef T

/* Bridge's masks are of the 52 cards, bit Card_Index52. */
const GameSchema Bridge_Schema = {"BridgeState",    sizeof(BridgeState), kFields, GAME_SCHEMA_COUNT(kFields),
                                  Card_FromIndex52, Card_Index52};
