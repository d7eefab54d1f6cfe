/* five_hundred_dd.c: the card play of a deal with every card known, solved exactly (alpha-beta on tricks). */
#include "five_hundred_dd.h"

#include "five_hundred_local.h"

#include <limits.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/*
 * A compact copy of the trick play (no scores, no history: about 80 bytes
 * against the full state's two kilobytes), searched by alpha-beta on the
 * tricks one group of seats takes, with a table of bounds kept at the
 * start of each trick. The table's entries are facts about a position
 * (who holds what, who leads, and at No-trumps who has renounced what),
 * true whatever the root, so one table serves every world of a decision.
 */
typedef struct Node {
    uint64_t hand[FH_MAX_SEATS];
    uint8_t players;
    uint8_t toAct;
    uint8_t leader;
    uint8_t trickCount;
    uint8_t jokerSuit; /* No-trumps: the suit a led Joker was named */
    uint8_t jokerDead; /* No-trumps: the Joker in this trick cannot win */
    uint8_t tricksLeft;
    uint8_t voids[FH_MAX_SEATS];
    uint8_t trick[FH_MAX_SEATS]; /* card bits in order of play */
} Node;

typedef struct Entry {
    uint64_t key;
    uint8_t lo, hi; /* bounds on the group's tricks from here */
    uint16_t gen;
    uint8_t bestBit;  /* the card that gave the bound, tried first next time */
    int8_t bestName;  /* its named suit (a led No-trump Joker), else -1 */
} Entry;

#define TABLE_BITS 18

struct FhDdTable {
    Entry entry[1u << TABLE_BITS];
    uint16_t gen;
    /* The denomination's card tables (by card bit): the suit a card follows, its power following that suit. */
    int trumps;
    int8_t suitOf[64];
    uint8_t rankOf[64];
    uint8_t trumpOf[64]; /* 50 + strength for a trump, 0 otherwise */
    uint64_t follow[SUIT_COUNT];
    /* With trumps: the trumps' bits weakest first, and each trump's place in that order. */
    uint8_t trumpOrder[20];
    uint8_t trumpCount;
    uint8_t trumpPlace[64];
    unsigned group; /* the seats whose tricks are counted (bit per seat) */
    long nodes;
    long limit; /* the node count at which a search gives up (FhDd_SetBudget) */
    bool out;   /* a search ran out of nodes: every answer is FH_DD_OUT until the next budget */
};

FhDdTable *FhDd_NewTable(void)
{
    FhDdTable *t = calloc(1, sizeof *t);
    if (t != NULL) {
        t->trumps = -1;
        t->limit = LONG_MAX;
    }
    return t;
}

void FhDd_FreeTable(FhDdTable *t)
{
    free(t);
}

long FhDd_Nodes(const FhDdTable *t)
{
    return t != NULL ? t->nodes : 0;
}

void FhDd_SetBudget(FhDdTable *t, long nodes)
{
    if (t != NULL) {
        t->limit = nodes < LONG_MAX - t->nodes ? t->nodes + nodes : LONG_MAX;
        t->out = false;
    }
}

/* Sets the table up for a denomination and a group; a change of either forgets what it knew. */
static void Prepare(FhDdTable *t, int trumps, unsigned group)
{
    if (t->trumps == trumps && t->group == group) {
        return;
    }
    t->trumps = trumps;
    t->group = group;
    t->gen++;
    if (t->gen == 0) {
        memset(t->entry, 0, sizeof t->entry);
        t->gen = 1;
    }
    for (int b = 0; b < 64; b++) {
        Card c = FiveHundred_CardAt(b);
        if (c == CARD_NONE) {
            t->suitOf[b] = -1;
            t->rankOf[b] = 0;
            t->trumpOf[b] = 0;
            continue;
        }
        t->suitOf[b] = (int8_t)FiveHundred_EffectiveSuit(c, trumps);
        t->rankOf[b] = Card_IsJoker(c) ? 100 : (uint8_t)Card_Rank(c);
        int ts = trumps < FH_NO_TRUMPS ? FiveHundred_TrumpStrength(c, trumps) : 0;
        t->trumpOf[b] = ts > 0 ? (uint8_t)(50 + ts) : 0;
    }
    for (int s = 0; s < SUIT_COUNT; s++) {
        t->follow[s] = FiveHundred_FollowBits((Suit)s, trumps);
    }
    t->trumpCount = 0;
    for (int strength = 1; strength < 64; strength++) {
        for (int b = 0; b < 64; b++) {
            if (t->trumpOf[b] == 50 + strength && t->trumpCount < sizeof t->trumpOrder) {
                t->trumpPlace[b] = t->trumpCount;
                t->trumpOrder[t->trumpCount++] = (uint8_t)b;
            }
        }
    }
}

/* Whether plain card or trump b is the same as a higher one in the same playable set: nothing unplayed lies between. */
static bool SameAsHigher(const FhDdTable *t, int b, uint64_t can, uint64_t all)
{
    if (t->trumpOf[b] > 0) {
        for (int i = t->trumpPlace[b] + 1; i < t->trumpCount; i++) {
            uint64_t hb = 1ULL << t->trumpOrder[i];
            if (all & hb) {
                return (can & hb) != 0;
            }
        }
        return false;
    }
    if (b == FH_JOKER_BIT) {
        return false; /* the No-trump Joker is like no other card */
    }
    int s = t->suitOf[b];
    for (int r = t->rankOf[b] + 1; r <= RANK_ACE; r++) {
        int hb = s * 16 + r;
        if (t->suitOf[hb] == s && (all & (1ULL << hb))) {
            return (can & (1ULL << hb)) != 0; /* skipping cards not of this suit (the left bower) or gone */
        }
    }
    return false;
}

static int LedSuit(const FhDdTable *t, const Node *n)
{
    int b = n->trick[0];
    return (b == FH_JOKER_BIT && t->trumps == FH_NO_TRUMPS) ? n->jokerSuit : t->suitOf[b];
}

/* A card's power in the trick (FhPlay_Power on bits). */
static int Power(const FhDdTable *t, int b, int led, bool dead)
{
    if (t->trumps == FH_NO_TRUMPS) {
        if (b == FH_JOKER_BIT) {
            return dead ? 0 : 100;
        }
        return t->suitOf[b] == led ? t->rankOf[b] : 0;
    }
    if (t->trumpOf[b] > 0) {
        return t->trumpOf[b];
    }
    return t->suitOf[b] == led ? t->rankOf[b] : 0;
}

static uint64_t Playable(const FhDdTable *t, const Node *n)
{
    uint64_t hand = n->hand[n->toAct];
    if (n->trickCount == 0) {
        return hand;
    }
    uint64_t follow = hand & t->follow[LedSuit(t, n)];
    if (follow == 0) {
        return hand;
    }
    return t->trumps == FH_NO_TRUMPS ? follow | (hand & JOKER_MASK) : follow;
}

/* Plays card bit b (named: the suit a led Joker stands for at No-trumps); returns the trick's winner when it ends, else -1. */
static int Play(const FhDdTable *t, Node *n, int b, int named)
{
    int seat = n->toAct;
    n->hand[seat] &= ~(1ULL << b);
    if (n->trickCount == 0) {
        n->jokerDead = 0;
        n->jokerSuit = (uint8_t)(named >= 0 ? named : FH_NOBODY);
    } else {
        int led = LedSuit(t, n);
        bool followed = (t->follow[led] & (1ULL << b)) != 0;
        if (b == FH_JOKER_BIT && t->trumps == FH_NO_TRUMPS) {
            n->jokerDead = (n->voids[seat] & (1u << led)) != 0;
        } else if (!followed) {
            n->voids[seat] |= (uint8_t)(1u << led);
        }
    }
    n->trick[n->trickCount++] = (uint8_t)b;
    if (n->trickCount < n->players) {
        n->toAct = (uint8_t)((seat + 1) % n->players);
        return -1;
    }
    int led = LedSuit(t, n);
    int best = 0, bestPower = -1;
    for (int i = 0; i < n->trickCount; i++) {
        int p = Power(t, n->trick[i], led, n->jokerDead && n->trick[i] == FH_JOKER_BIT && i > 0);
        if (p > bestPower) {
            bestPower = p;
            best = i;
        }
    }
    int winner = (n->leader + best) % n->players;
    n->trickCount = 0;
    n->tricksLeft--;
    n->leader = n->toAct = (uint8_t)winner;
    return winner;
}

static uint64_t Key(const FhDdTable *t, const Node *n)
{
    uint64_t k = n->hand[0] * 0x9E3779B97F4A7C15ULL ^ n->hand[1] * 0xC2B2AE3D27D4EB4FULL ^
                 n->hand[2] * 0x165667B19E3779F9ULL ^ n->hand[3] * 0xD6E8FEB86659FD93ULL;
    k ^= (uint64_t)(n->leader + 1) * 0x27D4EB2F165667C5ULL;
    if (t->trumps == FH_NO_TRUMPS) {
        uint64_t v = 0;
        for (int p = 0; p < n->players; p++) {
            v = v << 4 | n->voids[p];
        }
        k ^= (v + 1) * 0x94D049BB133111EBULL;
    }
    for (int i = 0; i < n->trickCount; i++) {
        k ^= (uint64_t)(n->trick[i] + 1) * (0xA24BAED4963EE407ULL + 0x9FB21C651E98DF25ULL * (uint64_t)i);
    }
    if (n->trickCount > 0 && t->trumps == FH_NO_TRUMPS) {
        k ^= (uint64_t)(n->jokerSuit + 1 + 16 * n->jokerDead) * 0xD1B54A32D192ED03ULL;
    }
    return k ^ (k >> 29);
}

/* The moves of the seat to act, in the order tried: (bit, named suit) pairs. */
static int Moves(const FhDdTable *t, const Node *n, int *bits, int *names)
{
    uint64_t can = Playable(t, n);
    int count = 0;
    /* Skip the lower of two cards (of a suit, or trumps) held together with nothing unplayed between them (the same card). */
    uint64_t all = n->hand[0] | n->hand[1] | n->hand[2] | n->hand[3];
    for (int i = 0; i < n->trickCount; i++) {
        all |= 1ULL << n->trick[i]; /* a card in the trick lies between too: it may be beaten by one and not the other */
    }
    for (uint64_t x = can; x != 0; x &= x - 1) {
        int b = LowBit(x);
        if (b == FH_JOKER_BIT && t->trumps == FH_NO_TRUMPS && n->trickCount == 0) {
            unsigned open = 0xFu & ~(unsigned)n->voids[n->toAct];
            open = open != 0 ? open : 0xFu;
            for (int s = 0; s < SUIT_COUNT; s++) {
                if (open & (1u << s)) {
                    bits[count] = b;
                    names[count++] = s;
                }
            }
            continue;
        }
        if (SameAsHigher(t, b, can, all)) {
            continue;
        }
        bits[count] = b;
        names[count++] = -1;
    }
    /*
     * The likely best first, so alpha-beta cuts early: a leader's high
     * cards; to a trick its side is winning, the lowest; otherwise the
     * cheapest card that wins, then the lowest.
     */
    int score[32];
    int led = n->trickCount > 0 ? LedSuit(t, n) : -1;
    int bestPower = -1, bestAt = 0;
    for (int i = 0; i < n->trickCount; i++) {
        int p = Power(t, n->trick[i], led, n->jokerDead && n->trick[i] == FH_JOKER_BIT && i > 0);
        if (p > bestPower) {
            bestPower = p;
            bestAt = i;
        }
    }
    int winning = (n->leader + bestAt) % n->players;
    bool ours = n->trickCount > 0 && (((t->group >> winning) ^ (t->group >> n->toAct)) & 1u) == 0;
    for (int i = 0; i < count; i++) {
        int b = bits[i];
        int own = t->trumpOf[b] > 0 ? t->trumpOf[b] : t->rankOf[b];
        if (n->trickCount == 0) {
            score[i] = own;
        } else {
            bool dead = b == FH_JOKER_BIT && t->trumps == FH_NO_TRUMPS && (n->voids[n->toAct] & (1u << led));
            int p = Power(t, b, led, dead);
            score[i] = ours ? -own : (p > bestPower ? 200 - p : -own);
        }
    }
    for (int i = 1; i < count; i++) {
        for (int j = i; j > 0 && score[j] > score[j - 1]; j--) {
            int x = score[j];
            score[j] = score[j - 1];
            score[j - 1] = x;
            x = bits[j];
            bits[j] = bits[j - 1];
            bits[j - 1] = x;
            x = names[j];
            names[j] = names[j - 1];
            names[j - 1] = x;
        }
    }
    return count;
}

/* Alpha-beta; when the budget runs out it sets t->out and returns 0 (a meaningless value, stored nowhere). */
static int Search(FhDdTable *t, const Node *n, int alpha, int beta)
{
    if (t->nodes++ >= t->limit) {
        t->out = true;
        return 0;
    }
    if (n->tricksLeft == 0) {
        return 0;
    }
    uint64_t key = Key(t, n);
    Entry *e = &t->entry[key & ((1u << TABLE_BITS) - 1)];
    bool known = e->gen == t->gen && e->key == key;
    if (known) {
        if (e->lo >= beta || e->lo == e->hi) {
            return e->lo;
        }
        if (e->hi <= alpha) {
            return e->hi;
        }
        alpha = alpha > e->lo ? alpha : e->lo;
        beta = beta < e->hi ? beta : e->hi;
    }
    int a0 = alpha, b0 = beta;
    bool max = (t->group >> n->toAct) & 1u;
    int bits[32], names[32];
    int count = Moves(t, n, bits, names);
    for (int i = 1; i < count && known; i++) {
        if (bits[i] == e->bestBit && names[i] == e->bestName) {
            /* The card that decided here before goes first. */
            int b = bits[i], nm = names[i];
            memmove(bits + 1, bits, (size_t)i * sizeof *bits);
            memmove(names + 1, names, (size_t)i * sizeof *names);
            bits[0] = b;
            names[0] = nm;
            break;
        }
    }
    int best = max ? -1 : 99, bestAt = 0;
    for (int i = 0; i < count; i++) {
        Node next = *n;
        int winner = Play(t, &next, bits[i], names[i]);
        int gain = winner >= 0 && ((t->group >> winner) & 1u) ? 1 : 0;
        int v = gain + Search(t, &next, alpha - gain, beta - gain);
        if (t->out) {
            return 0; /* nothing learned: store nothing */
        }
        if (max ? v > best : v < best) {
            best = v;
            bestAt = i;
        }
        if (max) {
            alpha = best > alpha ? best : alpha;
        } else {
            beta = best < beta ? best : beta;
        }
        if (alpha >= beta) {
            break;
        }
    }
    {
        int lo = 0, hi = n->tricksLeft;
        if (e->gen == t->gen && e->key == key) {
            lo = e->lo; /* still ours: the searches below may have taken the slot */
            hi = e->hi;
        }
        if (best <= a0) {
            hi = best < hi ? best : hi; /* failed low: an upper bound */
        } else if (best >= b0) {
            lo = best > lo ? best : lo; /* failed high: a lower bound */
        } else {
            lo = hi = best;
        }
        e->key = key;
        e->gen = t->gen;
        e->lo = (uint8_t)lo;
        e->hi = (uint8_t)hi;
        e->bestBit = (uint8_t)bits[bestAt];
        e->bestName = (int8_t)names[bestAt];
    }
    return best;
}

static bool Load(FhDdTable *t, const FiveHundredState *st, unsigned group, Node *n)
{
    if (t == NULL || st->viewer != FH_FULL_VIEW || st->phase != FH_PHASE_PLAY) {
        return false;
    }
    Prepare(t, st->trumps, group);
    memset(n, 0, sizeof *n);
    for (int p = 0; p < st->players; p++) {
        n->hand[p] = st->hand[p];
        n->voids[p] = st->voids[p];
    }
    n->players = st->players;
    n->toAct = st->toAct;
    n->leader = st->leader;
    n->trickCount = st->trickCount;
    n->jokerSuit = st->jokerSuit;
    n->jokerDead = st->jokerDead;
    /* The seat to act has not played to this trick: its cards are the tricks left (test positions start short). */
    n->tricksLeft = (uint8_t)PopCount(st->hand[st->toAct]);
    for (int i = 0; i < st->trickCount; i++) {
        n->trick[i] = (uint8_t)FiveHundred_Bit(st->trick[i]);
    }
    return true;
}

/* The group's tricks from the node on (binary search with null windows: each probe cuts hard); FH_DD_OUT if the budget runs out. */
static int Solve(FhDdTable *t, const Node *n)
{
    int lo = 0, hi = n->tricksLeft;
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        bool reaches = Search(t, n, mid - 1, mid) >= mid;
        if (t->out) {
            return FH_DD_OUT;
        }
        if (reaches) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    return lo;
}

int FhDd_Tricks(FhDdTable *t, const FiveHundredState *st, unsigned group)
{
    Node n;
    if (!Load(t, st, group, &n)) {
        return -1;
    }
    return t->out ? FH_DD_OUT : Solve(t, &n);
}

int FhDd_TricksAfter(FhDdTable *t, const FiveHundredState *st, unsigned group, GameAction a)
{
    Node n;
    if (!Load(t, st, group, &n) || a.kind != FH_ACT_PLAY || !(Playable(t, &n) & FiveHundred_Mask(a.cards[0]))) {
        return -1;
    }
    if (t->out) {
        return FH_DD_OUT;
    }
    int winner = Play(t, &n, FiveHundred_Bit(a.cards[0]), a.choice > 0 ? a.choice - 1 : -1);
    int gain = winner >= 0 && ((group >> winner) & 1u) ? 1 : 0;
    int tricks = Solve(t, &n);
    return tricks == FH_DD_OUT ? FH_DD_OUT : gain + tricks;
}
