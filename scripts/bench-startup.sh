#!/bin/sh
# bench-startup.sh: how quickly Parlour shows its first picture, how little it uses sitting idle, and its memory.
#
#   scripts/bench-startup.sh [-n N] [--peers] [--scene NAME] [--size WxH] [--settle S] [--idle S] [--game PATH]
#                            [--before PATH]
#
# Starts the game N times (default 7), each under a fresh Xvfb (-br: black until drawn) with openbox,
# and prints for each program the median and range of:
#   window     exec to its first top-level window mapped
#   pixel      exec to the first non-black pixel in that window
#   picture    exec to the first look of the window's middle row and column that shows the program's picture
#              (95% of their pixels close to what they show once settled): not a fade from black, a bare
#              background, or a table still missing its cards
#   CPU to picture  the CPU time the process used up to the picture (all threads; 10 ms steps): robust to load
#   peak RSS   the high-water resident memory (VmHWM) after the idle period
#   PSS idle   proportional set size after the idle period (shared libraries split between users)
#   idle CPU   CPU time of all its threads over --idle seconds (default 3), from --settle seconds
#              (default 1) after the first pixel, with no input
# --scene NAME starts Parlour at a registered scene over the title (e.g. patience, bezique: a table
# waiting for the player); --size WxH sets its window (default 1280x720); --game PATH benchmarks
# another build of the game; --before PATH runs another build (e.g. an older one) as "before",
# interleaved with this one run by run, so that a before and after share the machine's load.
# --peers also runs GNOME Aisleriot (sol --variation klondike) and KDE KPatience
# (kpat --gametype klondike), interleaved with Parlour run by run, when they are installed.
#
# Needs: xvfb, openbox, xprop (x11-utils), a C compiler and libx11-dev (for tools/startup_probe.c), and a built game
# (build/parlour). On Debian: apt-get install xvfb openbox x11-utils libx11-dev [aisleriot kpat dbus].
# CPU figures are the process's own (from /proc), so they hold on a loaded machine; the wall-clock
# times do not: the script prints the load average, quote it with the figures.
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
PATH="$PATH:/usr/games" # where Debian puts sol and kpat
runs=7
peers=0
scene=""
size="1280x720"
settle=1
idle=3
keep=0
game="$here/build/parlour"
before=""
while [ $# -gt 0 ]; do
    case "$1" in
        -n) runs=$2; shift 2 ;;
        --peers) peers=1; shift ;;
        --scene) scene=$2; shift 2 ;;
        --size) size=$2; shift 2 ;;
        --settle) settle=$2; shift 2 ;;
        --idle) idle=$2; shift 2 ;;
        --keep) keep=1; shift ;;
        --game) game=$2; shift 2 ;;
        --before) before=$2; shift 2 ;;
        -h|--help) sed -n '2,29p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "bench-startup.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done

need() {
    if ! command -v "$1" >/dev/null 2>&1; then
        echo "bench-startup.sh: needs $1 ($2)" >&2
        exit 2
    fi
}
need Xvfb "apt-get install xvfb"
need openbox "apt-get install openbox"
need xprop "apt-get install x11-utils"
need cc "apt-get install gcc"
if [ ! -x "$game" ]; then
    echo "bench-startup.sh: no $game: build the game first (cmake --build build)" >&2
    exit 2
fi
if [ -n "$before" ] && [ ! -x "$before" ]; then
    echo "bench-startup.sh: no $before to run as the build before" >&2
    exit 2
fi
probe="$here/build/startup-probe"
if [ ! -x "$probe" ] || [ "$here/tools/startup_probe.c" -nt "$probe" ]; then
    cc -O2 -std=c17 -o "$probe" "$here/tools/startup_probe.c" -lX11 || {
        echo "bench-startup.sh: could not build the probe: apt-get install libx11-dev" >&2
        exit 2
    }
fi

work=$(mktemp -d /tmp/parlour-bench-startup.XXXXXX)
cleanup() {
    [ "$keep" = 1 ] || rm -rf "$work"
}
trap cleanup EXIT
# A settings file as a first-time player has it, in a folder of its own (nothing of the player's is touched).
mkdir -p "$work/home"
w=${size%x*}
h=${size#*x}
# Room for the window and its frame: X only reads back pixels that are on the screen.
screen="$((w + 256 > 1920 ? w + 256 : 1920))x$((h + 256 > 1080 ? h + 256 : 1080))x24"

programs="parlour"
[ -n "$before" ] && programs="before $programs"
if [ "$peers" = 1 ]; then
    if command -v sol >/dev/null 2>&1; then programs="$programs sol"; else echo "(sol not installed: apt-get install aisleriot)"; fi
    if command -v kpat >/dev/null 2>&1; then programs="$programs kpat"; else echo "(kpat not installed: apt-get install kpat)"; fi
fi

# One run of one program under its own X server and window manager; appends the probe's line to $work/<program>.
run_one() {
    prog=$1
    display=:$((200 + $$ % 500))
    Xvfb "$display" -screen 0 "$screen" -br -nolisten tcp >/dev/null 2>&1 &
    xpid=$!
    i=0
    while [ ! -e "/tmp/.X11-unix/X${display#:}" ] && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
    DISPLAY=$display openbox >/dev/null 2>&1 &
    opid=$!
    # Wait until openbox owns the screen (it sets _NET_SUPPORTING_WM_CHECK on the root window): a window asked
    # for while the manager is still starting can wait for ever to be mapped. A fixed sleep was not enough
    # under load once the game asked for its window sooner (Bridge's solver no longer loads before main).
    i=0
    while ! DISPLAY=$display xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q 'window id' && [ $i -lt 200 ]; do
        sleep 0.05
        i=$((i + 1))
    done
    case "$prog" in
        parlour | before)
            if [ "$prog" = before ]; then set -- "$before"; else set -- "$game"; fi
            set -- "$@" --windowed --size "$size"
            [ -n "$scene" ] && set -- "$@" --scene "$scene"
            ;;
        sol) set -- sol --variation klondike ;;
        kpat) set -- kpat --gametype klondike ;;
    esac
    # KPatience will not start without a session bus: each run gets its own (as a desktop session has).
    bus=""
    dpid=""
    if [ "$prog" = kpat ] && command -v dbus-daemon >/dev/null 2>&1; then
        info=$(dbus-daemon --session --fork --print-address=1 --print-pid=1 2>/dev/null || true)
        bus=$(echo "$info" | sed -n 1p)
        dpid=$(echo "$info" | sed -n 2p)
    fi
    env DISPLAY="$display" PARLOUR_HOME="$work/home" HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" \
        XDG_RUNTIME_DIR="$work/home" DBUS_SESSION_BUS_ADDRESS="$bus" \
        "$probe" --settle "$settle" --idle "$idle" -- "$@" >>"$work/$prog" 2>>"$work/$prog.err" ||
        echo "  ($prog: run failed: $(tail -1 "$work/$prog.err"))"
    [ -n "$dpid" ] && kill "$dpid" 2>/dev/null || true
    kill "$opid" 2>/dev/null || true
    kill "$xpid" 2>/dev/null || true
    wait "$opid" 2>/dev/null || true
    wait "$xpid" 2>/dev/null || true
}

echo "bench-startup: $runs runs of: $programs; window $size${scene:+, scene $scene}; idle CPU over ${idle} s from ${settle} s after the first pixel"
echo "  load average before: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
if [ "$(id -u)" = 0 ]; then
    # libX11 keeps no parsed Compose table for root (src/platform/compose_cache.h): a player's start is quicker.
    echo "  (run as root: X parses its Compose table at every start; run as a user to time a player's start)"
fi
r=1
while [ $r -le "$runs" ]; do
    for prog in $programs; do
        run_one "$prog"
    done
    r=$((r + 1))
done
echo "  load average after:  $(cut -d' ' -f1-3 /proc/loadavg)"

# Median and range of one key over one program's runs.
stat() {
    sed -n "s/.*$2=\([-0-9.]*\).*/\1/p" "$work/$1" | sort -n | awk -v scale="$3" '
        { v[NR] = $1 / scale }
        END {
            if (NR == 0) { printf "%22s", "-"; exit }
            m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
            printf "%7.0f (%5.0f-%5.0f)", m, v[1], v[NR]
        }'
}
printf '\n%-8s %4s %22s %22s %22s %22s %22s %22s %22s\n' program runs "window ms" "first pixel ms" "first picture ms" \
    "CPU ms to picture" \
    "peak RSS MiB" "PSS idle MiB" "CPU ms in ${idle} s idle"
for prog in $programs; do
    n=$(wc -l <"$work/$prog" 2>/dev/null || echo 0)
    printf '%-8s %4s %s %s %s %s %s %s %s\n' "$prog" "$n" "$(stat "$prog" window_ms 1)" "$(stat "$prog" pixel_ms 1)" \
        "$(stat "$prog" picture_ms 1)" \
        "$(stat "$prog" picture_cpu_ms 1)" "$(stat "$prog" peak_rss_kib 1024)" "$(stat "$prog" pss_kib 1024)" \
        "$(stat "$prog" idle_cpu_ms 1)"
done
echo "(medians, with the range in brackets)"
