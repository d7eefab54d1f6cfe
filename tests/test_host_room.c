/* test_host_room.c: a room of tables: codes readable and unique, seat tokens of 128 random bits, joining by both. */
#include "host/host_room.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

static HostTable *Open(HostRoom *room, const char *seats)
{
    const GameRules *rules = Game_Find("piquet");
    GameSeating seating;
    assert_true(Seating_Parse(seats, 2, &seating));
    char problem[256] = "";
    HostTable *t = HostRoom_Open(room, rules, 0, 77, &seating, problem, sizeof problem);
    if (t == NULL) {
        fail_msg("%s", problem);
    }
    return t;
}

static void test_codes_are_readable_and_unique_and_tokens_are_128_random_bits(void **state)
{
    (void)state;
    HostRoom room;
    HostRoom_Init(&room);
    enum {
        TABLES = 2000
    };
    for (int i = 0; i < TABLES; i++) {
        Open(&room, "person person");
    }
    int letters[256] = {0};
    for (int i = 0; i < TABLES; i++) {
        const HostTable *t = room.tables[i];
        assert_int_equal(strlen(t->code), HOST_CODE_LEN);
        for (const char *p = t->code; *p != '\0'; p++) {
            /* No look-alikes: 0/O, 1/I/L. */
            assert_non_null(strchr("ABCDEFGHJKMNPQRSTUVWXYZ23456789", *p));
            letters[(unsigned char)*p]++;
        }
        assert_ptr_equal(HostRoom_Find(&room, t->code), t);
        for (int s = 0; s < 2; s++) {
            assert_int_equal(strlen(t->seat[s].token), HOST_TOKEN_HEX);
            assert_int_equal(strspn(t->seat[s].token, "0123456789abcdef"), HOST_TOKEN_HEX);
            assert_int_equal(t->seat[s].presence, TABLE_SEAT_WAITING);
        }
        assert_string_not_equal(t->seat[0].token, t->seat[1].token);
    }
    /* Unique codes and tokens, every letter of the alphabet used about as often (12,000 letters, 31 kinds). */
    for (int i = 0; i < TABLES; i++) {
        for (int j = i + 1; j < TABLES; j++) {
            assert_string_not_equal(room.tables[i]->code, room.tables[j]->code);
            assert_string_not_equal(room.tables[i]->seat[0].token, room.tables[j]->seat[0].token);
        }
    }
    for (const char *p = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"; *p != '\0'; p++) {
        assert_in_range(letters[(unsigned char)*p], 250, 550);
    }
    HostRoom_Free(&room);
}

static void test_the_code_watches_the_code_and_token_sit_and_nothing_else_does(void **state)
{
    (void)state;
    HostRoom room;
    HostRoom_Init(&room);
    HostTable *a = Open(&room, "person strong");
    HostTable *b = Open(&room, "person person");
    HostTable *t;
    int seat;
    /* A computer's seat has no token: nobody joins it. */
    assert_string_equal(a->seat[1].token, "");
    assert_int_equal(a->seat[1].presence, TABLE_SEAT_HERE);

    assert_true(HostRoom_Join(&room, a->code, "", &t, &seat));
    assert_ptr_equal(t, a);
    assert_int_equal(seat, GAME_NOBODY);
    assert_true(HostRoom_Join(&room, b->code, b->seat[1].token, &t, &seat));
    assert_ptr_equal(t, b);
    assert_int_equal(seat, 1);
    char lower[HOST_CODE_LEN + 1];
    for (int i = 0; i <= HOST_CODE_LEN; i++) {
        lower[i] = (char)(a->code[i] >= 'A' && a->code[i] <= 'Z' ? a->code[i] - 'A' + 'a' : a->code[i]);
    }
    assert_true(HostRoom_Join(&room, lower, a->seat[0].token, &t, &seat));
    assert_int_equal(seat, 0);

    /* Refused alike: another table's token, a token one digit off, a prefix, a longer one, no such code. */
    char off[HOST_TOKEN_HEX + 1];
    snprintf(off, sizeof off, "%s", a->seat[0].token);
    off[0] = off[0] == 'a' ? 'b' : 'a';
    char longer[HOST_TOKEN_HEX + 3];
    snprintf(longer, sizeof longer, "%s00", a->seat[0].token);
    char prefix[HOST_TOKEN_HEX];
    memcpy(prefix, a->seat[0].token, HOST_TOKEN_HEX - 1); /* all but the last digit */
    prefix[HOST_TOKEN_HEX - 1] = '\0';
    const char *tokens[] = {b->seat[0].token, off, longer, prefix};
    for (size_t i = 0; i < sizeof tokens / sizeof tokens[0]; i++) {
        t = a;
        seat = 5;
        assert_false(HostRoom_Join(&room, a->code, tokens[i], &t, &seat));
        assert_null(t);
        assert_int_equal(seat, GAME_NOBODY);
    }
    assert_false(HostRoom_Join(&room, "ZZZZZZ", a->seat[0].token, &t, &seat));
    assert_false(HostRoom_Join(&room, "ZZZZZZ", "", &t, &seat));
    assert_false(HostRoom_Join(&room, "", "", &t, &seat));

    /* What the devices are told of the seats. */
    snprintf(a->seat[0].name, sizeof a->seat[0].name, "Ada");
    TableSeatInfo info[GAME_MAX_SEATS];
    HostTable_SeatInfo(a, info);
    assert_string_equal(info[0].name, "Ada");
    assert_false(info[0].computer);
    assert_true(info[1].computer);
    assert_int_equal(info[1].level, GAME_AI_STRONG);
    char *seats = TableProtocol_Seats(a->host.rules, a->variant, info, 2);
    assert_non_null(strstr(seats, "\"name\":\"Ada\",\"player\":\"person\",\"presence\":\"waiting\""));
    assert_non_null(strstr(seats, "\"player\":\"computer\",\"level\":\"strong\",\"presence\":\"here\""));
    assert_null(strstr(seats, a->seat[0].token)); /* a seat's token is never told */
    free(seats);
    char *welcome = TableProtocol_Welcome(a->host.rules, a->variant, a->code, 0, info, 2);
    assert_non_null(strstr(welcome, "\"type\":\"welcome\""));
    assert_non_null(strstr(welcome, "\"seat\":0,\"game\":\"piquet\",\"title\":\"Piquet\",\"variant\":\"rubicon\""));
    assert_null(strstr(welcome, a->seat[0].token));
    free(welcome);
    HostRoom_Free(&room);
}

static void test_a_seating_that_does_not_fit_is_refused_in_a_sentence(void **state)
{
    (void)state;
    HostRoom room;
    HostRoom_Init(&room);
    GameSeating three = {0};
    three.count = 3;
    char problem[256] = "";
    assert_null(HostRoom_Open(&room, Game_Find("piquet"), 0, 1, &three, problem, sizeof problem));
    assert_string_equal(problem, "Piquet is played by 2; the seating names 3.");
    assert_null(HostRoom_Open(&room, Game_Find("piquet"), 9, 1, &three, problem, sizeof problem));
    assert_non_null(strstr(problem, "no such variant"));
    assert_int_equal(room.count, 0);
    HostRoom_Free(&room);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_codes_are_readable_and_unique_and_tokens_are_128_random_bits),
        cmocka_unit_test(test_the_code_watches_the_code_and_token_sit_and_nothing_else_does),
        cmocka_unit_test(test_a_seating_that_does_not_fit_is_refused_in_a_sentence),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
