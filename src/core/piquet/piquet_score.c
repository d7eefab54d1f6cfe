/* piquet_score.c: adding a score in the order of precedence, with what it sets off: repique, pique, 100 up. */
#include "piquet_local.h"

int PiqScore_Running(const PiquetState *st, int seat)
{
    return st->total[seat] + Piquet_Multiplier(st, st->deal) * st->dealScore[seat];
}

static int HandScore(const PiquetState *st, int seat)
{
    return st->points[seat][PIQ_SCORE_CARTE] + st->points[seat][PIQ_SCORE_POINT] +
           st->points[seat][PIQ_SCORE_SEQUENCE] + st->points[seat][PIQ_SCORE_SET];
}

bool PiqScore_Add(PiquetState *st, int seat, PiquetScoreKind kind, int points)
{
    if (points == 0) {
        return true;
    }
    int other = 1 - seat;
    st->points[seat][kind] = (int16_t)(st->points[seat][kind] + points);
    st->dealScore[seat] = (int16_t)(st->dealScore[seat] + points);
    /* Au cent the game ends the moment a player reaches 100: nothing after this score counts. */
    if (PiqIsCentVariant(st->variant) && PiqScore_Running(st, seat) >= 100) {
        PiqScore_EndCentGame(st, seat);
        return false;
    }
    if (st->piqued || st->dealScore[other] != 0) {
        return true;
    }
    bool handKind = kind == PIQ_SCORE_CARTE || kind == PIQ_SCORE_POINT || kind == PIQ_SCORE_SEQUENCE ||
                    kind == PIQ_SCORE_SET;
    if (handKind && HandScore(st, seat) >= 30) {
        st->piqued = 1;
        return PiqScore_Add(st, seat, PIQ_SCORE_REPIQUE, 60);
    }
    /* Pique: only the elder, with hand and play points; the cards and capot come too late to count. */
    bool playKind = kind == PIQ_SCORE_PLAY || kind == PIQ_SCORE_LAST;
    if (playKind && seat == Piquet_Elder(st) && st->dealScore[seat] >= 30) {
        st->piqued = 1;
        return PiqScore_Add(st, seat, PIQ_SCORE_PIQUE, 30);
    }
    return true;
}
