/* piquet_table_choices.c: the choices offered at Piquet's table: the cut's choice, the exchange, the calls, the look. */
#include "piquet_table.h"

#include <stdio.h>

static GameAction sLegal[PIQ_MAX_ACTIONS]; /* legal() output: only ever used on the main thread */

static const char *const kItemNames[PIQ_ITEM_COUNT] = {"point", "sequence", "quatorze or trio"};

/* What legal() lists, in words. */
void PqChoices_Build(PqTable *t)
{
    const PiquetState *v = PqView_State(t);
    int me = PqTable_Me(t);
    TableChoices_Clear(&t->table.turn.choices);
    if (t->table.turn.finished || Piquet_ToAct(v) != me || !TableSession_PersonToAct(&t->table.turn.session)) {
        TableFocus_SetCount(&t->table.focus, PQ_AREA_CHOICES, 0);
        return;
    }
    char label[72], detail[64];
    switch (v->phase) {
    case PIQ_PHASE_CHOOSE:
        TableChoices_Add(&t->table.turn.choices, "Deal first", "you won the cut", Piquet_Choose(true), 0);
        TableChoices_Add(&t->table.turn.choices, "Be elder hand", "you won the cut", Piquet_Choose(false), 0);
        break;
    case PIQ_PHASE_EXCHANGE: {
        int n = 0;
        for (int i = 0; i < PIQ_HAND; i++) {
            n += t->chosen[i];
        }
        snprintf(label, sizeof label, n == 0 ? "Choose cards to discard" : "Exchange %d", n);
        snprintf(detail, sizeof detail, "%s", me == Piquet_Elder(v) ? "elder: one to five" : "dealer: the rest at most");
        GameAction none = {0};
        TableChoices_Add(&t->table.turn.choices, label, detail, none, PQ_TAG_EXCHANGE);
        if ((v->variant == PIQUET_CENT || v->variant == PIQUET_CENT_FIVE) && me == v->dealer) {
            TableChoices_Add(&t->table.turn.choices, "Keep all", "au cent", Piquet_Exchange(NULL, 0), 0);
        }
        break;
    }
    case PIQ_PHASE_DECLARE: {
        int n = Piquet_Legal(v, me, sLegal, PIQ_MAX_ACTIONS);
        PiquetHolding h = Piquet_Hold(v->hand[me]);
        for (int i = 0; i < n; i++) {
            if (sLegal[i].kind == PIQ_ACT_DECLARE) {
                int item = sLegal[i].choice;
                if (item == PIQ_ITEM_POINT) {
                    snprintf(label, sizeof label, "Call a point of %d", h.pointCount);
                } else if (item == PIQ_ITEM_SEQUENCE) {
                    snprintf(label, sizeof label, "Call a sequence of %d", h.seqLen);
                } else {
                    snprintf(label, sizeof label, "Call %s", h.setCount == 4 ? "a quatorze" : "a trio");
                }
                TableChoices_Add(&t->table.turn.choices, label, "the program compares", sLegal[i], 0);
            } else {
                bool has = n > 1;
                snprintf(label, sizeof label, has ? "Sink the %s" : "No %s to call", kItemNames[sLegal[i].choice]);
                TableChoices_Add(&t->table.turn.choices, label, has ? "score nothing for it" : "", sLegal[i], 0);
            }
        }
        break;
    }
    case PIQ_PHASE_LOOK:
        TableChoices_Add(&t->table.turn.choices, "Look at the stock", "the elder sees it too", Piquet_Look(true), 0);
        TableChoices_Add(&t->table.turn.choices, "Leave it unseen", "nobody sees it", Piquet_Look(false), 0);
        break;
    default: break;
    }
    TableFocus_SetCount(&t->table.focus, PQ_AREA_CHOICES, t->table.turn.choices.count);
}

