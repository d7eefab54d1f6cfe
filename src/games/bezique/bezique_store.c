/* bezique_store.c: Bezique's statistics on top of the table store, and the sitting's running total. */
#include "bezique_store.h"

#include "app/app.h"
#include "games/table/table_finish.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* This sitting: from starting the program to quitting it, as players at a real table keep a running score. */
static struct {
    int games;
    int won[2];
    long long total[2];
} sSession;

void BezStore_RecordFinished(const TableSession *s, bool record, BeziqueOutcome *outcome, App *app)
{
    const GameSeating *seating = &s->seating;
    GameResult r = Bezique_Rules.result(TableSession_Shown(s));
    sSession.games++;
    if (r.winner == 0 || r.winner == 1) {
        sSession.won[r.winner]++;
        sSession.total[r.winner] += r.value;
    }
    if (record) {
        TableFinish_Done(&Bezique_TableGame, s, app); /* counted once, its save removed */
    }
    if (outcome != NULL) {
        outcome->seating = *seating;
        outcome->sessionGames = sSession.games;
        for (int p = 0; p < 2; p++) {
            outcome->sessionWon[p] = sSession.won[p];
            outcome->sessionTotal[p] = sSession.total[p];
        }
    }
}
