/// The animation of `setContentOffset(_:animated: true)`: a sin² ease over a fixed
/// duration (UIKit's own curve for it; read from the public decompilation of
/// UIKitCore for iOS 26.1, and checked to 2e-6 by an independent Core Animation
/// test).
///
/// With `f = t/duration`, and `f` set to 1 once `1 − f < 0.001`:
///
/// ```
/// progress(f) = sin²(π·f/2)
/// value(t)    = from + pixelRound((to − from)·progress(f))
/// ```
///
/// The distance travelled is rounded to device pixels, as UIKit rounds it, so
/// the value is on the pixel grid whenever `from` is. The curve differs from the
/// cubic Bézier (0.42, 0, 0.58, 1) by at most 1.87 % of the distance, at f ≈ 0.30
/// and 0.70 (1.5 pt of 80 pt).
///
/// Stateless; times before 0 are treated as 0. From `duration` on the value is
/// exactly `to` and the velocity 0. A duration of 0 (or less) jumps at once.
package struct SineSquaredAnimation: Simulation {
  /// The start value, in points.
  package let from: Double
  /// The end value, in points.
  package let to: Double
  /// The duration, in seconds (≥ 0).
  package let duration: Double
  /// Device pixels per point, > 0.
  package let scale: Double

  /// Creates an animation.
  ///
  /// - Parameters:
  ///   - from: The start value, in points.
  ///   - to: The end value, in points.
  ///   - duration: In seconds; values ≤ 0 (and NaN) mean no animation.
  ///   - scale: Device pixels per point, > 0. Default 3.
  package init(from: Double, to: Double, duration: Double, scale: Double = 3) {
    precondition(scale > 0, "SineSquaredAnimation: scale must be > 0")
    self.from = from
    self.to = to
    self.duration = duration > 0 ? duration : 0
    self.scale = scale
  }

  /// `sin²(π·f/2)` for the fraction `f` of the duration (unitless, 0…1), with
  /// `f` set to 1 once `1 − f < 0.001`.
  package static func progress(at fraction: Double) -> Double {
    if fraction <= 0 { return 0 }
    if 1 - fraction < 0.001 { return 1 }
    let s = Elementary.sin(Double.pi * fraction / 2)
    return s * s
  }

  /// The end value, `to`, in points.
  package var finalPosition: Double { to }

  /// The value at `time` (seconds), in points.
  package func position(at time: Double) -> Double {
    if isDone(at: time) { return to }
    if time <= 0 { return from }
    return from + roundedToPixel((to - from) * Self.progress(at: time / duration), scale: scale)
  }

  /// The rate of change of the unrounded curve at `time` (seconds), in points per
  /// second: `(to − from)/duration · (π/2)·sin(π·f)`.
  package func velocity(at time: Double) -> Double {
    if time >= duration || time <= 0 { return 0 }
    return (to - from) / duration * Double.pi / 2 * Elementary.sin(Double.pi * time / duration)
  }

  /// Whether the animation has finished at `time` (seconds): `time ≥ duration`
  /// (or the fraction is within 0.001 of 1).
  package func isDone(at time: Double) -> Bool { time >= duration || 1 - time / duration < 0.001 }
}

extension SineSquaredAnimation: CustomStringConvertible {
  /// The parameters, e.g. `SineSquaredAnimation(from: 0.0, to: 80.0, duration: 0.3)`.
  package var description: String {
    "SineSquaredAnimation(from: \(from), to: \(to), duration: \(duration))"
  }
}
