/* test_bezique.c: the laws of Rubicon and ordinary Bezique on hand-built positions. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bezique/bezique.h"
#include "game/game.h"
#include "game/game_wire.h"
#include "pack.h"

enum {
    R = BEZIQUE_RUBICON,
    O = BEZIQUE_ORDINARY
};

static Card C(const char *text)
{
    Card c = Card_ParseToken(text, strlen(text));
    assert_int_not_equal(c, CARD_NONE);
    return c;
}

static int K(const char *text)
{
    return Bezique_Index(C(text));
}

/* Seat 0 leads; the stock's top card comes first in the text. */
static void Setup(BeziqueState *st, int variant, const char *h0, const char *h1, const char *stock, const char *turnUp,
                  int trumps)
{
    Card a[16], b[16], s[128];
    int n0 = Card_ParseList(h0, a, 16, NULL);
    int n1 = Card_ParseList(h1, b, 16, NULL);
    int ns = stock[0] != '\0' ? Card_ParseList(stock, s, 128, NULL) : 0;
    assert_true(n0 >= 0 && n1 >= 0 && ns >= 0);
    assert_true(Bezique_Setup(st, variant, 0, a, n0, b, n1, s, ns, turnUp != NULL ? C(turnUp) : CARD_NONE, trumps));
}

static GameAction Act(const char *text)
{
    GameAction a;
    if (!Bezique_ParseAction(text, &a)) {
        fail_msg("cannot parse \"%s\"", text);
    }
    return a;
}

static BeziqueWhy Try(const BeziqueState *st, const char *text)
{
    return Bezique_Check(st, Bezique_ToAct(st), Act(text));
}

static void Do(BeziqueState *st, const char *text)
{
    int seat = Bezique_ToAct(st);
    BeziqueWhy w = Bezique_Apply(st, seat, Act(text));
    if (w != BEZ_WHY_OK) {
        fail_msg("\"%s\" refused for seat %d: %s", text, seat, Bezique_WhyText(w));
    }
}

static int Tally(const BeziqueState *st, int seat, BeziqueScoreKind k)
{
    return st->side[seat].tally[k];
}

static bool LegalHas(const BeziqueState *st, const char *text)
{
    GameAction list[BEZ_MAX_ACTIONS];
    int n = Bezique_Legal(st, Bezique_ToAct(st), list, BEZ_MAX_ACTIONS);
    GameAction a = Act(text);
    for (int i = 0; i < n; i++) {
        if (GameAction_Equal(list[i], a)) {
            return true;
        }
    }
    return false;
}

static const char *kLow1 = "7C 8C 9C 7D 8D 9D 7S 8S JS"; /* seat 1: low cards, no hearts, one court */
static const char *kStock = "7C 8C 7D 8D 7S 8S 9S 9S 10S 10S 9C 9C";

/* Law 41: the first marriage scored makes trumps, and is therefore royal (40). */
static void test_trumps_made_by_first_marriage(void **state)
{
    (void)state;
    BeziqueState st;
    Setup(&st, R, "KS KH KD KC QH QS AC AC AD", kLow1, kStock, NULL, BEZ_NO_SUIT);
    Do(&st, "play AC");
    Do(&st, "play 7C");
    assert_int_equal(st.phase, BEZ_PHASE_DECLARE);
    assert_int_equal(Bezique_ToAct(&st), 0);
    Do(&st, "declare four kings KS KH KD KC"); /* slots 0-3: KS KH KD KC */
    assert_int_equal(st.side[0].score, 80);
    /* A marriage held "to score" does not make trumps. */
    Do(&st, "declare KH#1 QH");
    assert_int_equal(st.side[0].pendingCount, 1);
    assert_int_equal(st.trumps, BEZ_NO_SUIT);
    assert_int_equal(Try(&st, "score 0"), BEZ_WHY_ONE_SCORE);
    Do(&st, "pass");
    assert_int_equal(st.side[0].pendingCount, 1); /* still there, as a reminder */
    Do(&st, "play AC");
    Do(&st, "play 8C");
    Do(&st, "score 0");
    assert_int_equal(st.trumps, SUIT_HEARTS);
    assert_int_equal(Tally(&st, 0, BEZ_SCORE_ROYAL_MARRIAGE), 1);
    assert_int_equal(st.side[0].score, 120);
    /* Now a marriage in another suit is a plain one. */
    Do(&st, "declare KS#0 QS");
    Do(&st, "pass");
    Do(&st, "play AD");
    Do(&st, "play 7D");
    Do(&st, "score 0");
    assert_int_equal(Tally(&st, 0, BEZ_SCORE_MARRIAGE), 1);
    assert_int_equal(st.side[0].score, 140);
}

/* Law 41: a sequence scored before any marriage makes trumps (250); later marriages elsewhere are plain. */
static void test_trumps_made_by_sequence(void **state)
{
    (void)state;
    BeziqueState st;
    Setup(&st, R, "AS 10S KS QS JS KH QH AC AC", kLow1, kStock, NULL, BEZ_NO_SUIT);
    Do(&st, "play AC");
    Do(&st, "play 7C");
    Do(&st, "declare sequence AS 10S KS QS JS");
    assert_int_equal(st.trumps, SUIT_SPADES);
    assert_int_equal(Tally(&st, 0, BEZ_SCORE_TRUMP_SEQUENCE), 1);
    assert_int_equal(st.side[0].score, 250);
    Do(&st, "declare KH QH"); /* to score: a plain marriage now */
    Do(&st, "pass");
    Do(&st, "play AC");
    Do(&st, "play 8C");
    Do(&st, "score 0");
    assert_int_equal(Tally(&st, 0, BEZ_SCORE_MARRIAGE), 1);
    assert_int_equal(st.side[0].score, 270);
}

/* Rubicon re-use: four queens again with a fifth queen; the very same four are refused. */
static void test_fifth_queen_rescores_four_queens(void **state)
{
    (void)state;
    BeziqueState st;
    Setup(&st, R, "QS QH QD QC QS AC AC AD AS", kLow1, kStock, NULL, BEZ_NO_SUIT);
    Do(&st, "play AC");
    Do(&st, "play 7C");
    Do(&st, "declare four queens QS QH QD QC"); /* slots 0-3 */
    assert_int_equal(st.side[0].score, 60);
    assert_int_equal(Try(&st, "declare QS#0 QH#1 QD#2 QC#3"), BEZ_WHY_SAME_CARDS);
    assert_false(LegalHas(&st, "declare QS#0 QH#1 QD#2 QC#3"));
    Do(&st, "pass");
    Do(&st, "play QH#1"); /* one of them played from the table */
    Do(&st, "play 8C");
    assert_int_equal(st.phase, BEZ_PHASE_DECLARE);
    assert_true(LegalHas(&st, "declare four queens QS#0 QD#2 QC#3 QS"));
    Do(&st, "declare four queens QS#0 QD#2 QC#3 QS");
    assert_int_equal(Tally(&st, 0, BEZ_SCORE_FOUR_QUEENS), 2);
    assert_int_equal(st.side[0].score, 120);
}

/*
 * DECISIONS, "declaring the same combination again" (law 34), its check
 * vector: five kings on the table, four of them declared: the four sets
 * that bring in the fifth king are refused until one of the declared four
 * is played; then a set with the fifth king scores again.
 */
static void test_five_kings_wait_for_the_four_to_break(void **state)
{
    (void)state;
    BeziqueState st;
    Setup(&st, R, "KS KH KD KC KS QS AC AC AD", kLow1, kStock, NULL, BEZ_NO_SUIT);
    Do(&st, "play AC");
    Do(&st, "play 7C");
    Do(&st, "declare four kings KS KH KD KC"); /* slots 0-3 */
    Do(&st, "pass");
    Do(&st, "play AC");
    Do(&st, "play 8C");
    Do(&st, "declare KS QS"); /* the fifth king on the table too: QS slot 4, KS slot 5 */
    assert_int_equal(st.side[0].tableCount, 6);
    Do(&st, "pass");
    Do(&st, "play AD");
    Do(&st, "play 7D");
    static const char *const kWithFifth[4] = {
        "declare four kings KH#1 KD#2 KC#3 KS#5", "declare four kings KS#0 KD#2 KC#3 KS#5",
        "declare four kings KS#0 KH#1 KC#3 KS#5", "declare four kings KS#0 KH#1 KD#2 KS#5"};
    for (int i = 0; i < 4; i++) {
        assert_int_equal(Try(&st, kWithFifth[i]), BEZ_WHY_STILL_WHOLE);
        assert_false(LegalHas(&st, kWithFifth[i]));
    }
    assert_string_equal(Bezique_WhyNot(&st, 0, Act(kWithFifth[0])),
                        "The same combination, declared earlier, still lies whole on the table: play one of its "
                        "cards before declaring it again.");
    Do(&st, "pass");
    Do(&st, "play KH#1"); /* one of the declared four is played */
    Do(&st, "play 8D");
    assert_int_equal(st.phase, BEZ_PHASE_DECLARE);
    assert_true(LegalHas(&st, "declare four kings KS#0 KD#2 KC#3 KS#5"));
    Do(&st, "declare four kings KS#0 KD#2 KC#3 KS#5");
    assert_int_equal(Tally(&st, 0, BEZ_SCORE_FOUR_KINGS), 2);
}

/* Law 34 for sequences: not again while the first lies whole; once a card of it is played, a substitute restores it. */
static void test_sequence_again_only_when_broken(void **state)
{
    (void)state;
    BeziqueState st;
    Setup(&st, R, "AS 10S KS QS JS AS AC AC AD", kLow1, kStock, NULL, BEZ_NO_SUIT);
    Do(&st, "play AC");
    Do(&st, "play 7C");
    Do(&st, "declare sequence AS 10S KS QS JS"); /* JS 0, QS 1, KS 2, 10S 3, AS 4 */
    assert_int_equal(Tally(&st, 0, BEZ_SCORE_TRUMP_SEQUENCE), 1);
    Do(&st, "pass");
    Do(&st, "play AC");
    Do(&st, "play 8C");
    assert_int_equal(Try(&st, "declare sequence JS#0 QS#1 KS#2 10S#3 AS"), BEZ_WHY_STILL_WHOLE);
    Do(&st, "pass");
    Do(&st, "play AS#4");
    Do(&st, "play 7D");
    Do(&st, "declare sequence JS#0 QS#1 KS#2 10S#3 AS");
    assert_int_equal(Tally(&st, 0, BEZ_SCORE_TRUMP_SEQUENCE), 2);
}

/*
 * Law 47 as ruled: a marriage held to score is lost only when its owner
 * goes on to score the sequence, not when its cards are laid into a
 * sequence that is itself only held to score. Here both wait; scoring the
 * marriage first keeps the sequence, scoring the sequence loses the
 * marriage.
 */
static void Law47Position(BeziqueState *st)
{
    Setup(st, R, "KH QH AH 10H JH QS JD QS AC", kLow1, kStock, NULL, BEZ_NO_SUIT);
    Do(st, "play AC");
    Do(st, "play 7C");
    Do(st, "declare bezique QS JD"); /* QS 0, JD 1: scored */
    Do(st, "declare KH QH");         /* QH 2, KH 3: to score */
    Do(st, "pass");
    Do(st, "play 7C"); /* drawn from the stock */
    Do(st, "play 7D");
    Do(st, "declare QS JD#1");                            /* a bezique with a substituted queen: this trick's score */
    Do(st, "declare sequence QH#2 KH#3 JH 10H AH");       /* to score: the marriage is not lost by it */
    assert_int_equal(st->side[0].pendingCount, 2);
    assert_int_equal(Bezique_PendingCombo(st, 0, 0).type, BEZ_COMBO_MARRIAGE);
    assert_int_equal(Bezique_PendingCombo(st, 0, 1).type, BEZ_COMBO_SEQUENCE);
    Do(st, "pass");
    Do(st, "play 7D");
    Do(st, "play 8C");
}

static void test_marriage_lost_only_when_the_sequence_is_scored(void **state)
{
    (void)state;
    BeziqueState st;
    Law47Position(&st);
    Do(&st, "score 1"); /* the sequence: the marriage in it is lost */
    assert_int_equal(Tally(&st, 0, BEZ_SCORE_TRUMP_SEQUENCE), 1);
    assert_int_equal(st.side[0].pendingCount, 0);

    Law47Position(&st);
    Do(&st, "score 0"); /* the marriage first: it makes trumps, and the sequence still waits */
    assert_int_equal(Tally(&st, 0, BEZ_SCORE_ROYAL_MARRIAGE), 1);
    assert_int_equal(st.side[0].pendingCount, 1);
    assert_int_equal(Bezique_PendingCombo(&st, 0, 0).type, BEZ_COMBO_SEQUENCE);
}

/* Ordinary Bezique has no law 47: a trump marriage held to score stays to score after the sequence is scored. */
static void test_ordinary_keeps_the_marriage_to_score(void **state)
{
    (void)state;
    BeziqueState st;
    Setup(&st, O, "KH QH AH 10H JH 7H AC AC", "7C 8C 9C 7D 8D JD 9S 10D", "7S 8S 10S 7S 8S 10S 9H 8H", NULL,
          SUIT_HEARTS);
    Do(&st, "play AC");
    Do(&st, "play 7C");
    Do(&st, "seven");        /* this trick's score */
    Do(&st, "declare KH QH"); /* to score */
    assert_int_equal(st.side[0].pendingCount, 1);
    Do(&st, "pass");
    Do(&st, "play AC");
    Do(&st, "play 8C");
    int slotQ = -1, slotK = -1;
    for (int i = 0; i < BEZ_TABLE_SLOTS; i++) {
        slotQ = st.side[0].table[i] == C("QH") ? i : slotQ;
        slotK = st.side[0].table[i] == C("KH") ? i : slotK;
    }
    char text[80];
    snprintf(text, sizeof text, "declare sequence QH#%d KH#%d JH 10H AH", slotQ, slotK);
    Do(&st, text); /* scored at once */
    assert_int_equal(Tally(&st, 0, BEZ_SCORE_TRUMP_SEQUENCE), 1);
    assert_int_equal(st.side[0].pendingCount, 1); /* the marriage still waits */
}

/* Law 27: neither player's brisques may be counted while more than twelve cards remain in the stock. */
static void test_brisques_countable_from_twelve(void **state)
{
    (void)state;
    BeziqueState st;
    Setup(&st, R, "AC 10C KH QH AH 10H JH QS JD", kLow1, "7C 8C 7D 8D 7S 8S 9S 9S 10S 10S 9C 9C 7H 8H", NULL,
          BEZ_NO_SUIT);
    assert_int_equal(st.stockCount, 14);
    assert_false(Bezique_BrisquesCountable(&st));
    Do(&st, "play AC");
    Do(&st, "play 7C");
    Do(&st, "pass");
    assert_int_equal(st.stockCount, 12);
    assert_true(Bezique_BrisquesCountable(&st));
    Setup(&st, O, "KH QH AH 10H JH 7H AC AC", "7C 8C 9C 7D 8D JD 9S 10D", "7S 8S 10S 7S 8S 10S 9H 8H 9D 9D 8D 7D 10C",
          "AS", SUIT_SPADES);
    assert_true(Bezique_BrisquesCountable(&st)); /* the ordinary game scores them as they are won */
}

/* Two kings and two queens of a suit on the table give four marriages (king 1 with queen 2, and so on). */
static void test_two_kings_two_queens_four_marriages(void **state)
{
    (void)state;
    BeziqueState st;
    Setup(&st, R, "KH KH QH QH AC AC AD AD AS", kLow1, kStock, NULL, BEZ_NO_SUIT);
    Do(&st, "play AC");
    Do(&st, "play 7C");
    Do(&st, "declare KH QH"); /* QH slot 0, KH slot 1 */
    Do(&st, "declare KH QH"); /* QH slot 2, KH slot 3: to score */
    assert_int_equal(st.side[0].table[0], C("QH"));
    assert_int_equal(st.side[0].table[3], C("KH"));
    Do(&st, "pass");
    Do(&st, "play AC");
    Do(&st, "play 8C");
    Do(&st, "score 0");
    assert_int_equal(Try(&st, "declare KH#1 QH#0"), BEZ_WHY_SAME_CARDS);
    assert_int_equal(Try(&st, "declare KH#3 QH#2"), BEZ_WHY_SAME_CARDS);
    Do(&st, "declare KH#1 QH#2");
    Do(&st, "declare KH#3 QH#0");
    assert_int_equal(st.side[0].pendingCount, 2);
    Do(&st, "pass");
    Do(&st, "play AD");
    Do(&st, "play 7D");
    Do(&st, "score 0");
    Do(&st, "pass");
    Do(&st, "play AD");
    Do(&st, "play 8D");
    Do(&st, "score 0");
    assert_int_equal(Tally(&st, 0, BEZ_SCORE_ROYAL_MARRIAGE), 4);
    assert_int_equal(st.side[0].score, 160);
}

/* Law 37: a king or queen from a sequence never forms a marriage; a fresh pair may. */
static void test_sequence_then_marriage_barred(void **state)
{
    (void)state;
    BeziqueState st;
    Setup(&st, R, "AS 10S KS QS JS KS QS AC AC", kLow1, kStock, NULL, BEZ_NO_SUIT);
    Do(&st, "play AC");
    Do(&st, "play 7C");
    Do(&st, "declare sequence AS 10S KS QS JS"); /* JS 0, QS 1, KS 2, 10S 3, AS 4 */
    Do(&st, "pass");
    Do(&st, "play AC");
    Do(&st, "play 8C");
    assert_int_equal(Try(&st, "declare KS#2 QS#1"), BEZ_WHY_SEQUENCE_TO_MARRIAGE);
    assert_int_equal(Try(&st, "declare KS#2 QS"), BEZ_WHY_SEQUENCE_TO_MARRIAGE);
    assert_int_equal(Try(&st, "declare KS QS#1"), BEZ_WHY_SEQUENCE_TO_MARRIAGE);
    assert_string_equal(Bezique_WhyNot(&st, 0, Act("declare KS#2 QS#1")),
                        "A king or queen declared in a sequence can never form a marriage.");
    Do(&st, "declare KS QS");
    assert_int_equal(Tally(&st, 0, BEZ_SCORE_ROYAL_MARRIAGE), 1);
}

/* Law 36: marriage then sequence with the same king and queen is allowed; law 47: a pending marriage is lost so. */
static void test_marriage_then_sequence(void **state)
{
    (void)state;
    BeziqueState st;
    Setup(&st, R, "KH QH AH 10H JH QS JD AC AC", kLow1, kStock, NULL, BEZ_NO_SUIT);
    Do(&st, "play AC");
    Do(&st, "play 7C");
    Do(&st, "declare bezique QS JD"); /* QS 0, JD 1 */
    Do(&st, "declare KH QH");         /* QH 2, KH 3: to score */
    assert_int_equal(st.side[0].pendingCount, 1);
    Do(&st, "pass");
    Do(&st, "play AC");
    Do(&st, "play 8C");
    Do(&st, "declare sequence QH#2 KH#3 JH 10H AH");
    assert_int_equal(st.trumps, SUIT_HEARTS);
    assert_int_equal(Tally(&st, 0, BEZ_SCORE_TRUMP_SEQUENCE), 1);
    assert_int_equal(st.side[0].pendingCount, 0); /* the marriage to score went into the sequence */
    assert_int_equal(st.side[0].score, 40 + 250);
}

/* Law 38: beziques build up; cards of a higher bezique never form a lower one; law 48 drops a pending single. */
static void test_bezique_levels(void **state)
{
    (void)state;
    BeziqueState st;
    Setup(&st, R, "QS QS JD JD QS JD AC AC AD", kLow1, kStock, NULL, BEZ_NO_SUIT);
    Do(&st, "play AC");
    Do(&st, "play 7C");
    Do(&st, "declare QS JD"); /* QS 0, JD 1 */
    Do(&st, "declare QS JD"); /* QS 2, JD 3: to score */
    Do(&st, "pass");
    Do(&st, "play AC");
    Do(&st, "play 8C");
    Do(&st, "declare double bezique QS#0 JD#1 QS#2 JD#3");
    assert_int_equal(st.side[0].pendingCount, 0);
    assert_int_equal(st.side[0].score, 40 + 500);
    Do(&st, "pass");
    Do(&st, "play AD");
    Do(&st, "play 7D");
    assert_int_equal(Try(&st, "declare QS#0 JD#3"), BEZ_WHY_HIGHER_BEZIQUE);
    assert_int_equal(Try(&st, "declare QS#0 JD"), BEZ_WHY_HIGHER_BEZIQUE);
    /* Equal or superior with an added card is allowed: triple bezique with the fifth and sixth card. */
    Do(&st, "declare triple bezique QS#0 JD#1 QS#2 JD#3 QS JD");
    assert_int_equal(Tally(&st, 0, BEZ_SCORE_TRIPLE_BEZIQUE), 1);
    assert_int_equal(st.side[0].score, 40 + 500 + 1500);
}

/* Law 46: playing a card of a declaration held to score forfeits it; its twin from the hand does not. */
static void test_playing_a_card_forfeits_unscored(void **state)
{
    (void)state;
    BeziqueState st;
    Setup(&st, R, "KS KH KD KC QH KH AC AC 7S", kLow1, kStock, NULL, BEZ_NO_SUIT);
    Do(&st, "play AC");
    Do(&st, "play 7C");
    Do(&st, "declare four kings KS KH KD KC");
    Do(&st, "declare KH#1 QH"); /* to score */
    Do(&st, "pass");
    Do(&st, "play KH"); /* the other king of hearts, from the hand */
    assert_int_equal(st.side[0].pendingCount, 1);
    Do(&st, "play 8C");
    Do(&st, "pass");
    Do(&st, "play KH#1");
    assert_int_equal(st.side[0].pendingCount, 0);
    Do(&st, "play 9C");
    assert_int_equal(Try(&st, "score 0"), BEZ_WHY_NO_PENDING);
}

/* Law 42: only the trick winner declares, only before drawing; one score per trick (law 43). */
static void test_declaring_moment(void **state)
{
    (void)state;
    BeziqueState st;
    Setup(&st, R, "KH QH KS QS AC AC AD AD AS", kLow1, kStock, NULL, BEZ_NO_SUIT);
    assert_int_equal(Try(&st, "declare KH QH"), BEZ_WHY_NOT_DECLARING);
    assert_int_equal(Try(&st, "pass"), BEZ_WHY_NOT_DECLARING);
    Do(&st, "play AC");
    assert_int_equal(Bezique_Check(&st, 0, Act("play AC")), BEZ_WHY_TURN);
    Do(&st, "play 7C");
    assert_int_equal(Bezique_Check(&st, 1, Bezique_Pass()), BEZ_WHY_TURN);
    assert_int_equal(Try(&st, "play AC"), BEZ_WHY_DECLARE_FIRST);
    assert_true(LegalHas(&st, "pass"));
    assert_true(LegalHas(&st, "declare KH QH"));
    Do(&st, "declare KH QH");
    Do(&st, "declare KS QS");
    assert_int_equal(st.side[0].score, 40); /* the second is to score */
    assert_int_equal(st.side[0].pendingCount, 1);
    int before = st.stockCount;
    Do(&st, "pass");
    assert_int_equal(st.stockCount, before - 2);
    assert_int_equal(st.lastDraw[0], C("7C")); /* the winner draws first */
    assert_int_equal(st.lastDraw[1], C("8C"));
}

/* Laws 15-16: carte blanche before playing, shown; again after each draw without a court card. */
static void test_carte_blanche_and_repeats(void **state)
{
    (void)state;
    BeziqueState st, view;
    Setup(&st, R, "7S 8S 9S 10S AS 7H 8H AC 9D", "7C 8C 9C 7D 8D 9D KH 8H JS", "8D 9C KS 7C 9H 9H", NULL, BEZ_NO_SUIT);
    assert_true(st.side[0].carteOffer);
    assert_false(st.side[1].carteOffer);
    Bezique_View(&st, 1, &view);
    assert_int_equal(view.side[0].hand[K("10S")], 0); /* not shown yet */
    assert_true(LegalHas(&st, "carte"));
    Do(&st, "carte");
    assert_int_equal(st.side[0].score, 50);
    Bezique_View(&st, 1, &view);
    assert_int_equal(memcmp(view.side[0].hand, st.side[0].hand, sizeof view.side[0].hand), 0); /* shown */
    assert_int_equal(Try(&st, "carte"), BEZ_WHY_NO_CARTE);
    Do(&st, "play AC");
    assert_int_equal(Try(&st, "carte"), BEZ_WHY_NO_CARTE); /* seat 1 has a court card */
    Do(&st, "play 7C");
    Do(&st, "pass"); /* seat 0 draws 8D: no court card */
    assert_true(st.side[0].carteOffer);
    assert_true(LegalHas(&st, "carte"));
    Do(&st, "carte");
    assert_int_equal(Tally(&st, 0, BEZ_SCORE_CARTE_BLANCHE), 2);
    assert_int_equal(st.side[0].score, 100);
    Do(&st, "play AS");
    Do(&st, "play 7D");
    Do(&st, "pass"); /* seat 0 draws KS: carte blanche is over for good */
    assert_false(st.side[0].carteOffer);
    assert_false(st.side[0].carteActive);
    Do(&st, "play 7S");
    Do(&st, "play 8H");
    Do(&st, "pass"); /* 9H for seat 1: nothing for him, who never had carte blanche */
    assert_false(st.side[1].carteOffer);
    assert_false(st.side[0].carteOffer);
}

/* Law 43: carte blanche holding four aces, then four aces scored on winning a trick. */
static void test_carte_blanche_with_four_aces(void **state)
{
    (void)state;
    BeziqueState st;
    Setup(&st, R, "AS AH AD AC 7S 8S 9S 7H 8H", "7S 8C 9C 7D 8D 9D KH 8H JS", kStock, NULL, BEZ_NO_SUIT);
    Do(&st, "carte");
    Do(&st, "play 9S");
    Do(&st, "play 7S");
    Do(&st, "declare four aces AS AH AD AC");
    assert_int_equal(st.side[0].score, 150);
}

/* Law 55 and DECISIONS: in the last nine tricks follow suit and win if able; void, trump if able. */
static void test_last_nine_duties(void **state)
{
    (void)state;
    BeziqueState st;
    /* Must follow, and must win. */
    Setup(&st, R, "10H 10C 7D", "AH 9H 7S", "", NULL, SUIT_SPADES);
    Do(&st, "play 10H");
    assert_int_equal(Try(&st, "play 7S"), BEZ_WHY_MUST_FOLLOW);
    assert_int_equal(Try(&st, "play 9H"), BEZ_WHY_MUST_WIN);
    assert_int_equal(Try(&st, "play AH"), BEZ_WHY_OK);
    assert_false(LegalHas(&st, "play 9H"));
    /* Void of the suit led: must trump. */
    Setup(&st, R, "10C 10H 7D", "9H 7S 8S", "", NULL, SUIT_SPADES);
    Do(&st, "play 10C");
    assert_int_equal(Try(&st, "play 9H"), BEZ_WHY_MUST_TRUMP);
    assert_string_equal(Bezique_WhyNot(&st, 1, Act("play 9H")),
                        "In the last nine tricks, with none of the suit led, you must trump when you can.");
    assert_true(LegalHas(&st, "play 7S"));
    assert_true(LegalHas(&st, "play 8S"));
    /* Void with no trumps: anything. */
    Setup(&st, R, "10C 10H 7D", "9H 7D 8D", "", NULL, SUIT_SPADES);
    Do(&st, "play 10C");
    assert_true(LegalHas(&st, "play 9H") && LegalHas(&st, "play 7D") && LegalHas(&st, "play 8D"));
    /* Following but unable to win: any card of the suit. */
    Setup(&st, R, "AH 10C 7D", "9H 10H 7S", "", NULL, SUIT_SPADES);
    Do(&st, "play AH");
    assert_true(LegalHas(&st, "play 9H") && LegalHas(&st, "play 10H"));
    assert_int_equal(Try(&st, "play 7S"), BEZ_WHY_MUST_FOLLOW);
    /* Trumps led: the higher trump. */
    Setup(&st, R, "9S 10C 7D", "10S 7S 8H", "", NULL, SUIT_SPADES);
    Do(&st, "play 9S");
    assert_int_equal(Try(&st, "play 7S"), BEZ_WHY_MUST_WIN);
    assert_true(LegalHas(&st, "play 10S"));
    /* No declarations once the stock is exhausted: the winner leads again at once. */
    Do(&st, "play 10S");
    assert_int_equal(st.phase, BEZ_PHASE_PLAY);
    assert_int_equal(Bezique_ToAct(&st), 1);
}

/* Ordinary Bezique's last eight: follow suit if able, no duty to win, free to discard when void. */
static void test_last_eight_ordinary(void **state)
{
    (void)state;
    BeziqueState st;
    Setup(&st, O, "10H 10C 7D", "AH 9H 7S", "", NULL, SUIT_SPADES);
    Do(&st, "play 10H");
    assert_int_equal(Try(&st, "play 7S"), BEZ_WHY_MUST_FOLLOW);
    assert_int_equal(Try(&st, "play 9H"), BEZ_WHY_OK);
    Setup(&st, O, "10C 10H 7D", "9H 7S 8S", "", NULL, SUIT_SPADES);
    Do(&st, "play 10C");
    assert_int_equal(Try(&st, "play 9H"), BEZ_WHY_OK);
}

/* The last trick: 50 in Rubicon (10 in the ordinary game, with its brisques); then the game is over. */
static void test_last_trick(void **state)
{
    (void)state;
    BeziqueState st;
    Setup(&st, R, "AS", "7S", "", NULL, SUIT_SPADES);
    Do(&st, "play AS");
    Do(&st, "play 7S");
    assert_true(Bezique_IsOver(&st));
    assert_int_equal(Tally(&st, 0, BEZ_SCORE_LAST_TRICK), 1);
    assert_int_equal(st.side[0].score, 50);
    assert_int_equal(st.side[0].brisques, 1);
    assert_int_equal(Bezique_ToAct(&st), GAME_NOBODY);
}

/* Brisques: Rubicon tricks lie in a heap until a brisque falls; its winner takes the heap. */
static void test_brisques_heap(void **state)
{
    (void)state;
    BeziqueState st;
    Setup(&st, R, "8C AC 9D KH QH KS QS JS 7H", kLow1, kStock, NULL, BEZ_NO_SUIT);
    Do(&st, "play 8C");
    Do(&st, "play 7C");
    Do(&st, "pass");
    assert_int_equal(st.heapCount, 2);
    assert_int_equal(st.side[0].taken, 0);
    Do(&st, "play 9D");
    Do(&st, "play 7D");
    Do(&st, "pass");
    assert_int_equal(st.heapCount, 4);
    Do(&st, "play AC");
    Do(&st, "play 9C");
    assert_int_equal(st.heapCount, 0);
    assert_int_equal(st.side[0].taken, 6);
    assert_int_equal(st.side[0].brisques, 1);
    assert_int_equal(st.side[0].score, 0); /* Rubicon brisques are not points until the computation */
}

/* Ordinary: the seven of trumps exchanged for the turn-up (10), the other declared (10), one per trick. */
static void test_ordinary_sevens(void **state)
{
    (void)state;
    BeziqueState st, view;
    Setup(&st, O, "7H 7H AC AC KS QS 8D 9D", "7C 8C 9C 7D 8D JS 9S 10D", "7S 8S 9S 10S 7S 8S", "AH", SUIT_HEARTS);
    Do(&st, "play AC");
    Do(&st, "play 7C");
    assert_int_equal(st.side[0].score, 10); /* a brisque, scored when won */
    Do(&st, "exchange");
    assert_int_equal(st.turnUp, C("7H"));
    assert_int_equal(st.side[0].hand[K("AH")], 1);
    Bezique_View(&st, 1, &view);
    assert_int_equal(view.side[0].hand[K("AH")], 1); /* the other saw the turn-up taken */
    assert_int_equal(Try(&st, "seven"), BEZ_WHY_ONE_SCORE);
    Do(&st, "declare KS QS"); /* to score */
    Do(&st, "pass");
    Do(&st, "play AC");
    Do(&st, "play 8C");
    assert_int_equal(Try(&st, "exchange"), BEZ_WHY_NO_TURN_UP);
    Do(&st, "seven");
    assert_int_equal(Tally(&st, 0, BEZ_SCORE_SEVEN), 2);
    assert_int_equal(Try(&st, "score 0"), BEZ_WHY_ONE_SCORE);
    assert_int_equal(st.side[0].score, 20 + 20);
    Do(&st, "pass");
    assert_int_equal(Try(&st, "play AH"), BEZ_WHY_OK);
}

/* Ordinary re-use: a card forms one combination of each kind; only trump sequences score. */
static void test_ordinary_reuse(void **state)
{
    (void)state;
    BeziqueState st;
    Setup(&st, O, "KH QH QH AS 10S KS QS JS", "7C 8C 9C 7D 8D JD 9S 10D", "7S 8S 9S 10S 7S 8S 7H 8H", "AC",
          SUIT_HEARTS);
    Do(&st, "play AS");
    Do(&st, "play 9S");
    assert_int_equal(Try(&st, "declare sequence AS 10S KS QS JS"), BEZ_WHY_NO_CARD); /* AS was played */
    Do(&st, "declare KH QH");                                                        /* QH 0, KH 1 */
    Do(&st, "pass");
    Do(&st, "play 10S");
    Do(&st, "play 7C");
    assert_int_equal(Try(&st, "declare KH#1 QH"), BEZ_WHY_SAME_KIND); /* allowed in Rubicon */
    Setup(&st, O, "KS QS AS 10S JS AC 7H 8H", "7C 8C 9C 7D 8D JD 9S 10D", "7S 8S 9S 10S", "AC", SUIT_HEARTS);
    Do(&st, "play AC");
    Do(&st, "play 7C");
    assert_int_equal(Try(&st, "declare sequence AS 10S KS QS JS"), BEZ_WHY_SEQUENCE_NOT_TRUMPS);
    Do(&st, "declare KS QS");
    assert_int_equal(st.side[0].score, 10 + 20);
}

/* Ordinary: the last draw gives the winner the last card and the loser the turn-up; declared cards come back. */
static void test_ordinary_last_draw(void **state)
{
    (void)state;
    BeziqueState st;
    Setup(&st, O, "KH QH AC 8D 9D 7S 8S 9S", "7C 8C 9C 7D 8D JD 9H 10D", "9C", "AH", SUIT_HEARTS);
    Do(&st, "play AC");
    Do(&st, "play 7C");
    Do(&st, "declare KH QH");
    Do(&st, "pass");
    assert_int_equal(st.lastDraw[0], C("9C"));
    assert_int_equal(st.lastDraw[1], C("AH"));
    assert_int_equal(st.turnUp, CARD_NONE);
    assert_int_equal(st.side[0].tableCount, 0);
    assert_int_equal(st.side[0].hand[K("KH")], 1);
    assert_int_equal(st.side[0].known[K("KH")], 1);
    assert_int_equal(st.side[1].known[K("AH")], 1);
}

/* Rubicon deals nine each by threes, the non-dealer first; the stock continues the pack. */
static void test_rubicon_deal_by_threes(void **state)
{
    (void)state;
    BeziqueState st;
    assert_int_equal(Bezique_Init(&st, R, 42), GAME_OK);
    Pack pack = Pack_Shuffled(PACK_RUBICON, 42);
    int nd = 1 - st.dealer;
    uint8_t want[2][BEZ_KINDS] = {{0}};
    for (int i = 0; i < 18; i++) {
        int packet = i / 3;
        want[packet % 2 == 0 ? nd : st.dealer][Bezique_Index(pack.cards[i])]++;
    }
    assert_int_equal(memcmp(want[0], st.side[0].hand, BEZ_KINDS), 0);
    assert_int_equal(memcmp(want[1], st.side[1].hand, BEZ_KINDS), 0);
    assert_int_equal(st.stockCount, 110);
    assert_int_equal(st.stock[st.stockCount - 1], pack.cards[18]);
    assert_int_equal(Bezique_ToAct(&st), nd);
    assert_int_equal(st.trumps, BEZ_NO_SUIT);
    char why[128];
    assert_true(Bezique_CheckInvariants(&st, why, sizeof why));
}

/* Ordinary: eight each, a turn-up for trumps (a seven scores the dealer 10), 1000 up with the deal alternating. */
static void test_ordinary_deals_and_game(void **state)
{
    (void)state;
    BeziqueState st;
    int sevens = 0;
    for (uint64_t seed = 1; seed < 200; seed++) {
        assert_int_equal(Bezique_Init(&st, O, seed), GAME_OK);
        assert_int_equal(st.stockCount, 47);
        assert_int_equal(st.side[0].handCount, 8);
        assert_int_equal(st.trumps, Card_Suit(st.turnUp));
        if (Card_Rank(st.turnUp) == 7) {
            assert_int_equal(st.side[st.dealer].score, 10);
            sevens++;
        } else {
            assert_int_equal(st.side[st.dealer].score, 0);
        }
    }
    assert_true(sevens > 0);
    /* A random game: each new deal passes the deal to the other player, and it ends past 1000. */
    assert_int_equal(Bezique_Init(&st, O, 7), GAME_OK);
    Rng rng = Rng_Make(7);
    GameAction list[BEZ_MAX_ACTIONS];
    int deal = st.deal, dealer = st.dealer;
    while (!Bezique_IsOver(&st)) {
        int n = Bezique_Legal(&st, Bezique_ToAct(&st), list, BEZ_MAX_ACTIONS);
        assert_int_equal(Bezique_Apply(&st, Bezique_ToAct(&st), list[Rng_Below(&rng, (uint64_t)n)]), BEZ_WHY_OK);
        if (st.deal != deal) {
            assert_int_equal(st.deal, deal + 1);
            assert_int_equal(st.dealer, 1 - dealer);
            deal = st.deal;
            dealer = st.dealer;
        }
    }
    assert_true(st.deal > 1);
    assert_true(st.side[st.winner].total >= 1000);
    assert_true(st.side[st.winner].total > st.side[1 - st.winner].total);
}

/* Actions as text: the forms round-trip. */
static void test_action_text(void **state)
{
    (void)state;
    const char *forms[] = {"play QS",
                           "play 10H#3",
                           "declare marriage KS#2 QS",
                           "declare double bezique QS#0 JD#1 QS JD",
                           "declare four kings KS KH KD KC",
                           "score 2",
                           "pass",
                           "carte",
                           "exchange",
                           "seven"};
    for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++) {
        char text[GAME_ACTION_TEXT_MAX];
        Bezique_FormatAction(Act(forms[i]), text, sizeof text);
        assert_string_equal(text, forms[i]);
    }
    GameAction a;
    assert_false(Bezique_ParseAction("play", &a));
    assert_false(Bezique_ParseAction("play QS QH", &a));
    assert_false(Bezique_ParseAction("play 2S", &a));
    assert_false(Bezique_ParseAction("declare QS#9 JD", &a));
    assert_false(Bezique_ParseAction("bid 3", &a));
    assert_false(Bezique_ParseAction("score x", &a));
    /* The hand part is put in order, so a declaration has one form whatever order it was written in. */
    assert_true(GameAction_Equal(Act("declare QS KS"), Act("declare KS QS")));
}

/* The shared record: Game_Play, the save text, refusals with the line at fault, undo by replaying all but the last. */
static void test_record_text(void **state)
{
    (void)state;
    const GameRules *rules = Game_Find("bezique");
    assert_ptr_equal(rules, &Bezique_Rules);
    assert_int_equal(Game_VariantFromName(rules, "ordinary"), O);
    BeziqueState st, again;
    GameRecord rec;
    GameRecord_Init(&rec, rules, R, 1234);
    assert_int_equal(rules->init((GameState *)&st, R, 1234), GAME_OK);
    GameAction list[BEZ_MAX_ACTIONS];
    for (int i = 0; i < 30; i++) {
        int n = Bezique_Legal(&st, Bezique_ToAct(&st), list, BEZ_MAX_ACTIONS);
        assert_int_equal(Game_Play(rules, (GameState *)&st, &rec, list[n - 1]), GAME_OK);
    }
    assert_int_not_equal(Game_Play(rules, (GameState *)&st, &rec, Bezique_Play(C("JK"), -1)), GAME_OK);
    assert_int_equal(rec.count, 30);
    char text[8192];
    size_t len = GameRecord_Save(&rec, text, sizeof text);
    assert_true(len < sizeof text);
    GameRecord loaded;
    GameError err;
    assert_true(GameRecord_Load(text, &Bezique_Rules, &loaded, (GameState *)&again, &err));
    assert_int_equal(Bezique_Hash(&again), Bezique_Hash(&st));
    GameRecord_Free(&loaded);
    /* Undo: the state before the last move. */
    BeziqueState undone;
    assert_true(Game_Replay(&rec, rec.count - 1, (GameState *)&undone, &err));
    assert_int_equal(Bezique_Apply(&undone, Bezique_ToAct(&undone), rec.actions[rec.count - 1]), BEZ_WHY_OK);
    assert_int_equal(Bezique_Hash(&undone), Bezique_Hash(&st));
    GameRecord_Free(&rec);

    const char *bad[][2] = {
        {"parlour-game 2\n", "not a Parlour game record"},
        {"parlour-game 1\ngame chess\n", "line 2: expected \"game NAME\""},
        {"parlour-game 1\ngame bezique\nvariant rubicon\nseed -4\n", "line 4: expected \"seed N\""},
        {"parlour-game 1\ngame bezique\nvariant piquet\n", "line 3: expected \"variant NAME\""},
        {"parlour-game 1\ngame bezique\nvariant rubicon\nseed 1\naction fly\n", "line 5: expected \"action"},
        {"parlour-game 1\ngame bezique\nvariant rubicon\nseed 1\n# a comment\naction pass\n",
         "line 6: action 1 (pass, seat "},
        {"parlour-game 1\ngame bezique\n", "ends before its variant line"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        memset(&err, 0, sizeof err);
        assert_false(GameRecord_Load(bad[i][0], NULL, &loaded, NULL, &err));
        if (strstr(err.message, bad[i][1]) == NULL) {
            fail_msg("load %zu: \"%s\" lacks \"%s\"", i, err.message, bad[i][1]);
        }
    }
}

/* An ordinary position mid-deal: seat 0 took the turn-up (seen), has KS QS on the table, both drew, AC is led. */
static void MidDeal(BeziqueState *st)
{
    Setup(st, O, "7H 7H AC AC KS QS 8D 9D", "7C 8C 9C 7D 8D JS 9S 10D", "7S 8S 9S 10S 7S 8S", "AH", SUIT_HEARTS);
    Do(st, "play AC");
    Do(st, "play 7C");
    Do(st, "exchange");
    Do(st, "declare KS QS");
    Do(st, "pass");
    Do(st, "play AC");
}

/* The public view (a watcher's): of each hand only what the other seat has seen; no stock, no last draw. */
static void test_public_view(void **state)
{
    (void)state;
    BeziqueState st, pub, seat, sampled;
    MidDeal(&st);
    assert_int_not_equal(st.lastDraw[0], CARD_NONE);
    assert_int_not_equal(st.lastDraw[1], CARD_NONE);
    Bezique_View(&st, GAME_NOBODY, &pub);
    assert_int_equal(pub.viewer, BEZ_PUBLIC_VIEW);
    assert_int_equal(pub.seed, 0);
    for (int p = 0; p < 2; p++) {
        const BeziqueSide *s = &pub.side[p];
        int shown = 0;
        for (int k = 0; k < BEZ_KINDS; k++) {
            assert_int_equal(s->hand[k], st.side[p].known[k]);
            shown += s->hand[k];
        }
        assert_true(shown < s->handCount); /* some of every hand is hidden */
        assert_int_equal(s->handCount, st.side[p].handCount);
        assert_memory_equal(s->table, st.side[p].table, sizeof s->table);
        assert_int_equal(s->score, st.side[p].score);
        assert_int_equal(pub.lastDraw[p], CARD_NONE);
    }
    assert_int_equal(pub.side[0].hand[K("AH")], 1); /* the turn-up he took up in view of both */
    assert_int_equal(pub.side[0].hand[K("9D")], 0);
    assert_int_equal(st.side[0].hand[K("9D")], 1);
    for (int i = 0; i < BEZ_STOCK_MAX; i++) {
        assert_int_equal(pub.stock[i], CARD_NONE);
    }
    assert_int_equal(pub.stockCount, st.stockCount);
    assert_int_equal(pub.turnUp, C("7H"));
    assert_int_equal(pub.trick[0], C("AC"));
    Rng rng = Rng_Make(1);
    assert_false(Bezique_Sample(&pub, &rng, &sampled)); /* nobody's hand to fill in from */
    /* A seat's view is as before: its own hand and last draw whole. */
    Bezique_View(&st, 1, &seat);
    assert_int_equal(seat.viewer, 1);
    assert_memory_equal(seat.side[1].hand, st.side[1].hand, sizeof seat.side[1].hand);
    assert_int_equal(seat.lastDraw[1], st.lastDraw[1]);
    assert_true(Bezique_Sample(&seat, &rng, &sampled));
}

/* A text with card replaced by "2C" after key (a card no Bezique pack holds); malloc'd. */
static char *WithTwoOfClubs(const char *text, const char *key)
{
    const char *at = strstr(text, key);
    assert_non_null(at);
    const char *after = strchr(at + strlen(key), '"');
    size_t size = strlen(text) + 8;
    char *out = malloc(size);
    snprintf(out, size, "%.*s2C%s", (int)(at + strlen(key) - text), text, after);
    return out;
}

/*
 * A position of a real ordinary game with a card led, the turn-up under the
 * stock and a declared card on the table. (A set-up position will not do for
 * a text: its cards not dealt count as played with nobody's brisques, and the
 * decoder refuses a view whose fields disagree.)
 */
static void RealMidDeal(BeziqueState *st)
{
    GameAction acts[BEZ_MAX_ACTIONS];
    for (uint64_t seed = 1; seed < 200; seed++) {
        assert_int_equal(Bezique_Rules.init((GameState *)st, O, seed), GAME_OK);
        Rng rng = Rng_Make(seed);
        while (st->phase != BEZ_PHASE_OVER && st->turnUp != CARD_NONE) {
            if (st->phase == BEZ_PHASE_PLAY && st->trickCount == 1 &&
                (st->side[0].table[0] != CARD_NONE || st->side[1].table[0] != CARD_NONE)) {
                return;
            }
            int n = Bezique_Legal(st, Bezique_ToAct(st), acts, BEZ_MAX_ACTIONS);
            assert_int_equal(Bezique_Apply(st, Bezique_ToAct(st), acts[Rng_Next(&rng) % (uint64_t)n]), BEZ_WHY_OK);
        }
    }
    fail_msg("no game of 200 reached a card led with a declared card on the table");
}

/* The public view goes to text and back; a card of no Bezique pack (rules index by kind) is refused. */
static void test_text_refuses_a_foreign_card(void **state)
{
    (void)state;
    const GameRules *rules = Game_Find("bezique");
    BeziqueState st, pub, back;
    RealMidDeal(&st);
    Bezique_View(&st, GAME_NOBODY, &pub);
    char problem[160] = "";
    char *text = GameWire_EncodeState(rules, (const GameState *)&pub, GAME_NOBODY, problem, sizeof problem);
    assert_non_null(text);
    int viewer = -2;
    assert_true(GameWire_DecodeState(rules, text, strlen(text), (GameState *)&back, &viewer, problem, sizeof problem));
    assert_int_equal(viewer, GAME_NOBODY);
    assert_memory_equal(&back, &pub, sizeof pub);
    assert_null(strstr(text, "seed"));
    const char *keys[] = {"\"turnUp\":\"", "\"trick\":[\"", "\"table\":[\""};
    const char *fields[] = {"turnUp", "trick", "table"};
    for (int i = 0; i < 3; i++) {
        char *bad = WithTwoOfClubs(text, keys[i]);
        assert_false(GameWire_DecodeState(rules, bad, strlen(bad), (GameState *)&back, NULL, problem, sizeof problem));
        if (strstr(problem, fields[i]) == NULL) {
            fail_msg("a two of clubs in %s: \"%s\"", fields[i], problem);
        }
        free(bad);
    }
    free(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_trumps_made_by_first_marriage),
        cmocka_unit_test(test_trumps_made_by_sequence),
        cmocka_unit_test(test_fifth_queen_rescores_four_queens),
        cmocka_unit_test(test_two_kings_two_queens_four_marriages),
        cmocka_unit_test(test_five_kings_wait_for_the_four_to_break),
        cmocka_unit_test(test_sequence_again_only_when_broken),
        cmocka_unit_test(test_marriage_lost_only_when_the_sequence_is_scored),
        cmocka_unit_test(test_ordinary_keeps_the_marriage_to_score),
        cmocka_unit_test(test_brisques_countable_from_twelve),
        cmocka_unit_test(test_sequence_then_marriage_barred),
        cmocka_unit_test(test_marriage_then_sequence),
        cmocka_unit_test(test_bezique_levels),
        cmocka_unit_test(test_playing_a_card_forfeits_unscored),
        cmocka_unit_test(test_declaring_moment),
        cmocka_unit_test(test_carte_blanche_and_repeats),
        cmocka_unit_test(test_carte_blanche_with_four_aces),
        cmocka_unit_test(test_last_nine_duties),
        cmocka_unit_test(test_last_eight_ordinary),
        cmocka_unit_test(test_last_trick),
        cmocka_unit_test(test_brisques_heap),
        cmocka_unit_test(test_ordinary_sevens),
        cmocka_unit_test(test_ordinary_reuse),
        cmocka_unit_test(test_ordinary_last_draw),
        cmocka_unit_test(test_rubicon_deal_by_threes),
        cmocka_unit_test(test_ordinary_deals_and_game),
        cmocka_unit_test(test_action_text),
        cmocka_unit_test(test_record_text),
        cmocka_unit_test(test_public_view),
        cmocka_unit_test(test_text_refuses_a_foreign_card),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
