#!/usr/bin/env python3
"""Writes the side-menu traces in traces/ (deterministic: no randomness, no clock).

Run from the package root:  python3 scripts/make-traces.py

Every trace is sampled at 120 Hz (one row per 1/120 s while a finger moves; a
resting finger produces no rows, as UIKit sends no event for a single finger that
does not move) on a 390 x 844 viewport at scale 3. Motions are built from simple
velocity profiles (see stroke()); see traces/README.md for what each trace does.
"""

import os

RATE = 120.0
DT = 1.0 / RATE
HEADER = "t,id,phase,x,y"


def trapezoid(vmax, ta, td, distance):
    """Position along a stroke (points) as a function of time since the motion
    started (seconds): velocity rises linearly from 0 to vmax over ta, cruises,
    then falls linearly to 0 over td (td = 0: the finger lifts while moving).
    Returns (position(t), duration)."""
    ramp = vmax * (ta + td) / 2.0
    assert ramp <= distance, "distance too short for the ramps"
    tc = (distance - ramp) / vmax
    total = ta + tc + td

    def position(t):
        if t <= 0:
            return 0.0
        if t <= ta:
            return vmax * t * t / (2 * ta)
        x = vmax * ta / 2.0
        if t <= ta + tc:
            return x + vmax * (t - ta)
        x += vmax * tc
        if td == 0:
            return x + vmax * (t - ta - tc)
        u = min(t - ta - tc, td)
        return x + vmax * u - vmax * u * u / (2 * td)

    return position, total


class Trace:
    def __init__(self, source):
        self.source = source
        self.rows = []

    def row(self, t, fid, phase, x, y):
        self.rows.append((round(t, 6), fid, phase, round(x, 2), round(y, 2)))

    def tap(self, t0, x, y, fid=0, hold=0.075):
        """A tap: down, one sample that wobbles by 0.4 pt, up `hold` seconds later."""
        self.row(t0, fid, "began", x, y)
        self.row(t0 + 4 * DT, fid, "moved", x + 0.4, y - 0.3)
        self.row(t0 + hold, fid, "ended", x + 0.4, y - 0.3)
        return t0 + hold

    def stroke(self, t0, x0, y0, dx, vmax, ta, td, rest=0.0, dwell=2 * DT, drift=0.04, fid=0):
        """A horizontal stroke of dx points (sign = direction) with a trapezoid
        speed profile. The finger goes down at t0, wobbles 0.3 pt one sample
        later, starts moving `dwell` seconds after t0 with samples every 1/120 s,
        and lifts: when td = 0, while still moving, one sample after it covered
        dx; otherwise `rest` seconds after it stopped (no rows while it rests).
        y drifts by `drift` points per point of travel (a slight upward arc)."""
        position, duration = trapezoid(vmax, ta, td, abs(dx))
        sign = 1.0 if dx > 0 else -1.0
        self.row(t0, fid, "began", x0, y0)
        self.row(t0 + DT, fid, "moved", x0 + 0.3 * sign, y0)
        start = t0 + dwell
        k = 1
        while True:
            t = k * DT
            if td == 0:
                # Lifts while moving: sample until the distance is covered, then the
                # up comes one sample later, farther along.
                s = position(t)
                self.row(start + t, fid, "moved", x0 + sign * (0.3 + s), y0 - drift * s)
                if s >= abs(dx):
                    s = position(t + DT)
                    self.row(start + t + DT, fid, "ended", x0 + sign * (0.3 + s), y0 - drift * s)
                    return start + t + DT
            else:
                s = position(min(t, duration))
                x, y = x0 + sign * (0.3 + s), y0 - drift * s
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


def flick_open(trace, t0):
    """A fast left-to-right flick in the detail view, clear of the hamburger:
    down at (100, 420), 0 -> 1600 pt/s in 25 ms, lifted while moving after about
    73 pt (the up comes one sample after 60 pt). The content follows the finger
    only once the pan has begun (after the 10 pt hysteresis), so from the launch
    offset 80 the release happens well before offset 0 and paging finishes the
    opening."""
    return trace.stroke(t0, 100.0, 420.0, dx=60.0, vmax=1600.0, ta=0.025, td=0.0)


def main():
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "traces")

    t = Trace("scripts/make-traces.py: fast left-to-right flick from the launch state (menu hidden), 1600 pt/s at lift")
    flick_open(t, 0.1)
    t.write(os.path.join(root, "fastswipe.csv"))

    # paging-snap: a slow swipe that hides the open menu and rests before lifting.
    t = Trace("scripts/make-traces.py: flick opens the menu, then a slow right-to-left drag hides it and rests 0.3 s before lifting")
    end = flick_open(t, 0.1)
    # 1 s later: drag 110 pt to the left at up to 200 pt/s (100 pt of content after the
    # hysteresis, so the offset reaches 80 and is clamped), stop, rest 0.3 s, lift.
    end = t.stroke(end + 1.0, 300.0, 420.0, dx=-110.0, vmax=200.0, ta=0.08, td=0.12, rest=0.3)
    t.write(os.path.join(root, "paging-snap-slow-swipe.csv"))

    # paging-snap: a plain tap on the detail view while the menu is hidden (launch state).
    t = Trace("scripts/make-traces.py: a plain tap on the detail view while the menu is hidden (launch state)")
    t.tap(0.1, 200.0, 400.0)
    t.write(os.path.join(root, "paging-snap-tap.csv"))

    # double-tap: open by flick, then two hamburger taps. Open, the hamburger is on
    # screen at x 88...132, y 47...91; tap its centre (110, 69).
    t = Trace("scripts/make-traces.py: flick opens the menu (it decelerates), then two hamburger taps 0.8 s apart")
    end = flick_open(t, 0.1)
    end = t.tap(end + 1.0, 110.0, 69.0)
    t.tap(end + 0.8, 110.0, 69.0)
    t.write(os.path.join(root, "double-tap-flick.csv"))

    # double-tap: open by a slow drag that reaches the edge and rests before lifting.
    t = Trace("scripts/make-traces.py: slow left-to-right drag opens the menu, rests 0.3 s at the edge before lifting, then two hamburger taps 0.8 s apart")
    # 110 pt at up to 200 pt/s: 100 pt of content after the hysteresis, so the offset
    # reaches 0 and is clamped; the finger stops, rests 0.3 s and lifts.
    end = t.stroke(0.1, 100.0, 420.0, dx=110.0, vmax=200.0, ta=0.08, td=0.12, rest=0.3)
    end = t.tap(end + 1.0, 110.0, 69.0)
    t.tap(end + 0.8, 110.0, 69.0)
    t.write(os.path.join(root, "double-tap-drag.csv"))

    # The frame grid: a drag sampled exactly at the display frames' instants. Every
    # sample time is 0.1 + k/120 written with six decimals, so every third one
    # (k = 2, 5, 8, ...) reads back a fraction of a microsecond after its frame's
    # computed time. Each sample must still be part of its frame.
    t = Trace("scripts/make-traces.py: a drag right at 1440 pt/s sampled at the 120 Hz frame instants, resting 0.1 s before lifting")
    t.row(0.1, 0, "began", 100.0, 420.0)
    for k in range(1, 9):
        t.row(0.1 + k * DT, 0, "moved", 100.0 + 12.0 * k, 420.0)
    t.row(0.1 + 8 * DT + 0.1, 0, "ended", 196.0, 420.0)
    t.write(os.path.join(root, "frame-grid-drag.csv"))


if __name__ == "__main__":
    main()
