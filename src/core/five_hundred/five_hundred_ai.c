/* five_hundred_ai.c: the computer's knowledge of Five Hundred: bidding values, the discard, trick play. */
#include "five_hundred_ai.h"

#include "five_hundred_local.h"
#include "five_hundred_bid.h"
#include "five_hundred_search.h"


#include <math.h>
#include <string.h>

#define S(st) ((const FiveHundredState *)(st))

static bool Has(uint64_t set, Card c)
{
    return (set & FiveHundred_Mask(c)) != 0;
}

/* Tricks from the trumps of a hand in a trump denomination: the top cards, then the length. */
static double TrumpTricks(uint64_t hand, int d, int *count)
{
    Suit t = FiveHundred_DenominationSuit(d);
    uint64_t trumps = hand & FiveHundred_FollowBits(t, d);
    int n = PopCount(trumps);
    static const double kTop[] = {1.0, 0.95, 0.8, 0.7, 0.45, 0.25}; /* Joker, right, left, A, K, Q */
    Card tops[6] = {CARD_JOKER, Card_Make(RANK_JACK, t), Card_Make(RANK_JACK, (Suit)(3 - (int)t)),
                    Card_Make(RANK_ACE, t), Card_Make(RANK_KING, t), Card_Make(RANK_QUEEN, t)};
    double e = 0;
    int honours = 0;
    for (int i = 0; i < 6; i++) {
        if (Has(trumps, tops[i])) {
            e += kTop[i];
            honours++;
        }
    }
    /* Small trumps win once the high ones are drawn; a long suit more surely. */
    int small = n - honours;
    if (small > 0 && n >= 4) {
        e += 0.6 * small;
    } else if (small > 0) {
        e += 0.25 * small;
    }
    *count = n;
    return e;
}

/* Tricks from a plain suit (aces, guarded kings, queens with both; at No-trumps the length too). */
static double SideTricks(uint64_t cards, Suit s, bool noTrumps)
{
    int n = PopCount(cards);
    bool a = Has(cards, Card_Make(RANK_ACE, s)), k = Has(cards, Card_Make(RANK_KING, s)),
         q = Has(cards, Card_Make(RANK_QUEEN, s));
    double e = 0;
    if (a) {
        e += n <= 5 ? 0.9 : 0.6;
    }
    if (k && (a || n >= 2)) {
        e += a ? 0.7 : 0.45;
    }
    if (q && a && k) {
        e += 0.4;
    }
    if (noTrumps && a && n >= 4) {
        e += 0.5 * (n - 3); /* long cards once the suit is cleared */
    }
    return e;
}

double FiveHundredAi_HandTricks(uint64_t hand, int d, int variant)
{
    double e = 0;
    if (d == FH_NO_TRUMPS) {
        e += Has(hand, CARD_JOKER) ? 1.0 : 0;
        for (int s = 0; s < SUIT_COUNT; s++) {
            e += SideTricks(hand & FiveHundred_SuitBits((Suit)s), (Suit)s, true);
        }
    } else {
        int trumps = 0;
        e += TrumpTricks(hand, d, &trumps);
        Suit t = FiveHundred_DenominationSuit(d);
        int spare = trumps - 3;
        for (int s = 0; s < SUIT_COUNT; s++) {
            if (s == (int)t) {
                continue;
            }
            uint64_t cards = hand & FiveHundred_FollowBits((Suit)s, d);
            e += SideTricks(cards, (Suit)s, false);
            int n = PopCount(cards);
            if (spare > 0 && n <= 1) {
                e += n == 0 ? 0.5 * (spare > 2 ? 2 : spare) : 0.3; /* ruffs */
                spare -= n == 0 ? 2 : 1;
            }
        }
    }
    e += 1.0; /* the widow, on average (three cards: about one more trump or ace) */
    if (variant == FH_TWO_HANDED) {
        e += 1.2; /* one opponent, and a third of the pack out of play */
    } else if (variant == FH_FOUR_HANDED) {
        e += 1.8; /* the partner's help */
    }
    return e;
}

/* How much a card is worth keeping (trumps, the Joker and aces most), for the discard and for throwing. */
static double KeepValue(Card c, int trumps)
{
    if (Card_IsJoker(c)) {
        return 200;
    }
    int ts = trumps < FH_NO_TRUMPS ? FiveHundred_TrumpStrength(c, trumps) : 0;
    if (ts > 0) {
        return 60 + 4 * ts;
    }
    switch (Card_Rank(c)) {
    case RANK_ACE: return 40;
    case RANK_KING: return 16;
    case RANK_QUEEN: return 8;
    default: return Card_Rank(c) - 4;
    }
}

static void RateBids(const FiveHundredState *st, int seat, const GameAction *acts, int n, double *out)
{
    double est[5];
    for (int d = 0; d <= FH_NO_TRUMPS; d++) {
        est[d] = FiveHundredAi_HandTricks(st->hand[seat], d, st->variant);
    }
    for (int i = 0; i < n; i++) {
        if (acts[i].kind != FH_ACT_BID) {
            out[i] = 0; /* the pass */
            continue;
        }
        int bid = acts[i].choice;
        double margin = est[FiveHundred_BidDenomination(bid)] - FiveHundred_BidTricks(bid);
        int value = FiveHundred_BidValue(bid);
        out[i] = margin >= -0.25 ? value * 0.5 + 10 * margin : value * margin - 20;
    }
}

static void RateDiscards(const FiveHundredState *st, int seat, const GameAction *acts, int n, double *out)
{
    uint64_t hand = st->hand[seat];
    int counts[SUIT_COUNT];
    for (int s = 0; s < SUIT_COUNT; s++) {
        counts[s] = PopCount(hand & FiveHundred_FollowBits((Suit)s, st->trumps));
    }
    Suit t = FiveHundred_DenominationSuit(st->trumps);
    for (int i = 0; i < n; i++) {
        double r = 0;
        int gone[SUIT_COUNT] = {0};
        for (int k = 0; k < acts[i].count; k++) {
            Card c = acts[i].cards[k];
            r -= KeepValue(c, st->trumps);
            int s = FiveHundred_EffectiveSuit(c, st->trumps);
            if (s >= 0) {
                gone[s]++;
            }
        }
        for (int s = 0; s < SUIT_COUNT && st->trumps < FH_NO_TRUMPS; s++) {
            if (s != (int)t && counts[s] > 0 && gone[s] == counts[s]) {
                r += 14; /* a void to ruff with */
            }
        }
        out[i] = r;
    }
}

/* Whether seat p plays with seat (its side, or a fellow opponent of the bidder). */
static bool Friend(const FiveHundredState *st, int seat, int p)
{
    if (SideOfSeat(st, p) == SideOfSeat(st, seat)) {
        return true;
    }
    return st->bidder != FH_NOBODY && SideOfSeat(st, seat) != SideOfSeat(st, st->bidder) &&
           SideOfSeat(st, p) != SideOfSeat(st, st->bidder);
}

/* Cards not yet seen by seat (in the others' hands, the widow, the discard or the dead hand). */
static uint64_t Unseen(const FiveHundredState *st, int seat)
{
    uint64_t seen = st->hand[seat] | st->played;
    for (int i = 0; i < st->trickCount; i++) {
        seen |= FiveHundred_Mask(st->trick[i]);
    }
    return st->pack & ~seen;
}

/* Whether c, led now, beats every unseen card that could be played to it (a master card). */
static bool IsMaster(const FiveHundredState *st, Card c, uint64_t unseen)
{
    int led = FiveHundred_EffectiveSuit(c, st->trumps);
    if (led < 0) {
        return true; /* the Joker at No-trumps */
    }
    int power = FhPlay_Power(st, c, led, false);
    for (uint64_t x = unseen; x != 0; x &= x - 1) {
        Card o = FiveHundred_CardAt(LowBit(x));
        int eff = FiveHundred_EffectiveSuit(o, st->trumps);
        bool follows = eff == led || (st->trumps == FH_NO_TRUMPS && Card_IsJoker(o));
        if (follows && FhPlay_Power(st, o, led, false) > power) {
            return false;
        }
    }
    return true;
}

static void RatePlays(const FiveHundredState *st, int seat, const GameAction *acts, int n, double *out)
{
    uint64_t unseen = Unseen(st, seat);
    bool trumpsOut = st->trumps < FH_NO_TRUMPS &&
                     (unseen & FiveHundred_FollowBits(FiveHundred_DenominationSuit(st->trumps), st->trumps)) != 0;
    bool bidderSide = st->bidder != FH_NOBODY && SideOfSeat(st, seat) == SideOfSeat(st, st->bidder);
    int led = FhPlay_LedSuit(st);
    int winner = FiveHundred_TrickWinner(st);
    int bestPower = -1;
    for (int i = 0; i < st->trickCount; i++) {
        int p = FhPlay_Power(st, st->trick[i], led, st->jokerDead && i > 0);
        bestPower = p > bestPower ? p : bestPower;
    }
    bool last = st->trickCount == st->players - 1;
    uint64_t hand = st->hand[seat];
    for (int i = 0; i < n; i++) {
        Card c = acts[i].cards[0];
        double keep = KeepValue(c, st->trumps);
        if (st->trickCount == 0) {
            int eff = FiveHundred_EffectiveSuit(c, st->trumps);
            bool trump = st->trumps < FH_NO_TRUMPS && FiveHundred_TrumpStrength(c, st->trumps) > 0;
            if (IsMaster(st, c, unseen) && (!trump || (bidderSide && trumpsOut))) {
                out[i] = 30 - 0.05 * keep; /* a sure trick (trumps drawn by the bidder's side) */
            } else if (trump) {
                out[i] = bidderSide && trumpsOut ? -5 - 0.05 * keep : -30 - 0.1 * keep;
            } else {
                int len = eff >= 0 ? PopCount(hand & FiveHundred_FollowBits((Suit)eff, st->trumps)) : 0;
                out[i] = -0.3 * keep + len; /* low from a long suit */
            }
            if (acts[i].choice > 0) {
                /* The Joker led at No-trumps: name the suit that draws out the most of the seat's length. */
                out[i] += PopCount(hand & FiveHundred_SuitBits((Suit)(acts[i].choice - 1)));
            }
            continue;
        }
        bool dead = Card_IsJoker(c) && st->trumps == FH_NO_TRUMPS && (st->voids[seat] & (1u << led));
        int power = FhPlay_Power(st, c, led, dead);
        bool wins = power > bestPower;
        if (Friend(st, seat, winner) && (last || bestPower >= 60)) {
            out[i] = -keep; /* the trick is ours: throw low */
        } else if (wins) {
            bool sure = last || IsMaster(st, c, unseen);
            out[i] = (sure ? 25 : 12) - 0.1 * keep;
        } else {
            out[i] = -keep;
        }
    }
}

static void Rate(const GameState *gs, int seat, const GameAction *acts, int n, double *out)
{
    const FiveHundredState *st = S(gs);
    switch (st->phase) {
    case FH_PHASE_BID: RateBids(st, seat, acts, n, out); break;
    case FH_PHASE_DISCARD: RateDiscards(st, seat, acts, n, out); break;
    case FH_PHASE_PLAY: RatePlays(st, seat, acts, n, out); break;
    default:
        for (int i = 0; i < n; i++) {
            out[i] = 0;
        }
        break;
    }
}

/*
 * How far apart in points two sides' chances of the game are: a side
 * EVAL_SPREAD points nearer 500 is e times as likely to get there first.
 */
#define EVAL_SPREAD 150.0

/*
 * A finished game is worth +-1000; an unfinished one 1000 * (2p - 1), p the
 * side's chance of the game estimated from how far each side is from 500
 * (a softmax of the distances). Any bounded value under a win would do to
 * end games; a plain score difference does not: four-handed, a pair at 460
 * against a pair at -4800 valued staying at 460 (a lead of 5,260) above
 * winning (1,000), so it bid contracts it could not make rather than
 * defend for the four tricks that would win, and the game never ended
 * (seed 730040 of the bench).
 */
static double Evaluate(const GameState *gs, int seat)
{
    const FiveHundredState *st = S(gs);
    int side = SideOfSeat(st, seat);
    if (st->phase == FH_PHASE_OVER) {
        return st->winner == side ? 1000 : -1000;
    }
    double need[FH_MAX_SEATS], nearest = 1e18;
    for (int s = 0; s < st->sides; s++) {
        double n = FH_GAME - FiveHundred_Net(st, s);
        need[s] = n > 1 ? n : 1;
        nearest = need[s] < nearest ? need[s] : nearest;
    }
    double total = 0, mine = 0;
    for (int s = 0; s < st->sides; s++) {
        double w = exp(-(need[s] - nearest) / EVAL_SPREAD); /* relative to the nearest: no overflow */
        total += w;
        mine = s == side ? w : mine;
    }
    return 1000.0 * (2.0 * mine / total - 1.0);
}

/*
 * The last tricks solved exactly in a determinised world (every card known):
 * a full search of the card play, each seat choosing for its side (the two
 * opponents of a bidder as partners), valued by evaluate() once the deal is
 * settled. Only the last SOLVE_TRICKS tricks are searched (at most 8
 * lines of play for three players), which is where a playout's loose play
 * costs most: a set contract or a saved one.
 */
#define SOLVE_TRICKS 2

static double SolveNode(const FiveHundredState *st, int seat, int deal, long *budget, bool *out, GameAction *best)
{
    if (--*budget < 0) {
        *out = true;
        return 0;
    }
    if (st->deal != deal || st->phase != FH_PHASE_PLAY) {
        return Evaluate((const GameState *)(const void *)st, seat);
    }
    int toAct = st->toAct;
    bool mine = Friend(st, seat, toAct);
    GameAction acts[16];
    int n = FiveHundred_Legal(st, toAct, acts, 16);
    double bestValue = mine ? -1e18 : 1e18;
    FiveHundredState next;
    for (int i = 0; i < n; i++) {
        /* A led Joker's naming matters only for which suit must follow; every naming is tried. */
        next = *st;
        if (FiveHundred_Apply(&next, toAct, acts[i]) != FH_WHY_OK) {
            continue;
        }
        double v = SolveNode(&next, seat, deal, budget, out, NULL);
        if (*out) {
            return 0;
        }
        if (mine ? v > bestValue : v < bestValue) {
            bestValue = v;
            if (best != NULL) {
                *best = acts[i];
            }
        }
    }
    return bestValue;
}

static bool Solve(const GameState *gs, int seat, long *budget, double *value, GameAction *best)
{
    const FiveHundredState *st = S(gs);
    if (st->viewer != FH_FULL_VIEW || st->phase != FH_PHASE_PLAY || FH_TRICKS - st->tricksPlayed > SOLVE_TRICKS) {
        return false; /* cards still hidden, or too far from the end to be worth it */
    }
    bool out = false;
    GameAction move;
    double v = SolveNode(st, seat, st->deal, budget, &out, &move);
    if (out) {
        return false;
    }
    *value = v;
    if (best != NULL) {
        *best = move;
    }
    return true;
}

/* A playout ends with its deal: the next deal's cards would be dealt from the real seed, which the seat cannot know. */
static bool Stop(const GameState *root, const GameState *st)
{
    return S(st)->deal != S(root)->deal || S(st)->phase == FH_PHASE_OVER;
}

/* STRONG's own searches: the bid, the discard, the card play's later tricks; the generic search for the rest. */
static bool Choose(const GameState *view, int seat, GameAiLevel level, uint64_t seed, GameAction *out)
{
    const FiveHundredState *st = S(view);
    if (level != GAME_AI_STRONG) {
        return false;
    }
    if (st->phase == FH_PHASE_BID) {
        return FiveHundredAi_SearchBid(st, seat, seed, out);
    }
    if (st->phase == FH_PHASE_DISCARD) {
        return FiveHundredAi_SearchDiscard(st, seat, seed, out);
    }
    if (st->phase != FH_PHASE_PLAY) {
        return false;
    }
    return FiveHundredAi_SearchPlay(st, seat, seed, out);
}

const GameAiPolicy FiveHundredAi_Policy = {
    .game = "five-hundred",
    .rate = Rate,
    .evaluate = Evaluate,
    .stop = Stop,
    .solve = Solve,
    .easyNoise = 8,
    .playoutNoise = 3,
    .choose = Choose,
};
