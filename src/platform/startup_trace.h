/* startup_trace.h: where start-up time goes: PARLOUR_TRACE_STARTUP=1 prints each phase's time since main began. */
#ifndef PARLOUR_PLATFORM_STARTUP_TRACE_H
#define PARLOUR_PLATFORM_STARTUP_TRACE_H

#include <stdbool.h>

/* Called first thing in main: reads the environment and notes the time. */
void StartupTrace_Begin(void);
/* One line on stderr (time since main, the wall and CPU time since the last mark, and the resident memory
   now and at its peak) when tracing. */
void StartupTrace_Mark(const char *what);
/* The same with a printf format (for what was loaded, and its size). */
void StartupTrace_Markf(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;
/* PARLOUR_TRACE_STARTUP=exit: trace, and quit once the first frame is shown (for timing or profiling start-up
   alone, e.g. under perf). */
bool StartupTrace_ExitAfterFirstFrame(void);
/* Whether PARLOUR_TRACE_STARTUP is set (so a caller can skip working out what to say). */
bool StartupTrace_On(void);

#endif
