@testable import Gestures
import ScrollPhysics
import Testing

/// `TransitionRefusal.completeOnceViolation`, the "every transition completes
/// exactly once" rule both animated-transition scenes' properties check, on a real run whose
/// records are then broken by hand: the rule must catch each breach.
@Suite struct TransitionRefusalTests {
  /// A tap on the drop-down's menu button at 0.1 s (lift 0.18 s): the presentation
  /// runs 0.18 … 0.68 s (0.5 s, the default duration).
  static func presentation() throws -> (events: [TouchEvent], run: DropdownSummary, records: [DropdownRecord]) {
    var script = TouchScript(start: 0.1)
    script.tap(Point(x: 360, y: 69))
    let (run, records) = SceneRunner<DropdownScene>.run(script.events, options: try .init(refreshRate: 60))
    return (script.events, run, records)
  }

  static func violation(_ events: [TouchEvent], _ run: DropdownSummary, _ records: [DropdownRecord]) -> PropertyFailure? {
    TransitionRefusal.completeOnceViolation(
      events: events, run: run, records: records, belongs: { _, _ in true }, duration: { _ in 0.5 },
      expectedCompletion: { began, due in "the \(began.kind.rawValue) completes at t=\(due)" })
  }

  @Test func theUnbrokenRunPasses() throws {
    let (events, run, records) = try Self.presentation()
    #expect(records.contains { if case .transition(let t) = $0 { t.moment == .completed } else { false } })
    #expect(Self.violation(events, run, records) == nil)
  }

  @Test func aFrameThatDoesNotShowTheRunningTransitionFails() throws {
    var (events, run, records) = try Self.presentation()
    // The first frame inside the presentation (interaction off) claims the menu is closed.
    let index = records.firstIndex { if case .frame(let f) = $0 { f.phase == .presenting } else { false } }!
    guard case .frame(var frame) = records[index] else { Issue.record("record \(index) is not a frame"); return }
    frame.phase = .closed
    records[index] = .frame(frame)
    let failure = Self.violation(events, run, records)
    #expect(failure?.expected == "user interaction is off exactly while a transition runs, and the frame names it")
    #expect(failure?.time == frame.time)
  }

  @Test func aFrameTakingTouchesDuringATransitionFails() throws {
    var (events, run, records) = try Self.presentation()
    let index = records.firstIndex { if case .frame(let f) = $0 { f.phase == .presenting } else { false } }!
    guard case .frame(var frame) = records[index] else { Issue.record("record \(index) is not a frame"); return }
    frame.isUserInteractionEnabled = true
    records[index] = .frame(frame)
    #expect(Self.violation(events, run, records)?.actual.hasPrefix("at t=\(frame.time) interaction is on") == true)
  }

  @Test func aRunEndingMidTransitionFails() throws {
    var (events, run, records) = try Self.presentation()
    run.final.phase = .presenting
    #expect(Self.violation(events, run, records)?.expected == "the run ends at rest with no transition running")
  }
}
