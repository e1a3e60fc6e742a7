#!/usr/bin/env python3
"""Feeds every class of hostile input of docs/robustness.md ("Hostile input") to
gesture-sim and prints what it did: exit code, wall time, peak memory and the
first lines of standard error.

    swift build -c release
    python3 scripts/hostile-inputs.py [--tool .build/release/gesture-sim] [--only NAME] [--timeout 60]

Inputs are generated in a temporary directory (removed at the end); nothing is
downloaded. A case that runs past the timeout is reported as a hang. Deterministic:
the "random" bytes come from a fixed seed.
"""

import argparse
import os
import random
import shutil
import stat
import subprocess
import sys
import tempfile
import threading
import time

HEADER = "t,id,phase,x,y\n"


def tap(t0=0.0, x=100, y=400):
    return f"{t0},0,began,{x},{y}\n{t0 + 0.08},0,ended,{x},{y}\n"


def fingers(n):
    rows = [f"0,{k},began,{k % 390},{k % 844}\n" for k in range(n)]
    rows += [f"1,{k},ended,{k % 390},{k % 844}\n" for k in range(n)]
    return HEADER + "".join(rows)


def cases(directory):
    """(name, description, path or None, arguments) for every case; writes the files."""
    rng = random.Random(9)

    def write(name, data):
        path = os.path.join(directory, name)
        with open(path, "wb") as f:
            f.write(data if isinstance(data, bytes) else data.encode())
        return path

    out = []

    def add(name, what, data, extra=()):
        out.append((name, what, write(name + ".csv", data), list(extra)))

    add("empty", "empty file (0 bytes)", b"")
    add("blank-lines", "only blank lines", "\n \n\t\r\n")
    add("only-comments", "only comments", "# viewport: 390x844\n# a note\n")
    add("only-header", "a header, no rows", HEADER)
    add("binary", "64 KiB of random bytes (seed 9)", bytes(rng.getrandbits(8) for _ in range(65536)))
    add("binary-after-header", "a header, then 64 KiB of random bytes", HEADER.encode() + bytes(rng.getrandbits(8) for _ in range(65536)))
    add("nul-bytes", "NUL bytes inside a row", HEADER + "0,0,began,1\x002,3\n")
    add("nul-only", "1 MiB of NUL bytes", b"\0" * (1 << 20))
    add("utf16", "the header in UTF-16LE with its BOM", "\ufeff" .encode("utf-16-le") + HEADER.encode("utf-16-le"))
    add("bom", "UTF-8 BOM before the header (valid)", "\ufeff" + HEADER + tap())
    add("bom-twice", "a second BOM at the start of a row", HEADER + "\ufeff" + tap())
    add("crlf", "CRLF line endings (valid)", (HEADER + tap()).replace("\n", "\r\n"))
    add("cr-only", "lone CR line endings (classic Mac)", (HEADER + tap()).replace("\n", "\r"))
    add("single-line-100MB", "one 100 MB line of digits, no newline", b"1" * (100 << 20))
    add("row-100MB", "a header, then a 100 MB row", HEADER.encode() + b"0," + b"9" * (100 << 20) + b",began,1,2\n")
    add("comment-100MB", "a 100 MB comment line", b"# " + b"x" * (100 << 20) + b"\n" + HEADER.encode())
    add("metadata-10000", "10,000 unknown metadata keys", "".join(f"# k{k}: v\n" for k in range(10000)) + HEADER + tap())
    add("metadata-long-value", "a 60 KB metadata value (under the line limit)", "# source: " + "s" * 60000 + "\n" + HEADER + tap())
    add("fingers-10000", "10,000 fingers down at once", fingers(10000))
    add("fingers-1000", "1,000 fingers down at once (the limit), for 120 frames", HEADER
        + "".join(f"0,{k},began,{k % 390},{k % 844}\n" for k in range(1000))
        + "".join(f"{i / 120},{k},moved,{k % 390},{(k + i) % 844}\n" for i in range(1, 121) for k in range(1000))
        + "".join(f"1.1,{k},ended,{k % 390},{k % 844}\n" for k in range(1000)))
    add("time-1e300", "times 0 and 1e300", HEADER + "0,0,began,1,2\n1e300,0,ended,1,2\n")
    add("time-1e300-first", "every time near 1e300", HEADER + "1e300,0,began,1,2\n1.0000000000000001e300,0,ended,1,2\n")
    add("time-4e9-gap", "a tap at 0 and one at 3,999,999,999 s (within the limit)", HEADER + tap(0) + tap(3999999999))
    add("time-1e5-gap", "a tap at 0 and one at 100,000 s", HEADER + tap(0) + tap(1e5))
    add("time-negative", "negative times (valid: any origin)", HEADER + tap(-5.0))
    add("time-backwards", "time going backwards", HEADER + "1,0,began,1,2\n0.5,0,ended,1,2\n")
    add("time-tiny", "denormal and underflowing times (1e-320, 1e-999)", HEADER + "1e-999,0,began,1,2\n1e-320,0,ended,1,2\n")
    add("time-gap-finger-down", "a finger held down for 1000 s", HEADER + "0,0,began,1,2\n1000,0,ended,1,2\n")
    for k, spelling in enumerate(["nan", "NaN", "-nan", "+nan", "nan(0x1)", "NAN", "snan", "inf", "-inf", "infinity",
                                  "+Infinity", "1e999", "-1e400", "0x1p9999", "0x1p3", "1.8e308", "1" + "0" * 400, "∞", "NaN%"]):
        add(f"nonfinite-t-{k}", f"t = {spelling[:24]}", HEADER + f"{spelling},0,began,1,2\n")
    add("nonfinite-x", "x = NaN", HEADER + "0,0,began,NaN,2\n")
    add("nonfinite-force", "force = inf", "t,id,phase,x,y,force\n0,0,began,1,2,inf\n")
    add("coordinate-1e300", "x = 1e300", HEADER + "0,0,began,1e300,2\n")
    add("coordinate-huge", "y = -2000000", HEADER + "0,0,began,1,-2000000\n")
    add("id-huge", "id = 2^63 (Int.max + 1)", HEADER + "0,9223372036854775808,began,1,2\n")
    add("id-max", "id = Int.max (valid)", HEADER + "0,9223372036854775807,began,1,2\n0.1,9223372036854775807,ended,1,2\n")
    add("id-1000-digits", "a 1000-digit id", HEADER + "0," + "9" * 1000 + ",began,1,2\n")
    add("quotes-nested", "a field of 10,000 nested quotes", HEADER + "0,0," + '"' * 10000 + "began" + '"' * 10000 + ",1,2\n")
    add("quotes-comma", "a quoted field with a comma", HEADER + '"0,5",0,began,1,2\n')
    add("quotes-header", "a quoted header", '"t","id","phase","x","y"\n' + tap())
    add("quotes-deep-100MB", "100 MB of quote characters on one line", b'"' * (100 << 20))
    full = HEADER + "0.5,0,began,10.25,20\n0.6,0,moved,11.5,21\n0.7,0,ended,123.5,22.75\n"
    add("truncated-mid-row", "cut in the middle of the last row", full[: full.rindex(",ended,") + 4])
    add("truncated-mid-number", "cut inside the last row's last number (22.75 -> 22.7)", full[:-2])
    add("truncated-mid-number-2", "cut inside the last row's last number (22.75 -> 22)", full[:-4])
    add("truncated-no-newline", "the last row complete but without its newline", full[:-1])
    cut = ("# source: café ☕\n" + HEADER + tap()).encode()
    add("truncated-mid-utf8", "cut inside a multi-byte character of a comment", cut[: cut.index("☕".encode()) + 1])
    add("truncated-mid-utf8-header", "cut inside a multi-byte character at the end of the file", HEADER.encode() + tap().encode() + "é".encode()[:1])
    add("truncated-mid-gesture", "cut after a finger went down (no lift)", HEADER + "0,0,began,1,2\n0.1,0,moved,5,2\n")
    out.append(("directory", "a directory", directory, []))
    locked = write("unreadable.csv", HEADER + tap())
    os.chmod(locked, 0)
    # Root reads any file: then the tool runs as nobody (setpriv), as the test does.
    out.append(("unreadable", "a file with mode 000", locked, ["#asnobody"]))
    out.append(("missing", "a path that does not exist", os.path.join(directory, "none.csv"), []))
    out.append(("proc-mem", "/proc/self/mem (read fails with EIO)", "/proc/self/mem", []))
    out.append(("dev-null", "/dev/null", "/dev/null", []))
    out.append(("dev-zero", "/dev/zero (endless NUL bytes)", "/dev/zero", []))
    out.append(("dev-urandom", "/dev/urandom (endless random bytes)", "/dev/urandom", []))
    fifo = os.path.join(directory, "pipe-with-writer.csv")
    os.mkfifo(fifo)
    out.append(("fifo-writer", "a named pipe with a writer", fifo, ["#writer"]))
    fifo2 = os.path.join(directory, "pipe-no-writer.csv")
    os.mkfifo(fifo2)
    out.append(("fifo-no-writer", "a named pipe without a writer", fifo2, ["#nowriter"]))
    return out


def run(tool, name, path, extra, timeout, scene):
    # /usr/bin/time reports the tool's own peak memory (a child forked from this
    # script would start with the script's resident size).
    arguments = ["/usr/bin/time", "-f", "maxrss-kb %M", tool, "run", path, "--scene", scene, "-o", "/dev/null"]
    if "#asnobody" in extra and os.geteuid() == 0 and shutil.which("setpriv"):
        arguments = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] + arguments
    writer = None
    if "#writer" in extra:
        def feed():
            with open(path, "w") as f:
                f.write(HEADER + tap())
        writer = threading.Thread(target=feed, daemon=True)
        writer.start()
    start = time.monotonic()
    # A session of its own, so that a hang is ended with the tool, not only with time.
    process = subprocess.Popen(arguments, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
    killed = []
    timer = threading.Timer(timeout, lambda: (killed.append(True), os.killpg(process.pid, 9)))
    timer.start()
    err = process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = 0  # reaped above
    timer.cancel()
    seconds = time.monotonic() - start
    if killed:
        code = "HANG (killed)"
    elif os.WIFSIGNALED(status):
        code = f"signal {os.WTERMSIG(status)}"
    elif any(line.startswith("Command terminated by signal") for line in err.decode(errors="replace").splitlines()):
        code = "CRASH: " + [line for line in err.decode(errors="replace").splitlines() if line.startswith("Command terminated by signal")][0]
    else:
        code = os.WEXITSTATUS(status)
    lines = err.decode(errors="replace").splitlines()
    peak = 0
    lines = [line for line in lines if not line.startswith("Command exited with non-zero status")]
    if lines and lines[-1].startswith("maxrss-kb "):
        peak = int(lines.pop().split()[1])
    if lines and lines[-1].startswith("Command terminated by signal"):
        lines.pop()
    return code, seconds, peak, lines


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tool", default=".build/release/gesture-sim")
    parser.add_argument("--only")
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--scene", default="side-menu")
    args = parser.parse_args()
    tool = os.path.abspath(args.tool)
    directory = tempfile.mkdtemp(prefix="gesture-sim-hostile-")
    os.chmod(directory, 0o755)
    try:
        for name, what, path, extra in cases(directory):
            if args.only and args.only != name:
                continue
            code, seconds, peak, lines = run(tool, name, path, extra, args.timeout, args.scene)
            shown = " | ".join(line[:160] for line in lines[:2]) + (f" (+{len(lines) - 2} lines)" if len(lines) > 2 else "")
            shown = shown.replace(directory + "/", "")
            print(f"{name}\t{what}\texit {code}\t{seconds:.2f} s\t{peak // 1024} MB\t{shown}", flush=True)
    finally:
        for root, dirs, files in os.walk(directory):
            for f in files:
                try:
                    os.chmod(os.path.join(root, f), 0o600)
                except OSError:
                    pass
        shutil.rmtree(directory, ignore_errors=True)


if __name__ == "__main__":
    main()
