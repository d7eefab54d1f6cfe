/* patience_save.h: the text of Poker Patience saves and replays, and loading one by replaying it. */
#ifndef PARLOUR_CORE_PATIENCE_SAVE_H
#define PARLOUR_CORE_PATIENCE_SAVE_H

#include <stdbool.h>
#include <stddef.h>

#include "patience.h"
#include "text_out.h"

/*
 * Saves and replays: a self-contained text.
 *
 *     parlour-patience 1
 *     variant hoyle english
 *     seed 12345
 *     deal 6D 5S QC ... (the 25 cards in dealing order)
 *     moves 40 41 31 ... (cells row*9+col in order; may be empty)
 *
 * Blank lines and lines starting with '#' are ignored. On load a nonzero
 * seed must give the written deal (and a missing deal is taken from the
 * seed); every move is replayed through Patience_Place.
 */
#define PATIENCE_SAVE_MAX 512

typedef struct PatienceLoadError {
    int line; /* 1-based line of the fault, 0 if it concerns the whole text */
    char message[TEXT_MESSAGE_MAX];
} PatienceLoadError;

/* Writes the save text (NUL-terminated, truncated safely); returns the length the full text needs. */
size_t Patience_Save(const PatienceGame *game, char *buf, size_t size);
/* Parses and replays a save; on failure returns false, game is untouched and err (may be NULL) says where. */
bool Patience_Load(const char *text, PatienceGame *game, PatienceLoadError *err);

#endif
