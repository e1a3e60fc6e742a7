#!/usr/bin/env python3
"""Writes the traces of issue 8's scenes in traces/ (deterministic: no randomness,
no clock): the drop-down menu (dropdown-*.csv), the tip-in table (table-*.csv) and
the custom transitions (transitions-*.csv).

Run from anywhere:  python3 scripts/make-animation-traces.py

Every trace is sampled at 120 Hz (one row per 1/120 s while a finger moves; a
resting finger produces no rows, as UIKit sends no event for a single finger that
does not move) on a 390 x 844 viewport at scale 3. Taps wobble by half a point;
strokes follow a trapezoid speed profile (see stroke()). The coordinates aim at the
scenes' documented geometry (docs/dropdown.md, docs/table.md, docs/transitions.md);
traces/README.md says what each trace does and what it shows.
"""

import math
import os

RATE = 120.0
DT = 1.0 / RATE
HEADER = "t,id,phase,x,y"


def trapezoid(vmax, ta, td, distance):
    """Distance along a stroke (points) as a function of the time since the motion
    started (seconds): the speed rises linearly from 0 to vmax over ta, cruises,
    then falls linearly to 0 over td (td = 0: the finger lifts while moving).
    Returns (distance(t), duration of the motion)."""
    ramp = vmax * (ta + td) / 2.0
    assert ramp <= distance, "distance too short for the ramps"
    tc = (distance - ramp) / vmax
    total = ta + tc + td

    def position(t):
        if t <= 0:
            return 0.0
        if t <= ta:
            return vmax * t * t / (2 * ta)
        s = vmax * ta / 2.0
        if t <= ta + tc:
            return s + vmax * (t - ta)
        s += vmax * tc
        if td == 0:
            return s + vmax * (t - ta - tc)
        u = min(t - ta - tc, td)
        return s + vmax * u - vmax * u * u / (2 * td)

    return position, total


class Trace:
    def __init__(self, source):
        self.source = source
        self.rows = []

    def row(self, t, fid, phase, x, y):
        self.rows.append((round(t, 6), fid, phase, round(x, 2), round(y, 2)))

    def tap(self, t0, x, y, fid=0, hold=0.075):
        """A tap: down at (x, y), one sample 4/120 s later that wobbles by half a
        point, up `hold` seconds after the down. Returns the lift time."""
        self.row(t0, fid, "began", x, y)
        self.row(t0 + 4 * DT, fid, "moved", x + 0.4, y - 0.3)
        self.row(t0 + hold, fid, "ended", x + 0.4, y - 0.3)
        return t0 + hold

    def stroke(self, t0, x0, y0, dx, dy, vmax, ta, td, rest=0.0, dwell=2 * DT, fid=0):
        """A straight stroke by (dx, dy) points with a trapezoid speed profile. The
        finger goes down at t0, starts moving `dwell` seconds later with samples
        every 1/120 s, and lifts: when td = 0, while still moving, one sample after
        it covered the distance; otherwise `rest` seconds after it stopped (no rows
        while it rests). Returns the lift time."""
        distance = math.hypot(dx, dy)
        ux, uy = dx / distance, dy / distance
        position, duration = trapezoid(vmax, ta, td, distance)
        self.row(t0, fid, "began", x0, y0)
        start = t0 + dwell
        k = 1
        while True:
            t = k * DT
            if td == 0:
                s = position(t)
                self.row(start + t, fid, "moved", x0 + ux * s, y0 + uy * s)
                if s >= distance:
                    s = position(t + DT)
                    self.row(start + t + DT, fid, "ended", x0 + ux * s, y0 + uy * s)
                    return start + t + DT
            else:
                s = position(min(t, duration))
                x, y = x0 + ux * s, y0 + uy * s
                self.row(start + t, fid, "moved", x, y)
                if t >= duration:
                    self.row(start + t + rest, fid, "ended", x, y)
                    return start + t + rest
            k += 1

    def write(self, path):
        rows = sorted(self.rows, key=lambda r: r[0])
        with open(path, "w", newline="\n") as f:
            f.write("# viewport: 390x844\n# scale: 3\n# refresh: 120\n")
            f.write("# source: %s\n" % self.source)
            f.write(HEADER + "\n")
            for t, fid, phase, x, y in rows:
                f.write("%.6f,%d,%s,%.2f,%.2f\n" % (t, fid, phase, x, y))


# Targets (docs/dropdown.md, docs/table.md, docs/transitions.md).
MENU_BUTTON = (360.0, 69.0)          # 44 x 44 at x 338...382, y 47...91


def menu_item(row):
    """The centre of menu row `row` (80 pt rows from y 47)."""
    return (195.0, 47.0 + 80.0 * row + 40.0)


SNAPSHOT = (195.0, 780.0)            # the strip y 694...844 once the menu is open


def list_row(row):
    """The centre of examples-list row `row` (44 pt rows from y 91)."""
    return (195.0, 91.0 + 44.0 * row + 22.0)


PUSH = (360.0, 69.0)                 # 44 x 44 at x 338...382, y 47...91
BACK = (30.0, 69.0)                  # 44 x 44 at x 8...52, y 47...91
EXAMPLE_VIEW = (195.0, 400.0)        # the example's own view


def tab_item(index):
    """The centre of tab `index`: the bar is y 761...844, three items 130 pt wide."""
    return (65.0 + 130.0 * index, 800.0)


OVERLAY = (195.0, 300.0)             # inside the overlay (40, 40, 310, 604)


def main():
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "traces")
    me = "scripts/make-animation-traces.py"

    t = Trace(me + ": drop-down menu: open it, choose Tech (row 2)")
    t.tap(0.1, *MENU_BUTTON)
    t.tap(1.0, *menu_item(2))
    t.write(os.path.join(root, "dropdown-choose.csv"))

    t = Trace(me + ": drop-down menu: open it, close it by tapping the snapshot")
    t.tap(0.1, *MENU_BUTTON)
    t.tap(1.0, *SNAPSHOT)
    t.write(os.path.join(root, "dropdown-snapshot.csv"))

    t = Trace(me + ": drop-down menu: taps during both transitions are refused")
    t.tap(0.1, *MENU_BUTTON)
    t.tap(0.35, *menu_item(3))       # during the presentation (0.175...0.675): refused
    t.tap(1.0, *menu_item(3))        # Finance
    t.tap(1.3, *MENU_BUTTON)         # during the dismissal (1.075...1.575): refused
    t.write(os.path.join(root, "dropdown-early-tap.csv"))

    t = Trace(me + ": table: slow drag up 400 pt, rest, lift; then back down to the top")
    t.stroke(0.3, 200.0, 700.0, 0.0, -400.0, vmax=300.0, ta=0.15, td=0.15, rest=0.3)
    t.stroke(2.3, 200.0, 300.0, 0.0, 400.0, vmax=300.0, ta=0.15, td=0.15, rest=0.3)
    t.write(os.path.join(root, "table-scroll.csv"))

    t = Trace(me + ": table: a fast flick up, lifted while moving at 2500 pt/s")
    t.stroke(0.3, 200.0, 700.0, 0.0, -150.0, vmax=2500.0, ta=0.03, td=0.0)
    t.write(os.path.join(root, "table-flick.csv"))

    t = Trace(me + ": transitions: flip example: push, push, back, close")
    t.tap(0.1, *list_row(0))
    t.tap(1.0, *PUSH)
    t.tap(2.0, *PUSH)
    t.tap(3.0, *BACK)
    t.tap(4.0, *EXAMPLE_VIEW)
    t.write(os.path.join(root, "transitions-flip.csv"))

    t = Trace(me + ": transitions: tabs example: tab 1, tab 2 mid-dissolve (refused), tab 2, close")
    t.tap(0.1, *list_row(1))
    t.tap(1.0, *tab_item(1))
    t.tap(1.2, *tab_item(2))         # during the dissolve (1.075...1.575): refused
    t.tap(2.0, *tab_item(2))
    t.tap(3.0, *EXAMPLE_VIEW)
    t.write(os.path.join(root, "transitions-tabs.csv"))

    t = Trace(me + ": transitions: overlay example: open it, close it by tapping it")
    t.tap(0.1, *list_row(2))
    t.tap(1.0, *OVERLAY)
    t.write(os.path.join(root, "transitions-overlay.csv"))


if __name__ == "__main__":
    main()
