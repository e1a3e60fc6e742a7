/// Comparisons of trace times that ignore the rounding of decimal timestamps.
///
/// Trace times are `Double` seconds with an arbitrary origin (UIKit's are seconds
/// since boot), so a difference that is exactly 40 ms or 100 ms in the recording
/// (integer microseconds or nanoseconds) comes out a few ulps above or below it:
/// at 216 690 s an ulp is about 3e-11 s. Every threshold of the velocity estimators
/// therefore compares with a margin of `tolerance`, so that a difference within
/// 1 ns of a threshold counts as equal to it, as it does upstream, where times are
/// integers (docs/sources.md, "Velocity estimation"; see docs/velocity.md).
@usableFromInline
enum TraceTimeComparison {
  /// The margin of every time comparison, in seconds (1 ns).
  @usableFromInline static let tolerance = 1e-9

  /// Whether the interval `interval` (seconds) is longer than `limit` (seconds).
  @inlinable
  static func exceeds(_ interval: Double, _ limit: Double) -> Bool {
    interval > limit + tolerance
  }

  /// Whether the interval `interval` (seconds) is at least `limit` (seconds).
  @inlinable
  static func reaches(_ interval: Double, _ limit: Double) -> Bool {
    interval >= limit - tolerance
  }

  /// Whether the times `a` and `b` (seconds) are the same instant.
  @inlinable
  static func same(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= tolerance
  }
}
