/* table_lobby_prefs.c: the lobby's remembered choices, an INI file per game read line by line by inih. */
#include "table_game.h"

#include "platform/paths.h"
#include "platform/player_file.h"

#include <ini.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * The file:
 *
 *     [lobby]
 *     variant = rubicon
 *     seats.rubicon = person strong
 *     seats.ordinary = person person
 *     review = off
 *     remote.rubicon = 1
 *     name.0 = Ada
 *     host.port = 8765
 *     host.address = cards.example.org
 *
 * (the last, one of the game's own options, on or off: Bridge's hand
 * review). A value that names no variant, seating or option of this game
 * is refused with its line, and the file is set aside like any other bad
 * player file.
 */

/* Every problem this file can have fits the set-aside message whole, a save's refusal too (table_store.c). */
_Static_assert(PLAYER_FILE_PROBLEM_MAX >= GAME_ERROR_MAX + 64, "a table file's problem must fit PlayerFile's");

typedef struct PrefsParse {
    const TableGame *game;
    TableLobbyPrefs *prefs;
    int badLine;
    char problem[PLAYER_FILE_PROBLEM_MAX];
} PrefsParse;

/* A value from the file, quoted in a message: at most 60 characters, and "..." says when there was more. */
#define QUOTE_MAX (60 * 4 + 4)
static const char *Quote(const char *text, char buf[QUOTE_MAX])
{
    return PlayerFile_Quote(text, 60, buf, QUOTE_MAX);
}

static int Handle(void *user, const char *section, const char *name, const char *value)
{
    PrefsParse *p = user;
    const GameRules *rules = p->game->rules;
    char q1[QUOTE_MAX], q2[QUOTE_MAX];
    if (strcmp(section, "lobby") != 0) {
        snprintf(p->problem, sizeof p->problem, "the section [%s] is not [lobby]", Quote(section, q1));
        return 0;
    }
    if (strcmp(name, "variant") == 0) {
        int v = Game_VariantFromName(rules, value);
        if (v < 0) {
            snprintf(p->problem, sizeof p->problem, "\"%s\" is not a variant of %s", Quote(value, q1), rules->title);
            return 0;
        }
        p->prefs->variant = v;
        return 1;
    }
    if (strncmp(name, "seats.", 6) == 0) {
        int v = Game_VariantFromName(rules, name + 6);
        if (v < 0 || v >= 8 || !Seating_Parse(value, Game_SeatsIn(rules, v), &p->prefs->seating[v])) {
            snprintf(p->problem, sizeof p->problem, "\"%s = %s\" is not a seating of %s", Quote(name, q1),
                     Quote(value, q2), rules->title);
            return 0;
        }
        return 1;
    }
    if (strncmp(name, "remote.", 7) == 0) {
        int v = Game_VariantFromName(rules, name + 7);
        bool remote[GAME_MAX_SEATS] = {false};
        const char *q = value;
        bool ok = v >= 0 && v < 8;
        while (ok && *q != '\0') {
            if (*q == ' ') {
                q++;
            } else if (*q >= '0' && *q <= '9' && (q[1] == ' ' || q[1] == '\0') && *q - '0' < Game_SeatsIn(rules, v)) {
                remote[*q - '0'] = true;
                q++;
            } else {
                ok = false;
            }
        }
        if (!ok) {
            snprintf(p->problem, sizeof p->problem, "\"%s = %s\" is not a list of seats of %s", Quote(name, q1),
                     Quote(value, q2), rules->title);
            return 0;
        }
        memcpy(p->prefs->remote[v], remote, sizeof remote);
        return 1;
    }
    if (strncmp(name, "name.", 5) == 0) {
        int seat = name[5] - '0';
        if (name[5] < '0' || seat >= GAME_MAX_SEATS || name[6] != '\0' || strlen(value) >= GAME_SEAT_NAME_MAX) {
            snprintf(p->problem, sizeof p->problem, "\"%s = %s\" is not a seat's name (at most %d characters)",
                     Quote(name, q1), Quote(value, q2), GAME_SEAT_NAME_MAX - 1);
            return 0;
        }
        snprintf(p->prefs->name[seat], sizeof p->prefs->name[seat], "%s", value);
        return 1;
    }
    if (strcmp(name, "host.port") == 0) {
        char *end = NULL;
        long port = strtol(value, &end, 10);
        if (end == value || *end != '\0' || port < 1 || port > 65535) {
            snprintf(p->problem, sizeof p->problem, "\"%s\" is not a port (1 to 65535)", Quote(value, q1));
            return 0;
        }
        p->prefs->hostPort = (int)port;
        return 1;
    }
    if (strcmp(name, "host.address") == 0) {
        if (strlen(value) >= TABLE_HOST_ADDRESS_MAX || strpbrk(value, " /#?@") != NULL) {
            snprintf(p->problem, sizeof p->problem, "\"%s\" is not an address for the links (a name or a number)",
                     Quote(value, q1));
            return 0;
        }
        snprintf(p->prefs->hostAddress, sizeof p->prefs->hostAddress, "%s", value);
        return 1;
    }
    for (int i = 0; i < p->game->optionCount && i < TABLE_MAX_OPTIONS; i++) {
        if (strcmp(name, p->game->options[i].key) == 0) {
            if (strcmp(value, "on") != 0 && strcmp(value, "off") != 0) {
                snprintf(p->problem, sizeof p->problem, "\"%s = %s\" is neither on nor off", Quote(name, q1),
                         Quote(value, q2));
                return 0;
            }
            p->prefs->option[i] = strcmp(value, "on") == 0;
            return 1;
        }
    }
    snprintf(p->problem, sizeof p->problem, "\"%s\" is not a setting of the lobby", Quote(name, q1));
    return 0;
}

bool TableLobbyPrefs_Parse(const char *text, const TableGame *game, TableLobbyPrefs *prefs, char *problem,
                           size_t size)
{
    PrefsParse parse = {game, prefs, 0, ""};
    PrefsParse *p = &parse;
    int line = ini_parse_string(text, Handle, p);
    if (line != 0) {
        if (p->problem[0] != '\0') {
            PlayerFile_Say(problem, size, "line %d: %s", line, p->problem);
        } else {
            PlayerFile_Say(problem, size, "line %d is not a line of an INI file (\"variant = ...\")", line);
        }
        return false;
    }
    return true;
}

typedef struct LoadParse {
    const TableGame *game;
    TableLobbyPrefs *prefs;
} LoadParse;

static bool Parse(char *text, void *out, char *problem, size_t size)
{
    LoadParse *p = out;
    return TableLobbyPrefs_Parse(text, p->game, p->prefs, problem, size);
}

void TableLobbyPrefs_Load(const TableGame *game, TableLobbyPrefs *prefs, char *message, size_t size)
{
    memset(prefs, 0, sizeof *prefs);
    for (int v = 0; v < game->rules->variantCount && v < 8; v++) {
        prefs->seating[v] = Seating_OneAgainst(Game_SeatsIn(game->rules, v), game->defaultLevel);
    }
    for (int i = 0; i < game->optionCount && i < TABLE_MAX_OPTIONS; i++) {
        prefs->option[i] = game->options[i].byDefault;
    }
    prefs->hostPort = TABLE_HOST_PORT;
    TableLobbyPrefs loaded = *prefs;
    LoadParse p = {game, &loaded};
    char what[96];
    snprintf(what, sizeof what, "Your %s lobby choices", game->rules->title);
    PlayerFileStatus status =
        PlayerFile_Load(game->lobbyFile, Parse, &p, what, "the lobby starts from its defaults.", message, size);
    if (status == PLAYER_FILE_OK) {
        *prefs = loaded;
    }
}

size_t TableLobbyPrefs_Format(const TableGame *game, const TableLobbyPrefs *prefs, char *text, size_t size)
{
    size_t len = (size_t)snprintf(text, size, "# %s: the lobby's last choices.\n[lobby]\nvariant = %s\n",
                                  game->rules->title, game->rules->variantName(prefs->variant));
    for (int v = 0; v < game->rules->variantCount && v < 8 && len < size; v++) {
        char seats[96];
        Seating_Format(&prefs->seating[v], seats, sizeof seats);
        len += (size_t)snprintf(text + len, size - len, "seats.%s = %s\n", game->rules->variantName(v), seats);
    }
    for (int i = 0; i < game->optionCount && i < TABLE_MAX_OPTIONS && len < size; i++) {
        len += (size_t)snprintf(text + len, size - len, "%s = %s\n", game->options[i].key,
                                prefs->option[i] ? "on" : "off");
    }
    for (int v = 0; v < game->rules->variantCount && v < 8 && len < size; v++) {
        if (!TableLobbyPrefs_Hosts(prefs, v)) {
            continue;
        }
        len += (size_t)snprintf(text + len, size - len, "remote.%s =", game->rules->variantName(v));
        for (int seat = 0; seat < GAME_MAX_SEATS && len < size; seat++) {
            if (prefs->remote[v][seat]) {
                len += (size_t)snprintf(text + len, size - len, " %d", seat);
            }
        }
        len += len < size ? (size_t)snprintf(text + len, size - len, "\n") : 0;
    }
    for (int seat = 0; seat < GAME_MAX_SEATS && len < size; seat++) {
        if (prefs->name[seat][0] != '\0') {
            len += (size_t)snprintf(text + len, size - len, "name.%d = %s\n", seat, prefs->name[seat]);
        }
    }
    if (len < size && prefs->hostPort > 0 && prefs->hostPort != TABLE_HOST_PORT) {
        len += (size_t)snprintf(text + len, size - len, "host.port = %d\n", prefs->hostPort);
    }
    if (len < size && prefs->hostAddress[0] != '\0') {
        len += (size_t)snprintf(text + len, size - len, "host.address = %s\n", prefs->hostAddress);
    }
    return len < size ? len : 0;
}

bool TableLobbyPrefs_Hosts(const TableLobbyPrefs *prefs, int variant)
{
    for (int seat = 0; variant >= 0 && variant < 8 && seat < GAME_MAX_SEATS; seat++) {
        if (prefs->remote[variant][seat] && prefs->seating[variant].seat[seat].kind == SEAT_PERSON) {
            return true;
        }
    }
    return false;
}

bool TableLobbyPrefs_Option(const TableGame *game, int option, char *message, size_t size)
{
    TableLobbyPrefs prefs;
    TableLobbyPrefs_Load(game, &prefs, message, size);
    return option >= 0 && option < TABLE_MAX_OPTIONS && prefs.option[option];
}

bool TableLobbyPrefs_Save(const TableGame *game, const TableLobbyPrefs *prefs, char *message, size_t size)
{
    char text[1024];
    size_t len = TableLobbyPrefs_Format(game, prefs, text, sizeof text);
    if (len == 0) {
        PlayerFile_Say(message, size, "The lobby's choices are too long to save.");
        return false;
    }
    return PlayerFile_Save(game->lobbyFile, text, len, message, size);
}

void TableGame_SaveWhat(const TableGame *game, char *buf, size_t size)
{
    snprintf(buf, size, "Your saved %s game", game->rules->title);
}

void TableGame_StatsWhat(const TableGame *game, char *buf, size_t size)
{
    snprintf(buf, size, "Your %s statistics file", game->rules->title);
}
