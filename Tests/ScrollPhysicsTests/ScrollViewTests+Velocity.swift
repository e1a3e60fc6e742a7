import ScrollPhysics
import Testing

/// `ScrollView.motionVelocity`: the derivative of the content's own motion, checked
/// against the deceleration law written out by hand (PHYSICS.md §1.2:
/// v(t) = v0·e^(−λt), λ = −1000·ln 0.998) and against an animated
/// `setContentOffset` reaching its end.
@Suite struct ScrollViewVelocityTests {
  @Test func isZeroAtRestAndWhileDragging() {
    var scrollView = ScrollViewTests.list()
    var delegate = NoScrollViewDelegate()
    #expect(scrollView.motionVelocity == .zero)
    _ = scrollView.handle(.touchDown, at: 0, delegate: &delegate)
    _ = scrollView.handle(.panBegan(translation: Vector(dx: 0, dy: -10)), at: 0.05, delegate: &delegate)
    _ = scrollView.handle(.panChanged(translation: Vector(dx: 0, dy: -60)), at: 0.08, delegate: &delegate)
    // A drag moves the content with the finger: the scroll view has no motion of its own.
    #expect(scrollView.isDragging && scrollView.motionVelocity == .zero)
  }

  @Test func followsTheDecelerationAfterARelease() {
    var scrollView = ScrollViewTests.list()
    var delegate = NoScrollViewDelegate()
    _ = scrollView.handle(.touchDown, at: 0, delegate: &delegate)
    _ = scrollView.handle(.panBegan(translation: Vector(dx: 0, dy: -10)), at: 0.05, delegate: &delegate)
    // The finger moves up at 2000 pt/s: the content offset grows at +2000 pt/s.
    _ = scrollView.handle(.panEnded(translation: Vector(dx: 0, dy: -90), velocity: Vector(dx: 0, dy: -2000)), at: 0.1, delegate: &delegate)
    let lambda = -1000 * Elementary.log(0.998)
    // At the release the offset moves at +2000 pt/s, then v0·e^(−λ(t − 0.1)).
    #expect(abs(scrollView.motionVelocity.dy - 2000) < 1e-9)
    for time in [0.2, 0.5, 1.0, 2.0] {
      _ = scrollView.handle(.frame, at: time, delegate: &delegate)
      let expected = 2000 * Elementary.exp(-lambda * (time - 0.1))
      #expect(abs(scrollView.motionVelocity.dy - expected) < 1e-6 * 2000, "t = \(time)")
      #expect(scrollView.motionVelocity.dx == 0)
    }
    // It stops once |v| falls to 10 pt/s (at 0.1 + ln(200)/λ = 2.7465 s): then nothing moves.
    _ = scrollView.handle(.frame, at: 2.75, delegate: &delegate)
    #expect(!scrollView.isMoving && scrollView.motionVelocity == .zero)
  }

  @Test func animatedSetContentOffsetHasTheCurvesVelocity() {
    var scrollView = ScrollViewTests.list()
    var delegate = NoScrollViewDelegate()
    // 0 → 300 pt over 0.3 s on the ease-in-ease-out curve (PHYSICS.md §6): y(t) = 300·f(t/0.3), so
    // v(t) = 300·f′(t/0.3)/0.3. f′ is taken here as a central difference of the reference curve.
    _ = scrollView.handle(.setContentOffset(Point(x: 0, y: 300), animated: true), at: 0, delegate: &delegate)
    #expect(abs(scrollView.motionVelocity.dy) < 1e-9)  // the curve starts at rest
    for t in [0.05, 0.15, 0.25] {
      _ = scrollView.handle(.frame, at: t, delegate: &delegate)
      let h = 1e-6, u = t / 0.3
      let slope = (referenceEaseInEaseOut(u + h) - referenceEaseInEaseOut(u - h)) / (2 * h)
      #expect(abs(scrollView.motionVelocity.dy - 300 * slope / 0.3) < 1e-3, "t = \(t)")
    }
    _ = scrollView.handle(.frame, at: 0.3, delegate: &delegate)
    #expect(!scrollView.isMoving && scrollView.motionVelocity == .zero)
  }
}
