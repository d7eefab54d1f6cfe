/* test_piquet_ai.c: Piquet's computer players: the book's odds, the exact solver against plain minimax, honesty. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/game.h"
#include "game/game_ai.h"
#include "piquet/piquet.h"
#include "piquet/piquet_ai.h"

static PiquetMask M(const char *text)
{
    Card cards[32];
    int n = Card_ParseList(text, cards, 32, NULL);
    assert_true(n >= 0);
    PiquetMask m = 0;
    for (int i = 0; i < n; i++) {
        m |= 1u << Piquet_Index(cards[i]);
    }
    return m;
}

static void Setup(PiquetState *st, const char *elder, const char *dealer, const char *stock)
{
    Card e[12], d[12], s[8];
    assert_int_equal(Card_ParseList(elder, e, 12, NULL), 12);
    assert_int_equal(Card_ParseList(dealer, d, 12, NULL), 12);
    assert_int_equal(Card_ParseList(stock, s, 8, NULL), 8);
    assert_true(Piquet_Setup(st, PIQUET_RUBICON, 1, e, d, s));
}

/* The book's odds (DECISIONS.md "Text odds"). */
static void test_book_odds(void **state)
{
    (void)state;
    PiquetState st;
    Setup(&st, "AS AH AD 7S 8S 9S 7H 8H 9H 7D 8D 9D", "QS 10S JS QH JH 10H AC KC QC 8C KD QD",
          "JD 9C 10D KS KH 7C 10C JC");
    /* Filling a trio taking in five: 5/20, three to one against. */
    double p = PiquetOdds_Draw(&st, 0, 5, M("AC"), 1);
    assert_true(fabs(p - 0.25) < 1e-12);
    /* Hoyle's hearts case: at least one of four hearts in five of twenty unseen: 0.718, "five to two". */
    p = PiquetOdds_Draw(&st, 0, 5, M("10H JH QH KH"), 1);
    assert_true(fabs(p - (1.0 - 4368.0 / 15504.0)) < 1e-12);
    assert_true(fabs(p - 0.718) < 0.0005);
    /* Carte blanche: C(20,12)/C(32,12), one hand in 1,792. */
    double cb = 125970.0 / 225792840.0;
    assert_true(fabs(1.0 / cb - 1792.4) < 0.1);
    /* The exchange's chances, over every draw: taking five of twenty is C(20,5) draws. */
    PiquetOdds odds;
    assert_true(PiquetOdds_Weigh(&st, 0, M("7S 8S 9S 7H 8H"), 6, &odds));
    assert_int_equal(odds.draws, 15504);
    assert_int_equal(odds.unseen, 20);
    /* A quatorze: the fourth ace (5/20), or four of a rank none of which is kept, drawn whole. */
    double other = 4.0 * 16.0 / 15504.0; /* four kings (or queens, knaves, tens) and one card more */
    assert_true(odds.quatorze > 0.25 && fabs(odds.quatorze - (0.25 + other - 0)) < 0.01);
    /* The view and the full state weigh alike: only the seat's knowledge is used. */
    PiquetState view;
    Piquet_View(&st, 0, &view);
    PiquetOdds again;
    assert_true(PiquetOdds_Weigh(&view, 0, M("7S 8S 9S 7H 8H"), 6, &again));
    assert_true(fabs(again.value - odds.value) < 1e-9 && again.quint == odds.quint);
    assert_false(PiquetOdds_Weigh(&st, 0, M("QS"), 6, &odds)); /* not his card */
}

/* Plain minimax over the rules themselves: seat 0's net from here to the end of the deal. */
static int Minimax(const PiquetState *st, int deal)
{
    if (st->deal != deal || st->phase == PIQ_PHASE_OVER) {
        const PiquetDealRecord *r = &st->history[st->historyCount - 1];
        int net = 0;
        for (int k = 0; k < PIQ_SCORE_KIND_COUNT; k++) {
            net += r->points[0][k] - r->points[1][k];
        }
        return net;
    }
    int seat = Piquet_ToAct(st);
    GameAction acts[16];
    int n = Piquet_Legal(st, seat, acts, 16);
    int best = seat == 0 ? -100000 : 100000;
    for (int i = 0; i < n; i++) {
        PiquetState next = *st;
        assert_int_equal(Piquet_Apply(&next, seat, acts[i]), PIQ_WHY_OK);
        int v = Minimax(&next, deal);
        best = seat == 0 ? (v > best ? v : best) : (v < best ? v : best);
    }
    return best;
}

static void test_solver_matches_minimax(void **state)
{
    (void)state;
    int checked = 0;
    for (uint64_t seed = 1; checked < 60; seed++) {
        PiquetState st;
        Piquet_Init(&st, PIQUET_RUBICON, seed);
        Rng rng = Rng_Make(seed * 77);
        GameAction acts[PIQ_MAX_ACTIONS];
        /* Random play to the last few tricks. */
        int stopAt = 7 + (int)(seed % 3);
        while (!(st.phase == PIQ_PHASE_PLAY && st.tricksDone >= stopAt && st.deal == 1)) {
            int seat = Piquet_ToAct(&st);
            int n = Piquet_Legal(&st, seat, acts, PIQ_MAX_ACTIONS);
            assert_int_equal(Piquet_Apply(&st, seat, acts[Rng_Below(&rng, (uint64_t)n)]), PIQ_WHY_OK);
        }
        int before = st.dealScore[0] - st.dealScore[1];
        int truth = Minimax(&st, st.deal) - before;
        for (int seat = 0; seat < 2; seat++) {
            long budget = 10000000;
            int value;
            GameAction best;
            assert_true(PiquetAi_SolveTricks(&st, seat, &budget, &value, &best));
            assert_int_equal(value, seat == 0 ? truth : -truth);
            assert_int_equal(Piquet_Check(&st, Piquet_ToAct(&st), best), PIQ_WHY_OK);
        }
        checked++;
    }
}

/* Every level picks a legal action, the same for the same seed, and the same for any world its view allows. */
static void test_levels_legal_deterministic_honest(void **state)
{
    (void)state;
    const GameRules *rules = &Piquet_Rules;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        PiquetState st;
        Piquet_Init(&st, (int)(seed % PIQUET_VARIANT_COUNT), seed);
        Rng rng = Rng_Make(seed);
        static GameAction acts[PIQ_MAX_ACTIONS];
        for (int step = 0; step < 45 && Piquet_ToAct(&st) != GAME_NOBODY; step++) {
            int seat = Piquet_ToAct(&st);
            GameAiLevel level = (GameAiLevel)(step % GAME_AI_LEVEL_COUNT);
            bool look = step % 5 == 0 || st.phase == PIQ_PHASE_EXCHANGE;
            if (look && level == GAME_AI_STRONG && st.phase == PIQ_PHASE_EXCHANGE) {
                level = GAME_AI_EASY; /* keep the test quick: strong's own exchange is checked below */
            }
            GameAction a, b, c;
            if (look) {
                assert_true(GameAi_Choose(rules, (const GameState *)&st, seat, level, seed * 1000 + (uint64_t)step, &a));
                assert_int_equal(Piquet_Check(&st, seat, a), PIQ_WHY_OK);
                assert_true(GameAi_Choose(rules, (const GameState *)&st, seat, level, seed * 1000 + (uint64_t)step, &b));
                assert_true(GameAction_Equal(a, b));
                /* Another world the seat cannot tell from this one: the same choice. */
                PiquetState view, world;
                Piquet_View(&st, seat, &view);
                assert_true(Piquet_Sample(&view, &rng, &world));
                world.seed = st.seed;
                assert_true(GameAi_Choose(rules, (const GameState *)&world, seat, level, seed * 1000 + (uint64_t)step, &c));
                assert_true(GameAction_Equal(a, c));
            }
            int n = Piquet_Legal(&st, seat, acts, PIQ_MAX_ACTIONS);
            GameAction pick = look ? a : acts[Rng_Below(&rng, (uint64_t)n)];
            assert_int_equal(Piquet_Apply(&st, seat, pick), PIQ_WHY_OK);
        }
    }
}

/* The hint proposes a legal discard and says why; it keeps the book's quint and diamonds. */
static void test_exchange_hint(void **state)
{
    (void)state;
    PiquetState st;
    Setup(&st, "9S 7S AH 9H 8H JC 10C 7C JD 10D 9D 8D", "QS 10S 8S QH JH 7H AC KC QC 8C KD QD",
          "AD 9C 7D AS KH KS 10H JS");
    GameAction a;
    char why[160];
    assert_true(PiquetAi_ExchangeHint(&st, 0, &a, why, sizeof why));
    assert_int_equal(Piquet_Check(&st, 0, a), PIQ_WHY_OK);
    PiquetMask d = 0;
    for (int i = 0; i < a.count; i++) {
        d |= 1u << Piquet_Index(a.cards[i]);
    }
    assert_int_equal(d & M("JD 10D 9D 8D"), 0);
    assert_non_null(strstr(why, "Discard"));
    assert_non_null(strstr(why, "quint"));
}

/* Strong's exchange is its own (the hint's discard), chosen from its view alone: the same in any world it allows. */
static void test_strong_exchange_is_the_hint_and_honest(void **state)
{
    (void)state;
    PiquetState st;
    Setup(&st, "9S 7S AH 9H 8H JC 10C 7C JD 10D 9D 8D", "QS 10S 8S QH JH 7H AC KC QC 8C KD QD",
          "AD 9C 7D AS KH KS 10H JS");
    GameAction hint, a, b;
    char why[160];
    assert_true(PiquetAi_ExchangeHint(&st, 0, &hint, why, sizeof why));
    assert_true(GameAi_Choose(&Piquet_Rules, (const GameState *)&st, 0, GAME_AI_STRONG, 11, &a));
    assert_true(GameAction_Equal(a, hint));
    PiquetState view, world;
    Piquet_View(&st, 0, &view);
    Rng rng = Rng_Make(3);
    assert_true(Piquet_Sample(&view, &rng, &world));
    world.seed = st.seed;
    assert_true(GameAi_Choose(&Piquet_Rules, (const GameState *)&world, 0, GAME_AI_STRONG, 11, &b));
    assert_true(GameAction_Equal(a, b));
}

/*
 * Strong's exchange, elder's and dealer's, is its own weighed choice (the
 * hint's) in dealt partie openings: the generic search once overrode it
 * unnoticed, since Piquet's check calls a legal action on a view legal
 * (it chose otherwise in all four of these seeds' dealer exchanges).
 */
static void test_strong_exchange_is_its_own_in_play(void **state)
{
    (void)state;
    for (uint64_t seed = 5; seed <= 8; seed++) {
        PiquetState st;
        Piquet_Init(&st, PIQUET_RUBICON, seed);
        GameAction choose = Piquet_Choose(false);
        assert_int_equal(Piquet_Apply(&st, Piquet_ToAct(&st), choose), PIQ_WHY_OK);
        for (int turn = 0; turn < 2; turn++) {
            assert_int_equal(st.phase, PIQ_PHASE_EXCHANGE);
            int seat = Piquet_ToAct(&st);
            GameAction hint, a;
            char why[160];
            assert_true(PiquetAi_ExchangeHint(&st, seat, &hint, why, sizeof why));
            assert_true(GameAi_Choose(&Piquet_Rules, (const GameState *)&st, seat, GAME_AI_STRONG, seed * 31 + 7, &a));
            assert_true(GameAction_Equal(a, hint));
            assert_int_equal(Piquet_Apply(&st, seat, a), PIQ_WHY_OK);
        }
    }
}

/*
 * The elder's first lead while cards lie in the stock (the dealer's look
 * comes after it): strong's playouts play on through the look. They once
 * stopped there, every card valued alike, and it led the first legal card,
 * the lone seven of spades, into the dealer's septieme in spades.
 */
static void test_strong_first_lead_before_the_look(void **state)
{
    (void)state;
    PiquetState st;
    Setup(&st, "7S AH KH QH JH 10H 9H AD KD QD AC KC", "AS KS QS JS 10S 9S 8S 8H 7H JD 10D 9D",
          "7D 8D QC JC 10C 9C 8C 7C");
    Card kc = Card_Make(RANK_KING, SUIT_CLUBS), eh = Card_Make(8, SUIT_HEARTS);
    assert_int_equal(Piquet_Apply(&st, 0, Piquet_Exchange(&kc, 1)), PIQ_WHY_OK);
    assert_int_equal(Piquet_Apply(&st, 1, Piquet_Exchange(&eh, 1)), PIQ_WHY_OK);
    while (st.phase == PIQ_PHASE_DECLARE) {
        int p = Piquet_ToAct(&st);
        GameAction a = Piquet_Declare(st.item);
        if (Piquet_Check(&st, p, a) != PIQ_WHY_OK) {
            a = Piquet_Sink(st.item);
        }
        assert_int_equal(Piquet_Apply(&st, p, a), PIQ_WHY_OK);
    }
    assert_int_equal(st.phase, PIQ_PHASE_PLAY);
    assert_int_equal(Piquet_ToAct(&st), 0);
    assert_true(st.stockPos < PIQ_STOCK);
    GameAction lead;
    assert_true(GameAi_Choose(&Piquet_Rules, (const GameState *)&st, 0, GAME_AI_STRONG, 5, &lead));
    assert_int_equal(lead.kind, PIQ_ACT_PLAY);
    assert_int_not_equal(Card_Suit(lead.cards[0]), SUIT_SPADES);
}

/*
 * Where playing the deal out matters: seed 29's first deal, the dealer
 * holds JC 9C AD QD 7D AH QH JH 9H QS 10S 9S. Over every draw, the hand's
 * expected value is best discarding JC 9C 10S 9S (the seven keeps the
 * queen of diamonds "guarded" by three). Played out over sampled deals
 * (the point, sequence and trio against what the elder may hold, then the
 * tricks), another discard does clearly better. With the elder's hand
 * dealt at random from the unseen cards that was JC 9C 7D 9S (the ten of
 * spades guarding the queen); dealt as he would have kept it (his best
 * cards kept, PiquetAi_Sample), it is 10S 9S 7D 9C. Either way the
 * honours of hearts and diamonds stay.
 */
static void test_strong_exchange_played_out(void **state)
{
    (void)state;
    PiquetState st;
    Piquet_Init(&st, PIQUET_RUBICON, 29);
    assert_int_equal(Piquet_Apply(&st, Piquet_ToAct(&st), Piquet_Choose(false)), PIQ_WHY_OK);
    int elder = Piquet_ToAct(&st);
    GameAction a;
    assert_true(GameAi_Choose(&Piquet_Rules, (const GameState *)&st, elder, GAME_AI_STRONG, 1, &a));
    assert_int_equal(Piquet_Apply(&st, elder, a), PIQ_WHY_OK);
    int dealer = 1 - elder;
    assert_int_equal(st.hand[dealer], M("JC 9C AD QD 7D AH QH JH 9H QS 10S 9S"));
    PiquetOdds kept7D, kept10S;
    assert_true(PiquetOdds_Weigh(&st, dealer, M("JC 9C 10S 9S"), 6, &kept7D));
    assert_true(PiquetOdds_Weigh(&st, dealer, M("JC 9C 7D 9S"), 6, &kept10S));
    assert_true(kept7D.value > kept10S.value);
    assert_true(GameAi_Choose(&Piquet_Rules, (const GameState *)&st, dealer, GAME_AI_STRONG, 1, &a));
    PiquetMask d = 0;
    for (int i = 0; i < a.count; i++) {
        d |= 1u << Piquet_Index(a.cards[i]);
    }
    assert_int_equal(a.count, 4);
    assert_int_not_equal(d, M("JC 9C 10S 9S"));
    assert_int_equal(d & M("AD QD AH QH JH"), 0);
    assert_int_equal(d, M("10S 9S 7D 9C"));
}

/* How many of the sampled worlds of seat's view satisfy a test on the other hand (its twelve and its discard). */
static int CountWorlds(const PiquetState *view, bool inferred, int worlds, bool (*test)(const PiquetState *w, int o))
{
    Rng rng = Rng_Make(17);
    PiquetState w;
    int n = 0;
    for (int i = 0; i < worlds; i++) {
        assert_true(inferred ? PiquetAi_Sample(view, &rng, &w) : Piquet_Sample(view, &rng, &w));
        n += test(&w, 1 - view->viewer) ? 1 : 0;
    }
    return n;
}

/* The dealer's point beats a point of six (60), which he answered "Good". */
static bool BeatsSixOf60(const PiquetState *w, int o)
{
    PiquetHolding h = Piquet_Hold(w->hand[o] | w->played[o]);
    return h.pointCount > 6 || (h.pointCount == 6 && h.pointPips >= 60);
}

/*
 * Strong's worlds agree with what the other denied: the elder calls a
 * point of six (60 in spades), the dealer (exchanging as the medium player
 * does) says "Good". Eight clubs are among the fifteen cards the elder has
 * not seen (three of them left in the stock), so many plain deals give the
 * dealer a better point than he admitted; strong's deals (he may have sunk
 * it, so not never) seldom do.
 */
static void test_strong_worlds_agree_with_a_denial(void **state)
{
    (void)state;
    PiquetState st;
    Setup(&st, "AS KS QS JS 10S AH KH QH JH AD KD QD", "AC KC QC JC 7C 10D 9D 8D 7D 10H 9H 8H",
          "9S 8S 7S 7H JD 10C 9C 8C");
    Card qd[1];
    assert_int_equal(Card_ParseList("QD", qd, 1, NULL), 1);
    assert_int_equal(Piquet_Apply(&st, 0, Piquet_Exchange(qd, 1)), PIQ_WHY_OK);
    Card hearts[3];
    assert_int_equal(Card_ParseList("10H 9H 8H", hearts, 3, NULL), 3);
    assert_int_equal(Piquet_Apply(&st, 1, Piquet_Exchange(hearts, 3)), PIQ_WHY_OK);
    assert_int_equal(Piquet_Apply(&st, 0, Piquet_Declare(PIQ_ITEM_POINT)), PIQ_WHY_OK);
    assert_int_equal(Piquet_Apply(&st, 1, Piquet_Declare(PIQ_ITEM_POINT)), PIQ_WHY_OK);
    assert_int_equal(st.outcome[PIQ_ITEM_POINT], PIQ_OUT_ELDER);
    PiquetState view;
    Piquet_View(&st, 0, &view);
    assert_int_equal(view.calls[1][PIQ_ITEM_POINT].made, PIQ_CALL_ANSWERED);
    int plain = CountWorlds(&view, false, 1000, BeatsSixOf60);
    int strong = CountWorlds(&view, true, 1000, BeatsSixOf60);
    assert_true(plain >= 25);
    assert_true(strong * 3 <= plain);
}

/* An ace among the other's discards. */
static bool DiscardedAnAce(const PiquetState *w, int o)
{
    return (w->discard[o] & M("AS AH AD AC")) != 0;
}

/*
 * Strong's worlds agree with what the other kept: the book's elder (with
 * the king of diamonds for a nine, so no carte blanche) exchanges as the
 * medium player does (his three aces kept), and the
 * dealer, before his own exchange, deals the elder's twelve and discard.
 * Plain deals throw an ace away in most worlds; strong's, where the
 * discard must be about the best the twelve allowed, seldom do.
 */
static void test_strong_worlds_agree_with_the_discard(void **state)
{
    (void)state;
    PiquetState st;
    Setup(&st, "AS AH AD 7S 8S 9S 7H 8H 9H 7D 8D KD", "QS 10S JS QH JH 10H AC KC QC 8C 9D QD",
          "JD 9C 10D KS KH 7C 10C JC");
    GameAction a;
    assert_true(GameAi_Choose(&Piquet_Rules, (const GameState *)&st, 0, GAME_AI_MEDIUM, 3, &a));
    assert_int_equal(Piquet_Apply(&st, 0, a), PIQ_WHY_OK);
    assert_int_equal(st.discard[0] & M("AS AH AD"), 0);
    PiquetState view;
    Piquet_View(&st, 1, &view);
    int plain = CountWorlds(&view, false, 200, DiscardedAnAce);
    int strong = CountWorlds(&view, true, 200, DiscardedAnAce);
    assert_true(plain >= 100);
    assert_true(strong * 3 <= plain);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_book_odds),
        cmocka_unit_test(test_solver_matches_minimax),
        cmocka_unit_test(test_levels_legal_deterministic_honest),
        cmocka_unit_test(test_exchange_hint),
        cmocka_unit_test(test_strong_exchange_is_the_hint_and_honest),
        cmocka_unit_test(test_strong_exchange_is_its_own_in_play),
        cmocka_unit_test(test_strong_first_lead_before_the_look),
        cmocka_unit_test(test_strong_exchange_played_out),
        cmocka_unit_test(test_strong_worlds_agree_with_a_denial),
        cmocka_unit_test(test_strong_worlds_agree_with_the_discard),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
