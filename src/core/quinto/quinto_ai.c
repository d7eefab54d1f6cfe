/* quinto_ai.c: Quinto's AI policy: ratings from the book's advice, values for the search, the hint's reasons. */
#include "quinto_ai.h"
#include "quinto_local.h"

#include <stdio.h>
#include <string.h>

enum {
    GAME_WORTH = 150,  /* a game won, in points, on top of its points */
    RUBBER_WORTH = 100 /* the rubber's own 100 */
};

/* A card's chance of taking a trick on its own: by the order of suits and ranks (the AH always wins). */
static double TrickChance(Card c)
{
    if (c == CARD_QUINT_ROYAL) {
        return 0;
    }
    int order = Quinto_SuitOrder(Card_Suit(c));
    int rank = Card_Rank(c);
    static const double kTop[4] = {0.35, 0.5, 0.7, 1.0}; /* the ace of spades .. hearts */
    double fall = (double)(RANK_ACE - rank) * (0.12 - 0.015 * order);
    double v = kTop[order] - fall;
    return v > 0 ? v : 0;
}

double QuintoAi_HandTricks(uint64_t hand)
{
    double t = 0;
    for (uint64_t m = hand; m != 0; m &= m - 1) {
        t += TrickChance(Quinto_CardAt(__builtin_ctzll(m)));
    }
    /* Length in hearts and diamonds takes tricks late; count a little for each card past three. */
    for (int s = 0; s < SUIT_COUNT; s++) {
        int len = Quinto_PopCount(hand & Quinto_SuitMask((Suit)s));
        int order = Quinto_SuitOrder((Suit)s);
        if (len > 3 && order >= 2) {
            t += 0.3 * (len - 3);
        }
    }
    return t;
}

/* What a card is worth kept for later, in points at the current doubling. */
static double KeepWorth(const QuintoState *st, Card c)
{
    if (c == CARD_QUINT_ROYAL) {
        return 12;
    }
    int rank = Card_Rank(c);
    Suit s = Card_Suit(c);
    double w = 7.0 * TrickChance(c) * st->multiplier;
    double qv = Quinto_SuitValue(s);
    if (rank == 5) {
        w += 0.35 * qv;
    } else if (rank == RANK_ACE || rank == 4 || rank == 2 || rank == 3) {
        w += 0.1 * qv;
    }
    return w;
}

/* Cards this seat cannot see anywhere (hidden hands and the cachette), from its own position. */
static uint64_t Unseen(const QuintoState *st, int seat)
{
    uint64_t known = st->played;
    for (int i = 0; i < st->trickCount; i++) {
        known |= 1ULL << Quinto_Bit(st->trick[i]);
    }
    int eyes = Quinto_Controller(st, seat);
    for (int p = 0; p < 4; p++) {
        if (p == seat || Quinto_Sees(st, eyes, p)) {
            known |= st->hand[p];
        }
    }
    return QUINTO_ALL_CARDS & ~known;
}

static double Expected(const QuintoState *st, int seat, uint64_t partnerHand, bool partnerSeen)
{
    double mine = QuintoAi_HandTricks(st->hand[seat]);
    double partner = partnerSeen ? QuintoAi_HandTricks(partnerHand) : 3.1;
    return mine + partner;
}

static void RateDoubling(const QuintoState *st, int seat, const GameAction *acts, int n, double *out)
{
    int partner = (seat + 2) % 4;
    int eyes = Quinto_Controller(st, seat);
    bool seen = Quinto_Sees(st, eyes, partner) && Quinto_Sees(st, eyes, seat);
    /* The Dummy-player deciding while he sees only one hand values the other as average. */
    double ours;
    if (!Quinto_Sees(st, eyes, seat)) {
        ours = QuintoAi_HandTricks(st->hand[partner]) + 3.1;
    } else {
        ours = Expected(st, seat, st->hand[partner], seen);
    }
    /* Eleven hand tricks are shared by four on average (one more, the cachette, follows the last). */
    double edge = 2 * (ours + 0.5) - 13; /* our units less theirs */
    for (int i = 0; i < n; i++) {
        if (acts[i].kind == QUINTO_ACT_PASS) {
            out[i] = 0;
        } else {
            /* Doubling adds the current trick value per unit of edge; ask a margin for what cannot be seen. */
            int more = acts[i].kind == QUINTO_ACT_DOUBLE ? 1 : 2;
            out[i] = QUINTO_TRICK_POINTS * more * (edge - (seen ? 2.0 : 3.0));
        }
    }
}

/* The chance that seat's side takes the trick once card c is played (st: before it). */
static double WinChance(const QuintoState *st, int seat, Card c, uint64_t unseen)
{
    Card t[4];
    int k = st->trickCount;
    memcpy(t, st->trick, (size_t)k * sizeof(Card));
    t[k] = c;
    int w = Quinto_TrickWinner(t, k + 1);
    int left = 3 - k; /* players after this one */
    if (w < 0) {
        /* Quint Royal led: the trick is anyone's. */
        return 0.5;
    }
    int wSeat = (st->leader + w) % 4;
    bool ours = Quinto_SideOf(wSeat) == Quinto_SideOf(seat);
    Suit led = Quinto_LedSuit(t, k + 1);
    int beaters = 0;
    for (uint64_t m = unseen; m != 0; m &= m - 1) {
        if (Quinto_Beats(Quinto_CardAt(__builtin_ctzll(m)), t[w], led)) {
            beaters++;
        }
    }
    if (left == 0) {
        return ours ? 1.0 : 0.0;
    }
    /* Seats to play after this one: partner at +2 when left >= 2; opponents at +1 and +3. */
    int oppsLeft = left >= 3 ? 2 : 1;
    bool partnerLeft = left >= 2;
    if (ours) {
        if (beaters == 0) {
            return 1.0;
        }
        double hold = 1.0 - (beaters > 6 ? 0.6 : beaters * 0.1);
        double p = hold;
        for (int i = 1; i < oppsLeft; i++) {
            p *= hold;
        }
        return p;
    }
    if (!partnerLeft) {
        return 0.0;
    }
    return beaters == 0 ? 0.0 : (beaters > 4 ? 0.45 : 0.1 * beaters);
}

static void RatePlay(const QuintoState *st, int seat, const GameAction *acts, int n, double *out)
{
    uint64_t unseen = Unseen(st, seat);
    double trickPoints = QUINTO_TRICK_POINTS * st->multiplier;
    if (st->tricksPlayed == QUINTO_TRICKS - 1) {
        trickPoints = 2 * trickPoints + 12; /* the last trick takes the cachette and its likely quints */
    }
    for (int i = 0; i < n; i++) {
        Card c = acts[i].cards[0];
        Card t[4];
        memcpy(t, st->trick, (size_t)st->trickCount * sizeof(Card));
        t[st->trickCount] = c;
        int quints = Quinto_QuintPoints(t, st->trickCount + 1);
        /* A quint half made (an ace with its four to come, a five led) draws more in: count a little. */
        double p = WinChance(st, seat, c, unseen);
        double stake = trickPoints + quints;
        double near = 0;
        int rank = Card_Rank(c);
        if (c != CARD_QUINT_ROYAL && (rank == RANK_ACE || rank == 4 || rank == 2 || rank == 3)) {
            near = 0.25 * Quinto_SuitValue(Card_Suit(c));
        }
        out[i] = (2 * p - 1) * (stake + near) - KeepWorth(st, c);
        /* Score first: quints that take the side to game end it at once. */
        if (p >= 0.999 && st->score[Quinto_SideOf(seat)] + quints >= QUINTO_GAME_POINTS && quints > 0) {
            out[i] += 500;
        }
    }
}

static void Rate(const GameState *gs, int seat, const GameAction *acts, int n, double *out)
{
    const QuintoState *st = (const QuintoState *)(const void *)gs;
    if (st->phase == QUINTO_PHASE_DOUBLING) {
        RateDoubling(st, seat, acts, n, out);
    } else {
        RatePlay(st, seat, acts, n, out);
    }
}

static double Evaluate(const GameState *gs, int seat)
{
    const QuintoState *st = (const QuintoState *)(const void *)gs;
    int me = Quinto_SideOf(seat), them = 1 - me;
    double v = 0;
    if (st->phase == QUINTO_PHASE_OVER) {
        v = (double)(st->rubber[me] - st->rubber[them]);
        v += st->winner == me ? RUBBER_WORTH : -RUBBER_WORTH;
    } else {
        v = (double)(st->rubber[me] + st->score[me] - st->rubber[them] - st->score[them]);
        /* Near game, points count for more: they end it. */
        if (st->score[me] > 180 || st->score[them] > 180) {
            v += 0.5 * (double)(st->score[me] - st->score[them]);
        }
    }
    v += GAME_WORTH * (st->games[me] - st->games[them]);
    return v;
}

static bool Stop(const GameState *gr, const GameState *gs)
{
    const QuintoState *root = (const QuintoState *)(const void *)gr, *st = (const QuintoState *)(const void *)gs;
    return root->handNumber != st->handNumber || st->phase == QUINTO_PHASE_OVER;
}

static bool Solve(const GameState *gs, int seat, long *budget, double *value, GameAction *best)
{
    return QuintoAi_SolveEnd((const QuintoState *)(const void *)gs, seat, budget, value, best);
}

const GameAiPolicy QuintoAi_Policy = {
    .game = "quinto",
    .rate = Rate,
    .evaluate = Evaluate,
    .stop = Stop,
    .solve = Solve,
    .easyNoise = 6.0,
    .playoutNoise = 2.0,
    .choose = QuintoAi_Choose,
};

/* "a quint of 15" for one quint, "quints of 30" for more. */
static void QuintsPhrase(int points, int count, char *buf, size_t size)
{
    snprintf(buf, size, count == 1 ? "a quint of %d" : "quints of %d", points);
}

/*
 * The hint's reason, read off the same measures the ratings weigh (the
 * chance of the trick, the quints in it, the game at 250, Quint Royal kept
 * for the partner's sure trick, the tricks the seen hands should take), so
 * it says why in the computer's own terms rather than inventing one.
 */
size_t QuintoAi_Explain(const QuintoState *st, int seat, GameAction action, char *buf, size_t size)
{
    int n = 0;
    if (size > 0) {
        buf[0] = '\0';
    }
    if (action.kind == QUINTO_ACT_PASS || action.kind == QUINTO_ACT_DOUBLE || action.kind == QUINTO_ACT_REDOUBLE) {
        int partner = (seat + 2) % 4;
        int eyes = Quinto_Controller(st, seat);
        bool seen = Quinto_Sees(st, eyes, partner) && Quinto_Sees(st, eyes, seat);
        double ours = !Quinto_Sees(st, eyes, seat) ? QuintoAi_HandTricks(st->hand[partner]) + 3.1
                                                   : Expected(st, seat, st->hand[partner], seen);
        int units = (int)(ours + 0.5 + 0.5); /* the cachette is a thirteenth trick, shared evenly */
        n = snprintf(buf, size, "%s hand%s should take about %d of the 13 tricks: %s", seen ? "Your side's" : "Your",
                     seen ? "s" : "", units,
                     action.kind == QUINTO_ACT_PASS ? "not enough to raise the stakes"
                                                    : "enough to raise the stakes on the tricks");
        size_t len = n > 0 ? (size_t)n : 0;
        return len < size ? len : (size > 0 ? size - 1 : 0); /* the length written, as below */
    }
    if (action.kind != QUINTO_ACT_PLAY || action.count != 1) {
        return 0;
    }
    Card c = action.cards[0];
    uint64_t unseen = Unseen(st, seat);
    Card t[4];
    memcpy(t, st->trick, (size_t)st->trickCount * sizeof(Card));
    t[st->trickCount] = c;
    int count = st->trickCount + 1;
    int points = 0;
    int found = Quinto_FindQuints(t, count, NULL, &points);
    double p = WinChance(st, seat, c, unseen);
    int side = Quinto_SideOf(seat);
    char quints[48];
    QuintsPhrase(points, found, quints, sizeof quints);
    bool holdsQR = (st->hand[seat] >> QUINTO_QR_BIT & 1u) != 0;
    bool partnerWinning = false;
    if (st->trickCount > 0) {
        int w = Quinto_TrickWinner(st->trick, st->trickCount);
        partnerWinning = w >= 0 && Quinto_SideOf((st->leader + w) % 4) == side;
    }
    GameAction legal[QUINTO_HAND + 1];
    bool forced = Quinto_Legal(st, seat, legal, QUINTO_HAND + 1) == 1;
    if (forced) {
        n = Quinto_PopCount(st->hand[seat]) == 1
                ? snprintf(buf, size, "Your last card")
                : snprintf(buf, size, "The only card you may play: it follows the suit led");
    } else if (c == CARD_QUINT_ROYAL) {
        n = p >= 0.999 ? snprintf(buf, size, "Quint Royal on partner's sure trick: %d for your side", points)
                       : snprintf(buf, size, "Quint Royal now, a gamble: its 25 go to whichever side wins the trick");
    } else if (p >= 0.999 && points > 0 && st->score[side] + points >= QUINTO_GAME_POINTS) {
        n = snprintf(buf, size, "Your side wins the trick, and %s makes game", quints);
    } else if (p >= 0.999 && partnerWinning && points > 0) {
        n = snprintf(buf, size, "Partner's trick is sure: this adds %s for your side", quints);
    } else if (p >= 0.999) {
        n = points > 0 ? snprintf(buf, size, "Wins the trick and makes %s for your side", quints)
                       : snprintf(buf, size, "Your side is sure of this trick");
    } else if (p >= 0.5) {
        n = points > 0 ? snprintf(buf, size, "Likely wins the trick, with %s for your side", quints)
                       : snprintf(buf, size, "Likely wins the trick for your side");
    } else if (p <= 0.0 && st->trickCount > 0) {
        n = snprintf(buf, size, "This trick is lost: throw the card least worth keeping");
    } else if (st->trickCount == 0) {
        n = snprintf(buf, size, "A safe lead: it gives the opponents little and keeps your best cards");
    } else {
        n = snprintf(buf, size, "Partner may still win: play low and keep your best cards");
    }
    size_t len = n > 0 ? (size_t)n : 0;
    if (holdsQR && c != CARD_QUINT_ROYAL && len < size) {
        int m = snprintf(buf + len, size - len, "; keeps Quint Royal for partner's sure trick");
        len += m > 0 ? (size_t)m : 0;
    }
    return len < size ? len : (size > 0 ? size - 1 : 0);
}
