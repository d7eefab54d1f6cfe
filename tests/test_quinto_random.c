/* test_quinto_random.c: random legal Quinto and Dummy Quinto games checked at every step (cards, legality, scores, views, replay). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "game/game.h"
#include "quinto/quinto.h"

/*
 * Games per variant: 2,000 by default (the ordinary ctest run), or
 * QUINTO_RANDOM_GAMES (quinto_soak sets 100,000). Seeds are 1..N, so a
 * failure names a seed that `parlour-cli quinto play --seed N --a random
 * --b random` replays. A Quinto game is a whole rubber.
 */
static int GamesPerVariant(void)
{
    const char *env = getenv("QUINTO_RANDOM_GAMES");
    int n = env != NULL ? atoi(env) : 0;
    return n > 0 ? n : 2000;
}

typedef struct Stats {
    long games, actions, illegalTried, views, hands, quintEnds, cachetteEnds, ties;
    int wins[2];
} Stats;

static bool InList(const GameAction *list, int n, GameAction a)
{
    for (int i = 0; i < n; i++) {
        if (GameAction_Equal(list[i], a)) {
            return true;
        }
    }
    return false;
}

/* A random action: often a near miss of a legal one (another card, kind or count), sometimes noise. */
static GameAction RandomAction(Rng *rng, const GameAction *legal, int n)
{
    GameAction a;
    if (n > 0 && Rng_Below(rng, 3) != 0) {
        a = legal[Rng_Below(rng, (uint64_t)n)];
        switch (Rng_Below(rng, 4)) {
        case 0: a.cards[0] = Quinto_CardAt((int)Rng_Below(rng, QUINTO_CARDS + 1)); break;
        case 1: a.kind = (uint8_t)(1 + Rng_Below(rng, QUINTO_ACT_COUNT - 1)); break;
        case 2: a.count = (uint8_t)Rng_Below(rng, 3); break;
        default: a.choice = (uint16_t)Rng_Below(rng, 2); break;
        }
        return a;
    }
    memset(&a, 0, sizeof a);
    a.kind = (uint8_t)Rng_Below(rng, QUINTO_ACT_COUNT + 1);
    a.count = (uint8_t)Rng_Below(rng, 2);
    a.cards[0] = Quinto_CardAt((int)Rng_Below(rng, QUINTO_CARDS));
    return a;
}

/*
 * Every seat's view hides what it may not see (compared with the full
 * state), the deciding seat's view lists its legal moves unchanged, and a
 * sampled world is sound and agrees with all the view shows.
 */
static void CheckViews(const QuintoState *st, const GameAction *legal, int n, Rng *rng)
{
    GameAction viewLegal[QUINTO_MAX_ACTIONS];
    char why[160];
    int toAct = Quinto_ToAct(st);
    for (int seat = 0; seat < 4; seat++) {
        QuintoState view, sample;
        Quinto_View(st, seat, &view);
        assert_int_equal(view.cachette, 0);
        assert_int_equal(view.seed, 0);
        for (int p = 0; p < 4; p++) {
            bool sees = Quinto_Sees(st, seat, p);
            assert_true(view.hand[p] == (sees ? st->hand[p] : 0));
            assert_int_equal(view.handCount[p], st->handCount[p]);
        }
        if (toAct != GAME_NOBODY && Quinto_Controller(st, toAct) == seat) {
            int m = Quinto_Legal(&view, toAct, viewLegal, QUINTO_MAX_ACTIONS);
            if (!(st->phase == QUINTO_PHASE_PLAY && !Quinto_Sees(st, seat, toAct))) {
                assert_int_equal(m, n);
                for (int i = 0; i < m; i++) {
                    assert_true(GameAction_Equal(viewLegal[i], legal[i]));
                }
            }
            if (n > 0) {
                assert_int_equal(Quinto_Apply(&view, toAct, legal[0]), QUINTO_WHY_VIEW);
            }
        }
        assert_true(Quinto_Sample(&view, rng, &sample));
        if (!Quinto_CheckInvariants(&sample, why, sizeof why)) {
            fail_msg("sampled view of seat %d: %s", seat, why);
        }
        for (int p = 0; p < 4; p++) {
            if (Quinto_Sees(st, seat, p)) {
                assert_true(sample.hand[p] == st->hand[p]);
            }
            /* Shown voids are honoured. */
            for (int s = 0; s < SUIT_COUNT; s++) {
                if (st->voids[p] >> s & 1u) {
                    assert_int_equal(sample.hand[p] & Quinto_SuitMask((Suit)s), 0);
                }
            }
        }
    }
}

static void PlayOne(int variant, uint64_t seed, Stats *stats, bool deep)
{
    GameAction legal[QUINTO_MAX_ACTIONS];
    QuintoState st;
    GameRecord rec;
    char why[160];
    Rng rng = Rng_Make(seed * 7919u + (uint64_t)variant);
    assert_int_equal(Quinto_Init(&st, variant, seed), GAME_OK);
    GameRecord_Init(&rec, &Quinto_Rules, variant, seed);
    int steps = 0;
    while (!Quinto_IsOver(&st)) {
        if (!Quinto_CheckInvariants(&st, why, sizeof why)) {
            fail_msg("%s seed %llu step %d: %s", Quinto_VariantName(variant), (unsigned long long)seed, steps, why);
        }
        int seat = Quinto_ToAct(&st);
        int n = Quinto_Legal(&st, seat, legal, QUINTO_MAX_ACTIONS);
        assert_true(n > 0 && n <= QUINTO_HAND);
        assert_int_equal(Quinto_Legal(&st, (seat + 1) % 4, legal + n, QUINTO_MAX_ACTIONS - n), 0);
        /* Random others are refused unless listed, and a refusal leaves no trace. */
        for (int t = 0; t < (deep ? 6 : (steps % 4 == 0 ? 1 : 0)); t++) {
            GameAction a = RandomAction(&rng, legal, n);
            int who = Rng_Below(&rng, 4) == 0 ? (seat + 1 + (int)Rng_Below(&rng, 3)) % 4 : seat;
            QuintoWhy w = Quinto_Check(&st, who, a);
            bool listed = who == seat && InList(legal, n, a);
            if (w == QUINTO_WHY_OK && !listed) {
                char text[GAME_ACTION_TEXT_MAX];
                Quinto_FormatAction(a, text, sizeof text);
                fail_msg("seed %llu: accepted an unlisted action: %s", (unsigned long long)seed, text);
            }
            if (w != QUINTO_WHY_OK) {
                QuintoState copy = st;
                assert_int_not_equal(Quinto_Apply(&copy, who, a), QUINTO_WHY_OK);
                assert_int_equal(Quinto_Hash(&copy), Quinto_Hash(&st));
                assert_true(Quinto_WhyText(w)[0] != '\0');
            }
            stats->illegalTried++;
        }
        if (deep) {
            for (int i = 0; i < n; i++) {
                assert_int_equal(Quinto_Check(&st, seat, legal[i]), QUINTO_WHY_OK);
                char text[GAME_ACTION_TEXT_MAX];
                GameAction back;
                Quinto_FormatAction(legal[i], text, sizeof text);
                assert_true(Quinto_ParseAction(text, &back));
                assert_true(GameAction_Equal(back, legal[i]));
            }
            CheckViews(&st, legal, n, &rng);
            stats->views++;
        }
        uint16_t hand = st.handNumber;
        uint8_t game = st.gameIndex;
        GameAction a = legal[Rng_Below(&rng, (uint64_t)n)];
        assert_int_equal(Quinto_Apply(&st, seat, a), QUINTO_WHY_OK);
        assert_true(GameRecord_Push(&rec, a));
        steps++;
        assert_true(steps < 20000);
        if (st.handNumber != hand || Quinto_IsOver(&st)) {
            stats->hands++;
            const QuintoHandRow *row =
                &st.history[st.gameIndex != game || Quinto_IsOver(&st)
                                ? (st.phase == QUINTO_PHASE_OVER ? st.historyCount - 1 : st.historyCount - 2)
                                : st.historyCount - 2];
            stats->quintEnds += row->end == QUINTO_END_QUINTS;
            stats->cachetteEnds += row->end == QUINTO_END_CACHETTE;
            stats->ties += st.tie;
        }
    }
    if (!Quinto_CheckInvariants(&st, why, sizeof why)) {
        fail_msg("%s seed %llu at the end: %s", Quinto_VariantName(variant), (unsigned long long)seed, why);
    }
    assert_true(st.historyCount < QUINTO_HISTORY_MAX);
    /* The result agrees with the settlement; the rubber went to the side with two games. */
    GameResult r = Quinto_Rules.result((const GameState *)(const void *)&st);
    assert_true(r.over);
    assert_int_equal(r.winner, st.winner);
    assert_int_equal(r.score[0] - r.score[1], st.winner == 0 ? r.value : -r.value);
    if (variant == QUINTO_FOUR) {
        assert_int_equal(st.games[st.winner], 2);
        assert_true(st.games[1 - st.winner] <= 1);
    }
    /* A replay from seed and actions reproduces the state exactly. */
    QuintoState again;
    GameError err;
    assert_true(Game_Replay(&rec, -1, (GameState *)(void *)&again, &err));
    assert_int_equal(Quinto_Hash(&again), Quinto_Hash(&st));
    if (deep) {
        size_t need = GameRecord_Save(&rec, NULL, 0);
        char *text = malloc(need + 1);
        assert_non_null(text);
        GameRecord_Save(&rec, text, need + 1);
        GameRecord loaded;
        QuintoState fromText;
        if (!GameRecord_Load(text, &Quinto_Rules, &loaded, (GameState *)(void *)&fromText, &err)) {
            fail_msg("reloading seed %llu: %s", (unsigned long long)seed, err.message);
        }
        assert_int_equal(loaded.count, rec.count);
        assert_int_equal(Quinto_Hash(&fromText), Quinto_Hash(&st));
        GameRecord_Free(&loaded);
        free(text);
    }
    stats->wins[st.winner]++;
    stats->games++;
    stats->actions += steps;
    GameRecord_Free(&rec);
}

static void RunVariant(int variant)
{
    Stats stats;
    memset(&stats, 0, sizeof stats);
    int games = GamesPerVariant();
    int deepEvery = games <= 2000 ? 20 : 500;
    clock_t t0 = clock();
    for (int g = 1; g <= games; g++) {
        PlayOne(variant, (uint64_t)g, &stats, g % deepEvery == 1);
    }
    double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
    printf("%s: %ld games, %ld hands, %ld actions, %ld illegal tried, %ld view checks, %.2f s (%.3f ms/game); "
           "hands ended by quints %ld, by the cachette %ld, ties %ld; wins %d/%d\n",
           Quinto_VariantName(variant), stats.games, stats.hands, stats.actions, stats.illegalTried, stats.views, secs,
           1000.0 * secs / (double)stats.games, stats.quintEnds, stats.cachetteEnds, stats.ties, stats.wins[0],
           stats.wins[1]);
    assert_int_equal(stats.games, games);
    assert_true(stats.quintEnds > 0);
}

static void test_random_quinto(void **state)
{
    (void)state;
    RunVariant(QUINTO_FOUR);
}

static void test_random_dummy(void **state)
{
    (void)state;
    RunVariant(QUINTO_DUMMY);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_quinto),
        cmocka_unit_test(test_random_dummy),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
