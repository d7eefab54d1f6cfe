/* test_loader_fuzz_corpus.c: every player-file loader's fuzz invariants, on examples built by the game and on the corpus. */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/bezique/bezique.h"
#include "core/game/game.h"
#include "core/patience/patience.h"
#include "core/piquet/piquet.h"
#include "core/patience/patience_stats.h"
#include "games/bezique/bezique_scenes.h"
#include "games/patience/challenges/patience_challenge_store.h"
#include "games/patience/multiplayer/patience_multi_store.h"
#include "games/patience/patience_store.h"
#include "games/table/table_game.h"
#include "games/table/table_store.h"
#include "loader_checks.h"
#include "platform/settings.h"

#define EXAMPLES 4
#define TEXT_MAX (256 * 1024)

/*
 * Examples of every file as the game writes them, built through the same
 * functions the game saves with. Each must be accepted and round-trip. Run
 * with PARLOUR_FUZZ_WRITE_SEEDS=DIR to write them out as the fuzzer's seed
 * corpus (DIR/corpus-<loader>/seed-N; tests/fuzz holds the committed one).
 *
 * Every registered game has its own seeds too (<game>-<variant> and a
 * "-cut" twin in corpus-game-record, -table-game, -table-stats and
 * -lobby-prefs), made from records that parlour-cli plays: remake them
 * with tests/fuzz/make_game_seeds.sh, which runs this test with
 * PARLOUR_FUZZ_GAME_RECORDS=<the records> as well (WriteGameSeeds).
 * test_corpus_covers_every_game fails while some game lacks them.
 */
static char sText[TEXT_MAX];

static void PlaySome(PatienceGame *g, uint64_t seed, int placements)
{
    Patience_NewGame(g, (PatienceVariant){PATIENCE_LAYOUT_FREE, PATIENCE_TABLE_ENGLISH}, seed);
    for (int i = 0; i < placements && !Patience_IsComplete(g); i++) {
        uint8_t cells[PATIENCE_CELLS];
        int n = Patience_LegalCells(g, cells);
        assert_true(n > 0);
        int cell = cells[(seed + (uint64_t)i * 7) % (uint64_t)n];
        assert_int_equal(Patience_Place(g, Patience_CellRow(cell), Patience_CellCol(cell)), PATIENCE_OK);
    }
}

/* Writes the k-th example of a loader into sText; returns its length. */
static size_t Example(FuzzLoader loader, int k)
{
    size_t len = 0;
    switch (loader) {
    case FUZZ_SETTINGS: {
        Settings s = Settings_Defaults();
        s.fullscreen = k % 2 == 1;
        s.musicVolume = 10 * k;
        s.cardBack = k % 4;
        s.promptStyle = (PromptStyle)(k % PROMPT_STYLE_COUNT);
        len = Settings_Format(&s, sText, sizeof sText);
        break;
    }
    case FUZZ_TABLE_GAME: {
        GameRecord rec;
        GameRecord_Init(&rec, &Bezique_Rules, k % 2, 10 + (uint64_t)k);
        GameState *st = Game_NewState(&Bezique_Rules);
        assert_int_equal(Bezique_Rules.init(st, k % 2, 10 + (uint64_t)k), GAME_OK);
        Rng rng = Rng_Make(99 + (uint64_t)k);
        assert_true(Game_PlayRandom(&Bezique_Rules, st, &rec, &rng, 20 * k) >= 0);
        GameSeating seating = Seating_OneAgainst(2, (GameAiLevel)(k % GAME_AI_LEVEL_COUNT));
        if (k == 3) {
            seating.seat[1] = (GameSeat){SEAT_PERSON, GAME_AI_MEDIUM};
        }
        len = TableStore_FormatGame(&rec, &seating, k == 3 ? 1 : 0, k, true, sText, sizeof sText);
        GameRecord_Free(&rec);
        free(st);
        break;
    }
    case FUZZ_TABLE_STATS: {
        TableRecord rows[EXAMPLES];
        TableStats stats;
        memset(&stats, 0, sizeof stats);
        stats.rows = rows;
        stats.capacity = EXAMPLES;
        for (int i = 0; i <= k; i++) {
            TableRecord *r = &stats.rows[stats.count++];
            r->variant = i % 2;
            r->seating = Seating_OneAgainst(2, (GameAiLevel)(i % GAME_AI_LEVEL_COUNT));
            if (i == 3) {
                r->seating.seat[1] = (GameSeat){SEAT_PERSON, GAME_AI_MEDIUM};
            }
            r->games = 3 + i;
            r->wins[0] = 2;
            r->wins[1] = 1 + i;
            r->points[0] = 4100 * (i + 1);
            r->points[1] = i == 2 ? -150 : 2300; /* a side may end below zero (Five Hundred's) */
        }
        for (int i = 0; i < k; i++) {
            stats.counted[stats.countedCount++] = 0x9E3779B97F4A7C15ULL * (uint64_t)(i + 1); /* games counted */
        }
        len = TableStore_FormatStats(&Bezique_Rules, &stats, sText, sizeof sText);
        break;
    }
    case FUZZ_LOBBY_PREFS: {
        TableLobbyPrefs prefs;
        memset(&prefs, 0, sizeof prefs);
        prefs.variant = k % 2;
        for (int v = 0; v < 2; v++) {
            prefs.seating[v] = Seating_OneAgainst(2, (GameAiLevel)((k + v) % GAME_AI_LEVEL_COUNT));
        }
        len = TableLobbyPrefs_Format(&Bezique_TableGame, &prefs, sText, sizeof sText);
        break;
    }
    case FUZZ_PATIENCE_GAME: {
        PatienceGame g;
        PlaySome(&g, 5 + (uint64_t)k, 6 * k);
        len = PatienceStore_FormatGame(&g, k, k / 2, sText, sizeof sText);
        break;
    }
    case FUZZ_PATIENCE_STATS: {
        static PatienceStats stats;
        PatienceStats_Clear(&stats);
        for (int i = 0; i <= k; i++) {
            PatienceGame g;
            PlaySome(&g, 40 + (uint64_t)i, PATIENCE_CELLS);
            assert_true(PatienceStats_Record(&stats, &g, i % 2));
            if (i > 0) {
                PatienceStats_MarkCounted(&stats, PatienceStats_GameKey(&g, i % 2, 0)); /* games counted */
            }
        }
        len = PatienceStats_Serialise(&stats, sText, sizeof sText);
        break;
    }
    case FUZZ_CHALLENGE_RECORDS: {
        static PatienceChallengeRecords r;
        assert_true(PatienceChallengeRecords_Parse("", &r, NULL, 0) || true);
        memset(&r, 0, sizeof r);
        PatienceChallenge book = PatienceChallenge_Book();
        for (int i = 0; i < k; i++) {
            PatienceChallengeRecords_AddSerpent(&r, &book, 70 + i, 81);
            PatienceDailyResult d = {20000 + i, i % 2 == 1, 60 + i, 0};
            PatienceChallengeRecords_AddDaily(&r, d);
        }
        len = PatienceChallengeRecords_Serialise(&r, sText, sizeof sText);
        break;
    }
    case FUZZ_MULTI_RECORDS: {
        static PmRecords r;
        PatienceMultiRecords_Clear(&r);
        const char *names[3] = {"Ada", "Ben", "Clara"};
        for (int i = 0; i < k; i++) {
            int scores[3] = {60 + i, 70 - i, 65};
            PatienceMultiRecords_Add(&r, names, scores, 3);
        }
        len = PatienceMultiRecords_Serialise(&r, sText, sizeof sText);
        break;
    }
    case FUZZ_MULTI_GAME: {
        static PmSavedGame g;
        memset(&g, 0, sizeof g);
        g.setup.mode = k % 2 == 0 ? PM_SPLIT : PM_PASS;
        g.setup.variant = (PatienceVariant){PATIENCE_LAYOUT_FREE, PATIENCE_TABLE_ENGLISH};
        g.setup.count = 2 + k % 3;
        g.seed = 7 + (uint64_t)k;
        for (int p = 0; p < g.setup.count; p++) {
            snprintf(g.setup.seats[p].name, PM_NAME_MAX, "Player %d", p + 1);
            g.setup.seats[p].colour = p;
            g.setup.seats[p].pad = g.setup.mode == PM_SPLIT ? p - 1 : PM_KEYBOARD;
            Patience_NewGame(&g.games[p], g.setup.variant, g.seed);
        }
        /* Split screen: everyone lays the same number of cards. Pass and play: the first player's turn. */
        for (int i = 0; i < k; i++) {
            for (int p = 0; p < (g.setup.mode == PM_SPLIT ? g.setup.count : 1); p++) {
                uint8_t cells[PATIENCE_CELLS];
                int n = Patience_LegalCells(&g.games[p], cells);
                int cell = cells[(p + i) % n];
                Patience_Place(&g.games[p], Patience_CellRow(cell), Patience_CellCol(cell));
            }
        }
        len = PatienceMultiGame_Serialise(&g, sText, sizeof sText);
        break;
    }
    case FUZZ_GAME_RECORD: {
        GameRecord rec;
        GameRecord_Init(&rec, &Bezique_Rules, k % 2, 30 + (uint64_t)k);
        GameState *st = Game_NewState(&Bezique_Rules);
        assert_int_equal(Bezique_Rules.init(st, k % 2, 30 + (uint64_t)k), GAME_OK);
        Rng rng = Rng_Make(7 + (uint64_t)k);
        assert_true(Game_PlayRandom(&Bezique_Rules, st, &rec, &rng, 40 * k) >= 0);
        len = GameRecord_Save(&rec, sText, sizeof sText);
        GameRecord_Free(&rec);
        free(st);
        break;
    }
    case FUZZ_PIQUET_GAME: {
        /* A partie of each form, a few dozen random moves in (k = 3: two people at the table, the second viewing). */
        int variant = k % PIQUET_VARIANT_COUNT;
        GameRecord rec;
        GameRecord_Init(&rec, &Piquet_Rules, variant, 40 + (uint64_t)k);
        GameState *st = Game_NewState(&Piquet_Rules);
        assert_int_equal(Piquet_Rules.init(st, variant, 40 + (uint64_t)k), GAME_OK);
        Rng rng = Rng_Make(5 + (uint64_t)k);
        assert_true(Game_PlayRandom(&Piquet_Rules, st, &rec, &rng, 30 * k) >= 0);
        GameSeating seating = Seating_OneAgainst(2, (GameAiLevel)(k % GAME_AI_LEVEL_COUNT));
        if (k == 3) {
            seating.seat[1] = (GameSeat){SEAT_PERSON, GAME_AI_MEDIUM};
        }
        len = TableStore_FormatGame(&rec, &seating, k == 3 ? 1 : 0, k, k % 2 == 0, sText, sizeof sText);
        GameRecord_Free(&rec);
        free(st);
        break;
    }
    default: break;
    }
    assert_true(len > 0 && len < sizeof sText);
    return len;
}

static void WriteCorpusFile(const char *dir, FuzzLoader loader, const char *name, const char *text, size_t len)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/corpus-%s", dir, FuzzLoader_Name(loader));
    mkdir(path, 0755);
    snprintf(path, sizeof path, "%s/corpus-%s/%s", dir, FuzzLoader_Name(loader), name);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(text, 1, len, f), len);
    fclose(f);
}

static void WriteSeed(const char *dir, FuzzLoader loader, int k, size_t len)
{
    char name[32];
    snprintf(name, sizeof name, "seed-%d", k);
    WriteCorpusFile(dir, loader, name, sText, len);
}

/* ---- every registered game's seeds ---- */

#define GAME_SEED_MAX 4096 /* a record's seed: the whole game if it fits, else its first lines (a game in progress) */

/* The targets that read a file belonging to one game, and the line each "-cut" seed ends in the middle of. */
static const struct {
    FuzzLoader loader;
    const char *cutLine;
} kGameTargets[] = {
    {FUZZ_GAME_RECORD, "action "},
    {FUZZ_TABLE_GAME, "action "},
    {FUZZ_TABLE_STATS, "stats "},
    {FUZZ_LOBBY_PREFS, "seats."},
};
enum {
    GAME_TARGET_COUNT = (int)(sizeof kGameTargets / sizeof kGameTargets[0])
};

/* Where a copy of text is cut: in the last line starting with keyword, before its last character; 0 if none. */
static size_t CutPoint(const char *text, size_t len, const char *keyword)
{
    size_t k = strlen(keyword);
    size_t best = 0;
    for (size_t at = 0; at < len; at++) {
        if ((at == 0 || text[at - 1] == '\n') && len - at > k && strncmp(text + at, keyword, k) == 0) {
            const char *end = memchr(text + at, '\n', len - at);
            size_t lineLen = end != NULL ? (size_t)(end - (text + at)) : len - at;
            if (lineLen > k + 1) {
                best = at + lineLen - 1; /* "action play 10" of "action play 10C": nearly a move, but not one */
            }
        }
    }
    return best;
}

static void WriteWholeAndCut(const char *dir, FuzzLoader loader, const char *name, const char *keyword,
                             const char *text, size_t len)
{
    int accepted = 0;
    const char *broken = FuzzLoader_Check(loader, (const uint8_t *)text, len, &accepted);
    if (broken != NULL || !accepted) {
        fail_msg("%s seed %s: %s\n%s", FuzzLoader_Name(loader), name, broken != NULL ? broken : "refused", text);
    }
    WriteCorpusFile(dir, loader, name, text, len);
    size_t cut = CutPoint(text, len, keyword);
    if (cut == 0) {
        fail_msg("%s seed %s has no \"%s\" line to cut", FuzzLoader_Name(loader), name, keyword);
    }
    char cutName[160];
    snprintf(cutName, sizeof cutName, "%s-cut", name);
    WriteCorpusFile(dir, loader, cutName, text, cut);
}

/* Who sits at a game's table in its seeds: one person against the computer, or (odd variants) two people. */
static GameSeating SeedSeating(const GameRules *rules, int variant)
{
    int seats = Game_SeatsIn(rules, variant);
    GameSeating seating = Seating_OneAgainst(seats, (GameAiLevel)(variant % GAME_AI_LEVEL_COUNT));
    if (variant % 2 == 1) {
        seating.seat[seats > 2 ? 2 : 1] = (GameSeat){SEAT_PERSON, GAME_AI_MEDIUM};
    }
    return seating;
}

/*
 * From records that parlour-cli played (records/<game>-<variant>.txt, see
 * tests/fuzz/make_game_seeds.sh), each game's seeds through the functions
 * the game saves with: the record, the table's save of it, statistics of
 * every variant, and the lobby's choices; each whole and cut mid-line.
 */
static void WriteGameSeeds(const char *dir, const char *records)
{
    static char full[1024 * 1024];
    static char text[TEXT_MAX];
    static TableStats stats;
    static TableRecord rows[64]; /* two a variant: room for every game's */
    for (int g = 0; g < Game_Count(); g++) {
        const GameRules *rules = Game_At(g);
        memset(&stats, 0, sizeof stats);
        stats.rows = rows;
        stats.capacity = (int)(sizeof rows / sizeof rows[0]);
        for (int v = 0; v < rules->variantCount; v++) {
            char name[128], path[1200];
            snprintf(name, sizeof name, "%s-%s", rules->name, rules->variantName(v));
            snprintf(path, sizeof path, "%s/%s.txt", records, name);
            FILE *f = fopen(path, "rb");
            if (f == NULL) {
                fail_msg("no record of %s at %s: tests/fuzz/make_game_seeds.sh plays one game of every variant", name,
                         path);
            }
            size_t n = fread(full, 1, sizeof full - 1, f);
            fclose(f);
            full[n] = '\0';
            /* Whole lines up to GAME_SEED_MAX: a record the game itself would write at that point. */
            size_t len = 0;
            for (const char *line = full; *line != '\0';) {
                const char *end = strchr(line, '\n');
                size_t next = (size_t)((end != NULL ? end + 1 : line + strlen(line)) - full);
                if (next > GAME_SEED_MAX) {
                    break;
                }
                len = next;
                line = full + next;
            }
            memcpy(text, full, len);
            text[len] = '\0';
            GameRecord rec;
            GameError err;
            if (!GameRecord_Load(text, rules, &rec, NULL, &err) || rec.variant != v) {
                fail_msg("%s: not a record of %s (%s)", path, name, err.message);
            }
            WriteWholeAndCut(dir, FUZZ_GAME_RECORD, name, "action ", text, len);

            GameSeating seating = SeedSeating(rules, v);
            size_t saved = TableStore_FormatGame(&rec, &seating, Seating_FirstPerson(&seating), v, v % 2 == 0, sText,
                                                 sizeof sText);
            GameRecord_Free(&rec);
            WriteWholeAndCut(dir, FUZZ_TABLE_GAME, name, "action ", sText, saved);

            /* Two rows a variant: the seeds' seating, and another (everyone a person, or one against strong). */
            GameSeating other = Seating_OneAgainst(seating.count, GAME_AI_STRONG);
            for (int seat = 0; Seating_People(&seating) == 1 && seat < other.count; seat++) {
                other.seat[seat] = (GameSeat){SEAT_PERSON, GAME_AI_MEDIUM};
            }
            for (int row = 0; row < 2; row++) {
                TableRecord *r = &stats.rows[stats.count++];
                r->variant = v;
                r->seating = row == 0 ? seating : other;
                r->games = 7 + v + row;
                for (int side = 0; side < Game_SideCount(rules, v); side++) {
                    r->wins[side] = side < 2 ? 3 - side : 0;
                    r->points[side] = 1000 * (v + 1) + 250 * side + row;
                }
            }
        }
        size_t len = TableStore_FormatStats(rules, &stats, sText, sizeof sText);
        WriteWholeAndCut(dir, FUZZ_TABLE_STATS, rules->name, "stats ", sText, len);

        const TableGame *game = TableGames_Find(rules->name);
        if (game == NULL) {
            fail_msg("%s has no table at the lobby to write its lobby file for", rules->title);
        }
        TableLobbyPrefs prefs;
        memset(&prefs, 0, sizeof prefs);
        prefs.variant = rules->variantCount - 1;
        for (int v = 0; v < rules->variantCount && v < 8; v++) {
            prefs.seating[v] = SeedSeating(rules, v);
        }
        for (int i = 0; i < game->optionCount && i < TABLE_MAX_OPTIONS; i++) {
            prefs.option[i] = !game->options[i].byDefault;
        }
        len = TableLobbyPrefs_Format(game, &prefs, sText, sizeof sText);
        WriteWholeAndCut(dir, FUZZ_LOBBY_PREFS, rules->name, "seats.", sText, len);
    }
}

static void test_examples_are_accepted_and_round_trip(void **state)
{
    (void)state;
    const char *seeds = getenv("PARLOUR_FUZZ_WRITE_SEEDS");
    for (int l = 0; l < FUZZ_LOADER_COUNT; l++) {
        for (int k = 0; k < EXAMPLES; k++) {
            size_t len = Example((FuzzLoader)l, k);
            int accepted = 0;
            const char *broken = FuzzLoader_Check((FuzzLoader)l, (const uint8_t *)sText, len, &accepted);
            if (broken != NULL || !accepted) {
                fail_msg("%s example %d: %s\n%s", FuzzLoader_Name((FuzzLoader)l), k,
                         broken != NULL ? broken : "refused", sText);
            }
            if (seeds != NULL) {
                WriteSeed(seeds, (FuzzLoader)l, k, len);
            }
        }
    }
    const char *records = getenv("PARLOUR_FUZZ_GAME_RECORDS");
    if (seeds != NULL && records != NULL) {
        WriteGameSeeds(seeds, records);
    }
}

/* Damaged copies of the examples: each cut short, and each with one byte changed, keeps every invariant. */
static void test_damaged_examples_keep_the_invariants(void **state)
{
    (void)state;
    static char copy[TEXT_MAX];
    for (int l = 0; l < FUZZ_LOADER_COUNT; l++) {
        size_t len = Example((FuzzLoader)l, EXAMPLES - 1);
        memcpy(copy, sText, len);
        for (size_t cut = 0; cut < len; cut += 1 + len / 97) {
            const char *broken = FuzzLoader_Check((FuzzLoader)l, (const uint8_t *)copy, cut, NULL);
            if (broken != NULL) {
                fail_msg("%s cut at %zu: %s", FuzzLoader_Name((FuzzLoader)l), cut, broken);
            }
        }
        static const char kBytes[] = {'0', '9', '-', ' ', '\n', 'x', '#', '=', '\0', (char)0xFF};
        for (size_t at = 0; at < len; at += 1 + len / 61) {
            for (size_t b = 0; b < sizeof kBytes; b++) {
                memcpy(copy, sText, len);
                copy[at] = kBytes[b];
                const char *broken = FuzzLoader_Check((FuzzLoader)l, (const uint8_t *)copy, len, NULL);
                if (broken != NULL) {
                    fail_msg("%s with byte %zu set to 0x%02x: %s", FuzzLoader_Name((FuzzLoader)l), at,
                             (unsigned char)kBytes[b], broken);
                }
            }
        }
    }
}

/* The committed seed corpus (and anything the fuzzer found and was kept there) still passes. */
static void test_corpus_keeps_the_invariants(void **state)
{
    (void)state;
    static char data[TEXT_MAX];
    int files = 0;
    for (int l = 0; l < FUZZ_LOADER_COUNT; l++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/corpus-%s", PARLOUR_FUZZ_DIR, FuzzLoader_Name((FuzzLoader)l));
        DIR *d = opendir(path);
        if (d == NULL) {
            fail_msg("no seed corpus at %s", path);
        }
        struct dirent *e;
        while ((e = readdir(d)) != NULL) {
            if (e->d_name[0] == '.') {
                continue;
            }
            char file[1400];
            snprintf(file, sizeof file, "%s/%s", path, e->d_name);
            FILE *f = fopen(file, "rb");
            assert_non_null(f);
            size_t n = fread(data, 1, sizeof data, f);
            fclose(f);
            int accepted = 0;
            const char *broken = FuzzLoader_Check((FuzzLoader)l, (const uint8_t *)data, n, &accepted);
            if (broken != NULL) {
                fail_msg("%s: %s", file, broken);
            }
            if (strncmp(e->d_name, "seed-", 5) == 0 && !accepted) {
                fail_msg("%s: a seed written by the game is refused", file);
            }
            files++;
        }
        closedir(d);
    }
    assert_true(files >= FUZZ_LOADER_COUNT * EXAMPLES);
}

/* ---- every registered game in the corpus ---- */

#define CORPUS_FILES_MAX 256

typedef struct CorpusFile {
    char name[256];
    char *text; /* NUL-terminated */
    size_t len;
} CorpusFile;

static int ReadCorpus(FuzzLoader loader, CorpusFile *files)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/corpus-%s", PARLOUR_FUZZ_DIR, FuzzLoader_Name(loader));
    DIR *d = opendir(path);
    if (d == NULL) {
        fail_msg("no seed corpus at %s", path);
    }
    int count = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL && count < CORPUS_FILES_MAX) {
        if (e->d_name[0] == '.') {
            continue;
        }
        char file[1400];
        snprintf(file, sizeof file, "%s/%s", path, e->d_name);
        FILE *f = fopen(file, "rb");
        assert_non_null(f);
        CorpusFile *c = &files[count++];
        snprintf(c->name, sizeof c->name, "%s", e->d_name);
        c->text = malloc(TEXT_MAX);
        assert_non_null(c->text);
        c->len = fread(c->text, 1, TEXT_MAX - 1, f);
        c->text[c->len] = '\0';
        fclose(f);
    }
    closedir(d);
    return count;
}

static void FreeCorpus(CorpusFile *files, int count)
{
    for (int i = 0; i < count; i++) {
        free(files[i].text);
    }
}

/*
 * The variants of rules that a corpus file holds as that game's file, as a
 * bit set (0: not a file of that game), after its fuzz target took it as
 * that game's: a record or save holds one variant, statistics and the
 * lobby's choices a line for each variant they name.
 */
static unsigned VariantsIn(FuzzLoader loader, const CorpusFile *c, const GameRules *rules)
{
    int accepted = 0;
    const char *broken = FuzzLoader_CheckGame(loader, (const uint8_t *)c->text, c->len, rules, &accepted);
    if (broken != NULL) {
        fail_msg("corpus-%s/%s: %s", FuzzLoader_Name(loader), c->name, broken);
    }
    if (!accepted) {
        return 0;
    }
    static char copy[TEXT_MAX];
    memcpy(copy, c->text, c->len + 1);
    unsigned variants = 0;
    char problem[256];
    switch (loader) {
    case FUZZ_GAME_RECORD: {
        GameRecord rec;
        GameError err;
        if (GameRecord_Load(copy, rules, &rec, NULL, &err)) {
            variants = 1u << rec.variant;
            GameRecord_Free(&rec);
        }
        break;
    }
    case FUZZ_TABLE_GAME: {
        TableSaved saved;
        if (TableStore_ParseGame(copy, rules, &saved, problem, sizeof problem)) {
            variants = 1u << saved.rec.variant;
            TableSaved_Free(&saved);
        }
        break;
    }
    case FUZZ_TABLE_STATS: {
        static TableStats stats;
        if (TableStore_ParseStats(copy, rules, &stats, problem, sizeof problem)) {
            for (int i = 0; i < stats.count; i++) {
                variants |= 1u << stats.rows[i].variant;
            }
        }
        break;
    }
    case FUZZ_LOBBY_PREFS:
        for (int v = 0; v < rules->variantCount; v++) {
            char line[64];
            snprintf(line, sizeof line, "\nseats.%s = ", rules->variantName(v));
            variants |= strstr(c->text, line) != NULL ? 1u << v : 0;
        }
        break;
    default: break;
    }
    return variants;
}

/* Whether cut is a whole file of the game cut short in the middle of a line that starts with keyword. */
static bool IsCutOf(const CorpusFile *cut, const CorpusFile *whole, const char *keyword)
{
    if (cut->len == 0 || cut->len >= whole->len || memcmp(cut->text, whole->text, cut->len) != 0 ||
        cut->text[cut->len - 1] == '\n' || whole->text[cut->len] == '\n') {
        return false;
    }
    const char *line = cut->text + cut->len;
    while (line > cut->text && line[-1] != '\n') {
        line--;
    }
    return strncmp(line, keyword, strlen(keyword)) == 0 && strlen(line) > strlen(keyword);
}

/*
 * Every registered game reaches every loader of a file of its own: each
 * target's corpus holds, for every game (Game_Count, Game_At), files its
 * fuzz target accepts as that game's covering all of its variants, and one
 * of them cut in the middle of a line (an action, a statistics line, a
 * seating), so the fuzzer starts inside every game's loader and its
 * refusals. Remake them with tests/fuzz/make_game_seeds.sh.
 */
static void test_corpus_covers_every_game(void **state)
{
    (void)state;
    static CorpusFile files[CORPUS_FILES_MAX];
    static unsigned variants[CORPUS_FILES_MAX];
    int missing = 0;
    for (int t = 0; t < GAME_TARGET_COUNT; t++) {
        FuzzLoader loader = kGameTargets[t].loader;
        int count = ReadCorpus(loader, files);
        for (int g = 0; g < Game_Count(); g++) {
            const GameRules *rules = Game_At(g);
            unsigned all = 0;
            for (int i = 0; i < count; i++) {
                variants[i] = VariantsIn(loader, &files[i], rules);
                all |= variants[i];
            }
            for (int v = 0; v < rules->variantCount; v++) {
                if ((all & (1u << v)) == 0) {
                    print_error("corpus-%s has no file of %s (%s) that its fuzz target accepts\n",
                                FuzzLoader_Name(loader), rules->title, rules->variantName(v));
                    missing++;
                }
            }
            bool cut = false;
            for (int i = 0; i < count && !cut; i++) {
                for (int w = 0; w < count && !cut; w++) {
                    cut = variants[w] != 0 && IsCutOf(&files[i], &files[w], kGameTargets[t].cutLine);
                }
            }
            if (!cut) {
                print_error("corpus-%s has no file of %s cut in the middle of a \"%s\" line\n", FuzzLoader_Name(loader),
                            rules->title, kGameTargets[t].cutLine);
                missing++;
            }
        }
        FreeCorpus(files, count);
    }
    if (missing > 0) {
        fail_msg("%d of the games' seeds are missing from the fuzz corpus: run tests/fuzz/make_game_seeds.sh", missing);
    }
}

/* Damaged copies of every game's seeds (not only Bezique's): each cut short, and with bytes changed. */
static void test_every_games_damaged_seeds_keep_the_invariants(void **state)
{
    (void)state;
    static CorpusFile files[CORPUS_FILES_MAX];
    static char copy[TEXT_MAX];
    static const char kBytes[] = {'0', '9', '-', ' ', '\n', 'x', '\0', (char)0xFF};
    int damaged = 0;
    for (int t = 0; t < GAME_TARGET_COUNT; t++) {
        FuzzLoader loader = kGameTargets[t].loader;
        int count = ReadCorpus(loader, files);
        for (int i = 0; i < count; i++) {
            const CorpusFile *c = &files[i];
            size_t len = c->len;
            if (strncmp(c->name, "seed-", 5) == 0 || len < 2 || c->text[len - 1] != '\n') {
                continue; /* the Bezique examples are damaged above; cut files are cut already */
            }
            for (size_t at = 0; at < len; at += 1 + len / 97) {
                const char *broken = FuzzLoader_Check(loader, (const uint8_t *)c->text, at, NULL);
                if (broken != NULL) {
                    fail_msg("corpus-%s/%s cut at %zu: %s", FuzzLoader_Name(loader), c->name, at, broken);
                }
                for (size_t b = 0; b < sizeof kBytes; b++) {
                    memcpy(copy, c->text, len);
                    copy[at] = kBytes[b];
                    broken = FuzzLoader_Check(loader, (const uint8_t *)copy, len, NULL);
                    if (broken != NULL) {
                        fail_msg("corpus-%s/%s with byte %zu set to 0x%02x: %s", FuzzLoader_Name(loader), c->name, at,
                                 (unsigned char)kBytes[b], broken);
                    }
                }
                damaged++;
            }
        }
        FreeCorpus(files, count);
    }
    assert_true(damaged > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_examples_are_accepted_and_round_trip),
        cmocka_unit_test(test_damaged_examples_keep_the_invariants),
        cmocka_unit_test(test_corpus_keeps_the_invariants),
        cmocka_unit_test(test_corpus_covers_every_game),
        cmocka_unit_test(test_every_games_damaged_seeds_keep_the_invariants),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
