import ScrollPhysics
import Testing

/// Less common gesture paths: directional lock, a cancelled pan, content
/// insets, a caught bounce released without a pan, scrolling disabled during a
/// drag, a touch-up during a drag.
@Suite struct ScrollViewGestureTests {
  /// Both axes scroll: x in 0…780, y in 0…1688.
  static func twoAxes() -> ScrollView {
    ScrollView(
      boundsSize: Size(width: 390, height: 844), contentSize: Size(width: 1170, height: 2532),
      contentOffset: Point(x: 300, y: 300))
  }

  @Test func directionalLockFollowsTheRawMovementsAxis() {
    var scrollView = Self.twoAxes()
    scrollView.isDirectionalLockEnabled = true
    var store = ScrollViewTestStore(scrollView)
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    // The raw move (−20, −4): atan(4/20) = 11.3° ≤ 20° → x only, decided before
    // the pan sees the move.
    store.send(.touchMoved(movement: Vector(dx: -20, dy: -4)), at: 0.05, []) { _ in }
    // The began translation (−10, 0) (the hysteresis removed): x = 300 + 10.
    store.send(
      .panBegan(translation: Vector(dx: -10, dy: 0)), at: 0.05,
      [.scrollViewWillBeginDragging, .scrollViewDidScroll(contentOffset: Point(x: 310, y: 300))]
    ) {
      $0.isDragging = true
      $0.contentOffset.x = 310
    }
    // A raw move of (−40, −38) (46°) leaves the lock as it is: only x follows,
    // 300 + 50 = 350; y stays 300.
    store.send(.touchMoved(movement: Vector(dx: -40, dy: -38)), at: 0.1, []) { _ in }
    store.send(
      .panChanged(translation: Vector(dx: -50, dy: -38)), at: 0.1,
      [.scrollViewDidScroll(contentOffset: Point(x: 350, y: 300))]
    ) { $0.contentOffset.x = 350 }
    // The y velocity is dropped: content (+1000, 0) pt/s → (1, 0) pt/ms; rest
    // x = 350 + 0.99/0.0020020027 = 844.5 > 780 → proposal clamped to 780.
    store.send(
      .panEnded(translation: Vector(dx: -50, dy: -38), velocity: Vector(dx: -1000, dy: -800)), at: 0.12,
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: 1, dy: 0), targetContentOffset: Point(x: 780, y: 300)),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
    let callbacks = store.framesUntilRest(after: 0.12)
    #expect(scrolledOffsets(callbacks).allSatisfy { $0.y == 300 })
    #expect(scrolledOffsets(callbacks).last == Point(x: 780, y: 300))
  }

  /// A drag with the directional lock on whose one raw move is `move` and whose
  /// began translation is `began`; returns the offset after it.
  static func lockedStart(_ move: Vector, began: Vector) -> Point {
    var scrollView = Self.twoAxes()
    scrollView.isDirectionalLockEnabled = true
    _ = scrollView.handle(.touchDown, at: 0)
    _ = scrollView.handle(.touchMoved(movement: move), at: 0.05)
    _ = scrollView.handle(.panBegan(translation: began), at: 0.05)
    return scrollView.contentOffset
  }

  @Test func directionalLockAnglesAre20And70DegreesOfTheRawMove() {
    // The raw move decides, never the began translation (the hysteresis removed
    // per axis, 10 pt toward 0). atan(3/10) = 16.7° → x; atan(10/3) = 73.3° →
    // y; 45° → both.
    #expect(Self.lockedStart(Vector(dx: -13, dy: -3.9), began: Vector(dx: -3, dy: 0)) == Point(x: 303, y: 300))
    #expect(Self.lockedStart(Vector(dx: -3.9, dy: -13), began: Vector(dx: 0, dy: -3)) == Point(x: 300, y: 303))
    #expect(Self.lockedStart(Vector(dx: -17, dy: -17), began: Vector(dx: -7, dy: -7)) == Point(x: 307, y: 307))
    // 30°: (10.39, 6.0) begins the pan with (0.39, 0); the translation alone
    // would read 0° and lock x, the raw move leaves both free.
    #expect(Self.lockedStart(Vector(dx: -10.39, dy: -6), began: Vector(dx: -0.39, dy: 0)) == Point(x: 300.333333333333333, y: 300))
    // The boundaries belong to the locks: tan 20° and tan 70°.
    let t20 = Elementary.tan(20 * Double.pi / 180)
    let began = Vector(dx: -5, dy: -2)
    #expect(Self.lockedStart(Vector(dx: -15, dy: -15 * t20 * 0.999999), began: began).y == 300)
    #expect(Self.lockedStart(Vector(dx: -15, dy: -15 * t20 * 1.000001), began: began).y == 302)
  }

  @Test func directionalLockIsDecidedAgainOnlyAfterAPauseOf600ms() {
    var scrollView = Self.twoAxes()
    scrollView.isDirectionalLockEnabled = true
    _ = scrollView.handle(.touchDown, at: 0)
    _ = scrollView.handle(.touchMoved(movement: Vector(dx: -20, dy: -2)), at: 0.05)
    _ = scrollView.handle(.panBegan(translation: Vector(dx: -10, dy: 0)), at: 0.05)  // x: 310
    // 0.25 s after the previous touch sample: a vertical move does not decide.
    _ = scrollView.handle(.touchMoved(movement: Vector(dx: -5, dy: -28)), at: 0.3)
    _ = scrollView.handle(.panChanged(translation: Vector(dx: -15, dy: -28)), at: 0.3)
    #expect(scrollView.contentOffset == Point(x: 315, y: 300))
    // 0.65 s after it (a pause): atan(20/5) = 76° → y. y starts from where it
    // is: the new move (−20 in y) applies, x stays at 315.
    _ = scrollView.handle(.touchMoved(movement: Vector(dx: -5, dy: -20)), at: 0.95)
    _ = scrollView.handle(.panChanged(translation: Vector(dx: -20, dy: -48)), at: 0.95)
    #expect(scrollView.contentOffset == Point(x: 315, y: 320))
    // A horizontal move right after it does not decide: still y.
    _ = scrollView.handle(.touchMoved(movement: Vector(dx: -30, dy: -1)), at: 1.0)
    _ = scrollView.handle(.panChanged(translation: Vector(dx: -50, dy: -49)), at: 1.0)
    #expect(scrollView.contentOffset == Point(x: 315, y: 321))
  }

  @Test func aTouchThatCatchesADecelerationKeepsTheLock() {
    var scrollView = Self.twoAxes()
    scrollView.isDirectionalLockEnabled = true
    _ = scrollView.handle(.touchDown, at: 0)
    _ = scrollView.handle(.touchMoved(movement: Vector(dx: -20, dy: -2)), at: 0.05)
    _ = scrollView.handle(.panBegan(translation: Vector(dx: -10, dy: 0)), at: 0.05)
    _ = scrollView.handle(.panEnded(translation: Vector(dx: -10, dy: 0), velocity: Vector(dx: -1000, dy: 0)), at: 0.06)
    #expect(scrollView.isDecelerating)
    // The catch keeps the x lock: a 45° drag moves x only.
    _ = scrollView.handle(.touchDown, at: 0.1)
    _ = scrollView.handle(.touchMoved(movement: Vector(dx: -20, dy: -20)), at: 0.15)
    let x = scrollView.contentOffset.x
    _ = scrollView.handle(.panBegan(translation: Vector(dx: -10, dy: -10)), at: 0.15)
    #expect(scrollView.contentOffset == Point(x: x + 10, y: 300))
  }

  @Test func directionalLockLeavesADiagonalDragFree() {
    var scrollView = Self.twoAxes()
    scrollView.isDirectionalLockEnabled = true
    var store = ScrollViewTestStore(scrollView)
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    // A raw move at 45° → free; the content moves at once.
    store.send(.touchMoved(movement: Vector(dx: -17, dy: -17)), at: 0.05, []) { _ in }
    store.send(
      .panBegan(translation: Vector(dx: -7, dy: -7)), at: 0.05,
      [.scrollViewWillBeginDragging, .scrollViewDidScroll(contentOffset: Point(x: 307, y: 307))]
    ) {
      $0.isDragging = true
      $0.contentOffset = Point(x: 307, y: 307)
    }
    store.send(
      .panChanged(translation: Vector(dx: -47, dy: -27)), at: 0.1,
      [.scrollViewDidScroll(contentOffset: Point(x: 347, y: 327))]
    ) {
      $0.contentOffset = Point(x: 347, y: 327)
    }
  }

  @Test func withoutDirectionalLockBothAxesFollow() {
    var store = ScrollViewTestStore(Self.twoAxes())
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(
      .panBegan(translation: Vector(dx: -10, dy: -2)), at: 0.05,
      [.scrollViewWillBeginDragging, .scrollViewDidScroll(contentOffset: Point(x: 310, y: 302))]
    ) {
      $0.isDragging = true
      $0.contentOffset = Point(x: 310, y: 302)
    }
    // 300 + 50 = 350; 300 + 40 = 340.
    store.send(
      .panChanged(translation: Vector(dx: -50, dy: -40)), at: 0.1,
      [.scrollViewDidScroll(contentOffset: Point(x: 350, y: 340))]
    ) { $0.contentOffset = Point(x: 350, y: 340) }
  }

  @Test func aCancelledPanIsAReleaseAtRest() {
    var store = ScrollViewTestStore(ScrollViewPagingTests.pager())
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
      $0.isPagingEnabled = true
    }
    store.send(.panBegan(translation: .zero), at: 0.05, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    store.send(
      .panChanged(translation: Vector(dx: -250, dy: 0)), at: 0.1,
      [.scrollViewDidScroll(contentOffset: Point(x: 250, y: 0))]
    ) { $0.contentOffset.x = 250 }
    // 250/390 = 0.641 → page 1 (velocity zero).
    store.send(
      .panCancelled, at: 0.2,
      [
        .scrollViewWillEndDragging(velocity: .zero, targetContentOffset: Point(x: 390, y: 0)),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
    #expect(scrolledOffsets(store.framesUntilRest(after: 0.2)).last == Point(x: 390, y: 0))
  }

  @Test func contentInsetIsHonouredAtTheEdges() {
    var list = ScrollViewTests.list(offsetY: 100)
    list.contentInset = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    var store = ScrollViewTestStore(list)
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: .zero), at: 0.05, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    // Finger down at 3000 pt/s: content −3000; 100 − 2990/λ = −1393.5 is past
    // the top edge −47, so the proposal is −47 and the fling bounces there.
    store.send(
      .panEnded(translation: .zero, velocity: Vector(dx: 0, dy: 3000)), at: 0.1,
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: 0, dy: -3), targetContentOffset: Point(x: 0, y: -47)),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
    let callbacks = store.framesUntilRest(after: 0.1)
    let ys = scrolledOffsets(callbacks).map(\.y)
    #expect(ys.min()! < -47)
    #expect(ys.last == -47)
  }

  @Test func liftingACaughtBounceSpringsBackToTheEdge() {
    var store = ScrollViewTestStore(ScrollViewTests.list(offsetY: 4000))
    ScrollViewTests.flingIntoBottomEdge(&store)
    // 0.1 s after the release the content is past the 4156 edge (the bounce
    // starts 0.040 s after the release and peaks 0.092 s later).
    let callbacks = store.frames(after: 0.1, through: 0.2)
    let caught = scrolledOffsets(callbacks).last!
    #expect(caught.y > 4156)
    store.expectState { $0.contentOffset = caught }
    store.send(.touchDown, at: 0.205, [.scrollViewDidEndDecelerating]) {
      $0.isTracking = true
      $0.isDecelerating = false
    }
    // Lifted without a pan while overscrolled: the snap back is announced as
    // a deceleration.
    store.send(.touchUp, at: 0.3, [.scrollViewWillBeginDecelerating]) {
      $0.isTracking = false
      $0.isDecelerating = true
    }
    let back = store.framesUntilRest(after: 0.3)
    let ys = scrolledOffsets(back).map(\.y)
    #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 >= $1 })
    #expect(ys.last == 4156)
    #expect(withoutScrolls(back) == [.scrollViewDidEndDecelerating])
  }

  /// Disables scrolling at the first scroll.
  struct DisableScrolling: ScrollViewDelegate {
    mutating func scrollViewDidScroll(_ scrollView: inout ScrollView) { scrollView.isScrollEnabled = false }
  }

  @Test func disablingScrollingDuringADragCancelsThePan() {
    var store = ScrollViewTestStore(ScrollViewTests.list(offsetY: 500), delegate: DisableScrolling())
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: .zero), at: 0.05, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    store.send(
      .panChanged(translation: Vector(dx: 0, dy: -20)), at: 0.1,
      [.scrollViewDidScroll(contentOffset: Point(x: 0, y: 520))]
    ) { $0.contentOffset.y = 520 }
    // Disabling a recognizer cancels it: the next move ends the drag at rest
    // where it was (the move itself is not applied).
    store.send(
      .panChanged(translation: Vector(dx: 0, dy: -60)), at: 0.12,
      [
        .scrollViewWillEndDragging(velocity: .zero, targetContentOffset: Point(x: 0, y: 520)),
        .scrollViewDidEndDragging(willDecelerate: false),
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isAtRest = true
    }
    store.send(.panEnded(translation: Vector(dx: 0, dy: -60), velocity: .zero), at: 0.15, [])
  }

  @Test func touchUpDuringADragIsIgnored() {
    var store = ScrollViewTestStore(ScrollViewTests.list(offsetY: 500))
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: .zero), at: 0.05, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    store.send(.touchUp, at: 0.1, [])
    store.send(
      .panChanged(translation: Vector(dx: 0, dy: -20)), at: 0.12,
      [.scrollViewDidScroll(contentOffset: Point(x: 0, y: 520))]
    ) { $0.contentOffset.y = 520 }
  }

  @Test func aHigherMinimumDecelerationSpeedStopsSlowFlings() {
    var list = ScrollViewTests.list(offsetY: 500)
    list.configuration.minimumDecelerationSpeed = 300
    var store = ScrollViewTestStore(list)
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: .zero), at: 0.05, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    // 280 pt/s is above UIKit's 250 but below the configured 300: zeroed.
    store.send(
      .panEnded(translation: .zero, velocity: Vector(dx: 0, dy: -280)), at: 0.1,
      [
        .scrollViewWillEndDragging(velocity: .zero, targetContentOffset: Point(x: 0, y: 500)),
        .scrollViewDidEndDragging(willDecelerate: false),
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isAtRest = true
    }
  }

  @Test func theLiftRowMovesNothing() {
    // UIKit runs no offset update for .ended: a lift row 100 pt away from the
    // last move leaves the offset where the last move put it.
    var store = ScrollViewTestStore(ScrollViewTests.list(offsetY: 500))
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: .zero), at: 0.05, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    store.send(
      .panChanged(translation: Vector(dx: 0, dy: -20)), at: 0.1,
      [.scrollViewDidScroll(contentOffset: Point(x: 0, y: 520))]
    ) { $0.contentOffset.y = 520 }
    store.send(
      .panEnded(translation: Vector(dx: 0, dy: -120), velocity: .zero), at: 0.2,
      [
        .scrollViewWillEndDragging(velocity: .zero, targetContentOffset: Point(x: 0, y: 520)),
        .scrollViewDidEndDragging(willDecelerate: false),
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isAtRest = true
    }
  }

  @Test func callbackDescriptionsNameTheUIKitMethods() {
    let callback = ScrollViewCallback(time: 0.5, .scrollViewDidEndDragging(willDecelerate: true))
    #expect(callback.description == "0.5 scrollViewDidEndDragging(willDecelerate: true)")
    #expect(ScrollViewCallback.Kind.scrollViewWillBeginDecelerating.name == "scrollViewWillBeginDecelerating")
  }
}
