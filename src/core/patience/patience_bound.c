/* patience_bound.c: the best split of 25 cards into five poker hands, by packing scoring cores. */
#include "patience_bound.h"

#include <stdlib.h>
#include <string.h>

enum {
    MAX_CORES = 8192,
    NODE_BUDGET = 4000000,
    JOINT_BUDGET = 500000
};

typedef struct Core {
    uint32_t mask; /* deal indices */
    int value;
} Core;

typedef struct Packer {
    Core *cores;
    int count;
    int best;
    long nodes;
    PatienceTable table;
    uint32_t rowCore[PATIENCE_SIDE], colCore[PATIENCE_SIDE]; /* the joint search's chosen cores */
    int *prefix; /* prefix[i]: sum of the values of cores 0..i-1 */
} Packer;

static void Add(Packer *p, uint32_t mask, PokerClass c)
{
    int v = Patience_ClassPoints(p->table, Patience_TableClass(p->table, c));
    if (v > 0 && p->count < MAX_CORES) {
        p->cores[p->count].mask = mask;
        p->cores[p->count].value = v;
        p->count++;
    }
}

/* Every k-subset of the cards listed (as masks), passed to visit with the class. */
static void Subsets(Packer *p, const int *idx, int n, int k, int from, uint32_t mask, PokerClass c)
{
    if (k == 0) {
        Add(p, mask, c);
        return;
    }
    for (int i = from; i <= n - k; i++) {
        Subsets(p, idx, n, k - 1, i + 1, mask | (1u << idx[i]), c);
    }
}

/* Masks of the k-subsets of one rank's cards. */
static int RankSets(const int *idx, int n, int k, uint32_t *out)
{
    int count = 0;
    for (uint32_t m = 0; m < (1u << n); m++) {
        if (__builtin_popcount(m) == k) {
            uint32_t mask = 0;
            for (int i = 0; i < n; i++) {
                if (m >> i & 1u) {
                    mask |= 1u << idx[i];
                }
            }
            out[count++] = mask;
        }
    }
    return count;
}

static void Straights(Packer *p, const Card *deal, int byRank[15][4], const int *rankCount)
{
    for (int low = 1; low <= RANK_TEN; low++) {
        int ranks[5];
        bool possible = true;
        for (int k = 0; k < 5; k++) {
            ranks[k] = low + k == 1 ? RANK_ACE : low + k;
            possible = possible && rankCount[ranks[k]] > 0;
        }
        if (!possible) {
            continue;
        }
        int pick[5] = {0};
        for (;;) {
            uint32_t mask = 0;
            bool flush = true;
            for (int k = 0; k < 5; k++) {
                int i = byRank[ranks[k]][pick[k]];
                mask |= 1u << i;
                flush = flush && Card_Suit(deal[i]) == Card_Suit(deal[byRank[ranks[0]][pick[0]]]);
            }
            PokerClass c = POKER_STRAIGHT;
            if (flush) {
                c = low == RANK_TEN ? POKER_ROYAL_FLUSH : POKER_STRAIGHT_FLUSH;
            }
            Add(p, mask, c);
            int k = 0;
            while (k < 5 && ++pick[k] == rankCount[ranks[k]]) {
                pick[k++] = 0;
            }
            if (k == 5) {
                break;
            }
        }
    }
}

static void Enumerate(Packer *p, const Card deal[PATIENCE_CARDS])
{
    int byRank[15][4], rankCount[15] = {0};
    int bySuit[4][PATIENCE_CARDS], suitCount[4] = {0};
    for (int i = 0; i < PATIENCE_CARDS; i++) {
        int r = Card_Rank(deal[i]), s = Card_Suit(deal[i]);
        byRank[r][rankCount[r]++] = i;
        bySuit[s][suitCount[s]++] = i;
    }
    uint32_t pairs[15][6], trips[15][4];
    int pairCount[15] = {0}, tripCount[15] = {0};
    for (int r = RANK_TWO; r <= RANK_ACE; r++) {
        pairCount[r] = RankSets(byRank[r], rankCount[r], 2, pairs[r]);
        tripCount[r] = RankSets(byRank[r], rankCount[r], 3, trips[r]);
        Subsets(p, byRank[r], rankCount[r], 2, 0, 0, POKER_ONE_PAIR);
        Subsets(p, byRank[r], rankCount[r], 3, 0, 0, POKER_THREES);
        Subsets(p, byRank[r], rankCount[r], 4, 0, 0, POKER_FOURS);
    }
    for (int a = RANK_TWO; a <= RANK_ACE; a++) {
        for (int b = RANK_TWO; b <= RANK_ACE; b++) {
            for (int i = 0; i < tripCount[a] && a != b; i++) {
                for (int j = 0; j < pairCount[b]; j++) {
                    Add(p, trips[a][i] | pairs[b][j], POKER_FULL);
                }
            }
            for (int i = 0; i < pairCount[a] && a < b; i++) {
                for (int j = 0; j < pairCount[b]; j++) {
                    Add(p, pairs[a][i] | pairs[b][j], POKER_TWO_PAIRS);
                }
            }
        }
    }
    Straights(p, deal, byRank, rankCount);
    for (int s = 0; s < 4; s++) {
        Subsets(p, bySuit[s], suitCount[s], 5, 0, 0, POKER_FLUSH);
    }
}

static int ByValue(const void *a, const void *b)
{
    const Core *x = a, *y = b;
    if (x->value != y->value) {
        return y->value - x->value;
    }
    return x->mask < y->mask ? -1 : (x->mask > y->mask);
}

static void Pack(Packer *p, int from, uint32_t used, int depth, int sum)
{
    if (sum > p->best) {
        p->best = sum;
    }
    if (depth == PATIENCE_SIDE || ++p->nodes > NODE_BUDGET) {
        return;
    }
    for (int i = from; i < p->count; i++) {
        if (sum + (PATIENCE_SIDE - depth) * p->cores[i].value <= p->best) {
            return; /* values only fall from here */
        }
        if ((p->cores[i].mask & used) == 0) {
            Pack(p, i + 1, used | p->cores[i].mask, depth + 1, sum + p->cores[i].value);
        }
    }
}

int PatienceBound_Split(const Card deal[PATIENCE_CARDS], PatienceTable table)
{
    Packer p;
    memset(&p, 0, sizeof p);
    p.table = table;
    p.cores = malloc(MAX_CORES * sizeof *p.cores);
    int loose = PATIENCE_SIDE * Patience_MaxLinePoints(table);
    if (p.cores == NULL) {
        return loose;
    }
    Enumerate(&p, deal);
    qsort(p.cores, (size_t)p.count, sizeof *p.cores, ByValue);
    int top5 = 0;
    for (int i = 0; i < p.count && i < PATIENCE_SIDE; i++) {
        top5 += p.cores[i].value;
    }
    Pack(&p, 0, 0, 0, 0);
    bool complete = p.count < MAX_CORES; /* else some cores were never listed */
    bool exact = complete && p.nodes <= NODE_BUDGET;
    free(p.cores);
    if (exact) {
        return p.best;
    }
    return complete && top5 < loose ? top5 : loose;
}

/* A core fits beside the chosen cores of the other side when it shares at most one card with each. */
static bool Crosses(const uint32_t *other, int n, uint32_t mask)
{
    for (int k = 0; k < n; k++) {
        if (__builtin_popcount(other[k] & mask) > 1) {
            return false;
        }
    }
    return true;
}

static void Joint(Packer *p, int from, uint32_t usedRow, uint32_t usedCol, int nRow, int nCol, int sum)
{
    if (sum > p->best) {
        p->best = sum;
    }
    if (++p->nodes > JOINT_BUDGET) {
        return;
    }
    int slots = 2 * PATIENCE_SIDE - nRow - nCol;
    for (int i = from; i < p->count && slots > 0; i++) {
        const Core *c = &p->cores[i];
        /* At best the next cores in value order fill every slot left. */
        int end = i + slots < p->count ? i + slots : p->count;
        if (sum + p->prefix[end] - p->prefix[i] <= p->best) {
            return;
        }
        if (nRow < PATIENCE_SIDE && (c->mask & usedRow) == 0 && Crosses(p->colCore, nCol, c->mask)) {
            p->rowCore[nRow] = c->mask;
            Joint(p, i + 1, usedRow | c->mask, usedCol, nRow + 1, nCol, sum + c->value);
        }
        /* Rows and columns are interchangeable: the first core chosen is a row's. */
        if (nRow + nCol > 0 && nCol < PATIENCE_SIDE && (c->mask & usedCol) == 0 &&
            Crosses(p->rowCore, nRow, c->mask)) {
            p->colCore[nCol] = c->mask;
            Joint(p, i + 1, usedRow, usedCol | c->mask, nRow, nCol + 1, sum + c->value);
        }
    }
}

int PatienceBound_Layout(const Card deal[PATIENCE_CARDS], PatienceTable table)
{
    return PatienceBound_LayoutAbove(deal, table, 0);
}

int PatienceBound_LayoutAbove(const Card deal[PATIENCE_CARDS], PatienceTable table, int known)
{
    int loose = 2 * PatienceBound_Split(deal, table);
    Packer p;
    memset(&p, 0, sizeof p);
    p.table = table;
    p.cores = malloc(MAX_CORES * sizeof *p.cores);
    if (p.cores == NULL) {
        return loose;
    }
    Enumerate(&p, deal);
    qsort(p.cores, (size_t)p.count, sizeof *p.cores, ByValue);
    p.prefix = malloc(((size_t)p.count + 1) * sizeof *p.prefix);
    if (p.prefix == NULL) {
        free(p.cores);
        return loose;
    }
    p.prefix[0] = 0;
    for (int i = 0; i < p.count; i++) {
        p.prefix[i + 1] = p.prefix[i] + p.cores[i].value;
    }
    p.best = known;
    Joint(&p, 0, 0, 0, 0, 0, 0);
    bool exact = p.count < MAX_CORES && p.nodes <= JOINT_BUDGET;
    free(p.prefix);
    free(p.cores);
    if (!exact) {
        return loose;
    }
    return p.best < loose ? p.best : loose;
}
