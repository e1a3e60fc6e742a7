// The finger lifts: where the content goes, and how.

extension ScrollView {
  /// What one axis does after a release.
  struct AxisPlan: Sendable {
    /// The proposed resting offset, in points, pixel-rounded.
    var target: Double
    /// The motion to get there.
    var motion: AxisMotion
  }

  /// Ends the drag with the finger's release velocity `fingerVelocity` (points
  /// per second, following the finger; the scroll view's 0.75/0.25 release
  /// blend) and `pagingVelocity` (the pan's latest raw `velocity(in:)`, before
  /// the blend, which the stop test, the fast-scroll tier and the paging rule
  /// read, and which a pan released at its `.began` update decelerates with;
  /// `nil`: `fingerVelocity`):
  /// plans each axis, asks the delegate through `scrollViewWillEndDragging`, and
  /// starts the motion.
  ///
  /// Properties are read here, before `scrollViewWillEndDragging`; changes the
  /// delegate makes during the release callbacks apply to the next release or
  /// touch. A target the delegate changes is honoured (a re-solved
  /// deceleration) unless paging was on at the release; while paging, the
  /// profile decides (``UIKitProfile/pagingHonoursDelegateTarget``).
  mutating func release<Delegate: ScrollViewDelegate>(
    velocity fingerVelocity: Vector, pagingVelocity: Vector? = nil, _ delegate: inout Delegate,
    _ callbacks: inout [ScrollViewCallback]
  ) {
    guard case .dragging(let drag) = phase else { return }
    isTracking = false
    // The latest raw velocity(in:), as a content velocity (the content moves
    // opposite to the finger): the stop test, the fast-scroll tier and the paging
    // rule read it (UIKit tests it before the blend).
    let unblended = pagingVelocity ?? fingerVelocity
    let rawVelocity = Vector(
      dx: releaseVelocity(-unblended.dx, .horizontal, drag.lock),
      dy: releaseVelocity(-unblended.dy, .vertical, drag.lock))
    // UIKit blends 0.75·previous + 0.25·current only when the previous update's
    // value is not zero: a pan whose only update was `.began` (it began at the
    // last move) releases at velocity(in:) itself.
    let blended = drag.lastSpeed == nil ? unblended : fingerVelocity
    var velocity = Vector(
      dx: releaseVelocity(-blended.dx, .horizontal, drag.lock),
      dy: releaseVelocity(-blended.dy, .vertical, drag.lock))
    let pageVelocity = rawVelocity
    let paging = isPagingEnabled
    let caught = caughtPagingSettle
    caughtPagingSettle = nil
    let rangeX = range(.horizontal)
    let rangeY = range(.vertical)
    let inRange =
      rangeX.contains(exactOffset.x) || !canScroll(.horizontal)
    let inRangeY = rangeY.contains(exactOffset.y) || !canScroll(.vertical)
    // A release whose raw velocity is slow inside the range, or exactly zero, does
    // not decelerate: its velocity is zeroed (UIKit tests velocity(in:) before the
    // 0.75/0.25 blend; a rubber-banded release skips the speed test).
    if !paging
      && (rawVelocity == .zero
        || (inRange && inRangeY && rawVelocity.length < configuration.minimumDecelerationSpeed))
    {
      velocity = .zero
    }
    var boost = 1.0
    if !paging {
      // The fast-scroll tier reads the raw velocity too; a paging release never counts.
      boost = flicks.release(velocity: rawVelocity, distance: drag.lastTranslation.length, at: now)
      if !configuration.boostsRepeatedFlicks { boost = 1 }
    }
    let flingVelocity = velocity * boost
    // UIKit multiplies the distance of each frame, not the velocity: the stop test
    // reads the finger's speed (`-_getBouncingDecelerationOffset:…`).
    var planX = plan(
      .horizontal, velocity: velocity.dx, pageVelocity: pageVelocity.dx, planeSpeed: velocity.length,
      paging: paging, caught: caught.flatMap { c in c.forward.x.map { (c.target.x, $0) } }, multiplier: boost)
    var planY = plan(
      .vertical, velocity: velocity.dy, pageVelocity: pageVelocity.dy, planeSpeed: velocity.length,
      paging: paging, caught: caught.flatMap { c in c.forward.y.map { (c.target.y, $0) } }, multiplier: boost)
    let proposed = Point(x: planX.target, y: planY.target)
    // Everything the re-targeting needs, read before the delegate runs.
    let context = (
      bouncesX: bouncesHorizontally, bouncesY: bouncesVertically, rate: decelerationRate, profile: configuration.profile)
    let target = emitWillEndDragging(
      velocity: velocity / 1000, target: proposed, &delegate, &callbacks)
    if !paging {
      if target.x != proposed.x {
        planX.motion = retargeted(
          .horizontal, from: exactOffset.x, published: contentOffset.x, to: target.x, velocity: flingVelocity.dx,
          range: rangeX, bounces: context.bouncesX, rate: context.rate)
      }
      if target.y != proposed.y {
        planY.motion = retargeted(
          .vertical, from: exactOffset.y, published: contentOffset.y, to: target.y, velocity: flingVelocity.dy,
          range: rangeY, bounces: context.bouncesY, rate: context.rate)
      }
    } else if context.profile.pagingHonoursDelegateTarget {
      if target.x != proposed.x && rangeX.contains(target.x) {
        let page = nearestPage(to: target.x, .horizontal, range: rangeX)
        planX.motion =
          page == contentOffset.x
          ? .still : settle(from: exactOffset.x, to: page, velocity: velocity.dx, .horizontal, range: rangeX)
      }
      if target.y != proposed.y && rangeY.contains(target.y) {
        let page = nearestPage(to: target.y, .vertical, range: rangeY)
        planY.motion =
          page == contentOffset.y
          ? .still : settle(from: exactOffset.y, to: page, velocity: velocity.dy, .vertical, range: rangeY)
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
    // UIKit ends the fast-scroll streak once the motion runs past a bouncing edge.
    let outsideX = planX.motion.leavesTheRange(bounces: context.bouncesX)
    let outsideY = planY.motion.leavesTheRange(bounces: context.bouncesY)
    flicks.streakEnds = [outsideX, outsideY].compactMap { $0 }.min().map { now + $0 }
    phase = .moving(.deceleration)
    isDecelerating = true
    emit(.scrollViewWillBeginDecelerating, &delegate, &callbacks)
  }

  /// The content's release velocity along `axis` (points per second): zero on
  /// an axis that cannot scroll or that the directional lock excludes.
  private func releaseVelocity(_ velocity: Double, _ axis: Axis, _ lock: DirectionalLock) -> Double {
    guard canScroll(axis) else { return 0 }
    return lock.allows(axis) ? velocity : 0
  }

  /// The proposed target and the motion of one axis at a release.
  ///
  /// - Paging: the page of ``ScrollViewConfiguration/pagingRule`` for
  ///   `pageVelocity`, clamped to the range, reached by
  ///   ``ScrollViewConfiguration/pagingAnimation`` from `velocity`; no motion
  ///   when the published offset is already there.
  /// - Overscrolled: back to the edge with the release velocity, whatever
  ///   `bounces` (with bounces off only a range change can leave the content
  ///   there).
  /// - Otherwise: UIKit's per-frame deceleration (``FrameDeceleration``, which
  ///   stops when `planeSpeed` has decayed below the stop speed), bouncing at an
  ///   edge or stopping there (bounces off); no motion for a zero velocity. The
  ///   proposal is `x0 + (v − 0.01·sign v)/(−ln d)` (v in pt/ms), clamped to the
  ///   range and rounded to pixels; the motion rests about a pixel short of it.
  ///
  /// `multiplier` is the repeated-flick multiplier of the distance (not paging):
  /// the proposal is that of `velocity × multiplier`; the motion moves that much
  /// further each frame inside the range and stops by `planeSpeed`.
  func plan(
    _ axis: Axis, velocity: Double, pageVelocity: Double, planeSpeed: Double, paging: Bool,
    caught: (target: Double, forward: Bool)?, multiplier: Double = 1
  ) -> AxisPlan {
    let x0 = exactOffset[axis]
    let published = contentOffset[axis]
    guard canScroll(axis) else { return AxisPlan(target: published, motion: .still) }
    let r = range(axis)
    if paging {
      let target = pageTarget(from: x0, velocity: pageVelocity, axis, range: r, caught: caught)
      guard target != published else { return AxisPlan(target: target, motion: .still) }
      return AxisPlan(target: target, motion: settle(from: x0, to: target, velocity: velocity, axis, range: r))
    }
    let overscrolled = x0 < r.lowerBound || x0 > r.upperBound
    guard overscrolled || velocity != 0 else { return AxisPlan(target: published, motion: .still) }
    let motion = fling(
      from: x0, velocity: velocity, planeSpeed: planeSpeed, range: r, bounces: bounces(axis), rate: decelerationRate,
      multiplier: multiplier)
    let proposal = overscrolled ? x0 : proposedTarget(from: x0, velocity: velocity * multiplier)
    let target = roundedToPixel(Self.clamp(proposal, to: r), scale: scale)
    return AxisPlan(target: target, motion: motion)
  }

  /// UIKit's proposed `targetContentOffset` along one axis, unclamped and
  /// unrounded, in points: `x0 + (v − 0.01·sign v)/(−ln d)` with `v` in pt/ms
  /// (the continuous deceleration's rest at the stop speed).
  func proposedTarget(from x0: Double, velocity: Double) -> Double {
    DecelerationSimulation(
      position: x0, velocity: velocity, rate: decelerationRate, stopSpeed: configuration.stopSpeed
    ).finalPosition
  }

  /// The motion to a target the delegate chose instead of the proposal (read
  /// from the decompilation): the per-frame law with a new velocity and rate,
  /// ending at the target. With the content velocity `v` and `Δ = target − x0`
  /// (pt/ms, points):
  /// - same direction: `v` is kept and the rate becomes `exp(−(|v| − 0.01)/|Δ|)`,
  ///   at most 0.999;
  /// - otherwise: `v' = 0.01·sign Δ − Δ·ln d`; if `|v'| < 0.25`, the rate becomes
  ///   0.985 and `v' = 0.01·sign Δ + 0.0151136·Δ`.
  ///
  /// A target beyond an edge runs into it like any fling; from an overscroll, the
  /// content springs back to the edge.
  private func retargeted(
    _ axis: Axis, from x0: Double, published: Double, to target: Double, velocity: Double,
    range r: ClosedRange<Double>, bounces: Bool, rate: DecelerationRate
  ) -> AxisMotion {
    if roundedToPixel(target, scale: scale) == published { return .still }
    if x0 < r.lowerBound || x0 > r.upperBound {
      return fling(from: x0, velocity: velocity, planeSpeed: velocity.magnitude, range: r, bounces: bounces, rate: rate)
    }
    let distance = target - x0
    guard distance != 0 else { return .still }
    let sign: Double = distance > 0 ? 1 : -1
    let speed = velocity / 1000
    var newRate: Double
    var newSpeed: Double
    if speed != 0 && (speed > 0) == (distance > 0) {
      newSpeed = speed
      newRate = Swift.min(Elementary.exp(-(speed.magnitude - 0.01) / distance.magnitude), 0.999)
    } else {
      newRate = rate.rawValue
      newSpeed = 0.01 * sign - distance * Elementary.log(rate.rawValue)
      if newSpeed.magnitude < 0.25 {
        newRate = 0.985
        newSpeed = 0.01 * sign + 0.0151136 * distance
      }
    }
    // A rate too small to be a deceleration (a huge speed for a tiny distance)
    // is kept to a factor of one half per millisecond.
    newRate = Swift.max(newRate, 0.5)
    let law = DecelerationRate(rawValue: newRate) ?? rate
    if target >= r.lowerBound && target <= r.upperBound {
      let deceleration = FrameDeceleration(
        position: x0, velocity: newSpeed * 1000, rate: law, refreshRate: maximumFramesPerSecond,
        stopSpeed: configuration.stopSpeed, restingPosition: target)
      return deceleration.frameCount > 0 ? .deceleration(deceleration) : .still
    }
    return fling(
      from: x0, velocity: newSpeed * 1000, planeSpeed: newSpeed.magnitude * 1000, range: r, bounces: bounces, rate: law)
  }

  /// A release at `x0` with the content's `velocity` (points per second) in
  /// `range`: UIKit's per-frame deceleration, which stops when `planeSpeed`
  /// (points per second) has decayed below the stop speed, handing over to the
  /// configured ``ScrollViewConfiguration/bounceLaw`` in the frame that crosses an
  /// edge (``EdgeBounce``; ``BounceSimulation`` for the spring or a dead stop);
  /// from an overscroll, the same law at once; `.still` when nothing would move.
  func fling(
    from x0: Double, velocity: Double, planeSpeed: Double, range r: ClosedRange<Double>, bounces: Bool,
    rate: DecelerationRate, multiplier: Double = 1
  ) -> AxisMotion {
    let fling = Fling(
      position: x0, velocity: velocity, rate: rate, minimum: r.lowerBound, maximum: r.upperBound,
      refreshRate: maximumFramesPerSecond, scale: scale, planeSpeed: planeSpeed, minimumSpeed: 0,
      configuration: BounceSimulation.Configuration(
        stopSpeed: configuration.stopSpeed, bounces: bounces, bounceSpring: configuration.bounceSpring,
        snapBack: configuration.snapBack), law: configuration.bounceLaw, distanceMultiplier: multiplier)
    // The deceleration up to the edge (none when the fling starts at or past it).
    let leadIn = fling.edgeTime.flatMap { time in
      time > 0 ? AxisMotion.LeadIn(deceleration: fling.deceleration, handoff: time) : nil
    }
    if let frames = fling.edgeBounce { return .edge(frames, after: leadIn) }
    if let bounce = fling.bounce { return .bounce(bounce, after: leadIn) }
    return fling.deceleration.frameCount > 0 ? .deceleration(fling.deceleration) : .still
  }

  /// False when ``touchUpSettle(_:)`` is sure to be still along `axis`: the axis
  /// cannot scroll, or it is in range and either not paging or on a page
  /// boundary (or not settling off-page offsets).
  func mayTouchUpSettle(_ axis: Axis) -> Bool {
    guard canScroll(axis) else { return false }
    let x0 = exactOffset[axis]
    let r = range(axis)
    if x0 < r.lowerBound || x0 > r.upperBound { return true }
    return isPagingEnabled && configuration.touchUpSettlesOffPageOffset && !isOnPageBoundary(axis)
  }

  /// The motion of one axis when a touch ends without a pan: a paging scroll
  /// view off a page boundary runs the paging rule with zero velocity (when
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
      return settle(from: x0, to: target, velocity: 0, axis, range: r)
    }
    guard overscrolled else { return .still }
    return fling(from: x0, velocity: 0, planeSpeed: 0, range: r, bounces: bounces(axis), rate: decelerationRate)
  }
}
