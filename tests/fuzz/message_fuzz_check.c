/* message_fuzz_check.c: reads a device's message and checks that what is accepted writes and reads back the same. */
#define _POSIX_C_SOURCE 200809L /* strnlen */
#include "message_fuzz_check.h"

#include <stdlib.h>
#include <string.h>

#include "host/table_protocol.h"

static bool Printable(const char *s, size_t max)
{
    size_t n = strnlen(s, max);
    if (n >= max) {
        return false;
    }
    for (size_t i = 0; i < n; i++) {
        if ((unsigned char)s[i] < 0x20 || s[i] == 0x7F) {
            return false;
        }
    }
    return true;
}

const char *MessageFuzz_Check(const uint8_t *data, size_t size, bool *accepted)
{
    TableClientMessage m;
    char problem[256];
    problem[0] = '\0';
    if (accepted != NULL) {
        *accepted = false;
    }
    if (!TableProtocol_ParseClient((const char *)data, size, &m, problem, sizeof problem)) {
        static const TableClientMessage zero;
        if (problem[0] == '\0' || memchr(problem, '\0', sizeof problem) == NULL) {
            return "a refusal without a reason";
        }
        return memcmp(&m, &zero, sizeof m) == 0 ? NULL : "a refused message was not cleared";
    }
    if (accepted != NULL) {
        *accepted = true;
    }
    if (!Printable(m.table, sizeof m.table) || !Printable(m.token, sizeof m.token) ||
        !Printable(m.name, sizeof m.name) || !Printable(m.action, sizeof m.action)) {
        return "an accepted message has a field that is not a printable line within its size";
    }
    char *again = NULL;
    switch (m.type) {
    case TABLE_MSG_HELLO: again = TableProtocol_Hello(m.rules, m.table, m.token, m.name); break;
    case TABLE_MSG_ACT: again = TableProtocol_Act(m.action); break;
    default: return NULL;
    }
    if (again == NULL) {
        return NULL; /* out of memory */
    }
    TableClientMessage back;
    bool ok = TableProtocol_ParseClient(again, strlen(again), &back, problem, sizeof problem);
    free(again);
    if (!ok) {
        return "an accepted message, written again, is refused";
    }
    if (m.type == TABLE_MSG_HELLO && m.protocol != back.protocol) {
        back.protocol = m.protocol; /* the writer always says this build's version */
    }
    return memcmp(&m, &back, sizeof m) == 0 ? NULL : "an accepted message reads back different";
}
