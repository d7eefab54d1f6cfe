/* bridge_play.c: the tricks: the opening lead, following suit, the winner of a trick (Laws 60-62). */
#include "bridge_local.h"

#include <string.h>

int Bridge_WinnerOf(const uint8_t trick[4], int leader, int strain)
{
    int best = 0;
    Card bestCard = trick[0];
    for (int i = 1; i < 4; i++) {
        Card c = trick[i];
        bool trumps = strain < BRIDGE_NO_TRUMPS && Card_Suit(c) == (Suit)strain;
        bool bestTrumps = strain < BRIDGE_NO_TRUMPS && Card_Suit(bestCard) == (Suit)strain;
        if ((trumps && !bestTrumps) ||
            (Card_Suit(c) == Card_Suit(bestCard) && Card_Rank(c) > Card_Rank(bestCard))) {
            best = i;
            bestCard = c;
        }
    }
    return (leader + best) & 3;
}

/* The cards seat may play now: its hand, or only the suit led if it holds any. */
static uint64_t Playable(const BridgeState *st, int seat)
{
    uint64_t hand = st->hand[seat];
    if (st->trickCount > 0) {
        uint64_t follow = hand & SuitMask(Card_Suit(st->trick[0]));
        if (follow != 0) {
            return follow;
        }
    }
    return hand;
}

BridgeWhy BridgePlay_Check(const BridgeState *st, int seat, GameAction a)
{
    if (a.kind != BRIDGE_ACT_PLAY || a.count != 1 || a.choice != 0 || Card_Index52(a.cards[0]) < 0) {
        return BRIDGE_WHY_MALFORMED;
    }
    if (st->phase != BRIDGE_PHASE_PLAY) {
        return BRIDGE_WHY_NOT_PLAYING;
    }
    uint64_t bit = Bridge_Bit(a.cards[0]);
    if ((st->hand[seat] & bit) == 0) {
        return BRIDGE_WHY_NOT_HELD;
    }
    return (Playable(st, seat) & bit) != 0 ? BRIDGE_WHY_OK : BRIDGE_WHY_FOLLOW;
}

void BridgePlay_Apply(BridgeState *st, int seat, GameAction a)
{
    Card c = a.cards[0];
    if (st->trickCount == 0) {
        st->leader = (uint8_t)seat;
    } else if (Card_Suit(c) != Card_Suit(st->trick[0])) {
        st->shownVoid[seat] |= (uint8_t)(1u << Card_Suit(st->trick[0])); /* now everyone knows */
    }
    st->hand[seat] &= ~Bridge_Bit(c);
    st->trick[st->trickCount++] = c;
    if (st->trickCount < 4) {
        st->toAct = (uint8_t)Bridge_Left(seat);
        return;
    }
    int winner = Bridge_WinnerOf(st->trick, st->leader, st->strain);
    st->tricks[Bridge_SideOf(winner)]++;
    st->tricksPlayed++;
    memcpy(st->lastTrick, st->trick, sizeof st->trick);
    st->lastLeader = st->leader;
    st->lastWinner = (uint8_t)winner;
    memset(st->trick, CARD_NONE, sizeof st->trick);
    st->trickCount = 0;
    st->leader = (uint8_t)winner;
    st->toAct = (uint8_t)winner;
    if (st->tricksPlayed == BRIDGE_TRICKS) {
        BridgeDeal_Finish(st);
    }
}

int BridgePlay_Legal(const BridgeState *st, int seat, GameAction *out, int max)
{
    int n = 0;
    if (st->phase != BRIDGE_PHASE_PLAY) {
        return 0;
    }
    uint64_t cards = Playable(st, seat);
    /* Highest first within a suit reads better in a list; suits in card.h order. */
    for (int s = 0; s < SUIT_COUNT; s++) {
        for (int r = RANK_ACE; r >= RANK_TWO && n < max; r--) {
            Card c = Card_Make(r, (Suit)s);
            if (cards & Bridge_Bit(c)) {
                out[n++] = Bridge_Play(c);
            }
        }
    }
    return n;
}
