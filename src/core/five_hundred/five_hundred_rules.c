/* five_hundred_rules.c: Five Hundred behind the shared game interface (GameRules). */
#include "five_hundred_local.h"

#include <stdio.h>

#define S(st) ((FiveHundredState *)(st))
#define CS(st) ((const FiveHundredState *)(st))

static GameStatus StatusOf(FiveHundredWhy why)
{
    switch (why) {
    case FH_WHY_OK: return GAME_OK;
    case FH_WHY_OVER: return GAME_ERR_OVER;
    case FH_WHY_TURN: return GAME_ERR_TURN;
    case FH_WHY_VIEW: return GAME_ERR_VIEW;
    case FH_WHY_MALFORMED: return GAME_ERR_MALFORMED;
    default: return GAME_ERR_ILLEGAL;
    }
}

static GameStatus RulesInit(GameState *st, int variant, uint64_t seed)
{
    return FiveHundred_Init(S(st), variant, seed);
}

static int RulesToAct(const GameState *st)
{
    return FiveHundred_ToAct(CS(st));
}

static int RulesLegal(const GameState *st, int seat, GameAction *out, int max)
{
    return FiveHundred_Legal(CS(st), seat, out, max);
}

static GameStatus RulesCheck(const GameState *st, int seat, GameAction a)
{
    return StatusOf(FiveHundred_Check(CS(st), seat, a));
}

static GameStatus RulesApply(GameState *st, int seat, GameAction a)
{
    return StatusOf(FiveHundred_Apply(S(st), seat, a));
}

static size_t RulesWhyNot(const GameState *st, int seat, GameAction a, char *buf, size_t size)
{
    int n = snprintf(buf, size, "%s", FiveHundred_WhyText(FiveHundred_Check(CS(st), seat, a)));
    return n < 0 ? 0 : (size_t)n;
}

static void RulesView(const GameState *st, int seat, GameState *out)
{
    FiveHundred_View(CS(st), seat, S(out));
}

static bool RulesSample(const GameState *view, Rng *rng, GameState *out)
{
    return FiveHundred_Sample(CS(view), rng, S(out));
}

/* Scores by seat (partners share their side's); the winner is the lowest seat of the winning side. */
static GameResult RulesResult(const GameState *gs)
{
    const FiveHundredState *st = CS(gs);
    GameResult r = {false, GAME_NOBODY, {0}, 0};
    for (int p = 0; p < st->players; p++) {
        r.score[p] = FiveHundred_Net(st, SideOfSeat(st, p));
    }
    if (st->phase == FH_PHASE_OVER) {
        r.over = true;
        r.winner = st->winner;
        r.value = FiveHundred_Net(st, st->winner);
    }
    return r;
}

static uint64_t RulesHash(const GameState *st)
{
    return FiveHundred_Hash(CS(st));
}

static size_t RulesDescribe(const GameState *st, int seat, GameAction a, char *buf, size_t size)
{
    return FiveHundred_DescribeAction(CS(st), seat, a, buf, size);
}

static int RulesVariantOf(const GameState *st)
{
    return CS(st)->variant;
}

static const char *RulesVariantInfo(int variant)
{
    switch (variant) {
    case FH_THREE_HANDED: return "The book's game: three players each for himself, 33 cards with the Joker.";
    case FH_TWO_HANDED: return "Not in the 1909 book: two players; a third hand is dealt face down and never played.";
    case FH_FOUR_HANDED: return "Not in the 1909 book: partners sitting opposite, 43 cards (fives up, the red fours).";
    default: return NULL;
    }
}

static int RulesSeatsIn(int variant)
{
    return FiveHundred_Players(variant);
}

static int RulesSideOf(int variant, int seat)
{
    return FiveHundred_SideOf(variant, seat);
}

static const char *RulesSeatName(int variant, int seat)
{
    static const char *const three[3] = {"South", "West", "East"};
    static const char *const two[2] = {"South", "North"};
    static const char *const four[4] = {"South", "West", "North", "East"};
    switch (variant) {
    case FH_THREE_HANDED: return seat >= 0 && seat < 3 ? three[seat] : NULL;
    case FH_TWO_HANDED: return seat >= 0 && seat < 2 ? two[seat] : NULL;
    case FH_FOUR_HANDED: return seat >= 0 && seat < 4 ? four[seat] : NULL;
    default: return NULL;
    }
}

const GameRules FiveHundred_Rules = {
    .name = "five-hundred",
    .title = "Five Hundred",
    .seats = FH_MAX_SEATS,
    .stateSize = sizeof(FiveHundredState),
    .maxActions = FH_MAX_ACTIONS,
    .variantCount = FH_VARIANT_COUNT,
    .variantName = FiveHundred_VariantName,
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
    .formatAction = FiveHundred_FormatAction,
    .parseAction = FiveHundred_ParseAction,
    .describeAction = RulesDescribe,
    .variantOf = RulesVariantOf,
    .variantInfo = RulesVariantInfo,
    .seatsIn = RulesSeatsIn,
    .sideOf = RulesSideOf,
    .seatName = RulesSeatName,
};
