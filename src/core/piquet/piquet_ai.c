/* piquet_ai.c: Piquet's knowledge for the computer players: hand values, the exchange weighed exactly, play hints. */
#include "piquet_ai.h"
#include "piquet_local.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * Everything here reads only what `seat` may see when given its view (its
 * hand, the cards played, the calls); in a sampled world it may read the
 * world, which is the point of sampling.
 */

/* The chance that a point, a best sequence or a set of this size is good, from the book's advice on what to keep. */
static const double kPointGood[9] = {0, 0, 0, 0.05, 0.25, 0.6, 0.85, 0.97, 1};
static const double kSeqGood[9] = {0, 0, 0, 0.3, 0.55, 0.9, 1, 1, 1};

double PiquetAi_HandValue(PiquetMask hand, bool elder)
{
    PiquetHolding h = Piquet_Hold(hand);
    double v = kPointGood[h.pointCount > 8 ? 8 : h.pointCount] * h.pointCount;
    v += kSeqGood[h.seqLen > 8 ? 8 : h.seqLen] * h.seqScore;
    if (h.setCount == 4) {
        v += (h.setRank >= RANK_QUEEN ? 0.9 : 0.75) * h.setScore;
    } else if (h.setCount == 3) {
        v += (h.setRank == RANK_ACE ? 0.4 : h.setRank == RANK_KING ? 0.3 : 0.15) * h.setScore;
    }
    /* Tricks: aces, guarded kings and queens, and long suits headed by the ace. */
    double tricks = 0;
    for (int s = 0; s < SUIT_COUNT; s++) {
        unsigned bits = (hand >> (s * 8)) & 0xFFu;
        int count = PiqPop(bits);
        bool ace = bits & 0x80u, king = bits & 0x40u, queen = bits & 0x20u;
        tricks += ace ? 1.0 : 0;
        tricks += king ? (count >= 2 ? (ace ? 0.95 : 0.65) : 0.3) : 0;
        tricks += queen ? (count >= 3 ? (ace && king ? 0.9 : 0.4) : 0.1) : 0;
        if (count >= 5) {
            tricks += (ace ? 0.7 : 0.35) * (count - 4);
        }
    }
    v += 1.3 * tricks + (elder ? 1.5 : 0);
    /* The cards: ten for seven tricks, smoothed. */
    v += 10.0 / (1.0 + exp(-1.3 * (tricks - 6.0)));
    return v;
}

static PiquetMask ActMask(GameAction a)
{
    PiquetMask m = 0;
    for (int i = 0; i < a.count; i++) {
        int idx = Piquet_Index(a.cards[i]);
        if (idx >= 0) {
            m |= PIQ_BIT(idx);
        }
    }
    return m;
}

/*
 * How many of the best discards by the quick estimate are weighed exactly
 * over every draw: the strong computer's exchange (and the hint) weighs
 * STRONG_EXACT; the easy and medium ones only MEDIUM_EXACT, a cruder
 * exchange, as a lower level should have (see docs/piquet.md for figures).
 */
enum {
    STRONG_EXACT = 16,
    STRONG_PLAYED = 6, /* of those, how many the strong one plays out over sampled deals */
    MEDIUM_EXACT = 0,
    MAX_EXACT = 32
};
#define DRAW_WORTH 2.0 /* what an unknown card drawn adds on average, for the quick estimate */

double PiqAi_QuickValue(PiquetMask kept, int count, bool elder)
{
    return PiquetAi_HandValue(kept, elder) + DRAW_WORTH * count;
}

PiquetMask PiqAi_QuickDiscard(PiquetMask hand, int most, bool elder)
{
    int idx[PIQ_CARDS];
    int n = 0;
    for (int i = 0; i < PIQ_CARDS; i++) {
        if (hand & PIQ_BIT(i)) {
            idx[n++] = i;
        }
    }
    PiquetMask best = 0;
    double bestV = -1e9;
    for (unsigned sub = 1; sub < (1u << n); sub++) {
        int count = PiqPop(sub);
        if (count > most) {
            continue;
        }
        PiquetMask d = 0;
        for (int i = 0; i < n; i++) {
            if (sub & (1u << i)) {
                d |= PIQ_BIT(idx[i]);
            }
        }
        double v = PiqAi_QuickValue(hand & ~d, count, elder);
        if (v > bestV) {
            bestV = v;
            best = d;
        }
    }
    return best;
}

/* The exchange's ratings: a quick estimate for all, then the best `exact` weighed exactly over every draw (on a view). */
static void RateExchange(const PiquetState *st, int seat, const GameAction *acts, int n, double *out, int exact)
{
    bool elder = seat == Piquet_Elder(st);
    for (int i = 0; i < n; i++) {
        PiquetMask d = ActMask(acts[i]);
        PiquetMask kept = st->hand[seat] & ~d;
        if (st->viewer == PIQ_FULL_VIEW) {
            /* A sampled world: the draw is known. */
            PiquetMask hand = kept;
            for (int k = 0; k < acts[i].count && st->stockPos + k < PIQ_STOCK; k++) {
                hand |= PIQ_BIT(st->stock[st->stockPos + k]);
            }
            out[i] = PiquetAi_HandValue(hand, elder);
        } else {
            out[i] = PiqAi_QuickValue(kept, acts[i].count, elder);
        }
    }
    if (st->viewer == PIQ_FULL_VIEW || exact <= 0) {
        return;
    }
    exact = exact < MAX_EXACT ? exact : MAX_EXACT;
    int top[MAX_EXACT];
    int k = GameAi_TopIndices(out, n, exact, top);
    /* The exact expectations rank above every estimate (they are the same unit, but known, not guessed). */
    for (int j = 0; j < k; j++) {
        PiquetOdds odds;
        if (PiquetOdds_Weigh(st, seat, ActMask(acts[top[j]]), 6, &odds)) {
            out[top[j]] = 1000 + odds.value;
        }
    }
}

/* Whether every higher card of c's suit is gone or in mask (c wins any trick it leads). */
static bool Master(int c, PiquetMask mine, PiquetMask played)
{
    for (int o = PIQ_ORDER(c) + 1; o < 8; o++) {
        int i = PIQ_IDX(PIQ_SUIT(c), o);
        if (((mine | played) & PIQ_BIT(i)) == 0) {
            return false;
        }
    }
    return true;
}

void PiqAi_RatePlay(const PiquetState *st, int seat, const GameAction *acts, int n, double *out)
{
    PiquetMask mine = st->hand[seat];
    PiquetMask played = st->played[0] | st->played[1];
    int lead = st->trickCount == 1 ? st->trickCards[st->tricksDone][0] : -1;
    for (int i = 0; i < n; i++) {
        int c = Piquet_Index(acts[i].cards[0]);
        int suitLen = PiqPop(mine & PiqSuitMask(PIQ_SUIT(c)));
        bool master = Master(c, mine, played);
        double v;
        if (lead < 0) {
            /* Lead winners first, then from the longest suit, keeping its top cards. */
            v = master ? 3.0 + 0.1 * suitLen : 0.3 * suitLen - 0.15 * PIQ_ORDER(c);
        } else if (PIQ_SUIT(c) == PIQ_SUIT(lead)) {
            bool wins = PIQ_ORDER(c) > PIQ_ORDER(lead);
            v = wins ? 2.0 - 0.05 * PIQ_ORDER(c) : -0.1 * PIQ_ORDER(c);
        } else {
            /* A discard: the least useful card, from a suit with no winner in it. */
            bool suitHasMaster = false;
            for (int o = 0; o < 8; o++) {
                int j = PIQ_IDX(PIQ_SUIT(c), o);
                suitHasMaster = suitHasMaster || ((mine & PIQ_BIT(j)) && Master(j, mine, played));
            }
            v = -(master ? 2.0 : 0.1 * PIQ_ORDER(c)) - (suitHasMaster ? 0.5 : 0) + (suitLen <= 2 ? 0.2 : 0);
        }
        out[i] = v;
    }
}

static void Rate(const GameState *gs, int seat, const GameAction *acts, int n, double *out)
{
    const PiquetState *st = (const PiquetState *)gs;
    switch (st->phase) {
    case PIQ_PHASE_EXCHANGE: RateExchange(st, seat, acts, n, out, MEDIUM_EXACT); return;
    case PIQ_PHASE_PLAY: PiqAi_RatePlay(st, seat, acts, n, out); return;
    default: break;
    }
    for (int i = 0; i < n; i++) {
        /* Declare everything; choose to be elder (he leads and may pique); look at the stock. */
        out[i] = acts[i].kind == PIQ_ACT_DECLARE ? 1 : (acts[i].kind == PIQ_ACT_CHOOSE || acts[i].kind == PIQ_ACT_LOOK)
                                                          ? acts[i].choice
                                                          : 0;
    }
}

static double Running(const PiquetState *st, int seat)
{
    int m = Piquet_Multiplier(st, st->deal);
    return (double)(st->total[seat] + m * st->dealScore[seat]) - (double)(st->total[1 - seat] + m * st->dealScore[1 - seat]);
}

static double Evaluate(const GameState *gs, int seat)
{
    const PiquetState *st = (const PiquetState *)gs;
    double v = Running(st, seat);
    if (PiqIsCentVariant(st->variant)) {
        v += 150.0 * (st->gamesWon[seat] - st->gamesWon[1 - seat]);
    }
    /* Stopped between the exchanges of a world: each hand's estimated worth (never a fresh deal's: see stop). */
    if (st->phase == PIQ_PHASE_EXCHANGE && st->exchanged == 1 && st->viewer == PIQ_FULL_VIEW) {
        bool elder = seat == Piquet_Elder(st);
        v += PiquetAi_HandValue(st->hand[seat], elder) - PiquetAi_HandValue(st->hand[1 - seat], !elder);
    }
    return v;
}

static bool Stop(const GameState *gr, const GameState *gs)
{
    const PiquetState *root = (const PiquetState *)gr;
    const PiquetState *st = (const PiquetState *)gs;
    if (st->phase == PIQ_PHASE_OVER || st->deal != root->deal || st->game != root->game) {
        return true;
    }
    return st->phase == PIQ_PHASE_EXCHANGE && st->exchanged != root->exchanged;
}

/* The solver tries only the last tricks, where it finishes within a playout's budget. */
#define SOLVE_TRICKS 8

static bool Solve(const GameState *gs, int seat, long *budget, double *value, GameAction *best)
{
    const PiquetState *st = (const PiquetState *)gs;
    if (PiqIsCentVariant(st->variant) || st->phase != PIQ_PHASE_PLAY || st->viewer != PIQ_FULL_VIEW ||
        PIQ_TRICKS - st->tricksDone > SOLVE_TRICKS) {
        return false;
    }
    int net;
    if (!PiquetAi_SolveTricks(st, seat, budget, &net, best)) {
        return false;
    }
    *value = Running(st, seat) + Piquet_Multiplier(st, st->deal) * net;
    return true;
}

/* The strong computer's exchange: the best of its STRONG_EXACT candidates weighed over every draw. */
static int StrongExchange(const PiquetState *view, int seat, GameAction *acts, double *ratings)
{
    int n = Piquet_Legal(view, seat, acts, PIQ_MAX_ACTIONS);
    if (n <= 0) {
        return -1;
    }
    RateExchange(view, seat, acts, n, ratings, STRONG_EXACT);
    /* The best few by their exact expectation, best first, then played out (piquet_search.c). */
    int cand[STRONG_PLAYED];
    int k = GameAi_TopIndices(ratings, n, STRONG_PLAYED, cand);
    /* Its dice come from the view, so that the hint (which has no move's seed) proposes this very discard. */
    int best = PiqSearch_Exchange(view, seat, Piquet_Hash(view), acts, cand, k);
    return best >= 0 ? best : cand[0];
}

/* Strong's own choice at its exchange (the shared search would rate the discards by the cruder estimate). */
static bool Choose(const GameState *gs, int seat, GameAiLevel level, uint64_t seed, GameAction *out)
{
    const PiquetState *view = (const PiquetState *)gs;
    if (level != GAME_AI_STRONG || Piquet_ToAct(view) != seat) {
        return false;
    }
    if (view->phase == PIQ_PHASE_PLAY) {
        return PiqSearch_Play(view, seat, seed, out);
    }
    if (view->phase != PIQ_PHASE_EXCHANGE) {
        return false;
    }
    GameAction *acts = malloc(PIQ_MAX_ACTIONS * sizeof *acts);
    double *ratings = malloc(PIQ_MAX_ACTIONS * sizeof *ratings);
    int best = acts != NULL && ratings != NULL ? StrongExchange(view, seat, acts, ratings) : -1;
    if (best >= 0) {
        *out = acts[best];
    }
    free(acts);
    free(ratings);
    return best >= 0;
}

const GameAiPolicy PiquetAi_Policy = {
    .game = "piquet",
    .rate = Rate,
    .evaluate = Evaluate,
    .stop = Stop,
    .solve = Solve,
    .easyNoise = 2.5,
    .playoutNoise = 0.3,
    .choose = Choose,
};

bool PiquetAi_ExchangeHint(const PiquetState *view, int seat, GameAction *out, char *why, size_t size)
{
    static GameAction acts[PIQ_MAX_ACTIONS];
    static double ratings[PIQ_MAX_ACTIONS];
    PiquetState v;
    Piquet_View(view, seat, &v);
    if (v.phase != PIQ_PHASE_EXCHANGE || Piquet_ToAct(&v) != seat) {
        return false;
    }
    int best = StrongExchange(&v, seat, acts, ratings);
    if (best < 0) {
        return false;
    }
    *out = acts[best];
    PiquetMask kept = v.hand[seat] & ~ActMask(acts[best]);
    PiquetHolding h = Piquet_Hold(kept);
    PiquetOdds odds;
    PiquetOdds_Weigh(&v, seat, ActMask(acts[best]), 6, &odds);
    char keeps[64] = "";
    if (h.seqLen >= 3) {
        snprintf(keeps, sizeof keeps, "keeps %d in sequence in %s", h.seqLen, Card_SuitName((Suit)h.seqSuit));
    } else {
        snprintf(keeps, sizeof keeps, "keeps %d %s for the point", h.pointCount, Card_SuitName((Suit)h.pointSuit));
    }
    snprintf(why, size, "Discard %d: %s; a quint %.0f%%, a quatorze %.0f%%, a point of six %.0f%%.", acts[best].count,
             keeps, 100 * odds.quint, 100 * odds.quatorze, 100 * odds.point);
    return true;
}
