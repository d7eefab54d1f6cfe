/* text_out.h: writing a save text into a caller's buffer, and "line N: ..." messages for what fails to load. */
#ifndef PARLOUR_CORE_TEXT_OUT_H
#define PARLOUR_CORE_TEXT_OUT_H

#include <stdarg.h>
#include <stddef.h>

/* Room for a sentence about bad input, whole: "line N: ", a quoted line of the file (at most 400 characters) and
   what is wrong with it. The loaders' error structs are this size, so a player reads every refusal to its end. */
#define TEXT_MESSAGE_MAX 512

/*
 * Appends formatted text to buf (size bytes, always NUL-terminated when
 * size > 0). len counts what the whole text needs, even past size, so a
 * caller can tell that its buffer was too small and try again.
 */
typedef struct TextOut {
    char *buf;
    size_t size;
    size_t len;
} TextOut;

TextOut TextOut_Begin(char *buf, size_t size);
void TextOut_Put(TextOut *out, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/*
 * Writes "line N: " (when line > 0) and then the message into message
 * (size bytes): the prefix is never cut in half, the message may be.
 */
void Text_LineMessage(char *message, size_t size, int line, const char *fmt, va_list ap);

#endif
