import Gestures
import ScrollPhysics
import Testing

/// Scenario tests of the tutorial's controller as the scroll view's delegate, driving
/// the scroll view input by input and asserting every callback and the state after each
/// (PHYSICS.md §5 gives the callback orders; the tutorial gives the delegate code).
@Suite struct SideMenuControllerTests {
  let geometry = SideMenuGeometry()

  /// A launched controller and scroll view: the first layout ran at t = 0.
  func launched(_ variant: SideMenuVariant) -> (SideMenuController, ScrollView, [ScrollViewCallback]) {
    var scrollView = SideMenuController.makeScrollView(geometry: geometry)
    var controller = SideMenuController(variant: variant, geometry: geometry)
    var callbacks: [ScrollViewCallback] = []
    controller.layoutChanged(to: geometry, scrollView: &scrollView, at: 0, into: &callbacks)
    return (controller, scrollView, callbacks)
  }

  /// Sends `input` at `time` and returns the callbacks it caused.
  func send(
    _ input: ScrollViewInput, at time: Double, _ scrollView: inout ScrollView, _ controller: inout SideMenuController
  ) -> [ScrollViewCallback] {
    scrollView.handle(input, at: time, delegate: &controller)
  }

  /// Runs 120 Hz frames from `start` until the scroll view is at rest (at most 5 s).
  func settle(
    from start: Double, _ scrollView: inout ScrollView, _ controller: inout SideMenuController
  ) -> [ScrollViewCallback] {
    var all: [ScrollViewCallback] = []
    var k = 1
    while !scrollView.isAtRest && k <= 600 {
      all += send(.frame, at: start + Double(k) / 120, &scrollView, &controller)
      k += 1
    }
    return all
  }

  /// Drags the content from the hidden offset 80 to 0 (the finger moves 90 points right:
  /// 10 of hysteresis, then 80 of content) and lifts at rest at t = 1.5.
  func dragOpen(_ scrollView: inout ScrollView, _ controller: inout SideMenuController) -> [ScrollViewCallback] {
    var all = send(.touchDown, at: 1, &scrollView, &controller)
    all += send(.panBegan(translation: Vector(dx: 0, dy: 0)), at: 1.1, &scrollView, &controller)
    all += send(.panChanged(translation: Vector(dx: 80, dy: 0)), at: 1.2, &scrollView, &controller)
    all += send(.panEnded(translation: Vector(dx: 80, dy: 0), velocity: .zero), at: 1.5, &scrollView, &controller)
    return all
  }

  @Test(arguments: SideMenuVariant.allCases)
  func launchHidesTheMenuWithoutAnimation(_ variant: SideMenuVariant) {
    // viewDidLoad / viewDidLayoutSubviews: hideOrShowMenu(false, animated: false) sets the offset
    // to the menu width, 80, at once: one scrollViewDidScroll and no end callback (PHYSICS.md §5).
    let (controller, scrollView, callbacks) = launched(variant)
    #expect(callbacks == [ScrollViewCallback(time: 0, .scrollViewDidScroll(contentOffset: Point(x: 80, y: 0)))])
    #expect(scrollView.contentOffset == Point(x: 80, y: 0))
    #expect(!controller.showingMenu)
    #expect(!scrollView.bounces)
    // From paging-toggle on, DidScroll sets pagingEnabled = 80 < 470 − 390 = false; in paging it stays on.
    #expect(scrollView.isPagingEnabled == (variant == .paging))
  }

  @Test func fixedSetsShowingMenuInDidScroll() {
    var (controller, scrollView, _) = launched(.fixed)
    #expect(send(.touchDown, at: 1, &scrollView, &controller) == [])
    #expect(send(.panBegan(translation: .zero), at: 1.1, &scrollView, &controller)
      == [ScrollViewCallback(time: 1.1, .scrollViewWillBeginDragging)])
    // Half open: offset 80 − 40 = 40 ≠ 80, so showingMenu becomes true; paging back on (40 < 80).
    #expect(send(.panChanged(translation: Vector(dx: 40, dy: 0)), at: 1.2, &scrollView, &controller)
      == [ScrollViewCallback(time: 1.2, .scrollViewDidScroll(contentOffset: Point(x: 40, y: 0)))])
    #expect(controller.showingMenu && scrollView.isPagingEnabled)
    // Back to 80: showingMenu false again, paging off.
    #expect(send(.panChanged(translation: Vector(dx: 0, dy: 0)), at: 1.3, &scrollView, &controller)
      == [ScrollViewCallback(time: 1.3, .scrollViewDidScroll(contentOffset: Point(x: 80, y: 0)))])
    #expect(!controller.showingMenu && !scrollView.isPagingEnabled)
  }

  @Test func hamburgerStepNeverReadsTheOffset() {
    // Step 3 sets showingMenu only in hideOrShowMenu: a drag that opens the menu leaves it false.
    var (controller, scrollView, _) = launched(.hamburger)
    let callbacks = dragOpen(&scrollView, &controller)
    // PHYSICS.md §5, "drag, release at rest, in range, on page": WillBeginDragging → DidScroll →
    // WillEndDragging(0, current) → DidEndDragging(false), nothing else.
    #expect(callbacks == [
      ScrollViewCallback(time: 1.1, .scrollViewWillBeginDragging),
      ScrollViewCallback(time: 1.2, .scrollViewDidScroll(contentOffset: Point(x: 0, y: 0))),
      ScrollViewCallback(time: 1.5, .scrollViewWillEndDragging(velocity: .zero, targetContentOffset: Point(x: 0, y: 0))),
      ScrollViewCallback(time: 1.5, .scrollViewDidEndDragging(willDecelerate: false)),
    ])
    #expect(scrollView.contentOffset.x == 0)
    #expect(!controller.showingMenu)
  }

  @Test func endDeceleratingUpdatesOnlyAfterADeceleration() {
    // A drag that rests at the edge: no deceleration, no DidEndDecelerating, showingMenu stays false.
    var (rested, restedScroll, _) = launched(.endDecelerating)
    let restedCallbacks = dragOpen(&restedScroll, &rested)
    #expect(!restedCallbacks.contains { $0.kind == .scrollViewDidEndDecelerating })
    #expect(restedScroll.contentOffset.x == 0 && !rested.showingMenu)

    // A release half way with 500 pt/s to the right: the content moves towards offset 0 at
    // 0.5 pt/ms, paging settles on page 0 and ends with DidEndDecelerating, which sets
    // showingMenu = (offset ≠ 80) = true.
    var (flicked, flickedScroll, _) = launched(.endDecelerating)
    _ = send(.touchDown, at: 1, &flickedScroll, &flicked)
    _ = send(.panBegan(translation: .zero), at: 1.1, &flickedScroll, &flicked)
    _ = send(.panChanged(translation: Vector(dx: 40, dy: 0)), at: 1.2, &flickedScroll, &flicked)
    let release = send(
      .panEnded(translation: Vector(dx: 40, dy: 0), velocity: Vector(dx: 500, dy: 0)), at: 1.2, &flickedScroll, &flicked)
    #expect(release.map(\.kind.name) == ["scrollViewWillEndDragging", "scrollViewDidEndDragging", "scrollViewWillBeginDecelerating"])
    if case .scrollViewWillEndDragging(let velocity, _) = release.first?.kind {
      #expect(abs(velocity.dx - -0.5) < 1e-12)
    }
    #expect(!flicked.showingMenu)
    let settle = settle(from: 1.2, &flickedScroll, &flicked)
    #expect(settle.last?.kind == .scrollViewDidEndDecelerating)
    #expect(flickedScroll.contentOffset.x == 0)
    #expect(flicked.showingMenu)
  }

  @Test func hideOrShowMenuSetsShowingMenuBeforeTheOffsetMoves() {
    // CLARIFICATIONS.md: hideOrShowMenu sets showingMenu at once; the animated offset change has not
    // moved yet, and no scrollViewDidScroll is faked to make them agree.
    var (controller, scrollView, _) = launched(.fixed)
    var callbacks: [ScrollViewCallback] = []
    controller.hideOrShowMenu(true, animated: true, scrollView: &scrollView, at: 1, into: &callbacks)
    #expect(callbacks == [])
    #expect(controller.showingMenu && scrollView.contentOffset.x == 80)
    // The animation then runs (PHYSICS.md §5: DidScroll* → DidEndScrollingAnimation, never
    // DidEndDecelerating) and ends at 0 with showingMenu true.
    let rest = settle(from: 1, &scrollView, &controller)
    #expect(rest.last?.kind == .scrollViewDidEndScrollingAnimation)
    #expect(rest.dropLast().allSatisfy { $0.kind.name == "scrollViewDidScroll" })
    #expect(!rest.isEmpty && scrollView.contentOffset.x == 0 && controller.showingMenu)
  }

  @Test func hamburgerTapTogglesShowingMenu() {
    // hideOrShowMenu(!showingMenu, animated: true): from launch (false) it shows the menu.
    var (controller, scrollView, _) = launched(.hamburger)
    var callbacks: [ScrollViewCallback] = []
    #expect(controller.hamburgerTapped(scrollView: &scrollView, at: 1, into: &callbacks))
    _ = settle(from: 1, &scrollView, &controller)
    #expect(scrollView.contentOffset.x == 0 && controller.showingMenu)
    // And the next tap hides it.
    #expect(!controller.hamburgerTapped(scrollView: &scrollView, at: 2, into: &callbacks))
    _ = settle(from: 2, &scrollView, &controller)
    #expect(scrollView.contentOffset.x == 80 && !controller.showingMenu)
  }

  @Test func layoutChangeReappliesShowingMenu() {
    // A rotation to 844 × 390: content = 844 + 80 = 924 wide; viewDidLayoutSubviews calls
    // hideOrShowMenu(showingMenu, animated: false).
    let landscape = SideMenuGeometry(viewport: Size(width: 844, height: 390))
    // In `hamburger` a drag-opened menu has showingMenu false: the rotation closes it.
    var (stale, staleScroll, _) = launched(.hamburger)
    _ = dragOpen(&staleScroll, &stale)
    var callbacks: [ScrollViewCallback] = []
    stale.layoutChanged(to: landscape, scrollView: &staleScroll, at: 3, into: &callbacks)
    #expect(callbacks == [ScrollViewCallback(time: 3, .scrollViewDidScroll(contentOffset: Point(x: 80, y: 0)))])
    #expect(staleScroll.contentSize == Size(width: 924, height: 390))
    #expect(staleScroll.boundsSize == Size(width: 844, height: 390))
    // In `fixed` showingMenu is true: the offset stays 0 (unchanged, so no DidScroll).
    var (fixed, fixedScroll, _) = launched(.fixed)
    _ = dragOpen(&fixedScroll, &fixed)
    callbacks = []
    fixed.layoutChanged(to: landscape, scrollView: &fixedScroll, at: 3, into: &callbacks)
    #expect(callbacks == [])
    #expect(fixedScroll.contentOffset.x == 0 && fixed.showingMenu)
  }

  @Test func menuRowSelectionHidesTheMenuAnimated() {
    var (controller, scrollView, _) = launched(.paging)
    _ = dragOpen(&scrollView, &controller)
    var callbacks: [ScrollViewCallback] = []
    controller.menuRowSelected(3, scrollView: &scrollView, at: 2, into: &callbacks)
    let rest = settle(from: 2, &scrollView, &controller)
    #expect(rest.last?.kind == .scrollViewDidEndScrollingAnimation)
    #expect(scrollView.contentOffset.x == 80 && !controller.showingMenu)
  }
}
