/* piquet_play.c: the twelve tricks, their points, the last trick, the cards and capot, and the dealer's look. */
#include "piquet_local.h"

PiquetWhy PiqPlay_Check(const PiquetState *st, int seat, GameAction a)
{
    if (a.count != 1) {
        return PIQ_WHY_MALFORMED;
    }
    int idx = Piquet_Index(a.cards[0]);
    if (idx < 0) {
        return PIQ_WHY_MALFORMED;
    }
    if ((st->hand[seat] & PIQ_BIT(idx)) == 0) {
        return PIQ_WHY_NO_CARD;
    }
    if (st->trickCount == 1) {
        int lead = st->trickCards[st->tricksDone][0];
        PiquetMask suit = PiqSuitMask(PIQ_SUIT(lead));
        if (PIQ_SUIT(idx) != PIQ_SUIT(lead) && (st->hand[seat] & suit) != 0) {
            return PIQ_WHY_MUST_FOLLOW;
        }
    }
    return PIQ_WHY_OK;
}

/* After the twelfth trick: the cards (seven tricks or more) or capot (all twelve); then the deal is over. */
static void EndOfTricks(PiquetState *st)
{
    for (int p = 0; p < 2; p++) {
        if (st->tricksWon[p] == PIQ_TRICKS) {
            if (!PiqScore_Add(st, p, PIQ_SCORE_CAPOT, 40)) {
                return;
            }
        } else if (st->tricksWon[p] >= 7) {
            if (!PiqScore_Add(st, p, PIQ_SCORE_CARDS, 10)) {
                return;
            }
        }
    }
    PiqDeal_Finish(st);
}

void PiqPlay_Apply(PiquetState *st, int seat, GameAction a)
{
    int idx = Piquet_Index(a.cards[0]);
    int t = st->tricksDone;
    st->hand[seat] &= ~PIQ_BIT(idx);
    st->shown[seat] &= ~PIQ_BIT(idx);
    st->played[seat] |= PIQ_BIT(idx);
    st->handCount[seat]--;
    st->trickCards[t][st->trickCount] = (uint8_t)idx;
    int other = 1 - seat;
    if (st->trickCount == 0) {
        st->trickLeader[t] = (uint8_t)seat;
        st->leader = (uint8_t)seat;
        st->trickCount = 1;
        st->toAct = (uint8_t)other;
        /* The leader counts one for every card he leads, won or lost. */
        if (!PiqScore_Add(st, seat, PIQ_SCORE_PLAY, 1)) {
            return;
        }
        /* After the elder's first lead the dealer may look at the cards left in the stock. */
        if (t == 0 && st->stockPos < PIQ_STOCK && st->looked == 0) {
            st->phase = PIQ_PHASE_LOOK;
        }
        return;
    }
    int lead = st->trickCards[t][0];
    bool secondWins = PiqPlay_SecondWins(lead, idx);
    int winner = secondWins ? seat : other;
    st->trickCount = 0;
    st->trickWinner[t] = (uint8_t)winner;
    st->tricksWon[winner]++;
    st->tricksDone++;
    st->leader = (uint8_t)winner;
    st->toAct = (uint8_t)winner;
    /* The second player counts one when he wins the trick. */
    if (secondWins && !PiqScore_Add(st, seat, PIQ_SCORE_PLAY, 1)) {
        return;
    }
    if (st->tricksDone == PIQ_TRICKS) {
        if (!PiqScore_Add(st, winner, PIQ_SCORE_LAST, 1)) {
            return;
        }
        EndOfTricks(st);
    }
}

void PiqPlay_ApplyLook(PiquetState *st, bool look)
{
    st->looked = look ? 1 : 2;
    st->phase = PIQ_PHASE_PLAY;
}
