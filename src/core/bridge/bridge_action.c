/* bridge_action.c: the text form of actions, the calls as spoken at the table, and hands as text. */
#include "bridge_local.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

static const char *const kStrainWords[BRIDGE_STRAIN_COUNT] = {"spades", "hearts", "diamonds", "clubs", "notrumps"};
static const char *const kStrainNames[BRIDGE_STRAIN_COUNT] = {"spades", "hearts", "diamonds", "clubs",
                                                              "no trumps"};

const char *Bridge_StrainName(int strain)
{
    return (strain >= 0 && strain < BRIDGE_STRAIN_COUNT) ? kStrainNames[strain] : "?";
}

const char *Bridge_StrainWord(int strain)
{
    return (strain >= 0 && strain < BRIDGE_STRAIN_COUNT) ? kStrainWords[strain] : "?";
}

int Bridge_StrainFromWord(const char *word, size_t len)
{
    static const char *const shortWords[BRIDGE_STRAIN_COUNT] = {"s", "h", "d", "c", "nt"};
    for (int s = 0; s < BRIDGE_STRAIN_COUNT; s++) {
        if ((strlen(kStrainWords[s]) == len && strncasecmp(word, kStrainWords[s], len) == 0) ||
            (strlen(shortWords[s]) == len && strncasecmp(word, shortWords[s], len) == 0)) {
            return s;
        }
    }
    bool nt = (len == 9 && strncasecmp(word, "no-trumps", 9) == 0) || (len == 7 && strncasecmp(word, "notrump", 7) == 0);
    return nt ? BRIDGE_NO_TRUMPS : -1;
}

static size_t Written(int n)
{
    return n < 0 ? 0 : (size_t)n;
}

size_t Bridge_FormatAction(GameAction a, char *buf, size_t size)
{
    char card[CARD_TEXT_MAX];
    switch (a.kind) {
    case BRIDGE_ACT_DECLARE: return Written(snprintf(buf, size, "declare %s", Bridge_StrainWord(a.choice)));
    case BRIDGE_ACT_LEAVE: return Written(snprintf(buf, size, "leave"));
    case BRIDGE_ACT_DOUBLE: return Written(snprintf(buf, size, "double"));
    case BRIDGE_ACT_CONTENT: return Written(snprintf(buf, size, "content"));
    case BRIDGE_ACT_PLAY: return Written(snprintf(buf, size, "play %s", Card_Format(a.cards[0], card)));
    default: return Written(snprintf(buf, size, "?"));
    }
}

/* The next word of text from *p (skipping spaces): its start and length (0 at the end). */
static size_t NextWord(const char **p, const char **start)
{
    while (isspace((unsigned char)**p)) {
        (*p)++;
    }
    *start = *p;
    while (**p != '\0' && !isspace((unsigned char)**p)) {
        (*p)++;
    }
    return (size_t)(*p - *start);
}

static bool WordIs(const char *w, size_t len, const char *word)
{
    return strlen(word) == len && strncasecmp(w, word, len) == 0;
}

bool Bridge_ParseAction(const char *text, GameAction *out)
{
    const char *p = text, *w, *arg, *rest;
    size_t len = NextWord(&p, &w);
    size_t argLen = NextWord(&p, &arg);
    size_t restLen = NextWord(&p, &rest);
    if (len == 0 || restLen != 0) {
        return false;
    }
    if (WordIs(w, len, "declare") && argLen > 0) {
        int s = Bridge_StrainFromWord(arg, argLen);
        if (s < 0) {
            return false;
        }
        *out = Bridge_Declare(s);
        return true;
    }
    if (WordIs(w, len, "play") && argLen > 0) {
        Card c = Card_ParseToken(arg, argLen);
        if (c == CARD_NONE || Card_Index52(c) < 0) {
            return false;
        }
        *out = Bridge_Play(c);
        return true;
    }
    if (argLen != 0) {
        return false;
    }
    if (WordIs(w, len, "leave")) {
        *out = Bridge_Leave();
    } else if (WordIs(w, len, "double")) {
        *out = Bridge_Double();
    } else if (WordIs(w, len, "content")) {
        *out = Bridge_Content();
    } else {
        return false;
    }
    return true;
}

int Bridge_CallSeat(const BridgeState *st, int i)
{
    return (i >= 0 && i < st->callCount) ? st->calls[i] & 3 : -1;
}

int Bridge_CallKind(const BridgeState *st, int i)
{
    return (i >= 0 && i < st->callCount) ? (st->calls[i] >> 2) & 7 : BRIDGE_ACT_NONE;
}

/*
 * The words of a call: who says it and at which step decides between "May I lead?", "Lead" and "Satisfied".
 * Only the eldest hand leads, so only he asks "May I lead?" (Law 54), and only his partner answers "Yes".
 * After a redouble the defenders' first speaker is the one who doubled (Law 56): when that is the eldest's
 * partner, who does not lead, he and then the eldest say "Satisfied" (Law 58).
 */
static const char *CallWords(int kind, int detail, bool defender, bool eldest, int doublingsBefore)
{
    static const char *const declare[BRIDGE_STRAIN_COUNT] = {"Spades", "Hearts", "Diamonds", "Clubs", "No trumps"};
    switch (kind) {
    case BRIDGE_ACT_DECLARE: return declare[detail < BRIDGE_STRAIN_COUNT ? detail : BRIDGE_NO_TRUMPS];
    case BRIDGE_ACT_LEAVE: return "I leave it to you, partner";
    case BRIDGE_ACT_DOUBLE: return doublingsBefore == 0 ? "I double" : "I redouble";
    case BRIDGE_ACT_CONTENT:
        if (defender && detail == 0 && eldest) {
            return "Partner, may I lead?";
        }
        if (defender && detail != 0 && !eldest) {
            return "Yes, lead";
        }
        return "Satisfied";
    default: return "";
    }
}

const char *Bridge_CallWords(const BridgeState *st, int i)
{
    if (i < 0 || i >= st->callCount) {
        return "";
    }
    int doublings = 0;
    for (int j = 0; j < i; j++) {
        doublings += Bridge_CallKind(st, j) == BRIDGE_ACT_DOUBLE;
    }
    int seat = Bridge_CallSeat(st, i);
    bool defender = Bridge_SideOf(seat) != Bridge_SideOf(st->dealer);
    return CallWords(Bridge_CallKind(st, i), st->calls[i] >> 5, defender, seat == Bridge_Left(st->dealer), doublings);
}

size_t Bridge_DescribeAction(const BridgeState *st, int seat, GameAction a, char *buf, size_t size)
{
    const char *who = Bridge_SeatName(seat);
    bool defender = Bridge_SideOf(seat) != Bridge_SideOf(st->dealer);
    switch (a.kind) {
    case BRIDGE_ACT_DECLARE:
        return Written(snprintf(buf, size, "%s declares %s.", who, Bridge_StrainName(a.choice)));
    case BRIDGE_ACT_LEAVE: return Written(snprintf(buf, size, "%s: “I leave it to you, partner.”", who));
    case BRIDGE_ACT_DOUBLE:
        return Written(snprintf(buf, size, "%s %s: a trick is worth %d.", who,
                                st->doublings == 0 ? "doubles" : "redoubles",
                                Bridge_TrickValue(st->strain, st->doublings + 1)));
    case BRIDGE_ACT_CONTENT:
        return Written(snprintf(buf, size, "%s: “%s”", who,
                                CallWords(a.kind, st->doubleStep, defender, seat == Bridge_Left(st->dealer),
                                          st->doublings)));
    case BRIDGE_ACT_PLAY: {
        const char *dummy = seat == Bridge_Dummy(st) ? " from the dummy" : "";
        return Written(snprintf(buf, size, "%s plays the %s of %s%s.", who, Card_RankName(Card_Rank(a.cards[0])),
                                Card_SuitName(Card_Suit(a.cards[0])), dummy));
    }
    default: return Written(snprintf(buf, size, "?"));
    }
}

size_t Bridge_FormatHand(uint64_t hand, char *buf, size_t size)
{
    size_t used = 0;
    if (size > 0) {
        buf[0] = '\0';
    }
    for (int s = 0; s < SUIT_COUNT; s++) {
        char part[48];
        int n = snprintf(part, sizeof part, "%s%c ", s > 0 ? " " : "", Card_SuitLetter((Suit)s));
        bool any = false;
        for (int r = RANK_ACE; r >= RANK_TWO; r--) {
            if (hand & Bridge_Bit(Card_Make(r, (Suit)s))) {
                n += snprintf(part + n, sizeof part - (size_t)n, "%s", Card_RankText(r));
                any = true;
            }
        }
        if (!any) {
            n += snprintf(part + n, sizeof part - (size_t)n, "-");
        }
        if (used < size) {
            snprintf(buf + used, size - used, "%s", part);
        }
        used += (size_t)n;
    }
    return used;
}
