/// When and how fast one UIView animation runs: its delay, its duration and its
/// pacing (a Bézier timing curve or a spring).
///
/// ``progress(atElapsed:)`` gives the fraction of the change shown a given time
/// after the animation was committed (docs/sources.md, "Timing curves" and "Springs"):
///
/// ```
/// e = elapsed − delay
/// e ≤ 0         → 0           (the animation's fill mode is "both": the start value shows during the delay)
/// e ≥ duration  → 1 exactly   (the animation is removed; the model value shows)
/// otherwise     → B(e/duration)   for a timing curve B
///                 p(e)            for a spring (sampled on linear time: UIKit forces the curve to linear)
/// ```
///
/// **Durations.** A UIView animation of duration 0 becomes a 0.001 s Core
/// Animation animation (docs/sources.md, "Springs" and "Timing curves": `setAnimationAttributes`
/// replaces 0 by 0.001), so a duration of 0 is 0.001 s here, and so are negative
/// and NaN durations (invalid in UIKit). A negative or NaN delay is 0 (UIKit sets
/// a begin time only for a positive delay).
package struct AnimationTiming: Sendable {
  /// How the progress moves between the start and the end of the animation.
  package enum Pacing: Equatable, Sendable {
    /// Along a cubic Bézier timing curve over the duration (a UIView curve or a
    /// custom `CAMediaTimingFunction`).
    case curve(TimingCurve)
    /// Along a spring's closed-form motion, sampled on linear time and cut at the
    /// duration.
    case spring(SpringTimingCurve)
  }

  /// The time from the commit to the start of the motion, in seconds (≥ 0).
  package let delay: Double
  /// The length of the motion, in seconds (> 0).
  package let duration: Double
  /// The curve or spring.
  package let pacing: Pacing
  /// `1/duration`, in 1/seconds.
  let inverseDuration: Double
  /// `delay + duration`, in seconds.
  let end: Double

  /// Creates a timing from its parts.
  ///
  /// - Parameters:
  ///   - duration: In seconds; 0, negative values and NaN become 0.001 (UIKit's 0 → 0.001).
  ///   - delay: In seconds; negative or NaN values become 0. Defaults to 0.
  ///   - pacing: The curve or spring.
  package init(duration: Double, delay: Double = 0, pacing: Pacing) {
    let d = duration > 0 ? duration : 0.001
    self.duration = d
    self.delay = delay > 0 ? delay : 0
    self.pacing = pacing
    self.inverseDuration = 1 / d
    self.end = self.delay + d
  }

  /// A UIView animation along one of UIKit's curves, as
  /// `UIView.animate(withDuration:delay:options:animations:)` with a curve
  /// option (docs/sources.md, "Timing curves").
  ///
  /// - Parameters:
  ///   - duration: In seconds (0 becomes 0.001).
  ///   - delay: In seconds. Defaults to 0.
  ///   - curve: Defaults to `.easeInOut`, UIKit's default.
  package init(duration: Double, delay: Double = 0, curve: AnimationCurve = .easeInOut) {
    self.init(duration: duration, delay: delay, pacing: .curve(curve.timingCurve))
  }

  /// An animation along a custom timing function (`CAMediaTimingFunction`).
  ///
  /// - Parameters:
  ///   - duration: In seconds (0 becomes 0.001).
  ///   - delay: In seconds. Defaults to 0.
  ///   - timingCurve: The Bézier timing curve.
  package init(duration: Double, delay: Double = 0, timingCurve: TimingCurve) {
    self.init(duration: duration, delay: delay, pacing: .curve(timingCurve))
  }

  /// A UIView spring animation,
  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`:
  /// mass 1 and the stiffness and damping UIKit derives so that the spring is
  /// (almost) at rest at `duration`; the animation then ends at exactly
  /// `duration` and shows the target (docs/sources.md, "Springs").
  ///
  /// - Parameters:
  ///   - duration: In seconds (0, negative values and NaN become 0.001; the spring
  ///     solve clamps to 0.01…10).
  ///   - delay: In seconds. Defaults to 0.
  ///   - dampingRatio: `usingSpringWithDamping`, clamped to 1.1920929e−7…1. Not NaN
  ///     (precondition).
  ///   - initialVelocity: `initialSpringVelocity`, normalised: 1 is the whole
  ///     distance per second. Defaults to 0. Finite (precondition).
  ///
  /// Where UIKit's solve breaks down (e.g. ζ = 1 with v = 5/duration) the spring is
  /// the documented fallback of ``SpringParameters/init(uiViewDuration:dampingRatio:initialVelocity:)``.
  package static func spring(
    duration: Double, delay: Double = 0, dampingRatio: Double, initialVelocity: Double = 0
  ) -> AnimationTiming {
    AnimationTiming(
      duration: duration, delay: delay,
      pacing: .spring(
        SpringTimingCurve(
          uiViewDuration: duration > 0 ? duration : 0.001, dampingRatio: dampingRatio, initialVelocity: initialVelocity)))
  }

  /// A spring given by its physical parameters (`CASpringAnimation` with an
  /// explicit duration; the response/damping-ratio form through
  /// `SpringParameters(dampingRatio:response:)`), cut at `duration`.
  ///
  /// - Parameters:
  ///   - parameters: Mass, stiffness and damping coefficient.
  ///   - initialVelocity: Normalised, in 1/s. Defaults to 0.
  ///   - duration: In seconds; where the animation ends and the value snaps to the
  ///     target. `SpringTimingCurve.settlingDuration(tolerance:)` gives a
  ///     settling estimate.
  ///   - delay: In seconds. Defaults to 0.
  package static func spring(
    _ parameters: SpringParameters, initialVelocity: Double = 0, duration: Double, delay: Double = 0
  ) -> AnimationTiming {
    AnimationTiming(
      duration: duration, delay: delay,
      pacing: .spring(SpringTimingCurve(parameters: parameters, initialVelocity: initialVelocity)))
  }

  /// `delay + duration`: the time from the commit to the end, in seconds.
  package var totalDuration: Double { end }

  /// The fraction of the change shown `elapsed` seconds after the commit
  /// (unitless): 0 up to the end of the delay, exactly 1 from `totalDuration`
  /// on; a spring may leave [0, 1] in between.
  package func progress(atElapsed elapsed: Double) -> Double {
    // Compare with the sum first, so that progress is 1 at exactly `totalDuration`
    // even when elapsed − delay rounds below duration (0.7 − 0.2 < 0.5).
    if elapsed >= end { return 1 }
    let e = elapsed - delay
    if e <= 0 { return 0 }
    if e >= duration { return 1 }
    switch pacing {
    case .curve(let curve): return curve.progress(at: e * inverseDuration)
    case .spring(let spring): return spring.progress(at: e)
    }
  }
}

extension AnimationTiming: Equatable {
  /// Timings are equal when their delay, duration and pacing are.
  package static func == (a: AnimationTiming, b: AnimationTiming) -> Bool {
    a.delay == b.delay && a.duration == b.duration && a.pacing == b.pacing
  }
}

extension AnimationTiming: CustomStringConvertible {
  /// For example `AnimationTiming(duration: 0.3, delay: 0.0, easeInEaseOut)`.
  package var description: String {
    switch pacing {
    case .curve(let curve):
      return "AnimationTiming(duration: \(duration), delay: \(delay), \(curve))"
    case .spring(let spring):
      return "AnimationTiming(duration: \(duration), delay: \(delay), \(spring))"
    }
  }
}
