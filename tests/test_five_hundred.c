/* test_five_hundred.c: the laws of Five Hundred on hand-built positions, the Avondale table and the settlement. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "five_hundred/five_hundred.h"
#include "game/game.h"
#include "game/game_wire.h"
#include "pack.h"

static Card C(const char *text)
{
    Card c = Card_ParseToken(text, strlen(text));
    assert_int_not_equal(c, CARD_NONE);
    return c;
}

/* A position: hands of the seats in play (equal lengths), the dealer, the widow ("" for none). */
static void Setup(FiveHundredState *st, int variant, int dealer, const char *h0, const char *h1, const char *h2,
                  const char *h3, const char *widow)
{
    static Card cards[FH_MAX_SEATS][16];
    Card w[3];
    const char *texts[FH_MAX_SEATS] = {h0, h1, h2, h3};
    const Card *hands[FH_MAX_SEATS];
    int counts[FH_MAX_SEATS] = {0};
    for (int p = 0; p < FH_MAX_SEATS; p++) {
        counts[p] = texts[p] != NULL && texts[p][0] != '\0' ? Card_ParseList(texts[p], cards[p], 16, NULL) : 0;
        assert_true(counts[p] >= 0);
        hands[p] = cards[p];
    }
    int nw = widow[0] != '\0' ? Card_ParseList(widow, w, 3, NULL) : 0;
    assert_true(nw >= 0);
    assert_true(FiveHundred_Setup(st, variant, dealer, hands, counts, w, nw));
}

/* A three-handed trick-play position: the bidder (or FH_NOBODY) and his bid, the discard taken from widow+hand. */
static void Contract(FiveHundredState *st, int bidder, const char *bid, const char *discard)
{
    Card d[3];
    if (discard != NULL) {
        assert_int_equal(Card_ParseList(discard, d, 3, NULL), 3);
    }
    assert_true(FiveHundred_SetupContract(st, bidder, bidder == FH_NOBODY ? -1 : FiveHundred_ParseBid(bid),
                                          discard != NULL ? d : NULL));
}

static GameAction Act(const char *text)
{
    GameAction a;
    if (!FiveHundred_ParseAction(text, &a)) {
        fail_msg("cannot parse \"%s\"", text);
    }
    return a;
}

static FiveHundredWhy Try(const FiveHundredState *st, const char *text)
{
    return FiveHundred_Check(st, FiveHundred_ToAct(st), Act(text));
}

static void Do(FiveHundredState *st, const char *text)
{
    int seat = FiveHundred_ToAct(st);
    FiveHundredWhy w = FiveHundred_Apply(st, seat, Act(text));
    if (w != FH_WHY_OK) {
        fail_msg("\"%s\" refused for seat %d: %s", text, seat, FiveHundred_WhyText(w));
    }
    char why[160];
    if (!FiveHundred_CheckInvariants(st, why, sizeof why)) {
        fail_msg("after \"%s\": %s", text, why);
    }
}

static bool LegalHas(const FiveHundredState *st, const char *text)
{
    GameAction list[FH_MAX_ACTIONS];
    int n = FiveHundred_Legal(st, FiveHundred_ToAct(st), list, FH_MAX_ACTIONS);
    GameAction a = Act(text);
    for (int i = 0; i < n; i++) {
        if (GameAction_Equal(list[i], a)) {
            return true;
        }
    }
    return false;
}

/* The book's table, row by row (spades, clubs, diamonds, hearts, No-trumps; 6 to 10 tricks). */
static void test_avondale_table(void **state)
{
    (void)state;
    static const int kBook[5][5] = {
        {40, 140, 240, 340, 440},
        {60, 160, 260, 360, 460},
        {80, 180, 280, 380, 480},
        {100, 200, 300, 400, 500},
        {120, 220, 320, 420, 520},
    };
    static const char *const kDenoms[5] = {"S", "C", "D", "H", "NT"};
    int seen[600] = {0};
    for (int d = 0; d < 5; d++) {
        for (int t = 6; t <= 10; t++) {
            char text[16];
            snprintf(text, sizeof text, "%d %s", t, kDenoms[d]);
            int bid = FiveHundred_ParseBid(text);
            assert_int_equal(bid, FiveHundred_MakeBid(t, d));
            assert_int_equal(FiveHundred_BidValue(bid), kBook[d][t - 6]);
            assert_int_equal(seen[kBook[d][t - 6]]++, 0); /* no two bids equal */
            assert_int_equal(FiveHundred_BidTricks(bid), t);
            assert_int_equal(FiveHundred_BidDenomination(bid), d);
        }
    }
    /* A higher index is a higher bid: the bidding's order is the table's. */
    for (int b = 1; b < FH_BIDS; b++) {
        assert_true(FiveHundred_BidValue(b) > FiveHundred_BidValue(b - 1));
    }
    assert_int_equal(FiveHundred_BidValue(FiveHundred_ParseBid("8 NT")), 320);
    assert_int_equal(FiveHundred_ParseBid("8nt"), FiveHundred_ParseBid("8 no-trumps"));
    assert_int_equal(FiveHundred_ParseBid("7 Spades"), FiveHundred_MakeBid(7, 0));
    assert_int_equal(FiveHundred_ParseBid("5 S"), -1);
    assert_int_equal(FiveHundred_ParseBid("11 H"), -1);
    assert_int_equal(FiveHundred_ParseBid("8 X"), -1);
}

/* DECISIONS' settlement vectors. */
static void test_settlement_vectors(void **state)
{
    (void)state;
    int won[4], lost[4];
    int all[4] = {10, 0, 0, 0};
    FiveHundred_Settle(3, 0, FiveHundred_ParseBid("6 S"), all, won, lost);
    assert_int_equal(won[0], 250); /* all ten tricks: at least 250 */
    FiveHundred_Settle(3, 0, FiveHundred_ParseBid("8 D"), all, won, lost);
    assert_int_equal(won[0], 280); /* worth more than 250: nothing extra */
    int nine[4] = {9, 1, 0, 0};
    FiveHundred_Settle(3, 0, FiveHundred_ParseBid("7 NT"), nine, won, lost);
    assert_int_equal(won[0], 220); /* no overtricks */
    assert_int_equal(won[1], 10);
    assert_int_equal(won[2], 0);
    int six[4] = {6, 3, 1, 0};
    FiveHundred_Settle(3, 0, FiveHundred_ParseBid("7 S"), six, won, lost);
    assert_int_equal(won[0], 0);
    assert_int_equal(lost[0], 140); /* into the minus column */
    assert_int_equal(won[1], 30);   /* 10 a trick to each opponent */
    assert_int_equal(won[2], 10);
    /* Nobody bid: 10 a trick each. */
    int split[4] = {4, 3, 3, 0};
    FiveHundred_Settle(3, -1, -1, split, won, lost);
    assert_int_equal(won[0], 40);
    assert_int_equal(won[1], 30);
    assert_int_equal(lost[0] + lost[1] + lost[2], 0);
}

/* Credits tricks played before a hand-built position (which starts late in the deal). */
static void Earlier(FiveHundredState *st, int t0, int t1, int t2, int t3)
{
    st->tricksWon[0] = (uint8_t)t0;
    st->tricksWon[1] = (uint8_t)t1;
    st->tricksWon[2] = (uint8_t)t2;
    st->tricksWon[3] = (uint8_t)t3;
    assert_int_equal(t0 + t1 + t2 + t3, st->tricksPlayed);
}

/* The same vectors through play: 7 spades taking six is -140 and the opponents 10 a trick. */
static void test_settlement_in_play(void **state)
{
    (void)state;
    FiveHundredState st;
    Setup(&st, FH_THREE_HANDED, 2, "AS", "KS", "QS", NULL, "");
    Contract(&st, 0, "7 S", NULL);
    Earlier(&st, 5, 3, 1, 0);
    Do(&st, "play AS");
    Do(&st, "play KS");
    Do(&st, "play QS");
    const FiveHundredDeal *d = FiveHundred_HistoryAt(&st, 0);
    assert_non_null(d);
    assert_int_equal(d->made, 0);
    assert_int_equal(d->lost[0], 140);
    assert_int_equal(d->won[0], 0);
    assert_int_equal(d->won[1], 30);
    assert_int_equal(d->won[2], 10);
    assert_int_equal(FiveHundred_Net(&st, 0), -140); /* no floor */
    assert_int_equal(st.deal, 2);                     /* the next deal is dealt, by the next seat */
    assert_int_equal(st.dealer, 0);
    assert_int_equal(st.phase, FH_PHASE_BID);

    /* 6 spades taking all ten: 250. */
    Setup(&st, FH_THREE_HANDED, 2, "AS", "KS", "QS", NULL, "");
    Contract(&st, 0, "6 S", NULL);
    Earlier(&st, 9, 0, 0, 0);
    Do(&st, "play AS");
    Do(&st, "play KS");
    Do(&st, "play QS");
    assert_int_equal(FiveHundred_Net(&st, 0), 250);
    assert_int_equal(FiveHundred_Net(&st, 1) + FiveHundred_Net(&st, 2), 0);
}

/* With trumps the Joker and both bowers are trumps for following suit; the left bower is not of its own suit. */
static void test_bowers_follow_trumps(void **state)
{
    (void)state;
    FiveHundredState st;
    Setup(&st, FH_THREE_HANDED, 2, "QH 8C", "JD 7S", "JK AD", NULL, "");
    Contract(&st, 0, "6 H", NULL);
    Do(&st, "play QH");
    assert_int_equal(Try(&st, "play 7S"), FH_WHY_MUST_FOLLOW); /* the knave of diamonds is a heart */
    assert_false(LegalHas(&st, "play 7S"));
    Do(&st, "play JD");
    assert_int_equal(Try(&st, "play AD"), FH_WHY_MUST_FOLLOW); /* the Joker is a heart too */
    Do(&st, "play JK");
    assert_int_equal(st.lastWinner, 2);
    assert_int_equal(st.voids[1], 0); /* seat 1 followed hearts with the left bower */

    /* Diamonds led: the knave of diamonds is no diamond, so its holder may keep it. */
    Setup(&st, FH_THREE_HANDED, 2, "AD 8C", "JD 9C", "8D 7S", NULL, "");
    Contract(&st, 0, "6 H", NULL);
    Do(&st, "play AD");
    assert_true(LegalHas(&st, "play 9C"));
    assert_true(LegalHas(&st, "play JD"));
    Do(&st, "play JD"); /* trumps the ace */
    assert_int_equal(Try(&st, "play 7S"), FH_WHY_MUST_FOLLOW);
    Do(&st, "play 8D");
    assert_int_equal(st.lastWinner, 1);
    assert_int_equal(st.voids[1], 1u << SUIT_DIAMONDS); /* shown out of diamonds (it followed with a trump) */
}

/* Joker, right bower, left bower, then A K Q 10 9 8 7; the left bower led is a trump lead. */
static void test_trump_ranking(void **state)
{
    (void)state;
    int spades = FiveHundred_SuitDenomination(SUIT_SPADES);
    assert_true(FiveHundred_TrumpStrength(CARD_JOKER, spades) > FiveHundred_TrumpStrength(C("JS"), spades));
    assert_true(FiveHundred_TrumpStrength(C("JS"), spades) > FiveHundred_TrumpStrength(C("JC"), spades));
    assert_true(FiveHundred_TrumpStrength(C("JC"), spades) > FiveHundred_TrumpStrength(C("AS"), spades));
    assert_true(FiveHundred_TrumpStrength(C("AS"), spades) > FiveHundred_TrumpStrength(C("KS"), spades));
    assert_true(FiveHundred_TrumpStrength(C("10S"), spades) > FiveHundred_TrumpStrength(C("9S"), spades));
    assert_int_equal(FiveHundred_TrumpStrength(C("JD"), spades), 0);
    assert_int_equal(FiveHundred_EffectiveSuit(C("JC"), spades), SUIT_SPADES);
    assert_int_equal(FiveHundred_EffectiveSuit(CARD_JOKER, spades), SUIT_SPADES);
    assert_int_equal(FiveHundred_EffectiveSuit(CARD_JOKER, FH_NO_TRUMPS), -1);
    /* The trump suit has ten cards, its fellow of the same colour seven, the others eight. */
    uint64_t pack = FiveHundred_PackOf(FH_THREE_HANDED);
    int counts[4];
    for (int s = 0; s < 4; s++) {
        uint64_t bits = FiveHundred_FollowBits((Suit)s, spades) & pack;
        counts[s] = 0;
        for (; bits != 0; bits &= bits - 1) {
            counts[s]++;
        }
    }
    assert_int_equal(counts[SUIT_SPADES], 10);
    assert_int_equal(counts[SUIT_CLUBS], 7);
    assert_int_equal(counts[SUIT_HEARTS], 8);
    assert_int_equal(counts[SUIT_DIAMONDS], 8);

    FiveHundredState st;
    Setup(&st, FH_THREE_HANDED, 2, "AS JC", "JS 7S", "KS 8D", NULL, "");
    Contract(&st, 0, "6 S", NULL);
    Do(&st, "play AS");
    Do(&st, "play JS");
    Do(&st, "play KS");
    assert_int_equal(st.lastWinner, 1);
    Setup(&st, FH_THREE_HANDED, 2, "JC 8H", "AC 7S", "KC 8D", NULL, "");
    Contract(&st, 0, "6 S", NULL);
    Do(&st, "play JC"); /* the left bower leads trumps */
    assert_int_equal(Try(&st, "play AC"), FH_WHY_MUST_FOLLOW);
    Do(&st, "play 7S");
    Do(&st, "play KC"); /* seat 2 has no trump: anything */
    assert_int_equal(st.lastWinner, 0);
    /* Plain suits: the knave between queen and ten; the highest of the suit led wins without trumps. */
    Setup(&st, FH_THREE_HANDED, 2, "10D 8H", "JD 7H", "QD 9H", NULL, "");
    Contract(&st, 0, "6 S", NULL);
    Do(&st, "play 10D");
    Do(&st, "play JD");
    Do(&st, "play QD");
    assert_int_equal(st.lastWinner, 2);
}

/* No-trumps, Joker case 1: it may be played even by a player able to follow, counts as the suit led, and wins. */
static void test_nt_joker_any_trick(void **state)
{
    (void)state;
    FiveHundredState st;
    Setup(&st, FH_THREE_HANDED, 2, "AH 8S", "JK 7H", "KH 9S", NULL, "");
    Contract(&st, 0, "6 NT", NULL);
    Do(&st, "play AH");
    assert_true(LegalHas(&st, "play JK"));
    assert_true(LegalHas(&st, "play 7H"));
    Do(&st, "play JK");
    Do(&st, "play KH");
    assert_int_equal(st.lastWinner, 1);
    assert_int_equal(st.voids[1], 0); /* not a renounce */
}

/* Case 2: never forced: a void player holding the Joker may throw another card, and that is no revoke. */
static void test_nt_joker_never_forced(void **state)
{
    (void)state;
    FiveHundredState st;
    Setup(&st, FH_THREE_HANDED, 2, "AH 8S", "JK 7C", "KH 9S", NULL, "");
    Contract(&st, 0, "6 NT", NULL);
    Do(&st, "play AH");
    assert_true(LegalHas(&st, "play 7C"));
    assert_true(LegalHas(&st, "play JK"));
    Do(&st, "play 7C");
    assert_int_equal(st.voids[1], 1u << SUIT_HEARTS); /* a renounce: it limits the Joker later */
}

/* Case 3: led, it must be named a suit; the others must follow that suit; it wins. */
static void test_nt_joker_led_named(void **state)
{
    (void)state;
    FiveHundredState st;
    Setup(&st, FH_THREE_HANDED, 2, "JK 8S", "AC 7H", "KC 9C", NULL, "");
    Contract(&st, 0, "6 NT", NULL);
    assert_int_equal(Try(&st, "play JK"), FH_WHY_NAME_JOKER);
    assert_false(LegalHas(&st, "play JK"));
    assert_true(LegalHas(&st, "play JK as clubs"));
    assert_int_equal(Try(&st, "play 8S as spades"), FH_WHY_NO_NAMING);
    Do(&st, "play JK as clubs");
    assert_int_equal(Try(&st, "play 7H"), FH_WHY_MUST_FOLLOW);
    Do(&st, "play AC");
    Do(&st, "play 9C");
    assert_int_equal(st.lastWinner, 0);
    /* With trumps the Joker is simply the highest trump: no suit is named. */
    Setup(&st, FH_THREE_HANDED, 2, "JK 8S", "AC 7H", "KC 9C", NULL, "");
    Contract(&st, 0, "6 C", NULL);
    assert_int_equal(Try(&st, "play JK as hearts"), FH_WHY_NO_NAMING);
    Do(&st, "play JK");
    assert_int_equal(Try(&st, "play 7H"), FH_WHY_MUST_FOLLOW);
}

/* Case 4: the leader cannot name it a suit he has renounced in this hand. */
static void test_nt_joker_not_renounced_suit(void **state)
{
    (void)state;
    FiveHundredState st;
    Setup(&st, FH_THREE_HANDED, 2, "AS 7D 8D", "JK AD 8C", "KS 9D 9C", NULL, "");
    Contract(&st, 0, "6 NT", NULL);
    Do(&st, "play AS");
    Do(&st, "play 8C"); /* renounces spades, holding the Joker */
    Do(&st, "play KS");
    Do(&st, "play 7D");
    Do(&st, "play AD");
    Do(&st, "play 9D");
    assert_int_equal(FiveHundred_ToAct(&st), 1);
    assert_int_equal(Try(&st, "play JK as spades"), FH_WHY_JOKER_RENOUNCED);
    assert_false(LegalHas(&st, "play JK as spades"));
    assert_true(LegalHas(&st, "play JK as hearts"));
    Do(&st, "play JK as clubs");
    assert_int_equal(Try(&st, "play 8D"), FH_WHY_NOT_HELD);
    Do(&st, "play 9C"); /* seat 2 follows the named clubs */
    Do(&st, "play 8D");
    assert_int_equal(st.lastWinner, 1);
}

/* Case 5: played (not led) to a suit its holder renounced earlier, it cannot win; case 6: otherwise it wins. */
static void test_nt_joker_dead_after_renounce(void **state)
{
    (void)state;
    FiveHundredState st;
    Setup(&st, FH_THREE_HANDED, 2, "AS KH AH", "JK 8C 9C", "KS QH 7H", NULL, "");
    Contract(&st, 0, "6 NT", NULL);
    Do(&st, "play AS");
    Do(&st, "play 8C"); /* renounces spades */
    Do(&st, "play KS");
    Do(&st, "play KH");
    Do(&st, "play 9C"); /* renounces hearts */
    Do(&st, "play QH");
    Do(&st, "play AH");
    Do(&st, "play JK"); /* to hearts, renounced: no winning value */
    Do(&st, "play 7H");
    assert_int_equal(st.lastWinner, 0);

    Setup(&st, FH_THREE_HANDED, 2, "AS KH AH", "JK 8C 9C", "KS QH 7H", NULL, "");
    Contract(&st, 0, "6 NT", NULL);
    Do(&st, "play AS");
    Do(&st, "play 8C"); /* renounces spades only */
    Do(&st, "play KS");
    Do(&st, "play KH");
    Do(&st, "play JK"); /* void in hearts but never renounced them: it wins */
    Do(&st, "play QH");
    assert_int_equal(st.lastWinner, 1);
}

/* Our ruling where the book is silent: a leader who has renounced all four suits may name any. */
static void test_nt_joker_all_renounced(void **state)
{
    (void)state;
    FiveHundredState st;
    Setup(&st, FH_THREE_HANDED, 2, "JK", "AC", "KC", NULL, "");
    Contract(&st, 0, "6 NT", NULL);
    st.voids[0] = 0xF;
    assert_true(LegalHas(&st, "play JK as spades"));
    assert_true(LegalHas(&st, "play JK as clubs"));
}

/* The bidding: in turn from the eldest, each bid higher on the table, a pass final, over when all others passed. */
static void test_bidding(void **state)
{
    (void)state;
    FiveHundredState st;
    assert_int_equal(FiveHundred_Init(&st, FH_THREE_HANDED, 7), GAME_OK);
    int eldest = (st.dealer + 1) % 3, second = (st.dealer + 2) % 3, dealer = st.dealer;
    assert_int_equal(FiveHundred_ToAct(&st), eldest);
    assert_int_equal(st.handCount[0] + st.handCount[1] + st.handCount[2], 30);
    assert_int_equal(st.widowCount, 3);
    Do(&st, "bid 6 S");
    assert_int_equal(Try(&st, "bid 6 S"), FH_WHY_BID_TOO_LOW);
    assert_int_equal(Try(&st, "discard 7S 8S 9S"), FH_WHY_NOT_DISCARDING);
    Do(&st, "pass");
    assert_int_equal(FiveHundred_ToAct(&st), dealer);
    Do(&st, "bid 7 S");
    assert_int_equal(FiveHundred_ToAct(&st), eldest);
    Do(&st, "bid 7 C");
    assert_int_equal(FiveHundred_ToAct(&st), dealer); /* the seat that passed is skipped */
    Do(&st, "pass");
    /* Everyone else has passed the eldest's 7 clubs: he takes up the widow. */
    assert_int_equal(st.phase, FH_PHASE_DISCARD);
    assert_int_equal(st.bidder, eldest);
    assert_int_equal(st.bid, FiveHundred_ParseBid("7 C"));
    assert_int_equal(st.handCount[eldest], 13);
    assert_int_equal(st.widowCount, 0);
    assert_int_equal(FiveHundred_ToAct(&st), eldest);
    assert_int_equal(st.passed, (1u << second) | (1u << dealer));
    assert_int_equal(st.callCount, 5);
    GameAction list[FH_MAX_ACTIONS];
    assert_int_equal(FiveHundred_Legal(&st, eldest, list, FH_MAX_ACTIONS), 286);

    /* 10 No-trumps cannot be overbid. */
    FiveHundred_Init(&st, FH_THREE_HANDED, 7);
    Do(&st, "bid 10 NT");
    assert_int_equal(FiveHundred_Legal(&st, FiveHundred_ToAct(&st), list, FH_MAX_ACTIONS), 1);
    assert_true(LegalHas(&st, "pass"));
}

/* Nobody bids: No-trumps without the widow, the eldest leads, 10 a trick to everyone. */
static void test_no_bid_hand(void **state)
{
    (void)state;
    FiveHundredState st;
    FiveHundred_Init(&st, FH_THREE_HANDED, 11);
    int eldest = (st.dealer + 1) % 3;
    uint64_t widow = st.widow;
    Do(&st, "pass");
    Do(&st, "pass");
    Do(&st, "pass");
    assert_int_equal(st.phase, FH_PHASE_PLAY);
    assert_int_equal(st.bidder, FH_NOBODY);
    assert_int_equal(st.trumps, FH_NO_TRUMPS);
    assert_int_equal(FiveHundred_ToAct(&st), eldest);
    assert_int_equal(st.widow, widow); /* unused, and in nobody's view */
    for (int p = 0; p < 3; p++) {
        FiveHundredState v;
        FiveHundred_View(&st, p, &v);
        assert_int_equal(v.widow, 0);
    }
    Rng rng = Rng_Make(3);
    while (st.deal == 1) {
        GameAction list[FH_MAX_ACTIONS];
        int seat = FiveHundred_ToAct(&st);
        int n = FiveHundred_Legal(&st, seat, list, FH_MAX_ACTIONS);
        assert_true(n > 0);
        assert_int_equal(FiveHundred_Apply(&st, seat, list[Rng_Below(&rng, (uint64_t)n)]), FH_WHY_OK);
    }
    const FiveHundredDeal *d = FiveHundred_HistoryAt(&st, 0);
    assert_int_equal(d->bidder, FH_NOBODY);
    int total = 0;
    for (int p = 0; p < 3; p++) {
        assert_int_equal(d->won[p], 10 * d->tricks[p]);
        assert_int_equal(d->lost[p], 0);
        total += d->tricks[p];
    }
    assert_int_equal(total, 10);
}

/* The widow goes into the bidder's hand, three go away, and nobody (the bidder included) sees them again. */
static void test_widow_and_discard(void **state)
{
    (void)state;
    FiveHundredState st;
    FiveHundred_Init(&st, FH_THREE_HANDED, 21);
    int eldest = FiveHundred_ToAct(&st);
    uint64_t widow = st.widow, hand = st.hand[eldest];
    Do(&st, "bid 6 H");
    Do(&st, "pass");
    Do(&st, "pass");
    assert_int_equal(st.hand[eldest], hand | widow);
    FiveHundredState seen;
    FiveHundred_View(&st, eldest, &seen);
    assert_int_equal(seen.widowTaken, widow); /* the bidder sees what he took up; nobody else does */
    FiveHundred_View(&st, (eldest + 1) % 3, &seen);
    assert_int_equal(seen.widowTaken, 0);
    /* Lay away three of the widow's cards (any three of the thirteen would do). */
    Card w[3];
    int k = 0;
    for (int b = 0; b < 64 && k < 3; b++) {
        if (widow & (1ULL << b)) {
            w[k++] = FiveHundred_CardAt(b);
        }
    }
    FiveHundredState copy = st;
    GameAction bad = FiveHundred_Discard(w[0], w[1], FiveHundred_CardAt(63));
    if (!(st.hand[eldest] & (1ULL << 63))) {
        assert_int_equal(FiveHundred_Check(&st, eldest, bad), FH_WHY_DISCARD_NOT_HELD);
    }
    GameAction twice = FiveHundred_Discard(w[0], w[0], w[1]);
    assert_int_equal(FiveHundred_Apply(&copy, eldest, twice), FH_WHY_MALFORMED);
    assert_int_equal(memcmp(&copy, &st, sizeof st), 0);
    assert_int_equal(FiveHundred_Apply(&st, eldest, FiveHundred_Discard(w[0], w[1], w[2])), FH_WHY_OK);
    assert_int_equal(st.discard, widow);
    assert_int_equal(st.handCount[eldest], 10);
    assert_int_equal(FiveHundred_ToAct(&st), eldest); /* the bidder leads */
    assert_int_equal(st.phase, FH_PHASE_PLAY);
    for (int p = 0; p < 3; p++) {
        FiveHundredState v;
        FiveHundred_View(&st, p, &v);
        assert_int_equal(v.discard, 0);
        assert_int_equal(v.discardCount, 3);
        for (int q = 0; q < 3; q++) {
            assert_true(q == p ? v.hand[q] == st.hand[q] : v.hand[q] == 0);
        }
    }
}

/* Game at 500: the bidder who makes his contract wins, even if an opponent's trick took him past first. */
static void test_bidder_precedence(void **state)
{
    (void)state;
    FiveHundredState st;
    const int scores[4] = {400, 480, 0, 0};
    Setup(&st, FH_THREE_HANDED, 2, "JH KS", "AH 7D", "7C 8C", NULL, "");
    Contract(&st, 0, "6 H", NULL);
    FiveHundred_SetScores(&st, scores);
    Earlier(&st, 5, 2, 1, 0);
    Do(&st, "play KS");
    Do(&st, "play AH"); /* seat 1 (no spades) trumps: 480 + 30 = 510, first past 500 */
    Do(&st, "play 7C");
    assert_int_equal(st.firstOver, 1);
    Do(&st, "play 7D");
    Do(&st, "play 8C");
    Do(&st, "play JH"); /* the bidder's sixth trick */
    assert_true(FiveHundred_IsOver(&st));
    assert_int_equal(FiveHundred_Net(&st, 0), 500);
    assert_int_equal(FiveHundred_Net(&st, 1), 510);
    assert_int_equal(st.winner, 0); /* the bidder's precedence */
    assert_int_equal(FiveHundred_HistoryAt(&st, 0)->winByBid, 1);
    GameResult r = FiveHundred_Rules.result((const GameState *)&st);
    assert_true(r.over);
    assert_int_equal(r.winner, 0);

    /* The same, but the bidder fails (7 hearts): the opponent who got there first wins. */
    Setup(&st, FH_THREE_HANDED, 2, "JH KS", "AH 7D", "7C 8C", NULL, "");
    Contract(&st, 0, "7 H", NULL);
    FiveHundred_SetScores(&st, scores);
    Earlier(&st, 5, 2, 1, 0);
    static const char *const kPlays[6] = {"play KS", "play AH", "play 7C", "play 7D", "play 8C", "play JH"};
    for (int i = 0; i < 6; i++) {
        Do(&st, kPlays[i]);
    }
    assert_true(FiveHundred_IsOver(&st));
    assert_int_equal(st.winner, 1);
    assert_int_equal(FiveHundred_Net(&st, 0), 200); /* 400 less 7 hearts (200) */
}

/* Neither is the bidder: the first whose trick took him to 500 wins, whatever the final scores. */
static void test_first_to_500_by_tricks(void **state)
{
    (void)state;
    for (int order = 0; order < 2; order++) {
        FiveHundredState st;
        const int scores[4] = {0, 490, 490, 0};
        /* Seat 0 leads a heart each time; seat 1 or seat 2 wins it with the higher heart. */
        if (order == 0) {
            Setup(&st, FH_THREE_HANDED, 2, "7H 8H", "KH 9H", "AH 10H", NULL, "");
        } else {
            Setup(&st, FH_THREE_HANDED, 2, "7H 8H", "AH 9H", "KH 10H", NULL, "");
        }
        Contract(&st, FH_NOBODY, NULL, NULL);
        FiveHundred_SetScores(&st, scores);
        Earlier(&st, 8, 0, 0, 0);
        static const char *const kPlays[2][6] = {
            {"play 7H", "play 9H", "play AH", "play 10H", "play 8H", "play KH"}, /* seat 2 there first */
            {"play 7H", "play AH", "play 10H", "play 9H", "play KH", "play 8H"}, /* seat 1 there first */
        };
        for (int i = 0; i < 6; i++) {
            Do(&st, kPlays[order][i]);
        }
        assert_true(FiveHundred_IsOver(&st));
        assert_int_equal(FiveHundred_Net(&st, 1), 500);
        assert_int_equal(FiveHundred_Net(&st, 2), 500);
        assert_int_equal(st.winner, order == 0 ? 2 : 1);
        assert_int_equal(FiveHundred_HistoryAt(&st, 0)->winByBid, 0);
    }
}

/* Below 500 the game goes on: the deal passes to the left. */
static void test_game_goes_on(void **state)
{
    (void)state;
    FiveHundredState st;
    const int scores[4] = {100, 100, 100, 0};
    Setup(&st, FH_THREE_HANDED, 1, "AS", "KS", "QS", NULL, "");
    Contract(&st, FH_NOBODY, NULL, NULL);
    FiveHundred_SetScores(&st, scores);
    Do(&st, "play QS");
    Do(&st, "play AS");
    Do(&st, "play KS");
    assert_false(FiveHundred_IsOver(&st));
    assert_int_equal(st.dealer, 2);
    assert_int_equal(FiveHundred_ToAct(&st), 0);
    assert_int_equal(st.handCount[0], 10);
    assert_int_equal(FiveHundred_Net(&st, 0), 110);
}

/* Two-handed: a dead third hand; four-handed: 43 cards and partners whose tricks count together. */
static void test_variants(void **state)
{
    (void)state;
    FiveHundredState st;
    assert_int_equal(FiveHundred_Init(&st, FH_TWO_HANDED, 5), GAME_OK);
    assert_int_equal(st.players, 2);
    assert_int_equal(st.dummyCount, 10);
    assert_int_equal(st.handCount[0] + st.handCount[1], 20);
    assert_int_equal(st.widowCount, 3);
    FiveHundredState v;
    FiveHundred_View(&st, 0, &v);
    assert_int_equal(v.dummy, 0);
    assert_int_equal(FiveHundred_Rules.seatsIn(FH_TWO_HANDED), 2);

    assert_int_equal(FiveHundred_Init(&st, FH_FOUR_HANDED, 5), GAME_OK);
    assert_int_equal(st.players, 4);
    assert_int_equal(st.sides, 2);
    int packCount = 0;
    for (uint64_t x = st.pack; x != 0; x &= x - 1) {
        packCount++;
    }
    assert_int_equal(packCount, 43);
    assert_true(st.pack & FiveHundred_Mask(C("4H")));
    assert_true(st.pack & FiveHundred_Mask(C("4D")));
    assert_false(st.pack & FiveHundred_Mask(C("4S")));
    assert_true(st.pack & FiveHundred_Mask(C("5C")));
    for (int p = 0; p < 4; p++) {
        assert_int_equal(st.handCount[p], 10);
    }
    assert_int_equal(FiveHundred_SideOf(FH_FOUR_HANDED, 2), 0);
    assert_int_equal(FiveHundred_SideOf(FH_FOUR_HANDED, 3), 1);

    /* Seat 0 bid 6 spades; his partner takes the last trick, which makes the contract. */
    Setup(&st, FH_FOUR_HANDED, 3, "5S", "7S", "AS", "KS", "");
    Contract(&st, 0, "6 S", NULL);
    Earlier(&st, 3, 3, 2, 1);
    Do(&st, "play 5S");
    Do(&st, "play 7S");
    Do(&st, "play AS");
    Do(&st, "play KS");
    const FiveHundredDeal *d = FiveHundred_HistoryAt(&st, 0);
    assert_int_equal(d->tricks[0], 6);
    assert_int_equal(d->tricks[1], 4);
    assert_int_equal(d->made, 1);
    assert_int_equal(d->won[0], 40);
    assert_int_equal(d->won[1], 40);
    GameResult r = FiveHundred_Rules.result((const GameState *)&st);
    assert_int_equal(r.score[0], 40);
    assert_int_equal(r.score[2], 40);
    assert_int_equal(r.score[1], 40);
}

/* Every legal action's text reads back as the same action; bad text is refused. */
static void test_action_text(void **state)
{
    (void)state;
    FiveHundredState st;
    FiveHundred_Init(&st, FH_THREE_HANDED, 33);
    Rng rng = Rng_Make(9);
    GameAction list[FH_MAX_ACTIONS];
    for (int step = 0; step < 200 && !FiveHundred_IsOver(&st); step++) {
        int seat = FiveHundred_ToAct(&st);
        int n = FiveHundred_Legal(&st, seat, list, FH_MAX_ACTIONS);
        for (int i = 0; i < n; i++) {
            char text[GAME_ACTION_TEXT_MAX];
            FiveHundred_FormatAction(list[i], text, sizeof text);
            GameAction back;
            assert_true(FiveHundred_ParseAction(text, &back));
            assert_true(GameAction_Equal(back, list[i]));
        }
        FiveHundred_Apply(&st, seat, list[Rng_Below(&rng, (uint64_t)n)]);
    }
    GameAction a;
    assert_false(FiveHundred_ParseAction("bid 5 S", &a));
    assert_false(FiveHundred_ParseAction("play", &a));
    assert_false(FiveHundred_ParseAction("play JK as", &a));
    assert_false(FiveHundred_ParseAction("discard 7S 8S", &a));
    assert_false(FiveHundred_ParseAction("pass now", &a));
    assert_true(FiveHundred_ParseAction("play jk as Hearts", &a));
    assert_int_equal(a.choice, 1 + SUIT_HEARTS);
    assert_true(FiveHundred_ParseAction("discard 9d 7s 8s", &a));
    assert_int_equal(a.cards[0], C("7S"));
}

/* The first deal is the pack of `parlour-cli deal --pack five-hundred`; the seed decides the dealer. */
static void test_deal_from_seed(void **state)
{
    (void)state;
    FiveHundredState st;
    FiveHundred_Init(&st, FH_THREE_HANDED, 1);
    Pack pack = Pack_Shuffled(PACK_FIVE_HUNDRED, 1);
    int eldest = (st.dealer + 1) % 3;
    /* The eldest's first three cards are the top three of the pack; the widow is the last three. */
    for (int i = 0; i < 3; i++) {
        assert_true(st.hand[eldest] & FiveHundred_Mask(pack.cards[i]));
        assert_true(st.widow & FiveHundred_Mask(pack.cards[30 + i]));
    }
    int dealers[3] = {0};
    for (uint64_t s = 0; s < 300; s++) {
        FiveHundred_Init(&st, FH_THREE_HANDED, s);
        dealers[st.dealer]++;
    }
    assert_true(dealers[0] > 50 && dealers[1] > 50 && dealers[2] > 50);
}

/* A position after the bidder has laid his discard away and led: the bidder's seat; two-handed has a dead hand. */
static int AfterDiscard(FiveHundredState *st, int variant)
{
    FiveHundred_Init(st, variant, 21);
    int bidder = FiveHundred_ToAct(st);
    Do(st, "bid 6 H");
    while (st->phase == FH_PHASE_BID) {
        Do(st, "pass");
    }
    GameAction list[FH_MAX_ACTIONS];
    assert_true(FiveHundred_Legal(st, bidder, list, FH_MAX_ACTIONS) > 0);
    assert_int_equal(FiveHundred_Apply(st, bidder, list[0]), FH_WHY_OK);
    assert_true(FiveHundred_Legal(st, bidder, list, FH_MAX_ACTIONS) > 0);
    assert_int_equal(FiveHundred_Apply(st, bidder, list[0]), FH_WHY_OK); /* the lead: a card in the trick */
    return bidder;
}

/* The public view (a watcher's): no hand, widow, discard or dead hand, nor what the bidder took up; the rest stands. */
static void test_public_view(void **state)
{
    (void)state;
    for (int variant = 0; variant < FH_VARIANT_COUNT; variant++) {
        FiveHundredState st, pub, sampled;
        AfterDiscard(&st, variant);
        FiveHundred_View(&st, GAME_NOBODY, &pub);
        assert_int_equal(pub.viewer, FH_PUBLIC_VIEW);
        for (int p = 0; p < FH_MAX_SEATS; p++) {
            assert_int_equal(pub.hand[p], 0);
            assert_int_equal(pub.handCount[p], st.handCount[p]);
            assert_int_equal(pub.playedBy[p], st.playedBy[p]);
        }
        assert_int_equal(pub.widowTaken, 0);
        assert_int_equal(pub.discard, 0);
        assert_int_equal(pub.dummy, 0);
        assert_int_equal(pub.widow, 0);
        assert_int_equal(pub.seed, 0);
        assert_int_equal(pub.discardCount, 3);
        assert_int_equal(pub.dummyCount, st.dummyCount);
        assert_int_equal(pub.trick[0], st.trick[0]);
        assert_int_equal(pub.callCount, st.callCount);
        /* Nobody's hand to sample from: refused, not filled in as if it were a seat's. */
        Rng rng = Rng_Make(1);
        assert_false(FiveHundred_Sample(&pub, &rng, &sampled));
        /* A seat's own view still holds its hand and samples. */
        FiveHundredState seat;
        FiveHundred_View(&st, 0, &seat);
        assert_int_equal(seat.hand[0], st.hand[0]);
        assert_true(FiveHundred_Sample(&seat, &rng, &sampled));
    }
}

/* The discard reaches the bidder whole and every other seat and a watcher without its cards, and reads without them. */
static void test_discard_hidden_from_others(void **state)
{
    (void)state;
    const GameRules *rules = Game_Find("five-hundred");
    FiveHundredState st;
    FiveHundred_Init(&st, FH_THREE_HANDED, 21);
    int bidder = FiveHundred_ToAct(&st);
    Do(&st, "bid 6 H");
    Do(&st, "pass");
    Do(&st, "pass");
    GameAction discard;
    assert_int_equal(FiveHundred_Legal(&st, bidder, &discard, 1), 1);
    assert_int_equal(discard.kind, FH_ACT_DISCARD);
    assert_true(GameAction_Equal(Game_ActionFor(rules, (const GameState *)&st, bidder, discard, bidder), discard));
    for (int viewer = -1; viewer < 3; viewer++) {
        if (viewer == bidder) {
            continue;
        }
        GameAction seen = Game_ActionFor(rules, (const GameState *)&st, bidder, discard, viewer);
        assert_int_equal(seen.kind, FH_ACT_DISCARD);
        assert_int_equal(seen.count, 3);
        for (int i = 0; i < 3; i++) {
            assert_int_equal(seen.cards[i], CARD_NONE);
        }
        char text[128];
        rules->describeAction((const GameState *)&st, bidder, seen, text, sizeof text);
        assert_string_equal(text, "takes up the widow and lays three cards away.");
    }
    /* Bids, passes and cards played are public: everyone gets them whole. */
    FiveHundredState fresh;
    FiveHundred_Init(&fresh, FH_THREE_HANDED, 21);
    GameAction list[FH_MAX_ACTIONS];
    int n = FiveHundred_Legal(&fresh, bidder, list, FH_MAX_ACTIONS);
    assert_int_equal(FiveHundred_Apply(&st, bidder, discard), FH_WHY_OK);
    n += FiveHundred_Legal(&st, bidder, list + n, FH_MAX_ACTIONS - n);
    assert_true(n > 3);
    for (int i = 0; i < n; i++) {
        assert_int_not_equal(list[i].kind, FH_ACT_DISCARD);
        for (int viewer = -1; viewer < 3; viewer++) {
            GameAction seen = Game_ActionFor(rules, (const GameState *)&st, bidder, list[i], viewer);
            assert_true(GameAction_Equal(seen, list[i]));
        }
    }
}

/* A view from another device holds only the game's cards: a two of clubs in the trick is refused, the field named. */
static void test_text_refuses_a_foreign_card(void **state)
{
    (void)state;
    const GameRules *rules = Game_Find("five-hundred");
    FiveHundredState st, view, back;
    AfterDiscard(&st, FH_THREE_HANDED);
    FiveHundred_View(&st, 1, &view);
    char problem[160] = "";
    char *text = GameWire_EncodeState(rules, (const GameState *)&view, 1, problem, sizeof problem);
    assert_non_null(text);
    int seat = -2;
    assert_true(GameWire_DecodeState(rules, text, strlen(text), (GameState *)&back, &seat, problem, sizeof problem));
    assert_int_equal(seat, 1);
    view.seed = 0; /* host-only: it tells the deals to come */
    assert_int_equal(memcmp(&back, &view, sizeof view), 0);
    /* The led card replaced by the two of clubs, which no Five Hundred pack holds. */
    const char *key = "\"trick\":[\"";
    char *at = strstr(text, key);
    assert_non_null(at);
    const char *after = strchr(at + strlen(key), '"');
    size_t size = strlen(text) + 8;
    char *bad = malloc(size);
    snprintf(bad, size, "%.*s2C%s", (int)(at + strlen(key) - text), text, after);
    assert_false(GameWire_DecodeState(rules, bad, strlen(bad), (GameState *)&back, NULL, problem, sizeof problem));
    assert_non_null(strstr(problem, "trick"));
    free(bad);
    free(text);
}



/* st (a view of viewer, or the full state for GAME_NOBODY) to text and back, unchanged but for the host-only seed. */
static void RoundTrip(const FiveHundredState *st, int viewer)
{
    const GameRules *rules = Game_Find("five-hundred");
    char problem[160] = "";
    char *text = GameWire_EncodeState(rules, (const GameState *)st, viewer, problem, sizeof problem);
    if (text == NULL) {
        fail_msg("could not encode: %s", problem);
    }
    FiveHundredState back, want = *st;
    if (!GameWire_DecodeState(rules, text, strlen(text), (GameState *)&back, NULL, problem, sizeof problem)) {
        fail_msg("could not decode: %s", problem);
    }
    want.seed = 0;
    assert_int_equal(memcmp(&back, &want, sizeof want), 0);
    free(text);
}

/*
 * Random play rarely ends a game (bidders go far below zero), so games that
 * start near 500 are played to the end: every state and view on the way,
 * and the finished game (no seat to act, a winner), go to text and back.
 */
static void test_text_to_the_game_end(void **state)
{
    (void)state;
    for (int variant = 0; variant < FH_VARIANT_COUNT; variant++) {
        for (int game = 0; game < 3; game++) {
            FiveHundredState st, view;
            FiveHundred_Init(&st, variant, 300 + (uint64_t)game);
            const int scores[FH_MAX_SEATS] = {460, 430, 470, 0};
            FiveHundred_SetScores(&st, scores);
            Rng rng = Rng_Make((uint64_t)(game * 3 + variant));
            for (int step = 0; step < 2000 && !FiveHundred_IsOver(&st); step++) {
                RoundTrip(&st, GAME_NOBODY);
                for (int seat = -1; seat < st.players; seat++) {
                    FiveHundred_View(&st, seat, &view);
                    RoundTrip(&view, seat);
                }
                GameAction list[FH_MAX_ACTIONS];
                int seat = FiveHundred_ToAct(&st);
                int n = FiveHundred_Legal(&st, seat, list, FH_MAX_ACTIONS);
                assert_true(n > 0);
                assert_int_equal(FiveHundred_Apply(&st, seat, list[Rng_Below(&rng, (uint64_t)n)]), FH_WHY_OK);
            }
            assert_true(FiveHundred_IsOver(&st));
            assert_int_equal(st.toAct, FH_NOBODY);
            RoundTrip(&st, GAME_NOBODY);
            FiveHundred_View(&st, GAME_NOBODY, &view);
            RoundTrip(&view, GAME_NOBODY);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_avondale_table),
        cmocka_unit_test(test_settlement_vectors),
        cmocka_unit_test(test_settlement_in_play),
        cmocka_unit_test(test_bowers_follow_trumps),
        cmocka_unit_test(test_trump_ranking),
        cmocka_unit_test(test_nt_joker_any_trick),
        cmocka_unit_test(test_nt_joker_never_forced),
        cmocka_unit_test(test_nt_joker_led_named),
        cmocka_unit_test(test_nt_joker_not_renounced_suit),
        cmocka_unit_test(test_nt_joker_dead_after_renounce),
        cmocka_unit_test(test_nt_joker_all_renounced),
        cmocka_unit_test(test_bidding),
        cmocka_unit_test(test_no_bid_hand),
        cmocka_unit_test(test_widow_and_discard),
        cmocka_unit_test(test_bidder_precedence),
        cmocka_unit_test(test_first_to_500_by_tricks),
        cmocka_unit_test(test_game_goes_on),
        cmocka_unit_test(test_variants),
        cmocka_unit_test(test_action_text),
        cmocka_unit_test(test_deal_from_seed),
        cmocka_unit_test(test_public_view),
        cmocka_unit_test(test_discard_hidden_from_others),
        cmocka_unit_test(test_text_refuses_a_foreign_card),
        cmocka_unit_test(test_text_to_the_game_end),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
