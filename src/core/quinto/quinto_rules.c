/* quinto_rules.c: Quinto and Dummy Quinto behind the shared game interface (GameRules). */
#include "quinto_local.h"

#include "game/game_rules_adapter.h"

#define CS(st) ((const QuintoState *)(const void *)(st))

GAME_RULES_ADAPTER(Quinto, QUINTO)

/* Every seat carries its side's points: the rubber's (or the game's) totals as settled; the value is the settlement. */
static GameResult RulesResult(const GameState *gs)
{
    const QuintoState *st = CS(gs);
    GameResult r = {false, GAME_NOBODY, {0}, 0};
    QuintoSettlement set;
    Quinto_Settle(st, &set);
    for (int p = 0; p < 4; p++) {
        r.score[p] = st->phase == QUINTO_PHASE_OVER ? set.total[p & 1] : st->rubber[p & 1] + st->score[p & 1];
    }
    if (st->phase == QUINTO_PHASE_OVER) {
        r.over = true;
        r.winner = st->winner; /* side 0's lowest seat is 0, side 1's is 1 */
        r.value = set.value;
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
    case QUINTO_FOUR: return "Four players, partners opposite; the first side to win two games of 250 wins the rubber.";
    case QUINTO_DUMMY: return "Three players: one plays Dummy's hand too, and gives his opponents 25 start.";
    default: return NULL;
    }
}

static int RulesSideOf(int variant, int seat)
{
    (void)variant;
    return Quinto_SideOf(seat);
}

static int RulesController(const GameState *st, int seat)
{
    return seat == GAME_NOBODY ? GAME_NOBODY : Quinto_Controller(CS(st), seat);
}

/* Dummy Quinto's Dummy is the Dummy-player's all game long (Quinto_Controller says the same in every state). */
static int RulesPlayedBy(int variant, int seat)
{
    return variant == QUINTO_DUMMY && seat == QUINTO_DUMMY_SEAT ? 0 : seat;
}

static const char *RulesSeatName(int variant, int seat)
{
    return Quinto_SeatName(variant, seat);
}

const GameRules Quinto_Rules = {
    .name = "quinto",
    .title = "Quinto",
    .seats = 4,
    .stateSize = sizeof(QuintoState),
    .maxActions = QUINTO_MAX_ACTIONS,
    .variantCount = QUINTO_VARIANT_COUNT,
    .variantName = Quinto_VariantName,
    GAME_RULES_ADAPTED,
    .result = RulesResult,
    .formatAction = Quinto_FormatAction,
    .parseAction = Quinto_ParseAction,
    .variantOf = RulesVariantOf,
    .variantInfo = RulesVariantInfo,
    .sideOf = RulesSideOf,
    .controller = RulesController,
    .seatName = RulesSeatName,
    .playedBy = RulesPlayedBy,
    .schema = &Quinto_Schema,
    .checkView = Quinto_CheckView,
    /*
     * No actionFor: every action is seen whole by every seat and a watcher.
     * The doubling is spoken aloud and every card is played face up to the
     * trick. The cachette is laid aside by the deal, not by an action, and
     * stays out of every view until it is turned over after the last trick.
     */
};
