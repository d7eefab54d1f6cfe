/* piquet_rules.c: Piquet behind the shared game interface (GameRules). */
#include "piquet_local.h"

#include "game/game_rules_adapter.h"

#define CS(st) ((const PiquetState *)(st))

GAME_RULES_ADAPTER(Piquet, PIQ)

static GameResult RulesResult(const GameState *gs)
{
    const PiquetState *st = CS(gs);
    GameResult r = {false, GAME_NOBODY, {0}, 0};
    bool five = st->variant == PIQUET_CENT_FIVE;
    for (int p = 0; p < 2; p++) {
        r.score[p] = five ? st->gamesWon[p] : st->total[p];
    }
    if (st->phase != PIQ_PHASE_OVER) {
        return r;
    }
    r.over = true;
    r.winner = st->winner == PIQ_NOBODY ? GAME_NOBODY : st->winner;
    if (st->variant == PIQUET_RUBICON || st->variant == PIQUET_FOUR_DEAL) {
        PiquetSettlement s;
        Piquet_Settle(st->total[0], st->total[1], NULL, &s);
        r.value = s.value;
    } else if (st->variant == PIQUET_CENT) {
        r.value = st->lastGameDouble ? 2 : 1;
    } else if (r.winner != GAME_NOBODY) {
        r.value = st->gamesWon[r.winner];
    }
    return r;
}

static int RulesVariantOf(const GameState *st)
{
    return CS(st)->variant;
}

static const char *RulesVariantInfo(int variant)
{
    switch (variant) {
    case PIQUET_RUBICON: return "The Rubicon partie: six deals; under 100 at the end, the loser is rubiconed.";
    case PIQUET_FOUR_DEAL: return "A partie of four deals; the first and the last count double.";
    case PIQUET_CENT: return "Piquet au cent: one game of 100 up; under 50 when it ends, the loser loses double.";
    case PIQUET_CENT_FIVE: return "Piquet au cent, the best of five games; a double game counts two.";
    default: return NULL;
    }
}

static const char *RulesSeatName(int variant, int seat)
{
    (void)variant;
    return seat == 0 ? "South" : seat == 1 ? "North" : NULL;
}

static GameStatus RulesInitRevision(GameState *st, int variant, uint64_t seed, int revision)
{
    return Piquet_InitRevision((PiquetState *)(void *)st, variant, seed, revision);
}

static GameAction RulesActionFor(const GameState *st, int seat, GameAction a, int viewer)
{
    return Piquet_ActionFor((const PiquetState *)(const void *)st, seat, a, viewer);
}

const GameRules Piquet_Rules = {
    .name = "piquet",
    .title = "Piquet",
    .seats = 2,
    .stateSize = sizeof(PiquetState),
    .maxActions = PIQ_MAX_ACTIONS,
    .variantCount = PIQUET_VARIANT_COUNT,
    .variantName = Piquet_VariantName,
    GAME_RULES_ADAPTED,
    .result = RulesResult,
    .formatAction = Piquet_FormatAction,
    .parseAction = Piquet_ParseAction,
    .variantOf = RulesVariantOf,
    .variantInfo = RulesVariantInfo,
    .seatName = RulesSeatName,
    .revision = PIQUET_RULES_REVISION,
    .initRevision = RulesInitRevision,
    .schema = &Piquet_Schema,
    .checkView = Piquet_CheckView,
    .actionFor = RulesActionFor,
};
