import Gestures
import ScrollPhysics
import Testing

/// UIKit's `velocity(in:)` (0.2·s_n + 0.8·s_(n−1)) and the scroll view's release blend
/// built on it, against hand calculations.
@Suite struct PanVelocityEstimatorTests {
  @Test func itBlendsTheLastTwoMoves() {
    var estimator = PanVelocityEstimator()
    #expect(estimator.velocity(at: 0) == nil)
    estimator.addSample(time: 0, position: Point(x: 0, y: 0))
    // Only the touch-down: no move yet.
    #expect(estimator.velocity(at: 0) == Vector(dx: 0, dy: 0))
    // One move: 10 pt in 0.01 s = 1000 pt/s, alone.
    estimator.addSample(time: 0.01, position: Point(x: 10, y: 0))
    #expect(estimator.velocity(at: 0.01) == Vector(dx: 1000, dy: 0))
    // Then 5 pt in 0.01 s: 0.2·500 + 0.8·1000 = 900 pt/s.
    estimator.addSample(time: 0.02, position: Point(x: 15, y: 0))
    #expect(estimator.velocity(at: 0.02) == Vector(dx: 900, dy: 0))
    // No time decay: a finger held still sends nothing, the value persists.
    #expect(estimator.velocity(at: 5) == Vector(dx: 900, dy: 0))
    // A step under 1 ms gives no speed: 0.2·0 + 0.8·500 = 400.
    estimator.addSample(time: 0.0205, position: Point(x: 25, y: 0))
    #expect(estimator.velocity(at: 0.0205) == Vector(dx: 400, dy: 0))
    estimator.reset()
    #expect(estimator.velocity(at: 1) == nil)
  }

  @Test func theScrollViewBlendIsTheSameSamplesComposed() {
    // Moves of 6, 12 and 30 pt every 0.01 s: s = 600, 1200, 3000 pt/s. velocity(in:) before
    // the last move: 0.2·1200 + 0.8·600 = 720; now: 0.2·3000 + 0.8·1200 = 1560. The release
    // blend 0.75·720 + 0.25·1560 = 930 = 0.6·600 + 0.35·1200 + 0.05·3000.
    var blend = ScrollViewVelocityEstimator(assumeStoppedAfter: nil)
    for (t, x) in [(0.0, 0.0), (0.01, 6), (0.02, 18), (0.03, 48)] {
      blend.addSample(time: t, position: Point(x: x, y: 0))
    }
    #expect(abs(blend.velocity(at: 0.03)!.dx - 930) < 1e-9)
    #expect(abs(blend.velocityBeforeBlend(at: 0.03)!.dx - 1560) < 1e-9)
    // The rest rule applies to both.
    let wrapped = { () -> RestAwareVelocityEstimator<ScrollViewVelocityEstimator> in
      var e = RestAwareVelocityEstimator(ScrollViewVelocityEstimator(assumeStoppedAfter: nil))
      for (t, x) in [(0.0, 0.0), (0.01, 6), (0.02, 18), (0.03, 48)] { e.addSample(time: t, position: Point(x: x, y: 0)) }
      return e
    }()
    #expect(abs(wrapped.velocityBeforeBlend(at: 0.05)!.dx - 1560) < 1e-9)
    #expect(wrapped.velocityBeforeBlend(at: 0.2) == Vector(dx: 0, dy: 0))
    // An estimator without a blend answers with its velocity.
    var plain = PanVelocityEstimator()
    plain.addSample(time: 0, position: .zero)
    plain.addSample(time: 0.01, position: Point(x: 3, y: 4))
    #expect(plain.velocityBeforeBlend(at: 0.01) == plain.velocity(at: 0.01))
  }
}
