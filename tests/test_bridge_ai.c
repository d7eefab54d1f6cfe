/* test_bridge_ai.c: the Bridge computer players: legal, deterministic, honest, and sensible where play is clear. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "bridge/bridge.h"
#include "bridge/bridge_ai.h"
#include "bridge_test_deal.h"
#include "game/game.h"
#include "game/game_ai.h"

static GameAction Choose(const BridgeState *st, GameAiLevel level, uint64_t seed)
{
    GameAction a;
    memset(&a, 0, sizeof a);
    assert_true(GameAi_Choose(&Bridge_Rules, (const GameState *)(const void *)st, Bridge_ToAct(st), level, seed, &a));
    assert_int_equal(Bridge_Check(st, Bridge_ToAct(st), a), BRIDGE_WHY_OK);
    return a;
}

/*
 * Honesty: two deals that differ only in cards the seat to act cannot see
 * (West's and East's hands swapped, South to declare) get the same choice
 * from every level, for the same seed.
 */
static void TestHonestAndDeterministic(void **state)
{
    (void)state;
    BridgeState a, b;
    Bridge_Init(&a, 0, 31);
    uint64_t hands[4];
    memcpy(hands, a.hand, sizeof hands);
    assert_true(Bridge_SetHands(&a, 0, hands));
    uint64_t swapped[4] = {hands[0], hands[3], hands[2], hands[1]};
    memcpy(&b, &a, sizeof b);
    assert_true(Bridge_SetHands(&b, 0, swapped));
    for (int level = 0; level < GAME_AI_LEVEL_COUNT; level++) {
        GameAction x = Choose(&a, (GameAiLevel)level, 5), y = Choose(&b, (GameAiLevel)level, 5);
        assert_true(GameAction_Equal(x, y));
        GameAction z = Choose(&a, (GameAiLevel)level, 5);
        assert_true(GameAction_Equal(x, z));
    }
}

/* A dealer with eight top hearts and the other aces declares hearts or No trumps, at every level. */
static void TestDeclaresAStrongSuit(void **state)
{
    (void)state;
    const char *given[4] = {"AH KH QH JH 10H 9H 8H 7H AS AD AC", NULL, NULL, NULL};
    uint64_t hands[4];
    assert_true(TestDeal(hands, given, NULL, -1));
    BridgeState st;
    Bridge_Init(&st, 0, 4);
    assert_true(Bridge_SetHands(&st, 0, hands));
    for (int level = 0; level < GAME_AI_LEVEL_COUNT; level++) {
        GameAction a = Choose(&st, (GameAiLevel)level, 9);
        assert_int_equal(a.kind, BRIDGE_ACT_DECLARE);
        assert_true(a.choice == BRIDGE_HEARTS || a.choice == BRIDGE_NO_TRUMPS);
    }
    /* West, to double a contract South must make with ease: STRONG is content. */
    assert_int_equal(Bridge_Apply(&st, 0, Bridge_Declare(BRIDGE_HEARTS)), BRIDGE_WHY_OK);
    GameAction a = Choose(&st, GAME_AI_STRONG, 3);
    assert_int_equal(a.kind, BRIDGE_ACT_CONTENT);
}

/* STRONG, declarer in the last tricks with everything known, takes every trick double dummy allows. */
static void TestStrongPlaysTheDummy(void **state)
{
    (void)state;
    BridgeState st;
    Bridge_Init(&st, 0, 77);
    assert_int_equal(Bridge_Apply(&st, st.dealer, Bridge_Declare(BRIDGE_NO_TRUMPS)), BRIDGE_WHY_OK);
    assert_int_equal(Bridge_Apply(&st, st.toAct, Bridge_Content()), BRIDGE_WHY_OK);
    assert_int_equal(Bridge_Apply(&st, st.toAct, Bridge_Content()), BRIDGE_WHY_OK);
    int dummy = Bridge_Dummy(&st), plays = 0;
    /* Every seat strong for a whole hand: each choice legal, the dummy's chosen by the dealer. */
    while (st.rubber.count == 0) {
        int seat = Bridge_ToAct(&st);
        GameAction a = Choose(&st, GAME_AI_STRONG, (uint64_t)plays);
        plays += seat == dummy;
        assert_int_equal(Bridge_Apply(&st, seat, a), BRIDGE_WHY_OK);
    }
    assert_int_equal(plays, 13);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(TestHonestAndDeterministic),
        cmocka_unit_test(TestDeclaresAStrongSuit),
        cmocka_unit_test(TestStrongPlaysTheDummy),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
