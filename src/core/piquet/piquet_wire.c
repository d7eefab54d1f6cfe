/* piquet_wire.c: the fields of PiquetState and their ranges, for its text form (game_wire.h). */
#include "piquet_local.h"

#include "game/game_wire.h"

#define T PiquetCall
static const GameField kCallFields[] = {
    GAME_FIELD_INT_OF(T, made, uint8_t, 0, PIQ_CALL_ANSWERED),
    GAME_FIELD_INT_OF(T, count, uint8_t, 0, PIQ_HAND),
    GAME_FIELD_INT_OF(T, value, uint8_t, 0, 255),
    GAME_FIELD_INT_OF(T, suit, uint8_t, 0, SUIT_COUNT),
};
#undef T

static const GameSchema kCallSchema = {
    "PiquetCall", sizeof(PiquetCall), kCallFields, GAME_SCHEMA_COUNT(kCallFields), NULL, NULL};

#define T PiquetDealRecord
static const GameField kDealFields[] = {
    GAME_FIELD_INDEX_OF(T, dealer, uint8_t, 1),
    GAME_FIELD_INT_OF(T, multiplier, uint8_t, 0, 2),
    GAME_FIELD_INT_OF(T, complete, uint8_t, 0, 1),
    GAME_FIELD_INT2_OF(T, points, int16_t, INT16_MIN, INT16_MAX),
};
#undef T

static const GameSchema kDealSchema = {
    "PiquetDealRecord", sizeof(PiquetDealRecord), kDealFields, GAME_SCHEMA_COUNT(kDealFields), NULL, NULL};

#define T PiquetState
static const GameField kFields[] = {
    GAME_FIELD_INT_OF(T, variant, uint8_t, 0, PIQUET_VARIANT_COUNT - 1),
    GAME_FIELD_INT_OF(T, phase, uint8_t, 0, PIQ_PHASE_OVER),
    GAME_FIELD_INT_OF(T, viewer, uint8_t, 0, 255),
    GAME_FIELD_INDEX_OF(T, dealer, uint8_t, 1),
    GAME_FIELD_INDEX_OF(T, toAct, uint8_t, 1),
    GAME_FIELD_INDEX_OF(T, chooser, uint8_t, 1),
    GAME_FIELD_CARD_OF(T, cut),
    GAME_FIELD_INT_OF(T, rules, uint8_t, 1, PIQUET_RULES_REVISION),
    GAME_FIELD_INT_OF(T, deal, uint16_t, 0, UINT16_MAX),
    GAME_FIELD_INT_OF(T, game, uint16_t, 0, UINT16_MAX),
    GAME_FIELD_HOST_OF(T, seed),
    GAME_FIELD_MASK_OF(T, hand, PiquetMask),
    GAME_FIELD_MASK_OF(T, discard, PiquetMask),
    GAME_FIELD_MASK_OF(T, dealt, PiquetMask),
    GAME_FIELD_MASK_OF(T, played, PiquetMask),
    GAME_FIELD_MASK_OF(T, shown, PiquetMask),
    GAME_FIELD_INT_OF(T, handCount, uint8_t, 0, PIQ_CARDS),
    GAME_FIELD_INT_OF(T, discardCount, uint8_t, 0, PIQ_CARDS),
    GAME_FIELD_INDEX_OF(T, stock, uint8_t, PIQ_CARDS - 1),
    GAME_FIELD_INT_OF(T, stockPos, uint8_t, 0, PIQ_STOCK),
    GAME_FIELD_INT_OF(T, elderTook, uint8_t, 0, PIQ_STOCK),
    GAME_FIELD_INT_OF(T, dealerTook, uint8_t, 0, PIQ_STOCK),
    GAME_FIELD_INT_OF(T, exchanged, uint8_t, 0, 2),
    GAME_FIELD_INT_OF(T, looked, uint8_t, 0, 2),
    GAME_FIELD_INT_OF(T, carte, uint8_t, 0, 1),
    GAME_FIELD_INT_OF(T, carteShown, uint8_t, 0, 1),
    GAME_FIELD_INT_OF(T, item, uint8_t, 0, PIQ_ITEM_COUNT),
    GAME_FIELD_STRUCT2_OF(T, calls, PiquetCall, kCallSchema),
    GAME_FIELD_INT_OF(T, outcome, uint8_t, 0, PIQ_OUT_NONE),
    GAME_FIELD_MASK2_OF(T, scoredCards, PiquetMask),
    GAME_FIELD_INDEX_OF(T, leader, uint8_t, 1),
    GAME_FIELD_INT_OF(T, trickCount, uint8_t, 0, 2),
    GAME_FIELD_INT_OF(T, tricksDone, uint8_t, 0, PIQ_TRICKS),
    GAME_FIELD_INT_OF(T, tricksWon, uint8_t, 0, PIQ_TRICKS),
    GAME_FIELD_INDEX2_OF(T, trickCards, uint8_t, PIQ_CARDS - 1),
    GAME_FIELD_INDEX_OF(T, trickLeader, uint8_t, 1),
    GAME_FIELD_INDEX_OF(T, trickWinner, uint8_t, 1),
    GAME_FIELD_INT2_OF(T, points, int16_t, INT16_MIN, INT16_MAX),
    GAME_FIELD_INT_OF(T, dealScore, int16_t, INT16_MIN, INT16_MAX),
    GAME_FIELD_INT_OF(T, piqued, uint8_t, 0, 2),
    GAME_FIELD_INT_OF(T, total, int32_t, INT32_MIN, INT32_MAX),
    GAME_FIELD_INT_OF(T, gamesWon, uint8_t, 0, 255),
    GAME_FIELD_INDEX_OF(T, lastGameWinner, uint8_t, 1),
    GAME_FIELD_INT_OF(T, lastGameDouble, uint8_t, 0, 1),
    GAME_FIELD_INDEX_OF(T, winner, uint8_t, 1),
    GAME_FIELD_INT_OF(T, historyCount, uint8_t, 0, PIQ_HISTORY_MAX),
    GAME_FIELD_STRUCT_N_OF(T, history, PiquetDealRecord, kDealSchema, historyCount),
};
#undef T

static Card MaskCard(int bit)
{
    return bit >= 0 && bit < PIQ_CARDS ? Piquet_CardAt(bit) : CARD_NONE;
}

const GameSchema Piquet_Schema = {"PiquetState", sizeof(PiquetState), kFields, GAME_SCHEMA_COUNT(kFields),
                                  MaskCard,      Piquet_Index};
