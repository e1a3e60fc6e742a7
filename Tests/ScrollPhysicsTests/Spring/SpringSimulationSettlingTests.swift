@testable import ScrollPhysics
import Testing

/// The settling-time search's shortcut (`certifiedBisection`) gives exactly the
/// plain bisection's result, so springs settle at the same time, bit for bit.
@Suite struct SpringSimulationSettlingTests {
  typealias Decay = SpringSimulation.Decay

  /// The bracket the settling-time search bisects for `f` past its extremum:
  /// from the extremum, doubling `timeScale` until |f| is within the bound (as
  /// `lastExceedance` does); `nil` when |f| does not exceed the bound there.
  func bracket(_ f: Decay, extremum: Double, bound: Double, timeScale: Double) -> (Double, Double)? {
    let pivot = max(0, extremum)
    guard f.value(at: pivot).magnitude > bound else { return nil }
    var step = timeScale
    while f.value(at: pivot + step).magnitude > bound { step *= 2 }
    return (pivot, pivot + step)
  }

  /// Checks one bracket; returns whether the shortcut was taken.
  func check(_ f: Decay, bound: Double, _ bracket: (Double, Double), _ label: String) -> Bool {
    let plain = SpringSimulation.plainBisection(f, bound: bound, from: bracket.0, to: bracket.1)
    guard let fast = SpringSimulation.certifiedBisection(f, bound: bound, from: bracket.0, to: bracket.1) else {
      return false
    }
    #expect(fast.bitPattern == plain.bitPattern, "\(label): \(fast) != \(plain)")
    // The plain result is a time where |f| is within the bound, just after one where it is not.
    #expect(f.value(at: plain).magnitude <= bound, "\(label)")
    return true
  }

  @Test func linearDecaysGiveThePlainResult() {
    var random = SplitMix64(seed: 1)
    var certified = 0
    let cases = 400
    for i in 0..<cases {
      let beta = Double.random(in: 1...40, using: &random)
      let p = Double.random(in: -1000...1000, using: &random)
      let q = Double.random(in: -20_000...20_000, using: &random)
      let bound = [1e-3, 0.1667, 0.05, 6.667][i % 4]
      let f = Decay(.linear(p: p, q: q, beta: beta))
      let extremum = q == 0 ? 0 : 1 / beta - p / q
      guard let range = bracket(f, extremum: extremum, bound: bound, timeScale: 1 / beta) else { continue }
      if check(f, bound: bound, range, "linear \(i) p \(p) q \(q) β \(beta)") { certified += 1 }
    }
    // Nearly every search takes the shortcut (it exists to make creating springs cheap).
    #expect(certified >= cases * 9 / 10, "\(certified) of \(cases)")
  }

  @Test func twoExponentialsGiveThePlainResult() {
    var random = SplitMix64(seed: 2)
    var certified = 0
    let cases = 400
    for i in 0..<cases {
      let r2 = -Double.random(in: 0.5...30, using: &random)
      let r1 = r2 - Double.random(in: 0.1...60, using: &random)
      let c1 = Double.random(in: -1000...1000, using: &random)
      let c2 = Double.random(in: -1000...1000, using: &random)
      let bound = [1e-3, 0.1667, 0.05, 6.667][i % 4]
      let f = Decay(.exponentials(c1: c1, r1: r1, c2: c2, r2: r2))
      let ratio = -r1 * c1 / (r2 * c2)
      let extremum = ratio > 0 && ratio.isFinite ? Elementary.log(ratio) / (r2 - r1) : 0
      guard let range = bracket(f, extremum: extremum, bound: bound, timeScale: -1 / r2) else { continue }
      if check(f, bound: bound, range, "exponentials \(i)") { certified += 1 }
    }
    #expect(certified >= cases * 9 / 10, "\(certified) of \(cases)")
  }

  @Test func oscillationsGiveThePlainResult() {
    var random = SplitMix64(seed: 3)
    var certified = 0
    var tried = 0
    for i in 0..<400 {
      let beta = Double.random(in: 0.5...20, using: &random)
      let omegaD = Double.random(in: 1...60, using: &random)
      let r = Double.random(in: 1...2000, using: &random)
      let alpha = Double.random(in: -3.1...3.1, using: &random)
      let bound = [1e-3, 0.1667, 0.05, 6.667][i % 4]
      let f = Decay(.oscillation(amplitude: r, phase: alpha, beta: beta, omegaD: omegaD))
      // The search bisects the half period from the last extremum of f that
      // exceeds the bound to the next one (extrema at (π/2 + kπ − α − δ)/ω_d).
      let delta = Elementary.atan2(omegaD, -beta)
      let halfPeriod = Double.pi / omegaD
      var start = (Double.pi / 2 + ((alpha + delta - Double.pi / 2) / Double.pi).rounded(.up) * Double.pi - alpha - delta) / omegaD
      while start < 0 { start += halfPeriod }
      guard f.value(at: start).magnitude > bound else { continue }
      while f.value(at: start + halfPeriod).magnitude > bound { start += halfPeriod }
      tried += 1
      if check(f, bound: bound, (start, start + halfPeriod), "oscillation \(i) from \(start)") { certified += 1 }
    }
    #expect(tried > 300)
    #expect(certified >= tried * 9 / 10, "\(certified) of \(tried)")
  }

  /// A spring released as a paging settle would be: from a random offset within
  /// 400 pt of its target 0 at a random velocity within 3000 pt/s, with the scroll
  /// view's tolerance on a 3× screen.
  func randomRelease(of spring: SpringParameters, using random: inout SplitMix64) -> SpringSimulation {
    let start = Double.random(in: -400...400, using: &random)
    let velocity = Double.random(in: -3000...3000, using: &random)
    return SpringSimulation(parameters: spring, from: start, to: 0, velocity: velocity, tolerance: .scrollView(scale: 3))
  }

  @Test func springsSettleExactlyAtTheirDuration() {
    // The scroll view's page spring, UIKit's bounce spring, CASpringAnimation's
    // default and an under-damped spring of mass 2.5, released as a paging settle
    // would be: at `duration` both bounds hold, one instant before one does not.
    var random = SplitMix64(seed: 4)
    let springs: [SpringParameters] = [
      ScrollViewConfiguration.flutterPageSpring, .criticallyDamped(angularFrequency: 10.9),
      .caSpringAnimationDefault, SpringParameters(mass: 2.5, stiffness: 40, damping: 6),
    ]
    for i in 0..<200 {
      let spring = springs[i % springs.count]
      let sim = randomRelease(of: spring, using: &random)
      let (start, velocity, tolerance) = (sim.initialPosition, sim.initialVelocity, sim.tolerance)
      // The settled state holds from `duration` on and fails just before (the
      // search's result is the first double after the last crossing it found).
      let before = sim.duration.nextDown
      let unsnapped = SpringSimulation(
        parameters: spring, from: start, to: 0, velocity: velocity, tolerance: Tolerance(distance: 0, velocity: 0))
      let x = unsnapped.position(at: before).magnitude
      let v = unsnapped.velocity(at: before).magnitude
      let xAt = unsnapped.position(at: sim.duration).magnitude
      let vAt = unsnapped.velocity(at: sim.duration).magnitude
      #expect(x > tolerance.distance * (1 - 1e-9) || v > tolerance.velocity * (1 - 1e-9), "\(i)")
      #expect(xAt <= tolerance.distance * (1 + 1e-9) && vAt <= tolerance.velocity * (1 + 1e-9), "\(i)")
    }
  }

  /// The certified bounds an over-damped spring keeps instead of its settling
  /// time enclose the time the bisection finds: lower < exact ≤ upper (the
  /// argument in `settleBoundsOfTwoExponentials`), or both equal it when the
  /// certification fails.
  @Test func certifiedBoundsEncloseTheSettlingTime() {
    var random = SplitMix64(seed: 5)
    var certified = 0
    var tried = 0
    for i in 0..<1200 {
      let r2 = -Double.random(in: 0.5...30, using: &random)
      let r1 = r2 - Double.random(in: 0.1...60, using: &random)
      let c1 = Double.random(in: -1000...1000, using: &random)
      let c2 = Double.random(in: -1000...1000, using: &random)
      let bound = [1e-3, 0.1667, 0.05, 6.667][i % 4]
      let exact = SpringSimulation.settleTimeOfTwoExponentials(c1, r1, c2, r2, bound: bound)
      let bounds = SpringSimulation.settleBoundsOfTwoExponentials(c1, r1, c2, r2, bound: bound)
      if exact > 0 { tried += 1 }
      if bounds.lower == bounds.upper {
        #expect(bounds.upper.bitPattern == exact.bitPattern, "\(i): \(bounds) for \(exact)")
        continue
      }
      certified += 1
      #expect(bounds.lower < exact && exact <= bounds.upper, "\(i): \(bounds) for \(exact)")
      // A few hundred units in the last place apart at most (δ is 1e−13 of the
      // crossing, widened at most three times by 8).
      #expect(bounds.upper - bounds.lower <= 1e-10 * exact, "\(i): \(bounds)")
    }
    // Almost every decay that settles after 0 takes the certified path.
    #expect(tried > 1000)
    #expect(certified >= tried * 9 / 10, "\(certified) of \(tried)")
  }

  /// An over-damped spring answers `isDone`, `position` and `velocity` as its exact
  /// settling time says, around it and far from it, and that time is the
  /// bisection's (what creating the spring stored before it kept bounds).
  @Test func overdampedSpringsAnswerAsTheirExactSettlingTime() {
    var random = SplitMix64(seed: 6)
    let springs: [SpringParameters] = [
      ScrollViewConfiguration.flutterPageSpring, SpringParameters(mass: 1, stiffness: 100, damping: 40),
      SpringParameters(mass: 2.5, stiffness: 40, damping: 60),
    ]
    var lazy = 0
    for i in 0..<300 {
      let sim = randomRelease(of: springs[i % springs.count], using: &random)
      let tolerance = sim.tolerance
      let exact = max(
        SpringSimulation.settleTimeOfTwoExponentials(sim.x1, sim.rate1, sim.x2, sim.rate2, bound: tolerance.distance),
        SpringSimulation.settleTimeOfTwoExponentials(sim.v1, sim.rate1, sim.v2, sim.rate2, bound: tolerance.velocity))
      #expect(sim.duration.bitPattern == exact.bitPattern, "\(i)")
      if sim.settleLower < sim.settleUpper { lazy += 1 }
      #expect(sim.settleLower <= exact && exact <= sim.settleUpper, "\(i)")
      var times = [exact, exact.nextDown, exact.nextUp, sim.settleLower, sim.settleLower.nextDown, sim.settleUpper,
                   sim.settleUpper.nextDown, 0, exact / 2, exact * 2, .infinity]
      for _ in 0..<20 { times.append(Double.random(in: 0...(2 * exact + 1e-3), using: &random)) }
      for t in times {
        let done = t >= exact
        #expect(sim.isDone(at: t) == done, "\(i) at \(t)")
        if done {
          #expect(sim.position(at: t) == 0 && sim.velocity(at: t) == 0, "\(i) at \(t)")
        } else {
          // `position(at:)`'s own expression, target 0 first.
          let x = 0 + sim.x1 * Elementary.exp(sim.rate1 * t) + sim.x2 * Elementary.exp(sim.rate2 * t)
          #expect(sim.position(at: t).bitPattern == x.bitPattern, "\(i) at \(t)")
        }
      }
      #expect(!sim.isDone(at: .nan))
    }
    // The page spring and the others keep bounds in nearly every release.
    #expect(lazy >= 270, "\(lazy) of 300")
  }
}
