/* input.c: the binding table from keys, mouse and gamepad buttons to actions, hot-plug and direction repeat. */
#include "input.h"

#include "atomic_file.h"

#include "log.h"

#include <stdlib.h>
#include <string.h>

/* The one binding table. Keyboard keys first, then gamepad buttons. */
typedef struct KeyBinding {
    SDL_Keycode key;
    Uint16 modMask; /* 0: any modifiers */
    Action action;
    const char *label;
} KeyBinding;

static const KeyBinding kKeys[] = {
    {SDLK_UP, 0, ACTION_UP, "\xE2\x86\x91"},
    {SDLK_w, 0, ACTION_UP, "W"},
    {SDLK_DOWN, 0, ACTION_DOWN, "\xE2\x86\x93"},
    {SDLK_s, 0, ACTION_DOWN, "S"},
    {SDLK_LEFT, 0, ACTION_LEFT, "\xE2\x86\x90"},
    {SDLK_a, 0, ACTION_LEFT, "A"},
    {SDLK_RIGHT, 0, ACTION_RIGHT, "\xE2\x86\x92"},
    {SDLK_d, 0, ACTION_RIGHT, "D"},
    {SDLK_RETURN, KMOD_ALT, ACTION_FULLSCREEN, "Alt+Enter"},
    {SDLK_RETURN, KMOD_SHIFT, ACTION_SECOND, "Shift+Enter"},
    {SDLK_RETURN, 0, ACTION_CONFIRM, "Enter"},
    {SDLK_KP_ENTER, 0, ACTION_CONFIRM, "Enter"},
    {SDLK_SPACE, 0, ACTION_CONFIRM, "Space"},
    {SDLK_ESCAPE, 0, ACTION_BACK, "Esc"},
    {SDLK_BACKSPACE, 0, ACTION_BACK, "Backspace"},
    {SDLK_p, 0, ACTION_MENU, "P"},
    {SDLK_F10, 0, ACTION_MENU, "F10"},
    {SDLK_TAB, KMOD_SHIFT, ACTION_PREV_AREA, "Shift+Tab"},
    {SDLK_TAB, 0, ACTION_NEXT_AREA, "Tab"},
    {SDLK_PAGEUP, 0, ACTION_PREV_AREA, "PgUp"},
    {SDLK_PAGEDOWN, 0, ACTION_NEXT_AREA, "PgDn"},
    {SDLK_c, KMOD_CTRL | KMOD_GUI, ACTION_COPY, "Ctrl+C"},
    {SDLK_h, 0, ACTION_HINT, "H"},
    {SDLK_z, KMOD_SHIFT, ACTION_REDO, "Shift+Z"},
    {SDLK_y, KMOD_CTRL, ACTION_REDO, "Ctrl+Y"},
    {SDLK_z, 0, ACTION_UNDO, "Z"},
    {SDLK_u, 0, ACTION_UNDO, "U"},
    {SDLK_F1, 0, ACTION_HELP, "F1"},
    {SDLK_F11, 0, ACTION_FULLSCREEN, "F11"},
};

typedef struct PadBinding {
    SDL_GameControllerButton button;
    Action action;
} PadBinding;

static const PadBinding kPadButtons[] = {
    {SDL_CONTROLLER_BUTTON_DPAD_UP, ACTION_UP},
    {SDL_CONTROLLER_BUTTON_DPAD_DOWN, ACTION_DOWN},
    {SDL_CONTROLLER_BUTTON_DPAD_LEFT, ACTION_LEFT},
    {SDL_CONTROLLER_BUTTON_DPAD_RIGHT, ACTION_RIGHT},
    {SDL_CONTROLLER_BUTTON_A, ACTION_CONFIRM},
    {SDL_CONTROLLER_BUTTON_B, ACTION_BACK},
    {SDL_CONTROLLER_BUTTON_START, ACTION_MENU},
    {SDL_CONTROLLER_BUTTON_BACK, ACTION_HELP},
    {SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, ACTION_NEXT_AREA},
    {SDL_CONTROLLER_BUTTON_LEFTSHOULDER, ACTION_PREV_AREA},
    {SDL_CONTROLLER_BUTTON_Y, ACTION_HINT},
    /* Never sent (Y is Hint, found first): the glyph a screen shows for its second choice, which takes Y's Hint
       from a pad as that choice where it has no hint of its own. */
    {SDL_CONTROLLER_BUTTON_Y, ACTION_SECOND},
    {SDL_CONTROLLER_BUTTON_X, ACTION_UNDO},
    {SDL_CONTROLLER_BUTTON_RIGHTSTICK, ACTION_COPY},
    {SDL_CONTROLLER_BUTTON_LEFTSTICK, ACTION_REDO},
};

#define REPEAT_DELAY_MS 380
#define REPEAT_RATE_MS 110
/* The stick counts as a direction past about 55% of its travel, and is let go below 35%. */
#define STICK_PRESS 18000
#define STICK_RELEASE 11500

static bool IsDirection(Action a)
{
    return a == ACTION_UP || a == ACTION_DOWN || a == ACTION_LEFT || a == ACTION_RIGHT;
}

static void Push(Input *in, InputEvent ev)
{
    if (in->queueCount < INPUT_QUEUE) {
        in->queue[in->queueCount++] = ev;
    }
}

static void PushAction(Input *in, Action a, InputDevice device, int pad, bool repeat)
{
    InputEvent ev;
    memset(&ev, 0, sizeof ev);
    ev.action = a;
    ev.device = device;
    ev.pad = pad;
    ev.repeat = repeat;
    Push(in, ev);
}

static void PushPointer(Input *in, Action a, int wx, int wy, float value)
{
    InputEvent ev;
    memset(&ev, 0, sizeof ev);
    ev.action = a;
    ev.device = DEVICE_MOUSE;
    ev.pad = -1;
    ev.value = value;
    if (in->mapPointer != NULL) {
        in->mapPointer(in->mapCtx, wx, wy, &ev.x, &ev.y);
    } else {
        ev.x = (float)wx;
        ev.y = (float)wy;
    }
    Push(in, ev);
}

static int SlotOf(const Input *in, SDL_JoystickID id)
{
    for (int i = 0; i < INPUT_MAX_PADS; i++) {
        if (in->pads[i] != NULL && in->padIds[i] == id) {
            return i;
        }
    }
    return -1;
}

static void OpenPad(Input *in, int deviceIndex)
{
    if (!SDL_IsGameController(deviceIndex)) {
        return;
    }
    SDL_JoystickID id = SDL_JoystickGetDeviceInstanceID(deviceIndex);
    if (SlotOf(in, id) >= 0) {
        return;
    }
    for (int i = 0; i < INPUT_MAX_PADS; i++) {
        if (in->pads[i] == NULL) {
            SDL_GameController *pad = SDL_GameControllerOpen(deviceIndex);
            if (pad == NULL) {
                Log_Warn("Gamepad %d could not be opened: %s", deviceIndex, SDL_GetError());
                return;
            }
            in->pads[i] = pad;
            in->padIds[i] = id;
            in->heldDir[i] = ACTION_NONE;
            in->stickDir[i] = ACTION_NONE;
            const char *name = SDL_GameControllerName(pad);
            SDL_snprintf(in->notice, sizeof in->notice, "Gamepad %d connected: %s", i + 1, name ? name : "gamepad");
            Log_Info("%s", in->notice);
            return;
        }
    }
}

static void ClosePad(Input *in, SDL_JoystickID id)
{
    int slot = SlotOf(in, id);
    if (slot < 0) {
        return;
    }
    SDL_GameControllerClose(in->pads[slot]);
    in->pads[slot] = NULL;
    in->heldDir[slot] = ACTION_NONE;
    in->stickDir[slot] = ACTION_NONE;
    SDL_snprintf(in->notice, sizeof in->notice,
                 "Gamepad %d was disconnected. Plug it back in, or carry on with keyboard and mouse.", slot + 1);
    Log_Info("%s", in->notice);
}

void Input_Init(Input *in)
{
    memset(in, 0, sizeof *in);
    in->lastDevice = DEVICE_KEYBOARD;
    in->lastPad = -1;
}

void Input_StartPads(Input *in, const char *userMappingsPath)
{
    if (userMappingsPath != NULL) {
        /* Read as any player file (a pipe or folder in its place is refused at once, never waited on). */
        size_t size = 0;
        char *text = AtomicFile_ReadAll(userMappingsPath, &size);
        if (text != NULL) {
            SDL_RWops *rw = SDL_RWFromConstMem(text, (int)size);
            int added = rw != NULL ? SDL_GameControllerAddMappingsFromRW(rw, 1) : -1;
            if (added < 0) {
                Log_Warn("Your gamepad mappings in %s could not be read (%s); the built-in mappings are used.",
                         userMappingsPath, SDL_GetError());
            } else {
                Log_Info("Loaded %d gamepad mappings from %s", added, userMappingsPath);
            }
            free(text);
        } else if (errno != ENOENT) {
            Log_Warn("Your gamepad mappings in %s could not be read (%s); the built-in mappings are used.",
                     userMappingsPath, AtomicFile_ErrorText(errno));
        }
    }
    for (int i = 0; i < SDL_NumJoysticks(); i++) {
        OpenPad(in, i);
    }
    in->notice[0] = '\0';
}

void Input_Shutdown(Input *in)
{
    for (int i = 0; i < INPUT_MAX_PADS; i++) {
        if (in->pads[i] != NULL) {
            SDL_GameControllerClose(in->pads[i]);
            in->pads[i] = NULL;
        }
    }
}

static Action KeyAction(const SDL_KeyboardEvent *key, const char **label)
{
    Uint16 mods = key->keysym.mod;
    for (size_t i = 0; i < SDL_arraysize(kKeys); i++) {
        const KeyBinding *b = &kKeys[i];
        if (b->key != key->keysym.sym) {
            continue;
        }
        if (b->modMask != 0 && (mods & b->modMask) == 0) {
            continue;
        }
        if (label != NULL) {
            *label = b->label;
        }
        return b->action;
    }
    return ACTION_NONE;
}

static Action PadAction(const Input *in, SDL_GameControllerButton button)
{
    for (size_t i = 0; i < SDL_arraysize(kPadButtons); i++) {
        if (kPadButtons[i].button == button) {
            Action a = kPadButtons[i].action;
            if (in->swapConfirmBack && a == ACTION_CONFIRM) {
                return ACTION_BACK;
            }
            if (in->swapConfirmBack && a == ACTION_BACK) {
                return ACTION_CONFIRM;
            }
            return a;
        }
    }
    return ACTION_NONE;
}

static void StartHold(Input *in, int slot, Action dir)
{
    in->heldDir[slot] = dir;
    in->heldMs[slot] = 0;
    in->repeatCountdown[slot] = REPEAT_DELAY_MS;
}

static void HandleStick(Input *in, int slot, SDL_GameControllerAxis axis, Sint16 value)
{
    SDL_GameController *pad = in->pads[slot];
    int x = axis == SDL_CONTROLLER_AXIS_LEFTX ? value : SDL_GameControllerGetAxis(pad, SDL_CONTROLLER_AXIS_LEFTX);
    int y = axis == SDL_CONTROLLER_AXIS_LEFTY ? value : SDL_GameControllerGetAxis(pad, SDL_CONTROLLER_AXIS_LEFTY);
    int ax = x < 0 ? -x : x;
    int ay = y < 0 ? -y : y;
    Action dir = ACTION_NONE;
    int threshold = in->stickDir[slot] == ACTION_NONE ? STICK_PRESS : STICK_RELEASE;
    if (ax >= ay && ax > threshold) {
        dir = x < 0 ? ACTION_LEFT : ACTION_RIGHT;
    } else if (ay > ax && ay > threshold) {
        dir = y < 0 ? ACTION_UP : ACTION_DOWN;
    }
    if (dir == in->stickDir[slot]) {
        return;
    }
    in->stickDir[slot] = dir;
    if (dir != ACTION_NONE) {
        in->lastDevice = DEVICE_GAMEPAD;
        in->lastPad = slot;
        PushAction(in, dir, DEVICE_GAMEPAD, slot, false);
        StartHold(in, slot, dir);
    } else if (IsDirection(in->heldDir[slot])) {
        in->heldDir[slot] = ACTION_NONE;
    }
}

void Input_LayoutChanged(Input *in)
{
    in->pointerStale = true;
}

void Input_HandleEvent(Input *in, const SDL_Event *ev)
{
    switch (ev->type) {
    case SDL_QUIT: PushAction(in, ACTION_QUIT, in->lastDevice, -1, false); break;
    case SDL_KEYDOWN: {
        if (ev->key.keysym.sym == SDLK_v && (ev->key.keysym.mod & (KMOD_CTRL | KMOD_GUI)) != 0) {
            /* A paste arrives as text, marked by value 1, so scenes never touch the clipboard themselves. */
            InputEvent pe;
            memset(&pe, 0, sizeof pe);
            pe.action = ACTION_TEXT;
            pe.device = DEVICE_KEYBOARD;
            pe.pad = -1;
            pe.value = 1.0f;
            char *clip = SDL_HasClipboardText() ? SDL_GetClipboardText() : NULL;
            if (clip != NULL) {
                SDL_strlcpy(pe.text, clip, sizeof pe.text);
                SDL_free(clip);
            }
            in->lastDevice = DEVICE_KEYBOARD;
            Push(in, pe);
            break;
        }
        const char *label = NULL;
        Action a = KeyAction(&ev->key, &label);
        if (a != ACTION_NONE) {
            in->lastDevice = DEVICE_KEYBOARD;
            int before = in->queueCount;
            PushAction(in, a, DEVICE_KEYBOARD, -1, ev->key.repeat != 0);
            if (label != NULL && in->queueCount > before) {
                /* The key's label lets a text field tell Backspace (erase) from Esc (leave), and letters from arrows. */
                SDL_strlcpy(in->queue[in->queueCount - 1].text, label, sizeof in->queue[0].text);
            }
        }
        break;
    }
    case SDL_TEXTINPUT: {
        InputEvent te;
        memset(&te, 0, sizeof te);
        te.action = ACTION_TEXT;
        te.device = DEVICE_KEYBOARD;
        te.pad = -1;
        SDL_strlcpy(te.text, ev->text.text, sizeof te.text);
        Push(in, te);
        break;
    }
    case SDL_MOUSEMOTION:
        if (ev->motion.which == SDL_TOUCH_MOUSEID) {
            break;
        }
    {
        /* A motion that does not move (SDL sends one when the window changes under a still pointer), or the
           first after the layout changed, is not the player reaching for the mouse: it must not move the
           focus the keys or the pad left somewhere else. */
        bool still = in->pointerKnown && ev->motion.x == in->pointerX && ev->motion.y == in->pointerY;
        bool stale = in->pointerStale;
        in->pointerX = ev->motion.x;
        in->pointerY = ev->motion.y;
        in->pointerKnown = true;
        in->pointerStale = false;
        if (still || stale) {
            break;
        }
        in->lastDevice = DEVICE_MOUSE;
        PushPointer(in, ACTION_POINTER_MOVE, ev->motion.x, ev->motion.y, 0);
        break;
    }
    case SDL_MOUSEBUTTONDOWN:
        in->lastDevice = DEVICE_MOUSE;
        if (ev->button.button == SDL_BUTTON_LEFT) {
            PushPointer(in, ACTION_POINTER_DOWN, ev->button.x, ev->button.y, 0);
        } else if (ev->button.button == SDL_BUTTON_RIGHT) {
            PushAction(in, ACTION_BACK, DEVICE_MOUSE, -1, false);
        }
        break;
    case SDL_MOUSEBUTTONUP:
        if (ev->button.button == SDL_BUTTON_LEFT) {
            PushPointer(in, ACTION_POINTER_UP, ev->button.x, ev->button.y, 0);
        }
        break;
    case SDL_MOUSEWHEEL: {
        int mx = 0;
        int my = 0;
        SDL_GetMouseState(&mx, &my);
        float notches = (float)ev->wheel.y;
        if (ev->wheel.direction == SDL_MOUSEWHEEL_FLIPPED) {
            notches = -notches;
        }
        in->lastDevice = DEVICE_MOUSE;
        PushPointer(in, ACTION_SCROLL, mx, my, notches);
        break;
    }
    case SDL_CONTROLLERDEVICEADDED: OpenPad(in, ev->cdevice.which); break;
    case SDL_CONTROLLERDEVICEREMOVED: ClosePad(in, ev->cdevice.which); break;
    case SDL_CONTROLLERBUTTONDOWN: {
        int slot = SlotOf(in, ev->cbutton.which);
        if (slot < 0) {
            break;
        }
        Action a = PadAction(in, (SDL_GameControllerButton)ev->cbutton.button);
        if (a == ACTION_NONE) {
            break;
        }
        in->lastDevice = DEVICE_GAMEPAD;
        in->lastPad = slot;
        PushAction(in, a, DEVICE_GAMEPAD, slot, false);
        if (IsDirection(a)) {
            StartHold(in, slot, a);
        }
        break;
    }
    case SDL_CONTROLLERBUTTONUP: {
        int slot = SlotOf(in, ev->cbutton.which);
        if (slot >= 0 && PadAction(in, (SDL_GameControllerButton)ev->cbutton.button) == in->heldDir[slot]) {
            in->heldDir[slot] = ACTION_NONE;
        }
        break;
    }
    case SDL_CONTROLLERAXISMOTION: {
        int slot = SlotOf(in, ev->caxis.which);
        if (slot >= 0 &&
            (ev->caxis.axis == SDL_CONTROLLER_AXIS_LEFTX || ev->caxis.axis == SDL_CONTROLLER_AXIS_LEFTY)) {
            HandleStick(in, slot, (SDL_GameControllerAxis)ev->caxis.axis, ev->caxis.value);
        }
        break;
    }
    default: break;
    }
}

void Input_Update(Input *in, int stepMs)
{
    for (int slot = 0; slot < INPUT_MAX_PADS; slot++) {
        if (in->pads[slot] == NULL || !IsDirection(in->heldDir[slot])) {
            continue;
        }
        in->heldMs[slot] += stepMs;
        in->repeatCountdown[slot] -= stepMs;
        if (in->repeatCountdown[slot] <= 0) {
            PushAction(in, in->heldDir[slot], DEVICE_GAMEPAD, slot, true);
            in->repeatCountdown[slot] += REPEAT_RATE_MS;
        }
    }
}

bool Input_IsRepeating(const Input *in)
{
    for (int slot = 0; slot < INPUT_MAX_PADS; slot++) {
        if (in->pads[slot] != NULL && IsDirection(in->heldDir[slot])) {
            return true;
        }
    }
    return false;
}

bool Input_Poll(Input *in, InputEvent *out)
{
    if (in->queueCount == 0) {
        return false;
    }
    *out = in->queue[0];
    in->queueCount--;
    memmove(in->queue, in->queue + 1, (size_t)in->queueCount * sizeof in->queue[0]);
    return true;
}

int Input_PadCount(const Input *in)
{
    int n = 0;
    for (int i = 0; i < INPUT_MAX_PADS; i++) {
        n += in->pads[i] != NULL;
    }
    return n;
}

PadStyle Input_PadStyle(const Input *in, int pad)
{
    if (pad < 0 || pad >= INPUT_MAX_PADS || in->pads[pad] == NULL) {
        return PAD_STYLE_XBOX;
    }
    switch (SDL_GameControllerGetType(in->pads[pad])) {
    case SDL_CONTROLLER_TYPE_PS3:
    case SDL_CONTROLLER_TYPE_PS4:
    case SDL_CONTROLLER_TYPE_PS5: return PAD_STYLE_PLAYSTATION;
    case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_PRO:
    case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_LEFT:
    case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_RIGHT:
    case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_PAIR: return PAD_STYLE_NINTENDO;
    default: return PAD_STYLE_XBOX;
    }
}

const char *Input_TakeNotice(Input *in)
{
    static char taken[sizeof in->notice];
    if (in->notice[0] == '\0') {
        return NULL;
    }
    SDL_strlcpy(taken, in->notice, sizeof taken);
    in->notice[0] = '\0';
    return taken;
}

const char *Input_ActionName(Action a)
{
    static const char *const names[ACTION_COUNT] = {
        "none", "up", "down", "left", "right", "confirm", "back", "menu", "next-area", "prev-area", "hint",
        "undo", "help", "fullscreen", "pointer-move", "pointer-down", "pointer-up", "scroll", "text", "quit", "copy",
        "redo", "second"};
    return (unsigned)a < ACTION_COUNT ? names[a] : "?";
}

SDL_GameControllerButton Input_PadButtonFor(const Input *in, Action a)
{
    Action want = a;
    if (in->swapConfirmBack && a == ACTION_CONFIRM) {
        want = ACTION_BACK;
    } else if (in->swapConfirmBack && a == ACTION_BACK) {
        want = ACTION_CONFIRM;
    }
    for (size_t i = 0; i < SDL_arraysize(kPadButtons); i++) {
        if (kPadButtons[i].action == want) {
            return kPadButtons[i].button;
        }
    }
    return SDL_CONTROLLER_BUTTON_INVALID;
}

const char *Input_KeyNameFor(Action a)
{
    for (size_t i = 0; i < SDL_arraysize(kKeys); i++) {
        if (kKeys[i].action == a) {
            return kKeys[i].label;
        }
    }
    return "";
}
