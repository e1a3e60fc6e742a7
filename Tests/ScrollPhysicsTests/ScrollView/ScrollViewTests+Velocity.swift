import ScrollPhysics
import Testing

/// `ScrollView.motionVelocity`: the derivative of the content's own motion, checked
/// against UIKit's per-frame deceleration iterated frame by frame (docs/physics.md §1),
/// the sin² curve of an animated `setContentOffset`, a paging settle and a bounce.
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
    // The finger moves up at 2000 pt/s: the content offset grows, by UIKit's per-frame law at
    // 60 Hz (docs/physics.md §1): v_k = v0·p^k, p = 1 + a + a²/2, a = (1000/60)·ln 0.998, and
    // frame 1 is already applied at the release. The reference iterates the law frame by frame.
    _ = scrollView.handle(.panEnded(translation: Vector(dx: 0, dy: -90), velocity: Vector(dx: 0, dy: -2000)), at: 0.1, delegate: &delegate)
    let reference = ReferenceFrameDeceleration(x0: 0, v0: 2000)
    // At the release: 2000·p = 1934.4 pt/s (p = 0.9671900).
    #expect(abs(scrollView.motionVelocity.dy - 1000 * reference.velocities[1]) < 1e-9 * 2000)
    #expect(abs(scrollView.motionVelocity.dy - 2000 * 0.96719) < 0.01)
    for time in [0.2, 0.5, 1.0, 2.0] {
      _ = scrollView.handle(.frame, at: time, delegate: &delegate)
      let expected = 1000 * reference.velocities[reference.frame(at: time - 0.1)]
      #expect(abs(scrollView.motionVelocity.dy - expected) < 1e-6 * 2000, "t = \(time)")
      #expect(scrollView.motionVelocity.dx == 0)
    }
    // It stops after the first frame below 0.01 pt/ms: K = 159 frames (2·p^158 ≥ 0.01 > 2·p^159),
    // the last shown 158/60 s after the release, 2.7333 s: then nothing moves.
    #expect(reference.frameCount == 159)
    _ = scrollView.handle(.frame, at: 0.1 + 158.0 / 60, delegate: &delegate)
    #expect(!scrollView.isMoving && scrollView.motionVelocity == .zero)
  }

  @Test func animatedSetContentOffsetHasTheCurvesVelocity() {
    var scrollView = ScrollViewTests.list()
    var delegate = NoScrollViewDelegate()
    // 0 → 300 pt over 0.3 s on UIKit's sin² curve (docs/physics.md, "setContentOffset"):
    // y(t) = 300·sin²(π·t/(2·0.3)), so v(t) = 300/0.3·(π/2)·sin(π·t/0.3), the unrounded curve's
    // derivative (the published offset is pixel-rounded, the velocity is not). Its peak is at
    // t = 0.15: 1000·π/2 = 1570.8 pt/s.
    _ = scrollView.handle(.setContentOffset(Point(x: 0, y: 300), animated: true), at: 0, delegate: &delegate)
    #expect(abs(scrollView.motionVelocity.dy) < 1e-9)  // the curve starts at rest
    for t in [0.05, 0.15, 0.25] {
      _ = scrollView.handle(.frame, at: t, delegate: &delegate)
      let h = 1e-6
      let slope = (referenceSineSquared(t / 0.3 + h) - referenceSineSquared(t / 0.3 - h)) / (2 * h)
      #expect(abs(scrollView.motionVelocity.dy - 300 * slope / 0.3) < 1e-3, "t = \(t)")
    }
    #expect(abs(scrollView.motionVelocity.dy - 1000 * Double.pi / 2 * Elementary.sin(Double.pi * 0.25 / 0.3)) < 1e-6)
    _ = scrollView.handle(.frame, at: 0.3, delegate: &delegate)
    #expect(!scrollView.isMoving && scrollView.motionVelocity == .zero)
  }

  @Test func aPagingSettleMovesTowardItsPageAndStopsWithIt() {
    // The side menu's scroll view released at 60 from rest: the nearest page is 0 (60/390 < 0.5),
    // so the settle (docs/physics.md §6) moves the offset down, with a negative velocity, until
    // it ends where the reference settle, iterated millisecond by millisecond, ends.
    var scrollView = ScrollViewPagingTests.sideMenu(offsetX: 60)
    var delegate = NoScrollViewDelegate()
    _ = scrollView.handle(.touchDown, at: 0, delegate: &delegate)
    _ = scrollView.handle(.panBegan(translation: Vector(dx: 10, dy: 0)), at: 0.05, delegate: &delegate)
    _ = scrollView.handle(.panEnded(translation: Vector(dx: 10, dy: 0), velocity: .zero), at: 0.1, delegate: &delegate)
    let settle = ReferencePagingSettle(from: scrollView.contentOffset.x, to: 0, v0: 0, width: 390, range: 0...80)
    #expect(scrollView.isMoving)
    for time in [0.15, 0.2, 0.25] where time - 0.1 < settle.duration() {
      _ = scrollView.handle(.frame, at: time, delegate: &delegate)
      #expect(scrollView.motionVelocity.dx < 0, "t = \(time)")
      #expect(scrollView.motionVelocity.dy == 0)
    }
    _ = scrollView.handle(.frame, at: 0.1 + settle.duration(), delegate: &delegate)
    #expect(!scrollView.isMoving && scrollView.motionVelocity == .zero)
    #expect(scrollView.contentOffset.x == 0)
  }

  @Test func aFlingIntoAnEdgeHandsItsVelocityToTheBounce() {
    // A fling near the end of the list (maximum offset 5000 − 844 = 4156) at 3000 pt/s crosses the
    // edge; before the crossing the velocity is the per-frame law's, after it the bounce spring
    // carries it past the edge and back, so the velocity turns negative before the motion ends.
    var scrollView = ScrollViewTests.list(offsetY: 4000)
    var delegate = NoScrollViewDelegate()
    _ = scrollView.handle(.touchDown, at: 0, delegate: &delegate)
    _ = scrollView.handle(.panBegan(translation: Vector(dx: 0, dy: -10)), at: 0.05, delegate: &delegate)
    _ = scrollView.handle(.panEnded(translation: Vector(dx: 0, dy: -10), velocity: Vector(dx: 0, dy: -3000)), at: 0.1, delegate: &delegate)
    let reference = ReferenceFrameDeceleration(x0: scrollView.contentOffset.y, v0: 3000)
    _ = scrollView.handle(.frame, at: 0.1 + 1.0 / 60, delegate: &delegate)
    #expect(abs(scrollView.motionVelocity.dy - 1000 * reference.velocities[2]) < 1e-6 * 3000)
    var turned = false
    var time = 0.1 + 2.0 / 60
    while scrollView.isMoving && time < 5 {
      _ = scrollView.handle(.frame, at: time, delegate: &delegate)
      if scrollView.motionVelocity.dy < 0 { turned = true }
      time += 1.0 / 60
    }
    #expect(turned)
    #expect(!scrollView.isMoving && scrollView.contentOffset.y == 4156)
  }
}
