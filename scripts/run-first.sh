#!/bin/sh
# run-first.sh: runs a command ahead of everything else on the machine, to time it by the clock as on a quiet one.
#
#   scripts/run-first.sh scripts/bench-startup.sh -n 7
#   scripts/run-first.sh build/parlour --bench-frames 600
#
# `nice -n -10` alone is not enough on Linux with autogroup scheduling (/proc/sys/kernel/sched_autogroup_enabled):
# each session shares the processor fairly with every other session, whatever its processes' nice values, so a
# nice-19 benchmark started from another terminal still takes its full share. The command runs in a session of
# its own (setsid) whose group is given nice -10 (/proc/self/autogroup), and at nice -10 within it.
# Needs root or CAP_SYS_NICE. Other work still runs: quote the load average with the figures.
set -eu
if [ $# -eq 0 ]; then
    sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
fi
exec setsid -w sh -c '
    if [ -w /proc/self/autogroup ]; then
        echo -10 >/proc/self/autogroup 2>/dev/null || echo "run-first.sh: could not raise the session (needs root or CAP_SYS_NICE)" >&2
    fi
    exec nice -n -10 "$@"' run-first "$@"
