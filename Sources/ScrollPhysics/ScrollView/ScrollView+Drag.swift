// Following the finger: rubber band, clamp and directional lock.

extension ScrollView {
  /// The raw (finger-following) offset that shows `offset`: the inverse rubber
  /// band on an overscrolled axis that bounces (docs/sources.md, "Rubber band", "use the inverse
  /// to recover the raw overscroll when a new drag starts on content that is
  /// already overscrolled"), the offset itself otherwise.
  func rawOffset(for offset: Point) -> Point {
    Point(x: rawOffset(for: offset.x, .horizontal), y: rawOffset(for: offset.y, .vertical))
  }

  private func rawOffset(for offset: Double, _ axis: Axis) -> Double {
    guard bounces(axis), canScroll(axis) else { return offset }
    let r = range(axis)
    let raw = RubberBand.rawOffset(
      forOffset: offset, minimum: r.lowerBound, maximum: r.upperBound, dimension: boundsSize[axis])
    // An offset set by code a viewport or more past the edge has no raw
    // counterpart; the drag then starts from the offset itself.
    return raw.isFinite ? raw : offset
  }

  /// Moves the content to follow the pan's `translation` (points, following the
  /// finger).
  ///
  /// Along each axis that can scroll and that the directional lock allows, the
  /// raw offset is `startRaw − (translation − reference)`; it is shown through
  /// the rubber band on the **total** raw overscroll when that axis bounces
  /// (``bouncesHorizontally``, ``bouncesVertically``), clamped to the range when
  /// it does not (docs/sources.md, "Rubber band" and "Edges and bounce"). The
  /// range and `bounces` are read now, so a change made in a callback applies
  /// from this step on. The lock itself is decided on the raw finger movement
  /// (``ScrollViewInput/touchMoved(movement:)``), never on the translation.
  mutating func follow(_ translation: Vector, drag: inout Drag) {
    drag.lastTranslation = translation
    let delta = translation - drag.reference
    // The scroll view's properties are read into plain values before the offset
    // is computed: calling a method of `self` to assign the result to
    // `exactOffset` made the compiler copy the whole scroll view for the call.
    if drag.lock.allows(.horizontal) && canScroll(.horizontal) {
      exactOffset.x = Self.followedOffset(
        drag.startRaw.x - delta.dx, range: range(.horizontal), bounces: bouncesHorizontally, dimension: boundsSize.width)
    }
    if drag.lock.allows(.vertical) && canScroll(.vertical) {
      exactOffset.y = Self.followedOffset(
        drag.startRaw.y - delta.dy, range: range(.vertical), bounces: bouncesVertically, dimension: boundsSize.height)
    }
  }

  /// After a new lock decision during a drag: an axis the lock newly frees
  /// (it was locked out under `before`) continues from where it is, without a
  /// jump, as UIKit's pan shifted its location onto the locked axis.
  mutating func freeNewlyAllowedAxes(before: DirectionalLock, drag: inout Drag) {
    for axis in [Axis.horizontal, .vertical] where drag.lock.allows(axis) && !before.allows(axis) {
      let raw = rawOffset(for: exactOffset)
      switch axis {
      case .horizontal:
        drag.startRaw.x = raw.x
        drag.reference.dx = drag.lastTranslation.dx
      case .vertical:
        drag.startRaw.y = raw.y
        drag.reference.dy = drag.lastTranslation.dy
      }
    }
  }

  /// The offset that shows the raw offset `raw` on an axis that can scroll over
  /// `r`: through the rubber band when bouncing (`dimension` is the bounds' size
  /// along the axis), clamped otherwise.
  private static func followedOffset(
    _ raw: Double, range r: ClosedRange<Double>, bounces: Bool, dimension: Double
  ) -> Double {
    guard bounces else { return clamp(raw, to: r) }
    return RubberBand.offset(forRawOffset: raw, minimum: r.lowerBound, maximum: r.upperBound, dimension: dimension)
  }

  /// The lock after a raw finger movement `delta` (points) when it was
  /// `current`: with the angle `θ = atan(|dy/dx|)`, x when `θ ≤` the first of
  /// ``ScrollViewConfiguration/directionalLockAngles`` (20°), y when `θ ≥` the
  /// second (70°), `current` otherwise and for no movement.
  func directionalLock(for delta: Vector, keeping current: DirectionalLock) -> DirectionalLock {
    let ax = delta.dx.magnitude
    let ay = delta.dy.magnitude
    if ax == 0 && ay == 0 { return current }
    let degrees = Elementary.atan2(ay, ax) * 180 / Double.pi
    if degrees <= configuration.directionalLockAngles.horizontal { return .horizontal }
    if degrees >= configuration.directionalLockAngles.vertical { return .vertical }
    return current
  }
}

extension ScrollView.DirectionalLock {
  /// Whether the drag may move the content along `axis`.
  func allows(_ axis: Axis) -> Bool {
    switch self {
    case .free: return true
    case .horizontal: return axis == .horizontal
    case .vertical: return axis == .vertical
    }
  }
}
