/* test_quinto.c: the laws of Quinto and Dummy Quinto on hand-built positions, and the book's check vectors. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "game/game.h"
#include "game/game_ai.h"
#include "game/game_seating.h"
#include "quinto/quinto.h"

static Card C(const char *text)
{
    Card c;
    assert_int_equal(Quinto_ParseCards(text, &c, 1, NULL), 1);
    return c;
}

/* Hands as four lists (seat 0 first), the cachette; the leader leads; quint-free filler is the caller's care. */
static void Setup(QuintoState *st, int variant, int leader, const char *const hands[4], const char *cachette,
                  int multiplier, int score0, int score1)
{
    QuintoSetup s;
    memset(&s, 0, sizeof s);
    s.variant = variant;
    s.dealer = (leader + 3) % 4;
    s.leader = leader;
    s.multiplier = multiplier;
    s.score[0] = score0;
    s.score[1] = score1;
    int count = -1;
    for (int p = 0; p < 4; p++) {
        int n = Quinto_ParseCards(hands[p], s.hands[p], QUINTO_HAND, NULL);
        assert_true(n > 0);
        assert_true(count < 0 || n == count);
        count = n;
    }
    s.count = count;
    s.units[0] = QUINTO_HAND - count;
    assert_int_equal(Quinto_ParseCards(cachette, s.cachette, QUINTO_CACHETTE, NULL), QUINTO_CACHETTE);
    assert_true(Quinto_Setup(st, &s));
    char why[160];
    assert_true(Quinto_CheckInvariants(st, why, sizeof why));
}

static void Play(QuintoState *st, const char *card)
{
    int seat = Quinto_ToAct(st);
    QuintoWhy w = Quinto_Apply(st, seat, Quinto_Play(C(card)));
    if (w != QUINTO_WHY_OK) {
        fail_msg("%s refused to seat %d: %s", card, seat, Quinto_WhyText(w));
    }
    char why[160];
    if (!Quinto_CheckInvariants(st, why, sizeof why)) {
        fail_msg("after %s: %s", card, why);
    }
}

static const char *kNoQuints = "6S 7C 8C 9C 10C"; /* a cachette worth nothing */

/* DECISIONS: A-B 11 tricks, Y-Z 2 gives 55 v 10 (13 units with the cachette); doubled 110 v 20; redoubled 220 v 40. */
static void test_trick_units_doubled_and_redoubled(void **state)
{
    (void)state;
    static const int kMult[3] = {1, 2, 4};
    for (int i = 0; i < 3; i++) {
        QuintoState st;
        const char *hands[4] = {"KH", "7S", "8S", "9S"};
        Setup(&st, QUINTO_FOUR, 0, hands, kNoQuints, kMult[i], 0, 0);
        st.units[0] = 9;
        st.units[1] = 2;
        for (int k = 0; k < 4; k++) {
            Play(&st, hands[k]);
        }
        assert_int_equal(st.score[0], 55 * kMult[i]);
        assert_int_equal(st.score[1], 10 * kMult[i]);
        assert_int_equal(st.history[0].units[0], 11);
        assert_int_equal(st.history[0].units[1], 2);
        assert_int_equal(st.history[0].end, QUINTO_END_TRICKS);
        assert_int_equal(st.cachetteSide, 0); /* the winners of the twelfth trick took the cachette */
        assert_int_equal(st.handNumber, 2);   /* and the next hand is dealt, by the next dealer */
        assert_int_equal(st.phase, QUINTO_PHASE_DOUBLING);
    }
}

/* DECISIONS: AH 4H 2H 3H makes two heart quints, 40; 5S QR AC 4D scores 5 + 25 = 30. */
static void test_quint_tricks(void **state)
{
    (void)state;
    Card t[5];
    Quint q[QUINTO_MAX_QUINTS];
    int points = 0;
    assert_int_equal(Quinto_ParseCards("AH 4H 2H 3H", t, 5, NULL), 4);
    assert_int_equal(Quinto_FindQuints(t, 4, q, &points), 2);
    assert_int_equal(points, 40);
    assert_int_equal(q[0].kind, QUINT_ACE_FOUR);
    assert_int_equal(q[0].cards, 0x3);
    assert_int_equal(q[1].kind, QUINT_TWO_THREE);
    assert_int_equal(q[1].cards, 0xC);
    assert_int_equal(Quinto_ParseCards("5S QR AC 4D", t, 5, NULL), 4);
    assert_int_equal(Quinto_FindQuints(t, 4, q, &points), 2);
    assert_int_equal(points, 30); /* an ace and a four of different suits are no quint */
    assert_int_equal(q[0].kind, QUINT_ROYAL);
    assert_int_equal(q[1].kind, QUINT_FIVE);
    /* Every five at its suit's value; a pair at its suit's value. */
    const char *fives[4] = {"5S", "5C", "5D", "5H"};
    for (int i = 0; i < 4; i++) {
        Card c = C(fives[i]);
        assert_int_equal(Quinto_QuintPoints(&c, 1), 5 * (i + 1));
    }
    assert_int_equal(Quinto_ParseCards("2C 3C 7H 8H", t, 5, NULL), 4);
    assert_int_equal(Quinto_QuintPoints(t, 4), 10);
    assert_int_equal(Quinto_ParseCards("5H AH 4H 9S 2S", t, 5, NULL), 5);
    assert_int_equal(Quinto_QuintPoints(t, 5), 40);

    /* In play: the trick AH 4H 2H 3H scores 40 to the side of the AH, the moment it is complete. */
    QuintoState st;
    const char *hands[4] = {"2H KS", "AH KC", "3H KD", "4H 6D"};
    Setup(&st, QUINTO_FOUR, 1, hands, kNoQuints, 1, 0, 0);
    Play(&st, "AH");
    Play(&st, "3H");
    Play(&st, "4H");
    assert_int_equal(st.score[1], 0);
    Play(&st, "2H");
    assert_int_equal(st.score[1], 40);
    assert_int_equal(st.lastWinner, 1);
    assert_int_equal(st.lastQuints, 40);
    assert_int_equal(st.toAct, 1); /* the winner leads */
}

/* DECISIONS, the trumping chain: the 2C beats any spade; any club or the 2D beats the 2C; ... the AH beats everything. */
static void test_trumping_chain(void **state)
{
    (void)state;
    static const Suit kUp[4] = {SUIT_SPADES, SUIT_CLUBS, SUIT_DIAMONDS, SUIT_HEARTS};
    for (int k = 0; k + 1 < 4; k++) {
        Suit low = kUp[k], high = kUp[k + 1];
        Card two = Card_Make(2, high);
        for (int r = 2; r <= RANK_ACE; r++) {
            /* The two of the next suit up beats every card of the suit below, led in it. */
            assert_true(Quinto_Beats(two, Card_Make(r, low), low));
            /* Any card of the higher suit beats its two (rank decides within a suit). */
            if (r > 2) {
                assert_true(Quinto_Beats(Card_Make(r, high), two, low));
            }
        }
        /* The two of the suit after next beats the two of the next, and the ace of the next. */
        if (k + 2 < 4) {
            assert_true(Quinto_Beats(Card_Make(2, kUp[k + 2]), Card_Make(RANK_ACE, high), low));
        }
    }
    Card ah = C("AH");
    for (int s = 0; s < 4; s++) {
        for (int b = 0; b < 52; b++) {
            Card c = Quinto_CardAt(b);
            if (c != ah) {
                assert_true(Quinto_Beats(ah, c, (Suit)s));
                assert_false(Quinto_Beats(c, ah, (Suit)s));
            }
        }
        assert_true(Quinto_Beats(ah, CARD_QUINT_ROYAL, (Suit)s));
    }
    /* A card of a lower suit than the one led never wins: hearts led, the AS loses to the 2H. */
    Card t[4];
    assert_int_equal(Quinto_ParseCards("2H AS AC AD", t, 4, NULL), 4);
    assert_int_equal(Quinto_TrickWinner(t, 4), 0);
    assert_int_equal(Quinto_ParseCards("7C AS 2D 9C", t, 4, NULL), 4);
    assert_int_equal(Quinto_TrickWinner(t, 4), 2);
    assert_int_equal(Quinto_ParseCards("7C 3H 2D 9C", t, 4, NULL), 4);
    assert_int_equal(Quinto_TrickWinner(t, 4), 1);
}

/* Following suit: a player who holds the suit led must play it; a void player may play anything. */
static void test_following_suit(void **state)
{
    (void)state;
    QuintoState st;
    const char *hands[4] = {"7S KH", "8S AH", "9D 10D", "JS 2C"};
    Setup(&st, QUINTO_FOUR, 0, hands, kNoQuints, 1, 0, 0);
    Play(&st, "7S");
    assert_int_equal(Quinto_Apply(&st, 1, Quinto_Play(C("AH"))), QUINTO_WHY_MUST_FOLLOW);
    assert_int_equal(Quinto_Apply(&st, 1, Quinto_Play(C("KH"))), QUINTO_WHY_NO_CARD);
    assert_int_equal(Quinto_Apply(&st, 2, Quinto_Play(C("9D"))), QUINTO_WHY_TURN);
    Play(&st, "8S");
    GameAction acts[QUINTO_MAX_ACTIONS];
    assert_int_equal(Quinto_Legal(&st, 2, acts, QUINTO_MAX_ACTIONS), 2); /* void in spades: either diamond */
    Play(&st, "9D");
    assert_true(st.voids[2] & (1u << SUIT_SPADES));
    assert_int_equal(Quinto_Legal(&st, 3, acts, QUINTO_MAX_ACTIONS), 1);
    Play(&st, "JS");
    assert_int_equal(st.lastWinner, 2); /* the diamond beat the spades */
    assert_int_equal(st.units[0], QUINTO_HAND - 2 + 1);
}

/* Quint Royal: played at any turn, never wins, scores 25 to the trick's winners; led, the next card fixes the suit. */
static void test_quint_royal(void **state)
{
    (void)state;
    /* Played fourth on a trick the partner wins: a sure 25 for his side, though he holds the suit led. */
    QuintoState st;
    const char *sure[4] = {"AS 7D", "KS 8D", "QR QS", "JS 9D"};
    Setup(&st, QUINTO_FOUR, 3, sure, kNoQuints, 1, 0, 0);
    Play(&st, "JS");
    Play(&st, "AS");
    Play(&st, "KS");
    GameAction acts[QUINTO_MAX_ACTIONS];
    assert_int_equal(Quinto_Legal(&st, 2, acts, QUINTO_MAX_ACTIONS), 2); /* QS and QR */
    Play(&st, "QR");
    assert_int_equal(st.lastWinner, 0);
    assert_int_equal(st.score[0], 25);
    assert_int_equal(st.score[1], 0);

    /* Played earlier, a gamble: the opponents win the trick and the 25 goes to them. */
    const char *gamble[4] = {"QR 7D", "KS 8D", "2S QS", "JS 9D"};
    Setup(&st, QUINTO_FOUR, 0, gamble, kNoQuints, 1, 0, 0);
    Play(&st, "QR");
    /* Led, it fixes nothing: the next player may play any card; that card fixes the suit. */
    assert_int_equal(Quinto_Legal(&st, 1, acts, QUINTO_MAX_ACTIONS), 2);
    Play(&st, "KS");
    assert_int_equal(Quinto_Apply(&st, 2, Quinto_Play(C("2S"))), QUINTO_WHY_OK);
    assert_int_equal(Quinto_Apply(&st, 3, Quinto_Play(C("9D"))), QUINTO_WHY_MUST_FOLLOW);
    Play(&st, "JS");
    assert_int_equal(st.lastWinner, 1); /* never wins: the KS does */
    assert_int_equal(st.score[1], 25);
    assert_int_equal(st.score[0], 0);

    /* In the cachette: 25 to whoever takes it. */
    const char *last[4] = {"7S", "AS", "8S", "9S"};
    Setup(&st, QUINTO_FOUR, 0, last, "QR 6S 7C 8C 9C", 1, 0, 0);
    st.units[0] = 0;
    st.units[1] = 11;
    for (int k = 0; k < 4; k++) {
        Play(&st, last[k]);
    }
    assert_int_equal(st.cachetteSide, 1);
    assert_int_equal(st.cachetteQuints, 25);
    assert_int_equal(st.history[0].quints[1], 25);
    assert_int_equal(st.score[1], 25 + 13 * 5);
    assert_int_equal(st.score[0], 0);
}

/* Game at 250 ends at once when quints reach it: the rest of the hand is abandoned and its tricks never count. */
static void test_quints_end_the_game_mid_hand(void **state)
{
    (void)state;
    QuintoState st;
    const char *hands[4] = {"5H 7S", "8S 7D", "AS 8D", "9S 9D"};
    Setup(&st, QUINTO_DUMMY, 0, hands, kNoQuints, 2, 235, 240);
    Play(&st, "5H");
    Play(&st, "8S");
    Play(&st, "AS");
    assert_false(Quinto_IsOver(&st));
    Play(&st, "9S");
    assert_true(Quinto_IsOver(&st));
    assert_int_equal(st.winner, 0);
    assert_int_equal(st.score[0], 255); /* the ten tricks side 0 holds are not counted */
    assert_int_equal(st.history[0].end, QUINTO_END_QUINTS);
    assert_int_equal(st.history[0].tricks[0], 0);
    assert_int_equal(Quinto_ToAct(&st), GAME_NOBODY);
    QuintoSettlement set;
    Quinto_Settle(&st, &set);
    assert_int_equal(set.value, 15); /* 255 - 240, won from each opponent */

    /* In a rubber the next game begins, from nothing, the deal passing to the left. */
    Setup(&st, QUINTO_FOUR, 0, hands, kNoQuints, 1, 235, 240);
    int dealer = st.dealer;
    Play(&st, "5H");
    Play(&st, "8S");
    Play(&st, "AS");
    Play(&st, "9S");
    assert_false(Quinto_IsOver(&st));
    assert_int_equal(st.games[0], 1);
    assert_int_equal(st.gameIndex, 1);
    assert_int_equal(st.score[0], 0);
    assert_int_equal(st.rubber[0], 255);
    assert_int_equal(st.rubber[1], 240);
    assert_int_equal(st.dealer, (dealer + 1) % 4);
}

/* The cachette's quints score first and may make game: the tricks are then not counted. */
static void test_the_cachette_decides(void **state)
{
    (void)state;
    QuintoState st;
    const char *hands[4] = {"7S", "AS", "8S", "9S"};
    Setup(&st, QUINTO_DUMMY, 0, hands, "5D 6S 7C 8C 9C", 1, 245, 236);
    st.units[0] = 11;
    st.units[1] = 0;
    for (int k = 0; k < 4; k++) {
        Play(&st, hands[k]);
    }
    assert_true(Quinto_IsOver(&st));
    assert_int_equal(st.winner, 1); /* 236 + 15 = 251: game, though side 0 had eleven tricks */
    assert_int_equal(st.score[1], 251);
    assert_int_equal(st.score[0], 245);
    assert_int_equal(st.history[0].end, QUINTO_END_CACHETTE);

    /* Without quints in it, the tricks count: 245 + 55 against 236 + 10, side 0 wins the game. */
    Setup(&st, QUINTO_DUMMY, 0, hands, kNoQuints, 1, 245, 236);
    st.units[0] = 11;
    st.units[1] = 0;
    for (int k = 0; k < 4; k++) {
        Play(&st, hands[k]);
    }
    assert_true(Quinto_IsOver(&st));
    assert_int_equal(st.winner, 0);
    assert_int_equal(st.score[0], 300);
    assert_int_equal(st.score[1], 246);
}

/* Both sides past 250 after the tricks: the higher wins; equal, the game goes on and the next quint decides. */
static void test_both_past_and_the_tie(void **state)
{
    (void)state;
    QuintoState st;
    const char *hands[4] = {"7S", "AS", "8S", "9S"};
    Setup(&st, QUINTO_DUMMY, 0, hands, kNoQuints, 1, 249, 240);
    st.units[0] = 6; /* side 0 ends with 7 units (35), side 1 with 6 (30) */
    st.units[1] = 5;
    for (int k = 0; k < 4; k++) {
        Play(&st, hands[k]);
    }
    /* side 1 took the last trick and the cachette: 6 + 2 = 8 units... */
    assert_true(Quinto_IsOver(&st));
    assert_int_equal(st.score[0], 249 + 30);
    assert_int_equal(st.score[1], 240 + 35);
    assert_int_equal(st.winner, 0);

    /* A tie: 230 + 30 against 225 + 35 = 260 each. The game goes on. */
    Setup(&st, QUINTO_FOUR, 0, hands, kNoQuints, 1, 230, 225);
    st.units[0] = 6;
    st.units[1] = 5;
    for (int k = 0; k < 4; k++) {
        Play(&st, hands[k]);
    }
    assert_false(Quinto_IsOver(&st));
    assert_int_equal(st.gameIndex, 0);
    assert_int_equal(st.score[0], 260);
    assert_int_equal(st.score[1], 260);
    assert_true(st.tie);
    char why[160];
    assert_true(Quinto_CheckInvariants(&st, why, sizeof why));
    /* The next hand: play on until a quint falls; whoever wins it wins the game. */
    GameAction acts[QUINTO_MAX_ACTIONS];
    int guard = 0;
    while (st.gameIndex == 0 && guard++ < 200) {
        int seat = Quinto_ToAct(&st);
        assert_true(Quinto_Legal(&st, seat, acts, QUINTO_MAX_ACTIONS) > 0);
        int32_t before[2] = {st.score[0], st.score[1]};
        assert_int_equal(Quinto_Apply(&st, seat, acts[0]), QUINTO_WHY_OK);
        if (st.gameIndex == 1) {
            int w = st.gameRows[0].winner;
            assert_true(st.gameRows[0].score[w] > st.gameRows[0].score[1 - w]);
            assert_true(st.gameRows[0].score[w] > before[w] || st.history[1].end == QUINTO_END_TRICKS);
        }
    }
    assert_int_equal(st.gameIndex, 1);
}

/* The doubling: once round from the eldest; double, then only an opponent may redouble; at most four times. */
static void test_doubling_round(void **state)
{
    (void)state;
    QuintoState st;
    assert_int_equal(Quinto_Init(&st, QUINTO_FOUR, 12), GAME_OK);
    int e = Quinto_Eldest(&st);
    assert_int_equal(Quinto_ToAct(&st), e);
    assert_int_equal(Quinto_Apply(&st, e, Quinto_Play(Quinto_CardAt(__builtin_ctzll(st.hand[e])))),
                     QUINTO_WHY_DOUBLING_FIRST);
    assert_int_equal(Quinto_Apply(&st, e, Quinto_Redouble()), QUINTO_WHY_NOTHING_TO_REDOUBLE);
    assert_int_equal(Quinto_Apply(&st, e, Quinto_Double()), QUINTO_WHY_OK);
    assert_int_equal(st.multiplier, 2);
    int p1 = (e + 1) % 4, p2 = (e + 2) % 4, p3 = (e + 3) % 4;
    assert_int_equal(Quinto_Apply(&st, p1, Quinto_Double()), QUINTO_WHY_ALREADY_DOUBLED);
    assert_int_equal(Quinto_Apply(&st, p1, Quinto_Pass()), QUINTO_WHY_OK);
    assert_int_equal(Quinto_Apply(&st, p2, Quinto_Redouble()), QUINTO_WHY_PARTNERS_DOUBLE);
    GameAction acts[QUINTO_MAX_ACTIONS];
    assert_int_equal(Quinto_Legal(&st, p2, acts, QUINTO_MAX_ACTIONS), 1); /* the doubler's partner may only pass */
    assert_int_equal(Quinto_Apply(&st, p2, Quinto_Pass()), QUINTO_WHY_OK);
    assert_int_equal(Quinto_Legal(&st, p3, acts, QUINTO_MAX_ACTIONS), 2);
    assert_int_equal(Quinto_Apply(&st, p3, Quinto_Redouble()), QUINTO_WHY_OK);
    assert_int_equal(st.multiplier, 4);
    assert_int_equal(st.phase, QUINTO_PHASE_PLAY); /* the dealer spoke last: round over, the eldest leads */
    assert_int_equal(Quinto_ToAct(&st), e);
    assert_int_equal(Quinto_Apply(&st, e, Quinto_Pass()), QUINTO_WHY_NOT_DOUBLING);

    /* The dealer's double, the last turn, cannot be redoubled. */
    assert_int_equal(Quinto_Init(&st, QUINTO_FOUR, 12), GAME_OK);
    for (int k = 0; k < 3; k++) {
        assert_int_equal(Quinto_Apply(&st, Quinto_ToAct(&st), Quinto_Pass()), QUINTO_WHY_OK);
    }
    assert_int_equal(Quinto_ToAct(&st), st.dealer);
    assert_int_equal(Quinto_Apply(&st, st.dealer, Quinto_Double()), QUINTO_WHY_OK);
    assert_int_equal(st.phase, QUINTO_PHASE_PLAY);
    assert_int_equal(st.multiplier, 2);
}

/* The deal: five to the cachette, twelve each; the cut's lowest card deals (ace low). */
static void test_the_deal(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed < 40; seed++) {
        QuintoState st;
        assert_int_equal(Quinto_Init(&st, QUINTO_FOUR, seed), GAME_OK);
        assert_int_equal(Quinto_PopCount(st.cachette), 5);
        for (int p = 0; p < 4; p++) {
            assert_int_equal(Quinto_PopCount(st.hand[p]), 12);
            int rank = Card_Rank(st.cut[p]) == RANK_ACE ? 1 : Card_Rank(st.cut[p]);
            int low = Card_Rank(st.cut[st.dealer]) == RANK_ACE ? 1 : Card_Rank(st.cut[st.dealer]);
            assert_true(low <= rank);
        }
        char why[160];
        assert_true(Quinto_CheckInvariants(&st, why, sizeof why));
        assert_int_equal(Quinto_Init(&st, QUINTO_DUMMY, seed), GAME_OK);
        assert_int_equal(st.dealer, 0); /* the Dummy-player deals first */
        assert_int_equal(st.score[1], 25);
        assert_int_equal(st.score[0], 0);
    }
    QuintoState a, b;
    Quinto_Init(&a, QUINTO_FOUR, 7);
    Quinto_Init(&b, QUINTO_FOUR, 8);
    assert_true(a.hand[0] != b.hand[0] || a.hand[1] != b.hand[1]);
    assert_int_equal(Quinto_Init(&a, 2, 7), GAME_ERR_MALFORMED);
}

/*
 * playedBy (what the lobby reads) agrees with controller() (what the table
 * asks) in every state of a game: Dummy is always South's, every other seat
 * its own; and a settled seating counts no person at Dummy.
 */
static void test_played_by_agrees_with_controller(void **state)
{
    (void)state;
    const GameRules *rules = Game_Find("quinto");
    for (int variant = 0; variant < rules->variantCount; variant++) {
        QuintoState st;
        GameState *gs = (GameState *)(void *)&st;
        assert_int_equal(rules->init(gs, variant, 5 + (uint64_t)variant), GAME_OK);
        GameAction acts[64];
        assert_true(rules->maxActions <= 64);
        for (int step = 0; rules->toAct(gs) != GAME_NOBODY; step++) {
            for (int seat = 0; seat < 4; seat++) {
                assert_int_equal(Game_PlayedBy(rules, variant, seat) != seat, Game_Controller(rules, gs, seat) != seat);
                assert_int_equal(Game_PlayedBy(rules, variant, seat) != seat ? Game_PlayedBy(rules, variant, seat)
                                                                             : seat,
                                 Game_Controller(rules, gs, seat));
            }
            int seat = rules->toAct(gs);
            int n = rules->legal(gs, seat, acts, 64);
            assert_true(n > 0);
            assert_int_equal(rules->apply(gs, seat, acts[step % n]), GAME_OK);
        }
        GameSeating seating;
        assert_true(Seating_Parse("person strong person strong", 4, &seating));
        Seating_Settle(rules, variant, &seating);
        assert_int_equal(Seating_People(&seating), variant == QUINTO_DUMMY ? 1 : 2);
    }
    assert_int_equal(Game_PlayedBy(rules, QUINTO_DUMMY, 2), 0);
    assert_int_equal(Game_PlayedBy(rules, QUINTO_FOUR, 2), 2);
    assert_int_equal(Game_PlayedBy(Game_Find("bezique"), 0, 1), 1); /* a game without the hook: every seat its own */
}

/* Dummy Quinto: the Dummy-player decides for Dummy, sees it as ruled, and it lies face up after the opening lead. */
static void test_dummy_quinto(void **state)
{
    (void)state;
    const GameRules *rules = Game_Find("quinto");
    assert_non_null(rules);
    QuintoState st;
    GameState *gs = (GameState *)(void *)&st;
    assert_int_equal(rules->init(gs, QUINTO_DUMMY, 21), GAME_OK);
    assert_int_equal(Game_Controller(rules, gs, 2), 0);
    assert_int_equal(Game_Controller(rules, gs, 1), 1);
    assert_int_equal(Game_SideOf(rules, QUINTO_DUMMY, 2), Game_SideOf(rules, QUINTO_DUMMY, 0));
    assert_string_equal(Game_SeatName(rules, QUINTO_DUMMY, 2), "Dummy");
    /* His own side deals: he sees both hands at once; the opponents see neither. */
    QuintoState v;
    Quinto_View(&st, 0, &v);
    assert_true(v.hand[0] == st.hand[0] && v.hand[2] == st.hand[2]);
    assert_int_equal(v.hand[1], 0);
    assert_int_equal(v.cachette, 0);
    Quinto_View(&st, 1, &v);
    assert_int_equal(v.hand[2], 0);

    /* When an opponent deals (seat 1: Dummy is eldest), he sees only the hand to lead through the doubling. */
    st.dealer = 1;
    st.toAct = st.leader = 2;
    Quinto_View(&st, 0, &v);
    assert_int_equal(v.hand[0], 0);
    assert_true(v.hand[2] == st.hand[2]);
    Quinto_View(&st, 2, &v);
    assert_int_equal(v.hand[0], 0);
    /* The computer deciding for Dummy decides from the Dummy-player's eyes, at every level. */
    for (int level = 0; level < GAME_AI_LEVEL_COUNT; level++) {
        GameAction out;
        assert_true(GameAi_Choose(rules, gs, 2, (GameAiLevel)level, 5, &out));
        assert_int_equal(Quinto_Check(&st, 2, out), QUINTO_WHY_OK);
    }
    for (int k = 0; k < 4; k++) {
        assert_int_equal(Quinto_Apply(&st, Quinto_ToAct(&st), Quinto_Pass()), QUINTO_WHY_OK);
    }
    Quinto_View(&st, 0, &v);
    assert_true(v.hand[0] == st.hand[0]); /* after the doubling he sees the other hand */
    Quinto_View(&st, 3, &v);
    assert_int_equal(v.hand[2], 0); /* Dummy is not face up before the opening lead */
    assert_false(Quinto_DummyExposed(&st));
    GameAction acts[QUINTO_MAX_ACTIONS];
    QuintoState mine;
    Quinto_View(&st, 0, &mine); /* Dummy's cards are listed from the Dummy-player's view */
    int n = Quinto_Legal(&mine, 2, acts, QUINTO_MAX_ACTIONS);
    assert_int_equal(n, 12);
    GameAction lead;
    assert_true(GameAi_Choose(rules, gs, 2, GAME_AI_MEDIUM, 9, &lead));
    assert_int_equal(Quinto_Apply(&st, 2, lead), QUINTO_WHY_OK);
    assert_true(Quinto_DummyExposed(&st));
    Quinto_View(&st, 3, &v);
    assert_true(v.hand[2] == st.hand[2]);
    assert_int_equal(v.hand[0], 0);
    assert_true(Quinto_Legal(&v, 3, acts, QUINTO_MAX_ACTIONS) > 0);
    assert_int_equal(Quinto_Apply(&v, 3, acts[0]), QUINTO_WHY_VIEW); /* a view is not played on */
}

/*
 * The public view (a watcher's, GAME_NOBODY): what every seat sees. No hand
 * and no cachette, but Dummy's once it lies face up after the opening lead
 * (Dummy Quinto); it is marked as the public view, not the whole state, so
 * the AI's sampling refuses it.
 */
static void test_public_view(void **state)
{
    (void)state;
    const GameRules *rules = Game_Find("quinto");
    Rng rng = Rng_Make(8);
    for (int variant = 0; variant < QUINTO_VARIANT_COUNT; variant++) {
        QuintoState st, pub, seatView, world;
        GameState *gs = (GameState *)(void *)&st;
        assert_int_equal(rules->init(gs, variant, 40 + (uint64_t)variant), GAME_OK);
        bool exposedSeen = false;
        /* Through the doubling, the opening lead and the first trick. */
        for (int step = 0; step < 10 && !Quinto_IsOver(&st); step++) {
            rules->view(gs, GAME_NOBODY, (GameState *)(void *)&pub);
            assert_int_equal(pub.viewer, QUINTO_PUBLIC_VIEW);
            assert_true(pub.seed == 0 && pub.cachette == 0);
            bool exposed = variant == QUINTO_DUMMY && Quinto_DummyExposed(&st);
            exposedSeen = exposedSeen || exposed;
            for (int p = 0; p < 4; p++) {
                bool shown = exposed && p == QUINTO_DUMMY_SEAT;
                assert_true(pub.hand[p] == (shown ? st.hand[p] : 0));
                assert_int_equal(pub.handCount[p], st.handCount[p]);
                rules->view(gs, p, (GameState *)(void *)&seatView);
                for (int q = 0; q < 4; q++) {
                    assert_true((pub.hand[q] & ~seatView.hand[q]) == 0); /* every seat sees at least as much */
                }
            }
            assert_false(Quinto_Sample(&pub, &rng, &world));
            GameAction acts[QUINTO_MAX_ACTIONS];
            int n = rules->legal(gs, rules->toAct(gs), acts, QUINTO_MAX_ACTIONS);
            assert_true(n > 0);
            assert_int_equal(rules->apply(gs, rules->toAct(gs), acts[0]), GAME_OK);
        }
        assert_int_equal(exposedSeen, variant == QUINTO_DUMMY);
    }
}

/* Rubber: two games win it; all points of the rubber added, 100 to the winners, the difference theirs. */
static void test_rubber_settlement(void **state)
{
    (void)state;
    QuintoState st;
    const char *hands[4] = {"5H 7S", "8S 7D", "AS 8D", "9S 9D"};
    Setup(&st, QUINTO_FOUR, 0, hands, kNoQuints, 1, 235, 120);
    st.games[0] = 1;
    st.games[1] = 0;
    /* Pretend game 1 was won 262 to 180 (the invariant needs the row to match the rubber). */
    st.gameIndex = 1;
    st.gameRows[1] = st.gameRows[0];
    st.gameRows[0].score[0] = 262;
    st.gameRows[0].score[1] = 180;
    st.gameRows[0].winner = 0;
    st.rubber[0] = 262;
    st.rubber[1] = 180;
    st.history[0].game = 1;
    char why[160];
    assert_true(Quinto_CheckInvariants(&st, why, sizeof why));
    Play(&st, "5H");
    Play(&st, "8S");
    Play(&st, "AS");
    Play(&st, "9S");
    assert_true(Quinto_IsOver(&st));
    QuintoSettlement set;
    Quinto_Settle(&st, &set);
    assert_int_equal(set.winner, 0);
    assert_int_equal(set.total[0], 262 + 255 + 100);
    assert_int_equal(set.total[1], 180 + 120);
    assert_int_equal(set.value, 617 - 300);
    assert_true(set.lineCount >= 5);
    assert_string_equal(set.lines[set.lineCount - 1], "North-South win 317.");
    GameResult r = Quinto_Rules.result((const GameState *)(const void *)&st);
    assert_true(r.over);
    assert_int_equal(r.winner, 0);
    assert_int_equal(r.value, 317);
    assert_int_equal(r.score[2], 617);
}

static void test_action_text(void **state)
{
    (void)state;
    const char *texts[] = {"pass", "double", "redouble", "play AH", "play QR", "play 10C"};
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        GameAction a;
        assert_true(Quinto_ParseAction(texts[i], &a));
        char buf[GAME_ACTION_TEXT_MAX];
        Quinto_FormatAction(a, buf, sizeof buf);
        assert_string_equal(buf, texts[i]);
    }
    GameAction a;
    assert_true(Quinto_ParseAction("play JK", &a));
    assert_int_equal(a.cards[0], CARD_QUINT_ROYAL);
    assert_false(Quinto_ParseAction("play 1H", &a));
    assert_false(Quinto_ParseAction("declare AH", &a));
    assert_false(Quinto_ParseAction("", &a));
    QuintoState st;
    Quinto_Init(&st, QUINTO_DUMMY, 3);
    char buf[96];
    Quinto_DescribeAction(&st, 2, Quinto_Double(), buf, sizeof buf);
    assert_string_equal(buf, "Dummy doubles: tricks count 10.");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_trick_units_doubled_and_redoubled),
        cmocka_unit_test(test_quint_tricks),
        cmocka_unit_test(test_trumping_chain),
        cmocka_unit_test(test_following_suit),
        cmocka_unit_test(test_quint_royal),
        cmocka_unit_test(test_quints_end_the_game_mid_hand),
        cmocka_unit_test(test_the_cachette_decides),
        cmocka_unit_test(test_both_past_and_the_tie),
        cmocka_unit_test(test_doubling_round),
        cmocka_unit_test(test_the_deal),
        cmocka_unit_test(test_dummy_quinto),
        cmocka_unit_test(test_public_view),
        cmocka_unit_test(test_played_by_agrees_with_controller),
        cmocka_unit_test(test_rubber_settlement),
        cmocka_unit_test(test_action_text),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
