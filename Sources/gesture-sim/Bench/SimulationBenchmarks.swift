import ScrollPhysics

/// The closed-form benchmarks of issue 3: `position(at:)` of each `Simulation`,
/// evaluated at times spread over the motion.
///
/// Each benchmark evaluates one simulation `count` times. The times step through
/// `0 ..< duration` by `duration / 997.3` and wrap around, so successive
/// evaluations land on different points of the motion and none is past its end
/// (where `position(at:)` is a constant). The positions are summed into a checksum
/// that the command prints, so the optimizer cannot drop the work.
enum SimulationBenchmarks {
  /// One benchmark: its name (after `simulation-`) and how it runs.
  struct Case: Sendable {
    var name: String
    var run: @Sendable (_ count: Int) -> (checksum: Double, seconds: Double)
  }

  /// Every case, in the order the command prints them.
  static let cases: [Case] = [
    // 2000 pt/s at the normal rate, UIKit's per-frame law at 60 Hz (the scroll view's
    // motion): 159 frames, 2.63 s.
    Case(name: "deceleration") { count in
      measure(FrameDeceleration(position: 0, velocity: 2_000, refreshRate: 60), count: count)
    },
    // CASpringAnimation's default spring (ζ = 0.5) over 100 pt.
    Case(name: "spring-underdamped") { count in
      measure(SpringSimulation(parameters: .caSpringAnimationDefault, from: 0, to: 100), count: count)
    },
    // UIKit's bounce spring (critically damped, ω = 10.9 s⁻¹) over 100 pt, released at 500 pt/s.
    Case(name: "spring-critical") { count in
      measure(
        SpringSimulation(
          parameters: .criticallyDamped(angularFrequency: BounceSimulation.uiKitBounceFrequency), from: 0, to: 100,
          velocity: 500),
        count: count)
    },
    // The paging spring (ζ = 1.1) settling a page of 390 pt released at 800 pt/s backwards.
    Case(name: "spring-overdamped") { count in
      measure(
        SpringSimulation(
          parameters: ScrollViewConfiguration.flutterPageSpring, from: 0, to: 390, velocity: -800,
          tolerance: .scrollView(scale: 3)),
        count: count)
    },
    // A fling at 3000 pt/s from 900 into the edge at 1000: UIKit's per-frame deceleration at
    // 60 Hz, then the bounce spring from the interpolated crossing (the scroll view's motion).
    Case(name: "bounce") { count in
      measure(Fling(position: 900, velocity: 3_000, minimum: 0, maximum: 1_000, refreshRate: 60), count: count)
    },
    // UIView's 0.3 s ease-in-ease-out animation over 80 pt (the side menu's hamburger).
    Case(name: "curve") { count in
      measure(CurveAnimation(from: 0, to: 80, duration: 0.3), count: count)
    },
  ]

  /// Evaluates `simulation.position(at:)` `count` times over its duration.
  static func measure<S: Simulation>(_ simulation: S, count: Int) -> (checksum: Double, seconds: Double) {
    let span = duration(of: simulation)
    precondition(span > 0 && span.isFinite, "SimulationBenchmarks: a benchmark needs a finite motion")
    let step = span / 997.3
    var checksum = 0.0
    let seconds = Stopwatch.measure {
      var t = 0.0
      var sum = 0.0
      for _ in 0..<count {
        sum += simulation.position(at: t)
        t += step
        if t >= span { t -= span }
      }
      checksum = sum
    }
    return (checksum, seconds)
  }

  /// The first time at which `simulation` is done, in seconds, found by doubling
  /// and bisection on `isDone(at:)` (the protocol has no `duration`).
  static func duration(of simulation: some Simulation) -> Double {
    var high = 1.0 / 1024
    while !simulation.isDone(at: high) {
      high *= 2
      if high > 1e6 { return .infinity }
    }
    var low = 0.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if simulation.isDone(at: middle) { high = middle } else { low = middle }
    }
    return low
  }
}
