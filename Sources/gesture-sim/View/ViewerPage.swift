/// The page `gesture-sim view` writes: one HTML file with its style sheet, its
/// script and the run's data (``ViewerData``) inline, and nothing loaded from
/// anywhere else (no network, fonts or external scripts).
///
/// The script draws the frame shown at the current time: the last frame record at
/// or before it (within the microsecond of the run's frame grid), so that values
/// hold across the frames the run skipped. Time moves on the display-frame grid
/// (`launch + k/refresh`): playing at 0.1×, 0.25× or 1× maps the wall clock to
/// trace time from the moment play was pressed (no drift accumulates from frame to
/// frame) and shows the grid frame at or before it.
///
/// For tests, the page exposes `window.gestureSim`: `frameCount`, `frameTime(i)`,
/// `showFrame(i)`, `seek(t)`, `setZoom(z)` and `state()`; every 3-D element carries
/// zero-size corner markers (`.corner`, `data-corner` 0…3: top-left, top-right,
/// bottom-right, bottom-left) so that the browser's own projection of each corner
/// can be read with `getBoundingClientRect` (`scripts/check-viewer.py`).
enum ViewerPage {
  /// The complete page for `data`.
  static func html(_ data: ViewerData) -> String {
    var page = head
    page += "<title>\(data.title.xmlEscaped) · gesture-sim view</title>\n"
    page += style
    page += body
    page += "<script type=\"application/json\" id=\"gesture-sim-data\">"
    page += data.json()
    page += "</script>\n<script>\n"
    // The screen's renderer goes only into its own page, so the other scenes' pages stay as they were.
    let containers = data.picture.contains(where: { key, _ in key == "zooms" || key == "navigations" || key == "refreshes" })
    page += data.scene == "screen" ? scriptStart + screenRendererScript(containers: containers) + scriptEnd : script
    page += "</script>\n</body>\n</html>\n"
    return page
  }

  static let head = """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="generator" content="gesture-sim view">

    """

  static let style = #"""
    <style>
    :root { --fg: #212529; --muted: #6c757d; --line: #dee2e6; --panel: #f8f9fa; --accent: #1c7ed6; --hi: #fff3bf; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.4 -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: var(--fg); background: #fff; }
    header { padding: 10px 16px 6px; border-bottom: 1px solid var(--line); }
    h1 { font-size: 17px; margin: 0; font-weight: 600; }
    #subtitle { color: var(--muted); font-size: 13px; }
    main { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 16px; padding: 12px 16px; align-items: start; }
    #stage-panel { position: sticky; top: 8px; }
    #stage { position: relative; overflow: hidden; border-radius: 18px; box-shadow: 0 0 0 6px #1e1e1e, 0 4px 18px rgba(0,0,0,.25); margin: 6px; background: #000; }
    #screen { position: absolute; left: 0; top: 0; overflow: hidden; transform-origin: 0 0; background: #343a40; }
    #screen div { position: absolute; }
    #screen .corner { width: 0; height: 0; }
    #fingers { position: absolute; left: 0; top: 0; pointer-events: none; z-index: 1000; overflow: visible; }
    #controls { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin-bottom: 8px; }
    button { font: inherit; padding: 4px 10px; border: 1px solid #adb5bd; background: #fff; border-radius: 6px; cursor: pointer; }
    button.on { background: var(--accent); border-color: var(--accent); color: #fff; }
    #play { min-width: 74px; }
    #scrub { flex: 1 1 100%; width: 100%; margin: 4px 0; }
    #status { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 2px 12px; padding: 8px 10px; background: var(--panel); border: 1px solid var(--line); border-radius: 8px; font-variant-numeric: tabular-nums; }
    #status .k { color: var(--muted); font-size: 12px; }
    #status .v { font-weight: 600; }
    #status .wide { grid-column: 1 / -1; }
    .chart { margin-top: 10px; }
    .chart h2 { font-size: 13px; margin: 0 0 2px; font-weight: 600; }
    .chart .legend { font-size: 11px; color: var(--muted); margin: 0 0 3px; }
    .chart .legend span.item { margin-right: 14px; white-space: nowrap; }
    .chart .legend span.swatch { display: inline-block; width: 14px; height: 3px; margin: 0 5px 3px 0; vertical-align: middle; border-radius: 2px; }
    .chart svg { width: 100%; height: 150px; display: block; background: #fff; border: 1px solid var(--line); border-radius: 6px; cursor: crosshair; }
    .chart text { font-size: 10px; fill: var(--muted); }
    #log-panel h2 { font-size: 13px; margin: 12px 0 2px; font-weight: 600; }
    #log { position: relative; max-height: 260px; overflow-y: auto; border: 1px solid var(--line); border-radius: 6px; font: 12px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
    #log div { padding: 0 8px; cursor: pointer; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    #log div:hover { background: #f1f3f5; }
    #log div.current { background: var(--hi); }
    #log .t { color: var(--muted); margin-right: 6px; }
    #log .lane { display: inline-block; min-width: 76px; font-weight: 600; }
    footer { color: var(--muted); font-size: 12px; padding: 4px 16px 16px; }
    kbd { border: 1px solid #ced4da; border-radius: 3px; padding: 0 4px; font-size: 11px; background: #f8f9fa; }
    @media (max-width: 820px) {
      main { grid-template-columns: minmax(0, 1fr); }
      #stage-panel { position: static; display: flex; justify-content: center; }
      .chart svg { height: 120px; }
    }
    </style>
    </head>

    """#

  static let body = #"""
    <body>
    <header><h1 id="title"></h1><div id="subtitle"></div></header>
    <main>
    <section id="stage-panel"><div id="stage"><div id="screen"></div></div></section>
    <section id="side">
    <div id="controls">
    <button id="play" title="Play or pause (space)">▶ Play</button>
    <span>speed</span>
    <button class="speed" data-speed="0.1">0.1×</button>
    <button class="speed" data-speed="0.25">0.25×</button>
    <button class="speed on" data-speed="1">1×</button>
    <button id="prev" title="Previous display frame (←)">◀ frame</button>
    <button id="next" title="Next display frame (→)">frame ▶</button>
    <input id="scrub" type="range" min="0" max="0" step="1" value="0" aria-label="time">
    </div>
    <div id="status"></div>
    <div id="charts"></div>
    <div id="log-panel"><h2>Log <span id="log-count" class="k"></span></h2><div id="log"></div></div>
    </section>
    </main>
    <footer><kbd>space</kbd> play/pause · <kbd>←</kbd> <kbd>→</kbd> one display frame · <kbd>shift</kbd>+<kbd>←</kbd> <kbd>→</kbd> previous/next change · <kbd>Home</kbd> <kbd>End</kbd> · click a log entry or a chart to jump there. Times are the trace's, in seconds.</footer>

    """#

  /// The page's script: reads the data, builds the scene's views, and redraws the
  /// frame for the current time.
  static let script = scriptStart + scriptEnd

  /// The script up to the scene renderers' table, which it opens.
  static let scriptStart = #"""
    'use strict';
    (function () {
    const D = JSON.parse(document.getElementById('gesture-sim-data').textContent);
    const N = D.times.length;
    const TOL = 1e-6;            // an event up to 1 µs after a grid time belongs to that frame
    const W = D.viewport[0], H = D.viewport[1];
    const end = N ? D.times[N - 1] : D.launch;
    const lastGrid = Math.max(0, Math.round((end - D.launch) * D.refresh));
    const series = {};
    for (const s of D.series) series[s.key] = s;
    const $ = (id) => document.getElementById(id);
    const el = (tag, cls, parent) => { const e = document.createElement(tag); if (cls) e.className = cls; if (parent) parent.appendChild(e); return e; };
    const svgNS = 'http://www.w3.org/2000/svg';
    const sv = (tag, attrs, parent) => { const e = document.createElementNS(svgNS, tag); for (const k in attrs) e.setAttribute(k, attrs[k]); if (parent) parent.appendChild(e); return e; };
    const fmt = (v, d) => v === null || v === undefined ? '–' : (Math.abs(v) < 0.5 * Math.pow(10, -d) ? 0 : v).toFixed(d);

    $('title').textContent = D.title;
    $('subtitle').textContent = D.subtitle + (D.cameToRest ? '' : ' · did not come to rest');
    document.title = D.title + ' · gesture-sim view';

    // ---- time ------------------------------------------------------------------
    let now = D.launch, playing = false, speed = 1, wall0 = 0, trace0 = 0, shown = -2, zoom = 1;
    function frameAt(t) {            // the last frame record at or before t (within TOL)
      let lo = 0, hi = N;
      while (lo < hi) { const m = (lo + hi) >> 1; if (D.times[m] <= t + TOL) lo = m + 1; else hi = m; }
      return Math.max(lo - 1, 0);
    }
    const gridIndex = (t) => Math.max(0, Math.min(lastGrid, Math.floor((t - D.launch) * D.refresh + TOL * D.refresh + 1e-9)));
    const gridTime = (k) => D.launch + k / D.refresh;

    // ---- the screen ------------------------------------------------------------
    const stage = $('stage'), screen = $('screen');
    screen.style.width = W + 'px'; screen.style.height = H + 'px';
    function fit() {
      const narrow = window.innerWidth <= 820;
      const maxW = narrow ? window.innerWidth - 48 : Math.max(220, window.innerWidth * 0.42);
      const maxH = narrow ? window.innerHeight * 0.62 : window.innerHeight - 110;
      setZoom(Math.min(maxW / W, maxH / H, 1.25));
    }
    function setZoom(z) {
      zoom = z;
      screen.style.transform = z === 1 ? 'none' : 'scale(' + z + ')';
      stage.style.width = (W * z) + 'px'; stage.style.height = (H * z) + 'px';
    }
    function matrix3d(m) { return 'matrix3d(' + m.join(',') + ')'; }
    // A layer placed as Core Animation places it: the box at position − anchor·size,
    // transform-origin at the anchor point, the model's Transform3D as matrix3d.
    function place(e, l, matrices) {
      e.style.left = l[0] + 'px'; e.style.top = l[1] + 'px';
      e.style.width = l[2] + 'px'; e.style.height = l[3] + 'px';
      e.style.transformOrigin = l[4] + 'px ' + l[5] + 'px';
      e.style.transform = matrix3d(matrices[l[6]]);
    }
    function corners(parent) {
      const list = [];
      for (let c = 0; c < 4; c++) { const m = el('div', 'corner', parent); m.dataset.corner = c; list.push(m); }
      return list;
    }
    function setCorners(list, w, h) {
      const xy = [[0, 0], [w, 0], [w, h], [0, h]];
      list.forEach((m, c) => { m.style.left = xy[c][0] + 'px'; m.style.top = xy[c][1] + 'px'; });
    }
    const rowColors = ['#e8590c', '#f59f00', '#2f9e44', '#1098ad', '#1c7ed6', '#7048e8', '#c2255c'];

    const renderers = {

    """#

  /// The script from the side menu's renderer on.
  static let scriptEnd = #"""
      'side-menu': function () {
        const P = D.picture;
        const detail = el('div', 'detail', screen);
        Object.assign(detail.style, { top: '0px', width: W + 'px', height: H + 'px', background: '#f8f9fa', zIndex: 1 });
        const bar = el('div', '', detail);
        Object.assign(bar.style, { left: '0px', top: '0px', width: W + 'px', height: P.navigationBar[1] + 'px', background: '#e9ecef', borderBottom: '1px solid #ced4da' });
        const title = el('div', '', bar);
        Object.assign(title.style, { left: '0px', width: W + 'px', top: P.navigationBar[0] + 'px', height: (P.navigationBar[1] - P.navigationBar[0]) + 'px', lineHeight: (P.navigationBar[1] - P.navigationBar[0]) + 'px', textAlign: 'center', fontWeight: 600 });
        title.textContent = 'Detail';
        const hb = P.hamburgerFrame;
        const burger = el('div', '', detail);
        Object.assign(burger.style, { left: hb[0] + 'px', top: hb[1] + 'px', width: hb[2] + 'px', height: hb[3] + 'px' });
        for (let b = -1; b <= 1; b++) {
          const line = el('div', '', burger);
          Object.assign(line.style, { left: (hb[2] / 2 - 11) + 'px', top: (hb[3] / 2 - 1.5 + 7 * b) + 'px', width: '22px', height: '3px', background: '#212529', borderRadius: '2px' });
        }
        const photo = el('div', '', detail);
        Object.assign(photo.style, { left: '16px', top: (P.navigationBar[1] + 16) + 'px', width: (W - 32) + 'px', height: (W * 0.6) + 'px', background: '#ced4da', borderRadius: '6px' });
        for (let i = 0; i < 6; i++) {
          const y = P.navigationBar[1] + 32 + W * 0.6 + i * 22;
          if (y > H - 10) break;
          const line = el('div', '', detail);
          Object.assign(line.style, { left: '16px', top: y + 'px', width: ((W - 32) * (i % 3 === 2 ? 0.6 : 1)) + 'px', height: '8px', background: '#dee2e6', borderRadius: '4px' });
        }
        const menu = el('div', 'menu layer3d', screen);
        Object.assign(menu.style, { background: '#212529', zIndex: 0, overflow: 'visible' });
        const mbar = el('div', '', menu);
        Object.assign(mbar.style, { left: '0px', top: '0px', width: P.menuWidth + 'px', height: P.navigationBar[1] + 'px', background: '#495057' });
        P.rows.forEach((r, i) => {
          const row = el('div', '', menu);
          Object.assign(row.style, { left: (r[0] + 0.5) + 'px', top: (r[1] + 0.5) + 'px', width: (r[2] - 1) + 'px', height: (r[3] - 1) + 'px', background: rowColors[i % rowColors.length], color: '#fff', fontSize: '12px', textAlign: 'center', lineHeight: (r[3] - 1) + 'px' });
          row.textContent = 'row ' + i;
        });
        const marks = corners(menu);
        return function (i) {
          const offset = series.offset.values[i];
          detail.style.left = (P.menuWidth - offset) + 'px';
          burger.style.transform = 'rotate(' + P.hamburger[i] + 'rad)';
          const l = P.menu[i];
          place(menu, l, P.matrices);
          menu.style.opacity = P.alpha[i];
          setCorners(marks, l[2], l[3]);
        };
      },

      'cards': function () {
        const P = D.picture;
        const sky = ['#74c0fc', '#ffc078', '#b197fc', '#63e6be', '#ffa8a8', '#ffe066', '#99e9f2', '#faa2c1'];
        const hill = ['#2f9e44', '#e8590c', '#6741d9', '#0ca678', '#e03131', '#f08c00', '#1098ad', '#d6336c'];
        screen.style.background = '#25262b';
        const views = new Map();
        function view(index) {
          let v = views.get(index);
          if (v) return v;
          const card = el('div', 'card layer3d', screen);
          card.style.background = '#364fc7';
          const content = el('div', '', card);
          Object.assign(content.style, { left: '0px', top: '0px', right: '0px', bottom: '0px', background: 'linear-gradient(' + sky[index % 8] + ' 0 60%, ' + hill[index % 8] + ' 60% 100%)' });
          const label = el('div', '', content);
          Object.assign(label.style, { left: '10px', top: '8px', color: '#fff', fontWeight: 700, fontSize: '18px', textShadow: '0 1px 2px rgba(0,0,0,.5)' });
          label.textContent = 'card ' + index;
          // The layer's border is drawn inside its bounds, over the content (CALayer.borderWidth).
          const border = el('div', '', card);
          Object.assign(border.style, { left: '0px', top: '0px', right: '0px', bottom: '0px', borderStyle: 'solid', borderColor: '#fff' });
          const dim = el('div', '', card);
          Object.assign(dim.style, { left: '0px', top: '0px', right: '0px', bottom: '0px', background: '#000' });
          v = { card, content, border, dim, marks: corners(card) };
          views.set(index, v);
          return v;
        }
        return function (i) {
          const seen = new Set();
          for (const c of P.cards[i]) {
            // [index, depth, left, top, width, height, originX, originY, matrix, hidden, alpha, border, dimming]
            const v = view(c[0]);
            seen.add(c[0]);
            v.card.style.display = '';
            place(v.card, c.slice(2, 9), P.matrices);
            v.card.style.zIndex = 100 - c[1];
            v.border.style.borderWidth = c[11] + 'px';
            // The card's back is its view's background colour, which shows once the content is hidden.
            v.content.style.opacity = c[9] ? 0 : c[10];
            v.dim.style.opacity = c[12];
            setCorners(v.marks, c[4], c[5]);
            v.card.dataset.index = c[0];
          }
          for (const [index, v] of views) if (!seen.has(index)) v.card.style.display = 'none';
        };
      },

      'table': function () {
        const P = D.picture;
        screen.style.background = '#f1f3f5';
        const rows = new Map();
        const indicator = el('div', '', screen);
        Object.assign(indicator.style, { width: '3px', right: '3px', left: 'auto', background: 'rgba(0,0,0,.35)', borderRadius: '2px', zIndex: 10, transition: 'opacity .2s' });
        function row(index) {
          let r = rows.get(index);
          if (r) return r;
          const cell = el('div', '', screen);
          Object.assign(cell.style, { left: '0px', width: W + 'px', height: P.rowHeight + 'px', borderBottom: '1px solid #dee2e6', background: '#fff' });
          const content = el('div', '', cell);
          Object.assign(content.style, { left: '0px', top: '0px', width: W + 'px', height: P.rowHeight + 'px', transformOrigin: '50% 50%' });
          const card = el('div', '', content);
          Object.assign(card.style, { left: '12px', top: '8px', width: (W - 24) + 'px', height: (P.rowHeight - 16) + 'px', background: rowColors[index % rowColors.length], borderRadius: '8px', color: '#fff', fontWeight: 600, padding: '8px 12px' });
          card.textContent = 'row ' + index;
          r = { cell, content };
          rows.set(index, r);
          return r;
        }
        return function (i) {
          const seen = new Set();
          for (const r of P.rows[i]) {   // [row, minY, opacity, rotation, translationX, translationY]
            const v = row(r[0]);
            seen.add(r[0]);
            v.cell.style.display = '';
            v.cell.style.top = r[1] + 'px';
            const c = Math.cos(r[3]), s = Math.sin(r[3]);
            v.content.style.transform = 'matrix(' + [c, s, -s, c, r[4], r[5]].join(',') + ')';
            v.content.style.opacity = r[2];
          }
          for (const [index, v] of rows) if (!seen.has(index)) v.cell.style.display = 'none';
          const bar = P.indicator[i];  // [top, length, visible]
          indicator.style.top = bar[0] + 'px'; indicator.style.height = bar[1] + 'px';
          indicator.style.opacity = bar[2] ? 1 : 0;
        };
      },

      'scroll-view': function () {
        const P = D.picture;
        const CW = P.content[0], CH = P.content[1], inset = P.inset;   // inset: [top, left, bottom, right]
        screen.style.background = '#495057';
        // The content: its origin on screen at −contentOffset (the scroll view's bounds origin), so
        // an overscroll shows the background past the content's edge.
        const content = el('div', 'content', screen);
        Object.assign(content.style, { left: '0px', top: '0px', width: CW + 'px', height: CH + 'px', background: '#f8f9fa', overflow: 'visible' });
        // The content insets: bands around the content that the scrollable range includes.
        for (const b of [
          [-inset[1], -inset[0], CW + inset[1] + inset[3], inset[0], 'contentInset.top ' + inset[0]],
          [-inset[1], CH, CW + inset[1] + inset[3], inset[2], 'contentInset.bottom ' + inset[2]],
          [-inset[1], 0, inset[1], CH, 'left ' + inset[1]],
          [CW, 0, inset[3], CH, 'right ' + inset[3]],
        ]) {
          if (!(b[2] > 0 && b[3] > 0)) continue;
          const band = el('div', 'inset', content);
          Object.assign(band.style, { left: b[0] + 'px', top: b[1] + 'px', width: b[2] + 'px', height: b[3] + 'px', background: 'repeating-linear-gradient(45deg, #ffe3e3 0 6px, #fff5f5 6px 12px)', color: '#c92a2a', fontSize: '11px', lineHeight: '14px', overflow: 'hidden', whiteSpace: 'nowrap', padding: '2px 4px' });
          band.textContent = b[4] + ' pt';
        }
        // The grid: pages (paging), the snap grid, or rows/columns; cells under 16 pt are drawn in groups.
        const step = [Math.max(1, Math.ceil(16 / P.cell[0])), Math.max(1, Math.ceil(16 / P.cell[1]))];
        const cw = P.cell[0] * step[0], ch = P.cell[1] * step[1];
        const nx = Math.ceil(CW / cw - 1e-9), ny = Math.ceil(CH / ch - 1e-9);
        const colors = ['#a5d8ff', '#ffd8a8', '#b2f2bb', '#eebefa', '#ffec99'];
        const name = P.grid === 'row' ? (nx > 1 && ny > 1 ? 'cell' : nx > 1 ? 'column' : 'row') : P.grid;
        const pad = P.grid === 'page' ? 8 : 3, gap = P.pageGap;
        const cells = new Map();
        function cell(i, j) {
          const key = i + ',' + j;
          let c = cells.get(key);
          if (c) return c;
          c = el('div', 'cell', content);
          const x = i * cw, y = j * ch;
          const w = Math.min(cw, CW - x) - (P.grid === 'page' ? gap : 0), h = Math.min(ch, CH - y) - (P.grid === 'page' ? gap : 0);
          Object.assign(c.style, { left: (x + pad) + 'px', top: (y + pad) + 'px', width: Math.max(0, w - 2 * pad) + 'px', height: Math.max(0, h - 2 * pad) + 'px', background: colors[(i + j) % colors.length], borderRadius: P.grid === 'page' ? '12px' : '6px', color: '#343a40', fontWeight: 600, fontSize: Math.min(14, Math.max(8, Math.min(cw, ch) / 3)) + 'px', padding: '2px 6px', overflow: 'hidden', whiteSpace: 'nowrap' });
          const a = i * step[0], b = j * step[1];
          c.textContent = name + ' ' + (nx > 1 && ny > 1 ? '(' + a + ', ' + b + ')' : nx > 1 ? a : b);
          cells.set(key, c);
          return c;
        }
        function layout(ox, oy) {
          const i0 = Math.max(0, Math.floor(ox / cw)), i1 = Math.min(nx - 1, Math.floor((ox + W) / cw));
          const j0 = Math.max(0, Math.floor(oy / ch)), j1 = Math.min(ny - 1, Math.floor((oy + H) / ch));
          const seen = new Set();
          for (let i = i0; i <= i1 && i - i0 < 200; i++) {
            for (let j = j0; j <= j1 && j - j0 < 200; j++) {
              const c = cell(i, j);
              c.style.display = '';
              seen.add(c);
            }
          }
          for (const [key, c] of cells) {
            if (seen.has(c)) continue;
            if (cells.size > 600) { c.remove(); cells.delete(key); } else c.style.display = 'none';
          }
        }
        // The scroll indicators, in the scroll view's frame (the screen's top-left).
        function bar(cls) {
          const b = el('div', 'indicator ' + cls, screen);
          Object.assign(b.style, { background: 'rgba(0,0,0,.35)', borderRadius: (P.barThickness / 2) + 'px', boxShadow: '0 0 0 1px rgba(255,255,255,.5)', zIndex: 10 });
          return b;
        }
        const vbar = bar('vertical'), hbar = bar('horizontal');
        if (P.barX !== null) { vbar.style.left = P.barX + 'px'; vbar.style.width = P.barThickness + 'px'; } else vbar.style.display = 'none';
        if (P.barY !== null) { hbar.style.top = P.barY + 'px'; hbar.style.height = P.barThickness + 'px'; } else hbar.style.display = 'none';
        return function (i) {
          const ox = series.offsetX.values[i], oy = series.offsetY.values[i];
          content.style.transform = 'translate(' + (-ox) + 'px, ' + (-oy) + 'px)';
          layout(ox, oy);
          const b = P.bars[i];   // [vertical top, length, horizontal left, length, shown]
          if (b[0] !== null) { vbar.style.top = b[0] + 'px'; vbar.style.height = b[1] + 'px'; }
          if (b[2] !== null) { hbar.style.left = b[2] + 'px'; hbar.style.width = b[3] + 'px'; }
          vbar.style.opacity = hbar.style.opacity = b[4] ? 1 : 0;
          screen.dataset.indicators = b[4] ? 'shown' : 'hidden';
        };
      },

      'dropdown': function () {
        const P = D.picture;
        screen.style.background = '#212529';
        function mainView(parent) {
          const v = el('div', '', parent);
          Object.assign(v.style, { left: '0px', top: '0px', width: W + 'px', height: H + 'px', background: '#fff' });
          const bar = el('div', '', v);
          Object.assign(bar.style, { left: '0px', top: '0px', width: W + 'px', height: P.navigationBar[1] + 'px', background: '#e9ecef', borderBottom: '1px solid #ced4da' });
          const title = el('div', '', bar);
          Object.assign(title.style, { left: '0px', width: W + 'px', top: P.navigationBar[0] + 'px', lineHeight: (P.navigationBar[1] - P.navigationBar[0]) + 'px', textAlign: 'center', fontWeight: 600 });
          const b = P.menuButton;
          const button = el('div', '', v);
          Object.assign(button.style, { left: b[0] + 'px', top: b[1] + 'px', width: b[2] + 'px', height: b[3] + 'px', color: '#1c7ed6', textAlign: 'center', lineHeight: b[3] + 'px', fontSize: '22px' });
          button.textContent = '☰';
          for (let r = 0; r < P.newsRowCount; r++) {
            const y = P.newsList[1] + r * P.newsRowHeight;
            if (y > H) break;
            const row = el('div', '', v);
            Object.assign(row.style, { left: '0px', top: y + 'px', width: W + 'px', height: P.newsRowHeight + 'px', borderBottom: '1px solid #dee2e6', padding: '10px 16px' });
            row.textContent = 'story ' + (r + 1);
          }
          return { v, title };
        }
        const menu = el('div', '', screen);
        Object.assign(menu.style, { left: '0px', top: '0px', width: W + 'px', height: H + 'px' });
        P.menuItems.forEach((name, r) => {
          const f = P.menuRows[r];
          const row = el('div', '', menu);
          Object.assign(row.style, { left: f[0] + 'px', top: f[1] + 'px', width: f[2] + 'px', height: f[3] + 'px', color: '#fff', fontSize: '20px', fontWeight: 600, textAlign: 'center', lineHeight: f[3] + 'px', borderBottom: '1px solid #343a40' });
          row.textContent = name;
        });
        const main = mainView(screen);
        main.v.style.boxShadow = '0 -4px 16px rgba(0,0,0,.5)';
        return function (i) {
          const f = P.frames[i];   // [menuTranslationY | null, snapshotTranslationY | null, title]
          menu.style.display = f[0] === null ? 'none' : '';
          if (f[0] !== null) menu.style.transform = 'translateY(' + f[0] + 'px)';
          main.v.style.transform = f[1] === null ? 'none' : 'translateY(' + f[1] + 'px)';
          main.title.textContent = f[2];
        };
      },

      'transitions': function () {
        const P = D.picture;
        screen.style.background = '#000';
        function screenView(name, color) {
          const v = el('div', '', screen);
          Object.assign(v.style, { left: '0px', top: '0px', width: W + 'px', height: H + 'px', background: color, backfaceVisibility: 'hidden' });
          const bar = el('div', '', v);
          Object.assign(bar.style, { left: '0px', top: '0px', width: W + 'px', height: P.navigationBar[1] + 'px', background: 'rgba(255,255,255,.6)', borderBottom: '1px solid #ced4da' });
          const title = el('div', '', bar);
          Object.assign(title.style, { left: '0px', width: W + 'px', top: P.navigationBar[0] + 'px', lineHeight: (P.navigationBar[1] - P.navigationBar[0]) + 'px', textAlign: 'center', fontWeight: 600 });
          title.textContent = name;
          return v;
        }
        const views = {};
        for (const s of P.screens) views[s[0]] = screenView(s[1], s[2]);
        const overlay = el('div', '', screen);
        const o = P.overlay;
        Object.assign(overlay.style, { left: o[0] + 'px', top: o[1] + 'px', width: o[2] + 'px', height: o[3] + 'px', background: '#fff', borderRadius: '14px', boxShadow: '0 8px 30px rgba(0,0,0,.4)', zIndex: 50, textAlign: 'center', paddingTop: '40px', fontWeight: 600 });
        overlay.textContent = 'pop-up';
        return function (i) {
          const f = P.frames[i];   // [under, over, overTranslationY, flipAngle, dissolve, overlayAlpha, overlayScale]
          for (const k in views) { views[k].style.display = 'none'; views[k].style.transform = 'none'; views[k].style.opacity = 1; views[k].style.zIndex = 0; }
          const under = views[f[0]], over = f[1] !== null ? views[f[1]] : null;
          under.style.display = '';
          if (over) {
            over.style.display = ''; over.style.zIndex = 2;
            if (f[2] !== null) over.style.transform = 'translateY(' + f[2] + 'px)';
            if (f[3] !== null) {
              // The flip: the old view while |angle| < π/2, then the new one (turned the rest of the way).
              const a = f[3], showNew = Math.abs(a) >= Math.PI / 2;
              under.style.display = showNew ? 'none' : '';
              over.style.display = showNew ? '' : 'none';
              const shown = showNew ? over : under, angle = showNew ? a - Math.sign(a) * Math.PI : a;
              shown.style.transform = 'perspective(' + P.flipPerspective + 'px) rotateY(' + angle + 'rad)';
            }
            if (f[4] !== null) over.style.opacity = f[4];
          }
          overlay.style.display = f[5] === null ? 'none' : '';
          if (f[5] !== null) { overlay.style.opacity = f[5]; overlay.style.transform = 'scale(' + f[6] + ')'; }
        };
      },
    };
    const draw = renderers[D.scene]();

    // ---- fingers ---------------------------------------------------------------
    const fingers = sv('svg', { id: 'fingers', width: W, height: H, viewBox: '0 0 ' + W + ' ' + H }, screen);
    fingers.id = 'fingers';
    const strokes = [];
    { const open = new Map();
      for (const s of D.touches) {   // [t, id, x, y, phase]
        let k = open.get(s[1]);
        if (k === undefined || s[4] === 'began') { k = strokes.length; strokes.push([]); open.set(s[1], k); }
        strokes[k].push(s);
        if (s[4] === 'ended' || s[4] === 'cancelled') open.delete(s[1]);
      } }
    const TRAIL = 0.15;
    function drawFingers(t) {
      while (fingers.firstChild) fingers.removeChild(fingers.firstChild);
      for (const st of strokes) {
        if (st[0][0] > t + TOL) continue;
        let j = 0;
        while (j + 1 < st.length && st[j + 1][0] <= t + TOL) j++;
        const last = st[j], lifted = last[4] === 'ended' || last[4] === 'cancelled';
        if (lifted && t - last[0] > TRAIL) continue;
        const pts = [];
        for (let k = 0; k <= j; k++) if (st[k][0] >= t - TRAIL) pts.push(st[k][2] + ',' + st[k][3]);
        if (pts.length > 1) sv('polyline', { points: pts.join(' '), fill: 'none', stroke: 'rgba(240,62,62,.55)', 'stroke-width': 4, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }, fingers);
        sv('circle', { cx: last[2], cy: last[3], r: 14, fill: lifted ? 'none' : 'rgba(240,62,62,.35)', stroke: '#f03e3e', 'stroke-width': 2, 'stroke-dasharray': lifted ? '4 3' : '' }, fingers);
      }
    }

    // ---- status ----------------------------------------------------------------
    const status = $('status');
    function statusCell(label, wide) {
      const c = el('div', wide ? 'wide' : '', status);
      el('div', 'k', c).textContent = label;
      return el('div', 'v', c);
    }
    const stTime = statusCell('time (s)'), stFrame = statusCell('display frame');
    const stSeries = D.series.map((s) => [s, statusCell(s.label + (s.unit ? ' (' + s.unit + ')' : ''))]);
    const stState = statusCell('state', true);

    // ---- charts ----------------------------------------------------------------
    const CW = 600, CH = 150, L = 46, R = 8, T = 16, B = 18;
    const t0 = D.launch, t1 = Math.max(end, D.touches.length ? D.touches[D.touches.length - 1][0] : end, D.launch + 1e-3);
    const xOf = (t) => L + (t - t0) / (t1 - t0) * (CW - L - R);
    const laneColor = { callback: '#1864ab', gesture: '#5f3dc4', action: '#2b8a3e', flip: '#2b8a3e', flipEnd: '#c2255c', warning: '#c92a2a', tap: '#5f3dc4', transition: '#2b8a3e', display: '#1098ad', refusedTouch: '#c92a2a' };
    const cursors = [];
    for (const c of D.charts) {
      const box = el('div', 'chart', $('charts'));
      el('h2', '', box).textContent = c.title + ' (' + c.unit + ')';
      // A chart of two series or more (the scroll view's x and y) names each line's colour.
      if (c.series.length > 1) {
        const legend = el('div', 'legend', box);
        for (const [key, color] of c.series) {
          const item = el('span', 'item', legend);
          el('span', 'swatch', item).style.background = color;
          item.appendChild(document.createTextNode(series[key].label));
        }
      }
      const svg = sv('svg', { viewBox: '0 0 ' + CW + ' ' + CH, preserveAspectRatio: 'none' }, box);
      let lo = Infinity, hi = -Infinity;
      for (const [key] of c.series) for (const v of series[key].values) if (v !== null) { lo = Math.min(lo, v); hi = Math.max(hi, v); }
      const dataLo = lo, dataHi = hi;
      for (const g of c.guides) { lo = Math.min(lo, g[0]); hi = Math.max(hi, g[0]); }
      if (!(lo < hi)) { lo = (isFinite(lo) ? lo : 0) - 1; hi = lo + 2; }
      const pad = (hi - lo) * 0.08; lo -= pad; hi += pad;
      const yOf = (v) => T + (hi - v) / (hi - lo) * (CH - T - B);
      sv('line', { x1: L, x2: L, y1: T, y2: CH - B, stroke: '#ced4da' }, svg);
      sv('line', { x1: L, x2: CW - R, y1: CH - B, y2: CH - B, stroke: '#ced4da' }, svg);
      for (const g of c.guides) {
        sv('line', { x1: L, x2: CW - R, y1: yOf(g[0]), y2: yOf(g[0]), stroke: '#adb5bd', 'stroke-dasharray': '3 3' }, svg);
        if (g[1]) sv('text', { x: CW - R - 2, y: yOf(g[0]) - 2, 'text-anchor': 'end' }, svg).textContent = g[1];
      }
      // The axis is labelled with the data's own extremes (and the guides' values), a value
      // that is not whole with a decimal (two under 10): a pager that settles 0.5 pt past its
      // page at 375 shows 375.5, not 376.
      const ticks = [];
      if (isFinite(dataHi)) ticks.push(dataHi);
      if (isFinite(dataLo) && dataLo !== dataHi) ticks.push(dataLo);
      for (const g of c.guides) ticks.push(g[0]);
      let lastY = -100;
      for (const v of ticks.sort((a, b) => b - a)) {
        const y = yOf(v);
        if (y - lastY < 10) continue;
        lastY = y;
        sv('text', { x: L - 4, y: y + 3, 'text-anchor': 'end' }, svg).textContent = fmt(v, v === Math.round(v) ? 0 : Math.abs(v) < 10 ? 2 : 1);
      }
      for (let k = 0; k <= 4; k++) {
        const t = t0 + (t1 - t0) * k / 4;
        sv('text', { x: xOf(t), y: CH - 4, 'text-anchor': k === 0 ? 'start' : k === 4 ? 'end' : 'middle' }, svg).textContent = t.toFixed(3);
      }
      // Each series as a step line: a value holds until the next frame record.
      for (const [key, color] of c.series) {
        const vals = series[key].values;
        let d = '', open = false;
        for (let i = 0; i < N; i++) {
          const v = vals[i];
          if (v === null) { open = false; continue; }
          const x = xOf(D.times[i]).toFixed(2), y = yOf(v).toFixed(2);
          d += open ? ' H' + x + ' V' + y : ' M' + x + ' ' + y;
          open = true;
        }
        if (open && N) d += ' H' + xOf(t1).toFixed(2);
        sv('path', { d: d, fill: 'none', stroke: color, 'stroke-width': 1.6, 'vector-effect': 'non-scaling-stroke' }, svg);
      }
      // Markers: touches at the bottom, recognitions and callbacks at the top.
      for (const s of D.touches) {
        if (s[4] !== 'began' && s[4] !== 'ended' && s[4] !== 'cancelled') continue;
        const x = xOf(s[0]);
        const m = sv('path', { d: s[4] === 'began' ? 'M' + (x - 4) + ' ' + (CH - B - 1) + ' h8 l-4 -7 z' : 'M' + (x - 4) + ' ' + (CH - B - 8) + ' h8 l-4 7 z', fill: s[4] === 'cancelled' ? '#c92a2a' : '#495057' }, svg);
        sv('title', {}, m).textContent = s[0] + ' touch ' + s[4] + ' (finger ' + s[1] + ')';
      }
      for (const e of D.log) {
        if (!e[4]) continue;
        const x = xOf(e[0]);
        const m = sv('line', { x1: x, x2: x, y1: 2, y2: T - 2, stroke: laneColor[e[1]] || '#495057', 'stroke-width': 2 }, svg);
        sv('title', {}, m).textContent = e[0] + ' ' + e[1] + ' ' + e[2];
      }
      cursors.push(sv('line', { x1: L, x2: L, y1: 0, y2: CH, stroke: '#f03e3e', 'stroke-width': 1.5, 'vector-effect': 'non-scaling-stroke' }, svg));
      svg.addEventListener('click', (ev) => {
        const r = svg.getBoundingClientRect();
        const x = (ev.clientX - r.left) / r.width * CW;
        pause(); seek(t0 + (x - L) / (CW - L - R) * (t1 - t0));
      });
    }

    // ---- log -------------------------------------------------------------------
    const log = $('log');
    const byFrame = new Map();
    const rows = D.log.map((e, k) => {
      const row = el('div', '', log);
      const t = el('span', 't', row); t.textContent = e[0].toFixed(4);
      const lane = el('span', 'lane', row); lane.textContent = e[1]; lane.style.color = laneColor[e[1]] || '#495057';
      row.appendChild(document.createTextNode(e[2]));
      row.title = e[0] + ' ' + e[1] + ' ' + e[2];
      const f = Math.min(e[3], N - 1);
      if (!byFrame.has(f)) byFrame.set(f, []);
      byFrame.get(f).push(row);
      row.addEventListener('click', () => { pause(); seek(N ? D.times[f] : e[0]); });
      return row;
    });
    function lastEntryBefore(i) {   // the last log entry shown by frame i or an earlier one (-1: none)
      let lo = 0, hi = D.log.length;
      while (lo < hi) { const m = (lo + hi) >> 1; if (D.log[m][3] <= i) lo = m + 1; else hi = m; }
      return lo - 1;
    }
    $('log-count').textContent = '(' + rows.length + ' entries; the current frame\'s are highlighted)';
    let highlighted = [];

    // ---- update ----------------------------------------------------------------
    const scrub = $('scrub');
    scrub.max = lastGrid;
    function render() {
      const i = frameAt(now);
      const k = gridIndex(now);
      scrub.value = k;
      stTime.textContent = now.toFixed(4);
      stFrame.textContent = k + ' of ' + lastGrid + (N && Math.abs(D.times[i] - now) <= TOL ? '' : ' (held)');
      for (const [s, cell] of stSeries) cell.textContent = fmt(N ? s.values[i] : null, s.decimals);
      stState.textContent = N ? D.stateNames[D.states[i]] : '';
      const x = xOf(now).toFixed(2);
      for (const c of cursors) { c.setAttribute('x1', x); c.setAttribute('x2', x); }
      if (i !== shown && N) {
        draw(i);
        shown = i;
        for (const r of highlighted) r.classList.remove('current');
        highlighted = byFrame.get(i) || [];
        for (const r of highlighted) r.classList.add('current');
        // Keep the current frame's first entry in view, or else the last entry before it.
        const r = highlighted.length ? highlighted[0] : rows[lastEntryBefore(i)];
        if (r) {
          const top = r.offsetTop, box = log;
          if (top < box.scrollTop || top > box.scrollTop + box.clientHeight - 20) box.scrollTop = top - 40;
        }
      }
      drawFingers(now);
    }
    function seek(t) { now = Math.min(Math.max(t, D.launch), end); render(); }
    function showFrame(i) { pause(); seek(D.times[Math.max(0, Math.min(N - 1, i))]); }

    // ---- playback --------------------------------------------------------------
    const playButton = $('play');
    function pause() { playing = false; playButton.textContent = '▶ Play'; }
    function play() {
      if (now >= end) now = D.launch;
      playing = true; playButton.textContent = '❚❚ Pause';
      wall0 = performance.now(); trace0 = now;
      requestAnimationFrame(tick);
    }
    function tick(ts) {
      if (!playing) return;
      // Trace time from the wall clock since play was pressed, snapped to the frame grid.
      const t = trace0 + Math.max(0, ts - wall0) / 1000 * speed;
      if (t >= end) { seek(end); pause(); return; }
      seek(gridTime(gridIndex(t)));
      requestAnimationFrame(tick);
    }
    playButton.addEventListener('click', () => (playing ? pause() : play()));
    for (const b of document.querySelectorAll('.speed')) {
      b.addEventListener('click', () => {
        for (const o of document.querySelectorAll('.speed')) o.classList.toggle('on', o === b);
        speed = parseFloat(b.dataset.speed);
        if (playing) { wall0 = performance.now(); trace0 = now; }
      });
    }
    function step(dk) { pause(); seek(gridTime(Math.max(0, Math.min(lastGrid, gridIndex(now) + dk)))); }
    function jump(di) {
      pause();
      const i = frameAt(now);
      const exact = N && Math.abs(D.times[i] - now) <= TOL;
      const target = di > 0 ? i + 1 : (exact ? i - 1 : i);
      seek(D.times[Math.max(0, Math.min(N - 1, target))]);
    }
    $('prev').addEventListener('click', () => step(-1));
    $('next').addEventListener('click', () => step(1));
    scrub.addEventListener('input', () => { pause(); seek(gridTime(parseInt(scrub.value, 10))); });
    document.addEventListener('keydown', (ev) => {
      if (ev.target && ev.target.tagName === 'INPUT' && ev.key !== ' ') return;
      if (ev.key === 'ArrowRight') { ev.shiftKey ? jump(1) : step(1); }
      else if (ev.key === 'ArrowLeft') { ev.shiftKey ? jump(-1) : step(-1); }
      else if (ev.key === ' ') { playing ? pause() : play(); }
      else if (ev.key === 'Home') { pause(); seek(D.launch); }
      else if (ev.key === 'End') { pause(); seek(end); }
      else return;
      ev.preventDefault();
    });
    window.addEventListener('resize', fit);

    window.gestureSim = {
      data: D, frameCount: N,
      frameTime: (i) => D.times[i],
      showFrame: showFrame, seek: seek, setZoom: (z) => { setZoom(z); render(); },
      state: () => ({ time: now, frame: frameAt(now), grid: gridIndex(now), playing: playing, speed: speed }),
      play: play, pause: pause,
    };
    fit();
    render();
    window.gestureSim.readyAt = performance.now();
    })();

    """#
}
