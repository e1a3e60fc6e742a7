import ScrollPhysics

/// The iOS scroll-view release-velocity estimator: UIScrollView's release blend, which
/// Flutter's `IOSScrollViewFlingVelocityTracker` (flutter/flutter PR #60501) implements
/// exactly. The default for the scroll view's release velocity.
///
/// UIScrollView keeps the previous and the current value of the pan's
/// `velocity(in:)` (``PanVelocityEstimator``, `0.2·s_n + 0.8·s_(n−1)`) and releases
/// with `0.75·previous + 0.25·current`; composed, that is exactly
/// `0.6·s_(n−2) + 0.35·s_(n−1) + 0.05·s_n` (read from the public decompilation of
/// UIKitCore for iOS 26.1; docs/sources.md, "Velocity estimation"). Feed it the move
/// events only: a lift adds no sample.
///
/// Samples go into a ring of 20 (`historySize`). With samples … s(n−3), s(n−2),
/// s(n−1), s(n) (s(n) newest) and the pairwise velocities
///
///     v(−2) = s(n−3)→s(n−2),  v(−1) = s(n−2)→s(n−1),  v(0) = s(n−1)→s(n),
///
/// each Δposition/Δtime in points per second, the estimate is
///
///     0.6·v(−2) + 0.35·v(−1) + 0.05·v(0)
///
/// (`Weights.iOS`): the *oldest* of the three pairs weighs most. The weights are not
/// renormalised. A pair with a missing sample or a zero time step counts as zero, so
/// after a touch-down and one move only 0.05·v(0) remains. At most the last 4 samples
/// matter; the ring of 20 only mirrors upstream.
///
/// What the estimator reports: `nil` with no sample since the last `reset()` (upstream
/// asserts "at least 1 point"); zero when queried more than `assumeStoppedAfter` after
/// the newest sample (newer Flutter's 40 ms rule, on trace time); otherwise the
/// weighted estimate, in points per second.
@usableFromInline package struct ScrollViewVelocityEstimator: SampleRingEstimator {
  /// The weights of the three pairwise velocities, oldest pair first.
  @usableFromInline package struct Weights: Hashable, Sendable {
    /// The weight of v(−2), the pair s(n−3)→s(n−2).
    @usableFromInline package var oldest: Double
    /// The weight of v(−1), the pair s(n−2)→s(n−1).
    @usableFromInline package var middle: Double
    /// The weight of v(0), the newest pair s(n−1)→s(n).
    @usableFromInline package var newest: Double

    /// Creates weights, oldest pair first.
    @usableFromInline package init(oldest: Double, middle: Double, newest: Double) {
      self.oldest = oldest
      self.middle = middle
      self.newest = newest
    }

    /// Flutter's iOS weights, 0.6 / 0.35 / 0.05 (docs/sources.md, "Velocity estimation").
    @usableFromInline package static let iOS = Weights(oldest: 0.6, middle: 0.35, newest: 0.05)
    /// Flutter's `MacOSScrollViewFlingVelocityTracker` weights, 0.15 / 0.65 / 0.2.
    @usableFromInline package static let macOS = Weights(oldest: 0.15, middle: 0.65, newest: 0.2)
  }

  /// The number of samples the ring keeps, as upstream's `_sampleSize`.
  @usableFromInline package static let historySize = 20

  /// The weights of the pairwise velocities. Default `.iOS`.
  @usableFromInline package let weights: Weights
  /// When the query time is more than this after the newest sample, in seconds, the
  /// finger is taken to have stopped and the estimate is zero. Default 0.04 (newer
  /// Flutter, flutter/flutter#97761, applied on trace time). `nil` disables the rule,
  /// for example to let a `RestAwareVelocityEstimator` with UIKit's 0.1 s rule decide.
  @usableFromInline package let assumeStoppedAfter: Double?
  /// The samples, newest last.
  @usableFromInline package var samples: SampleRing

  /// Creates an estimator with no samples.
  ///
  /// - Precondition: `assumeStoppedAfter`, if given, is finite and non-negative.
  @usableFromInline package init(weights: Weights = .iOS, assumeStoppedAfter: Double? = 0.04) {
    if let assumeStoppedAfter {
      precondition(
        assumeStoppedAfter.isFinite && assumeStoppedAfter >= 0,
        "assumeStoppedAfter must be a non-negative number of seconds")
    }
    self.weights = weights
    self.assumeStoppedAfter = assumeStoppedAfter
    samples = SampleRing(capacity: Self.historySize)
  }

  /// Adds the position (points) at `time` (seconds).
  ///
  /// - Precondition: `time` is not earlier than the newest sample's time (upstream
  ///   asserts "has a smaller timestamp").
  @inlinable
  package mutating func addSample(time: Double, position: Point) {
    samples.add(time: time, position: position)
  }

  /// The weighted release velocity in points per second, as seen at `time` (seconds);
  /// see the type's documentation for when it is zero or `nil`.
  @usableFromInline package func velocity(at time: Double) -> Vector? {
    guard let newest = samples.newest else { return nil }
    if let limit = assumeStoppedAfter, TraceTimeComparison.exceeds(time - newest.time, limit) {
      return .zero
    }
    // Upstream's order: v(−2)·0.6 + v(−1)·0.35 + v(0)·0.05.
    return pairVelocity(endAge: 2) * weights.oldest
      + pairVelocity(endAge: 1) * weights.middle
      + pairVelocity(endAge: 0) * weights.newest
  }

  /// The pan's `velocity(in:)` from the same samples, before the release blend, in
  /// points per second: `0.2·v(0) + 0.8·v(−1)` (`v(0)` alone with one move), or `nil`
  /// with no sample. UIKit's paging rule reads this value.
  @usableFromInline package func unblendedVelocity() -> Vector? {
    guard samples.count > 0 else { return nil }
    guard samples.count > 2 else { return pairVelocity(endAge: 0) }
    return pairVelocity(endAge: 0) * 0.2 + pairVelocity(endAge: 1) * 0.8
  }

  /// ``unblendedVelocity()`` as seen at `time` (seconds), with the same stop rule as
  /// ``velocity(at:)``.
  @usableFromInline package func velocityBeforeBlend(at time: Double) -> Vector? {
    guard let newest = samples.newest else { return nil }
    if let limit = assumeStoppedAfter, TraceTimeComparison.exceeds(time - newest.time, limit) {
      return .zero
    }
    return unblendedVelocity()
  }

  /// The velocity from the sample `endAge + 1` places older than the newest to the one
  /// `endAge` places older, in points per second; zero when either is missing or the
  /// time step is zero.
  func pairVelocity(endAge: Int) -> Vector {
    guard endAge + 1 < samples.count else { return .zero }
    let end = samples[age: endAge]
    let start = samples[age: endAge + 1]
    let dt = end.time - start.time
    if TraceTimeComparison.same(dt, 0) { return .zero }
    return (end.position - start.position) / dt
  }
}
