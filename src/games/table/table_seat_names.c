/* table_seat_names.c: a seat's words at the table, for score panels, messages and the scoring scenes. */
#include "table_seat_names.h"

#include <stdio.h>
#include <string.h>

const char *TableSeat_Label(const GameRules *rules, int variant, const GameSeating *seating, int seat)
{
    if (seat >= 0 && seat < GAME_MAX_SEATS && seating->name[seat][0] != '\0') {
        return seating->name[seat]; /* a named seat goes by its player's name, person or computer */
    }
    if (Seating_People(seating) <= 1) {
        if (Seating_IsPerson(seating, seat)) {
            return "You";
        }
        if (seating->count == 2 && seat >= 0 && seat < 2) {
            return "Computer";
        }
    }
    return Game_SeatName(rules, variant, seat);
}

void TableSeat_Subject(const GameRules *rules, int variant, const GameSeating *seating, int seat, bool capital,
                       char *buf, size_t size)
{
    const char *label = TableSeat_Label(rules, variant, seating, seat);
    if (strcmp(label, "You") == 0) {
        snprintf(buf, size, "%s", capital ? "You" : "you");
    } else if (strcmp(label, "Computer") == 0) {
        snprintf(buf, size, "%s", capital ? "The computer" : "the computer");
    } else {
        snprintf(buf, size, "%s", label);
    }
}

void TableSeat_Whose(const GameRules *rules, int variant, const GameSeating *seating, int seat, bool capital,
                     char *buf, size_t size)
{
    char subject[48];
    TableSeat_Subject(rules, variant, seating, seat, capital, subject, sizeof subject);
    if (strcmp(subject, "you") == 0 || strcmp(subject, "You") == 0) {
        snprintf(buf, size, "%s", capital ? "Your" : "your");
    } else {
        snprintf(buf, size, "%s's", subject);
    }
}
