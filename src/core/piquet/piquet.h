/* piquet.h: Piquet (the Rubicon partie, the four-deal partie, Piquet au cent): state, actions, laws, the calls. */
#ifndef PARLOUR_CORE_PIQUET_H
#define PARLOUR_CORE_PIQUET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "card.h"
#include "game/game.h"
#include "rng.h"

/*
 * How a deal runs, as actions (DECISIONS.md, "Piquet"; C-law n = Cavendish's laws).
 *
 *   CHOOSE    once per partie: the two cut cards are drawn from the seed
 *             (equal ranks cut again); the higher chooses to deal or to be
 *             elder ("choose dealer" / "choose elder"). Au cent there is no
 *             choice: "the player who cuts the lower card has to deal" (the
 *             book's laws of Piquet au cent), and the first deal starts at
 *             once (rules revision 2; under revision 1 au cent chose too).
 *   EXCHANGE  the elder discards 1..5 and takes as many from the top of the
 *             stock; he alone sees the cards he left of his five. The dealer
 *             then discards 1..(what is left), taking as many, always from
 *             the top (au cent: he may discard none). "exchange 9S 7S".
 *   DECLARE   three items in the order of precedence: point, sequence,
 *             quatorze/trio. For each, the elder declares or sinks it, then
 *             the dealer (his answer). Declaring an item calls its best
 *             value; the program compares and scores at once, so the scores
 *             go in in the order of C-law 67 for both players (which decides
 *             pique, repique and, au cent, the moment of reaching 100). A
 *             scored point or sequence and every scored set is shown (C-law
 *             55, the opponent is taken always to ask). The dealer's calls
 *             are therefore shown before the elder's first lead instead of
 *             just after it: his answers have already said they are good.
 *   LOOK      after the elder's first lead, if cards are left in the stock,
 *             the dealer looks at them ("look") or not ("leave"); if he
 *             looks, the elder sees them too, otherwise nobody ever does.
 *   PLAY      twelve tricks: follow suit if able; a point for every card led
 *             and for every trick won second; one more for the last trick;
 *             then the cards (10 for seven tricks or more) or capot (40).
 *
 * Carte blanche (no king, queen or knave dealt) is scored as the deal
 * starts (it is announced at once, first of all scores) and the dealt
 * twelve are shown to the opponent once he has exchanged (when the elder
 * holds it, the dealer sees it after choosing his discard; his take is then
 * fixed, so the one action covers both). It is never sunk: the ruling lets
 * a player sink his point, sequences and sets, not the carte.
 *
 * Pique and repique (scored as the 30 is reached): repique 60 when a
 * player's hand scores (carte, point, sequences, sets) reach 30 before the
 * opponent has scored anything this deal; pique 30 when the elder reaches
 * 30 with hand and play points before the dealer has scored anything (the
 * cards and capot never count, so the dealer cannot pique). Equality does
 * not stop either: an equal point scores nothing for anyone.
 *
 * Prevented by construction: C-laws 2-17 (shuffle, cut, deal: the seed
 * deals), 25-44 (stock and counts: the program exchanges), 46-56 (calling:
 * the program compares and shows), 57-59 (wrong counts, cards played in
 * error: only legal cards can be played), 70, 74-78.
 */

#define PIQ_CARDS 32
#define PIQ_HAND 12
#define PIQ_STOCK 8
#define PIQ_TRICKS 12
#define PIQ_HISTORY_MAX 20 /* deals kept for the sheet: a Rubicon partie needs 8, a game au cent at most 16 */
#define PIQ_MAX_ACTIONS 3400 /* the dealer may exchange any 1..7 of 12: 3,301 ways */
#define PIQ_FULL_VIEW 0xFF
/*
 * Rules revisions (game.h, the save text). 1: au cent, the higher cut chose
 * to deal or to be elder, as in the partie. 2 (now): au cent, the lower cut
 * deals. A partie keeps the revision it began under.
 */
#define PIQUET_RULES_REVISION 2
#define PIQ_PUBLIC_VIEW 0xFE /* PiquetState.viewer of the public view (a watcher's) */
#define PIQ_NOBODY 0xFF

typedef uint32_t PiquetMask; /* a set of the 32 cards, bit = Piquet_Index */

typedef enum PiquetVariant {
    PIQUET_RUBICON = 0, /* six deals, rubicon of 100 */
    PIQUET_FOUR_DEAL,   /* four deals, the first and last count double */
    PIQUET_CENT,        /* au cent: one game of 100 up */
    PIQUET_CENT_FIVE,   /* au cent: a partie of the best of five games */
    PIQUET_VARIANT_COUNT
} PiquetVariant;

typedef enum PiquetPhase {
    PIQ_PHASE_CHOOSE = 0,
    PIQ_PHASE_EXCHANGE,
    PIQ_PHASE_DECLARE,
    PIQ_PHASE_LOOK,
    PIQ_PHASE_PLAY,
    PIQ_PHASE_OVER
} PiquetPhase;

typedef enum PiquetItem {
    PIQ_ITEM_POINT = 0,
    PIQ_ITEM_SEQUENCE,
    PIQ_ITEM_SET, /* quatorze or trio */
    PIQ_ITEM_COUNT
} PiquetItem;

/* GameAction.kind values. */
typedef enum PiquetActionKind {
    PIQ_ACT_NONE = 0,
    PIQ_ACT_CHOOSE,   /* choice 0: the cut's winner deals; 1: he is elder */
    PIQ_ACT_EXCHANGE, /* cards: the discard (0..7 cards) */
    PIQ_ACT_DECLARE,  /* choice: the PiquetItem */
    PIQ_ACT_SINK,     /* choice: the PiquetItem (also "nothing to call") */
    PIQ_ACT_LOOK,     /* choice 1: the dealer looks at the cards left in the stock; 0: leaves them */
    PIQ_ACT_PLAY,     /* cards[0] */
    PIQ_ACT_COUNT
} PiquetActionKind;

/* The lines of a deal's score, in the order of precedence. */
typedef enum PiquetScoreKind {
    PIQ_SCORE_CARTE = 0,
    PIQ_SCORE_POINT,
    PIQ_SCORE_SEQUENCE,
    PIQ_SCORE_SET,
    PIQ_SCORE_REPIQUE,
    PIQ_SCORE_PLAY, /* leads and tricks won second */
    PIQ_SCORE_PIQUE,
    PIQ_SCORE_LAST, /* the last trick */
    PIQ_SCORE_CARDS,
    PIQ_SCORE_CAPOT,
    PIQ_SCORE_KIND_COUNT
} PiquetScoreKind;

/* A call: what a player said of one item (a view masks what was not said). */
typedef enum PiquetCallMade {
    PIQ_CALL_NOT_YET = 0,
    PIQ_CALL_DECLARED,
    PIQ_CALL_SUNK,    /* sank it, or had nothing: silence (the elder) or "Good" (the dealer) */
    PIQ_CALL_ANSWERED /* a view: the dealer said "Good" without showing (declared worse, or sank) */
} PiquetCallMade;

typedef struct PiquetCall {
    uint8_t made;  /* PiquetCallMade */
    uint8_t count; /* point: cards; sequence: length; set: 4 or 3 (0 if none) */
    uint8_t value; /* point: pips; sequence: rank of its top card; set: rank (0 in a view if not said) */
    uint8_t suit;  /* point, sequence: the suit (SUIT_COUNT in a view if not said) */
} PiquetCall;

/* How an item ended. */
typedef enum PiquetOutcome {
    PIQ_OUT_PENDING = 0,
    PIQ_OUT_ELDER, /* the elder's is good */
    PIQ_OUT_DEALER,
    PIQ_OUT_EQUAL, /* equal: nobody scores */
    PIQ_OUT_NONE   /* nobody called anything */
} PiquetOutcome;

typedef struct PiquetDealRecord {
    uint8_t dealer;
    uint8_t multiplier; /* the four-deal partie's first and last deals: 2 */
    uint8_t complete;   /* 0 if au cent ended the game within it */
    int16_t points[2][PIQ_SCORE_KIND_COUNT];
} PiquetDealRecord;

typedef struct PiquetState {
    uint8_t variant;
    uint8_t phase;
    uint8_t viewer; /* PIQ_FULL_VIEW, or the seat whose view this is */
    uint8_t dealer;
    uint8_t toAct;
    uint8_t chooser; /* who won the cut: the higher card (au cent under rules 2 he does not choose: the other deals) */
    Card cut[2];     /* each seat's cut card */
    uint8_t rules;   /* the rules revision the partie began under (PIQUET_RULES_REVISION for a new one) */
    uint16_t deal;   /* deals dealt this partie (1 for the first) */
    uint16_t game;   /* au cent: games begun this partie (1 for the first) */
    uint64_t seed;

    /* Cards. */
    PiquetMask hand[2];    /* a view: the other's only as far as known (see shown) */
    PiquetMask discard[2]; /* a view: the other's is empty */
    PiquetMask dealt[2];   /* the twelve dealt; a view: the other's only if shown as carte blanche */
    PiquetMask played[2];  /* cards each has played this deal */
    PiquetMask shown[2];   /* cards of each hand the other has seen (calls, carte, the stock) still held */
    uint8_t handCount[2];
    uint8_t discardCount[2];
    uint8_t stock[PIQ_STOCK]; /* card indices, top first; 0xFF where a view cannot see */
    uint8_t stockPos;         /* cards taken from the stock */
    uint8_t elderTook;        /* the elder's exchange (0 before it) */
    uint8_t dealerTook;
    uint8_t exchanged;     /* exchanges done this deal: 0, 1 (elder), 2 */
    uint8_t looked;        /* 1: the dealer looked at the rest; 2: he left them */
    uint8_t carte[2];      /* holds carte blanche this deal */
    uint8_t carteShown[2]; /* its dealt twelve have been shown */

    /* Calls. */
    uint8_t item;   /* the item being called (PIQ_PHASE_DECLARE) */
    PiquetCall calls[2][PIQ_ITEM_COUNT];
    uint8_t outcome[PIQ_ITEM_COUNT]; /* PiquetOutcome */
    PiquetMask scoredCards[2][PIQ_ITEM_COUNT]; /* what each showed for the item he scored */

    /* Play. */
    uint8_t leader;
    uint8_t trickCount;            /* cards in the current trick */
    uint8_t tricksDone;
    uint8_t tricksWon[2];
    uint8_t trickCards[PIQ_TRICKS][2]; /* card indices, lead first (0xFF not yet) */
    uint8_t trickLeader[PIQ_TRICKS];
    uint8_t trickWinner[PIQ_TRICKS];

    /* Scores. */
    int16_t points[2][PIQ_SCORE_KIND_COUNT]; /* this deal, before any multiplier */
    int16_t dealScore[2];                    /* the sum of points[] */
    uint8_t piqued;                          /* a pique or repique was scored this deal */
    int32_t total[2];                        /* the partie (au cent: this game), multipliers applied */
    uint8_t gamesWon[2];                     /* au cent best of five: games (a double game counts 2) */
    uint8_t lastGameWinner;                  /* au cent: the winner of the last game, or PIQ_NOBODY */
    uint8_t lastGameDouble;
    uint8_t winner; /* when over: a seat, or PIQ_NOBODY for a drawn partie */
    uint8_t historyCount;
    PiquetDealRecord history[PIQ_HISTORY_MAX]; /* finished deals of the partie (au cent: of this game) */
} PiquetState;

typedef enum PiquetWhy {
    PIQ_WHY_OK = 0,
    PIQ_WHY_OVER,
    PIQ_WHY_TURN,
    PIQ_WHY_VIEW,
    PIQ_WHY_MALFORMED,
    PIQ_WHY_WRONG_PHASE,
    PIQ_WHY_NO_CARD,       /* a card not in the hand */
    PIQ_WHY_ELDER_COUNT,   /* the elder exchanges one to five */
    PIQ_WHY_DEALER_COUNT,  /* the dealer exchanges at least one, at most what is left */
    PIQ_WHY_WRONG_ITEM,    /* not the item being called */
    PIQ_WHY_NOTHING,       /* nothing of that item to declare */
    PIQ_WHY_MUST_FOLLOW,
    PIQ_WHY_NOT_CHOOSER,
    PIQ_WHY_NOTHING_LEFT, /* no cards left to look at */
    PIQ_WHY_COUNT
} PiquetWhy;

extern const GameRules Piquet_Rules;
extern const struct GameSchema Piquet_Schema; /* its fields, for its text form (game_wire.h) */

const char *Piquet_VariantName(int variant); /* "rubicon", "four-deal", "cent", "cent-five" */
int Piquet_VariantFromName(const char *name);

/* Card indices 0..31: suit * 8 + order, order 0 (seven) .. 7 (ace), the order of play and of cutting. */
int Piquet_Index(Card c); /* -1 if not a piquet card */
Card Piquet_CardAt(int index);
int Piquet_Pips(int index); /* A 11, K Q J 10 ten each, others their face */

/* What a set of cards holds for each item (the best of it), and what it scores (a sequence/set item: every one). */
typedef struct PiquetHolding {
    int pointCount, pointPips, pointSuit; /* best point: most cards, then most pips (first suit on a tie) */
    int seqLen, seqTop, seqSuit;          /* best sequence (0 if none): longest, then highest top (a rank) */
    int seqScore;                         /* every sequence held: tierce 3, quart 4, quint 15 .. huitieme 18 */
    PiquetMask seqCards;                  /* the cards of every sequence */
    int setCount, setRank;                /* best quatorze (4) or trio (3), 0 if none; setRank a rank */
    int setScore;                         /* every quatorze 14, trio 3 */
    PiquetMask setCards;
    PiquetMask pointCards; /* the cards of the best point's suit */
} PiquetHolding;
PiquetHolding Piquet_Hold(PiquetMask cards);
bool Piquet_IsCarteBlanche(PiquetMask cards); /* no king, queen or knave */
int Piquet_SequenceValue(int length);         /* 3 3, 4 4, 5 15, 6 16, 7 17, 8 18; 0 below 3 */

/* A new partie under the rules of now: the cut from the seed; the higher card chooses (au cent: the lower deals). */
GameStatus Piquet_Init(PiquetState *st, int variant, uint64_t seed);
/* A partie under rules revision 1..PIQUET_RULES_REVISION (a save from before a change); GAME_ERR_MALFORMED if none. */
GameStatus Piquet_InitRevision(PiquetState *st, int variant, uint64_t seed, int revision);
/* Whether the cut decides the first dealer with no choice (au cent under rules 2): the lower card deals. */
bool Piquet_LowerCutDeals(const PiquetState *st);
/*
 * A hand-built deal (tests, the book's example): the twelve dealt to the
 * elder and to the dealer, the stock top first, and the dealer; the deal
 * starts at the elder's exchange (carte blanche scored as usual). False if
 * the cards are not the 32 of the pack each once.
 */
bool Piquet_Setup(PiquetState *st, int variant, int dealer, const Card *elder12, const Card *dealer12,
                  const Card *stock8);

int Piquet_ToAct(const PiquetState *st);
static inline int Piquet_Elder(const PiquetState *st)
{
    return 1 - st->dealer;
}
int Piquet_Legal(const PiquetState *st, int seat, GameAction *out, int max);
PiquetWhy Piquet_Check(const PiquetState *st, int seat, GameAction a);
PiquetWhy Piquet_Apply(PiquetState *st, int seat, GameAction a);
const char *Piquet_WhyText(PiquetWhy why);

GameAction Piquet_Choose(bool deal);
GameAction Piquet_Exchange(const Card *cards, int count);
GameAction Piquet_Declare(int item);
GameAction Piquet_Sink(int item);
GameAction Piquet_Look(bool look);
GameAction Piquet_Play(Card c);

/* The deal's multiplier (four-deal partie: 2 for the first and last), and the deals a partie has (6 or 4; 0 au cent). */
int Piquet_Multiplier(const PiquetState *st, int deal);
int Piquet_PartieDeals(int variant);

/* seat GAME_NOBODY: the public view, what both seats may see (viewer PIQ_PUBLIC_VIEW). */
void Piquet_View(const PiquetState *st, int seat, PiquetState *out);
/* An action as viewer sees it: another's exchange has its cards hidden (CARD_NONE). */
GameAction Piquet_ActionFor(const PiquetState *st, int seat, GameAction a, int viewer);
bool Piquet_Sample(const PiquetState *view, Rng *rng, PiquetState *out);
uint64_t Piquet_Hash(const PiquetState *st);
/* Every card in one place, counts, scores = sum of their parts; false with a sentence. */
bool Piquet_CheckInvariants(const PiquetState *st, char *why, size_t size);
/* A view read from another device: its fields agree (GameRules.checkView, piquet_view_check.c); false with a sentence. */
bool Piquet_CheckView(const GameState *st, int viewer, char *problem, size_t size);
/* Whether what view shows of the other seat's cards agrees with st (nothing hidden leaked, nothing wrong). */
bool Piquet_ViewHonest(const PiquetState *st, const PiquetState *view, char *why, size_t size);

size_t Piquet_FormatAction(GameAction a, char *buf, size_t size);
bool Piquet_ParseAction(const char *text, GameAction *out);
/* What a seat did, in a sentence that names it by its seat at the table: "South discards 3 and takes 3." */
size_t Piquet_DescribeAction(const PiquetState *st, int seat, GameAction a, char *buf, size_t size);
/* The same sentence naming the seat `who` instead ("B discards 3 and takes 3."), as a printout that says A and B. */
size_t Piquet_DescribeActionAs(const PiquetState *st, int seat, const char *who, GameAction a, char *buf,
                               size_t size);
/*
 * The cut for the first deal and what came of it, as a sentence: "The cut:
 * South 9S, North KH. North cut the higher card and chose to deal." (au
 * cent: "South cut the lower card and had to deal."). names: what to call
 * the seats in a sentence ("you", "the computer"), or NULL for South and
 * North; write puts one card's text in buf (16 bytes). Returns the length
 * the whole sentence needs.
 */
size_t Piquet_DescribeCut(const PiquetState *st, const char *const names[2], const char *(*write)(Card c, char *buf),
                          char *buf, size_t size);
const char *Piquet_ScoreKindName(PiquetScoreKind kind);

/*
 * The calls as spoken, derived from the state (nothing is typed): each line
 * is a seat and what it says ("Point of five." "How many?" "Forty-nine."
 * "Good." "Quint to the knave, fifteen, and a tierce, eighteen."). A view
 * gives what that seat heard.
 */
#define PIQ_CALL_LINES 24
#define PIQ_CALL_TEXT 120
typedef struct PiquetCallLine {
    uint8_t seat;
    uint8_t item; /* PiquetItem, or PIQ_ITEM_COUNT for carte blanche */
    PiquetMask shown; /* cards shown with it (a scoring item), 0 if none */
    char text[PIQ_CALL_TEXT];
} PiquetCallLine;
int Piquet_Calls(const PiquetState *st, PiquetCallLine *out, int max);

/*
 * The settlement of a finished Rubicon or four-deal partie (C-laws 71-73),
 * line by line: 120 v 102 gives 120 - 102 + 100 = 118; 120 v 98 gives
 * 120 + 98 + 100 = 318.
 */
#define PIQ_SETTLE_LINES 6
#define PIQ_SETTLE_TEXT 96
typedef struct PiquetSettlement {
    int winner; /* 0, 1, or -1 drawn */
    int value;
    bool rubicon;
    int lineCount;
    char lines[PIQ_SETTLE_LINES][PIQ_SETTLE_TEXT];
} PiquetSettlement;
void Piquet_Settle(int total0, int total1, const char *const names[2], PiquetSettlement *out);

#endif
