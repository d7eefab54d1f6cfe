/* bezique_action.c: Bezique's moves as text (for saves and the command line) and as sentences (for move lists). */
#include "bezique_local.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Out {
    char *buf;
    size_t size;
    size_t len;
} Out;

static void Put(Out *o, const char *text)
{
    for (; *text != '\0'; text++, o->len++) {
        if (o->len + 1 < o->size) {
            o->buf[o->len] = *text;
            o->buf[o->len + 1] = '\0';
        }
    }
}

/* Writes the cards of an action: table cards as "KS#2", then hand cards. */
static void PutCards(Out *o, GameAction a)
{
    int slot = 0;
    for (int i = 0; i < a.count && i < GAME_ACTION_CARDS; i++) {
        char card[CARD_TEXT_MAX];
        char text[16];
        while (slot < BEZ_TABLE_SLOTS && !(a.choice & (1u << slot))) {
            slot++;
        }
        if (slot < BEZ_TABLE_SLOTS) {
            snprintf(text, sizeof text, " %s#%d", Card_Format(a.cards[i], card), slot);
            slot++;
        } else {
            snprintf(text, sizeof text, " %s", Card_Format(a.cards[i], card));
        }
        Put(o, text);
    }
}

size_t Bezique_FormatAction(GameAction a, char *buf, size_t size)
{
    Out o = {buf, size, 0};
    if (size > 0) {
        buf[0] = '\0';
    }
    char num[16];
    switch (a.kind) {
    case BEZ_ACT_PLAY:
        Put(&o, "play");
        PutCards(&o, a);
        break;
    case BEZ_ACT_DECLARE:
        Put(&o, "declare ");
        Put(&o, Bezique_ComboName(Bezique_Identify(a.cards, a.count)));
        PutCards(&o, a);
        break;
    case BEZ_ACT_SCORE:
        snprintf(num, sizeof num, "score %u", (unsigned)a.choice);
        Put(&o, num);
        break;
    case BEZ_ACT_PASS: Put(&o, "pass"); break;
    case BEZ_ACT_CARTE: Put(&o, "carte"); break;
    case BEZ_ACT_EXCHANGE: Put(&o, "exchange"); break;
    case BEZ_ACT_SEVEN: Put(&o, "seven"); break;
    default: Put(&o, "?"); break;
    }
    return o.len;
}

/* Parses "QS" or "QS#3"; slot is -1 without "#". */
static bool ParseCardToken(const char *tok, size_t len, Card *card, int *slot)
{
    const char *hash = memchr(tok, '#', len);
    size_t cardLen = hash != NULL ? (size_t)(hash - tok) : len;
    *card = Card_ParseToken(tok, cardLen);
    *slot = -1;
    if (*card == CARD_NONE || Bezique_Index(*card) < 0) {
        return false;
    }
    if (hash != NULL) {
        if (hash + 1 >= tok + len || hash + 2 < tok + len || !isdigit((unsigned char)hash[1])) {
            return false;
        }
        *slot = hash[1] - '0';
        if (*slot >= BEZ_TABLE_SLOTS) {
            return false;
        }
    }
    return true;
}

static bool ParseNumber(const char *text, unsigned *out)
{
    if (!isdigit((unsigned char)*text)) {
        return false;
    }
    char *end = NULL;
    unsigned long v = strtoul(text, &end, 10);
    while (*end == ' ' || *end == '\t') {
        end++;
    }
    if (*end != '\0' || v > 0xFFFF) {
        return false;
    }
    *out = (unsigned)v;
    return true;
}

static bool IsWord(const char *tok, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        if (!isalpha((unsigned char)tok[i])) {
            return false;
        }
    }
    return len > 0;
}

bool Bezique_ParseAction(const char *text, GameAction *out)
{
    while (*text == ' ' || *text == '\t') {
        text++;
    }
    size_t verbLen = strcspn(text, " \t");
    const char *rest = text + verbLen;
    while (*rest == ' ' || *rest == '\t') {
        rest++;
    }
#define VERB(w) (verbLen == sizeof(w) - 1 && strncmp(text, w, verbLen) == 0)
    if (VERB("pass") || VERB("carte") || VERB("exchange") || VERB("seven")) {
        if (*rest != '\0') {
            return false;
        }
        *out = VERB("pass")       ? Bezique_Pass()
               : VERB("carte")    ? Bezique_Carte()
               : VERB("exchange") ? Bezique_Exchange()
                                  : Bezique_Seven();
        return true;
    }
    if (VERB("score")) {
        unsigned index = 0;
        if (!ParseNumber(rest, &index)) {
            return false;
        }
        *out = Bezique_ScorePending((int)index);
        return true;
    }
    bool play = VERB("play");
    if (!play && !VERB("declare")) {
        return false;
    }
#undef VERB
    int slots[GAME_ACTION_CARDS];
    Card tableCards[GAME_ACTION_CARDS], handCards[GAME_ACTION_CARDS];
    int nt = 0, nh = 0;
    const char *p = rest;
    while (*p != '\0') {
        size_t len = strcspn(p, " \t");
        Card c;
        int slot;
        if (ParseCardToken(p, len, &c, &slot)) {
            if (nt + nh >= GAME_ACTION_CARDS) {
                return false;
            }
            if (slot >= 0) {
                slots[nt] = slot;
                tableCards[nt++] = c;
            } else {
                handCards[nh++] = c;
            }
        } else if (play || !IsWord(p, len)) {
            return false; /* a declaration may name its combination ("double bezique"); nothing else is allowed */
        }
        p += len;
        while (*p == ' ' || *p == '\t') {
            p++;
        }
    }
    if (play) {
        if (nt + nh != 1) {
            return false;
        }
        *out = nt == 1 ? Bezique_Play(tableCards[0], slots[0]) : Bezique_Play(handCards[0], -1);
        return true;
    }
    *out = Bezique_Declare(slots, tableCards, nt, handCards, nh);
    return out->kind == BEZ_ACT_DECLARE && out->count >= 2;
}

static const char *CardName(Card c, char *buf, size_t size)
{
    snprintf(buf, size, "the %s of %s", Card_RankName(Card_Rank(c)), Card_SuitName(Card_Suit(c)));
    return buf;
}

size_t Bezique_DescribeAction(const BeziqueState *st, int seat, GameAction a, char *buf, size_t size)
{
    char name[48];
    char cards[GAME_ACTION_TEXT_MAX];
    int n = 0;
    switch (a.kind) {
    case BEZ_ACT_PLAY:
        n = snprintf(buf, size, "plays %s%s.", CardName(a.cards[0], name, sizeof name),
                     a.choice != 0 ? " from the table" : "");
        break;
    case BEZ_ACT_DECLARE: {
        BeziqueCombo c = Bezique_Identify(a.cards, a.count);
        Card_FormatList(a.cards, a.count, cards, sizeof cards);
        if (st->scoredThisTrick) {
            n = snprintf(buf, size, "declares %s (%s), to score.", Bezique_ComboName(c), cards);
        } else {
            n = snprintf(buf, size, "declares %s (%s) and scores %d.", Bezique_ComboName(c), cards,
                         Bezique_ComboPoints(st, c));
        }
        break;
    }
    case BEZ_ACT_SCORE: {
        BeziqueCombo c = Bezique_PendingCombo(st, seat, a.choice);
        n = snprintf(buf, size, "scores the %s held to score: %d.", Bezique_ComboName(c), Bezique_ComboPoints(st, c));
        break;
    }
    case BEZ_ACT_PASS:
        n = snprintf(buf, size, "%s.", st->stockCount > 0 || st->turnUp != CARD_NONE ? "draws" : "passes");
        break;
    case BEZ_ACT_CARTE:
        n = snprintf(buf, size, "shows carte blanche and scores %d.",
                     Bezique_ScoreKindPoints(st->variant, BEZ_SCORE_CARTE_BLANCHE));
        break;
    case BEZ_ACT_EXCHANGE:
        n = snprintf(buf, size, "exchanges the seven of trumps for %s and scores 10.",
                     st->turnUp != CARD_NONE ? CardName(st->turnUp, name, sizeof name) : "the turn-up");
        break;
    case BEZ_ACT_SEVEN: n = snprintf(buf, size, "declares the seven of trumps and scores 10."); break;
    default: n = snprintf(buf, size, "makes an unknown move."); break;
    }
    return n < 0 ? 0 : (size_t)n;
}
