/* bezique_rules.c: Bezique behind the shared game interface (GameRules). */
#include "bezique_local.h"

#include "game/game_rules_adapter.h"

#define CS(st) ((const BeziqueState *)(st))

GAME_RULES_ADAPTER(Bezique, BEZ)

static GameResult RulesResult(const GameState *gs)
{
    const BeziqueState *st = CS(gs);
    GameResult r = {false, GAME_NOBODY, {0}, 0};
    bool rubicon = st->variant == BEZIQUE_RUBICON;
    for (int p = 0; p < 2; p++) {
        r.score[p] = rubicon ? st->side[p].score : st->side[p].total;
    }
    if (st->phase != BEZ_PHASE_OVER) {
        return r;
    }
    r.over = true;
    r.winner = st->winner == 0xFF ? GAME_NOBODY : st->winner;
    if (rubicon) {
        BeziqueComputation comp;
        Bezique_ComputeGame(st, NULL, &comp);
        r.value = comp.value;
    } else if (r.winner != GAME_NOBODY) {
        r.value = r.score[r.winner] - r.score[1 - r.winner];
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
    case BEZIQUE_RUBICON: return "Four packs, nine cards each; every deal is a game, with a rubicon of 1,000.";
    case BEZIQUE_ORDINARY: return "Two packs, eight cards each; the game is played up to 1,000 over several deals.";
    default: return NULL;
    }
}

static const char *RulesSeatName(int variant, int seat)
{
    (void)variant;
    return seat == 0 ? "South" : seat == 1 ? "North" : NULL;
}

const GameRules Bezique_Rules = {
    .name = "bezique",
    .title = "Bezique",
    .seats = 2,
    .stateSize = sizeof(BeziqueState),
    .maxActions = BEZ_MAX_ACTIONS,
    .variantCount = BEZIQUE_VARIANT_COUNT,
    .variantName = Bezique_VariantName,
    GAME_RULES_ADAPTED,
    .result = RulesResult,
    .formatAction = Bezique_FormatAction,
    .parseAction = Bezique_ParseAction,
    .variantOf = RulesVariantOf,
    .variantInfo = RulesVariantInfo,
    .seatName = RulesSeatName,
    /* Every Bezique action is made face up (drawing is no action), so no actionFor. */
    .schema = &Bezique_Schema,
    .checkView = Bezique_CheckView,
};
