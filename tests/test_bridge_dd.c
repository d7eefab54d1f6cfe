/* test_bridge_dd.c: the double-dummy wrapper on deals whose answers are known, and its answers against each other. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "bridge/bridge.h"
#include "bridge/bridge_dd.h"
#include "bridge/bridge_review.h"
#include "game/game_ai.h"

/* South holds every spade, West every heart, North every diamond, East every club. */
static void SuitPerHand(uint64_t hands[4])
{
    const int suitOf[4] = {SUIT_SPADES, SUIT_HEARTS, SUIT_DIAMONDS, SUIT_CLUBS};
    for (int p = 0; p < 4; p++) {
        hands[p] = 0x1FFFULL << (13 * suitOf[p]);
    }
}

static void TestTableOfSuitPerHand(void **state)
{
    (void)state;
    uint64_t hands[4];
    SuitPerHand(hands);
    BridgeDdTable t;
    char err[BRIDGE_DD_ERR_MAX] = "";
    assert_true(BridgeDd_Table(hands, &t, err, sizeof err));
    /* In spades North-South ruff everything: 13 whoever declares; East-West take none. */
    for (int p = 0; p < 4; p++) {
        assert_int_equal(t.tricks[BRIDGE_SPADES][p], p % 2 == 0 ? 13 : 0);
        assert_int_equal(t.tricks[BRIDGE_HEARTS][p], p % 2 == 1 ? 13 : 0);
        assert_int_equal(t.tricks[BRIDGE_DIAMONDS][p], p % 2 == 0 ? 13 : 0);
        assert_int_equal(t.tricks[BRIDGE_CLUBS][p], p % 2 == 1 ? 13 : 0);
    }
    /* At No trumps the opening leader runs his suit: declarer's side takes nothing. */
    for (int p = 0; p < 4; p++) {
        assert_int_equal(t.tricks[BRIDGE_NO_TRUMPS][p], 0);
    }
    int tricks = -1;
    assert_true(BridgeDd_Contract(hands, BRIDGE_HEARTS, 1, &tricks, err, sizeof err));
    assert_int_equal(tricks, 13);
}

/* A small ending: South to lead at No trumps holding the top spades; the cards list says which win. */
static void TestCardsInAnEnding(void **state)
{
    (void)state;
    BridgeDdPosition pos;
    memset(&pos, 0, sizeof pos);
    Card s[4][2] = {{Card_Make(RANK_ACE, SUIT_SPADES), Card_Make(2, SUIT_SPADES)},
                    {Card_Make(RANK_KING, SUIT_SPADES), Card_Make(RANK_ACE, SUIT_HEARTS)},
                    {Card_Make(3, SUIT_SPADES), Card_Make(3, SUIT_HEARTS)},
                    {Card_Make(4, SUIT_SPADES), Card_Make(4, SUIT_HEARTS)}};
    for (int p = 0; p < 4; p++) {
        pos.hands[p] = Bridge_Bit(s[p][0]) | Bridge_Bit(s[p][1]);
    }
    pos.strain = BRIDGE_NO_TRUMPS;
    pos.leader = 0;
    BridgeDdCards cards;
    char err[BRIDGE_DD_ERR_MAX];
    assert_true(BridgeDd_Cards(&pos, &cards, err, sizeof err));
    /* The ace first clears the spades and the two wins too; the two first loses both (to the king, then the ace of hearts). */
    assert_int_equal(cards.count, 2);
    for (int i = 0; i < cards.count; i++) {
        int want = cards.card[i] == s[0][0] ? 2 : 0;
        assert_int_equal(cards.tricks[i], want);
    }
    /* Mid-trick: South led the ace of spades; West must follow with the king, and his side takes nothing. */
    pos.hands[0] = Bridge_Bit(s[0][1]);
    pos.trickCount = 1;
    pos.trick[0] = s[0][0];
    assert_true(BridgeDd_Cards(&pos, &cards, err, sizeof err));
    assert_int_equal(cards.count, 1); /* West must follow with the king */
    assert_int_equal(cards.card[0], s[1][0]);
    assert_int_equal(cards.tricks[0], 0);
    int tricks = -1;
    assert_true(BridgeDd_Tricks(&pos, &tricks, err, sizeof err));
    assert_int_equal(tricks, 0);
}

/* On random deals the table, one contract solved on its own, and the best card's value all agree. */
static void TestAnswersAgree(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        BridgeState st;
        Bridge_Init(&st, 0, seed);
        BridgeDdTable t;
        char err[BRIDGE_DD_ERR_MAX];
        assert_true(BridgeDd_Table(st.hand, &t, err, sizeof err));
        for (int strain = 0; strain < BRIDGE_STRAIN_COUNT; strain += 2) {
            int declarer = (int)(seed % 4), tricks;
            assert_true(BridgeDd_Contract(st.hand, strain, declarer, &tricks, err, sizeof err));
            assert_int_equal(tricks, t.tricks[strain][declarer]);
            BridgeDdPosition pos;
            memset(&pos, 0, sizeof pos);
            memcpy(pos.hands, st.hand, sizeof pos.hands);
            pos.strain = strain;
            pos.leader = (declarer + 1) & 3;
            BridgeDdCards cards;
            assert_true(BridgeDd_Cards(&pos, &cards, err, sizeof err));
            assert_int_equal(cards.count, 13); /* every card of the leader, equals spelled out */
            int best = 0;
            for (int i = 0; i < cards.count; i++) {
                best = cards.tricks[i] > best ? cards.tricks[i] : best;
            }
            assert_int_equal(best, 13 - tricks);
        }
    }
}

static void TestBadInputIsAnError(void **state)
{
    (void)state;
    uint64_t hands[4];
    SuitPerHand(hands);
    hands[1] |= 1; /* the two of spades twice */
    BridgeDdTable t;
    char err[BRIDGE_DD_ERR_MAX] = "";
    assert_false(BridgeDd_Table(hands, &t, err, sizeof err));
    assert_non_null(strstr(err, "double-dummy solver: "));
}

/* A hand played by the easy computer, reviewed: the values chain card to card, start at the table, end at what was made. */
static void TestReviewOfAPlayedHand(void **state)
{
    (void)state;
    GameRecord rec;
    GameRecord_Init(&rec, &Bridge_Rules, 0, 12);
    BridgeState st;
    Bridge_Init(&st, 0, 12);
    for (int i = 0; st.rubber.count == 0; i++) {
        GameAction a;
        assert_true(GameAi_Choose(&Bridge_Rules, (const GameState *)(const void *)&st, Bridge_ToAct(&st), GAME_AI_EASY,
                                  (uint64_t)i, &a));
        assert_int_equal(Game_Play(&Bridge_Rules, (GameState *)(void *)&st, &rec, a), GAME_OK);
    }
    BridgeReview r;
    char err[BRIDGE_DD_ERR_MAX];
    assert_true(BridgeReview_Hand(&rec, 0, &r, err, sizeof err));
    assert_int_equal(r.count, 52);
    int decl = Bridge_SideOf(r.dealer);
    const BridgeReviewCard *first = &r.cards[0];
    int declDd = r.table.tricks[r.strain][r.dealer];
    assert_int_equal(first->before, Bridge_SideOf(first->seat) == decl ? declDd : 13 - declDd);
    for (int i = 0; i < 52; i++) {
        const BridgeReviewCard *c = &r.cards[i];
        assert_true(c->after <= c->before); /* a card can only lose against double dummy */
        if (i + 1 < 52) {
            const BridgeReviewCard *n = &r.cards[i + 1];
            int mine = Bridge_SideOf(n->seat) == Bridge_SideOf(c->seat) ? c->after : 13 - c->after;
            assert_int_equal(n->before, mine);
        }
    }
    const BridgeReviewCard *last = &r.cards[51];
    assert_int_equal(last->after, r.made[Bridge_SideOf(last->seat)]);
    assert_int_equal(r.made[0] + r.made[1], 13);
    assert_false(BridgeReview_Hand(&rec, 1, &r, err, sizeof err)); /* the second hand was never played */
    GameRecord_Free(&rec);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(TestTableOfSuitPerHand),
        cmocka_unit_test(TestCardsInAnEnding),
        cmocka_unit_test(TestAnswersAgree),
        cmocka_unit_test(TestBadInputIsAnError),
        cmocka_unit_test(TestReviewOfAPlayedHand),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
