@testable import ScrollPhysics
import Testing

/// The under-damped spring evaluates `R·e^(−βt)·cos(ω_d·t + φ)` with the inline
/// kernels `Elementary.fastExp` and `fastCos`. Against the same formula with the
/// C library's `exp` and `cos`, each factor is at most one unit in the last place
/// off, so position and velocity agree to a few units in the last place of the
/// oscillating term.
@Suite struct SpringSimulationKernelTests {
  @Test func underdampedMotionMatchesTheLibmFormula() {
    var random = SplitMix64(seed: 2026)
    var compared = 0
    for _ in 0..<300 {
      let mass = Double.random(in: 0.5...3, using: &random)
      let stiffness = Double.random(in: 10...1000, using: &random)
      let ratio = Double.random(in: 0.05...0.95, using: &random)
      let damping = 2 * ratio * (mass * stiffness).squareRoot()
      let start = Double.random(in: -1000...1000, using: &random)
      let target = Double.random(in: -1000...1000, using: &random)
      let velocity = Double.random(in: -5000...5000, using: &random)
      let spring = SpringSimulation(
        parameters: SpringParameters(mass: mass, stiffness: stiffness, damping: damping), from: start, to: target,
        velocity: velocity)
      #expect(spring.regime == .underdamped)
      guard spring.duration.isFinite, spring.duration > 0 else { continue }
      for step in 0..<200 {
        let t = spring.duration * Double(step) / 200
        let envelope = Elementary.exp(-spring.rate1 * t)
        let position = spring.target + spring.x1 * envelope * Elementary.cos(spring.rate2 * t + spring.x2)
        let velocity = spring.v1 * envelope * Elementary.cos(spring.rate2 * t + spring.v2)
        let fastPosition = spring.position(at: t)
        let fastVelocity = spring.velocity(at: t)
        // Two factors 1 ulp off each, and the roundings of the products and the sum.
        let positionBound =
          4 * (spring.x1 * envelope).magnitude.ulp + max(position.magnitude, fastPosition.magnitude).ulp
        let velocityBound = 4 * (spring.v1 * envelope).magnitude.ulp
        #expect(abs(fastPosition - position) <= positionBound, "\(spring) at \(t)")
        #expect(abs(fastVelocity - velocity) <= velocityBound, "\(spring) at \(t)")
        compared += 1
      }
    }
    #expect(compared > 50_000)
  }
}
