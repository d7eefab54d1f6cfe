/* piquet_rules.c: Piquet behind the shared game interface (GameRules). */
#include "piquet_local.h"

#include <stdio.h>

#define S(st) ((PiquetState *)(st))
#define CS(st) ((const PiquetState *)(st))

static GameStatus StatusOf(PiquetWhy why)
{
    switch (why) {
    case PIQ_WHY_OK: return GAME_OK;
    case PIQ_WHY_OVER: return GAME_ERR_OVER;
    case PIQ_WHY_TURN: return GAME_ERR_TURN;
    case PIQ_WHY_VIEW: return GAME_ERR_VIEW;
    case PIQ_WHY_MALFORMED: return GAME_ERR_MALFORMED;
    default: return GAME_ERR_ILLEGAL;
    }
}

static GameStatus RulesInit(GameState *st, int variant, uint64_t seed)
{
    return Piquet_Init(S(st), variant, seed);
}

static int RulesToAct(const GameState *st)
{
    return Piquet_ToAct(CS(st));
}

static int RulesLegal(const GameState *st, int seat, GameAction *out, int max)
{
    return Piquet_Legal(CS(st), seat, out, max);
}

static GameStatus RulesCheck(const GameState *st, int seat, GameAction a)
{
    return StatusOf(Piquet_Check(CS(st), seat, a));
}

static GameStatus RulesApply(GameState *st, int seat, GameAction a)
{
    return StatusOf(Piquet_Apply(S(st), seat, a));
}

static size_t RulesWhyNot(const GameState *st, int seat, GameAction a, char *buf, size_t size)
{
    int n = snprintf(buf, size, "%s", Piquet_WhyText(Piquet_Check(CS(st), seat, a)));
    return n < 0 ? 0 : (size_t)n;
}

static void RulesView(const GameState *st, int seat, GameState *out)
{
    Piquet_View(CS(st), seat, S(out));
}

static bool RulesSample(const GameState *view, Rng *rng, GameState *out)
{
    return Piquet_Sample(CS(view), rng, S(out));
}

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

static uint64_t RulesHash(const GameState *st)
{
    return Piquet_Hash(CS(st));
}

static size_t RulesDescribe(const GameState *st, int seat, GameAction a, char *buf, size_t size)
{
    return Piquet_DescribeAction(CS(st), seat, a, buf, size);
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

const GameRules Piquet_Rules = {
    .name = "piquet",
    .title = "Piquet",
    .seats = 2,
    .stateSize = sizeof(PiquetState),
    .maxActions = PIQ_MAX_ACTIONS,
    .variantCount = PIQUET_VARIANT_COUNT,
    .variantName = Piquet_VariantName,
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
    .formatAction = Piquet_FormatAction,
    .parseAction = Piquet_ParseAction,
    .describeAction = RulesDescribe,
    .variantOf = RulesVariantOf,
    .variantInfo = RulesVariantInfo,
    .seatName = RulesSeatName,
};
