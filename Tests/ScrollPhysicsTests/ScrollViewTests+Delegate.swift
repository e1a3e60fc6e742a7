import ScrollPhysics
import Testing

/// The delegate as a value called synchronously: property changes from inside
/// callbacks and when they take effect, `targetContentOffset` replacement,
/// `setContentOffset` from a callback, and the flags seen during each callback.
@Suite struct ScrollViewDelegateTests {
  /// The side-menu tutorial's fix, in scrollViewDidScroll:
  /// `pagingEnabled = contentOffset.x < contentSize.width − frame.width`.
  struct PagingToggle: ScrollViewDelegate {
    mutating func scrollViewDidScroll(_ scrollView: inout ScrollView) {
      scrollView.isPagingEnabled =
        scrollView.contentOffset.x < scrollView.contentSize.width - scrollView.boundsSize.width
    }
  }

  @Test func pagingTurnedOffFromDidScrollDuringADragAppliesToTheRelease() {
    // The tutorial's fix at work: dragging the menu fully hidden turns paging
    // off in scrollViewDidScroll, so the slow release stays at 80 (compare
    // ScrollViewPagingTests.slowDragToTheHiddenEdgeSnapsTheMenuBackOpen).
    var store = ScrollViewTestStore(ScrollViewPagingTests.sideMenu(), delegate: PagingToggle())
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
      $0.isPagingEnabled = true
    }
    store.send(.panBegan(translation: Vector(dx: -10, dy: 0)), at: 0.05, [.scrollViewWillBeginDragging]) {
      $0.isDragging = true
    }
    // x = 40 < 80: paging stays on.
    store.send(
      .panChanged(translation: Vector(dx: -50, dy: 0)), at: 0.1,
      [.scrollViewDidScroll(contentOffset: Point(x: 40, y: 0))]
    ) { $0.contentOffset.x = 40 }
    // x = min(120, 80) = 80 (bounces off): 80 < 470 − 390 is false → paging off.
    store.send(
      .panChanged(translation: Vector(dx: -130, dy: 0)), at: 0.3,
      [.scrollViewDidScroll(contentOffset: Point(x: 80, y: 0))]
    ) {
      $0.contentOffset.x = 80
      $0.isPagingEnabled = false
    }
    // The release reads paging now: off, in range, at rest → stays.
    store.send(
      .panEnded(translation: Vector(dx: -130, dy: 0), velocity: .zero), at: 0.6,
      [
        .scrollViewWillEndDragging(velocity: .zero, targetContentOffset: Point(x: 80, y: 0)),
        .scrollViewDidEndDragging(willDecelerate: false),
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isAtRest = true
    }
    // A tap no longer snaps the menu open: paging is off.
    store.send(.touchDown, at: 1, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.touchUp, at: 1.1, []) {
      $0.isTracking = false
      $0.isAtRest = true
    }
  }

  @Test func pagingTurnedOffByTheLastScrollOfASettleLetsTheSettleFinish() {
    var store = ScrollViewTestStore(ScrollViewPagingTests.sideMenu(), delegate: PagingToggle())
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
      $0.isPagingEnabled = true
    }
    store.send(.panBegan(translation: Vector(dx: -10, dy: 0)), at: 0.05, [.scrollViewWillBeginDragging]) {
      $0.isDragging = true
    }
    store.send(
      .panChanged(translation: Vector(dx: -50, dy: 0)), at: 0.1,
      [.scrollViewDidScroll(contentOffset: Point(x: 40, y: 0))]
    ) { $0.contentOffset.x = 40 }
    // p = 40/390 + 0.5 → page 1 → clamped 80.
    store.send(
      .panEnded(translation: Vector(dx: -50, dy: 0), velocity: Vector(dx: -800, dy: 0)), at: 0.12,
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: 0.8, dy: 0), targetContentOffset: Point(x: 80, y: 0)),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
    let callbacks = store.framesUntilRest(after: 0.12)
    #expect(scrolledOffsets(callbacks).last == Point(x: 80, y: 0))
    #expect(withoutScrolls(callbacks) == [.scrollViewDidEndDecelerating])
    store.expectState {
      $0.contentOffset.x = 80
      $0.isDecelerating = false
      $0.isAtRest = true
      $0.isPagingEnabled = false
    }
  }

  /// Turns paging off once the offset reaches 20 pt.
  struct PagingOffPast20: ScrollViewDelegate {
    mutating func scrollViewDidScroll(_ scrollView: inout ScrollView) {
      if scrollView.contentOffset.x >= 20 { scrollView.isPagingEnabled = false }
    }
  }

  @Test func aRunningPagingSettleKeepsItsTargetWhenPagingIsTurnedOff() {
    var store = ScrollViewTestStore(ScrollViewPagingTests.sideMenu(), delegate: PagingOffPast20())
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
      $0.isPagingEnabled = true
    }
    store.send(.panBegan(translation: .zero), at: 0.05, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    store.send(
      .panChanged(translation: Vector(dx: -10, dy: 0)), at: 0.1,
      [.scrollViewDidScroll(contentOffset: Point(x: 10, y: 0))]
    ) { $0.contentOffset.x = 10 }
    // p = 10/390 + 0.5 = 0.526 → page 1 → 80.
    store.send(
      .panEnded(translation: Vector(dx: -10, dy: 0), velocity: Vector(dx: -800, dy: 0)), at: 0.12,
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: 0.8, dy: 0), targetContentOffset: Point(x: 80, y: 0)),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
    // Paging goes off at the first frame past 20 pt; the settle continues to
    // its page (a free deceleration from there would not end on 80).
    let callbacks = store.framesUntilRest(after: 0.12)
    #expect(scrolledOffsets(callbacks).last == Point(x: 80, y: 0))
    store.expectState {
      $0.contentOffset.x = 80
      $0.isDecelerating = false
      $0.isAtRest = true
      $0.isPagingEnabled = false
    }
  }

  /// Turns paging on at the first scroll.
  struct PagingOn: ScrollViewDelegate {
    mutating func scrollViewDidScroll(_ scrollView: inout ScrollView) { scrollView.isPagingEnabled = true }
  }

  @Test func pagingTurnedOnDuringADecelerationAppliesToTheNextTouch() {
    var pager = ScrollViewPagingTests.pager()
    pager.isPagingEnabled = false
    var store = ScrollViewTestStore(pager, delegate: PagingOn())
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: .zero), at: 0.05, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    // Free deceleration: 0 + 490/λ = 244.7549 → 734.26 px → 734 px → 244.6667.
    store.send(
      .panEnded(translation: .zero, velocity: Vector(dx: -500, dy: 0)), at: 0.1,
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: 0.5, dy: 0), targetContentOffset: Point(x: 734.0 / 3, y: 0)),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
    let callbacks = store.framesUntilRest(after: 0.1)
    // The deceleration keeps going to its own rest, not to a page.
    #expect(scrolledOffsets(callbacks).last == Point(x: 734.0 / 3, y: 0))
    store.expectState {
      $0.contentOffset.x = 734.0 / 3
      $0.isDecelerating = false
      $0.isAtRest = true
      $0.isPagingEnabled = true
    }
    // The next touch uses it: 244.67/390 = 0.627 → page 1 = 390.
    store.send(.touchDown, at: 5, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.touchUp, at: 5.1, [.scrollViewWillBeginDecelerating]) {
      $0.isTracking = false
      $0.isDecelerating = true
    }
    let snap = store.framesUntilRest(after: 5.1)
    #expect(scrolledOffsets(snap).last == Point(x: 390, y: 0))
  }

  /// Turns bounces off as soon as the content is pulled past the top.
  struct BouncesOffWhenOverscrolled: ScrollViewDelegate {
    mutating func scrollViewDidScroll(_ scrollView: inout ScrollView) {
      if scrollView.contentOffset.y < 0 { scrollView.bounces = false }
    }
  }

  @Test func bouncesTurnedOffDuringADragAppliesAtTheNextMove() {
    var store = ScrollViewTestStore(ScrollViewTests.list(), delegate: BouncesOffWhenOverscrolled())
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: .zero), at: 0.05, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    // Rubber band: −51.6667 (see ScrollViewTests), then bounces goes off.
    store.send(
      .panChanged(translation: Vector(dx: 0, dy: 100)), at: 0.1,
      [.scrollViewDidScroll(contentOffset: Point(x: 0, y: -155.0 / 3))]
    ) { $0.contentOffset.y = -155.0 / 3 }
    // Clamped at the next move.
    store.send(
      .panChanged(translation: Vector(dx: 0, dy: 110)), at: 0.12,
      [.scrollViewDidScroll(contentOffset: .zero)]
    ) { $0.contentOffset.y = 0 }
  }

  /// Shrinks the content (5000 → 1500 pt tall) at the first scroll.
  struct ContentShrinks: ScrollViewDelegate {
    mutating func scrollViewDidScroll(_ scrollView: inout ScrollView) {
      scrollView.contentSize.height = 1500
    }
  }

  @Test func contentSizeChangedDuringADecelerationAppliesToTheNextTouch() {
    var store = ScrollViewTestStore(ScrollViewTests.list(), delegate: ContentShrinks())
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: .zero), at: 0.05, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    // Rest 0 + 1990/λ = 994.0047 → 2982.01 px → 2982 px → 994.0.
    store.send(
      .panEnded(translation: .zero, velocity: Vector(dx: 0, dy: -2000)), at: 0.1,
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: 0, dy: 2), targetContentOffset: Point(x: 0, y: 994)),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
    // The range shrinks to 0…656 (1500 − 844) at the first frame, but the
    // running deceleration keeps its own: it rests at 994.
    let callbacks = store.framesUntilRest(after: 0.1)
    #expect(scrolledOffsets(callbacks).last == Point(x: 0, y: 994))
    store.expectState {
      $0.contentOffset.y = 994
      $0.isDecelerating = false
      $0.isAtRest = true
    }
    #expect(store.scrollView.maximumContentOffset.y == 656)
    // The next touch sees the new range: overscrolled, it springs back.
    store.send(.touchDown, at: 5, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.touchUp, at: 5.1, [.scrollViewWillBeginDecelerating]) {
      $0.isTracking = false
      $0.isDecelerating = true
    }
    let snap = store.framesUntilRest(after: 5.1)
    #expect(scrolledOffsets(snap).last == Point(x: 0, y: 656))
    #expect(withoutScrolls(snap) == [.scrollViewDidEndDecelerating])
  }

  /// Replaces the proposed resting offset.
  struct Retarget: ScrollViewDelegate {
    var target: Point
    var received: [Point] = []
    mutating func scrollViewWillEndDragging(
      _ scrollView: inout ScrollView, withVelocity velocity: Vector, targetContentOffset: inout Point
    ) {
      received.append(targetContentOffset)
      targetContentOffset = target
    }
  }

  @Test func replacedTargetIsReachedByAReSolvedDeceleration() {
    var store = ScrollViewTestStore(ScrollViewTests.list(), delegate: Retarget(target: Point(x: 0, y: 600)))
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: Vector(dx: 0, dy: -10)), at: 0.05, [.scrollViewWillBeginDragging]) {
      $0.isDragging = true
    }
    store.send(
      .panEnded(translation: Vector(dx: 0, dy: -90), velocity: Vector(dx: 0, dy: -2000)), at: 0.1,
      [
        .scrollViewDidScroll(contentOffset: Point(x: 0, y: 80)),
        .scrollViewWillEndDragging(velocity: Vector(dx: 0, dy: 2), targetContentOffset: Point(x: 0, y: 1074)),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.contentOffset.y = 80
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
    #expect(store.delegate.received == [Point(x: 0, y: 1074)])
    // PHYSICS.md §1.4: v0' = λ·(600 − 80) + 10 = 1051.0414 pt/s, which stops at
    // exactly 600 after ln(105.10414)/λ = 2.32515 s, i.e. at the frame
    // 146/60 = 2.4333 s (0.1 + 2.32515 = 2.42515 > 145/60 = 2.4167).
    let reference = ReferenceDeceleration(x0: 80, v0: -1000 * Elementary.log(0.998) * 520 + 10)
    var expected: [ScrollViewCallback] = []
    var last = 80.0
    for t in frameTimes(after: 0.1, through: 146.0 / 60, hz: 60) {
      let y = t >= 146.0 / 60 ? 600 : pixel(reference.position(t - 0.1))
      if y != last { expected.append(ScrollViewCallback(time: t, .scrollViewDidScroll(contentOffset: Point(x: 0, y: y)))) }
      last = y
    }
    expected.append(ScrollViewCallback(time: 146.0 / 60, .scrollViewDidEndDecelerating))
    let callbacks = store.framesUntilRest(after: 0.1)
    #expect(callbacks == expected)
    store.expectState {
      $0.contentOffset.y = 600
      $0.isDecelerating = false
      $0.isAtRest = true
    }
  }

  @Test func replacedTargetIsIgnoredWhenPaging() {
    // "Stop offset can not be modified for paging scroll views" (PHYSICS.md §4).
    var store = ScrollViewTestStore(ScrollViewPagingTests.pager(), delegate: Retarget(target: Point(x: 780, y: 0)))
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
      $0.isPagingEnabled = true
    }
    store.send(.panBegan(translation: .zero), at: 0.05, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    store.send(
      .panChanged(translation: Vector(dx: -100, dy: 0)), at: 0.1,
      [.scrollViewDidScroll(contentOffset: Point(x: 100, y: 0))]
    ) { $0.contentOffset.x = 100 }
    store.send(
      .panEnded(translation: Vector(dx: -100, dy: 0), velocity: Vector(dx: -500, dy: 0)), at: 0.12,
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: 0.5, dy: 0), targetContentOffset: Point(x: 390, y: 0)),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
    let callbacks = store.framesUntilRest(after: 0.12)
    #expect(scrolledOffsets(callbacks).last == Point(x: 390, y: 0))
  }

  /// Scrolls back to the top, animated, when a drag ends without deceleration,
  /// and records what it saw right after asking.
  struct BackToTop: ScrollViewDelegate {
    var offsetRightAfterTheRequest: Point?
    mutating func scrollViewDidEndDragging(_ scrollView: inout ScrollView, willDecelerate decelerate: Bool) {
      guard !decelerate else { return }
      scrollView.setContentOffset(.zero, animated: true)
      offsetRightAfterTheRequest = scrollView.contentOffset
    }
  }

  @Test func setContentOffsetFromACallbackRunsAfterTheInput() {
    var store = ScrollViewTestStore(ScrollViewTests.list(offsetY: 500), delegate: BackToTop())
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: .zero), at: 0.05, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    store.send(
      .panChanged(translation: Vector(dx: 0, dy: 60)), at: 0.1,
      [.scrollViewDidScroll(contentOffset: Point(x: 0, y: 440))]
    ) { $0.contentOffset.y = 440 }
    // The request is carried out after the release callbacks: an animation
    // from 440 to 0 starts at 0.5 (no callback yet).
    store.send(
      .panEnded(translation: Vector(dx: 0, dy: 60), velocity: .zero), at: 0.5,
      [
        .scrollViewWillEndDragging(velocity: .zero, targetContentOffset: Point(x: 0, y: 440)),
        .scrollViewDidEndDragging(willDecelerate: false),
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
    }
    #expect(store.delegate.offsetRightAfterTheRequest == Point(x: 0, y: 440))
    // 0.3 s later (frame 48/60 = 0.8 s) it is at the top.
    let callbacks = store.framesUntilRest(after: 0.5)
    #expect(callbacks.last == ScrollViewCallback(time: 48.0 / 60, .scrollViewDidEndScrollingAnimation))
    #expect(scrolledOffsets(callbacks).last == .zero)
    store.expectState {
      $0.contentOffset.y = 0
      $0.isAtRest = true
    }
  }

  /// Keeps the offset at most 100 with a non-animated setContentOffset.
  struct Limit100: ScrollViewDelegate {
    mutating func scrollViewDidScroll(_ scrollView: inout ScrollView) {
      if scrollView.contentOffset.y > 100 { scrollView.setContentOffset(Point(x: 0, y: 100), animated: false) }
    }
  }

  @Test func setContentOffsetFromDidScrollReportsASecondScrollAndReanchorsTheDrag() {
    var store = ScrollViewTestStore(ScrollViewTests.list(), delegate: Limit100())
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: .zero), at: 0.05, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    store.send(
      .panChanged(translation: Vector(dx: 0, dy: -150)), at: 0.1,
      [
        .scrollViewDidScroll(contentOffset: Point(x: 0, y: 150)),
        .scrollViewDidScroll(contentOffset: Point(x: 0, y: 100)),
      ]
    ) { $0.contentOffset.y = 100 }
    // The drag continues from 100: 10 pt more finger → 110, limited again.
    store.send(
      .panChanged(translation: Vector(dx: 0, dy: -160)), at: 0.12,
      [
        .scrollViewDidScroll(contentOffset: Point(x: 0, y: 110)),
        .scrollViewDidScroll(contentOffset: Point(x: 0, y: 100)),
      ]
    ) { $0.contentOffset.y = 100 }
  }

  /// Records the flags the scroll view shows during each callback.
  struct FlagRecorder: ScrollViewDelegate {
    struct Entry: Equatable {
      var name: String
      var tracking: Bool
      var dragging: Bool
      var decelerating: Bool
    }
    var entries: [Entry] = []
    mutating func record(_ name: String, _ s: ScrollView) {
      entries.append(Entry(name: name, tracking: s.isTracking, dragging: s.isDragging, decelerating: s.isDecelerating))
    }
    mutating func scrollViewDidScroll(_ s: inout ScrollView) { record("didScroll", s) }
    mutating func scrollViewWillBeginDragging(_ s: inout ScrollView) { record("willBeginDragging", s) }
    mutating func scrollViewWillEndDragging(
      _ s: inout ScrollView, withVelocity velocity: Vector, targetContentOffset: inout Point
    ) { record("willEndDragging", s) }
    mutating func scrollViewDidEndDragging(_ s: inout ScrollView, willDecelerate decelerate: Bool) {
      record("didEndDragging", s)
    }
    mutating func scrollViewWillBeginDecelerating(_ s: inout ScrollView) { record("willBeginDecelerating", s) }
    mutating func scrollViewDidEndDecelerating(_ s: inout ScrollView) { record("didEndDecelerating", s) }
  }

  @Test func flagsDuringEachCallbackAreTheDocumentedOnes() {
    var scrollView = ScrollViewTests.list()
    var recorder = FlagRecorder()
    _ = scrollView.handle(.touchDown, at: 0, delegate: &recorder)
    _ = scrollView.handle(.panBegan(translation: .zero), at: 0.05, delegate: &recorder)
    _ = scrollView.handle(
      .panEnded(translation: Vector(dx: 0, dy: -20), velocity: Vector(dx: 0, dy: -300)), at: 0.1, delegate: &recorder)
    for t in frameTimes(after: 0.1, through: 5, hz: 60) { _ = scrollView.handle(.frame, at: t, delegate: &recorder) }
    typealias E = FlagRecorder.Entry
    // docs/scroll-view.md, "Flags during callbacks".
    let head: [E] = [
      E(name: "willBeginDragging", tracking: true, dragging: true, decelerating: false),
      E(name: "didScroll", tracking: true, dragging: true, decelerating: false),
      E(name: "willEndDragging", tracking: false, dragging: true, decelerating: false),
      E(name: "didEndDragging", tracking: false, dragging: true, decelerating: false),
      E(name: "willBeginDecelerating", tracking: false, dragging: false, decelerating: true),
      E(name: "didScroll", tracking: false, dragging: false, decelerating: true),
    ]
    #expect(Array(recorder.entries.prefix(6)) == head)
    #expect(recorder.entries.last == E(name: "didEndDecelerating", tracking: false, dragging: false, decelerating: false))
    #expect(recorder.entries.dropFirst(5).dropLast().allSatisfy { $0 == head[5] })
  }
}
