extension SpringParameters {
  /// The spring UIKit builds for
  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`
  /// (and for `UIViewPropertyAnimator` with `UISpringTimingParameters(dampingRatio:initialVelocity:)`,
  /// from the animator's duration): the spring that is (almost) settled at exactly
  /// `duration` (docs/sources.md, "Springs", reverse-engineered from UIKitCore, OpenUXKit and
  /// koenbok/Framer `SpringCurveValueConverter.coffee`).
  ///
  /// 1. Clamp ζ to 1.1920929e−7…1 (never over-damped) and the duration to
  ///    0.01…10 s; mass 1; ε = 0.001.
  /// 2. Twelve plain Newton iterations for the undamped angular frequency ω, from
  ///    ω = 5/d:
  ///    - ζ < 1: `f(ω) = ε − |(ζω − v)/(ω·√(1−ζ²))|·e^(−ζωd)` (the envelope of the
  ///      sine term equals ε at t = d), with its analytic derivative;
  ///    - ζ = 1: `f(ω) = ((ω − v)·d + 1)·e^(−ωd) − ε·sgn(ω − v)`,
  ///      `f′(ω) = d²·(v − ω)·e^(−ωd)`.
  /// 3. `k = ω²`, `c = 2ζω`.
  ///
  /// Check value (framer/SpringsExample): d = 3, ζ = 0.25, v = 0 gives stiffness
  /// 54.83363359078326 and damping 3.702486785620688. UIKit computes parts in
  /// `float`; this uses `Double` (≈1e−7 relative difference, docs/sources.md, "Springs").
  ///
  /// **Where UIKit's iteration breaks down** (this project's rule; UIKit's own
  /// result there is unknown). The plain Newton iteration has no safeguard: where
  /// its start sits on a flat part of f it divides by zero or jumps far away, and
  /// ends at NaN, ±∞ or ω ≤ 0 (which is no spring: zero or negative damping).
  /// The exact case is ζ = 1 with v = 5/d: the start is ω = v, where f′ = 0; near
  /// it (v·d within a few percent of 5), and for ζ < 1 where 5/d is near the
  /// kink ζω = v or the maximum of the envelope, the iteration overflows or
  /// diverges too. Whenever the iteration does not end on a spring (a finite
  /// ω > 0 with finite, positive ω²), the result is instead the root of the same
  /// f on the **monotone piece of f that holds the start** 5/d, found by
  /// bracketing and bisection. f is smooth and monotone between its kink (ω = v
  /// for ζ = 1, ζω = v for ζ < 1) and, for ζ < 1 above the kink, the maximum of the
  /// envelope at `ω = (vd + √(v²d² + 4vd))/(2ζd)`; at a boundary the piece above
  /// it is taken. So the result is the root the iteration was heading for: the
  /// root UIKit's iteration finds from nearby starts on the same piece.
  ///
  /// For ζ = 1 and v = 5/d this is the root above ω = v, where x(t) =
  /// (1 + (ω − v)t)·e^(−ωt) decreases monotonically: x(d) = ε and x stays in
  /// (0, ε] after d, so the spring is almost settled at d (ωd = 8.386224, the
  /// root of (ωd − 4)·e^(−ωd) = ε). It continues the root UIKit's iteration finds
  /// for smaller velocities (ωd = 8.52 at v·d = 4.5). The root below v (ωd = 3.948)
  /// would overshoot and still be moving away at d (x(d) = −ε, its extreme
  /// −0.0023 at 1.2·d).
  ///
  /// When the start's piece holds no root — only for tiny ratios, ζ below
  /// 0.00117, with 0 ≤ v ≤ 5ζ/d, where the sine term's envelope stays below ε for
  /// every ω above the kink (its maximum there is below ζ/√(1−ζ²)) — the result is the ω at which the whole displacement's envelope
  /// `√(1 + g²)·e^(−ζωd)`, g = (ζω − v)/(ω√(1−ζ²)), falls to ε (the spring almost
  /// settled at d, which is what the sine-term condition stands for). Velocities
  /// beyond ±1e300/d (±∞ included) count as ±1e300/d in this fallback. The result
  /// is always a spring: finite, k > 0, c > 0.
  ///
  /// The animation built from it runs for exactly `duration` and then shows the
  /// target (a jump of about ε of the distance); that is the caller's to model.
  ///
  /// - Parameters:
  ///   - duration: The UIView animation duration, in seconds (clamped to 0.01…10,
  ///     ±∞ included).
  ///   - dampingRatio: `usingSpringWithDamping`, ζ (clamped to 1.1920929e−7…1,
  ///     ±∞ included).
  ///   - initialVelocity: `initialSpringVelocity`, normalised: 1 is the whole
  ///     animation distance per second. Defaults to 0.
  /// - Precondition: no argument is NaN (a NaN has no meaning here; validate
  ///   user input first).
  public init(uiViewDuration duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
    precondition(
      !duration.isNaN && !dampingRatio.isNaN && !initialVelocity.isNaN,
      "SpringParameters(uiViewDuration:): an argument is NaN")
    let ratio = min(max(dampingRatio, 1.1920929e-7), 1.0)
    let d = min(max(duration, 0.01), 10.0)
    var omega = SpringParameters.uiKitFrequency(duration: d, dampingRatio: ratio, velocity: initialVelocity)
    if !SpringParameters.isSpringFrequency(omega) {
      omega = SpringParameters.uiViewFallbackFrequency(duration: d, dampingRatio: ratio, velocity: initialVelocity)
    }
    self.init(uncheckedMass: 1, stiffness: omega * omega, damping: 2 * ratio * omega)
  }

  /// UIKit's solve (docs/sources.md, "Springs"): twelve plain Newton iterations on f from
  /// ω = 5/d, in 1/seconds. May end on NaN, ±∞ or ω ≤ 0 (see the initializer).
  ///
  /// - Parameters:
  ///   - duration: d, already clamped to 0.01…10 s.
  ///   - dampingRatio: ζ, already clamped to 1.1920929e−7…1.
  ///   - velocity: v, normalised (1/s).
  static func uiKitFrequency(duration d: Double, dampingRatio ratio: Double, velocity v: Double) -> Double {
    let epsilon = uiViewEpsilon
    var omega = 5 / d
    if ratio < 1 {
      let root = (1 - ratio * ratio).squareRoot()
      for _ in 0..<12 {
        let g = (ratio * omega - v) / (omega * root)
        let decay = Elementary.exp(-ratio * omega * d)
        let value = epsilon - g.magnitude * decay
        let signG: Double = g < 0 ? -1 : 1
        // d|g|/dω = sgn(g)·v/(ω²·√(1−ζ²)); d(decay)/dω = −ζ·d·decay.
        let slope = -decay * (signG * v / (omega * omega * root) - ratio * d * g.magnitude)
        omega -= value / slope
      }
    } else {
      for _ in 0..<12 {
        let decay = Elementary.exp(-omega * d)
        let difference = omega - v
        let sign: Double = difference > 0 ? 1 : (difference < 0 ? -1 : 0)
        let value = (difference * d + 1) * decay - epsilon * sign
        let slope = d * d * (v - omega) * decay
        omega -= value / slope
      }
    }
    return omega
  }

  /// Whether `omega` (1/s) gives a spring: finite and positive, with a finite,
  /// positive ω² (the stiffness at mass 1).
  static func isSpringFrequency(_ omega: Double) -> Bool {
    let stiffness = omega * omega
    return omega.isFinite && omega > 0 && stiffness.isFinite && stiffness > 0
  }

  /// ε of the UIView spring solve: the displacement (ζ = 1) or the sine term's
  /// envelope (ζ < 1) left at the duration, as a fraction of the distance.
  static let uiViewEpsilon = 0.001

  /// The fallback of `init(uiViewDuration:dampingRatio:initialVelocity:)` when
  /// UIKit's Newton iteration does not end on a spring: the root of f on the
  /// monotone piece that holds the start, in 1/seconds (see the initializer).
  /// Works in the dimensionless u = ω·d and a = v·d.
  ///
  /// - Parameters:
  ///   - duration: d, already clamped to 0.01…10 s.
  ///   - dampingRatio: ζ, already clamped to 1.1920929e−7…1.
  ///   - velocity: v, finite, normalised (1/s).
  static func uiViewFallbackFrequency(duration d: Double, dampingRatio zeta: Double, velocity v: Double) -> Double {
    let epsilon = uiViewEpsilon
    let a = min(max(v * d, -1e300), 1e300)
    let start = 5.0
    if zeta == 1 {
      if start >= a {
        // Above the kink: x(d) = (u − a + 1)·e^(−u) falls from e^(−a) > ε (a ≤ 5)
        // at u = max(a, 0) to 0.
        return crossing(above: max(a, 0), below: .infinity, from: start) { u in (u - a + 1) * Elementary.exp(-u) } / d
      }
      // Below the kink: −x(d) = (a − 1 − u)·e^(−u) falls from a − 1 > ε (a > 5) at
      // u = 0 to −e^(−a) at u = a.
      return crossing(above: 0, below: a, from: start) { u in (a - 1 - u) * Elementary.exp(-u) } / d
    }
    let s = (1 - zeta * zeta).squareRoot()
    // The sine term's envelope at d: E(u) = |ζu − a|·e^(−ζu)/(u·s).
    let envelope = { (u: Double) -> Double in (zeta * u - a).magnitude * Elementary.exp(-zeta * u) / (u * s) }
    if a > 0 {
      let kink = a / zeta
      if start < kink {
        // Below the kink E falls from +∞ (u → 0) to 0 (u = a/ζ): one root.
        return crossing(above: 0, below: kink, from: start, envelope) / d
      }
      // Above the kink E rises from 0 to its maximum at u_m, then falls to 0.
      let peak = (a + (a * a + 4 * a).squareRoot()) / (2 * zeta)
      if envelope(peak) >= epsilon {
        if start < peak {
          // On the rising piece: E − ε changes sign from − to +, so cross 2ε − E.
          let rising = crossing(above: kink, below: peak, from: start) { u in 2 * epsilon - envelope(u) }
          return rising / d
        }
        return crossing(above: peak, below: .infinity, from: start, envelope) / d
      }
      return wholeEnvelopeFrequency(above: kink, duration: d, zeta: zeta, a: a, s: s)
    }
    // v ≤ 0: E falls from E(0⁺) (+∞ for a < 0, ζ/s for a = 0) to 0.
    if a < 0 || zeta / s > epsilon {
      return crossing(above: 0, below: .infinity, from: start, envelope) / d
    }
    return wholeEnvelopeFrequency(above: 0, duration: d, zeta: zeta, a: a, s: s)
  }

  /// ω where the whole displacement's envelope `√(1 + g²)·e^(−ζu)` falls to ε
  /// (u = ωd > `lower`), for the tiny damping ratios where the sine term alone
  /// never reaches ε.
  private static func wholeEnvelopeFrequency(above lower: Double, duration d: Double, zeta: Double, a: Double, s: Double) -> Double {
    crossing(above: lower, below: .infinity, from: 5) { u in
      let g = (zeta * u - a) / (u * s)
      return (1 + g * g).squareRoot() * Elementary.exp(-zeta * u)
    } / d
  }

  /// The u in (`lower`, `upper`) where `h`, taken as ≥ ε at `lower` and < ε at
  /// `upper` (neither is evaluated), falls below ε = ``uiViewEpsilon``: brackets it
  /// by doubling or halving from `start`, then bisects to full precision.
  /// Deterministic: a fixed sequence of evaluations.
  private static func crossing(
    above lower: Double, below upper: Double, from start: Double, _ h: (Double) -> Double
  ) -> Double {
    let epsilon = uiViewEpsilon
    // A first point strictly inside the interval.
    var probe = start
    if !(probe > lower && probe < upper) {
      probe = upper.isFinite ? lower + (upper - lower) / 2 : max(2 * lower, lower + 1)
    }
    var low = lower, high = upper
    if h(probe) >= epsilon {
      low = probe
      var step = max(probe - lower, 1.0)
      for _ in 0..<2100 {
        let next = low + step
        guard next < high, next.isFinite else { break }
        if h(next) >= epsilon { low = next; step *= 2 } else { high = next; break }
      }
    } else {
      high = probe
      for _ in 0..<2100 {
        let next = lower + (high - lower) / 2
        guard next > lower, next < high else { break }
        if h(next) < epsilon { high = next } else { low = next; break }
      }
    }
    // Bisection: h(low) ≥ ε > h(high) (or the bounds, assumed so).
    if !high.isFinite { high = Double.greatestFiniteMagnitude }
    for _ in 0..<2100 {
      let middle = low + (high - low) / 2
      guard middle > low, middle < high else { break }
      if h(middle) >= epsilon { low = middle } else { high = middle }
    }
    return low + (high - low) / 2
  }
}
