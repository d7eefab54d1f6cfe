/* table_session.h: one game at a table: the record, the seats (people and computers), the turn loop, undo, saving. */
#ifndef PARLOUR_GAMES_TABLE_SESSION_H
#define PARLOUR_GAMES_TABLE_SESSION_H

#include "core/game/game.h"
#include "core/game/game_ai.h"
#include "core/game/game_seating.h"
#include "host/table_host.h"
#include "platform/player_file.h"
#include "table_store.h"

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

/*
 * Every card game's table scene sits on a TableSession and never on the
 * game itself: the session holds the GameRecord (seed + actions) and the
 * full state, and seats people and computers in any mix (a GameSeating).
 * The seat the table asks is the decider: the controller of the seat to
 * act (game.h, "Seats"; the declarer for Bridge's dummy). A computer
 * decider's move is chosen by GameAi_Choose on a worker thread (the strong
 * level may take half a second, and frames must never freeze) from that
 * seat's view only, so it is honest. The search starts as soon as the
 * seat is to act, while the last move is still being shown; its move is
 * applied once the scene says it has settled and a short "thinking" pause
 * has passed, so a player can follow every move. Every applied action is
 * saved at once (seed + actions, atomically), so a game killed at any
 * moment resumes exactly.
 *
 * The screen shows one person's view at a time: the viewer. With one
 * person that is always them. With two or more at one screen
 * (pass-and-play), when a person other than the viewer must decide,
 * NeedsHandOver says so and the scene covers the table with a hand-over
 * screen until that person confirms (HandOver), so no one sees another's
 * hand. Computers move while the last person's view is shown.
 *
 * Undo (casual play only) takes back the viewer's last decision and every
 * computer action after it, never another person's: the record is replayed
 * without them, which is exact because the seed is the game's only
 * randomness. Redo makes again what undo took back (the actions stay
 * in the record past its count), until the person makes a move of his own.
 *
 * The session applies no action itself: its TableHost (src/host) is the one
 * authority, the same code parlour-host runs. For a game on this screen it
 * is the session's own; for a hosted table (a person on another device) it
 * is the room's, and the session's hooks tell the network of every action
 * made here and let it serve the devices once a frame (table_hosting.c).
 * A remote person's action is applied by the network when it arrives; the
 * session then shows it like a computer's, one move at a time.
 */

/* What a hosted table adds to a session: remote seats, and the network's part (set by table_hosting.c). */
typedef struct TableSessionLink {
    bool remote[GAME_MAX_SEATS]; /* a person on another device sits here */
    void *ctx;
    /* An action was applied here (the host's person, a computer, a redo): tell every device. */
    void (*moved)(void *ctx, const GameState *before, int actedFor, GameAction action);
    /* Serve the network without waiting (reads the devices' messages; their actions apply to the host). */
    void (*service)(void *ctx);
    /* Deal the table anew from seed (the host's restart), telling every device; false if out of memory. */
    bool (*redeal)(void *ctx, uint64_t seed);
    /* The session ends: close the network and free the table (its save slot stays). */
    void (*close)(void *ctx);
} TableSessionLink;

typedef struct TableSession {
    const GameRules *rules;
    TableHost own;    /* the authority of a game on this screen alone */
    TableHost *host;  /* the one authority: &own, or a hosted table's (not the session's to free) */
    int shown;        /* the authority's actions the screen has shown (a remote move is shown one at a time) */
    TableSessionLink link; /* a hosted table's; all zero for a game on this screen */
    GameRecord rec;   /* the authority's record as far as shown: a view of it (never freed, never pushed to) */
    GameState *st;    /* the full state as far as shown: only the session and the rules read it */
    GameState *view; /* the viewer's view of st, refreshed after every action */
    GameSeating seating;
    int viewer; /* the person whose view the screen shows (seat 0 when no person sits: a demonstration) */
    bool handOverFirst; /* a resumed game with several people: whoever holds the screen now must show who they are */
    bool casual;         /* undo allowed */
    int undos;           /* actions taken back so far */
    int redoTo;          /* the record's count before the undos that redo can make again; 0: nothing to redo */
    char file[64];       /* the save's name in the player folder; "" for a game never saved (demos, replays) */
    char saveError[PLAYER_MESSAGE_MAX]; /* the last save failure, "" when the last save worked */
    bool overAtStart;    /* resumed from a save whose game was already over: it may have been counted */

    /* The computer's move in progress. */
    SDL_Thread *thread;
    SDL_atomic_t done;
    int aiSeat;    /* the seat whose move is chosen */
    int aiDecider; /* the computer seat that chooses it (the declarer for a dummy) */
    GameState *aiView;
    GameAction aiChoice;
    bool aiOk;
    float thinkLeft; /* seconds of the "thinking" pause still to wait */
    struct TableRemote *remote; /* a table joined across the network (table_session_remote.h), NULL for a local one */
    bool waitForAi;  /* a fixed clock (tests, screenshots): once the pause is over, wait for the search, so that a
                        given step always shows the same table whatever the thread's speed */
} TableSession;

/* Which action was just applied, for the scene to animate (before is the state before it). */
typedef struct TableMove {
    int seat;
    GameAction action;
} TableMove;

/* A new game; file names the save (e.g. "bezique-game.txt"), NULL for a game never saved. False if out of memory. */
bool TableSession_Start(TableSession *s, const GameRules *rules, int variant, uint64_t seed, const GameSeating *seating,
                        const char *file);
/* A game rebuilt from a saved one (the store has already replayed and checked it). */
bool TableSession_StartFrom(TableSession *s, const TableSaved *saved, const char *file);
/*
 * A session over a hosted table's authority (host outlives it): link says which seats are remote and how to
 * reach the network. file names the host's own save slot.
 */
bool TableSession_StartOn(TableSession *s, TableHost *host, const TableSessionLink *link, const char *file);
/* A hosted table's network served once without waiting (the scene calls it while nothing else updates the
 * session: a finished game's last beat); nothing for a game on this screen. */
void TableSession_Serve(TableSession *s);
/* True when a person on another device sits at the table (undo is off, restart is the host's). */
bool TableSession_HasRemote(const TableSession *s);
/*
 * A hosted table's restart: the same table (its code, its links) dealt anew from seed, for every device. False
 * (nothing changed) for a game on this screen alone, which restarts by starting anew, or if out of memory.
 */
bool TableSession_Redeal(TableSession *s, uint64_t seed);
/* Joins the computer's thread if one is running, and frees everything. */
void TableSession_Free(TableSession *s);

/*
 * What the screen shows: the viewer's view (view, refreshed after every action). A table scene draws, animates
 * and chooses its hints from this alone, never from st, so a session whose state lives on another device (a table
 * joined from here) can supply the view it decoded instead.
 */
const GameState *TableSession_Shown(const TableSession *s);

bool TableSession_IsOver(const TableSession *s);
/* The seat to act, or GAME_NOBODY once over. */
int TableSession_ToAct(const TableSession *s);
/* The seat whose occupant decides now (the controller of the seat to act), or GAME_NOBODY once over. */
int TableSession_Decider(const TableSession *s);
/* True when the viewer decides now: the screen's person may act. */
bool TableSession_PersonToAct(const TableSession *s);
/* True when another person than the viewer must decide (or a resumed game with several people): hand over first. */
bool TableSession_NeedsHandOver(const TableSession *s);
/* The seat the screen must be handed to. */
int TableSession_HandOverSeat(const TableSession *s);
/* That person now looks at the screen: they become the viewer. */
void TableSession_HandOver(TableSession *s);
/* The level of the computer at seat (its decider's), or GAME_AI_MEDIUM for a person. */
GameAiLevel TableSession_LevelAt(const TableSession *s, int seat);
/* What the table calls a seat: "You" with one person, else the seat's name ("North"); "Computer" etc. */
const char *TableSession_SeatLabel(const TableSession *s, int seat);
/* True while a computer is choosing (its thread is running, or its pause is not over). */
bool TableSession_Thinking(const TableSession *s);

/*
 * The viewer's action, for the seat to act. On refusal nothing changes and why holds the
 * rules' sentence (whyNot), ready to show. before (stateSize bytes, may be
 * NULL) receives the state before the action for the scene's animation.
 */
GameStatus TableSession_PlayHuman(TableSession *s, GameAction action, GameState *before, char *why, size_t whySize);

/*
 * Advances the computer seats by dt seconds. settled says the scene has
 * finished showing the last move and is on top (a computer may search
 * meanwhile, but does not move before, and its pause does not run). Returns
 * true when a computer action was applied now: *move says which, and
 * before (may be NULL) receives the state before it.
 */
bool TableSession_Update(TableSession *s, float dt, bool settled, float thinkSeconds, TableMove *move,
                         GameState *before);

/* Applies an action for whichever seat is to act, without a computer's thinking (demos, replays); saves. */
GameStatus TableSession_PlayForced(TableSession *s, GameAction action);

/* Whether undo is possible now, and if not, why (a sentence). */
bool TableSession_CanUndo(const TableSession *s, char *why, size_t size);
/* Takes back the viewer's last decision and the computers' after it. */
bool TableSession_Undo(TableSession *s);
/* Whether redo is possible now, and if not, why (a sentence). */
bool TableSession_CanRedo(const TableSession *s, char *why, size_t size);
/* Makes again the viewer's decision undo took back last, and the computers' after it. */
bool TableSession_Redo(TableSession *s);

/* Saves now (after every action this happens by itself); false with saveError set on failure. */
bool TableSession_Save(TableSession *s);

/* A fresh random seed of at most nine digits, short enough to read out or type into parlour-cli. */
uint64_t TableSession_FreshSeed(void);

#endif
