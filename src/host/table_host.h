/* table_host.h: the one authority of a table played across devices: the full state, who sits where, every action checked. */
#ifndef PARLOUR_HOST_TABLE_HOST_H
#define PARLOUR_HOST_TABLE_HOST_H

#include "core/game/game.h"
#include "core/game/game_ai.h"
#include "core/game/game_seating.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * A hosted table: SDL-free, so parlour-host (no window) and the game run
 * the same code. The host alone holds the full state and the record; a
 * device is told only what its seat's view allows (table_protocol.h), and
 * sends only actions, which the host checks with the rules before anything
 * changes. The seat a device acts for is the one its connection holds,
 * never one named in a message.
 *
 * The seating says who decides each seat: a person (on the host's own
 * screen or on another device) or a computer at a level. Computers are
 * stepped by the caller (TableHost_ComputerMove), so a headless host can
 * choose their moves where it likes (a worker, or in line in the tests).
 */

typedef struct TableHost {
    const GameRules *rules;
    GameRecord rec;
    GameState *st; /* the full state: never sent */
    GameSeating seating;
    /*
     * A computer standing in for a person who is away (TableHost_StandIn):
     * the seat stays the person's, and the computer plays its turns until
     * the person comes back (TableHost_StandDown).
     */
    bool standIn[GAME_MAX_SEATS];
    GameAiLevel standInLevel[GAME_MAX_SEATS];
} TableHost;

/* A new table: seed deals it, seating says who sits where. False if the variant is unknown or memory runs out. */
bool TableHost_Start(TableHost *h, const GameRules *rules, int variant, uint64_t seed, const GameSeating *seating);
void TableHost_Free(TableHost *h);

bool TableHost_IsOver(const TableHost *h);

/*
 * The next game at the same table once this one is over (a rematch): dealt
 * from seed, the same seating, the stand-ins kept. False (nothing changed)
 * if the game is not over or memory runs out.
 */
bool TableHost_Rematch(TableHost *h, uint64_t seed);

/* A computer at level plays for seat (a person's) until TableHost_StandDown; false if seat is no person's. */
bool TableHost_StandIn(TableHost *h, int seat, GameAiLevel level);
/* The person at seat takes it back: their next turn is theirs. */
void TableHost_StandDown(TableHost *h, int seat);
/* The seat is a computer's for good, at level (the host freed it). */
void TableHost_SeatComputer(TableHost *h, int seat, GameAiLevel level);
/* Whether a computer decides now: the seat's own, or one standing in for its person. */
bool TableHost_ComputerDecides(const TableHost *h);
/* The level of the computer playing seat: the one standing in for its person, else the seat's own. */
GameAiLevel TableHost_ComputerLevel(const TableHost *h, int seat);
/* The seat whose occupant decides now (the declarer for Bridge's dummy), or GAME_NOBODY once over. */
int TableHost_Decider(const TableHost *h);

typedef enum TableHostVerdict {
    TABLE_HOST_APPLIED = 0,
    TABLE_HOST_REFUSED /* nothing changed; why says why, in the rules' words */
} TableHostVerdict;

/*
 * A person at seat asks for the action whose text form is actionText.
 * Refused (the table unchanged, why a sentence) when the game is over, when
 * seat is not a person's (or a computer stands in for them), when seat does not decide now, when the text is
 * no action of this game, or when the rules refuse it (their sentence).
 * On success, before (stateSize bytes, may be NULL) has the state before
 * it, *applied the action and *actedFor the seat it was played as (the
 * dummy's, when the declarer plays from it).
 */
TableHostVerdict TableHost_Act(TableHost *h, int seat, const char *actionText, GameState *before, GameAction *applied,
                               int *actedFor, char *why, size_t whySize);

/*
 * The action for whichever seat is to act, checked by the rules only (the
 * caller has said who may ask: a computer's chosen move, a redo, a replay).
 * Refused with the rules' sentence and the table unchanged. On success,
 * before, *actedFor as for TableHost_Act. TableHost_Act and
 * TableHost_ComputerMove go through it, as does the game's own table
 * session: every action at a table is applied here and nowhere else.
 */
TableHostVerdict TableHost_Play(TableHost *h, GameAction action, GameState *before, int *actedFor, char *why,
                                size_t whySize);

/* A table rebuilt from a saved game (rec replayed into st by the store). False if out of memory. */
bool TableHost_Resume(TableHost *h, const GameRecord *rec, const GameState *st, const GameSeating *seating);

/*
 * Takes the table back to its first count actions (undo): the record is
 * replayed, exact because the seed is the game's only randomness. The later
 * actions stay in the record past its count (a redo plays them again with
 * TableHost_Play). False, the table unchanged, if the replay fails.
 */
bool TableHost_Rewind(TableHost *h, int count);

/*
 * When a computer decides now (TableHost_ComputerDecides): chooses its move from its own view
 * (GameAi_Choose, seeded by the record so a replay replays it), applies it
 * and returns true, with before, *applied and *actedFor as above. False
 * when a person decides or the game is over.
 */
bool TableHost_ComputerMove(TableHost *h, GameState *before, GameAction *applied, int *actedFor);
/* The seed a computer's choice now is made with (the record's seed and its length): the same on any thread. */
uint64_t TableHost_ComputerSeed(const TableHost *h);

#endif
