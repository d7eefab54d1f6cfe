/* bezique_store.c: Bezique's statistics on top of the table store, and the sitting's running total. */
#include "bezique_store.h"

#include "app/app.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* This sitting: from starting the program to quitting it, as players at a real table keep a running score. */
static struct {
    int games;
    int won[2];
    long long total[2];
} sSession;

void BezStore_RecordFinished(const BeziqueState *st, const GameSeating *seating, bool record, BeziqueOutcome *outcome,
                             App *app)
{
    GameResult r = Bezique_Rules.result((const GameState *)(const void *)st);
    sSession.games++;
    if (r.winner == 0 || r.winner == 1) {
        sSession.won[r.winner]++;
        sSession.total[r.winner] += r.value;
    }
    if (record) {
        char message[PLAYER_MESSAGE_MAX];
        TableStoreStatus status = TableStore_RecordGame(BEZIQUE_STATS_FILE, BEZIQUE_STATS_WHAT, &Bezique_Rules,
                                                        st->variant, seating, &r, NULL, message, sizeof message);
        if (status != TABLE_STORE_OK && message[0] != '\0') {
            App_Toast(app, "%s", message);
        }
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
