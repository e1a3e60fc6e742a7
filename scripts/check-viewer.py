#!/usr/bin/env python3
"""Checks `gesture-sim view` pages in a real browser: headless Chromium, driven
over the DevTools protocol through a pipe (standard library only).

For every frame of a few side-menu and card-stack runs, it reads where the
browser's own 3-D engine puts the corners of each transformed element (zero-size
corner markers inside the element, `getBoundingClientRect`) and asserts that they
equal the model's projected quads, the `menuQuad` and card `quad` fields of
`gesture-sim run --format jsonl`, within 0.5 CSS pixels (the page is shown at
zoom 1, so one CSS pixel is one point). The browser's projection is independent
of the simulator's Transform3D arithmetic: the page only hands it the model's
matrix, anchor point and layer box.

For every frame of a few scroll-view runs (a horizontal pager, a vertical list, a
two-axis grid with content insets, a list pulled past its top), it reads where the
browser draws the content (its origin must sit at minus the `contentOffset` of
`run --format jsonl`) and the scroll indicators (their rectangles must equal the
geometry docs/viewer.md documents, computed here on its own from that offset and
the scroll view's range), within 0.5 CSS pixels.

It checks the screen page (view --screen) of traces/screens/carousel-in-list.csv at
every frame: no script error, the views and the lanes present, each scroll view's
content at minus its contentOffset.

It also saves screenshots (three moments of the fast swipe, a card flip, one
page of every other scene, three moments of the screen page) under .build/viewer-check/ for a person to look at.

    python3 scripts/check-viewer.py [--binary .build/debug/gesture-sim] [--chromium PATH]

Exit status: 0 all corners match, 1 a mismatch or a page error, 77 no Chromium
found (the check is skipped), 2 the check could not run.
"""

import argparse
import base64
import fcntl
import json
import os
import shutil
import subprocess
import sys
import time

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
OUT = os.path.join(ROOT, ".build", "viewer-check")
TOLERANCE = 0.5  # CSS pixels (points at zoom 1)

# (trace, scene, extra arguments): every frame of each is checked.
SIDE_MENU_RUNS = [
    ("traces/fastswipe.csv", []),
    ("traces/double-tap-flick.csv", ["--variant", "hamburger"]),
    ("traces/paging-snap-slow-swipe.csv", ["--variant", "paging"]),
]
CARD_RUNS = [
    ("traces/cards-flip-complete.csv", []),
    ("traces/cards-flip-back-fast.csv", []),
    ("traces/cards-flip-cancel.csv", ["--flip-at", "1.5"]),
]
# (trace, extra arguments, content, viewport, inset (top, left, bottom, right) or None for
# none, or "pull" for a generated trace): every frame of each is checked. The scroll view's
# range is computed here from the configuration, as UIKit defines it, not read from the page.
SCROLL_VIEW_RUNS = [
    ("traces/pager-3.csv", ["--paging", "--content", "1170x844"], (1170, 844), (390, 844), (0, 0, 0, 0)),
    ("traces/list-fast-fling.csv", [], (390, 5000), (390, 844), (0, 0, 0, 0)),
    ("traces/grid-snap-list.csv", ["--content", "800x5000", "--inset", "40,10,60,10"], (800, 5000), (390, 844), (40, 10, 60, 10)),
    ("pull", ["--content", "390x3000", "--inset", "30,0,0,0"], (390, 3000), (390, 844), (30, 0, 0, 0)),
]

# The scroll indicators' geometry (docs/viewer.md, "scroll-view"): thickness, margin, the
# shortest bar, the shortest bar past an edge, the overscroll at which the floor reaches 0.
BAR_THICKNESS, BAR_MARGIN, BAR_MIN, BAR_MIN_OVERSCROLL, BAR_FLOOR_OVERSCROLL = 3.0, 3.0, 36.0, 8.0, 0.2

OTHER_PAGES = [
    ("traces/table-flick.csv", "table", 0.45),
    ("traces/dropdown-choose.csv", "dropdown", 0.4),
    ("traces/transitions-flip.csv", "transitions", None),
    ("traces/list-fast-fling.csv", "scroll-view", 0.25),
]


class Browser:
    """Headless Chromium speaking the DevTools protocol over fds 3 (commands in)
    and 4 (replies out); each message is one JSON object ended by a NUL byte."""

    def __init__(self, binary):
        cmd_read, self.cmd_write = os.pipe()
        self.reply_read, reply_write = os.pipe()

        def child_fds():
            # Move the child's ends above 4 first: a dup2 onto 3 or 4 could otherwise
            # close the other pipe end if it happens to be 3 or 4.
            a = fcntl.fcntl(cmd_read, fcntl.F_DUPFD, 10)
            b = fcntl.fcntl(reply_write, fcntl.F_DUPFD, 10)
            os.dup2(a, 3)
            os.dup2(b, 4)

        self.process = subprocess.Popen(
            [binary, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--no-first-run", "--no-default-browser-check", "--hide-scrollbars", "--mute-audio",
             "--user-data-dir=" + os.path.join(OUT, "profile"), "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            pass_fds=(3, 4), preexec_fn=child_fds)
        os.close(cmd_read)
        os.close(reply_write)
        self.buffer = b""
        self.next_id = 0
        self.session = None

    def send(self, method, params=None, session=True, timeout=60):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.cmd_write, json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        while True:
            reply = self.receive(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError("%s: %s" % (method, reply["error"]))
                return reply.get("result", {})

    def receive(self, deadline):
        while b"\0" not in self.buffer:
            if time.time() > deadline:
                raise RuntimeError("Chromium did not answer in time")
            chunk = os.read(self.reply_read, 1 << 20)
            if not chunk:
                raise RuntimeError("Chromium closed the DevTools pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def open(self, width=1280, height=900):
        target = self.send("Target.createTarget", {"url": "about:blank"}, session=False)["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True}, session=False)["sessionId"]
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def load(self, path):
        self.send("Page.navigate", {"url": "file://" + os.path.abspath(path)})
        deadline = time.time() + 30
        while time.time() < deadline:
            if self.evaluate("document.readyState === 'complete' && !!window.gestureSim"):
                return
            time.sleep(0.05)
        raise RuntimeError("the page did not load: %s (%s)" % (path, self.evaluate("String(window.__error || '')")))

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in result:
            raise RuntimeError("page script error: %s" % json.dumps(result["exceptionDetails"])[:600])
        return result["result"].get("value")

    def screenshot(self, path):
        data = self.send("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": False})["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))

    def close(self):
        try:
            self.send("Browser.close", session=False, timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


# Reads, for each frame, every 3-D element's corners as the browser projects them,
# relative to the screen's top-left, in CSS pixels at zoom 1.
READ_CORNERS = """
(function (selector, perturb) {
  const g = window.gestureSim;
  g.setZoom(1);
  const frames = [];
  for (let i = 0; i < g.frameCount; i++) {
    g.showFrame(i);
    const origin = document.getElementById('screen').getBoundingClientRect();
    const layers = [];
    for (const e of document.querySelectorAll(selector)) {
      if (e.style.display === 'none') continue;
      if (perturb) e.style.transformOrigin = '50%% 50%%';
      const corners = [0, 1, 2, 3].map((c) => {
        const r = e.querySelector(':scope > .corner[data-corner="' + c + '"]').getBoundingClientRect();
        return [r.left - origin.left, r.top - origin.top];
      });
      layers.push({ index: e.dataset.index === undefined ? null : Number(e.dataset.index), corners: corners });
    }
    frames.push({ t: g.frameTime(i), layers: layers });
  }
  return frames;
})(%s, %s)
"""


# Each chart's value-axis labels (the numbers left of its plot), top to bottom.
READ_AXIS_LABELS = """
[...document.querySelectorAll('#charts .chart')].map((c) =>
  [...c.querySelectorAll('svg text')].filter((t) => t.getAttribute('text-anchor') === 'end' && Number(t.getAttribute('x')) < 46)
    .map((t) => t.textContent))
"""

# Each chart's title and its legend's entries (none for a chart of one series).
READ_LEGENDS = """
[...document.querySelectorAll('#charts .chart')].map((c) =>
  [c.querySelector('h2').textContent, [...c.querySelectorAll('.legend .item')].map((i) => i.textContent)])
"""


def run_tool(binary, args):
    result = subprocess.run([binary] + args, cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError("gesture-sim %s exited with %d: %s" % (" ".join(args), result.returncode, result.stderr))
    return result.stdout


def model_frames(binary, trace, scene, extra):
    lines = run_tool(binary, ["run", trace, "--scene", scene, "--format", "jsonl"] + extra).splitlines()
    return [record for record in map(json.loads, lines) if record["type"] == "frame"]


def make_page(binary, trace, scene, extra):
    name = "%s-%s.html" % (os.path.splitext(os.path.basename(trace))[0], scene)
    path = os.path.join(OUT, name)
    run_tool(binary, ["view", trace, "--scene", scene, "-o", path] + extra)
    return path


def compare(label, model, browser_frames, quads_of):
    """Compares each frame's corners; returns (frames checked, worst error, failures)."""
    failures = []
    worst = 0.0
    if len(model) != len(browser_frames):
        return 0, worst, ["%s: the page has %d frames, run --format jsonl %d" % (label, len(browser_frames), len(model))]
    for index, (m, b) in enumerate(zip(model, browser_frames)):
        if abs(m["t"] - b["t"]) > 1e-6:
            failures.append("%s frame %d: time %r in the page, %r in the model" % (label, index, b["t"], m["t"]))
            continue
        expected = quads_of(m)
        seen = {layer["index"]: layer["corners"] for layer in b["layers"]}
        if sorted(expected, key=str) != sorted(seen, key=str):
            failures.append("%s frame %d (t=%r): layers %s on the page, %s in the model" % (label, index, m["t"], sorted(seen, key=str), sorted(expected, key=str)))
            continue
        for key, quad in expected.items():
            for corner, (want, got) in enumerate(zip(quad, seen[key])):
                error = max(abs(want[0] - got[0]), abs(want[1] - got[1]))
                worst = max(worst, error)
                if error > TOLERANCE:
                    failures.append("%s frame %d (t=%r) %s corner %d: browser (%.3f, %.3f), model (%.3f, %.3f)" % (
                        label, index, m["t"], "menu" if key is None else "card %s" % key, corner, got[0], got[1], want[0], want[1]))
    return len(model), worst, failures


def expected_bar(offset, low, high, extent, track):
    """One indicator along an axis: (start, length) in points, from the documented formula."""
    track = max(track, 0.0)
    over = max(0.0, low - offset) + max(0.0, offset - high)
    visible = max(0.0, extent - over) / (high - low + extent)
    length = max(min(track, BAR_MIN_OVERSCROLL), track * min(max(visible, 0.0), 1.0))
    floor = min(BAR_MIN, track)
    if over > 0:
        floor *= 1 - min(over / extent, BAR_FLOOR_OVERSCROLL) / BAR_FLOOR_OVERSCROLL
    length = min(max(length, floor), track)
    progress = min(max((offset - low) / (high - low), 0.0), 1.0)
    return BAR_MARGIN + progress * (track - length), length


def expected_bars(offset, content, viewport, inset):
    """The vertical and horizontal indicators' rectangles [x, y, w, h] (None: that axis does
    not scroll) for a scroll view filling `viewport` at `offset`."""
    top, left, bottom, right = inset
    low = (-left, -top)
    high = (max(low[0], content[0] + right - viewport[0]), max(low[1], content[1] + bottom - viewport[1]))
    horizontal, vertical = high[0] > low[0], high[1] > low[1]
    bars = [None, None]
    if vertical:
        corner = BAR_THICKNESS + BAR_MARGIN if horizontal else 0
        y, h = expected_bar(offset[1], low[1], high[1], viewport[1], viewport[1] - 2 * BAR_MARGIN - corner)
        bars[0] = [viewport[0] - BAR_MARGIN - BAR_THICKNESS, y, BAR_THICKNESS, h]
    if horizontal:
        corner = BAR_THICKNESS + BAR_MARGIN if vertical else 0
        x, w = expected_bar(offset[0], low[0], high[0], viewport[0], viewport[0] - 2 * BAR_MARGIN - corner)
        bars[1] = [x, viewport[1] - BAR_MARGIN - BAR_THICKNESS, w, BAR_THICKNESS]
    return bars


# Reads, for each frame, the content's origin and the indicators' rectangles relative to the
# screen's top-left, in CSS pixels at zoom 1, and whether the indicators are shown.
READ_SCROLL_VIEW = """
(function () {
  const g = window.gestureSim;
  g.setZoom(1);
  const screen = document.getElementById('screen');
  const frames = [];
  for (let i = 0; i < g.frameCount; i++) {
    g.showFrame(i);
    const o = screen.getBoundingClientRect();
    const rect = (e) => {
      if (e.style.display === 'none') return null;
      const r = e.getBoundingClientRect();
      return [r.left - o.left, r.top - o.top, r.width, r.height];
    };
    const c = screen.querySelector('.content').getBoundingClientRect();
    frames.push({ t: g.frameTime(i), content: [c.left - o.left, c.top - o.top],
      bars: [rect(screen.querySelector('.indicator.vertical')), rect(screen.querySelector('.indicator.horizontal'))],
      shown: screen.dataset.indicators === 'shown' });
  }
  return frames;
})()
"""


def compare_scroll_view(label, model, frames, content, viewport, inset):
    """Compares each frame's content origin and indicators; returns (frames, worst error,
    failures, frames pulled past an edge)."""
    failures = []
    worst = 0.0
    pulled = 0
    if len(model) != len(frames):
        return 0, worst, ["%s: the page has %d frames, run --format jsonl %d" % (label, len(frames), len(model))], 0
    for index, (m, b) in enumerate(zip(model, frames)):
        if abs(m["t"] - b["t"]) > 1e-6:
            failures.append("%s frame %d: time %r in the page, %r in the model" % (label, index, b["t"], m["t"]))
            continue
        offset = m["contentOffset"]
        for axis in (0, 1):
            error = abs(b["content"][axis] + offset[axis])
            worst = max(worst, error)
            if error > TOLERANCE:
                failures.append("%s frame %d (t=%r): content origin %r on the page, offset %r in the model" % (label, index, m["t"], b["content"], offset))
        top, left, bottom, right = inset
        if offset[1] < -top or offset[0] < -left:
            pulled += 1
        for name, want, got in zip(("vertical", "horizontal"), expected_bars(offset, content, viewport, inset), b["bars"]):
            if (want is None) != (got is None):
                failures.append("%s frame %d: %s indicator %r on the page, %r expected" % (label, index, name, got, want))
                continue
            if want is None:
                continue
            error = max(abs(w - g) for w, g in zip(want, got))
            worst = max(worst, error)
            if error > TOLERANCE:
                failures.append("%s frame %d (t=%r, offset %r): %s indicator %r on the page, %r expected" % (
                    label, index, m["t"], offset, name, [round(v, 3) for v in got], [round(v, 3) for v in want]))
        if (m["isDragging"] or m["isDecelerating"]) and not b["shown"]:
            failures.append("%s frame %d (t=%r): the indicators are hidden while the content scrolls" % (label, index, m["t"]))
    if frames and frames[-1]["shown"]:
        failures.append("%s: the indicators still show at rest" % label)
    return len(model), worst, failures, pulled


def find_chromium(given):
    if given:
        return given
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    return None


# The screen's page, every frame shown in turn: the views drawn, the lanes, and per frame
# each scroll view's content origin relative to its own box (minus its contentOffset).
READ_SCREEN = """
(function () {
  const g = window.gestureSim;
  g.setZoom(1);
  const views = [...document.querySelectorAll('#screen .view')].map((v) => v.dataset.view);
  const lanes = [...document.querySelectorAll('.lane.recognizer')].map((l) => [l.dataset.recognizer, l.dataset.states]);
  const delivered = [...document.querySelectorAll('.lane.delivery')].map((l) => l.dataset.view);
  const frames = [];
  for (let i = 0; i < g.frameCount; i++) {
    g.showFrame(i);
    const origins = {};
    for (const v of document.querySelectorAll('#screen .view')) {
      const c = v.querySelector(':scope > .content');
      if (!c) continue;
      const a = v.getBoundingClientRect(), b = c.getBoundingClientRect();
      origins[v.dataset.view] = [b.left - a.left, b.top - a.top];
    }
    frames.push({ t: g.frameTime(i), origins: origins });
  }
  return { views: views, lanes: lanes, delivered: delivered, frames: frames };
})()
"""


def check_screen_page(binary):
    """The screen's page (view --screen): no script error at any frame, every view of the
    screen drawn, a lane per recognizer (scroll views' pans included) and per view that
    received touches, the tap's failure with its reason, and each frame's scroll-view
    content at minus the run's contentOffset (within TOLERANCE)."""
    trace, screen = "traces/screens/carousel-in-list.csv", "traces/screens/carousel-in-list.json"
    page = os.path.join(OUT, "carousel-in-list-screen.html")
    run_tool(binary, ["view", trace, "--screen", screen, "-o", page])
    model = [json.loads(line) for line in run_tool(binary, ["run", trace, "--screen", screen, "--format", "jsonl"]).splitlines()]
    model = [m for m in model if m.get("type") == "frame"]
    return page, model


# The zoom and pull-to-refresh pages of the gallery, every frame shown in turn: the zoom
# view's box relative to its scroll view's box, and the refresh control's area.
READ_CONTAINERS = """
(function (zoomView) {
  const g = window.gestureSim;
  g.setZoom(1);
  const frames = [];
  for (let i = 0; i < g.frameCount; i++) {
    g.showFrame(i);
    const frame = { t: g.frameTime(i) };
    if (zoomView) {
      const z = document.querySelector('#screen .view[data-view="' + zoomView + '"]');
      const a = z.parentElement.parentElement.getBoundingClientRect(), b = z.getBoundingClientRect();
      frame.zoom = [b.left - a.left, b.top - a.top, b.width, b.height];
    }
    const r = document.querySelector('#screen .refresh-control');
    if (r) frame.refresh = r.style.display === 'none' ? null : [r.getBoundingClientRect().height, r.dataset.state];
    frames.push(frame);
  }
  return frames;
})(%s)
"""


def check_gallery_pages(browser, binary):
    """Conflict 3 (drag-at-zoom-2.csv): at every frame the zoom view image0 sits at minus
    photo0's contentOffset in photo0's box, at 390 x 844 times the frame's zoomScale.
    Conflict 7 (pull-fling.csv): the refresh control's area shows while its visible height
    -contentOffset.y (top inset 0) is over 5 pt, at that height, and is hidden otherwise.
    Both against `run --format jsonl`, within TOLERANCE. Returns the failures."""
    failures = []
    cases = [("3-photo-zoom-in-pager", "drag-at-zoom-2.csv", "image0"), ("7-pull-to-refresh", "pull-fling.csv", None)]
    for conflict, trace, zoom_view in cases:
        folder = "traces/conflicts/" + conflict
        page = os.path.join(OUT, "%s-%s.html" % (conflict, os.path.splitext(trace)[0]))
        run_tool(binary, ["view", folder + "/" + trace, "--screen", folder + "/screen.json", "-o", page])
        lines = run_tool(binary, ["run", folder + "/" + trace, "--screen", folder + "/screen.json", "--format", "jsonl"]).splitlines()
        model = [r for r in map(json.loads, lines) if r["type"] == "frame"]
        browser.load(page)
        seen = browser.evaluate(READ_CONTAINERS % json.dumps(zoom_view))
        if len(seen) != len(model):
            failures.append("%s: %d frames drawn, %d in the run" % (conflict, len(seen), len(model)))
        worst, shown = 0.0, 0
        for want, got in zip(model, seen):
            if zoom_view:
                photo = want["scrollViews"]["photo0"]
                s, (x, y) = photo["zoomScale"], photo["contentOffset"]
                expected = [-x, -y, 390 * s, 844 * s]
                error = max(abs(a - b) for a, b in zip(got["zoom"], expected))
                if error > TOLERANCE:
                    failures.append("%s at %.6f s: image0 drawn at %r, expected %r" % (conflict, want["t"], got["zoom"], expected))
            else:
                h = max(0.0, -want["scrollViews"]["table"]["contentOffset"][1])
                area = got.get("refresh")
                if (area is not None) != (h > 5):
                    failures.append("%s at %.6f s: refresh area %r with a visible height of %.3f pt" % (conflict, want["t"], area, h))
                    continue
                error = abs(area[0] - h) if area else 0.0
                shown += 1 if area else 0
                if error > TOLERANCE:
                    failures.append("%s at %.6f s: refresh area %.3f px high, visible height %.3f pt" % (conflict, want["t"], area[0], h))
            worst = max(worst, error)
        if not zoom_view and shown < 20:
            failures.append("%s: the refresh area shows in only %d frames" % (conflict, shown))
        print("check-viewer: screen   %-36s %3d frames, largest difference %.4f px" % (folder + "/" + trace, len(seen), worst))
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "gesture-sim"))
    parser.add_argument("--chromium")
    options = parser.parse_args()
    chromium = find_chromium(options.chromium)
    if not chromium:
        print("check-viewer: no Chromium found (chromium, chromium-browser, google-chrome); skipped")
        return 77
    if not os.path.exists(options.binary):
        print("check-viewer: %s not found; build first (swift build)" % options.binary)
        return 2
    os.makedirs(OUT, exist_ok=True)
    browser = Browser(chromium)
    failures = []
    try:
        browser.open()
        totals = {}
        for scene, runs, selector, quads_of in [
            ("side-menu", SIDE_MENU_RUNS, ".menu", lambda m: {None: m["menuQuad"]}),
            ("cards", CARD_RUNS, ".card", lambda m: {c["index"]: c["quad"] for c in m["cards"]}),
        ]:
            for trace, extra in runs:
                page = make_page(options.binary, trace, scene, extra)
                browser.load(page)
                frames = browser.evaluate(READ_CORNERS % (json.dumps(selector), "false"))
                model = model_frames(options.binary, trace, scene, extra)
                checked, worst, problems = compare("%s %s" % (scene, trace), model, frames, quads_of)
                failures += problems
                totals[scene] = totals.get(scene, 0) + checked
                print("check-viewer: %-9s %-36s %3d frames, largest corner difference %.4f px" % (scene, trace, checked, worst))
        for scene, count in totals.items():
            if count < 20:
                failures.append("%s: only %d frames checked (at least 20 wanted)" % (scene, count))

        # The scroll view: the content's origin and the indicators, every frame.
        pull = os.path.join(OUT, "pull-down.csv")
        with open(pull, "w") as f:
            f.write(run_tool(options.binary, ["synth", "swipe", "--from", "195,200", "--to", "195,620", "--velocity", "900", "--refresh", "120"]))
        scroll_checked = 0
        scroll_pulled = 0
        for trace, extra, content, viewport, inset in SCROLL_VIEW_RUNS:
            trace = pull if trace == "pull" else trace
            page = make_page(options.binary, trace, "scroll-view", extra)
            browser.load(page)
            frames = browser.evaluate(READ_SCROLL_VIEW)
            model = model_frames(options.binary, trace, "scroll-view", extra)
            label = "scroll-view %s" % os.path.relpath(trace, ROOT)
            checked, worst, problems, pulled = compare_scroll_view(label, model, frames, content, viewport, inset)
            failures += problems
            scroll_checked += checked
            scroll_pulled += pulled
            print("check-viewer: %-9s %-36s %3d frames (%d past an edge), largest difference %.4f px" % (
                "scroll", os.path.relpath(trace, ROOT)[:36], checked, pulled, worst))
        if scroll_checked < 20:
            failures.append("scroll-view: only %d frames checked (at least 20 wanted)" % scroll_checked)
        if scroll_pulled == 0:
            failures.append("scroll-view: no frame is pulled past an edge, so the overscroll is unchecked")

        # Charts of two series (the x and y of a scroll view that scrolls both ways) carry a
        # legend naming each line; a chart of one series has none. A screenshot is kept.
        browser.load(make_page(options.binary, "traces/grid-snap-list.csv", "scroll-view", ["--content", "800x5000"]))
        legends = browser.evaluate(READ_LEGENDS)
        browser.screenshot(os.path.join(OUT, "scroll-view-two-axes-legend.png"))
        expected = [["contentOffset.x", "contentOffset.y"], ["velocity.x", "velocity.y"]]
        if [items for _, items in legends] != expected:
            failures.append("scroll-view two axes: the charts' legends are %r, expected %r" % (legends, expected))
        browser.load(make_page(options.binary, "traces/list-fast-fling.csv", "scroll-view", []))
        single = browser.evaluate(READ_LEGENDS)
        if any(items for _, items in single):
            failures.append("scroll-view one axis: a chart of one series has a legend: %r" % single)
        print("check-viewer: legends of the two-axis charts: %s" % "; ".join(", ".join(items) for _, items in legends))

        # The value axis names the data's extremes as they are: the pager's largest offset is
        # not whole (it settles onto page 2 from past it), so its label has a decimal and is
        # that offset to 0.1 pt (it used to be rounded up to a whole point past the page).
        extra = ["--paging", "--content", "1170x844"]
        browser.load(make_page(options.binary, "traces/pager-3.csv", "scroll-view", extra))
        labels = browser.evaluate(READ_AXIS_LABELS)[0]
        largest = max(f["contentOffset"][0] for f in model_frames(options.binary, "traces/pager-3.csv", "scroll-view", extra))
        if largest == round(largest) or labels[:1] != ["%.1f" % largest]:
            failures.append("scroll-view pager: the offset axis is labelled %r; its largest offset is %r" % (labels, largest))
        print("check-viewer: the pager's offset axis: %s (largest offset %r)" % (", ".join(labels), largest))

        # The check can fail: with the menu's transform origin moved from the model's anchor
        # point (1, 0.5) to the centre, the corners must no longer match.
        browser.load(make_page(options.binary, "traces/fastswipe.csv", "side-menu", []))
        perturbed = browser.evaluate(READ_CORNERS % (json.dumps(".menu"), "true"))
        model = model_frames(options.binary, "traces/fastswipe.csv", "side-menu", [])
        _, worst, problems = compare("perturbed", model, perturbed, lambda m: {None: m["menuQuad"]})
        print("check-viewer: with the anchor point moved to the centre, %d corners differ (up to %.1f px), as they must" % (len(problems), worst))
        if not problems:
            failures.append("a wrong anchor point went unnoticed: the check cannot fail")

        # Values hold across the frames the replay skipped: between two frame records the page
        # shows the earlier one. In the fast swipe the finger rests from 0.1083 to 0.125 s (no
        # frame record in between): at 0.1167 s the page shows the frame of 0.1083 s.
        browser.load(make_page(options.binary, "traces/fastswipe.csv", "side-menu", []))
        held = browser.evaluate("gestureSim.seek(0.1167), gestureSim.state()")
        if abs(browser.evaluate("gestureSim.frameTime(%d)" % held["frame"]) - 0.108333) > 1e-6:
            failures.append("fastswipe at 0.1167 s shows frame %r, not the one at 0.108333 s" % held)
        text = browser.evaluate("document.getElementById('status').textContent")
        if "(held)" not in text:
            failures.append("fastswipe at 0.1167 s: the status does not say the frame is held: %r" % text)

        # Playing at 0.25x follows the trace's time: about 0.25 s of trace time per second.
        browser.load(make_page(options.binary, "traces/paging-snap-slow-swipe.csv", "side-menu", ["--variant", "paging"]))
        start = browser.evaluate("gestureSim.state().time")
        browser.evaluate("document.querySelector('.speed[data-speed=\"0.25\"]').click(), document.getElementById('play').click()")
        began = time.time()
        time.sleep(1.0)
        state = browser.evaluate("gestureSim.state()")
        elapsed = time.time() - began
        browser.evaluate("document.dispatchEvent(new KeyboardEvent('keydown', {key: ' '}))")
        advanced = state["time"] - start
        print("check-viewer: playing at 0.25x for %.2f s of wall time advanced the trace by %.3f s" % (elapsed, advanced))
        if not state["playing"] or not (0.15 <= advanced <= 0.25 * elapsed + 0.05):
            failures.append("playing at 0.25x: %r after %.2f s (trace time advanced %.3f s)" % (state, elapsed, advanced))
        if browser.evaluate("gestureSim.state().playing"):
            failures.append("space did not pause")

        # A 10-second 120 Hz run opens in under a second (its script done, measured by the page).
        long_trace = os.path.join(OUT, "long-cards.csv")
        with open(long_trace, "w") as f:
            f.write("# refresh: 120\nt,id,phase,x,y\n0,0,began,195,300\n")
            for k in range(1, 1200):
                f.write("%.6f,0,moved,195,%.2f\n" % (k / 120.0, 300 + k * 0.11))
            f.write("10,0,ended,195,432\n")
        page = make_page(options.binary, long_trace, "cards", [])
        browser.load(page)
        ready = browser.evaluate("gestureSim.readyAt")
        size = os.path.getsize(page)
        print("check-viewer: a 10 s, 120 Hz card run: %d bytes, ready %.0f ms after navigation" % (size, ready))
        if size >= 1000000 or ready >= 1000:
            failures.append("a 10 s, 120 Hz run: %d bytes (< 1 MB wanted), ready after %.0f ms (< 1 s wanted)" % (size, ready))

        # Screenshots for people: the fast swipe at three moments, a card flip, the other scenes.
        shots = []
        browser.load(make_page(options.binary, "traces/fastswipe.csv", "side-menu", []))
        for name, t in [("start", 0.1), ("mid-flip", 0.175), ("open", 0.35)]:
            browser.evaluate("gestureSim.seek(%r)" % t)
            shots.append(("fastswipe-%s.png" % name, t))
            browser.screenshot(os.path.join(OUT, shots[-1][0]))
        browser.load(make_page(options.binary, "traces/cards-flip-complete.csv", "cards", []))
        times = browser.evaluate("gestureSim.data.times")
        angles = browser.evaluate("gestureSim.data.series[0].values")
        turning = [t for t, a in zip(times, angles) if a is not None and -150 < a < -30]
        flip_time = turning[len(turning) // 2] if turning else times[len(times) // 2]
        browser.evaluate("gestureSim.seek(%r)" % flip_time)
        browser.screenshot(os.path.join(OUT, "cards-flip.png"))
        shots.append(("cards-flip.png", flip_time))
        for trace, scene, fraction in OTHER_PAGES:
            browser.load(make_page(options.binary, trace, scene, []))
            times = browser.evaluate("gestureSim.data.times")
            t = times[int((len(times) - 1) * fraction)] if fraction is not None else times[len(times) // 2]
            browser.evaluate("gestureSim.seek(%r)" % t)
            name = "%s.png" % scene
            browser.screenshot(os.path.join(OUT, name))
            shots.append((name, t))
        # The screen's page: the hierarchy, the lanes and the scroll views' content per frame.
        page, model = check_screen_page(options.binary)
        browser.load(page)
        seen = browser.evaluate(READ_SCREEN)
        if sorted(seen["views"]) != ["card0", "carousel", "list"]:
            failures.append("screen: views drawn %r, not list, carousel and card0" % seen["views"])
        lanes = dict(seen["lanes"])
        if sorted(lanes) != ["carousel.pan", "list.pan", "open", "press"]:
            failures.append("screen: recognizer lanes %r, not list.pan, carousel.pan, press and open" % sorted(lanes))
        if "failed: prevented by \"press\"" not in lanes.get("open", ""):
            failures.append("screen: the lane of 'open' shows no failure: %r" % lanes.get("open"))
        if "card0" not in seen["delivered"]:
            failures.append("screen: no touch-delivery lane for card0 (%r)" % seen["delivered"])
        if len(seen["frames"]) != len(model) or len(model) < 20:
            failures.append("screen: %d frames drawn, %d in the run" % (len(seen["frames"]), len(model)))
        worst = 0.0
        for want, got in zip(model, seen["frames"]):
            for scroll_id, state in want["scrollViews"].items():
                origin = got["origins"].get(scroll_id)
                offset = state["contentOffset"]
                error = max(abs(origin[0] + offset[0]), abs(origin[1] + offset[1])) if origin else float("inf")
                worst = max(worst, error)
                if error > TOLERANCE:
                    failures.append("screen at %.6f s: %s's content at %r, its contentOffset is %r" % (want["t"], scroll_id, origin, offset))
        print("check-viewer: screen   %-36s %3d frames, %d views, %d recognizer lanes, largest content difference %.4f px"
              % ("traces/screens/carousel-in-list.csv", len(seen["frames"]), len(seen["views"]), len(lanes), worst))
        for name, t in [("press", 0.55), ("carousel", 1.06), ("list", 4.2)]:
            browser.evaluate("gestureSim.seek(%r)" % t)
            shots.append(("screen-%s.png" % name, t))
            browser.screenshot(os.path.join(OUT, shots[-1][0]))
        # The gallery's zoom and pull to refresh, frame by frame.
        failures += check_gallery_pages(browser, options.binary)
        # The layout on a phone: the fast swipe on a 390 × 844 screen.
        browser.send("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
        browser.load(make_page(options.binary, "traces/fastswipe.csv", "side-menu", []))
        browser.evaluate("gestureSim.seek(0.175)")
        browser.screenshot(os.path.join(OUT, "fastswipe-phone.png"))
        shots.append(("fastswipe-phone.png", 0.175))
        print("check-viewer: screenshots in %s: %s" % (os.path.relpath(OUT, ROOT), ", ".join("%s (t=%s)" % s for s in shots)))
    except RuntimeError as error:
        failures.append(str(error))
    finally:
        browser.close()
    if failures:
        for failure in failures[:40]:
            print("check-viewer: FAIL " + failure)
        if len(failures) > 40:
            print("check-viewer: … %d more" % (len(failures) - 40))
        return 1
    print("check-viewer: every corner, content origin and scroll indicator of every frame matches the model within %.1f px" % TOLERANCE)
    return 0


if __name__ == "__main__":
    sys.exit(main())
