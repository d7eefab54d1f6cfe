/* bridge_deal.c: the cut for deal, the deal passing to the left, and the end of a hand. */
#include "bridge_local.h"

#include <string.h>

/*
 * Laws prevented by construction (DECISIONS, Bridge): the table, cut,
 * shuffle and deal (Laws 15-33, 35-46) are done by the program from the
 * seed, so no card is exposed, miscounted or misdealt; the partnerships are
 * the program's seats. Declaring out of turn and consultation (Laws 49-51,
 * 57, 59, the clauses of 58) cannot happen, since only the seat to act may
 * speak. Revokes, exposed and called cards and the rest of Laws 63-107
 * cannot happen either: the rules refuse a card that does not follow suit,
 * the dummy's included, and every card is played through apply().
 */

/* The rank for the cut: the ace is lowest (Law 14). */
static int CutRank(Card c)
{
    return Card_Rank(c) == RANK_ACE ? 1 : Card_Rank(c);
}

/*
 * The cut (Laws 14, 17): each seat draws a card; the lowest deals. If the
 * lowest is tied the four cut again from the rest of the same shuffled
 * pack (ranks repeat at most four times, so the pack never runs out).
 */
static int Cut(BridgeState *st, Rng *rng)
{
    uint8_t pack[52];
    for (int i = 0; i < 52; i++) {
        pack[i] = (uint8_t)i;
    }
    Rng_Shuffle(rng, pack, 52);
    for (int round = 0; round * 4 + 4 <= 52; round++) {
        int low = -1, lowRank = 99;
        bool tie = false;
        for (int p = 0; p < 4; p++) {
            Card c = Card_FromIndex52(pack[round * 4 + p]);
            st->cut[p] = c;
            int r = CutRank(c);
            if (r < lowRank) {
                lowRank = r;
                low = p;
                tie = false;
            } else if (r == lowRank) {
                tie = true;
            }
        }
        if (!tie) {
            return low;
        }
    }
    return 0;
}

static uint64_t DealSeed(uint64_t seed, int deal)
{
    return Rng_Mix(seed ^ (0xB81D6EULL + (uint64_t)deal * 0x9E3779B97F4A7C15ULL));
}

/* Clears everything of the hand before, for a hand whose cards are already in st->hand. */
static void StartHand(BridgeState *st)
{
    for (int p = 0; p < 4; p++) {
        st->dealt[p] = st->hand[p];
        st->shownVoid[p] = 0;
    }
    st->phase = BRIDGE_PHASE_DECLARE;
    st->toAct = st->dealer;
    st->strain = BRIDGE_NO_TRUMPS;
    st->declaredBy = st->dealer;
    st->doublings = 0;
    st->doubleSide = 0;
    st->doubleStep = 0;
    st->lastDoubler[0] = st->lastDoubler[1] = 0;
    st->leader = (uint8_t)Bridge_Left(st->dealer);
    st->trickCount = 0;
    memset(st->trick, CARD_NONE, sizeof st->trick); /* an empty place holds no card, as in every game's state */
    memset(st->lastTrick, CARD_NONE, sizeof st->lastTrick);
    st->lastLeader = BRIDGE_NO_SEAT;
    st->lastWinner = BRIDGE_NO_SEAT;
    st->tricks[0] = st->tricks[1] = 0;
    st->tricksPlayed = 0;
    st->callCount = 0;
    memset(st->calls, 0, sizeof st->calls);
}

void BridgeDeal_Start(BridgeState *st)
{
    Rng rng = Rng_Make(DealSeed(st->seed, st->deal));
    uint8_t pack[52];
    for (int i = 0; i < 52; i++) {
        pack[i] = (uint8_t)i;
    }
    Rng_Shuffle(&rng, pack, 52);
    memset(st->hand, 0, sizeof st->hand);
    /* One card at a time, beginning with the player on the dealer's left (Law 36). */
    for (int i = 0; i < 52; i++) {
        int seat = (st->dealer + 1 + i) & 3;
        st->hand[seat] |= 1ULL << pack[i];
    }
    StartHand(st);
}

GameStatus Bridge_Init(BridgeState *st, int variant, uint64_t seed)
{
    if (variant != 0) {
        return GAME_ERR_MALFORMED;
    }
    memset(st, 0, sizeof *st);
    st->seed = seed;
    st->viewer = BRIDGE_FULL_VIEW;
    BridgeRubber_Init(&st->rubber);
    Rng rng = Rng_Make(Rng_Mix(seed ^ 0xC07ULL));
    st->dealer = (uint8_t)Cut(st, &rng);
    st->deal = 1;
    BridgeDeal_Start(st);
    return GAME_OK;
}

bool Bridge_SetHands(BridgeState *st, int dealer, const uint64_t hands[4])
{
    uint64_t all = 0;
    for (int p = 0; p < 4; p++) {
        if (PopCount(hands[p]) != 13 || (all & hands[p]) != 0) {
            return false;
        }
        all |= hands[p];
    }
    if (all != BRIDGE_ALL_CARDS || dealer < 0 || dealer > 3 || st->phase == BRIDGE_PHASE_OVER) {
        return false;
    }
    st->dealer = (uint8_t)dealer;
    memcpy(st->hand, hands, sizeof st->hand);
    StartHand(st);
    return true;
}

void BridgeDeal_Finish(BridgeState *st)
{
    BridgeHand h;
    memset(&h, 0, sizeof h);
    h.dealer = st->dealer;
    h.strain = st->strain;
    h.doublings = st->doublings;
    h.leftToPartner = st->declaredBy != st->dealer;
    h.tricks[0] = st->tricks[0];
    h.tricks[1] = st->tricks[1];
    int side;
    /* Honours and chicane from the hands as dealt, counted by the program (DECISIONS). */
    h.honours = (uint8_t)Bridge_CountHonours(st->dealt, st->strain, &side);
    h.honoursSide = (int8_t)side;
    h.chicane[0] = (uint8_t)Bridge_CountChicane(st->dealt, st->strain, 0);
    h.chicane[1] = (uint8_t)Bridge_CountChicane(st->dealt, st->strain, 1);
    if (!BridgeRubber_AddHand(&st->rubber, &h)) {
        st->phase = BRIDGE_PHASE_OVER; /* cannot happen: a played hand is always well formed */
        st->toAct = BRIDGE_NO_SEAT;
        return;
    }
    if (st->rubber.over) {
        st->phase = BRIDGE_PHASE_OVER;
        st->toAct = BRIDGE_NO_SEAT;
        return;
    }
    /* Law 34: the deal passes to the left. The turned trick stays on view until the next lead. */
    uint8_t last[4], lastLeader = st->lastLeader, lastWinner = st->lastWinner;
    memcpy(last, st->lastTrick, sizeof last);
    st->dealer = (uint8_t)Bridge_Left(st->dealer);
    st->deal++;
    BridgeDeal_Start(st);
    memcpy(st->lastTrick, last, sizeof last);
    st->lastLeader = lastLeader;
    st->lastWinner = lastWinner;
}
