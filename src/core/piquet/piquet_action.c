/* piquet_action.c: whose turn, the legal actions, checking and applying them, and their text forms. */
#include "piquet_local.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static const char *const kItemWords[PIQ_ITEM_COUNT] = {"point", "sequence", "set"};

GameAction Piquet_Choose(bool deal)
{
    GameAction a = {PIQ_ACT_CHOOSE, 0, deal ? 0 : 1, {0}};
    return a;
}

GameAction Piquet_Exchange(const Card *cards, int count)
{
    GameAction a = {PIQ_ACT_EXCHANGE, 0, 0, {0}};
    for (int i = 0; i < count && i < GAME_ACTION_CARDS; i++) {
        a.cards[a.count++] = cards[i];
    }
    return a;
}

GameAction Piquet_Declare(int item)
{
    GameAction a = {PIQ_ACT_DECLARE, 0, (uint16_t)item, {0}};
    return a;
}

GameAction Piquet_Sink(int item)
{
    GameAction a = {PIQ_ACT_SINK, 0, (uint16_t)item, {0}};
    return a;
}

GameAction Piquet_Look(bool look)
{
    GameAction a = {PIQ_ACT_LOOK, 0, look ? 1 : 0, {0}};
    return a;
}

GameAction Piquet_Play(Card c)
{
    GameAction a = {PIQ_ACT_PLAY, 1, 0, {c}};
    return a;
}

int Piquet_ToAct(const PiquetState *st)
{
    return st->phase == PIQ_PHASE_OVER ? GAME_NOBODY : st->toAct;
}

PiquetWhy Piquet_Check(const PiquetState *st, int seat, GameAction a)
{
    if (st->phase == PIQ_PHASE_OVER) {
        return PIQ_WHY_OVER;
    }
    if (seat != st->toAct) {
        return PIQ_WHY_TURN;
    }
    if (a.kind == PIQ_ACT_NONE || a.kind >= PIQ_ACT_COUNT || a.count > GAME_ACTION_CARDS) {
        return PIQ_WHY_MALFORMED;
    }
    bool cardless = a.kind != PIQ_ACT_EXCHANGE && a.kind != PIQ_ACT_PLAY;
    if ((cardless && a.count != 0) || (!cardless && a.choice != 0)) {
        return PIQ_WHY_MALFORMED;
    }
    switch (a.kind) {
    case PIQ_ACT_CHOOSE:
        if (st->phase != PIQ_PHASE_CHOOSE) {
            return PIQ_WHY_WRONG_PHASE;
        }
        return a.choice <= 1 ? PIQ_WHY_OK : PIQ_WHY_MALFORMED;
    case PIQ_ACT_EXCHANGE:
        if (st->phase != PIQ_PHASE_EXCHANGE) {
            return PIQ_WHY_WRONG_PHASE;
        }
        return PiqDeal_CheckExchange(st, seat, a);
    case PIQ_ACT_DECLARE:
    case PIQ_ACT_SINK:
        if (st->phase != PIQ_PHASE_DECLARE) {
            return PIQ_WHY_WRONG_PHASE;
        }
        if (a.choice >= PIQ_ITEM_COUNT) {
            return PIQ_WHY_MALFORMED;
        }
        return PiqDeclare_Check(st, seat, a);
    case PIQ_ACT_LOOK:
        if (st->phase != PIQ_PHASE_LOOK) {
            return PIQ_WHY_WRONG_PHASE;
        }
        return a.choice <= 1 ? PIQ_WHY_OK : PIQ_WHY_MALFORMED;
    case PIQ_ACT_PLAY:
        if (st->phase != PIQ_PHASE_PLAY) {
            return PIQ_WHY_WRONG_PHASE;
        }
        return PiqPlay_Check(st, seat, a);
    default: return PIQ_WHY_MALFORMED;
    }
}

PiquetWhy Piquet_Apply(PiquetState *st, int seat, GameAction a)
{
    PiquetWhy why = Piquet_Check(st, seat, a);
    if (why != PIQ_WHY_OK) {
        return why;
    }
    /* A view cannot be played on: the stock and the other hand are hidden from it. */
    if (st->viewer != PIQ_FULL_VIEW) {
        return PIQ_WHY_VIEW;
    }
    switch (a.kind) {
    case PIQ_ACT_CHOOSE:
        st->dealer = (uint8_t)(a.choice == 0 ? seat : 1 - seat);
        st->deal = 1;
        PiqDeal_Start(st);
        break;
    case PIQ_ACT_EXCHANGE: PiqDeal_ApplyExchange(st, seat, a); break;
    case PIQ_ACT_DECLARE:
    case PIQ_ACT_SINK: PiqDeclare_Apply(st, seat, a); break;
    case PIQ_ACT_LOOK: PiqPlay_ApplyLook(st, a.choice == 1); break;
    default: PiqPlay_Apply(st, seat, a); break;
    }
    return PIQ_WHY_OK;
}

static int Put(GameAction *out, int n, int max, GameAction a)
{
    if (n < max) {
        out[n] = a;
    }
    return n + 1;
}

/* Every discard of lo..hi cards from the hand, by the mask of the hand's cards in order. */
static int Exchanges(const PiquetState *st, int seat, int lo, int hi, GameAction *out, int max)
{
    int idx[PIQ_CARDS];
    int n = 0;
    for (int i = 0; i < PIQ_CARDS; i++) {
        if (st->hand[seat] & PIQ_BIT(i)) {
            idx[n++] = i;
        }
    }
    int count = 0;
    for (unsigned m = 0; m < (1u << n); m++) {
        int k = PiqPop(m);
        if (k < lo || k > hi) {
            continue;
        }
        Card cards[GAME_ACTION_CARDS];
        int c = 0;
        for (int i = 0; i < n; i++) {
            if ((m >> i) & 1u) {
                cards[c++] = Piquet_CardAt(idx[i]);
            }
        }
        count = Put(out, count, max, Piquet_Exchange(cards, c));
    }
    return count < max ? count : max;
}

int Piquet_Legal(const PiquetState *st, int seat, GameAction *out, int max)
{
    if (st->phase == PIQ_PHASE_OVER || seat != st->toAct) {
        return 0;
    }
    int n = 0;
    switch (st->phase) {
    case PIQ_PHASE_CHOOSE:
        n = Put(out, n, max, Piquet_Choose(true));
        n = Put(out, n, max, Piquet_Choose(false));
        break;
    case PIQ_PHASE_EXCHANGE:
        if (seat == Piquet_Elder(st)) {
            return Exchanges(st, seat, 1, 5, out, max);
        }
        return Exchanges(st, seat, PiqIsCentVariant(st->variant) ? 0 : 1, PIQ_STOCK - st->stockPos, out, max);
    case PIQ_PHASE_DECLARE:
        if (PiqDeclare_Check(st, seat, Piquet_Declare(st->item)) == PIQ_WHY_OK) {
            n = Put(out, n, max, Piquet_Declare(st->item));
        }
        n = Put(out, n, max, Piquet_Sink(st->item));
        break;
    case PIQ_PHASE_LOOK:
        n = Put(out, n, max, Piquet_Look(true));
        n = Put(out, n, max, Piquet_Look(false));
        break;
    default:
        for (int i = 0; i < PIQ_CARDS; i++) {
            if ((st->hand[seat] & PIQ_BIT(i)) && PiqPlay_Check(st, seat, Piquet_Play(Piquet_CardAt(i))) == PIQ_WHY_OK) {
                n = Put(out, n, max, Piquet_Play(Piquet_CardAt(i)));
            }
        }
        break;
    }
    return n < max ? n : max;
}

const char *Piquet_WhyText(PiquetWhy why)
{
    switch (why) {
    case PIQ_WHY_OK: return "";
    case PIQ_WHY_OVER: return "The partie is over.";
    case PIQ_WHY_TURN: return "It is not your turn.";
    case PIQ_WHY_VIEW: return "A view of the table cannot be played on.";
    case PIQ_WHY_MALFORMED: return "That is not a Piquet move.";
    case PIQ_WHY_WRONG_PHASE: return "That is not what is to be done now.";
    case PIQ_WHY_NO_CARD: return "That card is not in your hand.";
    case PIQ_WHY_ELDER_COUNT: return "The elder hand must exchange at least one card and at most five.";
    case PIQ_WHY_DEALER_COUNT: return "The dealer must exchange at least one card, and no more than the stock holds.";
    case PIQ_WHY_WRONG_ITEM: return "Calls go in order: the point, the sequence, then quatorzes and trios.";
    case PIQ_WHY_NOTHING: return "You hold nothing of that to call.";
    case PIQ_WHY_MUST_FOLLOW: return "You must follow suit.";
    case PIQ_WHY_NOT_CHOOSER: return "The player who won the cut chooses.";
    case PIQ_WHY_NOTHING_LEFT: return "No cards are left in the stock.";
    default: return "That move is not allowed.";
    }
}

static const char *const kScoreNames[PIQ_SCORE_KIND_COUNT] = {
    "carte blanche", "point", "sequences", "quatorzes and trios", "repique", "play", "pique", "last trick", "the cards",
    "capot"};

const char *Piquet_ScoreKindName(PiquetScoreKind kind)
{
    return (kind >= 0 && kind < PIQ_SCORE_KIND_COUNT) ? kScoreNames[kind] : "";
}

size_t Piquet_FormatAction(GameAction a, char *buf, size_t size)
{
    int n = 0;
    switch (a.kind) {
    case PIQ_ACT_CHOOSE: n = snprintf(buf, size, "choose %s", a.choice == 0 ? "dealer" : "elder"); break;
    case PIQ_ACT_EXCHANGE: {
        char list[64];
        Card_FormatList(a.cards, a.count, list, sizeof list);
        n = snprintf(buf, size, "exchange %s", a.count == 0 ? "none" : list);
        break;
    }
    case PIQ_ACT_DECLARE:
    case PIQ_ACT_SINK:
        n = snprintf(buf, size, "%s %s", a.kind == PIQ_ACT_DECLARE ? "declare" : "sink",
                     a.choice < PIQ_ITEM_COUNT ? kItemWords[a.choice] : "?");
        break;
    case PIQ_ACT_LOOK: n = snprintf(buf, size, "%s", a.choice ? "look" : "leave"); break;
    case PIQ_ACT_PLAY: {
        char c[CARD_TEXT_MAX];
        n = snprintf(buf, size, "play %s", Card_Format(a.cards[0], c));
        break;
    }
    default: n = snprintf(buf, size, "?"); break;
    }
    return n < 0 ? 0 : (size_t)n;
}

bool Piquet_ParseAction(const char *text, GameAction *out)
{
    char word[16], rest[64];
    rest[0] = '\0';
    if (text == NULL || sscanf(text, "%15s %63[^\n]", word, rest) < 1) {
        return false;
    }
    size_t len = strlen(rest);
    while (len > 0 && (rest[len - 1] == ' ' || rest[len - 1] == '\r' || rest[len - 1] == '\t')) {
        rest[--len] = '\0';
    }
    if (strcmp(word, "choose") == 0) {
        if (strcmp(rest, "dealer") != 0 && strcmp(rest, "elder") != 0) {
            return false;
        }
        *out = Piquet_Choose(strcmp(rest, "dealer") == 0);
        return true;
    }
    if (strcmp(word, "exchange") == 0) {
        Card cards[GAME_ACTION_CARDS];
        int n = 0;
        if (strcmp(rest, "none") != 0) {
            n = Card_ParseList(rest, cards, GAME_ACTION_CARDS, NULL);
            if (n <= 0) {
                return false;
            }
        }
        *out = Piquet_Exchange(cards, n);
        return true;
    }
    if (strcmp(word, "declare") == 0 || strcmp(word, "sink") == 0) {
        for (int i = 0; i < PIQ_ITEM_COUNT; i++) {
            if (strcmp(rest, kItemWords[i]) == 0) {
                *out = word[0] == 'd' ? Piquet_Declare(i) : Piquet_Sink(i);
                return true;
            }
        }
        return false;
    }
    if ((strcmp(word, "look") == 0 || strcmp(word, "leave") == 0) && rest[0] == '\0') {
        *out = Piquet_Look(word[1] == 'o');
        return true;
    }
    if (strcmp(word, "play") == 0) {
        Card c = Card_ParseToken(rest, strlen(rest));
        if (c == CARD_NONE || Piquet_Index(c) < 0) {
            return false;
        }
        *out = Piquet_Play(c);
        return true;
    }
    return false;
}

static const char *SeatWord(int seat)
{
    return seat == 0 ? "South" : "North";
}

size_t Piquet_DescribeAction(const PiquetState *st, int seat, GameAction a, char *buf, size_t size)
{
    int n = 0;
    const char *who = SeatWord(seat);
    switch (a.kind) {
    case PIQ_ACT_CHOOSE:
        n = snprintf(buf, size, "%s wins the cut and chooses to %s.", who, a.choice == 0 ? "deal" : "be elder hand");
        break;
    case PIQ_ACT_EXCHANGE:
        /* The discard is face down: the sentence says only how many. */
        n = a.count == 0 ? snprintf(buf, size, "%s does not exchange.", who)
                         : snprintf(buf, size, "%s discards %d and takes %d.", who, a.count, a.count);
        break;
    case PIQ_ACT_DECLARE:
    case PIQ_ACT_SINK: {
        bool elder = seat == Piquet_Elder(st);
        const char *item = a.choice < PIQ_ITEM_COUNT ? kItemWords[a.choice] : "?";
        if (elder) {
            n = snprintf(buf, size, a.kind == PIQ_ACT_DECLARE ? "%s calls his %s." : "%s calls no %s.", who, item);
        } else {
            n = snprintf(buf, size, "%s answers the %s.", who, item);
        }
        break;
    }
    case PIQ_ACT_LOOK:
        n = snprintf(buf, size, a.choice ? "%s looks at the cards left in the stock." : "%s leaves the stock unseen.", who);
        break;
    case PIQ_ACT_PLAY: {
        int idx = Piquet_Index(a.cards[0]);
        n = snprintf(buf, size, "%s plays the %s of %s.", who, Card_RankName(PIQ_ORDER(idx < 0 ? 0 : idx) + 7),
                     Card_SuitName((Suit)PIQ_SUIT(idx < 0 ? 0 : idx)));
        break;
    }
    default: n = snprintf(buf, size, "?"); break;
    }
    return n < 0 ? 0 : (size_t)n;
}

size_t Piquet_DescribeCut(const PiquetState *st, const char *const names[2], const char *(*write)(Card c, char *buf),
                          char *buf, size_t size)
{
    const char *name[2] = {names != NULL ? names[0] : SeatWord(0), names != NULL ? names[1] : SeatWord(1)};
    char a[16], b[16];
    int high = st->chooser <= 1 ? st->chooser : 0;
    int who = Piquet_LowerCutDeals(st) ? 1 - high : high;
    /* The sentence after the cards begins with a name: "you" there is "You". */
    char subject[64];
    snprintf(subject, sizeof subject, "%s", name[who]);
    subject[0] = (char)toupper((unsigned char)subject[0]);
    /* Past tenses and "may", so that "you" and "North" take the same verb. */
    const char *what = Piquet_LowerCutDeals(st)       ? "cut the lower card and had to deal"
                       : st->phase == PIQ_PHASE_CHOOSE ? "cut the higher card and may choose to deal or to be elder"
                       : (st->deal % 2 == 1 ? st->dealer : 1 - st->dealer) == high
                           ? "cut the higher card and chose to deal" /* the deal alternates from the first */
                           : "cut the higher card and chose to be elder hand";
    int n = snprintf(buf, size, "The cut: %s %s, %s %s. %s %s.", name[0], write(st->cut[0], a), name[1],
                     write(st->cut[1], b), subject, what);
    return n < 0 ? 0 : (size_t)n;
}
