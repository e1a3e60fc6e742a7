import Gestures
import ScrollPhysics
import Testing

/// The nested-scrolling rules of a screen (`NestedScrolling`; docs/screens.md, "Nested
/// scroll views"), on the shipped traces in `traces/screens/` and on hand-built
/// hierarchies, each against a hand derivation from UIKit's rules as read in the public
/// UIKitCore decompilation (iOS 26.1), UIScrollViewPanGestureRecognizer.mm
/// `_shouldTryToBeginWithEvent:`. h = 10 pt, one event per 1/120 s; offsets are on the
/// 1/3 pt grid (scale 3).
@Suite struct NestedScrollingTests {
  static func screen(_ name: String) throws -> Screen {
    try Screen(json: ScreenSceneScrollViewEquivalenceTests.bytes("screens/" + name), path: name)
  }

  static func trace(_ name: String) throws -> [TouchEvent] {
    let bytes = ScreenSceneScrollViewEquivalenceTests.bytes("screens/" + name)
    var reader = try TraceReader(source: MemoryByteSource(bytes: bytes), path: name)
    return try reader.readAll()
  }

  static func gesture(_ records: [ScreenRecord], _ id: String, _ state: GestureState) -> ScreenGesture? {
    ScreenSceneTests.gestures(records).first { $0.recognizer == id && $0.state == state }
  }

  static func offsets(_ records: [ScreenRecord], of id: String) -> [Point] {
    ScreenSceneTests.callbacks(records, of: id).compactMap {
      if case .scrollViewDidScroll(let offset) = $0.kind { return offset } else { return nil }
    }
  }

  static let dt = 1.0 / 120

  // MARK: - The begin rule: nested-pager A and B

  @Test func nestedPagerAMostlyVerticalScrollsTheTable() throws {
    // traces/screens/nested-pager.json: a horizontal pager (1170 × 844, at page 1, x 390)
    // holding three tables (390 × 2532 each); table1, under the finger, is at y 500.
    // Trace A: 10 moves of (+3, +11). The table can scroll only y: at the first move
    // |Σdy| = 11 ≥ 10, so its pan begins there with the hysteresis removed, translation
    // (0, 1). It is not abutted at its top (offset 500), so nothing transfers. The
    // pager's pan (x only, |Σdx| = 3) is still possible and fails, prevented. At the
    // last move Σdy = 110, translation 100: offset 500 − 100 = 400; the lift comes
    // 0.2 s after the last move (≥ 0.1 s still: zero velocity), so it stays at 400.
    let (run, records) = try ScreenSceneTests.run(try Self.screen("nested-pager.json"), try Self.trace("nested-pager-a.csv"))
    let began = try #require(Self.gesture(records, "table1.pan", .began))
    #expect(abs(began.time - Self.dt) < 1e-6)
    #expect(began.output.translation == Vector(dx: 0, dy: 1))
    let failed = try #require(Self.gesture(records, "pager.pan", .failed))
    #expect(abs(failed.time - Self.dt) < 1e-6 && failed.reason == "prevented by \"table1.pan\"")
    #expect(Self.gesture(records, "pager.pan", .began) == nil)
    #expect(ScreenSceneTests.scrollView(run, "table1")?.final.contentOffset == Point(x: 0, y: 400))
    #expect(ScreenSceneTests.scrollView(run, "pager")?.final.contentOffset == Point(x: 390, y: 0))
    #expect(ScreenSceneTests.scrollView(run, "pager")?.drags == 0)
  }

  @Test func nestedPagerBMostlyHorizontalPagesThePager() throws {
    // Trace B: 10 moves of (+11, +3), lifted one event after the last. The table cannot
    // scroll x and |Σdy| = 3 < 10: it waits. The pager's pan (x only) begins at the
    // first move, translation (1, 0), and fails the table's. At the lift Σdx = 110,
    // offset 390 − 100 = 290, velocity 11 pt per 1/120 s = 1.32 pt/ms towards page 0:
    // the pager settles on page 0, offset 0. The table stays at 500.
    let (run, records) = try ScreenSceneTests.run(try Self.screen("nested-pager.json"), try Self.trace("nested-pager-b.csv"))
    let began = try #require(Self.gesture(records, "pager.pan", .began))
    #expect(abs(began.time - Self.dt) < 1e-6 && began.output.translation == Vector(dx: 1, dy: 0))
    #expect(Self.gesture(records, "table1.pan", .failed)?.reason == "prevented by \"pager.pan\"")
    #expect(Self.gesture(records, "table1.pan", .began) == nil)
    #expect(Self.offsets(records, of: "pager").contains(Point(x: 290, y: 0)))
    let pager = try #require(ScreenSceneTests.scrollView(run, "pager"))
    #expect(pager.final.contentOffset == Point(x: 0, y: 0) && pager.final.page == ScrollViewScenePage(x: 0, y: 0))
    #expect(ScreenSceneTests.scrollView(run, "table1")?.final.contentOffset == Point(x: 0, y: 500))
  }

  @Test func aHorizontalDragOnAVerticalOnlyScrollViewNeverBeginsItsPan() throws {
    // traces/screens/vertical-only.json: one list, 390 × 3000, bouncing on y only; it
    // cannot scroll x. A 50 pt drag right (10 moves of (+5, 0)): |Σdy| = 0, so the pan
    // stays possible through every move and fails only when the finger lifts before it
    // began; the content never moves (no scrollViewDidScroll), and the touches reach
    // the list itself (a touch on the scroll view is not delayed).
    let (run, records) = try ScreenSceneTests.run(try Self.screen("vertical-only.json"), try Self.trace("vertical-only-horizontal-drag.csv"))
    let states = ScreenSceneTests.gestures(records).filter { $0.recognizer == "list.pan" }.map(\.state)
    #expect(states == [.failed])
    let failed = try #require(Self.gesture(records, "list.pan", .failed))
    #expect(abs(failed.time - 11 * Self.dt) < 1e-6 && failed.reason == "lifted before recognized")
    #expect(Self.offsets(records, of: "list").isEmpty)
    #expect(ScreenSceneTests.scrollView(run, "list")?.final.contentOffset == .zero)
  }

  // MARK: - Same-axis transfer

  @Test func sameAxisTransferTheInnerAtItsTopLeavesTheDragToTheOuter() throws {
    // traces/screens/same-axis-transfer.json: an outer vertical scroll view (390 × 2000,
    // at y 100) holding an inner one (frame 390 × 400, content 390 × 1200) at its top.
    // Three moves of (0, +10): at the first, Σdy = 10 ≥ h; the inner is abutted at its
    // top and pushed down (translation.y ≥ h), the outer can scroll y, and
    // transfersVerticalScrollingToParent is true: the inner's pan waits. The outer's pan
    // begins on the same move, translation 0 with the hysteresis removed, and fails the
    // inner's. At the last move translation 20: outer offset 100 − 20 = 80; the lift
    // 0.2 s later releases without velocity.
    let (run, records) = try ScreenSceneTests.run(try Self.screen("same-axis-transfer.json"), try Self.trace("same-axis-transfer.csv"))
    let began = try #require(Self.gesture(records, "outer.pan", .began))
    #expect(abs(began.time - Self.dt) < 1e-6 && began.output.translation == .zero)
    #expect(Self.gesture(records, "inner.pan", .failed)?.reason == "prevented by \"outer.pan\"")
    #expect(Self.gesture(records, "inner.pan", .began) == nil)
    #expect(Self.offsets(records, of: "outer") == [Point(x: 0, y: 90), Point(x: 0, y: 80)])
    #expect(ScreenSceneTests.scrollView(run, "outer")?.final.contentOffset == Point(x: 0, y: 80))
    #expect(ScreenSceneTests.scrollView(run, "inner")?.final.contentOffset == .zero)
    #expect(ScreenSceneTests.scrollView(run, "inner")?.drags == 0)
  }

  @Test func sameAxisTransferOffTheInnerBeginsAndRubberBands() throws {
    // The same with "transfers-vertical-scrolling-to-parent": false on the inner: it
    // begins at the first move (it is the deepest, first in the arena) and fails the
    // outer's. Pulled past its top by the translation x (10, then 20), it shows UIKit's
    // rubber band −(1 − 1/(x·0.55/D + 1))·D with D = 400 (its height): −5.4254 and
    // −10.7056, on the 1/3 pt grid −16/3 and −32/3. Released still, it returns to 0.
    let (run, records) = try ScreenSceneTests.run(try Self.screen("same-axis-transfer-off.json"), try Self.trace("same-axis-transfer.csv"))
    let began = try #require(Self.gesture(records, "inner.pan", .began))
    #expect(abs(began.time - Self.dt) < 1e-6)
    #expect(Self.gesture(records, "outer.pan", .failed)?.reason == "prevented by \"inner.pan\"")
    let pulled = Self.offsets(records, of: "inner").prefix(2).map { ($0.y * 3).rounded() }
    #expect(pulled == [-16, -32])
    #expect(ScreenSceneTests.scrollView(run, "inner")?.final.contentOffset == .zero)
    #expect(ScreenSceneTests.scrollView(run, "outer")?.final.contentOffset == Point(x: 0, y: 100))
    #expect(ScreenSceneTests.scrollView(run, "outer")?.drags == 0)
  }

  @Test func pushedAwayFromTheAbuttedEdgeTheInnerScrolls() throws {
    // The inner at its top dragged up (0, −10) × 3: translation.y ≤ −h, but the inner
    // abuts only its top, not its bottom: no transfer, it begins and scrolls to 20.
    let events = ScreenSceneTests.drag(from: Point(x: 200, y: 300), step: Vector(dx: 0, dy: -10), moves: 3)
    let (run, records) = try ScreenSceneTests.run(try Self.screen("same-axis-transfer.json"), events)
    #expect(Self.gesture(records, "inner.pan", .began) != nil)
    #expect(Self.gesture(records, "outer.pan", .failed)?.reason == "prevented by \"inner.pan\"")
    #expect(ScreenSceneTests.scrollView(run, "outer")?.final.contentOffset == Point(x: 0, y: 100))
    #expect(Self.offsets(records, of: "inner").first == Point(x: 0, y: 10))
  }

  // MARK: - Catching a decelerating scroll view

  @Test func aTouchOnADeceleratingInnerBeginsItsPanAtTheTouchDown() throws {
    // Fling the inner up (5 moves of (0, −20), lifted at once: 2.4 pt/ms); 0.1 s after
    // the lift it still decelerates. A finger down on it then: its pan begins in that
    // very event (UIKit's _shouldTrackImmediatelyWhileDecelerating), translation 0, and
    // fails the outer's pan, which shares the touch; the inner stops where it was
    // caught and stays there through a still lift.
    var events = ScreenSceneTests.drag(from: Point(x: 200, y: 450), step: Vector(dx: 0, dy: -20), moves: 5)
    let lift = events.last!.time
    events += ScreenSceneTests.press(at: Point(x: 200, y: 300), from: lift + 0.1, to: lift + 0.3, id: 1)
    let (run, records) = try ScreenSceneTests.run(try Self.screen("same-axis-transfer.json"), events)
    let caught = try #require(ScreenSceneTests.gestures(records).last { $0.recognizer == "inner.pan" && $0.state == .began })
    #expect(abs(caught.time - (lift + 0.1)) < 1e-9 && caught.output.translation == .zero)
    let outerFailed = try #require(ScreenSceneTests.gestures(records).last { $0.recognizer == "outer.pan" && $0.state == .failed })
    #expect(abs(outerFailed.time - (lift + 0.1)) < 1e-9 && outerFailed.reason == "prevented by \"inner.pan\"")
    let caughtAt = try #require(Self.offsets(records, of: "inner").last)
    let inner = try #require(ScreenSceneTests.scrollView(run, "inner"))
    #expect(inner.final.contentOffset == caughtAt && caughtAt.y > 100)
    #expect(ScreenSceneTests.scrollView(run, "outer")?.final.contentOffset == Point(x: 0, y: 100))
  }

  @Test func aTouchOnTheInnerOfADeceleratingOuterIsTheOuters() throws {
    // Fling the outer up from below the inner (y 700; the inner spans 100…500 on the
    // screen): it decelerates. A finger down on the inner 0.05 s after the lift: the
    // outer's pan begins at that touch-down (caught) and fails the inner's, so a drag
    // that follows moves the outer, not the inner.
    var events = ScreenSceneTests.drag(from: Point(x: 200, y: 800), step: Vector(dx: 0, dy: -20), moves: 5)
    let lift = events.last!.time
    events += ScreenSceneTests.drag(from: Point(x: 200, y: 150), step: Vector(dx: 0, dy: -10), moves: 3, at: lift + 0.05)
    let (run, records) = try ScreenSceneTests.run(try Self.screen("same-axis-transfer.json"), events)
    let innerFailed = try #require(Self.gesture(records, "inner.pan", .failed))
    #expect(abs(innerFailed.time - (lift + 0.05)) < 1e-9 && innerFailed.reason == "prevented by \"outer.pan\"")
    #expect(ScreenSceneTests.scrollView(run, "inner")?.final.contentOffset == .zero)
    #expect(ScreenSceneTests.scrollView(run, "outer")?.drags == 2)
  }

  // MARK: - Directional lock across nested views

  /// A horizontal pager (3 pages) whose first page is a map scrolling both ways
  /// (800 × 2000 at (200, 500), not at an edge), with or without its directional lock.
  static func mapInPager(lock: Bool) -> Screen {
    var map = Screen.ScrollViewSettings(content: Size(width: 800, height: 2000))
    map.setup.directionalLock = lock
    map.setup.startOffset = Point(x: 200, y: 500)
    return Screen(refresh: 120, views: [
      Screen.View(
        id: "pager", frame: Rect(x: 0, y: 0, width: 390, height: 844),
        scrollView: Screen.ScrollViewSettings(content: Size(width: 1170, height: 844), paging: true),
        subviews: [Screen.View(id: "map", frame: Rect(x: 0, y: 0, width: 390, height: 844), scrollView: map)])
    ])
  }

  /// Down at (200, 400); (−9.5, 0); (−0.5, −3); three (−10, 0); lifted at once.
  static let lockTrace: [TouchEvent] = {
    var events = [TouchEvent(time: 0, touches: [Touch(id: 0, phase: .began, location: Point(x: 200, y: 400))])]
    var p = Point(x: 200, y: 400)
    for (i, step) in [Vector(dx: -9.5, dy: 0), Vector(dx: -0.5, dy: -3), Vector(dx: -10, dy: 0), Vector(dx: -10, dy: 0), Vector(dx: -10, dy: 0)].enumerated() {
      p = Point(x: p.x + step.dx, y: p.y + step.dy)
      events.append(TouchEvent(time: Double(i + 1) / 120, touches: [Touch(id: 0, phase: .moved, location: p)]))
    }
    events.append(TouchEvent(time: 6.0 / 120, touches: [Touch(id: 0, phase: .ended, location: p)]))
    return events
  }()

  @Test func withoutTheLockTheMapTakesTheHorizontalMove() throws {
    // No lock: at the second move Σ = (−10, −3), |Σdx| = 10 ≥ h and the map can scroll
    // x (not abutted: offset 200 of 0…410): the map's pan begins and fails the pager's.
    let (_, records) = try ScreenSceneTests.run(Self.mapInPager(lock: false), Self.lockTrace)
    let began = try #require(Self.gesture(records, "map.pan", .began))
    #expect(abs(began.time - 2 * Self.dt) < 1e-6)
    #expect(Self.gesture(records, "pager.pan", .failed)?.reason == "prevented by \"map.pan\"")
  }

  @Test func aMapLockedToYLeavesTheHorizontalMoveToThePager() throws {
    // With the lock: the first move (0°) locks x, the second, atan(3/0.5) = 80.5° ≥ 70°,
    // locks y (UIKit re-decides the lock on every move before the pan begins, and the
    // locked-out axis no longer moves the pan's location). At that move the map's x
    // no longer counts and |Σdy| = 3 < h: it waits. The pager (no lock, x only) sees
    // |Σdx| = 10 and begins, failing the map's pan.
    let (_, records) = try ScreenSceneTests.run(Self.mapInPager(lock: true), Self.lockTrace)
    let began = try #require(Self.gesture(records, "pager.pan", .began))
    #expect(abs(began.time - 2 * Self.dt) < 1e-6)
    #expect(Self.gesture(records, "map.pan", .failed)?.reason == "prevented by \"pager.pan\"")
    #expect(Self.gesture(records, "map.pan", .began) == nil)
  }

  // MARK: - A paging parent

  /// A horizontal pager (3 pages of 390 × 844) whose first page is a strip (content
  /// 780 × 844) scrolled to its right edge (x 390).
  static func stripInPager() -> Screen {
    var strip = Screen.ScrollViewSettings(content: Size(width: 780, height: 844))
    strip.setup.startOffset = Point(x: 390, y: 0)
    return Screen(refresh: 120, views: [
      Screen.View(
        id: "pager", frame: Rect(x: 0, y: 0, width: 390, height: 844),
        scrollView: Screen.ScrollViewSettings(content: Size(width: 1170, height: 844), paging: true),
        subviews: [Screen.View(id: "strip", frame: Rect(x: 0, y: 0, width: 390, height: 844), scrollView: strip)])
    ])
  }

  // Why a touch never takes tracking back (the public UIKitCore decompilation, iOS 26.1,
  // UIScrollViewPanGestureRecognizer.mm; the same structure in iOS 18.2's, where the method
  // is `_beginScroll`). The take-back flag is set in one place, `_beginScrollWithEvent:`,
  // when `_canTransferTrackingFromParentPagingScrollView` answers yes, and that needs a
  // translation strictly pushing outward at an abutted edge (t.x > 0 at the left edge,
  // t.x < 0 at the right, t.y > 0 at the top, t.y < 0 at the bottom). It has two callers:
  // `touchesBegan:withEvent:`, only when the pan had no touch before (the first finger),
  // right after UIPanGestureRecognizer's `touchesBegan:withEvent:` has set the first and
  // the last location to the same centroid, so `translationInView:` is (0, 0) (and (0, 0)
  // as well on a caught decelerating view); and `_scrollingChangedWithEvent:` (scroll-wheel
  // and trackpad events, while the pan is possible, after the event's delta was added).
  // `touchesMoved:withEvent:`, `_shouldTryToBeginWithEvent:` and UIScrollView.mm never
  // call it, and `_shouldTryToBeginWithEvent:` only reads and clears the flag. So for
  // touches the flag stays clear: the child keeps UIKit's normal begin rule, and the
  // parent's pan may prevent it (`canBePreventedByGestureRecognizer:` refuses only under
  // the flag).

  @Test func aTouchNeverTakesTrackingBackFromAPagingParent() throws {
    // Dragged left (−11, 0) × 5: abutted right and pushed past it, the strip transfers;
    // the pager begins (translation 1 at the first move) and reaches 45. Dragged back
    // right (+11, 0) × 10, the pager passes its page's edge (offset < 0), the case where a
    // take-back would pin it to page 0 and hand the strip the drag. The flag was not set
    // at the touch-down (translation 0 then), so nothing changes hands: the strip's pan
    // stays failed, the pager rubber-bands and returns to page 0; the strip stays at 390.
    var events = [TouchEvent(time: 0, touches: [Touch(id: 0, phase: .began, location: Point(x: 300, y: 400))])]
    var x = 300.0
    for i in 1 ... 15 {
      x += i <= 5 ? -11 : 11
      events.append(TouchEvent(time: Double(i) / 120, touches: [Touch(id: 0, phase: .moved, location: Point(x: x, y: 400))]))
    }
    events.append(TouchEvent(time: 0.5, touches: [Touch(id: 0, phase: .ended, location: Point(x: x, y: 400))]))
    let (run, records) = try ScreenSceneTests.run(Self.stripInPager(), events)
    #expect(Self.gesture(records, "pager.pan", .began) != nil)
    #expect(Self.gesture(records, "strip.pan", .failed)?.reason == "prevented by \"pager.pan\"")
    #expect(Self.gesture(records, "strip.pan", .began) == nil)
    #expect(Self.offsets(records, of: "pager").contains(Point(x: 45, y: 0)))
    #expect(Self.offsets(records, of: "pager").contains { $0.x < 0 })
    #expect(ScreenSceneTests.scrollView(run, "pager")?.final.contentOffset == .zero)
    #expect(ScreenSceneTests.scrollView(run, "strip")?.final.contentOffset == Point(x: 390, y: 0))
  }

  @Test func aTouchOnTheStripOfASettlingPagerIsThePagers() throws {
    // The same transfer, lifted at once after the 5 moves: the pager is at 45 with the
    // finger's 11 pt per 1/120 s (1.32 pt/ms > 0.3), so it settles towards page 1 (390),
    // mid-page. One frame after the lift a finger lands on the strip (screen x 100 is on
    // the strip while the pager's offset is under 290) and drags left (−11, 0) × 3,
    // outward for the strip at its right edge. The settling pager catches the touch: its pan
    // begins at that touch-down with translation 0 (`_beginScrollWithEvent:`,
    // `_shouldTrackImmediatelyWhileDecelerating`) and fails the strip's. The strip's
    // `_beginScrollWithEvent:` ran with translation 0, so no take-back: the strip stays at
    // 390. The pager, dragged 23 pt past the catch (33 − h) and released at 1.32 pt/ms
    // while it was still paging forward (a flick during a settle), goes one page past its
    // previous target: 390 + 390 = 780, the last page (docs/scroll-view.md, "Target page";
    // UIScrollView.mm `_prepareToPageWithHorizontalVelocity:…`).
    var events = ScreenSceneTests.drag(from: Point(x: 300, y: 400), step: Vector(dx: -11, dy: 0), moves: 5)
    let lift = events.last!.time
    events += ScreenSceneTests.drag(from: Point(x: 100, y: 400), step: Vector(dx: -11, dy: 0), moves: 3, at: lift + Self.dt)
    let (run, records) = try ScreenSceneTests.run(Self.stripInPager(), events)
    let caught = try #require(ScreenSceneTests.gestures(records).last { $0.recognizer == "pager.pan" && $0.state == .began })
    #expect(abs(caught.time - (lift + Self.dt)) < 1e-9 && caught.output.translation == .zero)
    let stripFailed = try #require(ScreenSceneTests.gestures(records).last { $0.recognizer == "strip.pan" && $0.state == .failed })
    #expect(abs(stripFailed.time - (lift + Self.dt)) < 1e-9 && stripFailed.reason == "prevented by \"pager.pan\"")
    #expect(Self.gesture(records, "strip.pan", .began) == nil)
    #expect(ScreenSceneTests.scrollView(run, "pager")?.drags == 2)
    #expect(ScreenSceneTests.scrollView(run, "pager")?.final.contentOffset == Point(x: 780, y: 0))
    #expect(ScreenSceneTests.scrollView(run, "strip")?.final.contentOffset == Point(x: 390, y: 0))
  }
}
