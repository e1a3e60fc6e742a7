@testable import Gestures
import ScrollPhysics
import Testing

/// `SceneTester` keeps the runner's bookkeeping (`TraceTally`, `SceneRunFacts`):
/// for the same trace from time 0, its facts and summary are `SceneRunner`'s,
/// the command line's.
@Suite struct SceneTesterFactsTests {
  /// A fling left at 1500 pt/s for 0.1 s, as `SceneTester.fling` makes it at 120 Hz:
  /// down at 0, 12 moves of 12.5 pt, up at 0.1 s.
  static let flingEvents: [TouchEvent] = {
    var events = [TouchEvent(time: 0, touches: [Touch(id: 0, phase: .began, location: Point(x: 300, y: 400))])]
    for k in 1...12 {
      events.append(TouchEvent(time: Double(k) / 120, touches: [Touch(id: 0, phase: .moved, location: Point(x: 300 - 12.5 * Double(k), y: 400))]))
    }
    events.append(TouchEvent(time: 0.1, touches: [Touch(id: 0, phase: .ended, location: Point(x: 150, y: 400))]))
    return events
  }()

  /// Replays `events` through a tester and through a runner of the same scene
  /// (launched at the first event, time 0) and returns both facts and records.
  static func both<S: RunnableScene>(_ type: S.Type, _ configuration: S.Configuration, _ events: [TouchEvent], refreshRate: Double)
    throws -> (tester: SceneRunFacts<S.Configuration>, runner: SceneRunFacts<S.Configuration>, same: Bool)
  where S.Record: Equatable, S.Summary: Equatable {
    var tester = SceneTester<S>(configuration, refreshRate: refreshRate)
    tester.replay(events)
    tester.settle()
    var runner = SceneRunner<S>(options: try .init(scene: configuration, refreshRate: refreshRate))
    var records: [S.Record] = []
    for event in events { runner.feed(event, into: &records) }
    let run = runner.finish(into: &records)
    let facts = runner.facts(cameToRest: runner.scene!.isAtRest)
    return (tester.facts, facts, records == tester.records && run == tester.summary)
  }

  @Test func aPagerFlingHasTheRunnersFacts() throws {
    let configuration = ScrollViewScene<GridSnapDelegate>.Configuration(
      setup: ScrollViewSceneSetup(content: Size(width: 1170, height: 844), paging: true), delegate: GridSnapDelegate())
    let (tester, runner, same) = try Self.both(ScrollViewScene<GridSnapDelegate>.self, configuration, Self.flingEvents, refreshRate: 120)
    #expect(tester == runner)
    #expect(same)
    // Counted by hand: 14 events, 1 touch, 1 finger; the trace lasts 0.1 s (first
    // event to last), whatever the frames after it; the page spring ran past it.
    #expect(tester.events == 14 && tester.touches == 1 && tester.maxFingersDown == 1)
    #expect(tester.duration == 0.1)
    #expect(tester.finalTime > 0.1 && tester.cameToRest && tester.launchTime == 0)
  }

  @Test func aSideMenuSwipeHasTheRunnersFacts() throws {
    // Two fingers: the second lands while the first is down, so two at once.
    var events = Self.flingEvents
    events.insert(TouchEvent(time: 0.05, touches: [Touch(id: 1, phase: .began, location: Point(x: 100, y: 600))]), at: 7)
    events.append(TouchEvent(time: 0.2, touches: [Touch(id: 1, phase: .ended, location: Point(x: 100, y: 600))]))
    let (tester, runner, same) = try Self.both(SideMenuScene.self, SideMenuScene.defaultConfiguration, events, refreshRate: 60)
    #expect(tester == runner)
    #expect(same)
    #expect(tester.events == 16 && tester.touches == 2 && tester.maxFingersDown == 2)
    #expect(tester.duration == 0.2)
  }

  @Test func theDurationIsTheTracesNotTheTestersClock() throws {
    // A tap held 0.05 s, then 1 s of waiting: the trace lasted 0.05 s (the runner's
    // duration), though the tester's clock reads 1.05 s.
    var tester = ScrollViewTester(setup: ScrollViewSceneSetup())
    tester.tap(at: Point(x: 200, y: 400))
    tester.wait(1)
    #expect(tester.now == 1.05)
    #expect(tester.facts.duration == 0.05)
    #expect(tester.facts.events == 2 && tester.eventCount == 2)
    // The final time is a frame of the 120 Hz grid within one frame before the clock.
    let finalTime = tester.facts.finalTime
    #expect(finalTime <= 1.05 && finalTime >= 1.05 - 1.0 / 120 - 1e-12)
    #expect(abs(finalTime * 120 - (finalTime * 120).rounded()) < 1e-9)
  }
}
