import ScrollPhysics
import Testing

/// Paging scenarios: UIKit's 0.3 pt/ms target-page rule, its per-millisecond
/// settle, the clamped last page under each UIKit profile, and the snap back to a
/// page when a touch ends without a pan.
///
/// The pager: bounds 390 × 844 pt, content 1170 × 844 (three pages at x = 0,
/// 390, 780). The side menu of the tutorial: content 470 × 844 (390 + 80), so x
/// scrolls in 0…80 and the only pages are 0 and the clamped last page 80.
/// UIKit's settle at w = 390: pull = 3.59090909e-4 − 1.84659091e-7·390 =
/// 2.870744e-4 per ms², friction = 0.966818182 + 9.94318182e-6·390 = 0.970696.
/// Flutter's page spring (an option): m 0.5, k 100, ζ 1.1 → r₁ = −22.0371,
/// r₂ = −9.0756 (over-damped).
@Suite struct ScrollViewPagingTests {
  static func pager(offsetX: Double = 0) -> ScrollView {
    var scrollView = ScrollView(
      boundsSize: Size(width: 390, height: 844), contentSize: Size(width: 1170, height: 844),
      contentOffset: Point(x: offsetX, y: 0))
    scrollView.isPagingEnabled = true
    return scrollView
  }

  static func sideMenu(offsetX: Double = 0) -> ScrollView {
    var scrollView = ScrollView(
      boundsSize: Size(width: 390, height: 844), contentSize: Size(width: 470, height: 844),
      contentOffset: Point(x: offsetX, y: 0))
    scrollView.isPagingEnabled = true
    scrollView.bounces = false
    return scrollView
  }

  /// touchDown at 0, pan began at 0.05 with the finger exactly at the 10 pt
  /// hysteresis (translation zero), the finger moved left by `distance` at 0.1.
  static func dragLeft<D>(_ store: inout ScrollViewTestStore<D>, by distance: Double, from x: Double) {
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: .zero), at: 0.05, [.scrollViewWillBeginDragging]) {
      $0.isDragging = true
    }
    let expectedX = Swift.min(x + distance, store.scrollView.maximumContentOffset.x)
    store.send(
      .panChanged(translation: Vector(dx: -distance, dy: 0)), at: 0.1,
      expectedX == x ? [] : [.scrollViewDidScroll(contentOffset: Point(x: expectedX, y: 0))]
    ) { $0.contentOffset.x = expectedX }
  }

  @Test func flickAdvancesOnePageWithUIKitsSettle() {
    var store = ScrollViewTestStore(Self.pager())
    Self.dragLeft(&store, by: 100, from: 0)
    // p = 100/390 = 0.256; the content velocity 0.5 pt/ms > 0.3 → ceil(p) = 1
    // → 390. (The lift row's translation −130 moves nothing.)
    store.send(
      .panEnded(translation: Vector(dx: -130, dy: 0), velocity: Vector(dx: -500, dy: 0)), at: 0.12,
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
    let xs = scrolledOffsets(callbacks).map(\.x)
    // Frame 1 (16 ms, applied at the release) is shown by the display frame
    // 8/60 (0.0133 s after it): the first millisecond gives v = (0.5 +
    // 290·2.870744e-4)·0.970696 = 0.566156, x = 100.566; after 16 ms x =
    // 115.6716 → 115.6667; frame 2 (16 more whole ms, the fraction of the frame
    // dropped: UIKIT-LAWS §4.3, third pass) 141.1146 → 141.0; frame 3 171.0689 → 171.0.
    let reference = ReferencePagingSettle(from: 100, to: 390, v0: 500)
    let handComputed: [Double] = [115 + 2.0 / 3, 141, 171]
    #expect(Array(reference.positions.prefix(3)) == handComputed)
    #expect(Array(xs.prefix(3)) == handComputed)
    #expect(xs == reference.positions)
    // It rises to 390.67 past the target and comes back (the frames that show the
    // target or pass it do not finish the settle: §4.6).
    #expect(zip(xs.prefix(21), xs.prefix(22).dropFirst()).allSatisfy { $0 < $1 })
    #expect(xs.max() == 390 + 2.0 / 3)
    #expect(xs.last == 390)
    // 23 frames: frame k is shown (k − 1)/60 s after the release, by the first
    // display frame at or after it (0.12 + (k − 1)/60 ≤ (k + 7)/60), so the
    // last by the display frame 30/60.
    #expect(reference.positions.count == 23)
    #expect(callbacks.last == ScrollViewCallback(time: 30.0 / 60, .scrollViewDidEndDecelerating))
    #expect(withoutScrolls(callbacks) == [.scrollViewDidEndDecelerating])
    store.expectState {
      $0.contentOffset.x = 390
      $0.isDecelerating = false
      $0.isAtRest = true
    }
  }

  @Test func aShortFlickAboveTheThresholdTurnsThePage() {
    // UIKit: v > 0.3 pt/ms takes the next page however short the drag: 5 pt at
    // 0.31 pt/ms → ceil(5/390) = 1 → 390; at 0.29 pt/ms the nearest page, 0.
    for (speed, target) in [(310.0, 390.0), (290.0, 0.0)] {
      var store = ScrollViewTestStore(Self.pager())
      Self.dragLeft(&store, by: 5, from: 0)
      store.send(
        .panEnded(translation: Vector(dx: -5, dy: 0), velocity: Vector(dx: -speed, dy: 0)), at: 0.12,
        [
          .scrollViewWillEndDragging(
            velocity: Vector(dx: speed / 1000, dy: 0), targetContentOffset: Point(x: target, y: 0)),
          .scrollViewDidEndDragging(willDecelerate: true),
          .scrollViewWillBeginDecelerating,
        ]
      ) {
        $0.isTracking = false
        $0.isDragging = false
        $0.isDecelerating = true
      }
      #expect(scrolledOffsets(store.framesUntilRest(after: 0.12)).last == Point(x: target, y: 0))
    }
  }

  @Test func aHundredPointsPerSecondDoesNotTurnThePage() {
    // 100 pt/s is below 0.3 pt/ms: 100/390 = 0.256 → the nearest page, 0 (the
    // earlier ±0.5 rule with a 10 pt/s tolerance turned it).
    var store = ScrollViewTestStore(Self.pager())
    Self.dragLeft(&store, by: 100, from: 0)
    store.send(
      .panEnded(translation: Vector(dx: -100, dy: 0), velocity: Vector(dx: -100, dy: 0)), at: 0.12,
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: 0.1, dy: 0), targetContentOffset: .zero),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
    #expect(scrolledOffsets(store.framesUntilRest(after: 0.12)).last == .zero)
  }

  @Test func thePagingRuleReadsTheVelocityBeforeTheBlend() {
    // The blended release velocity is 0.2 pt/ms (no page turn by itself), but
    // the pan's velocity(in:) at the release is 0.4 pt/ms: the page turns; the
    // delegate sees the blended velocity.
    var store = ScrollViewTestStore(Self.pager())
    Self.dragLeft(&store, by: 100, from: 0)
    store.send(
      .panEnded(
        translation: Vector(dx: -100, dy: 0), velocity: Vector(dx: -200, dy: 0),
        pagingVelocity: Vector(dx: -400, dy: 0)), at: 0.12,
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: 0.2, dy: 0), targetContentOffset: Point(x: 390, y: 0)),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
  }

  @Test func nearestPageRuleIgnoresTheVelocity() {
    var pager = Self.pager()
    pager.configuration.pagingRule = .nearestPage
    var store = ScrollViewTestStore(pager)
    Self.dragLeft(&store, by: 100, from: 0)
    // Position only: 100/390 = 0.256 → page 0 (Chameleon's rule).
    store.send(
      .panEnded(translation: Vector(dx: -100, dy: 0), velocity: Vector(dx: -500, dy: 0)), at: 0.12,
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: 0.5, dy: 0), targetContentOffset: .zero),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
    let callbacks = store.framesUntilRest(after: 0.12)
    #expect(scrolledOffsets(callbacks).last == .zero)
    #expect(withoutScrolls(callbacks) == [.scrollViewDidEndDecelerating])
  }

  @Test func slowReleasePicksTheNearestPage() {
    // At rest UIKit's rule is the nearest page, floor(p + 0.5): 250/390 =
    // 0.641 → 390; 150/390 = 0.385 → 0.
    for (distance, target) in [(250.0, 390.0), (150.0, 0.0)] {
      var store = ScrollViewTestStore(Self.pager())
      Self.dragLeft(&store, by: distance, from: 0)
      store.send(
        .panEnded(translation: Vector(dx: -10 - distance, dy: 0), velocity: .zero), at: 0.5,
        [
          .scrollViewWillEndDragging(velocity: .zero, targetContentOffset: Point(x: target, y: 0)),
          .scrollViewDidEndDragging(willDecelerate: true),
          .scrollViewWillBeginDecelerating,
        ]
      ) {
        $0.isTracking = false
        $0.isDragging = false
        $0.isDecelerating = true
      }
      let callbacks = store.framesUntilRest(after: 0.5)
      #expect(scrolledOffsets(callbacks).last == Point(x: target, y: 0))
      store.expectState {
        $0.contentOffset.x = target
        $0.isDecelerating = false
        $0.isAtRest = true
      }
    }
  }

  @Test func releaseExactlyOnAPageDoesNotDecelerate() {
    // "if paging is turned on and the user has not paged perfectly already,
    // willDecelerate is YES" (Programming iOS 6, ch. 20): here it has.
    var store = ScrollViewTestStore(Self.pager())
    Self.dragLeft(&store, by: 390, from: 0)
    store.send(
      .panEnded(translation: Vector(dx: -400, dy: 0), velocity: .zero), at: 0.5,
      [
        .scrollViewWillEndDragging(velocity: .zero, targetContentOffset: Point(x: 390, y: 0)),
        .scrollViewDidEndDragging(willDecelerate: false),
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isAtRest = true
    }
  }

  @Test func flickPastTheLastPageIsClampedAndWithBouncesOffNeverLeavesTheRange() {
    // The side menu, menu open at 0; a fast flick left to hide it.
    var store = ScrollViewTestStore(Self.sideMenu())
    Self.dragLeft(&store, by: 40, from: 0)
    // v = 2 pt/ms > 0.3 → ceil(40/390) = 1 → 390, clamped to the range → 80.
    store.send(
      .panEnded(translation: Vector(dx: -40, dy: 0), velocity: Vector(dx: -2000, dy: 0)), at: 0.12,
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: 2, dy: 0), targetContentOffset: Point(x: 80, y: 0)),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
    // UIKit's settle from 40 at 2 pt/ms: frame 1 (16 ms) reaches 66.0936 →
    // 66.0; frame 2 (33 ms) 83.8338, past the range of an axis that does not
    // bounce: the settle finishes there, at the target 80.
    let callbacks = store.framesUntilRest(after: 0.12)
    let xs = scrolledOffsets(callbacks).map(\.x)
    #expect(ReferencePagingSettle(from: 40, to: 80, v0: 2000, range: 0...80).positions == [66, 80])
    #expect(xs == [66, 80])
    #expect(
      withoutScrolls(callbacks) == [.scrollViewDidEndDecelerating]
        && callbacks.last?.time == 9.0 / 60)
    store.expectState {
      $0.contentOffset.x = 80
      $0.isDecelerating = false
      $0.isAtRest = true
    }
  }

  @Test func flickPastTheLastPageWithBouncesOnOvershootsTheEdge() {
    var sideMenu = Self.sideMenu()
    sideMenu.bounces = true
    var store = ScrollViewTestStore(sideMenu)
    Self.dragLeft(&store, by: 40, from: 0)
    store.send(
      .panEnded(translation: Vector(dx: -40, dy: 0), velocity: Vector(dx: -2000, dy: 0)), at: 0.12,
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: 2, dy: 0), targetContentOffset: Point(x: 80, y: 0)),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
    // Not clamped: 16 ms per frame (UIKIT-LAWS §4.3, third pass), frame 2 at
    // 83.0125 → 83.0 crosses 80 at 0.85 pt/ms (an outward crossing never finishes),
    // peaks at 101.67 in frame 6 and comes back from above, finishing at frame 23
    // (the shown x is 80.33 before it; |v| < 0.01, the last |Δ| ≤ 1, within 5 pt: §4.6).
    let callbacks = store.framesUntilRest(after: 0.12)
    let xs = scrolledOffsets(callbacks).map(\.x)
    let reference = ReferencePagingSettle(from: 40, to: 80, v0: 2000)
    #expect(reference.positions.count == 23)
    #expect(reference.positions.max() == 101 + 2.0 / 3)
    #expect(xs == reference.positions)
    #expect(xs.last == 80)
  }

  // MARK: - Snap back to a page on touch up

  @Test func tapAtTheClampedLastPageSnapsToPageZeroUnderIOS7() {
    // The side menu hidden by code at 80 (not a multiple of 390). In the
    // tutorial's era the touch-up ran the nearest-page rule there too: 80/390 =
    // 0.205 → page 0, which opens the menu: the tutorial's bug (Stack Overflow
    // 4480512).
    var sideMenu = Self.sideMenu()
    sideMenu.configuration.profile = .ios7
    var store = ScrollViewTestStore(sideMenu)
    store.send(
      .setContentOffset(Point(x: 80, y: 0), animated: false), at: 0,
      [.scrollViewDidScroll(contentOffset: Point(x: 80, y: 0))]
    ) { $0.contentOffset.x = 80 }
    store.send(.touchDown, at: 0.9, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    // The settle is announced as a deceleration without dragging callbacks.
    store.send(.touchUp, at: 1.0, [.scrollViewWillBeginDecelerating]) {
      $0.isTracking = false
      $0.isDecelerating = true
    }
    let callbacks = store.framesUntilRest(after: 1.0)
    let xs = scrolledOffsets(callbacks).map(\.x)
    // UIKit's settle from 80 at rest, 16 whole ms per frame (UIKIT-LAWS §4.3, third
    // pass): frame 1 (applied at the touch-up) 77.3862 → 77.3333, frame 2 71.2792 →
    // 71.3333, frame 3 63.4879 → 63.3333; 22 frames: …, 1.0, 0.67, 0.33, 0.0 at
    // 0.333 s, and the finish (§4.6) at 0.350 s after the touch-up, which shows the
    // same 0 (no scrollViewDidScroll). The touch-up is on the 60 Hz grid, so the
    // first display frame after it (61/60) already shows frame 2.
    let reference = ReferencePagingSettle(from: 80, to: 0, v0: 0)
    let handComputed: [Double] = [77 + 1.0 / 3, 71 + 1.0 / 3, 63 + 1.0 / 3]
    #expect(Array(reference.positions.prefix(3)) == handComputed)
    #expect(reference.positions.suffix(2) == [0, 0])
    #expect(xs == Array(reference.positions.dropFirst().dropLast()))
    #expect(reference.positions.count == 22)
    #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 > $1 })
    #expect(callbacks.last == ScrollViewCallback(time: 81.0 / 60, .scrollViewDidEndDecelerating))
    #expect(withoutScrolls(callbacks) == [.scrollViewDidEndDecelerating])
    store.expectState {
      $0.contentOffset.x = 0
      $0.isDecelerating = false
      $0.isAtRest = true
    }
  }

  @Test func tapAtTheClampedLastPageStaysUnderIOS26() {
    // iOS 26: at or past the maximum offset with |v| ≤ 0.3, n = ceil(80/390) = 1
    // → 390, clamped to 80: the offset itself, so nothing moves.
    var store = ScrollViewTestStore(Self.sideMenu(offsetX: 80))
    store.send(.touchDown, at: 0.9, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.touchUp, at: 1.0, []) {
      $0.isTracking = false
      $0.isAtRest = true
    }
    #expect(store.frames(after: 1.0, through: 2).isEmpty)
  }

  @Test func tapOnAPageBoundaryDoesNothing() {
    var store = ScrollViewTestStore(Self.pager(offsetX: 390))
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.touchUp, at: 0.1, []) {
      $0.isTracking = false
      $0.isAtRest = true
    }
    #expect(store.frames(after: 0.1, through: 1).isEmpty)
  }

  @Test func tapOffAPageGoesToTheNearestPageNotTheFirst() {
    // 300/390 = 0.769 → page 1 = 390.
    var store = ScrollViewTestStore(Self.pager(offsetX: 300))
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.touchUp, at: 0.1, [.scrollViewWillBeginDecelerating]) {
      $0.isTracking = false
      $0.isDecelerating = true
    }
    let callbacks = store.framesUntilRest(after: 0.1)
    #expect(scrolledOffsets(callbacks).last == Point(x: 390, y: 0))
    #expect(withoutScrolls(callbacks) == [.scrollViewDidEndDecelerating])
  }

  @Test func snapOnTouchUpCanBeTurnedOff() {
    var sideMenu = Self.sideMenu(offsetX: 80)
    sideMenu.configuration.touchUpSettlesOffPageOffset = false
    var store = ScrollViewTestStore(sideMenu)
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.touchUp, at: 0.1, []) {
      $0.isTracking = false
      $0.isAtRest = true
    }
  }

  @Test func tapWithPagingOffDoesNotSnap() {
    var sideMenu = Self.sideMenu(offsetX: 80)
    sideMenu.isPagingEnabled = false
    var store = ScrollViewTestStore(sideMenu)
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.touchUp, at: 0.1, []) {
      $0.isTracking = false
      $0.isAtRest = true
    }
  }

  @Test func slowDragToTheHiddenEdgeSnapsTheMenuBackOpenUnderIOS7() {
    // The tutorial's first bug, with paging never turned off: the menu is
    // dragged fully hidden (x clamped to 80) and released at rest;
    // 80/390 = 0.205 → page 0, so it pops back out.
    var sideMenu = Self.sideMenu()
    sideMenu.configuration.profile = .ios7
    var store = ScrollViewTestStore(sideMenu)
    Self.dragLeft(&store, by: 120, from: 0)
    store.send(
      .panEnded(translation: Vector(dx: -120, dy: 0), velocity: .zero), at: 0.6,
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
    let callbacks = store.framesUntilRest(after: 0.6)
    #expect(scrolledOffsets(callbacks).last == .zero)
    store.expectState {
      $0.contentOffset.x = 0
      $0.isDecelerating = false
      $0.isAtRest = true
    }
  }

  @Test func slowDragToTheHiddenEdgeStaysHiddenUnderIOS26() {
    // iOS 26: at the maximum with |v| ≤ 0.3 → ceil(80/390) = 1 → clamped 80.
    var store = ScrollViewTestStore(Self.sideMenu())
    Self.dragLeft(&store, by: 120, from: 0)
    store.send(
      .panEnded(translation: Vector(dx: -120, dy: 0), velocity: Vector(dx: 200, dy: 0)), at: 0.6,
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: -0.2, dy: 0), targetContentOffset: Point(x: 80, y: 0)),
        .scrollViewDidEndDragging(willDecelerate: false),
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isAtRest = true
    }
  }

  @Test func aFastFlickBackFromTheClampedLastPageStillOpensUnderIOS26() {
    // v < −0.3 pt/ms: floor(p) = 0, whatever the profile.
    var store = ScrollViewTestStore(Self.sideMenu(offsetX: 80))
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: .zero), at: 0.05, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    store.send(
      .panChanged(translation: Vector(dx: 10, dy: 0)), at: 0.1, [.scrollViewDidScroll(contentOffset: Point(x: 70, y: 0))]
    ) { $0.contentOffset.x = 70 }
    store.send(
      .panEnded(translation: Vector(dx: 10, dy: 0), velocity: Vector(dx: 500, dy: 0)), at: 0.12,
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: -0.5, dy: 0), targetContentOffset: .zero),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
    #expect(scrolledOffsets(store.framesUntilRest(after: 0.12)).last == .zero)
  }

  @Test func aFlickDuringASettleTurnsThePageAfterThePreviousTarget() {
    // A flick to page 1, caught during its settle at x ≈ 141, flicked on again:
    // p = 141/390 = 0.36, but the view was paging forward, so n = 1 + 1 = 2 →
    // 780 (UIKit), not ceil(p) = 1.
    var store = ScrollViewTestStore(Self.pager())
    Self.dragLeft(&store, by: 100, from: 0)
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
    // Frames 8/60 and 9/60 show 115.6667 and 141.0 (see flickAdvancesOnePageWithUIKitsSettle).
    _ = store.frames(after: 0.12, through: 0.15)
    store.expectState { $0.contentOffset.x = 141 }
    store.send(.touchDown, at: 0.16, [.scrollViewDidEndDecelerating]) {
      $0.isTracking = true
      $0.isDecelerating = false
    }
    store.send(.panBegan(translation: .zero), at: 0.17, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    store.send(
      .panChanged(translation: Vector(dx: -10, dy: 0)), at: 0.18,
      [.scrollViewDidScroll(contentOffset: Point(x: 151, y: 0))]
    ) { $0.contentOffset.x = 151 }
    store.send(
      .panEnded(translation: Vector(dx: -10, dy: 0), velocity: Vector(dx: -800, dy: 0)), at: 0.19,
      [
        .scrollViewWillEndDragging(velocity: Vector(dx: 0.8, dy: 0), targetContentOffset: Point(x: 780, y: 0)),
        .scrollViewDidEndDragging(willDecelerate: true),
        .scrollViewWillBeginDecelerating,
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isDecelerating = true
    }
    #expect(scrolledOffsets(store.framesUntilRest(after: 0.19)).last == Point(x: 780, y: 0))
  }

  @Test func curveSettleWhenConfigured() {
    var pager = Self.pager()
    pager.configuration.pagingAnimation = .curve(duration: 0.25, curve: .easeInEaseOut)
    var store = ScrollViewTestStore(pager)
    Self.dragLeft(&store, by: 100, from: 0)
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
    // A 0.25 s curve from 0.12 ends at 0.37: the frame 23/60 = 0.3833 s is the
    // first at or after it (22/60 = 0.3667 is before).
    let callbacks = store.framesUntilRest(after: 0.12)
    #expect(callbacks.last == ScrollViewCallback(time: 23.0 / 60, .scrollViewDidEndDecelerating))
    #expect(scrolledOffsets(callbacks).last == Point(x: 390, y: 0))
  }
}
