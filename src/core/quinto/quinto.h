/* quinto.h: Quinto and Dummy Quinto: state, actions, the laws of quints, tricks, the cachette and the rubber. */
#ifndef PARLOUR_CORE_QUINTO_H
#define PARLOUR_CORE_QUINTO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "card.h"
#include "game/game.h"
#include "rng.h"

/*
 * Quinto (Hoffmann; DECISIONS.md "Quinto", "Dummy Quinto").
 *
 * Four seats, partners opposite: side 0 is seats 0 and 2 (South, North),
 * side 1 is seats 1 and 3 (West, East). The pack is the whist pack and
 * Quint Royal (the Joker, written "QR"). Each hand: the dealer lays the top
 * five cards aside as the cachette, deals the other 48 singly from his
 * left, one round of doubling from the eldest (pass, double, redouble an
 * opponent's double; at most x4), then twelve tricks led by the eldest.
 *
 * Cards are kept as 53-bit masks (bit i: QUINTO index i; suit s holds bits
 * 13s .. 13s+12 in the Suit order of card.h, rank 2 lowest; Quint Royal is
 * bit 52), so a hand, the cachette and the cards played are one word each.
 *
 * Scoring as it happens: when a trick is complete, every quint in it
 * scores to the side that won it (a five: its suit's value, spades 5,
 * clubs 10, diamonds 15, hearts 20; QR 25; an ace with the four or the two
 * with the three of one suit: that suit's value). If quints take a side to
 * 250, the game ends at once and the rest of the hand scores nothing.
 * After the twelfth trick its winners take the cachette: its own quints
 * first (they may make game, and then the tricks are not counted), then
 * both sides' tricks, 13 units in all, at 5 a trick times the doubling.
 * One side at 250 wins; both, the higher; equal at 250 or more, the game
 * goes on and the next quint scored (or else the next hand's higher total)
 * decides, which the general law already does: both sides are past 250,
 * so any quint ends the game, and 13 units never split evenly.
 *
 * A Quinto game on GameRules is a whole rubber: the first side to win two
 * games scores 100 more; the settlement adds every point scored in the
 * rubber and the bonus, and the winners win the difference. A Dummy
 * Quinto game is one game: the Dummy-player sits at seat 0 and plays Dummy
 * at seat 2 (controller(2) is 0), deals first, and his opponents start at
 * 25; the difference of the totals is won or lost against each opponent.
 * Dummy passes to the next player between games, which is the table's
 * business (the next game seats another person at 0).
 *
 * Laws about mishaps are prevented by construction: a player can play only
 * a card he holds, in turn, following suit (no revoke, no lead out of turn,
 * no exposed card); the deal is always correct (no misdeal); only the
 * current trick and the last one are shown (DECISIONS: "Only the current
 * trick is visible" at a real table; the last trick stays on the screen
 * until the next card, as a player's glance would catch it).
 */

#define QUINTO_CARDS 53
#define QUINTO_QR_BIT 52
#define QUINTO_ALL_CARDS ((1ULL << QUINTO_CARDS) - 1)
#define QUINTO_HAND 12
#define QUINTO_CACHETTE 5
#define QUINTO_TRICKS 12
#define QUINTO_GAME_POINTS 250
#define QUINTO_RUBBER_BONUS 100
#define QUINTO_DUMMY_START 25
#define QUINTO_TRICK_POINTS 5
#define QUINTO_HISTORY_MAX 64 /* hands on the score sheet; later ones are added into the last row */
#define QUINTO_GAMES_MAX 3
#define QUINTO_MAX_ACTIONS 16 /* bound on Quinto_Legal's count (a hand holds at most 12 cards) */
#define QUINTO_FULL_VIEW 0xFF
#define QUINTO_PUBLIC_VIEW 0xFE /* QuintoState.viewer of the public view (a watcher's) */
#define QUINTO_NONE 0xFF
#define QUINTO_DUMMY_SEAT 2 /* Dummy Quinto: Dummy's seat, opposite the Dummy-player at seat 0 */
#define CARD_QUINT_ROYAL CARD_JOKER

typedef enum QuintoVariant {
    QUINTO_FOUR = 0,  /* "quinto": four players, a rubber */
    QUINTO_DUMMY = 1, /* "dummy": three players, one game */
    QUINTO_VARIANT_COUNT
} QuintoVariant;

typedef enum QuintoPhase {
    QUINTO_PHASE_DOUBLING = 0,
    QUINTO_PHASE_PLAY,
    QUINTO_PHASE_OVER
} QuintoPhase;

/* GameAction.kind values. */
typedef enum QuintoActionKind {
    QUINTO_ACT_NONE = 0,
    QUINTO_ACT_PASS,     /* in the doubling round */
    QUINTO_ACT_DOUBLE,   /* nobody has doubled yet: tricks count 10 */
    QUINTO_ACT_REDOUBLE, /* an opponent doubled, nobody redoubled: tricks count 20 */
    QUINTO_ACT_PLAY,     /* cards[0] */
    QUINTO_ACT_COUNT
} QuintoActionKind;

/* How a hand ended (a row of the score sheet). */
typedef enum QuintoHandEnd {
    QUINTO_END_PLAYING = 0, /* the hand in progress */
    QUINTO_END_TRICKS,      /* played out: the tricks were counted */
    QUINTO_END_QUINTS,      /* quints made game in a trick: the rest abandoned, no tricks counted */
    QUINTO_END_CACHETTE     /* the cachette's quints made game: the tricks were not counted */
} QuintoHandEnd;

typedef struct QuintoHandRow {
    uint8_t game; /* 0-based game of the rubber */
    uint8_t dealer;
    uint8_t multiplier; /* 1, 2 or 4 */
    uint8_t end;        /* QuintoHandEnd */
    uint8_t units[2];   /* tricks each side won, the cachette counting one */
    int16_t quints[2];  /* quint points, the cachette's included */
    int16_t tricks[2];  /* trick points counted (0 unless the hand ended by tricks) */
} QuintoHandRow;

typedef struct QuintoGameRow {
    int16_t start[2];  /* Dummy Quinto: the opponents' 25 */
    int16_t score[2];  /* the totals when the game ended */
    uint8_t winner;    /* a side, QUINTO_NONE while playing */
    uint8_t firstHand; /* index of its first row in history[] */
} QuintoGameRow;

typedef struct QuintoState {
    uint64_t hand[4];       /* the cards each seat holds (a view: 0 for a hand it may not see) */
    uint64_t cachette;      /* the five laid aside (0 in a view) */
    uint64_t played;        /* cards in completed tricks this hand */
    uint64_t seed;          /* 0 in a view: the deals come from it */
    int32_t score[2];       /* this game: the start, quints as they fall, counted tricks */
    int32_t rubber[2];      /* points of the finished games */
    uint16_t handNumber;    /* hands dealt so far, 1 for the first */
    int16_t handQuints[2];  /* quint points this hand */
    int16_t lastQuints;     /* what the last trick's quints scored */
    int16_t cachetteQuints; /* what the last cachette scored */
    uint8_t variant;
    uint8_t phase;
    uint8_t viewer; /* QUINTO_FULL_VIEW, or the seat whose view this is */
    uint8_t dealer;
    uint8_t toAct;
    uint8_t leader;     /* who led the current trick */
    uint8_t multiplier; /* 1, 2, 4 */
    uint8_t doubledBy;  /* a seat, or QUINTO_NONE */
    uint8_t redoubledBy;
    uint8_t doublingTurns; /* turns taken in this hand's doubling round */
    uint8_t trickCount;    /* cards in trick[] */
    uint8_t tricksPlayed;  /* completed tricks this hand */
    uint8_t units[2];      /* tricks won this hand */
    uint8_t tie;           /* the last hand left the sides equal at 250 or more */
    uint8_t gameIndex;     /* 0-based game of the rubber */
    uint8_t games[2];      /* games won */
    uint8_t winner;        /* the side that won the rubber (Dummy: the game), QUINTO_NONE */
    uint8_t handCount[4];
    uint8_t voids[4];  /* bit s: the seat has shown it holds no card of Suit s */
    Card trick[4];     /* trick[i] played by (leader + i) % 4 */
    Card lastTrick[4]; /* the last completed trick, lead first */
    uint8_t lastLeader;
    uint8_t lastWinner;   /* a seat, or QUINTO_NONE before the first trick */
    uint8_t cachetteSide; /* the side that took the last cachette, QUINTO_NONE */
    uint8_t historyCount;
    Card lastCachette[QUINTO_CACHETTE]; /* the last hand's cachette, turned over */
    Card cut[4];                        /* Quinto: the cards cut for the first deal (lowest deals, ace low) */
    QuintoHandRow history[QUINTO_HISTORY_MAX];
    QuintoGameRow gameRows[QUINTO_GAMES_MAX];
} QuintoState;

/* Why an action is refused. */
typedef enum QuintoWhy {
    QUINTO_WHY_OK = 0,
    QUINTO_WHY_OVER,
    QUINTO_WHY_TURN,
    QUINTO_WHY_VIEW,
    QUINTO_WHY_MALFORMED,
    QUINTO_WHY_DOUBLING_FIRST,  /* a card played before the doubling round is over */
    QUINTO_WHY_NOT_DOUBLING,    /* pass/double/redouble during the play */
    QUINTO_WHY_ALREADY_DOUBLED, /* a second double */
    QUINTO_WHY_NOTHING_TO_REDOUBLE,
    QUINTO_WHY_PARTNERS_DOUBLE, /* redoubling one's own side's double */
    QUINTO_WHY_ALREADY_REDOUBLED,
    QUINTO_WHY_NO_CARD,
    QUINTO_WHY_MUST_FOLLOW,
    QUINTO_WHY_COUNT
} QuintoWhy;

extern const GameRules Quinto_Rules;
extern const struct GameSchema Quinto_Schema; /* its fields, for its text form (game_wire.h) */

const char *Quinto_VariantName(int variant);  /* "quinto", "dummy" */
int Quinto_VariantFromName(const char *name); /* -1 if unknown */

/* --- Cards (quinto_cards.c) --- */
int Quinto_Bit(Card c);       /* 0..52, or -1 for a card not in the pack */
Card Quinto_CardAt(int bit);  /* CARD_NONE out of range */
int Quinto_SuitOrder(Suit s); /* spades 0, clubs 1, diamonds 2, hearts 3 */
int Quinto_SuitValue(Suit s); /* spades 5, clubs 10, diamonds 15, hearts 20 */
uint64_t Quinto_SuitMask(Suit s);
int Quinto_PopCount(uint64_t mask);
/* The suit to follow: that of the first card that is not Quint Royal; SUIT_COUNT if none yet. */
Suit Quinto_LedSuit(const Card *cards, int count);
/* The index (0..count-1) of the card that wins: the highest card of the highest suit at or above the suit led. */
int Quinto_TrickWinner(const Card *cards, int count);
/* Whether card a beats card b in a trick to which led is the suit led (QR never beats, nor lower suits). */
bool Quinto_Beats(Card a, Card b, Suit led);

/* The quints in a set of cards (a trick or the cachette), each scored once. */
typedef enum QuintKind {
    QUINT_FIVE = 0, /* the five of a suit */
    QUINT_ROYAL,    /* Quint Royal */
    QUINT_ACE_FOUR, /* an ace and the four of its suit */
    QUINT_TWO_THREE /* the two and the three of a suit */
} QuintKind;

typedef struct Quint {
    uint8_t kind; /* QuintKind */
    uint8_t suit; /* Suit (SUIT_COUNT for Quint Royal) */
    uint8_t value;
    uint8_t cards; /* bit i: cards[i] of the set makes it */
} Quint;

#define QUINTO_MAX_QUINTS 8
/* Writes the quints of cards into out (may be NULL); returns how many; *points (may be NULL) their total. */
int Quinto_FindQuints(const Card *cards, int count, Quint *out, int *points);
int Quinto_QuintPoints(const Card *cards, int count);
/* "quint in hearts (5H)", "ace and four of hearts", "Quint Royal". */
size_t Quinto_QuintName(Quint q, char *buf, size_t size);

/* Card lists in Quinto's notation: the usual one, with "QR" (or "JK") for Quint Royal. */
int Quinto_ParseCards(const char *text, Card *out, int max, CardParseError *err);
const char *Quinto_FormatCard(Card c, char *buf); /* "QR" for Quint Royal; buf of CARD_TEXT_MAX */
/* "the ace of hearts", "Quint Royal". */
const char *Quinto_CardName(Card c, char *buf, size_t size);

/* --- Seats --- */
int Quinto_SideOf(int seat); /* seats 0, 2: side 0; seats 1, 3: side 1 */
/* Who decides for seat: Dummy Quinto's Dummy-player for Dummy, else the seat. */
int Quinto_Controller(const QuintoState *st, int seat);
const char *Quinto_SeatName(int variant, int seat); /* South, West, North (Dummy), East */
const char *Quinto_SideName(int variant, int side); /* "North-South", "East-West" */

/* --- The game (quinto_deal.c, quinto_play.c) --- */
GameStatus Quinto_Init(QuintoState *st, int variant, uint64_t seed);

/*
 * A hand-built position at the start of a trick (for tests and problems).
 * Each seat holds count cards (1..12, the same for all), the cachette five;
 * every other card counts as played in earlier tricks, units[] of which
 * (summing to 12 - count) each side has won. The doubling is over at
 * multiplier; score[] and games[] stand as given; leader leads.
 */
typedef struct QuintoSetup {
    int variant;
    int dealer;
    int leader;
    int multiplier;
    int score[2];
    int games[2];
    int units[2];
    int count;
    Card hands[4][QUINTO_HAND];
    Card cachette[QUINTO_CACHETTE];
} QuintoSetup;
/* False (st untouched) if the cards are not 53 distinct ones of the pack in the right numbers. */
bool Quinto_Setup(QuintoState *st, const QuintoSetup *setup);

int Quinto_ToAct(const QuintoState *st); /* GAME_NOBODY once over */
bool Quinto_IsOver(const QuintoState *st);
int Quinto_Legal(const QuintoState *st, int seat, GameAction *out, int max);
QuintoWhy Quinto_Check(const QuintoState *st, int seat, GameAction a);
/* Applies a legal action; returns why not and changes nothing otherwise. */
QuintoWhy Quinto_Apply(QuintoState *st, int seat, GameAction a);
const char *Quinto_WhyText(QuintoWhy why);
const char *Quinto_WhyNot(const QuintoState *st, int seat, GameAction a);

GameAction Quinto_Pass(void);
GameAction Quinto_Double(void);
GameAction Quinto_Redouble(void);
GameAction Quinto_Play(Card c);

/* The eldest hand (the dealer's left), who opens the doubling and leads. */
int Quinto_Eldest(const QuintoState *st);
/* Whether the dummy lies face up (Dummy Quinto, after the opening lead of a hand). */
bool Quinto_DummyExposed(const QuintoState *st);

/* --- Views, worlds, checks (quinto_view.c) --- */
/* seat GAME_NOBODY: the public view, what every seat may see (viewer QUINTO_PUBLIC_VIEW): an exposed Dummy. */
void Quinto_View(const QuintoState *st, int seat, QuintoState *out);
/* Whether seat's view shows hand p (in the state st, before masking); seat GAME_NOBODY: the public view's. */
bool Quinto_Sees(const QuintoState *st, int seat, int p);
/* False for the public view: it is nobody's to play from. */
bool Quinto_Sample(const QuintoState *view, Rng *rng, QuintoState *out);
uint64_t Quinto_Hash(const QuintoState *st);
/* Every card in exactly one place, counts and scores adding up; false with a sentence. */
bool Quinto_CheckInvariants(const QuintoState *st, char *why, size_t size);
/* A view read from another device: its fields agree (GameRules.checkView, quinto_view_check.c); false with a sentence. */
bool Quinto_CheckView(const GameState *st, int viewer, char *problem, size_t size);

/* --- Text (quinto_action.c) --- */
size_t Quinto_FormatAction(GameAction a, char *buf, size_t size);
bool Quinto_ParseAction(const char *text, GameAction *out);
size_t Quinto_DescribeAction(const QuintoState *st, int seat, GameAction a, char *buf, size_t size);

/* --- The settlement (quinto_settle.c) --- */
#define QUINTO_SETTLE_LINES 12
#define QUINTO_SETTLE_TEXT 96
typedef struct QuintoSettlement {
    int winner;   /* the winning side, or -1 while playing */
    int total[2]; /* Quinto: every point of the rubber and the 100; Dummy: the game's totals */
    int value;    /* the winners' total less the losers' (Dummy: against each opponent) */
    int lineCount;
    char lines[QUINTO_SETTLE_LINES][QUINTO_SETTLE_TEXT];
} QuintoSettlement;
void Quinto_Settle(const QuintoState *st, QuintoSettlement *out);

#endif
