/* game_seating.c: seatings of people and computers, their text form, and the seat the table asks. */
#include "game_seating.h"

#include <stdio.h>
#include <string.h>

GameSeating Seating_OneAgainst(int count, GameAiLevel level)
{
    GameSeating s;
    memset(&s, 0, sizeof s);
    s.count = count < 1 ? 1 : count > GAME_MAX_SEATS ? GAME_MAX_SEATS : count;
    for (int i = 1; i < s.count; i++) {
        s.seat[i] = (GameSeat){SEAT_COMPUTER, level};
    }
    return s;
}

bool Seating_IsPerson(const GameSeating *seating, int seat)
{
    return seat >= 0 && seat < seating->count && seating->seat[seat].kind == SEAT_PERSON;
}

int Seating_People(const GameSeating *seating)
{
    int n = 0;
    for (int i = 0; i < seating->count; i++) {
        n += Seating_IsPerson(seating, i);
    }
    return n;
}

int Seating_FirstPerson(const GameSeating *seating)
{
    for (int i = 0; i < seating->count; i++) {
        if (Seating_IsPerson(seating, i)) {
            return i;
        }
    }
    return GAME_NOBODY;
}

void Seating_Settle(const GameRules *rules, int variant, GameSeating *seating)
{
    for (int i = 0; i < seating->count; i++) {
        if (Game_PlayedBy(rules, variant, i) != i) {
            seating->seat[i] = (GameSeat){SEAT_COMPUTER, GAME_AI_MEDIUM};
        }
    }
}

int Seating_Decider(const GameRules *rules, const GameState *st)
{
    return Game_Controller(rules, st, rules->toAct(st));
}

size_t Seating_Format(const GameSeating *seating, char *buf, size_t size)
{
    size_t len = 0;
    if (size > 0) {
        buf[0] = '\0';
    }
    for (int i = 0; i < seating->count; i++) {
        const GameSeat *seat = &seating->seat[i];
        const char *word = seat->kind == SEAT_PERSON ? "person" : GameAi_LevelName(seat->level);
        int n = snprintf(len < size ? buf + len : NULL, len < size ? size - len : 0, "%s%s", i > 0 ? " " : "", word);
        len += n > 0 ? (size_t)n : 0;
    }
    return len;
}

bool Seating_Parse(const char *text, int count, GameSeating *out)
{
    if (text == NULL || count < 1 || count > GAME_MAX_SEATS) {
        return false;
    }
    GameSeating s;
    memset(&s, 0, sizeof s);
    const char *p = text;
    while (*p != '\0') {
        while (*p == ' ' || *p == '\t') {
            p++;
        }
        if (*p == '\0' || *p == '\r' || *p == '\n') {
            break;
        }
        const char *start = p;
        while (*p != '\0' && *p != ' ' && *p != '\t' && *p != '\r' && *p != '\n') {
            p++;
        }
        char word[16];
        size_t n = (size_t)(p - start);
        if (n >= sizeof word || s.count >= count) {
            return false;
        }
        memcpy(word, start, n);
        word[n] = '\0';
        if (strcmp(word, "person") == 0) {
            s.seat[s.count++] = (GameSeat){SEAT_PERSON, GAME_AI_MEDIUM};
        } else {
            GameAiLevel level = GameAi_LevelFromName(word);
            if (level >= GAME_AI_LEVEL_COUNT) {
                return false;
            }
            s.seat[s.count++] = (GameSeat){SEAT_COMPUTER, level};
        }
    }
    if (s.count != count) {
        return false;
    }
    *out = s;
    return true;
}

bool Seating_Equal(const GameSeating *a, const GameSeating *b)
{
    if (a->count != b->count) {
        return false;
    }
    for (int i = 0; i < a->count; i++) {
        if (a->seat[i].kind != b->seat[i].kind ||
            (a->seat[i].kind == SEAT_COMPUTER && a->seat[i].level != b->seat[i].level)) {
            return false;
        }
    }
    return true;
}
