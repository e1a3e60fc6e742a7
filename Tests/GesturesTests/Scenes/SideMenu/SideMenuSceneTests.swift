import Gestures
import ScrollPhysics
import Testing

/// The whole scene driven by touches: recognizers, scroll view, controller, frames.
/// Expected outcomes come from the tutorial's description of each step and bug.
@Suite struct SideMenuSceneTests {
  /// The launch state, then the fast flick of traces/fastswipe.csv opens the menu with the flip.
  @Test func fastSwipeOpensTheMenuFromLaunch() throws {
    let trace = try loadTrace("fastswipe.csv")
    #expect(trace.metadata.refresh == 120)
    let (run, records) = try runSideMenu(trace.events, variant: .fixed, refreshRate: trace.metadata.refresh ?? 60)
    let frames = records.frames
    // Launch: hidden (offset 80), fraction 0, the menu edge-on at screen x = 0.
    let first = try #require(frames.first)
    #expect(first.contentOffsetX == 80 && first.menuFraction == 0 && first.menuAlpha == 0)
    #expect(first.menuQuad.corners.allSatisfy { abs($0.x) < 1e-9 })
    // Rest: open (offset 0), fraction 1, alpha 1, hamburger at π/2, the quad is the container frame.
    #expect(run.cameToRest)
    #expect(run.final.contentOffsetX == 0 && run.final.showingMenu)
    #expect(run.final.menuFraction == 1 && run.final.menuAlpha == 1)
    #expect(abs(run.final.hamburgerAngle - Double.pi / 2) < 1e-12)
    let quad = run.final.menuQuad
    #expect(abs(quad.topLeft.x) < 1e-9 && abs(quad.topLeft.y) < 1e-9)
    #expect(abs(quad.bottomRight.x - 80) < 1e-9 && abs(quad.bottomRight.y - 844) < 1e-9)
    // The flick only opens: the fraction never decreases, and the flip shows in several frames.
    for (a, b) in zip(frames, frames.dropFirst()) {
      #expect(b.menuFraction >= a.menuFraction, "\(a.time) → \(b.time)")
    }
    #expect(frames.filter { $0.menuFraction > 0 && $0.menuFraction < 1 }.count >= 3)
    // The drag releases with velocity (the trace moves at 1600 pt/s at the lift): paging settles
    // the rest of the way, announced as a deceleration (PHYSICS.md §5, first row).
    let names = records.callbacks.map(\.kind.name).filter { $0 != "scrollViewDidScroll" }
    #expect(names == [
      "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
      "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating",
    ])
    let release = records.callbacks.first { $0.kind.name == "scrollViewWillEndDragging" }
    if case .scrollViewWillEndDragging(let velocity, _)? = release?.kind {
      // 1600 pt/s to the right is −1.6 pt/ms for the content offset; the estimator may differ a little.
      #expect(velocity.dx < -1.4 && velocity.dx > -1.8)
    }
    // The records come in time order.
    for (a, b) in zip(records, records.dropFirst()) { #expect(a.time <= b.time) }
  }

  @Test func restingStateDoesNotDependOnTheRefreshRate() throws {
    let trace = try loadTrace("fastswipe.csv")
    let at60 = try runSideMenu(trace.events, variant: .fixed, refreshRate: 60).summary
    let at120 = try runSideMenu(trace.events, variant: .fixed, refreshRate: 120).summary
    #expect(at60.final.contentOffsetX == at120.final.contentOffsetX)
    #expect(at60.final.showingMenu == at120.final.showingMenu)
    #expect(at60.callbackCount("scrollViewDidEndDecelerating") == 1)
    #expect(at120.callbackCount("scrollViewDidEndDecelerating") == 1)
  }

  /// traces/frame-grid-drag.csv: a drag whose samples fall on the 120 Hz frame instants, written with
  /// six decimals, so that every third one reads back a fraction of a microsecond after its frame's
  /// computed time (0.116667 > 0.1 + 2/120 = 0.11666666666666667). Each sample is part of its frame.
  @Test func everySampleOnAFrameInstantShowsInItsFrame() throws {
    let trace = try loadTrace("frame-grid-drag.csv")
    #expect(trace.metadata.refresh == 120)
    let (run, records) = try runSideMenu(trace.events, variant: .fixed, refreshRate: 120)
    let dragging = records.frames.filter(\.isDragging)
    // By hand: the pan begins at the first move (x 100 → 112: 12 pt ≥ the 10 pt hysteresis) with its
    // translation less the hysteresis, 2 pt, which UIKit's scroll view applies at the began event
    // (docs/scroll-view.md: the content trails the finger by exactly the hysteresis): 80 − 2 = 78.
    // Then 12 pt per sample: 78 − 12·(k − 1) for k = 1…7, and the eighth sample (x = 196) is clamped
    // at 0 (bounces off). One frame per sample, none lost.
    #expect(dragging.map(\.contentOffsetX) == [78, 66, 54, 42, 30, 18, 6, 0])
    // Each frame is at its sample's time (within the microsecond): frame k of the grid, or the sample
    // itself when it came just after the frame's grid time.
    let samples = trace.events.dropFirst().prefix(8).map(\.time)
    for (frame, sample) in zip(dragging, samples) {
      #expect(abs(frame.time - sample) <= 1e-6, "frame \(frame.time), sample \(sample)")
      #expect(frame.time >= sample)
    }
    #expect(run.cameToRest && run.final.contentOffsetX == 0 && run.final.showingMenu)
  }

  // MARK: - The menu that pops back out

  /// Drag open slowly and rest at the edge, then drag closed slowly and rest before lifting.
  func slowOpenThenSlowClose() -> [TouchEvent] {
    var script = TouchScript()
    script.drag(from: Point(x: 100, y: 420), dx: 100, speed: 200, rest: 0.3)
    script.wait(0.5)
    script.drag(from: Point(x: 300, y: 420), dx: -100, speed: 200, rest: 0.3)
    return script.events
  }

  @Test(arguments: SideMenuVariant.allCases)
  func slowSwipeThatHidesTheMenu(_ variant: SideMenuVariant) throws {
    // Tutorial, step 1: with paging on, swiping the menu closed makes it pop back out; the
    // pagingEnabled toggle (step 2) fixes it. The release is at offset 80 with zero velocity
    // (the finger rested 0.3 s); pages are 390 wide, so 80 is off a page and, in the tutorial's
    // era (ios7), the nearest page is 0. Under iOS 26 a slow release at the maximum keeps the
    // page after the offset, ceil(80/390) = 1, clamped to 80: the menu stays hidden.
    for profile in UIKitProfile.allCases {
      let (run, records) = try runSideMenu(slowOpenThenSlowClose(), variant: variant, profile: profile)
      #expect(run.cameToRest)
      // Both drags went all the way: some frame shows the menu fully open, a later one fully hidden.
      let frames = records.frames
      let opened = frames.firstIndex { $0.contentOffsetX == 0 }
      #expect(opened != nil)
      #expect(frames[(opened ?? 0)...].contains { $0.contentOffsetX == 80 })
      #expect(run.final.contentOffsetX == (variant == .paging && profile == .ios7 ? 0 : 80), "\(profile)")
    }
  }

  @Test func tapsBeyondTheStoredLimitAreCountedNotKept() throws {
    // Three taps on the detail view, 1 s apart (each lift ends one tap: `tap` holds
    // 0.08 s); with room for two, the run keeps the first two and counts three.
    var script = TouchScript()
    var lifts: [Double] = []
    for _ in 0..<3 {
      script.tap(Point(x: 200, y: 400))
      lifts.append(script.time)
      script.wait(1)
    }
    var configuration = SideMenuScene.Configuration()
    configuration.maximumStoredTaps = 2
    let (run, _) = SceneRunner<SideMenuScene>.run(script.events, options: try SceneRunner<SideMenuScene>.Options(scene: configuration, refreshRate: 120))
    #expect(run.tapCount == 3)
    #expect(run.taps.map(\.time) == Array(lifts.prefix(2)))
    // The default keeps them all (10,000 by default).
    #expect(SideMenuScene.Configuration().maximumStoredTaps == 10_000)
    let (all, _) = try runSideMenu(script.events, variant: .fixed)
    #expect(all.tapCount == 3)
    #expect(all.taps.map(\.time) == lifts)
  }

  @Test(arguments: SideMenuVariant.allCases)
  func tapOnTheDetailViewWhileHidden(_ variant: SideMenuVariant) throws {
    // Tutorial, step 1 (and Stack Overflow 4480512, which it cites): a plain tap on a paging scroll
    // view left off a page (offset 80 after the launch) snaps it to a page, and the menu pops out,
    // in the tutorial's era (ios7). Under iOS 26 the clamped last page is kept: no snap.
    for profile in UIKitProfile.allCases {
      var script = TouchScript()
      script.tap(Point(x: 200, y: 400))
      let (run, records) = try runSideMenu(script.events, variant: variant, profile: profile)
      #expect(run.taps == [SideMenuTap(time: script.time, target: .detail, location: Point(x: 200, y: 400))])
      let afterLaunch = records.callbacks.dropFirst().map(\.kind.name).filter { $0 != "scrollViewDidScroll" }
      if variant == .paging && profile == .ios7 {
        // The snap is announced as a deceleration (no drag callbacks: the finger never dragged).
        #expect(afterLaunch == ["scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating"])
        #expect(run.final.contentOffsetX == 0)
      } else {
        #expect(afterLaunch.isEmpty, "\(profile)")
        #expect(run.final.contentOffsetX == 80)
      }
    }
  }

  // MARK: - The double-tap hamburger

  /// Opens the menu with a flick (released while moving, so paging decelerates) or with a slow
  /// drag that rests at the edge, then taps the hamburger where it is when open, twice.
  func openThenTapTwice(flick: Bool) -> [TouchEvent] {
    var script = TouchScript()
    if flick {
      script.drag(from: Point(x: 100, y: 420), dx: 50, speed: 1500)
    } else {
      script.drag(from: Point(x: 100, y: 420), dx: 100, speed: 200, rest: 0.3)
    }
    script.wait(1)
    script.tap(hamburgerWhenOpen)
    script.wait(0.8)
    script.tap(hamburgerWhenOpen)
    return script.events
  }

  /// The hamburger taps' actions (`show` arguments), in order.
  func hamburgerShows(_ records: [SideMenuRecord]) -> [Bool] {
    records.actions.filter { $0.cause == .hamburger }.map(\.show)
  }

  @Test func doubleTapInTheHamburgerStep() throws {
    // Step 3: after a swipe opens the menu showingMenu is still false, so the first tap calls
    // hideOrShowMenu(true) (nothing visible) and the second hides it. Both taps hit the button,
    // which stays where it is while the menu stays open.
    for flick in [true, false] {
      let (run, records) = try runSideMenu(openThenTapTwice(flick: flick), variant: .hamburger)
      #expect(run.taps.map(\.target) == [.hamburger, .hamburger])
      #expect(hamburgerShows(records) == [true, false])
      #expect(run.final.contentOffsetX == 80 && !run.final.showingMenu)
    }
  }

  @Test func oneTapInTheFixedStep() throws {
    // Step 5: scrollViewDidScroll keeps showingMenu true while the menu is open, so the first tap
    // closes it; the button moves with the content to x 8…52, so the second tap at x = 110 lands
    // on the detail view and changes nothing.
    for flick in [true, false] {
      let (run, records) = try runSideMenu(openThenTapTwice(flick: flick), variant: .fixed)
      #expect(run.taps.map(\.target) == [.hamburger, .detail])
      #expect(hamburgerShows(records) == [false])
      #expect(run.final.contentOffsetX == 80 && !run.final.showingMenu)
    }
  }

  @Test func endDeceleratingDependsOnTheSwipe() throws {
    // Step 4: a flick ends in a paging deceleration, whose scrollViewDidEndDecelerating sets
    // showingMenu: one tap closes. A slow drag that rests at the edge does not decelerate, so the
    // bug is back: two taps.
    let (flicked, flickRecords) = try runSideMenu(openThenTapTwice(flick: true), variant: .endDecelerating)
    #expect(flickRecords.callbacks.contains { $0.kind == .scrollViewDidEndDecelerating })
    #expect(hamburgerShows(flickRecords) == [false])
    #expect(flicked.taps.map(\.target) == [.hamburger, .detail])

    let (dragged, dragRecords) = try runSideMenu(openThenTapTwice(flick: false), variant: .endDecelerating)
    #expect(!dragRecords.callbacks.contains { $0.kind == .scrollViewDidEndDecelerating })
    #expect(hamburgerShows(dragRecords) == [true, false])
    #expect(dragged.taps.map(\.target) == [.hamburger, .hamburger])
    #expect(dragged.final.contentOffsetX == 80)
  }

  // MARK: - Other behaviour

  @Test func menuRowTapSelectsTheRowAndHidesTheMenu() throws {
    // Open with the hamburger (hidden: x 8…52), then tap row 2 (y 91 + 2·80 … 91 + 3·80 = 251…331).
    var script = TouchScript()
    script.tap(hamburgerWhenHidden)
    script.wait(0.6)
    script.tap(Point(x: 40, y: 291))
    let (run, records) = try runSideMenu(script.events, variant: .fixed)
    #expect(run.taps.map(\.target) == [.hamburger, .menuRow])
    #expect(run.taps.last?.row == 2)
    #expect(records.actions.map(\.cause) == [.launch, .hamburger, .menuRow])
    #expect(records.actions.map(\.show) == [false, true, false])
    #expect(run.final.contentOffsetX == 80 && !run.final.showingMenu)
  }

  @Test func aPanThatStartsOnTheHamburgerIsNotATap() throws {
    // The tap and the pan compete: once the pan begins (10 points), the tap fails.
    var script = TouchScript()
    script.drag(from: hamburgerWhenHidden, dx: 100, speed: 200, rest: 0.3)
    let (run, _) = try runSideMenu(script.events, variant: .fixed)
    #expect(run.taps.isEmpty)
    #expect(run.final.contentOffsetX == 0 && run.final.showingMenu)
  }

  @Test func touchOutsideTheViewportIsAWarning() throws {
    var script = TouchScript()
    script.tap(Point(x: 500, y: 400))
    let (run, records) = try runSideMenu(script.events, variant: .fixed)
    #expect(records.contains { if case .warning = $0 { return true } else { return false } })
    #expect(run.taps.isEmpty && run.final.contentOffsetX == 80)
  }

  @Test func aRunWithoutRecordsHasTheSameSummaryAndWarnings() throws {
    // `SceneRunner.makesRecords` false (what `run --format json` asks, which prints the
    // summary alone): the scene makes no gesture, action, callback or frame record, and
    // its summary (the final frame, the callback counts, the taps) equals the one of the
    // run that made them. The trace taps the hamburger (hidden: x 8…52), selects row 2
    // (y 251…331, which hides the menu), flicks the menu open (a paging deceleration),
    // taps the detail view (x ≥ 80 when open), lands a finger outside the 390-point
    // viewport (a warning, which stays) and drags the menu closed.
    var script = TouchScript()
    script.tap(hamburgerWhenHidden)
    script.wait(0.6)
    script.tap(Point(x: 40, y: 291))
    script.wait(0.6)
    script.drag(from: Point(x: 100, y: 420), dx: 50, speed: 1500)
    script.wait(1)
    script.tap(Point(x: 300, y: 400))
    script.wait(0.3)
    script.tap(Point(x: 500, y: 400))
    script.wait(0.3)
    script.drag(from: Point(x: 300, y: 420), dx: -100, speed: 200, rest: 0.3)
    let options = try SceneRunner<SideMenuScene>.Options(scene: SideMenuScene.Configuration(variant: .fixed), refreshRate: 120)
    let (expected, records) = expectSameSummaryAndWarningsWithoutRecords(script.events, options: options)
    // Not vacuous: every tap target, a deceleration and the warning happened.
    #expect(expected.taps.map(\.target) == [.hamburger, .menuRow, .detail])
    #expect(expected.callbackCount("scrollViewDidEndDecelerating") >= 1)
    #expect(records.filter { $0.type == "warning" }.count == 1)
    #expect(records.count > 100, "\(records.count) records with them")
  }

  @Test func callbackCountsMatchTheRecords() throws {
    let trace = try loadTrace("double-tap-flick.csv")
    let (run, records) = try runSideMenu(trace.events, variant: .hamburger)
    #expect(run.callbacks.map(\.name) == SideMenuScene.callbackNames)
    for entry in run.callbacks {
      #expect(entry.count == records.callbacks.filter { $0.kind.name == entry.name }.count)
    }
    // The trace summary, counted from the events independently of the runner.
    #expect(run.touches == trace.events.flatMap(\.touches).filter { $0.phase == .began }.count)
    #expect(run.events == trace.events.count)
    #expect(run.duration == trace.events.last!.time - trace.events.first!.time)
  }
}

/// UIKit's drag start and lift on the side menu's fast swipe (traces/fastswipe.csv; bounces off,
/// 390 pt, scale 3, 120 Hz).
@Suite struct SideMenuDragStartTests {
  @Test func theFastSwipeTrailsTheFingerByTheHysteresisAndTheLiftMovesNothing() throws {
    let trace = try loadTrace("fastswipe.csv")
    let (run, records) = try runSideMenu(trace.events, variant: .fixed, refreshRate: 120)
    // The pan begins at 0.141667 (x 120.30, 20.30 pt from the touch-down) with the translation
    // 20.30 − 10 = 10.30, applied at once from the launch offset 80: 80 − 10.30 = 69.70 →
    // 209.1 px → 69.667. The next three moves (133.63, 146.97, 160.30): 80 − 23.63 = 56.37 →
    // 56.333; 80 − 36.97 = 43.03 → 43.0; 80 − 50.30 = 29.70 → 29.667.
    let scrolls = records.callbacks.compactMap { callback -> (Double, Double)? in
      if case .scrollViewDidScroll(let offset) = callback.kind { return (callback.time, offset.x) }
      return nil
    }
    let drag: [Double] = scrolls.filter { $0.0 > 0.14 && $0.0 < 0.17 }.map(\.1)
    let expected: [Double] = [209.0 / 3, 169.0 / 3, 43, 89.0 / 3]
    #expect(drag == expected)
    let atBegan = scrolls.first { abs($0.0 - 0.141667) < 1e-6 }
    #expect(atBegan?.1 == 209.0 / 3)
    // The lift at 0.175 (173.63, 13.33 pt past the last move) sends no scrollViewDidScroll
    // before the release callbacks: the first one after the last move is the paging settle's
    // first frame, after scrollViewWillBeginDecelerating.
    let names = records.callbacks.filter { $0.time >= 0.175 }.map(\.kind.name)
    #expect(Array(names.prefix(4)) == [
      "scrollViewWillEndDragging", "scrollViewDidEndDragging", "scrollViewWillBeginDecelerating",
      "scrollViewDidScroll",
    ])
    #expect(run.final.contentOffsetX == 0)
  }
}
