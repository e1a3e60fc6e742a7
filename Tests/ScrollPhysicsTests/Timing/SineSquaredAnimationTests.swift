import ScrollPhysics
import Testing

/// The sin² curve of `setContentOffset(_:animated: true)`.
@Suite struct SineSquaredAnimationTests {
  @Test func progressIsSineSquared() {
    // sin²(π/4) = 0.5 at half-time; sin²(π·0.3/2) = 0.2061; the end snaps to 1
    // once 1 − f < 0.001.
    #expect((SineSquaredAnimation.progress(at: 0.5) - 0.5).magnitude < 1e-15)
    #expect((SineSquaredAnimation.progress(at: 0.3) - 0.2061074).magnitude < 1e-7)
    #expect(SineSquaredAnimation.progress(at: 0.9995) == 1)
    #expect(SineSquaredAnimation.progress(at: 0.998) < 1)
    #expect(SineSquaredAnimation.progress(at: 0) == 0)
  }

  @Test func itDiffersFromTheBezierByAtMost1Point87Percent() {
    // The largest difference from ease-in-ease-out, 1.87 % of the distance, near
    // f = 0.30 and 0.70: 1.5 pt of 80 pt.
    var largest = 0.0
    for i in 0...1000 {
      let f = Double(i) / 1000
      largest = Swift.max(largest, (SineSquaredAnimation.progress(at: f) - referenceEaseInEaseOut(f)).magnitude)
    }
    #expect(largest > 0.0185 && largest < 0.0188)
    #expect((80 * largest - 1.5).magnitude < 0.01)
  }

  @Test func theDistanceIsRoundedToPixels() {
    // From 0.1 to 80.1: 0.1 + pixel(80·sin²(π/36)) = 0.1 + pixel(0.6077) = 0.1 + 2/3.
    let animation = SineSquaredAnimation(from: 0.1, to: 80.1, duration: 0.3)
    #expect((animation.position(at: 1.0 / 60) - (0.1 + 2.0 / 3)).magnitude < 1e-12)
    #expect(animation.position(at: 0.3) == 80.1 && animation.isDone(at: 0.3))
    #expect(!animation.isDone(at: 0.29))
    #expect(animation.velocity(at: 0.15) > 0)
  }
}
