/* bezique_rules.c: Bezique behind the shared game interface (GameRules). */
#include "bezique_local.h"

#include <stdio.h>

#define S(st) ((BeziqueState *)(st))
#define CS(st) ((const BeziqueState *)(st))

static GameStatus StatusOf(BeziqueWhy why)
{
    switch (why) {
    case BEZ_WHY_OK: return GAME_OK;
    case BEZ_WHY_OVER: return GAME_ERR_OVER;
    case BEZ_WHY_TURN: return GAME_ERR_TURN;
    case BEZ_WHY_VIEW: return GAME_ERR_VIEW;
    case BEZ_WHY_MALFORMED: return GAME_ERR_MALFORMED;
    default: return GAME_ERR_ILLEGAL;
    }
}

static GameStatus RulesInit(GameState *st, int variant, uint64_t seed)
{
    return Bezique_Init(S(st), variant, seed);
}

static int RulesToAct(const GameState *st)
{
    return Bezique_ToAct(CS(st));
}

static int RulesLegal(const GameState *st, int seat, GameAction *out, int max)
{
    return Bezique_Legal(CS(st), seat, out, max);
}

static GameStatus RulesCheck(const GameState *st, int seat, GameAction a)
{
    return StatusOf(Bezique_Check(CS(st), seat, a));
}

static GameStatus RulesApply(GameState *st, int seat, GameAction a)
{
    return StatusOf(Bezique_Apply(S(st), seat, a));
}

static size_t RulesWhyNot(const GameState *st, int seat, GameAction a, char *buf, size_t size)
{
    int n = snprintf(buf, size, "%s", Bezique_WhyNot(CS(st), seat, a));
    return n < 0 ? 0 : (size_t)n;
}

static void RulesView(const GameState *st, int seat, GameState *out)
{
    Bezique_View(CS(st), seat, S(out));
}

static bool RulesSample(const GameState *view, Rng *rng, GameState *out)
{
    return Bezique_Sample(CS(view), rng, S(out));
}

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

static uint64_t RulesHash(const GameState *st)
{
    return Bezique_Hash(CS(st));
}

static size_t RulesDescribe(const GameState *st, int seat, GameAction a, char *buf, size_t size)
{
    return Bezique_DescribeAction(CS(st), seat, a, buf, size);
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
    .init = RulesInit,
    .toAct = RulesToAct,
    .legal = RulesLegal,
    .check = RulesCheck,
    .apply = RulesApply,
    .whyNot = RulesWhyNot,
    .view = RulesView,
    .sample = RulesSample,
    .result = RulesResult,
    .hash = RulesHash,
    .formatAction = Bezique_FormatAction,
    .parseAction = Bezique_ParseAction,
    .describeAction = RulesDescribe,
    .variantOf = RulesVariantOf,
    .variantInfo = RulesVariantInfo,
    .seatName = RulesSeatName,
};
