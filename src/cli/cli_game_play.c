/* cli_game_play.c: loading and replaying a saved game, and writing one out, for every card game's command. */
#include "cli_game_play.h"

#include "cli.h"

#include <stdio.h>
#include <stdlib.h>

enum {
    SAVE_TEXT_MAX = 1024 * 1024 /* far above any save: a rubber of Bridge writes about 13 KB */
};

bool CliGame_LoadRecord(const char *command, const char *path, GameRecord *rec)
{
    static char text[SAVE_TEXT_MAX];
    if (!Cli_ReadTextFile(command, path, text, sizeof text)) {
        return false;
    }
    GameError err;
    if (!GameRecord_Load(text, NULL, rec, NULL, &err)) {
        fprintf(stderr, "parlour-cli %s: %s: %s\n", command, path, err.message);
        return false;
    }
    return true;
}

int CliGame_Replay(const char *command, const GameRules *rules, int argc, char **argv,
                   int (*print)(const GameRecord *rec))
{
    if (argc != 3) {
        return Cli_UsageError(command, "replay needs exactly one FILE");
    }
    GameRecord rec;
    if (!CliGame_LoadRecord(command, argv[2], &rec)) {
        return CLI_EXIT_FAILURE;
    }
    if (rec.rules != rules) {
        fprintf(stderr, "parlour-cli %s: %s: a game of %s, not %s\n", command, argv[2], rec.rules->name, rules->title);
        GameRecord_Free(&rec);
        return CLI_EXIT_FAILURE;
    }
    int status = print(&rec);
    GameRecord_Free(&rec);
    return status;
}

int CliGame_WriteSave(const GameRecord *rec)
{
    size_t need = GameRecord_Save(rec, NULL, 0);
    char *text = malloc(need + 1);
    if (text == NULL) {
        return CLI_EXIT_FAILURE;
    }
    GameRecord_Save(rec, text, need + 1);
    fputs(text, stdout);
    free(text);
    return CLI_EXIT_OK;
}
