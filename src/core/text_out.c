/* text_out.c: appending formatted text to a fixed buffer, and load-error messages that name the line. */
#include "text_out.h"

#include <stdio.h>

TextOut TextOut_Begin(char *buf, size_t size)
{
    if (buf != NULL && size > 0) {
        buf[0] = '\0';
    }
    TextOut out = {buf, buf != NULL ? size : 0, 0};
    return out;
}

void TextOut_Put(TextOut *out, const char *fmt, ...)
{
    size_t room = out->len < out->size ? out->size - out->len : 0;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(room > 0 ? out->buf + out->len : NULL, room, fmt, ap);
    va_end(ap);
    if (n > 0) {
        out->len += (size_t)n;
    }
}

void Text_LineMessage(char *message, size_t size, int line, const char *fmt, va_list ap)
{
    if (message == NULL || size == 0) {
        return;
    }
    int n = line > 0 ? snprintf(message, size, "line %d: ", line) : 0;
    if (n < 0 || (size_t)n >= size) {
        n = 0;
    }
    vsnprintf(message + n, size - (size_t)n, fmt, ap);
}
