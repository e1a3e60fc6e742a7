/// The browser recorder page of `gesture-sim recorder`: one self-contained
/// HTML file (inline script and style, no network access, a Content Security
/// Policy that forbids loading anything) that records touches on any phone
/// and offers them as a trace in gesture-sim's CSV (docs/recording.md).
///
/// - Pointer Events with `getCoalescedEvents()`: every sample the browser
///   coalesced into a `pointermove` is a row with `coalesced` 1, the event's
///   own sample a row with `coalesced` 0 (W3C Pointer Events, "coalesced
///   events"). Touch and pen pointers are recorded; a mouse only while a
///   button is down.
/// - `t` is `event.timeStamp` in seconds (DOMHighResTimeStamp, ms since the
///   page's time origin); `x`, `y` are `clientX`, `clientY` in CSS pixels,
///   which count as points; `force` is `pressure`; `radius` is half of
///   `width`. Fingers get the smallest free id. The main samples of
///   different fingers less than 2 ms apart are one digitizer frame and share
///   one time (docs/recording.md, "Split frames").
/// - Metadata: `# viewport:` the layout viewport (`innerWidth`x`innerHeight`),
///   `# scale:` `devicePixelRatio`, `# refresh:` the median
///   `requestAnimationFrame` interval measured while the page is open, and
///   `# source:` the user agent.
/// - The page shows the trails (one colour per finger) and a sample count;
///   "Download CSV" saves `gesture-sim-trace.csv`, "Clear" starts again.
///   `window.gestureSimCSV()` returns the CSV (the headless round-trip test
///   reads it, scripts/recorder-roundtrip.py).
enum RecorderPage {
  static let html = #"""
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data: blob:">
    <title>gesture-sim recorder</title>
    <style>
      html, body { margin: 0; height: 100%; overflow: hidden; background: #fafafa; font: 14px -apple-system, system-ui, sans-serif; }
      canvas { position: fixed; inset: 0; width: 100vw; height: 100vh; touch-action: none; }
      #bar { position: fixed; left: 0; right: 0; top: 0; display: flex; gap: 8px; align-items: center; padding: 8px;
             background: rgba(255,255,255,0.85); border-bottom: 1px solid #ddd; z-index: 1; }
      #bar button { font: inherit; padding: 6px 10px; }
      #count { margin-left: auto; font-variant-numeric: tabular-nums; }
    </style>
    </head>
    <body>
    <div id="bar">
      <button id="download">Download CSV</button>
      <button id="clear">Clear</button>
      <span id="count">0 samples</span>
    </div>
    <canvas id="pad"></canvas>
    <script>
    "use strict";
    (function () {
      const pad = document.getElementById("pad");
      const context = pad.getContext("2d");
      const countLabel = document.getElementById("count");
      const colours = ["#d62728", "#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf"];
      let rows = [];           // [t, id, phase, x, y, force, radius, coalesced]
      let fingers = new Map(); // pointerId -> { id, last: [x, y] }
      let frameIntervals = [];
      let previousFrame = null;

      function resize() {
        const ratio = window.devicePixelRatio || 1;
        pad.width = Math.round(window.innerWidth * ratio);
        pad.height = Math.round(window.innerHeight * ratio);
        context.setTransform(ratio, 0, 0, ratio, 0, 0);
        redraw();
      }

      function measureFrames(now) {
        if (previousFrame !== null && frameIntervals.length < 240) { frameIntervals.push(now - previousFrame); }
        previousFrame = now;
        if (frameIntervals.length < 240) { requestAnimationFrame(measureFrames); }
      }

      function refreshRate() {
        if (frameIntervals.length < 2) { return 60; }
        const sorted = frameIntervals.slice().sort(function (a, b) { return a - b; });
        const median = sorted[Math.floor(sorted.length / 2)];
        return median > 0 ? Math.max(1, Math.min(1000, Math.round(1000 / median))) : 60;
      }

      function smallestFreeId() {
        const used = new Set();
        fingers.forEach(function (finger) { used.add(finger.id); });
        let id = 0;
        while (used.has(id)) { id += 1; }
        return id;
      }

      function record(event, phase, id, coalesced) {
        const t = event.timeStamp / 1000;
        const force = event.pressure > 0 ? event.pressure : "";
        const radius = event.width > 0 ? event.width / 2 : "";
        rows.push([t, id, phase, event.clientX, event.clientY, force, radius, coalesced]);
      }

      function accepts(event) {
        return event.pointerType !== "mouse" || event.buttons !== 0 || event.type === "pointerup";
      }

      pad.addEventListener("pointerdown", function (event) {
        if (!accepts(event) || fingers.has(event.pointerId)) { return; }
        pad.setPointerCapture(event.pointerId);
        const id = smallestFreeId();
        fingers.set(event.pointerId, { id: id, last: [event.clientX, event.clientY] });
        record(event, "began", id, false);
        update();
      });
      pad.addEventListener("pointermove", function (event) {
        const finger = fingers.get(event.pointerId);
        if (!finger) { return; }
        const samples = typeof event.getCoalescedEvents === "function" ? event.getCoalescedEvents() : [];
        for (let i = 0; i < samples.length - 1; i += 1) { record(samples[i], "moved", finger.id, true); }
        record(event, "moved", finger.id, false);
        finger.last = [event.clientX, event.clientY];
        update();
      });
      function lift(phase) {
        return function (event) {
          const finger = fingers.get(event.pointerId);
          if (!finger) { return; }
          record(event, phase, finger.id, false);
          fingers.delete(event.pointerId);
          update();
        };
      }
      pad.addEventListener("pointerup", lift("ended"));
      pad.addEventListener("pointercancel", lift("cancelled"));

      function redraw() {
        context.clearRect(0, 0, window.innerWidth, window.innerHeight);
        const previous = new Map();
        for (const row of rows) {
          const id = row[1];
          context.strokeStyle = colours[id % colours.length];
          context.fillStyle = context.strokeStyle;
          context.lineWidth = 2;
          if (row[2] !== "began" && previous.has(id)) {
            const from = previous.get(id);
            context.beginPath();
            context.moveTo(from[0], from[1]);
            context.lineTo(row[3], row[4]);
            context.stroke();
          }
          context.beginPath();
          context.arc(row[3], row[4], row[7] ? 1.5 : 3, 0, 2 * Math.PI);
          context.fill();
          previous.set(id, [row[3], row[4]]);
        }
      }

      function update() {
        countLabel.textContent = rows.length + (rows.length === 1 ? " sample" : " samples");
        redraw();
      }

      function number(value) {
        return value === "" ? "" : String(Math.round(value * 1e6) / 1e6);
      }

      // The rows as events (docs/recording.md, "Split frames"): in time order; the main samples
      // of different fingers less than 2 ms after an event's first one are the same digitizer
      // frame, so they share the event's latest time (the browser dispatches one pointer event
      // per finger); coalesced samples keep their own times; times are whole microseconds and
      // increase from event to event (a finger twice at one time: 1 microsecond later).
      function events() {
        const sorted = rows.map(function (row, index) { return [row, index]; })
          .sort(function (a, b) { return a[0][0] - b[0][0] || a[1] - b[1]; })
          .map(function (pair) { return pair[0]; });
        const result = [];
        let group = [];
        let start = 0;
        let last = -Infinity;
        function flush() {
          let micro = Math.round(group[group.length - 1][0] * 1e6);
          if (!(micro > last)) { micro = last + 1; }
          last = micro;
          for (const row of group) { result.push([micro].concat(row.slice(1))); }
          group = [];
        }
        for (const row of sorted) {
          const joins = group.length > 0 && row[7] === false && group[0][7] === false && row[0] - start < 0.002
            && !group.some(function (other) { return other[1] === row[1]; });
          if (!joins) {
            if (group.length > 0) { flush(); }
            start = row[0];
          }
          group.push(row);
        }
        if (group.length > 0) { flush(); }
        return result;
      }

      function micros(value) {
        const text = String(Math.abs(value) % 1000000).padStart(6, "0");
        return (value < 0 ? "-" : "") + Math.floor(Math.abs(value) / 1000000) + "." + text;
      }

      function csv() {
        const agent = navigator.userAgent.replace(/[\r\n]/g, " ");
        let text = "# viewport: " + window.innerWidth + "x" + window.innerHeight + "\n";
        text += "# scale: " + (window.devicePixelRatio || 1) + "\n";
        text += "# refresh: " + refreshRate() + "\n";
        text += "# source: gesture-sim recorder page, " + agent + "\n";
        text += "t,id,phase,x,y,force,radius,coalesced\n";
        for (const row of events()) {
          text += micros(row[0]) + "," + row[1] + "," + row[2] + "," + number(row[3]) + "," + number(row[4]) + ","
            + number(row[5]) + "," + number(row[6]) + "," + (row[7] ? 1 : 0) + "\n";
        }
        return text;
      }

      document.getElementById("download").addEventListener("click", function () {
        const blob = new Blob([csv()], { type: "text/csv" });
        const link = document.createElement("a");
        link.href = URL.createObjectURL(blob);
        link.download = "gesture-sim-trace.csv";
        document.body.appendChild(link);
        link.click();
        link.remove();
      });
      document.getElementById("clear").addEventListener("click", function () {
        rows = [];
        fingers = new Map();
        update();
      });

      window.gestureSimCSV = csv;
      window.gestureSimSampleCount = function () { return rows.length; };
      window.addEventListener("resize", resize);
      resize();
      requestAnimationFrame(measureFrames);
    })();
    </script>
    </body>
    </html>

    """#
}
