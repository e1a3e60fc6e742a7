extension ViewerPage {
  /// The screen's renderer (``ScreenViewer``), an entry of the script's renderers
  /// table: the hierarchy as nested boxes (each view at its frame in its superview,
  /// a scroll view's subviews inside its content, which moves by minus its offset
  /// each frame, clipped where `clips-to-bounds` says), each view's touch calls as a
  /// badge, and under the charts one lane per recognizer (its state over time) and
  /// per view that received touches (its calls), with a cursor at the current time.
  static let screenRenderer = #"""
      'screen': function () {
        const P = D.picture;   // views: [id, parent, x, y, w, h, scroll index, clips, hidden, alpha, interactive, content]
        screen.style.background = '#e9ecef';
        const fills = ['#ffffff', '#d0ebff', '#d3f9d8', '#fff3bf', '#f3d9fa', '#ffe8cc', '#c5f6fa'];
        const depth = [], boxes = [], inners = [], contents = [], badges = {};
        P.views.forEach((v, k) => {
          const d = v[1] < 0 ? 0 : depth[v[1]] + 1;
          depth.push(d);
          const parent = v[1] < 0 ? screen : inners[v[1]];
          const box = el('div', 'view', parent);
          box.dataset.view = v[0];
          const muted = v[8] || v[9] < 0.01 || !v[10];
          Object.assign(box.style, { left: v[2] + 'px', top: v[3] + 'px', width: v[4] + 'px', height: v[5] + 'px', background: v[8] ? 'transparent' : fills[d % fills.length], outline: (v[6] >= 0 ? 2 : 1) + 'px ' + (muted ? 'dashed' : 'solid') + ' ' + (v[6] >= 0 ? '#1c7ed6' : '#868e96'), outlineOffset: '-1px', overflow: v[7] ? 'hidden' : 'visible', opacity: v[8] ? 0.6 : Math.max(v[9], 0.25) });
          let inner = box;
          if (v[6] >= 0) {
            // A scroll view: its content, whose origin sits at −contentOffset in the scroll view's frame.
            inner = el('div', 'content', box);
            Object.assign(inner.style, { left: '0px', top: '0px', width: v[11][0] + 'px', height: v[11][1] + 'px', background: 'repeating-linear-gradient(0deg, transparent 0 43px, rgba(28,126,214,.12) 43px 44px), repeating-linear-gradient(90deg, transparent 0 43px, rgba(28,126,214,.12) 43px 44px)' });
            contents[v[6]] = inner;
          }
          inners.push(inner);
          boxes.push(box);
          const label = el('div', 'label', box);
          Object.assign(label.style, { left: '3px', [v[6] >= 0 ? 'bottom' : 'top']: '2px', font: '600 11px/14px ui-monospace, Menlo, monospace', color: v[6] >= 0 ? '#1864ab' : '#495057', background: 'rgba(255,255,255,.75)', padding: '0 3px', borderRadius: '3px', whiteSpace: 'nowrap', zIndex: 5 });
          label.textContent = v[0] + (v[6] >= 0 ? ' (scroll view)' : '') + (v[8] ? ' (hidden)' : '') + (!v[10] ? ' (no interaction)' : '') + (v[9] < 1 ? ' α ' + v[9] : '');
          const badge = el('div', 'touch-badge', box);
          Object.assign(badge.style, { right: '3px', top: '2px', font: '600 11px/14px ui-monospace, Menlo, monospace', color: '#fff', background: '#e8590c', padding: '0 4px', borderRadius: '3px', whiteSpace: 'nowrap', zIndex: 6, display: 'none' });
          badges[v[0]] = badge;
        });

        // ---- lanes: each recognizer's state, each view's touch calls ----
        const t0 = D.launch, t1 = Math.max(end, D.touches.length ? D.touches[D.touches.length - 1][0] : end, D.launch + 1e-3);
        const pct = (t) => ((46 + (t - t0) / (t1 - t0) * (600 - 46 - 8)) / 600 * 100) + '%';
        const stateColor = { began: '#1c7ed6', changed: '#1c7ed6', ended: '#2b8a3e', recognized: '#2b8a3e', failed: '#c92a2a', cancelled: '#e8590c', possible: '#adb5bd' };
        const box = el('div', 'chart lanes', $('charts'));
        el('h2', '', box).textContent = 'recognizers and touch delivery';
        const legend = el('div', 'legend', box);
        for (const [name, color] of [['possible', '#dee2e6'], ['began / changed', '#1c7ed6'], ['ended / recognized', '#2b8a3e'], ['failed', '#c92a2a'], ['cancelled', '#e8590c'], ['touch delivered', '#ffc078']]) {
          const item = el('span', 'item', legend);
          el('span', 'swatch', item).style.background = color;
          item.appendChild(document.createTextNode(name));
        }
        const area = el('div', '', box);
        Object.assign(area.style, { position: 'relative', border: '1px solid var(--line)', borderRadius: '6px', padding: '2px 0 4px', cursor: 'crosshair', background: '#fff' });
        // A lane: its name on the top line, the track under it, and the marks' words on the top
        // line after the name or under the track, wherever they fit (else only in the tooltip).
        // The words are placed at the first draw, once the page has its final layout.
        let words = [];
        function lane(title, cls) {
          const row = el('div', 'lane ' + cls, area);
          Object.assign(row.style, { position: 'relative', height: '46px' });
          const name = el('div', 'lane-name', row);
          Object.assign(name.style, { position: 'absolute', left: '6px', top: '1px', fontSize: '11px', fontWeight: 600, color: '#343a40', whiteSpace: 'nowrap' });
          name.textContent = title;
          row.free = [6 + title.length * 6.5 + 8, 0];   // where each text line is free from, in px
          const track = el('div', 'track', row);
          Object.assign(track.style, { position: 'absolute', left: pct(t0), right: (8 / 600 * 100) + '%', top: '16px', height: '12px', background: '#f1f3f5', borderRadius: '2px' });
          return row;
        }
        function span(row, ta, tb, color, tip) {
          const s = el('div', 'span', row);
          Object.assign(s.style, { position: 'absolute', left: pct(ta), width: 'max(2px, calc(' + pct(tb) + ' - ' + pct(ta) + '))', top: '16px', height: '12px', background: color, borderRadius: '2px' });
          s.title = tip;
          return s;
        }
        function mark(row, t, color, text, tip) {
          const m = el('div', 'mark', row);
          Object.assign(m.style, { position: 'absolute', left: 'calc(' + pct(t) + ' - 1px)', top: '14px', width: '3px', height: '16px', background: color });
          m.title = tip;
          words.push([row, t, color, text, tip]);
        }
        function placeWords() {
          const areaWidth = Math.max(area.getBoundingClientRect().width, 300);
          for (const [row, t, color, text, tip] of words) {
            const x = (46 + (t - t0) / (t1 - t0) * (600 - 46 - 8)) / 600 * areaWidth + 4, width = text.length * 6.2 + 6;
            const line = row.free[0] <= x ? 0 : row.free[1] <= x ? 1 : -1;
            if (line < 0) continue;
            row.free[line] = x + width;
            const label = el('div', 'mark-text', row);
            Object.assign(label.style, { position: 'absolute', left: 'calc(' + pct(t) + ' + 4px)', top: line ? '30px' : '1px', fontSize: '11px', fontWeight: 600, color: color, whiteSpace: 'nowrap' });
            label.textContent = text;
            label.title = tip;
          }
          words = null;
        }
        for (const [id, kind, view, steps] of P.lanes) {   // steps: [t, state, reason | null]
          const row = lane(id + ' · ' + kind + ' on ' + view, 'recognizer');
          row.dataset.recognizer = id;
          row.dataset.states = steps.map((s) => s[1] + (s[2] ? ': ' + s[2] : '')).join('; ');
          let active = null;
          for (const [t, state, reason] of steps) {
            const tip = t.toFixed(4) + ' s ' + id + ' ' + state + (reason ? ': ' + reason : '');
            if (state === 'began' || state === 'changed') { if (active === null) active = t; continue; }
            if (active !== null) { span(row, active, t, stateColor.began, id + ' began at ' + active.toFixed(4) + ' s'); active = null; }
            mark(row, t, stateColor[state], state + (reason ? ': ' + reason : ''), tip);
          }
          if (active !== null) span(row, active, t1, stateColor.began, id + ' began at ' + active.toFixed(4) + ' s');
        }
        const delivered = new Map();
        for (const d of P.deliveries) {   // [t, view, phase, finger]
          if (!delivered.has(d[1])) delivered.set(d[1], []);
          delivered.get(d[1]).push(d);
        }
        for (const [view, calls] of delivered) {
          const row = lane('touches delivered to ' + view, 'delivery');
          row.dataset.view = view;
          const open = new Map();
          for (const [t, view, phase, finger] of calls) {
            const tip = t.toFixed(4) + ' s ' + view + ' touches' + phase[0].toUpperCase() + phase.slice(1) + ' (finger ' + finger + ')';
            if (phase === 'began') { open.set(finger, t); mark(row, t, '#e8590c', 'began', tip); }
            else if (phase === 'ended' || phase === 'cancelled') {
              if (open.has(finger)) { span(row, open.get(finger), t, '#ffc078', tip).style.zIndex = 0; open.delete(finger); }
              mark(row, t, phase === 'ended' ? '#2b8a3e' : '#c92a2a', phase, tip);
            }
          }
          for (const [finger, t] of open) span(row, t, t1, '#ffc078', view + ' finger ' + finger + ' still down');
        }
        if (!P.lanes.length && !delivered.size) el('div', 'k', area).textContent = 'no recognizer and no touch delivered';
        const cursor = el('div', 'lane-cursor', area);
        Object.assign(cursor.style, { position: 'absolute', top: '0px', bottom: '0px', width: '1.5px', background: '#f03e3e', pointerEvents: 'none' });
        area.addEventListener('click', (ev) => {
          const r = area.getBoundingClientRect();
          const x = (ev.clientX - r.left) / r.width * 600;
          pause(); seek(t0 + (x - 46) / (600 - 46 - 8) * (t1 - t0));
        });

        return function (i) {
          if (words) placeWords();
          const t = D.times[i];
          const o = P.offsets[i];
          contents.forEach((c, k) => { c.style.transform = 'translate(' + (-o[2 * k]) + 'px, ' + (-o[2 * k + 1]) + 'px)'; });
          cursor.style.left = pct(t);
          // Each view's latest touch call at or before the frame (a lifted touch's for 0.3 s).
          const last = {};
          for (const d of P.deliveries) {
            if (d[0] > t + TOL) break;
            last[d[1]] = d;
          }
          for (const id in badges) {
            const d = last[id], b = badges[id];
            const shown = d && !((d[2] === 'ended' || d[2] === 'cancelled') && t - d[0] > 0.3);
            b.style.display = shown ? '' : 'none';
            if (shown) { b.textContent = 'touches' + d[2][0].toUpperCase() + d[2].slice(1) + ' #' + d[3]; b.style.background = d[2] === 'cancelled' ? '#c92a2a' : d[2] === 'ended' ? '#2b8a3e' : '#e8590c'; }
          }
        };
      },

    """#
}
