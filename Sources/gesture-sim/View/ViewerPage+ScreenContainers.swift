extension ViewerPage {
  /// The screen's renderer: ``screenRenderer``, with the drawing of zoom, the back
  /// swipe and pull to refresh added when the screen has one of them (`containers`:
  /// its picture carries `zooms`, `navigations` or `refreshes`). Other screens' pages
  /// keep exactly the renderer they had.
  static func screenRendererScript(containers: Bool) -> String {
    guard containers else { return screenRenderer }
    let built = "    // ---- lanes: each recognizer's state, each view's touch calls ----\n"
    let framed = "      contents.forEach((c, k) => { c.style.transform = 'translate(' + (-o[2 * k]) + 'px, ' + (-o[2 * k + 1]) + 'px)'; });\n"
    guard let setUp = screenRenderer.firstRange(of: built), let frame = screenRenderer.firstRange(of: framed) else {
      preconditionFailure("ViewerPage: the screen renderer's anchors moved")
    }
    return String(screenRenderer[..<setUp.lowerBound]) + screenContainersSetUp
      + String(screenRenderer[setUp.lowerBound..<frame.upperBound]) + screenContainersFrame
      + String(screenRenderer[frame.upperBound...])
  }

  /// Builds what zoom, the back swipe and pull to refresh add to the screen: each zoom
  /// view scaled about its frame origin (its top-left corner); each navigation view in
  /// a clip at its frame over a stand-in for the view beneath; each refresh control's
  /// area at the top of its scroll view.
  static let screenContainersSetUp: String = #"""
        // ---- zoom, the back swipe, pull to refresh ----
        const zooms = P.zooms || [], navigations = P.navigations || [], refreshes = P.refreshes || [];
        // A zoom view (the photo) carries a 44-point grid, so that its scale shows; its scroll
        // view's label gives the zoom scale, a line above a parent scroll view's label.
        const zoomLabels = zooms.map(([k, z]) => {
          const label = boxes[P.views[z][1]].querySelector(':scope > .label');
          label.style.bottom = '18px';
          return [label, label.textContent];
        });
        for (const [k, z] of zooms) {
          Object.assign(boxes[z].style, { transformOrigin: '0px 0px', backgroundImage: 'repeating-linear-gradient(0deg, transparent 0 43px, rgba(0,0,0,.14) 43px 44px), repeating-linear-gradient(90deg, transparent 0 43px, rgba(0,0,0,.14) 43px 44px)' });
          boxes[z].classList.add('zoom-view');
        }
        const navigationParts = navigations.map((n) => {
          const v = P.views[n], box = boxes[n];
          const clip = el('div', 'navigation', null);
          box.parentNode.insertBefore(clip, box);
          Object.assign(clip.style, { left: v[2] + 'px', top: v[3] + 'px', width: v[4] + 'px', height: v[5] + 'px', overflow: 'hidden', background: '#adb5bd' });
          // The view controller beneath is not modelled: a stand-in at its parallax position.
          const beneath = el('div', 'beneath', clip);
          Object.assign(beneath.style, { left: '0px', top: '0px', width: v[4] + 'px', height: v[5] + 'px', display: 'none', background: 'repeating-linear-gradient(45deg, #dee2e6 0 10px, #e9ecef 10px 20px)', outline: '1px dashed #868e96', outlineOffset: '-1px' });
          const text = el('div', 'beneath-label', clip);
          Object.assign(text.style, { display: 'none', left: '8px', top: '8px', font: '600 12px/16px ui-monospace, Menlo, monospace', color: '#495057', background: 'rgba(255,255,255,.8)', padding: '1px 4px', borderRadius: '3px', whiteSpace: 'nowrap' });
          clip.appendChild(box);
          Object.assign(box.style, { left: '0px', top: '0px' });
          const label = box.querySelector(':scope > .label');
          return { box: box, beneath: beneath, text: text, label: label, name: label.textContent };
        });
        const refreshAreas = refreshes.map((r) => {
          const area = el('div', 'refresh-control', boxes[r[0]]);
          Object.assign(area.style, { left: '0px', top: '0px', width: '100%', display: 'none', background: '#f1f3f5', borderBottom: '1px solid #ced4da', overflow: 'hidden', zIndex: 4 });
          const text = el('div', '', area);
          Object.assign(text.style, { left: '0px', right: '0px', bottom: '6px', textAlign: 'center', font: '600 12px/16px ui-monospace, Menlo, monospace', whiteSpace: 'nowrap' });
          return { area: area, text: text };
        });
        const refreshColors = { idle: '#868e96', revealing: '#495057', armed: '#2b8a3e', refreshing: '#1c7ed6', ending: '#e8590c' };


    """#

  /// Draws frame `i` of zoom, the back swipe and pull to refresh: the zoom view at the
  /// frame's zoom scale in content of its scaled size; during a back swipe the
  /// navigation view at x = W·p over the view beneath at −round(0.7·W)·(1 − p); the
  /// refresh control's area while more than its hidden height shows.
  static let screenContainersFrame: String = #"""
          zooms.forEach(([k, z], m) => {
            const [scale, w, h] = P.zoomFrames[i][m];
            boxes[z].style.transform = scale === 1 ? '' : 'scale(' + scale + ')';
            Object.assign(contents[k].style, { width: w + 'px', height: h + 'px' });
            zoomLabels[m][0].textContent = zoomLabels[m][1] + ' · zoomScale ' + scale.toFixed(2);
          });
          navigationParts.forEach((part, m) => {
            const f = P.navigationFrames[i][m], sliding = f.length > 1;
            part.box.style.transform = sliding ? 'translateX(' + f[1] + 'px)' : '';
            part.box.style.boxShadow = sliding ? '-4px 0 14px rgba(0,0,0,.3)' : '';
            part.beneath.style.display = sliding ? '' : 'none';
            part.beneath.style.transform = sliding ? 'translateX(' + f[2] + 'px)' : '';
            part.text.style.display = sliding ? '' : 'none';
            part.text.textContent = 'the view beneath (depth ' + (f[0] - 1) + ')';
            part.label.textContent = part.name + ' · navigation depth ' + f[0];
          });
          refreshAreas.forEach((part, m) => {
            const [state, h] = P.refreshFrames[i][m], shown = h > refreshes[m][1];
            part.area.style.display = shown ? '' : 'none';
            part.area.dataset.state = state;
            if (!shown) return;
            part.area.style.height = h + 'px';
            part.text.textContent = '↻ refresh control: ' + state + ' · ' + h.toFixed(1) + ' pt';
            part.text.style.color = refreshColors[state] || '#495057';
          });

    """#
}
