/* test_quinto_table.c: Quinto and Dummy Quinto at the table, played by keyboard like a player, headless. */
#define _POSIX_C_SOURCE 200809L
#include "scene_harness.h"

#include "core/quinto/quinto.h"
#include "games/quinto/quinto_scenes.h"
#include "games/quinto/quinto_table.h"
#include "games/table/table_focus.h"
#include "games/table/table_game.h"
#include "games/table/table_lobby_scene.h"
#include "games/table/table_scene.h"
#include "games/table/table_store.h"
#include "render/layout_record.h"
#include "scenes/scenes.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

static App *StartFast(void)
{
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    app->settings.animSpeed = ANIM_OFF; /* the same game, without waiting for every card to fly */
    return app;
}

static bool AtTable(App *app)
{
    return strcmp(Harness_TopName(app), "quinto-table") == 0;
}

/* Runs frames until the person is to act (or the table has gone); waits for the computer's thread, never for a clock. */
static bool WaitForPlayer(App *app)
{
    Uint32 start = SDL_GetTicks();
    for (int i = 0; i < 20000;) {
        if (!AtTable(app)) {
            return true;
        }
        Scene *t = App_Top(app);
        const TableSession *s = TableScene_Session(t);
        if (TableSession_PersonToAct(s) && !TableScene_Busy(t)) {
            return true;
        }
        if (TableSession_Thinking(s) && SDL_AtomicGet((SDL_atomic_t *)&s->done) == 0) {
            if (SDL_GetTicks() - start > 120000u) {
                return false;
            }
            SDL_Delay(1);
            continue;
        }
        Harness_Frames(app, 1);
        i++;
    }
    return false;
}

typedef enum HowPressed {
    BY_KEYS,
    BY_PAD,
    BY_MOUSE
} HowPressed;

/* A button as a player presses it: a key, or the virtual gamepad's. */
static void Press(App *app, HowPressed input, Action action)
{
    if (input == BY_PAD) {
        switch (action) {
        case ACTION_LEFT: Harness_PadButton(app, SDL_CONTROLLER_BUTTON_DPAD_LEFT); break;
        case ACTION_RIGHT: Harness_PadButton(app, SDL_CONTROLLER_BUTTON_DPAD_RIGHT); break;
        case ACTION_NEXT_AREA: Harness_PadButton(app, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER); break;
        case ACTION_CONFIRM: Harness_PadButton(app, SDL_CONTROLLER_BUTTON_A); break;
        default: fail_msg("no button for action %d", action);
        }
        return;
    }
    switch (action) {
    case ACTION_LEFT: Harness_Key(app, SDLK_LEFT); break;
    case ACTION_RIGHT: Harness_Key(app, SDLK_RIGHT); break;
    case ACTION_NEXT_AREA: Harness_Key(app, SDLK_TAB); break;
    case ACTION_CONFIRM: Harness_Key(app, SDLK_RETURN); break;
    default: fail_msg("no key for action %d", action);
    }
}

/* Moves the focus to (area, index) as a player would: the next area between rows, left and right along one. */
static void FocusOn(App *app, HowPressed input, int area, int index)
{
    QtTable *t = (QtTable *)App_Top(app);
    for (int k = 0; k < 3 && t->table.focus.group != area; k++) {
        Press(app, input, ACTION_NEXT_AREA);
    }
    assert_int_equal(t->table.focus.group, area);
    for (int k = 0; k < 16 && TableFocus_Index(&t->table.focus, area) != index; k++) {
        Press(app, input, TableFocus_Index(&t->table.focus, area) < index ? ACTION_RIGHT : ACTION_LEFT);
    }
    assert_int_equal(TableFocus_Index(&t->table.focus, area), index);
}

typedef struct Played {
    int doublings, cards, dummyCards, refusals;
} Played;

/*
 * Plays the person's turns by keyboard until `hands` hands are over (or the
 * game): passes in the doubling (after trying to play a card, which is
 * refused with the rules' sentence), and plays the first legal card of the
 * hand it picks from (Dummy's, when Dummy is to play).
 */
static void PlayHands(App *app, int hands, Played *p, HowPressed input)
{
    for (int step = 0; step < 400; step++) {
        assert_true(WaitForPlayer(app));
        if (!AtTable(app)) {
            return;
        }
        Scene *s = App_Top(app);
        QtTable *t = (QtTable *)s;
        if (QuintoTableScene_HandNumber(s) > hands || TableSession_IsOver(&t->table.turn.session)) {
            return;
        }
        const QuintoState *v = QtView_State(t);
        int seat = QtTable_PlaySeat(t);
        assert_true(seat >= 0);
        int before = t->table.turn.session.rec.count;
        GameAction chosen;
        if (v->phase == QUINTO_PHASE_DOUBLING) {
            if (p->refusals == 0 && input != BY_MOUSE) {
                FocusOn(app, input, QT_AREA_HAND, 0);
                Press(app, input, ACTION_CONFIRM);
                assert_int_equal(t->table.turn.session.rec.count, before);
                assert_non_null(strstr(TableScene_Message(s), "doubling goes round once"));
                p->refusals++;
            }
            chosen = Quinto_Pass();
            if (input == BY_MOUSE) {
                assert_true(Harness_Click(app, "Pass"));
            } else {
                FocusOn(app, input, QT_AREA_CHOICES, 0); /* Pass */
                Press(app, input, ACTION_CONFIRM);
            }
            p->doublings++;
        } else {
            Card cards[QUINTO_HAND];
            int n = QtView_HandCards(v, seat, cards);
            int pick = -1;
            for (int i = 0; i < n && pick < 0; i++) {
                if (Quinto_Check(v, seat, Quinto_Play(cards[i])) == QUINTO_WHY_VIEW) {
                    pick = i; /* legal: only being a view stops it */
                }
            }
            assert_true(pick >= 0);
            chosen = Quinto_Play(cards[pick]);
            if (input == BY_MOUSE) {
                char name[16];
                snprintf(name, sizeof name, "hand%d", pick);
                assert_true(Harness_Click(app, name));
            } else {
                FocusOn(app, input, QT_AREA_HAND, pick);
                Press(app, input, ACTION_CONFIRM);
            }
            if (seat == QtTable_Me(t)) {
                p->cards++;
            } else {
                p->dummyCards++;
            }
        }
        /* The person's move is the next in the record (a computer may already have answered it). */
        assert_true(t->table.turn.session.rec.count > before);
        assert_true(GameAction_Equal(t->table.turn.session.rec.actions[before], chosen));
    }
    fail_msg("the hand did not end");
}

static void test_whole_hand_by_keyboard(void **state)
{
    (void)state;
    App *app = StartFast();
    GameSeating seating = Seating_OneAgainst(4, GAME_AI_EASY);
    Scene *table = QuintoTableScene_CreateNew(app, QUINTO_FOUR, &seating, 2024);
    assert_non_null(table);
    App_Push(app, table);
    Harness_Frames(app, 2);
    assert_true(AtTable(app));
    Played p = {0};
    PlayHands(app, 1, &p, BY_KEYS);
    assert_true(AtTable(app));
    Scene *s = App_Top(app);
    const QuintoState *st = (const QuintoState *)(const void *)TableScene_Session(s)->st;
    /* A whole hand: the first row of the sheet is closed; the person played a card to (nearly) every trick. */
    assert_true(st->handNumber >= 2 || Quinto_IsOver(st));
    assert_true(st->history[0].end != QUINTO_END_PLAYING);
    assert_int_equal(p.doublings, 1);
    assert_true(p.cards >= 1);
    assert_true(p.cards == 12 || st->history[0].end == QUINTO_END_QUINTS);
    Harness_Stop(app);
}

/* Dummy Quinto: the person is the Dummy-player and plays Dummy's cards (from the top of the table) by keyboard. */
static void test_dummy_hand_by_keyboard(void **state)
{
    (void)state;
    App *app = StartFast();
    GameSeating seating = Seating_OneAgainst(4, GAME_AI_EASY);
    Scene *table = QuintoTableScene_CreateNew(app, QUINTO_DUMMY, &seating, 77);
    assert_non_null(table);
    App_Push(app, table);
    Harness_Frames(app, 2);
    Played p = {0};
    PlayHands(app, 1, &p, BY_KEYS);
    assert_true(AtTable(app));
    const QuintoState *st = (const QuintoState *)(const void *)TableScene_Session(App_Top(app))->st;
    assert_true(st->history[0].end != QUINTO_END_PLAYING);
    assert_int_equal(p.doublings, 2); /* his own turn and Dummy's */
    assert_true(p.dummyCards >= 1);
    assert_true(p.dummyCards == 12 || st->history[0].end == QUINTO_END_QUINTS);
    Harness_Stop(app);
}

/* A whole hand of Quinto by the virtual gamepad: the d-pad along a row, the shoulder between rows, A to play. */
static void test_whole_hand_by_gamepad(void **state)
{
    (void)state;
    App *app = StartFast();
    GameSeating seating = Seating_OneAgainst(4, GAME_AI_EASY);
    Scene *table = QuintoTableScene_CreateNew(app, QUINTO_FOUR, &seating, 31);
    assert_non_null(table);
    App_Push(app, table);
    Harness_Frames(app, 2);
    assert_true(Harness_PadAttach(app));
    Played p = {0};
    PlayHands(app, 1, &p, BY_PAD);
    if (!AtTable(app)) {
        fail_msg("left the table for %s after %d cards", Harness_TopName(app), p.cards);
    }
    const QuintoState *st = (const QuintoState *)(const void *)TableScene_Session(App_Top(app))->st;
    assert_true(st->history[0].end != QUINTO_END_PLAYING);
    assert_true(p.cards >= 1);
    Harness_PadDetach(app);
    Harness_Stop(app);
}

/* The same by mouse: the doubling's Pass clicked, and the cards (Dummy's too) clicked where they lie. */
static void test_dummy_hand_by_mouse(void **state)
{
    (void)state;
    App *app = StartFast();
    GameSeating seating = Seating_OneAgainst(4, GAME_AI_EASY);
    Scene *table = QuintoTableScene_CreateNew(app, QUINTO_DUMMY, &seating, 78);
    assert_non_null(table);
    App_Push(app, table);
    Harness_Frames(app, 2);
    Played p = {0};
    PlayHands(app, 1, &p, BY_MOUSE);
    assert_true(AtTable(app));
    const QuintoState *st = (const QuintoState *)(const void *)TableScene_Session(App_Top(app))->st;
    assert_true(st->history[0].end != QUINTO_END_PLAYING);
    assert_true(p.cards >= 1 && p.dummyCards >= 1);
    Harness_Stop(app);
}

/* A finished game replays move by move (every hand face up): forward through its hands, back, to the end. */
static void test_replay_steps_through_a_game(void **state)
{
    (void)state;
    App *app = StartFast();
    GameRecord rec;
    GameRecord_Init(&rec, &Quinto_Rules, QUINTO_DUMMY, 12);
    QuintoState st;
    Quinto_Init(&st, QUINTO_DUMMY, 12);
    Rng rng = Rng_Make(3);
    assert_true(Game_PlayRandom(&Quinto_Rules, (GameState *)(void *)&st, &rec, &rng, 100000) > 52);
    GameSeating seating = Seating_OneAgainst(4, GAME_AI_EASY);
    Scene *replay = QuintoReplayScene_Create(app, &rec, &seating);
    assert_non_null(replay);
    App_Push(app, replay);
    Harness_Frames(app, 2);
    assert_string_equal(Harness_TopName(app), "quinto-replay");
    QtTable *t = (QtTable *)App_Top(app);
    for (int i = 0; i < 60; i++) {
        Harness_Key(app, SDLK_RIGHT);
    }
    assert_int_equal(t->replayStep, 60);
    assert_int_equal(t->shown.handNumber, 2); /* past the first hand's 52 moves */
    Harness_Key(app, SDLK_LEFT);
    assert_int_equal(t->replayStep, 59);
    Harness_Key(app, SDLK_DOWN);
    assert_int_equal(t->replayStep, rec.count);
    assert_int_equal(Quinto_Hash(&t->shown), Quinto_Hash(&st));
    Harness_Key(app, SDLK_ESCAPE);
    Harness_Frames(app, 2);
    GameRecord_Free(&rec);
    Harness_Stop(app);
}

/* Dummy passes game by game: the person who was the Dummy-player becomes an opponent, and back after three games. */
static void test_dummy_passes(void **state)
{
    (void)state;
    GameSeating s = Seating_OneAgainst(4, GAME_AI_STRONG);
    s.seat[1].level = GAME_AI_EASY;
    GameSeating n = QuintoSeating_PassDummy(&s);
    assert_int_equal(n.seat[0].kind, SEAT_COMPUTER);
    assert_int_equal(n.seat[0].level, GAME_AI_EASY); /* West takes Dummy */
    assert_int_equal(n.seat[3].kind, SEAT_PERSON);   /* the last Dummy-player sits on the new one's right */
    GameSeating back = QuintoSeating_PassDummy(&n);
    back = QuintoSeating_PassDummy(&back);
    assert_true(Seating_Equal(&back, &s));
}

/*
 * The lobby offers no occupant for Dummy, whom the Dummy-player plays all game:
 * its row says so and changes nothing, even over a choice saved before (a
 * person at North), and the game starts with one person, with no hand-over.
 */
static void test_lobby_offers_no_choice_for_dummy(void **state)
{
    (void)state;
    App *app = StartFast();
    TableStore_ClearGame(QUINTO_GAME_FILE);
    TableLobbyPrefs prefs;
    char message[512];
    TableLobbyPrefs_Load(&Quinto_TableGame, &prefs, message, sizeof message);
    prefs.variant = QUINTO_DUMMY;
    assert_true(Seating_Parse("person strong person strong", 4, &prefs.seating[QUINTO_DUMMY]));
    assert_true(TableLobbyPrefs_Save(&Quinto_TableGame, &prefs, message, sizeof message));
    App_Push(app, TableLobbyScene_Create(app, &Quinto_TableGame));
    App_ApplySceneOps(app);
    Harness_Frames(app, 2);
    assert_int_equal(TableLobbyScene_Variant(App_Top(app)), QUINTO_DUMMY);
    GameSeating before = *TableLobbyScene_Seating(App_Top(app));
    assert_true(Harness_Click(app, "Dummy: played by South"));
    Harness_Key(app, SDLK_RIGHT);
    Harness_Key(app, SDLK_LEFT);
    assert_true(
        Seating_Equal(&before, TableLobbyScene_Seating(App_Top(app)))); /* the saved prefs are kept as they were */
    assert_false(Harness_Click(app, "Dummy"));                          /* no row to cycle */
    assert_true(Harness_Click(app, "New game"));
    assert_string_equal(Harness_TopName(app), "quinto-table"); /* one person: no hand-over screen */
    const TableSession *s = TableScene_Session(App_Top(app));
    assert_int_equal(Seating_People(&s->seating), 1);
    assert_false(s->handOverFirst);
    assert_true(Seating_IsPerson(&s->seating, 0));
    Harness_Stop(app);
}

/*
 * The cachette at the end of a hand: turned over for the last trick's winners
 * when the hand is played out; when quints make game mid-hand the ruling
 * abandons the rest of the hand, so it stays face down and the table says why.
 * Whole games are played through the rules until both endings are seen.
 */
static void test_cachette_note_at_the_end_of_a_hand(void **state)
{
    (void)state;
    const GameRules *rules = &Quinto_Rules;
    int turned = 0, unturned = 0;
    for (uint64_t seed = 1; seed < 400 && (turned == 0 || unturned == 0); seed++) {
        QuintoState st, before, view;
        int variant = (int)(seed % 2);
        assert_int_equal(Quinto_Init(&st, variant, seed), GAME_OK);
        GameAction acts[64];
        for (int step = 0; !Quinto_IsOver(&st); step++) {
            int seat = Quinto_ToAct(&st);
            int n = rules->legal((const GameState *)(const void *)&st, seat, acts, 64);
            assert_true(n > 0);
            before = st;
            assert_int_equal(rules->apply((GameState *)(void *)&st, seat, acts[(step * 7) % n]), GAME_OK);
            Quinto_View(&st, 0, &view); /* the table reads the player's view */
            char text[160] = "";
            QtCachetteNote note = QtView_CachetteNote(&before, &view, text, sizeof text);
            bool ended = st.handNumber != before.handNumber || Quinto_IsOver(&st);
            if (!ended) {
                assert_int_equal(note, QT_CACHETTE_NONE);
                continue;
            }
            const QuintoHandRow *row = &st.history[Quinto_IsOver(&st) ? st.historyCount - 1 : st.historyCount - 2];
            if (row->end == QUINTO_END_QUINTS) {
                assert_int_equal(note, QT_CACHETTE_UNTURNED);
                assert_non_null(strstr(text, "no one takes the cachette"));
                unturned++;
            } else {
                assert_int_equal(note, QT_CACHETTE_TURNED);
                assert_non_null(strstr(text, "The cachette to "));
                assert_int_equal(before.tricksPlayed, QUINTO_TRICKS - 1);
                turned++;
            }
        }
    }
    assert_true(turned > 0);
    assert_true(unturned > 0);
}

/* The table's screenshots render at the sizes a player uses without failing. */
static void test_scenes_render(void **state)
{
    (void)state;
    static const int kSizes[][2] = {{800, 600}, {1280, 720}, {1920, 1080}};
    for (int i = 0; i < 3; i++) {
        App *app = Harness_Start(kSizes[i][0], kSizes[i][1]);
        assert_non_null(app);
        Scene *s = QuintoTableScene_CreateDemo(app);
        assert_non_null(s);
        App_Push(app, s);
        Harness_Frames(app, 3);
        assert_string_equal(Harness_TopName(app), "quinto-table");
        Scene *score = QuintoScoreScene_CreateDemo(app);
        assert_non_null(score);
        App_Push(app, score);
        Harness_Frames(app, 3);
        assert_string_equal(Harness_TopName(app), "quinto-score");
        Harness_Stop(app);
    }
}

/* While a quint is called ("+5 North-South: the five of spades") its cards lie lifted in the trick: the call's words
   never run over a card (seen at 2560x1440: the call lay across the top of North's lifted five). Every frame of the
   call is looked at, at the tallest and the widest shape of window. */
static void test_quint_call_clears_the_lifted_cards(void **state)
{
    (void)state;
    static const int kSizes[][2] = {{800, 600}, {2560, 1440}};
    for (int k = 0; k < 2; k++) {
        App *app = Harness_Start(kSizes[k][0], kSizes[k][1]);
        assert_non_null(app);
        App_Push(app, QuintoTableScene_CreateDemo(app));
        App_ApplySceneOps(app);
        int seen = 0;
        for (int frame = 0; frame < 150; frame++) {
            Harness_Frames(app, 1);
            LayoutRecord_Start();
            App_Render(app);
            LayoutRecord_Stop();
            for (int i = 0; i < LayoutRecord_Count(); i++) {
                const LayoutItem *call = LayoutRecord_Item(i);
                if (call->kind != LAYOUT_TEXT || strstr(call->text, "North-South: the five") == NULL) {
                    continue;
                }
                seen++;
                SDL_FRect ink = {call->rect.x, call->rect.y + call->rect.h * 0.15f, call->rect.w, call->rect.h * 0.7f};
                for (int j = 0; j < LayoutRecord_Count(); j++) {
                    const LayoutItem *card = LayoutRecord_Item(j);
                    if (card->kind == LAYOUT_TEXT && !card->shadow && card != call && card->text[0] != '+') {
                        /* Nor over other words (North's name above it); the value flying off it aside. */
                        SDL_FRect other = {card->rect.x, card->rect.y + card->rect.h * 0.15f, card->rect.w,
                                           card->rect.h * 0.7f};
                        SDL_FRect both;
                        if (SDL_IntersectFRect(&ink, &other, &both) && both.w > 1.0f && both.h > 1.0f) {
                            fail_msg("frame %d at %dx%d: the call \"%s\" lies on \"%s\"", frame, kSizes[k][0],
                                     kSizes[k][1], call->text, card->text);
                        }
                    } else if (card->kind == LAYOUT_CARD) {
                        SDL_FRect both;
                        if (SDL_IntersectFRect(&ink, &card->rect, &both) && both.w > 1.0f && both.h > 1.0f) {
                            fail_msg("frame %d at %dx%d: the call \"%s\" lies on the card %s", frame, kSizes[k][0],
                                     kSizes[k][1], call->text, card->text);
                        }
                    }
                }
            }
        }
        assert_true(seen > 0); /* the demo calls its quint */
        Harness_Stop(app);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_whole_hand_by_keyboard),
        cmocka_unit_test(test_dummy_hand_by_keyboard),
        cmocka_unit_test(test_whole_hand_by_gamepad),
        cmocka_unit_test(test_dummy_hand_by_mouse),
        cmocka_unit_test(test_replay_steps_through_a_game),
        cmocka_unit_test(test_dummy_passes),
        cmocka_unit_test(test_lobby_offers_no_choice_for_dummy),
        cmocka_unit_test(test_cachette_note_at_the_end_of_a_hand),
        cmocka_unit_test(test_scenes_render),
        cmocka_unit_test(test_quint_call_clears_the_lifted_cards),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
