/* patience_exact.c: branch and bound over scoring cores, with Hall's condition for the square they need. */
#include "patience_exact.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#define SIDE PATIENCE_SIDE

/* Which lines the chosen cores bind each card to, and what that leaves of the square. */
typedef struct Binding {
    int8_t rowOf[PATIENCE_CARDS], colOf[PATIENCE_CARDS]; /* -1: not bound */
    uint8_t freeRows[SIDE];                              /* per column: the rows whose cell no card is bound to yet */
    int8_t rowOnly[SIDE];                                /* cards bound to this row and to no column */
    int8_t colOnly[SIDE];                                /* cards bound to this column and to no row */
    int8_t fixed;                                        /* cards bound to a row and a column: one cell each */
} Binding;

/* Remembered packings: the most k disjoint cores avoiding a set of cards can score. */
enum {
    PACK_BITS = 18,
    PACK_SLOTS = 1 << PACK_BITS,
    PACK_NODES = 3000, /* a packing search's own budget; past it the packing bounds nothing */
    ACCEPT_NODES = 64  /* what asking the acceptor about a square counts for in the budget */
};

typedef struct PackEntry {
    uint64_t key; /* avoided cards | k << 25 | first core << 28, plus one (0: empty) */
    int value;
} PackEntry;

typedef struct Search {
    const PatienceCores *cores;
    int words;          /* 64-bit words in one set of cores */
    uint64_t *overlap;  /* per core: the cores sharing a card with it (itself too) */
    uint64_t *crossing; /* per core: the cores sharing two cards or more with it */
    uint64_t *scratch;  /* per depth: the sets handed to the next level */
    long nodes, budget;
    int best;
    bool found;
    Binding bestBinding;
    PatienceExactAccept accept; /* NULL: every square holds */
    void *context;
    int refused;
    uint8_t bestSquare[PATIENCE_CARDS]; /* with an acceptor: the square it took */
    PackEntry *packs; /* PACK_SLOTS entries */
    int *valueStart;  /* per core: the first core of the same value */
    int packCount;
} Search;

/*
 * Hall's condition: for every set A of rows and B of columns, the cards bound
 * to those lines alone fit in the free cells of those lines. For a fixed A
 * the hardest B takes each column where its own cards outnumber its free
 * cells outside A, so only the 32 sets of rows need checking.
 */
static bool SquareHolds(const Binding *b)
{
    static const int8_t kCount[32] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
                                      1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5}; /* cells in a 5-bit set */
    int freeCells = PATIENCE_CARDS - b->fixed;
    uint32_t rows = 0;
    for (int r = 0; r < SIDE; r++) {
        if (b->rowOnly[r] > 0) {
            rows |= 1u << r;
        }
    }
    for (uint32_t a = rows;; a = (a - 1) & rows) {
        int need = 0;
        for (int r = 0; r < SIDE; r++) {
            need += (a >> r & 1u) ? b->rowOnly[r] : 0;
        }
        for (int c = 0; c < SIDE; c++) {
            int outside = kCount[b->freeRows[c] & ~a & 0x1Fu];
            need += b->colOnly[c] > outside ? b->colOnly[c] : outside;
        }
        if (need > freeCells) {
            return false;
        }
        if (a == 0) {
            return true;
        }
    }
}

/* Binds a core's cards to row (or column) line; false if no square can hold the result. */
static bool Bind(const Binding *from, uint32_t mask, bool asRow, int line, Binding *to)
{
    *to = *from;
    for (uint32_t t = mask; t != 0; t &= t - 1) {
        int card = __builtin_ctz(t);
        int other = asRow ? to->colOf[card] : to->rowOf[card];
        int row = asRow ? line : other, col = asRow ? other : line;
        if (asRow) {
            to->rowOf[card] = (int8_t)line;
        } else {
            to->colOf[card] = (int8_t)line;
        }
        if (other < 0) {
            if (asRow) {
                to->rowOnly[line]++;
            } else {
                to->colOnly[line]++;
            }
            continue;
        }
        if (!(to->freeRows[col] >> row & 1u)) {
            return false; /* two cards for one cell */
        }
        to->freeRows[col] &= (uint8_t) ~(1u << row);
        to->fixed++;
        if (asRow) {
            to->colOnly[col]--;
        } else {
            to->rowOnly[row]--;
        }
    }
    return SquareHolds(to);
}

/* The k highest values in set from core index from on (the list is sorted, so the first k members). */
static int TopValues(const Search *s, const uint64_t *set, int from, int k)
{
    int total = 0, w = from >> 6;
    if (w >= s->words) {
        return 0;
    }
    uint64_t bits = set[w] & (~UINT64_C(0) << (from & 63));
    while (k > 0) {
        while (bits == 0) {
            if (++w >= s->words) {
                return total;
            }
            bits = set[w];
        }
        total += s->cores->items[(w << 6) + __builtin_ctzll(bits)].value;
        bits &= bits - 1;
        k--;
    }
    return total;
}

static void PackFrom(const PatienceCores *cores, int from, uint32_t used, int left, int sum, int *best, long *nodes)
{
    if (sum > *best) {
        *best = sum;
    }
    if (left == 0 || ++*nodes > PACK_NODES) {
        return;
    }
    for (int i = from; i < cores->count; i++) {
        const PatienceCore *core = &cores->items[i];
        if (sum + left * core->value <= *best) {
            return; /* values only fall from here */
        }
        if ((core->mask & used) == 0) {
            PackFrom(cores, i + 1, used | core->mask, left - 1, sum + core->value, best, nodes);
        }
    }
}

/*
 * The most k more lines of one side can score: k disjoint cores, none with
 * a card the side has used, none worth more than core from (the search has
 * passed the higher ones). INT_MAX / 4 when that search outgrows its
 * budget: no bound. Many branches share a side's cores, so it is remembered.
 */
static int Packing(Search *s, uint32_t used, int k, int from)
{
    if (from >= s->cores->count || k == 0) {
        return 0;
    }
    int start = s->valueStart[from]; /* the whole of from's value class: fewer packings to remember */
    uint64_t key = ((uint64_t)start << 28 | (uint64_t)k << 25 | used) + 1;
    uint32_t slot = (uint32_t)((key * UINT64_C(0x9E3779B97F4A7C15)) >> (64 - PACK_BITS)); /* Fibonacci hashing */
    for (;; slot = (slot + 1) & (PACK_SLOTS - 1)) {
        if (s->packs[slot].key == key) {
            return s->packs[slot].value;
        }
        if (s->packs[slot].key == 0) {
            break;
        }
    }
    int best = 0;
    long nodes = 0;
    PackFrom(s->cores, start, used, k, 0, &best, &nodes);
    s->nodes += nodes; /* the budget counts these too */
    if (nodes > PACK_NODES) {
        best = INT_MAX / 4;
    }
    if (s->packCount < PACK_SLOTS / 2) { /* past half full, probes grow long: stop remembering */
        s->packs[slot].key = key;
        s->packs[slot].value = best;
        s->packCount++;
    }
    return best;
}

static bool Realise(const Binding *b, uint8_t square[PATIENCE_CARDS]);

/* A binding scoring sum > best: taken (as the best) unless the acceptor refuses its square. */
static void Offer(Search *s, int sum, const Binding *binding)
{
    if (s->accept == NULL) {
        s->best = sum;
        s->found = true;
        s->bestBinding = *binding;
        return;
    }
    s->nodes += ACCEPT_NODES;
    uint8_t square[PATIENCE_CARDS];
    if (Realise(binding, square) && s->accept(square, s->context)) {
        s->best = sum;
        s->found = true;
        memcpy(s->bestSquare, square, sizeof square);
    } else if (sum > s->refused) {
        s->refused = sum;
    }
}

/*
 * rowOk / colOk: the cores still open to a row / a column (disjoint from that
 * side's chosen cores, crossing the other side's properly); from: the next
 * core to consider, in value order.
 */
static void Visit(Search *s, int from, const uint64_t *rowOk, const uint64_t *colOk, int rows, int cols, int sum,
                  const Binding *binding, uint32_t usedRow, uint32_t usedCol)
{
    if (sum > s->best) {
        Offer(s, sum, binding);
    }
    if (++s->nodes > s->budget) {
        return;
    }
    int words = s->words, depth = rows + cols;
    /* Each side's lines left can score no more than its best packing of cores it has not used. */
    int rowPack = Packing(s, usedRow, SIDE - rows, from), colPack = Packing(s, usedCol, SIDE - cols, from);
    if (sum + rowPack + colPack <= s->best) {
        return;
    }
    int packedFrom = from < s->cores->count ? s->valueStart[from] : -1;
    uint64_t *nextRow = s->scratch + (size_t)(2 * depth) * (size_t)words, *nextCol = nextRow + words;
    for (int w = from >> 6; w < words; w++) {
        uint64_t open = rowOk[w] | colOk[w];
        if (w == from >> 6) {
            open &= ~UINT64_C(0) << (from & 63);
        }
        for (; open != 0; open &= open - 1) {
            int i = (w << 6) + __builtin_ctzll(open);
            uint64_t bit = UINT64_C(1) << (i & 63);
            if (s->valueStart[i] != packedFrom) { /* a lower value class: the packings can only fall */
                packedFrom = s->valueStart[i];
                rowPack = Packing(s, usedRow, SIDE - rows, i);
                colPack = Packing(s, usedCol, SIDE - cols, i);
            }
            /* At best the highest open cores fill every line left on each side. */
            int rowTop = TopValues(s, rowOk, i, SIDE - rows), colTop = TopValues(s, colOk, i, SIDE - cols);
            if (sum + (rowTop < rowPack ? rowTop : rowPack) + (colTop < colPack ? colTop : colPack) <= s->best) {
                return;
            }
            const PatienceCore *core = &s->cores->items[i];
            const uint64_t *overlap = s->overlap + (size_t)i * (size_t)words;
            const uint64_t *crossing = s->crossing + (size_t)i * (size_t)words;
            Binding bound;
            if (rows < SIDE && (rowOk[w] & bit) && Bind(binding, core->mask, true, rows, &bound)) {
                for (int v = 0; v < words; v++) {
                    nextRow[v] = rowOk[v] & ~overlap[v];
                    nextCol[v] = colOk[v] & ~crossing[v];
                }
                Visit(s, i + 1, nextRow, nextCol, rows + 1, cols, sum + core->value, &bound, usedRow | core->mask,
                      usedCol);
            }
            /* A square turned over swaps rows and columns: the first core chosen is a row's. */
            if (depth > 0 && cols < SIDE && (colOk[w] & bit) && Bind(binding, core->mask, false, cols, &bound)) {
                for (int v = 0; v < words; v++) {
                    nextRow[v] = rowOk[v] & ~crossing[v];
                    nextCol[v] = colOk[v] & ~overlap[v];
                }
                Visit(s, i + 1, nextRow, nextCol, rows, cols + 1, sum + core->value, &bound, usedRow,
                      usedCol | core->mask);
            }
            if (s->nodes > s->budget) {
                return;
            }
        }
    }
}

/* Places the cards of a binding that holds: bound cards in their lines, the rest in the cells left. */
static bool CellsOf(const Binding *b, int card, uint32_t *cells)
{
    uint32_t rows = b->rowOf[card] < 0 ? 0x1Fu : 1u << b->rowOf[card];
    uint32_t cols = b->colOf[card] < 0 ? 0x1Fu : 1u << b->colOf[card];
    *cells = 0;
    for (int r = 0; r < SIDE; r++) {
        if (rows >> r & 1u) {
            *cells |= cols << (SIDE * r);
        }
    }
    return *cells != 0;
}

/* One augmenting path of a bipartite matching of cards to cells (Kuhn's method). */
static bool Augment(const Binding *b, int card, int8_t *cardAt, uint32_t *seen)
{
    uint32_t cells;
    CellsOf(b, card, &cells);
    for (cells &= ~*seen; cells != 0; cells &= cells - 1) {
        int cell = __builtin_ctz(cells);
        *seen |= 1u << cell;
        if (cardAt[cell] < 0 || Augment(b, cardAt[cell], cardAt, seen)) {
            cardAt[cell] = (int8_t)card;
            return true;
        }
    }
    return false;
}

static bool Realise(const Binding *b, uint8_t square[PATIENCE_CARDS])
{
    int8_t cardAt[PATIENCE_CARDS];
    memset(cardAt, -1, sizeof cardAt);
    for (int card = 0; card < PATIENCE_CARDS; card++) {
        uint32_t seen = 0;
        if (!Augment(b, card, cardAt, &seen)) {
            return false; /* Hall's condition says this cannot happen */
        }
    }
    for (int cell = 0; cell < PATIENCE_CARDS; cell++) {
        square[cell] = (uint8_t)cardAt[cell];
    }
    return true;
}

bool PatienceExact_Search(const PatienceCores *cores, int floor, long budget, PatienceExactAccept accept,
                          void *context, PatienceExact *out)
{
    if (cores == NULL || out == NULL || budget < 0) {
        return false;
    }
    Search s;
    memset(&s, 0, sizeof s);
    s.cores = cores;
    s.words = (cores->count + 63) / 64;
    s.budget = budget;
    s.best = floor;
    s.refused = floor;
    s.accept = accept;
    s.context = context;
    size_t words = (size_t)(s.words > 0 ? s.words : 1);
    size_t matrix = (size_t)cores->count * words;
    s.overlap = calloc(matrix + 1, sizeof *s.overlap);
    s.crossing = calloc(matrix + 1, sizeof *s.crossing);
    size_t sets = 2 * (2 * SIDE + 1);                          /* two per depth, 0 to 10 cores deep */
    s.scratch = calloc((sets + 1) * words, sizeof *s.scratch); /* and the root's */
    s.packs = calloc(PACK_SLOTS, sizeof *s.packs);
    s.valueStart = calloc((size_t)cores->count + 1, sizeof *s.valueStart);
    bool ok = s.overlap != NULL && s.crossing != NULL && s.scratch != NULL && s.packs != NULL && s.valueStart != NULL;
    if (ok) {
        for (int i = 0; i < cores->count; i++) {
            bool same = i > 0 && cores->items[i].value == cores->items[i - 1].value;
            s.valueStart[i] = same ? s.valueStart[i - 1] : i;
        }
        for (int i = 0; i < cores->count; i++) {
            for (int j = 0; j < cores->count; j++) {
                int shared = __builtin_popcount(cores->items[i].mask & cores->items[j].mask);
                uint64_t bit = UINT64_C(1) << (j & 63);
                if (shared >= 1) {
                    s.overlap[(size_t)i * words + (size_t)(j >> 6)] |= bit;
                }
                if (shared >= 2) {
                    s.crossing[(size_t)i * words + (size_t)(j >> 6)] |= bit;
                }
            }
        }
        uint64_t *all = s.scratch + sets * words;
        for (int i = 0; i < cores->count; i++) {
            all[i >> 6] |= UINT64_C(1) << (i & 63);
        }
        Binding empty;
        memset(&empty, 0, sizeof empty);
        memset(empty.rowOf, -1, sizeof empty.rowOf);
        memset(empty.colOf, -1, sizeof empty.colOf);
        memset(empty.freeRows, 0x1F, sizeof empty.freeRows);
        Visit(&s, 0, all, all, 0, 0, 0, &empty, 0, 0);
        memset(out, 0, sizeof *out);
        out->best = s.best;
        out->refused = s.refused > s.best ? s.refused : s.best;
        out->nodes = s.nodes;
        out->finished = s.nodes <= s.budget && cores->complete;
        if (accept != NULL) {
            out->found = s.found;
            memcpy(out->square, s.bestSquare, sizeof out->square);
        } else {
            out->found = s.found && Realise(&s.bestBinding, out->square);
        }
        if (s.found && !out->found) {
            out->best = floor; /* never expected: a binding that holds always has a square */
            out->finished = false;
        }
    }
    free(s.overlap);
    free(s.crossing);
    free(s.scratch);
    free(s.packs);
    free(s.valueStart);
    return ok;
}
