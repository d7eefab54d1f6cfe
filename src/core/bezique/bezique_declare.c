/* bezique_declare.c: declaring combinations: which are legal (re-use laws), laying them out, scoring, "to score". */
#include "bezique_local.h"

#include <string.h>

/* What the table cards of a declaration already carry. */
typedef struct Marks {
    bool marriage, sequence, four;
    int bezique; /* highest bezique level among them */
} Marks;

static Marks MarksOf(const BeziqueSide *s, unsigned mask)
{
    Marks m = {false, false, false, 0};
    for (int slot = 0; slot < BEZ_TABLE_SLOTS; slot++) {
        if (mask & (1u << slot)) {
            uint8_t f = s->flags[slot];
            m.marriage = m.marriage || (f & BEZ_FLAG_MARRIAGE) != 0;
            m.sequence = m.sequence || (f & BEZ_FLAG_SEQUENCE) != 0;
            m.four = m.four || (f & BEZ_FLAG_FOUR) != 0;
            if (BezLevel(f) > m.bezique) {
                m.bezique = BezLevel(f);
            }
        }
    }
    return m;
}

static BeziqueCombo ComboOfMask(const BeziqueSide *s, unsigned mask)
{
    Card cards[GAME_ACTION_CARDS];
    int n = 0;
    for (int slot = 0; slot < BEZ_TABLE_SLOTS && n < GAME_ACTION_CARDS; slot++) {
        if (mask & (1u << slot)) {
            cards[n++] = s->table[slot];
        }
    }
    return Bezique_Identify(cards, n);
}

int Bezique_PendingMask(const BeziqueState *st, int seat, int index)
{
    if (seat < 0 || seat > 1 || index < 0 || index >= st->side[seat].pendingCount) {
        return -1;
    }
    const uint64_t *bits = st->side[seat].pending;
    for (int w = 0; w < BEZ_SET_WORDS; w++) {
        int n = PopCount64(bits[w]);
        if (index < n) {
            uint64_t x = bits[w];
            for (int i = 0; i < index; i++) {
                x &= x - 1;
            }
            int bit = 0;
            while (!((x >> bit) & 1u)) {
                bit++;
            }
            return w * 64 + bit;
        }
        index -= n;
    }
    return -1;
}

BeziqueCombo Bezique_PendingCombo(const BeziqueState *st, int seat, int index)
{
    BeziqueCombo none = {BEZ_COMBO_NONE, 0, 0, 0};
    int mask = Bezique_PendingMask(st, seat, index);
    return mask < 0 ? none : ComboOfMask(&st->side[seat], (unsigned)mask);
}

/*
 * Why a combination is barred by what its table cards carry. Superior
 * before inferior is barred in both games (laws 37, 38); the ordinary game
 * also bars any card from a second combination of the same kind.
 */
static BeziqueWhy Barred(const BeziqueState *st, BeziqueCombo c, Marks m)
{
    bool ordinary = !IsRubicon(st);
    switch (c.type) {
    case BEZ_COMBO_MARRIAGE:
        if (m.sequence) {
            return BEZ_WHY_SEQUENCE_TO_MARRIAGE;
        }
        return (ordinary && m.marriage) ? BEZ_WHY_SAME_KIND : BEZ_WHY_OK;
    case BEZ_COMBO_SEQUENCE: return (ordinary && m.sequence) ? BEZ_WHY_SAME_KIND : BEZ_WHY_OK;
    case BEZ_COMBO_FOUR: return (ordinary && m.four) ? BEZ_WHY_SAME_KIND : BEZ_WHY_OK;
    case BEZ_COMBO_BEZIQUE:
        if (m.bezique > c.level) {
            return BEZ_WHY_HIGHER_BEZIQUE;
        }
        return (ordinary && m.bezique == c.level) ? BEZ_WHY_SAME_KIND : BEZ_WHY_OK;
    default: return BEZ_WHY_NOT_COMBINATION;
    }
}

/* Law 34 as ruled: a declared four of this rank, or sequence of this suit, of which no card has been played yet. */
static bool StillWhole(const BeziqueSide *s, BeziqueCombo c)
{
    for (int w = 0; w < BEZ_SET_WORDS; w++) {
        for (uint64_t x = s->declared[w]; x != 0; x &= x - 1) {
            int bit = 0;
            while (!((x >> bit) & 1u)) {
                bit++;
            }
            BeziqueCombo d = ComboOfMask(s, (unsigned)(w * 64 + bit));
            if (d.type == c.type && (c.type == BEZ_COMBO_FOUR ? d.rank == c.rank : d.suit == c.suit)) {
                return true;
            }
        }
    }
    return false;
}

BeziqueWhy BezDeclare_Check(const BeziqueState *st, int seat, GameAction a)
{
    const BeziqueSide *s = &st->side[seat];
    unsigned mask = a.choice;
    int nt = PopCount16(mask);
    if (a.count < 2 || a.count > GAME_ACTION_CARDS || (mask >> BEZ_TABLE_SLOTS) != 0 || nt > a.count) {
        return BEZ_WHY_MALFORMED;
    }
    int k = 0;
    for (int slot = 0; slot < BEZ_TABLE_SLOTS; slot++) {
        if (mask & (1u << slot)) {
            if (s->table[slot] == CARD_NONE || s->table[slot] != a.cards[k]) {
                return BEZ_WHY_NOT_ON_TABLE;
            }
            k++;
        }
    }
    uint8_t need[BEZ_KINDS] = {0};
    int prev = -1;
    for (int i = nt; i < a.count; i++) {
        int idx = Bezique_Index(a.cards[i]);
        if (idx < 0 || idx < prev) {
            return BEZ_WHY_MALFORMED; /* hand cards come in kind order, so each declaration has one form */
        }
        prev = idx;
        if (++need[idx] > s->hand[idx]) {
            return BEZ_WHY_NO_CARD;
        }
    }
    BeziqueCombo c = Bezique_Identify(a.cards, a.count);
    if (c.type == BEZ_COMBO_NONE) {
        return BEZ_WHY_NOT_COMBINATION;
    }
    if (!IsRubicon(st) && c.type == BEZ_COMBO_SEQUENCE && c.suit != st->trumps) {
        return BEZ_WHY_SEQUENCE_NOT_TRUMPS;
    }
    BeziqueWhy why = Barred(st, c, MarksOf(s, mask));
    if (why != BEZ_WHY_OK) {
        return why;
    }
    if (nt == a.count && SetHas(s->declared, mask)) {
        return BEZ_WHY_SAME_CARDS; /* (in the ordinary game the flags above refuse it first) */
    }
    if (IsRubicon(st) && (c.type == BEZ_COMBO_FOUR || c.type == BEZ_COMBO_SEQUENCE) && StillWhole(s, c)) {
        return BEZ_WHY_STILL_WHOLE;
    }
    return BEZ_WHY_OK;
}

static int CountBits(const uint64_t *bits)
{
    int n = 0;
    for (int w = 0; w < BEZ_SET_WORDS; w++) {
        n += PopCount64(bits[w]);
    }
    return n;
}

/*
 * Laws 47 and 48 (Rubicon only): scoring a sequence loses a marriage held
 * to score whose king and queen are in it; scoring a superior bezique loses
 * a lower one held to score whose cards are in it. Only the scoring loses
 * it: laying the cards into a combination itself held to score does not.
 */
static void DropSupersededBy(BeziqueSide *s, unsigned scored, BeziqueCombo by)
{
    if (by.type != BEZ_COMBO_SEQUENCE && by.type != BEZ_COMBO_BEZIQUE) {
        return;
    }
    for (int w = 0; w < BEZ_SET_WORDS; w++) {
        for (uint64_t x = s->pending[w]; x != 0; x &= x - 1) {
            int bit = 0;
            while (!((x >> bit) & 1u)) {
                bit++;
            }
            unsigned mask = (unsigned)(w * 64 + bit);
            if ((mask & scored) != mask) {
                continue; /* not all its cards are in the one scored */
            }
            BeziqueCombo c = ComboOfMask(s, mask);
            if ((by.type == BEZ_COMBO_SEQUENCE && c.type == BEZ_COMBO_MARRIAGE && c.suit == by.suit) ||
                (by.type == BEZ_COMBO_BEZIQUE && c.type == BEZ_COMBO_BEZIQUE && c.level < by.level)) {
                SetDel(s->pending, mask);
            }
        }
    }
    s->pendingCount = (uint8_t)CountBits(s->pending);
}

/*
 * The sets holding a slot: for slots 0-5 the bit of the slot within the
 * word's 64 masks, the same pattern in every word; for slots 6-8 whole
 * words (those whose index has bit slot-6).
 */
static const uint64_t kWithLowSlot[6] = {0xAAAAAAAAAAAAAAAAULL, 0xCCCCCCCCCCCCCCCCULL, 0xF0F0F0F0F0F0F0F0ULL,
                                         0xFF00FF00FF00FF00ULL, 0xFFFF0000FFFF0000ULL, 0xFFFFFFFF00000000ULL};

void BezDeclare_ClearSlot(BeziqueSide *s, int slot)
{
    s->table[slot] = CARD_NONE;
    s->flags[slot] = 0;
    s->tableCount--;
    for (int w = 0; w < BEZ_SET_WORDS; w++) {
        uint64_t drop = slot < 6 ? kWithLowSlot[slot] : ((w >> (slot - 6)) & 1) ? ~0ULL : 0;
        s->declared[w] &= ~drop;
        s->pending[w] &= ~drop;
    }
    s->pendingCount = (uint8_t)CountBits(s->pending);
}

/* Scores a combination now (the set of slots mask); the first marriage, or a sequence before any marriage, makes trumps (law 41). */
static void ScoreCombo(BeziqueState *st, int seat, unsigned mask, BeziqueCombo c)
{
    if (IsRubicon(st)) {
        DropSupersededBy(&st->side[seat], mask, c);
    }
    if (st->trumps == BEZ_NO_SUIT && (c.type == BEZ_COMBO_MARRIAGE || c.type == BEZ_COMBO_SEQUENCE)) {
        st->trumps = c.suit;
    }
    BezScore_Add(st, seat, BezCombo_ScoreKind(st, c));
    st->scoredThisTrick = 1;
}

void BezDeclare_Apply(BeziqueState *st, int seat, GameAction a)
{
    BeziqueSide *s = &st->side[seat];
    unsigned mask = a.choice;
    int nt = PopCount16(mask);
    for (int i = nt; i < a.count; i++) {
        int idx = Bezique_Index(a.cards[i]);
        int slot = 0;
        while (s->table[slot] != CARD_NONE) {
            slot++;
        }
        s->hand[idx]--;
        s->handCount--;
        if (s->known[idx] > 0) {
            s->known[idx]--;
        }
        s->table[slot] = a.cards[i];
        s->flags[slot] = 0;
        s->tableCount++;
        mask |= 1u << slot;
    }
    BeziqueCombo c = Bezique_Identify(a.cards, a.count);
    for (int slot = 0; slot < BEZ_TABLE_SLOTS; slot++) {
        if (!(mask & (1u << slot))) {
            continue;
        }
        uint8_t *f = &s->flags[slot];
        switch (c.type) {
        case BEZ_COMBO_MARRIAGE: *f |= BEZ_FLAG_MARRIAGE; break;
        case BEZ_COMBO_SEQUENCE: *f |= BEZ_FLAG_SEQUENCE; break;
        case BEZ_COMBO_FOUR: *f |= BEZ_FLAG_FOUR; break;
        default:
            if (c.level > BezLevel(*f)) {
                *f = (uint8_t)((*f & ~(7 << BEZ_FLAG_BEZIQUE_SHIFT)) | (c.level << BEZ_FLAG_BEZIQUE_SHIFT));
            }
            break;
        }
    }
    SetPut(s->declared, mask);
    if (!st->scoredThisTrick) {
        ScoreCombo(st, seat, mask, c);
    } else {
        SetPut(s->pending, mask);
        s->pendingCount++;
    }
}

void BezDeclare_ScorePending(BeziqueState *st, int seat, int index)
{
    BeziqueSide *s = &st->side[seat];
    unsigned mask = (unsigned)Bezique_PendingMask(st, seat, index);
    BeziqueCombo c = ComboOfMask(s, mask);
    SetDel(s->pending, mask);
    s->pendingCount--;
    ScoreCombo(st, seat, mask, c);
}

/*
 * Listing every legal declaration. A combination is a few groups of card
 * kinds, each needing so many cards (a marriage: one king and one queen of
 * the suit; four kings: four cards among the four kings). For each group
 * the cards may come from the hand (identical, so only how many counts) or
 * from particular table slots (each with its own history), and every way of
 * choosing is a distinct declaration; Bezique_Check then keeps the legal ones.
 */
typedef struct Group {
    uint8_t kinds[4];
    uint8_t nkinds;
    uint8_t need;
} Group;

typedef struct Lister {
    const BeziqueState *st;
    int seat;
    GameAction *out;
    int max;
    int n;
    Group groups[5];
    int ngroups;
    int slots[GAME_ACTION_CARDS];
    Card tableCards[GAME_ACTION_CARDS];
    int nt;
    Card handCards[GAME_ACTION_CARDS];
    int nh;
    int8_t tableKind[BEZ_TABLE_SLOTS]; /* the kind in each of the seat's table slots, -1 if empty */
    uint8_t count[BEZ_KINDS];          /* the seat's cards of each kind, hand and table */
} Lister;

typedef struct Unit {
    int8_t slot; /* a table slot, or -1 for hand cards of kind */
    uint8_t kind;
    uint8_t max;
} Unit;

static void ListGroup(Lister *l, int g);

static void ChooseUnits(Lister *l, int g, const Unit *units, int nunits, int u, int remaining)
{
    if (remaining == 0) {
        ListGroup(l, g + 1);
        return;
    }
    if (u == nunits || l->n >= l->max) {
        return;
    }
    const Unit *un = &units[u];
    int most = un->max < remaining ? un->max : remaining;
    for (int take = most; take >= 0; take--) {
        for (int i = 0; i < take; i++) {
            if (un->slot >= 0) {
                l->slots[l->nt] = un->slot;
                l->tableCards[l->nt++] = Bezique_CardAt(un->kind);
            } else {
                l->handCards[l->nh++] = Bezique_CardAt(un->kind);
            }
        }
        ChooseUnits(l, g, units, nunits, u + 1, remaining - take);
        if (un->slot >= 0) {
            l->nt -= take;
        } else {
            l->nh -= take;
        }
    }
}

static void ListGroup(Lister *l, int g)
{
    if (l->n >= l->max) {
        return;
    }
    if (g == l->ngroups) {
        GameAction a = Bezique_Declare(l->slots, l->tableCards, l->nt, l->handCards, l->nh);
        if (BezDeclare_Check(l->st, l->seat, a) == BEZ_WHY_OK) {
            l->out[l->n++] = a;
        }
        return;
    }
    const BeziqueSide *s = &l->st->side[l->seat];
    const Group *gr = &l->groups[g];
    Unit units[BEZ_TABLE_SLOTS + 4];
    int nunits = 0;
    int available = 0;
    for (int k = 0; k < gr->nkinds; k++) {
        int kind = gr->kinds[k];
        for (int slot = 0; slot < BEZ_TABLE_SLOTS; slot++) {
            if (l->tableKind[slot] == kind) {
                units[nunits++] = (Unit){(int8_t)slot, (uint8_t)kind, 1};
                available++;
            }
        }
        if (s->hand[kind] > 0) {
            units[nunits++] = (Unit){-1, (uint8_t)kind, s->hand[kind]};
            available += s->hand[kind];
        }
    }
    if (available >= gr->need) {
        ChooseUnits(l, g, units, nunits, 0, gr->need);
    }
}

static void ListCombo(Lister *l)
{
    for (int g = 0; g < l->ngroups; g++) {
        int available = 0;
        for (int k = 0; k < l->groups[g].nkinds; k++) {
            available += l->count[l->groups[g].kinds[k]];
        }
        if (available < l->groups[g].need) {
            return; /* the seat has too few of a group's cards: nothing to list */
        }
    }
    l->nt = 0;
    l->nh = 0;
    ListGroup(l, 0);
}

static void SetGroup(Lister *l, int g, int need, int k0, int k1, int k2, int k3)
{
    Group *gr = &l->groups[g];
    int kinds[4] = {k0, k1, k2, k3};
    gr->nkinds = 0;
    gr->need = (uint8_t)need;
    for (int i = 0; i < 4; i++) {
        if (kinds[i] >= 0) {
            gr->kinds[gr->nkinds++] = (uint8_t)kinds[i];
        }
    }
}

int BezDeclare_Legal(const BeziqueState *st, int seat, GameAction *out, int max)
{
    Lister l;
    memset(&l, 0, sizeof l);
    l.st = st;
    l.seat = seat;
    l.out = out;
    l.max = max;
    const BeziqueSide *side = &st->side[seat];
    for (int k = 0; k < BEZ_KINDS; k++) {
        l.count[k] = side->hand[k];
    }
    for (int slot = 0; slot < BEZ_TABLE_SLOTS; slot++) {
        int kind = side->table[slot] != CARD_NONE ? Bezique_Index(side->table[slot]) : -1;
        l.tableKind[slot] = (int8_t)kind;
        if (kind >= 0) {
            l.count[kind]++;
        }
    }
    for (int suit = 0; suit < SUIT_COUNT; suit++) {
        l.ngroups = 2;
        SetGroup(&l, 0, 1, IDX(suit, ORDER_KING), -1, -1, -1);
        SetGroup(&l, 1, 1, IDX(suit, ORDER_QUEEN), -1, -1, -1);
        ListCombo(&l);
    }
    for (int suit = 0; suit < SUIT_COUNT; suit++) {
        if (!IsRubicon(st) && suit != st->trumps) {
            continue;
        }
        static const int kSequence[5] = {ORDER_ACE, ORDER_TEN, ORDER_KING, ORDER_QUEEN, ORDER_KNAVE};
        l.ngroups = 5;
        for (int g = 0; g < 5; g++) {
            SetGroup(&l, g, 1, IDX(suit, kSequence[g]), -1, -1, -1);
        }
        ListCombo(&l);
    }
    for (int level = 1; level <= Bezique_Copies(st->variant); level++) {
        l.ngroups = 2;
        SetGroup(&l, 0, level, IDX_QUEEN_SPADES, -1, -1, -1);
        SetGroup(&l, 1, level, IDX_KNAVE_DIAMONDS, -1, -1, -1);
        ListCombo(&l);
    }
    static const int kFours[4] = {ORDER_ACE, ORDER_KING, ORDER_QUEEN, ORDER_KNAVE};
    for (int r = 0; r < 4; r++) {
        int o = kFours[r];
        l.ngroups = 1;
        SetGroup(&l, 0, 4, IDX(0, o), IDX(1, o), IDX(2, o), IDX(3, o));
        ListCombo(&l);
    }
    return l.n;
}
