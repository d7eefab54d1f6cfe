/* bezique_ai.c: Bezique's knowledge for the computer players: the book's hints as ratings, and the value of a deal. */
#include "bezique_ai.h"

#include <string.h>

#include "bezique_local.h"

/*
 * Everything here reads only what `seat` may see: its own hand and table,
 * the other's table and the cards of his it has seen (side.known: in a view
 * that is all his hand shows), the cards played, the trick, the turn-up and
 * the size of the stock. So a rating is the same on the AI's view and on
 * any world sampled from it.
 */
typedef struct Know {
    const BeziqueState *st;
    int seat;
    bool rubicon;
    bool drawing; /* cards are still to be drawn: declarations are still possible */
    int trumps;
    int mine[BEZ_KINDS];   /* the seat's cards, hand and table */
    int avail[BEZ_KINDS];  /* copies the seat has not seen anywhere: they may still come to it */
    int oppMay[BEZ_KINDS]; /* copies the other may hold (seen in his hand, or unseen) */
    double fullWeight;     /* the chance left to declare a combination already held */
    double partWeight;     /* the chance left to draw what completes one */
    int points[BEZ_SCORE_KIND_COUNT]; /* each kind of score's points in this variant */
} Know;

static int Points(const Know *k, BeziqueScoreKind kind)
{
    return k->points[kind];
}

static double Min1(double x)
{
    return x < 1 ? x : 1;
}

static void KnowOf(const BeziqueState *st, int seat, Know *k)
{
    memset(k, 0, sizeof *k);
    k->st = st;
    k->seat = seat;
    k->rubicon = IsRubicon(st);
    k->trumps = st->trumps;
    for (int kind = 0; kind < BEZ_SCORE_KIND_COUNT; kind++) {
        k->points[kind] = Bezique_ScoreKindPoints(st->variant, (BeziqueScoreKind)kind);
    }
    const BeziqueSide *me = &st->side[seat];
    const BeziqueSide *op = &st->side[1 - seat];
    int seen[BEZ_KINDS];
    for (int i = 0; i < BEZ_KINDS; i++) {
        k->mine[i] = me->hand[i];
        seen[i] = op->known[i] + st->played[i];
    }
    for (int slot = 0; slot < BEZ_TABLE_SLOTS; slot++) {
        if (me->table[slot] != CARD_NONE) {
            k->mine[Bezique_Index(me->table[slot])]++;
        }
        if (op->table[slot] != CARD_NONE) {
            seen[Bezique_Index(op->table[slot])]++;
        }
    }
    for (int i = 0; i < st->trickCount; i++) {
        seen[Bezique_Index(st->trick[i])]++;
    }
    if (st->turnUp != CARD_NONE) {
        seen[Bezique_Index(st->turnUp)]++;
    }
    int copies = Bezique_Copies(st->variant);
    for (int i = 0; i < BEZ_KINDS; i++) {
        int a = copies - seen[i] - k->mine[i];
        k->avail[i] = a > 0 ? a : 0;
        k->oppMay[i] = op->known[i] + k->avail[i];
    }
    double draws = (st->stockCount + (st->turnUp != CARD_NONE ? 1 : 0)) / 2.0;
    k->drawing = draws > 0;
    k->fullWeight = k->drawing ? 0.9 * Min1(draws / 3.0) : 0;
    k->partWeight = k->drawing ? 0.8 * Min1(draws / 20.0) : 0;
}

/* The chance that a combination this many cards short is completed by drawing (when the cards are still out). */
static const double kSequenceChance[6] = {0, 0, 0.03, 0.1, 0.3, 1};
static const double kFourChance[4] = {0, 0.02, 0.08, 0.3};

/* What the combinations a set of cards may still make are worth, weighted by the chance to declare them. */
static double Potential(const Know *k, const int *c)
{
    if (!k->drawing) {
        return 0; /* no declarations once the stock is out */
    }
    double full = 0, part = 0;
    bool noTrumps = k->trumps == BEZ_NO_SUIT;
    for (int suit = 0; suit < SUIT_COUNT; suit++) {
        bool trump = noTrumps || suit == k->trumps;
        int kings = c[IDX(suit, ORDER_KING)], queens = c[IDX(suit, ORDER_QUEEN)];
        int pts = Points(k, trump ? BEZ_SCORE_ROYAL_MARRIAGE : BEZ_SCORE_MARRIAGE);
        int pairs = kings < queens ? kings : queens;
        full += pts * pairs;
        if ((kings > pairs && k->avail[IDX(suit, ORDER_QUEEN)] > 0) ||
            (queens > pairs && k->avail[IDX(suit, ORDER_KING)] > 0)) {
            part += pts * 0.3;
        }
        if (!k->rubicon && !trump) {
            continue; /* the ordinary game scores sequences in trumps only */
        }
        static const int kSeq[5] = {ORDER_ACE, ORDER_TEN, ORDER_KING, ORDER_QUEEN, ORDER_KNAVE};
        int held = 0;
        bool possible = true;
        for (int i = 0; i < 5; i++) {
            int kind = IDX(suit, kSeq[i]);
            if (c[kind] > 0) {
                held++;
            } else if (k->avail[kind] == 0) {
                possible = false;
            }
        }
        double seq = Points(k, trump ? BEZ_SCORE_TRUMP_SEQUENCE : BEZ_SCORE_SEQUENCE) * (noTrumps ? 0.6 : 1);
        if (held == 5) {
            full += seq;
        } else if (possible) {
            part += seq * kSequenceChance[held];
        }
    }
    int levels = Bezique_Copies(k->st->variant);
    int qs = c[IDX_QUEEN_SPADES], jd = c[IDX_KNAVE_DIAMONDS];
    int lv = qs < jd ? qs : jd;
    if (lv > levels) {
        lv = levels;
    }
    int have = lv > 0 ? Points(k, (BeziqueScoreKind)(BEZ_SCORE_BEZIQUE + lv - 1)) : 0;
    full += have;
    if (lv < levels) {
        int needQ = lv + 1 - qs > 0 ? lv + 1 - qs : 0;
        int needJ = lv + 1 - jd > 0 ? lv + 1 - jd : 0;
        if (needQ <= k->avail[IDX_QUEEN_SPADES] && needJ <= k->avail[IDX_KNAVE_DIAMONDS]) {
            int next = Points(k, (BeziqueScoreKind)(BEZ_SCORE_BEZIQUE + lv));
            int missing = needQ + needJ;
            part += (next - have) * (missing == 1 ? 0.25 : missing == 2 ? 0.05 : 0);
        }
    }
    static const int kFourOrder[4] = {ORDER_ACE, ORDER_KING, ORDER_QUEEN, ORDER_KNAVE};
    static const BeziqueScoreKind kFourKind[4] = {BEZ_SCORE_FOUR_ACES, BEZ_SCORE_FOUR_KINGS, BEZ_SCORE_FOUR_QUEENS,
                                                  BEZ_SCORE_FOUR_KNAVES};
    for (int r = 0; r < 4; r++) {
        int n = 0, out = 0;
        for (int suit = 0; suit < SUIT_COUNT; suit++) {
            n += c[IDX(suit, kFourOrder[r])];
            out += k->avail[IDX(suit, kFourOrder[r])];
        }
        int pts = Points(k, kFourKind[r]);
        full += pts * (n / 4);
        if (out >= 4 - n % 4) {
            part += pts * kFourChance[n % 4];
        }
    }
    return full * k->fullWeight + part * k->partWeight;
}

/*
 * What Potential counts in vain for the seat's table: a combination already
 * declared and scored whose cards all still lie there is counted among the
 * full ones by its cards, but those same cards cannot score it again (laws
 * 34, 35 and 38 as ruled: a four or sequence only once one of its cards has
 * been played, a marriage or bezique only with a fresh card). Its value is
 * taken off, at Potential's weight, except for the declaration that
 * contains skipSlot (the card about to be played breaks it up). Sets held
 * to score are not taken off: they may still be scored.
 */
typedef struct Declared {
    int count;
    unsigned mask[BEZ_SET_WORDS * 64]; /* the table slots of each declaration */
    int points[BEZ_SET_WORDS * 64];    /* and what it scored */
} Declared;

/* The seat's declarations already scored (not held to score), in the order of their masks. */
static void DeclaredOf(const Know *k, Declared *d)
{
    d->count = 0;
    if (!k->drawing) {
        return;
    }
    const BeziqueSide *s = &k->st->side[k->seat];
    for (int w = 0; w < BEZ_SET_WORDS; w++) {
        for (uint64_t x = s->declared[w] & ~s->pending[w]; x != 0; x &= x - 1) {
            unsigned mask = (unsigned)(w * 64 + __builtin_ctzll(x));
            Card cards[GAME_ACTION_CARDS];
            int n = 0;
            for (int slot = 0; slot < BEZ_TABLE_SLOTS && n < GAME_ACTION_CARDS; slot++) {
                if ((mask & (1u << slot)) && s->table[slot] != CARD_NONE) {
                    cards[n++] = s->table[slot];
                }
            }
            d->mask[d->count] = mask;
            d->points[d->count++] = Bezique_ComboPoints(k->st, Bezique_Identify(cards, n));
        }
    }
}

static double DeclaredInVainOf(const Know *k, const Declared *d, int skipSlot)
{
    if (!k->drawing) {
        return 0;
    }
    double vain = 0;
    for (int i = 0; i < d->count; i++) {
        if (skipSlot >= 0 && (d->mask[i] & (1u << skipSlot))) {
            continue;
        }
        vain += d->points[i];
    }
    return vain * k->fullWeight;
}

static double DeclaredInVain(const Know *k, int skipSlot)
{
    Declared d;
    DeclaredOf(k, &d);
    return DeclaredInVainOf(k, &d, skipSlot);
}

/* A card's worth in taking tricks: brisques, and trumps for the last tricks. */
static double TrickValue(const Know *k, int kind)
{
    double v = 0;
    int order = IDX_ORDER(kind);
    if (order >= ORDER_TEN) {
        v += k->rubicon ? 3 : 8;
    }
    if (k->trumps < SUIT_COUNT && IDX_SUIT(kind) == k->trumps) {
        v += 4 + order;
    } else if (order == ORDER_ACE) {
        v += 2;
    }
    return v;
}

/* The best points a win now would let the seat score at once (a combination, a pending one, a seven). */
static double DeclareGain(const BeziqueState *st, int seat)
{
    BeziqueState tmp = *st;
    tmp.phase = BEZ_PHASE_DECLARE;
    tmp.toAct = (uint8_t)seat;
    tmp.scoredThisTrick = 0;
    GameAction acts[64];
    int n = BezDeclare_Legal(&tmp, seat, acts, 64);
    int best = 0;
    for (int i = 0; i < n; i++) {
        int pts = Bezique_ComboPoints(st, Bezique_Identify(acts[i].cards, acts[i].count));
        best = pts > best ? pts : best;
    }
    for (int i = 0; i < st->side[seat].pendingCount; i++) {
        int pts = Bezique_ComboPoints(st, Bezique_PendingCombo(st, seat, i));
        best = pts > best ? pts : best;
    }
    if (!IsRubicon(st) && st->trumps < SUIT_COUNT && st->side[seat].hand[IDX(st->trumps, ORDER_SEVEN)] > 0) {
        best = best > 10 ? best : 10;
    }
    return best;
}

/* The points of pending declarations that playing the card in slot would forfeit (law 46). */
static double PendingLoss(const BeziqueState *st, int seat, int slot)
{
    double loss = 0;
    for (int i = 0; i < st->side[seat].pendingCount; i++) {
        int mask = Bezique_PendingMask(st, seat, i);
        if (mask >= 0 && (mask & (1 << slot))) {
            loss += Bezique_ComboPoints(st, Bezique_PendingCombo(st, seat, i));
        }
    }
    return loss;
}

/* Whether the other player may beat the card c led now (he must in the Rubicon last tricks when able). */
static bool OppMayBeat(const Know *k, Card c)
{
    int kind = Bezique_Index(c), suit = IDX_SUIT(kind);
    bool hasSuit = false;
    for (int o = 0; o < 8; o++) {
        if (k->oppMay[IDX(suit, o)] > 0) {
            hasSuit = true;
            if (o > IDX_ORDER(kind)) {
                return true;
            }
        }
    }
    if (hasSuit || k->trumps >= SUIT_COUNT || suit == k->trumps) {
        return false;
    }
    for (int o = 0; o < 8; o++) {
        if (k->oppMay[IDX(k->trumps, o)] > 0) {
            return true;
        }
    }
    return false;
}

static void RatePlay(const BeziqueState *st, const Know *k, const GameAction *acts, int n, double *out)
{
    int seat = k->seat;
    Declared declared;
    DeclaredOf(k, &declared);
    double potential = Potential(k, k->mine);
    double base = potential - DeclaredInVainOf(k, &declared, -1);
    /* Potential without one card of a kind, worked out once a kind (sevens to nines make no combination). */
    double without[BEZ_KINDS];
    bool known[BEZ_KINDS] = {false};
    bool follower = st->trickCount == 1;
    Card lead = st->trick[0];
    double brisque = k->rubicon ? 3 : 10;                      /* a brisque won; the same lost to the other */
    double declare = -1;                                       /* DeclareGain, worked out only when needed */
    double late = k->drawing && st->stockCount <= 10 ? 15 : 0; /* take tricks when the stock nearly is out */
    double lastTrick = !k->drawing && HandTotal(&st->side[seat]) == 1 ? Points(k, BEZ_SCORE_LAST_TRICK) : 0;
    double oppDeclare = k->drawing ? 12 : 0;
    for (int i = 0; i < n; i++) {
        const GameAction *a = &acts[i];
        if (a->kind == BEZ_ACT_CARTE) {
            out[i] = 1000; /* 50 points, and the only price is showing a hand without court cards */
            continue;
        }
        if (a->kind != BEZ_ACT_PLAY) {
            out[i] = -1000;
            continue;
        }
        Card c = a->cards[0];
        int kind = Bezique_Index(c);
        if (!known[kind]) {
            if (IDX_ORDER(kind) < ORDER_KNAVE) {
                without[kind] = potential;
            } else {
                int rest[BEZ_KINDS];
                memcpy(rest, k->mine, sizeof rest);
                rest[kind]--;
                without[kind] = Potential(k, rest);
            }
            known[kind] = true;
        }
        int slot = -1;
        if (a->choice != 0) {
            slot = 0;
            while (!(a->choice & (1u << slot))) {
                slot++;
            }
        }
        double loss = base - (without[kind] - DeclaredInVainOf(k, &declared, slot));
        double r = -TrickValue(k, kind);
        if (slot >= 0) {
            /* A declared card is already shown, and its old combinations cannot be declared again. */
            r += 1 - loss * 0.5 - PendingLoss(st, seat, slot);
        } else {
            r -= loss;
        }
        bool isBrisque = IDX_ORDER(kind) >= ORDER_TEN;
        if (follower) {
            int nb = (Bezique_IsBrisque(lead) ? 1 : 0) + (isBrisque ? 1 : 0);
            if (BezPlay_SecondWins(lead, c, k->trumps)) {
                if (declare < 0) {
                    declare = k->drawing ? DeclareGain(st, seat) : 0;
                }
                r += brisque * nb + 0.9 * declare + late + lastTrick + (isBrisque ? TrickValue(k, kind) * 0.5 : 0);
            } else {
                r -= brisque * nb + oppDeclare;
            }
        } else if (!k->drawing) {
            /* The last tricks: lead a card that holds the trick, or a low one. */
            if (OppMayBeat(k, c)) {
                r -= isBrisque ? brisque : 0;
            } else {
                r += TrickValue(k, kind) + (isBrisque ? brisque : 0) + 5 + lastTrick;
            }
        } else if (isBrisque) {
            r -= brisque * 0.5; /* led early, a brisque is there for the taking */
        }
        out[i] = r;
    }
}

/* Sequence cards of suit the seat holds: a marriage making trumps there is worth more. */
static double TrumpChoiceBonus(const Know *k, int suit)
{
    static const int kSeq[5] = {ORDER_ACE, ORDER_TEN, ORDER_KING, ORDER_QUEEN, ORDER_KNAVE};
    double bonus = 0;
    for (int i = 0; i < 5; i++) {
        bonus += k->mine[IDX(suit, kSeq[i])] > 0 ? 6 : 0;
    }
    for (int o = 0; o < 8; o++) {
        bonus += 2 * k->mine[IDX(suit, o)];
    }
    return bonus;
}

static void RateDeclare(const BeziqueState *st, const Know *k, const GameAction *acts, int n, double *out)
{
    bool scored = st->scoredThisTrick != 0;
    for (int i = 0; i < n; i++) {
        const GameAction *a = &acts[i];
        double r = 0;
        switch (a->kind) {
        case BEZ_ACT_PASS: r = 0; break;
        case BEZ_ACT_SCORE: r = Bezique_ComboPoints(st, Bezique_PendingCombo(st, k->seat, a->choice)); break;
        case BEZ_ACT_EXCHANGE: r = 10 + TrickValue(k, Bezique_Index(st->turnUp)); break;
        case BEZ_ACT_SEVEN: r = 10; break;
        case BEZ_ACT_DECLARE: {
            BeziqueCombo combo = Bezique_Identify(a->cards, a->count);
            int pts = Bezique_ComboPoints(st, combo);
            int fromHand = a->count - PopCount16(a->choice);
            /* Laid out "to score", it still needs another trick won before the stock runs out. */
            r = scored ? pts * 0.35 * Min1(st->stockCount / 10.0) : pts;
            r -= 1.5 * fromHand; /* cards shown to the other */
            if (k->trumps == BEZ_NO_SUIT && (combo.type == BEZ_COMBO_MARRIAGE || combo.type == BEZ_COMBO_SEQUENCE)) {
                r += TrumpChoiceBonus(k, combo.suit);
            }
            break;
        }
        default: r = -1000; break;
        }
        out[i] = r;
    }
}

static void Rate(const GameState *gs, int seat, const GameAction *acts, int n, double *out)
{
    const BeziqueState *st = (const BeziqueState *)gs;
    Know k;
    KnowOf(st, seat, &k);
    if (st->phase == BEZ_PHASE_DECLARE) {
        RateDeclare(st, &k, acts, n, out);
    } else {
        RatePlay(st, &k, acts, n, out);
    }
}

static int Hundreds(int points)
{
    return points < 0 ? 0 : points / 100 * 100;
}

int BeziqueAi_RubiconValue(int score0, int score1, int brisques0, int brisques1)
{
    int score[2] = {score0, score1};
    int bp[2] = {brisques0 * 10, brisques1 * 10};
    int w;
    bool decided = false;
    if (score0 != score1) {
        w = score0 > score1 ? 0 : 1;
    } else if (bp[0] == bp[1]) {
        return 0;
    } else {
        w = bp[0] > bp[1] ? 0 : 1;
        decided = true;
    }
    int l = 1 - w, v;
    if (score[l] < 1000 && score[l] + bp[l] < 1000) {
        v = Hundreds(score[w]) + (score[l] < 100 ? 100 : Hundreds(score[l])) + 1000 + 300;
    } else {
        int tw = score[w], tl = score[l];
        if (score[l] < 1000 || decided) {
            tw += bp[w];
            tl += bp[l];
        }
        int diff = Hundreds(tw) - Hundreds(tl);
        v = (diff < 100 ? 100 : diff) + 500;
    }
    return w == 0 ? v : -v;
}

double BeziqueAi_Utility(const BeziqueState *st, const int score[2], const int brisques[2], const int total[2],
                         int seat)
{
    int other = 1 - seat;
    if (IsRubicon(st)) {
        int v = BeziqueAi_RubiconValue(score[0], score[1], brisques[0], brisques[1]);
        return (seat == 0 ? v : -v) + (score[seat] - score[other]) / 50.0;
    }
    double diff = total[seat] - total[other];
    if ((total[0] >= 1000 || total[1] >= 1000) && total[0] != total[1]) {
        diff += total[seat] > total[other] ? 1000 : -1000;
    }
    return diff;
}

/*
 * Early in a deal a playout stops after a few tricks (the horizon) and the
 * position is valued by the scores plus what each side's cards may still
 * declare (Potential, as each side knows the cards): far less noisy than
 * playing fifty tricks out, and cheap enough for many more worlds. From
 * HORIZON_MIN_STOCK cards in the stock on, playouts run to the end of the
 * deal. All playouts of one decision so end alike, so their values compare.
 */
enum {
    HORIZON_TRICKS = 8,
    HORIZON_MIN_STOCK = 24
};

static double Projected(const BeziqueState *st, int seat)
{
    double v[2];
    for (int p = 0; p < 2; p++) {
        Know k;
        KnowOf(st, p, &k);
        const BeziqueSide *s = &st->side[p];
        v[p] = (IsRubicon(st) ? s->score + 3.0 * s->brisques : s->total) + Potential(&k, k.mine) -
               DeclaredInVain(&k, -1);
    }
    return v[seat] - v[1 - seat];
}

static double Evaluate(const GameState *gs, int seat)
{
    const BeziqueState *st = (const BeziqueState *)gs;
    if (st->phase != BEZ_PHASE_OVER && st->tricks > 0) {
        return Projected(st, seat); /* stopped at the horizon */
    }
    int score[2] = {st->side[0].score, st->side[1].score};
    int brisques[2] = {st->side[0].brisques, st->side[1].brisques};
    int total[2] = {st->side[0].total, st->side[1].total};
    if (st->phase != BEZ_PHASE_OVER && !IsRubicon(st)) {
        /* An ordinary deal just ended and the next began: leave out the new deal (its turn-up seven). */
        total[0] -= score[0];
        total[1] -= score[1];
    }
    return BeziqueAi_Utility(st, score, brisques, total, seat);
}

/* A playout ends with its deal (a sampled world's next deal would come from the real seed), or at the horizon. */
static bool Stop(const GameState *gr, const GameState *gs)
{
    const BeziqueState *root = (const BeziqueState *)gr, *st = (const BeziqueState *)gs;
    if (root->deal != st->deal) {
        return true;
    }
    return root->stockCount >= HORIZON_MIN_STOCK && st->tricks >= root->tricks + HORIZON_TRICKS &&
           st->phase == BEZ_PHASE_PLAY && st->trickCount == 0;
}

static bool Solve(const GameState *st, int seat, long *budget, double *value, GameAction *best)
{
    return BeziqueAi_SolveEndgame((const BeziqueState *)st, seat, budget, value, best);
}

/*
 * STRONG samples half as many worlds again in Rubicon (96, not 64): a
 * Rubicon deal is the whole game, and STRONG's edge over MEDIUM there was
 * thin (59.9% of 1,000 fresh games with 64). The ordinary game keeps 64.
 * The faster solver and ratings (the same moves) pay for them: 96 worlds
 * take less processor time a move than 64 took before (docs/bezique-ai.md).
 */
enum {
    RUBICON_STRONG_WORLDS = 96
};

static int StrongWorlds(const GameState *view)
{
    return IsRubicon((const BeziqueState *)view) ? RUBICON_STRONG_WORLDS : 0;
}

const GameAiPolicy BeziqueAi_Policy = {
    .game = "bezique",
    .rate = Rate,
    .evaluate = Evaluate,
    .stop = Stop,
    .solve = Solve,
    .easyNoise = 14,
    .playoutNoise = 4,
    /*
     * Half the noise in STRONG's playouts: a brisque rates 3 in Rubicon, so
     * a noise of 4 decides almost at random whether a playout takes one.
     * With 2, STRONG won 63.4% +- 4.8 of 101 Rubicon tuning games against
     * MEDIUM (seeds 600001-600051); fresh figures in docs/bezique-ai.md.
     */
    .strongPlayoutNoise = 2,
    .strongWorlds = StrongWorlds,
};
