#!/usr/bin/env python3
"""Writes the large side-menu trace that scripts/compare-speed.sh times (deterministic).

    python3 scripts/make-large-trace.py [--repetitions N] > large.csv

Each repetition (2 s) is a drag and a flick at 120 Hz on a 390 x 844 viewport at
scale 3, 120 Hz refresh, from the side menu's launch state:

- a slow drag to the right: down at (100, 420), 48 moves of 2.5 pt (300 pt/s),
  a 0.1 s rest and the lift in place (50 rows): it opens the menu;
- 0.8 s after the last move a fast flick to the left: down at (340, 420), 24 moves of 12.5 pt
  (1500 pt/s), lifted while moving (26 rows): it closes the menu, which
  decelerates and settles before the next repetition.

76 rows per repetition: the default 12 000 repetitions give 912 000 samples over
24 000 s of trace time (2.88 M frames at 120 Hz).
"""

import argparse
import sys

RATE = 120.0
PERIOD = 2.0
DRAG_MOVES = 48
DRAG_STEP = 2.5
FLICK_START = 0.8 + DRAG_MOVES / RATE
FLICK_MOVES = 24
FLICK_STEP = 12.5


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repetitions", type=int, default=12000)
    arguments = parser.parse_args()
    out = sys.stdout
    out.write("# viewport: 390x844\n# scale: 3\n# refresh: 120\n")
    out.write(f"# source: scripts/make-large-trace.py --repetitions {arguments.repetitions}: "
              "a drag and a flick every 2 s, sampled at 120 Hz\n")
    out.write("t,id,phase,x,y\n")
    rows = []
    for k in range(arguments.repetitions):
        # Times are whole microseconds computed from integers, so no drift accumulates.
        start = 100_000 + k * 2_000_000
        x = 100.0
        for i in range(DRAG_MOVES + 2):
            micros = start + round(i * 1_000_000 / RATE)
            phase = "began" if i == 0 else ("ended" if i == DRAG_MOVES + 1 else "moved")
            if 0 < i <= DRAG_MOVES:
                x += DRAG_STEP
            if i == DRAG_MOVES + 1:
                micros = start + round(DRAG_MOVES * 1_000_000 / RATE) + 100_000
            rows.append(f"{micros // 1_000_000}.{micros % 1_000_000:06d},0,{phase},{x:.2f},420.00\n")
        flick = start + round(FLICK_START * 1_000_000)
        x = 340.0
        for i in range(FLICK_MOVES + 2):
            micros = flick + round(i * 1_000_000 / RATE)
            phase = "began" if i == 0 else ("ended" if i == FLICK_MOVES + 1 else "moved")
            x -= 0 if i == 0 else FLICK_STEP
            rows.append(f"{micros // 1_000_000}.{micros % 1_000_000:06d},0,{phase},{x:.2f},420.00\n")
        if len(rows) >= 76_000:
            out.write("".join(rows))
            rows.clear()
    out.write("".join(rows))


if __name__ == "__main__":
    main()
