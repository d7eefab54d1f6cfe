/* patience_stats.h: Poker Patience statistics per layout and table, and their text form. */
#ifndef PARLOUR_CORE_PATIENCE_STATS_H
#define PARLOUR_CORE_PATIENCE_STATS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "patience.h"
#include "text_out.h"

/*
 * Each (layout, table) pair keeps its own record: the book's game, the free
 * square and the serpent are different games, and the American table's
 * points are not comparable with the English ones. Only complete layouts
 * are recorded.
 *
 * The histogram has PATIENCE_STATS_BUCKETS buckets of PatienceStats_BucketWidth
 * points (10 English, 25 American); the last one also holds everything above.
 */
#define PATIENCE_STATS_BUCKETS 21

typedef struct PatienceRecord {
    uint32_t games;
    uint64_t totalScore;
    int32_t best;      /* meaningful when games > 0 */
    uint64_t bestSeed; /* the seed of the best game (0: an explicit deal) */
    uint32_t undos;    /* placements taken back, over all games */
    uint32_t gamesWithUndo;
    uint32_t hints; /* the engine's hints asked for, over all games */
    uint32_t gamesWithHint;
    uint32_t histogram[PATIENCE_STATS_BUCKETS];
    uint32_t hands[POKER_CLASS_COUNT]; /* lines made of each class, as the table names them */
} PatienceRecord;

/*
 * The keys (PatienceStats_GameKey) of the last games counted, written with
 * the counts in one atomic write, so that a finished save found again (the
 * program stopped after counting it, before its save was removed) is
 * recognised and not counted twice.
 */
#define PATIENCE_STATS_COUNTED_MAX 8

typedef struct PatienceStats {
    PatienceRecord records[PATIENCE_LAYOUT_COUNT][PATIENCE_TABLE_COUNT];
    int countedCount;
    uint64_t counted[PATIENCE_STATS_COUNTED_MAX]; /* the oldest first */
} PatienceStats;

void PatienceStats_Clear(PatienceStats *stats);
const PatienceRecord *PatienceStats_Get(const PatienceStats *stats, PatienceVariant variant);
int PatienceStats_BucketWidth(PatienceTable table);
int PatienceStats_Bucket(PatienceTable table, int score);

/* What identifies a game: its variant, seed, deal and placements, and the undos and hints; never 0. */
uint64_t PatienceStats_GameKey(const PatienceGame *game, int undosUsed, int hintsUsed);
/* Whether a game's key is among the counted; and noting it there (the oldest goes when the list is full). */
bool PatienceStats_WasCounted(const PatienceStats *stats, uint64_t key);
void PatienceStats_MarkCounted(PatienceStats *stats, uint64_t key);

/* Records a complete game; false (and nothing recorded) if the game is not complete. */
bool PatienceStats_Record(PatienceStats *stats, const PatienceGame *game, int undosUsed);
/* The same, with the hints the player asked for. */
bool PatienceStats_RecordWithHints(PatienceStats *stats, const PatienceGame *game, int undosUsed, int hintsUsed);

/*
 * Text form, one fact per line, the pair named on each line:
 *
 *     parlour-patience-stats 1
 *     hoyle english games 12
 *     hoyle english total 1034
 *     hoyle english best 98 1234            (score, seed)
 *     hoyle english undos 3 2               (placements undone, games with an undo)
 *     hoyle english hints 5 1               (hints asked for, games with a hint; optional,
 *                                            absent from files older than the hints: 0 0)
 *     hoyle english histogram 0 0 1 ...     (21 counts)
 *     hoyle english hands 40 51 ...         (10 counts in PokerClass order, nothing first)
 *     counted 9f3c0a1b2c3d4e5f              (a game counted: 16 hex digits; at most 8 such lines)
 *
 * Pairs with no games are not written. Serialise returns the length the
 * whole text needs (like snprintf); PATIENCE_STATS_TEXT_MAX is always enough.
 */
#define PATIENCE_STATS_TEXT_MAX 8192
size_t PatienceStats_Serialise(const PatienceStats *stats, char *buf, size_t size);

typedef struct PatienceStatsError {
    int line; /* 1-based; 0 when the fault is not on one line */
    char message[TEXT_MESSAGE_MAX];
} PatienceStatsError;

/* Parses the text form; on failure returns false, leaves stats untouched and says where in err (may be NULL). */
bool PatienceStats_Parse(const char *text, PatienceStats *stats, PatienceStatsError *err);

#endif
