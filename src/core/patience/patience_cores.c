/* patience_cores.c: every scoring core among 25 known cards, by value. */
#include "patience_cores.h"

#include <stdlib.h>
#include <string.h>

enum {
    MAX_CORES = 8192 /* a deal of 25 cards has a few hundred; eight suited cards of one suit alone give 56 flushes */
};

static void Add(PatienceCores *cores, PatienceTable table, uint32_t mask, PokerClass c)
{
    int v = Patience_ClassPoints(table, Patience_TableClass(table, c));
    if (v <= 0) {
        return;
    }
    if (cores->count == MAX_CORES) {
        cores->complete = false;
        return;
    }
    cores->items[cores->count].mask = mask;
    cores->items[cores->count].value = v;
    cores->count++;
}

/* Every k-subset of the cards listed, added as cores of class c. */
static void Subsets(PatienceCores *cores, PatienceTable table, const int *idx, int n, int k, int from, uint32_t mask,
                    PokerClass c)
{
    if (k == 0) {
        Add(cores, table, mask, c);
        return;
    }
    for (int i = from; i <= n - k; i++) {
        Subsets(cores, table, idx, n, k - 1, i + 1, mask | (1u << idx[i]), c);
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

static void Straights(PatienceCores *cores, PatienceTable table, const Card *deal, int byRank[15][4],
                      const int *rankCount)
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
            Add(cores, table, mask, c);
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

static int ByValue(const void *a, const void *b)
{
    const PatienceCore *x = a, *y = b;
    if (x->value != y->value) {
        return y->value - x->value;
    }
    return x->mask < y->mask ? -1 : (x->mask > y->mask);
}

bool PatienceCores_Make(PatienceCores *cores, const Card deal[PATIENCE_CARDS], PatienceTable table)
{
    memset(cores, 0, sizeof *cores);
    cores->items = malloc(MAX_CORES * sizeof *cores->items);
    if (cores->items == NULL) {
        return false;
    }
    cores->complete = true;
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
        Subsets(cores, table, byRank[r], rankCount[r], 2, 0, 0, POKER_ONE_PAIR);
        Subsets(cores, table, byRank[r], rankCount[r], 3, 0, 0, POKER_THREES);
        Subsets(cores, table, byRank[r], rankCount[r], 4, 0, 0, POKER_FOURS);
    }
    for (int a = RANK_TWO; a <= RANK_ACE; a++) {
        for (int b = RANK_TWO; b <= RANK_ACE; b++) {
            for (int i = 0; i < tripCount[a] && a != b; i++) {
                for (int j = 0; j < pairCount[b]; j++) {
                    Add(cores, table, trips[a][i] | pairs[b][j], POKER_FULL);
                }
            }
            for (int i = 0; i < pairCount[a] && a < b; i++) {
                for (int j = 0; j < pairCount[b]; j++) {
                    Add(cores, table, pairs[a][i] | pairs[b][j], POKER_TWO_PAIRS);
                }
            }
        }
    }
    Straights(cores, table, deal, byRank, rankCount);
    for (int s = 0; s < 4; s++) {
        Subsets(cores, table, bySuit[s], suitCount[s], 5, 0, 0, POKER_FLUSH);
    }
    qsort(cores->items, (size_t)cores->count, sizeof *cores->items, ByValue);
    return true;
}

void PatienceCores_Free(PatienceCores *cores)
{
    free(cores->items);
    memset(cores, 0, sizeof *cores);
}
