/* test_bezique_ai.c: the computer players on Bezique: legal, deterministic, honest, exact in the last tricks. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bezique/bezique.h"
#include "bezique/bezique_ai.h"
#include "game/game.h"
#include "game/game_ai.h"

static const GameRules *R = &Bezique_Rules;

static bool InList(const GameAction *list, int n, GameAction a)
{
    for (int i = 0; i < n; i++) {
        if (GameAction_Equal(list[i], a)) {
            return true;
        }
    }
    return false;
}

/* Asks level for a move of the seat to act, checks it is one of the legal ones, and plays it. */
static void PlayChecked(BeziqueState *st, GameAiLevel level, uint64_t seed)
{
    int seat = Bezique_ToAct(st);
    GameAction legal[BEZ_MAX_ACTIONS];
    int n = Bezique_Legal(st, seat, legal, BEZ_MAX_ACTIONS);
    assert_true(n > 0);
    GameAction a;
    assert_true(GameAi_Choose(R, (const GameState *)st, seat, level, seed, &a));
    if (!InList(legal, n, a)) {
        char text[GAME_ACTION_TEXT_MAX];
        Bezique_FormatAction(a, text, sizeof text);
        fail_msg("level %s chose \"%s\", not a legal move", GameAi_LevelName(level), text);
    }
    assert_int_equal(Bezique_Apply(st, seat, a), BEZ_WHY_OK);
}

/*
 * Positions to ask the deeper levels about: the states of games between
 * easy players, one every `every` moves where there is a real choice, and
 * also the first move after the stock runs out. Returns how many.
 */
static int Positions(int variant, uint64_t seed, int every, BeziqueState *out, int max)
{
    BeziqueState st;
    Bezique_Init(&st, variant, seed);
    int count = 0;
    bool endgameTaken = false;
    for (int i = 0; !Bezique_IsOver(&st) && count < max; i++) {
        GameAction legal[BEZ_MAX_ACTIONS];
        int n = Bezique_Legal(&st, Bezique_ToAct(&st), legal, BEZ_MAX_ACTIONS);
        bool endgame = st.stockCount == 0 && st.turnUp == CARD_NONE && st.deal == 1;
        if (n > 1 && ((i % every) == every - 1 || (endgame && !endgameTaken))) {
            out[count++] = st;
            endgameTaken = endgameTaken || endgame;
        }
        PlayChecked(&st, GAME_AI_EASY, seed * 1000 + (uint64_t)i);
    }
    return count;
}

/* Easy players over many whole games of both variants: every move legal, every game finished. */
static void test_easy_games_legal(void **state)
{
    (void)state;
    for (int v = 0; v < BEZIQUE_VARIANT_COUNT; v++) {
        for (uint64_t seed = 1; seed <= 125; seed++) {
            BeziqueState st;
            Bezique_Init(&st, v, seed);
            int moves = 0;
            while (!Bezique_IsOver(&st)) {
                PlayChecked(&st, GAME_AI_EASY, Rng_Mix(seed) + (uint64_t)moves);
                assert_true(++moves < 5000);
            }
        }
    }
}

/* Medium and strong at positions from every stage of many games, the last tricks included. */
static void test_search_levels_legal(void **state)
{
    (void)state;
    BeziqueState pos[16];
    for (int v = 0; v < BEZIQUE_VARIANT_COUNT; v++) {
        for (uint64_t seed = 1; seed <= 3; seed++) {
            int n = Positions(v, seed, 37, pos, 16);
            assert_true(n >= 3);
            for (int i = 0; i < n; i++) {
                BeziqueState st = pos[i];
                PlayChecked(&st, GAME_AI_MEDIUM, seed + (uint64_t)i);
                if (i % 3 == 0 || pos[i].stockCount == 0) {
                    st = pos[i];
                    PlayChecked(&st, GAME_AI_STRONG, seed + (uint64_t)i);
                }
            }
        }
    }
}

/* Medium against easy, whole games: the search's own playouts run from every stage to the end. */
static void test_medium_games_legal(void **state)
{
    (void)state;
    for (int v = 0; v < BEZIQUE_VARIANT_COUNT; v++) {
        BeziqueState st;
        Bezique_Init(&st, v, 7);
        for (int moves = 0; !Bezique_IsOver(&st); moves++) {
            PlayChecked(&st, Bezique_ToAct(&st) == 0 ? GAME_AI_MEDIUM : GAME_AI_EASY, (uint64_t)moves);
            assert_true(moves < 5000);
        }
    }
}

static void test_deterministic(void **state)
{
    (void)state;
    BeziqueState pos[8];
    for (int v = 0; v < BEZIQUE_VARIANT_COUNT; v++) {
        int n = Positions(v, 11, 45, pos, 4);
        for (int i = 0; i < n; i++) {
            for (int level = 0; level < GAME_AI_LEVEL_COUNT; level++) {
                if (level == GAME_AI_STRONG && i % 2 == 1) {
                    continue;
                }
                BeziqueState copy = pos[i];
                int seat = Bezique_ToAct(&pos[i]);
                GameAction a, b;
                assert_true(GameAi_Choose(R, (const GameState *)&pos[i], seat, (GameAiLevel)level, 42, &a));
                assert_true(GameAi_Choose(R, (const GameState *)&copy, seat, (GameAiLevel)level, 42, &b));
                assert_true(GameAction_Equal(a, b));
            }
        }
    }
}

/*
 * Honesty: a second state that agrees with the first in everything the
 * seat to act may see (same view), but whose other hand and stock are dealt
 * differently (a sample of the view), gets the same move at every level.
 */
static void test_honest(void **state)
{
    (void)state;
    BeziqueState pos[8];
    int differing = 0;
    for (int v = 0; v < BEZIQUE_VARIANT_COUNT; v++) {
        int n = Positions(v, 23, 29, pos, 6);
        for (int i = 0; i < n; i++) {
            const BeziqueState *st = &pos[i];
            int seat = Bezique_ToAct(st);
            BeziqueState view, other, otherView;
            Bezique_View(st, seat, &view);
            Rng rng = Rng_Make(1000 + (uint64_t)i);
            assert_true(Bezique_Sample(&view, &rng, &other));
            Bezique_View(&other, seat, &otherView);
            assert_int_equal(Bezique_Hash(&view), Bezique_Hash(&otherView));
            if (Bezique_Hash(&other) == Bezique_Hash(st)) {
                continue; /* nothing hidden (the last tricks): nothing to prove here */
            }
            differing++;
            for (int level = 0; level < GAME_AI_LEVEL_COUNT; level++) {
                if (level == GAME_AI_STRONG && i % 2 == 1) {
                    continue;
                }
                GameAction a, b;
                assert_true(GameAi_Choose(R, (const GameState *)st, seat, (GameAiLevel)level, 77, &a));
                assert_true(GameAi_Choose(R, (const GameState *)&other, seat, (GameAiLevel)level, 77, &b));
                assert_true(GameAction_Equal(a, b));
            }
        }
    }
    assert_true(differing >= 6);
}

/* Plain minimax through the rules themselves, valued by the policy's evaluate(): the solver must agree. */
static double Brute(const BeziqueState *st, int seat, int deal, long *nodes)
{
    (*nodes)++;
    if (Bezique_IsOver(st) || st->deal != deal) {
        return BeziqueAi_Policy.evaluate((const GameState *)st, seat);
    }
    int p = Bezique_ToAct(st);
    GameAction acts[BEZ_MAX_ACTIONS];
    int n = Bezique_Legal(st, p, acts, BEZ_MAX_ACTIONS);
    double best = p == seat ? -1e18 : 1e18;
    for (int i = 0; i < n; i++) {
        BeziqueState next = *st;
        assert_int_equal(Bezique_Apply(&next, p, acts[i]), BEZ_WHY_OK);
        double v = Brute(&next, seat, deal, nodes);
        best = p == seat ? (v > best ? v : best) : (v < best ? v : best);
    }
    return best;
}

static void test_endgame_exact(void **state)
{
    (void)state;
    int checked = 0;
    for (int v = 0; v < BEZIQUE_VARIANT_COUNT; v++) {
        for (uint64_t seed = 1; seed <= 12; seed++) {
            BeziqueState st;
            Bezique_Init(&st, v, seed);
            Rng rng = Rng_Make(seed);
            GameAction acts[BEZ_MAX_ACTIONS];
            /* Random play down to four cards a hand in the last tricks (a trick maybe half played). */
            while (!Bezique_IsOver(&st) && !(st.stockCount == 0 && st.turnUp == CARD_NONE &&
                                             st.side[0].handCount + st.side[1].handCount <= 8 - (int)(seed % 2))) {
                int p = Bezique_ToAct(&st);
                int n = Bezique_Legal(&st, p, acts, BEZ_MAX_ACTIONS);
                assert_int_equal(Bezique_Apply(&st, p, acts[Rng_Below(&rng, (uint64_t)n)]), BEZ_WHY_OK);
            }
            if (Bezique_IsOver(&st)) {
                continue;
            }
            for (int seat = 0; seat < 2; seat++) {
                long budget = 1000000, nodes = 0;
                double value;
                GameAction best;
                assert_true(BeziqueAi_SolveEndgame(&st, seat, &budget, &value, &best));
                double truth = Brute(&st, seat, st.deal, &nodes);
                if (!(value > truth - 1e-6 && value < truth + 1e-6)) {
                    fail_msg("variant %d seed %d seat %d: solver %.3f, minimax %.3f", v, (int)seed, seat, value, truth);
                }
                /* The move it names achieves that value. */
                BeziqueState next = st;
                int p = Bezique_ToAct(&st);
                assert_int_equal(Bezique_Apply(&next, p, best), BEZ_WHY_OK);
                double after = Brute(&next, seat, st.deal, &nodes);
                assert_true(after > value - 1e-6 && after < value + 1e-6);
                checked++;
            }
        }
    }
    assert_true(checked >= 30);
}

/* The solver refuses what it cannot solve: a view, or cards still to draw. */
static void test_endgame_refuses(void **state)
{
    (void)state;
    BeziqueState st, view;
    Bezique_Init(&st, BEZIQUE_RUBICON, 3);
    long budget = 1000;
    double value;
    assert_false(BeziqueAi_SolveEndgame(&st, 0, &budget, &value, NULL));
    assert_int_equal(budget, 1000);
    Bezique_View(&st, 0, &view);
    assert_false(BeziqueAi_SolveEndgame(&view, 0, &budget, &value, NULL));
}

/* The fast computation the search uses agrees with the scoring's own (laws 56-61). */
static void test_rubicon_value(void **state)
{
    (void)state;
    assert_int_equal(BeziqueAi_RubiconValue(1510, 1240, 0, 0), 800);
    assert_int_equal(BeziqueAi_RubiconValue(1550, 1520, 0, 0), 600);
    assert_int_equal(BeziqueAi_RubiconValue(1320, 620, 0, 0), 3200);
    assert_int_equal(BeziqueAi_RubiconValue(620, 1320, 0, 0), -3200);
    Rng rng = Rng_Make(9);
    for (int i = 0; i < 20000; i++) {
        int s0 = (int)Rng_Below(&rng, 3000), s1 = (int)Rng_Below(&rng, 3000);
        if (i % 4 == 0) {
            s1 = s0; /* ties, where brisques decide */
        } else if (i % 4 == 1) {
            s1 = 800 + (int)Rng_Below(&rng, 300); /* near the rubicon */
        }
        int b0 = (int)Rng_Below(&rng, 33);
        int b1 = 32 - b0;
        BeziqueComputation c;
        Bezique_Compute(s0, s1, b0, b1, NULL, &c);
        int expect = c.winner < 0 ? 0 : (c.winner == 0 ? c.value : -c.value);
        assert_int_equal(BeziqueAi_RubiconValue(s0, s1, b0, b1), expect);
    }
}

/* Plays st to the end of its deal with the given level in each seat; returns seat 0's value of the outcome. */
static double PlayOut(BeziqueState st, const GameAiLevel levels[2], uint64_t seed)
{
    int deal = st.deal;
    for (int i = 0; !Bezique_IsOver(&st) && st.deal == deal; i++) {
        PlayChecked(&st, levels[Bezique_ToAct(&st)], seed + (uint64_t)i);
    }
    return BeziqueAi_Policy.evaluate((const GameState *)&st, 0);
}

/*
 * A sanity match, strong against easy, where it is cheap enough for a
 * sanitizer build: the last tricks of 40 deals (20 seeds of each variant,
 * played by easy players until the stock is out). Each position is played
 * twice, strong in seat 0 then in seat 1, and seat 0's results compared:
 * strong must come out ahead in more pairs than easy does. (Whole games at
 * strong take seconds each in a Debug+ASan build; `parlour-cli bezique
 * bench` measures those.)
 */
static void test_strong_beats_easy_last_tricks(void **state)
{
    (void)state;
    int ahead = 0, behind = 0;
    for (int v = 0; v < BEZIQUE_VARIANT_COUNT; v++) {
        for (uint64_t seed = 1; seed <= 20; seed++) {
            BeziqueState st;
            Bezique_Init(&st, v, seed);
            for (int i = 0; !(st.stockCount == 0 && st.turnUp == CARD_NONE); i++) {
                PlayChecked(&st, GAME_AI_EASY, seed * 7919 + (uint64_t)i);
            }
            static const GameAiLevel strongFirst[2] = {GAME_AI_STRONG, GAME_AI_EASY};
            static const GameAiLevel easyFirst[2] = {GAME_AI_EASY, GAME_AI_STRONG};
            double withStrong = PlayOut(st, strongFirst, seed);
            double withEasy = PlayOut(st, easyFirst, seed);
            ahead += withStrong > withEasy ? 1 : 0;
            behind += withStrong < withEasy ? 1 : 0;
        }
    }
    print_message("strong ahead in %d pairs, behind in %d, level in %d\n", ahead, behind, 40 - ahead - behind);
    assert_true(ahead > behind);
}

/*
 * Once the stock is out nothing is hidden, and strong plays the solver's
 * move from among every legal card, not only the best-rated few the search
 * would weigh: at each turn of the last tricks of 40 deals its move is the
 * one the solver picks on the full state.
 */
static void test_strong_plays_the_solved_move(void **state)
{
    (void)state;
    int checked = 0, manyChoices = 0;
    for (int v = 0; v < BEZIQUE_VARIANT_COUNT; v++) {
        for (uint64_t seed = 1; seed <= 20; seed++) {
            BeziqueState st;
            Bezique_Init(&st, v, seed);
            for (int i = 0; !(st.stockCount == 0 && st.turnUp == CARD_NONE); i++) {
                PlayChecked(&st, GAME_AI_EASY, seed * 7919 + (uint64_t)i);
            }
            for (int i = 0; !Bezique_IsOver(&st) && st.phase == BEZ_PHASE_PLAY && st.stockCount == 0; i++) {
                int seat = Bezique_ToAct(&st);
                GameAction legal[BEZ_MAX_ACTIONS];
                int n = Bezique_Legal(&st, seat, legal, BEZ_MAX_ACTIONS);
                long budget = 1000000;
                double value;
                GameAction best;
                if (n > 1 && BeziqueAi_SolveEndgame(&st, seat, &budget, &value, &best)) {
                    GameAction a;
                    assert_true(GameAi_Choose(R, (const GameState *)&st, seat, GAME_AI_STRONG, seed + (uint64_t)i, &a));
                    assert_true(GameAction_Equal(a, best));
                    checked++;
                    manyChoices += n > 6 ? 1 : 0;
                }
                PlayChecked(&st, GAME_AI_EASY, seed * 31 + (uint64_t)i);
            }
        }
    }
    print_message("strong played the solver's move at %d turns (%d with more than six choices)\n", checked,
                  manyChoices);
    assert_true(checked > 100);
    assert_true(manyChoices > 10);
}

static void test_level_names(void **state)
{
    (void)state;
    for (int l = 0; l < GAME_AI_LEVEL_COUNT; l++) {
        assert_int_equal(GameAi_LevelFromName(GameAi_LevelName((GameAiLevel)l)), l);
    }
    assert_int_equal(GameAi_LevelFromName("grandmaster"), GAME_AI_LEVEL_COUNT);
    assert_int_equal(GameAi_LevelFromName(NULL), GAME_AI_LEVEL_COUNT);
    assert_non_null(GameAi_FindPolicy("bezique"));
    assert_null(GameAi_FindPolicy("snap"));
}

/* A seat that is not to act gets no move. */
static void test_not_to_act(void **state)
{
    (void)state;
    BeziqueState st;
    Bezique_Init(&st, BEZIQUE_RUBICON, 5);
    GameAction a;
    int other = 1 - Bezique_ToAct(&st);
    assert_false(GameAi_Choose(R, (const GameState *)&st, other, GAME_AI_EASY, 1, &a));
    assert_false(GameAi_Choose(R, (const GameState *)&st, Bezique_ToAct(&st), GAME_AI_LEVEL_COUNT, 1, &a));
}

/* STRONG samples more worlds in Rubicon only: the ordinary game's search stays the level's own (64 worlds). */
static void test_strong_worlds_rubicon_only(void **state)
{
    (void)state;
    assert_non_null(BeziqueAi_Policy.strongWorlds);
    BeziqueState st;
    Bezique_Init(&st, BEZIQUE_RUBICON, 7);
    BeziqueState view;
    R->view((const GameState *)&st, Bezique_ToAct(&st), (GameState *)&view);
    assert_int_equal(BeziqueAi_Policy.strongWorlds((const GameState *)&view), 96);
    Bezique_Init(&st, BEZIQUE_ORDINARY, 7);
    R->view((const GameState *)&st, Bezique_ToAct(&st), (GameState *)&view);
    assert_int_equal(BeziqueAi_Policy.strongWorlds((const GameState *)&view), 0);
}

static int gSamples;

static bool CountingSample(const GameState *view, Rng *rng, GameState *out)
{
    gSamples++;
    return Bezique_Rules.sample(view, rng, out);
}

/* The worlds STRONG's search samples for its first move of a deal in the variant (its solver's check takes 2). */
static int StrongSamples(int variant)
{
    GameRules counting = Bezique_Rules;
    counting.sample = CountingSample;
    BeziqueState st;
    Bezique_Init(&st, variant, 11);
    GameAction a;
    gSamples = 0;
    assert_true(GameAi_Choose(&counting, (const GameState *)&st, Bezique_ToAct(&st), GAME_AI_STRONG, 3, &a));
    return gSamples;
}

static void test_strong_search_samples_by_variant(void **state)
{
    (void)state;
    assert_int_equal(StrongSamples(BEZIQUE_RUBICON), 2 + 96);
    assert_int_equal(StrongSamples(BEZIQUE_ORDINARY), 2 + 64);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_level_names),
        cmocka_unit_test(test_not_to_act),
        cmocka_unit_test(test_rubicon_value),
        cmocka_unit_test(test_endgame_refuses),
        cmocka_unit_test(test_endgame_exact),
        cmocka_unit_test(test_easy_games_legal),
        cmocka_unit_test(test_search_levels_legal),
        cmocka_unit_test(test_medium_games_legal),
        cmocka_unit_test(test_deterministic),
        cmocka_unit_test(test_honest),
        cmocka_unit_test(test_strong_beats_easy_last_tricks),
        cmocka_unit_test(test_strong_plays_the_solved_move),
        cmocka_unit_test(test_strong_worlds_rubicon_only),
        cmocka_unit_test(test_strong_search_samples_by_variant),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
