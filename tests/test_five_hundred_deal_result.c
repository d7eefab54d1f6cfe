/* test_five_hundred_deal_result.c: the deal's result as the table tells it, against DECISIONS.md's settlement examples. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "five_hundred/five_hundred.h"
#include "five_hundred/five_hundred_deal_result.h"

static const char *const kNames[FH_MAX_SEATS] = {"You", "West", "East", "North"};

/* A three-handed deal record: the bid (or -1 for no bid) by side 1, tricks by side, settled by the core. */
static FiveHundredDeal Deal(int bid, int t0, int t1, int t2, const int before[3])
{
    FiveHundredDeal d;
    memset(&d, 0, sizeof d);
    int tricks[FH_MAX_SEATS] = {t0, t1, t2, 0}, won[FH_MAX_SEATS] = {0}, lost[FH_MAX_SEATS] = {0};
    d.bidder = bid >= 0 ? 1 : FH_NOBODY;
    d.bid = bid >= 0 ? (uint8_t)bid : FH_NO_BID;
    FiveHundred_Settle(3, bid >= 0 ? 1 : -1, bid, tricks, won, lost);
    d.made = bid >= 0 && t1 >= FiveHundred_BidTricks(bid);
    d.winner = FH_NOBODY;
    for (int s = 0; s < 3; s++) {
        d.tricks[s] = (uint8_t)tricks[s];
        d.won[s] = won[s];
        d.lost[s] = lost[s];
        d.net[s] = before[s] + won[s] - lost[s];
    }
    return d;
}

static void assert_line(const FiveHundredDealResult *r, int i, const char *want)
{
    assert_true(i < r->count);
    if (strcmp(r->lines[i], want) != 0) {
        print_error("line %d: \"%s\", expected \"%s\"\n", i, r->lines[i], want);
        fail();
    }
}

/* DECISIONS: 6 spades taking all ten scores 250. */
static void test_six_spades_all_ten(void **state)
{
    (void)state;
    const int zero[3] = {0, 0, 0};
    FiveHundredDeal d = Deal(FiveHundred_MakeBid(6, 0), 0, 10, 0, zero);
    FiveHundredDealResult r;
    assert_int_equal(FiveHundred_DealResult(&d, FH_THREE_HANDED, 2, kNames, &r), 4);
    assert_string_equal(r.title, "Deal 2: West bid 6 spades (40)");
    assert_line(&r, 0, "West took all ten: the bid is worth 40, so all ten score 250.");
    assert_line(&r, 1, "You took 0 tricks: 0 \xC3\x97 10 = 0.");
    assert_line(&r, 3, "Scores now: You 0 (+0), West 250 (+250), East 0 (+0).");
}

/* DECISIONS: 8 diamonds taking all ten scores 280 (nothing extra). */
static void test_eight_diamonds_all_ten(void **state)
{
    (void)state;
    const int before[3] = {100, 20, -40};
    FiveHundredDeal d = Deal(FiveHundred_MakeBid(8, 2), 0, 10, 0, before);
    FiveHundredDealResult r;
    FiveHundred_DealResult(&d, FH_THREE_HANDED, 5, kNames, &r);
    assert_string_equal(r.title, "Deal 5: West bid 8 diamonds (280)");
    assert_line(&r, 0, "West took all ten: the bid's 280 (all ten add nothing to a bid of 250 or more).");
    assert_line(&r, 3, "Scores now: You 100 (+0), West 300 (+280), East -40 (+0).");
}

/* DECISIONS: 7 No-trumps taking 9 scores 220, no overtricks. */
static void test_seven_no_trumps_taking_nine(void **state)
{
    (void)state;
    const int zero[3] = {0, 0, 0};
    FiveHundredDeal d = Deal(FiveHundred_MakeBid(7, FH_NO_TRUMPS), 1, 9, 0, zero);
    FiveHundredDealResult r;
    FiveHundred_DealResult(&d, FH_THREE_HANDED, 1, kNames, &r);
    assert_string_equal(r.title, "Deal 1: West bid 7 No-trumps (220)");
    assert_line(&r, 0, "West took 9 of 7: made, 220. The 2 tricks over score nothing.");
    assert_line(&r, 1, "You took 1 trick: 1 \xC3\x97 10 = 10.");
    assert_line(&r, 2, "East took 0 tricks: 0 \xC3\x97 10 = 0.");
}

/* DECISIONS: 7 spades taking 6 is -140; the opponents 10 a trick. */
static void test_seven_spades_set_by_one(void **state)
{
    (void)state;
    const int zero[3] = {0, 0, 0};
    FiveHundredDeal d = Deal(FiveHundred_MakeBid(7, 0), 3, 6, 1, zero);
    FiveHundredDealResult r;
    assert_int_equal(FiveHundred_DealResult(&d, FH_THREE_HANDED, 3, kNames, &r), 4);
    assert_string_equal(r.title, "Deal 3: West bid 7 spades (140)");
    assert_line(&r, 0, "West took 6 tricks of 7: set by 1. 140 goes in the LOST column.");
    assert_line(&r, 1, "You took 3 tricks: 3 \xC3\x97 10 = 30.");
    assert_line(&r, 2, "East took 1 trick: 1 \xC3\x97 10 = 10.");
    assert_line(&r, 3, "Scores now: You 30 (+30), West -140 (-140), East 10 (+10).");
}

/* Nobody bid: 10 a trick to everyone; and a game won by the bidder's precedence is said. */
static void test_no_bid_and_game(void **state)
{
    (void)state;
    const int zero[3] = {0, 0, 0};
    FiveHundredDeal d = Deal(-1, 4, 3, 3, zero);
    FiveHundredDealResult r;
    assert_int_equal(FiveHundred_DealResult(&d, FH_THREE_HANDED, 4, kNames, &r), 5);
    assert_string_equal(r.title, "Deal 4: nobody bid");
    assert_line(&r, 0, "Played at No-trumps without the widow: 10 a trick to everyone.");
    assert_line(&r, 1, "You took 4 tricks: 4 \xC3\x97 10 = 40.");

    const int near[3] = {480, 300, 0};
    FiveHundredDeal g = Deal(FiveHundred_MakeBid(6, 1), 2, 7, 1, near);
    g.winner = 1;
    g.winByBid = 1;
    assert_int_equal(FiveHundred_DealResult(&g, FH_THREE_HANDED, 9, kNames, &r), 5);
    assert_line(&r, 0, "West took 7 of 6: made, 60. The 1 trick over score nothing.");
    assert_line(&r, 4, "Game to West at 500 or more: the bidder's points count first.");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_six_spades_all_ten),
        cmocka_unit_test(test_eight_diamonds_all_ten),
        cmocka_unit_test(test_seven_no_trumps_taking_nine),
        cmocka_unit_test(test_seven_spades_set_by_one),
        cmocka_unit_test(test_no_bid_and_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
