/* log.c: logging and the fatal-error path. */
#include "log.h"

#include <SDL.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#define MAX_AT_EXIT 16
static void (*atExit[MAX_AT_EXIT])(void);
static int atExitCount;

static void LogV(SDL_LogPriority prio, const char *fmt, va_list ap)
{
    SDL_LogMessageV(SDL_LOG_CATEGORY_APPLICATION, prio, fmt, ap);
}

void Log_Info(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    LogV(SDL_LOG_PRIORITY_INFO, fmt, ap);
    va_end(ap);
}

void Log_Warn(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    LogV(SDL_LOG_PRIORITY_WARN, fmt, ap);
    va_end(ap);
}

void Log_Error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    LogV(SDL_LOG_PRIORITY_ERROR, fmt, ap);
    va_end(ap);
}

void Log_AtExit(void (*fn)(void))
{
    if (atExitCount < MAX_AT_EXIT) {
        atExit[atExitCount++] = fn;
    }
}

void Log_RunAtExit(void)
{
    while (atExitCount > 0) {
        void (*fn)(void) = atExit[--atExitCount];
        fn();
    }
}

void Log_Fatal(const char *fmt, ...)
{
    /* The player's last word from the game: the whole message, whatever paths it names (room made to measure). */
    char small[1024];
    va_list ap, again;
    va_start(ap, fmt);
    va_copy(again, ap);
    int need = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    char *message = small;
    if (need >= (int)sizeof small && (message = malloc((size_t)need + 1)) != NULL) {
        vsnprintf(message, (size_t)need + 1, fmt, again);
    } else if (message == NULL) {
        message = small; /* no memory: the first 1,023 characters are all there is */
    }
    va_end(again);
    SDL_LogCritical(SDL_LOG_CATEGORY_APPLICATION, "%s", message);
    const char *driver = SDL_GetCurrentVideoDriver();
    if (driver != NULL && SDL_strcmp(driver, "dummy") != 0 && SDL_strcmp(driver, "offscreen") != 0) {
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Parlour cannot start", message, NULL);
    }
    Log_RunAtExit();
    exit(2);
}
