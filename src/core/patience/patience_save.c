/* patience_save.c: writing a Poker Patience game as text, and loading one by replaying every placement. */
#include "patience_save.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pack.h"
#include "text_out.h"

#define SAVE_MAGIC "parlour-patience"
#define SAVE_VERSION 1
#define LINE_MAX_CHARS 400

size_t Patience_Save(const PatienceGame *game, char *buf, size_t size)
{
    TextOut w = TextOut_Begin(buf, size);
    char text[CARD_TEXT_MAX];
    TextOut_Put(&w, "%s %d\n", SAVE_MAGIC, SAVE_VERSION);
    TextOut_Put(&w, "variant %s %s\n", Patience_LayoutName(game->variant.layout), Patience_TableName(game->variant.table));
    TextOut_Put(&w, "seed %llu\n", (unsigned long long)game->seed);
    TextOut_Put(&w, "deal");
    for (int i = 0; i < PATIENCE_CARDS; i++) {
        TextOut_Put(&w, " %s", Card_Format(game->deal[i], text));
    }
    TextOut_Put(&w, "\nmoves");
    for (int i = 0; i < game->placed; i++) {
        TextOut_Put(&w, " %d", game->moves[i]);
    }
    TextOut_Put(&w, "\n");
    return w.len;
}

static bool Fail(PatienceLoadError *err, int line, const char *fmt, ...)
{
    if (err != NULL) {
        va_list ap;
        va_start(ap, fmt);
        Text_LineMessage(err->message, sizeof err->message, line, fmt, ap);
        va_end(ap);
        err->line = line;
    }
    return false;
}

/* What the lines said, before anything is replayed. */
typedef struct Parsed {
    int headerLine, variantLine, seedLine, dealLine, movesLine;
    PatienceVariant variant;
    uint64_t seed;
    Card deal[PATIENCE_CARDS];
    int moveCount;
    uint8_t moves[PATIENCE_CARDS];
} Parsed;

/* Splits "word rest": returns the word length; *rest points past the spaces after it. */
static size_t FirstWord(const char *s, const char **rest)
{
    size_t n = 0;
    while (s[n] != '\0' && !isspace((unsigned char)s[n])) {
        n++;
    }
    const char *r = s + n;
    while (*r != '\0' && isspace((unsigned char)*r)) {
        r++;
    }
    *rest = r;
    return n;
}

static bool IsWord(const char *s, size_t len, const char *word)
{
    return strlen(word) == len && strncmp(s, word, len) == 0;
}

static bool ParseVariant(const char *rest, int line, Parsed *p, PatienceLoadError *err)
{
    char layout[32], table[32], extra[2];
    if (sscanf(rest, "%31s %31s %1s", layout, table, extra) != 2) {
        return Fail(err, line, "expected \"variant LAYOUT TABLE\", e.g. \"variant hoyle english\"");
    }
    p->variant.layout = Patience_LayoutFromName(layout);
    p->variant.table = Patience_TableFromName(table);
    if (p->variant.layout == PATIENCE_LAYOUT_COUNT) {
        return Fail(err, line, "unknown layout \"%s\" (hoyle, free or serpent)", layout);
    }
    if (p->variant.table == PATIENCE_TABLE_COUNT) {
        return Fail(err, line, "unknown table \"%s\" (english or american)", table);
    }
    return true;
}

static bool ParseSeed(const char *rest, int line, Parsed *p, PatienceLoadError *err)
{
    char *end = NULL;
    errno = 0;
    unsigned long long v = strtoull(rest, &end, 10);
    while (end != NULL && isspace((unsigned char)*end)) {
        end++;
    }
    if (!isdigit((unsigned char)rest[0]) || errno != 0 || end == NULL || *end != '\0') {
        return Fail(err, line, "the seed must be a whole number from 0 to 18446744073709551615");
    }
    p->seed = (uint64_t)v;
    return true;
}

static bool ParseDeal(const char *rest, int line, Parsed *p, PatienceLoadError *err)
{
    CardParseError cerr;
    Card cards[PATIENCE_CARDS + 1];
    int n = Card_ParseList(rest, cards, PATIENCE_CARDS + 1, &cerr);
    if (n < 0) {
        return Fail(err, line, "%s", cerr.message);
    }
    if (n != PATIENCE_CARDS) {
        return Fail(err, line, "the deal has %d cards; it needs exactly 25", n);
    }
    int bad = 0;
    if (!Patience_CheckCards(cards, PATIENCE_CARDS, &bad)) {
        char text[CARD_TEXT_MAX];
        if (Card_Index52(cards[bad]) < 0) {
            return Fail(err, line, "card %d of the deal (%s) is not a card of the whist pack", bad + 1,
                        Card_Format(cards[bad], text));
        }
        return Fail(err, line, "card %d of the deal (%s) appears twice", bad + 1, Card_Format(cards[bad], text));
    }
    memcpy(p->deal, cards, sizeof p->deal);
    return true;
}

static bool ParseMoves(const char *rest, int line, Parsed *p, PatienceLoadError *err)
{
    const char *s = rest;
    p->moveCount = 0;
    while (*s != '\0') {
        if (isspace((unsigned char)*s)) {
            s++;
            continue;
        }
        int value = 0;
        int digits = 0;
        while (isdigit((unsigned char)*s) && digits < 3) {
            value = value * 10 + (*s - '0');
            s++;
            digits++;
        }
        if (digits == 0 || (*s != '\0' && !isspace((unsigned char)*s)) || value >= PATIENCE_CELLS) {
            return Fail(err, line, "move %d is not a cell number from 0 to 80 (row * 9 + column)", p->moveCount + 1);
        }
        if (p->moveCount >= PATIENCE_CARDS) {
            return Fail(err, line, "more than 25 moves");
        }
        p->moves[p->moveCount++] = (uint8_t)value;
    }
    return true;
}

static bool ParseLine(char *s, int line, Parsed *p, PatienceLoadError *err)
{
    const char *rest = NULL;
    size_t n = FirstWord(s, &rest);
    if (p->headerLine == 0) {
        if (!IsWord(s, n, SAVE_MAGIC)) {
            return Fail(err, line, "not a Poker Patience file: the first line must be \"%s %d\"", SAVE_MAGIC,
                        SAVE_VERSION);
        }
        if (strcmp(rest, "1") != 0) {
            return Fail(err, line, "unsupported version \"%s\" (this program reads version %d)", rest, SAVE_VERSION);
        }
        p->headerLine = line;
        return true;
    }
    int *seen = NULL;
    bool (*parse)(const char *, int, Parsed *, PatienceLoadError *) = NULL;
    if (IsWord(s, n, "variant")) {
        seen = &p->variantLine;
        parse = ParseVariant;
    } else if (IsWord(s, n, "seed")) {
        seen = &p->seedLine;
        parse = ParseSeed;
    } else if (IsWord(s, n, "deal")) {
        seen = &p->dealLine;
        parse = ParseDeal;
    } else if (IsWord(s, n, "moves")) {
        seen = &p->movesLine;
        parse = ParseMoves;
    } else {
        return Fail(err, line, "unknown key \"%.*s\" (expected variant, seed, deal or moves)", (int)(n > 20 ? 20 : n),
                    s);
    }
    if (*seen != 0) {
        return Fail(err, line, "\"%.*s\" given twice (first on line %d)", (int)n, s, *seen);
    }
    *seen = line;
    return parse(rest, line, p, err);
}

static bool Replay(const Parsed *p, PatienceGame *out, PatienceLoadError *err)
{
    Card deal[PATIENCE_CARDS];
    if (p->dealLine != 0) {
        memcpy(deal, p->deal, sizeof deal);
        if (p->seed != 0) {
            Pack pack = Pack_Shuffled(PACK_WHIST, p->seed);
            if (memcmp(deal, pack.cards, sizeof deal) != 0) {
                return Fail(err, p->dealLine, "the deal is not the one seed %llu gives (seed on line %d)",
                            (unsigned long long)p->seed, p->seedLine);
            }
        }
    } else if (p->seed != 0) {
        Pack pack = Pack_Shuffled(PACK_WHIST, p->seed);
        memcpy(deal, pack.cards, sizeof deal);
    } else {
        return Fail(err, 0, "no \"deal\" line, and seed 0 does not stand for a deal");
    }
    PatienceGame game;
    if (!Patience_NewGameWithDeal(&game, p->variant, p->seed, deal)) {
        return Fail(err, p->dealLine, "the deal is not 25 distinct cards");
    }
    for (int i = 0; i < p->moveCount; i++) {
        int cell = p->moves[i];
        PatienceStatus status = Patience_Place(&game, Patience_CellRow(cell), Patience_CellCol(cell));
        if (status != PATIENCE_OK) {
            char text[CARD_TEXT_MAX];
            return Fail(err, p->movesLine, "move %d (%s to cell %d) is illegal: %s", i + 1,
                        Card_Format(game.deal[i], text), cell, Patience_StatusText(status));
        }
    }
    *out = game;
    return true;
}

bool Patience_Load(const char *text, PatienceGame *game, PatienceLoadError *err)
{
    Parsed p;
    memset(&p, 0, sizeof p);
    if (err != NULL) {
        err->line = 0;
        err->message[0] = '\0';
    }
    int line = 0;
    const char *s = text;
    while (*s != '\0') {
        line++;
        const char *eol = strchr(s, '\n');
        size_t len = eol != NULL ? (size_t)(eol - s) : strlen(s);
        const char *next = eol != NULL ? eol + 1 : s + len;
        while (len > 0 && isspace((unsigned char)s[len - 1])) {
            len--; /* also drops the \r of a CRLF file */
        }
        while (len > 0 && isspace((unsigned char)*s)) {
            s++;
            len--;
        }
        if (len >= LINE_MAX_CHARS) {
            return Fail(err, line, "line too long");
        }
        char buf[LINE_MAX_CHARS];
        memcpy(buf, s, len);
        buf[len] = '\0';
        s = next;
        if (len == 0 || buf[0] == '#') {
            continue;
        }
        if (!ParseLine(buf, line, &p, err)) {
            return false;
        }
    }
    if (p.headerLine == 0) {
        return Fail(err, 0, "empty: not a Poker Patience file");
    }
    if (p.variantLine == 0) {
        return Fail(err, 0, "no \"variant\" line (e.g. \"variant hoyle english\")");
    }
    if (p.seedLine == 0) {
        return Fail(err, 0, "no \"seed\" line (write \"seed 0\" for a deal that comes from no seed)");
    }
    return Replay(&p, game, err);
}
