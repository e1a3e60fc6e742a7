import ScrollPhysics

/// The rule that a finger which rested before lifting releases with zero velocity,
/// on trace time.
///
/// The finger rests when the lift (or query) time is at least `threshold` after its
/// last movement (`.atLeast`), or more than `threshold` after it (`.moreThan`).
/// UIKit's rule is undocumented: the folklore is zero if the last movement is ≥ 0.1 s
/// before the up (docs/sources.md, "Gesture recognizers", super-ultra/ScrollMechanics PR #6), so `.uikit`, the
/// default, is 0.1 s, `.atLeast`. Flutter and Android use 40 ms and "more than"
/// (docs/sources.md, "Velocity estimation"): `.flutter`.
///
/// A movement is a sample whose position differs from the one before; `stationary`
/// trace rows and `moved` rows that repeat the previous position are not movements
/// (see `RestAwareVelocityEstimator`).
public struct RestingReleaseRule: Hashable, Sendable {
  /// How the rest is compared with the threshold.
  public enum Comparison: Hashable, Sendable {
    /// Resting when the rest lasts `threshold` or longer.
    case atLeast
    /// Resting when the rest lasts longer than `threshold`.
    case moreThan
  }

  /// The rest duration that zeroes the velocity, in seconds.
  public var threshold: Double
  /// Whether a rest of exactly `threshold` counts.
  public var comparison: Comparison

  /// Creates a rule.
  ///
  /// - Precondition: `threshold` is finite and non-negative.
  public init(threshold: Double, comparison: Comparison) {
    precondition(threshold.isFinite && threshold >= 0, "a rest threshold is a non-negative number of seconds")
    self.threshold = threshold
    self.comparison = comparison
  }

  /// UIKit folklore (docs/sources.md, "Gesture recognizers"): zero if the last movement is 0.1 s or more
  /// before the lift. The default.
  public static let uikit = RestingReleaseRule(threshold: 0.1, comparison: .atLeast)
  /// Flutter and Android: zero if the lift is more than 40 ms after the last movement
  /// (docs/sources.md, "Velocity estimation").
  public static let flutter = RestingReleaseRule(threshold: 0.04, comparison: .moreThan)

  /// Whether a finger that last moved at `lastMovementTime` counts as resting at
  /// `releaseTime` (both in seconds). Times are compared with a 1 ns margin.
  package func isResting(lastMovementTime: Double, releaseTime: Double) -> Bool {
    let rest = releaseTime - lastMovementTime
    switch comparison {
    case .atLeast: return TraceTimeComparison.reaches(rest, threshold)
    case .moreThan: return TraceTimeComparison.exceeds(rest, threshold)
    }
  }

  /// `velocity` (points per second), or zero when the finger rests at `releaseTime`
  /// (seconds) after its last movement at `lastMovementTime` (seconds). `nil` stays
  /// `nil`: no estimate is not turned into a zero one.
  package func releaseVelocity(_ velocity: Vector?, lastMovementTime: Double, releaseTime: Double) -> Vector? {
    guard let velocity else { return nil }
    return isResting(lastMovementTime: lastMovementTime, releaseTime: releaseTime) ? .zero : velocity
  }
}
