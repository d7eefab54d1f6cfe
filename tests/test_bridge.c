/* test_bridge.c: the laws of Bridge (1904) on hand-built positions, the book's rubber, and the seats interface. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bridge/bridge.h"
#include "bridge_test_deal.h"
#include "game/game.h"
#include "game/game_ai.h"

/* --- the book's rubber, deal by deal (DECISIONS, Bridge check vectors); A-B is side 0, C-D side 1 --- */

static BridgeHand Hand(int strain, int winner, int tricks, int honoursSide, BridgeHonours honours)
{
    BridgeHand h;
    memset(&h, 0, sizeof h);
    h.strain = (uint8_t)strain;
    h.tricks[winner] = (uint8_t)tricks;
    h.tricks[1 - winner] = (uint8_t)(13 - tricks);
    h.honoursSide = (int8_t)honoursSide;
    h.honours = (uint8_t)honours;
    return h;
}

static void TestBookRubber(void **state)
{
    (void)state;
    BridgeRubber r;
    BridgeRubber_Init(&r);
    struct {
        BridgeHand hand;
        int below[2], honours[2], gameWon, belowGame[2];
    } deals[] = {
        {Hand(BRIDGE_DIAMONDS, 0, 9, 0, BRIDGE_HONOURS_4), {18, 0}, {24, 0}, -1, {18, 0}},
        {Hand(BRIDGE_NO_TRUMPS, 1, 8, 1, BRIDGE_ACES_3), {0, 24}, {0, 30}, -1, {18, 24}},
        {Hand(BRIDGE_HEARTS, 0, 8, 1, BRIDGE_HONOURS_3), {16, 0}, {0, 16}, 0, {0, 0}},
        {Hand(BRIDGE_CLUBS, 0, 7, 0, BRIDGE_HONOURS_4), {4, 0}, {16, 0}, -1, {4, 0}},
        {Hand(BRIDGE_NO_TRUMPS, 0, 8, 1, BRIDGE_ACES_4_ONE), {24, 0}, {0, 100}, -1, {28, 0}},
        {Hand(BRIDGE_SPADES, 0, 7, 1, BRIDGE_HONOURS_4), {2, 0}, {0, 8}, 0, {0, 0}},
    };
    for (size_t i = 0; i < sizeof deals / sizeof deals[0]; i++) {
        assert_false(r.over);
        assert_true(BridgeRubber_AddHand(&r, &deals[i].hand));
        const BridgeHand *h = &r.hands[i];
        for (int s = 0; s < 2; s++) {
            assert_int_equal(h->below[s], deals[i].below[s]);
            assert_int_equal(h->honourPoints[s], deals[i].honours[s]);
            assert_int_equal(r.belowGame[s], deals[i].belowGame[s]);
        }
        assert_int_equal(h->gameWon, deals[i].gameWon);
    }
    /* A-B won the first two games: no third game (Law 1). */
    assert_true(r.over);
    assert_int_equal(r.winner, 0);
    assert_int_equal(r.games[0], 2);
    assert_int_equal(r.total[0], 104);
    assert_int_equal(r.total[1], 178);
    BridgeSettlement s = BridgeRubber_Settle(&r);
    assert_int_equal(s.total[0], 204);
    assert_int_equal(s.total[1], 178);
    assert_int_equal(s.winner, 0);
    assert_int_equal(s.points, 26);
    BridgeHand more = Hand(BRIDGE_SPADES, 0, 7, -1, BRIDGE_HONOURS_NONE);
    assert_false(BridgeRubber_AddHand(&r, &more)); /* the rubber is over */
}

/* A rubber that goes to a third game; surplus below the line counts in the totals (Law 3); slams. */
static void TestRubberThreeGamesAndSlams(void **state)
{
    (void)state;
    BridgeRubber r;
    BridgeRubber_Init(&r);
    BridgeHand h = Hand(BRIDGE_NO_TRUMPS, 0, 13, -1, BRIDGE_HONOURS_NONE); /* 7 x 12 = 84, grand slam 40 */
    assert_true(BridgeRubber_AddHand(&r, &h));
    assert_int_equal(h.below[0], 84);
    assert_int_equal(h.slamPoints[0], 40);
    assert_int_equal(h.gameWon, 0);
    assert_int_equal(r.game, 1);
    h = Hand(BRIDGE_HEARTS, 1, 12, -1, BRIDGE_HONOURS_NONE); /* 6 x 8 = 48, little slam 20 */
    h.doublings = 1;                                          /* doubled: 6 x 16 = 96 */
    h.honoursSide = 0;
    h.honours = BRIDGE_HONOURS_3; /* honours are never doubled: 16 */
    assert_true(BridgeRubber_AddHand(&r, &h));
    assert_int_equal(h.below[1], 96);
    assert_int_equal(h.slamPoints[1], 20);
    assert_int_equal(h.honourPoints[0], 16);
    assert_int_equal(h.gameWon, 1);
    assert_false(r.over);
    /* Defenders score their tricks over six too (Law 4): here the side that won 8 tricks of clubs. */
    h = Hand(BRIDGE_CLUBS, 1, 8, -1, BRIDGE_HONOURS_NONE);
    assert_true(BridgeRubber_AddHand(&r, &h));
    assert_int_equal(r.belowGame[1], 8);
    h = Hand(BRIDGE_DIAMONDS, 0, 12, -1, BRIDGE_HONOURS_NONE); /* 36 and a little slam */
    assert_true(BridgeRubber_AddHand(&r, &h));
    assert_true(r.over);
    assert_int_equal(r.winner, 0);
    assert_int_equal(r.count, 4);
    BridgeSettlement s = BridgeRubber_Settle(&r);
    assert_int_equal(s.total[0], 84 + 40 + 16 + 36 + 20 + 100);
    assert_int_equal(s.total[1], 96 + 20 + 8);
    assert_int_equal(s.points, s.total[0] - s.total[1]);
}

/* --- honours and chicane counted from the hands as dealt --- */

static int Honours(const char *s0, const char *s1, const char *s2, const char *s3, int strain, int *side)
{
    const char *given[4] = {s0, s1, s2, s3};
    uint64_t hands[4];
    assert_true(TestDeal(hands, given, NULL, strain));
    return Bridge_CountHonours(hands, strain, side);
}

static void TestHonours(void **state)
{
    (void)state;
    int side;
    /* Four honours divided (the book's first deal): 4 x 6 = 24 in diamonds. */
    assert_int_equal(Honours("AD KD", "QD", "JD 10D", NULL, BRIDGE_DIAMONDS, &side), BRIDGE_HONOURS_4);
    assert_int_equal(side, 0);
    assert_int_equal(Bridge_HonoursPoints(BRIDGE_DIAMONDS, BRIDGE_HONOURS_4), 24);
    /* Three honours, held by the other side. */
    assert_int_equal(Honours("AH", "KH QH", "JH", "10H", BRIDGE_HEARTS, &side), BRIDGE_HONOURS_3);
    assert_int_equal(side, 1);
    assert_int_equal(Bridge_HonoursPoints(BRIDGE_HEARTS, BRIDGE_HONOURS_3), 16);
    /* Four in one hand, the fifth with an opponent: 8x; with the partner: 9x; five in one hand: 10x. */
    assert_int_equal(Honours("AS KS QS JS", "10S", NULL, NULL, BRIDGE_SPADES, &side), BRIDGE_HONOURS_4_ONE);
    assert_int_equal(side, 0);
    assert_int_equal(Bridge_HonoursPoints(BRIDGE_SPADES, BRIDGE_HONOURS_4_ONE), 16);
    assert_int_equal(Honours(NULL, "AC KC QC 10C", NULL, "JC", BRIDGE_CLUBS, &side), BRIDGE_HONOURS_4_ONE_FIFTH);
    assert_int_equal(side, 1);
    assert_int_equal(Bridge_HonoursPoints(BRIDGE_CLUBS, BRIDGE_HONOURS_4_ONE_FIFTH), 36);
    assert_int_equal(Honours(NULL, NULL, "AH KH QH JH 10H", NULL, BRIDGE_HEARTS, &side), BRIDGE_HONOURS_5_ONE);
    assert_int_equal(side, 0);
    assert_int_equal(Bridge_HonoursPoints(BRIDGE_HEARTS, BRIDGE_HONOURS_5_ONE), 80);
    assert_int_equal(Honours("AH KH QH", "", "JH 10H", NULL, BRIDGE_HEARTS, &side), BRIDGE_HONOURS_5);
    assert_int_equal(Bridge_HonoursPoints(BRIDGE_HEARTS, BRIDGE_HONOURS_5), 40);
}

static void TestAcesAtNoTrumps(void **state)
{
    (void)state;
    int side;
    assert_int_equal(Honours("AS", "AH AD", NULL, "AC", BRIDGE_NO_TRUMPS, &side), BRIDGE_ACES_3);
    assert_int_equal(side, 1);
    assert_int_equal(Bridge_HonoursPoints(BRIDGE_NO_TRUMPS, BRIDGE_ACES_3), 30);
    assert_int_equal(Honours("AS AH", NULL, "AD AC", NULL, BRIDGE_NO_TRUMPS, &side), BRIDGE_ACES_4);
    assert_int_equal(Bridge_HonoursPoints(BRIDGE_NO_TRUMPS, BRIDGE_ACES_4), 40);
    assert_int_equal(Honours(NULL, NULL, NULL, "AS AH AD AC", BRIDGE_NO_TRUMPS, &side), BRIDGE_ACES_4_ONE);
    assert_int_equal(side, 1);
    assert_int_equal(Bridge_HonoursPoints(BRIDGE_NO_TRUMPS, BRIDGE_ACES_4_ONE), 100);
    assert_int_equal(Honours("AS AH", "AD AC", NULL, NULL, BRIDGE_NO_TRUMPS, &side), BRIDGE_HONOURS_NONE);
    assert_int_equal(side, -1);
    /* Honours of one kind never count in the other: no trump honours at No trumps, no aces in a suit. */
    assert_int_equal(Bridge_HonoursPoints(BRIDGE_HEARTS, BRIDGE_ACES_4_ONE), 0);
    assert_int_equal(Bridge_HonoursPoints(BRIDGE_NO_TRUMPS, BRIDGE_HONOURS_5_ONE), 0);
}

/* Declares strain for the dealer, then both defenders content: the play begins. */
static void DeclareAndLead(BridgeState *st, int strain)
{
    assert_int_equal(Bridge_Apply(st, st->dealer, Bridge_Declare(strain)), BRIDGE_WHY_OK);
    assert_int_equal(Bridge_Apply(st, st->toAct, Bridge_Content()), BRIDGE_WHY_OK);
    assert_int_equal(Bridge_Apply(st, st->toAct, Bridge_Content()), BRIDGE_WHY_OK);
    assert_int_equal(st->phase, BRIDGE_PHASE_PLAY);
}

/* Plays the hand out by the first legal card; returns the hand's line on the score sheet. */
static BridgeHand PlayOut(BridgeState *st)
{
    int count = st->rubber.count;
    while (st->rubber.count == count && st->phase == BRIDGE_PHASE_PLAY) {
        GameAction a[BRIDGE_MAX_ACTIONS];
        int n = Bridge_Legal(st, st->toAct, a, BRIDGE_MAX_ACTIONS);
        assert_true(n > 0);
        assert_int_equal(Bridge_Apply(st, st->toAct, a[n - 1]), BRIDGE_WHY_OK);
    }
    assert_int_equal(st->rubber.count, count + 1);
    return st->rubber.hands[count];
}

static void TestChicane(void **state)
{
    (void)state;
    const char *given[4] = {"AH KH QH", "JH", "10H", NULL};
    uint8_t voids[4] = {0, 0, 0, 1u << SUIT_HEARTS}; /* East holds no heart */
    uint64_t hands[4];
    assert_true(TestDeal(hands, given, voids, BRIDGE_HEARTS));
    assert_int_equal(Bridge_CountChicane(hands, BRIDGE_HEARTS, 1), 1);
    assert_int_equal(Bridge_CountChicane(hands, BRIDGE_HEARTS, 0), 0);
    assert_int_equal(Bridge_CountChicane(hands, BRIDGE_NO_TRUMPS, 1), 0); /* no chicane at No trumps */
    /* Through the rules: counted at the end of the hand, twice the trick value (16), never doubled. */
    BridgeState st;
    Bridge_Init(&st, 0, 7);
    assert_true(Bridge_SetHands(&st, 0, hands));
    assert_int_equal(Bridge_Apply(&st, 0, Bridge_Declare(BRIDGE_HEARTS)), BRIDGE_WHY_OK);
    assert_int_equal(Bridge_Apply(&st, 1, Bridge_Double()), BRIDGE_WHY_OK);
    assert_int_equal(Bridge_Apply(&st, 0, Bridge_Content()), BRIDGE_WHY_OK);
    assert_int_equal(Bridge_Apply(&st, 2, Bridge_Content()), BRIDGE_WHY_OK);
    BridgeHand h = PlayOut(&st);
    assert_int_equal(h.chicane[1], 1);
    assert_int_equal(h.chicanePoints[1], 16);
    assert_int_equal(h.chicanePoints[0], 0);
    assert_int_equal(h.honours, BRIDGE_HONOURS_4);
    assert_int_equal(h.honourPoints[0], 32);

    /* Double chicane: both partners void, 4x in all (DECISIONS). */
    uint8_t both[4] = {0, 1u << SUIT_SPADES, 0, 1u << SUIT_SPADES};
    const char *given2[4] = {"AS KS QS", NULL, "JS 10S", NULL};
    assert_true(TestDeal(hands, given2, both, BRIDGE_SPADES));
    assert_int_equal(Bridge_CountChicane(hands, BRIDGE_SPADES, 1), 2);
    Bridge_Init(&st, 0, 8);
    assert_true(Bridge_SetHands(&st, 1, hands));
    DeclareAndLead(&st, BRIDGE_SPADES);
    h = PlayOut(&st);
    assert_int_equal(h.chicanePoints[1], 8);
    assert_int_equal(h.honourPoints[0], 10); /* five honours between North and South: 5 x 2 */
}

/* Honours a chicane rules out: the written hands a deal could never give are refused. */
static void TestImpossibleHonours(void **state)
{
    (void)state;
#define BIT(side, kind) BRIDGE_HONOURS_BIT(side, kind)
    const uint8_t none[2] = {0, 0}, oneA[2] = {1, 0}, bothA[2] = {2, 0}, bothAoneC[2] = {2, 1}, all[2] = {2, 2};
    uint32_t suitAny = 0;
    const BridgeHonours suitKinds[] = {BRIDGE_HONOURS_3,      BRIDGE_HONOURS_4,           BRIDGE_HONOURS_5,
                                       BRIDGE_HONOURS_4_ONE, BRIDGE_HONOURS_4_ONE_FIFTH, BRIDGE_HONOURS_5_ONE};
    for (int side = 0; side < 2; side++) {
        for (size_t k = 0; k < sizeof suitKinds / sizeof suitKinds[0]; k++) {
            suitAny |= BIT(side, suitKinds[k]);
        }
    }
    /* Every holding but none in a suit: five honours between two sides give one of them three at least. */
    assert_int_equal(Bridge_HonoursPossible(BRIDGE_SPADES, none), suitAny);
    /* One of A-B void: the other holds all A-B's honours in his one hand. */
    assert_int_equal(Bridge_HonoursPossible(BRIDGE_HEARTS, oneA),
                     suitAny & ~(BIT(0, BRIDGE_HONOURS_4) | BIT(0, BRIDGE_HONOURS_5) | BIT(0, BRIDGE_HONOURS_4_ONE_FIFTH)));
    /* Both of A-B void: C-D hold all five. */
    assert_int_equal(Bridge_HonoursPossible(BRIDGE_CLUBS, bothA),
                     BIT(1, BRIDGE_HONOURS_5) | BIT(1, BRIDGE_HONOURS_4_ONE_FIFTH) | BIT(1, BRIDGE_HONOURS_5_ONE));
    assert_int_equal(Bridge_HonoursPossible(BRIDGE_CLUBS, bothAoneC), BIT(1, BRIDGE_HONOURS_5_ONE));
    assert_int_equal(Bridge_HonoursPossible(BRIDGE_CLUBS, all), 0u); /* someone holds the trumps */
    assert_int_equal(Bridge_HonoursPossible(BRIDGE_NO_TRUMPS, none),
                     BIT(0, BRIDGE_HONOURS_NONE) | BIT(0, BRIDGE_ACES_3) | BIT(0, BRIDGE_ACES_4) |
                         BIT(0, BRIDGE_ACES_4_ONE) | BIT(1, BRIDGE_ACES_3) | BIT(1, BRIDGE_ACES_4) |
                         BIT(1, BRIDGE_ACES_4_ONE));
    assert_int_equal(Bridge_HonoursPossible(BRIDGE_NO_TRUMPS, oneA), 0u); /* no chicane at No trumps */
#undef BIT

    /* The rubber refuses such a hand rather than score it. */
    BridgeRubber r;
    BridgeRubber_Init(&r);
    BridgeHand h = Hand(BRIDGE_HEARTS, 0, 8, 0, BRIDGE_HONOURS_5);
    h.chicane[0] = 2;
    assert_false(Bridge_HandPossible(&h));
    assert_false(BridgeRubber_AddHand(&r, &h));
    assert_int_equal(r.count, 0);
    h = Hand(BRIDGE_HEARTS, 0, 8, 1, BRIDGE_HONOURS_5);
    h.chicane[0] = 2;
    assert_true(Bridge_HandPossible(&h));
    assert_true(BridgeRubber_AddHand(&r, &h));
    assert_int_equal(h.honourPoints[1], 40);
    assert_int_equal(h.chicanePoints[0], 32);
}

/* --- declaring and doubling --- */

static void TestDeclaration(void **state)
{
    (void)state;
    BridgeState st;
    Bridge_Init(&st, 0, 11);
    int dealer = st.dealer, partner = Bridge_Partner(dealer);
    assert_int_equal(Bridge_ToAct(&st), dealer);
    /* Only the dealer speaks first. */
    assert_int_equal(Bridge_Apply(&st, partner, Bridge_Declare(BRIDGE_HEARTS)), BRIDGE_WHY_TURN);
    assert_int_equal(Bridge_Apply(&st, dealer, Bridge_Double()), BRIDGE_WHY_NOT_DOUBLING);
    assert_int_equal(Bridge_Apply(&st, dealer, Bridge_Leave()), BRIDGE_WHY_OK);
    assert_int_equal(Bridge_ToAct(&st), partner);
    /* The partner must declare (Law 48): he cannot leave it back. */
    assert_int_equal(Bridge_Apply(&st, partner, Bridge_Leave()), BRIDGE_WHY_MUST_DECLARE);
    GameAction acts[BRIDGE_MAX_ACTIONS];
    assert_int_equal(Bridge_Legal(&st, partner, acts, BRIDGE_MAX_ACTIONS), 5);
    assert_int_equal(Bridge_Apply(&st, partner, Bridge_Declare(BRIDGE_CLUBS)), BRIDGE_WHY_OK);
    assert_int_equal(st.declaredBy, partner);
    assert_int_equal(Bridge_Dummy(&st), partner); /* the dealer's partner is dummy, whoever declared */
    int eldest = Bridge_Left(dealer);
    assert_int_equal(Bridge_ToAct(&st), eldest);
    /* After the eldest doubles, the trump declarer (here the dummy) speaks first for his side. */
    assert_int_equal(Bridge_Apply(&st, eldest, Bridge_Double()), BRIDGE_WHY_OK);
    assert_int_equal(Bridge_ToAct(&st), partner);
    assert_int_equal(Bridge_Apply(&st, partner, Bridge_Content()), BRIDGE_WHY_OK);
    assert_int_equal(Bridge_ToAct(&st), dealer);
    assert_int_equal(Bridge_Apply(&st, dealer, Bridge_Content()), BRIDGE_WHY_OK);
    assert_int_equal(st.phase, BRIDGE_PHASE_PLAY);
    assert_int_equal(Bridge_ToAct(&st), eldest); /* the eldest leads */
    assert_int_equal(Bridge_TrickValue(st.strain, st.doublings), 8);
    assert_string_equal(Bridge_CallWords(&st, 0), "I leave it to you, partner");
    assert_string_equal(Bridge_CallWords(&st, 1), "Clubs");
    assert_string_equal(Bridge_CallWords(&st, 2), "I double");
    assert_string_equal(Bridge_CallWords(&st, 3), "Satisfied");
}

static void TestMayILead(void **state)
{
    (void)state;
    BridgeState st;
    Bridge_Init(&st, 0, 12);
    int dealer = st.dealer, eldest = Bridge_Left(dealer), third = Bridge_Partner(eldest);
    assert_int_equal(Bridge_Apply(&st, dealer, Bridge_Declare(BRIDGE_NO_TRUMPS)), BRIDGE_WHY_OK);
    assert_int_equal(Bridge_Apply(&st, eldest, Bridge_Content()), BRIDGE_WHY_OK); /* "May I lead?" */
    assert_int_equal(Bridge_ToAct(&st), third);
    /* The eldest's partner may still double; then the dealer, who declared, answers first. */
    assert_int_equal(Bridge_Apply(&st, third, Bridge_Double()), BRIDGE_WHY_OK);
    assert_int_equal(Bridge_ToAct(&st), dealer);
    assert_int_equal(Bridge_Apply(&st, dealer, Bridge_Double()), BRIDGE_WHY_OK); /* redouble: 48 */
    /* After a redouble, the original doubler first (Law 56), then his partner. */
    assert_int_equal(Bridge_ToAct(&st), third);
    /* The third hand does not lead: he is satisfied, he does not ask to lead (nor does the eldest answer "Yes"). */
    char said[160];
    Bridge_DescribeAction(&st, third, Bridge_Content(), said, sizeof said);
    char want[160];
    snprintf(want, sizeof want, "%s: \xE2\x80\x9CSatisfied\xE2\x80\x9D", Bridge_SeatName(third));
    assert_string_equal(said, want);
    assert_int_equal(Bridge_Apply(&st, third, Bridge_Content()), BRIDGE_WHY_OK);
    assert_string_equal(Bridge_CallWords(&st, 4), "Satisfied");
    assert_int_equal(Bridge_ToAct(&st), eldest);
    Bridge_DescribeAction(&st, eldest, Bridge_Content(), said, sizeof said);
    snprintf(want, sizeof want, "%s: \xE2\x80\x9CSatisfied\xE2\x80\x9D", Bridge_SeatName(eldest));
    assert_string_equal(said, want);
    assert_int_equal(Bridge_Apply(&st, eldest, Bridge_Double()), BRIDGE_WHY_OK); /* 96: no more can follow */
    assert_int_equal(st.phase, BRIDGE_PHASE_PLAY);
    assert_int_equal(Bridge_TrickValue(st.strain, st.doublings), 96);
    assert_int_equal(Bridge_ToAct(&st), eldest);
    assert_string_equal(Bridge_CallWords(&st, 1), "Partner, may I lead?");
    assert_string_equal(Bridge_CallWords(&st, 3), "I redouble");
    assert_int_equal(Bridge_Apply(&st, eldest, Bridge_Double()), BRIDGE_WHY_NOT_DOUBLING);

    /* When the eldest doubled, after the redouble he speaks first again, and may ask to lead. */
    Bridge_Init(&st, 0, 12);
    assert_int_equal(Bridge_Apply(&st, dealer, Bridge_Declare(BRIDGE_SPADES)), BRIDGE_WHY_OK);
    assert_int_equal(Bridge_Apply(&st, eldest, Bridge_Double()), BRIDGE_WHY_OK);
    assert_int_equal(Bridge_Apply(&st, dealer, Bridge_Double()), BRIDGE_WHY_OK);
    assert_int_equal(Bridge_ToAct(&st), eldest);
    assert_int_equal(Bridge_Apply(&st, eldest, Bridge_Content()), BRIDGE_WHY_OK);
    assert_int_equal(Bridge_Apply(&st, third, Bridge_Content()), BRIDGE_WHY_OK);
    assert_int_equal(st.phase, BRIDGE_PHASE_PLAY);
    assert_string_equal(Bridge_CallWords(&st, 3), "Partner, may I lead?");
    assert_string_equal(Bridge_CallWords(&st, 4), "Yes, lead");
}

/* Law 58 as ruled: the trick value never goes above 100; the play starts when no double is left. */
static void TestDoublingCeiling(void **state)
{
    (void)state;
    const int maxDoublings[BRIDGE_STRAIN_COUNT] = {5, 3, 4, 4, 3}; /* spades, hearts, diamonds, clubs, NT */
    const int top[BRIDGE_STRAIN_COUNT] = {64, 64, 96, 64, 96};
    for (int strain = 0; strain < BRIDGE_STRAIN_COUNT; strain++) {
        assert_int_equal(Bridge_MaxDoublings(strain), maxDoublings[strain]);
        BridgeState st;
        Bridge_Init(&st, 0, 100 + (uint64_t)strain);
        assert_int_equal(Bridge_Apply(&st, st.dealer, Bridge_Declare(strain)), BRIDGE_WHY_OK);
        int doubles = 0;
        while (st.phase == BRIDGE_PHASE_DOUBLE) {
            assert_true(Bridge_MayDouble(st.strain, st.doublings));
            /* Each double is answered by the other side: the speaker alternates sides. */
            int side = Bridge_SideOf(st.toAct);
            assert_int_equal(Bridge_Apply(&st, st.toAct, Bridge_Double()), BRIDGE_WHY_OK);
            doubles++;
            if (st.phase == BRIDGE_PHASE_DOUBLE) {
                assert_int_not_equal(Bridge_SideOf(st.toAct), side);
            }
        }
        assert_int_equal(doubles, maxDoublings[strain]);
        assert_int_equal(Bridge_TrickValue(strain, st.doublings), top[strain]);
        assert_false(Bridge_MayDouble(strain, st.doublings));
        assert_int_equal(st.phase, BRIDGE_PHASE_PLAY);
    }
}

/* --- the play --- */

static void TestFollowSuitAndTricks(void **state)
{
    (void)state;
    const char *given[4] = {"AS 2H", "KS", "QS", "3H"};
    uint8_t voids[4] = {0, 0, 0, 1u << SUIT_SPADES}; /* East has no spade */
    uint64_t hands[4];
    assert_true(TestDeal(hands, given, voids, -1));
    BridgeState st;
    Bridge_Init(&st, 0, 3);
    assert_true(Bridge_SetHands(&st, 2, hands)); /* North deals; East leads */
    DeclareAndLead(&st, BRIDGE_HEARTS);
    assert_int_equal(Bridge_ToAct(&st), 3);
    assert_false(Bridge_DummyShown(&st));
    /* East leads; South follows... we need a spade lead: East has none, so East leads the three of hearts. */
    Card threeH = Card_Make(3, SUIT_HEARTS);
    assert_int_equal(Bridge_Apply(&st, 3, Bridge_Play(threeH)), BRIDGE_WHY_OK);
    assert_true(Bridge_DummyShown(&st));
    /* South holds hearts (the two at least): a spade is refused. */
    assert_int_equal(Bridge_Apply(&st, 0, Bridge_Play(Card_Make(RANK_ACE, SUIT_SPADES))), BRIDGE_WHY_FOLLOW);
    assert_int_equal(Bridge_Apply(&st, 0, Bridge_Play(Card_Make(RANK_KING, SUIT_SPADES))), BRIDGE_WHY_NOT_HELD);
    char why[128];
    Bridge_Rules.whyNot((const GameState *)&st, 0, Bridge_Play(Card_Make(RANK_ACE, SUIT_SPADES)), why, sizeof why);
    assert_string_equal(why, "You must follow suit.");
    /* A trick: the highest trump wins, else the highest card of the suit led. */
    uint8_t trick[4] = {Card_Make(RANK_KING, SUIT_SPADES), Card_Make(RANK_ACE, SUIT_SPADES),
                        Card_Make(2, SUIT_CLUBS), Card_Make(3, SUIT_SPADES)};
    assert_int_equal(Bridge_WinnerOf(trick, 1, BRIDGE_HEARTS), 2);
    trick[2] = Card_Make(2, SUIT_HEARTS);
    assert_int_equal(Bridge_WinnerOf(trick, 1, BRIDGE_HEARTS), 3);
    assert_int_equal(Bridge_WinnerOf(trick, 1, BRIDGE_NO_TRUMPS), 2);
}

/* --- the seats: the declarer plays the dummy's cards --- */

/*
 * The public view (a watcher's, GAME_NOBODY): what every seat sees. No hand
 * before the opening lead, the dummy's once it is down, never another; the
 * cards played are known; it is marked as the public view, not the whole
 * state, so the AI's sampling refuses it and the rules do not play on it.
 */
static void TestPublicView(void **state)
{
    (void)state;
    const GameRules *rules = Game_Find("bridge");
    BridgeState st, pub, seatView, world;
    GameState *gs = (GameState *)(void *)&st;
    assert_int_equal(rules->init(gs, 0, 33), GAME_OK);
    int dummy = Bridge_Dummy(&st);
    Rng rng = Rng_Make(4);
    for (int step = 0; step < 3; step++) {
        if (step == 1) {
            DeclareAndLead(&st, BRIDGE_HEARTS);
        } else if (step == 2) {
            GameAction lead;
            assert_true(GameAi_Choose(rules, gs, st.toAct, GAME_AI_EASY, 1, &lead));
            assert_int_equal(rules->apply(gs, st.toAct, lead), GAME_OK);
        }
        bool down = step == 2;
        rules->view(gs, GAME_NOBODY, (GameState *)(void *)&pub);
        assert_int_equal(pub.viewer, BRIDGE_PUBLIC_VIEW);
        assert_true(pub.seed == 0);
        for (int p = 0; p < 4; p++) {
            if (down && p == dummy) {
                assert_true(pub.hand[p] == st.hand[p] && pub.dealt[p] == st.dealt[p]);
            } else {
                assert_true(pub.hand[p] == 0);
                assert_true(pub.dealt[p] == (st.dealt[p] & ~st.hand[p])); /* the cards it has played */
            }
            /* Every seat sees at least as much of every hand. */
            rules->view(gs, p, (GameState *)(void *)&seatView);
            for (int q = 0; q < 4; q++) {
                assert_true((pub.hand[q] & ~seatView.hand[q]) == 0);
            }
        }
        assert_false(Bridge_Sample(&pub, &rng, &world));
        GameAction acts[BRIDGE_MAX_ACTIONS];
        int n = Bridge_Legal(&pub, st.toAct, acts, BRIDGE_MAX_ACTIONS);
        if (n > 0) {
            assert_int_equal(Bridge_Check(&pub, st.toAct, acts[0]), BRIDGE_WHY_VIEW);
        }
        /* A view of the public view is the public view. */
        BridgeState again;
        rules->view((const GameState *)(void *)&pub, GAME_NOBODY, (GameState *)(void *)&again);
        assert_memory_equal(&again, &pub, sizeof pub);
    }
}

static void TestDeclarerPlaysDummy(void **state)
{
    (void)state;
    const GameRules *rules = Game_Find("bridge");
    assert_non_null(rules);
    GameState *gs = Game_NewState(rules);
    assert_int_equal(rules->init(gs, 0, 21), GAME_OK);
    BridgeState *st = (BridgeState *)(void *)gs;
    int dealer = st->dealer, dummy = Bridge_Dummy(st);
    /* Before the play the dummy speaks for himself. */
    assert_int_equal(Game_Controller(rules, gs, dummy), dummy);
    assert_int_equal(Game_SideOf(rules, 0, dummy), Game_SideOf(rules, 0, dealer));
    DeclareAndLead(st, BRIDGE_SPADES);
    assert_int_equal(Game_Controller(rules, gs, dummy), dealer);
    assert_int_equal(Game_Controller(rules, gs, Bridge_Left(dealer)), Bridge_Left(dealer));
    BridgeState *view = malloc(sizeof *view);
    /* Before the opening lead nobody but the dummy sees the dummy's hand. */
    rules->view(gs, dealer, (GameState *)(void *)view);
    assert_int_equal(view->hand[dummy], 0);
    GameAction a;
    assert_true(GameAi_Choose(rules, gs, Bridge_Left(dealer), GAME_AI_EASY, 1, &a));
    assert_int_equal(rules->apply(gs, Bridge_Left(dealer), a), GAME_OK);
    /* Laid face up after the lead: every seat sees it, and the dealer plays it. */
    for (int p = 0; p < 4; p++) {
        rules->view(gs, p, (GameState *)(void *)view);
        assert_int_equal(view->hand[dummy], st->hand[dummy]);
    }
    /* Round to the dummy, each seat choosing from its controller's view. */
    while (rules->toAct(gs) != dummy) {
        int seat = rules->toAct(gs);
        assert_true(GameAi_Choose(rules, gs, seat, GAME_AI_MEDIUM, 2, &a));
        assert_int_equal(rules->apply(gs, seat, a), GAME_OK);
    }
    rules->view(gs, dealer, (GameState *)(void *)view);
    GameAction acts[BRIDGE_MAX_ACTIONS];
    int n = rules->legal((const GameState *)(void *)view, dummy, acts, BRIDGE_MAX_ACTIONS);
    assert_true(n > 0); /* the dealer's view lists the dummy's cards */
    assert_true(GameAi_Choose(rules, gs, dummy, GAME_AI_STRONG, 3, &a));
    assert_int_equal(rules->check(gs, dummy, a), GAME_OK);
    uint64_t before = st->hand[dummy];
    assert_int_equal(rules->apply(gs, dummy, a), GAME_OK);
    assert_int_equal(__builtin_popcountll(before & ~st->hand[dummy]), 1);
    /* A view cannot be played on. */
    rules->view(gs, rules->toAct(gs), (GameState *)(void *)view);
    n = rules->legal((const GameState *)(void *)view, rules->toAct(gs), acts, BRIDGE_MAX_ACTIONS);
    assert_true(n > 0);
    assert_int_equal(rules->apply((GameState *)(void *)view, rules->toAct(gs), acts[0]), GAME_ERR_VIEW);
    free(view);
    free(gs);
}

/* The cut: the lowest card deals, the ace lowest; the deal then passes to the left. */
static void TestCutAndDealPassLeft(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 50; seed++) {
        BridgeState st;
        Bridge_Init(&st, 0, seed);
        int low = 99;
        for (int p = 0; p < 4; p++) {
            int r = Card_Rank(st.cut[p]) == RANK_ACE ? 1 : Card_Rank(st.cut[p]);
            low = r < low ? r : low;
        }
        int r = Card_Rank(st.cut[st.dealer]) == RANK_ACE ? 1 : Card_Rank(st.cut[st.dealer]);
        assert_int_equal(r, low);
        for (int p = 0; p < 4; p++) {
            assert_int_equal(__builtin_popcountll(st.hand[p]), 13);
        }
        int dealer = st.dealer;
        DeclareAndLead(&st, (int)(seed % 5));
        PlayOut(&st);
        if (st.phase != BRIDGE_PHASE_OVER) {
            assert_int_equal(st.dealer, Bridge_Left(dealer));
            assert_int_equal(st.deal, 2);
            assert_int_equal(Bridge_ToAct(&st), st.dealer);
        }
    }
}

static void TestActionText(void **state)
{
    (void)state;
    GameAction acts[] = {Bridge_Declare(BRIDGE_NO_TRUMPS), Bridge_Declare(BRIDGE_CLUBS), Bridge_Leave(),
                         Bridge_Double(), Bridge_Content(), Bridge_Play(Card_Make(RANK_TEN, SUIT_HEARTS))};
    const char *texts[] = {"declare notrumps", "declare clubs", "leave", "double", "content", "play 10H"};
    for (size_t i = 0; i < sizeof acts / sizeof acts[0]; i++) {
        char buf[GAME_ACTION_TEXT_MAX];
        Bridge_FormatAction(acts[i], buf, sizeof buf);
        assert_string_equal(buf, texts[i]);
        GameAction back;
        assert_true(Bridge_ParseAction(buf, &back));
        assert_true(GameAction_Equal(back, acts[i]));
    }
    GameAction a;
    assert_false(Bridge_ParseAction("declare trumps", &a));
    assert_false(Bridge_ParseAction("play 1X", &a));
    assert_false(Bridge_ParseAction("double now", &a));
    assert_true(Bridge_ParseAction("declare NT", &a));
    assert_int_equal(a.choice, BRIDGE_NO_TRUMPS);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(TestBookRubber),
        cmocka_unit_test(TestRubberThreeGamesAndSlams),
        cmocka_unit_test(TestHonours),
        cmocka_unit_test(TestAcesAtNoTrumps),
        cmocka_unit_test(TestChicane),
        cmocka_unit_test(TestImpossibleHonours),
        cmocka_unit_test(TestDeclaration),
        cmocka_unit_test(TestMayILead),
        cmocka_unit_test(TestDoublingCeiling),
        cmocka_unit_test(TestFollowSuitAndTricks),
        cmocka_unit_test(TestDeclarerPlaysDummy),
        cmocka_unit_test(TestPublicView),
        cmocka_unit_test(TestCutAndDealPassLeft),
        cmocka_unit_test(TestActionText),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
