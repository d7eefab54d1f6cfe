/* log.h: the game's log (stderr through SDL_Log), and a fatal error that tells the player what to do. */
#ifndef PARLOUR_PLATFORM_LOG_H
#define PARLOUR_PLATFORM_LOG_H

#if defined(__GNUC__)
#define PARLOUR_PRINTF(a, b) __attribute__((format(printf, a, b)))
#define PARLOUR_NORETURN __attribute__((noreturn))
#else
#define PARLOUR_PRINTF(a, b)
#define PARLOUR_NORETURN
#endif

void Log_Info(const char *fmt, ...) PARLOUR_PRINTF(1, 2);
void Log_Warn(const char *fmt, ...) PARLOUR_PRINTF(1, 2);
void Log_Error(const char *fmt, ...) PARLOUR_PRINTF(1, 2);

/*
 * A fatal error at start-up (a missing or corrupt asset): logs the message,
 * shows it in a message box when a display is there, runs the at-exit
 * cleanups and exits with status 2. Never used for bad input during play.
 */
PARLOUR_NORETURN void Log_Fatal(const char *fmt, ...) PARLOUR_PRINTF(1, 2);

/* Cleanups run by Log_Fatal and at normal exit, last registered first. */
void Log_AtExit(void (*fn)(void));
void Log_RunAtExit(void);

#endif
