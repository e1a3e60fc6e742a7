import ScrollPhysics
import Testing

@Suite struct BounceSimulationTests {
  // .normal: λ = 2.0020027 s⁻¹. ω = 10.9 s⁻¹ (PHYSICS.md §3.1).
  let lambda = 2.0020027
  let omega = 10.9

  @Test func flingIntoTheTrailingEdge() {
    // From 0 at 3000 pt/s in 0…1000: unclamped rest 2990/λ = 1493.50 > 1000, so it hits 1000
    // at t_e = −ln(1 − λ·1000/3000)/λ = −ln(0.332666)/2.0020027 = 0.549758 s, with
    // v_e = 3000 − λ·1000 = 997.997 pt/s.
    let sim = BounceSimulation(position: 0, velocity: 3000, minimum: 0, maximum: 1000)
    #expect(sim.hitsEdge)
    #expect(sim.edge == 1000)
    #expect(abs((sim.edgeTime ?? .nan) - 0.549758) < 1e-6)
    #expect(abs(sim.edgeVelocity - 997.997) < 1e-3)
    #expect(sim.finalPosition == 1000)
    #expect(sim.position(at: 0) == 0)
    #expect(sim.velocity(at: 0) == 3000)
    // Before the edge it is the free deceleration.
    let free = DecelerationSimulation(position: 0, velocity: 3000)
    for t in stride(from: 0.0, to: 0.549, by: 0.05) {
      #expect(sim.position(at: t) == free.position(at: t))
      #expect(sim.velocity(at: t) == free.velocity(at: t))
    }
  }

  @Test func bounceIsTheCriticallyDampedSpringCarryingTheEdgeVelocity() {
    // y(τ) = v_e·τ·e^(−ωτ); peak at τ = 1/ω = 0.091743 s, height v_e/(ω·e) = 33.6828 pt.
    let sim = BounceSimulation(position: 0, velocity: 3000, minimum: 0, maximum: 1000)
    let te = sim.edgeTime!
    let ve = 997.9973
    for tau in stride(from: 0.0, through: 0.6, by: 0.03) {
      let expected = 1000 + ve * tau * Elementary.exp(-omega * tau)
      #expect(abs(sim.position(at: te + tau) - expected) < 1e-3, "τ \(tau)")
      let expectedVelocity = ve * (1 - omega * tau) * Elementary.exp(-omega * tau)
      #expect(abs(sim.velocity(at: te + tau) - expectedVelocity) < 1e-2, "τ \(tau)")
    }
    #expect(abs(sim.position(at: te + 1 / omega) - 1033.6828) < 1e-3)
    #expect(sim.isBouncing(at: te + 0.1))
    #expect(!sim.isBouncing(at: te - 0.1))
  }

  @Test func handOverIsContinuous() {
    for (x0, v0, rate) in [
      (0.0, 3000.0, DecelerationRate.normal), (900, 250, .normal), (500, -7000, .fast),
      (999.5, 40, .normal),
    ] {
      let sim = BounceSimulation(position: x0, velocity: v0, rate: rate, minimum: 0, maximum: 1000)
      guard let te = sim.edgeTime, let edge = sim.edge else {
        Issue.record("(\(x0), \(v0)) should hit an edge")
        continue
      }
      let before = te.nextDown
      #expect(abs(sim.position(at: before) - edge) < 1e-9)
      #expect(sim.position(at: te) == edge)
      #expect(abs(sim.velocity(at: before) - sim.velocity(at: te)) < 1e-9 * abs(v0))
      #expect(sim.velocity(at: te) == sim.edgeVelocity)
    }
  }

  @Test func finishesWithinHalfAPixelThenSnapsToTheEdge() {
    // Done when |y| ≤ 0.5/3 pt and |y′| ≤ 1/(0.05·3) = 6.667 pt/s for good: by bisection on
    // y = 997.997·τ·e^(−10.9τ), |y| = 1/6 last at τ = 0.774492 s (|y′| = 6.667 at 0.620136 s),
    // so duration = 0.549758 + 0.774492 = 1.324250 s.
    let sim = BounceSimulation(position: 0, velocity: 3000, minimum: 0, maximum: 1000, scale: 3)
    #expect(abs(sim.duration - 1.324250) < 1e-6)
    #expect(sim.isDone(at: sim.duration))
    #expect(!sim.isDone(at: sim.duration - 1e-6))
    #expect(abs(sim.position(at: sim.duration - 1e-9) - 1000) < 0.5 / 3 + 1e-6)
    #expect(sim.position(at: sim.duration) == 1000)
    #expect(sim.velocity(at: sim.duration) == 0)
    #expect(!sim.isBouncing(at: sim.duration))
  }

  @Test func neverComesBackIntoTheContentDuringABounce() {
    // A critically damped spring from the edge with outward velocity stays outside.
    let sim = BounceSimulation(position: 200, velocity: 5000, minimum: 0, maximum: 1000)
    var t = sim.edgeTime!
    while t < sim.duration + 0.1 {
      #expect(sim.position(at: t) >= 1000)
      t += 1.0 / 120
    }
  }

  @Test func flingIntoTheLeadingEdgeMirrors() {
    let trailing = BounceSimulation(position: 0, velocity: 3000, minimum: 0, maximum: 1000)
    let leading = BounceSimulation(position: 1000, velocity: -3000, minimum: 0, maximum: 1000)
    #expect(leading.edge == 0)
    #expect(abs(leading.edgeTime! - trailing.edgeTime!) < 1e-12)
    for t in stride(from: 0.0, through: 1.5, by: 0.01) {
      #expect(abs(leading.position(at: t) - (1000 - trailing.position(at: t))) < 1e-9)
    }
    #expect(leading.duration == trailing.duration)
  }

  @Test func flingThatStaysInsideIsAPlainDeceleration() {
    // 1000 pt/s from 100 rests at 100 + 494.505 = 594.505 < 1000: no edge.
    let sim = BounceSimulation(position: 100, velocity: 1000, minimum: 0, maximum: 1000)
    let free = DecelerationSimulation(position: 100, velocity: 1000)
    #expect(!sim.hitsEdge && sim.edge == nil && sim.edgeTime == nil)
    #expect(sim.finalPosition == free.finalPosition)
    #expect(sim.duration == free.duration)
    #expect(abs(sim.finalPosition - 594.505) < 1e-3)
    #expect(sim.position(at: 1.2) == free.position(at: 1.2))
    #expect(!sim.isBouncing(at: 1))
  }

  @Test func withoutBouncesItStopsDeadAtTheEdge() {
    // PHYSICS.md §3.3: at the wall, offset = edge and v = 0, the deceleration ends.
    var configuration = BounceSimulation.Configuration()
    configuration.bounces = false
    let sim = BounceSimulation(
      position: 0, velocity: 3000, minimum: 0, maximum: 1000, configuration: configuration)
    #expect(sim.edge == 1000)
    #expect(sim.duration == sim.edgeTime)
    #expect(sim.position(at: sim.edgeTime!) == 1000)
    #expect(sim.velocity(at: sim.edgeTime!) == 0)
    var t = 0.0
    while t < 3 {
      #expect(sim.position(at: t) <= 1000 && sim.position(at: t) >= 0)
      t += 1.0 / 120
    }
  }

  @Test func heldOverscrollSnapsBackCriticallyByDefault() {
    // Option A: y = y0·(1 + ωt)·e^(−ωt); 40 pt past 1000, at 0.1 s:
    // 40·(1 + 1.09)·e^(−1.09) = 40·2.09·0.336216 = 28.1077 → 1028.1077.
    let sim = BounceSimulation(position: 1040, velocity: 0, minimum: 0, maximum: 1000)
    #expect(sim.edge == 1000 && sim.edgeTime == 0 && sim.edgeVelocity == 0)
    #expect(sim.position(at: 0) == 1040)
    #expect(abs(sim.velocity(at: 0)) < 1e-12)
    #expect(abs(sim.position(at: 0.1) - 1028.1077) < 1e-4)
    #expect(sim.isBouncing(at: 0))
    #expect(sim.position(at: sim.duration) == 1000)
  }

  @Test func releaseWithVelocityWhileOverscrolledCarriesIt() {
    // 30 pt above the top, moving further out at −500 pt/s: critically damped with
    // A = −30, B = v0 + ωA = −500 − 327 = −827; y(0.05) = e^(−0.545)·(−30 − 41.35) = −41.3717.
    let sim = BounceSimulation(position: -30, velocity: -500, minimum: 0, maximum: 1000)
    #expect(sim.edge == 0)
    #expect(abs(sim.velocity(at: 0) + 500) < 1e-9)
    #expect(abs(sim.position(at: 0.05) + 41.3717) < 1e-4)
    #expect(sim.finalPosition == 0)
  }

  @Test func exponentialSnapBack() {
    // Option B with μ = 8: y = 40·e^(−8t); at 0.1 s, 40·e^(−0.8) = 17.9732.
    // Done at max(ln(40/(1/6)), ln(8·40/(20/3)))/8 = ln(240)/8 = 0.685080 s.
    let configuration = BounceSimulation.Configuration(snapBack: .exponential(rate: 8))
    let sim = BounceSimulation(
      position: 1040, velocity: 3, minimum: 0, maximum: 1000, configuration: configuration)
    #expect(abs(sim.position(at: 0.1) - 1017.9732) < 1e-4)
    #expect(abs(sim.velocity(at: 0.1) + 8 * 17.9732) < 1e-3)
    #expect(abs(sim.duration - 0.685080) < 1e-6)
    #expect(sim.position(at: 0.7) == 1000)
    // A release faster than the stop speed still uses the bounce spring (with its velocity).
    let flung = BounceSimulation(
      position: 1040, velocity: -300, minimum: 0, maximum: 1000, configuration: configuration)
    #expect(abs(flung.velocity(at: 0) + 300) < 1e-9)
  }

  @Test func stifferSpringSnapBack() {
    // Option C with m 1, k 400, c 40 (critical, ω = 20): y = 40·(1 + 20t)·e^(−20t);
    // at 0.05 s, 40·2·e^(−1) = 29.4304.
    let configuration = BounceSimulation.Configuration(
      snapBack: .spring(SpringParameters(mass: 1, stiffness: 400, damping: 40)))
    let sim = BounceSimulation(
      position: 1040, velocity: 0, minimum: 0, maximum: 1000, configuration: configuration)
    #expect(abs(sim.position(at: 0.05) - 1029.4304) < 1e-4)
  }

  @Test func flutterOverAndUnderscrollSpringVectors() {
    // flutter newton_test 'over/under scroll spring': BouncingScrollSimulation(position 500,
    // velocity −7500, leading 0, trailing 1000, spring m 1 k 170 ζ 1.1, tolerance v 45 d 1.5),
    // friction drag 0.135 per second. Expected (±1): x(0.065) 42, dx −6584; x(0.1) −123,
    // dx −2613; x(0.5) −15, dx 124; done at 2.0 with x = 0.
    // By hand: λ = −ln 0.135 = 2.00248; x(0.065) = 500 − 7500·(1 − e^(−0.13016))/λ = 42.894.
    let rate = DecelerationRate(rawValue: Elementary.exp(Elementary.log(0.135) / 1000))!
    let configuration = BounceSimulation.Configuration(
      stopSpeed: 45,
      bounceSpring: SpringParameters(mass: 1, stiffness: 170, damping: 2 * 1.1 * 170.0.squareRoot()),
      tolerance: Tolerance(distance: 1.5, velocity: 45))
    let sim = BounceSimulation(
      position: 500, velocity: -7500, rate: rate, minimum: 0, maximum: 1000,
      configuration: configuration)
    #expect(!sim.isDone(at: 0))
    #expect(abs(sim.position(at: 0.065) - 42) < 1)
    #expect(abs(sim.velocity(at: 0.065) + 6584) < 1)
    #expect(abs(sim.position(at: 0.1) + 123) < 1)
    #expect(abs(sim.velocity(at: 0.1) + 2613) < 1)
    #expect(!sim.isDone(at: 0.5))
    #expect(abs(sim.position(at: 0.5) + 15) < 1)
    #expect(abs(sim.velocity(at: 0.5) - 124) < 1)
    #expect(sim.isDone(at: 2))
    #expect(sim.position(at: 2) == 0)
  }

  @Test func flutterKineticScrollVectors() {
    // flutter newton_test 'test_kinetic_scroll': position 100, velocity ±800, range 0…300,
    // spring m 1 k 50 ζ 0.5 (c = √50 = 7.0711), tolerance v 0.5 d 0.1: not done at 0.5 (the
    // spring has taken over: the edge is reached at −ln(1 − λ·200/800)/λ = 0.3478 s), done at 3.5.
    let rate = DecelerationRate(rawValue: Elementary.exp(Elementary.log(0.135) / 1000))!
    let configuration = BounceSimulation.Configuration(
      stopSpeed: 0.5, bounceSpring: SpringParameters(mass: 1, stiffness: 50, damping: 50.0.squareRoot()),
      tolerance: Tolerance(distance: 0.1, velocity: 0.5))
    for velocity in [800.0, -800] {
      let sim = BounceSimulation(
        position: 100, velocity: velocity, rate: rate, minimum: 0, maximum: 300,
        configuration: configuration)
      #expect(!sim.isDone(at: 0))
      #expect(!sim.isDone(at: 0.5))
      #expect(sim.isBouncing(at: 0.5))
      #expect(sim.isDone(at: 3.5))
    }
  }

  @Test func descriptionPrintsTheParameters() {
    let sim = BounceSimulation(position: 0, velocity: 3000, minimum: 0, maximum: 1000)
    #expect(sim.description
      == "BounceSimulation(position: 0.0, velocity: 3000.0, rate: normal, range: 0.0...1000.0, scale: 3.0)")
  }
}
