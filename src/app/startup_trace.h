/* startup_trace.h: where start-up time goes: PARLOUR_TRACE_STARTUP=1 prints each phase's time since main began. */
#ifndef PARLOUR_APP_STARTUP_TRACE_H
#define PARLOUR_APP_STARTUP_TRACE_H

/* Called first thing in main: reads the environment and notes the time. */
void StartupTrace_Begin(void);
/* One line on stderr (time since main, and the wall and CPU time since the last mark) when tracing. */
void StartupTrace_Mark(const char *what);

#endif
