/* bridge_score.c: the value table, honours, chicane and slam, games and the rubber (Laws 1-11). */
#include "bridge.h"

#include <string.h>

static const int kTrickValue[BRIDGE_STRAIN_COUNT] = {2, 8, 6, 4, 12}; /* spades, hearts, diamonds, clubs, NT */

int Bridge_TrickValue(int strain, int doublings)
{
    if (strain < 0 || strain >= BRIDGE_STRAIN_COUNT || doublings < 0 || doublings > 8) {
        return 0;
    }
    return kTrickValue[strain] << doublings;
}

bool Bridge_MayDouble(int strain, int doublings)
{
    int next = Bridge_TrickValue(strain, doublings + 1);
    return next > 0 && next <= BRIDGE_VALUE_CEILING;
}

int Bridge_MaxDoublings(int strain)
{
    int d = 0;
    while (Bridge_MayDouble(strain, d)) {
        d++;
    }
    return d;
}

/* Multiples of the undoubled trick value (Law 6); at No trumps the points themselves (Law 7). */
static const int kHonoursFactor[BRIDGE_HONOURS_COUNT] = {0, 2, 4, 5, 8, 9, 10, 30, 40, 100};

int Bridge_HonoursPoints(int strain, BridgeHonours kind)
{
    if (kind <= BRIDGE_HONOURS_NONE || kind >= BRIDGE_HONOURS_COUNT || strain < 0 || strain >= BRIDGE_STRAIN_COUNT) {
        return 0;
    }
    bool aces = kind >= BRIDGE_ACES_3;
    if (aces != (strain == BRIDGE_NO_TRUMPS)) {
        return 0; /* aces count only at No trumps, trump honours only in a suit */
    }
    return aces ? kHonoursFactor[kind] : kHonoursFactor[kind] * kTrickValue[strain];
}

const char *Bridge_HonoursName(BridgeHonours kind)
{
    static const char *const names[BRIDGE_HONOURS_COUNT] = {
        "no honours",
        "three honours",
        "four honours",
        "five honours",
        "four honours in one hand",
        "four honours in one hand, the fifth with his partner",
        "five honours in one hand",
        "three aces",
        "four aces",
        "four aces in one hand",
    };
    return (kind >= 0 && kind < BRIDGE_HONOURS_COUNT) ? names[kind] : "?";
}

static int CountIn(uint64_t hand, uint64_t set)
{
    return __builtin_popcountll(hand & set);
}

/* The honour cards of a strain: A K Q J 10 of the suit, or the four aces. */
static uint64_t HonourSet(int strain)
{
    uint64_t set = 0;
    if (strain == BRIDGE_NO_TRUMPS) {
        for (int s = 0; s < SUIT_COUNT; s++) {
            set |= Bridge_Bit(Card_Make(RANK_ACE, (Suit)s));
        }
        return set;
    }
    for (int r = RANK_TEN; r <= RANK_ACE; r++) {
        set |= Bridge_Bit(Card_Make(r, (Suit)strain));
    }
    return set;
}

BridgeHonours Bridge_CountHonours(const uint64_t hands[4], int strain, int *side)
{
    *side = -1;
    if (strain < 0 || strain >= BRIDGE_STRAIN_COUNT) {
        return BRIDGE_HONOURS_NONE;
    }
    uint64_t set = HonourSet(strain);
    for (int s = 0; s < 2; s++) {
        int a = CountIn(hands[s], set), b = CountIn(hands[s + 2], set);
        int both = a + b, one = a > b ? a : b;
        if (both < 3) {
            continue;
        }
        *side = s;
        if (strain == BRIDGE_NO_TRUMPS) {
            return both == 3 ? BRIDGE_ACES_3 : one == 4 ? BRIDGE_ACES_4_ONE : BRIDGE_ACES_4;
        }
        if (one == 5) {
            return BRIDGE_HONOURS_5_ONE;
        }
        if (one == 4) {
            return both == 5 ? BRIDGE_HONOURS_4_ONE_FIFTH : BRIDGE_HONOURS_4_ONE;
        }
        return both == 5 ? BRIDGE_HONOURS_5 : both == 4 ? BRIDGE_HONOURS_4 : BRIDGE_HONOURS_3;
    }
    return BRIDGE_HONOURS_NONE; /* No trumps, two aces each */
}

int Bridge_CountChicane(const uint64_t hands[4], int strain, int side)
{
    if (strain < 0 || strain >= BRIDGE_NO_TRUMPS || side < 0 || side > 1) {
        return 0;
    }
    uint64_t suit = 0x1FFFULL << (13 * strain);
    return ((hands[side] & suit) == 0) + ((hands[side + 2] & suit) == 0);
}

uint32_t Bridge_HonoursPossible(int strain, const uint8_t chicane[2])
{
    if (strain < 0 || strain >= BRIDGE_STRAIN_COUNT || chicane[0] > 2 || chicane[1] > 2 ||
        (strain == BRIDGE_NO_TRUMPS && (chicane[0] > 0 || chicane[1] > 0))) {
        return 0;
    }
    /* Which player of a side is void does not matter to the count: the first of it (seat s), then his partner. */
    bool holds[4];
    for (int seat = 0; seat < 4; seat++) {
        int side = seat & 1;
        holds[seat] = chicane[side] <= (seat < 2 ? 0 : 1);
    }
    uint64_t honour[5];
    int honours = 0;
    for (uint64_t set = HonourSet(strain); set != 0 && honours < 5; set &= set - 1) {
        honour[honours++] = set & (~set + 1); /* the lowest card left */
    }
    /* A hand that holds trumps holds one below the honours too (a suit has eight; a No-trump deal needs none). */
    uint64_t low[4] = {0, 0, 0, 0};
    for (int seat = 0, rank = RANK_TWO; seat < 4 && strain != BRIDGE_NO_TRUMPS; seat++) {
        if (holds[seat]) {
            low[seat] = Bridge_Bit(Card_Make(rank++, (Suit)strain));
        }
    }
    uint32_t mask = 0;
    int ways = 1;
    for (int i = 0; i < honours; i++) {
        ways *= 4;
    }
    for (int way = 0; way < ways; way++) {
        uint64_t hands[4] = {low[0], low[1], low[2], low[3]};
        bool dealt = true;
        for (int i = 0, w = way; i < honours; i++, w /= 4) {
            dealt = dealt && holds[w % 4];
            hands[w % 4] |= honour[i];
        }
        if (!dealt) {
            continue;
        }
        int side;
        BridgeHonours kind = Bridge_CountHonours(hands, strain, &side);
        mask |= BRIDGE_HONOURS_BIT(side, kind);
    }
    return mask;
}

bool Bridge_HandPossible(const BridgeHand *h)
{
    uint32_t possible = Bridge_HonoursPossible(h->strain, h->chicane);
    /* No honours written is honours not counted (a suit always gives three to someone): only a claim is checked. */
    return possible != 0 && (h->honours == BRIDGE_HONOURS_NONE ||
                             (possible & BRIDGE_HONOURS_BIT(h->honoursSide, h->honours)) != 0);
}

void BridgeRubber_Init(BridgeRubber *r)
{
    memset(r, 0, sizeof *r);
    r->winner = -1;
}

bool BridgeRubber_AddHand(BridgeRubber *r, BridgeHand *h)
{
    if (r->over || r->count >= BRIDGE_HISTORY_MAX || h->strain >= BRIDGE_STRAIN_COUNT ||
        h->tricks[0] + h->tricks[1] != BRIDGE_TRICKS || Bridge_TrickValue(h->strain, h->doublings) == 0 ||
        (h->doublings > 0 && Bridge_TrickValue(h->strain, h->doublings) > BRIDGE_VALUE_CEILING) ||
        h->honoursSide < -1 || h->honoursSide > 1 || h->honours >= BRIDGE_HONOURS_COUNT ||
        (h->honoursSide < 0) != (h->honours == BRIDGE_HONOURS_NONE) || h->chicane[0] > 2 || h->chicane[1] > 2 ||
        (h->strain == BRIDGE_NO_TRUMPS && (h->chicane[0] > 0 || h->chicane[1] > 0)) ||
        (h->honours != BRIDGE_HONOURS_NONE && Bridge_HonoursPoints(h->strain, h->honours) == 0) ||
        !Bridge_HandPossible(h)) {
        return false;
    }
    int value = Bridge_TrickValue(h->strain, h->doublings);
    int base = Bridge_TrickValue(h->strain, 0);
    h->game = r->game;
    h->gameWon = -1;
    for (int s = 0; s < 2; s++) {
        int odd = h->tricks[s] - 6;
        /* Law 4: tricks over six score for whichever side wins them, defenders too. */
        h->below[s] = (int16_t)(odd > 0 ? odd * value : 0);
        h->honourPoints[s] = (int16_t)(h->honoursSide == s ? Bridge_HonoursPoints(h->strain, h->honours) : 0);
        /* Law 8: twice the undoubled trick value for each player void of trumps ("double chicane" when both are). */
        h->chicanePoints[s] = (int16_t)(2 * base * h->chicane[s]);
        h->slamPoints[s] = (int16_t)(h->tricks[s] == 13 ? 40 : h->tricks[s] == 12 ? 20 : 0);
        r->belowGame[s] = (int16_t)(r->belowGame[s] + h->below[s]);
        r->total[s] += h->below[s] + h->honourPoints[s] + h->chicanePoints[s] + h->slamPoints[s];
    }
    r->hands[r->count++] = *h;
    /* Only one side can score below in a hand (7 tricks or more), so at most one reaches 30. */
    for (int s = 0; s < 2; s++) {
        if (r->belowGame[s] >= BRIDGE_GAME_POINTS) {
            r->hands[r->count - 1].gameWon = (int8_t)s;
            h->gameWon = (int8_t)s;
            r->games[s]++;
            r->belowGame[0] = r->belowGame[1] = 0; /* the surplus stays in the totals (Law 3) */
            if (r->games[s] == 2) {
                r->over = 1; /* Law 1: two games win; no third after 2-0 */
                r->winner = (int8_t)s;
            } else {
                r->game++;
            }
            break;
        }
    }
    return true;
}

BridgeSettlement BridgeRubber_Settle(const BridgeRubber *r)
{
    BridgeSettlement s = {{r->total[0], r->total[1]}, -1, 0};
    if (r->over && r->winner >= 0) {
        s.winner = r->winner;
        s.total[r->winner] += BRIDGE_RUBBER_BONUS; /* Law 11 */
        s.points = s.total[r->winner] - s.total[1 - r->winner];
    }
    return s;
}
