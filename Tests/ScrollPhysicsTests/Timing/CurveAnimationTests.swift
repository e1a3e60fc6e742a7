import ScrollPhysics
import Testing

@Suite struct CurveAnimationTests {
  @Test func startsAndEndsWhereItShould() {
    let animation = CurveAnimation(from: 0, to: 80, duration: 0.3)
    #expect(animation.position(at: 0) == 0)
    // Ease-in-out starts at rest: slope 0/0.42 = 0.
    #expect(animation.velocity(at: 0) == 0)
    #expect(animation.position(at: 0.3) == 80)
    #expect(animation.velocity(at: 0.3) == 0)
    #expect(animation.isDone(at: 0.3) && !animation.isDone(at: 0.3.nextDown))
    #expect(animation.finalPosition == 80)
    // Halfway in time is halfway in value for the symmetric curve.
    #expect(abs(animation.position(at: 0.15) - 40) < 1e-9)
  }

  @Test func followsTheCurve() {
    // From 100 to −60 over 0.5 s with easeInEaseOut: at t = 0.137188 s (x = 0.274375) the
    // progress is 0.15625 (hand-computed at Bézier parameter 0.25), so 100 − 160·0.15625 = 75.
    let animation = CurveAnimation(from: 100, to: -60, duration: 0.5)
    #expect(abs(animation.position(at: 0.1371875) - 75) < 1e-5)
  }

  @Test func linearMovesAtConstantVelocity() {
    // 240 pt in 0.4 s: 600 pt/s throughout.
    let animation = CurveAnimation(from: 10, to: 250, duration: 0.4, curve: .linear)
    for t in stride(from: 0.0, to: 0.4, by: 0.01) {
      #expect(abs(animation.velocity(at: t) - 600) < 1e-3)
      #expect(abs(animation.position(at: t) - (10 + 600 * t)) < 1e-6)
    }
  }

  @Test func velocityIsTheDerivativeAndMotionIsMonotonic() {
    let animation = CurveAnimation(from: 300, to: 0, duration: 0.3, curve: .default)
    var previous = animation.position(at: 0)
    for t in stride(from: 0.005, to: 0.295, by: 0.005) {
      let h = 1e-6
      let chord = (animation.position(at: t + h) - animation.position(at: t - h)) / (2 * h)
      #expect(abs(animation.velocity(at: t) - chord) < 0.5, "t \(t)")
      let x = animation.position(at: t)
      #expect(x <= previous)
      previous = x
    }
  }

  @Test func zeroDurationJumps() {
    let animation = CurveAnimation(from: 0, to: 50, duration: 0)
    #expect(animation.isDone(at: 0))
    #expect(animation.position(at: 0) == 50)
    #expect(animation.velocity(at: 0) == 0)
  }

  @Test func descriptionPrintsTheParameters() {
    #expect(CurveAnimation(from: 0, to: 80, duration: 0.3).description
      == "CurveAnimation(from: 0.0, to: 80.0, duration: 0.3, curve: easeInEaseOut)")
  }
}
