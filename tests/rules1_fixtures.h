/* rules1_fixtures.h: saves of every table game made before rules revisions, and the state each resumed to then. */
#ifndef PARLOUR_TESTS_RULES1_FIXTURES_H
#define PARLOUR_TESTS_RULES1_FIXTURES_H

#include <stdint.h>

/*
 * Each file (under tests/fixtures) was written by the code of 86533b4, before
 * saves had a "rules" line; the hash is what that code's rules->hash gave
 * after loading it, and actions how many it held. A save of then must resume
 * to exactly that state now: Bridge's and Piquet au cent's first dealer came
 * from the old cut (bridge seed 16: a tie for the lowest, all four cut again,
 * West dealt; au cent: the higher card chose).
 */
typedef struct Rules1Fixture {
    const char *file;
    const char *game;
    int actions;
    uint64_t hash;
} Rules1Fixture;

static const Rules1Fixture kRules1Fixtures[] = {
    {"bezique_rubicon_seed3.txt", "bezique", 186, 0x91c8d5890026804dULL},
    {"rules1/bezique_ordinary_seed14.txt", "bezique", 146, 0x6549373355871370ULL},
    {"piquet_rubicon_seed3.txt", "piquet", 195, 0x05e1a7f25b65769bULL},
    {"rules1/piquet_four-deal_seed13.txt", "piquet", 129, 0xc8ad996a9dd2bdafULL},
    {"rules1/piquet_cent_seed11.txt", "piquet", 82, 0x072cefc2198e57d9ULL},
    {"rules1/piquet_cent-five_seed12.txt", "piquet", 96, 0x8bdc39fd1252cdeeULL},
    {"rules1/five-hundred_three-handed_seed15.txt", "five-hundred", 96, 0xa69bd4cfff37b675ULL},
    {"rules1/five-hundred_two-handed_seed15.txt", "five-hundred", 96, 0x35e29c27d5615da1ULL},
    {"rules1/five-hundred_four-handed_seed15.txt", "five-hundred", 96, 0x5509bda3791fc37cULL},
    {"quinto_dummy_seed7.txt", "quinto", 52, 0x0209cf4b03eb8476ULL},
    {"rules1/quinto_quinto_seed17.txt", "quinto", 196, 0xb223f11c2ada0e78ULL},
    {"bridge_seed5.txt", "bridge", 553, 0x3436487eefb4e022ULL},
    {"rules1/bridge_rubber_seed16.txt", "bridge", 196, 0x24ccd9e743703683ULL},
};

#define RULES1_FIXTURE_COUNT ((int)(sizeof kRules1Fixtures / sizeof kRules1Fixtures[0]))

#endif
