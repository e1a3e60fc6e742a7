import ScrollPhysics
import Testing

/// `setContentOffset(_:animated:)` (PHYSICS.md §6): not animated, one
/// `scrollViewDidScroll` and no end callback; animated, a 0.3 s ease-in-ease-out
/// with `scrollViewDidScroll` per frame and `scrollViewDidEndScrollingAnimation`,
/// never `scrollViewDidEndDecelerating`; and interruptions by a touch.
@Suite struct ScrollViewContentOffsetTests {
  @Test func notAnimatedReportsOneScrollRoundedToPixels() {
    var store = ScrollViewTestStore(ScrollViewTests.list())
    // 100.1 → 300.3 px → 300 px → 100.0.
    store.send(
      .setContentOffset(Point(x: 0, y: 100.1), animated: false), at: 0,
      [.scrollViewDidScroll(contentOffset: Point(x: 0, y: 100))]
    ) { $0.contentOffset.y = 100 }
    // The same published offset again: no scroll, no callback.
    store.send(.setContentOffset(Point(x: 0, y: 100), animated: false), at: 0.1, [])
    // Not clamped: UIKit lets code set any offset.
    store.send(
      .setContentOffset(Point(x: 0, y: -20), animated: false), at: 0.2,
      [.scrollViewDidScroll(contentOffset: Point(x: 0, y: -20))]
    ) { $0.contentOffset.y = -20 }
    #expect(store.frames(after: 0.2, through: 1).isEmpty)
  }

  @Test func animatedFollowsTheEaseInEaseOutCurveAndEndsWithDidEndScrollingAnimation() {
    var store = ScrollViewTestStore(ScrollViewTests.list())
    // No callback at the start: the offset has not moved yet.
    store.send(.setContentOffset(Point(x: 0, y: 300), animated: true), at: 0, []) { $0.isAtRest = false }
    // Frames k/60, k = 1…18: y = pixel(300·easeInEaseOut(k/60/0.3)), e.g.
    // k = 1: 300·0.0059769 = 1.7931 → 1.6667; k = 3: 16.8392 → 17.0;
    // k = 9: exactly half-way, 150; k = 18 (0.3 s): 300 and the end.
    var expected: [ScrollViewCallback] = []
    var last = 0.0
    for k in 1...18 {
      let t = Double(k) / 60
      let y = pixel(300 * referenceEaseInEaseOut(t / 0.3))
      if y != last { expected.append(ScrollViewCallback(time: t, .scrollViewDidScroll(contentOffset: Point(x: 0, y: y)))) }
      last = y
    }
    expected.append(ScrollViewCallback(time: 18.0 / 60, .scrollViewDidEndScrollingAnimation))
    let handComputed: [Double] = [5.0 / 3, 22.0 / 3, 17]
    #expect(Array(scrolledOffsets(expected).prefix(3).map(\.y)) == handComputed)
    let callbacks = store.frames(after: 0, through: 1)
    #expect(callbacks == expected)
    #expect(!callbacks.contains { $0.kind == .scrollViewDidEndDecelerating })
    store.expectState {
      $0.contentOffset.y = 300
      $0.isAtRest = true
    }
  }

  @Test func animatedToTheCurrentOffsetDoesNothing() {
    // UIKit does not call scrollViewDidEndScrollingAnimation when the offset
    // does not change (no animation takes place): the tutorial's hamburger
    // double-tap bug depends on it.
    var store = ScrollViewTestStore(ScrollViewTests.list(offsetY: 80))
    store.send(.setContentOffset(Point(x: 0, y: 80), animated: true), at: 0, [])
    #expect(store.frames(after: 0, through: 1).isEmpty)
    store.expectState { _ in }
  }

  @Test func notAnimatedStopsADecelerationWithoutEndCallback() {
    var store = ScrollViewTestStore(ScrollViewTests.list())
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: .zero), at: 0.05, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    store.send(
      .panEnded(translation: .zero, velocity: Vector(dx: 0, dy: -1000)), at: 0.1,
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: 0, dy: 1), targetContentOffset: Point(x: 0, y: 1484.0 / 3)),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
    _ = store.frames(after: 0.1, through: 0.3)
    // openradar 16724593: setContentOffset(animated: false) stops a running
    // deceleration; no DidEndDecelerating (PHYSICS.md §5).
    store.send(
      .setContentOffset(Point(x: 0, y: 10), animated: false), at: 0.31,
      [.scrollViewDidScroll(contentOffset: Point(x: 0, y: 10))]
    ) {
      $0.contentOffset.y = 10
      $0.isDecelerating = false
      $0.isAtRest = true
    }
    #expect(store.frames(after: 0.31, through: 3).isEmpty)
  }

  @Test func animatedReplacesADecelerationWithoutDidEndDecelerating() {
    var store = ScrollViewTestStore(ScrollViewTests.list())
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: .zero), at: 0.05, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    store.send(
      .panEnded(translation: .zero, velocity: Vector(dx: 0, dy: -1000)), at: 0.1,
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: 0, dy: 1), targetContentOffset: Point(x: 0, y: 1484.0 / 3)),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
    _ = store.frames(after: 0.1, through: 0.3)
    // 0.2 s after the release: 1000/λ·(1 − e^(−0.40040)) = 164.8092 →
    // 494.43 px → 494 px → 164.6667.
    store.expectState { $0.contentOffset.y = 494.0 / 3 }
    // The animation takes over: no DidEndDecelerating, isDecelerating false.
    store.send(.setContentOffset(.zero, animated: true), at: 0.3, []) { $0.isDecelerating = false }
    let callbacks = store.framesUntilRest(after: 0.3)
    #expect(withoutScrolls(callbacks) == [.scrollViewDidEndScrollingAnimation])
    // The animation ends 0.3 s later, at the frame 36/60 = 0.6 s, at 0.
    #expect(callbacks.last == ScrollViewCallback(time: 36.0 / 60, .scrollViewDidEndScrollingAnimation))
    #expect(scrolledOffsets(callbacks).last == .zero)
    store.expectState {
      $0.contentOffset.y = 0
      $0.isAtRest = true
    }
  }

  @Test func animationInterruptedByATouchStopsWhereItIsAndTheTapSnapsToAPage() {
    // The side menu hides with an animated setContentOffset to 80; a finger
    // catches it after 0.1 s; lifting it settles on the nearest page.
    var store = ScrollViewTestStore(ScrollViewPagingTests.sideMenu())
    store.send(.setContentOffset(Point(x: 80, y: 0), animated: true), at: 0, []) { $0.isAtRest = false }
    let callbacks = store.frames(after: 0, through: 0.1)
    // Frames 1/60…6/60: 80·easeInEaseOut(k/18) = 0.4781, 1.9564, 4.4905, 8.1132,
    // 12.8185, 18.5420 → pixels 1/3, 2, 13/3, 8, 38/3, 56/3.
    let handComputed: [Double] = [1.0 / 3, 2, 13.0 / 3, 8, 38.0 / 3, 56.0 / 3]
    #expect(scrolledOffsets(callbacks).map(\.x) == handComputed)
    #expect(scrolledOffsets(callbacks).map(\.x) == (1...6).map { pixel(80 * referenceEaseInEaseOut(Double($0) / 18)) })
    store.expectState { $0.contentOffset.x = 56.0 / 3 }
    // Caught: no DidEndScrollingAnimation by default (it did not finish).
    store.send(.touchDown, at: 0.105, []) { $0.isTracking = true }
    #expect(store.frames(after: 0.105, through: 0.2).isEmpty)
    // 18.667/390 = 0.048 → page 0.
    store.send(.touchUp, at: 0.2, [.scrollViewWillBeginDecelerating]) {
      $0.isTracking = false
      $0.isDecelerating = true
    }
    let settle = store.framesUntilRest(after: 0.2)
    #expect(scrolledOffsets(settle).last == .zero)
    #expect(withoutScrolls(settle) == [.scrollViewDidEndDecelerating])
    store.expectState {
      $0.contentOffset.x = 0
      $0.isDecelerating = false
      $0.isAtRest = true
    }
  }

  @Test func catchingAnAnimationCanReportItsEnd() {
    var list = ScrollViewTests.list()
    list.configuration.notifiesDidEndScrollingAnimationOnCatch = true
    var store = ScrollViewTestStore(list)
    store.send(.setContentOffset(Point(x: 0, y: 300), animated: true), at: 0, []) { $0.isAtRest = false }
    _ = store.frames(after: 0, through: 0.05)
    store.expectState { $0.contentOffset.y = 17 }
    store.send(.touchDown, at: 0.06, [.scrollViewDidEndScrollingAnimation]) { $0.isTracking = true }
    // Not paging, in range: lifting leaves it there.
    store.send(.touchUp, at: 0.2, []) {
      $0.isTracking = false
      $0.isAtRest = true
    }
  }

  @Test func setContentOffsetDuringADragMovesAtOnceAndTheDragContinuesFromThere() {
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
      .setContentOffset(Point(x: 0, y: 100), animated: true), at: 0.12,
      [.scrollViewDidScroll(contentOffset: Point(x: 0, y: 100))]
    ) { $0.contentOffset.y = 100 }
    // 10 pt more finger movement: 100 + 10 = 110.
    store.send(
      .panChanged(translation: Vector(dx: 0, dy: -30)), at: 0.15,
      [.scrollViewDidScroll(contentOffset: Point(x: 0, y: 110))]
    ) { $0.contentOffset.y = 110 }
  }
}
