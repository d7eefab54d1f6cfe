/* test_quinto_ai.c: Quinto's computer players: honest, deterministic, the book's advice, a partner playing for the side. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "game/game.h"
#include "game/game_ai.h"
#include "quinto/quinto.h"
#include "quinto/quinto_ai.h"

#define GS(st) ((const GameState *)(const void *)(st))

static Card C(const char *text)
{
    Card c;
    assert_int_equal(Quinto_ParseCards(text, &c, 1, NULL), 1);
    return c;
}

static void Setup(QuintoState *st, int variant, int leader, const char *const hands[4], const char *cachette)
{
    QuintoSetup s;
    memset(&s, 0, sizeof s);
    s.variant = variant;
    s.dealer = (leader + 3) % 4;
    s.leader = leader;
    s.multiplier = 1;
    for (int p = 0; p < 4; p++) {
        s.count = Quinto_ParseCards(hands[p], s.hands[p], QUINTO_HAND, NULL);
        assert_true(s.count > 0);
    }
    s.units[0] = QUINTO_HAND - s.count;
    assert_int_equal(Quinto_ParseCards(cachette, s.cachette, QUINTO_CACHETTE, NULL), QUINTO_CACHETTE);
    assert_true(Quinto_Setup(st, &s));
}

static void test_policy_registered(void **state)
{
    (void)state;
    const GameAiPolicy *p = GameAi_FindPolicy("quinto");
    assert_non_null(p);
    assert_non_null(p->rate);
    assert_non_null(p->evaluate);
    assert_non_null(p->stop);
    assert_non_null(p->solve);
    /* Quinto's own search takes STRONG only; the shared search keeps the other levels. */
    assert_true(p->choose == QuintoAi_Choose);
    QuintoState st;
    Quinto_Init(&st, QUINTO_FOUR, 5);
    QuintoState view;
    int seat = Quinto_ToAct(&st);
    Quinto_View(&st, seat, &view);
    GameAction a;
    assert_false(QuintoAi_Choose(GS(&view), seat, GAME_AI_EASY, 1, &a));
    assert_false(QuintoAi_Choose(GS(&view), seat, GAME_AI_MEDIUM, 1, &a));
    assert_true(QuintoAi_Choose(GS(&view), seat, GAME_AI_STRONG, 1, &a));
    assert_int_equal(Quinto_Check(&st, seat, a), QUINTO_WHY_OK);
}

/* The computer reads only its view: two deals that differ only in cards it cannot see give the same move. */
static void test_honest(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        QuintoState a;
        Quinto_Init(&a, QUINTO_FOUR, seed);
        /* Play into the hand a little so the trick and voids matter. */
        Rng rng = Rng_Make(seed);
        Game_PlayRandom(&Quinto_Rules, (GameState *)(void *)&a, NULL, &rng, 4 + (int)(seed % 4) * 3);
        int seat = Quinto_ToAct(&a);
        QuintoState b = a;
        /* Swap the two hands the seat cannot see whose counts agree, and the cachette with part of one. */
        int o1 = (seat + 1) % 4, o3 = (seat + 3) % 4;
        if (b.handCount[o1] == b.handCount[o3] && b.voids[o1] == 0 && b.voids[o3] == 0) {
            uint64_t t = b.hand[o1];
            b.hand[o1] = b.hand[o3];
            b.hand[o3] = t;
        }
        b.seed ^= 0x5555;
        for (int level = 0; level < GAME_AI_LEVEL_COUNT; level++) {
            GameAction x, y;
            assert_true(GameAi_Choose(&Quinto_Rules, GS(&a), seat, (GameAiLevel)level, 77, &x));
            assert_true(GameAi_Choose(&Quinto_Rules, GS(&b), seat, (GameAiLevel)level, 77, &y));
            assert_true(GameAction_Equal(x, y));
            GameAction again;
            assert_true(GameAi_Choose(&Quinto_Rules, GS(&a), seat, (GameAiLevel)level, 77, &again));
            assert_true(GameAction_Equal(x, again)); /* deterministic for a seed */
            assert_int_equal(Quinto_Check(&a, seat, x), QUINTO_WHY_OK);
        }
    }
}

/* The book: keep Quint Royal until the partner is sure of the trick, then throw it on: 25 for the side. */
static void test_quint_royal_on_the_partners_trick(void **state)
{
    (void)state;
    QuintoState st;
    const char *hands[4] = {"AH 7D", "KS 8D", "QR 3S", "JS 9D"};
    Setup(&st, QUINTO_FOUR, 3, hands, "6S 7C 8C 9C 10C");
    assert_int_equal(Quinto_Apply(&st, 3, Quinto_Play(C("JS"))), QUINTO_WHY_OK);
    assert_int_equal(Quinto_Apply(&st, 0, Quinto_Play(C("AH"))), QUINTO_WHY_OK); /* the AH: sure */
    assert_int_equal(Quinto_Apply(&st, 1, Quinto_Play(C("KS"))), QUINTO_WHY_OK);
    for (int level = 0; level < GAME_AI_LEVEL_COUNT; level++) {
        GameAction a;
        assert_true(GameAi_Choose(&Quinto_Rules, GS(&st), 2, (GameAiLevel)level, 3, &a));
        assert_int_equal(a.cards[0], CARD_QUINT_ROYAL);
    }
    /* And not on the opponents' trick: there it would be 25 to them. */
    const char *theirs[4] = {"7H 7D", "AH 8D", "QR 3S", "JS 9D"};
    Setup(&st, QUINTO_FOUR, 3, theirs, "6S 7C 8C 9C 10C");
    assert_int_equal(Quinto_Apply(&st, 3, Quinto_Play(C("JS"))), QUINTO_WHY_OK);
    assert_int_equal(Quinto_Apply(&st, 0, Quinto_Play(C("7D"))), QUINTO_WHY_OK);
    assert_int_equal(Quinto_Apply(&st, 1, Quinto_Play(C("AH"))), QUINTO_WHY_OK);
    for (int level = 0; level < GAME_AI_LEVEL_COUNT; level++) {
        GameAction a;
        assert_true(GameAi_Choose(&Quinto_Rules, GS(&st), 2, (GameAiLevel)level, 3, &a));
        assert_int_equal(a.cards[0], C("3S"));
    }
}

/* The hint's reason, from the seat's own view: the trick, its quints, and Quint Royal kept for the partner. */
static void test_hint_reasons(void **state)
{
    (void)state;
    QuintoState st, v;
    char why[160];
    /* South holds the 5D over a trick partner North already holds with the AH: a sure quint of 15. */
    const char *fives[4] = {"5D QR", "KS 8D", "AH 9H", "JS 9D"};
    Setup(&st, QUINTO_FOUR, 1, fives, "6S 7C 8C 9C 10C");
    assert_int_equal(Quinto_Apply(&st, 1, Quinto_Play(C("KS"))), QUINTO_WHY_OK);
    assert_int_equal(Quinto_Apply(&st, 2, Quinto_Play(C("AH"))), QUINTO_WHY_OK);
    assert_int_equal(Quinto_Apply(&st, 3, Quinto_Play(C("JS"))), QUINTO_WHY_OK);
    Quinto_View(&st, 0, &v);
    assert_true(QuintoAi_Explain(&v, 0, Quinto_Play(C("5D")), why, sizeof why) > 0);
    assert_string_equal(why, "Partner's trick is sure: this adds a quint of 15 for your side; keeps Quint Royal for "
                             "partner's sure trick");
    assert_true(QuintoAi_Explain(&v, 0, Quinto_Play(CARD_QUINT_ROYAL), why, sizeof why) > 0);
    assert_string_equal(why, "Quint Royal on partner's sure trick: 25 for your side");

    /* Winning the trick oneself with a quint in it; and a lost trick. */
    const char *win[4] = {"AD 7D", "4D 8S", "2S 3S", "9D 9S"};
    Setup(&st, QUINTO_FOUR, 1, win, "6S 7C 8C 9C 10C");
    assert_int_equal(Quinto_Apply(&st, 1, Quinto_Play(C("4D"))), QUINTO_WHY_OK);
    assert_int_equal(Quinto_Apply(&st, 2, Quinto_Play(C("2S"))), QUINTO_WHY_OK);
    assert_int_equal(Quinto_Apply(&st, 3, Quinto_Play(C("9D"))), QUINTO_WHY_OK);
    Quinto_View(&st, 0, &v);
    QuintoAi_Explain(&v, 0, Quinto_Play(C("AD")), why, sizeof why);
    assert_string_equal(why, "Wins the trick and makes a quint of 15 for your side");
    QuintoAi_Explain(&v, 0, Quinto_Play(C("7D")), why, sizeof why);
    assert_string_equal(why, "This trick is lost: throw the card least worth keeping");

    /* A card forced by the suit led says so. */
    const char *forced[4] = {"AD 7S", "4D 8S", "2S 3S", "9D 9S"};
    Setup(&st, QUINTO_FOUR, 1, forced, "6S 7C 8C 9C 10C");
    assert_int_equal(Quinto_Apply(&st, 1, Quinto_Play(C("4D"))), QUINTO_WHY_OK);
    assert_int_equal(Quinto_Apply(&st, 2, Quinto_Play(C("2S"))), QUINTO_WHY_OK);
    assert_int_equal(Quinto_Apply(&st, 3, Quinto_Play(C("9D"))), QUINTO_WHY_OK);
    Quinto_View(&st, 0, &v);
    QuintoAi_Explain(&v, 0, Quinto_Play(C("AD")), why, sizeof why);
    assert_string_equal(why, "The only card you may play: it follows the suit led");

    /* Quints that take the side to 250 make game. */
    Setup(&st, QUINTO_FOUR, 1, win, "6S 7C 8C 9C 10C");
    st.score[0] = 240;
    assert_int_equal(Quinto_Apply(&st, 1, Quinto_Play(C("4D"))), QUINTO_WHY_OK);
    assert_int_equal(Quinto_Apply(&st, 2, Quinto_Play(C("2S"))), QUINTO_WHY_OK);
    assert_int_equal(Quinto_Apply(&st, 3, Quinto_Play(C("9D"))), QUINTO_WHY_OK);
    Quinto_View(&st, 0, &v);
    QuintoAi_Explain(&v, 0, Quinto_Play(C("AD")), why, sizeof why);
    assert_string_equal(why, "Your side wins the trick, and a quint of 15 makes game");

    /* The doubling: the reason names the tricks the seen hands should take. */
    Quinto_Init(&st, QUINTO_FOUR, 9);
    int seat = Quinto_ToAct(&st);
    Quinto_View(&st, seat, &v);
    assert_true(QuintoAi_Explain(&v, seat, (GameAction){.kind = QUINTO_ACT_PASS}, why, sizeof why) > 0);
    assert_non_null(strstr(why, "of the 13 tricks"));
    /* A short buffer is cut, never overrun. */
    assert_true(QuintoAi_Explain(&v, seat, (GameAction){.kind = QUINTO_ACT_PASS}, why, 8) <= 7);
    assert_int_equal(strlen(why), 7);
}

/* Doubling: a hand of high hearts and diamonds doubles; a hand of low spades passes. */
static void test_doubling_judgement(void **state)
{
    (void)state;
    Card strong[12], weak[12];
    assert_int_equal(Quinto_ParseCards("AH KH QH JH 10H AD KD QD JD 10D 9D 8D", strong, 12, NULL), 12);
    assert_int_equal(Quinto_ParseCards("2S 3S 4S 6S 7S 8S 2C 3C 4C 6C 7C 2D", weak, 12, NULL), 12);
    uint64_t hs = 0, hw = 0;
    for (int i = 0; i < 12; i++) {
        hs |= 1ULL << Quinto_Bit(strong[i]);
        hw |= 1ULL << Quinto_Bit(weak[i]);
    }
    assert_true(QuintoAi_HandTricks(hs) > 7.0);
    assert_true(QuintoAi_HandTricks(hw) < 1.5);
    QuintoState st;
    Quinto_Init(&st, QUINTO_FOUR, 5);
    int e = Quinto_Eldest(&st);
    /* Give the eldest the strong hand by exchanging cards with the others. */
    uint64_t give = hs & ~st.hand[e];
    uint64_t take = st.hand[e] & ~hs;
    for (int p = 0; p < 4; p++) {
        if (p != e) {
            uint64_t mine = st.hand[p] & give;
            st.hand[p] &= ~mine;
            uint64_t back = 0;
            for (int k = 0; k < Quinto_PopCount(mine); k++) {
                uint64_t low = take & (~take + 1);
                back |= low;
                take &= ~low;
            }
            st.hand[p] |= back;
        }
    }
    if ((st.cachette & give) != 0) {
        uint64_t mine = st.cachette & give;
        st.cachette &= ~mine;
        for (int k = 0; k < Quinto_PopCount(mine); k++) {
            uint64_t low = take & (~take + 1);
            st.cachette |= low;
            take &= ~low;
        }
    }
    st.hand[e] = hs;
    char why[160];
    assert_true(Quinto_CheckInvariants(&st, why, sizeof why));
    GameAction a;
    assert_true(GameAi_Choose(&Quinto_Rules, GS(&st), e, GAME_AI_EASY, 1, &a));
    assert_int_equal(a.kind, QUINTO_ACT_DOUBLE);
    /* The next seat, an opponent, with an ordinary hand does not redouble. */
    assert_int_equal(Quinto_Apply(&st, e, a), QUINTO_WHY_OK);
    assert_true(GameAi_Choose(&Quinto_Rules, GS(&st), (e + 1) % 4, GAME_AI_MEDIUM, 1, &a));
    assert_int_equal(a.kind, QUINTO_ACT_PASS);
}

/* The exact end: with two cards each, the solver finds the line that keeps the last trick (and the cachette). */
static void test_solver_last_tricks(void **state)
{
    (void)state;
    QuintoState st;
    const char *hands[4] = {"AH 2S", "KH 3D", "7C 8C", "QH 9D"};
    Setup(&st, QUINTO_FOUR, 0, hands, "5H 6S 7S 8S 9S");
    long budget = 10000;
    double value;
    GameAction best;
    assert_true(QuintoAi_SolveEnd(&st, 0, &budget, &value, &best));
    assert_true(budget < 10000);
    /* Leading the AH first wins it and keeps nothing for the last trick; leading the 2S gives the last trick
       away. Either way the solver's value is its minimax: check it agrees with playing its move out best. */
    assert_int_equal(Quinto_Check(&st, 0, best), QUINTO_WHY_OK);
    QuintoState view;
    Quinto_View(&st, 0, &view);
    assert_false(QuintoAi_SolveEnd(&view, 0, &budget, &value, &best)); /* never on a view */
}

/*
 * The reference for the solver: plain minimax over the rules themselves to
 * the end of the hand, valued by the policy's evaluate(), the first of the
 * best moves in best (NULL below the root); nodes counts the positions it
 * expands, as the solver's budget does.
 */
static double Minimax(const QuintoState *st, int seat, uint16_t hand, GameAction *best, long *nodes)
{
    if (st->handNumber != hand || st->phase == QUINTO_PHASE_OVER) {
        return QuintoAi_Policy.evaluate(GS(st), seat);
    }
    ++*nodes;
    GameAction acts[QUINTO_MAX_ACTIONS];
    int toAct = st->toAct;
    int n = Quinto_Legal(st, toAct, acts, QUINTO_MAX_ACTIONS);
    assert_true(n > 0);
    bool maxing = Quinto_SideOf(toAct) == Quinto_SideOf(seat);
    double bestV = maxing ? -1e18 : 1e18;
    for (int i = 0; i < n; i++) {
        QuintoState next = *st;
        assert_int_equal(Quinto_Apply(&next, toAct, acts[i]), QUINTO_WHY_OK);
        double v = Minimax(&next, seat, hand, NULL, nodes);
        if (maxing ? v > bestV : v < bestV) {
            bestV = v;
            if (best != NULL) {
                *best = acts[i];
            }
        }
    }
    return bestV;
}

/*
 * The alpha-beta solver (STRONG's playouts end with it) against minimax in
 * every position of the last two tricks of random deals, for both sides:
 * the same value, the same move, never more nodes, and fewer in all.
 */
static void test_solver_matches_minimax(void **state)
{
    (void)state;
    long solverNodes = 0, minimaxNodes = 0;
    int positions = 0;
    for (int variant = QUINTO_FOUR; variant <= QUINTO_DUMMY; variant++) {
        for (uint64_t seed = 1; seed <= 30; seed++) {
            QuintoState st;
            assert_int_equal(Quinto_Init(&st, variant, seed), GAME_OK);
            Rng rng = Rng_Make(seed * 7919);
            uint16_t hand = st.handNumber;
            while (st.handNumber == hand && st.phase != QUINTO_PHASE_OVER) {
                if (st.phase == QUINTO_PHASE_PLAY && st.tricksPlayed >= QUINTO_TRICKS - 2) {
                    for (int k = 0; k < 2; k++) {
                        int seat = (st.toAct + k) % 4;
                        long budget = 1000000, nodes = 0;
                        double value;
                        GameAction best, truthBest;
                        assert_true(QuintoAi_SolveEnd(&st, seat, &budget, &value, &best));
                        double truth = Minimax(&st, seat, st.handNumber, &truthBest, &nodes);
                        if (value != truth || !GameAction_Equal(best, truthBest)) {
                            fail_msg("variant %d seed %d seat %d: solver %.3f, minimax %.3f%s", variant, (int)seed,
                                     seat, value, truth, value == truth ? ", another move" : "");
                        }
                        assert_true(1000000 - budget <= nodes);
                        solverNodes += 1000000 - budget;
                        minimaxNodes += nodes;
                        positions++;
                    }
                }
                GameAction acts[QUINTO_MAX_ACTIONS];
                int n = Quinto_Legal(&st, st.toAct, acts, QUINTO_MAX_ACTIONS);
                assert_true(n > 0);
                assert_int_equal(Quinto_Apply(&st, st.toAct, acts[Rng_Below(&rng, (uint64_t)n)]), QUINTO_WHY_OK);
            }
        }
    }
    assert_true(positions >= 400);
    assert_true(solverNodes < minimaxNodes);
    /* Out of nodes, it says so rather than guess. */
    QuintoState st;
    const char *hands[4] = {"AH 2S", "KH 3D", "7C 8C", "QH 9D"};
    Setup(&st, QUINTO_FOUR, 0, hands, "5H 6S 7S 8S 9S");
    long budget = 2;
    double value;
    GameAction best;
    assert_false(QuintoAi_SolveEnd(&st, 0, &budget, &value, &best));
    assert_int_equal(budget, 0);
}

/* Dummy Quinto: the computer seated as the Dummy-player plays Dummy's cards from his own eyes. */
static void test_dummy_played_by_the_computer(void **state)
{
    (void)state;
    QuintoState st;
    Quinto_Init(&st, QUINTO_DUMMY, 44);
    for (int i = 0; i < 40 && !Quinto_IsOver(&st); i++) {
        int seat = Quinto_ToAct(&st);
        GameAction a;
        assert_true(GameAi_Choose(&Quinto_Rules, GS(&st), seat, GAME_AI_MEDIUM, (uint64_t)i, &a));
        assert_int_equal(Quinto_Apply(&st, seat, a), QUINTO_WHY_OK);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_policy_registered),
        cmocka_unit_test(test_honest),
        cmocka_unit_test(test_quint_royal_on_the_partners_trick),
        cmocka_unit_test(test_doubling_judgement),
        cmocka_unit_test(test_solver_last_tricks),
        cmocka_unit_test(test_solver_matches_minimax),
        cmocka_unit_test(test_dummy_played_by_the_computer),
        cmocka_unit_test(test_hint_reasons),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
