#!/bin/bash
# puzzle_process_bench.sh: whole-process times of `zebralog puzzle solve`
# (issue 13), a benchmark, not a test. For each size it generates
# puzzles from seeds 1..COUNT (odd seeds in the ZebraLogic style, even
# ones in the brainzilla style), then runs `zebralog puzzle solve FILE`
# on each, as a user would, and prints the mean and the slowest wall
# time in milliseconds. The first run of a new executable boots from
# source and saves its state (see README, "Start-up"); the warm-up run
# below does that, so the times are those of every later run.
#
#     examples/puzzle_process_bench.sh [COUNT] [ZEBRALOG]
#
# COUNT defaults to 50, ZEBRALOG to target/release/zebralog.
set -euo pipefail
count=${1:-50}
zl=${2:-target/release/zebralog}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$zl" puzzle solve examples/puzzles/einstein.txt >/dev/null
printf '%-6s %-14s %s\n' size 'mean ms' 'slowest ms'
for size in 5 6 7; do
    total=0
    worst=0
    for seed in $(seq 1 "$count"); do
        style=zebralogic
        ((seed % 2 == 0)) && style=brainzilla
        f=$dir/p$size-$seed.txt
        "$zl" puzzle generate --houses "$size" --attributes "$size" \
            --seed "$seed" --style "$style" >"$f"
        # $EPOCHREALTIME is bash's own clock: no process of its own.
        start=${EPOCHREALTIME/./}
        "$zl" puzzle solve "$f" >/dev/null
        end=${EPOCHREALTIME/./}
        ns=$(((end - start) * 1000))
        total=$((total + ns))
        ((ns > worst)) && worst=$ns
    done
    awk -v s="${size}x$size" -v t="$total" -v n="$count" -v w="$worst" \
        'BEGIN { printf "%-6s %-14.1f %.1f\n", s, t / n / 1e6, w / 1e6 }'
done
