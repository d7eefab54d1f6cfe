/* five_hundred.h: Five Hundred (three-handed, with two- and four-handed variants): state, actions, laws, scoring. */
#ifndef PARLOUR_CORE_FIVE_HUNDRED_H
#define PARLOUR_CORE_FIVE_HUNDRED_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "card.h"
#include "game/game.h"
#include "rng.h"

/*
 * Five Hundred as ruled in DECISIONS.md (book pp. 257-262).
 *
 * A game is a series of deals played until a side's net score (WON less
 * LOST) reaches 500. Each deal: the cards are dealt (3, 3, 3, then 1 each;
 * three left over are the widow); the bidding goes round from the eldest
 * (each call a pass, which is final, or a bid higher on the Avondale table
 * than the standing one); the bidder takes the widow and discards three
 * (DISCARD); ten tricks are played (PLAY), the bidder leading; the deal is
 * settled and the next one dealt by the next seat to the left, all within
 * the last action of the deal. When nobody bids, the hand is played at
 * No-trumps without the widow, the eldest leading, 10 a trick to everyone.
 *
 * Cards are kept as 64-bit sets: bit FiveHundred_Bit(card) is the card's
 * byte value (suit * 16 + rank), the Joker bit 63. With trumps, the Joker
 * and both bowers belong to the trump suit for every purpose (following,
 * ranking, a renounce): FiveHundred_EffectiveSuit says which suit a card
 * belongs to. At No-trumps the Joker belongs to no suit: led, it takes the
 * suit its holder names (never one he has renounced in this hand);
 * played to another lead it counts as that suit, may be played even by a
 * player able to follow, and wins unless its holder had renounced the suit
 * led earlier in the hand.
 *
 * Variants. Three-handed is the book's game. Two-handed (not in the book)
 * deals a third hand face down that nobody plays or sees. Four-handed (not
 * in the book) is played by partners sitting opposite (seats 0 and 2
 * against 1 and 3) with a 43-card pack: 5 to A in every suit, the two red
 * fours and the Joker; each still receives ten and the widow is three. The
 * partners' tricks count together and their score is one.
 *
 * Laws about mishaps (misdealing, exposed cards, looking at the discard,
 * discarding too many or too few, revoking) are prevented by construction:
 * the deal is the program's, a player sees only his own cards, the discard
 * is exactly three and is shown to nobody (the bidder included: his view
 * masks it like everyone's), and following suit is enforced, so neither
 * the American nor Hoffmann's revoke rule is needed.
 */

#define FH_MAX_SEATS 4
#define FH_HAND 10
#define FH_WIDOW 3
#define FH_TRICKS 10
#define FH_BIDS 25          /* 6 spades .. 10 No-trumps */
#define FH_NO_TRUMPS 4      /* FiveHundredState.trumps at No-trumps (a denomination index, see below) */
#define FH_NOBODY 0xFF
#define FH_NO_BID 0xFF
#define FH_PASS_CALL 0xFE   /* in calls[]: a pass */
#define FH_FULL_VIEW 0xFF   /* FiveHundredState.viewer of an unmasked state */
#define FH_PUBLIC_VIEW 0xFE /* FiveHundredState.viewer of the public view (a watcher's) */
#define FH_HISTORY_MAX 40   /* deals kept for the score sheet (older ones drop off the front) */
#define FH_CALLS_MAX 32     /* calls in one deal's bidding: at most 25 bids and 4 passes */
#define FH_GAME 500
#define FH_MAX_ACTIONS 300  /* bound on legal()'s count: C(13,3) = 286 discards */
#define FH_JOKER_BIT 63

typedef enum FiveHundredVariant {
    FH_THREE_HANDED = 0, /* the book's game: 33 cards, three players each for himself */
    FH_TWO_HANDED,       /* a dummy third hand dealt and not played */
    FH_FOUR_HANDED,      /* partnerships, 43 cards */
    FH_VARIANT_COUNT
} FiveHundredVariant;

typedef enum FiveHundredPhase {
    FH_PHASE_BID = 0, /* toAct passes or bids */
    FH_PHASE_DISCARD, /* the bidder holds thirteen cards and lays three away */
    FH_PHASE_PLAY,    /* toAct plays to the trick */
    FH_PHASE_OVER     /* a side has 500 or more */
} FiveHundredPhase;

/* GameAction.kind values. */
typedef enum FiveHundredActionKind {
    FH_ACT_NONE = 0,
    FH_ACT_BID,     /* choice: the bid's index 0..24 */
    FH_ACT_PASS,
    FH_ACT_DISCARD, /* cards[0..2], in increasing FiveHundred_Bit order */
    FH_ACT_PLAY,    /* cards[0]; choice: 0, or for the Joker led at No-trumps 1 + the Suit it is named */
    FH_ACT_COUNT
} FiveHundredActionKind;

/*
 * The denominations in the Avondale table's order: spades, clubs,
 * diamonds, hearts, No-trumps. A bid's index is (tricks - 6) * 5 +
 * denomination, so its value is 40 + 20 * index and a higher index is
 * always a higher bid.
 */
int FiveHundred_BidValue(int bid);            /* -1 if out of range */
int FiveHundred_BidTricks(int bid);           /* 6..10 */
int FiveHundred_BidDenomination(int bid);     /* 0..4 */
int FiveHundred_MakeBid(int tricks, int denomination); /* -1 if out of range */
Suit FiveHundred_DenominationSuit(int denomination); /* the Suit of 0..3 */
int FiveHundred_SuitDenomination(Suit suit);
const char *FiveHundred_DenominationName(int denomination); /* "spades" .. "No-trumps" */
const char *FiveHundred_DenominationShort(int denomination); /* "S" "C" "D" "H" "NT" */
/* Parses "8 NT", "8NT", "7 spades", "6h": the bid's index, or -1. */
int FiveHundred_ParseBid(const char *text);
/* "8 NT", "7 spades"-style canonical text: "7 S" .. "10 NT"; returns its length. */
size_t FiveHundred_FormatBid(int bid, char *buf, size_t size);

/* One finished deal, for the score sheet. */
typedef struct FiveHundredDeal {
    uint8_t dealer;
    uint8_t bidder;       /* FH_NOBODY when nobody bid */
    uint8_t bid;          /* FH_NO_BID when nobody bid */
    uint8_t made;         /* the bidder's side took its tricks */
    uint8_t tricks[FH_MAX_SEATS]; /* tricks taken, by side */
    uint8_t winner;       /* the side that won the game with this deal, or FH_NOBODY */
    uint8_t winByBid;     /* the winner won as the bidder (precedence), not by tricks */
    uint8_t pad[2];
    int32_t won[FH_MAX_SEATS];  /* points this deal, by side: WON column */
    int32_t lost[FH_MAX_SEATS]; /* LOST column */
    int32_t net[FH_MAX_SEATS];  /* net totals after the deal */
} FiveHundredDeal;

typedef struct FiveHundredState {
    uint8_t variant;
    uint8_t players; /* seats in play: 3, 2 or 4 */
    uint8_t sides;   /* 3, 2 or 2 */
    uint8_t phase;
    uint8_t viewer;  /* FH_FULL_VIEW, FH_PUBLIC_VIEW, or the seat whose view this is */
    uint8_t dealer;
    uint8_t toAct;
    uint8_t leader;     /* who leads (or led) the current trick */
    uint8_t bidder;     /* FH_NOBODY while nobody has bid (and for a hand nobody bid) */
    uint8_t bid;        /* the standing (then winning) bid, FH_NO_BID if none */
    uint8_t trumps;     /* a denomination 0..3, or FH_NO_TRUMPS (also when nobody bid) */
    uint8_t passed;     /* seats that have passed (a bit each) */
    uint8_t callCount;
    uint8_t trickCount; /* cards in trick[] */
    uint8_t jokerSuit;  /* No-trumps: the Suit a led Joker was named, else FH_NOBODY */
    uint8_t jokerDead;  /* No-trumps: the Joker in this trick cannot win (its holder renounced the suit led) */
    uint8_t tricksPlayed;
    uint8_t lastLeader;  /* of the last completed trick, FH_NOBODY before the first */
    uint8_t lastWinner;
    uint8_t firstOver;   /* this deal: the first side a trick took to 500, FH_NOBODY if none */
    uint8_t winner;      /* when over: the winning side */
    uint8_t historyCount;
    uint16_t deal;       /* 1 for the first deal */
    uint16_t dealsDropped; /* deals that fell off the front of history[] */
    uint8_t handCount[FH_MAX_SEATS]; /* true counts, also in a view */
    uint8_t tricksWon[FH_MAX_SEATS]; /* by seat, this deal */
    uint8_t voids[FH_MAX_SEATS];     /* suits a seat has shown out of this deal (a bit per Suit; with trumps, effective suits) */
    uint8_t widowCount;   /* 3 until the bidder takes it (stays 3 when nobody bid) */
    uint8_t discardCount; /* 3 once the bidder discards */
    uint8_t dummyCount;   /* two-handed: the dead hand's 10 */
    uint8_t calls[FH_CALLS_MAX];     /* this deal's bidding in order: a bid index or FH_PASS_CALL */
    uint8_t callSeat[FH_CALLS_MAX];
    Card trick[FH_MAX_SEATS];        /* in order of play from leader */
    Card lastTrick[FH_MAX_SEATS];    /* the last completed trick, for the table */
    uint64_t seed;
    uint64_t hand[FH_MAX_SEATS]; /* sets of card bits; in a view only the viewer's */
    uint64_t widow;   /* 0 in a view */
    uint64_t widowTaken; /* the widow's cards as the bidder took them up: his to see (0 in the others' views) */
    uint64_t discard; /* 0 in a view (nobody may see it, the bidder included) */
    uint64_t dummy;   /* two-handed: the dead hand; 0 in a view */
    uint64_t played;  /* cards in completed tricks of this deal (public) */
    uint64_t playedBy[FH_MAX_SEATS]; /* the cards each seat has played this deal, the trick in progress included (public) */
    uint64_t pack;    /* every card of the variant's pack */
    int32_t won[FH_MAX_SEATS];  /* by side: the WON column's total */
    int32_t lost[FH_MAX_SEATS]; /* the LOST column's total */
    FiveHundredDeal history[FH_HISTORY_MAX];
} FiveHundredState;

/* Why an action is refused. */
typedef enum FiveHundredWhy {
    FH_WHY_OK = 0,
    FH_WHY_OVER,
    FH_WHY_TURN,
    FH_WHY_VIEW,
    FH_WHY_MALFORMED,
    FH_WHY_NOT_BIDDING,   /* a bid or pass outside the bidding */
    FH_WHY_BID_TOO_LOW,   /* not higher on the table than the standing bid */
    FH_WHY_NOT_DISCARDING,
    FH_WHY_DISCARD_NOT_HELD,
    FH_WHY_NOT_PLAYING,
    FH_WHY_NOT_HELD,
    FH_WHY_MUST_FOLLOW,
    FH_WHY_NAME_JOKER,    /* the Joker led at No-trumps needs a suit named */
    FH_WHY_JOKER_RENOUNCED, /* named a suit its holder has renounced */
    FH_WHY_NO_NAMING,     /* a suit named for a card that is not the Joker led at No-trumps */
    FH_WHY_COUNT
} FiveHundredWhy;

extern const GameRules FiveHundred_Rules;
extern const struct GameSchema FiveHundred_Schema; /* its fields, for its text form (game_wire.h) */

const char *FiveHundred_VariantName(int variant); /* "three-handed", "two-handed", "four-handed" */
int FiveHundred_VariantFromName(const char *name); /* -1 if unknown */
int FiveHundred_Players(int variant);              /* 3, 2, 4 */
int FiveHundred_SideOf(int variant, int seat);     /* four-handed: seat % 2; else the seat */

static inline int FiveHundred_Bit(Card c)
{
    return c == CARD_JOKER ? FH_JOKER_BIT : (int)c;
}
static inline uint64_t FiveHundred_Mask(Card c)
{
    return 1ULL << FiveHundred_Bit(c);
}
Card FiveHundred_CardAt(int bit); /* CARD_NONE if no card has that bit */
/* The cards of a Suit in its natural sense (without the Joker). */
uint64_t FiveHundred_SuitBits(Suit suit);
/* The pack of a variant: 33 cards (7 to A and the Joker), or 43 for four-handed. */
uint64_t FiveHundred_PackOf(int variant);
/* With trumps (a denomination 0..3) the Suit a card belongs to; at No-trumps its own suit, and -1 for the Joker. */
int FiveHundred_EffectiveSuit(Card c, int trumps);
/* The cards that belong to Suit s for following (at No-trumps without the Joker). */
uint64_t FiveHundred_FollowBits(Suit s, int trumps);
/* Right bower, left bower, ... in a trump game: a card's strength among trumps (Joker highest). */
int FiveHundred_TrumpStrength(Card c, int trumps);
/* "the Joker", "the right bower", "the left bower", or "the ace of spades". */
const char *FiveHundred_CardName(Card c, int trumps, char *buf, size_t size);

/* A new game: the cut for deal and the first deal, all from the seed. */
GameStatus FiveHundred_Init(FiveHundredState *st, int variant, uint64_t seed);
/*
 * A hand-built position for tests: the hands of the seats in play (n[s]
 * cards each), the widow, dealer. The deal starts at the bidding; every
 * other card of the pack is dealt to the dummy (two-handed) or must be
 * absent. False if cards repeat or are not of the variant's pack.
 */
bool FiveHundred_Setup(FiveHundredState *st, int variant, int dealer, const Card *const hands[FH_MAX_SEATS],
                       const int counts[FH_MAX_SEATS], const Card *widow, int widowCount);
/*
 * Starts the trick play at once with a contract (bidder FH_NOBODY: the no-bid hand); the widow is taken up into
 * the bidder's hand and the given discard (three cards, or NULL for a position with no widow) laid away. For
 * tests; false if the discard is not among his cards.
 */
bool FiveHundred_SetupContract(FiveHundredState *st, int bidder, int bid, const Card *discard);
/* Sets the net scores before the deal (for tests of the game's end): won = net, lost = 0. */
void FiveHundred_SetScores(FiveHundredState *st, const int net[FH_MAX_SEATS]);

int FiveHundred_ToAct(const FiveHundredState *st);
bool FiveHundred_IsOver(const FiveHundredState *st);
int FiveHundred_Legal(const FiveHundredState *st, int seat, GameAction *out, int max);
FiveHundredWhy FiveHundred_Check(const FiveHundredState *st, int seat, GameAction a);
FiveHundredWhy FiveHundred_Apply(FiveHundredState *st, int seat, GameAction a);
const char *FiveHundred_WhyText(FiveHundredWhy why);

/* The side's net score (WON less LOST). */
int FiveHundred_Net(const FiveHundredState *st, int side);
/* Tricks the bidder's side needs and has taken this deal (0 and the bidder side's tricks if no contract). */
int FiveHundred_TricksNeeded(const FiveHundredState *st);
int FiveHundred_SideTricks(const FiveHundredState *st, int side);
/* The cards of the seat that may be played now (the legal plays as a set). */
uint64_t FiveHundred_Playable(const FiveHundredState *st, int seat);
/* The seat whose card wins the current (complete or not) trick so far, or FH_NOBODY if it is empty. */
int FiveHundred_TrickWinner(const FiveHundredState *st);
/* The deal's settlement: what each side scores for a contract and tricks (DECISIONS "Settlement"). */
void FiveHundred_Settle(int sides, int bidderSide, int bid, const int tricks[FH_MAX_SEATS], int won[FH_MAX_SEATS],
                        int lost[FH_MAX_SEATS]);
/* The deal at index i of history[] (0 = the oldest kept). */
const FiveHundredDeal *FiveHundred_HistoryAt(const FiveHundredState *st, int i);

/* Constructors. */
GameAction FiveHundred_Bid(int bid);
GameAction FiveHundred_Pass(void);
GameAction FiveHundred_Discard(Card a, Card b, Card c); /* puts the cards in order */
GameAction FiveHundred_Play(Card c, int namedSuit);    /* namedSuit -1 unless the Joker is led at No-trumps */

/* seat GAME_NOBODY: the public view, what every seat may see (viewer FH_PUBLIC_VIEW). */
void FiveHundred_View(const FiveHundredState *st, int seat, FiveHundredState *out);
/* An action as viewer sees it: another's discard has its cards hidden (CARD_NONE). */
GameAction FiveHundred_ActionFor(const FiveHundredState *st, int seat, GameAction a, int viewer);
bool FiveHundred_Sample(const FiveHundredState *view, Rng *rng, FiveHundredState *out);
uint64_t FiveHundred_Hash(const FiveHundredState *st);
/* Every card in exactly one place, counts right, the scores the sum of the deals; false with a sentence. */
bool FiveHundred_CheckInvariants(const FiveHundredState *st, char *why, size_t size);
/* A view read from another device: its fields agree (GameRules.checkView, five_hundred_view_check.c); false with a
   sentence. */
bool FiveHundred_CheckView(const GameState *st, int viewer, char *problem, size_t size);

size_t FiveHundred_FormatAction(GameAction a, char *buf, size_t size);
bool FiveHundred_ParseAction(const char *text, GameAction *out);
size_t FiveHundred_DescribeAction(const FiveHundredState *st, int seat, GameAction a, char *buf, size_t size);

#endif
