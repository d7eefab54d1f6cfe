/* five_hundred_play.c: the laws of Five Hundred: the bidding, the widow and discard, the tricks, the settlement. */
#include "five_hundred_local.h"

#include <string.h>

/*
 * How the deal's laws are enforced (DECISIONS.md, Five Hundred):
 *  - The bidding: in turn from the eldest; a pass is final (a seat that
 *    passed is skipped); a bid must be higher on the Avondale table (a
 *    higher index). The bidding ends when every other seat has passed the
 *    highest bid, or when everyone has passed (the hand nobody bid).
 *  - The bidder takes the widow up at once (he has no choice) and must lay
 *    away exactly three of his thirteen cards.
 *  - Following suit is forced, with the bowers and the Joker in the trump
 *    suit; at No-trumps the Joker may always be played, and is never forced.
 *  - The game's end is decided after the tenth trick: the bidder who made
 *    his contract and reached 500 wins; otherwise the first side a trick
 *    took to 500 (firstOver, credited trick by trick) wins.
 */

int FiveHundred_ToAct(const FiveHundredState *st)
{
    return st->phase == FH_PHASE_OVER ? GAME_NOBODY : st->toAct;
}

bool FiveHundred_IsOver(const FiveHundredState *st)
{
    return st->phase == FH_PHASE_OVER;
}

int FiveHundred_Net(const FiveHundredState *st, int side)
{
    return (side >= 0 && side < FH_MAX_SEATS) ? st->won[side] - st->lost[side] : 0;
}

int FiveHundred_SideTricks(const FiveHundredState *st, int side)
{
    int n = 0;
    for (int p = 0; p < st->players; p++) {
        n += SideOfSeat(st, p) == side ? st->tricksWon[p] : 0;
    }
    return n;
}

int FiveHundred_TricksNeeded(const FiveHundredState *st)
{
    return st->bid < FH_BIDS ? FiveHundred_BidTricks(st->bid) : 0;
}

const FiveHundredDeal *FiveHundred_HistoryAt(const FiveHundredState *st, int i)
{
    return (i >= 0 && i < st->historyCount) ? &st->history[i] : NULL;
}

int FhPlay_LedSuit(const FiveHundredState *st)
{
    if (st->trickCount == 0) {
        return -1;
    }
    Card lead = st->trick[0];
    if (Card_IsJoker(lead) && st->trumps == FH_NO_TRUMPS) {
        return st->jokerSuit;
    }
    return FiveHundred_EffectiveSuit(lead, st->trumps);
}

int FhPlay_Power(const FiveHundredState *st, Card c, int ledSuit, bool jokerDead)
{
    if (st->trumps == FH_NO_TRUMPS) {
        if (Card_IsJoker(c)) {
            return jokerDead ? 0 : 100;
        }
        return (int)Card_Suit(c) == ledSuit ? Card_Rank(c) : 0;
    }
    int trump = FiveHundred_TrumpStrength(c, st->trumps);
    if (trump > 0) {
        return 50 + trump;
    }
    return FiveHundred_EffectiveSuit(c, st->trumps) == ledSuit ? Card_Rank(c) : 0;
}

int FiveHundred_TrickWinner(const FiveHundredState *st)
{
    if (st->trickCount == 0) {
        return FH_NOBODY;
    }
    int led = FhPlay_LedSuit(st);
    int best = 0, bestPower = -1;
    for (int i = 0; i < st->trickCount; i++) {
        int power = FhPlay_Power(st, st->trick[i], led, st->jokerDead && i > 0);
        if (power > bestPower) {
            bestPower = power;
            best = i;
        }
    }
    return (st->leader + best) % st->players;
}

uint64_t FiveHundred_Playable(const FiveHundredState *st, int seat)
{
    if (st->phase != FH_PHASE_PLAY || seat != st->toAct) {
        return 0;
    }
    uint64_t hand = st->hand[seat];
    if (st->trickCount == 0) {
        return hand;
    }
    int led = FhPlay_LedSuit(st);
    uint64_t follow = hand & FiveHundred_FollowBits((Suit)led, st->trumps);
    if (follow == 0) {
        return hand;
    }
    /* At No-trumps the Joker may be played to any trick, even by a player able to follow. */
    return st->trumps == FH_NO_TRUMPS ? follow | (hand & JOKER_MASK) : follow;
}

/* Suits the Joker may be named when led at No-trumps: any its holder has not renounced (all, if he renounced all). */
static unsigned JokerNames(const FiveHundredState *st, int seat)
{
    unsigned open = 0xFu & ~(unsigned)st->voids[seat];
    return open != 0 ? open : 0xFu;
}

static bool JokerNeedsName(const FiveHundredState *st, Card c)
{
    return Card_IsJoker(c) && st->trumps == FH_NO_TRUMPS && st->trickCount == 0;
}

FiveHundredWhy FiveHundred_Check(const FiveHundredState *st, int seat, GameAction a)
{
    if (st->phase == FH_PHASE_OVER) {
        return FH_WHY_OVER;
    }
    if (st->viewer != FH_FULL_VIEW) {
        return FH_WHY_VIEW;
    }
    if (a.kind == FH_ACT_NONE || a.kind >= FH_ACT_COUNT) {
        return FH_WHY_MALFORMED;
    }
    if (seat != st->toAct) {
        return FH_WHY_TURN;
    }
    switch (a.kind) {
    case FH_ACT_PASS:
        if (a.count != 0 || a.choice != 0) {
            return FH_WHY_MALFORMED;
        }
        return st->phase == FH_PHASE_BID ? FH_WHY_OK : FH_WHY_NOT_BIDDING;
    case FH_ACT_BID:
        if (a.count != 0 || a.choice >= FH_BIDS) {
            return FH_WHY_MALFORMED;
        }
        if (st->phase != FH_PHASE_BID) {
            return FH_WHY_NOT_BIDDING;
        }
        return (st->bid == FH_NO_BID || a.choice > st->bid) ? FH_WHY_OK : FH_WHY_BID_TOO_LOW;
    case FH_ACT_DISCARD: {
        if (a.count != FH_WIDOW || a.choice != 0) {
            return FH_WHY_MALFORMED;
        }
        for (int i = 0; i < FH_WIDOW; i++) {
            if (!Card_IsValid(a.cards[i]) || (i > 0 && FiveHundred_Bit(a.cards[i]) <= FiveHundred_Bit(a.cards[i - 1]))) {
                return FH_WHY_MALFORMED; /* three different cards, in order */
            }
        }
        if (st->phase != FH_PHASE_DISCARD) {
            return FH_WHY_NOT_DISCARDING;
        }
        for (int i = 0; i < FH_WIDOW; i++) {
            if (!(st->hand[seat] & FiveHundred_Mask(a.cards[i]))) {
                return FH_WHY_DISCARD_NOT_HELD;
            }
        }
        return FH_WHY_OK;
    }
    case FH_ACT_PLAY: {
        if (a.count != 1 || !Card_IsValid(a.cards[0]) || a.choice > SUIT_COUNT) {
            return FH_WHY_MALFORMED;
        }
        if (st->phase != FH_PHASE_PLAY) {
            return FH_WHY_NOT_PLAYING;
        }
        Card c = a.cards[0];
        uint64_t m = FiveHundred_Mask(c);
        if (!(st->hand[seat] & m)) {
            return FH_WHY_NOT_HELD;
        }
        if (!(FiveHundred_Playable(st, seat) & m)) {
            return FH_WHY_MUST_FOLLOW;
        }
        if (JokerNeedsName(st, c)) {
            if (a.choice == 0) {
                return FH_WHY_NAME_JOKER;
            }
            return (JokerNames(st, seat) & (1u << (a.choice - 1))) ? FH_WHY_OK : FH_WHY_JOKER_RENOUNCED;
        }
        return a.choice == 0 ? FH_WHY_OK : FH_WHY_NO_NAMING;
    }
    default: return FH_WHY_MALFORMED;
    }
}

static int Put(GameAction *out, int n, int max, GameAction a)
{
    if (n < max) {
        out[n] = a;
    }
    return n + 1;
}

int FiveHundred_Legal(const FiveHundredState *st, int seat, GameAction *out, int max)
{
    if (st->phase == FH_PHASE_OVER || seat != st->toAct) {
        return 0;
    }
    int n = 0;
    switch (st->phase) {
    case FH_PHASE_BID:
        n = Put(out, n, max, FiveHundred_Pass());
        for (int b = st->bid == FH_NO_BID ? 0 : st->bid + 1; b < FH_BIDS; b++) {
            n = Put(out, n, max, FiveHundred_Bid(b));
        }
        break;
    case FH_PHASE_DISCARD: {
        Card cards[16];
        int k = 0;
        for (uint64_t x = st->hand[seat]; x != 0 && k < 16; x &= x - 1) {
            cards[k++] = FiveHundred_CardAt(LowBit(x));
        }
        for (int i = 0; i < k; i++) {
            for (int j = i + 1; j < k; j++) {
                for (int l = j + 1; l < k; l++) {
                    /* Already in order: the constructor's sort is not needed (this runs 286 times a deal). */
                    GameAction a = FiveHundred_Pass();
                    a.kind = FH_ACT_DISCARD;
                    a.count = FH_WIDOW;
                    a.cards[0] = cards[i];
                    a.cards[1] = cards[j];
                    a.cards[2] = cards[l];
                    n = Put(out, n, max, a);
                }
            }
        }
        break;
    }
    case FH_PHASE_PLAY:
        for (uint64_t x = FiveHundred_Playable(st, seat); x != 0; x &= x - 1) {
            Card c = FiveHundred_CardAt(LowBit(x));
            if (JokerNeedsName(st, c)) {
                unsigned names = JokerNames(st, seat);
                for (int s = 0; s < SUIT_COUNT; s++) {
                    if (names & (1u << s)) {
                        n = Put(out, n, max, FiveHundred_Play(c, s));
                    }
                }
            } else {
                n = Put(out, n, max, FiveHundred_Play(c, -1));
            }
        }
        break;
    default: break;
    }
    return n < max ? n : max;
}

/* The bidding is over: the bidder takes the widow up, or nobody bid and play begins at No-trumps. */
static void EndBidding(FiveHundredState *st)
{
    if (st->bidder == FH_NOBODY) {
        st->trumps = FH_NO_TRUMPS;
        st->phase = FH_PHASE_PLAY;
        st->leader = st->toAct = (uint8_t)NextSeat(st, st->dealer);
        return;
    }
    st->trumps = (uint8_t)FiveHundred_BidDenomination(st->bid);
    st->widowTaken = st->widow;
    st->hand[st->bidder] |= st->widow;
    st->handCount[st->bidder] = (uint8_t)(st->handCount[st->bidder] + st->widowCount);
    st->widow = 0;
    st->widowCount = 0;
    st->phase = FH_PHASE_DISCARD;
    st->toAct = st->bidder;
}

static void Call(FiveHundredState *st, int seat, int call)
{
    if (st->callCount < FH_CALLS_MAX) {
        st->calls[st->callCount] = (uint8_t)call;
        st->callSeat[st->callCount] = (uint8_t)seat;
        st->callCount++;
    }
    if (call == FH_PASS_CALL) {
        st->passed |= (uint8_t)(1u << seat);
    } else {
        st->bid = (uint8_t)call;
        st->bidder = (uint8_t)seat;
    }
    unsigned all = (1u << st->players) - 1;
    unsigned open = all & ~(unsigned)st->passed;
    if (open == 0 || (st->bidder != FH_NOBODY && open == (1u << st->bidder))) {
        EndBidding(st);
        return;
    }
    int next = NextSeat(st, seat);
    while (st->passed & (1u << next)) {
        next = NextSeat(st, next);
    }
    st->toAct = (uint8_t)next;
}

/* Keeps a finished deal for the score sheet, dropping the oldest when full. */
static void Remember(FiveHundredState *st, const FiveHundredDeal *d)
{
    if (st->historyCount == FH_HISTORY_MAX) {
        memmove(&st->history[0], &st->history[1], sizeof st->history[0] * (FH_HISTORY_MAX - 1));
        st->historyCount--;
        st->dealsDropped++;
    }
    st->history[st->historyCount++] = *d;
}

/* After the tenth trick: the settlement, the game's end, or the next deal. */
static void EndDeal(FiveHundredState *st)
{
    FiveHundredDeal d;
    memset(&d, 0, sizeof d);
    d.dealer = st->dealer;
    d.bidder = st->bidder;
    d.bid = st->bid;
    d.winner = FH_NOBODY;
    int tricks[FH_MAX_SEATS] = {0};
    for (int s = 0; s < st->sides; s++) {
        tricks[s] = FiveHundred_SideTricks(st, s);
        d.tricks[s] = (uint8_t)tricks[s];
    }
    int bidSide = st->bidder == FH_NOBODY ? -1 : SideOfSeat(st, st->bidder);
    int won[FH_MAX_SEATS], lost[FH_MAX_SEATS];
    FiveHundred_Settle(st->sides, bidSide, st->bidder == FH_NOBODY ? -1 : st->bid, tricks, won, lost);
    d.made = bidSide >= 0 && tricks[bidSide] >= FiveHundred_BidTricks(st->bid);
    for (int s = 0; s < st->sides; s++) {
        d.won[s] = won[s];
        d.lost[s] = lost[s];
        st->won[s] += won[s];
        st->lost[s] += lost[s];
        d.net[s] = FiveHundred_Net(st, s);
    }
    /* The bidder's precedence: his contract taking him to 500 beats anyone's tricks in the same deal. */
    if (bidSide >= 0 && d.made && d.net[bidSide] >= FH_GAME) {
        d.winner = (uint8_t)bidSide;
        d.winByBid = 1;
    } else if (st->firstOver != FH_NOBODY) {
        d.winner = st->firstOver;
    }
    Remember(st, &d);
    if (d.winner != FH_NOBODY) {
        st->winner = d.winner;
        st->phase = FH_PHASE_OVER;
        st->toAct = FH_NOBODY;
        return;
    }
    st->deal++;
    st->dealer = (uint8_t)NextSeat(st, st->dealer);
    FhDeal_Start(st);
}

static void PlayCard(FiveHundredState *st, int seat, Card c, int named)
{
    uint64_t m = FiveHundred_Mask(c);
    st->hand[seat] &= ~m;
    st->playedBy[seat] |= m;
    st->handCount[seat]--;
    if (st->trickCount == 0) {
        st->jokerSuit = FH_NOBODY;
        st->jokerDead = 0;
        if (named >= 0) {
            st->jokerSuit = (uint8_t)named;
        }
    } else {
        int led = FhPlay_LedSuit(st);
        bool followed = (FiveHundred_FollowBits((Suit)led, st->trumps) & m) != 0;
        if (Card_IsJoker(c) && st->trumps == FH_NO_TRUMPS) {
            /* The Joker played to a suit its holder renounced earlier has no winning value. */
            st->jokerDead = (st->voids[seat] & (1u << led)) != 0;
        } else if (!followed) {
            st->voids[seat] |= (uint8_t)(1u << led);
        }
    }
    st->trick[st->trickCount++] = c;
    if (st->trickCount < st->players) {
        st->toAct = (uint8_t)NextSeat(st, seat);
        return;
    }
    int winner = FiveHundred_TrickWinner(st);
    memcpy(st->lastTrick, st->trick, sizeof st->trick);
    st->lastLeader = st->leader;
    st->lastWinner = (uint8_t)winner;
    for (int i = 0; i < st->trickCount; i++) {
        st->played |= FiveHundred_Mask(st->trick[i]);
    }
    memset(st->trick, CARD_NONE, sizeof st->trick);
    st->trickCount = 0;
    st->tricksWon[winner]++;
    st->tricksPlayed++;
    int side = SideOfSeat(st, winner);
    bool scoresByTricks = st->bidder == FH_NOBODY || side != SideOfSeat(st, st->bidder);
    if (scoresByTricks && st->firstOver == FH_NOBODY &&
        FiveHundred_Net(st, side) + 10 * FiveHundred_SideTricks(st, side) >= FH_GAME) {
        st->firstOver = (uint8_t)side; /* credited trick by trick: he got there first */
    }
    st->leader = st->toAct = (uint8_t)winner;
    if (st->tricksPlayed == FH_TRICKS) {
        EndDeal(st);
    }
}

FiveHundredWhy FiveHundred_Apply(FiveHundredState *st, int seat, GameAction a)
{
    FiveHundredWhy why = FiveHundred_Check(st, seat, a);
    if (why != FH_WHY_OK) {
        return why;
    }
    switch (a.kind) {
    case FH_ACT_PASS: Call(st, seat, FH_PASS_CALL); break;
    case FH_ACT_BID: Call(st, seat, a.choice); break;
    case FH_ACT_DISCARD:
        for (int i = 0; i < FH_WIDOW; i++) {
            uint64_t m = FiveHundred_Mask(a.cards[i]);
            st->hand[seat] &= ~m;
            st->discard |= m;
        }
        st->handCount[seat] = (uint8_t)(st->handCount[seat] - FH_WIDOW);
        st->discardCount = FH_WIDOW;
        st->phase = FH_PHASE_PLAY;
        st->leader = st->toAct = (uint8_t)seat;
        break;
    case FH_ACT_PLAY: PlayCard(st, seat, a.cards[0], a.choice > 0 ? a.choice - 1 : -1); break;
    default: break;
    }
    return FH_WHY_OK;
}

const char *FiveHundred_WhyText(FiveHundredWhy why)
{
    switch (why) {
    case FH_WHY_OK: return "";
    case FH_WHY_OVER: return "The game is over.";
    case FH_WHY_TURN: return "It is not your turn.";
    case FH_WHY_VIEW: return "A player's view of the game cannot be played on.";
    case FH_WHY_MALFORMED: return "That is not a move of Five Hundred.";
    case FH_WHY_NOT_BIDDING: return "The bidding is over.";
    case FH_WHY_BID_TOO_LOW: return "A bid must be worth more on the Avondale table than the bid standing.";
    case FH_WHY_NOT_DISCARDING: return "Only the bidder discards, after taking up the widow.";
    case FH_WHY_DISCARD_NOT_HELD: return "You can only discard cards you hold.";
    case FH_WHY_NOT_PLAYING: return "No card can be played before the bidding and the discard are done.";
    case FH_WHY_NOT_HELD: return "You do not hold that card.";
    case FH_WHY_MUST_FOLLOW:
        return "You must follow suit (with trumps, the Joker and both bowers are trumps, not their own suits).";
    case FH_WHY_NAME_JOKER: return "Leading the Joker at No-trumps, you must name the suit it stands for.";
    case FH_WHY_JOKER_RENOUNCED: return "The Joker cannot be named a suit you have already renounced in this hand.";
    case FH_WHY_NO_NAMING: return "Only the Joker led at No-trumps is named a suit.";
    default: return "That move is against the rules.";
    }
}

GameAction FiveHundred_Bid(int bid)
{
    GameAction a;
    memset(&a, 0, sizeof a);
    a.kind = FH_ACT_BID;
    a.choice = (uint16_t)bid;
    return a;
}

GameAction FiveHundred_Pass(void)
{
    GameAction a;
    memset(&a, 0, sizeof a);
    a.kind = FH_ACT_PASS;
    return a;
}

GameAction FiveHundred_Discard(Card x, Card y, Card z)
{
    GameAction a;
    memset(&a, 0, sizeof a);
    a.kind = FH_ACT_DISCARD;
    a.count = FH_WIDOW;
    Card c[3] = {x, y, z};
    for (int i = 1; i < 3; i++) {
        for (int j = i; j > 0 && FiveHundred_Bit(c[j]) < FiveHundred_Bit(c[j - 1]); j--) {
            Card t = c[j];
            c[j] = c[j - 1];
            c[j - 1] = t;
        }
    }
    memcpy(a.cards, c, sizeof c);
    return a;
}

GameAction FiveHundred_Play(Card c, int namedSuit)
{
    GameAction a;
    memset(&a, 0, sizeof a);
    a.kind = FH_ACT_PLAY;
    a.count = 1;
    a.cards[0] = c;
    a.choice = (uint16_t)(namedSuit >= 0 && namedSuit < SUIT_COUNT ? namedSuit + 1 : 0);
    return a;
}
