import ScrollPhysics
import Testing

/// Scenario tests for dragging, flicking and decelerating, TCA-style: every input
/// states the exact callbacks and the whole expected state.
///
/// The list geometry: bounds 390 × 844 pt, content 390 × 5000 pt, scale 3, so
/// y scrolls in 0…4156 (5000 − 844) and x does not scroll (range 0…0, no
/// alwaysBounceHorizontal). λ = −1000·ln 0.998 = 2.0020027 s⁻¹ (PHYSICS.md §1.2).
@Suite struct ScrollViewTests {
  static func list(offsetY: Double = 0) -> ScrollView {
    ScrollView(
      boundsSize: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 5000),
      contentOffset: Point(x: 0, y: offsetY))
  }

  @Test func defaultsAreUIKits() {
    let scrollView = Self.list()
    // UIScrollView defaults: paging off, bounces on, alwaysBounce off, .normal,
    // scroll enabled, directional lock off; gesture-sim's scale 3.
    #expect(!scrollView.isPagingEnabled)
    #expect(scrollView.bounces)
    #expect(!scrollView.alwaysBounceHorizontal && !scrollView.alwaysBounceVertical)
    #expect(scrollView.decelerationRate == .normal)
    #expect(scrollView.isScrollEnabled && !scrollView.isDirectionalLockEnabled)
    #expect(scrollView.scale == 3)
    #expect(scrollView.contentInset == .zero)
    #expect(scrollView.minimumContentOffset == Point(x: 0, y: 0))
    #expect(scrollView.maximumContentOffset == Point(x: 0, y: 4156))
  }

  @Test func contentInsetWidensTheRange() {
    var scrollView = Self.list()
    scrollView.contentInset = EdgeInsets(top: 47, left: 5, bottom: 34, right: 7)
    // min = (−left, −top) = (−5, −47); max.y = 5000 + 34 − 844 = 4190;
    // max.x = max(−5, 390 + 7 − 390) = 7 (PHYSICS.md §3.3).
    #expect(scrollView.minimumContentOffset == Point(x: -5, y: -47))
    #expect(scrollView.maximumContentOffset == Point(x: 7, y: 4190))
  }

  @Test func flickDeceleratesFrameByFrameAndRestsShortOfTheProposedTarget() {
    var store = ScrollViewTestStore(Self.list())
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    // The began translation (10 pt up, the hysteresis already removed by the
    // recognizer) moves the content at once, after WillBeginDragging: y = 0 − (−10).
    store.send(
      .panBegan(translation: Vector(dx: 0, dy: -10)), at: 0.05,
      [.scrollViewWillBeginDragging, .scrollViewDidScroll(contentOffset: Point(x: 0, y: 10))]
    ) {
      $0.isDragging = true
      $0.contentOffset.y = 10
    }
    // y = 0 − (−30) = 30; dx = 3 moves nothing (x cannot scroll).
    store.send(
      .panChanged(translation: Vector(dx: 3, dy: -30)), at: 1.0 / 15,
      [.scrollViewDidScroll(contentOffset: Point(x: 0, y: 30))]
    ) { $0.contentOffset.y = 30 }
    // The lift row (translation −90) moves nothing. Finger velocity −2000 pt/s
    // (up) → content +2 pt/ms. Proposed target 30 + (2 − 0.01)/0.0020020027 =
    // 1024.0047 → 3072.014 px → 1024.0.
    store.send(
      .panEnded(translation: Vector(dx: 0, dy: -90), velocity: Vector(dx: 0, dy: -2000)), at: 0.1,
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: 0, dy: 2), targetContentOffset: Point(x: 0, y: 1024)),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
    // 60 Hz: a = 16.667·ln 0.998 = −0.0333667, p = 1 + a + a²/2 = 0.9671900.
    // Frame 1 is applied at the release, so the first display frame (7/60, 1/60
    // s later) shows frame 2: 30 + 2·499·(1 − p²) = 94.4145 → 94.3333; the next,
    // frame 3: 125.0455 → 125.0. The speed 2·p^k falls below 0.01 pt/ms at
    // k = ⌊ln(0.005)/ln p⌋ + 1 = 159, shown at 0.1 + 158/60 = 2.7333 s; the
    // rest 30 + 998·(1 − p^159) = 1023.0398 → 1023.0, one point (0.1 %) short of
    // the proposed 1024: no snap to the target.
    let reference = ReferenceFrameDeceleration(x0: 30, v0: 2000)
    #expect(reference.frameCount == 159)
    #expect(pixel(reference.positions[2]) == 94 + 1.0 / 3)
    #expect(pixel(reference.positions[3]) == 125)
    let expected = reference.callbacks(release: 0.1, published: 30) { Point(x: 0, y: $0) }
    let callbacks = store.frames(after: 0.1, through: 3)
    #expect(callbacks == expected.callbacks)
    #expect(callbacks.last == ScrollViewCallback(time: 164.0 / 60, .scrollViewDidEndDecelerating))
    #expect(expected.last == 1023)
    store.expectState {
      $0.contentOffset.y = 1023
      $0.isDecelerating = false
      $0.isAtRest = true
    }
  }

  @Test func slowDragRestingBeforeLiftingDoesNotDecelerate() {
    var store = ScrollViewTestStore(Self.list(offsetY: 500))
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(
      .panBegan(translation: Vector(dx: 0, dy: 10)), at: 0.1,
      [.scrollViewWillBeginDragging, .scrollViewDidScroll(contentOffset: Point(x: 0, y: 490))]
    ) {
      $0.isDragging = true
      $0.contentOffset.y = 490
    }
    // Finger down 70 pt (after the hysteresis): y = 500 − 70 = 430.
    store.send(
      .panChanged(translation: Vector(dx: 0, dy: 70)), at: 0.5,
      [.scrollViewDidScroll(contentOffset: Point(x: 0, y: 430))]
    ) { $0.contentOffset.y = 430 }
    // The finger rested, so the caller's estimator gives 0: target = current
    // offset, willDecelerate false, and nothing else (PHYSICS.md §5, row 2).
    store.send(
      .panEnded(translation: Vector(dx: 0, dy: 70), velocity: .zero), at: 1.2,
      [
        .scrollViewWillEndDragging(velocity: .zero, targetContentOffset: Point(x: 0, y: 430)),
        .scrollViewDidEndDragging(willDecelerate: false),
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isAtRest = true
    }
    #expect(store.frames(after: 1.2, through: 3).isEmpty)
    store.expectState { _ in }
  }

  /// A drag on the list from y = 500 released at `velocity` (finger, points per
  /// second) at 0.3 s; returns the store after the release.
  static func release(at velocity: Vector, _ callbacks: [ScrollViewCallback.Kind], decelerates: Bool)
    -> ScrollViewTestStore<NoScrollViewDelegate>
  {
    var store = ScrollViewTestStore(Self.list(offsetY: 500))
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: .zero), at: 0.1, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    store.send(.panEnded(translation: .zero, velocity: velocity), at: 0.3, callbacks) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = decelerates
      $0.isAtRest = !decelerates
    }
    return store
  }

  @Test func releaseBelow250PointsPerSecondDoesNotDecelerate() {
    // UIKit: a release inside the range with vx² + vy² < 0.0625 (pt/ms)² zeroes
    // the velocity and does not decelerate. 200 and 249.9 pt/s are below.
    for speed in [200.0, 249.9] {
      _ = Self.release(
        at: Vector(dx: 0, dy: -speed),
        [
          .scrollViewWillEndDragging(velocity: .zero, targetContentOffset: Point(x: 0, y: 500)),
          .scrollViewDidEndDragging(willDecelerate: false),
        ], decelerates: false)
    }
  }

  @Test func releaseAt250PointsPerSecondDecelerates() {
    // 0.25 pt/ms is not below the threshold: target 500 + 0.24/0.0020020027 =
    // 619.8798 → 1859.64 px → 1860 px → 620.0.
    var store = Self.release(
      at: Vector(dx: 0, dy: -250),
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: 0, dy: 0.25), targetContentOffset: Point(x: 0, y: 620)),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ], decelerates: true)
    let reference = ReferenceFrameDeceleration(x0: 500, v0: 250)
    let expected = reference.callbacks(release: 0.3, published: 500) { Point(x: 0, y: $0) }
    #expect(store.frames(after: 0.3, through: 3) == expected.callbacks)
    // 0.25·p^k < 0.01 from k = ⌊ln(0.04)/ln p⌋ + 1 = 97 (0.25·p^96 = 0.010164,
    // 0.25·p^97 = 0.009831); rest 500 + 0.25·499·(1 − p^97) = 619.8445 → 1859.53
    // px → 620.0: 0.04 pt short of the proposed 619.8798, within a pixel.
    #expect(reference.frameCount == 97)
    #expect(expected.last == 620)
  }

  @Test func aDiagonalReleaseCountsItsSpeedInThePlane() {
    // The pager scrolls both ways: (150, 200) pt/s is 250 pt/s in the plane,
    // so it decelerates although each component is below 250.
    var grid = ScrollView(
      boundsSize: Size(width: 390, height: 844), contentSize: Size(width: 3900, height: 8440),
      contentOffset: Point(x: 1000, y: 1000))
    grid.bounces = true
    var store = ScrollViewTestStore(grid)
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: .zero), at: 0.1, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    // x: 1000 + 0.14/0.0020020027 = 1069.9299 → 1070.0; y: 1000 + 0.19/… = 1094.9049 → 1095.0.
    store.send(
      .panEnded(translation: .zero, velocity: Vector(dx: -150, dy: -200)), at: 0.3,
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: 0.15, dy: 0.2), targetContentOffset: Point(x: 1070, y: 1095)),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
    // Both axes stop together, when 0.25·p^k < 0.01: k = 97 (see above), shown
    // at 0.3 + 96/60 = 1.9 s.
    let callbacks = store.framesUntilRest(after: 0.3)
    #expect(callbacks.last == ScrollViewCallback(time: 1.9, .scrollViewDidEndDecelerating))
  }

  /// Drags the list from y = 4000 up by 40 pt and releases at 3000 pt/s
  /// (content) at t = 0.1, heading past the 4156 edge.
  static func flingIntoBottomEdge(_ store: inout ScrollViewTestStore<NoScrollViewDelegate>) {
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(
      .panBegan(translation: Vector(dx: 0, dy: -10)), at: 0.05,
      [.scrollViewWillBeginDragging, .scrollViewDidScroll(contentOffset: Point(x: 0, y: 4010))]
    ) {
      $0.isDragging = true
      $0.contentOffset.y = 4010
    }
    store.send(
      .panChanged(translation: Vector(dx: 0, dy: -40)), at: 0.08,
      [.scrollViewDidScroll(contentOffset: Point(x: 0, y: 4040))]
    ) { $0.contentOffset.y = 4040 }
    // The rest 4040 + 2.99/0.0020020027 = 5533.5 lies past the edge, so the
    // proposal is clamped to 4156.
    store.send(
      .panEnded(translation: Vector(dx: 0, dy: -50), velocity: Vector(dx: 0, dy: -3000)), at: 0.1,
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: 0, dy: 3), targetContentOffset: Point(x: 0, y: 4156)),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
  }

  @Test func flingIntoAnEdgeWithBouncesOnOvershootsAndSettlesOnTheEdge() {
    var store = ScrollViewTestStore(Self.list(offsetY: 4000))
    Self.flingIntoBottomEdge(&store)
    // Frames of 60 Hz from 4040 at 3 pt/ms: after 2 frames 4136.6217; a third whole
    // frame would end at 4182.5682, past the edge 4156, so the edge is crossed
    // t_in = 16.667·(4156 − 4136.6217)/(4182.5682 − 4136.6217) = 7.03 ms into frame 3
    // at 2.7675 pt/ms, and the remaining 9.64 ms follow UIKit's law outside the range
    // (UIKIT-LAWS §7.1–7.2, third pass: Q = q(−0.01005·t), P = q(t·ln d),
    // y ← e + (y − e)·Q + (1 − P)·Q·d·v/(1 − d), v ← P·Q·v): frame 3 shows 4180.13 →
    // 4180.0, the bounce, not the edge. It peaks at 4248.64 → 4248.67 (92.67 pt
    // past, about 33.3 pt per pt/ms of edge speed), comes back from outside, and
    // frame 49 (0.8 s after the release) is the first within 0.5 pt of the edge with
    // v² < 1e-4: it pins to 4156 and DidEndDecelerating comes with it (§7.3).
    let callbacks = store.framesUntilRest(after: 0.1)
    let reference = ReferenceFrameDeceleration(x0: 4040, v0: 3000)
    let ys = scrolledOffsets(callbacks).map(\.y)
    // The first display frame (7/60) shows frame 2: pixel(4136.6217) = 4136.6667.
    #expect(ys.first == pixel(reference.positions[2]))
    #expect(ys.first == 4136 + 2.0 / 3)
    #expect(ys.dropFirst().first == 4180)
    let peak = ys.max()! - 4156
    #expect((peak - (92 + 2.0 / 3)).magnitude < 1e-6)
    #expect(ys.last == 4156)
    #expect(callbacks.last == ScrollViewCallback(time: 54.0 / 60, .scrollViewDidEndDecelerating))
    #expect(withoutScrolls(callbacks) == [.scrollViewDidEndDecelerating])
    store.expectState {
      $0.contentOffset.y = 4156
      $0.isDecelerating = false
      $0.isAtRest = true
    }
  }

  @Test func flingIntoAnEdgeWithBouncesOffStopsAtTheEdge() {
    var list = Self.list(offsetY: 4000)
    list.bounces = false
    var store = ScrollViewTestStore(list)
    Self.flingIntoBottomEdge(&store)
    // The wall is reached 0.023696 s after the release (see above): the frame at
    // 7/60 shows frame 2 (4136.6217 → 4136.6667); the frame at 8/60 (0.0333 s
    // after the release) is past the wall: the offset is the edge, the velocity
    // zero, and DidEndDecelerating fires (configurable).
    let callbacks = store.frames(after: 0.1, through: 1)
    #expect(
      callbacks == [
        ScrollViewCallback(time: 7.0 / 60, .scrollViewDidScroll(contentOffset: Point(x: 0, y: 4136 + 2.0 / 3))),
        ScrollViewCallback(time: 8.0 / 60, .scrollViewDidScroll(contentOffset: Point(x: 0, y: 4156))),
        ScrollViewCallback(time: 8.0 / 60, .scrollViewDidEndDecelerating),
      ])
    store.expectState {
      $0.contentOffset.y = 4156
      $0.isDecelerating = false
      $0.isAtRest = true
    }
  }

  /// Released 4 pt short of the bottom edge at 1.5 pt/ms with `bounces` off: the
  /// first frame would move 1.5·0.998·(1 − p)/0.002 = 24.558 pt (p = 0.9671899 at
  /// 60 Hz, d = 0.998), to 4176.56, past the edge 4156: the content stops exactly
  /// at the edge at the first display frame (UIKit clamps the offset to the
  /// boundary, Apple's documentation of `bounces`), and the deceleration ends.
  @Test func aFlingWhoseFirstFrameCrossesTheWallStopsAtTheWall() {
    var list = Self.list(offsetY: 4142)
    list.bounces = false
    var store = ScrollViewTestStore(list)
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(
      .panBegan(translation: Vector(dx: 0, dy: -10)), at: 0.05,
      [.scrollViewWillBeginDragging, .scrollViewDidScroll(contentOffset: Point(x: 0, y: 4152))]
    ) {
      $0.isDragging = true
      $0.contentOffset.y = 4152
    }
    // Proposal: 4152 + 1.49/0.0020020027 = 4896.3, clamped to 4156.
    store.send(
      .panEnded(translation: Vector(dx: 0, dy: -10), velocity: Vector(dx: 0, dy: -1500)), at: 0.1,
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: 0, dy: 1.5), targetContentOffset: Point(x: 0, y: 4156)),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
    let callbacks = store.frames(after: 0.1, through: 1)
    #expect(
      callbacks == [
        ScrollViewCallback(time: 7.0 / 60, .scrollViewDidScroll(contentOffset: Point(x: 0, y: 4156))),
        ScrollViewCallback(time: 7.0 / 60, .scrollViewDidEndDecelerating),
      ])
    store.expectState {
      $0.contentOffset.y = 4156
      $0.isDecelerating = false
      $0.isAtRest = true
    }
  }

  @Test func wallStopWithoutDidEndDeceleratingWhenSoConfigured() {
    var list = Self.list(offsetY: 4000)
    list.bounces = false
    list.configuration.notifiesDidEndDeceleratingAtWall = false
    var store = ScrollViewTestStore(list)
    Self.flingIntoBottomEdge(&store)
    let callbacks = store.frames(after: 0.1, through: 1)
    #expect(withoutScrolls(callbacks).isEmpty)
    #expect(scrolledOffsets(callbacks).last == Point(x: 0, y: 4156))
    store.expectState {
      $0.contentOffset.y = 4156
      $0.isDecelerating = false
      $0.isAtRest = true
    }
  }

  @Test func bouncesOffClampsTheDragAndAFlingOutwardsAtTheEdgeDoesNotMove() {
    var list = Self.list()
    list.bounces = false
    var store = ScrollViewTestStore(list)
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: .zero), at: 0.05, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    // Finger down 100 pt: raw −100 is clamped to the edge 0: no scroll.
    store.send(.panChanged(translation: Vector(dx: 0, dy: 100)), at: 0.1, [])
    // Release towards the outside at the edge: the deceleration would reach
    // the wall at once (t_e = 0), so nothing moves and willDecelerate is false.
    store.send(
      .panEnded(translation: Vector(dx: 0, dy: 120), velocity: Vector(dx: 0, dy: 1500)), at: 0.15,
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: 0, dy: -1.5), targetContentOffset: .zero),
        .scrollViewDidEndDragging(willDecelerate: false),
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isAtRest = true
    }
  }

  @Test func dragPastTheEdgeRubberBandsAndSnapsBackOnRelease() {
    var store = ScrollViewTestStore(Self.list())
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: .zero), at: 0.05, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    // Raw overscroll 100 pt, D = 844: f = 100·844·0.55/(844 + 55) = 51.6352 →
    // −154.905 px → −155 px → −51.6667 (PHYSICS.md §2).
    store.send(
      .panChanged(translation: Vector(dx: 0, dy: 100)), at: 0.1,
      [.scrollViewDidScroll(contentOffset: Point(x: 0, y: -155.0 / 3))]
    ) { $0.contentOffset.y = -155.0 / 3 }
    // Released at rest while overscrolled: the snap back counts as "continue
    // moving", so willDecelerate is true (PHYSICS.md §5) and the target is the
    // edge.
    store.send(
      .panEnded(translation: Vector(dx: 0, dy: 100), velocity: .zero), at: 0.2,
      [
        .scrollViewWillEndDragging(velocity: .zero, targetContentOffset: .zero),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
    let callbacks = store.framesUntilRest(after: 0.2)
    let ys = scrolledOffsets(callbacks).map(\.y)
    // Back to the edge without crossing it (a spring from rest toward the
    // edge), monotonically.
    #expect(ys.last == 0)
    #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(ys.allSatisfy { $0 <= 0 })
    #expect(withoutScrolls(callbacks) == [.scrollViewDidEndDecelerating])
    store.expectState {
      $0.contentOffset.y = 0
      $0.isDecelerating = false
      $0.isAtRest = true
    }
  }

  @Test func aNewDragOnAnOverscrolledOffsetContinuesFromTheRawOverscroll() {
    var store = ScrollViewTestStore(Self.list())
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: .zero), at: 0.05, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    store.send(
      .panChanged(translation: Vector(dx: 0, dy: 100)), at: 0.1,
      [.scrollViewDidScroll(contentOffset: Point(x: 0, y: -155.0 / 3))]
    ) { $0.contentOffset.y = -155.0 / 3 }
    store.send(
      .panEnded(translation: Vector(dx: 0, dy: 100), velocity: .zero), at: 0.2,
      [
        .scrollViewWillEndDragging(velocity: .zero, targetContentOffset: .zero),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
    // Caught before any frame: the offset stays −51.6667 (exact −51.6352) and
    // DidEndDecelerating fires on the catch (the default, PHYSICS.md §5).
    store.send(.touchDown, at: 0.2, [.scrollViewDidEndDecelerating]) {
      $0.isTracking = true
      $0.isDecelerating = false
    }
    store.send(.panBegan(translation: .zero), at: 0.25, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    // The raw overscroll is recovered with the inverse (100 pt); 50 pt more of
    // finger gives a raw overscroll of 150: f = 150·844·0.55/(844 + 82.5) =
    // 75.1538 → −225.46 px → −225 px → −75.0.
    store.send(
      .panChanged(translation: Vector(dx: 0, dy: 50)), at: 0.3,
      [.scrollViewDidScroll(contentOffset: Point(x: 0, y: -75))]
    ) { $0.contentOffset.y = -75 }
  }

  @Test func touchDownCatchesADeceleration() {
    for notifies in [true, false] {
      var list = Self.list()
      list.configuration.notifiesDidEndDeceleratingOnCatch = notifies
      var store = ScrollViewTestStore(list)
      store.send(.touchDown, at: 0, []) {
        $0.isTracking = true
        $0.isAtRest = false
      }
      store.send(.panBegan(translation: .zero), at: 0.05, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
      // Release at 1000 pt/s: target 0 + 0.99/0.0020020027 = 494.5048 →
      // 1483.51 px → 1484 px → 494.6667.
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
      let callbacks = store.frames(after: 0.1, through: 0.5)
      // At the frame 0.5 s (0.4 s after release) frame 1 + 24 = 25 is shown:
      // 499·(1 − 0.9671900^25) = 282.2820 → 846.85 px → 847 px → 282.3333.
      #expect(pixel(ReferenceFrameDeceleration(x0: 0, v0: 1000).position(0.4)) == 847.0 / 3)
      #expect(scrolledOffsets(callbacks).last == Point(x: 0, y: 847.0 / 3))
      store.expectState { $0.contentOffset.y = 847.0 / 3 }
      // The finger stops the content at once, where the last frame left it.
      store.send(.touchDown, at: 0.51, notifies ? [.scrollViewDidEndDecelerating] : []) {
        $0.isTracking = true
        $0.isDecelerating = false
      }
      #expect(store.frames(after: 0.51, through: 1).isEmpty)
      // Lifting without a pan: in range, not paging: nothing moves.
      store.send(.touchUp, at: 1.1, []) {
        $0.isTracking = false
        $0.isAtRest = true
      }
    }
  }

  @Test func scrollDisabledIgnoresTouchesAndPans() {
    var list = Self.list(offsetY: 100)
    list.isScrollEnabled = false
    var store = ScrollViewTestStore(list)
    store.send(.touchDown, at: 0, [])
    store.send(.panBegan(translation: .zero), at: 0.05, [])
    store.send(.panChanged(translation: Vector(dx: 0, dy: -50)), at: 0.1, [])
    store.send(.panEnded(translation: Vector(dx: 0, dy: -50), velocity: Vector(dx: 0, dy: -900)), at: 0.2, [])
    store.send(.touchUp, at: 0.2, [])
  }

  @Test func decelerationRateKeepsToItsTwoValues() {
    // UIKit: a rate set below 0.994 becomes .fast (0.99), any other .normal.
    var list = Self.list()
    for (raw, expected) in [(0.5, DecelerationRate.fast), (0.99, .fast), (0.9939, .fast), (0.994, .normal), (0.999, .normal)] {
      list.decelerationRate = DecelerationRate(rawValue: raw)!
      #expect(list.decelerationRate == expected, "\(raw)")
    }
  }

  @Test func fastRateDeceleratesLess() {
    var list = Self.list()
    list.decelerationRate = .fast
    var store = ScrollViewTestStore(list)
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: .zero), at: 0.05, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    // .fast: λ = −1000·ln 0.99 = 10.0503359; rest = (1000 − 10)/10.0503359 =
    // 98.5042 → 295.51 px → 296 px → 98.6667 (PHYSICS.md §1.2).
    store.send(
      .panEnded(translation: .zero, velocity: Vector(dx: 0, dy: -1000)), at: 0.1,
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: 0, dy: 1), targetContentOffset: Point(x: 0, y: 296.0 / 3)),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
    let callbacks = store.framesUntilRest(after: 0.1)
    // 60 Hz at 0.99: a = 16.667·ln 0.99 = −0.167506, p = 1 + a + a²/2 =
    // 0.846523; 1·p^k < 0.01 from k = ⌊ln 0.01/ln p⌋ + 1 = 28, shown at 0.1 +
    // 27/60 = 0.55 s. The rest 99·(1 − p^28) = 98.0678 → 98.0, 0.7 % short of
    // the proposed 98.6667.
    let reference = ReferenceFrameDeceleration(x0: 0, v0: 1000, d: 0.99)
    #expect(reference.frameCount == 28)
    #expect(scrolledOffsets(callbacks).last == Point(x: 0, y: 98))
    #expect(callbacks == reference.callbacks(release: 0.1, published: 0) { Point(x: 0, y: $0) }.callbacks)
    #expect(callbacks.last == ScrollViewCallback(time: 33.0 / 60, .scrollViewDidEndDecelerating))
  }
}
