/* bridge_ai.c: Bridge's ratings (the book's hints), the value of a hand, and its policy for the generic search. */
#include "bridge_ai.h"
#include "bridge_local.h"

#include <stddef.h>
#include <string.h>

/* A game is worth more than its points: most of the rubber's 100 rides on it. */
#define GAME_WORTH 100.0
#define RUBBER_WORTH 100.0

double BridgeAi_HandValue(const BridgeRubber *before, const BridgeHand *hand, int side)
{
    double own = hand->below[side] + hand->honourPoints[side] + hand->chicanePoints[side] + hand->slamPoints[side];
    int o = 1 - side;
    double other = hand->below[o] + hand->honourPoints[o] + hand->chicanePoints[o] + hand->slamPoints[o];
    double v = own - other;
    if (hand->gameWon >= 0) {
        double sign = hand->gameWon == side ? 1 : -1;
        v += sign * GAME_WORTH;
        if (before->games[hand->gameWon] == 1) {
            v += sign * RUBBER_WORTH; /* that game ends the rubber */
        }
    }
    return v;
}

/* Work (Milton Work's count, already in use by 1904 whist players): A 4, K 3, Q 2, J 1. */
static int HighCards(uint64_t hand)
{
    int n = 0;
    for (int s = 0; s < SUIT_COUNT; s++) {
        for (int r = RANK_JACK; r <= RANK_ACE; r++) {
            n += (hand & Bridge_Bit(Card_Make(r, (Suit)s))) ? r - RANK_TEN : 0;
        }
    }
    return n;
}

static int Length(uint64_t hand, int suit)
{
    return PopCount(hand & SuitMask(suit));
}

static int SuitHighCards(uint64_t hand, int suit)
{
    return HighCards(hand & SuitMask(suit));
}

/* How good a strain looks from one hand: trumps long and high, or at No trumps strength and stoppers. */
double BridgeAi_StrainRating(uint64_t hand, int strain, bool mustDeclare)
{
    int hcp = HighCards(hand);
    if (strain == BRIDGE_NO_TRUMPS) {
        int stopped = 0, shortest = 13;
        for (int s = 0; s < SUIT_COUNT; s++) {
            uint64_t suit = hand & SuitMask(s);
            bool ace = suit & Bridge_Bit(Card_Make(RANK_ACE, (Suit)s));
            bool king = (suit & Bridge_Bit(Card_Make(RANK_KING, (Suit)s))) && PopCount(suit) >= 2;
            stopped += ace || king;
            shortest = PopCount(suit) < shortest ? PopCount(suit) : shortest;
        }
        return (hcp - 14) * 1.5 + (stopped - 3) * 3 + (shortest >= 2 ? 2 : -4);
    }
    int len = Length(hand, strain);
    double r = (len - 4) * 3.0 + SuitHighCards(hand, strain) * 0.6 + (hcp - 10) * 0.4;
    /* The valuable suits are worth naming only with a good hand; spades keep a weak hand's losses small. */
    double worth = Bridge_TrickValue(strain, 0) / 4.0;
    r += (hcp >= 12 && len >= 5) ? worth : 0;
    if (mustDeclare && hcp < 9 && strain == BRIDGE_SPADES) {
        r += 12; /* a weak dummy's declaration: the cheapest suit */
    }
    return r;
}

/* The side that is winning the trick so far, and with which card. */
static int TrickLeaderSoFar(const BridgeState *st, Card *best)
{
    int who = st->leader;
    *best = st->trick[0];
    for (int i = 1; i < st->trickCount; i++) {
        Card c = st->trick[i];
        bool trumps = st->strain < BRIDGE_NO_TRUMPS && Card_Suit(c) == (Suit)st->strain;
        bool bestTrumps = st->strain < BRIDGE_NO_TRUMPS && Card_Suit(*best) == (Suit)st->strain;
        if ((trumps && !bestTrumps) || (Card_Suit(c) == Card_Suit(*best) && Card_Rank(c) > Card_Rank(*best))) {
            *best = c;
            who = (st->leader + i) & 3;
        }
    }
    return who;
}

static bool Beats(Card c, Card best, int strain)
{
    bool trumps = strain < BRIDGE_NO_TRUMPS && Card_Suit(c) == (Suit)strain;
    bool bestTrumps = strain < BRIDGE_NO_TRUMPS && Card_Suit(best) == (Suit)strain;
    return (trumps && !bestTrumps) || (Card_Suit(c) == Card_Suit(best) && Card_Rank(c) > Card_Rank(best));
}

/* Ratings of cards: win cheaply when it helps, duck when it does not, lead from length. */
static double CardRating(const BridgeState *st, int seat, Card c)
{
    int rank = Card_Rank(c), suit = Card_Suit(c);
    bool trump = st->strain < BRIDGE_NO_TRUMPS && suit == st->strain;
    uint64_t hand = st->hand[seat];
    if (st->trickCount == 0) {
        /* Lead: the longest suit, top of a sequence or a low card; trumps only for the declarer's side. */
        int len = Length(hand, suit);
        bool topOfSequence = rank >= RANK_TEN && (hand & Bridge_Bit(Card_Make(rank - 1, (Suit)suit)));
        double r = len * 1.0 + (topOfSequence ? 3 : 0) + (rank == RANK_ACE ? 1.5 : 0) - rank * 0.1;
        bool declaring = Bridge_SideOf(seat) == Bridge_SideOf(st->dealer);
        if (trump) {
            r += declaring ? 2 : -3;
        }
        return r;
    }
    Card best;
    int winner = TrickLeaderSoFar(st, &best);
    bool partnerWinning = Bridge_SideOf(winner) == Bridge_SideOf(seat);
    bool wins = Beats(c, best, st->strain);
    bool last = st->trickCount == 3;
    if (partnerWinning && (last || Card_Rank(best) >= RANK_KING)) {
        return -rank - (trump ? 20 : 0); /* partner has it: play low, do not ruff */
    }
    if (wins && (last || st->trickCount == 2 || rank >= RANK_KING)) {
        return 30 - rank - (trump ? 8 : 0); /* the cheapest card that takes it */
    }
    if (st->trickCount == 1 && !wins) {
        return -rank; /* second hand low */
    }
    return (wins ? 5 : 0) - rank - (trump ? 10 : 0);
}

void BridgeAi_Rate(const BridgeState *st, int seat, const GameAction *acts, int n, double *out)
{
    /* The dummy's cards are chosen by the declarer, who sees them; other seats only their own. */
    uint64_t hand = st->hand[seat];
    int partner = Bridge_Partner(seat);
    int hcp = HighCards(hand);
    for (int i = 0; i < n; i++) {
        GameAction a = acts[i];
        double r = 0;
        switch (a.kind) {
        case BRIDGE_ACT_DECLARE: r = BridgeAi_StrainRating(hand, a.choice, st->phase == BRIDGE_PHASE_PARTNER); break;
        case BRIDGE_ACT_LEAVE: r = 2.0; break; /* when nothing stands out, the partner may have a suit */
        case BRIDGE_ACT_DOUBLE: {
            bool defending = Bridge_SideOf(seat) != Bridge_SideOf(st->dealer);
            int trumps = st->strain < BRIDGE_NO_TRUMPS ? Length(hand, st->strain) : 0;
            int trumpHigh = st->strain < BRIDGE_NO_TRUMPS ? SuitHighCards(hand, st->strain) : 0;
            r = defending ? (hcp - 15) + (trumps - 4) * 2 + trumpHigh * 0.5 - st->doublings * 3
                          : (hcp - 16) + trumpHigh * 0.5 - st->doublings * 3;
            (void)partner;
            break;
        }
        case BRIDGE_ACT_CONTENT: r = 0; break;
        case BRIDGE_ACT_PLAY: r = CardRating(st, seat, a.cards[0]); break;
        default: r = -100; break;
        }
        out[i] = r;
    }
}

static void Rate(const GameState *gs, int seat, const GameAction *acts, int n, double *out)
{
    BridgeAi_Rate((const BridgeState *)(const void *)gs, seat, acts, n, out);
}

/* A playout stops when the hand under way at the root is scored. */
static bool Stop(const GameState *root, const GameState *gs)
{
    const BridgeState *a = (const BridgeState *)(const void *)root, *b = (const BridgeState *)(const void *)gs;
    return b->rubber.count != a->rubber.count;
}

static double Evaluate(const GameState *gs, int seat)
{
    const BridgeState *st = (const BridgeState *)(const void *)gs;
    const BridgeRubber *r = &st->rubber;
    if (r->count == 0) {
        return 0;
    }
    /* The rubber before the last hand, as far as the value needs it: the games each side had. */
    BridgeRubber before;
    memset(&before, 0, offsetof(BridgeRubber, hands));
    const BridgeHand *last = &r->hands[r->count - 1];
    before.games[0] = r->games[0];
    before.games[1] = r->games[1];
    if (last->gameWon >= 0) {
        before.games[last->gameWon]--;
    }
    return BridgeAi_HandValue(&before, last, Bridge_SideOf(seat));
}

const GameAiPolicy BridgeAi_Policy = {
    .game = "bridge",
    .rate = Rate,
    .evaluate = Evaluate,
    .stop = Stop,
    .solve = NULL, /* STRONG solves whole worlds in BridgeAi_Choose, where one call rates every card */
    .easyNoise = 3.0,
    .playoutNoise = 1.0,
    .choose = BridgeAi_Choose,
};
