/// A damped spring pulling a position towards a target, in closed form (docs/sources.md,
/// "Springs"), correct for any mass.
///
/// With the displacement `x = position − target`, `x0 = start − target`,
/// `β = c/(2m)`, `ω0 = √(k/m)` and `ζ = c/(2√(mk))`:
///
/// | Regime | x(t) | constants |
/// |---|---|---|
/// | under (ζ < 1), ω_d = ω0√(1−ζ²) | `e^(−βt)(A cos ω_d t + B sin ω_d t)` | A = x0, B = (v0 + βx0)/ω_d |
/// | critical (\|ζ − 1\| < 1e−9) | `e^(−βt)(A + Bt)` | A = x0, B = v0 + βx0 |
/// | over (ζ > 1), r₁,₂ = −β ∓ ω0√(ζ²−1) | `C1 e^(r₁t) + C2 e^(r₂t)` | C2 = (v0 − r₁x0)/(r₂ − r₁), C1 = x0 − C2 |
///
/// Sources: Flutter `spring_simulation.dart` (whose under-damped root is wrong for
/// m ≠ 1, flutter/flutter#163858), WebKit `SpringSolver.h`. The under-damped form
/// is evaluated as `R·e^(−βt)·cos(ω_d t − φ)`, one exponential and one cosine,
/// with the inline kernels `Elementary.fastExp` and `fastCos` (each within one
/// unit in the last place of libm's `exp` and `cos`), in `position(at:)`,
/// `velocity(at:)` and the settling-time search alike.
///
/// **Done.** `duration` is the first time after which `|x| ≤ tolerance.distance`
/// and `|v| ≤ tolerance.velocity` hold for ever. It is exact in every regime (the
/// last crossing of each bound), not an envelope estimate. From `duration` on, the
/// position is exactly `target` and the velocity 0 (as Flutter's
/// `ScrollSpringSimulation`); the jump is at most `tolerance.distance`. An
/// undamped spring (c = 0) that is not at rest never finishes (`duration` is +∞).
///
/// An over-damped spring (the paging settle) finds at creation only two times
/// that certainly enclose `duration`, 2·10⁻¹³ of it apart (10⁻¹⁰ at most)
/// (`SpringSimulation+Settling.swift`, "Certified bounds"): `isDone`, `position`
/// and `velocity` at a time outside them need nothing more, and `duration` itself
/// is searched out exactly when it is read or a time falls between them, so every
/// answer is the one the exact settling time gives.
///
/// Stateless: query any time in any order; times before 0 are treated as 0.
public struct SpringSimulation: Simulation {
  /// The spring.
  public let parameters: SpringParameters
  /// The position at time 0, in points.
  public let initialPosition: Double
  /// The position the spring pulls towards, in points; also the final position.
  public let target: Double
  /// The velocity at time 0, in points per second.
  public let initialVelocity: Double
  /// When the motion counts as done.
  public let tolerance: Tolerance
  /// The settling time in seconds: from then on the motion stays within
  /// `tolerance` of rest at `target`; +∞ for an undamped spring in motion.
  ///
  /// Stored for the under-damped and critically damped regimes; for an
  /// over-damped spring found exactly when read unless the creation's certified
  /// bounds already coincide (a few thousand instructions).
  public var duration: Double {
    settleLower == settleUpper ? settleUpper : exactDuration()
  }

  /// `duration` searched out (the bounds differ only for an over-damped spring).
  @usableFromInline func exactDuration() -> Double {
    SpringSimulation.overdampedDuration(x1, x2, v1, v2, rate1, rate2, tolerance.distance, tolerance.velocity)
  }

  /// Times in seconds with `settleLower ≤ duration ≤ settleUpper`, equal when
  /// `duration` is known exactly.
  @usableFromInline let settleLower: Double
  @usableFromInline let settleUpper: Double

  @usableFromInline enum Regime: Sendable { case underdamped, critical, overdamped }

  @usableFromInline let regime: Regime
  // Under: β, ω_d. Critical: β, unused. Over: r₁, r₂.
  @usableFromInline let rate1: Double
  @usableFromInline let rate2: Double
  // Position coefficients. Under: R, phase (x = R e^(−βt) cos(ω_d t + phase)).
  // Critical: A, B. Over: C1, C2.
  @usableFromInline let x1: Double
  @usableFromInline let x2: Double
  // Velocity coefficients. Under: R_v, phase. Critical: B − βA, −βB
  // (v = e^(−βt)(v1 + v2·t)). Over: r₁C1, r₂C2.
  @usableFromInline let v1: Double
  @usableFromInline let v2: Double

  /// Creates the motion of a spring released at `start` with `velocity`.
  ///
  /// - Parameters:
  ///   - parameters: The spring's mass, stiffness and damping.
  ///   - start: The position at time 0, in points.
  ///   - target: The rest position, in points.
  ///   - velocity: The velocity at time 0, in points per second. Defaults to 0.
  ///   - tolerance: When the motion counts as done. Defaults to `.default`
  ///     (0.001 pt, 0.001 pt/s).
  public init(
    parameters: SpringParameters, from start: Double, to target: Double, velocity: Double = 0,
    tolerance: Tolerance = .default
  ) {
    self.parameters = parameters
    self.initialPosition = start
    self.target = target
    self.initialVelocity = velocity
    self.tolerance = tolerance

    let m = parameters.mass
    let k = parameters.stiffness
    let c = parameters.damping
    let x0 = start - target
    let v0 = velocity
    let beta = c / (2 * m)
    let omega0 = (k / m).squareRoot()
    let zeta = c / (2 * SpringParameters.rootOfProduct(m, k))

    if abs(zeta - 1) < 1e-9 {
      let a = x0
      let b = v0 + beta * x0
      regime = .critical
      rate1 = beta
      rate2 = 0
      x1 = a
      x2 = b
      v1 = b - beta * a
      v2 = -beta * b
      let positionEnd = SpringSimulation.settleTimeOfLinearDecay(
        constant: a, slope: b, beta: beta, bound: tolerance.distance)
      let velocityEnd = SpringSimulation.settleTimeOfLinearDecay(
        constant: v1, slope: v2, beta: beta, bound: tolerance.velocity)
      settleLower = max(positionEnd, velocityEnd)
      settleUpper = settleLower
    } else if zeta < 1 {
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      let a = x0
      let b = (v0 + beta * x0) / omegaD
      // A cos θ + B sin θ = R cos(θ − φ), R = √(A² + B²), φ = atan2(B, A).
      // v = e^(−βt)[(Bω_d − βA) cos θ − (Aω_d + βB) sin θ] = R_v cos(θ + ψ),
      // R_v = √(P² + Q²), ψ = atan2(Q, P).
      let p = b * omegaD - beta * a
      let q = a * omegaD + beta * b
      regime = .underdamped
      rate1 = beta
      rate2 = omegaD
      x1 = SpringParameters.hypotenuse(a, b)
      x2 = -Elementary.atan2(b, a)
      v1 = SpringParameters.hypotenuse(p, q)
      v2 = Elementary.atan2(q, p)
      let positionEnd = SpringSimulation.settleTimeOfOscillation(
        amplitude: x1, phase: x2, beta: beta, omegaD: omegaD, omega0: omega0,
        bound: tolerance.distance)
      let velocityEnd = SpringSimulation.settleTimeOfOscillation(
        amplitude: v1, phase: v2, beta: beta, omegaD: omegaD, omega0: omega0,
        bound: tolerance.velocity)
      settleLower = max(positionEnd, velocityEnd)
      settleUpper = settleLower
    } else {
      // r₁,₂ = −β ∓ √(β² − ω0²), without overflow (β² for large ζ) or the
      // cancellation of −β + √(β² − ω0²) (r₂ → 0⁻ as ζ grows): r₁ as written, and
      // r₂ = ω0²/r₁ (the roots' product is k/m).
      let ratio = omega0 / beta
      let spread = beta * max(0, (1 - ratio) * (1 + ratio)).squareRoot()
      let r1 = -beta - spread
      let r2 = omega0 * (omega0 / r1)
      let c2 = (v0 - r1 * x0) / (r2 - r1)
      let c1 = x0 - c2
      regime = .overdamped
      rate1 = r1
      rate2 = r2
      x1 = c1
      x2 = c2
      v1 = r1 * c1
      v2 = r2 * c2
      let positionEnd = SpringSimulation.settleBoundsOfTwoExponentials(
        c1, r1, c2, r2, bound: tolerance.distance)
      let velocityEnd = SpringSimulation.settleBoundsOfTwoExponentials(
        v1, r1, v2, r2, bound: tolerance.velocity)
      settleLower = max(positionEnd.lower, velocityEnd.lower)
      settleUpper = max(positionEnd.upper, velocityEnd.upper)
    }
  }

  /// The rest position, `target`, in points.
  @inlinable
  public var finalPosition: Double { target }

  /// The position at `time` (seconds), in points; exactly `target` from
  /// `duration` on.
  ///
  /// Always inlined: with the under-damped kernels inlined into it, the compiler
  /// no longer inlined it by itself, and the call and the register spills around
  /// it cost the other regimes (and the bounce, which evaluates a spring) about
  /// 10 % more instructions.
  @inlinable @inline(__always)
  public func position(at time: Double) -> Double {
    if isDone(at: time) { return target }
    let t = time > 0 ? time : 0
    switch regime {
    case .underdamped:
      return target + SpringSimulation.dampedCosine(amplitude: x1, rate: rate1, frequency: rate2, phase: x2, at: t)
    case .critical:
      return target + Elementary.exp(-rate1 * t) * (x1 + x2 * t)
    case .overdamped:
      return target + x1 * Elementary.exp(rate1 * t) + x2 * Elementary.exp(rate2 * t)
    }
  }

  /// The velocity at `time` (seconds), in points per second; 0 from `duration` on.
  @inlinable
  public func velocity(at time: Double) -> Double {
    if isDone(at: time) { return 0 }
    let t = time > 0 ? time : 0
    switch regime {
    case .underdamped:
      return SpringSimulation.dampedCosine(amplitude: v1, rate: rate1, frequency: rate2, phase: v2, at: t)
    case .critical:
      return Elementary.exp(-rate1 * t) * (v1 + v2 * t)
    case .overdamped:
      return v1 * Elementary.exp(rate1 * t) + v2 * Elementary.exp(rate2 * t)
    }
  }

  /// `amplitude·e^(−rate·t)·cos(frequency·t + phase)`, computed as
  /// `(amplitude·fastExp(−rate·t))·fastCos(frequency·t + phase)`: the under-damped
  /// displacement and velocity, and the settling-time search's oscillation, with
  /// the same operations (so the same roundings) everywhere.
  @inlinable @inline(__always)
  static func dampedCosine(amplitude: Double, rate: Double, frequency: Double, phase: Double, at t: Double)
    -> Double
  {
    amplitude * Elementary.fastExp(-rate * t) * Elementary.fastCos(frequency * t + phase)
  }

  /// Whether the spring has settled at `time` (seconds): `time ≥ duration`.
  @inlinable @inline(__always)
  public func isDone(at time: Double) -> Bool {
    if time >= settleUpper { return true }
    // Between the bounds (or NaN, which compares false either way) only the
    // exact settling time can tell; the bounds differ only for an over-damped
    // spring. The search takes the eight coefficients, not the spring: a call
    // with the spring would copy it at every query.
    guard time >= settleLower else { return false }
    return time >= SpringSimulation.overdampedDuration(
      x1, x2, v1, v2, rate1, rate2, tolerance.distance, tolerance.velocity)
  }

  /// The exact settling time of the over-damped spring `x = x1·e^(r1·t) +
  /// x2·e^(r2·t)`, `v = v1·e^(r1·t) + v2·e^(r2·t)` with the bounds `distance` and
  /// `velocity`, searched out as creating it searched before it kept bounds (the
  /// same functions, so the same value bit for bit).
  @usableFromInline @inline(never)
  static func overdampedDuration(
    _ x1: Double, _ x2: Double, _ v1: Double, _ v2: Double, _ r1: Double, _ r2: Double, _ distance: Double,
    _ velocity: Double
  ) -> Double {
    let positionEnd = SpringSimulation.settleTimeOfTwoExponentials(x1, r1, x2, r2, bound: distance)
    let velocityEnd = SpringSimulation.settleTimeOfTwoExponentials(v1, r1, v2, r2, bound: velocity)
    return max(positionEnd, velocityEnd)
  }
}

extension SpringSimulation: CustomStringConvertible {
  /// The parameters, e.g. `SpringSimulation(mass: 1.0, stiffness: 100.0,
  /// damping: 20.0, from: 0.0, to: 500.0, velocity: 0.0)`.
  public var description: String {
    "SpringSimulation(mass: \(parameters.mass), stiffness: \(parameters.stiffness), "
      + "damping: \(parameters.damping), from: \(initialPosition), to: \(target), "
      + "velocity: \(initialVelocity))"
  }
}
