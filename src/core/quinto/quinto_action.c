/* quinto_action.c: Quinto's actions as text ("pass", "double", "redouble", "play AH", "play QR") and as sentences. */
#include "quinto_local.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

size_t Quinto_FormatAction(GameAction a, char *buf, size_t size)
{
    char card[CARD_TEXT_MAX];
    int n;
    switch (a.kind) {
    case QUINTO_ACT_PASS: n = snprintf(buf, size, "pass"); break;
    case QUINTO_ACT_DOUBLE: n = snprintf(buf, size, "double"); break;
    case QUINTO_ACT_REDOUBLE: n = snprintf(buf, size, "redouble"); break;
    case QUINTO_ACT_PLAY:
        n = snprintf(buf, size, "play %s", a.count == 1 ? Quinto_FormatCard(a.cards[0], card) : "?");
        break;
    default: n = snprintf(buf, size, "?"); break;
    }
    return n < 0 ? 0 : (size_t)n;
}

bool Quinto_ParseAction(const char *text, GameAction *out)
{
    while (*text == ' ' || *text == '\t') {
        text++;
    }
    size_t len = strlen(text);
    while (len > 0 &&
           (text[len - 1] == ' ' || text[len - 1] == '\t' || text[len - 1] == '\n' || text[len - 1] == '\r')) {
        len--;
    }
    static const char *const kWords[] = {"pass", "double", "redouble"};
    for (int i = 0; i < 3; i++) {
        if (len == strlen(kWords[i]) && strncasecmp(text, kWords[i], len) == 0) {
            *out = (GameAction){.kind = (uint8_t)(QUINTO_ACT_PASS + i)};
            return true;
        }
    }
    if (len > 5 && strncasecmp(text, "play ", 5) == 0) {
        char card[16];
        size_t cl = len - 5;
        if (cl >= sizeof card) {
            return false;
        }
        memcpy(card, text + 5, cl);
        card[cl] = '\0';
        Card c;
        if (Quinto_ParseCards(card, &c, 1, NULL) == 1 && Quinto_Bit(c) >= 0) {
            *out = Quinto_Play(c);
            return true;
        }
    }
    return false;
}

size_t Quinto_DescribeAction(const QuintoState *st, int seat, GameAction a, char *buf, size_t size)
{
    const char *who = Quinto_SeatName(st->variant, seat);
    char card[40];
    int n;
    switch (a.kind) {
    case QUINTO_ACT_PASS: n = snprintf(buf, size, "%s passes.", who); break;
    case QUINTO_ACT_DOUBLE: n = snprintf(buf, size, "%s doubles: tricks count 10.", who); break;
    case QUINTO_ACT_REDOUBLE: n = snprintf(buf, size, "%s redoubles: tricks count 20.", who); break;
    case QUINTO_ACT_PLAY: {
        Quinto_CardName(a.cards[0], card, sizeof card);
        bool leads = st->trickCount == 0;
        n = snprintf(buf, size, "%s %s %s.", who, leads ? "leads" : "plays", card);
        break;
    }
    default: n = snprintf(buf, size, "%s does nothing of Quinto.", who); break;
    }
    return n < 0 ? 0 : (size_t)n;
}
