/* host_save.c: each table's file (code, seats with their tokens, the record), written by a thread, read back whole. */
#define _DEFAULT_SOURCE /* strnlen, d_type */
#include "host_save.h"

#include "platform/atomic_file.h"

#include <dirent.h>
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#define SAVE_HEADER "parlour-table 1"
#define SAVE_PATH_MAX 4096
#define RETRY_MS 1000

static void Say(char *problem, size_t size, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void Say(char *problem, size_t size, const char *fmt, ...)
{
    if (problem == NULL || size == 0) {
        return;
    }
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(problem, size, fmt, ap);
    va_end(ap);
}

/* ---- The text ---- */

static const char *const kPresence[] = {
    [TABLE_SEAT_WAITING] = "waiting",
    [TABLE_SEAT_HERE] = "here",
    [TABLE_SEAT_AWAY] = "away",
    [TABLE_SEAT_LEFT] = "left",
};

char *HostSave_Text(const HostTable *t)
{
    const TableHost *h = &t->host;
    size_t recordSize = GameRecord_Save(&h->rec, NULL, 0) + 1;
    size_t size = recordSize + 256 + (size_t)h->seating.count * (HOST_TOKEN_HEX + TABLE_NAME_MAX + 32);
    char *text = malloc(size);
    if (text == NULL) {
        return NULL;
    }
    char seating[128];
    Seating_Format(&h->seating, seating, sizeof seating);
    size_t n = (size_t)snprintf(text, size, SAVE_HEADER "\ncode %s\nseating %s\n", t->code, seating);
    for (int s = 0; s < h->seating.count && n < size; s++) {
        const HostSeat *seat = &t->seat[s];
        n += (size_t)snprintf(text + n, size - n, "seat %d %s %s%s%s\n", s, seat->token[0] != '\0' ? seat->token : "-",
                              kPresence[seat->presence], seat->name[0] != '\0' ? " " : "", seat->name);
    }
    if (n >= size) {
        free(text);
        return NULL;
    }
    GameRecord_Save(&h->rec, text + n, size - n);
    return text;
}

/* The next line of *p (without its newline) into line; false at the end. */
static bool NextLine(const char **p, char *line, size_t size)
{
    if (**p == '\0') {
        return false;
    }
    const char *end = strchr(*p, '\n');
    size_t n = end != NULL ? (size_t)(end - *p) : strlen(*p);
    snprintf(line, size, "%.*s", (int)(n < size ? n : size - 1), *p);
    *p += n + (end != NULL ? 1 : 0);
    return true;
}

static bool IsToken(const char *s)
{
    if (strlen(s) != HOST_TOKEN_HEX) {
        return false;
    }
    for (; *s != '\0'; s++) {
        if (!((*s >= '0' && *s <= '9') || (*s >= 'a' && *s <= 'f'))) {
            return false;
        }
    }
    return true;
}

static bool IsCode(const char *s)
{
    if (strlen(s) != HOST_CODE_LEN) {
        return false;
    }
    for (; *s != '\0'; s++) {
        if (strchr("ABCDEFGHJKMNPQRSTUVWXYZ23456789", *s) == NULL) {
            return false;
        }
    }
    return true;
}

/* "seat S TOKEN|- PRESENCE [NAME]" into t's seat S; false if any part is not as written. */
static bool ParseSeat(const char *line, HostTable *t, bool seen[GAME_MAX_SEATS])
{
    int s;
    char token[HOST_TOKEN_HEX + 2];
    char presence[16];
    int used = 0;
    if (sscanf(line, "seat %d %33s %15s%n", &s, token, presence, &used) != 3 || s < 0 || s >= t->host.seating.count ||
        seen[s]) {
        return false;
    }
    HostSeat *seat = &t->seat[s];
    bool person = Seating_IsPerson(&t->host.seating, s);
    if (strcmp(token, "-") == 0) {
        if (person) {
            return false; /* a person's seat without a link: nobody could ever sit there again */
        }
    } else if (!person || !IsToken(token)) {
        return false;
    } else {
        memcpy(seat->token, token, HOST_TOKEN_HEX + 1);
    }
    int p = -1;
    for (int i = 0; i < (int)(sizeof kPresence / sizeof kPresence[0]); i++) {
        if (strcmp(presence, kPresence[i]) == 0) {
            p = i;
        }
    }
    if (p < 0) {
        return false;
    }
    seat->presence = (TableSeatPresence)p;
    const char *name = line + used;
    if (*name == ' ') {
        name++;
    } else if (*name != '\0') {
        return false;
    }
    if (strlen(name) >= sizeof seat->name) {
        return false;
    }
    snprintf(seat->name, sizeof seat->name, "%s", name);
    seen[s] = true;
    return true;
}

HostTable *HostSave_Parse(const char *text, char *problem, size_t size)
{
    const char *p = text;
    char line[512];
    if (!NextLine(&p, line, sizeof line) || strcmp(line, SAVE_HEADER) != 0) {
        Say(problem, size, "it does not begin with \"" SAVE_HEADER "\"");
        return NULL;
    }
    char code[HOST_CODE_LEN + 8] = "";
    char seatingText[160] = "";
    if (!NextLine(&p, line, sizeof line) || sscanf(line, "code %13s", code) != 1 || !IsCode(code)) {
        Say(problem, size, "line 2 is not \"code\" and a table's code");
        return NULL;
    }
    if (!NextLine(&p, line, sizeof line) || strncmp(line, "seating ", 8) != 0) {
        Say(problem, size, "line 3 is not \"seating\"");
        return NULL;
    }
    if (strlen(line + 8) >= sizeof seatingText) {
        Say(problem, size, "line 3's seating is too long");
        return NULL;
    }
    memcpy(seatingText, line + 8, strlen(line + 8) + 1);
    /* The seats' lines, then the record to the end. */
    const char *seatsStart = p;
    const char *record = p;
    int seatLines = 0;
    while (strncmp(record, "seat ", 5) == 0) {
        NextLine(&record, line, sizeof line);
        seatLines++;
    }
    GameRecord rec;
    GameError err;
    memset(&err, 0, sizeof err);
    /* Read once for which game it is, then again into that game's state. */
    if (!GameRecord_Load(record, NULL, &rec, NULL, &err)) {
        Say(problem, size, "its record: %s", err.message);
        return NULL;
    }
    const GameRules *rules = rec.rules;
    GameRecord_Free(&rec);
    if (rules->schema == NULL) {
        Say(problem, size, "%s cannot be played across devices", rules->title);
        return NULL;
    }
    HostTable *t = calloc(1, sizeof *t);
    GameState *st = Game_NewState(rules);
    if (t == NULL || st == NULL) {
        free(t);
        free(st);
        Say(problem, size, "out of memory");
        return NULL;
    }
    if (!GameRecord_Load(record, rules, &t->host.rec, st, &err)) {
        free(t);
        free(st);
        Say(problem, size, "its record: %s", err.message);
        return NULL;
    }
    t->host.rules = rules;
    t->host.st = st;
    t->variant = t->host.rec.variant;
    memcpy(t->code, code, HOST_CODE_LEN + 1);
    int seats = Game_SeatsIn(rules, t->variant);
    if (!Seating_Parse(seatingText, seats, &t->host.seating) || seatLines != seats) {
        Say(problem, size, "its seating \"%s\" or its seat lines are not %d seats of %s", seatingText, seats,
            rules->title);
        HostTable_Delete(t);
        return NULL;
    }
    bool seen[GAME_MAX_SEATS] = {false};
    p = seatsStart;
    for (int i = 0; i < seatLines; i++) {
        NextLine(&p, line, sizeof line);
        if (!ParseSeat(line, t, seen)) {
            Say(problem, size,
                "line %d is not a seat as written: seat N, its token or -, here, away, left or "
                "waiting, and a name",
                4 + i);
            HostTable_Delete(t);
            return NULL;
        }
    }
    return t;
}

bool HostSave_Folder(const char *dir, char *problem, size_t size)
{
    struct stat st;
    if (stat(dir, &st) == 0) {
        if (!S_ISDIR(st.st_mode)) {
            Say(problem, size, "%s is not a folder: give a folder for the saved tables.", dir);
            return false;
        }
        return true;
    }
    if (mkdir(dir, 0700) != 0) {
        Say(problem, size, "Cannot make the folder %s for the saved tables: %s.", dir, strerror(errno));
        return false;
    }
    return true;
}

static bool HasSuffix(const char *name, const char *suffix)
{
    size_t n = strlen(name);
    size_t k = strlen(suffix);
    return n > k && strcmp(name + n - k, suffix) == 0;
}

int HostSave_LoadRoom(const char *dir, HostRoom *room, char *problem, size_t size)
{
    DIR *d = opendir(dir);
    if (d == NULL) {
        Say(problem, size, "Cannot read the folder %s: %s.", dir, strerror(errno));
        return -1;
    }
    HostRoom loaded;
    HostRoom_Init(&loaded);
    struct dirent *e;
    char path[SAVE_PATH_MAX];
    char why[GAME_ERROR_MAX + 64];
    bool ok = true;
    while (ok && (e = readdir(d)) != NULL) {
        if (!HasSuffix(e->d_name, HOST_SAVE_SUFFIX)) {
            continue; /* its temp files (a crash mid-write) and anything else */
        }
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        char *text = AtomicFile_ReadAll(path, NULL);
        if (text == NULL) {
            Say(problem, size, "Cannot read %s: %s.", path, AtomicFile_ErrorText(errno));
            ok = false;
            break;
        }
        HostTable *t = HostSave_Parse(text, why, sizeof why);
        free(text);
        if (t == NULL) {
            Say(problem, size, "%s is not a saved table: %s. Move it out of the folder to start without it.", path,
                why);
            ok = false;
        } else if (!HostRoom_Add(&loaded, t, why, sizeof why)) {
            HostTable_Delete(t);
            Say(problem, size, "%s: %s", path, why);
            ok = false;
        } else {
            /* Nobody is connected to a host that has just started: who was here is away until they rejoin. */
            for (int s = 0; s < t->host.seating.count; s++) {
                if (t->seat[s].presence == TABLE_SEAT_HERE && t->seat[s].token[0] != '\0') {
                    t->seat[s].presence = TABLE_SEAT_AWAY;
                }
            }
        }
    }
    closedir(d);
    int handed = 0;
    while (ok && handed < loaded.count) {
        if (HostRoom_Add(room, loaded.tables[handed], why, sizeof why)) {
            handed++;
        } else {
            Say(problem, size, "%s: %s", dir, why);
            ok = false;
        }
    }
    if (!ok) {
        /* Whole or not at all: the tables already handed to room are taken back (they are its last ones). */
        room->count -= handed;
        for (int i = 0; i < loaded.count; i++) {
            HostTable_Delete(loaded.tables[i]);
        }
    }
    int count = loaded.count;
    free(loaded.tables);
    return ok ? count : -1;
}

/* ---- The writer ---- */

typedef struct Job {
    HostTable *table;
    uint64_t change;
    char *text;
    char path[SAVE_PATH_MAX];
} Job;

struct HostSaver {
    char dir[SAVE_PATH_MAX - 32];
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t wake;
    void (*notify)(void *ctx);
    void *ctx;
    bool stop;
    Job *pending; /* at most one a table: the newest text */
    int pendingCount;
    int pendingCap;
    HostSaved *done;
    int doneCount;
    int doneCap;
    bool failing; /* said on stderr; said again once it works */
};

static bool Grow(void **array, int *cap, int need, size_t item)
{
    if (need <= *cap) {
        return true;
    }
    int grown = *cap > 0 ? 2 * *cap : 16;
    while (grown < need) {
        grown *= 2;
    }
    void *bigger = realloc(*array, (size_t)grown * item);
    if (bigger == NULL) {
        return false;
    }
    *array = bigger;
    *cap = grown;
    return true;
}

/* Under the lock: job into pending, replacing an older text of its table; false if out of memory. */
static bool Pend(HostSaver *s, Job *job)
{
    for (int i = 0; i < s->pendingCount; i++) {
        if (s->pending[i].table == job->table) {
            if (s->pending[i].change >= job->change) {
                free(job->text); /* a failed write put back behind a newer text */
            } else {
                free(s->pending[i].text);
                s->pending[i] = *job;
            }
            return true;
        }
    }
    if (!Grow((void **)&s->pending, &s->pendingCap, s->pendingCount + 1, sizeof *s->pending)) {
        return false;
    }
    s->pending[s->pendingCount++] = *job;
    return true;
}

static void *Writer(void *arg)
{
    HostSaver *s = arg;
    pthread_mutex_lock(&s->lock);
    while (true) {
        while (s->pendingCount == 0 && !s->stop) {
            pthread_cond_wait(&s->wake, &s->lock);
        }
        if (s->pendingCount == 0 && s->stop) {
            break;
        }
        /* Take the whole group: what arrives while it is written waits for the next. */
        Job *group = s->pending;
        int count = s->pendingCount;
        s->pending = NULL;
        s->pendingCount = s->pendingCap = 0;
        pthread_mutex_unlock(&s->lock);

        AtomicFileItem *items = calloc((size_t)count, sizeof *items);
        char problem[GAME_ERROR_MAX] = "";
        int written = 0;
        if (items != NULL) {
            for (int i = 0; i < count; i++) {
                items[i] = (AtomicFileItem){group[i].path, group[i].text, strlen(group[i].text), false};
            }
            written = AtomicFile_WriteGroup(items, count, 0600, problem, sizeof problem);
        } else {
            snprintf(problem, sizeof problem, "out of memory");
        }

        pthread_mutex_lock(&s->lock);
        bool retry = false;
        for (int i = 0; i < count; i++) {
            if (items != NULL && items[i].written) {
                if (Grow((void **)&s->done, &s->doneCap, s->doneCount + 1, sizeof *s->done)) {
                    s->done[s->doneCount++] = (HostSaved){group[i].table, group[i].change};
                }
                free(group[i].text);
            } else if (!Pend(s, &group[i])) {
                free(group[i].text);
            } else {
                retry = true;
            }
        }
        free(items);
        free(group);
        if (retry && !s->failing) {
            fprintf(stderr, "parlour-host: %s The tables wait, and are written again each second.\n", problem);
            s->failing = true;
        } else if (!retry && s->failing && written > 0) {
            fprintf(stderr, "parlour-host: the tables are saved again.\n");
            s->failing = false;
        }
        if (written > 0 && s->notify != NULL) {
            s->notify(s->ctx);
        }
        if (retry && !s->stop) {
            struct timespec until;
            clock_gettime(CLOCK_REALTIME, &until);
            until.tv_sec += RETRY_MS / 1000;
            pthread_cond_timedwait(&s->wake, &s->lock, &until);
        } else if (retry) {
            break; /* stopping, and the disk refuses: said on stderr, nothing more to do */
        }
    }
    pthread_mutex_unlock(&s->lock);
    return NULL;
}

HostSaver *HostSaver_Start(const char *dir, void (*wake)(void *ctx), void *ctx, char *problem, size_t size)
{
    if (!HostSave_Folder(dir, problem, size)) {
        return NULL;
    }
    HostSaver *s = calloc(1, sizeof *s);
    if (s == NULL) {
        Say(problem, size, "Out of memory.");
        return NULL;
    }
    if (strlen(dir) >= sizeof s->dir) {
        Say(problem, size, "The folder's name %s is too long.", dir);
        free(s);
        return NULL;
    }
    snprintf(s->dir, sizeof s->dir, "%s", dir);
    s->notify = wake;
    s->ctx = ctx;
    pthread_mutex_init(&s->lock, NULL);
    pthread_cond_init(&s->wake, NULL);
    if (pthread_create(&s->thread, NULL, Writer, s) != 0) {
        Say(problem, size, "Cannot start the thread that saves the tables.");
        pthread_mutex_destroy(&s->lock);
        pthread_cond_destroy(&s->wake);
        free(s);
        return NULL;
    }
    return s;
}

bool HostSaver_Put(HostSaver *s, HostTable *table, uint64_t change, char *text)
{
    Job job = {table, change, text, ""};
    snprintf(job.path, sizeof job.path, "%s/%s" HOST_SAVE_SUFFIX, s->dir, table->code);
    pthread_mutex_lock(&s->lock);
    bool ok = Pend(s, &job);
    pthread_cond_signal(&s->wake);
    pthread_mutex_unlock(&s->lock);
    if (!ok) {
        free(text);
    }
    return ok;
}

int HostSaver_Collect(HostSaver *s, HostSaved *out, int max)
{
    pthread_mutex_lock(&s->lock);
    int n = s->doneCount < max ? s->doneCount : max;
    if (n > 0) { /* done is NULL until the first group is written */
        memcpy(out, s->done, (size_t)n * sizeof *out);
        memmove(s->done, s->done + n, (size_t)(s->doneCount - n) * sizeof *s->done);
        s->doneCount -= n;
    }
    pthread_mutex_unlock(&s->lock);
    return n;
}

void HostSaver_Stop(HostSaver *s)
{
    if (s == NULL) {
        return;
    }
    pthread_mutex_lock(&s->lock);
    s->stop = true;
    pthread_cond_signal(&s->wake);
    pthread_mutex_unlock(&s->lock);
    pthread_join(s->thread, NULL);
    for (int i = 0; i < s->pendingCount; i++) {
        free(s->pending[i].text);
    }
    free(s->pending);
    free(s->done);
    pthread_mutex_destroy(&s->lock);
    pthread_cond_destroy(&s->wake);
    free(s);
}
