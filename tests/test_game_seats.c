/* test_game_seats.c: seats, sides and who decides: the game interface's seating, on a toy game with a dummy. */
#include "game/game.h"
#include "game/game_ai.h"
#include "game/game_seating.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

/*
 * The toy: four seats in two partnerships (0 and 2 against 1 and 3), three
 * cards each, played in turn; the higher total side wins. Seat 2 is a dummy
 * in Bridge's way: nobody sits there, so its own view shows nothing of its
 * hand, and seat 0 plays its cards, seeing them face up. An AI that chose
 * for the dummy from the dummy's own view would find no legal action.
 */
typedef struct Toy {
    uint8_t hand[4][3]; /* 0: played or unseen */
    uint8_t played;
    int8_t viewer; /* -1: the full state */
} Toy;

#define T(st) ((Toy *)(void *)(st))
#define CT(st) ((const Toy *)(const void *)(st))

static GameStatus ToyInit(GameState *st, int variant, uint64_t seed)
{
    if (variant != 0) {
        return GAME_ERR_MALFORMED;
    }
    memset(st, 0, sizeof(Toy));
    for (int p = 0; p < 4; p++) {
        for (int i = 0; i < 3; i++) {
            T(st)->hand[p][i] = (uint8_t)(1 + (seed + (uint64_t)p * 3 + (uint64_t)i) % 9);
        }
    }
    T(st)->viewer = -1;
    return GAME_OK;
}

static int ToyToAct(const GameState *st)
{
    return CT(st)->played >= 12 ? GAME_NOBODY : CT(st)->played % 4;
}

static int ToyLegal(const GameState *st, int seat, GameAction *out, int max)
{
    int n = 0;
    if (seat != ToyToAct(st)) {
        return 0;
    }
    for (int i = 0; i < 3 && n < max; i++) {
        if (CT(st)->hand[seat][i] != 0) {
            out[n++] = (GameAction){.kind = 1, .count = 0, .choice = (uint16_t)i};
        }
    }
    return n;
}

static GameStatus ToyCheck(const GameState *st, int seat, GameAction a)
{
    if (ToyToAct(st) == GAME_NOBODY) {
        return GAME_ERR_OVER;
    }
    if (seat != ToyToAct(st)) {
        return GAME_ERR_TURN;
    }
    if (a.kind != 1 || a.choice >= 3 || CT(st)->hand[seat][a.choice] == 0) {
        return GAME_ERR_ILLEGAL;
    }
    return CT(st)->viewer >= 0 ? GAME_ERR_VIEW : GAME_OK;
}

static GameStatus ToyApply(GameState *st, int seat, GameAction a)
{
    GameStatus s = ToyCheck(st, seat, a);
    if (s == GAME_OK) {
        T(st)->hand[seat][a.choice] = 0;
        T(st)->played++;
    }
    return s;
}

static size_t ToyWhyNot(const GameState *st, int seat, GameAction a, char *buf, size_t size)
{
    (void)st, (void)seat, (void)a;
    if (size > 0) {
        buf[0] = '\0';
    }
    return 0;
}

static void ToyView(const GameState *st, int seat, GameState *out)
{
    memcpy(out, st, sizeof(Toy));
    for (int p = 0; p < 4; p++) {
        /* A seat sees its own hand, except the dummy, whose hand only its partner (seat 0) sees. */
        bool sees = (p == seat && p != 2) || (p == 2 && seat == 0);
        if (!sees) {
            memset(T(out)->hand[p], 0, 3);
        }
    }
    T(out)->viewer = (int8_t)seat;
}

/* A world consistent with a view: each hidden hand gets as many cards as its seat has left, at random. */
static bool ToySample(const GameState *view, Rng *rng, GameState *out)
{
    memcpy(out, view, sizeof(Toy));
    Toy *t = T(out);
    int viewer = t->viewer;
    for (int p = 0; p < 4; p++) {
        bool seen = (p == viewer && p != 2) || (p == 2 && viewer == 0);
        if (seen) {
            continue;
        }
        int left = 3 - (t->played + (3 - p)) / 4;
        for (int i = 0; i < 3; i++) {
            t->hand[p][i] = i < left ? (uint8_t)(1 + Rng_Below(rng, 9)) : 0;
        }
    }
    t->viewer = -1;
    return true;
}

static GameResult ToyResult(const GameState *st)
{
    GameResult r = {ToyToAct(st) == GAME_NOBODY, GAME_NOBODY, {0}, 0};
    return r;
}

static uint64_t ToyHash(const GameState *st)
{
    return Game_HashBytes(GAME_HASH_SEED, st, sizeof(Toy));
}

static int ToySideOf(int variant, int seat)
{
    (void)variant;
    return seat % 2;
}

static int ToyController(const GameState *st, int seat)
{
    (void)st;
    return seat == 2 ? 0 : seat;
}

static const GameRules kToy = {
    .name = "toy",
    .title = "Toy",
    .seats = 4,
    .stateSize = sizeof(Toy),
    .maxActions = 3,
    .variantCount = 1,
    .init = ToyInit,
    .toAct = ToyToAct,
    .legal = ToyLegal,
    .check = ToyCheck,
    .apply = ToyApply,
    .whyNot = ToyWhyNot,
    .view = ToyView,
    .sample = ToySample,
    .result = ToyResult,
    .hash = ToyHash,
    .sideOf = ToySideOf,
    .controller = ToyController,
};

static void test_sides_and_names(void **state)
{
    (void)state;
    assert_int_equal(Game_SeatsIn(&kToy, 0), 4);
    assert_int_equal(Game_SideCount(&kToy, 0), 2);
    assert_int_equal(Game_SideOf(&kToy, 0, 2), Game_SideOf(&kToy, 0, 0)); /* partners sit opposite */
    assert_true(Game_SideOf(&kToy, 0, 1) != Game_SideOf(&kToy, 0, 0));
    assert_string_equal(Game_SeatName(&kToy, 0, 0), "South");
    assert_string_equal(Game_SeatName(&kToy, 0, 1), "West");
    assert_string_equal(Game_SeatName(&kToy, 0, 2), "North");
    assert_string_equal(Game_SeatName(&kToy, 0, 3), "East");
}

static void test_the_dummy_is_played_by_its_partner(void **state)
{
    (void)state;
    Toy st;
    assert_int_equal(ToyInit((GameState *)(void *)&st, 0, 5), GAME_OK);
    GameSeating seating = Seating_OneAgainst(4, GAME_AI_STRONG);
    /* Two turns in: the dummy's. toAct stays the rules' seat; the one asked is its partner. */
    GameAction a = {.kind = 1, .choice = 0};
    assert_int_equal(ToyApply((GameState *)(void *)&st, 0, a), GAME_OK);
    assert_int_equal(ToyApply((GameState *)(void *)&st, 1, a), GAME_OK);
    assert_int_equal(ToyToAct((const GameState *)(const void *)&st), 2);
    assert_int_equal(Game_Controller(&kToy, (const GameState *)(const void *)&st, 2), 0);
    assert_int_equal(Seating_Decider(&kToy, (const GameState *)(const void *)&st), 0);
    assert_true(Seating_IsPerson(&seating, Seating_Decider(&kToy, (const GameState *)(const void *)&st)));
    assert_int_equal(Game_Controller(&kToy, (const GameState *)(const void *)&st, GAME_NOBODY), GAME_NOBODY);

    /* The computer choosing for the dummy decides from the declarer's eyes, and plays a card of the dummy's. */
    for (int level = 0; level < GAME_AI_LEVEL_COUNT; level++) {
        GameAction out;
        assert_true(GameAi_Choose(&kToy, (const GameState *)(const void *)&st, 2, (GameAiLevel)level, 7, &out));
        assert_int_equal(ToyCheck((const GameState *)(const void *)&st, 2, out), GAME_OK);
    }
    /* Its own view shows nothing of its hand: asked from there, no legal action exists. */
    Toy own;
    ToyView((const GameState *)(const void *)&st, 2, (GameState *)(void *)&own);
    GameAction acts[3];
    assert_int_equal(ToyLegal((const GameState *)(const void *)&own, 2, acts, 3), 0);
}

static void test_seating_text(void **state)
{
    (void)state;
    GameSeating s = Seating_OneAgainst(2, GAME_AI_STRONG);
    char text[64];
    Seating_Format(&s, text, sizeof text);
    assert_string_equal(text, "person strong");
    GameSeating back;
    assert_true(Seating_Parse(text, 2, &back));
    assert_true(Seating_Equal(&s, &back));
    assert_int_equal(Seating_People(&back), 1);
    assert_int_equal(Seating_FirstPerson(&back), 0);

    assert_true(Seating_Parse("person person easy medium", 4, &back));
    assert_int_equal(Seating_People(&back), 2);
    assert_int_equal(back.seat[3].level, GAME_AI_MEDIUM);

    GameSeating untouched = s;
    assert_false(Seating_Parse("person grandmaster", 2, &untouched)); /* no such level */
    assert_false(Seating_Parse("person strong easy", 2, &untouched)); /* one seat too many */
    assert_false(Seating_Parse("person", 2, &untouched));             /* one too few */
    assert_false(Seating_Parse("", 2, &untouched));
    assert_false(Seating_Parse("personperson", 2, &untouched));
    assert_true(Seating_Equal(&untouched, &s)); /* a refused text changes nothing */
    GameSeating none = Seating_OneAgainst(2, GAME_AI_EASY);
    none.seat[0] = (GameSeat){SEAT_COMPUTER, GAME_AI_EASY};
    assert_int_equal(Seating_FirstPerson(&none), GAME_NOBODY);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sides_and_names),
        cmocka_unit_test(test_the_dummy_is_played_by_its_partner),
        cmocka_unit_test(test_seating_text),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
