#!/usr/bin/env bash
# Compares everything two gesture-sim binaries print for the same inputs, byte for
# byte, with their exit statuses: `run` over every trace in traces/ (all scenes,
# all formats, every side-menu variant, 120 Hz, another viewport), both repros,
# `physics fling` and `check`. Used to show that a speed change changed no output.
#
#   scripts/compare-outputs.sh BASELINE_BINARY [CANDIDATE_BINARY]
#
# CANDIDATE_BINARY defaults to .build/release/gesture-sim. Build the baseline from
# an earlier commit, for example in a worktree:
#   git worktree add ../baseline <commit> && (cd ../baseline && swift build -c release)
#   scripts/compare-outputs.sh ../baseline/.build/release/gesture-sim
# Exits 0 when every output matches, 1 otherwise (naming each command that differs).
set -uo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: scripts/compare-outputs.sh BASELINE_BINARY [CANDIDATE_BINARY]" >&2
  exit 64
fi
baseline=$1
candidate=${2:-.build/release/gesture-sim}
compared=0
differing=0

compare() {
  local a b status_a status_b
  a=$("$baseline" "$@" 2>&1); status_a=$?
  b=$("$candidate" "$@" 2>&1); status_b=$?
  compared=$((compared + 1))
  if [ "$a" != "$b" ] || [ "$status_a" != "$status_b" ]; then
    differing=$((differing + 1))
    echo "differs: gesture-sim $*"
  fi
}

while IFS= read -r trace; do
  for scene in side-menu cards dropdown table transitions gestures scroll-view; do
    for format in table json jsonl csv; do
      compare run "$trace" --scene "$scene" --format "$format"
    done
  done
  for variant in paging paging-toggle hamburger end-decelerating; do
    compare run "$trace" --variant "$variant" --format jsonl
  done
  compare run "$trace" --refresh 120 --format jsonl
  compare run "$trace" --viewport 375x667 --scale 2 --format jsonl
  compare "$trace"
done < <(find traces -name '*.csv' | sort)
compare repro paging-snap
compare repro double-tap
for velocity in 100 800 2000 -3000; do compare physics fling --velocity "$velocity"; done
compare check --scene side-menu --cases 200

echo "compared $compared outputs, $differing differ"
[ "$differing" -eq 0 ]
