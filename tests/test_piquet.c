/* test_piquet.c: the book's check vectors for Piquet (DECISIONS.md) and every law on hand-built positions. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "game/game.h"
#include "piquet/piquet_deal_result.h"
#include "piquet/piquet.h"

static Card C(const char *text)
{
    Card c = Card_ParseToken(text, strlen(text));
    assert_int_not_equal(c, CARD_NONE);
    return c;
}

static PiquetMask M(const char *text)
{
    Card cards[32];
    int n = Card_ParseList(text, cards, 32, NULL);
    assert_true(n >= 0);
    PiquetMask m = 0;
    for (int i = 0; i < n; i++) {
        m |= 1u << Piquet_Index(cards[i]);
    }
    return m;
}

/* Seat 0 is the elder (A), seat 1 the dealer (B), as in the book's example. */
static void Setup(PiquetState *st, int variant, const char *elder, const char *dealer, const char *stock)
{
    Card e[12], d[12], s[8];
    assert_int_equal(Card_ParseList(elder, e, 12, NULL), 12);
    assert_int_equal(Card_ParseList(dealer, d, 12, NULL), 12);
    assert_int_equal(Card_ParseList(stock, s, 8, NULL), 8);
    assert_true(Piquet_Setup(st, variant, 1, e, d, s));
}

static GameAction Act(const char *text)
{
    GameAction a;
    if (!Piquet_ParseAction(text, &a)) {
        fail_msg("cannot parse \"%s\"", text);
    }
    return a;
}

static PiquetWhy Try(const PiquetState *st, const char *text)
{
    return Piquet_Check(st, Piquet_ToAct(st), Act(text));
}

static void Do(PiquetState *st, const char *text)
{
    int seat = Piquet_ToAct(st);
    PiquetWhy why = Piquet_Apply(st, seat, Act(text));
    if (why != PIQ_WHY_OK) {
        fail_msg("\"%s\" by seat %d refused: %s", text, seat, Piquet_WhyText(why));
    }
    char msg[160];
    if (!Piquet_CheckInvariants(st, msg, sizeof msg)) {
        fail_msg("after \"%s\": %s", text, msg);
    }
}

static void DeclareAll(PiquetState *st)
{
    for (int i = 0; i < 6; i++) {
        assert_int_equal(st->phase, PIQ_PHASE_DECLARE);
        int n;
        GameAction acts[4];
        n = Piquet_Legal(st, Piquet_ToAct(st), acts, 4);
        /* Declare when there is something, otherwise the one choice. */
        Piquet_Apply(st, Piquet_ToAct(st), acts[0]);
        (void)n;
    }
}

static const char *const kBookElder = "9S 7S AH 9H 8H JC 10C 7C JD 10D 9D 8D";
static const char *const kBookDealer = "QS 10S 8S QH JH 7H AC KC QC 8C KD QD";
static const char *const kBookStock = "AD 9C 7D AS KH KS 10H JS";

/* The book's deal, card by card: A 43, B 23. */
static void test_book_deal(void **state)
{
    (void)state;
    PiquetState st;
    Setup(&st, PIQUET_RUBICON, kBookElder, kBookDealer, kBookStock);
    assert_int_equal(Piquet_ToAct(&st), 0);
    Do(&st, "exchange 9S 7S 9H 8H 7C");
    assert_int_equal(st.hand[0], M("AS AH KH JC 10C 9C AD JD 10D 9D 8D 7D"));
    Do(&st, "exchange 10S 8S 7H");
    assert_int_equal(st.hand[1], M("KS QS JS QH JH 10H AC KC QC 8C KD QD"));
    DeclareAll(&st);
    assert_int_equal(st.points[0][PIQ_SCORE_POINT], 6);
    assert_int_equal(st.points[0][PIQ_SCORE_SEQUENCE], 18);
    assert_int_equal(st.points[0][PIQ_SCORE_SET], 0); /* three aces void: four queens are good */
    assert_int_equal(st.points[1][PIQ_SCORE_SET], 17);
    assert_int_equal(st.dealScore[0], 24);
    assert_int_equal(st.dealScore[1], 17);
    /* The running totals after every card, as the book writes them. */
    static const char *const kCards[24] = {"AD", "QD", "7D", "KD", "AC", "JC", "KC", "10C", "QC", "9C", "8C", "KH",
                                           "KS", "AS", "JD", "QS", "10D", "JS", "9D", "10H", "8D", "JH", "AH", "QH"};
    static const int kA[24] = {25, 25, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26,
                               26, 27, 28, 28, 29, 29, 30, 30, 31, 31, 32, 32};
    static const int kB[24] = {17, 17, 17, 18, 19, 19, 20, 20, 21, 21, 22, 22,
                               23, 23, 23, 23, 23, 23, 23, 23, 23, 23, 23, 23};
    assert_int_equal(st.phase, PIQ_PHASE_PLAY);
    for (int i = 0; i < 24; i++) {
        char text[16];
        snprintf(text, sizeof text, "play %s", kCards[i]);
        Do(&st, text);
        if (i < 23) {
            assert_int_equal(st.dealScore[0], kA[i]);
            assert_int_equal(st.dealScore[1], kB[i]);
        }
    }
    /* The deal is recorded and the next begins; A won seven tricks: 33 and 10 for the cards. */
    assert_int_equal(st.historyCount, 1);
    const PiquetDealRecord *r = &st.history[0];
    assert_int_equal(r->points[0][PIQ_SCORE_PLAY], 8);
    assert_int_equal(r->points[0][PIQ_SCORE_LAST], 1);
    assert_int_equal(r->points[0][PIQ_SCORE_CARDS], 10);
    assert_int_equal(r->points[0][PIQ_SCORE_PIQUE] + r->points[0][PIQ_SCORE_REPIQUE], 0);
    assert_int_equal(r->points[1][PIQ_SCORE_PLAY], 6);
    assert_int_equal(st.total[0], 43);
    assert_int_equal(st.total[1], 23);
    assert_int_equal(st.deal, 2);
    assert_int_equal(st.dealer, 0);
}

/* The calls of the book's deal as spoken. */
static void test_book_deal_calls(void **state)
{
    (void)state;
    PiquetState st;
    Setup(&st, PIQUET_RUBICON, kBookElder, kBookDealer, kBookStock);
    Do(&st, "exchange 9S 7S 9H 8H 7C");
    Do(&st, "exchange 10S 8S 7H");
    DeclareAll(&st);
    PiquetCallLine lines[PIQ_CALL_LINES];
    int n = Piquet_Calls(&st, lines, PIQ_CALL_LINES);
    const char *expect[] = {"Point of six.",
                            "Good.",
                            "Six in diamonds: 6.",
                            "Quint.",
                            "Good.",
                            "Quint to the knave in diamonds and tierce to the knave in clubs: 24.",
                            "Three aces.",
                            "Not good.",
                            "Four queens and three kings (no king of hearts): 17."};
    const int seats[] = {0, 1, 0, 0, 1, 0, 0, 1, 1};
    assert_int_equal(n, 9);
    for (int i = 0; i < n; i++) {
        assert_string_equal(lines[i].text, expect[i]);
        assert_int_equal(lines[i].seat, seats[i]);
    }
    assert_int_equal(lines[2].shown, M("AD JD 10D 9D 8D 7D"));
    /* Each seat hears the same calls. */
    for (int seat = 0; seat < 2; seat++) {
        PiquetState view;
        Piquet_View(&st, seat, &view);
        PiquetCallLine heard[PIQ_CALL_LINES];
        assert_int_equal(Piquet_Calls(&view, heard, PIQ_CALL_LINES), n);
        for (int i = 0; i < n; i++) {
            assert_string_equal(heard[i].text, lines[i].text);
        }
    }
}

/* 94: point 5, quint 15 and quatorze 14 in hand, all good, and the repique. */
static void test_ninety_four(void **state)
{
    (void)state;
    PiquetState st;
    Setup(&st, PIQUET_RUBICON, "AH KH QH JH 10H AS AD AC 7S 8S 7D 8D", "KS QS JS 9S 9H 8H 7H KD QD 10D 9D KC",
          "7C 8C 10S JD QC JC 10C 9C");
    Do(&st, "exchange 7S");
    Do(&st, "exchange 9S");
    DeclareAll(&st);
    assert_int_equal(st.points[0][PIQ_SCORE_POINT], 5);
    assert_int_equal(st.points[0][PIQ_SCORE_SEQUENCE], 15);
    assert_int_equal(st.points[0][PIQ_SCORE_SET], 14);
    assert_int_equal(st.points[0][PIQ_SCORE_REPIQUE], 60);
    assert_int_equal(st.dealScore[0], 94);
    assert_int_equal(st.dealScore[1], 0);
}

/* The repique is said as the sequences bring the elder to 35, before the trio that follows; said once, and the
   lines said before the trio stay where they were (a list read as it grows, like parlour-cli's, repeats none). */
static void test_repique_said_when_reached(void **state)
{
    (void)state;
    PiquetState st;
    Setup(&st, PIQUET_RUBICON, "AH KH QH JH 10H KC QC JC 10C 9C KS 7D", "QS JS 9S 8S 9H 8H 7H KD QD 9D 8D 8C",
          "7S AS 10S AD JD 10D AC 7C");
    Do(&st, "exchange 7D");
    Do(&st, "exchange 8C");
    for (int i = 0; i < 4; i++) { /* the point and the sequence, each called and answered */
        GameAction acts[4];
        assert_true(Piquet_Legal(&st, Piquet_ToAct(&st), acts, 4) > 0);
        assert_int_equal(Piquet_Apply(&st, Piquet_ToAct(&st), acts[0]), PIQ_WHY_OK);
    }
    assert_int_equal(st.points[0][PIQ_SCORE_REPIQUE], 60);
    PiquetCallLine before[PIQ_CALL_LINES], lines[PIQ_CALL_LINES];
    int said = Piquet_Calls(&st, before, PIQ_CALL_LINES);
    assert_string_equal(before[said - 2].text, "Quint to the ace in hearts and quint to the king in clubs: 35.");
    assert_string_equal(before[said - 1].text, "Repique: sixty more.");
    assert_int_equal(before[said - 1].seat, 0);
    Do(&st, "declare set");
    Do(&st, "sink set"); /* the dealer has no trio: "Good" */
    assert_int_equal(st.points[0][PIQ_SCORE_SET], 3);
    int n = Piquet_Calls(&st, lines, PIQ_CALL_LINES);
    assert_true(n > said);
    for (int i = 0; i < said; i++) {
        assert_string_equal(lines[i].text, before[i].text);
    }
    int repiques = 0;
    for (int i = 0; i < n; i++) {
        repiques += strcmp(lines[i].text, "Repique: sixty more.") == 0;
    }
    assert_int_equal(repiques, 1);
    assert_string_equal(lines[n - 1].text, "Three kings (no king of diamonds): 38.");
}

/* Plays out a deal with the first legal card each time. */
static void PlayOut(PiquetState *st)
{
    int deal = st->deal;
    while (st->deal == deal && st->phase != PIQ_PHASE_OVER) {
        GameAction acts[16];
        int n = Piquet_Legal(st, Piquet_ToAct(st), acts, 16);
        assert_true(n > 0);
        assert_int_equal(Piquet_Apply(st, Piquet_ToAct(st), acts[0]), PIQ_WHY_OK);
    }
}

/* 170 to 0, against every one of the 9,744 dealer holdings of three of J 10 9 8 7 a suit with a knave. */
static void test_one_hundred_seventy(void **state)
{
    (void)state;
    static const char *const kLow = "J10987";
    int holdings = 0;
    for (int code = 0; code < 10000; code++) {
        /* Each suit: one of the ten ways to choose 3 of the 5 low cards. */
        PiquetMask hand = 0;
        int c = code;
        for (int s = 0; s < 4; s++) {
            int way = c % 10;
            c /= 10;
            int k = 0;
            for (int a = 0; a < 5; a++) {
                for (int b = a + 1; b < 5; b++) {
                    for (int d = b + 1; d < 5; d++, k++) {
                        if (k == way) {
                            int orders[3] = {a, b, d};
                            for (int j = 0; j < 3; j++) {
                                /* kLow[a] index 0 is the knave (order 4) down to the seven (order 0). */
                                hand |= 1u << (s * 8 + 4 - orders[j]);
                            }
                        }
                    }
                }
            }
        }
        (void)kLow;
        bool knave = false;
        for (int s = 0; s < 4; s++) {
            knave = knave || (hand & (1u << (s * 8 + 4)));
        }
        if (!knave) {
            continue;
        }
        holdings++;
        /* The dealt hands differ by one card each from these, so that both must exchange one to reach them. */
        PiquetMask elderFinal = 0;
        for (int s = 0; s < 4; s++) {
            elderFinal |= 7u << (s * 8 + 5);
        }
        PiquetMask left = ~(elderFinal | hand);
        int lo[8], nl = 0;
        for (int i = 0; i < 32; i++) {
            if (left & (1u << i)) {
                lo[nl++] = i;
            }
        }
        assert_int_equal(nl, 8);
        int x = -1; /* a card of the dealer's final hand, not a knave, dealt to him in place of lo[1] */
        for (int i = 0; i < 32 && x < 0; i++) {
            if ((hand & (1u << i)) && (i & 7) != 4) {
                x = i;
            }
        }
        int qc = 3 * 8 + 5;
        Card e[12], d[12], s8[8];
        int ne = 0, nd = 0, ns = 0;
        for (int i = 0; i < 32; i++) {
            if ((elderFinal & (1u << i)) && i != qc) {
                e[ne++] = Piquet_CardAt(i);
            }
            if ((hand & (1u << i)) && i != x) {
                d[nd++] = Piquet_CardAt(i);
            }
        }
        e[ne++] = Piquet_CardAt(lo[0]);
        d[nd++] = Piquet_CardAt(lo[1]);
        s8[ns++] = Piquet_CardAt(qc);
        s8[ns++] = Piquet_CardAt(x);
        for (int i = 2; i < 8; i++) {
            s8[ns++] = Piquet_CardAt(lo[i]);
        }
        PiquetState st;
        assert_true(Piquet_Setup(&st, PIQUET_RUBICON, 1, e, d, s8));
        Card out1 = Piquet_CardAt(lo[0]), out2 = Piquet_CardAt(lo[1]);
        assert_int_equal(Piquet_Apply(&st, 0, Piquet_Exchange(&out1, 1)), PIQ_WHY_OK);
        assert_int_equal(Piquet_Apply(&st, 1, Piquet_Exchange(&out2, 1)), PIQ_WHY_OK);
        assert_int_equal(st.hand[1], hand);
        PlayOut(&st);
        assert_int_equal(st.total[0], 170);
        assert_int_equal(st.total[1], 0);
    }
    assert_int_equal(holdings, 9744);
}

/* Equality does not save a pique: equal points, quint and four kings 29, the lead makes 30: 60. */
static void test_equality_does_not_save_pique(void **state)
{
    (void)state;
    PiquetState st;
    Setup(&st, PIQUET_RUBICON, "KS QS JS 10S 9S KH KD KC 8H 7H 8D 7D", "AC QC JC 10C 8C AS 8S 7S QH JH QD 9C",
          "7C JD AH 10H 9H AD 10D 9D");
    Do(&st, "exchange 7D");
    Do(&st, "exchange 9C");
    assert_int_equal(st.hand[0], M("KS QS JS 10S 9S KH KD KC 8H 7H 8D 7C"));
    assert_int_equal(st.hand[1], M("AC QC JC 10C 8C AS 8S 7S QH JH QD JD"));
    DeclareAll(&st);
    assert_int_equal(st.outcome[PIQ_ITEM_POINT], PIQ_OUT_EQUAL);
    assert_int_equal(st.dealScore[0], 29);
    assert_int_equal(st.dealScore[1], 0);
    Do(&st, "play KS");
    assert_int_equal(st.points[0][PIQ_SCORE_PIQUE], 30);
    assert_int_equal(st.dealScore[0], 60);
    PiquetCallLine lines[PIQ_CALL_LINES];
    int n = Piquet_Calls(&st, lines, PIQ_CALL_LINES);
    assert_string_equal(lines[1].text, "How many?");
    assert_string_equal(lines[2].text, "Forty-nine.");
    assert_string_equal(lines[3].text, "Equal.");
    assert_string_equal(lines[n - 1].text, "Pique: thirty more.");
}

/* The deal's result as the table tells it, on the same example: quint 15 + four kings 14, the lead 1, pique 30 = 60. */
static void test_deal_result_tells_the_pique(void **state)
{
    (void)state;
    PiquetState st;
    Setup(&st, PIQUET_RUBICON, "KS QS JS 10S 9S KH KD KC 8H 7H 8D 7D", "AC QC JC 10C 8C AS 8S 7S QH JH QD 9C",
          "7C JD AH 10H 9H AD 10D 9D");
    Do(&st, "exchange 7D");
    Do(&st, "exchange 9C");
    DeclareAll(&st);
    Do(&st, "play KS");
    PiquetDealRecord d;
    memset(&d, 0, sizeof d);
    memcpy(d.points, st.points, sizeof d.points);
    d.multiplier = 1;
    const char *const names[2] = {"You", "West"};
    const int32_t totals[2] = {60, 0};
    PiquetDealResult r;
    assert_int_equal(Piquet_DealResult(&d, 1, totals, names, &r), 3);
    assert_string_equal(r.title, "Deal 1: You 60, West 0");
    assert_string_equal(r.lines[0], "You: sequences 15, quatorzes and trios 14, pique 30, play 1 = 60");
    assert_string_equal(r.lines[1], "West: nothing");
    assert_string_equal(r.lines[2], "Scores now: You 60, West 0.");
    /* The four-deal partie's first deal counts twice. */
    d.multiplier = 2;
    assert_int_equal(Piquet_DealResult(&d, 1, NULL, names, &r), 3);
    assert_string_equal(r.title, "Deal 1: You 120, West 0");
    assert_string_equal(r.lines[2], "The partie's first and last deals count 2 times: You 120, West 0.");
}

/* The partie: 120 v 102 gives 118; 120 v 98 (rubiconed) gives 318; a loser of exactly 100 is not rubiconed. */
static void test_partie_settlement(void **state)
{
    (void)state;
    PiquetSettlement s;
    const char *names[2] = {"A", "B"};
    Piquet_Settle(120, 102, names, &s);
    assert_int_equal(s.winner, 0);
    assert_int_equal(s.value, 118);
    assert_false(s.rubicon);
    assert_string_equal(s.lines[s.lineCount - 1], "A wins 118.");
    Piquet_Settle(98, 120, names, &s);
    assert_int_equal(s.winner, 1);
    assert_int_equal(s.value, 318);
    assert_true(s.rubicon);
    assert_string_equal(s.lines[1], "A is rubiconed: 98 is under 100.");
    Piquet_Settle(130, 100, names, &s);
    assert_int_equal(s.value, 130);
    assert_false(s.rubicon);
    /* The winner under 100 himself still scores the loser's points. */
    Piquet_Settle(90, 60, names, &s);
    assert_int_equal(s.value, 250);
    Piquet_Settle(77, 77, names, &s);
    assert_int_equal(s.winner, -1);
    assert_int_equal(s.value, 0);
}

/* Carte blanche: 10 first of all, shown after the other's discard, counting towards a repique. */
static void test_carte_blanche(void **state)
{
    (void)state;
    PiquetState st;
    /* The dealer holds no king, queen or knave. */
    Setup(&st, PIQUET_RUBICON, "KS QS JS KH QH JH KD QD JD KC QC JC", "AS 10S 9S 8S 7S AH 10H 9H AD 10D 9D AC",
          "8H 7H 8D 7D 10C 9C 8C 7C");
    assert_true(st.carte[1]);
    assert_int_equal(st.points[1][PIQ_SCORE_CARTE], 10);
    /* Announced, not yet shown: the elder's view has no sight of the dealt hand. */
    PiquetState view;
    Piquet_View(&st, 0, &view);
    assert_int_equal(view.dealt[1], 0);
    Do(&st, "exchange KS");
    Piquet_View(&st, 0, &view);
    assert_int_equal(view.dealt[1], st.dealt[1]);
    Do(&st, "exchange AS");
    Piquet_View(&st, 0, &view);
    assert_int_equal(view.discard[1], 0); /* which of them he discarded stays hidden */
    /* The carte prevents a repique against its holder: the elder's four quatorzes are 56 and more. */
    DeclareAll(&st);
    assert_true(st.dealScore[0] >= 30);
    assert_int_equal(st.points[0][PIQ_SCORE_REPIQUE], 0);
    PiquetCallLine lines[PIQ_CALL_LINES];
    assert_true(Piquet_Calls(&st, lines, PIQ_CALL_LINES) > 0);
    assert_string_equal(lines[0].text, "Carte blanche: 10.");
    assert_int_equal(lines[0].seat, 1);
}

/* Carte blanche counts towards a repique for its holder (10 + point + sequences + sets reach 30). */
static void test_carte_blanche_repique(void **state)
{
    (void)state;
    PiquetState st;
    Setup(&st, PIQUET_RUBICON, "10S 9S 8S 7S 10H 9H 8H 7D AS AH AD AC", "KS QS JS KH QH JH KD QD JD KC QC 8D",
          "7H JC 10D 9D 10C 9C 8C 7C");
    assert_true(st.carte[0]);
    Do(&st, "exchange 7D");
    Do(&st, "exchange 8D");
    /* Elder: carte 10, point 5 (spades), two quarts 8, four aces 14: 37 before the dealer has anything. */
    Do(&st, "declare point");
    Do(&st, "sink point");
    assert_int_equal(st.points[0][PIQ_SCORE_POINT], 5);
    Do(&st, "declare sequence");
    Do(&st, "declare sequence");
    assert_int_equal(st.points[0][PIQ_SCORE_SEQUENCE], 8);
    assert_int_equal(st.points[0][PIQ_SCORE_REPIQUE], 0);
    Do(&st, "declare set");
    Do(&st, "declare set");
    assert_int_equal(st.points[0][PIQ_SCORE_SET], 14);
    assert_int_equal(st.points[0][PIQ_SCORE_REPIQUE], 60);
    assert_int_equal(st.dealScore[0], 97);
}

/* The exchange: elder 1..5 from the top, sees what he left; dealer 1..rest; au cent the dealer may keep all. */
static void test_exchange_laws(void **state)
{
    (void)state;
    PiquetState st;
    Setup(&st, PIQUET_RUBICON, kBookElder, kBookDealer, kBookStock);
    assert_int_equal(Try(&st, "exchange 9S 7S 9H 8H 7C JC"), PIQ_WHY_ELDER_COUNT);
    assert_int_equal(Try(&st, "exchange QS"), PIQ_WHY_NO_CARD);
    assert_int_equal(Try(&st, "play 9S"), PIQ_WHY_WRONG_PHASE);
    GameAction acts[PIQ_MAX_ACTIONS];
    assert_int_equal(Piquet_Legal(&st, 0, acts, PIQ_MAX_ACTIONS), 12 + 66 + 220 + 495 + 792);
    Do(&st, "exchange 9S 7S");
    assert_int_equal(st.hand[0] & M("AD 9C"), M("AD 9C"));
    /* He alone sees the three he left; the dealer sees none of them yet. */
    PiquetState v0, v1;
    Piquet_View(&st, 0, &v0);
    Piquet_View(&st, 1, &v1);
    assert_int_equal(v0.stock[2], Piquet_Index(C("7D")));
    assert_int_equal(v0.stock[4], Piquet_Index(C("KH")));
    assert_int_equal(v0.stock[5], 0xFF);
    assert_int_equal(v1.stock[2], 0xFF);
    assert_int_equal(Try(&st, "exchange none"), PIQ_WHY_DEALER_COUNT);
    assert_int_equal(Piquet_Legal(&st, 1, acts, PIQ_MAX_ACTIONS), 12 + 66 + 220 + 495 + 792 + 924);
    Do(&st, "exchange 10S 8S 7H 8C");
    /* The dealer took 7D AS KH KS: the elder knows the first three are in his hand. */
    Piquet_View(&st, 0, &v0);
    assert_int_equal(v0.hand[1], M("7D AS KH"));
    Piquet_View(&st, 1, &v1);
    assert_int_equal(v1.stock[5], Piquet_Index(C("KS")));
    assert_int_equal(st.phase, PIQ_PHASE_DECLARE);

    Setup(&st, PIQUET_CENT, kBookElder, kBookDealer, kBookStock);
    Do(&st, "exchange 9S 7S 9H 8H 7C");
    assert_int_equal(Try(&st, "exchange none"), PIQ_WHY_OK);
    Do(&st, "exchange none");
    assert_int_equal(st.hand[1], M(kBookDealer));
}

/* The dealer may look at the cards left after the first lead; then both see them, otherwise nobody. */
static void test_dealer_looks_at_the_rest(void **state)
{
    (void)state;
    PiquetState st;
    Setup(&st, PIQUET_RUBICON, kBookElder, kBookDealer, kBookStock);
    Do(&st, "exchange 9S 7S 9H");
    Do(&st, "exchange 10S");
    DeclareAll(&st);
    assert_int_equal(st.phase, PIQ_PHASE_PLAY);
    assert_int_equal(Try(&st, "look"), PIQ_WHY_WRONG_PHASE);
    Do(&st, "play AD");
    assert_int_equal(st.phase, PIQ_PHASE_LOOK);
    assert_int_equal(Piquet_ToAct(&st), 1);
    PiquetState v0;
    Piquet_View(&st, 0, &v0);
    assert_int_equal(v0.stock[7], 0xFF);
    Do(&st, "look");
    Piquet_View(&st, 0, &v0);
    assert_int_equal(v0.stock[5], Piquet_Index(C("KS")));
    assert_int_equal(v0.stock[7], Piquet_Index(C("JS")));
    assert_int_equal(st.phase, PIQ_PHASE_PLAY);

    Setup(&st, PIQUET_RUBICON, kBookElder, kBookDealer, kBookStock);
    Do(&st, "exchange 9S 7S 9H");
    Do(&st, "exchange 10S");
    DeclareAll(&st);
    Do(&st, "play AD");
    Do(&st, "leave");
    PiquetState v1;
    Piquet_View(&st, 1, &v1);
    Piquet_View(&st, 0, &v0);
    assert_int_equal(v1.stock[5], 0xFF);
    assert_int_equal(v0.stock[5], 0xFF);
}

/* Point, sequences and sets compared; equal sequences void all; sinking; sets never equal. */
static void test_declarations_compared(void **state)
{
    (void)state;
    PiquetHolding h = Piquet_Hold(M("AS KS QS JS 9H 8H 7H 10C 10D 10H 10S AD"));
    assert_int_equal(h.pointCount, 5);
    assert_int_equal(h.pointPips, 51); /* spades: 11 + 10 + 10 + 10 + 10 */
    assert_int_equal(h.seqLen, 5);
    assert_int_equal(h.seqTop, RANK_ACE);
    assert_int_equal(h.seqScore, 15 + 4); /* the quint in spades, the quart in hearts */
    assert_int_equal(h.setCount, 4);
    assert_int_equal(h.setRank, RANK_TEN);
    assert_int_equal(h.setScore, 14); /* four tens; two aces are nothing */
    /* Four tens beat three aces: the best set is the quatorze. */
    h = Piquet_Hold(M("10S 10H 10D 10C AS AH AD"));
    assert_int_equal(h.setCount, 4);
    assert_int_equal(h.setRank, RANK_TEN);
    assert_int_equal(h.setScore, 17);
    assert_int_equal(Piquet_SequenceValue(5), 15);
    assert_int_equal(Piquet_SequenceValue(8), 18);
    assert_true(Piquet_IsCarteBlanche(M("AS 10S 9S")));
    assert_false(Piquet_IsCarteBlanche(M("AS JS")));

    /* Equal best sequences: neither scores any, not even a smaller second one. */
    PiquetState st;
    Setup(&st, PIQUET_RUBICON, "KS QS JS 9H 8H 7H AD 10D 8D 7D 8C AS", "KH QH JH 9S 8S 7S AC JC 9C AH QD KD",
          "7C 9D 10S 10H JD KC QC 10C");
    Do(&st, "exchange AS");
    Do(&st, "exchange AH");
    Do(&st, "sink point");
    Do(&st, "declare point");
    assert_int_equal(st.outcome[0], PIQ_OUT_DEALER); /* a sunk point is absent: the dealer's scores */
    Do(&st, "declare sequence");
    Do(&st, "declare sequence");
    assert_int_equal(st.outcome[1], PIQ_OUT_EQUAL);
    assert_int_equal(st.points[0][PIQ_SCORE_SEQUENCE] + st.points[1][PIQ_SCORE_SEQUENCE], 0);
    assert_int_equal(Try(&st, "declare point"), PIQ_WHY_WRONG_ITEM);
}

/* The play: follow suit; a point a lead, a point a trick won second, the last trick, the cards, capot. */
static void test_play_laws(void **state)
{
    (void)state;
    PiquetState st;
    Setup(&st, PIQUET_RUBICON, kBookElder, kBookDealer, kBookStock);
    Do(&st, "exchange 9S 7S 9H 8H 7C");
    Do(&st, "exchange 10S 8S 7H");
    DeclareAll(&st);
    Do(&st, "play 7D");
    assert_int_equal(Try(&st, "play AC"), PIQ_WHY_MUST_FOLLOW);
    assert_int_equal(Try(&st, "play AS"), PIQ_WHY_NO_CARD);
    Do(&st, "play QD");
    assert_int_equal(st.tricksWon[1], 1);
    assert_int_equal(st.points[1][PIQ_SCORE_PLAY], 1); /* won second */
    assert_int_equal(Piquet_ToAct(&st), 1);             /* the winner leads */
    /* Not obliged to win: a lower card of the suit is legal. */
    Do(&st, "play KD");
    assert_int_equal(Try(&st, "play AD"), PIQ_WHY_OK);
    assert_int_equal(Try(&st, "play 8D"), PIQ_WHY_OK);
}

/* Pique: only the elder; the dealer's play points stop it; repique for the dealer when the elder has nothing. */
static void test_pique_and_repique_rules(void **state)
{
    (void)state;
    PiquetState st;
    /* The dealer's 94 mirrored: the dealer can repique (the elder's first lead counts only in play). */
    Setup(&st, PIQUET_RUBICON, "KS QS JS 9S 9H 8H 7H KD QD 10D 9D KC", "AH KH QH JH 10H AS AD AC 7S 8S 7D 8D",
          "7C 8C 10S JD QC JC 10C 9C");
    Do(&st, "exchange 9S");
    Do(&st, "exchange 7S");
    DeclareAll(&st);
    assert_int_equal(st.points[1][PIQ_SCORE_REPIQUE], 60);
    assert_int_equal(st.dealScore[1], 94);
    /* The dealer's cards and capot never make a pique. */
    PlayOut(&st);
    assert_int_equal(st.history[0].points[1][PIQ_SCORE_PIQUE], 0);
}

/* Au cent: the game ends the moment a player reaches 100, the rest of the deal unplayed; double below 50. */
static void test_au_cent(void **state)
{
    (void)state;
    PiquetState st;
    Setup(&st, PIQUET_CENT, "AH KH QH JH 10H AS AD AC 7S 8S 7D 8D", "KS QS JS 9S 9H 8H 7H KD QD 10D 9D KC",
          "7C 8C 10S JD QC JC 10C 9C");
    st.total[0] = 10; /* as if an earlier deal had scored it (history kept in step below) */
    st.history[0].multiplier = 1;
    st.history[0].points[0][PIQ_SCORE_PLAY] = 10;
    st.historyCount = 1;
    Do(&st, "exchange 7S");
    Do(&st, "exchange 9S");
    Do(&st, "declare point");
    Do(&st, "declare point");
    Do(&st, "declare sequence");
    Do(&st, "declare sequence");
    Do(&st, "declare set");
    assert_int_equal(st.phase, PIQ_PHASE_DECLARE);
    Do(&st, "declare set");
    /* 10 + 5 + 15 + 14 = 44, then the repique's 60 takes him to 104: the game ends there. */
    assert_int_equal(st.phase, PIQ_PHASE_OVER);
    assert_int_equal(st.winner, 0);
    assert_int_equal(st.total[0], 104);
    assert_true(st.lastGameDouble);
    GameResult r = Piquet_Rules.result((const GameState *)&st);
    assert_true(r.over);
    assert_int_equal(r.value, 2);
}

/* The four-deal partie: the first and last deals double. */
static void test_four_deal_multiplier(void **state)
{
    (void)state;
    PiquetState st;
    Setup(&st, PIQUET_FOUR_DEAL, kBookElder, kBookDealer, kBookStock);
    assert_int_equal(Piquet_Multiplier(&st, 1), 2);
    assert_int_equal(Piquet_Multiplier(&st, 2), 1);
    assert_int_equal(Piquet_Multiplier(&st, 4), 2);
    assert_int_equal(Piquet_Multiplier(&st, 5), 1);
    PlayOut(&st);
    assert_int_equal(st.total[0], 2 * (st.history[0].points[0][PIQ_SCORE_PLAY] + st.history[0].points[0][PIQ_SCORE_POINT] +
                                       st.history[0].points[0][PIQ_SCORE_SEQUENCE] +
                                       st.history[0].points[0][PIQ_SCORE_SET] + st.history[0].points[0][PIQ_SCORE_LAST] +
                                       st.history[0].points[0][PIQ_SCORE_CARDS] +
                                       st.history[0].points[0][PIQ_SCORE_CAPOT] +
                                       st.history[0].points[0][PIQ_SCORE_PIQUE] +
                                       st.history[0].points[0][PIQ_SCORE_REPIQUE] +
                                       st.history[0].points[0][PIQ_SCORE_CARTE]));
}

/* The cut: the higher card chooses; then the deal alternates. */
static void test_cut_and_alternate(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 50; seed++) {
        PiquetState st;
        assert_int_equal(Piquet_Init(&st, PIQUET_RUBICON, seed), GAME_OK);
        int w = st.chooser;
        assert_true(Piquet_Index(st.cut[w]) % 8 > Piquet_Index(st.cut[1 - w]) % 8);
        assert_int_equal(Piquet_ToAct(&st), w);
        assert_int_equal(Piquet_Apply(&st, w, Piquet_Choose(seed % 2 == 0)), PIQ_WHY_OK);
        assert_int_equal(st.dealer, seed % 2 == 0 ? w : 1 - w);
        int first = st.dealer;
        PlayOut(&st);
        assert_int_equal(st.dealer, 1 - first);
        PlayOut(&st);
        assert_int_equal(st.dealer, first);
    }
}

/* Action text round-trips. */
static void test_action_text(void **state)
{
    (void)state;
    const char *texts[] = {"choose dealer", "choose elder", "exchange 9S 7S 10H", "exchange none", "declare point",
                           "sink sequence", "declare set", "look", "leave", "play 10D"};
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        GameAction a = Act(texts[i]);
        char buf[64];
        Piquet_FormatAction(a, buf, sizeof buf);
        assert_string_equal(buf, texts[i]);
    }
    GameAction a;
    assert_false(Piquet_ParseAction("declare trumps", &a));
    assert_false(Piquet_ParseAction("play 2S", &a));
    assert_false(Piquet_ParseAction("choose", &a));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_book_deal),
        cmocka_unit_test(test_book_deal_calls),
        cmocka_unit_test(test_ninety_four),
        cmocka_unit_test(test_one_hundred_seventy),
        cmocka_unit_test(test_equality_does_not_save_pique),
        cmocka_unit_test(test_deal_result_tells_the_pique),
        cmocka_unit_test(test_partie_settlement),
        cmocka_unit_test(test_carte_blanche),
        cmocka_unit_test(test_carte_blanche_repique),
        cmocka_unit_test(test_repique_said_when_reached),
        cmocka_unit_test(test_exchange_laws),
        cmocka_unit_test(test_dealer_looks_at_the_rest),
        cmocka_unit_test(test_declarations_compared),
        cmocka_unit_test(test_play_laws),
        cmocka_unit_test(test_pique_and_repique_rules),
        cmocka_unit_test(test_au_cent),
        cmocka_unit_test(test_four_deal_multiplier),
        cmocka_unit_test(test_cut_and_alternate),
        cmocka_unit_test(test_action_text),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
