/* patience_challenges_scene.c: Poker Patience's challenges: the day's deal and Serpent, Serpent problems, codes, calendar, records. */
#include "games/patience/challenges/patience_challenge_scenes.h"
#include "games/patience/patience_names.h"
#include "games/patience/patience_scenes.h"

#include "app/app.h"
#include "core/rng.h"
#include "platform/audio.h"
#include "render/text.h"
#include "scenes/menu_scene.h"
#include "scenes/scenes.h"
#include "ui/ui_draw.h"
#include "ui/ui_menu.h"
#include "ui/ui_theme.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef enum ChallengeItem {
    ITEM_DAILY,
    ITEM_DAILY_SERPENT,
    ITEM_BOOK,
    ITEM_NEW_SERPENT,
    ITEM_CODE,
    ITEM_CALENDAR,
    ITEM_RECORDS,
    ITEM_BACK,
    ITEM_COUNT
} ChallengeItem;

static const char *const kLabels[ITEM_COUNT] = {"Daily deal",          "Daily Serpent", "The book's Serpent",
                                                "New Serpent problem", "Enter a code",  "Calendar",
                                                "Challenge records",   "Back"};

typedef struct ChallengesScene {
    Scene base;
    UiMenu menu;
    bool demo;
    int32_t today;
    PatienceChallengeRecords *records;
    PatienceChallengeSummary summary;
    bool hasGame;        /* a game in progress, which a new challenge would replace */
    bool savedIsAttempt; /* ... and it is a challenge */
    PatienceAttemptFile savedAttempt;
    int savedPlaced;
    int armed;        /* the item pressed once over a game in progress, -1 none */
    uint64_t newSeed; /* the next new Serpent problem */
} ChallengesScene;
MENU_SCENE_CHECK(ChallengesScene);

static uint64_t FreshSerpentSeed(void)
{
    uint64_t x = Rng_Mix(SDL_GetPerformanceCounter() ^ ((uint64_t)time(NULL) << 20));
    return 1u + x % 999999999u;
}

static void Refresh(ChallengesScene *c, App *app)
{
    c->today = PatienceAttempt_Today();
    if (!c->demo) {
        char message[PLAYER_MESSAGE_MAX];
        if (PatienceChallengeStore_Load(c->records, message, sizeof message) == PATIENCE_STORE_CORRUPT) {
            App_Push(app, MessageScene_Create(app, "Your challenge records could not be read", message));
        }
        PatienceGame saved;
        int undos = 0;
        PatienceStoreStatus loaded = PatienceStore_LoadGame(&saved, &undos, message, sizeof message);
        if (loaded == PATIENCE_STORE_CORRUPT) {
            App_Push(app, MessageScene_Create(app, "Your saved game could not be read", message));
        }
        c->hasGame = loaded == PATIENCE_STORE_OK;
        c->savedIsAttempt = c->hasGame && PatienceChallengeStore_LoadAttempt(&saved, &c->savedAttempt);
        c->savedPlaced = c->hasGame ? saved.placed : 0;
    }
    PatienceChallengeRecords_Summarise(c->records, c->today, &c->summary);
    c->armed = -1;
}

static void Enter(Scene *s, App *app)
{
    Refresh((ChallengesScene *)s, app);
}

static void Resume(Scene *s, App *app)
{
    Refresh((ChallengesScene *)s, app);
}

static bool ChallengeFor(const ChallengesScene *c, ChallengeItem item, PatienceChallenge *out)
{
    switch (item) {
    case ITEM_DAILY: *out = PatienceChallenge_Daily(c->today, false); return true;
    case ITEM_DAILY_SERPENT: *out = PatienceChallenge_Daily(c->today, true); return true;
    case ITEM_BOOK: *out = PatienceChallenge_Book(); return true;
    case ITEM_NEW_SERPENT:
        *out = PatienceChallenge_Seed((PatienceVariant){PATIENCE_LAYOUT_SERPENT, PATIENCE_TABLE_ENGLISH}, c->newSeed);
        return true;
    default: return false;
    }
}

/* Would starting this item's challenge replace a game in progress (rather than carry it on)? */
static bool Replaces(const ChallengesScene *c, ChallengeItem item)
{
    PatienceChallenge ch;
    if (!c->hasGame || c->savedPlaced == 0 || !ChallengeFor(c, item, &ch)) {
        return false; /* a saved game with no card laid has nothing to lose */
    }
    return !(c->savedIsAttempt && PatienceChallenge_Equal(&c->savedAttempt.challenge, &ch));
}

static void Activate(ChallengesScene *c, App *app, ChallengeItem item)
{
    PatienceChallenge ch;
    if (ChallengeFor(c, item, &ch)) {
        if (Replaces(c, item) && c->armed != (int)item) {
            c->armed = (int)item;
            Audio_Play(SFX_ERROR);
            return;
        }
        c->armed = -1;
        if (!c->demo && PatienceAttempt_Play(app, &ch, false, false) && item == ITEM_NEW_SERPENT) {
            c->newSeed = FreshSerpentSeed();
        }
        return;
    }
    switch (item) {
    case ITEM_CODE: MenuScene_Open(app, PatienceCodeEntryScene_Create(app)); break;
    case ITEM_CALENDAR: MenuScene_Open(app, PatienceCalendarScene_Create(app)); break;
    case ITEM_RECORDS: MenuScene_Open(app, PatienceRecordsScene_Create(app)); break;
    default: App_Pop(app); break;
    }
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    ChallengesScene *c = (ChallengesScene *)s;
    if (ev->action == ACTION_BACK) {
        App_Pop(app);
        return;
    }
    if (ev->action == ACTION_HELP) {
        MenuScene_Open(app, RulesScene_Create(app, PATIENCE_RULES_FILE));
        return;
    }
    int index = 0;
    UiMenuResult r = UiMenu_Handle(&c->menu, ev, &index);
    if (r == UI_MENU_ACTIVATE) {
        Activate(c, app, (ChallengeItem)UiMenu_TagOfRow(&c->menu, index));
    } else if (r == UI_MENU_MOVED) {
        c->armed = -1;
    }
}


static float Para(App *app, float x, float y, float w, const char *text, SDL_Color colour)
{
    TextStyle s = Text_Style(FONT_SANS, 19.0f, colour, TEXT_LEFT);
    return Text_DrawWrapped(&app->gfx, &s, x, y, w, text, true);
}

static void DrawInfo(ChallengesScene *c, App *app, SDL_FRect r)
{
    Ui_DrawPanel(app, r);
    float x = r.x + 30.0f, w = r.w - 60.0f, y = r.y + 24.0f;
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 28.0f, THEME_GOLD, TEXT_LEFT);
    char text[320], date[32], code[PATIENCE_CODE_TEXT_MAX];
    ChallengeItem item = (ChallengeItem)UiMenu_FocusedTag(&c->menu);
    PatienceAttempt_DateText(c->today, date, sizeof date);
    Text_Draw(&app->gfx, &head, x, y, kLabels[item]);
    y += 50.0f;
    switch (item) {
    case ITEM_DAILY:
    case ITEM_DAILY_SERPENT: {
        bool serpent = item == ITEM_DAILY_SERPENT;
        snprintf(text, sizeof text, "Today, %s (UTC): the same %s for every player.", date,
                 serpent ? "Serpent problem" : "deal");
        y += Para(app, x, y, w, text, THEME_PARCHMENT) + 12.0f;
        y += Para(app, x, y, w,
                  "Your first finished attempt of the day counts, played without undo or hints. Later "
                  "attempts are practice.",
                  THEME_CREAM) +
             12.0f;
        const PatienceDailyResult *d = PatienceChallengeRecords_Daily(c->records, c->today, serpent);
        if (d != NULL) {
            if (serpent) {
                snprintf(text, sizeof text, "Done today: %d of a possible %d. Play again as practice.", d->score,
                         d->best);
            } else {
                snprintf(text, sizeof text, "Done today: %d points. Play again as practice.", d->score);
            }
        } else {
            snprintf(text, sizeof text, "%s", "Not played yet today: this attempt counts.");
        }
        y += Para(app, x, y, w, text, d != NULL ? THEME_CREAM : THEME_FOCUS) + 12.0f;
        if (!serpent) {
            snprintf(text, sizeof text, "Streak: %d day%s \xC2\xB7 best %d", c->summary.streak.current,
                     c->summary.streak.current == 1 ? "" : "s", c->summary.streak.best);
            y += Para(app, x, y, w, text, THEME_GOLD) + 12.0f;
        }
        PatienceChallenge ch = PatienceChallenge_Daily(c->today, serpent);
        if (PatienceCode_Encode(&ch, code, sizeof code) == PATIENCE_CODE_OK) {
            snprintf(text, sizeof text, "Code %s", code);
            y += Para(app, x, y, w, text, THEME_PARCHMENT) + 12.0f;
        }
        break;
    }
    case ITEM_BOOK:
        y += Para(app, x, y, w,
                  "Bergholt's problem from the book: 25 known cards, laid as a serpent. The book's answer makes "
                  "81. Can you find it?",
                  THEME_CREAM) +
             12.0f;
        break;
    case ITEM_NEW_SERPENT:
        snprintf(text, sizeof text,
                 "A fresh problem (number %llu): see all 25 cards, then lay them as a serpent. After the layout "
                 "you see the best score possible, found by trying every path.",
                 (unsigned long long)c->newSeed);
        y += Para(app, x, y, w, text, THEME_CREAM) + 12.0f;
        break;
    case ITEM_CODE:
        y += Para(app, x, y, w,
                  "Play a friend's deal: type or paste its twelve-character code, or pick the characters with a "
                  "gamepad. A mistyped code is caught and never deals a different game.",
                  THEME_CREAM);
        break;
    case ITEM_CALENDAR:
        y += Para(app, x, y, w,
                  "Every day's counted score, a month at a time. Any past day can be replayed as "
                  "practice.",
                  THEME_CREAM);
        break;
    case ITEM_RECORDS:
        snprintf(text, sizeof text,
                 "Daily: %d days, streak %d (best %d). Serpent: %d of %d problems solved to the best. Codes: %d "
                 "games.",
                 c->summary.dailyDays, c->summary.streak.current, c->summary.streak.best, c->summary.serpentSolved,
                 c->summary.serpentProblems, c->summary.codeGames);
        y += Para(app, x, y, w, text, THEME_CREAM);
        break;
    default:
        y += Para(app, x, y, w,
                  c->hasGame ? "Back to Poker Patience. Your game in progress stays saved." : "Back to Poker Patience.",
                  THEME_CREAM);
        break;
    }
    if (Replaces(c, item)) {
        snprintf(text, sizeof text,
                 c->armed == (int)item ? "Press again to start: your saved game (%d of 25 laid) will be lost."
                                       : "Starting replaces your saved game (%d of 25 laid).",
                 c->savedPlaced);
        Para(app, x, r.y + r.h - 70.0f, w, text, c->armed == (int)item ? THEME_FOCUS : THEME_PARCHMENT);
    } else if (c->hasGame && c->savedIsAttempt && item <= ITEM_NEW_SERPENT) {
        Para(app, x, r.y + r.h - 70.0f, w, "Your game of this challenge carries on where you left it.",
             THEME_PARCHMENT);
    }
}

static void Draw(Scene *s, App *app)
{
    ChallengesScene *c = (ChallengesScene *)s;
    Gfx_DrawFelt(&app->gfx);
    Ui_DrawHeading(app, "Challenges", "The day's deal, Serpent problems and shared codes");
    SDL_FRect panel = MenuScene_DrawMenu(s, app);
    DrawInfo(c, app, (SDL_FRect){LAYOUT_W * 0.5f + 30.0f, panel.y, 460.0f, panel.h});
    MenuScene_DrawPrompts(s, app, true);
}

static void Destroy(Scene *s)
{
    free(((ChallengesScene *)s)->records);
    free(s);
}


static const SceneOps kOps = {
    .name = "patience-challenges",
    .enter = Enter,
    .resume = Resume,
    .handle = Handle,
    .update = MenuScene_Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = MenuScene_Locate,
};

Scene *PatienceChallengesScene_Create(App *app)
{
    (void)app;
    ChallengesScene *c = calloc(1, sizeof *c);
    if (c == NULL) {
        return NULL;
    }
    c->records = calloc(1, sizeof *c->records);
    if (c->records == NULL) {
        free(c);
        return NULL;
    }
    c->base.ops = &kOps;
    c->armed = -1;
    c->newSeed = FreshSerpentSeed();
    UiMenu_Init(&c->menu, LAYOUT_W * 0.5f - 490.0f, 150.0f, 450.0f, 54.0f);
    for (int i = 0; i < ITEM_COUNT; i++) {
        UiMenu_AddTagged(&c->menu, kLabels[i], i);
    }
    return &c->base;
}

Scene *PatienceChallengesScene_CreateDemo(App *app)
{
    Scene *s = PatienceChallengesScene_Create(app);
    if (s != NULL) {
        ChallengesScene *c = (ChallengesScene *)s;
        c->demo = true;
        PatienceDate d = {2026, 11, 22};
        PatienceChallenges_FillDemoRecords(c->records, PatienceDate_ToDay(d));
        PatienceAttempt_SetToday(PatienceDate_ToDay(d));
    }
    return s;
}
