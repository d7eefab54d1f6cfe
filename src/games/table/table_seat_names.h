/* table_seat_names.h: how the table speaks of a seat: "you" and "the computer" with one person, else by the seat's name. */
#ifndef PARLOUR_GAMES_TABLE_SEAT_NAMES_H
#define PARLOUR_GAMES_TABLE_SEAT_NAMES_H

#include "core/game/game_seating.h"

#include <stdbool.h>
#include <stddef.h>

/*
 * With one person at the table, their seat is "you" and a lone computer
 * opponent "the computer"; with several people, or several computers, a
 * seat goes by its name at the table ("South", "North").
 */
/* "You", "Computer", "North": a label for a score panel. */
const char *TableSeat_Label(const GameRules *rules, int variant, const GameSeating *seating, int seat);
/* The subject of a sentence: "you", "the computer", "North" (capitalised if asked). */
void TableSeat_Subject(const GameRules *rules, int variant, const GameSeating *seating, int seat, bool capital,
                       char *buf, size_t size);
/* The possessive: "your", "the computer's", "North's" (capitalised if asked). */
void TableSeat_Whose(const GameRules *rules, int variant, const GameSeating *seating, int seat, bool capital,
                     char *buf, size_t size);

#endif
