import ScrollPhysics
import Testing

@Suite struct DecelerationSimulationTests {
  // λ for .normal: −1000·ln 0.998 = 2.0020027 s⁻¹ (PHYSICS.md §1.2 table).
  let lambda = 2.0020027

  @Test func startsAtTheGivenPositionAndVelocity() {
    let sim = DecelerationSimulation(position: 120, velocity: -850)
    #expect(sim.position(at: 0) == 120)
    #expect(sim.velocity(at: 0) == -850)
    #expect(!sim.isDone(at: 0))
  }

  @Test func workedExampleOfPhysicsMD() {
    // PHYSICS.md §1.3: v0 = 1000 pt/s, .normal: x_rest − x0 = 990/2.0020027 = 494.50 pt,
    // t_stop = ln(1000/10)/λ = 4.6051702/2.0020027 = 2.300 s.
    let sim = DecelerationSimulation(position: 0, velocity: 1000)
    #expect(abs(sim.finalPosition - 494.50) < 0.005)
    #expect(abs(sim.duration - 2.300) < 0.0005)
    // The same fling backwards from 600 mirrors it: 600 − 494.5048 = 105.4952.
    let back = DecelerationSimulation(position: 600, velocity: -1000)
    #expect(abs(back.finalPosition - 105.4952) < 1e-4)
    #expect(abs(back.duration - 2.3003) < 1e-4)
  }

  @Test func fastRateStopsShorter() {
    // .fast: λ = 10.0503359 s⁻¹; 990/λ = 98.504 pt; ln(100)/λ = 0.45821 s.
    let sim = DecelerationSimulation(position: 0, velocity: 1000, rate: .fast)
    #expect(abs(sim.finalPosition - 98.504) < 1e-3)
    #expect(abs(sim.duration - 0.45821) < 1e-5)
  }

  @Test func stopCorrectionIsTenOverLambda() {
    // PHYSICS.md §1.3: the 10 pt/s stop shortens the unbounded x0 + v0/λ by 10/λ:
    // 4.995 pt (.normal) and 0.995 pt (.fast), whatever v0.
    for v in [300.0, 2500, 8000] {
      let stopping = DecelerationSimulation(position: 0, velocity: v)
      let unbounded = DecelerationSimulation(position: 0, velocity: v, stopSpeed: 0)
      #expect(abs(unbounded.finalPosition - stopping.finalPosition - 4.995) < 5e-4)
      let fastStopping = DecelerationSimulation(position: 0, velocity: v, rate: .fast)
      let fastUnbounded = DecelerationSimulation(position: 0, velocity: v, rate: .fast, stopSpeed: 0)
      #expect(abs(fastUnbounded.finalPosition - fastStopping.finalPosition - 0.995) < 5e-4)
    }
  }

  @Test func velocityDecaysByTheRatePerMillisecond() {
    // v(t) = v0·d^(1000t): after 1 ms the speed is ×0.998, after 1 s ×0.998^1000 = ×0.1350645.
    let sim = DecelerationSimulation(position: 0, velocity: 2000)
    #expect(abs(sim.velocity(at: 0.001) - 2000 * 0.998) < 1e-9)
    #expect(abs(sim.velocity(at: 1) - 2000 * 0.1350645) < 1e-4)
    // And the speed at the stop is the stop speed, 10 pt/s.
    #expect(abs(sim.velocity(at: sim.duration.nextDown) - 10) < 1e-9)
  }

  @Test func positionIsTheIntegralOfVelocity() {
    // x(t) − x0 = (v0 − v(t))/λ: at t = 1, (2000 − 270.129)/2.0020027 = 864.070 pt.
    let sim = DecelerationSimulation(position: 50, velocity: 2000)
    #expect(abs(sim.position(at: 1) - 50 - (2000 - 270.1290) / lambda) < 1e-3)
    // Central difference of the position matches the velocity.
    for t in stride(from: 0.01, to: sim.duration - 0.01, by: 0.05) {
      let h = 1e-5
      let slope = (sim.position(at: t + h) - sim.position(at: t - h)) / (2 * h)
      #expect(abs(slope - sim.velocity(at: t)) < 1e-4)
    }
  }

  @Test func timeToReachInvertsPosition() {
    for v in [15.0, 400, -1200, 9000] {
      for rate in [DecelerationRate.normal, .fast] {
        let sim = DecelerationSimulation(position: -30, velocity: v, rate: rate)
        var t = 0.0
        while t < sim.duration {
          let reached = sim.time(toReach: sim.position(at: t))
          #expect(reached != nil)
          #expect(abs((reached ?? .nan) - t) < 1e-9, "v0 \(v), rate \(rate), t \(t)")
          t += sim.duration / 37
        }
        #expect(sim.time(toReach: sim.finalPosition) == sim.duration)
        #expect(sim.time(toReach: -30) == 0)
      }
    }
  }

  @Test func timeToReachIsNilOutsideThePath() {
    let sim = DecelerationSimulation(position: 0, velocity: 1000)
    #expect(sim.time(toReach: -1) == nil)  // behind the start
    #expect(sim.time(toReach: 494.6) == nil)  // beyond the rest at 494.505
    #expect(sim.time(toReach: 494.5) != nil)
    let still = DecelerationSimulation(position: 10, velocity: 0)
    #expect(still.time(toReach: 10) == 0)
    #expect(still.time(toReach: 11) == nil)
  }

  @Test func velocityAtPosition() {
    // v(x) = v0 − λ·(x − x0): passing 250 pt after a 1000 pt/s fling, 1000 − 2.0020027·250 = 499.499.
    let sim = DecelerationSimulation(position: 0, velocity: 1000)
    #expect(abs((sim.velocity(atPosition: 250) ?? .nan) - 499.499) < 1e-3)
    #expect(sim.velocity(atPosition: 600) == nil)
  }

  @Test func isMonotonicAndEndsExactlyAtRest() {
    for v in [-5000.0, -60, 11, 700, 12000] {
      let sim = DecelerationSimulation(position: 0, velocity: v)
      var previous = sim.position(at: 0)
      var t = 0.0
      while t < sim.duration + 0.1 {
        t += 1.0 / 120
        let x = sim.position(at: t)
        if v > 0 { #expect(x >= previous) } else { #expect(x <= previous) }
        previous = x
      }
      #expect(sim.isDone(at: sim.duration))
      #expect(!sim.isDone(at: sim.duration.nextDown))
      #expect(sim.position(at: sim.duration) == sim.finalPosition)
      #expect(sim.position(at: sim.duration + 10) == sim.finalPosition)
      #expect(sim.velocity(at: sim.duration) == 0)
      // Continuity at the stop: just before it, the position is within 1e-9 of the rest.
      #expect(abs(sim.position(at: sim.duration.nextDown) - sim.finalPosition) < 1e-9)
    }
  }

  @Test func slowReleaseDoesNotMove() {
    // PHYSICS.md §1.3: |v0| ≤ 10 pt/s gives no deceleration.
    for v in [0.0, 10, -10, 3.5] {
      let sim = DecelerationSimulation(position: 42, velocity: v)
      #expect(sim.duration == 0)
      #expect(sim.finalPosition == 42)
      #expect(sim.isDone(at: 0))
      #expect(sim.position(at: 1) == 42)
      #expect(sim.velocity(at: 0) == 0)
    }
  }

  @Test func motionDecayVectors() {
    // b3ll/Motion DecayFunction tests (PHYSICS.md §9), the unbounded model (no stop speed):
    // v 2000 → toValue 2000/2.0020027 = 999.0; v 1000 → 499.5.
    #expect(abs(DecelerationSimulation(position: 0, velocity: 2000, stopSpeed: 0).finalPosition - 999.0) < 1e-3)
    #expect(abs(DecelerationSimulation(position: 0, velocity: 1000, stopSpeed: 0).finalPosition - 499.5) < 1e-3)
    // With rounding 1: v 200 → 99.900 → rounds to 100.0; the re-solved velocity is
    // 100·2.0020027 = 200.2.
    let unit = DecelerationSimulation(position: 0, velocity: 200, stopSpeed: 0)
    let unitTarget = roundedToPixel(unit.finalPosition, scale: 1)
    #expect(unitTarget == 100.0)
    let unitRetarget = DecelerationSimulation.reaching(unitTarget, from: 0, stopSpeed: 0)
    #expect(abs(unitRetarget.initialVelocity - 200.2) < 1e-3)
    // With rounding 1/3: v 200.90 → 100.3495 → 301/3 = 100.333; velocity 100.333·2.0020027 = 200.867.
    let third = DecelerationSimulation(position: 0, velocity: 200.90, stopSpeed: 0)
    let thirdTarget = roundedToPixel(third.finalPosition, scale: 3)
    #expect(abs(thirdTarget - 100.333) < 1e-3)
    let thirdRetarget = DecelerationSimulation.reaching(thirdTarget, from: 0, stopSpeed: 0)
    #expect(abs(thirdRetarget.initialVelocity - 200.867) < 1e-3)
  }

  @Test func reachingLandsExactlyOnTheTarget() {
    // PHYSICS.md §1.4: v0' = λ·(target − x0) + 10·sgn(target − x0).
    // 300 pt ahead: 2.0020027·300 + 10 = 610.601 pt/s.
    let sim = DecelerationSimulation.reaching(300, from: 0)
    #expect(abs(sim.initialVelocity - 610.601) < 1e-3)
    #expect(sim.finalPosition == 300)
    #expect(abs(sim.position(at: sim.duration.nextDown) - 300) < 1e-9)
    let backwards = DecelerationSimulation.reaching(-120, from: 40, rate: .fast)
    // 10.0503359·(−160) − 10 = −1618.054 pt/s.
    #expect(abs(backwards.initialVelocity + 1618.054) < 1e-3)
    #expect(backwards.position(at: 5) == -120)
    let nowhere = DecelerationSimulation.reaching(7, from: 7)
    #expect(nowhere.duration == 0 && nowhere.finalPosition == 7)
  }

  @Test func flutterFrictionSimulationVectors() {
    // flutter newton_test: FrictionSimulation(drag 0.3, x 100, v 400), tolerance velocity 1.
    // Drag 0.3 per second is a rate of 0.3^(1/1000) per millisecond; λ = −ln 0.3 = 1.2039728.
    let rate = DecelerationRate(rawValue: Elementary.exp(Elementary.log(0.3) / 1000))!
    let sim = DecelerationSimulation(position: 100, velocity: 400, rate: rate, stopSpeed: 1)
    // dx(t) = 400·0.3^t: 120, 36, 10.8, and 3.24 < 3.5.
    #expect(abs(sim.velocity(at: 1) - 120) < 1e-9)
    #expect(abs(sim.velocity(at: 2) - 36) < 1e-9)
    #expect(abs(sim.velocity(at: 3) - 10.8) < 1e-9)
    #expect(sim.velocity(at: 4) < 3.5)
    // x(1) = 100 + 400·0.7/1.2039728 = 332.563 (330 < x < 335 upstream).
    #expect(abs(sim.position(at: 1) - 332.563) < 1e-3)
    // x(5): upstream 431 < x < 432; here the stop (|v| = 1 at t = ln 400/λ = 4.976 s) is at
    // 100 + 399/1.2039728 = 431.403.
    #expect(sim.position(at: 5) > 431 && sim.position(at: 5) < 432)
    #expect(sim.isDone(at: 5))
    // Infinite trailing edge (BouncingScrollSimulation, drag 0.135 ≈ .normal, tol v 1):
    // x(1) ≈ 100 + 400·(1 − 0.1350645)/2.0020027 = 272.81; dx(1) ≈ 54.03; dx(2) ≈ 7.30;
    // dx(3) < 1 (stopped at 2.993 s); x(5) ≈ 100 + 399/2.0020027 = 299.30.
    let trailing = DecelerationSimulation(position: 100, velocity: 400, stopSpeed: 1)
    #expect(abs(trailing.position(at: 1) - 272.81) < 0.01)
    #expect(abs(trailing.velocity(at: 1) - 54.03) < 0.01)
    #expect(abs(trailing.velocity(at: 2) - 7.30) < 0.01)
    #expect(trailing.velocity(at: 3) < 1)
    #expect(abs(trailing.position(at: 5) - 299.30) < 0.01)
  }

  @Test func negativeTimeIsTheStart() {
    let sim = DecelerationSimulation(position: 5, velocity: 900)
    #expect(sim.position(at: -1) == 5)
    #expect(sim.velocity(at: -1) == 900)
  }

  @Test func descriptionPrintsTheParameters() {
    let sim = DecelerationSimulation(position: 0, velocity: 1000, rate: .fast, stopSpeed: 10)
    #expect(sim.description == "DecelerationSimulation(position: 0.0, velocity: 1000.0, rate: fast, stopSpeed: 10.0)")
  }
}
