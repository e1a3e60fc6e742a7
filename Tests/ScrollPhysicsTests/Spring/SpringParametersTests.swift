import ScrollPhysics
import Testing

@Suite struct SpringParametersTests {
  @Test func dampingRatioAndResponseFromCoefficients() {
    // CASpringAnimation defaults m 1, k 100, c 10: ζ = 10/(2·√100) = 0.5; ω0 = 10; R = 2π/10 = 0.6283.
    let ca = SpringParameters.caSpringAnimationDefault
    #expect(ca.dampingRatio == 0.5)
    #expect(ca.undampedAngularFrequency == 10)
    #expect(abs(ca.response - 0.6283185) < 1e-7)
    // With mass 2, k 50, c 8: ζ = 8/(2·√100) = 0.4; ω0 = √25 = 5.
    let heavy = SpringParameters(mass: 2, stiffness: 50, damping: 8)
    #expect(abs(heavy.dampingRatio - 0.4) < 1e-15)
    #expect(heavy.undampedAngularFrequency == 5)
  }

  @Test func uiSpringTimingParametersDefaultRatio() {
    // UIKIT.md §2.1: "damping ratio 4.56" = 500/(2·√(3·1000)) = 500/109.5445 = 4.5644.
    #expect(abs(SpringParameters.uiSpringTimingDefault.dampingRatio - 4.5644) < 1e-4)
  }

  @Test func waveVectors() {
    // jtrivedi/Wave SpringTests (PHYSICS.md §9): ζ 1, response 0.8 → k = (2π/0.8)² = 61.6850,
    // c = 4π·1/0.8 = 15.7079; ζ 0.6 → c = 4π·0.6/0.8 = 9.4247.
    let critical = SpringParameters(dampingRatio: 1, response: 0.8)
    #expect(abs(critical.stiffness - 61.6850) < 1e-4)
    #expect(abs(critical.damping - 15.7079) < 1e-4)
    let bouncy = SpringParameters(dampingRatio: 0.6, response: 0.8)
    #expect(abs(bouncy.stiffness - 61.6850) < 1e-4)
    #expect(abs(bouncy.damping - 9.4247) < 1e-4)
    #expect(abs(bouncy.dampingRatio - 0.6) < 1e-12)
    #expect(abs(bouncy.response - 0.8) < 1e-12)
  }

  @Test func massScalesStiffnessAndDamping() {
    // k = (2π/R)²·m, c = 4πζm/R: with m = 3, ζ 0.6, R 0.8: k = 185.0551, c = 28.2743, ζ unchanged.
    let heavy = SpringParameters(dampingRatio: 0.6, response: 0.8, mass: 3)
    #expect(abs(heavy.stiffness - 185.0551) < 1e-4)
    #expect(abs(heavy.damping - 28.2743) < 1e-4)
    #expect(abs(heavy.dampingRatio - 0.6) < 1e-12)
    #expect(abs(heavy.response - 0.8) < 1e-12)
  }

  @Test func swiftUIDocumentationVectors() {
    // UIKIT.md §2.4: Spring(duration: 0.5, bounce: 0.3) → mass 1.0, stiffness 157.9, damping 17.6.
    // By hand: ζ = 0.7, k = (2π/0.5)² = 157.9137, c = 4π·0.7/0.5 = 17.5929.
    let spring = SpringParameters(duration: 0.5, bounce: 0.3)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - 157.9) < 0.05)
    #expect(abs(spring.damping - 17.6) < 0.05)
    // Spring(mass: 1, stiffness: 100, damping: 10) → duration 0.63, bounce 0.5.
    let ca = SpringParameters(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(ca.response - 0.63) < 0.005)
    #expect(abs(ca.bounce - 0.5) < 1e-12)
    // Negative bounce is over-damped: bounce −0.5 → ζ = 1/(1 − 0.5) = 2, and back.
    let over = SpringParameters(duration: 1, bounce: -0.5)
    #expect(abs(over.dampingRatio - 2) < 1e-12)
    #expect(abs(over.bounce + 0.5) < 1e-12)
  }

  @Test func criticallyDampedFromFrequency() {
    // PHYSICS.md §3.1: ω = 10.9 → k = 118.81, c = 21.8.
    let bounce = SpringParameters.criticallyDamped(angularFrequency: 10.9)
    #expect(abs(bounce.stiffness - 118.81) < 1e-9)
    #expect(abs(bounce.damping - 21.8) < 1e-12)
    #expect(abs(bounce.dampingRatio - 1) < 1e-15)
  }

  @Test func framerVectorForUIViewSpring() {
    // framer/SpringsExample readme (UIKIT.md §2.2): d = 3, ζ = 0.25, v = 0 →
    // tension 54.83363359078326, friction 3.702486785620688. By hand, the closed form for v = 0:
    // ω = −ln(0.001·√(1 − 0.0625)/0.25)/(0.25·3) = −ln(0.0038730)/0.75 = 5.553723/0.75 = 7.404973,
    // ω² = 54.8336, 2ζω = 3.70249.
    let spring = SpringParameters(uiViewDuration: 3, dampingRatio: 0.25)
    #expect(abs(spring.stiffness - 54.83363359078326) < 1e-9)
    #expect(abs(spring.damping - 3.702486785620688) < 1e-10)
    #expect(spring.mass == 1)
  }

  @Test func uiViewSpringClosedFormUnderdamped() {
    // v = 0, ζ = 0.5, d = 0.4: ω = −ln(0.001·√0.75/0.5)/(0.5·0.4) = 6.358449/0.2 = 31.79225,
    // k = 1010.747, c = 2·0.5·31.79225 = 31.79225.
    let spring = SpringParameters(uiViewDuration: 0.4, dampingRatio: 0.5)
    #expect(abs(spring.stiffness - 1010.747) < 1e-3)
    #expect(abs(spring.damping - 31.79225) < 1e-5)
  }

  @Test func uiViewSpringCriticalSolvesTheDisplacementCondition() {
    // ζ = 1, v = 0, d = 0.5: (1 + ωd)·e^(−ωd) = 0.001 ⇒ ωd = 9.2334135 (bisection by hand),
    // ω = 18.466827, k = 341.0237, c = 36.93365.
    let spring = SpringParameters(uiViewDuration: 0.5, dampingRatio: 1)
    #expect(abs(spring.stiffness - 341.0237) < 1e-3)
    #expect(abs(spring.damping - 36.93365) < 1e-4)
    // Over-damped requests are clamped to ζ = 1 (UIKIT.md §2.2).
    #expect(SpringParameters(uiViewDuration: 0.5, dampingRatio: 3) == spring)
  }

  @Test func uiViewSpringWithInitialVelocitySatisfiesItsEquation() {
    let epsilon = 0.001
    // ζ < 1: |(ζω − v)/(ω√(1−ζ²))|·e^(−ζωd) = ε at the solution.
    for (d, zeta, v) in [(0.5, 0.7, 2.0), (1.0, 0.3, -1.5), (0.35, 0.9, 5.0)] {
      let spring = SpringParameters(uiViewDuration: d, dampingRatio: zeta, initialVelocity: v)
      let omega = spring.undampedAngularFrequency
      let envelope = abs((zeta * omega - v) / (omega * (1 - zeta * zeta).squareRoot()))
        * Elementary.exp(-zeta * omega * d)
      #expect(abs(envelope - epsilon) < 1e-9, "d \(d) ζ \(zeta) v \(v)")
      #expect(abs(spring.dampingRatio - zeta) < 1e-12)
    }
    // ζ = 1: ((ω − v)·d + 1)·e^(−ωd) = ε·sgn(ω − v).
    for (d, v) in [(0.5, 3.0), (0.8, -2.0)] {
      let spring = SpringParameters(uiViewDuration: d, dampingRatio: 1, initialVelocity: v)
      let omega = spring.undampedAngularFrequency
      let displacement = ((omega - v) * d + 1) * Elementary.exp(-omega * d)
      #expect(abs(displacement - epsilon) < 1e-9, "d \(d) v \(v)")
    }
  }

  @Test func uiViewDurationIsClamped() {
    // Durations clamp to 0.01…10 s (UIKIT.md §2.2).
    #expect(SpringParameters(uiViewDuration: 0, dampingRatio: 0.5)
      == SpringParameters(uiViewDuration: 0.01, dampingRatio: 0.5))
    #expect(SpringParameters(uiViewDuration: 60, dampingRatio: 0.5)
      == SpringParameters(uiViewDuration: 10, dampingRatio: 0.5))
  }

  @Test func descriptionPrintsTheParameters() {
    #expect(SpringParameters.caSpringAnimationDefault.description
      == "SpringParameters(mass: 1.0, stiffness: 100.0, damping: 10.0)")
  }
}
