extension SpringParameters {
  /// The spring UIKit builds for
  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`
  /// (and for `UIViewPropertyAnimator` with `UISpringTimingParameters(dampingRatio:initialVelocity:)`,
  /// from the animator's duration): the spring that is (almost) settled at exactly
  /// `duration` (UIKIT.md §2.2, reverse-engineered from UIKitCore, OpenUXKit and
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
  /// `float`; this uses `Double` (≈1e−7 relative difference, UIKIT.md §2.2).
  ///
  /// The animation built from it runs for exactly `duration` and then shows the
  /// target (a jump of about ε of the distance); that is the caller's to model.
  ///
  /// - Parameters:
  ///   - duration: The UIView animation duration, in seconds (clamped to 0.01…10).
  ///   - dampingRatio: `usingSpringWithDamping`, ζ (clamped to 1.1920929e−7…1).
  ///   - initialVelocity: `initialSpringVelocity`, normalised: 1 is the whole
  ///     animation distance per second. Defaults to 0.
  public init(uiViewDuration duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
    let epsilon = 0.001
    let ratio = min(max(dampingRatio, 1.1920929e-7), 1.0)
    let d = min(max(duration, 0.01), 10.0)
    let v = initialVelocity
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
    self.init(uncheckedMass: 1, stiffness: omega * omega, damping: 2 * ratio * omega)
  }
}
