/// UIScrollView's zooming, beside a ``ScrollView``: the pinch, the zoom rubber
/// band and its animated return, `setZoomScale(_:animated:)`,
/// `zoom(to:animated:)` and the zoom callbacks (docs/scroll-view.md, "Zooming";
/// docs/sources.md, "Zooming").
///
/// It owns the zoom state and moves the scroll view it is given through the
/// scroll view's own inputs (a non-animated `setContentOffset`, which stops a
/// running deceleration and reports `scrollViewDidScroll`), and sets its
/// `contentSize` to the zoom view's scaled size. The zoom view — the view
/// `viewForZooming(in:)` returns — sits at ``zoomViewOrigin`` in the content
/// (default the content's origin) with the unscaled size ``zoomViewSize``; its
/// frame origin stays there (UIKit keeps it; the centring step is off by
/// default, see docs/scroll-view.md).
///
/// With ``minimumZoomScale`` == ``maximumZoomScale`` (1 and 1, UIKit's
/// defaults) there is no pinch recognizer: the pinch inputs do nothing.
///
/// **Driving it.** A two-finger gesture sends `pinchBegan` when the pinch
/// recognizer begins, `pinchChanged` with the recognizer's scale since then
/// (`d / d_begin`, the fingers' distance over their distance at the begin) and
/// centroid, and `pinchEnded` when it ends or a finger lifts (UIKit treats a
/// touch count other than 2 as the end). While the pinch runs, UIKit's pan
/// moves nothing: do not send the pan's changes to the scroll view then. At
/// `pinchEnded` reset the pan recognizer (``Output/panReset``). Send `frame`s
/// while ``animation`` is not nil.
package struct ScrollViewZoom: Hashable, Sendable {
  /// What happened.
  package enum Input: Hashable, Sendable {
    /// The pinch began with its centroid at `centroid` (points, in the scroll
    /// view's visible coordinates: from its top-left corner on screen).
    case pinchBegan(centroid: Point)
    /// The pinch changed: `scale` is `d / d_begin` (dimensionless, > 0),
    /// `centroid` as for `pinchBegan`.
    case pinchChanged(scale: Double, centroid: Point)
    /// The pinch ended or was cancelled (or a finger lifted).
    case pinchEnded
    /// `setZoomScale(_:animated:)` (dimensionless scale).
    case setZoomScale(Double, animated: Bool)
    /// `zoom(to:animated:)`: `rect` in the zoom view's coordinates, points.
    case zoom(to: Rect, animated: Bool)
    /// A display frame: ends a finished animation.
    case frame
  }

  /// What the zoom did, in order.
  package enum Output: Hashable, Sendable {
    /// A callback the scroll view made (`scrollViewDidScroll` when the offset moved).
    case callback(ScrollViewCallback)
    /// `scrollViewWillBeginZooming(_:with:)`.
    case scrollViewWillBeginZooming
    /// `scrollViewDidZoom(_:)`, with the new zoom scale.
    case scrollViewDidZoom(zoomScale: Double)
    /// `scrollViewDidEndZooming(_:with:atScale:)`.
    case scrollViewDidEndZooming(atScale: Double)
    /// The hook of the pan's reset after a zoom: the driver sets its pan
    /// recognizer's translation to zero and drops its velocity samples and axis
    /// lock now (the Gestures library's `PanRecognizer.resetAfterZoom(at:)`) (the scroll view's drag has done the same,
    /// ``ScrollView/resetDragAfterZoom()``).
    case panReset
  }

  /// The smallest zoom scale (dimensionless, > 0; default 1).
  package var minimumZoomScale: Double
  /// The largest zoom scale (dimensionless, ≥ minimum; default 1).
  package var maximumZoomScale: Double
  /// Whether a pinch may go past the limits through the zoom rubber band and
  /// animate back (default true).
  package var bouncesZoom: Bool
  /// The zoom view's unscaled size, in points.
  package var zoomViewSize: Size
  /// The zoom view's frame origin in the content, points (UIKit keeps it where it
  /// is while zooming; default the content's origin).
  package var zoomViewOrigin = Point.zero
  /// The zoom scale (the zoom view's transform `a`; dimensionless; 1 at first).
  /// Its model value: during an animation the screen shows ``presentation(at:scrollView:)``.
  package private(set) var zoomScale = 1.0
  /// Whether a pinch is zooming (from its begin to its end).
  package private(set) var isZooming = false
  /// Whether the content animates back to a zoom limit after a pinch.
  package private(set) var isZoomBouncing = false
  /// The running animation, if any.
  package private(set) var animation: ZoomAnimation?
  /// The running pinch: its scale at the begin, the zoom-view point (points)
  /// under the centroid at the begin, and the latest centroid (points, visible
  /// coordinates).
  private var pinch: (startScale: Double, anchor: Point, centroid: Point)?
  /// The time of the input being handled, in seconds.
  private var now = 0.0

  /// A zoom view of `zoomViewSize` (points) with the given limits.
  package init(
    zoomViewSize: Size, minimumZoomScale: Double = 1, maximumZoomScale: Double = 1, bouncesZoom: Bool = true
  ) {
    self.zoomViewSize = zoomViewSize
    self.minimumZoomScale = minimumZoomScale
    self.maximumZoomScale = maximumZoomScale
    self.bouncesZoom = bouncesZoom
  }

  /// Whether the scroll view has a pinch recognizer: the limits differ.
  package var hasPinch: Bool { minimumZoomScale != maximumZoomScale }

  /// The zoom scale and content offset (points) the screen shows at `time`
  /// (seconds): the animation's, or the model values.
  package func presentation(at time: Double, scrollView: ScrollView) -> (zoomScale: Double, contentOffset: Point) {
    guard let animation else { return (zoomScale, scrollView.contentOffset) }
    return (animation.scale(at: time), animation.contentOffset(at: time))
  }

  /// Handles `input` at `time` (seconds, non-decreasing), moving `scrollView`;
  /// returns what happened, in order. Non-finite values are ignored.
  package mutating func handle(_ input: Input, at time: Double, scrollView: inout ScrollView) -> [Output] {
    guard time.isFinite, input.isFinite else { return [] }
    now = time
    var outputs: [Output] = []
    switch input {
    case .pinchBegan(let centroid):
      guard hasPinch, pinch == nil else { return [] }
      if let running = animation, running.endsZooming {
        // A running zoom animation ends (with its callback).
        animation = nil
        isZoomBouncing = false
        outputs.append(.scrollViewDidEndZooming(atScale: zoomScale))
      }
      let offset = scrollView.unroundedContentOffset
      let anchor = zoomViewPoint(offset: offset, at: centroid)
      pinch = (zoomScale, anchor, centroid)
      // A deceleration stops where it is.
      if scrollView.isMoving { setOffset(offset, scrollView: &scrollView, into: &outputs) }
      isZooming = true
      outputs.append(.scrollViewWillBeginZooming)
    case .pinchChanged(let scale, let centroid):
      guard var running = pinch, scale > 0 else { return [] }
      let requested = running.startScale * scale
      let shown =
        bouncesZoom
        ? ZoomLaw.rubberBandScale(requested, minimum: minimumZoomScale, maximum: maximumZoomScale)
        : clampScale(requested)
      running.centroid = centroid
      pinch = running
      apply(scale: shown, anchor: running.anchor, at: centroid, tracking: true, scrollView: &scrollView, into: &outputs)
    case .pinchEnded:
      guard let ended = pinch else { return [] }
      pinch = nil
      isZooming = false
      endPinch(ended, scrollView: &scrollView, into: &outputs)
    case .setZoomScale(let scale, let animated):
      guard scale > 0 else { return [] }
      let target =
        isZooming && bouncesZoom
        ? ZoomLaw.rubberBandScale(
          ZoomLaw.scale(forRubberBandScale: scale, minimum: minimumZoomScale, maximum: maximumZoomScale),
          minimum: minimumZoomScale, maximum: maximumZoomScale)
        : clampScale(scale)
      let centre = Point(x: scrollView.boundsSize.width / 2, y: scrollView.boundsSize.height / 2)
      let offset = scrollView.unroundedContentOffset
      let anchor = zoomViewPoint(offset: offset, at: centre)
      zoom(to: target, anchor: anchor, at: centre, animated: animated, notifiesBegin: true, scrollView: &scrollView, into: &outputs)
    case .zoom(let rect, let animated):
      guard rect.size.width > 0, rect.size.height > 0 else { return [] }
      let target = clampScale(ZoomLaw.scale(fitting: rect, in: scrollView.boundsSize))
      let centre = Point(x: scrollView.boundsSize.width / 2, y: scrollView.boundsSize.height / 2)
      if target == zoomScale {
        // Same scale: scroll the rect's centre to the bounds' centre, animated over
        // the zoom duration of an unchanged scale (0.1 s).
        let offset = clampedOffset(
          Point(
            x: zoomViewOrigin.x + rect.center.x * target - centre.x, y: zoomViewOrigin.y + rect.center.y * target - centre.y),
          scrollView: scrollView)
        let standard = scrollView.configuration.contentOffsetAnimationDuration
        scrollView.configuration.contentOffsetAnimationDuration = ZoomLaw.animationDuration(from: target, to: target)
        var callbacks: [ScrollViewCallback] = []
        scrollView.handle(.setContentOffset(offset, animated: animated), at: now, into: &callbacks)
        scrollView.configuration.contentOffsetAnimationDuration = standard
        outputs.append(contentsOf: callbacks.map(Output.callback))
      } else {
        zoom(to: target, anchor: rect.center, at: centre, animated: animated, notifiesBegin: true, scrollView: &scrollView, into: &outputs)
      }
    case .frame:
      guard let running = animation, time >= running.end else { return [] }
      animation = nil
      if running.endsZooming {
        isZoomBouncing = false
        outputs.append(.scrollViewDidEndZooming(atScale: zoomScale))
      }
    }
    return outputs
  }

  // MARK: - Steps

  /// The pinch ended: back to a limit it passed (animated, `bouncesZoom`), or
  /// `scrollViewDidEndZooming` at once and the 0.2 s offset adjustment.
  private mutating func endPinch(
    _ ended: (startScale: Double, anchor: Point, centroid: Point), scrollView: inout ScrollView,
    into outputs: inout [Output]
  ) {
    let limit = clampScale(zoomScale)
    if bouncesZoom && limit != zoomScale {
      isZoomBouncing = true
      zoom(to: limit, anchor: ended.anchor, at: ended.centroid, animated: true, notifiesBegin: false, scrollView: &scrollView, into: &outputs)
    } else {
      let from = scrollView.unroundedContentOffset
      outputs.append(.scrollViewDidEndZooming(atScale: zoomScale))
      let to = clampedOffset(from, scrollView: scrollView)
      if to != from {
        animation = ZoomAnimation(
          start: now, duration: ZoomLaw.adjustmentDuration, fromScale: zoomScale, toScale: zoomScale,
          fromOffset: from, toOffset: to, endsZooming: false)
        setOffset(to, scrollView: &scrollView, into: &outputs)
      }
    }
    scrollView.resetDragAfterZoom()
    outputs.append(.panReset)
  }

  /// The zoom of `setZoomScale`, `zoom(to:)` and the bounce: `target` about the
  /// zoom-view point `anchor` kept at `centre` (visible coordinates), the offset
  /// clamped to the new range; animated over ``ZoomLaw/animationDuration(from:to:)``.
  private mutating func zoom(
    to target: Double, anchor: Point, at centre: Point, animated: Bool, notifiesBegin: Bool,
    scrollView: inout ScrollView, into outputs: inout [Output]
  ) {
    guard target != zoomScale else {
      // Not forced, same scale: only the content size is derived again.
      scrollView.contentSize = Size(width: zoomViewSize.width * zoomScale, height: zoomViewSize.height * zoomScale)
      return
    }
    let shown = presentation(at: now, scrollView: scrollView)
    let fromScale = shown.zoomScale
    let duration = ZoomLaw.animationDuration(from: zoomScale, to: target)
    if animated && notifiesBegin && !isZoomBouncing { outputs.append(.scrollViewWillBeginZooming) }
    apply(scale: target, anchor: anchor, at: centre, tracking: false, scrollView: &scrollView, into: &outputs)
    animation =
      animated
      ? ZoomAnimation(
        start: now, duration: duration, fromScale: fromScale, toScale: target, fromOffset: shown.contentOffset,
        toOffset: scrollView.unroundedContentOffset, endsZooming: true)
      : nil
  }

  /// Sets the zoom scale to `scale`, the content size to the zoom view's scaled
  /// size, and the offset so that the zoom-view point `anchor` shows at
  /// `centre` (visible coordinates): through the offset rubber band while
  /// `tracking` (a pinch), clamped to the range otherwise; then
  /// `scrollViewDidZoom`.
  private mutating func apply(
    scale: Double, anchor: Point, at centre: Point, tracking: Bool, scrollView: inout ScrollView,
    into outputs: inout [Output]
  ) {
    guard scale.isFinite, scale > 0 else { return }
    zoomScale = scale
    scrollView.contentSize = Size(width: zoomViewSize.width * scale, height: zoomViewSize.height * scale)
    let raw = Point(x: zoomViewOrigin.x + anchor.x * scale - centre.x, y: zoomViewOrigin.y + anchor.y * scale - centre.y)
    var offset = clampedOffset(raw, scrollView: scrollView)
    if tracking {
      for axis in [Axis.horizontal, .vertical] where scrollView.bounces(axis) {
        let r = scrollView.range(axis)
        offset[axis] = RubberBand.offset(
          forRawOffset: raw[axis], minimum: r.lowerBound, maximum: r.upperBound, dimension: scrollView.boundsSize[axis])
      }
    }
    setOffset(offset, scrollView: &scrollView, into: &outputs)
    outputs.append(.scrollViewDidZoom(zoomScale: scale))
  }

  /// The zoom-view point (points, unscaled) shown at `point` (visible coordinates)
  /// with the content offset `offset`.
  private func zoomViewPoint(offset: Point, at point: Point) -> Point {
    Point(x: (offset.x + point.x - zoomViewOrigin.x) / zoomScale, y: (offset.y + point.y - zoomViewOrigin.y) / zoomScale)
  }

  /// A non-animated `setContentOffset` of `offset` (points) on the scroll view.
  private func setOffset(_ offset: Point, scrollView: inout ScrollView, into outputs: inout [Output]) {
    var callbacks: [ScrollViewCallback] = []
    scrollView.handle(.setContentOffset(offset, animated: false), at: now, into: &callbacks)
    outputs.append(contentsOf: callbacks.map(Output.callback))
  }

  /// `offset` clamped to the scroll view's range on each axis.
  private func clampedOffset(_ offset: Point, scrollView: ScrollView) -> Point {
    Point(
      x: ScrollView.clamp(offset.x, to: scrollView.range(.horizontal)),
      y: ScrollView.clamp(offset.y, to: scrollView.range(.vertical)))
  }

  /// `scale` clamped to the limits.
  private func clampScale(_ scale: Double) -> Double {
    Swift.min(Swift.max(scale, minimumZoomScale), maximumZoomScale)
  }

  package static func == (a: Self, b: Self) -> Bool {
    a.minimumZoomScale == b.minimumZoomScale && a.maximumZoomScale == b.maximumZoomScale
      && a.bouncesZoom == b.bouncesZoom && a.zoomViewSize == b.zoomViewSize && a.zoomViewOrigin == b.zoomViewOrigin
      && a.zoomScale == b.zoomScale
      && a.isZooming == b.isZooming && a.isZoomBouncing == b.isZoomBouncing && a.animation == b.animation
      && a.pinch?.startScale == b.pinch?.startScale && a.pinch?.anchor == b.pinch?.anchor
      && a.pinch?.centroid == b.pinch?.centroid && a.now == b.now
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(zoomScale)
    hasher.combine(isZooming)
    hasher.combine(animation)
  }
}

extension ScrollViewZoom.Input {
  /// Whether every number the input carries is finite.
  var isFinite: Bool {
    switch self {
    case .pinchBegan(let c): return c.x.isFinite && c.y.isFinite
    case .pinchChanged(let s, let c): return s.isFinite && c.x.isFinite && c.y.isFinite
    case .pinchEnded, .frame: return true
    case .setZoomScale(let s, _): return s.isFinite
    case .zoom(let r, _):
      return r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
    }
  }
}
