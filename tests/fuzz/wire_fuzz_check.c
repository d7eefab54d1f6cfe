/* wire_fuzz_check.c: decodes a text as a game's state and checks that what is accepted writes and reads back the same. */
#include "wire_fuzz_check.h"

#include <stdlib.h>
#include <string.h>

#include "game/game.h"
#include "game/game_wire.h"
#include "rng.h"

static bool AllZero(const unsigned char *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (p[i] != 0) {
            return false;
        }
    }
    return true;
}

/*
 * What a table scene does with a view it was sent, in the core: who is to
 * act and decides, the legal choices and their sentences, the result, the
 * hash (its choices' freshness), and, for the seat the view is of, the
 * worlds a hint samples. An accepted view passed the game's check, so none
 * of this may read out of bounds (the sanitizers in scripts/fuzz.sh and CI
 * say so) nor find the view's fields disagreeing.
 */
static const char *UseAsScene(const GameRules *rules, const GameState *st, int viewer)
{
    char problem[256];
    if (rules->checkView != NULL && !rules->checkView(st, viewer, problem, sizeof problem)) {
        return "an accepted view fails its own game's check";
    }
    (void)rules->hash(st);
    (void)rules->result(st);
    int seat = rules->toAct(st);
    if (seat == GAME_NOBODY) {
        return NULL;
    }
    if (seat < 0 || seat >= rules->seats) {
        return "an accepted view has a seat to act that is no seat";
    }
    int decider = Game_Controller(rules, st, seat);
    if (decider < 0 || decider >= rules->seats) {
        return "an accepted view has a decider that is no seat";
    }
    GameAction *acts = calloc((size_t)rules->maxActions, sizeof *acts);
    if (acts == NULL) {
        return NULL;
    }
    int n = rules->legal(st, seat, acts, rules->maxActions);
    const char *broken =
        n < 0 || n > rules->maxActions ? "legal() counts outside its bounds on an accepted view" : NULL;
    for (int i = 0; broken == NULL && i < n && i < 64; i++) {
        char text[256];
        rules->describeAction(st, seat, acts[i], text, sizeof text);
        rules->formatAction(acts[i], text, sizeof text);
        (void)rules->whyNot(st, seat, acts[i], text, sizeof text);
    }
    if (broken == NULL && viewer == decider) {
        GameState *world = Game_NewState(rules);
        Rng rng = Rng_Make(1909);
        if (world != NULL) {
            (void)rules->sample(st, &rng, world); /* false is allowed (an impossible world); reading past is not */
        }
        free(world);
    }
    free(acts);
    return broken;
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
        broken = UseAsScene(rules, st, viewer);
        char *out = broken != NULL ? NULL : GameWire_EncodeState(rules, st, viewer, problem, sizeof problem);
        if (out == NULL) {
            broken = broken != NULL ? broken : "an accepted state does not encode again";
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
