import ScrollPhysics
import Testing

/// `setContentOffset(_:animated:)`: not animated, one `scrollViewDidScroll` and
/// no end callback; animated, UIKit's 0.3 s sin²(π·f/2) curve with
/// `scrollViewDidScroll` per frame and `scrollViewDidEndScrollingAnimation`,
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

  @Test func animatedFollowsTheSineSquaredCurveAndEndsWithDidEndScrollingAnimation() {
    var store = ScrollViewTestStore(ScrollViewTests.list())
    // No callback at the start: the offset has not moved yet.
    store.send(.setContentOffset(Point(x: 0, y: 300), animated: true), at: 0, []) { $0.isAtRest = false }
    // Frames k/60, k = 1…18: y = 0 + pixel(300·sin²(π·k/36)), e.g.
    // k = 1: 300·0.0075961 = 2.2788 → 2.3333; k = 2: 9.0461 → 9.0; k = 3:
    // 20.0962 → 20.0; k = 9: exactly half-way, 150; k = 18 (0.3 s): 300 and the end.
    var expected: [ScrollViewCallback] = []
    var last = 0.0
    for k in 1...18 {
      let t = Double(k) / 60
      let y = pixel(300 * referenceSineSquared(t / 0.3))
      if y != last { expected.append(ScrollViewCallback(time: t, .scrollViewDidScroll(contentOffset: Point(x: 0, y: y)))) }
      last = y
    }
    expected.append(ScrollViewCallback(time: 18.0 / 60, .scrollViewDidEndScrollingAnimation))
    let handComputed: [Double] = [7.0 / 3, 9, 20]
    #expect(Array(scrolledOffsets(expected).prefix(3).map(\.y)) == handComputed)
    let callbacks = store.frames(after: 0, through: 1)
    #expect(callbacks == expected)
    #expect(!callbacks.contains { $0.kind == .scrollViewDidEndDecelerating })
    store.expectState {
      $0.contentOffset.y = 300
      $0.isAtRest = true
    }
  }

  @Test func theEaseInEaseOutCurveIsAnOption() {
    var list = ScrollViewTests.list()
    list.configuration.contentOffsetAnimationCurve = .timingCurve(.easeInEaseOut)
    var store = ScrollViewTestStore(list)
    store.send(.setContentOffset(Point(x: 0, y: 300), animated: true), at: 0, []) { $0.isAtRest = false }
    // k = 1: 300·easeInEaseOut(1/18) = 1.7931 → 1.6667; k = 3: 16.8392 → 17.0.
    let ys = scrolledOffsets(store.frames(after: 0, through: 1)).map(\.y)
    #expect(ys.first == 5.0 / 3)
    #expect(ys.first == pixel(300 * referenceEaseInEaseOut(1.0 / 18)))
    #expect(ys.last == 300)
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
    // At the frame 0.3 s (0.2 s after release) frame 1 + 12 = 13 is shown:
    // 499·(1 − 0.9671900^13) = 175.58 → 526.75 px → 527 px → 175.6667.
    #expect(pixel(ReferenceFrameDeceleration(x0: 0, v0: 1000).position(0.2)) == 527.0 / 3)
    store.expectState { $0.contentOffset.y = 527.0 / 3 }
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
    // 0.2 s after the release frame 1 + 12 = 13 is shown: 499·(1 − 0.9671900^13)
    // = 175.5898 → 526.77 px → 527 px → 175.6667.
    #expect(pixel(ReferenceFrameDeceleration(x0: 0, v0: 1000).position(0.2)) == 527.0 / 3)
    store.expectState { $0.contentOffset.y = 527.0 / 3 }
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

  @Test func animationInterruptedByATouchStopsWhereItIsAndTheTapSnapsToAPageUnderIOS7() {
    // The side menu hides with an animated setContentOffset to 80; a finger
    // catches it after 0.1 s; lifting it settles on the nearest page.
    var sideMenu = ScrollViewPagingTests.sideMenu()
    sideMenu.configuration.profile = .ios7
    var store = ScrollViewTestStore(sideMenu)
    store.send(.setContentOffset(Point(x: 80, y: 0), animated: true), at: 0, []) { $0.isAtRest = false }
    let callbacks = store.frames(after: 0, through: 0.1)
    // Frames 1/60…6/60: 80·sin²(π·k/36) = 0.6077, 2.4123, 5.3590, 9.3582,
    // 14.2885, 20.0 → pixels 2/3, 7/3, 16/3, 28/3, 43/3, 20.
    let handComputed: [Double] = [2.0 / 3, 7.0 / 3, 16.0 / 3, 28.0 / 3, 43.0 / 3, 20]
    #expect(scrolledOffsets(callbacks).map(\.x) == handComputed)
    #expect(scrolledOffsets(callbacks).map(\.x) == (1...6).map { pixel(80 * referenceSineSquared(Double($0) / 18)) })
    store.expectState { $0.contentOffset.x = 20 }
    // Caught under iOS 7: no DidEndScrollingAnimation (it did not finish).
    store.send(.touchDown, at: 0.105, []) { $0.isTracking = true }
    #expect(store.frames(after: 0.105, through: 0.2).isEmpty)
    // 20/390 = 0.051 → page 0.
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

  @Test func catchingAnAnimationReportsItsEndUnderIOS26() {
    var list = ScrollViewTests.list()
    list.configuration.profile = .ios26
    var store = ScrollViewTestStore(list)
    store.send(.setContentOffset(Point(x: 0, y: 300), animated: true), at: 0, []) { $0.isAtRest = false }
    _ = store.frames(after: 0, through: 0.05)
    // 300·sin²(π·3/36) = 20.0962 → 20.0.
    store.expectState { $0.contentOffset.y = 20 }
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
