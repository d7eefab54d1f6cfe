/* test_bezique_random.c: random legal Bezique games checked at every step (cards, legality, scores, views, replay). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bezique/bezique.h"
#include "game/game.h"

/*
 * Games per variant: 2,000 by default (the ordinary ctest run), or
 * BEZIQUE_RANDOM_GAMES (the bezique_soak test sets 100,000). Seeds are
 * 1..N, so a failure names a seed that `parlour-cli bezique random --seed`
 * replays.
 */
static int GamesPerVariant(void)
{
    const char *env = getenv("BEZIQUE_RANDOM_GAMES");
    int n = env != NULL ? atoi(env) : 0;
    return n > 0 ? n : 2000;
}

typedef struct Stats {
    long games, actions, illegalTried, views;
    int maxLegal, maxSets, maxPending, maxTable, tooMany;
    int wins[3];
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

/* A random action: often a near miss of a legal one (another card, slot or index), sometimes noise. */
static GameAction RandomAction(Rng *rng, const GameAction *legal, int n)
{
    GameAction a;
    if (n > 0 && Rng_Below(rng, 3) != 0) {
        a = legal[Rng_Below(rng, (uint64_t)n)];
        switch (Rng_Below(rng, 5)) {
        case 0:
            a.cards[Rng_Below(rng, a.count > 0 ? a.count : 1)] = Bezique_CardAt((int)Rng_Below(rng, BEZ_KINDS));
            break;
        case 1: a.choice = (uint16_t)(1u << Rng_Below(rng, 10)); break;
        case 2: a.choice = (uint16_t)Rng_Below(rng, 4); break;
        case 3: a.kind = (uint8_t)(1 + Rng_Below(rng, BEZ_ACT_COUNT - 1)); break;
        default: a.count = (uint8_t)Rng_Below(rng, GAME_ACTION_CARDS + 1); break;
        }
        return a;
    }
    memset(&a, 0, sizeof a);
    a.kind = (uint8_t)Rng_Below(rng, BEZ_ACT_COUNT + 1);
    a.count = (uint8_t)Rng_Below(rng, GAME_ACTION_CARDS + 1);
    a.choice = (uint16_t)Rng_Below(rng, 1024);
    for (int i = 0; i < GAME_ACTION_CARDS; i++) {
        a.cards[i] = Bezique_CardAt((int)Rng_Below(rng, BEZ_KINDS));
    }
    return a;
}

/* Each seat's view shows its own legal moves unchanged, and sampling it gives a sound full state. */
static void CheckViews(const BeziqueState *st, const GameAction *legal, int n, Rng *rng)
{
    static GameAction viewLegal[BEZ_MAX_ACTIONS];
    char why[160];
    for (int seat = 0; seat < 2; seat++) {
        BeziqueState view, sample;
        Bezique_View(st, seat, &view);
        assert_int_equal(Bezique_Apply(&view, view.toAct, Bezique_Pass()), BEZ_WHY_VIEW);
        for (int i = 0; i < view.stockCount; i++) {
            assert_int_equal(view.stock[i], CARD_NONE);
        }
        if (seat == Bezique_ToAct(st)) {
            int m = Bezique_Legal(&view, seat, viewLegal, BEZ_MAX_ACTIONS);
            assert_int_equal(m, n);
            for (int i = 0; i < m; i++) {
                assert_true(GameAction_Equal(viewLegal[i], legal[i]));
            }
        }
        assert_true(Bezique_Sample(&view, rng, &sample));
        if (!Bezique_CheckInvariants(&sample, why, sizeof why)) {
            fail_msg("sampled view of seat %d: %s", seat, why);
        }
        for (int k = 0; k < BEZ_KINDS; k++) {
            assert_int_equal(sample.side[seat].hand[k], st->side[seat].hand[k]);
        }
    }
}

static void PlayOne(int variant, uint64_t seed, Stats *stats, bool deep)
{
    static GameAction legal[BEZ_MAX_ACTIONS];
    BeziqueState st;
    GameRecord rec;
    char why[160];
    Rng rng = Rng_Make(seed * 7919u + (uint64_t)variant);
    assert_int_equal(Bezique_Init(&st, variant, seed), GAME_OK);
    GameRecord_Init(&rec, &Bezique_Rules, variant, seed);
    int steps = 0;
    while (!Bezique_IsOver(&st)) {
        if (!Bezique_CheckInvariants(&st, why, sizeof why)) {
            fail_msg("%s seed %llu step %d: %s", Bezique_VariantName(variant), (unsigned long long)seed, steps, why);
        }
        int seat = Bezique_ToAct(&st);
        int n = Bezique_Legal(&st, seat, legal, BEZ_MAX_ACTIONS);
        assert_true(n > 0);
        assert_true(n < BEZ_MAX_ACTIONS);
        assert_int_equal(Bezique_Legal(&st, 1 - seat, legal + n, BEZ_MAX_ACTIONS - n), 0);
        if (n > stats->maxLegal) {
            stats->maxLegal = n;
        }
        for (int p = 0; p < 2; p++) {
            const BeziqueSide *s = &st.side[p];
            int sets = 0;
            for (int w = 0; w < BEZ_SET_WORDS; w++) {
                for (uint64_t x = s->declared[w]; x != 0; x &= x - 1) {
                    sets++;
                }
            }
            stats->maxSets = sets > stats->maxSets ? sets : stats->maxSets;
            stats->maxPending = s->pendingCount > stats->maxPending ? s->pendingCount : stats->maxPending;
            stats->maxTable = s->tableCount > stats->maxTable ? s->tableCount : stats->maxTable;
        }
        /* Every listed action is accepted by check; random others are refused unless listed, and leave no trace. */
        for (int t = 0; t < (deep ? 6 : 1); t++) {
            GameAction a = RandomAction(&rng, legal, n);
            int who = Rng_Below(&rng, 4) == 0 ? 1 - seat : seat;
            BeziqueWhy w = Bezique_Check(&st, who, a);
            bool listed = who == seat && InList(legal, n, a);
            if (w == BEZ_WHY_TOO_MANY) {
                stats->tooMany++;
            }
            if (w == BEZ_WHY_OK && !listed) {
                char text[GAME_ACTION_TEXT_MAX];
                Bezique_FormatAction(a, text, sizeof text);
                fail_msg("seed %llu: accepted an unlisted action: %s", (unsigned long long)seed, text);
            }
            if (w != BEZ_WHY_OK) {
                BeziqueState copy = st;
                assert_int_not_equal(Bezique_Apply(&copy, who, a), BEZ_WHY_OK);
                assert_int_equal(memcmp(&copy, &st, sizeof st), 0); /* a refusal leaves no trace */
                assert_true(Bezique_WhyText(w)[0] != '\0');
            }
            stats->illegalTried++;
        }
        if (deep) {
            for (int i = 0; i < n; i++) {
                assert_int_equal(Bezique_Check(&st, seat, legal[i]), BEZ_WHY_OK);
            }
            CheckViews(&st, legal, n, &rng);
            stats->views++;
        }
        GameAction a = legal[Rng_Below(&rng, (uint64_t)n)];
        assert_int_equal(Bezique_Apply(&st, seat, a), BEZ_WHY_OK);
        assert_true(GameRecord_Push(&rec, a));
        steps++;
        assert_true(steps < 5000);
    }
    if (!Bezique_CheckInvariants(&st, why, sizeof why)) {
        fail_msg("%s seed %llu at the end: %s", Bezique_VariantName(variant), (unsigned long long)seed, why);
    }
    /* A replay from seed and actions reproduces the state exactly. */
    BeziqueState again;
    GameError err;
    assert_true(Game_Replay(&rec, -1, (GameState *)&again, &err));
    assert_int_equal(Bezique_Hash(&again), Bezique_Hash(&st));
    if (deep) {
        size_t need = GameRecord_Save(&rec, NULL, 0);
        char *text = malloc(need + 1);
        assert_non_null(text);
        GameRecord_Save(&rec, text, need + 1);
        GameRecord loaded;
        BeziqueState fromText;
        if (!GameRecord_Load(text, &Bezique_Rules, &loaded, (GameState *)&fromText, &err)) {
            fail_msg("reloading seed %llu: %s", (unsigned long long)seed, err.message);
        }
        assert_int_equal(loaded.count, rec.count);
        assert_int_equal(Bezique_Hash(&fromText), Bezique_Hash(&st));
        GameRecord_Free(&loaded);
        free(text);
    }
    int w = st.winner == 0xFF ? 2 : st.winner;
    stats->wins[w]++;
    stats->games++;
    stats->actions += steps;
    GameRecord_Free(&rec);
}

static void RunVariant(int variant)
{
    Stats stats;
    memset(&stats, 0, sizeof stats);
    int games = GamesPerVariant();
    /* Some games are checked deeply (views, samples, every legal action, the save text): 100 per run at least. */
    int deepEvery = games <= 2000 ? 20 : 500;
    clock_t t0 = clock();
    for (int g = 1; g <= games; g++) {
        PlayOne(variant, (uint64_t)g, &stats, g % deepEvery == 1);
    }
    double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
    printf("%s: %ld games, %ld actions, %ld illegal tried, %ld view checks, %.2f s (%.3f ms/game); "
           "max legal %d, max sets %d, max pending %d, max table %d, room refusals %d; "
           "wins %d/%d/null %d\n",
           Bezique_VariantName(variant), stats.games, stats.actions, stats.illegalTried, stats.views, secs,
           1000.0 * secs / (double)stats.games, stats.maxLegal, stats.maxSets, stats.maxPending, stats.maxTable,
           stats.tooMany, stats.wins[0], stats.wins[1], stats.wins[2]);
    assert_int_equal(stats.games, games);
    assert_int_equal(stats.tooMany, 0);
}

static void test_random_rubicon(void **state)
{
    (void)state;
    RunVariant(BEZIQUE_RUBICON);
}

static void test_random_ordinary(void **state)
{
    (void)state;
    RunVariant(BEZIQUE_ORDINARY);
}

/* How fast bare random playouts run (what the AI's searches cost): no checks, just legal() and apply(). */
static void test_playout_speed(void **state)
{
    (void)state;
    static GameAction legal[BEZ_MAX_ACTIONS];
    for (int v = 0; v < BEZIQUE_VARIANT_COUNT; v++) {
        Rng rng = Rng_Make(11);
        long actions = 0;
        int games = v == BEZIQUE_RUBICON ? 2000 : 500;
        clock_t t0 = clock();
        for (int g = 0; g < games; g++) {
            BeziqueState st;
            Bezique_Init(&st, v, (uint64_t)g + 1000000);
            while (!Bezique_IsOver(&st)) {
                int seat = Bezique_ToAct(&st);
                int n = Bezique_Legal(&st, seat, legal, BEZ_MAX_ACTIONS);
                Bezique_Apply(&st, seat, legal[Rng_Below(&rng, (uint64_t)n)]);
                actions++;
            }
        }
        double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
        printf("%s playouts: %.1f us per game (%ld actions, %.3f us per action); state %zu bytes\n",
               Bezique_VariantName(v), 1e6 * secs / games, actions, 1e6 * secs / (double)actions, sizeof(BeziqueState));
    }
}

/* The shared interface drives a whole game too, with Game_PlayRandom and a record. */
static void test_interface_random(void **state)
{
    (void)state;
    const GameRules *rules = Game_Find("bezique");
    assert_non_null(rules);
    for (int v = 0; v < rules->variantCount; v++) {
        GameState *st = Game_NewState(rules);
        GameRecord rec;
        GameRecord_Init(&rec, rules, v, 99);
        assert_int_equal(rules->init(st, v, 99), GAME_OK);
        Rng rng = Rng_Make(5);
        int played = Game_PlayRandom(rules, st, &rec, &rng, 100000);
        assert_true(played > 100);
        GameResult r = rules->result(st);
        assert_true(r.over);
        assert_int_equal(rules->toAct(st), GAME_NOBODY);
        GameState *again = Game_NewState(rules);
        assert_true(Game_Replay(&rec, -1, again, NULL));
        assert_int_equal(rules->hash(again), rules->hash(st));
        free(again);
        free(st);
        GameRecord_Free(&rec);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_rubicon),
        cmocka_unit_test(test_random_ordinary),
        cmocka_unit_test(test_interface_random),
        cmocka_unit_test(test_playout_speed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
