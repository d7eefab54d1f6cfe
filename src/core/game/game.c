/* game.c: what every game shares through GameRules: records, replay, the save text, random playouts. */
#include "game.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text_out.h"

#define SAVE_MAGIC "parlour-game"
#define SAVE_VERSION 1
#define LINE_MAX_CHARS 256
#define RANDOM_MAX_ACTIONS 1024

const char *Game_StatusText(GameStatus status)
{
    switch (status) {
    case GAME_OK: return "The move is legal.";
    case GAME_ERR_OVER: return "The game is over.";
    case GAME_ERR_TURN: return "It is not your turn.";
    case GAME_ERR_ILLEGAL: return "That move is against the rules.";
    case GAME_ERR_MALFORMED: return "That is not a move of this game.";
    case GAME_ERR_VIEW: return "A player's view of the game cannot be played on.";
    default: return "Unknown status.";
    }
}

uint64_t Game_HashBytes(uint64_t hash, const void *data, size_t size)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < size; i++) {
        hash ^= p[i];
        hash *= 0x100000001b3ULL;
    }
    return hash;
}

int Game_VariantFromName(const GameRules *rules, const char *name)
{
    for (int v = 0; rules != NULL && name != NULL && v < rules->variantCount; v++) {
        const char *vn = rules->variantName(v);
        if (vn != NULL && strcmp(vn, name) == 0) {
            return v;
        }
    }
    return -1;
}

int Game_Revision(const GameRules *rules)
{
    return rules != NULL && rules->revision > 1 ? rules->revision : 1;
}

void GameRecord_Init(GameRecord *rec, const GameRules *rules, int variant, uint64_t seed)
{
    rec->rules = rules;
    rec->variant = variant;
    rec->seed = seed;
    rec->revision = Game_Revision(rules);
    rec->count = 0;
    rec->capacity = 0;
    rec->actions = NULL;
}

void GameRecord_InitLike(GameRecord *rec, const GameRecord *like)
{
    GameRecord_Init(rec, like->rules, like->variant, like->seed);
    rec->revision = like->revision;
}

GameStatus GameRecord_Start(const GameRecord *rec, GameState *st)
{
    const GameRules *rules = rec->rules;
    int revision = rec->revision > 1 ? rec->revision : 1; /* a zeroed record: the first, as a save with no line */
    if (revision > Game_Revision(rules)) {
        return GAME_ERR_MALFORMED;
    }
    /* The newest rules start through init, so a game without revisions needs no initRevision. */
    if (revision == Game_Revision(rules) || rules->initRevision == NULL) {
        return rules->init(st, rec->variant, rec->seed);
    }
    return rules->initRevision(st, rec->variant, rec->seed, revision);
}

void GameRecord_Free(GameRecord *rec)
{
    free(rec->actions);
    rec->actions = NULL;
    rec->count = 0;
    rec->capacity = 0;
}

/* Makes room for one more action; false when memory runs out. */
static bool Reserve(GameRecord *rec)
{
    if (rec->count < rec->capacity) {
        return true;
    }
    int cap = rec->capacity < 64 ? 256 : rec->capacity * 2;
    GameAction *grown = realloc(rec->actions, (size_t)cap * sizeof *grown);
    if (grown == NULL) {
        return false;
    }
    rec->actions = grown;
    rec->capacity = cap;
    return true;
}

bool GameRecord_Push(GameRecord *rec, GameAction action)
{
    if (!Reserve(rec)) {
        return false;
    }
    rec->actions[rec->count++] = action;
    return true;
}

GameState *Game_NewState(const GameRules *rules)
{
    return calloc(1, rules->stateSize);
}

GameStatus Game_Play(const GameRules *rules, GameState *st, GameRecord *rec, GameAction action)
{
    int seat = rules->toAct(st);
    if (seat == GAME_NOBODY) {
        return GAME_ERR_OVER;
    }
    /* Room first, so that a move once applied is always recorded. */
    if (rec != NULL && !Reserve(rec)) {
        return GAME_ERR_MALFORMED;
    }
    GameStatus status = rules->apply(st, seat, action);
    if (status == GAME_OK && rec != NULL) {
        rec->actions[rec->count++] = action;
    }
    return status;
}

static bool Fail(GameError *err, int line, int action, const char *fmt, ...)
{
    if (err != NULL) {
        va_list ap;
        va_start(ap, fmt);
        Text_LineMessage(err->message, sizeof err->message, line, fmt, ap);
        va_end(ap);
        err->line = line;
        err->action = action;
    }
    return false;
}

/* Applies action number index (0-based) of rec to st; line (0 if none) is its save-text line, for errors. */
static bool ReplayOne(const GameRecord *rec, GameState *st, int index, int line, GameError *err)
{
    const GameRules *rules = rec->rules;
    GameAction a = rec->actions[index];
    int seat = rules->toAct(st);
    char text[GAME_ACTION_TEXT_MAX];
    rules->formatAction(a, text, sizeof text);
    if (seat == GAME_NOBODY) {
        return Fail(err, line, index + 1, "action %d (%s) comes after the end of the game", index + 1, text);
    }
    GameStatus status = rules->apply(st, seat, a);
    if (status != GAME_OK) {
        char why[160];
        rules->whyNot(st, seat, a, why, sizeof why);
        return Fail(err, line, index + 1, "action %d (%s, seat %d) is illegal: %s", index + 1, text, seat + 1,
                    why[0] != '\0' ? why : Game_StatusText(status));
    }
    return true;
}

bool Game_Replay(const GameRecord *rec, int upto, GameState *st, GameError *err)
{
    if (rec->rules == NULL) {
        return Fail(err, 0, 0, "the record names no game");
    }
    if (GameRecord_Start(rec, st) != GAME_OK) {
        return Fail(err, 0, 0, "variant %d of %s under rules revision %d does not exist", rec->variant,
                    rec->rules->name, rec->revision);
    }
    int n = (upto < 0 || upto > rec->count) ? rec->count : upto;
    for (int i = 0; i < n; i++) {
        if (!ReplayOne(rec, st, i, 0, err)) {
            return false;
        }
    }
    return true;
}

size_t GameRecord_Save(const GameRecord *rec, char *buf, size_t size)
{
    TextOut w = TextOut_Begin(buf, size);
    const char *variant = rec->rules->variantName(rec->variant);
    TextOut_Put(&w, "%s %d\n", SAVE_MAGIC, SAVE_VERSION);
    TextOut_Put(&w, "game %s\n", rec->rules->name);
    TextOut_Put(&w, "variant %s\n", variant != NULL ? variant : "?");
    /* Revision 1 is written as before revisions existed, so such a save reads the same everywhere. */
    if (rec->revision > 1) {
        TextOut_Put(&w, "rules %d\n", rec->revision);
    }
    TextOut_Put(&w, "seed %llu\n", (unsigned long long)rec->seed);
    for (int i = 0; i < rec->count; i++) {
        char text[GAME_ACTION_TEXT_MAX];
        rec->rules->formatAction(rec->actions[i], text, sizeof text);
        TextOut_Put(&w, "action %s\n", text);
    }
    return w.len;
}

/* Copies the next line (without its newline, trimmed) into line; advances *p. False at the end of the text. */
static bool NextLine(const char **p, char *line, size_t size, bool *tooLong)
{
    const char *s = *p;
    if (*s == '\0') {
        return false;
    }
    const char *end = strchr(s, '\n');
    size_t len = end != NULL ? (size_t)(end - s) : strlen(s);
    *p = end != NULL ? end + 1 : s + len;
    while (len > 0 && isspace((unsigned char)s[len - 1])) {
        len--;
    }
    while (len > 0 && isspace((unsigned char)*s)) {
        s++;
        len--;
    }
    *tooLong = len >= size;
    if (*tooLong) {
        len = size - 1;
    }
    memcpy(line, s, len);
    line[len] = '\0';
    return true;
}

static bool ParseSeed(const char *text, uint64_t *out)
{
    if (*text == '\0') {
        return false;
    }
    uint64_t v = 0;
    for (; *text != '\0'; text++) {
        if (!isdigit((unsigned char)*text)) {
            return false;
        }
        unsigned d = (unsigned)(*text - '0');
        if (v > (UINT64_MAX - d) / 10) {
            return false;
        }
        v = v * 10 + d;
    }
    *out = v;
    return true;
}

/* "key value": returns value if line starts with key and a space, else NULL. */
static const char *Field(const char *line, const char *key)
{
    size_t n = strlen(key);
    if (strncmp(line, key, n) == 0 && (line[n] == ' ' || line[n] == '\t')) {
        const char *v = line + n;
        while (*v == ' ' || *v == '\t') {
            v++;
        }
        return v;
    }
    return NULL;
}

bool GameRecord_Load(const char *text, const GameRules *expect, GameRecord *rec, GameState *st, GameError *err)
{
    const char *p = text;
    char line[LINE_MAX_CHARS];
    int lineNo = 0;
    int stage = 0; /* 0 magic, 1 game, 2 variant, 3 rules (optional) or seed, 4 actions */
    const GameRules *rules = NULL;
    int variant = -1;
    int revision = 0; /* none read yet: revision 1 */
    uint64_t seed = 0;
    GameState *work = NULL;
    bool tooLong = false;
    GameRecord_Init(rec, NULL, 0, 0);
    while (NextLine(&p, line, sizeof line, &tooLong)) {
        lineNo++;
        if (line[0] == '\0' || line[0] == '#') {
            continue;
        }
        if (tooLong) {
            Fail(err, lineNo, 0, "the line is longer than %d characters", LINE_MAX_CHARS - 1);
            goto fail;
        }
        const char *v = NULL;
        if (stage == 0) {
            char want[32];
            snprintf(want, sizeof want, "%s %d", SAVE_MAGIC, SAVE_VERSION);
            if (strcmp(line, want) != 0) {
                Fail(err, lineNo, 0, "not a Parlour game record (expected \"%s\")", want);
                goto fail;
            }
            stage = 1;
        } else if (stage == 1) {
            if ((v = Field(line, "game")) == NULL || (rules = Game_Find(v)) == NULL) {
                Fail(err, lineNo, 0, "expected \"game NAME\" naming a known game");
                goto fail;
            }
            if (expect != NULL && rules != expect) {
                Fail(err, lineNo, 0, "it holds a game of %s, not %s", rules->title, expect->title);
                goto fail;
            }
            stage = 2;
        } else if (stage == 2) {
            if ((v = Field(line, "variant")) == NULL || (variant = Game_VariantFromName(rules, v)) < 0) {
                Fail(err, lineNo, 0, "expected \"variant NAME\" naming a variant of %s", rules->name);
                goto fail;
            }
            stage = 3;
        } else if (stage == 3 && revision == 0 && (v = Field(line, "rules")) != NULL) {
            uint64_t n = 0;
            if (!ParseSeed(v, &n) || n < 1 || n > 9999) {
                Fail(err, lineNo, 0, "expected \"rules N\" with a rules revision from 1");
                goto fail;
            }
            if (n > (uint64_t)Game_Revision(rules)) {
                Fail(err, lineNo, 0,
                     "it was saved under %s rules revision %d, and this Parlour knows revisions up to %d: open it "
                     "with a newer Parlour",
                     rules->title, (int)n, Game_Revision(rules));
                goto fail;
            }
            revision = (int)n;
        } else if (stage == 3) {
            if ((v = Field(line, "seed")) == NULL || !ParseSeed(v, &seed)) {
                Fail(err, lineNo, 0, "expected \"seed N\" with a decimal number");
                goto fail;
            }
            GameRecord_Init(rec, rules, variant, seed);
            /* A save from before its game had revisions was made under the first. */
            rec->revision = revision > 0 ? revision : 1;
            work = st != NULL && expect != NULL ? st : Game_NewState(rules);
            if (work == NULL || GameRecord_Start(rec, work) != GAME_OK) {
                Fail(err, lineNo, 0, "cannot start the game");
                goto fail;
            }
            stage = 4;
        } else {
            GameAction a;
            if ((v = Field(line, "action")) == NULL || !rules->parseAction(v, &a)) {
                Fail(err, lineNo, rec->count + 1, "expected \"action ...\" with a move of %s, got \"%s\"", rules->name,
                     line);
                goto fail;
            }
            if (!GameRecord_Push(rec, a)) {
                Fail(err, lineNo, 0, "out of memory");
                goto fail;
            }
            if (!ReplayOne(rec, work, rec->count - 1, lineNo, err)) {
                goto fail;
            }
        }
    }
    if (stage < 4) {
        Fail(err, 0, 0, "the record ends before its %s line",
             stage == 0   ? "first"
             : stage == 1 ? "game"
             : stage == 2 ? "variant"
                          : "seed");
        goto fail;
    }
    if (work != st) {
        free(work);
    }
    return true;
fail:
    if (work != NULL && work != st) {
        free(work);
    }
    GameRecord_Free(rec);
    return false;
}

int Game_PlayRandom(const GameRules *rules, GameState *st, GameRecord *rec, Rng *rng, int maxActions)
{
    GameAction moves[RANDOM_MAX_ACTIONS];
    int played = 0;
    int cap = rules->maxActions < RANDOM_MAX_ACTIONS ? rules->maxActions : RANDOM_MAX_ACTIONS;
    while (played < maxActions) {
        int seat = rules->toAct(st);
        if (seat == GAME_NOBODY) {
            break;
        }
        int n = rules->legal(st, seat, moves, cap);
        if (n <= 0) {
            return -1;
        }
        GameAction a = moves[Rng_Below(rng, (uint64_t)n)];
        if (rules->apply(st, seat, a) != GAME_OK) {
            return -1;
        }
        if (rec != NULL && !GameRecord_Push(rec, a)) {
            return -1;
        }
        played++;
    }
    return played;
}

int Game_SeatsIn(const GameRules *rules, int variant)
{
    if (rules->seatsIn != NULL) {
        int n = rules->seatsIn(variant);
        if (n > 0 && n <= rules->seats) {
            return n;
        }
    }
    return rules->seats;
}

int Game_SideOf(const GameRules *rules, int variant, int seat)
{
    return rules->sideOf != NULL ? rules->sideOf(variant, seat) : seat;
}

int Game_SideCount(const GameRules *rules, int variant)
{
    int n = Game_SeatsIn(rules, variant);
    int sides = 0;
    for (int p = 0; p < n; p++) {
        int side = Game_SideOf(rules, variant, p);
        if (side + 1 > sides) {
            sides = side + 1;
        }
    }
    return sides;
}

int Game_Controller(const GameRules *rules, const GameState *st, int seat)
{
    if (seat == GAME_NOBODY || rules->controller == NULL) {
        return seat;
    }
    return rules->controller(st, seat);
}

int Game_PlayedBy(const GameRules *rules, int variant, int seat)
{
    if (rules->playedBy == NULL || seat < 0 || seat >= rules->seats) {
        return seat;
    }
    int by = rules->playedBy(variant, seat);
    return by >= 0 && by < rules->seats ? by : seat;
}

const char *Game_SeatName(const GameRules *rules, int variant, int seat)
{
    if (rules->seatName != NULL) {
        const char *name = rules->seatName(variant, seat);
        if (name != NULL) {
            return name;
        }
    }
    /* Seat 0 sits at the bottom; the others follow clockwise. */
    static const char *const kFour[] = {"South", "West", "North", "East"};
    static const char *const kThree[] = {"South", "West", "East"};
    static const char *const kTwo[] = {"South", "North"};
    int n = Game_SeatsIn(rules, variant);
    if (seat < 0 || seat >= n) {
        return "Nobody";
    }
    return n == 2 ? kTwo[seat] : n == 3 ? kThree[seat] : kFour[seat];
}

int Game_VariantOf(const GameRules *rules, const GameState *st)
{
    return rules->variantOf != NULL ? rules->variantOf(st) : 0;
}

GameAction Game_ActionFor(const GameRules *rules, const GameState *st, int seat, GameAction action, int viewer)
{
    if (rules->actionFor == NULL) {
        return action;
    }
    return rules->actionFor(st, seat, action, viewer);
}
