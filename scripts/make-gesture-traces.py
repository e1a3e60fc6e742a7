#!/usr/bin/env python3
"""Writes the gesture traces of traces/README.md ("Gesture traces"): deterministic, no randomness.

Run from the package root: python3 scripts/make-gesture-traces.py
Times are written in microseconds precision, positions to 1/100 pt, so every value
round-trips exactly through the trace reader.
"""

def fmt(value, decimals):
    text = f"{value:.{decimals}f}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def write(name, source, rows, extra_columns=False, refresh=120):
    lines = [f"# source: {source}", "# viewport: 390x844", "# scale: 3", f"# refresh: {refresh}"]
    header = "t,id,phase,x,y" + (",coalesced" if extra_columns else "")
    lines.append(header)
    for row in rows:
        t, finger, phase, x, y = row[:5]
        fields = [fmt(t, 6), str(finger), phase, fmt(x, 2), fmt(y, 2)]
        if extra_columns:
            fields.append(str(row[5] if len(row) > 5 else 0))
        lines.append(",".join(fields))
    with open(f"traces/{name}", "w") as f:
        f.write("\n".join(lines) + "\n")


T0 = 1000.0  # an uptime-like origin: UIKit timestamps are seconds since boot


def slow_drag():
    # Down at (100, 500); moves right at a constant 100 pt/s, sampled at 120 Hz, for 1.2 s
    # (144 moves of 100/120 pt), lifting at the last sample while still moving.
    rows = [(T0, 0, "began", 100, 500)]
    for i in range(1, 145):
        rows.append((T0 + i / 120, 0, "moved", 100 + i * 100 / 120, 500))
    rows.append((T0 + 145 / 120, 0, "ended", 100 + 145 * 100 / 120, 500))
    write("slowdrag.csv", "generated: slow drag right at 100 pt/s, 120 Hz", rows)


def tap():
    # Down at (200, 400), up 80 ms later at the same point.
    write("tap.csv", "generated: a single tap", [
        (T0, 0, "began", 200, 400),
        (T0 + 0.08, 0, "ended", 200, 400),
    ])


def double_tap():
    # Two taps at (200, 400): 80 ms down each, 150 ms from the first lift to the second down.
    write("doubletap.csv", "generated: a double tap", [
        (T0, 0, "began", 200, 400),
        (T0 + 0.08, 0, "ended", 200, 400),
        (T0 + 0.23, 1, "began", 201, 401),
        (T0 + 0.31, 1, "ended", 201, 401),
    ])


def two_finger_pan():
    # Two fingers land together at (150, 300) and (250, 300) and move down together at
    # 300 pt/s (2.5 pt per 120 Hz sample) for 80 samples (200 pt), then both lift.
    rows = [(T0, 0, "began", 150, 300), (T0, 1, "began", 250, 300)]
    for i in range(1, 81):
        t = T0 + i / 120
        rows.append((t, 0, "moved", 150, 300 + 2.5 * i))
        rows.append((t, 1, "moved", 250, 300 + 2.5 * i))
    t = T0 + 81 / 120
    rows.append((t, 0, "ended", 150, 500))
    rows.append((t, 1, "ended", 250, 500))
    write("twofinger-pan.csv", "generated: two-finger pan down at 300 pt/s", rows)


def rest_swipe():
    # A swipe right at 1200 pt/s (10 pt per 120 Hz sample) for 24 samples, then the finger
    # rests for 0.25 s (stationary rows at 120 Hz) and lifts where it rested.
    rows = [(T0, 0, "began", 60, 400)]
    for i in range(1, 25):
        rows.append((T0 + i / 120, 0, "moved", 60 + 10 * i, 400))
    for j in range(1, 31):
        rows.append((T0 + (24 + j) / 120, 0, "stationary", 300, 400))
    rows.append((T0 + 55 / 120, 0, "ended", 300, 400))
    write("rest-swipe.csv", "generated: swipe right at 1200 pt/s, rest 0.25 s, lift", rows)


def coalesced():
    # A drag up at 480 pt/s recorded at 240 Hz and delivered at 120 Hz: each main sample
    # (coalesced 0) is preceded by the coalesced sample 1/240 s earlier (coalesced 1).
    rows = [(T0, 0, "began", 200, 700, 0)]
    for i in range(1, 41):
        t = T0 + i / 120
        rows.append((t - 1 / 240, 0, "moved", 200, 700 - 4 * i + 2, 1))
        rows.append((t, 0, "moved", 200, 700 - 4 * i, 0))
    rows.append((T0 + 41 / 120, 0, "ended", 200, 700 - 164, 0))
    write("coalesced.csv", "generated: drag up at 480 pt/s, 240 Hz samples delivered at 120 Hz", rows, extra_columns=True)


if __name__ == "__main__":
    slow_drag()
    tap()
    double_tap()
    two_finger_pan()
    rest_swipe()
    coalesced()
