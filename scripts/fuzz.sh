#!/usr/bin/env bash
# Fuzzes the challenge-code parser, the decoder of game states and the reader of messages sent between devices,
# and every player file's loader (settings, saves, statistics, records, prefs)
# with libFuzzer (AddressSanitizer + UndefinedBehaviorSanitizer), N seconds in all, shared equally among them.
# Usage: scripts/fuzz.sh [seconds (default 60)] [extra libFuzzer flags...]
# Each loader's target checks that whatever it accepts saves and loads back the same (tests/fuzz/loader_checks.h).
# The table's files (game, statistics, lobby) are read as every registered game's; their corpora and the replay's hold
# every game's and variant's files, whole and cut (tests/fuzz/make_game_seeds.sh remakes them).
# Needs clang and its runtime libraries (Debian 12: clang libclang-rt-dev, i.e. libclang-rt-14-dev, which
# holds libclang_rt.fuzzer; apt does not pull it in with clang when recommends are off): installed if missing.
# New inputs go to build-fuzz/corpus-* (tests/fuzz/corpus* are only read); a failure leaves build-fuzz/crash-*.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
shift || true
case "$seconds" in
    '' | *[!0-9]*) echo "scripts/fuzz.sh: the first argument is the number of seconds to run, got \"$seconds\"" >&2; exit 2 ;;
esac

packages=(clang libclang-rt-dev cmake)
missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing: ${missing[*]}"
    sudo_cmd=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || { echo "Please run as root or install sudo: need ${missing[*]}" >&2; exit 1; }
        sudo_cmd=(sudo)
    fi
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

build=build-fuzz
loaders=(settings table-game table-stats lobby-prefs patience-game patience-stats challenge-records multi-records
         multi-game game-record piquet-game)
cmake -S tests/fuzz -B "$build" -DCMAKE_C_COMPILER=clang -DCMAKE_BUILD_TYPE=Debug >/dev/null
cmake --build "$build" -j"$(nproc)" --target fuzz_code_decode fuzz_wire_decode fuzz_table_message fuzz_host_message fuzz_loaders

targets=$(( ${#loaders[@]} + 4 ))
each=$(( seconds / targets ))
[ "$each" -ge 1 ] || each=1
echo "Fuzzing ${targets} parsers for ${each}s each"

# Runs one target; prints its executions, and stops the script at the first broken invariant or crash.
run() {
    local name="$1" corpus="$2" seeds="$3"
    shift 3
    mkdir -p "$corpus"
    local log="$build/$name.log"
    if ! "$build/$name" -max_total_time="$each" -print_final_stats=1 -artifact_prefix="$build/" "$@" \
            "$corpus" "$seeds" >"$log" 2>&1; then
        tail -n 40 "$log" >&2
        echo "fuzz $name: FAILED (the input is kept in $build/crash-*)" >&2
        exit 1
    fi
    local runs
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    echo "fuzz $name: ${runs:-?} executions in ${each}s, no invariant broken"
}

run fuzz_code_decode "$build/corpus" tests/fuzz/corpus "$@"
run fuzz_wire_decode "$build/corpus-wire" tests/fuzz/corpus-wire "$@"
run fuzz_table_message "$build/corpus-message" tests/fuzz/corpus-message "$@"
run fuzz_host_message "$build/corpus-host-message" tests/fuzz/corpus-host-message "$@"
for loader in "${loaders[@]}"; do
    run "fuzz_$loader" "$build/corpus-$loader" "tests/fuzz/corpus-$loader" "$@"
done
echo "fuzz: ${targets} parsers, no invariant broken in ${seconds}s"
