/* patience_multi_store.c: several players' Poker Patience records, written atomically, set aside when unreadable. */
#define _POSIX_C_SOURCE 200809L
#include "games/patience/multiplayer/patience_multi_store.h"

#include "games/patience/patience_store_local.h"
#include "platform/paths.h"
#include "platform/player_file.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RECORDS_FILE "patience-multi-records.txt"
#define MAGIC "parlour-patience-multi 1"
#define MAX_COUNT 100000000 /* far beyond any real count; keeps sums in an int */

void PatienceMultiRecords_Clear(PmRecords *records)
{
    memset(records, 0, sizeof *records);
    records->best = -1;
}

/* A name as the file holds it: the rest of the line, no control characters, not empty, not too long. */
static bool TakeName(const char *from, char *name)
{
    while (*from == ' ' || *from == '\t') {
        from++;
    }
    size_t n = strlen(from);
    while (n > 0 && (from[n - 1] == ' ' || from[n - 1] == '\t' || from[n - 1] == '\r')) {
        n--;
    }
    if (n == 0 || n >= PM_NAME_MAX) {
        return false;
    }
    for (size_t i = 0; i < n; i++) {
        if ((unsigned char)from[i] < 32) {
            return false;
        }
    }
    memcpy(name, from, n);
    name[n] = '\0';
    return true;
}

/* A count at the start of *p, then a space; advances *p past it. */
static bool TakeCount(const char **p, int *out)
{
    char *end = NULL;
    errno = 0;
    long v = strtol(*p, &end, 10);
    if (end == *p || errno != 0 || v < 0 || v > MAX_COUNT || (*end != ' ' && *end != '\t' && *end != '\0')) {
        return false;
    }
    *out = (int)v;
    *p = end;
    return true;
}

bool PatienceMultiRecords_Parse(const char *text, PmRecords *records, char *problem, size_t size)
{
    PmRecords r;
    PatienceMultiRecords_Clear(&r);
    bool magic = false;
    int lineNo = 0;
    const char *line = text;
    while (*line != '\0') {
        lineNo++;
        const char *end = strchr(line, '\n');
        size_t len = end != NULL ? (size_t)(end - line) : strlen(line);
        char buf[160];
        if (len >= sizeof buf) {
            PlayerFile_Say(problem, size, "line %d is too long", lineNo);
            return false;
        }
        memcpy(buf, line, len);
        buf[len] = '\0';
        line = end != NULL ? end + 1 : line + len;
        const char *p = buf;
        while (*p == ' ' || *p == '\t') {
            p++;
        }
        if (*p == '\0' || *p == '#' || *p == '\r') {
            continue;
        }
        if (!magic) {
            if (strncmp(p, MAGIC, strlen(MAGIC)) != 0) {
                PlayerFile_Say(problem, size, "line %d: expected \"%s\" first", lineNo, MAGIC);
                return false;
            }
            magic = true;
            continue;
        }
        if (strncmp(p, "games ", 6) == 0) {
            p += 6;
            if (!TakeCount(&p, &r.games)) {
                PlayerFile_Say(problem, size, "line %d: \"games\" needs a count", lineNo);
                return false;
            }
        } else if (strncmp(p, "best ", 5) == 0) {
            p += 5;
            if (!TakeCount(&p, &r.best) || !TakeName(p, r.bestName)) {
                PlayerFile_Say(problem, size, "line %d: \"best\" needs a score and a name", lineNo);
                return false;
            }
        } else if (strncmp(p, "player ", 7) == 0) {
            p += 7;
            if (r.playerCount >= PM_RECORD_PLAYERS) {
                PlayerFile_Say(problem, size, "line %d: more than %d players", lineNo, PM_RECORD_PLAYERS);
                return false;
            }
            PmPlayerRecord *pr = &r.players[r.playerCount];
            if (!TakeCount(&p, &pr->wins) || !TakeCount(&p, &pr->games) || !TakeName(p, pr->name) ||
                pr->wins > pr->games) {
                PlayerFile_Say(problem, size, "line %d: \"player\" needs wins, games (at least the wins) and a name",
                               lineNo);
                return false;
            }
            r.playerCount++;
        } else {
            char quoted[172];
            PlayerFile_Say(problem, size, "line %d: unknown entry \"%s\"", lineNo,
                           PlayerFile_Quote(p, 40, quoted, sizeof quoted));
            return false;
        }
    }
    if (!magic) {
        PlayerFile_Say(problem, size, "the file is empty (expected \"%s\")", MAGIC);
        return false;
    }
    *records = r;
    return true;
}

size_t PatienceMultiRecords_Serialise(const PmRecords *records, char *buf, size_t size)
{
    size_t n = 0;
#define PUT(...)                                                                                                       \
    do {                                                                                                               \
        int k =                                                                                                        \
            snprintf(buf != NULL && n < size ? buf + n : NULL, buf != NULL && n < size ? size - n : 0, __VA_ARGS__);   \
        n += k > 0 ? (size_t)k : 0;                                                                                    \
    } while (0)
    PUT("%s\n# Poker Patience with several players on one deal: games together, the best score, wins by name.\n",
        MAGIC);
    PUT("games %d\n", records->games);
    if (records->best >= 0) {
        PUT("best %d %s\n", records->best, records->bestName);
    }
    for (int i = 0; i < records->playerCount; i++) {
        const PmPlayerRecord *p = &records->players[i];
        PUT("player %d %d %s\n", p->wins, p->games, p->name);
    }
#undef PUT
    return n;
}

const PmPlayerRecord *PatienceMultiRecords_Find(const PmRecords *records, const char *name)
{
    for (int i = 0; i < records->playerCount; i++) {
        if (strcmp(records->players[i].name, name) == 0) {
            return &records->players[i];
        }
    }
    return NULL;
}

static PmPlayerRecord *Entry(PmRecords *records, const char *name)
{
    PmPlayerRecord *found = (PmPlayerRecord *)PatienceMultiRecords_Find(records, name);
    if (found != NULL) {
        return found;
    }
    if (records->playerCount >= PM_RECORD_PLAYERS) {
        /* Full: the player seen least often makes room (the list is for the household, not an archive). */
        int least = 0;
        for (int i = 1; i < records->playerCount; i++) {
            if (records->players[i].games < records->players[least].games) {
                least = i;
            }
        }
        records->players[least] = records->players[--records->playerCount];
    }
    PmPlayerRecord *p = &records->players[records->playerCount++];
    memset(p, 0, sizeof *p);
    snprintf(p->name, sizeof p->name, "%s", name);
    return p;
}

void PatienceMultiRecords_Add(PmRecords *records, const char *const *names, const int *scores, int count)
{
    if (count < 1) {
        return;
    }
    int top = scores[0];
    for (int i = 1; i < count; i++) {
        top = scores[i] > top ? scores[i] : top;
    }
    records->games++;
    for (int i = 0; i < count; i++) {
        PmPlayerRecord *p = Entry(records, names[i]);
        p->games++;
        if (scores[i] == top) {
            p->wins++;
        }
        if (scores[i] > records->best) {
            records->best = scores[i];
            snprintf(records->bestName, sizeof records->bestName, "%s", names[i]);
        }
    }
}

/* ---- the file ---- */

static bool ParseRecords(char *text, void *out, char *problem, size_t size)
{
    return PatienceMultiRecords_Parse(text, out, problem, size);
}

PatienceStoreStatus PatienceMultiStore_Load(PmRecords *records, char *message, size_t size)
{
    PatienceMultiRecords_Clear(records); /* the parser fills it only on success */
    return PatienceStore_Status(PlayerFile_Load(RECORDS_FILE, ParseRecords, records,
                                                "Your Poker Patience records for several players",
                                                "the records start afresh.", message, size));
}

PatienceStoreStatus PatienceMultiStore_Record(const char *const *names, const int *scores, int count,
                                              PmRecords *records, char *message, size_t size)
{
    char loadMessage[PLAYER_MESSAGE_ONE];
    PmRecords r;
    PatienceStoreStatus loaded = PatienceMultiStore_Load(&r, loadMessage, sizeof loadMessage);
    PatienceMultiRecords_Add(&r, names, scores, count);
    if (records != NULL) {
        *records = r;
    }
    char text[PM_RECORDS_TEXT_MAX];
    size_t len = PatienceMultiRecords_Serialise(&r, text, sizeof text);
    if (len >= sizeof text) {
        PlayerFile_Say(message, size, "Could not save the records: their text is too long (%zu bytes).", len);
        return PATIENCE_STORE_IO_ERROR;
    }
    char saveMessage[PLAYER_MESSAGE_ONE];
    if (!PlayerFile_Save(RECORDS_FILE, text, len, saveMessage, sizeof saveMessage)) {
        if (loaded == PATIENCE_STORE_CORRUPT) {
            PlayerFile_Say(message, size, "%s %s", loadMessage, saveMessage);
        } else {
            PlayerFile_Say(message, size, "%s", saveMessage);
        }
        return PATIENCE_STORE_IO_ERROR;
    }
    if (loaded == PATIENCE_STORE_CORRUPT) {
        PlayerFile_Say(message, size, "%s", loadMessage);
        return PATIENCE_STORE_CORRUPT;
    }
    PlayerFile_Say(message, size, "%s", "");
    return PATIENCE_STORE_OK;
}
