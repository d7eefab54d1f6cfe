/* patience_code_entry_scene.c: entering a challenge code by keyboard, paste, mouse or gamepad; what it holds, then play. */
#include "games/patience/challenges/patience_challenge_scenes.h"
#include "games/patience/patience_names.h"
#include "games/patience/patience_scenes.h"

#include "app/app.h"
#include "platform/audio.h"
#include "render/text.h"
#include "scenes/scenes.h"
#include "ui/ui_draw.h"
#include "ui/ui_theme.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * The text is kept as the player gave it (up to RAW_MAX characters), so an
 * error can point at the very character that is wrong; only a valid code is
 * turned into a challenge (PatienceCode_Decode), and a valid code is shown
 * for what it holds before anything is dealt. The on-screen keyboard has
 * only the code's 32 characters, then Delete and OK.
 */
#define RAW_MAX 30
#define KEY_COLS 8
#define KEY_ROWS 5 /* four rows of characters, then Delete and OK */
#define KEY_W 78.0f
#define KEY_H 56.0f
#define KEY_GAP 10.0f
#define KEYS_X ((LAYOUT_W - (KEY_COLS * KEY_W + (KEY_COLS - 1) * KEY_GAP)) * 0.5f)
#define KEYS_Y 300.0f
#define KEY_DELETE 32
#define KEY_OK 33
#define KEY_COUNT 34

typedef struct CodeEntry {
    Scene base;
    char raw[RAW_MAX + 1];
    char error[TEXT_MESSAGE_MAX]; /* why the code is not valid, whole */
    int errorPos; /* 1-based in raw, 0 none */
    bool confirming;
    PatienceChallenge challenge;
    int key;       /* on-screen key with the focus */
    int pressed;   /* key or button the pointer went down on, -1 none */
    int button;    /* confirming: 0 Play, 1 Change */
    bool counted;  /* confirming: the attempt would count (today's challenge, not yet done) */
    bool replaces; /* confirming: starting it replaces a different game in progress */
    bool demo;
} CodeEntry;

static SDL_FRect KeyRect(int key)
{
    if (key < KEY_DELETE) {
        int row = key / KEY_COLS, col = key % KEY_COLS;
        return (SDL_FRect){KEYS_X + (float)col * (KEY_W + KEY_GAP), KEYS_Y + (float)row * (KEY_H + KEY_GAP), KEY_W,
                           KEY_H};
    }
    float half = (KEY_COLS * KEY_W + (KEY_COLS - 1) * KEY_GAP - KEY_GAP) * 0.5f;
    float y = KEYS_Y + 4.0f * (KEY_H + KEY_GAP);
    return (SDL_FRect){KEYS_X + (key == KEY_OK ? half + KEY_GAP : 0.0f), y, half, KEY_H};
}

static SDL_FRect ButtonRect(int i)
{
    return (SDL_FRect){LAYOUT_W * 0.5f - 250.0f + (float)i * 270.0f, 520.0f, 230.0f, 58.0f};
}

static const char *KeyLabel(int key, char buf[2])
{
    if (key == KEY_DELETE) {
        return "Delete";
    }
    if (key == KEY_OK) {
        return "OK";
    }
    buf[0] = PATIENCE_CODE_ALPHABET[key];
    buf[1] = '\0';
    return buf;
}

static void ClearError(CodeEntry *e)
{
    e->error[0] = '\0';
    e->errorPos = 0;
}

static void Append(CodeEntry *e, const char *text)
{
    size_t n = strlen(e->raw);
    for (const char *p = text; *p != '\0' && n < RAW_MAX; p++) {
        if (*p == '\n' || *p == '\r' || *p == '\t') {
            continue;
        }
        e->raw[n++] = *p;
    }
    e->raw[n] = '\0';
    ClearError(e);
}

static void Erase(CodeEntry *e)
{
    size_t n = strlen(e->raw);
    if (n == 0) {
        Audio_Play(SFX_ERROR);
        return;
    }
    /* A UTF-8 character goes whole. */
    do {
        n--;
    } while (n > 0 && ((unsigned char)e->raw[n] & 0xC0) == 0x80);
    e->raw[n] = '\0';
    ClearError(e);
    Audio_Play(SFX_MOVE);
}

/* Reads the text: a valid code is shown for what it holds; anything else says what is wrong and where. */
static void Submit(CodeEntry *e, App *app)
{
    PatienceCodeError err;
    PatienceChallenge c;
    if (PatienceCode_Decode(e->raw, &c, &err) != PATIENCE_CODE_OK) {
        snprintf(e->error, sizeof e->error, "%s",
                 err.message[0] != '\0' ? err.message : PatienceCode_StatusText(err.status));
        e->error[0] = (char)toupper((unsigned char)e->error[0]);
        e->errorPos = err.status == PATIENCE_CODE_BAD_CHARACTER ? err.position : 0;
        Audio_Play(SFX_ERROR);
        return;
    }
    e->challenge = c;
    e->confirming = true;
    e->counted = false;
    e->replaces = false;
    if (!e->demo) {
        static PatienceChallengeRecords records;
        char message[PLAYER_MESSAGE_MAX];
        bool have = PatienceChallengeStore_Load(&records, message, sizeof message) != PATIENCE_STORE_CORRUPT;
        if (!have) {
            App_Push(app, MessageScene_Create(app, "Your challenge records could not be read", message));
        }
        e->counted = PatienceAttempt_For(&c, true, have ? &records : NULL).counted;
        PatienceGame saved;
        PatienceAttemptFile file;
        PatienceStoreStatus loaded = PatienceStore_LoadGame(&saved, NULL, message, sizeof message);
        if (loaded == PATIENCE_STORE_CORRUPT) {
            App_Push(app, MessageScene_Create(app, "Your saved game could not be read", message));
        }
        if (loaded == PATIENCE_STORE_OK) {
            e->replaces =
                !(PatienceChallengeStore_LoadAttempt(&saved, &file) && PatienceChallenge_Equal(&file.challenge, &c));
        }
    } else {
        e->counted = c.kind == PATIENCE_CHALLENGE_DAILY && (int32_t)c.value == PatienceAttempt_Today();
    }
    e->button = 0;
    Audio_Play(SFX_SELECT);
}

static void Play(CodeEntry *e, App *app)
{
    if (e->demo) {
        return;
    }
    PatienceChallenge c = e->challenge;
    App_Pop(app); /* the table comes back here to the challenges, not to the code */
    if (!PatienceAttempt_Play(app, &c, true, false)) {
        App_Toast(app, "%s", "That challenge could not be started.");
    }
}

static void PressKey(CodeEntry *e, App *app, int key)
{
    char buf[2];
    if (key == KEY_DELETE) {
        Erase(e);
    } else if (key == KEY_OK) {
        Submit(e, app);
    } else {
        Append(e, KeyLabel(key, buf));
        Audio_Play(SFX_MOVE);
    }
}

static void MoveKey(CodeEntry *e, int dr, int dc)
{
    int row, col;
    if (e->key >= KEY_DELETE) {
        row = 4;
        col = e->key == KEY_DELETE ? 0 : KEY_COLS / 2;
    } else {
        row = e->key / KEY_COLS;
        col = e->key % KEY_COLS;
    }
    row = (row + dr + KEY_ROWS) % KEY_ROWS;
    if (row == 4) {
        int half = col < KEY_COLS / 2 ? 0 : 1;
        if (dc != 0 && (e->key >= KEY_DELETE)) {
            half = (e->key == KEY_DELETE ? 0 : 1) + (dc > 0 ? 1 : -1);
            half = (half + 2) % 2;
        }
        e->key = half == 0 ? KEY_DELETE : KEY_OK;
    } else {
        col = (col + dc + KEY_COLS) % KEY_COLS;
        e->key = row * KEY_COLS + col;
    }
    Audio_Play(SFX_MOVE);
}

static int KeyAt(float x, float y)
{
    for (int k = 0; k < KEY_COUNT; k++) {
        if (Gfx_Contains(KeyRect(k), x, y)) {
            return k;
        }
    }
    return -1;
}

/* A keyboard action that comes from a letter or Space is typing here, not a command (W A S D move, H hints...). */
static bool IsTyping(const InputEvent *ev)
{
    return ev->device == DEVICE_KEYBOARD && ev->action != ACTION_TEXT &&
           ((ev->text[0] != '\0' && ev->text[1] == '\0') || strcmp(ev->text, "Space") == 0);
}

static void HandleConfirming(CodeEntry *e, App *app, const InputEvent *ev)
{
    switch (ev->action) {
    case ACTION_LEFT:
    case ACTION_RIGHT:
    case ACTION_NEXT_AREA:
    case ACTION_PREV_AREA:
        e->button = 1 - e->button;
        Audio_Play(SFX_MOVE);
        break;
    case ACTION_CONFIRM:
    case ACTION_MENU:
        if (e->button == 0) {
            Play(e, app);
        } else {
            e->confirming = false;
        }
        break;
    case ACTION_BACK: e->confirming = false; break;
    case ACTION_POINTER_DOWN:
        e->pressed = Gfx_Contains(ButtonRect(0), ev->x, ev->y) ? 0 : Gfx_Contains(ButtonRect(1), ev->x, ev->y) ? 1 : -1;
        break;
    case ACTION_POINTER_UP: {
        int at = Gfx_Contains(ButtonRect(0), ev->x, ev->y) ? 0 : Gfx_Contains(ButtonRect(1), ev->x, ev->y) ? 1 : -1;
        if (at >= 0 && at == e->pressed) {
            e->button = at;
            if (at == 0) {
                Play(e, app);
            } else {
                e->confirming = false;
            }
        }
        e->pressed = -1;
        break;
    }
    default: break;
    }
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    CodeEntry *e = (CodeEntry *)s;
    if (e->confirming) {
        HandleConfirming(e, app, ev);
        return;
    }
    if (IsTyping(ev)) {
        return; /* its ACTION_TEXT follows */
    }
    switch (ev->action) {
    case ACTION_TEXT:
        if (ev->value > 0.0f) {
            /* A paste replaces what was there: a code is pasted whole. */
            e->raw[0] = '\0';
            if (ev->text[0] == '\0') {
                snprintf(e->error, sizeof e->error, "%s", "The clipboard holds no text to paste.");
                Audio_Play(SFX_ERROR);
                return;
            }
        }
        Append(e, ev->text);
        break;
    case ACTION_BACK:
        if (ev->device == DEVICE_KEYBOARD && strcmp(ev->text, "Backspace") == 0) {
            Erase(e);
        } else {
            App_Pop(app);
        }
        break;
    case ACTION_UNDO: Erase(e); break;
    case ACTION_MENU: Submit(e, app); break;
    case ACTION_CONFIRM:
        if (ev->device == DEVICE_GAMEPAD) {
            PressKey(e, app, e->key);
        } else {
            Submit(e, app);
        }
        break;
    case ACTION_UP: MoveKey(e, -1, 0); break;
    case ACTION_DOWN: MoveKey(e, 1, 0); break;
    case ACTION_LEFT: MoveKey(e, 0, -1); break;
    case ACTION_RIGHT: MoveKey(e, 0, 1); break;
    case ACTION_HELP: App_Push(app, RulesScene_Create(app, PATIENCE_RULES_FILE)); break;
    case ACTION_POINTER_MOVE: {
        int at = KeyAt(ev->x, ev->y);
        if (at >= 0) {
            e->key = at;
        }
        break;
    }
    case ACTION_POINTER_DOWN: e->pressed = KeyAt(ev->x, ev->y); break;
    case ACTION_POINTER_UP: {
        int at = KeyAt(ev->x, ev->y);
        if (at >= 0 && at == e->pressed) {
            e->key = at;
            PressKey(e, app, at);
        }
        e->pressed = -1;
        break;
    }
    default: break;
    }
}

static void Update(Scene *s, App *app, float dt)
{
    (void)s;
    (void)app;
    (void)dt;
}

/* The text as given, in large letters, the wrong character (if any) in red, and a cursor. */
static void DrawField(CodeEntry *e, App *app)
{
    Gfx *gfx = &app->gfx;
    SDL_FRect box = {LAYOUT_W * 0.5f - 330.0f, 150.0f, 660.0f, 76.0f};
    Gfx_FillRoundRect(gfx, box, THEME_RADIUS, Gfx_Rgba(0, 0, 0, 110));
    Gfx_StrokeRoundRect(gfx, box, THEME_RADIUS, 2.0f, e->error[0] != '\0' ? THEME_RED : THEME_PANEL_EDGE);
    TextStyle ts = Text_Style(FONT_SANS_BOLD, 38.0f, THEME_CREAM, TEXT_LEFT);
    char shown[RAW_MAX + 1];
    snprintf(shown, sizeof shown, "%s", e->raw);
    float width = Text_Width(gfx, &ts, shown);
    float x = box.x + (box.w - width) * 0.5f;
    float y = box.y + (box.h - Text_LineHeight(gfx, &ts)) * 0.5f;
    if (e->raw[0] == '\0') {
        TextStyle hint = Text_Style(FONT_SANS, 26.0f, THEME_DISABLED, TEXT_CENTER);
        Text_Draw(gfx, &hint, box.x + box.w * 0.5f, box.y + 22.0f, "XXXX-XXXX-XXXX");
        return;
    }
    if (e->errorPos > 0 && (size_t)e->errorPos <= strlen(e->raw)) {
        char before[RAW_MAX + 1];
        snprintf(before, sizeof before, "%.*s", e->errorPos - 1, e->raw);
        char bad[2] = {e->raw[e->errorPos - 1], '\0'};
        float bx = x + Text_Width(gfx, &ts, before);
        float bw = Text_Width(gfx, &ts, bad);
        Gfx_FillRoundRect(gfx, (SDL_FRect){bx - 3.0f, y, bw + 6.0f, Text_LineHeight(gfx, &ts)}, 5.0f, THEME_RED);
    }
    Text_Draw(gfx, &ts, x, y, shown);
    Gfx_FillRect(gfx, (SDL_FRect){x + width + 4.0f, y + 6.0f, 3.0f, Text_LineHeight(gfx, &ts) - 12.0f}, THEME_FOCUS);
}

static void DrawKeys(CodeEntry *e, App *app)
{
    Gfx *gfx = &app->gfx;
    bool pad = app->input.lastDevice == DEVICE_GAMEPAD;
    for (int k = 0; k < KEY_COUNT; k++) {
        SDL_FRect r = KeyRect(k);
        bool focus = k == e->key && (pad || app->input.lastDevice == DEVICE_MOUSE);
        if (e->pressed == k) {
            r.y += 2.0f;
        }
        Gfx_FillRoundRect(gfx, r, 8.0f, focus ? Gfx_Rgba(222, 184, 92, 80) : Gfx_Rgba(0, 0, 0, 80));
        Gfx_StrokeRoundRect(gfx, r, 8.0f, focus ? 2.5f : 1.2f, focus ? THEME_FOCUS : THEME_PANEL_EDGE);
        char buf[2];
        TextStyle ts =
            Text_Style(FONT_SANS_BOLD, k < KEY_DELETE ? 28.0f : 22.0f, focus ? THEME_FOCUS : THEME_CREAM, TEXT_CENTER);
        Text_Draw(gfx, &ts, r.x + r.w * 0.5f, r.y + (r.h - Text_LineHeight(gfx, &ts)) * 0.5f, KeyLabel(k, buf));
    }
}

static void DrawConfirm(CodeEntry *e, App *app)
{
    Gfx *gfx = &app->gfx;
    SDL_FRect panel = {LAYOUT_W * 0.5f - 380.0f, 250.0f, 760.0f, 350.0f};
    Ui_DrawPanel(app, panel);
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 30.0f, THEME_GOLD, TEXT_CENTER);
    Text_Draw(gfx, &head, LAYOUT_W * 0.5f, panel.y + 24.0f, "This code holds");
    PatienceAttempt a = {true, e->challenge, false, true};
    PatienceGame g;
    memset(&g, 0, sizeof g);
    char title[96], text[200];
    PatienceAttempt_Title(&a, &g, title, sizeof title);
    TextStyle big = Text_Style(FONT_SANS_BOLD, 28.0f, THEME_CREAM, TEXT_CENTER);
    Text_Draw(gfx, &big, LAYOUT_W * 0.5f, panel.y + 84.0f, title);
    snprintf(text, sizeof text, "%s \xC2\xB7 %s", PatienceNames_Layout(e->challenge.variant.layout),
             PatienceNames_Table(e->challenge.variant.table));
    TextStyle body = Text_Style(FONT_SANS, 21.0f, THEME_PARCHMENT, TEXT_CENTER);
    Text_Draw(gfx, &body, LAYOUT_W * 0.5f, panel.y + 130.0f, text);
    const char *note = "";
    if (e->challenge.kind == PATIENCE_CHALLENGE_DAILY) {
        note = e->counted ? "Today's challenge: this attempt counts (no undo, no hints)."
               : (int32_t)e->challenge.value == PatienceAttempt_Today()
                   ? "Today's challenge, already counted: played as practice."
                   : "Another day's challenge: played as practice.";
    } else if (e->challenge.variant.layout == PATIENCE_LAYOUT_SERPENT) {
        note = "A Serpent problem: you see all 25 cards before you play.";
    }
    Text_Draw(gfx, &body, LAYOUT_W * 0.5f, panel.y + 168.0f, note);
    if (e->replaces) {
        TextStyle warn = Text_Style(FONT_SANS, 19.0f, THEME_FOCUS, TEXT_CENTER);
        Text_Draw(gfx, &warn, LAYOUT_W * 0.5f, panel.y + 208.0f, "Playing it replaces your saved game in progress.");
    }
    static const char *const kButtons[2] = {"Play", "Change"};
    for (int i = 0; i < 2; i++) {
        SDL_FRect r = ButtonRect(i);
        bool focus = e->button == i;
        Gfx_FillRoundRect(gfx, r, THEME_RADIUS, focus ? Gfx_Rgba(222, 184, 92, 70) : Gfx_Rgba(0, 0, 0, 70));
        Gfx_StrokeRoundRect(gfx, r, THEME_RADIUS, focus ? 2.5f : 1.5f, focus ? THEME_FOCUS : THEME_PANEL_EDGE);
        TextStyle ts = Text_Style(FONT_SANS_BOLD, THEME_TEXT, focus ? THEME_FOCUS : THEME_CREAM, TEXT_CENTER);
        Text_Draw(gfx, &ts, r.x + r.w * 0.5f, r.y + (r.h - Text_LineHeight(gfx, &ts)) * 0.5f, kButtons[i]);
    }
    UiPrompt prompts[] = {{ACTION_CONFIRM, "Play"}, {ACTION_LEFT, "Choose"}, {ACTION_BACK, "Change the code"}};
    Ui_DrawPrompts(app, prompts, 3);
}

static void Draw(Scene *s, App *app)
{
    CodeEntry *e = (CodeEntry *)s;
    Gfx *gfx = &app->gfx;
    Gfx_DrawFelt(gfx);
    Ui_DrawHeading(app, "Enter a code", "Twelve characters, as a friend shared them");
    DrawField(e, app);
    if (e->confirming) {
        DrawConfirm(e, app);
        return;
    }
    TextStyle msg = Text_Style(FONT_SANS, 20.0f, e->error[0] != '\0' ? THEME_FOCUS : THEME_PARCHMENT, TEXT_CENTER);
    Text_DrawWrapped(gfx, &msg, LAYOUT_W * 0.5f, 240.0f, 840.0f,
                     e->error[0] != '\0' ? e->error
                                         : "Type or paste (Ctrl+V) the code; dashes and spaces do not matter. With "
                                           "a gamepad, pick the characters below.",
                     true);
    DrawKeys(e, app);
    if (app->input.lastDevice == DEVICE_GAMEPAD) {
        UiPrompt prompts[] = {
            {ACTION_CONFIRM, "Type"}, {ACTION_UNDO, "Delete"}, {ACTION_MENU, "Done"}, {ACTION_BACK, "Back"}};
        Ui_DrawPrompts(app, prompts, 4);
    } else {
        UiPrompt prompts[] = {{ACTION_CONFIRM, "Done"}, {ACTION_BACK, "Back"}};
        Ui_DrawPrompts(app, prompts, 2);
    }
}

static bool Locate(Scene *s, App *app, const char *name, SDL_FRect *out)
{
    (void)app;
    CodeEntry *e = (CodeEntry *)s;
    if (e->confirming) {
        if (strcmp(name, "Play") == 0 || strcmp(name, "Change") == 0) {
            *out = ButtonRect(name[0] == 'P' ? 0 : 1);
            return true;
        }
        return false;
    }
    for (int k = 0; k < KEY_COUNT; k++) {
        char buf[2];
        if (strcmp(name, KeyLabel(k, buf)) == 0) {
            *out = KeyRect(k);
            return true;
        }
    }
    return false;
}

static void Destroy(Scene *s)
{
    free(s);
}

static const SceneOps kOps = {
    .name = "patience-code",
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
};

Scene *PatienceCodeEntryScene_Create(App *app)
{
    (void)app;
    CodeEntry *e = calloc(1, sizeof *e);
    if (e == NULL) {
        return NULL;
    }
    e->base.ops = &kOps;
    e->base.textInput = true;
    e->pressed = -1;
    return &e->base;
}

Scene *PatienceCodeEntryScene_CreateDemo(App *app)
{
    Scene *s = PatienceCodeEntryScene_Create(app);
    if (s != NULL) {
        CodeEntry *e = (CodeEntry *)s;
        e->demo = true;
        /* A typo the check catches: a U, which codes never use. */
        snprintf(e->raw, sizeof e->raw, "%s", "WBA3-FSZT-H2PU");
        Submit(e, app);
    }
    return s;
}

/* ---- for tests ---- */

const char *PatienceCodeEntryScene_Error(Scene *s)
{
    return ((CodeEntry *)s)->error;
}
