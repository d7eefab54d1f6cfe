#!/bin/sh
# bench-host.sh: a card room under load: many four-seat tables of simulated people on loopback, over WebSocket.
#
#   scripts/bench-host.sh [--tables N] [--game GAME] [--pace-ms MS] [--seconds S] [--saturate-seconds S]
#                         [--build DIR]
#
# Starts build/parlour-host with N tables (default 1000) of Bridge with a person at every seat, pinned to one
# core (taskset -c 0), and runs build/tests/bench_host on the other core (taskset -c 1): one WebSocket a seat,
# each a simulated person who answers its turn with a random legal choice after a pause of about the pace
# (0.5 to 1.5 times --pace-ms, default 2000: one action every 2 s a table). It prints:
#   tables held       tables whose four seats joined and stayed
#   paced             the time from an action sent to the last of the table's four views after it (median, p99),
#                     and the host's CPU use at that pace
#   saturated         actions a second when every person answers at once (--saturate-seconds, default 10)
#   memory per table  (VmRSS of the room with N tables at play - VmRSS of a room of 1 table at play) / (N - 1)
# The machine's load (uptime) is printed first and last: quote it with the figures. Nothing here is a ctest.
#
# Needs: a built tree (cmake --build build --target parlour-host bench_host), taskset (util-linux), 2 cores,
# and 8 * N + 100 file descriptors (ulimit -n).
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
build="$here/build"
tables=1000
game=bridge
pace=2000
seconds=30
saturate=10
while [ $# -gt 0 ]; do
    case "$1" in
        --tables) tables="$2"; shift 2 ;;
        --game) game="$2"; shift 2 ;;
        --pace-ms) pace="$2"; shift 2 ;;
        --seconds) seconds="$2"; shift 2 ;;
        --saturate-seconds) saturate="$2"; shift 2 ;;
        --build) build="$2"; shift 2 ;;
        -h|--help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "bench-host.sh: \"$1\" is not an option (see --help)." >&2; exit 2 ;;
    esac
done
host="$build/parlour-host"
driver="$build/tests/bench_host"
for f in "$host" "$driver"; do
    if [ ! -x "$f" ]; then
        echo "bench-host.sh: $f is not built: cmake --build $build --target parlour-host bench_host" >&2
        exit 2
    fi
done
need=$((tables * 8 + 100))
if [ "$(ulimit -n)" != unlimited ] && [ "$(ulimit -n)" -lt "$need" ]; then
    ulimit -n "$need" 2>/dev/null || {
        echo "bench-host.sh: $tables tables need $need open files; ulimit -n allows $(ulimit -n)." >&2
        exit 2
    }
fi
pin0=""
pin1=""
if command -v taskset >/dev/null 2>&1 && [ "$(nproc)" -ge 2 ]; then
    pin0="taskset -c 0"
    pin1="taskset -c 1"
fi
work=$(mktemp -d)
hostpid=""
cleanup() {
    if [ -n "$hostpid" ]; then
        kill "$hostpid" 2>/dev/null || true
        wait "$hostpid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT INT TERM

# Starts a room of $1 tables; sets hostpid once it has printed every link.
start_room() {
    $pin0 "$host" --game "$game" --tables "$1" --port 0 >"$work/links" 2>"$work/host.err" &
    hostpid=$!
    i=0
    until grep -q "Ctrl+C closes the room" "$work/links" 2>/dev/null; do
        i=$((i + 1))
        if [ $i -gt 300 ] || ! kill -0 "$hostpid" 2>/dev/null; then
            echo "bench-host.sh: parlour-host did not start:" >&2
            cat "$work/host.err" >&2
            exit 1
        fi
        sleep 0.1
    done
}

stop_room() {
    kill "$hostpid"
    wait "$hostpid" 2>/dev/null || true
    hostpid=""
}

echo "load before: $(uptime)"
echo "room: $tables tables of $game, every seat a person; host on core 0, simulated people on core 1"

# A room of one table at play: the memory of the program itself, to take from the full room's.
start_room 1
$pin1 "$driver" --links "$work/links" --pid "$hostpid" --pace-ms "$pace" --seconds 3 --saturate-seconds 0 \
    >"$work/one" 2>&1
stop_room
one=$(sed -n 's/^host memory: VmRSS \([0-9]*\) KiB.*/\1/p' "$work/one")

start_room "$tables"
$pin1 "$driver" --links "$work/links" --pid "$hostpid" --pace-ms "$pace" --seconds "$seconds" \
    --saturate-seconds "$saturate" | tee "$work/full"
stop_room
full=$(sed -n 's/^host memory: VmRSS \([0-9]*\) KiB.*/\1/p' "$work/full")
if [ -n "$one" ] && [ -n "$full" ] && [ "$tables" -gt 1 ]; then
    echo "memory per table: $(((full - one) / (tables - 1))) KiB (VmRSS $full KiB with $tables tables," \
        "$one KiB with 1)"
fi
echo "load after: $(uptime)"
