/// A value animated from one position to another over a fixed duration along a
/// timing curve, as a UIView / Core Animation basic animation (docs/sources.md, "Timing curves"):
/// `value(t) = from + (to − from)·B(t/duration)`.
///
/// For `setContentOffset(_:animated: true)` the scroll view chooses the duration and
/// curve (UIKit publishes neither; docs/sources.md, "setContentOffset(_:animated:)").
///
/// Stateless; times before 0 are treated as 0. From `duration` on the position is
/// exactly `to` and the velocity 0. A duration of 0 (or less) jumps to `to` at once.
package struct CurveAnimation: Simulation {
  /// The start value, in points.
  package let from: Double
  /// The end value, in points.
  package let to: Double
  /// The duration, in seconds (≥ 0).
  package let duration: Double
  /// The timing curve.
  package let curve: TimingCurve

  /// `to − from`, in points.
  @usableFromInline let distance: Double
  /// `1/duration`, in 1/seconds (0 when the duration is 0).
  @usableFromInline let inverseDuration: Double

  /// Creates an animation.
  ///
  /// - Parameters:
  ///   - from: The start value, in points.
  ///   - to: The end value, in points.
  ///   - duration: In seconds; values ≤ 0 (and NaN) mean no animation.
  ///   - curve: The timing curve. Defaults to `.easeInEaseOut` (UIView's default).
  package init(from: Double, to: Double, duration: Double, curve: TimingCurve = .easeInEaseOut) {
    self.from = from
    self.to = to
    self.duration = duration > 0 ? duration : 0
    self.curve = curve
    self.distance = to - from
    self.inverseDuration = duration > 0 ? 1 / duration : 0
  }

  /// The end value, `to`, in points.
  @inlinable
  package var finalPosition: Double { to }

  /// The value at `time` (seconds), in points.
  @inlinable @inline(__always)
  package func position(at time: Double) -> Double {
    if time >= duration { return to }
    if time <= 0 { return from }
    return from + distance * curve.progress(at: time * inverseDuration)
  }

  /// The rate of change at `time` (seconds), in points per second:
  /// `(to − from)/duration · B′(t/duration)`.
  @inlinable
  package func velocity(at time: Double) -> Double {
    if time >= duration { return 0 }
    return distance * inverseDuration * curve.slope(at: time > 0 ? time * inverseDuration : 0)
  }

  /// Whether the animation has finished at `time` (seconds): `time ≥ duration`.
  @inlinable
  package func isDone(at time: Double) -> Bool { time >= duration }
}

extension CurveAnimation: CustomStringConvertible {
  /// The parameters, e.g.
  /// `CurveAnimation(from: 0.0, to: 80.0, duration: 0.3, curve: easeInEaseOut)`.
  package var description: String {
    "CurveAnimation(from: \(from), to: \(to), duration: \(duration), curve: \(curve))"
  }
}
