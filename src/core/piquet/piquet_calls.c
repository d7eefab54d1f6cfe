/* piquet_calls.c: the calls as spoken at the table, derived from the state, and the settlement of a partie. */
#include "piquet_local.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static const char *const kOnes[] = {"zero",    "one",     "two",       "three",    "four",    "five",   "six",
                                    "seven",   "eight",   "nine",      "ten",      "eleven",  "twelve", "thirteen",
                                    "fourteen", "fifteen", "sixteen",  "seventeen", "eighteen", "nineteen"};
static const char *const kTens[] = {"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"};

/* "forty-nine" (0..99; larger numbers in digits). */
static void NumberWord(int n, char *buf, size_t size)
{
    if (n < 0 || n > 99) {
        snprintf(buf, size, "%d", n);
    } else if (n < 20) {
        snprintf(buf, size, "%s", kOnes[n]);
    } else if (n % 10 == 0) {
        snprintf(buf, size, "%s", kTens[n / 10]);
    } else {
        snprintf(buf, size, "%s-%s", kTens[n / 10], kOnes[n % 10]);
    }
}

static const char *SequenceName(int length)
{
    static const char *const kNames[] = {"tierce", "quart", "quint", "sixieme", "septieme", "huitieme"};
    return (length >= 3 && length <= 8) ? kNames[length - 3] : "sequence";
}

static const char *RankPlural(int rank)
{
    switch (rank) {
    case RANK_ACE: return "aces";
    case RANK_KING: return "kings";
    case RANK_QUEEN: return "queens";
    case RANK_JACK: return "knaves";
    default: return "tens";
    }
}

typedef struct Lines {
    PiquetCallLine *out;
    int max;
    int n;
} Lines;

static void Say(Lines *l, int seat, int item, PiquetMask shown, const char *text)
{
    if (l->n < l->max) {
        PiquetCallLine *line = &l->out[l->n];
        line->seat = (uint8_t)seat;
        line->item = (uint8_t)item;
        line->shown = shown;
        snprintf(line->text, sizeof line->text, "%s", text);
        line->text[0] = (char)toupper((unsigned char)line->text[0]);
    }
    l->n++;
}

/* The call itself: "Point of five." "Quint." "Three aces." */
static void CallText(int item, PiquetCall c, char *buf, size_t size)
{
    char w[24];
    NumberWord(c.count, w, sizeof w);
    switch (item) {
    case PIQ_ITEM_POINT: snprintf(buf, size, "Point of %s.", w); break;
    case PIQ_ITEM_SEQUENCE: snprintf(buf, size, "%s.", SequenceName(c.count)); break;
    default:
        if (c.value != 0) {
            snprintf(buf, size, "%s %s.", c.count == 4 ? "Four" : "Three", RankPlural(c.value));
        } else {
            snprintf(buf, size, "%s.", c.count == 4 ? "A quatorze" : "A trio");
        }
        break;
    }
}

static int HandRunning(const PiquetState *st, int seat, int item)
{
    int r = st->points[seat][PIQ_SCORE_CARTE];
    for (int i = 0; i <= item; i++) {
        r += st->points[seat][PIQ_SCORE_POINT + i];
    }
    return r;
}

/* What the scorer says as he shows: "Quint to the knave in diamonds and tierce to the knave in clubs: 24." */
static void ScoreText(const PiquetState *st, int seat, int item, char *buf, size_t size)
{
    PiquetMask cards = st->scoredCards[seat][item];
    int running = HandRunning(st, seat, item);
    size_t len = 0;
    buf[0] = '\0';
    if (item == PIQ_ITEM_POINT) {
        int suit = PIQ_SUIT(PiqLowest(cards));
        char w[24];
        NumberWord(PiqPop(cards), w, sizeof w);
        snprintf(buf, size, "%s in %s: %d.", w, Card_SuitName((Suit)suit), running);
        return;
    }
    if (item == PIQ_ITEM_SEQUENCE) {
        for (int s = 0; s < SUIT_COUNT; s++) {
            unsigned bits = (cards >> (s * 8)) & 0xFFu;
            for (int o = 7; o >= 0;) {
                if (((bits >> o) & 1u) == 0) {
                    o--;
                    continue;
                }
                int top = o;
                while (o >= 0 && ((bits >> o) & 1u)) {
                    o--;
                }
                int n = snprintf(buf + len, size - len, "%s%s to the %s in %s", len ? " and " : "",
                                 SequenceName(top - o), Card_RankName(top + 7), Card_SuitName((Suit)s));
                len += (n > 0 && (size_t)n < size - len) ? (size_t)n : 0;
            }
        }
        snprintf(buf + len, size - len, ": %d.", running);
        return;
    }
    /* Quatorzes, then trios, highest first; a trio names its missing card. */
    for (int pass = 0; pass < 2; pass++) {
    for (int o = 7; o >= 3; o--) {
        int n = 0;
        int missing = -1;
        for (int s = 0; s < SUIT_COUNT; s++) {
            if (cards & PIQ_BIT(PIQ_IDX(s, o))) {
                n++;
            } else {
                missing = s;
            }
        }
        if (n != 4 - pass) {
            continue;
        }
        int k;
        if (n == 4) {
            k = snprintf(buf + len, size - len, "%sfour %s", len ? " and " : "", RankPlural(o + 7));
        } else {
            k = snprintf(buf + len, size - len, "%sthree %s (no %s of %s)", len ? " and " : "", RankPlural(o + 7),
                         Card_RankName(o + 7), Card_SuitName((Suit)missing));
        }
        len += (k > 0 && (size_t)k < size - len) ? (size_t)k : 0;
    }
    }
    snprintf(buf + len, size - len, ": %d.", running);
}

int Piquet_Calls(const PiquetState *st, PiquetCallLine *out, int max)
{
    Lines l = {out, max, 0};
    if (st->phase == PIQ_PHASE_CHOOSE) {
        return 0;
    }
    int e = Piquet_Elder(st);
    int d = st->dealer;
    char text[PIQ_CALL_TEXT];
    bool repiqueSaid[2] = {false, false};
    for (int p = 0; p < 2; p++) {
        if (st->carte[p]) {
            Say(&l, p, PIQ_ITEM_COUNT, st->carteShown[p] ? st->dealt[p] : 0, "Carte blanche: 10.");
        }
    }
    for (int item = 0; item < PIQ_ITEM_COUNT; item++) {
        PiquetCall ec = st->calls[e][item];
        PiquetCall dc = st->calls[d][item];
        if (ec.made == PIQ_CALL_NOT_YET) {
            break;
        }
        if (ec.made == PIQ_CALL_DECLARED) {
            CallText(item, ec, text, sizeof text);
            Say(&l, e, item, 0, text);
            if (dc.made == PIQ_CALL_NOT_YET) {
                break;
            }
            bool asked = dc.made == PIQ_CALL_DECLARED && dc.count == ec.count && item != PIQ_ITEM_SET;
            if (asked) {
                Say(&l, d, item, 0, item == PIQ_ITEM_POINT ? "How many?" : "How high?");
                if (item == PIQ_ITEM_POINT) {
                    char w[24];
                    NumberWord(ec.value, w, sizeof w);
                    snprintf(text, sizeof text, "%s.", w);
                } else {
                    snprintf(text, sizeof text, "To the %s.", Card_RankName(ec.value));
                }
                Say(&l, e, item, 0, text);
            }
            int o = st->outcome[item];
            Say(&l, d, item, 0, o == PIQ_OUT_ELDER ? "Good." : o == PIQ_OUT_DEALER ? "Not good." : "Equal.");
        } else {
            if (dc.made == PIQ_CALL_NOT_YET) {
                break;
            }
            if (st->outcome[item] == PIQ_OUT_DEALER) {
                CallText(item, dc, text, sizeof text);
                Say(&l, d, item, 0, text);
                Say(&l, e, item, 0, "Good.");
            }
        }
        int o = st->outcome[item];
        if (o == PIQ_OUT_ELDER || o == PIQ_OUT_DEALER) {
            int scorer = o == PIQ_OUT_ELDER ? e : d;
            ScoreText(st, scorer, item, text, sizeof text);
            Say(&l, scorer, item, st->scoredCards[scorer][item], text);
            /* The repique is said as the item that brings the hand to 30 is scored, not after the later items:
               the lines stay in the order spoken, so a list read as it grows shows each once. */
            if (st->points[scorer][PIQ_SCORE_REPIQUE] > 0 && !repiqueSaid[scorer] &&
                HandRunning(st, scorer, item) >= 30) {
                Say(&l, scorer, PIQ_ITEM_COUNT, 0, "Repique: sixty more.");
                repiqueSaid[scorer] = true;
            }
        }
    }
    for (int p = 0; p < 2; p++) {
        if (st->points[p][PIQ_SCORE_REPIQUE] > 0 && !repiqueSaid[p]) {
            Say(&l, p, PIQ_ITEM_COUNT, 0, "Repique: sixty more.");
        }
        if (st->points[p][PIQ_SCORE_PIQUE] > 0) {
            Say(&l, p, PIQ_ITEM_COUNT, 0, "Pique: thirty more.");
        }
    }
    return l.n < max ? l.n : max;
}

void Piquet_Settle(int total0, int total1, const char *const names[2], PiquetSettlement *out)
{
    memset(out, 0, sizeof *out);
    const char *n0 = names != NULL ? names[0] : "A";
    const char *n1 = names != NULL ? names[1] : "B";
    const int totals[2] = {total0, total1};
    const char *who[2] = {n0, n1};
#define LINE(...) snprintf(out->lines[out->lineCount++], PIQ_SETTLE_TEXT, __VA_ARGS__)
    LINE("Totals: %s %d, %s %d.", n0, total0, n1, total1);
    if (total0 == total1) {
        out->winner = -1;
        LINE("Equal: the partie is drawn and nobody wins anything.");
        return;
    }
    int w = total0 > total1 ? 0 : 1;
    int l = 1 - w;
    out->winner = w;
    if (totals[l] < 100) {
        /* C-law 73: the rubiconed loser's points are added to the winner's, whether the winner reached 100 or not. */
        out->rubicon = true;
        out->value = totals[w] + totals[l] + 100;
        LINE("%s is rubiconed: %d is under 100.", who[l], totals[l]);
        LINE("%s's %d and %s's %d added: %d.", who[w], totals[w], who[l], totals[l], totals[w] + totals[l]);
    } else {
        out->value = totals[w] - totals[l] + 100;
        LINE("The difference: %d - %d = %d.", totals[w], totals[l], totals[w] - totals[l]);
    }
    LINE("For the game: 100.");
    LINE("%s wins %d.", who[w], out->value);
#undef LINE
}
