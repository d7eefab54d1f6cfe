/* test_table_discovery.c: a host's tables announced by UDP broadcast and listed by a joining Parlour, on loopback. */
#define _GNU_SOURCE
#include "core/game/game.h"
#include "core/game/game_seating.h"
#include "host/host_beacon.h"
#include "host/host_room.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <cmocka.h>

static HostTable *Open(HostRoom *room, const char *game, const char *seats, uint64_t seed)
{
    const GameRules *rules = Game_Find(game);
    assert_non_null(rules);
    GameSeating seating;
    assert_true(Seating_Parse(seats, Game_SeatsIn(rules, 0), &seating));
    char problem[256] = "";
    HostTable *t = HostRoom_Open(room, rules, 0, seed, &seating, problem, sizeof problem);
    if (t == NULL) {
        fail_msg("opening a table: %s", problem);
    }
    return t;
}

static void SleepMs(int ms)
{
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

static void test_a_hosts_tables_are_listed_without_typing(void **state)
{
    (void)state;
    HostRoom room;
    HostRoom_Init(&room);
    HostTable *piquet = Open(&room, "piquet", "person easy", 1);
    HostTable *bridge = Open(&room, "bridge", "person person medium medium", 2);
    char problem[256] = "";
    TableDiscovery *d = TableDiscovery_Start(0, problem, sizeof problem); /* a port of the system's choosing */
    if (d == NULL) {
        fail_msg("listening: %s", problem);
    }
    HostBeacon *b = HostBeacon_Start(&room, "127.0.0.1", 40123, TableDiscovery_Port(d), problem, sizeof problem);
    if (b == NULL) {
        fail_msg("announcing: %s", problem);
    }
    FoundHost found[4];
    int n = 0;
    for (int i = 0; i < 50 && n == 0; i++) {
        SleepMs(20);
        n = TableDiscovery_List(d, found, 4);
    }
    assert_int_equal(n, 1);
    assert_string_equal(found[0].address, "127.0.0.1"); /* from the datagram's source */
    assert_int_equal(found[0].port, 40123);
    assert_int_equal(found[0].protocol, TABLE_PROTOCOL_VERSION);
    assert_int_equal(found[0].tableCount, 2);
    assert_string_equal(found[0].tables[0].code, piquet->code);
    assert_string_equal(found[0].tables[0].game, "piquet");
    assert_int_equal(found[0].tables[0].seats, 2);
    assert_int_equal(found[0].tables[0].people, 1);
    assert_string_equal(found[0].tables[1].code, bridge->code);
    assert_string_equal(found[0].tables[1].title, "Bridge");
    assert_int_equal(found[0].tables[1].seats, 4);
    assert_int_equal(found[0].tables[1].people, 2);
    HostBeacon_Stop(b);
    TableDiscovery_Stop(d);
    HostRoom_Free(&room);
}

static void test_a_beacon_carries_no_token_and_fits_one_datagram(void **state)
{
    (void)state;
    HostRoom room;
    HostRoom_Init(&room);
    for (int i = 0; i < 40; i++) {
        Open(&room, "bridge", "person person person person", (uint64_t)i + 1);
    }
    char text[HOST_BEACON_MAX + 1];
    char name[64];
    memset(name, 'x', sizeof name - 1);
    name[sizeof name - 1] = '\0';
    size_t n = HostBeacon_Format(&room, 8765, name, text, sizeof text);
    assert_true(n > 0 && n <= HOST_BEACON_MAX);
    for (int i = 0; i < room.count; i++) {
        for (int s = 0; s < 4; s++) {
            assert_null(strstr(text, room.tables[i]->seat[s].token));
        }
    }
    FoundHost h;
    assert_true(TableDiscovery_Parse(text, n, &h));
    assert_int_equal(h.tableCount, HOST_BEACON_TABLES);
    HostRoom_Free(&room);
}

static void test_a_datagram_that_does_not_read_is_passed_over(void **state)
{
    (void)state;
    const char *bad[] = {
        "",
        "not json",
        "{\"parlour\":2,\"protocol\":1,\"port\":8765,\"host\":\"a\",\"tables\":[]}",
        "{\"parlour\":1,\"protocol\":1,\"port\":0,\"host\":\"a\",\"tables\":[]}",
        "{\"parlour\":1,\"protocol\":1,\"port\":8765,\"host\":\"a\",\"tables\":[{\"code\":\"AB/CD\",\"game\":\"piquet\","
        "\"title\":\"P\",\"variant\":\"\",\"seats\":2,\"people\":1}]}",
        "{\"parlour\":1,\"protocol\":1,\"port\":8765,\"host\":\"a\",\"tables\":[{\"code\":\"ABCDEF\",\"game\":\"piquet\","
        "\"title\":\"P\",\"variant\":\"\",\"seats\":9,\"people\":1}]}",
        "{\"parlour\":1,\"protocol\":1,\"port\":8765,\"host\":\"a\\u0007\",\"tables\":[]}",
    };
    FoundHost h;
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        if (TableDiscovery_Parse(bad[i], strlen(bad[i]), &h)) {
            fail_msg("the datagram %s was taken", bad[i]);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_hosts_tables_are_listed_without_typing),
        cmocka_unit_test(test_a_beacon_carries_no_token_and_fits_one_datagram),
        cmocka_unit_test(test_a_datagram_that_does_not_read_is_passed_over),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
