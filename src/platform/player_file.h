/* player_file.h: the player's own files (saves, statistics, records), and what to do when one cannot be read. */
#ifndef PARLOUR_PLATFORM_PLAYER_FILE_H
#define PARLOUR_PLATFORM_PLAYER_FILE_H

#include "log.h"
#include "paths.h"

#include <stdbool.h>
#include <stddef.h>

/* Room for why a file could not be read ("line 12: ..."), a save's GameError among them (512 with its line). */
#define PLAYER_FILE_PROBLEM_MAX 640

/*
 * Room for any message about a player's file, whole: what the file is, its path and where it was kept (two paths
 * of at most PATHS_MAX and a ".corrupt-N"), why (PLAYER_FILE_PROBLEM_MAX) or the system's error, and what
 * happens next; twice that, for a file set aside and then not saved, told in one message. Every buffer such a
 * message passes through, up to the dialog or toast that shows it, is this size, so the player reads it to its end.
 */
#define PLAYER_MESSAGE_ONE (2 * (PATHS_MAX + 32) + PLAYER_FILE_PROBLEM_MAX + 512)
#define PLAYER_MESSAGE_MAX (2 * PLAYER_MESSAGE_ONE + 8)

/* What PlayerFile_Load found; each store maps it onto its own status. */
typedef enum PlayerFileStatus {
    PLAYER_FILE_OK,
    PLAYER_FILE_NONE,   /* no file */
    PLAYER_FILE_CORRUPT /* could not be read or parsed: set aside, and the message says where */
} PlayerFileStatus;

/*
 * Parses a file's text into out, or writes why not to problem (naming the line) and returns false. The text is
 * the loader's own copy, freed afterwards, so a parser may blank lines it has taken or cut the text up (strtok).
 */
typedef bool (*PlayerFileParse)(char *text, void *out, char *problem, size_t problemSize);

/*
 * A piece of a file quoted in a message: its first line, at most maxChars characters, ended with "..." when it
 * was longer, so the reader sees that it was shortened (buf needs maxChars * 4 + 4 bytes). Returns buf.
 */
const char *PlayerFile_Quote(const char *text, size_t maxChars, char *buf, size_t size);

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

/*
 * Reads fileName in the player's folder (Paths_User) and hands its text to parse. Clears message first. No file:
 * PLAYER_FILE_NONE. A file that cannot be read, or that parse refuses, is set aside with PlayerFile_SetAside
 * (what, then): PLAYER_FILE_CORRUPT. What out holds after a failure is up to parse.
 */
PlayerFileStatus PlayerFile_Load(const char *fileName, PlayerFileParse parse, void *out, const char *what,
                                 const char *then, char *message, size_t size);

/* Writes text atomically to fileName in the player's folder; on failure message says why, and it is logged. */
bool PlayerFile_Save(const char *fileName, const char *text, size_t len, char *message, size_t size);

/*
 * Removes fileName from the player's folder, durably (AtomicFile_Remove). A file already gone is fine; any other
 * failure is logged, naming `what` ("the finished game's save") when given, and returns false.
 */
bool PlayerFile_Remove(const char *fileName, const char *what);

/* Renames a file of the player's folder to another name there, never over an existing file; false with message. */
bool PlayerFile_Move(const char *fromName, const char *toName, char *message, size_t size);

/* Whether fileName is in the player's folder (readable or not). */
bool PlayerFile_Exists(const char *fileName);

#endif
