/* bezique.h: Rubicon Bezique and ordinary Bezique: state, actions, laws, the computation of the game. */
#ifndef PARLOUR_CORE_BEZIQUE_H
#define PARLOUR_CORE_BEZIQUE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "card.h"
#include "game/game.h"
#include "rng.h"

/*
 * How declarations are kept (the subtle part of Bezique).
 *
 * The packs' duplicates are the same Card value, and in the hand they are
 * interchangeable, so a hand is a count per card (32 kinds). Once a card is
 * declared it lies face up on the table in one of nine numbered slots, and
 * there it has a history that makes it unlike its twin: which combinations
 * it has been declared in. Each slot carries flags (declared in a marriage,
 * a sequence, a four-of-a-kind, the highest bezique it was part of, a
 * declared seven), and every declared set of slots is kept (a 9-bit mask:
 * the cards of a set say which combination it is, so the mask alone
 * identifies the declaration; a 512-bit map holds any number of them, so
 * no declaration is ever refused for want of room). The laws then read:
 *
 *  - Rubicon (laws 34-38, DECISIONS "Re-use" and "declaring the same
 *    combination again"): a declaration is refused if all its cards are on
 *    the table and exactly that set was declared before (a fresh card must
 *    come in: king 1 may marry queen 2 after king 1/queen 1 and king
 *    2/queen 2 were married, law 35); a four of a kind or a sequence is
 *    refused while the same four (rank) or sequence (suit) declared earlier
 *    still lies whole on the table, and may come again once one of its
 *    cards has been played and a substituted card restores it (law 34: a
 *    fifth queen with the three left scores four queens again); a king or
 *    queen that was in a sequence never forms a marriage (law 37); a card
 *    of a higher bezique never forms a lower one (law 38).
 *  - Ordinary: a card forms each kind of combination once (flags), and
 *    sequence-then-marriage is barred as in Rubicon.
 *
 * When a table card is played, its slot is emptied and every set and every
 * pending declaration holding it is dropped: that is how playing a card of
 * a combination "to score" forfeits it (law 46). In Rubicon, scoring a
 * sequence or a superior bezique that holds the cards of a marriage or
 * lower bezique held to score loses the latter (laws 47, 48); laying them
 * into one that is itself only held to score loses nothing yet. The
 * ordinary game has no such law: a pending marriage stays to score.
 *
 * The declaration flow, as actions. After winning a trick (while the stock
 * lasts) the winner is in the DECLARE phase. Each DECLARE lays a
 * combination out: the first thing scored in the phase scores at once,
 * anything declared after it is held "to score" (pending[]); SCORE scores a
 * pending one instead (only if nothing was scored yet this trick); PASS
 * ends the phase and both players draw automatically (winner first). In
 * ordinary Bezique EXCHANGE (the seven of trumps for the turn-up) and SEVEN
 * (declaring a seven of trumps) are that trick's score. CARTE (carte
 * blanche) is offered at a player's turn to play: before his first card,
 * and after each draw that keeps his hand free of court cards.
 */

#define BEZ_KINDS 32        /* card kinds: 4 suits x 8 ranks */
#define BEZ_HAND_MAX 9      /* Rubicon hands; ordinary ones hold 8 */
#define BEZ_TABLE_SLOTS 9   /* places for declared cards in front of a player */
#define BEZ_STOCK_MAX 110   /* Rubicon: 128 - 2 x 9 */
#define BEZ_SET_WORDS 8     /* 512 bits: one for each set of the nine table slots */
#define BEZ_HISTORY_MAX 24  /* ordinary: deals remembered for the score sheet */
#define BEZ_MAX_ACTIONS 512 /* bound on Bezique_Legal's count */
#define BEZ_NO_SUIT 4       /* trumps not yet made */
#define BEZ_FULL_VIEW 0xFF  /* BeziqueState.viewer of an unmasked state */
#define BEZ_PUBLIC_VIEW 0xFE /* BeziqueState.viewer of the public view (a watcher's) */

typedef enum BeziqueVariant {
    BEZIQUE_RUBICON = 0,
    BEZIQUE_ORDINARY = 1,
    BEZIQUE_VARIANT_COUNT
} BeziqueVariant;

typedef enum BeziquePhase {
    BEZ_PHASE_PLAY = 0, /* toAct plays a card (or declares carte blanche first) */
    BEZ_PHASE_DECLARE,  /* toAct won the trick: declare, score, or pass (then both draw) */
    BEZ_PHASE_OVER      /* Rubicon: the deal is played; ordinary: someone has 1000 */
} BeziquePhase;

/* GameAction.kind values. */
typedef enum BeziqueActionKind {
    BEZ_ACT_NONE = 0,
    BEZ_ACT_PLAY,     /* cards[0]; choice = 0 from the hand, or 1 << slot from the table */
    BEZ_ACT_DECLARE,  /* cards: table cards in slot order, then hand cards; choice = mask of those slots */
    BEZ_ACT_SCORE,    /* choice = index into the player's pending[] */
    BEZ_ACT_PASS,     /* done declaring: draw */
    BEZ_ACT_CARTE,    /* carte blanche (Rubicon) */
    BEZ_ACT_EXCHANGE, /* ordinary: the seven of trumps for the turn-up, 10 */
    BEZ_ACT_SEVEN,    /* ordinary: declare a seven of trumps, 10 */
    BEZ_ACT_COUNT
} BeziqueActionKind;

/* What a set of cards declares. */
typedef enum BeziqueComboType {
    BEZ_COMBO_NONE = 0,
    BEZ_COMBO_MARRIAGE, /* king and queen of suit */
    BEZ_COMBO_SEQUENCE, /* ace, ten, king, queen, knave of suit */
    BEZ_COMBO_BEZIQUE,  /* level queens of spades and level knaves of diamonds */
    BEZ_COMBO_FOUR      /* four of rank (aces, kings, queens, knaves), any suits */
} BeziqueComboType;

typedef struct BeziqueCombo {
    uint8_t type;  /* BeziqueComboType */
    uint8_t suit;  /* marriage, sequence */
    uint8_t rank;  /* four of a kind */
    uint8_t level; /* bezique: 1 single .. 4 quadruple */
} BeziqueCombo;

/* The lines of a player's score: how many times each was scored this deal. */
typedef enum BeziqueScoreKind {
    BEZ_SCORE_CARTE_BLANCHE = 0,
    BEZ_SCORE_MARRIAGE,
    BEZ_SCORE_ROYAL_MARRIAGE,
    BEZ_SCORE_SEQUENCE,
    BEZ_SCORE_TRUMP_SEQUENCE,
    BEZ_SCORE_BEZIQUE,
    BEZ_SCORE_DOUBLE_BEZIQUE,
    BEZ_SCORE_TRIPLE_BEZIQUE,
    BEZ_SCORE_QUADRUPLE_BEZIQUE,
    BEZ_SCORE_FOUR_ACES,
    BEZ_SCORE_FOUR_KINGS,
    BEZ_SCORE_FOUR_QUEENS,
    BEZ_SCORE_FOUR_KNAVES,
    BEZ_SCORE_SEVEN, /* ordinary: turned up, exchanged or declared */
    BEZ_SCORE_LAST_TRICK,
    BEZ_SCORE_BRISQUE, /* ordinary only: Rubicon's brisques are not points (see brisques) */
    BEZ_SCORE_KIND_COUNT
} BeziqueScoreKind;

/* Table-slot flags. */
enum {
    BEZ_FLAG_MARRIAGE = 1 << 0,
    BEZ_FLAG_SEQUENCE = 1 << 1,
    BEZ_FLAG_FOUR = 1 << 2,
    BEZ_FLAG_SEVEN = 1 << 3,
    BEZ_FLAG_BEZIQUE_SHIFT = 4 /* bits 4..6: highest bezique level declared with this card */
};

typedef struct BeziqueSide {
    uint8_t hand[BEZ_KINDS];     /* cards in the hand, not on the table (a view: only those known) */
    uint8_t known[BEZ_KINDS];    /* of those, how many the other player has seen */
    Card table[BEZ_TABLE_SLOTS]; /* declared cards face up; CARD_NONE in an empty slot */
    uint8_t flags[BEZ_TABLE_SLOTS];
    uint64_t declared[BEZ_SET_WORDS]; /* bit m: the set of slots m was declared (all its cards still there) */
    uint64_t pending[BEZ_SET_WORDS];  /* bit m: set m is held "to score" (in increasing m: score 0, 1 ...) */
    uint8_t tally[BEZ_SCORE_KIND_COUNT];
    uint8_t handCount; /* cards in hand off the table (true count, also in a view) */
    uint8_t tableCount;
    uint8_t pendingCount; /* bits set in pending[] */
    uint8_t brisques;     /* aces and tens in the tricks he has won */
    uint8_t taken;        /* cards he has taken up (Rubicon: heaps ending in a brisque) */
    bool carteOffer;      /* may declare carte blanche now (before his next card) */
    bool carteActive;     /* declared carte blanche and has not held a court card since */
    int32_t score;        /* this deal's points: the sum of tally times points */
    int32_t total;        /* ordinary: points of the game so far, this deal included */
} BeziqueSide;

typedef struct BeziqueState {
    uint8_t variant;
    uint8_t phase;
    uint8_t viewer; /* BEZ_FULL_VIEW, BEZ_PUBLIC_VIEW, or the seat whose view this is */
    uint8_t dealer;
    uint8_t toAct;
    uint8_t leader; /* who leads (or led) the current trick */
    uint8_t trumps; /* a Suit, or BEZ_NO_SUIT */
    uint8_t scoredThisTrick;
    uint8_t trickCount;   /* cards in trick[] */
    Card trick[2];        /* trick[0] the lead */
    uint8_t trickFrom[2]; /* slot+1 the card came from, 0 from the hand */
    Card lastTrick[2];    /* the last completed trick, lead first, for the table */
    uint8_t lastWinner;   /* its winner, or 0xFF before the first */
    uint8_t lastTookHeap;
    Card lastDraw[2]; /* the card each seat drew last (CARD_NONE in a view for the other seat) */
    uint8_t stockCount;
    Card turnUp;               /* ordinary: the trump card under the stock, CARD_NONE once taken */
    Card stock[BEZ_STOCK_MAX]; /* stock[stockCount - 1] is the top; CARD_NONE in a view */
    uint8_t played[BEZ_KINDS]; /* cards played to completed tricks this deal */
    uint8_t heapCount;         /* Rubicon: played cards lying face up, waiting for a brisque */
    uint8_t tricks;            /* completed tricks this deal */
    uint8_t winner;            /* when over: a seat, or 0xFF for a drawn game */
    uint8_t historyCount;
    uint16_t deal; /* 1 for the first deal */
    uint64_t seed;
    int32_t history[BEZ_HISTORY_MAX][2]; /* ordinary: points of each finished deal */
    BeziqueSide side[2];
} BeziqueState;

/* Why an action is refused. */
typedef enum BeziqueWhy {
    BEZ_WHY_OK = 0,
    BEZ_WHY_OVER,
    BEZ_WHY_TURN,
    BEZ_WHY_VIEW,
    BEZ_WHY_MALFORMED,
    BEZ_WHY_DECLARE_FIRST, /* a card played while the winner must declare or pass */
    BEZ_WHY_NOT_DECLARING, /* a declaration outside the winner's moment */
    BEZ_WHY_NO_CARD,
    BEZ_WHY_NOT_ON_TABLE,
    BEZ_WHY_MUST_FOLLOW,
    BEZ_WHY_MUST_WIN,
    BEZ_WHY_MUST_TRUMP,
    BEZ_WHY_NOT_COMBINATION,
    BEZ_WHY_SEQUENCE_NOT_TRUMPS,
    BEZ_WHY_SAME_CARDS,
    BEZ_WHY_SEQUENCE_TO_MARRIAGE,
    BEZ_WHY_HIGHER_BEZIQUE,
    BEZ_WHY_SAME_KIND,
    BEZ_WHY_ONE_SCORE,
    BEZ_WHY_NO_PENDING,
    BEZ_WHY_NO_CARTE,
    BEZ_WHY_NO_SEVEN,
    BEZ_WHY_NO_TURN_UP,
    BEZ_WHY_TOO_MANY,    /* no free table slot (only a declared seven can meet it) */
    BEZ_WHY_STILL_WHOLE, /* Rubicon: the same four or sequence, declared earlier, still lies whole (law 34) */
    BEZ_WHY_COUNT
} BeziqueWhy;

extern const GameRules Bezique_Rules;
extern const struct GameSchema Bezique_Schema; /* its fields, for its text form (game_wire.h) */

const char *Bezique_VariantName(int variant);  /* "rubicon", "ordinary" */
int Bezique_VariantFromName(const char *name); /* -1 if unknown */

/* Card kinds 0..31: suit * 8 + rank order (7 8 9 J Q K 10 A, the order of play). */
int Bezique_Index(Card c); /* -1 for a card not in the Bezique packs */
Card Bezique_CardAt(int index);
int Bezique_Strength(Card c);    /* 0 (seven) .. 7 (ace) */
bool Bezique_IsCourt(Card c);    /* king, queen, knave */
bool Bezique_IsBrisque(Card c);  /* ace, ten */
int Bezique_Copies(int variant); /* 4 or 2 of each card */

/* A new game: the deal from Pack_Shuffled(seed), the first dealer chosen from the seed. */
GameStatus Bezique_Init(BeziqueState *st, int variant, uint64_t seed);
/*
 * A hand-built position at the start of a trick (for tests and problems):
 * hands of n0/n1 cards (Rubicon 9, ordinary 8, or fewer to start in the
 * last tricks with an empty stock), the stock top card first, the turn-up
 * (ordinary; CARD_NONE once taken or for Rubicon), trumps (BEZ_NO_SUIT or a
 * suit), and the seat to lead. Every other card of the packs counts as
 * already played. False if the cards are more than the packs hold.
 */
bool Bezique_Setup(BeziqueState *st, int variant, int leader, const Card *hand0, int n0, const Card *hand1, int n1,
                   const Card *stockTop, int stockCount, Card turnUp, int trumps);

int Bezique_ToAct(const BeziqueState *st); /* GAME_NOBODY once over */
/*
 * Law 27 (Rubicon): the brisques in a player's tricks may not be counted
 * while more than twelve cards remain in the stock, so the table shows
 * neither side's count until then. The ordinary game scores brisques as
 * they are won: always countable.
 */
bool Bezique_BrisquesCountable(const BeziqueState *st);
bool Bezique_IsOver(const BeziqueState *st);
int Bezique_Legal(const BeziqueState *st, int seat, GameAction *out, int max);
BeziqueWhy Bezique_Check(const BeziqueState *st, int seat, GameAction a);
/* Applies a legal action; returns the reason and changes nothing if it is not legal. */
BeziqueWhy Bezique_Apply(BeziqueState *st, int seat, GameAction a);
/* A sentence for the player: why the action is refused ("" if it is legal). */
const char *Bezique_WhyText(BeziqueWhy why);
const char *Bezique_WhyNot(const BeziqueState *st, int seat, GameAction a);

/* Constructors for the actions. */
GameAction Bezique_Play(Card c, int slot); /* slot -1: from the hand */
GameAction Bezique_Pass(void);
GameAction Bezique_ScorePending(int index);
GameAction Bezique_Carte(void);
GameAction Bezique_Exchange(void);
GameAction Bezique_Seven(void);
/* A declaration: the cards from table slots given by slots[] (count nslots), then the cards from the hand. */
GameAction Bezique_Declare(const int *slots, const Card *tableCards, int nslots, const Card *handCards, int nhand);

/* What cards declare (BEZ_COMBO_NONE if nothing); the points it is worth now for seat. */
BeziqueCombo Bezique_Identify(const Card *cards, int count);
int Bezique_ComboPoints(const BeziqueState *st, BeziqueCombo combo);
/* "marriage", "sequence", "bezique", "double bezique", "four kings"... */
const char *Bezique_ComboName(BeziqueCombo combo);
/* The index-th declaration a side holds "to score" (0 .. pendingCount-1): its set of slots (-1 if none), its combination. */
int Bezique_PendingMask(const BeziqueState *st, int seat, int index);
BeziqueCombo Bezique_PendingCombo(const BeziqueState *st, int seat, int index);

const char *Bezique_ScoreKindName(BeziqueScoreKind kind);
int Bezique_ScoreKindPoints(int variant, BeziqueScoreKind kind);
/* Recomputes a side's score from its tally (the invariant: equal to side.score). */
int Bezique_TallyScore(const BeziqueState *st, int seat);

/* seat GAME_NOBODY: the public view, what both seats may see (viewer BEZ_PUBLIC_VIEW). */
void Bezique_View(const BeziqueState *st, int seat, BeziqueState *out);
bool Bezique_Sample(const BeziqueState *view, Rng *rng, BeziqueState *out);
uint64_t Bezique_Hash(const BeziqueState *st);
/* Checks that every card of the packs is in exactly one place and the scores add up; false with a sentence. */
bool Bezique_CheckInvariants(const BeziqueState *st, char *why, size_t size);
/* A view read from another device: its fields agree (GameRules.checkView, bezique_view_check.c); false with a sentence. */
bool Bezique_CheckView(const GameState *st, int viewer, char *problem, size_t size);

size_t Bezique_FormatAction(GameAction a, char *buf, size_t size);
bool Bezique_ParseAction(const char *text, GameAction *out);
size_t Bezique_DescribeAction(const BeziqueState *st, int seat, GameAction a, char *buf, size_t size);

/*
 * The computation of a Rubicon game (laws 56-61), line by line, as the
 * scoring scene shows it. Scores are without brisques; brisques are counts
 * of aces and tens (10 points each).
 */
#define BEZ_COMPUTE_LINES 16
#define BEZ_COMPUTE_TEXT 96
typedef enum BeziqueLineKind {
    BEZ_LINE_SCORES,        /* the scores, without brisques */
    BEZ_LINE_BRISQUES,      /* the brisques (when they are needed) */
    BEZ_LINE_WINNER,        /* who wins, and whether brisques decided it */
    BEZ_LINE_NULL_GAME,     /* equal even with brisques: no game */
    BEZ_LINE_RUBICON,       /* the loser is rubiconed, or saves or passes the rubicon */
    BEZ_LINE_ROUNDED,       /* a score with fractions of a hundred disregarded (seat, points) */
    BEZ_LINE_DIFFERENCE,    /* the difference (or 100 when less) */
    BEZ_LINE_ADD_LOSER,     /* rubicon: the loser's points added (at least 100) */
    BEZ_LINE_GAME,          /* 500, or 1000 */
    BEZ_LINE_BRISQUE_BONUS, /* rubicon: 300 for brisques */
    BEZ_LINE_TOTAL          /* what the winner wins */
} BeziqueLineKind;

typedef struct BeziqueLine {
    uint8_t kind; /* BeziqueLineKind */
    int8_t seat;  /* the seat it concerns, or -1 */
    int points;   /* the amount on the line (0 if none) */
    char text[BEZ_COMPUTE_TEXT];
} BeziqueLine;

typedef struct BeziqueComputation {
    int winner;           /* 0, 1, or -1 for a null game */
    int value;            /* what the winner wins */
    bool rubicon;         /* the loser is rubiconed */
    bool rubiconSaved;    /* brisques brought the loser to 1000 */
    bool brisquesDecided; /* the scores were equal: brisques decided the winner */
    bool brisquesAdded;   /* each side's brisques were added before the difference */
    int lineCount;
    BeziqueLine lines[BEZ_COMPUTE_LINES];
} BeziqueComputation;

/* names[] (may be NULL: "A", "B") names the two sides in the text. */
void Bezique_Compute(int score0, int score1, int brisques0, int brisques1, const char *const names[2],
                     BeziqueComputation *out);
/* The computation of a finished Rubicon deal. */
void Bezique_ComputeGame(const BeziqueState *st, const char *const names[2], BeziqueComputation *out);

#endif
