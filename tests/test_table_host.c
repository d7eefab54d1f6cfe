/* test_table_host.c: a hosted table: no seat or watcher is sent what it may not see, and no device can cheat. */
#include "core/game/game.h"
#include "core/rng.h"
#include "host/table_host.h"
#include "host/table_protocol.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <cmocka.h>

/*
 * Privacy is tested as non-interference: every message the host sends a
 * seat must be a function of what that seat may know. So at every step the
 * seat's view is sampled into another full state that agrees with it (the
 * unseen cards dealt anew, as the computer players do), and the message
 * built from that other state must be the same, byte for byte. A message
 * that named a hidden card, by code ("QS") or in words ("the queen of
 * spades"), or that told how the hidden cards lie in any other way, would
 * differ between the two. A watcher's messages must be a function of every
 * seat's view, so they are checked against each seat's samples.
 */

enum {
    GAMES_PER_VARIANT = 2,
    SAMPLES = 2,
    MAX_STEPS = 1000 /* random Five Hundred rarely reaches 500: its games stop here, after several deals */
};

static GameSeating AllPeople(int count)
{
    GameSeating s = {0};
    s.count = count;
    for (int i = 0; i < count; i++) {
        s.seat[i].kind = SEAT_PERSON;
    }
    return s;
}

static void ExpectSameMessage(char *a, char *b, const char *what, const char *game, int viewer, int step)
{
    assert_non_null(a);
    assert_non_null(b);
    if (strcmp(a, b) != 0) {
        size_t i = 0;
        while (a[i] != '\0' && a[i] == b[i]) {
            i++;
        }
        size_t from = i > 60 ? i - 60 : 0;
        fail_msg("%s, step %d: the %s sent to %d depends on cards it may not see:\n  ...%.120s\n  ...%.120s", game,
                 step, what, viewer, a + from, b + from);
    }
    free(a);
    free(b);
}

/* How often text names card c: by code ("QS", in quotes) and in words ("queen of spades"). */
static int Mentions(const char *text, Card c)
{
    char code[CARD_TEXT_MAX + 2];
    char face[CARD_TEXT_MAX];
    char words[48];
    snprintf(code, sizeof code, "\"%s\"", Card_Format(c, face));
    snprintf(words, sizeof words, "%s of %s", Card_RankName(Card_Rank(c)), Card_SuitName(Card_Suit(c)));
    int n = 0;
    for (const char *p = text; (p = strstr(p, code)) != NULL; p++) {
        n++;
    }
    for (const char *p = text; (p = strstr(p, words)) != NULL; p++) {
        n++;
    }
    return n;
}

/*
 * An action's own cards are the same in every sampled world, so a move is
 * also checked directly. A card played ("play QS" in every game) is laid
 * face up for all; any other action's card it names to viewer (a discard,
 * a declaration) must be one viewer sees before or after the move (Bezique's
 * seven of trumps takes the turn-up, which everyone saw).
 */
static void CheckMoveNamesOnlySeenCards(const TableHost *h, const GameState *before, int mover, GameAction move,
                                        int viewer, int step)
{
    char played[GAME_ACTION_TEXT_MAX];
    h->rules->formatAction(move, played, sizeof played);
    if (strncmp(played, "play ", 5) == 0) {
        return;
    }
    char *text = TableProtocol_Move(h->rules, before, mover, move, viewer);
    char *after = TableProtocol_View(h->rules, h->st, &h->rec, viewer);
    char *earlier = TableProtocol_View(h->rules, before, &h->rec, viewer);
    assert_non_null(text);
    assert_non_null(after);
    assert_non_null(earlier);
    for (int i = 0; i < 53; i++) {
        Card c = i < 52 ? Card_FromIndex52(i) : CARD_JOKER;
        if (Mentions(text, c) > 0 && Mentions(after, c) == 0 && Mentions(earlier, c) == 0) {
            char face[CARD_TEXT_MAX];
            fail_msg("%s, step %d: the move sent to %d names %s, which it does not see: %s", h->rules->name, step,
                     viewer, Card_Format(c, face), text);
        }
    }
    free(earlier);
    free(after);
    free(text);
}

/* Every message viewer is sent now (its view; the move just made, from before) against a world sampled from sampler's view. */
static void CheckNonInterference(const TableHost *h, const GameState *before, int mover, GameAction move, int viewer,
                                 int sampler, Rng *rng, int step)
{
    const GameRules *rules = h->rules;
    GameState *view = Game_NewState(rules);
    GameState *world = Game_NewState(rules);
    GameState *worldBefore = Game_NewState(rules);
    for (int n = 0; n < SAMPLES; n++) {
        rules->view(h->st, sampler, view);
        if (!rules->sample(view, rng, world)) {
            continue;
        }
        ExpectSameMessage(TableProtocol_View(rules, h->st, &h->rec, viewer),
                          TableProtocol_View(rules, world, &h->rec, viewer), "view", rules->name, viewer, step);
        if (before != NULL) {
            rules->view(before, sampler, view);
            if (rules->sample(view, rng, worldBefore)) {
                ExpectSameMessage(TableProtocol_Move(rules, before, mover, move, viewer),
                                  TableProtocol_Move(rules, worldBefore, mover, move, viewer), "move", rules->name,
                                  viewer, step);
            }
        }
    }
    free(worldBefore);
    free(world);
    free(view);
}

static void test_no_seat_or_watcher_is_sent_what_it_may_not_see(void **state)
{
    (void)state;
    int checkedGames = 0;
    int finished = 0;
    for (int g = 0; g < Game_Count(); g++) {
        const GameRules *rules = Game_At(g);
        if (rules->schema == NULL) {
            continue;
        }
        clock_t started = clock();
        GameAction *acts = calloc((size_t)rules->maxActions, sizeof *acts);
        GameState *before = Game_NewState(rules);
        for (int v = 0; v < rules->variantCount; v++) {
            int seats = Game_SeatsIn(rules, v);
            for (int n = 0; n < GAMES_PER_VARIANT; n++) {
                TableHost h;
                GameSeating people = AllPeople(seats);
                assert_true(TableHost_Start(&h, rules, v, 900 + (uint64_t)n, &people));
                Rng rng = Rng_Make(31 * (uint64_t)g + 7 * (uint64_t)v + (uint64_t)n);
                bool moved = false;
                int mover = GAME_NOBODY;
                GameAction move = {0};
                for (int step = 0; step < MAX_STEPS && !TableHost_IsOver(&h); step++) {
                    /* Every step of the first 80, then every 10th, to keep the test short. */
                    if (step < 80 || step % 10 == 0) {
                        for (int sampler = 0; sampler < seats; sampler++) {
                            CheckNonInterference(&h, moved ? before : NULL, mover, move, sampler, sampler, &rng, step);
                            CheckNonInterference(&h, moved ? before : NULL, mover, move, GAME_NOBODY, sampler, &rng,
                                                 step);
                        }
                    }
                    /* The decider picks a legal action and sends its text, as a device would. */
                    int decider = TableHost_Decider(&h);
                    int count = rules->legal(h.st, rules->toAct(h.st), acts, rules->maxActions);
                    assert_true(count > 0);
                    char text[GAME_ACTION_TEXT_MAX];
                    rules->formatAction(acts[Rng_Below(&rng, (uint64_t)count)], text, sizeof text);
                    char why[256];
                    TableHostVerdict verdict = TableHost_Act(&h, decider, text, before, &move, &mover, why, sizeof why);
                    if (verdict != TABLE_HOST_APPLIED) {
                        fail_msg("%s: the host refused the legal \"%s\": %s", rules->name, text, why);
                    }
                    moved = true;
                    for (int viewer = -1; viewer < seats; viewer++) {
                        CheckMoveNamesOnlySeenCards(&h, before, mover, move, viewer, step);
                    }
                }
                /* Once over, the record goes to everyone, and not before. */
                char *final = TableProtocol_View(rules, h.st, &h.rec, 0);
                assert_true((strstr(final, "\"record\"") != NULL) == TableHost_IsOver(&h));
                free(final);
                finished += TableHost_IsOver(&h);
                TableHost_Free(&h);
                checkedGames++;
            }
        }
        free(before);
        free(acts);
        print_message("%s: %.1f s\n", rules->name, (double)(clock() - started) / CLOCKS_PER_SEC);
    }
    print_message("%d games, %d played to the end\n", checkedGames, finished);
    assert_true(checkedGames > 0);
    assert_true(finished * 2 > checkedGames);
}

static void test_record_and_seed_never_leave_before_the_end(void **state)
{
    (void)state;
    const GameRules *rules = Game_Find("piquet");
    TableHost h;
    GameSeating people = AllPeople(2);
    assert_true(TableHost_Start(&h, rules, 0, 123456789, &people));
    for (int viewer = -1; viewer < 2; viewer++) {
        char *text = TableProtocol_View(rules, h.st, &h.rec, viewer);
        assert_null(strstr(text, "\"record\""));
        assert_null(strstr(text, "seed"));
        assert_null(strstr(text, "123456789"));
        free(text);
    }
    TableHost_Free(&h);
}

/* The hash of the host's state, to show a refusal changed nothing. */
static uint64_t HostHash(const TableHost *h)
{
    return h->rules->hash(h->st) ^ (uint64_t)h->rec.count;
}

static void ExpectRefusal(TableHost *h, int seat, const char *text, const char *words)
{
    uint64_t hash = HostHash(h);
    char why[256] = "";
    assert_int_equal(TableHost_Act(h, seat, text, NULL, NULL, NULL, why, sizeof why), TABLE_HOST_REFUSED);
    assert_int_equal(HostHash(h), hash);
    if (strstr(why, words) == NULL) {
        fail_msg("refusing \"%s\" from seat %d: expected \"%s\" in \"%s\"", text, seat, words, why);
    }
}

static void test_no_device_acts_for_another_seat_out_of_turn_or_illegally(void **state)
{
    (void)state;
    const GameRules *rules = Game_Find("piquet");
    TableHost h;
    GameSeating seating = AllPeople(2);
    seating.seat[1].kind = SEAT_COMPUTER;
    seating.seat[1].level = GAME_AI_EASY;
    assert_true(TableHost_Start(&h, rules, 0, 42, &seating));
    /* Play to the first exchange whoever decides: the computer by itself, the person with a legal move. */
    GameAction acts[4096];
    while (!TableHost_IsOver(&h) && rules->toAct(h.st) != GAME_NOBODY) {
        if (TableHost_ComputerMove(&h, NULL, NULL, NULL)) {
            continue;
        }
        int decider = TableHost_Decider(&h);
        assert_int_equal(decider, 0);
        rules->legal(h.st, rules->toAct(h.st), acts, 4096);
        if (acts[0].kind == 2 /* PIQ_ACT_EXCHANGE */) {
            break;
        }
        char text[GAME_ACTION_TEXT_MAX];
        rules->formatAction(acts[0], text, sizeof text);
        assert_int_equal(TableHost_Act(&h, 0, text, NULL, NULL, NULL, NULL, 0), TABLE_HOST_APPLIED);
    }
    assert_int_equal(TableHost_Decider(&h), 0);
    /* A computer's seat, a seat that does not exist, garbage, a move of another game, an illegal move. */
    ExpectRefusal(&h, 1, "exchange 7S", "Nobody");
    ExpectRefusal(&h, 5, "exchange 7S", "Nobody");
    ExpectRefusal(&h, -1, "exchange 7S", "Nobody");
    ExpectRefusal(&h, 0, "bid 7 no trumps", "not a move of Piquet");
    ExpectRefusal(&h, 0, "", "not a move");
    ExpectRefusal(&h, 0, "play AS", "");
    ExpectRefusal(&h, 0, "exchange 7S 8S 9S 10S JS QS KS AS", "");

    /* Two people: the one whose turn it is not is told whose it is. */
    TableHost two;
    GameSeating people = AllPeople(2);
    assert_true(TableHost_Start(&two, rules, 0, 42, &people));
    int decider = TableHost_Decider(&two);
    rules->legal(two.st, rules->toAct(two.st), acts, 4096);
    char text[GAME_ACTION_TEXT_MAX];
    rules->formatAction(acts[0], text, sizeof text);
    ExpectRefusal(&two, 1 - decider, text, "not your turn");
    TableHost_Free(&two);
    TableHost_Free(&h);
}

static void ExpectBadMessage(const char *text, const char *words)
{
    TableClientMessage m;
    char problem[256] = "";
    assert_false(TableProtocol_ParseClient(text, strlen(text), &m, problem, sizeof problem));
    if (strstr(problem, words) == NULL) {
        fail_msg("parsing %.80s: expected \"%s\" in \"%s\"", text, words, problem);
    }
}

static void test_device_messages_are_checked(void **state)
{
    (void)state;
    TableClientMessage m;
    char problem[256] = "";
    char *hello = TableProtocol_Hello(2, "K7QX", "00112233445566778899aabbccddeeff", "Ada");
    assert_true(TableProtocol_ParseClient(hello, strlen(hello), &m, problem, sizeof problem));
    assert_int_equal(m.type, TABLE_MSG_HELLO);
    assert_int_equal(m.protocol, TABLE_PROTOCOL_VERSION);
    assert_int_equal(m.rules, 2);
    assert_string_equal(m.table, "K7QX");
    assert_string_equal(m.token, "00112233445566778899aabbccddeeff");
    assert_string_equal(m.name, "Ada");
    free(hello);
    char *watcher = TableProtocol_Hello(2, "K7QX", NULL, "");
    assert_true(TableProtocol_ParseClient(watcher, strlen(watcher), &m, problem, sizeof problem));
    assert_string_equal(m.token, "");
    free(watcher);
    char *act = TableProtocol_Act("play QS");
    assert_true(TableProtocol_ParseClient(act, strlen(act), &m, problem, sizeof problem));
    assert_int_equal(m.type, TABLE_MSG_ACT);
    assert_string_equal(m.action, "play QS");
    free(act);

    ExpectBadMessage("{\"type\":\"act\",\"action\":\"play QS\",\"seat\":1}", "no field \"seat\"");
    ExpectBadMessage("{\"type\":\"act\"}", "exactly the fields");
    ExpectBadMessage("{\"type\":\"act\",\"action\":\"play QS\",\"action\":\"play KS\"}", "twice");
    ExpectBadMessage("{\"type\":\"act\",\"action\":7}", "must be a text");
    ExpectBadMessage("{\"type\":\"act\",\"action\":\"play\\u0007QS\"}", "a line");
    ExpectBadMessage("{\"type\":\"fly\"}", "no known \"type\"");
    /* Two messages in one, or one with something after it: the first alone would be read. */
    ExpectBadMessage("{\"type\":\"ping\"}{\"type\":\"leave\"}", "not a JSON object");
    ExpectBadMessage("{\"type\":\"ping\"} x", "not a JSON object");
    assert_true(TableProtocol_ParseClient("{\"type\":\"ping\"} \n", 17, &m, problem, sizeof problem));
    ExpectBadMessage("[1,2]", "not a JSON object");
    ExpectBadMessage("{\"type\":\"ping\",", "not a JSON object");
    ExpectBadMessage("{\"type\":\"act\",\"action\":[[[[\"x\"]]]]}", "too deep");
    ExpectBadMessage("{\"type\":\"hello\",\"protocol\":-1,\"rules\":1,\"table\":\"A\",\"token\":null,\"name\":\"\"}",
                     "whole number");
    char big[TABLE_PROTOCOL_MAX_IN + 64];
    memset(big, ' ', sizeof big - 1);
    big[sizeof big - 1] = '\0';
    memcpy(big, "{\"type\":\"ping\"}", 15);
    ExpectBadMessage(big, "at most");
    char longName[200];
    snprintf(longName, sizeof longName,
             "{\"type\":\"hello\",\"protocol\":1,\"rules\":1,\"table\":\"A\",\"token\":null,\"name\":\"%060d\"}", 0);
    ExpectBadMessage(longName, "at most 32 characters");
}

/*
 * Steps a table of people with the first legal action until the decider's
 * view offers cards to pick; returns that view (malloc'd), NULL if none came.
 */
static char *ViewWithPick(TableHost *h)
{
    GameAction *acts = calloc((size_t)h->rules->maxActions, sizeof *acts);
    for (int step = 0; step < 200 && !TableHost_IsOver(h); step++) {
        int decider = TableHost_Decider(h);
        char *view = TableProtocol_View(h->rules, h->st, &h->rec, decider);
        assert_non_null(view);
        if (strstr(view, "\"pick\":") != NULL) {
            free(acts);
            return view;
        }
        free(view);
        int n = h->rules->legal(h->st, h->rules->toAct(h->st), acts, h->rules->maxActions);
        assert_true(n > 0);
        assert_int_equal(Game_Play(h->rules, h->st, &h->rec, acts[n - 1]), GAME_OK);
    }
    free(acts);
    return NULL;
}

/* The count of "cards" in a pick entry, its min and max, read from the view's text. */
static void ReadPick(const char *view, char *verb, size_t verbSize, char cards[][4], int *count, int *min, int *max)
{
    const char *p = strstr(view, "\"pick\":\"");
    assert_non_null(p);
    p += strlen("\"pick\":\"");
    const char *q = strchr(p, '"');
    snprintf(verb, verbSize, "%.*s", (int)(q - p), p);
    p = strstr(q, "\"cards\":[");
    assert_non_null(p);
    p += strlen("\"cards\":[");
    *count = 0;
    while (*p == '"') {
        q = strchr(p + 1, '"');
        snprintf(cards[(*count)++], 4, "%.*s", (int)(q - p - 1), p + 1);
        p = q + 1;
        if (*p == ',') {
            p++;
        }
    }
    assert_int_equal(sscanf(strstr(p, "\"min\":"), "\"min\":%d,\"max\":%d", min, max), 2);
}

/*
 * Many choices of one kind that are every set of some cards go as the cards
 * to pick with the number allowed: Piquet's elder's 1,585 exchanges made a
 * view of 120 KB, now a few. Every set in any order is accepted, as the
 * rules say; one card too many is refused with the table unchanged.
 */
static void test_many_card_choices_are_sent_as_cards_to_pick(void **state)
{
    (void)state;
    static const struct {
        const char *game;
        int variant;
        int cards, min, max;
    } kCases[] = {{"piquet", 0, 12, 1, 5}, {"five-hundred", 0, 13, 3, 3}};
    for (size_t k = 0; k < sizeof kCases / sizeof kCases[0]; k++) {
        const GameRules *rules = Game_Find(kCases[k].game);
        assert_non_null(rules);
        TableHost h;
        GameSeating people = AllPeople(Game_SeatsIn(rules, kCases[k].variant));
        assert_true(TableHost_Start(&h, rules, kCases[k].variant, 77, &people));
        char *view = ViewWithPick(&h);
        if (view == NULL) {
            fail_msg("%s: no view offered cards to pick", rules->name);
        }
        if (strlen(view) > 8192) {
            fail_msg("%s: a view with cards to pick is %zu bytes", rules->name, strlen(view));
        }
        char verb[32], cards[64][4];
        int count, min, max;
        ReadPick(view, verb, sizeof verb, cards, &count, &min, &max);
        assert_int_equal(count, kCases[k].cards);
        assert_int_equal(min, kCases[k].min);
        assert_int_equal(max, kCases[k].max);
        int decider = TableHost_Decider(&h);
        Rng rng = Rng_Make(5);
        for (int trial = 0; trial < 40; trial++) {
            /* A random set of an allowed size, in a random order. */
            int order[64];
            for (int i = 0; i < count; i++) {
                order[i] = i;
            }
            int want = trial == 0 ? max + 1 : min + (int)(Rng_Next(&rng) % (uint64_t)(max - min + 1));
            char action[GAME_ACTION_TEXT_MAX];
            size_t used = (size_t)snprintf(action, sizeof action, "%s", verb);
            for (int i = 0; i < want; i++) {
                int j = i + (int)(Rng_Next(&rng) % (uint64_t)(count - i));
                int t = order[i];
                order[i] = order[j];
                order[j] = t;
                used += (size_t)snprintf(action + used, sizeof action - used, " %s", cards[order[i]]);
            }
            TableHost copy = h;
            copy.st = Game_NewState(rules);
            memcpy(copy.st, h.st, rules->stateSize);
            GameRecord_InitLike(&copy.rec, &h.rec);
            char why[256] = "";
            TableHostVerdict verdict = TableHost_Act(&copy, decider, action, NULL, NULL, NULL, why, sizeof why);
            if (trial == 0) {
                assert_int_equal(verdict, TABLE_HOST_REFUSED);
                assert_true(why[0] != '\0');
            } else if (verdict != TABLE_HOST_APPLIED) {
                fail_msg("%s: \"%s\" refused: %s", rules->name, action, why);
            }
            TableHost_Free(&copy);
        }
        free(view);
        TableHost_Free(&h);
    }

    /* A short list stays a list: Bridge's opening calls are each sent with their sentence. */
    const GameRules *bridge = Game_Find("bridge");
    TableHost b;
    GameSeating four = AllPeople(4);
    assert_true(TableHost_Start(&b, bridge, 0, 3, &four));
    char *view = TableProtocol_View(bridge, b.st, &b.rec, TableHost_Decider(&b));
    assert_null(strstr(view, "\"pick\""));
    assert_non_null(strstr(view, "\"choices\":[{\"action\":"));
    free(view);
    TableHost_Free(&b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_no_seat_or_watcher_is_sent_what_it_may_not_see),
        cmocka_unit_test(test_record_and_seed_never_leave_before_the_end),
        cmocka_unit_test(test_no_device_acts_for_another_seat_out_of_turn_or_illegally),
        cmocka_unit_test(test_device_messages_are_checked),
        cmocka_unit_test(test_many_card_choices_are_sent_as_cards_to_pick),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
