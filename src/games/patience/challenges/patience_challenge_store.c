/* patience_challenge_store.c: challenge records and the game in progress's challenge, written atomically, set aside when unreadable. */
#define _POSIX_C_SOURCE 200809L
#include "games/patience/challenges/patience_challenge_store.h"

#include "core/patience/patience_code.h"
#include "core/patience/patience_score.h"
#include "games/patience/patience_store_local.h"
#include "platform/atomic_file.h"
#include "platform/log.h"
#include "platform/paths.h"
#include "platform/player_file.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RECORDS_FILE "patience-challenges.txt"
#define ATTEMPT_FILE "patience-attempt.txt"
#define RECORDS_HEADER "parlour-patience-challenges 1"
#define SCORE_MAX 2000 /* above any square's score under either table */
#define COUNT_MAX 1000000000 /* attempts and games: far beyond any real count, far below an int's overflow */
#define DIGITS_MAX 18        /* a longer run of digits could overflow sscanf's long long: refused before it reads */

/* ---- the records ---- */

void PatienceChallengeRecords_Clear(PatienceChallengeRecords *r)
{
    r->dailyCount = 0;
    r->serpentCount = 0;
    r->codeGames = 0;
    r->codeTotal = 0;
    r->startedCount = 0;
}

static int DailyOrder(int32_t dayA, bool serpentA, int32_t dayB, bool serpentB)
{
    if (dayA != dayB) {
        return dayA < dayB ? -1 : 1;
    }
    return (int)serpentA - (int)serpentB;
}

const PatienceDailyResult *PatienceChallengeRecords_Daily(const PatienceChallengeRecords *r, int32_t day, bool serpent)
{
    int lo = 0, hi = r->dailyCount - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        int c = DailyOrder(r->daily[mid].day, r->daily[mid].serpent, day, serpent);
        if (c == 0) {
            return &r->daily[mid];
        }
        if (c < 0) {
            lo = mid + 1;
        } else {
            hi = mid - 1;
        }
    }
    return NULL;
}

bool PatienceChallengeRecords_AddDaily(PatienceChallengeRecords *r, PatienceDailyResult result)
{
    if (PatienceChallengeRecords_Daily(r, result.day, result.serpent) != NULL || !PatienceDay_IsValid(result.day)) {
        return false;
    }
    if (r->dailyCount == PATIENCE_DAILY_MAX) {
        /* Eleven years full: the oldest day makes room (the streak only looks back from today). */
        memmove(&r->daily[0], &r->daily[1], sizeof r->daily[0] * (size_t)(PATIENCE_DAILY_MAX - 1));
        r->dailyCount--;
    }
    int at = r->dailyCount;
    while (at > 0 && DailyOrder(r->daily[at - 1].day, r->daily[at - 1].serpent, result.day, result.serpent) > 0) {
        r->daily[at] = r->daily[at - 1];
        at--;
    }
    r->daily[at] = result;
    r->dailyCount++;
    return true;
}

bool PatienceChallengeRecords_Started(const PatienceChallengeRecords *r, int32_t day, bool serpent)
{
    for (int i = 0; i < r->startedCount; i++) {
        if (r->started[i].day == day && r->started[i].serpent == serpent) {
            return true;
        }
    }
    return false;
}

void PatienceChallengeRecords_MarkStarted(PatienceChallengeRecords *r, int32_t day, bool serpent)
{
    if (PatienceChallengeRecords_Started(r, day, serpent) || !PatienceDay_IsValid(day)) {
        return;
    }
    if (r->startedCount == PATIENCE_STARTED_MAX) {
        memmove(&r->started[0], &r->started[1], sizeof r->started[0] * (size_t)(PATIENCE_STARTED_MAX - 1));
        r->startedCount--;
    }
    r->started[r->startedCount++] = (PatienceDailyResult){day, serpent, 0, 0};
}

void PatienceChallengeRecords_AddCodeGame(PatienceChallengeRecords *r, int score)
{
    if (r->codeGames < COUNT_MAX && score >= 0 && score <= SCORE_MAX) {
        r->codeGames++;
        r->codeTotal += score;
    }
}

static bool SameProblem(const PatienceChallenge *a, const PatienceChallenge *b)
{
    return a->kind == b->kind && a->value == b->value && a->variant.table == b->variant.table;
}

const PatienceSerpentRecord *PatienceChallengeRecords_Serpent(const PatienceChallengeRecords *r,
                                                              const PatienceChallenge *problem)
{
    for (int i = 0; i < r->serpentCount; i++) {
        if (SameProblem(&r->serpent[i].problem, problem)) {
            return &r->serpent[i];
        }
    }
    return NULL;
}

void PatienceChallengeRecords_AddSerpent(PatienceChallengeRecords *r, const PatienceChallenge *problem, int score,
                                         int best)
{
    PatienceSerpentRecord *rec = (PatienceSerpentRecord *)PatienceChallengeRecords_Serpent(r, problem);
    if (rec == NULL) {
        if (r->serpentCount == PATIENCE_SERPENT_RECORDS_MAX) {
            memmove(&r->serpent[0], &r->serpent[1], sizeof r->serpent[0] * (size_t)(PATIENCE_SERPENT_RECORDS_MAX - 1));
            r->serpentCount--;
        }
        rec = &r->serpent[r->serpentCount++];
        rec->problem = *problem;
        rec->score = score;
        rec->best = best;
        rec->attempts = 0;
    }
    rec->attempts += rec->attempts < COUNT_MAX ? 1 : 0; /* at the cap it stays there rather than wrap */
    rec->score = score > rec->score ? score : rec->score;
    rec->best = best;
}

void PatienceChallengeRecords_Summarise(const PatienceChallengeRecords *r, int32_t today, PatienceChallengeSummary *out)
{
    memset(out, 0, sizeof *out);
    static int32_t days[PATIENCE_DAILY_MAX];
    int n = 0;
    long long total = 0;
    for (int i = 0; i < r->dailyCount; i++) {
        if (r->daily[i].serpent) {
            out->serpentDays++;
            continue;
        }
        days[n++] = r->daily[i].day;
        total += r->daily[i].score;
    }
    out->dailyDays = n;
    out->dailyAverage = n > 0 ? (double)total / n : 0.0;
    PatienceDaily_Streak(days, n, today, &out->streak);
    double share = 0.0;
    for (int i = 0; i < r->serpentCount; i++) {
        const PatienceSerpentRecord *s = &r->serpent[i];
        out->serpentProblems++;
        out->serpentSolved += s->score >= s->best;
        share += s->best > 0 ? (double)s->score / s->best : 1.0;
    }
    out->serpentShare = out->serpentProblems > 0 ? share / out->serpentProblems : 0.0;
    out->codeGames = r->codeGames;
    out->codeAverage = r->codeGames > 0 ? (double)r->codeTotal / r->codeGames : 0.0;
}

static size_t Append(char *buf, size_t size, size_t len, const char *fmt, ...) PARLOUR_PRINTF(4, 5);

static size_t Append(char *buf, size_t size, size_t len, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(len < size ? buf + len : NULL, len < size ? size - len : 0, fmt, ap);
    va_end(ap);
    return len + (n > 0 ? (size_t)n : 0);
}

size_t PatienceChallengeRecords_Serialise(const PatienceChallengeRecords *r, char *buf, size_t size)
{
    size_t len = Append(buf, size, 0, "%s\n# Poker Patience challenge records: see patience_challenge_store.h.\n",
                        RECORDS_HEADER);
    for (int i = 0; i < r->dailyCount; i++) {
        const PatienceDailyResult *d = &r->daily[i];
        if (d->serpent) {
            len = Append(buf, size, len, "daily %ld serpent %d %d\n", (long)d->day, d->score, d->best);
        } else {
            len = Append(buf, size, len, "daily %ld deal %d\n", (long)d->day, d->score);
        }
    }
    for (int i = 0; i < r->serpentCount; i++) {
        const PatienceSerpentRecord *s = &r->serpent[i];
        len = Append(buf, size, len, "serpent %s %llu %s %d %d %d\n", PatienceChallenge_KindName(s->problem.kind),
                     (unsigned long long)s->problem.value, Patience_TableName(s->problem.variant.table), s->score,
                     s->best, s->attempts);
    }
    len = Append(buf, size, len, "codes %d %lld\n", r->codeGames, r->codeTotal);
    for (int i = 0; i < r->startedCount; i++) {
        len = Append(buf, size, len, "started %ld %s\n", (long)r->started[i].day,
                     r->started[i].serpent ? "serpent" : "deal");
    }
    return len;
}

static bool ScoreOk(long long score)
{
    return score >= 0 && score <= SCORE_MAX;
}

static PatienceChallengeKind KindFromName(const char *name)
{
    for (int k = 0; k < PATIENCE_CHALLENGE_KIND_COUNT; k++) {
        if (strcmp(name, PatienceChallenge_KindName((PatienceChallengeKind)k)) == 0) {
            return (PatienceChallengeKind)k;
        }
    }
    return PATIENCE_CHALLENGE_KIND_COUNT;
}

/* Whether every run of digits in line is short enough to be read without overflow (then each is range-checked). */
static bool DigitsFit(const char *line)
{
    int run = 0;
    for (const char *c = line; *c != '\0'; c++) {
        run = (*c >= '0' && *c <= '9') ? run + 1 : 0;
        if (run > DIGITS_MAX) {
            return false;
        }
    }
    return true;
}

/* One line; false with problem set. */
static bool ParseLine(const char *line, int lineNo, PatienceChallengeRecords *r, char *problem, size_t size)
{
    char word[16], kind[16], table[16];
    long long day = 0;
    unsigned long long value = 0;
    long long score = 0, best = 0, attempts = 0, games = 0;
    long long total = 0;
    char extra = 0;
    if (!DigitsFit(line)) {
        PlayerFile_Say(problem, size, "line %d: a number is far too long", lineNo);
        return false;
    }
    if (strncmp(line, "daily ", 6) == 0) {
        int got = sscanf(line, "daily %lld %15s %lld %lld %c", &day, word, &score, &best, &extra);
        bool serpent = got >= 2 && strcmp(word, "serpent") == 0;
        int want = serpent ? 4 : 3;
        if ((!serpent && strcmp(word, "deal") != 0) || got != want || day < INT32_MIN || day > INT32_MAX ||
            !PatienceDay_IsValid((int32_t)day) || !ScoreOk(score) || (serpent && !ScoreOk(best))) {
            PlayerFile_Say(problem, size,
                           "line %d: a daily result needs a day, \"deal\" and a score, or \"serpent\", a score "
                           "and the best possible",
                           lineNo);
            return false;
        }
        PatienceDailyResult d = {(int32_t)day, serpent, (int)score, serpent ? (int)best : 0};
        if (!PatienceChallengeRecords_AddDaily(r, d)) {
            PlayerFile_Say(problem, size, "line %d: day %lld is recorded twice", lineNo, day);
            return false;
        }
        return true;
    }
    if (strncmp(line, "started ", 8) == 0) {
        if (sscanf(line, "started %lld %15s %c", &day, word, &extra) != 2 || day < INT32_MIN || day > INT32_MAX ||
            !PatienceDay_IsValid((int32_t)day) ||
            (strcmp(word, "deal") != 0 && strcmp(word, "serpent") != 0)) {
            PlayerFile_Say(problem, size, "line %d: a started day needs a day and \"deal\" or \"serpent\"", lineNo);
            return false;
        }
        PatienceChallengeRecords_MarkStarted(r, (int32_t)day, strcmp(word, "serpent") == 0);
        return true;
    }
    if (strncmp(line, "serpent ", 8) == 0) {
        PatienceChallenge c = {0};
        if (sscanf(line, "serpent %15s %llu %15s %lld %lld %lld %c", kind, &value, table, &score, &best, &attempts, &extra) !=
            6) {
            PlayerFile_Say(problem, size, "line %d: a Serpent record needs a kind, a value, a table and three counts",
                           lineNo);
            return false;
        }
        c.kind = KindFromName(kind);
        c.variant = (PatienceVariant){PATIENCE_LAYOUT_SERPENT, Patience_TableFromName(table)};
        c.value = value;
        if (!PatienceChallenge_IsValid(&c) || !ScoreOk(score) || !ScoreOk(best) || attempts < 1 || attempts > COUNT_MAX ||
            PatienceChallengeRecords_Serpent(r, &c) != NULL || r->serpentCount >= PATIENCE_SERPENT_RECORDS_MAX) {
            PlayerFile_Say(problem, size,
                           "line %d: this Serpent record names no problem, repeats one, or has a bad count", lineNo);
            return false;
        }
        r->serpent[r->serpentCount++] = (PatienceSerpentRecord){c, (int)score, (int)best, (int)attempts};
        return true;
    }
    if (strncmp(line, "codes ", 6) == 0) {
        if (sscanf(line, "codes %lld %lld %c", &games, &total, &extra) != 2 || games < 0 || games > COUNT_MAX || total < 0 ||
            total > (long long)games * SCORE_MAX) {
            PlayerFile_Say(problem, size, "line %d: \"codes\" needs a number of games and their total score", lineNo);
            return false;
        }
        r->codeGames = (int)games;
        r->codeTotal = total;
        return true;
    }
    char quoted[172];
    PlayerFile_Say(problem, size, "line %d: \"%s\" is not a challenge record", lineNo,
                   PlayerFile_Quote(line, 40, quoted, sizeof quoted));
    return false;
}

bool PatienceChallengeRecords_Parse(const char *text, PatienceChallengeRecords *r, char *problem, size_t size)
{
    PatienceChallengeRecords_Clear(r);
    int lineNo = 0;
    bool header = false;
    const char *p = text;
    while (*p != '\0') {
        const char *end = strchr(p, '\n');
        size_t len = end != NULL ? (size_t)(end - p) : strlen(p);
        char line[256];
        lineNo++;
        if (len >= sizeof line) {
            PlayerFile_Say(problem, size, "line %d is too long", lineNo);
            return false;
        }
        memcpy(line, p, len);
        line[len] = '\0';
        if (len > 0 && line[len - 1] == '\r') {
            line[len - 1] = '\0';
        }
        p = end != NULL ? end + 1 : p + len;
        if (line[0] == '\0' || line[0] == '#') {
            continue;
        }
        if (!header) {
            if (strcmp(line, RECORDS_HEADER) != 0) {
                PlayerFile_Say(problem, size, "line %d: the file does not start with \"%s\"", lineNo, RECORDS_HEADER);
                return false;
            }
            header = true;
            continue;
        }
        if (!ParseLine(line, lineNo, r, problem, size)) {
            return false;
        }
    }
    if (!header) {
        PlayerFile_Say(problem, size, "%s", "the file is empty");
        return false;
    }
    return true;
}

/* The parser fills the records as it reads, so a refused file leaves them empty rather than half read. */
static bool ParseRecords(char *text, void *out, char *problem, size_t size)
{
    if (!PatienceChallengeRecords_Parse(text, out, problem, size)) {
        PatienceChallengeRecords_Clear(out);
        return false;
    }
    return true;
}

PatienceStoreStatus PatienceChallengeStore_Load(PatienceChallengeRecords *r, char *message, size_t size)
{
    PatienceChallengeRecords_Clear(r);
    return PatienceStore_Status(PlayerFile_Load(RECORDS_FILE, ParseRecords, r, "Your challenge records",
                                                "your challenge records start afresh.", message, size));
}

PatienceStoreStatus PatienceChallengeStore_Save(const PatienceChallengeRecords *r, char *message, size_t size)
{
    PlayerFile_Say(message, size, "%s", "");
    size_t need = PatienceChallengeRecords_Serialise(r, NULL, 0) + 1;
    char *text = malloc(need);
    if (text == NULL) {
        PlayerFile_Say(message, size, "%s", "Could not save the challenge records: out of memory.");
        return PATIENCE_STORE_IO_ERROR;
    }
    size_t len = PatienceChallengeRecords_Serialise(r, text, need);
    bool ok = PlayerFile_Save(RECORDS_FILE, text, len, message, size);
    free(text);
    return ok ? PATIENCE_STORE_OK : PATIENCE_STORE_IO_ERROR;
}

/* ---- the challenge of the game in progress ---- */

bool PatienceChallengeStore_SaveAttempt(const PatienceAttemptFile *a, char *message, size_t size)
{
    char code[PATIENCE_CODE_TEXT_MAX];
    if (PatienceCode_Encode(&a->challenge, code, sizeof code) != PATIENCE_CODE_OK) {
        PlayerFile_Say(message, size, "%s", "This challenge has no code, so it cannot be saved.");
        return false;
    }
    char text[160];
    int len = snprintf(text, sizeof text,
                       "# Poker Patience: the challenge of the game in patience-game.txt.\ncode %s\ncounted %d\n"
                       "from-code %d\n",
                       code, a->counted ? 1 : 0, a->fromCode ? 1 : 0);
    return PlayerFile_Save(ATTEMPT_FILE, text, (size_t)len, message, size);
}

bool PatienceChallengeStore_LoadAttempt(const PatienceGame *game, PatienceAttemptFile *out)
{
    char path[PATHS_MAX];
    Paths_User(ATTEMPT_FILE, path, sizeof path);
    char *text = AtomicFile_ReadAll(path, NULL);
    if (text == NULL) {
        return false;
    }
    char code[64] = "";
    long long counted = -1, fromCode = -1; /* each 0 or 1; read wide, so no number wraps into range */
    bool fits = true;
    for (char *line = strtok(text, "\n"); line != NULL; line = strtok(NULL, "\n")) {
        fits = fits && DigitsFit(line);
        if (fits) {
            sscanf(line, "code %63s", code);
            sscanf(line, "counted %lld", &counted);
            sscanf(line, "from-code %lld", &fromCode);
        }
    }
    free(text);
    PatienceAttemptFile a = {0};
    if (PatienceCode_Decode(code, &a.challenge, NULL) != PATIENCE_CODE_OK || !fits || counted < 0 || counted > 1 ||
        fromCode < 0 || fromCode > 1) {
        Log_Warn("%s does not name a challenge; the game in progress is resumed as a casual game.", path);
        return false;
    }
    Card deal[PATIENCE_CARDS];
    uint64_t seed = 0;
    /* The file must describe the very deal saved beside it, or it is left over from another game. */
    if (!PatienceChallenge_Deal(&a.challenge, deal, &seed) || seed != game->seed ||
        memcmp(deal, game->deal, sizeof deal) != 0 || a.challenge.variant.layout != game->variant.layout ||
        a.challenge.variant.table != game->variant.table) {
        return false;
    }
    a.counted = counted == 1;
    a.fromCode = fromCode == 1;
    *out = a;
    return true;
}

void PatienceChallengeStore_ClearAttempt(void)
{
    PlayerFile_Remove(ATTEMPT_FILE, NULL);
}
