/* host_save.h: a room's tables kept in a folder of their own after every change, and resumed from it after a crash. */
#ifndef PARLOUR_HOST_HOST_SAVE_H
#define PARLOUR_HOST_HOST_SAVE_H

#include "host_room.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * Each table is one file, CODE.table, in the host's folder:
 *
 *     parlour-table 1
 *     code K7QX2M
 *     seating person strong
 *     seat 0 3f9a...e1 away Ada Lovelace      (token or -, presence, name to the end)
 *     seat 1 - here
 *     parlour-game 1                          (the record: game.h's save text, to the end)
 *     game piquet
 *     ...
 *
 * The file holds the seats' tokens, which are the links' secrets, so it is
 * written with the rights of a private file (0600) in a folder of 0700,
 * never logged. The record, not the state, is kept: reading it replays every
 * action with the rules, so a file that was tampered with is refused at the
 * line at fault.
 */

#define HOST_SAVE_SUFFIX ".table"

/* The table's text (malloc'd; NULL when memory runs out). */
char *HostSave_Text(const HostTable *t);
/* A table from its text (not yet in a room; HostTable_Delete it), or NULL with problem (a sentence). */
HostTable *HostSave_Parse(const char *text, char *problem, size_t size);

/* Makes the folder (0700) if it is missing; false with problem if it cannot, or if a file is in its place. */
bool HostSave_Folder(const char *dir, char *problem, size_t size);
/*
 * Adds every table saved in dir to room, each as it was after its last
 * saved change: every person who was there is now away (the same links
 * rejoin). Returns how many, or -1 with problem naming the file at fault
 * (nothing is added then: a room is resumed whole or not at all).
 */
int HostSave_LoadRoom(const char *dir, HostRoom *room, char *problem, size_t size);

/*
 * The writer: a thread that writes the tables' texts as they are put, so
 * the host's loop never waits for the disk. Texts put while it writes are
 * grouped into its next write: only the newest text of each table is
 * written (a table that changed three times meanwhile is written once), and
 * the whole group with one flush of the disk (AtomicFile_WriteGroup). A
 * write that fails is tried again a second later, newest text first, and
 * said once on stderr, so nothing is dropped.
 */
typedef struct HostSaver HostSaver;

/* wake(ctx) is called from the writer's thread after each group is on the disk (HostServer_Wake). */
HostSaver *HostSaver_Start(const char *dir, void (*wake)(void *ctx), void *ctx, char *problem, size_t size);
/* Hands the writer text (which it frees), the table's text after its change number change. False if out of memory. */
bool HostSaver_Put(HostSaver *s, HostTable *table, uint64_t change, char *text);

typedef struct HostSaved {
    HostTable *table;
    uint64_t change; /* the change number now on the disk */
} HostSaved;
/* What is on the disk since the last call, up to max entries; the count. */
int HostSaver_Collect(HostSaver *s, HostSaved *out, int max);
/* Writes what waits, then stops the thread and frees the writer. */
void HostSaver_Stop(HostSaver *s);

#endif
