/* bridge.h: Bridge under the Laws of 1904 (no auction): state, actions, laws, the score of a hand and a rubber. */
#ifndef PARLOUR_CORE_BRIDGE_H
#define PARLOUR_CORE_BRIDGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "card.h"
#include "game/game.h"
#include "rng.h"

/*
 * The game as the book's Club Code of 1904 plays it (DECISIONS, "Bridge").
 *
 * Seats are numbered clockwise, 0 South, 1 West, 2 North, 3 East; seats 0
 * and 2 are side 0 (the book's A-B), 1 and 3 side 1 (C-D). Play and the
 * deal go to the left, i.e. to the next seat up. One GameState is one
 * rubber: the cut (at init, from the seed) names the first dealer, each
 * hand is dealt from its own seed, scored when its thirteenth trick is
 * turned, and the next dealer is the last one's left-hand neighbour.
 *
 * A hand, as actions:
 *   DECLARE  the dealer names a strain (choice: BridgeStrain), or LEAVE
 *            ("I leave it to you"), after which his partner must DECLARE.
 *   DOUBLE / CONTENT  the doubling (Laws 53-58, as ruled): the eldest
 *            doubles or asks "May I lead?" (CONTENT), then his partner
 *            doubles or says "Lead" (CONTENT). After a double, the side
 *            that did not double answers: the player who last doubled for
 *            it (at first the trump declarer, the one who named the
 *            strain) then his partner. Play begins when both players of
 *            the side to answer are content, or when one more double
 *            would lift the trick value above 100 (Law 58, ruled).
 *   PLAY     cards[0]. The eldest leads; the dealer is always the
 *            declarer (Law 62) and plays the dummy's cards as well:
 *            toAct is the dummy's seat when its card is due, and
 *            controller() names the dealer.
 */

#define BRIDGE_SEATS 4
#define BRIDGE_TRICKS 13
#define BRIDGE_HISTORY_MAX 96 /* hands in a rubber: at most 30 a game (each hand scores 2 or more below) */
#define BRIDGE_CALLS_MAX 24   /* declarations and doubling calls in one hand */
#define BRIDGE_MAX_ACTIONS 13 /* bound on Bridge_Legal's count */
#define BRIDGE_FULL_VIEW 0xFF /* BridgeState.viewer of an unmasked state */
#define BRIDGE_PUBLIC_VIEW 0xFE /* BridgeState.viewer of the public view (a watcher's) */
#define BRIDGE_VALUE_CEILING 100
#define BRIDGE_RUBBER_BONUS 100
#define BRIDGE_GAME_POINTS 30

/*
 * Rules revisions (game.h, the save text). 1: a tie for the lowest cut
 * made all four cut again. 2 (now): only the seats tied for the lowest cut
 * again, as Laws 19 and 20 say. A rubber keeps the revision it began under.
 */
#define BRIDGE_RULES_REVISION 2

/* Strains: the suits in card.h's order (which is also the solver's), then No trumps. */
typedef enum BridgeStrain {
    BRIDGE_SPADES = SUIT_SPADES,
    BRIDGE_HEARTS = SUIT_HEARTS,
    BRIDGE_DIAMONDS = SUIT_DIAMONDS,
    BRIDGE_CLUBS = SUIT_CLUBS,
    BRIDGE_NO_TRUMPS = 4,
    BRIDGE_STRAIN_COUNT = 5
} BridgeStrain;

typedef enum BridgePhase {
    BRIDGE_PHASE_DECLARE = 0,   /* the dealer declares or leaves it to his partner */
    BRIDGE_PHASE_PARTNER,       /* the dealer's partner must declare */
    BRIDGE_PHASE_DOUBLE,        /* the doubling sequence */
    BRIDGE_PHASE_PLAY,          /* the thirteen tricks */
    BRIDGE_PHASE_OVER           /* the rubber is over */
} BridgePhase;

/* GameAction.kind values. */
typedef enum BridgeActionKind {
    BRIDGE_ACT_NONE = 0,
    BRIDGE_ACT_DECLARE, /* choice: BridgeStrain */
    BRIDGE_ACT_LEAVE,   /* "I leave it to you, partner" */
    BRIDGE_ACT_DOUBLE,  /* double, or redouble */
    BRIDGE_ACT_CONTENT, /* "May I lead?", "Lead", "Satisfied" */
    BRIDGE_ACT_PLAY,    /* cards[0] */
    BRIDGE_ACT_COUNT
} BridgeActionKind;

/* What honours a side holds (Laws 6, 7); the multiple is of the undoubled trick value, or points at No trumps. */
typedef enum BridgeHonours {
    BRIDGE_HONOURS_NONE = 0,
    BRIDGE_HONOURS_3,          /* three between the partners: 2x */
    BRIDGE_HONOURS_4,          /* four between them: 4x */
    BRIDGE_HONOURS_5,          /* five between them: 5x */
    BRIDGE_HONOURS_4_ONE,      /* four in one hand: 8x */
    BRIDGE_HONOURS_4_ONE_FIFTH, /* four in one hand, the fifth with his partner: 9x */
    BRIDGE_HONOURS_5_ONE,      /* five in one hand: 10x */
    BRIDGE_ACES_3,             /* No trumps: three aces, 30 */
    BRIDGE_ACES_4,             /* four aces between the partners, 40 */
    BRIDGE_ACES_4_ONE,         /* four aces in one hand, 100 */
    BRIDGE_HONOURS_COUNT
} BridgeHonours;

/*
 * One hand on the score sheet. The first block is what happened (the
 * rules fill it from the play; `parlour-cli bridge rubber` from a written
 * line); BridgeRubber_AddHand fills the second from it.
 */
typedef struct BridgeHand {
    uint8_t dealer;
    uint8_t strain;         /* BridgeStrain */
    uint8_t doublings;      /* 0 none, 1 doubled, 2 redoubled ... */
    uint8_t leftToPartner;  /* the dealer left the declaration to his partner */
    uint8_t tricks[2];      /* tricks won by each side (13 in all) */
    int8_t honoursSide;     /* the side that holds honours, or -1 */
    uint8_t honours;        /* BridgeHonours */
    uint8_t chicane[2];     /* players of each side void of trumps as dealt (0..2; none at No trumps) */
    /* Filled in by BridgeRubber_AddHand: */
    uint8_t game;           /* 0..2: the game of the rubber it was played in */
    int8_t gameWon;         /* the side that won a game with this hand, or -1 */
    int16_t below[2];       /* trick points (count towards game) */
    int16_t honourPoints[2];
    int16_t chicanePoints[2];
    int16_t slamPoints[2];
} BridgeHand;

/* The rubber's score: every hand, the games won, and the current game's points below the line. */
typedef struct BridgeRubber {
    uint8_t games[2];   /* games won by each side */
    uint8_t game;       /* the game being played (0..2) */
    uint8_t over;       /* the rubber is decided */
    int8_t winner;      /* the side that won it, or -1 */
    uint8_t count;      /* hands scored */
    int16_t belowGame[2]; /* points below the line in the current game */
    int32_t total[2];   /* every point scored, above and below (the rubber's 100 not included) */
    BridgeHand hands[BRIDGE_HISTORY_MAX];
} BridgeRubber;

/* The end of a rubber (Law 11). */
typedef struct BridgeSettlement {
    int total[2];  /* every point, with the winners' 100 */
    int winner;    /* side, or -1 while the rubber is unfinished */
    int points;    /* the difference: what the winners win */
} BridgeSettlement;

typedef struct BridgeState {
    uint64_t seed;      /* 0 in a view: the deals to come are hidden too */
    uint64_t hand[4];   /* cards held now, bit Card_Index52 */
    uint64_t dealt[4];  /* as dealt this hand (a view shows only what a seat could see of it) */
    uint8_t phase;      /* BridgePhase */
    uint8_t viewer;     /* BRIDGE_FULL_VIEW, or the seat a view is for */
    uint8_t dealer;
    uint8_t toAct;
    uint8_t strain;     /* BridgeStrain once declared */
    uint8_t declaredBy; /* the seat that named the strain (dealer or his partner) */
    uint8_t doublings;
    uint8_t doubleSide; /* the side to answer in the doubling */
    uint8_t doubleStep; /* 0: the first of that side speaks, 1: his partner */
    uint8_t lastDoubler[2]; /* per side: who speaks first for it (Law 56) */
    uint8_t leader;     /* of the current trick */
    uint8_t trickCount; /* cards in the current trick */
    uint8_t trick[4];   /* in the order played */
    uint8_t lastTrick[4];
    uint8_t lastLeader; /* of the last trick turned (kept into the next hand until its first lead); 0xFF: none */
    uint8_t lastWinner;
    uint8_t tricks[2];  /* won by each side this hand */
    uint8_t tricksPlayed;
    uint8_t shownVoid[4]; /* per seat, bit per suit: failed to follow, so void (public) */
    uint8_t cut[4];     /* the cut for the first deal, one card per seat (rules 1: its last round) */
    uint8_t recut[4];   /* rules 2: the last cut again by the seats tied lowest; CARD_NONE for the others */
    uint8_t recuts;     /* how often seats cut again (0: the first cut named the dealer); rules 1: all four */
    uint8_t rules;      /* the rules revision the rubber began under (BRIDGE_RULES_REVISION for a new one) */
    uint16_t deal;      /* hands dealt in this rubber, counting this one from 1 */
    uint8_t callCount;
    uint8_t calls[BRIDGE_CALLS_MAX]; /* this hand's calls: seat | kind << 2 | detail << 5 (a strain, or the doubling step) */
    BridgeRubber rubber;
} BridgeState;

/* Why an action is refused (sentences from Bridge_WhyText). */
typedef enum BridgeWhy {
    BRIDGE_WHY_OK = 0,
    BRIDGE_WHY_OVER,
    BRIDGE_WHY_TURN,
    BRIDGE_WHY_VIEW,
    BRIDGE_WHY_MALFORMED,
    BRIDGE_WHY_NOT_DECLARING,
    BRIDGE_WHY_MUST_DECLARE,
    BRIDGE_WHY_NOT_DOUBLING,
    BRIDGE_WHY_CEILING,
    BRIDGE_WHY_NOT_PLAYING,
    BRIDGE_WHY_NOT_HELD,
    BRIDGE_WHY_FOLLOW,
    BRIDGE_WHY_COUNT
} BridgeWhy;

extern const GameRules Bridge_Rules;
extern const struct GameSchema Bridge_Schema; /* its fields, for its text form (game_wire.h) */

/* --- Seats --- */
static inline int Bridge_SideOf(int seat) { return seat & 1; }
static inline int Bridge_Partner(int seat) { return (seat + 2) & 3; }
static inline int Bridge_Left(int seat) { return (seat + 1) & 3; }
static inline uint64_t Bridge_Bit(Card c) { return 1ULL << Card_Index52(c); }
int Bridge_Dummy(const BridgeState *st);   /* the dealer's partner */
bool Bridge_DummyShown(const BridgeState *st); /* laid face up: after the opening lead */
const char *Bridge_SeatName(int seat);     /* "South", "West", "North", "East" */
const char *Bridge_StrainName(int strain); /* "spades" .. "no trumps" */
const char *Bridge_StrainWord(int strain); /* the text form: "spades" .. "notrumps" */
int Bridge_StrainFromWord(const char *word, size_t len); /* -1 if none; "nt", "notrumps", "s", "spades"... */

/* --- The score (bridge_score.c) --- */
/* Points of one trick over six: the value table times 2 per doubling (Law 4). */
int Bridge_TrickValue(int strain, int doublings);
/* Whether one more double keeps the trick value within the ceiling of 100 (Law 58, ruled). */
bool Bridge_MayDouble(int strain, int doublings);
/* The doublings a strain allows at most (spades 5, clubs and diamonds 4, hearts and No trumps 3). */
int Bridge_MaxDoublings(int strain);
/* Points of honours of a kind in a strain (never doubled). */
int Bridge_HonoursPoints(int strain, BridgeHonours kind);
const char *Bridge_HonoursName(BridgeHonours kind); /* "four honours in one hand" */
/* The honours of a strain in four dealt hands: the kind, and the side holding them (-1: none). */
BridgeHonours Bridge_CountHonours(const uint64_t hands[4], int strain, int *side);
/* Players of a side void of the trump suit in the dealt hands (0 at No trumps). */
int Bridge_CountChicane(const uint64_t hands[4], int strain, int side);
/*
 * The honours a deal can hold in a strain when chicane[s] players of each side are void of trumps: a mask of
 * BRIDGE_HONOURS_BIT(side, kind), found by laying the five honours (the four aces at No trumps) every way among
 * the hands that hold trumps and counting them as Bridge_CountHonours does. 0 when no hand holds a trump, or
 * the chicane is malformed (more than two a side, any at No trumps). A written hand outside it was never dealt.
 */
#define BRIDGE_HONOURS_BIT(side, kind) \
    ((kind) == BRIDGE_HONOURS_NONE ? 1u : 1u << (1 + (side) * BRIDGE_HONOURS_COUNT + (int)(kind)))
uint32_t Bridge_HonoursPossible(int strain, const uint8_t chicane[2]);
/* Whether a hand's honours and chicane could have been dealt together (honours not written are not checked). */
bool Bridge_HandPossible(const BridgeHand *h);
void BridgeRubber_Init(BridgeRubber *r);
/*
 * Scores a hand (fills its second block) and adds it; false if the rubber is over or the hand is malformed or
 * could not have been dealt (Bridge_HandPossible).
 */
bool BridgeRubber_AddHand(BridgeRubber *r, BridgeHand *hand);
BridgeSettlement BridgeRubber_Settle(const BridgeRubber *r);

/* --- The rules --- */
/* A new rubber under the rules of now (BRIDGE_RULES_REVISION). */
GameStatus Bridge_Init(BridgeState *st, int variant, uint64_t seed);
/* A rubber under rules revision 1..BRIDGE_RULES_REVISION (a save from before a change); GAME_ERR_MALFORMED if none. */
GameStatus Bridge_InitRevision(BridgeState *st, int variant, uint64_t seed, int revision);
/* The seats that cut again in the deciding re-cut (a bit per seat), 0 if the first cut decided. */
int Bridge_RecutSeats(const BridgeState *st);
/*
 * The cut that named the first dealer, as a sentence: "The cut: South QS,
 * West 4C, North 4H, East 9C; West and North cut again: West 2H, North AS."
 * write puts one card's text in buf (16 bytes): Card_Format's "QS", or a
 * table's "Q♠". Returns the length the whole sentence needs.
 */
size_t Bridge_DescribeCut(const BridgeState *st, const char *(*write)(Card c, char *buf), char *buf, size_t size);
/*
 * A hand-built position for tests and the command line: the current hand
 * is replaced by these four hands of 13 (dealer and rubber kept); false if
 * they are not the 52 cards.
 */
bool Bridge_SetHands(BridgeState *st, int dealer, const uint64_t hands[4]);
int Bridge_ToAct(const BridgeState *st); /* GAME_NOBODY once over */
int Bridge_Controller(const BridgeState *st, int seat);
int Bridge_Legal(const BridgeState *st, int seat, GameAction *out, int max);
BridgeWhy Bridge_Check(const BridgeState *st, int seat, GameAction a);
BridgeWhy Bridge_Apply(BridgeState *st, int seat, GameAction a);
const char *Bridge_WhyText(BridgeWhy why);
/* The seat that wins four cards led by leader: the highest trump, else the highest of the suit led. */
int Bridge_WinnerOf(const uint8_t trick[4], int leader, int strain);

GameAction Bridge_Declare(int strain);
GameAction Bridge_Leave(void);
GameAction Bridge_Double(void);
GameAction Bridge_Content(void);
GameAction Bridge_Play(Card c);

/* The calls of this hand, for the table: seat and kind of call i, and its strain for a DECLARE. */
int Bridge_CallSeat(const BridgeState *st, int i);
int Bridge_CallKind(const BridgeState *st, int i);
/* What a player says for call i ("I leave it to you", "May I lead?", "I double"...). */
const char *Bridge_CallWords(const BridgeState *st, int i);

/* seat GAME_NOBODY: the public view, what every seat may see (viewer BRIDGE_PUBLIC_VIEW): the dummy once down. */
void Bridge_View(const BridgeState *st, int seat, BridgeState *out);
/* False for the public view: it is nobody's to play from. */
bool Bridge_Sample(const BridgeState *view, Rng *rng, BridgeState *out);
uint64_t Bridge_Hash(const BridgeState *st);
/* Every card once, counts consistent, score parts summing to totals; false with a reason. */
bool Bridge_CheckInvariants(const BridgeState *st, char *why, size_t size);
/* A view read from another device: its fields agree (GameRules.checkView, bridge_view_check.c); false with a sentence. */
bool Bridge_CheckView(const GameState *st, int viewer, char *problem, size_t size);

size_t Bridge_FormatAction(GameAction a, char *buf, size_t size);
bool Bridge_ParseAction(const char *text, GameAction *out);
size_t Bridge_DescribeAction(const BridgeState *st, int seat, GameAction a, char *buf, size_t size);

/* A hand as text, "S AKQ H 10 9 D - C 5432" style: by suit, spades first; "-" for a void. */
size_t Bridge_FormatHand(uint64_t hand, char *buf, size_t size);

#endif
