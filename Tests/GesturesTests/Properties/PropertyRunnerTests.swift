import Gestures
import ScrollPhysics
import Testing

@Suite struct PropertyRunnerTests {
  /// Cases for the planted-bug runs: with the target as a hotspot the bug needs a
  /// flick faster than 3005 pt/s followed by a tap on the target, which a few percent
  /// of scripts contain, so 2000 cases find it with certainty for practical purposes.
  static let cases = 2000
  static let seed: UInt64 = 1

  @Test func findsAndShrinksThePlantedBug() throws {
    let result = PropertyRunner().check(property: PlantedBug.property, cases: Self.cases, seed: Self.seed)
    let counterexample = try #require(result.counterexample)
    #expect(!result.holds)
    guard case .generated(let index, let caseSeed) = counterexample.origin else {
      Issue.record("expected a generated counterexample")
      return
    }
    // Seed policy: case i uses seed S + i, and all cases before it passed.
    #expect(caseSeed == Self.seed + UInt64(index))
    #expect(result.casesPassed == index)
    #expect(counterexample.original == PlantedBug.property.generator.generate(seed: caseSeed))
    #expect(counterexample.originalFailure == PlantedBug.check(counterexample.original!.render()))
    #expect(counterexample.minimal == TraceShrinkerTests.expectedMinimum)
    #expect(counterexample.events == TraceShrinkerTests.expectedMinimum.render())
    #expect(counterexample.failure == PlantedBug.check(counterexample.events))
    #expect(result.replayCommand == "gesture-sim check --property planted-swallowed-tap --seed \(caseSeed)")

    // Replaying from the case seed meets the failure first, with the same minimum.
    let replay = PropertyRunner().check(property: PlantedBug.property, cases: 1, seed: caseSeed)
    #expect(replay.casesPassed == 0)
    #expect(replay.counterexample?.minimal == TraceShrinkerTests.expectedMinimum)
    #expect(replay.counterexample?.original == counterexample.original)
  }

  @Test func runsAreDeterministic() {
    let first = PropertyRunner().check(property: PlantedBug.property, cases: Self.cases, seed: 77)
    let second = PropertyRunner().check(property: PlantedBug.property, cases: Self.cases, seed: 77)
    #expect(first.casesPassed == second.casesPassed)
    #expect(first.counterexample?.origin == second.counterexample?.origin)
    #expect(first.counterexample?.original == second.counterexample?.original)
    #expect(first.counterexample?.minimal == second.counterexample?.minimal)
    #expect(first.counterexample?.shrinkSteps == second.counterexample?.shrinkSteps)
    #expect(first.report() == second.report())
  }

  @Test func failureReportHasEveryPart() throws {
    let result = PropertyRunner().check(property: PlantedBug.property, cases: Self.cases, seed: Self.seed)
    let counterexample = try #require(result.counterexample)
    let caseSeed = try #require(counterexample.replaySeed)
    let report = result.report(savedAt: "traces/regressions/planted-swallowed-tap-\(caseSeed).csv")
    let lines = report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0].hasPrefix("*** Failed! Property 'planted-swallowed-tap' falsified after \(result.casesPassed) passing case"))
    #expect(lines[0].contains("and \(counterexample.shrinkSteps) shrink step"))
    #expect(lines[0].contains("(seed 1, case \(result.casesPassed), case seed \(caseSeed))."))
    #expect(lines[1] == "Minimal trace: flick right at 3010 pt/s, then tap at (200, 600)")
    #expect(lines[2] == "  Expected: \(counterexample.failure.expected)")
    #expect(lines[3] == "  Actual:   \(counterexample.failure.actual)")
    #expect(lines[4] == "  At:       t = 0.021 s")  // the tap lifts at 0.011 + 0.01 s
    #expect(report.contains("Original trace (unshrunk): \(counterexample.original!.summary)"))
    #expect(report.contains("gesture-sim run replays it as it is, saved to traces/regressions/planted-swallowed-tap-\(caseSeed).csv"))
    // The minimal trace as CSV, worked out from the rendering rules: the flick goes down
    // at 0 s at (0, 0) and lifts 10 ms later at x = 3010 × 0.01 = 30.1; the tap goes
    // down 1 ms later (the minimum gap) and lifts after 10 ms.
    #expect(report.contains("""
      # viewport: 390x844
      # source: gesture-sim check --property planted-swallowed-tap --seed \(caseSeed): flick right at 3010 pt/s, then tap at (200, 600)
      t,id,phase,x,y
      0.0,0,began,0.0,0.0
      0.01,0,ended,30.1,0.0
      0.011,0,began,200.0,600.0
      0.021,0,ended,200.0,600.0
      Replay:
      """))
    #expect(lines.contains("Replay: gesture-sim check --property planted-swallowed-tap --seed \(caseSeed)"))
    #expect(counterexample.csv(source: "s").hasSuffix("0.021,0,ended,200.0,600.0\n"))
    #expect(lines.last == "(trace generator version 1; seeds replay only with the same version)")
  }

  @Test func theReportedCSVReadsBackAsTheMinimalTrace() throws {
    let result = PropertyRunner().check(property: PlantedBug.property, cases: Self.cases, seed: Self.seed)
    let counterexample = try #require(result.counterexample)
    var reader = try TraceReader(text: counterexample.csv(source: result.replayCommand), options: TraceReaderOptions(strict: true))
    #expect(try reader.readAll() == counterexample.events)
    #expect(reader.metadata.viewport == Display.defaultViewport)
    #expect(reader.metadata.source == result.replayCommand)
    // Coalesced samples add the coalesced column.
    let coalesced = TraceScript(sampling: .init(rate: 120, coalescing: 2), steps: [
      .init(pause: 0, gesture: .stroke(.init(start: Point(x: 10, y: 10), angle: 0, speed: 600, duration: 0.05)))
    ])
    var withFlags = counterexample
    withFlags.events = coalesced.render()
    let csv = withFlags.csv(source: "two lines\nof source")
    #expect(csv.contains("\nt,id,phase,x,y,coalesced\n"))
    #expect(csv.contains("# source: two lines of source\n"))
    var flagged = try TraceReader(text: csv, options: TraceReaderOptions(strict: true))
    #expect(try flagged.readAll() == withFlags.events)
  }

  @Test func regressionsAreReplayedFirst() throws {
    let failing = TraceShrinkerTests.expectedMinimum.render()
    let passing = TraceScript(steps: [.init(pause: 0, gesture: .tap(.init(location: Point(x: 1, y: 1), hold: 0.05)))]).render()
    let runner = PropertyRunner(regressions: [
      RegressionTrace(name: "traces/regressions/ok.csv", events: passing),
      RegressionTrace(name: "traces/regressions/bad.csv", events: failing),
    ])
    let result = runner.check(property: PlantedBug.property, cases: 100, seed: 5)
    let counterexample = try #require(result.counterexample)
    #expect(counterexample.origin == .regression(name: "traces/regressions/bad.csv"))
    #expect(result.regressionsPassed == 1)
    #expect(result.casesPassed == 0)
    #expect(counterexample.events == failing)
    #expect(counterexample.minimal == nil && counterexample.shrinkSteps == 0)
    let report = result.report()
    #expect(report.hasPrefix("*** Failed! Property 'planted-swallowed-tap' falsified by the stored regression trace traces/regressions/bad.csv, before any generated case."))
    // The run seed replays it, since every run replays the corpus first.
    #expect(result.replayCommand == "gesture-sim check --property planted-swallowed-tap --seed 5")
  }

  @Test func holdingPropertyReportsOneLine() {
    let property = TraceProperty(name: "always", scene: "side-menu", variant: "fixed", summary: "holds") { _ in nil }
    let runner = PropertyRunner(regressions: [RegressionTrace(name: "r", events: [])])
    let result = runner.check(property: property, cases: 250, seed: 9)
    #expect(result.holds)
    #expect(result.casesPassed == 250 && !result.stoppedEarly)
    // A scene's property is named with its scene and variant (several share a name).
    #expect(result.report() == "+++ OK, property 'always' in side-menu/fixed passed 250 cases (seed 9) and 1 regression trace.")
    #expect(result.replayCommand == "gesture-sim check --scene side-menu --variant fixed --property always --seed 9")
  }

  @Test func progressIsReportedAndCanStopTheRun() {
    let property = TraceProperty(name: "always", summary: "holds") { _ in nil }
    var seen: [Int] = []
    let result = PropertyRunner(progressInterval: 10).check(property: property, cases: 100, seed: 0) { progress in
      seen.append(progress.casesPassed)
      #expect(progress.casesPlanned == 100)
      return progress.casesPassed < 30
    }
    // Called after the (empty) corpus, then every 10 cases until it says stop at 30.
    #expect(seen == [0, 10, 20, 30])
    #expect(result.casesPassed == 30 && result.stoppedEarly && result.holds)
    #expect(result.report() == "+++ OK, property 'always' passed 30 of 100 cases before it was stopped (seed 0) and 0 regression traces.")
  }

  @Test func everyCaseSeesTheRenderedScriptOfItsSeed() {
    // The runner checks exactly the trace that `generate(seed: S + i)` renders.
    final class Recorder: @unchecked Sendable { var traces: [[TouchEvent]] = [] }
    let recorder = Recorder()
    let property = TraceProperty(name: "record", summary: "records") { events in
      recorder.traces.append(events)
      return nil
    }
    _ = PropertyRunner().check(property: property, cases: 5, seed: 1000)
    #expect(recorder.traces == (0..<5).map { Gestures.TraceGenerator().generate(seed: 1000 + UInt64($0)).render() })
  }
}
