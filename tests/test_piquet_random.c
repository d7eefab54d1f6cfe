/* test_piquet_random.c: random legal Piquet parties checked at every step (cards, legality, scores, views, replay). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/game.h"
#include "piquet/piquet.h"

/*
 * Parties until 2,000 deals have been played (the ordinary ctest run, the
 * four variants in turn), or PIQUET_RANDOM_DEALS (piquet_soak sets 100,000
 * deals, about 11,000 parties; each deal is one of the book's "games" of
 * Piquet, and a partie of six deals checked at every step is six times a
 * Bezique deal's work, so the soak counts deals to stay under a minute on
 * this machine). Seeds are 1..N,
 * so a failure names a seed that `parlour-cli piquet play --a random --b
 * random --seed N` replays. Listing every one of the dealer's 3,301
 * exchanges costs more than the rest of a deal, so the random players draw
 * an exchange directly (a random count, a random set of that size) and
 * every sixteenth partie lists and checks legal() in full at every step;
 * the other parties check each exchange against the law itself.
 */
static int Deals(void)
{
    const char *env = getenv("PIQUET_RANDOM_DEALS");
    int n = env != NULL ? atoi(env) : 0;
    return n > 0 ? n : 2000;
}

/* An exchange's cards may come in any order: the same set is the same exchange. */
static bool SameAction(GameAction x, GameAction y)
{
    if (x.kind != PIQ_ACT_EXCHANGE || y.kind != PIQ_ACT_EXCHANGE) {
        return GameAction_Equal(x, y);
    }
    if (x.count != y.count || x.choice != y.choice) {
        return false;
    }
    uint32_t mx = 0, my = 0;
    for (int i = 0; i < x.count; i++) {
        int a = Piquet_Index(x.cards[i]), b = Piquet_Index(y.cards[i]);
        if (a < 0 || b < 0) {
            return false;
        }
        mx |= 1u << a;
        my |= 1u << b;
    }
    return mx == my && __builtin_popcount(mx) == x.count;
}

static bool InList(const GameAction *list, int n, GameAction a)
{
    for (int i = 0; i < n; i++) {
        if (SameAction(list[i], a)) {
            return true;
        }
    }
    return false;
}

static int CardsOf(PiquetMask m, Card *out)
{
    int n = 0;
    for (int i = 0; i < PIQ_CARDS; i++) {
        if (m & (1u << i)) {
            out[n++] = Piquet_CardAt(i);
        }
    }
    return n;
}

/* A random exchange of the seat to act: a random legal count, then a random set of that many. */
static GameAction RandomExchange(const PiquetState *st, int seat, Rng *rng)
{
    Card hand[PIQ_HAND];
    int n = CardsOf(st->hand[seat], hand);
    bool elder = seat == 1 - st->dealer;
    int lo = elder ? 1 : (st->variant >= PIQUET_CENT ? 0 : 1);
    int hi = elder ? 5 : PIQ_STOCK - st->stockPos;
    int k = lo + (int)Rng_Below(rng, (uint64_t)(hi - lo + 1));
    Rng_Shuffle(rng, hand, n);
    return Piquet_Exchange(hand, k);
}

/* Any action at all, mostly nonsense: a random kind, choice and cards. */
static GameAction RandomAnything(Rng *rng)
{
    GameAction a = {0};
    a.kind = (uint8_t)Rng_Below(rng, PIQ_ACT_COUNT + 1);
    a.choice = (uint16_t)Rng_Below(rng, 4);
    a.count = (uint8_t)(a.kind == PIQ_ACT_EXCHANGE ? Rng_Below(rng, 9) : a.kind == PIQ_ACT_PLAY ? 1 : 0);
    for (int i = 0; i < a.count; i++) {
        a.cards[i] = Piquet_CardAt((int)Rng_Below(rng, PIQ_CARDS));
    }
    return a;
}

/* The law of the exchange, written again independently of the rules' code. */
static bool ExchangeLawful(const PiquetState *st, int seat, GameAction a)
{
    if (a.kind != PIQ_ACT_EXCHANGE || a.choice != 0 || st->phase != PIQ_PHASE_EXCHANGE || seat != st->toAct) {
        return false;
    }
    PiquetMask m = 0;
    for (int i = 0; i < a.count; i++) {
        int idx = Piquet_Index(a.cards[i]);
        if (idx < 0 || (m & (1u << idx)) || !(st->hand[seat] & (1u << idx))) {
            return false;
        }
        m |= 1u << idx;
    }
    bool elder = seat == 1 - st->dealer;
    int lo = elder ? 1 : (st->variant >= PIQUET_CENT ? 0 : 1);
    int hi = elder ? 5 : PIQ_STOCK - st->stockPos;
    return a.count >= lo && a.count <= hi;
}

static void CheckViews(const PiquetState *st, long seed, int step)
{
    char why[160];
    PiquetCallLine full[PIQ_CALL_LINES], heard[PIQ_CALL_LINES];
    /* The calls change only while calling (and with a pique in the first tricks): compare them then. */
    bool calling = st->phase != PIQ_PHASE_PLAY || st->tricksDone < 2;
    int n = calling ? Piquet_Calls(st, full, PIQ_CALL_LINES) : 0;
    for (int seat = 0; seat < 2; seat++) {
        PiquetState view;
        Piquet_View(st, seat, &view);
        if (!Piquet_ViewHonest(st, &view, why, sizeof why)) {
            fail_msg("seed %ld step %d seat %d: %s", seed, step, seat, why);
        }
        /* Each seat hears the calls exactly as they were spoken. */
        int m = calling ? Piquet_Calls(&view, heard, PIQ_CALL_LINES) : 0;
        if (m != n) {
            fail_msg("seed %ld step %d seat %d hears %d calls, %d spoken", seed, step, seat, m, n);
        }
        for (int i = 0; i < n; i++) {
            if (strcmp(full[i].text, heard[i].text) != 0) {
                fail_msg("seed %ld step %d seat %d hears \"%s\" for \"%s\"", seed, step, seat, heard[i].text,
                         full[i].text);
            }
        }
        /* A sampled world agrees with the view: the viewer's cards, the cards he saw, counts. */
        if (view.phase != PIQ_PHASE_OVER && (step % 7) == 0) {
            Rng rng = Rng_Make((uint64_t)seed * 131 + (uint64_t)step);
            PiquetState world;
            if (!Piquet_Sample(&view, &rng, &world)) {
                fail_msg("seed %ld step %d seat %d: no world fits the view", seed, step, seat);
            }
            if (!Piquet_CheckInvariants(&world, why, sizeof why)) {
                fail_msg("seed %ld step %d seat %d: sampled world: %s", seed, step, seat, why);
            }
            if (world.hand[seat] != st->hand[seat] || (world.hand[1 - seat] & view.hand[1 - seat]) != view.hand[1 - seat]) {
                fail_msg("seed %ld step %d seat %d: the sample moved a seen card", seed, step, seat);
            }
        }
    }
}

static int PlayParty(long seed, int variant, bool full, GameAction *legal)
{
    const GameRules *rules = &Piquet_Rules;
    PiquetState st;
    assert_int_equal(Piquet_Init(&st, variant, (uint64_t)seed), GAME_OK);
    GameRecord rec;
    GameRecord_Init(&rec, rules, variant, (uint64_t)seed);
    Rng rng = Rng_Make((uint64_t)seed ^ 0x5EEDULL);
    char why[160];
    for (int step = 0; step < 4000; step++) {
        int seat = Piquet_ToAct(&st);
        if (seat == GAME_NOBODY) {
            break;
        }
        bool listed = full || st.phase != PIQ_PHASE_EXCHANGE;
        int n = listed ? Piquet_Legal(&st, seat, legal, PIQ_MAX_ACTIONS) : 0;
        if (listed && n <= 0) {
            fail_msg("seed %ld step %d: nothing legal for seat %d", seed, step, seat);
        }
        /* No action refused that legal() listed, none accepted that it did not. */
        for (int t = 0; t < 3; t++) {
            GameAction any = RandomAnything(&rng);
            bool ok = Piquet_Check(&st, seat, any) == PIQ_WHY_OK;
            bool lawful = listed ? InList(legal, n, any) : ExchangeLawful(&st, seat, any);
            if (ok != lawful) {
                char text[64];
                Piquet_FormatAction(any, text, sizeof text);
                fail_msg("seed %ld step %d: \"%s\" %s but %s", seed, step, text, ok ? "accepted" : "refused",
                         lawful ? "lawful" : "unlawful");
            }
            if (Piquet_Check(&st, 1 - seat, any) == PIQ_WHY_OK) {
                fail_msg("seed %ld step %d: the seat not to act may act", seed, step);
            }
        }
        GameAction a = listed ? legal[Rng_Below(&rng, (uint64_t)n)] : RandomExchange(&st, seat, &rng);
        if (full && st.phase == PIQ_PHASE_EXCHANGE) {
            for (int i = 0; i < n; i++) {
                if (Piquet_Check(&st, seat, legal[i]) != PIQ_WHY_OK) {
                    fail_msg("seed %ld step %d: listed exchange %d refused", seed, step, i);
                }
            }
        }
        PiquetCallLine said[PIQ_CALL_LINES], now[PIQ_CALL_LINES];
        /* As CheckViews: the calls change only while calling (and with a pique in the first tricks). */
        bool calling = st.phase != PIQ_PHASE_PLAY || st.tricksDone < 2;
        int saidCount = calling ? Piquet_Calls(&st, said, PIQ_CALL_LINES) : 0, deal = st.deal, game = st.game;
        if (Piquet_Apply(&st, seat, a) != PIQ_WHY_OK) {
            fail_msg("seed %ld step %d: a legal action was refused", seed, step);
        }
        /* Within a deal the calls only grow, in the order spoken: what was said stays where it was, so a list
           read as it grows (the table's, the printout's) shows each line once. */
        if (calling && st.deal == deal && st.game == game && st.phase != PIQ_PHASE_OVER) {
            int nowCount = Piquet_Calls(&st, now, PIQ_CALL_LINES);
            if (nowCount < saidCount) {
                fail_msg("seed %ld step %d: the calls went from %d lines to %d", seed, step, saidCount, nowCount);
            }
            for (int i = 0; i < saidCount; i++) {
                if (strcmp(said[i].text, now[i].text) != 0 || said[i].seat != now[i].seat) {
                    fail_msg("seed %ld step %d: call line %d was \"%s\", then \"%s\"", seed, step, i + 1,
                             said[i].text, now[i].text);
                }
            }
        }
        assert_true(GameRecord_Push(&rec, a));
        if (!Piquet_CheckInvariants(&st, why, sizeof why)) {
            fail_msg("seed %ld step %d: %s", seed, step, why);
        }
        CheckViews(&st, seed, step);
    }
    assert_int_equal(st.phase, PIQ_PHASE_OVER);
    /* The end of a partie as ruled. */
    int deals = Piquet_PartieDeals(variant);
    if (deals > 0) {
        assert_true(st.deal == deals || st.deal == deals + 2);
        if (st.winner == PIQ_NOBODY) {
            assert_int_equal(st.total[0], st.total[1]);
            assert_int_equal(st.deal, deals + 2);
        } else {
            assert_true(st.total[st.winner] > st.total[1 - st.winner]);
        }
    } else {
        assert_true(st.winner <= 1);
        assert_true(st.total[st.winner] >= 100);
        assert_true(st.total[1 - st.winner] < 100);
        if (variant == PIQUET_CENT_FIVE) {
            assert_true(st.gamesWon[st.winner] >= 3 && st.gamesWon[1 - st.winner] < 3);
        }
    }
    /* Seed and actions replay to the same state. */
    PiquetState again;
    GameError err;
    if (!Game_Replay(&rec, -1, (GameState *)&again, &err)) {
        fail_msg("seed %ld: replay refused: %s", seed, err.message);
    }
    assert_int_equal(Piquet_Hash(&again), Piquet_Hash(&st));
    GameRecord_Free(&rec);
    return st.deal; /* deals dealt in the partie (au cent: across its games) */
}

static void test_random_parties(void **state)
{
    (void)state;
    GameAction *legal = malloc(PIQ_MAX_ACTIONS * sizeof *legal);
    assert_non_null(legal);
    int want = Deals();
    long deals = 0, seed = 0;
    while (deals < want) {
        seed++;
        deals += PlayParty(seed, (int)(seed % PIQUET_VARIANT_COUNT), seed % 16 == 0, legal);
    }
    printf("%ld parties, %ld deals, checked at every step\n", seed, deals);
    free(legal);
}

/*
 * Saves damaged at random (a byte changed, a line dropped or doubled) are
 * either refused with the line at fault or, if still a lawful partie, load
 * to a record that saves and loads again to the same state.
 */
static void test_damaged_saves(void **state)
{
    (void)state;
    PiquetState st;
    Piquet_Init(&st, PIQUET_RUBICON, 77);
    GameRecord rec;
    GameRecord_Init(&rec, &Piquet_Rules, PIQUET_RUBICON, 77);
    Rng rng = Rng_Make(77);
    assert_true(Game_PlayRandom(&Piquet_Rules, (GameState *)&st, &rec, &rng, 300) > 0);
    size_t need = GameRecord_Save(&rec, NULL, 0);
    char *text = malloc(need + 1), *bad = malloc(2 * need + 64), *again = malloc(4 * need + 64);
    assert_true(text != NULL && bad != NULL && again != NULL);
    GameRecord_Save(&rec, text, need + 1);
    static const char kBytes[] = "0123456789 ACDHJKQSx-\n#";
    int refused = 0, accepted = 0;
    for (int trial = 0; trial < 3000; trial++) {
        memcpy(bad, text, need + 1);
        size_t len = need;
        int kind = (int)Rng_Below(&rng, 3);
        size_t at = (size_t)Rng_Below(&rng, len);
        if (kind == 0) {
            bad[at] = kBytes[Rng_Below(&rng, sizeof kBytes - 1)];
        } else {
            /* A whole line dropped, or written twice. */
            size_t start = at;
            while (start > 0 && bad[start - 1] != '\n') {
                start--;
            }
            size_t end = at;
            while (end < len && bad[end] != '\n') {
                end++;
            }
            end = end < len ? end + 1 : end;
            if (kind == 1) {
                memmove(bad + start, bad + end, len - end + 1);
            } else {
                memmove(bad + end + (end - start), bad + end, len - end + 1);
                memcpy(bad + end, text + start, end - start);
            }
        }
        GameRecord loaded;
        GameError err;
        PiquetState got;
        if (!GameRecord_Load(bad, &Piquet_Rules, &loaded, (GameState *)&got, &err)) {
            assert_true(err.message[0] != '\0');
            refused++;
            continue;
        }
        accepted++;
        size_t n = GameRecord_Save(&loaded, again, 4 * need + 64);
        assert_true(n < 4 * need + 64);
        GameRecord reloaded;
        PiquetState back;
        assert_true(GameRecord_Load(again, &Piquet_Rules, &reloaded, (GameState *)&back, &err));
        assert_true(Piquet_Hash(&back) == Piquet_Hash(&got));
        GameRecord_Free(&reloaded);
        GameRecord_Free(&loaded);
    }
    assert_true(refused > 0 && accepted > 0);
    free(text);
    free(bad);
    free(again);
    GameRecord_Free(&rec);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_parties),
        cmocka_unit_test(test_damaged_saves),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
