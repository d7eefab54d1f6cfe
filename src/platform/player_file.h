/* player_file.h: the player's own files (saves, statistics, records): a file that cannot be read is set aside, and the player told. */
#ifndef PARLOUR_PLATFORM_PLAYER_FILE_H
#define PARLOUR_PLATFORM_PLAYER_FILE_H

#include "log.h"

#include <stddef.h>

/* Formats into message, which may be NULL (then nothing is written): the stores' messages are optional. */
void PlayerFile_Say(char *message, size_t size, const char *fmt, ...) PARLOUR_PRINTF(3, 4);

/*
 * Moves a file that could not be read aside (AtomicFile_SetAside: "<name>.corrupt-N") and tells the player in
 * one message which file (`what`, e.g. "Your Poker Patience statistics"), why (`problem`), where the old one is
 * now, and what happens next (`then`, e.g. "the records start afresh."). When the file cannot even be moved,
 * says so too, since the next save would otherwise overwrite it without the player knowing. Also logged.
 */
void PlayerFile_SetAside(const char *path, const char *what, const char *problem, const char *then, char *message,
                         size_t size);

#endif
