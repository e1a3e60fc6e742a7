#!/usr/bin/env python3
"""Instructions per unit of work of one `gesture-sim bench` benchmark, with callgrind.

Run from the package root after `swift build -c release`:

    python3 scripts/bench-instructions.py side-menu
    python3 scripts/bench-instructions.py trace-recognize --small 2M --large 6M

The benchmark runs twice under `valgrind --tool=callgrind`, with a small and a
large workload (the option that sizes it: --trace-bytes, --scene-bytes, --frames
or --evaluations). The difference of the two instruction counts divided by the
difference of the two work counts (rows, samples, frames or evaluations, from the
JSON the benchmark prints) is the cost of one unit, with the start-up and the
generator's set-up cancelled out. Instruction counts do not depend on the load of
the machine, so they compare runs made at different times. The count includes
the synthetic trace's generation where it runs inside the timed part (trace-read,
trace-recognize); `side-menu` and `scroll-view-scene` render their trace into
memory before the clock starts, and only their timed function is counted
(TIMED_FUNCTION below).
"""

import json
import os
import re
import subprocess
import sys
import tempfile

SIZE_OPTION = {
    "trace-read": ("--trace-bytes", "1M", "3M"),
    "trace-recognize": ("--trace-bytes", "1M", "3M"),
    "import-getevent": ("--trace-bytes", "4M", "12M"),
    "side-menu": ("--scene-bytes", "256K", "768K"),
    "scroll-view-scene": ("--scene-bytes", "256K", "768K"),
    "scroll-view-frames": ("--frames", "100K", "300K"),
}
SIMULATION_SIZES = ("--evaluations", "1M", "3M")
# Benchmarks that prepare their input before the clock starts: only the timed
# function is counted (callgrind's --toggle-collect, on its mangled name).
TIMED_FUNCTION = {
    "side-menu": "*SideMenuBenchmarksO3run_6source*",
    "scroll-view-scene": "*ScrollViewSceneBenchmarksO3run5trace*",
}


def run(binary, name, option, size):
    with tempfile.TemporaryDirectory() as directory:
        out = os.path.join(directory, "callgrind.out")
        result = subprocess.run(
            ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out]
            + (["--toggle-collect=" + TIMED_FUNCTION[name]] if name in TIMED_FUNCTION else [])
            + [binary, "bench", "--only", name, option, size],
            capture_output=True, text=True, check=True)
        match = re.search(r"Collected : (\d+)", result.stderr)
        if not match:
            sys.exit("callgrind printed no total:\n" + result.stderr)
        report = json.loads(result.stdout)
        (entry,) = report["benchmarks"]
        return int(match.group(1)), entry["count"], entry.get("unit", "")


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    name = args[0]
    option, small, large = SIZE_OPTION.get(name, SIMULATION_SIZES)
    if "--small" in args:
        small = args[args.index("--small") + 1]
    if "--large" in args:
        large = args[args.index("--large") + 1]
    binary = os.path.join(".build", "release", "gesture-sim")
    ir1, n1, unit = run(binary, name, option, small)
    ir2, n2, _ = run(binary, name, option, large)
    print(f"{name}: {(ir2 - ir1) / (n2 - n1):.1f} instructions per {unit.rstrip('s')} "
          f"({ir1} for {n1}, {ir2} for {n2} {unit})")


if __name__ == "__main__":
    main()
