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

  @Test func directionalLockFollowsTheFirstMovementsAxis() {
    var scrollView = Self.twoAxes()
    scrollView.isDirectionalLockEnabled = true
    var store = ScrollViewTestStore(scrollView)
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    // The began translation (−10, −2): |dx| = 10 > 2·|dy| = 4 → horizontal.
    store.send(.panBegan(translation: Vector(dx: -10, dy: -2)), at: 0.05, [.scrollViewWillBeginDragging]) {
      $0.isDragging = true
    }
    // Only x follows: 300 − (−50 + 10) = 340; y stays 300.
    store.send(
      .panChanged(translation: Vector(dx: -50, dy: -40)), at: 0.1,
      [.scrollViewDidScroll(contentOffset: Point(x: 340, y: 300))]
    ) { $0.contentOffset.x = 340 }
    // The y velocity is dropped: content (+1000, 0) pt/s → (1, 0) pt/ms; rest
    // x = 340 + 990/λ = 834.5048 > 780 → proposal clamped to 780.
    store.send(
      .panEnded(translation: Vector(dx: -50, dy: -40), velocity: Vector(dx: -1000, dy: -800)), at: 0.12,
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

  @Test func directionalLockLeavesADiagonalDragFree() {
    var scrollView = Self.twoAxes()
    scrollView.isDirectionalLockEnabled = true
    var store = ScrollViewTestStore(scrollView)
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    // (−7, −7): neither component is twice the other → free.
    store.send(.panBegan(translation: Vector(dx: -7, dy: -7)), at: 0.05, [.scrollViewWillBeginDragging]) {
      $0.isDragging = true
    }
    store.send(
      .panChanged(translation: Vector(dx: -47, dy: -27)), at: 0.1,
      [.scrollViewDidScroll(contentOffset: Point(x: 340, y: 320))]
    ) {
      $0.contentOffset = Point(x: 340, y: 320)
    }
  }

  @Test func withoutDirectionalLockBothAxesFollow() {
    var store = ScrollViewTestStore(Self.twoAxes())
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: Vector(dx: -10, dy: -2)), at: 0.05, [.scrollViewWillBeginDragging]) {
      $0.isDragging = true
    }
    // 300 − (−50 + 10) = 340; 300 − (−40 + 2) = 338.
    store.send(
      .panChanged(translation: Vector(dx: -50, dy: -40)), at: 0.1,
      [.scrollViewDidScroll(contentOffset: Point(x: 340, y: 338))]
    ) { $0.contentOffset = Point(x: 340, y: 338) }
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
    list.configuration.minimumDecelerationSpeed = 83
    var store = ScrollViewTestStore(list)
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: .zero), at: 0.05, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    // 80 pt/s is above the 10 pt/s stop speed but below the configured 83.
    store.send(
      .panEnded(translation: .zero, velocity: Vector(dx: 0, dy: -80)), at: 0.1,
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: 0, dy: 0.08), targetContentOffset: Point(x: 0, y: 500)),
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
