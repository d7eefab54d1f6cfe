/* test_five_hundred_random.c: random legal Five Hundred games checked at every step (cards, legality, scores, views, replay). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "five_hundred/five_hundred.h"
#include "game/game.h"

/*
 * Games per variant: 1,000 by default (the ordinary ctest run), or
 * FIVE_HUNDRED_RANDOM_GAMES (five_hundred_soak sets 100,000). Seeds are
 * 1..N, so a failure names a seed to replay.
 *
 * The random players bid like people rather than dice: a seat passes
 * seven times in eight, and otherwise bids one of the lowest bids open (a uniform
 * choice among the next five; one time in four, among all open bids). Uniform bids would be mostly ten-trick
 * contracts that fail by hundreds, and the scores would drift away from
 * 500 for ever; this way a game is a dozen or so deals and still meets
 * every bid, the hand nobody bid, every contract made and set (the soak sees all 25 bids), and both
 * ways of reaching 500. Play and discards are uniform among the legal.
 */
static int GamesPerVariant(void)
{
    const char *env = getenv("FIVE_HUNDRED_RANDOM_GAMES");
    int n = env != NULL ? atoi(env) : 0;
    return n > 0 ? n : 1000;
}

typedef struct Stats {
    long games, deals, actions, illegalTried, views, noBid, made, set, byBid, byTricks;
    int maxDeals, maxLegal;
    long bids[FH_BIDS];
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

static Card RandomCard(Rng *rng)
{
    uint64_t r = Rng_Below(rng, 34);
    return r == 33 ? CARD_JOKER : Card_Make(7 + (int)(r % 8), (Suit)(r / 8 % 4));
}

/* A random action: often a near miss of a legal one (another card, bid or naming), sometimes noise. */
static GameAction RandomAction(Rng *rng, const GameAction *legal, int n)
{
    GameAction a;
    if (n > 0 && Rng_Below(rng, 3) != 0) {
        a = legal[Rng_Below(rng, (uint64_t)n)];
        switch (Rng_Below(rng, 5)) {
        case 0: a.cards[Rng_Below(rng, a.count > 0 ? a.count : 1)] = RandomCard(rng); break;
        case 1: a.choice = (uint16_t)Rng_Below(rng, 6); break;
        case 2: a.choice = (uint16_t)Rng_Below(rng, FH_BIDS + 2); break;
        case 3: a.kind = (uint8_t)(1 + Rng_Below(rng, FH_ACT_COUNT - 1)); break;
        default: a.count = (uint8_t)Rng_Below(rng, 4); break;
        }
        return a;
    }
    memset(&a, 0, sizeof a);
    a.kind = (uint8_t)Rng_Below(rng, FH_ACT_COUNT + 1);
    a.count = (uint8_t)Rng_Below(rng, 4);
    a.choice = (uint16_t)Rng_Below(rng, 30);
    for (int i = 0; i < 3; i++) {
        a.cards[i] = RandomCard(rng);
    }
    return a;
}

static int PickRandom(const FiveHundredState *st, int n, Rng *rng)
{
    if (st->phase == FH_PHASE_BID && n > 1 && Rng_Below(rng, 8) != 0) {
        return 0; /* pass */
    }
    if (st->phase == FH_PHASE_BID && n > 1) {
        int open = n - 1 < 5 || Rng_Below(rng, 4) == 0 ? n - 1 : 5;
        return 1 + (int)Rng_Below(rng, (uint64_t)open);
    }
    return (int)Rng_Below(rng, (uint64_t)n);
}

/* Each seat's view hides what it may not see, lists its legal moves unchanged, and samples to a sound state. */
static void CheckViews(const FiveHundredState *st, const GameAction *legal, int n, Rng *rng)
{
    static GameAction viewLegal[FH_MAX_ACTIONS];
    char why[200];
    for (int seat = 0; seat < st->players; seat++) {
        FiveHundredState view, sample;
        FiveHundred_View(st, seat, &view);
        assert_int_equal(FiveHundred_Apply(&view, view.toAct, FiveHundred_Pass()), FH_WHY_VIEW);
        assert_int_equal(view.widow | view.discard | view.dummy, 0);
        assert_true(seat == st->bidder || view.widowTaken == 0);
        for (int p = 0; p < FH_MAX_SEATS; p++) {
            assert_true(p == seat ? view.hand[p] == st->hand[p] : view.hand[p] == 0);
        }
        if (seat == FiveHundred_ToAct(st)) {
            int m = FiveHundred_Legal(&view, seat, viewLegal, FH_MAX_ACTIONS);
            assert_int_equal(m, n);
            for (int i = 0; i < m; i++) {
                assert_true(GameAction_Equal(viewLegal[i], legal[i]));
            }
        }
        if (!FiveHundred_Sample(&view, rng, &sample)) {
            fail_msg("seed %llu: cannot sample seat %d's view", (unsigned long long)st->seed, seat);
        }
        if (!FiveHundred_CheckInvariants(&sample, why, sizeof why)) {
            fail_msg("sampled view of seat %d: %s", seat, why);
        }
        assert_int_equal(sample.hand[seat], st->hand[seat]);
        /* The sample keeps what the seat saw: whoever showed out of a suit holds none of it. */
        for (int p = 0; p < st->players; p++) {
            for (int s = 0; s < SUIT_COUNT; s++) {
                if (st->voids[p] & (1u << s)) {
                    assert_int_equal(sample.hand[p] & FiveHundred_FollowBits((Suit)s, st->trumps), 0);
                }
            }
        }
        /* The true state is consistent with every view. */
        for (int s = 0; s < SUIT_COUNT; s++) {
            for (int p = 0; p < st->players; p++) {
                if (st->voids[p] & (1u << s)) {
                    assert_int_equal(st->hand[p] & FiveHundred_FollowBits((Suit)s, st->trumps), 0);
                }
            }
        }
    }
}

static void PlayOne(int variant, uint64_t seed, Stats *stats, bool deep)
{
    static GameAction legal[FH_MAX_ACTIONS];
    FiveHundredState st;
    GameRecord rec;
    char why[200];
    Rng rng = Rng_Make(seed * 7919u + (uint64_t)variant);
    assert_int_equal(FiveHundred_Init(&st, variant, seed), GAME_OK);
    GameRecord_Init(&rec, &FiveHundred_Rules, variant, seed);
    int steps = 0;
    while (!FiveHundred_IsOver(&st)) {
        if (!FiveHundred_CheckInvariants(&st, why, sizeof why)) {
            fail_msg("%s seed %llu step %d: %s", FiveHundred_VariantName(variant), (unsigned long long)seed, steps, why);
        }
        int seat = FiveHundred_ToAct(&st);
        int n = FiveHundred_Legal(&st, seat, legal, FH_MAX_ACTIONS);
        assert_true(n > 0 && n < FH_MAX_ACTIONS);
        stats->maxLegal = n > stats->maxLegal ? n : stats->maxLegal;
        assert_int_equal(FiveHundred_Legal(&st, (seat + 1) % st.players, legal + n, FH_MAX_ACTIONS - n), 0);
        /* Random others are refused unless listed, and a refusal leaves no trace. */
        for (int t = 0; t < (deep ? 6 : 1); t++) {
            GameAction a = RandomAction(&rng, legal, n);
            int who = Rng_Below(&rng, 4) == 0 ? (seat + 1) % st.players : seat;
            FiveHundredWhy w = FiveHundred_Check(&st, who, a);
            bool listed = who == seat && InList(legal, n, a);
            if ((w == FH_WHY_OK) != listed) {
                char text[GAME_ACTION_TEXT_MAX];
                FiveHundred_FormatAction(a, text, sizeof text);
                fail_msg("seed %llu: %s an action %s: %s", (unsigned long long)seed, listed ? "refused" : "accepted",
                         listed ? "listed" : "not listed", text);
            }
            if (w != FH_WHY_OK && (deep || (steps & 7) == 0)) {
                FiveHundredState copy = st;
                assert_int_not_equal(FiveHundred_Apply(&copy, who, a), FH_WHY_OK);
                assert_int_equal(memcmp(&copy, &st, sizeof st), 0);
                assert_true(FiveHundred_WhyText(w)[0] != '\0');
            }
            stats->illegalTried++;
        }
        if (deep) {
            for (int i = 0; i < n; i++) {
                assert_int_equal(FiveHundred_Check(&st, seat, legal[i]), FH_WHY_OK);
            }
            CheckViews(&st, legal, n, &rng);
            stats->views++;
        }
        GameAction a = legal[PickRandom(&st, n, &rng)];
        if (a.kind == FH_ACT_BID) {
            stats->bids[a.choice]++;
        }
        int dealBefore = st.deal;
        assert_int_equal(FiveHundred_Apply(&st, seat, a), FH_WHY_OK);
        assert_true(GameRecord_Push(&rec, a));
        if (st.deal != dealBefore || FiveHundred_IsOver(&st)) {
            const FiveHundredDeal *d = FiveHundred_HistoryAt(&st, st.historyCount - 1);
            stats->deals++;
            stats->noBid += d->bidder == FH_NOBODY;
            stats->made += d->bidder != FH_NOBODY && d->made;
            stats->set += d->bidder != FH_NOBODY && !d->made;
            int tricks = 0;
            for (int s = 0; s < st.sides; s++) {
                tricks += d->tricks[s];
            }
            assert_int_equal(tricks, FH_TRICKS);
        }
        steps++;
        assert_true(steps < 100000);
    }
    if (!FiveHundred_CheckInvariants(&st, why, sizeof why)) {
        fail_msg("%s seed %llu at the end: %s", FiveHundred_VariantName(variant), (unsigned long long)seed, why);
    }
    const FiveHundredDeal *last = FiveHundred_HistoryAt(&st, st.historyCount - 1);
    stats->byBid += last->winByBid;
    stats->byTricks += !last->winByBid;
    stats->maxDeals = st.deal > stats->maxDeals ? st.deal : stats->maxDeals;
    /* A replay from seed and actions reproduces the state exactly (through the shared Game_Replay when deep). */
    FiveHundredState again;
    GameError err;
    if (deep) {
        assert_true(Game_Replay(&rec, -1, (GameState *)&again, &err));
    } else {
        FiveHundred_Init(&again, variant, seed);
        for (int i = 0; i < rec.count; i++) {
            assert_int_equal(FiveHundred_Apply(&again, FiveHundred_ToAct(&again), rec.actions[i]), FH_WHY_OK);
        }
    }
    assert_int_equal(FiveHundred_Hash(&again), FiveHundred_Hash(&st));
    if (deep) {
        size_t need = GameRecord_Save(&rec, NULL, 0);
        char *text = malloc(need + 1);
        assert_non_null(text);
        GameRecord_Save(&rec, text, need + 1);
        GameRecord loaded;
        FiveHundredState fromText;
        if (!GameRecord_Load(text, &FiveHundred_Rules, &loaded, (GameState *)&fromText, &err)) {
            fail_msg("reloading seed %llu: %s", (unsigned long long)seed, err.message);
        }
        assert_int_equal(loaded.count, rec.count);
        assert_int_equal(FiveHundred_Hash(&fromText), FiveHundred_Hash(&st));
        GameRecord_Free(&loaded);
        free(text);
    }
    stats->games++;
    stats->actions += steps;
    GameRecord_Free(&rec);
}

static void RunVariant(int variant)
{
    Stats stats;
    memset(&stats, 0, sizeof stats);
    int games = GamesPerVariant();
    int deepEvery = games <= 2000 ? 20 : 1000;
    clock_t t0 = clock();
    for (int g = 1; g <= games; g++) {
        PlayOne(variant, (uint64_t)g, &stats, g % deepEvery == 1);
    }
    double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
    long bidsSeen = 0;
    for (int b = 0; b < FH_BIDS; b++) {
        bidsSeen += stats.bids[b] > 0;
    }
    printf("%s: %ld games, %ld deals (max %d in a game), %ld actions, %ld illegal tried, %ld view checks, %.2f s; "
           "no bid %ld, made %ld, set %ld; won by the bid %ld, by tricks %ld; %ld of 25 bids seen; max legal %d\n",
           FiveHundred_VariantName(variant), stats.games, stats.deals, stats.maxDeals, stats.actions,
           stats.illegalTried, stats.views, secs, stats.noBid, stats.made, stats.set, stats.byBid, stats.byTricks,
           bidsSeen, stats.maxLegal);
    assert_int_equal(stats.games, games);
    assert_true(stats.noBid > 0 && stats.made > 0 && stats.set > 0 && stats.byBid > 0 && stats.byTricks > 0);
    assert_true(bidsSeen >= (stats.games >= 10000 ? FH_BIDS : 15));
}

static void test_random_three_handed(void **state)
{
    (void)state;
    RunVariant(FH_THREE_HANDED);
}

static void test_random_two_handed(void **state)
{
    (void)state;
    RunVariant(FH_TWO_HANDED);
}

static void test_random_four_handed(void **state)
{
    (void)state;
    RunVariant(FH_FOUR_HANDED);
}

/* The shared interface drives a whole game too, with Game_PlayRandom and a record. */
static void test_interface_random(void **state)
{
    (void)state;
    const GameRules *rules = Game_Find("five-hundred");
    assert_non_null(rules);
    for (int v = 0; v < rules->variantCount; v++) {
        GameState *st = Game_NewState(rules);
        GameRecord rec;
        GameRecord_Init(&rec, rules, v, 99);
        assert_int_equal(rules->init(st, v, 99), GAME_OK);
        Rng rng = Rng_Make(5);
        int played = Game_PlayRandom(rules, st, &rec, &rng, 40000);
        assert_true(played > 20);
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
        cmocka_unit_test(test_random_three_handed),
        cmocka_unit_test(test_random_two_handed),
        cmocka_unit_test(test_random_four_handed),
        cmocka_unit_test(test_interface_random),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
