#!/usr/bin/env python3
"""Round trip of the browser recorder page through headless Chromium (docs/recording.md).

    python3 scripts/recorder-roundtrip.py [GESTURE_SIM_BINARY]

Writes the page with `gesture-sim recorder`, opens it in headless Chromium, swipes across it
with Chrome DevTools touch emulation (Input.dispatchTouchEvent over the DevTools pipe: fd 3
carries commands, fd 4 replies, each a JSON object ended by a NUL byte), reads the CSV the page
produces (window.gestureSimCSV()), and checks that:
  - the CSV replays through `gesture-sim run --scene gestures --recognizers pan` as one pan with the
    expected duration, start and end positions, and direction;
  - `gesture-sim import web` reads the CSV, and `gesture-sim import cdp` reads the list of
    DevTools calls that made the swipe, with the same fingers, start and end.
Standard library only. Exits 0 on success, 1 on a failed check; when no Chromium is installed
it prints why and exits 0 (the check is skipped).
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "gesture-sim")

# The swipe: (60, 400) to (300, 400) in 15 steps of 16 ms, CSS pixels, then a lift.
START, END, STEPS, STEP_SECONDS, T0 = (60.0, 400.0), (300.0, 400.0), 15, 0.016, 1_700_000_000.0


def fail(message):
    print("recorder-roundtrip: FAIL: " + message, file=sys.stderr)
    sys.exit(1)


class DevTools:
    """The DevTools protocol over --remote-debugging-pipe."""

    def __init__(self, chromium):
        commands_r, commands_w = os.pipe()
        replies_r, replies_w = os.pipe()
        # The child's ends must be above fd 4 before they are dup2'ed onto 3 and 4.
        child_in = os.dup(commands_r) if commands_r > 4 else fcntl_dup_above(commands_r)
        child_out = os.dup(replies_w) if replies_w > 4 else fcntl_dup_above(replies_w)

        def setup():
            os.dup2(child_in, 3)
            os.dup2(child_out, 4)

        self.profile = tempfile.mkdtemp(prefix="gesture-sim-chromium-")
        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--user-data-dir=" + self.profile, "--no-first-run", "--no-default-browser-check", "about:blank"],
            preexec_fn=setup, pass_fds=(3, 4), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for fd in (commands_r, replies_w, child_in, child_out):
            os.close(fd)
        self.writer = os.fdopen(commands_w, "wb", buffering=0)
        self.reader = os.fdopen(replies_r, "rb", buffering=0)
        self.pending = b""
        self.next_id = 0

    def call(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.writer.write(json.dumps(message).encode() + b"\0")
        while True:
            reply = self.read()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    fail("%s: %s" % (method, reply["error"]))
                return reply.get("result", {})

    def read(self):
        while b"\0" not in self.pending:
            chunk = self.reader.read(65536)
            if not chunk:
                fail("Chromium closed the DevTools pipe")
            self.pending += chunk
        message, self.pending = self.pending.split(b"\0", 1)
        return json.loads(message)

    def close(self):
        try:
            self.call("Browser.close")
        except SystemExit:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


def fcntl_dup_above(fd):
    import fcntl
    return fcntl.fcntl(fd, fcntl.F_DUPFD, 5)


def tool(*arguments):
    result = subprocess.run([BINARY] + list(arguments), capture_output=True, text=True)
    return result.returncode, result.stdout, result.stderr


def rows(csv_text):
    lines = [line for line in csv_text.splitlines() if line and not line.startswith("#")]
    header = lines[0].split(",")
    return [dict(zip(header, line.split(","))) for line in lines[1:]]


def main():
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if not chromium:
        print("recorder-roundtrip: SKIPPED: no Chromium installed (Debian: apt-get install -y chromium)")
        return 0
    if not os.access(BINARY, os.X_OK):
        fail("no gesture-sim binary at %s (run swift build first)" % BINARY)
    work = tempfile.mkdtemp(prefix="gesture-sim-recorder-")
    page = os.path.join(work, "recorder.html")
    code, _, err = tool("recorder", "-o", page)
    if code != 0:
        fail("gesture-sim recorder exited %d: %s" % (code, err))

    devtools = DevTools(chromium)
    commands = []
    try:
        target = devtools.call("Target.createTarget", {"url": "file://" + page})["targetId"]
        session = devtools.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        devtools.call("Runtime.enable", session=session)
        for _ in range(200):
            state = devtools.call("Runtime.evaluate", {"expression": "document.readyState + ':' + typeof window.gestureSimCSV",
                                                        "returnByValue": True}, session=session)
            if state["result"].get("value") == "complete:function":
                break
        else:
            fail("the recorder page did not load")
        devtools.call("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5}, session=session)

        def touch(kind, point, step):
            params = {"type": kind, "timestamp": T0 + step * STEP_SECONDS,
                      "touchPoints": [] if point is None else [{"x": point[0], "y": point[1], "id": 0}]}
            commands.append({"method": "Input.dispatchTouchEvent", "params": params})
            # Chromium stamps the page's events itself (a `timestamp` given here does not reach
            # event.timeStamp), so the call goes without it; the saved list keeps the times.
            live = {key: value for key, value in params.items() if key != "timestamp"}
            devtools.call("Input.dispatchTouchEvent", live, session=session)
            # The page stamps events when they arrive: space them as a 60 Hz finger would be.
            time.sleep(STEP_SECONDS)

        touch("touchStart", START, 0)
        for step in range(1, STEPS + 1):
            x = START[0] + (END[0] - START[0]) * step / STEPS
            touch("touchMove", (x, START[1]), step)
        touch("touchEnd", None, STEPS + 1)
        csv_text = devtools.call("Runtime.evaluate", {"expression": "window.gestureSimCSV()", "returnByValue": True},
                                 session=session)["result"]["value"]
    finally:
        devtools.close()

    trace = os.path.join(work, "recorded.csv")
    with open(trace, "w") as handle:
        handle.write(csv_text)
    calls = os.path.join(work, "calls.json")
    with open(calls, "w") as handle:
        json.dump(commands, handle, indent=1)

    # The page's CSV.
    recorded = rows(csv_text)
    if not recorded:
        fail("the page recorded no samples:\n" + csv_text)
    phases = [row["phase"] for row in recorded]
    if phases[0] != "began" or phases[-1] != "ended" or set(row["id"] for row in recorded) != {"0"}:
        fail("expected one finger from began to ended, got %s" % phases)
    first, last = recorded[0], recorded[-1]
    if abs(float(first["x"]) - START[0]) > 0.5 or abs(float(first["y"]) - START[1]) > 0.5:
        fail("the first sample is at (%s, %s), expected %s" % (first["x"], first["y"], START))
    if abs(float(last["x"]) - END[0]) > 0.5 or abs(float(last["y"]) - END[1]) > 0.5:
        fail("the last sample is at (%s, %s), expected %s" % (last["x"], last["y"], END))
    if len([p for p in phases if p == "moved"]) < STEPS // 2:
        fail("only %d moved samples for %d moves" % (phases.count("moved"), STEPS))
    duration = float(last["t"]) - float(first["t"])
    expected = (STEPS + 1) * STEP_SECONDS
    if not (0.8 * expected <= duration <= expected + 2.0):
        fail("the recorded swipe lasts %s s; the calls were %s s apart in all" % (duration, expected))
    for key in ("# viewport: ", "# scale: ", "# refresh: ", "# source: gesture-sim recorder page"):
        if key not in csv_text:
            fail("the CSV lacks '%s'" % key.strip())

    # It replays through gesture-sim run: one pan, one finger, moving right.
    code, out, err = tool("run", "--scene", "gestures", "--recognizers", "pan", "--format", "json", trace)
    if code != 0:
        fail("gesture-sim run exited %d: %s" % (code, err))
    summary = json.loads(out)
    trace_summary = summary["trace"]
    fingers = trace_summary.get("maxFingersDown", trace_summary.get("fingers"))
    if fingers != 1:
        fail("gesture-sim run saw %s fingers" % fingers)
    if abs(trace_summary["duration"] - duration) > 1e-3:
        fail("gesture-sim run saw a %s s trace; the CSV spans %s s" % (trace_summary["duration"], duration))
    pan = [r for r in summary["records"] if r["type"] == "gesture" and r["kind"] == "pan"]
    began = [r for r in pan if r["state"] == "began"]
    ended = [r for r in pan if r["state"] == "ended"]
    if len(began) != 1 or len(ended) != 1:
        fail("expected one pan: " + out)
    dx, dy = ended[0]["translation"]
    # 240 pt of travel, less the pan's 10 pt hysteresis (docs/recognizers.md).
    if abs(dx - (END[0] - START[0] - 10)) > 1 or abs(dy) > 0.5:
        fail("the pan's translation is (%s, %s), expected (230, 0)" % (dx, dy))

    # The web importer reads the CSV; the cdp importer reads the calls: same finger, start and end.
    code, web_csv, err = tool("import", "web", trace)
    if code != 0:
        fail("gesture-sim import web exited %d: %s" % (code, err))
    code, cdp_csv, err = tool("import", "cdp", calls)
    if code != 0:
        fail("gesture-sim import cdp exited %d: %s" % (code, err))
    for name, converted in (("web", rows(web_csv)), ("cdp", rows(cdp_csv))):
        if converted[0]["phase"] != "began" or converted[-1]["phase"] != "ended":
            fail("import %s: phases %s" % (name, [r["phase"] for r in converted]))
        for row, point in ((converted[0], START), (converted[-1], END)):
            if abs(float(row["x"]) - point[0]) > 0.5 or abs(float(row["y"]) - point[1]) > 0.5:
                fail("import %s: (%s, %s), expected %s" % (name, row["x"], row["y"], point))
    cdp_rows = rows(cdp_csv)
    cdp_duration = float(cdp_rows[-1]["t"]) - float(cdp_rows[0]["t"])
    if abs(cdp_duration - (STEPS + 1) * STEP_SECONDS) > 1e-6:
        fail("import cdp: duration %s, expected %s" % (cdp_duration, (STEPS + 1) * STEP_SECONDS))
    shutil.rmtree(work, ignore_errors=True)
    print("recorder-roundtrip: OK: %d samples over %.3f s from (%s, %s) to (%s, %s); run, import web and import cdp agree"
          % (len(recorded), duration, first["x"], first["y"], last["x"], last["y"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
