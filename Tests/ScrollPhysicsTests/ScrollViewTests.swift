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

  @Test func flickWithoutPagingDeceleratesToTheClosedFormRest() {
    var store = ScrollViewTestStore(Self.list())
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    // The began translation (the hysteresis, 10 pt up) is the zero reference:
    // the content does not jump.
    store.send(.panBegan(translation: Vector(dx: 0, dy: -10)), at: 0.05, [.scrollViewWillBeginDragging]) {
      $0.isDragging = true
    }
    // y = 0 − (−30 − (−10)) = 20; dx = 3 moves nothing (x cannot scroll).
    store.send(
      .panChanged(translation: Vector(dx: 3, dy: -30)), at: 1.0 / 15,
      [.scrollViewDidScroll(contentOffset: Point(x: 0, y: 20))]
    ) { $0.contentOffset.y = 20 }
    // y = 0 − (−90 + 10) = 80. Finger velocity −2000 pt/s (up) → content
    // +2000 pt/s → WillEndDragging velocity +2.0 pt/ms. Proposed rest
    // 80 + (2000 − 10)/2.0020027 = 1074.0047 → 3222.014 px → 1074.0.
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
    // Frames at 60 Hz: each offset is pixel(80 + (2000/λ)(1 − e^(−λ(t − 0.1)))),
    // reported only when it changes; the motion stops at
    // t_stop = ln(2000/10)/λ = 2.6465 s after the release, i.e. at the frame
    // 165/60 = 2.75 s (164/60 = 2.7333 is before 0.1 + 2.6465 = 2.7465).
    let reference = ReferenceDeceleration(x0: 80, v0: 2000)
    var expected: [ScrollViewCallback] = []
    var last = 80.0
    for t in frameTimes(after: 0.1, through: 3, hz: 60) where t <= 2.75 {
      let y = pixel(reference.position(t - 0.1))
      if y != last { expected.append(ScrollViewCallback(time: t, .scrollViewDidScroll(contentOffset: Point(x: 0, y: y)))) }
      last = y
    }
    expected.append(ScrollViewCallback(time: 2.75, .scrollViewDidEndDecelerating))
    let callbacks = store.frames(after: 0.1, through: 3)
    #expect(callbacks == expected)
    #expect(last == 1074)
    store.expectState {
      $0.contentOffset.y = 1074
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
    store.send(.panBegan(translation: Vector(dx: 0, dy: 10)), at: 0.1, [.scrollViewWillBeginDragging]) {
      $0.isDragging = true
    }
    // Finger down 60 pt past the reference: y = 500 − 60 = 440.
    store.send(
      .panChanged(translation: Vector(dx: 0, dy: 70)), at: 0.5,
      [.scrollViewDidScroll(contentOffset: Point(x: 0, y: 440))]
    ) { $0.contentOffset.y = 440 }
    // The finger rested, so the caller's estimator gives 0: target = current
    // offset, willDecelerate false, and nothing else (PHYSICS.md §5, row 2).
    store.send(
      .panEnded(translation: Vector(dx: 0, dy: 70), velocity: .zero), at: 1.2,
      [
        .scrollViewWillEndDragging(velocity: .zero, targetContentOffset: Point(x: 0, y: 440)),
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

  @Test func releaseAtTheStopSpeedDoesNotDecelerate() {
    var store = ScrollViewTestStore(Self.list(offsetY: 500))
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: .zero), at: 0.1, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    // |v| = 10 pt/s is not above the 10 pt/s stop speed (PHYSICS.md §1.3):
    // velocity reported as 10/1000 = 0.01 pt/ms, no motion.
    store.send(
      .panEnded(translation: .zero, velocity: Vector(dx: 0, dy: -10)), at: 0.3,
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: 0, dy: 0.01), targetContentOffset: Point(x: 0, y: 500)),
        .scrollViewDidEndDragging(willDecelerate: false),
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isAtRest = true
    }
  }

  /// Drags the list from y = 4000 up by 40 pt and releases at 3000 pt/s
  /// (content) at t = 0.1, heading past the 4156 edge.
  static func flingIntoBottomEdge(_ store: inout ScrollViewTestStore<NoScrollViewDelegate>) {
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: Vector(dx: 0, dy: -10)), at: 0.05, [.scrollViewWillBeginDragging]) {
      $0.isDragging = true
    }
    // y = 4000 − (−50 + 10) = 4040. Unclamped rest 4040 + 2990/λ = 5533.5 lies
    // past the edge, so the proposal is clamped to 4156 (PHYSICS.md §5).
    store.send(
      .panEnded(translation: Vector(dx: 0, dy: -50), velocity: Vector(dx: 0, dy: -3000)), at: 0.1,
      [
        .scrollViewDidScroll(contentOffset: Point(x: 0, y: 4040)),
        .scrollViewWillEndDragging(velocity: Vector(dx: 0, dy: 3), targetContentOffset: Point(x: 0, y: 4156)),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.contentOffset.y = 4040
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
  }

  @Test func flingIntoAnEdgeWithBouncesOnOvershootsAndSettlesOnTheEdge() {
    var store = ScrollViewTestStore(Self.list(offsetY: 4000))
    Self.flingIntoBottomEdge(&store)
    // The edge is crossed at t_e = −ln(1 − λ·116/3000)/λ = 0.040245 s after the
    // release, at v_e = 3000 − λ·116 = 2767.77 pt/s; then the critically damped
    // spring y = v_e·s·e^(−10.9 s) peaks at v_e/(10.9·e) = 93.413 pt, and the
    // 60 Hz frames sample 93.403 pt of it (PHYSICS.md §3.1).
    let callbacks = store.framesUntilRest(after: 0.1)
    let reference = ReferenceDeceleration(x0: 4040, v0: 3000)
    let ys = scrolledOffsets(callbacks).map(\.y)
    // Before the edge the offsets follow the deceleration: 1/60 s after the
    // release pixel(4089.1750) = 4089.3333, 2/60 s: pixel(4136.7363) = 4136.6667.
    let expectedStart: [Double] = [pixel(reference.position(1.0 / 60)), pixel(reference.position(2.0 / 60))]
    let handComputed: [Double] = [4089 + 1.0 / 3, 4136 + 2.0 / 3]
    #expect(Array(ys.prefix(2)) == expectedStart)
    #expect(expectedStart == handComputed)
    let peak = ys.max()! - 4156
    #expect(peak > 93.0 && peak <= 93.42)
    #expect(ys.last == 4156)
    #expect(callbacks.last?.kind == .scrollViewDidEndDecelerating)
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
    // The wall is reached 0.040245 s after the release (t = 0.140245): frames at
    // 7/60 and 8/60 s follow the deceleration (4089.1750 → 4089.3333,
    // 4136.7363 → 4136.6667); the frame at 9/60 = 0.15 s is past the wall: the
    // offset is the edge, the velocity zero, and DidEndDecelerating fires
    // (PHYSICS.md §3.3, configurable).
    let callbacks = store.frames(after: 0.1, through: 1)
    #expect(
      callbacks == [
        ScrollViewCallback(time: 7.0 / 60, .scrollViewDidScroll(contentOffset: Point(x: 0, y: 4089 + 1.0 / 3))),
        ScrollViewCallback(time: 8.0 / 60, .scrollViewDidScroll(contentOffset: Point(x: 0, y: 4136 + 2.0 / 3))),
        ScrollViewCallback(time: 9.0 / 60, .scrollViewDidScroll(contentOffset: Point(x: 0, y: 4156))),
        ScrollViewCallback(time: 9.0 / 60, .scrollViewDidEndDecelerating),
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
      // Release at 1000 pt/s: rest 0 + 990/λ = 494.5048 → 1483.51 px → 1484 px
      // → 494.6667.
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
      // At the frame 0.5 s (0.4 s after release): 1000/λ·(1 − e^(−0.80080)) =
      // 275.2398 → 825.72 px → 826 px → 275.3333.
      #expect(scrolledOffsets(callbacks).last == Point(x: 0, y: 826.0 / 3))
      store.expectState { $0.contentOffset.y = 826.0 / 3 }
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
    #expect(scrolledOffsets(callbacks).last == Point(x: 0, y: 296.0 / 3))
    // t_stop = ln(100)/10.0503359 = 0.45821 s, i.e. t = 0.55821 → the frame
    // 34/60 = 0.5667 s (33/60 = 0.55 is before it).
    #expect(callbacks.last == ScrollViewCallback(time: 34.0 / 60, .scrollViewDidEndDecelerating))
  }
}
