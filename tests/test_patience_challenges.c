/* test_patience_challenges.c: Poker Patience's challenges played headlessly: daily deal, codes by keyboard and gamepad, Serpent, records. */
#define _POSIX_C_SOURCE 200809L
#include "scene_harness.h"

#include "core/pack.h"
#include "core/patience/patience_challenge.h"
#include "core/patience/patience_code.h"
#include "core/patience/patience_daily.h"
#include "games/patience/challenges/patience_attempt.h"
#include "games/patience/challenges/patience_challenge_scenes.h"
#include "games/patience/challenges/patience_challenge_store.h"
#include "games/patience/patience_scenes.h"
#include "games/patience/patience_store.h"
#include "games/patience/patience_table.h"
#include "scenes/scenes.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

/* A fixed day: the tests never read the clock. */
static int32_t Today(void)
{
    PatienceDate d = {2026, 3, 14};
    return PatienceDate_ToDay(d);
}

static App *StartChallenges(void)
{
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    app->settings.animSpeed = ANIM_OFF;
    PatienceAttempt_SetToday(Today());
    App_Push(app, TitleScene_Create(app));
    App_Push(app, PatienceLobbyScene_Create(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, 3);
    assert_true(Harness_Click(app, "Challenges"));
    Harness_Frames(app, 3);
    assert_string_equal(Harness_TopName(app), "patience-challenges");
    return app;
}

static void Stop(App *app)
{
    PatienceAttempt_SetToday(-1);
    Harness_Stop(app);
}

static Scene *Top(App *app, const char *name)
{
    Scene *top = App_Top(app);
    assert_non_null(top);
    assert_string_equal(top->ops->name, name);
    return top;
}

/* Moves the table's focus to cell with the arrow keys and lays the card there with Enter. */
static void PlaceAt(App *app, int cell)
{
    Scene *table = Top(app, "patience-table");
    for (int guard = 0; guard < 40 && PatienceTableScene_Focus(table) != cell; guard++) {
        int f = PatienceTableScene_Focus(table);
        int dr = Patience_CellRow(cell) - Patience_CellRow(f);
        int dc = Patience_CellCol(cell) - Patience_CellCol(f);
        Harness_Key(app, dr < 0 ? SDLK_UP : dr > 0 ? SDLK_DOWN : dc < 0 ? SDLK_LEFT : SDLK_RIGHT);
    }
    assert_int_equal(PatienceTableScene_Focus(table), cell);
    int before = PatienceTableScene_Game(table)->placed;
    Harness_Key(app, SDLK_RETURN);
    if (before + 1 == PATIENCE_CARDS && App_Top(app) != table) {
        return; /* the last card: the scoring has already replaced the table */
    }
    assert_int_equal(PatienceTableScene_Game(table)->placed, before + 1);
}

/* Lays the rest of the deal on the first legal cell each time, then waits for the scoring. */
static void FinishGame(App *app)
{
    Scene *table = Top(app, "patience-table");
    for (int placed = PatienceTableScene_Game(table)->placed; placed < PATIENCE_CARDS; placed++) {
        uint8_t cells[PATIENCE_CELLS];
        assert_true(Patience_LegalCells(PatienceTableScene_Game(table), cells) > 0);
        PlaceAt(app, cells[0]);
    }
    Harness_Frames(app, 30);
    Top(app, "patience-score");
}

static void LoadRecords(PatienceChallengeRecords *r)
{
    char message[1200];
    assert_int_equal(PatienceChallengeStore_Load(r, message, sizeof message), PATIENCE_STORE_OK);
}

/* Types text as a player would: each character's key (which may also be bound, e.g. A or S), then its
   text, which SDL sends (SDL_SendKeyboardText) only while text input runs, as here. */
static void Type(App *app, const char *text)
{
    for (const char *p = text; *p != '\0'; p++) {
        SDL_Event ev;
        memset(&ev, 0, sizeof ev);
        ev.type = SDL_KEYDOWN;
        ev.key.state = SDL_PRESSED;
        ev.key.keysym.sym = (SDL_Keycode)(*p >= 'A' && *p <= 'Z' ? *p - 'A' + 'a' : *p);
        ev.key.windowID = SDL_GetWindowID(app->gfx.window);
        SDL_PushEvent(&ev);
        if (SDL_IsTextInputActive()) {
            memset(&ev, 0, sizeof ev);
            ev.type = SDL_TEXTINPUT;
            ev.text.windowID = SDL_GetWindowID(app->gfx.window);
            ev.text.text[0] = *p;
            SDL_PushEvent(&ev);
        }
        Harness_Frames(app, 1);
    }
}

/* The day's deal in the game is the core's, for a fixed date; the first attempt is counted and has no undo. */
static void test_daily_deal_is_the_cores_and_counted(void **state)
{
    (void)state;
    App *app = StartChallenges();
    assert_true(Harness_Click(app, "Daily deal"));
    Harness_Frames(app, 3);
    Scene *table = Top(app, "patience-table");
    const PatienceGame *game = PatienceTableScene_Game(table);
    uint64_t seed = PatienceDaily_Seed(Today(), false);
    assert_int_equal(game->seed, seed);
    Pack pack = Pack_Shuffled(PACK_WHIST, seed);
    assert_memory_equal(game->deal, pack.cards, sizeof game->deal);
    const PatienceAttempt *a = PatienceTableScene_Attempt(table);
    assert_true(a->active && a->counted);
    assert_int_equal(a->challenge.kind, PATIENCE_CHALLENGE_DAILY);
    assert_int_equal(a->challenge.value, (uint64_t)Today());

    /* Its code is on the table, and a click on Copy puts it on the clipboard. */
    char code[PATIENCE_CODE_TEXT_MAX];
    PatienceChallenge daily = PatienceChallenge_Daily(Today(), false);
    assert_int_equal(PatienceCode_Encode(&daily, code, sizeof code), PATIENCE_CODE_OK);
    SDL_SetClipboardText("");
    assert_true(Harness_Click(app, "copy-code"));
    char *copied = SDL_GetClipboardText();
    assert_string_equal(copied, code);
    SDL_free(copied);

    /* No undo in a counted attempt: refused with a reason, nothing taken back. */
    uint8_t cells[PATIENCE_CELLS];
    Patience_LegalCells(game, cells);
    PlaceAt(app, cells[0]);
    Harness_Key(app, SDLK_z);
    assert_int_equal(game->placed, 1);
    assert_non_null(strstr(PatienceTableScene_Message(table), "No undo"));
    Stop(app);
}

/* A counted attempt, then a practice attempt on the same day: only the first is in the records. */
static void test_counted_then_practice(void **state)
{
    (void)state;
    App *app = StartChallenges();
    assert_true(Harness_Click(app, "Daily deal"));
    Harness_Frames(app, 3);
    FinishGame(app);
    Scene *score = Top(app, "patience-score");
    const PatienceAttemptResult *r = PatienceScoreScene_Result(score);
    assert_true(r->counted);
    assert_false(r->practice);
    assert_int_equal(r->streak.current, 1);
    int first = r->score;

    static PatienceChallengeRecords records;
    LoadRecords(&records);
    const PatienceDailyResult *d = PatienceChallengeRecords_Daily(&records, Today(), false);
    assert_non_null(d);
    assert_int_equal(d->score, first);

    Harness_Key(app, SDLK_ESCAPE); /* back to the challenges */
    Harness_Frames(app, 3);
    Top(app, "patience-challenges");
    assert_true(Harness_Click(app, "Daily deal"));
    Harness_Frames(app, 3);
    Scene *table = Top(app, "patience-table");
    assert_false(PatienceTableScene_Attempt(table)->counted);
    /* Practice allows undo. */
    uint8_t cells[PATIENCE_CELLS];
    Patience_LegalCells(PatienceTableScene_Game(table), cells);
    PlaceAt(app, cells[0]);
    Harness_Key(app, SDLK_z);
    assert_int_equal(PatienceTableScene_Game(table)->placed, 0);
    FinishGame(app);
    r = PatienceScoreScene_Result(App_Top(app));
    assert_false(r->counted);
    assert_true(r->practice);
    LoadRecords(&records);
    assert_int_equal(PatienceChallengeRecords_Daily(&records, Today(), false)->score, first);
    assert_int_equal(records.dailyCount, 1);
    Stop(app);
}

/* Resuming an interrupted counted attempt keeps it counted (and without undo). */
static void test_resumed_counted_attempt_stays_counted(void **state)
{
    (void)state;
    App *app = StartChallenges();
    assert_true(Harness_Click(app, "Daily deal"));
    Harness_Frames(app, 3);
    Scene *table = Top(app, "patience-table");
    uint8_t cells[PATIENCE_CELLS];
    for (int i = 0; i < 3; i++) {
        Patience_LegalCells(PatienceTableScene_Game(table), cells);
        PlaceAt(app, cells[0]);
    }
    /* The game stops (the table goes away without finishing), then the lobby resumes it. */
    App_Pop(app);
    App_Pop(app);
    App_ApplySceneOps(app);
    Harness_Frames(app, 3);
    Top(app, "patience-lobby");
    assert_true(Harness_Click(app, "Resume game"));
    Harness_Frames(app, 3);
    table = Top(app, "patience-table");
    assert_int_equal(PatienceTableScene_Game(table)->placed, 3);
    assert_true(PatienceTableScene_Attempt(table)->counted);
    Harness_Key(app, SDLK_z);
    assert_int_equal(PatienceTableScene_Game(table)->placed, 3);
    Stop(app);
}

/* A counted attempt abandoned (its saved game replaced) gives no second counted try: the cards were seen. */
static void test_abandoned_counted_attempt_gives_no_second_try(void **state)
{
    (void)state;
    App *app = StartChallenges();
    assert_true(Harness_Click(app, "Daily deal"));
    Harness_Frames(app, 3);
    Scene *table = Top(app, "patience-table");
    assert_true(PatienceTableScene_Attempt(table)->counted);
    uint8_t cells[PATIENCE_CELLS];
    Patience_LegalCells(PatienceTableScene_Game(table), cells);
    PlaceAt(app, cells[0]);
    App_Pop(app);
    App_ApplySceneOps(app);
    PatienceStore_ClearGame(); /* as when a casual game replaces it */
    Harness_Frames(app, 3);
    Top(app, "patience-challenges");
    assert_true(Harness_Click(app, "Daily deal"));
    Harness_Frames(app, 3);
    table = Top(app, "patience-table");
    assert_int_equal(PatienceTableScene_Game(table)->placed, 0);
    assert_false(PatienceTableScene_Attempt(table)->counted);
    static PatienceChallengeRecords records;
    LoadRecords(&records);
    assert_true(PatienceChallengeRecords_Started(&records, Today(), false));
    assert_false(PatienceChallengeRecords_Started(&records, Today(), true));
    assert_null(PatienceChallengeRecords_Daily(&records, Today(), false));
    Stop(app);
}

/* Typing works on the code screen: text input runs there (it is stopped at start-up) and stops on leaving. */
static void test_code_screen_takes_typing(void **state)
{
    (void)state;
    App *app = StartChallenges();
    assert_false(SDL_IsTextInputActive());
    assert_true(Harness_Click(app, "Enter a code"));
    Harness_Frames(app, 2);
    Top(app, "patience-code");
    assert_true(SDL_IsTextInputActive());
    Type(app, "WBA3");
    Harness_Key(app, SDLK_RETURN);
    /* Four characters typed: the complaint is about the length, so they arrived. */
    assert_non_null(strstr(PatienceCodeEntryScene_Error(App_Top(app)), "4 characters"));
    Harness_Key(app, SDLK_ESCAPE);
    Harness_Frames(app, 2);
    assert_false(SDL_IsTextInputActive());
    Stop(app);
}

/* A wrong code typed on the keyboard is refused with what is wrong and where; nothing is dealt. */
static void test_wrong_code_by_keyboard(void **state)
{
    (void)state;
    App *app = StartChallenges();
    assert_true(Harness_Click(app, "Enter a code"));
    Harness_Frames(app, 2);
    Scene *entry = Top(app, "patience-code");
    PatienceChallenge c = PatienceChallenge_Seed(Patience_DefaultVariant(), 4242);
    char code[PATIENCE_CODE_TEXT_MAX];
    assert_int_equal(PatienceCode_Encode(&c, code, sizeof code), PATIENCE_CODE_OK);
    /* One character changed: the check must catch it. */
    code[2] = code[2] == 'A' ? 'B' : 'A';
    Type(app, code);
    Harness_Key(app, SDLK_RETURN);
    Top(app, "patience-code");
    assert_non_null(strstr(PatienceCodeEntryScene_Error(entry), "check"));
    /* Backspace erases (Esc would leave); a U is named with its position. */
    Harness_Key(app, SDLK_BACKSPACE);
    Type(app, "U");
    Harness_Key(app, SDLK_RETURN);
    Top(app, "patience-code");
    assert_non_null(strstr(PatienceCodeEntryScene_Error(entry), "haracter 14"));
    assert_false(PatienceStore_HasGame());
    /* A paste (Ctrl+V) replaces the text: a valid code is then shown before it is played. */
    assert_int_equal(PatienceCode_Encode(&c, code, sizeof code), PATIENCE_CODE_OK);
    SDL_SetClipboardText(code);
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_KEYDOWN;
    ev.key.keysym.sym = SDLK_v;
    ev.key.keysym.mod = KMOD_LCTRL;
    SDL_PushEvent(&ev);
    Harness_Frames(app, 2);
    Harness_Key(app, SDLK_RETURN);
    Top(app, "patience-code"); /* confirming: what the code holds */
    assert_string_equal(PatienceCodeEntryScene_Error(entry), "");
    assert_false(PatienceStore_HasGame());
    Harness_Key(app, SDLK_RETURN);
    Harness_Frames(app, 3);
    Scene *table = Top(app, "patience-table");
    assert_int_equal(PatienceTableScene_Game(table)->seed, 4242);
    Stop(app);
}

/* A code picked on the on-screen keyboard with a gamepad starts exactly that deal. */
static void test_code_by_gamepad(void **state)
{
    (void)state;
    App *app = StartChallenges();
    assert_true(Harness_PadAttach(app));
    assert_true(Harness_Click(app, "Enter a code"));
    Harness_Frames(app, 2);
    Top(app, "patience-code");
    PatienceChallenge c = PatienceChallenge_Seed((PatienceVariant){PATIENCE_LAYOUT_FREE, PATIENCE_TABLE_AMERICAN},
                                                 UINT64_C(123456789012));
    char code[PATIENCE_CODE_TEXT_MAX];
    assert_int_equal(PatienceCode_Encode(&c, code, sizeof code), PATIENCE_CODE_OK);
    int at = 0; /* the keyboard's focus starts on "0" */
    for (const char *p = code; *p != '\0'; p++) {
        if (*p == '-') {
            continue;
        }
        int want = (int)(strchr(PATIENCE_CODE_ALPHABET, *p) - PATIENCE_CODE_ALPHABET);
        while (at / 8 != want / 8) {
            Harness_PadButton(app, at / 8 < want / 8 ? SDL_CONTROLLER_BUTTON_DPAD_DOWN : SDL_CONTROLLER_BUTTON_DPAD_UP);
            at += at / 8 < want / 8 ? 8 : -8;
        }
        while (at != want) {
            Harness_PadButton(app, at < want ? SDL_CONTROLLER_BUTTON_DPAD_RIGHT : SDL_CONTROLLER_BUTTON_DPAD_LEFT);
            at += at < want ? 1 : -1;
        }
        Harness_PadButton(app, SDL_CONTROLLER_BUTTON_A);
    }
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_START); /* submit: the code is shown for what it holds */
    Top(app, "patience-code");
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_A); /* Play */
    Harness_Frames(app, 3);
    Scene *table = Top(app, "patience-table");
    const PatienceGame *game = PatienceTableScene_Game(table);
    assert_int_equal(game->seed, UINT64_C(123456789012));
    assert_int_equal(game->variant.layout, PATIENCE_LAYOUT_FREE);
    assert_int_equal(game->variant.table, PATIENCE_TABLE_AMERICAN);
    assert_true(PatienceTableScene_Attempt(table)->fromCode);
    Stop(app);
}

/* A practice challenge resumed from the Challenges menu keeps the hints it used (they are counted in the statistics). */
static void test_resumed_challenge_keeps_its_hints(void **state)
{
    (void)state;
    App *app = StartChallenges();
    assert_true(Harness_Click(app, "The book's Serpent"));
    Harness_Frames(app, 2);
    assert_true(Harness_Click(app, "Start"));
    Harness_Frames(app, 3);
    Scene *table = Top(app, "patience-table");
    assert_false(PatienceTableScene_Attempt(table)->counted);
    PlaceAt(app, 40);
    Harness_Key(app, SDLK_h);
    assert_int_equal(PatienceTableScene_Hints(table), 1);
    App_Pop(app);
    App_ApplySceneOps(app);
    Harness_Frames(app, 3);
    Top(app, "patience-challenges");
    assert_true(Harness_Click(app, "The book's Serpent"));
    Harness_Frames(app, 3);
    table = Top(app, "patience-table");
    assert_int_equal(PatienceTableScene_Game(table)->placed, 1);
    assert_int_equal(PatienceTableScene_Hints(table), 1);
    Stop(app);
}

/* The book's Serpent problem: its cards shown first, the book's own layout played, the scoring reports 81 as best. */
static void test_book_serpent_scores_against_81(void **state)
{
    (void)state;
    App *app = StartChallenges();
    assert_true(Harness_Click(app, "The book's Serpent"));
    Harness_Frames(app, 2);
    Top(app, "patience-serpent-preview");
    assert_true(Harness_Click(app, "Start"));
    Harness_Frames(app, 3);
    /* The book's own answer, laid card by card with the keyboard. */
    static const int kBook81[] = {40, 41, 32, 31, 22, 23, 14, 13, 12, 21, 20, 11, 10,
                                  19, 28, 37, 46, 47, 38, 29, 30, 39, 48, 49, 50};
    for (int i = 0; i < PATIENCE_CARDS; i++) {
        PlaceAt(app, kBook81[i]);
    }
    Harness_Frames(app, 30);
    Scene *score = Top(app, "patience-score");
    const PatienceAttemptResult *r = PatienceScoreScene_Result(score);
    assert_true(r->isSerpent);
    assert_int_equal(r->best, 81);
    assert_int_equal(r->score, 81);
    /* The best layout can be shown, card by card. */
    Harness_Key(app, SDLK_h);
    Harness_Frames(app, 2);
    Top(app, "patience-serpent-best");
    static PatienceChallengeRecords records;
    LoadRecords(&records);
    PatienceChallenge book = PatienceChallenge_Book();
    const PatienceSerpentRecord *s = PatienceChallengeRecords_Serpent(&records, &book);
    assert_non_null(s);
    assert_int_equal(s->best, 81);
    assert_int_equal(s->score, 81);
    Stop(app);
}

/* The calendar replays a past day's deal as practice, and refuses a day still to come. */
static void test_calendar_replays_a_past_day_as_practice(void **state)
{
    (void)state;
    App *app = StartChallenges();
    assert_true(Harness_Click(app, "Calendar"));
    Harness_Frames(app, 2);
    Top(app, "patience-calendar");
    Harness_Key(app, SDLK_RIGHT); /* tomorrow has not come: nothing starts */
    Harness_Key(app, SDLK_RETURN);
    Top(app, "patience-calendar");
    Harness_Key(app, SDLK_LEFT);
    Harness_Key(app, SDLK_UP); /* a week before today */
    Harness_Key(app, SDLK_RETURN);
    Harness_Frames(app, 3);
    Scene *table = Top(app, "patience-table");
    const PatienceAttempt *a = PatienceTableScene_Attempt(table);
    assert_int_equal(a->challenge.kind, PATIENCE_CHALLENGE_DAILY);
    assert_int_equal(a->challenge.value, (uint64_t)(Today() - 7));
    assert_false(a->counted);
    assert_int_equal(PatienceTableScene_Game(table)->seed, PatienceDaily_Seed(Today() - 7, false));
    Stop(app);
}

/* Shift+Enter in the calendar. */
static void ShiftEnter(App *app)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_KEYDOWN;
    ev.key.state = SDL_PRESSED;
    ev.key.keysym.sym = SDLK_RETURN;
    ev.key.keysym.scancode = SDL_SCANCODE_RETURN;
    ev.key.keysym.mod = KMOD_LSHIFT;
    ev.key.windowID = SDL_GetWindowID(app->gfx.window);
    SDL_PushEvent(&ev);
    ev.type = SDL_KEYUP;
    ev.key.state = SDL_RELEASED;
    SDL_PushEvent(&ev);
    Harness_Frames(app, 3);
}

/* The day's Serpent is Shift+Enter (a pad's Y) in the calendar: H is Hint everywhere else, so it plays nothing. */
static void test_calendar_serpent_key_is_not_hint(void **state)
{
    (void)state;
    App *app = StartChallenges();
    assert_true(Harness_Click(app, "Calendar"));
    Harness_Frames(app, 2);
    Top(app, "patience-calendar");
    Harness_Key(app, SDLK_LEFT); /* yesterday: practice */
    Harness_Key(app, SDLK_h);
    Harness_Frames(app, 3);
    Top(app, "patience-calendar");
    ShiftEnter(app); /* the Serpent opens on its preview */
    Top(app, "patience-serpent-preview");
    Stop(app);

    /* A pad's Y: the glyph the calendar's button shows. */
    app = StartChallenges();
    assert_true(Harness_Click(app, "Calendar"));
    Harness_Frames(app, 2);
    assert_true(Harness_PadAttach(app));
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    Harness_PadButton(app, SDL_CONTROLLER_BUTTON_Y);
    Harness_Frames(app, 3);
    Top(app, "patience-serpent-preview");
    Harness_PadDetach(app);
    Stop(app);
}

/* A corrupt records file is reported and set aside; the records keep working. */
static void test_records_survive_a_corrupt_file(void **state)
{
    (void)state;
    App *app = Harness_StartWithFile(1280, 720, "patience-challenges.txt", "parlour-patience-challenges 1\ndaily x\n");
    assert_non_null(app);
    PatienceAttempt_SetToday(Today());
    App_Push(app, TitleScene_Create(app));
    App_Push(app, PatienceRecordsScene_Create(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, 3);
    Top(app, "message"); /* the player is told */
    char kept[600];
    snprintf(kept, sizeof kept, "%s/patience-challenges.txt.corrupt-1", Harness_UserDir());
    assert_int_equal(access(kept, F_OK), 0);
    static PatienceChallengeRecords records;
    char message[1200];
    assert_int_equal(PatienceChallengeStore_Load(&records, message, sizeof message), PATIENCE_STORE_NONE);
    PatienceChallenge book = PatienceChallenge_Book();
    PatienceChallengeRecords_AddSerpent(&records, &book, 78, 81);
    PatienceDailyResult d = {Today(), false, 70, 0};
    assert_true(PatienceChallengeRecords_AddDaily(&records, d));
    assert_false(PatienceChallengeRecords_AddDaily(&records, d)); /* one counted result a day */
    assert_int_equal(PatienceChallengeStore_Save(&records, message, sizeof message), PATIENCE_STORE_OK);
    LoadRecords(&records);
    assert_int_equal(records.dailyCount, 1);
    assert_int_equal(PatienceChallengeRecords_Serpent(&records, &book)->score, 78);
    Stop(app);
}

/* A saved game that cannot be read, met first by the challenges screen: set aside, and the player is told there. */
static void test_challenges_tell_of_a_corrupt_save(void **state)
{
    (void)state;
    App *app = Harness_StartWithFile(1280, 720, "patience-game.txt", "parlour-patience 1\nthis is not a game\n");
    assert_non_null(app);
    PatienceAttempt_SetToday(Today());
    App_Push(app, TitleScene_Create(app));
    App_Push(app, PatienceChallengesScene_Create(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, 3);
    Top(app, "message");
    char kept[600];
    snprintf(kept, sizeof kept, "%s/patience-game.txt.corrupt-1", Harness_UserDir());
    assert_int_equal(access(kept, F_OK), 0);
    Stop(app);
}

/* A saved game with no card laid has nothing to lose: a challenge starts at the first press, with no warning. */
static void test_an_empty_saved_game_is_not_lost(void **state)
{
    (void)state;
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    app->settings.animSpeed = ANIM_OFF;
    PatienceAttempt_SetToday(Today());
    PatienceGame fresh;
    Patience_NewGame(&fresh, Patience_DefaultVariant(), 4242u);
    char message[512];
    assert_int_equal(PatienceStore_SaveGame(&fresh, 0, message, sizeof message), PATIENCE_STORE_OK);
    App_Push(app, TitleScene_Create(app));
    App_Push(app, PatienceChallengesScene_Create(app));
    App_ApplySceneOps(app);
    Harness_Frames(app, 3);
    assert_true(Harness_Click(app, "The book's Serpent"));
    Harness_Frames(app, 3);
    Top(app, "patience-serpent-preview"); /* the problem opens at once (before, a second press was asked for) */
    Stop(app);
}

/* The records' text: a round trip, and each kind of damage refused with its line. */
static void test_records_text(void **state)
{
    (void)state;
    static PatienceChallengeRecords r, back;
    PatienceChallengeRecords_Clear(&r);
    PatienceDailyResult days[] = {{100, false, 70, 0}, {101, false, 64, 0}, {101, true, 78, 81}, {99, false, 80, 0}};
    for (unsigned i = 0; i < sizeof days / sizeof days[0]; i++) {
        assert_true(PatienceChallengeRecords_AddDaily(&r, days[i]));
    }
    PatienceChallenge book = PatienceChallenge_Book();
    PatienceChallenge seeded =
        PatienceChallenge_Seed((PatienceVariant){PATIENCE_LAYOUT_SERPENT, PATIENCE_TABLE_AMERICAN}, 77);
    PatienceChallengeRecords_AddSerpent(&r, &book, 78, 81);
    PatienceChallengeRecords_AddSerpent(&r, &book, 75, 81); /* a worse try keeps the best */
    PatienceChallengeRecords_AddSerpent(&r, &seeded, 300, 300);
    r.codeGames = 2;
    r.codeTotal = 150;
    PatienceChallengeRecords_MarkStarted(&r, 102, false);
    char text[4096], problem[200];
    size_t len = PatienceChallengeRecords_Serialise(&r, text, sizeof text);
    assert_true(len < sizeof text);
    assert_true(PatienceChallengeRecords_Parse(text, &back, problem, sizeof problem));
    assert_int_equal(back.dailyCount, 4);
    assert_int_equal(back.daily[0].day, 99); /* kept in day order */
    assert_int_equal(PatienceChallengeRecords_Daily(&back, 101, true)->best, 81);
    assert_int_equal(PatienceChallengeRecords_Serpent(&back, &book)->score, 78);
    assert_int_equal(PatienceChallengeRecords_Serpent(&back, &book)->attempts, 2);
    assert_int_equal(back.codeTotal, 150);
    assert_true(PatienceChallengeRecords_Started(&back, 102, false));
    assert_false(PatienceChallengeRecords_Started(&back, 102, true));

    PatienceChallengeSummary m;
    PatienceChallengeRecords_Summarise(&back, 101, &m);
    assert_int_equal(m.streak.current, 3); /* 99, 100, 101 */
    assert_int_equal(m.dailyDays, 3);
    assert_int_equal(m.serpentSolved, 1);
    assert_int_equal(m.serpentProblems, 2);
    assert_int_equal(m.codeGames, 2);

    static const struct {
        const char *text;
        const char *says;
    } kBad[] = {
        {"", "empty"},
        {"parlour-patience-challenges 2\n", "line 1"},
        {"parlour-patience-challenges 1\ndaily 5 deal 70\ndaily 5 deal 71\n", "line 3"},
        {"parlour-patience-challenges 1\ndaily 5 serpent 70\n", "line 2"},
        {"parlour-patience-challenges 1\nserpent book 1 english 80 81 1\n", "line 2"},
        {"parlour-patience-challenges 1\ncodes 1 99999\n", "line 2"},
        {"parlour-patience-challenges 1\nstreak 4\n", "line 2"},
        {"parlour-patience-challenges 1\nstarted 5 chess\n", "line 2"},
        /* Numbers past an int are refused, not wrapped (4294967297 was read as 1, 4294967366 as a score of 70). */
        {"parlour-patience-challenges 1\ncodes 4294967297 0\n", "line 2"},
        {"parlour-patience-challenges 1\ndaily 5 deal 4294967366\n", "line 2"},
        {"parlour-patience-challenges 1\nserpent book 0 english 80 81 4294967297\n", "line 2"},
        {"parlour-patience-challenges 1\nstarted 4294967301 deal\n", "line 2"},
        {"parlour-patience-challenges 1\ncodes 1 99999999999999999999999999\n", "line 2"},
    };
    for (unsigned i = 0; i < sizeof kBad / sizeof kBad[0]; i++) {
        problem[0] = '\0';
        assert_false(PatienceChallengeRecords_Parse(kBad[i].text, &back, problem, sizeof problem));
        assert_non_null(strstr(problem, kBad[i].says));
    }

    /* At the cap a count stays put: the next game neither overflows nor wraps. */
    assert_true(PatienceChallengeRecords_Parse(
        "parlour-patience-challenges 1\nserpent book 0 english 80 81 1000000000\ncodes 1000000000 0\n", &back,
        problem, sizeof problem));
    PatienceChallengeRecords_AddSerpent(&back, &book, 81, 81);
    PatienceChallengeRecords_AddCodeGame(&back, 70);
    assert_int_equal(PatienceChallengeRecords_Serpent(&back, &book)->attempts, 1000000000);
    assert_int_equal(back.codeGames, 1000000000);
    assert_int_equal(back.codeTotal, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_daily_deal_is_the_cores_and_counted),
        cmocka_unit_test(test_counted_then_practice),
        cmocka_unit_test(test_resumed_counted_attempt_stays_counted),
        cmocka_unit_test(test_abandoned_counted_attempt_gives_no_second_try),
        cmocka_unit_test(test_resumed_challenge_keeps_its_hints),
        cmocka_unit_test(test_code_screen_takes_typing),
        cmocka_unit_test(test_wrong_code_by_keyboard),
        cmocka_unit_test(test_code_by_gamepad),
        cmocka_unit_test(test_book_serpent_scores_against_81),
        cmocka_unit_test(test_calendar_replays_a_past_day_as_practice),
        cmocka_unit_test(test_calendar_serpent_key_is_not_hint),
        cmocka_unit_test(test_records_survive_a_corrupt_file),
        cmocka_unit_test(test_challenges_tell_of_a_corrupt_save),
        cmocka_unit_test(test_an_empty_saved_game_is_not_lost),
        cmocka_unit_test(test_records_text),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
