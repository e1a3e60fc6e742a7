import Gestures
import ScrollPhysics
import Testing

/// The card stack through `SceneRunner` (`CardsSummary`): launching, button presses (`--flip-at`), settling, summaries.
@Suite struct CardsSummaryTests {
  @Test func emptyRunLaunchesAtZeroAndRests() throws {
    let (run, records) = try runCards([])
    #expect(run.launchTime == 0 && run.events == 0 && run.duration == 0 && run.cameToRest)
    #expect(records.frames.count == 1 && records.frames.first?.time == 0)
    #expect(run.final == CardsSummary.Final(topCard: 0, cardCount: 20, completedFlips: 0, cancelledFlips: 0, ignoredGestures: 0))
    #expect(run.finalFrame.cards.map(\.index) == [0, 1, 2, 3])
  }

  @Test func pressesWithoutATrace() throws {
    // Three presses 1 s apart: each keyframe flip (0.6 s) and stack move (0.3 s) ends before the next.
    let (run, records) = try runCards([], flipTimes: [3, 1, 2])
    #expect(run.launchTime == 1, "launches at the first press")
    #expect(run.buttonFlipTimes == [1, 2, 3] && run.events == 0)
    #expect(run.flips.map(\.trigger) == [.button, .button, .button])
    #expect(run.flips.map(\.time) == [1, 2, 3] && run.flips.map(\.card) == [0, 1, 2])
    #expect(records.flipEnds.map(\.interrupted) == [false, false, false])
    #expect(run.final.topCard == 3 && run.final.completedFlips == 3 && run.cameToRest)
    for (a, b) in zip(records, records.dropFirst()) { #expect(a.time <= b.time) }
  }

  @Test func pressLongAfterTheLastEventStillHappens() throws {
    // The settle limit (10 s) counts from the last input, presses included.
    var script = CardScript()
    script.tap(cardCentre)
    let (run, _) = try runCards(script.events, flipTimes: [30])
    #expect(run.flips.count == 1 && run.final.topCard == 1 && run.cameToRest)
    #expect(run.events == 2 && run.touches == 1 && run.maxFingersDown == 1, "presses are not trace events")
  }

  @Test func pressComesBeforeAnEventAtTheSameTime() throws {
    // A press at 0.11, the time the pan begins: the press starts the keyframe flip of card 0, then
    // the pan begins in the same instant and (by the default rule) finishes it, turning card 1.
    var script = CardScript()
    script.path(from: cardCentre, offsets: [30, 60])
    let (run, records) = try runCards(script.events, flipTimes: [script.events[1].time])
    let atPress = records.filter { $0.time == script.events[1].time && $0.type != "frame" }.map(\.type)
    #expect(atPress == ["flip", "flipEnd", "gesture"])
    #expect(run.flips.map(\.trigger) == [.button, .pan])
    #expect(run.flips.map(\.card) == [0, 1])
    let began = try #require(records.gestures.first)
    #expect(began.card == 1)
  }

  @Test func runnerStreamsLikeTheBatchRun() throws {
    var script = CardScript()
    script.drag(from: cardCentre, dy: 120, speed: 600)
    script.wait(0.1)
    script.drag(from: cardCentre, dy: -120, speed: 600)
    let batch = try runCards(script.events)
    var runner = SceneRunner<CardStackScene>(options: try SceneRunner<CardStackScene>.Options(scene: .init(), refreshRate: 120))
    var records: [CardsRecord] = []
    var count = 0
    for event in script.events {
      runner.feed(event, into: &records)
      count += records.count
      records.removeAll(keepingCapacity: true)
    }
    let run = runner.finish(into: &records)
    count += records.count
    #expect(run == batch.summary && count == batch.records.count)
  }

  @Test func settleLimitReportsAFingerLeftDown() throws {
    var script = CardScript()
    script.add(.began, cardCentre)
    let (run, records) = SceneRunner<CardStackScene>.run(script.events, options: try SceneRunner<CardStackScene>.Options(refreshRate: 60, settleLimit: 1))
    #expect(!run.cameToRest && records.warnings.count == 1)
  }

  @Test func optionValidation() throws {
    #expect(problem { _ = try SceneRunner<CardStackScene>.Options(refreshRate: 120) } == nil)
    #expect(problem { _ = try SceneRunner<CardStackScene>.Options(refreshRate: 0) }?.key == .refresh)
    #expect(problem { try CardStackScene.Configuration.validate(buttonFlipTime: 1.5) } == nil)
    #expect(problem { try CardStackScene.Configuration.validate(buttonFlipTime: .nan) }?.key == .setting("flip-at"))
    #expect(problem { try CardStackScene.Configuration.validate(buttonFlipTime: .infinity) } != nil)
  }

  @Test func summaryCountsTheTrace() throws {
    var script = CardScript(start: 0.5)
    script.drag(from: cardCentre, dy: 120, speed: 600)
    let (run, _) = try runCards(script.events)
    #expect(run.launchTime == 0.5 && run.events == script.events.count && run.touches == 1)
    #expect(abs(run.duration - (script.events.last!.time - 0.5)) < 1e-12)
    #expect(run.refreshRate == 120)
  }
}
