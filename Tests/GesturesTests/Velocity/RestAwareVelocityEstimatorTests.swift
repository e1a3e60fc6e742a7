import Gestures
import ScrollPhysics
import Testing

@Suite struct RestAwareVelocityEstimatorTests {
  /// One finger's trace rows (time in seconds, phase, x in points).
  func fed(_ rows: [(Double, TouchPhase, Double)]) -> RestAwareVelocityEstimator<ScrollViewVelocityEstimator> {
    // The base's own 40 ms rule is off so that UIKit's 0.1 s rule decides.
    var estimator = RestAwareVelocityEstimator(ScrollViewVelocityEstimator(assumeStoppedAfter: nil))
    for (time, phase, x) in rows {
      estimator.add(Touch(id: 0, phase: phase, location: Point(x: x, y: 0)), at: time)
    }
    return estimator
  }

  /// A swipe of 10 pt every 10 ms (1000 pt/s) until 30 ms.
  let swipe: [(Double, TouchPhase, Double)] = [
    (0, .began, 0), (0.01, .moved, 10), (0.02, .moved, 20), (0.03, .moved, 30),
  ]

  @Test func stationaryRowsAreNotMovement() {
    // The finger rests from 30 ms, reported as stationary rows (not fed to the base).
    let estimator = fed(swipe + [(0.06, .stationary, 30), (0.09, .stationary, 30), (0.12, .stationary, 30)])
    #expect(estimator.lastMovementTime == 0.03)
    // Lift at 0.12 s: rest 0.09 s < 0.1 s → the base's velocity, every pair 1000 pt/s:
    // (0.6 + 0.35 + 0.05)·1000 = 1000.
    #expect(isClose(estimator.velocity(at: 0.12)?.dx ?? 0, 1000, relative: 1e-9, absoluteAtZero: 0))
    // Lift at 0.13 s: rest 0.1 s ≥ 0.1 s → zero.
    #expect(estimator.velocity(at: 0.13) == .zero)
  }

  @Test func movedRowsAtTheSamePositionAreNotMovement() {
    // A `moved` row at 80 ms repeats x = 30: it is a sample (pair 30→80 ms is 0 pt/s)
    // but not a movement.
    let estimator = fed(swipe + [(0.08, .moved, 30)])
    #expect(estimator.lastMovementTime == 0.03)
    // At 0.125 s, rest 0.095 s: base 0.6·1000 + 0.35·1000 + 0.05·0 = 950 pt/s.
    #expect(isClose(estimator.velocity(at: 0.125)?.dx ?? 0, 950, relative: 1e-9, absoluteAtZero: 0))
    // At 0.13 s, rest 0.1 s: zero although the base still reports 950.
    #expect(estimator.velocity(at: 0.13) == .zero)
    #expect(estimator.base.velocity(at: 0.13) != .zero)
  }

  @Test func theLiftIsNotASample() {
    // The ended row (at a new position) adds nothing: the velocity stays 1000 pt/s.
    let estimator = fed(swipe + [(0.04, .ended, 90)])
    #expect(estimator.base.sampleCount == 4)
    #expect(isClose(estimator.velocity(at: 0.04)?.dx ?? 0, 1000, relative: 1e-9, absoluteAtZero: 0))
  }

  @Test func aNewTouchStartsAfresh() {
    // began resets: after the second finger's down and one move only 0.05·v(0) remains,
    // 0.05·(−5 pt / 0.01 s) = −25 pt/s, and its down is the last movement until it moves.
    var estimator = fed(swipe + [(0.04, .ended, 30)])
    estimator.add(Touch(id: 1, phase: .began, location: Point(x: 200, y: 0)), at: 1)
    #expect(estimator.lastMovementTime == 1)
    estimator.add(Touch(id: 1, phase: .moved, location: Point(x: 195, y: 0)), at: 1.01)
    #expect(isClose(estimator.velocity(at: 1.01)?.dx ?? 0, -25, relative: 1e-9, absoluteAtZero: 0))
  }

  @Test func noSampleGivesNoEstimate() {
    #expect(fed([]).velocity(at: 0) == nil)
    #expect(fed([]).lastMovementTime == nil)
  }

  @Test func worksWithTheLeastSquaresEstimatorAndFlutterRule() {
    // Line of 500 pt/s by addSample; rests from 30 ms. Flutter's rule: > 40 ms.
    var estimator = RestAwareVelocityEstimator(LeastSquaresVelocityEstimator(), rule: .flutter)
    for k in 0...3 {
      estimator.addSample(time: 0.01 * Double(k), position: Point(x: 5 * Double(k), y: 0))
    }
    #expect(isClose(estimator.velocity(at: 0.07)?.dx ?? 0, 500, relative: 1e-9, absoluteAtZero: 0))
    #expect(estimator.velocity(at: 0.0701) == .zero)
  }
}
