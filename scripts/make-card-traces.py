#!/usr/bin/env python3
"""Writes the card-stack traces in traces/ (cards-*.csv; deterministic: no
randomness, no clock). The side-menu traces come from scripts/make-traces.py,
whose Trace writer and trapezoid speed profile this script reuses.

Run from the package root:  python3 scripts/make-card-traces.py

Every trace is sampled at 120 Hz on a 390 x 844 viewport at scale 3, with the
card stack's default layout in mind: the head card covers x 45...345,
y 240...640. The pan's hysteresis is 10 pt and UIKit removes it from the
translation when the pan begins, so a vertical stroke whose finger ends D points
below where it went down releases at percent (D - 10) / 150. See
traces/README.md for what each trace does.
"""

import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("make_traces", os.path.join(HERE, "make-traces.py"))
_base = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_base)

DT = _base.DT
Trace = _base.Trace
trapezoid = _base.trapezoid

WOBBLE = 0.3  # points the finger settles one sample after touching down
X0 = 195.0    # the head card's centre line


def vertical_stroke(trace, t0, y0, dy, vmax, ta, td, rest=0.0, x0=X0, dwell=2 * DT):
    """A vertical stroke whose finger ends dy points from where it went down
    (sign = direction; |dy| includes the 0.3 pt settle one sample after the
    touch-down). Samples every 1/120 s from `dwell` after t0 with a trapezoid
    speed profile (vmax pt/s, ramps ta and td seconds). When td = 0 the finger
    lifts while moving, one sample after covering the distance, farther on;
    otherwise it lifts `rest` seconds after stopping, where it stopped (no rows
    while it rests). x stays at x0. Returns the lift time."""
    sign = 1.0 if dy > 0 else -1.0
    distance = abs(dy) - WOBBLE
    position, duration = trapezoid(vmax, ta, td, distance)
    trace.row(t0, 0, "began", x0, y0)
    trace.row(t0 + DT, 0, "moved", x0, y0 + sign * WOBBLE)
    start = t0 + dwell
    k = 1
    while True:
        t = k * DT
        if td == 0:
            s = position(t)
            trace.row(start + t, 0, "moved", x0, y0 + sign * (WOBBLE + s))
            if s >= distance:
                s = position(t + DT)
                trace.row(start + t + DT, 0, "ended", x0, y0 + sign * (WOBBLE + s))
                return start + t + DT
        else:
            s = position(min(t, duration))
            y = y0 + sign * (WOBBLE + s)
            trace.row(start + t, 0, "moved", x0, y)
            if t >= duration:
                trace.row(start + t + rest, 0, "ended", x0, y)
                return start + t + rest
        k += 1


def flip_down(trace, t0, dy=120.0):
    """A deliberate downward flip: 120 pt from y = 300 at up to 500 pt/s, rest
    0.1 s, lift. Percent at release (120 - 10) / 150 = 0.7333: completes."""
    return vertical_stroke(trace, t0, 300.0, dy, vmax=500.0, ta=0.05, td=0.08, rest=0.1)


def main():
    root = os.path.join(HERE, "..", "traces")

    t = Trace("scripts/make-card-traces.py: one downward flip of the head card, 120 pt at up to 500 pt/s, released at percent 0.7333 (completes)")
    flip_down(t, 0.1)
    t.write(os.path.join(root, "cards-flip-complete.csv"))

    t = Trace("scripts/make-card-traces.py: a downward flip released just short of half way, 84.1 pt (percent 74.1/150 = 0.494; cancels)")
    vertical_stroke(t, 0.1, 300.0, 84.1, vmax=400.0, ta=0.05, td=0.08, rest=0.1)
    t.write(os.path.join(root, "cards-flip-cancel.csv"))

    t = Trace("scripts/make-card-traces.py: a completed downward flip, then 1 s later a fast upward flick (1500 pt/s, lifted while moving) brings the card back")
    end = flip_down(t, 0.1)
    vertical_stroke(t, end + 1.0, 500.0, -100.0, vmax=1500.0, ta=0.03, td=0.0)
    t.write(os.path.join(root, "cards-flip-back-fast.csv"))

    t = Trace("scripts/make-card-traces.py: an upward flip attempted on the first card (no card to bring back: ignored)")
    vertical_stroke(t, 0.1, 500.0, -120.0, vmax=500.0, ta=0.05, td=0.08, rest=0.1)
    t.write(os.path.join(root, "cards-first-card-up.csv"))

    t = Trace("scripts/make-card-traces.py: 20 downward flips 1 s apart through the 20-card deck: 19 complete, the 20th (on the last card) is ignored")
    start = 0.1
    for _ in range(20):
        flip_down(t, start)
        start += 1.0
    t.write(os.path.join(root, "cards-flip-series.csv"))

    t = Trace("scripts/make-card-traces.py: three quick downward flips, each new touch 50 ms after the previous lift, so every new pan begins while the previous completion animation runs")
    start = 0.1
    for _ in range(3):
        end = vertical_stroke(t, start, 300.0, 110.0, vmax=900.0, ta=0.03, td=0.0)
        start = end + 0.05
    t.write(os.path.join(root, "cards-quick-flips.csv"))


if __name__ == "__main__":
    main()
