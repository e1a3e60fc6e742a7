/// The progress of a spring animation as a function of time: Core Animation's
/// `CASpringAnimation` seen as a timing curve (docs/sources.md, "Springs").
///
/// The spring moves a normalised displacement `x` from 1 at t = 0 to rest at 0,
/// with `x′(0) = −v` where `v` is the **normalised** initial velocity (1 means the
/// whole animation distance per second, as `initialSpringVelocity`). The
/// progress is `p(t) = 1 − x(t)`, and an animated value is
/// `from + (to − from)·p(t)`. With ω0 = √(k/m) and ζ = c/(2√(km)):
///
/// | Regime | x(t) |
/// |---|---|
/// | ζ < 1, ω_d = ω0√(1−ζ²) | `e^(−ζω0t)·[cos ω_d t + ((ζω0 − v)/ω_d)·sin ω_d t]` |
/// | ζ = 1 | `(1 + (ω0 − v)·t)·e^(−ω0t)` |
/// | ζ > 1, r₁,₂ = −ζω0 ∓ ω0√(ζ²−1) | `C1 e^(r₁t) + C2 e^(r₂t)`, C2 = (−v − r₁)/(r₂ − r₁), C1 = 1 − C2 |
///
/// **Over-damping.** `CASpringAnimation.allowsOverdamping` defaults to false
/// (iOS 17+), and WebKit's `SpringSolver.h` (Apple's CSS `spring()`, mirroring
/// CASpringAnimation) evaluates every ζ ≥ 1 with the critical form at ω0. So by
/// default a spring with ζ > 1 moves as the critically damped spring of the same
/// mass and stiffness; pass `allowsOverdamping: true` for the true over-damped
/// motion (SwiftUI's `allowOverDamping`, docs/sources.md, "Springs").
///
/// The curve itself has no end: ``progress(at:)`` follows the spring for ever.
/// An ``AnimationTiming`` cuts it at the animation's duration, where UIKit removes
/// the animation and the value snaps to the target (docs/sources.md, "Springs").
///
/// Evaluation is closed form, one exponential and one cosine per sample; the
/// constants are computed once, at creation (by ``SpringSimulation``).
package struct SpringTimingCurve: Sendable {
  /// The spring as given (mass, stiffness, damping coefficient).
  package let parameters: SpringParameters
  /// The initial velocity, normalised: fractions of the animation distance per
  /// second (1/s). Positive moves towards the target.
  package let initialVelocity: Double
  /// Whether ζ > 1 moves over-damped (true) or as the critical spring of the same
  /// ω0 (false, Core Animation's default).
  package let allowsOverdamping: Bool

  /// The motion of the progress: from 0 towards 1 with `initialVelocity`, with a
  /// zero tolerance so that it never snaps by itself.
  let motion: SpringSimulation

  /// Creates the progress curve of a spring.
  ///
  /// - Parameters:
  ///   - parameters: Mass, stiffness and damping coefficient, for instance
  ///     `SpringParameters(mass:stiffness:damping:)` (`CASpringAnimation`,
  ///     `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`) or
  ///     `SpringParameters(dampingRatio:response:)` (SwiftUI's
  ///     `spring(response:dampingFraction:)`).
  ///   - initialVelocity: Normalised, in 1/s: 1 is the whole distance per second.
  ///     Defaults to 0. Must be finite.
  ///   - allowsOverdamping: Defaults to false, as `CASpringAnimation`.
  package init(parameters: SpringParameters, initialVelocity: Double = 0, allowsOverdamping: Bool = false) {
    precondition(initialVelocity.isFinite, "SpringTimingCurve: initialVelocity must be finite")
    self.parameters = parameters
    self.initialVelocity = initialVelocity
    self.allowsOverdamping = allowsOverdamping
    var effective = parameters
    if !allowsOverdamping, parameters.dampingRatio > 1 {
      // The critical spring with the same mass and stiffness: c = 2√(mk).
      effective = SpringParameters(
        mass: parameters.mass, stiffness: parameters.stiffness,
        damping: 2 * SpringParameters.rootOfProduct(parameters.mass, parameters.stiffness))
    }
    motion = SpringSimulation(
      parameters: effective, from: 0, to: 1, velocity: initialVelocity,
      tolerance: Tolerance(distance: 0, velocity: 0))
  }

  /// The spring of `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`:
  /// mass 1 and the stiffness and damping UIKit derives from the duration
  /// (``SpringParameters/init(uiViewDuration:dampingRatio:initialVelocity:)``,
  /// docs/sources.md, "Springs"), with the normalised initial velocity.
  ///
  /// The curve is (almost) at rest at `duration`: the sine-term envelope (ζ < 1)
  /// or the displacement (ζ = 1) is 0.001 there. Where UIKit's Newton solve breaks
  /// down (e.g. ζ = 1 with v = 5/duration), the spring is the documented fallback of
  /// ``SpringParameters/init(uiViewDuration:dampingRatio:initialVelocity:)``.
  ///
  /// - Parameters:
  ///   - duration: The UIView animation duration, in seconds (the solve clamps it
  ///     to 0.01…10). Not NaN (precondition).
  ///   - dampingRatio: `usingSpringWithDamping`, clamped to 1.1920929e−7…1. Not NaN
  ///     (precondition).
  ///   - initialVelocity: `initialSpringVelocity`, normalised (1/s). Defaults to 0.
  ///     Finite (precondition).
  package init(uiViewDuration duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
    self.init(
      parameters: SpringParameters(
        uiViewDuration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity),
      initialVelocity: initialVelocity)
  }

  /// The progress at `time` seconds after the spring starts (unitless): 0 at
  /// t ≤ 0, tending to 1; it may overshoot 1 (ζ < 1) or dip below 0 at first
  /// (negative initial velocity).
  package func progress(at time: Double) -> Double {
    time > 0 ? motion.position(at: time) : 0
  }

  /// The rate of change of the progress at `time` seconds (1/s); the initial
  /// velocity at t ≤ 0.
  package func velocity(at time: Double) -> Double {
    motion.velocity(at: time > 0 ? time : 0)
  }

  /// An estimate of how long the spring takes to settle, in seconds: the first
  /// time after which the progress stays within `tolerance` of 1 and its rate
  /// within `tolerance` per second (exact for this motion, ``SpringSimulation``).
  ///
  /// Core Animation's `settlingDuration` algorithm is not public (docs/sources.md, "Springs");
  /// this is gesture-sim's own estimate, for springs given by mass,
  /// stiffness and damping whose animation has no duration of its own
  /// (`UIViewPropertyAnimator` with `UISpringTimingParameters(mass:…)`).
  ///
  /// - Parameter tolerance: A fraction of the distance, > 0. Defaults to 0.001.
  /// - Returns: +∞ for an undamped spring.
  package func settlingDuration(tolerance: Double = 0.001) -> Double {
    precondition(tolerance > 0, "SpringTimingCurve: tolerance must be > 0")
    return SpringSimulation(
      parameters: motion.parameters, from: 0, to: 1, velocity: initialVelocity,
      tolerance: Tolerance(distance: tolerance, velocity: tolerance)
    ).duration
  }
}

extension SpringTimingCurve: Equatable {
  /// Curves are equal when their parameters, initial velocity and over-damping
  /// flag are.
  package static func == (a: SpringTimingCurve, b: SpringTimingCurve) -> Bool {
    a.parameters == b.parameters && a.initialVelocity == b.initialVelocity
      && a.allowsOverdamping == b.allowsOverdamping
  }
}

extension SpringTimingCurve: CustomStringConvertible {
  /// For example `SpringTimingCurve(mass: 1.0, stiffness: 100.0, damping: 10.0, velocity: 0.0)`.
  package var description: String {
    "SpringTimingCurve(mass: \(parameters.mass), stiffness: \(parameters.stiffness), "
      + "damping: \(parameters.damping), velocity: \(initialVelocity))"
  }
}
