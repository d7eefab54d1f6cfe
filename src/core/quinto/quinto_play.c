/* quinto_play.c: the doubling round and the play: legal actions, tricks, quints as they fall, the cachette, game and rubber. */
#include "quinto_local.h"

#include <string.h>

static const char *const kWhy[QUINTO_WHY_COUNT] = {
    [QUINTO_WHY_OK] = "",
    [QUINTO_WHY_OVER] = "The game is over.",
    [QUINTO_WHY_TURN] = "It is not this player's turn.",
    [QUINTO_WHY_VIEW] = "A player's view of the table cannot be played on.",
    [QUINTO_WHY_MALFORMED] = "That is not a move of Quinto.",
    [QUINTO_WHY_DOUBLING_FIRST] = "The doubling goes round once before the first card: pass, double or redouble.",
    [QUINTO_WHY_NOT_DOUBLING] = "The doubling is over: play a card.",
    [QUINTO_WHY_ALREADY_DOUBLED] =
        "The tricks have already been doubled; only an opponent of the doubler may redouble.",
    [QUINTO_WHY_NOTHING_TO_REDOUBLE] = "Nobody has doubled, so there is nothing to redouble.",
    [QUINTO_WHY_PARTNERS_DOUBLE] = "Only an opponent's double may be redoubled, not your own side's.",
    [QUINTO_WHY_ALREADY_REDOUBLED] = "The tricks have already been redoubled: four times is the limit.",
    [QUINTO_WHY_NO_CARD] = "That card is not in the hand.",
    [QUINTO_WHY_MUST_FOLLOW] = "You must follow suit while you can (Quint Royal may be played at any time).",
};

const char *Quinto_WhyText(QuintoWhy why)
{
    return (unsigned)why < QUINTO_WHY_COUNT ? kWhy[why] : "";
}

GameAction Quinto_Pass(void)
{
    return (GameAction){.kind = QUINTO_ACT_PASS};
}

GameAction Quinto_Double(void)
{
    return (GameAction){.kind = QUINTO_ACT_DOUBLE};
}

GameAction Quinto_Redouble(void)
{
    return (GameAction){.kind = QUINTO_ACT_REDOUBLE};
}

GameAction Quinto_Play(Card c)
{
    GameAction a = {.kind = QUINTO_ACT_PLAY, .count = 1};
    a.cards[0] = c;
    return a;
}

int Quinto_ToAct(const QuintoState *st)
{
    return st->phase == QUINTO_PHASE_OVER ? GAME_NOBODY : st->toAct;
}

bool Quinto_IsOver(const QuintoState *st)
{
    return st->phase == QUINTO_PHASE_OVER;
}

void QuintoPlay_OpenRow(QuintoState *st)
{
    if (st->historyCount < QUINTO_HISTORY_MAX) {
        QuintoHandRow *row = &st->history[st->historyCount++];
        memset(row, 0, sizeof *row);
        row->game = st->gameIndex;
        row->dealer = st->dealer;
        row->multiplier = 1;
        row->end = QUINTO_END_PLAYING;
    }
    /* Past the last row (a freak run of hands), the new hand is added into the last row, so the sums still hold. */
}

static QuintoHandRow *Row(QuintoState *st)
{
    return &st->history[st->historyCount - 1];
}

/* The cards seat may play now (its hand, less what following suit forbids). */
static uint64_t Playable(const QuintoState *st, int seat)
{
    uint64_t hand = st->hand[seat];
    Suit led = Quinto_LedSuit(st->trick, st->trickCount);
    if (led == SUIT_COUNT) {
        return hand;
    }
    uint64_t follow = hand & Quinto_SuitMask(led);
    return follow != 0 ? follow | (hand & (1ULL << QUINTO_QR_BIT)) : hand;
}

QuintoWhy Quinto_Check(const QuintoState *st, int seat, GameAction a)
{
    if (st->phase == QUINTO_PHASE_OVER) {
        return QUINTO_WHY_OVER;
    }
    if (a.kind == QUINTO_ACT_NONE || a.kind >= QUINTO_ACT_COUNT || a.count != (a.kind == QUINTO_ACT_PLAY ? 1 : 0) ||
        a.choice != 0) {
        return QUINTO_WHY_MALFORMED;
    }
    if (seat != st->toAct) {
        return QUINTO_WHY_TURN;
    }
    QuintoWhy why = QUINTO_WHY_OK;
    if (a.kind == QUINTO_ACT_PLAY) {
        uint64_t b = Bit(a.cards[0]);
        if (st->phase != QUINTO_PHASE_PLAY) {
            why = QUINTO_WHY_DOUBLING_FIRST;
        } else if (b == 0 || (st->hand[seat] & b) == 0) {
            why = QUINTO_WHY_NO_CARD;
        } else if ((Playable(st, seat) & b) == 0) {
            why = QUINTO_WHY_MUST_FOLLOW;
        }
    } else if (st->phase != QUINTO_PHASE_DOUBLING) {
        why = QUINTO_WHY_NOT_DOUBLING;
    } else if (a.kind == QUINTO_ACT_DOUBLE && st->doubledBy != QUINTO_NONE) {
        why = QUINTO_WHY_ALREADY_DOUBLED;
    } else if (a.kind == QUINTO_ACT_REDOUBLE) {
        if (st->doubledBy == QUINTO_NONE) {
            why = QUINTO_WHY_NOTHING_TO_REDOUBLE;
        } else if (st->redoubledBy != QUINTO_NONE) {
            why = QUINTO_WHY_ALREADY_REDOUBLED;
        } else if (Quinto_SideOf(st->doubledBy) == Quinto_SideOf(seat)) {
            why = QUINTO_WHY_PARTNERS_DOUBLE;
        }
    }
    if (why == QUINTO_WHY_OK && st->viewer != QUINTO_FULL_VIEW) {
        return QUINTO_WHY_VIEW;
    }
    return why;
}

const char *Quinto_WhyNot(const QuintoState *st, int seat, GameAction a)
{
    return Quinto_WhyText(Quinto_Check(st, seat, a));
}

int Quinto_Legal(const QuintoState *st, int seat, GameAction *out, int max)
{
    int n = 0;
    if (st->phase == QUINTO_PHASE_OVER || seat != st->toAct) {
        return 0;
    }
    if (st->phase == QUINTO_PHASE_DOUBLING) {
        if (n < max) {
            out[n++] = Quinto_Pass();
        }
        if (st->doubledBy == QUINTO_NONE && n < max) {
            out[n++] = Quinto_Double();
        } else if (st->redoubledBy == QUINTO_NONE && Quinto_SideOf(st->doubledBy) != Quinto_SideOf(seat) && n < max) {
            out[n++] = Quinto_Redouble();
        }
        return n;
    }
    for (uint64_t m = Playable(st, seat); m != 0 && n < max; m &= m - 1) {
        int bit = __builtin_ctzll(m);
        out[n++] = Quinto_Play(Quinto_CardAt(bit));
    }
    return n;
}

/* The game is won by side: its row and the rubber are closed, and the next game (or the end) follows. */
static void EndGame(QuintoState *st, int side, QuintoHandEnd how)
{
    QuintoHandRow *row = Row(st);
    row->end = (uint8_t)how;
    QuintoGameRow *g = &st->gameRows[st->gameIndex];
    g->score[0] = (int16_t)st->score[0];
    g->score[1] = (int16_t)st->score[1];
    g->winner = (uint8_t)side;
    st->rubber[0] += st->score[0];
    st->rubber[1] += st->score[1];
    st->games[side]++;
    st->trickCount = 0;
    if (IsDummy(st) || st->games[side] >= 2) {
        st->phase = QUINTO_PHASE_OVER;
        st->winner = (uint8_t)side;
        st->toAct = QUINTO_NONE;
        return;
    }
    QuintoDeal_NewGame(st);
}

/* Quints fall to side; true if they end the game (250 reached: in a tie both are past it, so any quint decides). */
static bool ScoreQuints(QuintoState *st, int side, int points)
{
    if (points <= 0) {
        return false;
    }
    st->handQuints[side] = (int16_t)(st->handQuints[side] + points);
    st->score[side] += points;
    Row(st)->quints[side] = (int16_t)(Row(st)->quints[side] + points);
    return st->score[side] >= QUINTO_GAME_POINTS;
}

/* After the twelfth trick: the cachette to its winners, its quints first, then the tricks. */
static void EndHand(QuintoState *st, int side)
{
    QuintoHandRow *row = Row(st);
    int n = 0;
    for (uint64_t m = st->cachette; m != 0; m &= m - 1) {
        st->lastCachette[n++] = Quinto_CardAt(__builtin_ctzll(m));
    }
    st->cachetteSide = (uint8_t)side;
    st->cachetteQuints = (int16_t)Quinto_QuintPoints(st->lastCachette, n);
    st->played |= st->cachette;
    st->cachette = 0;
    st->units[side]++;
    row->units[0] = (uint8_t)(row->units[0] + st->units[0]);
    row->units[1] = (uint8_t)(row->units[1] + st->units[1]);
    if (ScoreQuints(st, side, st->cachetteQuints)) {
        EndGame(st, side, QUINTO_END_CACHETTE);
        return;
    }
    for (int s = 0; s < 2; s++) {
        int points = st->units[s] * QUINTO_TRICK_POINTS * st->multiplier;
        st->score[s] += points;
        row->tricks[s] = (int16_t)(row->tricks[s] + points);
    }
    row->end = QUINTO_END_TRICKS;
    bool up0 = st->score[0] >= QUINTO_GAME_POINTS;
    bool up1 = st->score[1] >= QUINTO_GAME_POINTS;
    if ((up0 || up1) && st->score[0] != st->score[1]) {
        EndGame(st, st->score[0] > st->score[1] ? 0 : 1, QUINTO_END_TRICKS);
        return;
    }
    st->tie = (uint8_t)(up0 && up1);
    st->dealer = (uint8_t)((st->dealer + 1) % 4);
    QuintoDeal_NewHand(st);
}

static void CompleteTrick(QuintoState *st)
{
    int w = (st->leader + Quinto_TrickWinner(st->trick, 4)) % 4;
    int side = Quinto_SideOf(w);
    memcpy(st->lastTrick, st->trick, sizeof st->trick);
    st->lastLeader = st->leader;
    st->lastWinner = (uint8_t)w;
    st->lastQuints = (int16_t)Quinto_QuintPoints(st->trick, 4);
    st->cachetteSide = QUINTO_NONE;
    for (int i = 0; i < 4; i++) {
        st->played |= Bit(st->trick[i]);
        st->trick[i] = CARD_NONE;
    }
    st->trickCount = 0;
    st->tricksPlayed++;
    st->units[side]++;
    if (ScoreQuints(st, side, st->lastQuints)) {
        QuintoHandRow *row = Row(st);
        row->units[0] = (uint8_t)(row->units[0] + st->units[0]);
        row->units[1] = (uint8_t)(row->units[1] + st->units[1]);
        EndGame(st, side, QUINTO_END_QUINTS);
        return;
    }
    if (st->tricksPlayed == QUINTO_TRICKS) {
        EndHand(st, side);
        return;
    }
    st->leader = st->toAct = (uint8_t)w;
}

QuintoWhy Quinto_Apply(QuintoState *st, int seat, GameAction a)
{
    QuintoWhy why = Quinto_Check(st, seat, a);
    if (why != QUINTO_WHY_OK) {
        return why;
    }
    if (a.kind != QUINTO_ACT_PLAY) {
        if (a.kind == QUINTO_ACT_DOUBLE) {
            st->doubledBy = (uint8_t)seat;
            st->multiplier = 2;
        } else if (a.kind == QUINTO_ACT_REDOUBLE) {
            st->redoubledBy = (uint8_t)seat;
            st->multiplier = 4;
        }
        Row(st)->multiplier = st->multiplier;
        st->doublingTurns++;
        st->toAct = (uint8_t)((st->toAct + 1) % 4);
        if (st->doublingTurns == 4) {
            /* Round once only, ending with the dealer: the eldest leads. */
            st->phase = QUINTO_PHASE_PLAY;
            st->toAct = st->leader = (uint8_t)Quinto_Eldest(st);
        }
        return QUINTO_WHY_OK;
    }
    Card c = a.cards[0];
    Suit led = Quinto_LedSuit(st->trick, st->trickCount);
    if (c != CARD_QUINT_ROYAL && led != SUIT_COUNT && Card_Suit(c) != led) {
        st->voids[seat] = (uint8_t)(st->voids[seat] | (1u << led));
    }
    st->hand[seat] &= ~Bit(c);
    st->handCount[seat]--;
    st->trick[st->trickCount++] = c;
    if (st->trickCount == 4) {
        CompleteTrick(st);
    } else {
        st->toAct = (uint8_t)((st->toAct + 1) % 4);
    }
    return QUINTO_WHY_OK;
}
