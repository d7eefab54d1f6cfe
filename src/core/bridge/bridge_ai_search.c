/* bridge_ai_search.c: STRONG: worlds sampled from the view, each solved double-dummy, for every decision. */
#include "bridge_ai.h"
#include "bridge_dd.h"
#include "bridge_local.h"

#include <math.h>
#include <string.h>

/*
 * The work is a fixed number of worlds (never a clock), so a seed gives the
 * same choice on every machine. A DDS call costs most with all 52 cards
 * out (about 0.1 s a world for every card of the hand to play, on the
 * development machine under load), so the first tricks get fewer worlds
 * than the later ones, which are cheap: that keeps a card under a second.
 */
static int CardWorlds(int cardsLeft)
{
    return cardsLeft >= 44 ? 5 : cardsLeft >= 32 ? 8 : cardsLeft >= 20 ? 14 : 24;
}

enum {
    DECLARE_WORLDS = 6,
    DECLARE_CANDIDATES = 3, /* strains solved, the best by the hand's own look, besides what a partner would name */
    DOUBLE_WORLDS = 8
};

/* The value for side of the current hand ending with declTricks to the dealer's side, at doublings. */
static double ScoreFor(const BridgeState *w, int strain, int doublings, int declTricks, int side)
{
    BridgeHand h;
    memset(&h, 0, sizeof h);
    int decl = Bridge_SideOf(w->dealer);
    h.dealer = w->dealer;
    h.strain = (uint8_t)strain;
    h.doublings = (uint8_t)doublings;
    h.tricks[decl] = (uint8_t)declTricks;
    h.tricks[1 - decl] = (uint8_t)(13 - declTricks);
    int hs;
    h.honours = (uint8_t)Bridge_CountHonours(w->dealt, strain, &hs);
    h.honoursSide = (int8_t)hs;
    h.chicane[0] = (uint8_t)Bridge_CountChicane(w->dealt, strain, 0);
    h.chicane[1] = (uint8_t)Bridge_CountChicane(w->dealt, strain, 1);
    BridgeRubber r;
    memcpy(&r, &w->rubber, sizeof r);
    if (!BridgeRubber_AddHand(&r, &h)) {
        return 0;
    }
    return BridgeAi_HandValue(&w->rubber, &h, side);
}

static bool ChooseCard(const BridgeState *view, int seat, Rng *rng, const GameAction *acts, int n, GameAction *out)
{
    double sum[BRIDGE_MAX_ACTIONS] = {0};
    int cardsLeft = 0;
    for (int p = 0; p < 4; p++) {
        cardsLeft += 13 - PopCount(view->dealt[p] & ~view->hand[p]);
    }
    int worlds = CardWorlds(cardsLeft), solved = 0;
    BridgeState w;
    for (int k = 0; k < worlds; k++) {
        if (!Bridge_Sample(view, rng, &w)) {
            continue;
        }
        BridgeDdPosition pos;
        memset(&pos, 0, sizeof pos);
        memcpy(pos.hands, w.hand, sizeof pos.hands);
        pos.strain = w.strain;
        pos.leader = w.leader;
        pos.trickCount = w.trickCount;
        for (int i = 0; i < w.trickCount && i < 3; i++) {
            pos.trick[i] = w.trick[i];
        }
        BridgeDdCards cards;
        if (!BridgeDd_Cards(&pos, &cards, NULL, 0)) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < cards.count; j++) {
                if (cards.card[j] == acts[i].cards[0]) {
                    sum[i] += cards.tricks[j];
                }
            }
        }
        solved++;
    }
    if (solved == 0) {
        return false;
    }
    /* Most tricks on average; among equals, the card the ratings prefer (the cheaper winner, the lower discard). */
    double rating[BRIDGE_MAX_ACTIONS];
    BridgeAi_Rate(view, seat, acts, n, rating);
    int best = 0;
    for (int i = 1; i < n; i++) {
        double d = sum[i] - sum[best];
        if (d > 1e-9 || (fabs(d) <= 1e-9 && rating[i] > rating[best])) {
            best = i;
        }
    }
    *out = acts[best];
    return true;
}

/* Tricks for the dealer's side in a strain in a full world, solved once per world and strain. */
static bool Contract(const BridgeState *w, int strain, int cache[BRIDGE_STRAIN_COUNT], int *tricks)
{
    if (cache[strain] < 0 && !BridgeDd_Contract(w->hand, strain, w->dealer, &cache[strain], NULL, 0)) {
        return false;
    }
    *tricks = cache[strain];
    return true;
}

/* The strain a partner left to declare would name, by the look of his hand (as EASY and MEDIUM would). */
static int PartnerStrain(uint64_t hand)
{
    int best = 0;
    double bestR = -1e9;
    for (int s = 0; s < BRIDGE_STRAIN_COUNT; s++) {
        double r = BridgeAi_StrainRating(hand, s, true);
        if (r > bestR) {
            bestR = r;
            best = s;
        }
    }
    return best;
}

static bool ChooseStrain(const BridgeState *view, int seat, Rng *rng, const GameAction *acts, int n, GameAction *out)
{
    /* The candidates: the strains that look best from the hand, and leaving it to partner. */
    double rating[BRIDGE_MAX_ACTIONS];
    BridgeAi_Rate(view, seat, acts, n, rating);
    bool candidate[BRIDGE_MAX_ACTIONS] = {false};
    for (int c = 0; c < DECLARE_CANDIDATES; c++) {
        int best = -1;
        for (int i = 0; i < n; i++) {
            if (acts[i].kind == BRIDGE_ACT_DECLARE && !candidate[i] && (best < 0 || rating[i] > rating[best])) {
                best = i;
            }
        }
        if (best >= 0) {
            candidate[best] = true;
        }
    }
    for (int i = 0; i < n; i++) {
        candidate[i] = candidate[i] || acts[i].kind == BRIDGE_ACT_LEAVE;
    }
    double sum[BRIDGE_MAX_ACTIONS] = {0};
    int side = Bridge_SideOf(seat), solved = 0;
    BridgeState w;
    for (int k = 0; k < DECLARE_WORLDS; k++) {
        if (!Bridge_Sample(view, rng, &w)) {
            continue;
        }
        int cache[BRIDGE_STRAIN_COUNT] = {-1, -1, -1, -1, -1};
        for (int i = 0; i < n; i++) {
            if (!candidate[i]) {
                continue;
            }
            int strain = acts[i].kind == BRIDGE_ACT_LEAVE ? PartnerStrain(w.hand[Bridge_Partner(seat)]) : acts[i].choice;
            int tricks;
            if (!Contract(&w, strain, cache, &tricks)) {
                return false;
            }
            sum[i] += ScoreFor(&w, strain, 0, tricks, side);
        }
        solved++;
    }
    if (solved == 0) {
        return false;
    }
    int best = -1;
    for (int i = 0; i < n; i++) {
        if (candidate[i] && (best < 0 || sum[i] > sum[best])) {
            best = i;
        }
    }
    *out = acts[best];
    return true;
}

static bool ChooseDouble(const BridgeState *view, int seat, Rng *rng, const GameAction *acts, int n, GameAction *out)
{
    int side = Bridge_SideOf(seat), worlds = 0;
    double sum = 0, sumSq = 0;
    BridgeState w;
    for (int k = 0; k < DOUBLE_WORLDS; k++) {
        if (!Bridge_Sample(view, rng, &w)) {
            continue;
        }
        int cache[BRIDGE_STRAIN_COUNT] = {-1, -1, -1, -1, -1}, tricks;
        if (!Contract(&w, view->strain, cache, &tricks)) {
            return false;
        }
        double gain = ScoreFor(&w, view->strain, view->doublings + 1, tricks, side) -
                      ScoreFor(&w, view->strain, view->doublings, tricks, side);
        sum += gain;
        sumSq += gain * gain;
        worlds++;
    }
    if (worlds < 2) {
        return false;
    }
    /* Double only when the gain is clear: a standard error above nothing (a double invites a redouble). */
    double mean = sum / worlds, var = (sumSq - worlds * mean * mean) / (worlds - 1);
    bool dbl = mean - sqrt(var > 0 ? var / worlds : 0) > 0;
    for (int i = 0; i < n; i++) {
        if (acts[i].kind == (dbl ? BRIDGE_ACT_DOUBLE : BRIDGE_ACT_CONTENT)) {
            *out = acts[i];
            return true;
        }
    }
    return false;
}

bool BridgeAi_Choose(const GameState *gview, int seat, GameAiLevel level, uint64_t seed, GameAction *out)
{
    const BridgeState *view = (const BridgeState *)(const void *)gview;
    if (level != GAME_AI_STRONG || Bridge_ToAct(view) != seat) {
        return false;
    }
    GameAction acts[BRIDGE_MAX_ACTIONS];
    int n = Bridge_Legal(view, seat, acts, BRIDGE_MAX_ACTIONS);
    if (n <= 0) {
        return false;
    }
    Rng rng = Rng_Make(seed);
    switch (view->phase) {
    case BRIDGE_PHASE_PLAY: return ChooseCard(view, seat, &rng, acts, n, out);
    case BRIDGE_PHASE_DECLARE:
    case BRIDGE_PHASE_PARTNER: return ChooseStrain(view, seat, &rng, acts, n, out);
    case BRIDGE_PHASE_DOUBLE: return ChooseDouble(view, seat, &rng, acts, n, out);
    default: return false;
    }
}
