/* five_hundred_search.c: the strong computer's own card play: sampled worlds, each played out exactly. */
#include "five_hundred_search.h"

#include "five_hundred_bid.h"
#include "five_hundred_dd.h"
#include "five_hundred_local.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/*
 * STRONG's card play ("perfect-information Monte Carlo"): the unseen cards
 * are dealt FH_SEARCH_WORLDS times at random, consistently with all the
 * seat's view shows (FiveHundred_Sample), and in every world each legal
 * card is valued by the exact play of the rest of the deal
 * (five_hundred_dd.c): the bidder's side taking all it can, the others as
 * few. A card's value in a world is what that many tricks are worth to the
 * seat: the contract made or set and ten a trick to the opponents, on the
 * scale of the players' evaluation (the chance of the game). The rating's
 * pick stands unless another card's gain over it is clear. The generic search valued
 * a card by a playout of the rating's loose play, which neither keeps
 * guards nor leads through the bidder, and saw the end only two tricks
 * ahead.
 */

/* Worlds a decision samples. */
#define WORLDS 24
/*
 * Standard errors a card's gain over the rating's pick must clear to be
 * played instead (as the generic search's doubt): with 24 worlds a small
 * mean gain is often luck, and the rating's pick is sound.
 */
#define DOUBT 1.0
/*
 * The solver's nodes a decision may spend, in all its worlds together
 * (about 35 million a second on the development machine, so some 170 ms);
 * the world in hand when they run out is dropped. Fewer than MIN_WORLDS
 * solved worlds say too little: the generic search decides instead.
 */
#define MOVE_NODES 6000000L
/* Worlds dealt, at most, to find one that fits the bidding (FiveHundredAi_SampleBidding). */
#define SAMPLE_TRIES 40
#define MIN_WORLDS 8

/*
 * Before FH_SEARCH_FROM_TRICK the whole rest of a deal costs too much to
 * solve in every world: the rating's best EARLY_CANDIDATES cards are each
 * played, the rating plays on until EARLY_PLAYED tricks are complete, and
 * the rest is solved on EARLY_NODES nodes (as the bid search values a
 * contract), so a move spends at most worlds x candidates x EARLY_NODES.
 */
#define EARLY_CANDIDATES 6
#define EARLY_PLAYED 4
#define EARLY_NODES 40000L

/* As the players' evaluation (five_hundred_ai.c): a side EVAL_SPREAD points nearer 500 is e times as likely to win. */
#define EVAL_SPREAD 150.0

double FiveHundredAi_Chance(const int net[FH_MAX_SEATS], int sides, int side)
{
    double need[FH_MAX_SEATS], nearest = 1e18;
    for (int s = 0; s < sides; s++) {
        double n = FH_GAME - net[s];
        need[s] = n > 1 ? n : 1;
        nearest = need[s] < nearest ? need[s] : nearest;
    }
    double total = 0, mine = 0;
    for (int s = 0; s < sides; s++) {
        double w = exp(-(need[s] - nearest) / EVAL_SPREAD);
        total += w;
        mine = s == side ? w : mine;
    }
    return 1000.0 * (2.0 * mine / total - 1.0);
}

/* The seats whose tricks the exact play counts: the bidder's side, or with no contract the seat's own. */
static unsigned GroupOf(const FiveHundredState *st, int seat)
{
    int side = SideOfSeat(st, st->bidder != FH_NOBODY ? st->bidder : seat);
    unsigned g = 0;
    for (int p = 0; p < st->players; p++) {
        g |= SideOfSeat(st, p) == side ? 1u << p : 0;
    }
    return g;
}

/*
 * What the deal ending with the group on `tricks` tricks is worth to seat:
 * the settlement (the other sides sharing the rest of the tricks by their
 * seats), then +-1000 for a game won or lost (the bidder's precedence,
 * else the highest over 500), else the chance of the game.
 */
double FiveHundredAi_DealValue(const FiveHundredState *st, int seat, int tricks)
{
    unsigned group = GroupOf(st, seat);
    int gside = SideOfSeat(st, st->bidder != FH_NOBODY ? st->bidder : seat);
    int others = st->players - PopCount(group);
    int net[FH_MAX_SEATS] = {0};
    for (int s = 0; s < st->sides; s++) {
        net[s] = FiveHundred_Net(st, s);
    }
    bool made = false;
    if (st->bidder != FH_NOBODY) {
        int value = FiveHundred_BidValue(st->bid);
        made = tricks >= FiveHundred_BidTricks(st->bid);
        net[gside] += made ? (tricks == FH_TRICKS && value < 250 ? 250 : value) : -value;
    } else {
        net[gside] += 10 * tricks;
    }
    for (int p = 0; p < st->players && others > 0; p++) {
        if (!((group >> p) & 1u)) {
            /* Rounded down: a defender's share of an odd count is uncertain. */
            net[SideOfSeat(st, p)] += 10 * ((FH_TRICKS - tricks) / others);
        }
    }
    int winner = -1;
    if (made && net[gside] >= FH_GAME) {
        winner = gside;
    } else {
        for (int s = 0; s < st->sides; s++) {
            if (net[s] >= FH_GAME && (st->bidder == FH_NOBODY || s != gside) && (winner < 0 || net[s] > net[winner])) {
                winner = s;
            }
        }
    }
    int mine = SideOfSeat(st, seat);
    if (winner >= 0) {
        return winner == mine ? 1000 : -1000;
    }
    return FiveHundredAi_Chance(net, st->sides, mine);
}

bool FiveHundredAi_SearchPlay(const FiveHundredState *view, int seat, uint64_t seed, GameAction *out)
{
    if (view->phase != FH_PHASE_PLAY || view->toAct != seat) {
        return false;
    }
    GameAction acts[16];
    int n = FiveHundred_Legal(view, seat, acts, 16);
    if (n <= 1) {
        return false;
    }
    double rating[16];
    FiveHundredAi_Policy.rate((const GameState *)(const void *)view, seat, acts, n, rating);
    /* Candidates in the rating's order, so that a tie keeps the rating's pick. */
    int order[16];
    for (int i = 0; i < n; i++) {
        int j = i;
        for (; j > 0 && rating[order[j - 1]] < rating[i]; j--) {
            order[j] = order[j - 1];
        }
        order[j] = i;
    }
    FhDdTable *table = FhDd_NewTable();
    FiveHundredState *world = malloc(sizeof *world);
    FiveHundredState *play = malloc(sizeof *play);
    if (table == NULL || world == NULL || play == NULL) {
        FhDd_FreeTable(table);
        free(world);
        free(play);
        return false;
    }
    bool early = view->tricksPlayed < (view->players == 4 ? FH_SEARCH_FROM_TRICK_FOUR : FH_SEARCH_FROM_TRICK);
    int candidates = early && n > EARLY_CANDIDATES ? EARLY_CANDIDATES : n;
    unsigned group = GroupOf(view, seat);
    int already = 0;
    for (int p = 0; p < view->players; p++) {
        already += ((group >> p) & 1u) ? view->tricksWon[p] : 0;
    }
    double gain[16] = {0}, gainSq[16] = {0};
    int worlds = 0;
    Rng rng = Rng_Make(Rng_Mix(seed ^ 0x646473656172ULL));
    FhDd_SetBudget(table, MOVE_NODES); /* early, each solve sets its own */
    bool spent = false;
    for (int w = 0; w < WORLDS && !spent; w++) {
        if (!FiveHundredAi_SampleBidding(view, &rng, SAMPLE_TRIES, world)) {
            continue;
        }
        double v[16];
        for (int k = 0; k < candidates && !spent; k++) {
            int i = order[k];
            if (early) {
                *play = *world;
                bool ok = FiveHundred_Apply(play, seat, acts[i]) == FH_WHY_OK;
                v[i] = ok ? FiveHundredAi_DealValue(
                                view, seat, FiveHundredAi_PlayAndSolve(play, group, table, EARLY_PLAYED, EARLY_NODES))
                          : -1e6;
                continue;
            }
            int t = FhDd_TricksAfter(table, world, group, acts[i]);
            spent = t == FH_DD_OUT;
            v[i] = t < 0 ? -1e6 : FiveHundredAi_DealValue(view, seat, already + t);
        }
        for (int k = candidates; k < n; k++) {
            v[order[k]] = v[order[0]]; /* not weighed: never preferred */
        }
        if (spent) {
            break; /* the budget is spent: this world is only half valued */
        }
        for (int i = 0; i < n; i++) {
            double g = v[i] - v[order[0]];
            gain[i] += g;
            gainSq[i] += g * g;
        }
        worlds++;
    }
    /* A card overrules the rating's only when its gain over it clears DOUBT standard errors. */
    int best = order[0];
    double bestScore = 0;
    for (int k = 1; k < n && worlds > 0; k++) {
        int i = order[k];
        double mean = gain[i] / worlds;
        double var = worlds > 1 ? (gainSq[i] - worlds * mean * mean) / (worlds - 1) : 0;
        double score = mean - DOUBT * sqrt((var > 0 ? var : 0) / worlds);
        if (score > bestScore + 1e-6) {
            bestScore = score;
            best = i;
        }
    }
    FhDd_FreeTable(table);
    free(world);
    free(play);
    if (worlds < MIN_WORLDS) {
        return false;
    }
    *out = acts[best];
    return true;
}
