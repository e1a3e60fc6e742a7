#!/usr/bin/env bash
# Times the user's main job, `gesture-sim run TRACE` (side-menu scene, the default),
# end to end, whole process, for a base commit against this tree, on the large
# side-menu trace of scripts/make-large-trace.py (12 000 repetitions of a drag and a
# flick at 120 Hz: 912 000 samples). Use it before every merge that touches a hot path
# (docs/performance.md, "The user's path").
#
#   scripts/compare-speed.sh BASE [--candidate BINARY] [--pairs N] [--repetitions N] [--formats "json table jsonl"]
#
# BASE is a commit (built with `swift build -c release` in a temporary worktree,
# removed afterwards) or the path of a gesture-sim binary already built. The
# candidate is .build/release/gesture-sim, built here first, unless --candidate
# names a binary. For each format (json, table, jsonl by default) the two binaries
# run alternately, N pairs (default 5; the order flips from pair to pair), standard
# output to /dev/null; each run's wall-clock seconds and peak resident memory
# (/usr/bin/time's %M, in KiB) are recorded. Prints, per format, the
# median seconds of each, the median of the pairs' ratios (candidate / base) and
# each one's largest peak memory, then whether the targets hold: every ratio ≤ 1.0
# and the candidate's peak ≤ 14 MiB. Exits 0 when they hold, 1 when not, 64 on a
# usage error, 70 when a build or a run fails.
set -euo pipefail
cd "$(dirname "$0")/.."
usage() {
  echo "usage: scripts/compare-speed.sh BASE [--candidate BINARY] [--pairs N] [--repetitions N] [--formats \"json table jsonl\"]" >&2
  exit 64
}
[ $# -ge 1 ] || usage
base=$1
shift
candidate=""
pairs=5
repetitions=12000
formats="json table jsonl"
while [ $# -gt 0 ]; do
  case "$1" in
    --candidate) [ $# -ge 2 ] || usage; candidate=$2; shift 2 ;;
    --pairs) [ $# -ge 2 ] || usage; pairs=$2; shift 2 ;;
    --repetitions) [ $# -ge 2 ] || usage; repetitions=$2; shift 2 ;;
    --formats) [ $# -ge 2 ] || usage; formats=$2; shift 2 ;;
    *) usage ;;
  esac
done
case "$pairs" in '' | *[!0-9]* | 0) usage ;; esac
case "$repetitions" in '' | *[!0-9]* | 0) usage ;; esac

work=$(mktemp -d "${TMPDIR:-/tmp}/compare-speed.XXXXXX")
worktree=""
cleanup() {
  if [ -n "$worktree" ]; then git worktree remove --force "$worktree" >/dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

if [ -f "$base" ] && [ -x "$base" ]; then
  base_binary=$base
  base_name=$base
else
  commit=$(git rev-parse --verify --quiet "$base^{commit}") || { echo "compare-speed: '$base' is neither a commit nor a binary" >&2; exit 64; }
  base_name=$(git rev-parse --short "$commit")
  worktree="$work/base"
  echo "building $base_name (release) in a temporary worktree…" >&2
  git worktree add --detach --quiet "$worktree" "$commit"
  (cd "$worktree" && swift build -c release >"$work/base-build.log" 2>&1) || { cat "$work/base-build.log" >&2; exit 70; }
  cp "$worktree/.build/release/gesture-sim" "$work/base-gesture-sim"
  git worktree remove --force "$worktree"
  worktree=""
  base_binary="$work/base-gesture-sim"
fi
if [ -z "$candidate" ]; then
  echo "building this tree (release)…" >&2
  swift build -c release >"$work/candidate-build.log" 2>&1 || { cat "$work/candidate-build.log" >&2; exit 70; }
  candidate=.build/release/gesture-sim
fi

trace="$work/large.csv"
[ -x /usr/bin/time ] || { echo "compare-speed: needs /usr/bin/time (apt-get install -y time)" >&2; exit 70; }
python3 scripts/make-large-trace.py --repetitions "$repetitions" >"$trace"

python3 - "$base_binary" "$candidate" "$trace" "$pairs" "$formats" "$base_name" <<'EOF'
import os, statistics, subprocess, sys, time

base, candidate, trace, pairs, formats, base_name = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5].split(), sys.argv[6]
LIMIT_KIB = 14 * 1024

PEAK = os.path.join(os.path.dirname(trace), "peak.txt")

def run(binary, fmt):
    """Wall-clock seconds and peak resident KiB of one whole `run`. The peak comes from
    /usr/bin/time, whose child starts from its small image: a child forked from this
    Python process would report Python's resident size when larger (ru_maxrss survives
    exec)."""
    with open(os.devnull, "wb") as sink:
        start = time.perf_counter()
        process = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", PEAK, binary, "run", trace, "--format", fmt],
                                 stdout=sink, stderr=subprocess.PIPE)
        seconds = time.perf_counter() - start
    if process.returncode != 0:
        sys.exit(f"compare-speed: {binary} run {trace} --format {fmt} exited with {process.returncode}: "
                 + process.stderr.decode(errors="replace"))
    with open(PEAK) as text:
        return seconds, int(text.read().split()[-1])

rows = []
ok = True
for fmt in formats:
    run(base, fmt); run(candidate, fmt)  # page cache and first-run effects
    base_times, candidate_times, ratios, base_peak, candidate_peak = [], [], [], 0, 0
    for pair in range(pairs):
        order = [(base, "b"), (candidate, "c")] if pair % 2 == 0 else [(candidate, "c"), (base, "b")]
        measured = {}
        for binary, key in order:
            measured[key] = run(binary, fmt)
        base_times.append(measured["b"][0]); candidate_times.append(measured["c"][0])
        ratios.append(measured["c"][0] / measured["b"][0])
        base_peak = max(base_peak, measured["b"][1]); candidate_peak = max(candidate_peak, measured["c"][1])
    ratio = statistics.median(ratios)
    ok = ok and ratio <= 1.0 and candidate_peak <= LIMIT_KIB
    rows.append((fmt, statistics.median(base_times), statistics.median(candidate_times), ratio, min(ratios), max(ratios), base_peak, candidate_peak))

print(f"gesture-sim run {os.path.basename(trace)} ({sum(1 for _ in open(trace)) - 5} samples), {pairs} alternating pairs per format")
print(f"base {base_name}, candidate {candidate}")
print()
print("| format | base (s) | candidate (s) | candidate / base (median) | ratio range | base peak (MiB) | candidate peak (MiB) |")
print("|---|---|---|---|---|---|---|")
for fmt, b, c, ratio, low, high, bp, cp in rows:
    print(f"| `--format {fmt}` | {b:.3f} | {c:.3f} | **{ratio:.2f}** | {low:.2f}–{high:.2f} | {bp / 1024:.1f} | {cp / 1024:.1f} |")
print()
print("targets (every ratio ≤ 1.0, candidate peak ≤ 14 MiB):", "met" if ok else "NOT met")
sys.exit(0 if ok else 1)
EOF
