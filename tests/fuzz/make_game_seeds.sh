#!/usr/bin/env bash
# Remakes the fuzzer's per-game seeds: every registered game's and variant's record, table save, statistics and lobby file.
# Usage: tests/fuzz/make_game_seeds.sh [build dir (default build)]   (from anywhere; needs parlour-cli and the test built)
#
# 1. parlour-cli <game> play --seed N ... --save plays a game between computer players (the real program) for every
#    game and variant; the records go to a scratch folder.
# 2. test_loader_fuzz_corpus, run with PARLOUR_FUZZ_GAME_RECORDS=<that folder> PARLOUR_FUZZ_WRITE_SEEDS=tests/fuzz,
#    loads each record with the game's own loader and writes, with the functions the game saves with:
#      corpus-game-record/<game>-<variant>      the record (whole, or its first lines up to 4 KB: a game in progress)
#      corpus-table-game/<game>-<variant>       that game saved at the table (TableStore_FormatGame: table-seats ...)
#      corpus-table-stats/<game>                statistics of every variant and a few seatings (TableStore_FormatStats)
#      corpus-lobby-prefs/<game>                the lobby's choices (TableLobbyPrefs_Format, with the game's options)
#    each with a "-cut" twin truncated in the middle of a line (an action, a statistics line, a seating), plus the
#    Bezique seed-N files as before. test_corpus_covers_every_game fails while a registered game has none of these.
# A game added to the registry needs its line below (its record is read as <game>-<variant>.txt).
set -euo pipefail
cd "$(dirname "$0")/../.."
build="${1:-build}"
cli="$build/parlour-cli"
test_bin="$build/tests/test_loader_fuzz_corpus"
for f in "$cli" "$test_bin"; do
    [ -x "$f" ] || { echo "make_game_seeds.sh: $f is not built (cmake --build $build --target parlour-cli test_loader_fuzz_corpus)" >&2; exit 1; }
done

records=$(mktemp -d)
trap 'rm -rf "$records"' EXIT

play() {
    local out="$1"
    shift
    "$cli" "$@" --save >"$records/$out.txt"
}
play bezique-rubicon bezique play --seed 11 --a medium --b easy --variant rubicon
play bezique-ordinary bezique play --seed 12 --a easy --b medium --variant ordinary
for v in rubicon four-deal cent cent-five; do
    play "piquet-$v" piquet play --seed 13 --a medium --b easy --variant "$v"
done
play five-hundred-two-handed five-hundred play --seed 14 --variant two-handed --levels medium,easy
play five-hundred-three-handed five-hundred play --seed 14 --variant three-handed --levels medium,easy,easy
play five-hundred-four-handed five-hundred play --seed 14 --variant four-handed --levels medium,easy,medium,easy
play quinto-quinto quinto play --seed 15 --a medium --b easy --variant quinto
play quinto-dummy quinto play --seed 15 --a medium --b easy --variant dummy
play bridge-rubber bridge play --seed 16 --ns medium --ew easy

export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software
PARLOUR_FUZZ_GAME_RECORDS="$records" PARLOUR_FUZZ_WRITE_SEEDS="$PWD/tests/fuzz" "$test_bin" >/dev/null
echo "make_game_seeds.sh: seeds written under tests/fuzz/corpus-*"
