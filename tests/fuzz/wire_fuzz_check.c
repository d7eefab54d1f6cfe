/* wire_fuzz_check.c: decodes a text as a game's state and checks that what is accepted writes and reads back the same. */
#include "wire_fuzz_check.h"

#include <stdlib.h>
#include <string.h>

#include "game/game.h"
#include "game/game_wire.h"

static bool AllZero(const unsigned char *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (p[i] != 0) {
            return false;
        }
    }
    return true;
}

static const char *CheckGame(const GameRules *rules, const char *text, size_t length, bool *accepted)
{
    const char *broken = NULL;
    GameState *st = Game_NewState(rules);
    GameState *again = Game_NewState(rules);
    if (st == NULL || again == NULL) {
        free(st);
        free(again);
        return NULL; /* out of memory is not the decoder's fault */
    }
    char problem[256];
    problem[0] = '\0';
    int viewer = -2;
    if (!GameWire_DecodeState(rules, text, length, st, &viewer, problem, sizeof problem)) {
        if (problem[0] == '\0' || memchr(problem, '\0', sizeof problem) == NULL) {
            broken = "a refusal without a reason";
        } else if (!AllZero((const unsigned char *)st, rules->stateSize)) {
            broken = "a refused text left a state that is not zeroed";
        }
    } else {
        *accepted = true;
        char *out = GameWire_EncodeState(rules, st, viewer, problem, sizeof problem);
        if (out == NULL) {
            broken = "an accepted state does not encode again";
        } else {
            int viewer2 = -2;
            if (!GameWire_DecodeState(rules, out, strlen(out), again, &viewer2, problem, sizeof problem)) {
                broken = "the text of an accepted state is refused";
            } else if (viewer2 != viewer || memcmp(st, again, rules->stateSize) != 0) {
                broken = "an accepted state reads back different";
            }
            free(out);
        }
    }
    free(st);
    free(again);
    return broken;
}

const char *WireFuzz_Check(const uint8_t *data, size_t size, bool *accepted)
{
    bool any = false;
    const char *nl = memchr(data, '\n', size < 32 ? size : 32);
    const GameRules *named = NULL;
    const char *text = (const char *)data;
    size_t length = size;
    if (nl != NULL) {
        char name[32];
        size_t n = (size_t)(nl - (const char *)data);
        memcpy(name, data, n);
        name[n] = '\0';
        named = Game_Find(name);
        if (named != NULL) {
            text = nl + 1;
            length = size - n - 1;
        }
    }
    const char *broken = NULL;
    for (int g = 0; g < Game_Count() && broken == NULL; g++) {
        const GameRules *rules = Game_At(g);
        if (rules->schema != NULL && (named == NULL || rules == named)) {
            broken = CheckGame(rules, text, length, &any);
        }
    }
    if (accepted != NULL) {
        *accepted = any;
    }
    return broken;
}
