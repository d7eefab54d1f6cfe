/* bezique_table_choices.c: what the player is offered at his turn: declarations from legal(), the seven, carte blanche, drawing. */
#include "bezique_names.h"
#include "bezique_table.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static GameAction sLegal[BEZ_MAX_ACTIONS]; /* legal() output: only ever used on the main thread */

int BzChoices_ChosenCount(const BzTable *t)
{
    int n = 0;
    for (int i = 0; i <= BEZ_HAND_MAX; i++) {
        n += t->selHand[i];
    }
    for (int i = 0; i < BEZ_TABLE_SLOTS; i++) {
        n += t->selTable[i];
    }
    return n;
}

void BzChoices_ClearChosen(BzTable *t)
{
    memset(t->selHand, 0, sizeof t->selHand);
    memset(t->selTable, 0, sizeof t->selTable);
}

/* A declaration's cards, sorted, as text: two ways of laying out the same cards are offered once. */
static void CardsKey(GameAction a, char *buf, size_t size)
{
    Card cards[GAME_ACTION_CARDS];
    int n = a.count;
    memcpy(cards, a.cards, sizeof cards);
    for (int i = 1; i < n; i++) {
        for (int j = i; j > 0 && cards[j - 1] > cards[j]; j--) {
            Card c = cards[j];
            cards[j] = cards[j - 1];
            cards[j - 1] = c;
        }
    }
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && len + 8 < size; i++) {
        char card[16];
        BezNames_Card(cards[i], card, sizeof card);
        len += (size_t)snprintf(buf + len, size - len, "%s%s", i > 0 ? " " : "", card);
    }
}

typedef struct Offer {
    GameAction action;
    int points;
    char label[72], detail[64], key[40];
} Offer;

void BzChoices_Build(BzTable *t, App *app)
{
    const BeziqueState *v = BzView_State(t);
    TableChoices_Clear(&t->table.turn.choices);
    BzLayout l;
    int me = BzTable_Me(t);
    BzView_Layout(app, v, me, &l);
    if (t->replay || t->table.turn.finished || Bezique_ToAct(v) != me ||
        !TableSession_PersonToAct(&t->table.turn.session)) {
        return;
    }
    int n = Bezique_Legal(v, me, sLegal, BEZ_MAX_ACTIONS);
    Offer offers[TABLE_MAX_CHOICES];
    int count = 0;
    GameAction pass = {0};
    bool hasPass = false;
    const char *when = v->scoredThisTrick ? "to score" : "";
    for (int i = 0; i < n; i++) {
        GameAction a = sLegal[i];
        Offer o;
        memset(&o, 0, sizeof o);
        o.action = a;
        switch (a.kind) {
        case BEZ_ACT_PASS:
            pass = a;
            hasPass = true;
            continue;
        case BEZ_ACT_DECLARE: {
            BeziqueCombo combo = Bezique_Identify(a.cards, a.count);
            o.points = Bezique_ComboPoints(v, combo);
            BezNames_Combo(combo, o.label, sizeof o.label);
            CardsKey(a, o.key, sizeof o.key);
            snprintf(o.detail, sizeof o.detail, "%s%s%d  %s", when, when[0] ? " " : "+", o.points, o.key);
            break;
        }
        case BEZ_ACT_SCORE: {
            BeziqueCombo combo = Bezique_PendingCombo(v, me, a.choice);
            o.points = Bezique_ComboPoints(v, combo);
            char name[48];
            BezNames_Combo(combo, name, sizeof name);
            name[0] = (char)tolower((unsigned char)name[0]);
            snprintf(o.label, sizeof o.label, "Score the %s", name);
            snprintf(o.detail, sizeof o.detail, "+%d, held to score", o.points);
            snprintf(o.key, sizeof o.key, "score%d", a.choice);
            break;
        }
        case BEZ_ACT_CARTE:
            o.points = 50;
            snprintf(o.label, sizeof o.label, "Carte blanche");
            snprintf(o.detail, sizeof o.detail, "+50: show a hand without a court card");
            snprintf(o.key, sizeof o.key, "carte");
            break;
        case BEZ_ACT_EXCHANGE:
            o.points = 10;
            snprintf(o.label, sizeof o.label, "Exchange the seven");
            snprintf(o.detail, sizeof o.detail, "+10, take the turn-up");
            snprintf(o.key, sizeof o.key, "exchange");
            break;
        case BEZ_ACT_SEVEN:
            o.points = 10;
            snprintf(o.label, sizeof o.label, "Declare the seven");
            snprintf(o.detail, sizeof o.detail, "+10");
            snprintf(o.key, sizeof o.key, "seven");
            break;
        default: continue;
        }
        bool seen = false;
        for (int k = 0; k < count && !seen; k++) {
            seen = strcmp(offers[k].key, o.key) == 0 && offers[k].action.kind == o.action.kind;
        }
        if (seen) {
            continue;
        }
        /* Keep the best offers, highest points first, leaving room for "declare the chosen cards" and the draw. */
        int at = count;
        while (at > 0 && offers[at - 1].points < o.points) {
            at--;
        }
        if (at >= TABLE_MAX_CHOICES - 2) {
            continue;
        }
        if (count < TABLE_MAX_CHOICES - 2) {
            count++;
        }
        memmove(&offers[at + 1], &offers[at], sizeof offers[0] * (size_t)(count - 1 - at));
        offers[at] = o;
    }
    for (int i = 0; i < count; i++) {
        TableChoices_Add(&t->table.turn.choices, offers[i].label, offers[i].detail, offers[i].action, 0);
    }
    if (v->phase == BEZ_PHASE_DECLARE && BzChoices_ChosenCount(t) > 0) {
        GameAction none = {0};
        TableChoices_Add(&t->table.turn.choices, "Declare the chosen cards", "as you picked them", none, BZ_TAG_CHOSEN);
    }
    if (hasPass) {
        TableChoices_Add(&t->table.turn.choices, v->stockCount > 0 || v->turnUp != CARD_NONE ? "Draw" : "Done",
                         count > 0 ? "declare nothing more"
                                   : (v->scoredThisTrick ? "and end your turn" : "nothing to declare"),
                         pass, 0);
    }
    TableChoices_LayoutColumn(&t->table.turn.choices, l.side.x, l.choicesY, l.side.w);
    TableFocus_SetCount(&t->table.focus, BZ_AREA_CHOICES, t->table.turn.choices.count);
}
