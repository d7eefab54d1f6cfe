/* test_bridge_random.c: random legal rubbers of Bridge checked at every step (cards, legality, scores, views, replay). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bridge/bridge.h"
#include "game/game.h"

/*
 * Deals in all: 3,000 by default (the ordinary ctest run), or
 * BRIDGE_RANDOM_DEALS (bridge_soak sets 100,000). Rubbers are seeded 1, 2,
 * ... so a failure names a seed that `parlour-cli bridge replay` can be
 * pointed at after `bridge play --seed N --save`.
 */
static long DealsWanted(void)
{
    const char *env = getenv("BRIDGE_RANDOM_DEALS");
    long n = env != NULL ? atol(env) : 0;
    return n > 0 ? n : 3000;
}

static bool InList(const GameAction *list, int n, GameAction a)
{
    for (int i = 0; i < n; i++) {
        if (GameAction_Equal(list[i], a)) {
            return true;
        }
    }
    return false;
}

/* Every action of Bridge a seat could try: all calls and all 52 cards; whatever check() says must match legal(). */
static void CheckLegality(const BridgeState *st, int seat, const GameAction *legal, int n)
{
    static GameAction all[64];
    static int m = 0;
    if (m == 0) {
        for (int s = 0; s < BRIDGE_STRAIN_COUNT; s++) {
            all[m++] = Bridge_Declare(s);
        }
        all[m++] = Bridge_Leave();
        all[m++] = Bridge_Double();
        all[m++] = Bridge_Content();
        for (int i = 0; i < 52; i++) {
            all[m++] = Bridge_Play(Card_FromIndex52(i));
        }
    }
    /* The listed actions as a bit each: calls by index in all[], cards by their bit (the list is checked once). */
    uint64_t listedCalls = 0, listedCards = 0;
    for (int i = 0; i < n; i++) {
        if (legal[i].kind == BRIDGE_ACT_PLAY) {
            assert_true(legal[i].count == 1 && legal[i].choice == 0);
            listedCards |= Bridge_Bit(legal[i].cards[0]);
        } else {
            assert_true(InList(all, 8, legal[i]));
            for (int j = 0; j < 8; j++) {
                listedCalls |= GameAction_Equal(all[j], legal[i]) ? 1ULL << j : 0;
            }
        }
    }
    int accepted = 0;
    for (int i = 0; i < m; i++) {
        bool ok = Bridge_Check(st, seat, all[i]) == BRIDGE_WHY_OK;
        bool listed = i < 8 ? (listedCalls >> i & 1) != 0 : (listedCards & Bridge_Bit(all[i].cards[0])) != 0;
        if (ok != listed) {
            char text[GAME_ACTION_TEXT_MAX];
            Bridge_FormatAction(all[i], text, sizeof text);
            fail_msg("'%s' is %s by check() but %s listed", text, ok ? "accepted" : "refused", ok ? "not" : "");
        }
        accepted += ok;
    }
    assert_int_equal(accepted, n);
    /* Another seat may never act. */
    GameAction other[BRIDGE_MAX_ACTIONS];
    for (int p = 0; p < 4; p++) {
        if (p != seat) {
            assert_int_equal(Bridge_Legal(st, p, other, BRIDGE_MAX_ACTIONS), 0);
        }
    }
}

/* A view shows its seat's hand, the dummy once laid down, and of the others only the cards they have played. */
static void CheckView(const BridgeState *st, int seat, BridgeState *view, BridgeState *world, Rng *rng)
{
    Bridge_View(st, seat, view);
    assert_int_equal(view->seed, 0);
    for (int p = 0; p < 4; p++) {
        bool sees = p == seat || (p == Bridge_Dummy(st) && Bridge_DummyShown(st));
        if (sees) {
            assert_true(view->hand[p] == st->hand[p] && view->dealt[p] == st->dealt[p]);
        } else {
            assert_true(view->hand[p] == 0);
            assert_true(view->dealt[p] == (st->dealt[p] & ~st->hand[p]));
        }
    }
    /* The legal actions of a seat that sees its own cards are the same on its view. */
    if (Bridge_Controller(st, st->toAct) == seat && st->phase != BRIDGE_PHASE_OVER) {
        GameAction a[BRIDGE_MAX_ACTIONS], b[BRIDGE_MAX_ACTIONS];
        int n = Bridge_Legal(st, st->toAct, a, BRIDGE_MAX_ACTIONS);
        int m = Bridge_Legal(view, st->toAct, b, BRIDGE_MAX_ACTIONS);
        assert_int_equal(n, m);
        assert_memory_equal(a, b, (size_t)n * sizeof a[0]);
    }
    /* A sampled world agrees with everything the view shows and is a whole, valid state. */
    if (Rng_Below(rng, 4) == 0) {
        assert_true(Bridge_Sample(view, rng, world));
        char why[128];
        if (!Bridge_CheckInvariants(world, why, sizeof why)) {
            fail_msg("sampled world: %s", why);
        }
        for (int p = 0; p < 4; p++) {
            assert_true((world->dealt[p] & view->dealt[p]) == view->dealt[p]);
            assert_true((world->hand[p] & view->hand[p]) == view->hand[p]);
            for (int s = 0; s < 4; s++) {
                if (st->shownVoid[p] >> s & 1) {
                    assert_true((world->hand[p] & (0x1FFFULL << (13 * s))) == 0);
                }
            }
        }
    }
}

static void TestRandomRubbers(void **state)
{
    (void)state;
    long want = DealsWanted(), deals = 0, actions = 0;
    const GameRules *rules = &Bridge_Rules;
    BridgeState *st = malloc(sizeof *st), *view = malloc(sizeof *view), *world = malloc(sizeof *world);
    BridgeState *replayed = malloc(sizeof *replayed);
    int sideWins[2] = {0, 0};
    for (uint64_t seed = 1; deals < want; seed++) {
        Rng rng = Rng_Make(Rng_Mix(seed * 77));
        GameRecord rec;
        GameRecord_Init(&rec, rules, 0, seed);
        assert_int_equal(Bridge_Init(st, 0, seed), GAME_OK);
        int hands = 0;
        while (Bridge_ToAct(st) != GAME_NOBODY) {
            char why[128];
            if (!Bridge_CheckInvariants(st, why, sizeof why)) {
                fail_msg("seed %llu, action %d: %s", (unsigned long long)seed, rec.count, why);
            }
            int seat = Bridge_ToAct(st);
            GameAction legal[BRIDGE_MAX_ACTIONS];
            int n = Bridge_Legal(st, seat, legal, BRIDGE_MAX_ACTIONS);
            assert_true(n > 0);
            CheckLegality(st, seat, legal, n);
            if (Rng_Below(&rng, 3) == 0) { /* a third of the steps keeps the soak within its minute */
                CheckView(st, (int)Rng_Below(&rng, 4), view, world, &rng);
            }
            /* Declarations and doubles drawn with a slant, so rubbers see doubled and redoubled hands. */
            GameAction a = legal[Rng_Below(&rng, (uint64_t)n)];
            if (st->phase == BRIDGE_PHASE_DOUBLE && n == 2 && Rng_Below(&rng, 3) == 0) {
                a = Bridge_Double();
            }
            int before = st->rubber.count;
            uint64_t h = Bridge_Hash(st);
            /* A refused action leaves the state as it was. */
            assert_int_equal(Bridge_Apply(st, (seat + 1) & 3, a), BRIDGE_WHY_TURN);
            assert_int_equal(Bridge_Hash(st), h);
            assert_int_equal(Game_Play(rules, (GameState *)(void *)st, &rec, a), GAME_OK);
            actions++;
            if (st->rubber.count != before) {
                hands++;
                deals++;
            }
        }
        char why[128];
        if (!Bridge_CheckInvariants(st, why, sizeof why)) {
            fail_msg("seed %llu, the end: %s", (unsigned long long)seed, why);
        }
        GameResult r = rules->result((const GameState *)(void *)st);
        assert_true(r.over);
        BridgeSettlement s = BridgeRubber_Settle(&st->rubber);
        assert_int_equal(r.value, s.points);
        assert_int_equal(s.total[s.winner], st->rubber.total[s.winner] + BRIDGE_RUBBER_BONUS);
        assert_true(st->rubber.games[s.winner] == 2 && st->rubber.games[1 - s.winner] <= 1);
        assert_int_equal(st->rubber.count, hands);
        sideWins[s.winner]++;
        /* Replaying the record rebuilds the same state. */
        GameError err;
        assert_true(Game_Replay(&rec, -1, (GameState *)(void *)replayed, &err));
        assert_int_equal(Bridge_Hash(replayed), Bridge_Hash(st));
        GameRecord_Free(&rec);
    }
    printf("%ld deals, %ld actions; rubbers won: side 0 %d, side 1 %d\n", deals, actions, sideWins[0],
           sideWins[1]);
    free(st);
    free(view);
    free(world);
    free(replayed);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(TestRandomRubbers),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
