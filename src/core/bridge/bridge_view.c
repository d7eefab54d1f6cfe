/* bridge_view.c: what a seat may see, worlds consistent with it for the AI, the state hash and invariants. */
#include "bridge_local.h"

#include <stdio.h>
#include <string.h>

/*
 * Whether viewer sees seat p's cards: its own, and the dummy once it is laid
 * face up. GAME_NOBODY (a watcher, the public view) is no seat, so it sees
 * the dummy only: what every seat sees.
 */
static bool Sees(const BridgeState *st, int viewer, int p)
{
    return p == viewer || (p == Bridge_Dummy(st) && Bridge_DummyShown(st));
}

void Bridge_View(const BridgeState *st, int seat, BridgeState *out)
{
    if (out != st) {
        memcpy(out, st, sizeof *out);
    }
    out->seed = 0; /* the seed would tell every hand of this deal and the next */
    for (int p = 0; p < 4; p++) {
        if (!Sees(st, seat, p)) {
            /* What everyone saw of that hand: the cards it has played. */
            out->dealt[p] = st->dealt[p] & ~st->hand[p];
            out->hand[p] = 0;
        }
    }
    /* Not (uint8_t)GAME_NOBODY: that is BRIDGE_FULL_VIEW, and the masked view would pass for the whole state. */
    out->viewer = seat == GAME_NOBODY ? BRIDGE_PUBLIC_VIEW : (uint8_t)seat;
}

enum {
    SAMPLE_TRIES = 200
};

bool Bridge_Sample(const BridgeState *view, Rng *rng, BridgeState *out)
{
    memcpy(out, view, sizeof *out);
    if (view->viewer == BRIDGE_FULL_VIEW) {
        return true;
    }
    if (view->viewer > 3) {
        return false; /* the public view (or a view from elsewhere naming no seat): nobody's worlds to sample */
    }
    int viewer = view->viewer;
    uint64_t known = 0;
    int need[4] = {0};
    for (int p = 0; p < 4; p++) {
        known |= view->dealt[p] | view->hand[p];
        if (!Sees(view, viewer, p)) {
            need[p] = 13 - PopCount(view->dealt[p]);
        }
    }
    uint64_t unseen = BRIDGE_ALL_CARDS & ~known;
    uint8_t cards[52];
    int n = 0;
    for (int i = 0; i < 52; i++) {
        if (unseen & (1ULL << i)) {
            cards[n++] = (uint8_t)i;
        }
    }
    if (n != need[0] + need[1] + need[2] + need[3]) {
        return false;
    }
    /* Cards that few seats can take go first, so a void seen in play rarely leads to a dead end. */
    int eligible[52];
    for (int tries = 0; tries < SAMPLE_TRIES; tries++) {
        Rng_Shuffle(rng, cards, n);
        for (int i = 0; i < n; i++) {
            eligible[i] = 0;
            for (int p = 0; p < 4; p++) {
                eligible[i] += need[p] > 0 && !(view->shownVoid[p] >> (cards[i] / 13) & 1);
            }
        }
        /* A stable insertion sort by eligibility keeps the shuffle's order among equals. */
        for (int i = 1; i < n; i++) {
            uint8_t c = cards[i];
            int e = eligible[i], j = i;
            while (j > 0 && eligible[j - 1] > e) {
                cards[j] = cards[j - 1];
                eligible[j] = eligible[j - 1];
                j--;
            }
            cards[j] = c;
            eligible[j] = e;
        }
        int room[4];
        uint64_t got[4] = {0};
        memcpy(room, need, sizeof room);
        bool ok = true;
        for (int i = 0; i < n && ok; i++) {
            int suit = cards[i] / 13, total = 0;
            for (int p = 0; p < 4; p++) {
                total += (view->shownVoid[p] >> suit & 1) ? 0 : room[p];
            }
            if (total == 0) {
                ok = false;
                break;
            }
            /* A seat in proportion to the room it has left: a uniform deal when no void constrains it. */
            int pick = (int)Rng_Below(rng, (uint64_t)total);
            for (int p = 0; p < 4; p++) {
                int w = (view->shownVoid[p] >> suit & 1) ? 0 : room[p];
                if (pick < w) {
                    got[p] |= 1ULL << cards[i];
                    room[p]--;
                    break;
                }
                pick -= w;
            }
        }
        if (!ok) {
            continue;
        }
        for (int p = 0; p < 4; p++) {
            if (need[p] > 0) {
                out->hand[p] = got[p];
                out->dealt[p] |= got[p];
            }
        }
        out->viewer = BRIDGE_FULL_VIEW;
        out->seed = Rng_Next(rng); /* deals after this one are unknown: any will do */
        return true;
    }
    return false;
}

uint64_t Bridge_Hash(const BridgeState *st)
{
    uint64_t h = GAME_HASH_SEED;
    h = Game_HashBytes(h, &st->seed, sizeof st->seed);
    h = Game_HashBytes(h, st->hand, sizeof st->hand);
    h = Game_HashBytes(h, st->dealt, sizeof st->dealt);
    uint8_t small[] = {st->phase,       st->viewer,         st->dealer,         st->toAct,     st->strain,
                       st->declaredBy,  st->doublings,      st->doubleSide,     st->doubleStep, st->lastDoubler[0],
                       st->lastDoubler[1], st->leader,      st->trickCount,     st->lastLeader, st->lastWinner,
                       st->tricks[0],   st->tricks[1],      st->tricksPlayed,   st->callCount,  (uint8_t)st->deal,
                       (uint8_t)(st->deal >> 8)};
    h = Game_HashBytes(h, small, sizeof small);
    /* An empty place was 0 before it was CARD_NONE: hashed as 0, so every saved game's hash stays what it was. */
    uint8_t places[2][sizeof st->trick];
    for (size_t i = 0; i < sizeof st->trick; i++) {
        places[0][i] = st->trick[i] == CARD_NONE ? 0 : st->trick[i];
        places[1][i] = st->lastTrick[i] == CARD_NONE ? 0 : st->lastTrick[i];
    }
    h = Game_HashBytes(h, places, sizeof places);
    h = Game_HashBytes(h, st->shownVoid, sizeof st->shownVoid);
    h = Game_HashBytes(h, st->cut, sizeof st->cut);
    /* Revision 1 had none of these: its states hash as they always did. */
    if (st->rules > 1) {
        uint8_t rules[] = {st->rules, st->recuts};
        h = Game_HashBytes(h, rules, sizeof rules);
        h = Game_HashBytes(h, st->recut, sizeof st->recut);
    }
    h = Game_HashBytes(h, st->calls, sizeof st->calls);
    const BridgeRubber *r = &st->rubber;
    uint8_t rub[] = {r->games[0], r->games[1], r->game, r->over, (uint8_t)r->winner, r->count};
    h = Game_HashBytes(h, rub, sizeof rub);
    h = Game_HashBytes(h, r->belowGame, sizeof r->belowGame);
    h = Game_HashBytes(h, r->total, sizeof r->total);
    for (int i = 0; i < r->count; i++) {
        const BridgeHand *x = &r->hands[i];
        uint8_t f[] = {x->dealer, x->strain, x->doublings, x->leftToPartner, x->tricks[0], x->tricks[1],
                       (uint8_t)x->honoursSide, x->honours, x->chicane[0], x->chicane[1], x->game,
                       (uint8_t)x->gameWon};
        h = Game_HashBytes(h, f, sizeof f);
    }
    return h;
}

#define FAIL(...)                                                                                                    \
    do {                                                                                                             \
        snprintf(why, size, __VA_ARGS__);                                                                            \
        return false;                                                                                                \
    } while (0)

bool Bridge_CheckInvariants(const BridgeState *st, char *why, size_t size)
{
    uint64_t all = 0;
    int inTrick[4] = {0};
    for (int i = 0; i < st->trickCount; i++) {
        inTrick[(st->leader + i) & 3] = 1;
    }
    for (int p = 0; p < 4 && st->phase != BRIDGE_PHASE_OVER; p++) {
        if (PopCount(st->dealt[p]) != 13 || (all & st->dealt[p]) != 0) {
            FAIL("seat %d was not dealt 13 cards of its own", p);
        }
        all |= st->dealt[p];
        if ((st->hand[p] & ~st->dealt[p]) != 0) {
            FAIL("seat %d holds a card it was not dealt", p);
        }
        int played = 13 - PopCount(st->hand[p]);
        if (played != st->tricksPlayed + inTrick[p]) {
            FAIL("seat %d has played %d cards after %d tricks", p, played, st->tricksPlayed);
        }
    }
    if (st->phase != BRIDGE_PHASE_OVER && all != BRIDGE_ALL_CARDS) {
        FAIL("the hands as dealt are not the 52 cards");
    }
    for (int i = 0; i < st->trickCount; i++) {
        int p = (st->leader + i) & 3;
        uint64_t bit = Bridge_Bit(st->trick[i]);
        if ((st->dealt[p] & bit) == 0 || (st->hand[p] & bit) != 0) {
            FAIL("card %d of the trick did not come from seat %d's hand", i, p);
        }
    }
    if (st->tricks[0] + st->tricks[1] != st->tricksPlayed || st->tricksPlayed > 13) {
        FAIL("tricks won %d + %d, but %d played", st->tricks[0], st->tricks[1], st->tricksPlayed);
    }
    if (st->doublings > 0 && Bridge_TrickValue(st->strain, st->doublings) > BRIDGE_VALUE_CEILING) {
        FAIL("trick value %d above the ceiling", Bridge_TrickValue(st->strain, st->doublings));
    }
    const BridgeRubber *r = &st->rubber;
    int32_t total[2] = {0, 0};
    int16_t below[2] = {0, 0};
    int games[2] = {0, 0};
    for (int i = 0; i < r->count; i++) {
        const BridgeHand *x = &r->hands[i];
        for (int s = 0; s < 2; s++) {
            total[s] += x->below[s] + x->honourPoints[s] + x->chicanePoints[s] + x->slamPoints[s];
            below[s] = (int16_t)(below[s] + x->below[s]);
        }
        if (x->gameWon >= 0) {
            games[x->gameWon]++;
            below[0] = below[1] = 0;
        }
    }
    for (int s = 0; s < 2; s++) {
        if (total[s] != r->total[s] || below[s] != r->belowGame[s] || games[s] != r->games[s]) {
            FAIL("side %d: the score's parts do not add up to its totals", s);
        }
        if (r->belowGame[s] >= BRIDGE_GAME_POINTS || games[s] > 2) {
            FAIL("side %d has a game it was not given", s);
        }
    }
    if ((st->phase == BRIDGE_PHASE_OVER) != (r->over != 0)) {
        FAIL("the rubber's end and the phase disagree");
    }
    return true;
}
