/* five_hundred_deal.c: the cut and the deal, hand-built positions, what each seat sees, and the state's checks. */
#include "five_hundred_local.h"

#include <stdio.h>
#include <string.h>

#include "pack.h"

/* Clears what a deal owns, keeping the game's variant, seed, deal number, dealer, scores and history. */
static void ResetDeal(FiveHundredState *st)
{
    st->phase = FH_PHASE_BID;
    st->viewer = FH_FULL_VIEW;
    st->bidder = FH_NOBODY;
    st->bid = FH_NO_BID;
    st->trumps = FH_NO_TRUMPS;
    st->passed = 0;
    st->callCount = 0;
    st->trickCount = 0;
    st->jokerSuit = FH_NOBODY;
    st->jokerDead = 0;
    st->tricksPlayed = 0;
    st->firstOver = FH_NOBODY;
    st->widowCount = 0;
    st->discardCount = 0;
    st->dummyCount = 0;
    memset(st->handCount, 0, sizeof st->handCount);
    memset(st->tricksWon, 0, sizeof st->tricksWon);
    memset(st->voids, 0, sizeof st->voids);
    memset(st->calls, 0, sizeof st->calls);
    memset(st->callSeat, 0, sizeof st->callSeat);
    memset(st->trick, CARD_NONE, sizeof st->trick);
    memset(st->hand, 0, sizeof st->hand);
    memset(st->playedBy, 0, sizeof st->playedBy);
    st->widow = st->discard = st->dummy = st->played = st->widowTaken = 0;
}

/* The 43-card pack in a fixed order (suits S H D C, low to high, the red fours, the Joker last). */
static int BuildFourHandedPack(Card *cards)
{
    int n = 0;
    for (int s = 0; s < SUIT_COUNT; s++) {
        if (s == SUIT_HEARTS || s == SUIT_DIAMONDS) {
            cards[n++] = Card_Make(4, (Suit)s);
        }
        for (int r = 5; r <= RANK_ACE; r++) {
            cards[n++] = Card_Make(r, (Suit)s);
        }
    }
    cards[n++] = CARD_JOKER;
    return n;
}

static void Give(FiveHundredState *st, int seat, Card c)
{
    st->hand[seat] |= FiveHundred_Mask(c);
    st->handCount[seat]++;
}

void FhDeal_Start(FiveHundredState *st)
{
    ResetDeal(st);
    uint64_t seed = st->deal <= 1 ? st->seed : Rng_Mix(st->seed + st->deal);
    Card cards[PACK_MAX_CARDS];
    int count;
    if (st->variant == FH_FOUR_HANDED) {
        count = BuildFourHandedPack(cards);
        Rng rng = Rng_Make(seed);
        Rng_Shuffle(&rng, cards, count);
    } else {
        /* The same shuffle as `parlour-cli deal --pack five-hundred --seed N`. */
        Pack pack = Pack_Shuffled(PACK_FIVE_HUNDRED, seed);
        count = pack.count;
        memcpy(cards, pack.cards, (size_t)count);
    }
    /* Three rounds of three and one of one, from the dealer's left; two-handed deals the dead hand third. */
    int hands = st->variant == FH_TWO_HANDED ? 3 : st->players;
    static const int kRounds[4] = {3, 3, 3, 1};
    int next = 0;
    for (int round = 0; round < 4; round++) {
        for (int h = 0; h < hands; h++) {
            for (int i = 0; i < kRounds[round]; i++) {
                Card c = cards[next++];
                if (h < st->players) {
                    Give(st, (st->dealer + 1 + h) % st->players, c);
                } else {
                    st->dummy |= FiveHundred_Mask(c);
                    st->dummyCount++;
                }
            }
        }
    }
    for (; next < count; next++) {
        st->widow |= FiveHundred_Mask(cards[next]);
        st->widowCount++;
    }
    st->toAct = (uint8_t)NextSeat(st, st->dealer);
    st->leader = st->toAct;
}

/* The cut: Joker lowest, then the ace, then 7 up to the king; the lowest deals, a tie cuts again. */
static int CutKey(Card c)
{
    if (Card_IsJoker(c)) {
        return 0;
    }
    return Card_Rank(c) == RANK_ACE ? 1 : Card_Rank(c);
}

static int CutForDeal(uint64_t seed, int players)
{
    Pack pack = Pack_Shuffled(PACK_FIVE_HUNDRED, Rng_Mix(seed ^ 0x637574ULL));
    int next = 0;
    unsigned contenders = (1u << players) - 1;
    while (next + players <= pack.count) {
        int low = 99;
        unsigned lowest = 0;
        for (int p = 0; p < players; p++) {
            if (!(contenders & (1u << p))) {
                continue;
            }
            int k = CutKey(pack.cards[next++]);
            if (k < low) {
                low = k;
                lowest = 1u << p;
            } else if (k == low) {
                lowest |= 1u << p;
            }
        }
        if ((lowest & (lowest - 1)) == 0) {
            return LowBit(lowest);
        }
        contenders = lowest;
    }
    return 0;
}

GameStatus FiveHundred_Init(FiveHundredState *st, int variant, uint64_t seed)
{
    if (variant < 0 || variant >= FH_VARIANT_COUNT) {
        return GAME_ERR_MALFORMED;
    }
    memset(st, 0, sizeof *st);
    st->variant = (uint8_t)variant;
    st->players = (uint8_t)FiveHundred_Players(variant);
    st->sides = (uint8_t)(variant == FH_FOUR_HANDED ? 2 : st->players);
    st->pack = FiveHundred_PackOf(variant);
    st->seed = seed;
    st->deal = 1;
    st->winner = FH_NOBODY;
    /* The last trick stays on show across a deal's end (the table shows how the deal finished). */
    st->lastLeader = FH_NOBODY;
    st->lastWinner = FH_NOBODY;
    memset(st->lastTrick, CARD_NONE, sizeof st->lastTrick);
    st->dealer = (uint8_t)CutForDeal(seed, st->players);
    FhDeal_Start(st);
    return GAME_OK;
}

bool FiveHundred_Setup(FiveHundredState *st, int variant, int dealer, const Card *const hands[FH_MAX_SEATS],
                       const int counts[FH_MAX_SEATS], const Card *widow, int widowCount)
{
    if (variant < 0 || variant >= FH_VARIANT_COUNT) {
        return false;
    }
    FiveHundredState s;
    FiveHundred_Init(&s, variant, 0);
    if (dealer < 0 || dealer >= s.players || widowCount < 0 || widowCount > FH_WIDOW) {
        return false;
    }
    s.dealer = (uint8_t)dealer;
    ResetDeal(&s);
    uint64_t used = 0;
    for (int p = 0; p < s.players; p++) {
        if (counts[p] < 0 || counts[p] > FH_HAND || counts[p] != counts[0]) {
            return false;
        }
        for (int i = 0; i < counts[p]; i++) {
            if (!Card_IsValid(hands[p][i])) {
                return false;
            }
            uint64_t m = FiveHundred_Mask(hands[p][i]);
            if (!(m & s.pack) || (used & m)) {
                return false;
            }
            used |= m;
            Give(&s, p, hands[p][i]);
        }
    }
    for (int i = 0; i < widowCount; i++) {
        if (!Card_IsValid(widow[i])) {
            return false;
        }
        uint64_t m = FiveHundred_Mask(widow[i]);
        if (!(m & s.pack) || (used & m)) {
            return false;
        }
        used |= m;
        s.widow |= m;
        s.widowCount++;
    }
    /* Every other card counts as played in tricks before the position (so a position may start late). */
    s.played = s.pack & ~used;
    s.tricksPlayed = (uint8_t)(FH_TRICKS - counts[0]);
    s.toAct = (uint8_t)NextSeat(&s, dealer);
    s.leader = s.toAct;
    *st = s;
    return true;
}

bool FiveHundred_SetupContract(FiveHundredState *st, int bidder, int bid, const Card *discard)
{
    if (st->phase != FH_PHASE_BID || st->callCount != 0) {
        return false;
    }
    if (bidder == FH_NOBODY) {
        st->passed = (uint8_t)((1u << st->players) - 1);
        st->phase = FH_PHASE_PLAY;
        st->leader = st->toAct = (uint8_t)NextSeat(st, st->dealer);
        return true;
    }
    if (bidder < 0 || bidder >= st->players || bid < 0 || bid >= FH_BIDS) {
        return false;
    }
    uint64_t all = st->hand[bidder] | st->widow;
    uint64_t away = 0;
    for (int i = 0; i < FH_WIDOW && discard != NULL; i++) {
        if (!Card_IsValid(discard[i])) {
            return false;
        }
        uint64_t m = FiveHundred_Mask(discard[i]);
        if (!(all & m) || (away & m)) {
            return false;
        }
        away |= m;
    }
    st->bidder = (uint8_t)bidder;
    st->bid = (uint8_t)bid;
    st->trumps = (uint8_t)FiveHundred_BidDenomination(bid);
    st->passed = (uint8_t)(((1u << st->players) - 1) & ~(1u << bidder));
    st->hand[bidder] = all & ~away;
    st->handCount[bidder] = (uint8_t)PopCount(st->hand[bidder]);
    st->discard = away;
    st->discardCount = (uint8_t)PopCount(away);
    st->widow = 0;
    st->widowCount = 0;
    st->phase = FH_PHASE_PLAY;
    st->leader = st->toAct = (uint8_t)bidder;
    return true;
}

void FiveHundred_SetScores(FiveHundredState *st, const int net[FH_MAX_SEATS])
{
    for (int s = 0; s < FH_MAX_SEATS; s++) {
        st->won[s] = s < st->sides ? net[s] : 0;
        st->lost[s] = 0;
    }
    st->dealsDropped = 1; /* the scores no longer add up from the history kept */
}

void FiveHundred_View(const FiveHundredState *st, int seat, FiveHundredState *out)
{
    if (out != st) {
        *out = *st;
    }
    if (seat < 0 || seat >= FH_MAX_SEATS) {
        /*
         * The public view (GAME_NOBODY; anything else that is no seat sees no more): what every seat may
         * see. No hand, no widow, no discard, no dead hand; what the bidder took up is his alone. The
         * calls, the trick, the cards played and who played them, the counts and the scores are public.
         */
        seat = -1;
        out->seed = 0;
    }
    out->viewer = seat < 0 ? FH_PUBLIC_VIEW : (uint8_t)seat;
    for (int p = 0; p < FH_MAX_SEATS; p++) {
        if (p != seat) {
            out->hand[p] = 0;
        }
    }
    out->widow = 0;
    if (seat != st->bidder) {
        out->widowTaken = 0;
    }
    out->discard = 0;
    out->dummy = 0;
}

/* Where unseen cards may lie when sampling a view. */
enum {
    LOC_WIDOW = FH_MAX_SEATS,
    LOC_DISCARD,
    LOC_DUMMY,
    LOC_COUNT
};

/* Whether a seat that showed out of the suits in voids may hold card c. */
static bool MayHold(const FiveHundredState *st, int seat, Card c)
{
    for (int s = 0; s < SUIT_COUNT; s++) {
        if ((st->voids[seat] & (1u << s)) && (FiveHundred_FollowBits((Suit)s, st->trumps) & FiveHundred_Mask(c))) {
            return false;
        }
    }
    return true;
}

bool FiveHundred_Sample(const FiveHundredState *view, Rng *rng, FiveHundredState *out)
{
    if (view->viewer == FH_FULL_VIEW) {
        *out = *view;
        return true;
    }
    int me = view->viewer;
    if (me >= FH_MAX_SEATS) {
        return false; /* the public view (FH_PUBLIC_VIEW): no seat's hand to start from */
    }
    uint64_t seen = view->hand[me] | view->played;
    for (int i = 0; i < view->trickCount; i++) {
        seen |= FiveHundred_Mask(view->trick[i]);
    }
    uint64_t unseen = view->pack & ~seen;
    Card cards[64];
    int n = 0;
    for (uint64_t x = unseen; x != 0; x &= x - 1) {
        cards[n++] = FiveHundred_CardAt(LowBit(x));
    }
    int need[LOC_COUNT] = {0};
    int total = 0;
    for (int p = 0; p < view->players; p++) {
        need[p] = p == me ? 0 : view->handCount[p];
        total += need[p];
    }
    need[LOC_WIDOW] = view->widowCount;
    need[LOC_DISCARD] = view->discardCount;
    need[LOC_DUMMY] = view->dummyCount;
    total += need[LOC_WIDOW] + need[LOC_DISCARD] + need[LOC_DUMMY];
    if (total != n) {
        return false;
    }
    /*
     * Deal the unseen cards at random to the places they may be, the most
     * constrained cards first (those some seats are known to be void of);
     * a dead end starts again. Each card goes to a place in proportion to
     * its room, which is uniform when nobody has shown out.
     */
    for (int attempt = 0; attempt < 200; attempt++) {
        Rng_Shuffle(rng, cards, n);
        int order[64];
        int k = 0;
        for (int pass = 0; pass < 2; pass++) {
            for (int i = 0; i < n; i++) {
                bool constrained = false;
                for (int p = 0; p < view->players; p++) {
                    constrained = constrained || (p != me && need[p] > 0 && !MayHold(view, p, cards[i]));
                }
                if (constrained == (pass == 0)) {
                    order[k++] = i;
                }
            }
        }
        int room[LOC_COUNT];
        memcpy(room, need, sizeof room);
        FiveHundredState w = *view;
        w.viewer = FH_FULL_VIEW;
        bool ok = true;
        for (int j = 0; j < n && ok; j++) {
            Card c = cards[order[j]];
            int weight[LOC_COUNT];
            int sum = 0;
            for (int l = 0; l < LOC_COUNT; l++) {
                weight[l] = room[l] > 0 && (l >= FH_MAX_SEATS || MayHold(view, l, c)) ? room[l] : 0;
                sum += weight[l];
            }
            if (sum == 0) {
                ok = false;
                break;
            }
            int r = (int)Rng_Below(rng, (uint64_t)sum);
            int l = 0;
            while (r >= weight[l]) {
                r -= weight[l];
                l++;
            }
            room[l]--;
            uint64_t m = FiveHundred_Mask(c);
            if (l < FH_MAX_SEATS) {
                w.hand[l] |= m;
            } else if (l == LOC_WIDOW) {
                w.widow |= m;
            } else if (l == LOC_DISCARD) {
                w.discard |= m;
            } else {
                w.dummy |= m;
            }
        }
        if (ok) {
            *out = w;
            return true;
        }
    }
    return false;
}

uint64_t FiveHundred_Hash(const FiveHundredState *st)
{
    uint64_t h = GAME_HASH_SEED;
    const uint8_t small[] = {st->variant,      st->players,    st->sides,      st->phase,        st->viewer,
                             st->dealer,       st->toAct,      st->leader,     st->bidder,       st->bid,
                             st->trumps,       st->passed,     st->callCount,  st->trickCount,   st->jokerSuit,
                             st->jokerDead,    st->tricksPlayed, st->lastLeader, st->lastWinner, st->firstOver,
                             st->winner,       st->historyCount, st->widowCount, st->discardCount, st->dummyCount};
    h = Game_HashBytes(h, small, sizeof small);
    const uint16_t deals[2] = {st->deal, st->dealsDropped};
    h = Game_HashBytes(h, deals, sizeof deals);
    h = Game_HashBytes(h, st->handCount, sizeof st->handCount);
    h = Game_HashBytes(h, st->tricksWon, sizeof st->tricksWon);
    h = Game_HashBytes(h, st->voids, sizeof st->voids);
    h = Game_HashBytes(h, st->calls, st->callCount);
    h = Game_HashBytes(h, st->callSeat, st->callCount);
    h = Game_HashBytes(h, st->trick, sizeof st->trick);
    h = Game_HashBytes(h, st->lastTrick, sizeof st->lastTrick);
    const uint64_t sets[] = {st->seed,  st->hand[0], st->hand[1], st->hand[2], st->hand[3], st->widow,
                             st->discard, st->dummy, st->played, st->pack, st->widowTaken};
    h = Game_HashBytes(h, sets, sizeof sets);
    h = Game_HashBytes(h, st->won, sizeof st->won);
    h = Game_HashBytes(h, st->lost, sizeof st->lost);
    for (int i = 0; i < st->historyCount && i < FH_HISTORY_MAX; i++) {
        const FiveHundredDeal *d = &st->history[i];
        const uint8_t b[] = {d->dealer, d->bidder, d->bid, d->made, d->tricks[0], d->tricks[1], d->tricks[2],
                             d->tricks[3], d->winner, d->winByBid};
        h = Game_HashBytes(h, b, sizeof b);
        h = Game_HashBytes(h, d->won, sizeof d->won);
        h = Game_HashBytes(h, d->lost, sizeof d->lost);
        h = Game_HashBytes(h, d->net, sizeof d->net);
    }
    return h;
}

#define FAIL(...)                                                                                                      \
    do {                                                                                                               \
        snprintf(why, size, __VA_ARGS__);                                                                              \
        return false;                                                                                                  \
    } while (0)

bool FiveHundred_CheckInvariants(const FiveHundredState *st, char *why, size_t size)
{
    if (st->viewer != FH_FULL_VIEW) {
        FAIL("a view, not a full state");
    }
    uint64_t seen = 0;
    int trickCards = 0;
    for (int i = 0; i < st->trickCount; i++) {
        uint64_t m = FiveHundred_Mask(st->trick[i]);
        if (seen & m) {
            FAIL("a card of the trick twice");
        }
        seen |= m;
        trickCards++;
    }
    uint64_t places[] = {st->hand[0], st->hand[1], st->hand[2], st->hand[3], st->widow, st->discard, st->dummy,
                         st->played};
    for (size_t i = 0; i < sizeof places / sizeof places[0]; i++) {
        if (seen & places[i]) {
            FAIL("a card in two places (place %zu)", i);
        }
        seen |= places[i];
    }
    uint64_t inTrick = 0, claimed = 0;
    for (int i = 0; i < st->trickCount; i++) {
        inTrick |= FiveHundred_Mask(st->trick[i]);
    }
    for (int p = 0; p < FH_MAX_SEATS; p++) {
        if ((st->playedBy[p] & ~(st->played | inTrick)) != 0 || (st->playedBy[p] & claimed) != 0) {
            FAIL("seat %d is said to have played a card not played, or another's", p);
        }
        claimed |= st->playedBy[p];
    }
    if (seen != st->pack) {
        FAIL("cards missing or foreign: %016llx against the pack %016llx", (unsigned long long)seen,
             (unsigned long long)st->pack);
    }
    for (int p = 0; p < FH_MAX_SEATS; p++) {
        if (PopCount(st->hand[p]) != st->handCount[p] || (p >= st->players && st->hand[p] != 0)) {
            FAIL("seat %d holds %d cards but counts %d", p, PopCount(st->hand[p]), st->handCount[p]);
        }
    }
    if (PopCount(st->widow) != st->widowCount || PopCount(st->discard) != st->discardCount ||
        PopCount(st->dummy) != st->dummyCount) {
        FAIL("the widow, discard or dead hand miscounted");
    }
    if (st->phase == FH_PHASE_PLAY) {
        /* Everyone who has played to this trick holds one card fewer than those still to play. */
        for (int i = 0; i < st->players; i++) {
            int seat = (st->leader + i) % st->players;
            int expect = FH_TRICKS - st->tricksPlayed - (i < st->trickCount ? 1 : 0);
            if (st->handCount[seat] != expect) {
                FAIL("seat %d holds %d cards at trick %d, expected %d", seat, st->handCount[seat], st->tricksPlayed + 1,
                     expect);
            }
        }
        if (st->toAct != (st->leader + st->trickCount) % st->players) {
            FAIL("the wrong seat to play");
        }
    }
    int tricks = 0;
    for (int p = 0; p < st->players; p++) {
        tricks += st->tricksWon[p];
    }
    if (tricks > st->tricksPlayed) {
        FAIL("%d tricks won of %d played", tricks, st->tricksPlayed);
    }
    bool dealStart = st->phase == FH_PHASE_OVER || (st->phase == FH_PHASE_BID && st->callCount == 0);
    if (st->dealsDropped == 0 && dealStart) {
        /* Every column is the sum of its deals (checked where a deal has just been settled: nothing changes between). */
        for (int s = 0; s < st->sides; s++) {
            int won = 0, lost = 0;
            for (int i = 0; i < st->historyCount; i++) {
                won += st->history[i].won[s];
                lost += st->history[i].lost[s];
                if (st->history[i].net[s] != won - lost) {
                    FAIL("deal %d: side %d's net %d is not %d", i + 1, s, st->history[i].net[s], won - lost);
                }
            }
            if (won != st->won[s] || lost != st->lost[s]) {
                FAIL("side %d: WON %d LOST %d, the deals add to %d and %d", s, st->won[s], st->lost[s], won, lost);
            }
        }
    }
    if (st->phase == FH_PHASE_OVER && (st->winner >= st->sides || FiveHundred_Net(st, st->winner) < FH_GAME)) {
        FAIL("over without a winner at %d", FH_GAME);
    }
    if (st->phase != FH_PHASE_OVER) {
        for (int s = 0; s < st->sides; s++) {
            if (FiveHundred_Net(st, s) >= FH_GAME) {
                FAIL("side %d has %d and the game goes on", s, FiveHundred_Net(st, s));
            }
        }
    }
    return true;
}
