#!/usr/bin/env bash
# One command to test: installs what is missing, builds with warnings as errors, runs every test,
# fuzzes the challenge-code parser and every player-file loader for a while (PARLOUR_FUZZ_SECONDS, default 60; 0 skips it),
# then builds again with AddressSanitizer + UndefinedBehaviorSanitizer and runs every test again.
# Tests are headless (dummy video and audio drivers, software renderer).
set -euo pipefail
cd "$(dirname "$0")/.."
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software
export SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS=1

scripts/setup.sh build-test -DPARLOUR_WERROR=ON
ctest --test-dir build-test --output-on-failure -j"$(nproc)"

fuzz_seconds="${PARLOUR_FUZZ_SECONDS:-60}"
if [ "$fuzz_seconds" != "0" ]; then
    scripts/fuzz.sh "$fuzz_seconds"
fi

# Last, so the closing lines are ctest's summary. The soak (100,000 random games per variant) ran above;
# under the sanitizers it would take most of CI's time for no new coverage, so it is left out there.
if [ "${PARLOUR_SKIP_SANITIZERS:-0}" != "1" ]; then
    scripts/setup.sh build-asan -DPARLOUR_WERROR=ON -DPARLOUR_SANITIZE=ON -DCMAKE_BUILD_TYPE=Debug
    ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=1 \
        ctest --test-dir build-asan --output-on-failure -j"$(nproc)" -LE soak
fi
