/* test_game_wire.c: every game's state and views as JSON and back, the public view, and bad texts refused. */
#include "bridge/bridge.h"
#include "game/game.h"
#include "game/game_wire.h"
#include "quinto/quinto.h"
#include "rng.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

/*
 * Long games are checked densely at first and sparsely after, and a variant
 * stops starting games after STEPS_PER_VARIANT steps: random Five Hundred
 * may not end in MAX_STEPS, and the JSON of a long score sheet takes about
 * a millisecond a round trip (cJSON prints every number with snprintf).
 */
enum {
    GAMES_PER_VARIANT = 12,
    MAX_STEPS = 3000,
    STEPS_PER_VARIANT = 8000,
    DENSE_STEPS = 250
};

/* st with every host-only field zeroed: what a device can know of it. */
static void ZeroHostFields(const GameSchema *schema, unsigned char *base)
{
    for (int i = 0; i < schema->count; i++) {
        const GameField *f = &schema->fields[i];
        if (f->type == GAME_FIELD_HOST) {
            memset(base + f->offset, 0, f->size);
        } else if (f->type == GAME_FIELD_STRUCT) {
            for (size_t e = 0; e < f->size / f->elemSize; e++) {
                ZeroHostFields(f->sub, base + f->offset + e * f->elemSize);
            }
        }
    }
}

/* Encodes st, decodes it, and checks the result is st byte for byte (host-only fields aside). */
static void CheckRoundTrip(const GameRules *rules, const GameState *st, int viewer)
{
    char problem[256] = "";
    char *text = GameWire_EncodeState(rules, st, viewer, problem, sizeof problem);
    if (text == NULL) {
        fail_msg("%s: could not encode: %s", rules->name, problem);
    }
    GameState *back = Game_NewState(rules);
    int seat = -2;
    if (!GameWire_DecodeState(rules, text, strlen(text), back, &seat, problem, sizeof problem)) {
        fail_msg("%s: could not decode its own text: %s\n%.400s", rules->name, problem, text);
    }
    assert_int_equal(seat, viewer);
    GameState *want = Game_NewState(rules);
    memcpy(want, st, rules->stateSize);
    ZeroHostFields(rules->schema, (unsigned char *)want);
    if (memcmp(want, back, rules->stateSize) != 0) {
        fail_msg("%s: the state read back differs from the one written", rules->name);
    }
    /* Nothing host-only is in the text: the seed never leaves the host. */
    assert_null(strstr(text, "\"seed\""));
    free(want);
    free(back);
    free(text);
}

static void test_every_schema_describes_its_struct(void **state)
{
    (void)state;
    for (int g = 0; g < Game_Count(); g++) {
        const GameRules *rules = Game_At(g);
        if (rules->schema == NULL) {
            continue;
        }
        char problem[256] = "";
        if (!GameSchema_Check(rules->schema, problem, sizeof problem)) {
            fail_msg("%s: %s", rules->name, problem);
        }
        assert_int_equal(rules->schema->size, rules->stateSize);
    }
}

/*
 * Random games of every variant: at every step the full state, each seat's
 * view and the public view go to text and back unchanged.
 */
static void test_states_and_views_round_trip(void **state)
{
    (void)state;
    int checked = 0;
    for (int g = 0; g < Game_Count(); g++) {
        const GameRules *rules = Game_At(g);
        if (rules->schema == NULL) {
            continue;
        }
        GameState *st = Game_NewState(rules);
        GameState *view = Game_NewState(rules);
        GameAction *acts = calloc((size_t)rules->maxActions, sizeof *acts);
        for (int v = 0; v < rules->variantCount; v++) {
            int variantSteps = 0;
            for (int n = 0; n < GAMES_PER_VARIANT && variantSteps < STEPS_PER_VARIANT; n++) {
                uint64_t seed = 7000 + (uint64_t)n;
                assert_int_equal(rules->init(st, v, seed), GAME_OK);
                Rng rng = Rng_Make(seed * 31 + (uint64_t)v);
                for (int step = 0; step < MAX_STEPS && rules->toAct(st) != GAME_NOBODY; step++, variantSteps++) {
                    if (step % (step < DENSE_STEPS ? 5 : 100) == 0) {
                        CheckRoundTrip(rules, st, GAME_NOBODY);
                        for (int seat = -1; seat < Game_SeatsIn(rules, v); seat++) {
                            rules->view(st, seat, view);
                            CheckRoundTrip(rules, view, seat);
                        }
                        checked++;
                    }
                    int count = rules->legal(st, rules->toAct(st), acts, rules->maxActions);
                    assert_true(count > 0);
                    int pick = (int)(Rng_Next(&rng) % (uint64_t)count);
                    assert_int_equal(rules->apply(st, rules->toAct(st), acts[pick]), GAME_OK);
                }
                CheckRoundTrip(rules, st, GAME_NOBODY);
            }
        }
        free(acts);
        free(view);
        free(st);
    }
    assert_true(checked > 100);
}

/* Every game that has a text form has a public view that hides both hands' unshown cards. */
static void test_public_view_is_what_every_seat_sees(void **state)
{
    (void)state;
    for (int g = 0; g < Game_Count(); g++) {
        const GameRules *rules = Game_At(g);
        if (rules->schema == NULL) {
            continue;
        }
        GameState *st = Game_NewState(rules);
        GameState *pub = Game_NewState(rules);
        GameState *seatView = Game_NewState(rules);
        assert_int_equal(rules->init(st, 0, 99), GAME_OK);
        rules->view(st, GAME_NOBODY, pub);
        char problem[256] = "";
        char *pubText = GameWire_EncodeState(rules, pub, GAME_NOBODY, problem, sizeof problem);
        assert_non_null(pubText);
        /* Every card named in the public view is named in each seat's view at least as often. */
        for (int seat = 0; seat < Game_SeatsIn(rules, 0); seat++) {
            rules->view(st, seat, seatView);
            char *seatText = GameWire_EncodeState(rules, seatView, seat, problem, sizeof problem);
            assert_non_null(seatText);
            for (int i = 0; i < 52; i++) {
                char card[CARD_TEXT_MAX + 2];
                char face[CARD_TEXT_MAX];
                snprintf(card, sizeof card, "\"%s\"", Card_Format(Card_FromIndex52(i), face));
                int inPub = 0, inSeat = 0;
                for (const char *p = pubText; (p = strstr(p, card)) != NULL; p++) {
                    inPub++;
                }
                for (const char *p = seatText; (p = strstr(p, card)) != NULL; p++) {
                    inSeat++;
                }
                if (inPub > inSeat) {
                    fail_msg("%s: the public view shows %s more often than seat %d's view", rules->name, card, seat);
                }
            }
            free(seatText);
        }
        /* And the deal's hands are hidden: the public view is not the full state. */
        assert_memory_not_equal(pub, st, rules->stateSize);
        free(pubText);
        free(seatView);
        free(pub);
        free(st);
    }
}

/* A text read with the field replaced: find "\"name\":" and put value in place of what follows up to , or }. */
static char *WithField(const char *text, const char *name, const char *value)
{
    char key[64];
    snprintf(key, sizeof key, "\"%s\":", name);
    const char *at = strstr(text, key);
    assert_non_null(at);
    const char *start = at + strlen(key);
    const char *end = start;
    int depth = 0;
    while (*end != '\0' && !(depth == 0 && (*end == ',' || *end == '}'))) {
        depth += (*end == '[' || *end == '{') - (*end == ']' || *end == '}');
        end++;
    }
    size_t size = strlen(text) + strlen(value) + 1;
    char *out = malloc(size);
    snprintf(out, size, "%.*s%s%s", (int)(start - text), text, value, end);
    return out;
}

static void ExpectRefused(const GameRules *rules, const char *text, const char *words)
{
    GameState *st = Game_NewState(rules);
    char problem[256] = "";
    assert_false(GameWire_DecodeState(rules, text, strlen(text), st, NULL, problem, sizeof problem));
    if (strstr(problem, words) == NULL) {
        fail_msg("expected a problem with \"%s\", got \"%s\"", words, problem);
    }
    free(st);
}

static void test_bad_texts_are_refused_with_a_reason(void **state)
{
    (void)state;
    /* Piquet's text: the fields below (phase, viewer, cut) are its. */
    const GameRules *rules = Game_Find("piquet");
    assert_non_null(rules);
    GameState *st = Game_NewState(rules);
    assert_int_equal(rules->init(st, 0, 5), GAME_OK);
    char problem[256] = "";
    char *good = GameWire_EncodeState(rules, st, 0, problem, sizeof problem);
    assert_non_null(good);

    char *t = WithField(good, "phase", "200");
    ExpectRefused(rules, t, "phase");
    free(t);
    t = WithField(good, "phase", "1.5");
    ExpectRefused(rules, t, "whole number");
    free(t);
    t = WithField(good, "phase", "\"2\"");
    ExpectRefused(rules, t, "number");
    free(t);
    t = WithField(good, "viewer", "-3");
    ExpectRefused(rules, t, "viewer");
    free(t);
    t = WithField(good, "game", "\"chess\"");
    ExpectRefused(rules, t, "chess");
    free(t);

    /* An unknown field, a missing one, one given twice. */
    size_t n = strlen(good);
    char *extra = malloc(n + 32);
    const char *st0 = strstr(good, "\"state\":{") + strlen("\"state\":{");
    snprintf(extra, n + 32, "%.*s\"cheat\":1,%s", (int)(st0 - good), good, st0);
    ExpectRefused(rules, extra, "cheat");
    const char *first = strchr(st0, ',') + 1; /* drop the state's first field */
    snprintf(extra, n + 32, "%.*s%s", (int)(st0 - good), good, first);
    ExpectRefused(rules, extra, "missing");
    /* A whole state with something after it is not one state (cJSON alone reads the first value and stops). */
    snprintf(extra, n + 32, "%s{}", good);
    ExpectRefused(rules, extra, "not JSON");
    snprintf(extra, n + 32, "%s x", good);
    ExpectRefused(rules, extra, "not JSON");
    snprintf(extra, n + 32, "%s \n", good);
    GameState *spaced = Game_NewState(rules);
    char why[256];
    assert_true(GameWire_DecodeState(rules, extra, strlen(extra), spaced, NULL, why, sizeof why));
    free(spaced);
    free(extra);

    /* Too deep, too long, not JSON, unbalanced. */
    char deep[64];
    snprintf(deep, sizeof deep, "[[[[[[[[[[[[1]]]]]]]]]]]]");
    ExpectRefused(rules, deep, "deeper");
    ExpectRefused(rules, "{\"game\":", "not JSON");
    ExpectRefused(rules, "]]", "brackets");
    size_t big = GAME_WIRE_MAX_TEXT + 10;
    char *huge = malloc(big + 1);
    memset(huge, ' ', big);
    huge[big] = '\0';
    ExpectRefused(rules, huge, "more than");
    free(huge);

    /* A card that is not a card, and a card of a mask given twice. */
    t = WithField(good, "cut", "[\"ZZ\",null]");
    ExpectRefused(rules, t, "card");
    free(t);

    free(good);
    free(st);
}

/* A view of rules' game after its first card: seat's view (GAME_NOBODY: the public one) as text. */
static char *TextAfterFirstCard(const GameRules *rules, int variant, int seat, int playKind)
{
    GameState *st = Game_NewState(rules);
    GameState *view = Game_NewState(rules);
    assert_int_equal(rules->init(st, variant, 77), GAME_OK);
    GameAction acts[64];
    bool played = false;
    while (!played) {
        int n = rules->legal(st, rules->toAct(st), acts, 64);
        assert_true(n > 0);
        /* Content or pass through the declaration and the doubling, so the play begins. */
        int pick = n - 1;
        for (int i = 0; i < n; i++) {
            if (acts[i].kind == playKind || acts[i].count == 0) {
                pick = i;
            }
        }
        played = acts[pick].kind == playKind;
        assert_int_equal(rules->apply(st, rules->toAct(st), acts[pick]), GAME_OK);
    }
    rules->view(st, seat, view);
    char problem[256] = "";
    char *text = GameWire_EncodeState(rules, view, seat, problem, sizeof problem);
    if (text == NULL) {
        fail_msg("%s: %s", rules->name, problem);
    }
    free(view);
    free(st);
    return text;
}

/*
 * Bridge and Quinto as text: cards in the book's notation, empty places
 * null, no seed; a card of another pack (Bridge's Joker) is refused, while
 * Quinto's Quint Royal (the Joker) is one of its cards.
 */
static void test_bridge_and_quinto_texts(void **state)
{
    (void)state;
    const GameRules *bridge = Game_Find("bridge");
    char *text = TextAfterFirstCard(bridge, 0, GAME_NOBODY, BRIDGE_ACT_PLAY);
    assert_non_null(strstr(text, "\"viewer\":-1"));
    assert_non_null(strstr(text, "\"trick\":[\""));
    assert_non_null(strstr(text, "\",null,null,null],\"lastTrick\":[null,null,null,null]"));
    assert_null(strstr(text, "seed"));
    char *t = WithField(text, "trick", "[\"JK\",null,null,null]");
    ExpectRefused(bridge, t, "a card of this game");
    free(t);
    t = WithField(text, "toAct", "4");
    ExpectRefused(bridge, t, "toAct");
    free(t);
    free(text);

    const GameRules *quinto = Game_Find("quinto");
    text = TextAfterFirstCard(quinto, 1, 1, QUINTO_ACT_PLAY);
    assert_non_null(strstr(text, "\"trick\":[\""));
    assert_null(strstr(text, "seed"));
    assert_non_null(strstr(text, "\"cachette\":[]"));
    t = WithField(text, "trick", "[\"JK\",null,null,null]");
    GameState *st = Game_NewState(quinto);
    char problem[256] = "";
    if (!GameWire_DecodeState(quinto, t, strlen(t), st, NULL, problem, sizeof problem)) {
        fail_msg("Quint Royal refused: %s", problem);
    }
    free(st);
    free(t);
    t = WithField(text, "gameIndex", "3");
    ExpectRefused(quinto, t, "gameIndex");
    free(t);
    free(text);
}

/*
 * A counted array is written up to its count: a Bridge view at the start of
 * a rubber carries no row of the score sheet (96 empty rows made it ~21 KB),
 * and a list that is not as long as its count says is refused, as is a
 * count that does not fit the array.
 */
static void test_counted_arrays_are_written_up_to_their_count(void **state)
{
    (void)state;
    const GameRules *bridge = Game_Find("bridge");
    GameState *st = Game_NewState(bridge);
    GameState *view = Game_NewState(bridge);
    assert_int_equal(bridge->init(st, 0, 11), GAME_OK);
    bridge->view(st, 0, view);
    char problem[256] = "";
    char *text = GameWire_EncodeState(bridge, view, 0, problem, sizeof problem);
    assert_non_null(text);
    assert_non_null(strstr(text, "\"hands\":[]"));
    assert_non_null(strstr(text, "\"calls\":[]"));
    assert_true(strlen(text) < 2048);

    /* One hand on the sheet but none in the list, and two in the list for one counted: both refused, by name. */
    char *t = WithField(text, "count", "1");
    ExpectRefused(bridge, t, "hands: a list of 1 was expected, as its count says");
    free(t);
    t = WithField(text, "count", "1");
    const char *row = "{\"dealer\":0,\"strain\":0,\"doublings\":0,\"leftToPartner\":0,\"tricks\":[7,6],"
                      "\"honoursSide\":-1,\"honours\":0,\"chicane\":[0,0],\"game\":0,\"gameWon\":-1,"
                      "\"below\":[0,0],\"honourPoints\":[0,0],\"chicanePoints\":[0,0],\"slamPoints\":[0,0]}";
    char rows[1024];
    snprintf(rows, sizeof rows, "[%s,%s]", row, row);
    char *two = WithField(t, "hands", rows);
    ExpectRefused(bridge, two, "hands: a list of 1 was expected");
    free(two);
    snprintf(rows, sizeof rows, "[%s]", row);
    char *one = WithField(t, "hands", rows);
    GameState *back = Game_NewState(bridge);
    if (!GameWire_DecodeState(bridge, one, strlen(one), back, NULL, problem, sizeof problem)) {
        fail_msg("a sheet of one hand refused: %s", problem);
    }
    free(back);
    free(one);
    free(t);
    t = WithField(text, "callCount", "25");
    ExpectRefused(bridge, t, "callCount");
    free(t);
    free(text);

    /* Every counted array of every game is its count long in the text of a game under way. */
    for (int g = 0; g < Game_Count(); g++) {
        const GameRules *rules = Game_At(g);
        if (rules->schema == NULL) {
            continue;
        }
        GameState *s = Game_NewState(rules);
        assert_int_equal(rules->init(s, 0, 3), GAME_OK);
        char *full = GameWire_EncodeState(rules, s, GAME_NOBODY, problem, sizeof problem);
        assert_non_null(full);
        for (int i = 0; i < rules->schema->count; i++) {
            const GameField *f = &rules->schema->fields[i];
            if (f->countedBy == NULL) {
                continue;
            }
            char key[64];
            snprintf(key, sizeof key, "\"%s\":[", f->name);
            const char *at = strstr(full, key);
            assert_non_null(at);
            char countKey[64];
            snprintf(countKey, sizeof countKey, "\"%s\":", f->countedBy);
            const char *c = strstr(full, countKey);
            assert_non_null(c);
            int count = atoi(c + strlen(countKey));
            /* Counting the list's top-level elements: commas at depth one, plus one unless empty. */
            int depth = 0, elements = 0;
            const char *p = at + strlen(key) - 1;
            do {
                if (*p == '"') {
                    p = strchr(p + 1, '"');
                } else if (*p == '[' || *p == '{') {
                    depth++;
                } else if (*p == ']' || *p == '}') {
                    depth--;
                } else if (*p == ',' && depth == 1) {
                    elements++;
                }
                p++;
            } while (depth > 0);
            elements += p[-2] != '[';
            if (elements != count) {
                fail_msg("%s.%s: %d elements written for a count of %d", rules->name, f->name, elements, count);
            }
        }
        free(full);
        free(s);
    }
    free(view);
    free(st);
}

/* An action carrying hidden cards reaches another seat and a watcher without them, and its own seat whole. */
static void test_actions_hide_what_a_viewer_may_not_see(void **state)
{
    (void)state;
    const GameRules *piquet = Game_Find("piquet");
    GameAction exchange;
    assert_true(piquet->parseAction("exchange 7S 8S 9H", &exchange));
    GameState *st = Game_NewState(piquet);
    assert_int_equal(piquet->init(st, 0, 1), GAME_OK);
    GameAction mine = Game_ActionFor(piquet, st, 1, exchange, 1);
    GameAction theirs = Game_ActionFor(piquet, st, 1, exchange, 0);
    GameAction watcher = Game_ActionFor(piquet, st, 1, exchange, GAME_NOBODY);
    assert_true(GameAction_Equal(mine, exchange));
    assert_int_equal(theirs.count, 3);
    assert_int_equal(watcher.count, 3);
    for (int i = 0; i < 3; i++) {
        assert_int_equal(theirs.cards[i], CARD_NONE);
        assert_int_equal(watcher.cards[i], CARD_NONE);
    }
    char text[128];
    piquet->describeAction(st, 1, theirs, text, sizeof text);
    assert_non_null(strstr(text, "discards 3"));
    free(st);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_schema_describes_its_struct),
        cmocka_unit_test(test_states_and_views_round_trip),
        cmocka_unit_test(test_public_view_is_what_every_seat_sees),
        cmocka_unit_test(test_bad_texts_are_refused_with_a_reason),
        cmocka_unit_test(test_actions_hide_what_a_viewer_may_not_see),
        cmocka_unit_test(test_bridge_and_quinto_texts),
        cmocka_unit_test(test_counted_arrays_are_written_up_to_their_count),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
