/* quinto_settle.c: the settlement of a rubber (as at Bridge: all points, 100 for the rubber) or of a Dummy Quinto game. */
#include "quinto_local.h"

#include <stdio.h>
#include <string.h>

#include <stdarg.h>

static void Line(QuintoSettlement *out, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void Line(QuintoSettlement *out, const char *fmt, ...)
{
    if (out->lineCount < QUINTO_SETTLE_LINES) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(out->lines[out->lineCount++], QUINTO_SETTLE_TEXT, fmt, ap);
        va_end(ap);
    }
}

/*
 * Quinto (DECISIONS, "Rubber settlement"): every point each side scored in
 * the rubber's games is added up (the abandoned rest of a hand scored
 * nothing, so it is not there), the winners add 100, and the difference is
 * theirs. It can be negative when the losers piled up points in their
 * game: the winners then pay it. Dummy Quinto: each game on its own, the
 * 25 included and no bonus; the Dummy-player wins or loses the difference
 * against each of his two opponents.
 */
void Quinto_Settle(const QuintoState *st, QuintoSettlement *out)
{
    memset(out, 0, sizeof *out);
    out->winner = st->phase == QUINTO_PHASE_OVER ? st->winner : -1;
    const char *name[2] = {Quinto_SideName(st->variant, 0), Quinto_SideName(st->variant, 1)};
    if (IsDummy(st)) {
        for (int s = 0; s < 2; s++) {
            out->total[s] = st->phase == QUINTO_PHASE_OVER ? st->rubber[s] : st->score[s];
            Line(out, "%s: %d.", name[s], out->total[s]);
        }
        if (out->winner < 0) {
            return;
        }
        out->value = out->total[out->winner] - out->total[1 - out->winner];
        Line(out, "The difference: %d.", out->value);
        if (out->winner == 0) {
            Line(out, "The Dummy-player wins %d from each opponent.", out->value);
        } else {
            Line(out, "The Dummy-player pays %d to each opponent.", out->value);
        }
        return;
    }
    int games = st->gameIndex + (st->phase == QUINTO_PHASE_OVER ? 1 : 0);
    for (int g = 0; g < games && g < QUINTO_GAMES_MAX; g++) {
        const QuintoGameRow *row = &st->gameRows[g];
        Line(out, "Game %d: %s %d, %s %d, won by %s.", g + 1, name[0], row->score[0], name[1], row->score[1],
             name[row->winner & 1]);
    }
    for (int s = 0; s < 2; s++) {
        out->total[s] = st->rubber[s];
    }
    if (out->winner < 0) {
        return;
    }
    int w = out->winner;
    out->total[w] += QUINTO_RUBBER_BONUS;
    Line(out, "For the rubber: %d to %s.", QUINTO_RUBBER_BONUS, name[w]);
    for (int s = 0; s < 2; s++) {
        Line(out, "%s, all points: %d.", name[s], out->total[s]);
    }
    out->value = out->total[w] - out->total[1 - w];
    if (out->value >= 0) {
        Line(out, "%s win %d.", name[w], out->value);
    } else {
        Line(out, "%s win the rubber but pay %d.", name[w], -out->value);
    }
}
