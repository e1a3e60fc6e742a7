import Gestures
import ScrollPhysics
import Testing

@Suite struct ScrollViewVelocityEstimatorTests {
  func close(_ actual: Double?, _ expected: Double) -> Bool {
    guard let actual else { return false }
    return isClose(actual, expected, relative: 1e-12, absoluteAtZero: 1e-12)
  }

  @Test func constantVelocityIsExactFromTheFourthSample() {
    // Flutter's synthetic check (conformance README §4): positions (0, −1)·i at times
    // i s. Every pair velocity is (0, −1), so from the 4th sample on the estimate is
    // (0.6 + 0.35 + 0.05)·(0, −1) = (0, −1) exactly. Before: 1 sample, no pair: 0;
    // 2 samples: 0.05·(0, −1); 3 samples: (0.35 + 0.05)·(0, −1) = (0, −0.4).
    var estimator = ScrollViewVelocityEstimator()
    for i in 0..<45 {
      let time = Double(i)
      estimator.addSample(time: time, position: Point(x: 0, y: -Double(i)))
      let velocity = estimator.velocity(at: time)
      switch i {
      case 0: #expect(velocity == .zero)
      case 1: #expect(velocity?.dx == 0 && close(velocity?.dy, -0.05))
      case 2: #expect(velocity?.dx == 0 && close(velocity?.dy, -0.4))
      default: #expect(velocity == Vector(dx: 0, dy: -1), "after \(i + 1) samples")
      }
    }
    #expect(estimator.sampleCount == 20)
  }

  @Test func theOldestPairWeighsMost() {
    // x = 0, 1, 3, 6, 10 pt at 0, 10, 20, 30, 40 ms: pair velocities 100, 200, 300, 400
    // pt/s. v(−2) = 200, v(−1) = 300, v(0) = 400:
    // 0.6·200 + 0.35·300 + 0.05·400 = 120 + 105 + 20 = 245 pt/s.
    var estimator = ScrollViewVelocityEstimator()
    for (time, x) in [(0.0, 0.0), (0.01, 1), (0.02, 3), (0.03, 6), (0.04, 10)] {
      estimator.addSample(time: time, position: Point(x: x, y: 0))
    }
    #expect(close(estimator.velocity(at: 0.04)?.dx, 245))
    #expect(estimator.velocity(at: 0.04)?.dy == 0)
  }

  @Test func macOSWeights() {
    // The same samples with 0.15 / 0.65 / 0.2: 0.15·200 + 0.65·300 + 0.2·400 = 30 + 195 + 80 = 305.
    var estimator = ScrollViewVelocityEstimator(weights: .macOS)
    for (time, x) in [(0.0, 0.0), (0.01, 1), (0.02, 3), (0.03, 6), (0.04, 10)] {
      estimator.addSample(time: time, position: Point(x: x, y: 0))
    }
    #expect(close(estimator.velocity(at: 0.04)?.dx, 305))
  }

  @Test func afterDownAndOneMoveOnlyFivePercentRemain() {
    // 12 pt down in 8 ms is 1500 pt/s; only the newest pair exists: 0.05·1500 = 75 pt/s.
    var estimator = ScrollViewVelocityEstimator()
    estimator.addSample(time: 3.2, position: Point(x: 50, y: 100))
    estimator.addSample(time: 3.208, position: Point(x: 50, y: 112))
    let velocity = estimator.velocity(at: 3.208)
    #expect(velocity?.dx == 0)
    #expect(isClose(velocity?.dy ?? 0, 75, relative: 1e-9, absoluteAtZero: 0))
  }

  @Test func velocityInViewAfterOneMoveIsThatMovesSpeedAlone() {
    // UIKit's velocity(in:) after a single move is s_n alone (the 0.2/0.8 blend
    // needs an earlier sample): 12 pt in 8 ms = 1500 pt/s. After a second move
    // of 6 pt in 8 ms (750 pt/s): 0.2·750 + 0.8·1500 = 1350 pt/s.
    var estimator = ScrollViewVelocityEstimator()
    estimator.addSample(time: 3.2, position: Point(x: 50, y: 100))
    estimator.addSample(time: 3.208, position: Point(x: 50, y: 112))
    #expect(isClose(estimator.velocityBeforeBlend(at: 3.208)?.dy ?? 0, 1500, relative: 1e-9, absoluteAtZero: 0))
    estimator.addSample(time: 3.216, position: Point(x: 50, y: 118))
    #expect(isClose(estimator.velocityBeforeBlend(at: 3.216)?.dy ?? 0, 1350, relative: 1e-9, absoluteAtZero: 0))
  }

  @Test func aPairWithoutTimeStepCountsAsZero() {
    // 10 pt every 10 ms (1000 pt/s), then a second sample at 20 ms: v(0) has Δt = 0 → 0.
    // 0.6·1000 + 0.35·1000 + 0.05·0 = 950 pt/s.
    var estimator = ScrollViewVelocityEstimator()
    for (time, x) in [(0.0, 0.0), (0.01, 10), (0.02, 20), (0.02, 30)] {
      estimator.addSample(time: time, position: Point(x: x, y: 0))
    }
    #expect(isClose(estimator.velocity(at: 0.02)?.dx ?? 0, 950, relative: 1e-9, absoluteAtZero: 0))
  }

  @Test func noSampleGivesNoEstimate() {
    // Upstream asserts "There must be at least 1 point".
    #expect(ScrollViewVelocityEstimator().velocity(at: 0) == nil)
  }

  @Test func theStopRuleRunsOnTraceTime() {
    // 1000 pt/s, newest sample at 10.03 s. 40 ms later: still 1000; more: zero.
    // Without the rule: 1000 however late.
    func fed(_ estimator: ScrollViewVelocityEstimator) -> ScrollViewVelocityEstimator {
      var estimator = estimator
      for k in 0...3 {
        estimator.addSample(time: 10 + 0.01 * Double(k), position: Point(x: 10 * Double(k), y: 0))
      }
      return estimator
    }
    let defaultRule = fed(ScrollViewVelocityEstimator())
    #expect(isClose(defaultRule.velocity(at: 10.07)?.dx ?? 0, 1000, relative: 1e-9, absoluteAtZero: 0))
    #expect(defaultRule.velocity(at: 10.0701) == .zero)
    let noRule = fed(ScrollViewVelocityEstimator(assumeStoppedAfter: nil))
    #expect(isClose(noRule.velocity(at: 20)?.dx ?? 0, 1000, relative: 1e-9, absoluteAtZero: 0))
  }

  @Test func resetForgetsEverySample() {
    var estimator = ScrollViewVelocityEstimator()
    for k in 0...5 { estimator.addSample(time: Double(k), position: Point(x: Double(k), y: 0)) }
    estimator.reset()
    #expect(estimator.velocity(at: 5) == nil)
    // One new pair after the reset: 0.05·(2 pt / 1 s) = 0.1 pt/s.
    estimator.addSample(time: 6, position: Point(x: 0, y: 0))
    estimator.addSample(time: 7, position: Point(x: 2, y: 0))
    #expect(close(estimator.velocity(at: 7)?.dx, 0.1))
  }
}
