/* settings.c: reads and writes settings.ini (INI through libinih), falling back to defaults on a bad file. */
#define _POSIX_C_SOURCE 200809L

#include "settings.h"

#include "atomic_file.h"
#include "log.h"

#include <errno.h>
#include <ini.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define PROBLEM_MAX 512 /* a line of at most 200 characters quoted, and what is wrong with it */

static const char *const animSpeedNames[ANIM_SPEED_COUNT] = {"slow", "normal", "fast", "off"};
static const char *const promptStyleNames[PROMPT_STYLE_COUNT] = {"auto", "xbox", "playstation", "nintendo"};

Settings Settings_Defaults(void)
{
    Settings s = {
        .fullscreen = false,
        .musicVolume = 60,
        .effectsVolume = 80,
        .mute = false,
        .animSpeed = ANIM_NORMAL,
        .cardBack = 0,
        .fourColour = false,
        .swapConfirmBack = false,
        .promptStyle = PROMPT_AUTO,
        .showDealResult = true,
    };
    return s;
}

float Settings_AnimScale(const Settings *s)
{
    switch (s->animSpeed) {
    case ANIM_SLOW:
        return 1.6f;
    case ANIM_FAST:
        return 0.5f;
    case ANIM_OFF:
        return 0.0f;
    case ANIM_NORMAL:
    case ANIM_SPEED_COUNT:
        break;
    }
    return 1.0f;
}

const char *Settings_AnimSpeedName(AnimSpeed a)
{
    return (a >= 0 && a < ANIM_SPEED_COUNT) ? animSpeedNames[a] : "normal";
}

const char *Settings_PromptStyleName(PromptStyle p)
{
    return (p >= 0 && p < PROMPT_STYLE_COUNT) ? promptStyleNames[p] : "auto";
}

/* ---- reading ---- */

/*
 * libinih's handler is not told the line number (Debian builds it without
 * INI_HANDLER_LINENO), so the file is fed through our own line reader, which
 * counts lines; the handler then knows which line it is looking at.
 */
typedef struct Source {
    const char *next;
    int line;          /* line number of the text last handed to the parser */
    int tooLongLine;   /* first non-comment line too long for the parser, 0 if none */
} Source;

typedef struct Parse {
    Settings *out;
    Source *src;
    int problemLine; /* 0 while the file is fine */
    char problem[PROBLEM_MAX];
} Parse;

static char *ReadLine(char *str, int num, void *stream)
{
    Source *src = stream;
    if (*src->next == '\0' || num < 2) {
        return NULL;
    }
    src->line++;
    const char *end = strchr(src->next, '\n');
    size_t lineLen = end != NULL ? (size_t)(end - src->next) + 1 : strlen(src->next);
    size_t room = (size_t)num - 1;
    if (lineLen <= room) {
        memcpy(str, src->next, lineLen);
        str[lineLen] = '\0';
    } else {
        /* A long comment is harmless; a long setting would be cut, so it is refused. */
        const char *p = src->next;
        while (*p == ' ' || *p == '\t') {
            p++;
        }
        if (*p != ';' && *p != '#' && src->tooLongLine == 0) {
            src->tooLongLine = src->line;
        }
        memcpy(str, src->next, room - 1);
        str[room - 1] = '\n';
        str[room] = '\0';
    }
    src->next += lineLen;
    return str;
}

static int Fail(Parse *p, const char *fmt, ...) PARLOUR_PRINTF(2, 3);

static int Fail(Parse *p, const char *fmt, ...)
{
    if (p->problemLine == 0) {
        p->problemLine = p->src->line;
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(p->problem, sizeof p->problem, fmt, ap);
        va_end(ap);
    }
    return 0;
}

static bool ParseBool(const char *v, bool *out)
{
    static const char *const yes[] = {"true", "yes", "on", "1"};
    static const char *const no[] = {"false", "no", "off", "0"};
    for (size_t i = 0; i < sizeof yes / sizeof yes[0]; i++) {
        if (strcasecmp(v, yes[i]) == 0) {
            *out = true;
            return true;
        }
        if (strcasecmp(v, no[i]) == 0) {
            *out = false;
            return true;
        }
    }
    return false;
}

static bool ParseInt(const char *v, int lo, int hi, int *out)
{
    if (*v == '\0') {
        return false;
    }
    char *end = NULL;
    errno = 0;
    long n = strtol(v, &end, 10);
    if (errno != 0 || *end != '\0' || n < lo || n > hi) {
        return false;
    }
    *out = (int)n;
    return true;
}

static bool ParseName(const char *v, const char *const *names, int count, int *out)
{
    for (int i = 0; i < count; i++) {
        if (strcasecmp(v, names[i]) == 0) {
            *out = i;
            return true;
        }
    }
    return false;
}

static int HandleBool(Parse *p, const char *name, const char *value, bool *field)
{
    if (!ParseBool(value, field)) {
        return Fail(p, "%s \"%s\" is not true or false", name, value);
    }
    return 1;
}

static int HandleInt(Parse *p, const char *name, const char *value, int lo, int hi, int *field)
{
    if (!ParseInt(value, lo, hi, field)) {
        return Fail(p, "%s \"%s\" is not a number %d-%d", name, value, lo, hi);
    }
    return 1;
}

/* Keys are matched by section and name; anything else is from a newer (or older) game and ignored. */
static int Handle(void *user, const char *section, const char *name, const char *value)
{
    Parse *p = user;
    Settings *s = p->out;
    int n = 0;

    if (strcasecmp(section, "display") == 0) {
        if (strcasecmp(name, "fullscreen") == 0) {
            return HandleBool(p, name, value, &s->fullscreen);
        }
        if (strcasecmp(name, "anim_speed") == 0) {
            if (!ParseName(value, animSpeedNames, ANIM_SPEED_COUNT, &n)) {
                return Fail(p, "%s \"%s\" is not one of slow, normal, fast, off", name, value);
            }
            s->animSpeed = (AnimSpeed)n;
            return 1;
        }
    } else if (strcasecmp(section, "audio") == 0) {
        if (strcasecmp(name, "music_volume") == 0) {
            return HandleInt(p, name, value, 0, 100, &s->musicVolume);
        }
        if (strcasecmp(name, "effects_volume") == 0) {
            return HandleInt(p, name, value, 0, 100, &s->effectsVolume);
        }
        if (strcasecmp(name, "mute") == 0) {
            return HandleBool(p, name, value, &s->mute);
        }
    } else if (strcasecmp(section, "cards") == 0) {
        if (strcasecmp(name, "card_back") == 0) {
            return HandleInt(p, name, value, 0, CARD_BACK_COUNT - 1, &s->cardBack);
        }
        if (strcasecmp(name, "four_colour") == 0) {
            return HandleBool(p, name, value, &s->fourColour);
        }
    } else if (strcasecmp(section, "tables") == 0) {
        if (strcasecmp(name, "show_deal_result") == 0) {
            return HandleBool(p, name, value, &s->showDealResult);
        }
    } else if (strcasecmp(section, "input") == 0) {
        if (strcasecmp(name, "swap_confirm_back") == 0) {
            return HandleBool(p, name, value, &s->swapConfirmBack);
        }
        if (strcasecmp(name, "prompt_style") == 0) {
            if (!ParseName(value, promptStyleNames, PROMPT_STYLE_COUNT, &n)) {
                return Fail(p, "%s \"%s\" is not one of auto, xbox, playstation, nintendo", name, value);
            }
            s->promptStyle = (PromptStyle)n;
            return 1;
        }
    }
    return 1;
}

static void Say(char *message, size_t messageSize, const char *fmt, ...) PARLOUR_PRINTF(3, 4);

static void Say(char *message, size_t messageSize, const char *fmt, ...)
{
    if (message == NULL || messageSize == 0) {
        return;
    }
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(message, messageSize, fmt, ap);
    va_end(ap);
}

/* Fills problem with why text is not a valid settings file; false if it is one. */
static bool FindProblem(const char *text, size_t size, Settings *out, char *problem, size_t problemSize)
{
    if (memchr(text, '\0', size) != NULL) {
        snprintf(problem, problemSize, "it holds binary data, not text");
        return true;
    }
    Source src = {.next = text, .line = 0, .tooLongLine = 0};
    Parse p = {.out = out, .src = &src, .problemLine = 0, .problem = ""};
    int firstError = ini_parse_stream(ReadLine, &src, Handle, &p);
    /* The parser reports the first bad line of any kind: a bad value or a line that is not INI at all. */
    if (src.tooLongLine != 0 && (firstError <= 0 || src.tooLongLine < firstError)) {
        snprintf(problem, problemSize, "line %d is too long", src.tooLongLine);
        return true;
    }
    if (firstError > 0 && p.problemLine == firstError) {
        snprintf(problem, problemSize, "line %d: %s", p.problemLine, p.problem);
        return true;
    }
    if (firstError > 0) {
        snprintf(problem, problemSize, "line %d is neither a [section] nor a name = value setting", firstError);
        return true;
    }
    if (firstError < 0) {
        snprintf(problem, problemSize, "out of memory while reading it");
        return true;
    }
    return false;
}

SettingsLoad Settings_Load(const char *path, Settings *out, char *message, size_t messageSize)
{
    Say(message, messageSize, "%s", "");
    *out = Settings_Defaults();

    char problem[PROBLEM_MAX + 64];
    size_t size = 0;
    char *text = AtomicFile_ReadAll(path, &size);
    if (text == NULL) {
        if (errno == ENOENT) {
            return SETTINGS_MISSING;
        }
        snprintf(problem, sizeof problem, "%s", AtomicFile_ErrorText(errno));
    } else {
        bool ok = Settings_Parse(text, size, out, problem, sizeof problem);
        free(text);
        if (ok) {
            return SETTINGS_LOADED;
        }
    }

    char keptAs[4200];
    if (AtomicFile_SetAside(path, keptAs, sizeof keptAs)) {
        Say(message, messageSize,
            "Your settings file %s could not be read (%s). Default settings are in use; "
            "the old file was kept as %s.",
            path, problem, keptAs);
    } else {
        Say(message, messageSize,
            "Your settings file %s could not be read (%s). Default settings are in use; "
            "the file could not be moved aside either (%s), so check the folder's permissions.",
            path, problem, AtomicFile_ErrorText(errno));
    }
    return SETTINGS_CORRUPT;
}

/* ---- writing ---- */

static int Clamp(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

static const char *BoolName(bool b)
{
    return b ? "true" : "false";
}

size_t Settings_Format(const Settings *s, char *buf, size_t size)
{
    /* Out-of-range fields are clamped so the game never writes a file it would refuse to read. */
    int len = snprintf(buf, size,
        "; Parlour settings. The game rewrites this file whenever you change a setting\n"
        "; in it; you may also edit it by hand while the game is closed.\n"
        "; Booleans are true or false; volumes are 0-100. A line the game cannot read\n"
        "; puts every setting back to its default and keeps this file as\n"
        "; settings.ini.corrupt-N beside it.\n"
        "\n"
        "[display]\n"
        "; true: full screen; false: a window\n"
        "fullscreen = %s\n"
        "; slow, normal, fast or off\n"
        "anim_speed = %s\n"
        "\n"
        "[audio]\n"
        "music_volume = %d\n"
        "effects_volume = %d\n"
        "mute = %s\n"
        "\n"
        "[cards]\n"
        "; 0 to %d\n"
        "card_back = %d\n"
        "; true: four-colour suits; false: red and black\n"
        "four_colour = %s\n"
        "\n"
        "[input]\n"
        "; true: confirm on the east (right) pad button and back on the south, Nintendo-style\n"
        "swap_confirm_back = %s\n"
        "; button pictures: auto, xbox, playstation or nintendo\n"
        "prompt_style = %s\n"
        "\n"
        "[tables]\n"
        "; true: after each deal the card tables show its result until you confirm; false: straight on\n"
        "show_deal_result = %s\n",
        BoolName(s->fullscreen), Settings_AnimSpeedName(s->animSpeed),
        Clamp(s->musicVolume, 0, 100), Clamp(s->effectsVolume, 0, 100), BoolName(s->mute),
        CARD_BACK_COUNT - 1, Clamp(s->cardBack, 0, CARD_BACK_COUNT - 1), BoolName(s->fourColour),
        BoolName(s->swapConfirmBack), Settings_PromptStyleName(s->promptStyle), BoolName(s->showDealResult));
    return len < 0 || (size_t)len >= size ? 0 : (size_t)len;
}

bool Settings_Parse(const char *text, size_t size, Settings *out, char *problem, size_t problemSize)
{
    Settings read = Settings_Defaults();
    if (FindProblem(text, size, &read, problem, problemSize)) {
        return false;
    }
    *out = read;
    return true;
}

bool Settings_Save(const char *path, const Settings *s, char *message, size_t messageSize)
{
    char text[2048];
    size_t len = Settings_Format(s, text, sizeof text);
    if (len == 0) {
        Say(message, messageSize, "Could not save %s: the settings text did not fit its buffer.", path);
        return false;
    }
    return AtomicFile_Write(path, text, len, message, messageSize);
}
