/* test_bridge_review.c: Bridge's review against double dummy and its replay, driven like a player by keys, pad and mouse. */
#define _POSIX_C_SOURCE 200809L
#include "scene_harness.h"

#include "core/bridge/bridge.h"
#include "core/bridge/bridge_dd.h"
#include "core/bridge/bridge_review.h"
#include "games/bridge/bridge_scenes.h"
#include "games/table/table_game.h"
#include "games/table/score_sheet.h"
#include "games/table/table_lobby_scene.h"
#include "games/table/table_scene.h"
#include "games/table/table_session.h"
#include "render/layout_record.h"
#include "scenes/scenes.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

static BridgeDdPosition Position(const BridgeState *st)
{
    BridgeDdPosition pos;
    memset(&pos, 0, sizeof pos);
    memcpy(pos.hands, st->hand, sizeof pos.hands);
    pos.strain = st->strain;
    pos.leader = st->leader;
    pos.trickCount = st->trickCount;
    for (int i = 0; i < st->trickCount && i < 3; i++) {
        pos.trick[i] = st->trick[i];
    }
    return pos;
}

/*
 * A constructed hand: every card the solver's best, except one of South-North's, the first time they
 * hold a card that loses exactly one trick: that card is played instead. The review must name that card,
 * and only that one, with the line the player reads.
 */
typedef struct Constructed {
    GameRecord rec;
    int costly;    /* the index of the bad card among the hand's 52 */
    Card bad, best;
    int before;    /* South-North's double-dummy tricks before it */
} Constructed;

static void Construct(Constructed *c)
{
    BridgeState *st = malloc(sizeof *st);
    assert_non_null(st);
    assert_int_equal(Bridge_Init(st, 0, 11), GAME_OK);
    GameRecord_Init(&c->rec, &Bridge_Rules, 0, 11);
    c->costly = -1;
    int cards = 0;
    while (st->rubber.count == 0) {
        int seat = Bridge_ToAct(st);
        GameAction a;
        if (st->phase != BRIDGE_PHASE_PLAY) {
            /* The dealer names No trumps; no one doubles. */
            a = st->phase == BRIDGE_PHASE_DOUBLE ? Bridge_Content() : Bridge_Declare(BRIDGE_NO_TRUMPS);
        } else {
            BridgeDdPosition pos = Position(st);
            BridgeDdCards dd;
            char err[BRIDGE_DD_ERR_MAX];
            assert_true(BridgeDd_Cards(&pos, &dd, err, sizeof err));
            int best = 0, worse = -1;
            for (int i = 1; i < dd.count; i++) {
                best = dd.tricks[i] > dd.tricks[best] ? i : best;
            }
            for (int i = 0; i < dd.count; i++) {
                if (dd.tricks[i] == dd.tricks[best] - 1) {
                    worse = i;
                }
            }
            a = Bridge_Play(dd.card[best]);
            if (c->costly < 0 && Bridge_SideOf(seat) == 0 && worse >= 0 && cards >= 4) {
                c->costly = cards;
                c->bad = dd.card[worse];
                c->best = dd.card[best];
                c->before = st->tricks[0] + dd.tricks[best];
                a = Bridge_Play(dd.card[worse]);
            }
            cards++;
        }
        assert_int_equal(Bridge_Apply(st, seat, a), BRIDGE_WHY_OK);
        assert_true(GameRecord_Push(&c->rec, a));
    }
    assert_true(c->costly >= 4);
    free(st);
}

static void TestCostlyCardFound(void **state)
{
    (void)state;
    Constructed c;
    Construct(&c);
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    GameSeating seating = Seating_OneAgainst(4, GAME_AI_EASY); /* the player South */
    Scene *review = BridgeReviewScene_Create(app, &c.rec, &seating, 0, false);
    assert_non_null(review);
    App_Push(app, review);
    Harness_Frames(app, 2);
    assert_string_equal(Harness_TopName(app), "bridge-review");
    BridgeReviewScene_Wait(review);
    const BridgeReview *r = BridgeReviewScene_Review(review);
    assert_non_null(r);
    assert_int_equal(r->count, 52);
    for (int i = 0; i < 52; i++) {
        if (i == c.costly) {
            assert_int_equal(r->cards[i].card, c.bad);
            assert_int_equal(r->cards[i].before, c.before);
            assert_int_equal(r->cards[i].after, c.before - 1);
            assert_true((r->cards[i].kept & Bridge_Bit(c.best)) != 0);
            assert_true((r->cards[i].kept & Bridge_Bit(c.bad)) == 0);
        } else {
            assert_int_equal(r->cards[i].before, r->cards[i].after); /* every other card was the solver's */
        }
    }
    /* The deal first; Tab goes to the costly card, and the line says what it cost. */
    assert_int_equal(BridgeReviewScene_At(review), -1);
    Harness_Key(app, SDLK_TAB);
    assert_int_equal(BridgeReviewScene_At(review), c.costly);
    char line[256], want[256];
    BridgeReviewScene_Line(review, line, sizeof line);
    snprintf(want, sizeof want,
             "This card cost your side a trick: with every card seen, %d tricks were still there; after it, %d.",
             c.before, c.before - 1);
    assert_string_equal(line, want);
    /* Tab again: no other costly card, so round to the same one. */
    Harness_Key(app, SDLK_TAB);
    assert_int_equal(BridgeReviewScene_At(review), c.costly);
    /* A card that kept the tricks says so. */
    Harness_Key(app, SDLK_RIGHT);
    assert_int_equal(BridgeReviewScene_At(review), c.costly + 1);
    BridgeReviewScene_Line(review, line, sizeof line);
    assert_non_null(strstr(line, "this card kept them"));
    Harness_Stop(app);
    GameRecord_Free(&c.rec);
}

/* Stepping by keys, by the pad, by the mouse, through the cells of the strip, and between the deals. */
static void TestStepping(void **state)
{
    (void)state;
    GameRecord rec;
    assert_true(BridgeReplayScene_DemoRecord(&rec, 2));
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    GameSeating seating = Seating_OneAgainst(4, GAME_AI_EASY);
    Scene *review = BridgeReviewScene_Create(app, &rec, &seating, 0, false);
    assert_non_null(review);
    App_Push(app, review);
    Harness_Frames(app, 1);
    BridgeReviewScene_Wait(review);
    assert_int_equal(BridgeReviewScene_At(review), -1);
    Harness_Key(app, SDLK_RIGHT);
    assert_int_equal(BridgeReviewScene_At(review), 0);
    Harness_Key(app, SDLK_RETURN);
    assert_int_equal(BridgeReviewScene_At(review), 1);
    Harness_Key(app, SDLK_LEFT);
    assert_int_equal(BridgeReviewScene_At(review), 0);
    assert_true(Harness_Click(app, "card13"));
    assert_int_equal(BridgeReviewScene_At(review), 12);
    assert_true(Harness_Click(app, "Next"));
    assert_int_equal(BridgeReviewScene_At(review), 13);
    assert_true(Harness_Click(app, "\xE2\x80\xB9 Previous"));
    assert_int_equal(BridgeReviewScene_At(review), 12);
    assert_true(Harness_PadAttach(app));
    Harness_Frames(app, 2);
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    assert_int_equal(BridgeReviewScene_At(review), 13);
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(BridgeReviewScene_At(review), 14);
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    assert_int_equal(BridgeReviewScene_At(review), 13);
    /* Down: the next deal, solved afresh, shown from the deal as dealt. */
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    assert_int_equal(BridgeReviewScene_Hand(review), 1);
    assert_int_equal(BridgeReviewScene_At(review), -1);
    BridgeReviewScene_Wait(review);
    assert_non_null(BridgeReviewScene_Review(review));
    assert_int_equal(BridgeReviewScene_Review(review)->hand, 1);
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_DPAD_DOWN); /* no third deal: stays */
    assert_int_equal(BridgeReviewScene_Hand(review), 1);
    Harness_Key(app, SDLK_UP);
    assert_int_equal(BridgeReviewScene_Hand(review), 0);
    /* Back leaves it, the pad's B as well as Escape. */
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_B);
    Harness_Frames(app, 1);
    assert_string_not_equal(Harness_TopName(app), "bridge-review");
    Harness_PadDetach(app);
    Harness_Stop(app);
    GameRecord_Free(&rec);
}

/* Leaving at once, while the solver is still working, stops it cleanly. */
static void TestLeaveWhileSolving(void **state)
{
    (void)state;
    GameRecord rec;
    assert_true(BridgeReplayScene_DemoRecord(&rec, 1));
    App *app = Harness_Start(800, 600);
    assert_non_null(app);
    GameSeating seating = Seating_OneAgainst(4, GAME_AI_EASY);
    App_Push(app, BridgeReviewScene_Create(app, &rec, &seating, 0, true));
    Harness_Frames(app, 1);
    Harness_Key(app, SDLK_ESCAPE);
    Harness_Frames(app, 1);
    assert_string_not_equal(Harness_TopName(app), "bridge-review");
    Harness_Stop(app);
    GameRecord_Free(&rec);
}

/* The replay: call by call and card by card, a deal at a time, and the review of the deal shown. */
static void TestReplay(void **state)
{
    (void)state;
    GameRecord rec;
    assert_true(BridgeReplayScene_DemoRecord(&rec, 2));
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    GameSeating seating = Seating_OneAgainst(4, GAME_AI_EASY);
    Scene *replay = BridgeReplayScene_Create(app, &rec, &seating);
    assert_non_null(replay);
    App_Push(app, replay);
    Harness_Frames(app, 1);
    assert_string_equal(Harness_TopName(app), "bridge-replay");
    assert_int_equal(BridgeReplayScene_Step(replay), 0);
    /* The first step is the dealer's declaration, described as the table describes it. */
    BridgeState *st = malloc(sizeof *st);
    assert_non_null(st);
    assert_int_equal(Bridge_Init(st, 0, rec.seed), GAME_OK);
    char want[160];
    Bridge_DescribeAction(st, Bridge_ToAct(st), rec.actions[0], want, sizeof want);
    Harness_Key(app, SDLK_RIGHT);
    assert_int_equal(BridgeReplayScene_Step(replay), 1);
    assert_true(strcasecmp(BridgeReplayScene_Said(replay), want) == 0);
    Harness_Key(app, SDLK_LEFT);
    assert_int_equal(BridgeReplayScene_Step(replay), 0);
    Harness_Key(app, SDLK_LEFT); /* nothing before the first */
    assert_int_equal(BridgeReplayScene_Step(replay), 0);
    /* Down: the second deal, seen with its dealer's call, one hand scored; the step before is the first
       deal's last card, and the one before that its last trick but one. */
    Harness_Key(app, SDLK_DOWN);
    const BridgeState *shown = BridgeReplayScene_State(replay);
    assert_int_equal(shown->rubber.count, 1);
    assert_int_equal(shown->deal, 2);
    assert_int_equal(shown->callCount, 1);
    assert_true(shown->phase != BRIDGE_PHASE_PLAY);
    int start = BridgeReplayScene_Step(replay);
    assert_int_equal(rec.actions[start - 2].kind, BRIDGE_ACT_PLAY);
    assert_int_equal(rec.actions[start - 1].kind == BRIDGE_ACT_PLAY, false);
    /* The pad steps too; then on into the play and every state matches the record replayed to that step. */
    assert_true(Harness_PadAttach(app));
    Harness_Frames(app, 2);
    for (int i = 0; i < 8; i++) {
        Harness_PadButton(app, SDL_CONTROLLER_BUTTON_A);
    }
    assert_int_equal(BridgeReplayScene_Step(replay), start + 8);
    GameError err;
    assert_true(Game_Replay(&rec, start + 8, (GameState *)(void *)st, &err));
    assert_true(Bridge_Hash(st) == Bridge_Hash(BridgeReplayScene_State(replay)));
    assert_true(BridgeReplayScene_State(replay)->phase == BRIDGE_PHASE_PLAY);
    /* Up goes back to this deal's start first. */
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_DPAD_UP);
    assert_int_equal(BridgeReplayScene_Step(replay), start);
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_A);
    /* Tab opens the review of the deal shown; Escape comes back to the same step. */
    Harness_Key(app, SDLK_TAB);
    Harness_Frames(app, 1);
    assert_string_equal(Harness_TopName(app), "bridge-review");
    Scene *review = App_Top(app);
    assert_int_equal(BridgeReviewScene_Hand(review), 0); /* still declaring deal 2: deal 1 is the one to review */
    Harness_Key(app, SDLK_ESCAPE);
    Harness_Frames(app, 1);
    assert_string_equal(Harness_TopName(app), "bridge-replay");
    for (int i = 0; i < 10; i++) {
        Harness_Key(app, SDLK_RIGHT);
    }
    assert_true(BridgeReplayScene_State(replay)->phase == BRIDGE_PHASE_PLAY);
    assert_true(Harness_Click(app, "Review deal 2"));
    Harness_Frames(app, 1);
    assert_string_equal(Harness_TopName(app), "bridge-review");
    assert_int_equal(BridgeReviewScene_Hand(App_Top(app)), 1);
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_B);
    Harness_Frames(app, 1);
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_B);
    Harness_Frames(app, 1);
    assert_string_not_equal(Harness_TopName(app), "bridge-replay");
    Harness_PadDetach(app);
    free(st);
    Harness_Stop(app);
    GameRecord_Free(&rec);
}

/* A finished rubber's score block offers the replay and the review. */
static void TestFromScore(void **state)
{
    (void)state;
    GameRecord rec;
    assert_true(BridgeReplayScene_DemoRecord(&rec, BRIDGE_HISTORY_MAX));
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    GameSeating seating = Seating_OneAgainst(4, GAME_AI_EASY);
    App_Push(app, BridgeScoreScene_Create(app, &rec, &seating));
    Harness_Frames(app, 2);
    assert_string_equal(Harness_TopName(app), "bridge-score");
    assert_true(Harness_Click(app, "Replay the rubber"));
    Harness_Frames(app, 1);
    assert_string_equal(Harness_TopName(app), "bridge-replay");
    Harness_Key(app, SDLK_ESCAPE);
    Harness_Frames(app, 1);
    assert_string_equal(Harness_TopName(app), "bridge-score");
    assert_true(Harness_Click(app, "Review the hands"));
    Harness_Frames(app, 1);
    assert_string_equal(Harness_TopName(app), "bridge-review");
    assert_int_equal(BridgeReviewScene_Hand(App_Top(app)), 0);
    Harness_Stop(app);
    GameRecord_Free(&rec);
}

/* The book's rubber on the pad: a finished game is ruled off above the line as well as below it (the book: "a
   pencil line is drawn above and below the scores"), above it over the game's last honours, read upward. */
static void TestGameRuledAboveAndBelow(void **state)
{
    (void)state;
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    App_Push(app, BridgeScoreScene_CreateDemo(app));
    Harness_Frames(app, 2);
    const ScoreSheet *sh = BridgeScoreScene_Block(App_Top(app));
    static const struct {
        const char *label, *we, *they;
        ScoreRowKind kind;
        bool below;
    } kRows[] = {
        {"Game 2 to We", "16", "108", SCORE_ROW_TOTAL_UP, false}, {"Deal 6: honours", "", "8", SCORE_ROW_ITEM, false},
        {"Deal 5: honours", "", "100", SCORE_ROW_ITEM, false},     {"Deal 4: honours", "16", "", SCORE_ROW_ITEM, false},
        {"Game 1 to We", "24", "46", SCORE_ROW_TOTAL_UP, false},  {"Deal 3: honours", "", "16", SCORE_ROW_ITEM, false},
        {"Deal 2: honours", "", "30", SCORE_ROW_ITEM, false},     {"Deal 1: honours", "24", "", SCORE_ROW_ITEM, false},
        {"Deal 1: diamonds", "18", "", SCORE_ROW_ITEM, true},     {"Deal 2: no trumps", "", "24", SCORE_ROW_ITEM, true},
        {"Deal 3: hearts", "16", "", SCORE_ROW_ITEM, true},       {"Game 1 to We", "34", "24", SCORE_ROW_TOTAL, true},
        {"Deal 4: clubs", "4", "", SCORE_ROW_ITEM, true},         {"Deal 5: no trumps", "24", "", SCORE_ROW_ITEM, true},
        {"Deal 6: spades", "2", "", SCORE_ROW_ITEM, true},        {"Game 2 to We", "30", "", SCORE_ROW_TOTAL, true},
    };
    assert_int_equal(sh->rowCount, (int)(sizeof kRows / sizeof kRows[0]));
    for (int i = 0; i < sh->rowCount; i++) {
        assert_string_equal(sh->rows[i].label, kRows[i].label);
        assert_string_equal(sh->rows[i].cell[0], kRows[i].we);
        assert_string_equal(sh->rows[i].cell[1], kRows[i].they);
        assert_int_equal(sh->rows[i].kind, kRows[i].kind);
        assert_int_equal(sh->rows[i].below, kRows[i].below);
    }
    Harness_Stop(app);
}

static const char kTable[] = "bridge-table";

/* A rubber at the table, the player South against easy computers (seed 7), without animation; its session. */
static const TableSession *OpenTable(App *app)
{
    assert_non_null(app);
    app->settings.animSpeed = ANIM_OFF;
    GameSeating seating = Seating_OneAgainst(4, GAME_AI_EASY);
    Scene *table = BridgeTableScene_CreateNew(app, 0, &seating, 7);
    assert_non_null(table);
    App_Push(app, table);
    Harness_Frames(app, 2);
    return TableScene_Session(table);
}

/* At the table: when a hand ends, its review opens; "Next deal" goes back to the table, which plays on. */
static void TestAfterEachHand(void **state)
{
    (void)state;
    App *app = Harness_Start(1280, 720);
    const TableSession *s = OpenTable(app);
    const BridgeState *full = (const BridgeState *)(const void *)s->st;
    /* The player takes the hint every time (the hint focuses the card or the call; Enter plays it). */
    for (int step = 0; step < 400 && Harness_AtTable(app, kTable); step++) {
        assert_true(Harness_HintTurn(app, kTable, 300000u));
    }
    assert_string_equal(Harness_TopName(app), "bridge-review");
    assert_int_equal(full->rubber.count, 1);
    Scene *review = App_Top(app);
    assert_int_equal(BridgeReviewScene_Hand(review), 0);
    BridgeReviewScene_Wait(review);
    const BridgeReview *r = BridgeReviewScene_Review(review);
    assert_non_null(r);
    assert_int_equal(r->made[0] + r->made[1], 13);
    assert_int_equal(r->made[0], full->rubber.hands[0].tricks[0]);
    assert_true(Harness_Click(app, "Next deal"));
    Harness_Frames(app, 1);
    assert_string_equal(Harness_TopName(app), "bridge-table");
    int count = s->rec.count;
    for (int i = 0; i < 50 && s->rec.count == count; i++) {
        assert_true(Harness_HintTurn(app, kTable, 300000u));
    }
    assert_true(s->rec.count > count); /* the next deal goes on */
    Harness_Stop(app);
}

/* The lobby's "Hand review" row: on by default, turned off and on by click and keys, kept in the lobby file. */
static void TestReviewChoiceInLobby(void **state)
{
    (void)state;
    static const int kSizes[][2] = {{1280, 720}, {800, 600}};
    for (int k = 0; k < 2; k++) {
        App *app = Harness_Start(kSizes[k][0], kSizes[k][1]);
        assert_non_null(app);
        App_Push(app, TableLobbyScene_Create(app, &Bridge_TableGame));
        Harness_Frames(app, 2);
        assert_string_equal(Harness_TopName(app), "table-lobby");
        char message[512];
        assert_true(TableLobbyPrefs_Option(&Bridge_TableGame, BRIDGE_OPTION_REVIEW, message, sizeof message));
        assert_true(Harness_Click(app, "Hand review"));
        Harness_Frames(app, 1);
        assert_false(TableLobbyPrefs_Option(&Bridge_TableGame, BRIDGE_OPTION_REVIEW, message, sizeof message));
        assert_string_equal(message, "");
        char name[48];
        snprintf(name, sizeof name, "bridge-lobby-review-off-%dx%d", kSizes[k][0], kSizes[k][1]);
        Harness_Frames(app, 60); /* the focus ring settles on the row */
        Harness_Shot(app, name);
        Harness_Key(app, SDLK_RIGHT); /* the focus stayed on the row: right turns it back on */
        assert_true(TableLobbyPrefs_Option(&Bridge_TableGame, BRIDGE_OPTION_REVIEW, message, sizeof message));
        Harness_Key(app, SDLK_LEFT);
        assert_false(TableLobbyPrefs_Option(&Bridge_TableGame, BRIDGE_OPTION_REVIEW, message, sizeof message));
        Harness_Stop(app);
    }
}

/* With "Hand review" off, the table goes straight on from a finished hand to the next deal: no review opens. */
static void TestNoReviewWhenOff(void **state)
{
    (void)state;
    App *app = Harness_StartWithFile(1280, 720, BRIDGE_LOBBY_FILE, "[lobby]\nreview = off\n");
    const TableSession *s = OpenTable(app);
    const BridgeState *full = (const BridgeState *)(const void *)s->st;
    for (int step = 0; step < 400 && full->rubber.count == 0; step++) {
        assert_true(Harness_HintTurn(app, kTable, 300000u));
        assert_string_equal(Harness_TopName(app), "bridge-table");
    }
    assert_int_equal(full->rubber.count, 1);
    int count = s->rec.count;
    for (int i = 0; i < 50 && s->rec.count == count; i++) {
        assert_true(Harness_HintTurn(app, kTable, 300000u));
        assert_string_equal(Harness_TopName(app), "bridge-table"); /* never the review */
    }
    assert_true(s->rec.count > count); /* the next deal is played */
    assert_int_equal(full->rubber.count, 1);
    assert_string_equal(Harness_TopName(app), "bridge-table");
    Harness_Stop(app);
}

/*
 * Without the solver (PARLOUR_DDS_LIBRARY names no file; test_bridge_review_no_dds): the review says why it cannot
 * review, on the deal as dealt, and offers nothing to step through (no card, no strip, no Next), where it showed
 * "South plays the ? of spades".
 */
static void TestReviewWithoutSolver(void **state)
{
    (void)state;
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    Scene *review = BridgeReviewScene_CreateDemo(app);
    assert_non_null(review);
    App_Push(app, review);
    Harness_Frames(app, 2);
    assert_null(BridgeReviewScene_Review(review));
    assert_int_equal(BridgeReviewScene_At(review), -1);
    char line[BRIDGE_DD_ERR_MAX + 64];
    BridgeReviewScene_Line(review, line, sizeof line);
    assert_non_null(strstr(line, "The solver could not review this hand: Bridge's double-dummy solver (libdds) could "
                                 "not be loaded: "));
    assert_non_null(strstr(line, "install libdds2.9.0 / run scripts/setup.sh."));
    LayoutRecord_Start();
    Harness_Frames(app, 1);
    LayoutRecord_Stop();
    bool said = false;
    for (int i = 0; i < LayoutRecord_Count(); i++) {
        const LayoutItem *it = LayoutRecord_Item(i);
        if (it->kind != LAYOUT_TEXT && it->kind != LAYOUT_BUTTON) {
            continue;
        }
        if (strstr(it->text, "?") != NULL || strncmp(it->text, "Trick ", 6) == 0 || strstr(it->text, "Next") != NULL ||
            strstr(it->text, "Previous") != NULL || strstr(it->text, "Review the hand") != NULL ||
            strcmp(it->text, "13") == 0 || strcmp(it->text, "Card") == 0) {
            fail_msg("without the solver the review still offers \"%s\"", it->text);
        }
        said = said || strstr(it->text, "The solver could not review") != NULL;
    }
    assert_true(said);
    assert_false(Harness_Click(app, "card1"));
    Harness_Key(app, SDLK_RIGHT); /* nothing to step to: still the deal */
    assert_int_equal(BridgeReviewScene_At(App_Top(app)), -1);
    Harness_Stop(app);

    /* The table says so too, whole: the reason, the remedy, and that the strong players search without it. */
    app = Harness_Start(1280, 720);
    assert_non_null(app);
    app->settings.animSpeed = ANIM_OFF;
    GameSeating seating = Seating_OneAgainst(4, GAME_AI_STRONG);
    Scene *table = BridgeTableScene_CreateNew(app, 0, &seating, 7);
    assert_non_null(table);
    App_Push(app, table);
    Harness_Frames(app, 2);
    const char *message = TableScene_Message(table);
    assert_non_null(strstr(message, "Bridge's double-dummy solver (libdds) could not be loaded: "));
    const char *end = "; install libdds2.9.0 / run scripts/setup.sh. The strong players search without it.";
    assert_true(strlen(message) > strlen(end));
    assert_string_equal(message + strlen(message) - strlen(end), end);
    Harness_Shot(app, "bridge-table-no-dds");
    Harness_Stop(app);
}

int main(void)
{
    const char *dds = getenv("PARLOUR_DDS_LIBRARY");
    if (dds != NULL && strstr(dds, "no-such") != NULL) {
        const struct CMUnitTest without[] = {cmocka_unit_test(TestReviewWithoutSolver)};
        return cmocka_run_group_tests(without, NULL, NULL);
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(TestCostlyCardFound), cmocka_unit_test(TestStepping), cmocka_unit_test(TestLeaveWhileSolving),
        cmocka_unit_test(TestReplay),          cmocka_unit_test(TestFromScore),
        cmocka_unit_test(TestGameRuledAboveAndBelow), cmocka_unit_test(TestAfterEachHand),
        cmocka_unit_test(TestReviewChoiceInLobby), cmocka_unit_test(TestNoReviewWhenOff),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
