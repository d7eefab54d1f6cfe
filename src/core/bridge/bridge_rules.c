/* bridge_rules.c: who acts, what is legal, applying actions, and Bridge behind the shared GameRules table. */
#include "bridge_local.h"

#include "game/game_rules_adapter.h"

int Bridge_Dummy(const BridgeState *st)
{
    return Bridge_Partner(st->dealer);
}

bool Bridge_DummyShown(const BridgeState *st)
{
    /* Law 61: the dummy is laid face up as soon as the opening card is led. */
    return st->phase == BRIDGE_PHASE_PLAY && (st->tricksPlayed > 0 || st->trickCount > 0);
}

const char *Bridge_SeatName(int seat)
{
    static const char *const names[4] = {"South", "West", "North", "East"};
    return (seat >= 0 && seat < 4) ? names[seat] : "?";
}

int Bridge_ToAct(const BridgeState *st)
{
    return st->phase == BRIDGE_PHASE_OVER ? GAME_NOBODY : st->toAct;
}

int Bridge_Controller(const BridgeState *st, int seat)
{
    /* Law 62: the dealer plays the dummy's cards; the dummy speaks for himself before the play. */
    if (st->phase == BRIDGE_PHASE_PLAY && seat == Bridge_Dummy(st)) {
        return st->dealer;
    }
    return seat;
}

GameAction Bridge_Declare(int strain)
{
    return (GameAction){.kind = BRIDGE_ACT_DECLARE, .count = 0, .choice = (uint16_t)strain};
}

GameAction Bridge_Leave(void)
{
    return (GameAction){.kind = BRIDGE_ACT_LEAVE};
}

GameAction Bridge_Double(void)
{
    return (GameAction){.kind = BRIDGE_ACT_DOUBLE};
}

GameAction Bridge_Content(void)
{
    return (GameAction){.kind = BRIDGE_ACT_CONTENT};
}

GameAction Bridge_Play(Card c)
{
    return (GameAction){.kind = BRIDGE_ACT_PLAY, .count = 1, .cards = {c}};
}

BridgeWhy Bridge_Check(const BridgeState *st, int seat, GameAction a)
{
    if (a.kind == BRIDGE_ACT_NONE || a.kind >= BRIDGE_ACT_COUNT || seat < 0 || seat > 3) {
        return BRIDGE_WHY_MALFORMED;
    }
    if (st->phase == BRIDGE_PHASE_OVER) {
        return BRIDGE_WHY_OVER;
    }
    if (seat != st->toAct) {
        return BRIDGE_WHY_TURN;
    }
    BridgeWhy why = a.kind == BRIDGE_ACT_PLAY ? BridgePlay_Check(st, seat, a) : BridgeDeclare_Check(st, seat, a);
    if (why == BRIDGE_WHY_OK && st->viewer != BRIDGE_FULL_VIEW) {
        return BRIDGE_WHY_VIEW;
    }
    return why;
}

BridgeWhy Bridge_Apply(BridgeState *st, int seat, GameAction a)
{
    BridgeWhy why = Bridge_Check(st, seat, a);
    if (why != BRIDGE_WHY_OK) {
        return why;
    }
    if (a.kind == BRIDGE_ACT_PLAY) {
        BridgePlay_Apply(st, seat, a);
    } else {
        BridgeDeclare_Apply(st, seat, a);
    }
    return BRIDGE_WHY_OK;
}

int Bridge_Legal(const BridgeState *st, int seat, GameAction *out, int max)
{
    if (st->phase == BRIDGE_PHASE_OVER || seat != st->toAct || max <= 0) {
        return 0;
    }
    return st->phase == BRIDGE_PHASE_PLAY ? BridgePlay_Legal(st, seat, out, max)
                                          : BridgeDeclare_Legal(st, seat, out, max);
}

const char *Bridge_WhyText(BridgeWhy why)
{
    static const char *const texts[BRIDGE_WHY_COUNT] = {
        "",
        "The rubber is over.",
        "It is not this player's turn.",
        "A view of the table cannot be played on.",
        "That is not an action of Bridge.",
        "The declaration has been made.",
        "The dealer has left the declaration to you: you must name trumps or No trumps.",
        "There is nothing to double now.",
        "One more double would raise the value of a trick above 100.",
        "The play has not begun.",
        "That card is not in the hand.",
        "You must follow suit.",
    };
    return (why >= 0 && why < BRIDGE_WHY_COUNT) ? texts[why] : "?";
}

#define CS(st) ((const BridgeState *)(const void *)(st))

GAME_RULES_ADAPTER(Bridge, BRIDGE)

static const char *RulesVariantName(int variant)
{
    return variant == 0 ? "rubber" : NULL;
}

static GameResult RulesResult(const GameState *gs)
{
    const BridgeState *st = CS(gs);
    GameResult r = {false, GAME_NOBODY, {0}, 0};
    BridgeSettlement s = BridgeRubber_Settle(&st->rubber);
    for (int p = 0; p < 4; p++) {
        r.score[p] = s.total[Bridge_SideOf(p)];
    }
    if (st->phase == BRIDGE_PHASE_OVER && s.winner >= 0) {
        r.over = true;
        r.winner = s.winner; /* the lowest seat of the side: 0 or 1 */
        r.value = s.points;
    }
    return r;
}

static int RulesVariantOf(const GameState *st)
{
    (void)st;
    return 0;
}

static const char *RulesVariantInfo(int variant)
{
    return variant == 0 ? "A rubber of the best of three games of 30; the dealer declares, his partner is dummy."
                        : NULL;
}

static int RulesSideOf(int variant, int seat)
{
    (void)variant;
    return Bridge_SideOf(seat);
}

static int RulesController(const GameState *st, int seat)
{
    return Bridge_Controller(CS(st), seat);
}

static const char *RulesSeatName(int variant, int seat)
{
    (void)variant;
    return Bridge_SeatName(seat);
}

static GameStatus RulesInitRevision(GameState *st, int variant, uint64_t seed, int revision)
{
    return Bridge_InitRevision((BridgeState *)(void *)st, variant, seed, revision);
}

const GameRules Bridge_Rules = {
    .name = "bridge",
    .title = "Bridge",
    .seats = 4,
    .stateSize = sizeof(BridgeState),
    .maxActions = BRIDGE_MAX_ACTIONS,
    .variantCount = 1,
    .variantName = RulesVariantName,
    GAME_RULES_ADAPTED,
    .result = RulesResult,
    .formatAction = Bridge_FormatAction,
    .parseAction = Bridge_ParseAction,
    .variantOf = RulesVariantOf,
    .variantInfo = RulesVariantInfo,
    .sideOf = RulesSideOf,
    .controller = RulesController,
    .seatName = RulesSeatName,
    .revision = BRIDGE_RULES_REVISION,
    .initRevision = RulesInitRevision,
    .schema = &Bridge_Schema,
    .checkView = Bridge_CheckView,
    /*
     * No actionFor: every action is seen whole by every seat and a watcher.
     * The declaration and the doubling are spoken aloud and every card is
     * played face up to the trick; nothing is discarded or laid aside.
     */
};
