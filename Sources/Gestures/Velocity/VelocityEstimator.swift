import ScrollPhysics

/// Estimates a finger's velocity from its recent positions.
///
/// Estimators are value types fed samples in non-decreasing time order. They never
/// read a clock: the time of the question is an argument, so rules such as "a finger
/// that rested before lifting has no velocity" work on trace time.
@usableFromInline package protocol VelocityEstimator: Sendable {
  /// Forgets every sample (a new finger went down).
  mutating func reset()
  /// Adds the position (in points) of the finger at `time` (in seconds).
  mutating func addSample(time: Double, position: Point)
  /// The velocity at `time` (seconds, not earlier than the newest sample), in points
  /// per second, or `nil` when the samples allow no estimate.
  func velocity(at time: Double) -> Vector?
  /// For an estimator that blends successive values (a scroll view's release blend),
  /// the value before the blend at `time`, in points per second: what UIKit's paging
  /// rule reads. The default is `velocity(at:)`.
  func velocityBeforeBlend(at time: Double) -> Vector?
}

extension VelocityEstimator {
  /// `velocity(at:)`: an estimator without a blend.
  @usableFromInline package func velocityBeforeBlend(at time: Double) -> Vector? { velocity(at: time) }
}
