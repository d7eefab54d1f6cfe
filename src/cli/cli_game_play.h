/* cli_game_play.h: what the card games' commands share around a recorded game: loading and replaying a save, writing one. */
#ifndef PARLOUR_CLI_CLI_GAME_PLAY_H
#define PARLOUR_CLI_CLI_GAME_PLAY_H

#include <stdbool.h>

#include "game/game.h"

/*
 * Reads the save at path and replays it into rec (GameRecord_Free it); any
 * game's save is taken. On failure, one line on stderr names the file and
 * what is wrong with it (with the line at fault), and false.
 */
bool CliGame_LoadRecord(const char *command, const char *path, GameRecord *rec);

/*
 * `parlour-cli GAME replay FILE` (argv[1] is "replay"): loads the save,
 * refuses another game's, and prints it with print(rec). An exit status.
 */
int CliGame_Replay(const char *command, const GameRules *rules, int argc, char **argv,
                   int (*print)(const GameRecord *rec));

/* Writes the record as a save text to stdout (what --save prints); an exit status. */
int CliGame_WriteSave(const GameRecord *rec);

#endif
