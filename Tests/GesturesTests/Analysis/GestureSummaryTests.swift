import Gestures
import ScrollPhysics
import Testing

/// The expected outcome of every gesture trace in `traces/` (made by
/// scripts/make-gesture-traces.py; see traces/README.md) through the gestures scene,
/// where each recognizer kind runs alone at UIKit's defaults. Each expectation is
/// derived by hand from how the trace was generated.
@Suite struct GestureSummaryTests {
  private func summarize(_ name: String, kinds: [RecognizerKind] = RecognizerKind.allCases) throws -> (GestureSummary, LoadedTrace) {
    let trace = try loadTrace(name)
    var summary = GestureSummary(kinds: kinds)
    for event in trace.events { summary.handle(event) }
    summary.finish()
    return (summary, trace)
  }

  /// The outputs of `kind`, in order.
  private func outputs(_ summary: GestureSummary, _ kind: RecognizerKind) -> [GestureOutput] {
    summary.records.filter { $0.kind == kind }.map(\.output)
  }

  /// The pan's began and its final output, when it began once and ended or was cancelled.
  private func onlyPan(_ summary: GestureSummary) -> (began: Double, end: GestureOutput)? {
    let pan = outputs(summary, .pan)
    guard pan.first?.state == .began, let end = pan.last, end.state == .ended || end.state == .cancelled,
      pan.filter({ $0.state == .began }).count == 1 else { return nil }
    return (pan[0].time, end)
  }

  @Test func slowDragIsOnePanAtItsConstantSpeed() throws {
    let (summary, _) = try summarize("slowdrag.csv")
    let pan = try #require(onlyPan(summary))
    // 100 pt/s = 100/120 pt per 120 Hz sample. The pan begins at the first sample that
    // reaches 10 pt along an axis (UIKit's per-axis test, |tx| ≥ 10): sample 12
    // (110.00, exactly 10 pt), at T0 + 12/120 s.
    #expect(abs(pan.began - (1000 + 12.0 / 120)) < 1e-6)
    // The last move is sample 144 (220.00): 120 pt moved, minus the 10 pt hysteresis
    // UIKit removes from the translation = 110 pt. The lift row (220.83, sample 145)
    // adds no sample (UIKit's touchesEnded).
    #expect(abs(pan.end.translation.dx - 110) < 1e-9)
    #expect(pan.end.translation.dy == 0)
    // Every pairwise velocity is 100 pt/s up to the 0.01 pt rounding of the CSV
    // (±0.01 pt over 1/120 s = ±1.2 pt/s); velocity(in:)'s weights 0.2 + 0.8 sum to 1.
    let velocity = try #require(pan.end.velocity)
    #expect(abs(velocity.dx - 100) <= 1.2)
    #expect(velocity.dy == 0)
    #expect(pan.end.state == .ended)
    // 10 pt within 0.1 s: the long press fails at the sample passing 10 pt (sample 13,
    // 10.83 pt > 10), long before 0.5 s.
    let press = outputs(summary, .longPress)
    #expect(press.map(\.state) == [.failed])
    #expect(abs(press[0].time - (1000 + 13.0 / 120)) < 1e-6)
  }

  @Test func aTapAloneIsRecognizedAtItsLift() throws {
    let (summary, _) = try summarize("tap.csv")
    // Lift at T0 + 0.08: the single tap, alone (no double tap to wait for), is
    // recognized there at the touch-down (200,400).
    let tap = outputs(summary, .tap)
    #expect(tap.map(\.state) == [.recognized])
    #expect(abs(tap[0].time - 1000.08) < 1e-9)
    #expect(tap[0].location == Point(x: 200, y: 400))
    // The long press: lifted after 0.08 s < 0.5 s → failed at the lift, no begin.
    let press = outputs(summary, .longPress)
    #expect(press.map(\.state) == [.failed])
    #expect(press[0].reason == .liftedEarly)
    // No pan (no movement: failed at the lift), no swipe.
    #expect(outputs(summary, .pan).map(\.state) == [.failed])
    #expect(outputs(summary, .swipe).map(\.state) == [.failed])
  }

  @Test func aDoubleTapIsTwoSingleTaps() throws {
    let (summary, _) = try summarize("doubletap.csv", kinds: [.tap])
    // Lifts at T0 + 0.08 and T0 + 0.31: a single-tap recognizer alone recognizes each.
    let tap = outputs(summary, .tap)
    #expect(tap.map(\.state) == [.recognized, .recognized])
    #expect(abs(tap[0].time - 1000.08) < 1e-9)
    #expect(abs(tap[1].time - 1000.31) < 1e-9)
    #expect(summary.kinds == [.tap])
  }

  /// A finger held 0.8 s at T0 = 1000: the long press begins at exactly T0 + 0.5, a
  /// deadline between the events, reported before the lift's records; it ends at the lift.
  @Test func aLongPressBeginsAtTheDeadlineBetweenEvents() {
    var summary = GestureSummary()
    summary.handle(TouchEvent(time: 1000, touches: [Touch(id: 0, phase: .began, location: Point(x: 100, y: 100))]))
    summary.handle(TouchEvent(time: 1000.8, touches: [Touch(id: 0, phase: .ended, location: Point(x: 100, y: 100))]))
    summary.finish()
    let press = summary.records.filter { $0.kind == .longPress }.map(\.output)
    #expect(press.map(\.state) == [.began, .ended])
    #expect(press[0].time == 1000 + 0.5)
    #expect(press[1].time == 1000.8)
    let times = summary.records.map(\.output.time)
    #expect(times == times.sorted())
  }

  /// An edge swipe from x = 5 (`synth edge-swipe`'s default): the edge pan begins, from
  /// the left edge, at the first sample more than 15 pt in.
  @Test func anEdgeSwipeFromXEqualsFiveIsRecognized() {
    var summary = GestureSummary(kinds: [.screenEdgePan])
    summary.handle(TouchEvent(time: 0, touches: [Touch(id: 0, phase: .began, location: Point(x: 5, y: 400))]))
    for k in 1...10 {
      summary.handle(TouchEvent(time: Double(k) / 120, touches: [Touch(id: 0, phase: .moved, location: Point(x: 5 + 4 * Double(k), y: 400))]))
    }
    summary.finish()
    // dx = 4k > 15 first at k = 4 (16 pt).
    let began = summary.records.first.map(\.output)
    #expect(began?.state == .began)
    #expect(began?.time == 4.0 / 120)
    #expect(began?.edge == .left)
  }

  @Test func twoFingerPanFollowsTheCentroid() throws {
    let (summary, _) = try summarize("twofinger-pan.csv")
    let pan = try #require(onlyPan(summary))
    // Both fingers lift in one event: the pan ends with none left.
    #expect(pan.end.numberOfTouches == 0)
    // Both fingers move 2.5 pt per sample down for 80 samples: centroid moves 200 pt;
    // minus the 10 pt hysteresis = 190 pt. Velocity 2.5·120 = 300 pt/s.
    #expect(abs(pan.end.translation.dy - 190) < 1e-9)
    #expect(pan.end.translation.dx == 0)
    #expect(abs((pan.end.velocity?.dy ?? 0) - 300) < 0.1)
  }

  @Test func swipeThatRestsBeforeLiftingReleasesWithZeroVelocity() throws {
    let (summary, _) = try summarize("rest-swipe.csv")
    let pan = try #require(onlyPan(summary))
    // Moving at 1200 pt/s, then 0.25 s of stationary rows: ≥ 0.1 s without movement
    // before the lift, so the rest rule gives zero (GESTURES.md §2).
    #expect(pan.end.velocity == .zero)
    // 24 samples of 10 pt = 240 pt, minus 10 pt hysteresis.
    #expect(abs(pan.end.translation.dx - 230) < 1e-9)
  }

  @Test func coalescedSamplesDoNotChangeWhatTheRecognizersSee() throws {
    let (summary, trace) = try summarize("coalesced.csv")
    #expect(trace.events.contains { $0.touches.contains(where: \.isCoalesced) })
    // UIKit's recognizers see only an event's main touches: dropping the coalesced rows
    // must give exactly the same gestures.
    var mainOnly = GestureSummary()
    for event in trace.events where !event.touches.allSatisfy(\.isCoalesced) { mainOnly.handle(event) }
    mainOnly.finish()
    #expect(summary.records == mainOnly.records)
    let pan = try #require(onlyPan(summary))
    // Main samples: 4 pt per 1/120 s up = −480 pt/s; 40 moves = 160 pt (the lift row,
    // 4 pt further, adds no sample), minus 10.
    #expect(abs((pan.end.velocity?.dy ?? 0) + 480) < 0.1)
    #expect(abs(pan.end.translation.dy + 150) < 1e-9)
  }
}
