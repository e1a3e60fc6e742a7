import ScrollPhysics
import Testing

@Suite struct SpringSimulationTests {
  /// One spring per regime, all with a mass other than 1 (PHYSICS.md §7, §10: Flutter's
  /// under-damped solution was right only for m = 1).
  /// ζ = c/(2√(mk)): 6/(2√(2.5·40)) = 0.3; 20/(2√100) = 1; 45/(2√100) = 2.25.
  static let springs: [(String, SpringParameters)] = [
    ("under", SpringParameters(mass: 2.5, stiffness: 40, damping: 6)),
    ("critical", SpringParameters(mass: 2.5, stiffness: 40, damping: 20)),
    ("over", SpringParameters(mass: 2.5, stiffness: 40, damping: 45)),
  ]
  static let starts: [(Double, Double, Double)] = [
    // (start, target, velocity)
    (0, 100, 0), (250, -40, 0), (10, 10, 300), (-30, 80, -900), (500, 0, 2500),
  ]

  @Test(arguments: springs)
  func startsWhereItIsReleased(_ name: String, _ spring: SpringParameters) {
    for (start, target, velocity) in Self.starts {
      let sim = SpringSimulation(parameters: spring, from: start, to: target, velocity: velocity)
      let scale = max(1, abs(start - target), abs(velocity))
      #expect(abs(sim.position(at: 0) - start) <= 1e-12 * scale, "\(name) \(start)→\(target)")
      #expect(abs(sim.velocity(at: 0) - velocity) <= 1e-12 * scale, "\(name) \(start)→\(target)")
    }
  }

  @Test(arguments: springs)
  func obeysTheEquationOfMotion(_ name: String, _ spring: SpringParameters) {
    // m·x″ + c·x′ + k·(x − target) = 0, with x″ from central differences of the velocity,
    // and x′ from central differences of the position. Tight tolerance so nothing snaps.
    let m = spring.mass, k = spring.stiffness, c = spring.damping
    for (start, target, velocity) in Self.starts {
      let sim = SpringSimulation(
        parameters: spring, from: start, to: target, velocity: velocity,
        tolerance: Tolerance(distance: 1e-12, velocity: 1e-12))
      let h = 1e-6
      for t in stride(from: 0.05, through: 3, by: 0.37) {
        let x = sim.position(at: t)
        let v = sim.velocity(at: t)
        let slope = (sim.position(at: t + h) - sim.position(at: t - h)) / (2 * h)
        let acceleration = (sim.velocity(at: t + h) - sim.velocity(at: t - h)) / (2 * h)
        let scale = max(1, abs(start - target), abs(velocity)) * k
        #expect(abs(slope - v) <= 1e-6 * scale, "\(name) t \(t)")
        #expect(abs(m * acceleration + c * v + k * (x - target)) <= 1e-5 * scale, "\(name) t \(t)")
      }
    }
  }

  @Test(arguments: springs)
  func settlesOnTheTarget(_ name: String, _ spring: SpringParameters) {
    for (start, target, velocity) in Self.starts {
      let tolerance = Tolerance(distance: 0.01, velocity: 0.05)
      let sim = SpringSimulation(
        parameters: spring, from: start, to: target, velocity: velocity, tolerance: tolerance)
      #expect(sim.duration.isFinite && sim.duration > 0)
      #expect(sim.finalPosition == target)
      #expect(sim.isDone(at: sim.duration) && !sim.isDone(at: sim.duration.nextDown))
      #expect(sim.position(at: sim.duration) == target)
      #expect(sim.velocity(at: sim.duration + 1) == 0)
      // Exact settling: just before `duration` one of the bounds is still reached…
      let before = sim.duration * (1 - 1e-9)
      let ratio = max(
        abs(sim.position(at: before) - target) / tolerance.distance,
        abs(sim.velocity(at: before)) / tolerance.velocity)
      #expect(abs(ratio - 1) < 1e-5, "\(name) \(start)→\(target): \(ratio)")
      // …and after it the unsnapped motion (a twin with a tiny tolerance) never leaves them.
      let twin = SpringSimulation(
        parameters: spring, from: start, to: target, velocity: velocity,
        tolerance: Tolerance(distance: 1e-9, velocity: 1e-9))
      var t = sim.duration
      while t < sim.duration + 3 {
        #expect(abs(twin.position(at: t) - target) <= tolerance.distance * (1 + 1e-9), "\(name) t \(t)")
        #expect(abs(twin.velocity(at: t)) <= tolerance.velocity * (1 + 1e-9), "\(name) t \(t)")
        t += 0.0011
      }
    }
  }

  @Test func flutterCriticalVectors() {
    // flutter newton_test (PHYSICS.md §9): critical spring m 1, k 100 (c = 20), 0 → 500, v 0;
    // ⌊x⌋ at 0.25/0.5/0.75 s = 356, 479, 497; ⌊dx⌋ = 1026, 168, 20; done by 1.6 s (tol 0.01/0.01).
    // By hand at 0.25 s: x = 500 − 500·(1 + 2.5)·e^(−2.5) = 500 − 143.65 = 356.35;
    // dx = 500·100·0.25·e^(−2.5) = 1026.25.
    let sim = SpringSimulation(
      parameters: SpringParameters(mass: 1, stiffness: 100, damping: 20), from: 0, to: 500,
      tolerance: Tolerance(distance: 0.01, velocity: 0.01))
    #expect(sim.position(at: 0.25).rounded(.down) == 356)
    #expect(sim.position(at: 0.5).rounded(.down) == 479)
    #expect(sim.position(at: 0.75).rounded(.down) == 497)
    #expect(sim.velocity(at: 0.25).rounded(.down) == 1026)
    #expect(sim.velocity(at: 0.5).rounded(.down) == 168)
    #expect(sim.velocity(at: 0.75).rounded(.down) == 20)
    #expect(sim.isDone(at: 1.6))
  }

  @Test func flutterOverdampedVectors() {
    // ζ 1.25 (m 1, k 100, c = 25), 0 → 500: ⌊x⌋ at 0.5/1.0/1.5 = 445, 495, 499;
    // ⌊dx⌋ = 273, 22, 1. Roots −12.5 ∓ 7.5 = −20, −5; x = 500 − (2000/3)e^(−5t) + (500/3)e^(−20t):
    // at 0.5 s, 500 − 54.72 + 0.008 = 445.29.
    let sim = SpringSimulation(
      parameters: SpringParameters(mass: 1, stiffness: 100, damping: 25), from: 0, to: 500)
    #expect(sim.position(at: 0.5).rounded(.down) == 445)
    #expect(sim.position(at: 1.0).rounded(.down) == 495)
    #expect(sim.position(at: 1.5).rounded(.down) == 499)
    #expect(sim.velocity(at: 0.5).rounded(.down) == 273)
    #expect(sim.velocity(at: 1.0).rounded(.down) == 22)
    #expect(sim.velocity(at: 1.5).rounded(.down) == 1)
  }

  @Test func flutterUnderdampedVectors() {
    // ζ 0.25 (m 1, k 100, c = 5), 0 → 300: ⌊x(1)⌋ = 325, ⌊dx(1)⌋ = −65, ⌊x(6)⌋ = 299.
    // Flutter's SpringSimulation does not snap to the end; with a tolerance of 1e−7 this one is
    // still moving at 6 s (envelope 309.8·e^(−2.5·6) = 9.5e−5), so the closed form shows.
    let sim = SpringSimulation(
      parameters: SpringParameters(mass: 1, stiffness: 100, damping: 5), from: 0, to: 300,
      tolerance: Tolerance(distance: 1e-7, velocity: 1e-7))
    #expect(sim.position(at: 1).rounded(.down) == 325)
    #expect(sim.velocity(at: 1).rounded(.down) == -65)
    #expect(sim.position(at: 6).rounded(.down) == 299)
  }

  @Test func motionSpringVectors() {
    // b3ll/Motion (PHYSICS.md §9): 0 → 10, response 1 (k = (2π)², c = 4πζ), one 0.5 s tick.
    // ζ 1: x = 10 − 10·(1 + π)·e^(−π) = 10 − 1.7898 = 8.210.
    // ζ 0.8: ω_d = 2π·0.6 = 3.7699, β = 1.6π = 5.0265;
    //   x = 10 − 10·e^(−2.5133)·(cos 1.8850 + (5.0265/3.7699)·sin 1.8850)
    //     = 10 − 10·0.081014·(−0.30902 + 1.33333·0.95106) = 10 − 0.7770 = 9.223.
    let critical = SpringSimulation(
      parameters: SpringParameters(dampingRatio: 1, response: 1), from: 0, to: 10)
    #expect(abs(critical.position(at: 0.5) - 8.210) < 5e-4)
    let under = SpringSimulation(
      parameters: SpringParameters(dampingRatio: 0.8, response: 1), from: 0, to: 10)
    #expect(abs(under.position(at: 0.5) - 9.223) < 5e-4)
  }

  @Test func reboundGoldenTrajectory() {
    // facebookarchive/rebound SpringTest.java: tension 230.2, friction 19 (m 1), 0 → 1,
    // 1 ms RK4 stepped by 16 ms frames. PHYSICS.md §9: the exact closed form sampled at
    // t = 0.016·(i+1) − 0.001 s (Rebound lags one 1 ms step) matches all 66 moving positions
    // to 3e−8. Tolerance 1e−9 here so the closed form is not snapped to 1 before 1.055 s.
    let expected: [Double] = [
      0.02350326962145051, 0.09013912023073196, 0.18531666042039596, 0.2967410888550004,
      0.4145189853782035, 0.5310291023265858, 0.6407121280050319, 0.7398112940647817,
      0.8260898294043233, 0.8985456177264777, 0.9571382208882482, 1.002538830281137,
      1.0359097802864248, 1.0587170239216486, 1.0725764126694235, 1.0791326923618418,
      1.0799687578592558, 1.0765418232895394, 1.0701426799489315, 1.0618740499181873,
      1.0526441242670932, 1.0431716321304505, 1.0339991616313917, 1.025511895911699,
      1.0179593973200416, 1.0114785391407843, 1.0061161244437307, 1.0018501302898977,
      0.998608863371096, 0.9962876059220026, 0.9947625680573757, 0.9939021470884736,
      0.9935756304073171, 0.9936595719950525, 0.9940421299433493, 0.9946256801487239,
      0.9953280258938787, 0.9960825102232976, 0.9968373130510945, 0.9975541822583256,
      0.9982068113187458, 0.9987790381514378, 0.9992630031435948, 0.9996573701910703,
      0.9999656841951263, 1.0001949123024465, 1.0003541944882257, 1.0004538117854302,
      1.000504367280912, 1.0005161655189725, 1.0004987696841499, 1.0004607123525702,
      1.000409334182166, 1.0003507251610428, 1.0002897445004184, 1.0002300975503762,
      1.0001744509010717, 1.000124569839086, 1.0000814653479198, 1.0000455407172641,
      1.000016730449907, 0.9999946264611708, 0.999978588520391, 0.9999678374804437,
      0.9999615310928505, 0.999958823139664,
    ]
    #expect(expected.count == 66)
    let sim = SpringSimulation(
      parameters: SpringParameters(mass: 1, stiffness: 230.2, damping: 19), from: 0, to: 1,
      tolerance: Tolerance(distance: 1e-9, velocity: 1e-9))
    for (i, value) in expected.enumerated() {
      let t = 0.016 * Double(i + 1) - 0.001
      #expect(abs(sim.position(at: t) - value) < 3e-8, "frame \(i)")
    }
    // The peak, 1.0799687578592558 at frame 16 (t = 0.271 s).
    #expect(abs(sim.position(at: 0.271) - 1.0799687578592558) < 3e-8)
  }

  @Test func nearCriticalRegimesAgree() {
    // |ζ − 1| < 1e−9 is treated as critical; just outside, the under- and over-damped forms
    // must agree with it to the precision the formulas allow.
    let m = 1.7, k = 90.0
    let critical = 2 * (m * k).squareRoot()
    func sim(_ ratio: Double) -> SpringSimulation {
      SpringSimulation(
        parameters: SpringParameters(mass: m, stiffness: k, damping: critical * ratio),
        from: -60, to: 40, velocity: 350, tolerance: Tolerance(distance: 1e-12, velocity: 1e-12))
    }
    let exact = sim(1)
    for ratio in [1 - 1e-10, 1 + 1e-10, 1 - 1e-7, 1 + 1e-7] {
      let near = sim(ratio)
      for t in stride(from: 0.0, through: 2, by: 0.1) {
        #expect(abs(near.position(at: t) - exact.position(at: t)) < 1e-3, "ζ \(ratio) t \(t)")
        #expect(abs(near.velocity(at: t) - exact.velocity(at: t)) < 1e-2, "ζ \(ratio) t \(t)")
      }
    }
  }

  @Test func undampedSpringNeverSettles() {
    // c = 0: x = 100 + (0 − 100)·cos(2t) for m 1, k 4; it never finishes.
    let sim = SpringSimulation(
      parameters: SpringParameters(mass: 1, stiffness: 4, damping: 0), from: 0, to: 100)
    #expect(sim.duration == .infinity)
    #expect(abs(sim.position(at: Double.pi / 2) - 200) < 1e-9)
    #expect(!sim.isDone(at: 1e6))
  }

  @Test func atRestIsDoneAtOnce() {
    let sim = SpringSimulation(parameters: .caSpringAnimationDefault, from: 3, to: 3)
    #expect(sim.duration == 0)
    #expect(sim.isDone(at: 0))
    #expect(sim.position(at: 0.5) == 3)
  }

  @Test func tinyMassAndStiffnessStillGiveTheirRatio() {
    // m = k = 1e−200, c = 0: m·k = 1e−400 underflows to 0, which made ζ = 0/0 = NaN. ζ = c/(2·√m·√k) = 0 and
    // ω0 = √(k/m) = 1: an undamped oscillation x(t) = cos t, so from 1 towards 0 the position at π is −1.
    let spring = SpringParameters(mass: 1e-200, stiffness: 1e-200, damping: 0)
    #expect(spring.dampingRatio == 0)
    let sim = SpringSimulation(parameters: spring, from: 1, to: 0)
    #expect(abs(sim.position(at: Double.pi) + 1) < 1e-12)
    #expect(abs(sim.velocity(at: Double.pi / 2) + 1) < 1e-12)
    // ζ = 1 the same way: c = 2·√m·√k = 2e−200.
    #expect(SpringParameters(mass: 1e-200, stiffness: 1e-200, damping: 2e-200).dampingRatio == 1)
  }

  @Test func hugeAmplitudesDoNotOverflow() {
    // m = 1, k = 1, c = 0, released at its target with 1e200 pt/s: x(t) = 1e200·sin t. The amplitude
    // √(A² + B²) = √(0 + 1e400) overflowed to +∞; scaled, it is 1e200, so x(π/2) = 1e200.
    let sim = SpringSimulation(parameters: SpringParameters(mass: 1, stiffness: 1, damping: 0), from: 0, to: 0, velocity: 1e200)
    #expect(abs(sim.position(at: Double.pi / 2) / 1e200 - 1) < 1e-12)
    #expect(abs(sim.velocity(at: 0) / 1e200 - 1) < 1e-12)
    #expect(sim.position(at: 1).isFinite)
  }

  @Test func aStronglyOverdampedSpringCreepsToItsTarget() {
    // m = 1, k = 1, c = 1e9 (ζ = 5e8): r₁ = −β − √(β² − ω0²) ≈ −1e9 and r₂ = ω0²/r₁ ≈ −1e−9 (the roots' product
    // is k/m = 1). Written as −β + √(β² − ω0²), r₂ = −5e8 + 5e8 = 0 exactly and the spring never moved. From 1 to
    // 0 at rest: C2 = (0 − r₁·1)/(r₂ − r₁) ≈ 1, so x(t) ≈ e^(−1e−9·t): x(1e9 s) = e^(−1) = 0.3678794, and
    // it settles within 0.001 pt after ln(1000)·1e9 = 6.9e9 s.
    let sim = SpringSimulation(parameters: SpringParameters(mass: 1, stiffness: 1, damping: 1e9), from: 1, to: 0)
    #expect(abs(sim.position(at: 1e9) - 0.3678794) < 1e-6)
    #expect(sim.duration.isFinite)
    #expect(abs(sim.duration / 6.907755e9 - 1) < 1e-3)
  }

  @Test func descriptionPrintsTheParameters() {
    let sim = SpringSimulation(
      parameters: SpringParameters(mass: 1, stiffness: 100, damping: 20), from: 0, to: 500, velocity: 0)
    #expect(sim.description
      == "SpringSimulation(mass: 1.0, stiffness: 100.0, damping: 20.0, from: 0.0, to: 500.0, velocity: 0.0)")
  }
}
