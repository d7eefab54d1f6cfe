/* bridge_deal.c: the cut for deal (by the laws, or as rules revision 1 had it), the deal passing left, a hand's end. */
#include "bridge_local.h"

#include "text_out.h"

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
 * The cut of rules revision 1, kept so that a rubber begun under it
 * resumes as it was dealt: each seat draws a card; the lowest deals; if
 * the lowest is tied the four cut again from the rest of the same shuffled
 * pack (ranks repeat at most four times, so the pack never runs out).
 */
static int CutFirstRevision(BridgeState *st, Rng *rng)
{
    uint8_t pack[52];
    for (int i = 0; i < 52; i++) {
        pack[i] = (uint8_t)i;
    }
    Rng_Shuffle(rng, pack, 52);
    memset(st->recut, CARD_NONE, sizeof st->recut);
    for (int round = 0; round * 4 + 4 <= 52; round++) {
        st->recuts = (uint8_t)round; /* for the table to tell; not hashed under revision 1 */
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

/*
 * The cut as the laws have it (Laws 14, 15, 17, 19, 20): each seat draws a
 * card from one shuffled pack and the lowest deals. The partnerships are
 * the program's seats, so the cut only names the dealer, and only a tie
 * for the lowest card matters: the seats tied for it, and only they, cut
 * again (Law 19: two lowest "a fresh cut is necessary to decide which of
 * those two deals"; Law 20: three equal cut again, the lowest of the new
 * cut deals; four equal, all four), until one is lowest. They draw in seat
 * order from the rest of the pack; should it ever run short (ties all the
 * way down the pack), it is shuffled afresh.
 */
static int CutByLaw(BridgeState *st, Rng *rng)
{
    uint8_t pack[52];
    for (int i = 0; i < 52; i++) {
        pack[i] = (uint8_t)i;
    }
    Rng_Shuffle(rng, pack, 52);
    int next = 0;
    bool cutting[4] = {true, true, true, true};
    memset(st->recut, CARD_NONE, sizeof st->recut);
    st->recuts = 0;
    for (int round = 0;; round++) {
        if (next + 4 > 52) {
            Rng_Shuffle(rng, pack, 52);
            next = 0;
        }
        uint8_t *row = round == 0 ? st->cut : st->recut;
        int lowRank = 99;
        for (int p = 0; p < 4; p++) {
            row[p] = cutting[p] ? Card_FromIndex52(pack[next++]) : CARD_NONE;
            if (cutting[p] && CutRank(row[p]) < lowRank) {
                lowRank = CutRank(row[p]);
            }
        }
        int tied = 0, low = 0;
        for (int p = 0; p < 4; p++) {
            cutting[p] = cutting[p] && CutRank(row[p]) == lowRank;
            if (cutting[p]) {
                tied++;
                low = p;
            }
        }
        if (tied == 1) {
            return low;
        }
        if (st->recuts < UINT8_MAX) {
            st->recuts++;
        }
    }
}

int Bridge_RecutSeats(const BridgeState *st)
{
    int seats = 0;
    for (int p = 0; p < 4 && st->recuts > 0 && st->rules > 1; p++) {
        seats |= st->recut[p] != CARD_NONE ? 1 << p : 0;
    }
    return seats;
}

size_t Bridge_DescribeCut(const BridgeState *st, const char *(*write)(Card c, char *buf), char *buf, size_t size)
{
    TextOut w = TextOut_Begin(buf, size);
    char card[16];
    if (st->rules <= 1 && st->recuts > 0) {
        /* Revision 1 kept only the last round, in which all four cut. */
        TextOut_Put(&w, "The cut, all four again after a tie for the lowest%s:",
                    st->recuts > 1 ? " (more than once)" : "");
    } else {
        TextOut_Put(&w, "The cut:");
    }
    for (int p = 0; p < 4; p++) {
        TextOut_Put(&w, "%s %s %s", p > 0 ? "," : "", Bridge_SeatName(p), write(st->cut[p], card));
    }
    int seats = Bridge_RecutSeats(st), count = PopCount((uint64_t)seats), named = 0;
    if (seats != 0) {
        TextOut_Put(&w, ";");
        for (int p = 0; p < 4; p++) {
            if (seats & (1 << p)) {
                named++;
                TextOut_Put(&w, "%s %s", named == 1 ? "" : named == count ? " and" : ",", Bridge_SeatName(p));
            }
        }
        /* Only the last re-cut is kept: a tie in it too is told by which time it was. */
        static const char *const kTimes[] = {"again", "a third time", "a fourth time", "a fifth time"};
        if (st->recuts <= 4) {
            TextOut_Put(&w, " cut %s:", kTimes[st->recuts - 1]);
        } else {
            TextOut_Put(&w, " cut again (%d times in all):", st->recuts);
        }
        named = 0;
        for (int p = 0; p < 4; p++) {
            if (seats & (1 << p)) {
                TextOut_Put(&w, "%s %s %s", named++ > 0 ? "," : "", Bridge_SeatName(p), write(st->recut[p], card));
            }
        }
    }
    TextOut_Put(&w, ".");
    return w.len;
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
    return Bridge_InitRevision(st, variant, seed, BRIDGE_RULES_REVISION);
}

GameStatus Bridge_InitRevision(BridgeState *st, int variant, uint64_t seed, int revision)
{
    if (variant != 0 || revision < 1 || revision > BRIDGE_RULES_REVISION) {
        return GAME_ERR_MALFORMED;
    }
    memset(st, 0, sizeof *st);
    st->seed = seed;
    st->viewer = BRIDGE_FULL_VIEW;
    st->rules = (uint8_t)revision;
    BridgeRubber_Init(&st->rubber);
    Rng rng = Rng_Make(Rng_Mix(seed ^ 0xC07ULL));
    st->dealer = (uint8_t)(revision == 1 ? CutFirstRevision(st, &rng) : CutByLaw(st, &rng));
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
