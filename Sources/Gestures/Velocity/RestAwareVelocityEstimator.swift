import ScrollPhysics

/// Any velocity estimator plus the rule that a finger which rested before lifting
/// has zero velocity (`RestingReleaseRule`, UIKit's 0.1 s by default).
///
/// It remembers the time of the finger's last movement: the first sample after a
/// reset (the touch-down), then every sample whose position differs from the previous
/// sample's. `velocity(at:)` is the base estimator's, or zero when the finger rests at
/// that time according to `rule`; `nil` stays `nil`.
///
/// `add(_:at:)` feeds trace rows with these rules: `began` resets and adds; `moved`
/// adds; `stationary` adds nothing and is no movement (the finger did not move, and
/// UIKit delivers no `touchesMoved` for it); `ended` and `cancelled` add nothing (as
/// Flutter and Android, which never add the up position, docs/sources.md, "Velocity estimation"); ask
/// `velocity(at:)` with the lift time.
///
/// Base estimators with their own 40 ms stop rule (`assumeStoppedAfter`) zero the
/// velocity first when the rows stop; disable it there to let `rule` alone decide.
@usableFromInline package struct RestAwareVelocityEstimator<Base: VelocityEstimator>: VelocityEstimator {
  /// The wrapped estimator.
  @usableFromInline package var base: Base { wrapped }
  /// Storage of `base`.
  @usableFromInline var wrapped: Base
  /// The rest rule. Default `.uikit`.
  @usableFromInline package let rule: RestingReleaseRule
  /// The time of the last movement, in seconds, or `nil` with no sample.
  @usableFromInline package var lastMovementTime: Double? { lastMovement }
  /// Storage of `lastMovementTime`.
  @usableFromInline var lastMovement: Double?
  /// The position of the newest sample, in points.
  @usableFromInline var lastPosition: Point?

  /// Wraps `base` with `rule`. The wrapper starts empty: `base` is reset, since the
  /// movements behind any samples it already holds are unknown.
  @usableFromInline package init(_ base: Base, rule: RestingReleaseRule = .uikit) {
    var base = base
    base.reset()
    self.wrapped = base
    self.rule = rule
  }

  /// Forgets every sample and the last movement.
  @usableFromInline package mutating func reset() {
    wrapped.reset()
    lastMovement = nil
    lastPosition = nil
  }

  /// Adds the position (points) at `time` (seconds); a changed position is a movement.
  @inlinable
  package mutating func addSample(time: Double, position: Point) {
    if lastPosition != position {
      lastMovement = time
      lastPosition = position
    }
    wrapped.addSample(time: time, position: position)
  }

  /// Feeds one finger's trace row at `time` (seconds); see the type's documentation.
  @inlinable
  package mutating func add(_ touch: Touch, at time: Double) {
    switch touch.phase {
    case .began:
      reset()
      addSample(time: time, position: touch.location)
    case .moved:
      addSample(time: time, position: touch.location)
    case .stationary, .ended, .cancelled:
      break
    }
  }

  /// The base estimator's velocity at `time` (seconds), in points per second, or zero
  /// when the finger rests at `time`; `nil` when the base has no estimate.
  @usableFromInline package func velocity(at time: Double) -> Vector? {
    guard let velocity = wrapped.velocity(at: time), let lastMovement else { return nil }
    return rule.releaseVelocity(velocity, lastMovementTime: lastMovement, releaseTime: time)
  }

  /// The base estimator's velocity before its blend at `time` (seconds), or zero when
  /// the finger rests at `time`; `nil` when the base has no estimate.
  @usableFromInline package func velocityBeforeBlend(at time: Double) -> Vector? {
    guard let velocity = wrapped.velocityBeforeBlend(at: time), let lastMovement else { return nil }
    return rule.releaseVelocity(velocity, lastMovementTime: lastMovement, releaseTime: time)
  }
}
