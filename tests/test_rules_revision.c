/* test_rules_revision.c: the cuts as the book says (Bridge Laws 19-20, Piquet au cent), and saves of before resuming. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bridge/bridge.h"
#include "game/game.h"
#include "piquet/piquet.h"
#include "rules1_fixtures.h"

static char *ReadFixture(const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", PARLOUR_FIXTURES_DIR, name);
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        fail_msg("cannot open %s", path);
    }
    static char text[1 << 20];
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    char *copy = malloc(n + 1);
    assert_non_null(copy);
    memcpy(copy, text, n + 1);
    return copy;
}

static const char *CardText(Card c, char *buf)
{
    return Card_Format(c, buf);
}

static int CutRank(Card c)
{
    return Card_Rank(c) == RANK_ACE ? 1 : Card_Rank(c);
}

/* --- saves of before: every table game's resumes to the state it had --- */

static void TestOldSavesResumeAsTheyWere(void **state)
{
    (void)state;
    for (int i = 0; i < RULES1_FIXTURE_COUNT; i++) {
        const Rules1Fixture *fx = &kRules1Fixtures[i];
        const GameRules *rules = Game_Find(fx->game);
        assert_non_null(rules);
        char *text = ReadFixture(fx->file);
        GameState *st = Game_NewState(rules);
        GameRecord rec;
        GameError err;
        if (!GameRecord_Load(text, rules, &rec, st, &err)) {
            fail_msg("%s: %s", fx->file, err.message);
        }
        assert_int_equal(rec.revision, 1);
        assert_int_equal(rec.count, fx->actions);
        if (rules->hash(st) != fx->hash) {
            fail_msg("%s resumes to hash %016llx, not %016llx as before", fx->file,
                     (unsigned long long)rules->hash(st), (unsigned long long)fx->hash);
        }
        /* Replayed, copied and written again, it stays the game it was. */
        GameState *again = Game_NewState(rules);
        GameRecord copy;
        GameRecord_InitLike(&copy, &rec);
        for (int a = 0; a < rec.count; a++) {
            assert_true(GameRecord_Push(&copy, rec.actions[a]));
        }
        assert_int_equal(copy.revision, 1);
        assert_true(Game_Replay(&copy, -1, again, &err));
        assert_true(rules->hash(again) == fx->hash);
        size_t need = GameRecord_Save(&rec, NULL, 0);
        char *saved = malloc(need + 1);
        assert_non_null(saved);
        GameRecord_Save(&rec, saved, need + 1);
        assert_null(strstr(saved, "\nrules "));
        GameRecord reloaded;
        assert_true(GameRecord_Load(saved, rules, &reloaded, again, &err));
        assert_int_equal(reloaded.revision, 1);
        assert_true(rules->hash(again) == fx->hash);
        GameRecord_Free(&reloaded);
        GameRecord_Free(&copy);
        GameRecord_Free(&rec);
        free(saved);
        free(again);
        free(st);
        free(text);
    }
}

/* The old Bridge save of seed 16 still has West dealing first, as the old cut (all four again) made him. */
static void TestOldBridgeSaveKeepsItsDealer(void **state)
{
    (void)state;
    char *text = ReadFixture("rules1/bridge_rubber_seed16.txt");
    BridgeState *st = malloc(sizeof *st);
    GameRecord rec;
    GameError err;
    assert_true(GameRecord_Load(text, &Bridge_Rules, &rec, (GameState *)(void *)st, &err));
    assert_true(st->rubber.count >= 1);
    assert_int_equal(st->rubber.hands[0].dealer, 1); /* West */
    assert_int_equal(st->rules, 1);
    GameRecord_Free(&rec);
    free(st);
    free(text);
}

/* --- Bridge: Laws 19 and 20 --- */

/* Seed 16: South QS, West 4C, North 4H, East 9C. West and North tie for the lowest: only they cut again. */
static void TestBridgeTwoLowestCutAgain(void **state)
{
    (void)state;
    BridgeState st;
    assert_int_equal(Bridge_Init(&st, 0, 16), GAME_OK);
    assert_int_equal(st.rules, BRIDGE_RULES_REVISION);
    char a[8];
    const char *first[4] = {"QS", "4C", "4H", "9C"};
    for (int p = 0; p < 4; p++) {
        assert_string_equal(Card_Format(st.cut[p], a), first[p]);
    }
    assert_int_equal(st.recuts, 1);
    assert_int_equal(Bridge_RecutSeats(&st), (1 << 1) | (1 << 2));
    assert_int_equal(st.recut[0], CARD_NONE);
    assert_int_equal(st.recut[3], CARD_NONE);
    assert_string_equal(Card_Format(st.recut[1], a), "2H");
    assert_string_equal(Card_Format(st.recut[2], a), "AS");
    assert_int_equal(st.dealer, 2); /* North: the ace is lowest (Law 14) */
    char text[256];
    Bridge_DescribeCut(&st, CardText, text, sizeof text);
    assert_string_equal(text, "The cut: South QS, West 4C, North 4H, East 9C; West and North cut again: West 2H, "
                              "North AS.");
    /* The same seed under revision 1: all four cut again, and West dealt. */
    BridgeState old;
    assert_int_equal(Bridge_InitRevision(&old, 0, 16, 1), GAME_OK);
    assert_int_equal(old.dealer, 1);
    assert_int_equal(Bridge_RecutSeats(&old), 0);
    assert_int_equal(Bridge_InitRevision(&old, 0, 16, BRIDGE_RULES_REVISION + 1), GAME_ERR_MALFORMED);
}

/* Over many seeds: the lowest of the first cut deals; on a tie only the tied seats cut again and the lowest of them deals. */
static void TestBridgeCutFollowsTheLaws(void **state)
{
    (void)state;
    int ties = 0, threes = 0;
    for (uint64_t seed = 1; seed <= 4000; seed++) {
        BridgeState st;
        assert_int_equal(Bridge_Init(&st, 0, seed), GAME_OK);
        int low = 99, lowSeats = 0;
        for (int p = 0; p < 4; p++) {
            low = CutRank(st.cut[p]) < low ? CutRank(st.cut[p]) : low;
        }
        for (int p = 0; p < 4; p++) {
            lowSeats |= CutRank(st.cut[p]) == low ? 1 << p : 0;
        }
        assert_true(lowSeats & (1 << st.dealer)); /* never a seat that did not tie for the lowest */
        if (__builtin_popcount((unsigned)lowSeats) == 1) {
            assert_int_equal(st.recuts, 0);
            assert_int_equal(Bridge_RecutSeats(&st), 0);
            continue;
        }
        ties++;
        threes += __builtin_popcount((unsigned)lowSeats) == 3;
        assert_true(st.recuts >= 1);
        int seats = Bridge_RecutSeats(&st);
        assert_int_equal(seats & ~lowSeats, 0); /* only tied seats cut again */
        if (st.recuts == 1) {
            assert_int_equal(seats, lowSeats);
        }
        /* The dealer's re-cut card is lower than every other re-cut card, and no card is drawn twice. */
        uint64_t drawn = 0;
        for (int p = 0; p < 4; p++) {
            drawn |= 1ULL << Card_Index52(st.cut[p]);
            if (p != st.dealer && (seats & (1 << p))) {
                assert_true(CutRank(st.recut[st.dealer]) < CutRank(st.recut[p]));
            }
            if ((seats & (1 << p)) && st.recuts == 1) {
                assert_true((drawn & (1ULL << Card_Index52(st.recut[p]))) == 0);
                drawn |= 1ULL << Card_Index52(st.recut[p]);
            }
        }
    }
    assert_true(ties > 100);
    assert_true(threes > 0);
}

/* --- Piquet au cent: "The player who cuts the lower card has to deal" --- */

static int CutOrder(Card c)
{
    return Piquet_Index(c) % 8; /* seven 0 .. ace 7 */
}

static void TestPiquetCentLowerCardDeals(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 500; seed++) {
        for (int v = 0; v < PIQUET_VARIANT_COUNT; v++) {
            PiquetState st;
            assert_int_equal(Piquet_Init(&st, v, seed), GAME_OK);
            int lower = CutOrder(st.cut[0]) < CutOrder(st.cut[1]) ? 0 : 1;
            assert_true(CutOrder(st.cut[0]) != CutOrder(st.cut[1]));
            if (v == PIQUET_CENT || v == PIQUET_CENT_FIVE) {
                /* No choice: the first deal is dealt, the lower card dealing and the other elder to exchange. */
                assert_int_equal(st.phase, PIQ_PHASE_EXCHANGE);
                assert_int_equal(st.deal, 1);
                assert_int_equal(st.dealer, lower);
                assert_int_equal(Piquet_ToAct(&st), 1 - lower);
                assert_int_equal(Piquet_Check(&st, 1 - lower, Piquet_Choose(true)), PIQ_WHY_WRONG_PHASE);
            } else {
                /* The partie: the higher card chooses (DECISIONS, Piquet). */
                assert_int_equal(st.phase, PIQ_PHASE_CHOOSE);
                assert_int_equal(Piquet_ToAct(&st), 1 - lower);
            }
            /* Revision 1 gave au cent the partie's choice: a save of then resumes so. */
            PiquetState old;
            assert_int_equal(Piquet_InitRevision(&old, v, seed, 1), GAME_OK);
            assert_int_equal(old.phase, PIQ_PHASE_CHOOSE);
            assert_int_equal(Piquet_ToAct(&old), 1 - lower);
        }
    }
    PiquetState st;
    assert_int_equal(Piquet_Init(&st, PIQUET_CENT, 11), GAME_OK);
    char text[256];
    Piquet_DescribeCut(&st, NULL, CardText, text, sizeof text);
    assert_string_equal(text, "The cut: South 7D, North 8D. South cut the lower card and had to deal.");
    const char *const names[2] = {"you", "the computer"};
    Piquet_DescribeCut(&st, names, CardText, text, sizeof text);
    assert_string_equal(text, "The cut: you 7D, the computer 8D. You cut the lower card and had to deal.");
    assert_int_equal(Piquet_InitRevision(&st, PIQUET_CENT, 11, 1), GAME_OK);
    Piquet_DescribeCut(&st, NULL, CardText, text, sizeof text);
    assert_string_equal(text, "The cut: South 7D, North 8D. North cut the higher card and may choose to deal or to be "
                              "elder.");
    assert_int_equal(Piquet_Apply(&st, 1, Piquet_Choose(false)), PIQ_WHY_OK);
    Piquet_DescribeCut(&st, NULL, CardText, text, sizeof text);
    assert_string_equal(text, "The cut: South 7D, North 8D. North cut the higher card and chose to be elder hand.");
}

/* --- the save text --- */

static char *SaveText(const GameRecord *rec)
{
    size_t need = GameRecord_Save(rec, NULL, 0);
    char *text = malloc(need + 1);
    assert_non_null(text);
    GameRecord_Save(rec, text, need + 1);
    return text;
}

/* A new game is saved under this build's revision, and loads back under it. */
static void TestNewSavesCarryTheRevision(void **state)
{
    (void)state;
    const GameRules *games[] = {&Bridge_Rules, &Piquet_Rules};
    const int variants[] = {0, PIQUET_CENT};
    for (int g = 0; g < 2; g++) {
        const GameRules *rules = games[g];
        GameState *st = Game_NewState(rules);
        GameRecord rec;
        GameRecord_Init(&rec, rules, variants[g], 16);
        assert_int_equal(rec.revision, Game_Revision(rules));
        assert_int_equal(Game_Revision(rules), 2);
        assert_int_equal(GameRecord_Start(&rec, st), GAME_OK);
        Rng rng = Rng_Make(5);
        assert_true(Game_PlayRandom(rules, st, &rec, &rng, 30) == 30);
        char *text = SaveText(&rec);
        assert_non_null(strstr(text, "\nrules 2\nseed 16\n"));
        GameState *back = Game_NewState(rules);
        GameRecord loaded;
        GameError err;
        assert_true(GameRecord_Load(text, rules, &loaded, back, &err));
        assert_int_equal(loaded.revision, 2);
        assert_true(rules->hash(back) == rules->hash(st));
        GameRecord_Free(&loaded);
        GameRecord_Free(&rec);
        free(text);
        free(back);
        free(st);
    }
    /* A game whose rules never changed writes no rules line: its saves read as before everywhere. */
    GameRecord rec;
    GameRecord_Init(&rec, Game_Find("bezique"), 0, 3);
    assert_int_equal(rec.revision, 1);
    char *text = SaveText(&rec);
    assert_null(strstr(text, "rules"));
    free(text);
    GameRecord_Free(&rec);
}

/* "rules 1" written out replays the old cut; a revision newer than this build's is refused, naming both. */
static void TestRulesLine(void **state)
{
    (void)state;
    BridgeState *st = malloc(sizeof *st);
    GameRecord rec;
    GameError err;
    assert_true(GameRecord_Load("parlour-game 1\ngame bridge\nvariant rubber\nrules 1\nseed 16\n", &Bridge_Rules, &rec,
                                (GameState *)(void *)st, &err));
    assert_int_equal(rec.revision, 1);
    assert_int_equal(st->dealer, 1);
    GameRecord_Free(&rec);
    assert_true(GameRecord_Load("parlour-game 1\ngame bridge\nvariant rubber\nrules 2\nseed 16\n", &Bridge_Rules, &rec,
                                (GameState *)(void *)st, &err));
    assert_int_equal(st->dealer, 2);
    GameRecord_Free(&rec);
    assert_false(GameRecord_Load("parlour-game 1\ngame bridge\nvariant rubber\nrules 3\nseed 16\n", &Bridge_Rules, &rec,
                                 (GameState *)(void *)st, &err));
    assert_int_equal(err.line, 4);
    assert_non_null(strstr(err.message, "Bridge rules revision 3"));
    assert_non_null(strstr(err.message, "up to 2"));
    assert_false(GameRecord_Load("parlour-game 1\ngame bezique\nvariant rubicon\nrules 2\nseed 3\n", NULL, &rec, NULL,
                                 &err));
    assert_non_null(strstr(err.message, "Bezique rules revision 2"));
    assert_non_null(strstr(err.message, "up to 1"));
    const char *bad[] = {
        "parlour-game 1\ngame bridge\nvariant rubber\nrules 0\nseed 16\n",
        "parlour-game 1\ngame bridge\nvariant rubber\nrules two\nseed 16\n",
        "parlour-game 1\ngame bridge\nvariant rubber\nrules 2\nrules 2\nseed 16\n",
        "parlour-game 1\ngame bridge\nvariant rubber\nseed 16\nrules 2\n",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_false(GameRecord_Load(bad[i], NULL, &rec, NULL, &err));
        assert_true(err.line >= 4);
    }
    free(st);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(TestOldSavesResumeAsTheyWere), cmocka_unit_test(TestOldBridgeSaveKeepsItsDealer),
        cmocka_unit_test(TestBridgeTwoLowestCutAgain),  cmocka_unit_test(TestBridgeCutFollowsTheLaws),
        cmocka_unit_test(TestPiquetCentLowerCardDeals), cmocka_unit_test(TestNewSavesCarryTheRevision),
        cmocka_unit_test(TestRulesLine),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
