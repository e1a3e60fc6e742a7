/// The physical description of a damped spring: mass, stiffness and damping
/// coefficient, in the units of `CASpringAnimation` (docs/sources.md, "Springs", docs/sources.md, "Springs").
///
/// The motion of the displacement `x` from the target obeys `m·x″ = −k·x − c·x′`.
/// Do not confuse the damping **coefficient** `c` with the damping **ratio**
/// `ζ = c/(2√(mk))`.
///
/// Values are validated at creation: a mass or stiffness that is not positive and
/// finite, or a negative damping, is a programmer error (precondition).
public struct SpringParameters: Hashable, Sendable {
  /// The mass `m`, in mass units (> 0; `CASpringAnimation` default 1).
  public let mass: Double
  /// The stiffness `k`, in mass units per second² (> 0; `CASpringAnimation`
  /// default 100).
  public let stiffness: Double
  /// The damping coefficient `c`, in mass units per second (≥ 0;
  /// `CASpringAnimation` default 10).
  public let damping: Double

  /// Creates a spring from its mass, stiffness and damping coefficient.
  ///
  /// - Parameters:
  ///   - mass: The mass, > 0. Defaults to 1.
  ///   - stiffness: The stiffness in mass/s², > 0.
  ///   - damping: The damping coefficient in mass/s, ≥ 0 (0 oscillates forever).
  public init(mass: Double = 1, stiffness: Double, damping: Double) {
    precondition(mass > 0 && mass.isFinite, "SpringParameters: mass must be positive and finite")
    precondition(
      stiffness > 0 && stiffness.isFinite, "SpringParameters: stiffness must be positive and finite")
    precondition(
      damping >= 0 && damping.isFinite, "SpringParameters: damping must be non-negative and finite")
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// Creates a spring from a damping ratio and a response, as SwiftUI's
  /// `.spring(response:dampingFraction:)` and jtrivedi/Wave's
  /// `Spring(dampingRatio:response:mass:)` (docs/sources.md, "Springs", docs/sources.md, "Reference libraries and their published test vectors"):
  /// `k = (2π/response)²·m`, `c = 4π·ζ·m/response`.
  ///
  /// - Parameters:
  ///   - dampingRatio: ζ, ≥ 0 and finite (1 is critical, below 1 oscillates).
  ///   - response: The undamped period 2π/ω0, in seconds, > 0 and finite.
  ///   - mass: The mass, > 0. Defaults to 1.
  /// - Precondition: the arguments are as above and the resulting stiffness and
  ///   damping are finite numbers, k > 0 (for m = 1 and ζ ≤ 1000, a response of
  ///   at least 1e−150 s). Arguments outside that range are programmer errors: no
  ///   spring can be represented, so nothing is returned rather than NaN or ∞.
  public init(dampingRatio: Double, response: Double, mass: Double = 1) {
    precondition(response > 0 && response.isFinite, "SpringParameters: response must be positive")
    precondition(dampingRatio >= 0, "SpringParameters: dampingRatio must be >= 0")
    let omega = 2 * Double.pi / response
    self.init(mass: mass, stiffness: omega * omega * mass, damping: 2 * dampingRatio * omega * mass)
  }

  /// Creates a spring from a perceptual duration and a bounce, as SwiftUI's
  /// `Spring(duration:bounce:)` and `UISpringTimingParameters(duration:bounce:)`
  /// (docs/sources.md, "Springs"): the response is `duration` and
  /// `ζ = 1 − bounce` for bounce ≥ 0, `ζ = 1/(1 + bounce)` for bounce < 0
  /// (over-damped).
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration (= response), in seconds, > 0.
  ///   - bounce: In −1 < bounce ≤ 1; 0 is critically damped. Defaults to 0.
  ///   - mass: The mass, > 0. Defaults to 1.
  /// - Precondition: as `init(dampingRatio:response:mass:)`: the resulting
  ///   stiffness and damping are finite (ζ itself stays below 1e16: the doubles
  ///   above −1 are at least 1.1e−16 from it).
  public init(duration: Double, bounce: Double = 0, mass: Double = 1) {
    precondition(bounce > -1 && bounce <= 1, "SpringParameters: bounce must be in (-1, 1]")
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    self.init(dampingRatio: ratio, response: duration, mass: mass)
  }

  /// A critically damped spring (ζ = 1) of undamped angular frequency ω, in
  /// 1/seconds: `k = m·ω²`, `c = 2·m·ω`.
  ///
  /// - Parameters:
  ///   - angularFrequency: ω0, in 1/seconds, > 0.
  ///   - mass: The mass, > 0. Defaults to 1.
  /// - Precondition: m·ω² and 2·m·ω are finite and positive (a programmer error
  ///   otherwise: no spring can be represented).
  public static func criticallyDamped(angularFrequency: Double, mass: Double = 1) -> SpringParameters {
    precondition(angularFrequency > 0, "SpringParameters: angularFrequency must be > 0")
    return SpringParameters(
      mass: mass, stiffness: mass * angularFrequency * angularFrequency,
      damping: 2 * mass * angularFrequency)
  }

  /// The parameters without validation, for the UIView solve, whose result is
  /// always a spring (its fallback replaces UIKit's breakdowns) but may have a
  /// stiffness beyond what the public initializer's callers would pass.
  init(uncheckedMass mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// `CASpringAnimation`'s defaults: mass 1, stiffness 100, damping 10
  /// (ζ = 0.5; docs/sources.md, "Springs", documented).
  public static let caSpringAnimationDefault = SpringParameters(mass: 1, stiffness: 100, damping: 10)

  /// `UISpringTimingParameters()`'s spring, also UIKit's private system spring
  /// (curve 7): mass 3, stiffness 1000, damping 500, ζ = 500/(2√3000) ≈ 4.564
  /// (docs/sources.md, "Springs": the ratio is documented, the triple reverse-engineered).
  public static let uiSpringTimingDefault = SpringParameters(mass: 3, stiffness: 1000, damping: 500)

  /// The damping ratio ζ = c/(2√(m·k)) (unitless; 1 is critical). Finite for
  /// every valid spring: √(m·k) is taken as √m·√k when m·k would overflow or
  /// underflow.
  @inlinable
  public var dampingRatio: Double { damping / (2 * SpringParameters.rootOfProduct(mass, stiffness)) }

  /// The undamped angular frequency ω0 = √(k/m), in 1/seconds.
  @inlinable
  public var undampedAngularFrequency: Double { (stiffness / mass).squareRoot() }

  /// The response (undamped period) 2π/ω0, in seconds (docs/sources.md, "Springs").
  @inlinable
  public var response: Double { 2 * Double.pi / undampedAngularFrequency }

  /// SwiftUI's bounce: `1 − ζ` for ζ ≤ 1, `1/ζ − 1` (negative) for ζ > 1
  /// (docs/sources.md, "Springs").
  @inlinable
  public var bounce: Double {
    let ratio = dampingRatio
    return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
  }
}

extension SpringParameters {
  /// √(x·y) for x, y ≥ 0: `(x·y).squareRoot()` when the product is a normal
  /// number (the same bits as before), else √x·√y, which neither overflows nor
  /// underflows to 0 (x = y = 1e−200 gives 1e−200, not 0).
  @inlinable
  static func rootOfProduct(_ x: Double, _ y: Double) -> Double {
    let product = x * y
    return product.isNormal ? product.squareRoot() : x.squareRoot() * y.squareRoot()
  }

  /// √(x² + y²): `(x² + y²).squareRoot()` when the sum is a normal number, else
  /// scaled by the larger magnitude so that it does not overflow (|x| = 1e200
  /// gives 1e200, not +∞) or underflow.
  @inlinable
  static func hypotenuse(_ x: Double, _ y: Double) -> Double {
    let sum = x * x + y * y
    if sum.isNormal { return sum.squareRoot() }
    let large = max(x.magnitude, y.magnitude)
    guard large > 0, large.isFinite else { return large }
    let small = min(x.magnitude, y.magnitude) / large
    return large * (1 + small * small).squareRoot()
  }
}

extension SpringParameters: CustomStringConvertible {
  /// The parameters, e.g. `SpringParameters(mass: 1.0, stiffness: 100.0, damping: 10.0)`.
  public var description: String {
    "SpringParameters(mass: \(mass), stiffness: \(stiffness), damping: \(damping))"
  }
}
