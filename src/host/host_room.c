/* host_room.c: tables by code, seat tokens from the operating system, joining by code and token. */
#define _DEFAULT_SOURCE /* getrandom, strnlen */
#include "host_room.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>

/* Letters and digits a person reads aloud or types without doubt: no 0/O, 1/I/L. 31 of them. */
static const char kCodeAlphabet[] = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

bool HostRoom_RandomBytes(void *out, size_t size)
{
    unsigned char *p = out;
    while (size > 0) {
        ssize_t n = getrandom(p, size, 0);
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            return false;
        }
        p += n;
        size -= (size_t)n;
    }
    return true;
}

void HostRoom_Init(HostRoom *room)
{
    memset(room, 0, sizeof *room);
}

void HostRoom_Free(HostRoom *room)
{
    for (int i = 0; i < room->count; i++) {
        HostTable_Delete(room->tables[i]);
    }
    free(room->tables);
    memset(room, 0, sizeof *room);
}

void HostTable_Delete(HostTable *t)
{
    if (t == NULL) {
        return;
    }
    TableHost_Free(&t->host);
    /* The tokens were secrets: leave none behind in freed memory. */
    memset(t->seat, 0, sizeof t->seat);
    free(t);
}

HostTable *HostRoom_Find(const HostRoom *room, const char *code)
{
    char upper[HOST_CODE_LEN + 1];
    size_t n = strlen(code);
    if (n != HOST_CODE_LEN) {
        return NULL;
    }
    for (size_t i = 0; i <= n; i++) {
        upper[i] = (char)toupper((unsigned char)code[i]);
    }
    /* A linear search: a device joins once, and a room of a thousand tables is searched in microseconds. */
    for (int i = 0; i < room->count; i++) {
        if (strcmp(room->tables[i]->code, upper) == 0) {
            return room->tables[i];
        }
    }
    return NULL;
}

/* A code no table of the room has: rejection sampling keeps every letter equally likely. */
static bool NewCode(const HostRoom *room, char code[HOST_CODE_LEN + 1])
{
    const size_t letters = sizeof kCodeAlphabet - 1;
    const unsigned limit = 256 - 256 % (unsigned)letters;
    for (int attempt = 0; attempt < 100; attempt++) {
        int filled = 0;
        while (filled < HOST_CODE_LEN) {
            unsigned char bytes[16];
            if (!HostRoom_RandomBytes(bytes, sizeof bytes)) {
                return false;
            }
            for (size_t i = 0; i < sizeof bytes && filled < HOST_CODE_LEN; i++) {
                if (bytes[i] < limit) {
                    code[filled++] = kCodeAlphabet[bytes[i] % letters];
                }
            }
        }
        code[HOST_CODE_LEN] = '\0';
        if (HostRoom_Find(room, code) == NULL) {
            return true;
        }
    }
    return false; /* 31^6 codes: a room this full is not a room */
}

bool HostRoom_NewToken(char token[HOST_TOKEN_HEX + 1])
{
    static const char hex[] = "0123456789abcdef";
    unsigned char bytes[HOST_TOKEN_BYTES];
    if (!HostRoom_RandomBytes(bytes, sizeof bytes)) {
        return false;
    }
    for (int i = 0; i < HOST_TOKEN_BYTES; i++) {
        token[2 * i] = hex[bytes[i] >> 4];
        token[2 * i + 1] = hex[bytes[i] & 15];
    }
    token[HOST_TOKEN_HEX] = '\0';
    memset(bytes, 0, sizeof bytes);
    return true;
}

static void Say(char *problem, size_t size, const char *sentence)
{
    if (problem != NULL && size > 0) {
        snprintf(problem, size, "%s", sentence);
    }
}

HostTable *HostRoom_Open(HostRoom *room, const GameRules *rules, int variant, uint64_t seed, const GameSeating *seating,
                         char *problem, size_t size)
{
    if (variant < 0 || variant >= rules->variantCount) {
        Say(problem, size, "That game has no such variant.");
        return NULL;
    }
    if (seating->count != Game_SeatsIn(rules, variant)) {
        char sentence[128];
        snprintf(sentence, sizeof sentence, "%s is played by %d; the seating names %d.", rules->title,
                 Game_SeatsIn(rules, variant), seating->count);
        Say(problem, size, sentence);
        return NULL;
    }
    HostTable *t = calloc(1, sizeof *t);
    if (t == NULL) {
        Say(problem, size, "Out of memory.");
        return NULL;
    }
    if (!NewCode(room, t->code)) {
        Say(problem, size, "The operating system gave no random bytes for a table's code.");
        free(t);
        return NULL;
    }
    if (!TableHost_Start(&t->host, rules, variant, seed, seating)) {
        Say(problem, size, "Out of memory.");
        free(t);
        return NULL;
    }
    t->variant = variant;
    for (int s = 0; s < t->host.seating.count; s++) {
        /* The seating as settled: a seat played by another all through the variant is nobody's to join. */
        if (Seating_IsPerson(&t->host.seating, s)) {
            if (!HostRoom_NewToken(t->seat[s].token)) {
                Say(problem, size, "The operating system gave no random bytes for a seat's token.");
                TableHost_Free(&t->host);
                free(t);
                return NULL;
            }
            t->seat[s].presence = TABLE_SEAT_WAITING;
        } else {
            t->seat[s].presence = TABLE_SEAT_HERE;
        }
    }
    if (!HostRoom_Add(room, t, problem, size)) {
        HostTable_Delete(t);
        return NULL;
    }
    return t;
}

bool HostRoom_Add(HostRoom *room, HostTable *t, char *problem, size_t size)
{
    if (HostRoom_Find(room, t->code) != NULL) {
        char sentence[96];
        snprintf(sentence, sizeof sentence, "Two tables have the code %s.", t->code);
        Say(problem, size, sentence);
        return false;
    }
    if (room->count == room->capacity) {
        int capacity = room->capacity > 0 ? 2 * room->capacity : 8;
        HostTable **grown = realloc(room->tables, (size_t)capacity * sizeof *grown);
        if (grown == NULL) {
            Say(problem, size, "Out of memory.");
            return false;
        }
        room->tables = grown;
        room->capacity = capacity;
    }
    t->computerDue = true;
    room->tables[room->count++] = t;
    return true;
}

bool HostTable_ReplaceSeat(HostTable *t, int seat)
{
    if (seat < 0 || seat >= t->host.seating.count || t->seat[seat].token[0] == '\0') {
        return false;
    }
    char token[HOST_TOKEN_HEX + 1];
    if (!HostRoom_NewToken(token)) {
        return false;
    }
    memcpy(t->seat[seat].token, token, sizeof token);
    memset(token, 0, sizeof token);
    t->seat[seat].name[0] = '\0';
    t->seat[seat].presence = TABLE_SEAT_WAITING;
    /* A computer already standing in plays on until someone comes with the new link (joining stands it down). */
    return true;
}

bool HostTable_FreeSeat(HostTable *t, int seat, GameAiLevel level)
{
    if (seat < 0 || seat >= t->host.seating.count || t->seat[seat].token[0] == '\0') {
        return false;
    }
    memset(t->seat[seat].token, 0, sizeof t->seat[seat].token);
    t->seat[seat].name[0] = '\0';
    t->seat[seat].presence = TABLE_SEAT_HERE;
    TableHost_SeatComputer(&t->host, seat, level);
    t->computerDue = true;
    return true;
}

/*
 * Equal tokens, in time that does not depend on where they first differ
 * (nor on the given token's length up to TABLE_TOKEN_MAX), so timing tells
 * an attacker nothing of a seat's token.
 */
static bool SameToken(const char *secret, const char *given)
{
    unsigned char padded[TABLE_TOKEN_MAX] = {0};
    size_t n = strnlen(given, sizeof padded - 1);
    memcpy(padded, given, n);
    unsigned diff = (unsigned)(n ^ HOST_TOKEN_HEX);
    for (size_t i = 0; i < HOST_TOKEN_HEX; i++) {
        diff |= (unsigned)((unsigned char)secret[i] ^ padded[i]);
    }
    return diff == 0;
}

bool HostRoom_Join(const HostRoom *room, const char *code, const char *token, HostTable **table, int *seat)
{
    *table = NULL;
    *seat = GAME_NOBODY;
    HostTable *t = HostRoom_Find(room, code);
    if (t == NULL) {
        return false;
    }
    if (token == NULL || token[0] == '\0') {
        *table = t;
        return true;
    }
    int found = GAME_NOBODY;
    for (int s = 0; s < t->host.seating.count; s++) {
        /* Every seat is compared, whichever matches, so the time taken does not say which seat it was. */
        if (t->seat[s].token[0] != '\0' && SameToken(t->seat[s].token, token)) {
            found = s;
        }
    }
    if (found == GAME_NOBODY) {
        return false;
    }
    *table = t;
    *seat = found;
    return true;
}

void HostTable_SeatInfo(const HostTable *table, TableSeatInfo out[GAME_MAX_SEATS])
{
    const TableHost *h = &table->host;
    for (int s = 0; s < h->seating.count; s++) {
        out[s].name = table->seat[s].name;
        out[s].computer = !Seating_IsPerson(&h->seating, s);
        out[s].level = h->seating.seat[s].level;
        out[s].playedBy = Game_PlayedBy(h->rules, table->variant, s);
        out[s].presence = table->seat[s].presence;
        out[s].standIn = h->standIn[s] ? (int)h->standInLevel[s] : -1;
    }
}
