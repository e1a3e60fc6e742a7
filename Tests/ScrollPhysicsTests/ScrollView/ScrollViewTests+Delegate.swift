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
    store.send(.panBegan(translation: .zero), at: 0.05, [.scrollViewWillBeginDragging]) {
      $0.isDragging = true
    }
    // x = 40 < 80: paging stays on.
    store.send(
      .panChanged(translation: Vector(dx: -40, dy: 0)), at: 0.1,
      [.scrollViewDidScroll(contentOffset: Point(x: 40, y: 0))]
    ) { $0.contentOffset.x = 40 }
    // x = min(120, 80) = 80 (bounces off): 80 < 470 − 390 is false → paging off.
    store.send(
      .panChanged(translation: Vector(dx: -120, dy: 0)), at: 0.3,
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
    store.send(.panBegan(translation: .zero), at: 0.05, [.scrollViewWillBeginDragging]) {
      $0.isDragging = true
    }
    store.send(
      .panChanged(translation: Vector(dx: -40, dy: 0)), at: 0.1,
      [.scrollViewDidScroll(contentOffset: Point(x: 40, y: 0))]
    ) { $0.contentOffset.x = 40 }
    // 0.8 pt/ms > 0.3 → ceil(40/390) = 1 → clamped 80.
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
    // Proposed 0 + 1.99/0.0020020027 = 994.0047 → 2982.01 px → 2982 px → 994.0.
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
    // running deceleration keeps its own: it rests where the per-frame law
    // leaves it, 998·(1 − 0.9671900^159) = 993.0398 → 993.0.
    let callbacks = store.framesUntilRest(after: 0.1)
    #expect(pixel(ReferenceFrameDeceleration(x0: 0, v0: 2000).rest) == 993)
    #expect(scrolledOffsets(callbacks).last == Point(x: 0, y: 993))
    store.expectState {
      $0.contentOffset.y = 993
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
    store.send(
      .panBegan(translation: Vector(dx: 0, dy: -10)), at: 0.05,
      [.scrollViewWillBeginDragging, .scrollViewDidScroll(contentOffset: Point(x: 0, y: 10))]
    ) {
      $0.isDragging = true
      $0.contentOffset.y = 10
    }
    store.send(
      .panChanged(translation: Vector(dx: 0, dy: -80)), at: 0.08,
      [.scrollViewDidScroll(contentOffset: Point(x: 0, y: 80))]
    ) { $0.contentOffset.y = 80 }
    store.send(
      .panEnded(translation: Vector(dx: 0, dy: -90), velocity: Vector(dx: 0, dy: -2000)), at: 0.1,
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: 0, dy: 2), targetContentOffset: Point(x: 0, y: 1074)),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
    #expect(store.delegate.received == [Point(x: 0, y: 1074)])
    // The new target 600 is in the direction of the motion: the velocity (2
    // pt/ms) is kept and the rate becomes exp(−(2 − 0.01)/520) = 0.996180; the
    // per-frame law runs with it (a = 16.667·ln 0.996180 = −0.063782, p =
    // 0.938252; 2·p^k < 0.01 from k = 84) and its last frame ends at 600
    // exactly, 83/60 s after the release (the law alone would rest at 599.1).
    let reference = ReferenceFrameDeceleration(x0: 80, v0: 2000, d: Elementary.exp(-1.99 / 520))
    #expect(reference.frameCount == 84)
    #expect(reference.rest > 599 && reference.rest < 600)
    var expected: [ScrollViewCallback] = []
    var last = 80.0
    for t in frameTimes(after: 0.1, through: 0.1 + 83.0 / 60 + 1e-9, hz: 60) {
      let k = reference.frame(at: t - 0.1)
      let y = k == reference.frameCount ? 600 : pixel(reference.positions[k])
      if y != last { expected.append(ScrollViewCallback(time: t, .scrollViewDidScroll(contentOffset: Point(x: 0, y: y)))) }
      last = y
    }
    expected.append(ScrollViewCallback(time: expected.last!.time, .scrollViewDidEndDecelerating))
    let callbacks = store.framesUntilRest(after: 0.1)
    #expect(callbacks == expected)
    store.expectState {
      $0.contentOffset.y = 600
      $0.isDecelerating = false
      $0.isAtRest = true
    }
  }

  @Test func aTargetAgainstTheMotionStartsANewDeceleration() {
    // From 500 at 2 pt/ms the delegate asks for 400 (Δ = −100, against the
    // motion): v' = 0.01·(−1) − (−100)·ln 0.998 = −0.210200 pt/ms; |v'| < 0.25, so
    // the rate becomes 0.985 and v' = −0.01 + 0.0151136·(−100) = −1.52136 pt/ms.
    // It ends at 400.
    var store = ScrollViewTestStore(ScrollViewTests.list(offsetY: 500), delegate: Retarget(target: Point(x: 0, y: 400)))
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: .zero), at: 0.05, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    // Proposed 500 + 1.99/0.0020020027 = 1494.0047 → 1494.
    store.send(
      .panEnded(translation: .zero, velocity: Vector(dx: 0, dy: -2000)), at: 0.1,
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: 0, dy: 2), targetContentOffset: Point(x: 0, y: 1494)),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
    let reference = ReferenceFrameDeceleration(x0: 500, v0: -1521.36, d: 0.985)
    let callbacks = store.framesUntilRest(after: 0.1)
    let ys = scrolledOffsets(callbacks).map(\.y)
    #expect(ys.first == pixel(reference.positions[2]))
    #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 > $1 })
    #expect(ys.last == 400)
    // The law alone would rest at 500 − 1.52136·0.985/0.015·(1 − p^K) ≈ 400.0.
    #expect((reference.rest - 400).magnitude < 1)
  }

  @Test func replacedTargetIsIgnoredWhenPagingUnderIOS7() {
    var pager = ScrollViewPagingTests.pager()
    pager.configuration.profile = .ios7
    let callbacks = Self.pagingRelease(pager, delegateTarget: Point(x: 780, y: 0))
    #expect(scrolledOffsets(callbacks).last == Point(x: 390, y: 0))
  }

  @Test func replacedTargetMovesAPagingSettleToTheNearestPageUnderIOS26() {
    // iOS 26: a target in range becomes the page nearest to it: 700/390 =
    // 1.79 → 780.
    let callbacks = Self.pagingRelease(ScrollViewPagingTests.pager(), delegateTarget: Point(x: 700, y: 0))
    #expect(scrolledOffsets(callbacks).last == Point(x: 780, y: 0))
    // Out of range: ignored.
    let ignored = Self.pagingRelease(ScrollViewPagingTests.pager(), delegateTarget: Point(x: 5000, y: 0))
    #expect(scrolledOffsets(ignored).last == Point(x: 390, y: 0))
  }

  /// A paging flick from 100 at 0.5 pt/ms (proposed page 390) whose delegate
  /// replaces the target; returns the frames until rest.
  static func pagingRelease(_ pager: ScrollView, delegateTarget: Point) -> [ScrollViewCallback] {
    var store = ScrollViewTestStore(pager, delegate: Retarget(target: delegateTarget))
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
    return store.framesUntilRest(after: 0.12)
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
    _ = scrollView.handle(.panBegan(translation: Vector(dx: 0, dy: -20)), at: 0.05, delegate: &recorder)
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
