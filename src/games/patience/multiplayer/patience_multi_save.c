/* patience_multi_save.c: the several-player game in progress, saved after every placement and checked on loading. */
#define _POSIX_C_SOURCE 200809L
#include "games/patience/multiplayer/patience_multi_store.h"

#include "games/patience/patience_store_local.h"
#include "platform/player_file.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define GAME_FILE "patience-multi-game.txt"
#define MAGIC "parlour-patience-multi-game 1"

static bool Fail(char *problem, size_t size, int line, const char *fmt, ...) PARLOUR_PRINTF(4, 5);

static bool Fail(char *problem, size_t size, int line, const char *fmt, ...)
{
    if (problem != NULL && size > 0) {
        int n = snprintf(problem, size, "line %d: ", line);
        va_list ap;
        va_start(ap, fmt);
        if (n >= 0 && (size_t)n < size) {
            vsnprintf(problem + n, size - (size_t)n, fmt, ap);
        }
        va_end(ap);
    }
    return false;
}

static const char *SkipSpace(const char *p)
{
    while (*p == ' ' || *p == '\t') {
        p++;
    }
    return p;
}

/* A whole number from lo to hi at the start of p (strtol: an out-of-range number is refused, never wrapped). */
static bool TakeNumber(const char *p, long lo, long hi, int *out, const char **after)
{
    char *end = NULL;
    errno = 0;
    long v = strtol(p, &end, 10);
    if (end == p || errno != 0 || v < lo || v > hi) {
        return false;
    }
    *out = (int)v;
    *after = end;
    return true;
}

/* The whole game must be one that could have been played: the split screen's rounds, the turns of pass and play. */
static bool CheckShape(const PmSavedGame *g, char *problem, size_t size, int line)
{
    const PmSetup *s = &g->setup;
    if (s->mode == PM_SPLIT) {
        int round = PATIENCE_CARDS;
        for (int i = 0; i < s->count; i++) {
            round = g->games[i].placed < round ? g->games[i].placed : round;
        }
        for (int i = 0; i < s->count; i++) {
            if (g->games[i].placed > round + 1) {
                return Fail(problem, size, line, "%s is more than one card ahead of the others", s->seats[i].name);
            }
            for (int k = i + 1; k < s->count; k++) {
                if (s->seats[i].pad == s->seats[k].pad) {
                    return Fail(problem, size, line, "two players have the same device");
                }
            }
        }
        return true;
    }
    if (g->turn < 0 || g->turn >= s->count) {
        return Fail(problem, size, line, "the turn %d is not a player's", g->turn);
    }
    for (int i = 0; i < s->count; i++) {
        bool done = g->games[i].placed == PATIENCE_CARDS;
        if ((i < g->turn && !done) || (i > g->turn && g->games[i].placed != 0)) {
            return Fail(problem, size, line, "%s's layout does not fit the turn", s->seats[i].name);
        }
    }
    return true;
}

bool PatienceMultiGame_Parse(const char *text, PmSavedGame *out, char *problem, size_t size)
{
    PmSavedGame g;
    memset(&g, 0, sizeof g);
    g.setup.variant = Patience_DefaultVariant();
    bool magic = false, haveMode = false, haveSeed = false;
    int movesLines = 0;
    int lineNo = 0;
    const char *line = text;
    while (*line != '\0') {
        lineNo++;
        const char *end = strchr(line, '\n');
        size_t len = end != NULL ? (size_t)(end - line) : strlen(line);
        char buf[256];
        if (len >= sizeof buf) {
            return Fail(problem, size, lineNo, "the line is too long");
        }
        memcpy(buf, line, len);
        buf[len] = '\0';
        if (len > 0 && buf[len - 1] == '\r') {
            buf[len - 1] = '\0';
        }
        line = end != NULL ? end + 1 : line + len;
        const char *p = SkipSpace(buf);
        if (*p == '\0' || *p == '#') {
            continue;
        }
        if (!magic) {
            if (strcmp(p, MAGIC) != 0) {
                return Fail(problem, size, lineNo, "expected \"%s\" first", MAGIC);
            }
            magic = true;
            continue;
        }
        char word[16], a[32], b[32];
        if (sscanf(p, "%15s", word) != 1) {
            continue;
        }
        const char *rest = SkipSpace(p + strlen(word));
        if (strcmp(word, "mode") == 0) {
            if (strcmp(rest, "split") != 0 && strcmp(rest, "pass") != 0) {
                return Fail(problem, size, lineNo, "the mode is \"split\" or \"pass\"");
            }
            g.setup.mode = strcmp(rest, "split") == 0 ? PM_SPLIT : PM_PASS;
            haveMode = true;
        } else if (strcmp(word, "variant") == 0) {
            PatienceVariant v = {PATIENCE_LAYOUT_COUNT, PATIENCE_TABLE_COUNT};
            if (sscanf(rest, "%31s %31s", a, b) == 2) {
                v = (PatienceVariant){Patience_LayoutFromName(a), Patience_TableFromName(b)};
            }
            if (!Patience_VariantIsValid(v) || v.layout == PATIENCE_LAYOUT_SERPENT) {
                return Fail(problem, size, lineNo,
                            "the variant is a layout (hoyle, free) and a table (english, american)");
            }
            g.setup.variant = v;
        } else if (strcmp(word, "seed") == 0) {
            char *after = NULL;
            errno = 0;
            unsigned long long seed = strtoull(rest, &after, 10);
            if (errno != 0 || after == rest || *SkipSpace(after) != '\0' || seed == 0 || rest[0] == '-') {
                return Fail(problem, size, lineNo, "the seed is a whole number above 0");
            }
            g.seed = (uint64_t)seed;
            haveSeed = true;
        } else if (strcmp(word, "turn") == 0) {
            const char *after = NULL;
            if (!TakeNumber(rest, 0, PM_MAX_SEATS - 1, &g.turn, &after) || *SkipSpace(after) != '\0') {
                return Fail(problem, size, lineNo, "the turn is a player's number from 0");
            }
        } else if (strcmp(word, "seat") == 0) {
            int pad = 0;
            const char *after = NULL;
            if (g.setup.count >= PM_MAX_SEATS) {
                return Fail(problem, size, lineNo, "more than %d players", PM_MAX_SEATS);
            }
            PmSeat *seat = &g.setup.seats[g.setup.count];
            const char *name = NULL;
            if (TakeNumber(rest, PM_KEYBOARD, INPUT_MAX_PADS - 1, &pad, &after)) {
                name = SkipSpace(after);
            }
            if (name == NULL || pad < PM_KEYBOARD || pad >= INPUT_MAX_PADS || *name == '\0' ||
                strlen(name) >= PM_NAME_MAX) {
                return Fail(problem, size, lineNo, "a seat is a device (-1 for the keyboard, 0 to 3) and a name");
            }
            for (const char *c = name; *c != '\0'; c++) {
                if ((unsigned char)*c < 0x20 || *c == 0x7F) {
                    /* A carriage return or tab would not read back as written (a line's last \r is dropped). */
                    return Fail(problem, size, lineNo, "a player's name has a control character in it");
                }
            }
            seat->pad = pad;
            seat->colour = g.setup.count;
            snprintf(seat->name, sizeof seat->name, "%s", name);
            g.setup.count++;
        } else if (strcmp(word, "moves") == 0) {
            if (!haveSeed || movesLines >= g.setup.count) {
                return Fail(problem, size, lineNo, "moves come after the seed, one line for each seat");
            }
            PatienceGame *game = &g.games[movesLines];
            Patience_NewGame(game, g.setup.variant, g.seed);
            const char *q = rest;
            while (*(q = SkipSpace(q)) != '\0') {
                char *after = NULL;
                long cell = strtol(q, &after, 10);
                if (after == q || cell < 0 || cell >= PATIENCE_CELLS) {
                    return Fail(problem, size, lineNo, "a move is a board cell from 0 to %d", PATIENCE_CELLS - 1);
                }
                PatienceStatus st = Patience_Place(game, Patience_CellRow((int)cell), Patience_CellCol((int)cell));
                if (st != PATIENCE_OK) {
                    return Fail(problem, size, lineNo, "move %d (cell %ld) is illegal: %s", game->placed + 1, cell,
                                Patience_StatusText(st));
                }
                q = after;
            }
            movesLines++;
        } else {
            char quoted[92];
            return Fail(problem, size, lineNo, "unknown entry \"%s\"", PlayerFile_Quote(p, 20, quoted, sizeof quoted));
        }
    }
    if (!magic) {
        return Fail(problem, size, lineNo, "the file is empty (expected \"%s\")", MAGIC);
    }
    if (!haveMode || !haveSeed || g.setup.count < 2 || movesLines != g.setup.count) {
        return Fail(problem, size, lineNo, "the file ends before the mode, the seed, two seats and their moves");
    }
    if (!CheckShape(&g, problem, size, lineNo)) {
        return false;
    }
    *out = g;
    return true;
}

size_t PatienceMultiGame_Serialise(const PmSavedGame *g, char *buf, size_t size)
{
    size_t n = 0;
#define PUT(...)                                                                                                       \
    do {                                                                                                               \
        int k =                                                                                                        \
            snprintf(buf != NULL && n < size ? buf + n : NULL, buf != NULL && n < size ? size - n : 0, __VA_ARGS__);   \
        n += k > 0 ? (size_t)k : 0;                                                                                    \
    } while (0)
    PUT("%s\n# Poker Patience, several players on one deal: the game in progress.\n", MAGIC);
    PUT("mode %s\n", g->setup.mode == PM_SPLIT ? "split" : "pass");
    PUT("variant %s %s\n", Patience_LayoutName(g->setup.variant.layout), Patience_TableName(g->setup.variant.table));
    PUT("seed %" PRIu64 "\n", g->seed);
    PUT("turn %d\n", g->turn);
    for (int i = 0; i < g->setup.count; i++) {
        PUT("seat %d %s\n", g->setup.seats[i].pad, g->setup.seats[i].name);
    }
    for (int i = 0; i < g->setup.count; i++) {
        PUT("moves");
        for (int m = 0; m < g->games[i].placed; m++) {
            PUT(" %d", g->games[i].moves[m]);
        }
        PUT("\n");
    }
#undef PUT
    return n;
}

static bool ParseGame(char *text, void *out, char *problem, size_t size)
{
    return PatienceMultiGame_Parse(text, out, problem, size);
}

PatienceStoreStatus PatienceMultiStore_LoadGame(PmSavedGame *game, char *message, size_t size)
{
    return PatienceStore_Status(PlayerFile_Load(GAME_FILE, ParseGame, game,
                                                "Your saved Poker Patience game of several players",
                                                "a new game can be started.", message, size));
}

PatienceStoreStatus PatienceMultiStore_SaveGame(const PmSavedGame *game, char *message, size_t size)
{
    char text[PM_GAME_TEXT_MAX];
    size_t len = PatienceMultiGame_Serialise(game, text, sizeof text);
    if (len >= sizeof text) {
        snprintf(message, size, "Could not save the game in progress: its text is too long (%zu bytes).", len);
        return PATIENCE_STORE_IO_ERROR;
    }
    return PlayerFile_Save(GAME_FILE, text, len, message, size) ? PATIENCE_STORE_OK : PATIENCE_STORE_IO_ERROR;
}

void PatienceMultiStore_ClearGame(void)
{
    PlayerFile_Remove(GAME_FILE, "the finished game's save");
}
