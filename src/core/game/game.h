/* game.h: the one interface every multi-player card game implements: a rules table of function pointers. */
#ifndef PARLOUR_CORE_GAME_H
#define PARLOUR_CORE_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "card.h"
#include "rng.h"

/*
 * How a card game is built (Bezique first; Piquet, Five Hundred, Quinto and
 * Bridge follow the same pattern).
 *
 * A game is a plain struct of its own (BeziqueState ...) that nothing but
 * its rules changes, and only by applying actions. The struct holds no
 * pointers, so copying it is a memcpy of GameRules.stateSize bytes: the AI
 * copies it thousands of times per move. Everything outside the rules (the
 * table scene, the AI, saves, replays, the command line, tests) reaches the
 * game through a GameRules table, so none of them is written against one
 * game: they hold a GameState pointer, which is the game's struct seen
 * through an incomplete type.
 *
 * An action (GameAction) is a small value: a game-specific kind, up to
 * eight cards and one number whose meaning the game's header documents (a
 * choice among options, or a mask saying where the cards come from). Every
 * action has a text form (formatAction/parseAction), so a game is written
 * down as its name, variant, seed and list of actions, and replaying that
 * list through apply() rebuilds the state exactly: saves, replays, undo
 * (replay all but the last) and bug reports all rest on that. The seed is
 * the only randomness: shuffles inside the rules use Rng_Make(seed) or a
 * seed derived from it, never anything else.
 *
 * Exactly one seat acts at a time (toAct); legal() lists every legal
 * action of that seat, and apply() refuses anything else, leaving the
 * state untouched and returning why (whyNot gives a sentence to show the
 * player). Decisions a player must make are actions even when there is
 * only one choice (e.g. "pass" after winning a trick), because skipping
 * them automatically would tell the other seat something it could not see
 * at a real table.
 *
 * Hidden information: view() copies the state with what a seat may not see
 * masked (the other hands except cards that seat has been shown, the order
 * of the stock). A view is a state of the same struct, so legal() for the
 * viewing seat and the display code work on it unchanged (legal() of the
 * other seat on a view means nothing: its hand is hidden), but apply() refuses it
 * (GAME_ERR_VIEW): a view cannot draw from a stock it cannot see. An honest
 * AI reads only a view; to search it calls sample(), which deals the unseen
 * cards at random consistently with the view (a determinisation), and
 * plays on that full state.
 *
 * Seats, sides and who decides (the table seats any mix of people and
 * computers). A game has `seats` seats, numbered clockwise; a variant may
 * use fewer (seatsIn). Partners sit opposite, seats 0 and 2 against 1 and
 * 3, and share a side (sideOf); a game without partners leaves sideOf NULL
 * and every seat is its own side. In a partnership game GameResult.score
 * gives every seat its side's score and winner is the lowest seat of the
 * winning side. toAct is always the rules' seat, the one whose cards are
 * played; controller(st, seat) says whose person or computer decides for
 * it now: Bridge's declarer plays the dummy's cards, Dummy Quinto's
 * Dummy-player plays Dummy. The deciding seat decides from its own view
 * (view(st, controller)), which must show it the cards it plays (a dummy
 * is face up to the declarer), so legal(view, seat) lists the seat's
 * actions there. A table session asks the person or computer of
 * Game_Controller(rules, st, Game_ToAct) and applies the action as toAct.
 *
 * A seat that is played by another seat all through a variant (Dummy
 * Quinto's Dummy, always played by the Dummy-player) says so in playedBy:
 * the lobby then offers no person or computer for it and shows whose it
 * is ("Dummy, played by South"), and a seating counts no one there
 * (Seating_Settle). controller() must agree with it in every state of the
 * variant. Bridge's dummy is another seat every hand and bids for itself,
 * so Bridge leaves playedBy NULL; a variant with a fixed dummy would set it.
 */

#define GAME_MAX_SEATS 4
#define GAME_ACTION_CARDS 8
#define GAME_NOBODY (-1)
#define GAME_ACTION_TEXT_MAX 64

/* Each game's own struct, seen from outside through this incomplete type. */
typedef struct GameState GameState;
/* The fields of a game's struct, for its text form (game_wire.h). */
typedef struct GameSchema GameSchema;

typedef struct GameAction {
    uint8_t kind;    /* game-specific; 0 is never a valid action */
    uint8_t count;   /* cards used in cards[] */
    uint16_t choice; /* game-specific: an index among options, or a mask of where the cards come from */
    Card cards[GAME_ACTION_CARDS];
} GameAction;

typedef enum GameStatus {
    GAME_OK = 0,
    GAME_ERR_OVER,      /* the game is over */
    GAME_ERR_TURN,      /* it is not this seat's turn */
    GAME_ERR_ILLEGAL,   /* against the rules: whyNot() says why */
    GAME_ERR_MALFORMED, /* not an action of this game, or a bad variant */
    GAME_ERR_VIEW,      /* a masked view cannot be played on: sample() it first */
    GAME_STATUS_COUNT
} GameStatus;

typedef struct GameResult {
    bool over;
    int winner;                /* a seat, or GAME_NOBODY while playing or for a drawn game */
    int score[GAME_MAX_SEATS]; /* points as the game counts them (Bezique: points scored) */
    int value;                 /* what the winner wins, in the game's own unit (Rubicon: the computation) */
} GameResult;

typedef struct GameRules {
    const char *name;  /* "bezique": the word in save files and on the command line */
    const char *title; /* "Bezique" */
    int seats;
    size_t stateSize; /* bytes of the game's state struct; states are copied with memcpy */
    int maxActions;   /* upper bound on legal()'s count: size the out array with it */
    int variantCount;
    const char *(*variantName)(int variant); /* "rubicon", "ordinary"; NULL if out of range */

    /* A new game, shuffled from seed. GAME_ERR_MALFORMED for an unknown variant. */
    GameStatus (*init)(GameState *st, int variant, uint64_t seed);
    /* The seat to act, or GAME_NOBODY once the game is over. */
    int (*toAct)(const GameState *st);
    /* Writes up to max legal actions of seat (none if it is not its turn); returns how many were written. */
    int (*legal)(const GameState *st, int seat, GameAction *out, int max);
    /* Whether apply() would accept the action, without changing anything. */
    GameStatus (*check)(const GameState *st, int seat, GameAction action);
    /* Plays the action; anything but GAME_OK leaves the state unchanged. */
    GameStatus (*apply)(GameState *st, int seat, GameAction action);
    /* A sentence saying why the action is refused (or "" if it is legal); returns its length. */
    size_t (*whyNot)(const GameState *st, int seat, GameAction action, char *buf, size_t size);
    /*
     * Copies st into out as seat may see it (hidden cards masked); a view of a view is allowed. seat
     * GAME_NOBODY gives the public view: what a watcher at the table sees (no hand but a face-up one).
     */
    void (*view)(const GameState *st, int seat, GameState *out);
    /* Fills a view's unseen cards at random (consistently with all the view shows); false if impossible. */
    bool (*sample)(const GameState *view, Rng *rng, GameState *out);
    GameResult (*result)(const GameState *st);
    /* Equal states, equal hashes (over the rules-relevant fields, not padding). */
    uint64_t (*hash)(const GameState *st);
    /* The action's text (e.g. "play QS", "declare marriage KS#2 QS"); returns its length. */
    size_t (*formatAction)(GameAction action, char *buf, size_t size);
    /* Parses one action's text; false if it is not an action of this game. */
    bool (*parseAction)(const char *text, GameAction *out);
    /* A sentence for a move list: "Seat 1 plays the queen of spades." (st is the state before the action). */
    size_t (*describeAction)(const GameState *st, int seat, GameAction action, char *buf, size_t size);

    /* --- Seats (see the block at the top); every member below may be NULL. --- */
    /* The variant a state is of; NULL: 0 (a game of one variant). */
    int (*variantOf)(const GameState *st);
    /* One line on what a variant is, for the lobby ("Four packs; a deal is scored on its own."). */
    const char *(*variantInfo)(int variant);
    /* Seats in play in a variant (Five Hundred two-handed: 2 of 3); NULL: `seats` in every variant. */
    int (*seatsIn)(int variant);
    /* The side of a seat (partners share one); NULL: every seat is its own side. */
    int (*sideOf)(int variant, int seat);
    /* Whose person or computer decides for seat now (Bridge: the declarer for the dummy); NULL: the seat itself. */
    int (*controller)(const GameState *st, int seat);
    /* The name of a seat at this game's table ("Elder", "North"); NULL: "South", "West", "North", "East" by count. */
    const char *(*seatName)(int variant, int seat);
    /* The seat that plays seat all through a variant (Dummy Quinto: South for Dummy), or seat; NULL: every seat itself. */
    int (*playedBy)(int variant, int seat);

    /* --- Rules revisions (see the save text below); 0 and NULL: a game whose rules never changed. --- */
    /* The revision new games are played under (1, 2 ...; 0 counts as 1). */
    int revision;
    /* init under a revision 1..revision, for a game begun before the rules changed (init is the newest). */
    GameStatus (*initRevision)(GameState *st, int variant, uint64_t seed, int revision);
    /* --- Tables across devices. --- */
    /* The fields of the game's struct, for its text form (game_wire.h); NULL: none yet. */
    const GameSchema *schema;
    /*
     * The action seat took in st (the state before it) as viewer sees it: cards viewer may not see are
     * CARD_NONE (Piquet's exchange, Five Hundred's discard to the widow), so describeAction says "discards
     * five cards". viewer may be GAME_NOBODY (a watcher). NULL: every action is seen whole by everyone.
     */
    GameAction (*actionFor)(const GameState *st, int seat, GameAction action, int viewer);
    /*
     * Whether a state read from another device has fields that agree with each other (GameWire_DecodeState calls it
     * once every field is in its range): hand counts and card lists, no card in two places, the seat to act and the
     * phase, the trick and who played it, scores and the deals they add up from. viewer is the seat the text says
     * the view is of, or GAME_NOBODY. A table scene may then trust the view: nothing it reads can disagree with
     * what else it reads. False with problem holding a sentence naming what disagrees. NULL: nothing is checked
     * beyond each field's range.
     */
    bool (*checkView)(const GameState *st, int viewer, char *problem, size_t size);
} GameRules;

/* rules->revision, at least 1. */
int Game_Revision(const GameRules *rules);
/* rules->variantOf(st), or 0. */
int Game_VariantOf(const GameRules *rules, const GameState *st);
/* rules->seatsIn(variant), or rules->seats. */
int Game_SeatsIn(const GameRules *rules, int variant);
/* rules->sideOf(variant, seat), or seat. */
int Game_SideOf(const GameRules *rules, int variant, int seat);
/* How many sides a variant has (2 for partnerships of four, else the seats in play). */
int Game_SideCount(const GameRules *rules, int variant);
/* rules->controller(st, seat), or seat; GAME_NOBODY for GAME_NOBODY. */
int Game_Controller(const GameRules *rules, const GameState *st, int seat);
/* rules->playedBy(variant, seat), or seat: the seat whose occupant plays seat all through the variant. */
int Game_PlayedBy(const GameRules *rules, int variant, int seat);
/* A seat's name at the table: rules->seatName, or by position seen from seat 0 at the bottom. */
const char *Game_SeatName(const GameRules *rules, int variant, int seat);
/* rules->actionFor(st, seat, action, viewer), or the action whole. */
GameAction Game_ActionFor(const GameRules *rules, const GameState *st, int seat, GameAction action, int viewer);

/* The rules of every game, by name ("bezique"); NULL if unknown. */
const GameRules *Game_Find(const char *name);
int Game_Count(void);
const GameRules *Game_At(int index);
/* The variant index of a name, or -1. */
int Game_VariantFromName(const GameRules *rules, const char *name);

const char *Game_StatusText(GameStatus status); /* a short sentence */

static inline bool GameAction_Equal(GameAction a, GameAction b)
{
    if (a.kind != b.kind || a.count != b.count || a.choice != b.choice) {
        return false;
    }
    for (int i = 0; i < a.count && i < GAME_ACTION_CARDS; i++) {
        if (a.cards[i] != b.cards[i]) {
            return false;
        }
    }
    return true;
}

/* FNV-1a, for the games' state hashes. */
#define GAME_HASH_SEED 0xcbf29ce484222325ULL
uint64_t Game_HashBytes(uint64_t hash, const void *data, size_t size);

/*
 * A record: a game written down as variant, seed and its actions (in order;
 * each by the seat to act at that point, so the seats need not be stored).
 * The action list grows on the heap: call GameRecord_Free.
 */
typedef struct GameRecord {
    const GameRules *rules;
    int variant;
    uint64_t seed;
    int revision; /* the rules revision the game began under (GameRecord_Init: this build's) */
    int count;
    int capacity;
    GameAction *actions;
} GameRecord;

void GameRecord_Init(GameRecord *rec, const GameRules *rules, int variant, uint64_t seed);
/* An empty record of like's game, variant, seed and rules revision (a copy to replay or step through). */
void GameRecord_InitLike(GameRecord *rec, const GameRecord *like);
/* Starts st as the record's game began: its variant and seed, under its rules revision. */
GameStatus GameRecord_Start(const GameRecord *rec, GameState *st);
void GameRecord_Free(GameRecord *rec);
/* False only when memory runs out. */
bool GameRecord_Push(GameRecord *rec, GameAction action);

/* Allocates a zeroed state of the record's game (free() it); NULL if out of memory. */
GameState *Game_NewState(const GameRules *rules);

/*
 * Applies action for the seat to act to st and appends it to rec (which
 * must describe st's game). Anything but GAME_OK changes neither.
 */
GameStatus Game_Play(const GameRules *rules, GameState *st, GameRecord *rec, GameAction action);

/* Room for any refusal whole: "line N: ", a quoted line (at most 255 characters) or an action and its reason. */
#define GAME_ERROR_MAX 512
typedef struct GameError {
    int line;   /* 1-based line of a save text at fault, 0 if none */
    int action; /* 1-based index of the action at fault, 0 if none */
    char message[GAME_ERROR_MAX];
} GameError;

/* Rebuilds the state after the first upto actions (all if upto < 0); false with err if one is refused. */
bool Game_Replay(const GameRecord *rec, int upto, GameState *st, GameError *err);

/*
 * The save text:
 *
 *     parlour-game 1
 *     game bezique
 *     variant rubicon
 *     seed 12345
 *     action play QS
 *     action pass
 *     ...
 *
 * A game whose rules changed in a way that changes how a seed starts
 * (Bridge's and Piquet au cent's cut) has a rules revision: a "rules N"
 * line before the seed, written when N is above 1. A save without it was
 * made under revision 1 and replays under revision 1 (initRevision), so
 * a game begun before a change resumes exactly as it was; a revision newer
 * than this build knows is refused, naming both.
 *
 * Blank lines and lines starting with '#' are ignored. GameRecord_Save
 * returns the length the whole text needs (writes a truncated, terminated
 * text if size is too small). GameRecord_Load parses, then replays every
 * action (so a tampered file is refused with the line at fault); on
 * success rec is initialised (GameRecord_Free it). With expect, a record
 * of another game is refused at its "game" line, and st, if not NULL (a
 * Game_NewState(expect)), holds the final state; without expect any game
 * is read and st is not written (it could be too small for that game).
 */
size_t GameRecord_Save(const GameRecord *rec, char *buf, size_t size);
bool GameRecord_Load(const char *text, const GameRules *expect, GameRecord *rec, GameState *st, GameError *err);

/*
 * Plays uniformly random legal actions from st until the game ends or
 * maxActions have been played, appending them to rec (may be NULL).
 * Returns the number played, or -1 if an action the rules listed as legal
 * was refused (a bug in the game).
 */
int Game_PlayRandom(const GameRules *rules, GameState *st, GameRecord *rec, Rng *rng, int maxActions);

#endif
