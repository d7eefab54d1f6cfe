/* fuzz_host_message.c: libFuzzer target for Parlour's reader of a host's messages and of seat links (scripts/fuzz.sh). */
#include "core/game/game.h"
#include "core/game/game_wire.h"
#include "host/table_client.h"

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void Broken(const char *what)
{
    fprintf(stderr, "fuzz_host_message: invariant broken: %s\n", what);
    abort(); /* libFuzzer saves the input as a crash artifact */
}

/* The input read as a message of a table of each game, from seat 0 and as a watcher, and as a seat's link. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (text == NULL) {
        return 0;
    }
    memcpy(text, data, size);
    text[size] = '\0';
    static const char *const games[] = {"piquet", "bridge", "bezique", "five-hundred", "quinto"};
    for (size_t g = 0; g <= sizeof games / sizeof games[0]; g++) {
        const GameRules *rules = g < sizeof games / sizeof games[0] ? Game_Find(games[g]) : NULL;
        for (int seat = -1; seat <= 0; seat++) {
            TableEvent ev;
            char problem[TABLE_CLIENT_SENTENCE_MAX] = "";
            bool ok = TableClient_ParseMessage(text, size, rules, seat < 0 ? GAME_NOBODY : seat, &ev, problem,
                                               sizeof problem);
            if (!ok) {
                if (problem[0] == '\0' || memchr(problem, '\0', sizeof problem) == NULL) {
                    Broken("a refusal without its sentence");
                }
                if (ev.view != NULL || ev.choices != NULL || ev.record != NULL) {
                    Broken("a refusal that left something allocated");
                }
                continue;
            }
            if (ev.kind == TABLE_EVENT_VIEW) {
                /* An accepted view is a state every field of which is in range: it writes again. */
                char why[256];
                char *again = GameWire_EncodeState(rules, ev.view, seat < 0 ? GAME_NOBODY : seat, why, sizeof why);
                if (again == NULL) {
                    Broken("an accepted view that does not write again");
                }
                free(again);
                if (ev.choiceCount < 0 || ev.choiceCount > rules->maxActions) {
                    Broken("more choices than the game has");
                }
            }
            if (ev.kind == TABLE_EVENT_WELCOME && (ev.rules == NULL || ev.rules->schema == NULL)) {
                Broken("a welcome to a game with no text form");
            }
            if (ev.seatCount < 0 || ev.seatCount > GAME_MAX_SEATS) {
                Broken("a seat count out of range");
            }
            free(ev.view);
            free(ev.choices);
            free(ev.record);
        }
    }
    TableClientConfig config;
    memset(&config, 0, sizeof config);
    char problem[256] = "";
    if (TableClient_ParseLink(text, &config, problem, sizeof problem)) {
        if (config.host[0] == '\0' || config.port < 1 || config.port > 65535 || config.table[0] == '\0') {
            Broken("an accepted link without a host, a port or a code");
        }
    } else if (problem[0] == '\0') {
        Broken("a refused link without its sentence");
    }
    free(text);
    return 0;
}
