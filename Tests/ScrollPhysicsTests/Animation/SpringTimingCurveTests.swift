import ScrollPhysics
import Testing

@Suite struct SpringTimingCurveTests {
  @Test func underdampedClosedForm() {
    // k 100, c 10, m 1: ω0 = 10, ζ = 0.5, ω_d = 10·√0.75 = 8.660254, v = 0.
    // x(t) = e^(−5t)·[cos ω_d t + (5/ω_d)·sin ω_d t] (UIKIT.md §2.3); p = 1 − x:
    // t = 0.1: e^(−0.5) = 0.606531, cos 0.866025 = 0.647859, sin = 0.761720,
    //          x = 0.606531·(0.647859 + 0.577350·0.761720) = 0.659700, p = 0.340300;
    // t = 0.3: p = 1.124355 (overshoot).
    let curve = SpringTimingCurve(parameters: .caSpringAnimationDefault)
    #expect(abs(curve.progress(at: 0.1) - 0.340300) < 1e-6)
    #expect(abs(curve.progress(at: 0.3) - 1.124355) < 1e-6)
    #expect(curve.progress(at: 0) == 0)
    #expect(curve.progress(at: -1) == 0)
    #expect(abs(curve.velocity(at: 0)) < 1e-12)
  }

  @Test func massDoesNotChangeTheNormalisedMotion() {
    // m 2, k 200, c 20: ω0 = √100 = 10, ζ = 20/(2·√400) = 0.5, the same motion as above
    // (flutter/flutter#163858 is the bug this guards against).
    let heavy = SpringTimingCurve(parameters: SpringParameters(mass: 2, stiffness: 200, damping: 20))
    #expect(abs(heavy.progress(at: 0.1) - 0.340300) < 1e-6)
  }

  @Test func criticalClosedForm() {
    // k 100, c 20: ζ = 1, ω0 = 10. x = (1 + (ω0 − v)t)e^(−ω0 t).
    // v = 0, t = 0.1: x = 2/e = 0.735759, p = 0.264241.
    // v = 5, t = 0.1: x = 1.5/e = 0.551819, p = 0.448181.
    let spring = SpringParameters(mass: 1, stiffness: 100, damping: 20)
    #expect(abs(SpringTimingCurve(parameters: spring).progress(at: 0.1) - 0.264241) < 1e-6)
    let pushed = SpringTimingCurve(parameters: spring, initialVelocity: 5)
    #expect(abs(pushed.progress(at: 0.1) - 0.448181) < 1e-6)
    #expect(abs(pushed.velocity(at: 0) - 5) < 1e-12)
  }

  @Test func overdampedIsCriticalUnlessAllowed() {
    // k 100, c 50: ζ = 2.5. Core Animation's default (allowsOverdamping false, UIKIT.md §2.3)
    // moves as the critical spring at ω0 = 10: p(0.1) = 0.264241 as above.
    let spring = SpringParameters(mass: 1, stiffness: 100, damping: 50)
    #expect(abs(SpringTimingCurve(parameters: spring).progress(at: 0.1) - 0.264241) < 1e-6)
    // Allowed: r₁,₂ = −25 ∓ 10·√5.25 = −47.912878, −2.087122; C2 = 47.912878/45.825757 = 1.045545,
    // C1 = −0.045545; x(0.1) = −0.045545·e^(−4.791288) + 1.045545·e^(−0.208712) = 0.848216, p = 0.151784.
    let over = SpringTimingCurve(parameters: spring, allowsOverdamping: true)
    #expect(abs(over.progress(at: 0.1) - 0.151784) < 1e-6)
  }

  @Test func negativeVelocityDipsFirst() {
    // k 100, c 10, v = −4 (moving away from the target, UIKIT.md §2.3): at t = 0.02,
    // x = e^(−0.1)·[cos 0.173205 + ((5 + 4)/8.660254)·sin 0.173205] = 1.053356, p = −0.053356.
    let curve = SpringTimingCurve(parameters: .caSpringAnimationDefault, initialVelocity: -4)
    #expect(abs(curve.progress(at: 0.02) + 0.053356) < 1e-6)
  }

  @Test func uiViewSpringUsesUIKitsParameters() {
    // framer/SpringsExample (UIKIT.md §2.2): d = 3, ζ = 0.25, v = 0 → stiffness 54.83363359078326,
    // damping 3.702486785620688, mass 1.
    let curve = SpringTimingCurve(uiViewDuration: 3, dampingRatio: 0.25)
    #expect(abs(curve.parameters.stiffness - 54.83363359078326) < 1e-9)
    #expect(abs(curve.parameters.damping - 3.702486785620688) < 1e-10)
    #expect(curve.parameters.mass == 1)
    // At t = d the displacement is within the envelope e^(−ζωd) = 0.003873 (Python: x(3) = −0.002969).
    #expect(abs(curve.progress(at: 3) - 1.002969) < 1e-6)
  }

  @Test func dropdownSpringFromTheSeed() {
    // Seed 001: 0.5 s, damping 0.9, velocity 0.3. Bisection of ε = |(ζω − v)/(ω√(1−ζ²))|·e^(−ζωd)
    // (in Python) gives ω = 16.917467, k = 286.200691, c = 2·0.9·ω = 30.451441; then
    // p(0.1) = 0.541636, p(0.25) = 0.962661, p(0.45) = 1.001418.
    let curve = SpringTimingCurve(uiViewDuration: 0.5, dampingRatio: 0.9, initialVelocity: 0.3)
    #expect(abs(curve.parameters.stiffness - 286.200691) < 1e-5)
    #expect(abs(curve.parameters.damping - 30.451441) < 1e-5)
    #expect(abs(curve.progress(at: 0.1) - 0.541636) < 1e-6)
    #expect(abs(curve.progress(at: 0.25) - 0.962661) < 1e-6)
    #expect(abs(curve.progress(at: 0.45) - 1.001418) < 1e-6)
  }

  @Test func settlingEstimate() {
    // Critical, ω0 = 10, v = 0, tolerance 0.001 (distance fraction and per second):
    // x = (1 + s)e^(−s) with s = 10t reaches 0.001 at s = 9.233413; the speed
    // |x′| = 100t·e^(−10t) = 10·s·e^(−s) is 0.009023/s there, still above 0.001, and falls to
    // 0.001 where s·e^(−s) = 1e−4: Newton (by hand) gives s = 11.667115, so t = 1.166711 s.
    let curve = SpringTimingCurve(parameters: SpringParameters(mass: 1, stiffness: 100, damping: 20))
    #expect(abs(curve.settlingDuration() - 1.166711) < 1e-5)
  }

  @Test func overdampedAsCriticalWithoutOverflow() {
    // m = k = 1e200, c = 1e201: ζ = 1e201/(2·1e200) = 5 > 1, so the curve moves as the critical spring of the same
    // mass and stiffness, c = 2√(m·k) = 2e200 (√(m·k) taken as √m·√k: m·k = 1e400 overflows). ω0 = √(k/m) = 1 and
    // v = 0: x(t) = (1 + t)·e^(−t), so progress(1) = 1 − 2/e = 0.2642411.
    let curve = SpringTimingCurve(parameters: SpringParameters(mass: 1e200, stiffness: 1e200, damping: 1e201))
    #expect(abs(curve.parameters.dampingRatio - 5) < 1e-12)
    #expect(abs(curve.progress(at: 1) - 0.2642411) < 1e-7)
  }

  @Test func equalityAndDescription() {
    #expect(SpringTimingCurve(parameters: .caSpringAnimationDefault) == SpringTimingCurve(parameters: .caSpringAnimationDefault))
    #expect(SpringTimingCurve(parameters: .caSpringAnimationDefault)
      != SpringTimingCurve(parameters: .caSpringAnimationDefault, initialVelocity: 1))
    #expect(SpringTimingCurve(parameters: .caSpringAnimationDefault).description
      == "SpringTimingCurve(mass: 1.0, stiffness: 100.0, damping: 10.0, velocity: 0.0)")
  }
}
