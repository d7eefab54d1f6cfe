/* test_bridge_dd_missing.c: without DDS (a library name that does not exist) Bridge fails with a message, not a crash. */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "bridge/bridge.h"
#include "bridge/bridge_dd.h"
#include "game/game.h"
#include "game/game_ai.h"

#define MISSING "libparlour-no-such-dds.so.0"

/* The message names the solver, the reason (dlerror names the file) and the remedy. */
static void AssertMessage(const char *err)
{
    assert_non_null(strstr(err, "Bridge's double-dummy solver (libdds) could not be loaded: "));
    assert_non_null(strstr(err, MISSING));
    assert_non_null(strstr(err, "install libdds2.9.0 / run scripts/setup.sh"));
}

static void TestEveryCallFailsWithTheMessage(void **state)
{
    (void)state;
    BridgeState st;
    Bridge_Init(&st, 0, 7);
    char err[BRIDGE_DD_ERR_MAX] = "";
    assert_false(BridgeDd_Load(err, sizeof err));
    AssertMessage(err);

    BridgeDdTable t;
    err[0] = '\0';
    assert_false(BridgeDd_Table(st.hand, &t, err, sizeof err));
    AssertMessage(err);

    int tricks = -1;
    err[0] = '\0';
    assert_false(BridgeDd_Contract(st.hand, BRIDGE_HEARTS, 0, &tricks, err, sizeof err));
    AssertMessage(err);

    BridgeDdPosition pos;
    memset(&pos, 0, sizeof pos);
    memcpy(pos.hands, st.hand, sizeof pos.hands);
    BridgeDdCards cards;
    err[0] = '\0';
    assert_false(BridgeDd_Cards(&pos, &cards, err, sizeof err));
    AssertMessage(err);
    assert_int_equal(cards.count, 0);
    err[0] = '\0';
    assert_false(BridgeDd_Tricks(&pos, &tricks, err, sizeof err));
    AssertMessage(err);
    assert_false(BridgeDd_Tricks(&pos, &tricks, NULL, 0)); /* callers that want no text */
}

/* The strong computer player still chooses a legal call and card (by the generic search) without the solver. */
static void TestStrongPlayerPlaysOn(void **state)
{
    (void)state;
    BridgeState st;
    Bridge_Init(&st, 0, 11);
    int cards = 0;
    for (int i = 0; i < 60 && cards < 4 && st.phase != BRIDGE_PHASE_OVER; i++) {
        int seat = Bridge_ToAct(&st);
        GameAction a;
        memset(&a, 0, sizeof a);
        assert_true(GameAi_Choose(&Bridge_Rules, (const GameState *)(const void *)&st, seat, GAME_AI_STRONG, 5, &a));
        assert_int_equal(Bridge_Check(&st, seat, a), BRIDGE_WHY_OK);
        cards += st.phase == BRIDGE_PHASE_PLAY;
        assert_int_equal(Bridge_Apply(&st, seat, a), BRIDGE_WHY_OK);
    }
    assert_int_equal(cards, 4); /* the strain was named, the doubling settled and a trick played */
}

int main(void)
{
    /* Before the first call: the library is looked for once per process. */
    setenv("PARLOUR_DDS_LIBRARY", MISSING, 1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(TestEveryCallFailsWithTheMessage),
        cmocka_unit_test(TestStrongPlayerPlaysOn),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
