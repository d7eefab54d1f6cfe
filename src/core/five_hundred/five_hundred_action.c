/* five_hundred_action.c: Five Hundred's moves as text (saves, the command line) and as sentences (move lists). */
#include "five_hundred_local.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

/*
 * The text forms:
 *     pass
 *     bid 8 NT            (7 S, 6 C, 9 D, 10 H ...; "8NT" and "8 no-trumps" are read too)
 *     discard 7S 8S 9D
 *     play QS
 *     play JK as hearts   (the Joker led at No-trumps, named a suit)
 */

size_t FiveHundred_FormatAction(GameAction a, char *buf, size_t size)
{
    char cards[3][CARD_TEXT_MAX];
    char bid[16];
    int n;
    switch (a.kind) {
    case FH_ACT_PASS: n = snprintf(buf, size, "pass"); break;
    case FH_ACT_BID:
        FiveHundred_FormatBid(a.choice, bid, sizeof bid);
        n = snprintf(buf, size, "bid %s", bid);
        break;
    case FH_ACT_DISCARD:
        n = snprintf(buf, size, "discard %s %s %s", Card_Format(a.cards[0], cards[0]), Card_Format(a.cards[1], cards[1]),
                     Card_Format(a.cards[2], cards[2]));
        break;
    case FH_ACT_PLAY:
        if (a.choice > 0 && a.choice <= SUIT_COUNT) {
            n = snprintf(buf, size, "play %s as %s", Card_Format(a.cards[0], cards[0]),
                         Card_SuitName((Suit)(a.choice - 1)));
        } else {
            n = snprintf(buf, size, "play %s", Card_Format(a.cards[0], cards[0]));
        }
        break;
    default: n = snprintf(buf, size, "?"); break;
    }
    return n < 0 ? 0 : (size_t)n;
}

/* The next word of text (spaces skipped); its length, 0 at the end. */
static size_t Word(const char **text)
{
    while (**text == ' ' || **text == '\t') {
        (*text)++;
    }
    return strcspn(*text, " \t");
}

static int SuitFromWord(const char *w, size_t len)
{
    for (int s = 0; s < SUIT_COUNT; s++) {
        const char *name = Card_SuitName((Suit)s);
        if ((len == strlen(name) && strncasecmp(w, name, len) == 0) ||
            (len == 1 && toupper((unsigned char)w[0]) == Card_SuitLetter((Suit)s))) {
            return s;
        }
    }
    return -1;
}

bool FiveHundred_ParseAction(const char *text, GameAction *out)
{
    const char *p = text;
    size_t len = Word(&p);
#define VERB(w) (len == sizeof(w) - 1 && strncmp(p, w, len) == 0)
    if (VERB("pass")) {
        p += len;
        if (Word(&p) != 0) {
            return false;
        }
        *out = FiveHundred_Pass();
        return true;
    }
    if (VERB("bid")) {
        int bid = FiveHundred_ParseBid(p + len);
        if (bid < 0) {
            return false;
        }
        *out = FiveHundred_Bid(bid);
        return true;
    }
    if (VERB("discard")) {
        p += len;
        Card c[3];
        for (int i = 0; i < 3; i++) {
            size_t l = Word(&p);
            c[i] = Card_ParseToken(p, l);
            if (l == 0 || c[i] == CARD_NONE) {
                return false;
            }
            p += l;
        }
        if (Word(&p) != 0) {
            return false;
        }
        *out = FiveHundred_Discard(c[0], c[1], c[2]);
        return true;
    }
    if (VERB("play")) {
        p += len;
        size_t l = Word(&p);
        Card c = Card_ParseToken(p, l);
        if (l == 0 || c == CARD_NONE) {
            return false;
        }
        p += l;
        int named = -1;
        l = Word(&p);
        if (l != 0) {
            if (l != 2 || strncasecmp(p, "as", 2) != 0) {
                return false;
            }
            p += l;
            l = Word(&p);
            named = SuitFromWord(p, l);
            if (named < 0) {
                return false;
            }
            p += l;
            if (Word(&p) != 0) {
                return false;
            }
        }
        *out = FiveHundred_Play(c, named);
        return true;
    }
#undef VERB
    return false;
}

GameAction FiveHundred_ActionFor(const FiveHundredState *st, int seat, GameAction a, int viewer)
{
    (void)st;
    /* The discard goes face down: only the bidder who lays it away knows its cards. */
    if (a.kind == FH_ACT_DISCARD && viewer != seat) {
        for (int i = 0; i < a.count && i < GAME_ACTION_CARDS; i++) {
            a.cards[i] = CARD_NONE;
        }
    }
    return a;
}

size_t FiveHundred_DescribeAction(const FiveHundredState *st, int seat, GameAction a, char *buf, size_t size)
{
    (void)seat;
    char name[48];
    int n;
    switch (a.kind) {
    case FH_ACT_PASS: n = snprintf(buf, size, "passes."); break;
    case FH_ACT_BID:
        n = snprintf(buf, size, "bids %d %s (%d).", FiveHundred_BidTricks(a.choice),
                     FiveHundred_DenominationName(FiveHundred_BidDenomination(a.choice)),
                     FiveHundred_BidValue(a.choice));
        break;
    case FH_ACT_DISCARD: n = snprintf(buf, size, "takes up the widow and lays three cards away."); break;
    case FH_ACT_PLAY:
        FiveHundred_CardName(a.cards[0], st->trumps, name, sizeof name);
        if (a.choice > 0 && a.choice <= SUIT_COUNT) {
            n = snprintf(buf, size, "leads %s for %s.", name, Card_SuitName((Suit)(a.choice - 1)));
        } else {
            n = snprintf(buf, size, "%s %s.", st->trickCount == 0 ? "leads" : "plays", name);
        }
        break;
    default: n = snprintf(buf, size, "makes an unknown move."); break;
    }
    return n < 0 ? 0 : (size_t)n;
}
