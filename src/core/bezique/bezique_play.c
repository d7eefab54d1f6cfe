/* bezique_play.c: the moves of Bezique: playing to tricks, the last tricks' duties, drawing, carte blanche, sevens. */
#include "bezique_local.h"

#include <string.h>

static bool StockExhausted(const BeziqueState *st)
{
    return st->stockCount == 0 && st->turnUp == CARD_NONE;
}

static Card SevenOfTrumps(const BeziqueState *st)
{
    return st->trumps < SUIT_COUNT ? Card_Make(7, (Suit)st->trumps) : CARD_NONE;
}

int Bezique_ToAct(const BeziqueState *st)
{
    return st->phase == BEZ_PHASE_OVER ? GAME_NOBODY : st->toAct;
}

bool Bezique_IsOver(const BeziqueState *st)
{
    return st->phase == BEZ_PHASE_OVER;
}

bool Bezique_BrisquesCountable(const BeziqueState *st)
{
    return !IsRubicon(st) || st->stockCount <= 12 || st->phase == BEZ_PHASE_OVER;
}

/* True when the card played second wins: higher of the suit led, or a trump on a plain lead; equal cards go to the leader. */
bool BezPlay_SecondWins(Card lead, Card second, int trumps)
{
    if (Card_Suit(lead) == Card_Suit(second)) {
        return Bezique_Strength(second) > Bezique_Strength(lead);
    }
    return trumps < SUIT_COUNT && (int)Card_Suit(second) == trumps;
}

/*
 * The duties of the last tricks, for the second player. Rubicon (DECISIONS):
 * follow suit and win if able; void, trump if able. Ordinary: follow suit
 * if able, nothing more. Before the stock is exhausted there are none.
 */
static BeziqueWhy FollowDuty(const BeziqueState *st, int seat, Card c)
{
    if (st->trickCount != 1 || !StockExhausted(st)) {
        return BEZ_WHY_OK;
    }
    const BeziqueSide *s = &st->side[seat];
    Card lead = st->trick[0];
    int led = (int)Card_Suit(lead);
    bool hasSuit = false, canBeat = false, hasTrump = false;
    for (int k = 0; k < BEZ_KINDS; k++) {
        if (s->hand[k] == 0) {
            continue;
        }
        if (IDX_SUIT(k) == led) {
            hasSuit = true;
            canBeat = canBeat || IDX_ORDER(k) > Bezique_Strength(lead);
        }
        hasTrump = hasTrump || IDX_SUIT(k) == st->trumps;
    }
    if (hasSuit && (int)Card_Suit(c) != led) {
        return BEZ_WHY_MUST_FOLLOW;
    }
    if (!IsRubicon(st)) {
        return BEZ_WHY_OK;
    }
    if (hasSuit && canBeat && Bezique_Strength(c) <= Bezique_Strength(lead)) {
        return BEZ_WHY_MUST_WIN;
    }
    if (!hasSuit && hasTrump && (int)Card_Suit(c) != st->trumps) {
        return BEZ_WHY_MUST_TRUMP;
    }
    return BEZ_WHY_OK;
}

static BeziqueWhy CheckPlay(const BeziqueState *st, int seat, GameAction a)
{
    const BeziqueSide *s = &st->side[seat];
    int idx = Bezique_Index(a.cards[0]);
    if (a.count != 1 || idx < 0 || (a.choice >> BEZ_TABLE_SLOTS) != 0 || PopCount16(a.choice) > 1) {
        return BEZ_WHY_MALFORMED;
    }
    if (a.choice == 0) {
        if (s->hand[idx] == 0) {
            return BEZ_WHY_NO_CARD;
        }
    } else {
        int slot = 0;
        while (!(a.choice & (1u << slot))) {
            slot++;
        }
        if (s->table[slot] != a.cards[0]) {
            return BEZ_WHY_NOT_ON_TABLE;
        }
    }
    return FollowDuty(st, seat, a.cards[0]);
}

static bool HasHiddenSevenOfTrumps(const BeziqueState *st, int seat)
{
    int idx = Bezique_Index(SevenOfTrumps(st));
    return idx >= 0 && st->side[seat].hand[idx] > 0;
}

static bool IsBare(GameAction a)
{
    return a.count == 0 && a.choice == 0;
}

BeziqueWhy Bezique_Check(const BeziqueState *st, int seat, GameAction a)
{
    if (st->phase == BEZ_PHASE_OVER) {
        return BEZ_WHY_OVER;
    }
    if (seat != st->toAct) {
        return BEZ_WHY_TURN;
    }
    bool declaring = st->phase == BEZ_PHASE_DECLARE;
    switch (a.kind) {
    case BEZ_ACT_PLAY: return declaring ? BEZ_WHY_DECLARE_FIRST : CheckPlay(st, seat, a);
    case BEZ_ACT_DECLARE: return !declaring ? BEZ_WHY_NOT_DECLARING : BezDeclare_Check(st, seat, a);
    case BEZ_ACT_SCORE:
        if (a.count != 0) {
            return BEZ_WHY_MALFORMED;
        }
        if (!declaring) {
            return BEZ_WHY_NOT_DECLARING;
        }
        if (st->scoredThisTrick) {
            return BEZ_WHY_ONE_SCORE;
        }
        return a.choice < st->side[seat].pendingCount ? BEZ_WHY_OK : BEZ_WHY_NO_PENDING;
    case BEZ_ACT_PASS:
        if (!IsBare(a)) {
            return BEZ_WHY_MALFORMED;
        }
        return declaring ? BEZ_WHY_OK : BEZ_WHY_NOT_DECLARING;
    case BEZ_ACT_CARTE:
        if (!IsBare(a)) {
            return BEZ_WHY_MALFORMED;
        }
        return (!declaring && st->side[seat].carteOffer) ? BEZ_WHY_OK : BEZ_WHY_NO_CARTE;
    case BEZ_ACT_EXCHANGE:
    case BEZ_ACT_SEVEN:
        if (!IsBare(a) || IsRubicon(st)) {
            return BEZ_WHY_MALFORMED;
        }
        if (!declaring) {
            return BEZ_WHY_NOT_DECLARING;
        }
        if (st->scoredThisTrick) {
            return BEZ_WHY_ONE_SCORE;
        }
        if (!HasHiddenSevenOfTrumps(st, seat)) {
            return BEZ_WHY_NO_SEVEN;
        }
        if (a.kind == BEZ_ACT_EXCHANGE && (st->turnUp == CARD_NONE || st->turnUp == SevenOfTrumps(st))) {
            return BEZ_WHY_NO_TURN_UP;
        }
        if (a.kind == BEZ_ACT_SEVEN && st->side[seat].tableCount >= BEZ_TABLE_SLOTS) {
            return BEZ_WHY_TOO_MANY;
        }
        return BEZ_WHY_OK;
    default: return BEZ_WHY_MALFORMED;
    }
}

static void Add(GameAction *out, int max, int *n, GameAction a)
{
    if (*n < max) {
        out[(*n)++] = a;
    }
}

int Bezique_Legal(const BeziqueState *st, int seat, GameAction *out, int max)
{
    int n = 0;
    if (st->phase == BEZ_PHASE_OVER || seat != st->toAct) {
        return 0;
    }
    const BeziqueSide *s = &st->side[seat];
    if (st->phase == BEZ_PHASE_PLAY) {
        if (s->carteOffer) {
            Add(out, max, &n, Bezique_Carte());
        }
        for (int k = 0; k < BEZ_KINDS; k++) {
            if (s->hand[k] > 0 && FollowDuty(st, seat, Bezique_CardAt(k)) == BEZ_WHY_OK) {
                Add(out, max, &n, Bezique_Play(Bezique_CardAt(k), -1));
            }
        }
        for (int slot = 0; slot < BEZ_TABLE_SLOTS; slot++) {
            if (s->table[slot] != CARD_NONE) {
                Add(out, max, &n, Bezique_Play(s->table[slot], slot));
            }
        }
        return n;
    }
    Add(out, max, &n, Bezique_Pass());
    if (!st->scoredThisTrick) {
        for (int i = 0; i < s->pendingCount; i++) {
            Add(out, max, &n, Bezique_ScorePending(i));
        }
        if (Bezique_Check(st, seat, Bezique_Exchange()) == BEZ_WHY_OK) {
            Add(out, max, &n, Bezique_Exchange());
        }
        if (Bezique_Check(st, seat, Bezique_Seven()) == BEZ_WHY_OK) {
            Add(out, max, &n, Bezique_Seven());
        }
    }
    if (n < max) {
        n += BezDeclare_Legal(st, seat, out + n, max - n);
    }
    return n;
}

/* Takes one card of kind idx out of the hidden hand; the other player's knowledge of it shrinks with it. */
static void TakeFromHand(BeziqueSide *s, int idx)
{
    s->hand[idx]--;
    s->handCount--;
    if (s->known[idx] > 0) {
        s->known[idx]--;
    }
}

static void PutInHand(BeziqueSide *s, Card c, bool seen)
{
    int idx = Bezique_Index(c);
    s->hand[idx]++;
    s->handCount++;
    if (seen) {
        s->known[idx]++;
    }
}

static void EndDeal(BeziqueState *st)
{
    if (IsRubicon(st)) {
        BeziqueComputation comp;
        Bezique_ComputeGame(st, NULL, &comp);
        st->winner = comp.winner < 0 ? 0xFF : (uint8_t)comp.winner;
        st->phase = BEZ_PHASE_OVER;
        return;
    }
    if (st->historyCount < BEZ_HISTORY_MAX) {
        st->history[st->historyCount][0] = st->side[0].score;
        st->history[st->historyCount][1] = st->side[1].score;
        st->historyCount++;
    }
    int t0 = st->side[0].total, t1 = st->side[1].total;
    if ((t0 >= 1000 || t1 >= 1000) && t0 != t1) {
        st->winner = t0 > t1 ? 0 : 1;
        st->phase = BEZ_PHASE_OVER;
        return;
    }
    st->dealer = (uint8_t)(1 - st->dealer);
    st->deal++;
    BezDeal_Start(st);
}

static void ResolveTrick(BeziqueState *st)
{
    int leader = st->leader;
    int w = BezPlay_SecondWins(st->trick[0], st->trick[1], st->trumps) ? 1 - leader : leader;
    int brisques = 0;
    for (int i = 0; i < 2; i++) {
        st->played[Bezique_Index(st->trick[i])]++;
        brisques += Bezique_IsBrisque(st->trick[i]) ? 1 : 0;
        st->lastTrick[i] = st->trick[i];
        st->trick[i] = CARD_NONE;
        st->trickFrom[i] = 0;
    }
    BeziqueSide *ws = &st->side[w];
    ws->brisques = (uint8_t)(ws->brisques + brisques);
    st->lastTookHeap = 0;
    if (IsRubicon(st)) {
        /* The played cards lie face up until a brisque falls; its winner takes the whole heap. */
        st->heapCount = (uint8_t)(st->heapCount + 2);
        if (brisques > 0) {
            ws->taken = (uint8_t)(ws->taken + st->heapCount);
            st->heapCount = 0;
            st->lastTookHeap = 1;
        }
    } else {
        ws->taken = (uint8_t)(ws->taken + 2);
        for (int i = 0; i < brisques; i++) {
            BezScore_Add(st, w, BEZ_SCORE_BRISQUE);
        }
    }
    st->lastWinner = (uint8_t)w;
    st->tricks++;
    st->trickCount = 0;
    st->leader = (uint8_t)w;
    st->toAct = (uint8_t)w;
    if (!StockExhausted(st)) {
        st->phase = BEZ_PHASE_DECLARE;
        st->scoredThisTrick = 0;
        return;
    }
    st->phase = BEZ_PHASE_PLAY;
    if (HandTotal(&st->side[0]) == 0 && HandTotal(&st->side[1]) == 0) {
        BezScore_Add(st, w, BEZ_SCORE_LAST_TRICK);
        EndDeal(st);
    }
}

static void Draw(BeziqueState *st, int seat)
{
    BeziqueSide *s = &st->side[seat];
    Card c;
    bool seen = false;
    if (st->stockCount > 0) {
        c = st->stock[--st->stockCount];
        st->stock[st->stockCount] = CARD_NONE;
    } else if (st->turnUp != CARD_NONE) {
        c = st->turnUp; /* the loser of the last trick with a draw takes the turn-up, in view of both */
        st->turnUp = CARD_NONE;
        seen = true;
    } else {
        st->lastDraw[seat] = CARD_NONE; /* law 32: an odd last card is not drawn */
        return;
    }
    PutInHand(s, c, seen);
    st->lastDraw[seat] = c;
    if (s->carteActive) {
        if (Bezique_IsCourt(c)) {
            s->carteActive = false;
        } else {
            s->carteOffer = true;
        }
    }
}

/* The stock is exhausted: declared cards go back into the hands (still known to the other) for the last tricks. */
static void TakeUpTables(BeziqueState *st)
{
    for (int p = 0; p < 2; p++) {
        BeziqueSide *s = &st->side[p];
        for (int slot = 0; slot < BEZ_TABLE_SLOTS; slot++) {
            if (s->table[slot] != CARD_NONE) {
                PutInHand(s, s->table[slot], true);
                s->table[slot] = CARD_NONE;
                s->flags[slot] = 0;
            }
        }
        s->tableCount = 0;
        memset(s->declared, 0, sizeof s->declared);
        memset(s->pending, 0, sizeof s->pending);
        s->pendingCount = 0; /* law 52: nothing is scored once the stock is exhausted */
        s->carteOffer = false;
        s->carteActive = false;
    }
}

static void ApplyPlay(BeziqueState *st, int seat, GameAction a)
{
    BeziqueSide *s = &st->side[seat];
    Card c = a.cards[0];
    uint8_t from = 0;
    if (a.choice == 0) {
        TakeFromHand(s, Bezique_Index(c));
    } else {
        int slot = 0;
        while (!(a.choice & (1u << slot))) {
            slot++;
        }
        BezDeclare_ClearSlot(s, slot); /* law 46: its unscored declarations are lost with it */
        from = (uint8_t)(slot + 1);
    }
    s->carteOffer = false;
    st->trick[st->trickCount] = c;
    st->trickFrom[st->trickCount] = from;
    st->trickCount++;
    if (st->trickCount == 1) {
        st->toAct = (uint8_t)(1 - seat);
    } else {
        ResolveTrick(st);
    }
}

static void ApplyPass(BeziqueState *st, int seat)
{
    Draw(st, seat);
    Draw(st, 1 - seat);
    if (StockExhausted(st)) {
        TakeUpTables(st);
    }
    st->phase = BEZ_PHASE_PLAY;
    st->scoredThisTrick = 0;
    st->toAct = (uint8_t)seat;
}

static void ApplyCarte(BeziqueState *st, int seat)
{
    BeziqueSide *s = &st->side[seat];
    BezScore_Add(st, seat, BEZ_SCORE_CARTE_BLANCHE);
    s->carteOffer = false;
    s->carteActive = true;
    memcpy(s->known, s->hand, sizeof s->known); /* the hand is shown */
}

static void ApplySeven(BeziqueState *st, int seat, bool exchange)
{
    BeziqueSide *s = &st->side[seat];
    Card seven = SevenOfTrumps(st);
    TakeFromHand(s, Bezique_Index(seven));
    if (exchange) {
        PutInHand(s, st->turnUp, true);
        st->turnUp = seven;
    } else {
        int slot = 0;
        while (s->table[slot] != CARD_NONE) {
            slot++;
        }
        s->table[slot] = seven;
        s->flags[slot] = BEZ_FLAG_SEVEN;
        s->tableCount++;
    }
    BezScore_Add(st, seat, BEZ_SCORE_SEVEN);
    st->scoredThisTrick = 1;
}

BeziqueWhy Bezique_Apply(BeziqueState *st, int seat, GameAction a)
{
    if (st->viewer != BEZ_FULL_VIEW) {
        return BEZ_WHY_VIEW;
    }
    BeziqueWhy why = Bezique_Check(st, seat, a);
    if (why != BEZ_WHY_OK) {
        return why;
    }
    switch (a.kind) {
    case BEZ_ACT_PLAY: ApplyPlay(st, seat, a); break;
    case BEZ_ACT_DECLARE: BezDeclare_Apply(st, seat, a); break;
    case BEZ_ACT_SCORE: BezDeclare_ScorePending(st, seat, a.choice); break;
    case BEZ_ACT_PASS: ApplyPass(st, seat); break;
    case BEZ_ACT_CARTE: ApplyCarte(st, seat); break;
    case BEZ_ACT_EXCHANGE: ApplySeven(st, seat, true); break;
    default: ApplySeven(st, seat, false); break;
    }
    return BEZ_WHY_OK;
}

const char *Bezique_WhyText(BeziqueWhy why)
{
    static const char *const kText[BEZ_WHY_COUNT] = {
        "",
        "The game is over.",
        "It is not your turn.",
        "This is one player's view of the game: it cannot be played on.",
        "That is not a move of Bezique.",
        "You won the trick: declare what you wish, or pass, before the next card.",
        "Only the winner of a trick may declare, straight after winning it and before drawing.",
        "You do not hold that card in your hand.",
        "That card is not among your declared cards on the table.",
        "In the last tricks you must follow suit when you can.",
        "In the last nine tricks you must win the trick when you can.",
        "In the last nine tricks, with none of the suit led, you must trump when you can.",
        "Those cards make no scoring combination.",
        "Only a sequence in trumps scores in this game.",
        "Those very cards have already been declared together: a fresh card must come in.",
        "A king or queen declared in a sequence can never form a marriage.",
        "Cards declared in a higher bezique cannot form a lower one.",
        "In this game a card may form only one combination of each kind.",
        "Only one declaration is scored for each trick won: declare it to score later.",
        "There is no such declaration waiting to be scored.",
        "Carte blanche is only for a hand with no king, queen or knave, declared before playing.",
        "You hold no undeclared seven of trumps in your hand.",
        "There is no turn-up to exchange for (or it is itself the seven of trumps).",
        "There is no room for more declarations on the table.",
        ("The same combination, declared earlier, still lies whole on the table: play one of its cards before "
         "declaring it again."),
    };
    return (why >= 0 && why < BEZ_WHY_COUNT) ? kText[why] : "";
}

const char *Bezique_WhyNot(const BeziqueState *st, int seat, GameAction a)
{
    return Bezique_WhyText(Bezique_Check(st, seat, a));
}
