@testable import ScrollPhysics
import Testing

/// `SpringParameters(uiViewDuration:dampingRatio:initialVelocity:)` where UIKit's
/// Newton iteration breaks down (UIKIT.md §2.2): the result is still a spring, the
/// root of the same condition on the start's monotone piece of f.
@Suite struct SpringParametersUIViewBreakdownTests {
  let epsilon = 0.001

  /// x(d) of a critically damped UIView spring: ((ω − v)·d + 1)·e^(−ωd) (UIKIT.md §2.3).
  func criticalDisplacement(_ spring: SpringParameters, d: Double, v: Double) -> Double {
    let omega = spring.undampedAngularFrequency
    return ((omega - v) * d + 1) * Elementary.exp(-omega * d)
  }

  @Test func criticalSpringWithVelocityFiveOverDurationIsTheSettledRoot() {
    // ζ = 1, d = 1, v = 5 = 5/d. UIKit starts at ω = 5/d = v, where f(5) = (0·1 + 1)·e^(−5) − ε·sgn(0) =
    // 0.0067379 but f′(5) = d²·(v − ω)·e^(−ωd) = 0: the first Newton step divides by zero.
    #expect(!SpringParameters.isSpringFrequency(SpringParameters.uiKitFrequency(duration: 1, dampingRatio: 1, velocity: 5)))
    // f has two roots. Above ω = v, x(d) = (ωd − 4)·e^(−ωd) = ε: 8.38 gives 4.38·2.29410e−4 = 1.004816e−3,
    // 8.39 gives 4.39·2.27127e−4 = 9.97089e−4; interpolating, 8.38 + 0.01·4.816/7.727 = 8.38623, and bisection
    // refines it to ωd = 8.386224. Below ω = v, −x(d) = (4 − ωd)·e^(−ωd) = ε at ωd = 3.948: there x changes sign
    // at t = 1/(v − ω) = 0.948 s and still moves away at d (its extreme, at t = v/(ω(v − ω)) = 1.2 s, is
    // (1 − 1.052·1.2)·e^(−3.948·1.2) ≈ −0.0023, more than 2ε). The spring must be almost settled at d, so the
    // result is the root above v: k = 8.386224² = 70.32875, c = 2·8.386224 = 16.77245.
    let spring = SpringParameters(uiViewDuration: 1, dampingRatio: 1, initialVelocity: 5)
    #expect(abs(spring.undampedAngularFrequency - 8.386224) < 1e-6)
    #expect(abs(spring.stiffness - 70.32875) < 1e-4)
    #expect(abs(spring.damping - 16.77245) < 1e-4)
    #expect(spring.mass == 1)
    #expect(abs(criticalDisplacement(spring, d: 1, v: 5) - epsilon) < 1e-12)
    // Almost settled: from d on, x = 1 − progress decreases monotonically and stays in (0, ε].
    let curve = SpringTimingCurve(parameters: spring, initialVelocity: 5)
    var previous = Double.infinity
    for k in 0...40 {
      let t = 1 + Double(k) * 0.05
      let x = 1 - curve.progress(at: t)
      #expect(x > 0 && x <= epsilon + 1e-12, "t \(t): x \(x)")
      #expect(x < previous)
      previous = x
    }
    // The same in units of d: d = 0.5 with v = 10 = 5/d gives ω = 8.386224/0.5 = 16.772448.
    let half = SpringParameters(uiViewDuration: 0.5, dampingRatio: 1, initialVelocity: 10)
    #expect(abs(half.undampedAngularFrequency - 16.772448) < 2e-6)
  }

  @Test func criticalSpringsNearTheBreakdownKeepTheStartsSide() {
    // Within a few percent of v = 5/d UIKit's iteration overflows or diverges too. v·d = 4.95 starts above
    // ω = v: the root of (ωd − 3.95)·e^(−ωd) = ε, ωd = 8.4009 (by bisection), near 8.386 at v·d = 5.
    #expect(!SpringParameters.isSpringFrequency(SpringParameters.uiKitFrequency(duration: 1, dampingRatio: 1, velocity: 4.95)))
    let below = SpringParameters(uiViewDuration: 1, dampingRatio: 1, initialVelocity: 4.95)
    #expect(below.undampedAngularFrequency > 4.95)
    #expect(abs(criticalDisplacement(below, d: 1, v: 4.95) - epsilon) < 1e-12)
    #expect(abs(below.undampedAngularFrequency - 8.40085) < 1e-5)
    // v·d = 5.05 starts below ω = v, where UIKit's converging neighbours (v·d = 5.5 → ωd = 4.417) find the
    // overshooting root: (4.05 − ωd)·e^(−ωd) = ε at ωd = 3.99564, x(d) = −ε.
    #expect(!SpringParameters.isSpringFrequency(SpringParameters.uiKitFrequency(duration: 1, dampingRatio: 1, velocity: 5.05)))
    let above = SpringParameters(uiViewDuration: 1, dampingRatio: 1, initialVelocity: 5.05)
    #expect(above.undampedAngularFrequency < 5.05)
    #expect(abs(criticalDisplacement(above, d: 1, v: 5.05) + epsilon) < 1e-12)
    #expect(abs(above.undampedAngularFrequency - 3.99564) < 1e-5)
  }

  @Test func underdampedBreakdownsTakeTheRootOnTheStartsPiece() {
    // ζ < 1: E(u) = |ζu − a|·e^(−ζu)/(u·√(1−ζ²)), u = ωd, a = vd. Above the kink u = a/ζ, E rises to its maximum
    // at u_m = (a + √(a² + 4a))/(2ζ) and falls. ζ = 0.5, a = 1.75: kink 3.5, u_m = (1.75 + √10.0625)/1 = 4.922,
    // just below the start 5, where E′ ≈ 0 and the iteration blows up; E(u_m) = 0.01424 > ε, so the start's
    // (falling) piece has a root, at u = 12.0292 (bisection). ζ = 0.9, a = 3.65: kink 4.056,
    // u_m = (3.65 + √27.9225)/1.8 = 4.963, root on the falling piece at u = 7.63996.
    for (zeta, v, root, peak) in [(0.5, 1.75, 12.029216, 4.922144), (0.9, 3.65, 7.639955, 4.963430)] {
      #expect(!SpringParameters.isSpringFrequency(SpringParameters.uiKitFrequency(duration: 1, dampingRatio: zeta, velocity: v)))
      let spring = SpringParameters(uiViewDuration: 1, dampingRatio: zeta, initialVelocity: v)
      let omega = spring.undampedAngularFrequency
      #expect(abs(omega - root) < 1e-5, "ζ \(zeta)")
      #expect(omega > peak)
      let envelope = abs((zeta * omega - v) / (omega * (1 - zeta * zeta).squareRoot())) * Elementary.exp(-zeta * omega)
      #expect(abs(envelope - epsilon) < 1e-12, "ζ \(zeta)")
      #expect(abs(spring.dampingRatio - zeta) < 1e-12)
    }
  }

  @Test func aZeroDampingRatioGivesASettledSpring() {
    // usingSpringWithDamping: 0 is clamped to ζ = 1.1920929e−7. With v = 0 the sine term's envelope
    // ζ/√(1−ζ²)·e^(−ζωd) is below ε for every ω > 0, so f never reaches 0 for a positive ω and UIKit's iteration
    // runs off to a negative ω (negative damping). The whole displacement's envelope e^(−ζωd)/√(1−ζ²) falls to
    // ε at ζωd = ln(1/(ε√(1−ζ²))) = ln 1000 = 6.9077553, so ω = 6.9077553/1.1920929e−7 = 5.7946451e7 and
    // c = 2ζω = 2·ln 1000 = 13.815511 (d = 1).
    #expect(!SpringParameters.isSpringFrequency(SpringParameters.uiKitFrequency(duration: 1, dampingRatio: 1.1920929e-7, velocity: 0)))
    let spring = SpringParameters(uiViewDuration: 1, dampingRatio: 0, initialVelocity: 0)
    #expect(abs(spring.damping - 13.815511) < 1e-6)
    #expect(abs(spring.undampedAngularFrequency / 5.7946451e7 - 1) < 1e-7)
    // Its curve is at rest to within ε at d.
    let curve = SpringTimingCurve(parameters: spring)
    #expect(abs(1 - curve.progress(at: 1)) <= epsilon)
  }

  @Test func everyFiniteInputGivesASpring() {
    // A sweep of durations, damping ratios and velocities (v·d from −50 to 50, and extremes): each result is a
    // spring (finite, k > 0, c > 0) and its curve is finite. Where UIKit's iteration ends on a spring, that is the
    // result, bit for bit.
    var fallbacks = 0
    for d in [0.01, 0.3, 1, 3, 10] {
      for zeta in [1.1920929e-7, 1e-4, 0.001, 0.002, 0.01, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99, 0.999, 1] {
        var velocities = (0...400).map { (Double($0) - 200) / 4 / d }
        velocities += [5 / d, 5 * zeta / d, 1e6, -1e6, 1e300, -1e300]
        for v in velocities {
          let spring = SpringParameters(uiViewDuration: d, dampingRatio: zeta, initialVelocity: v)
          #expect(spring.stiffness.isFinite && spring.stiffness > 0, "d \(d) ζ \(zeta) v \(v)")
          #expect(spring.damping.isFinite && spring.damping > 0, "d \(d) ζ \(zeta) v \(v)")
          let curve = SpringTimingCurve(parameters: spring, initialVelocity: v)
          #expect(curve.progress(at: d / 2).isFinite && curve.progress(at: d).isFinite, "d \(d) ζ \(zeta) v \(v)")
          let newton = SpringParameters.uiKitFrequency(duration: d, dampingRatio: zeta, velocity: v)
          if SpringParameters.isSpringFrequency(newton) {
            #expect(spring.stiffness == newton * newton)
          } else {
            fallbacks += 1
          }
        }
      }
    }
    #expect(fallbacks > 0)
    // Infinite velocities and durations and damping ratios are clamped, not NaN.
    for v in [Double.infinity, -.infinity] {
      let spring = SpringParameters(uiViewDuration: 1, dampingRatio: 0.5, initialVelocity: v)
      #expect(spring.stiffness.isFinite && spring.stiffness > 0 && spring.damping > 0)
    }
    #expect(SpringParameters(uiViewDuration: .infinity, dampingRatio: .infinity) == SpringParameters(uiViewDuration: 10, dampingRatio: 1))
  }
}
