import ScrollPhysics
import Testing

/// `isMoving` is true exactly while a `frame` input has something to advance.
@Suite struct ScrollViewIsMovingTests {
  @Test func flingMovesUntilItsLastFrame() {
    var scrollView = ScrollView(boundsSize: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 4000))
    #expect(!scrollView.isMoving)
    _ = scrollView.handle(.touchDown, at: 0)
    _ = scrollView.handle(.panBegan(translation: .zero), at: 0.01)
    _ = scrollView.handle(.panChanged(translation: Vector(dx: 0, dy: -40)), at: 0.02)
    // A finger holding the content: nothing moves on its own.
    #expect(!scrollView.isMoving && !scrollView.isAtRest)
    // Released at 1000 pt/s upwards: the content decelerates (PHYSICS.md §1).
    let callbacks = scrollView.handle(.panEnded(translation: Vector(dx: 0, dy: -40), velocity: Vector(dx: 0, dy: -1000)), at: 0.03)
    #expect(callbacks.last?.kind == .scrollViewWillBeginDecelerating)
    #expect(scrollView.isMoving)
    var time = 0.03
    while scrollView.isMoving {
      time += 1.0 / 120
      _ = scrollView.handle(.frame, at: time)
    }
    // v0 = 1000 pt/s stops after ln(100)/2.002 = 2.300 s (PHYSICS.md §1.3).
    #expect(time > 0.03 + 2.29 && time < 0.03 + 2.30 + 1.0 / 120)
    #expect(scrollView.isAtRest && !scrollView.isDecelerating)
  }

  @Test func animatedSetContentOffsetMoves() {
    var scrollView = ScrollView(boundsSize: Size(width: 390, height: 844), contentSize: Size(width: 470, height: 844))
    _ = scrollView.handle(.setContentOffset(Point(x: 80, y: 0), animated: true), at: 0)
    // An animation is not a deceleration, but frames advance it.
    #expect(scrollView.isMoving && !scrollView.isDecelerating)
    _ = scrollView.handle(.frame, at: 0.5)
    // The default animation lasts 0.3 s (docs/scroll-view.md).
    #expect(!scrollView.isMoving && scrollView.contentOffset.x == 80)
  }

  @Test(arguments: [-3000.0, -800, -50, 0, 50, 800, 3000])
  func frameDoesNothingWhenNotMoving(_ velocity: Double) {
    // Releases at several speeds (none, below and above the 10 pt/s stop speed, into
    // an edge) with paging and bounces on and off: whenever `isMoving` is false, a
    // frame (sent to a copy) reports nothing and changes no state; whenever it is
    // true, the scroll view is not at rest.
    for paging in [false, true] {
      for bounces in [false, true] {
        var scrollView = ScrollView(
          boundsSize: Size(width: 390, height: 844), contentSize: Size(width: 390 * 3 + 80, height: 844))
        scrollView.isPagingEnabled = paging
        scrollView.bounces = bounces
        _ = scrollView.handle(.setContentOffset(Point(x: 400, y: 0), animated: false), at: 0)
        _ = scrollView.handle(.touchDown, at: 0.1)
        _ = scrollView.handle(.panBegan(translation: .zero), at: 0.11)
        _ = scrollView.handle(.panChanged(translation: Vector(dx: velocity / 100, dy: 0)), at: 0.12)
        _ = scrollView.handle(.panEnded(translation: Vector(dx: velocity / 100, dy: 0), velocity: Vector(dx: velocity, dy: 0)), at: 0.13)
        var frames = 0
        var idleFrames = 0
        var time = 0.13
        while time < 4 {
          time += 1.0 / 120
          frames += 1
          var copy = scrollView
          let callbacks = copy.handle(.frame, at: time)
          if scrollView.isMoving {
            #expect(!scrollView.isAtRest)
          } else {
            idleFrames += 1
            #expect(callbacks.isEmpty)
            #expect(copy.contentOffset == scrollView.contentOffset && copy.isAtRest == scrollView.isAtRest)
            #expect(copy.isDecelerating == scrollView.isDecelerating && copy.isTracking == scrollView.isTracking)
          }
          scrollView = copy
        }
        // Everything has stopped well within 4 s (a 3000 pt/s fling stops after
        // ln(300)/2.002 = 2.85 s, PHYSICS.md §1.3), so the last frames are idle.
        #expect(idleFrames > 0 && idleFrames <= frames)
        #expect(scrollView.isAtRest)
      }
    }
  }

  /// A delegate that, like the side menu's, acts on scrolling: past x = 500 it
  /// turns paging off and, once, asks for an animated `setContentOffset` back to
  /// 400 from inside `scrollViewDidScroll` (a request `frame` must carry out too).
  struct RedirectingDelegate: ScrollViewDelegate {
    var redirected = false
    mutating func scrollViewDidScroll(_ scrollView: inout ScrollView) {
      scrollView.isPagingEnabled = scrollView.contentOffset.x < 500
      if !redirected && scrollView.contentOffset.x > 500 {
        redirected = true
        scrollView.setContentOffset(Point(x: 400, y: 0), animated: true)
      }
    }
  }

  @Test(arguments: [-3000.0, -800, 0, 800, 3000])
  func frameEntryIsHandleFrame(_ velocity: Double) {
    // `frame(at:delegate:into:)` and `handle(.frame, …)` on two copies, frame by
    // frame: the same callbacks, offsets and states, delegate requests included.
    for paging in [false, true] {
      for bounces in [false, true] {
        var a = ScrollView(boundsSize: Size(width: 390, height: 844), contentSize: Size(width: 390 * 3 + 80, height: 844))
        a.isPagingEnabled = paging
        a.bounces = bounces
        var delegateA = RedirectingDelegate()
        var callbacksA: [ScrollViewCallback] = []
        a.handle(.setContentOffset(Point(x: 400, y: 0), animated: false), at: 0, delegate: &delegateA, into: &callbacksA)
        a.handle(.touchDown, at: 0.1, delegate: &delegateA, into: &callbacksA)
        a.handle(.panBegan(translation: .zero), at: 0.11, delegate: &delegateA, into: &callbacksA)
        a.handle(.panChanged(translation: Vector(dx: velocity / 100, dy: 0)), at: 0.12, delegate: &delegateA, into: &callbacksA)
        a.handle(
          .panEnded(translation: Vector(dx: velocity / 100, dy: 0), velocity: Vector(dx: velocity, dy: 0)), at: 0.13,
          delegate: &delegateA, into: &callbacksA)
        var b = a
        var delegateB = delegateA
        var callbacksB = callbacksA
        var time = 0.13
        while time < 4 {
          time += 1.0 / 120
          a.handle(.frame, at: time, delegate: &delegateA, into: &callbacksA)
          b.frame(at: time, delegate: &delegateB, into: &callbacksB)
          #expect(callbacksA == callbacksB, "v \(velocity) paging \(paging) bounces \(bounces) at \(time)")
          #expect(a.contentOffset == b.contentOffset && a.isMoving == b.isMoving && a.isAtRest == b.isAtRest)
          #expect(a.isDecelerating == b.isDecelerating && a.isPagingEnabled == b.isPagingEnabled)
        }
        #expect(delegateA.redirected == delegateB.redirected)
        // A flick to the left carries the content from 400 past 500 (the next page
        // at 780, or about v/2 = 400 pt of deceleration, PHYSICS.md §1.3), so the
        // delegate's request was made and carried out inside a frame.
        if velocity <= -800 { #expect(delegateB.redirected, "v \(velocity) paging \(paging) bounces \(bounces)") }
        // A frame at a time that is not finite is dropped by both.
        var c = b
        c.frame(at: .nan, delegate: &delegateB, into: &callbacksB)
        #expect(callbacksA == callbacksB && c.contentOffset == a.contentOffset)
      }
    }
  }
}
