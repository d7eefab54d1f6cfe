#!/usr/bin/env bash
# Fuzzes the challenge-code parser with libFuzzer (AddressSanitizer + UndefinedBehaviorSanitizer) for N seconds.
# Usage: scripts/fuzz.sh [seconds (default 60)] [extra libFuzzer flags...]
# Needs clang and its runtime libraries (Debian 12: clang libclang-rt-dev, i.e. libclang-rt-14-dev, which
# holds libclang_rt.fuzzer; apt does not pull it in with clang when recommends are off): installed if missing.
# New inputs go to build-fuzz/corpus (tests/fuzz/corpus is only read); a failure leaves build-fuzz/crash-*.
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
cmake -S tests/fuzz -B "$build" -DCMAKE_C_COMPILER=clang -DCMAKE_BUILD_TYPE=Debug >/dev/null
cmake --build "$build" -j"$(nproc)" --target fuzz_code_decode

mkdir -p "$build/corpus"
echo "Fuzzing the challenge-code parser for ${seconds}s (seed corpus: tests/fuzz/corpus)"
"$build/fuzz_code_decode" -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$build/" \
    "$@" "$build/corpus" tests/fuzz/corpus
echo "fuzz: no invariant broken in ${seconds}s"
