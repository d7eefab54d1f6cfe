/* settings.h: the player's settings, kept in settings.ini in the player's folder. */
#ifndef PARLOUR_PLATFORM_SETTINGS_H
#define PARLOUR_PLATFORM_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

typedef enum AnimSpeed { ANIM_SLOW, ANIM_NORMAL, ANIM_FAST, ANIM_OFF, ANIM_SPEED_COUNT } AnimSpeed;
typedef enum PromptStyle { PROMPT_AUTO, PROMPT_XBOX, PROMPT_PLAYSTATION, PROMPT_NINTENDO, PROMPT_STYLE_COUNT } PromptStyle;

#define CARD_BACK_COUNT 4

typedef struct Settings {
    bool fullscreen;
    int musicVolume;   /* 0..100 */
    int effectsVolume; /* 0..100 */
    bool mute;
    AnimSpeed animSpeed;
    int cardBack;      /* 0..CARD_BACK_COUNT-1 */
    bool fourColour;
    bool swapConfirmBack; /* Nintendo-style: confirm on the east button */
    PromptStyle promptStyle;
    bool showDealResult; /* the card tables hold each deal's result until it is confirmed */
} Settings;

Settings Settings_Defaults(void);

typedef enum SettingsLoad {
    SETTINGS_LOADED,  /* read and valid */
    SETTINGS_MISSING, /* no file yet: defaults, nothing to tell */
    SETTINGS_CORRUPT  /* unreadable or invalid: defaults; the bad file was moved aside; message says where */
} SettingsLoad;

/*
 * Reads path into *out. Unknown keys are ignored; a bad value or a broken
 * file gives the defaults for the whole file, renames the file to
 * "<path>.corrupt-<n>" (never overwriting an earlier one) and fills message
 * with what happened and what to do.
 */
SettingsLoad Settings_Load(const char *path, Settings *out, char *message, size_t messageSize);

/* Writes atomically (temp file, fsync, rename). False with a message on failure. */
bool Settings_Save(const char *path, const Settings *s, char *message, size_t messageSize);

/* The file's text, parsed: true with *out filled, or false with problem saying which line and why (the fuzzer's door). */
bool Settings_Parse(const char *text, size_t size, Settings *out, char *problem, size_t problemSize);
/* The file's text for s (out-of-range fields clamped); returns its length, 0 if it does not fit. */
size_t Settings_Format(const Settings *s, char *buf, size_t size);

/* Multiplier on animation durations: slow 1.6, normal 1, fast 0.5, off 0 (instant). */
float Settings_AnimScale(const Settings *s);
const char *Settings_AnimSpeedName(AnimSpeed a);
const char *Settings_PromptStyleName(PromptStyle p);

#endif
