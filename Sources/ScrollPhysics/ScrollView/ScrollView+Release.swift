// The finger lifts: where the content goes, and how.

extension ScrollView {
  /// What one axis does after a release.
  struct AxisPlan: Sendable {
    /// The proposed resting offset, in points, pixel-rounded.
    var target: Double
    /// The motion to get there.
    var motion: AxisMotion
  }

  /// Ends the drag with the finger's release `velocity` (points per second,
  /// following the finger): plans each axis, asks the delegate through
  /// `scrollViewWillEndDragging`, and starts the motion.
  ///
  /// Properties are read here, before `scrollViewWillEndDragging`; changes the
  /// delegate makes during the release callbacks apply to the next release or
  /// touch. A target the delegate changes is honoured (by a re-solved
  /// deceleration, docs/sources.md, "Deceleration") unless paging was on at the release.
  mutating func release<Delegate: ScrollViewDelegate>(
    velocity fingerVelocity: Vector, _ delegate: inout Delegate,
    _ callbacks: inout [ScrollViewCallback]
  ) {
    guard case .dragging(let drag) = phase else { return }
    isTracking = false
    // The content moves opposite to the finger.
    let velocity = Vector(
      dx: releaseVelocity(-fingerVelocity.dx, .horizontal, drag.lock),
      dy: releaseVelocity(-fingerVelocity.dy, .vertical, drag.lock))
    let paging = isPagingEnabled
    var planX = plan(.horizontal, velocity: velocity.dx, paging: paging)
    var planY = plan(.vertical, velocity: velocity.dy, paging: paging)
    let proposed = Point(x: planX.target, y: planY.target)
    // Everything the re-targeting needs, read before the delegate runs.
    let context = (
      rangeX: range(.horizontal), rangeY: range(.vertical), bounces: bounces, rate: decelerationRate,
      stopSpeed: configuration.stopSpeed)
    let target = emitWillEndDragging(
      velocity: velocity / 1000, target: proposed, &delegate, &callbacks)
    if !paging {
      if target.x != proposed.x {
        planX.motion = retargeted(
          from: exactOffset.x, published: contentOffset.x, to: target.x, velocity: velocity.dx,
          range: context.rangeX, bounces: context.bounces, rate: context.rate, stopSpeed: context.stopSpeed)
      }
      if target.y != proposed.y {
        planY.motion = retargeted(
          from: exactOffset.y, published: contentOffset.y, to: target.y, velocity: velocity.dy,
          range: context.rangeY, bounces: context.bounces, rate: context.rate, stopSpeed: context.stopSpeed)
      }
    }
    let willDecelerate = !(planX.motion.isStill && planY.motion.isStill)
    emit(.scrollViewDidEndDragging(willDecelerate: willDecelerate), &delegate, &callbacks)
    isDragging = false
    guard willDecelerate else {
      phase = .idle
      return
    }
    motion = Motion(start: now, x: planX.motion, y: planY.motion)
    phase = .moving(.deceleration)
    isDecelerating = true
    emit(.scrollViewWillBeginDecelerating, &delegate, &callbacks)
  }

  /// The content's release velocity along `axis` (points per second): zero on
  /// an axis that cannot scroll or that the directional lock excludes.
  private func releaseVelocity(_ velocity: Double, _ axis: Axis, _ lock: DirectionalLock) -> Double {
    guard canScroll(axis) else { return 0 }
    if case .undecided = lock { return velocity }
    return lock.allows(axis) ? velocity : 0
  }

  /// The proposed target and the motion of one axis at a release.
  ///
  /// - Paging: the page of ``ScrollViewConfiguration/pagingRule``, clamped to the
  ///   range, reached by ``ScrollViewConfiguration/pagingAnimation``; no motion
  ///   when the published offset is already there.
  /// - Overscrolled: back to the edge with the release velocity (docs/sources.md,
  ///   "Edges and bounce"), whatever `bounces` (with bounces off only a range change can leave
  ///   the content there).
  /// - Otherwise: a deceleration if the speed exceeds
  ///   ``ScrollViewConfiguration/minimumDecelerationSpeed``, which bounces at an
  ///   edge or stops there (bounces off); the proposal is its resting offset
  ///   clamped to the range and rounded to pixels (docs/sources.md, "Deceleration" and "Delegate callbacks").
  func plan(_ axis: Axis, velocity: Double, paging: Bool) -> AxisPlan {
    let x0 = exactOffset[axis]
    let published = contentOffset[axis]
    guard canScroll(axis) else { return AxisPlan(target: published, motion: .still) }
    let r = range(axis)
    if paging {
      let target = pageTarget(from: x0, velocity: velocity, axis, range: r)
      guard target != published else { return AxisPlan(target: target, motion: .still) }
      return AxisPlan(target: target, motion: settle(from: x0, to: target, velocity: velocity, range: r))
    }
    let overscrolled = x0 < r.lowerBound || x0 > r.upperBound
    guard overscrolled || velocity.magnitude > configuration.minimumDecelerationSpeed else {
      return AxisPlan(target: published, motion: .still)
    }
    let motion = fling(from: x0, velocity: velocity, range: r, bounces: bounces, rate: decelerationRate)
    let target = roundedToPixel(Self.clamp(motion.finalPosition(current: x0), to: r), scale: scale)
    return AxisPlan(target: target, motion: motion)
  }

  /// The motion to a target the delegate chose instead of the proposal: a
  /// deceleration re-solved to end there (docs/sources.md, "Deceleration"), which bounces or
  /// stops at an edge on the way like any fling; from an overscroll, the
  /// spring back to the edge.
  private func retargeted(
    from x0: Double, published: Double, to target: Double, velocity: Double,
    range r: ClosedRange<Double>, bounces: Bool, rate: DecelerationRate, stopSpeed: Double
  ) -> AxisMotion {
    if roundedToPixel(target, scale: scale) == published { return .still }
    if x0 < r.lowerBound || x0 > r.upperBound {
      return fling(from: x0, velocity: velocity, range: r, bounces: bounces, rate: rate)
    }
    let deceleration = DecelerationSimulation.reaching(target, from: x0, rate: rate, stopSpeed: stopSpeed)
    if target >= r.lowerBound && target <= r.upperBound {
      return deceleration.duration > 0 ? .deceleration(deceleration) : .still
    }
    return fling(from: x0, velocity: deceleration.initialVelocity, range: r, bounces: bounces, rate: rate)
  }

  /// A release at `x0` with the content's `velocity` (points per second) in
  /// `range`: a free deceleration, or ``BounceSimulation`` when it meets an edge
  /// or starts overscrolled; `.still` when nothing would move.
  func fling(
    from x0: Double, velocity: Double, range r: ClosedRange<Double>, bounces: Bool,
    rate: DecelerationRate
  ) -> AxisMotion {
    let bounce = BounceSimulation(
      position: x0, velocity: velocity, rate: rate, minimum: r.lowerBound, maximum: r.upperBound,
      scale: scale,
      configuration: BounceSimulation.Configuration(
        stopSpeed: configuration.stopSpeed, bounces: bounces, bounceSpring: configuration.bounceSpring,
        snapBack: configuration.snapBack))
    guard bounce.duration > 0 else { return .still }
    return bounce.hitsEdge ? .bounce(bounce) : .deceleration(bounce.deceleration)
  }

  /// The target page along `axis` for a release at `x0` with the content's
  /// `velocity` (points per second): ``ScrollViewConfiguration/pagingRule``,
  /// pages at multiples of the bounds size from 0 (docs/sources.md, "Paging"), clamped to
  /// the range and rounded to pixels.
  func pageTarget(from x0: Double, velocity: Double, _ axis: Axis, range r: ClosedRange<Double>) -> Double {
    let page = boundsSize[axis]
    guard page > 0 else { return roundedToPixel(Self.clamp(x0, to: r), scale: scale) }
    var p = x0 / page
    switch configuration.pagingRule {
    case .halfPage(let threshold):
      if velocity > threshold {
        p += 0.5
      } else if velocity < -threshold {
        p -= 0.5
      }
    case .nearestPage:
      break
    }
    return roundedToPixel(Self.clamp(p.rounded() * page, to: r), scale: scale)
  }

  /// Whether the published offset along `axis` is a page boundary: a multiple
  /// of the bounds size from 0, pixel-rounded. A clamped last page that is not
  /// such a multiple is **not** a boundary.
  func isOnPageBoundary(_ axis: Axis) -> Bool {
    let page = boundsSize[axis]
    guard page > 0 else { return true }
    let offset = contentOffset[axis]
    return offset == roundedToPixel((offset / page).rounded() * page, scale: scale)
  }

  /// The paging settle from `x0` to `target` with the release velocity (points
  /// per second), clamped to the range when `bounces` is off.
  func settle(from x0: Double, to target: Double, velocity: Double, range r: ClosedRange<Double>) -> AxisMotion {
    let clamp: ClosedRange<Double>? = bounces ? nil : r
    switch configuration.pagingAnimation {
    case .spring(let parameters):
      return .spring(
        SpringSimulation(
          parameters: parameters, from: x0, to: target, velocity: velocity,
          tolerance: .scrollView(scale: scale)),
        clamp: clamp)
    case .curve(let duration, let curve):
      guard duration > 0 else { return .still }
      return .curve(CurveAnimation(from: x0, to: target, duration: duration, curve: curve), clamp: clamp)
    }
  }

  /// The motion of one axis when a touch ends without a pan: a paging scroll
  /// view off a page boundary settles on the nearest page (when
  /// ``ScrollViewConfiguration/touchUpSettlesOffPageOffset``), and an
  /// overscrolled axis goes back into range (a caught bounce), both from rest.
  func touchUpSettle(_ axis: Axis) -> AxisMotion {
    guard canScroll(axis) else { return .still }
    let x0 = exactOffset[axis]
    let r = range(axis)
    let overscrolled = x0 < r.lowerBound || x0 > r.upperBound
    if isPagingEnabled {
      guard overscrolled || (configuration.touchUpSettlesOffPageOffset && !isOnPageBoundary(axis)) else {
        return .still
      }
      let target = pageTarget(from: x0, velocity: 0, axis, range: r)
      guard target != contentOffset[axis] else { return .still }
      return settle(from: x0, to: target, velocity: 0, range: r)
    }
    guard overscrolled else { return .still }
    return fling(from: x0, velocity: 0, range: r, bounces: bounces, rate: decelerationRate)
  }
}
