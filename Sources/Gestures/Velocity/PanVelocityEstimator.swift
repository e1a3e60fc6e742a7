import ScrollPhysics

/// UIKit's `UIPanGestureRecognizer.velocity(in:)`: the default estimator of plain pans.
///
/// With `s_n` the speed over the newest move (Δposition/Δt, points per second, or zero
/// when Δt is under 1 ms) and `s_(n−1)` the speed over the move before it, the velocity
/// is
///
///     v = 0.2·s_n + 0.8·s_(n−1)        (s_n alone when there is no earlier move)
///
/// It has no time decay: a finger held still sends no events, so the last value
/// persists until the next move (read from the public decompilation of UIKitCore for
/// iOS 26.1, `UIPanGestureRecognizer`). A `UIScrollView` blends two successive values
/// of it at the release (``ScrollViewVelocityEstimator``).
///
/// What the estimator reports: `nil` with no sample since the last `reset()`; zero with
/// a single sample (the touch-down); otherwise `v`, in points per second.
@usableFromInline package struct PanVelocityEstimator: VelocityEstimator {
  /// The weight of the newest move's speed (UIKit: 0.2); the move before weighs
  /// `1 − newestWeight`.
  @usableFromInline package let newestWeight: Double
  /// The shortest time step that gives a speed, in seconds (UIKit: 1 ms); a shorter
  /// step gives zero.
  @usableFromInline package let minimumTimeStep: Double

  @usableFromInline var newest: SampleRing.Sample?
  @usableFromInline var newestSpeed: Vector?
  @usableFromInline var previousSpeed: Vector?

  /// Creates an estimator with no samples.
  ///
  /// - Parameters:
  ///   - newestWeight: Default 0.2 (UIKit); between 0 and 1.
  ///   - minimumTimeStep: Seconds; default 0.001 (UIKit); non-negative.
  @usableFromInline package init(newestWeight: Double = 0.2, minimumTimeStep: Double = 0.001) {
    precondition(newestWeight >= 0 && newestWeight <= 1, "PanVelocityEstimator: newestWeight must lie in 0...1")
    precondition(minimumTimeStep >= 0, "PanVelocityEstimator: minimumTimeStep must be non-negative")
    self.newestWeight = newestWeight
    self.minimumTimeStep = minimumTimeStep
  }

  /// Forgets every sample.
  @usableFromInline package mutating func reset() {
    newest = nil
    newestSpeed = nil
    previousSpeed = nil
  }

  /// Adds the position (points) at `time` (seconds): a move from the previous sample.
  ///
  /// - Precondition: `time` is not earlier than the newest sample's time.
  @inlinable
  package mutating func addSample(time: Double, position: Point) {
    if let last = newest {
      precondition(time >= last.time - TraceTimeComparison.tolerance, "velocity samples must not go back in time")
      let dt = time - last.time
      let speed = dt < minimumTimeStep ? Vector(dx: 0, dy: 0) : (position - last.position) / dt
      previousSpeed = newestSpeed
      newestSpeed = speed
    }
    newest = SampleRing.Sample(time: time, position: position)
  }

  /// `0.2·s_n + 0.8·s_(n−1)` in points per second, whatever `time` is (no decay); see
  /// the type's documentation for zero and `nil`.
  @usableFromInline package func velocity(at time: Double) -> Vector? {
    guard newest != nil else { return nil }
    guard let current = newestSpeed else { return Vector(dx: 0, dy: 0) }
    guard let previous = previousSpeed else { return current }
    return current * newestWeight + previous * (1 - newestWeight)
  }
}
