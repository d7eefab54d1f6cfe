/* test_text_out.c: save texts written into a fixed buffer, and load errors that name their line. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "text_out.h"

/* Text that fits is written whole; len is its length. */
static void test_fits(void **state)
{
    (void)state;
    char buf[32];
    TextOut out = TextOut_Begin(buf, sizeof buf);
    assert_string_equal(buf, "");
    TextOut_Put(&out, "seed %d\n", 42);
    TextOut_Put(&out, "moves %s", "1 2 3");
    assert_string_equal(buf, "seed 42\nmoves 1 2 3");
    assert_int_equal(out.len, strlen("seed 42\nmoves 1 2 3"));
}

/* Text that does not fit is cut, still terminated, and len says how much room it needed. */
static void test_too_small(void **state)
{
    (void)state;
    char buf[8];
    memset(buf, 'x', sizeof buf);
    TextOut out = TextOut_Begin(buf, sizeof buf);
    TextOut_Put(&out, "%s", "abcdef");
    TextOut_Put(&out, "%s", "ghijkl");
    TextOut_Put(&out, "%d", 12345);
    assert_string_equal(buf, "abcdefg");
    assert_int_equal(out.len, 17);
    /* A NULL buffer measures. */
    TextOut measure = TextOut_Begin(NULL, 0);
    TextOut_Put(&measure, "%s %d", "hands", 10);
    assert_int_equal(measure.len, 8);
}

static void Message(char *buf, size_t size, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    Text_LineMessage(buf, size, line, fmt, ap);
    va_end(ap);
}

/* "line N: " comes first; a message without a line has none; a short buffer cuts the message, not the prefix. */
static void test_line_message(void **state)
{
    (void)state;
    char buf[64];
    Message(buf, sizeof buf, 7, "card %s is not a card", "ZZ");
    assert_string_equal(buf, "line 7: card ZZ is not a card");
    Message(buf, sizeof buf, 0, "the file is empty");
    assert_string_equal(buf, "the file is empty");
    char small[12];
    Message(small, sizeof small, 12, "a long complaint");
    assert_string_equal(small, "line 12: a ");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fits),
        cmocka_unit_test(test_too_small),
        cmocka_unit_test(test_line_message),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
