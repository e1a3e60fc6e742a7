import ScrollPhysics
import Testing

/// Paging scenarios (PHYSICS.md §4): the ±0.5-page rule, the page spring, the
/// clamped last page, and the snap back to a page when a touch ends without a
/// pan.
///
/// The pager: bounds 390 × 844 pt, content 1170 × 844 (three pages at x = 0,
/// 390, 780). The side menu of the tutorial: content 470 × 844 (390 + 80), so x
/// scrolls in 0…80 and the only pages are 0 and the clamped last page 80.
/// Flutter's page spring: m 0.5, k 100, ζ 1.1 → c = 15.556, r₁ = −22.0371,
/// r₂ = −9.0756 (PHYSICS.md §7, over-damped).
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

  /// touchDown at 0, pan began at 0.05 with the 10 pt hysteresis, the finger
  /// moved left by `distance` past it at 0.1.
  static func dragLeft<D>(_ store: inout ScrollViewTestStore<D>, by distance: Double, from x: Double) {
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: Vector(dx: -10, dy: 0)), at: 0.05, [.scrollViewWillBeginDragging]) {
      $0.isDragging = true
    }
    let expectedX = Swift.min(x + distance, store.scrollView.maximumContentOffset.x)
    store.send(
      .panChanged(translation: Vector(dx: -10 - distance, dy: 0)), at: 0.1,
      expectedX == x ? [] : [.scrollViewDidScroll(contentOffset: Point(x: expectedX, y: 0))]
    ) { $0.contentOffset.x = expectedX }
  }

  @Test func flickAdvancesOnePageWithThePageSpring() {
    var store = ScrollViewTestStore(Self.pager())
    Self.dragLeft(&store, by: 100, from: 0)
    // p = 100/390 + 0.5 = 0.756 (content velocity +500 > 10) → page 1 → 390.
    store.send(
      .panEnded(translation: Vector(dx: -110, dy: 0), velocity: Vector(dx: -500, dy: 0)), at: 0.12,
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
    // x0 = 100 − 390 = −290, v0 = 500: C2 = (500 − r₁·(−290))/(r₂ − r₁) =
    // −454.48, C1 = 164.48. Frames 8/60, 9/60, 10/60 (t = 0.01333, 0.03,
    // 0.04667 s after the release): 109.9225 → 110.0, 128.7621 → 128.6667,
    // 151.2513 → 151.3333.
    let spring = ReferenceOverdampedSpring(pageSpringFrom: 100, to: 390, velocity: 500)
    let expectedStart: [Double] = [8.0, 9, 10].map { pixel(spring.position($0 / 60 - 0.12)) }
    let handComputed: [Double] = [110, 128 + 2.0 / 3, 151 + 1.0 / 3]
    #expect(Array(xs.prefix(3)) == expectedStart)
    #expect(expectedStart == handComputed)
    // C1 and C2 have opposite signs and the crossing time is negative: the
    // approach is monotonic and never overshoots 390.
    #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 })
    #expect(xs.last == 390)
    #expect(withoutScrolls(callbacks) == [.scrollViewDidEndDecelerating])
    store.expectState {
      $0.contentOffset.x = 390
      $0.isDecelerating = false
      $0.isAtRest = true
    }
  }

  @Test func nearestPageRuleIgnoresTheVelocity() {
    var pager = Self.pager()
    pager.configuration.pagingRule = .nearestPage
    var store = ScrollViewTestStore(pager)
    Self.dragLeft(&store, by: 100, from: 0)
    // Position only: 100/390 = 0.256 → page 0 (Chameleon's rule).
    store.send(
      .panEnded(translation: Vector(dx: -110, dy: 0), velocity: Vector(dx: -500, dy: 0)), at: 0.12,
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
    // At rest the ±0.5 rule is the nearest page: 250/390 = 0.641 → 390;
    // 150/390 = 0.385 → 0.
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
    // p = 40/390 + 0.5 = 0.603 → page 1 = 390, clamped to the range → 80.
    store.send(
      .panEnded(translation: Vector(dx: -50, dy: 0), velocity: Vector(dx: -2000, dy: 0)), at: 0.12,
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
    // x0 = 40 − 80 = −40, v0 = 2000: C2 = (2000 − r₁·(−40))/(r₂ − r₁) = 86.30,
    // C1 = −126.30; the free spring crosses 80 at t = ln(−C2/C1)/(r₁ − r₂) =
    // 0.0294 s and overshoots. With bounces off the offset is clamped to 80.
    let callbacks = store.framesUntilRest(after: 0.12)
    let xs = scrolledOffsets(callbacks).map(\.x)
    #expect(xs.allSatisfy { $0 >= 0 && $0 <= 80 })
    #expect(xs.last == 80)
    #expect(withoutScrolls(callbacks) == [.scrollViewDidEndDecelerating])
    store.expectState {
      $0.contentOffset.x = 80
      $0.isDecelerating = false
      $0.isAtRest = true
    }
    // PHYSICS.md §3.3: with bounces off the content stops at the wall and the motion
    // ends there. The free spring crosses 80 at 0.12 + 0.0294 = 0.1494 s; the first
    // 60 Hz frame after it (0.15 s) publishes 80 and ends the deceleration in the
    // same frame, instead of waiting for the overshooting spring to come back.
    let end = callbacks.first { $0.kind == .scrollViewDidEndDecelerating }
    let reachedEdge = callbacks.first { $0.kind == .scrollViewDidScroll(contentOffset: Point(x: 80, y: 0)) }
    #expect(end?.time == reachedEdge?.time)
    #expect(abs((end?.time ?? 0) - 0.15) < 1e-9)
  }

  @Test func flickPastTheLastPageWithBouncesOnOvershootsTheEdge() {
    var sideMenu = Self.sideMenu()
    sideMenu.bounces = true
    var store = ScrollViewTestStore(sideMenu)
    Self.dragLeft(&store, by: 40, from: 0)
    store.send(
      .panEnded(translation: Vector(dx: -50, dy: 0), velocity: Vector(dx: -2000, dy: 0)), at: 0.12,
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
    // Same spring as above, not clamped: it passes 80 after 0.0294 s.
    let callbacks = store.framesUntilRest(after: 0.12)
    let xs = scrolledOffsets(callbacks).map(\.x)
    let spring = ReferenceOverdampedSpring(pageSpringFrom: 40, to: 80, velocity: 2000)
    #expect(xs.max()! > 80)
    #expect(xs.max()! <= pixel(spring.position(Elementary.log(spring.c1 * spring.r1 / (-spring.c2 * spring.r2)) / (spring.r2 - spring.r1))) + 1.0 / 3)
    #expect(xs.last == 80)
  }

  // MARK: - Snap back to a page on touch up

  @Test func tapOffAPageBoundarySnapsToTheNearestPage() {
    // The side menu hidden by code at 80 (not a multiple of 390): a tap snaps
    // it to page 0, which opens the menu: the tutorial's bug
    // (Stack Overflow 4480512, PHYSICS.md §4).
    var store = ScrollViewTestStore(Self.sideMenu())
    store.send(
      .setContentOffset(Point(x: 80, y: 0), animated: false), at: 0,
      [.scrollViewDidScroll(contentOffset: Point(x: 80, y: 0))]
    ) { $0.contentOffset.x = 80 }
    store.send(.touchDown, at: 0.9, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    // 80/390 = 0.205 → page 0. The settle is announced as a deceleration
    // without dragging callbacks (docs/scroll-view.md, "Snap back on touch up").
    store.send(.touchUp, at: 1.0, [.scrollViewWillBeginDecelerating]) {
      $0.isTracking = false
      $0.isDecelerating = true
    }
    let callbacks = store.framesUntilRest(after: 1.0)
    let xs = scrolledOffsets(callbacks).map(\.x)
    // Page spring from 80 to 0 at rest: C2 = (0 − r₁·80)/(r₂ − r₁) = 136.02,
    // C1 = −56.02. Frames 61/60, 62/60, 63/60: 78.1252 → 78.0,
    // 73.6379 → 73.6667, 67.7888 → 67.6667.
    let spring = ReferenceOverdampedSpring(pageSpringFrom: 80, to: 0, velocity: 0)
    let expectedStart: [Double] = [61.0, 62, 63].map { pixel(spring.position($0 / 60 - 1)) }
    let handComputed: [Double] = [78, 73 + 2.0 / 3, 67 + 2.0 / 3]
    #expect(Array(xs.prefix(3)) == expectedStart)
    #expect(expectedStart == handComputed)
    #expect(xs.last == 0)
    #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 > $1 })
    #expect(withoutScrolls(callbacks) == [.scrollViewDidEndDecelerating])
    store.expectState {
      $0.contentOffset.x = 0
      $0.isDecelerating = false
      $0.isAtRest = true
    }
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

  @Test func slowDragToTheHiddenEdgeSnapsTheMenuBackOpen() {
    // The tutorial's first bug, with paging never turned off: the menu is
    // dragged fully hidden (x clamped to 80) and released at rest;
    // 80/390 = 0.205 → page 0, so it pops back out.
    var store = ScrollViewTestStore(Self.sideMenu())
    Self.dragLeft(&store, by: 120, from: 0)
    store.send(
      .panEnded(translation: Vector(dx: -130, dy: 0), velocity: .zero), at: 0.6,
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

  @Test func curveSettleWhenConfigured() {
    var pager = Self.pager()
    pager.configuration.pagingAnimation = .curve(duration: 0.25, curve: .easeInEaseOut)
    var store = ScrollViewTestStore(pager)
    Self.dragLeft(&store, by: 100, from: 0)
    store.send(
      .panEnded(translation: Vector(dx: -110, dy: 0), velocity: Vector(dx: -500, dy: 0)), at: 0.12,
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
