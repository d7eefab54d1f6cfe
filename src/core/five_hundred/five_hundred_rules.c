/* five_hundred_rules.c: Five Hundred behind the shared game interface (GameRules). */
#include "five_hundred_local.h"

#include "game/game_rules_adapter.h"

#define CS(st) ((const FiveHundredState *)(st))

GAME_RULES_ADAPTER(FiveHundred, FH)

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

static GameAction RulesActionFor(const GameState *st, int seat, GameAction a, int viewer)
{
    return FiveHundred_ActionFor(CS(st), seat, a, viewer);
}

const GameRules FiveHundred_Rules = {
    .name = "five-hundred",
    .title = "Five Hundred",
    .seats = FH_MAX_SEATS,
    .stateSize = sizeof(FiveHundredState),
    .maxActions = FH_MAX_ACTIONS,
    .variantCount = FH_VARIANT_COUNT,
    .variantName = FiveHundred_VariantName,
    GAME_RULES_ADAPTED,
    .result = RulesResult,
    .formatAction = FiveHundred_FormatAction,
    .parseAction = FiveHundred_ParseAction,
    .variantOf = RulesVariantOf,
    .variantInfo = RulesVariantInfo,
    .seatsIn = RulesSeatsIn,
    .sideOf = RulesSideOf,
    .seatName = RulesSeatName,
    .schema = &FiveHundred_Schema,
    .checkView = FiveHundred_CheckView,
    .actionFor = RulesActionFor,
};
