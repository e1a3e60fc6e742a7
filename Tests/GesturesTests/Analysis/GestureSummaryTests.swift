import Gestures
import ScrollPhysics
import Testing

/// The expected outcome of every gesture trace in `traces/` (made by
/// scripts/make-gesture-traces.py; see traces/README.md). Each expectation is
/// derived by hand from how the trace was generated.
@Suite struct GestureSummaryTests {
  private func summarize(_ name: String) throws -> (GestureSummary, LoadedTrace) {
    let trace = try loadTrace(name)
    var summary = GestureSummary()
    for event in trace.events { summary.handle(event) }
    summary.finish()
    return (summary, trace)
  }

  private func onlyPan(_ summary: GestureSummary) -> GestureSummary.Pan? {
    guard summary.gestures.count == 1, case .pan(let pan) = summary.gestures[0] else { return nil }
    return pan
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
    #expect(abs(pan.translation.dx - 110) < 1e-9)
    #expect(pan.translation.dy == 0)
    // Every pairwise velocity is 100 pt/s up to the 0.01 pt rounding of the CSV
    // (±0.01 pt over 1/120 s = ±1.2 pt/s); velocity(in:)'s weights 0.2 + 0.8 sum to 1.
    #expect(abs(pan.releaseVelocity.dx - 100) <= 1.2)
    #expect(pan.releaseVelocity.dy == 0)
    #expect(!pan.wasCancelled)
    #expect(pan.maximumTouches == 1)
  }

  @Test func singleTapIsReportedWhenTheDoubleTapGivesUp() throws {
    let (summary, _) = try summarize("tap.csv")
    // Lift at T0 + 0.08; the single tap waits for the double tap to fail, 0.35 s later
    // (GESTURES.md §1: "a single tap is reported about that interval after the first touch-up").
    #expect(summary.gestures.count == 1)
    guard case .tap(let tap) = summary.gestures.first else { Issue.record("expected a tap"); return }
    #expect(abs(tap.time - (1000 + 0.08 + 0.35)) < 1e-9)
    #expect(tap.location == Point(x: 200, y: 400))
    #expect(tap.numberOfTaps == 1)
  }

  @Test func doubleTapIsOneDoubleTapAndNoSingleTap() throws {
    let (summary, _) = try summarize("doubletap.csv")
    // Second lift at T0 + 0.31 s; the second down came 0.15 s after the first lift (< 0.35 s).
    #expect(summary.gestures.count == 1)
    guard case .tap(let tap) = summary.gestures.first else { Issue.record("expected a tap"); return }
    #expect(tap.numberOfTaps == 2)
    #expect(abs(tap.time - 1000.31) < 1e-9)
  }

  @Test func twoFingerPanFollowsTheCentroid() throws {
    let (summary, _) = try summarize("twofinger-pan.csv")
    let pan = try #require(onlyPan(summary))
    #expect(pan.maximumTouches == 2)
    // Both fingers move 2.5 pt per sample down for 80 samples: centroid moves 200 pt;
    // minus the 10 pt hysteresis = 190 pt. Velocity 2.5·120 = 300 pt/s.
    #expect(abs(pan.translation.dy - 190) < 1e-9)
    #expect(pan.translation.dx == 0)
    #expect(abs(pan.releaseVelocity.dy - 300) < 0.1)
  }

  @Test func swipeThatRestsBeforeLiftingReleasesWithZeroVelocity() throws {
    let (summary, _) = try summarize("rest-swipe.csv")
    let pan = try #require(onlyPan(summary))
    // Moving at 1200 pt/s, then 0.25 s of stationary rows: ≥ 0.1 s without movement
    // before the lift, so the rest rule gives zero (GESTURES.md §2).
    #expect(pan.releaseVelocity == .zero)
    // 24 samples of 10 pt = 240 pt, minus 10 pt hysteresis.
    #expect(abs(pan.translation.dx - 230) < 1e-9)
  }

  @Test func coalescedSamplesDoNotChangeWhatTheRecognizersSee() throws {
    let (summary, trace) = try summarize("coalesced.csv")
    #expect(trace.events.contains { $0.touches.contains(where: \.isCoalesced) })
    // UIKit's recognizers see only an event's main touches: dropping the coalesced rows
    // must give exactly the same gestures.
    var mainOnly = GestureSummary()
    for event in trace.events where !event.touches.allSatisfy(\.isCoalesced) { mainOnly.handle(event) }
    mainOnly.finish()
    #expect(summary.gestures == mainOnly.gestures)
    let pan = try #require(onlyPan(summary))
    // Main samples: 4 pt per 1/120 s up = −480 pt/s; 40 moves = 160 pt (the lift row,
    // 4 pt further, adds no sample), minus 10.
    #expect(abs(pan.releaseVelocity.dy + 480) < 0.1)
    #expect(abs(pan.translation.dy + 150) < 1e-9)
  }
}
