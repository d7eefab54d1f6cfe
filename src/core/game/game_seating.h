/* game_seating.h: who sits at each seat of a table game (a person, or the computer at a level), and whom the table asks. */
#ifndef PARLOUR_CORE_GAME_SEATING_H
#define PARLOUR_CORE_GAME_SEATING_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "game_ai.h"

/*
 * A seating says, for every seat in play, whether a person or the computer
 * (at a level) sits there. Any mix is allowed: one person against the
 * computers, partners who are both people, everyone a person at one screen
 * (pass-and-play), or only computers (a demonstration). Partners sit
 * opposite (game.h, "Seats"), so a seating of four is two partnerships.
 *
 * The seating never decides who acts: the rules do (toAct). The table asks
 * the occupant of the seat that decides for toAct (Game_Controller: the
 * declarer for Bridge's dummy), so a dummy's seat needs no occupant of its
 * own that matters. Its text form, one word per seat in seat order
 * ("person strong" is a person at seat 0 against the strong computer at
 * seat 1), is what saves and statistics write.
 */

typedef enum SeatKind {
    SEAT_PERSON = 0,
    SEAT_COMPUTER
} SeatKind;

typedef struct GameSeat {
    SeatKind kind;
    GameAiLevel level; /* for a computer */
} GameSeat;

#define GAME_SEAT_NAME_MAX 25 /* a seat's name as the table shows it, with its terminator */

typedef struct GameSeating {
    int count; /* seats in play */
    GameSeat seat[GAME_MAX_SEATS];
    /* What the table calls each seat's player ("Ada"); "" for the seat's own name ("North"). Not part of the text
       form: saves and statistics count seatings by who plays, not by what they are called. */
    char name[GAME_MAX_SEATS][GAME_SEAT_NAME_MAX];
} GameSeating;

/* count seats: seat 0 a person, the others the computer at level (the usual game against the computer). */
GameSeating Seating_OneAgainst(int count, GameAiLevel level);
int Seating_People(const GameSeating *seating);
bool Seating_IsPerson(const GameSeating *seating, int seat);
/* The lowest seat a person sits at, or GAME_NOBODY. */
int Seating_FirstPerson(const GameSeating *seating);

/*
 * Marks every seat played by another all through the variant (Game_PlayedBy:
 * Dummy Quinto's Dummy) as the medium computer, which is never asked, so that
 * counting people counts only those who play and statistics of one seating
 * are not split by a choice the game ignores. Seatings in files keep an
 * occupant there, so old files read unchanged.
 */
void Seating_Settle(const GameRules *rules, int variant, GameSeating *seating);

/* The seat whose occupant decides now (the controller of the seat to act), or GAME_NOBODY when the game is over. */
int Seating_Decider(const GameRules *rules, const GameState *st);

/* "person strong": one word per seat ("person", "easy", "medium", "strong"); returns the length. */
size_t Seating_Format(const GameSeating *seating, char *buf, size_t size);
/* Parses the text form for count seats; false (seating untouched) if a word is not a seat or the count is off. */
bool Seating_Parse(const char *text, int count, GameSeating *out);
/* Equal seatings (the same occupant at every seat). */
bool Seating_Equal(const GameSeating *a, const GameSeating *b);

#endif
