/* message_fuzz_check.h: the invariants of the reader of a device's messages, shared by the libFuzzer target and ctest. */
#ifndef PARLOUR_TESTS_MESSAGE_FUZZ_CHECK_H
#define PARLOUR_TESTS_MESSAGE_FUZZ_CHECK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * Reads data as a message from a device (TableProtocol_ParseClient) and
 * checks what must hold for any input: a refusal has a terminated sentence
 * and leaves the message zeroed; an accepted message has printable text
 * fields within their sizes, and writing it again with the protocol's own
 * writers reads back the same. Returns NULL when all hold, else what broke.
 */
const char *MessageFuzz_Check(const uint8_t *data, size_t size, bool *accepted);

#endif
