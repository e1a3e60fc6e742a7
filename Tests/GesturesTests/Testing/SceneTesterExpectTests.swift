import Gestures
import ScrollPhysics
import Testing

/// `SceneTester`'s exhaustive assertions (issue 26 item 5, as TCA's `TestStore`):
/// `expect` and `receive` drain what happened since the last assertion, `finish()`
/// fails on a record no assertion named, and a failure is thrown with the call's
/// file and line. The records to expect come from `SceneRunner`, the command
/// line's runner, on the same events: an independent path to the same records.
@Suite struct SceneTesterExpectTests {
  /// A 3-page horizontal pager on a 390 × 844 screen.
  static var pager: ScrollViewSceneSetup {
    ScrollViewSceneSetup(content: Size(width: 1170, height: 844), paging: true)
  }

  /// A tap at (200, 400) held 0.05 s, from time 0 (a tap scrolls nothing: the
  /// scroll view's records are the tap's frames and gestures).
  static let tap = [
    TouchEvent(time: 0, touches: [Touch(id: 0, phase: .began, location: Point(x: 200, y: 400))]),
    TouchEvent(time: 0.05, touches: [Touch(id: 0, phase: .ended, location: Point(x: 200, y: 400))]),
  ]

  /// The records `gesture-sim run` gives for `events` on the pager at 120 Hz.
  static func runnerRecords(_ events: [TouchEvent]) throws -> [ScrollViewSceneRecord] {
    let configuration = ScrollViewScene<GridSnapDelegate>.Configuration(setup: pager, delegate: GridSnapDelegate())
    return SceneRunner<ScrollViewScene<GridSnapDelegate>>.run(events, options: try .init(scene: configuration, refreshRate: 120)).records
  }

  /// A pager tester that replayed the tap and settled.
  static func tapped() -> ScrollViewTester {
    var tester = ScrollViewTester(setup: pager)
    tester.replay(tap)
    tester.settle()
    return tester
  }

  @Test func theRunnersRecordsPassDrainAndLetFinishPass() throws {
    var tester = Self.tapped()
    let expected = try Self.runnerRecords(Self.tap)
    #expect(expected.count >= 3)
    #expect(Array(tester.pendingRecords) == expected)
    try tester.expect(expected)
    #expect(tester.pendingRecords.isEmpty)
    try tester.finish()
    // A second tap: only its own records are pending.
    tester.tap(at: Point(x: 200, y: 400))
    tester.settle()
    #expect(tester.pendingRecords.count == tester.records.count - expected.count)
    #expect(tester.pendingRecords.allSatisfy { $0.time >= 0.05 })
  }

  @Test func finishFailsOnUndrainedRecordsAtItsLine() throws {
    var tester = Self.tapped()
    let pending = tester.pendingRecords.count
    let line = UInt(#line + 2)
    do {
      try tester.finish()
      Issue.record("finish() passed with \(pending) records pending")
    } catch {
      #expect(error.file == #filePath)
      #expect(error.line == line)
      #expect(error.message.hasPrefix("\(pending) records not asserted:"), "\(error.message)")
      #expect(error.description.hasPrefix("\(#filePath):\(line): SceneTester: "))
    }
  }

  @Test func anExpectWithARecordMissingFailsAndDrainsNothing() throws {
    var tester = Self.tapped()
    let expected = try Self.runnerRecords(Self.tap)
    let line = UInt(#line + 2)
    do {
      try tester.expect(Array(expected.dropLast()))
      Issue.record("expect passed without the last record")
    } catch {
      #expect(error.line == line && error.file == #filePath)
      #expect(error.message.hasPrefix("expected \(expected.count - 1) records since the last assertion, got \(expected.count); not asserted:"))
      #expect(error.message.contains("\(expected.last!)"))
    }
    #expect(tester.pendingRecords.count == expected.count)
    // One record too many fails too, naming it.
    let extra = ScrollViewSceneRecord.warning(SceneWarning(time: 9, .stillMoving(settleLimit: 1, after: .touch)))
    #expect(throws: ScrollViewTester.Failure.self) { try tester.expect(expected + [extra]) }
    do {
      try tester.expect(expected + [extra])
    } catch {
      #expect(error.message.contains("missing:") && error.message.contains("\(extra)"))
    }
  }

  @Test func anExpectWithAWrongRecordNamesTheDifference() throws {
    var tester = Self.tapped()
    var expected = try Self.runnerRecords(Self.tap)
    let wrong = ScrollViewSceneRecord.warning(SceneWarning(time: 9, .stillMoving(settleLimit: 1, after: .touch)))
    expected[1] = wrong
    do {
      try tester.expect(expected)
      Issue.record("expect passed with a wrong second record")
    } catch {
      #expect(error.message.hasPrefix("record 2 of those since the last assertion differs:"))
      #expect(error.message.contains("expected \(wrong)"))
      #expect(error.message.contains("got      \(tester.records[1])"))
    }
    #expect(tester.pendingRecords.count == expected.count)
  }

  @Test func receiveTakesTheNextRecordOnly() throws {
    var tester = Self.tapped()
    let expected = try Self.runnerRecords(Self.tap)
    try tester.receive(expected[0])
    #expect(tester.pendingRecords.count == expected.count - 1)
    // The third record is pending, but not next.
    #expect(expected[2] != expected[1])
    #expect(throws: ScrollViewTester.Failure.self) { try tester.receive(expected[2]) }
    let second = try tester.receive(where: { $0 == expected[1] })
    #expect(second == expected[1])
    #expect(throws: ScrollViewTester.Failure.self) { try tester.receive(where: { _ in false }) }
    tester.skipPendingRecords()
    try tester.finish()
    #expect(throws: ScrollViewTester.Failure.self) { try tester.receive(where: { _ in true }) }
  }

  @Test func withExhaustivityOffOnlyTheNamedRecordsAreAsserted() throws {
    var tester = Self.tapped()
    tester.exhaustivity = .off
    let expected = try Self.runnerRecords(Self.tap)
    // The second and the last, skipping the rest; nothing after the last stays pending.
    try tester.expect([expected[1], expected[expected.count - 1]])
    #expect(tester.pendingRecords.isEmpty)
    tester.tap(at: Point(x: 200, y: 400))
    // Out of order, or never emitted: fails even so.
    let pending = tester.pendingRecords
    #expect(pending.count >= 2)
    #expect(throws: ScrollViewTester.Failure.self) { try tester.expect([pending.last!, pending.first!]) }
    let never = ScrollViewSceneRecord.warning(SceneWarning(time: 9, .stillMoving(settleLimit: 1, after: .touch)))
    #expect(throws: ScrollViewTester.Failure.self) { try tester.receive(never) }
    try tester.receive(pending.last!)
    // Records left pending do not fail finish().
    tester.tap(at: Point(x: 200, y: 400))
    try tester.finish()
    #expect(!tester.pendingRecords.isEmpty)
  }

  @Test func finishFailsWhileTheSceneIsStillMoving() throws {
    // A fling with a settle limit of 0.05 s: the page spring needs far longer.
    let configuration = ScrollViewScene<GridSnapDelegate>.Configuration(setup: Self.pager, delegate: GridSnapDelegate())
    var tester = ScrollViewTester(configuration, settleLimit: 0.05)
    tester.exhaustivity = .off
    tester.fling(from: Point(x: 300, y: 400), velocity: Vector(dx: -1500, dy: 0))
    do {
      try tester.finish()
      Issue.record("finish() passed while the pager was still moving")
    } catch {
      #expect(error.message == "the scene is still moving 0.05 s after the last input")
    }
    #expect(!tester.cameToRest)
  }

  /// docs/library.md's example, as written there.
  @Test func aTapSendsOneActionAndScrollsNothing() throws {
    let pager = Self.pager
    var tester = ScrollViewTester(setup: pager)
    tester.tap(at: Point(x: 200, y: 400))   // down at 0, up 0.05 s later
    tester.settle()
    tester.exhaustivity = .off              // the frames are not this test's subject
    // A UITapGestureRecognizer sends its one action message when the finger lifts.
    let tap = try tester.receive(where: { if case .gesture(let g) = $0 { g.recognizer == .tap } else { false } })
    #expect(tap.time == 0.05)
    #expect(tester.callbacks.isEmpty)
    try tester.finish()                     // at rest; with .on it would fail on the frames left
    // With .on, the same test fails at finish(): the frames after the tap are pending.
    tester.exhaustivity = .on
    #expect(!tester.pendingRecords.isEmpty)
    #expect(throws: ScrollViewTester.Failure.self) { try tester.finish() }
  }
}
