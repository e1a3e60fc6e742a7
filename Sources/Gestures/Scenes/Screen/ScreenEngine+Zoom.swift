import ScrollPhysics

// Zooming in a screen (docs/screens.md, "Zooming"): each scroll view with zoom keys
// gets UIKit's pinch (simultaneous with its pan) and a `ScrollViewZoom`; recognizers
// with a zoom action call `setZoomScale(_:animated:)` or `zoom(to:animated:)`; the
// zoom view's subtree is hit where it is drawn, scaled. The scene calls these hooks
// only when `zooming` is not empty.

extension ScreenEngine {
  // MARK: - Set-up

  /// Adds scroll view `k`'s pinch (on the view's region `region`) when its zoom limits
  /// differ, simultaneous with its pan; returns its identifier and record entry.
  static func addPinch(
    of view: Screen.View, scrollIndex k: Int, viewIndex v: Int, region: RegionID, pan: GestureRecognizerID?,
    viewport: Rect, refreshRate: Double, to arena: inout GestureArena<Estimator>
  ) -> (id: GestureRecognizerID, info: RecognizerInfo)? {
    guard let zoom = view.scrollView?.zoom, zoom.hasPinch else { return nil }
    let id = arena.add(PinchRecognizer(usableBounds: viewport, frameDuration: 1 / refreshRate), to: region)
    if let pan { arena.recognizeSimultaneously(pan, id) }
    return (id, RecognizerInfo(id: Screen.pinchID(ofScrollView: view.id), kind: .pinch, view: v, scrollIndex: k))
  }

  /// The most touches a scroll view's pan tracks: 2 when it has a pinch, else no
  /// limit (UIKit's `_updatePanGestureConfiguration`).
  static func panMaximumTouches(zoom: Screen.Zoom?) -> Int {
    zoom?.hasPinch == true ? 2 : .max
  }

  /// Builds `zooming` from the screen: each scroll view that zooms, its content the
  /// zoom view's size when no `content` was given, its pan's axes; each recognizer
  /// whose action zooms, with the nearest scroll view that zooms on its chain.
  /// `described`: the views as described, in the engine's order (`views`).
  mutating func setUpZooming(described: [Screen.View]) {
    var state = ScreenZooming()
    state.zoomOfScroll = Array(repeating: -1, count: scrollViews.count)
    for k in scrollViews.indices {
      let v = scrollViews[k].view
      guard let settings = described[v].scrollView?.zoom,
        let zoomView = views.indices.first(where: { views[$0].parent == v && views[$0].id == settings.zoomView })
      else { continue }
      let pinchName = Screen.pinchID(ofScrollView: views[v].id)
      let pinch = recognizerInfo.firstIndex { $0.id == pinchName && $0.scrollIndex == k }.map { GestureRecognizerID(rawValue: $0) }
      var zoom = ScrollViewZoom(
        zoomViewSize: views[zoomView].frame.size, minimumZoomScale: settings.minimumZoomScale,
        maximumZoomScale: settings.maximumZoomScale, bouncesZoom: settings.bouncesZoom)
      zoom.zoomViewOrigin = views[zoomView].frame.origin
      if scrollViews[k].settings.contentIsFrameSize { scrollViews[k].scrollView.contentSize = views[zoomView].frame.size }
      state.zoomOfScroll[k] = state.zooms.count
      state.zooms.append(ScreenZooming.Zoom(scroll: k, zoomView: zoomView, pinch: pinch, zoom: zoom))
      updatePanAxes(of: k)
      scrollViews[k].lastFrame = scrollViews[k].state(at: lastFrameTime, velocity: .zero)
      for b in frameStates.indices {
        frameStates[b][k].zoomScale = 1
        frameStates[b][k].state = scrollViews[k].lastFrame
      }
    }
    for r in recognizerInfo.indices where recognizerInfo[r].scrollIndex < 0 {
      let info = recognizerInfo[r]
      guard let action = described[info.view].recognizers.first(where: { $0.id == info.id })?.action,
        let k = views[info.view].chainScrollViews.first(where: { state.zoomOfScroll[$0] >= 0 })
      else { continue }
      state.actions.append(ScreenZooming.Action(
        recognizer: GestureRecognizerID(rawValue: r), discrete: info.kind.isDiscrete, zoom: state.zoomOfScroll[k], action: action))
    }
    zooming = state
    if !state.isEmpty { layOut() }
  }

  /// Sets scroll view `k`'s pan to test the axes its content can scroll along now
  /// (a zoom changes the content size).
  mutating func updatePanAxes(of k: Int) {
    guard let pan = scrollViews[k].panID else { return }
    let scrollView = scrollViews[k].scrollView
    let minimum = scrollView.minimumContentOffset
    let maximum = scrollView.maximumContentOffset
    arena.setHysteresisAxes(
      horizontal: maximum.x > minimum.x || (scrollView.bouncesHorizontally && scrollView.alwaysBounceHorizontal),
      vertical: maximum.y > minimum.y || (scrollView.bouncesVertically && scrollView.alwaysBounceVertical), forPan: pan)
  }

  // MARK: - Recognizer outputs

  /// Drives the zooms with `output`: a pinch's state, a zoom action, and a zooming
  /// scroll view's pan (no move while the pinch zooms with two fingers; the zoom ends
  /// first when the fingers changed; a paging parent dragged past the edge). Returns
  /// true when the output must not reach the scroll view as a pan input.
  mutating func routeZoom(_ output: GestureOutput, into records: inout [Record]) -> Bool {
    var a = 0
    while a < zooming.actions.count {
      let action = zooming.actions[a]
      a += 1
      guard action.recognizer == output.recognizer,
        output.state == (action.discrete ? GestureState.ended : GestureState.began)
      else { continue }
      switch action.action {
      case .zoomTo(let rect, let animated): applyZoom(.zoom(to: rect, animated: animated), zoom: action.zoom, at: output.time, into: &records)
      case .zoomScale(let scale, let animated):
        applyZoom(.setZoomScale(scale, animated: animated), zoom: action.zoom, at: output.time, into: &records)
      }
    }
    let info = recognizerInfo[output.recognizer.rawValue]
    guard info.scrollIndex >= 0, zooming.zoomOfScroll[info.scrollIndex] >= 0 else { return false }
    let k = info.scrollIndex
    let z = zooming.zoomOfScroll[k]
    if output.recognizer == zooming.zooms[z].pinch {
      routePinch(output, zoom: z, into: &records)
      return true
    }
    guard output.recognizer == scrollViews[k].panID else { return false }
    // UIKit ends a zoom whose pinch no longer has two touches before the pan goes on.
    endZoomIfFingersChanged(z, at: output.time, into: &records)
    let zoom = zooming.zooms[z]
    switch output.state {
    case .changed:
      if zoom.zoom.isZooming { return true }
      return dragParent(of: z, translation: output.translation, at: output.time, into: &records)
    case .ended, .cancelled:
      let endedNow = zoom.endedAt == output.time
      zooming.zooms[z].endedAt = nil
      if zoom.draggedParent != nil {
        releaseParent(of: z, output: output, into: &records)
        return true
      }
      // The zoom ended in this event: the pan's samples were dropped, so it releases
      // with no velocity.
      guard endedNow, output.state == .ended else { return false }
      send(.panEnded(translation: .zero, velocity: .zero, pagingVelocity: .zero), to: k, at: output.time, into: &records)
      return true
    case .began, .possible, .failed:
      return false
    }
  }

  /// A pinch's state change drives its zoom: `began` sets the pinch's scale to the
  /// zoom scale (UIKit re-bases it) and anchors the zoom at the centroid; `changed`
  /// zooms with exactly two fingers; `ended`/`cancelled`, or a finger count other than
  /// two, ends the zoom.
  mutating func routePinch(_ output: GestureOutput, zoom z: Int, into records: inout [Record]) {
    guard let pinch = zooming.zooms[z].pinch else { return }
    let k = zooming.zooms[z].scroll
    switch output.state {
    case .began:
      let scale = zooming.zooms[z].zoom.zoomScale
      zooming.zooms[z].pinchStartScale = scale
      arena.setPinchScale(scale, for: pinch)
      applyZoom(.pinchBegan(centroid: visiblePoint(output.location, inScrollView: k)), zoom: z, at: output.time, into: &records)
    case .changed:
      guard zooming.zooms[z].zoom.isZooming else { return }
      guard output.numberOfTouches == 2, let scale = output.scale else {
        applyZoom(.pinchEnded, zoom: z, at: output.time, into: &records)
        return
      }
      applyZoom(
        .pinchChanged(scale: scale / zooming.zooms[z].pinchStartScale, centroid: visiblePoint(output.location, inScrollView: k)),
        zoom: z, at: output.time, into: &records)
    case .ended, .cancelled:
      guard zooming.zooms[z].zoom.isZooming else { return }
      applyZoom(.pinchEnded, zoom: z, at: output.time, into: &records)
    case .possible, .failed:
      break
    }
  }

  /// Ends zoom `z` if it is zooming and its pinch no longer has exactly two fingers.
  mutating func endZoomIfFingersChanged(_ z: Int, at time: Double, into records: inout [Record]) {
    guard zooming.zooms[z].zoom.isZooming, let pinch = zooming.zooms[z].pinch,
      arena.pinch(pinch).numberOfTouches != 2
    else { return }
    applyZoom(.pinchEnded, zoom: z, at: time, into: &records)
  }

  /// After an event: zooms whose pinch lost or gained a finger without an output end.
  mutating func endZoomsIfFingersChanged(at time: Double, into records: inout [Record]) {
    for z in zooming.zooms.indices { endZoomIfFingersChanged(z, at: time, into: &records) }
  }

  /// Sends `input` to zoom `z` at `time` (seconds) and records its callbacks as its
  /// scroll view's; resets the pan after a zoom ends; follows the new content size
  /// with the pan's axes.
  mutating func applyZoom(_ input: ScrollViewZoom.Input, zoom z: Int, at time: Double, into records: inout [Record]) {
    let k = zooming.zooms[z].scroll
    let outputs = zooming.zooms[z].zoom.handle(input, at: time, scrollView: &scrollViews[k].scrollView)
    guard !outputs.isEmpty else { return }
    callbacks.removeAllElements()
    for output in outputs {
      switch output {
      case .callback(let callback): callbacks.append(callback)
      case .scrollViewWillBeginZooming: callbacks.append(ScrollViewCallback(time: time, .scrollViewWillBeginZooming))
      case .scrollViewDidZoom(let scale): callbacks.append(ScrollViewCallback(time: time, .scrollViewDidZoom(zoomScale: scale)))
      case .scrollViewDidEndZooming(let scale): callbacks.append(ScrollViewCallback(time: time, .scrollViewDidEndZooming(atScale: scale)))
      case .panReset:
        if let pan = scrollViews[k].panID { arena.resetPanAfterZoom(pan, at: time) }
        zooming.zooms[z].endedAt = time
      }
    }
    record(callbacksOf: k, into: &records)
    updatePanAxes(of: k)
  }

  // MARK: - Frames

  /// Runs the zoom animations' frame at `time` (seconds): an animation that ended
  /// sends its `scrollViewDidEndZooming`; each zoom's scale goes into the frame record.
  mutating func advanceZooms(to time: Double, into records: inout [Record]) {
    for z in zooming.zooms.indices {
      if zooming.zooms[z].zoom.animation != nil { applyZoom(.frame, zoom: z, at: time, into: &records) }
      // Every buffer: the next frame record is built in the next one (`frameStateTurn`).
      // Only when the scale changed (every buffer holds `frameStateScale`): a write to a
      // buffer that a kept record shares copies its states.
      let scale = zooming.zooms[z].zoom.zoomScale
      guard zooming.zooms[z].frameStateScale != scale else { continue }
      zooming.zooms[z].frameStateScale = scale
      let k = zooming.zooms[z].scroll
      for b in frameStates.indices { frameStates[b][k].zoomScale = scale }
    }
  }

  /// Whether a zoom needs frames now: an animation runs, or a scale changed since
  /// the latest frame record.
  var zoomNeedsFrames: Bool {
    for zoom in zooming.zooms where zoom.zoom.animation != nil || zoom.frameStateScale != zoom.zoom.zoomScale {
      return true
    }
    return false
  }

  /// The zoom scale of scroll view `k`, or nil if it does not zoom.
  func zoomScale(ofScrollView k: Int) -> Double? {
    guard !zooming.isEmpty, zooming.zoomOfScroll[k] >= 0 else { return nil }
    return zooming.zooms[zooming.zoomOfScroll[k]].zoom.zoomScale
  }

  // MARK: - Geometry

  /// Each view's frame on screen, points, with the scroll views' offsets and the zoom
  /// views' scales now: a zoom view keeps its frame origin and is scaled by its zoom
  /// scale, and so is everything inside it.
  func screenFrames() -> [Rect] {
    var frames: [Rect] = []
    var scales: [Double] = []
    frames.reserveCapacity(views.count)
    scales.reserveCapacity(views.count)
    for v in views.indices {
      let p = views[v].parent
      let placed: (frame: Rect, scale: Double) =
        p >= 0 ? screenFrame(of: v, parentFrame: frames[p], parentScale: scales[p]) : (views[v].frame, 1.0)
      frames.append(placed.frame)
      scales.append(placed.scale)
    }
    return frames
  }

  /// View `v`'s frame on screen and the scale it is drawn at (points), given its
  /// parent's: the step of `screenFrames()` for one view. (It reads the fields it
  /// needs in place: copying a view node or a zoom costs more than the arithmetic.)
  private func screenFrame(of v: Int, parentFrame: Rect, parentScale: Double) -> (frame: Rect, scale: Double) {
    let frame = views[v].frame
    var scale = parentScale
    var offset = Point(x: 0, y: 0)
    let parentScroll = views[views[v].parent].scrollIndex
    if parentScroll >= 0 { offset = scrollViews[parentScroll].scrollView.contentOffset }
    let origin = Point(x: parentFrame.minX + (frame.minX - offset.x) * scale, y: parentFrame.minY + (frame.minY - offset.y) * scale)
    if parentScroll >= 0 {
      let z = zooming.zoomOfScroll[parentScroll]
      if z >= 0 && zooming.zooms[z].zoomView == v { scale *= zooming.zooms[z].zoom.zoomScale }
    }
    return (Rect(origin: origin, size: Size(width: frame.size.width * scale, height: frame.size.height * scale)), scale)
  }

  /// View `v`'s frame on screen and its scale, as `screenFrames()` computes them, from
  /// its chain of superviews alone.
  private func screenPlacement(of v: Int) -> (frame: Rect, scale: Double) {
    let p = views[v].parent
    guard p >= 0 else { return (views[v].frame, 1) }
    let parent = screenPlacement(of: p)
    return screenFrame(of: v, parentFrame: parent.frame, parentScale: parent.scale)
  }

  /// Gives every hit region its frame on screen with the zoom scales (`layOut()` when
  /// something zooms).
  mutating func layOutZoomed() {
    let frames = screenFrames()
    for v in views.indices {
      let frame = frames[v]
      arena.setFrame(views[v].isHitTestable ? frame : Rect(x: frame.minX, y: frame.minY, width: 0, height: 0), of: views[v].region)
    }
    for k in scrollViews.indices { scrollViews[k].laidOutOffset = scrollViews[k].scrollView.contentOffset }
    for z in zooming.zooms.indices { zooming.zooms[z].laidOutScale = zooming.zooms[z].zoom.zoomScale }
  }

  /// Whether a zoom scale changed since the regions were laid out.
  var zoomLayoutChanged: Bool {
    for zoom in zooming.zooms where zoom.laidOutScale != zoom.zoom.zoomScale { return true }
    return false
  }

  /// `point` (screen points) in scroll view `k`'s visible coordinates: from its
  /// top-left corner on screen, in its own points.
  func visiblePoint(_ point: Point, inScrollView k: Int) -> Point {
    let v = scrollViews[k].view
    let frame = screenPlacement(of: v).frame
    let scale = views[v].frame.size.width > 0 ? frame.size.width / views[v].frame.size.width : 1
    return Point(x: (point.x - frame.minX) / scale, y: (point.y - frame.minY) / scale)
  }

  // MARK: - A paging parent dragged past the edge

  /// The child's drag past its edge moves its paging parent (UIKit's
  /// `_attemptToDragParent:forNewBounds:oldBounds:`): the overshoot of the raw drag
  /// offset along an axis the parent scrolls drives the parent as its own drag would,
  /// and the child's content stays at its edge. Returns true when the child's pan
  /// change was applied here.
  mutating func dragParent(of z: Int, translation: Vector, at time: Double, into records: inout [Record]) -> Bool {
    let k = zooming.zooms[z].scroll
    let chain = views[scrollViews[k].view].chainScrollViews
    guard chain.count > 1, !zooming.zooms[z].zoom.isZoomBouncing else { return false }
    let p = chain[1]
    guard scrollViews[p].scrollView.isPagingEnabled, scrollViews[p].panID != nil,
      let raw = scrollViews[k].scrollView.rawDragOffset(for: translation)
    else { return false }
    let child = scrollViews[k].scrollView
    let parent = scrollViews[p].scrollView
    let minimum = child.minimumContentOffset
    let maximum = child.maximumContentOffset
    let clamped = Point(x: min(max(raw.x, minimum.x), maximum.x), y: min(max(raw.y, minimum.y), maximum.y))
    var overshoot = Vector(dx: raw.x - clamped.x, dy: raw.y - clamped.y)
    if !(parent.maximumContentOffset.x > parent.minimumContentOffset.x) { overshoot.dx = 0 }
    if !(parent.maximumContentOffset.y > parent.minimumContentOffset.y) { overshoot.dy = 0 }
    guard overshoot != Vector(dx: 0, dy: 0) || zooming.zooms[z].draggedParent != nil else { return false }
    // The child: its own change, then held at its edge on the axes given to the parent.
    send(.panChanged(translation: translation), to: k, at: time, into: &records)
    var held = scrollViews[k].scrollView.unroundedContentOffset
    if overshoot.dx != 0 { held.x = clamped.x }
    if overshoot.dy != 0 { held.y = clamped.y }
    callbacks.removeAllElements()
    scrollViews[k].scrollView.holdDragOffset(held, at: time, into: &callbacks)
    record(callbacksOf: k, into: &records)
    // The parent follows the overshoot as a drag of its own (its translation is the
    // overshoot, following the finger).
    if zooming.zooms[z].draggedParent == nil {
      zooming.zooms[z].draggedParent = p
      send(.panBegan(translation: .zero), to: p, at: time, into: &records)
    }
    zooming.zooms[z].parentAdjustment = overshoot
    send(.panChanged(translation: Vector(dx: -overshoot.dx, dy: -overshoot.dy)), to: p, at: time, into: &records)
    return true
  }

  /// The child's pan ended while it dragged its paging parent: the parent is released
  /// with the child's release velocity and pages by its own rule; the child, held at
  /// its edge, stops there.
  mutating func releaseParent(of z: Int, output: GestureOutput, into records: inout [Record]) {
    guard let p = zooming.zooms[z].draggedParent else { return }
    let k = zooming.zooms[z].scroll
    zooming.zooms[z].draggedParent = nil
    zooming.zooms[z].parentAdjustment = Vector(dx: 0, dy: 0)
    let time = output.time
    if output.state == .ended {
      send(.panEnded(translation: .zero, velocity: .zero, pagingVelocity: .zero), to: k, at: time, into: &records)
      let velocity = output.velocity ?? .zero
      let paging = scrollViews[k].panID.map { arena.pan($0).velocityBeforeBlend(at: time) } ?? velocity
      send(.panEnded(translation: .zero, velocity: velocity, pagingVelocity: paging), to: p, at: time, into: &records)
    } else {
      send(.panCancelled, to: k, at: time, into: &records)
      send(.panCancelled, to: p, at: time, into: &records)
    }
  }
}
